"""The database layer under the table: plain-SQL reads and transactions on every engine, group commit on an
SQLite file, and start-up that skips Alembic when the schema is current."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

from bot.storage.db import CHECKPOINT_AFTER, Database, Integrity, Tx, head_revision


async def test_waiting_transactions_are_committed_together_and_fail_alone(tmp_path: Path) -> None:
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'g.db'}")
    await db.open()
    try:
        await db.transaction(lambda tx: tx.run("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)"))
        db.commit_on_loop = False  # the blocker holds the writer's thread, not the loop
        entered, gate = threading.Event(), threading.Event()

        def hold(tx: Tx) -> None:
            entered.set()
            gate.wait(10)

        blocker = asyncio.ensure_future(db.transaction(hold))
        await asyncio.to_thread(entered.wait, 10)  # the writer thread is now inside the blocker's transaction

        def insert(n: int):  # type: ignore[no-untyped-def]
            def work(tx: Tx) -> int:
                if n == 7:
                    raise ValueError("refused by the caller")
                return tx.run("INSERT INTO t (id, body) VALUES (:id, 'x')", {"id": 100 if n == 9 else 100 + n})

            return work

        commits_before = db.grouping[0]
        pending = [asyncio.ensure_future(db.transaction(insert(n))) for n in range(20)]
        await asyncio.sleep(0)  # let every transaction reach the writer's queue
        gate.set()
        await blocker
        results = await asyncio.gather(*pending, return_exceptions=True)
        assert isinstance(results[7], ValueError), "a transaction that raises is rolled back alone"
        assert isinstance(results[9], Integrity), "one that breaks a key is refused alone"
        assert [r for i, r in enumerate(results) if i not in (7, 9)] == [1] * 18
        rows = {r[0] for r in await db.fetch("SELECT id FROM t")}
        assert rows == {100 + n for n in range(20)} - {107, 109}
        assert db.grouping[0] - commits_before == 2, "the blocker's commit, then one for the twenty waiting"
    finally:
        await db.close()


async def test_a_constraint_in_a_group_refuses_only_its_transaction(tmp_path: Path) -> None:
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'c.db'}")
    await db.open()
    try:
        await db.transaction(lambda tx: tx.run("CREATE TABLE u (id INTEGER PRIMARY KEY)"))
        await db.transaction(lambda tx: tx.run("INSERT INTO u (id) VALUES (1)"))
        outcomes = await asyncio.gather(
            *(db.transaction(lambda tx, n=n: tx.run("INSERT INTO u (id) VALUES (:n)", {"n": n})) for n in (2, 1, 3)),
            return_exceptions=True,
        )
        assert outcomes[0] == 1 and isinstance(outcomes[1], Integrity) and outcomes[2] == 1
        assert [r[0] for r in await db.fetch("SELECT id FROM u ORDER BY id")] == [1, 2, 3]
    finally:
        await db.close()


async def test_a_lone_transaction_commits_on_the_loop_and_waiting_ones_in_the_writer(tmp_path: Path) -> None:
    """With nothing else ready to run the loop commits at once (the hop to the writer's thread and back cost
    more than the statements); transactions that meet go to the writer, which may group them."""
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'l.db'}")
    await db.open()
    loop_thread = threading.get_ident()

    def insert(n: int):  # type: ignore[no-untyped-def]
        def work(tx: Tx) -> int:
            tx.run("INSERT INTO t (id) VALUES (:n)", {"n": n})
            return threading.get_ident()

        return work

    try:
        await db.transaction(lambda tx: tx.run("CREATE TABLE t (id INTEGER PRIMARY KEY)"))
        assert await db.transaction(insert(1)) == loop_thread
        together = await asyncio.gather(*(db.transaction(insert(n)) for n in (2, 3, 4)))
        assert loop_thread not in together[1:], "the others were ready to run: the writer's thread took them"
        db.commit_on_loop = False
        assert await db.transaction(insert(5)) != loop_thread
        db.commit_on_loop = True
        rows = [r[0] for r in await db.fetch("SELECT id FROM t ORDER BY id")]
        assert rows == [1, 2, 3, 4, 5]
    finally:
        await db.close()


async def test_another_process_holding_the_write_lock_is_waited_for_off_the_loop(tmp_path: Path) -> None:
    path = tmp_path / "w.db"
    db = Database(f"sqlite+aiosqlite:///{path}")
    await db.open()
    other = sqlite3.connect(path, isolation_level=None)
    try:
        await db.transaction(lambda tx: tx.run("CREATE TABLE t (id INTEGER PRIMARY KEY)"))
        other.execute("BEGIN IMMEDIATE")
        other.execute("INSERT INTO t (id) VALUES (1)")
        ticks = 0

        async def ticking() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        ticker = asyncio.ensure_future(ticking())
        asyncio.get_running_loop().call_later(0.2, other.execute, "COMMIT")
        await asyncio.sleep(0)
        thread = await db.transaction(lambda tx: (tx.run("INSERT INTO t (id) VALUES (2)"), threading.get_ident())[1])
        ticker.cancel()
        assert thread != threading.get_ident(), "the writer's thread waited for the lock"
        assert ticks >= 10, "and the loop ran on meanwhile"
        assert [r[0] for r in await db.fetch("SELECT id FROM t ORDER BY id")] == [1, 2]
    finally:
        other.close()
        await db.close()


async def test_the_log_is_checkpointed_by_the_writer_however_the_transactions_commit(tmp_path: Path) -> None:
    """The write-ahead log's own checkpoint is off on the writer's connection (it could fall on a commit made on
    the loop); the writer runs one every ``CHECKPOINT_AFTER`` transactions, so the log stays small."""
    path = tmp_path / "k.db"
    db = Database(f"sqlite+aiosqlite:///{path}")
    await db.open()
    try:
        await db.transaction(lambda tx: tx.run("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)"))
        log = tmp_path / "k.db-wal"
        sizes = []
        for n in range(5 * CHECKPOINT_AFTER):
            await db.transaction(lambda tx, n=n: tx.run("INSERT INTO t VALUES (:n, :b)", {"n": n, "b": "x" * 3000}))
            if n % CHECKPOINT_AFTER == CHECKPOINT_AFTER - 2:
                sizes.append(log.stat().st_size)
        assert sizes[-1] < 1.5 * sizes[0], f"the log is used again from its start, not grown: {sizes}"
        assert len(await db.fetch("SELECT id FROM t")) == 5 * CHECKPOINT_AFTER
    finally:
        await db.close()


async def test_start_up_at_the_newest_revision_needs_no_alembic(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'r.db'}"
    first = Database(url)
    await first.open()
    assert (await first.fetch("SELECT version_num FROM alembic_version"))[0][0] == head_revision()
    await first.close()
    again = Database(url)
    await again.open()
    try:
        assert again._engine is None, "nothing needed SQLAlchemy's engine, let alone Alembic"
    finally:
        await again.close()


def test_times_are_stored_as_sqlalchemy_writes_them() -> None:
    """UTC text with six digits of microseconds (even when they are nought), so that stored times sort in
    time order and compare as text with the times SQLAlchemy wrote."""
    from datetime import UTC, datetime, timedelta, timezone

    from bot.storage.db import sqlite_moment

    assert sqlite_moment(datetime(2026, 12, 2, 7, 0, tzinfo=UTC)) == "2026-12-02 07:00:00.000000"
    assert sqlite_moment(datetime(2026, 12, 2, 9, 0, 5, 42, tzinfo=timezone(timedelta(hours=2)))) == (
        "2026-12-02 07:00:05.000042"
    )
    assert sqlite_moment(datetime(2026, 1, 2, 3, 4, 5, 6)) == "2026-01-02 03:04:05.000006", "naive: taken as UTC"


async def test_a_heavy_transaction_goes_to_the_writer_even_alone(tmp_path: Path) -> None:
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'h.db'}")
    await db.open()
    try:
        assert await db.transaction(lambda tx: threading.get_ident(), heavy=True) != threading.get_ident()
        with db._writer.busy:  # the writer answers before it lets go of the connection: wait until it is idle
            pass
        assert await db.transaction(lambda tx: threading.get_ident()) == threading.get_ident()
    finally:
        await db.close()
