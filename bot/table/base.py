"""What every concern of the table shares: the storage gateway, the editions, the clock, the per-game
locks and the cache of loaded games."""

from __future__ import annotations

import asyncio
import secrets
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from bot.editions import Editions
from bot.storage.db import Database
from bot.table.cache import StateCache
from bot.table.model import Clock, GameRecord, Loaded, TableError, utcnow
from bot.table.store import Conflict, Store

ATTEMPTS = 8
"""How often a write is read and tried again when another writer got in between (each round at least one of
the writers racing wins, so a handful is plenty)."""


class TableBase:
    """The table's shared state; the concerns (``bot.table.queries``, ``play``, ``clock``, ``undo``,
    ``host``, ``lobby``) build on it one after another."""

    CACHE_SIZE = 1024
    RECENT_SIZE = 10_000

    def __init__(self, db: Database, editions: Editions | None = None, clock: Clock = utcnow) -> None:
        self.db = db
        self.store = Store(db)
        self.editions = editions or Editions()
        self.clock = clock
        self.seeds: Callable[[], int] = lambda: secrets.randbits(63)
        """Where new games' seeds come from; tests replace it to make games reproducible."""
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._cache = StateCache(self.CACHE_SIZE)
        self._suggestions: dict[tuple[int, int, int, str], asyncio.Future[str]] = {}
        """The AI's picks for turns answered ahead, by game, seat, step and turn (``bot.table.ai``): asked for
        twice (💡, then ✅) or by a double click, one search."""
        self.shared = db.dialect != "sqlite"
        """Other processes write this database too (PostgreSQL may be shared by several bot processes, an
        SQLite file is one process's): cached games are then checked against the database's revision before
        a read is trusted. Set it explicitly when running several processes."""
        self._recent: OrderedDict[str, None] = OrderedDict()
        self._channels: dict[int, int] = {}
        """The game last found in a channel or thread (see ``in_channel``): a hint, checked against the cache."""

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    def _remember(self, loaded: Loaded) -> Loaded:
        """Cache a loaded game unless a newer revision of it is cached already; returns the newest."""
        return self._cache.put(loaded)

    def forget(self) -> None:
        """Drop every cached state (as a restart would)."""
        self._cache.clear()

    def known(self, interaction_id: str) -> bool:
        """Whether this process recorded an action with this interaction id lately (no database read)."""
        return interaction_id in self._recent

    def _note(self, interaction_id: str) -> None:
        self._recent[interaction_id] = None
        while len(self._recent) > self.RECENT_SIZE:
            self._recent.popitem(last=False)

    @staticmethod
    def _inactive(record: GameRecord) -> TableError:
        return TableError(f"table.inactive_{record.status}", "inactive")

    def _require_active(self, record: GameRecord) -> None:
        if record.status != "active":
            raise self._inactive(record)
        if record.paused:
            raise TableError("table.paused", "paused")

    @staticmethod
    def _require_host(record: GameRecord, user_id: int, manager: bool) -> None:
        if not record.is_host(user_id, manager=manager):
            raise TableError("table.not_host", "not_host")

    async def _retrying(self, attempt: Callable[[], Awaitable[GameRecord]]) -> GameRecord:
        """Run a read-decide-write ``attempt`` again while another writer gets in between."""
        for _ in range(ATTEMPTS):
            try:
                return await attempt()
            except Conflict:
                continue
        raise TableError("table.conflict", "conflict")
