"""Which games a bot process looks after when several share one database (Discord's gateway sharding).

Discord sends a guild's events to shard ``(guild_id >> 22) % shard_count`` and every direct message to shard 0.
A process runs the shards ``MARSZALEK_SHARD_IDS`` of ``MARSZALEK_SHARD_COUNT`` and keeps the clock (deadlines,
reminders, stand-ins) only of the games whose guild is on one of them; a game without a guild (one made at the
local table, or imported) belongs to shard 0, where its players' direct messages arrive. Any process may still
play any game a player's click reaches it with: the database's sequence check keeps every write in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_SHARDS = 4096
"""More shards than any bot needs (Discord asks for one per 1,000 to 2,500 guilds)."""


class ShardError(ValueError):
    """A shard setting the bot cannot use; the message says why (its catalogue key is ``key``)."""

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(key)


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends this guild's events to; a game without a guild is shard 0's (DMs)."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def parse_count(raw: str) -> int | None:
    """``MARSZALEK_SHARD_COUNT``: empty (Discord's recommendation, every shard in this process) or 1..4096."""
    raw = raw.strip()
    if not raw:
        return None
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 5) or not 1 <= int(raw) <= MAX_SHARDS:
        raise ShardError("cli.shard_count", value=repr(raw[:40]), limit=MAX_SHARDS)
    return int(raw)


def parse_ids(raw: str, count: int | None) -> tuple[int, ...] | None:
    """``MARSZALEK_SHARD_IDS``: empty (every shard) or numbers and ranges, ``0,1`` or ``0-3`` or ``0-1,4``, each
    below the shard count, none twice."""
    raw = raw.strip()
    if not raw:
        return None
    if count is None:
        raise ShardError("cli.shard_ids_without_count")
    ids: list[int] = []
    for part in raw.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        bounds = [low, high] if dash else [low]
        if not all(b.isascii() and b.isdigit() and len(b) <= 5 for b in bounds):
            raise ShardError("cli.shard_ids", value=repr(raw[:80]))
        first, last = int(bounds[0]), int(bounds[-1])
        if first > last:
            raise ShardError("cli.shard_ids", value=repr(raw[:80]))
        ids.extend(range(first, last + 1))
    if any(i >= count for i in ids):
        raise ShardError("cli.shard_ids_range", value=repr(raw[:80]), count=count, last=count - 1)
    if len(set(ids)) != len(ids):
        raise ShardError("cli.shard_ids_twice", value=repr(raw[:80]))
    return tuple(sorted(ids))


@dataclass(frozen=True)
class Shards:
    """The shards this process runs: ``ids`` of ``count``, or every shard when ``ids`` is ``None``."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    @property
    def everything(self) -> bool:
        return self.ids is None or self.count is None or len(self.ids) == self.count

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process keeps the clock of a game in ``guild_id``."""
        if self.everything:
            return True
        assert self.count is not None and self.ids is not None
        return shard_of(guild_id, self.count) in self.ids

    def scope(self) -> tuple[str, dict[str, Any]]:
        """The same test as an SQL condition on the ``games`` table (`` AND …``, empty for every shard) and its
        parameters, for the clock's queries (SQLite and PostgreSQL alike)."""
        if self.everything:
            return "", {}
        assert self.count is not None and self.ids is not None
        owned = f"(guild_id >> 22) % :shard_count IN ({', '.join(str(int(i)) for i in self.ids)})"
        test = f"({owned} OR guild_id IS NULL)" if 0 in self.ids else f"(guild_id IS NOT NULL AND {owned})"
        return f" AND {test}", {"shard_count": self.count}

    def describe(self) -> str:
        return "every shard" if self.everything else f"shards {','.join(map(str, self.ids or ()))} of {self.count}"
