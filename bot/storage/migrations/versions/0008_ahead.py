"""Answers ahead (issue: the calendar): ``ahead`` holds, per game and seat, the answers a player queued for a
decision that has not opened yet and his standing order for the rest of the chain. Existing games have none.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "ahead",
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("chain", sa.String(length=96), nullable=False),
        sa.Column("mark", sa.String(length=160), nullable=False),
        sa.Column("entries_json", sa.Text(), nullable=False),
        sa.Column("standing", sa.String(length=96), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("ahead")
