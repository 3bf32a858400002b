"""Host controls and table votes: pause and resume, extending a deadline, a player back from absence, a
seat changing hands, a player's language and the dashboard; the votes to undo and to end a game."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.table.model import EXTEND_HOURS, GameRecord, Played, TableError, changed, with_seat
from bot.table.undo import Undo


class Host(Undo):
    async def _host_change(self, game_id: int, **values: Any) -> GameRecord:
        await self.store.update_game(game_id, **values)
        self._cache.pop(game_id, None)
        return await self.record(game_id)

    async def pause(self, game_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """Stop the clock and the play until the host resumes."""
        async with self.lock(game_id):
            record = await self.record(game_id)
            self._require_host(record, user_id, manager)
            if record.status != "active":
                raise self._inactive(record)
            if record.paused:
                raise TableError("table.already_paused", "paused")
            return await self._host_change(game_id, paused_at=self.clock())

    async def resume(self, game_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """Play on; the deadline moves on by as long as the game was paused."""
        async with self.lock(game_id):
            record = await self.record(game_id)
            self._require_host(record, user_id, manager)
            if not record.paused or record.paused_at is None:
                raise TableError("table.not_paused", "not_paused")
            deadline = record.deadline_at
            if deadline is not None:
                deadline += self.clock() - record.paused_at
            return await self._host_change(game_id, paused_at=None, deadline_at=deadline)

    async def extend(self, game_id: int, user_id: int, hours: int, *, manager: bool = False) -> GameRecord:
        """Give the table more time for the current decision."""
        low, high = EXTEND_HOURS
        if not low <= hours <= high:
            raise TableError("table.extend_range", "range", low=low, high=high)
        async with self.lock(game_id):
            record = await self.record(game_id)
            self._require_host(record, user_id, manager)
            if record.status != "active" or record.deadline_at is None:
                raise TableError("table.no_deadline", "no_deadline")
            later = record.deadline_at + timedelta(hours=hours)
            return await self._host_change(game_id, deadline_at=later, reminders=0)

    async def back(self, game_id: int, user_id: int) -> GameRecord:
        """A player back from absence takes his seat back from its stand-in."""
        async with self.lock(game_id):
            record = await self.record(game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise TableError("table.not_player", "not_player")
            if not record.seats[seat].stand_in and record.seats[seat].missed == 0:
                raise TableError("table.not_stand_in", "not_stand_in")
            await self.store.update_seat(game_id, seat, stand_in=False, missed=0)
            self._cache.pop(game_id, None)
            return await self.record(game_id)

    async def replace(
        self, game_id: int, user_id: int, seat: int, new_user: int, name: str, *, manager: bool = False
    ) -> GameRecord:
        """A new player takes a seat (its stand-in and missed deadlines cleared); the old one no
        longer acts for it."""
        async with self.lock(game_id):
            record = await self.record(game_id)
            self._require_host(record, user_id, manager)
            if record.status != "active":
                raise self._inactive(record)
            if not 0 <= seat < len(record.seats):
                raise TableError("table.no_seat", "no_seat", seat=seat + 1)
            if record.seat_of(new_user) is not None:
                raise TableError("table.already_seated", "seated")
            await self.store.update_seat(
                game_id, seat, user_id=new_user, name=name[:100], stand_in=False, missed=0, locale=None
            )
            self._cache.pop(game_id, None)
            return await self.record(game_id)

    async def set_locale(self, game_id: int, user_id: int, locale: str) -> None:
        """Remember a player's language (from his Discord client) for the DMs he gets."""
        await self.store.set_locale(game_id, user_id, locale)
        cached = self._cache.get(game_id)
        if cached is not None:
            seat = cached.record.seat_of(user_id)
            if seat is not None:
                cached.record = changed(cached.record, seats=with_seat(cached.record.seats, seat, locale=locale))

    async def set_dashboard(self, game_id: int, message_id: int) -> None:
        await self.store.update_game(game_id, dashboard_id=message_id)
        self._cache.pop(game_id, None)

    async def propose_end(self, game_id: int, user_id: int) -> GameRecord:
        """Ask the table to end the game without a result; every player not replaced by a
        stand-in must agree."""
        async with self.lock(game_id):
            record = await self.record(game_id)
            if record.status != "active":
                raise self._inactive(record)
            if record.seat_of(user_id) is None:
                raise TableError("table.only_players_end", "not_player")
            if record.vote is not None:
                raise TableError("table.vote_open", "vote_open")
            needed = sorted({s.user_id for s in record.seats if not s.stand_in} | {user_id})
            vote = {"kind": "end", "by": user_id, "needed": needed, "agreed": [user_id]}
            return await self._set_vote(game_id, vote)

    async def vote(
        self, game_id: int, user_id: int, agree: bool, *, manager: bool = False
    ) -> tuple[str, GameRecord, Played | None]:
        """Answer the open table vote: ``("waiting" | "refused" | "done" | "void", record, undo)``."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            record = loaded.record
            vote = record.vote
            if vote is None:
                raise TableError("table.no_vote", "no_vote")
            voter = user_id
            if voter not in vote["needed"] and manager and vote["kind"] == "undo":
                voter = record.creator_id
            if voter not in vote["needed"]:
                raise TableError("table.not_needed", "not_needed")
            if not agree:
                return "refused", await self._set_vote(game_id, None), None
            agreed = sorted(set(vote["agreed"]) | {voter})
            if set(agreed) != set(vote["needed"]):
                return "waiting", await self._set_vote(game_id, {**vote, "agreed": agreed}), None
            if vote["kind"] == "end":
                await self._set_vote(game_id, None)
                await self.store.update_game(game_id, status="abandoned")
                self._cache.pop(game_id, None)
                return "done", await self.record(game_id), None
            if vote["step"] != loaded.state.step or record.status != "active":
                return "void", await self._set_vote(game_id, None), None
            await self._set_vote(game_id, None)
            loaded = await self.load(game_id)
            played = await self._undo(loaded, await self.log_rows(game_id), vote["target"], vote["seat"])
            played.followups = await self._followups(game_id)
            return "done", played.record, played
