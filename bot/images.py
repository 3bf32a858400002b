"""Board images for any game, from its views (render/ draws; this picks the right renderer)."""

from __future__ import annotations

import importlib
import threading
from typing import Any

from render.picture import Picture, picture

_DRAWING = threading.Lock()
"""Pillow's font objects are shared by every drawing; draw one image at a time (about 40 ms each)."""

RENDERERS = {"boze": "render.boze", "sigismundus": "render.sigismundus", "niepodlegla": "render.niepodlegla"}
"""Each game's renderer module; each has ``board_png(view, lang=...)`` and may have
``focus_png(view, phase, lang=...)``: the panels the phase ``phase`` (the game's ``phase_key`` of the
state drawn) changed, legible on a phone, or ``None`` when the phase changed nothing worth a picture."""


def has_board(game_id: str) -> bool:
    return game_id in RENDERERS


def has_focus(game_id: str) -> bool:
    """Whether the game's renderer draws focus images (``focus_png``); without one the table falls back to
    the full board."""
    return has_board(game_id) and hasattr(_renderer(game_id), "focus_png")


def board_png(game_id: str, view: Any, lang: str = "en") -> bytes:
    """PNG bytes of the board as ``view`` shows it, labelled in ``lang``. Blocking: call it off the
    event loop."""
    return board_picture(game_id, view, lang).png


def board_picture(game_id: str, view: Any, lang: str = "en") -> Picture:
    """The full board as ``view`` shows it, with its size and smallest text. Blocking."""
    renderer = _renderer(game_id)
    with _DRAWING:
        return picture(lambda: renderer.board_png(view, lang=lang))


def focus_picture(game_id: str, view: Any, phase: str, lang: str = "en") -> Picture | None:
    """The focus image of what phase ``phase`` changed (DESIGN §5), or ``None`` when the game draws none
    for it. Blocking."""
    renderer = _renderer(game_id)
    focus = getattr(renderer, "focus_png", None)
    if focus is None:
        return None
    with _DRAWING:
        drawn: list[bytes | None] = []
        made = picture(lambda: _keep(drawn, focus(view, phase, lang=lang)))
    return made if drawn and drawn[0] is not None else None


def _keep(out: list[bytes | None], png: bytes | None) -> bytes:
    out.append(png)
    return png if png is not None else _EMPTY_PNG


_EMPTY_PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x00\x00\x00\x00:~\x9bU"
    b"\x00\x00\x00\nIDATx\x9cc`\x00\x00\x00\x02\x00\x01H\xaf\xa4q\x00\x00\x00\x00IEND\xaeB`\x82"
)


def _renderer(game_id: str) -> Any:
    if game_id not in RENDERERS:
        raise ValueError(f"no board renderer for {game_id!r}")
    return importlib.import_module(RENDERERS[game_id])
