"""Phase 7: Sejm — e) Royal Demand: secret bids of units, ducats or votes set the Royal Support track.

"At the beginning of this phase players turn their military units sent to Noble Host face up. Then they
settle their positions on the Royal Support track and therefore - a new Royal Representative. Players take
in their hands their armies, ducats or votes (depending on the Royal Demand) and vote on the Royal Support
in the same way as during the voting on offices. The highest bidder places his House marker on the first
space of the Royal Support track. The player with the second highest bid takes the second place and so on.
The current Royal Representative settles ties. The Royal Representative card is passed on to the other
player after all the players take their new places on the Royal Support track. Players discard all the
resources used during this voting with the exception of the army – they turn their unit markers face down."

Canonical bids: ``tax <ducats>`` (Tax), ``support <votes>`` (Support in Sejm), ``host [units]`` (Noble Host,
e.g. ``host hussars infantry``). Readings: an army bids its power (the number printed on each marker); every
player takes a place, a player with nothing to bid bidding nothing without being asked; the current Royal
Representative orders each group of tied players, choosing who goes first among those left.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.decision import Amount, Decision, Event, Form
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus.actions import Act
from rules.sigismundus.board import UNITS
from rules.sigismundus.combat import unit_label
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import EMPTY, Ask, SigismundusState, order_from, representative
from rules.sigismundus.steps import branches, form, multiset

RULE = "Sejm: e) Royal Demand"
HINT = "`host [units]`"

EN = {
    "sigismundus.royal.host_back": "Units return from the Noble Host: {units}.",
    "sigismundus.royal.host_entry": "{seat} {count}",
    "sigismundus.royal.prompt.tax": "Royal Demand — Tax: secretly take in your hand the ducats you give the king.",
    "sigismundus.royal.prompt.support": "Royal Demand — Support in Sejm: secretly take the votes you give the king.",
    "sigismundus.royal.prompt.host": "Royal Demand — Noble Host: secretly choose the units you send to the king.",
    "sigismundus.royal.none": "There is no Royal Demand card this round; the Royal Support track stays as it is.",
    "sigismundus.royal.bids": "Bids for the king's favour: {bids}.",
    "sigismundus.royal.entry": "{seat} {amount}",
    "sigismundus.royal.track": "The Royal Support track now reads: {seats}.",
    "sigismundus.royal.new": "{seat} is the Royal Representative.",
    "sigismundus.tie.tie_royal": "{seats} tie with a bid of {count}: Royal Representative, who takes the higher place?",
    "sigismundus.label.send_units": "Send units",
}

PL = {
    "sigismundus.royal.host_back": "Jednostki wracają z pospolitego ruszenia: {units}.",
    "sigismundus.royal.host_entry": "{seat} {count}",
    "sigismundus.royal.prompt.tax": (
        "Żądanie królewskie — Podatek: weź w tajemnicy do ręki dukaty, które dajesz królowi."
    ),
    "sigismundus.royal.prompt.support": (
        "Żądanie królewskie — Poparcie w Sejmie: weź w tajemnicy do ręki głosy, które oddajesz królowi."
    ),
    "sigismundus.royal.prompt.host": (
        "Żądanie królewskie — Pospolite ruszenie: wybierz w tajemnicy jednostki, które wysyłasz królowi."
    ),
    "sigismundus.royal.none": (
        "W tej rundzie nie ma karty Żądania królewskiego; tor Poparcia królewskiego pozostaje bez zmian."
    ),
    "sigismundus.royal.bids": "Oferty o łaskę króla: {bids}.",
    "sigismundus.royal.entry": "{seat} {amount}",
    "sigismundus.royal.track": "Kolejność na torze Poparcia królewskiego: {seats}.",
    "sigismundus.royal.new": "{seat} zostaje Przedstawicielem króla.",
    "sigismundus.tie.tie_royal": "{seats}: remis, oferta {count}. Przedstawicielu króla, kto zajmuje wyższe miejsce?",
    "sigismundus.label.send_units": "Wyślij jednostki",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class RoyalDemandPhase(Phase):
    key = "royal_demand"
    number = 7
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        back = []
        for seat in order_from(state):
            player = state.players[seat]
            count = player.host.count()
            if count:
                for unit in UNITS:
                    player.units.add(unit, player.host.get(unit))
                    player.host.add(unit, -player.host.get(unit))
                back.append(msg("sigismundus.royal.host_entry", seat=SeatRef(seat), count=count))
        events = [Event(msg("sigismundus.royal.host_back", units=back))] if back else []
        state.sejm.stage = "bid" if state.demand else ""
        state.sejm.ranked = []
        state.sejm.groups = []
        if not state.demand:
            events.append(Event(msg("sigismundus.royal.none")))
        return events + self.proceed(state)

    def holding(self, state: SigismundusState, seat: int) -> int:
        player = state.players[seat]
        if state.demand == "tax":
            return player.ducats
        if state.demand == "support":
            return player.votes
        return player.units.count()

    def bid_form(self, state: SigismundusState, seat: int) -> Form:
        player = state.players[seat]
        if state.demand == "tax":
            return Amount("tax", 0, player.ducats, "ducats")
        if state.demand == "support":
            return Amount("support", 0, player.votes, "votes")
        items = [(u, unit_label(self.board, u), player.units.get(u)) for u in UNITS if player.units.get(u)]
        return form(branches([("host", msg("sigismundus.label.send_units"), multiset(items))]), HINT)

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if state.sejm.stage != "bid":
            return ()
        seats = [s for s in order_from(state) if self.holding(state, s) > 0]
        if not seats:
            return ()
        forms = {s: self.bid_form(state, s) for s in seats}
        verb = "host" if state.demand == "host" else state.demand
        defaults = {s: verb if verb == "host" else f"{verb} 0" for s in seats}
        prompt = msg(f"sigismundus.royal.prompt.{state.demand}")
        return (self.sealed(state, "royal.bid", prompt, forms, defaults),)

    def proceed(self, state: SigismundusState) -> list[Event]:
        sejm = state.sejm
        events: list[Event] = []
        if sejm.stage == "bid" and not self.open(state):
            events += self.rank(state, {})
        if sejm.stage != "rank" or state.asks:
            return events
        while sejm.groups:
            group = sejm.groups[0]
            if len(group) == 1:
                sejm.ranked.append(group.pop())
                sejm.groups.pop(0)
                continue
            state.asks.append(self.tie_ask(state, "tie_royal", group, sejm.bids[group[0]]))
            return events
        return events + self.settle(state)

    def reveal(self, state: SigismundusState, decision: Decision, answers: Mapping[int, Act]) -> list[Event]:
        return self.rank(state, answers)

    def rank(self, state: SigismundusState, answers: Mapping[int, Act]) -> list[Event]:
        """Pay the bids (units go grey) and group the players by bid, highest first."""
        sejm = state.sejm
        bids: dict[int, int] = {}
        for seat in order_from(state):
            player = state.players[seat]
            action = answers.get(seat)
            amount = 0
            if action is not None and state.demand == "host":
                for unit in action.args:
                    player.units.add(unit, -1)
                    player.host.add(unit)
                amount = sum(self.board.unit_power(u) for u in action.args)
            elif action is not None:
                amount = action.number()
                if state.demand == "tax":
                    player.ducats -= amount
                else:
                    player.votes -= amount
            bids[seat] = amount
        sejm.bids = bids
        levels = sorted(set(bids.values()), reverse=True)
        sejm.groups = [[s for s in bids if bids[s] == level] for level in levels]
        sejm.ranked = []
        sejm.stage = "rank"
        listed = [msg("sigismundus.royal.entry", seat=SeatRef(s), amount=a) for s, a in bids.items()]
        return [Event(msg("sigismundus.royal.bids", bids=listed), kind="reveal")]

    def tie_settled(self, state: SigismundusState, ask: Ask, chosen: int) -> list[Event]:
        group = state.sejm.groups[0]
        group.remove(chosen)
        state.sejm.ranked.append(chosen)
        if not group:
            state.sejm.groups.pop(0)
        return []

    def settle(self, state: SigismundusState) -> list[Event]:
        """The new Royal Support track, and with it the new Royal Representative."""
        sejm = state.sejm
        line = state.tracks["royal"]
        for i in range(len(line)):
            line[i] = sejm.ranked[i] if i < len(sejm.ranked) else EMPTY
        sejm.stage = ""
        sejm.bids = {}
        royal = representative(self.board, state, "royal")
        return [
            Event(msg("sigismundus.royal.track", seats=[SeatRef(s) for s in sejm.ranked])),
            Event(msg("sigismundus.royal.new", seat=SeatRef(royal))),
        ]
