"""The missions on Niepodległa's table, as cards in a grid (Struggle for Independence: Selecting
Missions; Advanced Version: Mission Cards).

A card shows its number and name, the symbols it requires and whether the dice cover them, what it gives
and costs (:mod:`render.niepodlegla_effects`) when there is room, and who took it: a pawn (lying once it will
succeed), everyone (a joint mission), the pawn an open proposal would place, or nobody yet.
"""

from __future__ import annotations

import math

from render.common import WHITE
from render.layout_base import RGB, Rect
from render.niepodlegla_effects import _effect_lines, _effects
from render.niepodlegla_labels import _numeral, card_number, card_title, seat_name
from render.niepodlegla_pen import Pen
from rules.niepodlegla.view import CardView, NiepodleglaView

MAIN_CARDS = ("paris", "warsaw")
TITLE_BELOW = 118
"""The height from which a card with no effects to show writes its name on a line of its own."""


def _missions(pen: Pen) -> None:
    """The missions on the table in a grid, as large as their number allows."""
    view, rect = pen.view, pen.panel_rect("missions")
    pen.panel(rect)
    pen.heading(rect, pen.t("missions"), pen.t("missions_count", n=len(view.table)))
    if not view.table:
        pen.text((rect.x + 14, rect.y + 64), pen.t("no_missions"), fill="muted")
        return
    columns = pen.piece["card_columns"]
    gap = pen.piece["card_gap"]
    rows = math.ceil(len(view.table) / columns)
    top = rect.y + 40
    width = (rect.w - 28 - (columns - 1) * gap) // columns
    height = min(pen.piece["card_height"], (rect.bottom - 12 - top - (rows - 1) * gap) // rows)
    proposed = _proposed_takers(view)
    for i, card in enumerate(view.table):
        x = rect.x + 14 + (i % columns) * (width + gap)
        y = top + (i // columns) * (height + gap)
        _card(pen, card, Rect(x, y, width, height), proposed.get(card.key))


def _proposed_takers(view: NiepodleglaView) -> dict[str, int]:
    """The pawns an open "missions" proposal would place, by card: ``a09=grey`` → card a09, the grey seat."""
    joint = view.joint
    if joint is None or joint.kind != "missions" or not joint.proposal:
        return {}
    seats = {s.key: s.seat for s in view.seats}
    cards = {c.key for c in view.table}
    takers: dict[str, int] = {}
    for word in joint.proposal.split():
        key, _, value = word.partition("=")
        if key in cards and value in seats:
            takers[key] = seats[value]
    return takers


def _card_kind(pen: Pen, card: CardView) -> tuple[str, RGB | None, RGB]:
    """The card's tag and band colours: countdown, final part, main F, F, D or an ordinary mission."""
    view = pen.view
    parts = {p.key: p for p in view.parts}
    if card.key in parts:  # a final mission of the basic game: the band in its part's colour says enough
        style = pen.layout.part(parts[card.key].colour)
        return "", style.fill, style.text
    if card.key in pen.layout.countdown and view.version != "advanced":
        tag = f"   {_numeral(pen.layout.countdown[card.key])}"  # room for the hourglass drawn before it
        return tag, pen.colour("hourglass"), pen.colour("ink")
    if view.version == "advanced" and view.round >= view.rounds:
        if card.key in MAIN_CARDS:
            return pen.t("main_card"), pen.colour("highlight"), WHITE
        if card.joint:
            return pen.t("challenge_card"), pen.colour("proposal"), WHITE
        return pen.t("final_card"), pen.colour("banner_defeat"), WHITE
    return "", None, pen.colour("ink")


def _card(pen: Pen, card: CardView, rect: Rect, proposed: int | None) -> None:
    """A mission card: number and name, the symbols it requires, what it gives and costs (when there is
    room), and who took it: a pawn (lying once the dice cover it), everyone (joint), or nobody yet."""
    view = pen.view
    outline: str | RGB = "completed" if card.completed else "ready" if card.ready else "border"
    pen.draw.rounded_rectangle(
        rect.box, radius=8, fill=pen.colour("city"), outline=pen.colour(outline), width=3 if card.ready else 1
    )
    tag, band, band_ink = _card_kind(pen, card)
    y = rect.y + 16
    x = rect.x + 10
    if band is not None:
        pen.draw.rounded_rectangle((rect.x + 1, rect.y + 1, rect.right - 2, rect.y + 30), radius=8, fill=band)
        if card.key in pen.layout.countdown and view.version != "advanced":
            pen.hourglass((x + 8, y), 20)
        x += pen.text((x, y), tag, "small", heavy=True, fill=band_ink) + (8 if tag else 0)
    number = card_number(card)
    if number:
        x += pen.text((x, y), number, "small", heavy=True, fill=band_ink if band else "muted") + 8
    warn = pen.width("⚠", "body", True) + 6 if card.warning else 0
    lines = _effect_lines(pen, card)
    below = not lines and rect.h >= TITLE_BELOW  # a card with nothing else to say: its name gets a line
    if below:
        pen.text((rect.x + 10, y + 25), pen.fit(card_title(card, pen.lang), rect.w - 20, "small"), "small")
    else:
        title = pen.fit(card_title(card, pen.lang), rect.right - 10 - warn - x, "small", True)
        pen.text((x, y), title, "small", heavy=True, fill=band_ink if band else "ink")
    if card.warning:
        pen.text((rect.right - 10, y), "⚠", "body", heavy=True, fill="warning", anchor="rm")
    y = rect.y + (70 if below else 52)
    _requirements(pen, card, (rect.x + 10, y), rect.right - 10)
    y += 30
    room = rect.bottom - 34 - (y - 11)
    for i, (sign, items, ink) in enumerate(lines):
        if room < 22:
            break
        rows = room // 22 if i == len(lines) - 1 else 1  # the last line may wrap into the room left
        used = _effects(pen, (rect.x + 10, y), rect.right - 10, sign, items, ink, rows)
        y += 22 * used
        room -= 22 * used
    _taker(pen, card, rect, proposed, view)


def _requirements(pen: Pen, card: CardView, origin: tuple[int, int], right: int) -> None:
    """The symbols the mission requires, and a note: will succeed, completed, covered only instead of another
    of the holder's missions, the easier side."""
    x, y = origin
    note = ""
    fill = "ready"
    if card.completed:
        note, fill = pen.t("completed"), "completed"
    elif card.ready:
        note = pen.t("ready")
    elif card.either:  # the dice cover it instead of another of his missions: he will choose (no lying pawn)
        note = pen.t("either")
    elif card.easy:
        note, fill = pen.t("easy"), "muted"
    note_w = pen.width(note, "small", True) + 8 if note else 0
    size = pen.piece["icon_size"]
    count = max(1, len(card.symbols))
    step = min(size + 3, (right - x - note_w) // count)
    for symbol in card.symbols:
        pen.symbol((x + size // 2, y), symbol, min(size, step))
        x += step
    if note:
        pen.text((right, y), note, "small", heavy=True, fill=fill, anchor="rm")


def _taker(pen: Pen, card: CardView, rect: Rect, proposed: int | None, view: NiepodleglaView) -> None:
    """The bottom line of a card: whose pawn lies on it (lying once it will succeed), or everyone."""
    y = rect.bottom - 17
    x = rect.x + 10
    size = pen.piece["pawn_size"]
    if card.joint:
        for s in view.seats:
            pen.pawn((x + size // 2, y), s.colour, lying=card.ready)
            x += size + 2
        pen.text((x + 6, y), pen.t("everyone"), "small", heavy=True)
    elif card.seat is not None and 0 <= card.seat < len(view.seats):
        seat = view.seats[card.seat]
        lying = card.ready or card.completed
        pen.pawn((x + (size + 6) // 2, y), seat.colour, lying=lying)
        pen.text((x + size + 14, y), seat_name(view, card.seat, pen.lang), "small", heavy=True)
    elif proposed is not None and 0 <= proposed < len(view.seats):
        pen.pawn((x + size // 2, y), view.seats[proposed].colour, ghost=True)
        name = seat_name(view, proposed, pen.lang)
        pen.text((x + size + 8, y), f"{name} ({pen.t('proposed')})", "small", fill="proposal")
    else:
        pen.text((x, y), pen.t("free"), "small", fill="muted")
