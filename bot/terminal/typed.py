"""What people type at the local table, made canonical before the table sees it: a game's name with or without
its diacritics and in any case (``boże``, ``Boze``, ``Niepodległa``), and Boże Igrzysko's verbs in Polish.

Sigismundus Augustus and Niepodległa read Polish verbs themselves (``dobierz``, ``zgoda``); Boże reads its
province names in Polish but its verbs only in English, so the terminal translates the first word of a line
(``latyfundium ukraina`` is ``estate ukraina``) and the ``then pass`` suffix (``potem pas``). Only words that
name nothing else in the game are translated: a province, an enemy or an English verb is never one of them.
"""

from __future__ import annotations

from rules.core.forms import normalise
from rules.registry import GAMES

BOZE_VERBS = (
    ("latyfundium", "estate"),
    ("żetony", "tokens"),
    ("kości", "dice"),
    ("licytuj", "bid"),
    ("pas", "pass"),
    ("pasuję", "pass"),
    ("ekonom", "steward"),
    ("gdańsk", "gdansk"),
    ("dyplomacja", "treaty"),
    ("traktat", "treaty"),
    ("przesuń", "move"),
    ("weto", "veto"),
    ("konfederacja", "confederation"),
    ("kolegia", "colleges"),
    ("miasto", "town"),
    ("werbuj", "recruit"),
    ("wyprawa", "campaign"),
    ("odsiecz", "relieve"),
)
"""Boże's Polish verbs, as ``:help`` shows them, and the canonical verb each stands for."""

THEN_PASS = ("potem", "pas")
"""Boże's Polish for an action that carries the pass with it (``latyfundium ukraina potem pas``)."""

VERBS = {"boze": {normalise(word): verb for word, verb in BOZE_VERBS}}
"""The translated verbs of each game that needs them, by their typed word (lower case, no diacritics)."""
SHOWN = {"boze": BOZE_VERBS}


def game_named(typed: str) -> str | None:
    """The id of the game ``typed`` names (its id or title, with or without diacritics, in any case)."""
    wanted = normalise(typed)
    for game_id, info in GAMES.items():
        if wanted in (normalise(game_id), normalise(info.title)):
            return game_id
    return None


def canonical(game_id: str, line: str) -> str:
    """``line`` with a Polish verb (and ``then pass`` suffix) of the game in its canonical English; any other
    line as typed."""
    verbs = VERBS.get(game_id)
    words = line.split()
    if not verbs or not words:
        return line
    verb = verbs.get(normalise(words[0]))
    suffix = len(words) > 2 and tuple(normalise(w) for w in words[-2:]) == THEN_PASS
    if verb is None and not suffix:
        return line
    if verb is not None:
        words[0] = verb
    if suffix:
        words[-2:] = ["then", "pass"]
    return " ".join(words)


def polish_verbs(game_id: str) -> str:
    """The Polish verbs of a game as ``:help`` lists them (``latyfundium`` estate, ...); "" when it needs none."""
    return ", ".join(f"`{word}` {verb}" for word, verb in SHOWN.get(game_id, ()))
