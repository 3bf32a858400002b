"""Messages as keys with parameters, formatted from a catalogue.

The rules never build player-facing sentences directly: an :class:`Event` or a prompt carries a
:class:`Msg` (a catalogue key plus parameters), and whoever shows it (Discord, the local table)
formats it in the reader's language, naming seats the way that surface names them.

Names that a game's data spells per language (a province, an enemy) travel as a :class:`Name`, so
each language's template gets its own spelling, and in Polish the grammatical form the sentence
needs: ``{province}`` is the basic form, ``{province:in}`` the form a template asks for by its tag.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Union


class SeatRef(int):
    """A seat number inside message parameters, so the formatter can name the seat."""

    __slots__ = ()


class Name(str):
    """A proper name in every language, with the grammatical forms sentences need.

    As a string it is the English name (so it prints, compares and sorts as English does);
    ``texts`` holds the basic (nominative) form by language and ``forms`` holds, by language, other
    forms by tag (Polish: ``gen`` "Małopolski", ``in`` "w Małopolsce", ``into`` "do Małopolski").
    A template asks for a form as ``{province:in}`` (and may add ``:cap``); a missing language falls
    back to English, a missing form to the basic form.
    """

    texts: Mapping[str, str]
    forms: Mapping[str, Mapping[str, str]]

    def __new__(cls, texts: Mapping[str, str], forms: Mapping[str, Mapping[str, str]] | None = None) -> Name:
        english = texts.get("en") or next(iter(texts.values()), "")
        self = super().__new__(cls, english)
        self.texts = dict(texts)
        self.forms = {lang: dict(by_tag) for lang, by_tag in (forms or {}).items()}
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Name, (self.texts, self.forms))

    def __repr__(self) -> str:
        return f"Name({self.texts!r})"

    def text(self, lang: str = "en", form: str = "") -> str:
        """The name in ``lang``: its basic form, or the form tagged ``form`` if it has one."""
        basic = self.texts.get(lang) or str(self)
        if not form:
            return basic
        return self.forms.get(lang, {}).get(form, basic)


def name(en: str, pl: str | None = None, pl_forms: Mapping[str, str] | None = None) -> Name:
    """A :class:`Name` spelled ``en`` in English and ``pl`` (default: the same) in Polish."""
    return Name({"en": en, "pl": pl or en}, {"pl": dict(pl_forms)} if pl_forms else {})


Param = Union[int, str, SeatRef, "Msg", Name, Sequence["Param"]]


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
        self._parsed: dict[tuple[str, str], tuple[_Piece, ...] | None] = {}
        self._formatters: dict[str, _Plurals] = {}

    def add(self, lang: str, templates: Mapping[str, str]) -> None:
        table = self._templates.setdefault(lang, {})
        for key, text in templates.items():
            if key in table and table[key] != text:
                raise ValueError(f"message key {key!r} defined twice for {lang}")
            table[key] = text
        self._parsed.clear()  # a template parsed before its translation came must be parsed again

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
        capitalises the first letter (a name that starts a sentence); ``{x:gen}`` takes a
        :class:`Name`'s form tagged ``gen`` (a plain text stays as it is), ``{x:gen:cap}`` both."""
        if message.key == "core.label":  # "{label}": a label in the reader's language, the commonest call
            return str(self._value(message.params["label"], namer, lang))
        try:
            pieces = self._parsed[(lang, message.key)]
        except KeyError:
            pieces = self._parse(message.key, lang)
        formatter = self._formatters.get(lang) or self._formatters.setdefault(lang, _Plurals(lang))
        params = message.params
        if pieces is None:  # a template with indexed or nested fields: the library's formatter reads it
            values = {name: self._value(value, namer, lang) for name, value in params.items()}
            return formatter.vformat(self._template(message.key, lang), (), values)
        out: list[str] = []
        for literal, field_name, spec in pieces:
            out.append(literal)
            if field_name is None:
                continue
            value = params[field_name]
            if spec:
                out.append(formatter.format_field(self._value(value, namer, lang), spec))
            elif isinstance(value, str):  # a plain field (most): the text itself, a name in the reader's language
                out.append(value.text(lang) if isinstance(value, Name) else value)
            else:
                out.append(str(self._value(value, namer, lang)))
        return "".join(out)

    def label(self, value: Param, lang: str) -> str:
        """A label or a detail (a :class:`Name`, a text or a message) in ``lang``: what ``core.label`` formats,
        without building a message for it (a prompt labels dozens of choices)."""
        if isinstance(value, Name):
            return value.text(lang)
        if isinstance(value, str):
            return value
        if isinstance(value, Msg):
            return self.format(value, str, lang)
        return str(self._value(value, str, lang))

    def _template(self, key: str, lang: str) -> str:
        template = self._templates.get(lang, {}).get(key) or self._templates["en"].get(key)
        if template is None:
            raise KeyError(f"no message {key!r}")
        return template

    def _parse(self, key: str, lang: str) -> tuple[_Piece, ...] | None:
        """A template cut once into its literal texts and plain fields (the library's formatter parses it anew at
        every call, which was a fifth of a click's CPU); ``None`` for a field it alone can read."""
        template = self._template(key, lang)
        pieces: list[_Piece] = []
        for literal, field_name, spec, conversion in string.Formatter().parse(template):
            if field_name is not None and (conversion or not field_name.isidentifier() or "{" in (spec or "")):
                self._parsed[(lang, key)] = None
                return None
            pieces.append((literal, field_name, spec or ""))
        parsed = tuple(pieces)
        self._parsed[(lang, key)] = parsed
        return parsed

    def _value(self, value: Param, namer: SeatNamer, lang: str) -> str | int:
        if isinstance(value, Name):
            return _Word(value, lang)
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


_Piece = tuple[str, str | None, str]
"""A parsed template's piece: the literal text before a field, the field's name (``None`` after the last
field), its format spec."""


class _Word(str):
    """A :class:`Name` in one language, as the formatter receives it: the basic form, and the others
    by tag for a field that asks for one."""

    name: Name
    lang: str

    def __new__(cls, name: Name, lang: str) -> _Word:
        word = super().__new__(cls, name.text(lang))
        word.name, word.lang = name, lang
        return word

    def form(self, tag: str) -> str:
        return self.name.text(self.lang, tag)


class _Plurals(string.Formatter):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> Any:
        if "|" in format_spec:
            forms = format_spec.split("|")
            n = value if isinstance(value, int) else 2
            return forms[plural_index(n, len(forms))]
        if not format_spec or not isinstance(value, str) or not all(p.isalpha() for p in format_spec.split(":")):
            return super().format_field(value, format_spec)
        text = str(value)
        for part in format_spec.split(":"):
            if part == "cap":
                text = text[:1].upper() + text[1:]
            elif isinstance(value, _Word):
                text = value.form(part)
        return text


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

EN = {
    "core.submitted": "{seat} has submitted ({count} of {total}).",
    "core.recorded_secret": (
        "Your sealed answer: {answer}. Only you can see it; you can change it until everyone has submitted."
    ),
    "core.changed_secret": "Your sealed answer is now: {answer}. You can change it until everyone has submitted.",
    "core.unchanged_secret": "You had already given this answer ({answer}); nothing changed.",
    "core.all_submitted": "Everyone has submitted; the answers are revealed.",
    "core.unchanged": "You gave that answer already; nothing changed.",
    "core.label": "{label}",
    # errors of the kernel (rules.core.game, rules.core.forms)
    "core.error.seats": "{title} is for {low}–{high} players, not {seats}",
    "core.error.role": "{role} is not a role in {title}; choose from {roles}",
    "core.error.same_role": "two players asked for the same role",
    "core.error.option": "{title} has no option {option}; its options are {options}",
    "core.error.option_value": "option {option} cannot be {value}; it can be {choices}",
    "core.error.options_table": "the options of {title} must be a table of names and values",
    "core.error.game_over": "The game is over; nothing more can be played.",
    "core.error.not_a_player": "You are not a player in this game.",
    "core.error.nothing_waits": "Nothing is waiting for an answer right now.",
    "core.error.not_your_turn": "It is not your decision now; the table is waiting for {names}.",
    "core.error.whole_number": "{what} must be a whole number, not {text}",
    "core.error.pair": "expected place=number, got {word}",
    "core.error.not_a": "{word} is not {what}",
    "core.error.twice": "{place} is named twice",
    "core.error.not_number": "{word} is not a whole number",
    "core.error.missing": "one token must go to each place; missing: {places}",
    "core.error.extra": "not a place for this decision: {places}",
    "core.error.token_twice": "you use a {value} token {count} times but have {held} available",
    "core.error.no_token": "you have no {value} token available",
    "core.error.unnamed": "name every place, including {place} (use 0)",
    "core.error.negative": "{place}: a count cannot be negative",
    "core.error.at_most": "{place}: at most {cap}",
    "core.error.total": "place exactly {total} in all, not {got}",
    "core.error.order": "{order} is not a standing order you can leave here",
    "rule:Components": "Components",
}

PL = {
    "core.submitted": "{seat}: odpowiedź złożona ({count} z {total}).",
    "core.recorded_secret": (
        "Twoja zapieczętowana odpowiedź: {answer}. Widzisz ją tylko ty; możesz ją zmienić, dopóki wszyscy nie "
        "odpowiedzą."
    ),
    "core.changed_secret": (
        "Twoja zapieczętowana odpowiedź to teraz: {answer}. Możesz ją zmienić, dopóki wszyscy nie odpowiedzą."
    ),
    "core.unchanged_secret": "Ta odpowiedź była już złożona ({answer}); nic się nie zmieniło.",
    "core.all_submitted": "Wszyscy odpowiedzieli; odpowiedzi zostają odkryte.",
    "core.unchanged": "Ta odpowiedź była już dana; nic się nie zmieniło.",
    "core.label": "{label}",
    "core.error.seats": "{title} to gra dla {low}–{high} graczy, nie dla {seats}",
    "core.error.role": "{role} nie jest rolą w grze {title}; do wyboru: {roles}",
    "core.error.same_role": "dwóch graczy wybrało tę samą rolę",
    "core.error.option": "gra {title} nie ma opcji {option}; jej opcje to: {options}",
    "core.error.option_value": "opcja {option} nie może mieć wartości {value}; dozwolone wartości: {choices}",
    "core.error.options_table": "opcje gry {title} muszą być tabelą nazw i wartości",
    "core.error.game_over": "Gra się zakończyła; nie można już nic zagrać.",
    "core.error.not_a_player": "Nie grasz w tej grze.",
    "core.error.nothing_waits": "W tej chwili nic nie czeka na odpowiedź.",
    "core.error.not_your_turn": "To nie twoja decyzja; stół czeka na: {names}.",
    "core.error.whole_number": "{what:cap}: oczekiwano liczby całkowitej, nie {text}",
    "core.error.pair": "oczekiwano zapisu miejsce=liczba, otrzymano {word}",
    "core.error.not_a": "{word} to nie {what}",
    "core.error.twice": "{place} podano dwa razy",
    "core.error.not_number": "{word} to nie liczba całkowita",
    "core.error.missing": "w każdym miejscu musi leżeć jeden żeton; brakuje: {places}",
    "core.error.extra": "to nie jest miejsce dla tej decyzji: {places}",
    "core.error.token_twice": (
        "żeton o wartości {value} użyty {count} {count:raz|razy|razy}, a masz {held} {held:taki|takie|takich}"
    ),
    "core.error.no_token": "nie masz żetonu o wartości {value}",
    "core.error.unnamed": "podaj każde miejsce, także {place} (wpisz 0)",
    "core.error.negative": "{place}: liczba nie może być ujemna",
    "core.error.at_most": "{place}: najwyżej {cap}",
    "core.error.total": "rozmieść dokładnie {total} łącznie, nie {got}",
    "core.error.order": "{order} nie jest stałym poleceniem, które możesz tu zostawić",
    "rule:Components": "Elementy gry",
}

CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)
