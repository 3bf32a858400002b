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

from rules.core.decision import Amount, Choice, Decision, Event, Form, Options, Steps
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus import names
from rules.sigismundus.actions import Act
from rules.sigismundus.board import UNITS
from rules.sigismundus.combat import armies, army_words, unit_label
from rules.sigismundus.names import Label
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import EMPTY, Ask, SigismundusState, order_from, representative
from rules.sigismundus.steps import MENU, branches, multiset

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
    "sigismundus.label.send_units": "Choose the units one by one",
    "sigismundus.label.send_all": "Send the whole army: {units}",
    "sigismundus.label.send_some": "Send {units}",
    "sigismundus.label.send_none": "Send nothing",
    "sigismundus.does.send": "Bids {power} · the units stay grey until the next Royal Demand",
    "sigismundus.does.send_none": "Bids 0: you take the lowest place you can",
    "sigismundus.explain.royal.tax": (
        "The king asks for ducats: the highest bid takes the first space of the Royal Support track and the Royal "
        "Representative card, the next the second space, and so on. The ducats you bid are spent."
    ),
    "sigismundus.explain.royal.support": (
        "The king asks for votes: the highest bid takes the first space of the Royal Support track and the Royal "
        "Representative card, the next the second space, and so on. The votes you bid are spent."
    ),
    "sigismundus.explain.royal.host": (
        "The king calls the Noble Host: your bid is the power of the units you send. The highest bid takes the "
        "first space of the Royal Support track and the Royal Representative card, the next the second, and so "
        "on. The units sent stay grey until the next Royal Demand: they neither fight nor pay wounds, but still "
        "cost their upkeep."
    ),
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
    "sigismundus.label.send_units": "Wybierz jednostki po kolei",
    "sigismundus.label.send_all": "Wyślij całą armię: {units}",
    "sigismundus.label.send_some": "Wyślij królowi: {units}",
    "sigismundus.label.send_none": "Nie wysyłaj nic",
    "sigismundus.does.send": "Oferta {power} · jednostki leżą szarą stroną do góry do następnego Żądania królewskiego",
    "sigismundus.does.send_none": "Oferta 0: zajmujesz najniższe możliwe miejsce",
    "sigismundus.explain.royal.tax": (
        "Król żąda dukatów: najwyższa oferta zajmuje pierwsze pole toru Poparcia królewskiego i bierze kartę "
        "Przedstawiciela króla, następna drugie pole i tak dalej. Zaoferowane dukaty przepadają."
    ),
    "sigismundus.explain.royal.support": (
        "Król żąda głosów: najwyższa oferta zajmuje pierwsze pole toru Poparcia królewskiego i bierze kartę "
        "Przedstawiciela króla, następna drugie pole i tak dalej. Zaoferowane głosy przepadają."
    ),
    "sigismundus.explain.royal.host": (
        "Król zwołuje pospolite ruszenie: twoja oferta to siła wysłanych jednostek. Najwyższa oferta zajmuje "
        "pierwsze pole toru Poparcia królewskiego i bierze kartę Przedstawiciela króla, następna drugie pole i tak "
        "dalej. Wysłane jednostki leżą szarą stroną do góry do następnego Żądania królewskiego: nie walczą i nie "
        "płacą za rany, ale nadal kosztują utrzymanie."
    ),
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
        """A bid from what every view shows (the purse, the votes, the active army): the forms are public. Units
        are offered as whole bids ("Send the whole army", "Send nothing"), or unit by unit when there are more
        bids than a menu holds."""
        player = state.players[seat]
        if state.demand == "tax":
            return Amount("tax", 0, player.ducats, "ducats")
        if state.demand == "support":
            return Amount("support", 0, player.votes, "votes")
        bids = armies(player.units)
        if len(bids) <= MENU:
            return Options(tuple(self.send_choice(state, seat, units) for units in bids))
        items: list[tuple[str, Label, int]] = [
            (u, unit_label(self.board, u), player.units.get(u)) for u in UNITS if player.units.get(u)
        ]
        node = branches([("host", msg("sigismundus.label.send_units"), multiset(items))])
        presets = (self.send_choice(state, seat, bids[0]), self.send_choice(state, seat, []))
        return Steps(after=node, hint=HINT, presets=presets)

    def send_choice(self, state: SigismundusState, seat: int, units: list[str]) -> Choice:
        """One whole bid of units, in words, with its power."""
        if not units:
            return names.choice("host", msg("sigismundus.label.send_none"), msg("sigismundus.does.send_none"))
        whole = len(units) == state.players[seat].units.count()
        label = msg("sigismundus.label.send_all" if whole else "sigismundus.label.send_some", units=army_words(units))
        power = sum(self.board.unit_power(u) for u in units)
        return names.choice(" ".join(["host", *units]), label, msg("sigismundus.does.send", power=power))

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
        explain = msg(f"sigismundus.explain.royal.{state.demand}")
        return (self.sealed(state, "royal.bid", prompt, forms, defaults, explain, public_forms=True),)

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
