"""Phases played in cycles from the Hetman, clockwise (New Estates, Special Actions, Private Armies,
Magnate Campaigns, Relief of the Royal Army).

"Starting with the Hetman, in clockwise order, each player may ... The procedure is repeated in
successive cycles ... If a player declines (passes) ... he may not ... in the next cycle of this
phase." A seat with nothing it could do is passed for it, and the phase says so, so nobody is asked
a question with only one answer.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.boze.state import BozeState, turn_order


def start(state: BozeState) -> None:
    """Open the first cycle: every seat, from the Hetman."""
    state.queue = turn_order(state)
    state.passed = []
    state.cycle = 1


def finish(state: BozeState) -> None:
    state.queue = []
    state.passed = []
    state.cycle = 0


def acted(state: BozeState, seat: int, *, passed: bool, final: bool = True) -> None:
    """``seat`` has had its turn in this cycle; a pass is final unless ``final`` is False."""
    if state.queue and state.queue[0] == seat:
        state.queue.pop(0)
    if passed and final and seat not in state.passed:
        state.passed.append(seat)


def settle(state: BozeState, can_act: Callable[[int], bool], *, max_cycles: int | None = None) -> list[int]:
    """Move past seats that cannot act (passing for them, finally) and into the next cycle while
    any seat is still in; returns the seats passed for. The phase is over when ``queue`` is empty."""
    skipped: list[int] = []
    while True:
        while state.queue and not can_act(state.queue[0]):
            seat = state.queue.pop(0)
            if seat not in state.passed:
                state.passed.append(seat)
            skipped.append(seat)
        if state.queue:
            return skipped
        if max_cycles is not None and state.cycle >= max_cycles:
            return skipped
        remaining = [s for s in turn_order(state) if s not in state.passed]
        if not remaining:
            return skipped
        state.cycle += 1
        state.queue = remaining
