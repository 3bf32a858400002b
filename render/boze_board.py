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

The panels the focus image shares are drawn in their own modules (:mod:`render.boze_fields`,
:mod:`render.boze_provinces`, :mod:`render.boze_court`); the header, the track, the supplies, the houses'
table and the key are drawn only here.
"""

from __future__ import annotations

from PIL import Image

from render.boze_court import _court, _royal_army, _sejm
from render.boze_fields import _enemy_field
from render.boze_pen import MACE_MARK, STEWARD_MARK, TOWN_MARK, Pen, _cossack, _house, _royal, army_text, phase_name
from render.boze_provinces import _links, _province
from render.common import encode_png
from render.layout import Layout, default_layout
from render.layout_base import Rect
from rules.boze.view import PHASE_NUMBERS, ArmyView, BozeView, SeatView
from rules.core.messages import CATALOGUE

STAGE_ENDS = (2, 6, 9, 13)
"""The last phase of each of the first four stages (Managing Estates, Politics, Magnate Actions, Wars)."""


def board_png(view: BozeView, layout: Layout | None = None, lang: str = "en") -> bytes:
    """The board image for ``view`` as PNG bytes, its labels in ``lang``: what the bot posts."""
    return encode_png(draw(view, layout or default_layout(), lang))


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
