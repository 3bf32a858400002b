"""Boże Igrzysko's ``/rules`` topics: one short summary per rulebook section, in every language.

``data/boze/rules.toml`` holds them (the bot reads the file); :func:`parse` validates a parsed
mapping: every entry well formed in every language (:func:`rules.core.topics.parse_topics`), every
section of the rulebook present once, none unknown, none longer than a player reads at the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.boze.view import PHASE_NUMBERS
from rules.core.topics import Topic, parse_game_topics

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
    return parse_game_topics(raw, TOPIC_KEYS, name, MAX_TEXT)
