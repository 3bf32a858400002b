"""One playthrough of Niepodległa: plain, serialisable data (DESIGN §2).

Nothing in this game is hidden from the players (it is cooperative and every component lies open);
only the order of the shuffled decks is unknown to everyone, and views never show it.

The table waits for at most one thing at a time: a joint decision (``joint``: a proposal, the
others' answers, the arbiter's word), one player's own choice (``ask``), or the struggle itself
(``struggling``: every player not yet satisfied may re-roll, pass a die or use a morale token).
Work that follows from a decision runs from ``tasks``, a queue of small steps, so a chain of effects
can stop for a decision and carry on after it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.game import BaseState

BASIC = "basic"
ADVANCED = "advanced"


@dataclass(kw_only=True)
class DieState:
    """A die in play this round: ``n1``… for the neutral dice, the figure's key for a figure die.

    ``face`` is the index of the face showing (``-1`` before the first roll); ``holder`` the seat
    that rolls and uses it this round.
    """

    id: str
    figure: str = ""
    holder: int = -1
    face: int = -1


@dataclass(kw_only=True)
class TokenState:
    """An activist or morale token gained in the advanced game (Phase 5: Positive Effects).

    ``owner`` keeps it to the end of the game; ``holder`` is who has it this round (it may be passed
    for two morale markers); ``active`` is its white side.
    """

    key: str
    owner: int
    holder: int
    active: bool = True


@dataclass(kw_only=True)
class TableCard:
    """A mission on the table: its card key, the seat whose pawn lies on it (``-1``: nobody), whether
    it is carried out jointly by every player (final rounds), and an F card's easier side."""

    key: str
    seat: int = -1
    joint: bool = False
    easy: bool = False


@dataclass(kw_only=True)
class Joint:
    """A joint decision in progress (There Will Be No Independence Without National Consent).

    ``stage`` is ``propose`` (any player may propose), ``respond`` (the others agree or object) or
    ``arbiter`` (the holder of Piłsudski's die decides). ``effect``/``card``/``n`` describe what is
    being decided (the effect being placed, the card it comes from, a count).
    """

    kind: str
    stage: str = "propose"
    proposal: str = ""
    proposer: int = -1
    effect: str = ""
    card: str = ""
    n: int = 0
    seat: int = -1
    objectors: list[int] = field(default_factory=list)


@dataclass(kw_only=True)
class Ask:
    """One player's own choice: where his reward's tokens go, which of his missions he completes."""

    kind: str
    seat: int
    card: str = ""
    choices: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class Task:
    """A step of work queued for the automatic part of the flow."""

    kind: str
    card: str = ""
    seat: int = -1
    text: str = ""
    n: int = 0


@dataclass(kw_only=True)
class CityState:
    """An area of the advanced map: independence tokens and obstacle tokens (by kind, in order)."""

    independence: int = 0
    obstacles: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class Prison:
    """What lies in Magdeburg for one round (Blocking Components)."""

    morale: int = 0
    neutral: int = 0
    pawns: list[int] = field(default_factory=list)
    figures: list[str] = field(default_factory=list)

    def empty(self) -> bool:
        return not (self.morale or self.neutral or self.pawns or self.figures)


@dataclass(kw_only=True)
class NiepodleglaState(BaseState):
    """Where the game stands.

    ``roles`` are the figures chosen by seat (their colours are the seats' pawns). ``round`` is the
    round in the basic game and the time marker's position in the advanced game (an hourglass moves
    it on). ``morale`` is the pool on the morale track, ``overflow`` the marker on the "X";
    ``neutral`` the neutral dice in the pool for this round and ``dice`` the dice in play.
    ``deck`` is the mission deck (top first), ``table`` the missions on the table, ``completed`` the
    missions completed this round.

    Basic: ``morale_cap`` is the markers placed on the track each round, ``pool_figures`` the figure
    dice gained from the board, ``parts`` the tokens in each part (the sixth is placed beside the five
    spaces; a seventh or later is not), ``levels`` each final mission's difficulty (symbols visible).

    Advanced: ``cities``, the two tracks, ``shield`` (the time field it covers, 0 for none),
    ``threats`` (the threat deck, top first), ``revolution`` (after the February Revolution),
    ``prison``, ``owners`` (figure dice by owner), ``tokens``, ``finals`` (the F deck) and
    ``challenges_deck`` (the D deck).

    The end: ``outcome`` (``victory``/``defeat``), ``reason`` (a message key), ``score`` and
    ``missing`` (symbols short, basic).
    """

    roles: list[str] = field(default_factory=list)
    version: str = BASIC
    round: int = 0
    phase: str = "setup"
    begun: bool = False
    tasks: list[Task] = field(default_factory=list)
    joint: Joint | None = None
    ask: Ask | None = None
    struggling: bool = False
    satisfied: list[int] = field(default_factory=list)
    morale: int = 0
    overflow: bool = False
    neutral: int = 0
    dice: list[DieState] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    table: list[TableCard] = field(default_factory=list)
    completed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    # basic
    morale_cap: int = 0
    neutral_cap: int = 0
    pool_figures: list[str] = field(default_factory=list)
    parts: dict[str, int] = field(default_factory=dict)
    levels: dict[str, int] = field(default_factory=dict)
    # advanced
    cities: dict[str, CityState] = field(default_factory=dict)
    consent: int = 0
    foreign: int = 0
    shield: int = 0
    threats: list[str] = field(default_factory=list)
    revolution: bool = False
    prison: Prison = field(default_factory=Prison)
    owners: dict[str, int] = field(default_factory=dict)
    tokens: list[TokenState] = field(default_factory=list)
    finals: list[str] = field(default_factory=list)
    challenges_deck: list[str] = field(default_factory=list)
    # the end
    outcome: str = ""
    reason: str = ""
    score: int = 0
    missing: int = 0

    @property
    def advanced(self) -> bool:
        return self.version == ADVANCED

    def card(self, key: str) -> TableCard | None:
        for c in self.table:
            if c.key == key:
                return c
        return None

    def die(self, die_id: str) -> DieState | None:
        for d in self.dice:
            if d.id == die_id:
                return d
        return None

    def token(self, key: str) -> TokenState | None:
        for t in self.tokens:
            if t.key == key:
                return t
        return None

    def push(self, *tasks: Task) -> None:
        """Queue ``tasks`` to run next, before anything already queued (a chain of effects)."""
        self.tasks[0:0] = list(tasks)

    def then(self, *tasks: Task) -> None:
        """Queue ``tasks`` after everything already queued."""
        self.tasks.extend(tasks)
