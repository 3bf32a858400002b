"""Fixtures for the table service: a fresh database per test, migrated by Alembic: an SQLite file, or a schema
of a PostgreSQL server when ``MARSZALEK_TEST_DATABASE_URL`` names one (see ``tests/databases.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.storage.db import Database
from bot.table import Table
from tests.databases import Databases


@pytest.fixture
def databases(tmp_path: Path) -> Iterator[Databases]:
    """This test's databases by name (``databases.url("other")``), dropped when it ends."""
    made = Databases(tmp_path)
    yield made
    made.drop()


@pytest.fixture
def db_url(databases: Databases) -> str:
    return databases.url()


@pytest.fixture
async def db(db_url: str) -> AsyncIterator[Database]:
    database = Database(db_url)
    await database.open()
    yield database
    await database.close()


@pytest.fixture
async def table(db: Database) -> Table:
    return Table(db)


async def lobby(table: Table, channel: int = 500, players: int = 3) -> int:
    """A lobby in ``channel`` with users 1..players seated; returns the game id."""
    record = await table.create("boze", channel_id=channel, guild_id=9, user_id=1, name="user1")
    for user in range(2, players + 1):
        await table.join(channel, user, f"user{user}")
    return record.id
