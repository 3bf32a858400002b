"""Answering ahead in Niepodległa (rules.niepodlegla.ahead): the standing orders of the struggle, applied
literally, and the decisions taken one player after another — the settling of each player's missions, the
basic rewards, the arbiter's word — previewed for the players still to come, under the mark they carry when
they open."""

from __future__ import annotations

import pytest

from rules.core.ahead import Ahead, Mark
from rules.core.errors import IllegalAction
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState, TableCard, TokenState
from tests.rules.test_ahead_contract import Setup, offered, owing, states

from .helpers import (
    ScriptedRng,
    advanced_struggle,
    after_phase,
    at_struggle,
    face_index,
    give_dice,
    new,
    proposer_and_agree,
    until,
)

DONE = "order:done"
REROLL = "order:reroll-unused"
BLANK, TWO = 0, 5
"""Face indices of the black die: blank, 2 pips."""


def choices(game: NiepodleglaGame, state: NiepodleglaState, seat: int) -> list[str]:
    form = game.decisions(state)[0].forms[seat]
    return [c.text for c in form.choices]  # type: ignore[union-attr]


def preview(game: NiepodleglaGame, state: NiepodleglaState, seat: int) -> Ahead:
    ahead = game.ahead(state, seat)
    assert ahead is not None
    assert ahead.decision.seats == (seat,)
    return ahead


def rigged_basic(game: NiepodleglaGame, table: list[tuple[str, int]], seats: int = 3) -> NiepodleglaState:
    """Round I's struggle with only ``table`` (card, seat) and no dice."""
    state = at_struggle(game, new(game, seats))
    state.table = [TableCard(key=k, seat=s) for k, s in table]
    state.dice = []
    return state


def everyone_done(game: NiepodleglaGame, state: NiepodleglaState) -> NiepodleglaState:
    for seat in range(state.seats):
        if state.struggling and seat not in state.satisfied:
            state = game.apply(state, seat, "done").state
    return state


# --- the struggle: standing orders ------------------------------------------------------------------------


def test_the_struggle_offers_its_orders_in_both_languages_under_one_mark(game: NiepodleglaGame) -> None:
    """Passing Dice and Re-rolling: "Players may keep performing the above actions in any order, and any
    number of times ... until they are satisfied": one decision open to all, nobody's turn, so nothing is
    answered ahead; each player in it may leave a standing order for the rest of it, and his decision keeps
    one mark through the struggle (his order lasts while it does)."""
    state = at_struggle(game, new(game, 3))
    assert game.ahead_seats(state) == ()
    mark = Mark("r1/struggle", "open")
    assert [game.mark(state, s) for s in range(3)] == [mark] * 3
    orders = game.orders(state, 0)
    assert [o.text for o in orders] == [DONE, f"{REROLL} 2", f"{REROLL} 4", f"{REROLL} 6"]
    assert [o.label for o in orders[:2]] == [
        "Done for this struggle",
        "Re-roll the dice my missions don't use while more than 2 morale markers are left, then done",
    ]
    assert [o.label_in("pl") for o in orders[:3:2]] == [
        "Koniec na tę walkę",
        "Przerzucaj kości, których nie wykorzystują moje misje, dopóki w puli jest więcej niż 4 znaczniki morale, "
        "potem koniec",
    ]
    assert orders[3].label_in("pl").endswith("więcej niż 6 znaczników morale, potem koniec")
    assert all(game.check_order(state, 0, o.text) == o.text for o in orders)
    for text in ("order:reroll-unused 3", "order:pass", "done"):
        with pytest.raises(IllegalAction):
            game.check_order(state, 0, text)
    state.rng = ScriptedRng(0, [0, BLANK])
    state = game.apply(state, 1, "reroll n3").state
    assert [game.mark(state, s) for s in range(3)] == [mark] * 3, "the same mark after a re-roll"


def test_done_for_this_struggle_answers_done_again_when_a_die_is_handed_over(game: NiepodleglaGame) -> None:
    """ "done for this struggle": done now; a player who is handed a die may act again (the bot reopens the
    struggle to him), and his order, lasting for the struggle, answers done again. A satisfied player faces
    nothing: his order answers nothing and he is offered none."""
    state = at_struggle(game, new(game, 3))
    assert game.follow(state, 1, DONE) == "done"
    state = game.apply(state, 1, "done").state
    assert game.mark(state, 1) is None and game.orders(state, 1) == ()
    assert game.follow(state, 1, DONE) is None
    with pytest.raises(IllegalAction):
        game.check_order(state, 1, DONE)
    state = game.apply(state, 0, "give n1 dmowski").state
    assert game.mark(state, 1) == Mark("r1/struggle", "open")
    assert game.follow(state, 1, DONE) == "done"
    assert game.follow(state, 1, "order:nonsense") is None


def test_the_first_kadra_example_rerolls_the_armed_die_of_no_use_then_is_done(game: NiepodleglaGame) -> None:
    """Phase 2 example: "Pierwsza Kadrowa ... requires people and armed action; and Komitet Narodowy Polski w
    Warszawie ... requires people and three diplomacy symbols. On the dice they obtained: two people symbols,
    two armed-action symbols and one diplomacy symbol ... If the player obtained two additional diplomacy
    symbols (for example, by re-rolling the second die with the armed-action result, which is of no use to
    them), they would also complete the second mission." The order re-rolls exactly that die — the diplomacy
    die the second mission still needs is kept — and, once the dice cover both missions, says done."""
    state = advanced_struggle(game, [("a04", 0), ("a05", 0)], roles=["witos", "pilsudski"])
    give_dice(game, state, 0, [("witos", ["people", "people"]), ("", ["armed"]), ("", ["armed"]), ("", ["diplomacy"])])
    state.morale = 5
    assert game.follow(state, 0, f"{REROLL} 4") == "reroll n2"
    assert game.follow(state, 0, f"{REROLL} 6") == "done", "5 morale markers are not more than 6"
    state.rng = ScriptedRng(0, [face_index(game, "", ["diplomacy", "diplomacy"]), BLANK])
    state = game.apply(state, 0, game.follow(state, 0, f"{REROLL} 4") or "").state
    assert game.follow(state, 0, f"{REROLL} 2") == "done", "the missions lack no symbol"
    state = game.apply(state, 0, "done").state
    state = everyone_done(game, state)
    assert state.completed == ["a04", "a05"]


def test_the_order_stops_at_its_morale_threshold(game: NiepodleglaGame) -> None:
    """ "while more than N morale markers are left": a 2-pip roll of the black die takes the pool from 5 to
    3, and the order with N = 4 then says done though a die is still of no use."""
    state = advanced_struggle(game, [("a05", 0)], roles=["witos", "pilsudski"])
    give_dice(game, state, 0, [("", ["people"]), ("", ["armed"])])
    state.morale = 5
    assert game.follow(state, 0, f"{REROLL} 4") == "reroll n2"
    state.rng = ScriptedRng(0, [face_index(game, "", ["money"]), TWO])
    state = game.apply(state, 0, "reroll n2").state
    assert state.morale == 3
    assert game.follow(state, 0, f"{REROLL} 2") == "reroll n2"
    assert game.follow(state, 0, f"{REROLL} 4") == "done"
    state.morale = 4
    assert game.follow(state, 0, f"{REROLL} 4") == "done", "4 markers are not more than 4"


def test_unused_dice_are_those_the_missions_do_without(game: NiepodleglaGame) -> None:
    """Using Dice and Symbols: "A player may complete only those missions which they marked with their
    pawns": dice showing nothing his missions need are re-rolled together; of two dice that serve alike the
    later one; with every die used the order is done even though a mission still lacks a symbol, and so it is
    once the dice cover his missions."""
    state = rigged_basic(game, [("b08", 0), ("b19", 1), ("b17", 2)])
    assert game.board.basic_card("b19").needs == ("people", "people", "money")
    give_dice(game, state, 0, [("", ["diplomacy"]), ("", ["money"]), ("", ["people"])])
    give_dice(game, state, 1, [("", ["people"]), ("", ["people"]), ("", ["people"]), ("", ["armed"])])
    give_dice(game, state, 2, [("", ["armed"]), ("", ["people"])])
    assert [game.follow(state, s, f"{REROLL} 2") for s in range(3)] == ["reroll n2 n3", "reroll n6 n7", "done"]
    assert game.follow(state, 1, DONE) == "done"
    state.dice[5].face = face_index(game, "", ["money"])
    assert game.follow(state, 1, f"{REROLL} 2") == "done", "his mission lacks nothing: nothing left to roll for"


def test_a_die_an_activist_token_could_replace_is_still_used(game: NiepodleglaGame) -> None:
    """The game matches the dice first and only then the activist tokens, turning over each token it uses:
    a die showing a symbol a token of the player's also shows is still used (re-rolling it would spend the
    token), while a die no mission can use is re-rolled."""
    state = advanced_struggle(game, [("a05", 0)])
    state.tokens = [TokenState(key="daszynski", owner=0, holder=0)]
    give_dice(game, state, 0, [("", ["people"]), ("", ["diplomacy"]), ("", ["armed"])])
    assert game.follow(state, 0, f"{REROLL} 2") == "reroll n3"


def test_in_the_final_round_the_table_matches_every_players_dice(game: NiepodleglaGame) -> None:
    """Struggle for Independence in the Final Round: "each player may add dice to the joint missions", and the
    round ends when "they obtain all the symbols required by the final missions": a die of one player is
    used by a joint mission, and of two dice serving it alike the later player's is the one re-rolled, so
    both players never re-roll the die one of them needs."""
    state = new(game, 2)
    state = until(game, state, lambda s: s.round == 5 and s.phase == "allocation")
    state.parts = {k: 5 for k in state.parts}
    state = until(game, state, lambda s: s.round == 6)
    state.levels = {"green": 1, "brown": 1, "consent": 1, "foreign": 1}
    text = "propose missions green=pilsudski brown=dmowski consent=- foreign=- dice pilsudski=3 dmowski=3"
    state.rng = ScriptedRng(0, [0] * 8)
    state = proposer_and_agree(game, state, text).state
    assert state.struggling
    state.dice = []
    give_dice(game, state, 0, [("", ["armed"]), ("", ["people"])])
    give_dice(game, state, 1, [("", ["people"]), ("", ["money"])])
    # green (seat 0's): armed; brown (seat 1's): armed; consent and foreign (joint): people, diplomacy
    assert game.follow(state, 0, f"{REROLL} 2") == "done", "his people die serves the joint mission"
    assert game.follow(state, 1, f"{REROLL} 2") == "reroll n3 n4"
    detail = game.orders(state, 0)[1].detail_in("en")
    assert "every player's dice" in detail


def test_no_order_answers_outside_the_struggle(game: NiepodleglaGame) -> None:
    """A joint decision is nobody's struggle: no order is offered, and none answers."""
    state = new(game, 3)
    assert game.decisions(state)[0].key == "joint.propose.missions"
    assert all(game.orders(state, s) == () for s in range(3))
    assert all(game.follow(state, s, DONE) is None for s in range(3))


# --- the settling of the missions, seat after seat ------------------------------------------------------


def test_a_later_player_chooses_his_completed_missions_while_an_earlier_one_does(game: NiepodleglaGame) -> None:
    """Using Dice and Symbols: "Each die ... may be used at this stage only once" — a player whose dice
    cover either of two missions but not both chooses, and the bot asks them seat after seat. The dice are
    fixed once the struggle is over and nobody's choice touches another's dice or tokens, so the third
    player's choice is offered while the first chooses (the second has nothing to choose), under the mark it
    carries when it opens, with the answers it then has."""
    state = advanced_struggle(game, [("a04", 0), ("a02", 0), ("a06", 1), ("a01", 2), ("a03", 2)], seats=3)
    give_dice(game, state, 0, [("", ["people"]), ("", ["armed"]), ("", ["diplomacy"])])
    give_dice(game, state, 1, [("", ["people", "people"])])
    give_dice(game, state, 2, [("", ["money"]), ("", ["diplomacy"]), ("", ["armed"])])
    state = everyone_done(game, state)
    assert game.decisions(state)[0].key == "ask.complete" and game.decisions(state)[0].seats == (0,)
    assert game.mark(state, 0) == Mark("r1/complete", "s0")
    assert game.ahead_seats(state) == (2,)
    assert game.ahead(state, 1) is None and game.ahead(state, 0) is None
    ahead = preview(game, state, 2)
    assert ahead.decision.key == "ask.complete" and ahead.mark == Mark("r1/complete", "s2")
    previewed = [c.text for c in ahead.decision.forms[2].choices]  # type: ignore[union-attr]
    assert previewed == ["complete a01", "complete a03"]
    queued = game.check_ahead(ahead, "complete a03")
    with pytest.raises(IllegalAction, match="choose one of"):
        game.check_ahead(ahead, "complete a01 a03")
    state = game.apply(state, 0, "complete a02").state
    assert game.mark(state, 2) == ahead.mark
    assert choices(game, state, 2) == previewed
    with pytest.raises(IllegalAction, match="choose one of"):
        game.apply(state, 2, "complete a01 a03")
    settled = after_phase(game.apply(state, 2, queued), "struggle")
    assert settled.completed == ["a02", "a06", "a03"]


# --- the basic rewards, mission after mission -----------------------------------------------------------


def test_the_polish_military_organisation_example_with_a_later_reward_given_ahead(game: NiepodleglaGame) -> None:
    """Additional Bonuses, example: "They may now place two independence tokens: either in the brown-red part
    ... or in the green part ... The green part already contains four tokens. The player decides to ...
    place both tokens in the Russian partition. When a player places the fifth independence token, a new die
    ... By placing the sixth token in one part of the board, the players receive an additional morale
    marker" — replayed with a second mission completed by Dmowski ("Place 1 independence token on one of the
    free spaces in the Russian partition or the Kingdom of Poland, or in the Prussian or Austro-Hungarian
    partition (the player chooses)") and a third by Paderewski, whose token has one place ("Place 1
    independence token on one of the free spaces in the Russian partition"), so it is placed for him and he
    is asked nothing. Missions are rewarded in table order, so Dmowski gives his choice while Piłsudski
    places (and again while the others answer his proposal of the bonus); it is played when his turn comes,
    after the joint bonus."""
    state = rigged_basic(game, [("b01", -1), ("b06", 0), ("b11", 1), ("b07", 2)])
    assert game.board.basic_card("b11").reward.value == "either1"
    assert game.board.basic_card("b07").reward.value == "green1"
    give_dice(game, state, 0, [("", ["armed"]), ("pilsudski", ["portrait"])])
    give_dice(game, state, 1, [("", ["money"]), ("dmowski", ["diplomacy"])])
    give_dice(game, state, 2, [("", ["people"]), ("paderewski", ["money"])])
    state.parts["green"] = 4
    state.levels["green"] = 3
    state = everyone_done(game, state)
    assert game.decisions(state)[0].key == "ask.place" and game.mark(state, 0) == Mark("r1/rewards", "b06")
    assert game.ahead_seats(state) == (1,)
    ahead = preview(game, state, 1)
    assert ahead.decision.key == "ask.place" and ahead.mark == Mark("r1/rewards", "b11")
    assert [c.text for c in ahead.decision.forms[1].choices] == ["place green", "place brown"]  # type: ignore[union-attr]
    queued = game.check_ahead(ahead, "place brown")
    with pytest.raises(IllegalAction):
        game.check_ahead(ahead, "place green green")
    state = game.apply(state, 0, "place green green").state
    assert state.parts["green"] == 6
    assert game.decisions(state)[0].key == "joint.propose.bonus"
    assert game.ahead_seats(state) == (), "everyone may propose the bonus now"
    state = game.apply(state, 1, "propose bonus morale").state
    assert game.ahead_seats(state) == (1,), "Piłsudski (the arbiter) and Paderewski answer the proposal now"
    state = game.apply(state, 0, "agree").state
    assert game.ahead_seats(state) == (0, 1), "Piłsudski has answered: his word as arbiter may come first"
    again = preview(game, state, 1)
    assert again.mark == ahead.mark and again.state.pending == {}, "nobody's answer shows before the reveal"
    morale = state.morale_cap
    state = game.apply(state, 2, "agree").state
    assert state.morale_cap == morale + 1
    assert game.decisions(state)[0].seats == (1,) and game.mark(state, 1) == ahead.mark
    assert choices(game, state, 1) == ["place green", "place brown"]
    state = game.apply(state, 1, queued).state
    assert state.parts["brown"] == 1
    assert game.decisions(state)[0].key == "joint.propose.bonus", "Paderewski's token, the seventh in the green"


# --- the arbiter's word ---------------------------------------------------------------------------------


def test_the_arbiter_gives_his_word_while_the_others_answer(game: NiepodleglaGame) -> None:
    """There Will Be No Independence Without National Consent: "If the players in some case cannot reach
    agreement, the final decision is made by the player who holds Piłsudski's die." Piłsudski proposes the
    missions; while the others answer he may say what he will decide if anyone objects; someone does, and
    his decision opens under the promised mark with the answers previewed."""
    state = new(game, 3)
    default = game.decisions(state)[0].defaults[0]
    state = game.apply(state, 0, default).state
    assert game.ahead_seats(state) == (0,)
    ahead = preview(game, state, 0)
    assert ahead.decision.key == "joint.arbiter.missions"
    assert ahead.decision.prompt.key == "niepodlegla.joint.arbiter_ahead"
    assert ahead.mark == Mark(f"r1/allocation/missions@{state.step}", "arbiter")
    assert game.check_ahead(ahead, "accept") == "accept"
    with pytest.raises(IllegalAction):
        game.check_ahead(ahead, "agree")
    state = game.apply(state, 1, "object").state
    assert game.ahead_seats(state) == (0,)
    state = game.apply(state, 2, "agree").state
    decision = game.decisions(state)[0]
    assert decision.key == "joint.arbiter.missions" and decision.seats == (0,)
    assert game.mark(state, 0) == ahead.mark
    first = decision.forms[0].after(())  # type: ignore[union-attr]
    assert [c.text for c in first.choices] == ["accept", "propose"]
    assert first == ahead.decision.forms[0].after(())  # type: ignore[union-attr]
    assert decision.forms[0].presets == ahead.decision.forms[0].presets  # type: ignore[union-attr]
    state = game.apply(state, 0, "accept").state
    assert state.struggling


def test_without_an_objection_the_arbiters_chain_ends_unasked(game: NiepodleglaGame) -> None:
    """Nobody objects: the proposal is carried out, the arbiter is never asked, and the next decision he faces
    carries another chain (a queue made for his word answers nothing else)."""
    state = new(game, 3)
    state = game.apply(state, 0, game.decisions(state)[0].defaults[0]).state
    promised = preview(game, state, 0).mark
    state = game.apply(state, 1, "agree").state
    state = game.apply(state, 2, "agree").state
    faced = game.mark(state, 0)
    assert faced is not None and faced.chain != promised.chain


def test_the_arbiters_preview_names_no_objector_before_the_answers_are_revealed(game: NiepodleglaGame) -> None:
    """The others answer together; who objected is told when the answers are revealed. Four players: Dmowski
    proposes, Paderewski objects, Piłsudski (the arbiter) agrees: his preview is the arbiter's decision as it
    would open, naming nobody, and the state it is checked in holds no answer."""
    state = new(game, 4)
    state = game.apply(state, 1, game.decisions(state)[0].defaults[1]).state
    assert game.ahead_seats(state) == (), "the arbiter owes his answer first"
    state = game.apply(state, 2, "object").state
    state = game.apply(state, 0, "agree").state
    assert game.ahead_seats(state) == (0,)
    ahead = preview(game, state, 0)
    assert ahead.state.pending == {} and ahead.state.joint is not None and ahead.state.joint.objectors == []
    assert set(ahead.decision.prompt.params) == {"seat", "proposal"}
    assert state.pending == {2: "object", 0: "agree"}, "the real state is untouched"
    state = game.apply(state, 3, "agree").state
    assert game.mark(state, 0) == ahead.mark


# --- the contract, over seeded games where every chain shows --------------------------------------------


@pytest.mark.parametrize(
    ("setup", "seed", "key"),
    [
        (Setup("niepodlegla", 3), 4, "ask.complete"),
        (Setup("niepodlegla", 3), 9, "ask.place"),
        (Setup("niepodlegla", 2, (("version", "advanced"),)), 2, "ask.complete"),
    ],
    ids=["basic_complete", "basic_place", "advanced_complete"],
)
def test_seeded_games_keep_what_the_previews_promise(game: NiepodleglaGame, setup: Setup, seed: int, key: str) -> None:
    """The shared contract (tests/rules/test_ahead_contract.py) over games in which the settling of missions
    and the basic rewards are offered ahead (its seeds show the arbiter only): every previewed answer is legal
    if the turn came now, and the decision that opens carries the promised mark and still takes it."""
    keys: set[str] = set()
    promised: dict[int, tuple[Mark, list[str]]] = {}
    for state in states(game, setup, seed):
        now = owing(game, state)
        for seat in sorted(now):
            faced = game.mark(state, seat)
            kept = promised.pop(seat, None)
            if kept is not None and faced is not None and faced.chain == kept[0].chain:
                assert faced == kept[0]
                for text in kept[1]:
                    game.apply(state, seat, text)  # an answer previewed is still legal when the decision opens
        seats = game.ahead_seats(state)
        assert set(seats) == {s for s in range(state.seats) if game.ahead(state, s) is not None}
        for seat in seats:
            ahead = game.ahead(state, seat)
            assert ahead is not None and seat not in now
            keys.add(ahead.decision.key)
            answers = offered(ahead)
            assert all(game.check_ahead(ahead, t) == str(game.parse(t)) for t in answers)
            if seat not in promised and not ahead.decision.key.startswith("joint."):
                promised[seat] = (ahead.mark, answers)
    assert key in keys
