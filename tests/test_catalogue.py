"""The message catalogue speaks English and Polish alike: every key of every game in both languages,
the same placeholders in both, plural forms that fit each language, every Polish template formats,
every rulebook section cited has its Polish name, and the /rules topics are complete in both languages.

The checks of every key run here for all three games (each game's own ``test_polish`` checks what
only that game has: its names, its rule names, its topics, whole games read in Polish). The bot's own
keys (``bot.``) are checked where the bot's Polish is written.
"""

from __future__ import annotations

import importlib
import pkgutil
import string
import tomllib
from pathlib import Path

import pytest

import render.boze
import render.niepodlegla
import render.sigismundus  # noqa: F401
import rules.boze
import rules.boze.game
import rules.boze.phases
import rules.niepodlegla.game
import rules.sigismundus.game
from rules.boze.game import BozeGame
from rules.boze.phases import Phase
from rules.boze.topics import TOPIC_KEYS, parse
from rules.core.messages import CATALOGUE, Name, Param, _Plurals, msg, name

ROOT = Path(__file__).resolve().parents[1]
FAMILIES = {
    "kernel, Boże Igrzysko, rule names and boards": (("core.", "boze.", "rule:", "render."), 400),
    "Sigismundus Augustus": (("sigismundus.",), 250),
    "Niepodległa": (("niepodlegla.",), 300),
}
"""The catalogue's keys by who writes them: their prefixes and how many English keys there are at least
(so a family that failed to register is noticed)."""
PREFIXES = tuple(prefix for prefixes, _ in FAMILIES.values() for prefix in prefixes)
FORM_TAGS = {"cap", "gen", "acc", "in", "into", "one", "m"}
"""The form tags templates may ask a name for (see each game's ``names``) and ``cap``."""

SAMPLE_NAME = name(
    "Little Poland",
    "Małopolska",
    {"gen": "Małopolski", "acc": "Małopolskę", "in": "w Małopolsce", "into": "do Małopolski"},
)


def keys(lang: str, prefixes: tuple[str, ...] = PREFIXES) -> set[str]:
    return {k for k in CATALOGUE.keys(lang) if k.startswith(prefixes)}


def fields(template: str) -> dict[str, list[str]]:
    """Each placeholder of a template with the format specs it is used with."""
    found: dict[str, list[str]] = {}
    for _, field, spec, _ in string.Formatter().parse(template):
        if field is not None:
            found.setdefault(field, []).append(spec or "")
    return found


def template(key: str, lang: str) -> str:
    text = CATALOGUE.translation(key, lang)
    assert text is not None, f"{key} has no {lang} template"
    return text


@pytest.mark.parametrize("family", FAMILIES)
def test_every_english_key_has_polish_and_back(family: str) -> None:
    prefixes, least = FAMILIES[family]
    assert sorted(keys("en", prefixes) - keys("pl", prefixes)) == [], "English keys without Polish"
    assert sorted(keys("pl", prefixes) - keys("en", prefixes)) == [], "Polish keys without English"
    assert len(keys("en", prefixes)) > least


@pytest.mark.parametrize("key", sorted(keys("en")))
def test_both_languages_use_the_same_placeholders(key: str) -> None:
    assert set(fields(template(key, "en"))) == set(fields(template(key, "pl")))


@pytest.mark.parametrize("key", sorted(keys("en")))
def test_plural_forms_fit_each_language(key: str) -> None:
    for lang, forms in (("en", 2), ("pl", 3)):
        for field, specs in fields(template(key, lang)).items():
            for spec in specs:
                if "|" in spec:
                    assert len(spec.split("|")) == forms, f"{lang} {{{field}:{spec}}}: {forms} forms wanted"
                else:
                    unknown = {part for part in spec.split(":") if part} - FORM_TAGS
                    assert not unknown, f"{lang} {{{field}:{spec}}}: unknown form {unknown}"


def samples(key: str, n: int) -> dict[str, Param]:
    """Parameters for a template: ``n`` for a number with plural forms, a name with every form
    for anything else."""
    out: dict[str, Param] = {}
    for lang in ("en", "pl"):
        for field, specs in fields(template(key, lang)).items():
            if any("|" in spec for spec in specs):
                out[field] = n
            else:
                out.setdefault(field, Name({"en": "Sapieha", "pl": "Sapieha"}) if field == "seat" else SAMPLE_NAME)
    return out


@pytest.mark.parametrize("key", sorted(keys("pl")))
def test_every_polish_template_formats(key: str) -> None:
    for n in (0, 1, 3, 5, 12, 22):
        text = CATALOGUE.format(msg(key, **samples(key, n)), str, "pl")
        assert "{" not in text and "}" not in text, text
        english = CATALOGUE.format(msg(key, **samples(key, n)), str, "en")
        assert "{" not in english and "}" not in english, english


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_templates_parsed_once_format_as_the_library_formats_them(lang: str) -> None:
    """The catalogue cuts each template once into its texts and fields; every template, with every number form
    and every name form, reads exactly as Python's own formatter (with the catalogue's plurals) reads it."""
    for key in sorted(keys(lang)):
        for n in (1, 3, 5):
            params = samples(key, n)
            values = {k: CATALOGUE._value(v, str, lang) for k, v in params.items()}
            expected = _Plurals(lang).vformat(template(key, lang), (), values)
            assert CATALOGUE.format(msg(key, **params), str, lang) == expected, key


def test_polish_agrees_with_numbers() -> None:
    dice = "{n} {n:kość|kości|kości}"
    CATALOGUE.add("pl", {"test.catalogue.dice": dice})
    CATALOGUE.add("en", {"test.catalogue.dice": "{n} {n:die|dice}"})
    said = {n: CATALOGUE.format(msg("test.catalogue.dice", n=n), str, "pl") for n in (1, 2, 4, 5, 12, 22, 25)}
    assert said == {
        1: "1 kość",
        2: "2 kości",
        4: "4 kości",
        5: "5 kości",
        12: "12 kości",
        22: "22 kości",
        25: "25 kości",
    }


def test_names_take_their_polish_forms() -> None:
    CATALOGUE.add("en", {"test.catalogue.in": "Estates in {province}; {province:cap}"})
    CATALOGUE.add("pl", {"test.catalogue.in": "Latyfundia {province:in}; {province:in:cap}"})
    message = msg("test.catalogue.in", province=SAMPLE_NAME)
    assert CATALOGUE.format(message, str, "en") == "Estates in Little Poland; Little Poland"
    assert CATALOGUE.format(message, str, "pl") == "Latyfundia w Małopolsce; W Małopolsce"


def rule_names() -> set[str]:
    """Every rulebook section the rules of Boże Igrzysko cite: module constants, phases, options."""
    found: set[str] = set()
    modules = [rules.boze, rules.boze.phases]
    for package in (rules.boze, rules.boze.phases):
        for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            modules.append(importlib.import_module(info.name))
    for module in modules:
        for attr, value in vars(module).items():
            if "RULE" in attr and isinstance(value, str):
                found.add(value)
            if isinstance(value, type) and issubclass(value, Phase) and value.rule:
                found.add(value.rule)
    found |= {spec.rule for spec in BozeGame.option_specs if spec.rule}
    return found


def test_every_cited_rule_has_a_polish_name() -> None:
    cited = rule_names()
    assert "Phase Three: Granting the Mace" in cited and len(cited) > 25
    for rule in sorted(cited):
        assert CATALOGUE.translation(f"rule:{rule}", "en") == rule
        polish = CATALOGUE.translation(f"rule:{rule}", "pl")
        assert polish and polish != rule, rule
    assert CATALOGUE.translation("rule:Phase Three: Granting the Mace", "pl") == "Faza 3: Przyznanie buławy"


def test_the_rules_topics_parse_with_every_section_in_both_languages() -> None:
    with (ROOT / "data" / "boze" / "rules.toml").open("rb") as handle:
        topics = parse(tomllib.load(handle))
    assert [t.key for t in topics] == list(TOPIC_KEYS)
    assert len(topics) == 1 + 16 + 2 + 1 + 3
    for topic in topics:
        for lang in ("en", "pl"):
            assert topic.title(lang).strip() and 100 <= len(topic.text(lang)) <= 1000, (topic.key, lang)
        assert topic.text("pl") != topic.text("en")


def test_a_board_without_polish_forms_still_reads_grammatically() -> None:
    """A group's own board file may give only ``name_pl``: Polish sentences then say "w prowincji
    Małopolska", and enemies without Polish names keep their English board names."""
    from rules.boze import names
    from rules.boze.board import Board

    with (ROOT / "data" / "boze" / "board.toml").open("rb") as handle:
        raw = tomllib.load(handle)
    for province in raw["provinces"]:
        del province["forms_pl"]
    for enemy in raw["enemies"]:
        del enemy["names_pl"], enemy["phrases_pl"]
    board = Board.from_mapping(raw)
    little = names.province(board, "little")
    assert (little.text("pl", "in"), little.text("pl", "gen")) == ("w prowincji Małopolska", "prowincji Małopolska")
    assert names.enemy(board, "tatars", 1).text("pl") == "Tatars"  # the name, without an English article
    full = BozeGame.from_edition(tomllib.loads((ROOT / "data" / "boze" / "board.toml").read_text("utf-8"))).board
    assert names.province(full, "lithuania").text("pl", "in") == "na Litwie"
    assert names.enemy_title(full, "black", 4).text("pl") == "Prusy"
