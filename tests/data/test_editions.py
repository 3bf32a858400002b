"""Every shipped data edition loads and validates; broken editions are refused with every problem named."""

from __future__ import annotations

import copy

import pytest

from bot.editions import DATA_DIR, Editions
from rules.boze.board import Board
from rules.core.errors import DataError
from rules.registry import GAMES
from tests.conftest import boze_raw


def test_every_shipped_edition_validates() -> None:
    editions = Editions()
    shipped = sorted(p.parent.name for p in DATA_DIR.glob("*/board.toml"))
    assert set(shipped) >= {info.id for info in GAMES.values()}
    for game_id in (info.id for info in GAMES.values()):
        _raw, game = editions.current(game_id)
        assert game.id == game_id


def test_every_value_carries_a_status_and_placeholders_are_listed() -> None:
    board = Board.from_mapping(boze_raw())
    assert "provinces[0].estate_track" in board.placeholders
    assert board.economy["starting_gold"].status == "rulebook"
    assert board.royal_supplement(8).status == "rulebook"
    assert board.royal_supplement(9).status == "placeholder"
    muscovy = next(e for e in board.enemies if e.key == "muscovy")
    assert (muscovy.strength_3[3].value, muscovy.strength_4[3].value) == (11, 15)
    assert muscovy.strength_3[3].status == "rulebook"


def broken(mutate) -> dict:
    raw = copy.deepcopy(boze_raw())
    mutate(raw)
    return raw


@pytest.mark.parametrize(
    ("mutate", "problem"),
    [
        (lambda r: r["economy"]["starting_gold"].pop("status"), "economy.starting_gold: status must be one of"),
        (lambda r: r["economy"]["starting_gold"].update(source=""), "needs a source"),
        (lambda r: r["economy"]["starting_gold"].update(value="ten"), "expected an amount of gold"),
        (lambda r: r["provinces"][0]["estate_track"].update(value=[5, 4, 3]), "rise towards the border"),
        (lambda r: r["houses"][0]["home"].update(value="mazovia"), "expected a province key"),
        (lambda r: r["enemies"][0]["strength_3"].pop(), "one strength per turn"),
        (lambda r: r["royal_army"]["strength_table"].pop(4), "without gaps"),
        (lambda r: r["enemies"][1].update(field=1), "numbered 1..n"),
    ],
)
def test_broken_editions_are_refused_with_the_problem_named(mutate, problem: str) -> None:
    with pytest.raises(DataError, match=problem):
        Board.from_mapping(broken(mutate))


def test_all_problems_are_reported_at_once() -> None:
    def two_problems(raw: dict) -> None:
        raw["economy"]["starting_gold"]["value"] = -1
        raw["wealth"]["start"]["status"] = "guess"

    with pytest.raises(DataError) as info:
        Board.from_mapping(broken(two_problems))
    assert "economy.starting_gold" in str(info.value) and "wealth.start" in str(info.value)


def test_a_group_can_load_its_own_edition(tmp_path) -> None:
    text = (DATA_DIR / "boze" / "board.toml").read_text(encoding="utf-8")
    own = tmp_path / "our_board.toml"
    own.write_text(text.replace('edition = "boze-research-2026-11"', 'edition = "our-printed-board"'), encoding="utf-8")
    editions = Editions({"boze": own})
    raw, _game = editions.current("boze")
    assert raw["edition"] == "our-printed-board"


def test_a_missing_or_malformed_file_is_a_clear_error(tmp_path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("edition = [", encoding="utf-8")
    with pytest.raises(DataError, match="not valid TOML"):
        Editions({"boze": bad}).current("boze")
    with pytest.raises(DataError, match="no data edition"):
        Editions({"boze": tmp_path / "none.toml"}).current("boze")
