"""Answering ahead: the decisions a seat will owe later in the current chain, and its standing orders.

A *chain* is a run of decisions the rulebook plays one seat after another ("Starting with the Hetman, in
clockwise order, each player may ...", "During each phase, starting with the first player and continuing
clockwise, each player may perform actions connected with that phase"). A player whose turn in it comes later
usually knows his answer long before he is asked; the table lets him give it then (the issue of the calendar):

- a seat that will owe a decision later in the current chain may queue its answer now, a short ranked list
  of action texts: when the decision opens, the table plays the first entry that is still legal, exactly as if
  the player had typed it then (the same validation, log entry and announcement). The game says which seats
  will owe (:meth:`Game.ahead_seats`), what that decision would be if it opened now (:meth:`Game.ahead`), and
  which decision a seat faces when one opens (:meth:`Game.mark`): a queue answers only the decision it was
  made for. Once that answer is queued, the seat may answer the decision after it too, where the game can tell
  one (:meth:`Game.ahead_after`: the next cycle's turn, the next Client token, the next sealed hand); a queue
  holds those two decisions at most.
- a seat may leave a *standing order* for the rest of the chain, stated in the rules' own terms ("pass for
  the rest of this phase", "done for this struggle", "re-roll the dice my missions don't use while more than
  4 morale markers are left, then done"): :meth:`Game.orders` lists them, :meth:`Game.follow` says what an
  order answers to the decision open now. They are the player's orders, applied literally, never the AI's
  judgement.

Nothing here changes a rule: the table only plays, at the moment the rules ask for it, an answer the player
gave earlier. The rules never see a queue.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.decision import Decision

ORDER = "order:"
"""How the text of a standing order starts (no action text starts so): ``order:pass``, ``order:reroll 4``."""


@dataclass(frozen=True)
class Mark:
    """Which decision of which chain a seat faces: ``chain`` names the run of decisions (a phase of one turn,
    ``"t2/new_estates"``), ``turn`` the seat's place in it (``"c2"``: its turn in the second cycle). A queue
    made for one mark answers only the decision that carries the same mark; a standing order lasts while the
    seat's decisions carry its chain."""

    chain: str
    turn: str

    def __str__(self) -> str:
        return f"{self.chain}#{self.turn}"


@dataclass(frozen=True)
class Ahead:
    """A decision ``seat`` will owe later in the current chain, as it would stand if it opened now.

    ``decision`` is the decision the seat would face (its ``seats`` are ``(seat,)``; its form lists the answers
    legal if the turn came now: what comes before may change that, so the table checks each entry again when
    the decision really opens). ``state`` is the state in which an entry is checked now: the present state, as
    the seat's turn would find it (in the next cycle, say, with that cycle's costs). ``mark`` is the mark the
    decision will carry when it opens."""

    seat: int
    mark: Mark
    decision: Decision
    state: Any
