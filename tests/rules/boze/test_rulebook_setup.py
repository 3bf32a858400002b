"""Setup and the Four-Player Variant's Initial Setup."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.boze.phases.setup import placement_order
from rules.boze.state import free_dice, free_discs
from rules.core.errors import IllegalAction, NotYourDecision

from .helpers import answer_defaults


def test_setup_three_players_rounds_start_one_seat_later_each_time() -> None:
    """Setup: "Once every player has placed one disc ... the Hetman's mace is passed to the next
    player (clockwise) and the whole procedure is repeated ... once more." """
    assert placement_order(3, 0) == [0, 1, 2, 1, 2, 0, 2, 0, 1]
    assert placement_order(3, 2) == [2, 0, 1, 0, 1, 2, 1, 2, 0]


def test_four_player_variant_places_in_snake_order() -> None:
    """Four-Player Variant: "the same procedure again, but in reverse order"; two estates each."""
    assert placement_order(4, 1) == [1, 2, 3, 0, 0, 3, 2, 1]


def test_setup_gives_ten_gold_twelve_tokens_and_wealth_three(boze: BozeGame) -> None:
    """Setup: "Each player receives 10 gold"; wealth discs "on the field of value 3"; 2 tokens of 0-5."""
    state = boze.new_game(3, seed=11).state
    assert [p.gold for p in state.players] == [10, 10, 10]
    assert all(sorted(p.tokens) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5] for p in state.players)
    assert {p.wealth for p in state.provinces.values()} == {3}
    assert all(free_dice(boze.board, state, s) == 20 for s in range(3))


def test_first_player_rolled_receives_the_mace_and_places_first(boze: BozeGame) -> None:
    transition = boze.new_game(3, seed=11)
    state = transition.state
    assert any(e.kind == "roll" and e.dice for e in transition.events)
    assert state.mace == state.first_player
    assert boze.decisions(state)[0].seats == (state.first_player,)


def test_first_player_differs_across_seeds(boze: BozeGame) -> None:
    firsts = {boze.new_game(3, seed=s).state.first_player for s in range(40)}
    assert firsts == {0, 1, 2}


def test_setup_three_players_ends_with_three_estates_each_and_mace_two_seats_on(boze: BozeGame) -> None:
    state = boze.new_game(3, seed=5).state
    first = state.first_player
    state = answer_defaults(boze, state, "noble_clientele")
    assert state.turn == 1
    estates = [sum(1 for p in state.provinces.values() for e in p.estates if e.owner == s) for s in range(3)]
    assert estates == [3, 3, 3]
    assert state.mace == (first + 2) % 3
    assert [free_discs(boze.board, state, s) for s in range(3)] == [12, 12, 12]


def test_four_players_two_estates_each_mace_stays_with_first(boze: BozeGame) -> None:
    state = boze.new_game(4, seed=5).state
    first = state.first_player
    state = answer_defaults(boze, state, "noble_clientele")
    estates = [sum(1 for p in state.provinces.values() for e in p.estates if e.owner == s) for s in range(4)]
    assert estates == [2, 2, 2, 2]
    assert state.mace == first


def test_estate_takes_the_lowest_free_field(boze: BozeGame) -> None:
    """Setup: "the first disc placed will go on the first field of the track ... the next free field"."""
    state = boze.new_game(3, seed=3).state
    for _ in range(3):
        seat = boze.decisions(state)[0].seats[0]
        state = boze.apply(state, seat, "estate ukraine").state
    assert [e.owner for e in state.provinces["ukraine"].estates] == placement_order(3, state.first_player)[:3]
    view = boze.view(state, None)
    ukraine = next(p for p in view.provinces if p.key == "ukraine")
    assert [f.owner is not None for f in ukraine.fields] == [True, True, True, False, False, False]


def test_a_full_estate_track_is_refused_and_not_offered(boze: BozeGame) -> None:
    state = boze.new_game(3, seed=3).state
    for _ in range(6):
        seat = boze.decisions(state)[0].seats[0]
        state = boze.apply(state, seat, "estate prussia").state
    decision = boze.decisions(state)[0]
    assert "estate prussia" not in [c.text for c in decision.forms[decision.seats[0]].choices]  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="full"):
        boze.apply(state, decision.seats[0], "estate prussia")


def test_placing_out_of_turn_is_refused(boze: BozeGame) -> None:
    state = boze.new_game(3, seed=3).state
    other = (boze.decisions(state)[0].seats[0] + 1) % 3
    with pytest.raises(NotYourDecision, match="waiting for"):
        boze.apply(state, other, "estate prussia")


def test_players_choose_their_house(boze: BozeGame) -> None:
    state = boze.new_game(3, seed=3, roles=[None, "leszczynski", None]).state
    assert state.houses == ["sapieha", "leszczynski", "radziwill"]
    assert boze.seat_name(state, 1) == "Leszczyński (yellow)"
    with pytest.raises(IllegalAction):
        boze.new_game(3, seed=3, roles=["potocki", "potocki"])


def test_two_or_five_players_are_refused(boze: BozeGame) -> None:
    for n in (2, 5):
        with pytest.raises(IllegalAction, match="3–4 players"):
            boze.new_game(n, seed=1)
