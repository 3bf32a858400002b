"""The permissions the bot needs in a game's channel: checked when a game is created, named to the host when
Discord later refuses one (403 50013), and asked for by the invite link."""

from __future__ import annotations

import discord

NEEDED = (
    "view_channel",
    "send_messages",
    "attach_files",
    "read_message_history",
    "create_public_threads",
    "send_messages_in_threads",
)
"""The permissions the bot needs in a game's channel: to read it, post the live message and its board images, find
its own messages again, and open and post in the spectator thread."""


def missing_permissions(permissions: discord.Permissions) -> list[str]:
    """The permissions of :data:`NEEDED` the bot lacks in the channel (as Discord tells it with each interaction)."""
    return [name for name in NEEDED if not getattr(permissions, name)]
