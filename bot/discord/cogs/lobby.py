"""``/game create | join | leave | start | status | abandon`` and the lobby message's buttons."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.ai_seats import AiPlayers, mention
from bot.discord.announce import NO_PINGS, Announcer, Spawn, standings
from bot.discord.components import Components, DecisionButton, LobbyButton, Ref, VoteButton
from bot.discord.dashboard import dashboard_text
from bot.discord.hand import private_view
from bot.discord.permissions import missing_permissions
from bot.discord.replies import FAILURES, lang_for, refusal, reply
from bot.discord.scheduler import Scheduler
from bot.editions import MAX_BOARD_BYTES, Editions
from bot.records import export as export_record
from bot.records import history
from bot.table import GameRecord, Played, Table, TableError
from bot.table.model import problem_of
from bot.words.i18n import lang_of, option_label, t
from bot.words.text import split_message
from rules.core.ai import DEFAULT_LEVEL, LEVELS
from rules.core.game import OptionSpec, OptionValue
from rules.registry import GAMES

log = logging.getLogger(__name__)

PACE_CHOICES = [
    app_commands.Choice(name=name, value=minutes)
    for name, minutes in (
        ("6 hours a decision", 360), ("12 hours a decision", 720), ("24 hours a decision", 1440),
        ("48 hours a decision", 2880), ("72 hours a decision", 4320), ("a week a decision", 10080),
        ("no deadlines", 0),
    )
]  # fmt: skip

MAX_BOARD_FILE = MAX_BOARD_BYTES
"""Bytes; the shipped board file is about 20 KB."""

GAME_CHOICES = [app_commands.Choice(name=info.title, value=info.id) for info in GAMES.values()]
AI_LEVEL_CHOICES = [app_commands.Choice(name=level, value=level) for level in LEVELS]
STAND_IN_CHOICES = [
    app_commands.Choice(name="their default answers", value="defaults"),
    app_commands.Choice(name="the AI", value="ai"),
]


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


class LobbyCog(commands.GroupCog, group_name="game", group_description="Create, join and run a game in this channel"):
    def __init__(self, table: Table, announcer: Announcer, scheduler: Scheduler, ai: AiPlayers, spawn: Spawn) -> None:
        self.table = table
        self.announcer = announcer
        self.scheduler = scheduler
        self.ai = ai
        self.spawn = spawn
        super().__init__()

    # --- the lobby message ----------------------------------------------------------------------

    async def lobby_text(self, record: GameRecord) -> str:
        """The lobby message, in the channel's language."""
        lang = lang_of(record.locale)
        game = await self.table.definition(record.id)
        roles = {c.text: c.label_in(lang) for c in game.roles()}
        lines = [t(lang, "bot.lobby.head", title=game.title, id=record.id, count=len(record.seats),
                   max=record.max_seats, min=game.min_seats)]  # fmt: skip
        for s in record.seats:
            key = "bot.lobby.seat_role" if s.role else "bot.lobby.seat"
            who = t(lang, "bot.ai.seat", name=s.name, level=s.ai) if s.ai else mention(s)
            lines.append(t(lang, key, n=s.seat + 1, mention=who, role=roles.get(s.role or "", "")))
        if game.option_specs:
            chosen = [
                option_state(spec, record.options.get(spec.key, spec.default), lang) for spec in game.option_specs
            ]
            lines.append(t(lang, "bot.lobby.options", options=" · ".join(chosen)))
        if record.pace_minutes:
            lines.append(t(lang, "bot.lobby.pace", hours=f"{record.pace_minutes / 60:g}"))
        else:
            lines.append(t(lang, "bot.lobby.no_pace"))
        if record.stand_ins:
            lines.append(t(lang, "bot.ai.stand_ins", level=record.stand_ins))
        _, shipped = self.table.editions.current(record.game)
        if game.edition != shipped.edition:
            lines.append(t(lang, "bot.lobby.own_board", edition=game.edition))
        lines.append(t(lang, "bot.lobby.how"))
        return "\n".join(lines)

    async def lobby_view(self, record: GameRecord) -> discord.ui.View:
        lang = lang_of(record.locale)
        view = Components()
        view.add_item(LobbyButton(record.id, "join", t(lang, "bot.lobby.join"), style=discord.ButtonStyle.primary))
        view.add_item(LobbyButton(record.id, "leave", t(lang, "bot.lobby.leave")))
        view.add_item(LobbyButton(record.id, "start", t(lang, "bot.lobby.start"), style=discord.ButtonStyle.success))
        view.add_item(LobbyButton(record.id, "ai", t(lang, "bot.ai.add"), data="add"))
        view.add_item(LobbyButton(record.id, "ai", t(lang, "bot.ai.remove"), data="off"))
        game = await self.table.definition(record.id)
        for spec in game.option_specs[:10]:
            view.add_item(LobbyButton(record.id, "opt", option_label(spec.label, lang), data=spec.key))
        return view

    async def on_button(self, interaction: discord.Interaction[Any], game_id: int, action: str, data: str) -> None:
        table = self.table
        if action == "notes":
            await self.placeholder_details(interaction, game_id)
            return
        if action == "show":
            await self.show_everyone(interaction, game_id)
            return
        channel_id = interaction.channel_id or 0
        try:
            record = await table.record(game_id)
            if record.channel_id != channel_id:
                raise TableError("table.other_channel")
            if record.status != "lobby":
                raise TableError("table.lobby_closed", "started")
            if action == "join":
                record = await table.join(channel_id, interaction.user.id, display_name(interaction.user))
                await table.set_locale(record.id, interaction.user.id, lang_for(interaction))
            elif action == "leave":
                record = await table.leave(channel_id, interaction.user.id)
            elif action == "ai" and data == "off":
                record = await table.remove_ai(channel_id, interaction.user.id, manager=self.manager(interaction))
            elif action == "ai":
                record = await table.add_ai(
                    channel_id, interaction.user.id, DEFAULT_LEVEL, manager=self.manager(interaction)
                )
            elif action == "opt":
                game = await table.definition(record.id)
                spec = next((o for o in game.option_specs if o.key == data), None)
                if spec is None:
                    raise TableError("table.lobby_closed", "started")
                record = await table.set_option(
                    channel_id, interaction.user.id, data, next_choice(spec, record.options.get(data, spec.default))
                )
            elif action == "start":
                await self.start_game(interaction)
                return
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        if record.status == "lobby":
            await interaction.response.edit_message(
                content=await self.lobby_text(record), view=await self.lobby_view(record)
            )
        else:
            await interaction.response.edit_message(content=t(lang_of(record.locale), "bot.lobby.closed"), view=None)

    async def post_lobby(self, interaction: discord.Interaction[Any], record: GameRecord) -> None:
        """The lobby with its buttons, in answer to a command; remembered with the game's open prompts,
        so its buttons come off when the game starts."""
        sent = await interaction.response.send_message(
            await self.lobby_text(record),
            view=await self.lobby_view(record),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        message = getattr(sent, "resource", None)
        if isinstance(message, discord.InteractionMessage):
            self.announcer.remember(record.id, message)

    async def show_everyone(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """``/game status`` shown to everyone: the live message again at the bottom of the channel."""
        try:
            record = await self.table.record(game_id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        if record.status != "active" or record.channel_id != (interaction.channel_id or 0):
            await reply(interaction, refusal(self.table._inactive(record), lang_for(interaction)))
            return
        await interaction.response.defer()
        await self.announcer.bring_down(game_id)

    # --- commands ---------------------------------------------------------------------------------

    @app_commands.command(name="create", description="Open a new game in this channel and take the first seat")
    @app_commands.describe(
        game="Which game",
        players="How many seats (default: the game's maximum)",
        role="Your house/colour, if the game has them",
        board="Your group's own board file (TOML), if you own the printed game",
        pace="How long each decision may take before the default answer is applied",
        ai="How many seats the AI plays (added after yours)",
        level="How strongly the AI plays (strong by default)",
        stand_ins="Who answers for a player who misses his deadlines",
    )
    @app_commands.choices(game=GAME_CHOICES, pace=PACE_CHOICES, level=AI_LEVEL_CHOICES, stand_ins=STAND_IN_CHOICES)
    async def create(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        players: int | None = None,
        role: str | None = None,
        board: discord.Attachment | None = None,
        pace: int = 24 * 60,
        ai: app_commands.Range[int, 0, 4] = 0,
        level: str = DEFAULT_LEVEL,
        stand_ins: str = "defaults",
    ) -> None:
        lang = lang_for(interaction)
        if interaction.guild_id is None or interaction.channel_id is None:
            await reply(interaction, t(lang, "bot.lobby.in_server"))
            return
        missing = missing_permissions(interaction.app_permissions)
        if missing:
            named = ", ".join(t(lang, f"bot.permission.{name}") for name in missing)
            await reply(interaction, t(lang, "bot.lobby.permissions", missing=named))
            return
        edition = None
        if board is not None:
            if board.size > MAX_BOARD_FILE:
                await reply(interaction, t(lang, "bot.lobby.board_large", size=board.size, limit=MAX_BOARD_FILE))
                return
            try:
                raw = await board.read()
                # validated off the event loop: a hostile file costs a worker thread, never the other games' clicks;
                # the bytes read are bounded too, not only the size Discord declares
                edition = await asyncio.to_thread(Editions.parse_bytes, raw, board.filename)
            except (UnicodeDecodeError, ValueError) as exc:
                await reply(interaction, refusal(TableError("table.edition", problem=problem_of(exc)), lang))
                return
            except FAILURES:
                await reply(interaction, t(lang, "bot.lobby.board_download"))
                return
        try:
            record = await self.table.create(
                game, channel_id=interaction.channel_id, guild_id=interaction.guild_id, user_id=interaction.user.id,
                name=display_name(interaction.user), max_seats=players, role=role, edition=edition,
                pace_minutes=pace or None, locale=lang_of(interaction.guild_locale),
                stand_ins=level if stand_ins == "ai" else None,
            )  # fmt: skip
            await self.table.set_locale(record.id, interaction.user.id, lang)
            for _ in range(min(ai, record.max_seats - 1)):  # the AI takes the seats after the creator's
                record = await self.table.add_ai(interaction.channel_id, interaction.user.id, level)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await self.post_lobby(interaction, record)

    @app_commands.command(name="join", description="Take a seat at the game in this channel")
    @app_commands.describe(role="Your house/colour, if the game has them")
    async def join(self, interaction: discord.Interaction[Any], role: str | None = None) -> None:
        try:
            record = await self.table.join(
                interaction.channel_id or 0, interaction.user.id, display_name(interaction.user), role
            )
            await self.table.set_locale(record.id, interaction.user.id, lang_for(interaction))
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await self.post_lobby(interaction, record)

    @create.autocomplete("role")
    @join.autocomplete("role")
    async def role_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        game_id = getattr(interaction.namespace, "game", None)
        if game_id in GAMES:
            _, game = self.table.editions.current(game_id)
        else:
            record = await self.table.in_channel(interaction.channel_id or 0)
            if record is None:
                return []
            game = await self.table.definition(record.id)
        return [
            app_commands.Choice(name=c.label[:100], value=c.text)
            for c in game.roles()
            if current.lower() in c.label.lower()
        ][:25]

    @app_commands.command(name="leave", description="Give up your seat in this channel's lobby")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        try:
            record = await self.table.leave(interaction.channel_id or 0, interaction.user.id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        if record.status == "lobby":
            await self.post_lobby(interaction, record)
        else:
            await interaction.response.send_message(t(lang_for(interaction), "bot.lobby.left_closed"))

    @app_commands.command(name="start", description="Start the game in this channel (its creator)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        await self.start_game(interaction)

    async def start_game(self, interaction: discord.Interaction[Any]) -> None:
        try:
            played = await self.table.start(interaction.channel_id or 0, interaction.user.id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        record = played.record
        lang = lang_of(record.locale)
        counts = (0, 0)
        try:
            counts = await self.table.placeholder_counts(record.id)
            await interaction.response.send_message(
                self.start_text(played, lang, counts),
                view=self.start_view(played, lang) or discord.utils.MISSING,
                allowed_mentions=NO_PINGS,
            )
        except FAILURES as exc:
            log.warning("game %s: the start message could not be sent (%s)", record.id, exc)
        finally:  # the game is started: its thread, first events and prompts are owed whatever became of that
            self.spawn(self.opened(interaction, played, counts))

    def start_text(self, played: Played, lang: str, counts: tuple[int, int], thread: str = "") -> str:
        """The start's one message: who plays whom, where spectators follow, and the placeholder notice in
        one sentence with the share of stand-in values (``counts``: stand-ins, values; the details behind its
        button)."""
        record = played.record
        seats = ", ".join(
            t(lang, "bot.start.seat", mention=mention(s),
              seat=played.game.seat_name_in(played.state, s.seat, lang))
            for s in record.seats
        )  # fmt: skip
        lines = [t(lang, "bot.start.begins", title=played.game.title, id=record.id, seats=seats)]
        if thread:
            lines.append(t(lang, "bot.start.thread", thread=thread))
        count, total = counts
        if count:
            share = f"{round(100 * count / total)}%"
            lines.append(t(lang, "bot.start.placeholders", count=count, total=total, share=share))
        return "\n".join(lines)

    def start_view(self, played: Played, lang: str) -> discord.ui.View | None:
        if not played.game.placeholder_summary():
            return None
        view = Components()
        view.add_item(LobbyButton(played.record.id, "notes", t(lang, "bot.start.placeholder_button")))
        return view

    async def opened(self, interaction: discord.Interaction[Any], played: Played, counts: tuple[int, int]) -> None:
        """After the start: the lobby's buttons off, the spectator thread (named in the start message, which
        keeps its placeholder ``counts``), then the first events and prompts."""
        record = played.record
        await self.announcer.close_prompts(record.id)
        lang = lang_of(record.locale)
        channel = interaction.channel
        if isinstance(channel, discord.TextChannel):
            try:
                thread = await channel.create_thread(
                    name=t(lang, "bot.start.thread_name", title=played.game.title, id=record.id)[:100],
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080,
                )
                await self.table.set_thread(record.id, thread.id)
                record = await self.table.record(record.id)
                played.record = record
                await interaction.edit_original_response(
                    content=self.start_text(played, lang, counts, thread.mention), allowed_mentions=NO_PINGS
                )
            except FAILURES:
                log.warning("could not create a spectator thread for game %s", record.id)
        await self.announcer.after(played, None)

    async def placeholder_details(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """The placeholder notice in full, privately: each kind of stand-in value and how many, and how a
        group with the box plays on its own values."""
        lang = lang_for(interaction)
        game = await self.table.definition(game_id)
        record = await self.table.record(game_id)
        notes = game.placeholder_notes_in(lang)
        setting = f"MARSZALEK_{record.game.upper()}_EDITION"
        await reply(interaction, t(lang, "bot.start.placeholder_details", notes="; ".join(notes), setting=setting))

    @app_commands.command(name="status", description="Where this channel's game stands and who it waits for")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        table = self.table
        record = await table.in_channel(interaction.channel_id or 0)
        if record is None and interaction.guild_id is None:  # in a DM: his game whose channel was deleted
            gone = [await table.record(g) for g in sorted(self.announcer.gone)]
            mine = [g for g in gone if g.seat_of(interaction.user.id) is not None]
            live = [g for g in mine if g.status != "finished"]
            record = live[0] if len(live) == 1 else mine[-1] if mine and not live else None
        if record is None:
            record = await table.last_in_channel(interaction.channel_id or 0)
            if record is None or record.status != "finished":
                await reply(interaction, refusal(TableError("table.no_game"), lang_for(interaction)))
                return
        if record.status == "lobby":
            await self.post_lobby(interaction, record)
            return
        loaded = await table.load(record.id)
        lang = lang_for(interaction)
        if record.status == "finished":  # a game that ended here: its result, even if Discord lost its last post
            where = f"<#{record.channel_id}>"
            gone = [t(lang, "bot.gone.status", channel=where)] if record.id in self.announcer.gone else []
            await reply(interaction, "\n".join([dashboard_text(loaded, lang), *gone, *standings(loaded, lang)]))
            return
        view = Components()
        step = loaded.state.step
        if loaded.decisions() and record.seat_of(interaction.user.id) is not None:
            label = t(lang, "bot.status.show_prompt")
            view.add_item(DecisionButton(Ref(record.id, step, "p"), label, discord.ButtonStyle.primary))
        view.add_item(DecisionButton(Ref(record.id, step, "f"), t(lang, "bot.form.full_board")))
        if record.id not in self.announcer.gone:
            view.add_item(LobbyButton(record.id, "show", t(lang, "bot.status.show_everyone")))
        text = dashboard_text(loaded, lang)
        if record.id in self.announcer.blocked:
            text += "\n" + t(lang, "bot.blocked.status")
        if record.id in self.announcer.gone:
            text += "\n" + t(lang, "bot.gone.status", channel=f"<#{record.channel_id}>")
        await reply(interaction, text, view)

    @app_commands.command(
        name="abandon", description="End this channel's game without a result (creator or server manager)"
    )
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        manager = bool(interaction.permissions.manage_guild) if interaction.guild_id else False
        try:
            record = await self.table.abandon(interaction.channel_id or 0, interaction.user.id, manager=manager)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await interaction.response.send_message(
            t(lang_of(record.locale), "bot.abandoned", id=record.id, user=f"<@{interaction.user.id}>"),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await self.announcer.forget(record.id)

    # --- the asynchronous table: host controls, back, undo, votes, records -------------------------------

    async def live(self, interaction: discord.Interaction[Any]) -> GameRecord:
        record = await self.table.in_channel(interaction.channel_id or 0)
        if record is None:
            raise TableError("table.no_game", "no_game")
        return record

    @staticmethod
    def manager(interaction: discord.Interaction[Any]) -> bool:
        return bool(interaction.guild_id) and bool(interaction.permissions.manage_guild)

    async def host_command(self, interaction: discord.Interaction[Any], action: Any, done: str, **params: Any) -> None:
        """Run a host control and say publicly (in the channel's language) what changed: ``done`` is
        the catalogue key of that sentence."""
        try:
            record = await self.live(interaction)
            record = await action(record)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        text = t(lang_of(record.locale), done, user=f"<@{interaction.user.id}>", **params)
        await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())
        await self.announcer.refresh(record.id)
        self.scheduler.poke()

    @app_commands.command(name="pause", description="Pause the game and its clock (host)")
    async def pause(self, interaction: discord.Interaction[Any]) -> None:
        manager = self.manager(interaction)
        await self.host_command(
            interaction, lambda r: self.table.pause(r.id, interaction.user.id, manager=manager),
            "bot.host.paused",
        )  # fmt: skip

    @app_commands.command(name="resume", description="Resume a paused game (host)")
    async def resume(self, interaction: discord.Interaction[Any]) -> None:
        manager = self.manager(interaction)
        await self.host_command(
            interaction, lambda r: self.table.resume(r.id, interaction.user.id, manager=manager),
            "bot.host.resumed",
        )  # fmt: skip

    @app_commands.command(name="extend", description="Give the table more time for the current decision (host)")
    @app_commands.describe(hours="How many hours to add (1 to 168)")
    async def extend(self, interaction: discord.Interaction[Any], hours: int) -> None:
        manager = self.manager(interaction)
        await self.host_command(
            interaction, lambda r: self.table.extend(r.id, interaction.user.id, hours, manager=manager),
            "bot.host.extended", hours=hours,
        )  # fmt: skip

    @app_commands.command(name="back", description="Take your seat back from its stand-in")
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        await self.host_command(
            interaction, lambda r: self.table.back(r.id, interaction.user.id),
            "bot.host.back",
        )  # fmt: skip

    @app_commands.command(name="replace", description="Give a seat to another player (host)")
    @app_commands.describe(
        seat="The seat's number (1 for the first seat)", player="Who takes the seat", ai="Or: the AI plays it"
    )
    @app_commands.choices(ai=AI_LEVEL_CHOICES)
    async def replace(
        self,
        interaction: discord.Interaction[Any],
        seat: int,
        player: discord.User | None = None,
        ai: str | None = None,
    ) -> None:
        manager = self.manager(interaction)
        if (player is None) == (ai is None):
            await reply(interaction, t(lang_for(interaction), "bot.ai.replace_whom"))
            return
        if player is None:
            await self.ai.replace(interaction, seat, ai or DEFAULT_LEVEL, manager)
            return
        try:
            record = await self.live(interaction)
            old = mention(record.seats[seat - 1]) if 0 < seat <= len(record.seats) else None
            record = await self.table.replace(
                record.id, interaction.user.id, seat - 1, player.id, display_name(player), manager=manager
            )
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        loaded = await self.table.load(record.id)
        lang = lang_of(record.locale)
        name = loaded.game.seat_name_in(loaded.state, seat - 1, lang)
        await interaction.response.send_message(
            t(lang, "bot.host.replaced", new=f"<@{player.id}>", seat=name, n=seat, old=old),
            allowed_mentions=discord.AllowedMentions(users=[player]),
        )
        text, png = await private_view(loaded, seat - 1, lang_of(record.locale))
        await self.announcer.dm_file(record, seat - 1, text, png)
        for decision in loaded.decisions():
            if seat - 1 in decision.waiting_for():
                await self.announcer.prompt(played_like(loaded), decision, seat - 1)
        await self.announcer.refresh(record.id)

    @app_commands.command(name="kick", description="Remove a player from the lobby before the start (host)")
    @app_commands.describe(player="Who leaves the lobby")
    async def kick(self, interaction: discord.Interaction[Any], player: discord.User) -> None:
        try:
            record = await self.table.kick(
                interaction.channel_id or 0, interaction.user.id, player.id, manager=self.manager(interaction)
            )
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await self.post_lobby(interaction, record)

    def vote_view(self, record: GameRecord) -> discord.ui.View:
        lang = lang_of(record.locale)
        view = Components()
        view.add_item(VoteButton(record.id, True, t(lang, "bot.vote.agree")))
        view.add_item(VoteButton(record.id, False, t(lang, "bot.vote.refuse")))
        return view

    def vote_text(self, record: GameRecord, what: str, **params: Any) -> str:
        """A vote's message: ``what`` (a catalogue key) and how many agreed, in the channel's language."""
        lang = lang_of(record.locale)
        vote = record.vote or {"needed": [], "agreed": []}
        waiting = [u for u in vote["needed"] if u not in vote["agreed"]]
        names = ", ".join(f"<@{u}>" for u in waiting) or "—"
        count, total = len(vote["agreed"]), len(vote["needed"])
        return "🗳 " + t(lang, what, **params) + " " + t(lang, "bot.vote.tally", count=count, total=total, names=names)

    @app_commands.command(name="undo", description="Take back your last move (at once if nothing happened since)")
    async def undo(self, interaction: discord.Interaction[Any]) -> None:
        try:
            record = await self.live(interaction)
            played, record = await self.table.undo(record.id, interaction.user.id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        if played is not None:
            await interaction.response.send_message(
                t(lang_of(record.locale), "bot.undo.done", user=f"<@{interaction.user.id}>"),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            self.spawn(self.announcer.after(played, played.seat))
            return
        await interaction.response.send_message(
            self.vote_text(record, "bot.undo.ask", user=f"<@{interaction.user.id}>"),
            view=self.vote_view(record),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        await self.announcer.refresh(record.id)

    @app_commands.command(name="end", description="Propose to end the game without a result (all players must agree)")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        try:
            record = await self.live(interaction)
            record = await self.table.propose_end(record.id, interaction.user.id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await interaction.response.send_message(
            self.vote_text(record, "bot.end.ask", user=f"<@{interaction.user.id}>"),
            view=self.vote_view(record),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        await self.announcer.refresh(record.id)

    async def on_vote(self, interaction: discord.Interaction[Any], game_id: int, agree: bool) -> None:
        try:
            outcome, record, played = await self.table.vote(
                game_id, interaction.user.id, agree, manager=self.manager(interaction)
            )
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        who = f"<@{interaction.user.id}>"
        lang = lang_of(record.locale)
        if outcome == "waiting":
            await interaction.response.edit_message(content=self.vote_text(record, "bot.vote.agreed", user=who))
        elif outcome == "refused":
            await interaction.response.edit_message(content="🗳 " + t(lang, "bot.vote.refused", user=who), view=None)
        elif outcome == "void":
            await interaction.response.edit_message(content="🗳 " + t(lang, "bot.vote.void"), view=None)
        elif played is not None:
            await interaction.response.edit_message(content="🗳 " + t(lang, "bot.vote.undone"), view=None)
            self.spawn(self.announcer.after(played, None))
        else:
            await interaction.response.edit_message(content="🗳 " + t(lang, "bot.vote.ended"), view=None)
            self.spawn(self.announcer.record_to_thread(record))
        await self.announcer.refresh(game_id)
        if outcome not in ("waiting", "refused", "void") and played is None:  # the game ended by the vote
            await self.announcer.forget(game_id)

    @app_commands.command(name="log", description="The public history of this channel's game")
    async def log(self, interaction: discord.Interaction[Any]) -> None:
        try:
            record = await self.live_or_last(interaction)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        lines = await history(self.table, record.id, lang_of(interaction.locale))
        text = last_lines(lines[-15:], 1800)
        file = discord.File(io.BytesIO("\n".join(lines).encode()), filename=f"game-{record.id}-history.txt")
        await interaction.followup.send(t(lang_for(interaction), "bot.log", id=record.id, text=text),
                                        file=file, ephemeral=True)  # fmt: skip

    @app_commands.command(name="export", description="The record of a finished game, to replay at the local table")
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        try:
            record = await self.live_or_last(interaction)
            data = await export_record(self.table, record.id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang_for(interaction)))
            return
        file = discord.File(io.BytesIO(json.dumps(data, ensure_ascii=False, indent=1).encode()),
                            filename=f"game-{record.id}.json")  # fmt: skip
        await interaction.response.send_message(t(lang_of(record.locale), "bot.record", id=record.id), file=file)

    async def live_or_last(self, interaction: discord.Interaction[Any]) -> GameRecord:
        """This channel's live game, or the last game played in it."""
        record = await self.table.in_channel(interaction.channel_id or 0)
        if record is None:
            record = await self.table.last_in_channel(interaction.channel_id or 0)
        if record is None:
            raise TableError("table.no_game_ever", "no_game")
        return record


def last_lines(lines: list[str], size: int) -> str:
    """The last whole lines that fit in ``size`` characters (a line longer than that, cut between words)."""
    kept: list[str] = []
    for line in reversed(lines):
        if sum(len(k) + 1 for k in kept) + len(line) > size:
            if not kept:
                kept.append(split_message(line, size)[-1])
            break
        kept.insert(0, line)
    return "\n".join(kept)


def next_choice(spec: OptionSpec, current: OptionValue) -> OptionValue:
    """The option's value after one press of its lobby button: the next of its choices, round."""
    choices = list(spec.choices)
    return choices[(choices.index(current) + 1) % len(choices)] if current in choices else spec.default


def option_state(spec: OptionSpec, value: OptionValue, lang: str) -> str:
    """An option as the lobby shows it: ✅/▫️ for a yes/no option, ``label: value`` for others."""
    label = option_label(spec.label, lang)
    if isinstance(value, bool):
        return f"{'✅' if value else '▫️'} {label}"
    return f"{label}: {option_label(str(value), lang)}"


def played_like(loaded: Any) -> Played:
    return Played(loaded.record, loaded.game, loaded.state, -1, "", changed=False)
