"""``python -m bot bench``: the DESIGN §8 figures, each measured against its floor in the same run.

Machines are noisy, so every comparison interleaves the measured work with its floor and reports
medians and their ratio rather than absolute times alone:

* an engine step (one ``apply``) and a whole random game;
* a player's action end to end through the table service with SQLite (load, apply, durable
  commit, the reply's text) against one bare durable SQLite commit (WAL, ``synchronous=FULL``);
* a board image drawn and encoded against encoding the same canvas alone.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.editions import Editions
from bot.storage.db import Database
from bot.table import Table
from bot.text import say, seat_namer
from rules.core.forms import random_answer
from rules.core.game import Game


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def p95_ms(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000


def engine(game: Game[Any], seats: int, games: int) -> dict[str, float]:
    """Time every apply of ``games`` random games, and each whole game."""
    steps: list[float] = []
    whole: list[float] = []
    for seed in range(games):
        picker = random.Random(seed)
        start_game = time.perf_counter()
        state = game.new_game(seats, seed).state
        while not state.finished:
            decision = game.decisions(state)[0]
            seat = picker.choice(decision.waiting_for())
            text = random_answer(decision.forms[seat], picker.randrange)
            t0 = time.perf_counter()
            state = game.apply(state, seat, text).state
            steps.append(time.perf_counter() - t0)
        whole.append(time.perf_counter() - start_game)
    return {
        "step_median_ms": median_ms(steps),
        "step_p95_ms": p95_ms(steps),
        "game_median_ms": median_ms(whole),
        "steps": len(steps),
    }


def bare_commit(path: Path) -> Callable[[], float]:
    """One durable SQLite commit of a small row, configured like the bot's database."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, body TEXT)")
    counter = iter(range(10**9))

    def commit() -> float:
        t0 = time.perf_counter()
        conn.execute("BEGIN")
        conn.execute("INSERT INTO t (id, body) VALUES (?, ?)", (next(counter), "tokens prussia=1 court=5"))
        conn.execute("COMMIT")
        return time.perf_counter() - t0

    return commit


async def table_actions(folder: Path, games: int) -> dict[str, float]:
    """A player's action through the table service, interleaved with bare durable commits."""
    database = Database(f"sqlite+aiosqlite:///{folder / 'bench.db'}")
    await database.open()
    table = Table(database, Editions())
    floor = bare_commit(folder / "floor.db")
    actions: list[float] = []
    commits: list[float] = []
    try:
        for n in range(games):
            record = await table.create("boze", channel_id=10_000 + n, guild_id=None, user_id=1, name="a")
            await table.join(10_000 + n, 2, "b")
            await table.join(10_000 + n, 3, "c")
            await table.start(10_000 + n, 1, seed=n)
            picker = random.Random(n)
            while True:
                loaded = await table.load(record.id)
                if loaded.state.finished:
                    break
                decision = loaded.decisions()[0]
                seat = picker.choice(decision.waiting_for())
                text = random_answer(decision.forms[seat], picker.randrange)
                user = loaded.record.user_of(seat).user_id
                commits.append(floor())
                t0 = time.perf_counter()
                played = await table.act(record.id, user, text)
                namer = seat_namer(played.game, played.state)
                _reply = [say(e.msg, namer) for e in played.events]
                actions.append(time.perf_counter() - t0)
    finally:
        await database.close()
    return {
        "action_median_ms": median_ms(actions),
        "action_p95_ms": p95_ms(actions),
        "bare_commit_median_ms": median_ms(commits),
        "ratio": median_ms(actions) / median_ms(commits),
        "actions": len(actions),
    }


def render(game: Game[Any], repeats: int) -> dict[str, float]:
    """A board image drawn and encoded, interleaved with encoding the same canvas alone (a busy
    mid-game board: turn 3, the campaigns)."""
    from render.boze import draw, encode_png
    from render.layout import default_layout

    picker = random.Random(5)
    state = game.new_game(4, 5).state
    while state.turn < 3 or state.phase != "magnate_campaigns":
        decision = game.decisions(state)[0]
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
    view = game.view(state, None)
    layout = default_layout()
    canvas = draw(view, layout)
    size = len(encode_png(canvas))
    full: list[float] = []
    encode: list[float] = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        encode_png(draw(view, layout))
        full.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        encode_png(canvas)
        encode.append(time.perf_counter() - t0)
    return {
        "draw_encode_median_ms": median_ms(full),
        "encode_only_median_ms": median_ms(encode),
        "ratio": median_ms(full) / median_ms(encode),
        "png_kb": size / 1024,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    games, table_games, repeats = (2, 1, 5) if args.quick else (60, 8, 40)
    _, game = Editions().current("boze")
    results: dict[str, Any] = {
        "engine_3p": engine(game, 3, games),
        "engine_4p": engine(game, 4, games),
    }
    with tempfile.TemporaryDirectory() as folder:
        results["table"] = asyncio.run(table_actions(Path(folder), table_games))
    results["render"] = render(game, repeats)
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    e3, e4, t, r = results["engine_3p"], results["engine_4p"], results["table"], results["render"]
    rows = [
        ("engine step, 3p", e3["step_median_ms"], f"p95 {e3['step_p95_ms']:.3f} ms ({e3['steps']} steps)"),
        ("engine step, 4p", e4["step_median_ms"], f"p95 {e4['step_p95_ms']:.3f} ms ({e4['steps']} steps)"),
        ("whole random game 3p", e3["game_median_ms"], f"4p: {e4['game_median_ms']:.3f} ms (4 turns, every phase)"),
        ("action via table+SQLite", t["action_median_ms"], f"p95 {t['action_p95_ms']:.3f} ms ({t['actions']} actions)"),
        ("bare durable commit", t["bare_commit_median_ms"], f"action/commit ratio {t['ratio']:.2f}"),
        ("board draw+encode", r["draw_encode_median_ms"], f"{r['png_kb']:.0f} KB PNG"),
        ("encode canvas alone", r["encode_only_median_ms"], f"draw+encode/encode ratio {r['ratio']:.2f}"),
    ]
    print("Marszałek benchmark: Boże Igrzysko (medians; each ratio against its floor measured alongside)")
    for label, value, note in rows:
        print(f"  {label:<26}{value:9.3f} ms   {note}")
    return 0
