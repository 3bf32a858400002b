"""Onto Discord in two minutes (issue: onboarding): the invite link asks for the permissions ``/game create`` checks."""

from __future__ import annotations

import re

import discord

from bot.bench.fake_discord import APP_ID
from bot.discord.invite import PERMISSIONS, invite_url
from bot.discord.permissions import NEEDED, missing_permissions


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
