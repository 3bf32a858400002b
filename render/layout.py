"""The board image's geometry and colours, read from ``data/boze/layout.toml``.

Positions live in data so the picture can be rearranged without touching drawing code. Loading
checks every key and reports all problems at once, each with its path, so a broken layout file
fails loudly at start-up instead of drawing a half-empty board.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from render.layout_base import DATA_DIR, RGB, LayoutError, Reader, Rect, Style, load, lookup

__all__ = ["DEFAULT_PATH", "RGB", "Layout", "LayoutError", "Rect", "Style", "default_layout", "load_layout"]
"""This module's interface: the Boże Igrzysko layout, and the shared types it is made of."""

DEFAULT_PATH = DATA_DIR / "boze" / "layout.toml"

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


@dataclass(frozen=True)
class Layout:
    title: str
    width: int
    height: int
    text: Mapping[str, int]
    palette: Mapping[str, RGB]
    houses: Mapping[str, Style]
    enemies: Mapping[str, Style]
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

    def house(self, colour: str) -> Style:
        """The style for a house colour named by the edition; a clear error if the layout lacks it."""
        return lookup(self.houses, colour, "house colour", "add [houses.{key}]")

    def enemy(self, colour: str) -> Style:
        """The style of an enemy's dice by the colour the edition names; a clear error if missing."""
        return lookup(self.enemies, colour, "enemy colour", "add [enemies.{key}]")

    def province(self, key: str) -> Rect:
        return lookup(self.provinces, key, "box for province", "add [provinces.{key}]")

    def field(self, key: str) -> Rect:
        """The box of an enemy field, by the enemy's key."""
        return lookup(self.fields, key, "box for enemy field", "add [enemy_fields.{key}]")

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
        r.done(name)
        return layout


class _Reader(Reader):
    """The shared reader, and the links of the map between provinces."""

    def link(self, item: Any, provinces: Mapping[str, Rect], index: int) -> tuple[str, str] | None:
        if not (isinstance(item, list) and len(item) == 2 and all(k in provinces for k in item)):
            self.fail(f"map.links[{index}]", f"expected two province keys from [provinces], got {item!r}")
            return None
        return (str(item[0]), str(item[1]))


def load_layout(path: Path = DEFAULT_PATH) -> Layout:
    """Read and validate a layout file."""
    return load(path, Layout.from_mapping)


@cache
def default_layout() -> Layout:
    """The shipped layout, read once per process."""
    return load_layout(DEFAULT_PATH)
