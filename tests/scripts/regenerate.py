"""Write tests/scripts/<game>_<...>.txt: whole games as `<seat> <action>` lines for the local table.

Each file is a seeded random game (random legal answers; the forced ones are left to the table, which plays
them itself), so it exercises every phase; a test
replays it through ``python -m bot local <game> --players N --seed S [--option k=v] --script FILE``
and checks the final position against the engine. Rewrite the files after a rules change with::

    .venv/bin/python tests/scripts/regenerate.py
"""

from __future__ import annotations

import random
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from bot.table.play import forced_moves  # noqa: E402
from rules.core.forms import random_answer  # noqa: E402
from rules.core.game import Game  # noqa: E402
from rules.registry import GAMES  # noqa: E402


@dataclass(frozen=True)
class Script:
    game: str
    seats: int
    seed: int
    """The seed of the game and of the random answers."""
    options: dict[str, Any] = field(default_factory=dict)
    name: str = ""

    @property
    def path(self) -> Path:
        return HERE / f"{self.name}.txt"

    def arguments(self) -> list[str]:
        """The local table's command-line arguments that replay this script."""
        options = [arg for key, value in self.options.items() for arg in ("--option", f"{key}={value}")]
        return [self.game, "--players", str(self.seats), "--seed", str(self.seed), *options, "--script", str(self.path)]


SCRIPTS = (
    Script("boze", 3, 21, name="boze_full_3p"),
    Script("boze", 4, 34, name="boze_full_4p"),
    Script("sigismundus", 4, 7, name="sigismundus_full_4p"),
    Script("sigismundus", 3, 8, {"short": True}, name="sigismundus_short_3p"),
    Script("niepodlegla", 3, 9, {"version": "basic"}, name="niepodlegla_basic_3p"),
    Script("niepodlegla", 2, 10, {"version": "advanced"}, name="niepodlegla_advanced_2p"),
)


def build(game_id: str) -> Game[Any]:
    """The game on its shipped data edition."""
    with (HERE.parents[1] / "data" / game_id / "board.toml").open("rb") as f:
        raw = tomllib.load(f)
    return GAMES[game_id].build(raw)


def script(game: Game[Any], entry: Script) -> list[str]:
    """The seeded game's lines: the answers its players chose (the table plays the forced ones itself)."""
    picker = random.Random(entry.seed)
    state, _ = forced_moves(game, game.new_game(entry.seats, entry.seed, dict(entry.options)).state)
    lines = []
    while not state.finished:
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        state, _ = forced_moves(game, game.apply(state, seat, text).state)
        lines.append(f"{seat} {text}")
    return lines


def play_script(game: Game[Any], entry: Script, lines: list[str]) -> Any:
    """The state a script's lines lead to, the forced answers played between them as the table plays them."""
    state, _ = forced_moves(game, game.new_game(entry.seats, entry.seed, dict(entry.options)).state)
    for line in lines:
        seat, action = line.split(" ", 1)
        state, _ = forced_moves(game, game.apply(state, int(seat), action).state)
    return state


def main() -> None:
    for entry in SCRIPTS:
        game = build(entry.game)
        options = ", ".join(f"{k}={v}" for k, v in entry.options.items()) or "no options"
        header = [
            f"# A whole game of {game.title} for {entry.seats} players ({options}), seed {entry.seed}: random legal "
            "answers, every phase.",
            "# python -m bot local " + " ".join(entry.arguments()).replace(str(HERE.parents[1]) + "/", ""),
            "# Written by tests/scripts/regenerate.py; lines are `<seat> <action>`.",
        ]
        entry.path.write_text("\n".join(header + script(game, entry)) + "\n", encoding="utf-8")
        print(f"wrote {entry.path}")


if __name__ == "__main__":
    main()
