"""Phase Seven: New Estates."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.boze.state import BozeState, Estate
from rules.core import serial
from rules.core.decision import Options
from rules.core.errors import IllegalAction, MalformedAction

from .helpers import at_phase, seat_of

HOUSES = ["sapieha", "radziwill", "potocki"]


def new_estates(boze: BozeGame, dice: dict[str, dict[str, int]], hetman: str = "sapieha") -> BozeState:
    """New Estates in turn 1 with empty estate tracks, the given dice and Hetman; begun."""
    state = at_phase(boze, "new_estates", houses=HOUSES, turn=1)
    for province in state.provinces.values():
        province.estates = []
        province.dice = [0] * state.seats
    for key, by_house in dice.items():
        for house, n in by_house.items():
            state.provinces[key].dice[seat_of(state, house)] = n
    state.mace = seat_of(state, hetman)
    boze.advance(state)
    return state


def choices(boze: BozeGame, state: BozeState) -> tuple[int, list[str]]:
    (decision,) = boze.decisions(state)
    (seat,) = decision.seats
    form = decision.forms[seat]
    assert isinstance(form, Options)
    assert decision.defaults[seat] == "pass"
    texts = [c.text for c in form.choices]
    plain = [text for text in texts if not text.endswith(" then pass")]
    assert texts == [*plain, *(f"{text} then pass" for text in plain if text != "pass")], "each build, then pass"
    return seat, plain


def test_phase_seven_example(boze: BozeGame) -> None:
    """Phase Seven example: "In the first turn of the game, Sapieha (red) won the title of Hetman, so he
    acts first in the New Estates phase. This player removes a die from Ukraine and places his disc on
    the first free field of the estate track. Next is Radziwiłł (white), who builds an estate in
    another province. Potocki (blue) discards a die from Ukraine and places his disc on the next free
    field of the estate track. Sapieha (red) and Radziwiłł (white) pass — they do not want to build any
    more estates. Potocki (blue) wants to keep building, so he discards two of his dice from Ukraine
    and places another disc on the estate track. Potocki (blue) could continue building further,
    sacrificing his last two dice from Ukraine to build a third estate this turn." """
    state = new_estates(
        boze,
        {"ukraine": {"sapieha": 3, "potocki": 5}, "prussia": {"radziwill": 3}},
    )
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    ukraine = state.provinces["ukraine"]

    seat, offered = choices(boze, state)
    assert seat == red and offered == ["estate ukraine", "pass"]
    state = boze.apply(state, red, "estate ukraine").state
    ukraine = state.provinces["ukraine"]
    assert ukraine.dice[red] == 2 and [e.owner for e in ukraine.estates] == [red]

    seat, offered = choices(boze, state)
    assert seat == white and offered == ["estate prussia", "pass"]
    state = boze.apply(state, white, "estate prussia").state
    assert [e.owner for e in state.provinces["prussia"].estates] == [white]

    assert choices(boze, state)[0] == blue
    state = boze.apply(state, blue, "estate ukraine").state
    ukraine = state.provinces["ukraine"]
    assert ukraine.dice[blue] == 4 and [e.owner for e in ukraine.estates] == [red, blue]

    assert state.cycle == 2
    state = boze.apply(state, red, "pass").state
    state = boze.apply(state, white, "pass").state
    state = boze.apply(state, blue, "estate ukraine").state
    ukraine = state.provinces["ukraine"]
    assert ukraine.dice[blue] == 2, "from the second cycle on a build costs two dice"
    assert [e.owner for e in ukraine.estates] == [red, blue, blue]

    assert state.cycle == 3 and state.passed == [red, white]
    seat, offered = choices(boze, state)
    assert seat == blue and offered == ["estate ukraine", "pass"], "he could build a third with his last two dice"
    state = boze.apply(state, blue, "pass").state
    assert state.phase != "new_estates"
    assert state.provinces["ukraine"].dice[blue] == 2
    assert [e.owner for e in state.provinces["ukraine"].estates] == [red, blue, blue]


def test_phase_seven_a_pass_is_final(boze: BozeGame) -> None:
    """Phase Seven: "If a player says "pass" on his turn in the estate-building round, he may not build
    any more estates for the rest of the turn, even if the turn comes back around to him." """
    state = new_estates(boze, {"ukraine": {"sapieha": 5, "potocki": 5, "radziwill": 5}})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state = boze.apply(state, red, "pass").state
    state = boze.apply(state, white, "estate ukraine").state
    state = boze.apply(state, blue, "estate ukraine").state
    assert state.cycle == 2 and choices(boze, state)[0] == white


def test_phase_seven_the_cost_rises_to_two_dice_after_the_first_cycle(boze: BozeGame) -> None:
    """Phase Seven: "... now to build a new estate in a province a player must remove two of his own
    player dice from it." A seat left with one die anywhere is passed for, and an event says so."""
    state = new_estates(boze, {"ukraine": {"sapieha": 2}, "little": {"radziwill": 1}, "great": {"potocki": 1}})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state = boze.apply(state, red, "estate ukraine").state
    state = boze.apply(state, white, "estate little").state
    transition = boze.apply(state, blue, "estate great")
    state = transition.state
    assert state.phase != "new_estates", "nobody has two dice in one province any more"
    skipped = [e for e in transition.events if e.msg.key == "boze.new_estates.cannot"]
    assert [e.msg.params["seat"] for e in skipped] == [red, white, blue]


def test_phase_seven_refusals_leave_the_state_unchanged(boze: BozeGame) -> None:
    state = new_estates(boze, {"ukraine": {"sapieha": 3, "potocki": 1}, "prussia": {"sapieha": 1, "radziwill": 2}})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match="costs 1 die of yours from Little Poland; you have 0"):
        boze.apply(state, red, "estate little")
    with pytest.raises(IllegalAction, match="Phase Seven"):
        boze.apply(state, red, "bid 2")
    assert serial.dumps(state) == before
    state = boze.apply(state, red, "estate prussia").state
    state = boze.apply(state, white, "pass").state
    state = boze.apply(state, blue, "pass").state
    assert choices(boze, state) == (red, ["estate ukraine", "pass"])
    with pytest.raises(IllegalAction, match="costs 2 dice of yours from Prussia; you have 0"):
        boze.apply(state, red, "estate prussia")


def test_phase_seven_a_full_track_cannot_be_built_on(boze: BozeGame) -> None:
    """Setup: a disc takes "the free field with the lowest value"; a full track has none."""
    state = at_phase(boze, "new_estates", houses=HOUSES, turn=1)
    for province in state.provinces.values():
        province.estates = []
        province.dice = [0] * state.seats
    red = seat_of(state, "sapieha")
    state.mace = red
    state.provinces["ukraine"].estates = [Estate(owner=1) for _ in boze.board.province("ukraine").fields]
    state.provinces["ukraine"].dice[red] = 3
    state.provinces["prussia"].dice[red] = 1
    boze.advance(state)
    assert choices(boze, state) == (red, ["estate prussia", "pass"])
    with pytest.raises(IllegalAction, match="estate track of Ukraine is full"):
        boze.apply(state, red, "estate ukraine")


def test_phase_seven_building_where_enemy_dice_stand_is_allowed(boze: BozeGame) -> None:
    """Phase Seven: "It is permitted to build estates in provinces occupied by enemy troops (dice)." """
    state = at_phase(boze, "new_estates", houses=HOUSES, turn=2)
    for province in state.provinces.values():
        province.estates = []
        province.dice = [0] * state.seats
    red = seat_of(state, "sapieha")
    state.mace = red
    state.provinces["ukraine"].enemies = {"tatars": 3}
    state.provinces["ukraine"].dice[red] = 1
    state.provinces["prussia"].dice[red] = 2
    boze.advance(state)
    assert choices(boze, state) == (red, ["estate prussia", "estate ukraine", "pass"])
    state = boze.apply(state, red, "estate ukraine").state
    assert state.phase == "new_estates"
    assert [e.owner for e in state.provinces["ukraine"].estates] == [red]


def test_phase_seven_no_free_disc_no_estate(boze: BozeGame) -> None:
    """Components: sixteen discs; fifteen estates and the prestige marker use them all."""
    state = at_phase(boze, "new_estates", houses=HOUSES, turn=1)
    red = seat_of(state, "sapieha")
    for province in state.provinces.values():
        province.estates = [Estate(owner=red) for _ in range(3)]
        province.dice = [0] * state.seats
        province.dice[red] = 2
    state.mace = red
    events = boze.advance(state)
    assert state.phase != "new_estates"
    assert any(e.msg.key == "boze.new_estates.cannot" and e.msg.params["seat"] == red for e in events)


def test_phase_seven_a_build_may_carry_the_pass(boze: BozeGame) -> None:
    """Phase Seven's example again, with Sapieha and Radziwiłł saying their pass with their first build
    ("they do not want to build any more estates"): the table does not come back to them, and the phase ends
    exactly as in the rulebook's telling."""
    state = new_estates(boze, {"ukraine": {"sapieha": 3, "potocki": 5}, "prussia": {"radziwill": 3}})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    transition = boze.apply(state, red, "estate ukraine then pass")
    keys = [e.msg.key for e in transition.events]
    assert keys[:2] == ["boze.new_estates.built", "boze.new_estates.passed"]
    state = boze.apply(transition.state, white, "Estate Prussia THEN pass").state
    state = boze.apply(state, blue, "estate ukraine").state
    assert state.cycle == 2 and state.passed == [red, white]
    assert choices(boze, state)[0] == blue, "the second cycle goes straight to Potocki"
    state = boze.apply(state, blue, "estate ukraine").state
    state = boze.apply(state, blue, "pass").state
    assert state.phase != "new_estates"
    assert [e.owner for e in state.provinces["ukraine"].estates] == [red, blue, blue]
    assert state.provinces["ukraine"].dice == [2 if s == red else 2 if s == blue else 0 for s in range(3)]


@pytest.mark.parametrize("text", ["then pass", "pass then pass", "estate ukraine then pass then pass"])
def test_phase_seven_then_pass_needs_a_build_before_it(boze: BozeGame, text: str) -> None:
    state = new_estates(boze, {"ukraine": {"sapieha": 3}})
    before = serial.dumps(state)
    with pytest.raises(MalformedAction, match="after a whole action"):
        boze.apply(state, seat_of(state, "sapieha"), text)
    assert serial.dumps(state) == before
