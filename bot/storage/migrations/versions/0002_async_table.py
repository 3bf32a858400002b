"""The asynchronous table: deadlines and reminders, pause, the dashboard, locales, votes; missed
deadlines and stand-ins per seat; undo entries and defaults in the log.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("pace_minutes", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("deadline_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("deadline_step", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("reminders", sa.Integer(), server_default="0", nullable=False))
        batch.add_column(sa.Column("paused_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("dashboard_id", sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column("locale", sa.String(length=8), nullable=True))
        batch.add_column(sa.Column("vote_json", sa.Text(), nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("missed", sa.Integer(), server_default="0", nullable=False))
        batch.add_column(sa.Column("stand_in", sa.Boolean(), server_default="0", nullable=False))
        batch.add_column(sa.Column("locale", sa.String(length=8), nullable=True))
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("undoes", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("by_default", sa.Boolean(), server_default="0", nullable=False))
    op.create_index("ix_games_deadline_at", "games", ["deadline_at"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_games_deadline_at", table_name="games")
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("by_default")
        batch.drop_column("undoes")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("locale")
        batch.drop_column("stand_in")
        batch.drop_column("missed")
    for column in (
        "vote_json",
        "locale",
        "dashboard_id",
        "paused_at",
        "reminders",
        "deadline_step",
        "deadline_at",
        "pace_minutes",
    ):
        drop_column("games", column)


def drop_column(table: str, column: str) -> None:
    """Drop a column in place. On SQLite, Alembic's batch mode would rebuild the table, and dropping the old
    ``games`` table deletes every seat, action and checkpoint through their ``ON DELETE CASCADE`` keys; SQLite
    3.35 and later drop a plain column with ``ALTER TABLE`` instead."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(sa.text(f"ALTER TABLE {table} DROP COLUMN {column}"))
    else:
        op.drop_column(table, column)
