"""Answering ahead, the games' side (``rules.core.ahead``): over seeded random games of every setup, at every
state, what a game says about the decisions to come holds when they come.

- ``ahead_seats`` lists exactly the seats ``ahead`` gives a decision for, and none of them owes one now;
- an ahead decision is the seat's alone, and every answer its form offers is legal if the turn came now
  (``check_ahead``), in the canonical text the decision would log;
- the next decision a seat faces in the same chain carries the mark ``ahead`` named (a queue answers only the
  decision it was made for), and every seat that owes an in-turn decision of a chain now has its mark;
- the decision after that (``ahead_after``) is the seat's alone, its answers legal if it came now, and the
  decision the seat faces in its chain, once past the next one, carries its mark;
- every standing order a seat may leave is accepted (``check_order``) and answers the decision it faces with a
  legal action or nothing;
- the chains the rulebooks play seat after seat are offered ahead somewhere in these games (``CHAINS``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from bot.editions import Editions
from rules.core.ahead import ORDER, Ahead, Mark
from rules.core.errors import RulesError
from rules.core.forms import random_answer, whole_answers
from rules.core.game import BaseState, Game


@dataclass(frozen=True)
class Setup:
    game: str
    seats: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def name(self) -> str:
        return f"{self.game}_{self.seats}p" + "".join(f"_{v}" for _, v in self.options if v is not True)


SETUPS = [
    Setup("boze", 3),
    Setup("boze", 4),
    Setup("sigismundus", 4, (("short", True),)),
    Setup("sigismundus", 3, (("short", True),)),
    Setup("niepodlegla", 3),
    Setup("niepodlegla", 2, (("version", "advanced"),)),
]

SEEDS = (1, 2)

CHAINS: dict[str, set[str]] = {
    "boze": {
        "setup.estate",
        "noble_clientele.dice",
        "new_estates.build",
        "special_actions.action",
        "private_armies.recruit",
        "magnate_campaigns.campaign",
    },
    "sigismundus": {
        "actions.client",
        "special.action",
        "draw.deck",
        "foreign.influence",
        "sejm.discard",
        "upkeep.keep",
        "setup.office",
        # the Sejm's sealed hands, each given ahead while the one before is under way (rules.sigismundus.sejm_ahead)
        "bribery.ducats",
        "bribery.votes",
        "voting.vote",
        "royal.bid",
        "act.thumbs",
    },
    "niepodlegla": {"joint.arbiter.missions"},
}
"""Decision keys each game offers ahead somewhere in the seeded games (the games fill these in as they support
the chains their rulebooks play seat after seat)."""


AFTER: dict[str, set[str]] = {
    "boze": {"setup.estate", "new_estates.build", "special_actions.action", "private_armies.recruit"},
    "sigismundus": {"actions.client", "bribery.ducats", "bribery.votes", "voting.vote", "royal.bid", "act.thumbs"},
}
"""Decision keys a game offers as the decision after the next one (``ahead_after``) somewhere in these games."""


def game_of(setup: Setup) -> Game[Any]:
    _, game = Editions().current(setup.game)
    return game


def states(game: Game[Any], setup: Setup, seed: int) -> Iterator[BaseState]:
    """Every state of a seeded random game, in order."""
    rng = random.Random(seed)
    state = game.new_game(setup.seats, seed, dict(setup.options)).state
    for _ in range(5000):
        yield state
        if state.finished:
            return
        decision = game.decisions(state)[0]
        seat = rng.choice(decision.waiting_for())
        state = game.apply(state, seat, random_answer(decision.forms[seat], rng.randrange)).state


def owing(game: Game[Any], state: BaseState) -> set[int]:
    return {s for d in game.decisions(state) for s in d.waiting_for()}


def offered(ahead: Ahead) -> list[str]:
    form = ahead.decision.forms[ahead.seat]
    answers = whole_answers(form, limit=40)
    if answers is None:
        rng = random.Random(0)
        answers = [random_answer(form, rng.randrange) for _ in range(5)]
    return answers


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.name)
def test_what_a_game_says_of_the_decisions_to_come_holds_when_they_come(setup: Setup) -> None:
    game = game_of(setup)
    keys: set[str] = set()
    after_keys: set[str] = set()
    for seed in SEEDS:
        promised: dict[int, Mark] = {}
        promised_after: dict[int, tuple[Mark, Mark]] = {}
        for state in states(game, setup, seed):
            now = owing(game, state)
            for seat in sorted(now):
                faced = game.mark(state, seat)
                if faced is None or seat not in promised_after:
                    continue
                first, after = promised_after[seat]
                if faced != first and faced.chain == after.chain:
                    assert faced == after, f"seed {seed}: seat {seat} faces {faced}, promised after {first}: {after}"
                if faced != first:
                    del promised_after[seat]
            # a promise is kept: the next decision a seat faces in the promised chain carries the promised mark
            for seat in sorted(now):
                faced = game.mark(state, seat)
                kept = promised.pop(seat, None)
                if kept is not None and faced is not None and faced.chain == kept.chain:
                    assert faced == kept, f"seed {seed}: seat {seat} faces {faced}, promised {kept}"
            seats = game.ahead_seats(state)
            found = {s: game.ahead(state, s) for s in range(state.seats)}
            assert set(seats) == {s for s, a in found.items() if a is not None}
            assert not set(seats) & now, "a seat that owes a decision now is not offered one ahead"
            for seat in seats:
                ahead = found[seat]
                assert ahead is not None and ahead.seat == seat
                assert ahead.decision.seats == (seat,)
                keys.add(ahead.decision.key)
                for text in offered(ahead):
                    assert game.check_ahead(ahead, text) == str(game.parse(text))
                promised.setdefault(seat, ahead.mark)
                after = game.ahead_after(state, ahead)
                if after is not None:
                    assert after.seat == seat and after.decision.seats == (seat,) and after.mark != ahead.mark
                    after_keys.add(after.decision.key)
                    for text in offered(after):
                        assert game.check_ahead(after, text) == str(game.parse(text))
                    promised_after.setdefault(seat, (ahead.mark, after.mark))
            for seat in range(state.seats):
                for order in game.orders(state, seat):
                    assert order.text.startswith(ORDER)
                    assert game.check_order(state, seat, order.text) == order.text
                    if seat in now:
                        text = game.follow(state, seat, order.text)
                        if text is not None:
                            game.apply(state, seat, text)  # legal: it raises otherwise
    assert CHAINS[setup.game] <= keys, f"never offered ahead: {sorted(CHAINS[setup.game] - keys)}"
    assert AFTER.get(setup.game, set()) <= after_keys, f"never offered after: {AFTER[setup.game] - after_keys}"


@pytest.mark.parametrize("setup", SETUPS[:1], ids=lambda s: s.name)
def test_an_order_that_is_not_offered_is_refused(setup: Setup) -> None:
    game = game_of(setup)
    state = next(states(game, setup, 1))
    for text in ("order:nonsense", "pass", ""):
        with pytest.raises(RulesError):
            game.check_order(state, 0, text)
