"""Sigismundus Augustus's ``/rules`` topics: one short summary per rulebook section, in every language.

``data/sigismundus/rules.toml`` holds them (the bot reads the file); :func:`parse` validates a parsed
mapping: every entry well formed in every language and short enough for one Discord message
(:func:`rules.core.topics.parse_topics`), every section of the rulebook present once, none unknown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.errors import DataError
from rules.core.topics import Topic, parse_topics
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
    """The topics of a parsed ``rules.toml``, in the rulebook's order; raise :class:`DataError` naming
    every problem."""
    topics = parse_topics(raw, name)
    keys = [t.key for t in topics]
    problems = []
    missing = [k for k in TOPIC_KEYS if k not in keys]
    unknown = [k for k in keys if k not in TOPIC_KEYS]
    if missing:
        problems.append(f"topics: missing {', '.join(missing)}")
    if unknown:
        problems.append(f"topics: unknown {', '.join(unknown)}")
    if problems:
        lines = "\n  ".join(problems)
        raise DataError(f"{name} is not valid:\n  {lines}")
    return sorted(topics, key=lambda t: TOPIC_KEYS.index(t.key))
