"""Answering ahead through the table service (``bot.table.ahead``, ``bot.table.queue``): a queued answer is
played when its decision opens exactly as if typed then, refused at once when illegal, told privately when it
could not be used; standing orders answer literally; queues are durable, survive a restart, and an undo drops
them; a whole game answered ahead logs the same as the same answers given live."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.storage.db import Database
from bot.table import Played, Table, TableError
from bot.table.model import PLAYER, Loaded
from rules.core.forms import random_answer

CHANNEL = 700


async def started(
    table: Table, game: str = "sigismundus", players: int = 4, seed: int = 5, channel: int = CHANNEL, **options: Any
) -> int:
    record = await table.create(
        game, channel_id=channel, guild_id=9, user_id=1, name="user1", options=options or {"short": True}
    )
    for user in range(2, players + 1):
        await table.join(channel, user, f"user{user}")
    await table.start(channel, 1, seed=seed)
    return record.id


def user_of(loaded: Loaded, seat: int) -> int:
    return loaded.record.seats[seat].user_id


def owing(loaded: Loaded) -> list[int]:
    return [s for d in loaded.decisions() for s in d.waiting_for()]


async def play_until(table: Table, game_id: int, rng: random.Random, want: Any, limit: int = 2000) -> Loaded:
    """Play random legal answers until ``want(loaded)`` holds; the game as it then stands."""
    for _ in range(limit):
        loaded = await table.load(game_id)
        if want(loaded):
            return loaded
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        text = random_answer(decision.forms[seat], rng.randrange)
        await table.act(game_id, user_of(loaded, seat), text)
    raise AssertionError("the game never came to the wanted state")


def later_seat(loaded: Loaded) -> int | None:
    """A seat that will owe a decision later in the current chain (a person's)."""
    seats = loaded.game.ahead_seats(loaded.state)
    return seats[-1] if seats else None


async def answer_current(table: Table, game_id: int, rng: random.Random) -> Played:
    loaded = await table.load(game_id)
    decision = loaded.decisions()[0]
    seat = decision.waiting_for()[0]
    return await table.act(game_id, user_of(loaded, seat), random_answer(decision.forms[seat], rng.randrange))


async def test_a_queued_answer_is_played_when_its_decision_opens_as_the_players_own(table: Table) -> None:
    game_id = await started(table)
    rng = random.Random(1)
    loaded = await play_until(  # the Draw: a deck stays open to everyone (the answer stays legal)
        table, game_id, rng, lambda g: later_seat(g) is not None and g.decisions()[0].key == "draw.deck"
    )
    seat = later_seat(loaded)
    assert seat is not None
    ahead = loaded.game.ahead(loaded.state, seat)
    assert ahead is not None
    choice = random_answer(ahead.decision.forms[seat], random.Random(2).randrange)
    offer, played_now = await table.answer_ahead(game_id, user_of(loaded, seat), [choice])
    assert played_now == [] and offer.queue is not None and offer.queue.entries == (str(loaded.game.parse(choice)),)
    log_before = len(await table.log_rows(game_id))
    for _ in range(200):  # the others answer until the seat's decision opens
        loaded = await table.load(game_id)
        if seat not in loaded.queues:
            break
        assert seat not in owing(loaded), "a covered decision is never left waiting for its seat"
        await answer_current(table, game_id, rng)
    rows = (await table.log_rows(game_id))[log_before:]
    mine = [r for r in rows if r.seat == seat]
    assert mine and mine[0].text == str(loaded.game.parse(choice)) and mine[0].played_by == PLAYER


async def test_an_entry_that_is_illegal_now_is_refused_at_once_and_changes_nothing(table: Table) -> None:
    game_id = await started(table)
    loaded = await play_until(table, game_id, random.Random(3), lambda g: later_seat(g) is not None)
    seat = later_seat(loaded)
    assert seat is not None
    with pytest.raises(TableError) as refused:
        await table.answer_ahead(game_id, user_of(loaded, seat), ["nonsense words"])
    assert refused.value.key == "ahead.refused" and "nonsense words" in refused.value.message
    assert (await table.load(game_id)).queues == {}
    now = owing(loaded)[0]
    with pytest.raises(TableError) as own:
        await table.answer_ahead(game_id, user_of(loaded, now), ["pass"])
    assert own.value.key in ("ahead.opened", "ahead.refused")
    with pytest.raises(TableError) as many:
        await table.answer_ahead(game_id, user_of(loaded, seat), ["pass"] * 6)
    assert many.value.key == "ahead.too_many"


async def test_queues_are_durable_and_a_new_process_plays_them(db: Database) -> None:
    first = Table(db)
    game_id = await started(first)
    rng = random.Random(4)
    loaded = await play_until(first, game_id, rng, lambda g: later_seat(g) is not None)
    seat = later_seat(loaded)
    assert seat is not None
    ahead = loaded.game.ahead(loaded.state, seat)
    assert ahead is not None
    choice = str(loaded.game.parse(random_answer(ahead.decision.forms[seat], rng.randrange)))
    await first.answer_ahead(game_id, user_of(loaded, seat), [choice])
    second = Table(db)  # a restart: nothing in memory
    again = await second.load(game_id)
    assert again.queues[seat].entries == (choice,)
    offer = await second.offer(game_id, user_of(again, seat))
    assert offer.queue is not None and offer.queue.entries == (choice,)


async def test_two_edits_at_once_end_in_one_whole_queue(table: Table) -> None:
    game_id = await started(table)
    loaded = await play_until(table, game_id, random.Random(6), lambda g: later_seat(g) is not None)
    seat = later_seat(loaded)
    assert seat is not None
    ahead = loaded.game.ahead(loaded.state, seat)
    assert ahead is not None
    form = ahead.decision.forms[seat]
    a, b = (str(loaded.game.parse(random_answer(form, random.Random(n).randrange))) for n in (7, 8))
    await asyncio.gather(
        table.answer_ahead(game_id, user_of(loaded, seat), [a]),
        table.answer_ahead(game_id, user_of(loaded, seat), [b]),
    )
    stored = Table(table.store.db)
    queue = (await stored.load(game_id)).queues[seat]
    assert queue.entries in ((a,), (b,)), "one edit whole, never a mixture"


async def test_an_undo_drops_every_queue_and_tells_each_owner(table: Table) -> None:
    game_id = await started(table)
    rng = random.Random(9)
    loaded = await play_until(
        table, game_id, rng, lambda g: later_seat(g) is not None and len(g.game.ahead_seats(g.state)) >= 1
    )
    seat = later_seat(loaded)
    assert seat is not None
    ahead = loaded.game.ahead(loaded.state, seat)
    assert ahead is not None
    await table.answer_ahead(game_id, user_of(loaded, seat), [random_answer(ahead.decision.forms[seat], rng.randrange)])
    mover = owing(loaded)[0]
    await answer_current(table, game_id, rng)
    after = await table.load(game_id)
    if seat not in after.queues:
        pytest.skip("the queued answer was played at once (the next turn was the queued seat's)")
    undone, _ = await table.undo(game_id, user_of(after, mover))
    if undone is None:
        pytest.skip("that move needs a vote to take back")
    assert (await table.load(game_id)).queues == {}
    assert [s for s, _ in undone.notes] == [seat]
    assert undone.notes[0][1].key == "ahead.note.undone"


async def test_a_whole_game_answered_ahead_logs_as_the_same_answers_given_live(db: Database) -> None:
    """Every seat queues, whenever it can, the answer it will give; the log equals the live game's."""
    live_table = Table(db)
    live = await started(live_table, seed=11)
    answers: list[tuple[int, str]] = []
    rng = random.Random(12)
    while not (await live_table.load(live)).state.finished and len(answers) < 400:
        loaded = await live_table.load(live)
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        text = str(loaded.game.parse(random_answer(decision.forms[seat], rng.randrange)))
        answers.append((seat, text))
        await live_table.act(live, user_of(loaded, seat), text)
    live_log = [(r.seat, r.text) for r in await live_table.log_rows(live)]

    ahead_table = Table(db)
    game_id = await started(ahead_table, seed=11, channel=CHANNEL + 1)
    given = 0
    queued = 0
    while given < len(answers):
        loaded = await ahead_table.load(game_id)
        if loaded.state.finished:
            break
        # each seat that will owe later queues its next answer from the script, if it is legal now
        log = [(r.seat, r.text) for r in await ahead_table.log_rows(game_id)]
        still = unmatched(live_log, log)
        for seat in loaded.game.ahead_seats(loaded.state):
            if seat in loaded.queues:
                continue
            upcoming = next((t for s, t in still if s == seat), None)
            if upcoming is None:
                continue
            try:
                await ahead_table.answer_ahead(game_id, user_of(loaded, seat), [upcoming])
                queued += 1
            except TableError:
                pass
        loaded = await ahead_table.load(game_id)
        if not owing(loaded):
            break
        log = [(r.seat, r.text) for r in await ahead_table.log_rows(game_id)]
        left = unmatched(live_log, log)
        seat, text = next(entry for entry in left if entry[0] in owing(loaded))
        await ahead_table.act(game_id, user_of(loaded, seat), text)
        given += 1
    ahead_log = [(r.seat, r.text) for r in await ahead_table.log_rows(game_id)]
    assert queued > 10
    assert unmatched(live_log, ahead_log) == []
    assert len(ahead_log) == len(live_log)
    live_end, ahead_end = await live_table.load(live), await ahead_table.load(game_id)
    assert ahead_end.game.dumps(ahead_end.state) == live_end.game.dumps(live_end.state), "the same game, move by move"


GROUP = 5
"""The most hands a sealed decision collects (five houses)."""


def unmatched(live_log: list[tuple[int, str]], log: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """What of the live game's log the other game has not logged yet, each of its entries matched in order, but
    within one sealed hand: queued hands are logged as the hand opens, in seat order, the live ones as they come
    (a simultaneous decision's answers may come in any order; the rules reveal them in seat order)."""
    left = list(live_log)
    for entry in log:
        window = left[:GROUP]
        assert entry in window, f"{entry} is not among the next answers of the live game: {window}"
        left.remove(entry)
    return left


async def test_an_answer_no_longer_legal_when_its_turn_comes_is_not_played_and_its_owner_is_told(
    table: Table,
) -> None:
    """Preparing for the Game 13: the offices are chosen in turn. The third chooser queues castellanus
    posnaniensis (15); the first takes it; when the third's turn comes he is asked live, and told why, privately."""
    game_id = await started(table)
    loaded = await table.load(game_id)
    assert loaded.decisions()[0].key == "setup.office"
    first = owing(loaded)[0]
    later = loaded.game.ahead_seats(loaded.state)
    third = later[1]
    await table.answer_ahead(game_id, user_of(loaded, third), ["office 15"])
    taken = await table.act(game_id, user_of(loaded, first), "office 15")
    loaded = await table.load(game_id)
    second = owing(loaded)[0]
    assert second == later[0]
    choice = next(c.text for c in loaded.decisions()[0].forms[second].choices)  # type: ignore[union-attr]
    played = await table.act(game_id, user_of(loaded, second), choice)
    loaded = await table.load(game_id)
    assert owing(loaded) == [third], "asked live: his answer ahead is no longer legal"
    assert third not in loaded.queues
    notes = [n for p in [taken, played, *played.followups] for n in p.notes]
    assert [(s, m.key) for s, m in notes] == [(third, "ahead.note.none_legal")]


async def test_a_standing_order_answers_every_decision_of_its_chain_literally(table: Table) -> None:
    """Special Actions: "pass for the rest of this phase" is played for the seat when its turn comes."""
    game_id = await started(table, seed=8)
    rng = random.Random(13)
    loaded = await play_until(
        table, game_id, rng, lambda g: later_seat(g) is not None and g.decisions()[0].key == "special.action"
    )
    seat = later_seat(loaded)
    assert seat is not None
    offer = await table.offer(game_id, user_of(loaded, seat))
    assert "order:pass" in [o.text for o in offer.orders]
    await table.answer_ahead(game_id, user_of(loaded, seat), order="order:pass")
    log_before = len(await table.log_rows(game_id))
    for _ in range(50):
        loaded = await table.load(game_id)
        if loaded.decisions()[0].key != "special.action":
            break
        assert seat not in owing(loaded)
        await answer_current(table, game_id, rng)
    mine = [r for r in (await table.log_rows(game_id))[log_before:] if r.seat == seat]
    assert mine and mine[0].text == "pass" and mine[0].played_by == PLAYER
    with pytest.raises(TableError):
        await table.answer_ahead(game_id, user_of(loaded, seat), order="order:nonsense")


# --- the turn after the next (Game.ahead_after) ------------------------------------------------------------


async def to_the_turn_after(table: Table, game_id: int, rng: random.Random) -> tuple[Loaded, int, str, str]:
    """Play until a person's next turn is offered with the turn after it (Actions: his next two Client tokens);
    queue an answer to each. The game then, the seat, and the two answers."""
    loaded = await play_until(
        table,
        game_id,
        rng,
        lambda g: any(
            (a := g.game.ahead(g.state, s)) is not None and g.game.ahead_after(g.state, a) is not None
            for s in g.game.ahead_seats(g.state)
        ),
    )
    game, state = loaded.game, loaded.state
    seat = next(s for s in game.ahead_seats(state) if game.ahead_after(state, game.ahead(state, s)) is not None)
    ahead = game.ahead(state, seat)
    first = str(game.parse(random_answer(ahead.decision.forms[seat], rng.randrange)))
    user = user_of(loaded, seat)
    offer, _ = await table.answer_ahead(game_id, user, [first])
    assert offer.after is not None and not offer.deeper and offer.target is offer.ahead
    with pytest.raises(TableError) as stale:  # (a ⏭ clicked by the seat whose decision is open now)
        await table.answer_ahead(game_id, user_of(loaded, owing(loaded)[0]), None, deeper=True)
    assert stale.value.key == "ahead.opened"
    offer, _ = await table.answer_ahead(game_id, user, None, deeper=True)
    assert offer.deeper and offer.target is offer.after and offer.queued_next == (first,)
    after = offer.after
    assert after is not None
    second = str(game.parse(random_answer(after.decision.forms[seat], rng.randrange)))
    offer, _ = await table.answer_ahead(game_id, user, [second])
    assert offer.queue is not None
    assert (offer.queue.entries, offer.queue.then, offer.queue.then_mark) == ((first,), (second,), str(after.mark))
    return await table.load(game_id), seat, first, second


async def test_the_turn_after_the_next_is_queued_durably_and_played_in_its_turn(db: Database) -> None:
    """Actions: "Each player takes one of their Client tokens, places it on a chosen field ..., one token a turn,
    round and round": a player queues his next token and the one after; a new process plays both, each when its
    turn comes (the one after only if still legal then), as the player's own answers."""
    first_table = Table(db)
    game_id = await started(first_table, seed=7)
    rng = random.Random(8)
    _, seat, first, second = await to_the_turn_after(first_table, game_id, rng)
    table = Table(db)  # a restart: the queue, both turns of it, is read back
    again = await table.load(game_id)
    assert again.queues[seat].entries == (first,) and again.queues[seat].then == (second,)
    log_before = len(await table.log_rows(game_id))
    then_mark = again.queues[seat].then_mark
    advanced = False
    for _ in range(300):
        now = await table.load(game_id)
        if seat not in now.queues:
            break
        queue = now.queues[seat]
        if queue.mark == then_mark:  # the next turn was played: the turn after is the queue's now
            advanced = advanced or (queue.entries == (second,) and not queue.then)
        assert seat not in owing(now), "a covered decision is never left waiting for its seat"
        await answer_current(table, game_id, rng)
    mine = [r for r in (await table.log_rows(game_id))[log_before:] if r.seat == seat]
    assert advanced
    assert [r.text for r in mine[:2]] == [first, second] and {r.played_by for r in mine[:2]} == {PLAYER}


async def test_clear_drops_both_turns(table: Table) -> None:
    game_id = await started(table, seed=7)
    rng = random.Random(8)
    loaded, seat, _, _ = await to_the_turn_after(table, game_id, rng)
    offer = await table.clear_ahead(game_id, user_of(loaded, seat))
    assert offer.queue is None and seat not in (await table.load(game_id)).queues
