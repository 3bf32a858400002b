"""The Figures of Sigismundus Augustus (rulebook, Initiative; Actions): those revealed this round and each
house's, as chips with their ability or gold ribbon and the ducats lying on them. The focus image draws its
rows of Figures with the same function (:func:`_figure_row`).
"""

from __future__ import annotations

from collections.abc import Sequence

from render.sigismundus_labels import PREFIX
from render.sigismundus_pen import Item, Pen, _row
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import FigureView, SigismundusView


def _figures(pen: Pen, view: SigismundusView) -> None:
    """The Figures revealed this round, and each house's Figures, with the ducats lying on each."""
    rect = pen.layout.panels["figures"]
    pen.panel(rect)
    pen.heading(rect, pen.t("figures"))
    x, right = rect.x + 14, rect.right - 12
    y = rect.y + 54
    step = 28
    open_figures = [f for f in view.figures if f.owner is None]
    start = pen.label((x, y), pen.t("revealed"))
    if open_figures:
        _figure_row(pen, open_figures, (start, y), right)
    else:
        pen.text((start, y), pen.t("none"), "small", fill="muted")
    for seat in view.seats:
        owned = [f for f in view.figures if f.owner == seat.seat]
        if not owned or y + step > rect.bottom - 14:
            continue
        y += step
        pen.seat_disc((x + pen.piece["disc"], y), pen.piece["disc"], seat.seat)
        _figure_row(pen, owned, (x + 2 * pen.piece["disc"] + 10, y), right)


def _figure_row(pen: Pen, figures: Sequence[FigureView], origin: tuple[int, int], right: int) -> None:
    """Figures as chips: name, then its ability or ribbon when everything fits, and a coin with its ducats."""
    y = origin[1]
    for with_effect in (True, False):
        items = [_figure_item(pen, f, y, with_effect) for f in figures]
        if origin[0] + sum(i.width for i in items) <= right or not with_effect:
            _row(pen, origin, right, items)
            return


def _figure_item(pen: Pen, figure: FigureView, y: int, with_effect: bool) -> Item:
    name = pen.named(f"figure.{figure.key}", figure.name)
    effect_key = f"effect.{figure.effect}"
    effect = pen.t(effect_key, amount=figure.amount) if with_effect and CATALOGUE.has(PREFIX + effect_key) else ""
    ribbon = figure.effect == "ribbon"
    radius = pen.piece["disc"]
    name_width = pen.width(name, "small", True)
    effect_width = pen.width(f" · {effect}", "small") if effect else 0
    coin = 2 * radius + 4 if figure.gold else 0
    width = name_width + effect_width + coin + 18

    def paint(x: int) -> None:
        _chip(pen, (x, y), "", ribbon, width)
        left = x + 8 + pen.text((x + 8, y), name, "small", heavy=True)
        if effect:
            pen.text((left, y), f" · {effect}", "small", fill="muted")
        if figure.gold:
            pen.coin((x + width - radius - 5, y), figure.gold)

    return Item(width + 6, paint)


def _chip(pen: Pen, origin: tuple[int, int], text: str, gold: bool, width: int = 0) -> None:
    """A Figure card: a light chip, with a gold rim for a gold-ribbon Figure."""
    x, y = origin
    width = width or pen.width(text, "small", True) + 16
    height = pen.piece["chip"]
    outline = pen.colour("gold") if gold else pen.colour("border")
    box = (x, y - height // 2, x + width, y + height // 2)
    pen.draw.rounded_rectangle(box, radius=6, fill=pen.colour("field"), outline=outline, width=3 if gold else 1)
    if text:
        pen.text((x + 8, y), text, "small", heavy=True)
