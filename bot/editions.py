"""Loading data editions from disk and building game definitions from them.

A game is always rebuilt from the edition stored with it, so a game started on one edition plays on
to the end on that edition even if the shipped file or the group's own file changes later.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rules.core.edition import check_shape
from rules.core.errors import DataError
from rules.core.game import Game
from rules.registry import GAMES

DATA_DIR = Path(__file__).resolve().parents[1] / "data"


class Editions:
    """Builds and caches game definitions by edition content."""

    def __init__(self, overrides: Mapping[str, Path] | None = None) -> None:
        self.overrides = dict(overrides or {})
        self._games: dict[str, Game[Any]] = {}
        self._files: dict[Path, tuple[float, dict[str, Any]]] = {}

    def default_path(self, game_id: str) -> Path:
        return self.overrides.get(game_id) or DATA_DIR / game_id / "board.toml"

    def load_raw(self, game_id: str, path: Path | None = None) -> dict[str, Any]:
        """Read an edition file (TOML); it is validated when the game is built from it."""
        path = path or self.default_path(game_id)
        try:
            mtime = path.stat().st_mtime
            cached = self._files.get(path)
            if cached is not None and cached[0] == mtime:
                return cached[1]
            raw = self.parse_bytes(path.read_bytes(), str(path))
            self._files[path] = (mtime, raw)
            return raw
        except FileNotFoundError:
            raise DataError(f"no data edition at {path}") from None
        except OSError as exc:
            raise DataError(f"cannot read {path}: {exc.strerror or exc}") from None

    def build(self, game_id: str, raw: Mapping[str, Any]) -> Game[Any]:
        """The game definition for this edition content (validated; cached by content hash)."""
        info = GAMES.get(game_id)
        if info is None:
            raise DataError(f"{game_id!r} is not a game Marszałek knows")
        check_shape(raw, f"{info.title} board")  # before its JSON is written: a date or 5,000 digits fail there
        key = game_id + ":" + digest(canonical(raw))
        game = self._games.get(key)
        if game is None:
            game = info.build(raw)
            self._games[key] = game
        return game

    def build_text(self, game_id: str, text: str, key: str | None = None) -> Game[Any]:
        """The game definition for an edition stored as canonical JSON text (as games store it); ``key`` is
        its :func:`digest` if the caller has it."""
        game = self._games.get(game_id + ":" + (key or digest(text)))
        if game is None:
            game = self.build(game_id, json.loads(text))
        return game

    def cached(self, game_id: str, key: str) -> Game[Any] | None:
        """The game definition for the edition with this :func:`digest`, if it was built already."""
        return self._games.get(game_id + ":" + key)

    @staticmethod
    def parse_bytes(data: bytes, name: str = "the board file") -> dict[str, Any]:
        """A data edition read from a file: UTF-8 TOML text (another encoding is refused, naming the byte)."""
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(
                f"{name} is not UTF-8 text (byte {exc.start} is {data[exc.start : exc.start + 1]!r}); "
                "save it as UTF-8 and try again"
            ) from None
        return Editions.parse_text(text.removeprefix("\ufeff"), name)

    @staticmethod
    def parse_text(text: str, name: str = "the board file") -> dict[str, Any]:
        """A data edition sent as TOML text (an uploaded board file)."""
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise DataError(f"{name} is not valid TOML: {exc}") from None
        except RecursionError:
            raise DataError(f"{name} is nested too deeply to be a board file") from None

    def current(self, game_id: str) -> tuple[dict[str, Any], Game[Any]]:
        """The edition new games start on, and its game definition."""
        raw = self.load_raw(game_id)
        return raw, self.build(game_id, raw)


def canonical(raw: Mapping[str, Any]) -> str:
    return json.dumps(raw, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def digest(text: str) -> str:
    """An edition's key: the SHA-256 of its canonical JSON (games reference their edition by it)."""
    return hashlib.sha256(text.encode()).hexdigest()
