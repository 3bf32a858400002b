"""PostgreSQL's hot path: the table's statements through asyncpg directly, with no SQLAlchemy in between.

SQLAlchemy's async engine costs more event-loop CPU per statement than the statement itself (its greenlet
hand-over, the compiled-cache lookup, result wrapping), and on PostgreSQL that all ran on the bot's event loop.
Here, as on SQLite (:class:`bot.storage.db._Writer`):

- **Writes** run in one writer thread with an event loop and an asyncpg connection of its own, so neither the
  driver's work nor the transaction's own (a checkpoint's JSON) runs on the bot's loop. Each ``:name``
  statement is rewritten once to ``$n`` form, and asyncpg prepares it once per connection (its statement
  cache). When several transactions wait, the writer commits them together (group commit): each runs in a
  savepoint of its own, so one that fails (a compare-and-set that missed, a repeated interaction id) is rolled
  back alone and its caller gets its own error; nobody is answered before the shared ``COMMIT`` returned, and
  if the connection dies mid-group every caller of the group gets the error (nothing of it is acknowledged).
  A transaction that PostgreSQL picks as a deadlock victim (two processes' groups locking the same games in
  opposite orders), or that met a statement made stale by a schema change, runs again in the next group, up to
  :data:`RETRIES` times.
- **Reads** run on the event loop through an asyncpg pool of :data:`READ_POOL` connections (a read is one
  round trip; the pool only bounds how many run at once, and a read waits for a free connection rather than
  failing, where SQLAlchemy's pool timed out under load).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from bot.storage.writer import GroupWriter, Integrity, Params, Tx, next_batch, settle

Job = tuple[Callable[[Tx], Any], asyncio.Future[Any]]

READ_POOL = 10
"""Connections the reads of one process may use at once. A click reads nothing (the cache and the constraints
answer), so reads are the loads of games not in memory, the scheduler's and the players' queries: each holds a
connection for one round trip, and ten outrun the cores of a small server. With the writer's one connection a
process uses 11, so PostgreSQL's default ``max_connections`` (100) leaves room for eight processes."""
RETRIES = 3
"""Times a transaction PostgreSQL aborted to break a deadlock (or that met a stale prepared statement) is tried
again before its caller hears of it."""
_RETRYABLE = {"40P01", "40001"}  # deadlock_detected, serialization_failure
_NAME = re.compile(r"(?<![:\w\\]):(\w+)")


@lru_cache(maxsize=1024)
def positional(sql: str) -> tuple[str, tuple[str, ...]]:
    """``sql`` with its ``:name`` parameters as asyncpg's ``$n`` (a name used twice is one ``$n``), and the
    names in order. ``::type`` casts are left alone."""
    names: list[str] = []

    def number(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    return _NAME.sub(number, sql), tuple(names)


def arguments(sql: str, params: Params | None) -> tuple[str, list[Any]]:
    """The statement for asyncpg and its arguments in order; a missing parameter is a ``KeyError`` naming it."""
    text, names = positional(sql)
    return text, [params[n] for n in names] if names else []


def connect_args(url: str) -> dict[str, Any]:
    """asyncpg's ``connect`` arguments for the bot's SQLAlchemy URL (``postgresql+asyncpg://user:pw@host/db?...``),
    meaning what SQLAlchemy's asyncpg dialect makes of it: libpq's query options (``sslmode``, ``host`` for a
    socket, ``application_name``) stay in the DSN, ``ssl`` is asyncpg's own argument (so ``?ssl=require`` keeps
    its TLS here too), and the dialect's own options are not sent to the server."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    query = dict(parsed.query)
    args: dict[str, Any] = {"statement_cache_size": 256}
    if "ssl" in query:
        args["ssl"] = query.pop("ssl")
    for dialect_only in ("prepared_statement_cache_size", "prepared_statement_name_func", "async_fallback"):
        query.pop(dialect_only, None)
    args["dsn"] = parsed.set(drivername="postgresql", query=query).render_as_string(hide_password=False)
    return args


def rowcount(status: str) -> int:
    """The rows a statement changed, from PostgreSQL's command tag (``UPDATE 1``, ``INSERT 0 1``)."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else -1


def _is_integrity(exc: BaseException) -> bool:
    import asyncpg

    return isinstance(exc, asyncpg.IntegrityConstraintViolationError)


def _retryable(exc: BaseException) -> bool:
    """A deadlock victim, a serialization failure, or a prepared statement that a schema change (another
    process migrating) made stale: asyncpg has dropped its cache, and the same work succeeds in a new
    transaction."""
    import asyncpg

    stale = (asyncpg.InvalidCachedStatementError, asyncpg.exceptions.OutdatedSchemaCacheError)
    return getattr(exc, "sqlstate", None) in _RETRYABLE or isinstance(exc, stale)


class _PgTx:
    """The :class:`Tx` the writer hands to a transaction: each call runs one statement to its end."""

    def __init__(self, writer: PgWriter) -> None:
        self.writer = writer

    def run(self, sql: str, params: Params | None = None) -> int:
        text, args = arguments(sql, params)
        try:
            return rowcount(self.writer.wait(self.writer.connection().execute(text, *args)))
        except Exception as exc:
            if _is_integrity(exc):
                raise Integrity(str(exc)) from None
            raise

    def rows(self, sql: str, params: Params | None = None) -> list[tuple[Any, ...]]:
        text, args = arguments(sql, params)
        try:
            return [tuple(r) for r in self.writer.wait(self.writer.connection().fetch(text, *args))]
        except Exception as exc:
            if _is_integrity(exc):
                raise Integrity(str(exc)) from None
            raise


class PgWriter(GroupWriter):
    """The PostgreSQL writer thread: one asyncpg connection (made again when it breaks), transactions committed
    in groups."""

    def __init__(self, url: str) -> None:
        self.connect = connect_args(url)
        self.loop = asyncio.new_event_loop()
        self._conn: Any = None
        super().__init__("marszalek-pg-writer")

    # --- in the writer thread -------------------------------------------------------------------------------

    def wait(self, awaitable: Any) -> Any:
        """Run one driver call on the writer's own loop to its end (the loop runs only inside such calls)."""
        return self.loop.run_until_complete(awaitable)

    def connection(self) -> Any:
        if self._conn is None or self._conn.is_closed():
            import asyncpg

            self._conn = None
            self._conn = self.wait(asyncpg.connect(**self.connect))
        return self._conn

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            while (batch := next_batch(self.jobs)) is not None:
                for attempt in range(RETRIES + 1):
                    batch = self._commit(batch, retry=attempt < RETRIES)
                    if not batch:
                        break
        finally:
            self._disconnect()
            self.loop.close()

    def _disconnect(self) -> None:
        if self._conn is not None and not self._conn.is_closed():
            try:
                self.wait(self._conn.close(timeout=5))
            except Exception:
                self._conn.terminate()
        self._conn = None

    def _begin(self, begin: str) -> Any:
        """The connection, in a new transaction. A connection that died while idle (the server restarted, an
        administrator ended it) is only found out here, before any work ran: it is made again once."""
        try:
            conn = self.connection()
            self.wait(conn.execute(begin))
        except Exception:
            self._disconnect()
            conn = self.connection()
            self.wait(conn.execute(begin))
        return conn

    def _commit(self, batch: list[Job], *, retry: bool) -> list[Job]:
        """One transaction for ``batch``; settles every job but the deadlock victims (when ``retry``), which it
        returns."""
        outcomes: list[tuple[bool, Any] | None] = []
        grouped = len(batch) > 1
        tx = _PgTx(self)
        try:
            conn = self._begin("BEGIN; SAVEPOINT job" if grouped else "BEGIN")
            open_ = True
            for n, (work, _future) in enumerate(batch):
                if grouped and n:
                    self.wait(conn.execute("RELEASE SAVEPOINT job; SAVEPOINT job"))
                try:
                    outcomes.append((True, work(tx)))
                except Exception as exc:
                    self.wait(conn.execute("ROLLBACK TO SAVEPOINT job" if grouped else "ROLLBACK"))
                    open_ = grouped
                    outcomes.append(None if retry and _retryable(exc) else (False, exc))
            if open_:
                self.wait(conn.execute("COMMIT"))
            self.commits += 1
            self.transactions += len(batch)
        except Exception as exc:  # the connection or the commit failed: nothing of the group is durable
            self._disconnect()
            error = Integrity(str(exc)) if _is_integrity(exc) else exc
            outcomes = [(False, error)] * len(batch)
        again = []
        for job, outcome in zip(batch, outcomes, strict=True):
            if outcome is None:
                again.append(job)
            else:
                with contextlib.suppress(RuntimeError):  # the caller's loop is closed: nobody waits for it
                    job[1].get_loop().call_soon_threadsafe(settle, job[1], *outcome)
        return again


async def _keep(_connection: Any) -> None:
    """A read pool's connection needs no reset when it comes back: a read changes no session state, and the
    default reset (``RESET ALL``, ``UNLISTEN *``, ...) would cost every read a second round trip."""


class PgReader:
    """Reads on the event loop through a small asyncpg pool."""

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    @classmethod
    async def open(cls, url: str, size: int = READ_POOL) -> PgReader:
        import asyncpg

        pool = await asyncpg.create_pool(min_size=1, max_size=size, reset=_keep, **connect_args(url))
        return cls(pool)

    async def fetch(self, sql: str, params: Params | None = None) -> list[tuple[Any, ...]]:
        text, args = arguments(sql, params)
        return [tuple(r) for r in await self.pool.fetch(text, *args)]

    async def close(self) -> None:
        await self.pool.close()
