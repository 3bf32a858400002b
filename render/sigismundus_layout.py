"""The Sigismundus Augustus board image's geometry and colours, read from ``data/sigismundus/layout.toml``.

Positions and colours live in data so the picture can be rearranged without touching drawing code.
Loading checks every key and reports every problem at once, each with its key path, so a broken layout
file fails loudly at start-up instead of drawing a half-empty board. The geometry types (:class:`Rect`,
:class:`HouseStyle`) and :class:`LayoutError` are the ones the Boże Igrzysko layout uses.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from render.layout import RGB, HouseStyle, LayoutError, Rect

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
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
STYLE_KEYS = ("fill", "outline", "text")
_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


@dataclass(frozen=True)
class CountryBox:
    """A Neighbouring Country field: where it lies, and the colours of its band and direction marker."""

    rect: Rect
    style: HouseStyle


@dataclass(frozen=True)
class SigLayout:
    title: str
    width: int
    height: int
    text: Mapping[str, int]
    palette: Mapping[str, RGB]
    houses: Mapping[str, HouseStyle]
    office_kinds: Mapping[str, HouseStyle]
    header: Rect
    banner: Rect
    countries: Mapping[str, CountryBox]
    fields: Mapping[str, Rect]
    panels: Mapping[str, Rect]
    pieces: Mapping[str, int]
    columns: Mapping[str, int]

    def colour(self, key: str) -> RGB:
        return self.palette[key]

    def house(self, colour: str) -> HouseStyle:
        """The style for a house colour named by the edition; a clear error if the layout lacks it."""
        try:
            return self.houses[colour]
        except KeyError:
            raise LayoutError(f"layout has no house colour {colour!r} (add [houses.{colour}])") from None

    def kind(self, kind: str) -> HouseStyle:
        """The colours of an office kind's cards (ecclesiastical pink, ministerial blue, land orange)."""
        try:
            return self.office_kinds[kind]
        except KeyError:
            raise LayoutError(f"layout has no office kind {kind!r} (add [office_kinds.{kind}])") from None

    def country(self, key: str) -> CountryBox:
        try:
            return self.countries[key]
        except KeyError:
            raise LayoutError(f"layout has no field for country {key!r} (add [countries.{key}])") from None

    def field(self, key: str) -> Rect:
        """The box of an action field, by its key (envoy, patronage, ...)."""
        try:
            return self.fields[key]
        except KeyError:
            raise LayoutError(f"layout has no box for action field {key!r} (add [fields.{key}])") from None

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
        if r.errors:
            raise LayoutError(f"{name} is not a valid board layout:\n  " + "\n  ".join(r.errors))
        return layout


class _Reader:
    """Reads typed values out of the raw mapping, collecting every error with its key path."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.absent: set[str] = set()  # tables already reported missing: their keys are not reported again

    def fail(self, path: str, problem: str) -> None:
        self.errors.append(f"{path}: {problem}")

    def _get(self, raw: Mapping[str, Any], path: str, key: str) -> Any:
        if key not in raw:
            if path.split(".")[0] not in self.absent:
                self.fail(f"{path}.{key}" if path else key, "missing")
            return None
        return raw[key]

    def table(self, raw: Mapping[str, Any], key: str) -> Mapping[str, Any]:
        value = self._get(raw, "", key)
        if value is not None and not isinstance(value, Mapping):
            self.fail(key, "expected a table")
        if not isinstance(value, Mapping):
            self.absent.add(key)
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

    def rect(self, raw: Mapping[str, Any], path: str, key: str) -> Rect:
        value = self._get(raw, path, key)
        if value is None:
            return Rect(0, 0, 1, 1)
        where = f"{path}.{key}"
        if not isinstance(value, Mapping):
            self.fail(where, "expected { x = .., y = .., w = .., h = .. }")
            return Rect(0, 0, 1, 1)
        for extra in sorted(set(value) - {"x", "y", "w", "h"}):
            self.fail(f"{where}.{extra}", "unknown key (a rectangle has x, y, w and h)")
        return Rect(
            self.number(value, where, "x", low=0),
            self.number(value, where, "y", low=0),
            self.number(value, where, "w"),
            self.number(value, where, "h"),
        )

    def style(self, raw: Mapping[str, Any], path: str) -> HouseStyle:
        fill, outline, text = (self.colour(raw, path, k) for k in STYLE_KEYS)
        return HouseStyle(fill, outline, text)

    def styles(self, raw: Mapping[str, Any], table_key: str) -> dict[str, HouseStyle]:
        """Piece colours by name: ``[houses.<colour>]`` or ``[office_kinds.<kind>]``."""
        styles: dict[str, HouseStyle] = {}
        for key, style in self.table(raw, table_key).items():
            path = f"{table_key}.{key}"
            if not isinstance(style, Mapping):
                self.fail(path, "expected a table with fill, outline and text")
                continue
            for extra in sorted(set(style) - set(STYLE_KEYS)):
                self.fail(f"{path}.{extra}", "unknown key (a style has fill, outline and text)")
            styles[key] = self.style(style, path)
        return styles

    def boxes(self, raw: Mapping[str, Any], size_key: str, table_key: str) -> dict[str, Rect]:
        """Boxes of one size (``[field]`` width and height) placed by key (``[fields.<key>]`` x, y)."""
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
            for extra in sorted(set(spot) - {"x", "y", *STYLE_KEYS}):
                self.fail(f"{path}.{extra}", "unknown key (a country has x, y, fill, outline and text)")
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
    with path.open("rb") as handle:
        return SigLayout.from_mapping(tomllib.load(handle), path.name)


@cache
def default_layout() -> SigLayout:
    """The shipped layout, read once per process."""
    return load_layout(DEFAULT_PATH)
