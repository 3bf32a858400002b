"""The asynchronous table through Discord: the dashboard, reminders and defaults on an injected clock,
stand-ins, host controls, undo and votes, the log and the record — checked on the captured calls."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from bot.bench.fake_discord import FakeDiscord, Harness, components
from tests.bot.talk import click, live
from tests.bot.test_discord import TOKENS, message_of, play_setup, prompts_for, state

START = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)


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


async def harness(db_url: str, clock: Clock, fake: FakeDiscord | None = None) -> Harness:
    h = await Harness.start(db_url, fake=fake, seed=3)
    h.bot.table.clock = clock
    return h


@pytest.fixture
async def h(db_url: str, clock: Clock) -> AsyncIterator[Harness]:
    started = await harness(db_url, clock)
    yield started
    await started.stop()


async def begin(h: Harness, pace: int = 720) -> None:
    await h.slash(1, "game", "create", game="boze", pace=pace)
    await h.slash(2, "game", "join")
    await h.slash(3, "game", "join")
    await h.slash(1, "game", "start")


def dashboard(h: Harness) -> str:
    """The dashboard as it reads now: the live message's lines from the dashboard's title on."""
    content = str(live(h)["content"])
    return content[content.index("📋") :]


async def test_the_dashboard_says_whose_move_and_the_deadline(h: Harness) -> None:
    await begin(h)
    first = (await state(h)).setup_order[0]
    text = dashboard(h)
    deadline = int((START + timedelta(hours=12)).timestamp())
    assert f"<t:{deadline}:R>" in text and f"▶️ <@{first + 1}>" in text
    status = await h.slash(2, "game", "status")
    assert f"Waiting for: {(await h.bot.table.load(1)).game.seat_name((await state(h)), first)} [User {first + 1}]" in (
        h.reply_to(status).content
    ), "/game status names him whole: house, colour and player"
    await play_setup(h)
    assert "answer in your DMs" in dashboard(h) and "Sealed answers in" not in dashboard(h)
    await h.slash(1, "play", action=TOKENS[1])
    text = dashboard(h)
    sealed = next(line for line in text.splitlines() if line.startswith("Sealed answers in"))
    assert sealed.startswith("Sealed answers in: 1 of 3 (Sapieha)") and not set("2450") & set(sealed)


async def test_reminders_then_the_default_at_the_deadline_and_a_restart_between(db_url: str, clock: Clock) -> None:
    fake = FakeDiscord()
    h = await harness(db_url, clock, fake)
    await begin(h)
    await play_setup(h)
    await h.slash(1, "play", action=TOKENS[1])
    clock.advance(hours=6)
    await h.bot.scheduler.run_due()
    for user in (2, 3):
        assert any("half your time is gone" in c.content for c in h.dms(user))
    assert not any("half your time" in c.content for c in h.dms(1)), "user 1 has answered already"
    assert all(TOKENS[1] not in c.text() for u in (2, 3) for c in h.dms(u))
    await h.stop()

    h = await harness(db_url, clock, fake)  # the bot restarts between the reminders
    try:
        clock.advance(hours=4)
        await h.bot.scheduler.run_due()
        assert any("your time runs out" in c.content for c in h.dms(2))
        clock.advance(hours=2, minutes=1)
        await h.bot.scheduler.run_due()
        notice = "\n".join(c.content for c in h.channel_messages() if "ran out of time" in c.content)
        assert notice.count("ran out of time") == 2 and notice.count("(a sealed answer)") == 2
        assert "<@2>" in notice and "<@3>" in notice and "<@1>" not in notice
        after = await state(h)
        assert after.phase != "noble_clientele", "the defaults revealed the tokens and play went on"
        thread = "\n".join(c.content for c in h.channel_messages(h.thread_id()))
        assert "revealed" in thread, "the reveal is public (the live message keeps each phase's outcome)"
    finally:
        await h.stop()


async def test_two_missed_deadlines_make_a_stand_in_until_back(h: Harness, clock: Clock) -> None:
    await begin(h, pace=360)
    for _ in range(6):
        record = await h.bot.table.record(1)
        if any(s.stand_in for s in record.seats):
            break
        clock.now = record.deadline_at + timedelta(minutes=1)
        await h.bot.scheduler.run_due()
    record = await h.bot.table.record(1)
    standing = [s for s in record.seats if s.stand_in]
    assert standing, "nobody answered: a seat missed two of its deadlines in a row"
    text = "\n".join(c.content for c in h.channel_messages())
    assert "ran out of time" in text and "missed two deadlines in a row" in text
    assert f"{standing[0].name}]" in text.split("missed two deadlines in a row")[0].splitlines()[-1]
    assert "Stand-ins (defaults at once)" in dashboard(h)
    back = await h.slash(standing[0].user_id, "game", "back")
    assert "is back" in h.reply_to(back).content
    assert not (await h.bot.table.record(1)).seats[standing[0].seat].stand_in


async def test_host_controls_are_the_hosts(h: Harness, clock: Clock) -> None:
    await begin(h)
    refused = await h.slash(2, "game", "pause")
    assert h.reply_to(refused).ephemeral and "host" in h.reply_to(refused).content
    paused = await h.slash(1, "game", "pause")
    assert "paused the game" in h.reply_to(paused).content
    assert "Paused by the host" in dashboard(h)
    first = (await state(h)).setup_order[0]
    blocked = await h.slash(first + 1, "play", action="estate ukraine")
    assert "paused" in h.reply_to(blocked).content
    again = await h.slash(1, "game", "pause")
    assert "already paused" in h.reply_to(again).content
    clock.advance(hours=5)
    await h.slash(1, "game", "resume")
    record = await h.bot.table.record(1)
    assert record.deadline_at == START + timedelta(hours=17)
    not_paused = await h.slash(1, "game", "resume")
    assert "not paused" in h.reply_to(not_paused).content
    too_long = await h.slash(1, "game", "extend", hours=500)
    assert "1 to 168 hours" in h.reply_to(too_long).content
    await h.slash(1, "game", "extend", hours=10)
    assert (await h.bot.table.record(1)).deadline_at == START + timedelta(hours=27)
    manager = await h.slash(99, "game", "extend", hours=1)
    assert "extended" in h.reply_to(manager).content


async def test_a_replaced_player_gets_the_private_view_and_the_old_one_loses_access(h: Harness) -> None:
    await begin(h)
    await play_setup(h)
    await h.slash(2, "play", action=TOKENS[2])
    sitting = await h.slash(1, "game", "replace", seat=2, users={"player": 3})
    assert "already holds a seat" in h.reply_to(sitting).content
    done = await h.slash(1, "game", "replace", seat=2, users={"player": 8})
    assert "takes over" in h.reply_to(done).content
    private = [c for c in h.dms(8) if c.files == ["your-board.png"]]
    sealed = "Prussia 0, Lithuania 1, Ukraine 2, Little Poland 3, Great Poland 4, Royal Court 5"
    assert private and sealed in private[-1].content, "the seat's own sealed answer comes with the seat"
    refused = await h.slash(2, "play", action=TOKENS[2])
    assert "not a player" in h.reply_to(refused).content


async def test_undo_alone_then_by_vote(h: Harness) -> None:
    await begin(h)
    first = (await state(h)).setup_order[0]
    prompt = prompts_for(h, first + 1)[-1]
    await click(h, first + 1, prompt, components(prompt)[0]["custom_id"])
    undone = await h.slash(first + 1, "game", "undo")
    assert "took back their last move" in h.reply_to(undone).content
    assert (await state(h)).setup_order[0] == first
    prompt = prompts_for(h, first + 1)[-1]
    await click(h, first + 1, prompt, components(prompt)[0]["custom_id"])
    second = (await state(h)).setup_order[0]
    prompt = prompts_for(h, second + 1)[-1]
    await click(h, second + 1, prompt, components(prompt)[0]["custom_id"])
    asked = await h.slash(first + 1, "game", "undo")
    vote = message_of(h.reply_to(asked))
    assert "asks to take back moves" in vote["content"]
    agree = next(c["custom_id"] for c in components(vote) if c["label"] == "Agree")
    outsider = {1, 2, 3} - {1, first + 1, second + 1}
    if outsider:
        nope = await h.click(outsider.pop(), vote, agree)
        assert "not needed" in h.reply_to(nope).content
    for user in sorted({1, second + 1} - {first + 1}):
        answer = await h.click(user, vote, agree)
    assert "moves are taken back" in h.reply_to(answer).content
    assert (await state(h)).setup_order[0] == first


async def test_the_players_end_the_game_by_vote_and_get_its_record(h: Harness) -> None:
    await begin(h)
    proposed = await h.slash(2, "game", "end")
    vote = message_of(h.reply_to(proposed))
    refuse = next(c["custom_id"] for c in components(vote) if c["label"] == "Refuse")
    refused = await h.click(3, vote, refuse)
    assert "refused" in h.reply_to(refused).content
    proposed = await h.slash(2, "game", "end")
    vote = message_of(h.reply_to(proposed))
    agree = next(c["custom_id"] for c in components(vote) if c["label"] == "Agree")
    await h.click(1, vote, agree)
    ended = await h.click(3, vote, agree)
    assert "ends without a result" in h.reply_to(ended).content
    assert (await h.bot.table.record(1)).status == "abandoned"
    thread = h.thread_id()
    assert [c for c in h.channel_messages(thread) if c.files == ["game-1.json"]]
    exported = await h.slash(1, "game", "export")
    assert h.reply_to(exported).payload["data"]["attachments"]


async def test_the_log_and_the_export_keep_secrets(h: Harness) -> None:
    await begin(h)
    await play_setup(h)
    await h.slash(1, "play", action=TOKENS[1])
    logged = await h.slash(3, "game", "log")
    answers = h.responses(logged["id"])
    text = "\n".join(c.text() for c in answers)
    assert "has submitted (1 of 3)" in text and "prussia=5" not in text and all(c.ephemeral for c in answers[1:])
    refused = await h.slash(1, "game", "export")
    assert "foretells every die" in h.reply_to(refused).content


async def test_no_reminder_dashboard_or_deadline_line_reveals_a_secret(h: Harness, clock: Clock) -> None:
    await begin(h)
    await play_setup(h)
    await h.slash(1, "play", action=TOKENS[1])
    await h.slash(2, "play", action=TOKENS[2])
    for hours in (6, 5, 2):
        clock.advance(hours=hours)
        await h.bot.scheduler.run_due()
    for call in h.fake.calls:
        destination = call.path
        if (
            f"/channels/{h.fake.dm_channels.get(1)}/" in destination
            or f"/channels/{h.fake.dm_channels.get(2)}/" in destination
        ):
            continue
        for user, secret in TOKENS.items():
            answers_owner = call.path.startswith(("/interactions/", "/webhooks/")) and f"/token-{user}-" in call.path
            if answers_owner and call.ephemeral:
                continue
            assert secret not in call.text() or "revealed" in call.text(), (user, call.path)
