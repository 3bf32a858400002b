"""What a group reads over a WHOLE game (issue: short messages, no syntax, no internal keys): the three games played
to their end through the Discord layer in English and Polish (``python -m bot bench --table --whole``), every message
within 15 lines and 1,500 characters, no command syntax and no internal key in anything a player reads, one ping per
owed decision."""

from __future__ import annotations

import pytest

from bot.bench.table import measure_whole


@pytest.mark.parametrize("game", ["boze", "sigismundus", "niepodlegla"])
def test_a_whole_game_reads_without_scrolling_syntax_or_internal_keys(game: str) -> None:
    figures = measure_whole([game])
    for key, f in figures.items():
        assert f["over_15_lines"] == 0 and f["max_lines"] <= 15, (key, f["max_lines"])
        assert f["max_chars"] <= 1500, (key, f["max_chars"])
        assert f["syntax_in_text"] == 0, (key, f["syntax_examples"])
        assert f["internal_keys"] == 0, (key, f["internal_examples"])
        assert f["pings_per_owed_decision_max"] <= 1, key
        assert f["messages"] > 100, "a whole game was read"
