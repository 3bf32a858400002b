"""The scheduler's index: each running game's next moment the clock calls for something (a reminder or its
deadline), kept on every write, so the scheduler asks one indexed query what is due and when, however many
games are stored; and an index on a game's thread, to find the game of a thread without a scan.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

GAMES = sa.table(
    "games",
    sa.column("id", sa.Integer()),
    sa.column("status", sa.String()),
    sa.column("pace_minutes", sa.Integer()),
    sa.column("deadline_at", sa.DateTime(timezone=True)),
    sa.column("reminders", sa.Integer()),
    sa.column("paused_at", sa.DateTime(timezone=True)),
    sa.column("wake_at", sa.DateTime(timezone=True)),
)


def wake(pace: int, deadline: datetime, reminders: int) -> datetime:
    """Half time, shortly before (a quarter of the pace, at most two hours), or the deadline itself."""
    if deadline.tzinfo is None:
        deadline = deadline.replace(tzinfo=UTC)
    span = timedelta(minutes=pace)
    if reminders < 1:
        return deadline - span / 2
    if reminders < 2:
        return deadline - min(span / 4, timedelta(hours=2))
    return deadline


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("wake_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_games_wake_at", "games", ["wake_at"], unique=False)
    op.create_index("ix_games_thread_id", "games", ["thread_id"], unique=False)
    bind = op.get_bind()
    timed = bind.execute(
        sa.select(GAMES.c.id, GAMES.c.pace_minutes, GAMES.c.deadline_at, GAMES.c.reminders).where(
            GAMES.c.status == "active",
            GAMES.c.deadline_at.is_not(None),
            GAMES.c.pace_minutes.is_not(None),
            GAMES.c.paused_at.is_(None),
        )
    ).all()
    for game_id, pace, deadline, reminders in timed:
        bind.execute(GAMES.update().where(GAMES.c.id == game_id).values(wake_at=wake(pace, deadline, reminders)))


def downgrade() -> None:
    op.drop_index("ix_games_thread_id", table_name="games")
    op.drop_index("ix_games_wake_at", table_name="games")
    drop_column("games", "wake_at")


def drop_column(table: str, column: str) -> None:
    """Drop a column in place. On SQLite, Alembic's batch mode would rebuild the table, and dropping the old
    ``games`` table deletes every seat, action and checkpoint through their ``ON DELETE CASCADE`` keys; SQLite
    3.35 and later drop a plain column with ``ALTER TABLE`` instead."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(sa.text(f"ALTER TABLE {table} DROP COLUMN {column}"))
    else:
        op.drop_column(table, column)
