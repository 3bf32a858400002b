"""Reading games: a record, a loaded game (from the cache, or its last checkpoint plus the log), the log,
the checkpoints, a full replay, and the lookups the surfaces need (a channel's game, a user's games)."""

from __future__ import annotations

import json
from typing import Any

from bot.table.base import TableBase
from bot.table.model import GameRecord, Loaded, LogEntry, TableError
from rules.core.game import BaseState, Game


class Queries(TableBase):
    async def record(self, game_id: int) -> GameRecord:
        return await self.store.record(game_id)

    async def definition(self, game_id: int) -> Game[Any]:
        """The game definition a game plays on (built from the edition stored with it)."""
        found = await self.store.definition(game_id)
        if found is None:
            raise TableError("table.no_such_game", "no_game", id=game_id)
        return self.editions.build_text(found[0], found[1])

    async def load(self, game_id: int, *, check: bool = True) -> Loaded:
        """The game's record and current state: from the cache, or its last checkpoint plus the log.

        With ``check`` a cached entry is first compared with the database's sequence and status (one
        small query), so another process's moves are never missed; ``act`` skips that because its
        compare-and-set catches a stale cache anyway.
        """
        cached = self._cache.get(game_id)
        if cached is not None:
            if check:
                current = await self.store.current(game_id)
                if current is None or current != (cached.record.seq, cached.record.status):
                    cached = None
            if cached is not None:
                self._cache.move_to_end(game_id)
                return cached
        stored = await self.store.stored(game_id)
        game = self.editions.build_text(stored.record.game, stored.edition_json)
        if any(a.undoes is not None for a in stored.tail):
            loaded = Loaded(stored.record, game, game.loads(stored.checkpoint_json))
            state = await self._state_before(loaded, await self.log_rows(game_id), stored.record.seq + 1)
        else:
            state = game.loads(stored.checkpoint_json)
            for action in stored.tail:
                state = game.apply(state, action.seat, action.text).state
        loaded = Loaded(stored.record, game, state)
        self._remember(loaded)
        return loaded

    async def log_rows(self, game_id: int) -> list[LogEntry]:
        return await self.store.log(game_id)

    @staticmethod
    def effective(rows: list[LogEntry]) -> list[LogEntry]:
        """The actions that stand: the log without the undo entries and what they took back."""
        standing: list[LogEntry] = []
        for row in rows:
            if row.undoes is not None:
                standing = [r for r in standing if r.seq < row.undoes]
            else:
                standing.append(row)
        return standing

    async def _state_before(self, loaded: Loaded, rows: list[LogEntry], seq: int) -> BaseState:
        """The state the standing actions before ``seq`` give, replayed from the seed."""
        record, game = loaded.record, loaded.game
        seed = await self.store.seed(record.id)
        state = game.new_game(len(record.seats), seed, record.options, [s.role for s in record.seats]).state
        for row in self.effective(rows):
            if row.seq >= seq:
                break
            state = game.apply(state, row.seat, row.text).state
        return state

    async def replay(self, game_id: int) -> list[tuple[int, BaseState]]:
        """Replay the whole log from the seed; returns the state after every action (seq, state).

        Used to check that replaying the log reproduces every checkpoint byte for byte.
        """
        record = await self.record(game_id)
        actions = await self.store.log(game_id)
        found = await self.store.definition(game_id)
        assert found is not None
        game = self.editions.build(found[0], json.loads(found[1]))
        seed = await self.store.seed(game_id)
        initial = game.new_game(len(record.seats), seed, record.options, [s.role for s in record.seats]).state
        states = [(0, initial)]
        after: dict[int, BaseState] = {0: initial}
        standing: list[int] = [0]
        state = initial
        for action in actions:
            if action.undoes is not None:
                standing = [seq for seq in standing if seq < action.undoes]
                state = after[standing[-1]]
            else:
                state = game.apply(state, action.seat, action.text).state
                standing.append(action.seq)
            after[action.seq] = state
            states.append((action.seq, state))
        return states

    async def checkpoints(self, game_id: int) -> list[tuple[int, str]]:
        return await self.store.checkpoints(game_id)

    async def actions(self, game_id: int) -> list[tuple[int, int, str]]:
        """The log: (seq, seat, text). Secret answers are in it; never show it to players before a reveal."""
        return await self.store.actions(game_id)

    async def in_channel(self, channel_id: int) -> GameRecord | None:
        game_id = await self.store.in_channel(channel_id)
        return None if game_id is None else await self.record(game_id)

    async def last_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recent game played in a channel, whatever its status."""
        game_id = await self.store.last_in_channel(channel_id)
        return None if game_id is None else await self.record(game_id)

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """The active games where the user holds a seat, oldest first."""
        return [await self.record(game_id) for game_id in await self.store.games_of(user_id)]

    async def waiting_for(self, user_id: int) -> list[Loaded]:
        """The user's active games where a decision waits for his seat (DMs and /play use this)."""
        out = []
        for record in await self.games_of(user_id):
            loaded = await self.load(record.id)
            seat = loaded.record.seat_of(user_id)
            if seat is not None and loaded.game.decision_for(loaded.state, seat) is not None:
                out.append(loaded)
        return out
