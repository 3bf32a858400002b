"""Advanced version: Phase 5: Positive Effects.

"After the morale check, the positive effects of those missions which the players succeeded in
completing are introduced into play ... After a mission is completed successfully, its card is set
aside in the box. Mission cards which were not completed stay on the table. After completing the
mission actions, each player takes back their pawns, and also the dice and activist tokens which
belong to them. Used activist tokens remain covered ... Neutral dice and morale markers form, at the
beginning of the next round, a new pool, common to all players."

A card with two positive effects asks the players to choose one (a joint decision); figure dice and
tokens go to the player who completed the mission. Missions are carried out in table order.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.niepodlegla.common import card_label
from rules.niepodlegla.effects import effect_msg
from rules.niepodlegla.engine_api import Handler
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import Joint, NiepodleglaState, Task

RULE = "Phase 5: Positive Effects"

EN = {
    "niepodlegla.positive.none": "No mission was completed this round.",
    "niepodlegla.positive.card": "{seat} completed {card}: {effects}.",
    "niepodlegla.positive.choice": "{seat} completed {card}: the players choose one of its effects.",
    "niepodlegla.positive.done": "Completed cards go to the box; the pawns, dice and tokens return to their owners.",
}
PL = {
    "niepodlegla.positive.none": "W tej rundzie nie wykonano żadnej misji.",
    "niepodlegla.positive.card": "{seat} wykonuje misję {card}: {effects}.",
    "niepodlegla.positive.choice": "{seat} wykonuje misję {card}: gracze wybierają jeden z jej efektów.",
    "niepodlegla.positive.done": "Wykonane karty trafiają do pudełka; pionki, kości i żetony wracają do właścicieli.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class PositivePhase(Phase):
    key = "positive"
    rule = RULE

    def handlers(self) -> dict[str, Handler]:
        return {"positive.card": self.card, "positive.done": self.done}

    def begin(self, state: NiepodleglaState) -> list[Event]:
        done = [c for c in state.table if c.key in state.completed]
        if not done:
            state.then(Task(kind="positive.done"))
            return [Event(msg("niepodlegla.positive.none"))]
        state.then(*(Task(kind="positive.card", card=c.key, seat=c.seat) for c in done), Task(kind="positive.done"))
        return []

    def card(self, state: NiepodleglaState, task: Task) -> list[Event]:
        spec = self.board.advanced_card(task.card)
        label = card_label(self.board, state, spec.key)
        if len(spec.positive) > 1:
            events = [Event(msg("niepodlegla.positive.choice", seat=SeatRef(task.seat), card=label))]
            return events + self.engine.open(state, Joint(kind="effect", card=spec.key, seat=task.seat))
        effects = [effect_msg(self.board, e) for e in spec.positive[0]]
        state.push(*self.engine.effects.tasks_for(spec.positive[0], card=spec.key, seat=task.seat))
        return [Event(msg("niepodlegla.positive.card", seat=SeatRef(task.seat), card=label, effects=effects))]

    def done(self, state: NiepodleglaState, task: Task) -> list[Event]:
        for card in list(state.table):
            if card.key in state.completed:
                state.table.remove(card)
                state.removed.append(card.key)
            card.seat = -1
        state.completed = []
        state.dice = []
        for token in state.tokens:
            token.holder = token.owner
        return [Event(msg("niepodlegla.positive.done"))]
