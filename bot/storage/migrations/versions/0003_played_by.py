"""Who played each logged action: the player, the table's default (a deadline, a stand-in) or the table
because it was the only legal answer (forced). Replaces the by_default flag; an AI seat will be one more.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("played_by", sa.String(length=8), server_default="player", nullable=False))
    op.execute(sa.text("UPDATE actions SET played_by = 'default' WHERE by_default"))
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("by_default")


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("by_default", sa.Boolean(), server_default="0", nullable=False))
    op.execute(sa.text("UPDATE actions SET by_default = (played_by = 'default')"))
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("played_by")
