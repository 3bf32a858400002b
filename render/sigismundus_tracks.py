"""The three Support tracks of Sigismundus Augustus and their Representatives (rulebook, "The Board"; Sejm).

Each space shows its votes and the House marker on it; beside each track, its Representative card in gold and
the house highest on the track, who holds it.
"""

from __future__ import annotations

from render.sigismundus_labels import PREFIX
from render.sigismundus_pen import Pen
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import SigismundusView, TrackView


def _tracks(pen: Pen, view: SigismundusView) -> None:
    """The three Support tracks: each space's votes and the House marker on it; the Representative card
    held by the house highest on each."""
    rect = pen.layout.panels["tracks"]
    pen.panel(rect)
    pen.heading(rect, pen.t("tracks"), pen.t("votes_per_space"))
    cell = pen.piece["track_cell"]
    spaces = max((len(t.spaces) for t in view.tracks), default=0)
    pill_left = rect.right - 14 - _rep_width(pen, view)
    name_width = max(80, pill_left - 10 - spaces * (cell + 4) - (rect.x + 14) - 10)
    pen.text((pill_left, rect.y + 50), pen.t("representative"), "small", heavy=True, fill="muted")
    rows = max(1, len(view.tracks))
    step = min(46, (rect.bottom - rect.y - 86) // rows)
    for i, track in enumerate(view.tracks):
        y = rect.y + 86 + i * step
        x = rect.x + 14
        name = pen.named(f"track.{track.key}", track.name)
        pen.text((x, y), pen.fit(name, name_width, "small", True), "small", heavy=True)
        x += name_width + 10
        for space, seat in enumerate(track.spaces):
            _track_space(pen, (x, y, cell), track.votes[space] if space < len(track.votes) else 0, seat)
            x += cell + 4
        _representative(pen, view, track, (pill_left, y))


def _track_space(pen: Pen, cell: tuple[int, int, int], votes: int, seat: int | None) -> None:
    x, y, width = cell
    pen.draw.rounded_rectangle(
        (x, y - 18, x + width, y + 18), radius=6, fill=pen.colour("field"), outline=pen.colour("border")
    )
    pen.text((x + 8, y), str(votes), "small", heavy=True, fill="muted")
    radius = pen.piece["disc"]
    pen.seat_disc((x + width - radius - 8, y), radius, seat)


def _rep_width(pen: Pen, view: SigismundusView) -> int:
    names = [pen.t(f"rep.{t.representative}") for t in view.tracks if CATALOGUE.has(PREFIX + f"rep.{t.representative}")]
    widest = max((pen.width(f"{n}", "small", True) for n in names), default=60)
    return max(widest + 16 + 2 * pen.piece["disc"] + 10, pen.width(pen.t("representative"), "small", True))


def _representative(pen: Pen, view: SigismundusView, track: TrackView, origin: tuple[int, int]) -> None:
    """The Representative card of a track, in gold, with the disc of the house holding it."""
    x, y = origin
    key = f"rep.{track.representative}"
    name = pen.t(key) if CATALOGUE.has(PREFIX + key) else track.representative.capitalize()
    holder = next((s.seat for s in view.seats if track.representative in s.representatives), None)
    x = pen.pill(x, y, name, pen.style("gold", "gold_text"))
    pen.seat_disc((x + pen.piece["disc"], y), pen.piece["disc"], holder)
