"""The shard settings and the shard filter: Discord's formula, the same in Python and in SQL on either database."""

from __future__ import annotations

import random
import re

import pytest
from sqlalchemy import BigInteger, Column, Integer, MetaData, Table, insert, text

from bot.settings import Settings, SettingsError
from bot.shards import ShardError, Shards, parse_count, parse_ids, shard_of
from bot.storage.db import Database
from tests.databases import Databases


def test_discord_s_formula_and_dms_on_shard_zero() -> None:
    guild = (1_000_005 << 22) | 0x3FFFFF  # a snowflake whose time part is 1,000,005: the low 22 bits do not count
    assert shard_of(guild, 2) == 1 and shard_of(guild, 1) == 0 and shard_of(guild, 10) == 5
    assert shard_of(None, 7) == 0
    assert Shards(2, (1,)).owns(guild) and not Shards(2, (0,)).owns(guild)
    assert Shards(2, (0,)).owns(None) and not Shards(2, (1,)).owns(None)
    assert Shards().owns(guild) and Shards(4, None).owns(None) and Shards(2, (0, 1)).everything


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [("", "", (None, None)), ("4", "", (4, None)), ("4", "0-1", (4, (0, 1))), ("8", " 7, 0-2 ", (8, (0, 1, 2, 7)))],
)
def test_shard_settings_read(count: str, ids: str, expected: tuple[object, object]) -> None:
    parsed = parse_count(count)
    assert (parsed, parse_ids(ids, parsed)) == expected


@pytest.mark.parametrize(
    ("count", "ids", "key"),
    [
        ("0", "", "cli.shard_count"),
        ("two", "", "cli.shard_count"),
        ("5000", "", "cli.shard_count"),
        ("", "0", "cli.shard_ids_without_count"),
        ("4", "4", "cli.shard_ids_range"),
        ("4", "1-0", "cli.shard_ids"),
        ("4", "a", "cli.shard_ids"),
        ("4", "-1", "cli.shard_ids"),
        ("4", "0,0-1", "cli.shard_ids_twice"),
        ("4", "١", "cli.shard_ids"),
    ],
)
def test_bad_shard_settings_are_refused_with_their_reason(count: str, ids: str, key: str) -> None:
    with pytest.raises(ShardError) as refused:
        parse_ids(ids, parse_count(count))
    assert refused.value.key == key


async def test_the_sql_filter_picks_the_same_guilds_as_python(databases: Databases) -> None:
    database = Database(databases.url("shards"))
    rows = Table("games", MetaData(), Column("n", Integer, primary_key=True), Column("guild_id", BigInteger))
    picker = random.Random(5)
    guilds = [None, 0, (3 << 22) | 7, 2**63 - 1] + [picker.randrange(2**22, 2**62) for _ in range(300)]
    try:
        async with database.engine.begin() as conn:
            await conn.run_sync(rows.metadata.create_all)
            await conn.execute(insert(rows), [{"n": n, "guild_id": g} for n, g in enumerate(guilds)])
        for shards in (Shards(), Shards(3, (0,)), Shards(3, (1, 2)), Shards(16, (5, 9, 15)), Shards(1, (0,))):
            scope, params = shards.scope()
            async with database.engine.connect() as conn:
                found = (await conn.execute(text(f"SELECT n FROM games WHERE n >= 0{scope}"), params)).scalars()
                assert sorted(found) == [n for n, g in enumerate(guilds) if shards.owns(g)], shards
    finally:
        await database.close()


def test_the_settings_read_the_shards_and_the_render_processes() -> None:
    settings = Settings.from_env(
        {"MARSZALEK_SHARD_COUNT": "4", "MARSZALEK_SHARD_IDS": "2-3", "MARSZALEK_RENDER_PROCESSES": "0"}, dotenv=None
    )
    assert (settings.shard_count, settings.shard_ids, settings.render_processes) == (4, (2, 3), 0)
    default = Settings.from_env({}, dotenv=None)
    assert (default.shard_count, default.shard_ids) == (None, None) and 1 <= default.render_processes <= 4
    assert Settings().render_processes == 0, "built in code (tests, the local table), boards are drawn in a thread"


@pytest.mark.parametrize(
    ("environ", "said"),
    [
        ({"MARSZALEK_SHARD_IDS": "0"}, "MARSZALEK_SHARD_IDS needs MARSZALEK_SHARD_COUNT"),
        ({"MARSZALEK_SHARD_COUNT": "2", "MARSZALEK_SHARD_IDS": "2"}, "the shards are 0 to 1"),
        ({"MARSZALEK_SHARD_COUNT": "-2"}, "MARSZALEK_SHARD_COUNT must be a whole number from 1 to 4096"),
        ({"MARSZALEK_RENDER_PROCESSES": "many"}, "MARSZALEK_RENDER_PROCESSES must be a whole number from 0"),
        ({"MARSZALEK_RENDER_PROCESSES": "33"}, "to 32, not '33'"),
    ],
)
def test_bad_settings_are_a_sentence_naming_the_variable(
    environ: dict[str, str], said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    with pytest.raises(SettingsError, match=re.escape(said)):
        Settings.from_env(environ, dotenv=None)


def test_a_process_of_some_shards_scopes_its_clock_and_knows_others_write() -> None:
    from bot import create_bot

    alone = create_bot(Settings(discord_token="t"))
    assert (alone.table.store.clock_scope, alone.table.shared) == ("", False), "the only bot process on its database"
    half = create_bot(Settings(discord_token="t", shard_count=2, shard_ids=(1,)))
    assert half.table.store.clock_scope == Shards(2, (1,)).scope()[0] and half.table.shared
    assert half.shard_ids == [1] and half.shard_count == 2


async def test_a_process_never_acts_on_another_shard_s_deadlines(databases: Databases) -> None:
    """Two processes, one shard each, on one database: each sends the reminders and applies the defaults of its
    own shard's games only (a guild's by Discord's formula, a game without a guild on shard 0)."""
    from bot.bench.fake_discord import CHANNEL_ID, GUILD_ID, FakeDiscord, Harness
    from tests.bot.test_discord_async import Clock, begin

    url = databases.url()
    clock = Clock()
    fake = FakeDiscord()
    guild_shard = shard_of(GUILD_ID, 2)
    own = await Harness.start(url, fake=fake, seed=3, shard_count=2, shard_ids=(guild_shard,))
    other = await Harness.start(url, fake=fake, seed=3, shard_count=2, shard_ids=(1 - guild_shard,))
    try:
        for h in (own, other):
            h.bot.table.clock = clock
        await begin(own)  # a game in the guild, with a 12-hour pace
        table = own.bot.table
        local = await table.create("boze", channel_id=5, guild_id=None, user_id=11, name="a", pace_minutes=60)
        for user in (12, 13):
            await table.join(5, user, f"p{user}")
        await table.start(5, 11, seed=4)
        guild_game = await table.in_channel(CHANNEL_ID)
        assert guild_game is not None and guild_game.guild_id == GUILD_ID
        guild_game_id = guild_game.id
        clock.advance(hours=13)
        by_shard = {guild_shard: own, 1 - guild_shard: other}
        assert {g for g, _ in await by_shard[0].bot.table.due()} == {local.id}
        assert {g for g, _ in await by_shard[1].bot.table.due()} == {guild_game_id}
        seqs = {g: (await table.record(g)).seq for g in (local.id, guild_game_id)}
        await other.bot.scheduler.run_due()
        await other.settle()
        acted = {g for g in seqs if (await other.bot.table.record(g)).seq != seqs[g]}
        assert acted == ({local.id} if guild_shard == 1 else {guild_game_id})
        assert ("ran out of time" in "".join(c.content for c in own.channel_messages())) == (guild_shard == 0)
        await own.bot.scheduler.run_due()
        await own.settle()
        after = {g: (await own.bot.table.record(g)).seq for g in seqs}
        assert all(after[g] != seqs[g] for g in seqs), "every game's defaults applied, each by its own process"
        assert "ran out of time" in "".join(c.content for c in own.channel_messages())
    finally:
        await other.stop()
        await own.stop()
