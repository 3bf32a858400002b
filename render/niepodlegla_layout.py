"""The Niepodległa board image's geometry and colours, read from ``data/niepodlegla/layout.toml``.

The game has two boards (the basic version's side B and the advanced version's side A), so the
layout holds one sheet per version: its height and the boxes of its panels. Colours, text sizes
and piece sizes are shared. Loading checks every key and reports all problems at once, each with
its key path, so a broken layout file fails loudly at start-up instead of drawing a half-empty board.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
DEFAULT_PATH = DATA_DIR / "niepodlegla" / "layout.toml"

RGB = tuple[int, int, int]

PALETTE_KEYS = (
    "background", "panel", "border", "ink", "muted", "faint", "slot", "highlight", "highlight_text",
    "past", "submitted", "waiting", "objected", "note", "banner_victory", "banner_defeat", "banner_text",
    "morale_yellow", "morale_orange", "independence_white", "independence_red", "die_neutral", "die_black",
    "shield", "hourglass", "ready", "completed", "warning", "proposal", "city", "controlled",
)  # fmt: skip
TEXT_KEYS = ("title", "heading", "body", "small", "big")
PIECE_KEYS = (
    "die_size", "icon_size", "pawn_size", "token_size", "slot_size", "card_height", "card_gap", "card_columns",
    "seat_row", "morale_slots",
)  # fmt: skip
SYMBOL_KEYS = ("people", "diplomacy", "money", "armed", "portrait")
FIGURE_COLOURS = ("grey", "white", "red", "green", "blue")
PART_COLOURS = ("green", "brown-red", "orange", "blue")
OBSTACLE_KINDS = ("central", "tsarist", "bolshevik", "ukrainian")
TRACK_KEYS = ("foreign", "consent")
BASIC_PANELS = ("header", "track", "morale", "pool", "missions", "seats", "joint", "legend")
BASIC_PARTS = ("green", "brown", "consent", "foreign")
ADVANCED_PANELS = (
    "header", "time", "policy", "map", "morale", "pool", "prison", "decks", "missions", "seats", "joint", "legend",
)  # fmt: skip
REGIONS = ("prussia", "galicia", "kresy", "central")
_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


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
    """The colours of a kind of piece: a seat's pawns, a part of the board, an obstacle token."""

    fill: RGB
    outline: RGB
    text: RGB


@dataclass(frozen=True)
class Sheet:
    """One side of the board: the canvas height and where each panel goes."""

    height: int
    panels: Mapping[str, Rect]

    def panel(self, key: str) -> Rect:
        return self.panels[key]


@dataclass(frozen=True)
class NiepodleglaLayout:
    title: str
    width: int
    text: Mapping[str, int]
    palette: Mapping[str, RGB]
    symbols: Mapping[str, RGB]
    figures: Mapping[str, Style]
    parts: Mapping[str, Style]
    obstacles: Mapping[str, Style]
    regions: Mapping[str, Style]
    tracks: Mapping[str, Style]
    pieces: Mapping[str, int]
    basic: Sheet
    advanced: Sheet
    part_boxes: Mapping[str, Rect]
    countdown: Mapping[str, int]
    """The basic edition's countdown cards by key, with their round (the view does not flag them)."""
    region_boxes: Mapping[str, Rect]
    city_size: tuple[int, int]
    cities: Mapping[str, tuple[int, int]]

    def colour(self, key: str) -> RGB:
        return self.palette[key]

    def sheet(self, version: str) -> Sheet:
        return self.advanced if version == "advanced" else self.basic

    def height(self, version: str) -> int:
        return self.sheet(version).height

    def figure(self, colour: str) -> Style:
        """The style of a seat's pawns by the colour the edition gives its figure."""
        return _lookup(self.figures, colour, "figure colour", "figures")

    def part(self, colour: str) -> Style:
        return _lookup(self.parts, colour, "part colour", "parts")

    def obstacle(self, kind: str) -> Style:
        return _lookup(self.obstacles, kind, "obstacle kind", "obstacles")

    def region(self, key: str) -> Style:
        return _lookup(self.regions, key, "region", "regions")

    def region_box(self, key: str) -> Rect:
        return _lookup(self.region_boxes, key, "box for region", "advanced.regions")

    def part_box(self, key: str) -> Rect:
        return _lookup(self.part_boxes, key, "box for part", "basic.parts")

    def city(self, key: str) -> Rect:
        """The box of an area of the advanced map, by the city's key."""
        x, y = _lookup(self.cities, key, "box for city", "advanced.cities")
        return Rect(x, y, *self.city_size)

    def symbol(self, key: str) -> RGB:
        return _lookup(self.symbols, key, "colour for symbol", "symbols")

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any], name: str = "layout") -> NiepodleglaLayout:
        """Validate a parsed layout file; raise LayoutError naming every missing or bad key."""
        r = _Reader()
        canvas, text, palette = r.table(raw, "canvas"), r.table(raw, "text"), r.table(raw, "palette")
        symbols, pieces = r.table(raw, "symbols"), r.table(raw, "pieces")
        basic, advanced = r.table(raw, "basic"), r.table(raw, "advanced")
        city = r.sub(advanced, "advanced", "city")
        countdown = r.sub(basic, "basic", "countdown")
        layout = cls(
            title=r.text(raw, "", "title"),
            width=r.number(canvas, "canvas", "width"),
            text={k: r.number(text, "text", k, low=16) for k in TEXT_KEYS},
            palette={k: r.colour(palette, "palette", k) for k in PALETTE_KEYS},
            symbols={k: r.colour(symbols, "symbols", k) for k in SYMBOL_KEYS},
            figures=r.styles(raw, "figures", FIGURE_COLOURS),
            parts=r.styles(raw, "parts", PART_COLOURS),
            obstacles=r.styles(raw, "obstacles", OBSTACLE_KINDS),
            regions=r.styles(raw, "regions", REGIONS),
            tracks=r.styles(raw, "tracks", TRACK_KEYS),
            pieces={k: r.number(pieces, "pieces", k) for k in PIECE_KEYS},
            basic=r.sheet(basic, "basic", BASIC_PANELS),
            advanced=r.sheet(advanced, "advanced", ADVANCED_PANELS),
            part_boxes=r.rects(r.sub(basic, "basic", "parts"), "basic.parts", BASIC_PARTS),
            countdown={str(k): r.number(countdown, "basic.countdown", str(k)) for k in countdown if isinstance(k, str)},
            region_boxes=r.rects(r.sub(advanced, "advanced", "regions"), "advanced.regions", REGIONS),
            city_size=(r.number(city, "advanced.city", "width"), r.number(city, "advanced.city", "height")),
            cities=r.points(r.sub(advanced, "advanced", "cities"), "advanced.cities"),
        )
        r.inside(layout)
        if r.errors:
            raise LayoutError(f"{name} is not a valid Niepodległa board layout:\n  " + "\n  ".join(r.errors))
        return layout


T = TypeVar("T")


def _lookup(table: Mapping[str, T], key: str, what: str, section: str) -> T:
    try:
        return table[key]
    except KeyError:
        raise LayoutError(f"layout has no {what} {key!r} (add it under [{section}])") from None


class _Reader:
    """Reads typed values out of the raw mapping, collecting every error with its key path."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.absent: set[str] = set()  # tables reported missing: their keys are not reported again

    def fail(self, path: str, problem: str) -> None:
        self.errors.append(f"{path}: {problem}")

    def _get(self, raw: Mapping[str, Any], path: str, key: str) -> Any:
        if key not in raw:
            if path not in self.absent:
                self.fail(f"{path}.{key}" if path else key, "missing")
            return None
        return raw[key]

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

    def rect(self, value: Any, where: str) -> Rect:
        if not isinstance(value, Mapping):
            self.fail(where, "expected { x = .., y = .., w = .., h = .. }")
            return Rect(0, 0, 1, 1)
        for extra in sorted(set(value) - {"x", "y", "w", "h"}):
            self.fail(f"{where}.{extra}", "unknown key (a box has x, y, w and h)")
        return Rect(
            self.number(value, where, "x", low=0),
            self.number(value, where, "y", low=0),
            self.number(value, where, "w"),
            self.number(value, where, "h"),
        )

    def rects(self, raw: Mapping[str, Any], path: str, keys: tuple[str, ...]) -> dict[str, Rect]:
        """Boxes by key: every key of ``keys`` is required; others are reported as unknown."""
        boxes: dict[str, Rect] = {}
        for key in keys:
            value = self._get(raw, path, key)
            if value is not None:
                boxes[key] = self.rect(value, f"{path}.{key}")
        for extra in sorted(set(raw) - set(keys)):
            self.fail(f"{path}.{extra}", f"unknown box (expected one of {', '.join(keys)})")
        return boxes

    def points(self, raw: Mapping[str, Any], path: str) -> dict[str, tuple[int, int]]:
        """Places by key: ``[path.<key>]`` with x and y."""
        points: dict[str, tuple[int, int]] = {}
        for key, spot in raw.items():
            where = f"{path}.{key}"
            if not isinstance(spot, Mapping):
                self.fail(where, "expected a table with x and y")
                continue
            for extra in sorted(set(spot) - {"x", "y"}):
                self.fail(f"{where}.{extra}", "unknown key (a city has only x and y)")
            points[str(key)] = (self.number(spot, where, "x", low=0), self.number(spot, where, "y", low=0))
        return points

    def sheet(self, raw: Mapping[str, Any], path: str, panels: tuple[str, ...]) -> Sheet:
        height = self.number(raw, path, "height")
        return Sheet(height, self.rects(self.sub(raw, path, "panels"), f"{path}.panels", panels))

    def styles(self, raw: Mapping[str, Any], key: str, required: tuple[str, ...]) -> dict[str, Style]:
        """Piece colours by name: ``[key.<name>]`` with fill, outline and text; ``required`` must be there."""
        table = self.table(raw, key)
        styles: dict[str, Style] = {}
        for name, style in table.items():
            path = f"{key}.{name}"
            if not isinstance(style, Mapping):
                self.fail(path, "expected a table with fill, outline and text")
                continue
            fill, outline, text = (self.colour(style, path, k) for k in ("fill", "outline", "text"))
            styles[str(name)] = Style(fill, outline, text)
        if key not in self.absent:
            for name in required:
                if name not in table:
                    self.fail(f"{key}.{name}", "missing")
        return styles

    def inside(self, layout: NiepodleglaLayout) -> None:
        """Every box lies on its canvas; every city lies inside the map."""
        for version in ("basic", "advanced"):
            sheet = layout.sheet(version)
            for key, rect in sheet.panels.items():
                if rect.right > layout.width or rect.bottom > sheet.height:
                    self.fail(f"{version}.panels.{key}", f"runs off the {layout.width}x{sheet.height} canvas")
        for key, rect in layout.part_boxes.items():
            if rect.right > layout.width or rect.bottom > layout.basic.height:
                self.fail(f"basic.parts.{key}", "runs off the canvas")
        board = layout.advanced.panels.get("map")
        if board is None:
            return
        w, h = layout.city_size
        for key, (x, y) in layout.cities.items():
            if x < board.x or y < board.y or x + w > board.right or y + h > board.bottom:
                self.fail(f"advanced.cities.{key}", "lies outside advanced.panels.map")
        for key, rect in layout.region_boxes.items():
            if rect.x < board.x or rect.y < board.y or rect.right > board.right or rect.bottom > board.bottom:
                self.fail(f"advanced.regions.{key}", "lies outside advanced.panels.map")


def load_layout(path: Path = DEFAULT_PATH) -> NiepodleglaLayout:
    """Read and validate a layout file."""
    with path.open("rb") as handle:
        return NiepodleglaLayout.from_mapping(tomllib.load(handle), path.name)


@cache
def default_layout() -> NiepodleglaLayout:
    """The shipped layout, read once per process."""
    return load_layout(DEFAULT_PATH)
