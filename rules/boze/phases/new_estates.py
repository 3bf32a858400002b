"""Phase Seven: New Estates — building estates in cycles from the Hetman.

"Starting with the Hetman, in clockwise order, each player may place one of his own player discs on
a free estate field. As with the initial setup, the field occupied must be the free field closest to
the start of the estate track in the given province. For a player to build an estate in a province
he must discard one of his own player dice from it. After every player has had the opportunity to
build one estate, the above procedure is repeated, but now to build a new estate in a province a
player must remove two of his own player dice from it. This procedure is repeated until all players
decline to build further (pass). If a player says "pass" on his turn in the estate-building round,
he may not build any more estates for the rest of the turn ... It is permitted to build estates in
provinces occupied by enemy troops (dice)."

A build may carry the builder's pass with it (``estate ukraine then pass``): the pass is final anyway,
so saying it at once spares the table a round trip to him. A build needs a free field on the track,
enough of the builder's dice in that province (one in the first cycle, two in every later one) and a
free disc in his pool. A seat that cannot build anywhere is passed for, finally (its means only shrink
during the phase), and an event says so.
"""

from __future__ import annotations

from rules.boze import cycles
from rules.boze.actions import Pass, PlaceEstate, ThenPass
from rules.boze.phases import Phase
from rules.boze.state import BozeState, Estate, free_discs
from rules.core.decision import Decision, Event, Options
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import CATALOGUE, SeatRef, msg

RULE = "Phase Seven: New Estates"

EN = {
    "boze.new_estates.prompt": (
        "{seat}: build an estate (cycle {cycle}: it costs {cost} {cost:die|dice} of yours from that province and "
        "takes the lowest free field of its track), or pass (a pass is final for this turn)."
    ),
    "boze.new_estates.built": (
        "{seat} discards {cost} {cost:die|dice} from {province} and builds an estate on the field worth {value}."
    ),
    "boze.new_estates.passed": "{seat} passes and builds no more estates this turn.",
    "boze.new_estates.cannot": (
        "{seat} cannot build any more (no province with a free field and {cost} {cost:die|dice} of his there, "
        "or no free disc) and passes."
    ),
    "boze.new_estates.done": "Nobody builds any more estates.",
    "boze.new_estates.error.full": "the estate track of {province} is full",
    "boze.new_estates.error.cost_first": (
        "building in the first cycle costs {cost} {cost:die|dice} of yours from {province}; you have {have} there"
    ),
    "boze.new_estates.error.cost_later": (
        "building after the first cycle costs {cost} {cost:die|dice} of yours from {province}; you have {have} there"
    ),
    "boze.new_estates.error.no_disc": "you have no free disc left to place",
    "boze.label.build": "{province}: field {value}, discard {cost} {cost:die|dice}",
    "boze.label.pass_build": "Pass (build no more this turn)",
    "boze.label.build_then_pass": "{province}: field {value}, discard {cost} {cost:die|dice}, then pass",
    "boze.new_estates.then_pass_detail": "{detail} · then you pass for this turn",
    "boze.new_estates.explain": (
        "Build an estate: discard {cost} {cost:die|dice} of your own from the province (this cycle's price) and "
        "put a disc on the lowest free field of its track. An estate pays the province's wealth every turn and its "
        "field's value in prestige at the end. A pass is final for this turn."
    ),
    "boze.new_estates.pass_detail": "You build no more estates this turn; your dice stay where they are",
}
PL = {
    "boze.new_estates.prompt": (
        "{seat}: zbuduj latyfundium (kolejka {cycle}: kosztuje {cost} {cost:własną kość|własne kości|własnych kości} "
        "z tej prowincji i zajmuje najniższe wolne pole jej toru) albo spasuj (pas obowiązuje do końca tury)."
    ),
    "boze.new_estates.built": (
        "{seat} odrzuca {cost} {cost:kość|kości|kości} z {province:gen} i buduje latyfundium "
        "na polu o wartości {value}."
    ),
    "boze.new_estates.passed": "{seat} pasuje i w tej turze nie zbuduje już latyfundiów.",
    "boze.new_estates.cannot": (
        "{seat} nie może już budować (w żadnej prowincji nie ma jednocześnie wolnego pola i {cost} "
        "{cost:swojej kości|swoich kości|swoich kości} albo brak mu wolnego krążka) i pasuje."
    ),
    "boze.new_estates.done": "Nikt nie buduje już latyfundiów.",
    "boze.new_estates.error.full": "tor latyfundiów {province:gen} jest pełny",
    "boze.new_estates.error.cost_first": (
        "budowa w pierwszej kolejce kosztuje {cost} {cost:własną kość|własne kości|własnych kości} z {province:gen}; "
        "masz tam {have}"
    ),
    "boze.new_estates.error.cost_later": (
        "budowa po pierwszej kolejce kosztuje {cost} {cost:własną kość|własne kości|własnych kości} z {province:gen}; "
        "masz tam {have}"
    ),
    "boze.new_estates.error.no_disc": "nie masz już wolnego krążka do postawienia",
    "boze.label.build": "{province}: pole {value}, odrzuć {cost} {cost:kość|kości|kości}",
    "boze.label.pass_build": "Pas (w tej turze już nie budujesz)",
    "boze.label.build_then_pass": "{province}: pole {value}, odrzuć {cost} {cost:kość|kości|kości}, potem pas",
    "boze.new_estates.then_pass_detail": "{detail} · potem pas do końca tury",
    "boze.new_estates.explain": (
        "Zbuduj latyfundium: odrzuć {cost} {cost:swoją kość|swoje kości|swoich kości} z prowincji i postaw krążek "
        "na najniższym wolnym polu jej toru. Latyfundium co turę daje tyle złota, ile wynosi zamożność prowincji, "
        "a na koniec gry tyle punktów prestiżu, ile wart jest jego pole. Pas obowiązuje do końca tury."
    ),
    "boze.new_estates.pass_detail": "W tej turze nie budujesz już latyfundiów; twoje kości zostają na miejscu",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class NewEstatesPhase(Phase):
    key = "new_estates"
    rule = RULE

    def cost(self, state: BozeState) -> int:
        """One die in the first cycle, two in every later one."""
        return 1 if state.cycle <= 1 else 2

    def next_field(self, state: BozeState, key: str) -> int | None:
        fields = self.board.province(key).fields
        taken = len(state.provinces[key].estates)
        return fields[taken] if taken < len(fields) else None

    def legal(self, state: BozeState, seat: int) -> list[str]:
        """Provinces where ``seat`` may build now."""
        if free_discs(self.board, state, seat) <= 0:
            return []
        cost = self.cost(state)
        return [
            key
            for key in self.board.province_keys
            if self.next_field(state, key) is not None and state.provinces[key].dice[seat] >= cost
        ]

    def can_act(self, state: BozeState, seat: int) -> bool:
        """Whether ``seat`` could build now; one who cannot is passed for."""
        return bool(self.legal(state, seat))

    def settle(self, state: BozeState) -> list[Event]:
        """Pass for the seats that cannot build (noting the cost they faced); close the phase when done."""
        costs: dict[int, int] = {}

        def can_build(seat: int) -> bool:
            if self.can_act(state, seat):
                return True
            costs[seat] = self.cost(state)
            return False

        events: list[Event] = []
        for seat in cycles.settle(state, can_build):
            events.append(Event(msg("boze.new_estates.cannot", seat=SeatRef(seat), cost=costs[seat])))
        if not state.queue:
            cycles.finish(state)
            events.append(Event(msg("boze.new_estates.done")))
        return events

    def begin(self, state: BozeState) -> list[Event]:
        cycles.start(state)
        return self.settle(state)

    def waits(self, state: BozeState) -> bool:
        return bool(state.queue)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        cost = self.cost(state)
        builds, closing = [], []
        for key in self.legal(state, seat):
            value = self.next_field(state, key) or 0
            province = self.province_ref(key)
            detail = self.estate_detail(state, seat, key, value, dice=True)
            label = msg("boze.label.build", province=province, value=value, cost=cost)
            builds.append(self.choice(str(PlaceEstate(key)), label, detail))
            closing.append(
                self.choice(
                    str(ThenPass(PlaceEstate(key))),
                    msg("boze.label.build_then_pass", province=province, value=value, cost=cost),
                    msg("boze.new_estates.then_pass_detail", detail=self.estate_detail(state, seat, key, value)),
                )
            )
        choices = [*builds, self.choice(str(Pass()), msg("boze.label.pass_build"), msg("boze.new_estates.pass_detail"))]
        choices += closing
        return (
            Decision(
                key="new_estates.build",
                seats=(seat,),
                prompt=msg("boze.new_estates.prompt", seat=SeatRef(seat), cycle=state.cycle, cost=cost),
                forms={seat: Options(tuple(choices))},
                defaults={seat: str(Pass())},
                rule=RULE,
                explain=msg("boze.new_estates.explain", cost=cost),
                topic=self.key,
            ),
        )

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        if isinstance(action, Pass):
            return
        if isinstance(action, ThenPass):
            action = action.action
        self.expect(action, PlaceEstate, "estate <province>` or `pass")
        assert isinstance(action, PlaceEstate)
        name = self.province_ref(action.province)
        if self.next_field(state, action.province) is None:
            raise IllegalAction(msg("boze.new_estates.error.full", province=name), rule=RULE)
        cost = self.cost(state)
        have = state.provinces[action.province].dice[seat]
        if have < cost:
            key = "boze.new_estates.error.cost_first" if cost == 1 else "boze.new_estates.error.cost_later"
            raise IllegalAction(msg(key, cost=cost, province=name, have=have), rule=RULE)
        if free_discs(self.board, state, seat) <= 0:
            raise IllegalAction(msg("boze.new_estates.error.no_disc"), rule=RULE)

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        if isinstance(action, Pass):
            cycles.acted(state, seat, passed=True)
            return [Event(msg("boze.new_estates.passed", seat=SeatRef(seat))), *self.settle(state)]
        then_pass = isinstance(action, ThenPass)
        if isinstance(action, ThenPass):
            action = action.action
        assert isinstance(action, PlaceEstate)
        cost = self.cost(state)
        value = self.next_field(state, action.province)
        province = state.provinces[action.province]
        province.dice[seat] -= cost
        province.estates.append(Estate(owner=seat))
        cycles.acted(state, seat, passed=then_pass)
        built = msg(
            "boze.new_estates.built",
            seat=SeatRef(seat),
            cost=cost,
            province=self.province_ref(action.province),
            value=value or 0,
        )
        passed = [Event(msg("boze.new_estates.passed", seat=SeatRef(seat)))] if then_pass else []
        return [Event(built), *passed, *self.settle(state)]
