"""Niepodległa's renderer: what the bot calls to draw a :class:`NiepodleglaView` (``bot/images.py``,
``bot/bench.py``).

Two pictures are drawn from a view and nothing else: the full board (:mod:`render.niepodlegla_board`) and a
phase's focus image for a phone (:mod:`render.niepodlegla_focus`, DESIGN §5). Both draw the same panels, one
module each (``render/niepodlegla_<panel>.py``: the header, the tracks, the parts of the basic board, the map,
the pool, the missions and their effects, the players, the joint decision), with the same pen
(:mod:`render.niepodlegla_pen`) and words (:mod:`render.niepodlegla_labels`), and neither imports the other:
this module only gathers their entry points under the name the bot looks them up by.
"""

from __future__ import annotations

from render.common import encode_png
from render.niepodlegla_board import board_png, draw
from render.niepodlegla_effects import effect_item, effect_items, reward_items
from render.niepodlegla_focus import FOCUS_WIDTH, focus_panels, focus_png
from render.niepodlegla_header import _header
from render.niepodlegla_labels import EN, PL, headline
from render.niepodlegla_layout import default_layout
from render.niepodlegla_missions import _card
from render.niepodlegla_pen import Pen

__all__ = [
    "EN",
    "FOCUS_WIDTH",
    "PL",
    "Pen",
    "_card",
    "_header",
    "board_png",
    "default_layout",
    "draw",
    "effect_item",
    "effect_items",
    "encode_png",
    "focus_panels",
    "focus_png",
    "headline",
    "reward_items",
]
