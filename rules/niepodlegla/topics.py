"""Niepodległa's ``/rules`` topics: one short summary per rulebook section, in every language.

``data/niepodlegla/rules.toml`` holds them (the bot reads the file); :func:`parse` validates a parsed
mapping: every entry well formed in every language (:func:`rules.core.topics.parse_topics`), every
section of the rulebook — both versions — present once, none unknown, none longer than one Discord
message.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.topics import Topic, parse_game_topics

TOPIC_KEYS = (
    # both versions
    "dice",
    # the basic version
    "basic_setup",
    "basic_preparation",
    "basic_struggle",
    "basic_summary",
    "basic_rewards",
    "basic_housekeeping",
    "basic_final",
    # the advanced version
    "advanced_setup",
    "joint",
    "allocation",
    "struggle",
    "tokens",
    "negative",
    "threats",
    "morale_check",
    "positive",
    "end_of_round",
    "february_revolution",
    "november",
    "defence",
    "challenges",
    "scoring",
    "tracks",
)
"""Every topic, in the rulebook's order: Dice Symbols (with Using Dice and Symbols); the basic version's
Setup, the phases of rounds I–V (preparation; the struggle — selecting missions and dividing the dice,
the first roll, passing and re-rolling; the summary; the rewards and additional bonuses; housekeeping)
and Round VI – The Final Round; the advanced version's Setup, the joint decisions (There Will Be No
Independence Without National Consent, as the bot runs them in both versions), the six phases of
rounds 1–9 (keyed as the flow names them) with Obstacle Tokens and Independence Tokens and Threat
Cards (Blocking Components: Magdeburg), Round 6: The February Revolution, the Final Round (11 November
1918; Defence of the Borders), the Variant for Experienced Players (challenge cards D), Scoring and
the policy tracks."""

MAX_TEXT = 1800
"""Characters a summary may take: one Discord message with its title."""


def parse(raw: Mapping[str, Any], name: str = "Niepodległa rules topics") -> list[Topic]:
    """The topics of a parsed ``rules.toml``, in the rulebook's order; raise :class:`DataError`
    naming every problem."""
    return parse_game_topics(raw, TOPIC_KEYS, name, MAX_TEXT)
