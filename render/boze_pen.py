"""The pen of Boże Igrzysko's images and the pieces it draws: dice, tokens, markers, badges, rows of them.

Both pictures of the game (the full board, :mod:`render.boze_board`, and a phase's focus image for a phone,
:mod:`render.boze_focus`) draw with this pen, so a die or a token looks the same in both. It also holds the
words a piece reads (an army ``2I 1C A``, the phase's name) and the marks of the rulebook's components
("Game Board": stewards, towns, the hetman's mace).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import rules.boze.messages  # noqa: F401  (registers the headline sentences in the catalogue)
from render.common import WHITE, PiecePen
from render.labels import PREFIX, label
from render.layout import Layout
from render.layout_base import Rect, Style
from rules.boze.view import ArmyView, BozeView, EnemyFieldView, ProvinceView, SeatView
from rules.core.messages import CATALOGUE

STEWARD_MARK = "S"
TOWN_MARK = "⌂"
MACE_MARK = "★"
MARKER_MARK = "◆"
FACE_DOWN = "?"


class Pen(PiecePen[Layout]):
    """Drawing primitives in the board's style, so the section functions stay short."""

    prefix = PREFIX
    pill_piece = "die_size"
    accent = ("wealth_mark", "banner_text")

    def province_name(self, province: ProvinceView) -> str:
        return province.name_pl if self.lang == "pl" and province.name_pl else province.name

    def field_name(self, field: EnemyFieldView) -> str:
        return field.name_pl if self.lang == "pl" and field.name_pl else field.name

    def heading(self, rect: Rect, title: str, subtitle: str = "") -> None:
        """A panel's title on its first line, with an optional muted second name (Polish)."""
        x, y = rect.x + 14, rect.y + 20
        x += self.text((x, y), title, "heading", heavy=True)
        if subtitle:
            self.text((x, y), f" / {subtitle}", "heading", fill="muted")

    def die(self, centre: tuple[int, int], style: Style, label: str) -> None:
        """A square die showing a count: a player's, an enemy's or a king die."""
        x, y = centre
        half = self.piece["die_size"] // 2
        box = (x - half, y - half, x + half, y + half)
        self.draw.rounded_rectangle(box, radius=5, fill=style.fill, outline=style.outline, width=2)
        self.text(centre, label, "small", True, style.text, "mm")

    def dice(self, x: int, y: int, style: Style, count: int) -> int:
        """A die with its count, left edge at ``x``; returns the x after it and a gap."""
        size = self.piece["die_size"]
        self.die((x + size // 2, y), style, str(count))
        return x + size + 6

    def marker(self, x: int, y: int, count: int) -> int:
        """Habsburg influence markers: a purple diamond with the count; returns the x after it."""
        half = self.piece["die_size"] // 2 + 2
        cx = x + half
        points = [(cx, y - half), (cx + half, y), (cx, y + half), (cx - half, y)]
        self.draw.polygon(points, fill=self.colour("marker"), outline=self.colour("ink"))
        self.text((cx, y), str(count), "small", True, WHITE, "mm")
        return x + 2 * half + 6

    def badge(self, centre: tuple[int, int], label: str, fill: str) -> None:
        """A small mark (steward, town) on a corner of an estate field."""
        x, y = centre
        size = "body" if label == TOWN_MARK else "small"  # the house glyph is small for its size
        self.draw.ellipse((x - 12, y - 12, x + 12, y + 12), fill=self.colour(fill), outline=self.colour("ink"))
        self.text(centre, label, size, True, WHITE, "mm")

    def face_down(self, centre: tuple[int, int], radius: int) -> None:
        """A token lying face down: its value is not public yet."""
        x, y = centre
        box = (x - radius, y - radius, x + radius, y + radius)
        self.draw.ellipse(box, fill=self.colour("muted"), outline=self.colour("ink"), width=2)
        self.text(centre, FACE_DOWN, "small", True, "panel", "mm")


@dataclass(frozen=True)
class Item:
    """A piece in a row (a die, a marker, an army): its width, how to draw it at x, and an optional
    caption after it that the row leaves out when the pieces would not fit otherwise."""

    width: int
    paint: Callable[[int], object]
    caption: str = ""


def _die_item(pen: Pen, y: int, style: Style, count: int, caption: str = "") -> Item:
    return Item(pen.piece["die_size"] + 6, lambda x: pen.dice(x, y, style, count), caption)


def _marker_item(pen: Pen, y: int, count: int, caption: str = "") -> Item:
    return Item(pen.piece["die_size"] + 10, lambda x: pen.marker(x, y, count), caption)


def _pill_item(pen: Pen, y: int, text: str, style: Style) -> Item:
    return Item(pen.pill_width(text), lambda x: pen.pill(x, y, text, style))


def _cossack_item(pen: Pen, y: int, count: int) -> Item:
    radius = pen.piece["die_size"] // 2
    caption = pen.t("cossacks")
    return Item(2 * radius + 6, lambda x: pen.disc((x + radius, y), radius, _cossack(pen), str(count)), caption)


def _row(pen: Pen, origin: tuple[int, int], right: int, items: Sequence[Item], label: str = "") -> int:
    """Pieces left to right after a muted label; the label, then the captions, are left out if the
    row would run past ``right``. Returns the x after the row."""
    x, y = origin
    pieces = sum(item.width for item in items)
    captions = sum(pen.width(item.caption, "small") + 10 for item in items if item.caption)
    heading = pen.width(label, "small") + 8 if label else 0
    show_label = label and x + heading + pieces + captions <= right
    show_captions = x + (heading if show_label else 0) + pieces + captions <= right
    if show_label:
        x = pen.label(origin, label)
    for item in items:
        item.paint(x)
        x += item.width
        if show_captions and item.caption:
            x += pen.text((x, y), item.caption, "small", fill="muted") + 10
    return x


def _house(pen: Pen, seat: SeatView) -> Style:
    return pen.layout.house(seat.colour)


def _royal(pen: Pen) -> Style:
    return pen.style("royal", "royal_text")


def _cossack(pen: Pen) -> Style:
    return pen.style("cossack")


def army_text(army: ArmyView, lang: str = "en") -> str:
    """An army as the board's counters read, compactly: ``2I 1C A`` (infantry, cavalry, artillery;
    in Polish ``2P 1J A``: piechota, jazda, artyleria)."""
    i, c, a = (label(lang, f"army.{unit}") for unit in ("infantry", "cavalry", "artillery"))
    parts = [f"{army.infantry}{i}"] if army.infantry else []
    parts += [f"{army.cavalry}{c}"] if army.cavalry else []
    parts += [a if army.artillery == 1 else f"{army.artillery}{a}"] if army.artillery else []
    return " ".join(parts)


def phase_name(view: BozeView, lang: str = "en") -> str:
    if CATALOGUE.has(f"{PREFIX}phase.{view.phase}"):
        return label(lang, f"phase.{view.phase}")
    return view.phase.replace("_", " ").capitalize()
