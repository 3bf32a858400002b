"""The storage gateway: every statement and transaction the table service runs, in one place.

The concerns of the table (lobby, play, clock, host controls, undo, queries) decide; this module reads
and writes. Nothing else in ``bot/table`` builds a statement.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, bindparam, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from bot.storage.db import Database
from bot.storage.models import LIVE, ActionRow, CheckpointRow, GameRow, SeatRow
from bot.table.model import PLAYER, GameRecord, LogEntry, SeatInfo, TableError, aware


class Conflict(Exception):
    """The game's sequence moved under us (another process); reload and try once more."""


class Duplicate(Exception):
    """The interaction id is already in the log: the action went in before."""


@dataclass(frozen=True)
class Lobby:
    """A live game's row as the lobby needs it, with its seats (read under the game's lock)."""

    id: int
    game: str
    status: str
    creator_id: int
    max_seats: int
    options_json: str
    edition_json: str
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Stored:
    """What loading a game reads: its record, edition, seed, nearest checkpoint and the log after it."""

    record: GameRecord
    edition_json: str
    seed: int
    checkpoint_seq: int
    checkpoint_json: str
    tail: list[LogEntry]


@dataclass(frozen=True)
class ActionWrite:
    """One action's transaction: the compare-and-set on the sequence, the log entry, the seat changes, the
    checkpoint."""

    game_id: int
    old_seq: int
    now: datetime
    finished: bool
    deadline_at: datetime | None
    deadline_step: int | None
    reminders: int
    entry: dict[str, Any]
    seat_missed: tuple[int, int] | None = None
    stand_in: tuple[int, bool] | None = None
    undo_from: int | None = None
    checkpoint: dict[str, Any] | None = None


class Store:
    """The table's statements over one :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- reading -------------------------------------------------------------------------------

    async def record(self, game_id: int) -> GameRecord:
        async with self.db.sessions() as session:
            row = await session.get(GameRow, game_id)
            if row is None:
                raise TableError("table.no_such_game", "no_game", id=game_id)
            return record_of(row, await _seats(session, game_id))

    async def definition(self, game_id: int) -> tuple[str, str] | None:
        """The game's id and the edition it plays on (canonical JSON)."""
        async with self.db.sessions() as session:
            row = (
                await session.execute(select(GameRow.game, GameRow.edition_json).where(GameRow.id == game_id))
            ).first()
        return None if row is None else (row[0], row[1])

    async def seed(self, game_id: int) -> int:
        async with self.db.sessions() as session:
            seed: int = (await session.execute(select(GameRow.seed).where(GameRow.id == game_id))).scalar_one()
            return seed

    async def current(self, game_id: int) -> tuple[int, str] | None:
        """The game's sequence and status (to tell whether a cached state is current)."""
        async with self.db.sessions() as session:
            found = (await session.execute(select(GameRow.seq, GameRow.status).where(GameRow.id == game_id))).first()
        return None if found is None else (found[0], found[1])

    async def stored(self, game_id: int) -> Stored:
        """The game's record, edition, seed, its last checkpoint and the log after it."""
        async with self.db.sessions() as session:
            row = await session.get(GameRow, game_id)
            if row is None:
                raise TableError("table.no_such_game", "no_game", id=game_id)
            record = record_of(row, await _seats(session, game_id))
            if row.status == "lobby":
                raise TableError("table.lobby", "lobby")
            checkpoint = (
                await session.execute(
                    select(CheckpointRow)
                    .where(CheckpointRow.game_id == game_id, CheckpointRow.seq <= row.seq)
                    .order_by(CheckpointRow.seq.desc())
                    .limit(1)
                )
            ).scalar_one()
            actions = (
                (
                    await session.execute(
                        select(ActionRow)
                        .where(ActionRow.game_id == game_id, ActionRow.seq > checkpoint.seq, ActionRow.seq <= row.seq)
                        .order_by(ActionRow.seq)
                    )
                )
                .scalars()
                .all()
            )
            tail = [entry_of(a) for a in actions]
            return Stored(record, row.edition_json, row.seed, checkpoint.seq, checkpoint.state_json, tail)

    async def log(self, game_id: int) -> list[LogEntry]:
        """The whole log, undo entries included, in order."""
        async with self.db.sessions() as session:
            rows = (
                (await session.execute(select(ActionRow).where(ActionRow.game_id == game_id).order_by(ActionRow.seq)))
                .scalars()
                .all()
            )
        return [entry_of(a) for a in rows]

    async def checkpoints(self, game_id: int) -> list[tuple[int, str]]:
        async with self.db.sessions() as session:
            rows = (
                await session.execute(
                    select(CheckpointRow.seq, CheckpointRow.state_json)
                    .where(CheckpointRow.game_id == game_id)
                    .order_by(CheckpointRow.seq)
                )
            ).all()
            return [(r[0], r[1]) for r in rows]

    async def actions(self, game_id: int) -> list[tuple[int, int, str]]:
        async with self.db.sessions() as session:
            rows = (
                await session.execute(
                    select(ActionRow.seq, ActionRow.seat, ActionRow.text)
                    .where(ActionRow.game_id == game_id)
                    .order_by(ActionRow.seq)
                )
            ).all()
            return [(r[0], r[1], r[2]) for r in rows]

    async def seen(self, interaction_id: str) -> bool:
        """Whether an action with this interaction id is already in a log."""
        async with self.db.sessions() as session:
            found = await session.execute(select(ActionRow.seq).where(ActionRow.interaction_id == interaction_id))
            return found.first() is not None

    async def live_in_channel(self, channel_id: int) -> int | None:
        """The live game (lobby or active) of a channel."""
        async with self.db.sessions() as session:
            row = await _live_in_channel(session, channel_id)
            return None if row is None else row.id

    async def in_channel(self, channel_id: int) -> int | None:
        """The live game of a channel, or of a game's thread."""
        async with self.db.sessions() as session:
            row = await _live_in_channel(session, channel_id)
            if row is None:
                row = (
                    await session.execute(
                        select(GameRow).where(GameRow.thread_id == channel_id, GameRow.status.in_(LIVE))
                    )
                ).scalar_one_or_none()
        return None if row is None else row.id

    async def last_in_channel(self, channel_id: int) -> int | None:
        async with self.db.sessions() as session:
            found = (
                await session.execute(
                    select(GameRow.id)
                    .where((GameRow.channel_id == channel_id) | (GameRow.thread_id == channel_id))
                    .order_by(GameRow.id.desc())
                    .limit(1)
                )
            ).first()
        return found[0] if found else None

    async def games_of(self, user_id: int) -> list[int]:
        """The active games where the user holds a seat, oldest first."""
        async with self.db.sessions() as session:
            ids = (
                await session.execute(
                    select(GameRow.id)
                    .join(SeatRow, SeatRow.game_id == GameRow.id)
                    .where(SeatRow.user_id == user_id, GameRow.status == "active")
                    .order_by(GameRow.id)
                )
            ).all()
        return [r[0] for r in ids]

    async def timed(self) -> list[int]:
        """The running games with a deadline."""
        async with self.db.sessions() as session:
            ids = (
                await session.execute(
                    select(GameRow.id).where(
                        GameRow.status == "active", GameRow.deadline_at.is_not(None), GameRow.paused_at.is_(None)
                    )
                )
            ).all()
        return [r[0] for r in ids]

    # --- the lobby -----------------------------------------------------------------------------------

    async def create(self, row: GameRow, seat: SeatInfo) -> int:
        """Insert a lobby with its first seat; refused if the channel already has a live game."""
        async with self.db.sessions() as session:
            existing = await _live_in_channel(session, row.channel_id)
            if existing is not None:
                raise occupied(existing.status, existing.game, existing.id or 0)
            session.add(row)
            try:
                await session.flush()
                assert row.id is not None
                session.add(SeatRow(game_id=row.id, seat=0, user_id=seat.user_id, name=seat.name, role=seat.role))
                await session.commit()
            except IntegrityError:
                await session.rollback()
                raise TableError("table.occupied_race", "occupied") from None
        assert row.id is not None
        return row.id

    async def lobby(self, channel_id: int) -> Lobby:
        """The live game in a channel with its seats."""
        async with self.db.sessions() as session:
            row = await _live_in_channel(session, channel_id)
            if row is None or row.id is None:
                raise TableError("table.no_game", "no_game")
            seats = await _seats(session, row.id)
            return Lobby(
                row.id, row.game, row.status, row.creator_id, row.max_seats, row.options_json, row.edition_json,
                tuple(SeatInfo(s.seat, s.user_id, s.name, s.role, s.missed, s.stand_in, s.locale) for s in seats),
            )  # fmt: skip

    async def save_lobby(
        self, lobby: Lobby, now: datetime, seats: tuple[SeatInfo, ...] | None = None, **values: Any
    ) -> None:
        """Write a lobby's changed row and seats (``seats``: the whole new list, numbered from 0)."""
        async with self.db.sessions() as session:
            if seats is not None:
                keep = 0
                while keep < min(len(seats), len(lobby.seats)) and seats[keep] == lobby.seats[keep]:
                    keep += 1
                for s in (await _seats(session, lobby.id))[keep:]:
                    await session.delete(s)
                await session.flush()
                for s in seats[keep:]:
                    session.add(
                        SeatRow(
                            game_id=lobby.id, seat=s.seat, user_id=s.user_id, name=s.name, role=s.role, missed=s.missed,
                            stand_in=s.stand_in, locale=s.locale,
                        )
                    )  # fmt: skip
            await session.execute(update(GameRow).where(GameRow.id == lobby.id).values(updated_at=now, **values))
            await session.commit()

    async def start(self, game_id: int, values: dict[str, Any], checkpoint: dict[str, Any]) -> bool:
        """Turn a lobby into a running game with its first checkpoint; False if it is no lobby any more."""
        async with self.db.sessions() as session:
            result = await session.execute(
                update(GameRow).where(and_(GameRow.id == game_id, GameRow.status == "lobby")).values(**values)
            )
            if result.rowcount != 1:  # type: ignore[attr-defined]
                return False
            session.add(CheckpointRow(game_id=game_id, **checkpoint))
            await session.commit()
        return True

    # --- a game's row and seats -----------------------------------------------------------------------

    async def update_game(self, game_id: int, **values: Any) -> None:
        async with self.db.sessions() as session:
            await session.execute(update(GameRow).where(GameRow.id == game_id).values(**values))
            await session.commit()

    async def mark_reminded(self, game_id: int, level: int) -> None:
        async with self.db.sessions() as session:
            await session.execute(
                update(GameRow).where(GameRow.id == game_id, GameRow.reminders < level).values(reminders=level)
            )
            await session.commit()

    async def update_seat(self, game_id: int, seat: int, **values: Any) -> None:
        async with self.db.sessions() as session:
            await session.execute(
                update(SeatRow).where(SeatRow.game_id == game_id, SeatRow.seat == seat).values(**values)
            )
            await session.commit()

    async def set_locale(self, game_id: int, user_id: int, locale: str) -> None:
        async with self.db.sessions() as session:
            await session.execute(
                update(SeatRow).where(SeatRow.game_id == game_id, SeatRow.user_id == user_id).values(locale=locale)
            )
            await session.commit()

    # --- an action ------------------------------------------------------------------------------------

    async def write(self, w: ActionWrite) -> None:
        """One transaction: compare-and-set the sequence, append the log entry, move the deadline, update a
        seat, drop undone checkpoints, checkpoint if asked. Raises :class:`Conflict` if the sequence moved
        and :class:`Duplicate` if the interaction id is already in a log."""
        moves = {
            "gid": w.game_id, "old": w.old_seq, "new": w.old_seq + 1, "now": w.now,
            "deadline_at": w.deadline_at, "deadline_step": w.deadline_step, "reminders": w.reminders,
        }  # fmt: skip
        entry = {"undoes": None, "played_by": PLAYER, "interaction_id": None, **w.entry}

        def transaction(conn: Connection) -> None:
            moved = conn.execute(_FINISH if w.finished else _ADVANCE, moves)
            if moved.rowcount != 1:
                raise Conflict
            conn.execute(_APPEND, {**entry, "game_id": w.game_id, "seq": w.old_seq + 1, "created_at": w.now})
            if w.seat_missed is not None:
                conn.execute(_SEAT_MISSED, {"gid": w.game_id, "which": w.seat_missed[0], "count": w.seat_missed[1]})
            if w.stand_in is not None:
                conn.execute(_SEAT_STAND_IN, {"gid": w.game_id, "which": w.stand_in[0], "flag": w.stand_in[1]})
            if w.undo_from is not None:
                conn.execute(_DROP_CHECKPOINTS, {"gid": w.game_id, "first": w.undo_from})
            if w.checkpoint is not None:
                conn.execute(_CHECKPOINT, w.checkpoint)

        try:
            await self.db.write(transaction)
        except IntegrityError:
            interaction_id = entry.get("interaction_id")
            if interaction_id is not None and await self.seen(interaction_id):
                raise Duplicate from None
            raise Conflict from None


def occupied(status: str, game: str, game_id: int) -> TableError:
    key = "table.occupied_lobby" if status == "lobby" else "table.occupied_active"
    return TableError(key, "occupied", game=game, id=game_id)


async def _live_in_channel(session: Any, channel_id: int) -> GameRow | None:
    result = await session.execute(select(GameRow).where(GameRow.channel_id == channel_id, GameRow.status.in_(LIVE)))
    row: GameRow | None = result.scalar_one_or_none()
    return row


async def _seats(session: Any, game_id: int) -> list[SeatRow]:
    result = await session.execute(select(SeatRow).where(SeatRow.game_id == game_id).order_by(SeatRow.seat))
    return list(result.scalars().all())


def entry_of(row: ActionRow) -> LogEntry:
    return LogEntry(row.seq, row.seat, row.text, row.undoes, row.played_by, row.interaction_id)


def record_of(row: GameRow, seats: Any) -> GameRecord:
    assert row.id is not None
    return GameRecord(
        id=row.id,
        game=row.game,
        status=row.status,
        channel_id=row.channel_id,
        guild_id=row.guild_id,
        thread_id=row.thread_id,
        creator_id=row.creator_id,
        max_seats=row.max_seats,
        options=json.loads(row.options_json),
        seq=row.seq,
        seats=tuple(SeatInfo(s.seat, s.user_id, s.name, s.role, s.missed, s.stand_in, s.locale) for s in seats),
        pace_minutes=row.pace_minutes,
        deadline_at=aware(row.deadline_at),
        deadline_step=row.deadline_step,
        reminders=row.reminders,
        paused_at=aware(row.paused_at),
        dashboard_id=row.dashboard_id,
        locale=row.locale,
        vote=json.loads(row.vote_json) if row.vote_json else None,
    )


_GAMES = GameRow.__table__  # type: ignore[attr-defined]
_SEATS = SeatRow.__table__  # type: ignore[attr-defined]
_CHECKPOINTS = CheckpointRow.__table__  # type: ignore[attr-defined]
_MOVE = (_GAMES.c.id == bindparam("gid")) & (_GAMES.c.seq == bindparam("old")) & (_GAMES.c.status == "active")
_MOVED = {
    "seq": bindparam("new"), "updated_at": bindparam("now"), "deadline_at": bindparam("deadline_at"),
    "deadline_step": bindparam("deadline_step"), "reminders": bindparam("reminders"),
}  # fmt: skip
_ADVANCE = _GAMES.update().where(_MOVE).values(**_MOVED)
_FINISH = _GAMES.update().where(_MOVE).values(**_MOVED, status="finished")
_APPEND = ActionRow.__table__.insert()  # type: ignore[attr-defined]
_CHECKPOINT = _CHECKPOINTS.insert()
_SEAT = (_SEATS.c.game_id == bindparam("gid")) & (_SEATS.c.seat == bindparam("which"))
_SEAT_MISSED = _SEATS.update().where(_SEAT).values(missed=bindparam("count"))
_SEAT_STAND_IN = _SEATS.update().where(_SEAT).values(stand_in=bindparam("flag"))
_DROP_CHECKPOINTS = _CHECKPOINTS.delete().where(
    (_CHECKPOINTS.c.game_id == bindparam("gid")) & (_CHECKPOINTS.c.seq >= bindparam("first"))
)
"""The hot path's statements, built once: compiling a statement per action costs more than the commit."""
