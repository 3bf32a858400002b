"""Board images for any game, from its views (render/ draws; this picks the right renderer)."""

from __future__ import annotations

import importlib
import threading
from typing import Any

_DRAWING = threading.Lock()
"""Pillow's font objects are shared by every drawing; draw one image at a time (about 40 ms each)."""

RENDERERS = {"boze": "render.boze", "sigismundus": "render.sigismundus", "niepodlegla": "render.niepodlegla"}
"""Each game's renderer module; each has ``board_png(view, lang=...)``."""


def has_board(game_id: str) -> bool:
    return game_id in RENDERERS


def board_png(game_id: str, view: Any, lang: str = "en") -> bytes:
    """PNG bytes of the board as ``view`` shows it, labelled in ``lang``. Blocking: call it off the
    event loop."""
    if game_id not in RENDERERS:
        raise ValueError(f"no board renderer for {game_id!r}")
    renderer = importlib.import_module(RENDERERS[game_id])
    with _DRAWING:
        png: bytes = renderer.board_png(view, lang=lang)
    return png
