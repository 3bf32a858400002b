"""The fonts the board images use: DejaVu Sans, shipped in ``data/fonts`` with its licence.

Shipping the font (rather than asking the system) makes every host draw the same pixels and
guarantees the Polish letters (ą, ę, ł, ń, ś, ź, ż) are present. Fonts are loaded once per size, and
each piece of text is rasterised once (:func:`text_mask`).
"""

from __future__ import annotations

import math
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parents[1] / "data" / "fonts"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"

Font = ImageFont.FreeTypeFont

SIZES: ContextVar[list[int] | None] = ContextVar("SIZES", default=None)
"""While a :func:`render.picture.measuring` block runs: the smallest font size used so far."""


def note(size: int) -> None:
    """Remember ``size`` if a measurement is running (kept as a one-item list: the smallest)."""
    seen = SIZES.get()
    if seen is not None:
        if not seen:
            seen.append(size)
        elif size < seen[0]:
            seen[0] = size


def font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans (or Bold) at ``size`` pixels (noted for :mod:`render.picture`)."""
    note(size)
    return _font(size, bold)


@cache
def _font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans (or Bold) at ``size`` pixels.

    The basic layout engine is used on purpose: Polish needs no complex shaping, and it draws the
    same pixels whether or not libraqm is installed, which keeps the golden images stable.
    """
    path = FONT_DIR / (BOLD if bold else REGULAR)
    if not path.is_file():
        raise FileNotFoundError(f"font file missing: {path} (the board images need DejaVu Sans in data/fonts)")
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


def regular(size: int) -> Font:
    return font(size, False)


def bold(size: int) -> Font:
    return font(size, True)


def text_mask(text: str, size: int, heavy: bool = False, anchor: str = "la") -> tuple[Image.Image, tuple[int, int]]:
    """``text`` as a coverage mask (:func:`_text_mask`), its size noted for :mod:`render.picture`."""
    if text:
        note(size)
    return _text_mask(text, size, heavy, anchor)


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, heavy: bool = False, anchor: str = "la") -> tuple[Image.Image, tuple[int, int]]:
    """``text`` rendered once as an 8-bit coverage mask, and the mask's offset from the anchor point.

    Boards repeat the same words and numbers picture after picture, and rasterising glyphs is most
    of the cost of a drawing; a board pastes its colour through the cached mask instead, which
    gives the same anti-aliased pixels as drawing the text directly.
    """
    face = _font(size, heavy)
    box = face.getbbox(text, anchor=anchor)
    left, top, right, bottom = math.floor(box[0]), math.floor(box[1]), math.ceil(box[2]), math.ceil(box[3])
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, (left, top)


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, heavy: bool = False) -> int:
    """The advance width of ``text`` in pixels."""
    return int(_font(size, heavy).getlength(text))
