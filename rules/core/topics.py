"""Rules topics: short summaries of a game's rulebook sections, in every language, for ``/rules``.

Each game ships ``data/<game>/rules.toml`` with ``[[topics]]`` entries (``key``, ``title_en``,
``title_pl``, ``text_en``, ``text_pl``); :func:`parse_topics` validates them. The rulebook stays the
specification: topics only help a player at the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.edition import Reader
from rules.core.errors import DataError
from rules.core.messages import LANGUAGES

MAX_TEXT = 1800
"""Characters: a topic must fit one Discord message with its title."""


@dataclass(frozen=True)
class Topic:
    key: str
    titles: Mapping[str, str]
    texts: Mapping[str, str]

    def title(self, lang: str) -> str:
        return self.titles.get(lang) or self.titles["en"]

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts["en"]


def parse_topics(raw: Mapping[str, Any], name: str = "rules topics") -> list[Topic]:
    """Validate a raw topics mapping; every topic needs a title and a text in every language."""
    r = Reader(name)
    topics = []
    keys = set()
    for path, entry in r.items(raw.get("topics"), "topics"):
        key = r.text(entry, "key", path)
        if key in keys:
            r.fail(f"{path}.key", f"{key!r} appears twice")
        keys.add(key)
        titles = {lang: r.text(entry, f"title_{lang}", path) for lang in LANGUAGES}
        texts = {lang: r.text(entry, f"text_{lang}", path) for lang in LANGUAGES}
        for lang, text in texts.items():
            if len(text) > MAX_TEXT:
                r.fail(f"{path}.text_{lang}", f"at most {MAX_TEXT} characters, not {len(text)}")
        topics.append(Topic(key, titles, texts))
    r.raise_if_failed()
    return topics


def parse_game_topics(raw: Mapping[str, Any], keys: Sequence[str], name: str, max_text: int = MAX_TEXT) -> list[Topic]:
    """A game's topics (:func:`parse_topics`), checked to be exactly ``keys`` (every section of its
    rulebook once, none unknown), none longer than ``max_text``, and sorted in the order of ``keys``;
    raise :class:`DataError` naming every problem."""
    topics = parse_topics(raw, name)
    found = [t.key for t in topics]
    problems = []
    missing = [k for k in keys if k not in found]
    unknown = [k for k in found if k not in keys]
    if missing:
        problems.append(f"topics: missing {', '.join(missing)}")
    if unknown:
        problems.append(f"topics: unknown {', '.join(unknown)}")
    for topic in topics:
        for lang in LANGUAGES:
            if len(topic.text(lang)) > max_text:
                problems.append(f"topics.{topic.key}.text_{lang}: at most {max_text} characters")
    if problems:
        lines = "\n  ".join(problems)
        raise DataError(f"{name} is not valid:\n  {lines}")
    return sorted(topics, key=lambda t: list(keys).index(t.key))
