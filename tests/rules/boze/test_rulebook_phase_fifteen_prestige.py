"""Phase Fifteen: Prestige Points."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.boze.phases.prestige import glory_shares
from rules.boze.state import BozeState
from tests.conftest import boze_raw

from .helpers import at_phase, seat_of

HOUSES = ["sapieha", "radziwill", "potocki"]


def game_with_tatar_glory(value: int) -> BozeGame:
    """The edition with the Tatars' glory value set (the example bounds it to 2 or 3)."""
    raw = boze_raw()
    for enemy in raw["enemies"]:
        if enemy["key"] == "tatars":
            enemy["glory"] = {"value": value, "status": "derived", "source": "test"}
    return BozeGame.from_edition(raw)


def at_prestige(boze: BozeGame) -> BozeState:
    """Prestige Points in turn 2; nobody has gold, prestige, Sejm discs or dice on enemy fields."""
    state = at_phase(boze, "prestige", houses=HOUSES, turn=2)
    for player in state.players:
        player.gold = 0
        player.prestige = 0
    state.sejm = {}
    return state


def score(boze: BozeGame, state: BozeState) -> list[int]:
    boze.flow.phases["prestige"].begin(state)
    return [p.prestige for p in state.players]


@pytest.mark.parametrize("tatar_glory", [2, 3])
def test_phase_fifteen_example(tatar_glory: int) -> None:
    """Phase Fifteen example: "The red player receives five prestige points for having the most dice on
    the Ottoman Empire enemy field. The white and blue players each receive one prestige point, tying
    in the number of dice on the Tatars enemy field. Note that players receive prestige points even
    though they did not repel the Tatar invasion." (The campaign example's dice: red 5 on the Ottoman
    field, white 3 and blue 3 on the Tatars; the Tatar glory is 2 or 3, both give 1 each.)"""
    boze = game_with_tatar_glory(tatar_glory)
    state = at_prestige(boze)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.enemy_fields["ottoman"].players[red] = 5
    state.enemy_fields["tatars"].players[white] = 3
    state.enemy_fields["tatars"].players[blue] = 3
    state.provinces["ukraine"].enemies = {"tatars": 2}
    points = score(boze, state)
    assert points[red] == 5 and points[white] == 1 and points[blue] == 1


def test_phase_fifteen_the_king_with_the_most_dice_takes_the_glory_from_everyone(boze: BozeGame) -> None:
    """Glory of War: "If the largest number of Polish dice on an enemy's field belongs to the king, no
    player receives prestige points for that field." """
    state = at_prestige(boze)
    red = seat_of(state, "sapieha")
    state.enemy_fields["ottoman"].players[red] = 2
    state.enemy_fields["ottoman"].king = 3
    assert score(boze, state) == [0, 0, 0]


def test_phase_fifteen_a_player_tied_with_the_king_takes_his_share(boze: BozeGame) -> None:
    """Glory of War: "if a player ties with the king in the number of dice, the player receives his
    share (fractions rounded down), and the king's share is lost." Ottoman glory 5, red and the king 2
    dice each: red 5 // 2 = 2."""
    state = at_prestige(boze)
    red, white = seat_of(state, "sapieha"), seat_of(state, "radziwill")
    state.enemy_fields["ottoman"].players[red] = 2
    state.enemy_fields["ottoman"].players[white] = 1
    state.enemy_fields["ottoman"].king = 2
    points = score(boze, state)
    assert points[red] == 2 and points[white] == 0
    assert glory_shares([2, 2, 0], 2, 5) == {0: 1, 1: 1}, "two players and the king: 5 // 3 each"


def test_phase_fifteen_two_prestige_points_per_sejm_disc(boze: BozeGame) -> None:
    """Political Advantage: "A player receives two prestige points for each of his own player discs
    that he holds in the Sejm during this phase." """
    state = at_prestige(boze)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.sejm = {"prussia": red, "lithuania": red, "ukraine": blue}
    points = score(boze, state)
    assert points[red] == 4 and points[blue] == 2 and points[white] == 0
    assert len(state.sejm) == 3, "the discs stay until the End of Turn"


def test_phase_fifteen_luxury_example(boze: BozeGame) -> None:
    """Luxury Expenses example: "A player has 12 gold. He must discard 10 gold to the treasury and
    receives 2 prestige points. He carries 2 gold over to the next turn." """
    state = at_prestige(boze)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.players[red].gold = 12
    state.players[white].gold = 4
    state.players[blue].gold = 5
    points = score(boze, state)
    assert points[red] == 2 and state.players[red].gold == 2
    assert points[white] == 0 and state.players[white].gold == 4
    assert points[blue] == 1 and state.players[blue].gold == 0


def test_phase_fifteen_ties_split_the_glory_rounding_down(boze: BozeGame) -> None:
    """Glory of War: "In case of a tie in the number of player dice, the prestige points are divided
    among them, rounding fractions down." Ottoman glory 5 among three: 1 each."""
    state = at_prestige(boze)
    for seat in range(3):
        state.enemy_fields["ottoman"].players[seat] = 2
    assert score(boze, state) == [1, 1, 1]
