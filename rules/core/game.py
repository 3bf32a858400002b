"""The protocol every game implements, and the one ``apply`` they all share.

A :class:`Game` is the static definition built from a data edition; a state (a subclass of
:class:`BaseState`) is one playthrough. ``Game.apply`` is a template method: it finds the decision
the seat is answering, lets the game validate the action, copies the state, and then either seals a
secret or simultaneous answer (revealing all answers together once the last is in) or lets the game
play an in-turn answer; then it lets the game run every automatic step until the next decision.
Because the copy happens before any change, a rejected action leaves its input untouched.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from rules.core import serial
from rules.core.ahead import ORDER, Ahead, Mark
from rules.core.decision import Choice, Decision, Event
from rules.core.errors import GameOver, IllegalAction, NotYourDecision
from rules.core.forms import answer_name
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.core.numbers import read_number
from rules.core.rng import Rng

OptionValue = bool | int | str


@dataclass(kw_only=True)
class BaseState:
    """What every game's state carries besides its own board.

    ``pending`` holds the answers already given to the open simultaneous decision, by seat. When
    the decision is secret they are hidden from everyone but their own seat until the reveal;
    views must never copy them out for other seats. ``step`` counts changes of the open decisions
    (not sealed submissions), so a button drawn for one step is recognisably stale in the next.
    """

    game: str
    schema: int
    seats: int
    seed: int
    options: dict[str, OptionValue]
    rng: Rng
    step: int = 0
    pending: dict[int, str] = field(default_factory=dict)
    finished: bool = False


S = TypeVar("S", bound=BaseState)
S_contra = TypeVar("S_contra", bound=BaseState, contravariant=True)


@dataclass(frozen=True)
class Transition(Generic[S]):
    """The result of ``apply``: the new state and what happened, in order."""

    state: S
    events: list[Event]
    changed: bool = True
    decisions: tuple[Decision, ...] | None = field(default=None, compare=False)
    """The new state's open decisions, when ``apply`` knows them without asking the game: an answer that
    leaves a simultaneous decision open changes only who has answered it (a decision never depends on the
    answers given to it: tests check this over seeded games of every game)."""


@dataclass(frozen=True)
class Standing:
    seat: int
    score: int
    detail: Msg | None = None


@dataclass(frozen=True)
class Result:
    """Final scores (best first, after tie-breaks), the winners, and a one-line summary."""

    standings: tuple[Standing, ...]
    winners: tuple[int, ...]
    summary: Msg


@dataclass(frozen=True)
class OptionSpec:
    """A game option chosen at creation and fixed for the game (a variant, an optional rule)."""

    key: str
    label: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = (False, True)
    rule: str = ""


class Action(ABC):
    """A small value object with exactly one canonical text form, ``str(action)``."""

    @abstractmethod
    def __str__(self) -> str: ...

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"


A = TypeVar("A", bound=Action)


class Game(ABC, Generic[S]):
    """A game definition. Subclasses fill in the abstract hooks; ``apply`` is shared."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    schema: ClassVar[int] = 1
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    state_type: type[S]

    # --- creating a game -------------------------------------------------------------------

    def new_game(
        self,
        seats: int,
        seed: int,
        options: Mapping[str, OptionValue] | None = None,
        roles: Sequence[str | None] | None = None,
    ) -> Transition[S]:
        """Set a game up for ``seats`` players and run it to its first decision.

        ``roles`` are the roles (houses, colours) players asked for, by seat; ``None`` or a missing
        entry takes the first free role in the game's order.
        """
        if not self.min_seats <= seats <= self.max_seats:
            raise IllegalAction(
                msg("core.error.seats", title=self.title, low=self.min_seats, high=self.max_seats, seats=seats),
                rule="Components",
            )
        chosen = self.check_options(options or {})
        state = self.initial_state(seats, seed, chosen, self.assign_roles(seats, roles or ()))
        events = self.advance(state)
        return Transition(state, events)

    @property
    def edition(self) -> str:
        """The name of the data edition this definition was built from."""
        return ""

    def placeholder_summary(self) -> list[tuple[str, int]]:
        """Which kinds of printed values this edition only approximates, each with its English label
        and how many values (DESIGN §6). Empty when every value is sourced."""
        return []

    def placeholder_key(self, label: str) -> str | None:
        """The catalogue key that names a kind of placeholder (by its English label) in every
        language, if the game has one."""
        return None

    def placeholder_notes(self) -> list[str]:
        """The notice players get when a game starts: each kind of placeholder with its count."""
        return [f"{label} ({count})" for label, count in self.placeholder_summary()]

    def placeholder_notes_in(self, lang: str) -> list[str]:
        """:meth:`placeholder_notes` in ``lang`` (a kind without a catalogue key keeps its label)."""
        notes = []
        for label, count in self.placeholder_summary():
            key = self.placeholder_key(label)
            text = CATALOGUE.format(msg(key), str, lang) if key is not None and CATALOGUE.has(key) else label
            notes.append(f"{text} ({count})")
        return notes

    def roles(self) -> tuple[Choice, ...]:
        """The roles a player may ask for when joining (empty if the game has none to choose)."""
        return ()

    def assign_roles(self, seats: int, wanted: Sequence[str | None]) -> list[str]:
        """Each seat's role: the one asked for, else the first free one in the game's order."""
        known = [c.text for c in self.roles()]
        if not known:
            return []
        asked = [w for w in wanted[:seats] if w is not None]
        for role in asked:
            if role not in known:
                raise IllegalAction(msg("core.error.role", role=repr(role), title=self.title, roles=known))
        if len(set(asked)) != len(asked):
            raise IllegalAction(msg("core.error.same_role"))
        free = [r for r in known if r not in asked]
        out: list[str] = []
        for seat in range(seats):
            choice = wanted[seat] if seat < len(wanted) else None
            out.append(choice if choice is not None else free.pop(0))
        return out

    def check_options(self, options: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
        """The options of a new game, every one filled in; refuses options that are not a table, an option
        the game does not have and a value it cannot take (of the right type too: ``1`` is not ``true``),
        each naming the values it can."""
        if not isinstance(options, Mapping):
            raise IllegalAction(msg("core.error.options_table", title=self.title))
        specs = {spec.key: spec for spec in self.option_specs}
        for key, value in options.items():
            spec = specs.get(key)
            if spec is None:
                known = [s.key for s in self.option_specs]
                raise IllegalAction(msg("core.error.option", title=self.title, option=repr(key), options=known))
            if not any(value == c and type(value) is type(c) for c in spec.choices):
                choices = [str(c).lower() if isinstance(c, bool) else str(c) for c in spec.choices]
                raise IllegalAction(
                    msg("core.error.option_value", option=repr(key), value=repr(value), choices=choices)
                )
        return {spec.key: options.get(spec.key, spec.default) for spec in self.option_specs}

    # --- the shared transition ---------------------------------------------------------------

    def apply(
        self, state: S, seat: int, action: Action | str, *, decisions: Sequence[Decision] | None = None
    ) -> Transition[S]:
        """Play ``action`` for ``seat``; raise a :class:`RulesError` and change nothing if illegal.

        ``decisions``: the open decisions of ``state`` when the caller has them already (they are computed
        once per state; building them again costs more than the rest of a step)."""
        if state.finished:
            raise GameOver(msg("core.error.game_over"))
        if isinstance(action, str):
            action = self.parse(action)
        if decisions is None:
            decisions = self.decisions(state)
        decision = self.decision_for(state, seat, decisions)
        if decision is None:
            waiting = list(decisions)
            raise NotYourDecision(self._not_your_turn_text(state, seat, waiting))
        self.validate(state, seat, decision, action)
        if decision.simultaneous and len(state.pending.keys() | {seat}) < len(decision.seats):
            # the answer leaves the decision open: only the answers given so far change, and the new state
            # shares the rest with this one (neither is ever changed once made; the next change copies it)
            new = serial.shallow(state)
            new.pending = dict(state.pending)
        else:
            new = serial.clone(state)
        events: list[Event] = []
        if decision.simultaneous:
            text = str(action)
            previous = new.pending.get(seat)
            to_seat = (seat,)
            if previous == text and not decision.secret:  # (a second click of the same answer: nothing to log)
                events.append(Event(msg("core.unchanged"), to=to_seat, kind="private"))
                return Transition(state, events, changed=False)
            if decision.secret:
                answer = answer_name(decision.forms[seat], text)  # told in words, not as the typed text
                if previous == text:
                    events.append(Event(msg("core.unchanged_secret", answer=answer), to=to_seat, kind="private"))
                    return Transition(state, events, changed=False)
                key = "core.recorded_secret" if previous is None else "core.changed_secret"
                events.append(Event(msg(key, answer=answer), to=to_seat, kind="private"))
            new.pending[seat] = text
            if previous is None:
                events.append(
                    Event(
                        msg(
                            "core.submitted",
                            seat=SeatRef(seat),
                            count=len(new.pending),
                            total=len(decision.seats),
                        ),
                        kind="submitted",
                    )
                )
            if len(new.pending) < len(decision.seats):
                answered = frozenset(new.pending)
                return Transition(
                    new, events, decisions=tuple(d.answered_by(answered) if d.simultaneous else d for d in decisions)
                )
            answers = {s: self.parse(t) for s, t in sorted(new.pending.items())}
            new.pending = {}
            new.step += 1
            if decision.secret:
                events.append(Event(msg("core.all_submitted"), kind="reveal"))
            events += self.resolve(new, decision, answers)
        else:
            new.step += 1
            events += self.play(new, seat, decision, action)
        events += self.advance(new)
        return Transition(new, events)

    def decision_for(self, state: S, seat: int, decisions: Sequence[Decision] | None = None) -> Decision | None:
        """The open decision ``seat`` may answer now, if any (among ``decisions``, if the caller has them).

        A seat may change a sealed answer until the reveal, so a simultaneous decision stays open
        to a seat that has already answered.
        """
        for decision in self.decisions(state) if decisions is None else decisions:
            if seat in decision.seats:
                return decision
        return None

    def _not_your_turn_text(self, state: S, seat: int, waiting: Sequence[Decision]) -> Msg:
        if not 0 <= seat < state.seats:
            return msg("core.error.not_a_player")
        if not waiting:
            return msg("core.error.nothing_waits")
        owing = sorted({s for d in waiting for s in d.waiting_for()})
        names = ", ".join(self.seat_name(state, s) for s in owing)
        return msg("core.error.not_your_turn", names=names)

    # --- hooks each game implements ----------------------------------------------------------

    @abstractmethod
    def initial_state(self, seats: int, seed: int, options: dict[str, OptionValue], roles: list[str]) -> S:
        """The state before the first automatic step (no decisions resolved yet)."""

    @abstractmethod
    def decisions(self, state: S) -> tuple[Decision, ...]:
        """What the table waits for now; empty when the game is over."""

    @abstractmethod
    def parse(self, text: str) -> Action:
        """Parse canonical (or leniently typed) action text; raise :class:`MalformedAction`."""

    @abstractmethod
    def validate(self, state: S, seat: int, decision: Decision, action: Action) -> None:
        """Raise :class:`IllegalAction` naming the rule if ``action`` does not answer ``decision``."""

    @abstractmethod
    def play(self, state: S, seat: int, decision: Decision, action: Action) -> list[Event]:
        """Carry out a validated in-turn answer on ``state`` (already a copy)."""

    @abstractmethod
    def resolve(self, state: S, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        """Reveal and carry out all answers of a simultaneous decision on ``state`` (a copy)."""

    @abstractmethod
    def advance(self, state: S) -> list[Event]:
        """Run automatic steps on ``state`` until a decision is needed or the game ends."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> Any:
        """What ``seat`` (``None``: a spectator) may see. The only thing render/ and bot/ show."""

    def describe(self, state: S, seat: int | None) -> list[Msg]:
        """A few lines of text for ``seat``'s view (``None``: a spectator): each seat's holdings, and
        for ``seat`` what only he may see (his hand, his sealed answer). Text surfaces use it where
        no image is shown; it must reveal no more than :meth:`view`."""
        return [self.headline(state)]

    def phase_report(
        self, before: S, after: S, events: Sequence[Event], views: Callable[[S], Any] | None = None
    ) -> list[Msg] | None:
        """The channel's short account of a phase that ran by itself (DESIGN §4, the table's voice): at
        most six lines, a headline per player of what changed for him ("Sapieha: −1 estate in Ukraine
        (Tatars 3 vs 1 die)") and the totals. ``before`` and ``after`` are the states at the phase's start
        and end, ``events`` its public events (the roll-by-roll detail, which goes to the thread and the
        log). ``None``: the game has no report for this phase, and the surface shortens the events itself.
        It must reveal no more than the public events and views do. ``views``: a state's public view
        (``view(state, None)``) from a caller that keeps them (the bot reports a chain of phases and draws
        the same states); a game that reads views builds them itself without it."""
        return None

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """Final standings once the game is over, else ``None``."""

    @abstractmethod
    def phase_key(self, state: S) -> str:
        """A key that changes exactly when a phase ends (checkpoints and board images hang on it)."""

    @abstractmethod
    def headline(self, state: S) -> Msg:
        """Where the game stands, in one line (turn, phase)."""

    def clears_the_table(self, state: S) -> bool:
        """Whether ``state``'s phase only clears the table at a round's end (Niepodległa's Housekeeping takes back
        the missions, dice and morale). The board of the round's end is then the one the phase before it left,
        which still shows the round; the clearing phase's own board shows the empty table it names. By default
        no phase does: a turn's last phase closes it."""
        return False

    @abstractmethod
    def seat_name(self, state: S, seat: int) -> str:
        """The seat's name in the game (a house, a colour)."""

    def seat_name_in(self, state: S, seat: int, lang: str) -> str:
        """The seat's name in ``lang`` (a colour reads in the reader's language); by default as
        :meth:`seat_name`."""
        return self.seat_name(state, seat)

    # --- answering ahead (rules.core.ahead) ---------------------------------------------------------

    def ahead_seats(self, state: S) -> tuple[int, ...]:
        """The seats that will owe a decision later in the current chain and owe none now, in the order they will
        be asked (cheap: no forms are built). By default none: the game offers no answering ahead."""
        return ()

    def ahead(self, state: S, seat: int) -> Ahead | None:
        """The decision ``seat`` will owe next in the current chain, as it would stand if it opened now; ``None``
        when the seat owes nothing later in it (or owes a decision now)."""
        return None

    def ahead_after(self, state: S, ahead: Ahead) -> Ahead | None:
        """The decision ``ahead.seat`` will owe after ``ahead``'s (its next Client token, its next sealed hand),
        as it would stand if it came now, its own answer to ``ahead``'s not yet given; ``None`` when the game
        cannot tell one (by default: the table offers a seat its next decision only)."""
        return None

    def mark(self, state: S, seat: int) -> Mark | None:
        """The mark of the decision ``seat`` faces now (the one :meth:`ahead` named when it was still to come);
        ``None`` when it faces none, or one of no chain."""
        return None

    def orders(self, state: S, seat: int) -> tuple[Choice, ...]:
        """The standing orders ``seat`` may leave for the rest of its current chain (the chain of the decision it
        faces now or will face next), each a :class:`Choice` whose text starts with :data:`ORDER`."""
        return ()

    def follow(self, state: S, seat: int, order: str) -> str | None:
        """What the standing ``order`` answers to the decision ``seat`` faces now, as an action text; ``None`` when
        it answers nothing now (the seat is asked)."""
        return None

    def check_ahead(self, ahead: Ahead, text: str) -> str:
        """The canonical text of ``text`` as an answer to ``ahead``'s decision if it came now; raises the rules'
        error (and the table refuses the entry at once) when it would not be legal."""
        action = self.parse(text)
        self.validate(ahead.state, ahead.seat, ahead.decision, action)
        return str(action)

    def check_order(self, state: S, seat: int, order: str) -> str:
        """``order`` if it is one of :meth:`orders`; raises :class:`IllegalAction` otherwise."""
        if order.startswith(ORDER) and any(c.text == order for c in self.orders(state, seat)):
            return order
        raise IllegalAction(msg("core.error.order", order=order[len(ORDER) :] if order.startswith(ORDER) else order))

    # --- serialisation ------------------------------------------------------------------------

    def dumps(self, state: S) -> str:
        return serial.dumps(state)

    def loads(self, text: str) -> S:
        state = serial.loads(self.state_type, text)
        if state.schema != self.schema:
            raise ValueError(f"state schema {state.schema} is not {self.schema}")
        return state


class Stage(Protocol[S_contra]):
    """Where a game's answers go now: its current phase, or an engine that knows the phase itself."""

    def decisions(self, state: S_contra) -> tuple[Decision, ...]: ...

    def validate(self, state: S_contra, seat: int, decision: Decision, action: Action) -> None: ...

    def play(self, state: S_contra, seat: int, decision: Decision, action: Action) -> list[Event]: ...

    def resolve(self, state: S_contra, decision: Decision, answers: Mapping[int, Action]) -> list[Event]: ...


class ActionParser(Protocol):
    """Reads a game's action texts (its canonical spellings and the lenient ones)."""

    def parse(self, text: str) -> Action: ...


class EditionBoard(Protocol):
    """What a game's validated data edition tells the kernel about itself."""

    @property
    def edition(self) -> str: ...

    def placeholder_summary(self) -> list[tuple[str, int]]: ...


class StagedGame(Game[S]):
    """A game built on a data edition (``board``) that hands every answer to the stage its state is
    in (DESIGN §3: one module per rulebook phase); the game only says which stage that is and how it
    moves on by itself."""

    board: EditionBoard
    parser: ActionParser

    @property
    def edition(self) -> str:
        return self.board.edition

    def placeholder_summary(self) -> list[tuple[str, int]]:
        return self.board.placeholder_summary()

    @abstractmethod
    def stage(self, state: S) -> Stage[S] | None:
        """The stage that takes answers now; ``None`` when nothing can (over, or not yet begun)."""

    def _open(self, state: S) -> Stage[S]:
        stage = self.stage(state)
        if stage is None:
            raise NotYourDecision(msg("core.error.nothing_waits"))
        return stage

    def decisions(self, state: S) -> tuple[Decision, ...]:
        stage = self.stage(state)
        return () if stage is None else stage.decisions(state)

    def parse(self, text: str) -> Action:
        return self.parser.parse(text)

    def validate(self, state: S, seat: int, decision: Decision, action: Action) -> None:
        self._open(state).validate(state, seat, decision, action)

    def play(self, state: S, seat: int, decision: Decision, action: Action) -> list[Event]:
        return self._open(state).play(state, seat, decision, action)

    def resolve(self, state: S, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        return self._open(state).resolve(state, decision, answers)


def parse_int(text: str, what: Param) -> int:
    """Parse a whole number for an action, with a clear error (``what``: text or a catalogue message);
    the number grammar is :mod:`rules.core.numbers`."""
    return read_number(text, what)
