"""Answering ahead (:mod:`rules.core.ahead`): the phases Sigismundus Augustus plays seat after seat.

Game Turn Overview: "During each phase, starting with the first player and continuing clockwise, each player
may perform actions connected with that phase." Seven of those runs are chains of in-turn decisions, each kept
by its phase as a line of seats (``state.queue``; Preparing for the Game's ``state.setup_order``), the seat
to answer first:

* Preparing for the Game 13: "The player with the lowest initiative value chooses first, then the player
  sitting on their right and so on" (``setup.office``);
* Draw: "In the order of initiative each player draws one Policy card from one of the three decks"
  (``draw.deck``; a seal's further draws follow its holder's first);
* Special Actions: "the Magnate's Representative may perform one additional special action before other
  players perform special actions in the order of initiative" (``special.action``: the Magnate's
  Representative's is his first, his own the second);
* Foreign Policy: after the Royal Representative's crown, "each player may put their House markers on one of
  the Neighbouring Countries" (``foreign.influence``);
* Actions: "Each player takes one of their Client tokens, places it on a chosen field and performs the action
  associated with that field" (``actions.client``), one token a turn, round and round;
* Sejm b) Additional Votes: "players may discard Internal Policy cards" (``sejm.discard``);
* Maintaining the Army: "Players have to discard units they don't want to or can't maintain"
  (``upkeep.keep``).

A chain is named ``r<round>/<phase>`` and a seat's place in it ``n<k>``: its k-th decision of the phase (its
k-th Client token, draw or special action). A seat's next decision is previewed in a copy of the state in which
its turn has come now: the fields cost what they cost now, the decks hold what they hold now. The questions
inside a phase (the crown, a wound, the Academy's second card, a tie) belong to no chain: the seat they are put
to owes them now, and its queued answers wait for its own turn. The secret decisions (bribery, votes, the
Royal Demand, thumbs) are simultaneous already: a seat gives its next one ahead by :mod:`rules.sigismundus.sejm_ahead`.

A seat's decision after its next one (``Chains.after``) is its next Client token, its seal's further draw, or the
Magnate's Representative's second special action; in the Sejm, its next sealed hand.

Standing orders, in the rules' terms: "pass for the rest of this phase" where pass is an answer (Special
Actions, Foreign Policy, Additional Votes), and in the Draw "draw from this deck for the rest of this phase"
(a seal's further draws included), which answers only while the deck (or its discard pile) has a card.
"""

from __future__ import annotations

from rules.core import serial
from rules.core.ahead import ORDER, Ahead, Mark
from rules.core.decision import Choice
from rules.core.messages import CATALOGUE, msg
from rules.sigismundus import names, powers
from rules.sigismundus.cards import open_decks
from rules.sigismundus.flow import Flow
from rules.sigismundus.phases.actions import ActionsPhase
from rules.sigismundus.phases.foreign_policy import ForeignPolicyPhase
from rules.sigismundus.state import SigismundusState, representative

CHAINS: dict[str, str] = {
    "setup": "setup.office",
    "draw": "draw.deck",
    "special_actions": "special.action",
    "foreign_policy": "foreign.influence",
    "actions": "actions.client",
    "sejm_votes": "sejm.discard",
    "maintaining_the_army": "upkeep.keep",
}
"""The steps whose own decisions are a chain, and the key of that decision."""

PASSING = frozenset({"special_actions", "foreign_policy", "sejm_votes"})
"""The chains in which ``pass`` is an answer: "may perform one special action", "may put their House markers",
"may discard Internal Policy cards"."""

PASS = ORDER + "pass"
DRAW = ORDER + "draw "
ALWAYS_OPEN = ("feast", "economist", "economist2")
"""Action fields whose action can always be carried out (a Feast needs no card): a seat that can pay for one of
them is not left without a field."""

EN = {
    "sigismundus.order.pass": "Pass for the rest of this phase",
    "sigismundus.order.pass.special_actions": (
        "Take no special action when your turn comes, the Magnate's Representative's additional one included"
    ),
    "sigismundus.order.pass.foreign_policy": "Place no House markers when your turn comes",
    "sigismundus.order.pass.sejm_votes": "Keep your Internal Policy cards: discard none for votes",
    "sigismundus.order.draw": "Draw from the {deck} deck for the rest of this phase",
    "sigismundus.order.draw_does": (
        "Each of your draws in this phase comes from this deck while it or its discard pile has a card; "
        "when neither has one, you are asked"
    ),
}

PL = {
    "sigismundus.order.pass": "Pasuj do końca tej fazy",
    "sigismundus.order.pass.special_actions": (
        "Gdy przyjdzie twoja kolej, nie wykonujesz akcji specjalnej, także dodatkowej akcji Przedstawiciela magnatów"
    ),
    "sigismundus.order.pass.foreign_policy": "Gdy przyjdzie twoja kolej, nie kładziesz znaczników rodu",
    "sigismundus.order.pass.sejm_votes": "Zachowujesz karty polityki wewnętrznej: nie odrzucasz żadnej za głosy",
    "sigismundus.order.draw": "Dobieraj z talii {deck:gen} do końca tej fazy",
    "sigismundus.order.draw_does": (
        "Każdą kartę w tej fazie dobierasz z tej talii, dopóki ona albo jej stos kart odrzuconych ma karty; "
        "gdy obu zabraknie, zostaniesz zapytany"
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class Chains:
    """What the in-turn phases say of the decisions to come (the Game's answering-ahead hooks)."""

    def __init__(self, flow: Flow) -> None:
        self.flow = flow
        self.board = flow.board
        actions = flow.phases[ActionsPhase.key]
        foreign = flow.phases[ForeignPolicyPhase.key]
        assert isinstance(actions, ActionsPhase) and isinstance(foreign, ForeignPolicyPhase)
        self.actions = actions
        self.foreign = foreign

    # where the chain stands ---------------------------------------------------------------------

    @staticmethod
    def running(state: SigismundusState) -> bool:
        """Whether the current step is a chain under way."""
        return state.begun and not state.finished and state.phase in CHAINS

    @staticmethod
    def line(state: SigismundusState) -> list[int]:
        """The seats still to act in the chain, the one acting now first (a seat once per decision it owes)."""
        return state.setup_order if state.phase == "setup" else state.queue

    @staticmethod
    def busy(state: SigismundusState) -> bool:
        """A question inside the phase is open (a crown, a wound, the Academy's next card, a death's office), or
        a seat is spreading its House markers (``foreign.place``): the head of the line waits."""
        return bool(state.asks) or bool(state.fp_pending)

    def owing(self, state: SigismundusState) -> int | None:
        """The seat that owes the decision open now."""
        if state.asks:
            return state.asks[0].seat
        if state.fp_pending:
            return next(iter(state.fp_pending))
        line = self.line(state)
        return line[0] if line else None

    def facing(self, state: SigismundusState, seat: int) -> bool:
        """Whether ``seat`` faces the chain's own decision now."""
        if not self.running(state) or self.busy(state):
            return False
        line = self.line(state)
        return bool(line) and line[0] == seat

    def will_act(self, state: SigismundusState, seat: int) -> bool:
        """Whether the seat's turn, if it came now, would be asked, not skipped: Foreign Policy skips a seat with
        no House marker to place or no country open, Actions one that can use no field."""
        if state.phase == ForeignPolicyPhase.key:
            return self.foreign.can_place(state, seat)
        if state.phase == ActionsPhase.key:
            ducats = state.players[seat].ducats
            if any(len(state.fields[f]) <= ducats for f in ALWAYS_OPEN if f in state.fields):
                return True
            return bool(self.actions.options(state, seat))
        return True

    def turn(self, state: SigismundusState, seat: int) -> str:
        """``n<k>``: the seat's next decision is its k-th in this phase. Its decisions in all: its Client tokens
        (Actions), one draw and its seal's further ones (Draw), one special action and the Magnate's
        Representative's additional one (Special Actions), one elsewhere."""
        if state.phase == ActionsPhase.key:
            player = state.players[seat]
            return f"n{player.tokens - player.clients + 1}"
        owed = state.queue.count(seat)
        if state.phase == "draw":
            total = 1 + powers.seal_bonus(self.board, state, seat, "draw")
        elif state.phase == "special_actions":
            total = 2 if seat == representative(self.board, state, "magnate") else 1
        else:
            return "n1"
        return f"n{total - owed + 1}"

    def chain(self, state: SigismundusState) -> str:
        return f"r{state.round}/{state.phase}"

    # the hooks ----------------------------------------------------------------------------------

    def seats(self, state: SigismundusState) -> tuple[int, ...]:
        """The seats later in the line, each once, in the order they will be asked, but the one that owes a
        decision now and those whose turn would be skipped."""
        if not self.running(state):
            return ()
        now = self.owing(state)
        found: list[int] = []
        for seat in self.line(state):
            if seat != now and seat not in found and self.will_act(state, seat):
                found.append(seat)
        return tuple(found)

    def ahead(self, state: SigismundusState, seat: int) -> Ahead | None:
        """The seat's next decision as it would stand if its turn came now: a copy of the state with no question
        open and the seat first in the line (everything else shared, and nothing changed)."""
        if seat not in self.seats(state):
            return None
        hypo = serial.shallow(state)
        line = list(self.line(state))
        line.insert(0, line.pop(line.index(seat)))
        if state.phase == "setup":
            hypo.setup_order = line
        else:
            hypo.queue = line
        hypo.asks = []
        hypo.fp_pending = {}
        hypo.combat = None
        decision = self.flow.current(hypo).decisions(hypo)[0]
        assert decision.key == CHAINS[state.phase] and decision.seats == (seat,)
        return Ahead(seat, Mark(self.chain(state), self.turn(state, seat)), decision, hypo)

    def after(self, state: SigismundusState, ahead: Ahead) -> Ahead | None:
        """The seat's decision after ``ahead``'s in the same phase, when it owes one more: its next Client token
        (Actions), its seal's further draw (Draw), the Magnate's Representative's second special action. Previewed
        in ``ahead``'s state (the turn come now), its mark the next turn's."""
        seat = ahead.seat
        if ahead.mark.chain != self.chain(state) or not ahead.mark.turn.startswith("n"):
            return None
        if state.phase == ActionsPhase.key:
            more = state.players[seat].clients >= 2
        else:
            more = state.phase in ("draw", "special_actions") and self.line(state).count(seat) >= 2
        if not more:
            return None
        turn = f"n{int(ahead.mark.turn[1:]) + 1}"
        if state.phase != ActionsPhase.key:
            return Ahead(seat, Mark(ahead.mark.chain, turn), ahead.decision, ahead.state)
        hypo: SigismundusState = serial.clone(ahead.state)
        hypo.players[seat].clients -= 1  # (its prompt counts the tokens left after the next one)
        decision = self.flow.current(hypo).decisions(hypo)[0]
        return Ahead(seat, Mark(ahead.mark.chain, turn), decision, hypo)

    def mark(self, state: SigismundusState, seat: int) -> Mark | None:
        return Mark(self.chain(state), self.turn(state, seat)) if self.facing(state, seat) else None

    def orders(self, state: SigismundusState, seat: int) -> tuple[Choice, ...]:
        """ "Pass for the rest of this phase" where pass is an answer; "draw from this deck for the rest of this
        phase" in the Draw, for each deck with a card. Offered to a seat still in the line."""
        if not self.running(state) or seat not in self.line(state):
            return ()
        if state.phase in PASSING:
            detail = msg(f"sigismundus.order.pass.{state.phase}")
            return (Choice(PASS, name=msg("sigismundus.order.pass"), detail=detail),)
        if state.phase == "draw":
            return tuple(
                Choice(
                    DRAW + deck,
                    name=msg("sigismundus.order.draw", deck=names.deck(deck)),
                    detail=msg("sigismundus.order.draw_does"),
                )
                for deck in open_decks(state)
            )
        return ()

    def follow(self, state: SigismundusState, seat: int, order: str) -> str | None:
        """The order's answer to the decision the seat faces now, literally: ``pass``; ``draw <deck>`` while
        that deck has a card. ``None`` when the seat faces no decision of the chain, or the order says nothing
        of it."""
        if not self.facing(state, seat):
            return None
        if order == PASS and state.phase in PASSING:
            return "pass"
        if order.startswith(DRAW) and state.phase == "draw":
            deck = order[len(DRAW) :]
            return f"draw {deck}" if deck in open_decks(state) else None
        return None
