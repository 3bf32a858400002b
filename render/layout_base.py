"""What the three board layouts share: boxes, colours and piece styles, and the reader that checks a parsed
layout file and reports every problem at once, each with its key path.

Each game's layout module (``render/layout.py``, ``render/sigismundus_layout.py``,
``render/niepodlegla_layout.py``) says which keys its file must hold and what they mean; this module says
how a value is read, and how a missing or bad one is reported, so a broken layout file fails loudly at
start-up instead of drawing a half-empty board.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

DATA_DIR = Path(__file__).resolve().parents[1] / "data"

RGB = tuple[int, int, int]
STYLE_KEYS = ("fill", "outline", "text")
_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")

T = TypeVar("T")


class LayoutError(ValueError):
    """The layout file is missing a key or holds a value of the wrong kind."""


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def centre(self) -> tuple[int, int]:
        return (self.x + self.w // 2, self.y + self.h // 2)

    @property
    def box(self) -> tuple[int, int, int, int]:
        """Pillow's (left, top, right, bottom), inclusive of the last pixel."""
        return (self.x, self.y, self.right - 1, self.bottom - 1)


@dataclass(frozen=True)
class Style:
    """The colours of a kind of piece: a house's dice and discs, an enemy's dice, a seat's pawns, a part of
    the board, an obstacle token."""

    fill: RGB
    outline: RGB
    text: RGB


def lookup(table: Mapping[str, T], key: str, what: str, hint: str) -> T:
    """``table[key]``, or a LayoutError naming the missing ``what`` and where to add it: ``hint``, in which
    ``{key}`` stands for the key (``"add [houses.{key}]"``)."""
    try:
        return table[key]
    except KeyError:
        raise LayoutError(f"layout has no {what} {key!r} ({hint.format(key=key)})") from None


def load(path: Path, read: Callable[[Mapping[str, Any], str], T]) -> T:
    """Parse the layout file at ``path`` and hand it to ``read`` (a ``from_mapping``) with the file's name."""
    with path.open("rb") as handle:
        return read(tomllib.load(handle), path.name)


class Reader:
    """Reads typed values out of the raw mapping, collecting every error with its key path.

    A table reported missing (or not a table) is remembered: nothing below it is reported again.
    """

    rect_note = ""
    """The complaint about an unknown key in a rectangle (``x``, ``y``, ``w``, ``h``); empty: not checked."""
    style_note = ""
    """The complaint about an unknown key in a style (fill, outline and text); empty: not checked."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.absent: set[str] = set()  # tables reported missing: their keys are not reported again

    def fail(self, path: str, problem: str) -> None:
        self.errors.append(f"{path}: {problem}")

    def done(self, name: str, what: str = "board layout") -> None:
        """Raise one LayoutError listing every problem found, if there was any."""
        if self.errors:
            raise LayoutError(f"{name} is not a valid {what}:\n  " + "\n  ".join(self.errors))

    def _reported(self, path: str) -> bool:
        """Whether the table at ``path``, or one it lies in, is already reported missing."""
        parts = path.split(".")
        return any(".".join(parts[:i]) in self.absent for i in range(1, len(parts) + 1))

    def _get(self, raw: Mapping[str, Any], path: str, key: str) -> Any:
        if key not in raw:
            if not self._reported(path):
                self.fail(f"{path}.{key}" if path else key, "missing")
            return None
        return raw[key]

    def unknown(self, raw: Mapping[str, Any], path: str, known: Iterable[str], problem: str) -> None:
        """Report every key of ``raw`` that is not one of ``known``, in sorted order."""
        for extra in sorted(set(raw) - set(known)):
            self.fail(f"{path}.{extra}", problem)

    def table(self, raw: Mapping[str, Any], key: str) -> Mapping[str, Any]:
        return self.sub(raw, "", key)

    def sub(self, raw: Mapping[str, Any], path: str, key: str) -> Mapping[str, Any]:
        full = f"{path}.{key}" if path else key
        value = self._get(raw, path, key)
        if value is not None and not isinstance(value, Mapping):
            self.fail(full, "expected a table")
        if not isinstance(value, Mapping):
            self.absent.add(full)
            return {}
        return value

    def list(self, raw: Mapping[str, Any], path: str, key: str) -> list[Any]:
        value = self._get(raw, path, key)
        if value is not None and not isinstance(value, list):
            self.fail(f"{path}.{key}", "expected a list")
        return value if isinstance(value, list) else []

    def number(self, raw: Mapping[str, Any], path: str, key: str, low: int = 1) -> int:
        value = self._get(raw, path, key)
        if value is None:
            return 0
        if not isinstance(value, int) or isinstance(value, bool) or value < low:
            self.fail(f"{path}.{key}", f"expected a whole number of at least {low}, got {value!r}")
            return 0
        return value

    def text(self, raw: Mapping[str, Any], path: str, key: str) -> str:
        value = self._get(raw, path, key)
        if value is not None and not (isinstance(value, str) and value.strip()):
            self.fail(f"{path}.{key}" if path else key, f"expected text, got {value!r}")
        return value if isinstance(value, str) else ""

    def colour(self, raw: Mapping[str, Any], path: str, key: str) -> RGB:
        value = self._get(raw, path, key)
        if value is None:
            return (0, 0, 0)
        if not isinstance(value, str) or not _HEX.match(value):
            self.fail(f"{path}.{key}", f'expected a colour like "#A0B1C2", got {value!r}')
            return (0, 0, 0)
        return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))

    def rect(self, raw: Mapping[str, Any], path: str, key: str) -> Rect:
        """The rectangle ``[path.key]`` with x, y, w and h."""
        value = self._get(raw, path, key)
        if value is None:
            return Rect(0, 0, 1, 1)
        return self.box(value, f"{path}.{key}")

    def box(self, value: Any, where: str) -> Rect:
        """A rectangle already looked up (x, y, w and h), found at ``where``."""
        if not isinstance(value, Mapping):
            self.fail(where, "expected { x = .., y = .., w = .., h = .. }")
            return Rect(0, 0, 1, 1)
        if self.rect_note:
            self.unknown(value, where, ("x", "y", "w", "h"), self.rect_note)
        return Rect(
            self.number(value, where, "x", low=0),
            self.number(value, where, "y", low=0),
            self.number(value, where, "w"),
            self.number(value, where, "h"),
        )

    def boxes(self, raw: Mapping[str, Any], size_key: str, table_key: str) -> dict[str, Rect]:
        """Boxes of one size (``[size_key]`` width and height) placed by key (``[table_key.<key>]`` x, y)."""
        size = self.table(raw, size_key)
        width, height = self.number(size, size_key, "width"), self.number(size, size_key, "height")
        boxes: dict[str, Rect] = {}
        for key, spot in self.table(raw, table_key).items():
            path = f"{table_key}.{key}"
            if not isinstance(spot, Mapping):
                self.fail(path, "expected a table with x and y")
                continue
            self.unknown(spot, path, ("x", "y"), "unknown key (a box has only x and y)")
            boxes[key] = Rect(self.number(spot, path, "x", low=0), self.number(spot, path, "y", low=0), width, height)
        return boxes

    def style(self, raw: Mapping[str, Any], path: str) -> Style:
        fill, outline, text = (self.colour(raw, path, k) for k in STYLE_KEYS)
        return Style(fill, outline, text)

    def styles(self, raw: Mapping[str, Any], key: str, required: tuple[str, ...] = ()) -> dict[str, Style]:
        """Piece colours by name: ``[key.<name>]`` with fill, outline and text; ``required`` must be there."""
        table = self.table(raw, key)
        styles: dict[str, Style] = {}
        for name, style in table.items():
            path = f"{key}.{name}"
            if not isinstance(style, Mapping):
                self.fail(path, "expected a table with fill, outline and text")
                continue
            if self.style_note:
                self.unknown(style, path, STYLE_KEYS, self.style_note)
            styles[str(name)] = self.style(style, path)
        if key not in self.absent:
            for name in required:
                if name not in table:
                    self.fail(f"{key}.{name}", "missing")
        return styles
