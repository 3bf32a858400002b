"""Sigismundus Augustus speaks Polish: every rulebook section the rules cite has its Polish name, the names
the sentences insert take their Polish forms, the ``/rules`` topics are complete, and whole seeded games read
in Polish from the first event to the result. (Every ``sigismundus.`` key in both languages, with the same
placeholders and fitting plural forms, is checked with all the catalogue in tests/test_catalogue.py.)
"""

from __future__ import annotations

import copy
import importlib
import pkgutil
import random
import re
import tomllib
from typing import Any

import pytest

import rules.sigismundus
import rules.sigismundus.phases
from rules.core.decision import Choice, Options, Slot, Split, Steps
from rules.core.errors import DataError, RulesError, rule_name
from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE, Msg, Param, msg
from rules.sigismundus import SigismundusGame, names
from rules.sigismundus.board import Board
from rules.sigismundus.phases import Phase
from rules.sigismundus.phases.setup import SetupPhase
from rules.sigismundus.topics import TOPIC_KEYS, parse

from .conftest import ROOT, sigismundus_raw


def polish(key: str, **params: Param) -> str:
    return CATALOGUE.format(msg(key, **params), str, "pl")


def test_polish_agrees_with_numbers() -> None:
    said = {n: polish("sigismundus.income.line", seat="Kmita", gold=n, parts=[], total=n) for n in (1, 2, 4, 5, 12, 22)}
    assert said[1].startswith("Kmita otrzymuje 1 dukat (")
    assert said[2].startswith("Kmita otrzymuje 2 dukaty (") and said[4].startswith("Kmita otrzymuje 4 dukaty (")
    assert said[5].startswith("Kmita otrzymuje 5 dukatów (") and said[12].startswith("Kmita otrzymuje 12 dukatów (")
    assert said[22].startswith("Kmita otrzymuje 22 dukaty (")
    assert polish("sigismundus.combat.unpaid", seat="Kmita", count=1) == "Kmita nie ma już czym zapłacić za 1 ranę."
    assert polish("sigismundus.combat.unpaid", seat="Kmita", count=5) == "Kmita nie ma już czym zapłacić za 5 ran."
    won = polish("sigismundus.end.winner", seat="Kmita", vp=22, how=msg("sigismundus.end.by_points"))
    assert won == "Kmita wygrywa z 22 punktami zwycięstwa."


def test_names_take_their_polish_forms(sigismundus: SigismundusGame) -> None:
    board = sigismundus.board
    assert polish("sigismundus.voting.won", seat="Kmita", office=names.office(board, 3), votes=7) == (
        "Kmita zdobywa urząd kasztelana krakowskiego (3), oddając 7 głosów."
    )
    assert polish("sigismundus.actions.envoy", seat="Kmita", country=names.country(board, "lithuania")) == (
        "Kmita wysyła posła do Wielkiego Księstwa Litewskiego."
    )
    gains = polish("sigismundus.scoring.gains", seat="Kmita", points=5, country=names.country(board, "sweden"), total=9)
    assert gains == "Kmita zdobywa 5 punktów za wpływy w Szwecji; ma teraz 9."
    abduct = polish(
        "sigismundus.combat.abduct", attacker="Kmita", defender="Górka", figure=names.figure(board, "poet"), gold=2
    )
    assert abduct == "Górka traci postać Poeta dworski razem z 2 dukatami z karty; porywa ją Kmita."
    roll = polish(
        "sigismundus.combat.roll",
        unit=names.unit("hussars"),
        seat="Kmita",
        face=6,
        strength=4,
        count=2,
        bonus=msg("sigismundus.combat.no_bonus"),
        score=10,
        wounds=2,
        target="Górka",
    )
    assert roll == "Faza husarii: Kmita wyrzuca 6 + 4 za 2 jednostki husarii = 10; Górka otrzymuje 2 rany."
    # the same messages in English read as they always did
    envoy = msg("sigismundus.actions.envoy", seat="Kmita", country=names.country(board, "sweden"))
    assert CATALOGUE.format(envoy, str) == "Kmita sends an envoy to Sweden."


def test_english_labels_are_unchanged_and_polish_ones_come_with_them(sigismundus: SigismundusGame) -> None:
    board = sigismundus.board
    setup = sigismundus.flow.phases["setup"]
    assert isinstance(setup, SetupPhase)
    state = sigismundus.new_game(3, 1).state
    office = next(c for c in setup.decisions(state)[0].forms[state.setup_order[0]].choices if c.text == "office 15")
    assert (office.label, office.label_in("pl")) == (
        "castellanus posnaniensis (15) · income 1",  # a button has no description: the label says what it pays
        "kasztelan poznański (15) · dochód 1",
    )
    assert office.detail_in("en") == "Land office · no VP at Scoring · keeps 1 unit free"
    assert office.detail_in("pl") == ("Urząd ziemski · bez PZ w Punktacji · 1 jednostka za darmo")
    from rules.sigismundus.combat import payment_label
    from rules.sigismundus.phases.actions import field_label

    hussars = names.choice("pay hussars", payment_label(board, "hussars"))
    assert (hussars.label, hussars.label_in("pl")) == ("Hussars (2 power)", "Husaria (siła 2)")
    envoy = names.choice("envoy", field_label(board, "envoy", 2))
    assert (envoy.label, envoy.label_in("pl")) == ("Envoy (pay 2 ducats)", "Poselstwo (zapłać 2 dukaty)")
    assert envoy.detail_in("en") == "Put a House marker on a country; its marker moves one space left"
    assert envoy.detail_in("pl") == "Połóż znacznik rodu na kraju sąsiednim; jego znacznik przesuwa się o pole w lewo"
    assert names.choice("pass", "Zamoyski").label_in("pl") == "Zamoyski"


def test_seats_are_named_in_polish(sigismundus: SigismundusGame) -> None:
    state = sigismundus.new_game(3, 5).state
    for seat in range(3):
        english, polish_name = sigismundus.seat_name(state, seat), sigismundus.seat_name_in(state, seat, "pl")
        house = sigismundus.board.house(state.houses[seat])
        assert english == f"{house.title} ({house.colour.value})"
        assert polish_name.startswith(house.title + " (") and polish_name != english
        assert sigismundus.seat_name_in(state, seat, "en") == english
    before = sigismundus.initial_state(3, 5, {"short": False}, [])
    assert sigismundus.seat_name_in(before, 0, "pl") == "Gracz 1"
    assert sigismundus.seat_name_in(before, 0, "en") == sigismundus.seat_name(before, 0) == "Player 1"


def test_placeholder_notes_read_in_polish(sigismundus: SigismundusGame) -> None:
    assert sigismundus.placeholder_notes_in("en") == sigismundus.placeholder_notes()
    notes = sigismundus.placeholder_notes_in("pl")
    assert "dochody z urzędów (15)" in notes and "nazwy postaci (24)" in notes
    english = {note.rsplit(" (", 1)[0] for note in sigismundus.placeholder_notes()}
    assert not english & {note.rsplit(" (", 1)[0] for note in notes}, "every kind of placeholder has its Polish"


def test_polish_names_are_typed_as_well(sigismundus: SigismundusGame) -> None:
    for text, canonical in [
        ("resign kasztelan krakowski", "resign 3"),
        ("vacancy podskarbi wielki koronny", "vacancy 11"),
        ("patronage Poeta dworski 2", "patronage poet 2"),
        ("envoy Wielkie Księstwo Litewskie", "envoy lithuania"),
        ("Tajny pakt szwecja", "pact sweden"),
    ]:
        assert str(sigismundus.parse(text)) == canonical


# --- the data edition's Polish names ------------------------------------------------------------------


def test_every_name_of_the_edition_has_its_polish_forms(sigismundus: SigismundusGame) -> None:
    board = sigismundus.board
    for o in board.offices:
        assert o.name_pl and o.forms_pl["gen"] and o.name_pl != o.title
    for c in board.countries:
        assert c.name_pl and {"gen", "in", "into"} <= set(c.forms_pl)
    for f in board.figures:
        assert f.name_pl and {"gen", "acc"} <= set(f.forms_pl)
    for t in board.tracks.values():
        assert t.name_pl and t.forms_pl["gen"]
    assert all(k.name_pl for k in board.office_kinds.values())
    assert all(s.act_pl for s in board.sejm)
    assert all(p.name_pl for p in board.policy)


def broken(mutate: Any) -> dict[str, Any]:
    raw = copy.deepcopy(sigismundus_raw())
    mutate(raw)
    return raw


@pytest.mark.parametrize(
    ("mutate", "problem"),
    [
        (lambda r: r["offices"][2].pop("name_pl"), r"offices\[2\].name_pl: expected text"),
        (lambda r: r["offices"][2].pop("forms_pl"), r"offices\[2\].forms_pl: expected a table"),
        (lambda r: r["countries"][1]["forms_pl"].pop("into"), r"countries\[1\].forms_pl.into: missing"),
        (lambda r: r["figures"][0]["forms_pl"].update(dat="Sekretarzowi"), r"figures\[0\].forms_pl.dat: unknown"),
        (lambda r: r["figures"][0]["forms_pl"].update(acc=""), r"figures\[0\].forms_pl.acc: expected text"),
        (lambda r: r["sejm"][4].pop("act_pl"), r"sejm\[4\].act_pl: expected text"),
        (lambda r: r["tracks"]["royal"].pop("forms_pl"), r"tracks.royal.forms_pl"),
        (lambda r: r["office_kinds"]["land"].pop("name_pl"), r"office_kinds.land.name_pl"),
    ],
)
def test_an_edition_without_its_polish_names_is_refused(mutate: Any, problem: str) -> None:
    with pytest.raises(DataError, match=problem):
        Board.from_mapping(broken(mutate))


def test_polish_names_carry_no_status(sigismundus: SigismundusGame) -> None:
    """Polish names translate, they are not printed values: they add nothing to the placeholders."""
    assert not any("_pl" in path for path in sigismundus.board.placeholders)
    assert isinstance(sigismundus_raw()["offices"][0]["name_pl"], str)


# --- the rulebook's sections -------------------------------------------------------------------------


def rule_names() -> set[str]:
    """Every rulebook section the rules of Sigismundus Augustus cite: module constants, phases, options."""
    found: set[str] = set()
    modules = [rules.sigismundus, rules.sigismundus.phases]
    for package in (rules.sigismundus, rules.sigismundus.phases):
        for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            modules.append(importlib.import_module(info.name))
    for module in modules:
        for attr, value in vars(module).items():
            if "RULE" in attr and isinstance(value, str):
                found.add(value)
            if isinstance(value, type) and issubclass(value, Phase) and value.rule:
                found.add(value.rule)
    found |= {spec.rule for spec in SigismundusGame.option_specs if spec.rule}
    return found


def test_every_cited_rule_has_a_polish_name() -> None:
    cited = rule_names()
    assert {"Sejm: d) Voting", "Combat", "Description of the Fields: 6. Academy"} <= cited and len(cited) > 15
    for rule in sorted(cited):
        assert CATALOGUE.translation(f"rule:{rule}", "en") == rule
        polish_name = CATALOGUE.translation(f"rule:{rule}", "pl")
        assert polish_name and polish_name != rule, rule
    assert rule_name("Sejm: e) Royal Demand", "pl") == "Sejm: e) Żądanie królewskie"


# --- /rules --------------------------------------------------------------------------------------------


def rules_raw() -> dict[str, Any]:
    with (ROOT / "data" / "sigismundus" / "rules.toml").open("rb") as handle:
        return tomllib.load(handle)


def test_the_rules_topics_parse_with_every_section_in_both_languages() -> None:
    topics = parse(rules_raw())
    assert [t.key for t in topics] == list(TOPIC_KEYS)
    assert len(topics) == 1 + 1 + 13 + 1 + 1 + 1
    assert {"setup", "tracks", "initiative", "royal_demand", "combat", "end_of_game", "short"} <= set(TOPIC_KEYS)
    for topic in topics:
        for lang in ("en", "pl"):
            assert topic.title(lang).strip() and 300 <= len(topic.text(lang)) <= 1800, (topic.key, lang)
        assert topic.text("pl") != topic.text("en") and topic.title("pl") != topic.title("en")
    readings = [t for t in topics if "Our reading:" in t.text("en")]
    assert len(readings) > 10
    assert all("W naszym odczytaniu:" in t.text("pl") for t in readings)


def test_a_topics_file_missing_a_section_or_with_an_unknown_one_is_refused() -> None:
    raw = rules_raw()
    raw["topics"] = [t for t in raw["topics"] if t["key"] != "combat"]
    with pytest.raises(DataError, match="missing combat"):
        parse(raw)
    raw = rules_raw()
    raw["topics"][0] = {**raw["topics"][0], "key": "feast"}
    with pytest.raises(DataError, match="unknown feast"):
        parse(raw)
    raw = rules_raw()
    raw["topics"].append(dict(raw["topics"][0]))
    with pytest.raises(DataError, match="appears twice"):
        parse(raw)


# --- whole games in Polish ------------------------------------------------------------------------------

ENGLISH = re.compile(
    r"\b(the|and|of|with|from|ducats?|votes?|cards?|players?|phase|office|Royal|Sejm card|House|Infantry|Hussars)\b"
)
"""English words a Polish sentence must not contain (action words in backquotes aside)."""


def read(text: str) -> str:
    """A Polish text checked: formatted whole, and with no English word left outside backquotes."""
    assert "{" not in text and "}" not in text, text
    prose = re.sub(r"`[^`]*`", "", text)
    assert not ENGLISH.search(prose), text
    return text


def labels(choices: tuple[Choice, ...] | tuple[Slot, ...]) -> None:
    for c in choices:
        read(c.label_in("pl"))


def read_form(form: Any, answer: str) -> None:
    """Every label a player sees on the way to ``answer``."""
    if isinstance(form, Options):
        labels(form.choices)
    elif isinstance(form, Split):
        labels(form.slots)
    elif isinstance(form, Steps):
        words = answer.split()
        for n in range(len(words) + 1):
            labels(form.after(words[:n]).choices)


@pytest.mark.parametrize(("seats", "short"), [(3, False), (4, True), (5, False)])
def test_whole_games_read_in_polish(sigismundus: SigismundusGame, seats: int, short: bool) -> None:
    """Every public and private event, prompt, label, refusal, description and the result of seeded games."""
    junk = ["pass", "draw nowhere", "vote 99", "foray zamoyski", "offer -1", "keep host host", "place sweden=9"]
    said: set[str] = set()
    for seed in range(3):
        picker = random.Random(seed)
        transition = sigismundus.new_game(seats, seed, {"short": short})
        state = transition.state
        events = transition.events
        houses = transition.state

        def namer(seat: int, houses: Any = houses) -> str:
            return sigismundus.seat_name_in(houses, seat, "pl")

        while True:
            for event in events:
                said.add(event.msg.key)
                read(CATALOGUE.format(event.msg, namer, "pl"))
            if state.finished:
                break
            decision = sigismundus.decisions(state)[0]
            read(CATALOGUE.format(decision.prompt, namer, "pl"))
            read(rule_name(decision.rule, "pl"))
            seat = picker.choice(decision.waiting_for())
            answer = random_answer(decision.forms[seat], picker.randrange)
            read_form(decision.forms[seat], answer)
            try:
                sigismundus.apply(state, seat, picker.choice(junk))
            except RulesError as refused:
                read(refused.localized("pl", namer))
            transition = sigismundus.apply(state, seat, answer)
            events, state = transition.events, transition.state
            for viewer in (None, seat):
                for line in sigismundus.describe(state, viewer):
                    read(CATALOGUE.format(line, namer, "pl"))
        result = sigismundus.result(state)
        assert result is not None
        summary = read(CATALOGUE.format(result.summary, namer, "pl"))
        assert " wygrywa z " in summary and "punkt" in summary
        for standing in result.standings:
            assert standing.detail is not None
            read(CATALOGUE.format(standing.detail, namer, "pl"))
    assert len(said) > 60, "the games went through most of the rules"


def test_a_refusal_reads_in_polish_with_its_rule(sigismundus: SigismundusGame) -> None:
    state = sigismundus.new_game(4, 1).state
    decision = sigismundus.decisions(state)[0]
    with pytest.raises(RulesError) as refused:
        sigismundus.apply(state, decision.waiting_for()[0], "office 1")
    text = refused.value.localized("pl")
    assert text.startswith("`office 1` nie jest teraz do wyboru; wybierz jedno z: `office 15`")
    assert text.endswith("(Przygotowanie gry)")
    assert isinstance(refused.value.msg, Msg)
