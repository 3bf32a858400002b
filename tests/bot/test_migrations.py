"""Migrations with data in the tables: a database of real games goes down to the revision before editions were
stored once and the history kept, and up again, and every game loads, plays on and tells its history as
before."""

from __future__ import annotations

import random

from alembic import command
from sqlalchemy.engine import Connection

from bot.records import history
from bot.storage.db import Database, alembic_config
from bot.table import Table
from bot.table.store import CHECKPOINT_WINDOW
from rules.core.forms import random_answer


async def migrate(db: Database, revision: str, up: bool) -> None:
    def run(connection: Connection) -> None:
        config = alembic_config(db.url)
        config.attributes["connection"] = connection
        (command.upgrade if up else command.downgrade)(config, revision)

    async with db.engine.begin() as conn:
        await conn.run_sync(run)


async def play(table: Table, game_id: int, actions: int, seed: int) -> None:
    picker = random.Random(seed)
    for _ in range(actions):
        loaded = await table.load(game_id)
        if loaded.state.finished:
            return
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        await table.act(game_id, seat + 1, random_answer(decision.forms[seat], picker.randrange))


async def test_games_survive_the_editions_and_history_migration_both_ways(db: Database) -> None:
    table = Table(db)
    ids = []
    for channel in (1, 2, 3):
        record = await table.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a")
        await table.join(channel, 2, "b")
        await table.join(channel, 3, "c")
        await table.start(channel, 1, seed=channel)
        await play(table, record.id, 160 if channel == 1 else 40, channel)
        ids.append(record.id)
    await table.undo(ids[1], (await table.log_rows(ids[1]))[-1].seat + 1)
    before = {g: ((await table.load(g)).game.dumps((await table.load(g)).state), await history(table, g)) for g in ids}
    assert (await db.fetch("SELECT COUNT(*) FROM editions"))[0][0] == 1, "three games, one edition stored"

    await migrate(db, "0005", up=False)
    bodies = await db.fetch("SELECT DISTINCT edition_json FROM games")
    assert len(bodies) == 1 and bodies[0][0].startswith("{"), "every game has its edition back"
    await migrate(db, "head", up=True)

    again = Table(db)
    assert (await db.fetch("SELECT COUNT(*) FROM editions"))[0][0] == 1
    for game_id in ids:
        loaded = await again.load(game_id)
        assert (loaded.game.dumps(loaded.state), await history(again, game_id)) == before[game_id]
        seqs = [seq for seq, _ in await again.checkpoints(game_id)]
        old = [s for s in seqs if 0 < s < (loaded.record.seq // CHECKPOINT_WINDOW - 1) * CHECKPOINT_WINDOW]
        assert len(old) == len({s // CHECKPOINT_WINDOW for s in old}), "one checkpoint per old window"
    await play(again, ids[0], 30, 9)
    replayed = dict(await again.replay(ids[0]))
    loaded = await again.load(ids[0])
    assert loaded.game.dumps(replayed[loaded.record.seq]) == loaded.game.dumps(loaded.state)
