"""Setup and the Four-Player Variant's Initial Setup: first player, then the first estates.

Rulebook, Setup: "Roll a die to choose the first player. That player receives the Hetman's mace ...
Starting from that player, and going clockwise, players each place one of their own player discs
... on one of the estate tracks. Once every player has placed one disc on the board, the Hetman's
mace is passed to the next player (clockwise) and the whole procedure is repeated" — three rounds
in all with three players, so the mace ends with the third player of the first round.

Four-Player Variant, Initial Setup: one round clockwise from the first player, then one in reverse
order ("the player who placed his disc last now does so first"), two estates each; the rule says
nothing of passing the mace, so it stays with the first player.

"Roll a die" does not say how one die picks among the players; we read it the way tables do it:
every player rolls, the highest roll wins and tied players roll again (README, rules notes).
A disc always takes the lowest free field of the track (Setup, first paragraph).
"""

from __future__ import annotations

from rules.boze.actions import PlaceEstate
from rules.boze.phases import Phase
from rules.boze.state import BozeState, Estate, turn_order
from rules.core.decision import Decision, Event, Options
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import CATALOGUE, SeatRef, msg

RULE = "Setup"
RULE_4P = "Four-Player Variant: Initial Setup"

CATALOGUE.add(
    "en",
    {
        "boze.setup.error.full": "the estate track of {province} is full",
        "boze.label.province_field": "{province} ({value})",
        "boze.setup.explain": (
            "Choose a province for your next estate: your disc takes the lowest free field of its track. Each "
            "estate pays the province's wealth in gold every turn and its field's value in prestige at the end; "
            "fields nearer the border are worth more but burn first when invaders come."
        ),
    },
)
CATALOGUE.add(
    "pl",
    {
        "boze.setup.error.full": "tor latyfundiów {province:gen} jest pełny",
        "boze.label.province_field": "{province} ({value})",
        "boze.setup.explain": (
            "Wybierz prowincję dla kolejnego latyfundium: twój krążek zajmie najniższe wolne pole jej toru. Każde "
            "latyfundium co turę daje tyle złota, ile wynosi zamożność prowincji, a na koniec gry tyle punktów "
            "prestiżu, ile wart jest jego pole; pola bliżej granicy są warte więcej, ale najeźdźcy palą je pierwsze."
        ),
    },
)


def placement_order(seats: int, first: int) -> list[int]:
    """Seats in the order they place their first estates."""
    if seats == 4:
        forward = [(first + i) % seats for i in range(seats)]
        return forward + forward[::-1]
    return [(first + r + i) % seats for r in range(3) for i in range(seats)]


class SetupPhase(Phase):
    key = "setup"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        events: list[Event] = []
        contenders = list(range(state.seats))
        while True:
            rolls = {seat: state.rng.die() for seat in contenders}
            listed = [msg("boze.seat_value", seat=SeatRef(s), value=f) for s, f in rolls.items()]
            events.append(Event(msg("boze.setup.roll", rolls=listed), kind="roll", dice=tuple(rolls.values())))
            top = max(rolls.values())
            contenders = [s for s, f in rolls.items() if f == top]
            if len(contenders) == 1:
                break
            events.append(Event(msg("boze.setup.reroll", seats=[SeatRef(s) for s in contenders], face=top)))
        first = contenders[0]
        state.first_player = first
        state.mace = first
        state.setup_order = placement_order(state.seats, first)
        events.append(Event(msg("boze.setup.first", seat=SeatRef(first))))
        return events

    def rule_for(self, state: BozeState) -> str:
        return RULE_4P if state.seats == 4 else RULE

    def legal_provinces(self, state: BozeState) -> list[str]:
        return [p.key for p in self.board.provinces if len(state.provinces[p.key].estates) < len(p.fields)]

    def waits(self, state: BozeState) -> bool:
        return bool(state.setup_order)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.setup_order:
            return ()
        seat = state.setup_order[0]
        choices = tuple(
            self.choice(
                str(PlaceEstate(key)),
                msg("boze.label.province_field", province=self.province_ref(key), value=self.next_field(state, key)),
                self.estate_detail(state, seat, key, self.next_field(state, key)),
            )
            for key in self.legal_provinces(state)
        )
        return (
            Decision(
                key="setup.estate",
                seats=(seat,),
                prompt=msg("boze.prompt.estate", seat=SeatRef(seat)),
                forms={seat: Options(choices)},
                defaults={seat: choices[0].text},
                rule=self.rule_for(state),
                explain=msg("boze.setup.explain"),
                topic="four_players" if state.seats == 4 else "setup",
            ),
        )

    def next_field(self, state: BozeState, key: str) -> int:
        return self.board.province(key).fields[len(state.provinces[key].estates)]

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        self.expect(action, PlaceEstate, "estate <province>")
        assert isinstance(action, PlaceEstate)
        if action.province not in self.legal_provinces(state):
            raise IllegalAction(
                msg("boze.setup.error.full", province=self.province_ref(action.province)),
                rule=self.rule_for(state),
            )

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        assert isinstance(action, PlaceEstate)
        value = self.next_field(state, action.province)
        state.provinces[action.province].estates.append(Estate(owner=seat))
        state.setup_order.pop(0)
        events = [
            Event(
                msg(
                    "boze.setup.placed",
                    seat=SeatRef(seat),
                    province=self.province_ref(action.province),
                    value=value,
                )
            )
        ]
        placed = len(placement_order(state.seats, state.first_player)) - len(state.setup_order)
        if state.seats == 3 and state.setup_order and placed % state.seats == 0:
            state.mace = turn_order(state)[1]
            events.append(Event(msg("boze.setup.mace_passes", seat=SeatRef(state.mace))))
        if not state.setup_order:
            events.append(Event(msg("boze.setup.done", seat=SeatRef(state.mace))))
        return events
