"""Undo: a player takes back his own last action, alone while nobody but the table and the AI acted since and
it rolled no die and revealed no secret, otherwise by a table vote (``bot.table.host``) of the people
concerned (an AI is never asked). An undo drops every answer queued ahead (the decisions they were made for
may come again, after other moves), and tells each owner so, privately."""

from __future__ import annotations

import json

from bot.table.model import GameRecord, Loaded, LogEntry, Played, TableError
from bot.table.play import Play
from bot.table.queries import Changes
from bot.table.store import Conflict
from rules.core.game import BaseState
from rules.core.messages import msg


class Undo(Play):
    async def undo(self, game_id: int, user_id: int) -> tuple[Played | None, GameRecord]:
        """Take back the user's own last action. At once when nobody has acted since and it rolled no
        die and revealed no secret; otherwise it opens a vote that the host and every player whose
        actions would be taken back must agree to. Returns (the undo if done, the record)."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            record = loaded.record
            self._require_active(record)
            seat = record.seat_of(user_id)
            if seat is None:
                raise TableError("table.not_player", "not_player")
            rows = await self.log_rows(game_id)
            standing = self.effective(rows)
            mine = [r for r in standing if r.seat == seat and r.chosen]
            if not mine:
                raise TableError("table.nothing_to_undo", "nothing")
            target = mine[-1]
            since = [r for r in standing if r.seq > target.seq]
            before = await self._state_before(loaded, target.seq)
            if all(r.forced or r.by_ai for r in since) and self._quiet(loaded, before, target, since):
                played = await self._undo(loaded, target.seq, seat, before)
                played.followups = await self._followups(game_id, played)
                return played, (await self.load(game_id)).record
            affected = {
                record.seats[r.seat].user_id
                for r in standing
                if r.seq >= target.seq and not r.forced and record.seats[r.seat].ai is None
            }  # an AI never blocks a vote
            needed = sorted(affected | {record.creator_id})
            vote = {"kind": "undo", "target": target.seq, "step": loaded.state.step, "by": user_id,
                    "seat": seat, "needed": needed, "agreed": [user_id]}  # fmt: skip

            def decide(current: GameRecord) -> Changes:
                if current.vote is not None:
                    raise TableError("table.vote_open", "vote_open")
                if current.seq != record.seq:
                    raise Conflict
                return {"vote_json": json.dumps(vote, sort_keys=True)}, {}

            return None, await self._change(game_id, decide)

    @staticmethod
    def _quiet(loaded: Loaded, before: BaseState, target: LogEntry, since: list[LogEntry]) -> bool:
        """Whether an action may be taken back by its player alone: neither it nor the forced answers the
        table played after it rolled a die or revealed a secret (replayed from ``before``, the state it was
        played on)."""
        state = before
        for entry in [target, *since]:
            transition = loaded.game.apply(state, entry.seat, entry.text)
            if any(e.kind in ("roll", "reveal") or e.dice for e in transition.events):
                return False
            state = transition.state
        return True

    async def _undo(self, loaded: Loaded, target: int, seat: int, before: BaseState | None = None) -> Played:
        """Write the undo entry: the state before ``target`` (``before``, if the caller has it) is restored
        (the caller then plays what the table plays by itself)."""
        restored = before if before is not None else await self._state_before(loaded, target)
        row = {"seat": seat, "text": "undo", "undoes": target}
        dropped = tuple((s, None) for s in sorted(loaded.queues))  # the decisions they answered may open again
        after = await self._write(loaded, restored, row, events=[], checkpoint=True, undo_from=target, queues=dropped)
        played = Played(after.record, loaded.game, restored, seat, "undo", [], opened=True, loaded=after)
        played.notes += [(s, msg("ahead.note.undone")) for s, _ in dropped]
        return played
