"""The channel's short account of what ran by itself (issue 10, the table's voice): at most six lines, a
headline of the phase and its totals, then one line per house of what changed for it.

"Sapieha: −1 estate in Ukraine" in this game reads "Zamoyski: +8 VP → 31, wins castellanus cracoviensis (3)".
Everything said comes from the public views before and after (:func:`rules.sigismundus.view.build_view` with no
viewer) and the public events, so a report can tell no more than the board and the log already do: no hand,
no sealed answer, no card drawn. Houses are named by their title alone, once per line; the roll-by-roll detail
stays in the events, for the thread and the log.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.sigismundus import names
from rules.sigismundus.board import UNITS, Board
from rules.sigismundus.view import SeatView, SigismundusView

MAX_LINES = 6

EN = {
    "sigismundus.report.seat": "{house}: {changes}.",
    "sigismundus.report.parts": "{first} · {rest}",
    "sigismundus.report.vp": "{sign}{amount} VP → {total}",
    "sigismundus.report.ducats": "{sign}{amount} {amount:ducat|ducats} → {total}",
    "sigismundus.report.votes": "{sign}{amount} {amount:vote|votes} → {total}",
    "sigismundus.report.office_won": "gains {office}",
    "sigismundus.report.office_lost": "loses {office}",
    "sigismundus.report.rep": "takes the {card} card",
    "sigismundus.report.first": "takes the first player marker",
    "sigismundus.report.seal": "takes the seal of {country}",
    "sigismundus.report.figure_won": "gains {figure}",
    "sigismundus.report.figure_lost": "loses {figure}",
    "sigismundus.report.units": "{sign}{amount} × {unit}",
    "sigismundus.report.markers": "+{count} House {count:marker|markers} on {country}",
    "sigismundus.report.track": "{track} space {space}",
    "sigismundus.report.income": "Income: {total} {total:ducat|ducats} paid",
    "sigismundus.report.initiative": "Sejm {roman}: “{act}”, Royal Demand: {demand}; new figures: {figures}",
    "sigismundus.report.scoring": "Scoring: {countries}",
    "sigismundus.report.scored": "{country} {first}/{second}",
    "sigismundus.report.nothing_scored": "Scoring: offices only",
    "sigismundus.report.act_passed": "The Act “{act}” is passed",
    "sigismundus.report.act_rejected": "The Act “{act}” is rejected",
    "sigismundus.report.act_passed_by": "The Act “{act}” is passed, {yes} votes to {no}",
    "sigismundus.report.act_rejected_by": "The Act “{act}” is rejected, {yes} votes to {no}",
    "sigismundus.report.no_demand": "none",
    "sigismundus.report.demand.tax": "Tax",
    "sigismundus.report.demand.support": "Support in Sejm",
    "sigismundus.report.demand.host": "Noble Host",
    "sigismundus.report.combat": "{card}: {attacker} against {defender} — {outcome}",
}

PL = {
    "sigismundus.report.seat": "{house}: {changes}.",
    "sigismundus.report.parts": "{first} · {rest}",
    "sigismundus.report.vp": "{sign}{amount} PZ → {total}",
    "sigismundus.report.ducats": "{sign}{amount} {amount:dukat|dukaty|dukatów} → {total}",
    "sigismundus.report.votes": "{sign}{amount} {amount:głos|głosy|głosów} → {total}",
    "sigismundus.report.office_won": "obejmuje urząd {office:gen}",
    "sigismundus.report.office_lost": "traci urząd {office:gen}",
    "sigismundus.report.rep": "przejmuje kartę: {card}",
    "sigismundus.report.first": "bierze znacznik pierwszego gracza",
    "sigismundus.report.seal": "bierze pieczęć {country:gen}",
    "sigismundus.report.figure_won": "zyskuje postać: {figure}",
    "sigismundus.report.figure_lost": "traci postać: {figure}",
    "sigismundus.report.units": "{sign}{amount} × {unit}",
    "sigismundus.report.markers": "+{count} {count:znacznik|znaczniki|znaczników} rodu {country:in}",
    "sigismundus.report.track": "{track}: pole {space}",
    "sigismundus.report.income": "Dochód: wypłacono {total} {total:dukat|dukaty|dukatów}",
    "sigismundus.report.initiative": ("Sejm {roman}: „{act}”, Żądanie królewskie: {demand}; nowe postacie: {figures}"),
    "sigismundus.report.scoring": "Punktacja: {countries}",
    "sigismundus.report.scored": "{country} {first}/{second}",
    "sigismundus.report.nothing_scored": "Punktacja: tylko urzędy",
    "sigismundus.report.act_passed": "Ustawa „{act}” zostaje uchwalona",
    "sigismundus.report.act_rejected": "Ustawa „{act}” zostaje odrzucona",
    "sigismundus.report.act_passed_by": "Ustawa „{act}” zostaje uchwalona: {yes} za, {no} przeciw",
    "sigismundus.report.act_rejected_by": "Ustawa „{act}” zostaje odrzucona: {yes} za, {no} przeciw",
    "sigismundus.report.no_demand": "brak",
    "sigismundus.report.demand.tax": "Podatek",
    "sigismundus.report.demand.support": "Poparcie w Sejmie",
    "sigismundus.report.demand.host": "Pospolite ruszenie",
    "sigismundus.report.combat": "{card}: atakuje {attacker}, broni się {defender} — {outcome}",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

PLUS, MINUS = "+", "−"


def begun(events: Sequence[Event]) -> list[str]:
    """The steps that began during the events (flow keys), in order."""
    out: list[str] = []
    for event in events:
        if event.kind == "phase":
            title = event.msg.params.get("phase")
            if isinstance(title, Msg) and title.key.startswith("sigismundus.phase."):
                out.append(title.key.removeprefix("sigismundus.phase."))
    return out


def plain(message: Msg, houses: Sequence[str]) -> Msg:
    """``message`` with every seat named by its house alone (a report names each house short, with no
    mention of its player)."""

    def value(param: Param) -> Param:
        if isinstance(param, SeatRef):
            return houses[int(param)] if 0 <= int(param) < len(houses) else str(int(param))
        if isinstance(param, Msg):
            return plain(param, houses)
        if isinstance(param, list | tuple):
            return [value(p) for p in param]
        return param

    return Msg(message.key, {k: value(v) for k, v in message.params.items()})


def chain(parts: Sequence[Msg]) -> Msg:
    """Parts of one line, joined by " · "."""
    line = parts[-1]
    for part in reversed(parts[:-1]):
        line = msg("sigismundus.report.parts", first=part, rest=line)
    return line


def signed(key: str, change: int, total: int) -> Msg:
    return msg(key, sign=PLUS if change > 0 else MINUS, amount=abs(change), total=total)


class Reporter:
    """Builds the report of one stretch of play from the public views around it."""

    def __init__(self, board: Board, view: Callable[[Any], SigismundusView]) -> None:
        self.board = board
        self.view = view

    def report(self, before_state: Any, after_state: Any, events: Sequence[Event]) -> list[Msg] | None:
        before, after = self.view(before_state), self.view(after_state)
        public = [e for e in events if e.to is None]
        started = begun(public)
        steps = [before.phase, *started]
        houses = [s.house for s in after.seats]
        head = self.headline(before, after, public, started, houses)
        lines = [self.seat_line(b, a, before, after, steps) for b, a in zip(before.seats, after.seats, strict=True)]
        body = [line for line in lines if line is not None]
        if head is None and not body:
            return None
        if head is None:
            head = after.headline
        return [head, *body][:MAX_LINES]

    # the headline -------------------------------------------------------------------------------

    def headline(
        self,
        before: SigismundusView,
        after: SigismundusView,
        events: Sequence[Event],
        started: Sequence[str],
        houses: Sequence[str],
    ) -> Msg | None:
        """The phases' totals in one line (``started``: the steps that began): what the round brings, the income
        paid, the countries scored, how the last sealed answers came out, the Act, a combat's outcome, the
        winner."""
        parts: list[Msg] = []
        if "initiative" in started and after.sejm_card:
            parts.append(self.initiative(after))
        if "income" in started:
            paid = sum(a.ducats - b.ducats for b, a in zip(before.seats, after.seats, strict=True))
            parts.append(msg("sigismundus.report.income", total=max(0, paid)))
        keys = {e.msg.key: e.msg for e in events}
        reveals = [e.msg for e in events if e.kind == "reveal" and e.msg.key.startswith("sigismundus.")]
        reveals = [m for m in reveals if m.key != "sigismundus.act.thumbs"]  # the Act's line says how it went
        if reveals:
            parts.append(plain(reveals[-1], houses))
        if "scoring" in started or any(e.msg.key == "sigismundus.scoring.country" for e in events):
            parts.append(self.scoring(events))
        thumbs = keys.get("sigismundus.act.thumbs")
        for key in ("sigismundus.act.passed", "sigismundus.act.rejected"):
            if key in keys:
                act = keys[key].params["act"]
                how = key.rsplit(".", 1)[1]
                if thumbs is not None:
                    yes, no = thumbs.params["yes"], thumbs.params["no"]
                    parts.append(msg(f"sigismundus.report.act_{how}_by", act=act, yes=yes, no=no))
                else:
                    parts.append(msg(f"sigismundus.report.act_{how}", act=act))
        begun = keys.get("sigismundus.combat.begins")
        fight = before.combat
        for key in ("sigismundus.combat.won", "sigismundus.combat.held"):
            if key not in keys:
                continue
            outcome = plain(keys[key], houses)
            if begun is not None:
                who = plain(begun, houses).params
                sides: dict[str, Param] = {k: who[k] for k in ("card", "attacker", "defender")}
            elif fight is not None:
                card = names.card(self.board, fight.card)
                sides = {"card": card, "attacker": houses[fight.attacker], "defender": houses[fight.defender]}
            else:
                parts.append(outcome)
                continue
            parts.append(msg("sigismundus.report.combat", outcome=outcome, **sides))
        if "sigismundus.end.winner" in keys:
            parts.append(plain(keys["sigismundus.end.winner"], houses))
        return chain(parts) if parts else None

    def initiative(self, view: SigismundusView) -> Msg:
        card = self.board.sejm_card(view.sejm_card)
        demand = msg(f"sigismundus.report.demand.{view.demand}" if view.demand else "sigismundus.report.no_demand")
        figures = [names.figure(self.board, f) for f in view.figures_open]
        return msg(
            "sigismundus.report.initiative",
            roman=card.roman,
            act=names.act(self.board, view.sejm_card),
            demand=demand,
            figures=figures,
        )

    def scoring(self, events: Sequence[Event]) -> Msg:
        scored = [
            msg(
                "sigismundus.report.scored",
                country=e.msg.params["country"],
                first=e.msg.params["first"],
                second=e.msg.params["second"],
            )
            for e in events
            if e.msg.key == "sigismundus.scoring.country"
        ]
        return (
            msg("sigismundus.report.scoring", countries=scored) if scored else msg("sigismundus.report.nothing_scored")
        )

    # a house's line ---------------------------------------------------------------------------------

    def seat_line(
        self, b: SeatView, a: SeatView, before: SigismundusView, after: SigismundusView, steps: Sequence[str]
    ) -> Msg | None:
        """What changed for one house, most weighty first; ``None`` if nothing did."""
        board = self.board
        changes: list[Msg] = []
        if a.vp != b.vp:
            changes.append(signed("sigismundus.report.vp", a.vp - b.vp, a.vp))
        if a.ducats != b.ducats:
            changes.append(signed("sigismundus.report.ducats", a.ducats - b.ducats, a.ducats))
        returned = "act_of_law" in steps and not any(s.votes for s in after.seats)  # every vote back to the bank
        if a.votes != b.votes and not returned:
            changes.append(signed("sigismundus.report.votes", a.votes - b.votes, a.votes))
        for number in a.offices:
            if number not in b.offices:
                changes.append(msg("sigismundus.report.office_won", office=names.office(board, number)))
        for number in b.offices:
            if number not in a.offices:
                changes.append(msg("sigismundus.report.office_lost", office=names.office(board, number)))
        for card in a.representatives:
            if card not in b.representatives:
                changes.append(msg("sigismundus.report.rep", card=msg(f"sigismundus.rep.{card}")))
        if a.first and not b.first and before.phase != "setup":
            changes.append(msg("sigismundus.report.first"))
        seals_before = {c.key for c in before.countries if c.seal == a.seat}
        for country in after.countries:
            if country.seal == a.seat and country.key not in seals_before:
                changes.append(msg("sigismundus.report.seal", country=names.country(board, country.key)))
        if "scoring" not in steps:
            markers = {c.key: c.markers[a.seat] for c in before.countries}
            for country in after.countries:
                placed = country.markers[a.seat] - markers.get(country.key, 0)
                if placed > 0:
                    changes.append(
                        msg("sigismundus.report.markers", count=placed, country=names.country(board, country.key))
                    )
        for figure in a.figures:
            if figure not in b.figures:
                changes.append(msg("sigismundus.report.figure_won", figure=names.figure(board, figure)))
        for figure in b.figures:
            if figure not in a.figures:
                changes.append(msg("sigismundus.report.figure_lost", figure=names.figure(board, figure)))
        changes += units_changed(b, a)
        if "royal_demand" in steps and a.positions[0] != b.positions[0] and a.positions[0]:
            changes.append(msg("sigismundus.report.track", track=names.track(board, "royal"), space=a.positions[0]))
        if not changes:
            return None
        return msg("sigismundus.report.seat", house=a.house, changes=changes)


def units_changed(b: SeatView, a: SeatView) -> list[Msg]:
    """Units won or lost by kind, counting the Noble Host with the rest (sending units to it loses nothing)."""
    out: list[Msg] = []
    for unit in UNITS:
        had = getattr(b.units, unit) + getattr(b.host, unit)
        has = getattr(a.units, unit) + getattr(a.host, unit)
        if has != had:
            out.append(
                msg(
                    "sigismundus.report.units",
                    sign=PLUS if has > had else MINUS,
                    amount=abs(has - had),
                    unit=names.unit(unit),
                )
            )
    return out


def report(
    board: Board, view: Callable[[Any], SigismundusView], before: Any, after: Any, events: Sequence[Event]
) -> list[Msg] | None:
    """The report of the stretch from ``before`` to ``after`` (see the module's docstring)."""
    return Reporter(board, view).report(before, after, events)


def format_report(lines: Sequence[Msg], lang: str = "en", seat_name: Mapping[int, str] | None = None) -> list[str]:
    """The report's lines as text (for tests and the local table); seats, if any are left, by ``seat_name``."""
    names_by_seat = dict(seat_name or {})
    return [CATALOGUE.format(line, lambda s: names_by_seat.get(s, str(s)), lang) for line in lines]
