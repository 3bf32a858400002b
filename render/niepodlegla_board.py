"""The Niepodległa board image, drawn from a :class:`NiepodleglaView` and nothing else.

Niepodległa is cooperative and every component lies open on the table, so every seat's image is
the public one plus a "you are …" mark and the seat's row picked out; nothing else depends on the
viewer. Geometry and colours come from ``data/niepodlegla/layout.toml``, one sheet per side of the
printed board; this module decides what to draw where inside those boxes.

Basic version (board side B): the round track I–VI with the countdown cards; the four parts of the
board with their independence tokens, the figure die each one gives and its final mission (the
symbols its difficulty leaves visible); the morale track; the pool (neutral dice, figure dice gained
from the board, the black die); the missions on the table with their symbols, their reward and the
pawn that took them; each player's pawns and dice (rolled faces); the open joint proposal and who
has agreed.

Advanced version (side A) adds the time track with the hourglass and the shield, the two policy
tracks facing each other, the sixteen areas of the map in four regions with their independence and
obstacle tokens, Magdeburg, the decks (missions, threats, F and D), activist and morale tokens, the
missions' penalties, and at the end the score and rank.

Each panel is drawn in its own module (``render/niepodlegla_<panel>.py``), which the focus image shares; the
key under the board is drawn only here.
"""

from __future__ import annotations

from PIL import Image

from render.common import encode_png
from render.niepodlegla_header import _header
from render.niepodlegla_joint import _joint
from render.niepodlegla_layout import NiepodleglaLayout, default_layout
from render.niepodlegla_map import _map
from render.niepodlegla_missions import _missions
from render.niepodlegla_parts import _part
from render.niepodlegla_pen import OBSTACLE_GLYPHS, SYMBOLS, Pen
from render.niepodlegla_pool import _decks, _pool, _prison
from render.niepodlegla_seats import _seats
from render.niepodlegla_tracks import _morale, _policy, _round_track, _time_track
from rules.niepodlegla.view import NiepodleglaView


def board_png(view: NiepodleglaView, layout: NiepodleglaLayout | None = None, lang: str = "en") -> bytes:
    """The board image for ``view`` as PNG bytes, its labels in ``lang``: what the bot posts."""
    return encode_png(draw(view, layout or default_layout(), lang))


def draw(view: NiepodleglaView, layout: NiepodleglaLayout, lang: str = "en") -> Image.Image:
    """Draw the whole board for ``view`` onto a new RGB image, its labels in ``lang``."""
    image = Image.new("RGB", (layout.width, layout.height(view.version)), layout.colour("background"))
    pen = Pen(image, layout, view, lang)
    _header(pen)
    if view.version == "advanced":
        _time_track(pen)
        _policy(pen)
        _map(pen)
        _morale(pen)
        _pool(pen)
        _prison(pen)
        _decks(pen)
    else:
        _round_track(pen)
        for part in view.parts:
            _part(pen, part)
        _morale(pen)
        _pool(pen)
    _missions(pen)
    _seats(pen)
    _joint(pen)
    _legend(pen)
    return image


def _legend(pen: Pen) -> None:
    """What the symbols and tokens mean, in one line under the board."""
    view, rect = pen.view, pen.panel_rect("legend")
    y = rect.y + rect.h // 2
    x = rect.x + 4
    x += pen.text((x, y), pen.t("key"), "small", heavy=True, fill="muted") + 10
    size = 22
    for symbol in SYMBOLS:
        pen.symbol((x + size // 2, y), symbol, size)
        x += size + 6 + pen.text((x + size + 6, y), pen.t(f"symbol.{symbol}"), "small") + 14
    pen.independence((x + size // 2, y), size)
    x += size + 6 + pen.text((x + size + 6, y), pen.t("key.independence"), "small") + 14
    if view.version == "advanced":
        for kind in OBSTACLE_GLYPHS:
            pen.obstacle((x + size // 2, y), kind, size)
            x += size + 3
        x += 3 + pen.text((x + 3, y), pen.t("key.obstacles"), "small") + 14
    colour = view.seats[0].colour if view.seats else "white"
    if x + 40 + pen.width(pen.t("key.lying"), "small") <= rect.right:
        pen.pawn((x + 16, y), colour, lying=True)
        pen.text((x + 34, y), pen.t("key.lying"), "small")
