"""Phase 3: Draw — one Policy card each, from a deck of the player's choice.

"In the order of initiative each player draws one Policy card from one of the three decks." A seal that
draws more (a placeholder bonus) gives its holder his further draws right after his first. A player is asked
only while some deck (or its discard pile) has cards.
"""

from __future__ import annotations

from rules.core.decision import Choice, Decision, Event, Options
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus import details, names, powers
from rules.sigismundus.actions import Act
from rules.sigismundus.board import Board
from rules.sigismundus.cards import deck_size, draw, open_decks
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import SigismundusState, order_from

RULE = "Draw"

EN = {
    "sigismundus.draw.prompt": "{seat}: draw a Policy card from the deck of your choice.",
    "sigismundus.draw.empty": "Every Policy deck is empty; {seat} draws nothing.",
    "sigismundus.label.deck": "{deck} ({count} left)",
    "sigismundus.explain.draw.deck": (
        "Take one Policy card into your hand from the deck you choose; each deck holds its own kinds of card, "
        "listed under its name. Cards are played or discarded in later phases."
    ),
}

PL = {
    "sigismundus.draw.prompt": "{seat}: dobierz kartę polityki z wybranej talii.",
    "sigismundus.draw.empty": "Wszystkie talie kart polityki są puste; {seat} nic nie dobiera.",
    "sigismundus.label.deck": "{deck} (kart do dobrania: {count})",
    "sigismundus.explain.draw.deck": (
        "Weź na rękę jedną kartę polityki z wybranej talii; każda talia ma własne rodzaje kart, wymienione pod jej "
        "nazwą. Karty zagrywa się albo odrzuca w dalszych fazach."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def deck_choices(board: Board, state: SigismundusState) -> tuple[Choice, ...]:
    """The decks that have a card to draw, each with the kinds of card it holds."""
    return tuple(
        names.choice(
            f"draw {d}",
            msg("sigismundus.label.deck", deck=names.deck(d), count=deck_size(state, d)),
            details.deck(board, d),
        )
        for d in open_decks(state)
    )


class DrawPhase(Phase):
    key = "draw"
    number = 3
    rule = RULE
    queued = True

    def begin(self, state: SigismundusState) -> list[Event]:
        state.queue = [
            seat for seat in order_from(state) for _ in range(1 + powers.seal_bonus(self.board, state, seat, "draw"))
        ]
        return self.proceed(state)

    def proceed(self, state: SigismundusState) -> list[Event]:
        events: list[Event] = []
        while state.queue and not open_decks(state):
            events.append(Event(msg("sigismundus.draw.empty", seat=SeatRef(state.queue.pop(0)))))
        return events

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        choices = deck_choices(self.board, state)
        prompt = msg("sigismundus.draw.prompt", seat=SeatRef(seat))
        return (self.in_turn("draw.deck", seat, prompt, Options(choices), choices[0].text),)

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        state.queue.pop(0)
        return draw(self.board, state, seat, action.arg(0))
