"""Board images for any game, from its views (render/ draws; this picks the right renderer).

The blocking functions (:func:`board_png`, :func:`board_picture`, :func:`focus_picture`) draw in the calling
thread. The bot draws through :func:`draw_board` and :func:`draw_focus` instead, which hand the view to the
render pool (:class:`RenderPool`): worker processes, so that drawing holds neither the event loop nor its GIL,
several boards at once, and under load only the newest of the boards queued for one reader of one game.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import logging
import multiprocessing
import threading
from collections.abc import Hashable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from render.picture import Picture, picture

log = logging.getLogger("marszalek.images")

_DRAWING = threading.Lock()
"""Pillow's font objects are shared by every drawing; draw one image at a time (about 40 ms each)."""

RENDERERS = {"boze": "render.boze", "sigismundus": "render.sigismundus", "niepodlegla": "render.niepodlegla"}
"""Each game's renderer module; each has ``board_png(view, lang=...)`` and may have
``focus_png(view, phase, lang=...)``: the panels the phase ``phase`` (the game's ``phase_key`` of the
state drawn) changed, legible on a phone, or ``None`` when the phase changed nothing worth a picture."""


def has_board(game_id: str) -> bool:
    return game_id in RENDERERS


def has_focus(game_id: str) -> bool:
    """Whether the game's renderer draws focus images (``focus_png``); without one the table falls back to
    the full board."""
    return has_board(game_id) and hasattr(_renderer(game_id), "focus_png")


def board_png(game_id: str, view: Any, lang: str = "en") -> bytes:
    """PNG bytes of the board as ``view`` shows it, labelled in ``lang``. Blocking: call it off the
    event loop."""
    return board_picture(game_id, view, lang).png


def board_picture(game_id: str, view: Any, lang: str = "en") -> Picture:
    """The full board as ``view`` shows it, with its size and smallest text. Blocking."""
    renderer = _renderer(game_id)
    with _DRAWING:
        return picture(lambda: renderer.board_png(view, lang=lang))


def focus_picture(game_id: str, view: Any, phase: str, lang: str = "en") -> Picture | None:
    """The focus image of what phase ``phase`` changed (DESIGN §5), or ``None`` when the game draws none
    for it. Blocking."""
    renderer = _renderer(game_id)
    focus = getattr(renderer, "focus_png", None)
    if focus is None:
        return None
    with _DRAWING:
        drawn: list[bytes | None] = []
        made = picture(lambda: _keep(drawn, focus(view, phase, lang=lang)))
    return made if drawn and drawn[0] is not None else None


def _keep(out: list[bytes | None], png: bytes | None) -> bytes:
    out.append(png)
    return png if png is not None else _EMPTY_PNG


_EMPTY_PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x00\x00\x00\x00:~\x9bU"
    b"\x00\x00\x00\nIDATx\x9cc`\x00\x00\x00\x02\x00\x01H\xaf\xa4q\x00\x00\x00\x00IEND\xaeB`\x82"
)


def _renderer(game_id: str) -> Any:
    if game_id not in RENDERERS:
        raise ValueError(f"no board renderer for {game_id!r}")
    return importlib.import_module(RENDERERS[game_id])


# --- the render pool ------------------------------------------------------------------------------------------


def _draw(kind: str, game_id: str, view: Any, lang: str, phase: str | None) -> Picture | None:
    """One job of the pool (module-level, so a worker process can run it)."""
    if kind == "focus":
        assert phase is not None
        return focus_picture(game_id, view, phase, lang)
    return board_picture(game_id, view, lang)


def _warm() -> None:
    """A worker's start: import every renderer (and its fonts) before the first board is asked for."""
    for game_id in RENDERERS:
        _renderer(game_id)


class RenderPool:
    """Draws pictures off the event loop: in ``processes`` worker processes, or, with ``processes=0`` or where
    processes cannot be started, in one thread at a time as the blocking functions do.

    A request may name a ``newest`` key (a game, a reader, a kind of picture: whatever must not be mixed). A
    newer request with the same key makes an older one that is still queued needless: it is dropped and its
    caller gets ``None``, so a busy pool draws only the newest board per game. In the thread fallback nothing
    queues and nothing is dropped: pictures come out exactly as the blocking functions draw them.
    """

    def __init__(self, processes: int = 0) -> None:
        self.processes = processes
        self._executor: concurrent.futures.Executor | None = None
        self._threaded = True
        self._latest: dict[Hashable, concurrent.futures.Future[Picture | None]] = {}
        self._lock = threading.Lock()
        self.dropped = 0
        """Requests dropped because a newer one with the same key came while they queued."""

    @property
    def mode(self) -> str:
        """``"processes"`` or ``"thread"``: how pictures are drawn now."""
        return "thread" if self._threaded else "processes"

    def start(self) -> None:
        """Start the worker processes (each imports the renderers at once); falls back to a thread, with a
        warning, when this system cannot run them."""
        if self._executor is not None:
            return
        if self.processes > 0:
            try:
                if "forkserver" in multiprocessing.get_all_start_methods():
                    context: Any = multiprocessing.get_context("forkserver")
                    # the fork server imports the renderers once; each worker forked from it starts warm
                    context.set_forkserver_preload([__name__, *RENDERERS.values()])
                else:
                    context = multiprocessing.get_context("spawn")
                executor = concurrent.futures.ProcessPoolExecutor(self.processes, context, initializer=_warm)
                for _ in range(self.processes):
                    executor.submit(_warm)
            except (OSError, ImportError, NotImplementedError, ValueError, BrokenProcessPool) as exc:
                log.warning("board images are drawn in a thread: worker processes cannot start here (%s)", exc)
            else:
                self._executor, self._threaded = executor, False
                return
        self._executor = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="marszalek-render")
        self._threaded = True

    async def board(self, game_id: str, view: Any, lang: str = "en", *, newest: Hashable = None) -> Picture | None:
        """The full board as ``view`` shows it; ``None`` if a newer request with the key ``newest`` replaced
        this one while it queued."""
        return await self._submit(newest, "board", game_id, view, lang, None)

    async def focus(
        self, game_id: str, view: Any, phase: str, lang: str = "en", *, newest: Hashable = None
    ) -> Picture | None:
        """The focus image of what phase ``phase`` changed (``None`` if the game draws none, or if replaced
        while it queued)."""
        return await self._submit(newest, "focus", game_id, view, lang, phase)

    async def _submit(
        self, newest: Hashable, kind: str, game_id: str, view: Any, lang: str, phase: str | None
    ) -> Picture | None:
        if self._executor is None:
            self.start()
        assert self._executor is not None
        try:
            future = self._executor.submit(_draw, kind, game_id, view, lang, phase)
        except (BrokenProcessPool, RuntimeError) as exc:
            self._fall_back(exc)
            return await self._submit(newest, kind, game_id, view, lang, phase)
        if newest is not None and not self._threaded:
            with self._lock:
                older = self._latest.get(newest)
                self._latest[newest] = future
            if older is not None and older.cancel():
                self.dropped += 1
            future.add_done_callback(lambda done: self._settled(newest, done))
        try:
            return await asyncio.wrap_future(future)
        except asyncio.CancelledError:
            if future.cancelled():
                return None  # a newer request replaced this one before it was drawn
            raise
        except BrokenProcessPool as exc:
            self._fall_back(exc)
            return await self._submit(newest, kind, game_id, view, lang, phase)

    def _settled(self, key: Hashable, done: concurrent.futures.Future[Picture | None]) -> None:
        with self._lock:
            if self._latest.get(key) is done:
                del self._latest[key]

    def _fall_back(self, exc: BaseException) -> None:
        """A worker died (killed, out of memory): carry on in a thread rather than lose boards."""
        if self._threaded:
            raise exc
        log.error("a board-drawing process failed (%s); drawing in a thread from now on", exc)
        broken, self._executor = self._executor, None
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)
        self.processes = 0
        self.start()

    async def close(self) -> None:
        """Stop the workers (after the pictures being drawn), off the event loop."""
        await asyncio.get_running_loop().run_in_executor(None, self.shutdown)

    def shutdown(self) -> None:
        """Stop the workers (after the pictures being drawn). Blocking."""
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown()


POOL = RenderPool()
"""The process's render pool: a thread until :func:`configure` asks for processes (the bot does, from its
settings; tests and the local table draw in a thread)."""


def configure(processes: int) -> RenderPool:
    """Draw with ``processes`` worker processes from now on (0: one thread). Call before drawing."""
    global POOL
    if POOL.processes != processes or POOL._executor is None:
        old, POOL = POOL, RenderPool(processes)
        if old._executor is not None:
            old._executor.shutdown(wait=False)
        POOL.start()
    return POOL


async def draw_board(game_id: str, view: Any, lang: str = "en", *, newest: Hashable = None) -> Picture | None:
    """The full board, drawn by the render pool (see :meth:`RenderPool.board`)."""
    return await POOL.board(game_id, view, lang, newest=newest)


async def draw_focus(
    game_id: str, view: Any, phase: str, lang: str = "en", *, newest: Hashable = None
) -> Picture | None:
    """The focus image, drawn by the render pool (see :meth:`RenderPool.focus`)."""
    return await POOL.focus(game_id, view, phase, lang, newest=newest)
