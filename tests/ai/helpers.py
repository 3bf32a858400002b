"""Helpers of the AI tests."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.core.decision import Decision
from rules.core.forms import random_answer
from rules.core.game import Game


def play_until(game: Game[Any], seats: int, seed: int, want: Callable[[Any, Decision], bool], **options: Any) -> Any:
    """A random game up to the first state where ``want`` holds for its open decision."""
    picker = random.Random(seed)
    state = game.new_game(seats, seed, options).state
    while not state.finished:
        decision = game.decisions(state)[0]
        if want(state, decision):
            return state
        who = decision.waiting_for()[0]
        state = game.apply(state, who, random_answer(decision.forms[who], picker.randrange)).state
    raise AssertionError("the game ended before the wanted decision")
