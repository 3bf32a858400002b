"""Loading data editions from disk and building game definitions from them.

A game is always rebuilt from the edition stored with it, so a game started on one edition plays on
to the end on that edition even if the shipped file or the group's own file changes later.

A board file may be anyone's upload, so it is read in bounded time and memory: at most
:data:`MAX_BOARD_BYTES` of it; its text is scanned for a key of more than :data:`MAX_KEY_PARTS` dotted
parts before it is parsed (TOML's parser builds such a key in time and memory quadratic in its length:
one of 30 KB took it five seconds, one of 120 KB more memory than the machine had); the parsed edition's
shape is checked (``rules.core.edition.check_shape``) before anything else is done with it.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rules.core.edition import MAX_DEPTH, check_shape
from rules.core.errors import DataError
from rules.core.game import Game
from rules.registry import GAMES

DATA_DIR = Path(__file__).resolve().parents[1] / "data"

MAX_BOARD_BYTES = 256 * 1024
"""The largest board file read (Niepodległa's, the largest shipped, is 112 KB); the lobby refuses a larger
upload by the same bound."""
MAX_KEY_PARTS = MAX_DEPTH
"""Dotted parts of one TOML key or table header: no more than an edition may nest deep at all."""

_TOKEN = re.compile(
    r'"""(?:[^"\\]|\\.?|"(?!""))*(?:"{3,5}|\Z)'  # a multi-line basic string
    r"|'''(?:[^']|'(?!''))*(?:'{3,5}|\Z)"  # a multi-line literal string
    r'|"(?:[^"\\\n]|\\[^\n]?)*(?:"|(?=\n)|\Z)'  # a basic string
    r"|'[^'\n]*(?:'|(?=\n)|\Z)"  # a literal string
    r"|#[^\n]*"  # a comment
    r"|[=,{}\[\]\n]"  # what ends a key
    r"|\.",  # a dot between two parts of a key
    re.DOTALL,
)
"""What the key scan looks at in TOML text: strings and comments are stepped over whole (a dot in them is
text), ``=``, ``,``, brackets and line ends end a key, and the dots in between are counted. A string left
open ends at its line's end (one line) or at the end of the text (many lines): every token that starts
also matches, so the scan reads each character once (and the parser refuses such a text)."""


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
            raw = self.parse_bytes(read_board_file(path), str(path))
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
        """A data edition read from a file: UTF-8 TOML text (another encoding is refused, naming the byte) of
        at most :data:`MAX_BOARD_BYTES`."""
        if len(data) > MAX_BOARD_BYTES:
            raise DataError(too_large(name))
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
        """A data edition sent as TOML text (an uploaded board file) of at most :data:`MAX_BOARD_BYTES`
        characters, none of whose keys has more than :data:`MAX_KEY_PARTS` dotted parts."""
        if len(text) > MAX_BOARD_BYTES:
            raise DataError(too_large(name))
        line = long_key(text)
        if line:
            raise DataError(
                f"{name}: the key on line {line} has more than {MAX_KEY_PARTS} dotted parts; "
                f"a board file nests at most {MAX_DEPTH} deep"
            )
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise DataError(f"{name} is not valid TOML: {exc}") from None
        except RecursionError:
            raise DataError(f"{name} is nested too deeply to be a board file") from None
        except ValueError:  # the parser's own int() past 4,300 digits, which it does not report as TOML
            raise DataError(f"{name} holds a number of more than 4,300 digits; a board value has at most 9") from None

    def current(self, game_id: str) -> tuple[dict[str, Any], Game[Any]]:
        """The edition new games start on, and its game definition."""
        raw = self.load_raw(game_id)
        return raw, self.build(game_id, raw)


def read_board_file(path: Path) -> bytes:
    """A board file's bytes, at most :data:`MAX_BOARD_BYTES` of them: a larger file, or a device that never
    ends, is refused without reading on. An ``OSError`` if it cannot be read."""
    with path.open("rb") as file:
        data = file.read(MAX_BOARD_BYTES + 1)
    if len(data) > MAX_BOARD_BYTES:
        raise DataError(too_large(str(path)))
    return data


def too_large(name: str) -> str:
    return f"{name} is larger than a board file may be ({MAX_BOARD_BYTES // 1024} KB at most)"


def long_key(text: str) -> int:
    """The line of the first key or table header in TOML ``text`` with more than :data:`MAX_KEY_PARTS` dotted
    parts, or 0. One pass over the text, stepping over strings and comments (a dot in a quote is no key's).
    A text that is no TOML may be misread here; the parser then refuses it."""
    line, dots = 1, 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token == ".":
            dots += 1
            if dots >= MAX_KEY_PARTS:
                return line
        elif token[0] in "\"'":
            line += token.count("\n")
        elif token[0] != "#":
            dots = 0
            line += token == "\n"
    return 0


def canonical(raw: Mapping[str, Any]) -> str:
    return json.dumps(raw, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def digest(text: str) -> str:
    """An edition's key: the SHA-256 of its canonical JSON (games reference their edition by it)."""
    return hashlib.sha256(text.encode()).hexdigest()
