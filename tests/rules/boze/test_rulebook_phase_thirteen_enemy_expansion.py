"""Phase Thirteen: Enemy Expansion.

The phase is automatic, so each test runs only its automatic part (``run``): ``boze.advance`` would
carry on through the phases after it.
"""

from __future__ import annotations

from rules.boze import BozeGame, enemies
from rules.boze.state import Army, BozeState
from rules.core.decision import Event
from rules.core.messages import CATALOGUE

from .helpers import ScriptedRng, at_phase, seat_of

HOUSES = ["potocki", "radziwill", "sapieha"]


def at_expansion(boze: BozeGame, turn: int, faces: list[int] | None = None, hetman: str = "potocki") -> BozeState:
    """Phase Thirteen about to begin in ``turn``: no dice anywhere, the dice scripted."""
    state = at_phase(boze, "enemy_expansion", houses=HOUSES, turn=turn)
    state.mace = seat_of(state, hetman)
    state.rng = ScriptedRng(0, list(faces or []))
    return state


def run(boze: BozeGame, state: BozeState) -> list[Event]:
    """The phase's automatic part, as ``Flow.advance`` runs it; the phase then waits for nothing."""
    phase = boze.flow.current(state)
    assert phase.key == "enemy_expansion"
    state.begun = True
    events = phase.begin(state)
    assert phase.decisions(state) == ()
    assert isinstance(state.rng, ScriptedRng) and state.rng.faces == [], "every scripted die is rolled"
    return events


def texts(boze: BozeGame, state: BozeState, events: list[Event]) -> list[str]:
    return [CATALOGUE.format(e.msg, lambda s: boze.seat_name(state, s)) for e in events]


def params(events: list[Event], key: str) -> list[dict[str, object]]:
    return [dict(e.msg.params) for e in events if e.msg.key == key]


def test_swedish_deluge(boze: BozeGame) -> None:
    """Phase Thirteen example: "The Swedes invaded Prussia in the second turn of the game. The difference
    between the number of Swedish dice and player dice is four, in Sweden's favor. In the Enemy
    Expansion phase, four Swedish enemy dice must be placed in the provinces neighboring Prussia —
    Lithuania and Great Poland. The blue player's troops standing in Lithuania carry out one defensive
    action — they manage to score one hit and remove one Swedish die. Next, further expansions are
    resolved. Three Tatar enemy dice move from Ukraine into Lithuania. The blue units defend again; one
    hit results in the removal of one Tatar die. The Swedish and Tatar dice cancel each other out. Both
    Tatar dice and two Swedish dice must be discarded. At the end of the phase, one Sweden enemy die
    remains in Lithuania."

    End of Turn, continued: "The number of Swedish dice in Prussia is reduced to one, because there is
    only one Polish player die there" (so five Swedish dice stand in Prussia); Plundering: "In
    Lithuania there is one enemy die and three player dice ... In Great Poland the difference between
    the number of dice is one" (three player dice there).
    """
    # Blue's infantry and cavalry in Lithuania: 5, 2 (one hit) against the Swedes, 3, 4 (one hit) against the Tatars.
    state = at_expansion(boze, 2, [5, 2, 3, 4])
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    prussia, lithuania, ukraine, great = (state.provinces[k] for k in ("prussia", "lithuania", "ukraine", "great"))
    prussia.enemies = {"black": 5}
    prussia.dice[white] = 1
    lithuania.dice[blue], lithuania.dice[red], lithuania.dice[white] = 1, 1, 1
    lithuania.armies[blue] = Army(infantry=1, cavalry=1)
    great.dice[red] = 3
    ukraine.enemies = {"tatars": 3}

    events = run(boze, state)

    assert params(events, "boze.enemy_expansion.spreads")[0] == {
        "enemy": "Sweden",
        "enemy_dice": 5,
        "player_dice": 1,
        "province": "Prussia",
        "count": 4,
        "targets": ["Lithuania", "Great Poland"],
    }
    assert prussia.enemies == {"black": 5}, "expansion dice come from outside the board"
    assert [e.dice for e in events if e.kind == "roll"] == [(5, 2), (3, 4)]
    assert params(events, "boze.arrival.cancel") == [{"count": 2, "enemy": "the Tatars", "province": "Lithuania"}]
    assert lithuania.enemies == {"black": 1} and lithuania.invaded
    assert great.enemies == {"black": 4} and great.invaded
    assert sum(lithuania.dice) == 3 and sum(great.dice) == 3, "expansion discards no player dice"
    lines = texts(boze, state, events)
    assert "Potocki (blue) defends Lithuania and rolls 5, 2: hits 1." in lines
    assert "Potocki (blue) defends Lithuania and rolls 3, 4: hits 1." in lines
    assert "2 dice of the Tatars and 2 of other enemies in Lithuania destroy each other." in lines


def test_relief_of_vienna_expansion(boze: BozeGame) -> None:
    """Expansion of the Ottoman Empire from the Habsburg Empire Enemy Field, continuing the Relief of
    Vienna: "There are four Turkish enemy dice on the Habsburg Empire enemy field. Two of them are tied
    down by the two notional Habsburg dice, so the expansion into Great Poland is carried out with a
    strength of two Ottoman Empire enemy dice." """
    state = at_expansion(boze, 3)
    state.enemy_fields["habsburg"].ottoman = 4
    state.provinces["great"].dice[seat_of(state, "sapieha")] = 1
    events = run(boze, state)
    assert params(events, "boze.enemy_expansion.vienna") == [{"count_there": 4, "count": 2, "province": "Great Poland"}]
    great = state.provinces["great"]
    assert great.enemies == {"ottoman": 2} and great.invaded
    assert state.enemy_fields["habsburg"].ottoman == 4, "the dice on the field stay there"


def test_two_ottoman_dice_on_the_habsburg_field_do_not_expand(boze: BozeGame) -> None:
    state = at_expansion(boze, 3)
    state.enemy_fields["habsburg"].ottoman = 2
    events = run(boze, state)
    assert [e.msg.key for e in events] == ["boze.enemy_expansion.vienna_held"]
    assert state.provinces["great"].enemies == {}


def test_turn_four_the_occupied_field_does_not_expand_again_but_its_invasion_does(boze: BozeGame) -> None:
    """Reading: the minus-two expansion is the turn-3 rule; in turn 4 the occupied field has invaded Great
    Poland in Phase Eleven, and those orange dice spread along the purple arrows "treated as if they
    were orange"."""
    state = at_expansion(boze, 4)
    state.enemy_fields["habsburg"].ottoman = 4
    great = state.provinces["great"]
    great.enemies = {"ottoman": 5}
    great.dice[seat_of(state, "radziwill")] = 2
    events = run(boze, state)
    assert params(events, "boze.enemy_expansion.vienna") == []
    assert great.enemies == {"ottoman": 5}
    for key in enemies.enemy(boze.board, "habsburg").expands_to.value:
        assert state.provinces[key].enemies == {"ottoman": 3}


def test_an_enemy_does_not_expand_where_it_already_stands(boze: BozeGame) -> None:
    """Relief of Vienna (Phase Thirteen's note): "An enemy does not expand into a province in which it
    already has enemy dice." """
    state = at_expansion(boze, 2)
    state.provinces["prussia"].enemies = {"black": 3}
    state.provinces["lithuania"].enemies = {"black": 1}
    events = run(boze, state)
    assert state.provinces["lithuania"].enemies == {"black": 1}
    assert state.provinces["great"].enemies == {"black": 3}
    assert params(events, "boze.enemy_expansion.already") == [{"enemy": "Sweden", "province": "Lithuania"}]


def test_no_expansion_when_the_player_dice_are_enough(boze: BozeGame) -> None:
    """Phase Thirteen: "If the number of enemy dice in a province is greater than the number of player
    dice remaining in it, the enemy dice will expand"; otherwise they do not."""
    state = at_expansion(boze, 2)
    state.provinces["prussia"].enemies = {"black": 2}
    state.provinces["prussia"].dice[seat_of(state, "potocki")] = 2
    events = run(boze, state)
    assert state.provinces["lithuania"].enemies == {} and state.provinces["great"].enemies == {}
    assert params(events, "boze.enemy_expansion.contained") == [
        {"enemy": "Sweden", "enemy_dice": 2, "player_dice": 2, "province": "Prussia"}
    ]


def test_nothing_expands_on_an_empty_board(boze: BozeGame) -> None:
    state = at_expansion(boze, 1)
    events = run(boze, state)
    assert [e.msg.key for e in events] == ["boze.enemy_expansion.none"]


def test_short_supply_splits_the_expansion_evenly_odd_die_at_random(boze: BozeGame) -> None:
    """Phase Thirteen, Note: "dice (markers) already on an enemy field may be used to mark an expansion. If
    even these run out, the dice (markers) carrying out the expansion should be divided so that each of
    the two provinces is attacked with equal strength (an odd die, if any, is assigned randomly)." """
    state = at_expansion(boze, 2, [2])  # the odd die goes to the second province, Great Poland
    state.provinces["prussia"].enemies = {"black": 20}
    state.provinces["prussia"].dice[seat_of(state, "potocki")] = 10
    events = run(boze, state)
    assert state.provinces["lithuania"].enemies == {"black": 2}
    assert state.provinces["great"].enemies == {"black": 3}
    assert enemies.supply_left(boze.board, state, "black") == 0
    assert params(events, "boze.enemy_expansion.split") == [
        {"available": 5, "wanted": 20, "targets": ["Lithuania", "Great Poland"]}
    ]
    assert params(events, "boze.enemy_expansion.odd") == [{"face": 2, "province": "Great Poland"}]


def test_dice_on_the_enemy_field_may_be_used_for_an_expansion(boze: BozeGame) -> None:
    state = at_expansion(boze, 2)
    state.provinces["prussia"].enemies = {"black": 17}
    state.provinces["prussia"].dice[seat_of(state, "potocki")] = 13
    state.enemy_fields["black"].dice = 3  # 25 - 17 - 3 = 5 in the supply, 3 on the field: 8 for 4 + 4
    events = run(boze, state)
    assert state.provinces["lithuania"].enemies == {"black": 4} and state.provinces["great"].enemies == {"black": 4}
    assert state.enemy_fields["black"].dice == 0
    assert params(events, "boze.enemy_expansion.split") == []


def test_habsburg_markers_expand_eliminated_where_enemy_dice_stand(boze: BozeGame) -> None:
    """Expansion of Habsburg Influence Markers: "they are eliminated immediately if they enter a province
    that already contains dice of other enemies. In this situation, no Polish player dice are discarded.
    If there are no other enemy dice in the province ... first discard the appropriate number of player
    dice from the province being expanded into, then place any remaining influence markers"."""
    state = at_expansion(boze, 2, hetman="radziwill")
    blue, _white, red = (seat_of(state, h) for h in HOUSES)
    great = state.provinces["great"]
    great.markers = 4
    great.dice[red] = 1
    targets = enemies.enemy(boze.board, "habsburg").expands_to.value
    assert targets == ["prussia", "little"]  # placeholder arrows (boze_data.md §5)
    prussia, little = state.provinces["prussia"], state.provinces["little"]
    prussia.enemies = {"muscovy": 1}
    prussia.dice[blue] = 2
    little.dice[blue], little.dice[red] = 1, 1
    events = run(boze, state)
    assert params(events, "boze.enemy_expansion.markers")[0]["count"] == 3
    assert prussia.markers == 0 and prussia.dice[blue] == 2, "eliminated: no player dice discarded"
    assert little.dice[blue] == 0 and little.dice[red] == 0 and little.markers == 1
    assert great.markers == 4, "markers placed are new ones, as dice are"
    assert not little.invaded, "markers are not enemy dice"
    lines = texts(boze, state, events)
    assert "Player dice discarded from Little Poland, one per marker: Sapieha (red): 1, Potocki (blue): 1." in lines


def test_habsburg_markers_do_not_expand_where_markers_stand(boze: BozeGame) -> None:
    state = at_expansion(boze, 1)
    great = state.provinces["great"]
    great.markers = 3
    state.provinces["little"].markers = 1
    run(boze, state)
    assert state.provinces["little"].markers == 1 and state.provinces["prussia"].markers == 3


def test_markers_do_not_expand_after_vienna_or_in_turn_four(boze: BozeGame) -> None:
    """Reading: only a political Habsburg Empire spreads influence (turns 1-3, its field not occupied)."""
    for turn, occupied in ((3, 2), (4, 0)):
        state = at_expansion(boze, turn)
        state.enemy_fields["habsburg"].ottoman = occupied
        state.provinces["great"].markers = 3
        run(boze, state)
        assert state.provinces["prussia"].markers == 0 and state.provinces["little"].markers == 0
