"""Answering an interaction privately, in the clicker's language: a refusal's sentence, an ephemeral reply
in as many messages as it needs. Every part of the Discord layer answers through these."""

from __future__ import annotations

from typing import Any

import discord

from bot.table import TableError
from bot.words.i18n import lang_of, t
from bot.words.text import split_message
from rules.core.errors import RulesError


def refusal(exc: Exception, lang: str = "en", namer: Any = str) -> str:
    """Why nothing changed, in ``lang``."""
    if isinstance(exc, RulesError):
        return t(lang, "bot.refused_rules", reason=exc.localized(lang, namer))
    if isinstance(exc, TableError):
        return "❌ " + exc.localized(lang)
    return t(lang, "bot.refused_bug")


def lang_for(interaction: discord.Interaction[Any]) -> str:
    """The language of a private answer: the clicking player's own Discord locale."""
    return lang_of(interaction.locale)


async def reply(
    interaction: discord.Interaction[Any],
    text: str,
    view: discord.ui.View | None = None,
    files: list[discord.File] | None = None,
) -> None:
    """An ephemeral answer, whether or not the interaction was already answered; a long text goes on in
    more messages (the view and files with the last)."""
    parts = split_message(text)
    for i, part in enumerate(parts):
        kwargs: dict[str, Any] = {"ephemeral": True}
        if i == len(parts) - 1:
            if view is not None:
                kwargs["view"] = view
            if files:
                kwargs["files"] = files
        if interaction.response.is_done():
            await interaction.followup.send(part, **kwargs)
        else:
            await interaction.response.send_message(part, **kwargs)


def on_public_message(interaction: discord.Interaction[Any]) -> bool:
    """Whether the component clicked is on a message everyone in a server channel can read (not a DM,
    not an ephemeral message)."""
    message = interaction.message
    return interaction.guild_id is not None and message is not None and not message.flags.ephemeral
