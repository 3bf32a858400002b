"""Input that leaves out the empty places: ``dice prussia=3``, ``place muscovy=1``, ``tokens`` without the
0 token's place. The parsers fill them with 0 where 0 is legal (one helper, ``rules.core.forms.with_zeros``),
and the log keeps the whole canonical text."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.editions import Editions
from rules.core.errors import IllegalAction
from rules.core.forms import with_zeros

EDITIONS = Editions()
ROOT = Path(__file__).resolve().parents[3]


def test_counts_take_zero_anywhere() -> None:
    assert with_zeros({"b": 3}, ("a", "b", "c")) == {"a": 0, "b": 3, "c": 0}
    assert list(with_zeros({"c": 1, "a": 2}, ("a", "b", "c"))) == ["a", "b", "c"], "in the places' order"


def test_one_zero_token_fills_only_the_one_place_left_out() -> None:
    assert with_zeros({"a": 1, "b": 2}, ("a", "b", "c"), zeros=1) == {"a": 1, "b": 2, "c": 0}
    assert with_zeros({"a": 1}, ("a", "b", "c"), zeros=1) == {"a": 1}, "two left out: the rules say which"
    assert with_zeros({"a": 0, "b": 1}, ("a", "b", "c"), zeros=1) == {"a": 0, "b": 1}, "the 0 is already placed"


def test_unknown_keys_are_kept_for_the_rules_to_refuse() -> None:
    assert with_zeros({"x": 1}, ("a",)) == {"a": 0, "x": 1}


@pytest.mark.parametrize(
    ("game", "typed", "canonical"),
    [
        ("boze", "dice prussia=3", "dice prussia=3 lithuania=0 ukraine=0 little=0 great=0"),
        ("boze", "dice ukraine=1 lp=2", "dice prussia=0 lithuania=0 ukraine=1 little=2 great=0"),
        (
            "boze",
            "tokens prussia=1 lithuania=2 ukraine=3 little=4 great=5",
            "tokens prussia=1 lithuania=2 ukraine=3 little=4 great=5 court=0",
        ),
        ("sigismundus", "place muscovy=1", "place lithuania=0 sweden=0 muscovy=1 austria=0 ottoman=0 crimea=0"),
    ],
)
def test_the_parsers_fill_the_places_left_out(game: str, typed: str, canonical: str) -> None:
    assert str(EDITIONS.current(game)[1].parse(typed)) == canonical


def test_tokens_left_out_take_the_two_zero_tokens_and_no_more() -> None:
    """A set holds two 0 tokens (2 of each value): two places left out are both 0, three are refused by name."""
    game = EDITIONS.current("boze")[1]
    state = game.new_game(3, 5).state
    for line in open_clientele():
        seat, action = line.split(" ", 1)
        state = game.apply(state, int(seat), action).state
    seat = game.decisions(state)[0].waiting_for()[0]
    with pytest.raises(IllegalAction, match="missing: Little Poland, Great Poland, Royal Court"):
        game.apply(state, seat, "tokens prussia=1 lithuania=2 ukraine=3")
    played = game.apply(state, seat, "tokens prussia=1 lithuania=2 ukraine=3 little=4")
    assert played.state.pending[seat] == "tokens prussia=1 lithuania=2 ukraine=3 little=4 great=0 court=0"


def open_clientele() -> list[str]:
    """The opening script's lines up to the first influence tokens (Boże, 3 players, seed 5)."""
    lines = (ROOT / "tests" / "scripts" / "boze_opening_3p.txt").read_text(encoding="utf-8").splitlines()
    out = []
    for line in lines:
        if not line or line.startswith("#"):
            continue
        if line.split(" ", 2)[1] == "tokens":
            break
        out.append(line)
    return out
