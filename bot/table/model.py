"""What the table service hands out: refusals, a game's record and seats, a loaded game, a played action.

These are plain values: the surfaces (Discord, the local table, records) read them and never talk to the
database themselves.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from datetime import UTC, datetime, timedelta
from types import MappingProxyType
from typing import Any, NamedTuple, TypeVar, cast

import bot.words.i18n  # noqa: F401  (registers the refusals' sentences)
from bot.words.present import Shown, present
from bot.words.text import seat_namer, short_namer
from rules.core.decision import Decision, Event, Form, Step, Steps
from rules.core.errors import RulesError
from rules.core.game import BaseState, Game, OptionValue, Result
from rules.core.messages import CATALOGUE, Msg, msg

Clock = Callable[[], datetime]

STAND_IN_AFTER = 2
"""Missed deadlines in a row after which a seat becomes a stand-in."""
MIN_PACE = 60
MAX_PACE = 14 * 24 * 60
"""A game's pace, in minutes per decision: from one hour to two weeks (or none: no deadlines)."""
EXTEND_HOURS = (1, 7 * 24)
"""How far a host may extend one deadline at a time, in hours."""

LIVE = ("lobby", "active")
"""Statuses of a game that still occupies its channel."""

PLAYER, DEFAULT, FORCED, AI = "player", "default", "forced", "ai"
"""Who played a logged action: the seat's player; the table, by the seat's default (a deadline passed, or
the seat is a stand-in); the table, because it was the only legal answer and playing it reveals nothing; the
AI (an AI seat, or a seat it stands in for: ``bot.table.ai``)."""


def check_pace(pace_minutes: int | None) -> None:
    if pace_minutes is not None and not MIN_PACE <= pace_minutes <= MAX_PACE:
        raise TableError("table.pace", "pace", low=MIN_PACE // 60, high=MAX_PACE // 1440)


def utcnow() -> datetime:
    return datetime.now(UTC)


class TableError(Exception):
    """A refusal, as a catalogue key with parameters so each reader gets it in his language;
    ``code`` lets callers tell kinds apart."""

    def __init__(self, key: str, code: str = "refused", **params: Any) -> None:
        self.key = key
        self.params = params
        self.code = code
        self.message = self.localized("en")
        super().__init__(self.message)

    def localized(self, lang: str) -> str:
        return CATALOGUE.format(msg(self.key, **params_of(self.params)), str, lang)


def params_of(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v if isinstance(v, int | str | Msg) else str(v) for k, v in params.items()}


def problem_of(exc: Exception, limit: int = 1700) -> str | Msg:
    """Why the rules refused, as a refusal's parameter: their catalogue message (so each reader gets it in his
    language), else their text."""
    if isinstance(exc, RulesError) and exc.msg is not None and not exc.rule:
        return exc.msg
    return str(exc)[:limit]


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    user_id: int
    name: str
    role: str | None = None
    missed: int = 0
    """Deadlines missed in a row."""
    stand_in: bool = False
    """The table plays this seat's defaults at once (two deadlines missed) until /game back."""
    locale: str | None = None
    ai: str | None = None
    """The AI's level when the AI plays this seat (``rules.core.ai.LEVELS``); ``None``: a person."""


@dataclass(frozen=True)
class GameRecord:
    """A game's row and seats, as the surfaces need them."""

    id: int
    game: str
    status: str
    channel_id: int
    guild_id: int | None
    thread_id: int | None
    creator_id: int
    max_seats: int
    options: dict[str, OptionValue]
    seq: int
    seats: tuple[SeatInfo, ...]
    pace_minutes: int | None = None
    deadline_at: datetime | None = None
    deadline_step: int | None = None
    reminders: int = 0
    paused_at: datetime | None = None
    dashboard_id: int | None = None
    locale: str | None = None
    vote: dict[str, Any] | None = None
    rev: int = 0
    """The game's revision: every change of its row or seats bumps it (every write compares and sets it)."""
    stand_ins: str | None = None
    """Who answers for a seat that misses a deadline: ``None``, its defaults; an AI level, the AI."""

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def is_host(self, user_id: int, *, manager: bool = False) -> bool:
        """The game's host: its creator, or a server manager (DESIGN: host controls)."""
        return manager or user_id == self.creator_id

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def user_of(self, seat: int) -> SeatInfo:
        return self.seats[seat]

    @property
    def people_play(self) -> bool:
        """Some seat is played by a person who is here (not the AI, not a stand-in)."""
        return any(s.ai is None and not s.stand_in for s in self.seats)

    def ai_of(self, seat: int) -> str | None:
        """The AI level that plays ``seat`` now: an AI seat's, or the AI stand-in policy's for a stand-in seat
        while some person still plays (else the table waits for the deadlines, as with defaults)."""
        s = self.seats[seat]
        if s.ai is not None:
            return s.ai
        if self.stand_ins is not None and s.stand_in and self.people_play:
            return self.stand_ins
        return None


@dataclass(frozen=True)
class LogEntry:
    """One entry of a game's log: an action, or an undo entry (``undoes``: the first action it takes back)."""

    seq: int
    seat: int
    text: str
    undoes: int | None = None
    played_by: str = PLAYER
    interaction_id: str | None = None

    @property
    def by_default(self) -> bool:
        return self.played_by == DEFAULT

    @property
    def by_ai(self) -> bool:
        return self.played_by == AI

    @property
    def forced(self) -> bool:
        return self.played_by == FORCED

    @property
    def chosen(self) -> bool:
        """The seat's player chose it (the only actions "your own last action" can mean)."""
        return self.played_by == PLAYER and self.undoes is None


SETUP = "setup"
"""The ``by`` of the first entry: what the setup told everyone."""


class Told(NamedTuple):
    """What one log entry told everyone: its public messages (an undo entry tells which action it undid)."""

    seq: int
    seat: int
    by: str
    undoes: int | None
    msgs: tuple[Msg, ...]


def told(entry: LogEntry, events: Sequence[Event]) -> Told:
    public = tuple(e.msg for e in events if e.to is None and e.kind != "board")
    return Told(entry.seq, entry.seat, entry.played_by, entry.undoes, public)


def setup_told(events: Sequence[Event]) -> Told:
    return Told(0, -1, SETUP, None, tuple(e.msg for e in events if e.to is None and e.kind != "board"))


_F = TypeVar("_F")


class Walk:
    """A :class:`Steps` form's walk that remembers each prefix's step while it is among the :data:`WALKS_KEPT`
    newest (:func:`walks_remembered`); then it forgets them and walks anew (memory: a thousand cached games)."""

    __slots__ = ("after", "kept", "steps")

    def __init__(self, after: Callable[[Sequence[str]], Step]) -> None:
        self.after = after
        self.steps: dict[tuple[str, ...], Step] = {}
        self.kept = True

    def __call__(self, words: Sequence[str]) -> Step:
        key = tuple(words)
        step = self.steps.get(key)
        if step is None:
            step = self.after(words)
            if self.kept:
                self.steps[key] = step
        return step

    def forget(self) -> None:
        self.kept = False
        self.steps.clear()


WALKS_KEPT = 64
"""How many wizards' walks (those of the newest states) are remembered at once. A state's prompts in each
language, its live message and its DMs are drawn together, so they share the walk; the confirmation of the next
click may walk a few prefixes again. A Niepodległa proposal walked to its whole answers holds thousands of steps,
choices and labels: kept for every cached state, 1,000 live games grew by 55-65 MB more in 40 s than without."""
_walks: deque[Walk] = deque()


def walks_remembered(decisions: tuple[Decision, ...]) -> tuple[Decision, ...]:
    """The decisions with every :class:`Steps` form's walk remembered (while among the newest): the prompts in
    each language, the menus, the live message, a click's confirmation (labelling the answer walks its prefixes
    again) and the rules checking the answer all walk the same prefixes of one state, and a step builds every
    choice's label anew (a Niepodległa allocation step: milliseconds). Equal forms stay one object, so seats
    offered the same form still compare equal; a form remembered already (a decision carried over from the state
    before: ``Transition.decisions``) keeps its walk. (Copies are made field by field, not by
    :func:`dataclasses.replace`, which costs more than the rest: this runs once for every state.)"""
    out: list[Decision] | None = None
    for n, decision in enumerate(decisions):
        if not any(type(form) is Steps and type(form.after) is not Walk for form in decision.forms.values()):
            if out is not None:
                out.append(decision)
            continue
        if out is None:
            out = list(decisions[:n])
        wrapped: list[tuple[Form, Form]] = []
        forms: dict[int, Form] = {}
        for seat, form in decision.forms.items():
            steps = type(form) is Steps and type(cast(Steps, form).after) is not Walk  # (not remembered yet)
            same = next((w for f, w in wrapped if f == form), None) if steps else form
            if same is None:
                walk = Walk(cast(Steps, form).after)
                _walks.append(walk)
                same = copied(form, after=walk)
                wrapped.append((form, same))
            forms[seat] = same
        out.append(copied(decision, forms=forms))
    if out is None:
        return decisions
    while len(_walks) > WALKS_KEPT:
        _walks.popleft().forget()
    return tuple(out)


def copied(frozen: _F, **changes: Any) -> _F:
    """A frozen dataclass with some fields changed, its attributes copied (:func:`dataclasses.replace` calls
    ``__init__`` with every field, each set through ``object.__setattr__``). The fields are not checked:
    callers name their own."""
    new = object.__new__(type(frozen))
    attributes = new.__dict__
    attributes.update(frozen.__dict__)
    attributes.update(changes)
    return new


@dataclass(frozen=True)
class Queue:
    """A seat's answers ahead (``rules.core.ahead``), its secret until one is played: ``entries``, ranked action
    texts for the decision of ``chain`` marked ``mark`` (the first still legal when it opens is played), and
    ``order``, a standing order for the rest of the chain. Once ``entries`` are queued, ``then`` may hold ranked
    answers to the seat's decision after that one, marked ``then_mark`` (``Game.ahead_after``): when the first
    is played, they become the queue's entries. Durable like an answer; shown to its seat alone."""

    seat: int
    chain: str
    mark: str
    entries: tuple[str, ...] = ()
    order: str | None = None
    then_mark: str = ""
    then: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.entries and self.order is None

    def advanced(self) -> Queue | None:
        """The queue once its entries are used (played, or refused when their decision opened): the answers to
        the decision after become its entries; its standing order stays while the chain does."""
        if self.then:
            chain = self.then_mark.rsplit("#", 1)[0]
            return Queue(self.seat, chain, self.then_mark, self.then, self.order if chain == self.chain else None)
        if self.order is None:
            return None
        return Queue(self.seat, self.chain, "", (), self.order)


NO_QUEUES: Mapping[int, Queue] = MappingProxyType({})


@dataclass
class Loaded:
    """A game as it stands: its record, definition and state, with the open decisions computed once."""

    record: GameRecord
    game: Game[Any]
    state: BaseState
    _decisions: tuple[Decision, ...] | None = field(default=None, repr=False, compare=False)
    pending: tuple[Told, ...] = field(default=(), repr=False, compare=False)
    """What the log entries since the last history chunk told everyone (written with the next checkpoint)."""
    chunked: int | None = field(default=None, repr=False, compare=False)
    """The seq of the checkpoint (and history chunk) ``pending`` follows; ``None``: not known."""
    queues: Mapping[int, Queue] = field(default_factory=lambda: NO_QUEUES, repr=False, compare=False)
    """The seats' answers ahead, by seat (their secrets: only the table reads them, and each seat its own)."""
    _shown: dict[tuple[int, int, str, bool], Shown] = field(default_factory=dict, repr=False, compare=False)

    def shown(self, decision: Decision, seat: int, lang: str, full: bool = False) -> Shown:
        """What the adapters show of ``decision`` (one of this game's open decisions, or a decision to come) for
        ``seat`` in ``lang``, the seats named short (Discord) or ``full`` (the local table, with their colours):
        built once, then kept with this state (:mod:`bot.words.present`)."""
        key = (id(decision), seat, lang, full)
        found = self._shown.get(key)
        if found is None or found.decision is not decision:  # (an id of a decision gone is never taken for it)
            namer = seat_namer(self.game, self.state, None, lang) if full else short_namer(self.game, self.state, lang)
            found = present(decision, seat, namer, lang)
            self._shown[key] = found
        return found

    def decisions(self) -> tuple[Decision, ...]:
        """The open decisions (computed on first use, then kept: a state never changes), each wizard's walk
        remembered (:func:`walks_remembered`)."""
        if self._decisions is None:
            self._decisions = walks_remembered(self.game.decisions(self.state))
        return self._decisions

    def decision_for(self, seat: int) -> Decision | None:
        """The open decision ``seat`` may answer now, if any."""
        return self.game.decision_for(self.state, seat, self.decisions())

    def result(self) -> Result | None:
        return self.game.result(self.state)


@dataclass
class Played:
    """What an action did: the new state and its events, for the caller to announce."""

    record: GameRecord
    game: Game[Any]
    state: BaseState
    seat: int
    action: str
    events: list[Event] = field(default_factory=list)
    changed: bool = True
    duplicate: bool = False
    phase_changed: bool = False
    opened: bool = False
    """True when the open decisions changed (a new prompt is due), not on a sealed submission."""
    by_default: bool = False
    """The table played it: a default at a deadline, or for a stand-in."""
    followups: list[Played] = field(default_factory=list)
    """What the table played next by itself, in order, to announce after this: forced answers and stand-in
    seats' defaults."""
    secret: bool = False
    """The decision answered was secret: never show the action's text to others."""
    forced: bool = False
    """The table played it because it was the only legal answer (announced in one line, never waited for)."""
    by_ai: bool = False
    """The AI chose it (an AI seat, or the AI standing in for a seat)."""
    before: BaseState | None = field(default=None, repr=False)
    """The state the action was applied to (the start of the first phase its events report)."""
    before_decisions: tuple[Decision, ...] | None = field(default=None, repr=False, compare=False)
    """The open decisions of ``before``, as the table had them (``None``: not known here)."""
    loaded: Loaded | None = field(default=None, repr=False, compare=False)
    """The game as this left it, sharing its open decisions (computed once per state)."""
    decision: Decision | None = field(default=None, repr=False, compare=False)
    """The decision the action answered, as the table found it (``None``: not known here, see :meth:`answered`)."""
    notes: list[tuple[int, Msg]] = field(default_factory=list, repr=False, compare=False)
    """What each seat alone is told about its answers ahead (played, or why not): (seat, sentence), to be sent
    privately; never in a public message."""

    def answered(self) -> Decision | None:
        """The decision the action answered (``None`` without the state before it): the table's, not built
        again."""
        if self.decision is not None or self.before is None:
            return self.decision
        return self.game.decision_for(self.before, self.seat)

    def decisions_before(self) -> tuple[Decision, ...]:
        """The open decisions of :attr:`before` (the table's, not built again where it had them)."""
        if self.before is None:
            return ()
        if self.before_decisions is None:
            self.before_decisions = self.game.decisions(self.before)
        return self.before_decisions

    def decisions(self) -> tuple[Decision, ...]:
        """The open decisions after this action."""
        if self.loaded is None or self.loaded.state is not self.state:
            self.loaded = Loaded(self.record, self.game, self.state)
        return self.loaded.decisions()

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def played_by(self) -> str:
        return FORCED if self.forced else DEFAULT if self.by_default else AI if self.by_ai else PLAYER

    @property
    def final_board_due(self) -> bool:
        """The game ended here and its events do not already end with the finished board (some games
        draw it themselves, some leave it to the table): draw it once, never twice."""
        if not self.state.finished:
            return False
        boards = [e.board for e in self.events if e.kind == "board"]
        return not boards or not getattr(boards[-1], "finished", False)


def reminder_times(record: GameRecord) -> tuple[datetime, datetime, datetime] | None:
    """(half time, shortly before, the deadline) for the running deadline: the second reminder comes a
    quarter of the pace before the deadline, at most two hours."""
    if record.deadline_at is None or record.pace_minutes is None:
        return None
    pace = timedelta(minutes=record.pace_minutes)
    deadline = record.deadline_at
    return deadline - pace / 2, deadline - min(pace / 4, timedelta(hours=2)), deadline


def due_kind(record: GameRecord, now: datetime) -> str | None:
    """What the clock calls for in this game now: ``"half"``, ``"soon"``, ``"deadline"`` or nothing."""
    times = reminder_times(record)
    if times is None or record.paused:
        return None
    half, soon, deadline = times
    if now >= deadline:
        return "deadline"
    if now >= soon and record.reminders < 2:
        return "soon"
    if now >= half and record.reminders < 1:
        return "half"
    return None


def next_moment(record: GameRecord) -> datetime | None:
    """The next moment the clock will call for something in this game."""
    times = reminder_times(record)
    if times is None or record.paused:
        return None
    half, soon, deadline = times
    if record.reminders < 1:
        return half
    if record.reminders < 2:
        return soon
    return deadline


def wake_at(record: GameRecord) -> datetime | None:
    """When the scheduler must next look at this game (kept in ``games.wake_at``, its index): the next
    reminder or the deadline of a running game, else never."""
    return next_moment(record) if record.status == "active" else None


def with_seat(seats: tuple[SeatInfo, ...], seat: int, **changes: Any) -> tuple[SeatInfo, ...]:
    """The seats with one seat changed."""
    return tuple(replace(s, **changes) if s.seat == seat else s for s in seats)


def changed(record: GameRecord, **changes: Any) -> GameRecord:
    """The record with some fields changed (a copy of its attributes, not :func:`dataclasses.replace`, which
    calls ``__init__`` with every field: a record changes at every action)."""
    unknown = changes.keys() - _RECORD_FIELDS
    if unknown:
        raise TypeError(f"a game's record has no field {', '.join(sorted(unknown))}")
    return copied(record, **changes)


_RECORD_FIELDS = frozenset(f.name for f in fields(GameRecord))


def aware(moment: datetime | str | None) -> datetime | None:
    """A stored time as an aware UTC datetime (SQLite returns text or naive times; every time here is UTC)."""
    if moment is None:
        return None
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    if moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)
