"""The data edition: every value with a status, validated when loaded, every problem named with its path."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.core.errors import DataError
from rules.sigismundus import SigismundusGame
from rules.sigismundus.board import Board

from .conftest import sigismundus_raw


def test_the_shipped_edition_loads_with_its_statuses(sigismundus: SigismundusGame) -> None:
    board = sigismundus.board
    assert sigismundus.edition == "sigismundus-research-2026-11"
    assert len(board.offices) == 15 and len(board.figures) == 24 and len(board.sejm) == 8
    assert board.office(3).gain is not None and board.office(3).gain.status == "rulebook"
    assert board.office(3).name.status == "rulebook" and board.office(1).name.status == "placeholder"
    assert board.country("sweden").bonus.status == "rulebook"
    assert board.fp_spaces[0].status == "rulebook" and board.fp_spaces[1].status == "placeholder"
    assert board.power["artillery"].status == "derived"
    assert board.economy["base_income"].status == "rulebook"
    assert sum(c.count.value for c in board.policy) == 60


def test_placeholder_notes_summarise_the_kinds_with_counts(sigismundus: SigismundusGame) -> None:
    notes = sigismundus.placeholder_notes()
    assert "office income (15)" in notes and "figure names (24)" in notes
    assert not any(note.startswith("Act of Law effects (8)") for note in notes), "National Church is sourced"


def broken(mutate: Any) -> dict[str, Any]:
    raw = copy.deepcopy(sigismundus_raw())
    mutate(raw)
    return raw


@pytest.mark.parametrize(
    ("mutate", "problem"),
    [
        (lambda r: r["economy"]["base_income"].pop("status"), "economy.base_income: status must be one of"),
        (lambda r: r["economy"]["raft"].update(source=""), "needs a source"),
        (
            lambda r: r["offices"][0]["income"].update(value=[4]),
            r"offices\[0\].income: value: expected \[front, back\]",
        ),
        (lambda r: r["offices"][1].update(number=1), "numbered 1..n"),
        (lambda r: r["starting_offices"]["three"].update(value=[15, 13, 14]), "office 14 is Ministerial"),
        (lambda r: r["houses"][1]["royal"].update(value=1), "distinct spaces"),
        (lambda r: r["foreign_track"]["spaces"].pop(), "one space per country"),
        (lambda r: r["countries"][0]["bonus"].update(value={"kind": "gold"}), r"countries\[0\].bonus"),
        (lambda r: r["sejm"][7]["effect"].update(value={"kind": "country_double", "country": "prussia"}), r"sejm\[7\]"),
        (lambda r: r["sejm"].pop(), "one Sejm card for each round"),
        (lambda r: r["policy_cards"][0].update(key="bribe"), "one of client"),
        (lambda r: r["tracks"]["royal"]["votes"].update(value=[5, 4]), "one vote count per space"),
    ],
)
def test_broken_editions_are_refused_with_the_problem_named(mutate: Any, problem: str) -> None:
    with pytest.raises(DataError, match=problem):
        Board.from_mapping(broken(mutate))


def test_all_problems_are_reported_at_once() -> None:
    def two(raw: dict[str, Any]) -> None:
        raw["economy"]["raft"]["value"] = -1
        raw["figures"][0]["effect"]["status"] = "guess"

    with pytest.raises(DataError) as info:
        Board.from_mapping(broken(two))
    assert "economy.raft" in str(info.value) and "figures[0].effect" in str(info.value)


def test_a_group_can_replace_values_with_its_own() -> None:
    """A group owning the game replaces a placeholder with the printed value, validated the same way."""

    def printed(raw: dict[str, Any]) -> None:
        raw["edition"] = "our-printed-cards"
        raw["offices"][14]["income"] = {"value": [2, 2], "status": "rulebook", "source": "our card"}

    game = SigismundusGame.from_edition(broken(printed))
    assert game.edition == "our-printed-cards"
    assert game.board.office(15).income.value == [2, 2]
    assert "office income (14)" in game.placeholder_notes()


@pytest.mark.parametrize(
    ("mutate", "problem"),
    [
        (lambda r: r["components"]["short_rounds"].update(value=5), r"components\.short_rounds: .*4 .*not 5"),
        (lambda r: r["components"]["short_sejms"].update(value=[1, 2, 5]), r"components\.short_rounds: .*3 .*not 4"),
        (lambda r: r["components"]["short_sejms"].update(value=[1, 1, 5, 8]), r"components\.short_sejms: .*each once"),
        (lambda r: r["components"]["short_sejms"].update(value=[8, 1, 2, 5]), r"components\.short_sejms: .*in order"),
        (lambda r: r["economy"]["academy_cards"].update(value=0), r"economy\.academy_cards: .*at least one"),
    ],
)
def test_the_short_game_and_the_academy_are_checked_at_load(mutate: Any, problem: str) -> None:
    """Game Turn Overview: "(or 4, in case of the short version)"; Preparing for the Game 3: "discard the Sejm
    cards for the III, IV, VI and VII round". Both values are printed, so the edition keeps both and a file
    whose two disagree is refused (the engine plays one round per Sejm card kept). Description of the Fields
    6: the Academy gives Policy cards, at least one."""
    with pytest.raises(DataError, match=problem):
        Board.from_mapping(broken(mutate))


def test_the_short_game_announces_the_editions_number_of_rounds(sigismundus: SigismundusGame) -> None:
    """The short game's announcement reads its length from ``components.short_rounds`` (four in the rulebook),
    the same number of rounds the Sejm cards kept give."""
    transition = sigismundus.new_game(3, 5, {"short": True})
    short = [e.msg for e in transition.events if e.msg.key == "sigismundus.setup.short"]
    assert len(short) == 1 and short[0].params["rounds"] == 4 == len(transition.state.sejms)
