"""A prompt carries no command syntax: the rules of its decision are behind its 📖 Rules button (ephemeral, the
``/rules`` topic), not in a "/rules topic:" line."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.bench.fake_discord import Harness, components
from tests.bot.talk import click, live, newest_private
from tests.bot.test_discord import lobby


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=5)
    yield harness
    await harness.stop()


async def test_the_rules_of_a_decision_are_one_click_away_and_no_prompt_shows_syntax(h: Harness) -> None:
    await lobby(h)
    await h.slash(1, "game", "start")
    message = live(h)
    assert "/rules" not in message["content"] and "`" not in message["content"]
    button = next(c for c in components(message) if c.get("label") == "📖 Rules")
    await click(h, 99, message, button["custom_id"])  # a spectator may read the rules too
    answer = newest_private(h, 99)
    assert answer["content"].startswith("**") and len(answer["content"]) > 100, answer["content"]
    assert "/rules" not in answer["content"]
