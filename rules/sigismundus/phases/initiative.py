"""Phase 1: Initiative — the first player marker, the Sejm card and the Royal Demand, new Figures.

"a) At the beginning of a round the first player marker is passed one player to the left (except on the
first turn). b) The first player reads the rule on the new Sejm card and then reveals the Royal Demand card
from the top of the deck ... c) Players discard those Figure cards that weren't taken by any of them in the
previous round. Then they reveal 3 new cards from the top of the Figures deck."

Last Round and Ending the Game: "In the last round players gain victory points from all the Neighbouring
Countries. To make it easier, at the beginning of the 8th round turn all the Neighbouring Countries markers
to the side with the crown" — the 4th round of the short game.

What lasts "for this round" ends here, before the new round begins: Secret Pacts leave their countries for
the discard pile and Church Foundation's protection lapses.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import SigismundusState

RULE = "Initiative"

EN = {
    "sigismundus.initiative.marker": "The first player marker passes to {seat}.",
    "sigismundus.initiative.sejm": "Sejm {roman}, {place}: the Act of Law is “{act}” — {effect}",
    "sigismundus.initiative.demand": "The Royal Demand this round: {demand}.",
    "sigismundus.initiative.figures": "New figures: {figures}.",
    "sigismundus.initiative.no_figures": "The Figures deck is empty; no new figures.",
    "sigismundus.initiative.discarded": "Figures nobody took are discarded: {figures}.",
    "sigismundus.initiative.last": "The last round: every Neighbouring Country marker is turned to its crowned side.",
    "sigismundus.demand.tax": "Tax (bid ducats)",
    "sigismundus.demand.support": "Support in Sejm (bid votes)",
    "sigismundus.demand.host": "Noble Host (bid military units)",
    "sigismundus.effect.flip_ecclesiastical": "if passed, every Ecclesiastical office is reversed (1 prestige).",
    "sigismundus.effect.flip_palatinus": "if passed, every Palatinus office is reversed (its lower income).",
    "sigismundus.effect.incompatibility": (
        "if passed, no one may hold two offices of one kind: the extra one goes back, now and later."
    ),
    "sigismundus.effect.royal_vp": "if passed, the Royal Representative gains {amount} VP at every Scoring.",
    "sigismundus.effect.no_court": "if passed, the ecclesiastical court may no longer be used.",
    "sigismundus.effect.free_unit": "if passed, every player maintains {amount} more {amount:unit|units} for free.",
    "sigismundus.effect.raft_bonus": "if passed, the Raft of the Vistula River gives {amount} more ducats.",
    "sigismundus.effect.country_double": "if passed, {country} scores double.",
}
CATALOGUE.add("en", EN)


class InitiativePhase(Phase):
    key = "initiative"
    number = 1
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        board = self.board
        events: list[Event] = []
        for _ in state.pacts:
            state.discards[board.deck_of("pact")].append("pact")
        state.pacts = []
        for country in state.countries.values():
            country.pact = False
        for player in state.players:
            player.protected = False
        if state.round > 1:
            state.first = (state.first + 1) % state.seats
            events.append(Event(msg("sigismundus.initiative.marker", seat=SeatRef(state.first))))
        card = board.sejm_card(state.sejms[state.round - 1])
        events.append(
            Event(
                msg(
                    "sigismundus.initiative.sejm",
                    roman=card.roman,
                    place=card.place.value,
                    act=card.act.value,
                    effect=effect_text(
                        self, card.effect.value.kind, card.effect.value.amount, card.effect.value.country
                    ),
                )
            )
        )
        state.demand = state.demand_deck.pop(0) if state.demand_deck else ""
        if state.demand:
            events.append(Event(msg("sigismundus.initiative.demand", demand=msg(f"sigismundus.demand.{state.demand}"))))
        if state.figures_open:
            names = [self.figure_name(f) for f in state.figures_open]
            events.append(Event(msg("sigismundus.initiative.discarded", figures=names)))
        state.figures_open = []
        for _ in range(board.count("figures_revealed")):
            if state.figure_deck:
                state.figures_open.append(state.figure_deck.pop(0))
        if state.figures_open:
            names = [self.figure_name(f) for f in state.figures_open]
            events.append(Event(msg("sigismundus.initiative.figures", figures=names)))
        else:
            events.append(Event(msg("sigismundus.initiative.no_figures")))
        if state.round == len(state.sejms):
            for country in state.countries.values():
                country.crowned = True
            events.append(Event(msg("sigismundus.initiative.last")))
        return events


def effect_text(phase: Phase, kind: str, amount: int, country: str) -> Msg:
    name = phase.country_name(country) if country else ""
    return msg(f"sigismundus.effect.{kind}", amount=amount, country=name)
