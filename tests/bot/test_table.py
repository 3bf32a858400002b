"""The table service: lobby, one transaction per action, idempotency, restarts, replay."""

from __future__ import annotations

import asyncio
import random

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy.engine import Connection
from sqlmodel import SQLModel

from bot.storage.db import Database, Tx, alembic_config
from bot.table import Table, TableError
from rules.core.errors import IllegalAction, MalformedAction, NotYourDecision
from rules.core.forms import random_answer
from tests.databases import Databases, sqlite_only

from .conftest import lobby


async def test_create_join_start(table: Table) -> None:
    game_id = await lobby(table)
    record = await table.record(game_id)
    assert [s.user_id for s in record.seats] == [1, 2, 3] and record.status == "lobby"
    played = await table.start(500, 1, seed=7)
    assert played.record.status == "active" and played.events
    assert played.game.decisions(played.state)


async def test_a_second_game_in_a_channel_is_refused(table: Table) -> None:
    await lobby(table)
    with pytest.raises(TableError, match="already has a game") as info:
        await table.create("boze", channel_id=500, guild_id=9, user_id=4, name="x")
    assert info.value.code == "occupied"


async def test_starting_with_too_few_players_is_refused(table: Table) -> None:
    await lobby(table, players=2)
    with pytest.raises(TableError, match="needs 3–4 players; 2 seated"):
        await table.start(500, 1)


async def test_a_fifth_player_cannot_join(table: Table) -> None:
    await lobby(table, players=4)
    with pytest.raises(TableError, match="full"):
        await table.join(500, 5, "five")


async def test_only_the_creator_starts(table: Table) -> None:
    await lobby(table)
    with pytest.raises(TableError, match="Only the player who created"):
        await table.start(500, 2)


async def test_joining_twice_and_leaving(table: Table) -> None:
    await lobby(table)
    with pytest.raises(TableError, match="already seated"):
        await table.join(500, 2, "again")
    record = await table.leave(500, 2)
    assert [s.user_id for s in record.seats] == [1, 3] and [s.seat for s in record.seats] == [0, 1]
    with pytest.raises(TableError, match="not seated"):
        await table.leave(500, 2)


async def test_roles_are_chosen_once(table: Table) -> None:
    await table.create("boze", channel_id=1, guild_id=None, user_id=1, name="a", role="potocki")
    with pytest.raises(TableError, match="already taken"):
        await table.join(1, 2, "b", role="potocki")
    with pytest.raises(TableError, match="not a role"):
        await table.join(1, 2, "b", role="tarnowski")
    await table.join(1, 2, "b", role="leszczynski")
    await table.join(1, 3, "c")
    played = await table.start(1, 1, seed=3)
    assert played.state.houses == ["potocki", "leszczynski", "sapieha"]


async def test_a_role_in_a_game_without_roles_is_refused_plainly(table: Table) -> None:
    with pytest.raises(TableError, match="Sigismundus Augustus has no roles to choose") as refused:
        await table.create("sigismundus", channel_id=1, guild_id=None, user_id=1, name="a", role="zamoyski")
    assert "none" not in str(refused.value)
    assert await table.in_channel(1) is None


async def play_to_the_end(table: Table, game_id: int, seed: int) -> list[tuple[int, str]]:
    """Random legal answers until the game ends; returns the (user, text) log."""
    picker = random.Random(seed)
    loaded = await table.load(game_id)
    moves = []
    while not loaded.state.finished:
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        user = loaded.record.user_of(seat).user_id
        await table.act(game_id, user, text)
        moves.append((user, text))
        loaded = await table.load(game_id)
    return moves


async def test_a_whole_opening_through_the_table_and_replay_equals_every_checkpoint(table: Table) -> None:
    game_id = await lobby(table)
    await table.start(500, 1, seed=21)
    await play_to_the_end(table, game_id, 21)
    record = await table.record(game_id)
    assert record.status == "finished"
    replayed = dict(await table.replay(game_id))
    loaded = await table.load(game_id)
    checkpoints = await table.checkpoints(game_id)
    assert len(checkpoints) >= 3
    for seq, state_json in checkpoints:
        assert loaded.game.dumps(replayed[seq]) == state_json
    assert loaded.game.dumps(replayed[record.seq]) == loaded.game.dumps(loaded.state)


async def test_a_rules_error_changes_nothing(table: Table) -> None:
    game_id = await lobby(table)
    played = await table.start(500, 1, seed=4)
    seat = played.game.decisions(played.state)[0].seats[0]
    user = played.record.user_of(seat).user_id
    with pytest.raises(MalformedAction):
        await table.act(game_id, user, "estate atlantis")
    with pytest.raises(IllegalAction):
        await table.act(game_id, user, "bid 3")
    other = played.record.user_of((seat + 1) % 3).user_id
    with pytest.raises(NotYourDecision):
        await table.act(game_id, other, "estate ukraine")
    assert (await table.record(game_id)).seq == 0
    assert await table.actions(game_id) == []


async def test_not_a_player_and_inactive_games_are_refused(table: Table) -> None:
    game_id = await lobby(table)
    with pytest.raises(TableError, match="not started"):
        await table.act(game_id, 1, "estate prussia")
    await table.start(500, 1, seed=4)
    with pytest.raises(TableError, match="not a player"):
        await table.act(game_id, 99, "estate prussia")
    await table.abandon(500, 1)
    with pytest.raises(TableError, match="abandoned"):
        await table.act(game_id, 1, "estate prussia")


async def test_a_repeated_interaction_id_changes_nothing(table: Table) -> None:
    game_id = await lobby(table)
    played = await table.start(500, 1, seed=4)
    seat = played.game.decisions(played.state)[0].seats[0]
    user = played.record.user_of(seat).user_id
    first = await table.act(game_id, user, "estate ukraine", interaction_id="111")
    again = await table.act(game_id, user, "estate ukraine", interaction_id="111")
    assert first.changed and not again.changed and again.duplicate
    assert (await table.record(game_id)).seq == 1


async def test_a_stale_step_is_refused(table: Table) -> None:
    game_id = await lobby(table)
    played = await table.start(500, 1, seed=4)
    step = played.state.step
    seat = played.game.decisions(played.state)[0].seats[0]
    await table.act(game_id, played.record.user_of(seat).user_id, "estate ukraine", step=step)
    with pytest.raises(TableError, match="out of date") as info:
        await table.act(game_id, played.record.user_of(seat).user_id, "estate ukraine", step=step)
    assert info.value.code == "stale"


async def test_concurrent_actions_on_one_game_are_serialised(table: Table) -> None:
    game_id = await lobby(table)
    await table.start(500, 1, seed=4)
    loaded = await table.load(game_id)
    while loaded.state.phase != "noble_clientele":
        decision = loaded.decisions()[0]
        seat = decision.seats[0]
        await table.act(game_id, loaded.record.user_of(seat).user_id, decision.defaults[seat])
        loaded = await table.load(game_id)
    texts = [
        "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5",
        "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0",
        "tokens prussia=1 lithuania=1 ukraine=2 little=2 great=3 court=3",
    ]
    await asyncio.gather(*(table.act(game_id, user, text) for user, text in zip((1, 2, 3), texts, strict=True)))
    loaded = await table.load(game_id)
    assert loaded.state.court == {0: 5, 1: 0, 2: 3}
    assert loaded.record.seq == len(await table.actions(game_id))


@pytest.mark.parametrize("writer_thread", [True, False], ids=["writer thread", "async engine"])
async def test_a_restart_between_two_actions_continues_identically(databases: Databases, writer_thread: bool) -> None:
    """The process ends between two actions; a new engine with an empty cache carries on the same,
    whether actions are written in SQLite's writer thread or on the async engine (as on PostgreSQL)."""

    async def open_table(name: str) -> tuple[Database, Table]:
        database = Database(databases.url(name), writer_thread=writer_thread)
        await database.open()
        return database, Table(database)

    reference_db, reference = await open_table("reference")
    ref_id = await lobby(reference)
    await reference.start(500, 1, seed=77)
    moves = await play_to_the_end(reference, ref_id, 77)
    loaded = await reference.load(ref_id)
    ref_final = loaded.game.dumps(loaded.state)
    await reference_db.close()

    for cut in (1, len(moves) // 2, len(moves) - 1):
        first_db, first = await open_table(f"cut{cut}")
        game_id = await lobby(first)
        await first.start(500, 1, seed=77)
        for user, text in moves[:cut]:
            await first.act(game_id, user, text)
        await first_db.close()  # the process ends here

        second_db, second = await open_table(f"cut{cut}")
        for user, text in moves[cut:]:
            await second.act(game_id, user, text)
        loaded = await second.load(game_id)
        assert loaded.game.dumps(loaded.state) == ref_final
        await second_db.close()


@pytest.mark.parametrize("writer_thread", [True, False], ids=["writer thread", "async engine"])
async def test_a_table_with_a_stale_cache_finds_out_and_loses_nothing(
    databases: Databases, writer_thread: bool
) -> None:
    """Two table services on one database (an old cache, a second process): the stale one's write finds
    the sequence moved, is not committed, and the action is played again on the true state."""
    url = databases.url("shared")
    databases = [Database(url, writer_thread=writer_thread) for _ in range(2)]
    for database in databases:
        await database.open()
    first, second = Table(databases[0]), Table(databases[1])
    try:
        game_id = await lobby(first)
        await first.start(500, 1, seed=4)
        loaded = await first.load(game_id)
        while loaded.state.phase != "noble_clientele":
            decision = loaded.decisions()[0]
            seat = decision.seats[0]
            await first.act(game_id, loaded.record.user_of(seat).user_id, decision.defaults[seat])
            loaded = await first.load(game_id)
        stale = await second.load(game_id)
        await first.act(game_id, 1, "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5")
        played = await second.act(game_id, 2, "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0")
        assert played.record.seq == stale.record.seq + 2, "played on the true state, after the first table's action"
        fresh = await Table(databases[0]).load(game_id)
        assert sorted(fresh.state.pending) == [0, 1], "both sealed answers are kept"
        assert [(seat, text) for _, seat, text in await first.actions(game_id)][-2:] == [
            (0, "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5"),
            (1, "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0"),
        ]
    finally:
        for database in databases:
            await database.close()


async def test_migrations_match_the_models(db: Database) -> None:
    def diff(connection):
        return compare_metadata(MigrationContext.configure(connection), SQLModel.metadata)

    async with db.engine.connect() as conn:
        changes = await conn.run_sync(diff)
    assert changes == []


@sqlite_only
async def test_sqlite_runs_in_wal_with_durable_commits(db: Database) -> None:
    async with db.engine.connect() as conn:
        mode = (await conn.exec_driver_sql("PRAGMA journal_mode")).scalar()
        sync = (await conn.exec_driver_sql("PRAGMA synchronous")).scalar()
        fks = (await conn.exec_driver_sql("PRAGMA foreign_keys")).scalar()
    assert (mode, sync, fks) == ("wal", 2, 1)

    def pragmas(tx: Tx) -> tuple[object, ...]:
        return tuple(tx.rows(f"PRAGMA {p}")[0][0] for p in ("journal_mode", "synchronous", "foreign_keys"))

    assert await db.transaction(pragmas) == ("wal", 2, 1), "actions are written as durably by the writer thread"
    read = [(await db.fetch(f"PRAGMA {p}"))[0][0] for p in ("journal_mode", "synchronous", "foreign_keys")]
    assert read == ["wal", 2, 1], "and read with the same settings"


async def test_every_migration_goes_down_and_up_again(db: Database) -> None:
    """A release can be rolled back: each revision's downgrade undoes its upgrade exactly."""

    def down_and_up(connection: Connection) -> None:
        config = alembic_config(db.url)
        config.attributes["connection"] = connection
        command.downgrade(config, "base")
        command.upgrade(config, "head")

    async with db.engine.begin() as conn:
        await conn.run_sync(down_and_up)
    await test_migrations_match_the_models(db)
