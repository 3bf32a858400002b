"""Phase Three: Granting the Mace, and the court sum that Phase Four reads."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.boze.state import BozeState, court_sum
from rules.core.errors import IllegalAction
from rules.core.game import Transition

from .helpers import after_phase, at_noble_clientele, seat_of, tokens


def to_the_mace(boze: BozeGame, court: dict[str, int], gold: dict[str, int] | None = None) -> BozeState:
    """Noble Clientele with the given Royal Court tokens; each seat's gold optionally set first.

    Returns the state as Granting the Mace left it if the mace was granted without bidding, else the
    state waiting for the bids."""
    state = at_noble_clientele(boze, houses=list(court))
    for house, amount in (gold or {}).items():
        state.players[seat_of(state, house)].gold = amount
    fillers = {5: (0, 1, 1, 2, 2), 4: (0, 1, 1, 2, 2), 3: (0, 1, 1, 2, 2), 2: (0, 1, 1, 3, 3), 1: (0, 2, 2, 3, 3)}
    fillers[0] = (1, 1, 2, 2, 3)
    for house, value in court.items():
        transition = boze.apply(state, seat_of(state, house), tokens(*fillers[value], value))
        state = transition.state
    return mace_result(transition)


def mace_result(transition: Transition[BozeState]) -> BozeState:
    """The state when Granting the Mace ended in this step, or the state itself if it goes on."""
    if transition.state.phase == "granting_the_mace":
        return transition.state
    return after_phase(transition, "granting_the_mace")


def test_phase_three_and_four_example_court_sum_eight(boze: BozeGame) -> None:
    """Phase Four example: "Sapieha (red) and Potocki (blue) placed influence tokens of value "3" on the
    Royal Court field, and Radziwiłł (white) placed one of value "2". Through a money bid, Sapieha
    (red) won the office of Hetman ... The total value of the influence tokens at the Royal Court is
    eight points. The Royal Army Strength table shows that eight points gives troops in the amount of
    two infantry and one cavalry." """
    state = to_the_mace(boze, {"sapieha": 3, "potocki": 3, "radziwill": 2})
    red, blue, _white = (seat_of(state, h) for h in ("sapieha", "potocki", "radziwill"))
    decision = boze.decisions(state)[0]
    assert decision.key == "granting_the_mace.bid" and set(decision.seats) == {red, blue}
    assert decision.secret and decision.simultaneous
    gold = [p.gold for p in state.players]
    state = boze.apply(state, red, "bid 3").state
    state = mace_result(boze.apply(state, blue, "bid 2"))
    assert state.mace == red
    assert [p.gold for p in state.players] == [gold[s] - {red: 3, blue: 2}.get(s, 0) for s in range(3)]
    assert court_sum(state) == 8
    column = boze.board.royal_supplement(court_sum(state))
    assert column.value == {"infantry": 2, "cavalry": 1} and column.status == "rulebook"


def test_the_highest_court_token_takes_the_mace_without_bidding(boze: BozeGame) -> None:
    """Phase Three: "The player whose token has the highest value ... receives the title of Hetman"."""
    state = to_the_mace(boze, {"sapieha": 2, "potocki": 5, "radziwill": 4})
    assert state.mace == seat_of(state, "potocki")
    assert state.bidders == [] and state.bid_round == 0


def test_a_tied_bid_is_repeated_and_every_bid_is_paid(boze: BozeGame) -> None:
    """Phase Three: "If there is a tie in the amounts offered, the tied players repeat the whole bidding
    procedure until a winner is chosen (again paying all the bid sums into the treasury)." """
    state = to_the_mace(boze, {"sapieha": 4, "potocki": 4, "radziwill": 4}, gold={"sapieha": 20})
    red, blue, white = (seat_of(state, h) for h in ("sapieha", "potocki", "radziwill"))
    start = [p.gold for p in state.players]
    state = boze.apply(state, red, "bid 2").state
    state = boze.apply(state, blue, "bid 2").state
    state = boze.apply(state, white, "bid 1").state
    decision = boze.decisions(state)[0]
    assert set(decision.seats) == {red, blue}, "only the players tied at the highest bid bid again"
    assert state.bid_round == 2
    state = boze.apply(state, red, "bid 1").state
    state = mace_result(boze.apply(state, blue, "bid 0"))
    assert state.mace == red
    paid = [s - p.gold for s, p in zip(start, state.players, strict=True)]
    assert paid[red] == 3 and paid[blue] == 2 and paid[white] == 1


def test_a_bid_above_ones_gold_is_refused(boze: BozeGame) -> None:
    state = to_the_mace(boze, {"sapieha": 4, "potocki": 4, "radziwill": 1})
    red = seat_of(state, "sapieha")
    gold = state.players[red].gold
    with pytest.raises(IllegalAction, match=f"you have {gold} zł"):
        boze.apply(state, red, f"bid {gold + 1}")
    with pytest.raises(IllegalAction, match="negative"):
        boze.apply(state, red, "bid -1")
    assert red not in state.pending


def test_the_mace_stays_if_no_tied_player_can_bid(boze: BozeGame) -> None:
    """Phase Three: "If none of the tied players is able to bid any amount, the mace and the office of
    Hetman remain with the player who held them previously." """
    state = at_noble_clientele(boze, houses=["sapieha", "potocki", "radziwill"])
    holder = state.mace
    tied = [s for s in range(3) if s != holder]
    for seat in tied:
        state.players[seat].gold = 0
    for seat in range(3):
        court = 5 if seat in tied else 1
        transition = boze.apply(state, seat, tokens(0, 0, 1, 2, 3, court))
        state = transition.state
    assert mace_result(transition).mace == holder


def test_a_tied_player_without_gold_is_not_asked_and_bids_nothing(boze: BozeGame) -> None:
    state = to_the_mace(boze, {"sapieha": 5, "potocki": 5, "radziwill": 1}, gold={"potocki": 0})
    red, _blue = seat_of(state, "sapieha"), seat_of(state, "potocki")
    decision = boze.decisions(state)[0]
    assert decision.seats == (red,)
    assert mace_result(boze.apply(state, red, "bid 1")).mace == red


def test_all_empty_hands_leave_the_mace_with_its_holder(boze: BozeGame) -> None:
    """Our reading: a round of empty hands ends the contest as if nobody could bid (README)."""
    state = to_the_mace(boze, {"sapieha": 3, "potocki": 3, "radziwill": 3})
    holder = state.mace
    for seat in boze.decisions(state)[0].seats:
        transition = boze.apply(state, seat, "bid 0")
        state = transition.state
    assert mace_result(transition).mace == holder
