"""The four parts of Niepodległa's basic board (side B): the independence tokens on each part's spaces,
the figure die the fifth brings and the sixth's bonus (Additional Bonuses), and its final mission with the
symbols its difficulty leaves visible (Round VI). A focus image lists the four final missions one under
another (:func:`_finals`).
"""

from __future__ import annotations

from render.layout_base import Rect
from render.niepodlegla_labels import figure_name, in_language
from render.niepodlegla_pen import Pen, _figure_colour
from rules.core.messages import CATALOGUE
from rules.niepodlegla.view import PartView


def _part(pen: Pen, part: PartView) -> None:
    """A part of side B: its five spaces with their independence tokens, the figure die the fifth
    brings, the bonus of the sixth and later, and its final mission at the difficulty it stands at."""
    rect = pen.layout.part_box(part.key)
    style = pen.layout.part(part.colour)
    pen.panel(rect, outline=style.outline, width=3)
    band = (rect.x + 2, rect.y + 2, rect.right - 3, rect.y + 38)
    pen.draw.rounded_rectangle(band, radius=8, fill=style.fill)
    name = pen.t(f"part.{part.key}") if CATALOGUE.has(f"render.niepodlegla.part.{part.key}") else part.name
    count = pen.t("of", n=min(part.tokens, part.spaces), total=part.spaces)
    cw = pen.text((rect.right - 14, rect.y + 20), count, "body", heavy=True, fill=style.text, anchor="rm")
    pen.text((rect.x + 14, rect.y + 20), pen.fit(name, rect.w - cw - 44, "body", True), "body", True, style.text)
    y = rect.y + 64
    size = pen.piece["slot_size"] + 4
    x = rect.x + 14
    for i in range(part.spaces):
        centre = (x + size // 2, y)
        pen.slot(centre, size)
        if i < part.tokens:
            pen.independence(centre, size - 4)
        x += size + 5
    figure = figure_name(part.figure, pen.lang)
    gained = part.tokens >= part.spaces
    pen.die((x + 14, y), (), _figure_colour(pen.view, part.figure), 28, blank=True)
    bonus = pen.t("bonus_gained" if gained else "bonus_die", figure=figure)
    fill = "submitted" if gained else "ink"
    pen.text((x + 36, y), pen.fit(bonus, rect.right - x - 50, "small"), "small", fill=fill)
    # Additional Bonuses: the sixth token is placed (beside the five spaces) and brings a bonus; no later one is
    small = pen.piece["token_size"]
    sixth = (rect.x + 14 + small // 2, y + 31)
    pen.slot(sixth, small + 2)
    if part.tokens > part.spaces:
        pen.independence(sixth, small - 2)
    x = rect.x + 24 + small
    fill = "submitted" if part.tokens > part.spaces else "muted"
    pen.text((x, y + 31), pen.fit(pen.t("sixth"), rect.right - 14 - x, "small"), "small", fill=fill)
    _final_track(pen, part, rect, y + 52)


def _final_track(pen: Pen, part: PartView, rect: Rect, top: int) -> None:
    """The final mission: its name, and its symbol track with as many symbols uncovered as its difficulty
    (the final mission token covers the rest)."""
    pen.draw.line((rect.x + 14, top, rect.right - 14, top), fill=pen.colour("faint"), width=1)
    x, y = rect.x + 14, top + 18
    caption = pen.t("final_mission") + ": "
    final_name = in_language(part.final_name, pen.lang)
    if pen.width(caption, "small") + pen.width(final_name, "small", True) <= rect.w - 28:
        x += pen.text((x, y), caption, "small", fill="muted")
    pen.text((x, y), pen.fit(final_name, rect.right - 14 - x, "small", True), "small", heavy=True)
    size = pen.piece["icon_size"] + 4
    x, y = rect.x + 14, top + 52
    for i, symbol in enumerate(part.track):
        centre = (x + size // 2, y)
        if i < part.level:
            pen.symbol(centre, symbol, size)
        else:
            pen.slot(centre, size, round_=False)
        x += size + 6
    difficulty = pen.t("difficulty", n=part.level)
    pen.text((rect.right - 14, y), difficulty, "body", heavy=True, fill="highlight", anchor="rm")


FINAL_ROW = 66
"""The height of one final mission in a focus image's list of final missions."""


def _finals(pen: Pen) -> None:
    """The four final missions (basic), one under another: each in its part's colour, with its name, the symbols
    its difficulty leaves visible and how many."""
    view, rect = pen.view, pen.panel_rect("finals")
    pen.panel(rect)
    pen.heading(rect, pen.t("finals"))
    size = pen.piece["icon_size"] + 4
    for i, part in enumerate(view.parts):
        top = rect.y + 40 + i * FINAL_ROW
        style = pen.layout.part(part.colour)
        pen.draw.rounded_rectangle((rect.x + 14, top + 2, rect.x + 22, top + FINAL_ROW - 8), radius=3, fill=style.fill)
        difficulty = pen.t("difficulty", n=part.level)
        dw = pen.text((rect.right - 14, top + 14), difficulty, "body", heavy=True, fill="highlight", anchor="rm")
        name = in_language(part.final_name, pen.lang)
        pen.text((rect.x + 32, top + 14), pen.fit(name, rect.w - 60 - dw, "small", True), "small", heavy=True)
        x, y = rect.x + 32, top + 42
        for j, symbol in enumerate(part.track):
            centre = (x + size // 2, y)
            if j < part.level:
                pen.symbol(centre, symbol, size)
            else:
                pen.slot(centre, size, round_=False)
            x += size + 6
