"""Focus images of Sigismundus Augustus: the panels a phase changed, readable on a phone (DESIGN §5).

A phone shows an image about 400 px wide, so a focus image is 640 px wide with no text under 16 px (10 px at
that width, above the 9 px the table requires). Each phase shows what it changed, drawn from the public view
of the position it left (``phase`` is the game's ``phase_key`` of that position, ``"2:income"``):

* Preparing for the Game: the houses with their starting offices and Representatives, the Support tracks;
* 1 Initiative: the Sejm card, its Act of Law and the Royal Demand; the Figures revealed;
* 2 Income: the treasury, house by house;
* 4 Special Actions: the houses' points, purses, armies and offices; the Foreign Policy track;
* 5 Foreign Policy: the Foreign Policy track and the House markers on each country;
* 6 Actions: the houses; the Support tracks; the Figures;
* 7 Sejm: how the Act of Law went; the offices and Representatives; the Support tracks;
* 8 Scoring: the standings; the countries, their seals;
* 9 Maintaining the Army: the purses and armies;
* the end: the final standings, the winner first.

The Draw changes only how many cards each house holds, which the full board shows: no focus image.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PIL import Image

from render.common import encode_png
from render.layout_base import Rect
from render.sigismundus_countries import _short_name
from render.sigismundus_figures import _figure_row
from render.sigismundus_houses import _army
from render.sigismundus_labels import PREFIX, label, local, phase_name, slug
from render.sigismundus_layout import SigLayout, default_layout
from render.sigismundus_offices import _office_badges
from render.sigismundus_pen import CROWN, ROMAN, Item, Pen, _row
from render.sigismundus_sejm import _wrap
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import SeatView, SigismundusView

WIDTH = 640
"""Pixels: wide enough for a table of houses, narrow enough that 16 px text is 10 px on a phone."""
MARGIN = 14
GAP = 10
ROW = 38
TITLE = 52

EN = {
    "focus.title": "Round {round} of {rounds} · Phase {number}: {phase}",
    "focus.sejm": "Sejm",
    "focus.houses": "Houses",
    "focus.standings": "Standings",
    "focus.final": "Final standings",
    "focus.vp": "{vp} VP",
    "focus.act_passed": "passed",
    "focus.act_rejected": "rejected",
    "focus.act_pending": "voted on at the Sejm",
    "focus.track.royal": "Royal",
    "focus.track.senatorial": "Senatorial",
    "focus.track.parliamentary": "Parliamentary",
    "focus.column.reps": "Representative",
    "focus.column.place": "Place",
    "focus.seal": "Seal",
}

PL = {
    "focus.title": "Runda {round} z {rounds} · Faza {number}: {phase}",
    "focus.sejm": "Sejm",
    "focus.houses": "Rody",
    "focus.standings": "Punktacja",
    "focus.final": "Wyniki końcowe",
    "focus.vp": "{vp} PZ",
    "focus.act_passed": "uchwalona",
    "focus.act_rejected": "odrzucona",
    "focus.act_pending": "pod obrady Sejmu",
    "focus.track.royal": "Królewskie",
    "focus.track.senatorial": "Senatorskie",
    "focus.track.parliamentary": "Sejmowe",
    "focus.column.reps": "Przedstawiciel",
    "focus.column.place": "Miejsce",
    "focus.seal": "Pieczęć",
}

CATALOGUE.add("en", {PREFIX + key: text for key, text in EN.items()})
CATALOGUE.add("pl", {PREFIX + key: text for key, text in PL.items()})

PHASE_NUMBERS = {
    "initiative": 1, "income": 2, "draw": 3, "special_actions": 4, "foreign_policy": 5, "actions": 6, "sejm": 7,
    "scoring": 8, "maintaining_the_army": 9,
}  # fmt: skip
"""The rulebook phase of each phase key (Game Turn Overview)."""


@dataclass(frozen=True)
class Panel:
    """A part of a focus image: how tall it is for a view, and how to draw it in its box."""

    height: Callable[[SigismundusView], int]
    paint: Callable[[Pen, SigismundusView, Rect], None]


def focus_png(view: SigismundusView, phase: str, lang: str = "en") -> bytes | None:
    """The focus image of the phase ``phase`` (a ``phase_key``, ``"2:income"``) drawn from ``view``, or
    ``None`` when that phase changed nothing worth a picture."""
    image = focus_image(view, phase, lang)
    return encode_png(image) if image is not None else None


def focus_image(view: SigismundusView, phase: str, lang: str = "en") -> Image.Image | None:
    name = phase.rsplit(":", 1)[-1]
    panels = PANELS.get(name)
    if not panels:
        return None
    layout = default_layout()
    heights = [panel.height(view) for panel in panels]
    height = TITLE + GAP + sum(h + GAP for h in heights) + MARGIN - GAP
    image = Image.new("RGB", (WIDTH, height), layout.colour("background"))
    pen = Pen(image, focus_layout(layout, height), view, lang)
    _title(pen, view, name)
    y = TITLE + GAP
    for panel, h in zip(panels, heights, strict=True):
        panel.paint(pen, view, Rect(MARGIN, y, WIDTH - 2 * MARGIN, h))
        y += h + GAP
    return image


def focus_layout(layout: SigLayout, height: int) -> SigLayout:
    """The board's layout (colours, text and piece sizes) on the focus image's canvas."""
    return replace(layout, width=WIDTH, height=height)


def title_text(view: SigismundusView, name: str, lang: str) -> str:
    """The round and the rulebook phase the image shows (the Sejm as one phase)."""
    if name == "setup":
        return phase_name("setup", lang)
    if name == "end_of_game":
        winner = view.winner
        if winner is None:
            return phase_name("end_of_game", lang)
        return label(lang, "game_won", house=local(view.seats[winner].house, lang))
    phase = label(lang, "focus.sejm") if name == "sejm" else phase_name(name, lang)
    return label(lang, "focus.title", round=view.round, rounds=view.rounds, number=PHASE_NUMBERS[name], phase=phase)


def _title(pen: Pen, view: SigismundusView, name: str) -> None:
    pen.draw.rectangle((0, 0, WIDTH, TITLE), fill=pen.colour("banner"))
    text, size = pen.shrink(title_text(view, name, pen.lang), WIDTH - 2 * MARGIN, True, ("heading", "body", "small"))
    pen.text((MARGIN, TITLE // 2), text, size, heavy=True, fill="banner_text")


# --- the houses -------------------------------------------------------------------------------------------

COLUMN_WIDTHS = {"vp": 56, "ducats": 76, "votes": 64, "army": 180, "offices": 0, "reps": 0, "place": 0}
"""Each column's width (0: what is left, shared by such columns)."""


def houses(*columns: str, ordered: bool = False) -> Panel:
    """A table of the houses with the given columns; ``ordered``: in their final places, the winner first."""

    def height(view: SigismundusView) -> int:
        return 70 + ROW * len(view.seats)

    def paint(pen: Pen, view: SigismundusView, rect: Rect) -> None:
        pen.panel(rect)
        pen.heading(rect, pen.t("focus.houses"))
        name_width = 150
        fixed = sum(COLUMN_WIDTHS[c] for c in columns)
        flexible = [c for c in columns if not COLUMN_WIDTHS[c]]
        rest = rect.w - 28 - name_width - fixed
        widths = {c: COLUMN_WIDTHS[c] or rest // max(1, len(flexible)) for c in columns}
        if not flexible:
            name_width += rest
        x = rect.x + 14 + name_width
        lefts: dict[str, int] = {}
        for column in columns:
            lefts[column] = x
            x += widths[column]
        top = rect.y + 50
        for column in columns:
            caption = (
                pen.t(f"column.{column}")
                if CATALOGUE.has(PREFIX + f"column.{column}")
                else pen.t(f"focus.column.{column}")
            )
            pen.text((lefts[column], top), pen.fit(caption, widths[column] - 6, "small", True), "small", True, "muted")
        seats = [view.seats[s] for s in view.standings] if ordered and view.standings else list(view.seats)
        for row, seat in enumerate(seats):
            y = top + 30 + row * ROW
            _house(pen, view, seat, (rect.x + 14, y), name_width - 8)
            for column in columns:
                _cell(pen, view, seat, column, (lefts[column], y), lefts[column] + widths[column] - 8)

    return Panel(height, paint)


def _house(pen: Pen, view: SigismundusView, seat: SeatView, origin: tuple[int, int], width: int) -> None:
    x, y = origin
    radius = pen.piece["disc"]
    pen.seat_disc((x + radius, y), radius, seat.seat)
    name = pen.local(seat.house)
    text, size = pen.shrink(name, width - 2 * radius - 8, heavy=True)
    pen.text((x + 2 * radius + 8, y), text, size, heavy=True)


def _cell(pen: Pen, view: SigismundusView, seat: SeatView, column: str, origin: tuple[int, int], right: int) -> None:
    x, y = origin
    if column in ("vp", "ducats", "votes"):
        pen.text((x, y), str(getattr(seat, column)), heavy=True)
    elif column == "army":
        _army(pen, seat, (x, y), right)
    elif column == "offices":
        _office_badges(pen, view, seat, (x, y), right)
    elif column == "reps":
        names = [pen.t(f"rep.{card}") for card in seat.representatives]
        items = [
            Item(pen.pill_width(n), lambda left, n=n: pen.pill(left, y, n, pen.style("gold", "gold_text")))
            for n in names
        ]
        if items:
            _row(pen, (x, y), right, items)
        else:
            pen.text((x, y), "—", fill="muted")
    elif column == "place" and view.standings:
        place = view.standings.index(seat.seat) + 1
        text = pen.t("place.1", crown=CROWN) if place == 1 else pen.t(f"place.{place}")
        pen.text(
            (x, y), pen.fit(text, right - x, heavy=place == 1), heavy=place == 1, fill="mark" if place == 1 else "muted"
        )


# --- the standings ----------------------------------------------------------------------------------------


def standings(final: bool = False) -> Panel:
    """The houses by victory points, the most first, each with a bar of its points."""

    def height(view: SigismundusView) -> int:
        return 58 + ROW * len(view.seats)

    def paint(pen: Pen, view: SigismundusView, rect: Rect) -> None:
        pen.panel(rect)
        pen.heading(rect, pen.t("focus.final" if final else "focus.standings"))
        order = (
            list(view.standings) if view.standings else sorted(range(len(view.seats)), key=lambda s: -view.seats[s].vp)
        )
        best = max((s.vp for s in view.seats), default=0) or 1
        bar_left = rect.x + 14 + 200
        bar_right = rect.right - 14 - pen.width(pen.t("focus.vp", vp=999), "body", True) - 10
        for row, number in enumerate(order):
            seat = view.seats[number]
            y = rect.y + 58 + row * ROW
            pen.text((rect.x + 14, y), f"{row + 1}.", heavy=True, fill="muted")
            _house(pen, view, seat, (rect.x + 44, y), bar_left - rect.x - 52)
            style = pen.house(seat.seat) or pen.style("field")
            end = bar_left + max(4, (bar_right - bar_left) * seat.vp // best)
            pen.draw.rounded_rectangle((bar_left, y - 9, end, y + 9), radius=5, fill=style.fill, outline=style.outline)
            score = pen.t("focus.vp", vp=seat.vp)
            pen.text((end + 10, y), score, heavy=True)
            if final and view.standings and row == 0:
                pen.text((end + 18 + pen.width(score, "body", True), y), CROWN, "heading", heavy=True, fill="gold")

    return Panel(height, paint)


# --- the Foreign Policy track and the countries ----------------------------------------------------------


def countries() -> Panel:
    """The Foreign Policy track, space 1 first: each country's points, its crown, the House markers on it, its
    seal and a Secret Pact."""

    def height(view: SigismundusView) -> int:
        return 58 + ROW * len(view.countries)

    def paint(pen: Pen, view: SigismundusView, rect: Rect) -> None:
        pen.panel(rect)
        pen.heading(rect, pen.t("foreign"))
        radius = pen.piece["disc"]
        seal_x = rect.right - 14 - radius
        pen.text((rect.right - 14, rect.y + 20), pen.t("focus.seal"), "small", True, "muted", anchor="rm")
        for row, country in enumerate(sorted(view.countries, key=lambda c: c.space)):
            y = rect.y + 58 + row * ROW
            x = rect.x + 14
            pen.text((x, y), str(country.space), heavy=True)
            x += 24
            pen.text((x, y), pen.t("points", first=country.first, second=country.second), "small", fill="muted")
            x += 82
            box = pen.layout.country(country.key).style
            name = _short_name(pen, country) + (f" {CROWN}" if country.crowned else "")
            x = pen.pill(x, y, name, box) + 8
            if country.pact:
                x = pen.pill(x, y, pen.t("pact"), pen.style("pact", "pact_text")) + 4
            items = [
                Item(2 * radius + 34, lambda left, s=seat, n=count, y=y: _markers(pen, (left, y), s, n))
                for seat, count in enumerate(country.markers)
                if count
            ]
            if items:
                _row(pen, (x, y), seal_x - radius - 10, items)
            pen.seat_disc((seal_x, y), radius, country.seal)

    return Panel(height, paint)


def _markers(pen: Pen, origin: tuple[int, int], seat: int, count: int) -> None:
    """A house's House markers on a country: its disc and how many."""
    x, y = origin
    radius = pen.piece["disc"]
    pen.seat_disc((x + radius, y), radius, seat)
    pen.text((x + 2 * radius + 4, y), f"×{count}", "small", heavy=True)


# --- the Sejm, the tracks, the Figures --------------------------------------------------------------------


def sejm(voted: bool) -> Panel:
    """The Sejm card: its Act of Law (and, once the Sejm has voted, whether it passed), the Royal Demand, the
    Acts passed so far."""

    def height(view: SigismundusView) -> int:
        return 150

    def paint(pen: Pen, view: SigismundusView, rect: Rect) -> None:
        pen.panel(rect)
        number = view.sejm_card
        title = pen.t("sejm", roman=ROMAN[number - 1]) if 1 <= number <= len(ROMAN) else pen.t("sejm_none")
        pen.heading(rect, title)
        x, right = rect.x + 14, rect.right - 14
        act = pen.named(f"act.{slug(view.act)}", view.act) if view.act else "—"
        passed = bool(view.act) and view.act in view.acts
        status = pen.t("focus.act_passed" if passed else "focus.act_rejected") if voted else pen.t("focus.act_pending")
        style = pen.style("submitted", "banner_text") if voted and passed else pen.style("field")
        y = rect.y + 54
        start = pen.label((x, y), pen.t("act"))
        room = right - start - pen.pill_width(status) - 8
        pen.text((start, y), pen.fit(act, room, "body", True), "body", True)
        pen.pill(right - pen.pill_width(status) + 6, y, status, style)
        y += 32
        demand = pen.t(f"demand.{view.demand}") if view.demand else pen.t("demand_hidden")
        start = pen.label((x, y), pen.t("demand"))
        pen.text((start, y), pen.fit(demand, right - start, "body", True), "body", True)
        y += 32
        start = pen.label((x, y), pen.t("acts_passed"))
        acts = [pen.named(f"act.{slug(a)}", a) for a in view.acts]
        _wrap(pen, (start, y), right, acts or [pen.t("none")], (26, y))

    return Panel(height, paint)


def tracks() -> Panel:
    """The three Support tracks: the house on each space, and who holds each track's Representative card."""

    def height(view: SigismundusView) -> int:
        return 58 + 44 * len(view.tracks)

    def paint(pen: Pen, view: SigismundusView, rect: Rect) -> None:
        pen.panel(rect)
        pen.heading(rect, pen.t("tracks"), pen.t("votes_per_space"))
        radius = pen.piece["disc"]
        cell = 50
        for row, track in enumerate(view.tracks):
            y = rect.y + 60 + row * 44
            x = rect.x + 14
            pen.text((x, y), pen.fit(pen.t(f"focus.track.{track.key}"), 136, "small", True), "small", heavy=True)
            x += 142
            for space, seat in enumerate(track.spaces):
                pen.draw.rounded_rectangle(
                    (x, y - 17, x + cell, y + 17), radius=6, fill=pen.colour("field"), outline=pen.colour("border")
                )
                votes = track.votes[space] if space < len(track.votes) else 0
                pen.text((x + 7, y), str(votes), "small", heavy=True, fill="muted")
                pen.seat_disc((x + cell - radius - 6, y), radius, seat)
                x += cell + 4
            holder = next((s.seat for s in view.seats if track.representative in s.representatives), None)
            rep = pen.t(f"rep.{track.representative}")
            x = pen.pill(x + 6, y, rep, pen.style("gold", "gold_text"))
            pen.seat_disc((x + radius, y), radius, holder)

    return Panel(height, paint)


def figures() -> Panel:
    """The Figures revealed, and each house's, with their abilities and the ducats on them."""

    def owners(view: SigismundusView) -> list[SeatView]:
        return [s for s in view.seats if any(f.owner == s.seat for f in view.figures)]

    def height(view: SigismundusView) -> int:
        return 58 + 36 * (1 + len(owners(view)))

    def paint(pen: Pen, view: SigismundusView, rect: Rect) -> None:
        pen.panel(rect)
        pen.heading(rect, pen.t("figures"))
        x, right = rect.x + 14, rect.right - 12
        y = rect.y + 58
        start = pen.label((x, y), pen.t("revealed"))
        revealed = [f for f in view.figures if f.owner is None]
        if revealed:
            _figure_row(pen, revealed, (start, y), right)
        else:
            pen.text((start, y), pen.t("none"), "small", fill="muted")
        radius = pen.piece["disc"]
        for seat in owners(view):
            y += 36
            pen.seat_disc((x + radius, y), radius, seat.seat)
            _figure_row(pen, [f for f in view.figures if f.owner == seat.seat], (x + 2 * radius + 10, y), right)

    return Panel(height, paint)


PANELS: dict[str, Sequence[Panel]] = {
    "setup": (houses("offices", "reps"), tracks()),
    "initiative": (sejm(voted=False), figures()),
    "income": (houses("ducats", "offices"),),
    "special_actions": (houses("vp", "ducats", "army", "offices"), countries()),
    "foreign_policy": (countries(),),
    "actions": (houses("ducats", "army", "offices"), tracks(), figures()),
    "sejm": (sejm(voted=True), houses("offices", "reps"), tracks()),
    "scoring": (standings(), countries()),
    "maintaining_the_army": (houses("ducats", "army"),),
    "end_of_game": (standings(final=True), houses("vp", "ducats", "offices", ordered=True)),
}
"""What each phase's focus image shows, by the phase's name in its key; a phase not listed has none."""
