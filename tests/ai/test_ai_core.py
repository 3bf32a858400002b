"""The AI's kernel: the answers it draws from a form, reproducible and pure decisions, what it refuses, and
the seam the table will use (a decision computed in another process from a pickled game and state)."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
from itertools import permutations, product
from pathlib import Path
from typing import Any

import pytest

from rules.boze import BozeGame
from rules.core import serial
from rules.core.ai import LEVELS, answers, choose, level_of, needs_search, walk_all
from rules.core.decision import Amount, Assign, Choice, Decision, Options, Slot, Split, Step, Steps
from rules.core.errors import NotYourDecision
from rules.core.forms import check_assign, check_split, random_answer
from rules.core.messages import msg
from rules.core.rng import Rng
from tests.ai.conftest import QUICK

SLOTS = (Slot("a", "A"), Slot("b", "B"), Slot("c", "C"))


def pairs(text: str) -> dict[str, int]:
    return {k: int(v) for k, v in (w.split("=") for w in text.split()[1:])}


def test_every_filling_of_a_small_assign_is_listed_once_and_is_legal() -> None:
    form = Assign("tokens", SLOTS, (0, 1, 1, 2))
    listed = answers(form, Rng.from_seed(1), cap=100)
    expected = {p for p in permutations(form.pool, 3)}
    assert len(listed) == len(set(listed)) == len(expected)
    for text in listed:
        check_assign(form, pairs(text), "test")


def test_every_filling_of_a_small_split_is_listed_once_and_is_legal() -> None:
    form = Split("dice", SLOTS, (2, 1, 3), 4)
    listed = answers(form, Rng.from_seed(1), cap=100)
    expected = [v for v in product(range(3), range(2), range(4)) if sum(v) == 4]
    assert len(listed) == len(set(listed)) == len(expected)
    for text in listed:
        check_split(form, pairs(text), "test")


def test_a_large_form_gives_a_sample_of_legal_answers_within_the_cap() -> None:
    six = (*SLOTS, Slot("d", "D"), Slot("e", "E"), Slot("f", "F"))
    form = Assign("tokens", six, (0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5))
    listed = answers(form, Rng.from_seed(2), cap=20)
    assert len(listed) == len(set(listed)) == 20
    for text in listed:
        check_assign(form, pairs(text), "test")


def test_a_wide_amount_is_spread_over_its_range() -> None:
    listed = answers(Amount("bid", 0, 100), Rng.from_seed(1), cap=11)
    assert listed[0] == "bid 0" and listed[-1] == "bid 100" and len(listed) == 11


def test_a_steps_form_is_walked_to_every_complete_answer() -> None:
    tree = {(): ["go", "pass"], ("go",): ["north", "south"], ("go", "north"): ["far"]}

    def after(words: Any) -> Step:
        key = tuple(words)
        nxt = tuple(Choice(w, w) for w in tree.get(key, []))
        return Step(nxt, complete=key in {("pass",), ("go", "north"), ("go", "north", "far"), ("go", "south")})

    form = Steps(after=after)
    assert sorted(walk_all(form, cap=10) or []) == ["go north", "go north far", "go south", "pass"]
    assert walk_all(form, cap=2) is None, "more answers than the cap: the caller samples instead"


def opening(boze: BozeGame) -> Any:
    """Boże after the setup, at the sealed influence tokens of turn 1."""
    picker = random.Random(3)
    state = boze.new_game(3, 3).state
    while boze.decisions(state)[0].key != "noble_clientele.tokens":
        decision = boze.decisions(state)[0]
        who = decision.waiting_for()[0]
        state = boze.apply(state, who, random_answer(decision.forms[who], picker.randrange)).state
    return state


def test_a_decision_is_reproducible_legal_and_changes_nothing(boze: BozeGame) -> None:
    state = opening(boze)
    before = serial.dumps(state)
    first = choose(boze, state, 0, QUICK, seed=11)
    assert choose(boze, state, 0, QUICK, seed=11) == first
    assert serial.dumps(state) == before, "the AI must not change the state it reads"
    boze.apply(state, 0, first)


def test_the_table_can_run_the_ai_in_another_process(boze: BozeGame) -> None:
    """Phase 2 runs the AI off the event loop, possibly in a process pool: the game and the state pickle,
    and the copy decides as the original does."""
    state = opening(boze)
    game_copy, state_copy = pickle.loads(pickle.dumps((boze, state)))
    assert choose(game_copy, state_copy, 1, QUICK, seed=5) == choose(boze, state, 1, QUICK, seed=5)


def test_a_seat_that_owes_nothing_is_refused_and_needs_no_search(boze: BozeGame) -> None:
    state = opening(boze)
    after = boze.apply(state, 0, choose(boze, state, 0, QUICK, seed=1)).state
    assert needs_search(boze, state, 0) and not needs_search(boze, after, 0)
    with pytest.raises(NotYourDecision):
        choose(boze, after, 0, QUICK, seed=1)


class Forced:
    """Only what :func:`choose` reads before it would search: one decision with one legal answer."""

    id = "forced"

    def decision_for(self, state: Any, seat: int) -> Decision:
        form = Options((Choice("pass", "Pass"),))
        return Decision("x", (0,), msg("core.error.nothing_waits"), {0: form}, {0: "pass"}, "")


class Bare:
    finished = False
    step = 0


def test_a_single_legal_answer_is_played_without_a_search() -> None:
    game: Any = Forced()
    assert choose(game, Bare(), 0, QUICK, seed=1) == "pass"
    assert not needs_search(game, Bare(), 0)


def test_the_levels_are_named_and_an_unknown_one_is_refused() -> None:
    assert {"casual", "strong"} <= set(LEVELS)
    assert LEVELS["strong"].budget > LEVELS["casual"].budget
    with pytest.raises(ValueError, match="the levels are"):
        level_of("grandmaster")


DECIDE = """
import random, sys
sys.path.insert(0, {root!r})
from bot.editions import Editions
from rules.core.ai import Level, choose
from rules.core.forms import random_answer
game = Editions().current({game!r})[1]
state = game.new_game(3, 7, {options!r}).state
picker = random.Random(7)
for _ in range({moves}):
    decision = game.decisions(state)[0]
    who = decision.waiting_for()[0]
    state = game.apply(state, who, random_answer(decision.forms[who], picker.randrange)).state
who = game.decisions(state)[0].waiting_for()[0]
print(choose(game, state, who, Level("quick", worlds=2, candidates=4, budget=120, horizon=40), seed=3))
"""


@pytest.mark.parametrize(
    ("game_id", "options", "moves"), [("niepodlegla", {"version": "basic"}, 0), ("sigismundus", {}, 12)]
)
def test_a_decision_does_not_depend_on_the_interpreters_hash_seed(game_id: str, options: Any, moves: int) -> None:
    """Budgets are counted, not timed, and nothing iterates a set of strings into a choice: the same
    decision comes out of interpreters with different string hashes."""
    root = str(Path(__file__).resolve().parents[2])
    code = DECIDE.format(root=root, game=game_id, options=options, moves=moves)
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
        assert done.returncode == 0, done.stderr
        outputs.add(done.stdout.strip())
    assert len(outputs) == 1 and outputs != {""}


def test_the_boze_ai_leaves_the_then_pass_shortcut_out_of_its_search(boze: BozeGame) -> None:
    """New Estates offers every build twice (with and without "then pass"): a shortcut for people. The AI's
    candidates and its rollouts keep to the plain builds and the pass, so the shortcut does not halve the
    search of each build."""
    from rules.core.ai import brain_for
    from tests.ai.helpers import play_until

    state = play_until(boze, 3, 4, lambda s, d: d.key == "new_estates.build")
    decision = boze.decisions(state)[0]
    seat = decision.waiting_for()[0]
    texts = [c.text for c in decision.forms[seat].choices]  # type: ignore[union-attr]
    assert any(t.endswith(" then pass") for t in texts)
    brain = brain_for(boze)
    found = brain.candidates(boze, state, decision, seat, Rng.from_seed(1), 50)
    assert found and not any(t.endswith(" then pass") for t in found), found
    rolled = {brain.policy(boze, state, decision, seat, Rng.from_seed(n)) for n in range(40)}
    assert not any(t.endswith(" then pass") for t in rolled), rolled
