"""Values from a data edition, each with its status, and the checks used to validate them at load.

A data edition is the set of printed board and card values a game is played with. Each value is
``rulebook`` (stated in the rulebook), ``derived`` (worked out from a rulebook example) or
``placeholder`` (our stand-in, with its reasoning), DESIGN §6. The rules receive editions already
parsed; reading files is the loader's job (``bot.editions``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rules.core.errors import DataError

T = TypeVar("T")

STATUSES = ("rulebook", "derived", "placeholder")


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
        if self.errors:
            lines = "\n  ".join(self.errors)
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
        is refused at once, since nothing can be read from it."""
        if not isinstance(raw, Mapping):
            raise DataError(f"{self.name} is not a valid data edition: it must be a table of sections, not {kind(raw)}")
        return raw

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
            self.fail(f"{path}.{key}", f"expected {want}, got {value!r}")
        return value

    def texts(self, raw: Mapping[str, Any], key: str, path: str) -> tuple[str, ...]:
        """An optional list of texts (a name's other spellings); anything else is a problem, and only the
        texts are kept."""
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            self.fail(f"{path}.{key}", f"expected a list of texts, got {value!r}"[:200])
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
            self.fail(path, f"value: expected {want}, got {value!r}")
        if status not in STATUSES:
            self.fail(path, f"status must be one of {', '.join(STATUSES)}, got {status!r}")
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
