"""Owner commands, typed by mentioning the bot (they must work before slash commands exist)."""

from __future__ import annotations

import discord
from discord.ext import commands


class AdminCog(commands.Cog):
    """The owners' ``sync``; it reaches the command tree through the command's context."""

    @commands.command(name="sync")
    @commands.is_owner()
    async def sync(self, ctx: commands.Context[commands.Bot], scope: str = "guild") -> None:
        """Publish the slash commands: `@Marszałek sync` to this server (instant), `@Marszałek sync global`;
        `@Marszałek sync clear` removes this server's copy (after both, a server lists every command twice)."""
        if scope == "clear":
            if ctx.guild is None:
                await ctx.reply("Use `sync clear` in the server whose copy of the commands should go.")
                return
            ctx.bot.tree.clear_commands(guild=discord.Object(ctx.guild.id))
            await ctx.bot.tree.sync(guild=discord.Object(ctx.guild.id))
            await ctx.reply("Removed this server's copy of the commands; the global ones (if synced) stay.")
            return
        if scope == "global":
            synced = await ctx.bot.tree.sync()
            await ctx.reply(f"Synced {len(synced)} commands globally (they can take up to an hour to appear).")
            return
        if ctx.guild is None:
            await ctx.reply("Use `sync` in a server, or `sync global`.")
            return
        ctx.bot.tree.copy_global_to(guild=discord.Object(ctx.guild.id))
        synced = await ctx.bot.tree.sync(guild=discord.Object(ctx.guild.id))
        await ctx.reply(f"Synced {len(synced)} commands to this server.")
