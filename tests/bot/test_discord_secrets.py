"""What a Sigismundus Augustus table lets the others learn while a secret is open, through Discord.

The Sejm's bids are sealed until all are in, and each house's hand of policy cards is its own. The
first test plays the same game twice side by side, and at every sealed decision one seat answers
differently in the two games: everything anyone else could read until the reveal (channel and thread
posts, the dashboard's edits, reminders, other players' DMs and private replies, /game status,
/game log, /hand and autocomplete of the others, the public and the others' board views) must be the
same in both, so it cannot depend on the sealed answer. The second test reads every prompt and reply
of a game for the hands: a house's cards never reach the channel or another player's DM.
"""

from __future__ import annotations

import difflib
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from discord.webhook import async_ as webhook_async

from bot.fake_discord import Call, Harness, RecordingAdapter, components
from rules.core.decision import Amount, Options
from rules.core.forms import random_answer
from rules.sigismundus import names
from tests.bot.test_discord import message_of

START = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
PACE_HOURS = 24


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


async def started(path: Path, clock: Clock) -> Harness:
    h = await Harness.start(f"sqlite+aiosqlite:///{path}", seed=7)
    h.bot.table.clock = clock
    return h


def use(h: Harness) -> Harness:
    """Make ``h`` the harness whose fake records interaction answers (two bots share this process)."""
    webhook_async.async_context.set(RecordingAdapter(h.fake))
    return h


async def both(pair: tuple[Harness, Harness], act: Callable[[Harness], Awaitable[Any]]) -> None:
    for h in pair:
        use(h)
        await act(h)


async def open_game(h: Harness, players: int) -> None:
    await h.slash(1, "game", "create", game="sigismundus", players=players, pace=PACE_HOURS * 60)
    lobby = message_of(h.fake.calls[-1])
    await h.click(1, lobby, "mz:l:1:opt:short")
    for user in range(2, players + 1):
        await h.slash(user, "game", "join")
    await h.slash(1, "game", "start")


IDS = re.compile(r"\d{15,}")


def seen_by_others(h: Harness, since: int, owner: int) -> list[str]:
    """Every call from ``since`` on that someone other than ``owner`` could read, ids blanked."""
    own_dm = h.fake.dm_channels.get(owner)
    out = []
    for call in h.fake.calls[since:]:
        if call.method == "GET":
            continue
        if call.path.startswith(f"/channels/{own_dm}/"):
            continue
        answers_owner = call.path.startswith(("/interactions/", "/webhooks/")) and f"/token-{owner}-" in call.path
        if answers_owner and (call.ephemeral or h._in_dm(call)):
            continue
        out.append(f"{call.method} {IDS.sub('#', call.path)} {IDS.sub('#', call.text())} {call.files}")
    return out


def two_answers(form: Any, picker: random.Random) -> tuple[str, str] | None:
    """Two different legal answers of a sealed form, or ``None`` when it has only one."""
    if isinstance(form, Amount):
        if form.high == form.low:
            return None
        return f"{form.verb} {form.low}", f"{form.verb} {form.high}"
    if isinstance(form, Options):
        if len(form.choices) < 2:
            return None
        return form.choices[0].text, form.choices[-1].text
    first = random_answer(form, picker.randrange)
    for _ in range(20):
        other = random_answer(form, picker.randrange)
        if other != first:
            return first, other
    return None


async def probe(h: Harness, others: list[int]) -> None:
    """What the other players can ask for while a secret is open."""
    for user in others:
        await h.slash(user, "game", "status")
        await h.slash(user, "game", "log")
        await h.slash(user, "hand")
        await h.slash(user, "hand", dm=True)
        await h.autocomplete(user, "play", "action", "")


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def pair(tmp_path: Path, clock: Clock) -> AsyncIterator[tuple[Harness, Harness]]:
    """The same game twice, on one clock."""
    first = await started(tmp_path / "a.db", clock)
    second = await started(tmp_path / "b.db", clock)
    yield first, second
    for h in (first, second):
        use(h)
        await h.stop()


async def same_views(pair: tuple[Harness, Harness], viewers: list[int | None], key: str) -> None:
    """Every one of ``viewers`` (``None``: a spectator) sees the same in both games."""
    states = []
    for h in pair:
        use(h)
        states.append(await h.bot.table.load(1))
    for viewer in viewers:
        views = [repr(loaded.game.view(loaded.state, viewer)) for loaded in states]
        assert views[0] == views[1], f"{key}: the view of {viewer} depends on a sealed answer"


async def test_nothing_anyone_else_sees_depends_on_a_sealed_answer(pair: tuple[Harness, Harness], clock: Clock) -> None:
    a, b = pair
    await both(pair, lambda h: open_game(h, 3))
    picker = random.Random(7)
    compared = 0
    kinds: set[str] = set()
    for _ in range(3000):
        use(a)
        loaded = await a.bot.table.load(1)
        use(b)
        other = await b.bot.table.load(1)
        assert loaded.state.step == other.state.step and loaded.state.phase == other.state.phase
        if loaded.state.finished:
            break
        decision = loaded.decisions()[0]
        waiting = list(decision.waiting_for())
        if not decision.secret:
            seat = picker.choice(waiting)
            text = random_answer(decision.forms[seat], picker.randrange)
            await both(pair, lambda h, u=seat + 1, x=text: h.slash(u, "play", action=x))
            continue
        owner = picker.choice(waiting)
        answers = two_answers(decision.forms[owner], picker)
        if answers is None or len(waiting) == 1:  # the last answer is revealed at once
            await both(pair, lambda h, u=owner + 1, x=decision.defaults[owner]: h.slash(u, "play", action=x))
            continue
        x, y = answers
        marks = (len(a.fake.calls), len(b.fake.calls))
        others = [s + 1 for s in waiting if s != owner]
        by_dm = picker.random() < 0.5
        for h, text in ((a, x), (b, y)):
            use(h)
            if by_dm:
                await h.dm_message(owner + 1, text)
            else:
                await h.slash(owner + 1, "play", action=text)
        await both(pair, lambda h, o=others: probe(h, o))
        await same_views(pair, [None, *[u - 1 for u in others]], decision.key)  # while x and y are sealed
        # the owner settles on the same answer in both games: unchanged in one, changed in the other
        await both(pair, lambda h, u=owner + 1, x=x: h.slash(u, "play", action=x))
        clock.now += timedelta(hours=PACE_HOURS / 2, minutes=1)
        await both(pair, lambda h: h.bot.scheduler.run_due())
        await both(pair, lambda h, o=others[:1]: probe(h, o))
        seen = [seen_by_others(h, mark, owner + 1) for h, mark in zip(pair, marks, strict=True)]
        diff = "\n".join(
            difflib.unified_diff([line[:300] for line in seen[0]], [line[:300] for line in seen[1]], lineterm="")
        )
        assert seen[0] == seen[1], f"{decision.key}: what others see depends on the sealed answer:\n{diff}"
        compared += 1
        kinds.add(decision.key)
        for user in others:
            text = random_answer(decision.forms[user - 1], picker.randrange)
            await both(pair, lambda h, u=user, t=text: h.slash(u, "play", action=t))
    use(a)
    assert (await a.bot.table.load(1)).state.finished, "the game ended"
    assert compared >= 8, compared
    assert {"bribery.ducats", "bribery.votes", "voting.vote", "royal.bid", "act.thumbs"} <= kinds, kinds


# --- the hands --------------------------------------------------------------------------------------


def prompt_of_step(h: Harness, user: int, step: int) -> dict[str, Any] | None:
    """The newest message with components for ``step`` that ``user`` can answer on: his DM prompt or
    a channel prompt that mentions him."""
    dm = h.fake.dm_channels.get(user)
    for call in reversed(h.fake.calls):
        if call.method != "POST" or not call.payload.get("components"):
            continue
        if call.path not in (f"/channels/{dm}/messages", f"/channels/{CHANNEL}/messages"):
            continue
        if call.path.endswith(f"{CHANNEL}/messages") and f"<@{user}>" not in call.content.split("**", 1)[0]:
            continue
        if any(f":1:{step}:" in c.get("custom_id", "") for c in components(call.payload)):
            return message_of(call)
    return None


def kind(component: dict[str, Any]) -> str:
    return str(component["custom_id"].split(":")[4])


async def answer_on(h: Harness, user: int, message: dict[str, Any], picker: random.Random) -> None:
    """Answer a prompt on its components (a private copy first, when the prompt only offers one)."""
    parts = components(message)
    if [kind(c) for c in parts] == ["p"]:
        shown = await h.click(user, message, parts[0]["custom_id"])
        message = message_of(h.reply_to(shown))
    for _ in range(30):
        parts = components(message)
        buttons = [c for c in parts if c["type"] == 2 and kind(c) not in ("ar", "sr", "tr", "p")]
        selects = [c for c in parts if c["type"] == 3]
        submit = [c for c in buttons if kind(c) in ("as", "ss", "ts")]
        if submit and (not selects or picker.random() < 0.5):
            done = await h.click(user, message, submit[0]["custom_id"])
        elif selects:
            select = picker.choice(selects)
            done = await h.click(user, message, select["custom_id"], values=[picker.choice(select["options"])["value"]])
            reply = h.reply_to(done)
            if reply.payload.get("type") == 7 and reply.payload["data"].get("components"):
                message = {**message, **reply.payload["data"]}
                continue
        else:
            done = await h.click(user, message, picker.choice(buttons)["custom_id"])
        assert "✅" in h.reply_to(done).content, h.reply_to(done).content
        return
    raise AssertionError("the wizard did not end")


CHANNEL = 700000000000000001


def card_patterns(board: Any, cards: set[str]) -> dict[str, re.Pattern[str]]:
    """How a card shows in a message: its name (either language) or its action word."""
    out = {}
    for key in cards:
        name = names.card(board, key)
        words = [re.escape(name.text("en")) + r"\b", re.escape(name.text("pl")) + r"\b"]
        words += [rf"`{key}[` ]", rf"\*\*{key}\b", rf": {key}\b"]
        out[key] = re.compile("|".join(rf"(?<!marker \(){w}(?! token)" for w in words))
    return out


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.start(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}", seed=11)
    yield harness
    await harness.stop()


def reader_of(h: Harness, call: Call, actor: int) -> int | None:
    """Who can read a call: a user (his DM, his private replies), else ``None`` for everyone."""
    for user, dm in h.fake.dm_channels.items():
        if call.path.startswith(f"/channels/{dm}/"):
            return user
    if call.path.startswith(("/interactions/", "/webhooks/")):
        user = int(call.path.split("/token-", 1)[1].split("-", 1)[0])
        if call.ephemeral or h._in_dm(call):
            return user
    return None


@pytest.mark.parametrize("seed", [11, 4])
async def test_a_hand_of_policy_cards_stays_with_its_house(h: Harness, seed: int) -> None:
    """Every prompt, wizard step, reply and announcement of a public decision: no card of any hand in
    the channel, nor in the DM of a player who does not hold it (the court tells the two players
    involved which card moved, and nobody else)."""
    await open_game(h, 3)
    picker = random.Random(seed)
    board = (await h.bot.table.load(1)).game.board
    courts = 0
    for _ in range(3000):
        loaded = await h.bot.table.load(1)
        state = loaded.state
        if state.finished:
            break
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        user = seat + 1
        if decision.secret:
            await h.slash(user, "play", action=random_answer(decision.forms[seat], picker.randrange))
            continue
        before = [list(p.hand) for p in state.players]
        mark = len(h.fake.calls)
        prompt = prompt_of_step(h, user, state.step)
        assert prompt is not None, f"no prompt for {decision.key} at step {state.step}"
        await answer_on(h, user, prompt, picker)
        after = [list(p.hand) for p in (await h.bot.table.load(1)).state.players]
        action = (await h.bot.table.actions(1))[-1][2]
        held = {c for hand in before + after for c in hand}
        named = {k for k in held if re.search(rf"\b{k}\b", action)}
        involved = {s for s in range(3) if sorted(before[s]) != sorted(after[s]) and s != seat}
        courts += action.startswith("court ")
        patterns = card_patterns(board, held)
        window = [prompt_call(h, prompt), *h.fake.calls[mark:]]
        for call in window:
            reader = reader_of(h, call, user)
            if reader == user:
                continue
            own: set[str] = set()
            if reader is not None:
                own = set(before[reader - 1] + after[reader - 1])
                if action.startswith("court ") and reader - 1 in involved:
                    own |= set(before[seat] + after[seat])
            shown = [k for k in held - named - own if patterns[k].search(call.text())]
            where = f"user {reader}'s eyes" if reader else "the channel"
            assert not shown, f"{decision.key} `{action}`: {shown} reached {where}: {call.text()[:400]}"
    assert (await h.bot.table.load(1)).state.finished
    assert courts or seed != 11, "the court was used at least once"


def prompt_call(h: Harness, message: dict[str, Any]) -> Call:
    """The call that posted ``message``."""
    return next(c for c in h.fake.calls if isinstance(c.response, dict) and c.response.get("id") == message["id"])
