"""The phases of a round: Initiative, Income, Draw, Special Actions, Foreign Policy, Actions, the Royal
Demand, Maintaining the Army, and the end of the game."""

from __future__ import annotations

import pytest

from rules.core.decision import Options, Steps
from rules.core.errors import IllegalAction
from rules.sigismundus import SigismundusGame, powers
from rules.sigismundus.state import Units, representative

from .conftest import sigismundus_raw
from .helpers import at_phase, board_after, fresh, play, put_on_track, said

JOHN, ANDREW, MARY, KATE = 0, 1, 2, 3


# Initiative, Income, Draw ------------------------------------------------------------------------


def test_initiative_passes_the_marker_and_refreshes_the_figures(sigismundus: SigismundusGame) -> None:
    """Initiative: "the first player marker is passed one player to the left (except on the first turn) ...
    reveals the Royal Demand card ... Players discard those Figure cards that weren't taken by any of them
    in the previous round. Then they reveal 3 new cards"."""
    state = at_phase(sigismundus, "initiative", round_=2)
    state.first = KATE
    state.figures_open = ["poet"]
    state.figure_deck = ["banker", "painter", "printer", "sculptor"]
    state.demand_deck = ["host", "tax"]
    sigismundus.advance(state)
    assert state.first == JOHN, "to the left: the next seat, clockwise"
    assert state.demand == "host" and state.demand_deck == ["tax"]
    assert state.figures_open == ["banker", "painter", "printer"] and state.figure_deck == ["sculptor"]


def test_the_last_round_crowns_every_country(sigismundus: SigismundusGame) -> None:
    """Last Round: "at the beginning of the 8th round turn all the Neighbouring Countries markers to the side
    with the crown" (the fourth round of the short game)."""
    state = at_phase(sigismundus, "initiative", round_=8)
    sigismundus.advance(state)
    assert all(c.crowned for c in state.countries.values())


def test_income_two_ducats_and_one_office(sigismundus: SigismundusGame) -> None:
    """Income: "Each player gains 2 ducats, plus the value of income from one chosen Senatorial Office"."""
    state = at_phase(sigismundus, "income")
    state.offices[1].holder = JOHN
    state.offices[15].holder = JOHN
    state.offices[12].holder = MARY
    sigismundus.advance(state)
    assert [p.ducats for p in state.players] == [2 + 4, 2, 2 + 2, 2]


def test_draw_from_a_chosen_deck_privately(sigismundus: SigismundusGame) -> None:
    """Draw: "In the order of initiative each player draws one Policy card from one of the three decks." """
    state = at_phase(sigismundus, "draw")
    sigismundus.advance(state)
    decision = sigismundus.decisions(state)[0]
    assert decision.seats == (JOHN,) and [c.text for c in decision.forms[JOHN].choices] == [
        "draw internal",
        "draw foreign",
        "draw military",
    ]
    top = state.decks["military"][0]
    transition = sigismundus.apply(state, JOHN, "draw military")
    assert transition.state.players[JOHN].hand == [top]
    private = [e for e in transition.events if e.to is not None]
    assert [e.to for e in private] == [(JOHN,)]
    assert all(sigismundus.board.card(top).name not in str(e.msg) for e in transition.events if e.to is None)
    assert sigismundus.view(transition.state, MARY).seats[JOHN].hand is None
    assert sigismundus.view(transition.state, JOHN).seats[JOHN].hand == (top,)


# Special Actions --------------------------------------------------------------------------------


def test_the_magnates_representative_acts_first_and_twice(sigismundus: SigismundusGame) -> None:
    """Magnate's Representative: "At the beginning of this phase the Magnate's Representative may perform one
    additional special action before other players perform special actions in the order of initiative." """
    state = at_phase(sigismundus, "special_actions")
    put_on_track(state, "senatorial", MARY, 1)
    sigismundus.advance(state)
    assert state.queue == [MARY, JOHN, ANDREW, MARY, KATE]


def test_the_ecclesiastical_court_moves_a_card_between_private_hands(sigismundus: SigismundusGame) -> None:
    """Ecclesiastical Court: "chooses an opponent and takes one random card from their hand." The taker learns
    which card, the victim what he lost; the others only that a card moved."""
    state = at_phase(sigismundus, "special_actions")
    state.offices[13].holder = JOHN
    state.players[KATE].hand = ["raft"]
    sigismundus.advance(state)
    choices = [c.text for c in sigismundus.decisions(state)[0].forms[JOHN].after([]).choices]
    assert "court" in choices
    transition = sigismundus.apply(state, JOHN, f"court {state.houses[KATE]}")
    state = transition.state
    assert state.players[JOHN].hand == ["raft"] and state.players[KATE].hand == []
    public = said(sigismundus, state, [e for e in transition.events if e.to is None])
    assert not any("Raft" in line for line in public)
    private = {e.to: said(sigismundus, state, [e])[0] for e in transition.events if e.to is not None}
    assert "Raft of the Vistula River" in private[(JOHN,)] and "Raft of the Vistula River" in private[(KATE,)]


def test_the_court_needs_an_ecclesiastical_office(sigismundus: SigismundusGame) -> None:
    state = at_phase(sigismundus, "special_actions")
    state.players[KATE].hand = ["raft"]
    sigismundus.advance(state)
    before = sigismundus.dumps(state)
    with pytest.raises(IllegalAction, match="needs an Ecclesiastical office"):
        sigismundus.apply(state, JOHN, f"court {state.houses[KATE]}")
    assert sigismundus.dumps(state) == before


def test_death_of_a_senator_the_victim_chooses_the_office(sigismundus: SigismundusGame) -> None:
    """Policy Cards 3: "choose a player. That player has to discard one Senatorial Office. That office should
    be placed on an appropriate position among other Senatorial Offices." """
    state = at_phase(sigismundus, "special_actions")
    state.players[JOHN].hand = ["death"]
    state.offices[5].holder = KATE
    state.offices[14].holder = KATE
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, f"death {state.houses[KATE]}")
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.resign" and decision.seats == (KATE,)
    state = play(sigismundus, state, KATE, "resign 14")
    assert state.offices[14].holder is None and state.offices[5].holder == KATE


def test_negotiations_and_diplomatic_mission(sigismundus: SigismundusGame) -> None:
    """Policy Cards 6–7: "Diplomatic Mission – turn a Foreign Policy marker on the side with the crown.
    Negotiations – you may move a Foreign Policy marker to the first or last space"."""
    state = at_phase(sigismundus, "special_actions")
    state.fp_track = ["sweden", "muscovy", "austria", "lithuania", "ottoman", "crimea"]
    state.players[JOHN].hand = ["negotiations"]
    state.players[ANDREW].hand = ["mission"]
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, "negotiations lithuania first")
    assert state.fp_track == ["lithuania", "sweden", "muscovy", "austria", "ottoman", "crimea"]
    state = play(sigismundus, state, JOHN, "pass")
    state = play(sigismundus, state, ANDREW, "mission crimea")
    assert state.countries["crimea"].crowned


def test_a_secret_pact_closes_a_country_for_the_round(sigismundus: SigismundusGame) -> None:
    """Policy Cards 8: "Secret Pact – put this card on a chosen Neighbouring Country. Until the end of this round
    no player (including you) can put House markers on this field." """
    state = at_phase(sigismundus, "special_actions")
    state.players[JOHN].hand = ["pact"]
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, "pact sweden")
    assert state.countries["sweden"].pact and state.pacts == ["sweden"]
    while state.phase == "special_actions":
        seat = sigismundus.decisions(state)[0].seats[0]
        state = play(sigismundus, state, seat, "pass")
    decision = sigismundus.decisions(state)[0]
    if decision.key == "ask.crown":
        state = play(sigismundus, state, decision.seats[0], decision.defaults[decision.seats[0]])
    state = play(sigismundus, state, JOHN, "influence")
    split = sigismundus.decisions(state)[0].forms[JOHN]
    assert dict(zip((s.key for s in split.slots), split.caps, strict=True))["sweden"] == 0
    with pytest.raises(IllegalAction, match="at most 0"):
        sigismundus.apply(state, JOHN, "place sweden=1 lithuania=0 muscovy=0 austria=0 ottoman=0 crimea=0")


# Foreign Policy ---------------------------------------------------------------------------------


def test_foreign_policy_crown_then_markers_move_left(sigismundus: SigismundusGame) -> None:
    """Foreign Policy: "the Royal Representative has to choose one Foreign Policy marker and turn it on the
    side with the crown ... They may also discard Foreign Policy cards - each card gives one additional marker
    that may be put on one chosen country. If the player puts at least one marker on a given Neighbouring
    Country field, its marker should be moved one space to the left". Moving Markers on Tracks: "they switch
    places with the marker that already occupies that space." """
    state = at_phase(sigismundus, "foreign_policy")
    state.fp_track = ["sweden", "muscovy", "austria", "lithuania", "ottoman", "crimea"]
    state.players[JOHN].hand = ["mission", "pact"]
    sigismundus.advance(state)
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.crown" and decision.seats == (JOHN,), "John is the Royal Representative"
    state = play(sigismundus, state, JOHN, "crown austria")
    assert state.countries["austria"].crowned
    state = play(sigismundus, state, JOHN, "influence mission pact")
    assert state.players[JOHN].hand == []
    state = play(sigismundus, state, JOHN, "place lithuania=2 sweden=0 muscovy=0 austria=0 ottoman=0 crimea=1")
    assert state.countries["lithuania"].markers[JOHN] == 2 and state.countries["crimea"].markers[JOHN] == 1
    assert state.fp_track == ["sweden", "muscovy", "lithuania", "austria", "crimea", "ottoman"]


# Actions ----------------------------------------------------------------------------------------


def test_a_client_pays_a_ducat_for_every_client_already_on_the_field(sigismundus: SigismundusGame) -> None:
    """Actions: "If the player wants to place the token on a field already occupied by other tokens, they have
    to pay 1 ducat for each Client on the field, including their own." Economist: "gain 3 ducats"."""
    state = at_phase(sigismundus, "actions")
    for player in state.players:
        player.ducats = 5
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, "economist")
    state = play(sigismundus, state, ANDREW, "economist")
    state = play(sigismundus, state, MARY, "economist")
    assert [p.ducats for p in state.players[:3]] == [8, 5 - 1 + 3, 5 - 2 + 3]


def test_the_nobilitys_representative_uses_four_clients(sigismundus: SigismundusGame) -> None:
    """Nobility's Representative: "uses 4 Client tokens during this phase." Economist Field: the second field
    "may only be used in a game for 5 players"."""
    state = at_phase(sigismundus, "actions")
    put_on_track(state, "parliamentary", KATE, 1)
    sigismundus.advance(state)
    assert [p.clients for p in state.players] == [3, 3, 3, 4]
    assert "economist2" not in state.fields
    five = at_phase(sigismundus, "actions", seats=5)
    sigismundus.advance(five)
    assert "economist2" in five.fields


def test_a_representative_changes_hands_at_once(sigismundus: SigismundusGame) -> None:
    """Representative Cards: "When you use the Agitation in Sejm or Nobles' Feast field and move your marker to
    the first space on the appropriate track, take over the appropriate Representative card immediately ...
    taking over Nobility's Representative or Magnate's Representative card doesn't change the current
    round (players don't gain or lose client tokens)." Feast: "+1 space for each discarded Internal Policy
    card"."""
    state = at_phase(sigismundus, "actions")
    put_on_track(state, "senatorial", MARY, 3)
    put_on_track(state, "parliamentary", KATE, 3)
    state.players[MARY].hand = ["client", "raft"]
    state.players[KATE].ducats = 2
    sigismundus.advance(state)
    board = sigismundus.board
    state = play(sigismundus, state, JOHN, "economist")
    state = play(sigismundus, state, ANDREW, "banners artillery")
    state = play(sigismundus, state, MARY, "feast client raft")
    assert state.tracks["senatorial"][0] == MARY and representative(board, state, "magnate") == MARY
    state = play(sigismundus, state, KATE, "agitation 2")
    assert state.tracks["parliamentary"][0] == KATE and representative(board, state, "nobility") == KATE
    assert state.players[KATE].clients == 2, "Kate placed one of her three"
    assert state.players[JOHN].clients == 3, "John, Nobility's Representative when the phase began, keeps four"


def test_patronage_takes_and_bribes_figures(sigismundus: SigismundusGame) -> None:
    """Patronage: "take one available Figure card or bribe another player's Figure. If you take a Figure card,
    you may put on it as many ducats as you want. To bribe a Figure you have to discard one ducat more than
    the number of ducats on this Figure card. When you successfully bribe a Figure, take the card together
    with the gold and put on it one additional ducat from the bank." """
    state = at_phase(sigismundus, "actions")
    state.figures_open = ["poet", "banker"]
    state.players[JOHN].ducats = 3
    state.players[ANDREW].ducats = 4
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, "patronage poet 2")
    assert (
        state.players[JOHN].figures == ["poet"] and state.figure_gold["poet"] == 2 and state.players[JOHN].ducats == 1
    )
    before = sigismundus.dumps(state)
    with pytest.raises(IllegalAction):
        sigismundus.apply(state, ANDREW, "patronage poet 2")
    assert sigismundus.dumps(state) == before
    state = play(sigismundus, state, ANDREW, "patronage poet")
    assert state.players[ANDREW].figures == ["poet"] and state.players[JOHN].figures == []
    assert state.players[ANDREW].ducats == 4 - 1 - 3, "one ducat to join John's Client, three for the bribe"
    assert state.figure_gold["poet"] == 3


def test_academy_chooses_the_second_deck_after_seeing_the_first_card(sigismundus: SigismundusGame) -> None:
    """Academy: "take 2 Policy cards from any Policy deck. You may take a look at the first card before you
    decide to take the second one." """
    state = at_phase(sigismundus, "actions")
    sigismundus.advance(state)
    first = state.decks["foreign"][0]
    state = play(sigismundus, state, JOHN, "academy foreign")
    assert state.players[JOHN].hand == [first]
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.academy" and decision.seats == (JOHN,)
    second = state.decks["military"][0]
    state = play(sigismundus, state, JOHN, "draw military")
    assert sorted(state.players[JOHN].hand) == sorted([first, second])


def test_vacancy_marks_a_free_office(sigismundus: SigismundusGame) -> None:
    """Vacancy: "put your House marker on a free Senatorial Office ... There can be only one House marker on
    each office." """
    state = at_phase(sigismundus, "actions")
    state.offices[9].holder = KATE
    state.players[ANDREW].ducats = 1
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, "vacancy 11")
    assert state.offices[11].marker == JOHN
    andrew = sigismundus.decisions(state)[0].forms[ANDREW]
    offices = [c.text for c in andrew.after(["vacancy"]).choices]
    assert "11" not in offices and "9" not in offices and "15" in offices


# Royal Demand -----------------------------------------------------------------------------------


def test_royal_demand_noble_host(sigismundus: SigismundusGame) -> None:
    """Sejm e): "The highest bidder places his House marker on the first space of the Royal Support track. The
    player with the second highest bid takes the second place and so on ... Players discard all the resources
    used during this voting with the exception of the army – they turn their unit markers face down (grey
    side up). This means that players cannot use this part of their army during the next round, but they
    have to maintain it anyway"."""
    state = at_phase(sigismundus, "royal_demand")
    state.demand = "host"
    state.players[MARY].units = Units(hussars=2, infantry=1)
    state.players[KATE].units = Units(artillery=1)
    sigismundus.advance(state)
    decision = sigismundus.decisions(state)[0]
    assert decision.secret and set(decision.seats) == {MARY, KATE}
    state = play(sigismundus, state, MARY, "host hussars hussars")
    state = play(sigismundus, state, KATE, "host artillery")
    assert state.players[MARY].host == Units(hussars=2) and state.players[MARY].units == Units(infantry=1)
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "ask.tie_royal" and decision.seats == (JOHN,), "John, the current Royal Representative"
    state = play(sigismundus, state, JOHN, f"prefer {state.houses[ANDREW]}")
    assert state.tracks["royal"][:4] == [MARY, KATE, ANDREW, JOHN]
    assert representative(sigismundus.board, state, "royal") == MARY


def test_the_noble_host_returns_at_the_next_royal_demand(sigismundus: SigismundusGame) -> None:
    """Sejm e): "At the beginning of this phase players turn their military units sent to Noble Host face up." """
    state = at_phase(sigismundus, "royal_demand")
    state.demand = "tax"
    state.players[MARY].host = Units(hussars=2)
    sigismundus.advance(state)
    assert state.players[MARY].units == Units(hussars=2) and state.players[MARY].host == Units()


def test_royal_demand_tax_takes_the_ducats(sigismundus: SigismundusGame) -> None:
    state = at_phase(sigismundus, "royal_demand")
    state.demand = "tax"
    for seat, ducats in enumerate((3, 4, 5, 6)):
        state.players[seat].ducats = ducats
    sigismundus.advance(state)
    for seat, bid in enumerate((1, 4, 2, 3)):
        state = play(sigismundus, state, seat, f"tax {bid}")
    assert state.tracks["royal"][:4] == [ANDREW, KATE, MARY, JOHN]
    assert [p.ducats for p in state.players] == [2, 0, 3, 3]


# Maintaining the Army and the end -----------------------------------------------------------------


def test_maintaining_the_army_land_offices_keep_one_unit_free(sigismundus: SigismundusGame) -> None:
    """Maintaining the Army: "The cost of maintaining a unit is equal to its power. Land Offices and the bonus
    from Sweden allow to maintain one unit for free. Players have to discard units they don't want to or
    can't maintain. Players pay for the units sent to Noble Host in the first place"."""
    state = at_phase(sigismundus, "maintaining_the_army")
    state.offices[15].holder = JOHN
    state.players[JOHN].units = Units(artillery=1, infantry=1)
    state.players[JOHN].ducats = 1
    state.players[ANDREW].units = Units(infantry=1)
    state.players[ANDREW].host = Units(hussars=1)
    state.players[ANDREW].ducats = 2
    sigismundus.advance(state)
    assert powers.free_units(sigismundus.board, state, JOHN) == 1
    decision = sigismundus.decisions(state)[0]
    assert decision.seats == (JOHN,) and decision.defaults[JOHN] == "keep artillery infantry"
    state = play(sigismundus, state, JOHN, "keep artillery infantry")
    assert state.players[JOHN].ducats == 0, "the artillery is free, the infantry costs 1"
    form = sigismundus.decisions(state)[0].forms[ANDREW]
    assert isinstance(form, Options)
    texts = [c.text for c in form.choices]
    assert texts == ["keep host", "keep"], "no active unit without the Noble Host (kept first: 1 ducat)"
    assert [c.label for c in form.choices] == ["Keep the Noble Host", "Disband the whole army"]
    with pytest.raises(IllegalAction):
        sigismundus.apply(state, ANDREW, "keep infantry")
    state = board_after(sigismundus.apply(state, ANDREW, "keep host"))
    assert state.players[ANDREW].host == Units(hussars=1) and state.players[ANDREW].units == Units()
    assert state.players[ANDREW].ducats == 0


def test_the_seal_of_sweden_keeps_a_unit_free(sigismundus: SigismundusGame) -> None:
    """Maintaining the Army: "Land Offices and the bonus from Sweden allow to maintain one unit for free"."""
    state = at_phase(sigismundus, "maintaining_the_army")
    state.countries["sweden"].seal = MARY
    state.players[MARY].units = Units(hussars=1)
    events = sigismundus.advance(state)
    assert f"{sigismundus.seat_name(state, MARY)} maintains the whole army for free." in said(
        sigismundus, state, events
    )
    assert state.players[MARY].units == Units(hussars=1)


def test_the_end_adds_gold_ribbons_and_breaks_ties_by_royal_support(sigismundus: SigismundusGame) -> None:
    """Last Round and Ending the Game: "add all the points from the Figure cards with golden ribbons to your
    score. The player with the most victory points wins the game. In case of a tie, compare the position on
    the Royal Support track. The player on a higher position wins the game." """
    state = at_phase(sigismundus, "end_of_game", round_=8)
    state.players[MARY].vp = 20
    state.players[KATE].vp = 18
    state.players[KATE].figures = ["poet"]
    state.tracks["royal"][:4] = [JOHN, KATE, ANDREW, MARY]
    sigismundus.advance(state)
    assert state.finished and state.players[KATE].vp == 20
    result = sigismundus.result(state)
    assert result is not None
    assert [s.seat for s in result.standings] == [KATE, MARY, JOHN, ANDREW] and result.winners == (KATE,)


def test_a_whole_round_reaches_the_next(sigismundus: SigismundusGame) -> None:
    state = fresh(sigismundus, 3)
    while state.round == 1:
        decision = sigismundus.decisions(state)[0]
        seat = decision.waiting_for()[0]
        state = play(sigismundus, state, seat, decision.defaults[seat])
    assert state.round == 2 and state.phase == "draw"


@pytest.mark.parametrize("cards", [1, 3])
def test_the_academy_gives_the_editions_number_of_cards(cards: int) -> None:
    """Description of the Fields 6: "Academy – take 2 Policy cards from any Policy deck. You may take a look at
    the first card before you decide to take the second one." The number is the edition's
    ``economy.academy_cards``: an edition printing another number gives that many, each deck chosen after
    seeing the cards before it."""
    raw = sigismundus_raw()
    raw["economy"]["academy_cards"]["value"] = cards
    game = SigismundusGame.from_edition(raw)
    state = at_phase(game, "actions")
    game.advance(state)
    fields = game.decisions(state)[0].forms[JOHN]
    assert isinstance(fields, Steps)
    label = next(c for c in fields.after([]).choices if c.text == "academy")
    assert label.label_in("en") == "Academy"
    plural = "card" if cards == 1 else "cards"
    assert label.detail_in("en") == f"Take {cards} Policy {plural}, choosing each deck after seeing the card before"
    top = [state.decks["foreign"][0], state.decks["military"][0], state.decks["internal"][0]]
    state = play(game, state, JOHN, "academy foreign")
    for n, deck in enumerate(["military", "internal"][: cards - 1], start=2):
        decision = game.decisions(state)[0]
        assert decision.key == "ask.academy" and decision.seats == (JOHN,)
        assert decision.prompt.params["n"] == n and decision.prompt.params["total"] == cards
        state = play(game, state, JOHN, f"draw {deck}")
    assert sorted(state.players[JOHN].hand) == sorted(top[:cards])
    assert game.decisions(state)[0].key != "ask.academy", "no more Academy cards than the edition gives"


def test_an_academy_question_saved_before_its_number_was_kept_is_the_second_card(
    sigismundus: SigismundusGame,
) -> None:
    """A state stored while the Academy's second card was asked for (its ask had no card number) still gives
    exactly two cards."""
    state = at_phase(sigismundus, "actions")
    sigismundus.advance(state)
    state = play(sigismundus, state, JOHN, "academy foreign")
    assert state.asks[0].kind == "academy"
    state.asks[0].number = 0
    assert sigismundus.decisions(state)[0].prompt.params["n"] == 2
    state = play(sigismundus, state, JOHN, "draw military")
    assert len(state.players[JOHN].hand) == 2 and sigismundus.decisions(state)[0].key != "ask.academy"
