"""``@Marszałek sync clear`` undoes ``sync`` in a server (after ``sync`` and ``sync global`` it would list every
command twice): the server's own copy is emptied, the global commands stay."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord

from bot.bench.fake_discord import APP_ID, Harness
from bot.discord.cogs.admin import AdminCog

GUILD = 800000000000000001


async def test_sync_clear_empties_the_servers_copy_of_the_commands(tmp_path: Path) -> None:
    h = await Harness.start(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}")
    try:
        replies: list[str] = []

        async def reply(text: str) -> None:
            replies.append(text)

        ctx: Any = SimpleNamespace(guild=discord.Object(GUILD), reply=reply, bot=h.bot)
        cog = AdminCog()
        started = len(h.fake.calls)  # (the bot published its commands globally as it started)
        await cog.sync.callback(cog, ctx, "guild")  # type: ignore[arg-type]
        await cog.sync.callback(cog, ctx, "clear")  # type: ignore[arg-type]
        puts = [c for c in h.fake.calls[started:] if c.method == "PUT"]
        assert [c.path for c in puts] == [f"/applications/{APP_ID}/guilds/{GUILD}/commands"] * 2
        assert puts[0].payload and puts[1].payload == [], "the second sync publishes nothing to the server"  # type: ignore[comparison-overlap]
        assert "Removed this server's copy" in replies[-1]
        assert h.bot.tree.get_commands(), "the global commands are untouched"
        ctx.guild = None
        await cog.sync.callback(cog, ctx, "clear")  # type: ignore[arg-type]
        assert "in the server" in replies[-1]
    finally:
        await h.stop()
