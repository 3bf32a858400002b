"""When Discord fails, the table doesn't (issue: Discord's failures): the fake fails calls as Discord and the network
do (a 5xx, a reset before or after Discord took the call, a late interaction), and every committed action is still
announced (the next owner prompted, the live message moved on), its sender told the truth, nothing doubled, and no
traceback logged."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from bot.bench.fake_discord import CHANNEL_ID, Harness, Outcome, Sent, VirtualClock, components, virtual_time
from tests.bot.talk import live, prompts_for
from tests.bot.test_discord import lobby, message_of, state
from tests.bot.test_discord_games import addressed_to, open_lobby


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=5)
    yield harness
    await harness.stop()


@pytest.fixture
async def low(db_url: str) -> AsyncIterator[Harness]:
    """A harness whose fake stands below aiohttp's session: discord.py's own rate limits and retries run, pausing on
    a virtual clock (``low.clock``)."""
    clock = VirtualClock()
    with virtual_time(clock):
        harness = await Harness.start(db_url, seed=5, below_session=True)
        harness.clock = clock  # type: ignore[attr-defined]
        yield harness
        await harness.stop()


def callbacks(method: str, path: str) -> bool:
    return path.startswith("/interactions/") and path.endswith("/callback")


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.exc_info is not None and r.levelno >= logging.ERROR]


async def first_prompt(h: Harness) -> tuple[int, dict[str, Any]]:
    await lobby(h)
    await h.slash(1, "game", "start")
    first = (await state(h)).setup_order[0]
    return first, prompts_for(h, first + 1)[-1]


@pytest.mark.parametrize("fault", ["5xx", "reset", "reset_after", "late"])
async def test_a_click_whose_answer_fails_is_still_announced_and_the_next_player_prompted(
    h: Harness, fault: str, caplog: pytest.LogCaptureFixture
) -> None:
    first, prompt = await first_prompt(h)
    h.fake.fail(fault, callbacks)
    await h.click(first + 1, prompt, components(prompt)[2]["custom_id"])
    await h.settle()
    after = await state(h)
    assert after.provinces["ukraine"].estates[0].owner == first, "the action went in"
    following = after.setup_order[0]
    assert prompts_for(h, following + 1), "the next player is prompted on a live message"
    assert "places an estate in Ukraine" in live(h)["content"]
    assert len(await h.bot.table.actions(1)) == 1
    assert tracebacks(caplog) == []
    assert h.fake.injected and h.fake.injected[0][0] == fault
    h.fake.refused.clear()  # (a reset after Discord took a call may leave it a second answer it refuses)


@pytest.mark.parametrize("fault", ["5xx", "reset", "reset_after"])
async def test_a_live_message_discord_fails_to_take_is_tried_again_until_it_goes(
    h: Harness, fault: str, caplog: pytest.LogCaptureFixture
) -> None:
    first, prompt = await first_prompt(h)
    live_posts = lambda method, path: method in ("POST", "PATCH") and path.startswith("/channels/")  # noqa: E731
    h.fake.fail(fault, live_posts, times=2)  # the first two tries fail; the third goes
    await h.click(first + 1, prompt, components(prompt)[2]["custom_id"])
    await h.settle()
    following = (await state(h)).setup_order[0]
    assert prompts_for(h, following + 1), "the next player is prompted after all"
    assert tracebacks(caplog) == []


async def test_a_live_message_that_fails_for_good_is_carried_out_when_discord_is_back(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    first, prompt = await first_prompt(h)
    outage = h.fake.fail("5xx", lambda method, path: path.startswith("/channels/"), times=1000)
    await h.click(first + 1, prompt, components(prompt)[2]["custom_id"])
    await h.settle()
    following = (await state(h)).setup_order[0]
    assert not prompts_for(h, following + 1), "Discord is down: nothing could be posted"
    assert h.bot.announcer.owed == {1}, "the game owes its channel an announcement"
    outage.times = outage.hits  # Discord is back
    await h.bot.announcer.catch_up()
    await h.settle()
    assert prompts_for(h, following + 1), "the next player is prompted once Discord takes it"
    assert h.bot.announcer.owed == set()
    assert tracebacks(caplog) == []


async def test_a_play_sent_again_after_its_answer_failed_is_recorded_once(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    first, _ = await first_prompt(h)
    user = first + 1
    h.fake.fail("late", callbacks)
    await h.slash(user, "play", action="estate ukraine")
    await h.settle()
    assert len(await h.bot.table.actions(1)) == 1
    again = await h.slash(user, "play", action="estate ukraine")
    await h.settle()
    assert "Already recorded" in h.reply_to(again).content
    assert len(await h.bot.table.actions(1)) == 1, "never twice"
    assert tracebacks(caplog) == []


async def test_a_start_whose_answer_times_out_still_opens_the_thread_and_prompts_the_first_player(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    await lobby(h)
    h.fake.fail("late", callbacks)
    await h.slash(1, "game", "start")
    await h.settle()
    record = await h.bot.table.record(1)
    assert record.status == "active" and record.thread_id is not None
    first = (await state(h)).setup_order[0]
    assert prompts_for(h, first + 1), "the first player is prompted"
    assert tracebacks(caplog) == []


async def test_a_game_is_not_created_where_the_bot_lacks_a_permission_and_the_sentence_names_it(h: Harness) -> None:
    allowed = discord.Permissions.all()
    allowed.create_public_threads = False
    allowed.attach_files = False
    h.app_permissions = str(allowed.value)
    made = await h.slash(1, "game", "create", game="boze", players=3)
    text = h.reply_to(made).content
    assert "Attach Files" in text and "Create Public Threads" in text and "Send Messages" not in text
    assert h.reply_to(made).ephemeral
    assert await h.bot.table.in_channel(CHANNEL_ID) is None, "no game was created"
    h.app_permissions = str(discord.Permissions.all().value)
    made = await h.slash(1, "game", "create", game="boze", players=3)
    assert "❌" not in h.reply_to(made).content


async def test_a_play_of_thousands_of_characters_is_refused_in_one_short_message(h: Harness) -> None:
    first, _ = await first_prompt(h)
    sent = await h.slash(first + 1, "play", action="x" * 6000)
    answers = h.responses(sent["id"])
    assert len(answers) == 1 and len(answers[0].content) < 200 and "x" * 50 not in answers[0].content
    assert await h.bot.table.actions(1) == []


async def test_a_permission_lost_in_the_channel_is_told_to_the_host_once_and_prompts_go_by_dm(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    first, prompt = await first_prompt(h)
    in_channel = lambda method, path: path.startswith(f"/channels/{CHANNEL_ID}/")  # noqa: E731
    h.fake.fail("missing_permissions", in_channel, times=1000)
    await h.click(first + 1, prompt, components(prompt)[2]["custom_id"])
    await h.settle()
    following = (await state(h)).setup_order[0]
    host_dms = [c for c in h.dms(1) if "refuses me a permission" in c.content]
    assert len(host_dms) == 1 and "Create Public Threads" in host_dms[0].content, "the host is told, once"
    prompts = [c for c in h.dms(following + 1) if "estate" in c.content.lower()]
    assert prompts, "the player who owes the next decision gets his prompt by DM"
    status = await h.slash(1, "game", "status")
    assert "lack a permission" in h.reply_to(status).content
    second = await state(h)
    mover = second.setup_order[0]
    await h.slash(mover + 1, "play", action="estate prussia")
    await h.settle()
    assert len([c for c in h.dms(1) if "refuses me a permission" in c.content]) == 1, "once, not at every move"
    assert tracebacks(caplog) == []


@pytest.mark.parametrize("scope", ["route", "global"])
async def test_a_429_on_a_click_is_waited_out_by_discord_py_and_the_click_answered(
    low: Harness, scope: str, caplog: pytest.LogCaptureFixture
) -> None:
    first, prompt = await first_prompt(low)
    limited: list[str] = []

    def limit(sent: Sent) -> Outcome | None:
        if sent.path.endswith("/callback") and not limited:
            limited.append(sent.path)
            body = {"message": "You are being rate limited.", "retry_after": 0.75, "global": scope == "global"}
            headers = {"Via": "1.1 google"} | ({"X-RateLimit-Global": "true"} if scope == "global" else {})
            return Outcome(429, body, headers)
        return None

    assert low.session is not None
    low.session.intercept = limit
    click = await low.click(first + 1, prompt, components(prompt)[2]["custom_id"])
    assert limited, "Discord limited the first answer"
    assert low.clock.now >= 0.75, "discord.py waited the retry_after out"  # type: ignore[attr-defined]
    assert [c.path for c in low.responses(click["id"])] == limited, "answered once, on the try after the 429"
    assert len(await low.bot.table.actions(1)) == 1
    following = (await state(low)).setup_order[0]
    assert prompts_for(low, following + 1)
    assert tracebacks(caplog) == []


async def test_a_502_on_the_live_message_is_tried_again_by_discord_py_itself(
    low: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    first, prompt = await first_prompt(low)
    posts: list[str] = []

    def bad_gateway(sent: Sent) -> Outcome | None:
        if sent.method == "POST" and sent.path == f"/channels/{CHANNEL_ID}/messages" and len(posts) < 3:
            posts.append(sent.path)
            return Outcome(502, "<html>502 Bad Gateway</html>")
        return None

    assert low.session is not None
    low.session.intercept = bad_gateway
    low.bot.announcer.pauses = ()  # (no second try of the bot's own: discord.py's retries alone)
    await low.click(first + 1, prompt, components(prompt)[2]["custom_id"])
    await low.settle()
    assert len(posts) == 3, "three tries failed"
    following = (await state(low)).setup_order[0]
    assert prompts_for(low, following + 1), "the fourth went"
    assert low.bot.announcer.owed == set()
    assert tracebacks(caplog) == []


@pytest.mark.parametrize("fault", ["5xx", "reset", "reset_after", "late"])
async def test_a_click_that_records_nothing_and_whose_answer_fails_logs_no_traceback(
    h: Harness, fault: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A click that only shows something (the private copy of a prompt, the next step of an answer being built, a
    modal): Discord failing its answer leaves nothing recorded, the player sees "This interaction failed" and clicks
    again. It is a warning, not a traceback."""
    first, _ = await first_prompt(h)
    status = await h.slash(first + 1, "game", "status")
    message = message_of(h.reply_to(status))
    opener = next(c for c in components(message) if ":p:" in c["custom_id"])
    h.fake.fail(fault, callbacks)
    await h.click(first + 1, message, opener["custom_id"])
    assert tracebacks(caplog) == []
    assert await h.bot.table.actions(1) == []
    again = await h.click(first + 1, message, opener["custom_id"])
    assert "estate" in h.reply_to(again).content.lower(), "clicked again, the prompt opens"
    h.fake.refused.clear()  # (a reset after Discord took the first answer leaves it a second one it refuses)


@pytest.mark.parametrize("fault", ["5xx", "reset", "late"])
async def test_a_command_whose_answer_fails_logs_no_traceback(
    h: Harness, fault: str, caplog: pytest.LogCaptureFixture
) -> None:
    first, _ = await first_prompt(h)
    h.fake.fail(fault, callbacks)
    await h.slash(first + 1, "game", "status")
    assert tracebacks(caplog) == []
    again = await h.slash(first + 1, "game", "status")
    assert "estate" in h.reply_to(again).content.lower() or h.reply_to(again).content


async def test_a_new_play_that_reads_as_the_last_one_whose_answer_failed_is_recorded(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    """A player's answer went in but its answer to him failed; the others answer; when his turn comes again he
    answers the same words, by ``/play``: that is his new decision's answer, and it is recorded (it was answered
    "✅ Already recorded" and recorded nothing: the fault bench lost such answers under resets)."""
    await lobby(h)
    await h.slash(1, "game", "start")
    order = (await state(h)).setup_order
    assert order[:4] == [2, 0, 1, 0], "seat 0 places an estate at the second and the fourth step"
    await h.slash(3, "play", action="estate ukraine")
    h.fake.fail("late", callbacks)
    await h.slash(1, "play", action="estate ukraine")  # recorded; the answer to him is lost
    await h.slash(2, "play", action="estate prussia")
    again = await h.slash(1, "play", action="estate ukraine")  # his next estate: Ukraine again
    assert "Already recorded" not in h.reply_to(again).content
    rows = await h.bot.table.actions(1)
    assert [(seat, text) for _, seat, text in rows][-1] == (0, "estate ukraine"), "recorded"
    assert len(rows) == 4
    assert tracebacks(caplog) == []


async def test_a_play_sent_again_once_the_others_answered_is_recorded_once_and_said_so(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    """The same words sent again after the others answered, by a player who owes nothing now: his answer is
    recorded already, and he is told so (not refused)."""
    await lobby(h)
    await h.slash(1, "game", "start")
    h.fake.fail("late", callbacks)
    await h.slash(3, "play", action="estate ukraine")  # seat 2's, recorded; the answer to him is lost
    await h.slash(1, "play", action="estate prussia")
    again = await h.slash(3, "play", action="estate ukraine")
    assert "Already recorded" in h.reply_to(again).content
    assert len(await h.bot.table.actions(1)) == 2
    assert tracebacks(caplog) == []


@pytest.mark.parametrize("fault", ["5xx", "late"])
async def test_a_click_on_a_joint_decision_sent_again_after_its_answer_failed_is_recorded_once(
    h: Harness, fault: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A joint decision stays open while the others answer (its step does not move), so the same button clicked
    again after "This interaction failed" still reads as an answer: it is recorded already, not logged a second
    time (the fault bench found Niepodległa's "agree" twice in the log under 503s)."""
    await open_lobby(h, "niepodlegla", 3, {})
    for _ in range(50):
        loaded = await h.bot.table.load(1)
        decision = loaded.decisions()[0]
        if decision.key.startswith("joint.respond"):
            break
        await h.slash(decision.waiting_for()[0] + 1, "play", action=decision.defaults[decision.waiting_for()[0]])
    else:
        raise AssertionError("no joint decision to answer")
    first, *others = decision.waiting_for()
    prompt = [m for m in addressed_to(h, first + 1) if all(f"<@{s + 1}>" in m["content"] for s in others)][-1]
    agree = components(prompt)[0]["custom_id"]
    size = len(await h.bot.table.actions(1))
    h.fake.fail(fault, callbacks)
    await h.click(first + 1, prompt, agree)
    assert len(await h.bot.table.actions(1)) == size + 1, "the answer went in"
    again = await h.click(first + 1, prompt, agree)
    assert "Already recorded" in h.reply_to(again).content
    assert len(await h.bot.table.actions(1)) == size + 1, "not twice"
    assert tracebacks(caplog) == []


async def test_a_deleted_channel_is_told_to_the_host_prompts_go_by_dm_and_status_in_dms_says_so(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    """The game's channel is deleted (404 10003 for it and its thread, for good): the host is told once, by DM; the
    players who owe a decision get their prompts by DM and answer there; ``/game status`` in a DM says what
    happened; nothing is retried for ever."""
    first, prompt = await first_prompt(h)
    thread = h.thread_id()
    gone = lambda method, path: path.startswith((f"/channels/{CHANNEL_ID}/", f"/channels/{thread}/"))  # noqa: E731
    h.fake.fail("unknown_channel", gone, times=10_000)
    await h.click(first + 1, prompt, components(prompt)[2]["custom_id"])
    await h.settle()
    host = [c for c in h.dms(1) if "was deleted" in c.content]
    assert len(host) == 1, "the host is told"
    following = (await state(h)).setup_order[0]
    assert [c for c in h.dms(following + 1) if "estate" in c.content.lower()], "the next prompt goes by DM"
    status = await h.slash(following + 1, "game", "status", dm=True)
    assert "was deleted" in h.reply_to(status).content, "/game status in a DM says what happened"
    await h.slash(following + 1, "play", action="estate prussia", dm=True)
    await h.settle()
    assert len(await h.bot.table.actions(1)) == 2, "the game goes on by DM"
    assert len([c for c in h.dms(1) if "was deleted" in c.content]) == 1, "the host is told once"
    assert h.bot.announcer.owed == set(), "a deleted channel is not tried again for ever"
    assert tracebacks(caplog) == []


async def test_a_click_on_a_joint_decision_sent_again_twice_is_still_recorded_once(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    """The answer to the click sent again fails too: the third click is still the same answer (503 after 503)."""
    await open_lobby(h, "niepodlegla", 3, {})
    for _ in range(50):
        loaded = await h.bot.table.load(1)
        decision = loaded.decisions()[0]
        if decision.key.startswith("joint.respond"):
            break
        await h.slash(decision.waiting_for()[0] + 1, "play", action=decision.defaults[decision.waiting_for()[0]])
    first, *others = decision.waiting_for()
    prompt = [m for m in addressed_to(h, first + 1) if all(f"<@{s + 1}>" in m["content"] for s in others)][-1]
    agree = components(prompt)[0]["custom_id"]
    size = len(await h.bot.table.actions(1))
    h.fake.fail("5xx", callbacks, times=2)
    for _ in range(3):
        last = await h.click(first + 1, prompt, agree)
    assert "Already recorded" in h.reply_to(last).content
    assert len(await h.bot.table.actions(1)) == size + 1, "once"
    assert tracebacks(caplog) == []


async def test_a_play_sent_again_whose_answer_fails_too_is_still_recorded_once_the_third_time(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    """The answer to the ``/play`` sent again fails too, so its player never read "Already recorded": the third is
    still that answer sent again, told so, not refused as out of turn (the fault bench: ❌ for an answer in the log,
    under resets)."""
    first, _ = await first_prompt(h)
    h.fake.fail("late", callbacks)
    await h.slash(first + 1, "play", action="estate ukraine")
    h.fake.fail("5xx", callbacks)
    await h.slash(first + 1, "play", action="estate ukraine")
    third = await h.slash(first + 1, "play", action="estate ukraine")
    assert "Already recorded" in h.reply_to(third).content
    assert len(await h.bot.table.actions(1)) == 1
    assert tracebacks(caplog) == []
