"""The players of Niepodległa, one row each: the pawns free and placed, the dice in hand with their rolled
faces, the activist and morale tokens, and whether the table waits for the player (or his answer to an open
proposal). A focus image's row shows the player and his dice only.
"""

from __future__ import annotations

from render.layout_base import Rect
from render.niepodlegla_labels import figure_name, seat_name
from render.niepodlegla_pen import SYMBOLS, WIDE, Pen, _figure_colour
from rules.niepodlegla.view import SeatView


def _seats(pen: Pen) -> None:
    """One row per player: pawns free and placed, the dice in hand with their faces, tokens, status."""
    view, rect = pen.view, pen.panel_rect("seats")
    pen.panel(rect)
    columns = {"player": rect.x + 14, "pawns": rect.x + 300, "dice": rect.x + 470, "status": rect.right - 190}
    if rect.w < WIDE:  # a focus image: the player and his dice only (the phase is over: no status to show)
        columns = {"player": rect.x + 14, "dice": rect.x + 200}
    y = rect.y + 18
    for key, x in columns.items():
        pen.text((x, y), pen.t(f"column.{key}"), "small", heavy=True, fill="muted")
    row = min(pen.piece["seat_row"], (rect.h - 38) // max(1, len(view.seats)))
    for i, seat in enumerate(view.seats):
        _seat(pen, seat, columns, Rect(rect.x + 4, rect.y + 34 + i * row, rect.w - 8, row))


def _seat(pen: Pen, seat: SeatView, columns: dict[str, int], band: Rect) -> None:
    view = pen.view
    if seat.seat == view.viewer:
        pen.draw.rounded_rectangle(band.box, radius=6, fill=pen.colour("note"))
    elif seat.seat:
        pen.draw.line((band.x + 8, band.y, band.right - 8, band.y), fill=pen.colour("faint"), width=1)
    y = band.y + band.h // 2
    x = columns["player"]
    pen.pawn((x + 13, y - 10), seat.colour)
    name = seat_name(view, seat.seat, pen.lang)
    nx = x + 34
    nx += pen.text((nx, y - 10), name, "body", heavy=True)
    if seat.seat == view.viewer:
        pen.text((nx + 8, y - 10), pen.t("you"), "small", fill="muted")
    sub = figure_name(seat.figure, pen.lang) if view.version == "advanced" else ""
    if seat.figures:
        owned = pen.t("owns", dice=", ".join(figure_name(f, pen.lang) for f in seat.figures))
        sub = f"{sub} · {owned}" if sub else owned
    if sub:
        right = columns.get("pawns", columns["dice"])
        pen.text((x + 34, y + 14), pen.fit(sub, right - x - 44, "small"), "small", fill="muted")
    if "pawns" not in columns:
        _hand(pen, seat, (columns["dice"], y), band.right - 10)
        return
    placed = sum(1 for c in view.table if c.seat == seat.seat and not c.joint)
    if view.version != "advanced" and view.round >= view.rounds and any(c.joint for c in view.table):
        placed = max(placed, seat.pawns)  # Round VI: the remaining pawns stand on the joint missions
    free = max(0, seat.pawns - placed)
    px = columns["pawns"]
    for i in range(max(seat.pawns, placed)):
        pen.pawn((px + 12 + i * 24, y - 10), seat.colour, ghost=i >= free)
    pen.text((px, y + 14), pen.t("pawns_free", free=free, placed=placed), "small", fill="muted")
    _hand(pen, seat, (columns["dice"], y), columns["status"] - 16)
    _status(pen, seat, (columns["status"], y))


def _hand(pen: Pen, seat: SeatView, origin: tuple[int, int], right: int) -> None:
    """The dice a player holds (neutral and figure dice, rolled faces) and his activist and morale tokens."""
    x, y = origin
    size = pen.piece["die_size"]
    tokens = len(seat.tokens)
    token = pen.piece["token_size"] + 6
    room = right - x - tokens * (token + 4) - (12 if tokens else 0)
    step = min(size + 5, room // max(1, len(seat.dice)))
    for die in seat.dice:
        colour = _figure_colour(pen.view, die.figure) if die.figure else ""
        pen.die((x + size // 2, y), die.face, colour)
        x += step
    if not seat.dice:
        x += pen.text((x, y), pen.t("no_dice"), "small", fill="muted") + 8
    elif not any(d.face for d in seat.dice):
        x += 4 + pen.text((x + 4, y), pen.t("not_rolled"), "small", fill="muted")
    if tokens:
        x += 12
    for t in seat.tokens:
        _activist(pen, t.kind, t.symbol, t.active, (x + token // 2, y), token)
        x += token + 4


def _activist(pen: Pen, kind: str, symbol: str, active: bool, centre: tuple[int, int], size: int) -> None:
    """An activist token (a symbol) or a morale token, white side up while active, grey once used."""
    r = size // 2
    cx, cy = centre
    fill = pen.colour("city") if active else pen.colour("faint")
    pen.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=pen.colour("ink"), width=2)
    if kind == "morale":
        pen.marker(centre, orange=False, size=size - 10)
    elif symbol in SYMBOLS:
        pen.symbol(centre, symbol, size - 8)
    if not active:
        pen.draw.line((cx - r + 4, cy + r - 4, cx + r - 4, cy - r + 4), fill=pen.colour("ink"), width=2)


def _status(pen: Pen, seat: SeatView, xy: tuple[int, int]) -> None:
    """Whether the table waits for this player, and his answer to an open proposal (all open)."""
    view = pen.view
    if view.finished:
        return
    joint = view.joint
    answers = dict(joint.answers) if joint is not None else {}
    if joint is not None and joint.stage == "arbiter" and seat.seat == joint.arbiter and seat.owes_answer:
        pen.text(xy, pen.t("status.decides"), heavy=True, fill="waiting")
    elif joint is not None and seat.seat in joint.objectors:
        pen.text(xy, pen.t("status.objects"), heavy=True, fill="objected")
    elif seat.seat in answers:
        agreed = answers[seat.seat] == "agree"
        key, fill = ("status.agrees", "submitted") if agreed else ("status.objects", "objected")
        pen.text(xy, pen.t(key), heavy=True, fill=fill)
    elif joint is not None and joint.proposer == seat.seat and joint.stage != "propose":
        pen.text(xy, pen.t("status.proposed"), heavy=True, fill="proposal")
    elif seat.satisfied:
        pen.text(xy, pen.t("status.done"), heavy=True, fill="submitted")
    elif seat.owes_answer:
        key = "status.rolling" if view.phase == "struggle" and joint is None else "status.waiting"
        pen.text(xy, pen.t(key), heavy=True, fill="waiting")
    else:
        pen.text(xy, "—", fill="muted")
