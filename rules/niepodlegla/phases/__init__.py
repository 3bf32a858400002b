"""One module per rulebook phase; :mod:`rules.niepodlegla.flow` wires them in the rulebook's order.

A phase opens with automatic steps (``begin``) and queues the rest of its work as tasks; the
engine runs tasks until one opens a decision (a joint decision, one player's choice, the struggle)
and carries on once it is answered. A phase is over when it has begun, nothing is queued and nothing
is open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, msg
from rules.niepodlegla.board import Board
from rules.niepodlegla.common import is_final
from rules.niepodlegla.engine_api import AskKind, EngineApi, Handler
from rules.niepodlegla.state import NiepodleglaState

if TYPE_CHECKING:
    from rules.niepodlegla.joint import Matter


class Phase:
    """A phase of the rulebook: ``rule`` is the section it implements; errors and prompts cite it."""

    key: str = ""
    rule: str = ""

    def __init__(self, board: Board, engine: EngineApi) -> None:
        self.board = board
        self.engine = engine

    def title(self, state: NiepodleglaState) -> Msg:
        version = "advanced" if state.advanced else "basic"
        key = f"niepodlegla.phase.{version}.{self.key}"
        if is_final(self.board, state) and CATALOGUE.has(f"niepodlegla.phase.{version}.final_{self.key}"):
            key = f"niepodlegla.phase.{version}.final_{self.key}"
        return msg(key, round=state.round, numeral=numeral(state.round))

    def begin(self, state: NiepodleglaState) -> list[Event]:
        return []

    def handlers(self) -> dict[str, Handler]:
        """The tasks this phase runs, by kind."""
        return {}

    def asks(self) -> Sequence[AskKind]:
        return ()

    def matters(self) -> Sequence[Matter]:
        """The joint decisions this phase opens."""
        return ()


NUMERALS = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def numeral(n: int) -> str:
    return NUMERALS[n] if 0 <= n < len(NUMERALS) else str(n)
