"""Answering an interaction privately, in the clicker's language: a refusal's sentence, an ephemeral reply
in as many messages as it needs. Every part of the Discord layer answers through these, and guards its calls to
Discord with :data:`FAILURES`."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import aiohttp
import discord

from bot.table import TableError
from bot.words.i18n import lang_of, t
from bot.words.text import split_message
from rules.core.errors import RulesError

FAILURES: tuple[type[BaseException], ...] = (discord.HTTPException, aiohttp.ClientError, asyncio.TimeoutError, OSError)
"""What a call to Discord can fail with: Discord's own refusals and errors (discord.py's ``HTTPException``:
5xx, 403, 404, 429 past its retries) and the network's, which are not Discord's exceptions (aiohttp's resets and
disconnects, ``ClientOSError``, ``ServerDisconnectedError``; timeouts; a DNS or socket error). A guard that caught
only the first let a reset end an announcement half-way."""
TRANSIENT: tuple[type[BaseException], ...] = (
    discord.DiscordServerError,
    aiohttp.ClientError,
    asyncio.TimeoutError,
    OSError,
)
"""The failures worth another try: Discord's 5xx (after discord.py's own retries) and the network's; a 4xx is
Discord's answer for good (a missing permission, a deleted message)."""
T = TypeVar("T")

log = logging.getLogger(__name__)


async def persist(call: Callable[[], Awaitable[T]], pauses: Sequence[float]) -> T:
    """``call()``, tried again after each of ``pauses`` (seconds) while it fails for a while only (:data:`TRANSIENT`);
    the last failure, or a lasting one at once, is raised."""
    for pause in pauses:
        try:
            return await call()
        except TRANSIENT:
            await asyncio.sleep(pause)
    return await call()


async def answered(handling: Awaitable[None], what: str) -> None:
    """Handle an interaction (a click, a modal, a command), Discord or the network failing to take one of its answers
    a warning (:data:`FAILURES`), not an error: an action it recorded is announced all the same and its sender told
    what he can be (:meth:`bot.discord.prompts.Prompts.submit` sees to it); anything else only showed something, and
    the player, seeing "This interaction failed", tries again."""
    try:
        await handling
    except FAILURES as exc:
        log.warning("%s: Discord did not take its answer (%s: %s)", what, type(exc).__name__, exc)


ACKNOWLEDGED = 40060
"""Discord's code for a first answer to an interaction that already has one (it took the first, and the reply to
that call was lost on the way back): the answer then goes as a follow-up."""


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
        await respond(interaction, part, **kwargs)


async def respond(interaction: discord.Interaction[Any], content: str, **kwargs: Any) -> None:
    """The interaction's first answer, or a follow-up once it has one, also when Discord took a first answer
    whose reply was lost (it refuses a second first answer: :data:`ACKNOWLEDGED`)."""
    if interaction.response.is_done():
        await interaction.followup.send(content, **kwargs)
        return
    try:
        await interaction.response.send_message(content, **kwargs)
    except discord.HTTPException as exc:
        if exc.code != ACKNOWLEDGED:
            raise
        await interaction.followup.send(content, **kwargs)


def on_public_message(interaction: discord.Interaction[Any]) -> bool:
    """Whether the component clicked is on a message everyone in a server channel can read (not a DM,
    not an ephemeral message)."""
    message = interaction.message
    return interaction.guild_id is not None and message is not None and not message.flags.ephemeral
