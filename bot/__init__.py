"""Marszałek's Discord layer, table service, storage and local table.

``create_bot(settings)`` builds the bot without connecting, so tests and other programs can drive it
with raw gateway payloads (see :mod:`bot.discord.app`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.discord.app import MarszalekBot
    from bot.settings import Settings


def create_bot(settings: Settings) -> MarszalekBot:
    """Build the bot (commands, views, table service) without connecting to Discord."""
    from bot.discord.app import MarszalekBot

    return MarszalekBot(settings)


__all__ = ["create_bot"]
