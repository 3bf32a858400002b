"""What the seats' answers ahead call for now (``rules.core.ahead``), decided from the game as it stands.

The table plays a queued answer exactly as if the player had typed it when the decision opened: after every
action it asks :func:`plan`, which looks at each seat that has a queue:

- the seat faces a decision of its queue's chain now: its ranked entries are tried in order if the decision
  carries the mark they were queued for (the first still legal is played), else its standing order's answer;
- the entries were queued for another decision than the one that opened, or none of them is legal any more:
  they are dropped and the seat is told why, privately, and asked live as ever;
- the seat will owe nothing more in its queue's chain (the phase ended before its turn came): the queue is
  dropped, and the seat told if an answer in it was never used.

Nothing here reads the database or the clock: :class:`~bot.table.play.Play` carries a plan out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.table.model import Loaded, Queue
from rules.core.messages import Msg, msg


@dataclass(frozen=True)
class Plan:
    """For one seat: the action texts to try in order (the first the rules take is played, and the queue becomes
    ``played``), else the queue becomes ``refused`` and the seat is told ``note``."""

    seat: int
    texts: tuple[str, ...]
    played: Queue | None
    refused: Queue | None
    note: Msg | None


def without_entries(queue: Queue) -> Queue | None:
    """The queue with no answers left: its standing order alone, if any."""
    if queue.order is None:
        return None
    return Queue(queue.seat, queue.chain, "", (), queue.order)


def plan(loaded: Loaded) -> Plan | None:
    """The first thing a seat's answers ahead call for now, if any (seats in order)."""
    if not loaded.queues:
        return None
    game, state = loaded.game, loaded.state
    owing = {seat for decision in loaded.decisions() for seat in decision.waiting_for()}
    later: set[int] | None = None
    for seat, queue in sorted(loaded.queues.items()):
        if seat in owing:
            mark = game.mark(state, seat)
            if mark is None:
                continue  # a decision of no chain (a tie to settle, say): the queue waits for the chain's
            if queue.then and str(mark) == queue.then_mark and str(mark) != queue.mark:
                queue = queue.advanced() or queue  # the decision queued first never came: the one after did
                return Plan(seat, queue.entries, queue.advanced(), queue.advanced(),
                            msg("ahead.note.none_legal", count=len(queue.entries)))  # fmt: skip
            if mark.chain != queue.chain:
                return gone(queue, "ahead.note.chain_over")
            if queue.entries:
                if str(mark) != queue.mark:
                    return Plan(seat, (), None, without_entries(queue), msg("ahead.note.other_decision"))
                return Plan(seat, queue.entries, queue.advanced(), queue.advanced(),
                            msg("ahead.note.none_legal", count=len(queue.entries)))  # fmt: skip
            assert queue.order is not None
            text = game.follow(state, seat, queue.order)
            if text is None:
                continue  # the order answers nothing now: the seat is asked, and the order stays for later
            return Plan(seat, (text,), queue, None, msg("ahead.note.order_refused"))
        if later is None:
            later = set(game.ahead_seats(state))
        if seat not in later:
            return gone(queue, "ahead.note.chain_over")
    return None


def gone(queue: Queue, key: str) -> Plan:
    """The queue is of no more use: dropped, and its seat told if an answer in it was never used."""
    return Plan(queue.seat, (), None, None, msg(key) if queue.entries else None)


def queue_changes(loaded: Loaded, seat: int, queue: Queue | None) -> tuple[tuple[int, Queue | None], ...]:
    """The write that makes ``seat``'s queue ``queue`` (nothing when it already is)."""
    if loaded.queues.get(seat) == queue or (queue is None and seat not in loaded.queues):
        return ()
    return ((seat, queue),)


def with_queues(loaded: Loaded, changes: Sequence[tuple[int, Queue | None]]) -> dict[int, Queue]:
    """The game's queues once ``changes`` are written."""
    queues = dict(loaded.queues)
    for seat, queue in changes:
        if queue is None or queue.empty:
            queues.pop(seat, None)
        else:
            queues[seat] = queue
    return queues
