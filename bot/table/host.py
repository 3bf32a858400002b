"""Host controls and table votes: pause and resume, extending a deadline, a player back from absence, a
seat changing hands, a player's language and the dashboard; the votes to undo and to end a game.

Each is a read-decide-write on the game's revision (``Queries._change``): decided on the newest record,
written only if nothing changed it meanwhile (another process included), else decided again.
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from bot.table.model import EXTEND_HOURS, GameRecord, Played, TableError
from bot.table.queries import Changes
from bot.table.undo import Undo


class Host(Undo):
    async def pause(self, game_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """Stop the clock and the play until the host resumes."""

        def decide(record: GameRecord) -> Changes:
            self._require_host(record, user_id, manager)
            if record.status != "active":
                raise self._inactive(record)
            if record.paused:
                raise TableError("table.already_paused", "paused")
            return {"paused_at": self.clock()}, {}

        async with self.lock(game_id):
            return await self._change(game_id, decide)

    async def resume(self, game_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """Play on; the deadline moves on by as long as the game was paused."""

        def decide(record: GameRecord) -> Changes:
            self._require_host(record, user_id, manager)
            if not record.paused or record.paused_at is None:
                raise TableError("table.not_paused", "not_paused")
            deadline = record.deadline_at
            if deadline is not None:
                deadline += self.clock() - record.paused_at
            return {"paused_at": None, "deadline_at": deadline}, {}

        async with self.lock(game_id):
            return await self._change(game_id, decide)

    async def extend(self, game_id: int, user_id: int, hours: int, *, manager: bool = False) -> GameRecord:
        """Give the table more time for the current decision."""
        low, high = EXTEND_HOURS
        if not low <= hours <= high:
            raise TableError("table.extend_range", "range", low=low, high=high)

        def decide(record: GameRecord) -> Changes:
            self._require_host(record, user_id, manager)
            if record.status != "active" or record.deadline_at is None:
                raise TableError("table.no_deadline", "no_deadline")
            return {"deadline_at": record.deadline_at + timedelta(hours=hours), "reminders": 0}, {}

        async with self.lock(game_id):
            return await self._change(game_id, decide)

    async def back(self, game_id: int, user_id: int) -> GameRecord:
        """A player back from absence takes his seat back from its stand-in."""

        def decide(record: GameRecord) -> Changes:
            seat = record.seat_of(user_id)
            if seat is None:
                raise TableError("table.not_player", "not_player")
            if not record.seats[seat].stand_in and record.seats[seat].missed == 0:
                raise TableError("table.not_stand_in", "not_stand_in")
            return {}, {seat: {"stand_in": False, "missed": 0}}

        async with self.lock(game_id):
            return await self._change(game_id, decide)

    def _check_seat_handover(self, record: GameRecord, user_id: int, manager: bool, seat: int) -> None:
        """A seat may be handed to someone else (a player or the AI): by the host, in a running game, a seat
        that exists."""
        self._require_host(record, user_id, manager)
        if record.status != "active":
            raise self._inactive(record)
        if not 0 <= seat < len(record.seats):
            raise TableError("table.no_seat", "no_seat", seat=seat + 1)

    async def replace(
        self, game_id: int, user_id: int, seat: int, new_user: int, name: str, *, manager: bool = False
    ) -> GameRecord:
        """A new player takes a seat (its stand-in and missed deadlines cleared); the old one no
        longer acts for it."""

        def decide(record: GameRecord) -> Changes:
            self._check_seat_handover(record, user_id, manager, seat)
            if record.seat_of(new_user) is not None:
                raise TableError("table.already_seated", "seated")
            changes = {
                "user_id": new_user,
                "name": name[:100],
                "stand_in": False,
                "missed": 0,
                "locale": None,
                "ai": None,
            }
            return {}, {seat: changes}

        async with self.lock(game_id):
            return await self._change(game_id, decide)

    async def set_locale(self, game_id: int, user_id: int, locale: str) -> None:
        """Remember a player's language (from his Discord client) for the DMs he gets."""

        def decide(record: GameRecord) -> Changes:
            seat = record.seat_of(user_id)
            if seat is None or record.seats[seat].locale == locale:
                return {}, {}
            return {}, {seat: {"locale": locale}}

        async with self.lock(game_id):
            await self._change(game_id, decide)

    async def set_dashboard(self, game_id: int, message_id: int) -> None:
        """Remember the game's live message (a restart retires it). Posted after nearly every action, so the
        cached record is taken as read: the compare-and-set on its revision catches a stale one, and only then
        is the record read from the database."""
        async with self.lock(game_id):
            cached = self._cache.get(game_id)
            known = cached.record if cached is not None else None
            await self._change(game_id, lambda record: ({"dashboard_id": message_id}, {}), known)

    async def propose_end(self, game_id: int, user_id: int) -> GameRecord:
        """Ask the table to end the game without a result; every player not replaced by a
        stand-in must agree."""

        def decide(record: GameRecord) -> Changes:
            if record.status != "active":
                raise self._inactive(record)
            if record.seat_of(user_id) is None:
                raise TableError("table.only_players_end", "not_player")
            if record.vote is not None:
                raise TableError("table.vote_open", "vote_open")
            needed = sorted({s.user_id for s in record.seats if not s.stand_in and s.ai is None} | {user_id})
            return {"vote_json": vote_json({"kind": "end", "by": user_id, "needed": needed, "agreed": [user_id]})}, {}

        async with self.lock(game_id):
            return await self._change(game_id, decide)

    async def vote(
        self, game_id: int, user_id: int, agree: bool, *, manager: bool = False
    ) -> tuple[str, GameRecord, Played | None]:
        """Answer the open table vote: ``("waiting" | "refused" | "done" | "void", record, undo)``."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            outcome = ""
            undo: dict[str, Any] = {}

            def decide(record: GameRecord) -> Changes:
                nonlocal outcome, undo
                vote = record.vote
                if vote is None:
                    raise TableError("table.no_vote", "no_vote")
                voter = user_id
                if voter not in vote["needed"] and manager and vote["kind"] == "undo":
                    voter = record.creator_id
                if voter not in vote["needed"]:
                    raise TableError("table.not_needed", "not_needed")
                if not agree:
                    outcome = "refused"
                    return {"vote_json": None}, {}
                agreed = sorted(set(vote["agreed"]) | {voter})
                if set(agreed) != set(vote["needed"]):
                    outcome = "waiting"
                    return {"vote_json": vote_json({**vote, "agreed": agreed})}, {}
                if vote["kind"] == "end":
                    outcome = "done"
                    return {"vote_json": None, "status": "abandoned"}, {}
                if vote["step"] != loaded.state.step or record.status != "active" or record.seq != loaded.record.seq:
                    outcome = "void"
                    return {"vote_json": None}, {}
                outcome, undo = "undo", vote
                return {"vote_json": None}, {}

            record = await self._change(game_id, decide)
            if outcome != "undo":
                if record.status != "active":
                    self._cache.drop(game_id)
                return outcome, record, None
            loaded = await self.load(game_id)
            played = await self._undo(loaded, undo["target"], undo["seat"])
            played.followups = await self._followups(game_id, played)
            return "done", played.record, played


def vote_json(vote: dict[str, Any]) -> str:
    return json.dumps(vote, sort_keys=True)
