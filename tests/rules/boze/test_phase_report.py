"""The short account of a phase that ran by itself (``BozeGame.phase_report``): at most six lines, a
headline per house of what changed for it and the totals, read from the phase's public events and the
board at its end, in both languages."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from rules.boze import BozeGame
from rules.boze.report import REPORTS
from rules.boze.state import Army, BozeState
from rules.core import serial
from rules.core.decision import Event
from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE, Msg, msg

from .helpers import ScriptedRng, at_phase, seat_of

HOUSES = ["potocki", "radziwill", "sapieha"]


def say(boze: BozeGame, state: BozeState, lines: Sequence[Msg] | None, lang: str = "en") -> list[str]:
    assert lines is not None
    return [CATALOGUE.format(line, lambda s: boze.seat_name_in(state, s, lang), lang) for line in lines]


def segments(before: BozeState, events: Sequence[Event]) -> Iterator[tuple[BozeState, BozeState, list[Event]]]:
    """Each phase that ended in a step: the state before it, its snapshot at the end, and its events (as the
    table splits a step at the board events)."""
    part: list[Event] = []
    for event in events:
        part.append(event)
        if event.kind == "board":
            yield before, event.board, part
            before, part = event.board, []


def phases_of(boze: BozeGame, seats: int, seed: int) -> Iterator[tuple[BozeState, BozeState, list[Event]]]:
    """Every phase of a whole seeded game played with random legal answers."""
    pick = random.Random(seed)
    start = boze.new_game(seats, seed)
    state = start.state
    yield from segments(state, start.events)
    while not state.finished:
        decision = boze.decisions(state)[0]
        seat = pick.choice(decision.waiting_for())
        step = boze.apply(state, seat, random_answer(decision.forms[seat], pick.randrange))
        yield from segments(state, step.events)
        state = step.state


@pytest.mark.parametrize(("seats", "seed"), [(3, 1), (4, 2), (3, 11)])
def test_every_automatic_phase_reports_in_at_most_six_lines_naming_each_house_once(
    boze: BozeGame, seats: int, seed: int
) -> None:
    reported: set[str] = set()
    longest = 0
    for before, after, events in phases_of(boze, seats, seed):
        lines = boze.phase_report(before, after, events)
        if after.phase not in REPORTS:
            assert lines is None, after.phase
            continue
        assert lines is not None and 1 <= len(lines) <= 6, after.phase
        reported.add(after.phase)
        longest = max(longest, sum(1 for e in events if e.public and e.kind not in ("board", "phase")))
        for lang in ("en", "pl"):
            for line in say(boze, after, lines, lang):
                assert "{" not in line and line.strip(), line
                for seat in range(after.seats):
                    assert line.count(f"«{seat}»") <= 1
        marked = [CATALOGUE.format(line, lambda s: f"«{s}»", "en") for line in lines]
        for line in marked:
            assert all(line.count(f"«{s}»") <= 1 for s in range(after.seats)), line
    assert reported >= set(REPORTS) - {"end_of_game"}
    assert longest > 6, "the phases reported narrate more than six lines"


def test_the_chmielnicki_invasion_in_a_few_lines(boze: BozeGame) -> None:
    """Enemy Invasions, example "Chmielnicki Uprising" (turn 2, roll 1 2 5 6): three Tatar dice invade
    Ukraine, the defenders score one hit, two stand; nobody loses a unit."""
    state = at_phase(boze, "enemy_invasions", houses=HOUSES, turn=2)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state.mace = blue
    state.rng = ScriptedRng(0, [1, 2, 5, 6, 2, 3, 5, 2, 3])
    tatars = state.enemy_fields["tatars"]
    tatars.dice, tatars.players[blue], tatars.players[white] = 1, 3, 3
    state.enemy_fields["ottoman"].players[red] = 5
    ukraine = state.provinces["ukraine"]
    ukraine.cossacks, state.cossacks_field = 1, 1
    ukraine.armies[blue] = Army(infantry=1, cavalry=1)
    ukraine.armies[white] = Army(infantry=2, cavalry=1)
    before = serial.clone(state)
    events = boze.flow.current(state).begin(state)

    lines = say(boze, state, boze.phase_report(before, state, events))

    assert lines[0].startswith("Roll 1, 2, 5, 6. ")
    assert "The Tatars: 3 dice → Ukraine (2 stand)." in lines[0]
    assert lines[1:] == ["Potocki (blue): no losses", "Radziwiłł (white): no losses", "Sapieha (red): no losses"]
    assert len([e for e in events if e.kind != "phase"]) > len(lines)


def test_habsburg_markers_cost_each_house_its_dice_in_the_report(boze: BozeGame) -> None:
    """Enemy Invasions, example "Double Election": five markers discard five player dice from Great Poland,
    one each in turn order (blue, white, red), so blue and white lose two and red one."""
    state = at_phase(boze, "enemy_invasions", houses=HOUSES, turn=2)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state.mace = blue
    state.rng = ScriptedRng(0, [5, 1, 2, 3])
    for key in ("black", "muscovy", "tatars", "ottoman"):
        state.enemy_fields[key].players[red] = 5
    great = state.provinces["great"]
    great.dice[blue], great.dice[white], great.dice[red] = 3, 3, 2
    before = serial.clone(state)
    events = boze.flow.current(state).begin(state)
    discarded = [e.msg for e in events if e.msg.key == "boze.markers.discards"]
    assert discarded, "the markers reached Great Poland"

    lines = say(boze, state, boze.phase_report(before, state, events))

    lost = {
        seat: sum(
            m.params["value"]
            for d in discarded
            for m in d.params["discards"]  # type: ignore[union-attr]
            if isinstance(m, Msg) and int(m.params["seat"]) == seat  # type: ignore[arg-type]
        )
        for seat in (blue, white, red)
    }
    assert "Habsburg influence:" in lines[0]
    for seat, line in zip((blue, white, red), lines[1:4], strict=True):
        name = boze.seat_name(state, seat)
        if lost[seat]:
            die = "die" if lost[seat] == 1 else "dice"
            assert line == f"{name}: {lost[seat]} {die} discarded to Habsburg markers in Great Poland"
        else:
            assert line == f"{name}: no losses"
    assert sum(lost.values()) == sum(before.provinces["great"].dice) - sum(great.dice)


def test_income_reports_what_each_house_collected(boze: BozeGame) -> None:
    start = boze.new_game(3, 5)
    state = start.state
    while state.phase != "estate_income" or not state.begun:
        decision = boze.decisions(state)[0]
        seat = decision.waiting_for()[0]
        step = boze.apply(state, seat, decision.defaults[seat])
        for before, after, events in segments(state, step.events):
            if after.phase == "estate_income":
                lines = say(boze, after, boze.phase_report(before, after, events))
                assert len(lines) == 3
                for seat_line, s in zip(lines, (after.mace, (after.mace + 1) % 3, (after.mace + 2) % 3), strict=True):
                    gained = after.players[s].gold - before.players[s].gold
                    assert seat_line.startswith(f"{boze.seat_name(after, s)}: +{gained} zł")
                    assert seat_line.endswith(f"→ {after.players[s].gold} zł")
                return
        state = step.state
    pytest.fail("no income phase")


def test_a_report_reads_public_events_only(boze: BozeGame) -> None:
    """A sentence addressed to one seat (a sealed answer's receipt) never reaches the channel's report."""
    for before, after, events in phases_of(boze, 3, 4):
        if after.phase == "estate_income":
            fake = Event(msg("boze.income.line", seat=0, gold=99, total=99, earned=99, steward_note=""), to=(0,))
            assert boze.phase_report(before, after, events) == boze.phase_report(before, after, [fake, *events])
            return
    pytest.fail("no income phase")


def test_in_turn_phases_have_no_report(boze: BozeGame) -> None:
    """The players' own phases already told each action as it came: the surface shortens their events."""
    for before, after, events in phases_of(boze, 3, 6):
        if after.phase in ("new_estates", "special_actions", "private_armies", "magnate_campaigns", "relief"):
            assert boze.phase_report(before, after, events) is None
