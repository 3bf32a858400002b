"""Formatting the rules' messages for people: seat names, events, decisions and forms as text.

Shared by the Discord layer and the local table so both say the same thing the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.decision import Amount, Assign, Decision, Event, Form, Options, Split, Steps
from rules.core.game import Game
from rules.core.messages import CATALOGUE, Msg

Namer = Callable[[int], str]


def seat_namer(game: Game[Any], state: Any, users: dict[int, str] | None = None) -> Namer:
    """Names a seat by its role in the game, with the player's name when known."""

    def name(seat: int) -> str:
        base = game.seat_name(state, seat)
        if users and seat in users:
            return f"{base} [{users[seat]}]"
        return base

    return name


def say(message: Msg, namer: Namer, lang: str = "en") -> str:
    return CATALOGUE.format(message, namer, lang)


def event_lines(events: list[Event], namer: Namer, *, seat: int | None) -> list[str]:
    """The events ``seat`` may read (``None``: the public only), as lines."""
    out = []
    for event in events:
        if event.to is None or (seat is not None and seat in event.to):
            out.append(say(event.msg, namer))
    return out


def form_hint(form: Form) -> str:
    """How to answer a form by typing, with an example."""
    if isinstance(form, Options):
        return "choose one: " + ", ".join(f"`{c.text}`" for c in form.choices[:10])
    if isinstance(form, Amount):
        unit = f" {form.unit}" if form.unit else ""
        return f"type `{form.verb} N` with N from {form.low} to {form.high}{unit}"
    if isinstance(form, Steps):
        first = ", ".join(f"`{c.text}`" for c in form.after([]).choices[:12])
        return (form.hint + " — " if form.hint else "") + f"start with one of: {first}"
    if isinstance(form, Assign):
        pool = ", ".join(str(v) for v in form.pool)
        example = form.verb + " " + " ".join(f"{s.key}=…" for s in form.slots)
        return f"type `{example}` using each of your items once: {pool}"
    assert isinstance(form, Split)
    caps = ", ".join(f"{s.label} ≤{c}" for s, c in zip(form.slots, form.caps, strict=True))
    example = form.verb + " " + " ".join(f"{s.key}=…" for s in form.slots)
    return f"type `{example}` placing exactly {form.total} in all ({caps})"


def decision_text(decision: Decision, seat: int, namer: Namer) -> str:
    kind = "secret, all answer at once" if decision.secret else "in turn order"
    if decision.simultaneous and not decision.secret:
        kind = "all answer at once"
    return f"{say(decision.prompt, namer)} [{kind}; {decision.rule}]\n{form_hint(decision.forms[seat])}"
