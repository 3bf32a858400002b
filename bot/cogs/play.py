"""``/play action:`` with autocomplete from the legal answers, in a game channel or by DM."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.hand import private_view
from bot.i18n import lang_of, t
from bot.prompts import lang_for, refusal, reply
from bot.table import Loaded, TableError
from bot.topics import find, topics
from rules.core.forms import suggest
from rules.registry import GAMES

if TYPE_CHECKING:
    from bot.app import MarszalekBot


class PlayCog(commands.Cog):
    def __init__(self, bot: MarszalekBot) -> None:
        self.bot = bot

    async def resolve(
        self, interaction: discord.Interaction[Any], game_id: int | None, waiting_only: bool = True
    ) -> Loaded:
        """The game an interaction is about: ``game:``, this channel's game, or (in DMs) the user's
        only game waiting for him (or only game at all, with ``waiting_only`` off)."""
        table = self.bot.table
        if game_id is not None:
            return await table.load(game_id)
        if interaction.guild_id is not None:
            record = await table.in_channel(interaction.channel_id or 0)
            if record is None:
                raise TableError("table.no_game", "no_game")
            return await table.load(record.id)
        games = await table.games_of(interaction.user.id)
        if not games:
            raise TableError("table.no_games_of_yours", "no_game")
        if not waiting_only and len(games) == 1:
            return await table.load(games[0].id)
        waiting = await table.waiting_for(interaction.user.id)
        if len(waiting) == 1:
            return waiting[0]
        if not waiting:
            raise TableError("table.nothing_waiting", "nothing")
        raise TableError("table.ambiguous", "ambiguous")

    @app_commands.command(name="play", description="Play an action, e.g. `bid 3` (secret answers stay private)")
    @app_commands.describe(
        action="The action; start typing to see the legal ones", game="The game number, if not this channel's"
    )
    async def play(self, interaction: discord.Interaction[Any], action: str, game: int | None = None) -> None:
        try:
            loaded = await self.resolve(interaction, game)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await self.bot.prompts.submit(interaction, loaded.record.id, action, step=None, edit=False)

    @app_commands.command(name="hand", description="Your private view of your game, with your own board image")
    @app_commands.describe(game="The game number, if not this channel's")
    async def hand(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        try:
            loaded = await self.resolve(interaction, game, waiting_only=False)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        seat = loaded.record.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, t(lang_for(interaction), "bot.not_player_hand"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, png = await private_view(loaded, seat, lang_of(interaction.locale))
        file = discord.File(io.BytesIO(png), filename="hand.png") if png else discord.utils.MISSING
        await interaction.followup.send(text, file=file, ephemeral=True)

    @app_commands.command(name="rules", description="A summary of a rulebook section of this channel's game")
    @app_commands.describe(topic="The section; start typing to see them", game="Which game, outside a game's channel")
    @app_commands.choices(game=[app_commands.Choice(name=i.title, value=i.id) for i in GAMES.values()])
    async def rules(self, interaction: discord.Interaction[Any], topic: str, game: str | None = None) -> None:
        lang = lang_of(interaction.locale)
        game_id = game or await self.channel_game(interaction)
        found = find(game_id, topic) if game_id else None
        if found is None:
            known = ", ".join(f"`{topic.key}`" for topic in topics(game_id)) if game_id else ""
            text = t(lang, "bot.rules.no_topic", topics=known) if known else t(lang, "bot.rules.name_game")
            await reply(interaction, text)
            return
        await reply(interaction, f"**{found.title(lang)}**\n{found.text(lang)}")

    @rules.autocomplete("topic")
    async def topic_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        lang = lang_of(interaction.locale)
        game_id = getattr(interaction.namespace, "game", None) or await self.channel_game(interaction)
        if not game_id:
            return []
        wanted = current.lower()
        return [
            app_commands.Choice(name=topic.title(lang)[:100], value=topic.key)
            for topic in topics(game_id)
            if wanted in topic.title(lang).lower() or wanted in topic.key
        ][:25]

    async def channel_game(self, interaction: discord.Interaction[Any]) -> str | None:
        record = await self.bot.table.in_channel(interaction.channel_id or 0)
        if record is None:
            records = await self.bot.table.games_of(interaction.user.id)
            record = records[0] if len(records) == 1 else None
        return record.game if record else None

    @play.autocomplete("action")
    async def action_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            loaded = await self.resolve(interaction, getattr(interaction.namespace, "game", None))
        except TableError:
            return []
        seat = loaded.record.seat_of(interaction.user.id)
        if seat is None:
            return []
        decision = loaded.decision_for(seat)
        if decision is None:
            return []
        lang = lang_for(interaction)
        return [
            app_commands.Choice(name=c.label_in(lang)[:100], value=c.text[:100])
            for c in suggest(decision.forms[seat], current)
        ]

    @play.autocomplete("game")
    async def game_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[int]]:
        records = await self.bot.table.games_of(interaction.user.id)
        titles = {g: info.title for g, info in GAMES.items()}
        return [
            app_commands.Choice(name=f"#{r.id} {titles.get(r.game, r.game)}", value=r.id)
            for r in records
            if current in str(r.id)
        ][:25]
