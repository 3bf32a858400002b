"""Phase Two: Noble Clientele — secret, simultaneous influence tokens."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.boze.state import free_dice
from rules.core.errors import IllegalAction, MalformedAction, NotYourDecision

from .helpers import after_phase, at_noble_clientele, seat_of, tokens


def test_phase_two_lithuania_example(boze: BozeGame) -> None:
    """Phase Two example: "Sapieha (red) had placed a token of value "4", Potocki (blue) — of value "2",
    and Leszczyński (yellow) — of value "0". The players remove the influence tokens from the
    province and in their place put down the corresponding number of player dice — four red and two
    blue." """
    state = at_noble_clientele(boze, houses=["sapieha", "potocki", "leszczynski"])
    red, blue, yellow = (seat_of(state, h) for h in ("sapieha", "potocki", "leszczynski"))
    state = boze.apply(state, red, tokens(0, 4, 1, 1, 2, 3)).state
    state = boze.apply(state, blue, tokens(1, 2, 0, 3, 4, 5)).state
    state = after_phase(boze.apply(state, yellow, tokens(5, 0, 4, 3, 2, 1)), "noble_clientele")
    lithuania = state.provinces["lithuania"].dice
    assert (lithuania[red], lithuania[blue], lithuania[yellow]) == (4, 2, 0)
    assert state.court == {red: 3, blue: 5, yellow: 1}


def test_tokens_are_secret_until_everyone_has_placed(boze: BozeGame) -> None:
    """Phase Two: "Each player will therefore know the values of the tokens he lays down himself, but
    will not know the values of the tokens his opponents place." """
    state = at_noble_clientele(boze)
    decision = boze.decisions(state)[0]
    assert decision.secret and decision.simultaneous and set(decision.seats) == {0, 1, 2}
    transition = boze.apply(state, 0, tokens(5, 4, 3, 2, 1, 0))
    state = transition.state
    private = [e for e in transition.events if not e.public]
    public = [e for e in transition.events if e.public]
    assert private and all(e.to == (0,) for e in private)
    assert all("prussia=5" not in str(e.msg.params) for e in public)
    assert boze.decisions(state)[0].answered == frozenset({0})
    assert all(p.dice == [0, 0, 0] for p in state.provinces.values())
    assert boze.view(state, 0).own_sealed == tokens(5, 4, 3, 2, 1, 0)
    assert boze.view(state, 1).own_sealed is None
    assert boze.view(state, None).own_sealed is None


def test_views_do_not_depend_on_other_seats_sealed_answers(boze: BozeGame) -> None:
    """No secret in any other view: two states that differ only in seat 0's sealed tokens look the same
    to seat 1, seat 2 and a spectator."""
    state = at_noble_clientele(boze)
    a = boze.apply(state, 0, tokens(5, 4, 3, 2, 1, 0)).state
    b = boze.apply(state, 0, tokens(0, 1, 2, 3, 4, 5)).state
    for viewer in (1, 2, None):
        assert boze.view(a, viewer) == boze.view(b, viewer)
    assert boze.view(a, 0) != boze.view(b, 0)


def test_a_sealed_answer_can_be_changed_until_the_reveal(boze: BozeGame) -> None:
    state = at_noble_clientele(boze)
    state = boze.apply(state, 0, tokens(5, 4, 3, 2, 1, 0)).state
    changed = boze.apply(state, 0, tokens(0, 1, 2, 3, 4, 5))
    assert changed.changed and changed.state.pending[0] == tokens(0, 1, 2, 3, 4, 5)
    assert not [e for e in changed.events if e.kind == "submitted"], "a change is not a second submission"
    same = boze.apply(changed.state, 0, tokens(0, 1, 2, 3, 4, 5))
    assert not same.changed and same.state is changed.state


def test_tokens_leave_the_hand_six_used_in_turn_one(boze: BozeGame) -> None:
    """Phase Two: "In the second turn, players will have the remaining six influence tokens available." """
    state = at_noble_clientele(boze)
    for seat in range(3):
        state = boze.apply(state, seat, tokens(5, 5, 4, 4, 3, 3)).state
    assert all(sorted(p.tokens) == [0, 0, 1, 1, 2, 2] for p in state.players)


def test_turn_two_offers_only_the_six_tokens_left(boze: BozeGame) -> None:
    """The form for a later turn is built from the hand, so the tokens used in turn 1 are gone."""
    state = at_noble_clientele(boze)
    for p in state.players:
        p.tokens = [0, 0, 1, 1, 2, 2]
    decision = boze.decisions(state)[0]
    assert decision.forms[0].pool == (0, 0, 1, 1, 2, 2)  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="no 5 token"):
        boze.apply(state, 0, tokens(5, 0, 0, 1, 1, 2))
    state = boze.apply(state, 0, tokens(2, 0, 0, 1, 1, 2)).state
    assert 0 in state.pending


@pytest.mark.parametrize(
    ("text", "error", "match"),
    [
        (tokens(5, 5, 5, 4, 3, 2), IllegalAction, "5 token 3 times but have 2"),
        ("tokens prussia=1 lithuania=2 ukraine=3", IllegalAction, "missing: Little Poland, Great Poland, Royal Court"),
        ("tokens prussia=1 prussia=2 ukraine=3 little=4 great=5 court=0", IllegalAction, "named twice"),
        ("tokens prussia=1 lithuania=2 ukraine=3 little=4 great=5 court=9", IllegalAction, "no 9 token"),
        ("tokens prussia=one lithuania=2", MalformedAction, "not a whole number"),
        ("tokens mazovia=1", MalformedAction, "not a province"),
        ("bid 3", IllegalAction, "waiting for `tokens"),
        ("dance", MalformedAction, "unknown action"),
    ],
)
def test_bad_tokens_are_refused_and_change_nothing(boze: BozeGame, text: str, error: type, match: str) -> None:
    state = at_noble_clientele(boze)
    before = boze.dumps(state)
    with pytest.raises(error, match=match):
        boze.apply(state, 0, text)
    assert boze.dumps(state) == before


def test_province_names_in_polish_and_short_forms_are_understood(boze: BozeGame) -> None:
    action = boze.parse("TOKENS Dwór=4 Wielkopolska=2 małopolska=1 UA=5 Litwa=0 prusy=3")
    assert str(action) == tokens(3, 0, 5, 1, 2, 4)


def test_a_player_not_in_the_game_is_refused(boze: BozeGame) -> None:
    state = at_noble_clientele(boze)
    with pytest.raises(NotYourDecision, match="not a player"):
        boze.apply(state, 7, tokens(5, 4, 3, 2, 1, 0))


def short_of_dice(boze: BozeGame, free: int, wanted: tuple[int, int, int, int, int]):
    state = at_noble_clientele(boze)
    state.provinces["prussia"].dice[0] = 20 - free
    state = boze.apply(state, 0, tokens(*wanted, 1)).state
    for seat in (1, 2):
        state = boze.apply(state, seat, tokens(0, 0, 1, 1, 2, 2)).state
    return state


def test_a_player_short_of_dice_chooses_where_his_remaining_dice_go(boze: BozeGame) -> None:
    """Phase Two: "If a player no longer has enough dice to place on the board, he decides for himself
    in which provinces to place his remaining free dice." """
    state = short_of_dice(boze, free=4, wanted=(0, 5, 4, 3, 0))
    decision = boze.decisions(state)[0]
    assert decision.key == "noble_clientele.dice" and decision.seats == (0,)
    form = decision.forms[0]
    assert form.total == 4 and form.caps == (0, 5, 4, 3, 0)  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="exactly 4"):
        boze.apply(state, 0, "dice prussia=0 lithuania=1 ukraine=1 little=1 great=0")
    with pytest.raises(IllegalAction, match="at most 0"):
        boze.apply(state, 0, "dice prussia=1 lithuania=1 ukraine=1 little=1 great=0")
    transition = boze.apply(state, 0, "dice prussia=0 lithuania=1 ukraine=0 little=3 great=0")
    state = after_phase(transition, "noble_clientele")
    assert free_dice(boze.board, state, 0) == 0
    assert state.provinces["little"].dice[0] == 3 and state.provinces["lithuania"].dice[0] == 1


def test_several_players_short_of_dice_decide_in_turn_order(boze: BozeGame) -> None:
    """Phase Two: "If several players are in a similar situation, the order of moves decides the order
    in which they place their dice." """
    state = at_noble_clientele(boze)
    order = [(state.mace + i) % 3 for i in range(3)]
    for seat in range(3):
        state.provinces["prussia"].dice[seat] = 18
    for seat in range(3):
        state = boze.apply(state, seat, tokens(0, 1, 1, 2, 0, 5)).state
    assert state.shortfall == order
    seen = []
    while state.phase == "noble_clientele":
        decision = boze.decisions(state)[0]
        seen.append(decision.seats[0])
        state = boze.apply(state, decision.seats[0], decision.defaults[decision.seats[0]]).state
    assert seen == order
