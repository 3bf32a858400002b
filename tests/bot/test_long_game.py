"""The issue's "done when": a game played over weeks by players in different time zones, one of whom
disappears for five days, finishes without anyone nagging by hand.

An injected clock moves an hour at a time; the scheduler runs as it would in production. Each
player answers what waits for him only while he is awake in his own time zone, a few hours after it
was asked; one player vanishes on day three and comes back five days later. Nobody uses a host
control. The reminders, the defaults at the deadlines, the stand-in and `/game back` keep the game
moving to its final count.
"""

from __future__ import annotations

import random
from datetime import timedelta

from bot.bench.fake_discord import Harness
from rules.core.forms import random_answer
from tests.bot.test_discord_async import START, Clock

OFFSETS = {1: -8, 2: 1, 3: 9}
"""Each user's time zone (hours from UTC): San Francisco, Kraków, Tokyo."""

GONE = (START + timedelta(days=3), START + timedelta(days=8))
"""When user 3 is away (five days)."""


def awake(user: int, now: object) -> bool:
    local = (now + timedelta(hours=OFFSETS[user])).hour  # type: ignore[operator]
    return 8 <= local < 23


async def test_a_three_week_game_with_a_vanishing_player_finishes_by_itself(db_url: str) -> None:
    clock = Clock()
    h = await Harness.start(db_url, seed=8)
    h.bot.table.clock = clock
    picker = random.Random(8)
    asked: dict[tuple[int, int], object] = {}
    came_back = False
    try:
        await h.slash(1, "game", "create", game="boze", pace=1440)
        await h.slash(2, "game", "join")
        await h.slash(3, "game", "join")
        await h.slash(1, "game", "start")
        for _ in range(24 * 40):
            loaded = await h.bot.table.load(1)
            if loaded.state.finished:
                break
            now = clock()
            away = GONE[0] <= now < GONE[1]  # type: ignore[operator]
            if not away and not came_back and now >= GONE[1]:  # type: ignore[operator]
                came_back = True
                if loaded.record.seats[2].stand_in:
                    back = await h.slash(3, "game", "back")
                    assert "is back" in h.reply_to(back).content
                continue
            for decision in loaded.decisions():
                for seat in decision.waiting_for():
                    user = seat + 1
                    since = asked.setdefault((loaded.state.step, seat), now)
                    if (user == 3 and away) or not awake(user, now) or now - since < timedelta(hours=2):  # type: ignore[operator]
                        continue
                    if loaded.record.seats[seat].stand_in:
                        continue
                    text = random_answer(decision.forms[seat], picker.randrange)
                    played = await h.slash(user, "play", action=text)
                    assert "✅" in h.reply_to(played).content, h.reply_to(played).content
                    break
                else:
                    continue
                break
            else:
                clock.advance(hours=1)
                await h.bot.scheduler.run_due()
        final = await h.bot.table.load(1)
        assert final.state.finished, f"the game stalled in {final.state.phase} on {clock()}"
        took = clock() - START
        assert timedelta(days=10) < took < timedelta(days=28), took
        assert came_back

        channel = "\n".join(c.content for c in h.channel_messages())
        assert "ran out of time" in channel and "missed two deadlines in a row" in channel
        assert "Final standings" in channel
        reminders = [c for c in h.dms(3) if "half your time is gone" in c.content]
        assert reminders, "the vanished player was reminded before the defaults"
        host_controls = [c for c in h.fake.calls if any(w in c.content for w in ("extended", "paused", "resumed"))]
        assert not host_controls, "nobody had to step in by hand"
        actions = await h.bot.table.log_rows(1)
        assert any(a.by_default for a in actions) and any(not a.by_default and a.seat == 2 for a in actions)
    finally:
        await h.stop()
