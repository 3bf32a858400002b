"""Advanced version: Ending the Defence of the Borders, the additional challenges, and Scoring.

"The defence of the borders ends in two cases: If morale drops to zero before all missions have been
completed, the players immediately lose ... If the players manage to gather the symbols needed to
complete all missions, the game immediately ends in victory!" Variant for Experienced Players:
"when the players finish the struggle-for-independence phase, they must roll the black threat die
for each additional challenge that was not completed. If the morale level falls to zero in this way,
the game immediately ends in defeat. Completed additional challenges bring the players additional
points." Scoring: Paris Peace Conference 10, Battle of Warsaw 10, each small final mission 4 (2–3
players) or 3 (4 players), each overcome challenge 2; the rank table.

Variant for Experienced Players: "Each additional mission is carried out simultaneously by all
players, similarly to the main final missions. Each player may set aside on them dice with matching
symbols, and may split the symbols between their missions and their private missions. Additional
challenges are not obligatory."

Readings: the players may also stop the struggle themselves (every player ``done``); then, as when
morale runs out, they win only if the dice cover the two main missions and every F card. Challenge
cards are optional: the dice must cover the main missions and F cards, and besides them the players
set their dice aside on as many challenges as the dice can cover together (the largest such set, not
the first cards in table order that happen to fit one by one: every uncovered challenge costs a roll
of the black die, so no table would cover fewer). Among sets of that size the one earliest in table
order counts, so the result is deterministic. A challenge roll that leaves the pool at zero is a
defeat (also when it was already empty). A defeat still counts the points of the missions the dice
could complete (the most points possible), with the table's last rank.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla import names
from rules.niepodlegla.common import MAIN_PARIS, MAIN_WARSAW, all_units, card_label, need
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.phases.final_round import end_game
from rules.niepodlegla.state import NiepodleglaState, TableCard
from rules.niepodlegla.symbols import Need, Units, match

RULE = "Final Round: Ending the Defence of the Borders; Scoring"

EN = {
    "niepodlegla.scoring.defended": "The dice cover both main missions and every final card: the borders are defended.",
    "niepodlegla.scoring.failed": (
        "The dice do not cover every main mission and final card: the defence of the borders has failed."
    ),
    "niepodlegla.scoring.challenge_done": "Challenge overcome: {card}.",
    "niepodlegla.scoring.challenge_roll": (
        "Challenge not overcome: {card}; the black die shows {pips} {pips:pip|pips}, {left} morale left."
    ),
    "niepodlegla.scoring.challenge_lost": "Morale falls to zero over the challenges: defeat.",
    "niepodlegla.scoring.victory": "Victory! {score} points: {rank}.",
    "niepodlegla.scoring.defeat": "Defeat. The completed missions would score {score} points.",
}
PL = {
    "niepodlegla.scoring.defended": (
        "Kości pokrywają obie misje główne i każdą kartę finałową: granice zostały obronione."
    ),
    "niepodlegla.scoring.failed": (
        "Kości nie pokrywają wszystkich misji głównych i kart finałowych: obrona granic się nie powiodła."
    ),
    "niepodlegla.scoring.challenge_done": "Wyzwanie pokonane: {card}.",
    "niepodlegla.scoring.challenge_roll": (
        "Wyzwanie niepokonane: {card}; czarna kość: {pips} {pips:oczko|oczka|oczek}, zostaje {left} morale."
    ),
    "niepodlegla.scoring.challenge_lost": "Przy wyzwaniach morale spada do zera: porażka.",
    "niepodlegla.scoring.victory": "Zwycięstwo! {score} pkt: {rank}.",
    "niepodlegla.scoring.defeat": "Porażka. Wykonane misje byłyby warte {score} pkt.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class ScoringPhase(Phase):
    key = "scoring"
    rule = RULE

    def points(self, state: NiepodleglaState, card: TableCard) -> int:
        scoring = self.board.scoring
        if card.key in (MAIN_PARIS, MAIN_WARSAW):
            return int(scoring["main"].value)
        if self.board.is_challenge(card.key):
            return int(scoring["challenge"].value)
        return int(scoring["small_4" if state.seats == 4 else "small_2_3"].value)

    def begin(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        units = all_units(board, state)
        required = [c for c in state.table if not board.is_challenge(c.key)]
        challenges = [c for c in state.table if board.is_challenge(c.key)]
        base = [need(board, state, c) for c in required]
        if not match(base, units).complete:
            score = self.best(state, units)
            end_game(state, "defeat", "niepodlegla.result.borders", score=score)
            return [Event(msg("niepodlegla.scoring.failed")), Event(msg("niepodlegla.scoring.defeat", score=score))]
        events = [Event(msg("niepodlegla.scoring.defended"))]
        done = self.overcome(state, base, challenges, units)
        state.completed = [c.key for c in required + done]
        score = sum(self.points(state, c) for c in required + done)
        for card in challenges:
            label = card_label(board, state, card.key)
            if card in done:
                events.append(Event(msg("niepodlegla.scoring.challenge_done", card=label)))
                continue
            face = state.rng.below(board.sides)
            pips = board.black_faces[face]
            state.morale = max(0, state.morale - pips)
            events.append(
                Event(
                    msg("niepodlegla.scoring.challenge_roll", card=label, pips=pips, left=state.morale),
                    kind="roll",
                    dice=(face + 1,),
                )
            )
        if len(done) < len(challenges) and state.morale <= 0:
            end_game(state, "defeat", "niepodlegla.result.challenges", score=score)
            return [
                *events,
                Event(msg("niepodlegla.scoring.challenge_lost")),
                Event(msg("niepodlegla.scoring.defeat", score=score)),
            ]
        end_game(state, "victory", "niepodlegla.result.advanced_victory", score=score)
        return [*events, Event(msg("niepodlegla.scoring.victory", score=score, rank=names.rank(board, score)))]

    def overcome(
        self, state: NiepodleglaState, base: Sequence[Need], challenges: Sequence[TableCard], units: Mapping[int, Units]
    ) -> list[TableCard]:
        """The challenges the players overcome: the largest set the dice (and tokens) can cover together
        with the main missions and F cards ("Each player may set aside on them dice with matching
        symbols"); among sets of that size, the first in table order. At most six challenges are drawn
        (Variant for Experienced Players), so every subset is tried, largest first."""
        needs = [need(self.board, state, c) for c in challenges]
        for size in range(len(challenges), 0, -1):
            for chosen in combinations(range(len(challenges)), size):
                if match([*base, *(needs[i] for i in chosen)], units).complete:
                    return [challenges[i] for i in chosen]
        return []

    def best(self, state: NiepodleglaState, units: Mapping[int, Units]) -> int:
        """The most points a set of missions the dice can complete together is worth."""
        cards = sorted(state.table, key=lambda c: -self.points(state, c))
        needs = [need(self.board, state, c) for c in cards]
        values = [self.points(state, c) for c in cards]
        best = 0

        def walk(i: int, chosen: list[Need], score: int) -> None:
            nonlocal best
            best = max(best, score)
            if i == len(cards) or score + sum(values[i:]) <= best:
                return
            trial = [*chosen, needs[i]]
            if match(trial, units).complete:
                walk(i + 1, trial, score + values[i])
            walk(i + 1, chosen, score)

        walk(0, [], 0)
        return best
