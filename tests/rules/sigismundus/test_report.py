"""The channel's short account of a phase that ran by itself (issue 10): at most six lines, a headline with
the totals and a line per house of what changed for it, built from public facts only."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Sequence

from rules.core.decision import Event
from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE, Msg
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import SigismundusState

from .helpers import at_phase

JOHN, MARY, KATE, ANDREW = 0, 1, 2, 3


def text(lines: Sequence[Msg] | None, lang: str = "en") -> list[str]:
    assert lines is not None
    return [CATALOGUE.format(line, lambda s: f"<seat {s}>", lang) for line in lines]


def segments(
    before: SigismundusState, after: SigismundusState, events: Sequence[Event]
) -> Iterator[tuple[SigismundusState, SigismundusState, list[Event]]]:
    """The stretches of one step as the table reports them: up to each phase's board, then the rest."""
    start, stretch = before, []
    for event in events:
        if event.kind == "board":
            yield start, event.board, stretch
            start, stretch = event.board, []
        else:
            stretch.append(event)
    if stretch:
        yield start, after, stretch


def reports(
    game: SigismundusGame, seats: int, seed: int
) -> Iterator[tuple[SigismundusState, SigismundusState, list[Event]]]:
    state = game.new_game(seats, seed, {"short": True}).state
    below = random.Random(seed).randrange
    while not state.finished:
        decision = game.decisions(state)[0]
        seat = decision.waiting_for()[0]
        transition = game.apply(state, seat, random_answer(decision.forms[seat], below))
        yield from segments(state, transition.state, transition.events)
        state = transition.state


def test_income_reports_each_house_and_the_total(sigismundus: SigismundusGame) -> None:
    """Income: "Each player gains 2 ducats, plus the value of income from one chosen Senatorial Office"."""
    state = at_phase(sigismundus, "income")
    before = copy.deepcopy(state)
    state.offices[3].holder = MARY
    before.offices[3].holder = MARY
    events = sigismundus.advance(state)
    board = next(e.board for e in events if e.kind == "board")
    events = events[: next(i for i, e in enumerate(events) if e.kind == "board")]
    lines = text(sigismundus.phase_report(before, board, events))
    houses = [sigismundus.board.house(h).title for h in state.houses]
    assert lines[0] == "Income: 12 ducats paid"
    assert lines[1:] == [
        f"{houses[JOHN]}: +2 ducats → 2.",
        f"{houses[MARY]}: +6 ducats → 6.",
        f"{houses[KATE]}: +2 ducats → 2.",
        f"{houses[ANDREW]}: +2 ducats → 2.",
    ]
    polish = text(sigismundus.phase_report(before, board, events), "pl")
    assert polish[0] == "Dochód: wypłacono 12 dukatów" and polish[2] == f"{houses[MARY]}: +6 dukatów → 6."


def test_scoring_reports_the_countries_and_the_points(sigismundus: SigismundusGame) -> None:
    """Scoring: the crowned countries and what each house gained, the seal taken."""
    state = at_phase(sigismundus, "scoring")
    key = state.fp_track[0]
    state.countries[key].crowned = True
    state.countries[key].markers = [2, 1, 0, 0]
    before = copy.deepcopy(state)
    events = sigismundus.advance(state)
    board = next(e.board for e in events if e.kind == "board")
    scoring = events[: next(i for i, e in enumerate(events) if e.kind == "board")]
    lines = text(sigismundus.phase_report(before, board, scoring))
    country = sigismundus.board.country(key).title
    houses = [sigismundus.board.house(h).title for h in state.houses]
    assert lines[0] == f"Scoring: {country} 8/4"
    assert lines[1] == f"{houses[JOHN]}: +8 VP → 8, takes the seal of {country}."
    assert lines[2] == f"{houses[MARY]}: +4 VP → 4."
    assert len(lines) == 3, "a house that gained nothing has no line"


def test_every_report_is_short_and_says_houses_not_players(sigismundus: SigismundusGame) -> None:
    count = 0
    for seats, seed in ((5, 4), (3, 6)):
        for before, after, events in reports(sigismundus, seats, seed):
            lines = sigismundus.phase_report(before, after, events)
            if lines is None:
                continue
            count += 1
            assert 1 <= len(lines) <= 6
            for lang in ("en", "pl"):
                for line in text(lines, lang):
                    assert "<seat" not in line, "houses are named by their title, never as a player's mention"
                    assert "{" not in line and len(line) <= 200, line
    assert count > 100


def twin(state: SigismundusState) -> SigismundusState:
    """The same table with every hand holding other cards (as many as before) and other sealed amounts."""
    other = copy.deepcopy(state)
    for player in other.players:
        player.hand = sorted("foray" if card != "foray" else "raft" for card in player.hand)
    for seat, answer in list(other.pending.items()):
        verb, _, amount = answer.partition(" ")
        other.pending[seat] = f"{verb} 0" if amount.isdigit() else answer
    return other


def test_a_report_tells_nothing_of_hands_or_sealed_answers(sigismundus: SigismundusGame) -> None:
    """The report of a stretch is the same whatever the hands hold or the sealed answers say, and private
    events (a card drawn, a card taken by the court) change nothing in it."""
    checked = 0
    for before, after, events in reports(sigismundus, 4, 11):
        lines = sigismundus.phase_report(before, after, events)
        if lines is None:
            continue
        public = [e for e in events if e.to is None]
        same = sigismundus.phase_report(twin(before), twin(after), public)
        assert same is not None
        for lang in ("en", "pl"):
            assert text(lines, lang) == text(same, lang)
        checked += 1
    assert checked > 50
