"""Playing: one action for a user's seat, durable when it returns, and what the table then plays by itself.

An action is one transaction (DESIGN §3): take the game's lock, check the user holds a seat, apply the
action to the cached (or reloaded) state, then in one commit bump the game's sequence with a
compare-and-set, append the action to the log, and write a checkpoint if a phase ended. A repeated
interaction id, a stale button (its ``step`` is past) or a double click changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from bot.table.base import ATTEMPTS
from bot.table.history import pack
from bot.table.model import (
    AI,
    DEFAULT,
    FORCED,
    PLAYER,
    STAND_IN_AFTER,
    GameRecord,
    Loaded,
    LogEntry,
    Played,
    Queue,
    TableError,
    changed,
    told,
    wake_at,
    walks_remembered,
    with_seat,
)
from bot.table.queries import Queries
from bot.table.queue import Plan, plan, queue_changes, with_queues
from bot.table.store import MOVED, ActionWrite, Conflict, Duplicate
from rules.core.decision import Decision, Event
from rules.core.errors import RulesError
from rules.core.forms import forced_answer
from rules.core.game import BaseState, Game
from rules.core.messages import Msg

CHECKPOINT_EVERY = 24
"""At most this many actions between two checkpoints (phases end more often in most games)."""
ACTION_LENGTH = 600
"""The longest action text the table reads (the longest any game logs is a few hundred characters)."""
FOLLOWUPS_AT_MOST = 10_000
"""A guard: the moves the table plays by itself after one action (a game ends long before)."""


class Play(Queries):
    async def act(
        self,
        game_id: int,
        user_id: int,
        text: str,
        *,
        step: int | None = None,
        interaction_id: str | None = None,
        played_by: str = PLAYER,
    ) -> Played:
        """Apply one action for the user's seat; durable when this returns. ``played_by``: ``AI`` where the
        caller's AI chose it (the local table's AI seats), else the player.

        Raises :class:`TableError` (not a player, game over or paused, stale button) or a
        :class:`~rules.core.errors.RulesError` (the rules refuse the action); either way nothing
        changed. The hot path reads nothing from the database: the cached state is checked by the
        compare-and-set on the game's revision in the same transaction that appends the action, and a
        repeated interaction id by its unique constraint. A refused interaction is looked up in the
        database: if its action went in already (a retry after a restart, or through another process),
        it is answered as a duplicate, not refused.
        """
        if len(text) > ACTION_LENGTH:  # (no action of any game is this long: refused without echoing it back)
            raise TableError("table.too_long", "malformed", limit=ACTION_LENGTH)
        async with self.lock(game_id):
            if interaction_id is not None and interaction_id in self._recent:
                return await self._duplicate(game_id, user_id, text)
            try:
                return await self._act(game_id, user_id, text, step, interaction_id, played_by)
            except (TableError, RulesError):
                # a refusal: was it a retried interaction whose action went in already (before a restart, or
                # through another process)? Only now is the database asked.
                if interaction_id is not None and await self.store.seen(interaction_id):
                    self._cache.drop(game_id)
                    return await self._duplicate(game_id, user_id, text)
                raise

    async def _act(
        self, game_id: int, user_id: int, text: str, step: int | None, interaction_id: str | None, played_by: str
    ) -> Played:
        if played_by not in (PLAYER, AI):
            raise ValueError(f"an action is played by a player or an AI, not {played_by!r}")
        for _attempt in range(ATTEMPTS):
            loaded = await self.load(game_id, check=False)
            seat = loaded.record.seat_of(user_id)
            if seat is None:
                self._require_active(loaded.record)
                raise TableError("table.not_player_thread", "not_player")
            try:
                played = await self._play(
                    loaded, seat, text, step=step, interaction_id=interaction_id, played_by=played_by
                )
                if played.changed:
                    played.followups = await self._followups(played.record.id, played)
                return played
            except Conflict:
                self._cache.drop(game_id)
                continue
            except Duplicate:
                return await self._duplicate(game_id, user_id, text)
        raise TableError("table.conflict", "conflict")

    async def _play(
        self,
        loaded: Loaded,
        seat: int,
        text: str,
        *,
        step: int | None = None,
        interaction_id: str | None = None,
        played_by: str = PLAYER,
        missed: bool = False,
        queues: tuple[tuple[int, Queue | None], ...] = (),
    ) -> Played:
        """Apply and write one action for ``seat`` (the game's lock is held by the caller).

        ``played_by``: who chose it (``PLAYER``, or the table: ``DEFAULT``, ``FORCED``). ``missed``: the seat
        ran out of time; it counts one more missed deadline and, at the second in a row, becomes a stand-in.
        Only a player's own action clears his count of missed deadlines."""
        record, game, state = loaded.record, loaded.game, loaded.state
        self._require_active(record)
        if step is not None and step != state.step:
            raise TableError("table.stale", "stale")
        action = game.parse(text)
        answered = loaded.decision_for(seat)
        secret = answered is not None and answered.secret
        transition = game.apply(state, seat, action, decisions=loaded.decisions())
        if not transition.changed:
            return Played(
                record, game, state, seat, str(action), transition.events, changed=False, secret=secret, before=state,
                loaded=loaded, decision=answered,
            )  # fmt: skip
        new = transition.state
        phase_changed = game.phase_key(new) != game.phase_key(state) or new.finished
        row = {"seat": seat, "text": str(action), "interaction_id": interaction_id, "played_by": played_by}
        count = record.seats[seat].missed
        seat_missed = (seat, count + 1) if missed else (seat, 0) if played_by == PLAYER and count > 0 else None
        stand_in = (seat, True) if missed and count + 1 >= STAND_IN_AFTER and not record.seats[seat].stand_in else None
        after = await self._write(
            loaded, new, row, events=transition.events, checkpoint=phase_changed or self._due_checkpoint(loaded),
            seat_missed=seat_missed,
            stand_in=stand_in,
            decisions=transition.decisions,
            queues=queues,
        )  # fmt: skip
        if interaction_id is not None:
            self._note(interaction_id)
        return Played(
            after.record, game, new, seat, str(action), transition.events,
            phase_changed=phase_changed, opened=new.step != state.step, by_default=played_by == DEFAULT,
            forced=played_by == FORCED, by_ai=played_by == AI, secret=secret, before=state, loaded=after,
            decision=answered, before_decisions=loaded.decisions(),
        )  # fmt: skip

    async def _write(
        self,
        loaded: Loaded,
        new: BaseState,
        row: dict[str, Any],
        *,
        events: Sequence[Event],
        checkpoint: bool,
        seat_missed: tuple[int, int] | None = None,
        stand_in: tuple[int, bool] | None = None,
        undo_from: int | None = None,
        decisions: tuple[Decision, ...] | None = None,
        queues: tuple[tuple[int, Queue | None], ...] = (),
    ) -> Loaded:
        """Write one action (see :meth:`Store.write`); caches and returns the game as it now stands. What it
        told everyone (``events``) joins the pending history, written as a chunk with the next checkpoint."""
        record, game = loaded.record, loaded.game
        now = self.clock()
        deadline_at, deadline_step, reminders = self._deadline(record, loaded.state, new, now)
        seq = record.seq + 1
        status = "finished" if new.finished else record.status
        seats = record.seats
        if seat_missed is not None:
            seats = with_seat(seats, seat_missed[0], missed=seat_missed[1])
        if stand_in is not None:
            seats = with_seat(seats, stand_in[0], stand_in=stand_in[1])
        after = changed(
            record, seq=seq, rev=record.rev + 1, status=status, deadline_at=deadline_at,
            deadline_step=deadline_step, reminders=reminders, seats=seats,
        )  # fmt: skip
        entry = LogEntry(seq, row["seat"], row["text"], row.get("undoes"), row.get("played_by", PLAYER))
        pending = (*loaded.pending, told(entry, events))
        snapshot = None
        if checkpoint or undo_from is not None:
            snapshot = (game.phase_key(new), partial(game.dumps, new), partial(pack, pending))
        wake = wake_at(after)
        # the compare-and-set on the revision makes the cached record the row as it stands: the columns that
        # keep their values are left out of the statement, and their indexes alone
        moved = tuple(
            column
            for column, old, value in zip(
                MOVED,
                (record.status, record.deadline_at, record.deadline_step, record.reminders, wake_at(record)),
                (status, deadline_at, deadline_step, reminders, wake),
                strict=True,
            )
            if value != old
        )
        await self.store.write(
            ActionWrite(
                record.id, record.rev, seq, now, status, deadline_at, deadline_step, reminders, wake, row,
                seat_missed=seat_missed, stand_in=stand_in, undo_from=undo_from, checkpoint=snapshot, moved=moved,
                queues=queues,
            )
        )  # fmt: skip
        known = None if decisions is None else walks_remembered(decisions)  # (apply knew them: see Transition)
        kept = with_queues(loaded, queues) if queues else loaded.queues
        if snapshot is not None:
            return self._remember(Loaded(after, game, new, known, pending=(), chunked=seq, queues=kept))
        return self._remember(Loaded(after, game, new, known, pending=pending, chunked=loaded.chunked, queues=kept))

    @staticmethod
    def _due_checkpoint(loaded: Loaded) -> bool:
        """A long phase gets a checkpoint every ``CHECKPOINT_EVERY`` actions too, so that loading a game and
        undoing an action never replay more than that."""
        return loaded.chunked is None or loaded.record.seq + 1 - loaded.chunked >= CHECKPOINT_EVERY

    def _deadline(
        self, record: GameRecord, old: BaseState, new: BaseState, now: datetime
    ) -> tuple[datetime | None, int | None, int]:
        """The deadline after a change: a fresh one for a new decision, the same one while a
        simultaneous decision collects answers, none without a pace, once over, or while paused."""
        if record.pace_minutes is None or new.finished or record.paused:
            return None, None, 0
        if record.deadline_step == new.step and record.deadline_at is not None:
            return record.deadline_at, record.deadline_step, record.reminders
        return now + timedelta(minutes=record.pace_minutes), new.step, 0

    async def _duplicate(self, game_id: int, user_id: int, text: str) -> Played:
        loaded = await self.load(game_id)
        seat = loaded.record.seat_of(user_id)
        return Played(
            loaded.record, loaded.game, loaded.state, -1 if seat is None else seat, text, changed=False, duplicate=True
        )

    async def seen(self, interaction_id: str) -> bool:
        """Whether an action with this interaction id is already in a log."""
        if interaction_id in self._recent:
            return True
        return await self.store.seen(interaction_id)

    async def _followups(self, game_id: int, owner: Played | None = None) -> list[Played]:
        """Play at once, one after another, what the table plays by itself: every forced answer (the only
        legal answer, when playing it reveals nothing: ``rules.core.forms.forced_answer``), the default of
        every stand-in seat it waits for, and every answer a player queued ahead for a decision now open
        (:mod:`bot.table.queue`: as if he typed it now). Each is an ordinary action in the log. What a seat
        alone is told about its queue goes with the action it concerns, else with ``owner`` (the action that
        led here).

        When every seat is a stand-in nobody is left to play for, so the table waits for the deadlines
        instead of racing the game to its end (forced answers are still played)."""
        played: list[Played] = []
        conflicts = 0
        for _ in range(FOLLOWUPS_AT_MOST):
            loaded = await self.load(game_id, check=False)
            # a player's own answer given ahead comes before what the table would play (if it is legal, it is the
            # forced answer anyway; if not, he is told so, and the forced answer follows)
            queued = plan(loaded) if loaded.record.status == "active" and not loaded.state.finished else None
            move = None if queued is not None else table_move(loaded)
            try:
                if move is None:
                    if queued is None:
                        break
                    done = await self._queued(loaded, queued)
                    if isinstance(done, Played):
                        played.append(done)
                    elif done is not None:
                        (played[-1] if played else owner or Played(loaded.record, loaded.game, loaded.state, -1, "")
                         ).notes.append(done)  # fmt: skip
                    continue
                seat, text, played_by = move
                played.append(await self._play(loaded, seat, text, played_by=played_by))
            except Conflict:
                # another process moved the game on meanwhile. The action that led here is in already, so it
                # must not be retried (it would come back as a duplicate, or apply twice without an
                # interaction id): read the game again and see what is still the table's to play.
                self._cache.drop(game_id)
                conflicts += 1
                if conflicts >= ATTEMPTS:
                    break
        return played

    async def _queued(self, loaded: Loaded, queued: Plan) -> Played | tuple[int, Msg] | None:
        """Carry out a queue's plan: play the first of its texts the rules take (the queue then becomes
        ``played``), else write the queue as ``refused``; what the seat is told."""
        seat = queued.seat
        for text in queued.texts:
            try:
                return await self._play(loaded, seat, text, queues=queue_changes(loaded, seat, queued.played))
            except RulesError:
                continue
        changes = queue_changes(loaded, seat, queued.refused)
        if changes:
            await self.store.save_queues(loaded.record.id, loaded.record.rev, changes, self.clock())
            self._remember(self._requeued(loaded, changes))
        return None if queued.note is None else (seat, queued.note)

    @staticmethod
    def _requeued(loaded: Loaded, changes: tuple[tuple[int, Queue | None], ...]) -> Loaded:
        """The game with its queues changed (its revision bumped, as the write did)."""
        record = changed(loaded.record, rev=loaded.record.rev + 1)
        return Loaded(record, loaded.game, loaded.state, loaded._decisions, pending=loaded.pending,
                      chunked=loaded.chunked, queues=with_queues(loaded, changes))  # fmt: skip


def table_move(loaded: Loaded) -> tuple[int, str, str] | None:
    """The next move the table plays by itself in this game, if any: (seat, text, who)."""
    record = loaded.record
    if record.status != "active" or record.paused or loaded.state.finished:
        return None
    stand_ins = any(s.stand_in for s in record.seats) and record.people_play
    # under the AI stand-in policy the AI plays stand-ins (bot.table.ai), not their defaults
    return next_move(
        loaded.decisions(), lambda seat: stand_ins and record.seats[seat].stand_in and not record.stand_ins
    )


def next_move(decisions: Sequence[Decision], stand_in: Callable[[int], bool]) -> tuple[int, str, str] | None:
    """Of the open ``decisions``, the first answer the table plays by itself: a forced answer, or the default
    of a seat that ``stand_in`` says is a stand-in (decisions in order, seats in the order they are waited for)."""
    for decision in decisions:
        for seat in decision.waiting_for():
            forced = forced_answer(decision, seat)
            if forced is not None:
                return seat, forced, FORCED
            if stand_in(seat):
                return seat, decision.defaults[seat], DEFAULT
    return None


def forced_moves(game: Game[Any], state: BaseState) -> tuple[BaseState, list[tuple[int, str]]]:
    """Play every forced answer from ``state`` on, as the table does after an action (for tools and tests that
    drive the engine alone: a script of a game holds only the answers its players chose)."""
    played = []
    while not state.finished:
        move = next_move(game.decisions(state), lambda seat: False)
        if move is None:
            break
        seat, text, _ = move
        state = game.apply(state, seat, text).state
        played.append((seat, text))
    return state, played
