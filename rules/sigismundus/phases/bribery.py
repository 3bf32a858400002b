"""Phase 7: Sejm — c) Bribery Phase: ducats offered in secret, then votes offered in secret, then exchanged.

"They decide in secret how much they want to pay and hide ducats in their hands ... Then players show the
number of ducats they offer ... Players decide in secret and hide in their hands any number of votes. Then
they open their hands and reveal the number of votes they want to sell to other players. The player who
bid the most votes chooses the player that offered the most ducats and exchanges votes for ducats. The
player has to give all the offered votes. The player who bid the second highest number of votes does the
same, then the third one and so on. Royal Representative settles all ties. If there are players who offered
ducats, but there's no one who would like to sell their votes, players take their ducats back. If there are
players who offered their votes, but there's no one to buy them, the votes are lost."

Readings: the sellers, from the most votes offered down, are each matched with the buyer who offered the
most ducats among those not yet matched, other than himself (a player may both buy and sell: "to get
additional votes and/or ducats"); each buyer buys from one seller. The Royal Representative settles a tie
between sellers (who exchanges first) and between buyers (who is taken). Only players with ducats are asked
for ducats, and only players with votes for votes; if nobody offered a ducat, no votes are offered (they
would only be lost). The offers are taken from the players when revealed ("place the ducats in front of
them").
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.decision import Amount, Decision, Event
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus.actions import Act
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import EMPTY, Ask, SigismundusState, order_from

RULE = "Sejm: c) Bribery Phase"

EN = {
    "sigismundus.bribery.skip": "Nobody can buy or sell votes; no bribery this Sejm.",
    "sigismundus.bribery.ducats_prompt": (
        "Bribery: secretly take in your hand the ducats you offer for other players' votes (0 for none)."
    ),
    "sigismundus.bribery.votes_prompt": (
        "Bribery: secretly take in your hand the votes you offer for sale (0 for none)."
    ),
    "sigismundus.bribery.ducats": "Ducats offered: {offers}.",
    "sigismundus.bribery.votes": "Votes offered for sale: {offers}.",
    "sigismundus.bribery.entry": "{seat} {amount}",
    "sigismundus.bribery.no_buyers": "Nobody offered ducats; no votes are sold.",
    "sigismundus.bribery.exchange": (
        "{seller} gives {votes} {votes:vote|votes} to {buyer} for {ducats} {ducats:ducat|ducats}."
    ),
    "sigismundus.bribery.refund": "{seat} takes back {ducats} {ducats:ducat|ducats}: nobody sold to them.",
    "sigismundus.bribery.lost": "{seat}'s {votes} unsold {votes:vote goes|votes go} back to the bank.",
    "sigismundus.tie.tie_seller": (
        "{seats} offered the same number of votes: Royal Representative, who exchanges first?"
    ),
    "sigismundus.tie.tie_buyer": (
        "{seats} offered the same ducats: Royal Representative, whom does the seller trade with?"
    ),
    "sigismundus.explain.bribery.ducats": (
        "Everyone offers ducats for votes in secret; then the offers are shown, and votes are offered the same "
        "way. The seller of the most votes trades all of them for the highest offer of ducats, the next seller "
        "with the next offer, and so on. If nobody sells you votes, your ducats come back to you."
    ),
    "sigismundus.explain.bribery.votes": (
        "The ducats offered are on the table. Offer votes for sale in secret: the seller of the most votes gets "
        "the highest offer of ducats for all of them, and so on down. Votes nobody buys are lost."
    ),
}

PL = {
    "sigismundus.bribery.skip": "Nikt nie może kupić ani sprzedać głosów; w tym Sejmie nie ma przekupstwa.",
    "sigismundus.bribery.ducats_prompt": (
        "Przekupstwo: weź w tajemnicy do ręki dukaty, które oferujesz za głosy innych graczy (0, jeśli nic)."
    ),
    "sigismundus.bribery.votes_prompt": (
        "Przekupstwo: weź w tajemnicy do ręki głosy, które wystawiasz na sprzedaż (0, jeśli żadnych)."
    ),
    "sigismundus.bribery.ducats": "Zaoferowane dukaty: {offers}.",
    "sigismundus.bribery.votes": "Głosy wystawione na sprzedaż: {offers}.",
    "sigismundus.bribery.entry": "{seat} {amount}",
    "sigismundus.bribery.no_buyers": "Nikt nie zaoferował dukatów; żadne głosy nie zostają sprzedane.",
    "sigismundus.bribery.exchange": (
        "{seller} sprzedaje {votes} {votes:głos|głosy|głosów} za {ducats} {ducats:dukat|dukaty|dukatów}; "
        "kupuje {buyer}."
    ),
    "sigismundus.bribery.refund": (
        "{seat} odzyskuje {ducats} {ducats:dukat|dukaty|dukatów}: nikt mu nie sprzedał głosów."
    ),
    "sigismundus.bribery.lost": "{seat}: niesprzedane głosy ({votes}) wracają do banku.",
    "sigismundus.tie.tie_seller": (
        "{seats} zaoferowali tyle samo głosów. Przedstawicielu króla, kto wymienia pierwszy?"
    ),
    "sigismundus.tie.tie_buyer": (
        "{seats} zaoferowali tyle samo dukatów. Przedstawicielu króla, z kim handluje sprzedający?"
    ),
    "sigismundus.explain.bribery.ducats": (
        "Wszyscy w tajemnicy oferują dukaty za głosy; potem oferty zostają odkryte, a głosy wystawia się na "
        "sprzedaż tak samo. Kto wystawił najwięcej głosów, oddaje je wszystkie za najwyższą ofertę dukatów, "
        "następny za następną i tak dalej. Dukaty, za które nikt nie sprzedał głosów, wracają do ciebie."
    ),
    "sigismundus.explain.bribery.votes": (
        "Oferty dukatów leżą na stole. Wystaw w tajemnicy głosy na sprzedaż: kto wystawił najwięcej, dostaje za "
        "wszystkie najwyższą ofertę dukatów, i tak dalej w dół. Głosy, których nikt nie kupi, przepadają."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class BriberyPhase(Phase):
    key = "bribery"
    number = 7
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        players = state.players
        if any(p.ducats > 0 for p in players) and any(p.votes > 0 for p in players):
            state.sejm.stage = "ducats"
            return []
        state.sejm.stage = ""
        return [Event(msg("sigismundus.bribery.skip"))]

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        """The sealed offers: each range runs from 0 to the ducats or votes the player has, which every view
        shows, so the forms follow from public facts (``public_forms``)."""
        stage = state.sejm.stage
        if stage == "ducats":
            seats = [s for s in order_from(state) if state.players[s].ducats > 0]
            forms = {s: Amount("offer", 0, state.players[s].ducats, "ducats") for s in seats}
            prompt = msg("sigismundus.bribery.ducats_prompt")
            defaults = {s: "offer 0" for s in seats}
            return (self.sealed(state, "bribery.ducats", prompt, forms, defaults, public_forms=True),)
        if stage == "votes":
            seats = [s for s in order_from(state) if state.players[s].votes > 0]
            forms = {s: Amount("sell", 0, state.players[s].votes, "votes") for s in seats}
            prompt = msg("sigismundus.bribery.votes_prompt")
            defaults = {s: "sell 0" for s in seats}
            return (self.sealed(state, "bribery.votes", prompt, forms, defaults, public_forms=True),)
        return ()

    def reveal(self, state: SigismundusState, decision: Decision, answers: Mapping[int, Act]) -> list[Event]:
        sejm = state.sejm
        order = order_from(state)
        if decision.key == "bribery.ducats":
            for seat in order:
                amount = answers[seat].number() if seat in answers else 0
                if amount:
                    sejm.ducats[seat] = amount
                    state.players[seat].ducats -= amount
            listed = [
                msg("sigismundus.bribery.entry", seat=SeatRef(s), amount=answers[s].number())
                for s in order
                if s in answers
            ]
            events = [Event(msg("sigismundus.bribery.ducats", offers=listed), kind="reveal")]
            if not sejm.ducats:
                sejm.stage = ""
                return [*events, Event(msg("sigismundus.bribery.no_buyers"))]
            if not any(p.votes > 0 for p in state.players):
                sejm.stage = "match"
                return events
            sejm.stage = "votes"
            return events
        for seat in order:
            amount = answers[seat].number() if seat in answers else 0
            if amount:
                sejm.offered[seat] = amount
                state.players[seat].votes -= amount
        listed = [
            msg("sigismundus.bribery.entry", seat=SeatRef(s), amount=answers[s].number()) for s in order if s in answers
        ]
        sejm.sellers = [s for s in order if sejm.offered.get(s, 0) > 0]
        sejm.buyers = [s for s in order if sejm.ducats.get(s, 0) > 0]
        sejm.stage = "match"
        return [Event(msg("sigismundus.bribery.votes", offers=listed), kind="reveal")]

    def proceed(self, state: SigismundusState) -> list[Event]:
        """Match sellers with buyers, from the most votes down; stop at a tie for the Royal Representative."""
        sejm = state.sejm
        if sejm.stage != "match" or state.asks:
            return []
        events: list[Event] = []
        while sejm.sellers and sejm.buyers:
            if sejm.seller == EMPTY:
                top = max(sejm.offered[s] for s in sejm.sellers)
                group = [s for s in sejm.sellers if sejm.offered[s] == top]
                if len(group) > 1:
                    state.asks.append(self.tie_ask(state, "tie_seller", group))
                    return events
                sejm.seller = group[0]
            seller = sejm.seller
            candidates = [b for b in sejm.buyers if b != seller]
            if not candidates:
                sejm.sellers.remove(seller)
                sejm.seller = EMPTY
                continue
            top = max(sejm.ducats[b] for b in candidates)
            group = [b for b in candidates if sejm.ducats[b] == top]
            if len(group) > 1:
                state.asks.append(self.tie_ask(state, "tie_buyer", group))
                return events
            events += self.exchange(state, seller, group[0])
        return events + self.close(state)

    def tie_settled(self, state: SigismundusState, ask: Ask, chosen: int) -> list[Event]:
        if ask.kind == "tie_seller":
            state.sejm.seller = chosen
            return []
        return self.exchange(state, state.sejm.seller, chosen)

    def exchange(self, state: SigismundusState, seller: int, buyer: int) -> list[Event]:
        sejm = state.sejm
        votes = sejm.offered.pop(seller)
        ducats = sejm.ducats.pop(buyer)
        state.players[buyer].votes += votes
        state.players[seller].ducats += ducats
        sejm.sellers.remove(seller)
        sejm.buyers.remove(buyer)
        sejm.seller = EMPTY
        text = msg(
            "sigismundus.bribery.exchange", seller=SeatRef(seller), buyer=SeatRef(buyer), votes=votes, ducats=ducats
        )
        return [Event(text)]

    def close(self, state: SigismundusState) -> list[Event]:
        """Unsold ducats go back to their buyers; unsold votes to the bank."""
        sejm = state.sejm
        events: list[Event] = []
        for seat, ducats in sorted(sejm.ducats.items()):
            state.players[seat].ducats += ducats
            events.append(Event(msg("sigismundus.bribery.refund", seat=SeatRef(seat), ducats=ducats)))
        for seat, votes in sorted(sejm.offered.items()):
            events.append(Event(msg("sigismundus.bribery.lost", seat=SeatRef(seat), votes=votes)))
        sejm.ducats = {}
        sejm.offered = {}
        sejm.sellers = []
        sejm.buyers = []
        sejm.seller = EMPTY
        sejm.stage = ""
        return events
