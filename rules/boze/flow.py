"""The flow table: Boże Igrzysko's phases in the rulebook's order (Course of Play).

Stage I — Managing Estates: 1. Estate Income, 2. Noble Clientele. Stage II — Politics: 3. Granting
the Mace, ... This release wires Setup and Phases One to Three, then the end of the opening.
"""

from __future__ import annotations

from rules.boze.board import Board
from rules.boze.phases import Phase
from rules.boze.phases.estate_income import EstateIncomePhase
from rules.boze.phases.granting_the_mace import GrantingTheMacePhase
from rules.boze.phases.noble_clientele import NobleClientelePhase
from rules.boze.phases.opening_complete import OpeningCompletePhase
from rules.boze.phases.setup import SetupPhase
from rules.boze.state import BozeState
from rules.core.decision import Event
from rules.core.messages import msg

ORDER: tuple[type[Phase], ...] = (
    SetupPhase,
    EstateIncomePhase,
    NobleClientelePhase,
    GrantingTheMacePhase,
    OpeningCompletePhase,
)


class Flow:
    """Runs the phases in order; a phase is left once it has begun and waits for nothing."""

    def __init__(self, board: Board) -> None:
        self.phases = {cls.key: cls(board) for cls in ORDER}
        self.order = [cls.key for cls in ORDER]

    def current(self, state: BozeState) -> Phase:
        return self.phases[state.phase]

    def advance(self, state: BozeState) -> list[Event]:
        events: list[Event] = []
        while not state.finished:
            phase = self.current(state)
            if not state.begun:
                state.begun = True
                events.append(Event(msg("boze.phase.begins", phase=phase.title(state)), kind="phase"))
                events += phase.begin(state)
                continue
            if phase.decisions(state):
                break
            if state.phase == "setup":
                state.turn = 1
            state.phase = self.order[self.order.index(state.phase) + 1]
            state.begun = False
        return events
