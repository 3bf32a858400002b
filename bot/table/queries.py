"""Reading games: a record, a loaded game (from the cache, or its last checkpoint plus the log), the log,
the checkpoints, a full replay, and the lookups the surfaces need (a channel's game, a user's games)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from bot.table.base import TableBase
from bot.table.model import LIVE, GameRecord, Loaded, LogEntry, TableError, Told, told
from bot.table.replay import StartTooLate, Step, events_of, replay, standing
from rules.core.edition import sourced_counts
from rules.core.errors import RulesError
from rules.core.game import BaseState, Game

SHORT_REPLAY = 16
"""A replay of at most this many log entries runs on the event loop (a few milliseconds); longer ones in a
thread."""

Changes = tuple[dict[str, Any], dict[int, dict[str, Any]]]
"""What a change sets: columns of the game's row, and columns of seats by seat."""


class Queries(TableBase):
    async def record(self, game_id: int) -> GameRecord:
        return await self.store.record(game_id)

    async def _change(
        self, game_id: int, decide: Callable[[GameRecord], Changes], known: GameRecord | None = None
    ) -> GameRecord:
        """Read the game's record (or take ``known``, just read by the caller), let ``decide`` check it (a
        :class:`TableError` refuses) and name what changes, and write that with a compare-and-set on the
        revision; read and decide again while another writer gets in between. The cached game takes the new
        record."""

        async def attempt() -> GameRecord:
            nonlocal known
            record = known or await self.record(game_id)
            known = None
            values, seats = decide(record)
            if not values and not seats:
                return record
            new = await self.store.change(record, values, seats)
            self._cache.refresh(new)
            return new

        return await self._retrying(attempt)

    async def definition(self, game_id: int) -> Game[Any]:
        """The game definition a game plays on (built from the edition stored with it)."""
        origin = await self.store.origin(game_id)
        if origin is None:
            raise TableError("table.no_such_game", "no_game", id=game_id)
        return await self._definition(origin.game, origin.edition_hash)

    async def placeholder_counts(self, game_id: int) -> tuple[int, int]:
        """How many of the printed values of the edition a game plays on are stand-ins, and of how many."""
        origin = await self.store.origin(game_id)
        if origin is None:
            raise TableError("table.no_such_game", "no_game", id=game_id)
        body = await self.store.edition(origin.edition_hash)
        return await asyncio.to_thread(lambda: sourced_counts(json.loads(body)))

    async def _definition(self, game_id: str, key: str) -> Game[Any]:
        """The game definition for a stored edition: built once per edition (off the event loop: building one
        takes a few hundred milliseconds), then kept."""
        game = self.editions.cached(game_id, key)
        if game is None:
            body = await self.store.edition(key)
            game = await asyncio.to_thread(self.editions.build_text, game_id, body, key)
        return game

    async def warm(self) -> int:
        """Build the game definitions of every live game's edition ahead of need (off the event loop), so that
        the first action and the first scheduler pass after a restart find them built; how many."""
        editions = await self.store.live_editions()
        for game_id, key in editions:
            await self._definition(game_id, key)
        return len(editions)

    async def load(self, game_id: int, *, check: bool = True) -> Loaded:
        """The game's record and current state: from the cache, or its last checkpoint plus the log after it.

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
        game = await self._definition(stored.record.game, stored.edition_hash)
        pending: list[Told] = []

        def tail() -> BaseState:
            start = game.loads(stored.checkpoint_json)
            each: Callable[[Step], None] = lambda step: pending.append(told(step.entry, events_of(step)))  # noqa: E731
            return replay(game, start, stored.tail, start=stored.checkpoint_seq, each=each)

        try:
            state = tail() if len(stored.tail) <= SHORT_REPLAY else await asyncio.to_thread(tail)
            chunked: int | None = stored.checkpoint_seq
        except StartTooLate:  # an undo in the tail (a game logged before every undo had its checkpoint)
            state = await self._from_seed(stored.record, game, await self.store.log(game_id), stored.record.seq)
            pending, chunked = [], None
        loaded = Loaded(stored.record, game, state, pending=tuple(pending), chunked=chunked, queues=stored.queues)
        return self._remember(loaded)

    async def repeated(self, game_id: int, user_id: int, text: str) -> bool:
        """Whether ``text`` is what the user's seat last played in this game itself: a ``/play`` sent again after
        Discord said the first had failed, though it went in (asked on a refusal's path only: it reads the log)."""
        loaded = await self.load(game_id)
        seat = loaded.record.seat_of(user_id)
        if seat is None:
            return False
        try:
            canonical = str(loaded.game.parse(text))
        except RulesError:
            return False
        mine = [r for r in standing(await self.log_rows(game_id)) if r.seat == seat and r.chosen]
        return bool(mine) and mine[-1].text == canonical

    async def others_since(self, game_id: int, user_id: int) -> bool:
        """Whether another seat has chosen an answer since the user's seat last did: a ``/play`` that reads as his last
        action is then maybe his answer to what he owes now, not that one sent again (asked on that path only: it
        reads the log)."""
        loaded = await self.load(game_id)
        seat = loaded.record.seat_of(user_id)
        chosen = [r.seat for r in standing(await self.log_rows(game_id)) if r.chosen]
        if seat is None or seat not in chosen:
            return False
        last = len(chosen) - 1 - chosen[::-1].index(seat)
        return any(other != seat for other in chosen[last + 1 :])

    async def log_rows(self, game_id: int) -> list[LogEntry]:
        return await self.store.log(game_id)

    @staticmethod
    def effective(rows: list[LogEntry]) -> list[LogEntry]:
        """The actions that stand: the log without the undo entries and what they took back."""
        return standing(rows)

    async def _state_before(self, loaded: Loaded, seq: int) -> BaseState:
        """The state the action ``seq`` was played on: the newest checkpoint before it plus the log between
        (at most a checkpoint window's replay), off the event loop when long."""
        game_id, game = loaded.record.id, loaded.game
        at, state_json = await self.store.checkpoint_before(game_id, seq - 1)
        entries = await self.store.log_between(game_id, at, seq - 1)

        def between() -> BaseState:
            return replay(game, game.loads(state_json), entries, start=at)

        try:
            return between() if len(entries) <= SHORT_REPLAY else await asyncio.to_thread(between)
        except StartTooLate:
            return await self._from_seed(loaded.record, game, await self.store.log(game_id), seq - 1)

    async def _from_seed(self, record: GameRecord, game: Game[Any], entries: list[LogEntry], upto: int) -> BaseState:
        """The state after the log up to ``upto``, replayed from the setup (off the event loop)."""
        origin = await self.store.origin(record.id)
        assert origin is not None
        roles = [s.role for s in record.seats]

        def whole() -> BaseState:
            initial = game.new_game(len(record.seats), origin.seed, record.options, roles).state
            return replay(game, initial, [e for e in entries if e.seq <= upto])

        return await asyncio.to_thread(whole)

    async def replay(self, game_id: int) -> list[tuple[int, BaseState]]:
        """Replay the whole log from the seed; returns the state after every entry (seq, state).

        Used to check that replaying the log reproduces every checkpoint byte for byte.
        """
        record = await self.record(game_id)
        entries = await self.store.log(game_id)
        game = await self.definition(game_id)
        origin = await self.store.origin(game_id)
        assert origin is not None
        roles = [s.role for s in record.seats]
        initial = game.new_game(len(record.seats), origin.seed, record.options, roles).state
        states = [(0, initial)]
        replay(game, initial, entries, each=lambda step: states.append((step.entry.seq, step.state)))
        return states

    async def checkpoints(self, game_id: int) -> list[tuple[int, str]]:
        return await self.store.checkpoints(game_id)

    async def actions(self, game_id: int) -> list[tuple[int, int, str]]:
        """The log: (seq, seat, text). Secret answers are in it; never show it to players before a reveal."""
        return [(e.seq, e.seat, e.text) for e in await self.store.log(game_id)]

    async def in_channel(self, channel_id: int) -> GameRecord | None:
        """The live game of a channel or of a game's thread: one indexed query, or none when this process makes
        every write and the game last found there is cached and still live there (a channel has one live game,
        and the cache holds every change this process made)."""
        if not self.shared and channel_id in self._channels:
            cached = self._cache.get(self._channels[channel_id])
            record = cached.record if cached is not None else None
            if record is not None and record.status in LIVE and channel_id in (record.channel_id, record.thread_id):
                return record
        record = await self.store.in_channel(channel_id)
        if record is not None:
            self._plays_in(channel_id, record.id)
        return record

    def _plays_in(self, channel_id: int, game_id: int) -> None:
        """Remember the channel (or thread) a game is played in, for :meth:`in_channel`."""
        if len(self._channels) >= 8 * self.CACHE_SIZE:
            self._channels.clear()
        self._channels[channel_id] = game_id

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
