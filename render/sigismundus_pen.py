"""The pen of Sigismundus Augustus's images and the pieces it draws: House markers, coins, badges, chips.

Both pictures of the game (the full board, :mod:`render.sigismundus_board`, and a phase's focus image for a
phone, :mod:`render.sigismundus_focus`) draw with this pen, so a piece looks the same in both; a row of pieces
(:func:`_row`) leaves out and counts what does not fit. It also holds the words a piece reads: an army in the
rulebook's order (Combat: artillery, hussars, infantry), a Policy card's name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

from render.common import PiecePen
from render.layout_base import Rect, Style
from render.sigismundus_labels import PREFIX, label, local
from render.sigismundus_layout import SigLayout
from rules.core.messages import CATALOGUE, Name
from rules.sigismundus.view import ArmyView, SigismundusView

CROWN = "♛"
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
UNIT_ORDER = ("artillery", "hussars", "infantry")
"""Unit kinds in the rulebook's order (Combat: Artillery, Hussars and Infantry phase)."""


class Pen(PiecePen[SigLayout]):
    """Drawing primitives in the board's style, so the section functions stay short."""

    prefix = PREFIX
    pill_piece = "chip"
    accent = ("mark", "mark_text")

    def __init__(self, image: Image.Image, layout: SigLayout, view: SigismundusView, lang: str = "en") -> None:
        super().__init__(image, layout, lang)
        self.view = view
        self.seats = view.seats

    def local(self, name: str) -> str:
        """A name from the view in the board's language: a :class:`Name` in its own spelling, text as it is."""
        return local(name, self.lang)

    def named(self, key: str, name: str) -> str:
        """A name from the edition: a :class:`Name` spelled for the board's language; plain text in English as
        the view spells it (the edition is the authority), in another language the form the catalogue has
        under ``render.sigismundus.<key>``, else as the view spells it."""
        if isinstance(name, Name) or self.lang == "en" or not CATALOGUE.has(PREFIX + key):
            return local(name, self.lang)
        return self.t(key)

    def shrink(
        self, text: str, width: int, heavy: bool = False, sizes: Sequence[str] = ("body", "small")
    ) -> tuple[str, str]:
        """``text`` in the first of ``sizes`` it fits ``width`` at, else shortened at the last: (text, size)."""
        for size in sizes:
            if self.width(text, size, heavy) <= width:
                return text, size
        return self.fit(text, width, sizes[-1], heavy), sizes[-1]

    def heading(self, rect: Rect, title: str, note: str = "") -> int:
        """A panel's title on its first line, with an optional muted note after it; returns the x after."""
        x, y = rect.x + 14, rect.y + 20
        x += self.text((x, y), title, "heading", heavy=True)
        if note:
            x += self.text((x, y), f"  {note}", "small", fill="muted")
        return x

    def header(self, title: str, headline: str, finished: bool, house: str | None, edition: str) -> None:
        """The header strip: the title, then the headline (the round and phase) in the room left by what stands
        at the right: the game-over banner naming the winner, whose private image this is, or the edition. The
        headline is never cut: it takes a smaller size first, and the edition gives way to it."""
        rect, banner = self.layout.header, self.layout.banner
        y = rect.y + rect.h // 2
        x = rect.x + 20 + self.text((rect.x + 20, y), title, "title", heavy=True) + 24
        right = rect.right - 20
        sizes = ("heading", "body", "small")
        if finished:
            fill, outline = self.colour("banner"), self.colour("ink")
            self.draw.rounded_rectangle(banner.box, radius=8, fill=fill, outline=outline, width=2)
            text, size = self.shrink(self.winner_text(), banner.w - 16, True, ("heading", "body", "small"))
            self.text(banner.centre, text, size, heavy=True, fill="banner_text", anchor="mm")
            right = banner.x - 20
        elif house is not None:
            seen_by = self.t("private_view", house=house)
            right -= self.text((right, y), seen_by, "body", heavy=True, fill=self.accent[0], anchor="rm") + 30
        else:
            named = self.t("edition", edition=edition)
            if self.width(headline, "small") <= right - x - self.width(named, "small") - 30:
                right -= self.text((right, y), named, "small", fill="muted", anchor="rm") + 30
        text, size = self.shrink(headline, right - x, sizes=sizes)
        self.text((x, y), text, size)

    def winner_text(self) -> str:
        """The game-over banner's words: "Game over — Górka wins"."""
        winner = self.view.winner
        if winner is None:
            return self.t("game_over")
        return self.t("game_won", house=self.local(self.view.seats[winner].house))

    def house(self, seat: int | None) -> Style | None:
        """The colours of a seat's pieces, or None for no seat (or one the view does not list)."""
        if seat is None or not 0 <= seat < len(self.seats):
            return None
        return self.layout.house(self.seats[seat].colour)

    def seat_disc(self, centre: tuple[int, int], radius: int, seat: int | None, text: str = "") -> None:
        """A seat's piece, or an empty place if no seat holds it."""
        style = self.house(seat)
        if style is None:
            self.empty(centre, radius)
        else:
            self.disc(centre, radius, style, text)

    def coin(self, centre: tuple[int, int], amount: int) -> None:
        """Ducats: a gold coin with the amount."""
        self.disc(centre, self.piece["disc"], self.style("gold", "gold_text"), str(amount))

    def square(self, centre: tuple[int, int], half: int, style: Style, text: str = "") -> None:
        """A square badge (an office number, a Vacancy marker)."""
        x, y = centre
        box = (x - half, y - half, x + half, y + half)
        self.draw.rounded_rectangle(box, radius=4, fill=style.fill, outline=style.outline, width=2)
        if text:
            self.text(centre, text, "small", True, style.text, "mm")


@dataclass(frozen=True)
class Item:
    """A piece in a row: its width and how to draw it with its left edge at x."""

    width: int
    paint: Callable[..., object]


def _row(pen: Pen, origin: tuple[int, int], right: int, items: Sequence[Item]) -> int:
    """Pieces left to right from ``origin``; those that would run past ``right`` are left out and counted
    (``+3``). Returns the x after the row."""
    x, y = origin
    more = pen.width("+99", "small", True) + 8
    for i, item in enumerate(items):
        last = i == len(items) - 1
        if x + item.width > right or (not last and x + item.width + more > right):
            pen.text((x, y), f"+{len(items) - i}", "small", heavy=True, fill="muted")
            return x + more
        item.paint(x)
        x += item.width
    return x


def _disc_item(pen: Pen, y: int, seat: int, text: str = "", radius: int = 0) -> Item:
    r = radius or pen.piece["disc"]
    return Item(2 * r + 6, lambda x: pen.seat_disc((x + r, y), r, seat, text))


def _pill_item(pen: Pen, y: int, text: str, style: Style) -> Item:
    return Item(pen.pill_width(text), lambda x: pen.pill(x, y, text, style))


def army_text(army: ArmyView, lang: str = "en") -> str:
    """An army as its counters read, in the rulebook's order: ``1A 2H 1I`` (artillery, hussars, infantry;
    in Polish ``1A 2H 1P``: artyleria, husaria, piechota); empty kinds left out."""
    counts = {"artillery": army.artillery, "hussars": army.hussars, "infantry": army.infantry}
    return " ".join(f"{counts[u]}{label(lang, f'unit.{u}')}" for u in UNIT_ORDER if counts[u])


def _units(army: ArmyView) -> int:
    return army.artillery + army.hussars + army.infantry


def _card_name(pen: Pen, card: str) -> str:
    """A Policy card's name: the twelve kinds are fixed by the rules, so the board names them itself."""
    return pen.t(f"card.{card}") if CATALOGUE.has(PREFIX + f"card.{card}") else card.capitalize()
