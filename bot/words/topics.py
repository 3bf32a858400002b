"""The ``/rules`` topics of each game, read from ``data/<game>/rules.toml`` and validated once."""

from __future__ import annotations

import tomllib
from functools import cache

from bot.editions import DATA_DIR
from rules.core.topics import Topic, parse_topics


@cache
def topics(game_id: str) -> tuple[Topic, ...]:
    """A game's topics (none if it ships no topics file)."""
    path = DATA_DIR / game_id / "rules.toml"
    if not path.is_file():
        return ()
    with path.open("rb") as f:
        return tuple(parse_topics(tomllib.load(f), str(path)))


def find(game_id: str, key: str) -> Topic | None:
    for topic in topics(game_id):
        if topic.key == key:
            return topic
    return None
