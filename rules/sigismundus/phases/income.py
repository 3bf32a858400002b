"""Phase 2: Income — two ducats and the income of one chosen office.

"Each player gains 2 ducats, plus the value of income from one chosen Senatorial Office they control."

Reading: the choice is never worth anything but the highest income, so the engine takes the office with the
highest income on its current side and asks nothing (a choice with one sensible answer). Income bonuses of
seals and figures (placeholders) are added.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus import powers
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import SigismundusState, offices_of, order_from

RULE = "Income"

EN = {
    "sigismundus.income.line": "{seat} gains {gold} {gold:ducat|ducats} ({parts}); now {total}.",
    "sigismundus.income.base": "{amount} base",
    "sigismundus.income.office": "{amount} from {office}",
    "sigismundus.income.bonus": "{amount} from seals and figures",
}

PL = {
    "sigismundus.income.line": "{seat} otrzymuje {gold} {gold:dukat|dukaty|dukatów} ({parts}); ma teraz {total}.",
    "sigismundus.income.base": "stały dochód {amount}",
    "sigismundus.income.office": "{amount} z urzędu {office:gen}",
    "sigismundus.income.bonus": "{amount} z pieczęci i postaci",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class IncomePhase(Phase):
    key = "income"
    number = 2
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        board = self.board
        events: list[Event] = []
        for seat in order_from(state):
            base = board.econ("base_income")
            parts = [msg("sigismundus.income.base", amount=base)]
            gold = base
            held = offices_of(state, seat)
            if held:
                best = max(held, key=lambda n: (powers.income(board, state, n), -n))
                amount = powers.income(board, state, best)
                gold += amount
                parts.append(msg("sigismundus.income.office", amount=amount, office=self.office_name(best)))
            extra = powers.bonus(board, state, seat, "income")
            if extra:
                gold += extra
                parts.append(msg("sigismundus.income.bonus", amount=extra))
            state.players[seat].ducats += gold
            total = state.players[seat].ducats
            events.append(
                Event(msg("sigismundus.income.line", seat=SeatRef(seat), gold=gold, parts=parts, total=total))
            )
        return events
