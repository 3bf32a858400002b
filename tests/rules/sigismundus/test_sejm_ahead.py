"""Answering ahead the Sejm's sealed hands (:mod:`rules.sigismundus.sejm_ahead`), with the rulebook's numbers.

Sejm c) Bribery: "They decide in secret how much they want to pay and hide ducats in their hands ... Players
decide in secret and hide in their hands any number of votes." A player who has given one hand, or is not in
it, may give his next one early; the table plays it when that hand is asked for. The hands stay simultaneous
and secret: what the table offers ahead follows from public facts only, never from what a hand holds.
"""

from __future__ import annotations

import pytest

from rules.core.ahead import Mark
from rules.core.errors import IllegalAction
from rules.core.forms import fits
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import SigismundusState

from .helpers import at_phase, play, put_on_track
from .test_rulebook_sejm import bribery_table

JOHN, ANDREW, MARY, KATE = 0, 1, 2, 3


def queued(game: SigismundusGame, state: SigismundusState, seat: int, text: str) -> tuple[Mark, str]:
    """``text`` queued ahead by ``seat``: offered by its preview, the seat's alone, and accepted by the rules."""
    assert seat in game.ahead_seats(state)
    ahead = game.ahead(state, seat)
    assert ahead is not None and ahead.decision.seats == (seat,) and ahead.decision.secret
    assert fits(ahead.decision.forms[seat], text), f"{text!r} is not offered"
    return ahead.mark, game.check_ahead(ahead, text)


def hand(game: SigismundusGame, state: SigismundusState, key: str) -> set[int]:
    """The sealed hand asked for now is ``key``; the seats that still owe it."""
    decision = game.decisions(state)[0]
    assert decision.key == key and decision.simultaneous
    return set(decision.waiting_for())


def test_bribery_example_with_the_hands_given_ahead(sigismundus: SigismundusGame) -> None:
    """Sejm c) example: "John takes 3 ducats in his hand. Andrew takes 2 ducats, Mary - 1 ducat and Kate doesn't
    take any ducats in her hand ... Kate offers 4 votes, John – 3 votes, Andrew – 2 votes and Mary – 0." Kate,
    who takes no ducats, gives her votes hand while the others still hold theirs; John and Andrew give theirs
    as soon as their ducats are in; Mary, the last, gives hers when asked. The exchange is the example's."""
    state = bribery_table(sigismundus)
    assert hand(sigismundus, state, "bribery.ducats") == {JOHN, ANDREW, MARY}
    assert sigismundus.ahead_seats(state) == (KATE,), "Kate takes no ducats: her next hand is her votes"
    assert sigismundus.ahead(state, JOHN) is None, "John owes his ducats now"
    kate, kate_text = queued(sigismundus, state, KATE, "sell 4")
    assert kate == Mark("r1/bribery.votes", "n1")
    assert not fits(sigismundus.ahead(state, KATE).decision.forms[KATE], "sell 6"), "Kate has 5 votes"
    state = play(sigismundus, state, JOHN, "offer 3")
    john, john_text = queued(sigismundus, state, JOHN, "sell 3")
    state = play(sigismundus, state, ANDREW, "offer 2")
    andrew, andrew_text = queued(sigismundus, state, ANDREW, "sell 2")
    assert sigismundus.ahead_seats(state) == (JOHN, ANDREW, KATE)
    state = play(sigismundus, state, MARY, "offer 1")
    assert hand(sigismundus, state, "bribery.votes") == {JOHN, ANDREW, MARY, KATE}
    for seat, promised in ((JOHN, john), (ANDREW, andrew), (KATE, kate)):
        assert sigismundus.mark(state, seat) == promised, "the hand opens with the mark it was queued for"
    for seat, text in ((KATE, kate_text), (JOHN, john_text), (ANDREW, andrew_text)):
        state = play(sigismundus, state, seat, text)
    state = play(sigismundus, state, MARY, "sell 0")
    assert (state.players[KATE].votes, state.players[KATE].ducats) == (1, 3)
    assert (state.players[JOHN].votes, state.players[JOHN].ducats) == (7 - 3 + 4, 0 + 2)
    assert (state.players[ANDREW].votes, state.players[ANDREW].ducats) == (3 - 2 + 3, 0 + 1)
    assert (state.players[MARY].votes, state.players[MARY].ducats) == (2 + 2, 0)


def test_what_is_offered_ahead_never_depends_on_what_a_hand_holds(sigismundus: SigismundusGame) -> None:
    """A hand is its owner's secret until all are shown: two tables that differ only in John's ducats hand (3 or
    none) offer the same seats the same next hands; only John's own preview may differ, which John alone sees."""
    state = bribery_table(sigismundus)
    rich, poor = play(sigismundus, state, JOHN, "offer 3"), play(sigismundus, state, JOHN, "offer 0")
    assert sigismundus.ahead_seats(rich) == sigismundus.ahead_seats(poor) == (JOHN, KATE)
    for seat in (JOHN, KATE):
        a, b = sigismundus.ahead(rich, seat), sigismundus.ahead(poor, seat)
        assert a is not None and b is not None and a.mark == b.mark
        if seat != JOHN:
            assert a.decision.forms == b.decision.forms


def test_a_hand_the_sejm_never_asks_for_is_not_answered(sigismundus: SigismundusGame) -> None:
    """Sejm c): "If there are players who offered ducats, but there's no one who would like to sell their votes"
    … and if nobody offers ducats, no votes are offered (they would only be lost). Kate's votes hand, queued for
    the Bribery, is not the hand asked next: the voting on an office carries another mark."""
    state = bribery_table(sigismundus)
    kate, _ = queued(sigismundus, state, KATE, "sell 4")
    for seat in (JOHN, ANDREW, MARY):
        state = play(sigismundus, state, seat, "offer 0")
    assert state.phase == "voting"
    assert sigismundus.decisions(state)[0].key == "voting.vote"
    faced = sigismundus.mark(state, KATE)
    assert faced is not None and faced != kate and faced.chain.startswith("r1/voting.vote.o")


def test_each_office_is_voted_on_its_own_and_the_next_hand_is_the_next_office(sigismundus: SigismundusGame) -> None:
    """Sejm d): "The lowest office is the first to be voted ... If there are offices with House markers left,
    repeat the whole process of voting. Players who marked some offices with their House markers get two
    additional votes. These votes may only be used to vote for a chosen office." John marked office 12: while
    the vote on the lowest office (15) is under way, the one who has voted is offered office 12's hand, John
    with his two extra votes and what his own hand on office 15 leaves him; a hand over what he has when it is
    asked for is refused then."""
    state = at_phase(sigismundus, "voting")
    for seat, votes in ((JOHN, 3), (ANDREW, 2), (MARY, 2), (KATE, 1)):
        state.players[seat].votes = votes
    state.offices[12].marker = JOHN
    sigismundus.advance(state)
    assert state.sejm.office == 15 and state.sejm.offices == [12]
    assert sigismundus.ahead_seats(state) == ()
    state = play(sigismundus, state, JOHN, "vote 2")
    mark, text = queued(sigismundus, state, JOHN, "vote 3")
    assert mark == Mark("r1/voting.vote.o12", "n1")
    assert not fits(sigismundus.ahead(state, JOHN).decision.forms[JOHN], "vote 4"), "1 vote left and 2 extra"
    state = play(sigismundus, state, ANDREW, "vote 0")
    assert fits(sigismundus.ahead(state, ANDREW).decision.forms[ANDREW], "vote 2"), "Andrew kept his 2 votes"
    for seat in (MARY, KATE):
        state = play(sigismundus, state, seat, "vote 0")
    assert state.sejm.office == 12 and sigismundus.mark(state, JOHN) == mark
    with pytest.raises(IllegalAction):
        sigismundus.apply(state, JOHN, "vote 4")
    state = play(sigismundus, state, JOHN, text)
    for seat in (ANDREW, MARY, KATE):
        state = play(sigismundus, state, seat, "vote 0")
    assert state.offices[12].holder == JOHN


def test_the_royal_demand_and_the_act_of_law_follow(sigismundus: SigismundusGame) -> None:
    """Sejm e) "Players take in their hands their armies, ducats or votes (depending on the Royal Demand)" and
    f) "players vote with their thumbs": after the last office, the Royal Demand's hand; after it, the thumbs;
    nothing after the thumbs (a tie is the Royal Representative's question, of no hand)."""
    state = at_phase(sigismundus, "royal_demand")
    state.demand = "support"
    for seat, votes in ((JOHN, 3), (ANDREW, 2), (MARY, 2), (KATE, 1)):
        state.players[seat].votes = votes
    put_on_track(state, "royal", JOHN, 1)
    sigismundus.advance(state)
    assert hand(sigismundus, state, "royal.bid") == {JOHN, ANDREW, MARY, KATE}
    state = play(sigismundus, state, KATE, "support 1")
    mark, _ = queued(sigismundus, state, KATE, "thumb up")
    assert mark == Mark("r1/act.thumbs", "n1")
    for seat, bid in ((JOHN, 3), (ANDREW, 2), (MARY, 0)):
        state = play(sigismundus, state, seat, f"support {bid}")
    assert hand(sigismundus, state, "act.thumbs") == {MARY}, "Kate bid her only vote: she has none to show"
    assert sigismundus.mark(state, KATE) is None
    assert sigismundus.ahead_seats(state) == (), "the thumbs are the Sejm's last hand"


def test_a_seat_done_with_additional_votes_gives_its_ducats_hand(sigismundus: SigismundusGame) -> None:
    """Sejm b) is played in turn; a seat with no Internal Policy card to discard is not in that line, so its next
    decision is its Bribery hand, which it may give while the others discard."""
    state = at_phase(sigismundus, "sejm_votes")
    for seat in range(4):
        state.players[seat].ducats = 2
    put_on_track(state, "royal", JOHN, 2)
    state.players[KATE].hand = ["primus"]
    sigismundus.advance(state)
    assert state.queue == [KATE]
    assert sigismundus.ahead_seats(state) == (JOHN, ANDREW, MARY)
    mark, text = queued(sigismundus, state, MARY, "offer 2")
    assert mark == Mark("r1/bribery.ducats", "n1")
    state = play(sigismundus, state, KATE, "pass")
    assert sigismundus.mark(state, MARY) == mark
    state = play(sigismundus, state, MARY, text)
    assert MARY not in sigismundus.decisions(state)[0].waiting_for()


def test_a_tie_between_two_hands_keeps_the_next_hand_offered(sigismundus: SigismundusGame) -> None:
    """Sejm c): "Royal Representative settles all ties." Andrew and Mary both offer 2 ducats for Kate's votes:
    while the Royal Representative chooses, the others may give their hand for the first office's voting (which
    office is voted does not depend on his choice), and a hand given then is played when that voting opens."""
    state = bribery_table(sigismundus)
    state.players[MARY].ducats = 2
    for seat, ducats in ((JOHN, 0), (ANDREW, 2), (MARY, 2)):
        state = play(sigismundus, state, seat, f"offer {ducats}")
    for seat, votes in ((JOHN, 0), (ANDREW, 0), (MARY, 0), (KATE, 4)):
        state = play(sigismundus, state, seat, f"sell {votes}")
    decision = sigismundus.decisions(state)[0]
    royal = state.tracks["royal"][0]
    assert decision.key == "ask.tie_buyer" and decision.seats == (royal,)
    assert sigismundus.mark(state, royal) is None, "a question inside the phase is no hand"
    offered = sigismundus.ahead_seats(state)
    assert royal not in offered and offered, "the others may give their voting hand"
    seat = offered[0]
    mark, text = queued(sigismundus, state, seat, "vote 0")
    assert mark.chain.startswith("r1/voting.vote.o")
    state = play(sigismundus, state, royal, sigismundus.decisions(state)[0].forms[royal].choices[0].text)
    assert sigismundus.decisions(state)[0].key == "voting.vote"
    assert sigismundus.mark(state, seat) == mark
    state = play(sigismundus, state, seat, text)
    assert seat not in sigismundus.decisions(state)[0].waiting_for()
