"""One of the processes of ``test_two_processes.py``: a table service of its own on the shared database, playing
every game it is given to the end, at the same time as the other process plays the same games.

``python -m tests.bot.shared_player URL NAME SEED GAME_ID...`` prints one JSON line: the actions this process
committed (game, sequence number, interaction id; ``null`` for what the table played by itself after them), the
retries it sent (each must change nothing and be refused nothing: "already recorded", or for a sealed answer
still open "already submitted"), and the games it could not see finished (stuck).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from typing import Any

from bot.storage.db import Database
from bot.table import Played, Table, TableError
from rules.core.errors import RulesError
from rules.core.forms import random_answer

ATTEMPTS = 6000
"""Clicks a process may spend before a game that is not over counts as stuck."""


async def play(url: str, name: str, seed: int, games: list[int]) -> dict[str, Any]:
    database = Database(url)
    await database.open()
    table = Table(database)
    restarted = Table(database)
    """A second service on the same engine with its own cache: a retry after a restart."""
    for service in (table, restarted):
        service.shared = True  # another process writes this database too (on SQLite the table can't know)
    picker = random.Random(seed)
    committed: list[tuple[int, int, str | None]] = []
    retried: list[tuple[str, bool, str]] = []
    live = set(games)
    sent: list[tuple[int, int, str, str]] = []
    try:
        for attempt in range(ATTEMPTS):
            if not live:
                break
            game_id = picker.choice(sorted(live))
            loaded = await table.load(game_id)
            if loaded.record.status != "active" or loaded.state.finished:
                live.discard(game_id)
                continue
            waiting = [(d, seat) for d in loaded.decisions() for seat in d.waiting_for()]
            if not waiting:
                continue
            decision, seat = picker.choice(waiting)
            text = random_answer(decision.forms[seat], picker.randrange)
            user = loaded.record.user_of(seat).user_id
            interaction = f"{name}-{attempt}"
            try:
                played = await table.act(game_id, user, text, interaction_id=interaction)
            except (RulesError, TableError):
                continue  # another process moved the game on: this click came too late
            if played.changed and not played.duplicate:
                note(committed, played, interaction)
                sent.append((game_id, user, text, interaction))
            if sent and attempt % 7 == 0:
                old_game, old_user, old_text, old_interaction = picker.choice(sent)
                for where, service in (("same", table), ("restarted", restarted)):
                    try:
                        again = await service.act(old_game, old_user, old_text, interaction_id=old_interaction)
                    except (RulesError, TableError) as exc:
                        retried.append((old_interaction, False, f"{where}: refused: {exc}"))
                        continue
                    said = f"{where}: changed={again.changed} duplicate={again.duplicate} seq={again.record.seq}"
                    retried.append((old_interaction, not again.changed, said))
        return {"committed": committed, "retried": retried, "stuck": sorted(live)}
    finally:
        await database.close()


def note(committed: list[tuple[int, int, str | None]], played: Played, interaction: str) -> None:
    """The action's sequence number, and those of the moves the table played by itself after it."""
    committed.append((played.record.id, played.record.seq, interaction))
    for move in played.followups:
        if move.changed:
            committed.append((move.record.id, move.record.seq, None))


if __name__ == "__main__":
    url, name, seed, *ids = sys.argv[1:]
    print(json.dumps(asyncio.run(play(url, name, int(seed), [int(i) for i in ids]))))
