"""Games played before the forms changed replay to the byte: the new forms accept every answer the old ones did,
and no rule changed. Issue 10 (the table's voice) made whole armies choices, ``influence [cards] <country>``
one answer and added one-click presets; later Foreign Policy's cards became one menu of several, and
``influence`` alone (one marker, its country chosen next) is no longer offered but still accepted. The records
are whole seeded games as main played them before, and the digest of each final state as main computed it;
the later ones hold only the answers the players chose (the table plays the forced ones itself)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from rules.core.forms import forced_answer
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import SigismundusState

RECORDS = Path(__file__).resolve().parent / "records"

OLD_GAMES = {
    "before_issue10_full_4p.txt": (4, 7, False, "03566bfce5ee48c465616abcdea90c5dd9e3f0cbd3b523a5b1571db1e77531ea"),
    "before_issue10_short_3p.txt": (3, 8, True, "cae53dcc4b876e448ee9b866abeb92904ae390be164e15e2b8f256f52df95f04"),
    "before_fp_menus_full_4p.txt": (4, 7, False, "741074bebe902113d4be748ea0d2859a7a0eb2effcb58e78d6266f1c5da81dad"),
    "before_fp_menus_short_3p.txt": (3, 8, True, "76f1ccdca6291db24097bef97e8778529eb2af8267ecd3391e02a1931528bf44"),
}
CHOSEN_ONLY = {"before_fp_menus_full_4p.txt", "before_fp_menus_short_3p.txt"}
"""Records of the answers the players chose alone: the forced ones are played between their lines."""


def forced(game: SigismundusGame, state: SigismundusState) -> SigismundusState:
    """Every forced answer played, as the table plays them between a script's lines."""
    while not state.finished:
        found = [(s, a) for d in game.decisions(state) for s in d.waiting_for() if (a := forced_answer(d, s))]
        if not found:
            break
        state = game.apply(state, found[0][0], found[0][1]).state
    return state


@pytest.mark.parametrize("name", sorted(OLD_GAMES))
def test_a_game_recorded_before_replays_to_the_same_final_state(sigismundus: SigismundusGame, name: str) -> None:
    seats, seed, short, digest = OLD_GAMES[name]
    lines = [line for line in (RECORDS / name).read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]
    state = sigismundus.new_game(seats, seed, {"short": short}).state
    fill = forced if name in CHOSEN_ONLY else (lambda game, state: state)
    for line in lines:
        state = fill(sigismundus, state)
        seat, action = line.split(" ", 1)
        state = sigismundus.apply(state, int(seat), action).state
    state = fill(sigismundus, state)
    assert state.finished
    assert hashlib.sha256(sigismundus.dumps(state).encode()).hexdigest() == digest
