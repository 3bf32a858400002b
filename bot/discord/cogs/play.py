"""``/play action:`` with autocomplete from the legal answers, in a game channel or by DM."""

from __future__ import annotations

import hashlib
import io
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.components import clip, presets_of
from bot.discord.hand import private_view
from bot.discord.prompts import Prompts
from bot.discord.replies import answered, lang_for, refusal, reply
from bot.table import Loaded, Table, TableError
from bot.words.i18n import lang_of, t
from bot.words.topics import find, topics
from rules.core.errors import RulesError
from rules.core.forms import fits, suggest
from rules.registry import GAMES

KEY_MARK = "#"
"""How a short autocomplete key for a long answer starts (no action text starts so)."""
STEP_MARK = " @"
"""What an autocomplete choice of a whole answer ends with, before the step it was offered at (no action text holds
it): a ``/play`` from that choice is bound to that step."""
BOUND = re.compile(r"^(.*) @(\d{1,9})$", re.DOTALL)


def canonical(loaded: Loaded, text: str) -> str:
    """An action's canonical text (as typed, when the game cannot read it: the rules refuse it in a moment)."""
    try:
        return str(loaded.game.parse(text))
    except RulesError:
        return text


def unbound(action: str) -> tuple[str, int | None]:
    """An action as sent, and the step its autocomplete choice carried (``None``: typed)."""
    found = BOUND.match(action.strip())
    return (found[1], int(found[2])) if found else (action, None)


class PlayCog(commands.Cog):
    def __init__(self, table: Table, prompts: Prompts) -> None:
        self.table = table
        self.prompts = prompts
        self.long_answers: dict[str, str] = {}
        """Short autocomplete keys of answers longer than Discord lets a choice carry, by key (the newest
        few thousand, in memory: a key is used seconds after it is offered)."""

    async def resolve(
        self, interaction: discord.Interaction[Any], game_id: int | None, waiting_only: bool = True
    ) -> Loaded:
        """The game an interaction is about: ``game:``, this channel's game, or (in DMs) the user's
        only game waiting for him (or only game at all, with ``waiting_only`` off)."""
        table = self.table
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
        lang = lang_for(interaction)
        action, chosen_at = unbound(action)
        text = self.long_answers.get(action.strip(), action) if action.strip().startswith(KEY_MARK) else action
        if text.strip().startswith(KEY_MARK):
            await reply(interaction, t(lang, "bot.key_expired"))
            return
        # the step the player answered: the one his autocomplete choice was offered at, else the one the live
        # message showed; if the table has moved on since, or the answer to his last action failed, and this is what
        # he last played, it is a /play sent again after Discord said the first had failed (though it went in):
        # recorded already, never twice. Unless the others have answered since: then it may be his answer to what he
        # owes now (the same words, a turn later), played if the table takes it, else recorded already
        seen = chosen_at if chosen_at is not None else self.prompts.announcer.shown_step(loaded.record.id)
        moved_on = seen is not None and seen != loaded.state.step
        game_id, user_id = loaded.record.id, interaction.user.id
        again = self.prompts.sent_again(game_id, user_id, canonical(loaded, text), forget=False)
        last = (again or moved_on) and await self.table.repeated(game_id, user_id, text)
        if last and not await self.table.others_since(game_id, user_id):
            await reply(interaction, t(lang, "bot.already_recorded"))  # (if this fails too, the next is the same)
            self.prompts.told_again(game_id, user_id)
            return
        self.prompts.told_again(game_id, user_id)
        await self.prompts.submit(interaction, game_id, text, step=chosen_at, edit=False, recorded=last)

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
        files = [discord.File(io.BytesIO(png), filename="your-board.png")] if png else None
        await reply(interaction, text, files=files)

    @app_commands.command(name="board", description="The full board of this channel's game, privately")
    @app_commands.describe(game="The game number, if not this channel's")
    async def board(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        try:
            loaded = await self.resolve(interaction, game, waiting_only=False)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await self.prompts.full_board(interaction, loaded)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A modal's submit is handled by its custom id (``mz:m:…``), like the buttons: it works after a
        restart, or hours after the modal was opened."""
        if interaction.type is discord.InteractionType.modal_submit:
            custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
            if custom_id.startswith("mz:m:"):
                await answered(self.prompts.on_modal(interaction), "a modal")

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
        record = await self.table.in_channel(interaction.channel_id or 0)
        if record is None:
            records = await self.table.games_of(interaction.user.id)
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
        form = decision.forms[seat]
        offered = [*presets_of(form), *suggest(form, current)] if not current.strip() else suggest(form, current)
        step = loaded.state.step
        return [
            app_commands.Choice(
                name=clip(c.label_in(lang), 100), value=self.short(c.text, step if fits(form, c.text) else None)
            )
            for c in offered
        ][:25]

    def short(self, text: str, step: int | None = None) -> str:
        """An answer as autocomplete may carry it (at most 100 characters): a longer one under a short key
        that maps back to it when the command is sent; a whole answer carries the step it was offered at."""
        bound = "" if step is None else f"{STEP_MARK}{step}"
        if len(text) + len(bound) <= 100:
            return text + bound
        key = KEY_MARK + hashlib.blake2s(text.encode(), digest_size=6).hexdigest()
        self.long_answers[key] = text
        while len(self.long_answers) > 4096:
            self.long_answers.pop(next(iter(self.long_answers)))
        return key + bound

    @play.autocomplete("game")
    async def game_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[int]]:
        records = await self.table.games_of(interaction.user.id)
        titles = {g: info.title for g, info in GAMES.items()}
        return [
            app_commands.Choice(name=f"#{r.id} {titles.get(r.game, r.game)}", value=r.id)
            for r in records
            if current in str(r.id)
        ][:25]
