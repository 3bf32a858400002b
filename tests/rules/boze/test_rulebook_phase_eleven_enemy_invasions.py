"""Phase Eleven: Enemy Invasions, and the arrival of enemy dice and influence markers in a province.

The phase is automatic, so each test runs only its automatic part (``run``): ``boze.advance`` would
carry on through the phases after it.
"""

from __future__ import annotations

from rules.boze import BozeGame, arrival, enemies
from rules.boze.state import Army, BozeState
from rules.core.decision import Event
from rules.core.messages import CATALOGUE

from .helpers import ScriptedRng, at_phase, seat_of

HOUSES = ["potocki", "radziwill", "sapieha"]


def at_invasions(boze: BozeGame, turn: int, faces: list[int], hetman: str = "potocki", seats: int = 3) -> BozeState:
    """Phase Eleven about to begin in ``turn``: no dice anywhere, the strength roll scripted."""
    houses = [*HOUSES, "leszczynski"] if seats == 4 else HOUSES
    state = at_phase(boze, "enemy_invasions", seats=seats, houses=houses, turn=turn)
    state.mace = seat_of(state, hetman)
    state.rng = ScriptedRng(0, list(faces))
    return state


def run(boze: BozeGame, state: BozeState) -> list[Event]:
    """The phase's automatic part, as ``Flow.advance`` runs it; the phase then waits for nothing."""
    phase = boze.flow.current(state)
    assert phase.key == "enemy_invasions"
    state.begun = True
    events = phase.begin(state)
    assert phase.decisions(state) == ()
    assert isinstance(state.rng, ScriptedRng) and state.rng.faces == [], "every scripted die is rolled"
    return events


def texts(boze: BozeGame, state: BozeState, events: list[Event]) -> list[str]:
    return [CATALOGUE.format(e.msg, lambda s: boze.seat_name(state, s)) for e in events]


def params(events: list[Event], key: str) -> list[dict[str, object]]:
    return [dict(e.msg.params) for e in events if e.msg.key == key]


def set_strength(boze: BozeGame, state: BozeState, key: str, total: int) -> None:
    """Put dice on an enemy field so its strength is ``total`` whatever the (placeholder) base."""
    state.enemy_fields[key].dice = total - enemies.base_strength(boze.board, state, key)
    assert state.enemy_fields[key].dice >= 0


# --- the rulebook's examples --------------------------------------------------------------------


def test_chmielnicki_uprising(boze: BozeGame) -> None:
    """Example (Chmielnicki Uprising): "It is the second turn of the game ... The players roll the four
    dice once, getting the results "1", "2", "5" and "6". They therefore place one enemy die on the
    Sweden enemy field, one die on the Muscovy enemy field, and one influence marker on the Habsburgs
    enemy field. The "6" rolled on the last die results in the rebellion of one Cossack unit ...
    the one standing in Ukraine, not the one destroyed in the Magnate Campaigns phase. The Tatars'
    total strength is therefore 9 dice (a base of seven, one die added during the turn, and one
    Cossack unit). However, there are 6 Polish player dice on this enemy field, so the strength of the
    Tatar invasion is 3 dice. As a result, 3 Tatar enemy dice must be placed in Ukraine. The blue and
    white players each carry out one attack with their units ... The players score one hit, so in the
    end 2 Tatar enemy dice remain in Ukraine." """
    # Blue: 1 infantry + 1 cavalry roll 2, 3 (no hit); white: 2 infantry + 1 cavalry roll 5, 2, 3 (one hit).
    state = at_invasions(boze, 2, [1, 2, 5, 6, 2, 3, 5, 2, 3])
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    tatars = state.enemy_fields["tatars"]
    tatars.dice = 1
    tatars.players[blue] = 3
    tatars.players[white] = 3
    state.enemy_fields["ottoman"].players[red] = 5
    ukraine = state.provinces["ukraine"]
    ukraine.cossacks = 1
    state.cossacks_field = 1
    ukraine.armies[blue] = Army(infantry=1, cavalry=1)
    ukraine.armies[white] = Army(infantry=2, cavalry=1)

    events = run(boze, state)

    assert events[0].kind == "roll" and events[0].dice == (1, 2, 5, 6)
    assert state.enemy_fields["black"].dice == 1 and state.enemy_fields["muscovy"].dice == 1
    assert tatars.cossacks == 1 and ukraine.cossacks == 0 and state.cossacks_field == 1
    invades = params(events, "boze.enemy_invasions.invades")
    tatar = [p for p in invades if p["enemy"] == "the Tatars"]
    assert tatar == [{"enemy": "the Tatars", "strength": 9, "polish": 6, "province": "Ukraine", "count": 3}]
    assert [e.dice for e in events if e.msg.key == "boze.arrival.defence"] == [(2, 3), (5, 2, 3)]
    assert ukraine.enemies == {"tatars": 2} and ukraine.invaded
    assert ukraine.armies[blue] == Army(infantry=1, cavalry=1) and ukraine.armies[white] == Army(infantry=2, cavalry=1)
    assert "A 6: a Cossack in Ukraine rebels and joins the Tatars." in texts(boze, state, events)
    assert "Radziwiłł (white) defends Ukraine and rolls 5, 2, 3: hits 1." in texts(boze, state, events)


def test_ottoman_non_invasion(boze: BozeGame) -> None:
    """Chmielnicki Uprising, continued: "The Ottoman Empire does not invade Little Poland, because there
    are five Polish dice belonging to the red player on the Ottoman Empire enemy field — enough to
    block a Turkish invasion of strength five." """
    state = at_invasions(boze, 2, [1, 1, 2, 3])
    red = seat_of(state, "sapieha")
    set_strength(boze, state, "ottoman", 5)
    state.enemy_fields["ottoman"].players[red] = 5
    events = run(boze, state)
    held = params(events, "boze.enemy_invasions.held")
    assert held == [{"enemy": "the Ottoman Empire", "strength": 5, "polish": 5}]
    little = state.provinces["little"]
    assert little.enemies == {} and not little.invaded


def test_double_election(boze: BozeGame) -> None:
    """Example (Double Election): "In the second turn of the game, the Habsburg Empire's strength is four
    points, so four influence markers are placed on their enemy field. One additional marker was
    placed there at the start of the Enemy Invasions phase. This means that five player dice must be
    discarded from Great Poland. The player order this turn is: Potocki (blue) — Radziwiłł (white) —
    Sapieha (red). In this order, players discard one die each until five player dice have been
    removed ... The Habsburgs fail in their political penetration of Great Poland, because the players
    had a total of eight player dice there." """
    state = at_invasions(boze, 2, [5, 1, 2, 3])
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    great = state.provinces["great"]
    great.dice = [0, 0, 0]
    great.dice[blue], great.dice[white], great.dice[red] = 3, 3, 2
    assert enemies.base_strength(boze.board, state, "habsburg") == 4
    events = run(boze, state)
    political = params(events, "boze.enemy_invasions.political")
    assert political == [{"strength": 5, "polish": 0, "count": 5, "province": "Great Poland"}]
    # Blue, white, red, blue, white: one die each in turn, five in all; three remain.
    assert great.dice[blue] == 1 and great.dice[white] == 1 and great.dice[red] == 1
    assert great.markers == 0 and not great.invaded
    assert state.enemy_fields["habsburg"].markers == 0
    discards = "Potocki (blue): 2, Radziwiłł (white): 2, Sapieha (red): 1"
    assert f"Player dice discarded from Great Poland, one per marker: {discards}." in texts(boze, state, events)


def test_relief_of_vienna_invasion(boze: BozeGame) -> None:
    """Example (Relief of Vienna): "It is the third turn of the game. The Ottoman Empire does not raid
    Little Poland, but instead invades the Habsburg Empire ... there are five Polish dice on its enemy
    field ... The Ottoman Empire will therefore invade the Habsburgs with a strength of eight dice (a
    base of twelve, plus one die added in the Events phase, minus five Polish player dice).
    Continuing the example: the Habsburg influence markers are therefore immediately discarded from
    the Habsburg Empire enemy field, and eight Ottoman Empire dice are placed there instead." """
    state = at_invasions(boze, 3, [5, 1, 2, 3])  # the 5 puts a Habsburg marker on their field first
    blue, _white, red = (seat_of(state, h) for h in HOUSES)
    ottoman = state.enemy_fields["ottoman"]
    habsburg = state.enemy_fields["habsburg"]
    assert enemies.base_strength(boze.board, state, "ottoman") == 12
    ottoman.dice = 1
    ottoman.players[blue], ottoman.players[red] = 2, 3
    great = state.provinces["great"]
    great.dice[blue] = 2
    events = run(boze, state)
    vienna = params(events, "boze.enemy_invasions.vienna")
    assert vienna == [
        {"enemy": "the Ottoman Empire", "strength": 13, "polish": 5, "province": "Little Poland", "count": 8}
    ]
    assert habsburg.ottoman == 8 and habsburg.markers == 0
    assert params(events, "boze.enemy_invasions.vienna_markers") == [{"count": 1}]
    assert state.provinces["little"].enemies == {} and not state.provinces["little"].invaded
    # The field is occupied: no political invasion of Great Poland this turn.
    assert [e.msg.key for e in events][-1] == "boze.enemy_invasions.occupied"
    assert great.dice[blue] == 2 and great.markers == 0


# --- the strength roll ----------------------------------------------------------------------------


def test_a_double_breaks_the_treaty_and_the_enemy_invades(boze: BozeGame) -> None:
    """Diplomacy: "A treaty will be broken by the enemy if, during the Enemy Invasions phase, on the
    dice rolled at that time, the number corresponding to that enemy comes up twice (or more)";
    Phase Eleven a): "do not place additional enemy dice on that enemy's field — instead the treaty
    is broken and that enemy will attempt an invasion under the normal rules"."""
    state = at_invasions(boze, 1, [2, 2, 4, 6])
    state.treaty = "muscovy"
    events = run(boze, state)
    assert state.treaty is None
    assert state.enemy_fields["muscovy"].dice == 0, "no dice are added for the broken treaty's number"
    base = enemies.base_strength(boze.board, state, "muscovy")
    assert state.provinces["lithuania"].enemies == {"muscovy": base}
    assert "2 dice show 2: the treaty with Muscovy is broken. No dice are added for it, and it will invade." in texts(
        boze, state, events
    )


def test_a_single_matching_die_is_added_and_the_treaty_holds(boze: BozeGame) -> None:
    state = at_invasions(boze, 1, [2, 1, 4, 6])
    state.treaty = "muscovy"
    events = run(boze, state)
    assert state.treaty == "muscovy"
    assert state.enemy_fields["muscovy"].dice == 1
    assert "muscovy" not in state.provinces["lithuania"].enemies
    assert params(events, "boze.enemy_invasions.treaty") == [{"enemy": "Muscovy"}]


def test_greater_durability_treaty_survives_a_double_but_not_a_triple(boze: BozeGame) -> None:
    """Greater Durability of Treaties: "A treaty paid for this way will only be broken if, during a roll
    in the Enemy Invasions phase, the number "2" comes up on 3 or 4 dice." """
    state = at_invasions(boze, 1, [2, 2, 4, 6])
    state.treaty, state.treaty_breaks_on = "muscovy", 3
    run(boze, state)
    assert state.treaty == "muscovy" and state.enemy_fields["muscovy"].dice == 2
    assert "muscovy" not in state.provinces["lithuania"].enemies

    state = at_invasions(boze, 1, [2, 2, 2, 6])
    state.treaty, state.treaty_breaks_on = "muscovy", 3
    run(boze, state)
    assert state.treaty is None and state.enemy_fields["muscovy"].dice == 0
    assert state.provinces["lithuania"].enemies["muscovy"] > 0


def test_turn_two_sixes_rebel_cossacks_from_ukraine_then_the_field_then_are_ignored(boze: BozeGame) -> None:
    """Phase Eleven b): "If there are no Cossack units in Ukraine, take them from the Cossacks field. If
    more "6"s are rolled than there are Cossack units, ignore any further "6" results." """
    state = at_invasions(boze, 2, [6, 6, 6, 6])
    state.provinces["ukraine"].cossacks = 1
    state.cossacks_field = 1
    events = run(boze, state)
    assert state.enemy_fields["tatars"].cossacks == 2
    assert state.provinces["ukraine"].cossacks == 0 and state.cossacks_field == 0
    assert [e.msg.key for e in events if e.msg.key.startswith("boze.enemy_invasions.cossack")] == [
        "boze.enemy_invasions.cossack_ukraine",
        "boze.enemy_invasions.cossack_field",
        "boze.enemy_invasions.cossack_none",
        "boze.enemy_invasions.cossack_none",
    ]
    assert params(events, "boze.enemy_invasions.invades")[2]["strength"] == (
        enemies.base_strength(boze.board, state, "tatars") + 2
    )


def test_sixes_are_ignored_outside_turn_two(boze: BozeGame) -> None:
    state = at_invasions(boze, 3, [6, 6, 6, 6])
    state.provinces["ukraine"].cossacks = 2
    state.cossacks_field = 0
    run(boze, state)
    assert state.enemy_fields["tatars"].cossacks == 0 and state.provinces["ukraine"].cossacks == 2


def test_turn_four_five_is_an_orange_die_when_the_ottomans_hold_the_habsburg_field(boze: BozeGame) -> None:
    """Events, Exception: "If in the fourth turn of the game the Habsburg Empire enemy field is controlled
    by the Ottoman Empire ... every "5" rolled on the dice results in an orange enemy die ... appearing
    on that field." The Ottoman Empire: "the Ottoman Empire's strength is 10 on the Ottoman Empire
    enemy field and 10 on the Habsburg Empire enemy field (in addition to up to two further orange
    dice that remained ...)"; "all purple arrows and markings ... treated as if they were orange"."""
    state = at_invasions(boze, 4, [5, 6, 6, 6])
    blue, _white, red = (seat_of(state, h) for h in HOUSES)
    habsburg = state.enemy_fields["habsburg"]
    habsburg.ottoman = 2
    habsburg.players[blue] = 4
    state.enemy_fields["ottoman"].players[red] = 6
    state.provinces["great"].markers = 2
    events = run(boze, state)
    assert habsburg.ottoman == 3 and habsburg.dice == 0 and habsburg.markers == 0
    assert params(events, "boze.enemy_invasions.invades")[-1] == {
        "enemy": "the Ottoman Empire",
        "strength": 10,
        "polish": 6,
        "province": "Little Poland",
        "count": 4,
    }
    assert params(events, "boze.enemy_invasions.from_habsburg") == [
        {"strength": 13, "polish": 4, "province": "Great Poland", "count": 9}
    ]
    great = state.provinces["great"]
    assert great.enemies == {"ottoman": 9} and great.markers == 0 and great.invaded
    assert state.provinces["little"].enemies == {"ottoman": 4}


def test_four_player_turn_four_occupied_strength_is_thirteen(boze: BozeGame) -> None:
    """Four-Player Variant: "the Ottoman Empire's strength is 13 on the Ottoman Empire enemy field and 13
    on the Habsburg Empire enemy field"."""
    state = at_invasions(boze, 4, [1, 1, 2, 2], seats=4)
    state.enemy_fields["habsburg"].ottoman = 1
    events = run(boze, state)
    assert params(events, "boze.enemy_invasions.invades")[-1]["strength"] == 13
    assert params(events, "boze.enemy_invasions.from_habsburg")[0]["strength"] == 14


def test_turn_four_habsburgs_invade_with_purple_dice(boze: BozeGame) -> None:
    """The Habsburg Empire: political penetration only "For the first three turns of the game"."""
    state = at_invasions(boze, 4, [5, 1, 1, 2])
    events = run(boze, state)
    habsburg = state.enemy_fields["habsburg"]
    assert habsburg.dice == 1 and habsburg.markers == 0
    strength = enemies.base_strength(boze.board, state, "habsburg") + 1
    assert params(events, "boze.enemy_invasions.invades")[-1]["strength"] == strength
    assert state.provinces["great"].enemies == {"habsburg": strength}


def test_the_ottomans_in_turn_four_alone_have_strength_three(boze: BozeGame) -> None:
    state = at_invasions(boze, 4, [1, 1, 2, 2])
    events = run(boze, state)
    ottoman = [p for p in params(events, "boze.enemy_invasions.invades") if p["enemy"] == "the Ottoman Empire"]
    assert ottoman[0]["strength"] == 3


# --- arrival ----------------------------------------------------------------------------------------


def test_markers_entering_a_province_with_enemy_dice_are_eliminated(boze: BozeGame) -> None:
    """The Habsburg Empire: "Influence markers are eliminated immediately if they enter a province that
    already contains enemy dice (e.g. in the case of Swedish occupation of Great Poland). In this
    situation, no Polish player dice are discarded." """
    state = at_invasions(boze, 2, [1, 1, 2, 3])
    blue = seat_of(state, "potocki")
    great = state.provinces["great"]
    great.enemies = {"black": 2}
    great.dice[blue] = 3
    events = run(boze, state)
    assert great.dice[blue] == 3 and great.markers == 0 and great.enemies == {"black": 2}
    assert params(events, "boze.markers.eliminated") == [{"count": 4, "province": "Great Poland"}]


def test_more_markers_than_player_dice_stay_in_the_province(boze: BozeGame) -> None:
    """The Habsburg Empire: "If there are more influence markers than player dice in Great Poland ...
    place the remaining Habsburg influence markers in that province." """
    state = at_invasions(boze, 2, [1, 1, 2, 3])
    white = seat_of(state, "radziwill")
    great = state.provinces["great"]
    great.dice[white] = 1
    great.markers = 1
    run(boze, state)
    assert great.dice[white] == 0 and great.markers == 1 + 3


def test_enemy_dice_entering_remove_markers_then_defenders_hit_then_enemies_cancel(boze: BozeGame) -> None:
    """Phase Eleven: "The first effect of placing enemy dice in a province is the removal of any Habsburg
    influence markers from it ... only hits exceeding the number of enemy dice entering the province
    are directed against enemy dice already present ... If dice of another enemy are present ... they
    destroy each other, one for one ... only after the defensive action"."""
    state = at_invasions(boze, 2, [])
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    great = state.provinces["great"]
    great.markers = 2
    great.enemies = {"black": 3}
    great.armies[blue] = Army(infantry=1)
    great.armies[white] = Army(cavalry=1, artillery=1)
    state.rng = ScriptedRng(0, [5, 3])  # blue's infantry hits; white's cavalry 3 + 1 artillery hits
    events = arrival.arrive(boze.board, state, "great", "muscovy", 4)
    assert great.markers == 0
    assert params(events, "boze.arrival.hits") == [{"hits": 2, "entering": 2, "present": 0}]
    assert great.enemies == {"black": 1}, "two Muscovite dice and two Swedish dice destroy each other"
    assert great.invaded

    state.rng = ScriptedRng(0, [6, 6])  # two hits against one entering die: one more on the dice there
    great.enemies = {"black": 1, "muscovy": 2}
    events = arrival.arrive(boze.board, state, "great", "muscovy", 1)
    assert params(events, "boze.arrival.hits") == [{"hits": 2, "entering": 1, "present": 1}]
    assert great.enemies == {"black": 1, "muscovy": 1}
    assert events[-1].msg.key == "boze.arrival.repelled"


def test_a_defender_rolling_one_is_lost_and_cossacks_return_to_their_field(boze: BozeGame) -> None:
    """Phase Ten: "If a player rolls a "1" for the attack of a given unit, that unit has been destroyed
    ... Eliminated Cossack units are placed on the "Cossacks" field." Cossacks in Ukraine defend with
    the players' troops there, with the artillery's +1."""
    state = at_invasions(boze, 2, [])
    blue = seat_of(state, "potocki")
    ukraine = state.provinces["ukraine"]
    ukraine.armies[blue] = Army(infantry=1, cavalry=1, artillery=1)
    ukraine.cossacks = 2
    state.cossacks_field = 0
    state.rng = ScriptedRng(0, [1, 3, 1, 3])  # infantry 1 lost; cavalry 3+1 hits; Cossacks 1 lost, 3+1 hits
    events = arrival.arrive(boze.board, state, "ukraine", "tatars", 3)
    assert ukraine.armies[blue] == Army(cavalry=1, artillery=1)
    assert ukraine.cossacks == 1 and state.cossacks_field == 1
    assert ukraine.enemies == {"tatars": 1}
    lines = texts(boze, state, events)
    assert "Potocki (blue) defends Ukraine and rolls 1, 3: hits 1, 1 infantry lost to a 1." in lines
    assert (
        "The Cossacks in Ukraine defend and roll 1, 3: hits 1, 1 Cossack (back to the Cossacks field) lost to a 1."
        in (lines)
    )


def test_cossacks_without_player_troops_do_not_defend(boze: BozeGame) -> None:
    state = at_invasions(boze, 2, [])
    state.provinces["ukraine"].cossacks = 2
    events = arrival.arrive(boze.board, state, "ukraine", "tatars", 3)
    assert not [e for e in events if e.kind == "roll"]
    assert state.provinces["ukraine"].enemies == {"tatars": 3}


def test_an_invasion_is_limited_by_the_dice_left(boze: BozeGame) -> None:
    """Components: 25 brown enemy dice; the enemy's own dice on its field may be used."""
    state = at_invasions(boze, 1, [3, 3, 6, 6])
    state.provinces["little"].enemies = {"tatars": 22}  # the Ottomans reach Little Poland only after
    events = run(boze, state)
    # Two dice on the field, one in the supply: three enter Ukraine.
    assert state.provinces["ukraine"].enemies == {"tatars": 3}
    assert state.enemy_fields["tatars"].dice == 0
    short = params(events, "boze.enemy_invasions.short")
    assert short == [
        {"placed": 3, "wanted": enemies.base_strength(boze.board, state, "tatars") + 2, "enemy": "the Tatars"}
    ]
