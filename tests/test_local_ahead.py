"""``:ahead`` at the local table: a seat answers its next turn in the chain before it comes, and the table plays
the answer when the turn opens, as if typed then.

Most of these tests give Boże's Setup a small stand-in, so that they hold whatever the games themselves offer:
the estate placement is a clockwise chain; a seat that will place again is offered
its next placement (the decision open now, with the seat's name), marked by its place in the placement order, and
two standing orders ("the first free province", and one whose answer the rules refuse). That is enough to prove
the terminal's side: what it shows, what it sends to the table, and to whom it says what. The last plays the real
Sigismundus: the turn after the next (`:ahead then`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rules.boze import BozeGame
from rules.boze.phases.setup import placement_order
from rules.core.ahead import Ahead, Mark
from rules.core.decision import Choice
from rules.core.messages import SeatRef, msg
from tests.test_local_hot_seat import BOZE, play

FIRST = Choice("order:first", "Take the first free province")
BAD = Choice("order:bad", "An order the rules refuse")


def placed(state: Any) -> int:
    return len(placement_order(state.seats, state.first_player)) - len(state.setup_order)


def ahead_seats(self: BozeGame, state: Any) -> tuple[int, ...]:
    order = state.setup_order
    return tuple(dict.fromkeys(s for s in order[1:] if s != order[0])) if order else ()


def ahead(self: BozeGame, state: Any, seat: int) -> Ahead | None:
    order = state.setup_order
    if not order or order[0] == seat or seat not in order:
        return None
    now = self.decisions(state)[0]
    decision = dataclasses.replace(
        now, seats=(seat,), forms={seat: now.forms[order[0]]}, defaults={seat: now.defaults[order[0]]},
        prompt=msg("boze.prompt.estate", seat=SeatRef(seat)),
    )  # fmt: skip
    return Ahead(seat, Mark("setup", str(placed(state) + order.index(seat))), decision, state)


def mark(self: BozeGame, state: Any, seat: int) -> Mark | None:
    order = state.setup_order
    return Mark("setup", str(placed(state))) if order and order[0] == seat else None


def orders(self: BozeGame, state: Any, seat: int) -> tuple[Choice, ...]:
    return (FIRST, BAD) if seat in state.setup_order else ()


def follow(self: BozeGame, state: Any, seat: int, order: str) -> str | None:
    if order == BAD.text:
        return "estate atlantis"
    decision = self.decision_for(state, seat)
    return None if decision is None else decision.forms[seat].choices[0].text  # type: ignore[union-attr]


@pytest.fixture
def setup_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """Boże's Setup offers the next placement ahead (see the module)."""
    for hook in (ahead_seats, ahead, mark, orders, follow):
        monkeypatch.setattr(BozeGame, hook.__name__, hook)


async def test_ahead_shows_the_next_turn_and_the_table_plays_the_queued_answer(
    tmp_path: Any, setup_ahead: None
) -> None:
    """Seat 1 (third in the first round) queues `estate ukraine`, else the second province of the list; it is
    played when its turn opens, without seat 1 typing anything then."""
    typed = [":seat 1", ":ahead", ":ahead estate ukraine, 2", ":seat 2", "estate ukraine", "estate lithuania", ":quit"]
    out = await play(tmp_path, BOZE, typed)
    shown = out[out.index("Answering ahead, seat 1") :]
    assert "(only you, seat 1) Answering ahead, seat 1: Radziwiłł (white)." in out
    assert "Your next turn in this phase, as it would stand now: Radziwiłł (white): choose the province" in out
    assert "1. Prussia (2) `estate prussia`" in shown and "3. Ukraine (2) `estate ukraine`" in shown
    assert "Nothing queued." in shown
    assert "1. Take the first free province `first`" in shown
    assert "Queued, in order: 1. `estate ukraine`, 2. `estate lithuania`." in out
    after = out[out.index("Sapieha (red) places an estate in Lithuania") :]
    assert after.index("Radziwiłł (white) places an estate in Ukraine") < after.index("seat 0> "), "played at once"
    assert "seat 1> estate" not in out


async def test_a_standing_order_is_left_listed_and_followed(tmp_path: Any, setup_ahead: None) -> None:
    typed = [":seat 1", ":ahead order 1", ":seat 2", "estate ukraine", "estate lithuania", ":quit"]
    out = await play(tmp_path, BOZE, typed)
    assert "1. Take the first free province `first` ◀ left" in out
    after = out[out.index("Sapieha (red) places an estate in Lithuania") :]
    assert "Radziwiłł (white) places an estate in Prussia" in after, "the order's answer: the first province"


async def test_clear_and_refusals_are_one_sentence(tmp_path: Any, setup_ahead: None) -> None:
    typed = [":seat 1", ":ahead estate ukraine", ":ahead clear", ":ahead estate atlantis", ":ahead 9", ":quit"]
    out = await play(tmp_path, BOZE, typed)
    cleared = out[out.index("Queued, in order: 1. `estate ukraine`.") :]
    assert "Nothing queued." in cleared
    assert "Refused: estate atlantis cannot be answered ahead: 'atlantis' is not a province" in out
    assert "Refused: There is no answer 9 in the list; choose a number from 1 to 5." in out
    assert "Traceback" not in out


async def test_a_seat_that_owes_now_is_told_to_answer_and_a_later_seat_sees_its_next_turn(tmp_path: Any) -> None:
    """Boże's Setup (the real game's support, no stand-in): the seat whose turn it is is told in one sentence to
    answer instead; a seat whose turn comes later sees its next placement, with the provinces to choose from."""
    out = await play(tmp_path, BOZE, [":seat 2", ":ahead", ":seat 1", ":ahead", ":quit"])
    assert "Refused: It is your turn now: answer the open decision instead." in out
    later = out[out.index("You are now seat 1") :]
    assert "Ukraine" in later and "Refused" not in later


async def test_the_next_turn_is_offered_and_a_note_waits_for_its_seat(tmp_path: Any, setup_ahead: None) -> None:
    """Hot seat: after seat 2 places its first estate, the table tells it (before the device moves on) that it can
    answer its next turn now. Seat 1's standing order is refused by the rules when its turn opens: why is told to
    seat 1 alone, once the device is passed to it, never on the screen of the seat that moved before."""
    typed = [":seat 1", ":ahead order 2", "", ":seat 2", "", "estate ukraine", "estate lithuania", "", ":quit"]
    out = await play(tmp_path, BOZE, typed, handoff=True)
    hint = "Potocki (blue): you can answer your next turn in this phase now, with `:ahead`."
    assert out.index("Potocki (blue) places an estate in Ukraine") < out.index(hint) < out.index("You are now seat 0")
    note = "(only you, seat 1) Your standing order could not be played now"
    passed = out.index("Pass the device to seat 1", out.index("Sapieha (red) places an estate in Lithuania"))
    assert out.index(note) > passed, "told once the device is with seat 1"
    assert out.count("Your standing order could not be played") == 1


async def test_the_turn_after_the_next_is_answered_with_then(tmp_path: Any) -> None:
    """Sigismundus's Actions, one Client token a turn: Górka queues his next token and, with `:ahead then`, the
    one after it; both are listed to him alone."""
    from tests.test_local_hot_seat import SIGISMUNDUS

    typed = [":seat 2", ":ahead 1", ":ahead then economist", ":quit"]
    out = await play(tmp_path, SIGISMUNDUS, typed, script=18)
    shown = out[out.rindex("(only you, seat 2) Answering ahead, seat 2") :]
    assert "Queued, in order: 1. `economist`." in shown
    assert "Then, your turn after that, as it would stand now: Górka (white): place a Client token (1 left)" in shown
    assert "Queued for the turn after, in order: 1. `economist`." in shown


async def test_the_ai_s_pick_is_shown_and_queued_only_when_typed(tmp_path: Any) -> None:
    """`:ahead ai` shows the AI's answer to the turn shown, to its seat alone, and queues nothing."""
    from tests.test_local_hot_seat import SIGISMUNDUS

    out = await play(tmp_path, SIGISMUNDUS, [":seat 2", ":ahead ai", ":quit"], script=18)
    shown = out[out.rindex("(only you, seat 2) Answering ahead, seat 2") :]
    assert "💡 The AI would answer `" in shown and "Nothing queued." in shown
