"""The header of Niepodległa's board: the title and version, the headline (round and phase), whose image
it is, and at the end the result (victory or defeat, with the score and rank of the advanced version, or the
symbols and spaces the basic version fell short by). A focus image's own title reuses the result's words.
"""

from __future__ import annotations

from render.layout_base import Rect
from render.niepodlegla_labels import headline, seat_name
from render.niepodlegla_pen import Pen


def _header(pen: Pen) -> None:
    view, rect = pen.view, pen.panel_rect("header")
    y = rect.y + rect.h // 2
    x = rect.x + 20
    x += pen.text((x, y - 10), view.title or pen.layout.title, "title", heavy=True)
    pen.text((rect.x + 22, y + 18), pen.t(f"version.{view.version}"), "small", fill="muted")
    x += 24
    right = rect.right - 20
    if view.finished:
        right = _outcome(pen, rect) - 16
    if view.viewer is not None and 0 <= view.viewer < len(view.seats):
        seat = view.seats[view.viewer]
        mark = pen.t("you_are", name=seat_name(view, view.viewer, pen.lang))
        width = pen.width(mark, "body", True)
        pen.pawn((right - width - 18, y), seat.colour)
        pen.text((right, y), mark, "body", heavy=True, fill="highlight", anchor="rm")
        right -= width + 44
    elif not view.finished:
        right -= pen.text((right, y), pen.t("edition", edition=view.edition), "small", fill="muted", anchor="rm") + 24
    pen.text((x, y), pen.fit(headline(view, pen.lang), right - x, "heading"), "heading")


def _outcome(pen: Pen, rect: Rect) -> int:
    """The result banner at the right of the header; returns its left edge."""
    view = pen.view
    victory = view.outcome == "victory"
    title = pen.t("victory" if victory else "defeat")
    detail = _outcome_detail(pen)
    width = max(pen.width(title, "heading", True), pen.width(detail, "small", True)) + 40
    box = Rect(rect.right - 16 - width, rect.y + 6, width, rect.h - 12)
    pen.draw.rounded_rectangle(
        box.box, radius=8, fill=pen.colour("banner_victory" if victory else "banner_defeat"), outline=pen.colour("ink")
    )
    cx = box.x + box.w // 2
    if detail:
        pen.text((cx, box.y + 17), title, "heading", heavy=True, fill="banner_text", anchor="mm")
        pen.text((cx, box.y + 39), detail, "small", heavy=True, fill="banner_text", anchor="mm")
    else:
        pen.text(box.centre, title, "heading", heavy=True, fill="banner_text", anchor="mm")
    return box.x


def _outcome_detail(pen: Pen) -> str:
    """What the end came to: the score and rank (advanced), the symbols or spaces short (basic)."""
    view = pen.view
    if view.version == "advanced":
        if view.rank:
            return pen.t("score", score=view.score, rank=view.rank)
        if view.outcome != "victory" and view.consent + view.foreign < view.meet_at:
            return pen.t("not_met")
        return pen.t("points", score=view.score)
    if view.outcome == "victory":
        return ""
    empty = sum(max(0, p.spaces - p.tokens) for p in view.parts)
    if empty and view.missing == empty:
        return pen.t("empty_spaces", n=empty)
    return pen.t("short_symbols", n=view.missing) if view.missing else ""
