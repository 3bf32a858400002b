"""The fonts the board images use: DejaVu Sans, shipped in ``data/fonts`` with its licence.

Shipping the font (rather than asking the system) makes every host draw the same pixels and
guarantees the Polish letters (ą, ę, ł, ń, ś, ź, ż) are present. Fonts are loaded once per size, and
each piece of text is rasterised once (:func:`text_mask`).
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parents[1] / "data" / "fonts"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"

Font = ImageFont.FreeTypeFont


@cache
def font(size: int, bold: bool = False) -> Font:
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


@lru_cache(maxsize=4096)
def text_mask(text: str, size: int, heavy: bool = False, anchor: str = "la") -> tuple[Image.Image, tuple[int, int]]:
    """``text`` rendered once as an 8-bit coverage mask, and the mask's offset from the anchor point.

    Boards repeat the same words and numbers picture after picture, and rasterising glyphs is most
    of the cost of a drawing; a board pastes its colour through the cached mask instead, which
    gives the same anti-aliased pixels as drawing the text directly.
    """
    face = font(size, heavy)
    box = face.getbbox(text, anchor=anchor)
    left, top, right, bottom = math.floor(box[0]), math.floor(box[1]), math.ceil(box[2]), math.ceil(box[3])
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, (left, top)


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, heavy: bool = False) -> int:
    """The advance width of ``text`` in pixels."""
    return int(font(size, heavy).getlength(text))
