"""The Sejm card of Sigismundus Augustus (rulebook, Sejm a-f; Combat).

The card of this round with its Act of Law, the Royal Demand, the Acts passed so far, and what the Sejm has
revealed while it sits: the office being voted on, the bribery offers; below them a combat under way. The focus
image of the Sejm lists the Acts passed as the board does (:func:`_wrap`).
"""

from __future__ import annotations

from collections.abc import Sequence

from render.sigismundus_labels import PREFIX, slug
from render.sigismundus_pen import ROMAN, Pen, _card_name, _disc_item, _row
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import SigismundusView


def _sejm(pen: Pen, view: SigismundusView) -> None:
    """The Sejm card of this round with its Act of Law, the Royal Demand, the Acts passed, and whatever the
    Sejm has revealed so far (the office being voted on, the bribery offers); a combat under way."""
    rect = pen.layout.panels["sejm"]
    pen.panel(rect)
    number = view.sejm_card
    title = pen.t("sejm", roman=ROMAN[number - 1]) if 1 <= number <= len(ROMAN) else pen.t("sejm_none")
    x, right = rect.x + 14, rect.right - 14
    after = pen.heading(rect, title) + 18
    act = pen.named(f"act.{slug(view.act)}", view.act) if view.act else "—"
    _line(pen, (after, rect.y + 20), right, pen.t("act"), act)
    y = rect.y + 54
    step = 26
    demand = pen.t(f"demand.{view.demand}") if view.demand else pen.t("demand_hidden")
    if view.demand and not CATALOGUE.has(PREFIX + f"demand.{view.demand}"):
        demand = view.demand
    _line(pen, (x, y), right, pen.t("demand"), demand)
    y += step
    acts = [pen.named(f"act.{slug(a)}", a) for a in view.acts]
    start = pen.label((x, y), pen.t("acts_passed"))
    office = next((o for o in view.offices if o.number == view.voting_office), None)
    below = (office is not None) + bool(view.bribery_ducats or view.bribery_votes) + 2 * (view.combat is not None)
    lowest = max(y + step, rect.bottom - 14 - (below + 1) * step)
    y = _wrap(pen, (start, y), right, acts or [pen.t("none")], (step, lowest)) + step
    if office is not None:
        _line(pen, (x, y), right, pen.t("voting_on"), f"{office.number}. {pen.local(office.name)}")
        y += step
    if (view.bribery_ducats or view.bribery_votes) and y <= rect.bottom - 16:
        _offers(pen, view, (x, y), right)
        y += step
    if view.combat is not None and y + 24 <= rect.bottom - 12:
        _combat(pen, view, (x, y), right)


def _line(pen: Pen, origin: tuple[int, int], right: int, caption: str, value: str, heavy: bool = True) -> None:
    start = pen.label(origin, caption)
    pen.text((start, origin[1]), pen.fit(value, right - start, "body", heavy), "body", heavy)


def _wrap(pen: Pen, origin: tuple[int, int], right: int, parts: Sequence[str], rows: tuple[int, int]) -> int:
    """Names separated by commas, word by word onto further lines (``rows``: line step, lowest line) as they
    need; the last line that fits ends in an ellipsis if anything is left over. Returns its y."""
    x, y = origin
    step, lowest = rows
    words = ", ".join(parts).split(" ")
    line: list[str] = []
    for i, word in enumerate(words):
        candidate = " ".join([*line, word])
        if not line or x + pen.width(candidate) <= right:
            line.append(word)
            continue
        if y + step > lowest:  # no line left: the rest goes into an ellipsis
            pen.text((x, y), pen.fit(" ".join(line + words[i:]), right - x), "body")
            return y
        pen.text((x, y), " ".join(line), "body")
        line, y = [word], y + step
    pen.text((x, y), pen.fit(" ".join(line), right - x), "body")
    return y


def _offers(pen: Pen, view: SigismundusView, origin: tuple[int, int], right: int) -> None:
    """The revealed bribery offers: ducats to buy votes, votes for sale, by seat."""
    x, y = origin
    for caption, offers in (
        (pen.t("ducats_offered"), view.bribery_ducats),
        (pen.t("votes_offered"), view.bribery_votes),
    ):
        if not offers:
            continue
        x = pen.label((x, y), caption)
        x = _row(pen, (x, y), right, [_disc_item(pen, y, seat, str(amount), 13) for seat, amount in offers]) + 14


def _combat(pen: Pen, view: SigismundusView, origin: tuple[int, int], right: int) -> None:
    """An attack under way: who attacks whom with which card, the combat phase to come, the wounds owed."""
    combat = view.combat
    if combat is None:
        return
    x, y = origin
    start = x + pen.text((x, y), pen.t("combat"), "small", heavy=True, fill="attack") + 8

    def house(seat: int) -> str:
        return pen.local(view.seats[seat].house) if 0 <= seat < len(view.seats) else "?"

    card = _card_name(pen, combat.card)
    what = pen.t("attacks", attacker=house(combat.attacker), defender=house(combat.defender), card=card)
    pen.text((start, y), pen.fit(what, right - start, "small", True), "small", heavy=True)
    stage = pen.t(f"stage.{combat.stage}") if 0 <= combat.stage <= 3 else ""
    wounds = pen.t("wounds", a=combat.wounds[0], d=combat.wounds[1]) if any(combat.wounds) else ""
    more = " · ".join(part for part in (stage, wounds) if part)
    if more:
        pen.text((start, y + 24), pen.fit(more, right - start, "small"), "small")
