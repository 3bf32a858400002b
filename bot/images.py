"""Board images for any game, from its views (render/ draws; this picks the right renderer)."""

from __future__ import annotations

import threading
from typing import Any

_DRAWING = threading.Lock()
"""Pillow's font objects are shared by every drawing; draw one image at a time (about 40 ms each)."""


def has_board(game_id: str) -> bool:
    return game_id in ("boze",)


def board_png(game_id: str, view: Any, lang: str = "en") -> bytes:
    """PNG bytes of the board as ``view`` shows it. Blocking: call it off the event loop."""
    if game_id == "boze":
        from render.boze import board_png as boze_png

        with _DRAWING:
            return boze_png(view)
    raise ValueError(f"no board renderer for {game_id!r}")
