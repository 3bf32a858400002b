"""The action fields of Sigismundus Augustus (rulebook, Description of the Fields 1-8; Actions).

Each field shows what it does and the Client tokens placed on it this round, in the order placed; the second
Economist is open only to five players.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.sigismundus_labels import PREFIX
from render.sigismundus_pen import Pen, _disc_item, _row
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import SigismundusView

FIELD_ORDER = ("envoy", "patronage", "banners", "vacancy", "feast", "academy", "economist", "economist2", "agitation")
"""The action fields (Description of the Fields 1-8; ``economist2`` is the five-player Economist)."""
FIVE_PLAYER_FIELDS = ("economist2",)


def _fields(pen: Pen, view: SigismundusView) -> None:
    """The action fields with the Client tokens placed on them this round, in the order placed."""
    placed = dict(view.fields)
    extra = [key for key in placed if key not in FIELD_ORDER]
    for key in (*FIELD_ORDER, *extra):
        _field(pen, view, key, placed.get(key, ()))


def _field(pen: Pen, view: SigismundusView, key: str, tokens: Sequence[int]) -> None:
    rect = pen.layout.field(key)
    closed = key in FIVE_PLAYER_FIELDS and len(view.seats) < 5
    pen.panel(rect, fill="disabled" if closed else "panel")
    x = rect.x + 12
    title = pen.t(f"field.{key}") if CATALOGUE.has(PREFIX + f"field.{key}") else key.capitalize()
    title, size = pen.shrink(title, rect.w - 24, heavy=True)
    pen.text((x, rect.y + 20), title, size, True, "muted" if closed else "ink")
    does = pen.t("five_only") if closed else pen.t(f"does.{key}") if CATALOGUE.has(PREFIX + f"does.{key}") else ""
    pen.text((x, rect.y + 46), pen.fit(does, rect.w - 24, "small"), "small", fill="muted")
    y = rect.bottom - 30
    if not closed:
        _row(pen, (x, y), rect.right - 8, [_disc_item(pen, y, seat) for seat in tokens])
