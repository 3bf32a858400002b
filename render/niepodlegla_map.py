"""The map of Niepodległa's advanced board (side A): the sixteen areas in four regions, each with its
independence and obstacle tokens (Obstacle Tokens and Independence Tokens), and each region's reward for
controlling it whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.niepodlegla_pen import OBSTACLE_GLYPHS, Pen
from rules.core.messages import CATALOGUE
from rules.niepodlegla.view import CityView

REGION_REWARDS = {"prussia": "neutral", "galicia": "morale", "kresy": "neutral", "central": "morale"}
"""Rewards for Controlling Whole Regions (rulebook): printed on the board beside each region."""


def _map(pen: Pen) -> None:
    """The sixteen areas in their four regions, each with its independence and obstacle tokens."""
    view, rect = pen.view, pen.panel_rect("map")
    pen.panel(rect)
    held = sum(1 for c in view.cities if c.independence)
    pen.heading(rect, pen.t("map"), pen.t("areas", n=held, total=len(view.cities)))
    regions: dict[str, list[CityView]] = {}
    for city in view.cities:
        regions.setdefault(city.region, []).append(city)
    for key, cities in regions.items():
        _region(pen, key, cities)
    for city in view.cities:
        _city(pen, city)


def _region(pen: Pen, key: str, cities: Sequence[CityView]) -> None:
    box = pen.layout.region_box(key)
    style = pen.layout.region(key)
    pen.draw.rounded_rectangle(box.box, radius=12, fill=style.fill, outline=style.outline, width=2)
    name = pen.t(f"region.{key}") if CATALOGUE.has(f"render.niepodlegla.region.{key}") else key
    if pen.width(name, "small", True) > box.w - 20 and CATALOGUE.has(f"render.niepodlegla.region_short.{key}"):
        name = pen.t(f"region_short.{key}")  # a narrow map (a focus image): the region's short name
    name = pen.fit(name, box.w - 20, "small", True)
    y = box.y + 16
    x = box.x + 10 + pen.text((box.x + 10, y), name, "small", heavy=True, fill=style.text) + 10
    if all(c.independence for c in cities):
        x += pen.text((x, y), "✓", "small", heavy=True, fill="controlled") + 8
    reward = REGION_REWARDS.get(key)
    if reward:
        text = pen.t(f"region_reward.{reward}")
        if x + pen.width(text, "small") <= box.right - 10:
            pen.text((x, y), text, "small", fill=style.text)


def _city(pen: Pen, city: CityView) -> None:
    """An area: its name; its independence tokens (white-and-red) and obstacle tokens by kind."""
    rect = pen.layout.city(city.key)
    held = city.independence > 0
    outline = pen.colour("controlled") if held else pen.layout.region(city.region).outline
    pen.draw.rounded_rectangle(rect.box, radius=8, fill=pen.colour("city"), outline=outline, width=3 if held else 1)
    size_name = "body" if pen.width(city.name, "body", True) <= rect.w - 16 else "small"  # a narrow map: smaller
    pen.text((rect.x + 10, rect.y + 17), pen.fit(city.name, rect.w - 16, size_name, True), size_name, heavy=True)
    size = pen.piece["token_size"]
    y = rect.bottom - 20
    pieces: list[tuple[str, int]] = []
    if city.independence:
        pieces.append(("independence", city.independence))
    for kind in OBSTACLE_GLYPHS:
        count = city.obstacles.count(kind)
        if count:
            pieces.append((kind, count))
    pieces += [(k, city.obstacles.count(k)) for k in dict.fromkeys(city.obstacles) if k not in OBSTACLE_GLYPHS]
    one_by_one = sum(n for _, n in pieces) * (size + 3) <= rect.w - 20
    x = rect.x + 10
    for kind, count in pieces:
        tail = f"×{count}" if count > 1 and not one_by_one else ""
        need = count * (size + 3) if one_by_one else size + 3 + pen.width(tail, "small", True)
        if x + need > rect.right - 6:
            pen.text((x, y), "…", "small", heavy=True)
            break
        for _ in range(count if one_by_one else 1):
            centre = (x + size // 2, y)
            if kind == "independence":
                pen.independence(centre, size)
            else:
                pen.obstacle(centre, kind, size)
            x += size + 3
        if tail:
            x += pen.text((x, y), tail, "small", heavy=True) + 6
