"""The two shipped levels differ in how much they look at, and the casual one still plays sensibly; the
AI benchmark can be run on other seeds (its strong-against-casual figure is a small sample)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.bench import ai as bench_ai
from rules.boze import BozeGame
from rules.core import ai
from rules.core.ai import LEVELS, Level, choose
from rules.core.forms import random_answer
from tests.ai.test_ai_core import opening


def searched(monkeypatch: pytest.MonkeyPatch, boze: BozeGame, state: Any, level: str) -> dict[str, int]:
    """How many worlds, candidates and rollouts one decision of ``level`` used (the shipped level, at the
    sealed influence tokens of turn 1: a large decision)."""
    seen = {"worlds": 0, "candidates": 0, "rollouts": 0}
    brain = ai.brain_for(boze)
    determinize, best, rollout = brain.determinize, ai.Search.best, ai.Search.rollout

    def counting_determinize(*args: Any) -> Any:
        seen["worlds"] += 1
        return determinize(*args)

    def counting_best(self: Any, found: Any) -> str:
        seen["candidates"] = len(found)
        return best(self, found)

    def counting_rollout(self: Any, *args: Any) -> tuple[float, int]:
        seen["rollouts"] += 1
        return rollout(self, *args)

    with monkeypatch.context() as patch:
        patch.setattr(brain, "determinize", counting_determinize)
        patch.setattr(ai.Search, "best", counting_best)
        patch.setattr(ai.Search, "rollout", counting_rollout)
        choose(boze, state, 0, level, seed=4)
    return seen


def test_the_casual_level_looks_at_fewer_worlds_answers_and_futures_than_the_strong(
    monkeypatch: pytest.MonkeyPatch, boze: BozeGame
) -> None:
    state = opening(boze)
    casual = searched(monkeypatch, boze, state, "casual")
    strong = searched(monkeypatch, boze, state, "strong")
    assert casual["worlds"] == LEVELS["casual"].worlds < strong["worlds"] == LEVELS["strong"].worlds
    assert 2 <= casual["candidates"] <= LEVELS["casual"].candidates < strong["candidates"]
    assert 0 < casual["rollouts"] * 4 < strong["rollouts"], (casual, strong)
    casual_level, strong_level = LEVELS["casual"], LEVELS["strong"]
    assert casual_level.horizon < strong_level.horizon and casual_level.budget * 10 <= strong_level.budget


@pytest.mark.parametrize("seed", [21, 22])
def test_a_casual_seat_still_wins_among_random_players(boze: BozeGame, seed: int) -> None:
    """Casual is a lighter player, not a random one: seated among random players it finishes first."""
    picker = random.Random(seed)
    seat = seed % 3
    state = boze.new_game(3, seed).state
    while not state.finished:
        decision = boze.decisions(state)[0]
        who = decision.waiting_for()[0]
        if who == seat:
            text = choose(boze, state, who, "casual", seed=seed)
        else:
            text = random_answer(decision.forms[who], picker.randrange)
        state = boze.apply(state, who, text).state
    result = boze.result(state)
    assert result is not None and result.standings[0].seat == seat, result


def test_the_ai_bench_plays_from_the_seed_it_is_given(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    tiny = Level("tiny", worlds=1, candidates=2, budget=20, horizon=6)
    monkeypatch.setitem(ai.LEVELS, "strong", tiny)
    monkeypatch.setitem(ai.LEVELS, "casual", tiny)
    seeds: list[int] = []
    play = bench_ai.play

    def recording(game: Any, seats: int, options: Any, seed: int, *rest: Any) -> Any:
        seeds.append(seed)
        return play(game, seats, options, seed, *rest)

    monkeypatch.setattr(bench_ai, "play", recording)
    assert bench_ai.main(["--games", "1", "--setups", "boze_3p", "--seed", "7", "--json"]) == 0
    assert "strong_ahead_of_casual" in json.loads(capsys.readouterr().out)["ai"]["boze_3p"]
    assert seeds == [7, 7, 507], "random, defaults, then strong against casual, from the given seed"
