"""Phase Eight: Special Actions — the eight actions, their limits and the two cycles."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.boze import BozeGame
from rules.boze.phases.special_actions import Colleges, MoveDice, Treaty
from rules.boze.state import BozeState, Estate, free_discs
from rules.core import serial
from rules.core.decision import Decision, Event, Steps
from rules.core.errors import IllegalAction, MalformedAction
from rules.core.messages import CATALOGUE

from .helpers import ScriptedRng, at_phase, seat_of

PHASE = "special_actions"
PROVINCES = ("prussia", "lithuania", "ukraine", "little", "great")


def special(
    boze: BozeGame,
    houses: tuple[str, ...] = ("sapieha", "radziwill", "potocki"),
    *,
    turn: int = 1,
    hetman: str | None = None,
    dice: dict[str, dict[str, int]] | None = None,
    gold: dict[str, int] | None = None,
    options: dict[str, bool] | None = None,
    idle: bool = True,
) -> BozeState:
    """A bare board at Phase Eight: no estates, no Sejm discs, no dice but ``dice`` (house → province
    → count), ``gold`` where given; the Hetman (first to act) is ``hetman`` or the first house.

    With ``idle`` every house not named in ``dice`` gets one die in Little Poland, so it can still act
    and the phase does not end (and run on into the next phases) after the action a test looks at."""
    state = at_phase(boze, PHASE, seats=len(houses), houses=list(houses), turn=turn)
    for p in state.provinces.values():
        p.estates = []
        p.dice = [0] * state.seats
        p.wealth = 3
    state.sejm = {}
    for house, counts in (dice or {}).items():
        for province, n in counts.items():
            state.provinces[province].dice[seat_of(state, house)] = n
    for house in houses:
        if idle and house not in (dice or {}):
            state.provinces["little"].dice[seat_of(state, house)] = 1
    for house, amount in (gold or {}).items():
        state.players[seat_of(state, house)].gold = amount
    state.options.update(options or {})
    state.mace = seat_of(state, hetman or houses[0])
    return state


def begin(boze: BozeGame, state: BozeState) -> list[Event]:
    return boze.advance(state)


def to_act(boze: BozeGame, state: BozeState) -> int:
    decision = boze.decisions(state)[0]
    assert decision.key == "special_actions.action"
    return decision.seats[0]


def text(boze: BozeGame, state: BozeState, events: list[Event]) -> list[str]:
    return [CATALOGUE.format(e.msg, lambda s: boze.seat_name(state, s)) for e in events]


def refused(boze: BozeGame, state: BozeState, seat: int, action: str, match: str) -> IllegalAction:
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match=match) as info:
        boze.apply(state, seat, action)
    assert serial.dumps(state) == before, "a refused action changes nothing"
    return info.value


def offered(boze: BozeGame, state: BozeState, words: list[str]) -> list[str]:
    seat = to_act(boze, state)
    form = boze.decisions(state)[0].forms[seat]
    assert isinstance(form, Steps)
    return [c.text for c in form.after(words).choices]


# --- Gdańsk ----------------------------------------------------------------------------------


def test_gdansk_example(boze: BozeGame) -> None:
    """Gdańsk example: "A player performs the Gdańsk special action and discards one of his player dice
    from Prussia. The estate wealth disc in Prussia is on field "3" of the province wealth track, so
    the player receives 6 gold from the treasury." (No estate in Prussia needed.)"""
    state = special(boze, dice={"sapieha": {"prussia": 2}}, gold={"sapieha": 4})
    red = seat_of(state, "sapieha")
    state.provinces["prussia"].wealth = 3
    begin(boze, state)
    assert "gdansk" in offered(boze, state, [])
    t = boze.apply(state, red, "gdansk")
    assert t.state.players[red].gold == 10
    assert t.state.provinces["prussia"].dice[red] == 1
    assert t.state.special[red] == 1
    assert "twice Prussia's wealth 3 is 6 zł" in text(boze, t.state, t.events)[0]


def test_gdansk_needs_a_die_in_prussia(boze: BozeGame) -> None:
    state = special(boze, dice={"sapieha": {"ukraine": 1}})
    begin(boze, state)
    assert "gdansk" not in offered(boze, state, [])
    refused(boze, state, seat_of(state, "sapieha"), "gdansk", "no player die in Prussia")


# --- Diplomacy -------------------------------------------------------------------------------


def diplomacy(
    boze: BozeGame, houses: tuple[str, ...] = ("sapieha", "radziwill", "potocki"), **kwargs: Any
) -> tuple[BozeState, int]:
    """The first house (Sapieha, red), Hetman, with two dice in Lithuania and a Sejm disc on the Prussia
    field; the next seat holds the Lithuania field."""
    state = special(boze, houses, **kwargs)
    red = seat_of(state, houses[0])
    state.provinces["lithuania"].dice[red] = 2
    state.sejm = {"prussia": red, "lithuania": (red + 1) % state.seats}
    return state, red


def test_diplomacy_example(boze: BozeGame) -> None:
    """Diplomacy example: "During the first turn of the game, Sapieha (red) decides he wants to conclude
    a treaty with Muscovy. The player removes one of his player dice from Lithuania, and one of his own
    discs from the Sejm. He then rolls one die and gets a result of "5". The player must therefore pay
    seven gold to the treasury. Note that the disc removed by the player from the Sejm does not have to
    come from the "Lithuania" Sejm field." """
    state, red = diplomacy(boze, turn=1, gold={"sapieha": 10})
    begin(boze, state)
    state.rng = ScriptedRng(0, [5])
    t = boze.apply(state, red, "treaty muscovy")
    after = t.state
    assert after.players[red].gold == 3
    assert after.provinces["lithuania"].dice[red] == 1
    assert "prussia" not in after.sejm and after.sejm == {"lithuania": (red + 1) % 3}
    assert after.treaty == "muscovy" and after.treaty_breaks_on == 2
    rolls = [e for e in t.events if e.kind == "roll"]
    assert [e.dice for e in rolls] == [(5,)]
    assert "Sapieha (red) rolls 5: the treaty with Muscovy costs 7 zł." in text(boze, after, rolls)


def test_diplomacy_failed_payment(boze: BozeGame) -> None:
    """Diplomacy: "The player must pay the determined amount, and if he is unable to, the treaty is not
    concluded (the used player die and Sejm disc are not returned to the player, and the player also
    pays the treasury all the money he has)." """
    state, red = diplomacy(boze, gold={"sapieha": 4})
    begin(boze, state)
    state.rng = ScriptedRng(0, [4])
    t = boze.apply(state, red, "treaty muscovy")
    after = t.state
    assert after.players[red].gold == 0
    assert after.provinces["lithuania"].dice[red] == 1 and "prussia" not in after.sejm
    assert after.treaty is None
    assert "cannot pay 6 zł" in text(boze, after, t.events)[-1]
    # the treaty was not concluded, so another player may still try this turn
    white = to_act(boze, after)
    after.provinces["lithuania"].dice[white] = 1
    after.sejm["ukraine"] = white
    after.players[white].gold = 9
    after.rng = ScriptedRng(0, [1])
    assert boze.apply(after, white, "treaty muscovy").state.treaty == "muscovy"


def test_greater_durability_of_treaties_example(boze: BozeGame) -> None:
    """Greater Durability of Treaties example: "Leszczyński (yellow), who has only 8 gold ... wants to
    conclude a treaty with Muscovy. The player removes one of his own player dice from Lithuania and
    removes one of his own discs from the Sejm. He then declares that he will pay 4 gold for the treaty
    and rolls a die ..., getting a result of "1". The player therefore pays 5 gold in total ... A treaty
    paid for this way will only be broken if ... the number "2" comes up on 3 or 4 dice." """
    houses = ("leszczynski", "sapieha", "potocki")
    state, yellow = diplomacy(boze, houses=houses, gold={"leszczynski": 8}, options={"durable_treaties": True})
    begin(boze, state)
    assert offered(boze, state, ["treaty", "muscovy"]) == ["2", "4", "6"]
    state.rng = ScriptedRng(0, [1])
    t = boze.apply(state, yellow, "treaty muscovy 4")
    after = t.state
    assert after.players[yellow].gold == 3
    assert after.treaty == "muscovy" and after.treaty_breaks_on == 3
    assert after.provinces["lithuania"].dice[yellow] == 1 and "prussia" not in after.sejm
    said = text(boze, after, t.events)
    assert any("declares 4 zł" in line for line in said)
    assert "breaks if 3 or more dice show 2" in said[-1]


@pytest.mark.parametrize("roll", [5, 6])
def test_greater_durability_failed_roll(boze: BozeGame, roll: int) -> None:
    """Same example: "if the roll had been a 5 or 6, the attempt to conclude the treaty would have failed,
    and the player would have lost his Sejm disc, his player die, and all the money he had." """
    houses = ("leszczynski", "sapieha", "potocki")
    state, yellow = diplomacy(boze, houses=houses, gold={"leszczynski": 8}, options={"durable_treaties": True})
    begin(boze, state)
    state.rng = ScriptedRng(0, [roll])
    after = boze.apply(state, yellow, "treaty muscovy 4").state
    assert after.players[yellow].gold == 0
    assert after.treaty is None and after.treaty_breaks_on == 2
    assert after.provinces["lithuania"].dice[yellow] == 1 and "prussia" not in after.sejm


def test_durable_treaty_costs_six_break_on_four(boze: BozeGame) -> None:
    state, red = diplomacy(boze, gold={"sapieha": 12}, options={"durable_treaties": True})
    begin(boze, state)
    state.rng = ScriptedRng(0, [3])
    after = boze.apply(state, red, "treaty muscovy 6").state
    assert after.players[red].gold == 3 and after.treaty_breaks_on == 4


def test_the_declared_cost_belongs_to_the_optional_rule(boze: BozeGame) -> None:
    state, red = diplomacy(boze, gold={"sapieha": 12})
    begin(boze, state)
    assert offered(boze, state, ["treaty", "muscovy"]) == []
    refused(boze, state, red, "treaty muscovy 4", "write `treaty muscovy`")
    state, red = diplomacy(boze, gold={"sapieha": 12}, options={"durable_treaties": True})
    begin(boze, state)
    refused(boze, state, red, "treaty muscovy", "declare the cost")
    refused(boze, state, red, "treaty muscovy 3", "2, 4 or 6")


def test_only_one_treaty_a_turn(boze: BozeGame) -> None:
    """Diplomacy: "Only one treaty can be concluded in a given turn, which is why there is only one gold
    treaty marker in the game." """
    state, red = diplomacy(boze, gold={"sapieha": 10, "radziwill": 10})
    white = seat_of(state, "radziwill")
    state.provinces["prussia"].dice[white] = 1
    state.sejm["ukraine"] = white
    begin(boze, state)
    state.rng = ScriptedRng(0, [1])
    state = boze.apply(state, red, "treaty muscovy").state
    assert to_act(boze, state) == white
    assert "treaty" not in offered(boze, state, [])
    refused(boze, state, white, "treaty black", "already concluded this turn")


def test_treaty_refusals(boze: BozeGame) -> None:
    """Diplomacy: "Treaties may not be concluded with the Ottoman Empire ... with the Habsburgs during the
    first three turns of the game. A treaty with them may be concluded during the fourth turn of the game
    only if they are not occupied by the Ottoman Empire ... A player who has no disc in the Sejm will not
    be able to conclude a treaty." The die comes from the province the enemy's arrow points at."""
    state, red = diplomacy(boze, turn=3, gold={"sapieha": 10})
    for key in PROVINCES:
        state.provinces[key].dice[red] = 1
    begin(boze, state)
    assert offered(boze, state, ["treaty"]) == ["black", "muscovy", "tatars"]
    refused(boze, state, red, "treaty ottoman", "may not be concluded with the Ottoman Empire")
    refused(boze, state, red, "treaty habsburg", "only in the fourth turn")
    state.provinces["great"].dice[red] = 0
    state.provinces["lithuania"].dice[red] = 0
    refused(boze, state, red, "treaty muscovy", "needs a die from Lithuania")
    state.sejm = {}
    refused(boze, state, red, "treaty tatars", "no disc in the Sejm")

    state, red = diplomacy(boze, turn=4, gold={"sapieha": 10})
    state.provinces["great"].dice[red] = 1
    state.enemy_fields["habsburg"].ottoman = 2
    begin(boze, state)
    refused(boze, state, red, "treaty habsburg", "the Ottoman Empire occupies")
    state.enemy_fields["habsburg"].ottoman = 0
    assert "habsburg" in offered(boze, state, ["treaty"])
    state.rng = ScriptedRng(0, [2])
    after = boze.apply(state, red, "treaty habsburgs").state
    assert after.treaty == "habsburg" and after.provinces["great"].dice[red] == 0


def test_restrictions_on_concluding_treaties(boze: BozeGame) -> None:
    """Restrictions on Concluding Treaties: "In the 1st and 2nd turns of the game, players may conclude a
    treaty with the Ottoman Empire, but may not conclude a treaty with the Tatars. In the 3rd and 4th
    turns of the game, the normal rules are restored." """
    for turn in (1, 2):
        state, red = diplomacy(boze, turn=turn, gold={"sapieha": 10}, options={"treaty_restrictions": True})
        state.provinces["ukraine"].dice[red] = 1
        state.provinces["little"].dice[red] = 1
        begin(boze, state)
        assert offered(boze, state, ["treaty"]) == ["muscovy", "ottoman"]
        refused(boze, state, red, "treaty tatars", "no treaty may be concluded with the Tatars")
        state.rng = ScriptedRng(0, [3])
        assert boze.apply(state, red, "treaty ottoman").state.treaty == "ottoman"
    state, red = diplomacy(boze, turn=3, gold={"sapieha": 10}, options={"treaty_restrictions": True})
    state.provinces["ukraine"].dice[red] = 1
    state.provinces["little"].dice[red] = 1
    begin(boze, state)
    assert offered(boze, state, ["treaty"]) == ["muscovy", "tatars"]
    refused(boze, state, red, "treaty ottoman", "Ottoman Empire")


def test_a_treaty_that_cannot_succeed_is_not_offered(boze: BozeGame) -> None:
    """Our reading: with less gold than 2 + 1 no roll lets the player pay, so the form does not offer it."""
    state, _red = diplomacy(boze, gold={"sapieha": 2})
    begin(boze, state)
    assert "treaty" not in offered(boze, state, [])


# --- Moving Player Dice, Liberum Veto --------------------------------------------------------


def test_move_one_die(boze: BozeGame) -> None:
    """Moving Player Dice: "The player performing this action may move one or two of his own player dice
    between provinces ... The player performing this action pays no cost in player dice." """
    state = special(boze, dice={"sapieha": {"ukraine": 2}}, gold={"sapieha": 5})
    red = seat_of(state, "sapieha")
    begin(boze, state)
    after = boze.apply(state, red, "move ukraine>lithuania").state
    assert after.provinces["ukraine"].dice[red] == 1 and after.provinces["lithuania"].dice[red] == 1
    assert after.players[red].gold == 5


def test_move_two_dice(boze: BozeGame) -> None:
    """Moving Player Dice: "These dice may be moved from one or from two provinces to any other province
    (or to any other two provinces)." """
    state = special(boze, dice={"sapieha": {"ukraine": 2, "prussia": 1}})
    red = seat_of(state, "sapieha")
    begin(boze, state)
    t = boze.apply(state, red, "move ukraine>lithuania prussia>great")
    after = t.state
    dice = {k: after.provinces[k].dice[red] for k in PROVINCES}
    assert dice == {"prussia": 0, "lithuania": 1, "ukraine": 1, "little": 0, "great": 1}
    assert "moves a die from Prussia to Great Poland, a die from Ukraine to Lithuania" in text(boze, after, t.events)[0]
    after = boze.apply(state, red, "move ukraine>little ukraine>little").state
    assert after.provinces["ukraine"].dice[red] == 0 and after.provinces["little"].dice[red] == 2


def test_move_refusals_and_canonical_text(boze: BozeGame) -> None:
    state = special(boze, dice={"sapieha": {"ukraine": 1, "prussia": 1}})
    red = seat_of(state, "sapieha")
    begin(boze, state)
    refused(boze, state, red, "move ukraine>ukraine", "another province")
    refused(boze, state, red, "move ukraine>little ukraine>great", "1 player die in Ukraine, not 2")
    refused(boze, state, red, "move prussia>ukraine ukraine>great", "both give and receive")
    refused(boze, state, red, "move great>prussia", "0 player dice in Great Poland")
    assert str(boze.parse("move Wielkopolska -> Prusy ukraina>litwa")) == "move ukraine>lithuania great>prussia"
    with pytest.raises(MalformedAction):
        boze.parse("move ukraine lithuania")
    assert isinstance(boze.parse("move ukraine>lithuania"), MoveDice)


def test_liberum_veto_clears_the_sejm(boze: BozeGame) -> None:
    """Liberum Veto: "The player performing this action discards one of his player dice from any
    province, and then discards all player discs from the Sejm (including his own)." """
    state = special(boze, dice={"potocki": {"little": 1}}, hetman="potocki")
    blue = seat_of(state, "potocki")
    state.sejm = {"prussia": 0, "lithuania": 1, "little": blue}
    discs = free_discs(boze.board, state, blue)
    begin(boze, state)
    t = boze.apply(state, blue, "veto little")
    assert t.state.sejm == {}
    assert t.state.provinces["little"].dice[blue] == 0
    assert free_discs(boze.board, t.state, blue) == discs + 1
    assert "3 discs go back" in text(boze, t.state, t.events)[0]


# --- Steward ---------------------------------------------------------------------------------


def test_steward_and_its_income(boze: BozeGame) -> None:
    """Steward: "The player performing this action removes one of his player dice from a chosen province
    and places, under one of his estate discs there, one steward disc ... The presence of a steward disc
    under an estate disc increases the income from that estate by 2 gold." """
    state = special(boze, dice={"sapieha": {"ukraine": 2}})
    red, white = seat_of(state, "sapieha"), seat_of(state, "radziwill")
    ukraine = state.provinces["ukraine"]
    ukraine.wealth = 5
    ukraine.estates = [Estate(owner=red), Estate(owner=white), Estate(owner=red), Estate(owner=red)]
    begin(boze, state)
    assert offered(boze, state, ["steward"]) == ["ukraine"]
    assert offered(boze, state, ["steward", "ukraine"]) == ["1", "3", "4"]
    after = boze.apply(state, red, "steward ukraine 3").state
    assert after.provinces["ukraine"].dice[red] == 1
    assert [e.steward for e in after.provinces["ukraine"].estates] == [False, False, True, False]
    # Phase One of the next turn shows it: three estates at wealth 5 and one steward
    after.queue = []
    after.phase, after.begun = "estate_income", False
    gold = after.players[red].gold
    events = boze.advance(after)
    assert after.players[red].gold - gold == 15 + 2
    assert any("(stewards +2)" in line for line in text(boze, after, events))


def test_steward_one_per_estate_and_limited(boze: BozeGame) -> None:
    """Steward: "One estate may have only one steward ... The number of steward discs is limited; if there
    are none available, players cannot perform this action." """
    state = special(boze, dice={"sapieha": {"ukraine": 2}})
    red = seat_of(state, "sapieha")
    state.provinces["ukraine"].estates = [Estate(owner=red, steward=True), Estate(owner=(red + 1) % 3)]
    begin(boze, state)
    assert "steward" not in offered(boze, state, [])
    refused(boze, state, red, "steward ukraine 1", "already has a steward")
    refused(boze, state, red, "steward ukraine 2", "is not yours")
    refused(boze, state, red, "steward ukraine 3", "no estate on field 3")
    state.provinces["ukraine"].estates.append(Estate(owner=red))
    assert "steward" in offered(boze, state, [])
    state.provinces["prussia"].estates = [Estate(owner=(red + 1) % 3, steward=True) for _ in range(7)]
    assert "steward" not in offered(boze, state, [])
    refused(boze, state, red, "steward ukraine 3", "no steward discs are left")


# --- Confederation ---------------------------------------------------------------------------


def confederation_example(boze: BozeGame, turn: int = 4) -> tuple[BozeState, int, int, int]:
    """Turn 4; Potocki (blue) last on the prestige track; in Lithuania Potocki 5 dice, Sapieha (red) 4,
    Radziwiłł (white) 6; the track holds red (worth 2), white (3), red (3)."""
    dice = {"potocki": {"lithuania": 5}, "sapieha": {"lithuania": 4}, "radziwill": {"lithuania": 6}}
    state = special(boze, turn=turn, hetman="potocki", dice=dice)
    red, white, blue = (seat_of(state, h) for h in ("sapieha", "radziwill", "potocki"))
    state.players[red].prestige, state.players[white].prestige, state.players[blue].prestige = 12, 15, 9
    state.provinces["lithuania"].estates = [Estate(owner=red, steward=True), Estate(owner=white), Estate(owner=red)]
    return state, red, white, blue


def test_confederation_example(boze: BozeGame) -> None:
    """Confederation example: "It is the fourth turn of the game. Potocki (blue) is in last place on the
    prestige points track. He has five player dice in Lithuania. Sapieha (red) has four dice, and
    Radziwiłł (white) has six dice. Potocki (blue) removes two of his dice and replaces the
    lowest-positioned red disc on the estate track with his own blue disc. Potocki (blue) cannot target
    the white disc, because Radziwiłł (white) has more dice in Lithuania than he does." The seized
    estate's steward is discarded."""
    state, red, white, blue = confederation_example(boze)
    begin(boze, state)
    assert to_act(boze, state) == blue
    assert offered(boze, state, ["confederation"]) == ["lithuania"]
    assert offered(boze, state, ["confederation", "lithuania"]) == ["sapieha"]
    refused(boze, state, blue, "confederation lithuania radziwill", "Radziwiłł has 6 dice in Lithuania")
    t = boze.apply(state, blue, "confederation litwa red")
    after = t.state
    estates = after.provinces["lithuania"].estates
    assert [(e.owner, e.steward) for e in estates] == [(blue, False), (white, False), (red, False)]
    assert after.provinces["lithuania"].dice[blue] == 3
    assert "Its steward goes back" in text(boze, after, t.events)[0]


def test_confederation_refusals(boze: BozeGame) -> None:
    """Confederation: "only if he holds the fewest prestige points ... If players are tied for last place
    ..., none of them may carry out a confederation ... may not target an estate with a town ... only in
    the third and fourth turns of the game." """
    state, _red, _white, blue = confederation_example(boze, turn=2)
    begin(boze, state)
    assert "confederation" not in offered(boze, state, [])
    refused(boze, state, blue, "confederation lithuania sapieha", "third and fourth turns")

    state, red, _white, blue = confederation_example(boze, turn=3)
    state.players[red].prestige = 9
    begin(boze, state)
    refused(boze, state, blue, "confederation lithuania sapieha", "strictly the fewest prestige")
    state.players[red].prestige = 12
    for estate in state.provinces["lithuania"].estates:
        estate.town = estate.owner == red
    refused(boze, state, blue, "confederation lithuania sapieha", "no estate in Lithuania without a town")
    state.provinces["lithuania"].estates[0].town = False
    refused(boze, state, blue, "confederation lithuania potocki", "against yourself")
    refused(boze, state, blue, "confederation lithuania leszczynski", "no player plays Leszczyński")
    state.provinces["little"].estates = [Estate(owner=blue) for _ in range(6)]
    state.provinces["great"].estates = [Estate(owner=blue) for _ in range(6)]
    state.provinces["prussia"].estates = [Estate(owner=blue) for _ in range(3)]
    assert free_discs(boze.board, state, blue) == 0
    refused(boze, state, blue, "confederation lithuania sapieha", "no free disc")


# --- Colleges --------------------------------------------------------------------------------


def test_colleges_example_three_provinces(boze: BozeGame) -> None:
    """Colleges: "if a player removes one die from three provinces and pays 6 gold to the bank, he
    receives three prestige points." """
    state = special(boze, turn=2, dice={"sapieha": {k: 1 for k in PROVINCES}}, gold={"sapieha": 10})
    red = seat_of(state, "sapieha")
    begin(boze, state)
    assert offered(boze, state, ["colleges", "lithuania"]) == ["ukraine", "little", "great"]
    after = boze.apply(state, red, "colleges great prussia ukraine").state
    assert after.players[red].gold == 4 and after.players[red].prestige == 3
    assert [after.provinces[k].dice[red] for k in PROVINCES] == [0, 1, 0, 1, 0]


def test_colleges_example_all_five_provinces(boze: BozeGame) -> None:
    """Colleges: "However, if a player removes one die from five provinces and pays 10 gold, he receives
    as many as seven prestige points (five plus two extra, for founding schools throughout the
    country)." """
    state = special(boze, turn=2, dice={"sapieha": {k: 1 for k in PROVINCES}}, gold={"sapieha": 10})
    red = seat_of(state, "sapieha")
    begin(boze, state)
    t = boze.apply(state, red, "colleges prussia lithuania ukraine little great")
    assert t.state.players[red].gold == 0 and t.state.players[red].prestige == 7
    assert "+7 prestige" in text(boze, t.state, t.events)[0]


def test_colleges_refusals(boze: BozeGame) -> None:
    """Colleges: "Players may perform this action starting from the second turn of the game." Each college
    costs a die there and 2 gold."""
    state = special(boze, turn=1, dice={"sapieha": {"ukraine": 1, "great": 1}}, gold={"sapieha": 10})
    red = seat_of(state, "sapieha")
    begin(boze, state)
    assert "colleges" not in offered(boze, state, [])
    refused(boze, state, red, "colleges ukraine", "from the second turn")
    state.turn = 2
    state.players[red].gold = 3
    assert offered(boze, state, ["colleges"]) == ["ukraine", "great"]
    assert offered(boze, state, ["colleges", "ukraine"]) == []
    refused(boze, state, red, "colleges ukraine great", "2 colleges cost 4 zł; you have 3 zł")
    refused(boze, state, red, "colleges prussia", "no player die in Prussia")
    with pytest.raises(MalformedAction, match="named twice"):
        boze.parse("colleges ukraine ukraina")
    assert boze.parse("colleges great ukraine") == Colleges(("ukraine", "great"))


# --- Build a Town ----------------------------------------------------------------------------


def test_build_a_town_example(boze: BozeGame) -> None:
    """Build a Town example: "A player has two of his own player dice in Great Poland (Wielkopolska) and
    his own player disc on the estate track. It is the third turn of the game and no one has yet
    performed the Build a Town action. The player therefore declares building a town and removes two of
    his dice from Great Poland, then places a city disc under his estate there." """
    dice = {"sapieha": {"great": 2}, "radziwill": {"great": 2}}
    state = special(boze, turn=3, dice=dice)
    red, white = seat_of(state, "sapieha"), seat_of(state, "radziwill")
    state.provinces["great"].estates = [Estate(owner=white), Estate(owner=red)]
    begin(boze, state)
    assert offered(boze, state, ["town", "great"]) == ["2"]
    after = boze.apply(state, red, "town great 2").state
    assert after.provinces["great"].dice[red] == 0
    assert [e.town for e in after.provinces["great"].estates] == [False, True]
    assert after.town_built
    # "Only one town may be built in a given turn."
    assert to_act(boze, after) == white
    assert "town" not in offered(boze, after, [])
    refused(boze, after, white, "town great 1", "already been built this turn")


def test_build_a_town_limits(boze: BozeGame) -> None:
    """Build a Town: "starting from the third turn ... at most two towns may be built during the entire
    game." """
    state = special(boze, turn=2, dice={"sapieha": {"great": 3}})
    red = seat_of(state, "sapieha")
    state.provinces["great"].estates = [Estate(owner=red), Estate(owner=red, town=True)]
    begin(boze, state)
    refused(boze, state, red, "town great 1", "from the third turn")
    state.turn = 3
    refused(boze, state, red, "town great 2", "already has a town")
    state.provinces["prussia"].estates = [Estate(owner=1, town=True)]
    refused(boze, state, red, "town great 1", "both city discs are on the board")
    state.provinces["prussia"].estates = []
    state.provinces["great"].dice[red] = 1
    refused(boze, state, red, "town great 1", "two dice from Great Poland; you have 1")


# --- the two cycles --------------------------------------------------------------------------


def test_two_cycles_a_pass_is_not_final(boze: BozeGame) -> None:
    """Phase Eight: "Starting with the Hetman, in clockwise order, each player may perform one of the
    available special actions ... After every player has performed one action, the whole cycle is
    repeated ... In one turn, each player may therefore perform two special actions." A pass gives up only
    that cycle's action."""
    dice = {"sapieha": {"ukraine": 3}, "radziwill": {"ukraine": 3}, "potocki": {"ukraine": 3}}
    state = special(boze, dice=dice, hetman="radziwill")
    red, white, blue = (seat_of(state, h) for h in ("sapieha", "radziwill", "potocki"))
    begin(boze, state)
    assert state.queue == [white, blue, red] and state.cycle == 1
    state = boze.apply(state, white, "pass").state
    state = boze.apply(state, blue, "move ukraine>little").state
    t = boze.apply(state, red, "move ukraine>great")
    state = t.state
    assert state.cycle == 2 and to_act(boze, state) == white, "the second cycle starts again with the Hetman"
    assert "Cycle 2 of special actions begins with Radziwiłł (white)." in text(boze, state, t.events)
    state = boze.apply(state, white, "move ukraine>prussia").state
    state = boze.apply(state, blue, "pass").state
    assert to_act(boze, state) == red
    state = boze.apply(state, red, "veto ukraine").state
    assert state.phase != PHASE
    assert state.special == {white: 1, blue: 1, red: 2}


def test_a_seat_without_dice_is_passed_for(boze: BozeGame) -> None:
    """Every special action needs one of the player's dice in a province (our reading): a seat without
    any is passed for, and the phase says so."""
    state = special(boze, dice={"sapieha": {"ukraine": 2}}, hetman="radziwill", idle=False)
    red = seat_of(state, "sapieha")
    events = begin(boze, state)
    assert to_act(boze, state) == red
    lines = text(boze, state, events)
    assert "Radziwiłł (white) has no player dice in the provinces: no special action is possible." in lines
    state = boze.apply(state, red, "pass").state
    assert to_act(boze, state) == red and state.cycle == 2
    state = boze.apply(state, red, "pass").state
    assert state.phase != PHASE
    assert state.special == {0: 0, 1: 0, 2: 0}


def test_nobody_with_dice_ends_the_phase_at_once(boze: BozeGame) -> None:
    state = special(boze, idle=False)
    begin(boze, state)
    assert state.phase != PHASE


def test_a_wrong_action_is_refused(boze: BozeGame) -> None:
    state = special(boze, dice={"sapieha": {"ukraine": 2}})
    red = seat_of(state, "sapieha")
    begin(boze, state)
    refused(boze, state, red, "bid 3", "special action or `pass`")
    with pytest.raises(MalformedAction):
        boze.parse("treaty poland")
    assert boze.parse("treaty Muscovy") == Treaty("muscovy")
    assert str(boze.parse("treaty teutonic")) == "treaty black"


# --- the form offers only legal actions ------------------------------------------------------


def random_board(boze: BozeGame, rng: random.Random) -> BozeState:
    houses = ("sapieha", "radziwill", "potocki", "leszczynski")[: rng.choice((3, 4))]
    options = {"durable_treaties": rng.random() < 0.5, "treaty_restrictions": rng.random() < 0.5}
    state = special(boze, houses, turn=rng.randint(1, 4), options=options)
    n = state.seats
    for key in PROVINCES:
        province = state.provinces[key]
        province.dice = [rng.choice((0, 0, 1, 2, 3, 5)) for _ in range(n)]
        province.wealth = rng.randint(1, 5)
        province.estates = [
            Estate(owner=rng.randrange(n), steward=rng.random() < 0.3, town=rng.random() < 0.1)
            for _ in range(rng.randint(0, 6))
        ]
        if rng.random() < 0.5:
            state.sejm[key] = rng.randrange(n)
    for player in state.players:
        player.gold = rng.randint(0, 14)
        player.prestige = rng.randint(0, 6)
    if rng.random() < 0.3:
        state.enemy_fields["habsburg"].ottoman = 2
    state.mace = rng.randrange(n)
    return state


def complete_paths(form: Steps, words: list[str]) -> list[str]:
    step = form.after(words)
    assert step.complete or step.choices, f"dead end after {' '.join(words)!r}"
    found = [" ".join(words)] if step.complete else []
    for choice in step.choices:
        found += complete_paths(form, [*words, choice.text])
    return found


def test_every_offered_word_leads_to_a_legal_action(boze: BozeGame) -> None:
    """Walk the whole Steps tree from random boards: every complete path parses to its own canonical text
    and validates; no path ends in a dead end. Some of them are then played."""
    rng = random.Random(8)
    walked = 0
    for _ in range(40):
        state = random_board(boze, rng)
        begin(boze, state)
        steps = 0
        while state.phase == PHASE and steps < 4:
            decision: Decision = boze.decisions(state)[0]
            seat = decision.seats[0]
            form = decision.forms[seat]
            assert isinstance(form, Steps)
            paths = complete_paths(form, [])
            assert "pass" in paths
            for path in paths:
                action = boze.parse(path)
                assert str(action) == path
                boze.validate(state, seat, decision, action)
            walked += len(paths)
            pick = rng.choice(paths)
            state = boze.apply(state, seat, pick).state
            steps += 1
    assert walked > 1000
