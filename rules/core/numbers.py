"""One number grammar for the action text of every game: a bid, a count, an office, a field.

A number is written with the ASCII digits 0–9, after an optional ``+`` or ``-``, and has at most
:data:`MAX_DIGITS` significant digits. Python's own ``int()`` is more generous and less safe: it reads
other scripts' digits (``٣``) and underscores (``1_0``), refuses characters ``str.isdigit()`` calls
digits (``①``, ``¹``) with a bare ``ValueError``, and stops at 4,300 digits. Every parser asks this module
instead, so all three games read the same numbers and refuse the others with the same sentence
(a :class:`MalformedAction`, which changes nothing).
"""

from __future__ import annotations

import re

from rules.core.errors import MalformedAction
from rules.core.messages import CATALOGUE, Param, msg

MAX_DIGITS = 6
"""No answer in any of the games needs a number of more digits (the largest are ducats and gold)."""

LIMIT = 10**MAX_DIGITS - 1

_FORM = re.compile(r"[+-]?[0-9]+")
_SIGNS = "+-−–—"
_SHOWN = 12
"""How much of a long word an error quotes (a 5,000-digit number is not echoed back whole)."""

EN = {
    "core.error.digits": "{text} is not a number written with the digits 0–9",
    "core.error.too_large": "{text} is too large: numbers here have at most {digits} {digits:digit|digits}",
}
PL = {
    "core.error.digits": "{text} to nie liczba zapisana cyframi 0–9",
    "core.error.too_large": "{text} to za duża liczba: liczby mają tu najwyżej {digits} {digits:cyfrę|cyfry|cyfr}",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def is_number(word: str) -> bool:
    """Whether ``word`` is a number of the grammar: ASCII digits after an optional sign, within the bound."""
    return _FORM.fullmatch(word) is not None and len(word.lstrip("+-").lstrip("0")) <= MAX_DIGITS


def is_count(word: str) -> bool:
    """Whether ``word`` is a number of the grammar written without a sign (a count, an office, a field)."""
    return word[:1] not in "+-" and is_number(word)


def numeric(word: str) -> bool:
    """Whether ``word`` is meant as a number: an optional sign, then only characters that are numerals in
    some script (``12``, ``-3``, ``①``, ``¹``, ``٣``). A parser that meets such a word reads it with
    :func:`read_number`, which accepts it or says why not; a word that is not numeric may be a name."""
    body = word[1:] if word[:1] in _SIGNS else word
    return bool(body) and all(ch.isnumeric() for ch in body)


def read_number(word: str, what: Param | None = None) -> int:
    """The whole number ``word`` writes, or a :class:`MalformedAction` saying why it is none: digits of
    another script, too many digits, or not a number at all (``what`` names what was expected, if given)."""
    if is_number(word):
        return int(word)
    if _FORM.fullmatch(word):
        raise MalformedAction(msg("core.error.too_large", text=shown(word), digits=MAX_DIGITS))
    if numeric(word):
        raise MalformedAction(msg("core.error.digits", text=shown(word)))
    if what is not None:
        raise MalformedAction(msg("core.error.whole_number", what=what, text=shown(word)))
    raise MalformedAction(msg("core.error.not_number", word=shown(word)))


def shown(word: str) -> str:
    """``word`` quoted for an error message, a long one cut with its length said."""
    if len(word) <= _SHOWN:
        return repr(word)
    return f"{word[:_SHOWN]!r}… ({len(word)} characters)"
