"""Races and retries (issue 11): two table services on one database (as two bot processes would be) change
one lobby at once, retried interactions, and the cache under many games."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator

import pytest

from bot.storage.db import Database
from bot.table import Loaded, Table, TableError
from bot.table.model import changed
from tests.databases import Databases

TRIES = 25


@pytest.fixture(params=[True, False], ids=["writer thread", "async engine"])
async def pair(request: pytest.FixtureRequest, databases: Databases) -> AsyncIterator[tuple[Table, Table]]:
    """Two table services, each with its own connections, on one database (an SQLite file, or PostgreSQL through
    the tests' switch), writing through the writer thread (PostgreSQL: asyncpg directly) or the async engine."""
    url = databases.url("shared")
    databases = [Database(url, writer_thread=request.param) for _ in range(2)]
    for database in databases:
        await database.open()
    tables = Table(databases[0]), Table(databases[1])
    for table in tables:
        table.shared = True
    yield tables
    for database in databases:
        await database.close()


def numbered(seats: tuple[object, ...]) -> bool:
    return [s.seat for s in seats] == list(range(len(seats)))  # type: ignore[attr-defined]


async def outcome(call: object) -> object:
    """The call's result, or the refusal it raised (a clear sentence; anything else fails the test)."""
    try:
        return await call  # type: ignore[misc]
    except TableError as refusal:
        return refusal


async def test_a_leave_and_a_join_at_once_never_leave_a_hole(pair: tuple[Table, Table]) -> None:
    first, second = pair
    for n in range(TRIES):
        channel = 1000 + n
        await first.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a")
        await first.join(channel, 2, "b")
        await first.join(channel, 3, "c")
        calls = [first.leave(channel, 2), second.join(channel, 4, "d")]
        if n % 2:
            calls.reverse()
        results = await asyncio.gather(*(outcome(c) for c in calls))
        assert not any(isinstance(r, TableError) for r in results), results
        record = await first.in_channel(channel)
        assert record is not None and numbered(record.seats), record.seats
        assert sorted(s.user_id for s in record.seats) == [1, 3, 4]


async def test_two_joins_at_once_are_both_seated_or_clearly_refused(pair: tuple[Table, Table]) -> None:
    first, second = pair
    for n in range(TRIES):
        channel = 2000 + n
        await first.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a", max_seats=3)
        await first.join(channel, 2, "b")
        same_user = n % 3 == 0
        calls = [first.join(channel, 3, "c"), second.join(channel, 3 if same_user else 4, "d")]
        if n % 2:
            calls.reverse()
        results = await asyncio.gather(*(outcome(c) for c in calls))
        refusals = [r for r in results if isinstance(r, TableError)]
        record = await second.in_channel(channel)
        assert record is not None and numbered(record.seats), record.seats
        assert len(record.seats) == 3, "one of the two took the last seat"
        assert len(refusals) == 1 and refusals[0].code == ("seated" if same_user else "full"), refusals


async def test_kick_join_and_leave_racing_keep_the_seats_numbered(pair: tuple[Table, Table]) -> None:
    first, second = pair
    picker = random.Random(3)
    for n in range(TRIES):
        channel = 3000 + n
        await first.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a")
        await first.join(channel, 2, "b")
        await second.join(channel, 3, "c")
        calls = [first.kick(channel, 1, 2), second.leave(channel, 3), first.join(channel, 5, "e"),
                 second.join(channel, 6, "f")]  # fmt: skip
        picker.shuffle(calls)
        results = await asyncio.gather(*(outcome(c) for c in calls))
        refusals = [r for r in results if isinstance(r, TableError)]
        record = await first.in_channel(channel)
        assert record is not None and numbered(record.seats), record.seats
        assert all(r.code == "full" for r in refusals), refusals
        joined = {5, 6} - {s.user_id for s in record.seats}
        assert len(joined) == len(refusals), "a join is refused only when it found the table full"
        assert sorted(s.user_id for s in record.seats) == sorted({1, 5, 6} - joined)


async def test_two_lobbies_created_in_one_channel_at_once(pair: tuple[Table, Table]) -> None:
    first, second = pair
    for n in range(TRIES):
        channel = 4000 + n
        calls = [first.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a"),
                 second.create("boze", channel_id=channel, guild_id=9, user_id=2, name="b")]  # fmt: skip
        if n % 2:
            calls.reverse()
        results = await asyncio.gather(*(outcome(c) for c in calls))
        refusals = [r for r in results if isinstance(r, TableError)]
        assert len(refusals) == 1 and refusals[0].code == "occupied", results


async def test_a_start_racing_a_leave_seats_who_is_there(pair: tuple[Table, Table]) -> None:
    first, second = pair
    for n in range(TRIES):
        channel = 5000 + n
        await first.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a")
        for user in (2, 3, 4):
            await first.join(channel, user, f"u{user}")
        calls = [first.start(channel, 1, seed=n), second.leave(channel, 4)]
        if n % 2:
            calls.reverse()
        results = await asyncio.gather(*(outcome(c) for c in calls))
        assert all(not isinstance(r, TableError) or r.code == "started" for r in results), results
        record = await first.last_in_channel(channel)
        assert record is not None and record.status == "active" and numbered(record.seats)
        loaded = await second.load(record.id)
        assert len(loaded.state.players) == len(record.seats), "the game was set up for the seats it has"


async def retried_setup(table: Table) -> tuple[int, int, str]:
    """A started game; the user the table waits for and his answer."""
    record = await table.create("boze", channel_id=1, guild_id=9, user_id=1, name="a")
    await table.join(1, 2, "b")
    await table.join(1, 3, "c")
    played = await table.start(1, 1, seed=4)
    seat = played.game.decisions(played.state)[0].seats[0]
    return record.id, seat + 1, "estate ukraine"


async def test_a_retried_interaction_after_a_restart_is_already_recorded(db: Database) -> None:
    table = Table(db)
    game_id, user, text = await retried_setup(table)
    step = (await table.load(game_id)).state.step
    await table.act(game_id, user, text, step=step, interaction_id="4242")
    again = Table(db)  # a restart: nothing in memory
    assert not again.known("4242")
    retried = await again.act(game_id, user, text, step=step, interaction_id="4242")
    assert retried.duplicate and not retried.changed
    assert (await again.record(game_id)).seq == 1
    with pytest.raises(TableError, match="out of date"):
        await again.act(game_id, user, text, step=step, interaction_id="4243")


async def test_a_retried_interaction_through_another_process_is_already_recorded(pair: tuple[Table, Table]) -> None:
    first, second = pair
    game_id, user, text = await retried_setup(first)
    await second.load(game_id)  # the second process has the game cached, as it stood
    await first.act(game_id, user, text, interaction_id="777")
    retried = await second.act(game_id, user, text, interaction_id="777")
    assert retried.duplicate and retried.record.seq == 1, "answered from the true state, not the stale cache"
    assert len(await second.actions(game_id)) == 1


async def test_the_cache_survives_evictions_during_loads(db: Database) -> None:
    table = Table(db)
    table._cache.size = 3
    ids = []
    for channel in range(8):
        record = await table.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a")
        await table.join(channel, 2, "b")
        await table.join(channel, 3, "c")
        await table.start(channel, 1, seed=channel)
        ids.append(record.id)
    table.forget()
    for _ in range(3):
        loaded = await asyncio.gather(*(table.load(game_id) for game_id in ids * 2))
        assert [x.record.id for x in loaded] == ids * 2
    assert len(table._cache) == 3


async def test_an_older_revision_never_replaces_a_newer_one(db: Database) -> None:
    table = Table(db)
    game_id, user, text = await retried_setup(table)
    old = await table.load(game_id)
    played = await table.act(game_id, user, text)
    newer = table._remember(Loaded(changed(old.record), old.game, old.state))
    assert newer.record.rev == played.record.rev and newer.state is played.state
    assert (await table.load(game_id, check=False)).record.seq == 1


async def test_a_click_retried_after_a_restart_is_answered_already_recorded(db_url: str) -> None:
    """The same interaction delivered again to a restarted bot (nothing in memory): the action is in the log,
    so the player reads "already recorded", not that his button is out of date."""
    from bot.bench.fake_discord import FakeDiscord, Harness, components
    from tests.bot.test_discord import lobby, prompts_for, state

    url = db_url
    fake = FakeDiscord()
    h = await Harness.start(url, fake, seed=3)
    await lobby(h)
    await h.slash(1, "game", "start")
    user = (await state(h)).setup_order[0] + 1
    prompt = prompts_for(h, user)[-1]
    button = components(prompt)[2]["custom_id"]
    await h.click(user, prompt, button, interaction_id=98765)
    await h.stop()
    restarted = await Harness.start(url, fake, seed=3)
    try:
        again = await restarted.click(user, prompt, button, interaction_id=98765)
        assert "Already recorded" in restarted.responses(again["id"])[-1].content
        other = await restarted.click(user, prompt, button, interaction_id=98766)
        assert "out of date" in restarted.reply_to(other).content, "a new click on the old button is stale"
        assert len(await restarted.bot.table.actions(1)) == 1
    finally:
        await restarted.stop()
