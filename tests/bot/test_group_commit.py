"""Group commit on the database the tests' switch names (an SQLite file, or PostgreSQL through asyncpg directly,
``bot/storage/pg.py``): transactions waiting at once share one commit, each in its own savepoint, so one that
fails is refused alone with its own error, and nothing is acknowledged that is not committed."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.storage.db import Database, Integrity, Tx
from bot.storage.pg import connect_args, positional, rowcount
from bot.table import Table
from tests.databases import Databases, on_postgresql

postgresql_only = pytest.mark.skipif(not on_postgresql(), reason="PostgreSQL's writer (MARSZALEK_TEST_DATABASE_URL)")


def test_named_parameters_become_positional_once_each() -> None:
    sql, names = positional("UPDATE t SET a = :a, b = :b::text WHERE id = :id AND a <> :a AND c = 'x:y'")
    assert sql == "UPDATE t SET a = $1, b = $2::text WHERE id = $3 AND a <> $1 AND c = 'x:y'"
    assert names == ("a", "b", "id")
    assert (rowcount("UPDATE 1"), rowcount("INSERT 0 3"), rowcount("BEGIN")) == (1, 3, -1)


def test_the_url_means_what_it_means_to_sqlalchemy() -> None:
    """TLS asked for in the URL is asked for here too, a socket directory stays, the dialect's own options are
    not sent to the server as settings."""
    args = connect_args(
        "postgresql+asyncpg://bot:p%40ss@db.example:6543/marszalek?ssl=require&prepared_statement_cache_size=0"
    )
    assert args["ssl"] == "require"
    assert args["dsn"] == "postgresql://bot:p%40ss@db.example:6543/marszalek"
    socket = connect_args("postgresql+asyncpg://bot@/marszalek?host=/run/postgresql&sslmode=disable")["dsn"]
    assert socket == "postgresql://bot@/marszalek?host=%2Frun%2Fpostgresql&sslmode=disable"
    assert "ssl" not in connect_args("postgresql+asyncpg://bot@localhost/marszalek")


async def blocked(db: Database) -> tuple[asyncio.Future[None], threading.Event]:
    """A transaction that holds the writer until the returned gate is set (so the next ones queue up): in the
    writer's thread, not on the loop, where a lone SQLite transaction may otherwise commit."""
    db.commit_on_loop = False
    entered, gate = threading.Event(), threading.Event()

    def hold(tx: Tx) -> None:
        entered.set()
        gate.wait(10)

    blocker = asyncio.ensure_future(db.transaction(hold))
    await asyncio.to_thread(entered.wait, 10)
    return blocker, gate


async def test_waiting_transactions_share_a_commit_and_fail_alone(db: Database) -> None:
    await db.transaction(lambda tx: tx.run("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)"))
    blocker, gate = await blocked(db)

    def insert(n: int):  # type: ignore[no-untyped-def]
        def work(tx: Tx) -> int:
            if n == 7:
                tx.run("INSERT INTO t (id, body) VALUES (:id, 'written, then rolled back')", {"id": 1000})
                raise ValueError("refused by the caller")
            return tx.run("INSERT INTO t (id, body) VALUES (:id, 'x')", {"id": 100 if n == 9 else 100 + n})

        return work

    commits_before = db.grouping[0]
    pending = [asyncio.ensure_future(db.transaction(insert(n))) for n in range(20)]
    await asyncio.sleep(0)
    gate.set()
    await blocker
    results = await asyncio.gather(*pending, return_exceptions=True)
    assert isinstance(results[7], ValueError), "a transaction that raises is rolled back alone"
    assert isinstance(results[9], Integrity), "one that breaks a key is refused alone"
    assert [r for i, r in enumerate(results) if i not in (7, 9)] == [1] * 18
    rows = {r[0] for r in await db.fetch("SELECT id FROM t")}
    assert rows == {100 + n for n in range(20)} - {107, 109}, "the failed ones left nothing behind"
    assert db.grouping[0] - commits_before == 2, "the blocker's commit, then one for the twenty waiting"


async def test_a_repeated_interaction_id_in_a_group_is_already_recorded(db: Database) -> None:
    """Two games' actions committed together carry the same interaction id: the second is answered as a
    duplicate (its own savepoint rolled back), the first stands."""
    table = Table(db)
    games = []
    for channel in (1, 2):
        record = await table.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a")
        await table.join(channel, 2, "b")
        await table.join(channel, 3, "c")
        played = await table.start(channel, 1, seed=4)
        games.append((record.id, played.game.decisions(played.state)[0].seats[0] + 1))
    blocker, gate = await blocked(db)
    commits_before = db.grouping[0]
    first = asyncio.ensure_future(table.act(games[0][0], games[0][1], "estate ukraine", interaction_id="55"))
    second = asyncio.ensure_future(table.act(games[1][0], games[1][1], "estate ukraine", interaction_id="55"))
    for _ in range(50):  # both actions are applied and waiting for the writer
        await asyncio.sleep(0)
    gate.set()
    await blocker
    one, other = await asyncio.gather(first, second)
    assert db.grouping[0] - commits_before == 2, "the two actions went in one commit"
    assert one.changed and not one.duplicate
    assert other.duplicate and not other.changed
    assert [(await table.record(g)).seq for g, _ in games] == [1, 0]
    assert len(await table.actions(games[1][0])) == 0


@pytest.mark.parametrize("writer_thread", [True, False], ids=["writer thread", "async engine"])
async def test_times_compare_in_order_on_either_path(databases: Databases, writer_thread: bool) -> None:
    """Aware times in any zone go in and compare as the same instants, through the writer or the engine."""
    from datetime import UTC, datetime, timedelta, timezone

    db = Database(databases.url("times"), writer_thread=writer_thread)
    await db.open()
    try:
        kind = "TIMESTAMP WITH TIME ZONE" if on_postgresql() else "DATETIME"
        await db.transaction(lambda tx: tx.run(f"CREATE TABLE m (id INTEGER PRIMARY KEY, at {kind})"))
        base = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
        warsaw = timezone(timedelta(hours=1))
        moments = [base + timedelta(microseconds=1), base.astimezone(warsaw) + timedelta(hours=1), base]
        for n, moment in enumerate(moments):
            await db.transaction(lambda tx, n=n, m=moment: tx.run("INSERT INTO m VALUES (:n, :at)", {"n": n, "at": m}))
        later = await db.fetch("SELECT id FROM m WHERE at > :at ORDER BY at", {"at": base})
        assert [r[0] for r in later] == [0, 1]
    finally:
        await db.close()


@postgresql_only
async def test_a_connection_lost_mid_group_acknowledges_nothing(db: Database) -> None:
    await db.transaction(lambda tx: tx.run("CREATE TABLE k (id INTEGER PRIMARY KEY)"))
    blocker, gate = await blocked(db)
    inside, resume = threading.Event(), threading.Event()
    backend: list[int] = []

    def first(tx: Tx) -> int:
        backend.append(int(tx.rows("SELECT pg_backend_pid()")[0][0]))
        tx.run("INSERT INTO k (id) VALUES (1)")
        inside.set()
        resume.wait(10)
        return 1

    pending = [asyncio.ensure_future(db.transaction(first))]
    pending += [
        asyncio.ensure_future(db.transaction(lambda tx, n=n: tx.run("INSERT INTO k (id) VALUES (:n)", {"n": n})))
        for n in range(2, 6)
    ]
    await asyncio.sleep(0)
    gate.set()
    await blocker
    await asyncio.to_thread(inside.wait, 10)
    killed = await db.fetch("SELECT pg_terminate_backend(:pid)", {"pid": backend[0]})
    assert killed == [(True,)]
    resume.set()
    results = await asyncio.gather(*pending, return_exceptions=True)
    assert all(isinstance(r, Exception) for r in results), results
    assert await db.fetch("SELECT id FROM k") == [], "nothing of the group was committed"
    assert await db.transaction(lambda tx: tx.run("INSERT INTO k (id) VALUES (7)")) == 1, "the writer reconnects"
    assert await db.fetch("SELECT id FROM k") == [(7,)]


@postgresql_only
async def test_a_writer_connection_ended_while_idle_is_made_again(db: Database) -> None:
    pid = (await db.transaction(lambda tx: tx.rows("SELECT pg_backend_pid()")))[0][0]
    assert await db.fetch("SELECT pg_terminate_backend(:pid)", {"pid": pid}) == [(True,)]
    await db.transaction(lambda tx: tx.run("CREATE TABLE r (id INTEGER PRIMARY KEY)"))
    assert await db.transaction(lambda tx: tx.run("INSERT INTO r (id) VALUES (1)")) == 1
    again = (await db.transaction(lambda tx: tx.rows("SELECT pg_backend_pid()")))[0][0]
    assert again != pid, "a new connection"


@postgresql_only
async def test_a_deadlock_between_two_writers_retries_the_victim(databases: Databases) -> None:
    """Two processes' groups lock two rows in opposite orders: PostgreSQL aborts one transaction of one group,
    which rolls back to its savepoint and runs again after its group's commit; every caller gets its answer."""
    url = databases.url("shared")
    dbs = [Database(url), Database(url)]
    for database in dbs:
        await database.open()
    try:
        await dbs[0].transaction(lambda tx: tx.run("CREATE TABLE d (id TEXT PRIMARY KEY, n INTEGER)"))
        await dbs[0].transaction(lambda tx: tx.run("INSERT INTO d VALUES ('a', 0), ('b', 0)"))
        held = [threading.Event(), threading.Event()]

        def lock(mine: str, me: int):  # type: ignore[no-untyped-def]
            def work(tx: Tx) -> int:
                changed = tx.run("UPDATE d SET n = n + 1 WHERE id = :id", {"id": mine})
                held[me].set()
                held[1 - me].wait(10)
                return changed

            return work

        def bump(row: str):  # type: ignore[no-untyped-def]
            return lambda tx: tx.run("UPDATE d SET n = n + 1 WHERE id = :id", {"id": row})

        blockers = [await blocked(database) for database in dbs]
        pending = [
            asyncio.ensure_future(transaction)
            for transaction in (
                dbs[0].transaction(lock("a", 0)), dbs[0].transaction(bump("b")),
                dbs[1].transaction(lock("b", 1)), dbs[1].transaction(bump("a")),
            )
        ]  # fmt: skip
        await asyncio.sleep(0)
        for blocker, gate in blockers:
            gate.set()
            await blocker
        results = await asyncio.wait_for(asyncio.gather(*pending), 30)
        assert results == [1, 1, 1, 1]
        assert await dbs[0].fetch("SELECT id, n FROM d ORDER BY id") == [("a", 2), ("b", 2)]
        blockers_groups_and_retry = 2 + 2 + 2 + 1
        assert sum(d.grouping[0] for d in dbs) == blockers_groups_and_retry, "the victim ran again on its own"
    finally:
        for database in dbs:
            await database.close()
