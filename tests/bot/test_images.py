"""The render pool: boards drawn in worker processes are the very images the blocking functions draw, several at
once; under load only the newest board per key is drawn; without processes a thread draws them all."""

from __future__ import annotations

import asyncio
import concurrent.futures
import fcntl
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot import images
from bot.editions import Editions
from bot.images import RenderPool, board_picture

pytestmark = pytest.mark.skipif(os.name != "posix", reason="worker processes are started the POSIX way here")


def views() -> list[tuple[str, Any]]:
    """A fresh game's public view for each game, and two more Boże boards (other seeds, other seat counts)."""
    editions = Editions()
    out = []
    for game_id, seats, seed in (("boze", 3, 1), ("sigismundus", 5, 2), ("niepodlegla", 4, 3), ("boze", 4, 4)):
        game = editions.current(game_id)[1]
        out.append((game_id, game.view(game.new_game(seats, seed).state, None)))
    return out


@pytest.fixture(scope="module")
def pool() -> Iterator[RenderPool]:
    """Two workers, shared by the tests that leave them whole (starting workers is the slow part)."""
    made = RenderPool(processes=2)
    made.start()
    yield made
    made.shutdown()


async def test_worker_processes_draw_the_same_images_several_at_once(pool: RenderPool) -> None:
    assert pool.mode == "processes"
    wanted = views()
    drawn = await asyncio.gather(*(pool.board(game_id, view, "pl") for game_id, view in wanted))
    assert drawn == [board_picture(game_id, view, "pl") for game_id, view in wanted]
    assert all(picture is not None and picture.width > 0 for picture in drawn)


def hold(path: str) -> None:
    """A worker's job that waits until the test lets go of its lock on ``path``."""
    with open(path) as file:
        fcntl.flock(file, fcntl.LOCK_SH)


async def test_only_the_newest_board_of_a_key_is_drawn_when_they_queue(pool: RenderPool, tmp_path: Path) -> None:
    """With every worker busy, ten boards of one game are asked for and one of another game: each queued board is
    dropped when a newer one of its game comes, the last is drawn, and the other game's board is never dropped
    for this game's sake."""
    (game_id, view), (other_id, other_view) = views()[:2]
    lock = tmp_path / "hold"
    lock.touch()
    with lock.open() as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        executor = pool._executor
        assert executor is not None
        busy = [executor.submit(hold, str(lock)) for _ in range(pool.processes * 4)]  # workers and their queue
        asks = [asyncio.ensure_future(pool.board(game_id, view, newest=("game", 1))) for _ in range(10)]
        asks.append(asyncio.ensure_future(pool.board(other_id, other_view, newest=("game", 2))))
        await asyncio.sleep(0)  # every request is submitted, none can be drawn yet
        assert pool.dropped == 9
    drawn = await asyncio.gather(*asks)
    assert drawn[:9] == [None] * 9
    assert drawn[9] == board_picture(game_id, view), "the newest board is drawn"
    assert drawn[10] == board_picture(other_id, other_view)
    assert all(job.done() for job in busy)


async def test_without_processes_a_thread_draws_every_board(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise OSError("no semaphores here")

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", refuse)
    pool = RenderPool(processes=2)
    pool.start()
    try:
        assert pool.mode == "thread"
        game_id, view = views()[0]
        drawn = await asyncio.gather(*(pool.board(game_id, view, newest="same") for _ in range(3)))
        assert drawn == [board_picture(game_id, view)] * 3, "nothing is dropped in a thread"
    finally:
        await pool.close()


async def test_a_killed_worker_costs_no_board() -> None:
    pool = RenderPool(processes=1)
    game_id, view = views()[1]
    assert await pool.board(game_id, view) == board_picture(game_id, view)
    executor = pool._executor
    assert isinstance(executor, concurrent.futures.ProcessPoolExecutor)
    for process in list(executor._processes.values()):  # type: ignore[attr-defined]
        os.kill(process.pid, signal.SIGKILL)
        process.join()
    try:
        assert await pool.board(game_id, view) == board_picture(game_id, view)
        assert pool.mode == "thread"
    finally:
        await pool.close()


async def test_the_module_draws_in_a_thread_until_configured() -> None:
    game_id, view = views()[2]
    assert images.POOL.processes == 0
    assert await images.draw_board(game_id, view) == board_picture(game_id, view)
