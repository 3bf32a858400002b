"""Reading games: a record, a loaded game (from the cache, or its last checkpoint plus the log), the log,
the checkpoints, a full replay, and the lookups the surfaces need (a channel's game, a user's games)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.table.base import TableBase
from bot.table.model import GameRecord, Loaded, LogEntry, TableError
from rules.core.game import BaseState, Game

Changes = tuple[dict[str, Any], dict[int, dict[str, Any]]]
"""What a change sets: columns of the game's row, and columns of seats by seat."""


class Queries(TableBase):
    async def record(self, game_id: int) -> GameRecord:
        return await self.store.record(game_id)

    async def _change(self, game_id: int, decide: Callable[[GameRecord], Changes]) -> GameRecord:
        """Read the game's record, let ``decide`` check it (a :class:`TableError` refuses) and name what
        changes, and write that with a compare-and-set on the revision; read and decide again while another
        writer gets in between. The cached game takes the new record."""

        async def attempt() -> GameRecord:
            record = await self.record(game_id)
            values, seats = decide(record)
            if not values and not seats:
                return record
            await self.store.change(record, values, seats)
            new = await self.record(game_id)
            self._cache.refresh(new)
            return new

        return await self._retrying(attempt)

    async def definition(self, game_id: int) -> Game[Any]:
        """The game definition a game plays on (built from the edition stored with it)."""
        origin = await self.store.origin(game_id)
        if origin is None:
            raise TableError("table.no_such_game", "no_game", id=game_id)
        return self.editions.build_text(origin.game, origin.edition_json)

    async def load(self, game_id: int, *, check: bool = True) -> Loaded:
        """The game's record and current state: from the cache, or its last checkpoint plus the log.

        A cached entry is trusted while it is current. When other processes write the same database
        (:attr:`shared`), ``check`` first compares it with the database's revision (one indexed read), so
        their changes are never missed; ``act`` skips that because its compare-and-set catches a stale
        cache anyway. When this process makes every write, nothing can be newer than its cache, and no
        read is needed. A load never replaces a newer cached revision with an older one.
        """
        cached = self._cache.get(game_id)
        if cached is not None and (
            not (check and self.shared) or await self.store.revision(game_id) == cached.record.rev
        ):
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
        return self._remember(Loaded(stored.record, game, state))

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
        origin = await self.store.origin(record.id)
        assert origin is not None
        seed = origin.seed
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
        origin = await self.store.origin(game_id)
        assert origin is not None
        game = self.editions.build_text(origin.game, origin.edition_json)
        seed = origin.seed
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
        return [(e.seq, e.seat, e.text) for e in await self.store.log(game_id)]

    async def in_channel(self, channel_id: int) -> GameRecord | None:
        """The live game of a channel or of a game's thread (one indexed query)."""
        return await self.store.in_channel(channel_id)

    async def last_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recent game played in a channel, whatever its status."""
        return await self.store.last_in_channel(channel_id)

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """The active games where the user holds a seat, oldest first (one indexed query)."""
        return await self.store.games_of(user_id)

    async def waiting_for(self, user_id: int) -> list[Loaded]:
        """The user's active games where a decision waits for his seat (DMs and /play use this)."""
        out = []
        for record in await self.games_of(user_id):
            loaded = await self.load(record.id)
            seat = loaded.record.seat_of(user_id)
            if seat is not None and loaded.decision_for(seat) is not None:
                out.append(loaded)
        return out
