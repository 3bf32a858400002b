"""One dashboard message per game, kept up to date: the phase, whom the table waits for, the
deadline, who has submitted (never what), stand-ins and any open vote (bot_anchors §6.5).

Reminders link to it, so "whose move is it?" always has one answer in the channel.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import lang_of, t
from bot.table import GameRecord, Loaded
from bot.text import say, seat_namer

if TYPE_CHECKING:
    from bot.app import MarszalekBot

log = logging.getLogger(__name__)


def timestamp(moment: Any, style: str = "R") -> str:
    """A Discord timestamp: every reader sees it in his own time zone."""
    return f"<t:{int(moment.timestamp())}:{style}>"


def jump_link(record: GameRecord) -> str | None:
    if record.dashboard_id is None:
        return None
    server = record.guild_id if record.guild_id is not None else "@me"
    return f"https://discord.com/channels/{server}/{record.channel_id}/{record.dashboard_id}"


def dashboard_text(loaded: Loaded) -> str:
    """The dashboard's content (in the server's language)."""
    record, game, state = loaded.record, loaded.game, loaded.state
    lang = lang_of(record.locale)
    namer = seat_namer(game, state, {s.seat: s.name for s in record.seats}, lang)
    lines = [t(lang, "bot.dash.title", title=game.title, id=record.id, headline=say(game.headline(state), namer, lang))]
    if record.status != "active":
        lines.append(t(lang, f"bot.dash.{record.status}"))
        return "\n".join(lines)
    decisions = loaded.decisions()
    owing = [s for d in decisions for s in d.waiting_for()]
    if owing:
        lines.append(t(lang, "bot.dash.waiting", names=", ".join(namer(s) for s in owing)))
    for decision in decisions:
        if decision.simultaneous:
            done = sorted(decision.answered)
            names = ", ".join(namer(s) for s in done) or "—"
            key = "bot.dash.submitted_secret" if decision.secret else "bot.dash.submitted"
            lines.append(t(lang, key, count=len(done), total=len(decision.seats), names=names))
    if record.paused:
        lines.append(t(lang, "bot.dash.paused"))
    elif record.deadline_at is not None:
        lines.append(
            t(
                lang,
                "bot.dash.deadline",
                relative=timestamp(record.deadline_at),
                exact=timestamp(record.deadline_at, "f"),
            )
        )
    else:
        lines.append(t(lang, "bot.dash.no_deadline"))
    stand_ins = [namer(s.seat) for s in record.seats if s.stand_in]
    if stand_ins:
        lines.append(t(lang, "bot.dash.stand_ins", names=", ".join(stand_ins)))
    if record.vote is not None:
        lines.append(t(lang, f"bot.dash.vote_{record.vote['kind']}", count=len(record.vote["agreed"]),
                       total=len(record.vote["needed"])))  # fmt: skip
    return "\n".join(lines)[:1990]


async def refresh(bot: MarszalekBot, game_id: int) -> None:
    """Edit the game's dashboard (posting a new one if it is gone)."""
    try:
        loaded = await bot.table.load(game_id)
    except Exception:
        return
    record = loaded.record
    content = dashboard_text(loaded)
    channel = bot.get_partial_messageable(record.channel_id)
    none = discord.AllowedMentions.none()
    shown = bot.dashboards
    if record.dashboard_id is not None:
        if shown.get((game_id, record.dashboard_id)) == content:
            return
        try:
            await channel.get_partial_message(record.dashboard_id).edit(content=content, allowed_mentions=none)
            shown[(game_id, record.dashboard_id)] = content
            return
        except discord.NotFound:
            pass
        except discord.HTTPException:
            log.warning("could not edit the dashboard of game %s", game_id)
            return
    try:
        message = await channel.send(content=content, allowed_mentions=none)
    except discord.HTTPException:
        log.warning("could not post the dashboard of game %s", game_id)
        return
    shown[(game_id, message.id)] = content
    await bot.table.set_dashboard(game_id, message.id)
