"""What a view says of the missions on the table: a card's reward and penalty as keys (the board names
them in its own language), never as sentences."""

from __future__ import annotations

from dataclasses import astuple

from rules.core import serial
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import TableCard
from rules.niepodlegla.view import EffectView
from tests.rules.niepodlegla.helpers import new


def test_an_advanced_card_shows_its_printed_effects_as_keys(game: NiepodleglaGame) -> None:
    board = game.board
    state = serial.clone(new(game, 3, "advanced"))
    state.table = [TableCard(key=c.key) for c in board.advanced_missions]
    view = game.view(state, None)
    assert len(view.table) == len(board.advanced_missions)
    for card, printed in zip(view.table, board.advanced_missions, strict=True):
        assert card.reward_kind == ""
        assert card.rewards == tuple(
            tuple(EffectView(e.verb, e.kind, e.place, e.n) for e in alt) for alt in printed.positive
        )
        assert card.penalties == tuple(EffectView(e.verb, e.kind, e.place, e.n) for e in printed.negative)
        for effect in (*(e for alt in card.rewards for e in alt), *card.penalties):
            assert all(" " not in str(value) for value in astuple(effect)), f"{card.key}: {effect} is not keys"


def test_a_basic_card_shows_its_reward_key(game: NiepodleglaGame) -> None:
    board = game.board
    state = serial.clone(new(game, 3, "basic"))
    state.table = [TableCard(key=c.key) for c in (*board.countdown, *board.basic_missions)]
    view = game.view(state, None)
    for card in view.table:
        assert card.reward_kind == str(board.basic_card(card.key).reward.value)
        assert card.rewards == () and card.penalties == ()


def test_known_cards_read_as_printed(game: NiepodleglaGame) -> None:
    """Two cards by their values: B-06 Polish Military Organisation, "two independence tokens … in the
    brown-red part … or in the green part" (the Additional Bonuses example); A-04 as the edition prints it
    (two tokens in the central territories; two tsarist obstacles there when nobody takes it)."""
    basic = serial.clone(new(game, 3, "basic"))
    basic.table = [TableCard(key="b06")]
    assert game.view(basic, None).table[0].reward_kind == "either2"
    advanced = serial.clone(new(game, 3, "advanced"))
    advanced.table = [TableCard(key="a04")]
    card = game.view(advanced, 0).table[0]
    assert card.rewards == ((EffectView("tokens2", place="central"),),)
    assert card.penalties == (EffectView("obstacles2", kind="tsarist", place="central"),)
