"""Basic version: Setup and Preparation of the Round (rounds I–V)."""

from __future__ import annotations

import pytest

from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.common import pawns

from .helpers import new

TABLE = {2: (3, 6, 7, 1, 6), 3: (2, 5, 8, 1, 6), 4: (2, 4, 8, 2, 8)}
"""Basic Version: Setup and Rounds Summary — pawns, neutral dice, morale markers, symbols on each final
mission, mission cards per round (the countdown card included)."""


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_by_player_count(game: NiepodleglaGame, seats: int) -> None:
    """Setup table: "2 players: 3 pawns, 6 missions, 6 neutral dice, 7 morale markers; 3: 2, 6, 5, 8;
    4: 2, 8, 4, 8", and "In a game of two or three players, each mission should have only one symbol
    visible. In a game of four players, each mission should have two symbols visible." """
    state = new(game, seats)
    pawn, neutral, morale, symbols, missions = TABLE[seats]
    assert [pawns(game.board, state, s) for s in range(seats)] == [pawn] * seats
    assert state.neutral == neutral and state.morale == morale and state.morale_cap == morale
    assert len(state.table) == missions
    countdown = game.board.countdown[0]
    assert state.table[0].key == countdown.key, "the countdown card is a mission too"
    changed = str(countdown.final.value) if countdown.final else ""
    for part in game.board.part_keys:
        expected = symbols + (1 if part == changed else 0)
        assert state.levels[part] == expected, "countdown card I changes one final mission's difficulty"
    assert state.parts == {p: 0 for p in game.board.part_keys}
    assert state.round == 1 and state.phase == "allocation"


def test_the_mission_deck_is_deck_1_on_deck_2(game: NiepodleglaGame) -> None:
    """Setup step 4: the decks marked "1" and "2" are shuffled separately; round I reveals from deck 1."""
    state = new(game, 4)
    stage = {c.key: c.stage for c in game.board.basic_missions}
    revealed = [c.key for c in state.table[1:]]
    assert all(stage[k] == 1 for k in revealed)
    deck = [stage[k] for k in state.deck]
    assert deck == sorted(deck), "the rest of deck 1 lies on deck 2"
    assert len(state.deck) == 11 + 12 - 7


def test_each_player_takes_a_figure_and_its_colour(game: NiepodleglaGame) -> None:
    """Setup step 6: "Each player chooses one of the figures ... take the figure card, the pawns and the
    figure die in the colour of the chosen figure"."""
    state = new(game, 2, roles=["witos", "haller"])
    assert state.roles == ["witos", "haller"]
    assert game.seat_name(state, 0) == "Witos" and game.seat_name(state, 1) == "Haller"
    roles = [c.text for c in game.roles()]
    assert roles == ["pilsudski", "dmowski", "paderewski", "witos", "haller"]


def test_the_time_marker_and_countdown_card_of_each_round(game: NiepodleglaGame) -> None:
    """Preparation of the Round: "Move the time marker to the next position ... reveal the countdown card
    assigned to the round ... reveal from the top of the mission deck ... five missions" (3 players)."""
    from .helpers import until

    state = new(game, 3)
    state = until(game, state, lambda s: s.round == 2 and s.phase == "allocation")
    countdown = next(c for c in game.board.countdown if c.round == 2)
    assert state.table[0].key == countdown.key
    assert len(state.table) == 6
