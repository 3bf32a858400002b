"""The Sigismundus Augustus board image's geometry and colours, read from ``data/sigismundus/layout.toml``.

Positions and colours live in data so the picture can be rearranged without touching drawing code.
Loading checks every key and reports every problem at once, each with its key path, so a broken layout
file fails loudly at start-up instead of drawing a half-empty board. The geometry types (:class:`Rect`,
:class:`Style`), :class:`LayoutError` and the reader are the ones every board layout uses
(``render/layout_base.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from render.layout_base import DATA_DIR, RGB, STYLE_KEYS, Reader, Rect, Style, load, lookup

DEFAULT_PATH = DATA_DIR / "sigismundus" / "layout.toml"

PALETTE_KEYS = (
    "background", "panel", "border", "ink", "muted", "link", "field", "mark", "mark_text",
    "submitted", "waiting", "banner", "banner_text", "note", "gold", "gold_text", "host", "host_text",
    "disabled", "pact", "pact_text", "attack",
)  # fmt: skip
TEXT_KEYS = ("title", "heading", "body", "small")
PIECE_KEYS = ("disc", "chip", "round_cell", "phase_cell", "track_cell", "office_row")
COLUMN_KEYS = ("house", "vp", "ducats", "votes", "army", "clients", "markers", "cards", "offices", "status")
PANEL_KEYS = ("strip", "foreign", "sejm", "tracks", "figures", "offices", "vp", "players", "supply", "private")
OFFICE_KINDS = ("ecclesiastical", "ministerial", "land")


@dataclass(frozen=True)
class CountryBox:
    """A Neighbouring Country field: where it lies, and the colours of its band and direction marker."""

    rect: Rect
    style: Style


@dataclass(frozen=True)
class SigLayout:
    title: str
    width: int
    height: int
    text: Mapping[str, int]
    palette: Mapping[str, RGB]
    houses: Mapping[str, Style]
    office_kinds: Mapping[str, Style]
    header: Rect
    banner: Rect
    countries: Mapping[str, CountryBox]
    fields: Mapping[str, Rect]
    panels: Mapping[str, Rect]
    pieces: Mapping[str, int]
    columns: Mapping[str, int]

    def colour(self, key: str) -> RGB:
        return self.palette[key]

    def house(self, colour: str) -> Style:
        """The style for a house colour named by the edition; a clear error if the layout lacks it."""
        return lookup(self.houses, colour, "house colour", "add [houses.{key}]")

    def kind(self, kind: str) -> Style:
        """The colours of an office kind's cards (ecclesiastical pink, ministerial blue, land orange)."""
        return lookup(self.office_kinds, kind, "office kind", "add [office_kinds.{key}]")

    def country(self, key: str) -> CountryBox:
        return lookup(self.countries, key, "field for country", "add [countries.{key}]")

    def field(self, key: str) -> Rect:
        """The box of an action field, by its key (envoy, patronage, ...)."""
        return lookup(self.fields, key, "box for action field", "add [fields.{key}]")

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any], name: str = "layout") -> SigLayout:
        """Validate a parsed layout file; raise LayoutError naming every missing or bad key."""
        r = _Reader()
        canvas, header, panels = r.table(raw, "canvas"), r.table(raw, "header"), r.table(raw, "panels")
        text, palette, pieces, columns = (r.table(raw, k) for k in ("text", "palette", "pieces", "players_columns"))
        houses, kinds = r.styles(raw, "houses"), r.styles(raw, "office_kinds")
        for kind in OFFICE_KINDS:
            if kind not in kinds and "office_kinds" not in r.absent:
                r.fail(f"office_kinds.{kind}", "missing")
        layout = cls(
            title=r.text(raw, "", "title"),
            width=r.number(canvas, "canvas", "width"),
            height=r.number(canvas, "canvas", "height"),
            text={k: r.number(text, "text", k, low=16) for k in TEXT_KEYS},
            palette={k: r.colour(palette, "palette", k) for k in PALETTE_KEYS},
            houses=houses,
            office_kinds=kinds,
            header=r.rect(header, "header", "rect"),
            banner=r.rect(header, "header", "banner"),
            countries=r.countries(raw),
            fields=r.boxes(raw, "field", "fields"),
            panels={k: r.rect(panels, "panels", k) for k in PANEL_KEYS},
            pieces={k: r.number(pieces, "pieces", k) for k in PIECE_KEYS},
            columns={k: r.number(columns, "players_columns", k, low=0) for k in COLUMN_KEYS},
        )
        r.inside(layout)
        r.done(name)
        return layout


class _Reader(Reader):
    """The shared reader, strict about unknown keys; and the Neighbouring Countries, placed and coloured."""

    rect_note = "unknown key (a rectangle has x, y, w and h)"
    style_note = "unknown key (a style has fill, outline and text)"

    def countries(self, raw: Mapping[str, Any]) -> dict[str, CountryBox]:
        """Country fields of one size (``[country]``) placed and coloured by key (``[countries.<key>]``)."""
        size = self.table(raw, "country")
        width, height = self.number(size, "country", "width"), self.number(size, "country", "height")
        countries: dict[str, CountryBox] = {}
        for key, spot in self.table(raw, "countries").items():
            path = f"countries.{key}"
            if not isinstance(spot, Mapping):
                self.fail(path, "expected a table with x, y, fill, outline and text")
                continue
            known = ("x", "y", *STYLE_KEYS)
            self.unknown(spot, path, known, "unknown key (a country has x, y, fill, outline and text)")
            rect = Rect(self.number(spot, path, "x", low=0), self.number(spot, path, "y", low=0), width, height)
            countries[key] = CountryBox(rect, self.style(spot, path))
        return countries

    def inside(self, layout: SigLayout) -> None:
        """Every box lies on the canvas."""
        if not layout.width or not layout.height:
            return
        boxes = {"header.rect": layout.header, "header.banner": layout.banner}
        boxes |= {f"panels.{k}": r for k, r in layout.panels.items()}
        boxes |= {f"countries.{k}": c.rect for k, c in layout.countries.items()}
        boxes |= {f"fields.{k}": r for k, r in layout.fields.items()}
        for path, rect in boxes.items():
            if rect.right > layout.width or rect.bottom > layout.height:
                self.fail(path, f"reaches past the {layout.width}x{layout.height} canvas")


def load_layout(path: Path = DEFAULT_PATH) -> SigLayout:
    """Read and validate a layout file."""
    return load(path, SigLayout.from_mapping)


@cache
def default_layout() -> SigLayout:
    """The shipped layout, read once per process."""
    return load_layout(DEFAULT_PATH)
