"""Seeded random playouts of whole games in both versions, checking the invariants after every action."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from rules.core import serial
from rules.core.forms import random_answer
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.common import pawns
from rules.niepodlegla.effects import independence_on_board
from rules.niepodlegla.state import NiepodleglaState

Check = Callable[[NiepodleglaState, NiepodleglaState], None]
Rig = Callable[[NiepodleglaState], NiepodleglaState]


def playout(
    game: NiepodleglaGame,
    seats: int,
    seed: int,
    check: Check,
    version: str = "basic",
    challenges: bool = False,
    rig: Rig | None = None,
) -> tuple[NiepodleglaState, list[str]]:
    """Play a whole game with random legal answers; ``check(before, after)`` after each action. ``rig``
    may change the state between actions (to reach the final rounds, which random play seldom does)."""
    picker = random.Random(seed)
    state = game.new_game(seats, seed, {"version": version, "challenges": challenges}).state
    log: list[str] = []
    while not state.finished:
        if rig is not None:
            state = rig(state)
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        after = game.apply(state, seat, text).state
        check(state, after)
        log.append(f"{seat}:{text}")
        state = after
        assert len(log) < 5000, "a game must end"
    return state, log


def invariants(game: NiepodleglaGame, every: int = 5) -> Check:
    """The limits of the components after every action; the JSON round trip and the views every
    ``every`` actions and at the end (they cost most)."""
    board = game.board
    count = [0]

    def check(before: NiepodleglaState, after: NiepodleglaState) -> None:
        count[0] += 1
        assert after.morale >= 0 and after.neutral >= 0, "morale never below zero"
        ids = [d.id for d in after.dice]
        assert len(ids) == len(set(ids)), "each die once"
        assert all(0 <= d.holder < after.seats for d in after.dice)
        if after.dice:
            assert sum(1 for d in after.dice if not d.figure) == after.neutral, "every neutral die divided"
        keys = [t.key for t in after.tokens]
        assert len(keys) == len(set(keys)) and len(keys) <= len(board.tokens)
        cards = after.deck + [c.key for c in after.table] + after.removed
        assert len(cards) == len(set(cards)), "a card is in one place"
        for s in range(after.seats):
            on_table = sum(1 for c in after.table if c.seat == s and not c.joint)
            assert on_table <= pawns(board, after, s) or after.phase in ("negative", "morale_check", "positive")
        if after.advanced:
            assert independence_on_board(after) <= board.count("advanced_independence_tokens"), "tokens within supply"
            assert after.neutral <= board.count("advanced_neutral_dice")
            rally = 2 * int(board.advanced["morale_token_value"].value)
            assert after.morale <= board.count("advanced_morale_markers") + rally
            top = int(board.advanced["track_top"].value)
            assert 0 <= after.consent <= top and 0 <= after.foreign <= top
            assert all(c.independence >= 0 for c in after.cities.values())
            assert set(after.owners) <= set(board.figure_keys)
        else:
            sixth = board.count("part_spaces") + 1  # Additional Bonuses: the sixth token is placed, no later one
            assert all(0 <= n <= sixth for n in after.parts.values())
            assert after.morale_cap <= board.count("basic_morale_markers")
            assert after.neutral_cap <= board.count("basic_neutral_dice")
            assert after.morale <= after.morale_cap
            for part in board.parts:
                assert int(part.final_min.value) <= after.levels[part.key] <= len(part.track)
        if count[0] % every and not after.finished:
            return
        assert serial.loads(NiepodleglaState, serial.dumps(after)) == after, "state round-trips through JSON"
        views = [game.view(after, None), game.view(after, count[0] % after.seats)]
        assert all(replace(v, viewer=None) == views[0] for v in views), "every seat sees the same open table"

    return check


def rig_final(state: NiepodleglaState) -> NiepodleglaState:
    """Carry a random game past the checks of the final round: the basic board's parts filled in round V,
    the advanced policy markers well past each other from round 8."""
    if not state.advanced and state.round == 5 and min(state.parts.values()) < 5:
        state = serial.clone(state)
        state.parts = {k: 5 for k in state.parts}
    if state.advanced and state.round >= 8 and state.consent + state.foreign < 16:
        state = serial.clone(state)
        state.consent, state.foreign = 8, 8
    return state


@pytest.mark.parametrize("version", ["basic", "advanced"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_finish_with_a_result_and_keep_the_invariants(
    game: NiepodleglaGame, seats: int, version: str
) -> None:
    for seed in range(12):
        state, _ = playout(game, seats, seed, invariants(game), version, challenges=seed % 2 == 1)
        assert state.finished and state.outcome in ("victory", "defeat")
        result = game.result(state)
        assert result is not None and len(result.standings) == seats
        assert result.winners in ((), tuple(range(seats)))


@pytest.mark.parametrize("version", ["basic", "advanced"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_through_the_final_round(game: NiepodleglaGame, seats: int, version: str) -> None:
    """The final rounds played out (the first checks passed by rigging the board)."""
    finals = 0
    for seed in range(6):
        state, _ = playout(game, seats, 100 + seed, invariants(game), version, challenges=True, rig=rig_final)
        finals += state.reason not in ("niepodlegla.result.spaces", "niepodlegla.result.apart")
        assert game.result(state) is not None
    assert finals == 6


def test_apply_does_not_mutate_its_input(game: NiepodleglaGame) -> None:
    for version in ("basic", "advanced"):
        picker = random.Random(3)
        state = game.new_game(3, 3, {"version": version}).state
        while not state.finished:
            snapshot = serial.dumps(state)
            decision = game.decisions(state)[0]
            seat = picker.choice(decision.waiting_for())
            following = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
            assert serial.dumps(state) == snapshot
            state = following


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_the_same_seed_and_log_replay_to_the_byte(game: NiepodleglaGame, version: str) -> None:
    """DESIGN §3: a checkpoint is written at every phase boundary, and replaying the seed and the action log
    must give it back exactly."""
    checkpoints: list[str] = []

    def checkpoint(before: NiepodleglaState, after: NiepodleglaState) -> None:
        if game.phase_key(before) != game.phase_key(after):
            checkpoints.append(game.dumps(after))

    final, log = playout(game, 4, 99, checkpoint, version, rig=None)
    state = game.new_game(4, 99, {"version": version, "challenges": False}).state
    replayed: list[str] = []
    for line in log:
        seat, text = line.split(":", 1)
        after = game.apply(state, int(seat), text).state
        if game.phase_key(state) != game.phase_key(after):
            replayed.append(game.dumps(after))
        state = after
    assert replayed == checkpoints and len(checkpoints) > 10
    assert game.dumps(state) == game.dumps(final)


def test_different_seeds_give_different_games(game: NiepodleglaGame) -> None:
    finals = {game.dumps(playout(game, 3, seed, lambda before, after: None)[0]) for seed in range(5)}
    assert len(finals) == 5


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_the_order_of_the_decks_is_in_no_view(game: NiepodleglaGame, version: str) -> None:
    """Nothing is hidden from the players but the order of the shuffled decks, which nobody sees."""
    state = game.new_game(3, 5, {"version": version}).state
    other = serial.clone(state)
    other.deck.reverse()
    other.threats.reverse()
    other.finals.reverse()
    other.challenges_deck.reverse()
    other.rng.state += 1
    for viewer in (None, 0, 1, 2):
        assert game.view(state, viewer) == game.view(other, viewer)
        assert [game.describe(state, viewer)] == [game.describe(other, viewer)]


def test_every_default_answer_is_legal(game: NiepodleglaGame) -> None:
    """A seat that times out gets its decision's default; every default must be accepted."""
    for version in ("basic", "advanced"):
        state = game.new_game(2, 7, {"version": version, "challenges": True}).state
        steps = 0
        while not state.finished and steps < 3000:
            decision = game.decisions(state)[0]
            seat = decision.waiting_for()[0]
            state = game.apply(state, seat, decision.defaults[seat]).state
            steps += 1
        assert state.finished
