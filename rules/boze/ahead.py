"""Answering ahead (:mod:`rules.core.ahead`): the chains Boże Igrzysko's rulebook plays seat after seat.

* Setup: "Starting from that player, and going clockwise, players each place one of their own player
  discs ... Once every player has placed one disc on the board, the Hetman's mace is passed to the next
  player (clockwise) and the whole procedure is repeated" (Four-Player Variant, Initial Setup: one round
  clockwise, one in reverse). Chain ``setup``, a seat's place in it ``r<round>``.
* Phase Two: Noble Clientele, a player short of dice: "If several players are in a similar situation, the
  order of moves decides the order in which they place their dice." Chain ``t<turn>/noble_clientele``,
  each seat decides once (``n1``). The placement of the tokens and a tie's bid for the mace (Phase
  Three) are simultaneous and secret, and stay so.
* The phases played in cycles from the Hetman, clockwise (:mod:`rules.boze.cycles`): Phase Seven: New
  Estates, Phase Eight: Special Actions (two cycles), Phase Nine: Private Armies, Phase Ten: Magnate
  Campaigns, Phase Twelve: Relief of the Royal Army. Chain ``t<turn>/<phase>``, a seat's place in it
  ``c<cycle>``: a seat still in this cycle's queue has its turn in this cycle; one that has acted and not
  passed, its turn in the next cycle (with that cycle's cost: two dice for an estate after the first
  cycle, no free Royal Army attack for the Hetman), if the phase has one (Special Actions has two).

A seat's turn after its next one (``Chains.after``) is its next round of the Setup, or its turn in the cycle after
(none after Special Actions' second).

Which seats will owe a decision is read from the state (the queue, the passed, the cycle), less those the
phase would pass for because they can do nothing when their turn came now (:func:`rules.boze.cycles.settle`):
their means only shrink during the phase (nothing in these phases gives a seat dice, gold, tokens, a free disc
or a Sejm disc, nor empties an estate field or brings back an enemy die or a Royal Army unit), so they will
never be asked. That check is the phase's own ``can_act``, a walk that stops at the first thing the seat could
do (a few dozen microseconds: more than a few attribute reads, less than building the open decision).

The standing order of the cycle phases is the rulebook's pass, for the rest of the phase: ``order:pass``
answers ``pass`` each time the seat is asked in this phase (a pass is final in all of them but Special
Actions, where it gives up one cycle's action, and the order then gives up both).
"""

from __future__ import annotations

from typing import Protocol

from rules.boze.flow import Flow
from rules.boze.phases.magnate_campaigns import MagnateCampaignsPhase
from rules.boze.phases.new_estates import NewEstatesPhase
from rules.boze.phases.noble_clientele import NobleClientelePhase
from rules.boze.phases.private_armies import PrivateArmiesPhase
from rules.boze.phases.relief import ReliefPhase
from rules.boze.phases.setup import SetupPhase, placement_order
from rules.boze.phases.special_actions import CYCLES as SPECIAL_CYCLES
from rules.boze.phases.special_actions import SpecialActionsPhase
from rules.boze.state import BozeState, turn_order
from rules.core import serial
from rules.core.ahead import ORDER, Ahead, Mark
from rules.core.decision import Choice
from rules.core.messages import CATALOGUE, msg

CYCLIC: dict[str, int | None] = {
    NewEstatesPhase.key: None,
    SpecialActionsPhase.key: SPECIAL_CYCLES,
    PrivateArmiesPhase.key: None,
    MagnateCampaignsPhase.key: None,
    ReliefPhase.key: None,
}
"""The phases played in cycles from the Hetman, with their most cycles (``None``: until all have passed)."""

SETUP = SetupPhase.key
CLIENTELE = NobleClientelePhase.key
PASS_ORDER = f"{ORDER}pass"
"""Pass for the rest of this phase."""

EN = {
    "boze.order.pass": "Pass for the rest of this phase",
    "boze.order.pass.new_estates": "You pass when your turn comes: you build no more estates this turn",
    "boze.order.pass.special_actions": (
        "You pass each time your turn comes in this phase: you perform no more special actions this turn"
    ),
    "boze.order.pass.private_armies": "You pass when your turn comes: you recruit no more troops this turn",
    "boze.order.pass.magnate_campaigns": "You pass when your turn comes: you conduct no more campaigns this turn",
    "boze.order.pass.relief": "You pass when your turn comes: you make no more Royal Army attacks this turn",
}
PL = {
    "boze.order.pass": "Pas do końca tej fazy",
    "boze.order.pass.new_estates": "Gdy przyjdzie twoja kolej, spasujesz: w tej turze nie zbudujesz już latyfundiów",
    "boze.order.pass.special_actions": (
        "Spasujesz za każdym razem, gdy w tej fazie przyjdzie twoja kolej: w tej turze nie wykonasz już akcji "
        "specjalnych"
    ),
    "boze.order.pass.private_armies": "Gdy przyjdzie twoja kolej, spasujesz: w tej turze nie zwerbujesz już wojsk",
    "boze.order.pass.magnate_campaigns": (
        "Gdy przyjdzie twoja kolej, spasujesz: w tej turze nie poprowadzisz już wypraw"
    ),
    "boze.order.pass.relief": ("Gdy przyjdzie twoja kolej, spasujesz: w tej turze nie użyjesz już Armii Królewskiej"),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class Cyclic(Protocol):
    """A phase played in cycles: it passes for a seat that cannot act when its turn comes."""

    def can_act(self, state: BozeState, seat: int) -> bool: ...


def _after(order: list[int], head: int) -> list[int]:
    """The seats of ``order`` after its head, each once, in order, without ``head``."""
    out: list[int] = []
    for seat in order[1:]:
        if seat != head and seat not in out:
            out.append(seat)
    return out


class Chains:
    """What the chains of the rulebook owe, seat by seat: :class:`rules.boze.game.BozeGame` hands its
    answering-ahead hooks here."""

    def __init__(self, flow: Flow) -> None:
        self.flow = flow
        self.cyclic: dict[str, Cyclic] = {}
        for key in CYCLIC:
            phase = flow.phases[key]
            assert isinstance(
                phase, NewEstatesPhase | SpecialActionsPhase | PrivateArmiesPhase | MagnateCampaignsPhase | ReliefPhase
            )
            self.cyclic[key] = phase

    # --- who will owe ------------------------------------------------------------------------

    def seats(self, state: BozeState) -> tuple[int, ...]:
        """The seats that will owe a decision later in the current chain, none of them now, in the order
        they will be asked (no forms are built)."""
        if state.finished or not state.begun:
            return ()
        phase = state.phase
        if phase == SETUP:
            order = state.setup_order
            return tuple(_after(order, order[0])) if order else ()
        if phase == CLIENTELE:
            short = state.shortfall
            return tuple(_after(short, short[0])) if short else ()
        if phase not in self.cyclic or not state.queue:
            return ()
        can_act = self.cyclic[phase].can_act
        later = [s for s in state.queue[1:] if can_act(state, s)]
        nxt = self.next_cycle(state)
        if nxt is not None:
            later += [s for s in nxt.queue if s not in state.queue and can_act(nxt, s)]
        return tuple(later)

    def next_cycle(self, state: BozeState) -> BozeState | None:
        """The next cycle of the phase as it would open now, with its cost (a shallow copy: only ``cycle``
        and ``queue`` are new); ``None`` when the phase has no more cycles (Special Actions has two)."""
        most = CYCLIC[state.phase]
        if most is not None and state.cycle >= most:
            return None
        turn = serial.shallow(state)
        turn.cycle = state.cycle + 1
        turn.queue = [s for s in turn_order(state) if s not in state.passed]
        return turn

    # --- the decision to come -----------------------------------------------------------------

    def preview(self, state: BozeState, seat: int) -> BozeState | None:
        """The state as the seat's next turn in the chain would find it, if it came now: the chain moved on
        to that turn, nothing else changed. A shallow copy: only the lists replaced here are new."""
        if seat not in self.seats(state):
            return None
        phase = state.phase
        if phase == SETUP:
            turn = serial.shallow(state)
            turn.setup_order = state.setup_order[state.setup_order.index(seat) :]
        elif phase == CLIENTELE:
            turn = serial.shallow(state)
            turn.shortfall = state.shortfall[state.shortfall.index(seat) :]
        elif seat in state.queue:
            turn = serial.shallow(state)
            turn.queue = state.queue[state.queue.index(seat) :]
        else:
            nxt = self.next_cycle(state)
            assert nxt is not None  # (the seat is listed for the next cycle)
            turn = nxt
            turn.queue = nxt.queue[nxt.queue.index(seat) :]
        return turn

    def ahead(self, state: BozeState, seat: int) -> Ahead | None:
        turn = self.preview(state, seat)
        if turn is None:
            return None
        mark = self.mark(turn, seat)
        assert mark is not None  # (the preview puts the seat at the head of its chain)
        (decision,) = self.flow.current(turn).decisions(turn)
        return Ahead(seat, mark, decision, turn)

    def after(self, ahead: Ahead) -> Ahead | None:
        """The seat's turn after ``ahead``'s in the same chain, as it would stand if it came now: its second
        placement of the Setup, or its turn in the cycle after (none after Special Actions' second cycle, nor for
        a seat that could do nothing then). Whether it passes at ``ahead``'s turn is its own answer, not yet
        given: a pass leaves the turn after unasked, and its queued answers unused."""
        seat, turn = ahead.seat, ahead.state
        assert isinstance(turn, BozeState)
        if turn.phase == SETUP:
            order = turn.setup_order
            if seat not in order[1:]:
                return None
            nxt = serial.shallow(turn)
            nxt.setup_order = order[order.index(seat, 1) :]
        elif turn.phase in self.cyclic and turn.queue and turn.queue[0] == seat:
            following = self.next_cycle(turn)
            if following is None or seat not in following.queue:
                return None
            nxt = following
            nxt.queue = following.queue[following.queue.index(seat) :]
            if not self.cyclic[turn.phase].can_act(nxt, seat):
                return None
        else:
            return None
        mark = self.mark(nxt, seat)
        assert mark is not None
        (decision,) = self.flow.current(nxt).decisions(nxt)
        return Ahead(seat, mark, decision, nxt)

    def mark(self, state: BozeState, seat: int) -> Mark | None:
        """The mark of the decision ``seat`` faces now, if it is one of a chain."""
        if state.finished or not state.begun:
            return None
        phase = state.phase
        if phase == SETUP:
            order = state.setup_order
            if not order or order[0] != seat:
                return None
            placed = len(placement_order(state.seats, state.first_player)) - len(order)
            return Mark(SETUP, f"r{placed // state.seats + 1}")
        if phase == CLIENTELE:
            if not state.shortfall or state.shortfall[0] != seat:
                return None
            return Mark(f"t{state.turn}/{phase}", "n1")
        if phase in self.cyclic:
            if not state.queue or state.queue[0] != seat:
                return None
            return Mark(f"t{state.turn}/{phase}", f"c{state.cycle}")
        return None

    # --- standing orders ----------------------------------------------------------------------

    def orders(self, state: BozeState, seat: int) -> tuple[Choice, ...]:
        """``order:pass`` in a cycle phase, to a seat that faces or will face one of its decisions."""
        if state.phase not in self.cyclic or not state.queue:
            return ()
        if state.queue[0] != seat and seat not in self.seats(state):
            return ()
        return (Choice(PASS_ORDER, name=msg("boze.order.pass"), detail=msg(f"boze.order.pass.{state.phase}")),)

    def follow(self, state: BozeState, seat: int, order: str) -> str | None:
        """``pass`` for ``order:pass`` when the seat faces a decision of a cycle phase (where a pass is always
        an answer); nothing otherwise."""
        if order != PASS_ORDER or state.finished or state.phase not in self.cyclic:
            return None
        if not state.queue or state.queue[0] != seat:
            return None
        return "pass"
