"""Phase Three: Granting the Mace — the highest Royal Court token, or secret money bids on a tie.

"The player whose token has the highest value ... receives the title of Hetman and the mace ... If
there is a tie ... Each tied player takes a chosen amount of gold into a closed hand ... a player
may also leave his hand empty. Then the players simultaneously open their hands ... All the money,
both from the winning player and from those who lost the bidding, goes to the treasury. If there
is a tie in the amounts offered, the tied players repeat the whole bidding procedure ... If none of
the tied players is able to bid any amount, the mace and the office of Hetman remain with the
player who held them previously."

Readings (README, rules notes): a tied player with no gold can only leave his hand empty, so he is
not asked and bids 0; "the tied players repeat" means those tied at the highest bid; and a round in
which every hand is empty ends the contest the way the rule's last sentence does — the mace stays
with its holder — since repeating empty hands could never produce a winner.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.boze.actions import Bid
from rules.boze.phases import Phase
from rules.boze.state import BozeState, turn_order
from rules.core.decision import Amount, Decision, Event
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg

RULE = "Phase Three: Granting the Mace"

EN = {
    "boze.mace.explain": (
        "You tied for the highest Royal Court token. Take gold into a closed hand: the highest bid wins the "
        "mace (Hetman: first in every phase, a free Royal Army attack in the Relief). Every bid goes to the "
        "treasury, won or lost; a tie at the top bids again."
    ),
    "boze.mace.error.negative": "a bid cannot be negative; bid 0 to leave your hand empty",
    "boze.mace.error.too_much": "you cannot bid {amount} zł: you have {gold} zł",
}
PL = {
    "boze.mace.explain": (
        "Remisujesz o najwyższy żeton na Dworze Królewskim. Weź złoto do zamkniętej dłoni: najwyższa oferta "
        "zdobywa buławę (Hetman: pierwszy w każdej fazie, darmowy atak Armią Królewską w odsieczy). Każda oferta "
        "trafia do skarbca, wygrana czy nie; remis na szczycie oznacza kolejną licytację."
    ),
    "boze.mace.error.negative": "oferta nie może być ujemna; zaoferuj 0, by zostawić pustą dłoń",
    "boze.mace.error.too_much": "nie możesz zaoferować {amount} zł: masz {gold} zł",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class GrantingTheMacePhase(Phase):
    key = "granting_the_mace"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        order = turn_order(state)
        listed = [msg("boze.seat_value", seat=SeatRef(s), value=state.court[s]) for s in order]
        events = [Event(msg("boze.mace.court", tokens=listed, total=sum(state.court.values())))]
        top = max(state.court.values())
        tied = [s for s in order if state.court[s] == top]
        if len(tied) == 1:
            return events + self.grant(state, tied[0], msg("boze.mace.highest", seat=SeatRef(tied[0])))
        events.append(Event(msg("boze.mace.tie", seats=[SeatRef(s) for s in tied], value=top)))
        return events + self.open_bidding(state, tied)

    def open_bidding(self, state: BozeState, tied: list[int]) -> list[Event]:
        """Start a bidding round among ``tied``; if none of them has gold, the holder keeps the mace."""
        events: list[Event] = []
        broke = [s for s in tied if state.players[s].gold == 0]
        if len(broke) == len(tied):
            self.finish(state)
            return [Event(msg("boze.mace.nobody_can_bid", seat=SeatRef(state.mace)))]
        if broke:
            events.append(Event(msg("boze.mace.no_gold", seats=[SeatRef(s) for s in broke])))
        state.bidders = tied
        state.bid_round += 1
        return events

    def able(self, state: BozeState) -> tuple[int, ...]:
        return tuple(s for s in state.bidders if state.players[s].gold > 0)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.bidders:
            return ()
        seats = self.able(state)
        return (
            Decision(
                key="granting_the_mace.bid",
                seats=seats,
                prompt=msg("boze.prompt.bid", round=state.bid_round),
                forms={s: Amount("bid", 0, state.players[s].gold, "zł") for s in seats},
                defaults={s: str(Bid(0)) for s in seats},
                rule=RULE,
                secret=True,
                simultaneous=True,
                answered=frozenset(state.pending),
                explain=msg("boze.mace.explain"),
                topic=self.key,
                public_forms=True,
            ),
        )

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        self.expect(action, Bid, "bid <gold>")
        assert isinstance(action, Bid)
        gold = state.players[seat].gold
        if action.amount < 0:
            raise IllegalAction(msg("boze.mace.error.negative"), rule=RULE)
        if action.amount > gold:
            raise IllegalAction(msg("boze.mace.error.too_much", amount=action.amount, gold=gold), rule=RULE)

    def resolve(self, state: BozeState, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        bids = {}
        for seat in turn_order(state):
            if seat in state.bidders:
                action = answers.get(seat)
                bids[seat] = action.amount if isinstance(action, Bid) else 0
        for seat, amount in bids.items():
            state.players[seat].gold -= amount
        listed = [msg("boze.mace.bid_entry", seat=SeatRef(s), amount=a) for s, a in bids.items()]
        events = [Event(msg("boze.mace.bids", bids=listed, total=sum(bids.values())), kind="reveal")]
        top = max(bids.values())
        if top == 0:
            self.finish(state)
            return [*events, Event(msg("boze.mace.all_empty", seat=SeatRef(state.mace)))]
        leaders = [s for s, a in bids.items() if a == top]
        if len(leaders) == 1:
            won = msg("boze.mace.won", seat=SeatRef(leaders[0]), amount=top)
            return events + self.grant(state, leaders[0], won)
        events.append(Event(msg("boze.mace.bid_tie", seats=[SeatRef(s) for s in leaders], amount=top)))
        return events + self.open_bidding(state, leaders)

    def grant(self, state: BozeState, seat: int, how: Msg) -> list[Event]:
        state.mace = seat
        self.finish(state)
        return [Event(how)]

    def finish(self, state: BozeState) -> None:
        """Close the contest; whoever holds the mace now is Hetman for the turn."""
        state.bidders = []
        state.bid_round = 0
