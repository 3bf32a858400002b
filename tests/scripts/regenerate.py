"""Write tests/scripts/boze_full_<n>p.txt: whole games as `<seat> <action>` lines for the local table.

Each file is a seeded random game (random legal answers), so it exercises every phase; a test
replays it through ``python -m bot local boze --players N --seed S --script FILE`` and checks the
final position against the engine. Rewrite the files after a rules change with::

    .venv/bin/python tests/scripts/regenerate.py
"""

from __future__ import annotations

import random
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from rules.boze import BozeGame  # noqa: E402
from rules.core.forms import random_answer  # noqa: E402

GAMES = {3: 21, 4: 34}
"""Seats → the seed of the game and of the random answers."""


def script(game: BozeGame, seats: int, seed: int) -> list[str]:
    picker = random.Random(seed)
    state = game.new_game(seats, seed).state
    lines = []
    while not state.finished:
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        state = game.apply(state, seat, text).state
        lines.append(f"{seat} {text}")
    return lines


def main() -> None:
    with (HERE.parents[1] / "data" / "boze" / "board.toml").open("rb") as f:
        game = BozeGame.from_edition(tomllib.load(f))
    for seats, seed in GAMES.items():
        header = [
            f"# A whole game of Boże Igrzysko for {seats} players, seed {seed}: random legal answers, every phase.",
            f"# python -m bot local boze --players {seats} --seed {seed} --script tests/scripts/boze_full_{seats}p.txt",
            "# Written by tests/scripts/regenerate.py; lines are `<seat> <action>`.",
        ]
        path = HERE / f"boze_full_{seats}p.txt"
        path.write_text("\n".join(header + script(game, seats, seed)) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
