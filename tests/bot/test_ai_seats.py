"""AI seats on Discord (issue 13), through the real dispatch: seated in the lobby (``/game create ai:`` and
the lobby's button), handed a vanished player's seat (``/game replace ai:``), standing in at a missed
deadline under the AI policy; two people and an AI finish Boże Igrzysko and Sigismundus Augustus; the
AI's sealed answers stay sealed; it is never pinged nor written to, never asked in a vote; its moves are
ordinary actions in the log, so the game replays without it; a restart resumes a decision it owed.

The AI plays with a tiny budget here (its strength is measured by ``python -m bot bench --ai``, not here)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.bench.fake_discord import FakeDiscord, Harness
from bot.records import check_record, export, replay_record
from bot.table.ai import SEALED_AFTER, owed_by_ai, sealed_delay
from rules.core.ai import Level
from rules.core.forms import random_answer
from tests.bot.test_discord import message_of

TINY = Level("tiny", worlds=1, candidates=3, budget=30, horizon=8)
START = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


async def no_wait(spent: float) -> None:
    """Tests never sleep: the AI's sealed answers go in as soon as they are found (the wait is tested alone)."""


async def harness(url: str, fake: FakeDiscord | None = None, clock: Clock | None = None) -> Harness:
    h = await Harness.start(url, fake=fake, seed=7)
    h.bot.table.ai_levels = lambda level: TINY  # type: ignore[method-assign,assignment]
    h.bot.ai.in_process = True
    h.bot.table.ai_sealed_wait = no_wait  # type: ignore[method-assign]
    if clock is not None:
        h.bot.table.clock = clock
    return h


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"


@pytest.fixture
async def h(url: str) -> AsyncIterator[Harness]:
    started = await harness(url)
    yield started
    await started.stop()


def public_text(h: Harness) -> str:
    """Everything the channel and the spectator thread were shown (posts and edits), and the interactions'
    public answers."""
    dm_channels = {str(c) for c in h.fake.dm_channels.values()}
    shown = [
        c.content
        for c in h.fake.calls
        if c.path.startswith("/channels/") and c.path.split("/")[2] not in dm_channels and c.method in ("POST", "PATCH")
    ]
    return "\n".join(shown)


def no_ai_contacted(h: Harness) -> None:
    """An AI seat is never pinged, never mentioned as a user, never sent a message."""
    for call in h.fake.calls:
        assert "<@-" not in call.content, f"an AI seat was mentioned as a user: {call.content[:200]}"
    assert not [u for u in h.fake.dm_channels if u < 0], "nobody opened a DM with an AI seat"


async def play_people(h: Harness, seed: int, limit: int = 3000) -> Any:
    """The people answer every decision they owe by ``/play`` (random legal answers); the AI answers its
    own by itself. Returns the final state."""
    picker = random.Random(seed)
    for _ in range(limit):
        loaded = await h.bot.table.load(1)
        if loaded.state.finished:
            return loaded.state
        assert owed_by_ai(loaded) is None, "the AI answered everything it owed before the bot settled"
        decision = loaded.decisions()[0]
        people = [s for s in decision.waiting_for() if loaded.record.seats[s].ai is None]
        assert people, f"the table waits for nobody at step {loaded.state.step}"
        seat = picker.choice(people)
        text = random_answer(decision.forms[seat], picker.randrange)
        reply = h.reply_to(await h.slash(loaded.record.seats[seat].user_id, "play", action=text))
        assert "✅" in reply.content, reply.content
    raise AssertionError("the game did not end")


async def check_whole_game(h: Harness) -> None:
    record = await h.bot.table.record(1)
    assert record.status == "finished"
    channel = "\n".join(c.content for c in h.channel_messages())
    assert "Final standings" in channel and "🤖 AI 1" in channel, "the standings name the AI seat as such"
    log = await h.bot.table.log_rows(1)
    ai_seat = next(s.seat for s in record.seats if s.ai is not None)
    assert any(e.by_ai and e.seat == ai_seat for e in log), "the AI's moves are ordinary actions in the log"
    assert not any(e.seat == ai_seat and e.played_by == "player" for e in log)
    states = await h.bot.table.replay(1)
    final = (await h.bot.table.load(1)).state
    assert states[-1][1] == final, "the game replays from its log without running the AI"
    data = await export(h.bot.table, 1)
    check_record(data)
    assert data["seats"][ai_seat]["ai"] == "strong" and any(a.get("ai") for a in data["actions"])
    replayed = replay_record(h.bot.table.editions, data)
    assert replayed.states[-1][1] == final, "the record replays (at the local table) without the AI"
    no_ai_contacted(h)
    replies = [c for c in h.fake.calls if c.path.startswith("/interactions/")]
    assert not [c.content for c in replies if c.content.startswith("❌")], "no refused answers on the way"


async def test_two_people_and_the_ai_finish_boze_igrzysko(h: Harness) -> None:
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    lobby = h.fake.calls[-1].content
    assert "🤖 AI 1 (AI, strong)" in lobby, "the lobby names the AI seat and its level"
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    begins = next(c.content for c in h.fake.calls if "begins:" in c.content)
    assert "🤖 AI 1" in begins and "<@2>" in begins
    final = await play_people(h, seed=1)
    assert final.finished
    await check_whole_game(h)


async def test_two_people_and_the_ai_finish_sigismundus_augustus(h: Harness) -> None:
    await h.slash(1, "game", "create", game="sigismundus", players=3)
    lobby = message_of(h.fake.calls[-1])
    await h.click(1, lobby, "mz:l:1:opt:short")
    await h.click(1, lobby, "mz:l:1:ai:add")
    record = await h.bot.table.record(1)
    assert [s.ai for s in record.seats] == [None, "strong"], "the lobby's button seats the AI"
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    final = await play_people(h, seed=2)
    assert final.finished
    await check_whole_game(h)


async def test_two_people_and_the_ai_play_niepodlegla_together(h: Harness) -> None:
    """Cooperative: the AI proposes, agrees or objects in the joint decisions like any player; the joint
    prompts are addressed to the people only."""
    await h.slash(1, "game", "create", game="niepodlegla", players=3, ai=1)
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    final = await play_people(h, seed=3)
    assert final.finished
    await check_whole_game(h)
    log = await h.bot.table.log_rows(1)
    assert any(e.by_ai and e.text.startswith("propose") for e in log), "the AI made joint proposals"


async def test_more_ai_seats_than_the_table_has_fill_it(h: Harness) -> None:
    await h.slash(1, "game", "create", game="boze", players=3, ai=4)
    record = await h.bot.table.record(1)
    assert [s.ai for s in record.seats] == [None, "strong", "strong"], "the AI fills the seats after the creator's"
    said = h.fake.calls[-1].content
    assert "(3/3" in said and "🤖 AI 2 (AI, strong)" in said


async def test_only_the_creator_seats_or_removes_the_ai_and_only_in_the_lobby(h: Harness) -> None:
    await h.slash(1, "game", "create", game="boze", players=4, ai=2)
    lobby = message_of(h.fake.calls[-1])
    await h.slash(2, "game", "join")
    refused = h.reply_to(await h.click(2, lobby, "mz:l:1:ai:add"))
    assert "Only the game's creator" in refused.content
    await h.click(1, lobby, "mz:l:1:ai:off")
    record = await h.bot.table.record(1)
    assert [s.name for s in record.seats] == ["User 1", "🤖 AI 1", "User 2"], "the last AI seat left"
    await h.slash(1, "game", "start")
    refused = h.reply_to(await h.click(1, lobby, "mz:l:1:ai:add"))
    assert refused.content.startswith("❌"), refused.content


async def test_a_vanished_players_seat_is_played_by_the_ai(h: Harness) -> None:
    await h.slash(1, "game", "create", game="boze", players=3)
    await h.slash(2, "game", "join")
    await h.slash(3, "game", "join")
    await h.slash(1, "game", "start")
    refused = h.reply_to(await h.slash(2, "game", "replace", seat=3, ai="strong"))
    assert refused.content.startswith("❌"), "only the host hands a seat over"
    said = h.reply_to(await h.slash(1, "game", "replace", seat=3, ai="casual"))
    assert "The AI (casual) takes over" in said.content and "<@3>" in said.content
    record = await h.bot.table.record(1)
    assert record.seats[2].ai == "casual" and record.seat_of(3) is None
    final = await play_people(h, seed=3)
    assert final.finished
    log = await h.bot.table.log_rows(1)
    assert any(e.seat == 2 and e.by_ai for e in log), "the AI played the seat from then on"
    no_ai_contacted(h)


async def test_the_ais_sealed_answer_is_as_sealed_as_anyones(h: Harness) -> None:
    """Boże's influence tokens are sealed: once the AI has given its own, the channel and the other players
    learn that it did (the count), never what, until everyone's are revealed together."""
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    picker = random.Random(4)
    for _ in range(200):
        loaded = await h.bot.table.load(1)
        pending = getattr(loaded.state, "pending", None) or {}
        if loaded.decisions()[0].secret and 1 in pending:
            break
        decision = loaded.decisions()[0]
        seat = next(s for s in decision.waiting_for() if loaded.record.seats[s].ai is None)
        await h.slash(
            loaded.record.seats[seat].user_id, "play", action=random_answer(decision.forms[seat], picker.randrange)
        )
    else:
        raise AssertionError("the AI never gave a sealed answer")
    log = await h.bot.table.log_rows(1)
    sealed = [e.text for e in log if e.seat == 1 and e.by_ai][-1]
    words = [w for w in sealed.split()[1:] if "=" in w] or sealed.split()[1:]
    shown = public_text(h) + "\n".join(c.content for u in (1, 2) for c in h.dms(u))
    assert sealed not in shown and not any(w in shown for w in words), "nothing of the AI's sealed answer is shown"
    assert "Sealed answers in: 1 of 3" in shown, "the count is shown"


async def test_an_ai_is_never_asked_in_a_vote(h: Harness) -> None:
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    await h.slash(2, "game", "end")
    record = await h.bot.table.record(1)
    assert record.vote is not None and sorted(record.vote["needed"]) == [1, 2], "the people only"


async def test_a_missed_deadline_under_the_ai_policy_is_answered_by_the_ai(url: str) -> None:
    clock = Clock()
    h = await harness(url, clock=clock)
    try:
        await h.slash(1, "game", "create", game="boze", players=3, pace=360, stand_ins="ai")
        await h.slash(2, "game", "join")
        await h.slash(3, "game", "join")
        await h.slash(1, "game", "start")
        record = await h.bot.table.record(1)
        assert record.stand_ins == "strong"
        owing = (await h.bot.table.load(1)).decisions()[0].waiting_for()
        clock.now = record.deadline_at + timedelta(minutes=1)  # type: ignore[operator]
        await h.bot.scheduler.run_due()
        await h.settle()
        log = await h.bot.table.log_rows(1)
        missed = [e for e in log if e.seat in owing and e.played_by != "forced"]
        assert missed and all(e.by_ai for e in missed), "the AI answered in place of the seats that ran out of time"
        notice = "\n".join(c.content for c in h.channel_messages() if "ran out of time" in c.content)
        assert "the AI answered in his place" in notice
        record = await h.bot.table.record(1)
        assert all(record.seats[s].missed == 1 for s in owing), "a missed deadline is counted all the same"
    finally:
        await h.stop()


async def test_a_restart_resumes_a_decision_the_ai_owed(url: str) -> None:
    fake = FakeDiscord()
    h = await harness(url, fake)
    h.bot.ai.poke = lambda game_id: None  # type: ignore[method-assign]  # the bot stops before the AI answers
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    picker = random.Random(5)
    for _ in range(100):
        loaded = await h.bot.table.load(1)
        if owed_by_ai(loaded) is not None:
            break
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        await h.slash(
            loaded.record.seats[seat].user_id, "play", action=random_answer(decision.forms[seat], picker.randrange)
        )
    else:
        raise AssertionError("the AI never owed a decision")
    seq = loaded.record.seq
    await h.stop()

    h = await harness(url, fake)  # nothing in memory
    try:
        await h.bot.ai.resume()  # what the bot does once connected (on_ready)
        await h.settle()
        loaded = await h.bot.table.load(1)
        log = await h.bot.table.log_rows(1)
        assert any(e.by_ai and e.seq > seq for e in log), "the AI answered after the restart"
        assert owed_by_ai(loaded) is None
    finally:
        await h.stop()


async def test_a_player_takes_back_his_move_alone_when_only_the_ai_answered_since(h: Harness) -> None:
    """The AI does not mind an undo: a player's last move is taken back at once when only the AI (and the
    table) played after it and nothing was rolled or revealed; the AI then answers again."""
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    picker = random.Random(6)
    for _ in range(60):
        loaded = await h.bot.table.load(1)
        decision = loaded.decisions()[0]
        seat = next(s for s in decision.waiting_for() if loaded.record.seats[s].ai is None)
        user = loaded.record.seats[seat].user_id
        await h.slash(user, "play", action=random_answer(decision.forms[seat], picker.randrange))
        log = h.bot.table.effective(await h.bot.table.log_rows(1))
        mine = max(e.seq for e in log if e.seat == seat and e.chosen)
        after = [e for e in log if e.seq > mine]
        if after and any(e.by_ai for e in after) and all(e.by_ai or e.forced for e in after):
            break
    else:
        raise AssertionError("the AI never answered right after a player")
    before = await h.bot.table.record(1)
    said = h.reply_to(await h.slash(user, "game", "undo"))
    record = await h.bot.table.record(1)
    assert record.vote is None, "no vote: only the AI answered since"
    assert "took back their last move" in said.content, said.content
    rows = await h.bot.table.log_rows(1)
    undo = next(e for e in rows if e.undoes is not None)
    assert undo.undoes == mine and undo.seq == before.seq + 1, "the player's move and the AI's after it went back"


async def test_the_search_runs_in_the_bots_process_pool(h: Harness) -> None:
    """On Discord the AI searches in a worker process (the game and its state travel by pickle), so a search
    never holds the event loop nor the game's lock."""
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    await h.slash(2, "game", "join")
    h.bot.ai.in_process = False
    h.bot.ai.poke = lambda game_id: None  # type: ignore[method-assign]
    await h.slash(1, "game", "start")
    picker = random.Random(8)
    for _ in range(50):
        loaded = await h.bot.table.load(1)
        if owed_by_ai(loaded) is not None:
            break
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        await h.slash(
            loaded.record.seats[seat].user_id, "play", action=random_answer(decision.forms[seat], picker.randrange)
        )
    played = await h.bot.table.ai_move(1)
    assert played is not None and played.by_ai and played.seat == 1
    assert h.bot.ai._pool is not None, "the search ran in the pool"


@pytest.mark.parametrize("defect", ["fails", "illegal"])
async def test_a_failing_search_never_leaves_the_table_waiting(h: Harness, defect: str) -> None:
    """Should the AI's search ever fail or give an illegal answer (a defect), its seat plays its default and
    the game goes on."""

    async def broken(fn: Any, *args: Any) -> str:
        if defect == "illegal":
            return "nonsense 42"
        raise RuntimeError("a defect in the search")

    h.bot.table.ai_runner = broken  # type: ignore[assignment]
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    picker = random.Random(9)
    for _ in range(20):
        loaded = await h.bot.table.load(1)
        assert owed_by_ai(loaded) is None, "the AI's seat answered all the same"
        if any(e.seat == 1 and e.played_by != "forced" for e in await h.bot.table.log_rows(1)):
            return
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        await h.slash(
            loaded.record.seats[seat].user_id, "play", action=random_answer(decision.forms[seat], picker.randrange)
        )
    raise AssertionError("the AI's seat never owed a decision")


async def test_a_sealed_answer_goes_in_at_the_same_time_whatever_the_ai_holds(h: Harness) -> None:
    """The AI waits before its sealed answer goes in until ``SEALED_AFTER`` seconds have passed since its
    search began, and only for sealed answers: the count of sealed answers cannot tell how long it thought."""
    waits: list[tuple[int, float]] = []

    async def wait(spent: float) -> None:
        waits.append(((await h.bot.table.load(1)).state.step, spent))

    h.bot.table.ai_sealed_wait = wait  # type: ignore[method-assign]
    await h.slash(1, "game", "create", game="boze", players=3, ai=1)
    await h.slash(2, "game", "join")
    await h.slash(1, "game", "start")
    picker = random.Random(4)
    for _ in range(200):
        loaded = await h.bot.table.load(1)
        if waits:
            break
        decision = loaded.decisions()[0]
        seat = next(s for s in decision.waiting_for() if loaded.record.seats[s].ai is None)
        await h.slash(
            loaded.record.seats[seat].user_id, "play", action=random_answer(decision.forms[seat], picker.randrange)
        )
    else:
        raise AssertionError("the AI never gave a sealed answer")
    log = await h.bot.table.log_rows(1)
    ai_moves = [e for e in log if e.by_ai]
    assert len(ai_moves) > len(waits) >= 1, "the AI's public answers go in at once, its sealed ones wait"
    assert all(spent >= 0 for _, spent in waits)
    assert sealed_delay(0.5) == SEALED_AFTER - 0.5 and sealed_delay(SEALED_AFTER + 3) == 0.0


async def test_under_the_ai_policy_the_ai_plays_a_stand_in_at_once_until_he_is_back(h: Harness) -> None:
    """A seat that missed two deadlines in a row is a stand-in: under the AI policy the AI plays it at once
    (its defaults are not played), while someone still plays; ``/game back`` gives it back."""
    await h.slash(1, "game", "create", game="boze", players=3, stand_ins="ai")
    await h.slash(2, "game", "join")
    await h.slash(3, "game", "join")
    await h.slash(1, "game", "start")
    table = h.bot.table
    record = await table.record(1)
    await table._change(1, lambda r: ({}, {2: {"stand_in": True, "missed": 2}}), record)
    h.bot.ai.poke(1)
    await h.settle()
    picker = random.Random(10)
    for _ in range(40):
        if any(e.seat == 2 and e.by_ai for e in await table.log_rows(1)):
            break
        loaded = await table.load(1)
        assert owed_by_ai(loaded) is None
        decision = loaded.decisions()[0]
        seat = next(s for s in decision.waiting_for() if s != 2)
        await h.slash(seat + 1, "play", action=random_answer(decision.forms[seat], picker.randrange))
    else:
        raise AssertionError("the stand-in seat never owed a decision")
    log = await table.log_rows(1)
    assert not any(e.seat == 2 and e.by_default for e in log), "no defaults: the AI plays the stand-in"
    await h.slash(3, "game", "back")
    record = await table.record(1)
    assert not record.seats[2].stand_in and record.ai_of(2) is None


async def test_twin_games_whose_ai_seals_differently_look_the_same_to_everyone_else(tmp_path: Path) -> None:
    """The twin-game secrets test with an AI seat as the owner: two bots play the same Boże game, the AI's seed
    differs only for its sealed answers, so the twins differ first in what the AI seals. Until the reveal,
    everything the people and the spectators could read (posts, edits, DMs, status) is the same in both."""
    from tests.bot.test_discord_secrets import seen_by_others, use

    clock = Clock()
    twins = []
    for name, salt in (("a", 0), ("b", 7919)):
        h = await harness(f"sqlite+aiosqlite:///{tmp_path / name}.db", clock=clock)

        def seed(loaded: Any, seat: int, salt: int = salt) -> int:
            decision = loaded.decision_for(seat)
            return 1009 + seat + (salt if decision is not None and decision.secret else 0)

        h.bot.table.ai_seed = seed  # type: ignore[method-assign]
        twins.append(h)
    try:
        for h in twins:
            use(h)
            await h.slash(1, "game", "create", game="boze", players=3, ai=1, pace=24 * 60)
            await h.slash(2, "game", "join")
            await h.slash(1, "game", "start")
        picker = random.Random(12)
        compared = 0
        for _ in range(300):
            marks = [len(h.fake.calls) for h in twins]
            states = []
            for h in twins:
                use(h)
                states.append(await h.bot.table.load(1))
            sealed = []
            for h in twins:
                log = await h.bot.table.log_rows(1)
                sealed.append([e.text for e in log if e.by_ai])
            if sealed[0] != sealed[1]:
                break
            assert states[0].state.step == states[1].state.step, "the twins differ before the AI sealed"
            decision = states[0].decisions()[0]
            seat = next(s for s in decision.waiting_for() if states[0].record.seats[s].ai is None)
            text = random_answer(decision.forms[seat], picker.randrange)
            for h in twins:
                use(h)
                await h.slash(seat + 1 if seat == 0 else 2, "play", action=text)
        else:
            raise AssertionError("the AI never sealed differently in the twins")
        # the AI sealed differently after the last person's action (since ``marks``); the people still owe theirs
        decision = states[0].decisions()[0]
        people = [s for s in decision.waiting_for() if states[0].record.seats[s].ai is None]
        assert decision.secret and len(people) == 2, "both people still owe their sealed answers"
        for h in twins:
            use(h)
            await h.slash(1, "game", "status")
            await h.slash(2, "game", "status")
        first = people[0]
        text = random_answer(decision.forms[first], picker.randrange)
        for h in twins:
            use(h)
            await h.slash(first + 1 if first == 0 else 2, "play", action=text)
        seen = [seen_by_others(h, mark, owner=-1) for h, mark in zip(twins, marks, strict=True)]
        compared = len(seen[0])
        assert seen[0] == seen[1], "what the people and spectators see depends on the AI's sealed answer"
        assert compared >= 3, "the status answers and the live message were compared"
    finally:
        for h in twins:
            use(h)
            await h.stop()
