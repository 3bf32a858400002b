"""The calendar benchmark (``python -m bot bench --calendar``): its clock on hand-made sequences of answers (a
chain of answers in turn, a simultaneous group, a player asked again after his own answer, an answer queued
ahead), and its quick run end to end, whose figures keep their shape and the model's invariants."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.bench.calendar import ANSWER, KEYS, LIVE, QUEUE, SELF, Calendar, Due, Moment, Owed, passes

ROOT = Path(__file__).resolve().parents[2]


def next_due(calendar: Calendar) -> Due:
    due = calendar.pop()
    assert due is not None
    return due


def test_a_chain_of_three_answers_in_turn_is_three_waits_and_nine_hours() -> None:
    calendar = Calendar()
    calendar.observe({0: Owed("build")}, {})
    for seat in range(3):
        due = next_due(calendar)
        assert (due.seat, due.kind) == (seat, ANSWER)
        calendar.act(due, "build")
        calendar.observe({seat + 1: Owed("build")} if seat < 2 else {}, {}, present=seat)
    assert calendar.pop() is None
    assert calendar.now == Moment(9.0, 3)
    assert [c.seat for c in calendar.waited()] == [0, 1, 2]


def test_a_simultaneous_group_is_one_wait_of_eight_hours() -> None:
    calendar = Calendar()
    owing = {seat: Owed("bid", simultaneous=True) for seat in range(3)}
    calendar.observe(owing, {})
    for seat in range(3):
        due = next_due(calendar)
        assert due.seat == seat and due.at == Moment(8.0, 1)
        calendar.act(due, "bid")
        del owing[seat]
        calendar.observe(owing, {}, present=seat)
    assert calendar.pop() is None
    assert calendar.now == Moment(8.0, 1)
    assert len(calendar.waited()) == 1


def test_a_player_asked_again_right_after_his_own_answer_does_not_wait() -> None:
    calendar = Calendar()
    calendar.observe({0: Owed("build")}, {})
    calendar.act(next_due(calendar), "build")
    calendar.observe({0: Owed("recruit")}, {}, present=0)
    again = next_due(calendar)
    assert again.at == Moment(3.0, 1)
    calendar.act(again, "recruit")
    calendar.observe({1: Owed("recruit")}, {}, present=0)  # the next player is pinged: he waits
    assert next_due(calendar).at == Moment(6.0, 2)


def test_a_simultaneous_group_opened_by_one_of_its_seats_waits_for_the_others_only() -> None:
    calendar = Calendar()
    calendar.observe({0: Owed("build")}, {})
    calendar.act(next_due(calendar), "build")
    calendar.observe({seat: Owed("vote", simultaneous=True) for seat in range(3)}, {}, present=0)
    assert [(d.seat, d.at) for d in (next_due(calendar) for _ in range(3))] == [
        (0, Moment(3.0, 1)),
        (1, Moment(11.0, 2)),
        (2, Moment(11.0, 2)),
    ]


def test_an_answer_queued_ahead_and_played_adds_no_wait() -> None:
    calendar = Calendar()
    calendar.observe({0: Owed("build")}, {1: SELF})  # seat 1 was there: he queues at once
    queued = next_due(calendar)
    assert (queued.seat, queued.kind, queued.at) == (1, QUEUE, Moment())
    calendar.observe({0: Owed("build")}, {})  # queueing changes nothing anyone owes
    answer = next_due(calendar)
    assert (answer.seat, answer.at) == (0, Moment(3.0, 1))
    calendar.act(answer, "build")
    played = calendar.follow(1, "build", "queued")  # the table plays seat 1's queued answer at once
    assert played.at == Moment(3.0, 1)
    calendar.observe({2: Owed("build")}, {}, present=0)
    calendar.act(next_due(calendar), "build")
    calendar.observe({}, {})
    assert calendar.now == Moment(6.0, 2)
    assert [(c.seat, c.how) for c in calendar.path()] == [(0, LIVE), (1, "queued"), (2, LIVE)]
    assert [c.seat for c in calendar.waited()] == [0, 2]


def test_an_offer_on_the_live_message_is_taken_up_after_a_wait_and_an_owed_answer_comes_no_later() -> None:
    calendar = Calendar()
    calendar.observe({0: Owed("build")}, {1: "live"})
    first = next_due(calendar)
    assert (first.seat, first.at) == (0, Moment(3.0, 1))  # ties in seat order
    calendar.act(first, "build")
    calendar.observe({1: Owed("build")}, {}, present=0)  # his turn came before he did
    came = next_due(calendar)
    assert (came.seat, came.kind, came.at) == (1, QUEUE, Moment(3.0, 1))
    change = calendar.act(came, "build")
    assert change.parent == 1, "it opened as he came: his answer waited on the answer that opened it, no longer"
    assert calendar.pop() is None, "the answer he owed is given"


def test_passes_are_the_decisions_pass_words() -> None:
    assert passes("pass") and passes("done")
    assert not passes("estate ukraine then pass") and not passes("draw internal")


@pytest.fixture(scope="module")
def quick() -> dict[str, Any]:
    """``python -m bot bench --calendar --quick --json``: one seed of Boże Igrzysko and of Niepodległa."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "bench", "--calendar", "--quick", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    figures: dict[str, Any] = json.loads(done.stdout)["calendar"]
    return figures


def test_the_quick_run_reports_every_figure_of_both_models(quick: dict[str, Any]) -> None:
    assert set(quick) == {"boze", "niepodlegla"}
    for game, models in quick.items():
        assert set(models) == {"live", "ahead"}, game
        for model, figures in models.items():
            assert set(KEYS) <= set(figures), (game, model)
            assert figures["answers"] > 0 and 0 < figures["waits"] <= figures["answers"]
            assert figures["pings_per_owed_decision_max"] >= 1
            assert 1 <= figures["clicks_median"] <= figures["clicks_max"]
            assert 0 <= figures["pass_share"] <= 1 and 0 <= figures["ahead_share"] <= 1


def test_the_quick_run_keeps_the_models_invariants(quick: dict[str, Any]) -> None:
    for game, models in quick.items():
        for model, figures in models.items():
            runs = figures["runs"]
            for run in runs:
                assert run["days"] == pytest.approx(run["hours"] / 24), (game, model)
            assert figures["days"] == pytest.approx(sum(r["hours"] for r in runs) / len(runs) / 24)
            assert figures["waits"] == pytest.approx(sum(r["waits"] for r in runs) / len(runs))
            assert sum(figures["waits_by_key"].values()) == pytest.approx(figures["waits"])
        assert models["live"]["ahead_share"] == 0, game
    assert quick["boze"]["ahead"]["ahead_share"] > 0, "Boże Igrzysko's later players answer ahead through ⏩"
