"""Everything the bot says after the state changed, sent after the change is durable (DESIGN §3-4).

Public events go to the game's channel and its spectator thread, with the board image when a phase
ended; private events go by DM to their seat; new decisions are prompted: in-turn ones in the
channel with buttons, secret ones by DM, with an ephemeral fallback button in the channel when a
player's DMs are closed. A crash between the commit and these sends repeats or loses a message,
never an action; ``/game status`` re-offers any prompt.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.components import DecisionButton, Ref, build_view, prompt_content
from bot.dashboard import refresh
from bot.i18n import lang_of, t
from bot.images import board_png, has_board
from bot.records import export as export_record
from bot.table import GameRecord, Played
from bot.text import say, seat_namer
from rules.core.decision import Decision, Event

if TYPE_CHECKING:
    from bot.app import MarszalekBot

log = logging.getLogger(__name__)

USER_PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True)
CHUNK = 1900


def chunks(lines: list[str], size: int = CHUNK) -> list[str]:
    """Join lines into messages under Discord's 2000-character limit."""
    out: list[str] = []
    current = ""
    for line in lines:
        line = line[:size]
        if current and len(current) + 1 + len(line) > size:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def _quiet(move: Played) -> Played:
    """A stand-in's move announced for its events only: no prompts, the next move follows at once."""
    from dataclasses import replace

    return replace(move, opened=False, followups=[])


def segments(events: list[Event], namer: Any, lang: str = "en") -> list[tuple[list[str], Any]]:
    """Public lines cut at each phase's end: (lines, the state to draw or ``None``)."""
    out: list[tuple[list[str], Any]] = []
    lines: list[str] = []
    for event in events:
        if event.to is not None:
            continue
        if event.kind == "board":
            out.append((lines, event.board))
            lines = []
        else:
            lines.append(say(event.msg, namer, lang))
    if lines:
        out.append((lines, None))
    return out


class Announcer:
    def __init__(self, bot: MarszalekBot) -> None:
        self.bot = bot
        self.open_prompts: dict[int, list[tuple[int, int]]] = {}
        """Each game's prompts of the current decisions, (channel, message): their components are
        taken off once the table moves on, so no stale button looks clickable (kept in memory only;
        after a restart an old button still answers that it is out of date)."""

    def remember(self, game_id: int, message: discord.Message | None) -> None:
        if message is not None:
            self.open_prompts.setdefault(game_id, []).append((message.channel.id, message.id))

    async def close_prompts(self, game_id: int) -> None:
        """Take the components off the prompts of decisions that are over."""
        for channel_id, message_id in self.open_prompts.pop(game_id, []):
            message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
            with contextlib.suppress(discord.HTTPException):
                await message.edit(view=None)

    async def forget(self, game_id: int) -> None:
        """A game that is over: its prompts lose their buttons, and nothing of it stays in memory."""
        await self.close_prompts(game_id)
        for key in [k for k in self.bot.dashboards if k[0] == game_id]:
            del self.bot.dashboards[key]

    def namer(self, played: Played | Any, record: GameRecord, lang: str = "en") -> Any:
        users = {s.seat: s.name for s in record.seats}
        return seat_namer(played.game, played.state, users, lang)

    @staticmethod
    def channel_lang(record: GameRecord) -> str:
        """The language of the game's channel and thread (the server's, kept at creation)."""
        return lang_of(record.locale)

    @staticmethod
    def seat_lang(record: GameRecord, seat: int) -> str:
        """The language of a seat's direct messages: the player's own, else the channel's."""
        return lang_of(record.seats[seat].locale or record.locale)

    async def after(self, played: Played, actor: int | None) -> None:
        """Announce an action's consequences; ``actor``'s private events were already answered.

        Public lines go out phase by phase, each ended phase with the board as it stood then.
        """
        record = played.record
        lang = self.channel_lang(record)
        namer = self.namer(played, record, lang)
        for lines, snapshot in segments(played.events, namer, lang):
            image = await self.board(played, snapshot) if snapshot is not None else None
            await self.post(record, lines, image)
        for event in played.events:
            if event.to is None:
                continue
            for seat in event.to:
                if seat != actor:
                    own = self.seat_lang(record, seat)
                    await self.dm(record, seat, say(event.msg, self.namer(played, record, own), own))
        if played.followups:
            await self.stand_in_moves(played)
            return
        if played.opened or played.state.finished:
            await self.close_prompts(record.id)
        if played.state.finished:
            if played.final_board_due:
                await self.post(record, [], await self.board(played))
            await self.result(played)
        elif played.opened:
            await self.prompt_all(played)
        await refresh(self.bot, record.id)
        if played.state.finished:
            await self.forget(record.id)
        self.bot.scheduler.poke()

    async def stand_in_moves(self, played: Played) -> None:
        """The defaults the table played at once for stand-in seats after ``played``."""
        last = played.followups[-1]
        for move in played.followups:
            record = move.record
            lang = self.channel_lang(record)
            namer = self.namer(move, record, lang)
            shown = t(lang, "bot.deadline.secret") if move.secret else f"`{move.action}`"
            key = "bot.forced.plays" if move.forced else "bot.stand_in.plays"
            line = t(lang, key, mention="", seat=namer(move.seat), action=shown)
            await self.post(record, [line.strip()], None)
            if move is last:
                await self.after(move, None)
            else:
                await self.after(_quiet(move), None)

    async def board(self, played: Played, snapshot: Any = None) -> bytes | None:
        """The public board image (now, or at a phase's end), drawn off the event loop; ``None`` if
        it cannot be drawn or sent."""
        if not has_board(played.record.game):
            return None
        view = played.game.view(snapshot if snapshot is not None else played.state, None)
        try:
            png = await asyncio.to_thread(board_png, played.record.game, view, self.channel_lang(played.record))
        except Exception:
            log.exception("board image for game %s failed", played.record.id)
            return None
        if len(png) > 8 * 1024 * 1024:
            log.warning("board image for game %s too large (%d bytes)", played.record.id, len(png))
            return None
        return png

    async def post(self, record: GameRecord, lines: list[str], image: bytes | None, pings: bool = False) -> None:
        """Public lines (and the board) to the channel and to the spectator thread; ``pings`` lets
        the user mentions in them notify (a deadline that passed)."""
        targets = [record.channel_id] + ([record.thread_id] if record.thread_id else [])
        for target in targets:
            channel = self.bot.get_partial_messageable(target)
            parts = chunks(lines) or ([""] if image else [])
            for i, part in enumerate(parts):
                last = i == len(parts) - 1
                file = (
                    discord.File(io.BytesIO(image), filename="board.png") if (last and image) else discord.utils.MISSING
                )
                mentions = USER_PINGS if pings and target == record.channel_id else discord.AllowedMentions.none()
                try:
                    await channel.send(content=part or None, file=file, allowed_mentions=mentions)
                except discord.HTTPException:
                    log.warning("could not post to channel %s of game %s", target, record.id)
                    break

    async def dm(self, record: GameRecord, seat: int, text: str, view: discord.ui.View | None = None) -> bool:
        """Send a private message to a seat's player; False if Discord refuses (DMs closed)."""
        return await self.dm_message(record, seat, text, view) is not None

    async def dm_message(
        self, record: GameRecord, seat: int, text: str, view: discord.ui.View | None = None
    ) -> discord.Message | None:
        """The private message sent to a seat's player, or ``None`` if Discord refuses (DMs closed)."""
        user_id = record.user_of(seat).user_id
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            return await user.send(content=text, view=view or discord.utils.MISSING, allowed_mentions=USER_PINGS)
        except (discord.Forbidden, discord.NotFound):
            return None
        except discord.HTTPException:
            log.warning("DM to a player of game %s failed", record.id)
            return None

    async def dm_file(self, record: GameRecord, seat: int, text: str, png: bytes | None) -> bool:
        """A private message with the seat's own board image (if the game has one)."""
        user_id = record.user_of(seat).user_id
        file = discord.File(io.BytesIO(png), filename="hand.png") if png else discord.utils.MISSING
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(content=text, file=file)
            return True
        except discord.HTTPException:
            return False

    async def record_to_thread(self, record: GameRecord) -> None:
        """A game that is over leaves its record in its thread (or channel), to replay at the local table."""
        try:
            data = await export_record(self.bot.table, record.id)
        except Exception:
            log.exception("no record for game %s", record.id)
            return
        body = json.dumps(data, ensure_ascii=False, indent=1).encode()
        channel = self.bot.get_partial_messageable(record.thread_id or record.channel_id)
        try:
            await channel.send(
                content=t(self.channel_lang(record), "bot.record", id=record.id),
                file=discord.File(io.BytesIO(body), filename=f"game-{record.id}.json"),
            )
        except discord.HTTPException:
            log.warning("could not post the record of game %s", record.id)

    async def prompt_all(self, played: Played) -> None:
        for decision in played.decisions():
            waiting = decision.waiting_for()
            forms = [decision.forms[s] for s in waiting]
            if (
                not decision.secret
                and not decision.private_choices
                and len(waiting) > 1
                and all(f == forms[0] for f in forms)
            ):
                await self.prompt(played, decision, waiting[0], together=waiting)
                continue
            for seat in waiting:
                await self.prompt(played, decision, seat)

    async def prompt(self, played: Played | Any, decision: Decision, seat: int, together: tuple[int, ...] = ()) -> None:
        """Offer a decision to one seat: in the channel when public, by DM when secret. A public
        decision open to several seats with the same answers (a joint proposal, a vote) is one
        channel message mentioning them all (``together``)."""
        record = played.record
        user_id = record.user_of(seat).user_id
        step = played.state.step
        title = played.game.title + f" #{record.id}"
        channel = self.bot.get_partial_messageable(record.channel_id)
        lang = self.channel_lang(record)
        if decision.private_choices and not decision.secret:
            await self.prompt_privately(played, decision, seat)
            return
        if not decision.secret:
            namer = self.namer(played, record, lang)
            view = build_view(record.id, step, decision.forms[seat], lang=lang)
            mentions = " ".join(f"<@{record.user_of(s).user_id}>" for s in (together or (seat,)))
            content = f"{mentions} " + prompt_content(
                title, say(played.game.headline(played.state), namer, lang), decision, seat, namer, lang=lang
            )
            self.remember(record.id, await self.safe_send(channel, content[:2000], view))
            return
        own = self.seat_lang(record, seat)
        namer = self.namer(played, record, own)
        view = build_view(record.id, step, decision.forms[seat], lang=own)
        content = prompt_content(title, f"<#{record.channel_id}>", decision, seat, namer, lang=own)
        sent = await self.dm_message(record, seat, content, view)
        if sent is not None:
            self.remember(record.id, sent)
            return
        fallback = discord.ui.View(timeout=None)
        label = t(lang, "bot.dm_closed_button")
        fallback.add_item(DecisionButton(Ref(record.id, step, "p"), label, discord.ButtonStyle.primary))
        self.remember(
            record.id, await self.safe_send(channel, t(lang, "bot.dm_closed", mention=f"<@{user_id}>"), fallback)
        )

    async def prompt_privately(self, played: Played | Any, decision: Decision, seat: int) -> None:
        """A turn whose choices show the seat's own cards: the prompt with its choices by DM, and in the
        channel whose turn it is and what he is asked, with a button for the choices privately."""
        record = played.record
        step = played.state.step
        title = played.game.title + f" #{record.id}"
        own = self.seat_lang(record, seat)
        view = build_view(record.id, step, decision.forms[seat], lang=own)
        content = prompt_content(
            title, f"<#{record.channel_id}>", decision, seat, self.namer(played, record, own), lang=own
        )
        sent = await self.dm_message(record, seat, content, view)
        self.remember(record.id, sent)
        lang = self.channel_lang(record)
        namer = self.namer(played, record, lang)
        headline = say(played.game.headline(played.state), namer, lang)
        note = t(lang, "bot.private_choices" if sent is not None else "bot.private_choices_no_dm")
        public = (
            f"<@{record.user_of(seat).user_id}> **{title}** · {headline}\n{say(decision.prompt, namer, lang)}\n{note}"
        )
        button = discord.ui.View(timeout=None)
        label = t(lang, "bot.private_choices_button")
        button.add_item(DecisionButton(Ref(record.id, step, "p"), label, discord.ButtonStyle.primary))
        self.remember(
            record.id, await self.safe_send(self.bot.get_partial_messageable(record.channel_id), public[:2000], button)
        )

    async def safe_send(self, channel: Any, content: str, view: discord.ui.View | None) -> discord.Message | None:
        try:
            return await channel.send(content=content, view=view or discord.utils.MISSING, allowed_mentions=USER_PINGS)
        except discord.HTTPException:
            log.warning("could not send a prompt to channel %s", getattr(channel, "id", "?"))
            return None

    async def result(self, played: Played) -> None:
        result = played.game.result(played.state)
        if result is None:
            return
        lang = self.channel_lang(played.record)
        namer = self.namer(played, played.record, lang)
        lines = [t(lang, "bot.standings"), say(result.summary, namer, lang)]
        for standing in result.standings:
            detail = f" — {say(standing.detail, namer, lang)}" if standing.detail else ""
            crown = "🏆 " if standing.seat in result.winners else ""
            lines.append(f"{crown}{namer(standing.seat)}: {standing.score}{detail}")
        await self.post(played.record, lines, None)
        await self.record_to_thread(played.record)
