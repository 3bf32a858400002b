"""Boże Igrzysko's ``/rules`` topics: one short summary per rulebook section, in every language.

``data/boze/rules.toml`` holds them (the bot reads the file); :func:`parse` validates a parsed
mapping: every entry well formed in every language (:func:`rules.core.topics.parse_topics`), every
section of the rulebook present once, none unknown, none longer than a player reads at the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.boze.view import PHASE_NUMBERS
from rules.core.errors import DataError
from rules.core.messages import LANGUAGES
from rules.core.topics import Topic, parse_topics

PHASES = tuple(sorted(PHASE_NUMBERS, key=PHASE_NUMBERS.__getitem__))
"""The sixteen phases of a turn, in order (their keys, as the flow names them)."""

TOPIC_KEYS = (
    "setup",
    *PHASES,
    "end_of_game",
    "victory",
    "four_players",
    "treaty_restrictions",
    "durable_treaties",
    "private_duchies",
)
"""Every topic, in the rulebook's order: Setup, the sixteen phases, End of Game, Victory, the
Four-Player Variant and the three optional rules (keyed like the game's options)."""

MAX_TEXT = 1000
"""Characters a summary may take: what a player reads at the table, not the rulebook."""


def parse(raw: Mapping[str, Any], name: str = "Boże Igrzysko rules topics") -> list[Topic]:
    """The topics of a parsed ``rules.toml``, in the rulebook's order; raise :class:`DataError`
    naming every problem."""
    topics = parse_topics(raw, name)
    problems = []
    keys = [t.key for t in topics]
    missing = [k for k in TOPIC_KEYS if k not in keys]
    unknown = [k for k in keys if k not in TOPIC_KEYS]
    if missing:
        problems.append(f"topics: missing {', '.join(missing)}")
    if unknown:
        problems.append(f"topics: unknown {', '.join(unknown)}")
    for topic in topics:
        for lang in LANGUAGES:
            if len(topic.text(lang)) > MAX_TEXT:
                problems.append(f"topics.{topic.key}.text_{lang}: at most {MAX_TEXT} characters")
    if problems:
        lines = "\n  ".join(problems)
        raise DataError(f"{name} is not valid:\n  {lines}")
    return sorted(topics, key=lambda t: TOPIC_KEYS.index(t.key))
