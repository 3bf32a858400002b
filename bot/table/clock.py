"""The table's clock: deadlines, the reminders before them, the defaults when one passes, and the
stand-ins that seats become after two missed deadlines in a row."""

from __future__ import annotations

from datetime import datetime

from bot.table.model import DEFAULT, GameRecord, Played, due_kind
from bot.table.play import Play
from bot.table.queries import Changes


class Deadlines(Play):
    async def due(self, limit: int = 500) -> list[tuple[int, str]]:
        """What the clock calls for now, by game (at most ``limit``, the longest overdue first): ``"half"``
        or ``"soon"`` (reminders to send) or ``"deadline"`` (defaults to apply). One indexed query, however
        many games are stored."""
        now = self.clock()
        out = []
        for record in await self.store.due(now, limit):
            kind = due_kind(record, now)
            if kind is not None:
                out.append((record.id, kind))
        return out

    async def next_wakeup(self) -> datetime | None:
        """The next moment the clock will call for something (for the scheduler to sleep until); one
        indexed query."""
        return await self.store.next_wake()

    async def mark_reminded(self, game_id: int, level: int, record: GameRecord | None = None) -> GameRecord:
        """Note that the reminders up to ``level`` (1 half time, 2 shortly before) went out (``record``: the
        game as the caller just read it, to save a read)."""

        def decide(record: GameRecord) -> Changes:
            return ({"reminders": level}, {}) if record.reminders < level else ({}, {})

        async with self.lock(game_id):
            return await self._change(game_id, decide, record)

    async def expire(self, game_id: int) -> list[Played]:
        """The deadline passed: apply the default for every seat that still owes an answer (each
        counts a missed deadline), then what the table plays by itself (forced answers, stand-ins).
        Nothing if the deadline moved on."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            record = loaded.record
            now = self.clock()
            if record.status != "active" or record.paused or record.deadline_at is None or record.deadline_at > now:
                return []
            played: list[Played] = []
            step = loaded.state.step
            for decision in loaded.decisions():
                for seat in decision.waiting_for():
                    loaded = await self.load(game_id, check=False)
                    if loaded.state.step != step or loaded.state.finished:
                        break
                    default = decision.defaults[seat]
                    played.append(await self._play(loaded, seat, default, played_by=DEFAULT, missed=True))
            played += await self._followups(game_id)
            return played
