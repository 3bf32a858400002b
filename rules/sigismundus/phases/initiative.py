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
from rules.sigismundus import names
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import SigismundusState

RULE = "Initiative"

EN = {
    "sigismundus.initiative.marker": "The first player marker passes to {seat}.",
    "sigismundus.initiative.sejm": "Sejm {roman}, {place}: the Act of Law is “{act}” — if passed, {effect}",
    "sigismundus.initiative.demand": "The Royal Demand this round: {demand}.",
    "sigismundus.initiative.figures": "New figures: {figures}.",
    "sigismundus.initiative.no_figures": "The Figures deck is empty; no new figures.",
    "sigismundus.initiative.discarded": "Figures nobody took are discarded: {figures}.",
    "sigismundus.initiative.last": "The last round: every Neighbouring Country marker is turned to its crowned side.",
    "sigismundus.demand.tax": "Tax (bid ducats)",
    "sigismundus.demand.support": "Support in Sejm (bid votes)",
    "sigismundus.demand.host": "Noble Host (bid military units)",
    "sigismundus.effect.flip_ecclesiastical": "every Ecclesiastical office is reversed (1 prestige).",
    "sigismundus.effect.flip_palatinus": "every Palatinus office is reversed (its lower income).",
    "sigismundus.effect.incompatibility": (
        "no one may hold two offices of one kind: the extra one goes back, now and later."
    ),
    "sigismundus.effect.royal_vp": "the Royal Representative gains {amount} VP at every Scoring.",
    "sigismundus.effect.no_court": "the ecclesiastical court may no longer be used.",
    "sigismundus.effect.free_unit": "every player maintains {amount} more {amount:unit|units} for free.",
    "sigismundus.effect.raft_bonus": "the Raft of the Vistula River gives {amount} more ducats.",
    "sigismundus.effect.country_double": "{country} scores double.",
}

PL = {
    "sigismundus.initiative.marker": "{seat} otrzymuje znacznik pierwszego gracza.",
    "sigismundus.initiative.sejm": (
        "Sejm {roman}, {place}: pod obrady trafia ustawa „{act}” — jeśli zostanie uchwalona, {effect}"
    ),
    "sigismundus.initiative.demand": "Żądanie królewskie w tej rundzie: {demand}.",
    "sigismundus.initiative.figures": "Nowe postacie: {figures}.",
    "sigismundus.initiative.no_figures": "Talia postaci jest pusta; nie ma nowych postaci.",
    "sigismundus.initiative.discarded": "Postacie, których nikt nie wziął, zostają odrzucone: {figures}.",
    "sigismundus.initiative.last": (
        "Ostatnia runda: znaczniki wszystkich krajów sąsiednich zostają odwrócone na stronę z koroną."
    ),
    "sigismundus.demand.tax": "Podatek (licytacja dukatami)",
    "sigismundus.demand.support": "Poparcie w Sejmie (licytacja głosami)",
    "sigismundus.demand.host": "Pospolite ruszenie (licytacja jednostkami wojska)",
    "sigismundus.effect.flip_ecclesiastical": "wszystkie urzędy kościelne zostają odwrócone (1 punkt prestiżu).",
    "sigismundus.effect.flip_palatinus": (
        "wszystkie urzędy wojewodów zostają odwrócone (na stronę z niższym dochodem)."
    ),
    "sigismundus.effect.incompatibility": (
        "nikt nie może piastować dwóch urzędów jednego rodzaju: nadmiarowy urząd wraca do puli, teraz i później."
    ),
    "sigismundus.effect.royal_vp": ("Przedstawiciel króla zdobywa {amount} PZ w każdej Punktacji."),
    "sigismundus.effect.no_court": "nie można już korzystać z sądu kościelnego.",
    "sigismundus.effect.free_unit": (
        "każdy gracz utrzymuje za darmo o {amount} {amount:jednostkę|jednostki|jednostek} więcej."
    ),
    "sigismundus.effect.raft_bonus": ("Flis wiślany daje o {amount} {amount:dukat|dukaty|dukatów} więcej."),
    "sigismundus.effect.country_double": ("punkty za wpływy {country:in} liczą się podwójnie."),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


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
                    act=names.act(board, card.round),
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
            shown = [self.figure_name(f) for f in state.figures_open]
            events.append(Event(msg("sigismundus.initiative.discarded", figures=shown)))
        state.figures_open = []
        for _ in range(board.count("figures_revealed")):
            if state.figure_deck:
                state.figures_open.append(state.figure_deck.pop(0))
        if state.figures_open:
            shown = [self.figure_name(f) for f in state.figures_open]
            events.append(Event(msg("sigismundus.initiative.figures", figures=shown)))
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
