"""Phase Fourteen: Plundering the Country — estates burn where the enemy stands; peace brings wealth.

"A province's wealth may never exceed five or fall below one point."

Undefended Provinces: "If, in this phase, there are enemy dice in a province, a certain number of
the estates standing there will be destroyed. This number equals the difference between the number
of enemy dice in that province and the number of player dice standing there. At least one estate
must always be removed ... Estate discs are discarded starting with those of the highest value
(closest to the Commonwealth's borders) ... Any steward disc and/or city disc located under the
discarded estate disc is also discarded. The wealth of such a province decreases by one."

Defended Provinces: "If, during the turn, enemy dice were placed in a province ... but all the enemy
dice were eliminated ... that province's wealth does not change, and no estates are destroyed."

Provinces at Peace: "A province at peace is one in which no enemy dice were placed during the turn.
If a province began the turn with enemy dice that were eliminated, and no new enemy dice were added
to it, it is also treated as being at peace."

Habsburg Influence: "The rules of this point apply only during the first three turns of the game,
and only in a situation where the Habsburg Empire enemy field did not fall victim to an Ottoman
Empire invasion ... Habsburg influence markers have the same effect on the destruction of estates
and province wealth as enemy dice — a number of estates equal to the number of influence markers
standing in the province ... must be destroyed. For Great Poland's wealth to increase, there must
be at least two player dice there. If, however, there are one or more Habsburg influence markers in
that province, its wealth must be decreased by one point. If neither of the above applies (e.g.
there is only one player die there), Great Poland's wealth remains unchanged."

Readings — each province, in board order, falls into the first case that fits:

1. Enemy dice stand there: undefended. ``max(1, enemy dice - player dice)`` estates burn, plus one
   per Habsburg marker if markers count (they cannot normally share a province with enemy dice);
   wealth -1.
2. Habsburg markers stand there and markers count (turns 1-3 and the Ottomans do not hold the
   Habsburg field: ``enemies.political``): as many estates burn as there are markers (player dice
   do not reduce it: markers only remain where they outnumbered the dice); wealth -1. This holds in
   any province, also one the markers expanded into.
3. Enemy dice were placed this turn (``invaded``) but none remain: defended, nothing changes.
4. Otherwise the province was at peace, also when carried-over dice were cleared and none came:
   wealth +1. Under the Habsburg rules, Great Poland (the province the Habsburg field's arrow points
   at) grows only with at least two player dice there, else stays unchanged.

``invaded`` means enemy dice only: markers that entered a province and were cancelled by player
dice do not make it "defended" (they are intrigue, not war); otherwise Great Poland, which the
Habsburgs press every turn, could never grow. When markers do not count (turn 4, or the Ottomans
hold the Habsburg field), markers left on the board have no effect here: "In other cases, the rules
from the points above apply."
"""

from __future__ import annotations

from rules.boze import enemies as foes
from rules.boze.phases import Phase
from rules.boze.state import BozeState, Estate, ProvinceState
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg

RULE = "Phase Fourteen: Plundering the Country"
HABSBURG_GROWTH_DICE = 2

EN = {
    "boze.plunder.undefended": "{province} (enemy dice {enemy}, player dice {dice}): {estates}; {wealth}.",
    "boze.plunder.undefended_markers": (
        "{province} (enemy dice {enemy}, player dice {dice}, Habsburg influence markers {markers}): "
        "{estates}; {wealth}."
    ),
    "boze.plunder.markers": "{province} (Habsburg influence markers {markers}): {estates}; {wealth}.",
    "boze.plunder.defended": "{province} was invaded but the enemy was driven out: no estates lost, {wealth}.",
    "boze.plunder.peace": "{province} enjoyed peace: {wealth}.",
    "boze.plunder.great_grows": (
        "{province} enjoyed peace with {dice} player dice against Habsburg intrigue: {wealth}."
    ),
    "boze.plunder.great_stays": (
        "{province} enjoyed peace, but under Habsburg influence it needs at least two player dice to grow "
        "and has {dice}: {wealth}."
    ),
    "boze.plunder.destroyed": "{count} {count:estate|estates} destroyed: {lost}",
    "boze.plunder.destroyed_one": "1 estate destroyed: {lost}",
    "boze.plunder.destroyed_short": "{count} {count:estate|estates} to destroy, but only these stood there: {lost}",
    "boze.plunder.no_estates": "no estates stood there to destroy",
    "boze.plunder.estate": "the estate worth {value} of {seat}{extras}",
    "boze.plunder.with_steward": " with its steward",
    "boze.plunder.with_town": " with its town",
    "boze.plunder.with_both": " with its steward and town",
    "boze.plunder.plain": "",
    "boze.plunder.wealth_up": "wealth rises from {old} to {new}",
    "boze.plunder.wealth_down": "wealth falls from {old} to {new}",
    "boze.plunder.wealth_top": "wealth stays at {new}, the highest",
    "boze.plunder.wealth_bottom": "wealth stays at {new}, the lowest",
    "boze.plunder.wealth_same": "wealth stays at {new}",
}
PL = {
    "boze.plunder.undefended": "{province} (kości wroga: {enemy}, kości graczy: {dice}): {estates}; {wealth}.",
    "boze.plunder.undefended_markers": (
        "{province} (kości wroga: {enemy}, kości graczy: {dice}, znaczniki wpływów Habsburgów: {markers}): "
        "{estates}; {wealth}."
    ),
    "boze.plunder.markers": "{province} (znaczniki wpływów Habsburgów: {markers}): {estates}; {wealth}.",
    "boze.plunder.defended": ("{province}: był najazd, ale wroga wyparto; żadne latyfundium nie przepada, {wealth}."),
    "boze.plunder.peace": "{province}: pokój; {wealth}.",
    "boze.plunder.great_grows": (
        "{province}: pokój, a wobec intryg Habsburgów {dice:stoi|stoją|stoi} tam {dice} "
        "{dice:kość gracza|kości graczy|kości graczy}; {wealth}."
    ),
    "boze.plunder.great_stays": (
        "{province}: pokój, ale pod wpływem Habsburgów zamożność rośnie tylko przy co najmniej dwóch kościach "
        "graczy, a jest ich {dice}; {wealth}."
    ),
    "boze.plunder.destroyed": (
        "{count} {count:latyfundium zniszczone|latyfundia zniszczone|latyfundiów zniszczonych}: {lost}"
    ),
    "boze.plunder.destroyed_one": "1 latyfundium zniszczone: {lost}",
    "boze.plunder.destroyed_short": (
        "do zniszczenia {count} {count:latyfundium|latyfundia|latyfundiów}, ale stały tam tylko te: {lost}"
    ),
    "boze.plunder.no_estates": "nie było tam latyfundiów do zniszczenia",
    "boze.plunder.estate": "latyfundium o wartości {value} (właściciel: {seat}){extras}",
    "boze.plunder.with_steward": " wraz z ekonomem",
    "boze.plunder.with_town": " wraz z miastem",
    "boze.plunder.with_both": " wraz z ekonomem i miastem",
    "boze.plunder.plain": "",
    "boze.plunder.wealth_up": "zamożność rośnie z {old} do {new}",
    "boze.plunder.wealth_down": "zamożność spada z {old} do {new}",
    "boze.plunder.wealth_top": "zamożność bez zmian ({new}, najwyższa)",
    "boze.plunder.wealth_bottom": "zamożność bez zmian ({new}, najniższa)",
    "boze.plunder.wealth_same": "zamożność bez zmian ({new})",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class PlunderingPhase(Phase):
    key = "plundering"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        markers_count = foes.political(state)
        great = foes.enemy(self.board, foes.HABSBURG).target.value
        events = []
        for p in self.board.provinces:
            ps = state.provinces[p.key]
            name = self.province_ref(p.key)
            enemy = ps.enemy_dice()
            markers = ps.markers if markers_count else 0
            dice = sum(ps.dice)
            if enemy:
                losses = max(1, enemy - dice) + markers
                estates = self.destroy(state, p.key, losses)
                wealth = self.shift(ps, -1)
                key = "boze.plunder.undefended_markers" if markers else "boze.plunder.undefended"
                line = msg(key, province=name, enemy=enemy, dice=dice, markers=markers, estates=estates, wealth=wealth)
            elif markers:
                estates = self.destroy(state, p.key, markers)
                wealth = self.shift(ps, -1)
                line = msg("boze.plunder.markers", province=name, markers=markers, estates=estates, wealth=wealth)
            elif ps.invaded:
                line = msg("boze.plunder.defended", province=name, wealth=self.shift(ps, 0))
            elif markers_count and p.key == great:
                if dice >= HABSBURG_GROWTH_DICE:
                    line = msg("boze.plunder.great_grows", province=name, dice=dice, wealth=self.shift(ps, +1))
                else:
                    line = msg("boze.plunder.great_stays", province=name, dice=dice, wealth=self.shift(ps, 0))
            else:
                line = msg("boze.plunder.peace", province=name, wealth=self.shift(ps, +1))
            events.append(Event(line))
        return events

    def shift(self, ps: ProvinceState, change: int) -> Msg:
        """Move the wealth disc by ``change``, never past the ends of the track."""
        low = self.board.wealth["minimum"].value
        high = self.board.wealth["maximum"].value
        old = ps.wealth
        ps.wealth = max(low, min(high, old + change))
        if ps.wealth > old:
            return msg("boze.plunder.wealth_up", old=old, new=ps.wealth)
        if ps.wealth < old:
            return msg("boze.plunder.wealth_down", old=old, new=ps.wealth)
        if change > 0:
            return msg("boze.plunder.wealth_top", new=ps.wealth)
        if change < 0:
            return msg("boze.plunder.wealth_bottom", new=ps.wealth)
        return msg("boze.plunder.wealth_same", new=ps.wealth)

    def destroy(self, state: BozeState, key: str, count: int) -> Msg:
        """Discard ``count`` estates from the border end of the track, with their stewards and towns."""
        estates = state.provinces[key].estates
        fields = self.board.province(key).fields
        lost: list[Msg] = []
        for _ in range(min(count, len(estates))):
            value = fields[len(estates) - 1]
            estate = estates.pop()
            lost.append(msg("boze.plunder.estate", seat=SeatRef(estate.owner), value=value, extras=self.extras(estate)))
        if not lost:
            return msg("boze.plunder.no_estates")
        if len(lost) < count:
            return msg("boze.plunder.destroyed_short", count=count, lost=lost)
        if count == 1:
            return msg("boze.plunder.destroyed_one", lost=lost)
        return msg("boze.plunder.destroyed", count=count, lost=lost)

    def extras(self, estate: Estate) -> Msg:
        if estate.steward and estate.town:
            return msg("boze.plunder.with_both")
        if estate.steward:
            return msg("boze.plunder.with_steward")
        if estate.town:
            return msg("boze.plunder.with_town")
        return msg("boze.plunder.plain")
