"""The database layer under the table: plain-SQL reads and transactions on every engine, group commit on an
SQLite file, and start-up that skips Alembic when the schema is current."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from bot.storage.db import Database, Integrity, Tx, head_revision


async def test_waiting_transactions_are_committed_together_and_fail_alone(tmp_path: Path) -> None:
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'g.db'}")
    await db.open()
    try:
        await db.transaction(lambda tx: tx.run("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)"))
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
