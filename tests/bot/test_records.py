"""Game records: export once over, replay to any point, import to play on, the public history."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bot.images import board_png
from bot.records import RecordError, export, history, import_record, replay_record
from bot.storage.db import Database
from bot.table import Table, TableError
from rules.core.forms import random_answer
from tests.databases import Databases

from .conftest import lobby


async def play_on(table: Table, game_id: int, seed: int, stop: int | None = None) -> None:
    picker = random.Random(seed)
    for _ in range(stop or 10_000):
        loaded = await table.load(game_id)
        if loaded.state.finished:
            return
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        await table.act(game_id, seat + 1, random_answer(decision.forms[seat], picker.randrange))


async def finished_game(table: Table) -> int:
    game_id = await lobby(table)
    await table.start(500, 1, seed=13)
    seat = (await table.load(game_id)).decisions()[0].seats[0]
    await table.act(game_id, seat + 1, "estate ukraine")
    await table.undo(game_id, seat + 1)
    await play_on(table, game_id, 13)
    return game_id


async def test_a_record_is_given_only_once_the_game_is_over(table: Table) -> None:
    game_id = await lobby(table)
    await table.start(500, 1, seed=13)
    with pytest.raises(TableError, match="foretells every die"):
        await export(table, game_id)


async def test_an_exported_record_replays_to_the_same_final_state_and_image(table: Table, databases: Databases) -> None:
    game_id = await finished_game(table)
    data = json.loads(json.dumps(await export(table, game_id)))
    assert data["format"] == "marszalek-record/1" and data["status"] == "finished"
    assert any("undoes" in a for a in data["actions"]), "the undo is in the record"
    loaded = await table.load(game_id)
    replayed = replay_record(table.editions, data)
    final = replayed.states[-1][1]
    assert loaded.game.dumps(final) == loaded.game.dumps(loaded.state)
    assert board_png("boze", loaded.game.view(final, None)) == board_png("boze", loaded.game.view(loaded.state, None))
    assert len(replayed.boards) >= 4 * 16

    other = Database(databases.url("other"))
    await other.open()
    try:
        elsewhere = Table(other)
        new_id = await import_record(elsewhere, data, channel_id=-5, users=[11, 12, 13])
        again = await elsewhere.load(new_id)
        assert again.game.dumps(again.state) == loaded.game.dumps(loaded.state)
        assert again.record.status == "finished"
    finally:
        await other.close()


async def test_a_record_replays_to_any_point_and_plays_on(table: Table, databases: Databases) -> None:
    game_id = await finished_game(table)
    data = await export(table, game_id)
    other = Database(databases.url("other"))
    await other.open()
    try:
        elsewhere = Table(other)
        new_id = await import_record(elsewhere, data, channel_id=-5, users=[11, 12, 13], upto=20)
        loaded = await elsewhere.load(new_id)
        assert loaded.record.seq == 20 and loaded.record.status == "active"
        expected = replay_record(table.editions, data, upto=20).states[-1][1]
        assert loaded.game.dumps(loaded.state) == loaded.game.dumps(expected)
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        played = await elsewhere.act(new_id, 11 + seat, decision.defaults[seat])
        assert played.changed
    finally:
        await other.close()


async def test_a_record_that_does_not_replay_names_the_first_failing_entry(table: Table) -> None:
    game_id = await finished_game(table)
    data = await export(table, game_id)
    broken = json.loads(json.dumps(data))
    broken["actions"][4]["text"] = "bid 99"
    with pytest.raises(
        RecordError, match=rf"entry {broken['actions'][4]['seq']} \(seat \d: `bid 99`\) does not replay"
    ):
        replay_record(table.editions, broken)
    with pytest.raises(RecordError, match="not a Marszałek game record"):
        replay_record(table.editions, {"format": "chess"})


async def test_the_public_history_has_what_everyone_saw_and_no_sealed_answer(table: Table) -> None:
    game_id = await lobby(table)
    await table.start(500, 1, seed=13)
    await play_on(table, game_id, 13, stop=9)
    while (await table.load(game_id)).state.phase == "setup":
        await play_on(table, game_id, 13, stop=1)
    await table.act(game_id, 1, "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0")
    lines = await history(table, game_id)
    text = "\n".join(lines)
    assert "Rolls for first player" in text and "has submitted (1 of 3)" in text
    assert "prussia=5" not in text and "Prussia 5" not in text


def test_the_local_table_loads_a_record(tmp_path: Path, databases: Databases) -> None:
    import asyncio

    async def make() -> dict:
        database = Database(databases.url("source"))
        await database.open()
        table = Table(database)
        game_id = await finished_game(table)
        data = await export(table, game_id)
        await database.close()
        return data

    data = asyncio.run(make())
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--load", str(path), "--upto", "30", "--random", "--seed", "2"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Replayed 30 log entries" in result.stdout and "Loaded as local game" in result.stdout
    assert "— End of Game —" in result.stdout
    assert list((tmp_path / "boards").glob("record-*.png"))
    broken = dict(data, actions=[{**data["actions"][0], "text": "estate atlantis"}])
    path.write_text(json.dumps(broken), encoding="utf-8")
    refused = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--load", str(path)], cwd=tmp_path, capture_output=True, text=True
    )
    assert refused.returncode == 2 and "entry 1" in refused.stderr and "does not replay" in refused.stderr
