"""Phase 8: Scoring — crowned offices, crowned countries with first and second place, ties, the seal."""

from __future__ import annotations

from rules.sigismundus import SigismundusGame, powers
from rules.sigismundus.phases.scoring import country_points
from rules.sigismundus.state import SigismundusState

from .helpers import at_phase, play, said

JOHN, ANDREW, MARY, KATE = 0, 1, 2, 3


def lithuania_first(state: SigismundusState) -> None:
    state.fp_track.remove("lithuania")
    state.fp_track.insert(0, "lithuania")


def test_scoring_example_lithuania_tie_six_points_each_and_the_seal_chosen(sigismundus: SigismundusGame) -> None:
    """Scoring example: "Both John and Kate have 2 House markers on the Grand Duchy of Lithuania field.
    Andrew has one House marker on this field. Andrew doesn't gain any points from this field. The girls
    share the points. The marker of the Grand Duchy of Lithuania is on the first space (8/4 points) of the
    track. There is a tie, which means that both [John] and Kate gain 6 victory points (8+4=12, 12/2=6). The
    Royal Representative – John – chooses Kate to put her House marker on the seal ... The rest of the markers
    on the Grand Duchy of Lithuania field should be removed from the board." (The translation names "Mary
    and Kate" in one sentence; the example's tie is John's and Kate's.)"""
    state = at_phase(sigismundus, "scoring")
    lithuania_first(state)
    assert sigismundus.board.fp_spaces[0].value == [8, 4] and sigismundus.board.fp_spaces[0].status == "rulebook"
    lithuania = state.countries["lithuania"]
    lithuania.crowned = True
    lithuania.markers = [2, 1, 0, 2]
    assert state.tracks["royal"][0] == JOHN, "John is the Royal Representative"
    sigismundus.advance(state)
    assert [p.vp for p in state.players] == [6, 0, 0, 6]
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.tie_seal" and decision.seats == (JOHN,)
    assert [c.text for c in decision.forms[JOHN].choices] == [f"prefer {state.houses[s]}" for s in (JOHN, KATE)]
    state = play(sigismundus, state, JOHN, f"prefer {state.houses[KATE]}")
    lithuania = state.countries["lithuania"]
    assert lithuania.seal == KATE
    assert lithuania.markers == [0, 0, 0, 0] and not lithuania.crowned
    assert powers.seal_bonus(sigismundus.board, state, KATE, "vote") == 1, "from now on Kate gains the bonus"


def test_first_and_second_place_and_a_tie_for_second() -> None:
    """Scoring: "The player with the highest number of House markers on the field gains as many victory points
    as it is written on the board. The second player gains as many victory points as it is written after
    the slash ... Do the same in case of a tie for the second place." """
    assert country_points(8, 4, {0: 3, 1: 1, 2: 0}) == ({0: 8, 1: 4}, [0])
    assert country_points(8, 4, {0: 3, 1: 1, 2: 1}) == ({0: 8, 1: 2, 2: 2}, [0])
    assert country_points(7, 3, {0: 2, 1: 2, 2: 2}) == ({0: 3, 1: 3, 2: 3}, [0, 1, 2])
    assert country_points(8, 4, {0: 0, 1: 0}) == ({}, [])


def test_offices_with_the_crown_score_every_round(sigismundus: SigismundusGame) -> None:
    """Scoring: "Players gain victory points from their offices marked with a coat of arms with the crown." """
    state = at_phase(sigismundus, "scoring")
    state.offices[13].holder = MARY
    state.offices[15].holder = MARY
    state.offices[3].holder = ANDREW
    board = sigismundus.board
    assert powers.prestige(board, state, 15) == 0, "an office without the crown"
    sigismundus.advance(state)
    assert state.players[MARY].vp == powers.prestige(board, state, 13) == 2
    assert state.players[ANDREW].vp == 1


def test_countries_score_from_the_highest_value_and_the_seal_is_replaced(sigismundus: SigismundusGame) -> None:
    """Scoring: "Start with the field with the highest value ... The House marker on the seal does not count
    ... If there already was a House marker on the seal, discard it and put the new one in its place ...
    turn its marker to the side without the crown." """
    state = at_phase(sigismundus, "scoring")
    state.fp_track = ["sweden", "muscovy", "austria", "lithuania", "ottoman", "crimea"]
    for key, markers in (("lithuania", [0, 3, 0, 1]), ("sweden", [1, 0, 0, 0])):
        state.countries[key].crowned = True
        state.countries[key].markers = markers
    state.countries["lithuania"].seal = KATE
    events = sigismundus.advance(state)
    lines = said(sigismundus, state, events)
    order = [
        i for i, line in enumerate(lines) if line.startswith(("Sweden (space 1", "Grand Duchy of Lithuania (space 4"))
    ]
    assert len(order) == 2 and lines[order[0]].startswith("Sweden"), "the first space scores first"
    assert state.players[JOHN].vp == 8
    assert (state.players[ANDREW].vp, state.players[KATE].vp) == (5, 2)
    assert state.countries["lithuania"].seal == ANDREW and state.countries["sweden"].seal == JOHN
    assert not any(c.crowned for c in state.countries.values())


def test_a_country_nobody_is_in_scores_nothing(sigismundus: SigismundusGame) -> None:
    state = at_phase(sigismundus, "scoring")
    state.countries["austria"].crowned = True
    state.countries["austria"].seal = MARY
    sigismundus.advance(state)
    assert all(p.vp == 0 for p in state.players)
    assert state.countries["austria"].seal == MARY and not state.countries["austria"].crowned
