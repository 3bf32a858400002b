"""Preparing for the Game, and the option of the short game."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.sigismundus import SigismundusGame
from rules.sigismundus.board import DECKS
from rules.sigismundus.state import EMPTY, order_from, representative

from .helpers import play

STARTING = {3: [15, 13, 12], 4: [15, 13, 12, 10], 5: [15, 13, 12, 10, 9]}


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_preparing_for_the_game(sigismundus: SigismundusGame, seats: int) -> None:
    """Preparing for the Game 2–11: "Give each player one card of each type ... Prepare the Sejm deck by
    putting cards in a chronological order ... Shuffle and randomly place the Foreign Policy Direction
    markers face down on their track. Give a House card to each player at random. Put the Support markers
    for each House on the appropriate spaces on the tracks. Players who take the highest positions on the
    tracks get appropriate Representative cards. Give each player 3 Client tokens ... one Infantry and one
    Hussars unit"."""
    state = sigismundus.new_game(seats, 5).state
    board = sigismundus.board
    assert state.sejms == list(range(1, 9))
    assert sorted(state.fp_track) == sorted(board.country_keys)
    assert not any(c.crowned for c in state.countries.values()), "face down: the side without the crown"
    assert len(set(state.houses)) == seats
    for seat, player in enumerate(state.players):
        assert sorted(board.deck_of(c) for c in player.hand) == sorted(DECKS)
        assert (player.units.infantry, player.units.hussars, player.units.artillery) == (1, 1, 0)
        assert player.tokens == 3 and player.ducats == 0
        house = board.house(state.houses[seat])
        for track in ("royal", "senatorial", "parliamentary"):
            assert state.tracks[track][house.spaces[track].value - 1] == seat
    for card, track in (("royal", "royal"), ("magnate", "senatorial"), ("nobility", "parliamentary")):
        top = next(s for s in state.tracks[track] if s != EMPTY)
        assert representative(board, state, card) == top
    assert len(state.demand_deck) == 9 - 0 and len(state.figure_deck) == 24


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_starting_offices_from_the_lowest_initiative_to_the_right(sigismundus: SigismundusGame, seats: int) -> None:
    """Preparing for the Game 13–14: "The number of players determines the offices that are available at the
    beginning ... The player with the lowest initiative value chooses first, then the player sitting on
    their right and so on ... The player who got his office last gets the first player marker." """
    state = sigismundus.new_game(seats, 11).state
    board = sigismundus.board
    lowest = min(range(seats), key=lambda s: board.house(state.houses[s]).initiative.value)
    expected = [(lowest - i) % seats for i in range(seats)]
    chosen = []
    while state.phase == "setup":
        decision = sigismundus.decisions(state)[0]
        seat = decision.seats[0]
        offered = sorted(int(c.text.split()[1]) for c in decision.forms[seat].choices)
        assert offered == sorted(n for n in STARTING[seats] if state.offices[n].holder is None)
        chosen.append(seat)
        state = play(sigismundus, state, seat, decision.forms[seat].choices[-1].text)
    assert chosen == expected
    assert state.first == expected[-1]
    assert sorted(n for n, o in state.offices.items() if o.holder is not None) == sorted(STARTING[seats])
    assert order_from(state)[0] == expected[-1]


def test_a_starting_office_must_be_one_of_the_table(sigismundus: SigismundusGame) -> None:
    state = sigismundus.new_game(3, 1).state
    seat = sigismundus.decisions(state)[0].seats[0]
    before = sigismundus.dumps(state)
    with pytest.raises(IllegalAction) as refused:
        sigismundus.apply(state, seat, "office 10")
    assert refused.value.rule == "Preparing for the Game"
    assert sigismundus.dumps(state) == before


def test_the_short_game_keeps_sejms_one_two_five_and_eight(sigismundus: SigismundusGame) -> None:
    """Preparing for the Game 3: "In case of a short version of the game, discard the Sejm cards for the III,
    IV, VI and VII round." Game Turn Overview: "(or 4, in case of the short version)"."""
    state = sigismundus.new_game(4, 2, {"short": True}).state
    assert state.sejms == [1, 2, 5, 8]


def test_player_counts_are_three_to_five(sigismundus: SigismundusGame) -> None:
    for seats in (2, 6):
        with pytest.raises(IllegalAction):
            sigismundus.new_game(seats, 1)
