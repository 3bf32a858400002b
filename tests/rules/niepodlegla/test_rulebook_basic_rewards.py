"""Basic version: Summary of Rounds I–V, Rewards for Completing Missions, Additional Bonuses, Using Dice
and Symbols, Housekeeping."""

from __future__ import annotations

import pytest

from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.phases.summary import penalty
from rules.niepodlegla.state import NiepodleglaState, TableCard

from .helpers import at_struggle, give_dice, new, proposer_and_agree, until

POW = "b06"


def rigged(game: NiepodleglaGame, seats: int = 3, roles: list[str] | None = None) -> NiepodleglaState:
    """Round I's struggle with only the countdown card (nobody's) and Polska Organizacja Wojskowa (seat 0)
    on the table, and no dice yet."""
    state = at_struggle(game, new(game, seats, roles=roles))
    state.table = [TableCard(key="b01"), TableCard(key=POW, seat=0)]
    state.dice = []
    return state


def everyone_done(game: NiepodleglaGame, state: NiepodleglaState) -> NiepodleglaState:
    for seat in range(state.seats):
        state = game.apply(state, seat, "done").state
    return state


def test_armed_action_and_a_portrait_complete_the_polish_military_organisation(game: NiepodleglaGame) -> None:
    """Passing Dice and Re-rolling, example: "a player obtained 1 armed-action symbol and 1 figure portrait,
    which may replace any symbol. The player placed the dice with these results on the mission "Polska
    Organizacja Wojskowa" ... to inform the other players that this mission will succeed." """
    state = rigged(game)
    give_dice(game, state, 0, [("", ["armed"]), ("pilsudski", ["portrait"])])
    assert game.view(state, None).table[1].ready
    state = everyone_done(game, state)
    decision = game.decisions(state)[0]
    assert decision.key == "ask.place" and decision.seats == (0,), "the mission succeeded: its reward is placed"


def test_a_portrait_replaces_one_symbol_only(game: NiepodleglaGame) -> None:
    """Dice Symbols: "A portrait on a figure die replaces one symbol" — money and a portrait are not armed
    action and people."""
    state = rigged(game)
    give_dice(game, state, 0, [("", ["money"]), ("pilsudski", ["portrait"])])
    assert not game.view(state, None).table[1].ready
    state = everyone_done(game, state)
    assert state.parts == {"green": 0, "brown": 0, "consent": 0, "foreign": 0}
    assert state.round == 2


def test_the_polish_military_organisation_example_with_the_bonus_die_and_morale_marker(game: NiepodleglaGame) -> None:
    """Additional Bonuses, example: "They may now place two independence tokens: either in the brown-red
    part ... or in the green part ... The green part already contains four tokens. The player decides to
    ... place both tokens in the Russian partition. When a player places the fifth independence token, a
    new die from the box goes into the pool. Since the players already have Dmowski's die, they receive a
    neutral die instead. By placing the sixth token in one part of the board, the players receive an
    additional morale marker from the box into the pool. Instead of the additional morale marker, they
    could also reduce the difficulty of the final mission "Wojna polsko-bolszewicka" by one level." """
    state = rigged(game)
    give_dice(game, state, 0, [("", ["armed"]), ("pilsudski", ["portrait"])])
    state.parts["green"] = 4
    state.levels["green"] = 3
    state = everyone_done(game, state)
    decision = game.decisions(state)[0]
    assert [c.text for c in decision.forms[0].choices] == [  # type: ignore[union-attr]
        "place green green",
        "place green brown",
        "place brown brown",
    ]
    neutral = state.neutral_cap
    state = game.apply(state, 0, "place green green").state
    assert state.parts["green"] == 6, "the sixth token is placed"
    assert state.neutral_cap == neutral + 1 and state.pool_figures == [], "Dmowski is in play: a neutral die"
    decision = game.decisions(state)[0]
    assert decision.key == "joint.propose.bonus"
    assert [c.text for c in decision.forms[0].choices] == ["propose bonus morale", "propose bonus easier"]  # type: ignore[union-attr]
    morale = state.morale_cap
    moraled = proposer_and_agree(game, state, "propose bonus morale", by=1).state
    assert moraled.morale_cap == morale + 1 and moraled.levels["green"] == 3
    eased = proposer_and_agree(game, state, "propose bonus easier", by=2).state
    assert eased.morale_cap == morale and eased.levels["green"] == 2


def test_the_fifth_token_brings_a_figure_die_not_in_play_into_the_common_pool(game: NiepodleglaGame) -> None:
    """Additional Bonuses: "If all five spaces of one colour on the board are filled, players take from the
    box the additional figure die shown on the board and add it to the common pool" — divided with the
    neutral dice from then on."""
    state = rigged(game, seats=2, roles=["dmowski", "witos"])
    give_dice(game, state, 0, [("", ["armed"]), ("dmowski", ["portrait"])])
    state.parts["brown"] = 4
    state = everyone_done(game, state)
    state = game.apply(state, 0, "place brown brown").state
    figure = str(game.board.part("brown").figure.value)
    assert state.pool_figures == [figure]
    state = until(game, state, lambda s: s.phase == "allocation" and s.joint is not None)
    default = game.decisions(state)[0].defaults[0]
    assert default.endswith(f"figures {figure}=dmowski")
    state = proposer_and_agree(game, state, default.replace(f"{figure}=dmowski", f"{figure}=witos")).state
    die = state.die(figure)
    assert die is not None and die.holder == 1


def test_the_sixth_token_is_placed_and_a_seventh_gives_the_bonus_again(game: NiepodleglaGame) -> None:
    """Additional Bonuses: "If players place the sixth independence token on a given part of the board, they
    add an additional morale marker from the box to the morale pool, or they reduce the difficulty level of
    the corresponding final mission. If players can place a seventh or subsequent independence token on a
    given part of the board, no token is placed, but the chosen bonus ... is received again." The sixth is
    placed (issue 11: it was treated like the seventh); the seventh is not. With the mission at its easiest,
    only the morale marker is possible, so it is taken without a vote."""
    spaces = game.board.count("part_spaces")
    assert game.board.count("basic_independence_tokens") == len(game.board.parts) * (spaces + 1), (
        "the 24 tokens of the box fill every part's five spaces and its sixth token"
    )
    state = rigged(game)
    give_dice(game, state, 0, [("", ["armed"]), ("pilsudski", ["portrait"])])
    state.parts["green"] = 5
    morale = state.morale_cap
    state = everyone_done(game, state)
    transition = game.apply(state, 0, "place green green")
    state = transition.state
    assert state.parts["green"] == 6, "the sixth token is placed; the seventh is not"
    assert state.morale_cap == morale + 2, "each of them brings the bonus"
    said = [e.msg.key for e in transition.events]
    assert said.index("niepodlegla.rewards.sixth") < said.index("niepodlegla.rewards.extra")


def test_a_sixth_token_alone_is_placed_with_its_bonus(game: NiepodleglaGame) -> None:
    """A single token onto a part holding five: it is placed, and the players choose the bonus."""
    state = rigged(game)
    state.table = [TableCard(key="b01"), TableCard(key="b12", seat=0)]
    assert game.board.basic_card("b12").reward.value == "green1"
    give_dice(game, state, 0, [("", ["armed"]), ("pilsudski", ["portrait"])])
    state.parts["green"] = 5
    state.levels["green"] = 3
    state = everyone_done(game, state)
    assert state.parts["green"] == 6
    assert game.decisions(state)[0].key == "joint.propose.bonus", "morale marker or an easier final mission"


@pytest.mark.parametrize(
    ("morale", "overflow", "levels"),
    [(8, False, 0), (4, False, 0), (3, False, 1), (2, False, 1), (1, False, 2), (0, False, 2), (0, True, 3)],
)
def test_summary_thresholds(morale: int, overflow: bool, levels: int) -> None:
    """Summary of Rounds I–V: "If there are 4 or more, nothing bad happens ... 2 or 3 morale markers left:
    raise the difficulty of one freely chosen final mission by one level ... 0 or 1 ...: by two levels ...
    Fewer than 0: ... a total of three levels." """
    assert penalty(morale, overflow) == levels


def test_two_levels_go_to_one_mission_or_two(game: NiepodleglaGame) -> None:
    """ "raise the difficulty of one final mission by two levels, or the difficulty of two final missions by
    one level each. The choice should be a joint decision of the players." """
    state = rigged(game)
    state.morale = 1
    state = everyone_done(game, state)
    decision = game.decisions(state)[0]
    texts = [c.text for c in decision.forms[0].choices]  # type: ignore[union-attr]
    assert "propose harder green=2" in texts and "propose harder green=1 foreign=1" in texts
    assert len(texts) == 10
    levels = dict(state.levels)
    state = proposer_and_agree(game, state, "propose harder foreign=1 green=1").state
    assert state.levels["green"] == levels["green"] + 1 and state.levels["foreign"] == levels["foreign"] + 1


def test_housekeeping(game: NiepodleglaGame) -> None:
    """Housekeeping: "collect the cards of the unfulfilled missions and place them at the bottom of the
    mission deck ... All used morale markers ... are placed again on the morale track"."""
    state = rigged(game)
    state.table.append(TableCard(key="b07", seat=1))
    state.morale = 4
    deck = list(state.deck)
    state = everyone_done(game, state)
    assert state.round == 2
    assert state.morale == state.morale_cap == 8
    assert "b01" in state.removed, "the countdown card leaves with its round"
    bottom = [k for k in state.deck if k in ("b06", "b07")]
    assert bottom == ["b06", "b07"] and state.deck[-2:] == ["b06", "b07"]
    assert all(k in deck or k in ("b06", "b07") for k in state.deck)
