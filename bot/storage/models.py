"""The tables. Schema changes go through Alembic migrations (``bot/storage/migrations``), never by hand.

A game row holds what the game was created with (game id, options, data edition, seed) and the
sequence number of its last action; the actions table is the append-only log and the source of
truth; checkpoints hold the state at phase boundaries so loading does not replay from the start.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    text,
)
from sqlmodel import Field, SQLModel

LIVE = ("lobby", "active")
"""Statuses of a game that still occupies its channel."""


class EditionRow(SQLModel, table=True):
    """A data edition (a board file's values), stored once by the SHA-256 of its canonical JSON."""

    __tablename__ = "editions"

    hash: str = Field(sa_column=Column(String(64), primary_key=True))
    game: str = Field(sa_column=Column(String(32), nullable=False))
    body: str = Field(sa_column=Column(Text, nullable=False))
    created_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))


class GameRow(SQLModel, table=True):
    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_deadline_at", "deadline_at"),
        Index("ix_games_wake_at", "wake_at"),
        Index("ix_games_thread_id", "thread_id"),
        Index(
            "uq_games_live_channel",
            "channel_id",
            unique=True,
            sqlite_where=text("status IN ('lobby', 'active')"),
            postgresql_where=text("status IN ('lobby', 'active')"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(sa_column=Column(String(32), nullable=False))
    status: str = Field(sa_column=Column(String(16), nullable=False, index=True))
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger, nullable=True))
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    thread_id: int | None = Field(default=None, sa_column=Column(BigInteger, nullable=True))
    creator_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    max_seats: int
    options_json: str = Field(sa_column=Column(Text, nullable=False))
    edition_hash: str | None = Field(default=None, sa_column=Column(String(64), nullable=True))
    """The data edition the game plays on (stored once in ``editions`` by this digest, shared by every game on
    it). Set for every game; nullable only so that SQLite can add the column in place (see migration 0006)."""
    seed: int = Field(sa_column=Column(BigInteger, nullable=False))
    seq: int = Field(default=0, sa_column=Column(Integer, nullable=False, server_default="0"))
    rev: int = Field(default=0, sa_column=Column(Integer, nullable=False, server_default="0"))
    """The revision: bumped by every change of the row or its seats (the compare-and-set of every write)."""
    created_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
    updated_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
    pace_minutes: int | None = Field(default=None, sa_column=Column(Integer, nullable=True))
    """Time allowed per decision; ``None``: no deadlines."""
    deadline_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True), nullable=True))
    deadline_step: int | None = Field(default=None, sa_column=Column(Integer, nullable=True))
    """The decision step the deadline belongs to (a new step gets a new deadline)."""
    reminders: int = Field(default=0, sa_column=Column(Integer, nullable=False, server_default="0"))
    """Reminders already sent for this deadline: 1 at half time, 2 shortly before."""
    paused_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True), nullable=True))
    """When the host paused the game (``None``: running); the deadline moves on by the pause."""
    dashboard_id: int | None = Field(default=None, sa_column=Column(BigInteger, nullable=True))
    locale: str | None = Field(default=None, sa_column=Column(String(8), nullable=True))
    """The server's language for channel messages (``en`` or ``pl``)."""
    vote_json: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    """An open table vote (an undo that needs agreement, or ending the game), as JSON."""
    wake_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True), nullable=True))
    """The next moment the clock calls for something in this game (a reminder, the deadline); ``None`` when
    nothing (no pace, paused, over). Kept on every write; the scheduler's index."""
    stand_ins: str | None = Field(default=None, sa_column=Column(String(16), nullable=True))
    """Who answers for a seat that misses its deadlines: ``None``, its defaults; an AI level, the AI."""


class SeatRow(SQLModel, table=True):
    __tablename__ = "seats"
    __table_args__ = (Index("uq_seats_game_user", "game_id", "user_id", unique=True),)

    game_id: int = Field(sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True))
    seat: int = Field(primary_key=True)
    user_id: int = Field(sa_column=Column(BigInteger, nullable=False, index=True))
    name: str = Field(sa_column=Column(String(100), nullable=False))
    role: str | None = Field(default=None, sa_column=Column(String(32), nullable=True))
    missed: int = Field(default=0, sa_column=Column(Integer, nullable=False, server_default="0"))
    """Deadlines missed in a row."""
    stand_in: bool = Field(default=False, sa_column=Column(Boolean, nullable=False, server_default="0"))
    """The seat plays its defaults at once until its player returns (/game back) or is replaced."""
    locale: str | None = Field(default=None, sa_column=Column(String(8), nullable=True))
    ai: str | None = Field(default=None, sa_column=Column(String(16), nullable=True))
    """The AI's level when the AI plays the seat (its ``user_id`` is then a negative number, never a
    Discord user's); ``None``: a person."""


class ActionRow(SQLModel, table=True):
    __tablename__ = "actions"

    game_id: int = Field(sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True))
    seq: int = Field(primary_key=True)
    seat: int
    text: str = Field(sa_column=Column(Text, nullable=False))
    interaction_id: str | None = Field(default=None, sa_column=Column(String(32), unique=True, nullable=True))
    created_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
    undoes: int | None = Field(default=None, sa_column=Column(Integer, nullable=True))
    """For an undo entry: the first action it takes back (every later one goes with it)."""
    played_by: str = Field(default="player", sa_column=Column(String(8), nullable=False, server_default="player"))
    """Who chose it: ``player``; ``default``, the table at a deadline or for a stand-in; ``forced``, the table
    because it was the only legal answer; ``ai``, the AI (an AI seat, or a seat it stands in for)."""


class CheckpointRow(SQLModel, table=True):
    __tablename__ = "checkpoints"

    game_id: int = Field(sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True))
    seq: int = Field(primary_key=True)
    phase: str = Field(sa_column=Column(String(64), nullable=False))
    state_json: str = Field(sa_column=Column(Text, nullable=False))
    created_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))


class HistoryRow(SQLModel, table=True):
    """The public history, kept as the game goes: the public events of the log entries after the previous
    chunk up to ``seq`` (compressed JSON), written with each checkpoint."""

    __tablename__ = "history"

    game_id: int = Field(sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True))
    seq: int = Field(primary_key=True)
    body: bytes = Field(sa_column=Column(LargeBinary, nullable=False))


class AheadRow(SQLModel, table=True):
    """A seat's answers ahead (issue: the calendar), its secret until one is played: ranked action texts for the
    decision of its chain marked ``mark``, and a standing order for the rest of ``chain``. Durable like an
    answer; an undo drops them all."""

    __tablename__ = "ahead"

    game_id: int = Field(sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True))
    seat: int = Field(primary_key=True)
    chain: str = Field(sa_column=Column(String(96), nullable=False))
    mark: str = Field(sa_column=Column(String(160), nullable=False))
    entries_json: str = Field(sa_column=Column(Text, nullable=False))
    standing: str | None = Field(default=None, sa_column=Column(String(96), nullable=True))
    updated_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))


class BotStateRow(SQLModel, table=True):
    """A value the bot keeps about itself between starts, by name: ``commands``, the digest of the slash commands
    it last published (:meth:`bot.discord.app.MarszalekBot.sync_commands`)."""

    __tablename__ = "bot_state"

    name: str = Field(sa_column=Column(String(64), primary_key=True))
    value: str = Field(sa_column=Column(Text, nullable=False))
    updated_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
