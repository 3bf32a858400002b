"""The bot: discord.py's AutoShardedBot wired to the table service, the prompts and the announcer.

``create_bot(settings)`` builds it without connecting (DESIGN §4). ``setup_hook``, once logged in, migrates the
database, registers the cogs and the persistent components, publishes the slash commands when they changed since
the last start (a digest kept in the database; never blindly on every connect; the owners' ``sync`` stays), and
shows the invite link. With ``MARSZALEK_SHARD_IDS`` the process runs those gateway shards only and keeps the clock
of their guilds' games (:mod:`bot.shards`); board images are drawn by the render pool (:mod:`bot.images`).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import json
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import images
from bot.discord.ai_seats import AiPlayers
from bot.discord.announce import USER_PINGS, Announcer
from bot.discord.cogs.admin import AdminCog
from bot.discord.cogs.lobby import LobbyCog
from bot.discord.cogs.play import PlayCog
from bot.discord.components import DecisionButton, DecisionSelect, LobbyButton, VoteButton
from bot.discord.invite import invite_url
from bot.discord.prompts import Prompts
from bot.discord.replies import FAILURES, refusal, reply
from bot.discord.scheduler import Scheduler
from bot.discord.translator import CatalogueTranslator
from bot.editions import Editions
from bot.settings import Settings
from bot.shards import Shards
from bot.storage.db import Database
from bot.table import Clock, Table, utcnow

log = logging.getLogger("marszalek")


GC_THRESHOLDS = (2_000, 10, 1_000)
"""The cyclic garbage collector's thresholds for a running bot (Python's are 700, 10, 10). A thousand live games
keep some 300,000 objects in the cache, and a full collection walks them all (0.8-1.3 s on this machine, up to
ten of them in 40 s with the defaults). What a game's step builds is freed by reference counting (no cycles:
``tests/bot/test_collector.py``), so the collector only finds discord.py's own cycles (some 60 objects a click);
young collections stay short (every 2,000 net new objects: 1-2 ms), middle ones every ten of those (~30 ms),
full ones after a thousand middle ones and only when a quarter of the heap is new since the last (minutes apart at
100 actions/s). With 20,000/20/50 the young and middle collections grew to 0.1 and 0.6 s."""


def quiet_collector() -> None:
    """Collect at :data:`GC_THRESHOLDS`, and never walk again what the first start-up built (modules, editions,
    catalogues); once per process (tests start many bots in one)."""
    if gc.get_threshold() != GC_THRESHOLDS:
        gc.collect()
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)


COMMANDS_KEY = "commands"
"""Under this name the database keeps the digest of the slash commands last published (:meth:`sync_commands`)."""


SWEEPER = "marszalek-collector"
"""The name of the task that sweeps (the test harness does not wait for it: it runs as long as the bot)."""


class Collector:
    """A running bot's garbage collection: what survives a young collection is set aside at once (``gc.freeze``)
    and swept with everything else every ``sweep_s`` seconds.

    What survives a young collection is almost all a cached game's new state and decisions, which live until that
    game's next action (seconds to days) and are then freed by reference counting. Python's collector walks each
    of them again in a middle collection (every ten young ones): with a thousand live games those took 30-130 ms
    each and most of the collector's time (an eighth of the event loop's under load). Set aside, a young object is
    walked once. Only garbage in reference cycles needs the collector, and a cycle set aside while still in use
    (an interaction being answered: discord.py's interaction and its response refer to each other) is freed by the
    next sweep, which walks everything once, as Python's own full collections did, minutes apart."""

    def __init__(self, sweep_s: float) -> None:
        self.sweep_s = sweep_s
        self.sweeps = 0
        self.swept = 0
        """Objects the sweeps found unreachable (cycles set aside while in use, and any other)."""
        self.longest_s = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "stop" and info["generation"] == 0:
            gc.freeze()

    def install(self) -> None:
        if not any(isinstance(c, Collector) for c in gc.callbacks):  # once per process
            gc.callbacks.append(self)

    def uninstall(self) -> None:
        if self in gc.callbacks:
            gc.callbacks.remove(self)

    def sweep(self) -> int:
        """Walk everything once: free the cycles set aside since the last sweep, set aside what lives."""
        began = time.perf_counter()
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        self.sweeps += 1
        self.swept += found
        self.longest_s = max(self.longest_s, time.perf_counter() - began)
        return found

    async def run(self) -> None:
        """Sweep every ``sweep_s`` seconds, for as long as the bot runs."""
        while True:
            await asyncio.sleep(self.sweep_s)
            found = self.sweep()
            log.debug("collector sweep %d: %d objects freed, longest sweep %.2f s", self.sweeps, found, self.longest_s)


class DatabaseUnavailable(Exception):
    """The database could not be opened when the bot started (the message says why, in one line)."""


class MarszalekBot(commands.AutoShardedBot):
    def __init__(self, settings: Settings, *, clock: Clock = utcnow) -> None:
        intents = discord.Intents.default()
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            owner_ids=set(settings.owner_ids) or None,
            allowed_mentions=USER_PINGS,
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
        )
        self.settings = settings
        self.shards_run = Shards(settings.shard_count, settings.shard_ids)
        """The shards this process runs: it keeps the clock of their guilds' games only."""
        self.db = Database(settings.database_url)
        self.table = Table(self.db, Editions(settings.editions), clock=clock)
        self.table.shared = not self.shards_run.everything
        """Other processes write this database when they run the other shards; a process running every shard is
        the only bot on it (two would both answer every event), so its cache needs no revision check: on
        PostgreSQL that check cost 40% of a click's loop time (10.96 -> 6.53 ms, one session)."""
        self.table.store.clock_scope, self.table.store.clock_params = self.shards_run.scope()
        self.announcer = Announcer(self, self.table, wake=self.wake)
        self.prompts = Prompts(self.table, self.announcer, self.spawn)
        self.scheduler = Scheduler(self.table, self.announcer, closed=self.is_closed)
        self.collector = Collector(settings.collector_sweep_s)
        self._sweeper: asyncio.Task[None] | None = None
        self.ai = AiPlayers(self.table, self.announcer, self.spawn)
        self.lobby: LobbyCog
        self._tasks: set[asyncio.Task[Any]] = set()
        self.show_invite: Callable[[int], None] | None = None
        """Shows whoever started the bot its invite link, given the application id, once logged in (``python -m
        bot`` prints it on the console); the log has it at INFO either way."""

    async def setup_hook(self) -> None:
        try:
            await self.db.open()
        except Exception as exc:  # a server that is down, a file that is no database: the user's to fix
            raise DatabaseUnavailable(
                str(exc).strip().splitlines()[0][:300] if str(exc).strip() else type(exc).__name__
            ) from exc
        images.configure(self.settings.render_processes)
        quiet_collector()
        if self.settings.collector_sweep_s > 0:
            self.collector.install()
            self._sweeper = asyncio.get_running_loop().create_task(self.collector.run(), name=SWEEPER)
        self.add_dynamic_items(DecisionButton, DecisionSelect, LobbyButton, VoteButton)
        self.lobby = LobbyCog(self.table, self.announcer, self.scheduler, self.ai, self.spawn)
        await self.add_cog(self.lobby)
        await self.add_cog(PlayCog(self.table, self.prompts))
        await self.add_cog(AdminCog())
        self.tree.on_error = self.on_app_command_error
        await self.tree.set_translator(CatalogueTranslator())
        if self.settings.dev_guild_id:
            self.tree.copy_global_to(guild=discord.Object(self.settings.dev_guild_id))
        if self.application_id is not None:
            log.info("invite link: %s", invite_url(self.application_id))
            if self.show_invite is not None:
                self.show_invite(self.application_id)
        await self.sync_commands()

    async def commands_digest(self) -> str:
        """The SHA-256 of what a sync publishes: every global command as Discord gets it (names, descriptions,
        options, choices, the Polish localizations), with the application and the dev guild it goes to."""
        translator = self.tree.translator
        published = [
            await c.get_translated_payload(self.tree, translator) if translator else c.to_dict(self.tree)
            for c in self.tree.get_commands()
        ]
        published.sort(key=lambda c: (c.get("type", 1), c["name"]))
        what = {"application": self.application_id, "dev_guild": self.settings.dev_guild_id, "commands": published}
        return hashlib.sha256(json.dumps(what, sort_keys=True, ensure_ascii=False).encode()).hexdigest()

    async def sync_commands(self) -> bool:
        """Publish the slash commands (globally, and to the dev guild when set) if they changed since the last
        publication, or were never published from this database; ``True`` when they were. A failure is one log
        line: the bot runs on, and tries again at its next start (the digest is kept only after a success)."""
        digest = await self.commands_digest()
        if await self.table.store.kept(COMMANDS_KEY) == digest:
            return False
        try:
            await self.tree.sync()
            if self.settings.dev_guild_id:
                await self.tree.sync(guild=discord.Object(self.settings.dev_guild_id))
        except (discord.DiscordException, *FAILURES) as exc:
            reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:200]
            log.warning("the slash commands changed but could not be published (%s); next start tries again", reason)
            return False
        await self.table.store.keep(COMMANDS_KEY, digest, self.table.clock())
        log.info("published the %d slash commands, which changed since the last start", len(self.tree.get_commands()))
        return True

    def wake(self, game_id: int) -> None:
        """An action was announced: the scheduler looks at the deadlines again, the AI seats at the game."""
        self.scheduler.poke()
        self.ai.poke(game_id)

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run follow-up work (announcements) in the background, keeping a reference until it ends."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._finished)
        return task

    def _finished(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    async def drain(self) -> None:
        """Wait for every background task (tests use this instead of sleeping)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def on_ready(self) -> None:
        """Connected: start the clock (deadlines that passed while the bot was away are due at once)."""
        self.scheduler.start()
        self.spawn(self.ai.resume())

    async def on_resumed(self) -> None:
        """The gateway connection is back: what Discord failed to take meanwhile is carried out now."""
        self.spawn(self.announcer.catch_up())

    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot:
            return
        if message.guild is None and not message.content.startswith(tuple(await self.get_prefix(message))):
            await self.prompts.from_dm(message)
            return
        await self.process_commands(message)

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        name = getattr(interaction.command, "qualified_name", "?")
        original = getattr(error, "original", None)
        if isinstance(original, FAILURES):  # Discord did not take an answer: no bug, and nothing to say it with
            log.warning("command %s: Discord did not take its answer (%s: %s)", name, type(original).__name__, original)
            return
        log.error("command %s failed", name, exc_info=error)
        with contextlib.suppress(*FAILURES):
            await reply(interaction, refusal(error))

    async def close(self) -> None:
        self.scheduler.stop()
        if self._sweeper is not None:
            self._sweeper.cancel()
            self.collector.uninstall()
        await self.drain()
        self.ai.close()
        await super().close()
        await self.db.close()
        await images.POOL.close()
