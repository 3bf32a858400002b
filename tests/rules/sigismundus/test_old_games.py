"""Games played before the table's voice changed the forms (issue 10) replay to the byte: the new forms (whole
armies as choices, ``influence [cards] <country>``, one-click presets) accept every answer the old ones did,
and no rule changed. The records are two whole seeded games as main played them before, and the digest of
each final state as main computed it."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from rules.sigismundus import SigismundusGame

RECORDS = Path(__file__).resolve().parent / "records"

OLD_GAMES = {
    "before_issue10_full_4p.txt": (4, 7, False, "03566bfce5ee48c465616abcdea90c5dd9e3f0cbd3b523a5b1571db1e77531ea"),
    "before_issue10_short_3p.txt": (3, 8, True, "cae53dcc4b876e448ee9b866abeb92904ae390be164e15e2b8f256f52df95f04"),
}


@pytest.mark.parametrize("name", sorted(OLD_GAMES))
def test_a_game_recorded_before_replays_to_the_same_final_state(sigismundus: SigismundusGame, name: str) -> None:
    seats, seed, short, digest = OLD_GAMES[name]
    lines = [line for line in (RECORDS / name).read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]
    state = sigismundus.new_game(seats, seed, {"short": short}).state
    for line in lines:
        seat, action = line.split(" ", 1)
        state = sigismundus.apply(state, int(seat), action).state
    assert state.finished
    assert hashlib.sha256(sigismundus.dumps(state).encode()).hexdigest() == digest
