"""AI seats only ever play legal answers: seeded games with AI seats run to their result and keep each
game's invariants after every action (the same checks as the random playouts)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.boze import BozeGame
from rules.core.ai import choose
from rules.core.forms import random_answer
from rules.core.game import Game
from rules.niepodlegla import NiepodleglaGame
from rules.sigismundus import SigismundusGame
from tests.ai.conftest import QUICK
from tests.rules.boze.test_playouts import invariants as boze_invariants
from tests.rules.niepodlegla.test_playouts import invariants as niepodlegla_invariants
from tests.rules.sigismundus.test_playouts import invariants as sigismundus_invariants


def play(game: Game[Any], seats: int, seed: int, ai: set[int], check: Any, **options: Any) -> tuple[Any, int]:
    """A seeded game: the ``ai`` seats answer by the AI, the others at random; every action checked."""
    picker = random.Random(seed)
    state = game.new_game(seats, seed, options).state
    answered = 0
    while not state.finished:
        decision = game.decisions(state)[0]
        who = decision.waiting_for()[0]
        if who in ai:
            text = choose(game, state, who, QUICK, seed)
            answered += 1
        else:
            text = random_answer(decision.forms[who], picker.randrange)
        after = game.apply(state, who, text).state
        check(state, after)
        state = after
    assert game.result(state) is not None
    return state, answered


def test_boze_with_an_ai_seat(boze: BozeGame) -> None:
    state, answered = play(boze, 4, 2, {2}, boze_invariants(boze))
    assert state.turn == 4 and answered > 20


def test_sigismundus_short_with_an_ai_seat(sigismundus: SigismundusGame) -> None:
    state, answered = play(sigismundus, 3, 4, {1}, sigismundus_invariants(sigismundus), short=True)
    assert state.round == len(state.sejms) and answered > 30


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_niepodlegla_played_by_ai_players_only(niepodlegla: NiepodleglaGame, version: str) -> None:
    """Every player is the AI: proposals, agreements and objections, the arbiter's word, the struggle."""
    state, answered = play(niepodlegla, 2, 3, {0, 1}, niepodlegla_invariants(niepodlegla), version=version)
    assert state.outcome in ("victory", "defeat") and answered > 20


def test_niepodlegla_ai_among_random_players(niepodlegla: NiepodleglaGame) -> None:
    play(niepodlegla, 4, 5, {1}, niepodlegla_invariants(niepodlegla), version="basic")
