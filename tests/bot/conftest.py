"""Fixtures for the table service: a fresh SQLite database per test, migrated by Alembic."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage.db import Database
from bot.table import Table


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'marszalek.db'}"


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
