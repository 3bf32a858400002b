"""Phase Sixteen: End of Turn — what carries over and what leaves the board.

"Reduce the number of enemy dice in provinces so that their number is not greater than the number of
player dice present in those provinces. Habsburg influence markers carry over to the next turn.
Note: Players keep their own player dice located in provinces ... If this is the end of the second
turn, players recover all twelve of their own influence tokens." Housekeeping: "Remove all player
dice from enemy fields ... all player discs from the Sejm ... all enemy dice from enemy fields ...
Exception: If, at the end of the third turn, there are orange enemy dice (Ottoman Empire) on the
Habsburg Empire enemy field, at most two orange enemy dice remain on that field ... Remove all of the
players' military units from the provinces ... Remove all Royal Army units from the Royal Army field
and place them back on the Coat of Arms ... Remove the treaty marker from the map". Moving the turn
pawn is the flow's work.

Readings: where several enemies share a province, the dice removed come from the largest group
first. Habsburg influence markers in provinces stay; those still on the Habsburg enemy field are
the enemy's strength for the turn and leave with its dice. The rulebook is silent on Cossacks: like
the other military units they leave the provinces, and every Cossack token (from Ukraine and from
the Tatar field) goes back to the Cossacks field, where the next turn's Private Armies can hire them.
The king dice on enemy fields go back to the coat of arms with the Royal Army; the influence tokens
played this turn leave the board; every per-turn mark (treaty, town built, special actions, the
Hetman's free relief, invaded provinces, cycles) is cleared.
"""

from __future__ import annotations

from rules.boze import combat, cycles
from rules.boze import enemies as foes
from rules.boze.actions import COURT
from rules.boze.phases import Phase
from rules.boze.state import Army, BozeState
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg

RULE = "Phase Sixteen: End of Turn"

OTTOMANS_KEPT = 2
"""Orange dice that may stay on the Habsburg field at the end of turn 3 (the two "default" Habsburg dice)."""

EN = {
    "boze.end_of_turn.reduced": (
        "{province}: enemy dice reduced from {before} to {after} (player dice there: {players})."
    ),
    "boze.end_of_turn.ottomans_stay": (
        "{count} orange {count:die stays|dice stay} on the Habsburg field into the fourth turn."
    ),
    "boze.end_of_turn.tokens": "End of the second turn: every player recovers all twelve influence tokens.",
    "boze.end_of_turn.cleared": (
        "The enemy fields, the Sejm, the armies and the Royal Army are cleared; Cossacks return to their field; "
        "the treaty ends. Player dice in the provinces and Habsburg influence markers stay."
    ),
}
PL = {
    "boze.end_of_turn.reduced": "{province}: kości wroga zmniejszone z {before} do {after} (kości graczy: {players}).",
    "boze.end_of_turn.ottomans_stay": (
        "{count} {count:pomarańczowa kość zostaje|pomarańczowe kości zostają|pomarańczowych kości zostaje} "
        "na polu Habsburgów na czwartą turę."
    ),
    "boze.end_of_turn.tokens": "Koniec drugiej tury: każdy gracz odzyskuje wszystkie dwanaście żetonów wpływu.",
    "boze.end_of_turn.cleared": (
        "Pola wrogów, Sejm, armie i Armia Królewska zostają opróżnione; Kozacy wracają na swoje pole; traktat "
        "wygasa. Kości graczy w prowincjach i znaczniki wpływów Habsburgów zostają."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class EndOfTurnPhase(Phase):
    key = "end_of_turn"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        events = self.reduce_enemies(state)
        if state.turn == 2:
            for player in state.players:
                player.tokens = list(self.board.influence_tokens)
            events.append(Event(msg("boze.end_of_turn.tokens")))
        kept = self.clear_fields(state)
        if kept:
            events.append(Event(msg("boze.end_of_turn.ottomans_stay", count=kept)))
        self.clear_provinces(state)
        self.clear_turn(state)
        events.append(Event(msg("boze.end_of_turn.cleared")))
        return events

    def reduce_enemies(self, state: BozeState) -> list[Event]:
        """No more enemy dice in a province than player dice there."""
        events: list[Event] = []
        for key in self.board.province_keys:
            province = state.provinces[key]
            players = sum(province.dice)
            before = province.enemy_dice()
            if before > players:
                combat.remove_enemy_dice(province.enemies, before - players)
                name = self.province_ref(key)
                after = province.enemy_dice()
                events.append(
                    Event(msg("boze.end_of_turn.reduced", province=name, before=before, after=after, players=players))
                )
        return events

    def clear_fields(self, state: BozeState) -> int:
        """Empty the enemy fields; return the orange dice kept on the Habsburg field (end of turn 3)."""
        returned = 0
        for field in state.enemy_fields.values():
            field.players = [0] * state.seats
            field.king = 0
            field.dice = 0
            field.markers = 0
            returned += field.cossacks
            field.cossacks = 0
        state.cossacks_field += returned
        habsburg = state.enemy_fields[foes.HABSBURG]
        habsburg.ottoman = min(OTTOMANS_KEPT, habsburg.ottoman) if state.turn == 3 else 0
        return habsburg.ottoman

    def clear_provinces(self, state: BozeState) -> None:
        for province in state.provinces.values():
            province.armies = [Army() for _ in range(state.seats)]
            state.cossacks_field += province.cossacks
            province.cossacks = 0
            province.invaded = False

    def clear_turn(self, state: BozeState) -> None:
        state.last_tokens = {
            seat: {**placed, COURT: state.court[seat]} for seat, placed in state.placed.items() if seat in state.court
        }
        state.sejm = {}
        state.royal_army = Army()
        state.treaty = None
        state.treaty_breaks_on = 2
        state.town_built = False
        state.special = {}
        state.relief_free = False
        state.placed = {}
        state.court = {}
        state.shortfall = []
        state.bidders = []
        state.bid_round = 0
        cycles.finish(state)
