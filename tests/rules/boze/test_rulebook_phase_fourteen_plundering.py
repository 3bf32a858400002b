"""Phase Fourteen: Plundering the Country."""

from __future__ import annotations

from rules.boze import BozeGame
from rules.boze.phases.plundering import PlunderingPhase
from rules.boze.state import BozeState, Estate, cities_left, stewards_left
from rules.core.decision import Event
from rules.core.messages import CATALOGUE

from .helpers import at_phase, seat_of

HOUSES = ["potocki", "radziwill", "sapieha"]


def at_plunder(boze: BozeGame, turn: int = 2) -> BozeState:
    """Phase Fourteen about to begin: every province at wealth 3, no estates, no dice, no enemies."""
    state = at_phase(boze, "plundering", houses=HOUSES, turn=turn)
    for p in state.provinces.values():
        p.wealth = 3
        p.estates = []
        p.dice = [0] * state.seats
        p.enemies = {}
        p.markers = 0
        p.invaded = False
    return state


def plunder(boze: BozeGame, state: BozeState) -> list[str]:
    """Run the phase on ``state`` alone and return its sentences."""
    events = PlunderingPhase(boze.board).begin(state)
    return texts(boze, state, events)


def texts(boze: BozeGame, state: BozeState, events: list[Event]) -> list[str]:
    return [
        CATALOGUE.format(e.msg, lambda s: boze.seat_name(state, s))
        for e in events
        if e.msg.key.startswith("boze.plunder")
    ]


def test_phase_fourteen_swedish_deluge_example(boze: BozeGame) -> None:
    """Phase Fourteen, returning to the example (Swedish Deluge): "the difference between the number of
    enemy dice and player dice in Prussia is four points, so all four estates there must be destroyed
    and their discs discarded from the board. In Lithuania there is one enemy die and three player
    dice, so one estate must be removed (the most valuable one — the red player's). In Great Poland the
    difference between the number of dice is one, so one estate must be removed (again the red
    player's). The wealth in each of these provinces is decreased by one point."

    The dice are those Phase Sixteen's continuation of the example leaves: one player die in Prussia
    (five Swedish dice), three in Great Poland (four Swedish dice); Lithuania as stated.
    """
    state = at_plunder(boze, turn=2)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    prussia, lithuania, great = (state.provinces[k] for k in ("prussia", "lithuania", "great"))
    prussia.estates = [Estate(owner=white), Estate(owner=blue), Estate(owner=red), Estate(owner=white)]
    prussia.enemies = {"black": 5}
    prussia.dice[blue] = 1
    lithuania.estates = [Estate(owner=white), Estate(owner=blue), Estate(owner=red)]
    lithuania.enemies = {"black": 1}
    lithuania.dice[blue] = 3
    great.estates = [Estate(owner=blue), Estate(owner=red)]
    great.enemies = {"black": 4}
    great.dice[white] = 2
    great.dice[red] = 1
    for p in (prussia, lithuania, great):
        p.invaded = True

    events = boze.advance(state)
    lines = texts(boze, state, events)
    assert lines[0] == (
        "Prussia (enemy dice 5, player dice 1): 4 estates destroyed: the estate worth 4 of Radziwiłł (white), "
        "the estate worth 3 of Sapieha (red), the estate worth 3 of Potocki (blue), "
        "the estate worth 2 of Radziwiłł (white); "
        "wealth falls from 3 to 2."
    )
    assert lines[1] == (
        "Lithuania (enemy dice 1, player dice 3): 1 estate destroyed: the estate worth 3 of Sapieha (red); "
        "wealth falls from 3 to 2."
    )
    assert lines[4] == (
        "Great Poland (enemy dice 4, player dice 3): 1 estate destroyed: the estate worth 3 of Sapieha (red); "
        "wealth falls from 3 to 2."
    )
    assert state.provinces["prussia"].estates == []
    assert [e.owner for e in state.provinces["lithuania"].estates] == [white, blue]
    assert [e.owner for e in state.provinces["great"].estates] == [blue]
    assert [state.provinces[k].wealth for k in ("prussia", "lithuania", "great")] == [2, 2, 2]
    assert [state.provinces[k].wealth for k in ("ukraine", "little")] == [4, 4], "the others were at peace"


def test_phase_fourteen_tatar_and_swedish_dice_wiped_out_leave_lithuania_unchanged(boze: BozeGame) -> None:
    """Phase Fourteen: "If, in one of these provinces, all the enemy dice had been destroyed (e.g. if
    Swedish and Tatar dice had wiped each other out in Lithuania), its wealth would not have changed."
    Defended Provinces: "no estates are destroyed"."""
    state = at_plunder(boze)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    lithuania = state.provinces["lithuania"]
    lithuania.estates = [Estate(owner=white), Estate(owner=blue), Estate(owner=red)]
    lithuania.dice[blue] = 3
    lithuania.invaded = True
    lines = plunder(boze, state)
    assert lines[1] == "Lithuania was invaded but the enemy was driven out: no estates lost, wealth stays at 3."
    assert lithuania.wealth == 3 and len(lithuania.estates) == 3


def test_phase_fourteen_peace_raises_wealth_within_the_track(boze: BozeGame) -> None:
    """Phase Fourteen: "If a province enjoyed peace, its wealth increases by one ... A province's wealth
    may never exceed five or fall below one point." """
    state = at_plunder(boze, turn=4)
    state.provinces["prussia"].wealth = 5
    state.provinces["lithuania"].wealth = 4
    state.provinces["ukraine"].wealth = 1
    state.provinces["ukraine"].enemies = {"tatars": 2}
    state.provinces["ukraine"].invaded = True
    lines = plunder(boze, state)
    assert lines[0] == "Prussia enjoyed peace: wealth stays at 5, the highest."
    assert lines[1] == "Lithuania enjoyed peace: wealth rises from 4 to 5."
    assert lines[2] == (
        "Ukraine (enemy dice 2, player dice 0): no estates stood there to destroy; wealth stays at 1, the lowest."
    )
    assert [p.wealth for p in state.provinces.values()] == [5, 5, 1, 4, 4]


def test_phase_fourteen_at_least_one_estate_is_always_destroyed(boze: BozeGame) -> None:
    """Undefended Provinces: "At least one estate must always be removed — even if there are more player
    dice than enemy dice in the province." """
    state = at_plunder(boze)
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    ukraine = state.provinces["ukraine"]
    ukraine.estates = [Estate(owner=blue), Estate(owner=white)]
    ukraine.enemies = {"tatars": 1}
    ukraine.dice = [6, 4, 0]
    plunder(boze, state)
    assert [e.owner for e in ukraine.estates] == [blue] and ukraine.wealth == 2


def test_phase_fourteen_a_province_cleared_of_carried_over_dice_is_at_peace(boze: BozeGame) -> None:
    """Provinces at Peace: "If a province began the turn with enemy dice that were eliminated, and no new
    enemy dice were added to it, it is also treated as being at peace — its wealth increases and no
    estates are destroyed." (No enemy dice were placed there this turn: ``invaded`` is not set.)"""
    state = at_plunder(boze)
    blue = seat_of(state, "potocki")
    little = state.provinces["little"]
    little.estates = [Estate(owner=blue)]
    lines = plunder(boze, state)
    assert lines[3] == "Little Poland enjoyed peace: wealth rises from 3 to 4."
    assert little.wealth == 4 and len(little.estates) == 1


def test_phase_fourteen_carried_over_dice_still_plunder(boze: BozeGame) -> None:
    """Undefended Provinces: "If, in this phase, there are enemy dice in a province" — also dice that
    stayed from an earlier turn and were not added to."""
    state = at_plunder(boze)
    blue = seat_of(state, "potocki")
    little = state.provinces["little"]
    little.estates = [Estate(owner=blue)]
    little.enemies = {"ottoman": 1}
    plunder(boze, state)
    assert little.estates == [] and little.wealth == 2


def test_phase_fourteen_stewards_and_towns_are_discarded_with_their_estates(boze: BozeGame) -> None:
    """Undefended Provinces: "Estate discs are discarded starting with those of the highest value ... Any
    steward disc and/or city disc located under the discarded estate disc is also discarded." """
    state = at_plunder(boze, turn=3)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    ukraine = state.provinces["ukraine"]
    ukraine.estates = [
        Estate(owner=blue, steward=True),
        Estate(owner=white, steward=True, town=True),
        Estate(owner=red, steward=True),
    ]
    ukraine.enemies = {"tatars": 3}
    ukraine.dice[blue] = 1
    stewards, cities = stewards_left(boze.board, state), cities_left(boze.board, state)
    lines = plunder(boze, state)
    assert lines[2] == (
        "Ukraine (enemy dice 3, player dice 1): 2 estates destroyed: the estate worth 3 of Sapieha (red) with its "
        "steward, the estate worth 3 of Radziwiłł (white) with its steward and town; wealth falls from 3 to 2."
    )
    assert ukraine.estates == [Estate(owner=blue, steward=True)]
    assert stewards_left(boze.board, state) == stewards + 2
    assert cities_left(boze.board, state) == cities + 1


def test_phase_fourteen_more_losses_than_estates_takes_them_all(boze: BozeGame) -> None:
    state = at_plunder(boze)
    blue = seat_of(state, "potocki")
    prussia = state.provinces["prussia"]
    prussia.estates = [Estate(owner=blue)]
    prussia.enemies = {"black": 4}
    lines = plunder(boze, state)
    assert lines[0] == (
        "Prussia (enemy dice 4, player dice 0): 4 estates to destroy, but only these stood there: "
        "the estate worth 2 of Potocki (blue); wealth falls from 3 to 2."
    )
    assert prussia.estates == []


# --- Habsburg influence ---------------------------------------------------------------------


def test_phase_fourteen_great_poland_needs_two_dice_to_grow(boze: BozeGame) -> None:
    """Habsburg Influence: "For Great Poland's wealth to increase, there must be at least two player dice
    there ... If neither of the above applies (e.g. there is only one player die there), Great Poland's
    wealth remains unchanged." """
    state = at_plunder(boze, turn=1)
    state.provinces["great"].dice = [1, 1, 0]
    lines = plunder(boze, state)
    assert (
        lines[4] == "Great Poland enjoyed peace with 2 player dice against Habsburg intrigue: wealth rises from 3 to 4."
    )
    assert state.provinces["great"].wealth == 4

    state = at_plunder(boze, turn=1)
    state.provinces["great"].dice = [0, 1, 0]
    lines = plunder(boze, state)
    assert lines[4] == (
        "Great Poland enjoyed peace, but under Habsburg influence it needs at least two player dice to grow "
        "and has 1: wealth stays at 3."
    )
    assert state.provinces["great"].wealth == 3


def test_phase_fourteen_habsburg_markers_destroy_estates_and_lower_wealth(boze: BozeGame) -> None:
    """Habsburg Influence: "Habsburg influence markers have the same effect on the destruction of estates
    and province wealth as enemy dice — a number of estates equal to the number of influence markers
    standing in the province during the Plundering the Country phase must be destroyed ... If, however,
    there are one or more Habsburg influence markers in that province, its wealth must be decreased by
    one point." """
    state = at_plunder(boze, turn=2)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    great = state.provinces["great"]
    great.estates = [Estate(owner=blue), Estate(owner=white), Estate(owner=red)]
    great.markers = 2
    great.dice = [1, 1, 1]
    lines = plunder(boze, state)
    assert lines[4] == (
        "Great Poland (Habsburg influence markers 2): 2 estates destroyed: the estate worth 3 of Sapieha (red), "
        "the estate worth 3 of Radziwiłł (white); wealth falls from 3 to 2."
    )
    assert [e.owner for e in great.estates] == [blue] and great.wealth == 2


def test_phase_fourteen_markers_that_expanded_act_like_enemy_dice(boze: BozeGame) -> None:
    """Our reading: markers in any province (after expanding, Phase Thirteen) destroy one estate each
    and lower its wealth; Great Poland's two-dice rule is Great Poland's alone."""
    state = at_plunder(boze, turn=3)
    blue = seat_of(state, "potocki")
    little = state.provinces["little"]
    little.estates = [Estate(owner=blue)]
    little.markers = 1
    state.provinces["great"].dice = [1, 0, 0]
    lines = plunder(boze, state)
    assert lines[3] == (
        "Little Poland (Habsburg influence markers 1): 1 estate destroyed: the estate worth 2 of Potocki (blue); "
        "wealth falls from 3 to 2."
    )
    assert lines[0] == "Prussia enjoyed peace: wealth rises from 3 to 4.", "other provinces grow at peace as usual"
    assert state.provinces["great"].wealth == 3


def test_phase_fourteen_defended_great_poland_stays_unchanged(boze: BozeGame) -> None:
    """Defended Provinces apply to Great Poland too: Swedish dice driven out leave its wealth as it is,
    however many player dice stand there."""
    state = at_plunder(boze, turn=2)
    great = state.provinces["great"]
    great.dice = [3, 2, 0]
    great.invaded = True
    plunder(boze, state)
    assert great.wealth == 3


def test_phase_fourteen_habsburg_rules_lapse_when_the_ottomans_take_their_field(boze: BozeGame) -> None:
    """Habsburg Influence: "The rules of this point apply only during the first three turns of the game,
    and only in a situation where the Habsburg Empire enemy field did not fall victim to an Ottoman
    Empire invasion (third turn). In other cases, the rules from the points above apply." Markers left
    on the board then do nothing."""
    state = at_plunder(boze, turn=3)
    state.enemy_fields["habsburg"].ottoman = 4
    blue = seat_of(state, "potocki")
    great = state.provinces["great"]
    great.estates = [Estate(owner=blue)]
    great.markers = 1
    lines = plunder(boze, state)
    assert lines[4] == "Great Poland enjoyed peace: wealth rises from 3 to 4."
    assert len(great.estates) == 1

    state = at_plunder(boze, turn=4)
    state.provinces["great"].dice = [1, 0, 0]
    plunder(boze, state)
    assert state.provinces["great"].wealth == 4, "turn 4: peace is enough"


def test_phase_fourteen_asks_nothing(boze: BozeGame) -> None:
    """Phase Fourteen is automatic: the flow runs it and moves on without a decision of its own."""
    state = at_plunder(boze, turn=1)
    events = boze.advance(state)
    assert len(texts(boze, state, events)) == 5
    assert state.phase != "plundering"
