"""Phase Nine: Private Armies."""

from __future__ import annotations

import random

import pytest

from rules.boze import BozeGame
from rules.boze.phases.private_armies import Recruit
from rules.boze.state import Army, BozeState
from rules.core import serial
from rules.core.decision import Event, Steps
from rules.core.errors import IllegalAction, MalformedAction, NotYourDecision
from rules.core.forms import fits, random_answer, walk
from rules.core.messages import CATALOGUE

from .helpers import at_phase, seat_of

HOUSES = ["potocki", "radziwill", "sapieha"]


def said(boze: BozeGame, state: BozeState, events: list[Event]) -> list[str]:
    return [CATALOGUE.format(e.msg, lambda s: boze.seat_name(state, s)) for e in events]


def play_in_phase(boze: BozeGame, state: BozeState, seat: int, text: str) -> tuple[BozeState, list[Event]]:
    """``apply`` without moving on to the next phase (validate, copy, play), so a test can look at the
    state the phase leaves behind when its last action ends it."""
    decision = boze.decision_for(state, seat)
    assert decision is not None
    action = boze.parse(text)
    boze.validate(state, seat, decision, action)
    new = serial.clone(state)
    return new, boze.play(new, seat, decision, action)


def example(boze: BozeGame, turn: int = 2, gold: tuple[int, int, int] = (14, 12, 12)) -> BozeState:
    """The example's table: Potocki (blue) is Hetman, then Radziwiłł (white), then Sapieha (red).
    Blue and white have three dice in Ukraine, red four in Little Poland, where one orange die stands."""
    state = at_phase(boze, "private_armies", houses=HOUSES, turn=turn)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state.mace = blue
    for province in state.provinces.values():
        province.dice = [0, 0, 0]
        province.enemies = {}
    state.provinces["ukraine"].dice[blue] = 3
    state.provinces["ukraine"].dice[white] = 3
    state.provinces["little"].dice[red] = 4
    state.provinces["little"].enemies = {"ottoman": 1}
    for seat, amount in zip((blue, white, red), gold, strict=True):
        state.players[seat].gold = amount
    return state


def begun(boze: BozeGame, state: BozeState) -> tuple[BozeState, list[Event]]:
    events = boze.advance(state)
    assert state.phase == "private_armies"
    return state, events


def test_phase_nine_example_private_armies(boze: BozeGame) -> None:
    """Phase Nine example: "Potocki (blue) recruits troops first — he discards one die from Ukraine and
    deploys one infantry and two cavalry there, paying 10 gold. Next, Radziwiłł (white) also recruits an
    army in Ukraine — he discards a die from that province and deploys two infantry, one cavalry and two
    Cossacks for twelve gold. It is now Sapieha's (red) turn. He discards a red die from Little Poland
    (Małopolska) and deploys three infantry, two cavalry and one artillery there. There is one orange
    enemy die (Ottoman Empire) in Little Poland, so the red player pays only 10 gold — half the usual
    cost of recruiting units. The players have finished the first cycle ... In the next cycle, players
    may continue to recruit units, paying for each further recruitment with a player die plus the
    appropriate amount of money." """
    state, _ = begun(boze, example(boze))
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    assert boze.decisions(state)[0].seats == (blue,)

    state = boze.apply(state, blue, "recruit ukraine inf=1 cav=2").state
    assert state.players[blue].gold == 14 - 10
    assert state.provinces["ukraine"].dice[blue] == 2
    assert state.provinces["ukraine"].armies[blue] == Army(infantry=1, cavalry=2)

    transition = boze.apply(state, white, "recruit ukraine inf=2 cav=1 cossack=2")
    state = transition.state
    assert state.players[white].gold == 12 - 12
    assert state.provinces["ukraine"].dice[white] == 2
    assert state.provinces["ukraine"].armies[white] == Army(infantry=2, cavalry=1)
    assert state.provinces["ukraine"].cossacks == 2 and state.cossacks_field == 0
    assert said(boze, state, transition.events)[0] == (
        "Radziwiłł (white) discards a die from Ukraine and recruits 2 infantry, 1 cavalry, 2 Cossacks for 12 zł."
    )

    transition = boze.apply(state, red, "recruit little inf=3 cav=2 art=1")
    state = transition.state
    assert state.players[red].gold == 12 - 10
    assert state.provinces["little"].dice[red] == 3
    assert state.provinces["little"].armies[red] == Army(infantry=3, cavalry=2, artillery=1)
    assert "for 10 zł (half price: enemy dice stand there)" in said(boze, state, transition.events)[0]

    # The second cycle: blue may recruit again (4 zł left), white has no gold and is passed for him.
    assert state.cycle == 2 and boze.decisions(state)[0].seats == (blue,)
    transition = boze.apply(state, blue, "pass")
    state = transition.state
    assert said(boze, state, transition.events) == [
        "Potocki (blue) passes and recruits no more troops this turn.",
        "Radziwiłł (white) cannot recruit (no die in a province where a unit is still affordable) and passes.",
    ]
    assert boze.decisions(state)[0].seats == (red,)
    state, _ = play_in_phase(boze, state, red, "recruit little inf=1")
    assert state.players[red].gold == 2 - 1, "one more infantry at half price"
    assert state.provinces["little"].armies[red].infantry == 4
    # Red has no infantry token left and cannot afford anything else: the phase is over.
    assert boze.decisions(state) == () and state.phase == "private_armies"
    assert state.enemy_fields["tatars"].cossacks == 0, "both Cossacks were recruited"


def test_unrecruited_cossacks_join_the_tatars(boze: BozeGame) -> None:
    """Phase Nine: "Cossack tokens not recruited by players are placed on the Tatars enemy field. Unpaid
    Cossacks rise in revolt and will fight against the Commonwealth." """
    state, _ = begun(boze, example(boze))
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state = boze.apply(state, blue, "recruit ukraine inf=1 cossack=1").state
    state = boze.apply(state, white, "pass").state
    state = boze.apply(state, red, "pass").state
    assert state.cossacks_field == 1
    state, events = play_in_phase(boze, state, blue, "pass")
    assert boze.decisions(state) == ()
    assert state.cossacks_field == 0 and state.enemy_fields["tatars"].cossacks == 1
    assert state.provinces["ukraine"].cossacks == 1
    assert said(boze, state, events)[-1] == (
        "Unrecruited Cossacks rise in revolt, unpaid, and go to the Tatars' field: 1 (+1 Tatar strength)."
    )


def test_recruitment_is_halved_for_cossacks_too(boze: BozeGame) -> None:
    """Phase Nine note: "If there are enemy dice in the province where a player is recruiting troops, the
    cost of recruiting units is halved (this also applies to Cossacks)." """
    state = example(boze)
    state.provinces["ukraine"].enemies = {"tatars": 2}
    state, _ = begun(boze, state)
    blue = seat_of(state, "potocki")
    state = boze.apply(state, blue, "recruit ukraine inf=1 cav=1 cossack=2").state
    assert state.players[blue].gold == 14 - (2 + 4 + 4) // 2


def refused(boze: BozeGame, state: BozeState, seat: int, text: str, match: str) -> None:
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match=match) as error:
        boze.apply(state, seat, text)
    assert error.value.rule == "Phase Nine: Private Armies"
    assert serial.dumps(state) == before


def test_refusals(boze: BozeGame) -> None:
    """A die discarded where one stands; money; artillery from turn 2; own tokens only; Cossacks in
    Ukraine only, with the player's own troops."""
    state, _ = begun(boze, example(boze, gold=(10, 12, 10)))
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    refused(boze, state, blue, "recruit lithuania inf=1", "no die in Lithuania")
    refused(boze, state, blue, "recruit ukraine cav=3", "cost 12 zł and you have 10 zł")
    refused(boze, state, blue, "recruit ukraine inf=5", "infantry: you have 4 tokens left")
    refused(boze, state, blue, "recruit ukraine cossack=2", "at least one of your own tokens")
    refused(boze, state, blue, "recruit ukraine", "at least one of your own tokens")
    state.provinces["lithuania"].armies[blue].cavalry = 2
    left = r"cavalry: you have 1 token left \(3 in all, 2 already on the board\)"
    refused(boze, state, blue, "recruit ukraine cav=2", left)
    state = boze.apply(state, blue, "pass").state
    refused(boze, state, white, "recruit ukraine inf=1 cossack=3", "only 2 Cossack tokens")

    turn_one, _ = begun(boze, example(boze, turn=1))
    refused(boze, turn_one, seat_of(turn_one, "potocki"), "recruit ukraine art=1", "from turn 2")

    outside, _ = begun(boze, example(boze))
    blue, white, red = (seat_of(outside, h) for h in HOUSES)
    outside = boze.apply(outside, blue, "pass").state
    outside = boze.apply(outside, white, "pass").state
    refused(boze, outside, red, "recruit little inf=1 cossack=1", "Cossacks must be deployed in Ukraine")


def test_no_recruiting_after_passing(boze: BozeGame) -> None:
    """Phase Nine: "If a player declines (passes) recruitment in a given cycle, he may not buy troops in
    the next cycle of this phase." """
    state, _ = begun(boze, example(boze))
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state = boze.apply(state, blue, "pass").state
    state = boze.apply(state, white, "recruit ukraine inf=1").state
    state = boze.apply(state, red, "recruit little inf=1").state
    assert state.cycle == 2 and state.queue == [white, red]
    with pytest.raises(NotYourDecision):
        boze.apply(state, blue, "recruit ukraine inf=1")


def test_a_player_with_nothing_to_recruit_is_passed_for(boze: BozeGame) -> None:
    """Cycles: a seat with nothing legal but pass is passed automatically, and the phase says so."""
    state = example(boze)
    blue = seat_of(state, "potocki")
    state.provinces["ukraine"].dice[blue] = 0
    state, events = begun(boze, state)
    assert "Potocki (blue) cannot recruit" in " ".join(said(boze, state, events))
    assert boze.decisions(state)[0].seats == (seat_of(state, "radziwill"),)


def test_the_phase_ends_at_once_when_nobody_can_recruit(boze: BozeGame) -> None:
    state = example(boze, gold=(0, 1, 0))
    phase = boze.flow.phases["private_armies"]
    events = phase.begin(state)
    assert phase.decisions(state) == ()
    assert len(events) == 4, "three seats passed for, then the Cossacks revolt"
    assert state.enemy_fields["tatars"].cossacks == 2


def test_action_text_is_canonical_and_parsing_lenient(boze: BozeGame) -> None:
    assert str(boze.parse("recruit Ukraina cav=2 inf=1")) == "recruit ukraine inf=1 cav=2"
    assert boze.parse("RECRUIT ukraine kozacy=2 piechota=2 jazda=1") == Recruit("ukraine", 2, 1, 0, 2)
    assert str(boze.parse("recruit małopolska artillery=1 infantry=3 cavalry=2")) == "recruit little inf=3 cav=2 art=1"
    assert str(boze.parse("recruit ukraine inf2 cossack1")) == "recruit ukraine inf=2 cossack=1"
    for bad in ("recruit", "recruit ukraine tanks=2", "recruit ukraine inf=x", "recruit ukraine inf=1 inf=2"):
        with pytest.raises(MalformedAction):
            boze.parse(bad)


def test_the_steps_form_offers_only_affordable_available_troops(boze: BozeGame) -> None:
    state, _ = begun(boze, example(boze, turn=1, gold=(10, 12, 10)))
    blue = seat_of(state, "potocki")
    decision = boze.decisions(state)[0]
    form = decision.forms[blue]
    assert isinstance(form, Steps)
    assert decision.defaults[blue] == "pass"
    assert [c.text for c in form.after([]).choices] == ["recruit", "pass"]
    assert [c.text for c in form.after(["recruit"]).choices] == ["ukraine"]
    step = form.after(["recruit", "ukraine"])
    assert [c.text for c in step.choices] == ["inf=1", "inf=2", "inf=3", "inf=4", "cav=1", "cav=2"]
    assert not step.complete, "no artillery in turn 1, and no Cossacks before an own unit"
    step = form.after(["recruit", "ukraine", "inf=1"])
    assert step.complete
    assert [c.text for c in step.choices] == ["cav=1", "cav=2", "cossack=1", "cossack=2", "then"]
    step = walk(form, "recruit ukraine inf=1 cav=2")
    assert step is not None and step.complete and [c.text for c in step.choices] == ["then"]
    assert [c.text for c in form.after(["recruit", "ukraine", "inf=1", "cav=2", "then"]).choices] == ["pass"]
    step = walk(form, "recruit ukraine inf=1 cav=2 then pass")
    assert step is not None and step.complete and step.choices == ()
    for unfinished in ("recruit ukraine then", "pass then", "recruit then pass", "recruit ukraine inf=1 then cav=1"):
        assert not fits(form, unfinished), unfinished
    picker = random.Random(5)
    for _ in range(50):
        boze.validate(state, blue, decision, boze.parse(random_answer(form, picker.randrange)))


def test_the_steps_form_marks_half_price(boze: BozeGame) -> None:
    state, _ = begun(boze, example(boze, gold=(10, 12, 3)))
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state = boze.apply(state, blue, "pass").state
    state = boze.apply(state, white, "pass").state
    form = boze.decisions(state)[0].forms[red]
    assert isinstance(form, Steps)
    assert [c.label for c in form.after(["recruit"]).choices] == ["Little Poland (half price)"]
    step = form.after(["recruit", "little"])
    assert [c.text for c in step.choices] == ["inf=1", "inf=2", "inf=3", "cav=1", "art=1"]


def test_a_recruitment_may_carry_the_pass(boze: BozeGame) -> None:
    """ "If a player declines (passes) recruitment in a given cycle, he may not buy troops in the next cycle of
    this phase": said with his recruitment, the pass takes him out of the next cycle at once."""
    state, _ = begun(boze, example(boze, turn=1, gold=(10, 12, 10)))
    blue = seat_of(state, "potocki")
    gold = state.players[blue].gold
    transition = boze.apply(state, blue, "recruit ukraine inf=1 then pass")
    state = transition.state
    keys = [e.msg.key for e in transition.events]
    assert keys[:2] == ["boze.private_armies.recruited", "boze.private_armies.passes"]
    assert state.players[blue].gold == gold - 2 and blue in state.passed
    assert blue not in state.queue
    while state.phase == "private_armies":
        seat = boze.decisions(state)[0].seats[0]
        assert seat != blue, "the table never comes back to him in this phase"
        state = boze.apply(state, seat, "pass").state
