"""Forced answers: the table plays a decision's only legal answer at once (when playing it reveals nothing),
as an ordinary logged action that is never a missed deadline and never the player's own to undo."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

import bot.table.play
from bot.storage.db import Database
from bot.table import Table, TableError
from rules.core.forms import forced_answer

START = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


async def sigismundus(table: Table, pace: int | None = None) -> int:
    """Sigismundus Augustus, 3 players, short game, seeded: at setup the third office is forced."""
    record = await table.create(
        "sigismundus", channel_id=1, guild_id=9, user_id=1, name="a", options={"short": True}, pace_minutes=pace
    )
    await table.join(1, 2, "b")
    await table.join(1, 3, "c")
    table.seeds = lambda: 0
    started = await table.start(1, 1)
    assert started.followups == [], "the first choice of an office is a real one"
    return record.id


async def first_choice(table: Table, game_id: int) -> tuple[int, str]:
    """The user the table waits for and his first legal answer (never forced)."""
    loaded = await table.load(game_id)
    decision = loaded.decisions()[0]
    seat = decision.waiting_for()[0]
    assert forced_answer(decision, seat) is None
    return seat + 1, decision.forms[seat].choices[0].text  # type: ignore[union-attr]


async def test_the_last_office_is_played_by_the_table_at_once(table: Table) -> None:
    game_id = await sigismundus(table)
    user, text = await first_choice(table, game_id)
    first = await table.act(game_id, user, text)
    assert first.followups == []
    user, text = await first_choice(table, game_id)
    second = await table.act(game_id, user, text)
    assert len(second.followups) == 1
    forced = second.followups[0]
    assert forced.forced and not forced.by_default and forced.changed and forced.played_by == "forced"
    assert forced.action.startswith("office ")
    loaded = await table.load(game_id)
    assert loaded.state.phase != "setup", "nobody waited for the last office"
    assert all(forced_answer(d, s) is None for d in loaded.decisions() for s in d.waiting_for())
    log = await table.log_rows(game_id)
    assert [e.played_by for e in log] == ["player", "player", "forced"]
    assert loaded.record.seq == 3
    replayed = dict(await table.replay(game_id))
    assert loaded.game.dumps(replayed[3]) == loaded.game.dumps(loaded.state), "replay needs nothing special"


async def test_a_forced_answer_is_not_its_players_to_undo(table: Table) -> None:
    game_id = await sigismundus(table)
    for _ in range(2):
        await table.act(game_id, *(await first_choice(table, game_id)))
    forced_seat = (await table.log_rows(game_id))[-1].seat
    with pytest.raises(TableError, match="no action of yours"):
        await table.undo(game_id, forced_seat + 1)


async def test_undoing_the_action_that_led_to_a_forced_one_takes_both_back_alone(table: Table) -> None:
    game_id = await sigismundus(table)
    await table.act(game_id, *(await first_choice(table, game_id)))
    before = await table.load(game_id)
    snapshot = before.game.dumps(before.state)
    user, text = await first_choice(table, game_id)
    await table.act(game_id, user, text)
    done, record = await table.undo(game_id, user)
    assert done is not None and record.vote is None, "only a forced answer followed: no vote needed"
    assert done.followups == []
    after = await table.load(game_id)
    assert after.game.dumps(after.state) == snapshot
    table.forget()
    reloaded = await table.load(game_id)
    assert reloaded.game.dumps(reloaded.state) == snapshot


async def test_a_forced_answer_is_never_a_missed_deadline(db: Database) -> None:
    clock = Clock()
    table = Table(db, clock=clock)
    game_id = await sigismundus(table, pace=24 * 60)
    for _ in range(2):
        clock.now += timedelta(days=1, minutes=1)
        played = await table.expire(game_id)
        assert played[0].by_default
    forced = [p for p in played if p.forced]
    assert len(forced) == 1, "after the second default the last office was forced"
    record = await table.record(game_id)
    assert record.seats[forced[0].seat].missed == 0, "the table played it at once: no deadline was missed"
    assert sorted(s.missed for s in record.seats) == [0, 1, 1]


async def test_start_plays_what_is_forced_from_the_first_decision(table: Table, monkeypatch) -> None:
    """Should a game's first decision have one legal answer, ``start`` plays it and returns it: here the table
    is made to see the first office choice as forced, once."""
    asked = []

    def first_is_forced(decision, seat):  # type: ignore[no-untyped-def]
        asked.append(seat)
        if len(asked) > 1:
            return forced_answer(decision, seat)
        return decision.forms[seat].choices[0].text

    monkeypatch.setattr(bot.table.play, "forced_answer", first_is_forced)
    record = await table.create("sigismundus", channel_id=1, guild_id=9, user_id=1, name="a", options={"short": True})
    await table.join(1, 2, "b")
    await table.join(1, 3, "c")
    started = await table.start(1, 1, seed=0)
    assert [p.seat for p in started.followups] == [asked[0]] and started.followups[0].forced
    assert [e.played_by for e in await table.log_rows(record.id)] == ["forced"]


@pytest.mark.parametrize("interaction_id", ["click-2", None])
async def test_a_forced_answer_another_process_played_first_leaves_the_action_that_led_to_it_alone(
    db: Database, monkeypatch, interaction_id: str | None
) -> None:
    """Two services on one database: between this table's action and the forced answer it leads to, the other
    service plays that forced answer itself. The action is in, so it is answered as played (not as a
    duplicate, not refused, not applied again), and the forced answer is in the log once."""
    table, other = Table(db), Table(db)
    table.shared = other.shared = True
    game_id = await sigismundus(table)
    await table.act(game_id, *(await first_choice(table, game_id)))
    write = table.store.write
    raced = []

    async def other_plays_it_first(w):  # type: ignore[no-untyped-def]
        if w.entry.get("played_by") == "forced" and not raced:
            raced.append(await other._followups(game_id))
        await write(w)

    monkeypatch.setattr(table.store, "write", other_plays_it_first)
    user, text = await first_choice(table, game_id)
    played = await table.act(game_id, user, text, interaction_id=interaction_id)
    assert [len(r) for r in raced] == [1], "the other service played the forced office"
    assert played.changed and not played.duplicate and played.followups == []
    log = await table.log_rows(game_id)
    assert [e.played_by for e in log] == ["player", "player", "forced"]
    assert (await table.load(game_id)).record.seq == 3
