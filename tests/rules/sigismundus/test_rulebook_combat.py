"""Combat: the rulebook's example (Kate's Foray against Andrew) with its dice, and the attack cards."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import SigismundusState, Units

from .helpers import ScriptedRng, at_phase, play, put_on_track, said

JOHN, ANDREW, MARY, KATE = 0, 1, 2, 3


def kate_first(sigismundus: SigismundusGame) -> SigismundusState:
    """Special Actions with Kate first in initiative and Magnate's Representative (she acts at once)."""
    state = at_phase(sigismundus, "special_actions")
    state.first = KATE
    put_on_track(state, "senatorial", KATE, 1)
    return state


def test_combat_example_kates_foray_against_andrew(sigismundus: SigismundusGame) -> None:
    """Combat example: "Kate plays a Foray card and chooses Andrew as her opponent. Andrew has one Artillery
    marker and one Infantry marker. Kate has two Hussars markers and two Infantry markers. Only Andrew may
    attack in the Artillery phase. He throws the die. He scores one and adds the power of his Artillery to
    that. Four points don't cause any damage ... Kate throws the dice and gets 6, what – after adding four
    points for her Hussars – gives her 10 points, which means 2 damage. To pay for the damage, Andrew
    discards one Military Policy card and decides to lose the Artillery marker ... In the Infantry phase both
    players throw the dice at the same time. Andrew scores 5, Kate – only 1. Kate receives damage and
    discards one Infantry unit. The combat is over. Kate wins, because the power of her remaining units
    amounts to 5 and is bigger than the power of Andrew's army (1 point for his Infantry unit). Kate cannot
    gain 6 victory points, because Andrew has only 4 of them. Kate adds 4 points to her score. Andrew loses
    all his victory points." """
    state = kate_first(sigismundus)
    state.players[ANDREW].units = Units(artillery=1, infantry=1)
    state.players[ANDREW].hand = ["sack"]
    state.players[ANDREW].vp = 4
    state.players[KATE].units = Units(hussars=2, infantry=2)
    state.players[KATE].hand = ["foray"]
    sigismundus.advance(state)
    assert sigismundus.decisions(state)[0].seats == (KATE,)
    # Artillery: Andrew 1. Hussars: Kate 6. Infantry: Kate 1, Andrew 5 (the aggressor rolls first).
    state.rng = ScriptedRng(0, [1, 6, 1, 5])
    transition = sigismundus.apply(state, KATE, f"foray {state.houses[ANDREW]}")
    state = transition.state
    rolls = [e for e in transition.events if e.kind == "roll"]
    assert [e.dice for e in rolls] == [(1,), (6,)]
    lines = said(sigismundus, state, transition.events)
    andrew, kate = sigismundus.seat_name(state, ANDREW), sigismundus.seat_name(state, KATE)
    assert f"Artillery phase: {andrew} rolls 1 + 3 for 1 artillery = 4, 0 wounds to {kate}." in lines
    assert f"Hussars phase: {kate} rolls 6 + 4 for 2 hussars = 10, 2 wounds to {andrew}." in lines
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.wound" and decision.seats == (ANDREW,)
    assert [c.text for c in decision.forms[ANDREW].choices] == ["pay artillery", "pay infantry", "pay sack"]
    state = play(sigismundus, state, ANDREW, "pay sack")
    transition = sigismundus.apply(state, ANDREW, "pay artillery")
    state = transition.state
    assert [e.dice for e in transition.events if e.kind == "roll"] == [(1,), (5,)]
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.wound" and decision.seats == (KATE,)
    transition = sigismundus.apply(state, KATE, "pay infantry")
    state = transition.state
    lines = said(sigismundus, state, transition.events)
    assert f"After the combat: {kate} has 5 power left, {andrew} 1." in lines
    assert f"{kate} takes 4 victory points from {andrew}." in lines
    assert (state.players[KATE].vp, state.players[ANDREW].vp) == (4, 0)
    assert state.players[ANDREW].hand == [] and state.players[KATE].hand == []
    assert state.discards["military"][-2:] == ["foray", "sack"]


def test_the_aggressor_pays_first_and_both_may_lose_everything(sigismundus: SigismundusGame) -> None:
    """Combat: "Both players inflict damage at the same time. This means that both players may lose their whole
    armies in one combat ... The aggressor suffers the damage first." A tie in power has no effect."""
    state = kate_first(sigismundus)
    state.players[ANDREW].units = Units(hussars=2)
    state.players[KATE].units = Units(hussars=2)
    state.players[KATE].hand = ["sack", "sack", "sack"]
    state.players[ANDREW].ducats = 9
    sigismundus.advance(state)
    state.rng = ScriptedRng(0, [6, 6])
    state = play(sigismundus, state, KATE, f"sack {state.houses[ANDREW]}")
    decision = sigismundus.decisions(state)[0]
    assert decision.seats == (KATE,), "the aggressor pays first"
    state = play(sigismundus, state, KATE, "pay sack")
    state = play(sigismundus, state, KATE, "pay hussars")
    assert state.players[ANDREW].units == Units(), "Andrew, with one kind of payment left, pays without asking"
    assert state.players[KATE].units == Units(hussars=1) and state.combat is None
    assert state.players[KATE].ducats == 4 and state.players[ANDREW].ducats == 5, "Sack: half, rounded down"


def test_abduction_takes_a_figure_with_its_gold(sigismundus: SigismundusGame) -> None:
    """Policy Cards 10: "Abduction – attack. If you win, take one Figure from the defeated player (including
    the gold on it)." The winner chooses which."""
    state = kate_first(sigismundus)
    state.players[KATE].units = Units(artillery=1)
    state.players[KATE].hand = ["abduction"]
    state.players[ANDREW].figures = ["poet", "banker"]
    state.figure_gold = {"poet": 3, "banker": 1}
    sigismundus.advance(state)
    state.rng = ScriptedRng(0, [1])
    state = play(sigismundus, state, KATE, f"abduction {state.houses[ANDREW]}")
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.abduct" and decision.seats == (KATE,)
    state = play(sigismundus, state, KATE, "take poet")
    assert state.players[KATE].figures == ["poet"] and state.figure_gold["poet"] == 3
    assert state.players[ANDREW].figures == ["banker"]


def test_church_foundation_protects_from_attacks_this_round(sigismundus: SigismundusGame) -> None:
    """Policy Cards 4: "Church Foundation – discard 3 ducats. Gain 5 victory points. No one can attack you in
    this round (via Abduction, Sack or Foray)." """
    state = kate_first(sigismundus)
    state.players[KATE].hand = ["foray"]
    state.players[KATE].units = Units(hussars=3)
    state.players[ANDREW].hand = ["foundation"]
    state.players[ANDREW].ducats = 3
    sigismundus.advance(state)
    state = play(sigismundus, state, KATE, "pass")
    state = play(sigismundus, state, KATE, "pass")
    state = play(sigismundus, state, JOHN, "pass")
    state = play(sigismundus, state, ANDREW, "foundation")
    assert (state.players[ANDREW].ducats, state.players[ANDREW].vp) == (0, 5) and state.players[ANDREW].protected
    state.queue.append(KATE)
    state = play(sigismundus, state, MARY, "pass")
    before = sigismundus.dumps(state)
    with pytest.raises(IllegalAction, match="founded a church this round") as refused:
        sigismundus.apply(state, KATE, f"foray {state.houses[ANDREW]}")
    assert refused.value.rule == "Special Actions"
    assert sigismundus.dumps(state) == before
    choices = sigismundus.decisions(state)[0].forms[KATE].after(["foray"]).choices
    assert state.houses[ANDREW] not in [c.text for c in choices]


def test_a_card_taken_as_the_only_payment_is_named_to_its_holder_alone(sigismundus: SigismundusGame) -> None:
    """Combat: "for each inflicted wound the player has to discard one of the units or one of the Military
    Policy cards from their hand". With no unit left and one kind of Military card, the table pays with it
    without asking; everyone learns a wound was paid with a Military Policy card, only its holder which."""
    state = kate_first(sigismundus)
    state.players[ANDREW].units = Units()
    state.players[ANDREW].hand = ["enlistment"]
    state.players[KATE].units = Units(hussars=2)
    state.players[KATE].hand = ["foray"]
    sigismundus.advance(state)
    state.rng = ScriptedRng(0, [6])  # Hussars: Kate 6 + 4 = 10, two wounds; Andrew has no units to roll
    transition = sigismundus.apply(state, KATE, f"foray {state.houses[ANDREW]}")
    andrew = sigismundus.seat_name(state, ANDREW)
    public = said(sigismundus, state, [e for e in transition.events if e.to is None])
    assert f"{andrew} pays a wound with a Military Policy card." in public
    assert not [line for line in public if "Enlistment" in line]
    private = said(sigismundus, state, [e for e in transition.events if e.to == (ANDREW,)])
    assert private == ["Your last way to pay the wound was Enlistment; it is discarded."]
    assert transition.state.players[ANDREW].hand == []
