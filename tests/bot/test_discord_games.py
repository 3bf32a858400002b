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

from bot.bench.fake_discord import CHANNEL_ID, Harness, components
from rules.core.forms import random_answer
from tests.bot.talk import answer_by_components, click, live, prompts_for, transcript
from tests.bot.test_discord import message_of


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=5)
    yield harness
    await harness.stop()


def addressed_to(h: Harness, user: int) -> list[dict[str, Any]]:
    """Channel prompts with components that mention ``user`` now (a joint decision's prompt mentions every
    player it waits for)."""
    return prompts_for(h, user)


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
            played = await h.slash(user, "play", action=text)
            reply = h.reply_to(played)
            assert reply.ephemeral and "🔒 Sealed" in reply.content, reply.content
            sealed.append(text)
            if (await h.bot.table.load(1)).state.pending:
                said = live(h)["content"]
                assert text not in h.public_text() and "Sealed answers in" in said, "only the count is public"
            continue
        t = transcript(h)
        found = t.prompt_for(user, loaded.state.step)
        assert found is not None, f"no prompt was posted for seat {seat} at step {loaded.state.step}"
        if decision.private_choices:
            assert found.channel != CHANNEL_ID, "choices that show a hand are offered in the DM"
        await answer_by_components(h, user, t.payload(found), picker)
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
    images = [f for c in h.fake.calls if c.path.startswith(f"/channels/{CHANNEL_ID}/") for f in c.files]
    ends = [name for name in images if name.endswith("-end-board.png") and not name.startswith("turn-0-")]
    assert len(ends) == (4 if short else 8), f"the full board at the end of every round: {ends}"
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
    status = await h.slash(1, "game", "status")
    assert "Final standings" in h.reply_to(status).content, "/game status gives a finished game's result"
    joint = [c for c in h.channel_messages() if "▶️ <@1> <@2>" in c.content and c.payload.get("components")]
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
    clicked = await click(h, first + 1, prompt, agree["custom_id"])
    reply = h.reply_to(clicked)
    assert reply.ephemeral and "✅" in reply.content, "the answer is confirmed to its sender alone"
    assert reply.payload["type"] != 7, "the shared prompt is not replaced by one player's confirmation"
    now = transcript(h).messages.get(int(prompt["id"]))
    assert now is not None and [c["custom_id"] for c in components(now.__dict__)] == [
        c["custom_id"] for c in components(prompt)
    ], "nobody took the buttons off while others still owe an answer"
    assert "Answered: 1 of" in now.content, "the table sees who answered"
    assert (await h.bot.table.load(1)).decisions()[0].waiting_for() == tuple(others)


async def test_a_setup_that_draws_its_own_board_is_not_drawn_again(h: Harness) -> None:
    """Niepodległa's setup ends its phases with their boards: each goes out with the lines it illustrates,
    and the start posts no extra, bare copy before them."""
    await open_lobby(h, "niepodlegla", 2, {})
    boards = [c for c in h.channel_messages() if c.files]
    assert boards and all(c.content.strip() for c in boards), [c.content[:60] for c in boards]
    assert len(boards) == 1 and "Setup" in boards[0].content, "the setup's pictures come with its lines, once"


async def test_an_abandoned_game_takes_the_buttons_off_its_prompts(h: Harness) -> None:
    await open_lobby(h, "niepodlegla", 2, {})
    prompts = [message_of(c) for c in h.channel_messages() if c.payload.get("components")]
    assert prompts
    await h.slash(1, "game", "abandon")
    for prompt in prompts:
        now = transcript(h).messages.get(int(prompt["id"]))
        assert now is None or not now.components, "no live button on a game that is over"
    assert not h.bot.announcer.open_prompts and not [k for k in h.bot.announcer.dashboards if k[0] == 1]
