"""Formatting the rules' messages for people: seat names, events, decisions and forms as text.

Shared by the Discord layer and the local table so both say the same thing the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.decision import Amount, Assign, Decision, Event, Form, Options, Split, Steps
from rules.core.errors import rule_name
from rules.core.game import Game
from rules.core.messages import CATALOGUE, Msg

Namer = Callable[[int], str]


def seat_namer(game: Game[Any], state: Any, users: dict[int, str] | None = None, lang: str = "en") -> Namer:
    """Names a seat by its role in the game (in ``lang``), with the player's name when known."""

    def name(seat: int) -> str:
        base = game.seat_name_in(state, seat, lang)
        if users and seat in users:
            return f"{base} [{users[seat]}]"
        return base

    return name


def say(message: Msg, namer: Namer, lang: str = "en") -> str:
    return CATALOGUE.format(message, namer, lang)


def event_lines(events: list[Event], namer: Namer, *, seat: int | None, lang: str = "en") -> list[str]:
    """The events ``seat`` may read (``None``: the public only), as lines."""
    out = []
    for event in events:
        if event.to is None or (seat is not None and seat in event.to):
            out.append(say(event.msg, namer, lang))
    return out


def unit_in(unit: str, lang: str) -> str:
    """An amount's unit (``ducats``) in ``lang``: the catalogue's ``unit:<unit>``, else as written."""
    return (CATALOGUE.translation(f"unit:{unit}", lang) if unit and lang != "en" else None) or unit


def counted(n: int, unit: str, lang: str) -> str:
    """``n`` of an amount's unit, the noun agreeing with the number: "1 vote", "2 głosy", "5 głosów"."""
    if CATALOGUE.translation(f"unit.count:{unit}", lang) is not None:
        return _t(lang, f"unit.count:{unit}", n=n)
    return f"{n} {unit_in(unit, lang)}".rstrip()


def _t(lang: str, key: str, **params: Any) -> str:
    return CATALOGUE.format(Msg(key, params), str, lang)


def form_hint(form: Form, lang: str = "en") -> str:
    """How to answer a form by typing, with an example (the action words themselves are the game's
    canonical text, the same in every language)."""
    if isinstance(form, Options):
        return _t(lang, "bot.hint.options", choices=", ".join(f"`{c.text}`" for c in form.choices[:10]))
    if isinstance(form, Amount):
        unit = unit_in(form.unit, lang)
        return _t(lang, "bot.hint.amount", verb=form.verb, low=form.low, high=form.high, unit=unit).rstrip()
    if isinstance(form, Steps):
        first = ", ".join(f"`{c.text}`" for c in form.after([]).choices[:12])
        return (form.hint + " — " if form.hint else "") + _t(lang, "bot.hint.steps", first=first)
    if isinstance(form, Assign):
        pool = ", ".join(str(v) for v in form.pool)
        example = form.verb + " " + " ".join(f"{s.key}=…" for s in form.slots)
        return _t(lang, "bot.hint.assign", example=example, pool=pool)
    assert isinstance(form, Split)
    caps = ", ".join(f"{s.label_in(lang)} ≤{c}" for s, c in zip(form.slots, form.caps, strict=True))
    example = form.verb + " " + " ".join(f"{s.key}=…" for s in form.slots)
    return _t(lang, "bot.hint.split", example=example, total=form.total, caps=caps)


def decision_text(decision: Decision, seat: int, namer: Namer, lang: str = "en") -> str:
    """A decision as the local table prints it: the prompt, how it is answered, the rule, the hint."""
    kind = "secret" if decision.secret else ("together" if decision.simultaneous else "in_turn")
    how = _t(lang, f"bot.hint.kind_{kind}")
    rule = rule_name(decision.rule, lang)
    return f"{say(decision.prompt, namer, lang)} [{how}; {rule}]\n{form_hint(decision.forms[seat], lang)}"
