"""One playthrough of Sigismundus Augustus: plain, serialisable data (DESIGN §2).

Counts that can be derived are not stored: a player's free House markers are his ten less those on
country fields, seals and offices; the units, votes and Client tokens left in the bank are their totals
less those the players hold; the Representatives are the players highest on their tracks.

Seats sit clockwise in seat order, so "to the left" is the next seat and "on the right" the previous one
(Initiative: the marker "is passed one player to the left"; Preparing for the Game 13: "the player
sitting on their right").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.game import BaseState
from rules.sigismundus.board import TRACKS, UNITS, Board

EMPTY = -1
"""A track space with no marker."""


@dataclass(kw_only=True)
class Units:
    """Military markers by kind."""

    artillery: int = 0
    hussars: int = 0
    infantry: int = 0

    def get(self, kind: str) -> int:
        value: int = getattr(self, kind)
        return value

    def add(self, kind: str, n: int = 1) -> None:
        setattr(self, kind, self.get(kind) + n)

    def count(self) -> int:
        return self.artillery + self.hussars + self.infantry

    def power(self, board: Board) -> int:
        return sum(self.get(u) * board.unit_power(u) for u in UNITS)

    def listed(self) -> list[str]:
        """One word per unit, strongest first (the order of the combat phases)."""
        return [u for u in UNITS for _ in range(self.get(u))]


@dataclass(kw_only=True)
class PlayerState:
    """What a player holds. ``hand`` is private to its owner (Policy cards, by kind, sorted);
    ``units`` are his active units, ``host`` those sent to the Noble Host (grey side up)."""

    house: str
    ducats: int = 0
    votes: int = 0
    vp: int = 0
    hand: list[str] = field(default_factory=list)
    units: Units = field(default_factory=Units)
    host: Units = field(default_factory=Units)
    figures: list[str] = field(default_factory=list)
    tokens: int = 0
    """Client tokens the player has: three, and those taken for this round (a Client card, the Nobility's
    Representative's fourth); placed ones included. The extras go back to the bank after the Actions."""
    clients: int = 0
    """Client tokens still to place in this Actions phase."""
    protected: bool = False
    """Church Foundation this round: "No one can attack you in this round"."""


@dataclass(kw_only=True)
class OfficeState:
    """A Senatorial Office: who holds it, and whose House marker a Vacancy action put on it."""

    holder: int | None = None
    marker: int | None = None


@dataclass(kw_only=True)
class CountryState:
    """A Neighbouring Country field: House markers by seat, the seal's owner, the direction marker's
    crowned side, and a Secret Pact lying on it this round."""

    markers: list[int] = field(default_factory=list)
    seal: int | None = None
    crowned: bool = False
    pact: bool = False


@dataclass(kw_only=True)
class Ask:
    """A question inside a phase, put to one seat in turn (a tie for the Royal Representative to settle, a
    wound to pay, the office a dying senator leaves...). ``kind`` names it; the rest is its context."""

    kind: str
    seat: int
    other: int = EMPTY
    seats: list[int] = field(default_factory=list)
    number: int = 0
    text: str = ""


@dataclass(kw_only=True)
class Combat:
    """An attack under way: the next combat phase to fight (0 artillery, 1 hussars, 2 infantry, 3 over)
    and the wounds each side still owes (aggressor first)."""

    attacker: int
    defender: int
    card: str
    stage: int = 0
    wounds: list[int] = field(default_factory=lambda: [0, 0])


@dataclass(kw_only=True)
class SejmState:
    """The Sejm's working data. Bribery: ducats and votes offered (revealed), sellers and buyers not yet
    matched, the seller now choosing. Voting: offices still to vote, the Vacancy bonus votes of the voting
    under way, its revealed bids. Royal Demand and Act of Law: revealed bids, ranked seats, tie groups."""

    ducats: dict[int, int] = field(default_factory=dict)
    offered: dict[int, int] = field(default_factory=dict)
    sellers: list[int] = field(default_factory=list)
    buyers: list[int] = field(default_factory=list)
    seller: int = EMPTY
    stage: str = ""
    offices: list[int] = field(default_factory=list)
    office: int = 0
    bonus: dict[int, int] = field(default_factory=dict)
    bids: dict[int, int] = field(default_factory=dict)
    ranked: list[int] = field(default_factory=list)
    groups: list[list[int]] = field(default_factory=list)
    thumbs: dict[int, bool] = field(default_factory=dict)


@dataclass(kw_only=True)
class SigismundusState(BaseState):
    """Where the game stands.

    ``phase`` is the key of the current step of the flow table; ``begun`` says whether its automatic
    opening steps have run. ``sejms`` are the Sejm cards of this game by round (the short game drops III,
    IV, VI and VII); ``acts`` the Acts of Law passed. ``fp_track`` lists the countries by space, space 1
    (the highest value) first; ``tracks`` the seat on each Support track space (``EMPTY`` for none).
    ``queue`` holds the seats still to act in an in-turn phase, ``asks`` the questions inside it.
    """

    houses: list[str] = field(default_factory=list)
    round: int = 0
    sejms: list[int] = field(default_factory=list)
    phase: str = "setup"
    begun: bool = False
    first: int = 0
    players: list[PlayerState] = field(default_factory=list)
    decks: dict[str, list[str]] = field(default_factory=dict)
    discards: dict[str, list[str]] = field(default_factory=dict)
    pacts: list[str] = field(default_factory=list)
    """Secret Pact cards lying on countries this round (they go to the discard pile when it ends)."""
    offices: dict[int, OfficeState] = field(default_factory=dict)
    countries: dict[str, CountryState] = field(default_factory=dict)
    fp_track: list[str] = field(default_factory=list)
    tracks: dict[str, list[int]] = field(default_factory=dict)
    demand_deck: list[str] = field(default_factory=list)
    demand: str = ""
    figure_deck: list[str] = field(default_factory=list)
    figures_open: list[str] = field(default_factory=list)
    figure_gold: dict[str, int] = field(default_factory=dict)
    acts: list[int] = field(default_factory=list)
    fields: dict[str, list[int]] = field(default_factory=dict)
    """Client tokens on the action fields this round, by field, in the order they were placed."""
    queue: list[int] = field(default_factory=list)
    asks: list[Ask] = field(default_factory=list)
    setup_order: list[int] = field(default_factory=list)
    combat: Combat | None = None
    sejm: SejmState = field(default_factory=SejmState)
    fp_pending: dict[int, int] = field(default_factory=dict)
    """Foreign Policy: House markers a seat has announced (1 + cards discarded) and must now place."""
    scoring: list[str] = field(default_factory=list)
    """Scoring: the crowned countries still to score, the highest-valued first."""


def order_from(state: SigismundusState, start: int | None = None) -> list[int]:
    """Seats clockwise from ``start`` (the first player by default): the order of initiative."""
    first = state.first if start is None else start
    return [(first + i) % state.seats for i in range(state.seats)]


def position(state: SigismundusState, track: str, seat: int) -> int:
    """The seat's space on a track (1 = first), or 0 if its marker is not on it."""
    spaces = state.tracks[track]
    return spaces.index(seat) + 1 if seat in spaces else 0


def leader(state: SigismundusState, track: str) -> int:
    """The seat highest on a track: the holder of its Representative card (Representative Cards)."""
    for seat in state.tracks[track]:
        if seat != EMPTY:
            return seat
    return EMPTY


def representative(board: Board, state: SigismundusState, card: str) -> int:
    """Who holds a Representative card (royal, magnate, nobility): the leader of its track."""
    for track in TRACKS:
        if board.tracks[track].representative.value == card:
            return leader(state, track)
    return EMPTY


def advance_marker(state: SigismundusState, track: str, seat: int, spaces: int) -> int:
    """Move ``seat`` forwards ``spaces`` spaces, switching places with any marker in the way (Moving
    Markers on Tracks); returns how many spaces it moved (the first space is the end of the track)."""
    line = state.tracks[track]
    moved = 0
    for _ in range(spaces):
        at = line.index(seat)
        if at == 0:
            break
        line[at - 1], line[at] = line[at], line[at - 1]
        moved += 1
    return moved


def markers_used(state: SigismundusState, seat: int) -> int:
    on_fields = sum(c.markers[seat] for c in state.countries.values())
    on_seals = sum(1 for c in state.countries.values() if c.seal == seat)
    on_offices = sum(1 for o in state.offices.values() if o.marker == seat)
    return on_fields + on_seals + on_offices


def free_markers(board: Board, state: SigismundusState, seat: int) -> int:
    """House markers in the player's supply: ten less those on fields, seals and offices."""
    return board.count("house_markers") - markers_used(state, seat)


def units_held(state: SigismundusState, kind: str) -> int:
    return sum(p.units.get(kind) + p.host.get(kind) for p in state.players)


def units_left(board: Board, state: SigismundusState, kind: str) -> int:
    """Military markers of a kind still in the bank (Limit of Elements)."""
    return board.count(kind) - units_held(state, kind)


def votes_left(board: Board, state: SigismundusState) -> int:
    """Vote tokens in the bank: forty less those held, offered for sale, or given for a Vacancy."""
    held = sum(p.votes for p in state.players)
    held += sum(state.sejm.offered.values()) + sum(state.sejm.bonus.values())
    return board.count("votes") - held


def clients_left(board: Board, state: SigismundusState) -> int:
    """Client tokens in the bank: twenty less those the players have."""
    return board.count("clients") - sum(p.tokens for p in state.players)


def offices_of(state: SigismundusState, seat: int) -> list[int]:
    return sorted(n for n, o in state.offices.items() if o.holder == seat)


def free_offices(state: SigismundusState) -> list[int]:
    return sorted(n for n, o in state.offices.items() if o.holder is None)


def military_cards(board: Board, hand: list[str]) -> list[str]:
    return [c for c in hand if board.deck_of(c) == "military"]


def cards_in(board: Board, hand: list[str], deck: str) -> list[str]:
    return [c for c in hand if board.deck_of(c) == deck]
