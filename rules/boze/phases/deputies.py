"""Phase Six: Deputies to the Sejm — the sejmiks elect, province by province.

"Starting with Prussia, and going clockwise, players resolve the elections in the sejmiks of each of
the five provinces. The player who has the most player dice in a given province wins the election.
He discards one of his own dice from that province and places his player disc in the corresponding
field in the Sejm. If there is a tie in the (highest) number of dice held by players in a province,
no election takes place. No player removes dice from such a province or places a disc in the Sejm.
Note: The player who won the election must discard his die from the province and place a disc in
the Sejm, even if he does not want to."

Readings: the provinces go in board order (Prussia, Lithuania, Ukraine, Little Poland, Great
Poland). A province with no player dice elects nobody. The rulebook does not foresee a winner with
no disc left in his pool (sixteen discs less his estates, Sejm discs and prestige marker): he cannot
place a disc, so his Sejm field stays empty and, the die being the price of the seat, he keeps it;
nobody else is elected there.
"""

from __future__ import annotations

from rules.boze.phases import Phase
from rules.boze.state import BozeState, free_discs
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, SeatRef, msg

RULE = "Phase Six: Deputies to the Sejm"

EN = {
    "boze.deputies.elected": (
        "{province}: {seat} has the most dice ({dice}), discards one and takes the {province} seat in the Sejm."
    ),
    "boze.deputies.tie": (
        "{province}: {seats} tie for the most dice ({dice} each); no election, the Sejm field stays empty."
    ),
    "boze.deputies.nobody": "{province}: no player dice; no election.",
    "boze.deputies.no_disc": (
        "{province}: {seat} has the most dice ({dice}) but no free disc; the Sejm field stays empty "
        "and {seat} keeps the die."
    ),
}
PL = {
    "boze.deputies.elected": (
        "{province}: {seat} ma najwięcej kości ({dice}), odrzuca jedną i zajmuje miejsce {province:gen} w Sejmie."
    ),
    "boze.deputies.tie": (
        "{province}: remis, po {dice} {dice:kości|kości|kości} mają {seats}; wyborów nie ma, pole w Sejmie "
        "zostaje puste."
    ),
    "boze.deputies.nobody": "{province}: brak kości graczy; wyborów nie ma.",
    "boze.deputies.no_disc": (
        "{province}: {seat} ma najwięcej kości ({dice}), ale nie ma wolnego krążka; pole w Sejmie zostaje puste, "
        "a {seat} zachowuje kość."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class DeputiesPhase(Phase):
    key = "deputies"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        return [self.elect(state, key) for key in self.board.province_keys]

    def elect(self, state: BozeState, key: str) -> Event:
        dice = state.provinces[key].dice
        name = self.province_ref(key)
        top = max(dice)
        if top == 0:
            return Event(msg("boze.deputies.nobody", province=name))
        leaders = [s for s, n in enumerate(dice) if n == top]
        if len(leaders) > 1:
            return Event(msg("boze.deputies.tie", province=name, seats=[SeatRef(s) for s in leaders], dice=top))
        winner = leaders[0]
        if free_discs(self.board, state, winner) <= 0:
            return Event(msg("boze.deputies.no_disc", province=name, seat=SeatRef(winner), dice=top))
        dice[winner] -= 1
        state.sejm[key] = winner
        return Event(msg("boze.deputies.elected", province=name, seat=SeatRef(winner), dice=top))
