"""Answering ahead in Boże Igrzysko (:mod:`rules.boze.ahead`): the chains the rulebook plays seat after seat.

Each chain is driven the way the table drives it: a seat that will owe a decision later queues its answers
against its preview (each entry checked then); when the decision opens, its mark must be the one the preview
promised, and the first entry the rules still accept is played, exactly as if typed then.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rules.boze import BozeGame
from rules.boze.state import Army, BozeState, Estate
from rules.core import serial
from rules.core.ahead import Ahead, Mark
from rules.core.decision import Options, Split
from rules.core.errors import IllegalAction, RulesError
from rules.core.forms import fits
from rules.core.game import Transition
from rules.core.messages import Msg
from rules.core.rng import Rng

from .helpers import ScriptedRng, after_phase, at_noble_clientele, seat_of, tokens
from .test_rulebook_phase_eight_special_actions import special
from .test_rulebook_phase_nine_private_armies import example as armies_example
from .test_rulebook_phase_seven_new_estates import new_estates
from .test_rulebook_phase_ten_magnate_campaigns import example as campaigns_example
from .test_rulebook_phase_ten_magnate_campaigns import fresh as campaigns_table
from .test_rulebook_phase_twelve_relief import at_relief

ORDER_PASS = "order:pass"


# --- the table's side, as the bot plays it ---------------------------------------------------------------------


@dataclass
class Queued:
    """A seat's answers given ahead, for the decision its preview named."""

    seat: int
    mark: Mark
    entries: tuple[str, ...]


def aheads(boze: BozeGame, state: BozeState) -> dict[int, Ahead]:
    """Every seat's preview, checked against ``ahead_seats`` (and the state left untouched)."""
    before = serial.dumps(state)
    found = {seat: boze.ahead(state, seat) for seat in range(state.seats)}
    out = {seat: a for seat, a in found.items() if a is not None}
    assert set(out) == set(boze.ahead_seats(state))
    for seat, ahead in out.items():
        assert ahead.seat == seat and ahead.decision.seats == (seat,)
        assert boze.decision_for(state, seat) is None, "a seat with a decision now is not previewed"
    assert serial.dumps(state) == before, "a preview changes nothing"
    return out


def queue(boze: BozeGame, state: BozeState, seat: int, *entries: str) -> Queued:
    """The seat answers ahead: each entry is offered by its preview and accepted by the rules now."""
    ahead = aheads(boze, state)[seat]
    form = ahead.decision.forms[seat]
    for entry in entries:
        assert fits(form, entry), f"{entry!r} is not offered in the preview"
        assert boze.check_ahead(ahead, entry) == entry
    return Queued(seat, ahead.mark, entries)


def play_queued(boze: BozeGame, state: BozeState, queued: Queued) -> Transition[BozeState]:
    """The decision opens: it carries the promised mark, and the first entry still legal is played."""
    seat = queued.seat
    assert boze.mark(state, seat) == queued.mark
    decision = boze.decision_for(state, seat)
    assert decision is not None
    for entry in queued.entries:
        try:
            boze.validate(state, seat, decision, boze.parse(entry))
        except IllegalAction:
            continue
        return boze.apply(state, seat, entry)
    raise AssertionError("no entry is legal any more: the seat is asked live")


@dataclass
class ThenSeeded(ScriptedRng):
    """The scripted faces, then the seeded generator (for the phases a step runs on into by itself)."""

    def die(self, sides: int = 6) -> int:
        return self.faces.pop(0) if self.faces else Rng.die(self, sides)


def rolls(state: BozeState, *faces: int) -> BozeState:
    """The next rolls show ``faces`` (an example's), then the game's own dice go on."""
    state.rng = ThenSeeded(state.rng.state, list(faces))
    return state


def answers(ahead: Ahead) -> list[str]:
    form = ahead.decision.forms[ahead.seat]
    assert isinstance(form, Options)
    return [c.text for c in form.choices]


# --- Setup ------------------------------------------------------------------------------------------------------


def test_setup_three_rounds_each_seat_previewed_for_its_next_round(boze: BozeGame) -> None:
    """Setup: "Starting from that player, and going clockwise, players each place one of their own player discs
    ... Once every player has placed one disc on the board, the Hetman's mace is passed to the next player
    (clockwise) and the whole procedure is repeated." Three rounds of three: the first player's second disc
    comes in round 2, after the two others."""
    state = boze.new_game(3, 1).state
    a = state.first_player
    b, c = (a + 1) % 3, (a + 2) % 3
    assert state.setup_order == [a, b, c, b, c, a, c, a, b]
    assert boze.mark(state, a) == Mark("setup", "r1")
    previews = aheads(boze, state)
    assert boze.ahead_seats(state) == (b, c)
    assert {s: p.mark for s, p in previews.items()} == {b: Mark("setup", "r1"), c: Mark("setup", "r1")}
    assert previews[c].decision.key == "setup.estate"
    assert "estate ukraine" in answers(previews[c])
    by_b = queue(boze, state, b, "estate ukraine")
    by_c = queue(boze, state, c, "estate great")

    state = boze.apply(state, a, "estate prussia").state
    assert boze.ahead_seats(state) == (c, a), "the first player's next disc is in round 2"
    assert aheads(boze, state)[a].mark == Mark("setup", "r2")
    by_a = queue(boze, state, a, "estate lithuania")
    state = play_queued(boze, state, by_b).state
    state = play_queued(boze, state, by_c).state
    assert boze.mark(state, b) == Mark("setup", "r2")
    state = boze.apply(state, b, "estate little").state
    state = boze.apply(state, c, "estate little").state
    state = play_queued(boze, state, by_a).state
    assert boze.mark(state, c) == Mark("setup", "r3") and boze.ahead_seats(state) == (a, b)
    owners = {k: [e.owner for e in p.estates] for k, p in state.provinces.items()}
    assert owners["ukraine"] == [b] and owners["great"] == [c] and owners["lithuania"] == [a]
    assert boze.orders(state, c) == () and boze.follow(state, c, ORDER_PASS) is None, "no pass in Setup"


def test_setup_four_players_one_round_and_back(boze: BozeGame) -> None:
    """Four-Player Variant, Initial Setup: one round clockwise, then "the player who placed his disc last now does
    so first": the last seat places twice in a row, and the others' second discs are previewed for round 2."""
    state = boze.new_game(4, 1).state
    a = state.first_player
    b, c, d = ((a + i) % 4 for i in (1, 2, 3))
    assert boze.ahead_seats(state) == (b, c, d)
    assert {p.mark for p in aheads(boze, state).values()} == {Mark("setup", "r1")}
    for seat in (a, b, c):
        state = boze.apply(state, seat, "estate ukraine").state
    assert boze.mark(state, d) == Mark("setup", "r1")
    assert boze.ahead_seats(state) == (c, b, a)
    assert {p.mark for p in aheads(boze, state).values()} == {Mark("setup", "r2")}
    state = boze.apply(state, d, "estate great").state
    assert boze.mark(state, d) == Mark("setup", "r2"), "his second disc at once, as round 2 opens"
    assert boze.ahead_seats(state) == (c, b, a)


def test_setup_an_entry_the_track_no_longer_takes_is_refused_when_the_turn_comes(boze: BozeGame) -> None:
    """Setup: "the field occupied must be the free field closest to the start of the estate track": a track
    with one field left is full once an earlier seat takes it, and the queued entry is refused then."""
    state = boze.new_game(3, 1).state
    a = state.first_player
    b = (a + 1) % 3
    state.provinces["ukraine"].estates = [Estate(owner=(a + 2) % 3) for _ in range(5)]
    by_b = queue(boze, state, b, "estate ukraine")
    state = boze.apply(state, a, "estate ukraine").state
    decision = boze.decision_for(state, b)
    assert decision is not None and boze.mark(state, b) == by_b.mark
    with pytest.raises(IllegalAction, match="estate track of Ukraine is full"):
        boze.validate(state, b, decision, boze.parse("estate ukraine"))
    with pytest.raises(AssertionError, match="asked live"):
        play_queued(boze, state, by_b)


# --- Phase Two: Noble Clientele, short of dice ---------------------------------------------------------------


def short_of_dice(boze: BozeGame) -> tuple[BozeState, list[int]]:
    """Every seat has 2 free dice and tokens asking for 4: all three decide where their dice go."""
    state = at_noble_clientele(boze)
    order = [(state.mace + i) % 3 for i in range(3)]
    for seat in range(3):
        state.provinces["prussia"].dice[seat] = 18
    for seat in range(3):
        state = boze.apply(state, seat, tokens(0, 1, 1, 2, 0, 5)).state
    assert state.shortfall == order
    return state, order


def test_noble_clientele_short_of_dice_later_seats_answer_ahead(boze: BozeGame) -> None:
    """Phase Two: "If a player no longer has enough dice to place on the board, he decides for himself in which
    provinces to place his remaining free dice. If several players are in a similar situation, the order of
    moves decides the order in which they place their dice." The later seats know their answer at the reveal:
    what the earlier ones place changes nothing of theirs (their tokens and free dice), so an entry valid when
    queued is valid when the turn comes."""
    state, (first, second, third) = short_of_dice(boze)
    chain = Mark("t1/noble_clientele", "n1")
    assert boze.mark(state, first) == chain
    previews = aheads(boze, state)
    assert boze.ahead_seats(state) == (second, third)
    assert {s: p.mark for s, p in previews.items()} == {second: chain, third: chain}
    form = previews[third].decision.forms[third]
    assert isinstance(form, Split) and form.total == 2 and form.caps == (0, 1, 1, 2, 0)
    with pytest.raises(IllegalAction, match="exactly 2"):
        boze.check_ahead(previews[third], "dice prussia=0 lithuania=1 ukraine=1 little=1 great=0")
    by_second = queue(boze, state, second, "dice prussia=0 lithuania=1 ukraine=1 little=0 great=0")
    by_third = queue(boze, state, third, "dice prussia=0 lithuania=0 ukraine=0 little=2 great=0")
    assert boze.orders(state, third) == (), "no pass here: no standing order"

    state = boze.apply(state, first, "dice prussia=0 lithuania=0 ukraine=1 little=1 great=0").state
    opened = boze.decision_for(state, second)
    assert opened is not None and opened.forms[second] == previews[second].decision.forms[second]
    state = play_queued(boze, state, by_second).state
    assert boze.ahead_seats(state) == ()
    transition = play_queued(boze, state, by_third)
    state = after_phase(transition, "noble_clientele")
    assert [state.provinces[p].dice[third] for p in ("lithuania", "ukraine", "little")] == [0, 0, 2]
    assert [state.provinces[p].dice[second] for p in ("lithuania", "ukraine", "little")] == [1, 1, 0]


# --- Phase Seven: New Estates ----------------------------------------------------------------------------------

HOUSES = ["sapieha", "radziwill", "potocki"]


def test_new_estates_example_replayed_with_answers_given_ahead(boze: BozeGame) -> None:
    """Phase Seven example: "Sapieha (red) won the title of Hetman, so he acts first in the New Estates phase.
    This player removes a die from Ukraine and places his disc on the first free field of the estate track. Next
    is Radziwiłł (white), who builds an estate in another province. Potocki (blue) discards a die from Ukraine and
    places his disc on the next free field of the estate track. Sapieha (red) and Radziwiłł (white) pass — they do
    not want to build any more estates. Potocki (blue) wants to keep building, so he discards two of his dice from
    Ukraine and places another disc on the estate track." Every answer but red's first is given ahead; a seat
    that has built is previewed for the next cycle, at its price: "now to build a new estate in a province a
    player must remove two of his own player dice from it"."""
    state = new_estates(boze, {"ukraine": {"sapieha": 3, "potocki": 5}, "prussia": {"radziwill": 3}})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    assert boze.mark(state, red) == Mark("t1/new_estates", "c1")
    previews = aheads(boze, state)
    assert boze.ahead_seats(state) == (white, blue)
    assert {s: p.mark for s, p in previews.items()} == {
        white: Mark("t1/new_estates", "c1"),
        blue: Mark("t1/new_estates", "c1"),
    }
    assert answers(previews[white]) == ["estate prussia", "pass", "estate prussia then pass"]
    assert previews[blue].decision.prompt.params["cost"] == 1
    white_c1 = queue(boze, state, white, "estate prussia")
    blue_c1 = queue(boze, state, blue, "estate ukraine")

    state = boze.apply(state, red, "estate ukraine").state
    assert boze.ahead_seats(state) == (blue, red), "red has built: his turn in the next cycle"
    red_next = aheads(boze, state)[red]
    assert red_next.mark == Mark("t1/new_estates", "c2")
    assert red_next.decision.prompt.params["cost"] == 2 and red_next.decision.prompt.params["cycle"] == 2
    assert "estate ukraine" in answers(red_next), "his two dice left in Ukraine pay the second cycle's price"
    red_c2 = queue(boze, state, red, "pass")

    state = play_queued(boze, state, white_c1).state
    white_c2 = queue(boze, state, white, "pass")
    state = play_queued(boze, state, blue_c1).state
    assert state.cycle == 2 and [e.owner for e in state.provinces["ukraine"].estates] == [red, blue]
    state = play_queued(boze, state, red_c2).state
    assert boze.ahead_seats(state) == (blue,), "red's pass is final: nobody comes back to him"
    blue_c2 = queue(boze, state, blue, "estate ukraine")
    state = play_queued(boze, state, white_c2).state
    state = play_queued(boze, state, blue_c2).state
    ukraine = state.provinces["ukraine"]
    assert ukraine.dice[blue] == 2 and [e.owner for e in ukraine.estates] == [red, blue, blue]
    assert boze.mark(state, blue) == Mark("t1/new_estates", "c3") and boze.ahead_seats(state) == ()
    state = boze.apply(state, blue, "pass").state
    assert state.phase != "new_estates"


def test_new_estates_an_entry_legal_when_queued_is_refused_once_the_track_is_full(boze: BozeGame) -> None:
    """Phase Seven: "the field occupied must be the free field closest to the start of the estate track": white
    queues the last field of Ukraine, red takes it first; when white's turn comes the rules refuse the entry and
    the table plays his next one."""
    state = new_estates(boze, {"ukraine": {"sapieha": 1, "radziwill": 1}, "prussia": {"radziwill": 1}})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].estates = [Estate(owner=blue) for _ in range(5)]
    queued = queue(boze, state, white, "estate ukraine", "estate prussia")
    state = boze.apply(state, red, "estate ukraine").state
    decision = boze.decision_for(state, white)
    assert decision is not None
    with pytest.raises(IllegalAction, match="estate track of Ukraine is full"):
        boze.validate(state, white, decision, boze.parse("estate ukraine"))
    state = after_phase(play_queued(boze, state, queued), "new_estates")
    assert [e.owner for e in state.provinces["prussia"].estates] == [white]


def test_new_estates_pass_for_the_rest_of_the_phase(boze: BozeGame) -> None:
    """The standing order is the rulebook's own pass: "If a player says "pass" on his turn in the estate-building
    round, he may not build any more estates for the rest of the turn". It answers ``pass`` when the seat is
    asked, and nothing before."""
    state = new_estates(boze, {"ukraine": {"sapieha": 3, "radziwill": 3, "potocki": 3}})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    (order,) = boze.orders(state, blue)
    assert order.text == ORDER_PASS and order.label == "Pass for the rest of this phase"
    assert order.label_in("pl") == "Pas do końca tej fazy"
    assert "no more estates" in order.detail_in("en") and "latyfundiów" in order.detail_in("pl")
    assert boze.check_order(state, blue, ORDER_PASS) == ORDER_PASS
    with pytest.raises(RulesError):
        boze.check_order(state, blue, "order:build")
    assert boze.follow(state, blue, ORDER_PASS) is None, "not his turn yet"
    assert boze.follow(state, red, ORDER_PASS) == "pass"
    assert boze.follow(state, red, "order:build") is None
    state = boze.apply(state, red, "estate ukraine").state
    state = boze.apply(state, white, "estate ukraine").state
    assert boze.follow(state, blue, ORDER_PASS) == "pass"
    state = boze.apply(state, blue, "pass").state
    assert boze.orders(state, blue) == () and boze.ahead(state, blue) is None, "his pass was final"
    assert boze.follow(state, red, ORDER_PASS) == "pass"


# --- Phase Eight: Special Actions -------------------------------------------------------------------------------


def test_special_actions_two_cycles_and_the_diplomacy_example(boze: BozeGame) -> None:
    """Phase Eight: "Starting with the Hetman, in clockwise order, each player may perform one of the available
    special actions ... After every player has performed one action, the whole cycle is repeated ... In one turn,
    each player may therefore perform two special actions. The rules restrict the availability of some actions".
    Diplomacy example: "During the first turn of the game, Sapieha (red) decides he wants to conclude a treaty
    with Muscovy. The player removes one of his player dice from Lithuania, and one of his own discs from the
    Sejm. He then rolls one die and gets a result of "5". The player must therefore pay seven gold". Radziwiłł
    (white) had queued the same treaty, then a move: "Only one treaty can be concluded in a given turn", so the
    table plays his second entry."""
    dice = {"sapieha": {"lithuania": 2}, "radziwill": {"lithuania": 1}, "potocki": {"ukraine": 3}}
    state = special(boze, dice=dice, gold={"sapieha": 10, "radziwill": 10})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    state.sejm = {"prussia": red, "ukraine": white}
    boze.advance(state)
    assert boze.mark(state, red) == Mark("t1/special_actions", "c1")
    previews = aheads(boze, state)
    assert boze.ahead_seats(state) == (white, blue)
    assert {p.mark for p in previews.values()} == {Mark("t1/special_actions", "c1")}
    white_c1 = queue(boze, state, white, "treaty muscovy", "move lithuania>prussia")
    blue_c1 = queue(boze, state, blue, "pass")

    state = boze.apply(rolls(state, 5), red, "treaty muscovy").state
    assert state.players[red].gold == 3 and state.treaty == "muscovy"
    assert boze.ahead_seats(state) == (blue, red)
    assert aheads(boze, state)[red].mark == Mark("t1/special_actions", "c2")
    decision = boze.decision_for(state, white)
    assert decision is not None
    with pytest.raises(IllegalAction, match="already concluded this turn"):
        boze.validate(state, white, decision, boze.parse("treaty muscovy"))
    state = play_queued(boze, state, white_c1).state
    assert state.provinces["prussia"].dice[white] == 1 and state.treaty == "muscovy"
    assert boze.ahead_seats(state) == (red, white)
    white_c2 = queue(boze, state, white, "pass")
    state = play_queued(boze, state, blue_c1).state

    assert state.cycle == 2 and boze.mark(state, red) == Mark("t1/special_actions", "c2")
    assert boze.ahead_seats(state) == (white, blue), "the second cycle is the last: nobody is previewed for a third"
    blue_c2 = queue(boze, state, blue, "move ukraine>great")
    state = boze.apply(state, red, "pass").state
    assert boze.ahead_seats(state) == (blue,) and boze.ahead(state, red) is None, "red has had both his actions"
    assert boze.orders(state, red) == ()
    state = play_queued(boze, state, white_c2).state
    state = after_phase(play_queued(boze, state, blue_c2), "special_actions")
    assert state.special == {red: 1, white: 1, blue: 1}
    assert state.provinces["great"].dice[blue] == 1


def test_special_actions_both_cycles_given_ahead_with_the_turn_after(boze: BozeGame) -> None:
    """Phase Eight: "After every player has performed one action, the whole cycle is repeated ... In one turn,
    each player may therefore perform two special actions." Before the Hetman acts, Potocki (blue) is offered his
    first cycle's action and, after it, his second's (``ahead_after``, marked ``c2``); there is no third. Both
    are played at his turns as his own."""
    dice = {"sapieha": {"lithuania": 2}, "radziwill": {"lithuania": 1}, "potocki": {"ukraine": 3}}
    state = special(boze, dice=dice, gold={"sapieha": 10, "radziwill": 10})
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    boze.advance(state)
    first = aheads(boze, state)[blue]
    second = boze.ahead_after(state, first)
    assert first.mark == Mark("t1/special_actions", "c1")
    assert second is not None and second.mark == Mark("t1/special_actions", "c2")
    assert second.decision.seats == (blue,) and boze.ahead_after(state, second) is None, "two cycles, no third"
    assert boze.check_ahead(second, "move ukraine>great") == "move ukraine>great"
    state = boze.apply(state, red, "pass").state
    state = boze.apply(state, white, "pass").state
    state = play_queued(boze, state, Queued(blue, first.mark, ("pass",))).state
    state = boze.apply(state, red, "pass").state
    state = boze.apply(state, white, "pass").state
    state = after_phase(play_queued(boze, state, Queued(blue, second.mark, ("move ukraine>great",))), "special_actions")
    assert state.provinces["great"].dice[blue] == 1


def test_the_setup_s_next_round_is_the_turn_after(boze: BozeGame) -> None:
    """Setup, three players: "Once every player has placed one disc on the board, the Hetman's mace is passed to
    the next player (clockwise) and the whole procedure is repeated": a seat's placement after its next is its
    placement of the following round."""
    state = boze.new_game(3, 1).state
    later = boze.ahead_seats(state)[-1]
    first = aheads(boze, state)[later]
    second = boze.ahead_after(state, first)
    assert second is not None and first.mark.chain == second.mark.chain == "setup"
    assert int(second.mark.turn[1:]) == int(first.mark.turn[1:]) + 1


def test_special_actions_pass_for_the_rest_of_the_phase_gives_up_both_cycles(boze: BozeGame) -> None:
    """In Phase Eight a pass gives up only one cycle's action ("the action chosen by a player in the first cycle
    does not affect which action he may choose in the second cycle"); the standing order answers ``pass`` in
    every cycle still to come."""
    dice = {"sapieha": {"ukraine": 3}, "radziwill": {"ukraine": 3}, "potocki": {"ukraine": 3}}
    state = special(boze, dice=dice)
    red, white, blue = (seat_of(state, h) for h in HOUSES)
    boze.advance(state)
    (order,) = boze.orders(state, blue)
    assert "each time" in order.detail_in("en") and "za każdym razem" in order.detail_in("pl")
    assert boze.follow(state, blue, ORDER_PASS) is None
    state = boze.apply(state, red, "move ukraine>little").state
    state = boze.apply(state, white, "move ukraine>little").state
    assert boze.follow(state, blue, boze.check_order(state, blue, ORDER_PASS)) == "pass"
    state = boze.apply(state, blue, "pass").state
    assert blue in boze.ahead_seats(state), "a pass here is not final: his second cycle is still to come"
    assert boze.orders(state, blue) != ()
    state = boze.apply(state, red, "pass").state
    state = boze.apply(state, white, "pass").state
    assert boze.follow(state, blue, ORDER_PASS) == "pass"


# --- Phase Nine: Private Armies ----------------------------------------------------------------------------------


def test_private_armies_example_replayed_with_answers_given_ahead(boze: BozeGame) -> None:
    """Phase Nine example: "Potocki (blue) recruits troops first — he discards one die from Ukraine and deploys one
    infantry and two cavalry there, paying 10 gold. Next, Radziwiłł (white) also recruits an army in Ukraine — he
    discards a die from that province and deploys two infantry, one cavalry and two Cossacks for twelve gold. It is
    now Sapieha's (red) turn. He discards a red die from Little Poland (Małopolska) and deploys three infantry, two
    cavalry and one artillery there. There is one orange enemy die (Ottoman Empire) in Little Poland, so the red
    player pays only 10 gold ... In the next cycle, players may continue to recruit units". White and red queue
    their recruitments before blue has moved; white, with no gold left, is not previewed for the next cycle (the
    phase passes for him); blue leaves "pass for the rest of this phase"."""
    state = armies_example(boze)
    boze.advance(state)
    blue, white, red = (seat_of(state, h) for h in ("potocki", "radziwill", "sapieha"))
    assert boze.mark(state, blue) == Mark("t2/private_armies", "c1")
    previews = aheads(boze, state)
    assert boze.ahead_seats(state) == (white, red)
    assert {p.mark for p in previews.values()} == {Mark("t2/private_armies", "c1")}
    white_c1 = queue(boze, state, white, "recruit ukraine inf=2 cav=1 cossack=2")
    red_c1 = queue(boze, state, red, "recruit little inf=3 cav=2 art=1")
    with pytest.raises(IllegalAction, match="cost 14 zł and you have 12 zł"):
        boze.check_ahead(previews[white], "recruit ukraine inf=2 cav=2 cossack=1")

    state = boze.apply(state, blue, "recruit ukraine inf=1 cav=2").state
    assert boze.ahead_seats(state) == (red, blue)
    assert aheads(boze, state)[blue].mark == Mark("t2/private_armies", "c2")
    state = play_queued(boze, state, white_c1).state
    assert state.players[white].gold == 0 and state.cossacks_field == 0
    assert boze.ahead_seats(state) == (blue,), "white cannot recruit again: the phase will pass for him"
    assert boze.ahead(state, white) is None and boze.orders(state, white) == ()
    assert boze.check_order(state, blue, ORDER_PASS) == ORDER_PASS
    state = play_queued(boze, state, red_c1).state
    assert state.players[red].gold == 2, "half price: 10 zł"
    assert state.provinces["little"].armies[red] == Army(infantry=3, cavalry=2, artillery=1)

    assert state.cycle == 2 and boze.mark(state, blue) == Mark("t2/private_armies", "c2")
    red_c2 = queue(boze, state, red, "recruit little inf=1")
    assert boze.follow(state, blue, ORDER_PASS) == "pass"
    state = boze.apply(state, blue, "pass").state
    state = after_phase(play_queued(boze, state, red_c2), "private_armies")
    assert state.provinces["little"].armies[red].infantry == 4 and state.players[red].gold == 1


def test_private_armies_cossacks_recruited_first_refuse_a_queued_entry(boze: BozeGame) -> None:
    """Phase Nine: "Up to two Cossack tokens may also be recruited." White queues both; blue, before him, takes
    them: white's entry is refused when his turn comes, and his next entry is played."""
    state = armies_example(boze)
    boze.advance(state)
    blue, white, _red = (seat_of(state, h) for h in ("potocki", "radziwill", "sapieha"))
    queued = queue(boze, state, white, "recruit ukraine inf=2 cav=1 cossack=2", "recruit ukraine inf=2 cav=1")
    state = boze.apply(state, blue, "recruit ukraine inf=1 cossack=2").state
    decision = boze.decision_for(state, white)
    assert decision is not None
    with pytest.raises(IllegalAction, match="Cossack"):
        boze.validate(state, white, decision, boze.parse(queued.entries[0]))
    state = play_queued(boze, state, queued).state
    assert state.provinces["ukraine"].armies[white] == Army(infantry=2, cavalry=1)
    assert state.players[white].gold == 12 - 8


# --- Phase Ten: Magnate Campaigns -------------------------------------------------------------------------------


def test_magnate_campaigns_example_replayed_with_answers_given_ahead(boze: BozeGame) -> None:
    """Phase Ten example: "Potocki (blue) discards his die from Ukraine and attacks the Tatars ... Radziwiłł
    (white) also discards a die from Ukraine and attacks the Tatars ... Sapieha (red) discards a die from Little
    Poland and attacks the Ottoman Empire ... Potocki (blue) and Radziwiłł (white) conduct further campaigns,
    each discarding another of his own player dice from Ukraine ... Neither player can launch further campaigns
    from this province, since neither has any player dice left in Ukraine. Sapieha (red) discards his second die
    and attacks the Ottoman Empire again ... Potocki and Radziwiłł pass in the third cycle of the campaign phase.
    Sapieha (red) decides on a third campaign". The rolls are the example's (see the Phase Ten tests)."""
    state = campaigns_example(boze)
    boze.advance(state)
    blue, white, red = (seat_of(state, h) for h in ("potocki", "radziwill", "sapieha"))
    chain = "t2/magnate_campaigns"
    previews = aheads(boze, state)
    assert boze.ahead_seats(state) == (white, red)
    assert {p.mark for p in previews.values()} == {Mark(chain, "c1")}
    assert answers(previews[red]) == ["campaign little", "pass"]
    white_c1 = queue(boze, state, white, "campaign ukraine")
    red_c1 = queue(boze, state, red, "campaign little")

    state = boze.apply(rolls(state, 3, 4, 2, 5, 3), blue, "campaign ukraine").state
    assert aheads(boze, state)[blue].mark == Mark(chain, "c2")
    blue_c2 = queue(boze, state, blue, "campaign ukraine")
    state = play_queued(boze, rolls(state, 5, 2, 3, 1, 2), white_c1).state
    white_c2 = queue(boze, state, white, "campaign ukraine")
    state = play_queued(boze, rolls(state, 1, 4, 2, 3, 5), red_c1).state
    assert state.enemy_fields["ottoman"].players[red] == 2 and state.provinces["little"].enemies == {}
    red_c2 = queue(boze, state, red, "campaign little")

    assert state.cycle == 2
    state = play_queued(boze, rolls(state, 6, 1, 3, 2), blue_c2).state
    state = play_queued(boze, rolls(state, 5, 6, 2, 3), white_c2).state
    assert state.provinces["ukraine"].dice[white] == 0
    assert boze.ahead_seats(state) == (blue,), "white has no die left: the phase will pass for him"
    blue_c3 = queue(boze, state, blue, "pass")
    assert "campaign prussia royal" in answers(aheads(boze, state)[blue]), "he could still take the Royal Army"
    state = play_queued(boze, rolls(state, 1, 5, 1, 4), red_c2).state
    assert state.enemy_fields["ottoman"].players[red] == 4

    assert state.cycle == 3
    state = play_queued(boze, state, blue_c3).state
    assert boze.mark(state, red) == Mark(chain, "c3")
    state = after_phase(boze.apply(rolls(state, 4, 2), red, "campaign little"), "magnate_campaigns")
    tatars, ottoman = state.enemy_fields["tatars"], state.enemy_fields["ottoman"]
    assert tatars.players == [3, 3, 0] and ottoman.players[red] == 5


def test_magnate_campaigns_a_royal_army_lost_before_the_turn_refuses_a_queued_entry(boze: BozeGame) -> None:
    """Phase Ten: "For the Royal Army to join a player's attack, he must discard one of his discs from the Sejm";
    "a unit is destroyed if it rolls a "1"". White queues a campaign with the Royal Army; blue, before him,
    takes it and its only unit rolls a 1: white's entry is refused, his campaign with his own troops is played."""
    state = campaigns_table(boze)
    blue, white, _red = (seat_of(state, h) for h in ("potocki", "radziwill", "sapieha"))
    state.provinces["prussia"].dice[blue] = 1
    state.provinces["lithuania"].dice[white] = 2
    state.provinces["lithuania"].armies[white] = Army(infantry=1)
    state.sejm = {"prussia": blue, "lithuania": white}
    state.royal_army = Army(infantry=1)
    boze.advance(state)
    queued = queue(boze, state, white, "campaign lithuania royal", "campaign lithuania")
    state = boze.apply(rolls(state, 1), blue, "campaign prussia royal").state
    assert state.royal_army.fighting() == 0
    decision = boze.decision_for(state, white)
    assert decision is not None
    with pytest.raises(IllegalAction, match="Royal Army"):
        boze.validate(state, white, decision, boze.parse("campaign lithuania royal"))
    state = play_queued(boze, rolls(state, 5), queued).state
    assert state.sejm == {"lithuania": white}, "white's disc stays: he campaigned without the Royal Army"
    assert state.enemy_fields["muscovy"].players[white] == 1


# --- Phase Twelve: Relief of the Royal Army ---------------------------------------------------------------------


def paid(ahead: Ahead) -> bool:
    """The previewed attack costs a Sejm disc (the prompt says so)."""
    cost = ahead.decision.prompt.params["cost"]
    return isinstance(cost, Msg) and cost.key == "boze.prompt.relief_disc"


def test_relief_example_replayed_with_answers_given_ahead(boze: BozeGame) -> None:
    """Phase Twelve example: "Potocki (blue), holding the office of Hetman, decides to use the Royal Army in Ukraine
    ... one Tatar enemy die is removed from Ukraine. Potocki (blue) did not have to spend his disc from the Sejm
    for the attack, since he is Hetman this turn. Next, Radziwiłł (white) discards one of his discs from the Sejm
    and carries out another Royal Army attack in Ukraine. He easily destroys the last Tatar die". Sapieha (red) has
    no disc: "A player who wants to use the Royal Army must remove one of his player discs from the Sejm", so the
    phase will pass for him and he is not previewed. Blue, with a disc, is previewed for the second cycle, paying
    with it."""
    state = at_relief(boze, sejm={"prussia": "radziwill", "ukraine": "potocki"})
    blue, white, red = (seat_of(state, h) for h in ("potocki", "radziwill", "sapieha"))
    state.provinces["ukraine"].enemies = {"tatars": 2}
    boze.advance(state)
    assert boze.mark(state, blue) == Mark("t2/relief", "c1")
    previews = aheads(boze, state)
    assert boze.ahead_seats(state) == (white,)
    assert boze.ahead(state, red) is None and boze.orders(state, red) == ()
    assert previews[white].mark == Mark("t2/relief", "c1")
    assert answers(previews[white]) == ["relieve ukraine", "pass"]
    white_c1 = queue(boze, state, white, "relieve ukraine")

    state = boze.apply(rolls(state, 3, 5, 2, 3), blue, "relieve ukraine").state
    assert state.provinces["ukraine"].enemies == {"tatars": 1}
    blue_next = aheads(boze, state)[blue]
    assert blue_next.mark == Mark("t2/relief", "c2")
    assert paid(blue_next), "no second free attack"
    transition = play_queued(boze, rolls(state, 6, 5, 4, 2), white_c1)
    state = after_phase(transition, "relief")
    assert state.provinces["ukraine"].enemies == {} and state.sejm == {"ukraine": blue}


def test_relief_of_vienna_the_first_players_second_cycle_is_previewed(boze: BozeGame) -> None:
    """Relief of Vienna example (Swedish Deluge): "The first player uses a free Royal Army attack to destroy the
    Ottoman enemy dice standing on the Habsburg Empire enemy field. In the second cycle of the phase, this player
    discards his player disc from the Sejm to attack that field again. In total he scored four hits"."""
    state = at_relief(
        boze, turn=3, hetman="sapieha", sejm={"little": "sapieha", "ukraine": "sapieha", "prussia": "potocki"}
    )
    blue, _white, red = (seat_of(state, h) for h in ("potocki", "radziwill", "sapieha"))
    state.enemy_fields["habsburg"].ottoman = 8
    boze.advance(state)
    assert boze.ahead_seats(state) == (blue,)
    blue_c1 = queue(boze, state, blue, "pass")
    state = boze.apply(rolls(state, 5, 2, 4, 3), red, "relieve vienna").state
    red_next = aheads(boze, state)[red]
    assert red_next.mark == Mark("t3/relief", "c2")
    assert paid(red_next), "only the Hetman's first attack is free"
    red_c2 = queue(boze, state, red, "relieve habsburg")
    state = play_queued(boze, state, blue_c1).state
    assert state.cycle == 2
    state = play_queued(boze, rolls(state, 6, 3, 2, 5), red_c2).state
    assert state.enemy_fields["habsburg"].ottoman == 4 and state.sejm == {"little": red, "prussia": blue}


def test_relief_an_entry_whose_target_was_cleared_is_refused(boze: BozeGame) -> None:
    """Phase Twelve: "This player may indicate one province containing enemy dice": white queues Ukraine, the
    Hetman clears it first; white's entry is refused when his turn comes, and he is asked live (or his next
    entry played); the standing order answers only at his turn."""
    state = at_relief(boze, sejm={"prussia": "radziwill"})
    blue, white, _red = (seat_of(state, h) for h in ("potocki", "radziwill", "sapieha"))
    state.provinces["ukraine"].enemies = {"tatars": 1}
    state.provinces["lithuania"].enemies = {"muscovy": 2}
    boze.advance(state)
    queued = queue(boze, state, white, "relieve ukraine", "relieve lithuania")
    assert boze.follow(state, white, ORDER_PASS) is None and boze.follow(state, blue, ORDER_PASS) == "pass"
    (order,) = boze.orders(state, white)
    assert "Royal Army" in order.detail_in("en") and "Armii Królewskiej" in order.detail_in("pl")
    state = boze.apply(rolls(state, 6, 6, 6, 6), blue, "relieve ukraine").state
    assert state.provinces["ukraine"].enemies == {}
    decision = boze.decision_for(state, white)
    assert decision is not None
    with pytest.raises(IllegalAction, match="no enemy dice"):
        boze.validate(state, white, decision, boze.parse("relieve ukraine"))
    assert boze.follow(state, white, ORDER_PASS) == "pass"
    state = after_phase(play_queued(boze, rolls(state, 6, 6, 2, 2), queued), "relief")
    assert state.provinces["lithuania"].enemies == {} and state.sejm == {}
