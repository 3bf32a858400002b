"""The enemy fields I-V of Boże Igrzysko (rulebook, "Game Board"; Events and Enemy Invasions).

Each field shows this turn's enemy, its strength (the printed base value and the dice, Habsburg markers and
Cossacks added to it), the Polish dice raiding it, the glory it gives, a treaty, and its arrow towards the
province it invades. The full board places the five fields beside their provinces; a focus image stacks one
above the province it invaded (:mod:`render.boze_focus`).
"""

from __future__ import annotations

from render.boze_pen import Item, Pen, _cossack_item, _die_item, _house, _marker_item, _row, _royal
from render.layout_base import Rect, Style
from rules.boze.view import BozeView, EnemyFieldView

ROMAN = ("I", "II", "III", "IV", "V", "VI")


def _enemy_field(pen: Pen, view: BozeView, field: EnemyFieldView) -> None:
    """An enemy field in its place on the board, its arrow pointing at its province."""
    target = pen.layout.province(field.target) if any(p.key == field.target for p in view.provinces) else None
    draw_field(pen, view, field, pen.layout.field(field.key), target)


def draw_field(pen: Pen, view: BozeView, field: EnemyFieldView, rect: Rect, target: Rect | None) -> None:
    """An enemy field in ``rect``: its name this turn, strength (big), what stands on it, who raids it, glory,
    treaty; its arrow towards ``target`` (the box of the province it invades), if given."""
    style = pen.layout.enemy(field.colour)
    pen.panel(rect, outline=style.outline, width=3)
    band = (rect.x + 2, rect.y + 2, rect.right - 3, rect.y + 40)
    pen.draw.rounded_rectangle(band, radius=8, fill=style.fill)
    y = rect.y + 21
    numeral = ROMAN[field.field - 1] if 1 <= field.field <= len(ROMAN) else str(field.field)
    pen.draw.ellipse(
        (rect.x + 10, y - 14, rect.x + 50, y + 14), fill=pen.colour("panel"), outline=style.outline, width=2
    )
    pen.text((rect.x + 30, y), numeral, "small", heavy=True, anchor="mm")
    glory = pen.t("glory", glory=field.glory)
    glory_x = rect.right - 14 - pen.text((rect.right - 14, y), glory, "body", heavy=True, fill=style.text, anchor="rm")
    room = glory_x - rect.x - 72
    size = "heading" if pen.width(pen.field_name(field), "heading", True) <= room else "body"
    pen.text((rect.x + 60, y), pen.fit(pen.field_name(field), room, size, True), size, True, style.text)
    if target is not None:
        _arrow(pen, rect, target, style)
    _strength(pen, view, field, rect, style)
    x = rect.x + 28 + pen.piece["strength_box"]
    _field_pieces(pen, view, field, (x, rect.y + 68), rect.right - 14)
    _raids(pen, view, field, (x, rect.y + 108), rect.right - 14)
    _field_footer(pen, view, field, (x, rect.y + 148), rect)


def _strength(pen: Pen, view: BozeView, field: EnemyFieldView, rect: Rect, style: Style) -> None:
    size = pen.piece["strength_box"]
    box = (rect.x + 14, rect.y + 52, rect.x + 14 + size, rect.y + 52 + size + 16)
    pen.draw.rounded_rectangle(box, radius=8, fill=pen.colour("panel"), outline=style.outline, width=3)
    centre_x = (box[0] + box[2]) // 2
    pen.text((centre_x, box[1] + 16), pen.t("strength"), "small", fill="muted", anchor="mm")
    value = str(field.strength) if view.turn else "—"
    pen.text((centre_x, box[1] + 16 + (size // 2) + 6), value, "big", heavy=True, anchor="mm")


def _field_pieces(pen: Pen, view: BozeView, field: EnemyFieldView, origin: tuple[int, int], right: int) -> None:
    """The printed base value and the pieces on the field that add to it."""
    x, y = origin
    base = str(field.base) if view.turn else "—"
    x += pen.text((x, y), pen.t("base"), "small", fill="muted")
    x += pen.text((x, y), base, "body", heavy=True) + 14
    items: list[Item] = []
    if field.dice:
        items.append(_die_item(pen, y, pen.layout.enemy(field.colour), field.dice, pen.t("dice_caption")))
    if field.markers:
        items.append(_marker_item(pen, y, field.markers, pen.t("markers_caption")))
    if field.cossacks:
        items.append(_cossack_item(pen, y, field.cossacks))
    _row(pen, (x, y), right, items)


def _raids(pen: Pen, view: BozeView, field: EnemyFieldView, origin: tuple[int, int], right: int) -> None:
    """The Polish dice on the field: each seat's player dice and the king dice."""
    y = origin[1]
    items = [
        _die_item(pen, y, _house(pen, seat), count)
        for seat, count in zip(view.seats, field.players, strict=False)
        if count
    ]
    if field.king:
        items.append(_die_item(pen, y, _royal(pen), field.king, pen.t("king_caption")))
    if not items:
        pen.text((pen.label(origin, pen.t("raids")), y), pen.t("none"), "small", fill="muted")
        return
    _row(pen, origin, right, items, pen.t("raids"))


def _field_footer(pen: Pen, view: BozeView, field: EnemyFieldView, origin: tuple[int, int], rect: Rect) -> None:
    """The province the arrow points at; Ottoman dice holding the field; the treaty disc."""
    x, y = origin
    names = {p.key: pen.province_name(p) for p in view.provinces}
    arrow = pen.t("arrow", province=names.get(field.target, field.target))
    x += pen.text((x, y), arrow, "small", heavy=True, fill="muted") + 14
    treaty = pen.width(pen.t("treaty"), "small", True) + 16 if field.treaty else 0
    if field.ottoman:
        ottoman = next((f.colour for f in view.enemy_fields if f.key == "ottoman"), "orange")
        item = _die_item(pen, y, pen.layout.enemy(ottoman), field.ottoman)
        x = _row(pen, (x, y), rect.right - 20 - treaty, [item], pen.t("ottomans"))
    if field.treaty:
        pen.pill(max(x, rect.right - 14 - treaty), y, pen.t("treaty"), _royal(pen))


def _arrow(pen: Pen, start: Rect, end: Rect, style: Style) -> None:
    """The enemy's arrow: a triangle in its colour across the gap, pointing at the province."""
    left, right = max(start.x, end.x), min(start.right, end.right)
    top, bottom = max(start.y, end.y), min(start.bottom, end.bottom)
    if left < right:  # one above the other
        x = (left + right) // 2
        if start.bottom <= end.y:
            points = [(x - 22, start.bottom - 2), (x + 22, start.bottom - 2), (x, end.y + 6)]
        else:
            points = [(x - 22, start.y + 1), (x + 22, start.y + 1), (x, end.bottom - 7)]
    elif top < bottom:  # side by side
        y = (top + bottom) // 2
        if start.right <= end.x:
            points = [(start.right - 2, y - 22), (start.right - 2, y + 22), (end.x + 6, y)]
        else:
            points = [(start.x + 1, y - 22), (start.x + 1, y + 22), (end.right - 7, y)]
    else:
        return
    pen.draw.polygon(points, fill=style.fill, outline=style.outline)
