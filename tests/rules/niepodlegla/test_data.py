"""The shipped data edition: it loads, every value has a status, and a bad file is refused with
every problem named by its path (DESIGN §6)."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any

import pytest

from rules.core.errors import DataError
from rules.core.messages import CATALOGUE
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.board import PLACEHOLDER_KINDS, Board

from .conftest import niepodlegla_raw


def test_the_shipped_edition_loads_and_names_its_placeholders(game: NiepodleglaGame) -> None:
    assert game.edition == "niepodlegla-research-2026-11"
    notes = game.placeholder_notes()
    assert notes and any("advanced card symbols" in n for n in notes)
    assert any(n == "figure die faces (5)" for n in notes)


def test_values_the_rulebook_states_are_marked_rulebook(game: NiepodleglaGame) -> None:
    board = game.board
    pow_card = next(c for c in board.basic_missions if c.name.value == "Polska Organizacja Wojskowa")
    assert pow_card.name.status == "rulebook" and pow_card.reward.value == "either2"
    green = board.part("green")
    assert green.figure.value == "dmowski" and green.figure.status == "rulebook"
    assert green.final_name.value == "Polish-Soviet War" and green.final_name.status == "rulebook"
    assert green.final_name_pl == "Wojna polsko-bolszewicka", "the name the rulebook prints, in Polish"
    assert board.advanced_card("a04").symbols.value == ["people", "armed"]
    assert board.advanced_card("a04").symbols.status == "rulebook"
    assert board.main["paris_base"].value == 9 and board.main["paris_base"].status == "placeholder"
    assert board.advanced["meet_at"].value == 10 and board.advanced["meet_at"].status == "derived"
    assert board.count("advanced_independence_tokens") == 34
    assert board.basic_setup[2].morale.value == 7 and board.advanced_setup[4].morale.value == 9


def statuses(raw: Any, path: str = "") -> Iterator[tuple[str, str, str]]:
    """(path, status, source) of every sourced value in a raw edition."""
    if isinstance(raw, dict):
        if "status" in raw and "value" in raw:
            yield path, str(raw["status"]), str(raw.get("source", ""))
            return
        for key, value in raw.items():
            yield from statuses(value, f"{path}.{key}" if path else key)
    elif isinstance(raw, list):
        for i, value in enumerate(raw):
            yield from statuses(value, f"{path}[{i}]")


def test_a_value_is_derived_only_when_a_rulebook_example_gives_all_of_it(game: NiepodleglaGame) -> None:
    """DESIGN §6: ``derived`` is worked out from a rulebook example; a value part of which is a guess or a
    reading is a ``placeholder`` (its source keeps the reasoning, and players are told about it). Of the
    nine values once marked derived, only the meeting point of the policy tracks is wholly derived: consent 7
    and foreign policy 6 "have moved apart by 3 positions"."""
    derived = {path: source for path, status, source in statuses(niepodlegla_raw()) if status == "derived"}
    assert set(derived) == {"advanced.meet_at"}
    assert not any("guess" in source or "reading" in source for source in derived.values())
    board = game.board
    ids = {c.id: i for i, c in enumerate(board.advanced_missions)}
    pow_index = next(i for i, c in enumerate(board.basic_missions) if c.id == "B-06")
    for path in (
        f"basic.missions[{pow_index}].symbols",
        f"advanced.missions[{ids['A-04']}].positive",
        f"advanced.missions[{ids['A-04']}].negative",
        f"advanced.missions[{ids['A-54']}].positive",
        f"advanced.missions[{ids['A-54']}].negative",
        "advanced.start_figure_dice",
        "advanced.main.paris_base",
        "advanced.track_bonuses[1].bonus",
    ):
        assert path in board.placeholders, path
    notes = game.placeholder_notes_in("pl")
    assert "kości postaci na początku wersji zaawansowanej (1)" in notes


def test_every_kind_of_placeholder_has_a_name_in_both_languages(game: NiepodleglaGame) -> None:
    kinds = {re.sub(r"\[\d+\]", "", path) for path in game.board.placeholders}
    assert kinds <= set(PLACEHOLDER_KINDS)
    for kind in kinds:
        assert CATALOGUE.has(f"niepodlegla.placeholder.{kind}"), kind


def test_every_problem_is_reported_with_its_path() -> None:
    raw = copy.deepcopy(niepodlegla_raw())
    raw["figures"][0]["faces"]["value"] = [["people"]]
    raw["advanced"]["missions"][3]["negative"]["value"] = ["obstacle martian krakow"]
    raw["advanced"]["cities"][0]["key"] = "atlantis"
    raw["dice"]["black"]["status"] = "guessed"
    raw["advanced"]["finals"][0]["condition"]["value"] = "moon > 6"
    with pytest.raises(DataError) as info:
        Board.from_mapping(raw, "test board")
    text = str(info.value)
    assert "figures[0].faces" in text
    assert "advanced.missions[3].negative[0]: cannot read effect 'obstacle martian krakow'" in text
    assert "advanced.cities[0].key: city 'atlantis' lies in no region" in text
    assert "dice.black: status must be one of rulebook, derived, placeholder" in text
    assert "advanced.finals[0].condition: cannot read condition 'moon > 6'" in text


def test_a_value_without_a_source_is_refused() -> None:
    raw = copy.deepcopy(niepodlegla_raw())
    raw["components"]["part_spaces"]["source"] = " "
    with pytest.raises(DataError, match=r"components\.part_spaces: every value needs a source"):
        Board.from_mapping(raw)


def test_a_group_can_replace_a_placeholder_with_its_own_value() -> None:
    raw = copy.deepcopy(niepodlegla_raw())
    raw["dice"]["black"] = {"value": [0, 0, 1, 1, 2, 2], "status": "rulebook", "source": "our copy's black die"}
    board = Board.from_mapping(raw)
    assert board.black_faces == (0, 0, 1, 1, 2, 2)
    assert "dice.black" not in board.placeholders
