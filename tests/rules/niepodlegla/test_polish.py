"""Niepodległa speaks Polish: every rulebook section it cites with its Polish name, names in the forms
Polish sentences need, the /rules topics complete in both languages, and whole random games of both
versions told in Polish — every event, prompt, menu label and description — without a gap.

Every ``niepodlegla.`` key in both languages, with the same placeholders and fitting plural forms, is
checked with all the catalogue in tests/test_catalogue.py.
"""

from __future__ import annotations

import copy
import importlib
import pkgutil
import random
import re
import tomllib
from collections.abc import Callable, Iterator

import pytest

import rules.niepodlegla
import rules.niepodlegla.phases
from rules.core.decision import Choice, Options, Steps
from rules.core.errors import DataError, RulesError, rule_name
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.niepodlegla import NiepodleglaGame, names
from rules.niepodlegla.board import Board
from rules.niepodlegla.engine_api import AskKind
from rules.niepodlegla.joint import Matter
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import NiepodleglaState
from rules.niepodlegla.topics import TOPIC_KEYS, parse
from tests.test_catalogue import ROOT

from .conftest import niepodlegla_raw
from .test_playouts import rig_final


def modules() -> list[object]:
    found: list[object] = [rules.niepodlegla, rules.niepodlegla.phases]
    for package in (rules.niepodlegla, rules.niepodlegla.phases):
        for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            found.append(importlib.import_module(info.name))
    return found


MODULES = modules()


def say(key: str, lang: str = "pl", **params: Param) -> str:
    return CATALOGUE.format(msg(key, **params), str, lang)


def test_polish_agrees_with_numbers(game: NiepodleglaGame) -> None:
    said = {n: say("niepodlegla.negative.neutral", n=n) for n in (1, 2, 4, 5, 12, 22, 25)}
    assert said == {
        1: "1 kość neutralna",
        2: "2 kości neutralne",
        4: "4 kości neutralne",
        5: "5 kości neutralnych",
        12: "12 kości neutralnych",
        22: "22 kości neutralne",
        25: "25 kości neutralnych",
    }
    assert say("niepodlegla.negative.morale", n=3) == "3 znaczniki morale"
    assert say("niepodlegla.negative.morale", n=13) == "13 znaczników morale"
    assert say("niepodlegla.result.standing_spaces", missing=1) == "1 puste pole"
    assert say("niepodlegla.result.standing_spaces", missing=24) == "24 puste pola"
    assert say("niepodlegla.result.standing_basic", missing=5) == "brakuje 5 symboli"
    assert say("niepodlegla.morale_check.threats", morale=1, over="", n=2) == (
        "Został 1 znacznik morale: zostają odkryte 2 karty zagrożeń."
    )


def test_names_take_their_polish_forms(game: NiepodleglaGame) -> None:
    board = game.board
    lwow, kielce, warszawa = (names.city(board, c) for c in ("lwow", "kielce", "warszawa"))
    assert say("niepodlegla.effect.independence", city=lwow) == "Żeton niepodległości trafia do Lwowa."
    assert say("niepodlegla.effect.independence", city=kielce) == "Żeton niepodległości trafia do Kielc."
    assert say("niepodlegla.effect.removed_obstacle", city=lwow, kind=names.kind("central")) == (
        "We Lwowie zostaje usunięty żeton wpływów państw centralnych."
    )
    assert say("niepodlegla.effect.obstacle", city=warszawa, kind=names.kind("bolshevik")) == (
        "Żeton wpływów bolszewików trafia do Warszawy."
    )
    assert say("niepodlegla.effect.jail_figure", figure=names.figure(board, "pilsudski")) == (
        "Kość Piłsudskiego trafia na rundę do więzienia w Magdeburgu."
    )
    kresy = names.region(board, "kresy")
    assert say("niepodlegla.effect_text.tokens2", place=kresy) == (
        "dwa żetony niepodległości w różnych miastach Kresów Wschodnich"
    )
    assert say("niepodlegla.effect_text.token", place=kresy) == "żeton niepodległości na Kresach Wschodnich"
    green = names.part(board, "green")
    assert say("niepodlegla.rewards.placed", part=green, count=3, spaces=5) == (
        "Żeton niepodległości zostaje położony w zaborze rosyjskim i Królestwie Polskim (3 z 5)."
    )
    assert say("niepodlegla.rewards.placed", "en", part=green, count=3, spaces=5) == (
        "An independence token is placed in the Russian partition and Kingdom of Poland (3 of 5)."
    )
    assert names.symbols(["people", "armed"]).text("pl") == "ludzie, walka zbrojna"
    assert names.rank(game.board, 10).text("pl") == "zapisz wynik i spróbuj jeszcze raz"


def test_seats_and_roles_read_in_the_readers_language(game: NiepodleglaGame) -> None:
    basic = game.new_game(3, 1, {"version": "basic"}).state
    advanced = game.new_game(3, 1, {"version": "advanced"}).state
    assert [game.seat_name_in(basic, s, "pl") for s in range(3)] == ["Piłsudski", "Dmowski", "Paderewski"]
    assert [game.seat_name_in(advanced, s, "pl") for s in range(3)] == ["Szary", "Biały", "Czerwony"]
    assert [game.seat_name_in(advanced, s, "en") for s in range(3)] == ["Grey", "White", "Red"]
    assert [game.seat_name(advanced, s) for s in range(3)] == ["Grey", "White", "Red"]
    roles = game.roles()
    assert roles[0].label == "Józef Piłsudski (grey)" and roles[0].label_in("en") == roles[0].label
    assert roles[0].label_in("pl") == "Józef Piłsudski (szare pionki)"
    notes = game.placeholder_notes_in("pl")
    assert any(n == "ścianki kości postaci (5)" for n in notes)
    assert len(notes) == len(game.placeholder_notes())


# --- the rulebook's sections ------------------------------------------------------------------------------


def rule_names(game: NiepodleglaGame) -> set[str]:
    """Every rulebook section the rules of Niepodległa cite: module constants, phases, joint matters,
    players' own choices and the options."""
    found: set[str] = set()
    for module in MODULES:
        for attr, value in vars(module).items():
            if "RULE" in attr and isinstance(value, str):
                found.add(value)
            if isinstance(value, type) and issubclass(value, Phase | Matter | AskKind) and value.rule:
                found.add(value.rule)
    found |= {spec.rule for spec in game.option_specs if spec.rule}
    found |= {phase.rule for phase in game.engine.phases.values()}
    found |= {matter.rule for matter in game.engine.council.matters.values()}
    found |= {ask.rule for ask in game.engine.asks.values()}
    return found


def test_every_cited_rule_has_a_polish_name(game: NiepodleglaGame) -> None:
    cited = rule_names(game)
    assert "There Will Be No Independence Without National Consent" in cited and len(cited) > 25
    for rule in sorted(cited):
        assert CATALOGUE.translation(f"rule:{rule}", "en") == rule
        polish = CATALOGUE.translation(f"rule:{rule}", "pl")
        assert polish and polish != rule, rule
    assert rule_name("Phase 4: Morale Check", "pl") == "Faza 4: Sprawdzenie morale"
    assert rule_name("Special Events: Round 6: The February Revolution", "pl") == (
        "Wydarzenia specjalne: Runda 6: Rewolucja lutowa"
    )


# --- the data edition's Polish names -------------------------------------------------------------------


def test_the_edition_gives_polish_names_and_forms(game: NiepodleglaGame) -> None:
    board = game.board
    for city in board.cities:
        assert city.name_pl and set(city.forms_pl) == {"gen", "in", "into"}, city.key
    assert board.city("lwow").forms_pl["in"] == "we Lwowie"
    for region in board.regions:
        assert region.name_pl and set(region.forms_pl) == {"gen", "in", "into"}, region.key
    for part in board.parts:
        assert part.name_pl != part.name and part.forms_pl["in"].startswith(("w ", "na ")), part.key
    for figure in board.figures:
        assert figure.forms_pl["gen"].endswith(("ego", "a")), figure.key
    cards = [c.name_pl for c in (*board.countdown, *board.basic_missions)]
    cards += [c.name_pl for c in board.advanced_missions] + [c.name_pl for c in board.finals]
    cards += [c.name_pl for c in board.challenges]
    assert len(cards) == 5 + 23 + 60 + 9 + 8 and all(cards)
    assert "(placeholder)" not in " ".join(cards)
    assert board.final_card("a68").name_pl == "Polska wstępuje do Ligi Narodów"


def test_polish_names_are_optional_and_checked_at_load() -> None:
    raw = copy.deepcopy(niepodlegla_raw())
    for city in raw["advanced"]["cities"]:
        city.pop("name_pl", None)
        city.pop("forms_pl", None)
    board = Board.from_mapping(raw)
    assert board.city("krakow").name_pl == "Kraków"
    assert board.city("krakow").forms_pl == {
        "gen": "miasta Kraków",
        "in": "w mieście Kraków",
        "into": "do miasta Kraków",
    }
    raw["advanced"]["cities"][0]["forms_pl"] = {"gen": "Gdańska", "loc": "w Gdańsku"}
    raw["advanced"]["regions"][0]["name_pl"] = 7
    raw["figures"][0]["forms_pl"] = "Piłsudskiego"
    with pytest.raises(DataError) as info:
        Board.from_mapping(raw)
    text = str(info.value)
    assert "advanced.cities[0].forms_pl.loc: unknown form" in text
    assert "advanced.regions[0].name_pl: expected text" in text
    assert "figures[0].forms_pl: expected a table" in text


# --- the /rules topics --------------------------------------------------------------------------------------


def test_the_rules_topics_parse_with_every_section_in_both_languages() -> None:
    with (ROOT / "data" / "niepodlegla" / "rules.toml").open("rb") as handle:
        topics = parse(tomllib.load(handle))
    assert [t.key for t in topics] == list(TOPIC_KEYS)
    assert len(topics) == len(set(TOPIC_KEYS)) == 24
    for topic in topics:
        for lang in ("en", "pl"):
            assert topic.title(lang).strip() and 300 <= len(topic.text(lang)) <= 1800, (topic.key, lang)
        assert topic.text("pl") != topic.text("en") and topic.title("pl") != topic.title("en")
    joint = next(t for t in topics if t.key == "joint")
    assert "Piłsudski" in joint.text("en") and "`agree`" in joint.text("en") and "`object`" in joint.text("pl")
    assert any("Our reading" in t.text("en") for t in topics)
    assert all(("Our reading" in t.text("en")) == ("W naszym odczytaniu" in t.text("pl")) for t in topics)


def test_a_topics_file_missing_a_section_is_refused() -> None:
    with (ROOT / "data" / "niepodlegla" / "rules.toml").open("rb") as handle:
        raw = tomllib.load(handle)
    raw["topics"] = [t for t in raw["topics"] if t["key"] != "scoring"]
    raw["topics"][0]["key"] = "mystery"
    with pytest.raises(DataError, match=r"missing dice, scoring\n  topics: unknown mystery"):
        parse(raw)


# --- whole games in Polish --------------------------------------------------------------------------------


def untranslated(message: Msg) -> Iterator[str]:
    """The keys of a message and of the messages inside it that have no Polish template."""
    if CATALOGUE.translation(message.key, "pl") is None:
        yield message.key
    for value in message.params.values():
        yield from _inner(value)


def _inner(value: Param) -> Iterator[str]:
    if isinstance(value, Msg):
        yield from untranslated(value)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _inner(item)


class Transcript:
    """Everything a game says, in Polish, checked as it is said."""

    def __init__(self, game: NiepodleglaGame) -> None:
        self.game = game
        self.lines: list[str] = []

    def say(self, message: Msg, state: NiepodleglaState) -> None:
        assert list(untranslated(message)) == [], message
        text = CATALOGUE.format(message, seat_namer(self.game, state), "pl")
        self.check(text, message.key)

    def label(self, choice: Choice) -> None:
        assert choice.name is not None, f"{choice.text!r} has no label in every language"
        if isinstance(choice.name, Msg):
            assert list(untranslated(choice.name)) == [], choice.name
        text = choice.label_in("pl")
        assert choice.label_in("en") == choice.label, choice
        self.check(text, choice.text)

    def check(self, text: str, where: str) -> None:
        assert text.strip() and "{" not in text and "}" not in text, (where, text)
        self.lines.append(text)


def seat_namer(game: NiepodleglaGame, state: NiepodleglaState) -> Callable[[int], str]:
    return lambda seat: game.seat_name_in(state, seat, "pl")


def answer(form: Options | Steps, picker: random.Random, transcript: Transcript) -> str:
    """A random legal answer; every label on the way is said in Polish."""
    if isinstance(form, Options):
        for c in form.choices:
            transcript.label(c)
        return form.choices[picker.randrange(len(form.choices))].text
    words: list[str] = []
    while True:
        step = form.after(words)
        for c in step.choices:
            transcript.label(c)
        if not step.choices or (step.complete and picker.randrange(2) == 0):
            assert step.complete, words
            return " ".join(words)
        words.append(step.choices[picker.randrange(len(step.choices))].text)


WRONG = ("propose city atlantis", "reroll n99", "give n1 nobody", "agree", "done", "frobnicate", "propose")


def play_in_polish(game: NiepodleglaGame, seats: int, seed: int, version: str) -> Transcript:
    transcript = Transcript(game)
    picker = random.Random(seed)
    transition = game.new_game(seats, seed, {"version": version, "challenges": seed % 2 == 0})
    state = transition.state
    for event in transition.events:
        transcript.say(event.msg, state)
    steps = 0
    while not state.finished:
        steps += 1
        assert steps < 5000
        state = rig_final(state)
        namer = seat_namer(game, state)
        decision = game.decisions(state)[0]
        transcript.say(decision.prompt, state)
        transcript.check(rule_name(decision.rule, "pl"), decision.rule)
        assert rule_name(decision.rule, "pl") != decision.rule, decision.rule
        if steps % 7 == 0:
            for line in game.describe(state, None):
                transcript.say(line, state)
        seat = picker.choice(decision.waiting_for())
        form = decision.forms[seat]
        assert isinstance(form, Options | Steps)
        if steps % 11 == 0:
            for wrong in WRONG:
                try:
                    game.apply(state, seat, wrong)
                except RulesError as error:
                    assert error.msg is not None, f"{wrong!r}: {error}"
                    transcript.check(error.localized("pl", namer), wrong)
        transition = game.apply(state, seat, answer(form, picker, transcript))
        state = transition.state
        for event in transition.events:
            transcript.say(event.msg, state)
    for line in game.describe(state, 0):
        transcript.say(line, state)
    result = game.result(state)
    assert result is not None
    transcript.say(result.summary, state)
    for standing in result.standings:
        assert standing.detail is not None
        transcript.say(standing.detail, state)
    return transcript


@pytest.mark.parametrize("version", ["basic", "advanced"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_are_told_in_polish(game: NiepodleglaGame, seats: int, version: str) -> None:
    for seed in range(3):
        transcript = play_in_polish(game, seats, 200 + seed, version)
        text = re.sub(r"`[^`]*`", "", "\n".join(transcript.lines))
        assert "Zwycięstwo" in text or "Porażka" in text
        for english in (" the ", " dice ", " token ", " mission ", "placeholder", " is placed", "'s die"):
            assert english not in text, english


def test_a_polish_game_says_its_places_in_their_cases(game: NiepodleglaGame) -> None:
    """Enough advanced games that tokens land in many cities: every one is named in a Polish case."""
    text = "\n".join(line for seed in range(4) for line in play_in_polish(game, 3, seed, "advanced").lines)
    assert "trafia do " in text
    assert any(f"do {form}" in text for form in ("Krakowa", "Lwowa", "Warszawy", "Kielc", "Łodzi", "Wilna"))


def test_every_seat_reference_is_named_by_the_reader(game: NiepodleglaGame) -> None:
    state = game.new_game(2, 3, {"version": "advanced"}).state
    message = msg("niepodlegla.struggle.done", seat=SeatRef(1))
    assert CATALOGUE.format(message, lambda s: game.seat_name_in(state, s, "pl"), "pl") == (
        "Biały: wynik na kościach wystarcza."
    )
