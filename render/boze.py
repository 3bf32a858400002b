"""The Boże Igrzysko board image, drawn from a :class:`BozeView` and nothing else.

A view already leaves out what its reader may not see (other seats' sealed answers), so drawing
only from the view keeps the picture honest: the public image goes to the channel, a seat's image
(with its own sealed answer) only to that seat's DM. Geometry and colours come from
``data/boze/layout.toml``; this module decides what to draw where inside those boxes.
"""

from __future__ import annotations

import io
import textwrap
from collections.abc import Sequence

from PIL import Image, ImageDraw

import rules.boze.messages  # noqa: F401  (registers the headline sentences in the catalogue)
from render.fonts import Font, bold, regular
from render.layout import RGB, HouseStyle, Layout, Rect, default_layout
from rules.boze.view import BozeView, FieldView, ProvinceView, SeatView
from rules.core.messages import CATALOGUE

STEWARD_MARK = "S"
TOWN_MARK = "⌂"
MACE_MARK = "★"
FACE_DOWN = "?"


def board_png(view: BozeView, layout: Layout | None = None) -> bytes:
    """The board image for ``view`` as PNG bytes: what the bot posts."""
    return encode_png(draw(view, layout or default_layout()))


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of a drawn board.

    The board is a few flat colours plus anti-aliased text, so a 256-colour palette loses nothing
    visible and makes the file several times smaller; ``optimize`` is off because it costs much
    more time than it saves bytes.
    """
    palette = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    palette.save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()


def draw(view: BozeView, layout: Layout) -> Image.Image:
    """Draw the whole board for ``view`` onto a new RGB image."""
    image = Image.new("RGB", (layout.width, layout.height), layout.colour("background"))
    pen = Pen(ImageDraw.Draw(image), layout)
    _links(pen, view)
    _header(pen, view)
    for province in view.provinces:
        _province(pen, view, province)
    _court(pen, view)
    _legend(pen, view)
    if view.viewer is not None and view.own_sealed:
        _sealed_note(pen, view.own_sealed)
    _players(pen, view)
    return image


class Pen:
    """Drawing primitives in the board's style, so the section functions stay short."""

    def __init__(self, draw: ImageDraw.ImageDraw, layout: Layout) -> None:
        self.draw = draw
        self.layout = layout
        self.size = layout.text
        self.piece = layout.pieces

    def colour(self, key: str) -> RGB:
        return self.layout.colour(key)

    def font(self, size: str, heavy: bool = False) -> Font:
        return bold(self.size[size]) if heavy else regular(self.size[size])

    def text(
        self,
        xy: tuple[int, int],
        text: str,
        size: str = "body",
        heavy: bool = False,
        fill: str | RGB = "ink",
        anchor: str = "lm",
    ) -> int:
        """Draw text and return its width, so callers can continue after it on the same line."""
        font = self.font(size, heavy)
        colour = self.colour(fill) if isinstance(fill, str) else fill
        self.draw.text(xy, text, font=font, fill=colour, anchor=anchor)
        return int(font.getlength(text))

    def fit(self, text: str, width: int, size: str = "body", heavy: bool = False) -> str:
        """``text`` shortened with an ellipsis so it fits ``width`` pixels."""
        font = self.font(size, heavy)
        if font.getlength(text) <= width:
            return text
        while text and font.getlength(text + "…") > width:
            text = text[:-1]
        return text + "…"

    def panel(self, rect: Rect, fill: str = "panel") -> None:
        self.draw.rounded_rectangle(rect.box, radius=10, fill=self.colour(fill), outline=self.colour("border"), width=2)

    def disc(self, centre: tuple[int, int], radius: int, style: HouseStyle, label: str = "") -> None:
        """A round piece (estate disc, influence token, colour swatch) in a house's colours."""
        x, y = centre
        box = (x - radius, y - radius, x + radius, y + radius)
        self.draw.ellipse(box, fill=style.fill, outline=style.outline, width=2)
        if label:
            self.draw.text(centre, label, font=bold(self.size["small"]), fill=style.text, anchor="mm")

    def die(self, centre: tuple[int, int], style: HouseStyle, label: str) -> None:
        """A square player die showing a count."""
        x, y = centre
        half = self.piece["die_size"] // 2
        box = (x - half, y - half, x + half, y + half)
        self.draw.rounded_rectangle(box, radius=5, fill=style.fill, outline=style.outline, width=2)
        self.draw.text(centre, label, font=bold(self.size["small"]), fill=style.text, anchor="mm")

    def badge(self, centre: tuple[int, int], label: str, fill: str) -> None:
        """A small mark (steward, town) on a corner of an estate field."""
        x, y = centre
        self.draw.ellipse((x - 10, y - 10, x + 10, y + 10), fill=self.colour(fill), outline=self.colour("ink"))
        self.draw.text(centre, label, font=bold(self.size["small"]), fill=(255, 255, 255), anchor="mm")

    def empty(self, centre: tuple[int, int], radius: int) -> None:
        """An empty place where a piece may go (a free estate field, no court token yet)."""
        x, y = centre
        self.draw.ellipse((x - radius, y - radius, x + radius, y + radius), outline=self.colour("link"), width=2)

    def face_down(self, centre: tuple[int, int], radius: int) -> None:
        """A token lying face down: its value is not public yet."""
        x, y = centre
        box = (x - radius, y - radius, x + radius, y + radius)
        self.draw.ellipse(box, fill=self.colour("muted"), outline=self.colour("ink"), width=2)
        self.draw.text(centre, FACE_DOWN, font=bold(self.size["small"]), fill=self.colour("panel"), anchor="mm")


def _house(pen: Pen, seat: SeatView) -> HouseStyle:
    return pen.layout.house(seat.colour)


def _links(pen: Pen, view: BozeView) -> None:
    """Lines between neighbouring provinces, under the boxes: the ring of the printed map."""
    present = {p.key for p in view.provinces}
    for a, b in pen.layout.links:
        if a in present and b in present:
            start, end = pen.layout.province(a).centre, pen.layout.province(b).centre
            pen.draw.line((start, end), fill=pen.colour("link"), width=8)


def _header(pen: Pen, view: BozeView) -> None:
    layout = pen.layout
    rect = layout.header
    pen.draw.line((rect.x + 20, rect.bottom - 2, rect.right - 20, rect.bottom - 2), fill=pen.colour("border"), width=2)
    pen.text((rect.x + 20, rect.y + 10), layout.title, "title", heavy=True, anchor="la")
    headline = CATALOGUE.format(view.headline, lambda seat: view.seats[seat].house)
    room = layout.banner.x - rect.x - 40
    pen.text((rect.x + 20, rect.y + 68), pen.fit(headline, room, "heading"), "heading")
    right = rect.right - 20
    pen.text((right, rect.y + 22), f"edition {view.edition}", "small", fill="muted", anchor="rm")
    if view.finished:
        banner = layout.banner
        pen.draw.rounded_rectangle(banner.box, radius=8, fill=pen.colour("banner"), outline=pen.colour("ink"), width=2)
        pen.text(banner.centre, "Game over — final position", "heading", heavy=True, fill="banner_text", anchor="mm")
    elif view.viewer is not None:
        seen_by = f"Private view for {view.seats[view.viewer].house}"
        pen.text((right, layout.banner.centre[1]), seen_by, "body", heavy=True, fill="wealth_mark", anchor="rm")


def _province(pen: Pen, view: BozeView, province: ProvinceView) -> None:
    rect = pen.layout.province(province.key)
    pen.panel(rect)
    x = rect.x + 14
    width = pen.text((x, rect.y + 20), province.name, "heading", heavy=True)
    pen.text((x + width, rect.y + 20), f" / {province.name_pl}", "heading", fill="muted")
    _wealth(pen, view, province.wealth, (x, rect.y + 52))
    _estates(pen, view, province.fields, (x, rect.y + 72))
    _dice(pen, view, province.dice, (x, rect.y + 160))
    if any(token is not None for token in province.tokens):
        _tokens(pen, view, province.tokens, (x, rect.y + 194))


def _wealth(pen: Pen, view: BozeView, wealth: int, origin: tuple[int, int]) -> None:
    """The wealth track with the current value filled in."""
    x, y = origin
    x += pen.text((x, y), "Wealth", "small", fill="muted") + 10
    cell = pen.piece["wealth_cell"]
    for value in range(view.wealth_min, view.wealth_max + 1):
        box = (x, y - cell // 2, x + cell, y + cell // 2)
        current = value == wealth
        fill = pen.colour("wealth_mark") if current else pen.colour("panel")
        pen.draw.rectangle(box, fill=fill, outline=pen.colour("border"), width=1 if not current else 2)
        ink = pen.colour("banner_text") if current else pen.colour("muted")
        pen.draw.text((x + cell // 2, y), str(value), font=bold(pen.size["small"]), fill=ink, anchor="mm")
        x += cell + 4


def _estates(pen: Pen, view: BozeView, fields: Sequence[FieldView], origin: tuple[int, int]) -> None:
    """The estate track: each field's value, and the owner's disc with its steward or town mark."""
    x, top = origin
    width, height, gap = pen.piece["field_width"], pen.piece["field_height"], pen.piece["field_gap"]
    radius = pen.piece["disc_radius"]
    for field in fields:
        pen.draw.rounded_rectangle(
            (x, top, x + width, top + height), radius=6, fill=pen.colour("field"), outline=pen.colour("border")
        )
        pen.draw.text(
            (x + width // 2, top + 12),
            str(field.value),
            font=bold(pen.size["small"]),
            fill=pen.colour("ink"),
            anchor="mm",
        )
        centre = (x + width // 2, top + height - radius - 6)
        if field.owner is None:
            pen.empty(centre, radius)
        else:
            pen.disc(centre, radius, _house(pen, view.seats[field.owner]))
            if field.steward:
                pen.badge((x + width - 10, top + height - 10), STEWARD_MARK, "steward")
            if field.town:
                pen.badge((x + 10, top + height - 10), TOWN_MARK, "wealth_mark")
        x += width + gap


def _dice(pen: Pen, view: BozeView, dice: Sequence[int], origin: tuple[int, int]) -> None:
    x, y = origin
    x += pen.text((x, y), "Dice", "small", fill="muted") + 12
    size = pen.piece["die_size"]
    for seat, count in zip(view.seats, dice, strict=True):
        pen.die((x + size // 2, y), _house(pen, seat), str(count))
        x += size + 8


def _tokens(pen: Pen, view: BozeView, tokens: Sequence[int | None], origin: tuple[int, int]) -> None:
    """This turn's revealed influence tokens, one per seat."""
    x, y = origin
    x += pen.text((x, y), "Tokens", "small", fill="muted") + 12
    radius = pen.piece["token_radius"]
    for seat, token in zip(view.seats, tokens, strict=True):
        centre = (x + radius, y)
        if token is None:
            pen.face_down(centre, radius)
        else:
            pen.disc(centre, radius, _house(pen, seat), str(token))
        x += 2 * radius + 8


def _court(pen: Pen, view: BozeView) -> None:
    """The Royal Court: each seat's token (face down while answers are sealed), the sum and the mace."""
    rect = pen.layout.panels["court"]
    pen.panel(rect)
    x, y = rect.x + 14, rect.y + 20
    width = pen.text((x, y), "Royal Court", "heading", heavy=True)
    pen.text((x + width, y), " / Dwór", "heading", fill="muted")
    radius = pen.piece["token_radius"] - 2
    y += 32
    for seat in view.seats:
        style = _house(pen, seat)
        pen.disc((x + 9, y), 9, style)
        pen.text((x + 26, y), pen.fit(seat.house, rect.right - x - 80))
        centre = (rect.right - 20 - radius, y)
        if seat.court is not None:
            pen.disc(centre, radius, style, str(seat.court))
        elif view.secret_open:
            pen.face_down(centre, radius)
        else:
            pen.empty(centre, radius)
        y += 30
    total = "?" if view.court_sum is None else str(view.court_sum)
    pen.text((x, y), f"Court sum: {total}")
    y += 30
    _mace(pen, view, (x, y))


def _mace(pen: Pen, view: BozeView, origin: tuple[int, int]) -> None:
    x, y = origin
    x += pen.text((x, y), f"{MACE_MARK} Hetman: ", fill="wealth_mark")
    if 0 <= view.mace < len(view.seats):
        seat = view.seats[view.mace]
        pen.disc((x + 9, y), 9, _house(pen, seat))
        pen.text((x + 24, y), pen.fit(seat.house, pen.layout.panels["court"].right - x - 40, heavy=True), heavy=True)
    else:
        pen.text((x, y), "not yet held", fill="muted")


def _legend(pen: Pen, view: BozeView) -> None:
    """What the marks mean, in the seats' own colours where a colour is needed."""
    rect = pen.layout.panels["legend"]
    pen.panel(rect)
    x, y = rect.x + 14, rect.y + 20
    pen.text((x, y), "Key", "heading", heavy=True)
    style = _house(pen, view.seats[0]) if view.seats else pen.layout.house("white")
    centre_x = x + 14
    rows: list[tuple[str, str]] = [
        ("die", "player dice in a province"),
        ("token", "influence token this turn"),
        ("disc", "estate (house disc)"),
        ("steward", "steward on the estate"),
        ("town", "town on the estate"),
        ("mace", "Hetman's mace"),
    ]
    for kind, label in rows:
        y += 27
        if kind == "die":
            pen.die((centre_x, y), style, "3")
        elif kind == "token":
            pen.disc((centre_x, y), 12, style, "2")
        elif kind == "disc":
            pen.disc((centre_x, y), 12, style)
        elif kind == "steward":
            pen.badge((centre_x, y), STEWARD_MARK, "steward")
        elif kind == "town":
            pen.badge((centre_x, y), TOWN_MARK, "wealth_mark")
        else:
            pen.text((centre_x, y), MACE_MARK, "heading", fill="wealth_mark", anchor="mm")
        pen.text((x + 36, y), label, "small")


def _sealed_note(pen: Pen, sealed: str) -> None:
    """The viewer's own sealed answer: only ever drawn on that seat's private image."""
    rect = pen.layout.panels["note"]
    pen.panel(rect, fill="note")
    x, y = rect.x + 14, rect.y + 20
    pen.text((x, y), "Your sealed answer", "heading", heavy=True)
    pen.text((x, y + 26), "only you can see this", "small", fill="muted")
    y += 58
    chars = max(8, int((rect.w - 28) / pen.font("body", heavy=True).getlength("n")))
    for line in textwrap.wrap(sealed, chars)[: max(1, (rect.bottom - y) // 28)]:
        pen.text((x, y), pen.fit(line, rect.w - 28, "body", heavy=True), "body", heavy=True)
        y += 28


def _players(pen: Pen, view: BozeView) -> None:
    """One row per house: colour, gold, prestige, free dice, estates, tokens in hand, status."""
    rect = pen.layout.panels["players"]
    pen.panel(rect)
    cols = {key: rect.x + offset for key, offset in pen.layout.columns.items()}
    y = rect.y + 20
    headings = {
        "house": "House", "gold": "Gold", "prestige": "Prestige", "free_dice": "Free dice",
        "estates": "Estates", "tokens": "Tokens in hand", "status": "Status",
    }  # fmt: skip
    for key, label in headings.items():
        pen.text((cols[key], y), label, "small", heavy=True, fill="muted")
    row_height = min(40, (rect.h - 40) // max(1, len(view.seats)))
    for row, seat in enumerate(view.seats):
        y_top = rect.y + 36 + row * row_height
        _player_row(pen, view, seat, cols, (y_top, row_height))


def _player_row(pen: Pen, view: BozeView, seat: SeatView, cols: dict[str, int], band: tuple[int, int]) -> None:
    top, height = band
    rect = pen.layout.panels["players"]
    y = top + height // 2
    if seat.seat == view.viewer:
        pen.draw.rectangle((rect.x + 4, top + 2, rect.right - 5, top + height - 2), fill=pen.colour("note"))
    pen.disc((cols["house"] + 11, y), 11, _house(pen, seat))
    x = cols["house"] + 30
    x += pen.text((x, y), pen.fit(seat.house, cols["gold"] - x - 90, heavy=True), heavy=True)
    if seat.seat == view.mace:
        x += pen.text((x + 8, y), MACE_MARK, "heading", fill="wealth_mark") + 8
    if seat.seat == view.viewer:
        pen.text((x + 8, y), "(you)", "small", fill="muted")
    pen.text((cols["gold"], y), f"{seat.gold} zł")
    pen.text((cols["prestige"], y), str(seat.prestige))
    pen.text((cols["free_dice"], y), str(seat.free_dice))
    pen.text((cols["estates"], y), str(seat.estates))
    hand = " ".join(str(t) for t in seat.tokens) if seat.tokens else "none"
    pen.text((cols["tokens"], y), hand)
    _status(pen, view, seat, (cols["status"], y))


def _status(pen: Pen, view: BozeView, seat: SeatView, xy: tuple[int, int]) -> None:
    """Whether the table waits for this seat; never what a seat has sealed."""
    if view.finished:
        return
    if seat.submitted:
        pen.text(xy, "✓ submitted", heavy=True, fill="submitted")
    elif seat.owes_answer:
        pen.text(xy, "… waiting", heavy=True, fill="waiting")
    else:
        pen.text(xy, "—", fill="muted")
