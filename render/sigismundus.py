"""Sigismundus Augustus's renderer: what the bot calls to draw a :class:`SigismundusView` (``bot/images.py``,
``bot/bench.py``).

Two pictures are drawn from a view and nothing else: the full board (:mod:`render.sigismundus_board`) and a
phase's focus image for a phone (:mod:`render.sigismundus_focus`, DESIGN §5). Both draw the same panels, one
module each (``render/sigismundus_<panel>.py``: the countries, the action fields, the Sejm, the Support tracks,
the Figures, the offices, the houses, the supply, the own hand), with the same pen
(:mod:`render.sigismundus_pen`) and words (:mod:`render.sigismundus_labels`), and neither imports the other:
this module only gathers their entry points under the name the bot looks them up by.
"""

from __future__ import annotations

from render.common import encode_png
from render.sigismundus_board import board_png, draw
from render.sigismundus_focus import focus_png
from render.sigismundus_labels import EN, PL, headline
from render.sigismundus_layout import default_layout
from render.sigismundus_pen import Pen, army_text

__all__ = [
    "EN",
    "PL",
    "Pen",
    "army_text",
    "board_png",
    "default_layout",
    "draw",
    "encode_png",
    "focus_png",
    "headline",
]
