"""The viewer's own hand of Policy cards and sealed answer (Sigismundus Augustus).

Only ever drawn on that seat's private image: a public image ends above this panel, whatever a seat holds
(:func:`own_seat` decides, and the full board's height with it).
"""

from __future__ import annotations

from collections import Counter

from render.sigismundus_pen import Pen, _card_name, _pill_item, _row
from rules.sigismundus.view import SeatView, SigismundusView


def own_seat(view: SigismundusView) -> SeatView | None:
    """The viewer's own seat when the view shows its hand (a seat's private image), else ``None``."""
    viewer = view.viewer
    seat = view.seats[viewer] if viewer is not None and 0 <= viewer < len(view.seats) else None
    return seat if seat is not None and seat.hand is not None else None


def _private(pen: Pen, view: SigismundusView) -> None:
    """The viewer's own hand of Policy cards and sealed answer: only ever drawn on that seat's image (a public
    image ends above this panel, whatever a seat holds)."""
    rect = pen.layout.panels["private"]
    seat = own_seat(view)
    if seat is None or seat.hand is None:
        return
    pen.panel(rect, fill="note", outline="mark")
    x, y = rect.x + 14, rect.y + 26
    start = pen.label((x, y), pen.t("hand"))
    counts = Counter(seat.hand)
    order = list(dict.fromkeys(seat.hand))
    items = [
        _pill_item(
            pen, y, _card_name(pen, card) + (f" ×{counts[card]}" if counts[card] > 1 else ""), pen.style("panel")
        )
        for card in order
    ]
    if items:
        _row(pen, (start, y), rect.right - 12, items)
    else:
        pen.text((start, y), pen.t("no_cards"), "small", fill="muted")
    if view.own_sealed:
        y += 40
        start = pen.label((x, y), pen.t("sealed"))
        pen.text((start, y), pen.fit(view.own_sealed, rect.right - 14 - start, "body", True), "body", heavy=True)
