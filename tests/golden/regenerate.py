"""Rewrite the golden board images after an intended change to the drawing or the layout.

Run from the repository root and look at every rewritten image before committing it:

    .venv/bin/python tests/golden/regenerate.py

The states are played with the real engine from a fixed seed; ``tests/render/test_boze_render.py``
imports the same builders, so the test and this script always draw the same positions.
"""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.boze import BozeGame  # noqa: E402
from rules.boze.state import BozeState  # noqa: E402
from rules.boze.view import BozeView  # noqa: E402

GOLDEN_DIR = Path(__file__).resolve().parent
SEAT_0_TOKENS = "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0"


def game() -> BozeGame:
    with (ROOT / "data" / "boze" / "board.toml").open("rb") as handle:
        return BozeGame.from_edition(tomllib.load(handle))


def play_defaults(g: BozeGame, state: BozeState, until: Callable[[BozeState], bool]) -> BozeState:
    """Answer every decision with its default until ``until`` holds or the game ends."""
    for _ in range(500):
        decisions = g.decisions(state)
        if until(state) or state.finished or not decisions:
            return state
        decision = decisions[0]
        seat = decision.waiting_for()[0]
        state = g.apply(state, seat, decision.defaults[seat]).state
    raise RuntimeError("the game did not reach the wanted point within 500 answers")


def in_clientele(state: BozeState) -> bool:
    return state.phase == "noble_clientele"


def sealed_state(g: BozeGame, seats: int = 3, tokens: str = SEAT_0_TOKENS) -> BozeState:
    """Setup played with defaults; in Noble Clientele seat 0 has sealed ``tokens``, nothing revealed."""
    state = play_defaults(g, g.new_game(seats, seed=7).state, in_clientele)
    return g.apply(state, 0, tokens).state


def final_state(g: BozeGame, seats: int = 3) -> BozeState:
    """The opening played to its end: seat 0 places the tokens above, everyone else the defaults."""
    return play_defaults(g, sealed_state(g, seats), lambda s: False)


def opening_3p_view(g: BozeGame) -> BozeView:
    return g.view(final_state(g, 3), None)


GOLDENS: dict[str, Callable[[BozeGame], BozeView]] = {
    "boze_opening_3p.png": opening_3p_view,
}


def main() -> None:
    from render.boze import board_png

    g = game()
    for name, build in GOLDENS.items():
        path = GOLDEN_DIR / name
        path.write_bytes(board_png(build(g)))
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
