"""The engine: runs the flow table, the queue of tasks, and the three kinds of open decision.

At most one decision is open at a time: a joint decision (:mod:`rules.niepodlegla.joint`), one
player's own choice (an :class:`Ask`), or the struggle (re-rolls and passes, open to every player
who is not yet satisfied). ``advance`` runs queued tasks and phases until one of them is open or
the game is over, and marks the end of every phase with a board event.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import serial
from rules.core.decision import Decision, Event, Options
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import msg
from rules.niepodlegla.actions import Words
from rules.niepodlegla.board import Board
from rules.niepodlegla.effects import Effects
from rules.niepodlegla.engine_api import AskKind, Handler
from rules.niepodlegla.flow import PHASES, following
from rules.niepodlegla.joint import Council, Matter
from rules.niepodlegla.names import choice
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.phases.struggle import StrugglePhase
from rules.niepodlegla.state import Ask, Joint, NiepodleglaState


class Engine:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.phases: dict[str, Phase] = {cls.key: cls(board, self) for cls in PHASES}
        self.effects = Effects(board, self)
        struggle = self.phases["struggle"]
        assert isinstance(struggle, StrugglePhase)
        self.struggle = struggle
        self.handlers: dict[str, Handler] = {}
        self.asks: dict[str, AskKind] = {}
        matters: list[Matter] = []
        owners: list[Phase | Effects] = [*self.phases.values(), self.effects]
        for owner in owners:
            for kind, handler in owner.handlers().items():
                if kind in self.handlers:
                    raise ValueError(f"task {kind!r} handled twice")
                self.handlers[kind] = handler
            for ask in owner.asks():
                self.asks[ask.kind] = ask
            matters += owner.matters()
        self.council = Council(board, matters)

    # opening decisions from tasks

    def open(self, state: NiepodleglaState, joint: Joint) -> list[Event]:
        """Put a joint matter to the table (or carry it out if only one answer is legal)."""
        return self.council.open(state, joint)

    def ask(self, state: NiepodleglaState, ask: Ask) -> list[Event]:
        """Ask one player to choose; with a single choice, play it for him."""
        kind = self.asks[ask.kind]
        if len(ask.choices) == 1:
            return kind.play(state, ask, Words(*_split(ask.choices[0])))
        state.ask = ask
        return []

    # the decisions

    def decisions(self, state: NiepodleglaState) -> tuple[Decision, ...]:
        if state.finished:
            return ()
        if state.joint is not None:
            return self.council.decisions(state)
        if state.ask is not None:
            ask = state.ask
            kind = self.asks[ask.kind]
            form = Options(
                tuple(choice(text, kind.label(state, ask, text), kind.detail(state, ask, text)) for text in ask.choices)
            )
            return (
                Decision(
                    key=f"ask.{ask.kind}",
                    seats=(ask.seat,),
                    prompt=kind.prompt(state, ask),
                    forms={ask.seat: form},
                    defaults={ask.seat: ask.choices[0]},
                    rule=kind.rule,
                    explain=kind.explain(state, ask),
                    topic=kind.topic(state, ask),
                ),
            )
        if state.struggling:
            return self.struggle.decisions(state)
        return ()

    def validate(self, state: NiepodleglaState, seat: int, decision: Decision, action: Action) -> None:
        if decision.key.startswith("joint."):
            self.council.validate(state, seat, decision, action)
        elif decision.key.startswith("ask."):
            assert state.ask is not None
            if str(action) not in state.ask.choices:
                listed = ", ".join(f"`{c}`" for c in state.ask.choices)
                raise IllegalAction(msg("niepodlegla.error.choose_one", choices=listed), rule=decision.rule)
        else:
            self.struggle.validate(state, seat, action)

    def play(self, state: NiepodleglaState, seat: int, decision: Decision, action: Action) -> list[Event]:
        if decision.key.startswith("joint."):
            return self.council.play(state, seat, decision, action)
        if decision.key.startswith("ask."):
            ask = state.ask
            assert ask is not None
            state.ask = None
            return self.asks[ask.kind].play(state, ask, action)
        return self.struggle.play(state, seat, action)

    def resolve(self, state: NiepodleglaState, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        return self.council.resolve(state, decision, answers)

    # the automatic part

    def advance(self, state: NiepodleglaState) -> list[Event]:
        events: list[Event] = []
        while not state.finished:
            if state.joint is not None or state.ask is not None or state.struggling:
                break
            if state.tasks:
                task = state.tasks.pop(0)
                events += self.handlers[task.kind](state, task)
                continue
            phase = self.phases[state.phase]
            if not state.begun:
                state.begun = True
                events.append(Event(msg("niepodlegla.phase.begins", phase=phase.title(state)), kind="phase"))
                events += phase.begin(state)
                continue
            events.append(Event(phase.title(state), kind="board", board=serial.clone(state)))
            state.phase = following(self.board, state)
            state.begun = False
        if state.finished:
            state.tasks = []
            state.joint = None
            state.ask = None
            state.struggling = False
            phase = self.phases[state.phase]
            events.append(Event(phase.title(state), kind="board", board=serial.clone(state)))
        return events

    def current(self, state: NiepodleglaState) -> Phase:
        return self.phases[state.phase]


def _split(text: str) -> tuple[str, tuple[str, ...]]:
    words = text.split()
    return words[0], tuple(words[1:])
