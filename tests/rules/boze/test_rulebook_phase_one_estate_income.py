"""Phase One: Estate Income."""

from __future__ import annotations

from rules.boze import BozeGame
from rules.boze.phases.estate_income import EstateIncomePhase, estate_income
from rules.boze.state import Estate

from .helpers import seat_of


def lithuania_example(game: BozeGame):
    """The rulebook's Lithuania: wealth 3; Sapieha two estates (one with a steward), Radziwiłł and
    Potocki one each; no other estates anywhere."""
    state = game.new_game(3, seed=2, roles=["sapieha", "radziwill", "potocki"]).state
    for p in state.provinces.values():
        p.estates = []
    red, white, blue = (seat_of(state, h) for h in ("sapieha", "radziwill", "potocki"))
    state.provinces["lithuania"].wealth = 3
    state.provinces["lithuania"].estates = [
        Estate(owner=red, steward=True),
        Estate(owner=white),
        Estate(owner=red),
        Estate(owner=blue),
    ]
    return state, red, white, blue


def test_phase_one_lithuania_income_example(boze: BozeGame) -> None:
    """Phase One example: "In Lithuania, the province wealth is 3 points. Sapieha (red) will therefore
    receive eight gold from this province (six for two estates and two for one steward), while
    Radziwiłł (white) and Potocki (blue) each receive 3 gold (they each have one estate)." """
    state, red, white, blue = lithuania_example(boze)
    assert estate_income(2, state, red) == (8, 2)
    assert estate_income(2, state, white) == (3, 0)
    assert estate_income(2, state, blue) == (3, 0)


def test_phase_one_minimum_income_is_ten(boze: BozeGame) -> None:
    """Phase One: "The minimum amount of money a player receives in the income phase is 10 gold." """
    state, _red, _white, _blue = lithuania_example(boze)
    before = [p.gold for p in state.players]
    events = EstateIncomePhase(boze.board).begin(state)
    assert [p.gold - b for p, b in zip(state.players, before, strict=True)] == [10, 10, 10]
    assert len(events) == 3


def test_phase_one_income_above_minimum_is_paid_in_full(boze: BozeGame) -> None:
    state, red, _white, _blue = lithuania_example(boze)
    state.provinces["ukraine"].wealth = 5
    state.provinces["ukraine"].estates = [Estate(owner=red, steward=True)]
    before = state.players[red].gold
    EstateIncomePhase(boze.board).begin(state)
    assert state.players[red].gold - before == 8 + 5 + 2
