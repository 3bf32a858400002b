"""Phase Ten: Magnate Campaigns."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.boze.phases.magnate_campaigns import Campaign
from rules.boze.state import Army, BozeState
from rules.core import serial
from rules.core.decision import Event, Options
from rules.core.errors import IllegalAction, MalformedAction, NotYourDecision
from rules.core.messages import CATALOGUE

from .helpers import ScriptedRng, at_phase, seat_of

HOUSES = ["potocki", "radziwill", "sapieha"]
RULE = "Phase Ten: Magnate Campaigns"


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


def rolls(state: BozeState, *faces: int) -> BozeState:
    state.rng = ScriptedRng(0, list(faces))
    return state


def fresh(boze: BozeGame, turn: int = 2) -> BozeState:
    """Potocki (blue) is Hetman, then Radziwiłł (white), then Sapieha (red); an empty board."""
    state = at_phase(boze, "magnate_campaigns", houses=HOUSES, turn=turn)
    state.mace = seat_of(state, "potocki")
    for province in state.provinces.values():
        province.dice = [0, 0, 0]
        province.enemies = {}
    state.sejm = {}
    state.royal_army = Army()
    return state


def example(boze: BozeGame) -> BozeState:
    """The table the Private Armies example left, in turn 2: blue 1 infantry 2 cavalry and white 2
    infantry 1 cavalry in Ukraine with the two Cossacks, two dice each there; red 3 infantry 2 cavalry
    1 artillery and three dice in Little Poland, with one orange die. A Tatar die from the Events phase
    stands on the Tatars' field. Blue also has a die in Prussia and a Sejm disc, and the Royal Army of
    turn 2 stands ready, so blue has a choice (and passes) in the third cycle."""
    state = fresh(boze)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    ukraine, little = state.provinces["ukraine"], state.provinces["little"]
    ukraine.dice[blue] = ukraine.dice[white] = 2
    ukraine.armies[blue] = Army(infantry=1, cavalry=2)
    ukraine.armies[white] = Army(infantry=2, cavalry=1)
    ukraine.cossacks = 2
    state.cossacks_field = 0
    little.dice[red] = 3
    little.armies[red] = Army(infantry=3, cavalry=2, artillery=1)
    little.enemies = {"ottoman": 1}
    state.enemy_fields["tatars"].dice = 1
    state.provinces["prussia"].dice[blue] = 1
    state.sejm = {"prussia": blue}
    state.royal_army = Army(infantry=1, cavalry=1)
    return state


def test_phase_ten_example_magnate_campaigns(boze: BozeGame) -> None:
    """Phase Ten example: "Potocki (blue) discards his die from Ukraine and attacks the Tatars. He scores
    two hits — one with his own unit and one with a Cossack unit — so he places two blue dice on the
    Tatars enemy field. Radziwiłł (white) also discards a die from Ukraine and attacks the Tatars. He
    scores a hit with one of his units, missing with the Cossacks. What's more, the result of the attack
    of one of the Cossack units was a "1", so it is discarded to the Cossacks field.

    Sapieha (red) discards a die from Little Poland and attacks the Ottoman Empire. In the province the
    attack originates from, the player has an artillery unit, so all his units receive a favorable
    modifier of plus "1" to their hit rolls. The player rolls the dice and scores three hits. The first
    hit eliminates the orange enemy die standing in Little Poland. The remaining two hits result in two
    red dice being placed on the Ottoman Empire enemy field. The player rolled one "1" among his
    infantry attacks, so he loses one infantry unit, despite the modifier from the presence of artillery.

    Potocki (blue) and Radziwiłł (white) conduct further campaigns, each discarding another of his own
    player dice from Ukraine. Potocki scores one hit (but loses one cavalry), Radziwiłł scores two hits.
    Neither player can launch further campaigns from this province, since neither has any player dice
    left in Ukraine. Sapieha (red) discards his second die and attacks the Ottoman Empire again. He
    scores two hits, but loses one infantry and one cavalry.

    Potocki and Radziwiłł pass in the third cycle of the campaign phase. Sapieha (red) decides on a third
    campaign, launched using his last die in Little Poland. He scores one more hit against the Turks.

    Note that Polish dice added to the Tatars enemy field do not remove the Tatar die already there
    (created in the Events phase)." """
    state = example(boze)
    boze.advance(state)
    assert state.phase == "magnate_campaigns"
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    tatars, ottoman = state.enemy_fields["tatars"], state.enemy_fields["ottoman"]

    # Cycle 1. Blue: infantry 3, cavalry 4 (hit), cavalry 2, Cossack 5 (hit), Cossack 3.
    assert boze.decisions(state)[0].seats == (blue,)
    transition = boze.apply(rolls(state, 3, 4, 2, 5, 3), blue, "campaign ukraine")
    state = transition.state
    tatars = state.enemy_fields["tatars"]
    assert tatars.players[blue] == 2
    assert state.provinces["ukraine"].dice[blue] == 1
    roll = [e for e in transition.events if e.kind == "roll"]
    assert [e.dice for e in roll] == [(3, 4, 2, 5, 3)]
    assert said(boze, state, transition.events) == [
        "Potocki (blue) discards a die from Ukraine and campaigns against the Tatars.",
        "Potocki (blue) rolls infantry 3, cavalry 4, cavalry 2, Cossack 5, Cossack 3: 2 hits.",
        "Potocki (blue) places 2 dice on the Tatars field.",
    ]

    # White: infantry 5 (hit), infantry 2, cavalry 3, Cossack 1 (back to the field), Cossack 2.
    transition = boze.apply(rolls(state, 5, 2, 3, 1, 2), white, "campaign ukraine")
    state = transition.state
    assert state.enemy_fields["tatars"].players[white] == 1
    assert state.provinces["ukraine"].cossacks == 1 and state.cossacks_field == 1
    assert state.provinces["ukraine"].armies[white] == Army(infantry=2, cavalry=1)
    assert "Cossacks rolling 1 go back to the Cossacks field: 1." in said(boze, state, transition.events)

    # Red, +1 for artillery: infantry 1 (lost), infantry 4 (5: hit), infantry 2, cavalry 3 (4: hit), cavalry 5 (hit).
    transition = boze.apply(rolls(state, 1, 4, 2, 3, 5), red, "campaign little")
    state = transition.state
    assert state.provinces["little"].enemies == {}, "the first hit eliminates the orange die"
    assert state.enemy_fields["ottoman"].players[red] == 2
    assert state.provinces["little"].armies[red] == Army(infantry=2, cavalry=2, artillery=1)
    assert said(boze, state, transition.events)[1:] == [
        "Sapieha (red) rolls infantry 1, infantry 4, infantry 2, cavalry 3, cavalry 5 (+1 for artillery): 3 hits.",
        "1 enemy die is removed from Little Poland.",
        "Sapieha (red) places 2 dice on the Ottoman Empire field.",
        "Sapieha (red) loses 1 infantry (rolled 1).",
    ]

    # Cycle 2. Blue: infantry 6 (hit), cavalry 1 (lost), cavalry 3, Cossack 2.
    assert state.cycle == 2
    state = boze.apply(rolls(state, 6, 1, 3, 2), blue, "campaign ukraine").state
    assert state.enemy_fields["tatars"].players[blue] == 3
    assert state.provinces["ukraine"].armies[blue] == Army(infantry=1, cavalry=1)
    # White: infantry 5 (hit), infantry 6 (hit), cavalry 2, Cossack 3.
    state = boze.apply(rolls(state, 5, 6, 2, 3), white, "campaign ukraine").state
    assert state.enemy_fields["tatars"].players[white] == 3
    assert state.provinces["ukraine"].dice[blue] == state.provinces["ukraine"].dice[white] == 0
    # Red: infantry 1 (lost), infantry 5 (hit), cavalry 1 (lost), cavalry 4 (hit).
    state = boze.apply(rolls(state, 1, 5, 1, 4), red, "campaign little").state
    assert state.enemy_fields["ottoman"].players[red] == 4
    assert state.provinces["little"].armies[red] == Army(infantry=1, cavalry=1, artillery=1)

    # Cycle 3: blue could still take the Royal Army from Prussia but passes; white has nothing left.
    assert state.cycle == 3 and boze.decisions(state)[0].seats == (blue,)
    transition = boze.apply(state, blue, "pass")
    state = transition.state
    assert said(boze, state, transition.events) == [
        "Potocki (blue) passes and campaigns no more this turn.",
        "Radziwiłł (white) cannot campaign (no die in a province with troops to lead against an enemy) and passes.",
    ]
    # Red's last die in Little Poland: infantry 4 (5: hit), cavalry 2 (3: miss).
    state, events = play_in_phase(boze, rolls(state, 4, 2), red, "campaign little")
    assert boze.decisions(state) == () and state.phase == "magnate_campaigns", "nobody can campaign any more"
    assert "Sapieha (red) cannot campaign" in said(boze, state, events)[-1]

    tatars, ottoman = state.enemy_fields["tatars"], state.enemy_fields["ottoman"]
    assert tatars.players == [3, 3, 0] and tatars.dice == 1, "the Tatar die from the Events phase stays"
    assert ottoman.players[red] == 5 and ottoman.king == 0
    assert state.provinces["little"].dice[red] == 0
    assert state.provinces["ukraine"].cossacks == 1 and state.cossacks_field == 1
    assert state.sejm == {"prussia": blue} and state.royal_army == Army(infantry=1, cavalry=1)


def royal_table(boze: BozeGame) -> BozeState:
    """Red in Little Poland: 1 infantry, 1 artillery, two dice, two orange dice there, a Sejm disc from
    Lithuania; the Royal Army of 2 infantry and 1 cavalry."""
    state = fresh(boze)
    red = seat_of(state, "sapieha")
    little = state.provinces["little"]
    little.dice[red] = 2
    little.armies[red] = Army(infantry=1, artillery=1)
    little.enemies = {"ottoman": 2}
    state.sejm = {"lithuania": red, "ukraine": seat_of(state, "potocki")}
    state.royal_army = Army(infantry=2, cavalry=1)
    boze.advance(state)
    return state


def test_the_royal_army_joins_one_campaign(boze: BozeGame) -> None:
    """Phase Ten: "For the Royal Army to join a player's attack, he must discard one of his discs from
    the Sejm ... The Royal Army fights the same way as players' private armies, but each hit scored by
    its troops results in a gold king die being placed on the enemy field. The combat effects of the
    Royal Army are resolved only after the combat effects of the army of the player it joined have been
    applied." """
    state = royal_table(boze)
    red = seat_of(state, "sapieha")
    assert boze.decisions(state)[0].seats == (red,), "blue and white have no dice: passed for them"
    # Red: infantry 4 (+1: hit) removes one orange die. The Royal Army (no artillery of its own):
    # infantry 1 (lost), infantry 5 (hit: the last orange die), cavalry 4 (hit: a king die).
    transition = boze.apply(rolls(state, 4, 1, 5, 4), red, "campaign little royal")
    state = transition.state
    assert state.sejm == {"ukraine": seat_of(state, "potocki")}, "red's Sejm disc is discarded"
    assert state.provinces["little"].enemies == {}
    assert state.enemy_fields["ottoman"].king == 1 and state.enemy_fields["ottoman"].players[red] == 0
    assert state.royal_army == Army(infantry=1, cavalry=1)
    assert [e.dice for e in transition.events if e.kind == "roll"] == [(4,), (1, 5, 4)]
    text = said(boze, state, transition.events)
    assert text[1] == "Sapieha (red) discards the Sejm disc of Lithuania: the Royal Army joins this campaign."
    assert text[3:] == [
        "1 enemy die is removed from Little Poland.",
        "The Royal Army rolls infantry 1, infantry 5, cavalry 4: 2 hits.",
        "1 enemy die is removed from Little Poland.",
        "1 king die is placed on the Ottoman Empire field.",
        "The Royal Army loses 1 infantry (rolled 1).",
    ]


def test_the_royal_army_needs_a_sejm_disc_for_each_campaign(boze: BozeGame) -> None:
    """Phase Ten: "Discarding one disc from the Sejm allows the Royal Army to join only one campaign"."""
    state = royal_table(boze)
    red = seat_of(state, "sapieha")
    state = boze.apply(rolls(state, 2, 2, 2, 2), red, "campaign little royal").state
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match="discard one of your Sejm discs, and you have none") as error:
        boze.apply(state, red, "campaign little royal")
    assert error.value.rule == RULE and serial.dumps(state) == before
    choices = boze.decisions(state)[0].forms[red]
    assert isinstance(choices, Options)
    assert [c.text for c in choices.choices] == ["campaign little", "pass"]


def test_king_dice_are_limited_to_twelve(boze: BozeGame) -> None:
    state = royal_table(boze)
    red = seat_of(state, "sapieha")
    state.provinces["little"].enemies = {}
    state.enemy_fields["muscovy"].king = 11
    state = boze.apply(rolls(state, 2, 6, 6, 6), red, "campaign little royal").state
    assert state.enemy_fields["ottoman"].king == 1
    assert state.royal_army == Army(infantry=2, cavalry=1)


def test_the_royal_army_alone_may_campaign_with_a_player_without_troops(boze: BozeGame) -> None:
    """Our reading: a campaign needs at least one unit that rolls; with `royal` the Royal Army's count."""
    state = royal_table(boze)
    red = seat_of(state, "sapieha")
    state.provinces["lithuania"].dice[red] = 1
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match="no infantry or cavalry in Lithuania"):
        boze.apply(state, red, "campaign lithuania")
    assert serial.dumps(state) == before
    transition = boze.apply(rolls(state, 5, 6, 2), red, "campaign lithuania royal")
    assert transition.state.enemy_fields["muscovy"].king == 2
    assert [e.dice for e in transition.events if e.kind == "roll"] == [(5, 6, 2)]


def refused(boze: BozeGame, state: BozeState, seat: int, text: str, match: str) -> None:
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match=match) as error:
        boze.apply(state, seat, text)
    assert error.value.rule == RULE
    assert serial.dumps(state) == before


def test_no_campaigns_against_the_habsburgs_before_turn_four(boze: BozeGame) -> None:
    """Phase Ten: "Players are not allowed to attack the Habsburg Empire in the first three turns of the
    game ... In the fourth turn of the game, campaigns against the Habsburgs are permitted"."""
    for turn in (1, 2, 3):
        state = fresh(boze, turn)
        blue = seat_of(state, "potocki")
        state.provinces["great"].dice[blue] = 1
        state.provinces["great"].armies[blue] = Army(infantry=1)
        state.provinces["ukraine"].dice[blue] = 1
        state.provinces["ukraine"].armies[blue] = Army(infantry=1)
        boze.advance(state)
        refused(boze, state, blue, "campaign great", "first three turns")
    state = fresh(boze, 4)
    blue = seat_of(state, "potocki")
    state.provinces["great"].dice[blue] = 2
    state.provinces["great"].armies[blue] = Army(cavalry=1)
    boze.advance(state)
    state = boze.apply(rolls(state, 4), blue, "campaign great").state
    assert state.enemy_fields["habsburg"].players[blue] == 1


def test_turn_four_campaign_against_the_ottoman_held_habsburg_field(boze: BozeGame) -> None:
    """The Ottoman Empire: "If, in the fourth turn, Ottoman Empire dice occupy the Habsburg Empire enemy
    field ... all purple arrows and markings on the map should be treated as if they were orange": the
    orange dice in Great Poland are hit first."""
    state = fresh(boze, 4)
    blue = seat_of(state, "potocki")
    state.enemy_fields["habsburg"].ottoman = 2
    great = state.provinces["great"]
    great.dice[blue] = 2
    great.armies[blue] = Army(cavalry=2)
    great.enemies = {"black": 2, "ottoman": 1}
    boze.advance(state)
    transition = boze.apply(rolls(state, 4, 2), blue, "campaign great")
    assert transition.state.provinces["great"].enemies == {"black": 2}
    assert (
        "campaigns against the Habsburg Empire field, held by the Ottoman Empire."
        in (said(boze, transition.state, transition.events)[0])
    )


def test_cossacks_fight_only_from_ukraine_beside_the_players_own_troops(boze: BozeGame) -> None:
    """Phase Ten: "the player may use them in his attack, provided he himself has at least one of his own
    infantry or cavalry units in that province ... Cossacks may only attack the Tatars." """
    state = fresh(boze)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].cossacks = 2
    state.provinces["ukraine"].dice[blue] = 1
    state.provinces["ukraine"].armies[blue] = Army(artillery=1)
    state.provinces["lithuania"].dice[blue] = 1
    state.provinces["lithuania"].armies[blue] = Army(infantry=1)
    state.provinces["ukraine"].dice[white] = 1
    state.provinces["little"].dice[white] = 1
    state.provinces["little"].armies[white] = Army(infantry=1)
    state.provinces["ukraine"].dice[red] = 1
    boze.advance(state)
    refused(boze, state, blue, "campaign ukraine", "Cossacks fight only beside your own infantry or cavalry")
    state = boze.apply(state, blue, "pass").state
    refused(boze, state, white, "campaign ukraine", "no infantry or cavalry in Ukraine")
    # From Little Poland, against the Ottomans, the Cossacks in Ukraine do not join: one die only.
    after, events = play_in_phase(boze, rolls(state, 5), white, "campaign little")
    assert [e.dice for e in events if e.kind == "roll"] == [(5,)]
    assert after.provinces["ukraine"].cossacks == 2


def test_other_refusals(boze: BozeGame) -> None:
    """A die in the province, troops to lead, and no campaign after passing."""
    state = example(boze)
    boze.advance(state)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    refused(boze, state, blue, "campaign lithuania", "no die in Lithuania")
    refused(boze, state, blue, "campaign prussia", "no infantry or cavalry in Prussia")
    state = boze.apply(state, blue, "pass").state
    refused(boze, state, white, "campaign ukraine royal", "Sejm discs, and you have none")
    state = boze.apply(rolls(state, 2, 2, 2, 2, 2), white, "campaign ukraine").state
    state = boze.apply(rolls(state, 2, 2, 2, 2, 2), red, "campaign little").state
    assert state.cycle == 2 and blue not in state.queue
    with pytest.raises(NotYourDecision):
        boze.apply(state, blue, "campaign ukraine")


def test_a_treaty_enemy_may_be_attacked_only_in_the_province(boze: BozeGame) -> None:
    """Phase Eight: "A campaign may not be started against an enemy with whom a treaty was concluded this
    turn. It is, however, allowed to attack enemy dice that remained in Polish provinces". Our reading:
    allowed only when enemy dice stand there; hits beyond them are lost."""
    state = example(boze)
    state.treaty = "tatars"
    boze.advance(state)
    blue = seat_of(state, "potocki")
    refused(boze, state, blue, "campaign ukraine", "treaty with the Tatars was concluded this turn")
    state.provinces["ukraine"].enemies = {"tatars": 1}
    transition = boze.apply(rolls(state, 5, 4, 4, 2, 2), blue, "campaign ukraine")
    after = transition.state
    assert after.provinces["ukraine"].enemies == {}
    assert after.enemy_fields["tatars"].players[blue] == 0
    assert "2 further hits are lost: a treaty with the Tatars was concluded this turn." in (
        said(boze, after, transition.events)
    )


def test_hits_beyond_the_pool_are_lost(boze: BozeGame) -> None:
    """Phase Ten: each hit places a die "taken from his own pool of markers"; with the pool empty, none."""
    state = example(boze)
    blue = seat_of(state, "potocki")
    state.enemy_fields["muscovy"].players[blue] = 17  # 17 + 2 in Ukraine + 1 in Prussia: the pool is empty
    boze.advance(state)
    transition = boze.apply(rolls(state, 5, 4, 4, 2, 2), blue, "campaign ukraine")
    assert transition.state.enemy_fields["tatars"].players[blue] == 1, "only the die just discarded"
    assert "2 hits are lost: Potocki (blue) has no dice left in his pool." in (
        said(boze, transition.state, transition.events)
    )


def test_the_options_and_the_action_text(boze: BozeGame) -> None:
    state = example(boze)
    boze.advance(state)
    blue = seat_of(state, "potocki")
    decision = boze.decisions(state)[0]
    form = decision.forms[blue]
    assert isinstance(form, Options) and decision.defaults[blue] == "pass"
    assert [c.text for c in form.choices] == [
        "campaign prussia royal",
        "campaign ukraine",
        "campaign ukraine royal",
        "pass",
    ]
    assert [c.label for c in form.choices][1] == "Ukraine → Tatars"
    assert boze.parse("campaign Ukraina royal") == Campaign("ukraine", True)
    assert str(boze.parse("CAMPAIGN royal małopolska")) == "campaign little royal"
    assert str(boze.parse("campaign lp")) == "campaign little"
    for bad in ("campaign", "campaign ukraine little", "campaign royal", "campaign atlantis"):
        with pytest.raises(MalformedAction):
            boze.parse(bad)
