"""Messages as keys with parameters, formatted from a catalogue.

The rules never build player-facing sentences directly: an :class:`Event` or a prompt carries a
:class:`Msg` (a catalogue key plus parameters), and whoever shows it (Discord, the local table)
formats it in the reader's language, naming seats the way that surface names them.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Union


class SeatRef(int):
    """A seat number inside message parameters, so the formatter can name the seat."""

    __slots__ = ()


Param = Union[int, str, SeatRef, "Msg", Sequence["Param"]]


@dataclass(frozen=True)
class Msg:
    """One player-facing sentence: a catalogue key and its parameters."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)


def msg(key: str, **params: Param) -> Msg:
    return Msg(key, params)


SeatNamer = Callable[[int], str]

LANGUAGES = ("en", "pl")


class Catalogue:
    """Templates by language and key. Missing Polish text falls back to English."""

    def __init__(self) -> None:
        self._templates: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}

    def add(self, lang: str, templates: Mapping[str, str]) -> None:
        table = self._templates.setdefault(lang, {})
        for key, text in templates.items():
            if key in table and table[key] != text:
                raise ValueError(f"message key {key!r} defined twice for {lang}")
            table[key] = text

    def keys(self, lang: str = "en") -> set[str]:
        return set(self._templates.get(lang, {}))

    def has(self, key: str) -> bool:
        return key in self._templates["en"]

    def translation(self, key: str, lang: str) -> str | None:
        """The raw template of ``key`` in ``lang``, if there is one (no fallback)."""
        return self._templates.get(lang, {}).get(key)

    def format(self, message: Msg, namer: SeatNamer, lang: str = "en") -> str:
        """The sentence in ``lang``. A field written ``{n:die|dice}`` takes the form that agrees with
        the number ``n`` (two forms in English; three in Polish: 1, 2-4, 5 and more); ``{x:cap}``
        capitalises the first letter (a name that starts a sentence)."""
        template = self._templates.get(lang, {}).get(message.key) or self._templates["en"].get(message.key)
        if template is None:
            raise KeyError(f"no message {message.key!r}")
        values = {name: self._value(value, namer, lang) for name, value in message.params.items()}
        return _Plurals(lang).vformat(template, (), values)

    def _value(self, value: Param, namer: SeatNamer, lang: str) -> str | int:
        if isinstance(value, SeatRef):
            return namer(int(value))
        if isinstance(value, Msg):
            return self.format(value, namer, lang)
        if isinstance(value, int):
            return value
        if isinstance(value, str):
            return value
        parts = [str(self._value(v, namer, lang)) for v in value]
        return ", ".join(parts) if parts else "—"


class _Plurals(string.Formatter):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec == "cap":
            text = str(value)
            return text[:1].upper() + text[1:]
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        forms = format_spec.split("|")
        n = value if isinstance(value, int) else 2
        return forms[plural_index(n, len(forms))]


def plural_index(n: int, forms: int) -> int:
    """Which of ``forms`` plural forms agrees with ``n``: English (2 forms), Polish (3 forms)."""
    if forms == 2:
        return 0 if n == 1 else 1
    if n == 1:
        return 0
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return 1
    return 2


CATALOGUE = Catalogue()
"""The one catalogue; each game's package adds its messages when imported."""

CATALOGUE.add(
    "en",
    {
        "core.submitted": "{seat} has submitted ({count} of {total}).",
        "core.recorded_secret": (
            "Recorded: `{action}`. Only you can see this; you can change it until everyone has submitted."
        ),
        "core.changed_secret": "Changed to `{action}`. You can change it until everyone has submitted.",
        "core.unchanged_secret": "You had already submitted `{action}`; nothing changed.",
        "core.all_submitted": "Everyone has submitted; the answers are revealed.",
    },
)
