"""The store at scale: a restart with 10,000 stored games, the scheduler's pass over them, and the public
history and undo at the end of a long game (issue 12, "Measure"; DESIGN §8: work that grows with the number
of games is one indexed query; work that grows with a game's length never runs on a click).

* ``restart``: a database of stored games (a mix of the three games: lobbies, running games with and without
  a pace, finished games; about half are timed, the bot having been away for ``DOWNTIME``), then a new bot
  process (the real one, logged in against the fake Discord): ``ready_s`` from spawning the process until it
  could take an action, ``first_scheduler_pass_s`` until its first scheduler pass is done (every reminder and
  default that fell due while it was away sent: ``due`` of them), ``scheduler_pass_ms`` one more pass (the
  steady state: nothing due) and ``first_action_ms`` the first action after the restart (its game loaded cold).
* ``history``: a whole 5-player Sigismundus Augustus game through the table service; at its last action, the
  public history (``/game log``) and an undo of its player's own last action, each warm (the game in memory)
  and cold (right after a restart).
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import bot
from bot.editions import Editions
from bot.storage.db import Database
from bot.table import Table
from rules.core.forms import random_answer
from rules.core.game import OptionValue

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
DOWNTIME = timedelta(minutes=1)
"""How long the bot was away before the restart measured, as for a deploy (what fell due meanwhile is due at
once: each due reminder or deadline costs a game's load, its messages and its write; ``per_due_ms`` says how
much, so a longer absence can be reckoned)."""
PACES = (60, 6 * 60, 24 * 60, 3 * 24 * 60, 7 * 24 * 60)
"""Paces of the timed stored games, in minutes."""


async def play(table: Table, game_id: int, picker: random.Random, stop: int | None = None) -> int:
    """Random legal answers until the game ends (or ``stop`` actions); returns the actions played."""
    played = 0
    while stop is None or played < stop:
        loaded = await table.load(game_id)
        if loaded.state.finished:
            break
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        user = loaded.record.user_of(seat).user_id
        await table.act(game_id, user, random_answer(decision.forms[seat], picker.randrange))
        played += 1
    return played


async def templates(table: Table) -> list[int]:
    """A few real games at telling points, made through the table service: a lobby, running games early and
    late, finished games; of each of the three games."""
    setups: list[tuple[str, int, dict[str, OptionValue]]] = [
        ("boze", 3, {}), ("sigismundus", 4, {"short": True}), ("niepodlegla", 3, {"version": "basic"}),
    ]  # fmt: skip
    ids = []
    channel = 1
    for n, (game, seats, options) in enumerate(setups):
        for stage in ("lobby", "early", "late", "finished"):
            record = await table.create(
                game, channel_id=channel, guild_id=9, user_id=1, name="p1", options=options, pace_minutes=24 * 60
            )
            for user in range(2, seats + 1):
                await table.join(channel, user, f"p{user}")
            channel += 1
            ids.append(record.id)
            if stage == "lobby":
                continue
            await table.start(channel - 1, 1, seed=n)
            picker = random.Random(n)
            await play(table, record.id, picker, {"early": 20, "late": 120, "finished": None}[stage])
    return ids


def clone(path: Path, template_ids: list[int], games: int, seed: int = 1) -> dict[str, int]:
    """Copy the template games until ``games`` are stored; spread the timed ones' deadlines as a running bot
    would have left them ``DOWNTIME`` ago. Plain SQL over whatever columns the schema has."""
    picker = random.Random(seed)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous=OFF")
    columns = {t: [r[1] for r in conn.execute(f"PRAGMA table_info({t})")] for t in ("games", "seats", "actions")}
    children = [t for t in ("seats", "actions", "checkpoints", "history") if _has(conn, t)]
    for t in children:
        columns[t] = [r[1] for r in conn.execute(f"PRAGMA table_info({t})")]
    statuses = dict(conn.execute("SELECT id, status FROM games"))
    game_columns = [c for c in columns["games"] if c != "id"]
    conn.execute("BEGIN")
    next_id = conn.execute("SELECT MAX(id) FROM games").fetchone()[0] + 1
    channel = 1_000_000
    timed = 0
    while next_id <= games:
        template = template_ids[next_id % len(template_ids)]
        select = ", ".join(":channel" if c == "channel_id" else c for c in game_columns)
        conn.execute(
            f"INSERT INTO games (id, {', '.join(game_columns)}) SELECT :id, {select} FROM games WHERE id = :t",
            {"id": next_id, "channel": channel, "t": template},
        )
        for t in children:
            cols = [c for c in columns[t] if c != "game_id"]
            picked = ", ".join("NULL" if c == "interaction_id" else c for c in cols)
            conn.execute(
                f"INSERT INTO {t} (game_id, {', '.join(cols)}) SELECT :id, {picked} FROM {t} WHERE game_id = :t",
                {"id": next_id, "t": template},
            )
        if statuses[template] == "active" and picker.random() < 0.8:
            timed += 1
            _spread(conn, next_id, picker, "wake_at" in game_columns)
        elif statuses[template] == "active":
            conn.execute(
                "UPDATE games SET pace_minutes = NULL, deadline_at = NULL, deadline_step = NULL"
                + (", wake_at = NULL" if "wake_at" in game_columns else "")
                + " WHERE id = :id",
                {"id": next_id},
            )
        next_id += 1
        channel += 1
    conn.execute("COMMIT")
    conn.close()
    return {"games": games, "timed": timed}


def sqlite_moment(moment: datetime) -> str:
    """A time as the database stores it on SQLite (UTC text)."""
    moment = moment.astimezone(UTC)
    return f"{moment:%Y-%m-%d %H:%M:%S}.{moment.microsecond:06d}"


def _chosen(entry: Any) -> bool:
    """An action its player chose (not a default, not forced, not an undo entry)."""
    by = getattr(entry, "played_by", "default" if getattr(entry, "by_default", False) else "player")
    return by == "player" and entry.undoes is None


def _has(conn: sqlite3.Connection, table: str) -> bool:
    return (
        conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :t", {"t": table}).fetchone()
        is not None
    )


def _spread(conn: sqlite3.Connection, game_id: int, picker: random.Random, wake: bool) -> None:
    """A timed game's deadline somewhere in its pace, its reminders sent as they fell due until the bot went
    away ``DOWNTIME`` ago."""
    pace = timedelta(minutes=picker.choice(PACES))
    deadline = NOW - DOWNTIME + pace * picker.random()
    half, soon = deadline - pace / 2, deadline - min(pace / 4, timedelta(hours=2))
    away = NOW - DOWNTIME
    reminders = 2 if away >= soon else 1 if away >= half else 0
    moment = (half, soon, deadline)[reminders]
    conn.execute(
        "UPDATE games SET pace_minutes = :pace, deadline_at = :deadline, reminders = :reminders"
        + (", wake_at = :wake" if wake else "")
        + " WHERE id = :id",
        {"pace": int(pace.total_seconds() // 60), "deadline": sqlite_moment(deadline), "reminders": reminders,
         "wake": sqlite_moment(moment), "id": game_id},
    )  # fmt: skip


async def store(folder: Path, games: int) -> tuple[Path, dict[str, int]]:
    """A database of ``games`` stored games (the templates made by the table, the rest copied)."""
    path = folder / f"restart-{games}.db"
    database = Database(f"sqlite+aiosqlite:///{path}")
    await database.open()
    table = Table(database, Editions())
    table.clock = lambda: NOW - DOWNTIME - timedelta(days=1)
    try:
        ids = await templates(table)
    finally:
        await database.close()
    info = clone(path, ids, games)
    return path, info


CHILD = """
import asyncio, sys, time, json
started = float(sys.argv[2])
async def main():
    from datetime import datetime
    from bot.fake_discord import Harness
    harness = await Harness.start("sqlite+aiosqlite:///" + sys.argv[1], seed=None)
    ready = time.time() - started
    now = datetime.fromisoformat(sys.argv[3])
    table = harness.bot.table
    table.clock = lambda: now
    try:
        due = len(await table.due(limit=100_000))
    except TypeError:  # a table from before the scheduler's index: one pass over everything
        due = len(await table.due())
    t0 = time.time()
    harness.bot.scheduler.start()  # as on connecting: build the live editions, then the first pass
    await harness.bot.scheduler.caught_up.wait()
    await harness.bot.drain()
    first_pass = time.time() - started
    first_only = time.time() - t0
    passes = []
    for _ in range(5):
        t1 = time.perf_counter()
        await harness.bot.scheduler.run_due()
        await table.next_wakeup()
        passes.append(time.perf_counter() - t1)
    game_id = int(sys.argv[4])
    t2 = time.perf_counter()
    loaded = await table.load(game_id)
    decision = loaded.decisions()[0]
    seat = decision.waiting_for()[0]
    await table.act(game_id, loaded.record.user_of(seat).user_id, decision.defaults[seat])
    first_action = time.perf_counter() - t2
    harness.bot.scheduler.stop()
    print(json.dumps({"ready_s": ready, "first_scheduler_pass_s": first_pass, "first_pass_only_s": first_only,
                      "due": due, "per_due_ms": first_only * 1000 / max(1, due),
                      "scheduler_pass_ms": sorted(passes)[len(passes) // 2] * 1000,
                      "first_action_ms": first_action * 1000}))
    await harness.stop()
asyncio.run(main())
"""


def restart(folder: Path, games: int = 10_000) -> dict[str, Any]:
    """Seed ``games`` stored games, then time a new bot process from spawn to ready and through its first
    scheduler pass."""
    t0 = time.perf_counter()
    path, info = asyncio.run(store(folder, games))
    seeded = time.perf_counter() - t0
    conn = sqlite3.connect(path)
    active = conn.execute("SELECT MIN(id) FROM games WHERE status = 'active' AND pace_minutes IS NULL").fetchone()[0]
    conn.close()
    started = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), repr(started), NOW.isoformat(), str(active)],
        capture_output=True, text=True, check=True, cwd=Path(bot.__file__).resolve().parents[1],
    )  # fmt: skip
    figures: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return {"games": games, **figures, "timed": info["timed"], "seed_s": seeded, "db_mb": path.stat().st_size / 2**20}


async def history_and_undo(folder: Path, seed: int = 2) -> dict[str, float]:
    """A whole 5-player Sigismundus game through the table, then at its last player's action: the public
    history and an undo of that action, warm and cold."""
    from bot.records import history

    path = folder / "history.db"
    database = Database(f"sqlite+aiosqlite:///{path}")
    await database.open()
    try:
        table = Table(database, Editions())
        record = await table.create("sigismundus", channel_id=1, guild_id=9, user_id=1, name="p1")
        for user in range(2, 6):
            await table.join(1, user, f"p{user}")
        await table.start(1, 1, seed=seed)
        total = await play(table, record.id, random.Random(seed))
        # the same game again, stopped before its last action, so that an undo is still possible
        again = await table.create("sigismundus", channel_id=2, guild_id=9, user_id=1, name="p1")
        for user in range(2, 6):
            await table.join(2, user, f"p{user}")
        await table.start(2, 1, seed=seed)
        log = await table.log_rows(record.id)
        chosen = [e for e in log if _chosen(e)]
        await play(table, again.id, random.Random(seed), len(chosen) - 1)
        figures = {"actions": float(len(log))}
        for temperature in ("warm", "cold"):
            if temperature == "cold":
                table = Table(database, Editions())
            t0 = time.perf_counter()
            lines = await history(table, record.id)
            figures[f"log_{temperature}_ms"] = (time.perf_counter() - t0) * 1000
            figures["log_lines"] = float(len(lines))
        for temperature in ("warm", "cold"):
            if temperature == "cold":
                table = Table(database, Editions())
            loaded = await table.load(again.id)
            last = [e for e in await table.log_rows(again.id) if _chosen(e)][-1]
            user = loaded.record.user_of(last.seat).user_id
            t0 = time.perf_counter()
            done, current = await table.undo(again.id, user)
            if done is None:
                for other in current.vote["needed"] if current.vote else []:
                    if other != user:
                        _, current, done = await table.vote(again.id, other, True)
            figures[f"undo_{temperature}_ms"] = (time.perf_counter() - t0) * 1000
            assert done is not None, "the undo went through"
            if temperature == "warm":
                await play(table, again.id, random.Random(seed + 1), 1)
        figures["total_actions"] = float(total)
        return figures
    finally:
        await database.close()
