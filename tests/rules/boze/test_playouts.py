"""Seeded random playouts of the opening, checking the invariants after every action."""

from __future__ import annotations

import random

import pytest

from rules.boze import BozeGame
from rules.boze.state import BozeState, dice_on_map, free_dice
from rules.core import serial
from rules.core.forms import random_answer

SEEDS = range(60)


def playout(game: BozeGame, seats: int, seed: int, check) -> tuple[BozeState, list[str]]:
    """Play a whole game with random legal answers; ``check(before, after, seat, text)`` after each."""
    picker = random.Random(seed)
    state = game.new_game(seats, seed).state
    log: list[str] = []
    while not state.finished:
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        after = game.apply(state, seat, text).state
        check(state, after, seat, text)
        log.append(f"{seat}:{text}")
        state = after
    return state, log


def invariants(game: BozeGame):
    def check(before: BozeState, after: BozeState, seat: int, text: str) -> None:
        board = game.board
        for s in range(after.seats):
            assert free_dice(board, after, s) + dice_on_map(after, s) == 20
            assert free_dice(board, after, s) >= 0
            assert after.players[s].gold >= 0
            placed = sum(after.placed.get(s, {}).values()) + (1 if s in after.court else 0)
            used = 6 if s in after.placed else 0
            assert len(after.players[s].tokens) + used == 12, "tokens in hand plus tokens placed is twelve"
            assert placed >= 0
        for key, province in after.provinces.items():
            assert len(province.estates) <= len(board.province(key).fields)
        assert serial.loads(BozeState, serial.dumps(after)) == after, "state round-trips through JSON"
        assert serial.dumps(before) == serial.dumps(before), "apply never mutates its input"
        if after.pending:
            for viewer in [None, *range(after.seats)]:
                masked = serial.clone(after)
                for owner in masked.pending:
                    if owner != viewer:
                        masked.pending[owner] = "sealed"
                assert game.view(after, viewer) == game.view(masked, viewer), "no sealed answer in another's view"

    return check


@pytest.mark.parametrize("seats", [3, 4])
def test_random_openings_keep_the_invariants(boze: BozeGame, seats: int) -> None:
    for seed in SEEDS:
        state, _ = playout(boze, seats, seed, invariants(boze))
        assert state.finished and state.phase == "opening_complete"
        assert 0 <= state.mace < seats
        assert boze.result(state) is not None


def test_apply_does_not_mutate_its_input(boze: BozeGame) -> None:
    def check(before: BozeState, after: BozeState, seat: int, text: str) -> None:
        pass

    picker = random.Random(3)
    state = boze.new_game(3, 3).state
    while not state.finished:
        snapshot = serial.dumps(state)
        decision = boze.decisions(state)[0]
        seat = decision.waiting_for()[0]
        state_after = boze.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
        assert serial.dumps(state) == snapshot
        state = state_after


def test_the_same_seed_and_log_replay_to_the_byte(boze: BozeGame) -> None:
    final, log = playout(boze, 4, 99, lambda *a: None)
    state = boze.new_game(4, 99).state
    for line in log:
        seat, text = line.split(":", 1)
        state = boze.apply(state, int(seat), text).state
    assert boze.dumps(state) == boze.dumps(final)


def test_different_seeds_give_different_games(boze: BozeGame) -> None:
    firsts = {boze.dumps(playout(boze, 3, seed, lambda *a: None)[0]) for seed in range(5)}
    assert len(firsts) == 5
