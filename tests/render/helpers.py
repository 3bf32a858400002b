"""What the board-image tests share: decoding a PNG, comparing two drawings inside and outside boxes, the
checks of a small PNG and of a golden image, and reading a layout file."""

from __future__ import annotations

import io
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

from render.layout_base import Rect
from tests.golden.regenerate_common import GOLDEN_DIR

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 400 * 1024


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def identical(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a, b).getbbox() is None


def differs_inside(a: Image.Image, b: Image.Image, rect: Rect) -> bool:
    return ImageChops.difference(a.crop(rect.box), b.crop(rect.box)).getbbox() is not None


def changed_outside(a: Image.Image, b: Image.Image, boxes: Iterable[Rect]) -> tuple[int, int, int, int] | None:
    """Where ``a`` and ``b`` differ outside every one of ``boxes`` (None: nowhere)."""
    changed = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v else 0)
    for rect in boxes:
        changed.paste(0, (rect.x, rect.y, rect.right, rect.bottom))
    return changed.getbbox()


def assert_small_png(data: bytes, size: tuple[int, int]) -> None:
    """``data`` is a PNG of ``size`` pixels, small enough to post."""
    assert data.startswith(PNG_SIGNATURE)
    assert len(data) < MAX_BYTES
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    assert image.size == size


def assert_matches_golden(data: bytes, name: str, tmp_path: Path, script: str) -> None:
    """The PNG ``data`` looks like the golden image ``name``; if not, it is saved under ``tmp_path`` and the
    failure names the ``script`` in ``tests/golden`` that rewrites the golden images."""
    actual = decode(data)
    expected = decode((GOLDEN_DIR / name).read_bytes())
    assert actual.size == expected.size
    changed = pixels_changed(actual, expected)
    if changed > GOLDEN_SLACK:
        actual.save(tmp_path / name)
        pytest.fail(
            f"{name} differs from the golden image ({changed} pixels changed); the new image is at "
            f"{tmp_path / name}. If the change is intended: .venv/bin/python tests/golden/{script}"
        )


GOLDEN_SLACK = 5
"""How many pixels may differ clearly from a golden image: a font renderer's anti-aliasing may move a few
edge pixels, but even one small digit drawn on the board changes more (16 in the default font)."""


def pixels_changed(a: Image.Image, b: Image.Image, by: int = 48) -> int:
    """How many pixels of ``a`` and ``b`` differ by more than ``by`` (0-255) in some channel."""
    difference = ImageChops.difference(a, b)
    clear = [band.point(lambda v: 255 if v > by else 0) for band in difference.split()]
    mask = clear[0]
    for band in clear[1:]:
        mask = ImageChops.lighter(mask, band)
    return mask.histogram()[255]


def read_toml(path: Path) -> dict[str, Any]:
    """A layout file as parsed, to break on purpose."""
    with path.open("rb") as handle:
        return tomllib.load(handle)
