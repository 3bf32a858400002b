"""One module per rulebook phase; :mod:`rules.boze.flow` wires them in the rulebook's order."""

from __future__ import annotations

from collections.abc import Mapping

from rules.boze.board import Board
from rules.boze.state import BozeState
from rules.core.decision import Decision, Event
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import Msg, msg


class Phase:
    """A phase: automatic steps when it begins, then the decisions it waits for until it is done.

    A phase is done when it has begun and has no open decision. ``rule`` is the rulebook section
    the module implements; errors and prompts cite it.
    """

    key: str = ""
    rule: str = ""

    def __init__(self, board: Board) -> None:
        self.board = board

    def title(self, state: BozeState) -> Msg:
        return msg(f"boze.phase.{self.key}", turn=state.turn)

    def begin(self, state: BozeState) -> list[Event]:
        return []

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        return ()

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        raise IllegalAction("nothing can be played in this phase", rule=self.rule)

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        raise IllegalAction("nothing can be played in this phase", rule=self.rule)

    def resolve(self, state: BozeState, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        raise IllegalAction("nothing can be played in this phase", rule=self.rule)

    def province_name(self, key: str) -> str:
        if key == "court":
            return "Royal Court"
        return self.board.province(key).name

    def expect(self, action: Action, kind: type, example: str) -> None:
        """Refuse an action of the wrong kind with a pointer to the right one."""
        if not isinstance(action, kind):
            raise IllegalAction(f"the table is waiting for `{example}`, not `{action}`", rule=self.rule)
