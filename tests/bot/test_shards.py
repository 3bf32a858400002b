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
