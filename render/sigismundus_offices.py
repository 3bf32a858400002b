"""The Senatorial Offices of Sigismundus Augustus (rulebook, "The Board"; Sejm: d) Voting).

Three columns by kind, from the highest office down: each with its income, its prestige crown, its holder, a
Vacancy marker, and a mark on the one being voted on; a house's own offices as numbered badges
(:func:`_office_badges`), in the houses' table of the board and of the focus image.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.layout_base import Rect, Style
from render.sigismundus_labels import PREFIX
from render.sigismundus_layout import OFFICE_KINDS
from render.sigismundus_pen import CROWN, Item, Pen, _row
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import OfficeView, SeatView, SigismundusView


def _offices(pen: Pen, view: SigismundusView) -> None:
    """The Senatorial Offices in three columns by kind, from the highest (1) down: each with its income, its
    prestige crown, the holder, a Vacancy marker, and a mark on the one being voted on."""
    rect = pen.layout.panels["offices"]
    pen.panel(rect)
    pen.heading(rect, pen.t("offices"), pen.t("offices_note"))
    kinds = [k for k in OFFICE_KINDS if any(o.kind == k for o in view.offices)]
    kinds += sorted({o.kind for o in view.offices} - set(kinds))
    columns = max(1, len(kinds))
    gap = 12
    width = (rect.w - 28 - gap * (columns - 1)) // columns
    for i, kind in enumerate(kinds):
        x = rect.x + 14 + i * (width + gap)
        offices = sorted((o for o in view.offices if o.kind == kind), key=lambda o: o.number)
        _office_column(pen, view, kind, offices, Rect(x, rect.y + 40, width, rect.bottom - rect.y - 50))


def _office_column(pen: Pen, view: SigismundusView, kind: str, offices: Sequence[OfficeView], area: Rect) -> None:
    style = pen.layout.kind(kind) if kind in pen.layout.office_kinds else pen.style("field")
    band = (area.x, area.y, area.right, area.y + 26)
    pen.draw.rounded_rectangle(band, radius=6, fill=style.fill, outline=style.outline, width=2)
    name = pen.t(f"kind.{kind}") if CATALOGUE.has(PREFIX + f"kind.{kind}") else kind.capitalize()
    pen.text((area.x + 10, area.y + 13), name, "small", heavy=True, fill=style.text)
    row = min(pen.piece["office_row"], (area.h - 30) // max(1, len(offices)))
    for i, office in enumerate(offices):
        _office(pen, view, office, style, Rect(area.x, area.y + 30 + i * row, area.w, row))


def _office(pen: Pen, view: SigismundusView, office: OfficeView, style: Style, band: Rect) -> None:
    y = band.y + band.h // 2
    radius = pen.piece["disc"]
    if office.number == view.voting_office:
        box = (band.x, band.y + 1, band.right, band.bottom - 1)
        pen.draw.rounded_rectangle(box, radius=6, fill=pen.colour("note"), outline=pen.colour("mark"), width=2)
    pen.square((band.x + 18, y), 14, style, str(office.number))
    right = band.right - 8
    holder = pen.house(office.holder)
    pen.seat_disc((right - radius, y), radius, office.holder)
    right -= 2 * radius + 8
    marker = pen.house(office.marker)
    if marker is not None:
        pen.square((right - 9, y), 9, marker, "")
        right -= 26
    crown = f"{CROWN}{office.prestige}" if office.prestige else "—"
    right -= pen.text((right, y), crown, "small", heavy=True, fill="mark" if office.prestige else "muted", anchor="rm")
    right -= 8
    pen.coin((right - radius, y), office.income)
    right -= 2 * radius + 10
    name = pen.local(office.name) + (" ↻" if office.flipped else "")
    heavy = holder is not None
    pen.text((band.x + 40, y), pen.fit(name, right - band.x - 40, "small", heavy), "small", heavy)


def _office_badges(pen: Pen, view: SigismundusView, seat: SeatView, origin: tuple[int, int], right: int) -> None:
    x, y = origin
    kinds = {o.number: o.kind for o in view.offices}
    items = []
    for number in seat.offices:
        kind = kinds.get(number, "")
        style = pen.layout.kind(kind) if kind in pen.layout.office_kinds else pen.style("field")
        items.append(Item(32, lambda left, s=style, n=number: pen.square((left + 13, y), 13, s, str(n))))
    if items:
        _row(pen, (x, y), right, items)
    else:
        pen.text((x, y), "—", fill="muted")
