"""The Sigismundus Augustus board image, drawn from a :class:`SigismundusView` and nothing else.

A view already leaves out what its reader may not see (other seats' hands and sealed answers), so drawing
only from the view keeps the picture honest: the public image goes to the channel, a seat's image (with its
own hand and sealed answer) only to that seat's DM. Geometry and colours come from
``data/sigismundus/layout.toml``; this module decides what to draw where inside those boxes.

The picture shows what a player at the physical table sees (rulebook, "The Board" and the components): the
Foreign Policy Directions track with the countries' markers (crowned or not), the Neighbouring Countries
with each house's House markers, the seal and a Secret Pact, the nine action fields with the Client tokens
on them, the Sejm card, Act of Law and Royal Demand in play with the bids revealed so far, the three Support
tracks and the Representatives, the Figures with the ducats on them, the Senatorial Offices with their
holders and Vacancy markers, the victory points, and a table of what each house holds (units sent to the
Noble Host grey), the round and phase, the first player, and whom the table waits for.

Each panel is drawn in its own module (``render/sigismundus_<panel>.py``), which the focus image shares; the
header and the strip of rounds and phases are drawn only here.
"""

from __future__ import annotations

from PIL import Image

from render.common import encode_png
from render.sigismundus_countries import _country, _foreign
from render.sigismundus_fields import _fields
from render.sigismundus_figures import _figures
from render.sigismundus_hand import _private, own_seat
from render.sigismundus_houses import _players, _victory_points
from render.sigismundus_labels import PREFIX, headline, phase_name
from render.sigismundus_layout import SigLayout, default_layout
from render.sigismundus_offices import _offices
from render.sigismundus_pen import Pen
from render.sigismundus_sejm import _sejm
from render.sigismundus_supply import _supply
from render.sigismundus_tracks import _tracks
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import SigismundusView

PHASE_NUMBERS = {
    "initiative": 1, "income": 2, "draw": 3, "special_actions": 4, "foreign_policy": 5, "actions": 6,
    "sejm_votes": 7, "bribery": 7, "voting": 7, "royal_demand": 7, "act_of_law": 7, "scoring": 8,
    "maintaining_the_army": 9,
}  # fmt: skip
"""The rulebook phase (Game Turn Overview 1-9) of each step of the flow; the Sejm's stages share 7."""
PHASES = 9


def board_png(view: SigismundusView, layout: SigLayout | None = None, lang: str = "en") -> bytes:
    """The board image for ``view`` as PNG bytes, its labels in ``lang``: what the bot posts."""
    return encode_png(draw(view, layout or default_layout(), lang))


def draw(view: SigismundusView, layout: SigLayout, lang: str = "en") -> Image.Image:
    """Draw the whole board for ``view`` onto a new RGB image, its labels and names in ``lang``. The panel of
    the viewer's own hand and sealed answer is on a seat's own image only: a public image ends above it."""
    height = layout.height if own_seat(view) is not None else layout.panels["private"].y
    image = Image.new("RGB", (layout.width, height), layout.colour("background"))
    pen = Pen(image, layout, view, lang)
    _header(pen, view)
    _strip(pen, view)
    _foreign(pen, view)
    for country in view.countries:
        _country(pen, view, country)
    _fields(pen, view)
    _sejm(pen, view)
    _tracks(pen, view)
    _figures(pen, view)
    _offices(pen, view)
    _victory_points(pen, view)
    _players(pen, view)
    _supply(pen, view)
    _private(pen, view)
    return image


def _header(pen: Pen, view: SigismundusView) -> None:
    viewer = view.viewer
    house = pen.local(view.seats[viewer].house) if viewer is not None and 0 <= viewer < len(view.seats) else None
    title = pen.local(view.title or pen.layout.title)
    pen.header(title, headline(view, pen.lang), view.finished, house, view.edition)


def _strip(pen: Pen, view: SigismundusView) -> None:
    """The rounds (one per Sejm card), the nine phases, the phase now, and whom the table waits for."""
    rect = pen.layout.panels["strip"]
    pen.panel(rect)
    y = rect.y + rect.h // 2
    x = pen.label((rect.x + 14, y), pen.t("round"))
    for number in range(1, view.rounds + 1):
        x = pen.cell((x, y, pen.piece["round_cell"]), str(number), number == view.round, number < view.round)
    x = pen.label((x + 18, y), pen.t("phase"))
    current = PHASE_NUMBERS.get(view.phase, PHASES + 1 if view.finished else 0)
    for number in range(1, PHASES + 1):
        x = pen.cell((x, y, pen.piece["phase_cell"]), str(number), number == current, number < current)
    right = _waiting(pen, view, rect.right - 14, y)
    key = f"strip.{view.phase}"
    name = pen.t(key) if CATALOGUE.has(PREFIX + key) else phase_name(view.phase, pen.lang)
    text, size = pen.shrink(name, right - x - 30, heavy=True)
    pen.text((x + 14, y), text, size, heavy=True)


def _waiting(pen: Pen, view: SigismundusView, right: int, y: int) -> int:
    """The discs of the seats the table waits for, right-aligned at ``right``; returns where they begin.
    Whether a seat owes an answer is public; what a seat has sealed is not, and is not drawn."""
    owing = [s.seat for s in view.seats if s.owes_answer and not s.submitted]
    if view.finished or not owing:
        return right
    radius = pen.piece["disc"]
    x = right - len(owing) * (2 * radius + 4)
    for i, seat in enumerate(owing):
        pen.seat_disc((x + i * (2 * radius + 4) + radius, y), radius, seat)
    caption = pen.t("waiting_for")
    return x - 8 - pen.text((x - 8, y), caption, "small", heavy=True, fill="waiting", anchor="rm")
