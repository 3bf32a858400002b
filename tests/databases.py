"""Fresh databases for tests, on SQLite (the default) or on PostgreSQL through one switch.

Set ``MARSZALEK_TEST_DATABASE_URL`` to a PostgreSQL server's URL (a superuser's, e.g. the one
``python -m bot.bench.pgserver`` starts; ``.ci/run`` does this) and every test that asks for a database gets its own
on that server instead of an SQLite file: a login role and a schema of the same name, which PostgreSQL's default
``search_path`` ("$user", public) puts first, so the tables, Alembic's version table and every query stay in it.
A schema costs milliseconds where ``CREATE DATABASE`` costs most of a second. Without the variable each database
is an SQLite file in the test's temporary directory.
"""

from __future__ import annotations

import asyncio
import os
import threading
import uuid
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.engine import make_url

TEST_DATABASE_URL = os.environ.get("MARSZALEK_TEST_DATABASE_URL", "").strip() or None

sqlite_only = pytest.mark.skipif(TEST_DATABASE_URL is not None, reason="checks SQLite's own settings (WAL, pragmas)")


def on_postgresql() -> bool:
    return TEST_DATABASE_URL is not None


class Databases:
    """The databases of one test, by name: the same name gives the same database (a restart reopens it), a new
    name a fresh empty one. ``drop()`` removes the PostgreSQL ones when the test ends."""

    def __init__(self, tmp_path: Path, server: str | None = TEST_DATABASE_URL) -> None:
        self.tmp_path = tmp_path
        self.server = server
        self.urls: dict[str, str] = {}
        self._roles: list[str] = []

    def url(self, name: str = "marszalek") -> str:
        """The URL of this test's database ``name`` (made on first use)."""
        if name not in self.urls:
            self.urls[name] = self._make(name)
        return self.urls[name]

    def _make(self, name: str) -> str:
        if self.server is None:
            return f"sqlite+aiosqlite:///{self.tmp_path / name}.db"
        role = f"t_{uuid.uuid4().hex[:20]}"
        _admin(self.server, [f'CREATE ROLE "{role}" LOGIN', f'CREATE SCHEMA "{role}" AUTHORIZATION "{role}"'])
        self._roles.append(role)
        return make_url(self.server).set(username=role, password=None).render_as_string(hide_password=False)

    def drop(self) -> None:
        if self.server is None or not self._roles:
            return
        statements = []
        for role in self._roles:
            statements += [
                f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '{role}'",
                f'DROP SCHEMA "{role}" CASCADE',
                f'DROP ROLE "{role}"',
            ]
        self._roles = []
        _admin(self.server, statements)


def _admin(server: str, statements: list[str]) -> None:
    """Run ``statements`` as the server's superuser, from a thread of its own, so that this works from plain
    tests and from inside a running event loop alike."""
    import asyncpg

    url = make_url(server)
    failure: list[BaseException] = []

    async def run() -> None:
        conn: Any = await asyncpg.connect(
            host=url.host, port=url.port, user=url.username, password=url.password, database=url.database
        )
        try:
            for statement in statements:
                await conn.execute(statement)
        finally:
            await conn.close()

    def thread() -> None:
        try:
            asyncio.run(run())
        except BaseException as exc:
            failure.append(exc)

    worker = threading.Thread(target=thread, name="marszalek-test-admin")
    worker.start()
    worker.join()
    if failure:
        raise failure[0]
