"""``python -m bot bench --ai``: how well and how fast the AI seats play (issue 13).

It plays seeded games and reports, per game and player count:

* competitive games — the AI's win rate as one seat among random legal players, and among the default
  stand-ins (the answers a seat gets when it runs out of time: ``pass``, ``bid 0``, the lowest tokens...),
  the AI seat taking each place in turn; and the strong AI against casual ones (how often the strong seat
  finishes ahead of a casual seat, over every such pair);
* Niepodległa — the team's victory rate with AI players, with random players and with default stand-ins;
* the AI's decision times per level (median, 95th percentile, maximum; wall clock on this machine, and
  the share of decisions that needed a search), and games per minute.

Every game is seeded, so a run is reproducible: the AI's decisions depend on its seeds and budgets (never
on the clock); only the times vary with the machine.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.editions import Editions
from rules.core.ai import DEFAULT_LEVEL, LEVELS, brain_for, choose, needs_search
from rules.core.forms import random_answer
from rules.core.game import Game

SETUPS: dict[str, tuple[str, int, dict[str, Any]]] = {
    "boze_3p": ("boze", 3, {}),
    "boze_4p": ("boze", 4, {}),
    "sigismundus_3p": ("sigismundus", 3, {}),
    "sigismundus_short_3p": ("sigismundus", 3, {"short": True}),
    "niepodlegla_basic_3p": ("niepodlegla", 3, {"version": "basic"}),
    "niepodlegla_advanced_3p": ("niepodlegla", 3, {"version": "advanced"}),
}
"""The matches the benchmark can play: game id, seats and options."""
DEFAULT_SETUPS = ("boze_3p", "sigismundus_short_3p", "niepodlegla_basic_3p")
BASE_SEED = 1000
TEAM_BASELINE_GAMES = 20
"""Random and default teams cost next to nothing: they play at least this many games."""


@dataclass
class Times:
    """The AI's decision times, by level: wall clock seconds, CPU seconds of this process (the time on one
    core, whatever else the machine runs), and whether the decision needed a search."""

    wall: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    searched: dict[str, int] = field(default_factory=dict)

    def add(self, level: str, wall: float, cpu: float, searched: bool) -> None:
        self.wall.setdefault(level, []).append(wall)
        self.cpu.setdefault(level, []).append(cpu)
        self.searched[level] = self.searched.get(level, 0) + int(searched)

    def summary(self, level: str) -> dict[str, float]:
        wall = sorted(self.wall.get(level, []))
        cpu = sorted(self.cpu.get(level, []))
        if not wall:
            return {}
        return {
            "decisions": len(wall),
            "searched": self.searched.get(level, 0),
            "median_s": statistics.median(wall),
            "p95_s": percentile(wall, 0.95),
            "max_s": wall[-1],
            "total_s": sum(wall),
            "cpu_median_s": statistics.median(cpu),
            "cpu_p95_s": percentile(cpu, 0.95),
            "cpu_max_s": cpu[-1],
            "cpu_total_s": sum(cpu),
        }


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def play(game: Game[Any], seats: int, options: dict[str, Any], seed: int, players: Sequence[str], times: Times) -> Any:
    """One seeded game; each seat played by ``players[seat]``: an AI level, ``random`` or ``defaults``."""
    picker = random.Random(seed)
    state = game.new_game(seats, seed, dict(options)).state
    while not state.finished:
        decision = game.decisions(state)[0]
        who = decision.waiting_for()[0]
        kind = players[who]
        if kind in LEVELS:
            searched = needs_search(game, state, who)
            start, start_cpu = time.perf_counter(), time.process_time()
            text = choose(game, state, who, kind, seed=seed * 10 + who)
            times.add(kind, time.perf_counter() - start, time.process_time() - start_cpu, searched)
        elif kind == "random":
            text = random_answer(decision.forms[who], picker.randrange)
        else:
            text = decision.defaults[who]
        state = game.apply(state, who, text).state
    return state


def rate(hits: float, total: int) -> float:
    return hits / total if total else 0.0


def competitive(
    game: Game[Any], seats: int, options: dict[str, Any], games: int, level: str, base: int = BASE_SEED
) -> dict[str, Any]:
    """The AI among random players, among default stand-ins, and strong against casual (games seeded from
    ``base`` on, strong against casual from ``base + 500``)."""
    times = Times()
    out: dict[str, Any] = {"games": games, "level": level}
    start = time.perf_counter()
    played = 0
    for others in ("random", "defaults"):
        wins = 0.0
        for g in range(games):
            seat = g % seats
            players = [others] * seats
            players[seat] = level
            result = game.result(play(game, seats, options, base + g, players, times))
            assert result is not None
            if seat in result.winners:
                wins += 1 / len(result.winners)
            played += 1
        out[f"win_rate_vs_{others}"] = rate(wins, games)
    ahead = pairs = 0
    for g in range(games):
        strong = g % seats
        players = ["casual"] * seats
        players[strong] = "strong"
        result = game.result(play(game, seats, options, base + 500 + g, players, times))
        assert result is not None
        place = {standing.seat: i for i, standing in enumerate(result.standings)}
        for other in range(seats):
            if other != strong:
                pairs += 1
                ahead += place[strong] < place[other]
        played += 1
    out["strong_ahead_of_casual"] = rate(ahead, pairs)
    out["games_played"] = played
    out["minutes"] = (time.perf_counter() - start) / 60
    out["games_per_minute"] = played / max(1e-9, out["minutes"])
    decorate(out, times)
    return out


def cooperative(
    game: Game[Any], seats: int, options: dict[str, Any], games: int, level: str, base: int = BASE_SEED
) -> dict[str, Any]:
    """The team's victory rate with AI players, random players and default stand-ins."""
    times = Times()
    out: dict[str, Any] = {"games": games, "level": level}
    start = time.perf_counter()
    for team in (level, "random", "defaults"):
        count = games if team in LEVELS else max(games, TEAM_BASELINE_GAMES)
        won = 0
        missing = []
        for g in range(count):
            state = play(game, seats, options, base + g, [team] * seats, times)
            result = game.result(state)
            won += bool(result is not None and result.winners)
            missing.append(getattr(state, "missing", 0))
        key = "ai" if team in LEVELS else team
        out[f"team_victory_rate_{key}"] = rate(won, count)
        out[f"team_games_{key}"] = count
        out[f"team_missing_median_{key}"] = statistics.median(missing) if missing else 0
    # the keys: a cooperative game's AI "wins" with its team; the baselines are the team_* rates
    out["win_rate_vs_random"] = out["win_rate_vs_defaults"] = out["team_victory_rate_ai"]
    out["games_played"] = games
    out["minutes"] = (time.perf_counter() - start) / 60
    out["games_per_minute"] = games / max(1e-9, out["minutes"])
    decorate(out, times)
    return out


def decorate(out: dict[str, Any], times: Times) -> None:
    for level in LEVELS:
        summary = times.summary(level)
        if summary:
            out[f"decisions_{level}"] = summary
    main = times.summary(out["level"])
    if main:
        for key in ("median_s", "p95_s", "max_s", "cpu_median_s", "cpu_p95_s", "cpu_max_s"):
            out[f"decision_{key}"] = main[key]
        out["ai_cpu_minutes_per_game"] = main["cpu_total_s"] / 60 / max(1, out["games_played"])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot bench --ai", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1, help="games per match (default 1: a smoke run)")
    parser.add_argument(
        "--setups",
        default=",".join(DEFAULT_SETUPS),
        help=f"comma-separated matches (default {','.join(DEFAULT_SETUPS)}; known: {', '.join(SETUPS)})",
    )
    parser.add_argument("--level", choices=tuple(LEVELS), default=DEFAULT_LEVEL, help="the AI measured (strong)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--seed", type=int, default=BASE_SEED, help=f"the first game's seed (default {BASE_SEED}: the figures' seeds)"
    )
    args = parser.parse_args(argv)
    chosen = [s.strip() for s in args.setups.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in SETUPS]
    if unknown or args.games < 1:
        what = f"unknown setups {', '.join(unknown)}; known: {', '.join(SETUPS)}" if unknown else "--games must be ≥ 1"
        parser.error(what)
    editions = Editions()
    results: dict[str, Any] = {}
    for setup in chosen:
        game_id, seats, options = SETUPS[setup]
        game = editions.current(game_id)[1]
        measure = cooperative if brain_for(game).cooperative else competitive
        results[setup] = measure(game, seats, options, args.games, args.level, args.seed)
        if not args.json:
            report(setup, results[setup])
    if args.json:
        print(json.dumps({"ai": results}, indent=2))
    return 0


def report(setup: str, r: dict[str, Any]) -> None:
    """One match's figures as a few lines."""
    n = r["games"]
    if "team_victory_rate_ai" in r:
        print(
            f"{setup}: victories — AI team ({r['level']}) {r['team_victory_rate_ai']:.0%} of {n}, "
            f"random team {r['team_victory_rate_random']:.0%} of {r['team_games_random']}, "
            f"default stand-ins {r['team_victory_rate_defaults']:.0%} of {r['team_games_defaults']}; "
            f"median symbols or spaces short: AI {r['team_missing_median_ai']}, "
            f"random {r['team_missing_median_random']}, defaults {r['team_missing_median_defaults']}"
        )
    else:
        print(
            f"{setup}: {r['level']} AI wins {r['win_rate_vs_random']:.0%} among random players, "
            f"{r['win_rate_vs_defaults']:.0%} among default stand-ins ({n} {'game' if n == 1 else 'games'} each); "
            f"strong ahead of casual in {r['strong_ahead_of_casual']:.0%} of pairs"
        )
    for level in LEVELS:
        d = r.get(f"decisions_{level}")
        if d:
            print(
                f"    {level:<7} {d['decisions']:4d} decisions ({d['searched']} searched): "
                f"median {d['median_s']:.2f} s, p95 {d['p95_s']:.2f} s, max {d['max_s']:.2f} s wall; "
                f"CPU median {d['cpu_median_s']:.2f} s, p95 {d['cpu_p95_s']:.2f} s, max {d['cpu_max_s']:.2f} s"
            )
    print(f"    {r['games_per_minute']:.2f} games per minute ({r['minutes']:.1f} min)")
