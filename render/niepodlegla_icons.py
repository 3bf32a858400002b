"""The pictograms of Niepodległa's components, drawn once and cached: the five symbols (people, diplomacy,
money, armed action, the portrait), a die with its face, a pawn (standing, lying, proposed), an independence
token, the obstacle tokens by kind, the hourglass and the shield.

Each is drawn at four times its size and scaled down, so small icons stay smooth; the pen
(:mod:`render.niepodlegla_pen`) pastes them where a panel puts them.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import WHITE
from render.fonts import _text_mask as sign_mask
from render.fonts import text_mask
from render.layout_base import RGB

SUPERSAMPLE = 4


def _canvas(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A transparent canvas drawn at ``SUPERSAMPLE`` times the size, for smooth small icons."""
    big = size * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image), big


def _shrink(image: Image.Image, width: int, height: int) -> Image.Image:
    return image.resize((width, height), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def _symbol_icon(symbol: str, size: int, colour: RGB) -> Image.Image:
    """A symbol as a round badge in its colour with a white sign: a person (people), an envelope
    (diplomacy), a coin (money), crossed rifles (armed action), a star (the portrait, any symbol)."""
    image, d, s = _canvas(size)
    d.ellipse((0, 0, s - 1, s - 1), fill=(255, 255, 255, 255))
    d.ellipse((s * 0.06, s * 0.06, s * 0.94, s * 0.94), fill=(*colour, 255))
    white = (255, 255, 255, 255)
    if symbol == "people":
        d.ellipse((s * 0.38, s * 0.2, s * 0.62, s * 0.44), fill=white)
        d.chord((s * 0.24, s * 0.5, s * 0.76, s * 1.0), 180, 360, fill=white)
        d.rectangle((s * 0.24, s * 0.74, s * 0.76, s * 0.8), fill=white)
    elif symbol == "diplomacy":
        d.rectangle((s * 0.22, s * 0.32, s * 0.78, s * 0.7), fill=white)
        d.line(
            [(s * 0.22, s * 0.33), (s * 0.5, s * 0.56), (s * 0.78, s * 0.33)], fill=(*colour, 255), width=int(s * 0.06)
        )
    elif symbol == "money":
        d.ellipse((s * 0.22, s * 0.22, s * 0.78, s * 0.78), fill=white)
        d.ellipse((s * 0.32, s * 0.32, s * 0.68, s * 0.68), outline=(*colour, 255), width=int(s * 0.05))
        d.rectangle((s * 0.47, s * 0.4, s * 0.53, s * 0.6), fill=(*colour, 255))
    elif symbol == "armed":
        w = int(s * 0.09)
        d.line([(s * 0.26, s * 0.78), (s * 0.74, s * 0.22)], fill=white, width=w)
        d.line([(s * 0.26, s * 0.22), (s * 0.74, s * 0.78)], fill=white, width=w)
        for x0, sign in ((0.26, 1), (0.74, -1)):
            d.line([(s * x0, s * 0.78), (s * (x0 + sign * 0.1), s * 0.84)], fill=white, width=int(w * 1.4))
    elif symbol == "portrait":
        d.polygon(_star(s / 2, s / 2 + s * 0.02, s * 0.34, s * 0.14), fill=white)
    else:
        d.ellipse((s * 0.4, s * 0.4, s * 0.6, s * 0.6), fill=white)
    return _shrink(image, size, size)


def _star(cx: float, cy: float, outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return points


@lru_cache(maxsize=512)
def _die_icon(
    face: tuple[str, ...], colours: tuple[RGB, ...], size: int, body: RGB, edge: RGB, width: int, muted: RGB | None
) -> Image.Image:
    """A die with its face: one symbol large, two side by side on a diagonal, "?" before the first roll."""
    image = Image.new("RGBA", (size + 2, size + 2), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    d.rounded_rectangle((1, 1, size, size), radius=6, fill=(*body, 255), outline=(*edge, 255), width=width)
    centre = (size + 2) // 2
    if not face and muted is not None:
        mask, (dx, dy) = text_mask("?", 18, True, "mm")
        image.paste((*muted, 255), (centre + dx, centre + dy), mask)
    elif len(face) == 1:
        icon = _symbol_icon(face[0], int(size * 0.7), colours[0])
        image.alpha_composite(icon, (centre - icon.width // 2, centre - icon.height // 2))
    else:
        small = int(size * 0.5)
        spots = ((0.32, 0.32), (0.68, 0.68), (0.68, 0.32), (0.32, 0.68))
        for (fx, fy), symbol, colour in zip(spots, face, colours, strict=False):
            icon = _symbol_icon(symbol, small, colour)
            x, y = int((size + 2) * fx) - small // 2, int((size + 2) * fy) - small // 2
            image.alpha_composite(icon, (x, y))
    return image


@lru_cache(maxsize=128)
def _pawn_icon(size: int, fill: RGB, outline: RGB, lying: bool, ghost: bool) -> Image.Image:
    """A pawn in a seat's colour; lying on its side when its mission will succeed; pale when proposed."""
    image, d, s = _canvas(size)
    w = max(SUPERSAMPLE * 2, int(s * 0.07))
    alpha = 110 if ghost else 255
    edge, body = (*outline, alpha), (*fill, alpha)
    d.ellipse((s * 0.3, s * 0.04, s * 0.7, s * 0.44), fill=body, outline=edge, width=w)
    d.polygon([(s * 0.36, s * 0.42), (s * 0.64, s * 0.42), (s * 0.86, s * 0.96), (s * 0.14, s * 0.96)], fill=edge)
    d.polygon(
        [(s * 0.36 + w, s * 0.42 + w), (s * 0.64 - w, s * 0.42 + w), (s * 0.86 - w * 1.4, s * 0.96 - w),
         (s * 0.14 + w * 1.4, s * 0.96 - w)],
        fill=body,
    )  # fmt: skip
    d.ellipse((s * 0.3 + w, s * 0.04 + w, s * 0.7 - w, s * 0.44 - w), fill=body)
    icon = _shrink(image, size, size)
    return icon.rotate(90, expand=True) if lying else icon


@lru_cache(maxsize=32)
def _independence_icon(size: int, white: RGB, red: RGB) -> Image.Image:
    """An independence token: a disc in the white and red of the flag."""
    image, d, s = _canvas(size)
    d.ellipse((0, 0, s - 1, s - 1), fill=(40, 30, 25, 255))
    inset = s * 0.08
    d.pieslice((inset, inset, s - inset, s - inset), 180, 360, fill=(*white, 255))
    d.pieslice((inset, inset, s - inset, s - inset), 0, 180, fill=(*red, 255))
    return _shrink(image, size, size)


@lru_cache(maxsize=64)
def _obstacle_icon(kind: str, glyph: str, size: int, fill: RGB, outline: RGB, ink: RGB) -> Image.Image:
    """An obstacle token: a square in its kind's colours with its sign (cross, crown, star, trident)."""
    image, d, s = _canvas(size)
    d.rounded_rectangle((0, 0, s - 1, s - 1), radius=s * 0.18, fill=(*outline, 255))
    inner = (s * 0.08, s * 0.08, s * 0.92, s * 0.92)
    d.rounded_rectangle(inner, radius=s * 0.14, fill=(*fill, 255))
    if kind == "ukrainian":  # blue over yellow
        d.rectangle((s * 0.08, s * 0.5, s * 0.92, s * 0.86), fill=(*ink, 255))
        d.rounded_rectangle((s * 0.08, s * 0.5, s * 0.92, s * 0.92), radius=s * 0.14, fill=(*ink, 255))
    icon = _shrink(image, size, size)
    # the sign on a token is a pictogram, not text a player reads: it is not counted as the image's smallest text
    mask, (dx, dy) = sign_mask(glyph, max(12, int(size * 0.72)), True, "mm")
    colour = WHITE if kind == "ukrainian" else ink
    icon.paste((*colour, 255), (size // 2 + dx, size // 2 + dy), mask)
    return icon


@lru_cache(maxsize=16)
def _hourglass_icon(size: int, sand: RGB, ink: RGB) -> Image.Image:
    image, d, s = _canvas(size)
    w = int(s * 0.08)
    d.rectangle((s * 0.18, s * 0.04, s * 0.82, s * 0.04 + w), fill=(*ink, 255))
    d.rectangle((s * 0.18, s * 0.96 - w, s * 0.82, s * 0.96), fill=(*ink, 255))
    top = [(s * 0.24, s * 0.12), (s * 0.76, s * 0.12), (s * 0.52, s * 0.5), (s * 0.48, s * 0.5)]
    bottom = [(s * 0.48, s * 0.5), (s * 0.52, s * 0.5), (s * 0.76, s * 0.88), (s * 0.24, s * 0.88)]
    d.polygon(top, fill=(*sand, 255), outline=(*ink, 255), width=w // 2)
    d.polygon(bottom, fill=(*sand, 255), outline=(*ink, 255), width=w // 2)
    return _shrink(image, size, size)


@lru_cache(maxsize=16)
def _shield_icon(size: int, fill: RGB, rim: RGB) -> Image.Image:
    image, d, s = _canvas(size)
    outer = [(s * 0.1, s * 0.06), (s * 0.9, s * 0.06), (s * 0.9, s * 0.48), (s * 0.5, s * 0.96), (s * 0.1, s * 0.48)]
    d.polygon(outer, fill=(30, 30, 40, 255))
    inner = [
        (s * 0.17, s * 0.12),
        (s * 0.83, s * 0.12),
        (s * 0.83, s * 0.46),
        (s * 0.5, s * 0.87),
        (s * 0.17, s * 0.46),
    ]
    d.polygon(inner, fill=(*fill, 255))
    d.line([(s * 0.5, s * 0.18), (s * 0.5, s * 0.78)], fill=(*rim, 255), width=int(s * 0.07))
    d.line([(s * 0.26, s * 0.38), (s * 0.74, s * 0.38)], fill=(*rim, 255), width=int(s * 0.07))
    return _shrink(image, size, size)
