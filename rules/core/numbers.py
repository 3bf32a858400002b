"""One number grammar for the action text of every game: a bid, a count, an office, a field.

A number is written with the ASCII digits 0–9, after an optional ``+`` or ``-``, and has at most
:data:`MAX_DIGITS` significant digits and :data:`MAX_WRITTEN` digits in all (leading zeros included).
Python's own ``int()`` is more generous and less safe: it reads other scripts' digits (``٣``) and
underscores (``1_0``), refuses characters ``str.isdigit()`` calls digits (``①``, ``¹``) with a bare
``ValueError``, and stops at 4,300 digits, leading zeros included (``"0" * 4300 + "3"``). Every parser asks
this module instead, so all three games read the same numbers and refuse the others with the same sentence
(a :class:`MalformedAction`, which changes nothing). A word :func:`is_number` accepts is short enough for
``int()``; :func:`read_number` itself reads only the significant digits.
"""

from __future__ import annotations

import re

from rules.core.errors import MalformedAction
from rules.core.messages import CATALOGUE, Param, msg

MAX_DIGITS = 6
"""No answer in any of the games needs a number of more digits (the largest are ducats and gold)."""

LIMIT = 10**MAX_DIGITS - 1

MAX_WRITTEN = 64
"""Digits a number may be written with, leading zeros included: enough for any padding a player types, and
a bound on what any parser hands to ``int()``."""

_FORM = re.compile(r"[+-]?[0-9]+")
_SIGNS = "+-−–—"
_SHOWN = 12
"""How much of a long word an error quotes (a 5,000-digit number is not echoed back whole)."""

EN = {
    "core.error.digits": "{text} is not a number written with the digits 0–9",
    "core.error.too_large": "{text} is too large: numbers here have at most {digits} {digits:digit|digits}",
    "core.error.too_long": "{text} has too many digits: at most {written}, leading zeros included",
}
PL = {
    "core.error.digits": "{text} to nie liczba zapisana cyframi 0–9",
    "core.error.too_large": "{text} to za duża liczba: liczby mają tu najwyżej {digits} {digits:cyfrę|cyfry|cyfr}",
    "core.error.too_long": "{text} ma za dużo cyfr: najwyżej {written}, licząc zera na początku",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def is_number(word: str) -> bool:
    """Whether ``word`` is a number of the grammar: ASCII digits after an optional sign, within both bounds
    (so ``int(word)`` is safe and quick for any word it accepts)."""
    return _short(word) and _FORM.fullmatch(word) is not None and len(_significant(word)) <= MAX_DIGITS


def _short(word: str) -> bool:
    """Whether ``word`` has at most :data:`MAX_WRITTEN` characters after an optional sign (asked first, so a
    million-digit word is not scanned)."""
    return len(word) - (word[:1] in ("+", "-")) <= MAX_WRITTEN


def _significant(word: str) -> str:
    """The digits of a number without its sign and leading zeros ("" for zero)."""
    return word.lstrip("+-").lstrip("0")


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
        value = int(_significant(word) or "0")
        return -value if word[:1] == "-" else value
    if _FORM.fullmatch(word):
        if len(_significant(word)) > MAX_DIGITS:
            raise MalformedAction(msg("core.error.too_large", text=shown(word), digits=MAX_DIGITS))
        raise MalformedAction(msg("core.error.too_long", text=shown(word), written=MAX_WRITTEN))
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
