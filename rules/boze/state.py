"""One playthrough of Boże Igrzysko: plain, serialisable data (DESIGN §2).

Counts that can be derived are not stored: a player's free dice are his twenty less those on the
map, his free discs his sixteen less his estates and prestige marker.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.boze.board import Board
from rules.core.game import BaseState


@dataclass(kw_only=True)
class Estate:
    """A player disc on an estate field; a steward or a town may stand under it."""

    owner: int
    steward: bool = False
    town: bool = False


@dataclass(kw_only=True)
class ProvinceState:
    """A province: its wealth, the estates on its track (from the first field on), player dice."""

    wealth: int
    estates: list[Estate] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)


@dataclass(kw_only=True)
class PlayerState:
    """What a player holds: gold, prestige and the influence tokens still in his hand."""

    gold: int
    prestige: int = 0
    tokens: list[int] = field(default_factory=list)


@dataclass(kw_only=True)
class BozeState(BaseState):
    """Where the game stands.

    ``houses`` gives each seat's house (its colour) by key; seats sit clockwise in seat order.
    ``phase`` is the key of the current phase in the flow table; ``begun`` says whether its
    automatic opening steps have run. ``placed`` holds this turn's revealed influence tokens by
    seat (public once revealed), ``court`` the Royal Court tokens. ``shortfall`` queues the seats
    that must choose where their last dice go; ``bidders`` are the seats tied for the mace.
    """

    houses: list[str] = field(default_factory=list)
    turn: int = 0
    phase: str = "setup"
    begun: bool = False
    first_player: int = -1
    mace: int = -1
    setup_order: list[int] = field(default_factory=list)
    players: list[PlayerState] = field(default_factory=list)
    provinces: dict[str, ProvinceState] = field(default_factory=dict)
    placed: dict[int, dict[str, int]] = field(default_factory=dict)
    court: dict[int, int] = field(default_factory=dict)
    shortfall: list[int] = field(default_factory=list)
    bidders: list[int] = field(default_factory=list)
    bid_round: int = 0


def turn_order(state: BozeState, start: int | None = None) -> list[int]:
    """Seats clockwise from ``start`` (the Hetman by default): the rulebook's order of moves."""
    first = state.mace if start is None else start
    return [(first + i) % state.seats for i in range(state.seats)]


def dice_on_map(state: BozeState, seat: int) -> int:
    return sum(p.dice[seat] for p in state.provinces.values())


def free_dice(board: Board, state: BozeState, seat: int) -> int:
    """Dice in the player's pool: twenty less those on the map (Phase Two)."""
    return board.count("player_dice") - dice_on_map(state, seat)


def estates_of(state: BozeState, seat: int) -> int:
    return sum(1 for p in state.provinces.values() for e in p.estates if e.owner == seat)


def free_discs(board: Board, state: BozeState, seat: int) -> int:
    """Discs in the player's pool: sixteen less his estates and his prestige marker (Setup)."""
    return board.count("player_discs") - estates_of(state, seat) - 1


def court_sum(state: BozeState) -> int:
    """The sum of the influence tokens at the Royal Court (Phase Four: Royal Army)."""
    return sum(state.court.values())
