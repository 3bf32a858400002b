"""Two table services in two processes on one database play the same games to the end at the same time: nothing
is lost (every action a process was told is recorded is in the log, where it said), nothing is doubled (no
sequence number claimed twice, a retried interaction, through the same service or one restarted, changes
nothing and is not refused), nothing is stuck (every game finishes), and
each game's log replays to the very state the table holds. On SQLite by default, on PostgreSQL through the tests'
switch (``tests/databases.py``)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections import Counter

import pytest
from sqlalchemy import select

from bot.records import export, replay_record
from bot.storage.db import Database
from bot.storage.models import ActionRow
from bot.table import Table
from tests.conftest import ROOT
from tests.databases import Databases, on_postgresql

GAMES = [
    ("boze", 3, {}),
    ("sigismundus", 3, {"short": True}),
    ("niepodlegla", 3, {"version": "basic"}),
    ("boze", 3, {}),
    ("sigismundus", 3, {"short": True}),
    ("niepodlegla", 2, {"version": "basic"}),
]


async def setup(table: Table) -> list[int]:
    ids = []
    for n, (game, players, options) in enumerate(GAMES):
        channel = 900 + n
        record = await table.create(game, channel_id=channel, guild_id=9, user_id=n * 10 + 1, name="a", options=options)
        for seat in range(1, players):
            await table.join(channel, n * 10 + 1 + seat, f"p{seat}")
        await table.start(channel, n * 10 + 1, seed=n)
        ids.append(record.id)
    return ids


async def test_two_processes_play_the_same_games_to_the_end(databases: Databases) -> None:
    url = databases.url("shared")
    database = Database(url)
    await database.open()
    try:
        table = Table(database)
        ids = await setup(table)
        command = [sys.executable, "-m", "tests.bot.shared_player", url]
        pipes = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, "text": True}
        players = [
            subprocess.Popen([*command, name, str(seed), *map(str, ids)], cwd=ROOT, **pipes)  # type: ignore[call-overload]
            for name, seed in (("a", 1), ("b", 2))
        ]
        reports = []
        for player in players:
            out, err = player.communicate(timeout=900)
            assert player.returncode == 0, err[-3000:]
            reports.append(json.loads(out.strip().splitlines()[-1]))

        assert [r["stuck"] for r in reports] == [[], []], "every game is over for both processes"
        claimed = Counter((game, seq) for r in reports for game, seq, _ in r["committed"])
        assert [key for key, times in claimed.items() if times > 1] == [], "no action is committed twice"
        assert all(r["committed"] for r in reports), "both processes played"
        for r in reports:
            assert r["retried"] and all(ok for _, ok, _ in r["retried"]), [x for x in r["retried"] if not x[1]]

        async with database.sessions() as session:
            rows = (await session.execute(select(ActionRow.game_id, ActionRow.seq, ActionRow.interaction_id))).all()
        logged = {(game, seq): interaction for game, seq, interaction in rows}
        reported = {(game, seq): interaction for r in reports for game, seq, interaction in r["committed"]}
        assert reported == logged, "the log holds exactly the actions the processes were told are recorded"

        fresh = Table(database)
        for game_id in ids:
            loaded = await fresh.load(game_id)
            assert loaded.record.status == "finished" and loaded.state.finished
            assert sorted(seq for game, seq in logged if game == game_id) == list(range(1, loaded.record.seq + 1))
            replayed = replay_record(fresh.editions, await export(fresh, game_id)).states[-1][1]
            assert loaded.game.dumps(replayed) == loaded.game.dumps(loaded.state)
    finally:
        await database.close()


@pytest.mark.skipif(not on_postgresql(), reason="processes share a PostgreSQL database; an SQLite file has one")
async def test_processes_starting_at_once_migrate_one_after_another(databases: Databases) -> None:
    """Every process of a deployment migrates the schema when it starts; started together, they take turns (an
    advisory lock), so none fails on a table another one is creating."""
    url = databases.url("fresh")
    opened = [Database(url) for _ in range(3)]
    try:
        # without the turns, the three migrations wait on each other's tables for ever
        await asyncio.wait_for(asyncio.gather(*(database.open() for database in opened)), timeout=120)
        table = Table(opened[0])
        ids = await setup(table)
        assert (await Table(opened[2]).load(ids[0])).record.status == "active"
    finally:
        for database in opened:
            await database.close()
