"""Sigismundus Augustus's ``/rules`` topics: one short summary per rulebook section, in every language.

``data/sigismundus/rules.toml`` holds them (the bot reads the file); :func:`parse` validates a parsed
mapping: every entry well formed in every language and short enough for one Discord message
(:func:`rules.core.topics.parse_topics`), every section of the rulebook present once, none unknown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.topics import Topic, parse_game_topics
from rules.sigismundus.flow import ROUND

PHASES = tuple(cls.key for cls in ROUND)
"""The steps of a round, in order, keyed as the flow keys them: the nine phases, the Sejm in its stages
(a) and b) together, then c) to f))."""

TOPIC_KEYS = (
    "setup",
    "tracks",
    *PHASES[: PHASES.index("scoring") + 1],
    "combat",
    *PHASES[PHASES.index("scoring") + 1 :],
    "end_of_game",
    "short",
)
"""Every topic, in the rulebook's order: Preparing for the Game, the Support tracks and Representatives
(Moving Markers on Tracks, Representative Cards), the phases of a round with Combat after Scoring, Last Round
and Ending the Game, and the short game (keyed like the game's option)."""


def parse(raw: Mapping[str, Any], name: str = "Sigismundus Augustus rules topics") -> list[Topic]:
    """The topics of a parsed ``rules.toml``, in the rulebook's order; raise :class:`DataError`
    naming every problem."""
    return parse_game_topics(raw, TOPIC_KEYS, name)
