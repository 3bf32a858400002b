"""Formatting the rules' messages for people: seat names, events, decisions and forms as text.

Shared by the Discord layer and the local table so both say the same thing the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from rules.core.decision import Amount, Assign, Choice, Event, Form, Options, Split, Steps
from rules.core.forms import answer_label as answer_label  # the words of an answer live beside its form
from rules.core.forms import counted as counted
from rules.core.forms import unit_in
from rules.core.game import Game
from rules.core.messages import CATALOGUE, Msg

Namer = Callable[[int], str]

LIMIT = 2000
"""Discord's limit on a message's characters."""
READABLE = 1500
LINES = 15
"""What a player reads without scrolling (the issue of a whole game's reading): no message the bot sends to the
channel, a DM or the thread runs over this many characters or lines; a longer text goes on in another message."""
"""Characters in one Discord message."""


def seat_namer(game: Game[Any], state: Any, users: dict[int, str] | None = None, lang: str = "en") -> Namer:
    """Names a seat by its role in the game (in ``lang``), with the player's name when known."""

    known: dict[int, str] = {}

    def name(seat: int) -> str:
        found = known.get(seat)
        if found is None:
            found = game.seat_name_in(state, seat, lang)
            if users and seat in users:
                found = f"{found} [{users[seat]}]"
            known[seat] = found
        return found

    return name


def short_namer(game: Game[Any], state: Any, lang: str = "en") -> Namer:
    """Names a seat short, for running text: the house or figure alone ("Sapieha", not "Sapieha (red)
    [Anna]"); the full name is given once, where the table says whom it waits for."""

    known: dict[int, str] = {}

    def name(seat: int) -> str:  # (each seat's name built once: a message names a seat several times)
        found = known.get(seat)
        if found is None:
            found = known[seat] = _BRACKETED.sub("", game.seat_name_in(state, seat, lang))
        return found

    return name


_BRACKETED = re.compile(r" \([^()]*\)$")


def say(message: Msg, namer: Namer, lang: str = "en") -> str:
    return CATALOGUE.format(message, namer, lang)


def event_lines(events: list[Event], namer: Namer, *, seat: int | None, lang: str = "en") -> list[str]:
    """The events ``seat`` may read (``None``: the public only), as lines."""
    out = []
    for event in events:
        if event.to is None or (seat is not None and seat in event.to):
            out.append(say(event.msg, namer, lang))
    return out


def _t(lang: str, key: str, **params: Any) -> str:
    return CATALOGUE.format(Msg(key, params), str, lang)


THEN_PASS = " then pass"
"""The suffix of an answer that carries the player's pass with it (Boże's New Estates)."""


def typed(choices: Sequence[Choice], lang: str) -> str:
    """Answers to type, each with what it names where its label says more than the word ("`office 15` —
    castellanus posnaniensis (15) · income 1"), so a hint never leaves a player to guess what a key means."""
    shown = [(c.text, c.label_in(lang)) for c in choices]
    if all(label.lower() == text.lower() for text, label in shown):
        return ", ".join(f"`{text}`" for text, _ in shown)
    return "; ".join(f"`{text}`" if label.lower() == text.lower() else f"`{text}` — {label}" for text, label in shown)


def form_hint(form: Form, lang: str = "en") -> str:
    """How to answer a form by typing, with an example (the action words themselves are the game's
    canonical text, the same in every language)."""
    if isinstance(form, Options):
        texts = [c.text for c in form.choices]
        # "estate ukraine then pass" beside "estate ukraine": one line says the suffix, not every answer twice
        plain = [
            c for c in form.choices if not (c.text.endswith(THEN_PASS) and c.text.removesuffix(THEN_PASS) in texts)
        ]
        hint = _t(lang, "bot.hint.options", choices=typed(plain[:10], lang))
        return hint + (_t(lang, "bot.hint.then_pass") if len(plain) < len(texts) else "")
    if isinstance(form, Amount):
        unit = unit_in(form.unit, lang)
        return _t(lang, "bot.hint.amount", verb=form.verb, low=form.low, high=form.high, unit=unit).rstrip()
    if isinstance(form, Steps):
        first = typed(form.after([]).choices[:12], lang)
        return (form.hint + " — " if form.hint else "") + _t(lang, "bot.hint.steps", first=first)
    if isinstance(form, Assign):
        pool = ", ".join(str(v) for v in form.pool)
        example = form.verb + " " + " ".join(f"{s.key}=…" for s in form.slots)
        return _t(lang, "bot.hint.assign", example=example, pool=pool)
    assert isinstance(form, Split)
    caps = ", ".join(f"{s.label_in(lang)} ≤{c}" for s, c in zip(form.slots, form.caps, strict=True))
    example = form.verb + " " + " ".join(f"{s.key}=…" for s in form.slots)
    return _t(lang, "bot.hint.split", example=example, total=form.total, caps=caps)


def split_message(text: str, limit: int = READABLE, lines: int = LINES) -> list[str]:
    """``text`` as messages of at most ``limit`` characters and ``lines`` lines, split between lines; a line longer
    than a message is split between words, each part saying it goes on ("…"), never inside a word unless one
    word alone is longer than a message."""
    parts: list[str] = []
    current = ""
    count = 0
    for line in text.split("\n"):
        for piece in _line_pieces(line, limit):
            if current and (len(current) + 1 + len(piece) > limit or count >= lines):
                parts.append(current)
                current, count = piece, 1
            else:
                current = f"{current}\n{piece}" if current else piece
                count += 1
    if current or not parts:
        parts.append(current)
    return parts


def _line_pieces(line: str, limit: int) -> list[str]:
    """A line cut between words into pieces that fit, marked "…" where one goes on in the next."""
    if len(line) <= limit:
        return [line]
    pieces: list[str] = []
    rest = line
    while len(rest) > limit:
        cut = rest.rfind(" ", 0, limit - 1)
        if cut <= 0:
            cut = limit - 1  # one word longer than a message: cut it, and say so with the mark
        pieces.append(rest[:cut].rstrip() + "…")
        rest = "…" + rest[cut:].lstrip()
    pieces.append(rest)
    return pieces


def fit(text: str, limit: int = READABLE, more: str = "", lang: str = "en", most: int = LINES) -> str:
    """``text`` in one message of at most ``limit`` characters and ``most`` lines: whole lines while they fit, then
    ``more`` (what follows and where to read it) or a count of the lines left out; never a line cut in the middle
    (a single line longer than a message is cut between words, and says so)."""
    lines = text.split("\n")
    if len(text) <= limit and len(lines) <= most:
        return text
    kept: list[str] = []
    size = 0
    for index, line in enumerate(lines):
        note = more or _t(lang, "bot.more_lines", count=len(lines) - index)
        if size + len(line) + 1 + len(note) > limit or len(kept) + 1 >= most:
            if not kept:
                return split_message(line, limit - len(note) - 1)[0] + "\n" + note
            return "\n".join([*kept, note])
        kept.append(line)
        size += len(line) + 1
    return "\n".join(kept)
