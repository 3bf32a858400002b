"""The channel's short account of each phase (issue 10, the table's voice): at most six lines, a headline
per player of what changed for him and the totals, in both languages, from the two states alone."""

from __future__ import annotations

import random

import pytest

from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE, Msg
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState

from .helpers import after_phase
from .test_outlook import three_missions
from .test_playouts import rig_final


def said(game: NiepodleglaGame, state: NiepodleglaState, line: Msg, lang: str = "en") -> str:
    return CATALOGUE.format(line, lambda seat: game.seat_name_in(state, seat, lang), lang)


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_every_phase_reports_in_at_most_six_lines(game: NiepodleglaGame, version: str, seats: int) -> None:
    picker = random.Random(seats)
    transition = game.new_game(seats, 40 + seats, {"version": version, "challenges": True})
    state = before = transition.state
    reported = set()
    events = list(transition.events)
    for _ in range(3000):
        chunk = []
        for event in events:
            if event.kind != "board":
                chunk.append(event)
                continue
            after = event.board
            lines = game.phase_report(before, after, chunk)
            assert lines is not None and 1 <= len(lines) <= 6, (after.phase, lines)
            for line in lines:
                for lang in ("en", "pl"):
                    text = said(game, after, line, lang)
                    assert text and "{" not in text and "=" not in text and "`" not in text, (after.phase, text)
                    assert len(text) <= 400, text
            reported.add(after.phase)
            before, chunk = after, []
        if state.finished:
            break
        state = rig_final(state)
        decision = game.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        transition = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange))
        state, events = transition.state, transition.events
    wanted = {"setup", "allocation", "struggle"}
    wanted |= {"rewards", "housekeeping"} if version == "basic" else {"negative", "morale_check", "positive"}
    assert wanted <= reported


def test_the_struggle_report_names_what_each_player_completed_and_what_failed(game: NiepodleglaGame) -> None:
    """After ``complete b01 b12`` (issue 11): B-01 and B-12 are completed, B-10 fails, in one line."""
    state = three_missions(game)
    before = state
    state = game.apply(state, 1, "done").state
    state = game.apply(state, 0, "done").state
    transition = game.apply(state, 0, "complete b01 b12")
    after = after_phase(transition, "struggle")
    lines = game.phase_report(before, after, [e for e in transition.events if e.kind != "board"])
    assert lines is not None
    assert said(game, after, lines[0]) == "Piłsudski: completes B-01, B-12; B-10 fails"
    assert said(game, after, lines[0], "pl") == "Piłsudski: wykonuje B-01, B-12; nie udaje się B-10"
    rewards = after_phase(transition, "rewards")
    lines = game.phase_report(after, rewards, [])
    assert lines is not None
    texts = [said(game, rewards, line) for line in lines]
    assert texts[0] == "Piłsudski: B-01, B-12 → 2 independence tokens"
    assert texts[1].startswith("Independence tokens: Russian 1/5 (+1), Prussian–Austrian 1/5 (+1)")
