"""Building an answer step by step at the local table, as the Discord wizard does: a form that is a
:class:`~rules.core.decision.Steps` (a Niepodległa proposal, a Boże special action, a Sigismundus card with its
target) is walked word by word with ``form.after(words).choices``. At each step the table lists the next words,
numbered with their names and what they do; the player picks one by number or by typing it, ``back`` takes the
last word back, ``send`` sends the words once they are a whole answer that could still go on (an answer that
cannot go on is sent at once), and ``cancel`` leaves. A word that is the only one possible is filled in.

The walk only guides: the table still validates the answer it sends.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from bot.terminal.prompts import SHOWN_AT_MOST, choice_line
from bot.words.cli import text
from rules.core.decision import Choice, Steps
from rules.core.forms import fill_forced, normalise
from rules.core.numbers import is_count

BACK = ("back", "wstecz", "cofnij")
SEND = ("send", "ok", "wyślij", "wyslij", "gotowe")
CANCEL = ("cancel", "anuluj")


@dataclass(frozen=True)
class Built:
    """How the builder ended: the answer to send (``text``), or nothing (the player cancelled, or a command
    moved the table on; ``ended``: the input ended)."""

    text: str | None = None
    ended: bool = False


def prefix(form: Steps, typed: str) -> list[str] | None:
    """The words of ``typed`` as a walk of ``form`` from its start (each step's word matched in its canonical
    spelling, a word of several words as a whole), if it is one and not yet a whole answer; else ``None`` (the
    table takes the line as it is)."""
    words = typed.split()
    done: list[str] = []
    i = 0
    while i < len(words):
        step = form.after(done)
        for choice in sorted(step.choices, key=lambda c: -len(c.text.split())):
            size = len(choice.text.split())
            if [normalise(w) for w in words[i : i + size]] == [normalise(w) for w in choice.text.split()]:
                done.append(choice.text)
                i += size
                break
        else:
            return None
    done = fill_forced(form, done)
    return None if form.after(done).complete else done


def chosen(choices: Sequence[Choice], typed: str, lang: str = "en") -> Choice | None:
    """The choice a typed line names: its number, its word(s), or its name (in English or ``lang``)."""
    if is_count(typed):
        n = int(typed)
        return choices[n - 1] if 1 <= n <= len(choices) else None
    wanted = normalise(typed)
    for choice in choices:
        if wanted in (normalise(choice.text), normalise(choice.label), normalise(choice.label_in(lang))):
            return choice
    return None


async def build(
    form: Steps,
    words: Sequence[str],
    read: Callable[[str], str | None],
    show: Callable[[str], None],
    command: Callable[[str], Awaitable[bool]],
    prompt: str,
    lang: str,
) -> Built:
    """Walk ``form`` on from ``words`` with the player (``read`` a line, ``show`` a line) until an answer is
    whole and sent, or the player leaves. A table command typed meanwhile (``:rules``, ``:view``) is run by
    ``command``, and the walk goes on unless it says the table moved on."""
    trail = [fill_forced(form, [])]
    if len(words) > len(trail[0]):
        trail.append(fill_forced(form, list(words)))
    while True:
        done = trail[-1]
        step = form.after(done)
        if step.complete and not step.choices:
            return Built(text=" ".join(done))
        show(text(lang, "local.so_far", words=" ".join(done)) if done else text(lang, "local.build_start"))
        for n, choice in enumerate(step.choices[:SHOWN_AT_MOST], 1):
            show(choice_line(n, choice, lang))
        if len(step.choices) > SHOWN_AT_MOST:
            show(text(lang, "local.more_choices", count=len(step.choices) - SHOWN_AT_MOST))
        show(text(lang, "local.build_how_send" if step.complete else "local.build_how"))
        line = read(prompt)
        if line is None:
            return Built(ended=True)
        typed = line.strip()
        if not typed:
            continue
        word = normalise(typed)
        if word in {normalise(w) for w in BACK}:
            if len(trail) == 1:
                return Built()
            trail.pop()
            continue
        if word in {normalise(w) for w in CANCEL}:
            return Built()
        if word in {normalise(w) for w in SEND} and step.complete:
            return Built(text=" ".join(done))
        if typed.startswith(":"):
            if not await command(typed):
                return Built()
            continue
        picked = chosen(step.choices, typed, lang)
        if picked is None:
            show(text(lang, "local.build_unknown", typed=typed[:40], last=min(len(step.choices), SHOWN_AT_MOST)))
            continue
        trail.append(fill_forced(form, [*done, picked.text]))
