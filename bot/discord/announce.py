"""Everything the bot says after the state changed, sent after the change is durable (DESIGN §3-4).

The channel has one live message (:mod:`bot.discord.live`): the dashboard, the results of the phase so far and the
prompt of whoever must act. An action's consequences are folded into it: its result lines, a short report
of each phase that ran by itself (``Game.phase_report``, else its first lines and a pointer to the
thread), the focus image of each phase that changed the board, the full board at a turn's end, the
one-line notices of answers the table played itself. It is posted anew only when someone must be pinged
in the channel (a public decision he did not owe before); otherwise it is edited. Secret and hand-based
decisions are prompted by DM, with the deadline, what the choice means and a picture of what the player
needs; the DM is the ping, and the live message says, without pinging, who answers in DMs and by when.
The spectator thread gets every public line in full and the same images. A crash between the commit and
these sends repeats or loses a message, never an action; ``/game status`` re-offers any prompt.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord

from bot import images
from bot.discord.components import build_view
from bot.discord.live import Block, Live, block_of, collapsed, prompt_lines, render, timestamp
from bot.discord.permissions import NEEDED
from bot.discord.replies import FAILURES, persist
from bot.records import export as export_record
from bot.table import GameRecord, Loaded, Played, Table
from bot.words.i18n import lang_of, t
from bot.words.text import answer_label, fit, say, seat_namer, short_namer, split_message
from rules.core.decision import Decision, Event

log = logging.getLogger(__name__)

USER_PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True)
NO_PINGS = discord.AllowedMentions.none()
REPORT_LINES = 6
"""An automatic phase reports in at most this many lines in the channel (DESIGN §4)."""
MAX_FILES = 10
"""Attachments on one Discord message."""


def chunks(lines: list[str]) -> list[str]:
    """Join lines into messages a player reads without scrolling (:data:`~bot.words.text.READABLE` characters,
    :data:`~bot.words.text.LINES` lines; a long line is split between words)."""
    return [part for part in split_message("\n".join(lines)) if part] if lines else []


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


def turn_of(game: Any, state: Any) -> int:
    """The turn or round a state is in: the part of ``phase_key`` before its colon (0 if none)."""
    head = str(game.phase_key(state)).split(":", 1)[0]
    return int(head) if head.isdigit() else 0


def channel_lines(said: list[tuple[Event, str]]) -> list[str]:
    """A phase's public lines (each event with its text) as the channel shows them: without the phase header
    (the block has it) and the "has submitted" counts (the dashboard has them)."""
    return [line for event, line in said if event.kind not in ("phase", "submitted")]


class PublicViews:
    """The public views (``game.view(state, None)``) of the states one announcement reads, each built once: a
    chain of phases reports each state as one phase's end and the next one's start, and draws it too. The
    states are kept with their views for as long as the announcement (they never change once played)."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.built: dict[int, tuple[Any, Any]] = {}

    def __call__(self, state: Any) -> Any:
        kept = self.built.get(id(state))
        if kept is None:
            kept = self.built[id(state)] = (state, self.game.view(state, None))
        return kept[1]


@dataclass
class Picture:
    """An image to post: how to draw it, and its file name."""

    name: str
    draw: Any
    full: bool = False


@dataclass
class News:
    """What one announcement adds to the channel."""

    blocks: list[Block] = field(default_factory=list)
    pictures: list[Picture] = field(default_factory=list)
    thread: list[str] = field(default_factory=list)
    """Every public line in full, for the spectator thread."""

    def block(self, key: str, title: str) -> Block:
        return block_of(self.blocks, key, title)


Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]
"""Runs follow-up work in the background, keeping a reference until it ends (the bot's ``spawn``)."""


MISSING_PERMISSIONS = 50013
"""Discord's code for a call the bot lacks a permission for."""


def lacks_permission(exc: BaseException) -> bool:
    return isinstance(exc, discord.Forbidden) and exc.code == MISSING_PERMISSIONS


UNKNOWN_CHANNEL = 10003
"""Discord's code for a channel that does not exist (any more): deleted, with its threads."""


def channel_deleted(exc: BaseException) -> bool:
    return isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_CHANNEL


RETRY_PAUSES = (1.0, 4.0, 15.0)
"""A call to Discord that fails for a while (a 5xx, a reset) is tried again after these pauses, seconds."""


class Channels(Protocol):
    """The part of the Discord client the announcer posts through (discord.py's client has it)."""

    def get_partial_messageable(self, id: int, /) -> discord.PartialMessageable: ...

    def get_user(self, id: int, /) -> discord.User | None: ...

    async def fetch_user(self, user_id: int, /) -> discord.User: ...


class Announcer:
    """What the table owes the channel, the thread and the DMs after each action.

    It receives what it uses: the client to post through, the table service, and ``wake``, called with the
    game's id once an action is announced (the scheduler and the AI seats look again)."""

    def __init__(self, client: Channels, table: Table, wake: Callable[[int], None]) -> None:
        self.client = client
        self.table = table
        self.wake = wake
        self.dashboards: dict[tuple[int, int], str] = {}
        """What each dashboard message (game, message id) last said: an edit that would change nothing is
        not sent, so whether the dashboard was edited tells the table nothing (a sealed answer changed)."""
        self.open_prompts: dict[int, list[tuple[int, int]]] = {}
        """Each game's other messages with components for the current decisions (DM prompts, the lobby),
        (channel, message): their components come off once the table moves on (in memory only; after a
        restart an old button still answers that it was already answered)."""
        self.lives: dict[int, Live] = {}
        self.pictured: dict[tuple[int, int], str] = {}
        """(game, seat) → the phase whose picture that seat's DM already got (one per phase)."""
        self._locks: dict[int, asyncio.Lock] = {}
        self.pauses: tuple[float, ...] = RETRY_PAUSES
        """Seconds between the tries of a call to Discord that failed for a while (:func:`persist`)."""
        self.blocked: set[int] = set()
        """Games whose channel refuses the bot a permission (403 50013): their host was told, prompts go by DM."""
        self.owed: set[int] = set()
        """Games whose live message could not be brought up to date even so: the scheduler tries again."""
        self.gone: set[int] = set()
        """Games whose channel was deleted (404 10003): their host was told, the prompts and the final standings go
        by DM, and nothing is tried again in the channel (in memory: after a restart the first post finds out)."""

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def remember(self, game_id: int, message: discord.Message | None) -> None:
        if message is not None:
            self.open_prompts.setdefault(game_id, []).append((message.channel.id, message.id))

    def release(self, game_id: int, message: discord.Message | None) -> None:
        """A prompt that became its player's confirmation (answered in place, in his DMs): it keeps its components
        (🔜, his next turn's answer-ahead button) when the table moves on."""
        if message is not None and game_id in self.open_prompts:
            self.open_prompts[game_id] = [m for m in self.open_prompts[game_id] if m[1] != message.id]

    async def close_prompts(self, game_id: int, keep: Sequence[tuple[int, int]] = ()) -> None:
        """Take the components off the prompts of decisions that are over."""
        for channel_id, message_id in self.open_prompts.pop(game_id, []):
            if (channel_id, message_id) in keep:
                self.open_prompts.setdefault(game_id, []).append((channel_id, message_id))
                continue
            message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
            with contextlib.suppress(*FAILURES):
                await persist(lambda m=message: m.edit(view=None), self.pauses)

    async def forget(self, game_id: int) -> None:
        """A game that is over: its prompts lose their buttons, and nothing of it stays in memory."""
        await self.close_prompts(game_id)
        live = self.lives.pop(game_id, None)
        record = await self.table.record(game_id)
        message_id = live.message_id if live and live.message_id else record.dashboard_id
        if message_id is not None:
            loaded = await self.table.load(game_id)
            content, _ = render(loaded, self.channel_lang(record), live or Live())
            message = self.client.get_partial_messageable(record.channel_id).get_partial_message(message_id)
            with contextlib.suppress(*FAILURES):
                await persist(lambda: message.edit(content=content, view=None, allowed_mentions=NO_PINGS), self.pauses)
        for key in [k for k in self.pictured if k[0] == game_id]:
            del self.pictured[key]
        for key in [k for k in self.dashboards if k[0] == game_id]:
            del self.dashboards[key]

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

    # --- an action's consequences ---------------------------------------------------------------

    async def after(self, played: Played, actor: int | None) -> None:
        """Announce an action and everything the table did after it (stand-ins' defaults, forced answers);
        ``actor``'s private events were already answered."""
        async with self.lock(played.record.id):
            try:
                await self._after(played, actor)
            except Exception:
                log.exception("announcing game %s failed", played.record.id)
        self.wake(played.record.id)

    async def _after(self, played: Played, actor: int | None) -> None:
        chain = [played, *played.followups]
        final = chain[-1]
        record = final.record
        lang = self.channel_lang(record)
        news = self.news(chain, lang)
        for move in chain:
            await self.private_events(move, actor if move is played else None)
            await self.notes(move)
        loaded = Loaded(record, final.game, final.state, _decisions=final.decisions())  # the table's, not anew
        if played.before is not None:
            owed: tuple[Decision, ...] | None = played.decisions_before()
        else:
            owed = None if played.seat < 0 else played.decisions()
        pings, dm_sent = await self.prompts(loaded, owed, actor if played.seat >= 0 else None, chain)
        files = await self.draw(final, news.pictures)
        await self.thread(record, news.thread, files)
        if final.state.finished:
            await self.close_prompts(record.id)
        elif any(m.opened for m in chain):
            await self.close_prompts(record.id, keep=dm_sent)
        await self.update_live(loaded, news.blocks, files, pings)
        if final.state.finished:
            await self.result(final)
            await self.forget(record.id)

    def news(self, chain: list[Played], lang: str) -> News:
        """The channel's blocks, the pictures and the thread's lines of a chain of moves."""
        news = News()
        final = chain[-1]
        game = final.game
        short = short_namer(game, final.state, lang)
        live = self.lives.get(final.record.id)
        ended: set[int] = set()
        views = PublicViews(game)  # a phase's report and its picture read the same states
        for number, move in enumerate(chain):
            namer = short_namer(game, move.state, lang)
            before = move.before
            notice = self.notice(move, namer, lang) if number else ""
            if notice and before is not None:
                news.block(game.phase_key(before), say(game.headline(before), namer, lang)).lines.append(notice)
                news.thread.append(notice)
            boards = [e.board for e in move.events if e.kind == "board" and e.to is None]
            index = -1  # the board event being read: its following state is the next one's (by place, not value)
            current = before
            pending: list[tuple[Event, str]] = []  # each public line formatted once, for the thread and the channel
            for event in move.events:
                if event.to is not None:
                    continue
                if event.kind != "board":
                    line = say(event.msg, namer, lang)
                    pending.append((event, line))
                    news.thread.append(line)
                    continue
                snapshot = event.board
                index += 1
                following = boards[index + 1] if index + 1 < len(boards) else move.state
                key = game.phase_key(snapshot)
                first = current is before
                known = live is not None and any(b.key == key and b.lines for b in live.blocks)
                report = None if (first and (known or move.seat >= 0)) or current is None else (
                    game.phase_report(current, snapshot, [e for e, _ in pending], views)
                )  # fmt: skip
                block_lines = (
                    [say(m, namer, lang) for m in report[:REPORT_LINES]]
                    if report
                    else self.shorten(channel_lines(pending), lang)
                )
                news.block(key, say(event.msg, namer, lang)).lines.extend(block_lines)
                news.pictures += self.pictures_for(move, current, snapshot, following, ended, views)
                current = snapshot
                pending = []
            if pending:
                key = game.phase_key(move.state)
                news.block(key, say(game.headline(move.state), namer, lang)).lines.extend(
                    self.shorten(channel_lines(pending), lang)
                )
            if move.state.finished and move.final_board_due and images.has_board(move.record.game):
                news.pictures += self.final_pictures(move, move.state)
        news.block(game.phase_key(final.state), say(game.headline(final.state), short, lang))
        return news

    @staticmethod
    def shorten(lines: list[str], lang: str) -> list[str]:
        """At most six lines; the rest is in the thread."""
        if len(lines) <= REPORT_LINES:
            return lines
        keep = REPORT_LINES - 1
        return [*lines[:keep], t(lang, "bot.live.more", count=len(lines) - keep)]

    def notice(self, move: Played, namer: Any, lang: str) -> str:
        """One line for an answer the table played itself after the action: a forced one, a stand-in's
        default."""
        if move.seat < 0 or not (move.forced or move.by_default):
            return ""
        decision = move.answered()
        label = t(lang, "bot.deadline.secret") if move.secret else self.label(decision, move.seat, move.action, lang)
        if move.forced:
            return t(lang, "bot.forced", seat=namer(move.seat), action=label)
        if move.record.seats[move.seat].stand_in:
            return t(lang, "bot.stand_in.plays", mention="", seat=namer(move.seat), action=label).strip()
        return ""

    @staticmethod
    def label(decision: Decision | None, seat: int, action: str, lang: str) -> str:
        """An answer in words, as its form labels it."""
        if decision is None or seat not in decision.forms:
            return action
        return answer_label(decision.forms[seat], action, lang)

    # --- pictures -------------------------------------------------------------------------------

    def pictures_for(
        self, move: Played, before: Any, snapshot: Any, following: Any, ended: set[int], views: PublicViews
    ) -> list[Picture]:
        """The pictures of a phase that ended (``snapshot``; ``before`` the state it began from, ``following``
        the next state): its focus image (or, for a game that draws none, the full board if the board
        changed), and instead the full board where a turn or round ended (once a turn: ``ended``).

        Each picture is drawn from the state it is titled with: a phase's from its own snapshot, a round's full
        board from a state of that round. The round's end is the last snapshot before the next round, or before
        a phase that only clears the table (``Game.clears_the_table``: Niepodległa's Housekeeping), so the board
        still shows the round's missions and dice."""
        game = move.game
        game_id = move.record.game
        if not images.has_board(game_id):
            return []
        lang = self.channel_lang(move.record)
        turn = turn_of(game, snapshot)
        phase = game.phase_key(snapshot)
        name = phase.replace(":", "-").replace("_", "-")
        if getattr(snapshot, "finished", False):
            ended.add(turn)
            return self.final_pictures(move, snapshot)
        clearing = game.clears_the_table(snapshot)
        closing = turn_of(game, following) > turn or game.clears_the_table(following)
        if closing and not clearing and turn not in ended:
            ended.add(turn)
            return [self.full_picture(move, snapshot, turn, views)]
        if before is not None and turn > turn_of(game, before) and turn_of(game, before) not in ended:
            # the round ended inside this phase, after the answer that began the move: its last state is that one
            ended.add(turn_of(game, before))
            return [self.full_picture(move, before, turn_of(game, before), views)]
        view = views(snapshot)
        if images.has_focus(game_id):
            return [Picture(f"{name}.png", lambda: images.focus_picture(game_id, view, phase, lang))]
        if before is None or repr(view) != repr(views(before)):
            return [Picture(f"{name}-board.png", lambda: images.board_picture(game_id, view, lang), full=True)]
        return []

    def final_pictures(self, move: Played, state: Any) -> list[Picture]:
        """The game's end: the picture of its last phase (the final tally, e.g. Boże's ``4:end_of_game``),
        readable on a phone, and the full board."""
        game, game_id = move.game, move.record.game
        lang = self.channel_lang(move.record)
        phase = game.phase_key(state)
        view = game.view(state, None)
        name = phase.replace(":", "-").replace("_", "-")
        tally = [Picture(f"{name}.png", lambda: images.focus_picture(game_id, view, phase, lang))]
        return (tally if images.has_focus(game_id) else []) + [self.full_picture(move, state, turn_of(game, state))]

    def full_picture(self, move: Played, state: Any, turn: int, views: PublicViews | None = None) -> Picture:
        game_id = move.record.game
        view = views(state) if views is not None else move.game.view(state, None)
        lang = self.channel_lang(move.record)
        return Picture(f"turn-{turn}-end-board.png", lambda: images.board_picture(game_id, view, lang), full=True)

    async def draw(self, final: Played, pictures: list[Picture]) -> list[tuple[str, bytes]]:
        """Draw the pictures off the event loop (at most ten: the last ones, a turn's full board kept)."""
        if len(pictures) > MAX_FILES:
            boards = [p for p in pictures if p.name.endswith("-end-board.png")][-MAX_FILES:]
            others = [p for p in pictures if not p.name.endswith("-end-board.png")]
            pictures = (others[len(others) - (MAX_FILES - len(boards)) :] if len(boards) < MAX_FILES else []) + boards
        out: list[tuple[str, bytes]] = []
        for picture in pictures:
            try:
                made = await asyncio.to_thread(picture.draw)
            except Exception:
                log.exception("an image for game %s failed", final.record.id)
                continue
            if made is None or len(made.png) > 8 * 1024 * 1024:
                continue
            out.append((picture.name, made.png))
        return out

    async def board(self, played: Played, snapshot: Any = None) -> bytes | None:
        """The public full board (now, or at a phase's end), drawn off the event loop; ``None`` if it
        cannot be drawn or sent."""
        if not images.has_board(played.record.game):
            return None
        view = played.game.view(snapshot if snapshot is not None else played.state, None)
        try:
            png = await asyncio.to_thread(images.board_png, played.record.game, view, self.channel_lang(played.record))
        except Exception:
            log.exception("board image for game %s failed", played.record.id)
            return None
        return png if len(png) <= 8 * 1024 * 1024 else None

    # --- the thread, private events --------------------------------------------------------------

    async def thread(self, record: GameRecord, lines: list[str], files: list[tuple[str, bytes]]) -> None:
        """Every public line in full, and the same images, to the spectator thread."""
        if not record.thread_id or not (lines or files) or record.id in self.gone:
            return
        channel = self.client.get_partial_messageable(record.thread_id)
        parts = chunks(lines) or [""]
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            attached = [discord.File(io.BytesIO(png), filename=name) for name, png in files] if last else []
            try:
                await persist(
                    lambda part=part, attached=attached: channel.send(
                        content=part or None, files=attached or discord.utils.MISSING, allowed_mentions=NO_PINGS
                    ),
                    self.pauses,
                )
            except FAILURES:
                log.warning("could not post to the thread of game %s", record.id)
                return

    async def private_events(self, move: Played, actor: int | None) -> None:
        """Events only some seats may read, by DM to each (not to the actor: his answer said them)."""
        record = move.record
        for event in move.events:
            if event.to is None:
                continue
            for seat in event.to:
                if seat != actor:
                    own = self.seat_lang(record, seat)
                    await self.dm(record, seat, say(event.msg, short_namer(move.game, move.state, own), own))

    async def notes(self, move: Played) -> None:
        """What a seat alone is told about its answers ahead (why one was not used), by DM to that seat."""
        record = move.record
        for seat, note in move.notes:
            own = self.seat_lang(record, seat)
            text = say(note, short_namer(move.game, move.state, own), own)
            await self.dm(record, seat, t(own, "bot.ahead.note", title=move.game.title, id=record.id, note=text))

    # --- prompts ----------------------------------------------------------------------------------

    async def prompts(
        self, loaded: Loaded, before: Sequence[Decision] | None, actor: int | None, chain: list[Played]
    ) -> tuple[set[int], list[tuple[int, int]]]:
        """Offer the decisions that opened: secret and hand-based ones by DM (the DM is the ping), and say
        which players the channel must ping (a public decision they did not owe before: ``before`` holds the
        decisions open before the move, ``None`` when none are known). Returns those users and the DM prompts
        sent."""
        record = loaded.record
        owed_before = {(s, d.key) for d in before for s in d.waiting_for()} if before is not None else set()
        movers = {m.seat for m in chain if m.seat >= 0 and not m.by_default}
        live = self.lives.setdefault(record.id, Live(message_id=record.dashboard_id))
        pings: set[int] = set()
        sent: list[tuple[int, int]] = []
        for decision in loaded.decisions():  # computed once per state
            for seat in decision.waiting_for():
                new = (seat, decision.key) not in owed_before
                user = record.user_of(seat).user_id
                if record.seats[seat].stand_in or record.seats[seat].ai is not None:  # AI: no prompt, no ping
                    continue
                if decision.secret or decision.private_choices:
                    if not new and seat not in movers:
                        continue
                    message = await self.prompt_dm(loaded, decision, seat)
                    if message is None:
                        live.dm_closed.add(seat)
                        pings.add(user)
                    else:
                        live.dm_closed.discard(seat)
                        sent.append((message.channel.id, message.id))
                elif new and seat != actor:
                    pings.add(user)
        owing = {s for d in loaded.decisions() for s in d.waiting_for()}
        live.dm_closed &= owing
        return pings, sent

    async def prompt_dm(self, loaded: Loaded, decision: Decision, seat: int) -> discord.Message | None:
        """A secret or hand-based decision's prompt, by DM: the deadline, what it means, the picture of
        what the player needs (once a phase), and its components."""
        record = loaded.record
        lang = self.seat_lang(record, seat)
        content = dm_prompt_text(loaded, decision, seat, lang)
        view = build_view(record.id, loaded.state.step, decision.forms[seat], lang=lang, rules=bool(decision.topic))
        files: list[discord.File] = []
        phase = loaded.game.phase_key(loaded.state)
        if images.has_board(record.game) and self.pictured.get((record.id, seat)) != phase:
            png = await self.seat_picture(loaded, seat, lang)
            if png is not None:
                files.append(discord.File(io.BytesIO(png), filename="your-board.png"))
        message = await self.dm_message(record, seat, content, view, files)
        if message is not None:
            self.remember(record.id, message)
            if files:
                self.pictured[(record.id, seat)] = phase
        return message

    async def seat_picture(self, loaded: Loaded, seat: int, lang: str) -> bytes | None:
        """What a player needs to decide: the focus image of his own view, else his own board."""
        game_id = loaded.record.game
        view = loaded.game.view(loaded.state, seat)
        phase = loaded.game.phase_key(loaded.state)
        try:
            made = None
            if images.has_focus(game_id):
                made = await asyncio.to_thread(images.focus_picture, game_id, view, phase, lang)
            if made is None:
                made = await asyncio.to_thread(images.board_picture, game_id, view, lang)
        except Exception:
            log.exception("the private picture for game %s failed", loaded.record.id)
            return None
        return made.png

    async def prompt(self, played: Played | Any, decision: Decision, seat: int, together: tuple[int, ...] = ()) -> None:
        """Offer a decision to one seat again (a replaced player): by DM when secret or hand-based, else
        the live message is brought up to date."""
        loaded = Loaded(played.record, played.game, played.state)
        if decision.secret or decision.private_choices:
            await self.prompt_dm(loaded, decision, seat)
        await self.refresh(played.record.id)

    # --- the live message ----------------------------------------------------------------------------

    async def update_live(
        self, loaded: Loaded, blocks: list[Block], files: list[tuple[str, bytes]], pings: set[int]
    ) -> None:
        """Fold the news into the live message: a new post when someone must be pinged (the old one keeps
        its finished phases, or goes), else an edit."""
        record = loaded.record
        if record.id in self.gone:
            await self.blocked_channel(loaded, deleted=True)
            return
        lang = self.channel_lang(record)
        live = self.lives.setdefault(record.id, Live(message_id=record.dashboard_id))
        fresh = live.content == "" and live.message_id is not None  # after a restart: never edited by us
        touched = {b.key for b in blocks}
        if pings or live.message_id is None or fresh:
            moved = [b for b in live.blocks if b.key in touched]
            kept = [b for b in live.blocks if b.key not in touched and b.lines]
            new = Live(dm_closed=live.dm_closed)
            for block in moved + blocks:
                target = new.block(block.key, block.title)
                target.lines.extend(block.lines)
            await self.retire(record, live, kept, lang, fresh)
            await self.post_live(loaded, new, files, pings, lang)
            self.lives[record.id] = new
            return
        for block in blocks:
            live.block(block.key, block.title).lines.extend(block.lines)
        await self.edit_live(loaded, live, files, lang)

    async def retire(self, record: GameRecord, live: Live, kept: list[Block], lang: str, fresh: bool) -> None:
        """The old live message: its finished phases stay (without buttons), or it goes if none is left."""
        if live.message_id is None:
            return
        message = self.client.get_partial_messageable(record.channel_id).get_partial_message(live.message_id)
        try:
            if fresh:
                await persist(lambda: message.edit(view=None), self.pauses)
            elif kept or live.attachments:
                content = collapsed(kept, lang)
                await persist(lambda: message.edit(content=content, view=None, allowed_mentions=NO_PINGS), self.pauses)
            else:
                await persist(message.delete, self.pauses)
        except FAILURES:
            log.info("the old live message of game %s could not be retired", record.id)

    async def post_live(
        self, loaded: Loaded, live: Live, files: list[tuple[str, bytes]], pings: set[int], lang: str
    ) -> None:
        record = loaded.record
        content, view = render(loaded, lang, live)
        attached = [discord.File(io.BytesIO(png), filename=name) for name, png in files[-MAX_FILES:]]
        mentions = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in pings])
        channel = self.client.get_partial_messageable(record.channel_id)
        try:
            message = await persist(
                lambda: channel.send(
                    content=content, view=view, files=attached or discord.utils.MISSING, allowed_mentions=mentions
                ),
                self.pauses,
            )
        except FAILURES as exc:
            log.warning("could not post the live message of game %s", record.id)
            if channel_deleted(exc):
                await self.blocked_channel(loaded, deleted=True)
                return
            self.owed.add(record.id)
            if lacks_permission(exc):
                await self.blocked_channel(loaded)
            return
        self.blocked.discard(record.id)
        live.message_id = message.id
        live.attachments = list(getattr(message, "attachments", []) or [])
        live.content, live.shape = content, shape_of(view)
        live.source = live.source_of(loaded, lang)
        self.dashboards[(record.id, message.id)] = content
        await self.table.set_dashboard(record.id, message.id)

    async def edit_live(
        self,
        loaded: Loaded,
        live: Live,
        files: Sequence[tuple[str, bytes]] = (),
        lang: str | None = None,
    ) -> None:
        """Edit the live message in place (nothing is sent when nothing changed)."""
        record = loaded.record
        lang = lang or self.channel_lang(record)
        if not files and live.content and live.renders_as_before(loaded, lang):
            return  # it would render what the message says now
        content, view = render(loaded, lang, live)
        shape = shape_of(view)
        if content == live.content and shape == live.shape and not files:
            live.source = live.source_of(loaded, lang)
            return
        message = self.client.get_partial_messageable(record.channel_id).get_partial_message(live.message_id or 0)
        kwargs: dict[str, Any] = {"content": content, "view": view, "allowed_mentions": NO_PINGS}
        if files:
            room = MAX_FILES - len(files[-MAX_FILES:])
            kept = live.attachments[-room:] if room > 0 else []
            kwargs["attachments"] = [*kept, *(discord.File(io.BytesIO(p), filename=n) for n, p in files[-MAX_FILES:])]
        try:
            edited = await persist(lambda: message.edit(**kwargs), self.pauses)
        except discord.NotFound:
            live.message_id = None
            await self.post_live(loaded, live, list(files), set(), lang)
            return
        except FAILURES as exc:
            log.warning("could not edit the live message of game %s", record.id)
            self.owed.add(record.id)
            if lacks_permission(exc):
                await self.blocked_channel(loaded)
            return
        self.blocked.discard(record.id)
        if files:
            live.attachments = list(getattr(edited, "attachments", []) or [])
        live.content, live.shape = content, shape
        live.source = live.source_of(loaded, lang)
        self.dashboards[(record.id, live.message_id or 0)] = content

    async def refresh(self, game_id: int) -> None:
        """Bring the live message up to date (whom the table waits for, the deadline, a vote, a pause)."""
        try:
            loaded = await self.table.load(game_id)
        except Exception:
            return
        async with self.lock(game_id):
            live = self.lives.get(game_id)
            if live is None or live.message_id is None or live.content == "":
                if loaded.record.status != "active":
                    return
                await self.update_live(loaded, [], [], set())
                return
            await self.edit_live(loaded, live)

    async def blocked_channel(self, loaded: Loaded, deleted: bool = False) -> None:
        """Discord refuses the bot a permission in the game's channel (403 50013), or the channel was deleted (404
        10003, ``deleted``): the host is told once, by DM, which permissions the game needs or that the game goes on
        by DM, and the players who owe a decision get their prompts by DM meanwhile (``/game status`` says so too,
        in a DM for a deleted channel)."""
        record = loaded.record
        marks = self.gone if deleted else self.blocked
        first = record.id not in marks
        marks.add(record.id)
        if deleted:
            self.owed.discard(record.id)  # (nothing to try again there)
        if first:
            host = record.seat_of(record.creator_id)
            lang = lang_of(record.locale)
            needed = ", ".join(t(lang, f"bot.permission.{name}") for name in NEEDED)
            note = t(lang, "bot.gone.host" if deleted else "bot.blocked.host", title=loaded.game.title,
                     id=record.id, channel=f"<#{record.channel_id}>", permissions=needed)  # fmt: skip
            if host is not None:
                await self.dm(record, host, note)
        for decision in loaded.decisions():
            if decision.secret or decision.private_choices:
                continue  # (they go by DM anyway)
            for seat in decision.waiting_for():
                if record.seats[seat].ai is None and not record.seats[seat].stand_in:
                    await self.prompt_dm(loaded, decision, seat)

    async def catch_up(self) -> None:
        """Bring up to date the live messages Discord failed to take (the scheduler calls this at each pass, and
        the bot when its connection resumes): what an action owes the channel is carried out late, never lost."""
        for game_id in sorted(self.owed):
            self.owed.discard(game_id)
            await self.refresh(game_id)

    async def bring_down(self, game_id: int) -> None:
        """Post the live message again at the bottom of the channel (``/game status``, "show everyone"),
        the old one keeping its finished phases; nobody is pinged."""
        loaded = await self.table.load(game_id)
        async with self.lock(game_id):
            live = self.lives.setdefault(game_id, Live(message_id=loaded.record.dashboard_id))
            current = {loaded.game.phase_key(loaded.state)}
            moved = [b for b in live.blocks if b.key in current]
            kept = [b for b in live.blocks if b.key not in current and b.lines]
            lang = self.channel_lang(loaded.record)
            await self.retire(loaded.record, live, kept, lang, live.content == "")
            new = Live(blocks=moved, dm_closed=live.dm_closed)
            await self.post_live(loaded, new, [], set(), lang)
            self.lives[game_id] = new

    def shown_step(self, game_id: int) -> int | None:
        """The step of the state the game's live message shows now (``None``: not known in this process): a
        ``/play`` typed from it is bound to that step."""
        live = self.lives.get(game_id)
        return None if live is None or live.source is None else int(live.source[0].step)

    def live_view(self, loaded: Loaded, partial: dict[int, list[int]]) -> tuple[str, discord.ui.View]:
        """The live message as it reads with a player's answer half built (a wizard on it)."""
        live = self.lives.get(loaded.record.id) or Live()
        return render(loaded, self.channel_lang(loaded.record), live, partial)

    # --- sending ----------------------------------------------------------------------------------

    async def post(self, record: GameRecord, lines: list[str], image: bytes | None, pings: bool = False) -> None:
        """Public lines (and an image) to the channel and to the spectator thread, as separate posts (a
        deadline that passed; the record); ``pings`` lets the user mentions in them notify."""
        targets = [record.channel_id] + ([record.thread_id] if record.thread_id else [])
        if record.id in self.gone:
            targets = []  # (a deleted channel: the final standings go by DM, :meth:`result_by_dm`)
        for target in targets:
            channel = self.client.get_partial_messageable(target)
            parts = chunks(lines) or ([""] if image else [])
            for i, part in enumerate(parts):
                last = i == len(parts) - 1
                file = (
                    discord.File(io.BytesIO(image), filename="board.png") if (last and image) else discord.utils.MISSING
                )
                mentions = USER_PINGS if pings and target == record.channel_id else NO_PINGS
                try:
                    await persist(
                        lambda part=part, file=file, mentions=mentions, channel=channel: channel.send(
                            content=part or None, file=file, allowed_mentions=mentions
                        ),
                        self.pauses,
                    )
                except FAILURES:
                    log.warning("could not post to channel %s of game %s", target, record.id)
                    break

    async def dm(self, record: GameRecord, seat: int, text: str, view: discord.ui.View | None = None) -> bool:
        """Send a private message to a seat's player; False if Discord refuses (DMs closed)."""
        return await self.dm_message(record, seat, text, view) is not None

    async def dm_message(
        self,
        record: GameRecord,
        seat: int,
        text: str,
        view: discord.ui.View | None = None,
        files: list[discord.File] | None = None,
    ) -> discord.Message | None:
        """The private message sent to a seat's player (a long text in several, the view and files on the
        last), or ``None`` if Discord refuses (DMs closed)."""
        user_id = record.user_of(seat).user_id
        if user_id < 0:  # an AI seat: nobody to write to
            return None
        parts = split_message(text)
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            sent = None
            for i, part in enumerate(parts):
                last = i == len(parts) - 1
                sent = await persist(
                    lambda part=part, last=last: user.send(
                        content=part,
                        view=(view or discord.utils.MISSING) if last else discord.utils.MISSING,
                        files=(files or discord.utils.MISSING) if last else discord.utils.MISSING,
                        allowed_mentions=USER_PINGS,
                    ),
                    self.pauses,
                )
            return sent
        except (discord.Forbidden, discord.NotFound):
            return None
        except FAILURES:
            log.warning("DM to a player of game %s failed", record.id)
            return None

    async def dm_file(self, record: GameRecord, seat: int, text: str, png: bytes | None) -> bool:
        """A private message with the seat's own board image (if the game has one)."""
        files = [discord.File(io.BytesIO(png), filename="your-board.png")] if png else None
        return await self.dm_message(record, seat, text, None, files) is not None

    async def record_to_thread(self, record: GameRecord) -> None:
        """A game that is over leaves its record in its thread (or channel), to replay at the local table."""
        try:
            data = await export_record(self.table, record.id)
        except Exception:
            log.exception("no record for game %s", record.id)
            return
        body = json.dumps(data, ensure_ascii=False, indent=1).encode()
        channel = self.client.get_partial_messageable(record.thread_id or record.channel_id)
        try:
            await persist(
                lambda: channel.send(
                    content=t(self.channel_lang(record), "bot.record", id=record.id),
                    file=discord.File(io.BytesIO(body), filename=f"game-{record.id}.json"),
                ),
                self.pauses,
            )
        except FAILURES:
            log.warning("could not post the record of game %s", record.id)

    async def result(self, played: Played) -> None:
        lines = standings(played, self.channel_lang(played.record))
        if not lines:
            return
        if played.record.id in self.gone:
            await self.result_by_dm(played)
            return
        await self.post(played.record, lines, None)
        await self.record_to_thread(played.record)

    async def result_by_dm(self, played: Played) -> None:
        """A game whose channel was deleted ends in its players' DMs: the final standings and the record, to each."""
        record = played.record
        try:
            body = json.dumps(await export_record(self.table, record.id), ensure_ascii=False, indent=1).encode()
        except Exception:
            log.exception("no record for game %s", record.id)
            body = b""
        for seat in record.seats:
            if seat.ai is not None:
                continue
            lang = self.seat_lang(record, seat.seat)
            text = "\n".join([*standings(played, lang), t(lang, "bot.record", id=record.id)])
            files = [discord.File(io.BytesIO(body), filename=f"game-{record.id}.json")] if body else None
            await self.dm_message(record, seat.seat, text, None, files)


def standings(played: Played | Loaded, lang: str) -> list[str]:
    """A finished game's final standings, a line each, with its summary (none before the end)."""
    result = played.game.result(played.state)
    if result is None:
        return []
    users = {s.seat: s.name for s in played.record.seats}
    namer = seat_namer(played.game, played.state, users, lang)
    lines = [t(lang, "bot.standings"), say(result.summary, namer, lang)]
    for standing in result.standings:
        detail = f" — {say(standing.detail, namer, lang)}" if standing.detail else ""
        crown = "🏆 " if standing.seat in result.winners else ""
        lines.append(f"{crown}{namer(standing.seat)}: {standing.score}{detail}")
    return lines


def shape_of(view: discord.ui.View) -> str:
    """The custom ids and labels of a view's components (to tell whether an edit would change them)."""
    return "|".join(
        f"{getattr(item, 'custom_id', '')}/{getattr(item, 'label', '')}/{getattr(item, 'row', '')}"
        for item in view.children
    )


def dm_prompt_text(
    loaded: Loaded, decision: Decision, seat: int, lang: str, path: list[int] | None = None, sealed: str = ""
) -> str:
    """A DM prompt: the game and phase, the deadline, the question, what it means, the options' details,
    the sealed answer so far, and that it is secret."""
    record, game, state = loaded.record, loaded.game, loaded.state
    short = short_namer(game, state, lang)
    icon = "🔒" if decision.secret else "✉️"
    head = t(
        lang, "bot.dm.title", icon=icon, title=game.title, id=record.id, headline=say(game.headline(state), short, lang)
    )
    if record.deadline_at is not None and not record.paused:
        head += " · " + t(lang, "bot.form.by", relative=timestamp(record.deadline_at),
                          exact=timestamp(record.deadline_at, "f"))  # fmt: skip
    shown = loaded.shown(decision, seat, lang)
    lines = [head, f"**{shown.prompt}**"]
    lines += prompt_lines(shown, short, path)
    if sealed:
        lines.append(t(lang, "bot.sealed_now", answer=sealed))
    if decision.secret:
        lines.append(t(lang, "bot.form.secret"))
    lines.append(t(lang, "bot.form.dm_hint"))
    return fit("\n".join(lines), lang=lang)
