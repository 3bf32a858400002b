"""Phase Two: Noble Clientele — a secret, simultaneous placement of influence tokens.

"Each player places one of his own influence tokens in each province ... Each player also places
one influence token in the Royal Court field ... All tokens must be placed on the map with their
numeric value face down ... Players lay down their influence tokens simultaneously." Then "turn
them value-side up. The number on the token indicates how many player dice that player places in
the province." Tokens leave the player's hand when placed, which gives the rulebook's cycle: all
twelve in turn 1, the other six in turn 2, all twelve again in turn 3 (they return at the end of
turn 2), the six left in turn 4.

"If a player no longer has enough dice to place on the board, he decides for himself in which
provinces to place his remaining free dice. If several players are in a similar situation, the
order of moves decides the order in which they place their dice." We read "in which provinces" as
among the provinces his tokens named, at most each token's value there (README, rules notes).
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.boze.actions import COURT, PlaceDice, PlaceTokens
from rules.boze.phases import Phase
from rules.boze.state import BozeState, free_dice, turn_order
from rules.core.decision import Assign, Decision, Event, Slot, Split, form_text
from rules.core.forms import check_assign, check_split
from rules.core.game import Action
from rules.core.messages import SeatRef, msg

RULE = "Phase Two: Noble Clientele"


class NobleClientelePhase(Phase):
    key = "noble_clientele"
    rule = RULE

    def slots(self) -> tuple[Slot, ...]:
        return (*self.province_slots(), Slot(COURT, "Royal Court", self.province_ref(COURT)))

    def province_slots(self) -> tuple[Slot, ...]:
        return tuple(Slot(p.key, p.name, self.province_ref(p.key)) for p in self.board.provinces)

    def begin(self, state: BozeState) -> list[Event]:
        state.placed = {}
        state.court = {}
        state.shortfall = []
        return []

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.placed:
            return (self.tokens_decision(state),)
        if state.shortfall:
            return (self.dice_decision(state, state.shortfall[0]),)
        return ()

    def tokens_form(self, state: BozeState, seat: int) -> Assign:
        return Assign("tokens", self.slots(), tuple(sorted(state.players[seat].tokens)))

    def tokens_decision(self, state: BozeState) -> Decision:
        seats = tuple(turn_order(state))
        forms = {seat: self.tokens_form(state, seat) for seat in seats}
        defaults = {}
        for seat, form in forms.items():
            lowest = sorted(form.pool)[: len(form.slots)]
            defaults[seat] = form_text(form, {slot.key: v for slot, v in zip(form.slots, lowest, strict=True)})
        return Decision(
            key="noble_clientele.tokens",
            seats=seats,
            prompt=msg("boze.prompt.tokens"),
            forms=forms,
            defaults=defaults,
            rule=RULE,
            secret=True,
            simultaneous=True,
            answered=frozenset(state.pending),
        )

    def dice_form(self, state: BozeState, seat: int) -> Split:
        caps = tuple(state.placed[seat][p.key] for p in self.board.provinces)
        return Split("dice", self.province_slots(), caps, free_dice(self.board, state, seat))

    def dice_decision(self, state: BozeState, seat: int) -> Decision:
        form = self.dice_form(state, seat)
        left = form.total
        default: dict[str, int] = {}
        for slot, cap in zip(form.slots, form.caps, strict=True):
            default[slot.key] = min(cap, left)
            left -= default[slot.key]
        wanted = sum(form.caps)
        return Decision(
            key="noble_clientele.dice",
            seats=(seat,),
            prompt=msg("boze.prompt.dice", free=form.total, wanted=wanted),
            forms={seat: form},
            defaults={seat: form_text(form, default)},
            rule=RULE,
        )

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        if decision.key == "noble_clientele.tokens":
            self.expect(action, PlaceTokens, "tokens prussia=… lithuania=… ukraine=… little=… great=… court=…")
            assert isinstance(action, PlaceTokens)
            check_assign(self.tokens_form(state, seat), action.as_dict(), RULE)
        else:
            self.expect(action, PlaceDice, "dice prussia=… lithuania=… ukraine=… little=… great=…")
            assert isinstance(action, PlaceDice)
            check_split(self.dice_form(state, seat), action.as_dict(), RULE)

    def resolve(self, state: BozeState, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        events: list[Event] = []
        order = turn_order(state)
        for seat in order:
            action = answers[seat]
            assert isinstance(action, PlaceTokens)
            values = action.as_dict()
            hand = state.players[seat].tokens
            for value in values.values():
                hand.remove(value)
            state.court[seat] = values[COURT]
            state.placed[seat] = {key: values[key] for key in self.board.province_keys}
            shown = [msg("boze.tokens.placement", province=self.province_ref(k), value=v) for k, v in values.items()]
            events.append(Event(msg("boze.tokens.revealed", seat=SeatRef(seat), placements=shown), kind="reveal"))
        for seat in order:
            events += self.place_dice(state, seat)
        return events

    def place_dice(self, state: BozeState, seat: int) -> list[Event]:
        tokens = state.placed[seat]
        wanted = sum(tokens.values())
        free = free_dice(self.board, state, seat)
        if wanted == 0:
            return [Event(msg("boze.dice.none", seat=SeatRef(seat)))]
        if free >= wanted:
            return [self.put(state, seat, tokens)]
        if free == 0:
            return [Event(msg("boze.dice.empty_pool", seat=SeatRef(seat)))]
        state.shortfall.append(seat)
        return [Event(msg("boze.dice.short", seat=SeatRef(seat), free=free, wanted=wanted))]

    def put(self, state: BozeState, seat: int, counts: Mapping[str, int]) -> Event:
        for key, n in counts.items():
            state.provinces[key].dice[seat] += n
        shown = [msg("boze.tokens.placement", province=self.province_ref(k), value=n) for k, n in counts.items() if n]
        return Event(msg("boze.dice.placed", seat=SeatRef(seat), count=sum(counts.values()), placements=shown))

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        assert isinstance(action, PlaceDice)
        state.shortfall.pop(0)
        return [self.put(state, seat, action.as_dict())]
