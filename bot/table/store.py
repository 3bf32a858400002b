"""The storage gateway: every statement and transaction the table service runs, in one place.

The concerns of the table (lobby, play, clock, host controls, undo, queries) decide; this module reads and
writes, in plain SQL that SQLite and PostgreSQL both run (``:name`` parameters), through
:meth:`Database.fetch` and :meth:`Database.transaction`. Nothing else in ``bot/table`` builds a statement.

Every write is a compare-and-set on the game's revision (``games.rev``, bumped by every change of the row
or its seats): a write based on a stale read (another process, a cache) changes nothing and raises
:class:`Conflict`, and the caller reads again and retries. That is what makes a lobby atomic across
processes: two joins, or a join and a leave, can never both apply to the same seats.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.storage.db import Database, Integrity, Tx, rows_by
from bot.table.model import (
    LIVE,
    PLAYER,
    GameRecord,
    LogEntry,
    Queue,
    SeatInfo,
    TableError,
    aware,
    changed,
    wake_at,
    with_seat,
)


class Conflict(Exception):
    """The game changed under us (another process, a stale cache): nothing was written; read again."""


class Duplicate(Exception):
    """The interaction id is already in the log: the action went in before."""


@dataclass(frozen=True)
class Lobby:
    """A live game's row as the lobby needs it, with its seats and revision."""

    id: int
    game: str
    status: str
    creator_id: int
    max_seats: int
    options_json: str
    edition_hash: str
    rev: int
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Origin:
    """What a game was created with and never changes: its game, edition (its digest), seed and creation time."""

    game: str
    edition_hash: str
    seed: int
    created_at: datetime


@dataclass(frozen=True)
class Stored:
    """What loading a game reads: its record, edition (its digest), nearest checkpoint and the log after it."""

    record: GameRecord
    edition_hash: str
    checkpoint_seq: int
    checkpoint_json: str
    tail: list[LogEntry]
    queues: dict[int, Queue]


MOVED = ("status", "deadline_at", "deadline_step", "reminders", "wake_at")
"""The columns of a game's row an action may change besides its sequence; an action writes those that do."""


@dataclass(frozen=True)
class ActionWrite:
    """One action's transaction: the compare-and-set on the revision, the log entry, the seat changes, the
    checkpoint."""

    game_id: int
    rev: int
    seq: int
    now: datetime
    status: str
    deadline_at: datetime | None
    deadline_step: int | None
    reminders: int
    wake_at: datetime | None
    entry: dict[str, Any]
    seat_missed: tuple[int, int] | None = None
    stand_in: tuple[int, bool] | None = None
    undo_from: int | None = None
    checkpoint: tuple[str, Callable[[], str], Callable[[], bytes]] | None = None
    """(phase key, the new state's JSON, the history chunk), when a checkpoint is written: both are made
    inside the transaction (on SQLite in the writer thread, off the event loop)."""
    moved: tuple[str, ...] = MOVED
    """Which of :data:`MOVED` change (in that order); the others keep the values they have."""
    queues: tuple[tuple[int, Queue | None], ...] = ()
    """Answers ahead this action changes, by seat: the queue as it now stands, or ``None`` (gone)."""


_GAME_COLUMNS = (
    "g.id, g.game, g.status, g.channel_id, g.guild_id, g.thread_id, g.creator_id, g.max_seats, g.options_json, "
    "g.seq, g.pace_minutes, g.deadline_at, g.deadline_step, g.reminders, g.paused_at, g.dashboard_id, g.locale, "
    "g.vote_json, g.rev, g.stand_ins"
)
_SEAT_COLUMNS = "s.seat, s.user_id, s.name, s.role, s.missed, s.stand_in, s.locale, s.ai"
_RECORDS = f"SELECT {_GAME_COLUMNS}, {_SEAT_COLUMNS} FROM games g LEFT JOIN seats s ON s.game_id = g.id"
_GAME_WIDTH = _GAME_COLUMNS.count(",") + 1
_LIVE = "('lobby', 'active')"
assert LIVE == ("lobby", "active")

_RECORD = f"{_RECORDS} WHERE g.id = :gid ORDER BY s.seat"
_LIVE_IN_CHANNEL = f"{_RECORDS} WHERE g.channel_id = :channel AND g.status IN {_LIVE} ORDER BY g.id, s.seat"
_LIVE_IN_THREAD = f"{_RECORDS} WHERE g.thread_id = :channel AND g.status IN {_LIVE} ORDER BY g.id, s.seat"
_LAST_IN_CHANNEL = (
    f"{_RECORDS} WHERE g.id = (SELECT MAX(id) FROM games WHERE channel_id = :channel OR thread_id = :channel) "
    "ORDER BY s.seat"
)
_GAMES_OF = (
    f"{_RECORDS} WHERE g.status = 'active' AND g.id IN (SELECT game_id FROM seats WHERE user_id = :user) "
    "ORDER BY g.id, s.seat"
)
_DUE = (
    f"{_RECORDS} WHERE g.id IN (SELECT id FROM games WHERE wake_at <= :now{{scope}} ORDER BY wake_at LIMIT :limit) "
    "ORDER BY g.id, s.seat"
)
_NEXT_WAKE = "SELECT MIN(wake_at) FROM games WHERE wake_at IS NOT NULL{scope}"
_ORIGIN = "SELECT game, edition_hash, seed, created_at FROM games WHERE id = :gid"
_EDITION = "SELECT body FROM editions WHERE hash = :hash"
_ADD_EDITION = (
    "INSERT INTO editions (hash, game, body, created_at) VALUES (:edition_hash, :game, :edition_body, :now) "
    "ON CONFLICT (hash) DO NOTHING"
)
_HISTORY = "SELECT seq, body FROM history WHERE game_id = :gid ORDER BY seq"
_ADD_HISTORY = "INSERT INTO history (game_id, seq, body) VALUES (:gid, :seq, :body)"
_LOBBY = (
    "SELECT g.id, g.game, g.status, g.creator_id, g.max_seats, g.options_json, g.edition_hash, g.rev, "
    f"{_SEAT_COLUMNS} FROM games g LEFT JOIN seats s ON s.game_id = g.id "
    f"WHERE g.channel_id = :channel AND g.status IN {_LIVE} ORDER BY s.seat"
)
_CHECKPOINT_AT = (
    "SELECT seq, state_json FROM checkpoints WHERE game_id = :gid AND seq <= :seq ORDER BY seq DESC LIMIT 1"
)
_LOG_COLUMNS = "seq, seat, text, undoes, played_by, interaction_id"
_LOG = f"SELECT {_LOG_COLUMNS} FROM actions WHERE game_id = :gid ORDER BY seq"
_LOG_AFTER = f"SELECT {_LOG_COLUMNS} FROM actions WHERE game_id = :gid AND seq > :after AND seq <= :upto ORDER BY seq"
_CHECKPOINTS = "SELECT seq, state_json FROM checkpoints WHERE game_id = :gid ORDER BY seq"
_SEEN = "SELECT 1 FROM actions WHERE interaction_id = :iid"
_QUEUES = "SELECT seat, chain, mark, entries_json, standing FROM ahead WHERE game_id = :gid ORDER BY seat"
_DROP_QUEUE = "DELETE FROM ahead WHERE game_id = :gid AND seat = :seat"
_ADD_QUEUE = (
    "INSERT INTO ahead (game_id, seat, chain, mark, entries_json, standing, updated_at) "
    "VALUES (:gid, :seat, :chain, :mark, :entries, :standing, :now)"
)
_KEPT = "SELECT value FROM bot_state WHERE name = :name"
_KEEP = (
    "INSERT INTO bot_state (name, value, updated_at) VALUES (:name, :value, :now) "
    "ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at"
)
_TOUCH = "UPDATE games SET rev = rev + 1, updated_at = :now WHERE id = :gid AND rev = :rev AND status = 'active'"
_AI_GAMES = (
    "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE g.status = 'active' "
    "AND (s.ai IS NOT NULL OR (g.stand_ins IS NOT NULL AND s.stand_in)) ORDER BY g.id"
)

_CREATE = (
    "INSERT INTO games (game, status, guild_id, channel_id, creator_id, max_seats, options_json, edition_hash, "
    "seed, created_at, updated_at, pace_minutes, locale, stand_ins) VALUES (:game, 'lobby', :guild_id, :channel_id, "
    ":creator_id, :max_seats, :options_json, :edition_hash, 0, :now, :now, :pace_minutes, :locale, :stand_ins) "
    "RETURNING id"
)
_ADD_SEAT = (
    "INSERT INTO seats (game_id, seat, user_id, name, role, missed, stand_in, locale, ai) "
    "VALUES (:gid, :seat, :user_id, :name, :role, :missed, :stand_in, :locale, :ai)"
)
_DROP_SEATS = "DELETE FROM seats WHERE game_id = :gid AND seat >= :first"
_START = (
    "UPDATE games SET status = 'active', seed = :seed, rev = rev + 1, updated_at = :now, deadline_at = :deadline_at, "
    "deadline_step = :deadline_step, reminders = 0, wake_at = :wake_at "
    "WHERE id = :gid AND rev = :rev AND status = 'lobby'"
)


@functools.cache
def _move(columns: tuple[str, ...]) -> str:
    """The compare-and-set of one action, setting ``columns`` (of :data:`MOVED`) too. Most actions change
    none of them, and a column left out is an index left alone: SQLite then writes half the pages (4
    instead of 8 in the write-ahead log) and a commit costs less."""
    extra = "".join(f", {c} = :{c}" for c in columns)
    return (
        f"UPDATE games SET seq = :seq, rev = rev + 1, updated_at = :now{extra} "
        "WHERE id = :gid AND rev = :rev AND status = 'active'"
    )


_APPEND = (
    "INSERT INTO actions (game_id, seq, seat, text, interaction_id, created_at, undoes, played_by) "
    "VALUES (:gid, :seq, :seat, :text, :interaction_id, :now, :undoes, :played_by)"
)
_SEAT_MISSED = "UPDATE seats SET missed = :count WHERE game_id = :gid AND seat = :seat"
_SEAT_STAND_IN = "UPDATE seats SET stand_in = :flag WHERE game_id = :gid AND seat = :seat"
_DROP_CHECKPOINTS = "DELETE FROM checkpoints WHERE game_id = :gid AND seq >= :first"
CHECKPOINT_WINDOW = 50
"""Checkpoints older than the last two windows of this many actions are pruned to the first of each window (and
those of undo entries): loading needs the newest, an undo of a recent action the one just before it (an older
target replays at most a window), and storage stays small."""
_PRUNE = (
    "DELETE FROM checkpoints WHERE game_id = :gid AND seq > 0 AND seq < :below"
    " AND seq > (SELECT MIN(c.seq) FROM checkpoints c WHERE c.game_id = :gid AND c.seq / :w = checkpoints.seq / :w)"
    " AND seq NOT IN (SELECT a.seq FROM actions a WHERE a.game_id = :gid AND a.undoes IS NOT NULL)"
)
_CHECKPOINT = (
    "INSERT INTO checkpoints (game_id, seq, phase, state_json, created_at) VALUES (:gid, :seq, :phase, :state, :now)"
)

GAME_FIELDS = frozenset(
    {"status", "thread_id", "options_json", "pace_minutes", "deadline_at", "deadline_step", "reminders",
     "paused_at", "dashboard_id", "locale", "vote_json", "updated_at", "wake_at", "stand_ins"}
)  # fmt: skip
CLOCK_FIELDS = frozenset({"status", "pace_minutes", "deadline_at", "reminders", "paused_at"})
"""The columns the scheduler's ``wake_at`` follows from (a change of any of them sets it again)."""
SEAT_FIELDS = frozenset({"user_id", "name", "missed", "stand_in", "locale", "ai"})
"""The columns a change may set (the statements are built from these names only)."""


def _set_game(values: dict[str, Any]) -> str:
    unknown = set(values) - GAME_FIELDS
    if unknown:
        raise ValueError(f"not a column a change may set: {sorted(unknown)}")
    sets = "".join(f", {k} = :{k}" for k in sorted(values))
    return f"UPDATE games SET rev = rev + 1{sets} WHERE id = :gid AND rev = :rev"


def _set_seat(values: dict[str, Any]) -> str:
    unknown = set(values) - SEAT_FIELDS
    if unknown:
        raise ValueError(f"not a column a change may set: {sorted(unknown)}")
    sets = ", ".join(f"{k} = :{k}" for k in sorted(values))
    return f"UPDATE seats SET {sets} WHERE game_id = :gid AND seat = :seat"


class Store:
    """The table's statements over one :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.clock_scope = ""
        """An SQL condition (`` AND …`` on ``games``) narrowing the games this process's clock keeps: the
        seam for sharding (a process schedules only its shards' guilds), with its :attr:`clock_params`."""
        self.clock_params: dict[str, Any] = {}

    # --- reading -------------------------------------------------------------------------------

    async def record(self, game_id: int) -> GameRecord:
        found = records_of(await self.db.fetch(_RECORD, {"gid": game_id}))
        if not found:
            raise TableError("table.no_such_game", "no_game", id=game_id)
        return found[0]

    async def origin(self, game_id: int) -> Origin | None:
        """What the game was created with (its game, edition, seed)."""
        rows = await self.db.fetch(_ORIGIN, {"gid": game_id})
        if not rows:
            return None
        game, edition, seed, created = rows[0]
        created_at = aware(created)
        assert created_at is not None
        return Origin(game, edition, int(seed), created_at)

    async def revision(self, game_id: int) -> int | None:
        """The game's revision (to tell whether a cached game is current)."""
        rows = await self.db.fetch("SELECT rev FROM games WHERE id = :gid", {"gid": game_id})
        return int(rows[0][0]) if rows else None

    async def stored(self, game_id: int) -> Stored:
        """The game's record, edition, its last checkpoint and the log after it."""
        record = await self.record(game_id)
        if record.status == "lobby":
            raise TableError("table.lobby", "lobby")
        origin = await self.origin(game_id)
        assert origin is not None
        checkpoint = await self.db.fetch(_CHECKPOINT_AT, {"gid": game_id, "seq": record.seq})
        seq, state_json = checkpoint[0]
        tail = await self.db.fetch(_LOG_AFTER, {"gid": game_id, "after": seq, "upto": record.seq})
        queues = {int(r[0]): queue_of(r) for r in await self.db.fetch(_QUEUES, {"gid": game_id})}
        return Stored(record, origin.edition_hash, seq, state_json, [entry_of(r) for r in tail], queues)

    async def live_editions(self) -> list[tuple[str, str]]:
        """The (game, edition digest) pairs the live games play on."""
        rows = await self.db.fetch(f"SELECT DISTINCT game, edition_hash FROM games WHERE status IN {_LIVE}")
        return [(r[0], r[1]) for r in rows if r[1] is not None]

    async def edition(self, key: str) -> str:
        """A data edition's canonical JSON, by its digest."""
        return str((await self.db.fetch(_EDITION, {"hash": key}))[0][0])

    async def checkpoint_before(self, game_id: int, seq: int) -> tuple[int, str]:
        """The newest checkpoint at or before ``seq``: (its seq, the state JSON)."""
        rows = await self.db.fetch(_CHECKPOINT_AT, {"gid": game_id, "seq": seq})
        return int(rows[0][0]), rows[0][1]

    async def log_between(self, game_id: int, after: int, upto: int) -> list[LogEntry]:
        """The log entries after seq ``after`` up to ``upto``."""
        rows = await self.db.fetch(_LOG_AFTER, {"gid": game_id, "after": after, "upto": upto})
        return [entry_of(r) for r in rows]

    async def history(self, game_id: int) -> list[tuple[int, bytes]]:
        """The chunks of the public history, in order: (the seq each ends with, compressed)."""
        return [(int(r[0]), bytes(r[1])) for r in await self.db.fetch(_HISTORY, {"gid": game_id})]

    async def log(self, game_id: int) -> list[LogEntry]:
        """The whole log, undo entries included, in order."""
        return [entry_of(r) for r in await self.db.fetch(_LOG, {"gid": game_id})]

    async def checkpoints(self, game_id: int) -> list[tuple[int, str]]:
        return [(int(r[0]), r[1]) for r in await self.db.fetch(_CHECKPOINTS, {"gid": game_id})]

    async def seen(self, interaction_id: str) -> bool:
        """Whether an action with this interaction id is already in a log."""
        return bool(await self.db.fetch(_SEEN, {"iid": interaction_id}))

    async def in_channel(self, channel_id: int, *, threads: bool = True) -> GameRecord | None:
        """The live game (lobby or active) of a channel, or (``threads``) of a game's thread."""
        found = records_of(await self.db.fetch(_LIVE_IN_CHANNEL, {"channel": channel_id}))
        if not found and threads:
            found = records_of(await self.db.fetch(_LIVE_IN_THREAD, {"channel": channel_id}))
        return found[0] if found else None

    async def last_in_channel(self, channel_id: int) -> GameRecord | None:
        found = records_of(await self.db.fetch(_LAST_IN_CHANNEL, {"channel": channel_id}))
        return found[0] if found else None

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """The active games where the user holds a seat, oldest first (one indexed query)."""
        return records_of(await self.db.fetch(_GAMES_OF, {"user": user_id}))

    async def due(self, now: datetime, limit: int) -> list[GameRecord]:
        """The games whose next reminder or deadline has come (the longest overdue first): one query on the
        ``wake_at`` index."""
        sql = _DUE.format(scope=self.clock_scope)
        return records_of(await self.db.fetch(sql, {**self.clock_params, "now": now, "limit": limit}))

    async def next_wake(self) -> datetime | None:
        """The next moment the clock calls for something in any game: one query on the ``wake_at`` index."""
        rows = await self.db.fetch(_NEXT_WAKE.format(scope=self.clock_scope), self.clock_params)
        return aware(rows[0][0]) if rows else None

    async def ai_games(self) -> list[int]:
        """The running games where the AI plays a seat or may stand in for one (one query)."""
        rows = await self.db.fetch(_AI_GAMES)
        return [int(r[0]) for r in rows]

    async def lobby(self, channel_id: int) -> Lobby:
        """The live game in a channel with its seats and revision (one query: one consistent snapshot)."""
        rows = await self.db.fetch(_LOBBY, {"channel": channel_id})
        if not rows:
            raise TableError("table.no_game", "no_game")
        first = rows[0]
        seats = tuple(seat_of(r[8:]) for r in rows if r[8] is not None)
        return Lobby(first[0], first[1], first[2], first[3], first[4], first[5], first[6], first[7], seats)

    # --- the lobby -----------------------------------------------------------------------------------

    async def create(self, values: dict[str, Any], seat: SeatInfo) -> int:
        """Insert a lobby with its first seat (and its edition, unless stored already: ``edition_hash``,
        ``edition_body``); refused if the channel already has a live game."""

        values = {"stand_ins": None, **values}

        def transaction(tx: Tx) -> int:
            tx.run(_ADD_EDITION, values)
            game_id = int(tx.rows(_CREATE, values)[0][0])
            tx.run(_ADD_SEAT, {"gid": game_id, **seat_values(seat)})
            return game_id

        try:
            return await self.db.transaction(transaction)
        except Integrity:
            existing = await self.in_channel(values["channel_id"], threads=False)
            if existing is not None:
                raise occupied(existing.status, existing.game, existing.id) from None
            raise TableError("table.occupied_race", "occupied") from None

    async def save_lobby(
        self, lobby: Lobby, now: datetime, seats: tuple[SeatInfo, ...] | None = None, **values: Any
    ) -> None:
        """Write a lobby's changed row and seats (``seats``: the whole new list, numbered from 0) if nothing
        changed it since it was read; else raise :class:`Conflict`."""
        keep = 0
        if seats is not None:
            while keep < min(len(seats), len(lobby.seats)) and seats[keep] == lobby.seats[keep]:
                keep += 1
        update = _set_game({**values, "updated_at": now})

        def transaction(tx: Tx) -> None:
            if tx.run(update, {**values, "updated_at": now, "gid": lobby.id, "rev": lobby.rev}) != 1:
                raise Conflict
            if seats is not None:
                tx.run(_DROP_SEATS, {"gid": lobby.id, "first": keep})
                for s in seats[keep:]:
                    tx.run(_ADD_SEAT, {"gid": lobby.id, **seat_values(s)})

        try:
            await self.db.transaction(transaction)
        except Integrity:
            raise Conflict from None

    async def start(
        self, record: GameRecord, values: dict[str, Any], phase: str, state_json: str, history: bytes
    ) -> None:
        """Turn a lobby into a running game with its first checkpoint and history chunk; :class:`Conflict` if
        it changed."""

        def transaction(tx: Tx) -> None:
            if tx.run(_START, {**values, "gid": record.id, "rev": record.rev}) != 1:
                raise Conflict
            tx.run(_CHECKPOINT, {"gid": record.id, "seq": 0, "phase": phase, "state": state_json, "now": values["now"]})
            tx.run(_ADD_HISTORY, {"gid": record.id, "seq": 0, "body": history})

        await self.db.transaction(transaction)

    # --- a game's row and seats -----------------------------------------------------------------------

    async def change(
        self, record: GameRecord, values: dict[str, Any], seats: dict[int, dict[str, Any]] | None = None
    ) -> GameRecord:
        """Change a game's row and seats if nothing changed them since ``record`` was read, else raise
        :class:`Conflict`; returns the record as it now stands. A change of the clock's fields sets the
        scheduler's ``wake_at`` again."""
        if CLOCK_FIELDS & set(values):
            values = {**values, "wake_at": wake_at(after_change(record, values))}
        update = _set_game(values)
        seat_updates = [(_set_seat(v), {**v, "gid": record.id, "seat": seat}) for seat, v in (seats or {}).items()]

        def transaction(tx: Tx) -> None:
            if tx.run(update, {**values, "gid": record.id, "rev": record.rev}) != 1:
                raise Conflict
            for sql, params in seat_updates:
                tx.run(sql, params)

        try:
            await self.db.transaction(transaction)
        except Integrity:
            raise Conflict from None
        return after_change(record, values, seats)

    # --- an action ------------------------------------------------------------------------------------

    async def write(self, w: ActionWrite) -> None:
        """One transaction: compare-and-set the revision, append the log entry, move the deadline, update a
        seat, drop undone checkpoints, checkpoint if asked. Raises :class:`Conflict` if the game changed and
        :class:`Duplicate` if the interaction id is already in a log."""
        move = {"gid": w.game_id, "rev": w.rev, "seq": w.seq, "now": w.now}
        for column in w.moved:
            move[column] = getattr(w, column)
        update = _move(w.moved)
        entry = {"undoes": None, "played_by": PLAYER, "interaction_id": None, **w.entry}
        append = {**entry, "gid": w.game_id, "seq": w.seq, "now": w.now}

        def transaction(tx: Tx) -> None:
            if tx.run(update, move) != 1:
                raise Conflict
            tx.run(_APPEND, append)
            if w.seat_missed is not None:
                tx.run(_SEAT_MISSED, {"gid": w.game_id, "seat": w.seat_missed[0], "count": w.seat_missed[1]})
            if w.stand_in is not None:
                tx.run(_SEAT_STAND_IN, {"gid": w.game_id, "seat": w.stand_in[0], "flag": w.stand_in[1]})
            if w.undo_from is not None:
                tx.run(_DROP_CHECKPOINTS, {"gid": w.game_id, "first": w.undo_from})
            for seat, queue in w.queues:
                write_queue(tx, w.game_id, seat, queue, w.now)
            if w.checkpoint is not None:
                phase, dump, chunk = w.checkpoint
                tx.run(_CHECKPOINT, {"gid": w.game_id, "seq": w.seq, "phase": phase, "state": dump(), "now": w.now})
                tx.run(_ADD_HISTORY, {"gid": w.game_id, "seq": w.seq, "body": chunk()})
                below = (w.seq // CHECKPOINT_WINDOW - 1) * CHECKPOINT_WINDOW
                if below > 0:
                    tx.run(_PRUNE, {"gid": w.game_id, "below": below, "w": CHECKPOINT_WINDOW})

        try:
            # a checkpoint's JSON and history chunk are made in the transaction: off the loop, in the writer
            await self.db.transaction(transaction, heavy=w.checkpoint is not None)
        except Integrity:
            interaction_id = entry.get("interaction_id")
            if interaction_id is not None and await self.seen(interaction_id):
                raise Duplicate from None
            raise Conflict from None

    async def save_queues(
        self, game_id: int, rev: int, queues: Sequence[tuple[int, Queue | None]], now: datetime
    ) -> None:
        """Write seats' answers ahead (``None``: drop the seat's) with a compare-and-set on the game's revision,
        so that an action played from a stale queue, or two edits at once, can never both apply (:class:`Conflict`:
        read again)."""

        def transaction(tx: Tx) -> None:
            if tx.run(_TOUCH, {"gid": game_id, "rev": rev, "now": now}) != 1:
                raise Conflict
            for seat, queue in queues:
                write_queue(tx, game_id, seat, queue, now)

        try:
            await self.db.transaction(transaction)
        except Integrity:
            raise Conflict from None

    # --- a whole game at once (a record loaded to play on) ---------------------------------------------

    async def insert_game(
        self,
        values: dict[str, Any],
        seats: Sequence[SeatInfo],
        log: Sequence[LogEntry],
        checkpoints: Sequence[tuple[int, str, str]],
        history: Sequence[tuple[int, bytes]],
    ) -> int:
        """Insert a game with its seats, log, checkpoints ((seq, phase, state JSON)) and history chunks ((seq,
        compressed)) in one transaction (its edition too, unless stored already)."""
        status, seq, now = values["status"], values["seq"], values["now"]
        values = {"stand_ins": None, **values}
        finish = "UPDATE games SET status = :status, seq = :seq, rev = :seq, seed = :seed WHERE id = :gid"

        def transaction(tx: Tx) -> int:
            tx.run(_ADD_EDITION, values)
            game_id = int(tx.rows(_CREATE, values)[0][0])
            tx.run(finish, {"gid": game_id, "status": status, "seq": seq, "seed": values["seed"]})
            for s in seats:
                tx.run(_ADD_SEAT, {"gid": game_id, **seat_values(s)})
            for e in log:
                tx.run(
                    _APPEND,
                    {"gid": game_id, "seq": e.seq, "seat": e.seat, "text": e.text, "interaction_id": None,
                     "now": now, "undoes": e.undoes, "played_by": e.played_by},
                )  # fmt: skip
            for cp_seq, phase, state in checkpoints:
                tx.run(_CHECKPOINT, {"gid": game_id, "seq": cp_seq, "phase": phase, "state": state, "now": now})
            for chunk_seq, body in history:
                tx.run(_ADD_HISTORY, {"gid": game_id, "seq": chunk_seq, "body": body})
            return game_id

        return await self.db.transaction(transaction)

    # --- what the bot keeps about itself --------------------------------------------------------------

    async def kept(self, name: str) -> str | None:
        """A value the bot kept under ``name`` (``None``: never kept), e.g. the digest of its published commands."""
        rows = await self.db.fetch(_KEPT, {"name": name})
        return str(rows[0][0]) if rows else None

    async def keep(self, name: str, value: str, now: datetime) -> None:
        """Keep ``value`` under ``name``, replacing what was kept (processes starting at once may both write)."""
        await self.db.transaction(lambda tx: tx.run(_KEEP, {"name": name, "value": value, "now": now}))


def occupied(status: str, game: str, game_id: int) -> TableError:
    key = "table.occupied_lobby" if status == "lobby" else "table.occupied_active"
    return TableError(key, "occupied", game=game, id=game_id)


def after_change(
    record: GameRecord, values: dict[str, Any], seats: dict[int, dict[str, Any]] | None = None
) -> GameRecord:
    """The record once ``values`` (columns of the row) and ``seats`` (columns by seat) are written."""
    fields = {k: v for k, v in values.items() if k not in ("updated_at", "wake_at", "vote_json", "options_json")}
    if "vote_json" in values:
        fields["vote"] = json.loads(values["vote_json"]) if values["vote_json"] else None
    if "options_json" in values:
        fields["options"] = json.loads(values["options_json"])
    new_seats = record.seats
    for seat, changes in (seats or {}).items():
        new_seats = with_seat(new_seats, seat, **changes)
    return changed(record, rev=record.rev + 1, seats=new_seats, **fields)


def seat_values(s: SeatInfo) -> dict[str, Any]:
    return {
        "seat": s.seat, "user_id": s.user_id, "name": s.name, "role": s.role, "missed": s.missed,
        "stand_in": s.stand_in, "locale": s.locale, "ai": s.ai,
    }  # fmt: skip


def write_queue(tx: Tx, game_id: int, seat: int, queue: Queue | None, now: datetime) -> None:
    tx.run(_DROP_QUEUE, {"gid": game_id, "seat": seat})
    if queue is not None and not queue.empty:
        entries = json.dumps(
            {"entries": list(queue.entries), "then_mark": queue.then_mark, "then": list(queue.then)}
            if queue.then_mark
            else list(queue.entries),
            ensure_ascii=False,
        )
        tx.run(
            _ADD_QUEUE,
            {"gid": game_id, "seat": seat, "chain": queue.chain, "mark": queue.mark, "entries": entries,
             "standing": queue.order, "now": now},
        )  # fmt: skip


def queue_of(row: Sequence[Any]) -> Queue:
    """A queue from its row: its entries a JSON list, or an object that also holds the answers to the decision
    after (``then_mark``, ``then``)."""
    stored = json.loads(row[3])
    if isinstance(stored, dict):
        entries, then_mark, then = stored["entries"], stored["then_mark"], stored["then"]
        return Queue(int(row[0]), row[1], row[2], tuple(entries), row[4], str(then_mark), tuple(then))
    return Queue(int(row[0]), row[1], row[2], tuple(stored), row[4])


def entry_of(row: Sequence[Any]) -> LogEntry:
    return LogEntry(int(row[0]), int(row[1]), row[2], row[3], row[4], row[5])


def seat_of(row: Sequence[Any]) -> SeatInfo:
    return SeatInfo(int(row[0]), int(row[1]), row[2], row[3], int(row[4]), bool(row[5]), row[6], row[7])


def records_of(rows: Sequence[Sequence[Any]]) -> list[GameRecord]:
    """Records from rows of a game joined with its seats (ordered by game, then seat)."""
    out = []
    for group in rows_by(rows).values():
        g = group[0]
        seats = tuple(seat_of(r[_GAME_WIDTH:]) for r in group if r[_GAME_WIDTH] is not None)
        out.append(
            GameRecord(
                id=int(g[0]), game=g[1], status=g[2], channel_id=int(g[3]),
                guild_id=None if g[4] is None else int(g[4]), thread_id=None if g[5] is None else int(g[5]),
                creator_id=int(g[6]), max_seats=int(g[7]), options=json.loads(g[8]), seq=int(g[9]), seats=seats,
                pace_minutes=g[10], deadline_at=aware(g[11]), deadline_step=g[12], reminders=int(g[13]),
                paused_at=aware(g[14]), dashboard_id=None if g[15] is None else int(g[15]), locale=g[16],
                vote=json.loads(g[17]) if g[17] else None, rev=int(g[18]), stand_ins=g[19],
            )
        )  # fmt: skip
    return out
