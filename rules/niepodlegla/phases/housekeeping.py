"""Basic version: Housekeeping.

"After introducing into the game the effects of missions that were completed successfully, collect
the cards of the unfulfilled missions and place them at the bottom of the mission deck. Each player
takes back their figure die and their pawns. All neutral dice ... are returned to one common pool
beside the board. All used morale markers ... are placed again on the morale track on the board."

Reading: a countdown card left unfulfilled does not go into the mission deck; it belongs to its
round's space on the board and leaves the game. Completed cards leave the game too.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla.common import card_label
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import NiepodleglaState

RULE = "Housekeeping"

EN = {
    "niepodlegla.housekeeping.bottom": "Unfulfilled missions go to the bottom of the deck: {cards}.",
    "niepodlegla.housekeeping.pools": (
        "{morale} morale {morale:marker returns|markers return} to the track; {neutral} neutral {neutral:die|dice} to "
        "the pool."
    ),
}
PL = {
    "niepodlegla.housekeeping.bottom": "Niewykonane misje trafiają na spód talii: {cards}.",
    "niepodlegla.housekeeping.pools": (
        "Na tor morale {morale:wraca|wracają|wraca} {morale} {morale:znacznik|znaczniki|znaczników}, "
        "do puli {neutral:wraca|wracają|wraca} {neutral} {neutral:kość neutralna|kości neutralne|kości neutralnych}."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class HousekeepingPhase(Phase):
    key = "housekeeping"
    rule = RULE

    def begin(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        countdown = {c.key for c in board.countdown}
        unfulfilled = [c.key for c in state.table if c.key not in state.completed and c.key not in countdown]
        state.removed += [c.key for c in state.table if c.key not in unfulfilled]
        state.deck += unfulfilled
        state.table = []
        state.completed = []
        state.dice = []
        state.morale = state.morale_cap
        state.neutral = state.neutral_cap
        state.overflow = False
        events = []
        if unfulfilled:
            events.append(
                Event(msg("niepodlegla.housekeeping.bottom", cards=[card_label(board, state, k) for k in unfulfilled]))
            )
        events.append(Event(msg("niepodlegla.housekeeping.pools", morale=state.morale, neutral=state.neutral)))
        return events
