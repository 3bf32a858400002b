"""What a player reads names dice, cards, places and tokens by their names in his language ("Piłsudski's die
(people)", "neutral die 1 (two diplomacy)"), never by the keys of the action texts (``reroll n1 n3``, ``give n2
dmowski``), which only ``/play`` and the log show: a seeded whole game in each version, in English and Polish —
every event (public and private), prompt and explanation, the ``/hand`` description, the phase reports, and the
label and detail of every menu choice and standing order."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from rules.core.decision import Assign, Choice, Form, Options, Slot, Split, Steps
from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE, LANGUAGES, Msg, Param, SeatRef
from rules.niepodlegla import NiepodleglaGame, names
from rules.niepodlegla.state import NiepodleglaState

from .test_playouts import rig_final


def keys_pattern(game: NiepodleglaGame) -> re.Pattern[str]:
    """The keys of the action texts as they would show in a sentence: a neutral die (``n3``), a card (``b06``), a
    part of the basic board or a policy track with its level (``green 3``, ``consent 4``; "national consent 4" is
    the track by its name), and the keys of figures, tokens, cities and regions (``pilsudski``, ``krakow``) but
    those that are also words of the game's sentences ("central")."""
    board = game.board
    words = set(board.figure_keys) | {t.key for t in board.tokens} | {c.key for c in board.cities}
    words |= {r.key for r in board.regions}
    templates = " ".join(CATALOGUE.translation(k, lang) or "" for lang in LANGUAGES for k in CATALOGUE.keys(lang))
    keys = sorted(w for w in words if not re.search(rf"\b{w}\b", templates))
    parts = "|".join(board.part_keys)
    return re.compile(rf"\bn\d+\b|\b[abdft]\d\d\b|(?<![Nn]ational )\b(?:{parts}) \d|\b(?:{'|'.join(keys)})\b")


def choices(form: Form, words: tuple[str, ...] = (), depth: int = 0) -> Iterator[Choice | Slot]:
    """A form's choices: all of a list's, and a word-by-word answer's first words three deep (30 at each)."""
    if isinstance(form, Options):
        yield from form.choices
    elif isinstance(form, Assign | Split):
        yield from form.slots
        yield from form.presets
    elif isinstance(form, Steps):
        if not words:
            yield from form.presets
        for choice in form.after(list(words)).choices[:30]:
            yield choice
            if depth < 2:
                yield from choices(form, (*words, choice.text), depth + 1)


def names_a_seat(value: Param | None) -> bool:
    """Whether a label or a detail holds a seat number: a menu formats it with no names for the seats (a reader
    would see "then 0, holder of Piłsudski's die, decides")."""
    if isinstance(value, SeatRef):
        return True
    if isinstance(value, Msg):
        return any(names_a_seat(v) for v in value.params.values())
    if isinstance(value, list | tuple):
        return any(names_a_seat(v) for v in value)
    return False


def read(game: NiepodleglaGame, version: str, seed: int) -> Iterator[tuple[str, str]]:
    """(where, text) for everything the players read over a seeded random game, in each language."""
    picker = random.Random(seed)
    transition = game.new_game(3, seed, {"version": version, "challenges": True})
    state, events = transition.state, transition.events
    before: NiepodleglaState | None = None
    while True:
        namers = {lang: (lambda s, lang=lang, state=state: game.seat_name_in(state, s, lang)) for lang in LANGUAGES}
        said: list[tuple[str, Msg]] = [(f"event {e.msg.key}", e.msg) for e in events]
        said += [(f"hand {m.key}", m) for m in game.describe(state, 0)]
        if before is not None:
            said += [(f"report {m.key}", m) for m in game.phase_report(before, state, events) or []]
        if state.finished:
            break
        state = rig_final(state)
        for decision in game.decisions(state):
            said.append((f"prompt {decision.key}", decision.prompt))
            if decision.explain is not None:
                said.append((f"explain {decision.key}", decision.explain))
            for seat in decision.waiting_for():
                offered: list[Choice | Slot] = [*choices(decision.forms[seat]), *game.orders(state, seat)]
                for choice in offered:
                    where = f"choice {decision.key} {choice.label!r}"
                    assert not names_a_seat(choice.name) and not names_a_seat(choice.detail), where
                    for lang in LANGUAGES:
                        yield where, choice.label_in(lang)
                        yield where, choice.detail_in(lang)
        for where, message in said:
            for lang in LANGUAGES:
                yield where, CATALOGUE.format(message, namers[lang], lang)
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        before = state
        transition = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange))
        state, events = transition.state, transition.events


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_no_key_of_an_action_text_in_what_players_read(game: NiepodleglaGame, version: str) -> None:
    pattern = keys_pattern(game)
    found: dict[str, str] = {}
    count = 0
    for where, text in read(game, version, seed=2):
        count += 1
        hit = pattern.search(text)
        if hit:
            found.setdefault(where, f"{hit.group()!r} in {text[:200]}")
    assert count > 1000, "a whole game was read"
    assert not found, "\n".join(f"{where}: {text}" for where, text in found.items())


def test_dice_are_named_as_players_call_them(game: NiepodleglaGame) -> None:
    """A neutral die by its number, a figure die by its figure, and what each shows in words; in Polish the
    accusative where a sentence needs it ("przekazuje kość neutralną 1")."""
    board = game.board
    double = next(i for i, face in enumerate(board.neutral_faces) if face == ("diplomacy", "diplomacy"))
    neutral = names.die(board, "n1", "", double)
    assert (neutral.text("en"), neutral.text("pl")) == (
        "neutral die 1 (two diplomacy)",
        "kość neutralna 1 (dwa razy dyplomacja)",
    )
    assert neutral.text("pl", "acc") == "kość neutralną 1 (dwa razy dyplomacja)"
    people = next(i for i, face in enumerate(board.figure("pilsudski").faces.value) if list(face) == ["people"])
    figure = names.die(board, "pilsudski", "pilsudski", people)
    assert (figure.text("en"), figure.text("pl")) == ("Piłsudski's die (people)", "kość Piłsudskiego (ludzie)")
    unrolled = names.die(board, "n12", "", -1)
    assert (unrolled.text("en"), unrolled.text("pl")) == ("neutral die 12", "kość neutralna 12")
