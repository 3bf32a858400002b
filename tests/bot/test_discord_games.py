"""Sigismundus Augustus and Niepodległa played whole through the real Discord dispatch, the way a
group plays them: options chosen on the lobby's buttons, every public decision answered on the
components the bot posted (joint proposals and votes included), every secret one by `/play`, the
board after each phase, the final standings in the channel and the thread, and no secret answer in
any public message before its reveal."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.fake_discord import Harness, components
from rules.core.forms import random_answer
from tests.bot.test_discord import answer_by_components, message_of


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=5)
    yield harness
    await harness.stop()


def addressed_to(h: Harness, user: int) -> list[dict[str, Any]]:
    """Channel prompts with components whose opening mentions include ``user`` (a joint decision's
    prompt mentions every player it waits for)."""
    out = []
    for call in h.channel_messages():
        mentions = call.content.split(" **", 1)[0]
        if f"<@{user}>" in mentions and call.payload.get("components"):
            out.append(message_of(call))
    return out


async def open_lobby(h: Harness, game: str, players: int, options: dict[str, int]) -> None:
    """Create the game, toggle options on the lobby message's buttons (``options``: how many presses
    each option's button gets), let the others join, and start."""
    await h.slash(1, "game", "create", game=game, players=players)
    lobby = message_of(h.fake.calls[-1])
    for key, presses in options.items():
        for _ in range(presses):
            await h.click(1, lobby, f"mz:l:1:opt:{key}")
    for user in range(2, players + 1):
        await h.slash(user, "game", "join")
    await h.slash(1, "game", "start")


async def play_through(h: Harness, seed: int, limit: int) -> Any:
    """Answer every decision until the game ends; returns the final state."""
    picker = random.Random(seed)
    sealed: list[str] = []
    for _ in range(limit):
        loaded = await h.bot.table.load(1)
        if loaded.state.finished:
            return loaded.state, sealed
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        user = seat + 1
        if decision.secret:
            text = random_answer(decision.forms[seat], picker.randrange)
            posted = len(h.channel_messages())
            played = await h.slash(user, "play", action=text)
            reply = h.reply_to(played)
            assert reply.ephemeral and "✅" in reply.content, reply.content
            sealed.append(text)
            if (await h.bot.table.load(1)).state.pending:
                said = "\n".join(c.content for c in h.channel_messages()[posted:])
                assert text not in said and "submitted" in said, "only the count is public before the reveal"
            continue
        prompts = addressed_to(h, user)
        assert prompts, f"no prompt was posted for seat {seat} at step {loaded.state.step}"
        prompt = prompts[-1]
        assert f":{loaded.state.step}:" in components(prompt)[0]["custom_id"], "the newest prompt is this decision's"
        await answer_by_components(h, user, prompt, picker)
    raise AssertionError("the game did not end")


def check_the_end(h: Harness) -> None:
    channel = "\n".join(c.content for c in h.channel_messages())
    assert "Final standings" in channel
    thread = h.thread_id()
    assert thread is not None and "Final standings" in "\n".join(c.content for c in h.channel_messages(thread))
    replies = [c for c in h.fake.calls if c.path.startswith("/interactions/")]
    assert not [c.content for c in replies if c.content.startswith("❌")], "no refused answers on the way"


@pytest.mark.parametrize(("players", "short"), [(3, True), (5, False)])
async def test_sigismundus_plays_whole_through_discord(h: Harness, players: int, short: bool) -> None:
    await open_lobby(h, "sigismundus", players, {"short": 1} if short else {})
    loaded = await h.bot.table.load(1)
    assert loaded.record.options["short"] is short
    final, sealed = await play_through(h, seed=players, limit=2000)
    assert final.finished
    check_the_end(h)
    boards = [c for c in h.channel_messages() if c.files == ["board.png"]]
    assert len(boards) >= (4 if short else 8) * 9, "a board after every phase of every round"
    assert sealed, "the Sejm's sealed answers went by /play"
    dms = [c for user in range(1, players + 1) for c in h.dms(user)]
    assert any("🔒" in c.content for c in dms), "secret decisions were offered by DM"


@pytest.mark.parametrize(("players", "presses", "version"), [(2, 0, "basic"), (4, 1, "advanced")])
async def test_niepodlegla_plays_whole_through_discord(h: Harness, players: int, presses: int, version: str) -> None:
    await open_lobby(h, "niepodlegla", players, {"version": presses})
    loaded = await h.bot.table.load(1)
    assert loaded.record.options["version"] == version, "the version button cycles through its choices"
    final, sealed = await play_through(h, seed=players, limit=2000)
    assert final.finished and not sealed, "a cooperative game has no secrets"
    check_the_end(h)
    joint = [c for c in h.channel_messages() if c.content.count("<@") >= 2 and c.payload.get("components")]
    assert joint, "joint decisions are offered to the whole table in one message"


async def test_one_answer_on_a_prompt_the_whole_table_answers_leaves_its_buttons_for_the_others(h: Harness) -> None:
    """A joint decision's agree/object prompt is one channel message for every player: the first click is
    confirmed privately, and the message keeps its buttons for those who still owe an answer."""
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
    agree = components(prompt)[0]
    clicked = await h.click(first + 1, prompt, agree["custom_id"])
    reply = h.reply_to(clicked)
    assert reply.ephemeral and "✅" in reply.content, "the answer is confirmed to its sender alone"
    assert reply.payload["type"] != 7, "the shared prompt is not replaced by one player's confirmation"
    edits = [c for c in h.fake.calls if c.method == "PATCH" and c.path.endswith(f"/messages/{prompt['id']}")]
    assert not edits, "nobody took the buttons off while others still owe an answer"
    assert (await h.bot.table.load(1)).decisions()[0].waiting_for() == tuple(others)


async def test_a_setup_that_draws_its_own_board_is_not_drawn_again(h: Harness) -> None:
    """Niepodległa's setup ends its phases with their boards: each goes out with the lines it illustrates,
    and the start posts no extra, bare copy before them."""
    await open_lobby(h, "niepodlegla", 2, {})
    boards = [c for c in h.channel_messages() if c.files == ["board.png"]]
    assert boards and all(c.content.strip() for c in boards), [c.content[:60] for c in boards]


async def test_an_abandoned_game_takes_the_buttons_off_its_prompts(h: Harness) -> None:
    await open_lobby(h, "niepodlegla", 2, {})
    prompts = [message_of(c) for c in h.channel_messages() if c.payload.get("components")]
    assert prompts
    await h.slash(1, "game", "abandon")
    for prompt in prompts:
        edits = [c for c in h.fake.calls if c.method == "PATCH" and c.path.endswith(f"/messages/{prompt['id']}")]
        assert edits and edits[-1].payload.get("components") == [], "no live button on a game that is over"
    assert not h.bot.announcer.open_prompts and not [k for k in h.bot.dashboards if k[0] == 1]
