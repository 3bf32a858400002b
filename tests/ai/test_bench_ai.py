"""``python -m bot bench --ai --json`` prints the figures under the issue's keys (with tiny budgets here:
the shipped levels' strength and speed are what the benchmark itself measures)."""

from __future__ import annotations

import json

import pytest

from bot.bench import ai as bench_ai
from rules.core import ai
from rules.core.ai import Level

TINY = Level("tiny", worlds=1, candidates=2, budget=20, horizon=6)


def test_the_json_has_the_issues_keys(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(ai.LEVELS, "strong", TINY)
    monkeypatch.setitem(ai.LEVELS, "casual", TINY)
    monkeypatch.setattr(bench_ai, "TEAM_BASELINE_GAMES", 2)
    assert bench_ai.main(["--games", "1", "--setups", "boze_3p,niepodlegla_basic_3p", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)["ai"]
    assert set(figures) == {"boze_3p", "niepodlegla_basic_3p"}
    for setup in figures.values():
        for key in ("win_rate_vs_random", "win_rate_vs_defaults", "decision_p95_s", "games_per_minute"):
            assert key in setup, key
        assert 0 <= setup["win_rate_vs_random"] <= 1 and setup["decision_p95_s"] >= 0
    assert "strong_ahead_of_casual" in figures["boze_3p"]
    team = figures["niepodlegla_basic_3p"]
    assert {"team_victory_rate_ai", "team_victory_rate_random", "team_victory_rate_defaults"} <= set(team)
