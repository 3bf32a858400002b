"""History and undo in O(their size) (issue 12, Build 3): the public history kept as the game goes equals the
one a full replay tells; an undo replays at most a checkpoint window; editions are stored once; old
checkpoints are pruned to what loading and undo need."""

from __future__ import annotations

import random

import pytest

from bot.records import history
from bot.storage.db import Database
from bot.table import Table
from bot.table.history import lines_of, replayed_history
from bot.table.play import CHECKPOINT_EVERY
from bot.table.store import CHECKPOINT_WINDOW
from bot.words.text import seat_namer
from rules.core.forms import random_answer
from rules.core.game import Game

from .conftest import lobby


async def play(table: Table, game_id: int, actions: int, seed: int) -> None:
    picker = random.Random(seed)
    for _ in range(actions):
        loaded = await table.load(game_id)
        if loaded.state.finished:
            return
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        await table.act(game_id, seat + 1, random_answer(decision.forms[seat], picker.randrange))


async def replayed(table: Table, game_id: int, lang: str) -> list[str]:
    """The history as a full replay from the setup tells it (the reference)."""
    loaded = await table.load(game_id)
    record = loaded.record
    origin = await table.store.origin(game_id)
    assert origin is not None
    initial = loaded.game.new_game(len(record.seats), origin.seed, record.options, [s.role for s in record.seats])
    said = replayed_history(loaded.game, initial, await table.log_rows(game_id))
    namer = seat_namer(loaded.game, loaded.state, {s.seat: s.name for s in record.seats}, lang)
    return lines_of(said, namer, lang)


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_the_history_kept_as_the_game_goes_is_the_replayed_one(table: Table, db: Database, lang: str) -> None:
    game_id = await lobby(table)
    await table.start(500, 1, seed=11)
    await play(table, game_id, 60, 11)
    seat = (await table.load(game_id)).decisions()[0].waiting_for()[0]
    await play(table, game_id, 1, 12)
    done, record = await table.undo(game_id, seat + 1)
    for user in record.vote["needed"] if done is None and record.vote else []:
        if user != seat + 1:
            await table.vote(game_id, user, True)
    await play(table, game_id, 20, 13)
    lines = await history(table, game_id, lang)
    assert any("↩" in line for line in lines), "the undo is told"
    assert lines == await replayed(table, game_id, lang)
    assert len(await table.store.history(game_id)) > 3, "kept in chunks, one per checkpoint"
    cold = Table(db)
    assert await history(cold, game_id, lang) == lines, "the same after a restart"
    await table.replace(game_id, 1, 1, 77, "newcomer")
    renamed = await history(Table(db), game_id, lang)
    assert any("[newcomer]" in line for line in renamed) and not any("[user2]" in line for line in renamed), (
        "a seat's name is the name it has now, as in a replayed history"
    )


async def test_an_undo_replays_from_the_nearest_checkpoint_only(table: Table, monkeypatch) -> None:
    game_id = await lobby(table)
    await table.start(500, 1, seed=5)
    await play(table, game_id, 100, 5)
    loaded = await table.load(game_id)
    decision = loaded.decisions()[0]
    seat = decision.waiting_for()[0]
    await table.act(game_id, seat + 1, decision.defaults[seat])
    applied = []
    real = Game.apply

    def counting(self, state, seat, action, **kwargs):  # type: ignore[no-untyped-def]
        applied.append(action)
        return real(self, state, seat, action, **kwargs)

    table.forget()
    await table.load(game_id)
    monkeypatch.setattr(Game, "apply", counting)
    done, _record = await table.undo(game_id, seat + 1)
    seq = (await table.record(game_id)).seq
    assert done is not None and seq > 3 * CHECKPOINT_WINDOW // 2
    assert len(applied) <= CHECKPOINT_EVERY + 1, f"{len(applied)} actions replayed for one undo at {seq}"
    monkeypatch.setattr(Game, "apply", real)
    applied.clear()
    table.forget()
    monkeypatch.setattr(Game, "apply", counting)
    await table.load(game_id)
    assert len(applied) <= CHECKPOINT_EVERY, "loading replays at most the actions since the last checkpoint"


async def test_editions_are_stored_once_and_games_name_theirs(table: Table) -> None:
    for channel in (1, 2, 3):
        await table.create("boze", channel_id=channel, guild_id=9, user_id=1, name="a")
    edition, _ = table.editions.current("boze")
    own = {**edition, "edition": "our-box-2026"}
    await table.create("boze", channel_id=4, guild_id=9, user_id=1, name="a", edition=own)
    rows = await table.db.fetch("SELECT game FROM editions")
    assert len(rows) == 2, "the shipped edition once, and the group's own"
    keys = {r[0] for r in await table.db.fetch("SELECT edition_hash FROM games")}
    assert len(keys) == 2


async def test_old_checkpoints_are_pruned_to_what_loading_and_undo_need(table: Table, db: Database) -> None:
    game_id = await lobby(table)
    await table.start(500, 1, seed=21)
    await play(table, game_id, 10_000, 21)
    record = await table.record(game_id)
    assert record.status == "finished"
    seqs = [seq for seq, _ in await table.checkpoints(game_id)]
    below = (record.seq // CHECKPOINT_WINDOW - 1) * CHECKPOINT_WINDOW
    old = [s for s in seqs if 0 < s < below]
    assert len(old) == len({s // CHECKPOINT_WINDOW for s in old}), "one checkpoint per old window"
    assert seqs[0] == 0 and seqs[-1] == record.seq
    replayed_states = dict(await table.replay(game_id))
    loaded = await Table(db).load(game_id)
    for seq, state_json in await table.checkpoints(game_id):
        assert loaded.game.dumps(replayed_states[seq]) == state_json
