"""The Niepodległa board image's geometry and colours, read from ``data/niepodlegla/layout.toml``.

The game has two boards (the basic version's side B and the advanced version's side A), so the
layout holds one sheet per version: its height and the boxes of its panels. Colours, text sizes
and piece sizes are shared. Loading checks every key and reports all problems at once, each with
its key path, so a broken layout file fails loudly at start-up instead of drawing a half-empty board.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from render.layout_base import DATA_DIR, RGB, LayoutError, Reader, Rect, Style, load, lookup

__all__ = [
    "DEFAULT_PATH", "RGB", "LayoutError", "NiepodleglaLayout", "Rect", "Sheet", "Style",
    "default_layout", "load_layout",
]  # fmt: skip
"""This module's interface: the Niepodległa layout, and the shared types it is made of."""

DEFAULT_PATH = DATA_DIR / "niepodlegla" / "layout.toml"

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
        return lookup(self.figures, colour, "figure colour", "add it under [figures]")

    def part(self, colour: str) -> Style:
        return lookup(self.parts, colour, "part colour", "add it under [parts]")

    def obstacle(self, kind: str) -> Style:
        return lookup(self.obstacles, kind, "obstacle kind", "add it under [obstacles]")

    def region(self, key: str) -> Style:
        return lookup(self.regions, key, "region", "add it under [regions]")

    def region_box(self, key: str) -> Rect:
        return lookup(self.region_boxes, key, "box for region", "add it under [advanced.regions]")

    def part_box(self, key: str) -> Rect:
        return lookup(self.part_boxes, key, "box for part", "add it under [basic.parts]")

    def city(self, key: str) -> Rect:
        """The box of an area of the advanced map, by the city's key."""
        x, y = lookup(self.cities, key, "box for city", "add it under [advanced.cities]")
        return Rect(x, y, *self.city_size)

    def symbol(self, key: str) -> RGB:
        return lookup(self.symbols, key, "colour for symbol", "add it under [symbols]")

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
        r.done(name, "Niepodległa board layout")
        return layout


class _Reader(Reader):
    """The shared reader, strict about unknown keys; and the two sheets, their boxes and the map's cities."""

    rect_note = "unknown key (a box has x, y, w and h)"

    def rects(self, raw: Mapping[str, Any], path: str, keys: tuple[str, ...]) -> dict[str, Rect]:
        """Boxes by key: every key of ``keys`` is required; others are reported as unknown."""
        boxes: dict[str, Rect] = {}
        for key in keys:
            value = self._get(raw, path, key)
            if value is not None:
                boxes[key] = self.box(value, f"{path}.{key}")
        self.unknown(raw, path, keys, f"unknown box (expected one of {', '.join(keys)})")
        return boxes

    def points(self, raw: Mapping[str, Any], path: str) -> dict[str, tuple[int, int]]:
        """Places by key: ``[path.<key>]`` with x and y."""
        points: dict[str, tuple[int, int]] = {}
        for key, spot in raw.items():
            where = f"{path}.{key}"
            if not isinstance(spot, Mapping):
                self.fail(where, "expected a table with x and y")
                continue
            self.unknown(spot, where, ("x", "y"), "unknown key (a city has only x and y)")
            points[str(key)] = (self.number(spot, where, "x", low=0), self.number(spot, where, "y", low=0))
        return points

    def sheet(self, raw: Mapping[str, Any], path: str, panels: tuple[str, ...]) -> Sheet:
        height = self.number(raw, path, "height")
        return Sheet(height, self.rects(self.sub(raw, path, "panels"), f"{path}.panels", panels))

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
    return load(path, NiepodleglaLayout.from_mapping)


@cache
def default_layout() -> NiepodleglaLayout:
    """The shipped layout, read once per process."""
    return load_layout(DEFAULT_PATH)
