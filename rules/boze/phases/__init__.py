"""One module per rulebook phase; :mod:`rules.boze.flow` wires them in the rulebook's order."""

from __future__ import annotations

from collections.abc import Mapping

from rules.boze import names
from rules.boze.board import Board
from rules.boze.state import BozeState
from rules.core.decision import Choice, Decision, Event
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, Name, msg

EN = {
    "boze.detail.estate": "Income {wealth} zł a turn · {value} PP at the end · your estates here: {estates}",
    "boze.detail.estate_dice": (
        "Income {wealth} zł a turn · {value} PP at the end · your estates {estates}, dice {dice} · enemy dice {enemies}"
    ),
    "boze.phase.error.nothing": "nothing can be played in this phase",
    "boze.phase.error.expect": "the table is waiting for `{example}`, not `{action}`",
}
PL = {
    "boze.detail.estate": "Dochód {wealth} zł na turę · {value} PP na koniec · twoje latyfundia tutaj: {estates}",
    "boze.detail.estate_dice": (
        "Dochód {wealth} zł na turę · {value} PP na koniec · twoje latyfundia {estates}, kości {dice} · wroga {enemies}"
    ),
    "boze.phase.error.nothing": "w tej fazie nie można niczego zagrać",
    "boze.phase.error.expect": "stół czeka na `{example}`, a nie na `{action}`",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


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

    def waits(self, state: BozeState) -> bool:
        """Whether the phase waits for a decision: :meth:`decisions` is not empty. The flow asks this after every
        action; a phase whose decisions cost labels and details to build answers it from the state alone."""
        return bool(self.decisions(state))

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        raise IllegalAction(msg("boze.phase.error.nothing"), rule=self.rule)

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        raise IllegalAction(msg("boze.phase.error.nothing"), rule=self.rule)

    def resolve(self, state: BozeState, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        raise IllegalAction(msg("boze.phase.error.nothing"), rule=self.rule)

    def province_name(self, key: str) -> str:
        """A province's English name (button labels; sentences use :meth:`place`)."""
        if key == "court":
            return "Royal Court"
        return self.board.province(key).name

    def province_ref(self, key: str) -> Name:
        """A province (or the Royal Court) as a sentence names it, in every language."""
        return names.province(self.board, key)

    def choice(self, text: str, label: Msg, detail: Msg | None = None) -> Choice:
        """An answer whose button label is a catalogue message (``label`` keeps its English), with what it
        does and costs in ``detail``."""
        return Choice(text, None, label, detail)

    def estate_detail(self, state: BozeState, seat: int, key: str, value: int, dice: bool = False) -> Msg:
        """What an estate in ``key`` on a field worth ``value`` brings ``seat``: the province's wealth each
        turn, the field's prestige at the end, and what the seat already has there (all public)."""
        here = state.provinces[key]
        mine = sum(1 for e in here.estates if e.owner == seat)
        return msg(
            "boze.detail.estate_dice" if dice else "boze.detail.estate",
            wealth=here.wealth,
            value=value,
            estates=mine,
            dice=here.dice[seat],
            enemies=here.enemy_dice(),
        )

    def expect(self, action: Action, kind: type, example: str) -> None:
        """Refuse an action of the wrong kind with a pointer to the right one."""
        if not isinstance(action, kind):
            raise IllegalAction(msg("boze.phase.error.expect", example=example, action=str(action)), rule=self.rule)
