"""Answering ahead in Sigismundus Augustus: the phases played seat after seat ("During each phase, starting with
the first player and continuing clockwise, each player may perform actions connected with that phase", Game
Turn Overview), with real numbers.

For each chain: the seats to come and their previews (legal now, with the mark their decision will carry), the
mark when the decision opens, an answer legal when it was queued but refused by the rules when its turn came
(or why none can be), and the standing orders answering literally. Two rulebook examples are replayed with the
later seat's answer given ahead: Sejm a)'s Counting Votes (John's seven votes and his Internal Policy cards)
and the Combat example (Kate's Foray against Andrew).
"""

from __future__ import annotations

import pytest

from rules.core.ahead import Ahead, Mark
from rules.core.decision import Options, Steps
from rules.core.errors import IllegalAction
from rules.core.forms import fits
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import SigismundusState, Units, votes_left

from .helpers import ScriptedRng, at_phase, play, put_on_track

JOHN, ANDREW, MARY, KATE = 0, 1, 2, 3


def preview(game: SigismundusGame, state: SigismundusState, seat: int) -> Ahead:
    """The seat's next decision of the chain, which it does not owe now."""
    ahead = game.ahead(state, seat)
    assert ahead is not None and ahead.decision.seats == (seat,)
    assert seat in game.ahead_seats(state)
    assert seat not in game.decisions(state)[0].waiting_for()
    return ahead


def queue(game: SigismundusGame, state: SigismundusState, seat: int, text: str) -> tuple[Mark, str]:
    """Queue ``text`` ahead for the seat: the preview offers it, and the rules accept it now."""
    ahead = preview(game, state, seat)
    assert fits(ahead.decision.forms[seat], text), f"{text!r} is not offered"
    return ahead.mark, game.check_ahead(ahead, text)


def opens(game: SigismundusGame, state: SigismundusState, seat: int, key: str) -> Mark:
    """The decision now open is the seat's, of ``key``; its mark."""
    decision = game.decisions(state)[0]
    assert decision.key == key and decision.seats == (seat,)
    mark = game.mark(state, seat)
    assert mark is not None
    return mark


def orders(game: SigismundusGame, state: SigismundusState, seat: int) -> list[str]:
    return [c.text for c in game.orders(state, seat)]


# Preparing for the Game 13 -------------------------------------------------------------------------


def test_starting_offices_chain_from_the_lowest_initiative_to_the_right(sigismundus: SigismundusGame) -> None:
    """Preparing for the Game 13: "The player with the lowest initiative value chooses first, then the player
    sitting on their right and so on." The later choosers see the four offices of a four-player game; an office
    queued ahead and taken before the turn comes is refused then."""
    state = sigismundus.new_game(4, 1, {"short": True}).state
    order = list(state.setup_order)
    first, second, *rest = order
    assert sigismundus.ahead_seats(state) == (second, *rest)
    assert sigismundus.ahead(state, first) is None, "the first chooser owes his choice now"
    last = preview(sigismundus, state, order[-1])
    form = last.decision.forms[order[-1]]
    assert isinstance(form, Options) and [c.text for c in form.choices] == [
        "office 15",
        "office 13",
        "office 12",
        "office 10",
    ]
    assert last.mark == Mark("r0/setup", "n1")
    promised, text = queue(sigismundus, state, second, "office 15")
    assert text == "office 15" and orders(sigismundus, state, second) == []
    state = play(sigismundus, state, first, "office 15")
    assert opens(sigismundus, state, second, "setup.office") == promised == Mark("r0/setup", "n1")
    with pytest.raises(IllegalAction):
        sigismundus.apply(state, second, text)
    form = preview(sigismundus, state, order[-1]).decision.forms[order[-1]]
    assert isinstance(form, Options) and [c.text for c in form.choices] == ["office 13", "office 12", "office 10"]


# Draw ------------------------------------------------------------------------------------------------


def draw_table(sigismundus: SigismundusGame) -> SigismundusState:
    """John first; Andrew holds Austria's seal, which draws one card more (a placeholder bonus)."""
    state = at_phase(sigismundus, "draw")
    state.countries["austria"].seal = ANDREW
    sigismundus.advance(state)
    assert state.queue == [JOHN, ANDREW, ANDREW, MARY, KATE]
    return state


def test_draw_in_the_order_of_initiative_with_a_seals_further_draw(sigismundus: SigismundusGame) -> None:
    """Draw: "In the order of initiative each player draws one Policy card from one of the three decks." Andrew
    draws twice: his previews and marks count his draws (n1, then n2)."""
    state = draw_table(sigismundus)
    assert sigismundus.ahead_seats(state) == (ANDREW, MARY, KATE)
    promised, text = queue(sigismundus, state, ANDREW, "draw military")
    assert promised == Mark("r1/draw", "n1")
    assert preview(sigismundus, state, KATE).mark == Mark("r1/draw", "n1")
    state = play(sigismundus, state, JOHN, "draw internal")
    assert opens(sigismundus, state, ANDREW, "draw.deck") == promised
    state = play(sigismundus, state, ANDREW, text)
    assert opens(sigismundus, state, ANDREW, "draw.deck") == Mark("r1/draw", "n2")
    assert sigismundus.ahead_seats(state) == (MARY, KATE)


def test_a_deck_emptied_before_the_turn_refuses_the_draw_queued_from_it(sigismundus: SigismundusGame) -> None:
    """A deck with one card and no discard pile: Mary queues a draw from it; John draws the card first, and her
    entry is refused when her turn comes (the deck is no longer offered)."""
    state = draw_table(sigismundus)
    state.decks["foreign"] = state.decks["foreign"][:1]
    state.discards["foreign"] = []
    _, text = queue(sigismundus, state, MARY, "draw foreign")
    state = play(sigismundus, state, JOHN, "draw foreign")
    state = play(sigismundus, state, ANDREW, "draw internal")
    state = play(sigismundus, state, ANDREW, "draw internal")
    opens(sigismundus, state, MARY, "draw.deck")
    with pytest.raises(IllegalAction):
        sigismundus.apply(state, MARY, text)
    assert preview(sigismundus, state, KATE).decision.forms[KATE] == sigismundus.decisions(state)[0].forms[MARY]


def test_draw_from_one_deck_for_the_rest_of_the_phase(sigismundus: SigismundusGame) -> None:
    """The standing order "draw from the Military Policy deck for the rest of this phase" answers both of
    Andrew's draws, and nothing while another seat draws or once that deck and its discard pile are empty."""
    state = draw_table(sigismundus)
    assert orders(sigismundus, state, ANDREW) == ["order:draw internal", "order:draw foreign", "order:draw military"]
    labels = [c.label for c in sigismundus.orders(state, ANDREW)]
    assert labels[2] == "Draw from the Military Policy deck for the rest of this phase"
    order = sigismundus.check_order(state, ANDREW, "order:draw military")
    assert sigismundus.follow(state, ANDREW, order) is None, "John draws now"
    state = play(sigismundus, state, JOHN, "draw internal")
    assert sigismundus.follow(state, ANDREW, order) == "draw military"
    state = play(sigismundus, state, ANDREW, "draw military")
    assert sigismundus.follow(state, ANDREW, order) == "draw military"
    state.decks["military"] = []
    state.discards["military"] = []
    assert sigismundus.follow(state, ANDREW, order) is None, "the deck is empty: Andrew is asked"
    assert sigismundus.follow(state, ANDREW, "order:pass") is None, "pass is no answer of the Draw"


# Special Actions -------------------------------------------------------------------------------------


def special_table(sigismundus: SigismundusGame) -> SigismundusState:
    """John first and Magnate's Representative; the Combat example's armies: "Andrew has one Artillery marker
    and one Infantry marker. Kate has two Hussars markers and two Infantry markers"; Andrew has 4 victory
    points, a Sack card and, for the next test, a Church Foundation card and 3 ducats."""
    state = at_phase(sigismundus, "special_actions")
    state.players[ANDREW].units = Units(artillery=1, infantry=1)
    state.players[ANDREW].hand = ["foundation", "sack"]
    state.players[ANDREW].ducats = 3
    state.players[ANDREW].vp = 4
    state.players[KATE].units = Units(hussars=2, infantry=2)
    state.players[KATE].hand = ["foray"]
    sigismundus.advance(state)
    assert state.queue == [JOHN, JOHN, ANDREW, MARY, KATE]
    return state


def test_combat_example_kates_foray_queued_ahead(sigismundus: SigismundusGame) -> None:
    """Special Actions: "the Magnate's Representative may perform one additional special action before other
    players perform special actions in the order of initiative" — John's two turns are n1 and n2, everyone
    else's n1. The Combat example, with Kate's answer given while John still acts: "Kate plays a Foray card and
    chooses Andrew as her opponent ... Kate adds 4 points to her score. Andrew loses all his victory points." """
    state = special_table(sigismundus)
    andrew = state.houses[ANDREW]
    assert opens(sigismundus, state, JOHN, "special.action") == Mark("r1/special_actions", "n1")
    assert sigismundus.ahead_seats(state) == (ANDREW, MARY, KATE)
    promised, text = queue(sigismundus, state, KATE, f"foray {andrew}")
    assert promised == Mark("r1/special_actions", "n1") and text == f"foray {andrew}"
    assert preview(sigismundus, state, KATE).decision.private_choices, "her hand is shown to her alone"
    state = play(sigismundus, state, JOHN, "pass")
    assert opens(sigismundus, state, JOHN, "special.action") == Mark("r1/special_actions", "n2")
    state = play(sigismundus, state, JOHN, "pass")
    state = play(sigismundus, state, ANDREW, "pass")
    state = play(sigismundus, state, MARY, "pass")
    assert opens(sigismundus, state, KATE, "special.action") == promised
    # Artillery: Andrew 1. Hussars: Kate 6. Infantry: Kate 1, Andrew 5.
    state.rng = ScriptedRng(0, [1, 6, 1, 5])
    state = play(sigismundus, state, KATE, text)
    state = play(sigismundus, state, ANDREW, "pay sack")
    state = play(sigismundus, state, ANDREW, "pay artillery")
    state = play(sigismundus, state, KATE, "pay infantry")
    assert (state.players[KATE].vp, state.players[ANDREW].vp) == (4, 0)


def test_an_attack_queued_on_a_house_that_founds_a_church_is_refused(sigismundus: SigismundusGame) -> None:
    """Church Foundation: "No one can attack you in this round (via Abduction, Sack or Foray)". Kate's Foray
    on Andrew is legal when she queues it; Andrew founds a church first, and at Kate's turn the rules refuse
    it."""
    state = special_table(sigismundus)
    andrew = state.houses[ANDREW]
    _, text = queue(sigismundus, state, KATE, f"foray {andrew}")
    state = play(sigismundus, state, JOHN, "pass")
    state = play(sigismundus, state, JOHN, "pass")
    state = play(sigismundus, state, ANDREW, "foundation")
    state = play(sigismundus, state, MARY, "pass")
    opens(sigismundus, state, KATE, "special.action")
    with pytest.raises(IllegalAction, match="founded a church this round: no one can attack them"):
        sigismundus.apply(state, KATE, text)


def test_questions_of_a_war_belong_to_no_chain(sigismundus: SigismundusGame) -> None:
    """John attacks Andrew with his additional action: Andrew's wounds are asked of him now (no mark), John's own
    action and Mary's and Kate's wait ahead; John's own action is his second (n2)."""
    state = special_table(sigismundus)
    state.players[JOHN].hand = ["sack"]
    state.players[JOHN].units = Units(hussars=3)
    state.rng = ScriptedRng(0, [1, 6])
    state = play(sigismundus, state, JOHN, f"sack {state.houses[ANDREW]}")
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.wound" and decision.seats == (ANDREW,)
    assert sigismundus.mark(state, ANDREW) is None
    assert sigismundus.ahead_seats(state) == (JOHN, MARY, KATE)
    assert preview(sigismundus, state, JOHN).mark == Mark("r1/special_actions", "n2")
    assert sigismundus.follow(state, ANDREW, "order:pass") is None, "the order says nothing of a wound"
    assert orders(sigismundus, state, ANDREW) == ["order:pass"], "his special action is still to come"


def test_pass_for_the_rest_of_special_actions(sigismundus: SigismundusGame) -> None:
    """ "During this phase each player may perform one special action": "pass" is an answer, so a seat may pass
    for the rest of the phase (both of the Magnate's Representative's turns)."""
    state = special_table(sigismundus)
    offered = sigismundus.orders(state, JOHN)
    assert [(c.text, c.label) for c in offered] == [("order:pass", "Pass for the rest of this phase")]
    assert offered[0].label_in("pl") == "Pasuj do końca tej fazy"
    assert sigismundus.follow(state, JOHN, "order:pass") == "pass"
    assert sigismundus.follow(state, MARY, "order:pass") is None, "Mary's turn has not come"
    state = play(sigismundus, state, JOHN, "pass")
    assert sigismundus.follow(state, JOHN, "order:pass") == "pass"
    state = play(sigismundus, state, JOHN, "pass")
    assert orders(sigismundus, state, JOHN) == [], "John's chain is over"


# Foreign Policy --------------------------------------------------------------------------------------


def test_foreign_policy_after_the_crown(sigismundus: SigismundusGame) -> None:
    """Foreign Policy: "At the beginning of this phase the Royal Representative has to choose one Foreign Policy
    marker and turn it on the side with the crown. During this phase each player may put their House markers
    on one of the Neighbouring Countries. They may also discard Foreign Policy cards - each card gives one
    additional marker". John, the Royal Representative, owes the crown now; the others wait ahead. No marker
    goes where a Secret Pact lies, so an entry naming Sweden is refused when queued; nothing another player may
    do in this phase takes away a seat's markers, cards or open countries, so what is queued stays legal."""
    state = at_phase(sigismundus, "foreign_policy")
    state.fp_track = ["sweden", "muscovy", "austria", "lithuania", "ottoman", "crimea"]
    state.countries["sweden"].pact = True
    state.players[MARY].hand = ["mission", "pact"]
    sigismundus.advance(state)
    assert sigismundus.decisions(state)[0].key == "ask.crown" and sigismundus.mark(state, JOHN) is None
    assert sigismundus.ahead_seats(state) == (ANDREW, MARY, KATE)
    promised, text = queue(sigismundus, state, MARY, "influence mission pact lithuania")
    assert promised == Mark("r1/foreign_policy", "n1")
    with pytest.raises(IllegalAction):
        sigismundus.check_ahead(preview(sigismundus, state, MARY), "influence sweden")
    state = play(sigismundus, state, JOHN, "crown austria")
    assert opens(sigismundus, state, JOHN, "foreign.influence") == Mark("r1/foreign_policy", "n1")
    state = play(sigismundus, state, JOHN, "influence lithuania")
    state = play(sigismundus, state, ANDREW, "influence ottoman")
    assert opens(sigismundus, state, MARY, "foreign.influence") == promised
    state = play(sigismundus, state, MARY, text)
    assert state.countries["lithuania"].markers[MARY] == 3 and state.players[MARY].hand == []


def test_a_house_with_no_marker_left_is_not_asked_ahead(sigismundus: SigismundusGame) -> None:
    """A seat with none of its ten House markers in supply is passed over when its turn comes ("cannot place"):
    it is not offered a decision ahead."""
    state = at_phase(sigismundus, "foreign_policy")
    state.countries["crimea"].markers[KATE] = 10
    sigismundus.advance(state)
    assert sigismundus.ahead_seats(state) == (ANDREW, MARY)
    assert sigismundus.ahead(state, KATE) is None


def test_pass_for_the_rest_of_foreign_policy_answers_only_the_influence(sigismundus: SigismundusGame) -> None:
    """ "Pass for the rest of this phase" answers the seat's own turn with ``pass``; not the crown, and not the
    spreading of markers a seat asked for with ``influence`` (his own answer of this turn)."""
    state = at_phase(sigismundus, "foreign_policy")
    state.players[ANDREW].hand = ["mission"]
    sigismundus.advance(state)
    assert orders(sigismundus, state, ANDREW) == ["order:pass"]
    assert sigismundus.follow(state, JOHN, "order:pass") is None, "the crown is no pass"
    state = play(sigismundus, state, JOHN, "crown austria")
    assert sigismundus.follow(state, JOHN, "order:pass") == "pass"
    state = play(sigismundus, state, JOHN, "pass")
    state = play(sigismundus, state, ANDREW, "influence mission")
    assert sigismundus.decisions(state)[0].key == "foreign.place"
    assert sigismundus.follow(state, ANDREW, "order:pass") is None and orders(sigismundus, state, ANDREW) == []
    assert sigismundus.mark(state, ANDREW) is None
    assert sigismundus.mark(state, MARY) is None and sigismundus.follow(state, MARY, "order:pass") is None
    assert sigismundus.ahead_seats(state) == (MARY, KATE), "Mary's turn waits for Andrew's markers"


# Actions ---------------------------------------------------------------------------------------------


def test_client_tokens_round_and_round(sigismundus: SigismundusGame) -> None:
    """Actions: "Each player takes one of their Client tokens, places it on a chosen field and performs the
    action associated with that field. If the player wants to place the token on a field already occupied by
    other tokens, they have to pay 1 ducat for each Client on the field, including their own." Andrew, with
    no ducat, queues the Economist while it is free; John takes it first, and at Andrew's turn it costs a
    ducat he does not have: refused. A seat's k-th token is its mark n<k> (John, Nobility's Representative,
    has four)."""
    state = at_phase(sigismundus, "actions")
    state.players[JOHN].ducats = 5
    state.players[MARY].ducats = 2
    sigismundus.advance(state)
    assert opens(sigismundus, state, JOHN, "actions.client") == Mark("r1/actions", "n1")
    assert sigismundus.ahead_seats(state) == (ANDREW, MARY, KATE)
    promised, text = queue(sigismundus, state, ANDREW, "economist")
    assert promised == Mark("r1/actions", "n1")
    _, mary = queue(sigismundus, state, MARY, "economist")
    assert orders(sigismundus, state, ANDREW) == [], "every Client token must be placed: no pass"
    state = play(sigismundus, state, JOHN, "economist")
    assert preview(sigismundus, state, JOHN).mark == Mark("r1/actions", "n2")
    assert opens(sigismundus, state, ANDREW, "actions.client") == promised
    with pytest.raises(IllegalAction, match="you must pay 1 ducats and have 0"):
        sigismundus.apply(state, ANDREW, text)
    fields = preview(sigismundus, state, MARY).decision.forms[MARY]
    assert isinstance(fields, Steps)
    assert [c.label for c in fields.after([]).choices if c.text == "economist"] == ["Economist (pay 1 ducat)"]
    state = play(sigismundus, state, ANDREW, "feast")
    state = play(sigismundus, state, MARY, mary)
    assert state.players[MARY].ducats == 2 - 1 + 3
    state = play(sigismundus, state, KATE, "banners infantry")
    placed = dict.fromkeys((JOHN, ANDREW, MARY, KATE), 1)
    promised_to: dict[int, Mark] = {}
    kept_promises = 0
    while state.phase == "actions":  # the rest of the phase, each seat's answer the one the table would default to
        decision = sigismundus.decisions(state)[0]
        seat = decision.seats[0]
        if decision.key == "actions.client":
            placed[seat] += 1
            assert opens(sigismundus, state, seat, "actions.client") == Mark("r1/actions", f"n{placed[seat]}")
            kept = promised_to.pop(seat, None)
            if kept is not None:
                kept_promises += 1
                assert kept == Mark("r1/actions", f"n{placed[seat]}")
        for other in sigismundus.ahead_seats(state):
            promised_to.setdefault(other, preview(sigismundus, state, other).mark)
        state = play(sigismundus, state, seat, decision.defaults[seat])
    assert placed[JOHN] == 4, "the Nobility's Representative's four tokens"
    assert kept_promises >= 6


def test_a_seat_that_can_use_no_field_is_not_asked_ahead(sigismundus: SigismundusGame) -> None:
    """ "The Action phase ends when players use all their Clients": a player who cannot pay for any field keeps
    his tokens unused, without being asked; Kate, with no ducat and a Client on every field, has no decision
    ahead."""
    state = at_phase(sigismundus, "actions")
    sigismundus.advance(state)
    for field in state.fields:
        state.fields[field] = [JOHN]
    assert sigismundus.ahead_seats(state) == ()
    assert sigismundus.ahead(state, KATE) is None
    state.players[KATE].ducats = 1
    assert sigismundus.ahead_seats(state) == (KATE,)


def test_the_academys_second_card_is_asked_now_and_the_next_token_waits(sigismundus: SigismundusGame) -> None:
    """Academy: "take 2 Policy cards from any Policy deck. You may take a look at the first card before you
    decide to take the second one": John owes that choice now (no chain's decision), Andrew's token waits
    ahead and opens with the mark promised."""
    state = at_phase(sigismundus, "actions")
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, "academy internal")
    assert sigismundus.decisions(state)[0].key == "ask.academy" and sigismundus.mark(state, JOHN) is None
    assert sigismundus.ahead_seats(state) == (ANDREW, MARY, KATE)
    promised = preview(sigismundus, state, ANDREW).mark
    state = play(sigismundus, state, JOHN, "draw military")
    assert opens(sigismundus, state, ANDREW, "actions.client") == promised == Mark("r1/actions", "n1")


# Sejm b) Additional Votes ----------------------------------------------------------------------------


def sejm_table(sigismundus: SigismundusGame) -> SigismundusState:
    """The Counting Votes example's John (Royal Support space 2, Senatorial 4, Parliamentary 2), with three cards
    of which two are Internal Policy; Kate first, with one Internal Policy card; Mary holds none."""
    state = at_phase(sigismundus, "sejm_votes")
    state.first = KATE
    put_on_track(state, "royal", JOHN, 2)
    put_on_track(state, "senatorial", JOHN, 4)
    put_on_track(state, "parliamentary", JOHN, 2)
    state.players[JOHN].hand = ["client", "raft", "sack"]
    state.players[KATE].hand = ["primus"]
    state.players[ANDREW].hand = ["death"]
    sigismundus.advance(state)
    assert state.queue == [KATE, JOHN, ANDREW], "only players with Internal Policy cards are asked"
    return state


def test_counting_votes_example_johns_cards_discarded_ahead(sigismundus: SigismundusGame) -> None:
    """Sejm a) example: "In total, John will have 7 votes at his disposal (4+1+2=7), unless he decides to
    discard Internal Policy cards to gain more votes for Sejm." b): "They gain 1 vote for each discarded card."
    John decides while Kate still does: his two cards, queued ahead, are played at his turn: 9 votes."""
    state = sejm_table(sigismundus)
    assert state.players[JOHN].votes == 7
    assert sigismundus.ahead_seats(state) == (JOHN, ANDREW, MARY), "Mary, with no card to discard: her Bribery hand"
    ahead = preview(sigismundus, state, JOHN)
    assert not fits(ahead.decision.forms[JOHN], "discard sack"), "Sack is a Military Policy card"
    promised, text = queue(sigismundus, state, JOHN, "discard client raft")
    assert promised == Mark("r1/sejm_votes", "n1")
    state = play(sigismundus, state, KATE, "pass")
    assert opens(sigismundus, state, JOHN, "sejm.discard") == promised
    state = play(sigismundus, state, JOHN, text)
    assert state.players[JOHN].votes == 9 and state.players[JOHN].hand == ["sack"]


def test_votes_run_out_before_the_turn(sigismundus: SigismundusGame) -> None:
    """Limit of Elements: forty vote tokens. With one left in the bank John may queue one card for it; Kate
    takes it first, and John's entry is refused at his turn (only ``pass`` is left)."""
    state = sejm_table(sigismundus)
    state.players[MARY].votes += votes_left(sigismundus.board, state) - 1
    assert votes_left(sigismundus.board, state) == 1
    assert not fits(preview(sigismundus, state, JOHN).decision.forms[JOHN], "discard client raft")
    _, text = queue(sigismundus, state, JOHN, "discard raft")
    state = play(sigismundus, state, KATE, "discard primus")
    opens(sigismundus, state, JOHN, "sejm.discard")
    with pytest.raises(IllegalAction):
        sigismundus.apply(state, JOHN, text)


def test_pass_for_the_rest_of_the_additional_votes(sigismundus: SigismundusGame) -> None:
    """b) "players may discard Internal Policy cards": keeping them is ``pass``, which the standing order
    answers at the seat's turn and never before it."""
    state = sejm_table(sigismundus)
    assert orders(sigismundus, state, ANDREW) == ["order:pass"] and orders(sigismundus, state, MARY) == []
    assert sigismundus.follow(state, ANDREW, "order:pass") is None
    state = play(sigismundus, state, KATE, "pass")
    state = play(sigismundus, state, JOHN, "pass")
    assert sigismundus.follow(state, ANDREW, "order:pass") == "pass"
    assert sigismundus.follow(state, ANDREW, "order:draw internal") is None


# Maintaining the Army ----------------------------------------------------------------------------------


def test_maintaining_the_army_in_turn(sigismundus: SigismundusGame) -> None:
    """Maintaining the Army: "The cost of maintaining a unit is equal to its power ... Players have to discard
    units they don't want to or can't maintain." Andrew, with one ducat and two Infantry, may keep one: keeping
    both is refused when queued. What a seat may keep depends on its own ducats, units and offices alone, so
    nothing John does first changes it."""
    state = at_phase(sigismundus, "maintaining_the_army")
    state.players[JOHN].units = Units(hussars=1, infantry=1)
    state.players[JOHN].ducats = 10
    state.players[ANDREW].units = Units(infantry=2)
    state.players[ANDREW].ducats = 1
    state.players[KATE].units = Units(artillery=1)
    sigismundus.advance(state)
    assert sigismundus.ahead_seats(state) == (ANDREW, KATE), "Mary has no army to maintain"
    ahead = preview(sigismundus, state, ANDREW)
    form = ahead.decision.forms[ANDREW]
    assert isinstance(form, Options) and [c.text for c in form.choices] == ["keep infantry", "keep"]
    with pytest.raises(IllegalAction):
        sigismundus.check_ahead(ahead, "keep infantry infantry")
    promised, text = queue(sigismundus, state, ANDREW, "keep infantry")
    assert promised == Mark("r1/maintaining_the_army", "n1") and orders(sigismundus, state, ANDREW) == []
    state = play(sigismundus, state, JOHN, "keep hussars infantry")
    assert opens(sigismundus, state, ANDREW, "upkeep.keep") == promised
    state = play(sigismundus, state, ANDREW, text)
    assert state.players[ANDREW].units == Units(infantry=1) and state.players[ANDREW].ducats == 0


# Outside the chains ----------------------------------------------------------------------------------


def test_the_secret_decisions_are_answered_at_once_by_everyone(sigismundus: SigismundusGame) -> None:
    """Sejm c) Bribery: "They decide in secret how much they want to pay" — every seat answers now, at once:
    while all owe this hand nobody is offered the next one (rules.sigismundus.sejm_ahead), each hand is marked
    as its own chain, and no standing order is given."""
    state = at_phase(sigismundus, "bribery")
    for player in state.players:
        player.ducats = 2
        player.votes = 3
    sigismundus.advance(state)
    assert sigismundus.decisions(state)[0].simultaneous
    assert sigismundus.ahead_seats(state) == ()
    assert {sigismundus.mark(state, s) for s in range(4)} == {Mark("r1/bribery.ducats", "n1")}
    assert all(sigismundus.orders(state, s) == () for s in range(4))
