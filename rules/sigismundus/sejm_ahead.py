"""Answering ahead (:mod:`rules.core.ahead`) the Sejm's sealed decisions: a player's next hand, given early.

Phase 7, the Sejm, is a run of secret hands, one after another: Bribery's ducats, then its votes ("Players
decide in secret and hide in their hands any number of votes"), each office's voting ("in the same way"),
the Royal Demand's bids, the Act of Law's thumbs ("on the mark"). Each is simultaneous already (nothing is
reordered or merged here); what kept a game waiting is that a player could give his next hand only once it
was asked for, though he usually knows it as soon as he has given the one before. So a seat that owes
nothing now (it has given its hand, or it is not in the hand under way, or it is done with Additional Votes)
may hold its next hand ready: the table plays it, exactly as if typed, when that hand is asked for.

Each sealed decision is a chain of its own, ``r<round>/<key>`` (a voting ``r<round>/voting.vote.o<office>``),
whose one turn is ``n1``: a hand given for the Bribery's votes answers only that hand, and if the Sejm goes
another way (nobody offered ducats, so no votes are offered), the queue is dropped and its owner told.

Which hand comes next, and who will be asked for it, follows from public facts only: the phase and its stage,
the offices to vote, each player's ducats, votes and units as every view shows them, and which seats have
given their hand (the table says so, "2 of 4"), never what anyone's hand holds. The form a seat is shown for
its next hand (to it alone) takes its own hand into account: John who put 2 of his 3 votes on office 15 may
put at most 1 (and his Vacancy votes) on office 12; everyone else's purse is today's. The table checks the
queued answer again when the hand is really asked for (votes bought or sold in between change it), and its
owner is asked live if it is no longer legal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from rules.core import serial
from rules.core.ahead import Ahead, Mark
from rules.core.decision import Decision
from rules.core.game import Action
from rules.sigismundus.actions import Act
from rules.sigismundus.flow import Flow
from rules.sigismundus.phases.act_of_law import ActOfLawPhase
from rules.sigismundus.phases.bribery import BriberyPhase
from rules.sigismundus.phases.royal_demand import RoyalDemandPhase
from rules.sigismundus.phases.sejm_votes import SejmVotesPhase
from rules.sigismundus.phases.voting import VotingPhase
from rules.sigismundus.state import SigismundusState

SEJM = (SejmVotesPhase.key, BriberyPhase.key, VotingPhase.key, RoyalDemandPhase.key, ActOfLawPhase.key)
"""Phase 7's sub-phases, in order: a) b) Additional Votes, c) Bribery, d) Voting, e) Royal Demand, f) Act of
Law."""

TURN = "n1"


class Sealed:
    """What the Sejm's sealed hands say of the hands to come (the Game's answering-ahead hooks, with
    :class:`~rules.sigismundus.ahead.Chains`)."""

    def __init__(self, flow: Flow, parse: Callable[[str], Action]) -> None:
        self.flow = flow
        self.parse = parse
        self._last: tuple[SigismundusState, tuple[object, ...], tuple[SigismundusState, Decision] | None] | None = None
        """The last state asked about, what of it the answer depends on, and the answer (asked for again and
        again while one state stands: by the live message, the queues, each seat's prompt)."""

    # the hand under way --------------------------------------------------------------------------

    def open_hand(self, state: SigismundusState) -> Decision | None:
        """The sealed decision open now, if any (no question inside the phase before it)."""
        if not state.begun or state.finished or state.phase not in SEJM or state.asks:
            return None
        for decision in self.flow.current(state).open(state):
            if decision.simultaneous:
                return decision
        return None

    @staticmethod
    def chain(state: SigismundusState, decision: Decision) -> str:
        """``r<round>/<key>``; a voting's names its office (each office is voted on its own)."""
        office = f".o{state.sejm.office}" if decision.key == "voting.vote" else ""
        return f"r{state.round}/{decision.key}{office}"

    def mark(self, state: SigismundusState, seat: int) -> Mark | None:
        """The mark of the hand ``seat`` owes now, if it owes one."""
        decision = self.open_hand(state)
        if decision is None or seat not in decision.waiting_for():
            return None
        return Mark(self.chain(state, decision), TURN)

    # the next hand ---------------------------------------------------------------------------------

    def next_hand(self, state: SigismundusState) -> tuple[SigismundusState, Decision] | None:
        """A copy of the state in which the Sejm's next sealed hand is asked for, as public facts foresee it
        now, and that hand; ``None`` when the Sejm asks for no more, or a question stands before it (a tie the
        Royal Representative settles: what follows depends on his answer)."""
        key = (state.step, state.phase, state.begun, state.sejm.stage, state.sejm.office, len(state.asks))
        last = self._last
        if last is not None and last[0] is state and last[1] == key:
            return last[2]
        found = self._next_hand(state)
        self._last = (state, key, found)
        return found

    def _next_hand(self, state: SigismundusState) -> tuple[SigismundusState, Decision] | None:
        if not state.begun or state.finished or state.phase not in SEJM:
            return None
        if not state.asks and state.phase != SejmVotesPhase.key and self.open_hand(state) is None:
            return None  # (no hand and no question: the Sejm is settling something by itself)
        return self.hand_after(state)

    def hand_after(self, state: SigismundusState) -> tuple[SigismundusState, Decision] | None:
        """The hand that follows the one open in ``state`` (or, in Additional Votes, the Bribery's first; while a
        question stands between two hands, a tie the Royal Representative settles, the hand after it), in a copy
        of it. Which hand follows a tie does not depend on how it is settled: the exchanges of the Bribery change
        purses, not the offices to vote; an office's votes are spent whoever wins it; the Royal Support track's
        order changes no one's votes."""
        hypo = serial.clone(state)
        hypo.pending = {}
        hypo.asks = []
        if hypo.phase == SejmVotesPhase.key:
            hypo.queue = []
            self.enter(hypo, BriberyPhase.key)
        else:
            self.past(hypo)
        for _ in range(len(SEJM) + len(hypo.sejm.offices) + 1):
            if hypo.asks or hypo.phase not in SEJM:
                return None
            decision = self.open_hand(hypo)
            if decision is not None:
                return hypo, decision
            self.past(hypo)
        return None

    def past(self, hypo: SigismundusState) -> None:
        """Move ``hypo`` past the hand (or the empty stage) it stands at, as the Sejm goes on from public facts:
        the Bribery's votes are asked for whenever someone has votes (whether anyone offers ducats is still
        secret), each office is voted on, then the Royal Demand and the Act of Law."""
        phase, sejm = hypo.phase, hypo.sejm
        if phase == BriberyPhase.key and sejm.stage == "ducats" and any(p.votes > 0 for p in hypo.players):
            sejm.stage = "votes"
            return
        if phase == BriberyPhase.key:
            sejm.stage = ""
            self.enter(hypo, VotingPhase.key)
            return
        if phase == VotingPhase.key:
            voting = self.flow.phases[VotingPhase.key]
            assert isinstance(voting, VotingPhase)
            if sejm.office:
                voting.close(hypo, sejm.office)
            voting.proceed(hypo)
            if not sejm.office:
                self.enter(hypo, RoyalDemandPhase.key)
            return
        if phase == RoyalDemandPhase.key:
            sejm.stage = ""
            self.enter(hypo, ActOfLawPhase.key)
            return
        hypo.phase = ""  # the Act of Law is the Sejm's last hand

    def enter(self, hypo: SigismundusState, key: str) -> None:
        """Begin sub-phase ``key`` in ``hypo`` (its opening steps, from public facts)."""
        hypo.phase = key
        hypo.sejm.stage = ""
        self.flow.phases[key].begin(hypo)

    # the hooks -----------------------------------------------------------------------------------

    def seats(self, state: SigismundusState, owing: set[int]) -> tuple[int, ...]:
        """The seats that will be asked for the next hand and owe nothing now (``owing``) nor later in
        Additional Votes (they answer ahead their own turn there first), in seat order from the first player."""
        found = self.next_hand(state)
        if found is None:
            return ()
        _, decision = found
        busy = owing | set(state.queue) if state.phase == SejmVotesPhase.key else owing
        return tuple(s for s in decision.seats if s not in busy)

    def ahead(self, state: SigismundusState, seat: int, owing: set[int]) -> Ahead | None:
        """The seat's next hand as the Sejm would ask for it now, the seat's alone, its purse less its own hand."""
        if seat not in self.seats(state, owing):
            return None
        found = self.next_hand(state)
        assert found is not None
        hypo, decision = found
        own = self.after_own_hand(state, seat)
        if own is not None and seat in own[1].seats and self.chain(*own) == self.chain(hypo, decision):
            hypo, decision = own
        return self.own(seat, hypo, decision)

    def after_own_hand(self, state: SigismundusState, seat: int) -> tuple[SigismundusState, Decision] | None:
        """The next hand as the seat itself foresees it: the state with what its own hand under way takes from
        its purse (its ducats offered, votes sold or cast, its Royal Demand bid), and no one else's."""
        decision = self.open_hand(state)
        text = state.pending.get(seat)
        if decision is None or text is None:
            return None
        act = self.parse(text)
        assert isinstance(act, Act)
        mine = serial.clone(state)
        player, amount = mine.players[seat], max(0, act.number())
        if decision.key == "bribery.ducats" or (decision.key == "royal.bid" and state.demand == "tax"):
            player.ducats -= amount
        elif decision.key == "bribery.votes" or (decision.key == "royal.bid" and state.demand == "support"):
            player.votes -= amount
        elif decision.key == "voting.vote":
            player.votes -= max(0, amount - state.sejm.bonus.get(seat, 0))
        elif decision.key == "royal.bid":
            for unit in act.args:
                player.units.add(unit, -1)
                player.host.add(unit)
        return self._next_hand(mine)

    def after(self, ahead: Ahead) -> Ahead | None:
        """The hand ``ahead.seat`` will be asked for after ``ahead``'s (a sealed hand, or its Additional Votes
        turn), as public facts foresee it now; ``None`` when it will not be asked for one."""
        hypo: SigismundusState = ahead.state
        if hypo.phase not in SEJM or hypo.asks:
            return None
        found = self.hand_after(hypo)
        if found is None or ahead.seat not in found[1].seats:
            return None
        return self.own(ahead.seat, *found)

    def own(self, seat: int, hypo: SigismundusState, decision: Decision) -> Ahead:
        """``decision`` as the seat's alone (its form, its default), marked with its chain."""
        own_form = dataclasses.replace(
            decision,
            seats=(seat,),
            forms={seat: decision.forms[seat]},
            defaults={seat: decision.defaults[seat]},
            answered=frozenset(),
        )
        return Ahead(seat, Mark(self.chain(hypo, own_form), TURN), own_form, hypo)
