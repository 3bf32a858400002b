"""Using Dice and Symbols: matching the dice (and tokens) to the missions' symbols."""

from __future__ import annotations

from rules.niepodlegla.symbols import Need, Units, match, need_of


def units(*faces: tuple[str, ...], tokens: tuple[str, ...] = ()) -> Units:
    u = Units()
    for face in faces:
        u.add_face(face)
    for i, symbol in enumerate(tokens):
        u.add_token(f"t{i}", symbol)
    return u


def test_a_double_face_splits_between_one_players_missions() -> None:
    """ "If a die shows two people symbols, the player may use one of these symbols for one mission and the
    other for a different mission." """
    seat = {0: units(("people", "people"))}
    assert match([Need("a", need_of(["people"]), (0,)), Need("b", need_of(["people"]), (0,))], seat).complete


def test_a_die_serves_only_its_holders_missions() -> None:
    """ "A player may complete only those missions which they marked with their pawns, and may use for this
    only those dice they have"."""
    dice = {0: units(("people", "people")), 1: units()}
    needs = [Need("a", need_of(["people"]), (0,)), Need("b", need_of(["people"]), (1,))]
    flow = match(needs, dice)
    assert not flow.complete and flow.missing == 1


def test_each_symbol_once_and_a_portrait_for_one_symbol() -> None:
    """ "Each die (and the result visible on it) may be used at this stage only once"; "A portrait on a figure
    die replaces one symbol"."""
    seat = {0: units(("armed",), ("portrait",))}
    assert match([Need("pow", need_of(["armed", "people"]), (0,))], seat).complete
    assert not match([Need("x", need_of(["armed", "people", "money"]), (0,))], seat).complete
    assert not match([Need("a", need_of(["armed"]), (0,)), Need("b", need_of(["armed", "armed"]), (0,))], seat).complete


def test_joint_missions_take_dice_from_every_player() -> None:
    """Round VI: "each player may add dice to the joint missions. It is permitted to split the symbols of one
    die between a mission carried out jointly and your own private mission." """
    dice = {0: units(("diplomacy", "diplomacy")), 1: units(("diplomacy",))}
    needs = [Need("own", need_of(["diplomacy"]), (0,)), Need("joint", need_of(["diplomacy", "diplomacy"]), (0, 1))]
    assert match(needs, dice).complete


def test_tokens_count_like_a_face_and_are_used_only_when_needed() -> None:
    """Phase 5: "The token is treated like a die on whose face the symbol shown appears. If the token is used to
    complete a mission, it is turned over" — the dice go first, so no token is turned over needlessly."""
    seat = {0: units(("money",), tokens=("money", "people"))}
    flow = match([Need("a", need_of(["money", "people"]), (0,))], seat)
    assert flow.complete and flow.tokens == ["t1"]
    flow = match([Need("a", need_of(["money"]), (0,))], seat)
    assert flow.complete and flow.tokens == []
