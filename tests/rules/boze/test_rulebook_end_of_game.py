"""End of Game and Victory."""

from __future__ import annotations

import random

import pytest

from rules.boze import BozeGame
from rules.boze.phases.end_of_game import result
from rules.boze.state import BozeState, Estate
from rules.core.forms import random_answer
from rules.core.messages import msg

from .helpers import at_phase, seat_of

HOUSES = ["sapieha", "radziwill", "potocki"]


def at_end(boze: BozeGame, **options: bool) -> BozeState:
    """After the fourth turn: no estates, dice, gold or prestige yet."""
    state = at_phase(boze, "end_of_game", houses=HOUSES, turn=4)
    state.options.update(options)
    for province in state.provinces.values():
        province.estates = []
        province.dice = [0] * state.seats
    for player in state.players:
        player.gold = 0
        player.prestige = 0
    return state


def lithuania_example(boze: BozeGame, **options: bool) -> BozeState:
    """The example's Lithuania on the track 2,3,3,4,4,5: blue on 2, red with a town on 3, blue on 3,
    red on 4, white on 4, blue on 5."""
    state = at_end(boze, **options)
    assert boze.board.province("lithuania").fields == (2, 3, 3, 4, 4, 5)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.provinces["lithuania"].estates = [
        Estate(owner=blue),
        Estate(owner=red, town=True, steward=True),
        Estate(owner=blue, steward=True),
        Estate(owner=red),
        Estate(owner=white),
        Estate(owner=blue),
    ]
    return state


def test_end_of_game_lithuania_example(boze: BozeGame) -> None:
    """End of Game example: "The red player gains nine prestige points in Lithuania for his first
    estate, because he has a city disc there, plus four points for his second estate — thirteen points
    in total. The blue player earns ten prestige points in Lithuania, and the white player four prestige
    points." (Stewards do not count.)"""
    state = lithuania_example(boze)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    events = boze.advance(state)
    assert state.finished
    assert state.final == {red: 13, white: 4, blue: 10}
    assert [p.prestige for p in state.players] == [state.final[s] for s in range(3)]
    lines = {e.msg.params["seat"]: e.msg.params["points"] for e in events if e.msg.key == "boze.end.estates"}
    assert lines == {red: 13, white: 4, blue: 10}


def test_end_of_game_private_duchies(boze: BozeGame) -> None:
    """Private Duchies: "players receive 1 additional prestige point for each of their own estates located
    in that family's home province. For the Radziwiłłs (white) and the Sapiehas (red), the home province
    is Lithuania ... Little Poland is the home province of the Potockis (blue)." """
    state = lithuania_example(boze, private_duchies=True)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.provinces["little"].estates = [Estate(owner=blue)]
    boze.advance(state)
    assert state.final == {red: 13 + 2, white: 4 + 1, blue: 10 + 2 + 1}


def test_end_of_game_without_the_option_no_home_bonus(boze: BozeGame) -> None:
    state = lithuania_example(boze, private_duchies=False)
    state.provinces["little"].estates = [Estate(owner=seat_of(state, "potocki"))]
    boze.advance(state)
    assert state.final[seat_of(state, "potocki")] == 12


def standings(boze: BozeGame, state: BozeState) -> list[int]:
    return [s.seat for s in result(boze.board, state).standings]


def test_victory_most_prestige_wins(boze: BozeGame) -> None:
    """Victory: "The game is won by the player who has earned the most prestige points." """
    state = at_end(boze)
    state.players[0].prestige, state.players[1].prestige, state.players[2].prestige = 20, 31, 25
    state.players[0].gold = 4
    boze.advance(state)
    outcome = result(boze.board, state)
    assert [s.seat for s in outcome.standings] == [1, 2, 0]
    assert outcome.winners == (1,)
    assert [s.score for s in outcome.standings] == [31, 25, 20]
    assert outcome.summary.key == "boze.end.winner"
    assert outcome.summary.params["how"] == msg("boze.end.by_prestige")
    detail = outcome.standings[2].detail
    assert detail is not None and detail.params == {"estates": 0, "dice": 0, "gold": 4}


def test_victory_tie_broken_by_dice_on_the_map(boze: BozeGame) -> None:
    """Victory: "In case of a tie, the winner is the tied player who has the greater number of player
    dice on the map." """
    state = at_end(boze)
    for player in state.players:
        player.prestige = 30
    state.provinces["ukraine"].dice = [1, 3, 2]
    state.players[0].gold = 4
    assert standings(boze, state) == [1, 2, 0]
    assert result(boze.board, state).summary.params["how"] == msg("boze.end.by_dice")


def test_victory_then_by_money(boze: BozeGame) -> None:
    """Victory: "If there is still a tie, the winner is the tied player who has more money." """
    state = at_end(boze)
    for player in state.players:
        player.prestige = 30
    state.provinces["ukraine"].dice = [2, 2, 2]
    state.players[0].gold, state.players[1].gold, state.players[2].gold = 1, 3, 4
    assert standings(boze, state) == [2, 1, 0]
    assert result(boze.board, state).summary.params["how"] == msg("boze.end.by_gold")


@pytest.mark.parametrize(("hetman", "expected"), [(0, [0, 1, 2]), (1, [1, 2, 0]), (2, [2, 0, 1])])
def test_victory_then_closest_to_first_in_turn_order(boze: BozeGame, hetman: int, expected: list[int]) -> None:
    """Victory: "If there is still a tie, the game is won by the player closest to first place in player
    turn order." Turn order runs clockwise from the Hetman."""
    state = at_end(boze)
    for player in state.players:
        player.prestige = 30
        player.gold = 2
    state.mace = hetman
    assert standings(boze, state) == expected
    outcome = result(boze.board, state)
    assert outcome.winners == (hetman,)
    assert outcome.summary.params["how"] == msg("boze.end.by_order")


@pytest.mark.parametrize("seats", [3, 4])
def test_random_whole_games_reach_the_end_of_game(boze: BozeGame, seats: int) -> None:
    """Four turns of sixteen phases, then the End of Game: every random game finishes with a result."""
    for seed in range(8):
        picker = random.Random(seed)
        state = boze.new_game(seats, seed).state
        for _ in range(5000):
            if state.finished:
                break
            decision = boze.decisions(state)[0]
            seat = picker.choice(decision.waiting_for())
            state = boze.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
        assert state.finished and state.phase == "end_of_game" and state.turn == 4
        assert set(state.final) == set(range(seats))
        outcome = result(boze.board, state)
        assert len(outcome.standings) == seats and outcome.winners == (outcome.standings[0].seat,)
        scores = [s.score for s in outcome.standings]
        assert scores == sorted(scores, reverse=True)
