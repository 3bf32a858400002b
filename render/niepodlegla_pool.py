"""What lies beside Niepodległa's board: the common pool (this round's neutral dice, the figure dice gained
from the board, the black die, and who decides when the table cannot agree), Magdeburg with what is imprisoned
there for a round, and the decks lying face down (missions, threats, final missions, challenges).
"""

from __future__ import annotations

from render.niepodlegla_labels import figure_name, seat_name
from render.niepodlegla_pen import Pen, _figure_colour
from rules.niepodlegla.view import NiepodleglaView


def _pool(pen: Pen) -> None:
    """The common pool: this round's neutral dice (those already divided drawn pale), figure dice gained
    from the board (basic), the black die, and who decides when the table cannot agree."""
    view, rect = pen.view, pen.panel_rect("pool")
    pen.panel(rect)
    pen.heading(rect, pen.t("pool"))
    size = 28
    x, y = rect.x + 14, rect.y + 58
    divided = sum(1 for s in view.seats for d in s.dice if not d.figure)
    x += pen.text((x, y), pen.t("neutral_dice"), "small", fill="muted") + 10
    count = pen.t("divided", n=view.neutral, divided=min(divided, view.neutral))
    cw = pen.text((rect.right - 14, y), count, "small", heavy=True, anchor="rm")
    step = min(size + 3, (rect.right - 24 - cw - x - size) // max(1, view.neutral - 1))
    for i in range(view.neutral):
        if i < view.neutral - divided:
            pen.die((x + size // 2, y), (), "", size, blank=True)
        else:
            pen.slot((x + size // 2, y), size, round_=False)
        x += step
    y += 40
    if view.version != "advanced":
        x = rect.x + 14
        x += pen.text((x, y), pen.t("figure_dice"), "small", fill="muted") + 10
        if not view.pool_figures:
            pen.text((x, y), pen.t("none"), "small", fill="muted")
        names = [figure_name(f, pen.lang) for f in view.pool_figures]
        named = x + sum(size + 18 + pen.width(n, "small") for n in names) <= rect.right - 14
        for figure, name in zip(view.pool_figures, names, strict=True):
            pen.die((x + size // 2, y), (), _figure_colour(view, figure), size, blank=True)
            x += size + 6
            if named:
                x += pen.text((x, y), name, "small") + 12
        y += 40
    pen.black_die((rect.x + 14 + size // 2, y), size)
    x = rect.x + 24 + size
    x += pen.text((x, y), pen.t("black_die"), "small", heavy=True) + 8
    pen.text((x, y), pen.fit(pen.t("black_rule"), rect.right - x - 14, "small"), "small", fill="muted")
    if view.version != "advanced":
        y += 40
        arbiter = view.joint.arbiter if view.joint is not None else _default_arbiter(view)
        text = pen.t("arbiter", seat=seat_name(view, arbiter, pen.lang))
        pen.text((rect.x + 14, y), pen.fit(text, rect.w - 28, "small"), "small", fill="muted")


def _default_arbiter(view: NiepodleglaView) -> int:
    """Who decides when the table cannot agree, when no decision is open: Piłsudski's player (see
    ``rules.niepodlegla.common.arbiter``; the view names the arbiter only with a decision open)."""
    for s in view.seats:
        if "pilsudski" in s.figures:
            return s.seat
    for s in view.seats:
        if s.figure == "pilsudski":
            return s.seat
    for s in view.seats:
        if any(d.figure == "pilsudski" for d in s.dice):
            return s.seat
    return 0


def _prison(pen: Pen) -> None:
    """Magdeburg: what is imprisoned for a round (morale markers, neutral dice, pawns, figure dice)."""
    view, rect = pen.view, pen.panel_rect("prison")
    pen.panel(rect)
    pen.heading(rect, pen.t("magdeburg"))
    prison = view.prison
    x, y = rect.x + 14, rect.y + 60
    if prison is None or not (prison.morale or prison.neutral or prison.pawns or prison.figures):
        pen.text((x, y), pen.t("prison_empty"), "small", fill="muted")
        return
    right = rect.right - 14
    if prison.morale:
        pen.marker((x + 12, y), orange=False, size=24)
        x += 30 + pen.text((x + 30, y), pen.t("prison_morale", n=prison.morale), "small", heavy=True) + 16
    if prison.neutral:
        pen.die((x + 12, y), (), "", 24, blank=True)
        x += 30 + pen.text((x + 30, y), pen.t("prison_neutral", n=prison.neutral), "small", heavy=True) + 16
    y += 36 if x > rect.x + 14 else 0
    x = rect.x + 14
    for seat in prison.pawns:
        if 0 <= seat < len(view.seats) and x + 26 <= right:
            pen.pawn((x + 13, y), view.seats[seat].colour)
            x += 32
    names = [figure_name(f, pen.lang) for f in prison.figures]
    named = x + sum(38 + pen.width(n, "small") for n in names) <= right
    for figure, name in zip(prison.figures, names, strict=True):
        if x + 26 > right:
            break
        pen.die((x + 13, y), (), _figure_colour(view, figure), 26, blank=True)
        x += 32
        if named:
            x += pen.text((x, y), name, "small") + 6


def _decks(pen: Pen) -> None:
    """The decks lying face down: missions, threats (1914–1916 until the revolution, then 1917–1918),
    the final missions F and the challenges D."""
    view, rect = pen.view, pen.panel_rect("decks")
    pen.panel(rect)
    era = pen.t("threats_late" if view.revolution else "threats_early")
    pen.heading(rect, pen.t("decks"), pen.t("threat_era", era=era))
    rows = (
        (pen.t("deck_missions"), view.deck),
        (pen.t("deck_threats"), view.threats),
        (pen.t("deck_finals"), view.finals),
        (pen.t("deck_challenges"), view.challenges),
    )
    half = (rect.w - 28) // 2
    for i, (name, count) in enumerate(rows):
        x = rect.x + 14 + (i % 2) * half
        y = rect.y + 60 + (i // 2) * 34
        pen.draw.rounded_rectangle((x, y - 12, x + 18, y + 12), radius=3, fill=pen.colour("border"))
        pen.text((x + 26, y), pen.fit(name, half - 70, "small"), "small")
        pen.text((x + half - 16, y), str(count), "body", heavy=True, anchor="rm")
