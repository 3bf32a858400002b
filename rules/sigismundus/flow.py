"""The flow table: Sigismundus Augustus's nine phases in the rulebook's order (Game Turn Overview).

"1. Initiative 2. Income 3. Draw 4. Special Actions 5. Foreign Policy 6. Actions 7. Sejm 8. Scoring 9.
Maintaining the Army", eight rounds (four in the short game), after Preparing for the Game and before the
end (Last Round and Ending the Game). The Sejm's stages a)–f) are steps of their own that share phase 7, so
the board is shown once per phase, after the Sejm as a whole. The board of a phase is the state as that phase
left it (its title and ``phase_key`` name the phase that ended), taken before the next phase begins.
"""

from __future__ import annotations

from rules.core import serial
from rules.core.decision import Event
from rules.core.messages import msg
from rules.sigismundus.board import Board
from rules.sigismundus.phases import Phase
from rules.sigismundus.phases.act_of_law import ActOfLawPhase
from rules.sigismundus.phases.actions import ActionsPhase
from rules.sigismundus.phases.bribery import BriberyPhase
from rules.sigismundus.phases.draw import DrawPhase
from rules.sigismundus.phases.end_of_game import EndOfGamePhase
from rules.sigismundus.phases.foreign_policy import ForeignPolicyPhase
from rules.sigismundus.phases.income import IncomePhase
from rules.sigismundus.phases.initiative import InitiativePhase
from rules.sigismundus.phases.maintaining_the_army import MaintainingTheArmyPhase
from rules.sigismundus.phases.royal_demand import RoyalDemandPhase
from rules.sigismundus.phases.scoring import ScoringPhase
from rules.sigismundus.phases.sejm_votes import SejmVotesPhase
from rules.sigismundus.phases.setup import SetupPhase
from rules.sigismundus.phases.special_actions import SpecialActionsPhase
from rules.sigismundus.phases.voting import VotingPhase
from rules.sigismundus.state import SigismundusState

ROUND: tuple[type[Phase], ...] = (
    InitiativePhase,
    IncomePhase,
    DrawPhase,
    SpecialActionsPhase,
    ForeignPolicyPhase,
    ActionsPhase,
    SejmVotesPhase,
    BriberyPhase,
    VotingPhase,
    RoyalDemandPhase,
    ActOfLawPhase,
    ScoringPhase,
    MaintainingTheArmyPhase,
)
"""The steps of a round, in order (the Sejm in its six stages)."""


class Flow:
    """Runs the steps in order; a step is left once it has begun and waits for nothing."""

    def __init__(self, board: Board) -> None:
        self.board = board
        every: tuple[type[Phase], ...] = (SetupPhase, *ROUND, EndOfGamePhase)
        self.phases: dict[str, Phase] = {cls.key: cls(board) for cls in every}
        self.round = [cls.key for cls in ROUND]

    def current(self, state: SigismundusState) -> Phase:
        return self.phases[state.phase]

    def following(self, state: SigismundusState) -> str:
        """The step after the current one, moving to the next round where a round ends."""
        if state.phase == SetupPhase.key:
            state.round = 1
            return self.round[0]
        if state.phase == self.round[-1]:
            if state.round >= len(state.sejms):
                return EndOfGamePhase.key
            state.round += 1
            return self.round[0]
        return self.round[self.round.index(state.phase) + 1]

    def advance(self, state: SigismundusState) -> list[Event]:
        events: list[Event] = []
        while not state.finished:
            phase = self.current(state)
            if not state.begun:
                state.begun = True
                events.append(Event(msg("sigismundus.phase.begins", phase=phase.title(state)), kind="phase"))
                events += phase.begin(state)
                if state.finished:
                    events.append(Event(phase.title(state), kind="board", board=serial.clone(state)))
                continue
            if phase.waits(state):
                break
            if self.ends_phase(state):
                events.append(Event(phase.title(state), kind="board", board=serial.clone(state)))
            state.phase = self.following(state)
            state.begun = False
            state.queue = []
        return events

    def ends_phase(self, state: SigismundusState) -> bool:
        """Whether leaving the current step ends a rulebook phase (the Sejm's stages a)–e) do not): the board
        is shown as the phase left it, titled with that phase (Game Turn Overview), before the next begins."""
        if state.phase not in self.round or state.phase == self.round[-1]:
            return True
        following = self.round[self.round.index(state.phase) + 1]
        return self.phases[following].number != self.current(state).number
