"""AI seats on Discord (issue 13): the driver that lets the AI answer in every game where it owes a
decision, and the few words the lobby and the channel say about AI seats.

The search runs off the event loop in a pool of worker processes (``AI_WORKERS`` at once, so however many
games have AI seats the bot's loop stays responsive; tests use a thread), one game's AI moves one after
another; the others' people play on meanwhile, and the game's lock is held only to write an answer. After
every announcement the announcer pokes the driver for that game; after a restart :meth:`AiPlayers.resume`
pokes every running game with AI seats, so a decision the AI owed when the bot stopped is answered. An AI
seat is never pinged nor sent a message; a sealed answer it gives is announced like anyone's (the channel
learns that it was given, never what).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

import discord

import bot.words.ai_text  # noqa: F401  (registers the sentences)
from bot.discord.announce import Announcer, Spawn
from bot.discord.replies import lang_for, refusal, reply
from bot.table import GameRecord, SeatInfo, Table, TableError
from bot.words.i18n import lang_of, t

log = logging.getLogger(__name__)

AI_WORKERS = max(1, (os.cpu_count() or 2) - 1)
"""Searches at once, each in its own process (a search takes one core for about a second at the default
level): one core stays for the bot's event loop, and one game's search never waits on its loop."""


def mention(seat: SeatInfo) -> str:
    """How the channel names a seat's player: a mention for a person, the AI's name for an AI seat (never a
    ping)."""
    return seat.name if seat.ai is not None else f"<@{seat.user_id}>"


def is_ai(record: GameRecord, seat: int) -> bool:
    return record.seats[seat].ai is not None


class AiPlayers:
    """Runs the AI's moves of each game, one game's after another's, off the event loop."""

    def __init__(self, table: Table, announcer: Announcer, spawn: Spawn) -> None:
        self.table = table
        self.announcer = announcer
        self.spawn = spawn
        self.in_process = False
        """Search in a worker thread of this process instead of the process pool (tests)."""
        self._pool: Executor | None = None
        self._slots: asyncio.Semaphore | None = None
        self._running: dict[int, asyncio.Task[Any]] = {}
        self._again: set[int] = set()
        table.ai_runner = self._search

    def poke(self, game_id: int) -> None:
        """Something changed in a game: let the AI answer there if it owes anything."""
        if game_id in self._running:
            self._again.add(game_id)
            return
        self._running[game_id] = self.spawn(self._run(game_id))

    async def resume(self) -> None:
        """After a start: every running game where the AI plays a seat gets its answers."""
        for game_id in await self.table.ai_games():
            self.poke(game_id)

    async def _run(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                played = await self.table.ai_move(game_id)
                if played is None:
                    if game_id in self._again:
                        continue
                    return
                await self.announcer.after(played, None)  # its events say what it played, as for anyone
        except Exception:
            log.exception("the AI's move in game %s failed; it is tried again at the next change", game_id)
        finally:
            self._running.pop(game_id, None)

    async def replace(self, interaction: discord.Interaction[Any], seat: int, level: str, manager: bool) -> None:
        """``/game replace ai:``: the host hands a seat (numbered from 1) to the AI, which answers at once if
        the seat owes a decision."""
        table = self.table
        try:
            record = await table.in_channel(interaction.channel_id or 0)
            if record is None:
                raise TableError("table.no_game", "no_game")
            old = mention(record.seats[seat - 1]) if 0 < seat <= len(record.seats) else ""
            record = await table.replace_with_ai(record.id, interaction.user.id, seat - 1, level, manager=manager)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        loaded = await table.load(record.id)
        lang = lang_of(record.locale)
        name = loaded.game.seat_name_in(loaded.state, seat - 1, lang)
        await interaction.response.send_message(
            t(lang, "bot.ai.replaced", level=level, seat=name, n=seat, old=old),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await self.announcer.refresh(record.id)
        self.poke(record.id)

    async def _search(self, fn: Callable[..., str], *args: Any) -> str:
        if self._slots is None:
            self._slots = asyncio.Semaphore(AI_WORKERS)
        async with self._slots:
            if self.in_process:
                return await asyncio.to_thread(fn, *args)
            if self._pool is None:
                self._pool = ProcessPoolExecutor(AI_WORKERS, mp_context=multiprocessing.get_context("spawn"))
            return await asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
