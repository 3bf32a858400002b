"""An AI seat decides from its seat's knowledge only (issue 13, Secrets).

For each game, twin states that differ only in what the AI's seat cannot know — another seat's sealed
answer, another hand of the same size, the order of the decks, the RNG's future — must look the same to
that seat (its view is equal), must give the same sampled worlds, and the same decision from the same AI
seed. The twins are checked to differ, so each test would catch a world that copied a hidden fact.
"""

from __future__ import annotations

import random
from typing import Any

from rules.boze import BozeGame
from rules.core import serial
from rules.core.ai import brain_for, choose
from rules.core.decision import Decision
from rules.core.forms import random_answer
from rules.core.game import Game
from rules.core.rng import Rng
from rules.niepodlegla import NiepodleglaGame
from rules.sigismundus import SigismundusGame
from rules.sigismundus.board import DECKS
from tests.ai.conftest import QUICK
from tests.ai.helpers import play_until


def another_answer(decision: Decision, seat: int, first: str) -> str:
    """A legal answer for ``seat`` other than ``first``."""
    picker = random.Random(99)
    for _ in range(200):
        text = random_answer(decision.forms[seat], picker.randrange)
        if text != first:
            return text
    raise AssertionError("the form has one answer")


def assert_same_for(game: Game[Any], one: Any, two: Any, seat: int) -> None:
    """The twins differ, look alike to ``seat``, sample alike, and get the same answer."""
    assert serial.dumps(one) != serial.dumps(two), "the twins must differ in something hidden"
    assert game.view(one, seat) == game.view(two, seat), "the twins must differ only in what the seat cannot see"
    brain = brain_for(game)
    for seed in (1, 2):
        first = brain.determinize(game, one, seat, Rng.from_seed(seed))
        second = brain.determinize(game, two, seat, Rng.from_seed(seed))
        assert serial.dumps(first) == serial.dumps(second), "a sampled world leaked a hidden fact"
    for seed in (3, 4):
        assert choose(game, one, seat, QUICK, seed) == choose(game, two, seat, QUICK, seed)


def test_boze_sealed_tokens_and_the_dice_to_come_are_unknown(boze: BozeGame) -> None:
    state = play_until(boze, 3, 5, lambda s, d: d.key == "noble_clientele.tokens")
    decision = boze.decisions(state)[0]
    other, me = decision.waiting_for()[:2]
    first = random_answer(decision.forms[other], random.Random(1).randrange)
    one = boze.apply(state, other, first).state
    two = boze.apply(state, other, another_answer(decision, other, first)).state
    two.rng = Rng.from_seed(12345)
    assert_same_for(boze, one, two, me)


def test_boze_sealed_bids_are_unknown(boze: BozeGame) -> None:
    for seed in range(40):
        try:
            state = play_until(boze, 3, seed, lambda s, d: d.key == "granting_the_mace.bid" and len(d.seats) > 1)
        except AssertionError:
            continue
        decision = boze.decisions(state)[0]
        other, me = decision.waiting_for()[:2]
        if only_one(decision, other):
            continue
        one = boze.apply(state, other, decision.defaults[other]).state
        two = boze.apply(state, other, another_answer(decision, other, decision.defaults[other])).state
        assert_same_for(boze, one, two, me)
        return
    raise AssertionError("no mace bidding among two players with gold in 40 seeded games")


def only_one(decision: Decision, seat: int) -> bool:
    picker = random.Random(5)
    return len({random_answer(decision.forms[seat], picker.randrange) for _ in range(20)}) == 1


def swap_a_hidden_card(state: Any, board: Any, other: int) -> None:
    """Swap a card of ``other``'s hand with a different card of its deck, and reorder every hidden deck."""
    hand = state.players[other].hand
    for card in hand:
        deck = state.decks[board.deck_of(card)]
        swap = next((c for c in deck if c != card), None)
        if swap is not None:
            hand.remove(card)
            hand.append(swap)
            hand.sort()
            deck[deck.index(swap)] = card
            break
    else:
        raise AssertionError("no card to swap")
    for deck in DECKS:
        state.decks[deck].reverse()
    state.demand_deck.reverse()
    state.figure_deck.reverse()
    state.rng = Rng.from_seed(4242)


def test_sigismundus_other_hands_the_decks_and_the_dice_are_unknown(sigismundus: SigismundusGame) -> None:
    state = play_until(
        sigismundus,
        3,
        8,
        lambda s, d: d.key == "actions.client" and any(p.hand for i, p in enumerate(s.players) if i != d.seats[0]),
    )
    me = sigismundus.decisions(state)[0].seats[0]
    other = next(i for i, p in enumerate(state.players) if i != me and p.hand)
    twin = serial.clone(state)
    swap_a_hidden_card(twin, sigismundus.board, other)
    assert_same_for(sigismundus, state, twin, me)


def test_sigismundus_sealed_votes_are_unknown(sigismundus: SigismundusGame) -> None:
    def sealed(state: Any, decision: Decision) -> bool:
        if not (decision.secret and len(decision.waiting_for()) > 1):
            return False
        return not only_one(decision, decision.waiting_for()[0])

    state = play_until(sigismundus, 3, 11, sealed)
    decision = sigismundus.decisions(state)[0]
    other, me = decision.waiting_for()[:2]
    first = random_answer(decision.forms[other], random.Random(2).randrange)
    one = sigismundus.apply(state, other, first).state
    two = sigismundus.apply(state, other, another_answer(decision, other, first)).state
    if any(p.hand for i, p in enumerate(two.players) if i != me):
        swap_a_hidden_card(two, sigismundus.board, next(i for i, p in enumerate(two.players) if i != me and p.hand))
    assert_same_for(sigismundus, one, two, me)


def test_niepodlegla_the_deck_order_and_the_dice_are_unknown(niepodlegla: NiepodleglaGame) -> None:
    state = play_until(niepodlegla, 3, 4, lambda s, d: d.key == "struggle.act", version="basic")
    me = niepodlegla.decisions(state)[0].waiting_for()[0]
    stage = {c.key: c.stage for c in niepodlegla.board.basic_missions}
    twin = serial.clone(state)
    same = [i for i, key in enumerate(twin.deck) if stage.get(key) == stage.get(twin.deck[0])]
    assert len(same) > 1
    twin.deck[same[0]], twin.deck[same[-1]] = twin.deck[same[-1]], twin.deck[same[0]]
    twin.rng = Rng.from_seed(777)
    assert_same_for(niepodlegla, state, twin, me)


def test_niepodlegla_advanced_decks_are_unknown(niepodlegla: NiepodleglaGame) -> None:
    state = play_until(niepodlegla, 2, 6, lambda s, d: d.key.startswith("joint.propose"), version="advanced")
    me = niepodlegla.decisions(state)[0].waiting_for()[0]
    twin = serial.clone(state)
    threat_deck = {t.key: t.deck for t in niepodlegla.board.threats}
    pair = next(i for i, key in enumerate(twin.threats) if i and threat_deck[key] == threat_deck[twin.threats[0]])
    twin.threats[0], twin.threats[pair] = twin.threats[pair], twin.threats[0]
    twin.finals.reverse()
    twin.rng = Rng.from_seed(31)
    deck_of = {c.key: c.deck for c in niepodlegla.board.advanced_missions}
    first = twin.deck[0]
    swap = next(i for i, key in enumerate(twin.deck) if i and deck_of.get(key) == deck_of.get(first))
    twin.deck[0], twin.deck[swap] = twin.deck[swap], twin.deck[0]
    assert_same_for(niepodlegla, state, twin, me)
