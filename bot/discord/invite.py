"""The invite link: the scopes and the permissions the bot needs, as one integer (``python -m bot invite``, and
printed when the bot logs in).

The permissions are exactly :data:`bot.discord.permissions.NEEDED`, the ones ``/game create`` checks in its
channel: one list, each permission on it because the code uses it. The slash commands come with the
``applications.commands`` scope; *Use Application Commands* is a permission for the members who type them, not
for the bot, so the invite does not ask for it. The bot may always edit and delete its own messages, so it needs
no *Manage Messages*; it posts no embeds (no *Embed Links*); it reads no message content (no privileged intent);
mentions of players need no permission.
"""

from __future__ import annotations

import base64
import binascii

import discord

from bot.discord.permissions import NEEDED
from bot.settings import Settings
from bot.words.cli import text

PERMISSIONS: dict[str, tuple[str, str]] = {
    "view_channel": ("View Channels", "see the game channel and its spectator thread"),
    "send_messages": ("Send Messages", "the lobby, prompts, results and the dashboard"),
    "attach_files": ("Attach Files", "the board images and /game export"),
    "read_message_history": ("Read Message History", "edit and answer its own earlier messages"),
    "create_public_threads": ("Create Public Threads", "one spectator thread per game, at the start"),
    "send_messages_in_threads": ("Send Messages in Threads", "results and boards in the spectator thread"),
}
"""Each of :data:`NEEDED` by its discord.py flag name → (the name on Discord's URL Generator, why the bot needs it)."""

SCOPES = ("bot", "applications.commands")


def permissions_value() -> int:
    """The permissions integer of the invite link, computed from Discord's permission bits."""
    return discord.Permissions(**dict.fromkeys(NEEDED, True)).value


def application_id(settings: Settings) -> int | None:
    """The application id: ``MARSZALEK_APPLICATION_ID``, else the bot user's id that opens the token (its
    first part is that id in base64; a bot's user id is its application's id)."""
    if settings.application_id is not None:
        return settings.application_id
    token = settings.discord_token or ""
    head = token.split(".", 1)[0]
    if not head:
        return None
    try:
        decoded = base64.b64decode(head + "=" * (-len(head) % 4), altchars=b"-_", validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return int(decoded) if decoded.isdigit() and len(decoded) <= 20 else None


def invite_url(app_id: int | str) -> str:
    return (
        f"https://discord.com/oauth2/authorize?client_id={app_id}"
        f"&scope={'+'.join(SCOPES)}&permissions={permissions_value()}"
    )


def invite_for(app_id: int | str, lang: str = "en") -> str:
    """The sentence naming the permissions, and the link on the next line."""
    names = ", ".join(PERMISSIONS[flag][0] for flag in NEEDED)
    return "\n".join((text(lang, "cli.invite", permissions=permissions_value(), names=names), invite_url(app_id)))


def invite_text(settings: Settings, lang: str = "en") -> str | None:
    """What ``python -m bot invite`` prints, or ``None`` when the application id is unknown."""
    app_id = application_id(settings)
    return None if app_id is None else invite_for(app_id, lang)
