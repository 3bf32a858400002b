"""The load and scale benchmarks (issue 12, "Measure"; DESIGN §8: work that grows with the number of games is one
indexed query; work that grows with a game's length never runs on a click).

``python -m bot bench`` takes ``restart`` and ``history`` from here; ``python -m bot bench --load`` runs
:func:`main`: live games acting at a rate through the whole Discord path, then the restart.

* ``restart``: a database of stored games (a mix of the three games: lobbies, running games with and without
  a pace, finished games; about half are timed, the bot having been away for ``DOWNTIME``), then a new bot
  process (the real one, logged in against the fake Discord): ``ready_s`` from spawning the process until it
  could take an action, ``first_scheduler_pass_s`` until its first scheduler pass is done (every reminder and
  default that fell due while it was away sent: ``due`` of them), ``scheduler_pass_ms`` one more pass (the
  steady state: nothing due) and ``first_action_ms`` the first action after the restart (its game loaded cold).
* ``history``: a whole 5-player Sigismundus Augustus game through the table service; at its last action, the
  public history (``/game log``) and an undo of its player's own last action, each warm (the game in memory)
  and cold (right after a restart).
* ``load`` (``--load``): each game is played by its players through the real bot: a ``/play`` interaction with
  a legal answer goes through discord.py's dispatch, the command, the table service, the database and the
  answer, and the announcements and prompts that follow are sent to :mod:`bot.bench.fake_discord` (HTTP faked,
  nothing checked: the bot alone is timed). Each game's next action comes a random think time after the answer
  to its last one (exponential, mean ``--interval`` seconds), so ``--games`` live games offer about
  games / interval actions per second. Figures: throughput, action latency p50/p99 (from the interaction's
  arrival to its answer), event-loop lag p99/max (a timer that should fire every 10 ms), the process's CPU,
  its resident memory, and the event loop's CPU per click measured apart (clicks one at a time, with
  everything they set off). On SQLite and, when ``--postgres`` gives a URL or ``auto`` can start a throwaway
  server (:mod:`bot.bench.pgserver`), on PostgreSQL, where two processes then play the same number of games at once
  against one database.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import heapq
import json
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import bot
from bot.bench.fake_discord import GUILD_ID, Harness
from bot.editions import Editions
from bot.settings import COLLECTOR_SWEEP_S
from bot.storage.db import Database, sqlite_moment
from bot.table import Table
from rules.core.decision import Steps
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
    from bot.bench.fake_discord import Harness
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


MIX: list[tuple[str, int]] = [
    ("boze", 3), ("sigismundus", 4), ("niepodlegla", 3), ("boze", 4), ("sigismundus", 5), ("niepodlegla", 4),
]  # fmt: skip
"""The games played, round and round: (game, players)."""

FIRST_CHANNEL = 710_000_000_000_000_000
FIRST_USER = 100_000


def percentile(samples: list[float], q: float) -> float:
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def rss_mb() -> float:
    """This process's resident memory now (Linux), else its peak."""
    with contextlib.suppress(OSError, ValueError), open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@dataclass
class Slot:
    """One live game as its players drive it."""

    game_id: int
    channel: int
    users: list[int]
    busy: bool = False
    finished: bool = False


@dataclass
class Pending:
    slot: Slot
    issued: float
    done: asyncio.Future[None]
    token: str = ""
    gc_at_issue: float = 0.0
    """The collector's pauses so far (:class:`Collector`) when the interaction was sent."""


@dataclass
class Collector:
    """The cyclic garbage collector's pauses, by generation, as ``gc.callbacks`` sees them; ``total`` is the
    time paused since the meter began, so the share of a span spent collecting is the difference of two
    readings."""

    total: float = 0.0
    began: float = 0.0
    began_cpu: float = 0.0
    cpu: float = 0.0
    """The collector's CPU time (of the thread it ran on): unlike its pauses, not lengthened by other processes
    taking the core meanwhile."""
    pauses: dict[int, list[float]] = field(default_factory=lambda: {0: [], 1: [], 2: []})

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self.began = time.perf_counter()
            self.began_cpu = time.thread_time()
            return
        pause = time.perf_counter() - self.began
        self.cpu += time.thread_time() - self.began_cpu
        self.total += pause
        self.pauses[info["generation"]].append(pause)

    def clear(self) -> None:
        self.cpu = 0.0
        for pauses in self.pauses.values():
            pauses.clear()

    def figures(self) -> dict[str, Any]:
        every = [p for pauses in self.pauses.values() for p in pauses]
        return {
            "gc_pause_s": sum(every),
            "gc_pause_max_ms": max(every, default=0.0) * 1000,
            "gc_cpu_s": self.cpu,
            "gc": {
                f"gen{g}": {"count": len(p), "pause_s": sum(p), "max_ms": max(p, default=0.0) * 1000}
                for g, p in self.pauses.items()
            },
        }


@dataclass
class Meter:
    """What the fake Discord sees of the interactions the driver sent: when each was answered."""

    pending: dict[str, Pending] = field(default_factory=dict)
    by_token: dict[str, Pending] = field(default_factory=dict)
    latencies: list[float] = field(default_factory=list)
    in_gc: list[float] = field(default_factory=list)
    """Of each latency, the time the collector paused meanwhile."""
    collector: Collector = field(default_factory=Collector)
    refused: int = 0

    def seen(self, method: str, path: str, payload: Any) -> None:
        parts = path.strip("/").split("/")
        if parts[0] == "interactions" and parts[-1] == "callback":
            waiting = self.pending.get(parts[1])
            if waiting is None:
                return
            kind = (payload or {}).get("type")
            if kind in (5, 6):  # deferred: the answer comes as a follow-up or an edit of the original
                waiting.token = parts[2]
                self.by_token[parts[2]] = waiting
                return
            self._answered(parts[1], waiting, payload)
        elif parts[0] == "webhooks" and len(parts) >= 3 and parts[2] in self.by_token:
            waiting = self.by_token.pop(parts[2])
            self._answered(next(k for k, v in self.pending.items() if v is waiting), waiting, payload)

    def _answered(self, interaction: str, waiting: Pending, payload: Any) -> None:
        del self.pending[interaction]
        text = json.dumps(payload or {}, ensure_ascii=False)
        if "✅" not in text:
            self.refused += 1
        self.latencies.append(time.perf_counter() - waiting.issued)
        self.in_gc.append(self.collector.total - waiting.gc_at_issue)
        if not waiting.done.done():
            waiting.done.set_result(None)


class Driver:
    """Plays ``slots`` through the harness's bot."""

    def __init__(self, harness: Harness, rng: random.Random) -> None:
        self.h = harness
        self.rng = rng
        self.meter = Meter()
        self.slots: list[Slot] = []
        fake = harness.fake
        record = fake.record

        def recording(method: str, path: str, payload: Any, files: list[str], **kwargs: Any) -> Any:
            self.meter.seen(method, path, payload)
            return record(method, path, payload, files, **kwargs)

        fake.record = recording  # type: ignore[method-assign]

    def forget_calls(self) -> None:
        """The fake keeps every request for tests; a long run keeps none."""
        self.h.fake.calls.clear()
        self.h.fake.messages.clear()

    async def setup(self, count: int, first: int = 0) -> None:
        """``count`` games started through the table service (lobbies are not what is measured), in channels
        numbered from ``first``."""
        table = self.h.bot.table
        for n in range(first, first + count):
            game, players = MIX[n % len(MIX)]
            channel = FIRST_CHANNEL + n
            users = [FIRST_USER + n * 10 + seat for seat in range(players)]
            record = await table.create(game, channel_id=channel, guild_id=GUILD_ID, user_id=users[0], name="p0")
            for seat, user in enumerate(users[1:], start=1):
                await table.join(channel, user, f"p{seat}")
            for user in users:  # as joining through Discord does: the DMs' language, not written on a click
                await table.set_locale(record.id, user, "en")
            await table.start(channel, users[0], seed=n)
            self.slots.append(Slot(record.id, channel, users))

    async def attach(self, count: int, first: int = 0) -> None:
        """The slots of games another process set up (channels numbered from ``first``)."""
        table = self.h.bot.table
        for n in range(first, first + count):
            record = await table.in_channel(FIRST_CHANNEL + n)
            assert record is not None, f"no game in channel {n}"
            players = MIX[n % len(MIX)][1]
            self.slots.append(Slot(record.id, FIRST_CHANNEL + n, [FIRST_USER + n * 10 + s for s in range(players)]))

    async def choose(self, slot: Slot) -> tuple[int, str] | tuple[()] | None:
        """A legal answer of a seat the game waits for: (user, text); ``None`` when it is over, ``()`` when it
        waits for nobody now (the game is asked again after its next think time, not given up)."""
        loaded = await self.h.bot.table.load(slot.game_id)
        if loaded.state.finished:
            return None
        decisions = loaded.decisions()
        waiting = [(d, seat) for d in decisions for seat in d.waiting_for()]
        if not waiting:
            return ()
        decision, seat = self.rng.choice(waiting)
        form = decision.forms[seat]
        # a walk through a tree of steps at random costs the driver milliseconds on the loop it measures: the
        # seat's default answer instead (legal, and it moves the game on)
        text = decision.defaults[seat] if isinstance(form, Steps) else random_answer(form, self.rng.randrange)
        return loaded.record.user_of(seat).user_id, text

    def click(self, slot: Slot, user: int, text: str) -> Pending:
        """Send ``/play action:text`` in the game's channel; the returned future is set when it is answered."""
        payload = self.h.base(2, user, slot.channel, False, None)
        payload["data"] = {
            "id": str(hash("play") & 0xFFFFFFFF),
            "name": "play",
            "type": 1,
            "options": [{"name": "action", "type": 3, "value": text}],
        }
        future = asyncio.get_running_loop().create_future()
        waiting = Pending(slot, time.perf_counter(), future, gc_at_issue=self.meter.collector.total)
        self.meter.pending[payload["id"]] = waiting
        self.h.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        return waiting

    async def click_cpu(self, clicks: int) -> float:
        """The event loop's CPU per click (ms), clicks one at a time, each with all the work it sets off."""
        spent: list[float] = []
        games = [s for s in self.slots if not s.finished]
        for n in range(clicks):
            slot = games[n % len(games)]
            chosen = await self.choose(slot)
            if not chosen:
                slot.finished = chosen is None
                continue
            t0 = time.thread_time()
            waiting = self.click(slot, *chosen)
            await waiting.done
            await self.h.settle()
            spent.append(time.thread_time() - t0)
            self.forget_calls()
        return statistics.median(spent) * 1000 if spent else 0.0

    async def drain(self, attempts: int = 30) -> None:
        """Wait for the work the run left behind (announcements waiting for their boards, when the offered rate
        was more than the renderers draw) before the next run, however long it takes."""
        for _ in range(attempts - 1):
            try:
                await self.h.settle()
                return
            except AssertionError:
                continue
        await self.h.settle()

    async def run(self, seconds: float, interval: float, warmup: float) -> dict[str, Any]:
        """Every live game acts a random think time after its last answer, for ``seconds`` (the first ``warmup``
        seconds are not counted)."""
        loop = asyncio.get_running_loop()
        lags: list[float] = []
        lags_in_gc: list[float] = []
        stop = False
        collector = self.meter.collector
        gc.callbacks.append(collector)

        async def ticker() -> None:
            expected = loop.time() + 0.01
            collected = collector.total
            while not stop:
                await asyncio.sleep(max(0.0, expected - loop.time()))
                now = loop.time()
                lag = max(0.0, now - expected)
                lags.append(lag)
                lags_in_gc.append(min(lag, collector.total - collected))
                collected = collector.total
                expected = max(expected + 0.01, now)

        async def play(slot: Slot) -> None:
            try:
                chosen = await self.choose(slot)
                if not chosen:
                    slot.finished = chosen is None
                    return
                await self.click(slot, *chosen).done
            finally:
                slot.busy = False

        due: list[tuple[float, int]] = [
            (loop.time() + self.rng.expovariate(1 / interval), i) for i in range(len(self.slots))
        ]
        heapq.heapify(due)
        tick = loop.create_task(ticker())
        began = loop.time()
        counted_from = began + warmup
        end = began + seconds
        cpu0 = thread0 = 0.0
        actions0 = 0
        started_count = False
        tasks: set[asyncio.Task[None]] = set()
        try:
            while loop.time() < end:
                if not started_count and loop.time() >= counted_from:
                    started_count = True
                    lags.clear()
                    lags_in_gc.clear()
                    collector.clear()
                    self.meter.latencies.clear()
                    self.meter.in_gc.clear()
                    self.meter.refused = 0
                    cpu0, thread0 = time.process_time(), time.thread_time()
                    actions0 = 0
                    counted_from = loop.time()
                if not due:
                    break
                when, index = due[0]
                if when > loop.time():
                    await asyncio.sleep(min(when - loop.time(), 0.05))
                    continue
                heapq.heappop(due)
                slot = self.slots[index]
                if slot.finished:
                    continue
                if slot.busy:
                    heapq.heappush(due, (loop.time() + 0.05, index))
                    continue
                slot.busy = True
                task = loop.create_task(play(slot))
                tasks.add(task)

                def finished(done: asyncio.Task[None], index: int = index) -> None:
                    tasks.discard(done)
                    heapq.heappush(due, (loop.time() + self.rng.expovariate(1 / interval), index))

                task.add_done_callback(finished)
                if len(self.h.fake.calls) > 5000:
                    self.forget_calls()
            # a run that ended before its warmup did (every game over) measured nothing, not a negative span
            measured = loop.time() - counted_from if started_count else 0.0
            latencies = list(self.meter.latencies)
            in_gc = list(self.meter.in_gc)
            cpu = time.process_time() - cpu0
            loop_cpu = time.thread_time() - thread0
        finally:
            stop = True
            await tick
            gc.callbacks.remove(collector)
        if tasks:
            await asyncio.wait(tasks, timeout=30)
        await self.drain()
        self.forget_calls()
        done = len(latencies) - actions0
        return {
            "games": sum(not s.finished for s in self.slots),
            "seconds": measured,
            "actions": done,
            "refused": self.meter.refused,
            "actions_per_s": done / measured if measured else 0.0,
            "p50_ms": percentile(latencies, 0.5) * 1000,
            "p99_ms": percentile(latencies, 0.99) * 1000,
            "loop_lag_p99_ms": percentile(lags, 0.99) * 1000,
            "loop_lag_max_ms": max(lags, default=0.0) * 1000,
            # the same figures less the collector's pauses during each action and each tick: how much is GC
            "p99_ms_without_gc": percentile([t - g for t, g in zip(latencies, in_gc, strict=True)], 0.99) * 1000,
            "loop_lag_p99_ms_without_gc": percentile([t - g for t, g in zip(lags, lags_in_gc, strict=True)], 0.99)
            * 1000,
            **collector.figures(),
            "cpu_percent": cpu / measured * 100 if measured else 0.0,
            "loop_cpu_per_action_ms": loop_cpu / done * 1000 if done else 0.0,
            "rss_mb": rss_mb(),
        }


@contextlib.contextmanager
def rendering(on: bool, processes: int) -> Iterator[None]:
    """Boards drawn (in ``processes`` worker processes), or none drawn at all: every module that asks
    ``has_board`` hears no."""
    from bot import images

    if on:
        images.configure(processes)
        try:
            yield
        finally:
            images.configure(0)
        return
    original = images.has_board
    holders = [m for m in list(sys.modules.values()) if getattr(m, "has_board", None) is original]
    for module in holders:
        module.has_board = lambda game_id: False
    try:
        yield
    finally:
        for module in holders:
            module.has_board = original


async def one_process(
    url: str,
    games: int,
    interval: float,
    seconds: float,
    warmup: float,
    *,
    render: bool = False,
    processes: int = 2,
    first: int = 0,
    setup: bool = True,
    clicks: int = 0,
    start_at: float | None = None,
    shard: tuple[int, int] | None = None,
) -> dict[str, Any]:
    """One bot process playing ``games`` games (set up here, or by another process when ``setup`` is off)."""
    # a process of several runs its own shards, as deployed: it knows that another process writes too
    shards = {} if shard is None else {"shard_count": shard[1], "shard_ids": (shard[0],)}
    # the running bot's collector (set aside what a young collection leaves, sweep everything now and then)
    harness = await Harness.start(url, seed=None, strict=False, collector_sweep_s=COLLECTOR_SWEEP_S, **shards)
    try:
        driver = Driver(harness, random.Random(first + 7))
        t0 = time.perf_counter()
        if setup:
            await driver.setup(games, first)
        else:
            await driver.attach(games, first)
        await harness.settle()
        driver.forget_calls()
        setup_s = time.perf_counter() - t0
        with rendering(render, processes):
            click_ms = await driver.click_cpu(clicks) if clicks else None
            if start_at is not None:
                await asyncio.sleep(max(0.0, start_at - time.time()))
            collector = harness.bot.collector
            collector.sweep()  # what the set-up (and a bot stopped before in this process) left: not the run's
            collector.longest_s = 0.0
            figures = await driver.run(seconds, interval, warmup)
        # the sweep that comes every ten minutes, now: its pause, and the cycles set aside during the run
        figures["sweep_freed"] = collector.sweep()
        figures["sweep_s"] = collector.longest_s
        figures["setup_s"] = setup_s
        if click_ms is not None:
            figures["click_cpu_ms"] = click_ms
        return figures
    finally:
        await harness.stop()


def worker(argv: list[str]) -> int:
    """``python -m bot.bench.load worker ...``: one process of a several-process run; prints its figures."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench.load worker")
    parser.add_argument("--url", required=True)
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--interval", type=float, required=True)
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--warmup", type=float, required=True)
    parser.add_argument("--start-at", type=float, required=True)
    parser.add_argument("--shard", type=int, required=True)
    parser.add_argument("--shards", type=int, required=True)
    args = parser.parse_args(argv)
    figures = asyncio.run(
        one_process(
            args.url, args.games, args.interval, args.seconds, args.warmup,
            first=args.first, setup=False, start_at=args.start_at, shard=(args.shard, args.shards),
        )
    )  # fmt: skip
    print(json.dumps(figures))
    return 0


def several_processes(
    url: str, processes: int, games: int, interval: float, seconds: float, warmup: float
) -> dict[str, Any]:
    """``processes`` bot processes, each playing its share of ``games`` (already set up) on one database."""
    share = games // processes
    start_at = time.time() + 15  # every process has imported and attached its games by then
    command = [sys.executable, "-m", "bot.bench.load", "worker", "--url", url, "--interval", str(interval),
               "--seconds", str(seconds), "--warmup", str(warmup), "--start-at", str(start_at)]  # fmt: skip
    running = [
        subprocess.Popen(
            [*command, "--games", str(share), "--first", str(n * share), "--shard", str(n), "--shards", str(processes)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for n in range(processes)
    ]
    parts = []
    for process in running:
        out, _ = process.communicate(timeout=seconds + 600)
        if process.returncode != 0:
            raise BenchFailed(f"A process of the two-process run failed (exit {process.returncode}).")
        parts.append(json.loads(out.strip().splitlines()[-1]))
    return {
        "processes": processes,
        "games": sum(p["games"] for p in parts),
        "actions_per_s": sum(p["actions_per_s"] for p in parts),
        "p50_ms": max(p["p50_ms"] for p in parts),
        "p99_ms": max(p["p99_ms"] for p in parts),
        "loop_lag_p99_ms": max(p["loop_lag_p99_ms"] for p in parts),
        "cpu_percent": sum(p["cpu_percent"] for p in parts),
        "rss_mb": sum(p["rss_mb"] for p in parts),
        "each": parts,
    }


async def backend(url: str, args: argparse.Namespace, *, several: bool) -> dict[str, Any]:
    """The figures of one database: the target run (with the click's loop CPU), the rate one process sustains
    saturated, with boards the rates tried, and, when ``several``, two processes saturated on it."""
    figures = await one_process(url, args.games, args.interval, args.seconds, args.warmup, clicks=args.clicks)
    out: dict[str, Any] = {"games": args.games, "interval_s": args.interval, **figures}
    print(json.dumps({"target": figures}), file=sys.stderr, flush=True)
    if not args.saturate:
        return out
    saturated = await one_process(url, args.games, args.saturate, args.seconds, args.warmup, first=0, setup=False)
    out["saturated"] = {
        k: saturated[k] for k in ("actions_per_s", "p50_ms", "p99_ms", "loop_lag_p99_ms", "cpu_percent")
    }
    print(json.dumps({"saturated": out["saturated"]}), file=sys.stderr, flush=True)
    if args.render:
        tried = []
        for rate in args.render_rates:
            run = await one_process(
                url, args.games, args.games / rate, args.seconds, args.warmup, render=True,
                processes=args.render_processes, setup=False,
            )  # fmt: skip
            tried.append(
                {
                    "offered_per_s": rate,
                    **{k: run[k] for k in ("actions_per_s", "p50_ms", "p99_ms", "loop_lag_p99_ms", "cpu_percent")},
                }
            )
            print(json.dumps({"render": tried[-1]}), file=sys.stderr, flush=True)
        out["render"] = {
            "processes": args.render_processes,
            "tried": tried,
            "sustained_actions_per_s": max(
                (r["actions_per_s"] for r in tried if r["p99_ms"] < P99_TARGET_MS), default=0.0
            ),
        }
    if several:
        out["two_processes_saturated"] = await asyncio.to_thread(
            several_processes, url, 2, args.games, args.saturate, args.seconds, args.warmup
        )
    return out


P99_TARGET_MS = 250.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--load", action="store_true", help="run the load benchmark")
    parser.add_argument("--games", type=int, default=1000, help="live games (default 1000)")
    parser.add_argument("--interval", type=float, default=10.0, help="mean seconds between a game's actions")
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each measured run")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds at the start of a run not counted")
    parser.add_argument(
        "--saturate", type=float, default=1.0, help="mean think time of the saturated runs (0: only the target run)"
    )
    parser.add_argument(
        "--clicks", type=int, default=150, help="clicks timed one at a time for the loop CPU (each a game's first)"
    )
    parser.add_argument("--render", action="store_true", help="also draw boards, at --render-rates actions/s")
    parser.add_argument("--render-rates", type=float, nargs="+", default=[50.0, 75.0, 100.0])
    parser.add_argument("--render-processes", type=int, default=2)
    parser.add_argument(
        "--postgres", default="auto",
        help="a PostgreSQL URL (a database the benchmark may fill), 'auto' (start a throwaway server if the "
        "programs are here) or 'off'",
    )  # fmt: skip
    parser.add_argument(
        "--stored", type=int, default=10_000, help="stored games for the restart figures (0: no restart figures)"
    )
    parser.add_argument("--quick", action="store_true", help="a smoke run: 60 games, 8-second runs, 1,000 stored")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot bench --load", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    args = quick(parser.parse_args(argv))
    results: dict[str, Any] = {"load": {}}
    with tempfile.TemporaryDirectory() as folder:
        try:
            results["load"]["sqlite"] = backend_process(f"sqlite+aiosqlite:///{folder}/load.db", argv, several=False)
        except BenchFailed as exc:
            print(exc, file=sys.stderr)
            return 1
        if args.stored:
            results["restart"] = restart(Path(folder), args.stored)
    failed = 0
    with postgres(args.postgres) as url:
        if url is not None:
            try:
                results["load"]["postgresql"] = backend_process(url, argv, several=True)
            except BenchFailed as exc:  # SQLite's figures are still reported
                print(exc, file=sys.stderr)
                failed = 1
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        report(results)
    return failed


class BenchFailed(Exception):
    """A run of the benchmark could not be measured; the message is a sentence for the person running it."""


def dialect(url: str) -> str:
    """The database a URL names, as people say it."""
    return "PostgreSQL" if url.startswith("postgresql") else "SQLite"


def quick(args: argparse.Namespace) -> argparse.Namespace:
    """``--quick``: a smoke run (60 games, 8-second runs, 1,000 stored)."""
    if args.quick:
        args.games, args.seconds, args.warmup, args.clicks = 60, 8.0, 2.0, 10
        args.interval = min(args.interval, 1.0)
        args.render_rates = [30.0]
        args.stored = min(args.stored, 1_000)
    return args


def backend_process(url: str, argv: list[str], *, several: bool) -> dict[str, Any]:
    """The figures of one database (:func:`backend`), measured in a process of their own, as a bot runs on one
    database: the PostgreSQL runs then start from a fresh process, not from one the SQLite runs left behind
    (their boards still being drawn, a heap grown by the saturated runs)."""
    command = [sys.executable, "-m", "bot.bench.load", "backend", "--url", url, *argv]
    done = subprocess.run([*command, "--several"] if several else command, stdout=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise BenchFailed(f"The run on {dialect(url)} failed (exit {done.returncode}); its own message is above.")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def backend_main(argv: list[str]) -> int:
    """``python -m bot.bench.load backend --url URL [--several] ...``: one database's figures, as JSON."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench.load backend")
    add_arguments(parser)
    parser.add_argument("--url", required=True)
    parser.add_argument("--several", action="store_true", help="also two processes on the database")
    args = quick(parser.parse_args(argv))
    try:
        figures = asyncio.run(backend(args.url, args, several=args.several))
    except Exception as exc:  # a database that cannot be reached or filled: a sentence, not a traceback
        lines = str(exc).strip().splitlines()
        print(f"The run on {dialect(args.url)} stopped: {lines[0] if lines else type(exc).__name__}", file=sys.stderr)
        return 1
    print(json.dumps(figures))
    return 0


@contextlib.contextmanager
def postgres(choice: str) -> Iterator[str | None]:
    """The PostgreSQL URL to fill: the one given, a throwaway server's, or ``None``."""
    if choice == "off":
        yield None
        return
    if choice != "auto":
        yield choice
        return
    from bot.bench.pgserver import LocalPostgres, NoPostgres

    try:
        server = LocalPostgres()
        url = server.start()
    except NoPostgres as exc:
        print(f"(no PostgreSQL figures: {exc})", file=sys.stderr)
        yield None
        return
    try:
        yield url
    finally:
        server.stop()


def report(results: dict[str, Any]) -> None:
    print("Marszałek load benchmark: live games acting through the whole Discord path (HTTP faked)")
    for name, r in results["load"].items():
        print(f"  {name}: {r['games']} games, a mean {r['interval_s']:g} s between a game's actions")
        print(
            f"    {r['actions_per_s']:7.1f} actions/s  p50 {r['p50_ms']:6.1f} ms  p99 {r['p99_ms']:7.1f} ms  "
            f"loop lag p99 {r['loop_lag_p99_ms']:6.1f} ms max {r['loop_lag_max_ms']:6.1f} ms  "
            f"CPU {r['cpu_percent']:5.1f}%  RSS {r['rss_mb']:6.1f} MB"
        )
        print(
            f"    event-loop CPU per click {r.get('click_cpu_ms', 0):5.2f} ms (one at a time)  "
            f"per action under load {r['loop_cpu_per_action_ms']:5.2f} ms"
        )
        full = r["gc"]["gen2"]
        print(
            f"    garbage collector: paused {r['gc_pause_s']:5.2f} s in {r['seconds']:.0f} s, longest "
            f"{r['gc_pause_max_ms']:5.1f} ms, {full['count']} full collections ({full['pause_s']:5.2f} s); "
            f"less its pauses: p99 {r['p99_ms_without_gc']:6.1f} ms, "
            f"loop lag p99 {r['loop_lag_p99_ms_without_gc']:5.1f} ms"
        )
        if "sweep_s" in r:
            every = COLLECTOR_SWEEP_S / 60
            print(f"    the collector's sweep (every {every:.0f} minutes), run after it: paused {r['sweep_s']:5.2f} s, "
                  f"freed {r['sweep_freed']} objects set aside during the run")  # fmt: skip
        s = r.get("saturated")
        if s is None:
            continue
        print(f"    saturated, one process: {s['actions_per_s']:7.1f} actions/s  p99 {s['p99_ms']:7.1f} ms")
        if "two_processes_saturated" in r:
            t = r["two_processes_saturated"]
            print(f"    saturated, two processes on one database: {t['actions_per_s']:7.1f} actions/s  "
                  f"p99 {t['p99_ms']:7.1f} ms")  # fmt: skip
        if "render" in r:
            for tried in r["render"]["tried"]:
                print(
                    f"    with boards ({r['render']['processes']} processes), offered {tried['offered_per_s']:5.1f}/s: "
                    f"{tried['actions_per_s']:6.1f} actions/s  p99 {tried['p99_ms']:7.1f} ms"
                )
            print(f"    with boards, sustained at p99 < {P99_TARGET_MS:g} ms: "
                  f"{r['render']['sustained_actions_per_s']:.1f} actions/s")  # fmt: skip
    if "restart" in results:
        r = results["restart"]
        print(f"  a restart with {r['games']:,} stored games ({r['timed']:,} timed; {r['db_mb']:.0f} MB)")
        print(
            f"    ready for actions {r['ready_s']:5.2f} s (target < 2)  first scheduler pass done "
            f"{r['first_scheduler_pass_s']:5.2f} s (target < 3)  a scheduler pass {r['scheduler_pass_ms']:6.2f} ms "
            "(target < 50)"
        )


if __name__ == "__main__":
    if sys.argv[1:2] == ["worker"]:
        raise SystemExit(worker(sys.argv[2:]))
    if sys.argv[1:2] == ["backend"]:
        raise SystemExit(backend_main(sys.argv[2:]))
