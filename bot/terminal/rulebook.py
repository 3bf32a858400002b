"""``:rules [topic]`` at the local table: the game's rules topics (``data/<game>/rules.toml``, the same summaries
as Discord's ``/rules``), listed, or one of them shown.

A topic is found by its key (``:rules special_actions``), the start of its key (``:rules special``), or a word
of its title or text (``:rules gdansk`` finds the topic that explains Gdańsk); several matches are listed.
"""

from __future__ import annotations

from bot.words.cli import text
from bot.words.topics import topics
from rules.core.forms import normalise
from rules.core.topics import Topic


def matching(game_id: str, typed: str, lang: str) -> list[Topic]:
    """The topics ``typed`` names: its key, else those whose key starts so, else those that mention it."""
    known = topics(game_id)
    wanted = normalise(typed)
    for found in (
        [t for t in known if normalise(t.key) == wanted],
        [t for t in known if normalise(t.key).startswith(wanted)],
        [t for t in known if wanted in normalise(t.title(lang))],
        [t for t in known if wanted in normalise(t.text(lang)) or wanted in normalise(t.text("en"))],
    ):
        if found:
            return found
    return []


def rules_lines(game_id: str, typed: str, lang: str, current: str = "") -> list[str]:
    """What ``:rules`` prints: the list of topics (``current``, the open decision's, marked), or one topic."""
    known = topics(game_id)
    if not known:
        return [text(lang, "local.rules_none")]
    if not typed:
        lines = [text(lang, "local.rules_list")]
        for topic in known:
            mark = " ◀" if topic.key == current else ""
            lines.append(f"  {topic.key:<22} {topic.title(lang)}{mark}")
        return lines
    found = matching(game_id, typed, lang)
    if len(found) == 1:
        topic = found[0]
        return [f"— {topic.title(lang)} —", *topic.text(lang).splitlines()]
    if not found:
        return [text(lang, "local.rules_unknown", topic=typed[:40])]
    lines = [text(lang, "local.rules_several", topic=typed[:40])]
    lines += [f"  {t.key:<22} {t.title(lang)}" for t in found]
    return lines
