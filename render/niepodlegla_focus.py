"""Focus images of Niepodległa: after a phase, the panels it changed, stacked in a picture 700 pixels
wide, so that the board's 16-pixel text stays above 9 pixels when a phone shows it 400 wide (DESIGN §5).

Each phase picks its panels (:data:`FOCUS`: the missions and the players after the struggle, the map, the
policy tracks and Magdeburg after the negative effects, ...); the layout is re-cut for them
(:func:`focus_layout`: one panel under another, two mission cards to a row, the map's areas closer together)
and each panel is drawn by the same function as on the full board. A phase that changed nothing worth a
picture (a summary with morale to spare, rewards when nothing was completed) draws none.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from PIL import Image

from render.common import encode_png
from render.layout_base import Rect
from render.niepodlegla_effects import _split_to_fit
from render.niepodlegla_header import _outcome_detail
from render.niepodlegla_labels import headline
from render.niepodlegla_layout import NiepodleglaLayout, Sheet, default_layout
from render.niepodlegla_map import _map
from render.niepodlegla_missions import _missions
from render.niepodlegla_parts import FINAL_ROW, _finals, _part
from render.niepodlegla_pen import Pen
from render.niepodlegla_pool import _prison
from render.niepodlegla_seats import _seats
from render.niepodlegla_tracks import _morale, _policy, _time_track
from rules.niepodlegla.view import NiepodleglaView

FOCUS_WIDTH = 700
"""A focus image's width: the board's 16-pixel text stays above 9 pixels when a phone shows it 400 wide."""
FOCUS_GAP = 10
FOCUS_HEADER = 78

FOCUS: dict[tuple[str, str], tuple[str, ...]] = {
    ("basic", "preparation"): ("missions", "finals"),
    ("basic", "struggle"): ("missions", "seats"),
    ("basic", "summary"): ("morale", "finals"),
    ("basic", "rewards"): ("parts",),
    ("basic", "final_preparation"): ("parts",),
    ("basic", "final_summary"): ("missions", "seats"),
    ("advanced", "setup"): ("map",),
    ("advanced", "struggle"): ("missions", "seats"),
    ("advanced", "negative"): ("map", "policy", "prison"),
    ("advanced", "morale_check"): ("time", "map", "prison"),
    ("advanced", "positive"): ("policy", "map", "seats"),
    ("advanced", "end_of_round"): ("time", "missions"),
    ("advanced", "november"): ("policy", "missions"),
    ("advanced", "scoring"): ("missions",),
}
"""The panels each phase's focus image shows (the phase as the state drawn names it: the phase that ended);
a phase not listed changed nothing a picture needs (the decision that follows shows it, or the next phase)."""


def focus_png(view: NiepodleglaView, phase: str, lang: str = "en") -> bytes | None:
    """The focus image of the phase ``phase`` (the game's phase key, ``"3:struggle"``, of the state ``view``
    shows): the panels that phase changed, stacked in a picture 700 pixels wide, or ``None`` when the phase
    changed nothing worth a picture (a summary with morale to spare, rewards when nothing was completed)."""
    image = draw_focus(view, phase, default_layout(), lang)
    return None if image is None else encode_png(image)


def focus_panels(view: NiepodleglaView, phase: str) -> tuple[str, ...]:
    """The panels of ``phase``'s focus image for ``view`` (empty: no image)."""
    key = phase.rpartition(":")[2]
    panels = FOCUS.get((view.version, key), ())
    if key == "summary" and view.morale >= 4 and not view.overflow:
        return ()  # Summary of Rounds I–V: "If there are 4 or more, nothing bad happens"
    if key == "rewards" and not any(c.completed for c in view.table):
        return ()
    if "prison" in panels and (view.prison is None or not _in_prison(view)):
        panels = tuple(p for p in panels if p != "prison")
    if key == "positive" and not any(s.tokens or s.figures for s in view.seats):
        panels = tuple(p for p in panels if p != "seats")  # the players' row shows only what they gained
    return panels


def _in_prison(view: NiepodleglaView) -> bool:
    prison = view.prison
    return prison is not None and bool(prison.morale or prison.neutral or prison.pawns or prison.figures)


def draw_focus(view: NiepodleglaView, phase: str, layout: NiepodleglaLayout, lang: str = "en") -> Image.Image | None:
    """Draw ``phase``'s focus image (:func:`focus_png`) onto a new RGB image, or ``None``."""
    panels = focus_panels(view, phase)
    if not panels:
        return None
    focus, height = focus_layout(layout, view, panels)
    image = Image.new("RGB", (FOCUS_WIDTH, height), layout.colour("background"))
    pen = Pen(image, focus, view, lang)
    _focus_header(pen, phase.rpartition(":")[2], panels)
    for panel in panels:
        if panel == "parts":
            for part in view.parts:
                _part(pen, part)
        else:
            FOCUS_DRAW[panel](pen)
    return image


FOCUS_DRAW = {
    "finals": _finals,
    "missions": _missions,
    "seats": _seats,
    "morale": _morale,
    "map": _map,
    "policy": _policy,
    "time": _time_track,
    "prison": _prison,
}


def focus_layout(
    layout: NiepodleglaLayout, view: NiepodleglaView, panels: Sequence[str]
) -> tuple[NiepodleglaLayout, int]:
    """The board's layout re-cut for a focus image: the panels stacked one under another, 700 pixels wide, two
    mission cards to a row, the parts of the board one under another, the map's areas drawn closer together;
    and the picture's height."""
    inner = FOCUS_WIDTH - 2 * FOCUS_GAP
    x, y = FOCUS_GAP, FOCUS_HEADER
    boxes: dict[str, Rect] = {"header": Rect(0, 0, FOCUS_WIDTH, FOCUS_HEADER - 4)}
    part_boxes = dict(layout.part_boxes)
    region_boxes = dict(layout.region_boxes)
    cities = dict(layout.cities)
    city_size = layout.city_size
    pieces = dict(layout.pieces)
    pieces["card_columns"] = 2
    for panel in panels:
        if panel == "missions":
            rows = max(1, math.ceil(len(view.table) / 2))
            h = 40 + rows * (pieces["card_height"] + pieces["card_gap"]) + 2
        elif panel == "seats":
            h = 38 + len(view.seats) * pieces["seat_row"] + 6
        elif panel == "parts":
            full = layout.part_box(view.parts[0].key) if view.parts else Rect(0, 0, 450, 209)
            for part in view.parts:
                part_boxes[part.key] = Rect(x, y, inner, full.h)
                y += full.h + FOCUS_GAP
            continue
        elif panel == "map":
            full = layout.advanced.panel("map")
            h = full.h
            region_boxes, cities, city_size = _focus_map(layout, Rect(x, y, inner, h))
        elif panel == "time":
            h = 190
        elif panel == "finals":
            h = 44 + len(view.parts) * FINAL_ROW
        elif panel == "policy":
            h = layout.advanced.panel("policy").h
        elif panel == "morale":
            h = layout.sheet(view.version).panel("morale").h
        else:
            h = layout.advanced.panel(panel).h
        boxes[panel] = Rect(x, y, inner, h)
        y += h + FOCUS_GAP
    sheet = Sheet(y, boxes)
    focus = replace(
        layout,
        width=FOCUS_WIDTH,
        pieces=pieces,
        basic=sheet,
        advanced=sheet,
        part_boxes=part_boxes,
        region_boxes=region_boxes,
        cities=cities,
        city_size=city_size,
    )
    return focus, y


def _focus_map(
    layout: NiepodleglaLayout, rect: Rect
) -> tuple[dict[str, Rect], dict[str, tuple[int, int]], tuple[int, int]]:
    """The map's regions and areas as on the board, drawn closer together to fit ``rect``: positions scaled
    across, the areas narrower (their names and tokens still fit), heights kept."""
    full = layout.advanced.panel("map")
    scale = (rect.w - 24) / (full.w - 24)

    def across(x: int) -> int:
        return rect.x + 12 + round((x - full.x - 12) * scale)

    regions = {
        key: Rect(across(box.x), rect.y + box.y - full.y, round(box.w * scale), box.h)
        for key, box in layout.region_boxes.items()
    }
    cities = {key: (across(x), rect.y + y - full.y) for key, (x, y) in layout.cities.items()}
    width, height = layout.city_size
    narrow = min(width, round(width * scale) - 4)
    return regions, cities, (narrow, height)


def _focus_header(pen: Pen, phase: str, panels: Sequence[str]) -> None:
    """The focus image's title: the game and where it stands (the round and the phase, on two lines if need be),
    and what the picture shows."""
    view, rect = pen.view, pen.panel_rect("header")
    x, right = rect.x + 14, rect.right - 14
    title = pen.text((x, 22), view.title or pen.layout.title, "heading", heavy=True)
    if view.finished:
        outcome = pen.t("victory" if view.outcome == "victory" else "defeat")
        pen.pill(x + title + 12, 22, outcome, "banner_victory" if view.outcome == "victory" else "banner_defeat")
    line = headline(view, pen.lang)
    room = right - x - title - 16
    head, tail = _split_to_fit(pen, line, room) if pen.width(line, "small", True) > room else (line, "")
    if not view.finished:
        pen.text((x + title + 16, 22), head, "small", heavy=True, fill="highlight")
        shown = pen.t("focus_shows", panels=", ".join(pen.t(f"focus.{p}") for p in panels))
        pen.text((x, 54), pen.fit(f"{tail} · {shown}" if tail else shown, right - x, "small"), "small", fill="muted")
    else:
        pen.text((x, 54), pen.fit(_outcome_detail(pen) or line, right - x, "small"), "small", fill="muted")
