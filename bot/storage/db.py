"""The database engine: SQLite through aiosqlite by default (WAL, durable commits, busy timeout,
foreign keys), PostgreSQL through asyncpg when ``DATABASE_URL`` says so. Migrations run at start-up.

A player's action is written by :meth:`Database.write`. On an SQLite file that transaction runs whole in
one writer thread on a plain connection: the async driver would hop to its thread and back for every
cursor call (about sixteen per action), which cost more than the durable commit itself.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
T = TypeVar("T")


def sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """Per-connection settings. ``synchronous=FULL`` makes every commit durable, not only crash-safe."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


class Database:
    """One engine per process and a session factory; ``open()`` brings the schema up to date."""

    def __init__(self, url: str, *, writer_thread: bool = True) -> None:
        """``writer_thread=False`` writes actions on the async engine even on an SQLite file, as on
        PostgreSQL (the tests run both ways)."""
        self.url = url
        self._writer: Engine | None = None
        self._writer_thread: ThreadPoolExecutor | None = None
        if url.startswith("sqlite"):
            self._ensure_sqlite_dir(url)
            self.engine: AsyncEngine = create_async_engine(url)
            event.listen(self.engine.sync_engine, "connect", sqlite_pragmas)
            parsed = make_url(url)
            if writer_thread and parsed.database and parsed.database != ":memory:":
                self._writer = create_engine(parsed.set(drivername="sqlite"))
                event.listen(self._writer, "connect", sqlite_pragmas)
                self._writer_thread = ThreadPoolExecutor(1, thread_name_prefix="marszalek-sqlite")
        else:
            self.engine = create_async_engine(url, pool_pre_ping=True)
        self.sessions = async_sessionmaker(self.engine, class_=AsyncSession, expire_on_commit=False)

    async def write(self, work: Callable[[Connection], T]) -> T:
        """Run ``work`` in one transaction, committed when this returns (rolled back if it raises): on
        an SQLite file in the writer thread, elsewhere on the async engine."""
        if self._writer is None:
            async with self.engine.begin() as conn:
                return await conn.run_sync(work)
        writer = self._writer

        def transaction() -> T:
            with writer.begin() as conn:
                return work(conn)

        return await asyncio.get_running_loop().run_in_executor(self._writer_thread, transaction)

    @staticmethod
    def _ensure_sqlite_dir(url: str) -> None:
        path = url.split(":///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)

    async def open(self) -> None:
        """Run every pending migration (Alembic) on this database."""
        async with self.engine.begin() as conn:
            await conn.run_sync(self._upgrade)

    def _upgrade(self, connection: Connection) -> None:
        config = alembic_config(self.url)
        config.attributes["connection"] = connection
        command.upgrade(config, "head")

    async def close(self) -> None:
        await self.engine.dispose()
        if self._writer is not None and self._writer_thread is not None:
            await asyncio.get_running_loop().run_in_executor(self._writer_thread, self._writer.dispose)
            self._writer_thread.shutdown(wait=True)


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url)
    return config
