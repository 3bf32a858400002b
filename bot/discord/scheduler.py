"""The clock of the asynchronous table: reminders at half time and shortly before a deadline, and
the defaults when it passes (DESIGN §3, issue: the asynchronous table).

Deadlines live in the database, so a restart loses none: the loop asks the table service what is
due, sleeps until the next moment anything will be, and is woken early whenever a move changes the
deadlines. Both questions are one query on the ``games.wake_at`` index, so a pass costs what is due, not
what is stored. Tests drive :meth:`Scheduler.run_due` with an injected clock instead of sleeping.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import timedelta

from bot.discord.announce import Announcer
from bot.discord.dashboard import jump_link, timestamp
from bot.table import Table
from bot.words.i18n import lang_of, t
from bot.words.text import seat_namer

log = logging.getLogger(__name__)

LONGEST_SLEEP = 300
"""Seconds; the loop looks again at least this often (a safety net, not the mechanism)."""
OWED_RETRY = timedelta(seconds=60)
"""How soon the scheduler tries again a live message Discord failed to take."""
BATCH = 200
"""Games handled at once in a pass (their reminders and defaults go out together)."""


class Scheduler:
    """Deadlines, reminders and stand-ins as they fall due, for as long as ``closed()`` is false."""

    def __init__(self, table: Table, announcer: Announcer, closed: Callable[[], bool]) -> None:
        self.table = table
        self.announcer = announcer
        self.closed = closed
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.caught_up = asyncio.Event()
        """Set once the first pass after a start is done (what fell due while the bot was away is handled)."""

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(), name="marszalek-scheduler")

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def poke(self) -> None:
        """A move changed the deadlines: look again now."""
        self._wake.set()

    async def _run(self) -> None:
        try:
            await self.table.warm()
        except Exception:
            log.exception("building the live games' editions ahead failed; they are built when first needed")
        while not self.closed():
            try:
                await self.run_due()
                await self.announcer.catch_up()
                wake = await self.table.next_wakeup()
                if self.announcer.owed:  # Discord failed to take them: try again within a minute
                    wake = min(wake or self.table.clock() + OWED_RETRY, self.table.clock() + OWED_RETRY)
            except Exception:
                log.exception("the scheduler failed; it tries again")
                wake = None
            self.caught_up.set()
            delay = float(LONGEST_SLEEP)
            if wake is not None:
                delay = min(delay, max(1.0, (wake - self.table.clock()).total_seconds()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=delay)
            self._wake.clear()

    async def run_due(self) -> None:
        """Do everything the clock calls for now, a batch at a time (one indexed query each): the games of a
        batch at once, so their writes share commits. A game that fails is logged and left for the next pass."""
        handled: set[int] = set()
        while True:
            due = [(g, kind) for g, kind in await self.table.due(limit=BATCH) if g not in handled]
            if not due:
                return
            handled.update(g for g, _ in due)
            await asyncio.gather(*(self._one(game_id, kind) for game_id, kind in due))

    async def _one(self, game_id: int, kind: str) -> None:
        try:
            if kind == "deadline":
                await self.deadline(game_id)
            else:
                await self.remind(game_id, kind)
        except Exception:
            log.exception("the clock's %s in game %s failed; it is tried again on the next pass", kind, game_id)

    async def remind(self, game_id: int, kind: str) -> None:
        """DM every player the table still waits for (stand-ins need no reminder)."""
        loaded = await self.table.load(game_id)
        record = loaded.record
        link = jump_link(record) or f"<#{record.channel_id}>"
        for decision in loaded.decisions():
            for seat in decision.waiting_for():
                if record.seats[seat].stand_in or record.deadline_at is None:
                    continue
                lang = lang_of(record.seats[seat].locale or record.locale)
                text = t(
                    lang, f"bot.remind.{kind}", title=loaded.game.title, id=record.id,
                    relative=timestamp(record.deadline_at), exact=timestamp(record.deadline_at, "f"),
                    prompt=loaded.shown(decision, seat, lang).prompt, link=link,
                )  # fmt: skip
                await self.announcer.dm(record, seat, text)
        await self.table.mark_reminded(game_id, 1 if kind == "half" else 2, record)

    async def deadline(self, game_id: int) -> None:
        """Apply the defaults, say so in the channel, and announce what followed."""
        before = await self.table.record(game_id)
        played = await self.table.expire(game_id)
        if not played:
            return
        after = played[-1].record
        lang = lang_of(after.locale)
        namer = seat_namer(played[0].game, played[0].state, {s.seat: s.name for s in after.seats}, lang)
        mentions = []
        for p in played:
            user = after.seats[p.seat].user_id
            decision = p.answered()
            shown = (
                t(lang, "bot.deadline.secret") if p.secret else self.announcer.label(decision, p.seat, p.action, lang)
            )
            if p.forced:
                mentions.append(t(lang, "bot.forced", seat=namer(p.seat), action=shown))
                continue
            if p.by_ai:  # an AI seat still thinking answers in time; a person's seat under the AI policy
                if after.seats[p.seat].ai is None:
                    mentions.append(t(lang, "bot.ai.deadline", mention=f"<@{user}>", seat=namer(p.seat), action=shown))
                continue
            key = "bot.deadline.default" if not before.seats[p.seat].stand_in else "bot.stand_in.plays"
            mentions.append(t(lang, key, mention=f"<@{user}>", seat=namer(p.seat), action=shown))
        for s in after.seats:
            if s.stand_in and not before.seats[s.seat].stand_in:
                mentions.append(t(lang, "bot.stand_in.now", mention=f"<@{s.user_id}>", seat=namer(s.seat)))
        await self.announcer.post(after, mentions, None, pings=True)
        for p in played:
            await self.announcer.after(p, None)
        await self.announcer.refresh(game_id)
