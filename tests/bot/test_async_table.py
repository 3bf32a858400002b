"""The asynchronous table in the service: deadlines, reminders, defaults, stand-ins, host controls,
undo and table votes — all on an injected clock (no test sleeps)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.storage.db import Database
from bot.table import Table, TableError

START = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
DAY = 24 * 60


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def table(db: Database, clock: Clock) -> Table:
    t = Table(db, clock=clock)
    t.seeds = lambda: 5
    return t


async def started(table: Table, pace: int | None = DAY) -> int:
    record = await table.create("boze", channel_id=1, guild_id=9, user_id=1, name="a", pace_minutes=pace)
    await table.join(1, 2, "b")
    await table.join(1, 3, "c")
    await table.start(1, 1)
    return record.id


async def owing(table: Table, game_id: int) -> list[int]:
    loaded = await table.load(game_id)
    return [s for d in loaded.decisions() for s in d.waiting_for()]


def reads(table: Table) -> list[str]:
    """The queries the table's database is asked from now on (each query's SQL, in order)."""
    calls: list[str] = []
    fetch = table.db.fetch

    async def counted(sql: str, params: object = None) -> object:
        calls.append(sql)
        return await fetch(sql, params)  # type: ignore[arg-type]

    table.db.fetch = counted  # type: ignore[method-assign]
    return calls


async def play_default(table: Table, game_id: int) -> None:
    """The seat the table waits for plays its default, as a player would type it."""
    loaded = await table.load(game_id)
    decision = loaded.decisions()[0]
    seat = decision.waiting_for()[0]
    await table.act(game_id, seat + 1, decision.defaults[seat])


async def test_a_pace_outside_the_range_is_refused(table: Table) -> None:
    for pace in (10, 15 * DAY):
        with pytest.raises(TableError, match="between 1 hour and 14 days"):
            await table.create("boze", channel_id=1, guild_id=9, user_id=1, name="a", pace_minutes=pace)


async def test_every_decision_gets_its_deadline(table: Table, clock: Clock) -> None:
    game_id = await started(table)
    record = await table.record(game_id)
    assert record.deadline_at == START + timedelta(days=1)
    clock.advance(hours=3)
    await play_default(table, game_id)
    record = await table.record(game_id)
    assert record.deadline_at == START + timedelta(hours=3, days=1), "a new decision, a fresh deadline"


async def test_a_simultaneous_decision_keeps_one_deadline_for_all(table: Table, clock: Clock) -> None:
    game_id = await started(table)
    while (await table.load(game_id)).state.phase == "setup":
        await play_default(table, game_id)
    opened = (await table.record(game_id)).deadline_at
    clock.advance(hours=5)
    await table.act(game_id, 1, "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5")
    assert (await table.record(game_id)).deadline_at == opened


async def test_reminders_at_half_time_and_shortly_before_then_defaults(table: Table, clock: Clock) -> None:
    game_id = await started(table)
    assert await table.due() == []
    assert await table.next_wakeup() == START + timedelta(hours=12)
    clock.advance(hours=12)
    assert await table.due() == [(game_id, "half")]
    await table.mark_reminded(game_id, 1)
    assert await table.due() == []
    assert await table.next_wakeup() == START + timedelta(hours=22)
    clock.advance(hours=10)
    assert await table.due() == [(game_id, "soon")]
    await table.mark_reminded(game_id, 2)
    clock.advance(hours=2)
    assert await table.due() == [(game_id, "deadline")]
    first = (await owing(table, game_id))[0]
    played = await table.expire(game_id)
    assert [p.by_default for p in played] == [True] and played[0].seat == first
    record = await table.record(game_id)
    assert record.seats[first].missed == 1 and not record.seats[first].stand_in
    assert record.deadline_at == clock.now + timedelta(days=1)


async def test_the_deadline_survives_a_restart(db: Database, clock: Clock) -> None:
    first = Table(db, clock=clock)
    first.seeds = lambda: 5
    game_id = await started(first)
    clock.advance(days=1, minutes=1)
    again = Table(db, clock=clock)
    assert await again.due() == [(game_id, "deadline")]
    assert len(await again.expire(game_id)) == 1


async def test_two_missed_deadlines_make_a_stand_in_that_plays_at_once(table: Table, clock: Clock) -> None:
    game_id = await started(table)
    while (await table.load(game_id)).state.phase == "setup":
        await play_default(table, game_id)
    clock.advance(days=1, minutes=1)
    played = await table.expire(game_id)
    assert sorted(p.seat for p in played) == [0, 1, 2], "every seat owing the tokens got its default"
    record = await table.record(game_id)
    assert [s.missed for s in record.seats] == [1, 1, 1]
    lazy = record.seats[2]
    loaded = await table.load(game_id)
    while 2 not in await owing(table, game_id):
        await play_default(table, game_id)
    # seat 2 owes; seats 0 and 1 answer in time, seat 2 misses again
    loaded = await table.load(game_id)
    for seat in await owing(table, game_id):
        if seat != 2:
            decision = loaded.game.decision_for(loaded.state, seat)
            await table.act(game_id, seat + 1, decision.defaults[seat])
    record = await table.record(game_id)
    assert [s.missed for s in record.seats][:2] == [0, 0], "answering in time clears the count"
    clock.now = record.deadline_at + timedelta(minutes=1)
    await table.expire(game_id)
    record = await table.record(game_id)
    assert record.seats[2].stand_in and record.seats[2].missed == 2
    # from now on the stand-in answers at once whenever the table waits for it
    stood_in = []
    while not (await table.load(game_id)).state.finished:
        assert 2 not in await owing(table, game_id)
        loaded = await table.load(game_id)
        seat = (await owing(table, game_id))[0]
        decision = loaded.game.decision_for(loaded.state, seat)
        played = await table.act(game_id, seat + 1, decision.defaults[seat])
        stood_in += [p for p in played.followups if p.seat == 2]
        if len(stood_in) >= 3:
            break
    assert stood_in and all(p.by_default for p in stood_in)
    back = await table.back(game_id, lazy.user_id)
    assert not back.seats[2].stand_in and back.seats[2].missed == 0
    with pytest.raises(TableError, match="yours already"):
        await table.back(game_id, lazy.user_id)


async def test_pause_stops_play_and_the_clock(table: Table, clock: Clock) -> None:
    game_id = await started(table)
    with pytest.raises(TableError, match="host"):
        await table.pause(game_id, 2)
    await table.pause(game_id, 1)
    assert await table.due() == [] and await table.next_wakeup() is None
    with pytest.raises(TableError, match="paused"):
        await play_default(table, game_id)
    with pytest.raises(TableError, match="already paused"):
        await table.pause(game_id, 1)
    clock.advance(days=3)
    record = await table.resume(game_id, 1)
    assert record.deadline_at == START + timedelta(days=4), "the deadline moves on by the pause"
    with pytest.raises(TableError, match="not paused"):
        await table.resume(game_id, 1)


async def test_extend_within_range_by_the_host(table: Table) -> None:
    game_id = await started(table)
    record = await table.extend(game_id, 1, 12)
    assert record.deadline_at == START + timedelta(days=1, hours=12)
    with pytest.raises(TableError, match="1 to 168 hours"):
        await table.extend(game_id, 1, 200)
    with pytest.raises(TableError, match="host"):
        await table.extend(game_id, 3, 2)
    manager = await table.extend(game_id, 3, 2, manager=True)
    assert manager.deadline_at == START + timedelta(days=1, hours=14)


async def test_a_replaced_seat_changes_hands(table: Table) -> None:
    game_id = await started(table)
    with pytest.raises(TableError, match="already holds a seat"):
        await table.replace(game_id, 1, 1, 3, "c")
    record = await table.replace(game_id, 1, 1, 7, "newcomer")
    assert record.seats[1].user_id == 7 and record.seat_of(2) is None
    with pytest.raises(TableError, match="not a player"):
        await table.act(game_id, 2, "estate ukraine")
    assert (await table.load(game_id)).record.seats[1].name == "newcomer"


async def test_kick_only_in_the_lobby(table: Table) -> None:
    await table.create("boze", channel_id=1, guild_id=9, user_id=1, name="a")
    await table.join(1, 2, "b")
    with pytest.raises(TableError, match="host"):
        await table.kick(1, 2, 1)
    record = await table.kick(1, 1, 2)
    assert [s.user_id for s in record.seats] == [1]


async def test_self_undo_while_nothing_happened_since(table: Table) -> None:
    game_id = await started(table)
    seat = (await owing(table, game_id))[0]
    loaded = await table.load(game_id)
    before = loaded.game.dumps(loaded.state)
    await table.act(game_id, seat + 1, "estate ukraine")
    done, record = await table.undo(game_id, seat + 1)
    assert done is not None and record.vote is None
    loaded = await table.load(game_id)
    assert loaded.game.dumps(loaded.state) == before
    rows = await table.log_rows(game_id)
    assert [(r.text, r.undoes) for r in rows] == [("estate ukraine", None), ("undo", 1)]
    table.forget()
    assert (await table.load(game_id)).game.dumps((await table.load(game_id)).state) == before
    states = dict(await table.replay(game_id))
    assert loaded.game.dumps(states[2]) == before


async def test_undo_after_others_acted_needs_the_table(table: Table) -> None:
    game_id = await started(table)
    first = (await owing(table, game_id))[0]
    await table.act(game_id, first + 1, "estate ukraine")
    second = (await owing(table, game_id))[0]
    await table.act(game_id, second + 1, "estate prussia")
    done, record = await table.undo(game_id, first + 1)
    assert done is None and record.vote is not None
    assert set(record.vote["needed"]) == {1, first + 1, second + 1}
    with pytest.raises(TableError, match="already open"):
        await table.undo(game_id, first + 1)
    outsider = next(u for u in (1, 2, 3) if u not in record.vote["needed"]) if len(record.vote["needed"]) < 3 else None
    if outsider is not None:
        with pytest.raises(TableError, match="not needed"):
            await table.vote(game_id, outsider, True)
    outcome, record, played = await table.vote(game_id, second + 1, True)
    if 1 not in (first + 1, second + 1):
        assert outcome == "waiting"
        outcome, record, played = await table.vote(game_id, 1, True)
    assert outcome == "done" and played is not None
    assert [e.owner for e in (await table.load(game_id)).state.provinces["ukraine"].estates] == []
    assert record.vote is None


async def test_a_refused_undo_vote_changes_nothing(table: Table) -> None:
    game_id = await started(table)
    first = (await owing(table, game_id))[0]
    await table.act(game_id, first + 1, "estate ukraine")
    second = (await owing(table, game_id))[0]
    await table.act(game_id, second + 1, "estate prussia")
    await table.undo(game_id, first + 1)
    outcome, record, _ = await table.vote(game_id, second + 1, False)
    assert outcome == "refused" and record.vote is None
    assert len((await table.load(game_id)).state.provinces["ukraine"].estates) == 1


async def test_an_action_that_revealed_secrets_is_not_undone_alone(table: Table) -> None:
    game_id = await started(table)
    while (await table.load(game_id)).state.phase == "setup":
        await play_default(table, game_id)
    texts = {
        1: "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5",
        2: "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0",
        3: "tokens prussia=1 lithuania=1 ukraine=2 little=2 great=3 court=3",
    }
    for user, text in texts.items():
        await table.act(game_id, user, text)
    done, record = await table.undo(game_id, 3)
    assert done is None and record.vote is not None, "the last tokens revealed everyone's"


async def test_the_players_vote_to_end_the_game(table: Table) -> None:
    game_id = await started(table)
    record = await table.propose_end(game_id, 2)
    assert sorted(record.vote["needed"]) == [1, 2, 3]
    assert (await table.vote(game_id, 1, True))[0] == "waiting"
    outcome, record, _ = await table.vote(game_id, 3, True)
    assert outcome == "done" and record.status == "abandoned"


async def stored_wake(table: Table, game_id: int) -> datetime | None:
    from bot.table.model import aware

    return aware((await table.db.fetch("SELECT wake_at FROM games WHERE id = :g", {"g": game_id}))[0][0])


async def test_the_clock_index_follows_every_change(table: Table, clock: Clock) -> None:
    from bot.table import next_moment

    game_id = await started(table)
    assert await stored_wake(table, game_id) == START + timedelta(hours=12), "half time of the first deadline"
    await table.mark_reminded(game_id, 1)
    assert await stored_wake(table, game_id) == START + timedelta(hours=22)
    clock.advance(hours=3)
    await play_default(table, game_id)
    record = await table.record(game_id)
    assert await stored_wake(table, game_id) == next_moment(record) == clock.now + timedelta(hours=12)
    await table.pause(game_id, 1)
    assert await stored_wake(table, game_id) is None, "a paused game never wakes the clock"
    clock.advance(hours=2)
    await table.resume(game_id, 1)
    assert await stored_wake(table, game_id) == clock.now + timedelta(hours=12), "moved on by the pause"
    await table.extend(game_id, 1, 5)
    assert await stored_wake(table, game_id) == next_moment(await table.record(game_id))
    await table.propose_end(game_id, 1)
    for user in (2, 3):
        await table.vote(game_id, user, True)
    assert (await table.record(game_id)).status == "abandoned"
    assert await stored_wake(table, game_id) is None


async def test_the_clock_reads_one_query_however_many_games_are_stored(table: Table, clock: Clock) -> None:
    ids = []
    for channel in range(1, 13):
        pace = DAY if channel % 3 else None
        record = await table.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a", pace_minutes=pace)
        await table.join(channel, 2, "b")
        await table.join(channel, 3, "c")
        if channel % 4:
            await table.start(channel, 1)
            ids.append((record.id, pace))
        clock.advance(minutes=30)
    calls = reads(table)
    clock.now = START + timedelta(hours=13)
    due = await table.due()
    wake = await table.next_wakeup()
    assert len(calls) == 2, calls
    timed = [game_id for game_id, pace in ids if pace]
    started_at = {game_id: START + timedelta(minutes=30 * (game_id - 1)) for game_id, _ in ids}
    halfway = [g for g in timed if started_at[g] + timedelta(hours=12) <= clock.now]
    assert sorted(g for g, kind in due) == halfway and {kind for _, kind in due} == {"half"}
    assert wake == min(started_at[g] + timedelta(hours=12) for g in timed)


async def test_the_live_message_is_remembered_without_reading_the_game_again(db: Database, clock: Clock) -> None:
    """The live message is posted after nearly every action: its id is written on the cached record (no read),
    and a record another process changed since is read again and the id still lands."""
    table = Table(db, clock=clock)
    table.seeds = lambda: 5
    game_id = await started(table)
    await table.load(game_id)
    calls = reads(table)
    await table.set_dashboard(game_id, 111)
    assert calls == []
    assert (await table.load(game_id)).record.dashboard_id == 111
    other = Table(db, clock=clock)  # another process pauses the game: this one's cached record is stale
    await other.pause(game_id, 1)
    calls.clear()
    await table.set_dashboard(game_id, 222)
    assert len(calls) == 1, calls
    fresh = await Table(db, clock=clock).record(game_id)
    assert (fresh.dashboard_id, fresh.paused) == (222, True)
    assert (await table.load(game_id)).record.dashboard_id == 222


async def test_a_changed_record_is_the_record_with_those_fields(table: Table) -> None:
    """``changed`` copies a record's attributes instead of calling ``dataclasses.replace`` (a record changes
    at every action): the result equals what ``replace`` gives, the original is untouched, and a name that is
    not a field is refused."""
    from dataclasses import replace

    from bot.table.model import changed

    record = await table.record(await started(table))
    moved = changed(record, seq=record.seq + 1, rev=record.rev + 1, reminders=2)
    assert moved == replace(record, seq=record.seq + 1, rev=record.rev + 1, reminders=2)
    assert (record.seq, record.reminders) != (moved.seq, moved.reminders)
    with pytest.raises(TypeError, match="no field sequence"):
        changed(record, sequence=3)


async def test_the_first_play_in_a_channel_finds_its_game_without_a_read(table: Table) -> None:
    """The table learns where a game is played when it starts it (and where its thread is when it is opened):
    the first ``/play`` there need not ask the database which game the channel holds, when this process makes
    every write."""
    game_id = await started(table)
    await table.set_thread(game_id, 77)
    calls = reads(table)
    found = await table.in_channel(1)
    in_thread = await table.in_channel(77)
    assert found is not None and in_thread is not None and found.id == in_thread.id == game_id
    # where other processes write too (PostgreSQL), the database is asked every time: the channel, then the
    # channels and the threads
    assert len(calls) == (3 if table.shared else 0), calls
    calls.clear()
    assert await table.in_channel(2) is None and len(calls) == 2  # another channel: asked (and its threads)


async def test_an_action_writes_only_the_clock_columns_it_changes(table: Table, clock: Clock) -> None:
    """The row as stored always equals the cached record (and the clock index its next moment), while an
    action inside a simultaneous decision leaves the deadline's columns and their indexes alone."""
    from bot.table.model import aware, wake_at

    game_id = await started(table)
    statements: list[str] = []
    transaction = table.db.transaction

    async def spied(work, **options):  # type: ignore[no-untyped-def]
        class Spy:
            def __init__(self, tx) -> None:  # type: ignore[no-untyped-def]
                self.tx = tx

            def run(self, sql, params=None):  # type: ignore[no-untyped-def]
                statements.append(sql)
                return self.tx.run(sql, params)

            def rows(self, sql, params=None):  # type: ignore[no-untyped-def]
                return self.tx.rows(sql, params)

        return await transaction(lambda tx: work(Spy(tx)), **options)

    table.db.transaction = spied  # type: ignore[method-assign]
    columns = "status, deadline_at, deadline_step, reminders, wake_at"
    for n in range(40):
        clock.advance(minutes=37)
        if n % 7 == 3:
            await table.mark_reminded(game_id, 1)
        statements.clear()
        await play_default(table, game_id)
        record = (await table.load(game_id)).record
        row = (await table.db.fetch(f"SELECT {columns} FROM games WHERE id = :g", {"g": game_id}))[0]
        stored = (row[0], aware(row[1]), row[2], row[3], aware(row[4]))
        assert stored == (record.status, record.deadline_at, record.deadline_step, record.reminders, wake_at(record))
    moves = [s for s in statements if s.startswith("UPDATE games SET seq")]
    assert moves, "the last action moved the game on"
    kinds = set()
    for _ in range(12):
        clock.advance(minutes=1)
        statements.clear()
        await play_default(table, game_id)
        kinds.add(next(s for s in statements if s.startswith("UPDATE games SET seq")))
    assert any("deadline_at" not in s for s in kinds), "an answer inside a decision leaves the deadline alone"
    assert any("deadline_at" in s for s in kinds), "a new decision sets a fresh deadline"
