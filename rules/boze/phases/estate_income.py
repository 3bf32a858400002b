"""Phase One: Estate Income.

"Each player disc on an estate field gives him as much gold as the current wealth of that
province ... A steward adds two gold to the value of the estate on which he is employed ... The
minimum amount of money a player receives in the income phase is 10 gold."
"""

from __future__ import annotations

from rules.boze.phases import Phase
from rules.boze.state import BozeState, turn_order
from rules.core.decision import Event
from rules.core.messages import SeatRef, msg

RULE = "Phase One: Estate Income"


def estate_income(board_bonus: int, state: BozeState, seat: int) -> tuple[int, int]:
    """Gold from ``seat``'s estates before the minimum, and the part of it that stewards add."""
    gold = 0
    stewards = 0
    for province in state.provinces.values():
        for estate in province.estates:
            if estate.owner == seat:
                gold += province.wealth
                if estate.steward:
                    stewards += board_bonus
    return gold + stewards, stewards


class EstateIncomePhase(Phase):
    key = "estate_income"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        bonus = self.board.economy["steward_bonus"].value
        minimum = self.board.economy["minimum_income"].value
        events = []
        for seat in turn_order(state):
            earned, from_stewards = estate_income(bonus, state, seat)
            paid = max(earned, minimum)
            state.players[seat].gold += paid
            note = msg("boze.income.stewards", bonus=from_stewards) if from_stewards else msg("boze.income.none")
            key = "boze.income.minimum" if earned < minimum else "boze.income.line"
            line = msg(
                key,
                seat=SeatRef(seat),
                earned=earned,
                gold=paid,
                total=state.players[seat].gold,
                steward_note=note,
            )
            events.append(Event(line))
        return events
