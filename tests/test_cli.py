"""The command line: the bot without a token, the local table (random, script, interactive, resume
after the process dies between two actions) and the benchmark's smoke run."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.storage.db import Database
from bot.table import Table
from bot.text import say, seat_namer
from tests.scripts.regenerate import SCRIPTS, Script, build, script

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "scripts" / "boze_opening_3p.txt"


def run(*args: str, cwd: Path, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"} | (env or {})
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], cwd=cwd, input=stdin, capture_output=True, text=True,
        env=environment, timeout=300,
    )  # fmt: skip


def test_without_a_token_the_bot_explains_and_exits_non_zero(tmp_path: Path) -> None:
    result = run(cwd=tmp_path)
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and "python -m bot local boze" in result.stderr
    assert "discord.com/developers" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2)])
def test_a_random_local_game_plays_to_its_result(tmp_path: Path, players: int, seed: int) -> None:
    result = run("local", "boze", "--players", str(players), "--random", "--seed", str(seed), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "— Turn 4 · Phase 16: End of Turn —" in result.stdout and "— End of Game —" in result.stdout
    assert re.search(r"\) wins with \d+ prestige points", result.stdout)
    images = sorted((tmp_path / "boards").glob("*.png"))
    assert len(images) >= 4 * 16, "a board after every phase"
    assert images[-1].name.endswith("end_of_game.png")


def final_state(db: Path) -> str:
    async def read() -> str:
        database = Database(f"sqlite+aiosqlite:///{db}")
        await database.open()
        loaded = await Table(database).load(1)
        await database.close()
        return loaded.game.dumps(loaded.state)

    return asyncio.run(read())


def test_a_script_replays_the_opening_and_the_game_waits_for_the_next_decision(tmp_path: Path) -> None:
    result = run("local", "boze", "--players", "3", "--seed", "5", "--script", str(SCRIPT), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Sapieha (red) wins the mace with a bid of 3 zł" in result.stdout
    assert "— Turn 1 · Phase 7: New Estates —" in result.stdout
    again = tmp_path / "again"
    again.mkdir()
    run("local", "boze", "--players", "3", "--seed", "5", "--script", str(SCRIPT), cwd=again)
    assert final_state(tmp_path / "marszalek-local.db") == final_state(again / "marszalek-local.db")


@pytest.mark.parametrize("entry", SCRIPTS, ids=lambda e: e.name)
def test_a_whole_game_replays_from_a_script_file(tmp_path: Path, entry: Script) -> None:
    """tests/scripts/<game>_*.txt hold whole games; the local table replays each to the end and to
    the same final position as the engine alone."""
    result = run("local", *entry.arguments(), cwd=tmp_path)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr
    game = build(entry.game)
    lines = [line for line in entry.path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    assert lines == script(game, entry), "the shipped script is the seeded game (regenerate.py rewrites it)"
    state = game.new_game(entry.seats, entry.seed, dict(entry.options)).state
    for line in lines:
        seat, action = line.split(" ", 1)
        state = game.apply(state, int(seat), action).state
    assert state.finished
    assert final_state(tmp_path / "marszalek-local.db") == game.dumps(state)
    final = game.result(state)
    assert final is not None
    assert say(final.summary, seat_namer(game, state)) in result.stdout, "the local table printed the result"
    images = sorted((tmp_path / "boards").glob("*.png"))
    assert images[-1].read_bytes() != images[-2].read_bytes(), "the finished board is drawn once, not twice"


def test_a_script_stops_at_the_first_refused_line(tmp_path: Path) -> None:
    script = tmp_path / "bad.txt"
    script.write_text("2 estate ukraine\n2 estate prussia\n0 estate lithuania\n", encoding="utf-8")
    result = run("local", "boze", "--players", "3", "--seed", "5", "--script", str(script), cwd=tmp_path)
    assert result.returncode == 1
    assert f"{script}:2: the script stops here." in result.stdout
    assert "not your decision" in result.stdout


def test_interactive_play_shows_a_secret_only_to_its_seat(tmp_path: Path) -> None:
    lines = [line for line in SCRIPT.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    typed = []
    for line in lines[:10]:
        seat, action = line.split(" ", 1)
        typed += [f":seat {seat}", action]
    typed += [":seat 2", ":view", ":who", ":quit"]
    result = run("local", "boze", "--players", "3", "--seed", "5", cwd=tmp_path, stdin="\n".join(typed) + "\n")
    assert result.returncode == 0, result.stderr
    secret = lines[9].split(" ", 1)[1]
    before, _, after = result.stdout.rpartition("You are now seat 2")
    assert secret in before, "seat 0 is told what it recorded"
    assert secret not in after, "seat 2 does not see seat 0's sealed tokens"
    assert "Sapieha (red) has submitted (1 of 3)" in result.stdout
    assert "Secretly place one influence token" in after


def test_the_process_dies_between_two_actions_and_the_game_resumes_identically(tmp_path: Path) -> None:
    reference = tmp_path / "reference"
    reference.mkdir()
    run("local", "boze", "--players", "3", "--seed", "5", "--script", str(SCRIPT), cwd=reference)

    lines = [line for line in SCRIPT.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    crash = tmp_path / "crash"
    crash.mkdir()
    typed = []
    for line in lines[:11]:
        seat, action = line.split(" ", 1)
        typed += [f":seat {seat}", action]
    environment = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "local", "boze", "--players", "3", "--seed", "5"],
        cwd=crash, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment,
    )  # fmt: skip
    assert process.stdin is not None
    process.stdin.write("\n".join(typed) + "\n")
    process.stdin.flush()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and "has submitted (2 of 3)" not in _peek(crash):
        time.sleep(0.2)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)

    rest = tmp_path / "rest.txt"
    rest.write_text("\n".join(lines[11:]) + "\n", encoding="utf-8")
    result = run("local", "boze", "--resume", "--script", str(rest), cwd=crash)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Resuming local game #1" in result.stdout
    assert final_state(crash / "marszalek-local.db") == final_state(reference / "marszalek-local.db")


def _peek(folder: Path) -> str:
    """How far the killed process got, read from its database (its stdout is a pipe we do not drain)."""
    db = folder / "marszalek-local.db"
    if not db.exists():
        return ""
    import sqlite3

    try:
        conn = sqlite3.connect(db)
        count = conn.execute("SELECT count(*) FROM actions").fetchone()[0]
        conn.close()
    except sqlite3.Error:
        return ""
    return "has submitted (2 of 3)" if count >= 11 else ""


def test_an_unknown_game_is_named_with_the_known_ones(tmp_path: Path) -> None:
    result = run("local", "chess", cwd=tmp_path)
    assert result.returncode == 2 and "Unknown game 'chess'" in result.stderr and "niepodlegla" in result.stderr


def test_the_benchmark_runs(tmp_path: Path) -> None:
    result = run("bench", "--quick", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    for label in ("one apply", "through the table service", "bare durable commit", "drawn and encoded"):
        assert label in result.stdout
    for setup in ("boze_4p", "sigismundus_5p", "niepodlegla_advanced_4p"):
        assert result.stdout.count(setup) >= 2, f"{setup}: the engine and its board are measured"
