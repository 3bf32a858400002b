"""The Boże Igrzysko board image, drawn from a :class:`BozeView` and nothing else.

A view already leaves out what its reader may not see (other seats' sealed answers), so drawing
only from the view keeps the picture honest: the public image goes to the channel, a seat's image
(with its own sealed answer) only to that seat's DM. Geometry and colours come from
``data/boze/layout.toml``; this module decides what to draw where inside those boxes.

The picture shows what a player at the physical table sees (rulebook, "Game Board"): the five enemy
fields I-V beside the provinces they invade, the five provinces with their wealth and estate
tracks and every piece standing in them, the Royal Court, the Royal Army, the Sejm, the supplies
(stewards, towns, king dice, Cossacks), the Commonwealth track of turns with the phase, and a table
of what each house holds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

import rules.boze.messages  # noqa: F401  (registers the headline sentences in the catalogue)
from render.common import WHITE, PiecePen
from render.common import encode_png as encode_png  # part of every renderer's interface (bot/bench.py)
from render.labels import PREFIX, SHORT_PL, label
from render.layout import Layout, default_layout
from render.layout_base import Rect, Style
from rules.boze.view import PHASE_NUMBERS, ArmyView, BozeView, EnemyFieldView, FieldView, ProvinceView, SeatView
from rules.core.messages import CATALOGUE

STEWARD_MARK = "S"
TOWN_MARK = "⌂"
MACE_MARK = "★"
MARKER_MARK = "◆"
FACE_DOWN = "?"
ROMAN = ("I", "II", "III", "IV", "V", "VI")
STAGE_ENDS = (2, 6, 9, 13)
"""The last phase of each of the first four stages (Managing Estates, Politics, Magnate Actions, Wars)."""


def board_png(view: BozeView, layout: Layout | None = None, lang: str = "en") -> bytes:
    """The board image for ``view`` as PNG bytes, its labels in ``lang``: what the bot posts."""
    return encode_png(draw(view, layout or default_layout(), lang))


def focus_png(view: BozeView, phase: str, lang: str = "en") -> bytes | None:
    """The panels that phase ``phase`` (``"<turn>:<phase>"``) changed, legible on a phone, or ``None`` when
    it changed nothing worth a picture (:mod:`render.boze_focus`)."""
    from render.boze_focus import focus_png as draw_focus

    return draw_focus(view, phase, lang)


def draw(view: BozeView, layout: Layout, lang: str = "en") -> Image.Image:
    """Draw the whole board for ``view`` onto a new RGB image, its labels and names in ``lang``."""
    image = Image.new("RGB", (layout.width, layout.height), layout.colour("background"))
    pen = Pen(image, layout, lang)
    _links(pen, view)
    _header(pen, view)
    _track(pen, view)
    for field in view.enemy_fields:
        _enemy_field(pen, view, field)
    for province in view.provinces:
        _province(pen, view, province)
    _supplies(pen, view)
    _sejm(pen, view)
    _court(pen, view)
    _royal_army(pen, view)
    _players(pen, view)
    _legend(pen, view)
    if view.viewer is not None and view.own_sealed:
        _sealed_note(pen, view.own_sealed)
    return image


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


def _links(pen: Pen, view: BozeView) -> None:
    """Lines between neighbouring provinces, under the boxes: the ring of the printed map."""
    present = {p.key for p in view.provinces}
    for a, b in pen.layout.links:
        if a in present and b in present:
            start, end = pen.layout.province(a).centre, pen.layout.province(b).centre
            pen.draw.line((start, end), fill=pen.colour("link"), width=10)


def _header(pen: Pen, view: BozeView) -> None:
    if CATALOGUE.has(view.headline.key):
        headline = CATALOGUE.format(view.headline, lambda seat: view.seats[seat].house, pen.lang)
    else:  # a sentence the catalogue does not know yet: name the phase instead of failing
        headline = pen.t("headline", turn=view.turn, phase=phase_name(view, pen.lang))
    house = view.seats[view.viewer].house if view.viewer is not None and not view.finished else None
    pen.header(view.title or pen.layout.title, headline, view.finished, house, view.edition)


def _track(pen: Pen, view: BozeView) -> None:
    """The Commonwealth track (turns 1-4, the pawn on the current one) and the sixteen phases."""
    rect = pen.layout.panels["track"]
    pen.panel(rect)
    y = rect.y + rect.h // 2
    x = pen.label((rect.x + 14, y), pen.t("turn"))
    for turn in range(1, view.turns + 1):
        x = pen.cell((x, y, 34), str(turn), turn == view.turn, turn < view.turn)
    x = pen.label((x + 22, y), pen.t("phase"))
    for number in range(1, len(PHASE_NUMBERS) + 1):
        current = number == view.phase_number
        x = pen.cell((x, y, 30), str(number), current, view.phase_number is not None and number < view.phase_number)
        if number in STAGE_ENDS:
            x += 10
    name = phase_name(view, pen.lang)
    if view.phase_number is not None:
        name = f"{view.phase_number}. {name}"
    pen.text((x + 16, y), pen.fit(name, rect.right - x - 30, "body", heavy=True), "body", heavy=True)


def _enemy_field(pen: Pen, view: BozeView, field: EnemyFieldView) -> None:
    """An enemy field in its place on the board, its arrow pointing at its province."""
    target = pen.layout.province(field.target) if any(p.key == field.target for p in view.provinces) else None
    draw_field(pen, view, field, pen.layout.field(field.key), target)


def draw_field(pen: Pen, view: BozeView, field: EnemyFieldView, rect: Rect, target: Rect | None) -> None:
    """An enemy field in ``rect``: its name this turn, strength (big), what stands on it, who raids it, glory,
    treaty; its arrow towards ``target`` (the box of the province it invades), if given."""
    style = pen.layout.enemy(field.colour)
    pen.panel(rect, outline=style.outline, width=3)
    band = (rect.x + 2, rect.y + 2, rect.right - 3, rect.y + 40)
    pen.draw.rounded_rectangle(band, radius=8, fill=style.fill)
    y = rect.y + 21
    numeral = ROMAN[field.field - 1] if 1 <= field.field <= len(ROMAN) else str(field.field)
    pen.draw.ellipse(
        (rect.x + 10, y - 14, rect.x + 50, y + 14), fill=pen.colour("panel"), outline=style.outline, width=2
    )
    pen.text((rect.x + 30, y), numeral, "small", heavy=True, anchor="mm")
    glory = pen.t("glory", glory=field.glory)
    glory_x = rect.right - 14 - pen.text((rect.right - 14, y), glory, "body", heavy=True, fill=style.text, anchor="rm")
    room = glory_x - rect.x - 72
    size = "heading" if pen.width(pen.field_name(field), "heading", True) <= room else "body"
    pen.text((rect.x + 60, y), pen.fit(pen.field_name(field), room, size, True), size, True, style.text)
    if target is not None:
        _arrow(pen, rect, target, style)
    _strength(pen, view, field, rect, style)
    x = rect.x + 28 + pen.piece["strength_box"]
    _field_pieces(pen, view, field, (x, rect.y + 68), rect.right - 14)
    _raids(pen, view, field, (x, rect.y + 108), rect.right - 14)
    _field_footer(pen, view, field, (x, rect.y + 148), rect)


def _strength(pen: Pen, view: BozeView, field: EnemyFieldView, rect: Rect, style: Style) -> None:
    size = pen.piece["strength_box"]
    box = (rect.x + 14, rect.y + 52, rect.x + 14 + size, rect.y + 52 + size + 16)
    pen.draw.rounded_rectangle(box, radius=8, fill=pen.colour("panel"), outline=style.outline, width=3)
    centre_x = (box[0] + box[2]) // 2
    pen.text((centre_x, box[1] + 16), pen.t("strength"), "small", fill="muted", anchor="mm")
    value = str(field.strength) if view.turn else "—"
    pen.text((centre_x, box[1] + 16 + (size // 2) + 6), value, "big", heavy=True, anchor="mm")


def _field_pieces(pen: Pen, view: BozeView, field: EnemyFieldView, origin: tuple[int, int], right: int) -> None:
    """The printed base value and the pieces on the field that add to it."""
    x, y = origin
    base = str(field.base) if view.turn else "—"
    x += pen.text((x, y), pen.t("base"), "small", fill="muted")
    x += pen.text((x, y), base, "body", heavy=True) + 14
    items: list[Item] = []
    if field.dice:
        items.append(_die_item(pen, y, pen.layout.enemy(field.colour), field.dice, pen.t("dice_caption")))
    if field.markers:
        items.append(_marker_item(pen, y, field.markers, pen.t("markers_caption")))
    if field.cossacks:
        items.append(_cossack_item(pen, y, field.cossacks))
    _row(pen, (x, y), right, items)


def _raids(pen: Pen, view: BozeView, field: EnemyFieldView, origin: tuple[int, int], right: int) -> None:
    """The Polish dice on the field: each seat's player dice and the king dice."""
    y = origin[1]
    items = [
        _die_item(pen, y, _house(pen, seat), count)
        for seat, count in zip(view.seats, field.players, strict=False)
        if count
    ]
    if field.king:
        items.append(_die_item(pen, y, _royal(pen), field.king, pen.t("king_caption")))
    if not items:
        pen.text((pen.label(origin, pen.t("raids")), y), pen.t("none"), "small", fill="muted")
        return
    _row(pen, origin, right, items, pen.t("raids"))


def _field_footer(pen: Pen, view: BozeView, field: EnemyFieldView, origin: tuple[int, int], rect: Rect) -> None:
    """The province the arrow points at; Ottoman dice holding the field; the treaty disc."""
    x, y = origin
    names = {p.key: pen.province_name(p) for p in view.provinces}
    arrow = pen.t("arrow", province=names.get(field.target, field.target))
    x += pen.text((x, y), arrow, "small", heavy=True, fill="muted") + 14
    treaty = pen.width(pen.t("treaty"), "small", True) + 16 if field.treaty else 0
    if field.ottoman:
        ottoman = next((f.colour for f in view.enemy_fields if f.key == "ottoman"), "orange")
        item = _die_item(pen, y, pen.layout.enemy(ottoman), field.ottoman)
        x = _row(pen, (x, y), rect.right - 20 - treaty, [item], pen.t("ottomans"))
    if field.treaty:
        pen.pill(max(x, rect.right - 14 - treaty), y, pen.t("treaty"), _royal(pen))


def _arrow(pen: Pen, start: Rect, end: Rect, style: Style) -> None:
    """The enemy's arrow: a triangle in its colour across the gap, pointing at the province."""
    left, right = max(start.x, end.x), min(start.right, end.right)
    top, bottom = max(start.y, end.y), min(start.bottom, end.bottom)
    if left < right:  # one above the other
        x = (left + right) // 2
        if start.bottom <= end.y:
            points = [(x - 22, start.bottom - 2), (x + 22, start.bottom - 2), (x, end.y + 6)]
        else:
            points = [(x - 22, start.y + 1), (x + 22, start.y + 1), (x, end.bottom - 7)]
    elif top < bottom:  # side by side
        y = (top + bottom) // 2
        if start.right <= end.x:
            points = [(start.right - 2, y - 22), (start.right - 2, y + 22), (end.x + 6, y)]
        else:
            points = [(start.x + 1, y - 22), (start.x + 1, y + 22), (end.right - 7, y)]
    else:
        return
    pen.draw.polygon(points, fill=style.fill, outline=style.outline)


def _province(pen: Pen, view: BozeView, province: ProvinceView) -> None:
    rect = pen.layout.province(province.key)
    if province.invaded:
        pen.panel(rect, outline="invaded", width=4)
    else:
        pen.panel(rect)
    if pen.lang == "pl":
        pen.heading(rect, pen.province_name(province))
    else:
        pen.heading(rect, province.name, province.name_pl)
    x = rect.x + 14
    if province.sejm is not None and 0 <= province.sejm < len(view.seats):
        right = rect.right - 14
        pen.disc((right - 13, rect.y + 20), 13, _house(pen, view.seats[province.sejm]))
        pen.text((right - 32, rect.y + 20), pen.t("sejm"), "small", heavy=True, fill="muted", anchor="rm")
    _wealth(pen, view, province.wealth, (x, rect.y + 52))
    if province.invaded:
        invaded = pen.t("invaded")
        width = pen.width(invaded, "small", True) + 16
        pen.pill(rect.right - 14 - width, rect.y + 52, invaded, pen.style("invaded", "banner_text"))
    _estates(pen, view, province.fields, (x, rect.y + 70))
    y = rect.y + 158
    _dice_and_tokens(pen, view, province, (x, y))
    if _forces(pen, view, province, (x, y + 36), rect.right - 14):
        y += 36
    _enemies(pen, view, province, (x, y + 36), rect.right - 14)


def _wealth(pen: Pen, view: BozeView, wealth: int, origin: tuple[int, int]) -> None:
    """The wealth track with the current value filled in."""
    x, y = origin
    x = pen.label((x, y), pen.t("wealth")) + 2
    cell = pen.piece["wealth_cell"]
    for value in range(view.wealth_min, view.wealth_max + 1):
        box = (x, y - cell // 2, x + cell, y + cell // 2)
        current = value == wealth
        fill = pen.colour("wealth_mark") if current else pen.colour("panel")
        pen.draw.rectangle(box, fill=fill, outline=pen.colour("border"), width=1 if not current else 2)
        ink = pen.colour("banner_text") if current else pen.colour("muted")
        pen.text((x + cell // 2, y), str(value), "small", True, ink, "mm")
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
        pen.text((x + width // 2, top + 12), str(field.value), "small", True, anchor="mm")
        centre = (x + width // 2, top + height - radius - 6)
        if field.owner is None or not 0 <= field.owner < len(view.seats):
            pen.empty(centre, radius)
        else:
            pen.disc(centre, radius, _house(pen, view.seats[field.owner]))
            if field.steward:
                pen.badge((x + width - 10, top + height - 10), STEWARD_MARK, "steward")
            if field.town:
                pen.badge((x + 10, top + height - 10), TOWN_MARK, "steward")
        x += width + gap


def _dice_and_tokens(pen: Pen, view: BozeView, province: ProvinceView, origin: tuple[int, int]) -> None:
    """Each seat's player dice in the province, then this turn's influence tokens: face up once
    revealed, face down for the seats that have placed while Noble Clientele is still secret."""
    x, y = origin
    x = pen.label((x, y), pen.t("dice"))
    for seat, count in zip(view.seats, province.dice, strict=False):
        x = pen.dice(x, y, _house(pen, seat), count)
    if not any(token is not None for token in province.tokens) and not _placing_tokens(view):
        return
    x = pen.label((x + 12, y), pen.t("tokens"))
    radius = pen.piece["token_radius"]
    for seat, token in zip(view.seats, province.tokens, strict=False):
        _token(pen, view, seat, token, (x + radius, y))
        x += 2 * radius + 6


def _placing_tokens(view: BozeView) -> bool:
    """Noble Clientele before the reveal: tokens lie face down as the seats submit them."""
    return view.secret_open and view.phase_number == 2


def _token(pen: Pen, view: BozeView, seat: SeatView, token: int | None, centre: tuple[int, int]) -> None:
    """An influence token on the board: its value, face down (placed, sealed) or an empty place.

    Whether a seat has placed is public (the table sees who still owes an answer); the value of a
    sealed token is not, and the view does not hold it."""
    radius = pen.piece["token_radius"]
    if token is not None:
        pen.disc(centre, radius, _house(pen, seat), str(token))
    elif view.secret_open and seat.submitted:
        pen.face_down(centre, radius)
    else:
        pen.empty(centre, radius)


def _forces(pen: Pen, view: BozeView, province: ProvinceView, origin: tuple[int, int], right: int) -> bool:
    """Each seat's private army (``2I 1C A``) and the Cossacks standing in the province; whether
    there was anything to draw."""
    y = origin[1]
    items = [
        _pill_item(pen, y, army_text(army, pen.lang), _house(pen, seat))
        for seat, army in zip(view.seats, province.armies, strict=False)
        if not army.empty
    ]
    if province.cossacks:
        items.append(_cossack_item(pen, y, province.cossacks))
    if not items:
        return False
    _row(pen, origin, right, items, pen.t("armies"))
    return True


def _enemies(pen: Pen, view: BozeView, province: ProvinceView, origin: tuple[int, int], right: int) -> None:
    """Enemy dice in the province by colour (named this turn's way), and Habsburg influence markers."""
    y = origin[1]
    names = {f.key: _caption(pen, f) for f in view.enemy_fields}
    items = [
        _die_item(pen, y, pen.layout.enemy(f.colour), f.count, names.get(f.enemy, f.enemy)) for f in province.enemies
    ]
    if province.markers:
        items.append(_marker_item(pen, y, province.markers, pen.t("markers_caption")))
    if items:
        _row(pen, origin, right, items, pen.t("enemies"))


def _caption(pen: Pen, field: EnemyFieldView) -> str:
    """An enemy's name in one word, beside its dice: "Tatars", "Ottoman"; "Tatarzy", "Osmanowie"."""
    if pen.lang == "pl" and field.name_pl:
        return SHORT_PL.get(field.name_pl, field.name_pl.split()[0])
    return field.name.split()[0]


def _supplies(pen: Pen, view: BozeView, rect: Rect | None = None) -> None:
    """What is still off the board: stewards and towns on their field, king dice, Cossacks on theirs."""
    rect = rect or pen.layout.panels["supplies"]
    pen.panel(rect)
    pen.heading(rect, pen.t("supplies"))
    x, y = rect.x + 14, rect.y + 58
    size = pen.piece["die_size"]
    rows = [
        ("steward", pen.t("stewards"), view.stewards_left),
        ("town", pen.t("towns"), view.cities_left),
        ("king", pen.t("king_dice"), view.king_dice_left),
        ("cossack", pen.t("cossacks"), view.cossacks_field),
    ]
    for kind, name, count in rows:
        centre = (x + size // 2, y)
        if kind == "steward":
            pen.badge(centre, STEWARD_MARK, "steward")
        elif kind == "town":
            pen.badge(centre, TOWN_MARK, "steward")
        elif kind == "king":
            pen.die(centre, _royal(pen), "K")
        else:
            pen.disc(centre, 12, _cossack(pen), "C")
        pen.text((x + size + 10, y), name)
        pen.text((rect.right - 16, y), str(count), "body", heavy=True, anchor="rm")
        y += 34


def _sejm(pen: Pen, view: BozeView, rect: Rect | None = None) -> None:
    """The Sejm field: one place per province, holding the disc of the deputy elected there."""
    rect = rect or pen.layout.panels["sejm"]
    pen.panel(rect)
    pen.heading(rect, pen.t("sejm"))
    slots = max(1, len(view.provinces))
    step = (rect.w - 20) // slots
    radius = pen.piece["disc_radius"]
    for i, province in enumerate(view.provinces):
        centre_x = rect.x + 10 + step * i + step // 2
        short = _short(province.name) if pen.lang == "en" else _short_pl(pen.province_name(province))
        pen.text((centre_x, rect.y + 62), short, "small", heavy=True, fill="muted", anchor="mm")
        centre = (centre_x, rect.y + 100)
        if province.sejm is not None and 0 <= province.sejm < len(view.seats):
            pen.disc(centre, radius, _house(pen, view.seats[province.sejm]))
        else:
            pen.empty(centre, radius)
    held = sum(1 for p in view.provinces if p.sejm is not None)
    filled = pen.t("seats_filled", held=held, total=len(view.provinces))
    pen.text((rect.x + 14, rect.bottom - 28), filled, "small", fill="muted")


def _short(name: str) -> str:
    """A province's name in two letters: Prussia → Pr, Little Poland → LP."""
    words = name.split()
    return "".join(w[0] for w in words[:2]) if len(words) > 1 else name[:2]


def _short_pl(name: str) -> str:
    """A province's Polish name in three letters: Prusy → Pru, Małopolska → Mał."""
    words = name.split()
    return "".join(w[0] for w in words[:2]) if len(words) > 1 else name[:3]


def _court(pen: Pen, view: BozeView, rect: Rect | None = None) -> None:
    """The Royal Court: each seat's token (face down while answers are sealed), the sum and the mace."""
    rect = rect or pen.layout.panels["court"]
    pen.panel(rect)
    pen.heading(rect, pen.t("royal_court"))
    x, y = rect.x + 14, rect.y + 56
    radius = pen.piece["token_radius"]
    for seat in view.seats:
        pen.disc((x + 9, y), 9, _house(pen, seat))
        pen.text((x + 26, y), pen.fit(seat.house, rect.right - x - 80))
        _token(pen, view, seat, seat.court, (rect.right - 20 - radius, y))
        y += 34
    y = rect.bottom - 66
    hidden = "?" if _placing_tokens(view) else "—"
    total = hidden if view.court_sum is None else str(view.court_sum)
    pen.text((x, y), pen.t("sum_of_tokens"), fill="muted")
    pen.text((rect.right - 20 - radius, y), total, "body", heavy=True, anchor="mm")
    _mace(pen, view, (x, rect.bottom - 32), rect.right - 16)


def _mace(pen: Pen, view: BozeView, origin: tuple[int, int], right: int) -> None:
    """Who holds the mace; a long house name takes the line a size smaller (label and name alike), never cut."""
    x, y = origin
    label = f"{MACE_MARK} {pen.t('hetman')} "
    seat = view.seats[view.mace] if 0 <= view.mace < len(view.seats) else None
    size = "body"
    if seat is not None and pen.width(label, size, True) + 24 + pen.width(seat.house, size, True) > right - x:
        size = "small"
    x += pen.text((x, y), label, size, heavy=True, fill="wealth_mark")
    if seat is not None:
        pen.disc((x + 9, y), 9, _house(pen, seat))
        pen.text((x + 24, y), pen.fit(seat.house, right - x - 24, size, heavy=True), size, heavy=True)
    else:
        pen.text((x, y), pen.t("none_yet"), fill="muted")


def _royal_army(pen: Pen, view: BozeView, rect: Rect | None = None) -> None:
    """The Royal Army field: the king's infantry, cavalry and artillery this turn."""
    rect = rect or pen.layout.panels["royal_army"]
    pen.panel(rect)
    x, y = rect.x + 14, rect.y + 20
    title = pen.t("royal_army")
    if pen.width(title, "heading", True) <= rect.w - 28 or " " not in title:
        pen.text((x, y), title, "heading", heavy=True)
        y += 40
    else:  # a longer name ("Armia Królewska") on two lines, the pieces below them
        first, second = title.rsplit(" ", 1)
        pen.text((x, y - 4), first, "heading", heavy=True)
        pen.text((x, y + 20), second, "heading", heavy=True)
        y += 56
    army = view.royal_army
    units = (("infantry", army.infantry), ("cavalry", army.cavalry), ("artillery", army.artillery))
    for unit, count in units:
        name = pen.t(unit)
        pen.die((x + pen.piece["die_size"] // 2, y), _royal(pen), str(count))
        pen.text((x + pen.piece["die_size"] + 10, y), name)
        y += 38
    total = army.infantry + army.cavalry + army.artillery
    pen.text(
        (x, rect.bottom - 32), pen.t("empty") if army.empty else pen.t("units", total=total), "small", fill="muted"
    )


def _legend(pen: Pen, view: BozeView) -> None:
    """What the marks mean, in one line under the table."""
    rect = pen.layout.panels["legend"]
    y = rect.y + rect.h // 2
    x = rect.x + 4
    style = _house(pen, view.seats[0]) if view.seats else pen.layout.house("white")
    size = pen.piece["die_size"]
    x += pen.text((x, y), pen.t("key"), "small", heavy=True, fill="muted") + 10
    pen.die((x + size // 2, y), style, "3")
    x += size + 6 + pen.text((x + size + 6, y), pen.t("key.player_dice"), "small") + 16
    pen.disc((x + 13, y), 13, style, "2")
    x += 32 + pen.text((x + 32, y), pen.t("key.token"), "small") + 16
    pen.badge((x + 10, y), STEWARD_MARK, "steward")
    x += 26 + pen.text((x + 26, y), pen.t("key.steward"), "small") + 14
    pen.badge((x + 10, y), TOWN_MARK, "steward")
    x += 26 + pen.text((x + 26, y), pen.t("key.town"), "small") + 16
    x = pen.pill(x, y, army_text(ArmyView(2, 1, 1), pen.lang), style)
    x += pen.text((x, y), pen.t("key.army"), "small") + 16
    x = pen.marker(x, y, 1)
    x += pen.text((x, y), pen.t("key.marker"), "small") + 16
    pen.die((x + size // 2, y), _royal(pen), "K")
    x += size + 6 + pen.text((x + size + 6, y), pen.t("key.king_die"), "small") + 16
    pen.text((x, y), f"{MACE_MARK} {pen.t('hetman')}", "small", heavy=True, fill="wealth_mark")


def _sealed_note(pen: Pen, sealed: str) -> None:
    """The viewer's own sealed answer: only ever drawn on that seat's private image."""
    rect = pen.layout.panels["note"]
    pen.panel(rect, fill="note")
    y = rect.y + rect.h // 2
    x = rect.x + 14
    x += pen.text((x, y), pen.t("sealed"), "small", fill="muted")
    pen.text((x, y), pen.fit(sealed, rect.right - x - 14, "body", heavy=True), "body", heavy=True)


def _players(pen: Pen, view: BozeView) -> None:
    """One row per house: what it holds, and whether the table waits for it."""
    rect = pen.layout.panels["players"]
    pen.panel(rect)
    cols = {key: rect.x + offset for key, offset in pen.layout.columns.items()}
    y = rect.y + 18
    for key in ("house", "gold", "prestige", "free_dice", "estates", "free_discs", "sejm", "tokens", "status"):
        pen.text((cols[key], y), pen.t(f"column.{key}"), "small", heavy=True, fill="muted")
    row_height = min(34, (rect.h - 38) // max(1, len(view.seats)))
    for row, seat in enumerate(view.seats):
        y_top = rect.y + 34 + row * row_height
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
        pen.text((x + 8, y), pen.t("you"), "small", fill="muted")
    pen.text((cols["gold"], y), pen.t("gold", gold=seat.gold), heavy=True)
    pen.text((cols["prestige"], y), str(seat.prestige), heavy=True)
    pen.text((cols["free_dice"], y), str(seat.free_dice))
    pen.text((cols["estates"], y), str(seat.estates))
    pen.text((cols["free_discs"], y), str(seat.free_discs))
    pen.text((cols["sejm"], y), str(seat.sejm_discs))
    hand = " ".join(str(t) for t in seat.tokens) if seat.tokens else pen.t("none")
    pen.text((cols["tokens"], y), pen.fit(hand, cols["status"] - cols["tokens"] - 12))
    pen.status((cols["status"], y), view.finished, seat.submitted, seat.owes_answer)
