"""The table's clock: deadlines, the reminders before them, the defaults when one passes, and the
stand-ins that seats become after two missed deadlines in a row."""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.table.model import DEFAULT, GameRecord, Played
from bot.table.play import Play
from bot.table.queries import Changes


def reminder_times(record: GameRecord) -> tuple[datetime, datetime, datetime] | None:
    """(half time, shortly before, the deadline) for the running deadline: the second reminder comes a
    quarter of the pace before the deadline, at most two hours."""
    if record.deadline_at is None or record.pace_minutes is None:
        return None
    pace = timedelta(minutes=record.pace_minutes)
    deadline = record.deadline_at
    return deadline - pace / 2, deadline - min(pace / 4, timedelta(hours=2)), deadline


def due_kind(record: GameRecord, now: datetime) -> str | None:
    """What the clock calls for in this game now: ``"half"``, ``"soon"``, ``"deadline"`` or nothing."""
    times = reminder_times(record)
    if times is None or record.paused:
        return None
    half, soon, deadline = times
    if now >= deadline:
        return "deadline"
    if now >= soon and record.reminders < 2:
        return "soon"
    if now >= half and record.reminders < 1:
        return "half"
    return None


def next_moment(record: GameRecord) -> datetime | None:
    """The next moment the clock will call for something in this game."""
    times = reminder_times(record)
    if times is None or record.paused:
        return None
    half, soon, deadline = times
    if record.reminders < 1:
        return half
    if record.reminders < 2:
        return soon
    return deadline


class Deadlines(Play):
    async def due(self) -> list[tuple[int, str]]:
        """What the clock calls for now, by game: ``"half"`` or ``"soon"`` (reminders to send) or
        ``"deadline"`` (defaults to apply)."""
        now = self.clock()
        out = []
        for record in await self._timed():
            kind = due_kind(record, now)
            if kind is not None:
                out.append((record.id, kind))
        return out

    async def next_wakeup(self) -> datetime | None:
        """The next moment the clock will call for something (for the scheduler to sleep until)."""
        moments = [m for m in (next_moment(r) for r in await self._timed()) if m is not None]
        return min(moments) if moments else None

    async def _timed(self) -> list[GameRecord]:
        return await self.store.timed()

    async def mark_reminded(self, game_id: int, level: int) -> GameRecord:
        """Note that the reminders up to ``level`` (1 half time, 2 shortly before) went out."""

        def decide(record: GameRecord) -> Changes:
            return ({"reminders": level}, {}) if record.reminders < level else ({}, {})

        async with self.lock(game_id):
            return await self._change(game_id, decide)

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
