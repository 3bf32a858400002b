"""Seats the AI plays (issue 13): ``seats.ai`` holds the AI's level for such a seat, and ``games.stand_ins``
who answers for a seat that misses its deadlines (``NULL``: its defaults, as before; an AI level: the AI).
Existing games keep playing as they did. An action the AI chose is logged with ``played_by = 'ai'``.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("ai", sa.String(length=16), nullable=True))
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("stand_ins", sa.String(length=16), nullable=True))


def downgrade() -> None:
    drop_column("games", "stand_ins")
    drop_column("seats", "ai")


def drop_column(table: str, column: str) -> None:
    """In place (see 0006: on SQLite a rebuilt ``games`` table would cascade-delete every game's rows)."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(sa.text(f"ALTER TABLE {table} DROP COLUMN {column}"))
    else:
        op.drop_column(table, column)
