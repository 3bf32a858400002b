"""Answering ahead through the real Discord dispatch: the live message names who comes next and carries 🔜; a
later player opens his own answer-ahead prompt (ephemeral), picks an answer in one click, and nothing public
changes until it is played, exactly as if he had clicked it when his turn came. A stale or misplaced click says
why and changes nothing."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.bench.fake_discord import Harness
from bot.bench.table import components_of, kind_of
from tests.bot.talk import answer_by_components, click, live, newest_private
from tests.bot.test_discord_games import open_lobby


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=5)
    yield harness
    await harness.stop()


def ahead_button(message: dict[str, Any]) -> dict[str, Any] | None:
    return next((c for c in components_of(message) if (k := kind_of(c)) and k[1] == "q"), None)


def ahead_parts(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in components_of(message) if (k := kind_of(c)) and k[1].startswith("q") and k[1] != "q"]


def public_calls(h: Harness) -> list[Any]:
    """Every call that others could read: channel and thread posts and edits, and DMs to anyone."""
    return [c for c in h.fake.calls if "/interactions/" not in c.path and "/webhooks/" not in c.path]


async def until_ahead(h: Harness, picker: random.Random) -> tuple[dict[str, Any], int]:
    """Play on the prompts until the live message offers 🔜 to someone who owes nothing now; the live message
    and that player's seat."""
    for _ in range(300):
        await h.settle()
        loaded = await h.bot.table.load(1)
        later = loaded.game.ahead_seats(loaded.state)
        message = live(h)
        if later and ahead_button(message) is not None:
            return message, later[-1]
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        if decision.secret or decision.private_choices:
            from rules.core.forms import random_answer

            await h.slash(seat + 1, "play", action=random_answer(decision.forms[seat], picker.randrange))
        else:
            await answer_by_components(h, seat + 1, message, picker)
    raise AssertionError("nobody was ever offered 🔜")


async def test_a_later_player_answers_ahead_in_two_clicks_and_nothing_public_changes_until_it_is_played(
    h: Harness,
) -> None:
    await open_lobby(h, "sigismundus", 4, {"short": 1})
    picker = random.Random(3)
    message, seat = await until_ahead(h, picker)
    loaded = await h.bot.table.load(1)
    names = loaded.game.seat_name(loaded.state, seat)
    assert "🔜" in message["content"] and names.split()[0] in message["content"], "the live message says who comes next"
    user = seat + 1
    before = len(public_calls(h))
    await click(h, user, message, ahead_button(message)["custom_id"])  # type: ignore[index]
    clicks = 1
    prompt = newest_private(h, user)
    assert "Only you see this" in prompt["content"]
    for _ in range(6):  # pick at random among what the prompt offers until an answer is queued
        parts = ahead_parts(prompt)
        assert parts, prompt["content"]
        choice = picker.choice([c for c in parts if kind_of(c)[1] not in ("qz", "qg", "qh", "qj")])  # type: ignore[index]
        values = [picker.choice(choice["options"])["value"]] if choice.get("type") == 3 else None
        await click(h, user, prompt, choice["custom_id"], values)
        clicks += 1
        prompt = newest_private(h, user)
        if seat in (await h.bot.table.load(1)).queues:
            break
    loaded = await h.bot.table.load(1)
    assert loaded.queues[seat].entries, prompt["content"]
    assert "Queued:" in prompt["content"]
    assert clicks <= 4
    assert public_calls(h)[before:] == [], "queueing changes nothing anyone else can read"
    # the others play on: the queued answer is played when the seat's turn comes, without a ping for him
    for _ in range(60):
        loaded = await h.bot.table.load(1)
        if seat not in loaded.queues:
            break
        decision = loaded.decisions()[0]
        mover = decision.waiting_for()[0]
        assert mover != seat
        await answer_by_components(h, mover + 1, live(h), picker)
        await h.settle()
    rows = await h.bot.table.actions(1)
    assert any(r[1] == seat for r in rows), "the queued answer went in as the seat's own"


async def test_a_player_who_owes_now_is_told_to_answer_and_a_stranger_is_refused(h: Harness) -> None:
    await open_lobby(h, "sigismundus", 4, {"short": 1})
    message, _ = await until_ahead(h, random.Random(4))
    loaded = await h.bot.table.load(1)
    now = loaded.decisions()[0].waiting_for()[0]
    button = ahead_button(message)
    assert button is not None
    await click(h, now + 1, message, button["custom_id"])
    assert "your turn now" in newest_private(h, now + 1)["content"]
    await click(h, 99, message, button["custom_id"])
    assert "you are not seated in it" in newest_private(h, 99)["content"]
    assert (await h.bot.table.load(1)).queues == {}


async def test_a_dm_prompt_answered_in_place_keeps_its_answer_ahead_button_when_the_table_moves_on(h: Harness) -> None:
    """A Client token chosen in the DM prompt (its choices show the hand): the prompt becomes the confirmation,
    with 🔜 for the player's next token; the table moving on leaves that button where he is."""
    from rules.core.forms import random_answer
    from tests.bot.talk import dm_prompt, transcript

    await open_lobby(h, "sigismundus", 4, {"short": 1})
    picker = random.Random(7)
    for _ in range(400):
        await h.settle()
        loaded = await h.bot.table.load(1)
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        if decision.key == "actions.client" and decision.private_choices:
            prompt = dm_prompt(h, seat + 1)
            await answer_by_components(h, seat + 1, prompt, picker)
            await h.settle()
            after = await h.bot.table.load(1)
            if seat not in after.game.ahead_seats(after.state):
                continue
            message = transcript(h).messages[int(prompt["id"])]
            assert "🔜" in message.content
            assert any(kind_of(c) and kind_of(c)[1] == "q" for c in components_of(transcript(h).payload(message)))  # type: ignore[index]
            return
        if decision.secret or decision.private_choices:
            await h.slash(seat + 1, "play", action=random_answer(decision.forms[seat], picker.randrange))
        else:
            await answer_by_components(h, seat + 1, live(h), picker)
    raise AssertionError("no Client token was answered in a DM with a next one to come")


async def pick_until_queued(h: Harness, user: int, prompt: dict[str, Any], picker: random.Random, done: Any) -> int:
    """Click the prompt's answer components at random (not Clear, orders or ⏭) until ``done()``; the clicks."""
    for clicks in range(1, 9):
        parts = [c for c in ahead_parts(prompt) if kind_of(c)[1] not in ("qz", "qy", "qj", "qg", "qh")]  # type: ignore[index]
        assert parts, prompt["content"]
        choice = picker.choice(parts)
        values = [picker.choice(choice["options"])["value"]] if choice.get("type") == 3 else None
        await click(h, user, prompt, choice["custom_id"], values)
        prompt = newest_private(h, user)
        if await done():
            return clicks
    raise AssertionError(prompt["content"])


async def test_a_player_answers_his_next_two_client_tokens_with_the_turn_after_button(h: Harness) -> None:
    """Actions, one Client token a turn, round and round: once his next token is queued, ⏭ turns the prompt to
    the token after it; both are queued privately, and nothing anyone else can read changes."""
    await open_lobby(h, "sigismundus", 4, {"short": 1})
    picker = random.Random(3)
    for _ in range(400):
        await h.settle()
        loaded = await h.bot.table.load(1)
        game, state = loaded.game, loaded.state
        seats = [s for s in game.ahead_seats(state) if game.ahead_after(state, game.ahead(state, s)) is not None]
        if state.phase == "actions" and seats and ahead_button(live(h)) is not None:
            break
        decision = loaded.decisions()[0]
        mover = decision.waiting_for()[0]
        from rules.core.forms import random_answer

        await h.slash(mover + 1, "play", action=random_answer(decision.forms[mover], picker.randrange))
    else:
        raise AssertionError("no Actions phase offered the turn after")
    seat = seats[-1]
    user = seat + 1
    before = len(public_calls(h))
    message = live(h)
    await click(h, user, message, ahead_button(message)["custom_id"])  # type: ignore[index]

    async def queued(field: str) -> bool:
        queue = (await h.bot.table.load(1)).queues.get(seat)
        return queue is not None and bool(getattr(queue, field))

    await pick_until_queued(h, user, newest_private(h, user), picker, lambda: queued("entries"))
    prompt = newest_private(h, user)
    then = next((c for c in components_of(prompt) if kind_of(c)[1] == "qj"), None)  # type: ignore[index]
    assert then is not None and then["label"] == "⏭ And the turn after", prompt["content"]
    await click(h, user, prompt, then["custom_id"])
    prompt = newest_private(h, user)
    assert "your next turn:" in prompt["content"] and "Then, your turn after that:" in prompt["content"]
    assert all(kind_of(c)[1] != "qj" for c in components_of(prompt))  # type: ignore[index]
    clicks = await pick_until_queued(h, user, prompt, picker, lambda: queued("then"))
    assert clicks <= 3
    queue = (await h.bot.table.load(1)).queues[seat]
    assert queue.entries and queue.then and queue.then_mark.endswith("#n" + str(int(queue.mark[-1]) + 1))
    assert public_calls(h)[before:] == [], "queueing two turns changes nothing anyone else can read"


async def test_the_ai_s_pick_is_shown_when_asked_and_queued_only_when_taken(h: Harness) -> None:
    """Issue: "The AI's suggestion may prefill a list (the player confirms it); the AI never answers for a person
    who did not ask it to." 💡 shows the AI's answer on the player's own prompt and queues nothing; ✅ queues that
    same answer; nothing anyone else can read changes."""
    from rules.core.ai import Level

    h.bot.table.ai_levels = lambda level: Level("tiny", worlds=1, candidates=3, budget=30, horizon=8)  # type: ignore[method-assign,assignment]
    searches: list[Any] = []
    runner = h.bot.table.ai_runner

    async def counted(fn: Any, *args: Any) -> str:
        searches.append(args)
        return await runner(fn, *args)

    h.bot.table.ai_runner = counted  # type: ignore[method-assign,assignment]
    await open_lobby(h, "sigismundus", 4, {"short": 1})
    message, seat = await until_ahead(h, random.Random(3))
    user = seat + 1
    before = len(public_calls(h))
    await click(h, user, message, ahead_button(message)["custom_id"])  # type: ignore[index]
    prompt = newest_private(h, user)
    bulb = next(c for c in components_of(prompt) if kind_of(c)[1] == "qg")  # type: ignore[index]
    assert bulb["label"] == "💡 The AI's pick"
    await click(h, user, prompt, bulb["custom_id"])
    await h.settle()
    prompt = newest_private(h, user)
    assert "💡 The AI would answer: " in prompt["content"], prompt["content"]
    assert seat not in (await h.bot.table.load(1)).queues, "shown, not queued"
    take = next(c for c in components_of(prompt) if kind_of(c)[1] == "qh")  # type: ignore[index]
    await click(h, user, prompt, take["custom_id"])
    await h.settle()
    loaded = await h.bot.table.load(1)
    offer = await h.bot.table.offer(1, user)
    suggested = await h.bot.table.ahead_suggestion(offer)
    assert loaded.queues[seat].entries == (suggested,), "the same answer the AI showed, queued as his own pick"
    assert len(searches) == 1, "💡, ✅ and the check again: one search of the same turn"
    assert "Queued:" in newest_private(h, user)["content"]
    assert public_calls(h)[before:] == [], "asking the AI changes nothing anyone else can read"
