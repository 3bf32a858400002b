"""Phase Four: Royal Army."""

from __future__ import annotations

from rules.boze import BozeGame
from rules.boze.state import Army, BozeState

from .helpers import at_phase, seat_of

HOUSES = ["sapieha", "radziwill", "potocki"]


def royal_army(boze: BozeGame, court: dict[str, int], turn: int) -> BozeState:
    """Phase Four played in ``turn`` with the given Royal Court tokens."""
    state = at_phase(boze, "royal_army", houses=HOUSES, turn=turn)
    state.court = {seat_of(state, house): value for house, value in court.items()}
    boze.flow.phases["royal_army"].begin(state)
    return state


def test_phase_four_example_first_turn_court_sum_eight(boze: BozeGame) -> None:
    """Phase Four example: "Sapieha (red) and Potocki (blue) placed influence tokens of value "3" on the
    Royal Court field, and Radziwiłł (white) placed one of value "2" ... The total value of the
    influence tokens at the Royal Court is eight points. The Royal Army Strength table shows that eight
    points gives troops in the amount of two infantry and one cavalry ... Since it is the first turn,
    the troops designated by the first field of the Commonwealth track must also be added to this
    field — two infantry and two cavalry. No artillery token goes into the Royal Army field, because
    this is the first turn of the game." """
    state = royal_army(boze, {"sapieha": 3, "potocki": 3, "radziwill": 2}, turn=1)
    assert state.royal_army == Army(infantry=4, cavalry=3, artillery=0)


def test_phase_four_runs_by_itself_between_the_mace_and_events(boze: BozeGame) -> None:
    """The phase is automatic: advancing from it leaves the army placed and asks nobody anything."""
    state = at_phase(boze, "royal_army", houses=HOUSES, turn=1)
    state.court = {0: 3, 1: 3, 2: 2}
    phase = boze.flow.phases["royal_army"]
    events = phase.begin(state)
    assert phase.decisions(state) == ()
    assert [e.msg.key for e in events][-1] == "boze.royal_army.placed"


def test_phase_four_no_artillery_in_the_first_turn(boze: BozeGame) -> None:
    """Phase Four: "Note: In the first turn, an artillery token may not be included in the Royal Army."
    (The placeholder column for a court sum of 12 holds an artillery token.)"""
    column = boze.board.royal_supplement(12).value
    assert column.get("artillery") == 1
    state = royal_army(boze, {"sapieha": 4, "potocki": 4, "radziwill": 4}, turn=1)
    assert state.royal_army.artillery == 0
    later = royal_army(boze, {"sapieha": 4, "potocki": 4, "radziwill": 4}, turn=2)
    assert later.royal_army.artillery == 1


def test_phase_four_token_limit_caps_the_army(boze: BozeGame) -> None:
    """Phase Four: "Note: The token limit determines the maximum size of the Royal Army." Turn 3 (2
    infantry, 2 cavalry standing) with a court sum of 15 (3 infantry, 2 cavalry, 1 artillery): five
    infantry wanted, four tokens exist."""
    state = royal_army(boze, {"sapieha": 5, "potocki": 5, "radziwill": 5}, turn=3)
    assert state.royal_army == Army(infantry=4, cavalry=4, artillery=1)


def test_phase_four_fourth_turn_has_no_standing_troops(boze: BozeGame) -> None:
    """Phase Four: "... and in the fourth turn — no standing troops." """
    state = royal_army(boze, {"sapieha": 3, "potocki": 3, "radziwill": 2}, turn=4)
    assert state.royal_army == Army(infantry=2, cavalry=1, artillery=0)
    empty = royal_army(boze, {"sapieha": 0, "potocki": 1, "radziwill": 1}, turn=4)
    assert empty.royal_army == Army()
