"""``python -m bot bench --faults`` (issue: Discord's failures), in its quick mode: one short game under two kinds of
failure, its figures under the keys the issue names, and consistent with each other."""

from __future__ import annotations

import json

import pytest

from bot.bench.faults import KINDS, main

KEYS = {
    "games", "injected", "sent", "recorded", "lost", "doubled", "told_failed_but_recorded",
    "owed_unprompted_after_clear", "tracebacks", "finished_with_standings",
}  # fmt: skip


def test_the_fault_bench_reports_each_kind_under_the_issues_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert len(KINDS) == 14 and {"429_global", "reset_after", "unknown_channel", "slow", "gateway"} <= set(KINDS)
    kinds = ["503", "gateway"]
    argv = ["--json", "--quick", "--game", "niepodlegla"] + [a for kind in kinds for a in ("--kind", kind)]
    assert main(argv) == 0
    figures = json.loads(capsys.readouterr().out)["faults"]
    assert list(figures) == kinds
    for kind, f in figures.items():
        assert set(f) == KEYS, kind
        assert all(isinstance(v, int) and v >= 0 for v in f.values()), kind
        assert f["games"] == 1, "one short game"
        assert f["injected"] > 0, f"{kind}: failures were injected"
        assert 0 < f["recorded"] <= f["sent"], "every recorded answer was sent; some were sent again"
        assert f["lost"] <= f["sent"] and f["doubled"] <= f["recorded"]
        assert f["told_failed_but_recorded"] <= f["recorded"]
        assert f["finished_with_standings"] <= f["games"]
        # the issue's targets, for these kinds (a deleted channel excepted, none is out of reach)
        assert (f["lost"], f["doubled"], f["told_failed_but_recorded"], f["tracebacks"]) == (0, 0, 0, 0), kind
        assert f["owed_unprompted_after_clear"] == 0 and f["finished_with_standings"] == 1, kind
