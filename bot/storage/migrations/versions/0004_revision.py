"""A revision number on every game, bumped by every change of its row or its seats: the compare-and-set that
makes lobby changes atomic across processes and tells a cached game from a stale one; and a player holds at
most one seat of a game.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("rev", sa.Integer(), server_default="0", nullable=False))
    op.execute(sa.text("UPDATE games SET rev = seq"))
    op.create_index("uq_seats_game_user", "seats", ["game_id", "user_id"], unique=True)


def downgrade() -> None:
    op.drop_index("uq_seats_game_user", table_name="seats")
    drop_column("games", "rev")


def drop_column(table: str, column: str) -> None:
    """Drop a column in place. On SQLite, Alembic's batch mode would rebuild the table, and dropping the old
    ``games`` table deletes every seat, action and checkpoint through their ``ON DELETE CASCADE`` keys; SQLite
    3.35 and later drop a plain column with ``ALTER TABLE`` instead."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(sa.text(f"ALTER TABLE {table} DROP COLUMN {column}"))
    else:
        op.drop_column(table, column)
