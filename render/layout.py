"""The board image's geometry and colours, read from ``data/boze/layout.toml``.

Positions live in data so the picture can be rearranged without touching drawing code. Loading
checks every key and reports all problems at once, each with its path, so a broken layout file
fails loudly at start-up instead of drawing a half-empty board.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
DEFAULT_PATH = DATA_DIR / "boze" / "layout.toml"

RGB = tuple[int, int, int]

PALETTE_KEYS = (
    "background", "panel", "border", "ink", "muted", "link", "field", "wealth_mark",
    "submitted", "waiting", "banner", "banner_text", "note", "steward",
    "royal", "royal_text", "cossack", "marker", "invaded",
)  # fmt: skip
TEXT_KEYS = ("title", "heading", "body", "small", "big")
PIECE_KEYS = (
    "field_width", "field_height", "field_gap", "disc_radius", "die_size", "token_radius", "wealth_cell",
    "strength_box",
)  # fmt: skip
COLUMN_KEYS = ("house", "gold", "prestige", "free_dice", "estates", "free_discs", "sejm", "tokens", "status")
PANEL_KEYS = ("track", "supplies", "sejm", "court", "royal_army", "players", "legend", "note")
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
class HouseStyle:
    """The colours of a set of pieces: a house's dice and discs, or an enemy's dice."""

    fill: RGB
    outline: RGB
    text: RGB


@dataclass(frozen=True)
class Layout:
    title: str
    width: int
    height: int
    text: Mapping[str, int]
    palette: Mapping[str, RGB]
    houses: Mapping[str, HouseStyle]
    enemies: Mapping[str, HouseStyle]
    header: Rect
    banner: Rect
    provinces: Mapping[str, Rect]
    fields: Mapping[str, Rect]
    links: tuple[tuple[str, str], ...]
    pieces: Mapping[str, int]
    panels: Mapping[str, Rect]
    columns: Mapping[str, int]

    def colour(self, key: str) -> RGB:
        return self.palette[key]

    def house(self, colour: str) -> HouseStyle:
        """The style for a house colour named by the edition; a clear error if the layout lacks it."""
        try:
            return self.houses[colour]
        except KeyError:
            raise LayoutError(f"layout has no house colour {colour!r} (add [houses.{colour}])") from None

    def enemy(self, colour: str) -> HouseStyle:
        """The style of an enemy's dice by the colour the edition names; a clear error if missing."""
        try:
            return self.enemies[colour]
        except KeyError:
            raise LayoutError(f"layout has no enemy colour {colour!r} (add [enemies.{colour}])") from None

    def province(self, key: str) -> Rect:
        try:
            return self.provinces[key]
        except KeyError:
            raise LayoutError(f"layout has no box for province {key!r} (add [provinces.{key}])") from None

    def field(self, key: str) -> Rect:
        """The box of an enemy field, by the enemy's key."""
        try:
            return self.fields[key]
        except KeyError:
            raise LayoutError(f"layout has no box for enemy field {key!r} (add [enemy_fields.{key}])") from None

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any], name: str = "layout") -> Layout:
        """Validate a parsed layout file; raise LayoutError naming every missing or bad key."""
        r = _Reader()
        provinces = r.boxes(raw, "province", "provinces")
        fields = r.boxes(raw, "enemy_field", "enemy_fields")
        links = tuple(r.link(item, provinces, i) for i, item in enumerate(r.list(r.table(raw, "map"), "map", "links")))
        houses, enemies = r.styles(raw, "houses"), r.styles(raw, "enemies")
        canvas, header, panels = r.table(raw, "canvas"), r.table(raw, "header"), r.table(raw, "panels")
        text, palette, pieces, columns = (r.table(raw, k) for k in ("text", "palette", "pieces", "players_columns"))
        layout = cls(
            title=r.text(raw, "", "title"),
            width=r.number(canvas, "canvas", "width"),
            height=r.number(canvas, "canvas", "height"),
            text={k: r.number(text, "text", k, low=16) for k in TEXT_KEYS},
            palette={k: r.colour(palette, "palette", k) for k in PALETTE_KEYS},
            houses=houses,
            enemies=enemies,
            header=r.rect(header, "header", "rect"),
            banner=r.rect(header, "header", "banner"),
            provinces=provinces,
            fields=fields,
            links=tuple(link for link in links if link is not None),
            pieces={k: r.number(pieces, "pieces", k) for k in PIECE_KEYS},
            panels={k: r.rect(panels, "panels", k) for k in PANEL_KEYS},
            columns={k: r.number(columns, "players_columns", k, low=0) for k in COLUMN_KEYS},
        )
        if r.errors:
            raise LayoutError(f"{name} is not a valid board layout:\n  " + "\n  ".join(r.errors))
        return layout


class _Reader:
    """Reads typed values out of the raw mapping, collecting every error with its key path."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.absent: set[str] = set()  # tables already reported missing: their keys are not reported again

    def fail(self, path: str, problem: str) -> bool:
        self.errors.append(f"{path}: {problem}")
        return False

    def _get(self, raw: Mapping[str, Any], path: str, key: str) -> Any:
        full = f"{path}.{key}" if path else key
        if key not in raw:
            if path.split(".")[0] not in self.absent:
                self.fail(full, "missing")
            return None
        return raw[key]

    def table(self, raw: Mapping[str, Any], key: str) -> Mapping[str, Any]:
        value = self._get(raw, "", key)
        if value is not None and not isinstance(value, Mapping):
            self.fail(key, "expected a table")
        if not isinstance(value, Mapping):
            self.absent.add(key)
        return value if isinstance(value, Mapping) else {}

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
        value = self._get(raw, path, key)
        if value is None:
            return Rect(0, 0, 1, 1)
        if not isinstance(value, Mapping):
            self.fail(f"{path}.{key}", "expected { x = .., y = .., w = .., h = .. }")
            return Rect(0, 0, 1, 1)
        where = f"{path}.{key}"
        return Rect(
            self.number(value, where, "x", low=0),
            self.number(value, where, "y", low=0),
            self.number(value, where, "w"),
            self.number(value, where, "h"),
        )

    def boxes(self, raw: Mapping[str, Any], size_key: str, table_key: str) -> dict[str, Rect]:
        """Boxes of one size (``[province]`` width and height) placed by key (``[provinces.<key>]`` x, y)."""
        size = self.table(raw, size_key)
        width, height = self.number(size, size_key, "width"), self.number(size, size_key, "height")
        boxes: dict[str, Rect] = {}
        for key, spot in self.table(raw, table_key).items():
            path = f"{table_key}.{key}"
            if not isinstance(spot, Mapping):
                self.fail(path, "expected a table with x and y")
                continue
            for extra in sorted(set(spot) - {"x", "y"}):
                self.fail(f"{path}.{extra}", "unknown key (a box has only x and y)")
            boxes[key] = Rect(self.number(spot, path, "x", low=0), self.number(spot, path, "y", low=0), width, height)
        return boxes

    def styles(self, raw: Mapping[str, Any], table_key: str) -> dict[str, HouseStyle]:
        """Piece colours by colour name: ``[houses.<colour>]`` or ``[enemies.<colour>]``."""
        styles: dict[str, HouseStyle] = {}
        for colour, style in self.table(raw, table_key).items():
            path = f"{table_key}.{colour}"
            if not isinstance(style, Mapping):
                self.fail(path, "expected a table with fill, outline and text")
                continue
            fill, outline, text = (self.colour(style, path, k) for k in ("fill", "outline", "text"))
            styles[colour] = HouseStyle(fill, outline, text)
        return styles

    def link(self, item: Any, provinces: Mapping[str, Rect], index: int) -> tuple[str, str] | None:
        if not (isinstance(item, list) and len(item) == 2 and all(k in provinces for k in item)):
            self.fail(f"map.links[{index}]", f"expected two province keys from [provinces], got {item!r}")
            return None
        return (str(item[0]), str(item[1]))


def load_layout(path: Path = DEFAULT_PATH) -> Layout:
    """Read and validate a layout file."""
    with path.open("rb") as handle:
        return Layout.from_mapping(tomllib.load(handle), path.name)


@cache
def default_layout() -> Layout:
    """The shipped layout, read once per process."""
    return load_layout(DEFAULT_PATH)
