"""The flow tables: Niepodległa's phases in the rulebook's order, for each version.

Basic (Playing the Game): six rounds. Rounds I–V: 1. Preparation of the round, 2. Struggle for
independence (selecting missions and dividing the dice; the first roll; passing and re-rolling),
3. Summary — followed by the Rewards, the Additional Bonuses and Housekeeping. Round VI: the
preparation of the final round, the struggle, the summary of the final round.

Advanced (Course of the Game): ten rounds, rounds 1–9 in six phases: 1. Allocation of pawns and
dice, 2. Struggle for independence, 3. Negative effects, 4. Morale check, 5. Positive effects,
6. End of the round and preparation of the next round. The round is the time marker's position; an
hourglass moves it on, so fewer rounds may be played. At the last position: 11 November 1918, then
the Defence of the Borders (allocation and struggle), then Scoring.
"""

from __future__ import annotations

from rules.niepodlegla.board import Board
from rules.niepodlegla.common import final_round
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.phases.allocation import AllocationPhase
from rules.niepodlegla.phases.end_of_round import EndOfRoundPhase
from rules.niepodlegla.phases.final_round import FinalPreparationPhase, FinalSummaryPhase
from rules.niepodlegla.phases.housekeeping import HousekeepingPhase
from rules.niepodlegla.phases.morale_check import MoraleCheckPhase
from rules.niepodlegla.phases.negative import NegativePhase
from rules.niepodlegla.phases.november import NovemberPhase
from rules.niepodlegla.phases.positive import PositivePhase
from rules.niepodlegla.phases.preparation import PreparationPhase
from rules.niepodlegla.phases.rewards import RewardsPhase
from rules.niepodlegla.phases.scoring import ScoringPhase
from rules.niepodlegla.phases.setup import SetupPhase
from rules.niepodlegla.phases.struggle import StrugglePhase
from rules.niepodlegla.phases.summary import SummaryPhase
from rules.niepodlegla.state import NiepodleglaState

PHASES: tuple[type[Phase], ...] = (
    SetupPhase,
    PreparationPhase,
    AllocationPhase,
    StrugglePhase,
    SummaryPhase,
    RewardsPhase,
    HousekeepingPhase,
    FinalPreparationPhase,
    FinalSummaryPhase,
    NegativePhase,
    MoraleCheckPhase,
    PositivePhase,
    EndOfRoundPhase,
    NovemberPhase,
    ScoringPhase,
)

BASIC_ROUND = ("preparation", "allocation", "struggle", "summary", "rewards", "housekeeping")
BASIC_FINAL = ("final_preparation", "allocation", "struggle", "final_summary")
ADVANCED_ROUND = ("allocation", "struggle", "negative", "morale_check", "positive", "end_of_round")
ADVANCED_FINAL = ("november", "allocation", "struggle", "scoring")


def following(board: Board, state: NiepodleglaState) -> str:
    """The phase after the current one; moves the basic round counter where a round ends."""
    last = final_round(board, state)
    final = state.round >= last
    phase = state.phase
    if not state.advanced:
        if phase == "setup":
            return BASIC_ROUND[0]
        order = BASIC_FINAL if final else BASIC_ROUND
        if phase == order[-1]:
            state.round += 1
            return BASIC_FINAL[0] if state.round >= last else BASIC_ROUND[0]
        return order[order.index(phase) + 1]
    if phase == "setup":
        return ADVANCED_ROUND[0]
    if final:
        if phase == "end_of_round":
            return ADVANCED_FINAL[0]
        return ADVANCED_FINAL[ADVANCED_FINAL.index(phase) + 1]
    return ADVANCED_ROUND[(ADVANCED_ROUND.index(phase) + 1) % len(ADVANCED_ROUND)]
