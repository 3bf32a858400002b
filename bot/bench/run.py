"""``python -m bot bench``: the DESIGN §8 figures, each measured against its floor in the same run.

Machines are noisy, so every comparison interleaves the measured work with its floor and reports
medians and their ratio rather than absolute times alone:

* an engine step (one ``apply``) and a whole random game;
* a player's action end to end through the table service with SQLite (load, apply, durable
  commit, the reply's text) against one bare durable SQLite commit (WAL, ``synchronous=FULL``);
* a board image drawn and encoded against encoding the same canvas alone;
* the public history and an undo at the end of a long game, and a restart with 10,000 stored games
  (``bot.bench.load``).
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

from bot.bench import load as bench_load
from bot.discord.app import Collector, quiet_collector
from bot.editions import Editions
from bot.settings import COLLECTOR_SWEEP_S
from bot.storage.db import Database
from bot.table import Table
from bot.words.text import say, seat_namer
from rules.core.forms import random_answer
from rules.core.game import Game


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def p95_ms(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000


SETUPS: dict[str, tuple[str, int, dict[str, Any]]] = {
    "boze_3p": ("boze", 3, {}),
    "boze_4p": ("boze", 4, {}),
    "sigismundus_5p": ("sigismundus", 5, {}),
    "sigismundus_short_3p": ("sigismundus", 3, {"short": True}),
    "niepodlegla_basic_4p": ("niepodlegla", 4, {"version": "basic"}),
    "niepodlegla_advanced_4p": ("niepodlegla", 4, {"version": "advanced"}),
}
"""The games measured: game id, seats and options."""

TABLE_SETUPS = ("boze_3p", "sigismundus_short_3p", "niepodlegla_advanced_4p")
"""The games played through the table service (one setup of each game)."""


def engine(game: Game[Any], seats: int, games: int, options: dict[str, Any] | None = None) -> dict[str, float]:
    """Time every apply of ``games`` random games, and each whole game."""
    steps: list[float] = []
    whole: list[float] = []
    for seed in range(games):
        picker = random.Random(seed)
        start_game = time.perf_counter()
        state = game.new_game(seats, seed, dict(options or {})).state
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
        "steps_per_game": len(steps) / max(1, games),
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


async def table_actions(folder: Path, games: int, setup: str = "boze_3p") -> dict[str, float]:
    """A player's action through the table service, interleaved with bare durable commits."""
    game_id, seats, options = SETUPS[setup]
    database = Database(f"sqlite+aiosqlite:///{folder / f'bench-{setup}.db'}")
    await database.open()
    table = Table(database, Editions())
    floor = bare_commit(folder / f"floor-{setup}.db")
    actions: list[float] = []
    commits: list[float] = []
    try:
        for n in range(games):
            channel = 10_000 + n
            record = await table.create(
                game_id, channel_id=channel, guild_id=None, user_id=1, name="a", options=options
            )
            for user in range(2, seats + 1):
                await table.join(channel, user, f"p{user}")
            await table.start(channel, 1, seed=n)
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


def midgame(game: Game[Any], seats: int, options: dict[str, Any]) -> Any:
    """A busy board: the public view two thirds into a seeded random game."""

    def play(limit: int | None) -> tuple[Any, int]:
        picker = random.Random(5)
        state = game.new_game(seats, 5, dict(options)).state
        steps = 0
        while not state.finished and (limit is None or steps < limit):
            decision = game.decisions(state)[0]
            seat = decision.waiting_for()[0]
            state = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
            steps += 1
        return state, steps

    _, total = play(None)
    return game.view(play(total * 2 // 3)[0], None)


def render(game: Game[Any], repeats: int, setup: str = "boze_4p") -> dict[str, float]:
    """A board image drawn and encoded, interleaved with encoding the same canvas alone (a busy
    mid-game board)."""
    import importlib

    from bot.images import RENDERERS

    game_id, seats, options = SETUPS[setup]
    renderer = importlib.import_module(RENDERERS[game_id])
    draw, encode_png = renderer.draw, renderer.encode_png
    view = midgame(game, seats, options)
    layout = renderer.default_layout()
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
    if "--load" in argv:
        from bot.bench.load import main as load

        return load(argv)
    if "--ai" in argv:
        from bot.bench.ai import main as bench_ai

        return bench_ai([a for a in argv if a != "--ai"])
    if "--faults" in argv:  # when Discord fails, the table doesn't: bot/bench/faults.py
        from bot.bench.faults import main as faults

        return faults([a for a in argv if a != "--faults"])
    if "--table" in argv:  # the table's voice on Discord: bot/bench/table.py
        from bot.bench.table import main as table_voice

        return table_voice([a for a in argv if a != "--table"])
    if "--calendar" in argv:  # whole games on a simulated calendar, answering live or ahead: bot/bench/calendar.py
        from bot.bench.calendar import main as calendar

        return calendar([a for a in argv if a != "--calendar"])
    parser = argparse.ArgumentParser(prog="python -m bot bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--stored", type=int, default=None, help="stored games for the restart figures (default 10,000; 1,000 quick)"
    )
    args = parser.parse_args(argv)
    games, table_games, repeats = (1, 1, 3) if args.quick else (30, 4, 30)
    stored = args.stored or (1_000 if args.quick else 10_000)
    editions = Editions()
    built = {game_id: editions.current(game_id)[1] for game_id in ("boze", "sigismundus", "niepodlegla")}
    results: dict[str, Any] = {"engine": {}, "table": {}, "render": {}}
    for setup, (game_id, seats, options) in SETUPS.items():
        results["engine"][setup] = engine(built[game_id], seats, games, options)
    # the table, the history and the restart under the running bot's collector (set aside what survives a young
    # collection, sweep now and then), not Python's default one walking the engine runs' leftovers: a full
    # collection of those (0.6-0.8 s) fell inside the cold undo
    quiet_collector()
    collector = Collector(COLLECTOR_SWEEP_S)
    collector.install()
    collector.sweep()
    try:
        with tempfile.TemporaryDirectory() as folder:
            for setup in TABLE_SETUPS:
                results["table"][setup] = asyncio.run(table_actions(Path(folder), table_games, setup))
            results["history"] = asyncio.run(bench_load.history_and_undo(Path(folder)))
            results["restart"] = bench_load.restart(Path(folder), stored)
    finally:
        collector.uninstall()
    for setup in ("boze_4p", "sigismundus_5p", "niepodlegla_advanced_4p"):
        results["render"][setup] = render(built[SETUPS[setup][0]], repeats, setup)
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print("Marszałek benchmark (medians; each ratio against its floor measured alongside)")
    print("  engine: one apply, and a whole random game")
    for setup, e in results["engine"].items():
        print(
            f"    {setup:<26} step {e['step_median_ms']:7.3f} ms  p95 {e['step_p95_ms']:7.3f} ms  "
            f"whole game {e['game_median_ms']:9.1f} ms  ({e['steps_per_game']:.0f} steps per game)"
        )
    print("  a player's action through the table service and SQLite, against one bare durable commit")
    for setup, t in results["table"].items():
        print(
            f"    {setup:<26} action {t['action_median_ms']:7.3f} ms  p95 {t['action_p95_ms']:7.3f} ms  "
            f"commit {t['bare_commit_median_ms']:6.3f} ms  ratio {t['ratio']:5.2f}  ({t['actions']} actions)"
        )
    h = results["history"]
    print(f"  at the end of a whole 5-player Sigismundus game ({h['actions']:.0f} log entries), target < 50 ms")
    print(
        f"    /game log  {h['log_warm_ms']:7.1f} ms  (cold, after a restart: {h['log_cold_ms']:7.1f} ms)  "
        f"undo  {h['undo_warm_ms']:7.1f} ms  (cold: {h['undo_cold_ms']:7.1f} ms)"
    )
    r = results["restart"]
    print(f"  a restart with {r['games']:,} stored games ({r['timed']:,} timed; {r['db_mb']:.0f} MB)")
    print(
        f"    ready for actions {r['ready_s']:5.2f} s (target < 2)  first scheduler pass done "
        f"{r['first_scheduler_pass_s']:5.2f} s (target < 3; {r['due']} reminders and deadlines due, "
        f"{r['per_due_ms']:.0f} ms each)"
    )
    print(
        f"    a scheduler pass {r['scheduler_pass_ms']:6.2f} ms (target < 50)  first action after the restart "
        f"{r['first_action_ms']:6.1f} ms"
    )
    print("  a mid-game board image drawn and encoded, against encoding the same canvas alone")
    for setup, r in results["render"].items():
        print(
            f"    {setup:<26} draw+encode {r['draw_encode_median_ms']:7.1f} ms  "
            f"encode {r['encode_only_median_ms']:6.1f} ms  ratio {r['ratio']:5.2f}  ({r['png_kb']:.0f} KB PNG)"
        )
    return 0
