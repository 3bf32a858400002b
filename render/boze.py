"""Boże Igrzysko's renderer: what the bot calls to draw a :class:`BozeView` (``bot/images.py``, ``bot/bench.py``).

Two pictures are drawn from a view and nothing else: the full board (:mod:`render.boze_board`) and a phase's
focus image for a phone (:mod:`render.boze_focus`, DESIGN §5). Both draw the same panels (the enemy fields,
:mod:`render.boze_fields`; the provinces, :mod:`render.boze_provinces`; the Royal Court, Sejm and Royal Army,
:mod:`render.boze_court`) with the same pen (:mod:`render.boze_pen`), and neither imports the other: this
module only gathers their entry points under the name the bot looks them up by.
"""

from __future__ import annotations

from render.boze_board import board_png, draw
from render.boze_focus import focus_png
from render.boze_pen import Pen, army_text
from render.common import encode_png
from render.layout import default_layout

__all__ = ["Pen", "army_text", "board_png", "default_layout", "draw", "encode_png", "focus_png"]
