"""The board of a phase is the position that phase left, titled with that phase (issue 11: the images were
titled one phase ahead, "Phase 8: Scoring" over the position before scoring)."""

from __future__ import annotations

from rules.core.decision import Event
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import SigismundusState


def boards_of_a_game(game: SigismundusGame, seats: int, seed: int) -> list[tuple[Event, SigismundusState]]:
    """Every board event of a short game played with default answers, with the state it was taken from."""
    transition = game.new_game(seats, seed, {"short": True})
    state = transition.state
    out = [(e, e.board) for e in transition.events if e.kind == "board"]
    while not state.finished:
        decision = game.decisions(state)[0]
        seat = decision.waiting_for()[0]
        transition = game.apply(state, seat, decision.defaults[seat])
        state = transition.state
        out += [(e, e.board) for e in transition.events if e.kind == "board"]
    return out


def test_every_board_is_titled_with_the_phase_that_ended(sigismundus: SigismundusGame) -> None:
    boards = boards_of_a_game(sigismundus, 4, 3)
    keys = [sigismundus.phase_key(board) for _, board in boards]
    names = ["initiative", "income", "draw", "special_actions", "foreign_policy", "actions", "sejm", "scoring"]
    names.append("maintaining_the_army")
    expected = ["0:setup"] + [f"{r}:{p}" for r in range(1, 5) for p in names] + ["4:end_of_game"]
    assert keys == expected, "one board per phase, each keyed by the phase it ends"
    for event, board in boards:
        assert event.msg == sigismundus.headline(board), "the event's title is the headline of the board drawn"
    scoring = next(board for _, board in boards if sigismundus.phase_key(board) == "1:scoring")
    assert scoring.phase == "scoring" and not scoring.scoring, "the Scoring board shows the points scored"
    assert sigismundus.headline(scoring).key == "sigismundus.phase.scoring"
    sejm = next(board for _, board in boards if sigismundus.phase_key(board) == "2:sejm")
    assert sejm.phase == "act_of_law", "the Sejm's board is taken after its last stage"
    last = boards[-1][1]
    assert last.finished and sigismundus.result(last) is not None
