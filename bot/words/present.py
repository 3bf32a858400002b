"""What the adapters show of a decision: one value, built once per state, seat and language from the rules'
decision, that the live message, the DM prompts, the help, the answer-ahead prompt, the reminders and the local
table format (issue: the house).

A :class:`Shown` holds the decision's question and its explanation in the reader's language (the seats named
as the table names them), its rules topic, how it is typed, its options and presets each with its label and what
it does, and whether it is secret, simultaneous or in turn. The surfaces read these; none of them formats the
rules' messages or asks a form for its labels on its own. The components and the local table's step-by-step
builder still walk the form (``Shown.form``) to build a wizard's next step: its shape is the one thing a value
built ahead of time cannot hold.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.words.text import Namer, form_hint, say
from rules.core.decision import Choice, Decision, Form, Options, Steps
from rules.core.forms import fill_forced

PRESET_BUTTONS = 5
BUTTON_LABEL = 80
"""Presets shown as buttons at most (one row), and the longest label a button takes (Discord's)."""


@dataclass(frozen=True)
class Option:
    """One answer as it is shown: its action text (or next word), its label and what it does and costs."""

    text: str
    label: str
    detail: str


@dataclass(frozen=True)
class Shown:
    """One seat's view of one decision, in one language (see the module's docstring)."""

    decision: Decision
    seat: int
    lang: str
    prompt: str
    explain: str
    hint: str
    options: tuple[Option, ...]
    """The enumerated answers: an Options form's choices, or the first words of a built answer."""
    presets: tuple[Option, ...]
    """Whole answers offered in one click ("same as last turn", a suggested division)."""
    form: Form = field(repr=False, compare=False)

    @property
    def key(self) -> str:
        return self.decision.key

    @property
    def topic(self) -> str:
        return self.decision.topic

    @property
    def kind(self) -> str:
        """``secret``, ``together`` (simultaneous) or ``in_turn``."""
        return "secret" if self.decision.secret else "together" if self.decision.simultaneous else "in_turn"

    def details(self, limit: int = 8) -> list[str]:
        """What each preset and option does and costs, a line each ("• **Pass** — …"), for a prompt whose buttons
        cannot say it (a menu shows it under each option instead)."""
        # presets in a menu (many, or labels too long for a button) say their details there, under each option
        buttons = len(self.presets) <= PRESET_BUTTONS and all(len(p.label) <= BUTTON_LABEL for p in self.presets)
        offered = (*(self.presets if buttons else ()), *self.options)
        described = [o for o in offered if o.detail][:limit]
        return [f"• **{o.label}** — {o.detail}" for o in described]


def option_of(choice: Choice, lang: str) -> Option:
    return Option(choice.text, choice.label_in(lang), choice.detail_in(lang))


def present(decision: Decision, seat: int, namer: Namer, lang: str) -> Shown:
    """``seat``'s view of ``decision`` in ``lang`` (``namer`` names the seats as the table does)."""
    form = decision.forms[seat]
    presets = tuple(option_of(c, lang) for c in getattr(form, "presets", ()))
    if isinstance(form, Options):
        options = tuple(option_of(c, lang) for c in form.choices)
    elif isinstance(form, Steps):
        options = tuple(option_of(c, lang) for c in form.after(fill_forced(form, [])).choices)
    else:
        options = ()
    explain = say(decision.explain, namer, lang) if decision.explain is not None else ""
    return Shown(
        decision, seat, lang, say(decision.prompt, namer, lang), explain, form_hint(form, lang), options, presets, form
    )
