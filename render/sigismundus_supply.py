"""The supply of Sigismundus Augustus: what is left in the bank and in the Policy decks, and the key to the
marks on the board (drawn on the full board only).
"""

from __future__ import annotations

from collections.abc import Callable

from render.layout_base import Style
from render.sigismundus_figures import _chip
from render.sigismundus_labels import PREFIX
from render.sigismundus_pen import CROWN, Item, Pen, army_text
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import ArmyView, SigismundusView


def _supply(pen: Pen, view: SigismundusView) -> None:
    """What is left in the bank and in the Policy decks, and what the marks on the board mean."""
    rect = pen.layout.panels["supply"]
    pen.panel(rect)
    x, y = rect.x + 14, rect.y + 20
    bank = [pen.t(f"bank.{key}", n=n) for key, n in view.bank if CATALOGUE.has(PREFIX + f"bank.{key}")]
    start = pen.label((x, y), pen.t("bank"))
    pen.text((start, y), pen.fit(" · ".join(bank), rect.right - 14 - start, "small", True), "small", heavy=True)
    y += 32
    decks = [
        pen.t("deck", deck=pen.t(f"deck.{d}") if CATALOGUE.has(PREFIX + f"deck.{d}") else d, left=left, discards=gone)
        for d, left, gone in view.decks
    ]
    start = pen.label((x, y), pen.t("decks"))
    listed = " · ".join(decks) if decks else "—"
    pen.text((start, y), pen.fit(listed, rect.right - 14 - start, "small", True), "small", heavy=True)
    _key(pen, view, (x, y + 34))


def _key(pen: Pen, view: SigismundusView, origin: tuple[int, int]) -> None:
    """What the marks on the board mean, flowing onto a second line if one is not enough."""
    x, y = origin
    style = pen.house(0) or pen.style("field")
    radius = pen.piece["disc"]
    x += pen.text((x, y), pen.t("key"), "small", heavy=True, fill="muted") + 10

    def entry(glyph_width: int, glyph: Callable[[int, int], object], caption: str) -> Item:
        def paint(left: int, row: int) -> None:
            glyph(left, row)
            pen.text((left + glyph_width, row), caption, "small")

        return Item(glyph_width + pen.width(caption, "small") + 18, paint)

    army, host = army_text(ArmyView(1, 2, 1), pen.lang), army_text(ArmyView(0, 1, 0), pen.lang)
    crown = f"{CROWN}2"
    entries = [
        entry(
            2 * radius + 6, lambda left, row: pen.disc((left + radius, row), radius, style, "2"), pen.t("key.marker")
        ),
        entry(38, lambda left, row: _client_pair(pen, (left, row), style), pen.t("key.client")),
        entry(pen.pill_width(army), lambda left, row: pen.pill(left, row, army, pen.style("panel")), pen.t("key.army")),
        entry(
            pen.pill_width(host),
            lambda left, row: pen.pill(left, row, host, pen.style("host", "host_text")),
            pen.t("key.host"),
        ),
        entry(2 * radius + 6, lambda left, row: pen.coin((left + radius, row), 3), pen.t("key.ducats")),
        entry(
            pen.width(crown, "small", True) + 6,
            lambda left, row: pen.text((left, row), crown, "small", heavy=True, fill="mark"),
            pen.t("key.crown"),
        ),
        entry(
            pen.pill_width(pen.t("primus")),
            lambda left, row: pen.pill(left, row, pen.t("primus"), pen.style("gold", "gold_text")),
            pen.t("key.primus"),
        ),
        entry(
            pen.width("✝", "body", True) + 6,
            lambda left, row: pen.text((left, row), "✝", heavy=True, fill="mark"),
            pen.t("key.protected"),
        ),
        entry(44, lambda left, row: _chip(pen, (left, row), "", True, 36), pen.t("key.ribbon")),
    ]
    right = pen.layout.panels["supply"].right - 14
    for item in entries:
        if x + item.width - 18 > right:
            x, y = origin[0], y + 30
        item.paint(x, y)
        x += item.width


def _client_pair(pen: Pen, origin: tuple[int, int], style: Style) -> None:
    """A Client token still to place, and one placed (hollow)."""
    x, y = origin
    pen.disc((x + 7, y), 7, style)
    pen.empty((x + 24, y), 7)
