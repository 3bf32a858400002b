"""The public history (``/game log``), kept as the game goes.

Every log entry's public events are kept with the game: in memory as messages for the entries since the last
checkpoint (``Loaded.pending``), and written with each checkpoint as one compressed chunk of the ``history``
table, already worded in every language the bot speaks, with each seat left as a mark that is replaced by the
seat's name when read (names can change: a seat changes hands). The history of a game is then its chunks plus
what is pending: no replay and hardly any formatting, whatever the game's length. A game older than the
history table is replayed once, off the event loop.
"""

from __future__ import annotations

import asyncio
import json
import re
import zlib
from collections.abc import Callable, Sequence
from typing import Any

from bot.table.model import DEFAULT, Loaded, LogEntry, Told, setup_told, told
from bot.table.queries import Queries
from bot.table.replay import events_of, replay
from bot.words.i18n import t
from bot.words.text import say, seat_namer
from rules.core.game import Game
from rules.core.messages import LANGUAGES

_MARK = re.compile("\ue000(\\d+)\ue001")


def _marked(seat: int) -> str:
    """A seat as a chunk words it, until it is read: a mark for its name."""
    return f"\ue000{seat}\ue001"


def lines_of(entries: Sequence[Told], namer: Callable[[int], str], lang: str) -> list[str]:
    """The history's lines for ``entries``: each public event in ``lang``, an undo entry as one line, the
    table's defaults marked."""
    out = []
    default = t(lang, "bot.history.default") + " "
    for entry in entries:
        if entry.undoes is not None:
            out.append(t(lang, "bot.history.undo", seat=namer(entry.seat), action=entry.undoes))
            continue
        prefix = default if entry.by == DEFAULT else ""
        for message in entry.msgs:
            out.append(prefix + say(message, namer, lang))
            prefix = ""
    return out


def pack(entries: Sequence[Told]) -> bytes:
    """A chunk of the history, worded in every language, seats marked, compressed."""
    worded = {lang: lines_of(entries, _marked, lang) for lang in LANGUAGES}
    return zlib.compress(json.dumps({"lines": worded}, ensure_ascii=False, separators=(",", ":")).encode(), 6)


def unpack(body: bytes, lang: str) -> list[str] | None:
    """A chunk's lines in ``lang``, seats still marked (``None`` if the chunk has no such language)."""
    lines: list[str] | None = json.loads(zlib.decompress(body))["lines"].get(lang)
    return lines


def named(lines: list[str], namer: Callable[[int], str]) -> list[str]:
    """Lines with their seat marks replaced by the seats' names."""
    text = "\n".join(lines)
    if "\ue000" not in text:
        return lines
    return _MARK.sub(lambda m: namer(int(m.group(1))), text).split("\n")


def replayed_history(game: Game[Any], initial: Any, entries: Sequence[LogEntry]) -> list[Told]:
    """The whole history by replaying the log from the setup (games older than the history table)."""
    out = [setup_told(initial.events)]
    replay(game, initial.state, entries, each=lambda step: out.append(told(step.entry, events_of(step))))
    return out


class History(Queries):
    async def history(self, game_id: int, lang: str = "en") -> list[str]:
        """The public history of a game so far in ``lang``: every public event, in order, with the undos
        noted (nothing for a lobby). Its chunks plus what is pending; a game older than the history table is
        replayed. Anything long runs off the event loop."""
        record = await self.record(game_id)
        if record.status == "lobby":
            return []
        loaded = await self.load(game_id)
        users = {s.seat: s.name for s in loaded.record.seats}
        namer = seat_namer(loaded.game, loaded.state, users, lang)
        chunks = await self.store.history(game_id)
        if chunks and chunks[0][0] == 0 and loaded.chunked == chunks[-1][0]:
            pending = loaded.pending

            def read() -> list[str] | None:
                parts = [unpack(body, lang) for _, body in chunks]
                if any(p is None for p in parts):
                    return None
                lines = [line for part in parts for line in part or ()]
                return named(lines, namer) + lines_of(pending, namer, lang)

            found = await asyncio.to_thread(read)
            if found is not None:
                return found
        return await asyncio.to_thread(lines_of, await self._replayed(loaded), namer, lang)

    async def _replayed(self, loaded: Loaded) -> list[Told]:
        record, game = loaded.record, loaded.game
        origin = await self.store.origin(record.id)
        assert origin is not None
        entries = await self.store.log(record.id)
        roles = [s.role for s in record.seats]

        def whole() -> list[Told]:
            initial = game.new_game(len(record.seats), origin.seed, record.options, roles)
            return replayed_history(game, initial, entries)

        return await asyncio.to_thread(whole)
