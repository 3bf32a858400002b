"""A queued answer is its owner's secret until it is played (issue: answer ahead): two games that differ only in
one seat's queue send the same to everyone else (posts, edits, DMs to others, images, the thread, the live
message's components) until the queued answer is played; the queue's owner is answered privately."""

from __future__ import annotations

import difflib
import random
from collections.abc import AsyncIterator

import pytest

from bot.bench.fake_discord import Harness
from bot.bench.table import components_of, kind_of
from rules.core.forms import random_answer
from tests.bot.talk import click, live, newest_private
from tests.bot.test_discord_secrets import PACE_HOURS, Clock, seen_by_others, use
from tests.databases import Databases

GAMES = [
    ("boze", 3, {}, 0, False),
    ("boze", 3, {}, 3, False),
    ("boze", 3, {}, 8, False),
    ("sigismundus", 4, {"short": 1}, 0, False),
    ("sigismundus", 4, {"short": 1}, 4, False),
    ("sigismundus", 4, {"short": 1}, 10, False),
    ("sigismundus", 4, {"short": 1}, 0, True),
    ("sigismundus", 4, {"short": 1}, 3, True),
]
"""(game, players, options, how many chances to queue go by before a seat queues, whether it queues a sealed hand
of the Sejm while the hand before it is under way): each twin pair compares one queue, from the moment it is made
until it is played (after that, the twins' announcements differ by design: one answer came at once, the other
later)."""


@pytest.fixture
async def twins(databases: Databases) -> AsyncIterator[tuple[Harness, Harness]]:
    out = []
    clock = Clock()
    for name in ("a", "b"):
        h = await Harness.start(databases.url(name), seed=11)
        h.bot.table.clock = clock
        out.append(h)
    yield out[0], out[1]
    for h in out:
        use(h)
        await h.stop()


async def both(pair: tuple[Harness, Harness], user: int, text: str) -> None:
    for h in pair:
        use(h)
        await h.slash(user, "play", action=text)
        await h.settle()


async def catch_up(a: Harness, b: Harness) -> None:
    """Play in ``a`` what ``b``'s table played from a queue, as that seat's player would have typed it live."""
    use(b)
    rows_b = await b.bot.table.actions(1)
    use(a)
    while len(rows := await a.bot.table.actions(1)) < len(rows_b):
        missing = rows_b[len(rows)]
        await a.slash(missing[1] + 1, "play", action=missing[2])
        await a.settle()
    assert [r[1:] for r in await a.bot.table.actions(1)] == [r[1:] for r in rows_b], "the same log"


async def queue_on_discord(h: Harness, owner: int, picker: random.Random) -> None:
    """The owner opens 🔜 on the live message and picks answers on his private prompt until one is queued."""
    use(h)
    message = live(h)
    button = next(c for c in components_of(message) if (k := kind_of(c)) and k[1] == "q")
    await click(h, owner + 1, message, button["custom_id"])
    for _ in range(6):
        if owner in (await h.bot.table.load(1)).queues:
            return
        prompt = newest_private(h, owner + 1)
        parts = [
            c
            for c in components_of(prompt)
            if (k := kind_of(c)) and k[1].startswith("q") and k[1] not in ("q", "qz", "qy", "qg", "qh", "qj")
        ]
        choice = picker.choice(parts)
        values = [picker.choice(choice["options"])["value"]] if choice.get("type") == 3 else None
        await click(h, owner + 1, prompt, choice["custom_id"], values)
        await h.settle()
    assert owner in (await h.bot.table.load(1)).queues, "an answer was queued"


@pytest.mark.parametrize(
    ("game", "players", "options", "skip", "sealed"),
    GAMES,
    ids=[f"{g[0]}-{g[3]}{'-sealed' if g[4] else ''}" for g in GAMES],
)
async def test_nothing_anyone_else_sees_depends_on_a_queued_answer(
    twins: tuple[Harness, Harness], game: str, players: int, options: dict[str, int], skip: int, sealed: bool
) -> None:
    a, b = twins
    for h in twins:
        use(h)
        await h.slash(1, "game", "create", game=game, players=players, pace=PACE_HOURS * 60)
        for option in options:
            await h.click(1, h.fake.calls[-1].response["resource"]["message"], f"mz:l:1:opt:{option}")
        for user in range(2, players + 1):
            await h.slash(user, "game", "join")
        await h.slash(1, "game", "start")
        await h.settle()
    picker = random.Random(5)
    chances = 0
    compared = 0
    for _ in range(1200 if sealed else 400):
        if compared:
            break
        use(b)
        loaded = await b.bot.table.load(1)
        decision = loaded.decisions()[0]
        later = loaded.game.ahead_seats(loaded.state)
        owner = later[-1] if later and decision.secret == sealed else None
        if owner is not None and chances < skip:
            chances += 1
        elif owner is not None:
            marks = (len(a.fake.calls), len(b.fake.calls))
            await queue_on_discord(b, owner, picker)  # in one game only: 🔜 on the live message, then an answer
            for _ in range(50):  # the others play on, alike in both, until the owner's queue is played
                use(b)
                now = await b.bot.table.load(1)
                if owner not in now.queues:
                    break
                seen_a, seen_b = seen_by_others(a, marks[0], owner + 1), seen_by_others(b, marks[1], owner + 1)
                assert seen_a == seen_b, "\n".join(difflib.unified_diff(seen_a, seen_b, lineterm="", n=0))
                d = now.decisions()[0]
                seat = d.waiting_for()[0]
                await both(twins, seat + 1, random_answer(d.forms[seat], picker.randrange))
            compared += 1
            continue
        seat = decision.waiting_for()[0]
        await both(twins, seat + 1, random_answer(decision.forms[seat], picker.randrange))
    assert compared, "a seat queued an answer"
    await catch_up(a, b)  # (the queued answer went in as the same action as the live one)
