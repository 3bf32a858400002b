"""The five provinces of Boże Igrzysko (rulebook, "Game Board"): what stands in each.

A province's box holds its wealth track, its estate track (each field's value and owner, with a steward or a
town), the player dice and this turn's influence tokens (face down while Noble Clientele is secret), the
private armies and Cossacks, and the enemy dice and Habsburg markers in it. The full board draws every row in
the printed ring of provinces (:func:`_links` joins neighbours); a focus image draws only the rows its phase
changed, with the same row functions (:mod:`render.boze_focus`).
"""

from __future__ import annotations

from collections.abc import Sequence

from render.boze_pen import (
    STEWARD_MARK,
    TOWN_MARK,
    Pen,
    _cossack_item,
    _die_item,
    _house,
    _marker_item,
    _pill_item,
    _row,
    army_text,
)
from render.labels import SHORT_PL
from rules.boze.view import BozeView, EnemyFieldView, FieldView, ProvinceView, SeatView


def _links(pen: Pen, view: BozeView) -> None:
    """Lines between neighbouring provinces, under the boxes: the ring of the printed map."""
    present = {p.key for p in view.provinces}
    for a, b in pen.layout.links:
        if a in present and b in present:
            start, end = pen.layout.province(a).centre, pen.layout.province(b).centre
            pen.draw.line((start, end), fill=pen.colour("link"), width=10)


def _province(pen: Pen, view: BozeView, province: ProvinceView) -> None:
    rect = pen.layout.province(province.key)
    if province.invaded:
        pen.panel(rect, outline="invaded", width=4)
    else:
        pen.panel(rect)
    if pen.lang == "pl":
        pen.heading(rect, pen.province_name(province))
    else:
        pen.heading(rect, province.name, province.name_pl)
    x = rect.x + 14
    if province.sejm is not None and 0 <= province.sejm < len(view.seats):
        right = rect.right - 14
        pen.disc((right - 13, rect.y + 20), 13, _house(pen, view.seats[province.sejm]))
        pen.text((right - 32, rect.y + 20), pen.t("sejm"), "small", heavy=True, fill="muted", anchor="rm")
    _wealth(pen, view, province.wealth, (x, rect.y + 52))
    if province.invaded:
        invaded = pen.t("invaded")
        width = pen.width(invaded, "small", True) + 16
        pen.pill(rect.right - 14 - width, rect.y + 52, invaded, pen.style("invaded", "banner_text"))
    _estates(pen, view, province.fields, (x, rect.y + 70))
    y = rect.y + 158
    _dice_and_tokens(pen, view, province, (x, y))
    if _forces(pen, view, province, (x, y + 36), rect.right - 14):
        y += 36
    _enemies(pen, view, province, (x, y + 36), rect.right - 14)


def _wealth(pen: Pen, view: BozeView, wealth: int, origin: tuple[int, int]) -> None:
    """The wealth track with the current value filled in."""
    x, y = origin
    x = pen.label((x, y), pen.t("wealth")) + 2
    cell = pen.piece["wealth_cell"]
    for value in range(view.wealth_min, view.wealth_max + 1):
        box = (x, y - cell // 2, x + cell, y + cell // 2)
        current = value == wealth
        fill = pen.colour("wealth_mark") if current else pen.colour("panel")
        pen.draw.rectangle(box, fill=fill, outline=pen.colour("border"), width=1 if not current else 2)
        ink = pen.colour("banner_text") if current else pen.colour("muted")
        pen.text((x + cell // 2, y), str(value), "small", True, ink, "mm")
        x += cell + 4


def _estates(pen: Pen, view: BozeView, fields: Sequence[FieldView], origin: tuple[int, int]) -> None:
    """The estate track: each field's value, and the owner's disc with its steward or town mark."""
    x, top = origin
    width, height, gap = pen.piece["field_width"], pen.piece["field_height"], pen.piece["field_gap"]
    radius = pen.piece["disc_radius"]
    for field in fields:
        pen.draw.rounded_rectangle(
            (x, top, x + width, top + height), radius=6, fill=pen.colour("field"), outline=pen.colour("border")
        )
        pen.text((x + width // 2, top + 12), str(field.value), "small", True, anchor="mm")
        centre = (x + width // 2, top + height - radius - 6)
        if field.owner is None or not 0 <= field.owner < len(view.seats):
            pen.empty(centre, radius)
        else:
            pen.disc(centre, radius, _house(pen, view.seats[field.owner]))
            if field.steward:
                pen.badge((x + width - 10, top + height - 10), STEWARD_MARK, "steward")
            if field.town:
                pen.badge((x + 10, top + height - 10), TOWN_MARK, "steward")
        x += width + gap


def _dice_and_tokens(pen: Pen, view: BozeView, province: ProvinceView, origin: tuple[int, int]) -> None:
    """Each seat's player dice in the province, then this turn's influence tokens: face up once
    revealed, face down for the seats that have placed while Noble Clientele is still secret."""
    x, y = origin
    x = pen.label((x, y), pen.t("dice"))
    for seat, count in zip(view.seats, province.dice, strict=False):
        x = pen.dice(x, y, _house(pen, seat), count)
    if not any(token is not None for token in province.tokens) and not _placing_tokens(view):
        return
    x = pen.label((x + 12, y), pen.t("tokens"))
    radius = pen.piece["token_radius"]
    for seat, token in zip(view.seats, province.tokens, strict=False):
        _token(pen, view, seat, token, (x + radius, y))
        x += 2 * radius + 6


def _placing_tokens(view: BozeView) -> bool:
    """Noble Clientele before the reveal: tokens lie face down as the seats submit them."""
    return view.secret_open and view.phase_number == 2


def _token(pen: Pen, view: BozeView, seat: SeatView, token: int | None, centre: tuple[int, int]) -> None:
    """An influence token on the board: its value, face down (placed, sealed) or an empty place.

    Whether a seat has placed is public (the table sees who still owes an answer); the value of a
    sealed token is not, and the view does not hold it."""
    radius = pen.piece["token_radius"]
    if token is not None:
        pen.disc(centre, radius, _house(pen, seat), str(token))
    elif view.secret_open and seat.submitted:
        pen.face_down(centre, radius)
    else:
        pen.empty(centre, radius)


def _forces(pen: Pen, view: BozeView, province: ProvinceView, origin: tuple[int, int], right: int) -> bool:
    """Each seat's private army (``2I 1C A``) and the Cossacks standing in the province; whether
    there was anything to draw."""
    y = origin[1]
    items = [
        _pill_item(pen, y, army_text(army, pen.lang), _house(pen, seat))
        for seat, army in zip(view.seats, province.armies, strict=False)
        if not army.empty
    ]
    if province.cossacks:
        items.append(_cossack_item(pen, y, province.cossacks))
    if not items:
        return False
    _row(pen, origin, right, items, pen.t("armies"))
    return True


def _enemies(pen: Pen, view: BozeView, province: ProvinceView, origin: tuple[int, int], right: int) -> None:
    """Enemy dice in the province by colour (named this turn's way), and Habsburg influence markers."""
    y = origin[1]
    names = {f.key: _caption(pen, f) for f in view.enemy_fields}
    items = [
        _die_item(pen, y, pen.layout.enemy(f.colour), f.count, names.get(f.enemy, f.enemy)) for f in province.enemies
    ]
    if province.markers:
        items.append(_marker_item(pen, y, province.markers, pen.t("markers_caption")))
    if items:
        _row(pen, origin, right, items, pen.t("enemies"))


def _caption(pen: Pen, field: EnemyFieldView) -> str:
    """An enemy's name in one word, beside its dice: "Tatars", "Ottoman"; "Tatarzy", "Osmanowie"."""
    if pen.lang == "pl" and field.name_pl:
        return SHORT_PL.get(field.name_pl, field.name_pl.split()[0])
    return field.name.split()[0]
