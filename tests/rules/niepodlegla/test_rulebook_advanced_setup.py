"""Advanced version: Setup, and the allocation of pawns and dice."""

from __future__ import annotations

import pytest

from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.common import pawns

from .helpers import new

TABLE = {2: (3, 9, 7, 6, 6), 3: (2, 9, 9, 7, 6), 4: (2, 11, 11, 9, 8)}
"""Advanced Version: Setup and Rounds 1–9 Summary — pawns, mission cards per round, neutral dice, morale
markers, final cards."""


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_by_player_count(game: NiepodleglaGame, seats: int) -> None:
    """Setup (Advanced Version) and its summary table; step 3: "Two players: 4 orange and 2 yellow markers.
    Three players: 4 orange and 3 yellow markers. Four players: 4 orange and 5 yellow markers." """
    state = new(game, seats, "advanced")
    pawn, missions, neutral, morale, finals = TABLE[seats]
    assert [pawns(game.board, state, s) for s in range(seats)] == [pawn] * seats
    assert len(state.table) == missions and state.neutral == neutral and state.morale == morale
    assert game.board.advanced_setup[seats].final_cards.value == finals
    assert state.consent == 0 and state.foreign == 0 and state.round == 1
    assert state.owners == {}, "figure dice are gained from missions (reading)"


def test_starting_obstacles_and_threat_decks(game: NiepodleglaGame) -> None:
    """Setup step 4: "Gdańsk 2 dark blue, Poznań 1 dark blue"; step 2: "First place the deck marked
    1917–1918, and on top of it the deck marked 1914–1916." """
    state = new(game, 3, "advanced")
    assert state.cities["gdansk"].obstacles == ["central", "central"]
    assert state.cities["poznan"].obstacles == ["central"]
    decks = [game.board.threat(k).deck for k in state.threats]
    assert decks == ["1914-1916"] * 12 + ["1917-1918"] * 12


def test_more_missions_than_pawns(game: NiepodleglaGame) -> None:
    """Phase 1: "Note: More missions are available than the players have pawns!" — every pawn is placed, the
    other missions stay free."""
    state = new(game, 3, "advanced")
    default = game.decisions(state)[0].defaults[0]
    pairs = default.split(" dice ")[0].split()[2:]
    assert len(pairs) == 9 and sum(1 for p in pairs if p.endswith("=-")) == 3
    assert default.endswith("dice grey=3 white=3 red=3")
