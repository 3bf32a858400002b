"""Values from a data edition, each with its status, and the checks used to validate them at load.

A data edition is the set of printed board and card values a game is played with. Each value is
``rulebook`` (stated in the rulebook), ``derived`` (worked out from a rulebook example) or
``placeholder`` (our stand-in, with its reasoning), DESIGN §6. The rules receive editions already
parsed; reading files is the loader's job (``bot.editions``).

An edition may be anyone's upload, so before any of it is read its shape is bounded (:func:`shape_problems`):
how deep it nests, how long its lists, tables and texts are, how many values it holds and how large its
numbers are. Every count it gives is then checked against its own bound before it sizes anything.
"""

from __future__ import annotations

import math
import re
import reprlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rules.core.errors import DataError

T = TypeVar("T")

STATUSES = ("rulebook", "derived", "placeholder")

MAX_DEPTH = 16
"""Tables and lists a value may lie inside (the shipped editions nest 8 deep at most)."""
MAX_ENTRIES = 1000
"""Entries of one list or table (the longest shipped list has 60: Niepodległa's advanced missions)."""
MAX_TEXT = 2000
"""Characters of one text or key (the longest shipped text, a source's quote, has about 300)."""
MAX_VALUES = 50_000
"""Values in a whole edition, tables and lists included (Niepodległa's, the largest, holds about 4,400)."""
MAX_NUMBER = 10**9 - 1
"""The largest number, either way, an edition may write anywhere: nine digits (no count of any game needs
more than three)."""
PROBLEMS_SHOWN = 10
"""Shape problems reported at once; a file with more is refused on the first ones."""
PROBLEMS_LISTED = 40
"""Problems of an edition's values a refusal lists, saying how many more there are."""

_BRIEF = reprlib.Repr()
_BRIEF.maxlevel, _BRIEF.maxlist, _BRIEF.maxdict, _BRIEF.maxtuple = 2, 6, 4, 6
_BRIEF.maxstring, _BRIEF.maxother, _BRIEF.maxlong = 60, 60, 40


@dataclass(frozen=True)
class Sourced(Generic[T]):
    """A value with its status and where it comes from (a quote or the reasoning)."""

    value: T
    status: str
    source: str

    @property
    def placeholder(self) -> bool:
        return self.status == "placeholder"


class Reader:
    """Walks a raw mapping, collecting every error with its path instead of stopping at the first."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.errors: list[str] = []
        self.placeholders: list[str] = []

    def fail(self, path: str, problem: str) -> None:
        self.errors.append(f"{path}: {problem}")

    def raise_if_failed(self) -> None:
        """Refuse the edition naming its problems: the first :data:`PROBLEMS_LISTED` of them, and how many more
        (a list of a thousand bad entries is not a refusal of a thousand lines)."""
        if self.errors:
            lines = "\n  ".join(self.errors[:PROBLEMS_LISTED])
            more = len(self.errors) - PROBLEMS_LISTED
            if more > 0:
                lines += f"\n  … and {more:,} more {'problem' if more == 1 else 'problems'}"
            raise DataError(f"{self.name} is not a valid data edition:\n  {lines}")

    @contextmanager
    def guard(self) -> Iterator[None]:
        """Reading on after a bad value may trip over it (a list used as a name, a text as a count). Once a
        problem has been recorded with its path, such a fall is only a symptom of it: the recorded problems
        are reported instead. A fall with nothing recorded is a gap in the checks and is not hidden."""
        try:
            yield
        except DataError:
            raise
        except (TypeError, ValueError, AttributeError, KeyError, IndexError, RecursionError):
            if not self.errors:
                raise
            self.raise_if_failed()

    def root(self, raw: Any) -> Mapping[str, Any]:
        """The edition itself, which must be a table of sections: anything else (a list, a text, a number)
        is refused at once, since nothing can be read from it. So is an edition out of shape
        (:func:`shape_problems`): nothing is read from a file nested a thousand deep, a list of ten million
        entries or a number of a thousand digits."""
        return check_shape(raw, self.name)

    def table(self, raw: Any, path: str) -> Mapping[str, Any]:
        if not isinstance(raw, Mapping):
            self.fail(path, "expected a table")
            return {}
        return raw

    def listed(self, raw: Any, path: str) -> list[Any]:
        """A list (possibly empty); anything else is a problem and reads as empty."""
        if not isinstance(raw, list):
            self.fail(path, "expected a list")
            return []
        return raw

    def items(self, raw: Any, path: str) -> Iterator[tuple[str, Mapping[str, Any]]]:
        if not isinstance(raw, list) or not raw:
            self.fail(path, "expected a non-empty list of tables")
            return
        for i, item in enumerate(raw):
            yield f"{path}[{i}]", self.table(item, f"{path}[{i}]")

    def plain(self, raw: Mapping[str, Any], key: str, path: str, check: Callable[[Any], bool], want: str) -> Any:
        value = raw.get(key)
        if value is None or not _holds(check, value):
            self.fail(f"{path}.{key}", f"expected {want}, got {brief(value)}")
        return value

    def texts(self, raw: Mapping[str, Any], key: str, path: str) -> tuple[str, ...]:
        """An optional list of texts (a name's other spellings); anything else is a problem, and only the
        texts are kept."""
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            self.fail(f"{path}.{key}", f"expected a list of texts, got {brief(value)}")
            return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()
        return tuple(value)

    def text(self, raw: Mapping[str, Any], key: str, path: str) -> str:
        value: str = self.plain(raw, key, path, lambda v: isinstance(v, str) and bool(v.strip()), "text")
        return value or ""

    def sourced(
        self, raw: Mapping[str, Any], key: str, path: str, check: Callable[[Any], bool], want: str
    ) -> Sourced[Any]:
        entry = raw.get(key)
        return self.sourced_entry(entry, f"{path}.{key}", check, want)

    def sourced_entry(self, entry: Any, path: str, check: Callable[[Any], bool], want: str) -> Sourced[Any]:
        if not isinstance(entry, Mapping):
            self.fail(path, "expected { value = ..., status = ..., source = ... }")
            return Sourced(None, "placeholder", "")
        value = entry.get("value")
        status = entry.get("status")
        source = entry.get("source")
        if value is None or not _holds(check, value):
            self.fail(path, f"value: expected {want}, got {brief(value)}")
        if status not in STATUSES:
            self.fail(path, f"status must be one of {', '.join(STATUSES)}, got {brief(status)}")
        if not isinstance(source, str) or not source.strip():
            self.fail(path, "every value needs a source: the rulebook quote or the reasoning")
        if status == "placeholder":
            self.placeholders.append(path)
        return Sourced(value, str(status), str(source or ""))


def _holds(check: Callable[[Any], bool], value: Any) -> bool:
    """Whether ``value`` passes ``check``; a value of the wrong shape that makes the check itself fail (a
    list looked up among names) does not pass."""
    try:
        return bool(check(value))
    except (TypeError, ValueError, AttributeError, KeyError, IndexError):
        return False


def check_shape(raw: Any, name: str) -> Mapping[str, Any]:
    """The edition, if it is a table of sections in shape (:func:`shape_problems`); else a :class:`DataError`
    naming the problems. The rules read only editions that pass."""
    if not isinstance(raw, Mapping):
        raise DataError(f"{name} is not a valid data edition: it must be a table of sections, not {kind(raw)}")
    problems = shape_problems(raw)
    if problems:
        lines = "\n  ".join(f"{path}: {problem}" if path else problem for path, problem in problems)
        raise DataError(f"{name} is not a valid data edition:\n  {lines}")
    return raw


_Trail = tuple[Any, str | int] | None
"""Where a value lies: ``None`` for the edition itself, else its parent's trail and its own key or index."""


def shape_problems(raw: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What is out of shape in a raw edition, each with its path (``""`` for the whole edition): nesting past
    :data:`MAX_DEPTH`, a list or table of more than :data:`MAX_ENTRIES` entries, a text or key of more than
    :data:`MAX_TEXT` characters, a number past :data:`MAX_NUMBER`, a value that is no text, number, truth
    value, list or table (a date), more than :data:`MAX_VALUES` values in all.

    The walk visits no more than :data:`MAX_VALUES` values and stops at :data:`PROBLEMS_SHOWN` problems; a
    container's size is asked before any of its entries is visited, so a list of ten million entries costs
    one step. A value's path is spelled only for a problem (a container waiting its turn keeps its parent's
    trail and its own key), and no number is ever written out in digits."""
    problems: list[tuple[str, str]] = []
    stack: list[tuple[Mapping[str, Any] | list[Any], _Trail, int]] = [(raw, None, 0)]
    seen = 0
    while stack and len(problems) < PROBLEMS_SHOWN:
        container, trail, depth = stack.pop()
        table = isinstance(container, Mapping)
        if depth >= MAX_DEPTH:
            problems.append((_spelled(trail), f"nested too deeply: board values lie at most {MAX_DEPTH} deep"))
            continue
        if len(container) > MAX_ENTRIES:
            what = "table" if table else "list"
            problem = f"a {what} of {len(container):,} entries; a board file's {what}s have at most {MAX_ENTRIES:,}"
            problems.append((_spelled(trail), problem))
            continue
        seen += len(container)
        if seen > MAX_VALUES:
            return [*problems, ("", f"it holds more than {MAX_VALUES:,} values; no board needs that many")]
        entries = container.items() if isinstance(container, Mapping) else enumerate(container)
        for key, value in entries:
            problem = ""
            if table and not (isinstance(key, str) and len(key) <= MAX_TEXT):
                problem = f"a key of {_size(key)}; keys are texts of at most {MAX_TEXT:,}"
            elif isinstance(value, str):
                if len(value) > MAX_TEXT:
                    problem = f"a text of {len(value):,} characters; a board file's texts have at most {MAX_TEXT:,}"
            elif isinstance(value, int):
                if not -MAX_NUMBER <= value <= MAX_NUMBER:
                    problem = f"a number of {_digits(value)} digits; a board value has at most {len(str(MAX_NUMBER))}"
            elif isinstance(value, float):
                if not math.isfinite(value):
                    problem = f"the number {value}; a board value is finite"
            elif isinstance(value, list | Mapping):
                stack.append((value, (trail, key), depth + 1))
            else:
                what = type(value).__name__
                problem = f"a value of type {what}; a board value is a text, a number, true or false, a list or a table"
            if problem:
                problems.append((_spelled(trail if table and not isinstance(key, str) else (trail, key)), problem))
    return problems[:PROBLEMS_SHOWN]


def _spelled(trail: _Trail) -> str:
    """A trail as the validation's paths spell it (``enemies[2].names``), a long key cut."""
    steps: list[str | int] = []
    while trail is not None:
        trail, step = trail
        steps.append(step)
    path = ""
    for step in reversed(steps):
        if isinstance(step, int):
            path += f"[{step}]"
        else:
            key = step if len(step) <= 40 else step[:40] + "…"
            path += f".{key}" if path else key
    return path


def _size(key: Any) -> str:
    """A key that is out of shape, in a few words: its length if a text, else what it is."""
    return f"{len(key):,} characters" if isinstance(key, str) else kind(key)


def _digits(value: int) -> str:
    """How many decimal digits ``value`` has, said without writing it out (which Python refuses past 4,300
    digits): exact up to 18 digits, else "about N"."""
    if abs(value) < 10**18:
        return str(len(str(abs(value))))
    return f"about {int(abs(value).bit_length() * 0.30103):,}"


def brief(value: Any) -> str:
    """``value`` as an error shows it: as written for a short one, cut for a long text, list or table."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_NUMBER:
        return f"a number of {_digits(value)} digits"
    return _BRIEF.repr(value)


def kind(value: Any) -> str:
    """What a value is, in a few words, for an error ("a list", "the text 'x'", "nothing")."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"the value {str(value).lower()}"
    if isinstance(value, Mapping):
        return "a table"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    return f"the value {str(value)[:40]}"


def is_int(lo: int = 0, hi: int = 10**6) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def is_int_list(lo: int = 0, hi: int = 10**6, min_len: int = 1) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, list) and len(v) >= min_len and all(is_int(lo, hi)(x) for x in v)


def bounded(entry: Sourced[Any], check: Callable[[Any], bool], default: T) -> T:
    """An entry's value if it passed its ``check``, else ``default``: what a count that sizes something (a
    list of names per turn, a die's faces) is read as while the rest of the edition is checked. A value out
    of bounds has been reported already; it is never used to size anything."""
    value: T = entry.value if _holds(check, entry.value) else default
    return value


def placeholder_summary(paths: Iterable[str], kinds: Mapping[str, str]) -> list[tuple[str, int]]:
    """Placeholder values grouped by kind, the most first: each value's path without its indices
    (``enemies[2].strength`` → ``enemies.strength``) named by ``kinds`` (else the bare path)."""
    counts: dict[str, int] = {}
    for path in paths:
        kind = re.sub(r"\[\d+\]", "", path)
        label = kinds.get(kind, kind)
        counts[label] = counts.get(label, 0) + 1
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def sourced_counts(raw: Any) -> tuple[int, int]:
    """How many of an edition's values are placeholders, and how many values it holds in all: every table
    with a ``value`` and a ``status`` is one value (DESIGN §6). The README's figures and the local table's
    notice are counted this way, from the file itself."""
    placeholders = total = 0
    stack = [raw]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            if "value" in item and "status" in item:
                total += 1
                placeholders += item["status"] == "placeholder"
            else:
                stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return placeholders, total
