"""What the AI knows of Sigismundus Augustus: its secrets, a quick way to play, and what a position is worth.

Hidden from a seat: the other players' hands of Policy cards (their sizes are public), the order of the
three Policy decks, of the Royal Demand deck and of the Figures deck (all "face down"), the other seats'
sealed answers in the Sejm (bribes, votes, royal bids, thumbs), and the dice still to be rolled.
Everything else is on the table, the discard piles included (every card leaves a hand in the open).

A world deals the cards the seat has not seen again: for each deck, the cards of that kind in the other
hands and in the deck are pooled, the deck takes as many as it holds, and the rest, of all kinds together,
go to the other hands in their sizes. The Royal Demand and Figures decks are reshuffled, the other seats'
pending answers dropped and the RNG replaced. Each pool is sorted before it is shuffled, so the sample
depends on the AI's seed and the seat's knowledge only.

A position is worth, for each house, its victory points, plus what will score: the gold-ribbon figures
(Last Round and Ending the Game), the crowned offices for the Scorings still to come (Scoring), the House
markers on countries (the next crowned Scoring), and smaller amounts for what buys points later —
ducats, Policy cards, units, Client tokens, places on the Support tracks.
"""

from __future__ import annotations

from rules.core.ai import Brain
from rules.core.decision import Amount, Decision, Options
from rules.core.forms import random_answer
from rules.core.game import Game
from rules.core.rng import Rng
from rules.sigismundus import powers
from rules.sigismundus.board import DECKS, TRACKS
from rules.sigismundus.game import SigismundusGame
from rules.sigismundus.state import SigismundusState, offices_of, position

DUCAT = 0.35
CARD = 1.0
UNIT_POWER = 0.4
MARKER = 1.2
SEAL = 2.0
TRACK = 0.5
"""Points per place on a Support track above the last (the votes it brings each Sejm, a Representative)."""
OFFICE_ROUNDS = 2
"""How many future Scorings an office held now is counted for (offices change hands)."""


class SigismundusBrain(Brain[SigismundusState]):
    def game_of(self, game: Game[SigismundusState]) -> SigismundusGame:
        assert isinstance(game, SigismundusGame)
        return game

    # --- the seat's knowledge --------------------------------------------------------------------

    def hide(self, game: Game[SigismundusState], world: SigismundusState, seat: int, rng: Rng) -> None:
        board = self.game_of(game).board
        others = [s for s in range(world.seats) if s != seat]
        sizes = {s: len(world.players[s].hand) for s in others}
        loose: list[str] = []
        for deck in DECKS:
            pool = list(world.decks.get(deck, []))
            for s in others:
                pool += [c for c in world.players[s].hand if board.deck_of(c) == deck]
            pool.sort()
            rng.shuffle(pool)
            keep = len(world.decks.get(deck, []))
            if deck in world.decks:
                world.decks[deck] = pool[:keep]
            loose += pool[keep:]
        loose.sort()
        rng.shuffle(loose)
        for s in others:
            world.players[s].hand = sorted(loose[: sizes[s]])
            loose = loose[sizes[s] :]
        for name in ("demand_deck", "figure_deck"):
            cards = sorted(getattr(world, name))
            rng.shuffle(cards)
            setattr(world, name, cards)

    # --- judging ------------------------------------------------------------------------------------

    def potential(self, game: Game[SigismundusState], state: SigismundusState) -> list[float]:
        if state.finished:
            return [float(p.vp) for p in state.players]
        board = self.game_of(game).board
        rounds_left = max(0, len(state.sejms) - state.round) + (
            1 if state.phase not in ("scoring", "maintaining_the_army") else 0
        )
        office_rounds = min(OFFICE_ROUNDS, rounds_left)
        out = []
        for seat, player in enumerate(state.players):
            points = float(player.vp) + powers.ribbons(board, state, seat)
            points += office_rounds * sum(powers.prestige(board, state, n) for n in offices_of(state, seat))
            points += sum(0.5 * powers.income(board, state, n) for n in offices_of(state, seat))
            points += MARKER * sum(c.markers[seat] for c in state.countries.values())
            points += SEAL * sum(1 for c in state.countries.values() if c.seal == seat)
            points += DUCAT * player.ducats + CARD * len(player.hand)
            points += UNIT_POWER * (player.units.power(board) + player.host.power(board))
            points += 0.5 * len(player.figures)
            if state.tracks:
                length = len(state.tracks[TRACKS[0]])
                for track in TRACKS:
                    at = position(state, track, seat)
                    if at:
                        points += TRACK * (length - at) / 2
            out.append(points)
        return out

    def done(self, game: Game[SigismundusState], start: SigismundusState, state: SigismundusState) -> bool:
        """A rollout runs to the end of the round."""
        return state.round > max(start.round, 1)

    # --- what to try and playing fast ---------------------------------------------------------------

    def prior(
        self, game: Game[SigismundusState], world: SigismundusState, decision: Decision, seat: int, text: str
    ) -> float:
        words = text.split()
        if decision.key == "act.thumbs":
            return 0.0
        if words and words[0] in ("pass", "keep") and len(words) == 1:
            return -0.5
        return 0.0

    def policy(
        self, game: Game[SigismundusState], world: SigismundusState, decision: Decision, seat: int, rng: Rng
    ) -> str:
        form = decision.forms[seat]
        if isinstance(form, Amount):
            span = form.high - form.low
            # Sealed bids: a modest share of what the seat could give, rarely all of it.
            return f"{form.verb} {form.low + (rng.below(span + 1) * rng.below(span + 1)) // max(1, span)}"
        if isinstance(form, Options):
            return form.choices[rng.below(len(form.choices))].text
        return random_answer(form, rng.below)


BRAIN = SigismundusBrain()
