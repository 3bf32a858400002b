"""Phase Eleven: Enemy Invasions — automatic: a strength roll, then each enemy field I to V invades.

Increasing the Strength: "roll the four dice once. Just as in the Events phase, based on the
results of this roll, place enemy dice on the appropriate enemy fields ... a) if two (or more) dice
show the same number, and that number indicates an enemy with whom a treaty was concluded ... do
not place additional enemy dice on that enemy's field — instead the treaty is broken and that enemy
will attempt an invasion under the normal rules ... b) in the second turn of the game, every result
of "6" results in the rebellion of one Cossack unit. If possible, remove a mutinous Cossack unit from
Ukraine and place it on the Tatars enemy field. If there are no Cossack units in Ukraine, take them
from the Cossacks field. If more "6"s are rolled than there are Cossack units, ignore any further
"6" results."

Enemy Invasions: "Starting from enemy field number 1 through to enemy field number 5 ... An enemy
will not invade if a treaty with it is in effect, or if the number of player dice and king dice is
equal to or greater than that enemy's strength ... The difference ... determines the number of that
enemy's dice to be placed in the Polish province connected to it by an arrow." The dice then enter
the province as :mod:`rules.boze.arrival` describes.

The Habsburg Empire: in the first three turns it invades Great Poland with influence markers (see
``arrival.markers_arrive``). The Ottoman Empire: "In the third turn of the game, the Ottoman Empire
does not attack the province of Little Poland ... place a number of orange enemy dice ... equal to
the difference ... on the Habsburg Empire enemy field ... immediately discard any Habsburg influence
markers remaining there." In the fourth turn, when the Ottomans hold the Habsburg field, both fields
have the occupied strength, and the Habsburg field invades Great Poland with orange dice ("all purple
arrows and markings on the map should be treated as if they were orange").

Readings:

* As in Events, a 5 is a Habsburg influence marker on their field while the Habsburgs act
  politically (turns 1-3), an orange die on their field when the Ottomans hold it (turn 4), and a
  purple die otherwise (boze_data.md §7.3: the turn-4 exception applies to this roll too).
* Greater Durability of Treaties: a treaty breaks when ``state.treaty_breaks_on`` dice (2 by
  default) or more show its enemy's number; fewer matching dice are added normally.
* Once the Ottomans have besieged Vienna in turn 3, the Habsburgs make no political invasion that
  turn: their markers were discarded and their field is occupied. The Ottoman dice there expand
  into Great Poland in Phase Thirteen instead.
* The Habsburg markers on their field all go into the political invasion (the field is emptied of
  them); the markers in it never exceed the ten markers of the game.
* Every die or marker placed respects the components: when a colour runs out, the missing dice are
  not placed and an event says so. An invasion may use the enemy's own dice on its field.
"""

from __future__ import annotations

from collections import Counter

from rules.boze import arrival, enemies, names
from rules.boze.board import Enemy
from rules.boze.phases import Phase
from rules.boze.state import BozeState, markers_on_board
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg

RULE = "Phase Eleven: Enemy Invasions"

EN = {
    "boze.enemy_invasions.roll": "Enemy strength roll: {faces}.",
    "boze.enemy_invasions.dice": "{enemy:cap} field: +{count} enemy {count:die|dice} ({total} there).",
    "boze.enemy_invasions.markers": "Habsburg field: +{count} influence {count:marker|markers} ({total} there).",
    "boze.enemy_invasions.orange": (
        "Habsburg field, held by the Ottomans: +{count} Ottoman {count:die|dice} ({total} there)."
    ),
    "boze.enemy_invasions.short": "Dice of {enemy} left to place: only {placed} of {wanted}.",
    "boze.enemy_invasions.short_markers": "Habsburg influence markers left to place: only {placed} of {wanted}.",
    "boze.enemy_invasions.treaty_broken": (
        "{count} {count:die|dice} show {face}: the treaty with {enemy} is broken. "
        "No dice are added for it, and it will invade."
    ),
    "boze.enemy_invasions.treaty_holds": (
        "{count} {count:die|dice} show {face}: the treaty with {enemy} holds ({needed} would break it)."
    ),
    "boze.enemy_invasions.cossack_ukraine": "A 6: a Cossack in {province} rebels and joins the Tatars.",
    "boze.enemy_invasions.cossack_field": "A 6: a Cossack from the Cossacks field rebels and joins the Tatars.",
    "boze.enemy_invasions.cossack_none": "A 6: no Cossack is left to rebel.",
    "boze.enemy_invasions.treaty": "{enemy:cap}: the treaty holds; no invasion.",
    "boze.enemy_invasions.held": (
        "{enemy:cap}: strength {strength} against {polish} Polish {polish:die|dice} on its field; no invasion."
    ),
    "boze.enemy_invasions.invades": (
        "{enemy:cap}: strength {strength} against {polish} Polish {polish:die|dice} on its field; "
        "{count} {count:die|dice} invade {province}."
    ),
    "boze.enemy_invasions.political": (
        "Habsburg Empire: strength {strength} against {polish} Polish {polish:die|dice} on its field; {count} "
        "influence {count:marker enters|markers enter} {province}."
    ),
    "boze.enemy_invasions.vienna": (
        "{enemy:cap}: strength {strength} against {polish} Polish {polish:die|dice} on its field. It does not attack "
        "{province} but besieges Vienna: {count} Ottoman {count:die goes|dice go} onto the Habsburg field."
    ),
    "boze.enemy_invasions.vienna_markers": "Habsburg influence markers discarded from their field: {count}.",
    "boze.enemy_invasions.occupied": "The Ottomans occupy the Habsburg field: the Habsburgs do not invade this turn.",
    "boze.enemy_invasions.from_habsburg": (
        "Ottomans on the Habsburg field: strength {strength} against {polish} Polish {polish:die|dice} there; "
        "{count} {count:die|dice} "
        "invade {province}."
    ),
}
PL = {
    "boze.enemy_invasions.roll": "Rzut na siłę wrogów: {faces}.",
    "boze.enemy_invasions.dice": "Pole wroga ({enemy}): +{count} {count:kość|kości|kości} wroga (razem {total}).",
    "boze.enemy_invasions.markers": (
        "Pole Habsburgów: +{count} {count:znacznik|znaczniki|znaczników} wpływów (razem {total})."
    ),
    "boze.enemy_invasions.orange": (
        "Pole Habsburgów, zajęte przez Osmanów: +{count} {count:kość osmańska|kości osmańskie|kości osmańskich} "
        "(razem {total})."
    ),
    "boze.enemy_invasions.short": "Do postawienia zostało tylko {placed} z {wanted} kości wroga ({enemy}).",
    "boze.enemy_invasions.short_markers": (
        "Do postawienia zostało tylko {placed} z {wanted} znaczników wpływów Habsburgów."
    ),
    "boze.enemy_invasions.treaty_broken": (
        "{face} wypada na {count} {count:kości|kościach|kościach}: traktat zostaje zerwany (wróg: {enemy}). "
        "Wróg nie dostaje za to kości, ale spróbuje najazdu."
    ),
    "boze.enemy_invasions.treaty_holds": (
        "{face} wypada na {count} {count:kości|kościach|kościach}: traktat obowiązuje (wróg: {enemy}); "
        "zerwałoby go {needed}."
    ),
    "boze.enemy_invasions.cossack_ukraine": "Szóstka: Kozak {province:in} buntuje się i przechodzi do Tatarów.",
    "boze.enemy_invasions.cossack_field": "Szóstka: Kozak z pola Kozaków buntuje się i przechodzi do Tatarów.",
    "boze.enemy_invasions.cossack_none": "Szóstka: nie ma już Kozaka, który mógłby się zbuntować.",
    "boze.enemy_invasions.treaty": "{enemy}: traktat obowiązuje; najazdu nie ma.",
    "boze.enemy_invasions.held": (
        "{enemy}: siła {strength} wobec {polish} {polish:polskiej kości|polskich kości|polskich kości} "
        "na polu wroga; najazdu nie ma."
    ),
    "boze.enemy_invasions.invades": (
        "{enemy}: siła {strength} wobec {polish} {polish:polskiej kości|polskich kości|polskich kości} "
        "na polu wroga; {count} {count:kość wkracza|kości wkraczają|kości wkracza} {province:into}."
    ),
    "boze.enemy_invasions.political": (
        "Cesarstwo Habsburgów: siła {strength} wobec {polish} polskich kości na polu; {count} "
        "{count:znacznik wpływów wkracza|znaczniki wpływów wkraczają|znaczników wpływów wkracza} {province:into}."
    ),
    "boze.enemy_invasions.vienna": (
        "{enemy}: siła {strength} wobec {polish} polskich kości na polu wroga. Nie wkracza {province:into}, "
        "lecz oblega Wiedeń: {count} {count:kość osmańska trafia|kości osmańskie trafiają|kości osmańskich trafia} "
        "na pole Habsburgów."
    ),
    "boze.enemy_invasions.vienna_markers": "Znaczniki wpływów Habsburgów z ich pola ({count}) zostają odrzucone.",
    "boze.enemy_invasions.occupied": "Osmanowie zajmują pole Habsburgów: w tej turze Habsburgowie nie najeżdżają.",
    "boze.enemy_invasions.from_habsburg": (
        "Osmanowie na polu Habsburgów: siła {strength} wobec {polish} "
        "{polish:polskiej kości|polskich kości|polskich kości} na tym polu; {count} "
        "{count:kość wkracza|kości wkraczają|kości wkracza} {province:into}."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class EnemyInvasionsPhase(Phase):
    """Phase Eleven: automatic; it waits for no decision."""

    key = "enemy_invasions"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        events = self.strengthen(state)
        for enemy in enemies.by_field(self.board):
            events += self.invade(state, enemy)
        return events

    # --- 1. Increasing the strength of the neighbouring powers ---------------------------------

    def strengthen(self, state: BozeState) -> list[Event]:
        faces = tuple(state.rng.die() for _ in range(4))
        events = [Event(msg("boze.enemy_invasions.roll", faces=list(faces)), kind="roll", dice=faces)]
        counts = Counter(faces)
        for enemy in enemies.by_field(self.board):
            count = counts.get(enemy.field, 0)
            if not count:
                continue
            name = names.enemy(self.board, enemy.key, state.turn)
            if state.treaty == enemy.key:
                needed = state.treaty_breaks_on
                if count >= needed:
                    state.treaty = None
                    line = msg("boze.enemy_invasions.treaty_broken", count=count, face=enemy.field, enemy=name)
                    events.append(Event(line))
                    continue
                line = msg(
                    "boze.enemy_invasions.treaty_holds", count=count, face=enemy.field, enemy=name, needed=needed
                )
                events.append(Event(line))
            events += self.add_dice(state, enemy, count)
        if state.turn == 2:
            for _ in range(counts.get(6, 0)):
                events.append(self.rebel(state))
        return events

    def add_dice(self, state: BozeState, enemy: Enemy, count: int) -> list[Event]:
        """One more for the enemy per matching die: a die on its field, or for the Habsburgs a marker
        (political) or an orange die (their field held by the Ottomans)."""
        name = names.enemy(self.board, enemy.key, state.turn)
        field = state.enemy_fields[enemy.key]
        if enemy.key == enemies.HABSBURG and enemies.political(state):
            free = max(0, self.board.count("habsburg_markers") - markers_on_board(state))
            placed = min(count, free)
            field.markers += placed
            events = [Event(msg("boze.enemy_invasions.markers", count=placed, total=field.markers))]
            if placed < count:
                events.append(Event(msg("boze.enemy_invasions.short_markers", placed=placed, wanted=count)))
            return events
        colour = enemies.OTTOMAN if enemy.key == enemies.HABSBURG and enemies.occupied(state) else enemy.key
        placed = min(count, max(0, enemies.supply_left(self.board, state, colour)))
        if colour != enemy.key:
            field.ottoman += placed
            events = [Event(msg("boze.enemy_invasions.orange", count=placed, total=field.ottoman))]
        else:
            field.dice += placed
            events = [Event(msg("boze.enemy_invasions.dice", enemy=name, count=placed, total=field.dice))]
        if placed < count:
            short_name = names.enemy(self.board, colour, state.turn)
            events.append(Event(msg("boze.enemy_invasions.short", placed=placed, wanted=count, enemy=short_name)))
        return events

    def rebel(self, state: BozeState) -> Event:
        """A 6 in turn 2: a Cossack from Ukraine, else from the Cossacks field, joins the Tatars."""
        tatars = state.enemy_fields[enemies.TATARS]
        ukraine = enemies.enemy(self.board, enemies.TATARS).target.value
        if state.provinces[ukraine].cossacks > 0:
            state.provinces[ukraine].cossacks -= 1
            tatars.cossacks += 1
            return Event(msg("boze.enemy_invasions.cossack_ukraine", province=self.province_ref(ukraine)))
        if state.cossacks_field > 0:
            state.cossacks_field -= 1
            tatars.cossacks += 1
            return Event(msg("boze.enemy_invasions.cossack_field"))
        return Event(msg("boze.enemy_invasions.cossack_none"))

    # --- 2. Enemy invasions ------------------------------------------------------------------------

    def invade(self, state: BozeState, enemy: Enemy) -> list[Event]:
        key = enemy.key
        name = names.enemy(self.board, key, state.turn)
        target = enemy.target.value
        where = self.province_ref(target)
        if key == enemies.HABSBURG and state.turn <= 3 and enemies.occupied(state):
            return [Event(msg("boze.enemy_invasions.occupied"))]
        if state.treaty == key:
            return [Event(msg("boze.enemy_invasions.treaty", enemy=name))]
        strength = enemies.strength(self.board, state, key)
        polish = state.enemy_fields[key].polish()
        if polish >= strength:
            return [Event(msg("boze.enemy_invasions.held", enemy=name, strength=strength, polish=polish))]
        difference = strength - polish
        if key == enemies.OTTOMAN and state.turn == 3:
            return self.besiege_vienna(state, name, strength, polish, difference)
        if key == enemies.HABSBURG and enemies.political(state):
            return self.political(state, target, strength, polish, difference)
        colour = enemies.colour_on(state, key)
        count = arrival.take_dice(self.board, state, colour, difference)
        if key != colour:
            line = msg(
                "boze.enemy_invasions.from_habsburg", strength=strength, polish=polish, province=where, count=count
            )
        else:
            line = msg(
                "boze.enemy_invasions.invades",
                enemy=name,
                strength=strength,
                polish=polish,
                province=where,
                count=count,
            )
        events = [Event(line)]
        if count < difference:
            short = names.enemy(self.board, colour, state.turn)
            events.append(Event(msg("boze.enemy_invasions.short", placed=count, wanted=difference, enemy=short)))
        return events + arrival.arrive(self.board, state, target, colour, count)

    def political(self, state: BozeState, target: str, strength: int, polish: int, difference: int) -> list[Event]:
        """The Habsburgs' political penetration: the difference in influence markers into Great Poland."""
        field = state.enemy_fields[enemies.HABSBURG]
        available = arrival.markers_available(self.board, state)
        count = min(difference, available)
        field.markers = 0
        where = self.province_ref(target)
        line = msg("boze.enemy_invasions.political", strength=strength, polish=polish, count=count, province=where)
        events = [Event(line)]
        if count < difference:
            events.append(Event(msg("boze.enemy_invasions.short_markers", placed=count, wanted=difference)))
        return events + arrival.markers_arrive(self.board, state, target, count)

    def besiege_vienna(self, state: BozeState, name: str, strength: int, polish: int, difference: int) -> list[Event]:
        """Turn 3: the difference goes as orange dice onto the Habsburg field, whose markers are discarded."""
        count = arrival.take_dice(self.board, state, enemies.OTTOMAN, difference)
        habsburg = state.enemy_fields[enemies.HABSBURG]
        little = self.province_ref(enemies.enemy(self.board, enemies.OTTOMAN).target.value)
        line = msg(
            "boze.enemy_invasions.vienna", enemy=name, strength=strength, polish=polish, province=little, count=count
        )
        events = [Event(line)]
        if count < difference:
            events.append(Event(msg("boze.enemy_invasions.short", placed=count, wanted=difference, enemy=name)))
        if count == 0:
            return events
        habsburg.ottoman += count
        if habsburg.markers:
            events.append(Event(msg("boze.enemy_invasions.vienna_markers", count=habsburg.markers)))
            habsburg.markers = 0
        return events
