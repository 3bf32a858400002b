"""Focus images of Boże Igrzysko: the panels a phase changed, at a size a phone can read.

A phone shows an image about 400 px wide (DESIGN §5). The full board is 1400 px wide, so its 16 px
text shrinks to under 5 px there; a focus image is one column of the board's own panels, 464 px wide,
so the same 16 px text stays near 14 px. Each phase picks the panels it changes (Enemy Invasions: each
invaded province under the enemy field that invaded it; Estate Income: the houses' treasury; Deputies:
the Sejm), drawn by the same functions as the full board, from the view of the state at the phase's end
and nothing else (so a seat's private focus shows its own sealed answer and no one else's).

A phase that changed nothing worth a picture (an End of Turn, which the full board shows; an invasion
phase in which nobody invaded) draws none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image

from render.boze_court import _court, _royal_army, _sejm
from render.boze_fields import draw_field
from render.boze_pen import MACE_MARK, Pen, _house, phase_name
from render.boze_provinces import _dice_and_tokens, _enemies, _estates, _forces, _placing_tokens, _wealth
from render.common import encode_png
from render.layout import Layout, default_layout
from render.layout_base import Rect
from rules.boze.view import BozeView, ProvinceView
from rules.core.messages import CATALOGUE

MARGIN = 12
"""Pixels around and between the panels."""
WIDTH = 440 + 2 * MARGIN
"""The focus image's width: one panel of the board (440 px) and its margins."""
ROW = 36
"""The height of a row of pieces in a province (dice, armies, enemies), as on the board."""
TABLE_ROW = 34

Tile = Callable[[Pen, int], int]
"""A panel of the focus image: drawn with its top at ``y``, it returns its height. Called once with a pen
on a scratch image to measure, then on the real one."""


@dataclass(frozen=True)
class Focus:
    """What a phase shows: the panels in order, top to bottom."""

    tiles: tuple[Tile, ...]


def focus_png(view: BozeView, phase: str, lang: str = "en", layout: Layout | None = None) -> bytes | None:
    """The focus image of phase ``phase`` (``"<turn>:<phase>"``, the game's ``phase_key``) as PNG bytes, or
    ``None`` when the phase changed nothing worth a picture."""
    key = phase.rsplit(":", 1)[-1]
    choose = PHASES.get(key)
    if choose is None:
        return None
    tiles = choose(view)
    if not tiles:
        return None
    if view.viewer is not None and view.own_sealed:
        tiles = [*tiles, _note_tile(view)]
    return encode_png(_draw(view, tiles, layout or default_layout(), lang))


def _draw(view: BozeView, tiles: list[Tile], layout: Layout, lang: str) -> Image.Image:
    """Measure every panel on a scratch canvas, then draw the title and the panels on one of the right height."""
    scratch = Pen(Image.new("RGB", (WIDTH, 1), layout.colour("background")), layout, lang)
    heights = [tile(scratch, 0) for tile in tiles]
    headline, private = _title_lines(scratch, view)
    lines = [(line, "heading", True, "ink") for line in headline]
    lines += [(private, "small", False, "muted")] if private else []
    top = MARGIN + len(lines) * 28 + 4
    height = top + sum(heights) + MARGIN * len(tiles)
    image = Image.new("RGB", (WIDTH, height), layout.colour("background"))
    pen = Pen(image, layout, lang)
    y = MARGIN + 12
    for text, size, heavy, fill in lines:
        pen.text((MARGIN, y), text, size, heavy=heavy, fill=fill)
        y += 28
    y = top
    for tile, h in zip(tiles, heights, strict=True):
        tile(pen, y)
        y += h + MARGIN
    return image


def _title_lines(pen: Pen, view: BozeView) -> tuple[list[str], str]:
    """The turn and phase the image shows (wrapped, never cut), and whose private view it is ("" if public)."""
    if CATALOGUE.has(view.headline.key):
        headline = CATALOGUE.format(view.headline, lambda seat: view.seats[seat].house, pen.lang)
    else:
        headline = pen.t("headline", turn=view.turn, phase=phase_name(view, pen.lang))
    lines = _wrap(pen, headline, WIDTH - 2 * MARGIN, "heading", heavy=True)
    private = ""
    if view.viewer is not None and 0 <= view.viewer < len(view.seats):
        private = pen.t("private_view", house=view.seats[view.viewer].house)
    return lines, private


def _wrap(pen: Pen, text: str, width: int, size: str, heavy: bool = False) -> list[str]:
    """``text`` in lines of at most ``width`` pixels, broken between words."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and pen.width(trial, size, heavy) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


# --- panels --------------------------------------------------------------------------------------

PROVINCE_ROWS = ("wealth", "estates", "dice", "forces", "enemies")


def _province_tile(view: BozeView, province: ProvinceView, rows: tuple[str, ...]) -> Tile:
    """A province's box with only ``rows`` (of :data:`PROVINCE_ROWS`), each where the board draws it; a row
    of pieces with nothing in it is left out."""

    shown = [row for row in rows if _has(view, province, row)]

    def tile(pen: Pen, y: int) -> int:
        height = _province_height(view, province, rows)
        rect = Rect(MARGIN, y, WIDTH - 2 * MARGIN, height)
        if pen.image.height <= 1:
            return height
        pen.panel(rect, outline="invaded" if province.invaded else "border", width=4 if province.invaded else 2)
        pen.heading(rect, pen.province_name(province))
        right = rect.right - 14
        if province.sejm is not None and 0 <= province.sejm < len(view.seats):
            pen.disc((right - 13, rect.y + 20), 13, _house(pen, view.seats[province.sejm]))
            pen.text((right - 32, rect.y + 20), pen.t("sejm"), "small", heavy=True, fill="muted", anchor="rm")
            right -= 80
        if province.invaded:
            invaded = pen.t("invaded")
            width = pen.width(invaded, "small", True) + 16
            pen.pill(right - width, rect.y + 20, invaded, pen.style("invaded", "banner_text"))
        cursor = rect.y + 36
        x = rect.x + 14
        for row in shown:
            if row == "wealth":
                _wealth(pen, view, province.wealth, (x, cursor + 16))
            elif row == "estates":
                _estates(pen, view, province.fields, (x, cursor))
            elif row == "dice":
                _dice_and_tokens(pen, view, province, (x, cursor + 18))
            elif row == "forces":
                _forces(pen, view, province, (x, cursor + 18), rect.right - 14)
            else:
                _enemies(pen, view, province, (x, cursor + 18), rect.right - 14)
            cursor += _row_height(row)
        return height

    return tile


def _province_height(view: BozeView, province: ProvinceView, rows: tuple[str, ...]) -> int:
    """A province box's height with ``rows``: its heading, the rows that have something, a margin."""
    return 36 + sum(_row_height(row) for row in rows if _has(view, province, row)) + 14


def _row_height(row: str) -> int:
    return {"wealth": 34, "estates": 70}.get(row, ROW)


def _has(view: BozeView, province: ProvinceView, row: str) -> bool:
    """Whether a row has anything to draw (the wealth and the estate track always do)."""
    if row == "dice":
        return any(province.dice) or any(t is not None for t in province.tokens) or _placing_tokens(view)
    if row == "forces":
        return province.cossacks > 0 or any(not army.empty for army in province.armies)
    if row == "enemies":
        return bool(province.enemies) or province.markers > 0
    return True


def _field_tile(view: BozeView, key: str, with_province: tuple[str, ...] = ()) -> Tile:
    """An enemy field; with ``with_province`` rows, the province it invades under it, its arrow between."""
    field = next(f for f in view.enemy_fields if f.key == key)
    province = next((p for p in view.provinces if p.key == field.target), None)
    below = _province_tile(view, province, with_province) if province is not None and with_province else None
    gap = 18

    def tile(pen: Pen, y: int) -> int:
        rect = Rect(MARGIN, y, WIDTH - 2 * MARGIN, 180)
        if below is None or province is None:
            if pen.image.height > 1:
                draw_field(pen, view, field, rect, None)
            return rect.h
        height = _province_height(view, province, with_province)
        if pen.image.height > 1:
            target = Rect(MARGIN, y + rect.h + gap, rect.w, height)
            draw_field(pen, view, field, rect, target)
            below(pen, target.y)
        return rect.h + gap + height

    return tile


def _pair_tile(
    left: Callable[[Pen, Rect], None], left_w: int, right: Callable[[Pen, Rect], None] | None, h: int
) -> Tile:
    """One or two of the board's small panels side by side, as the board places them."""

    def tile(pen: Pen, y: int) -> int:
        if pen.image.height > 1:
            left(pen, Rect(MARGIN, y, left_w, h))
            if right is not None:
                right(pen, Rect(MARGIN + left_w + 10, y, WIDTH - 2 * MARGIN - left_w - 10, h))
        return h

    return tile


def _court_tile(view: BozeView, army: bool = False) -> Tile:
    """The Royal Court (tokens, their sum, the Hetman), with the Royal Army beside it if ``army``."""
    right = (lambda pen, rect: _royal_army(pen, view, rect)) if army else None
    return _pair_tile(lambda pen, rect: _court(pen, view, rect), 262, right, 262)


def _sejm_tile(view: BozeView) -> Tile:
    return _pair_tile(lambda pen, rect: _sejm(pen, view, rect), 220, None, 180)


def _note_tile(view: BozeView) -> Tile:
    """The viewer's own sealed answer in words (only a seat's private focus has one), wrapped to the width."""
    sealed = view.own_sealed or ""

    def tile(pen: Pen, y: int) -> int:
        words = _wrap(pen, _sealed_words(pen, view, sealed), WIDTH - 2 * MARGIN - 28, "body", heavy=True)
        label = _wrap(pen, pen.t("sealed").strip(), WIDTH - 2 * MARGIN - 28, "small")
        height = 14 + 24 * len(label) + 26 * len(words)
        if pen.image.height > 1:
            rect = Rect(MARGIN, y, WIDTH - 2 * MARGIN, height)
            pen.panel(rect, fill="note")
            line_y = rect.y + 19
            for line in label:
                pen.text((rect.x + 14, line_y), line, "small", fill="muted")
                line_y += 24
            for line in words:
                pen.text((rect.x + 14, line_y + 2), line, "body", heavy=True)
                line_y += 26
        return height

    return tile


def _sealed_words(pen: Pen, view: BozeView, sealed: str) -> str:
    """A sealed answer as the player reads it: "Prussia 5, …, Royal Court 0" for tokens, "3 zł" for a bid;
    any other text as it is."""
    verb, _, rest = sealed.partition(" ")
    if verb == "bid" and rest.isdigit():
        return pen.t("gold", gold=int(rest))
    if verb != "tokens":
        return sealed
    named = {p.key: pen.province_name(p) for p in view.provinces}
    named["court"] = pen.t("royal_court")
    parts = []
    for word in rest.split():
        key, _, value = word.partition("=")
        parts.append(f"{named.get(key, key)} {value}")
    return ", ".join(parts)


COLUMNS: dict[str, tuple[str, Callable[[BozeView, int], int]]] = {
    "gold": ("short.gold", lambda view, seat: view.seats[seat].gold),
    "prestige": ("short.prestige", lambda view, seat: view.seats[seat].prestige),
    "free_dice": ("short.free_dice", lambda view, seat: view.seats[seat].free_dice),
    "estates": ("short.estates", lambda view, seat: view.seats[seat].estates),
    "sejm": ("short.sejm", lambda view, seat: view.seats[seat].sejm_discs),
}
"""The houses' table's columns: the header's label and the number, by column."""


def _houses_tile(view: BozeView, columns: tuple[str, ...]) -> Tile:
    """The houses' table with only ``columns`` (of :data:`COLUMNS`): the phase's numbers at a glance."""

    def tile(pen: Pen, y: int) -> int:
        height = 18 + 24 + TABLE_ROW * len(view.seats) + 8
        if pen.image.height <= 1:
            return height
        rect = Rect(MARGIN, y, WIDTH - 2 * MARGIN, height)
        pen.panel(rect)
        widths = [max(pen.width(pen.t(COLUMNS[c][0]), "small", True), 52) + 12 for c in columns]
        xs: list[int] = []
        x = rect.right - 14
        for w in reversed(widths):
            x -= w
            xs.insert(0, x)
        head_y = rect.y + 20
        pen.text((rect.x + 14, head_y), pen.t("column.house"), "small", heavy=True, fill="muted")
        for column, cx in zip(columns, xs, strict=True):
            pen.text((cx, head_y), pen.t(COLUMNS[column][0]), "small", heavy=True, fill="muted")
        for row, seat in enumerate(view.seats):
            cy = rect.y + 42 + row * TABLE_ROW + TABLE_ROW // 2
            if seat.seat == view.viewer:
                pen.draw.rectangle(
                    (rect.x + 4, cy - TABLE_ROW // 2 + 2, rect.right - 5, cy + TABLE_ROW // 2 - 2),
                    fill=pen.colour("note"),
                )
            pen.disc((rect.x + 25, cy), 11, _house(pen, seat))
            name_x = rect.x + 44
            room = xs[0] - name_x - 12
            mark = f" {MACE_MARK}" if seat.seat == view.mace else ""
            pen.text((name_x, cy), pen.fit(seat.house + mark, room, heavy=True), heavy=True)
            for column, cx in zip(columns, xs, strict=True):
                value = COLUMNS[column][1](view, seat.seat)
                text = pen.t("gold", gold=value) if column == "gold" else str(value)
                pen.text((cx, cy), text, heavy=column in ("gold", "prestige"))
        return height

    return tile


# --- what each phase shows ---------------------------------------------------------------------------


def _provinces(view: BozeView, rows: tuple[str, ...], keep: Callable[[ProvinceView], bool] | None = None) -> list[Tile]:
    return [_province_tile(view, p, rows) for p in view.provinces if keep is None or keep(p)]


def _setup(view: BozeView) -> list[Tile]:
    return [*_provinces(view, ("estates",)), _houses_tile(view, ("estates", "gold"))]


def _income(view: BozeView) -> list[Tile]:
    return [_houses_tile(view, ("gold", "estates"))]


def _clientele(view: BozeView) -> list[Tile]:
    """After the reveal, every house's tokens and dice and the Royal Court; while the tokens are still
    sealed (a seat's private picture of the decision), what each province holds."""
    if _placing_tokens(view):
        return _provinces(view, ("estates", "dice", "enemies"))
    return [*_provinces(view, ("dice",)), _court_tile(view)]


def _mace(view: BozeView) -> list[Tile]:
    return [_court_tile(view), _houses_tile(view, ("gold",))]


def _royal(view: BozeView) -> list[Tile]:
    return [_court_tile(view, army=True)]


def _events(view: BozeView) -> list[Tile]:
    grown = [f.key for f in view.enemy_fields if f.dice or f.markers or f.ottoman or f.cossacks]
    return [_field_tile(view, key) for key in grown]


def _deputies(view: BozeView) -> list[Tile]:
    return [_sejm_tile(view), *_provinces(view, ("dice",))]


def _new_estates(view: BozeView) -> list[Tile]:
    return _provinces(view, ("estates", "dice"))


def _special(view: BozeView) -> list[Tile]:
    return [*_provinces(view, ("estates", "dice")), _houses_tile(view, ("gold", "prestige", "sejm"))]


def _armies(view: BozeView) -> list[Tile]:
    return _provinces(view, ("dice", "forces", "enemies"), lambda p: _has(view, p, "forces"))


def _campaigns(view: BozeView) -> list[Tile]:
    raided = [f.key for f in view.enemy_fields if any(f.players) or f.king]
    return [_field_tile(view, key, ("forces", "enemies")) for key in raided]


def _invasions(view: BozeView) -> list[Tile]:
    """Each enemy field whose arrow's province was invaded (or holds markers), with that province under it;
    in turn 3 also the Habsburg field the Ottomans besiege."""
    hit = {p.key for p in view.provinces if p.invaded or p.markers}
    tiles = [_field_tile(view, f.key, ("dice", "forces", "enemies")) for f in view.enemy_fields if f.target in hit]
    tiles += [_field_tile(view, f.key) for f in view.enemy_fields if f.ottoman and f.target not in hit]
    return tiles


def _relief(view: BozeView) -> list[Tile]:
    threatened = _provinces(view, ("dice", "enemies"), lambda p: bool(p.enemies))
    return [*threatened, _court_tile(view, army=True)] if threatened else []


def _expansion(view: BozeView) -> list[Tile]:
    return _provinces(view, ("dice", "forces", "enemies"), lambda p: bool(p.enemies) or p.markers > 0)


def _plundering(view: BozeView) -> list[Tile]:
    return _provinces(view, ("wealth", "estates"))


def _prestige(view: BozeView) -> list[Tile]:
    return [_houses_tile(view, ("prestige", "gold", "sejm"))]


def _end_of_game(view: BozeView) -> list[Tile]:
    return [_houses_tile(view, ("prestige", "estates", "gold"))]


PHASES: dict[str, Callable[[BozeView], list[Tile]]] = {
    "setup": _setup,
    "estate_income": _income,
    "noble_clientele": _clientele,
    "granting_the_mace": _mace,
    "royal_army": _royal,
    "events": _events,
    "deputies": _deputies,
    "new_estates": _new_estates,
    "special_actions": _special,
    "private_armies": _armies,
    "magnate_campaigns": _campaigns,
    "enemy_invasions": _invasions,
    "relief": _relief,
    "enemy_expansion": _expansion,
    "plundering": _plundering,
    "prestige": _prestige,
    "end_of_game": _end_of_game,
}
"""The panels each phase shows, by phase key; End of Turn has none (the full board closes the turn)."""
