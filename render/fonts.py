"""The fonts the board images use: DejaVu Sans, shipped in ``data/fonts`` with its licence.

Shipping the font (rather than asking the system) makes every host draw the same pixels and
guarantees the Polish letters (ą, ę, ł, ń, ś, ź, ż) are present. Fonts are loaded once per size.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import ImageFont

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
