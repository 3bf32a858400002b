"""Policy cards: drawing, discarding, and the private news of a hand.

"Cards played or discarded in this phase should be put next to their decks. When the deck runs out, these
cards form a new deck." (Special Actions) — read for every phase: a deck that runs out is made anew from its
discard pile, shuffled. A hand is private: what a player draws or loses is told to him alone; the table
hears only that a card moved and from which deck.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus import names
from rules.sigismundus.board import DECKS, Board
from rules.sigismundus.state import SigismundusState

EN = {
    "sigismundus.cards.draws": "{seat} draws a card from the {deck} deck.",
    "sigismundus.cards.drew": "You draw {card}.",
    "sigismundus.cards.reshuffled": (
        "The {deck} deck ran out; its {count} discarded {count:card|cards} form a new deck."
    ),
    "sigismundus.cards.discards": "{seat} discards {cards}.",
    "sigismundus.deck.internal": "Internal Policy",
    "sigismundus.deck.foreign": "Foreign Policy",
    "sigismundus.deck.military": "Military Policy",
}

PL = {
    "sigismundus.cards.draws": "{seat} dobiera kartę z talii {deck:gen}.",
    "sigismundus.cards.drew": "Dobierasz kartę: {card}.",
    "sigismundus.cards.reshuffled": (
        "Talia {deck:gen} się wyczerpała; {count} {count:odrzucona karta tworzy|odrzucone karty tworzą|"
        "odrzuconych kart tworzy} nową talię."
    ),
    "sigismundus.cards.discards": "{seat} odrzuca: {cards}.",
    "sigismundus.deck.internal": "Polityka wewnętrzna",
    "sigismundus.deck.foreign": "Polityka zagraniczna",
    "sigismundus.deck.military": "Polityka wojskowa",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def deck_size(state: SigismundusState, deck: str) -> int:
    """Cards that can still be drawn from a deck: the deck and its discard pile."""
    return len(state.decks[deck]) + len(state.discards[deck])


def open_decks(state: SigismundusState) -> list[str]:
    return [d for d in DECKS if deck_size(state, d) > 0]


def draw(board: Board, state: SigismundusState, seat: int, deck: str) -> list[Event]:
    """The seat draws the top card of ``deck`` into his hand (the deck made anew if it ran out)."""
    events: list[Event] = []
    pile = state.decks[deck]
    if not pile:
        pile.extend(state.discards[deck])
        state.discards[deck] = []
        state.rng.shuffle(pile)
        events.append(Event(msg("sigismundus.cards.reshuffled", deck=names.deck(deck), count=len(pile))))
    if not pile:
        return events
    card = pile.pop(0)
    hand = state.players[seat].hand
    hand.append(card)
    hand.sort()
    events.append(Event(msg("sigismundus.cards.draws", seat=SeatRef(seat), deck=names.deck(deck))))
    events.append(Event(msg("sigismundus.cards.drew", card=names.card(board, card)), to=(seat,), kind="private"))
    return events


def discard(board: Board, state: SigismundusState, seat: int, card: str) -> None:
    """A card leaves the seat's hand for its deck's discard pile."""
    state.players[seat].hand.remove(card)
    state.discards[board.deck_of(card)].append(card)


def discard_all(board: Board, state: SigismundusState, seat: int, cards: list[str] | tuple[str, ...]) -> list[Event]:
    """Discard several cards, telling the table which (discarded cards lie face up by their decks)."""
    if not cards:
        return []
    for card in cards:
        discard(board, state, seat, card)
    return [Event(msg("sigismundus.cards.discards", seat=SeatRef(seat), cards=[names.card(board, c) for c in cards]))]
