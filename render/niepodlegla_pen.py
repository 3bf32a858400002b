"""The pen of Niepodległa's images: text, panels and the game's pieces (dice, pawns, tokens, markers,
slots) in the board's style.

Both pictures of the game (the full board, :mod:`render.niepodlegla_board`, and a phase's focus image for a
phone, :mod:`render.niepodlegla_focus`) draw with this pen, on a sheet of the layout (board side A or B, or a
focus image's stack of panels), so a piece looks the same in both. A panel narrower than :data:`WIDE` is a
focus image's, and draws fewer columns.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render.common import WHITE, BoardPen
from render.layout_base import RGB, Rect
from render.niepodlegla_icons import (
    _die_icon,
    _hourglass_icon,
    _independence_icon,
    _obstacle_icon,
    _pawn_icon,
    _shield_icon,
    _symbol_icon,
)
from render.niepodlegla_labels import PREFIX
from render.niepodlegla_layout import NiepodleglaLayout
from rules.niepodlegla.view import NiepodleglaView

SYMBOLS = ("people", "diplomacy", "money", "armed", "portrait")
WIDE = 1000
"""A panel narrower than this is drawn for a phone (a focus image): fewer columns, stacked rows."""
OBSTACLE_GLYPHS = {"central": "✠", "tsarist": "♛", "bolshevik": "★", "ukrainian": "Ψ"}


class Pen(BoardPen[NiepodleglaLayout]):
    """Drawing primitives in the board's style, so the section functions stay short."""

    prefix = PREFIX
    trim_before_ellipsis = True

    def __init__(self, image: Image.Image, layout: NiepodleglaLayout, view: NiepodleglaView, lang: str) -> None:
        super().__init__(image, layout, lang)
        self.view = view
        self.sheet = layout.sheet(view.version)

    def panel_rect(self, key: str) -> Rect:
        return self.sheet.panel(key)

    def heading(self, rect: Rect, title: str, right: str = "") -> None:
        """A panel's title on its first line, with an optional muted note at the right."""
        y = rect.y + 20
        self.text((rect.x + 14, y), title, "heading", heavy=True)
        if right:
            self.text((rect.right - 14, y), right, "small", fill="muted", anchor="rm")

    def paste(self, icon: Image.Image, centre: tuple[int, int]) -> None:
        """An RGBA icon centred on ``centre``."""
        x, y = centre[0] - icon.width // 2, centre[1] - icon.height // 2
        self.image.paste(icon, (x, y), icon)

    def symbol(self, centre: tuple[int, int], symbol: str, size: int | None = None) -> None:
        size = size or self.piece["icon_size"]
        self.paste(_symbol_icon(symbol, size, self._symbol_colour(symbol)), centre)

    def _symbol_colour(self, symbol: str) -> RGB:
        return self.layout.symbol(symbol) if symbol in SYMBOLS else self.colour("muted")

    def die(
        self, centre: tuple[int, int], face: Sequence[str], figure_colour: str = "", size: int = 0, blank: bool = False
    ) -> None:
        """A die showing ``face`` ("?" before the first roll, nothing if ``blank``: a die not in play yet):
        ivory for a neutral die, the figure's colour for a figure die."""
        size = size or self.piece["die_size"]
        if figure_colour:
            style = self.layout.figure(figure_colour)
            body, edge, width = style.fill, style.outline, 3
        else:
            body, edge, width = self.colour("die_neutral"), self.colour("border"), 2
        colours = tuple(self._symbol_colour(s) for s in face)
        icon = _die_icon(tuple(face), colours, size, body, edge, width, None if blank else self.colour("muted"))
        self.paste(icon, centre)

    def black_die(self, centre: tuple[int, int], size: int = 0) -> None:
        size = size or self.piece["die_size"]
        half = size // 2
        x, y = centre
        box = (x - half, y - half, x + half, y + half)
        self.draw.rounded_rectangle(box, radius=6, fill=self.colour("die_black"), outline=self.colour("ink"), width=2)
        self.draw.rounded_rectangle(
            (box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4), radius=4, outline=self.colour("muted"), width=1
        )

    def pawn(self, centre: tuple[int, int], colour: str, lying: bool = False, ghost: bool = False) -> None:
        style = self.layout.figure(colour)
        icon = _pawn_icon(self.piece["pawn_size"], style.fill, style.outline, lying, ghost)
        self.paste(icon, centre)

    def independence(self, centre: tuple[int, int], size: int = 0) -> None:
        size = size or self.piece["token_size"]
        icon = _independence_icon(size, self.colour("independence_white"), self.colour("independence_red"))
        self.paste(icon, centre)

    def obstacle(self, centre: tuple[int, int], kind: str, size: int = 0) -> None:
        size = size or self.piece["token_size"]
        style = self.layout.obstacle(kind)
        glyph = OBSTACLE_GLYPHS.get(kind, "?")
        self.paste(_obstacle_icon(kind, glyph, size, style.fill, style.outline, style.text), centre)

    def marker(self, centre: tuple[int, int], orange: bool, size: int = 0) -> None:
        """A morale marker."""
        size = size or self.piece["slot_size"]
        r = size // 2 - 1
        x, y = centre
        fill = self.colour("morale_orange" if orange else "morale_yellow")
        self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=self.colour("ink"), width=2)

    def slot(self, centre: tuple[int, int], size: int, round_: bool = True) -> None:
        """An empty space on a track."""
        r = size // 2 - 1
        x, y = centre
        box = (x - r, y - r, x + r, y + r)
        if round_:
            self.draw.ellipse(box, fill=self.colour("slot"), outline=self.colour("faint"), width=2)
        else:
            self.draw.rounded_rectangle(box, radius=4, fill=self.colour("slot"), outline=self.colour("faint"), width=2)

    def hourglass(self, centre: tuple[int, int], size: int) -> None:
        self.paste(_hourglass_icon(size, self.colour("hourglass"), self.colour("ink")), centre)

    def shield(self, centre: tuple[int, int], size: int) -> None:
        self.paste(_shield_icon(size, self.colour("shield"), WHITE), centre)

    def pill(self, x: int, y: int, text: str, fill: str | RGB, ink: str | RGB = WHITE, size: str = "small") -> int:
        """A rounded label; returns the x after it."""
        height = self.size[size] + 10
        width = self.width(text, size, True) + 16
        box = (x, y - height // 2, x + width, y + height // 2)
        self.draw.rounded_rectangle(box, radius=height // 2, fill=self.colour(fill))
        self.text((x + width // 2, y), text, size, heavy=True, fill=ink, anchor="mm")
        return x + width + 6


def _figure_colour(view: NiepodleglaView, figure: str) -> str:
    """The colour of a figure's die: the colour of the seat playing that figure. The view gives no colour
    for a figure nobody plays; its die is drawn plain (and named beside it)."""
    for s in view.seats:
        if s.figure == figure:
            return s.colour
    return ""
