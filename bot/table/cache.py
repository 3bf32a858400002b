"""The cache of loaded games, safe under concurrency.

Every read and change of the cache is synchronous (no ``await`` inside), so an eviction can never pull an
entry from under a caller. An entry is replaced only by one at least as new (the game's revision, which
every write bumps): a load that started before an action committed cannot put the older state back.
"""

from __future__ import annotations

from collections import OrderedDict

from bot.table.model import GameRecord, Loaded


class StateCache:
    """The most recently used games' states, newest revision wins."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[int, Loaded] = OrderedDict()

    def get(self, game_id: int) -> Loaded | None:
        entry = self._entries.get(game_id)
        if entry is not None:
            self._entries.move_to_end(game_id)
        return entry

    def put(self, loaded: Loaded) -> Loaded:
        """Keep ``loaded`` unless a newer revision of the game is cached; returns the one kept."""
        game_id = loaded.record.id
        current = self._entries.get(game_id)
        if current is not None and current.record.rev > loaded.record.rev:
            self._entries.move_to_end(game_id)
            return current
        self._entries[game_id] = loaded
        self._entries.move_to_end(game_id)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return loaded

    def refresh(self, record: GameRecord) -> None:
        """A change that touched the game's row or seats but not its state: the cached entry takes the new
        record if it holds the same position in the log, else it is dropped (reloaded when next needed)."""
        current = self._entries.get(record.id)
        if current is None or current.record.rev >= record.rev:
            return
        if current.record.seq == record.seq:
            current.record = record
        else:
            del self._entries[record.id]

    def drop(self, game_id: int) -> None:
        self._entries.pop(game_id, None)

    def clear(self) -> None:
        self._entries.clear()

    def __contains__(self, game_id: int) -> bool:
        return game_id in self._entries

    def __len__(self) -> int:
        return len(self._entries)
