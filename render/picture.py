"""A drawn image with what the table's voice measures of it: its size and its smallest text.

A phone shows an image about 400 px wide (DESIGN §5), so what matters is how tall the smallest text
is at that width: ``min_text_px * 400 / width``. Every renderer draws its text through
:mod:`render.fonts`, which notes the smallest font size used while a :func:`measuring` block runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from render import fonts

PHONE_WIDTH = 400
"""Pixels: the width at which a phone shows a posted image."""
MIN_PHONE_TEXT = 9
"""Pixels: the smallest text a posted image may have at :data:`PHONE_WIDTH` (the full board on demand is
exempt)."""


@dataclass(frozen=True)
class Picture:
    """PNG bytes, the image's size and the smallest font size (pixels) drawn on it."""

    png: bytes
    width: int
    height: int
    min_text_px: int

    def text_px_at(self, display_width: int = PHONE_WIDTH) -> float:
        """The smallest text's height when the image is shown ``display_width`` pixels wide (never
        enlarged past its own width)."""
        scale = min(1.0, display_width / self.width) if self.width else 1.0
        return self.min_text_px * scale


@contextmanager
def measuring() -> Iterator[list[int]]:
    """Note every font size used inside the block; the list holds the smallest (empty if no text)."""
    seen: list[int] = []
    token = fonts.SIZES.set(seen)
    try:
        yield seen
    finally:
        fonts.SIZES.reset(token)


def picture(draw: Callable[[], bytes]) -> Picture:
    """Run ``draw`` (returning PNG bytes), measuring its smallest text, and read the PNG's size."""
    with measuring() as seen:
        png = draw()
    width, height = png_size(png)
    return Picture(png, width, height, min(seen) if seen else 0)


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or len(png) < 24:
        raise ValueError("not a PNG image")
    return int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
