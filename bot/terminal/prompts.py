"""How the local table asks for a decision: the prompt, what it means, and its answers numbered with their names
and what each does, so a newcomer can answer by number without the README (``office 15`` is shown as
"castellanus posnaniensis (15) — Land office · income 1 ..."; ``gdansk`` as "Gdańsk — 1 die from Prussia ...").

The numbers stand for: an enumerated answer (a choice), a whole answer given in one go (a form's presets: the
suggested proposal, the same tokens as last turn), or the first word of an answer built step by step (the
builder, :mod:`bot.terminal.builder`, goes on from there). An amount is typed as its number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.words.cli import text
from bot.words.present import Shown
from bot.words.text import form_hint
from rules.core.decision import Amount, Assign, Choice, Form, Options, Split, Steps
from rules.core.errors import rule_name
from rules.core.forms import fill_forced
from rules.core.messages import CATALOGUE, msg
from rules.core.numbers import is_count

SHOWN_AT_MOST = 60
"""Numbered answers a prompt lists (more are still picked by number or typed)."""


@dataclass(frozen=True)
class Pick:
    """What a number in a prompt stands for: ``words`` (the words of an answer built so far, with the choice's
    word last), and whether they are a whole answer (``whole``) or the start of one to build on."""

    choice: Choice
    words: tuple[str, ...]
    whole: bool

    @property
    def text(self) -> str:
        return " ".join(self.words)


def picks(form: Form) -> list[Pick]:
    """The answers a prompt numbers for ``form``, in order: its presets (whole answers), then its choices (an
    enumerated form's answers, or the first words of a built one)."""
    presets: Sequence[Choice] = getattr(form, "presets", ())
    out = [Pick(c, (c.text,), True) for c in presets]
    if isinstance(form, Options):
        out += [Pick(c, (c.text,), True) for c in form.choices]
    elif isinstance(form, Steps):
        start = tuple(fill_forced(form, []))
        for choice in form.after(start).choices:
            words = fill_forced(form, [*start, choice.text])
            out.append(Pick(choice, tuple(words), ends(form, words)))
    return out


def ends(form: Steps, words: Sequence[str]) -> bool:
    """Whether ``words`` are a whole answer that cannot go on."""
    step = form.after(words)
    return step.complete and not step.choices


def choice_line(n: int, choice: Choice, lang: str, *, word: bool = False) -> str:
    """``  3. castellanus posnaniensis (15) `office 15` — Land office · income 1 ...``: a numbered answer with
    its name, its text when the name is not it, and what it does."""
    label = choice.label_in(lang)
    typed = "" if _same(label, choice.text) else f" `{choice.text}`"
    detail = choice.detail_in(lang)
    more = "…" if word and not label.endswith("…") else ""
    return f"  {n}. {label}{more}{typed}" + (f" — {detail}" if detail else "")


def _same(label: str, typed: str) -> bool:
    return label.strip().lower() == typed.strip().lower()


def decision_lines(shown: Shown) -> list[str]:
    """The prompt of a seat's decision (:class:`~bot.words.present.Shown`): the question with how it is answered
    and its rule, what it means, the numbered answers, and how to answer (with the ``:rules`` topic that explains
    it)."""
    lang, decision = shown.lang, shown.decision
    how = CATALOGUE.format(msg(f"bot.hint.kind_{shown.kind}"), str, lang)
    lines = [f"{shown.prompt} [{how}; {rule_name(decision.rule, lang)}]"]
    if shown.explain:
        lines.append(f"  {shown.explain}")
    lines += form_lines(shown.form, lang)
    if shown.topic:
        lines.append(text(lang, "local.rules_topic", topic=shown.topic))
    return lines


def form_lines(form: Form, lang: str) -> list[str]:
    """A form's numbered answers and how to answer it."""
    numbered = picks(form)
    lines = [choice_line(n, p.choice, lang, word=not p.whole) for n, p in enumerate(numbered[:SHOWN_AT_MOST], 1)]
    if len(numbered) > SHOWN_AT_MOST:
        lines.append(text(lang, "local.more_choices", count=len(numbered) - SHOWN_AT_MOST))
    if isinstance(form, Options):
        lines.append(text(lang, "local.how_options"))
    elif isinstance(form, Steps):
        start = fill_forced(form, [])
        if start:
            lines.insert(0, text(lang, "local.so_far", words=" ".join(start)))
        lines.append(text(lang, "local.how_steps"))
    elif isinstance(form, Amount):
        lines.append(text(lang, "local.how_amount", hint=form_hint(form, lang)))
    else:
        assert isinstance(form, Assign | Split)
        key = "local.how_presets" if numbered else "local.how_typed"
        lines.append(text(lang, key, hint=form_hint(form, lang)))
    return lines


def legal_now(form: Form, lang: str) -> str:
    """What may be answered now, in a few words, for a refusal: a handful of the answers or the form's shape."""
    if isinstance(form, Options):
        shown = ", ".join(f"`{c.text}`" for c in form.choices[:6])
        return shown + ("…" if len(form.choices) > 6 else "")
    if isinstance(form, Steps):
        start = fill_forced(form, [])
        choices = form.after(start).choices
        head = " ".join(start) + " " if start else ""
        shown = ", ".join(f"`{head}{c.text}`" for c in choices[:6])
        return shown + ("…" if len(choices) > 6 else "")
    return form_hint(form, lang)


def amount_text(form: Form, typed: str) -> str | None:
    """A bare number typed for an amount, as the amount's answer (``3`` is ``bid 3``)."""
    if isinstance(form, Amount) and is_count(typed):
        return f"{form.verb} {int(typed)}"
    return None
