"""Phase Thirteen: Enemy Expansion — automatic: unrepelled invasions spill over along the arrows.

"The order of enemy expansions is resolved according to the numbers of the enemy fields — starting
from the enemy dice from the invasion of Prussia, through to the dice (or influence markers) from
the invasion of Great Poland. If the number of enemy dice in a province is greater than the number
of player dice remaining in it, the enemy dice will expand into neighboring provinces, indicated by
arrows in the colors proper to the given enemies. In the provinces indicated by the relevant arrows,
place a number of enemy dice equal to the difference ... taken from outside the board ... Note: ...
dice (markers) already on an enemy field may be used to mark an expansion. If even these run out,
the dice (markers) carrying out the expansion should be divided so that each of the two provinces is
attacked with equal strength (an odd die, if any, is assigned randomly)." "All the rules from the
enemy invasion phase apply to enemy dice entering a province as a result of expansion ... An enemy
does not expand into a province in which it already has enemy dice." (These two paragraphs are
printed under Relief of Vienna; boze_data.md §7.9.)

Expansion of Habsburg Influence Markers: "they are eliminated immediately if they enter a province
that already contains dice of other enemies ... If there are no other enemy dice in the province
... first discard the appropriate number of player dice ... then place any remaining influence
markers in the province."

Expansion of the Ottoman Empire from the Habsburg Empire Enemy Field: "the Habsburg Empire enemy
field is considered to always contain two Habsburg dice, so the number of enemy dice placed in
Great Poland will equal the number of Ottoman dice on the Habsburg Empire enemy field minus two."

Readings:

* Each arrowed province receives the whole difference, not a share (the Swedish Deluge example:
  four Swedish dice into Lithuania and four into Great Poland; boze_data.md §7.2).
* An enemy expands from its own target province whenever its dice there exceed the player dice,
  whether they came this turn or earlier; dice an enemy holds elsewhere do not expand.
* Influence markers, like dice, do not expand into a province that already holds markers.
* The Ottoman dice on the Habsburg field expand into Great Poland only in turn 3 (after the Relief
  of Vienna). In turn 4 the occupied field has already invaded Great Poland with orange dice in Phase
  Eleven, and those dice expand from Great Poland along the (purple, now orange) arrows like any
  other invasion. The Habsburg markers expand only while the Habsburgs act politically (turns 1-3,
  their field not occupied).
* The odd die of a split goes to the province a die roll picks (a d2 for two provinces).
"""

from __future__ import annotations

from rules.boze import arrival, enemies, names
from rules.boze.board import Enemy
from rules.boze.phases import Phase
from rules.boze.state import BozeState
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg

RULE = "Phase Thirteen: Enemy Expansion"

EN = {
    "boze.enemy_expansion.spreads": (
        "{province}: {enemy_dice} {enemy_dice:die|dice} of {enemy} against {player_dice} player "
        "{player_dice:die|dice}; {count} {count:die expands|dice expand} into each of {targets}."
    ),
    "boze.enemy_expansion.contained": (
        "{province}: {enemy_dice} {enemy_dice:die|dice} of {enemy} against {player_dice} player "
        "{player_dice:die|dice}; no expansion."
    ),
    "boze.enemy_expansion.markers": (
        "{province}: {count_there} Habsburg influence {count_there:marker|markers} against {player_dice} player "
        "{player_dice:die|dice}; {count} {count:marker expands|markers expand} into each of {targets}."
    ),
    "boze.enemy_expansion.markers_contained": (
        "{province}: {count_there} Habsburg influence {count_there:marker|markers} against {player_dice} player "
        "{player_dice:die|dice}; no expansion."
    ),
    "boze.enemy_expansion.already": "Dice of {enemy} already stand in {province}: no expansion there.",
    "boze.enemy_expansion.already_markers": "Habsburg markers already stand in {province}: none expand there.",
    "boze.enemy_expansion.split": (
        "Only {available} of the {wanted} needed are left: they are divided evenly between {targets}."
    ),
    "boze.enemy_expansion.short": "Only {available} of the {wanted} {wanted:die|dice} needed are left.",
    "boze.enemy_expansion.odd": "Roll {face}: the odd one goes to {province}.",
    "boze.enemy_expansion.vienna": (
        "{count_there} Ottoman {count_there:die stands|dice stand} on the Habsburg field, two of them held by the "
        "Habsburgs: {count} {count:die expands|dice expand} into {province}."
    ),
    "boze.enemy_expansion.vienna_held": (
        "{count_there} Ottoman {count_there:die stands|dice stand} on the Habsburg field, held by the two Habsburg "
        "dice: no expansion."
    ),
    "boze.enemy_expansion.none": "No enemy expands.",
}
PL = {
    "boze.enemy_expansion.spreads": (
        "{province}: {enemy_dice} {enemy_dice:kość|kości|kości} wroga ({enemy}) wobec {player_dice} "
        "{player_dice:kości|kości|kości} graczy; do każdej z prowincji ({targets}) "
        "{count:wkracza|wkraczają|wkracza} {count} {count:kość|kości|kości}."
    ),
    "boze.enemy_expansion.contained": (
        "{province}: {enemy_dice} {enemy_dice:kość|kości|kości} wroga ({enemy}) wobec {player_dice} "
        "{player_dice:kości|kości|kości} graczy; bez ekspansji."
    ),
    "boze.enemy_expansion.markers": (
        "{province}: {count_there} {count_there:znacznik|znaczniki|znaczników} wpływów Habsburgów wobec "
        "{player_dice} {player_dice:kości|kości|kości} graczy; do każdej z prowincji ({targets}) "
        "{count:wkracza|wkraczają|wkracza} {count} {count:znacznik|znaczniki|znaczników}."
    ),
    "boze.enemy_expansion.markers_contained": (
        "{province}: {count_there} {count_there:znacznik|znaczniki|znaczników} wpływów Habsburgów wobec "
        "{player_dice} {player_dice:kości|kości|kości} graczy; bez ekspansji."
    ),
    "boze.enemy_expansion.already": ("{province:in:cap} stoją już kości wroga ({enemy}): tam ekspansji nie ma."),
    "boze.enemy_expansion.already_markers": (
        "{province:in:cap} stoją już znaczniki Habsburgów: żadne tam nie wkraczają."
    ),
    "boze.enemy_expansion.split": (
        "Zostało tylko {available} z {wanted} potrzebnych: dzieli się je po równo między prowincje ({targets})."
    ),
    "boze.enemy_expansion.short": "Zostało tylko {available} z {wanted} potrzebnych kości.",
    "boze.enemy_expansion.odd": "Rzut {face}: nieparzysta kość trafia {province:into}.",
    "boze.enemy_expansion.vienna": (
        "Na polu Habsburgów stoi {count_there} {count_there:kość osmańska|kości osmańskie|kości osmańskich}, "
        "z czego dwie wiążą Habsburgowie: {count} {count:kość wkracza|kości wkraczają|kości wkracza} "
        "{province:into}."
    ),
    "boze.enemy_expansion.vienna_held": (
        "Na polu Habsburgów stoi {count_there} {count_there:kość osmańska|kości osmańskie|kości osmańskich}, "
        "wszystkie związane przez dwie kości Habsburgów: bez ekspansji."
    ),
    "boze.enemy_expansion.none": "Żaden wróg nie dokonuje ekspansji.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

HELD_BY_HABSBURGS = 2
"""The two notional Habsburg dice drawn on their field (Expansion of the Ottoman Empire ...)."""


class EnemyExpansionPhase(Phase):
    """Phase Thirteen: automatic; it waits for no decision."""

    key = "enemy_expansion"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        events: list[Event] = []
        for enemy in enemies.by_field(self.board):
            if enemy.key != enemies.HABSBURG:
                events += self.expand_dice(state, enemy, enemy.key)
            elif enemies.political(state):
                events += self.expand_markers(state, enemy)
            elif state.turn <= 3 and enemies.occupied(state):
                events += self.expand_from_vienna(state, enemy)
            else:
                events += self.expand_dice(state, enemy, enemies.colour_on(state, enemy.key))
        return events or [Event(msg("boze.enemy_expansion.none"))]

    def expand_dice(self, state: BozeState, enemy: Enemy, colour: str) -> list[Event]:
        """``colour``'s dice in ``enemy``'s target province beyond the player dice there enter every
        province ``enemy``'s arrows point to where ``colour`` has no dice yet."""
        source = enemy.target.value
        p = state.provinces[source]
        there = p.enemies.get(colour, 0)
        players = sum(p.dice)
        name = names.enemy(self.board, colour, state.turn)
        where = self.province_ref(source)
        if there == 0:
            return []
        if there <= players:
            line = msg(
                "boze.enemy_expansion.contained", enemy=name, enemy_dice=there, player_dice=players, province=where
            )
            return [Event(line)]
        difference = there - players
        events: list[Event] = []
        targets = []
        for key in enemy.expands_to.value:
            if state.provinces[key].enemies.get(colour, 0) > 0:
                events.append(Event(msg("boze.enemy_expansion.already", enemy=name, province=self.province_ref(key))))
            else:
                targets.append(key)
        if not targets:
            return events
        line = msg(
            "boze.enemy_expansion.spreads",
            enemy=name,
            enemy_dice=there,
            player_dice=players,
            province=where,
            count=difference,
            targets=[self.province_ref(t) for t in targets],
        )
        events.insert(0, Event(line))
        shares, split_events = self.shares(
            state, difference, targets, arrival.dice_available(self.board, state, colour)
        )
        events += split_events
        for key in targets:
            count = arrival.take_dice(self.board, state, colour, shares[key])
            events += arrival.arrive(self.board, state, key, colour, count)
        return events

    def expand_markers(self, state: BozeState, enemy: Enemy) -> list[Event]:
        """Habsburg influence markers in Great Poland beyond the player dice there spread along the arrows."""
        source = enemy.target.value
        p = state.provinces[source]
        players = sum(p.dice)
        where = self.province_ref(source)
        if p.markers == 0:
            return []
        if p.markers <= players:
            line = msg(
                "boze.enemy_expansion.markers_contained", count_there=p.markers, player_dice=players, province=where
            )
            return [Event(line)]
        difference = p.markers - players
        events: list[Event] = []
        targets = []
        for key in enemy.expands_to.value:
            if state.provinces[key].markers > 0:
                events.append(Event(msg("boze.enemy_expansion.already_markers", province=self.province_ref(key))))
            else:
                targets.append(key)
        if not targets:
            return events
        line = msg(
            "boze.enemy_expansion.markers",
            count_there=p.markers,
            player_dice=players,
            province=where,
            count=difference,
            targets=[self.province_ref(t) for t in targets],
        )
        events.insert(0, Event(line))
        shares, split_events = self.shares(state, difference, targets, arrival.markers_available(self.board, state))
        events += split_events
        for key in targets:
            count = arrival.take_markers(self.board, state, shares[key])
            events += arrival.markers_arrive(self.board, state, key, count)
        return events

    def expand_from_vienna(self, state: BozeState, enemy: Enemy) -> list[Event]:
        """Turn 3: the Ottoman dice on the Habsburg field, less the two Habsburg dice, into Great Poland."""
        there = state.enemy_fields[enemies.HABSBURG].ottoman
        target = enemy.target.value
        where = self.province_ref(target)
        name = names.enemy(self.board, enemies.OTTOMAN, state.turn)
        count = there - HELD_BY_HABSBURGS
        if count <= 0:
            return [Event(msg("boze.enemy_expansion.vienna_held", count_there=there))]
        if state.provinces[target].enemies.get(enemies.OTTOMAN, 0) > 0:
            return [Event(msg("boze.enemy_expansion.already", enemy=name, province=where))]
        events = [Event(msg("boze.enemy_expansion.vienna", count_there=there, count=count, province=where))]
        available = arrival.dice_available(self.board, state, enemies.OTTOMAN)
        if available < count:
            line = msg("boze.enemy_expansion.short", available=available, wanted=count)
            events.append(Event(line))
        placed = arrival.take_dice(self.board, state, enemies.OTTOMAN, count)
        return events + arrival.arrive(self.board, state, target, enemies.OTTOMAN, placed)

    def shares(
        self, state: BozeState, difference: int, targets: list[str], available: int
    ) -> tuple[dict[str, int], list[Event]]:
        """The whole difference for every target, or, when the supply runs short, the available
        dice divided evenly with each odd one going to a province picked by a die roll."""
        if available >= difference * len(targets):
            return dict.fromkeys(targets, difference), []
        each, odd = divmod(available, len(targets))
        shares = dict.fromkeys(targets, each)
        listed = [self.province_ref(k) for k in targets]
        line = msg("boze.enemy_expansion.split", available=available, wanted=difference * len(targets), targets=listed)
        events = [Event(line)]
        candidates = list(targets)
        for _ in range(odd):
            face = state.rng.die(len(candidates))
            chosen = candidates.pop(face - 1)
            shares[chosen] += 1
            line = msg("boze.enemy_expansion.odd", face=face, province=self.province_ref(chosen))
            events.append(Event(line, kind="roll", dice=(face,)))
        return shares, events
