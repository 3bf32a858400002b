"""Phase Four: Royal Army — standing troops for the turn plus the court sum's supplementary troops.

"The standing number of troops is shown in the field of the current turn on the Commonwealth track
... The supplementary number of troops results from the sum of points from the influence tokens that
players placed in the Royal Court field ... Compare the summed number of points ... with the Royal
Army Strength table — the sum of points indicates one of the columns of the table. Place the number
of troops specified in the relevant column in the Royal Army field, next to the standing troops.
Note: In the first turn, an artillery token may not be included in the Royal Army. Note: The token
limit determines the maximum size of the Royal Army."

The translation prints this section after Events; the stage list puts it fourth (boze_data.md §7.1).
Troops beyond the nine royal tokens (4 infantry, 4 cavalry, 1 artillery) are not placed.
"""

from __future__ import annotations

from rules.boze.phases import Phase
from rules.boze.state import UNITS, Army, BozeState, court_sum
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, msg

RULE = "Phase Four: Royal Army"

EN = {
    "boze.royal_army.troops": "{infantry} infantry, {cavalry} cavalry, {artillery} artillery",
    "boze.royal_army.standing": "Standing troops for turn {turn}: {troops}.",
    "boze.royal_army.supplement": "The Royal Court tokens sum to {total}: supplementary troops {troops}.",
    "boze.royal_army.no_artillery": "No artillery joins the Royal Army in the first turn.",
    "boze.royal_army.capped": "The royal tokens run out: {troops} cannot be placed.",
    "boze.royal_army.placed": "The Royal Army this turn: {troops}.",
}
PL = {
    "boze.royal_army.troops": "piechota {infantry}, jazda {cavalry}, artyleria {artillery}",
    "boze.royal_army.standing": "Wojska komputowe w turze {turn}: {troops}.",
    "boze.royal_army.supplement": "Żetony na Dworze Królewskim dają razem {total}: wojska suplementowe — {troops}.",
    "boze.royal_army.no_artillery": "W pierwszej turze artyleria nie wchodzi do Armii Królewskiej.",
    "boze.royal_army.capped": "Zabrakło żetonów królewskich; nie trafia na planszę: {troops}.",
    "boze.royal_army.placed": "Armia Królewska w tej turze: {troops}.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def troops_msg(army: Army) -> Msg:
    return msg("boze.royal_army.troops", infantry=army.infantry, cavalry=army.cavalry, artillery=army.artillery)


def as_army(troops: dict[str, int]) -> Army:
    return Army(**{unit: troops.get(unit, 0) for unit in UNITS})


class RoyalArmyPhase(Phase):
    key = "royal_army"
    rule = RULE

    def limits(self, state: BozeState) -> Army:
        """The royal tokens available: the token limit, and no artillery in turn 1."""
        artillery = 0 if state.turn <= 1 else self.board.count("royal_artillery")
        return Army(
            infantry=self.board.count("royal_infantry"),
            cavalry=self.board.count("royal_cavalry"),
            artillery=artillery,
        )

    def begin(self, state: BozeState) -> list[Event]:
        turn = max(1, min(state.turn, len(self.board.royal_standing)))
        standing = as_army(self.board.royal_standing[turn - 1].value)
        total = court_sum(state)
        supplement = as_army(self.board.royal_supplement(total).value)
        limits = self.limits(state)
        wanted = {unit: getattr(standing, unit) + getattr(supplement, unit) for unit in UNITS}
        placed = Army(**{unit: min(wanted[unit], getattr(limits, unit)) for unit in UNITS})
        events = [
            Event(msg("boze.royal_army.standing", turn=state.turn, troops=troops_msg(standing))),
            Event(msg("boze.royal_army.supplement", total=total, troops=troops_msg(supplement))),
        ]
        if state.turn <= 1 and wanted["artillery"] > 0:
            events.append(Event(msg("boze.royal_army.no_artillery")))
            wanted["artillery"] = 0
        left_out = Army(**{unit: wanted[unit] - getattr(placed, unit) for unit in UNITS})
        if left_out.count():
            events.append(Event(msg("boze.royal_army.capped", troops=troops_msg(left_out))))
        state.royal_army = placed
        events.append(Event(msg("boze.royal_army.placed", troops=troops_msg(placed))))
        return events
