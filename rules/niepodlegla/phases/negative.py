"""Advanced version: Phase 3: Negative Effects (and the release from Magdeburg).

"When the players agree that they no longer want to perform more rolls, or when the morale pool is
exhausted, they must: release all imprisoned components, and introduce into the game the negative
effects of the missions that nobody took on (that is, the missions on which no pawns were placed).
Note: A reminder: the negative effects of cards marked with the exclamation mark (⚠) in the upper
right corner also enter the game when someone took on the mission but did not succeed in completing
it!"

Blocking Components: "Components leave prison in phase 3 of the round."

The missions' effects are carried out in table order (see :mod:`rules.niepodlegla.effects`).
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.niepodlegla import names
from rules.niepodlegla.common import card_label
from rules.niepodlegla.effects import effect_msg
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import NiepodleglaState, Prison

RULE = "Phase 3: Negative Effects"

EN = {
    "niepodlegla.negative.released": "Released from Magdeburg: {what}.",
    "niepodlegla.negative.morale": "{n} morale {n:marker|markers}",
    "niepodlegla.negative.neutral": "{n} neutral {n:die|dice}",
    "niepodlegla.negative.pawn": "a pawn of {seat}",
    "niepodlegla.negative.figure": "{figure}'s die",
    "niepodlegla.negative.untaken": "Nobody took {card}: {effects}.",
    "niepodlegla.negative.failed": "{card} (⚠) was not completed: {effects}.",
    "niepodlegla.negative.none": "No negative effects this round.",
}
PL = {
    "niepodlegla.negative.released": "Z Magdeburga wracają: {what}.",
    "niepodlegla.negative.morale": "{n} {n:znacznik|znaczniki|znaczników} morale",
    "niepodlegla.negative.neutral": "{n} {n:kość neutralna|kości neutralne|kości neutralnych}",
    "niepodlegla.negative.pawn": "pionek: {seat}",
    "niepodlegla.negative.figure": "kość {figure:gen}",
    "niepodlegla.negative.untaken": "Nikt nie podjął misji {card}: {effects}.",
    "niepodlegla.negative.failed": "Nie wykonano misji {card} (⚠): {effects}.",
    "niepodlegla.negative.none": "W tej rundzie nie ma efektów negatywnych.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class NegativePhase(Phase):
    key = "negative"
    rule = RULE

    def begin(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        events = self.release(state)
        any_effect = False
        for card in list(state.table):
            spec = board.advanced_card(card.key)
            if card.seat < 0:
                key = "niepodlegla.negative.untaken"
            elif spec.warning and card.key not in state.completed:
                key = "niepodlegla.negative.failed"
            else:
                continue
            if not spec.negative:
                continue
            any_effect = True
            effects = [effect_msg(board, e) for e in spec.negative]
            events.append(Event(msg(key, card=card_label(board, state, card.key), effects=effects)))
            state.then(*self.engine.effects.tasks_for(spec.negative, card=card.key))
        if not any_effect:
            events.append(Event(msg("niepodlegla.negative.none")))
        return events

    def release(self, state: NiepodleglaState) -> list[Event]:
        prison = state.prison
        if prison.empty():
            return []
        what = []
        if prison.morale:
            what.append(msg("niepodlegla.negative.morale", n=prison.morale))
        if prison.neutral:
            what.append(msg("niepodlegla.negative.neutral", n=prison.neutral))
        what += [msg("niepodlegla.negative.pawn", seat=SeatRef(s)) for s in prison.pawns]
        what += [msg("niepodlegla.negative.figure", figure=names.figure(self.board, f)) for f in prison.figures]
        state.prison = Prison()
        return [Event(msg("niepodlegla.negative.released", what=what))]
