"""A bounded memo for pure functions of immutable keys (a step's menu, a division's labels).

The bot reads one state's decisions many times, and the next state's are mostly the same (a Niepodległa
proposal's menus change only when the missions on the table do), so a rules module may keep what it built
for a key. The oldest entries go first once the memo is full: a thousand live games stay within a bound.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Memo(Generic[V]):
    """At most ``size`` values by key, built on first use; oldest out first."""

    __slots__ = ("_built", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self._built: dict[Hashable, V] = {}

    def get(self, key: Hashable, build: Callable[[], V]) -> V:
        """The value for ``key``, built by ``build`` if it is not kept (``build`` must depend on ``key`` alone)."""
        try:
            return self._built[key]
        except KeyError:
            pass
        value = build()
        built = self._built
        while len(built) >= self.size:
            try:  # another thread (an AI seat's search) may have removed it meanwhile
                del built[next(iter(built))]
            except (KeyError, StopIteration, RuntimeError):
                break
        built[key] = value
        return value

    def __len__(self) -> int:
        return len(self._built)
