"""Answering ahead: a seat gives its answer to a decision it will owe later in the current chain, before its
turn comes (``rules.core.ahead``; the table plays it when the decision opens: :mod:`bot.table.queue`).

A queue is its owner's secret until an entry is played: nothing here posts anything, and a queue's write
changes nothing another seat or a spectator can see (the revision it bumps is the table's own). It is durable
like an answer, written with a compare-and-set on the game's revision, so that two edits at once (a DM and a
click) end in one of them whole, and an action never plays a queue that has changed meanwhile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.table.model import GameRecord, Loaded, Played, Queue, TableError, problem_of
from bot.table.play import Play
from bot.table.queue import queue_changes
from bot.table.store import Conflict
from rules.core.ahead import Ahead
from rules.core.decision import Choice
from rules.core.errors import RulesError
from rules.core.game import BaseState, Game

ENTRIES_AT_MOST = 5
"""Ranked answers a seat may queue for one decision ("estate Ukraine, else estate Little Poland, ...")."""
ENTRY_LENGTH = 300
"""The longest text of one queued answer (longer is no action of any game; it is cut in the refusal)."""
ATTEMPTS = 5


class Keep:
    """The standing order stays as it is (``answer_ahead``'s default)."""


KEEP = Keep()


@dataclass(frozen=True)
class Offer:
    """What ``seat`` may answer ahead now: the decision it will owe next in this chain as it stands now
    (``ahead``) and, once that one has answers queued, the decision after it (``after``), the standing orders
    it may leave (``orders``), and what it has queued (``queue``)."""

    record: GameRecord
    game: Game[Any]
    state: BaseState
    seat: int
    ahead: Ahead | None
    orders: tuple[Choice, ...]
    queue: Queue | None
    owes_now: bool
    after: Ahead | None = None

    @property
    def step(self) -> int:
        return self.state.step

    @property
    def queued_next(self) -> tuple[str, ...]:
        """The answers queued for the next decision (``ahead``)."""
        queue, ahead = self.queue, self.ahead
        return queue.entries if queue is not None and ahead is not None and queue.mark == str(ahead.mark) else ()

    @property
    def deeper(self) -> bool:
        """Whether the player is answering the decision after the next one (he asked for it: ⏭)."""
        return self.after is not None and self.queue is not None and self.queue.then_mark == str(self.after.mark)

    @property
    def target(self) -> Ahead | None:
        """The decision new answers go to: the one after the next while the player answers that, else the next."""
        return self.after if self.deeper else self.ahead

    @property
    def queued_target(self) -> tuple[str, ...]:
        """The answers queued for :attr:`target`."""
        if self.deeper:
            assert self.queue is not None
            return self.queue.then
        return self.queued_next


class Answers(Play):
    async def offer(self, game_id: int, user_id: int) -> Offer:
        """What the user's seat may answer ahead now; refused when it may answer nothing ahead."""
        loaded = await self.load(game_id)
        offer = self._offer(loaded, user_id)
        if offer.ahead is None and not offer.orders:
            raise TableError("ahead.owe_now", "owe_now") if offer.owes_now else TableError("ahead.nothing", "nothing")
        return offer

    def _offer(self, loaded: Loaded, user_id: int) -> Offer:
        record, game, state = loaded.record, loaded.game, loaded.state
        self._require_active(record)
        seat = record.seat_of(user_id)
        if seat is None:
            raise TableError("table.not_player", "not_player")
        if record.seats[seat].ai is not None:
            raise TableError("ahead.ai", "ai")
        owes_now = any(seat in d.waiting_for() for d in loaded.decisions())
        ahead = None if owes_now else game.ahead(state, seat)
        orders = game.orders(state, seat)
        queue = loaded.queues.get(seat)
        after = None
        if ahead is not None and queue is not None and queue.entries and queue.mark == str(ahead.mark):
            after = game.ahead_after(state, ahead)
        return Offer(record, game, state, seat, ahead, orders, queue, owes_now, after)

    async def answer_ahead(
        self,
        game_id: int,
        user_id: int,
        entries: Sequence[str] | None = None,
        *,
        order: str | Keep | None = KEEP,
        deeper: bool = False,
    ) -> tuple[Offer, list[Played]]:
        """Queue the user's ranked ``entries`` for the decision his seat will owe next in this chain (``None``:
        keep those queued; ``[]``: none), and set his standing ``order`` (``None``: none). Each entry must be
        legal if the turn came now, in its canonical text; refused (nothing changes) otherwise, naming it. While
        he answers the decision after the next one (``deeper``: he asks to, once the next has answers queued;
        :attr:`Offer.deeper`: he does), ``entries`` are his answers to that one.

        Returns the offer as it now stands, and what the table played at once: a standing order that answers
        the decision the seat faces now is played now, as if typed."""
        if entries is not None and len(entries) > ENTRIES_AT_MOST:
            raise TableError("ahead.too_many", "too_many", count=ENTRIES_AT_MOST)
        for _attempt in range(ATTEMPTS):
            async with self.lock(game_id):
                loaded = await self.load(game_id, check=False)
                offer = self._offer(loaded, user_id)
                queue = self._deeper(offer) if deeper else self._queue(offer, entries, order)
                changes = queue_changes(loaded, offer.seat, queue)
                if not changes:
                    return offer, []
                try:
                    await self.store.save_queues(game_id, loaded.record.rev, changes, self.clock())
                except Conflict:
                    self._cache.drop(game_id)
                    continue
                self._remember(self._requeued(loaded, changes))
                played: list[Played] = []
                if offer.owes_now and queue is not None and queue.order is not None:
                    played = await self._followups(game_id)
                return self._offer(await self.load(game_id, check=False), user_id), played
        raise TableError("table.conflict", "conflict")

    async def clear_ahead(self, game_id: int, user_id: int) -> Offer:
        """Drop everything the user's seat queued ahead."""
        offer, _ = await self.answer_ahead(game_id, user_id, [], order=None)
        return offer

    @staticmethod
    def _deeper(offer: Offer) -> Queue | None:
        """The seat's queue, now answering the decision after the next one (none queued for it yet)."""
        if offer.after is None or offer.queue is None:
            raise TableError("ahead.opened", "opened") if offer.owes_now else TableError("ahead.nothing", "nothing")
        queue = offer.queue
        if queue.then_mark == str(offer.after.mark):
            return queue
        return Queue(queue.seat, queue.chain, queue.mark, queue.entries, queue.order, str(offer.after.mark), ())

    def _queue(self, offer: Offer, entries: Sequence[str] | None, order: str | Keep | None) -> Queue | None:
        """The seat's queue once ``entries`` and ``order`` are taken (checked against the game as it stands)."""
        game, old = offer.game, offer.queue
        if offer.deeper and entries:
            assert old is not None and offer.after is not None
            texts = tuple(dict.fromkeys(self._checked(offer, entry) for entry in entries))
            return Queue(old.seat, old.chain, old.mark, old.entries, old.order, str(offer.after.mark), texts)
        if entries is None:
            texts = old.entries if old is not None and offer.ahead is not None else ()
        else:
            texts = tuple(self._checked(offer, entry) for entry in entries)
            texts = tuple(dict.fromkeys(texts))  # (the same answer twice is once)
        if isinstance(order, Keep):
            standing = old.order if old is not None else None
        elif order is None:
            standing = None
        else:
            try:
                standing = game.check_order(offer.state, offer.seat, order[:ENTRY_LENGTH])
            except RulesError as exc:
                raise TableError(
                    "ahead.refused", "refused", entry=order[:ENTRY_LENGTH], problem=problem_of(exc)
                ) from None
        if not texts and standing is None:
            return None
        if texts:
            assert offer.ahead is not None
            chain, mark = offer.ahead.mark.chain, str(offer.ahead.mark)
            if old is not None and old.mark == mark and old.then_mark:  # (the answers to the decision after stay)
                return Queue(offer.seat, chain, mark, texts, standing, old.then_mark, old.then)
        else:
            faced = game.mark(offer.state, offer.seat) if offer.owes_now else None
            chain = faced.chain if faced is not None else offer.ahead.mark.chain if offer.ahead is not None else ""
            mark = ""
            if not chain:
                raise TableError("ahead.nothing", "nothing")
        return Queue(offer.seat, chain, mark, texts, standing)

    @staticmethod
    def _checked(offer: Offer, entry: str) -> str:
        """One entry in its canonical text, if it would be legal were the turn (the one it answers) to come now."""
        target = offer.target
        if target is None:
            if offer.owes_now:
                raise TableError("ahead.opened", "opened")
            raise TableError("ahead.nothing", "nothing")
        shown = entry[:ENTRY_LENGTH]
        try:
            return offer.game.check_ahead(target, shown)
        except RulesError as exc:
            raise TableError("ahead.refused", "refused", entry=shown, problem=problem_of(exc)) from None
