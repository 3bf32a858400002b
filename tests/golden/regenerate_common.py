"""What the golden-image scripts share: where the images live, the shipped editions, a game played with
every seat's default answer, and the rewriting of the images.

Not a script of its own: ``regenerate.py``, ``regenerate_sigismundus.py`` and ``regenerate_niepodlegla.py``
each build their game's positions and hand them to :func:`write_goldens`.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from rules.core.game import BaseState, Game

ROOT = Path(__file__).resolve().parents[2]
GOLDEN_DIR = Path(__file__).resolve().parent

S = TypeVar("S", bound=BaseState)
G = TypeVar("G", bound=Game[Any])


def edition(game_id: str) -> dict[str, Any]:
    """The shipped edition of a game, ``data/<game_id>/board.toml``, parsed."""
    with (ROOT / "data" / game_id / "board.toml").open("rb") as handle:
        return tomllib.load(handle)


def play_defaults(g: Game[S], state: S, until: Callable[[S], bool], limit: int) -> S:
    """Answer every decision with its default until ``until`` holds or the game ends (within ``limit``)."""
    for _ in range(limit):
        decisions = g.decisions(state)
        if until(state) or state.finished or not decisions:
            return state
        decision = decisions[0]
        seat = decision.waiting_for()[0]
        state = g.apply(state, seat, decision.defaults[seat]).state
    raise RuntimeError(f"the game did not reach the wanted point within {limit} answers")


def write_goldens(
    names: Sequence[str],
    g: G,
    goldens: Mapping[str, Callable[[G], Any]],
    langs: Mapping[str, str],
    board_png: Callable[..., bytes],
) -> None:
    """Draw each golden image (only those in ``names``, if any are named) in its language and write it."""
    for name, build in goldens.items():
        if names and name not in names:
            continue
        path = GOLDEN_DIR / name
        path.write_bytes(board_png(build(g), lang=langs.get(name, "en")))
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")
