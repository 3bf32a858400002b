"""``python -m bot bench --load``: live games acting at a rate through the whole Discord path (DESIGN §8).

Each game is played by its players through the real bot: a ``/play`` interaction with a legal answer goes through
discord.py's dispatch, the command, the table service, the database and the answer, and the announcements and
prompts that follow are sent to :mod:`bot.fake_discord` (HTTP faked, nothing checked: the bot alone is timed).
Each game's next action comes a random think time after the answer to its last one (exponential, mean
``--interval`` seconds), so ``--games`` live games offer about games / interval actions per second.

Figures: throughput, action latency p50/p99 (from the interaction's arrival to its answer), event-loop lag p99/max
(a timer that should fire every 10 ms), the process's CPU, its resident memory, and the event loop's CPU per
click measured apart (clicks one at a time, with everything they set off). On SQLite and, when ``--postgres``
gives a URL or ``auto`` can start a throwaway server (:mod:`bot.pgserver`), on PostgreSQL, where two processes
then play the same number of games at once against one database.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import heapq
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.fake_discord import GUILD_ID, Harness
from rules.core.forms import random_answer

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


@dataclass
class Meter:
    """What the fake Discord sees of the interactions the driver sent: when each was answered."""

    pending: dict[str, Pending] = field(default_factory=dict)
    by_token: dict[str, Pending] = field(default_factory=dict)
    latencies: list[float] = field(default_factory=list)
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

    async def choose(self, slot: Slot) -> tuple[int, str] | None:
        """A legal answer of a seat the game waits for: (user, text); ``None`` when it is over."""
        loaded = await self.h.bot.table.load(slot.game_id)
        if loaded.state.finished:
            return None
        decisions = loaded.decisions()
        waiting = [(d, seat) for d in decisions for seat in d.waiting_for()]
        if not waiting:
            return None
        decision, seat = self.rng.choice(waiting)
        return loaded.record.user_of(seat).user_id, random_answer(decision.forms[seat], self.rng.randrange)

    def click(self, slot: Slot, user: int, text: str) -> Pending:
        """Send ``/play action:text`` in the game's channel; the returned future is set when it is answered."""
        payload = self.h.base(2, user, slot.channel, False, None)
        payload["data"] = {
            "id": str(hash("play") & 0xFFFFFFFF),
            "name": "play",
            "type": 1,
            "options": [{"name": "action", "type": 3, "value": text}],
        }
        waiting = Pending(slot, time.perf_counter(), asyncio.get_running_loop().create_future())
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
            if chosen is None:
                slot.finished = True
                continue
            t0 = time.thread_time()
            waiting = self.click(slot, *chosen)
            await waiting.done
            await self.h.settle()
            spent.append(time.thread_time() - t0)
            self.forget_calls()
        return statistics.median(spent) * 1000 if spent else 0.0

    async def run(self, seconds: float, interval: float, warmup: float) -> dict[str, Any]:
        """Every live game acts a random think time after its last answer, for ``seconds`` (the first ``warmup``
        seconds are not counted)."""
        loop = asyncio.get_running_loop()
        lags: list[float] = []
        stop = False

        async def ticker() -> None:
            expected = loop.time() + 0.01
            while not stop:
                await asyncio.sleep(max(0.0, expected - loop.time()))
                now = loop.time()
                lags.append(max(0.0, now - expected))
                expected = max(expected + 0.01, now)

        async def play(slot: Slot) -> None:
            try:
                chosen = await self.choose(slot)
                if chosen is None:
                    slot.finished = True
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
                    self.meter.latencies.clear()
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
            measured = loop.time() - counted_from
            latencies = list(self.meter.latencies)
            cpu = time.process_time() - cpu0
            loop_cpu = time.thread_time() - thread0
        finally:
            stop = True
            await tick
        if tasks:
            await asyncio.wait(tasks, timeout=30)
        await self.h.settle()
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
) -> dict[str, Any]:
    """One bot process playing ``games`` games (set up here, or by another process when ``setup`` is off)."""
    harness = await Harness.start(url, seed=None, strict=False)
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
            figures = await driver.run(seconds, interval, warmup)
        figures["setup_s"] = setup_s
        if click_ms is not None:
            figures["click_cpu_ms"] = click_ms
        return figures
    finally:
        await harness.stop()


def worker(argv: list[str]) -> int:
    """``python -m bot.bench_load worker ...``: one process of a several-process run; prints its figures."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench_load worker")
    parser.add_argument("--url", required=True)
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--interval", type=float, required=True)
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--warmup", type=float, required=True)
    parser.add_argument("--start-at", type=float, required=True)
    args = parser.parse_args(argv)
    figures = asyncio.run(
        one_process(
            args.url, args.games, args.interval, args.seconds, args.warmup,
            first=args.first, setup=False, start_at=args.start_at,
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
    command = [sys.executable, "-m", "bot.bench_load", "worker", "--url", url, "--interval", str(interval),
               "--seconds", str(seconds), "--warmup", str(warmup), "--start-at", str(start_at)]  # fmt: skip
    running = [
        subprocess.Popen(
            [*command, "--games", str(share), "--first", str(n * share)], stdout=subprocess.PIPE, text=True
        )
        for n in range(processes)
    ]
    parts = []
    for process in running:
        out, _ = process.communicate(timeout=seconds + 600)
        if process.returncode != 0:
            raise RuntimeError(f"a benchmark process failed (exit {process.returncode})")
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
    saturated = await one_process(url, args.games, args.saturate, args.seconds, args.warmup, first=0, setup=False)
    out["saturated"] = {
        k: saturated[k] for k in ("actions_per_s", "p50_ms", "p99_ms", "loop_lag_p99_ms", "cpu_percent")
    }
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
    parser.add_argument("--saturate", type=float, default=1.0, help="mean think time of the saturated runs")
    parser.add_argument("--clicks", type=int, default=60, help="clicks timed one at a time for the loop CPU")
    parser.add_argument("--render", action="store_true", help="also draw boards, at --render-rates actions/s")
    parser.add_argument("--render-rates", type=float, nargs="+", default=[50.0, 75.0, 100.0])
    parser.add_argument("--render-processes", type=int, default=2)
    parser.add_argument(
        "--postgres", default="auto",
        help="a PostgreSQL URL (a database the benchmark may fill), 'auto' (start a throwaway server if the "
        "programs are here) or 'off'",
    )  # fmt: skip
    parser.add_argument("--quick", action="store_true", help="a smoke run: 60 games, 8-second runs")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot bench --load", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.seconds, args.warmup, args.clicks = 60, 8.0, 2.0, 10
        args.interval = min(args.interval, 1.0)
        args.render_rates = [30.0]
    results: dict[str, Any] = {"load": {}}
    with tempfile.TemporaryDirectory() as folder:
        results["load"]["sqlite"] = asyncio.run(backend(f"sqlite+aiosqlite:///{folder}/load.db", args, several=False))
    with postgres(args.postgres) as url:
        if url is not None:
            results["load"]["postgresql"] = asyncio.run(backend(url, args, several=True))
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        report(results)
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
    from bot.pgserver import LocalPostgres, NoPostgres

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
        s = r["saturated"]
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


if __name__ == "__main__":
    if sys.argv[1:2] == ["worker"]:
        raise SystemExit(worker(sys.argv[2:]))
