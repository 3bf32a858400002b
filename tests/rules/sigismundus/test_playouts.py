"""Seeded random playouts of whole games, checking the invariants after every action."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.core import serial
from rules.core.errors import RulesError
from rules.core.forms import random_answer
from rules.sigismundus import SigismundusGame
from rules.sigismundus.board import DECKS, UNITS
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import (
    EMPTY,
    SigismundusState,
    clients_left,
    free_markers,
    units_left,
    votes_left,
)

Check = Callable[[SigismundusState, SigismundusState], None]


def playout(
    game: SigismundusGame, seats: int, seed: int, check: Check, short: bool = False
) -> tuple[SigismundusState, list[str]]:
    """Play a whole game with random legal answers; ``check(before, after)`` after each action."""
    picker = random.Random(seed)
    state = game.new_game(seats, seed, {"short": short}).state
    log: list[str] = []
    while not state.finished:
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        assert str(game.parse(text)) == text, "a form's answer is canonical text"
        after = game.apply(state, seat, text).state
        check(state, after)
        log.append(f"{seat}:{text}")
        state = after
    return state, log


def invariants(game: SigismundusGame, *, thorough: bool = True) -> Check:
    """The invariants; ``thorough`` adds, after every action, the JSON round-trip, the legality of every
    default answer and the masked views (otherwise the round-trip is checked every 40 actions)."""
    board = game.board
    totals = {d: sum(c.count.value for c in board.policy if c.deck.value == d) for d in DECKS}
    stand_in = {d: board.cards_of(d)[0] for d in DECKS}
    """Another seat's hand is masked by cards of the same decks: what a view may show is its size."""

    steps = [0]

    def check(before: SigismundusState, after: SigismundusState) -> None:
        steps[0] += 1
        for s, p in enumerate(after.players):
            assert p.ducats >= 0 and p.votes >= 0 and p.vp >= 0, "ducats, votes and points never negative"
            assert free_markers(board, after, s) >= 0, "ten House markers per player"
            assert min(p.units.get(u) for u in UNITS) >= 0 and min(p.host.get(u) for u in UNITS) >= 0
        for unit in UNITS:
            assert units_left(board, after, unit) >= 0, f"no more {unit} than the box holds"
        assert votes_left(board, after) >= 0, "forty votes"
        assert clients_left(board, after) >= 0, "twenty Client tokens"
        for deck in DECKS:
            held = sum(1 for p in after.players for c in p.hand if board.deck_of(c) == deck)
            lying = len(after.pacts) if deck == board.deck_of("pact") else 0
            assert len(after.decks[deck]) + len(after.discards[deck]) + held + lying == totals[deck]
        owned = [f for p in after.players for f in p.figures]
        everywhere = [*after.figure_deck, *after.figures_open, *owned]
        assert len(everywhere) == len(set(everywhere)) <= len(board.figures)
        for line in after.tracks.values():
            assert sorted(s for s in line if s != EMPTY) == list(range(after.seats)), "one marker per space"
        assert sorted(after.fp_track) == sorted(board.country_keys)
        settled = after.round > 1 or after.phase in ("act_of_law", "scoring", "maintaining_the_army")
        if settled and not after.finished:
            assert EMPTY not in after.tracks["royal"][: after.seats], "the Royal Demand ranks every player"
        assert not after.asks or after.asks[0].seat in range(after.seats)
        if thorough or steps[0] % 40 == 0 or after.finished:
            assert serial.loads(SigismundusState, serial.dumps(after)) == after, "state round-trips through JSON"
        decisions = game.decisions(after)
        if thorough:
            for decision in decisions:
                for seat in decision.waiting_for():
                    game.validate(after, seat, decision, game.parse(decision.defaults[seat]))
        if thorough:
            for viewer in [None, *range(after.seats)]:
                masked = serial.clone(after)
                for owner, player in enumerate(masked.players):
                    if owner != viewer:
                        player.hand = sorted(stand_in[board.deck_of(c)] for c in player.hand)
                for owner in masked.pending:
                    if owner != viewer:
                        masked.pending[owner] = "sealed"
                assert game.view(after, viewer) == game.view(masked, viewer), "no other seat's secrets in a view"

    return check


@pytest.mark.parametrize("short", [False, True], ids=["full", "short"])
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_random_games_finish_with_a_result_and_keep_the_invariants(
    sigismundus: SigismundusGame, seats: int, short: bool
) -> None:
    for seed in range(12):
        check = invariants(sigismundus, thorough=seed == 0)
        state, _ = playout(sigismundus, seats, seed, check, short)
        assert state.finished and state.round == (4 if short else 8)
        result = sigismundus.result(state)
        assert result is not None and len(result.standings) == seats and len(result.winners) == 1
        assert [s.score for s in result.standings] == sorted((s.score for s in result.standings), reverse=True)


def test_apply_does_not_mutate_its_input(sigismundus: SigismundusGame) -> None:
    picker = random.Random(3)
    state = sigismundus.new_game(5, 3).state
    while not state.finished:
        snapshot = serial.dumps(state)
        decision = sigismundus.decisions(state)[0]
        seat = decision.waiting_for()[0]
        following = sigismundus.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
        assert serial.dumps(state) == snapshot
        state = following


def test_the_same_seed_and_log_replay_to_the_byte(sigismundus: SigismundusGame) -> None:
    """Replaying the seed and the log gives every checkpoint again, and the final state, to the byte."""
    checkpoints: list[str] = []

    def keep(before: SigismundusState, after: SigismundusState) -> None:
        checkpoints.append(sigismundus.dumps(after))

    final, log = playout(sigismundus, 4, 99, keep)
    state = sigismundus.new_game(4, 99, {"short": False}).state
    for line, checkpoint in zip(log, checkpoints, strict=True):
        seat, text = line.split(":", 1)
        state = sigismundus.apply(state, int(seat), text).state
        assert sigismundus.dumps(state) == checkpoint
    assert sigismundus.dumps(state) == sigismundus.dumps(final)


def test_different_seeds_give_different_games(sigismundus: SigismundusGame) -> None:
    finals = {sigismundus.dumps(playout(sigismundus, 3, seed, lambda before, after: None)[0]) for seed in range(5)}
    assert len(finals) == 5


def test_a_refused_action_changes_nothing(sigismundus: SigismundusGame) -> None:
    """Random typed text, legal or not, never changes the state when refused."""
    picker = random.Random(7)
    state = sigismundus.new_game(4, 7).state
    junk = ["pass", "draw nowhere", "vote 99", "foray zamoyski", "offer -1", "keep host host", "place sweden=9", "x"]
    for _ in range(400):
        if state.finished:
            break
        decision = sigismundus.decisions(state)[0]
        seat = decision.waiting_for()[0]
        snapshot = sigismundus.dumps(state)
        try:
            sigismundus.apply(state, seat, picker.choice(junk))
        except RulesError:
            assert sigismundus.dumps(state) == snapshot
        state = sigismundus.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state


def test_a_step_waits_exactly_when_it_has_decisions(
    sigismundus: SigismundusGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The flow asks each step whether it waits after every action (issue 12: it built every decision, labels
    and all, only to throw them away); a step that answers from the state alone must agree with its decisions."""
    asked: dict[str, int] = {}
    for phase in sigismundus.flow.phases.values():
        own = phase.waits

        def checking(
            state: SigismundusState, phase: Phase = phase, own: Callable[[SigismundusState], bool] = own
        ) -> bool:
            waits = own(state)
            assert waits == bool(phase.decisions(state)), (phase.key, state.round)
            asked[phase.key] = asked.get(phase.key, 0) + 1
            return waits

        monkeypatch.setattr(phase, "waits", checking)
    for seats, seed, short in ((3, 1, True), (4, 2, False), (5, 3, True)):
        state, _ = playout(sigismundus, seats, seed, lambda before, after: None, short)
        assert state.finished
    assert {"setup", "actions", "draw", "special_actions", "maintaining_the_army"} <= set(asked), asked
