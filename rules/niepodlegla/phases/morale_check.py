"""Advanced version: Phase 4: Morale Check.

"If 6 or more morale markers remain, the players cover with the shield token the negative effects
of the next round on the time track. If 4 or 5 markers remain, nothing happens. If 2 or 3 markers
remain, the players must reveal 1 card from the threat deck and immediately introduce its effects
into play ... If 0 or 1 marker remains, the players must reveal 2 cards from the current threat
deck. If during the roll of the threat die the players lose all the remaining morale markers, and
according to the die they should have discarded more markers than were in the pool, the players
must reveal as many as 4 threat cards."

Threat cards are revealed from the top of the threat deck (1914–1916 on 1917–1918, reordered by the
February Revolution): "In rounds 1–5 the players reveal cards from the "1914–1916" deck, and in rounds
6–9 from the "1917–1918" deck", so before the revolution an exhausted 1914–1916 deck reveals nothing;
"The exhaustion of a deck (of missions or threats) has no effect on the game."
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import NiepodleglaState, Task

RULE = "Phase 4: Morale Check"
SHIELD_AT = 6

EN = {
    "niepodlegla.morale_check.shield": (
        "{morale} morale {morale:marker remains|markers remain}: the shield covers the time field {field}."
    ),
    "niepodlegla.morale_check.safe": "{morale} morale {morale:marker remains|markers remain}: nothing happens.",
    "niepodlegla.morale_check.threats": (
        "{morale} morale {morale:marker remains|markers remain}{over}: {n} threat {n:card is|cards are} revealed."
    ),
    "niepodlegla.morale_check.over": " and a marker lies on the X",
    "niepodlegla.morale_check.none": "",
    "niepodlegla.morale_check.threat": "Threat card {card}: {effects}.",
    "niepodlegla.morale_check.no_threats": "The threat deck is empty; nothing happens.",
    "niepodlegla.morale_check.no_period_threats": "The {deck} threat deck is empty; nothing happens.",
}
PL = {
    "niepodlegla.morale_check.shield": (
        "{morale:Został|Zostały|Zostało} {morale} {morale:znacznik|znaczniki|znaczników} morale: tarcza "
        "zakrywa pole {field} toru czasu."
    ),
    "niepodlegla.morale_check.safe": (
        "{morale:Został|Zostały|Zostało} {morale} {morale:znacznik|znaczniki|znaczników} morale: nic się nie dzieje."
    ),
    "niepodlegla.morale_check.threats": (
        "{morale:Został|Zostały|Zostało} {morale} {morale:znacznik|znaczniki|znaczników} morale{over}: "
        "{n:zostaje odkryta|zostają odkryte|zostaje odkrytych} {n} {n:karta|karty|kart} zagrożeń."
    ),
    "niepodlegla.morale_check.over": ", a jeden znacznik leży na polu X",
    "niepodlegla.morale_check.none": "",
    "niepodlegla.morale_check.threat": "Karta zagrożenia {card}: {effects}.",
    "niepodlegla.morale_check.no_threats": "Talia zagrożeń jest pusta; nic się nie dzieje.",
    "niepodlegla.morale_check.no_period_threats": "Talia zagrożeń {deck} jest pusta; nic się nie dzieje.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def threats_for(morale: int, overflow: bool) -> int:
    """Threat cards to reveal (Phase 4: Morale Check); 0 also when the shield is gained."""
    if overflow:
        return 4
    if morale >= 4:
        return 0
    if morale >= 2:
        return 1
    return 2


class MoraleCheckPhase(Phase):
    key = "morale_check"
    rule = RULE

    def begin(self, state: NiepodleglaState) -> list[Event]:
        n = threats_for(state.morale, state.overflow)
        if not state.overflow and state.morale >= SHIELD_AT:
            state.shield = state.round + 1
            return [Event(msg("niepodlegla.morale_check.shield", morale=state.morale, field=state.shield))]
        if not n:
            return [Event(msg("niepodlegla.morale_check.safe", morale=state.morale))]
        over = msg("niepodlegla.morale_check.over" if state.overflow else "niepodlegla.morale_check.none")
        state.then(*(Task(kind="threat") for _ in range(n)))
        return [Event(msg("niepodlegla.morale_check.threats", morale=state.morale, over=over, n=n))]
