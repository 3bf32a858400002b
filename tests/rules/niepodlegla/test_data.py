"""The shipped data edition: it loads, every value has a status, and a bad file is refused with
every problem named by its path (DESIGN §6)."""

from __future__ import annotations

import copy

import pytest

from rules.core.errors import DataError
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.board import Board

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
    assert green.final_name.value == "Wojna polsko-bolszewicka" and green.final_name.status == "rulebook"
    assert board.advanced_card("a04").symbols.value == ["people", "armed"]
    assert board.advanced_card("a04").symbols.status == "rulebook"
    assert board.main["paris_base"].status == "derived"
    assert board.advanced["meet_at"].value == 10 and board.advanced["meet_at"].status == "derived"
    assert board.count("advanced_independence_tokens") == 34
    assert board.basic_setup[2].morale.value == 7 and board.advanced_setup[4].morale.value == 9


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
