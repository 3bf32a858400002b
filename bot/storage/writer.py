"""What the database's two writers share: the transaction's interface, the constraint error, and the writer
thread that commits the transactions waiting together (group commit).

:mod:`bot.storage.db` (SQLite, and the façade the table service calls) and :mod:`bot.storage.pg` (PostgreSQL
through asyncpg) both build on this module; it imports neither.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

T = TypeVar("T")
Params = Mapping[str, Any]


GROUP_AT_MOST = 64
"""Transactions a writer (SQLite's, PostgreSQL's) commits together at most (more wait for the next commit)."""


class Integrity(Exception):
    """A unique or key constraint refused a write (the driver's own error, the same on every engine)."""


class Tx(Protocol):
    """One transaction, as the table service sees it."""

    def run(self, sql: str, params: Params | None = None) -> int:
        """Execute a statement; the number of rows it changed."""

    def rows(self, sql: str, params: Params | None = None) -> list[tuple[Any, ...]]:
        """Execute a query; its rows."""


class GroupWriter:
    """A writer thread that takes the transactions submitted from the event loop and commits those waiting
    together (:func:`next_batch`); each engine's subclass sets up what its :meth:`_run` needs, then calls this
    ``__init__``, which starts the thread."""

    def __init__(self, name: str) -> None:
        self.jobs: queue.SimpleQueue[tuple[Callable[[Tx], Any], asyncio.Future[Any]] | None] = queue.SimpleQueue()
        self.commits = 0
        """Commits so far, and transactions in them (the benchmark reports the grouping)."""
        self.transactions = 0
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def submit(self, work: Callable[[Tx], T], *, on_loop: bool = False) -> asyncio.Future[T]:
        """Hand ``work`` to the writer thread (``on_loop``: it may run right away on the loop instead, where the
        writer can)."""
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self.jobs.put((work, future))
        return future

    def stop(self) -> None:
        self.jobs.put(None)
        self.thread.join()

    def _run(self) -> None:
        raise NotImplementedError


def next_batch(jobs: queue.SimpleQueue[Any]) -> list[Any] | None:
    """A writer's next group: the transaction it waits for and those already waiting behind it (at most
    :data:`GROUP_AT_MOST`), or ``None`` once it is told to stop (the stop is kept for after this group)."""
    job = jobs.get()
    if job is None:
        return None
    batch = [job]
    while len(batch) < GROUP_AT_MOST:
        try:
            more = jobs.get_nowait()
        except queue.Empty:
            break
        if more is None:
            jobs.put(None)
            break
        batch.append(more)
    return batch


def settle(future: asyncio.Future[Any], ok: bool, value: Any) -> None:
    if future.cancelled():
        return
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)
