"""Phase Five: Events."""

from __future__ import annotations

from rules.boze import BozeGame
from rules.boze.state import BozeState

from .helpers import ScriptedRng, at_phase

HOUSES = ["sapieha", "radziwill", "potocki"]


def roll_events(boze: BozeGame, faces: list[int], turn: int, state: BozeState | None = None):
    """Phase Five with the given faces on the four dice."""
    state = state or at_phase(boze, "events", houses=HOUSES, turn=turn)
    state.rng = ScriptedRng(0, list(faces))
    events = boze.flow.phases["events"].begin(state)
    return state, events


def dice_on_fields(state: BozeState) -> dict[str, int]:
    return {key: f.dice for key, f in state.enemy_fields.items()}


def test_phase_five_example_two_two_four_six(boze: BozeGame) -> None:
    """Phase Five example: "The result of the roll in the Events phase is: "2", "2", "4" and "6". This
    means that two green enemy dice must be placed on the Muscovy enemy field, and one orange enemy die
    must be placed on the Ottoman Empire enemy field. The rolled "6" is ignored." """
    state, events = roll_events(boze, [2, 2, 4, 6], turn=1)
    assert dice_on_fields(state) == {"black": 0, "muscovy": 2, "tatars": 0, "ottoman": 1, "habsburg": 0}
    assert state.enemy_fields["habsburg"].markers == 0
    colours = {e.key: e.colour for e in boze.board.enemies}
    assert colours["muscovy"] == "green" and colours["ottoman"] == "orange"
    (roll,) = events
    assert roll.kind == "roll" and roll.dice == (2, 2, 4, 6)
    effects = roll.msg.params["effects"]
    assert [m.key for m in effects] == ["boze.events.dice", "boze.events.dice", "boze.events.ignored"]


def test_phase_five_a_five_is_a_habsburg_influence_marker_while_they_play_politics(boze: BozeGame) -> None:
    """The Habsburg Empire: "they carry out their invasion not with enemy dice, but with influence
    markers"; Chmielnicki Uprising example: "1", "2", "5" and "6" → "one enemy die on the Sweden enemy
    field, one die on the Muscovy enemy field, and one influence marker on the Habsburgs enemy field"."""
    state, _ = roll_events(boze, [1, 2, 5, 6], turn=2)
    assert dice_on_fields(state) == {"black": 1, "muscovy": 1, "tatars": 0, "ottoman": 0, "habsburg": 0}
    assert state.enemy_fields["habsburg"].markers == 1


def test_phase_five_fourth_turn_a_five_is_orange_when_the_ottomans_hold_the_habsburg_field(boze: BozeGame) -> None:
    """Phase Five: "Exception: If in the fourth turn of the game the Habsburg Empire enemy field is
    controlled by the Ottoman Empire (i.e. it contains orange enemy dice), every "5" rolled on the dice
    results in an orange enemy die (belonging to the Ottoman Empire) appearing on that field." """
    state = at_phase(boze, "events", houses=HOUSES, turn=4)
    state.enemy_fields["habsburg"].ottoman = 2
    state, _ = roll_events(boze, [5, 5, 3, 6], turn=4, state=state)
    habsburg = state.enemy_fields["habsburg"]
    assert habsburg.ottoman == 4 and habsburg.dice == 0 and habsburg.markers == 0
    assert state.enemy_fields["tatars"].dice == 1


def test_phase_five_fourth_turn_a_five_is_a_purple_die_when_the_habsburgs_are_free(boze: BozeGame) -> None:
    """In turn 4 the Habsburgs "have taken off their white gloves": a 5 places a purple die."""
    state, _ = roll_events(boze, [5, 6, 6, 6], turn=4)
    habsburg = state.enemy_fields["habsburg"]
    assert habsburg.dice == 1 and habsburg.markers == 0 and habsburg.ottoman == 0


def test_phase_five_nothing_is_placed_from_an_empty_box(boze: BozeGame) -> None:
    """Components: 25 green dice, 10 Habsburg influence markers. With all of them on the board a 2 or a
    5 adds nothing, and the roll says so."""
    state = at_phase(boze, "events", houses=HOUSES, turn=2)
    state.provinces["lithuania"].enemies = {"muscovy": 25}
    state.provinces["great"].markers = 10
    state, events = roll_events(boze, [2, 5, 3, 6], turn=2, state=state)
    assert state.enemy_fields["muscovy"].dice == 0
    assert state.enemy_fields["habsburg"].markers == 0
    assert state.enemy_fields["tatars"].dice == 1
    keys = [m.key for m in events[0].msg.params["effects"]]
    assert "boze.events.no_dice" in keys and "boze.events.no_markers" in keys
