"""The dashboard: the one place that always says whom the game waits for and by when, who has
submitted (never what), stand-ins and any open vote (bot_anchors §6.5).

It is the live message at the bottom of the game's channel (:mod:`bot.discord.live`), which also carries the
phase's results and the current prompt; reminders link to it, so "whose move is it?" always has one
answer in the channel.
"""

from __future__ import annotations

from bot.discord.live import Live, status_lines, timestamp
from bot.table import GameRecord, Loaded
from bot.words.i18n import lang_of
from bot.words.text import fit

__all__ = ["dashboard_text", "jump_link", "timestamp"]


def jump_link(record: GameRecord) -> str | None:
    if record.dashboard_id is None:
        return None
    server = record.guild_id if record.guild_id is not None else "@me"
    return f"https://discord.com/channels/{server}/{record.channel_id}/{record.dashboard_id}"


def dashboard_text(loaded: Loaded, lang: str | None = None) -> str:
    """The dashboard's lines alone (``/game status``), in the server's language unless ``lang`` is given."""
    lines, _ = status_lines(loaded, lang or lang_of(loaded.record.locale), Live(), {}, every=True)
    return fit("\n".join(lines))
