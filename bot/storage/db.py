"""The database engine: SQLite through aiosqlite by default (WAL, durable commits, busy timeout,
foreign keys), PostgreSQL through asyncpg when ``DATABASE_URL`` says so. Migrations run at start-up.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import event
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


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

    def __init__(self, url: str) -> None:
        self.url = url
        if url.startswith("sqlite"):
            self._ensure_sqlite_dir(url)
            self.engine: AsyncEngine = create_async_engine(url)
            event.listen(self.engine.sync_engine, "connect", sqlite_pragmas)
        else:
            self.engine = create_async_engine(url, pool_pre_ping=True)
        self.sessions = async_sessionmaker(self.engine, class_=AsyncSession, expire_on_commit=False)

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


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url)
    return config
