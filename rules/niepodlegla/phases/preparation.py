"""Basic version, Rounds I–V: Preparation of the Round.

"Move the time marker to the next position on the time track (this does not apply to the first
round ...). Then players reveal the countdown card assigned to the round, and must change the
difficulty level of the final mission according to the symbol shown beneath the revealed card.
Next, reveal from the top of the mission deck the appropriate number of cards, depending on the
number of players ...: two or three players: reveal five missions, four players: reveal seven
missions. The countdown cards are also mission cards which can be carried out."

Readings: the change a countdown card makes is the edition's (placeholder: one level harder); a
final mission cannot become harder than its track allows nor easier than its minimum. With the
deck run short, fewer missions are revealed.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla import names
from rules.niepodlegla.common import card_label
from rules.niepodlegla.phases import Phase, numeral
from rules.niepodlegla.state import NiepodleglaState, TableCard

RULE = "Rounds I–V: Preparation of the Round"

EN = {
    "niepodlegla.preparation.time": "The time marker moves to round {numeral}.",
    "niepodlegla.preparation.countdown": "Countdown card {numeral} is revealed: {card} (requires {symbols}).",
    "niepodlegla.preparation.harder": "{mission} becomes harder: {level} {level:symbol|symbols} now.",
    "niepodlegla.preparation.easier": "{mission} becomes easier: {level} {level:symbol|symbols} now.",
    "niepodlegla.preparation.unchanged": "{mission} cannot change further ({level} {level:symbol|symbols}).",
    "niepodlegla.preparation.revealed": "Missions revealed: {cards}.",
    "niepodlegla.preparation.short": "The mission deck holds only {count} {count:card|cards}.",
}
PL = {
    "niepodlegla.preparation.time": "Znacznik czasu przesuwa się na rundę {numeral}.",
    "niepodlegla.preparation.countdown": "Odkryta zostaje karta odliczania {numeral}: {card} (wymaga: {symbols}).",
    "niepodlegla.preparation.harder": (
        "Misja finałowa {mission} staje się trudniejsza: teraz {level} {level:symbol|symbole|symboli}."
    ),
    "niepodlegla.preparation.easier": (
        "Misja finałowa {mission} staje się łatwiejsza: teraz {level} {level:symbol|symbole|symboli}."
    ),
    "niepodlegla.preparation.unchanged": (
        "Misja finałowa {mission} nie może się już zmienić ({level} {level:symbol|symbole|symboli})."
    ),
    "niepodlegla.preparation.revealed": "Odkryte misje: {cards}.",
    "niepodlegla.preparation.short": (
        "W talii misji {count:została tylko|zostały tylko|zostało tylko} {count} {count:karta|karty|kart}."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def change_level(board_part_track: int, low: int, level: int, change: int) -> int:
    return max(low, min(board_part_track, level + change))


class PreparationPhase(Phase):
    key = "preparation"
    rule = RULE

    def begin(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        events: list[Event] = []
        if state.round > 1:
            events.append(Event(msg("niepodlegla.preparation.time", numeral=numeral(state.round))))
        countdown = next(c for c in board.countdown if c.round == state.round)
        state.table = [TableCard(key=countdown.key)]
        events.append(
            Event(
                msg(
                    "niepodlegla.preparation.countdown",
                    numeral=numeral(state.round),
                    card=card_label(board, state, countdown.key),
                    symbols=names.symbols(countdown.needs),
                )
            )
        )
        assert countdown.final is not None and countdown.change is not None
        events += self.change(state, str(countdown.final.value), int(countdown.change.value))
        wanted = int(board.basic_setup[state.seats].missions.value)
        drawn = state.deck[:wanted]
        state.deck = state.deck[wanted:]
        state.table += [TableCard(key=k) for k in drawn]
        if len(drawn) < wanted:
            events.append(Event(msg("niepodlegla.preparation.short", count=len(drawn))))
        events.append(
            Event(msg("niepodlegla.preparation.revealed", cards=[card_label(board, state, k) for k in drawn]))
        )
        return events

    def change(self, state: NiepodleglaState, part: str, change: int) -> list[Event]:
        p = self.board.part(part)
        name = names.final_mission(self.board, part)
        before = state.levels[part]
        after = change_level(len(p.track), int(p.final_min.value), before, change)
        state.levels[part] = after
        if after == before:
            return [Event(msg("niepodlegla.preparation.unchanged", mission=name, level=after))]
        key = "niepodlegla.preparation.harder" if after > before else "niepodlegla.preparation.easier"
        return [Event(msg(key, mission=name, level=after))]
