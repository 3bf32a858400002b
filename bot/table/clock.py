"""The table's clock: deadlines, the reminders before them, the defaults when one passes, and the
stand-ins that seats become after two missed deadlines in a row."""

from __future__ import annotations

from datetime import datetime

from bot.table.model import AI, DEFAULT, GameRecord, Played, due_kind
from bot.table.play import Play
from bot.table.queries import Changes
from rules.core.errors import RulesError


def deadline_move(record: GameRecord, seat: int, answer: str | None, default: str) -> tuple[str, str, bool]:
    """What the clock plays for a seat at its deadline: (text, played_by, counts as missed). An AI seat is
    never late; a person's seat gets the AI's ``answer`` under the AI stand-in policy, else its default."""
    if answer is None:
        return default, DEFAULT, record.seats[seat].ai is None
    return answer, AI, record.seats[seat].ai is None


class Deadlines(Play):
    async def _deadline_answers(self, game_id: int, now: datetime) -> dict[tuple[int, int], str]:
        """Answers other than the defaults for a passed deadline, by (step, seat): none here (``bot.table.ai``)."""
        return {}

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
        Nothing if the deadline moved on. Under the AI stand-in policy (and for AI seats still thinking) the
        AI's answers replace the defaults (``bot.table.ai``)."""
        answers = await self._deadline_answers(game_id, self.clock())
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
                    text, by, missed = deadline_move(record, seat, answers.get((step, seat)), decision.defaults[seat])
                    try:
                        played.append(await self._play(loaded, seat, text, played_by=by, missed=missed))
                    except RulesError:  # the AI's answer no longer fits (the game moved on): the default
                        default = decision.defaults[seat]
                        played.append(await self._play(loaded, seat, default, played_by=DEFAULT, missed=missed))
            played += await self._followups(game_id, played[-1] if played else None)
            return played
