"""The end of the opening: this release plays Setup and Phases One to Three of the first turn.

The platform issue delivers the opening; after Granting the Mace the game says plainly that the
rest of the turn arrives with the full game, and ends so no player is left waiting for a prompt
that cannot come.
"""

from __future__ import annotations

from rules.boze.phases import Phase
from rules.boze.state import BozeState
from rules.core.decision import Event
from rules.core.messages import msg


class OpeningCompletePhase(Phase):
    key = "opening_complete"
    rule = "Course of Play"

    def begin(self, state: BozeState) -> list[Event]:
        state.finished = True
        return [Event(msg("boze.opening.complete"), kind="result")]
