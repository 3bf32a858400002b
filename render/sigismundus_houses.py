"""The houses of Sigismundus Augustus: the victory points track and the table of what each house holds.

One row per house: its points, ducats and votes, its army (units sent to the Noble Host grey, as the counter's
grey side), its Client tokens, House markers, cards, offices, and whether the table waits for it (or, at the
end, its place). The focus image draws a house's army as this table does (:func:`_army`).
"""

from __future__ import annotations

import math

from render.sigismundus_offices import _office_badges
from render.sigismundus_pen import CROWN, Pen, _pill_item, _row, _units, army_text
from rules.sigismundus.view import SeatView, SigismundusView


def _victory_points(pen: Pen, view: SigismundusView) -> None:
    """The victory points track: each house's marker at its score (markers on close scores side by side)."""
    rect = pen.layout.panels["vp"]
    pen.panel(rect)
    y = rect.y + 24
    start = rect.x + 14 + pen.text((rect.x + 14, y), pen.t("vp_track"), "small", heavy=True, fill="muted") + 30
    end = rect.right - 30
    top = max(50, math.ceil((max((s.vp for s in view.seats), default=0) + 1) / 10) * 10)
    scale = (end - start) / top
    pen.draw.line((start, y, end, y), fill=pen.colour("link"), width=4)
    for tick in range(0, top + 1, 10):
        tx = start + round(tick * scale)
        pen.draw.line((tx, y - 6, tx, y + 6), fill=pen.colour("border"), width=2)
        pen.text((tx, rect.bottom - 14), str(tick), "small", fill="muted", anchor="mm")
    radius = pen.piece["disc"] + 2
    spacing = 2 * radius + 2
    ranked = sorted(view.seats, key=lambda s: (s.vp, s.seat))
    xs: list[int] = []
    for seat in ranked:  # side by side where scores are close...
        xs.append(max(start + round(max(0, seat.vp) * scale), xs[-1] + spacing if xs else start))
    for i in range(len(xs) - 1, -1, -1):  # ...and back inside the track at its end
        xs[i] = min(xs[i], end - (len(xs) - 1 - i) * spacing)
    for seat, x in zip(ranked, xs, strict=True):
        pen.seat_disc((x, y), radius, seat.seat, str(seat.vp))


def _players(pen: Pen, view: SigismundusView) -> None:
    """One row per house: what it holds, and whether the table waits for it."""
    rect = pen.layout.panels["players"]
    pen.panel(rect)
    cols = {key: rect.x + offset for key, offset in pen.layout.columns.items()}
    y = rect.y + 18
    for key in cols:
        pen.text((cols[key], y), pen.t(f"column.{key}"), "small", heavy=True, fill="muted")
    row_height = min(36, (rect.h - 38) // max(1, len(view.seats)))
    for row, seat in enumerate(view.seats):
        _player_row(pen, view, seat, cols, (rect.y + 34 + row * row_height, row_height))


def _player_row(pen: Pen, view: SigismundusView, seat: SeatView, cols: dict[str, int], band: tuple[int, int]) -> None:
    top, height = band
    rect = pen.layout.panels["players"]
    y = top + height // 2
    if seat.seat == view.viewer:
        pen.draw.rectangle((rect.x + 4, top + 2, rect.right - 5, top + height - 2), fill=pen.colour("note"))
    pen.seat_disc((cols["house"] + 11, y), 11, seat.seat)
    x = cols["house"] + 30
    primus = seat.first and view.phase != "setup"  # the marker is handed out at the end of Preparing
    marks = [pen.t("primus")] if primus else []
    room = cols["vp"] - x - 12 - sum(pen.pill_width(m) for m in marks) - (22 if seat.protected else 0)
    x += pen.text((x, y), pen.fit(pen.local(seat.house), room, heavy=True), heavy=True) + 8
    if primus:
        x = pen.pill(x, y, pen.t("primus"), pen.style("gold", "gold_text"))
    if seat.protected:
        x += pen.text((x, y), "✝", heavy=True, fill="mark") + 6
    if seat.seat == view.viewer and x + pen.width(pen.t("you"), "small") < cols["vp"] - 6:
        pen.text((x, y), pen.t("you"), "small", fill="muted")
    pen.text((cols["vp"], y), str(seat.vp), heavy=True)
    pen.text((cols["ducats"], y), str(seat.ducats), heavy=True)
    pen.text((cols["votes"], y), str(seat.votes), heavy=True)
    _army(pen, seat, (cols["army"], y), cols["clients"] - 8)
    _clients(pen, view, seat, (cols["clients"], y))
    pen.text((cols["markers"], y), str(seat.free_markers))
    pen.text((cols["cards"], y), str(seat.hand_size))
    _office_badges(pen, view, seat, (cols["offices"], y), cols["status"] - 8)
    if view.standings:
        place = view.standings.index(seat.seat) + 1
        text = pen.t("place.1", crown=CROWN) if place == 1 else pen.t(f"place.{place}")
        pen.text((cols["status"], y), text, heavy=place == 1, fill="mark" if place == 1 else "muted")
    else:
        pen.status((cols["status"], y), view.finished, seat.submitted, seat.owes_answer)


def _army(pen: Pen, seat: SeatView, origin: tuple[int, int], right: int) -> None:
    """Active units as a light pill; units sent to the Noble Host as a grey one (grey side up)."""
    x, y = origin
    items = []
    if _units(seat.units):
        items.append(_pill_item(pen, y, army_text(seat.units, pen.lang), pen.style("panel")))
    if _units(seat.host):
        items.append(_pill_item(pen, y, army_text(seat.host, pen.lang), pen.style("host", "host_text")))
    if items:
        _row(pen, (x, y), right, items)
    else:
        pen.text((x, y), "—", fill="muted")


def _clients(pen: Pen, view: SigismundusView, seat: SeatView, origin: tuple[int, int]) -> None:
    """The house's Client tokens: during the Actions, those still to place full and those placed hollow."""
    x, y = origin
    radius = 7
    left = seat.clients if view.phase == "actions" else seat.tokens
    room = (pen.layout.columns["markers"] - pen.layout.columns["clients"] - 8) // (2 * radius + 3)
    shown = seat.tokens if seat.tokens <= room else max(0, room - 2)
    style = pen.house(seat.seat)
    for i in range(shown):
        centre = (x + radius + i * (2 * radius + 3), y)
        if i < left and style is not None:
            pen.disc(centre, radius, style)
        else:
            pen.empty(centre, radius)
    if shown < seat.tokens:
        pen.text((x + shown * (2 * radius + 3), y), f"+{seat.tokens - shown}", "small", heavy=True, fill="muted")
