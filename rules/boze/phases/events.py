"""Phase Five: Events — four dice strengthen the neighbours.

"In the Events phase, roll the four dice once. Compare the rolled values with the numbers of the
enemy fields. Each die result matching the number of a given enemy field results in that enemy's
strength increasing by one point. Place one enemy die (in the color proper to that enemy) in the
enemy field for each point by which its strength increases. Rolled results of "6" are ignored."

"Exception: If in the fourth turn of the game the Habsburg Empire enemy field is controlled by the
Ottoman Empire (i.e. it contains orange enemy dice), every "5" rolled on the dice results in an
orange enemy die (belonging to the Ottoman Empire) appearing on that field."

While the Habsburgs play politics (turns 1-3, their field not held by the Ottomans) they grow by
influence markers, not dice (The Habsburg Empire; the Chmielnicki example's "5" places "one
influence marker on the Habsburgs enemy field"). Dice and markers are limited by the components: a
die or marker with none left in the box is not placed, and the roll says so.
"""

from __future__ import annotations

from rules.boze import enemies as foes
from rules.boze import names
from rules.boze.phases import Phase
from rules.boze.state import BozeState, markers_on_board
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, msg

RULE = "Phase Five: Events"

EN = {
    "boze.events.roll": "The Events roll shows {faces}: {effects}.",
    "boze.events.dice": "{enemy:cap} +{count} ({colour} dice on its field)",
    "boze.events.marker": "{enemy:cap} +{count} (Habsburg influence markers on its field)",
    "boze.events.ottoman": "{enemy:cap} +{count} ({colour} dice on the Habsburg field, which the Ottomans hold)",
    "boze.events.ignored": "{count} × 6 ignored",
    "boze.events.no_dice": "{count} × {face} adds nothing: no {colour} dice are left",
    "boze.events.no_markers": "{count} × 5 adds nothing: no Habsburg influence markers are left",
}
PL = {
    "boze.events.roll": "Rzut Wydarzeń: {faces}; skutki: {effects}.",
    "boze.events.dice": "{enemy} +{count} ({colour} kości na polu wroga)",
    "boze.events.marker": "{enemy} +{count} (znaczniki wpływów Habsburgów na polu wroga)",
    "boze.events.ottoman": "{enemy} +{count} ({colour} kości na polu Habsburgów, zajętym przez Osmanów)",
    "boze.events.ignored": "{count} × 6 bez skutku",
    "boze.events.no_dice": "{count} × {face} bez skutku: zabrakło {colour:gen} kości",
    "boze.events.no_markers": "{count} × 5 bez skutku: zabrakło znaczników wpływów Habsburgów",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

DICE = 4


class EventsPhase(Phase):
    key = "events"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        faces = tuple(state.rng.die() for _ in range(DICE))
        outcomes: dict[tuple[str, str, int], int] = {}
        for face in faces:
            outcome = self.place(state, face)
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
        effects = [self.describe(state, outcome, count) for outcome, count in outcomes.items()]
        return [Event(msg("boze.events.roll", faces=list(faces), effects=effects), kind="roll", dice=faces)]

    def place(self, state: BozeState, face: int) -> tuple[str, str, int]:
        """Carry out one die; return what it did as (kind, enemy key, face)."""
        enemy = foes.by_face(self.board, face)
        if enemy is None:
            return ("ignored", "", face)
        key = enemy.key
        if key == foes.HABSBURG and foes.political(state):
            if markers_on_board(state) >= self.board.count("habsburg_markers"):
                return ("no_markers", key, face)
            state.enemy_fields[key].markers += 1
            return ("marker", key, face)
        if key == foes.HABSBURG and state.turn >= 4 and foes.occupied(state):
            if foes.supply_left(self.board, state, foes.OTTOMAN) <= 0:
                return ("no_dice", foes.OTTOMAN, face)
            state.enemy_fields[key].ottoman += 1
            return ("ottoman", key, face)
        if foes.supply_left(self.board, state, key) <= 0:
            return ("no_dice", key, face)
        state.enemy_fields[key].dice += 1
        return ("dice", key, face)

    def describe(self, state: BozeState, outcome: tuple[str, str, int], count: int) -> Msg:
        kind, key, face = outcome
        if kind == "ignored":
            return msg("boze.events.ignored", count=count)
        if kind == "no_markers":
            return msg("boze.events.no_markers", count=count)
        colour = names.colour(foes.enemy(self.board, key).colour)
        if kind == "no_dice":
            return msg("boze.events.no_dice", count=count, face=face, colour=colour)
        name = names.enemy(self.board, key, state.turn)
        if kind == "ottoman":
            ottoman = names.enemy(self.board, foes.OTTOMAN, state.turn)
            orange = names.colour(foes.enemy(self.board, foes.OTTOMAN).colour)
            return msg("boze.events.ottoman", enemy=ottoman, count=count, colour=orange)
        return msg(f"boze.events.{kind}", enemy=name, count=count, colour=colour)
