"""Storage that does not bloat: each data edition stored once (by the SHA-256 of its canonical JSON) and
referenced by its games (``games.edition_hash``; no foreign key, and nullable, so that SQLite can add and drop
it in place: a rebuilt ``games`` table would cascade-delete every game's seats, actions and checkpoints),
instead of a copy in every game row; the public history kept as the game goes, in
compressed chunks written with the checkpoints; old checkpoints pruned to what loading and undo need (the
newest ones, those of the last two windows of 50 actions, the first of every older window, and those of
undo entries).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from __future__ import annotations

import hashlib

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

WINDOW = 50
"""Must equal ``bot.table.store.CHECKPOINT_WINDOW``."""


def upgrade() -> None:
    op.create_table(
        "editions",
        sa.Column("hash", sa.String(length=64), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("hash"),
    )
    op.create_table(
        "history",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("body", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id", "seq"),
    )
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("edition_hash", sa.String(length=64), nullable=True))
    bind = op.get_bind()
    seen: set[str] = set()
    for game, body, created in bind.execute(
        sa.text("SELECT game, edition_json, MIN(created_at) FROM games GROUP BY game, edition_json")
    ):
        digest = hashlib.sha256(body.encode()).hexdigest()
        if digest not in seen:
            seen.add(digest)
            bind.execute(
                sa.text("INSERT INTO editions (hash, game, body, created_at) VALUES (:h, :g, :b, :c)"),
                {"h": digest, "g": game, "b": body, "c": created},
            )
        bind.execute(sa.text("UPDATE games SET edition_hash = :h WHERE edition_json = :b"), {"h": digest, "b": body})
    drop_column("games", "edition_json")
    op.execute(
        sa.text(
            "DELETE FROM checkpoints WHERE seq > 0"
            " AND seq < ((SELECT g.seq FROM games g WHERE g.id = checkpoints.game_id) / :w - 1) * :w"
            " AND seq > (SELECT MIN(c.seq) FROM checkpoints c WHERE c.game_id = checkpoints.game_id"
            "            AND c.seq / :w = checkpoints.seq / :w)"
            " AND seq NOT IN (SELECT a.seq FROM actions a WHERE a.game_id = checkpoints.game_id"
            "                 AND a.undoes IS NOT NULL)"
        ).bindparams(w=WINDOW)
    )


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("edition_json", sa.Text(), nullable=True))
    op.execute(sa.text("UPDATE games SET edition_json = (SELECT body FROM editions WHERE hash = games.edition_hash)"))
    drop_column("games", "edition_hash")
    op.drop_table("history")
    op.drop_table("editions")


def drop_column(table: str, column: str) -> None:
    """Drop a column in place. On SQLite, Alembic's batch mode would rebuild the table, and dropping the old
    ``games`` table deletes every seat, action and checkpoint through their ``ON DELETE CASCADE`` keys; SQLite
    3.35 and later drop a plain column with ``ALTER TABLE`` instead."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(sa.text(f"ALTER TABLE {table} DROP COLUMN {column}"))
    else:
        op.drop_column(table, column)
