"""Phase Six: Deputies to the Sejm."""

from __future__ import annotations

from rules.boze import BozeGame
from rules.boze.state import BozeState, Estate, free_discs

from .helpers import at_phase, seat_of

HOUSES = ["sapieha", "radziwill", "potocki"]


def sejmiks(boze: BozeGame, dice: dict[str, dict[str, int]]) -> BozeState:
    """Deputies to the Sejm with the given player dice by province and house (others empty)."""
    state = at_phase(boze, "deputies", houses=HOUSES, turn=1)
    for province in state.provinces.values():
        province.dice = [0] * state.seats
    for key, by_house in dice.items():
        for house, n in by_house.items():
            state.provinces[key].dice[seat_of(state, house)] = n
    return state


def test_phase_six_example_radziwill_prussia_sapieha_lithuania(boze: BozeGame) -> None:
    """Phase Six example: "The elections have already been resolved in Prussia, where Radziwiłł
    (white) won. Now it is Lithuania's turn, where Sapieha (red) wins. He discards one of his dice and
    places his disc in the Sejm field corresponding to Lithuania." """
    state = sejmiks(
        boze,
        {
            "prussia": {"radziwill": 3, "sapieha": 1, "potocki": 2},
            "lithuania": {"sapieha": 4, "potocki": 2},
        },
    )
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    phase = boze.flow.phases["deputies"]
    events = phase.begin(state)
    assert phase.decisions(state) == (), "the election is compulsory: nobody is asked"
    assert state.sejm == {"prussia": white, "lithuania": red}
    assert state.provinces["prussia"].dice[red] == 1
    assert state.provinces["prussia"].dice[white] == 2 and state.provinces["prussia"].dice[blue] == 2
    assert state.provinces["lithuania"].dice[red] == 3 and state.provinces["lithuania"].dice[blue] == 2
    assert [e.msg.key for e in events[:2]] == ["boze.deputies.elected", "boze.deputies.elected"]


def test_phase_six_example_a_tie_for_most_elects_nobody(boze: BozeGame) -> None:
    """Phase Six example: "If Sapieha (red) and Potocki (blue) had two dice each in Lithuania, then no
    one would have won the election and the Lithuania field in the Sejm would remain empty." """
    state = sejmiks(boze, {"lithuania": {"sapieha": 2, "potocki": 2, "radziwill": 1}})
    events = boze.flow.phases["deputies"].begin(state)
    assert "lithuania" not in state.sejm
    assert state.provinces["lithuania"].dice == [2, 1, 2]
    assert events[1].msg.key == "boze.deputies.tie"


def test_phase_six_a_province_without_dice_elects_nobody(boze: BozeGame) -> None:
    state = sejmiks(boze, {})
    events = boze.flow.phases["deputies"].begin(state)
    assert state.sejm == {}
    assert [e.msg.key for e in events] == ["boze.deputies.nobody"] * 5


def test_phase_six_provinces_are_resolved_from_prussia_in_board_order(boze: BozeGame) -> None:
    """Phase Six: "Starting with Prussia, and going clockwise" — one seat per province, each costing a die."""
    state = sejmiks(
        boze,
        {key: {"potocki": 2} for key in ("prussia", "lithuania", "ukraine", "little", "great")},
    )
    blue = seat_of(state, "potocki")
    events = boze.flow.phases["deputies"].begin(state)
    assert list(state.sejm) == ["prussia", "lithuania", "ukraine", "little", "great"]
    assert set(state.sejm.values()) == {blue}
    assert all(p.dice[blue] == 1 for p in state.provinces.values())
    assert [e.msg.params["province"] for e in events] == [p.name for p in boze.board.provinces]


def test_phase_six_a_winner_without_a_free_disc_keeps_his_die_and_the_field_stays_empty(boze: BozeGame) -> None:
    """Reading: sixteen discs less fifteen estates and the prestige marker leave none to send to the
    Sejm; the field stays empty and the winner keeps his die."""
    state = sejmiks(boze, {"ukraine": {"sapieha": 3, "potocki": 1}})
    red = seat_of(state, "sapieha")
    for province in state.provinces.values():
        province.estates = [Estate(owner=red) for _ in range(3)]
    assert free_discs(boze.board, state, red) == 0
    events = boze.flow.phases["deputies"].begin(state)
    assert "ukraine" not in state.sejm
    assert state.provinces["ukraine"].dice[red] == 3
    assert events[2].msg.key == "boze.deputies.no_disc"
