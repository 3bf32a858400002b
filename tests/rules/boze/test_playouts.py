"""Seeded random playouts of whole games, checking the invariants after every action."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.boze import BozeGame
from rules.boze.phases import Phase
from rules.boze.state import (
    BozeState,
    cities_left,
    cossacks_total,
    free_dice,
    free_discs,
    king_dice_left,
    markers_on_board,
    stewards_left,
)
from rules.core import serial
from rules.core.forms import random_answer

Check = Callable[[BozeState, BozeState], None]
OPTIONS = [
    {},
    {"treaty_restrictions": True, "durable_treaties": True, "private_duchies": True},
]


def playout(
    game: BozeGame, seats: int, seed: int, check: Check, options: dict | None = None
) -> tuple[BozeState, list[str]]:
    """Play a whole game with random legal answers; ``check(before, after)`` after each action."""
    picker = random.Random(seed)
    state = game.new_game(seats, seed, options).state
    log: list[str] = []
    while not state.finished:
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        after = game.apply(state, seat, text).state
        check(state, after)
        log.append(f"{seat}:{text}")
        state = after
    return state, log


def invariants(game: BozeGame) -> Check:
    board = game.board

    def check(before: BozeState, after: BozeState) -> None:
        for s in range(after.seats):
            assert free_dice(board, after, s) >= 0, "20 dice per player across pool, provinces and enemy fields"
            assert free_discs(board, after, s) >= 0, "16 discs per player"
            assert after.players[s].gold >= 0, "gold never negative"
            assert after.players[s].prestige >= 0
            hand = len(after.players[s].tokens)
            assert hand in (0, 6, 12) and hand <= 12
            owned = {"infantry": 0, "cavalry": 0, "artillery": 0}
            for province in after.provinces.values():
                for unit in owned:
                    owned[unit] += getattr(province.armies[s], unit)
            assert owned["infantry"] <= 4 and owned["cavalry"] <= 3 and owned["artillery"] <= 1
        for key, province in after.provinces.items():
            assert len(province.estates) <= len(board.province(key).fields)
            assert board.wealth["minimum"].value <= province.wealth <= board.wealth["maximum"].value
            assert all(n > 0 for n in province.enemies.values())
            assert min(province.dice) >= 0 and province.markers >= 0
        for enemy in board.enemies:
            in_use = sum(p.enemies.get(enemy.key, 0) for p in after.provinces.values())
            in_use += after.enemy_fields[enemy.key].dice
            if enemy.key == "ottoman":
                in_use += after.enemy_fields["habsburg"].ottoman
            assert in_use <= enemy.dice.value, f"{enemy.key} dice within their supply"
        assert markers_on_board(after) <= board.count("habsburg_markers")
        assert king_dice_left(board, after) >= 0 and stewards_left(board, after) >= 0 and cities_left(board, after) >= 0
        assert cossacks_total(after) == board.count("cossacks")
        ra = after.royal_army
        assert ra.infantry <= 4 and ra.cavalry <= 4 and ra.artillery <= 1
        assert serial.loads(BozeState, serial.dumps(after)) == after, "state round-trips through JSON"
        if after.pending:
            for viewer in [None, *range(after.seats)]:
                masked = serial.clone(after)
                for owner in masked.pending:
                    if owner != viewer:
                        masked.pending[owner] = "sealed"
                assert game.view(after, viewer) == game.view(masked, viewer), "no sealed answer in another's view"

    return check


@pytest.mark.parametrize("options", OPTIONS, ids=["basic", "optional-rules"])
@pytest.mark.parametrize("seats", [3, 4])
def test_random_games_finish_with_a_result_and_keep_the_invariants(boze: BozeGame, seats: int, options: dict) -> None:
    for seed in range(12):
        state, _ = playout(boze, seats, seed, invariants(boze), options)
        assert state.finished and state.turn == 4
        result = boze.result(state)
        assert result is not None and len(result.standings) == seats and len(result.winners) == 1
        assert [s.score for s in result.standings] == sorted((s.score for s in result.standings), reverse=True)


def test_apply_does_not_mutate_its_input(boze: BozeGame) -> None:
    seen: list[str] = []

    def check(before: BozeState, after: BozeState) -> None:
        seen.append(serial.dumps(before))

    picker = random.Random(3)
    state = boze.new_game(3, 3).state
    while not state.finished:
        snapshot = serial.dumps(state)
        decision = boze.decisions(state)[0]
        seat = decision.waiting_for()[0]
        following = boze.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
        assert serial.dumps(state) == snapshot
        state = following


def test_the_same_seed_and_log_replay_to_the_byte(boze: BozeGame) -> None:
    final, log = playout(boze, 4, 99, lambda before, after: None)
    state = boze.new_game(4, 99).state
    for line in log:
        seat, text = line.split(":", 1)
        state = boze.apply(state, int(seat), text).state
    assert boze.dumps(state) == boze.dumps(final)


def test_different_seeds_give_different_games(boze: BozeGame) -> None:
    finals = {boze.dumps(playout(boze, 3, seed, lambda before, after: None)[0]) for seed in range(5)}
    assert len(finals) == 5


def test_a_phase_waits_exactly_when_it_has_decisions(boze: BozeGame, monkeypatch: pytest.MonkeyPatch) -> None:
    """The flow asks each phase whether it waits after every action (issue 12: it built every decision, labels
    and all, only to throw them away); a phase that answers from the state alone must agree with its decisions."""
    asked: dict[str, int] = {}
    for phase in boze.flow.phases.values():
        own = phase.waits

        def checking(state: BozeState, phase: Phase = phase, own: Callable[[BozeState], bool] = own) -> bool:
            waits = own(state)
            assert waits == bool(phase.decisions(state)), (phase.key, state.turn)
            asked[phase.key] = asked.get(phase.key, 0) + 1
            return waits

        monkeypatch.setattr(phase, "waits", checking)
    for seats, seed in ((3, 1), (4, 2), (3, 3)):
        state, _ = playout(boze, seats, seed, lambda before, after: None, OPTIONS[seed % 2])
        assert state.finished
    assert {"setup", "noble_clientele", "new_estates", "special_actions", "private_armies"} <= set(asked), asked
