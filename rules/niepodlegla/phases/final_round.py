"""Basic version: Round VI – The Final Round (its preparation and its summary; the struggle itself is
the usual one, see :mod:`allocation` and :mod:`struggle`).

Preparation of the Final Round: "Move the time marker to the last position on the time track ... If
in each of the areas of the board at least 5 independence tokens were placed ..., Poland appears
again on the map, and the players may play the final round. If it was not possible to fill the
required twenty spaces of the board, the players immediately lose the game."

Struggle for Independence in the Final Round: "the players must complete all four final missions
visible on the board ... In this round the difficulty of no mission is raised any further, and no new
cards are revealed from the deck."

Summary of the Final Round: "If the players have completed all final missions, the game ends in
success ... In the event of failing to complete one or more final missions, the players suffer
defeat. They can now only count how many symbols they were short of a happy ending."

The result's score is that count: the symbols the dice were short of all four final missions (0 on a
victory), or, when the twenty spaces were not filled, the empty spaces.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla import names
from rules.niepodlegla.common import all_units, need
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import NiepodleglaState, TableCard
from rules.niepodlegla.symbols import match

RULE_PREPARATION = "Round VI: Preparation of the Final Round"
RULE_SUMMARY = "Round VI: Summary of the Final Round"

EN = {
    "niepodlegla.final.check": "11 November 1918: {filled} of {total} spaces hold independence tokens ({parts}).",
    "niepodlegla.final.part": "{part} {count}",
    "niepodlegla.final.poland": (
        "Every part holds at least {spaces} tokens: Poland appears again on the map. The final round begins."
    ),
    "niepodlegla.final.lost_spaces": "Not every part holds {spaces} tokens: the players lose the game.",
    "niepodlegla.final.missions": "The final missions: {missions}.",
    "niepodlegla.final.mission": "{name} ({symbols})",
    "niepodlegla.final.victory": (
        "All four final missions are completed: Poland is defended and its borders secured. Victory!"
    ),
    "niepodlegla.final.defeat": (
        "The final missions fail, {missing} {missing:symbol|symbols} short of a happy ending. Defeat."
    ),
}
PL = {
    "niepodlegla.final.check": ("11 listopada 1918: żetony niepodległości leżą na {filled} z {total} pól ({parts})."),
    "niepodlegla.final.part": "{part} {count}",
    "niepodlegla.final.poland": (
        "W każdej części planszy leży co najmniej {spaces} {spaces:żeton|żetony|żetonów}: Polska znów pojawia się "
        "na mapie. Zaczyna się runda finałowa."
    ),
    "niepodlegla.final.lost_spaces": (
        "Nie w każdej części planszy leży {spaces} {spaces:żeton|żetony|żetonów}: gracze przegrywają."
    ),
    "niepodlegla.final.missions": "Misje finałowe: {missions}.",
    "niepodlegla.final.mission": "{name} ({symbols})",
    "niepodlegla.final.victory": (
        "Wszystkie cztery misje finałowe wykonane: Polska obroniona, a jej granice zabezpieczone. Zwycięstwo!"
    ),
    "niepodlegla.final.defeat": (
        "Misje finałowe się nie powiodły: do szczęśliwego zakończenia zabrakło {missing} "
        "{missing:symbolu|symboli|symboli}. Porażka."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def end_game(state: NiepodleglaState, outcome: str, reason: str, score: int = 0, missing: int = 0) -> None:
    state.outcome = outcome
    state.reason = reason
    state.score = score
    state.missing = missing
    state.finished = True


class FinalPreparationPhase(Phase):
    key = "final_preparation"
    rule = RULE_PREPARATION

    def begin(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        spaces = board.count("part_spaces")
        filled = sum(min(spaces, n) for n in state.parts.values())
        total = spaces * len(board.parts)
        parts = [
            msg("niepodlegla.final.part", part=names.part(board, p.key), count=state.parts[p.key]) for p in board.parts
        ]
        events = [Event(msg("niepodlegla.final.check", filled=filled, total=total, parts=parts))]
        if filled < total:
            end_game(state, "defeat", "niepodlegla.result.spaces", score=total - filled, missing=total - filled)
            return [*events, Event(msg("niepodlegla.final.lost_spaces", spaces=spaces))]
        events.append(Event(msg("niepodlegla.final.poland", spaces=spaces)))
        state.table = [TableCard(key=p.key) for p in board.parts]
        missions = [
            msg(
                "niepodlegla.final.mission",
                name=names.final_mission(board, p.key),
                symbols=names.symbols(p.track[: state.levels[p.key]]),
            )
            for p in board.parts
        ]
        return [*events, Event(msg("niepodlegla.final.missions", missions=missions))]


class FinalSummaryPhase(Phase):
    key = "final_summary"
    rule = RULE_SUMMARY

    def begin(self, state: NiepodleglaState) -> list[Event]:
        flow = match([need(self.board, state, c) for c in state.table], all_units(self.board, state))
        if flow.complete:
            state.completed = [c.key for c in state.table]
            end_game(state, "victory", "niepodlegla.result.basic_victory")
            return [Event(msg("niepodlegla.final.victory"))]
        end_game(state, "defeat", "niepodlegla.result.basic_defeat", score=flow.missing, missing=flow.missing)
        return [Event(msg("niepodlegla.final.defeat", missing=flow.missing))]
