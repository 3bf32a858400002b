"""Phase Sixteen: End of Turn."""

from __future__ import annotations

from rules.boze import BozeGame
from rules.boze.state import Army, BozeState

from .helpers import at_phase, seat_of

HOUSES = ["sapieha", "radziwill", "potocki"]


def end_turn(boze: BozeGame, state: BozeState) -> BozeState:
    boze.flow.phases["end_of_turn"].begin(state)
    return state


def at_end_of_turn(boze: BozeGame, turn: int) -> BozeState:
    state = at_phase(boze, "end_of_turn", houses=HOUSES, turn=turn)
    for province in state.provinces.values():
        province.dice = [0] * state.seats
    return state


def test_phase_sixteen_swedish_deluge_example(boze: BozeGame) -> None:
    """Phase Sixteen, continuing the example (Swedish Deluge): "The number of Swedish dice in Prussia is
    reduced to one, because there is only one Polish player die there. Swedish strength in Great Poland
    is reduced to three dice; in Lithuania it remains unchanged." (After Plundering: Prussia four more
    Swedish dice than player dice, Great Poland one more, Lithuania one Swedish die against three
    player dice.)"""
    state = at_end_of_turn(boze, turn=2)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.provinces["prussia"].enemies = {"black": 5}
    state.provinces["prussia"].dice[white] = 1
    state.provinces["great"].enemies = {"black": 4}
    state.provinces["great"].dice[red] = 2
    state.provinces["great"].dice[blue] = 1
    state.provinces["lithuania"].enemies = {"black": 1}
    state.provinces["lithuania"].dice[blue] = 3
    end_turn(boze, state)
    assert state.provinces["prussia"].enemies == {"black": 1}
    assert state.provinces["great"].enemies == {"black": 3}
    assert state.provinces["lithuania"].enemies == {"black": 1}
    assert state.provinces["great"].dice[red] == 2 and state.provinces["great"].dice[blue] == 1


def test_phase_sixteen_no_player_dice_means_no_enemy_dice_stay(boze: BozeGame) -> None:
    state = at_end_of_turn(boze, turn=1)
    state.provinces["ukraine"].enemies = {"tatars": 2}
    end_turn(boze, state)
    assert state.provinces["ukraine"].enemies == {}


def test_phase_sixteen_the_largest_enemy_group_is_reduced_first(boze: BozeGame) -> None:
    """Reading: with several enemies in a province, dice come off the largest group first."""
    state = at_end_of_turn(boze, turn=1)
    state.provinces["lithuania"].enemies = {"black": 3, "tatars": 2}
    state.provinces["lithuania"].dice[0] = 2
    end_turn(boze, state)
    assert state.provinces["lithuania"].enemies == {"tatars": 2}


def test_phase_sixteen_influence_tokens_return_at_the_end_of_the_second_turn(boze: BozeGame) -> None:
    """Phase Sixteen: "If this is the end of the second turn, players recover all twelve of their own
    influence tokens." Not at the end of the first."""
    state = at_end_of_turn(boze, turn=2)
    for player in state.players:
        player.tokens = []
    end_turn(boze, state)
    assert all(sorted(p.tokens) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5] for p in state.players)
    first = at_end_of_turn(boze, turn=1)
    for player in first.players:
        player.tokens = [0, 1, 2, 3, 4, 5]
    end_turn(boze, first)
    assert all(p.tokens == [0, 1, 2, 3, 4, 5] for p in first.players)


def test_phase_sixteen_at_most_two_orange_dice_stay_on_the_habsburg_field_after_turn_three(boze: BozeGame) -> None:
    """Phase Sixteen: "Exception: If, at the end of the third turn, there are orange enemy dice (Ottoman
    Empire) on the Habsburg Empire enemy field, at most two orange enemy dice remain on that field." """
    state = at_end_of_turn(boze, turn=3)
    state.enemy_fields["habsburg"].ottoman = 4
    state.enemy_fields["habsburg"].dice = 1
    end_turn(boze, state)
    assert state.enemy_fields["habsburg"].ottoman == 2
    assert state.enemy_fields["habsburg"].dice == 0
    one = at_end_of_turn(boze, turn=3)
    one.enemy_fields["habsburg"].ottoman = 1
    end_turn(boze, one)
    assert one.enemy_fields["habsburg"].ottoman == 1
    later = at_end_of_turn(boze, turn=2)
    later.enemy_fields["habsburg"].ottoman = 3
    end_turn(boze, later)
    assert later.enemy_fields["habsburg"].ottoman == 0


def test_phase_sixteen_a_whole_turns_pieces_are_cleared(boze: BozeGame) -> None:
    """Phase Sixteen housekeeping: player dice off the enemy fields, discs out of the Sejm, enemy dice
    off the enemy fields, private armies out of the provinces, the Royal Army back on the coat of arms,
    the treaty removed. Players keep their dice in provinces; Habsburg markers carry over. Reading:
    every Cossack token goes back to the Cossacks field."""
    state = at_end_of_turn(boze, turn=1)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].dice[red] = 3
    state.provinces["ukraine"].armies[red] = Army(infantry=2, cavalry=1)
    state.provinces["ukraine"].cossacks = 1
    state.provinces["ukraine"].invaded = True
    state.provinces["great"].markers = 2
    state.provinces["great"].dice[blue] = 2
    state.cossacks_field = 0
    tatars = state.enemy_fields["tatars"]
    tatars.players[white] = 3
    tatars.king = 2
    tatars.dice = 4
    tatars.cossacks = 1
    state.enemy_fields["habsburg"].markers = 3
    state.sejm = {"prussia": red, "ukraine": white}
    state.royal_army = Army(infantry=3, cavalry=2)
    state.treaty = "muscovy"
    state.treaty_breaks_on = 3
    state.town_built = True
    state.special = {red: 2}
    state.relief_free = True
    state.queue = [red]
    state.passed = [white]
    state.cycle = 2
    end_turn(boze, state)
    assert state.provinces["ukraine"].dice[red] == 3, "players keep their dice in provinces"
    assert state.provinces["great"].markers == 2, "Habsburg influence markers carry over"
    assert state.provinces["great"].enemies == {}
    assert all(a == Army() for p in state.provinces.values() for a in p.armies)
    assert all(p.cossacks == 0 and not p.invaded for p in state.provinces.values())
    assert state.cossacks_field == 2
    for field in state.enemy_fields.values():
        assert field.players == [0, 0, 0] and field.king == 0 and field.dice == 0
        assert field.markers == 0 and field.cossacks == 0 and field.ottoman == 0
    assert state.sejm == {}
    assert state.royal_army == Army()
    assert state.treaty is None and state.treaty_breaks_on == 2
    assert not state.town_built and state.special == {} and not state.relief_free
    assert state.queue == [] and state.passed == [] and state.cycle == 0


def test_phase_sixteen_then_the_next_turn_begins(boze: BozeGame) -> None:
    """Phase Sixteen: "Move the pawn to the next field of the Commonwealth track." (The flow's work.)"""
    state = at_end_of_turn(boze, turn=2)
    boze.advance(state)
    assert state.turn == 3 and state.phase == "noble_clientele"
    last = at_end_of_turn(boze, turn=4)
    boze.advance(last)
    assert last.finished and last.phase == "end_of_game"
