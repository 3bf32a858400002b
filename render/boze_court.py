"""The Royal Court, the Sejm and the Royal Army of Boże Igrzysko (rulebook, "Game Board").

The Court holds each house's token for the court (face down while sealed), their sum and who holds the
hetman's mace (Granting the Mace); the Sejm one place per province for the deputy elected there (Deputies);
the Royal Army the king's units this turn (Royal Army). Each panel draws in the box it is given, so the
full board and a focus image (:mod:`render.boze_focus`) place them where they need.
"""

from __future__ import annotations

from render.boze_pen import MACE_MARK, Pen, _house, _royal
from render.boze_provinces import _placing_tokens, _token
from render.layout_base import Rect
from rules.boze.view import BozeView


def _sejm(pen: Pen, view: BozeView, rect: Rect | None = None) -> None:
    """The Sejm field: one place per province, holding the disc of the deputy elected there."""
    rect = rect or pen.layout.panels["sejm"]
    pen.panel(rect)
    pen.heading(rect, pen.t("sejm"))
    slots = max(1, len(view.provinces))
    step = (rect.w - 20) // slots
    radius = pen.piece["disc_radius"]
    for i, province in enumerate(view.provinces):
        centre_x = rect.x + 10 + step * i + step // 2
        short = _short(province.name) if pen.lang == "en" else _short_pl(pen.province_name(province))
        pen.text((centre_x, rect.y + 62), short, "small", heavy=True, fill="muted", anchor="mm")
        centre = (centre_x, rect.y + 100)
        if province.sejm is not None and 0 <= province.sejm < len(view.seats):
            pen.disc(centre, radius, _house(pen, view.seats[province.sejm]))
        else:
            pen.empty(centre, radius)
    held = sum(1 for p in view.provinces if p.sejm is not None)
    filled = pen.t("seats_filled", held=held, total=len(view.provinces))
    pen.text((rect.x + 14, rect.bottom - 28), filled, "small", fill="muted")


def _short(name: str) -> str:
    """A province's name in two letters: Prussia → Pr, Little Poland → LP."""
    words = name.split()
    return "".join(w[0] for w in words[:2]) if len(words) > 1 else name[:2]


def _short_pl(name: str) -> str:
    """A province's Polish name in three letters: Prusy → Pru, Małopolska → Mał."""
    words = name.split()
    return "".join(w[0] for w in words[:2]) if len(words) > 1 else name[:3]


def _court(pen: Pen, view: BozeView, rect: Rect | None = None) -> None:
    """The Royal Court: each seat's token (face down while answers are sealed), the sum and the mace."""
    rect = rect or pen.layout.panels["court"]
    pen.panel(rect)
    pen.heading(rect, pen.t("royal_court"))
    x, y = rect.x + 14, rect.y + 56
    radius = pen.piece["token_radius"]
    for seat in view.seats:
        pen.disc((x + 9, y), 9, _house(pen, seat))
        pen.text((x + 26, y), pen.fit(seat.house, rect.right - x - 80))
        _token(pen, view, seat, seat.court, (rect.right - 20 - radius, y))
        y += 34
    y = rect.bottom - 66
    hidden = "?" if _placing_tokens(view) else "—"
    total = hidden if view.court_sum is None else str(view.court_sum)
    pen.text((x, y), pen.t("sum_of_tokens"), fill="muted")
    pen.text((rect.right - 20 - radius, y), total, "body", heavy=True, anchor="mm")
    _mace(pen, view, (x, rect.bottom - 32), rect.right - 16)


def _mace(pen: Pen, view: BozeView, origin: tuple[int, int], right: int) -> None:
    """Who holds the mace; a long house name takes the line a size smaller (label and name alike), never cut."""
    x, y = origin
    label = f"{MACE_MARK} {pen.t('hetman')} "
    seat = view.seats[view.mace] if 0 <= view.mace < len(view.seats) else None
    size = "body"
    if seat is not None and pen.width(label, size, True) + 24 + pen.width(seat.house, size, True) > right - x:
        size = "small"
    x += pen.text((x, y), label, size, heavy=True, fill="wealth_mark")
    if seat is not None:
        pen.disc((x + 9, y), 9, _house(pen, seat))
        pen.text((x + 24, y), pen.fit(seat.house, right - x - 24, size, heavy=True), size, heavy=True)
    else:
        pen.text((x, y), pen.t("none_yet"), fill="muted")


def _royal_army(pen: Pen, view: BozeView, rect: Rect | None = None) -> None:
    """The Royal Army field: the king's infantry, cavalry and artillery this turn."""
    rect = rect or pen.layout.panels["royal_army"]
    pen.panel(rect)
    x, y = rect.x + 14, rect.y + 20
    title = pen.t("royal_army")
    if pen.width(title, "heading", True) <= rect.w - 28 or " " not in title:
        pen.text((x, y), title, "heading", heavy=True)
        y += 40
    else:  # a longer name ("Armia Królewska") on two lines, the pieces below them
        first, second = title.rsplit(" ", 1)
        pen.text((x, y - 4), first, "heading", heavy=True)
        pen.text((x, y + 20), second, "heading", heavy=True)
        y += 56
    army = view.royal_army
    units = (("infantry", army.infantry), ("cavalry", army.cavalry), ("artillery", army.artillery))
    for unit, count in units:
        name = pen.t(unit)
        pen.die((x + pen.piece["die_size"] // 2, y), _royal(pen), str(count))
        pen.text((x + pen.piece["die_size"] + 10, y), name)
        y += 38
    total = army.infantry + army.cavalry + army.artillery
    pen.text(
        (x, rect.bottom - 32), pen.t("empty") if army.empty else pen.t("units", total=total), "small", fill="muted"
    )
