"""One playthrough of Boże Igrzysko: plain, serialisable data (DESIGN §2).

Counts that can be derived are not stored: a player's free dice are his twenty less those in
provinces and on enemy fields, his free discs his sixteen less his estates, Sejm discs and prestige
marker; the stewards, towns and king dice left are their totals less those on the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.boze.board import Board
from rules.core.game import BaseState

UNITS = ("infantry", "cavalry", "artillery")


@dataclass(kw_only=True)
class Estate:
    """A player disc on an estate field; a steward or a town may stand under it."""

    owner: int
    steward: bool = False
    town: bool = False


@dataclass(kw_only=True)
class Army:
    """Army tokens: a player's private army in a province, or the Royal Army."""

    infantry: int = 0
    cavalry: int = 0
    artillery: int = 0

    def count(self) -> int:
        return self.infantry + self.cavalry + self.artillery

    def fighting(self) -> int:
        """Units that roll a die (artillery only adds one to the others' rolls)."""
        return self.infantry + self.cavalry


@dataclass(kw_only=True)
class ProvinceState:
    """A province: wealth, estates (from the first field of the track on), player dice and armies,
    Cossacks standing there, enemy dice by enemy, Habsburg influence markers.

    ``invaded`` records that enemy dice were placed here this turn (Phase Fourteen tells a defended
    province from one at peace by it).
    """

    wealth: int
    estates: list[Estate] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)
    armies: list[Army] = field(default_factory=list)
    cossacks: int = 0
    enemies: dict[str, int] = field(default_factory=dict)
    markers: int = 0
    invaded: bool = False

    def enemy_dice(self) -> int:
        return sum(self.enemies.values())


@dataclass(kw_only=True)
class EnemyFieldState:
    """An enemy field this turn: the enemy's own added dice, Habsburg influence markers (field V),
    Ottoman dice on the Habsburg field (field V), Cossacks with the Tatars (field III), and the
    Polish dice raiding it: player dice by seat and king dice."""

    dice: int = 0
    markers: int = 0
    ottoman: int = 0
    cossacks: int = 0
    players: list[int] = field(default_factory=list)
    king: int = 0

    def polish(self) -> int:
        return sum(self.players) + self.king


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

    Phases played in cycles keep their progress in ``queue`` (seats still to act in this cycle, in
    order), ``passed`` (seats whose pass is final) and ``cycle`` (1 for the first). ``special``
    counts each seat's special actions this turn; ``relief_free`` is the Hetman's free Royal Army
    attack, not yet used.
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
    enemy_fields: dict[str, EnemyFieldState] = field(default_factory=dict)
    sejm: dict[str, int] = field(default_factory=dict)
    royal_army: Army = field(default_factory=Army)
    cossacks_field: int = 0
    treaty: str | None = None
    treaty_breaks_on: int = 2
    town_built: bool = False
    placed: dict[int, dict[str, int]] = field(default_factory=dict)
    court: dict[int, int] = field(default_factory=dict)
    shortfall: list[int] = field(default_factory=list)
    bidders: list[int] = field(default_factory=list)
    bid_round: int = 0
    queue: list[int] = field(default_factory=list)
    passed: list[int] = field(default_factory=list)
    cycle: int = 0
    special: dict[int, int] = field(default_factory=dict)
    relief_free: bool = False
    final: dict[int, int] = field(default_factory=dict)
    """End of game: prestige each seat gained for its estates (for the result's detail)."""
    last_tokens: dict[int, dict[str, int]] = field(default_factory=dict)
    """Each seat's influence tokens of the last turn, the Royal Court's under ``court``: public since
    that turn's reveal, kept so Noble Clientele can offer "the same as last turn" (presentation only;
    no rule reads it)."""


def turn_order(state: BozeState, start: int | None = None) -> list[int]:
    """Seats clockwise from ``start`` (the Hetman by default): the rulebook's order of moves."""
    first = state.mace if start is None else start
    return [(first + i) % state.seats for i in range(state.seats)]


def dice_on_map(state: BozeState, seat: int) -> int:
    """Player dice in provinces (the tie-break's "dice on the map")."""
    return sum(p.dice[seat] for p in state.provinces.values())


def dice_on_fields(state: BozeState, seat: int) -> int:
    return sum(f.players[seat] for f in state.enemy_fields.values())


def free_dice(board: Board, state: BozeState, seat: int) -> int:
    """Dice in the player's pool: twenty less those in provinces and on enemy fields."""
    return board.count("player_dice") - dice_on_map(state, seat) - dice_on_fields(state, seat)


def estates_of(state: BozeState, seat: int) -> int:
    return sum(1 for p in state.provinces.values() for e in p.estates if e.owner == seat)


def sejm_discs(state: BozeState, seat: int) -> int:
    return sum(1 for owner in state.sejm.values() if owner == seat)


def free_discs(board: Board, state: BozeState, seat: int) -> int:
    """Discs in the player's pool: sixteen less his estates, Sejm discs and prestige marker."""
    return board.count("player_discs") - estates_of(state, seat) - sejm_discs(state, seat) - 1


def court_sum(state: BozeState) -> int:
    """The sum of the influence tokens at the Royal Court (Phase Four: Royal Army)."""
    return sum(state.court.values())


def stewards_left(board: Board, state: BozeState) -> int:
    used = sum(1 for p in state.provinces.values() for e in p.estates if e.steward)
    return board.count("stewards") - used


def cities_left(board: Board, state: BozeState) -> int:
    used = sum(1 for p in state.provinces.values() for e in p.estates if e.town)
    return board.count("cities") - used


def king_dice_left(board: Board, state: BozeState) -> int:
    return board.count("king_dice") - sum(f.king for f in state.enemy_fields.values())


def cossacks_total(state: BozeState) -> int:
    return (
        state.cossacks_field
        + sum(p.cossacks for p in state.provinces.values())
        + sum(f.cossacks for f in state.enemy_fields.values())
    )


def markers_on_board(state: BozeState) -> int:
    return sum(p.markers for p in state.provinces.values()) + sum(f.markers for f in state.enemy_fields.values())


def enemy_dice_on_board(state: BozeState, enemy: str) -> int:
    """All dice of one colour in use: in provinces and on the fields (orange also on the Habsburg field)."""
    in_provinces = sum(p.enemies.get(enemy, 0) for p in state.provinces.values())
    on_field = state.enemy_fields[enemy].dice
    if enemy == "ottoman":
        on_field += state.enemy_fields["habsburg"].ottoman
    return in_provinces + on_field
