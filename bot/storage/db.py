"""The database: SQLite (WAL, durable commits, busy timeout, foreign keys) by default, PostgreSQL through
asyncpg when ``DATABASE_URL`` says so. Migrations run at start-up (Alembic), and are skipped without even
importing Alembic when the schema is already at the newest revision.

The table service speaks plain SQL with ``:name`` parameters through two calls, :meth:`Database.fetch`
(a read) and :meth:`Database.transaction` (one atomic write), and never sees the driver:

- On an SQLite file, reads run on a plain ``sqlite3`` connection right on the event loop (an indexed
  read takes tens of microseconds, less than a hop to a thread and back; WAL readers never wait for the
  writer), and writes run in one writer thread on its own plain connection, with the statements prepared
  once by the driver's statement cache. When several transactions wait, the writer commits them together
  (group commit): each runs in its own savepoint, so one that fails is rolled back alone, and none is
  answered before the shared commit is durable. A light transaction submitted while the event loop has
  nothing else to run and the writer is idle commits right there on the loop, on the writer's connection
  (the hop to the thread and back cost more than the statements; the loop would only have waited for it
  anyway); one that computes much (a checkpoint) always goes to the writer.
- On PostgreSQL the same, through asyncpg directly (:mod:`bot.storage.pg`): writes in a writer thread with
  its own connection, prepared statements and group commit; reads on the event loop through a small pool.
- Elsewhere (SQLite in memory, or ``writer_thread=False`` on either engine) both go through SQLAlchemy's
  async engine, each statement compiled once and cached.

Times are stored in UTC; SQLite keeps them as ``YYYY-MM-DD HH:MM:SS.ffffff`` text (as SQLAlchemy writes
them), which sorts in time order, so indexed comparisons work the same on both engines.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
import threading
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from bot.storage.writer import GroupWriter, Integrity, Params, Tx, next_batch
from bot.storage.writer import settle as _settle

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy.engine import Connection
    from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

    from bot.storage.pg import PgReader, PgWriter

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
T = TypeVar("T")

__all__ = ["Database", "Integrity", "Params", "Tx"]
log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000
"""How long an SQLite connection waits for another's write lock."""


def sqlite_pragmas(dbapi_connection: Any, _record: Any = None) -> None:
    """Per-connection settings. ``synchronous=FULL`` makes every commit durable, not only crash-safe."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def sqlite_moment(moment: datetime) -> str:
    """A time as SQLite stores it (SQLAlchemy's format, in UTC; a naive time is taken as UTC)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC).replace(tzinfo=None)
    return moment.isoformat(" ", "microseconds")


def _sqlite_params(params: Params | None) -> dict[str, Any]:
    if not params:
        return {}
    return {k: sqlite_moment(v) if isinstance(v, datetime) else v for k, v in params.items()}


class _SqliteTx:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def run(self, sql: str, params: Params | None = None) -> int:
        try:
            return self.conn.execute(sql, _sqlite_params(params)).rowcount
        except sqlite3.IntegrityError as exc:
            raise Integrity(str(exc)) from None

    def rows(self, sql: str, params: Params | None = None) -> list[tuple[Any, ...]]:
        try:
            return self.conn.execute(sql, _sqlite_params(params)).fetchall()
        except sqlite3.IntegrityError as exc:
            raise Integrity(str(exc)) from None


class _EngineTx:
    def __init__(self, conn: Connection, database: Database) -> None:
        self.conn = conn
        self.database = database

    def run(self, sql: str, params: Params | None = None) -> int:
        from sqlalchemy.exc import IntegrityError

        try:
            result = self.conn.execute(self.database.text(sql), self.database.params(params))
        except IntegrityError as exc:
            raise Integrity(str(exc.orig)) from None
        return int(result.rowcount)

    def rows(self, sql: str, params: Params | None = None) -> list[tuple[Any, ...]]:
        from sqlalchemy.exc import IntegrityError

        try:
            result = self.conn.execute(self.database.text(sql), self.database.params(params))
        except IntegrityError as exc:
            raise Integrity(str(exc.orig)) from None
        return [tuple(r) for r in result.all()]


CHECKPOINT_AFTER = 200
"""Transactions between two checkpoints of SQLite's write-ahead log (about SQLite's own 1,000 pages at 4-6 pages
each). The writer runs them in its thread: the log's automatic checkpoint, run by whichever commit crosses its
size, could fall on a commit made on the event loop and hold the loop while it copies the log."""


class _Writer(GroupWriter):
    """The SQLite writer: one plain connection, transactions committed in groups in its thread, or at once on
    the event loop when nothing else waits (:meth:`submit`)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, cached_statements=256)
        sqlite_pragmas(self.conn)
        self.conn.execute("PRAGMA wal_autocheckpoint=0")
        self.tx = _SqliteTx(self.conn)
        self.busy = threading.Lock()
        """Held while a transaction runs on the connection, in the thread or on the loop."""
        self.uncheckpointed = 0
        super().__init__("marszalek-sqlite-writer")

    def submit(self, work: Callable[[Tx], T], *, on_loop: bool = False) -> asyncio.Future[T]:
        """Commit ``work`` on the event loop now (``on_loop``) if the loop has nothing else ready to run and the
        writer nothing to do; else hand it to the writer thread, where it may share a commit with others."""
        loop = asyncio.get_running_loop()
        ready = getattr(loop, "_ready", None)  # asyncio's queue of ready callbacks (absent: never on the loop)
        if (
            on_loop
            and ready is not None
            and not ready
            and self.uncheckpointed < CHECKPOINT_AFTER
            and self.jobs.empty()
            and self.busy.acquire(blocking=False)
        ):
            try:
                future: asyncio.Future[T] = loop.create_future()
                if self._now(work, future):
                    return future
            finally:
                self.busy.release()
        return super().submit(work)

    def _now(self, work: Callable[[Tx], T], future: asyncio.Future[T]) -> bool:
        """One transaction on the caller's thread; ``False`` (nothing done) if another process holds the
        database's write lock, which the thread waits for instead of the loop."""
        conn = self.conn
        conn.execute("PRAGMA busy_timeout=0")
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError:
            return False
        finally:
            conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        self._commit(conn, self.tx, [(work, future)], settle=_settle, begun=True)
        return True

    def _run(self) -> None:
        try:
            while (batch := next_batch(self.jobs)) is not None:
                with self.busy:
                    self._commit(self.conn, self.tx, batch)
                    if self.uncheckpointed >= CHECKPOINT_AFTER:
                        self.uncheckpointed = 0
                        try:  # (a log not checkpointed only grows: the writer must go on either way)
                            self.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                        except sqlite3.Error as exc:
                            log.warning("the write-ahead log could not be checkpointed: %s", exc)
        finally:
            self.conn.close()

    def _commit(
        self,
        conn: sqlite3.Connection,
        tx: _SqliteTx,
        batch: list[tuple[Callable[[Tx], Any], asyncio.Future[Any]]],
        settle: Callable[[asyncio.Future[Any], bool, Any], None] | None = None,
        begun: bool = False,
    ) -> None:
        """Run ``batch`` in one transaction (``begun``: the caller began it) and commit it; then settle each
        future (``settle``: on the caller's thread; by default from the writer thread through the loop)."""
        outcomes: list[tuple[bool, Any]] = []
        try:
            if not begun:
                conn.execute("BEGIN IMMEDIATE")
            for work, _future in batch:
                if len(batch) > 1:
                    conn.execute("SAVEPOINT job")
                try:
                    outcomes.append((True, work(tx)))
                    if len(batch) > 1:
                        conn.execute("RELEASE job")
                except Exception as exc:
                    if len(batch) > 1:
                        conn.execute("ROLLBACK TO job")
                        conn.execute("RELEASE job")
                    else:
                        conn.execute("ROLLBACK")
                    outcomes.append((False, exc))
            if conn.in_transaction:
                conn.execute("COMMIT")
            self.commits += 1
            self.transactions += len(batch)
            self.uncheckpointed += len(batch)
        except Exception as exc:  # the commit itself failed: nothing of the group is durable
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            error = Integrity(str(exc)) if isinstance(exc, sqlite3.IntegrityError) else exc
            outcomes = [(False, error)] * len(batch)
        for (_work, future), (ok, value) in zip(batch, outcomes, strict=True):
            if settle is not None:
                settle(future, ok, value)
            else:
                future.get_loop().call_soon_threadsafe(_settle, future, ok, value)


MIGRATION_LOCK = 0x4D61727A
"""The PostgreSQL advisory lock a process holds while it migrates the schema (any number the app alone uses)."""


class Database:
    """One database per process; ``open()`` brings the schema up to date."""

    def __init__(self, url: str, *, writer_thread: bool = True) -> None:
        """``writer_thread=False`` runs everything on SQLAlchemy's async engine, on an SQLite file as on
        PostgreSQL (the tests run both ways)."""
        self.url = url
        self.dialect = "sqlite" if url.startswith("sqlite") else "postgresql"
        self.path: str | None = None
        self.lean = writer_thread and self.dialect == "postgresql"
        """PostgreSQL through asyncpg directly (:mod:`bot.storage.pg`) once open."""
        if self.dialect == "sqlite":
            path = url.split(":///", 1)[-1] if ":///" in url else ""
            if path and path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
                self.path = path if writer_thread else None
        self._engine: AsyncEngine | None = None
        self._sessions: async_sessionmaker[AsyncSession] | None = None
        self._reader: sqlite3.Connection | None = None
        self._writer: _Writer | PgWriter | None = None
        self._pg_reader: PgReader | None = None
        self._texts: dict[str, Any] = {}
        self.commit_on_loop = True
        """An SQLite file's transaction may commit right on the event loop when nothing else waits (see the
        module's docstring); tests that hold the writer thread on purpose turn it off."""

    # --- the engines --------------------------------------------------------------------------------

    @property
    def engine(self) -> AsyncEngine:
        """SQLAlchemy's async engine (created when first needed: an SQLite file at the newest revision
        never needs it)."""
        if self._engine is None:
            from sqlalchemy import event
            from sqlalchemy.ext.asyncio import create_async_engine

            if self.dialect == "sqlite":
                self._engine = create_async_engine(self.url)
                event.listen(self._engine.sync_engine, "connect", sqlite_pragmas)
            else:
                self._engine = create_async_engine(self.url, pool_pre_ping=True, pool_size=20, max_overflow=20)
        return self._engine

    @property
    def sessions(self) -> async_sessionmaker[AsyncSession]:
        """ORM sessions, for tools and tests that want the models (the table service does not)."""
        if self._sessions is None:
            from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

            self._sessions = async_sessionmaker(self.engine, class_=AsyncSession, expire_on_commit=False)
        return self._sessions

    def text(self, sql: str) -> Any:
        """The statement for ``sql``, built once (SQLAlchemy then compiles it once and caches it)."""
        clause = self._texts.get(sql)
        if clause is None:
            from sqlalchemy import text

            clause = self._texts[sql] = text(sql)
        return clause

    def params(self, params: Params | None) -> dict[str, Any]:
        return _sqlite_params(params) if self.dialect == "sqlite" else dict(params or {})

    # --- reading and writing ------------------------------------------------------------------------

    async def fetch(self, sql: str, params: Params | None = None) -> list[tuple[Any, ...]]:
        """The rows of one query."""
        if self._reader is not None:
            return self._reader.execute(sql, _sqlite_params(params)).fetchall()
        if self._pg_reader is not None:
            return await self._pg_reader.fetch(sql, params)
        async with self.engine.connect() as conn:
            result = await conn.execute(self.text(sql), self.params(params))
            return [tuple(r) for r in result.all()]

    async def transaction(self, work: Callable[[Tx], T], *, heavy: bool = False) -> T:
        """Run ``work`` in one transaction, committed (durably) when this returns, rolled back if it raises.
        ``work`` runs in the writer thread on an SQLite file and on PostgreSQL: it must only compute and call
        the ``Tx``. (A lone SQLite transaction may run on the loop instead, unless it is ``heavy``: it
        computes much, as a checkpoint's state and history do.)"""
        if self._writer is not None:
            return await self._writer.submit(work, on_loop=self.commit_on_loop and not heavy)
        async with self.engine.begin() as conn:
            return await conn.run_sync(lambda sync: work(_EngineTx(sync, self)))

    async def write(self, work: Callable[[Connection], T]) -> T:
        """Run ``work`` on an SQLAlchemy connection in one transaction (tools and tests)."""
        async with self.engine.begin() as conn:
            return await conn.run_sync(work)

    @property
    def grouping(self) -> tuple[int, int]:
        """(commits, transactions) of the writer so far (the benchmark reports it)."""
        return (self._writer.commits, self._writer.transactions) if self._writer is not None else (0, 0)

    # --- opening and closing ----------------------------------------------------------------------------

    async def open(self) -> None:
        """Run every pending migration (Alembic) on this database, then start the reader and the writer."""
        if self.path is not None:
            reader = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, cached_statements=256)
            sqlite_pragmas(reader)
            current = _sqlite_revision(reader)
            if current != head_revision():
                async with self.engine.begin() as conn:
                    await conn.run_sync(self._upgrade)
            self._reader = reader
            self._writer = _Writer(self.path)
            return
        async with self.engine.begin() as conn:
            if self.dialect == "postgresql":  # processes starting at once migrate one after another
                await conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
            await conn.run_sync(self._upgrade)
        if self.lean:
            from bot.storage.pg import PgReader, PgWriter

            self._pg_reader = await PgReader.open(self.url)
            self._writer = PgWriter(self.url)
            await self.engine.dispose()  # migrations are done: SQLAlchemy keeps no idle connection

    def _upgrade(self, connection: Connection) -> None:
        from alembic import command

        config = alembic_config(self.url)
        config.attributes["connection"] = connection
        command.upgrade(config, "head")

    async def close(self) -> None:
        if self._writer is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._writer.stop)
            self._writer = None
        if self._pg_reader is not None:
            await self._pg_reader.close()
            self._pg_reader = None
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        if self._engine is not None:
            await self._engine.dispose()


def _sqlite_revision(conn: sqlite3.Connection) -> str | None:
    try:
        row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.OperationalError:
        return None
    return None if row is None else str(row[0])


_REVISION = re.compile(r'^(down_)?revision\s*=\s*"?([\w-]+|None)"?', re.MULTILINE)


def head_revision() -> str:
    """The newest migration, read from the revision files (without importing Alembic)."""
    revisions: set[str] = set()
    parents: set[str] = set()
    for path in (MIGRATIONS / "versions").glob("*.py"):
        found = dict((bool(m.group(1)), m.group(2)) for m in _REVISION.finditer(path.read_text(encoding="utf-8")))
        if False in found:
            revisions.add(found[False])
        if found.get(True) not in (None, "None"):
            parents.add(found[True])
    heads = sorted(revisions - parents)
    if len(heads) != 1:
        raise RuntimeError(f"the migrations have {len(heads)} heads: {heads}")
    return heads[0]


def alembic_config(url: str) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url)
    return config


def rows_by(rows: Sequence[Sequence[Any]], key: int = 0) -> dict[Any, list[Sequence[Any]]]:
    """Rows grouped by one column, in order."""
    out: dict[Any, list[Sequence[Any]]] = {}
    for row in rows:
        out.setdefault(row[key], []).append(row)
    return out
