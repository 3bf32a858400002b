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

from collections.abc import Iterable, Mapping

from rules.boze.actions import COURT, PlaceDice, PlaceTokens
from rules.boze.phases import Phase
from rules.boze.state import BozeState, free_dice, turn_order
from rules.core.decision import Assign, Choice, Decision, Event, Slot, Split, form_text
from rules.core.errors import IllegalAction
from rules.core.forms import check_assign, check_split
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg

RULE = "Phase Two: Noble Clientele"

EN = {
    "boze.clientele.explain": (
        "Each token is how many of your free dice go to that province when the tokens are revealed: dice there win "
        "the Sejm election, pay for estates and special actions, and are what invaders must outnumber. The Royal "
        "Court token places no dice: the highest court token makes its owner Hetman (he moves first), and the sum "
        "of everyone's court tokens sizes the Royal Army. Each token is used once; turns 1 and 2 share your twelve."
    ),
    "boze.clientele.slot": (
        "That many of your dice go here · wealth {wealth} · your estates {estates}, dice {dice} · enemy dice {enemies}"
    ),
    "boze.clientele.slot_court": (
        "Places no dice: the highest court token becomes Hetman; the court sum sizes the Royal Army"
    ),
    "boze.clientele.same": "Same as last turn",
    "boze.clientele.estates": "Follow my estates (court {court})",
    "boze.clientele.mace": "Aim for the mace (court {court})",
    "boze.clientele.layout": "{places} · Royal Court {court}",
    "boze.clientele.place": "{province} {value}",
    "boze.clientele.dice_explain": (
        "Your tokens call for more dice than you have free. Choose where the dice you have go: at most your "
        "token's value in each province."
    ),
    "boze.clientele.dice_slot": "Your token here: {token}; your dice here now: {dice}",
    "boze.clientele.highest_first": "Highest tokens first",
    "boze.clientele.spread": "One die per province first",
}
PL = {
    "boze.clientele.explain": (
        "Żeton mówi, ile twoich wolnych kości trafi do tej prowincji po odkryciu żetonów: kości wygrywają tam "
        "wybory na sejmiku, płacą za latyfundia i akcje specjalne, a najeźdźca musi mieć ich więcej. Żeton na "
        "Dworze Królewskim nie stawia kości: najwyższy żeton na Dworze daje buławę Hetmana (pierwszy ruch), "
        "a suma żetonów wszystkich graczy na Dworze wyznacza siłę Armii Królewskiej. Każdego żetonu używasz raz; "
        "tury 1 i 2 dzielą twoje dwanaście żetonów."
    ),
    "boze.clientele.slot": (
        "Tyle kości trafi tutaj · zamożność {wealth} · twoje latyfundia {estates}, kości {dice} · kości wroga {enemies}"
    ),
    "boze.clientele.slot_court": (
        "Nie stawia kości: najwyższy żeton na Dworze daje buławę; suma żetonów wyznacza Armię Królewską"
    ),
    "boze.clientele.same": "Jak w poprzedniej turze",
    "boze.clientele.estates": "Według moich latyfundiów (Dwór {court})",
    "boze.clientele.mace": "Po buławę (Dwór {court})",
    "boze.clientele.layout": "{places} · Dwór Królewski {court}",
    "boze.clientele.place": "{province} {value}",
    "boze.clientele.dice_explain": (
        "Twoje żetony wymagają więcej kości, niż masz wolnych. Wybierz, gdzie trafią te, które masz: w każdej "
        "prowincji najwyżej tyle, ile wynosi tam twój żeton."
    ),
    "boze.clientele.dice_slot": "Twój żeton tutaj: {token}; twoje kości tutaj teraz: {dice}",
    "boze.clientele.highest_first": "Najpierw najwyższe żetony",
    "boze.clientele.spread": "Najpierw po jednej kości na prowincję",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class NobleClientelePhase(Phase):
    key = "noble_clientele"
    rule = RULE

    def slots(self, state: BozeState | None = None, seat: int | None = None) -> tuple[Slot, ...]:
        court = Slot(COURT, "Royal Court", self.province_ref(COURT), msg("boze.clientele.slot_court"))
        return (*self.province_slots(state, seat), court)

    def province_slots(self, state: BozeState | None = None, seat: int | None = None) -> tuple[Slot, ...]:
        """The five provinces; for a seat, each says what a token there does and what the seat has there
        (all public: estates, dice and enemies stand on the board)."""
        return tuple(
            Slot(
                p.key, p.name, self.province_ref(p.key), None if state is None else self.slot_detail(state, seat, p.key)
            )
            for p in self.board.provinces
        )

    def slot_detail(self, state: BozeState, seat: int | None, key: str) -> Msg:
        here = state.provinces[key]
        return msg(
            "boze.clientele.slot",
            wealth=here.wealth,
            estates=sum(1 for e in here.estates if e.owner == seat),
            dice=here.dice[seat] if seat is not None else 0,
            enemies=here.enemy_dice(),
        )

    def begin(self, state: BozeState) -> list[Event]:
        state.placed = {}
        state.court = {}
        state.shortfall = []
        return []

    def waits(self, state: BozeState) -> bool:
        return not state.placed or bool(state.shortfall)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.placed:
            return (self.tokens_decision(state),)
        if state.shortfall:
            return (self.dice_decision(state, state.shortfall[0]),)
        return ()

    def tokens_form(self, state: BozeState, seat: int, presets: bool = False) -> Assign:
        form = Assign("tokens", self.slots(state, seat), tuple(sorted(state.players[seat].tokens)))
        if not presets:
            return form
        return Assign(form.verb, form.slots, form.pool, self.token_presets(state, seat, form))

    def token_presets(self, state: BozeState, seat: int, form: Assign) -> tuple[Choice, ...]:
        """Whole layouts in one click, each legal now: last turn's tokens again (public since that turn's
        reveal), and the tokens spread by the seat's estates with the court low or high."""
        out: dict[str, Choice] = {}
        last = state.last_tokens.get(seat)
        if last is not None and set(last) == {slot.key for slot in form.slots}:
            self.add_preset(out, form, last, msg("boze.clientele.same"))
        chosen = spread(sorted(form.pool, reverse=True), len(form.slots))
        ranked = self.ranked_provinces(state, seat)
        low = {**dict(zip(ranked, chosen, strict=False)), COURT: chosen[-1]}
        self.add_preset(out, form, low, msg("boze.clientele.estates", court=chosen[-1]))
        high = {**dict(zip(ranked, chosen[1:], strict=False)), COURT: chosen[0]}
        self.add_preset(out, form, high, msg("boze.clientele.mace", court=chosen[0]))
        return tuple(out.values())

    def add_preset(self, out: dict[str, Choice], form: Assign, values: dict[str, int], label: Msg) -> None:
        """Add a layout to ``out`` if it is legal and not offered already."""
        try:
            check_assign(form, values, RULE)
        except IllegalAction:
            return
        text = form_text(form, values)
        if text in out:
            return
        places = [
            msg("boze.clientele.place", province=self.province_ref(slot.key), value=values[slot.key])
            for slot in form.slots
            if slot.key != COURT
        ]
        detail = msg("boze.clientele.layout", places=places, court=values[COURT])
        out[text] = Choice(text, None, label, detail)

    def ranked_provinces(self, state: BozeState, seat: int) -> list[str]:
        """The provinces by what the seat holds there: most estates, then most income, then board order."""
        order = self.board.province_keys

        def weight(key: str) -> tuple[int, int, int]:
            mine = sum(1 for e in state.provinces[key].estates if e.owner == seat)
            return (-mine, -mine * state.provinces[key].wealth, order.index(key))

        return sorted(order, key=weight)

    def tokens_decision(self, state: BozeState) -> Decision:
        seats = tuple(turn_order(state))
        forms = {seat: self.tokens_form(state, seat, presets=True) for seat in seats}
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
            explain=msg("boze.clientele.explain"),
            topic=self.key,
            public_forms=True,
        )

    def dice_form(self, state: BozeState, seat: int, presets: bool = False) -> Split:
        caps = tuple(state.placed[seat][p.key] for p in self.board.provinces)
        slots = tuple(
            Slot(
                p.key,
                p.name,
                self.province_ref(p.key),
                msg("boze.clientele.dice_slot", token=cap, dice=state.provinces[p.key].dice[seat]),
            )
            for p, cap in zip(self.board.provinces, caps, strict=True)
        )
        form = Split("dice", slots, caps, free_dice(self.board, state, seat))
        if not presets:
            return form
        return Split(form.verb, form.slots, form.caps, form.total, self.dice_presets(form))

    def dice_presets(self, form: Split) -> tuple[Choice, ...]:
        """The free dice poured into the highest tokens first, or one per province round by round."""
        out: dict[str, Choice] = {}
        order = sorted(range(len(form.slots)), key=lambda i: (-form.caps[i], i))
        for label, values in (
            (msg("boze.clientele.highest_first"), fill(form, order)),
            (msg("boze.clientele.spread"), round_robin(form, order)),
        ):
            text = form_text(form, values)
            places = [
                msg("boze.clientele.place", province=self.province_ref(slot.key), value=values[slot.key])
                for slot in form.slots
                if values[slot.key]
            ]
            out.setdefault(text, Choice(text, None, label, msg("core.label", label=places)))
        return tuple(out.values())

    def dice_decision(self, state: BozeState, seat: int) -> Decision:
        form = self.dice_form(state, seat, presets=True)
        default = fill(form, range(len(form.slots)))
        wanted = sum(form.caps)
        return Decision(
            key="noble_clientele.dice",
            seats=(seat,),
            prompt=msg("boze.prompt.dice", free=form.total, wanted=wanted),
            forms={seat: form},
            defaults={seat: form_text(form, default)},
            rule=RULE,
            explain=msg("boze.clientele.dice_explain"),
            topic=self.key,
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


def spread(tokens: list[int], count: int) -> list[int]:
    """``count`` of the ``tokens`` (sorted high to low), evenly through the hand: with all twelve in hand,
    one of each value, so the other six (the same values) are left for the next turn."""
    if len(tokens) <= count:
        return tokens
    step = len(tokens) / count
    return [tokens[int(i * step)] for i in range(count)]


def fill(form: Split, order: Iterable[int]) -> dict[str, int]:
    """The form's total poured into its slots in ``order``, each up to its cap."""
    left = form.total
    values = {slot.key: 0 for slot in form.slots}
    for i in order:
        take = min(form.caps[i], left)
        values[form.slots[i].key] = take
        left -= take
    return values


def round_robin(form: Split, order: list[int]) -> dict[str, int]:
    """The form's total dealt one at a time to its slots in ``order``, round after round, each up to its cap."""
    left = form.total
    values = {slot.key: 0 for slot in form.slots}
    while left:
        dealt = False
        for i in order:
            key = form.slots[i].key
            if left and values[key] < form.caps[i]:
                values[key] += 1
                left -= 1
                dealt = True
        if not dealt:
            break
    return values
