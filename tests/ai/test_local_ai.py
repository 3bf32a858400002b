"""AI seats at the local table: ``--ai`` plays those seats, ``--random --ai 0`` ends with a winners line,
a bad seat list is refused before anything is created, a record of a game with AI seats replays without
the AI, and a human at the table never reads the AI's sealed answer before the reveal."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pytest

from bot.editions import Editions
from bot.records import export, replay_record
from bot.storage.db import Database
from bot.table import Table
from rules.core import ai
from tests.test_cli import ROOT
from tests.test_cli import run as run_bot

HERE = {"PYTHONPATH": str(ROOT)}
"""This checkout's packages, whichever one is installed."""


def run(*args: str, cwd: Path, stdin: str = "") -> Any:
    return run_bot(*args, cwd=cwd, stdin=stdin, env=HERE)


def test_a_random_game_with_an_ai_seat_ends_with_the_winners_and_replays_without_the_ai(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = run(
        "local", "boze", "--players", "3", "--random", "--ai", "1", "--seed", "2", "--level", "casual", cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert re.fullmatch(r"winners: [0-2]", lines[-1]), lines[-1]
    assert "wins with" in result.stdout

    # The AI's answers are ordinary actions in the log: the record replays to the same end without it.
    def no_ai(*args: Any) -> Any:
        raise AssertionError("a replay ran the AI")

    monkeypatch.setattr(ai, "choose", no_ai)
    monkeypatch.setattr(ai, "brain_for", no_ai)

    async def stored_and_replayed() -> tuple[str, str, set[tuple[int, str]]]:
        database = Database(f"sqlite+aiosqlite:///{tmp_path / 'marszalek-local.db'}")
        await database.open()
        table = Table(database, Editions())
        loaded = await table.load(1)
        record = await export(table, 1)
        who = {(e.seat, e.played_by) for e in await table.log_rows(1)}
        await database.close()
        again = replay_record(Editions(), record)
        return loaded.game.dumps(loaded.state), again.game.dumps(again.states[-1][1]), who

    stored, replayed, who = asyncio.run(stored_and_replayed())
    assert stored == replayed
    assert (1, "ai") in who and not {(s, by) for s, by in who if by == "ai" and s != 1}, "the AI's answers say so"
    assert not {(s, by) for s, by in who if s == 1 and by == "player"}, "seat 1 is the AI's alone"


def test_a_cooperative_game_ends_with_all_or_none(tmp_path: Path) -> None:
    result = run(
        "local", "niepodlegla", "--players", "2", "--random", "--ai", "0", "--seed", "3", "--level", "casual",
        cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] in ("winners: all", "winners: none")


def test_a_seat_that_does_not_exist_is_refused_before_a_game_is_created(tmp_path: Path) -> None:
    for seats in ("7", "1,x"):
        result = run("local", "boze", "--players", "3", "--ai", seats, cwd=tmp_path)
        assert result.returncode == 2
        assert "--ai" in result.stderr and "Traceback" not in result.stderr + result.stdout
    assert not (tmp_path / "marszalek-local.db").exists(), "a refused command creates nothing"


SLOTS = ("prussia", "lithuania", "ukraine", "little", "great", "court")


def test_the_human_never_reads_the_ai_seats_sealed_tokens(tmp_path: Path) -> None:
    """One person (seat 0) against two AI seats: the setup, then the sealed influence tokens of turn 1.
    The AI seats seal theirs first; the human reads only that they have answered until all are revealed."""
    typed = ["estate ukraine"] * 3 + ["tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0", ":quit"]
    result = run(
        "local", "boze", "--players", "3", "--ai", "1,2", "--seed", "4", "--level", "casual",
        cwd=tmp_path, stdin="\n".join(typed) + "\n",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "> seat 1 (AI): estate" in out, "public answers are shown"
    assert "> seat 1 (AI) has answered." in out and "> seat 2 (AI) has answered." in out
    assert not re.search(r"seat [12] \(AI\): tokens", out)
    sealed = out.index("> seat 2 (AI) has answered.")
    revealed = out.index("the answers are revealed", sealed) if "the answers are revealed" in out else len(out)
    before = out[:revealed]
    ai_tokens = re.findall(r"\((?:white|blue)\) revealed: ([^.]*)\.", out[revealed:])
    assert len(ai_tokens) == 2 and not any(t in before for t in ai_tokens), "no AI seat's tokens before the reveal"
    values = [re.findall(r"\d+", t) for t in ai_tokens]
    typed_tokens = {"tokens " + " ".join(f"{k}={v}" for k, v in zip(SLOTS, numbers, strict=True)) for numbers in values}
    assert not any(t in before for t in typed_tokens), "nor as an action's text"
    sealed_notes = re.findall(r"Your sealed answer: ([^.]*)\.", before)
    assert sealed_notes == ["Prussia 5, Lithuania 4, Ukraine 3, Little Poland 2, Great Poland 1, Royal Court 0"], (
        "only the human's own tokens, in words, before the reveal"
    )
    assert not re.search(r"\) revealed:", before), "no seat's tokens are revealed before all are in"
