"""Illegal input is refused with a clear message naming the rule, and changes nothing."""

from __future__ import annotations

import pytest

from rules.core import serial
from rules.core.errors import IllegalAction, MalformedAction, NotYourDecision, RulesError
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState, TableCard

from .helpers import at_struggle, give_dice, new


def refused(
    game: NiepodleglaGame, state: NiepodleglaState, seat: int, text: str, kind: type[RulesError], *words: str
) -> None:
    before = serial.dumps(state)
    with pytest.raises(kind) as info:
        game.apply(state, seat, text)
    for word in words:
        assert word in str(info.value)
    assert serial.dumps(state) == before


def test_text_that_is_no_action(game: NiepodleglaGame) -> None:
    state = new(game, 3)
    refused(game, state, 0, "", MalformedAction, "empty action")
    refused(game, state, 0, "bid 3", MalformedAction, "unknown action", "propose")
    refused(game, state, 0, "agree now", MalformedAction, "takes nothing after it")
    refused(game, state, 0, "give n1", MalformedAction, "give <die> <player>")


def test_the_struggle_refuses_what_the_player_cannot_do(game: NiepodleglaGame) -> None:
    state = at_struggle(game, new(game, 3))
    rule = "Passing Dice and Re-rolling"
    refused(game, state, 0, "reroll n5", IllegalAction, "you do not hold a die 'n5'", rule)
    refused(game, state, 0, "reroll n1 n1", IllegalAction, "each die is named once", rule)
    refused(game, state, 0, "give n1 pilsudski", IllegalAction, "is not another player", rule)
    refused(game, state, 0, "give n1 nobody", IllegalAction, "is not another player", rule)
    refused(game, state, 0, "rally rada", IllegalAction, "no such active morale token", rule)
    refused(game, state, 0, "propose harder green=1", IllegalAction, "the struggle is on", rule)
    state = game.apply(state, 1, "done").state
    refused(game, state, 1, "reroll n3", NotYourDecision, "waiting for")
    refused(game, state, 7, "done", NotYourDecision, "not a player")


def test_a_player_chooses_only_among_the_sets_his_dice_allow(game: NiepodleglaGame) -> None:
    state = at_struggle(game, new(game, 2, "advanced"))
    state.table = [TableCard(key="a04", seat=0), TableCard(key="a02", seat=0)]
    state.dice = []
    give_dice(game, state, 0, [("", ["people"]), ("", ["armed"]), ("", ["diplomacy"])])
    for seat in (0, 1):
        state = game.apply(state, seat, "done").state
    refused(game, state, 0, "complete a04 a02", IllegalAction, "choose one of", "Using Dice and Symbols")
    refused(game, state, 1, "complete a04", NotYourDecision)


def test_a_reward_goes_only_where_the_card_allows(game: NiepodleglaGame) -> None:
    state = at_struggle(game, new(game, 3))
    state.table = [TableCard(key="b06", seat=0)]
    state.dice = []
    give_dice(game, state, 0, [("", ["armed"]), ("", ["people"])])
    for seat in range(3):
        state = game.apply(state, seat, "done").state
    assert game.decisions(state)[0].key == "ask.place"
    refused(game, state, 0, "place consent", IllegalAction, "choose one of", "Rewards for Completing Missions")


def test_the_stages_of_a_joint_decision(game: NiepodleglaGame) -> None:
    state = new(game, 3)
    refused(game, state, 0, "accept", IllegalAction, "propose missions")
    default = game.decisions(state)[0].defaults[0]
    state = game.apply(state, 0, default).state
    refused(game, state, 0, "agree", NotYourDecision)
    refused(game, state, 1, default, IllegalAction, "agree", "object")
