"""Onto Discord in two minutes (issue: onboarding): the bot publishes its slash commands by itself when they changed
since the last start (a digest kept in the database; never blindly on every connect, DESIGN §4), and shows its
invite link, with the permissions ``/game create`` checks, when it logs in."""

from __future__ import annotations

import logging
import re
from typing import Any

import discord
import pytest

import bot.bench.fake_discord as fake_discord
from bot.bench.fake_discord import APP_ID, GUILD_ID, FakeDiscord, Harness
from bot.discord.app import COMMANDS_KEY
from bot.discord.cogs.play import PlayCog
from bot.discord.invite import PERMISSIONS, invite_url
from bot.discord.permissions import NEEDED, missing_permissions

GLOBAL = f"/applications/{APP_ID}/commands"
DEV_GUILD = f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"


def syncs(h: Harness) -> list[str]:
    """The paths of the command syncs the bot sent (a bulk overwrite, global or a guild's)."""
    return [c.path for c in h.fake.calls if c.method == "PUT" and c.path.endswith("/commands")]


async def start(url: str, **settings: Any) -> list[str]:
    """Start the bot on ``url``, stop it, and say which syncs it sent."""
    h = await Harness.start(url, **settings)
    try:
        return syncs(h)
    finally:
        await h.stop()


async def test_the_first_start_publishes_the_commands_and_a_restart_with_the_same_tree_does_not(db_url: str) -> None:
    h = await Harness.start(db_url)
    try:
        assert syncs(h) == [GLOBAL], "published once, globally"
        published = next(c for c in h.fake.calls if c.method == "PUT").payload
        names = sorted(c["name"] for c in published)  # type: ignore[attr-defined]
        assert names == sorted(c.name for c in h.bot.tree.get_commands())
        assert await h.bot.table.store.kept(COMMANDS_KEY) == await h.bot.commands_digest()
    finally:
        await h.stop()
    assert await start(db_url) == [], "the same commands: nothing is sent"
    assert await start(db_url) == []


@pytest.mark.parametrize("change", ["description", "polish"])
async def test_a_changed_command_tree_is_published_again(
    db_url: str, monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    assert await start(db_url) == [GLOBAL]
    if change == "description":
        monkeypatch.setattr(PlayCog.board, "description", "The whole board of this channel's game, privately")
    else:
        from bot.discord.translator import CatalogueTranslator

        translate = CatalogueTranslator.translate

        async def reworded(self: Any, string: Any, locale: Any, context: Any) -> str | None:
            said = await translate(self, string, locale, context)
            return said and said.replace("plansza", "mapa")

        monkeypatch.setattr(CatalogueTranslator, "translate", reworded)
    assert await start(db_url) == [GLOBAL], f"a changed {change} is published"
    assert await start(db_url) == [], "and then kept"


async def test_a_dev_guild_gets_the_commands_too_and_a_new_one_is_published_to(db_url: str) -> None:
    assert await start(db_url, dev_guild_id=GUILD_ID) == [GLOBAL, DEV_GUILD]
    assert await start(db_url, dev_guild_id=GUILD_ID) == []
    assert await start(db_url) == [GLOBAL], "the dev guild setting changed: published again"


async def test_a_failed_publication_is_one_log_line_and_the_bot_runs_on(
    db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    fake = FakeDiscord()
    fake.fail("5xx", lambda method, path: method == "PUT" and path.endswith("/commands"))
    with caplog.at_level(logging.INFO, logger="marszalek"):
        h = await Harness.start(db_url, fake=fake)
    try:
        said = [r for r in caplog.records if r.name == "marszalek" and r.levelno >= logging.WARNING]
        assert len(said) == 1 and said[0].exc_info is None and "\n" not in said[0].getMessage()
        assert "could not be published" in said[0].getMessage() and "503" in said[0].getMessage()
        assert await h.bot.table.store.kept(COMMANDS_KEY) is None, "nothing kept: the next start tries again"
        await h.slash(1, "game", "create", game="boze")
        assert "Boże Igrzysko" in h.fake.calls[-1].content, "the bot runs on"
    finally:
        await h.stop()
    assert await start(db_url) == [GLOBAL]


async def test_the_invite_link_is_logged_and_shown_when_the_bot_logs_in(
    db_url: str, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[int] = []
    create_bot = fake_discord.create_bot

    def showing(settings: Any) -> Any:
        made = create_bot(settings)
        made.show_invite = shown.append
        return made

    monkeypatch.setattr(fake_discord, "create_bot", showing)
    with caplog.at_level(logging.INFO, logger="marszalek"):
        h = await Harness.start(db_url)
    await h.stop()
    assert shown == [APP_ID], "once, with the application id Discord gave at login"
    logged = [r.getMessage() for r in caplog.records if r.name == "marszalek" and "invite" in r.getMessage()]
    assert logged == [f"invite link: {invite_url(APP_ID)}"]


def test_python_m_bot_prints_the_invite_link_on_its_console(capsys: pytest.CaptureFixture[str]) -> None:
    import asyncio

    from bot.__main__ import serve
    from bot.settings import Settings

    class LogsIn:
        show_invite: Any = None

        async def __aenter__(self) -> LogsIn:
            return self

        async def __aexit__(self, *exc: object) -> None:
            return None

        async def start(self, token: str) -> None:
            self.show_invite(APP_ID)

    assert asyncio.run(serve(Settings(discord_token="t"), "pl", build=lambda s: LogsIn())) == 0
    out = capsys.readouterr().out
    assert "Zaproś Marszałka na serwer" in out and invite_url(APP_ID) in out


def test_the_invite_asks_for_exactly_the_permissions_game_create_checks() -> None:
    found = re.search(r"client_id=(\d+)&scope=([\w.+]+)&permissions=(\d+)$", invite_url(APP_ID))
    assert found is not None
    assert found[2].split("+") == ["bot", "applications.commands"], "the commands come with their scope"
    asked = discord.Permissions(int(found[3]))
    assert asked.value == discord.Permissions(**dict.fromkeys(NEEDED, True)).value
    assert missing_permissions(asked) == [], "a channel with what the invite asks for is enough for /game create"
    for name in NEEDED:
        lacking = discord.Permissions(asked.value)
        setattr(lacking, name, False)
        assert missing_permissions(lacking) == [name], f"and every one of them is needed ({name})"
    assert not asked.use_application_commands and not asked.embed_links and not asked.manage_messages
    assert set(PERMISSIONS) == set(NEEDED), "each permission asked for is named and explained in the invite"
