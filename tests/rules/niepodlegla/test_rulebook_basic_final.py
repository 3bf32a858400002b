"""Basic version: Round VI – The Final Round, and the result."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState

from .helpers import ScriptedRng, face_index, new, proposer_and_agree, until


def at_round_six(game: NiepodleglaGame, seats: int = 3, full: bool = True) -> NiepodleglaState:
    state = new(game, seats)
    state = until(game, state, lambda s: s.round == 5 and s.phase == "allocation")
    if full:
        state.parts = {k: 5 for k in state.parts}
    return until(game, state, lambda s: s.round == 6)


def test_fewer_than_twenty_tokens_lose_at_once(game: NiepodleglaGame) -> None:
    """Preparation of the Final Round: "If it was not possible to fill the required twenty spaces of the
    board, the players immediately lose the game." """
    state = new(game, 3)
    state = until(game, state, lambda s: s.round == 5 and s.phase == "allocation")
    state.parts = {"green": 5, "brown": 5, "consent": 4, "foreign": 3}
    state.table = state.table[:1]
    state = until(game, state, lambda s: s.finished)
    result = game.result(state)
    assert result is not None and result.winners == ()
    assert state.reason == "niepodlegla.result.spaces" and state.missing == 3


def test_three_players_share_the_unchosen_mission(game: NiepodleglaGame) -> None:
    """ "Each player chooses one mission and places their pawn on it. In a game of two or three players, one
    or two missions remain unchosen. The remaining pawns of all players are placed on them." """
    state = at_round_six(game, 3)
    assert state.phase == "allocation" and [c.key for c in state.table] == ["green", "brown", "consent", "foreign"]
    with pytest.raises(IllegalAction, match="each player chooses one final mission"):
        game.apply(state, 0, "propose missions green=pilsudski brown=pilsudski consent=paderewski foreign=- "
                             "dice pilsudski=2 dmowski=2 paderewski=1")  # fmt: skip
    text = (
        "propose missions green=pilsudski brown=dmowski consent=paderewski foreign=- "
        "dice pilsudski=2 dmowski=2 paderewski=1"
    )
    state.rng = ScriptedRng(0, [0] * 8)
    state = proposer_and_agree(game, state, text).state
    foreign = state.card("foreign")
    assert foreign is not None and foreign.joint and foreign.seat == -1
    assert [c.seat for c in state.table[:3]] == [0, 1, 2]


def test_victory_when_the_dice_cover_every_final_mission(game: NiepodleglaGame) -> None:
    """ "The final round ends when players discard all morale markers, or when they obtain all the symbols
    required by the final missions (whichever happens first) ... If the players have completed all final
    missions, the game ends in success." A die may be split between a joint mission and one's own."""
    state = at_round_six(game, 2)
    state.levels = {"green": 1, "brown": 1, "consent": 1, "foreign": 1}
    # green: armed; brown: armed; consent: people; foreign: diplomacy (first symbols of each track)
    text = "propose missions green=pilsudski brown=dmowski consent=- foreign=- dice pilsudski=3 dmowski=3"
    double = face_index(game, "", ["people", "people"])
    dipl = face_index(game, "", ["diplomacy"])
    armed = face_index(game, "", ["armed"])
    # each player rolls his neutral dice, then his figure die
    pil, dmo = face_index(game, "pilsudski", ["armed"]), face_index(game, "dmowski", ["people"])
    faces = [armed, double, dipl, pil, armed, 0, 0, dmo]
    state.rng = ScriptedRng(0, faces)
    transition = proposer_and_agree(game, state, text)
    state = transition.state
    assert state.finished and state.outcome == "victory"
    result = game.result(state)
    assert result is not None and result.winners == (0, 1) and all(s.score == 0 for s in result.standings)


def test_defeat_counts_the_symbols_short(game: NiepodleglaGame) -> None:
    """Summary of the Final Round: "In the event of failing to complete one or more final missions, the
    players suffer defeat. They can now only count how many symbols they were short of a happy ending." """
    state = at_round_six(game, 2)
    state.levels = {"green": 2, "brown": 1, "consent": 1, "foreign": 1}
    text = "propose missions green=pilsudski brown=dmowski consent=- foreign=- dice pilsudski=3 dmowski=3"
    money = face_index(game, "", ["money"])
    pil, dmo = face_index(game, "pilsudski", ["armed"]), face_index(game, "dmowski", ["people"])
    faces = [money, money, money, pil, money, money, money, dmo]
    state.rng = ScriptedRng(0, faces)
    state = proposer_and_agree(game, state, text).state
    assert state.struggling
    for seat in (0, 1):
        state = game.apply(state, seat, "done").state
    assert state.finished and state.outcome == "defeat"
    # needed: green armed+armed, brown armed, consent people, foreign diplomacy = 5; had armed + people
    assert state.missing == 3
    result = game.result(state)
    assert result is not None and result.winners == () and result.standings[0].score == 3
