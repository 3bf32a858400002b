"""The lobby: a game opened in a channel, players joining and leaving (or kicked by the host), its options,
and the start that seats them in join order and sets the game up; abandoning a game."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from datetime import timedelta
from typing import Any

from bot.editions import canonical
from bot.storage.models import GameRow
from bot.table.model import GameRecord, Loaded, Played, SeatInfo, TableError, check_pace
from bot.table.play import Play
from bot.table.store import Lobby
from rules.core.errors import RulesError
from rules.core.game import Game, OptionValue


class LobbyRoom(Play):
    async def create(
        self,
        game_id: str,
        *,
        channel_id: int,
        guild_id: int | None,
        user_id: int,
        name: str,
        options: Mapping[str, OptionValue] | None = None,
        max_seats: int | None = None,
        role: str | None = None,
        edition: Mapping[str, Any] | None = None,
        pace_minutes: int | None = None,
        locale: str | None = None,
    ) -> GameRecord:
        """Open a lobby in a channel with its creator in the first seat.

        ``edition`` is a group's own data edition (a parsed board file) to play this game on instead
        of the shipped one; it is validated here and stored with the game.
        """
        if edition is None:
            raw, game = self._current(game_id)
        else:
            try:
                raw, game = dict(edition), self.editions.build(game_id, edition)
            except ValueError as exc:
                raise TableError("table.edition", "edition", problem=str(exc)[:1700]) from None
        self._check_role(game, role, ())
        try:
            chosen = game.check_options(options or {})
        except RulesError as exc:
            raise TableError("table.options", "options", problem=str(exc)) from None
        seats = max_seats or game.max_seats
        if not game.min_seats <= seats <= game.max_seats:
            raise TableError("table.players", "players", title=game.title, low=game.min_seats, high=game.max_seats)
        check_pace(pace_minutes)
        now = self.clock()
        row = GameRow(
            game=game_id,
            status="lobby",
            guild_id=guild_id,
            channel_id=channel_id,
            creator_id=user_id,
            max_seats=seats,
            options_json=json.dumps(chosen, sort_keys=True),
            edition_json=canonical(raw),
            seed=0,
            created_at=now,
            updated_at=now,
            pace_minutes=pace_minutes,
            locale=locale,
        )
        new_id = await self.store.create(row, SeatInfo(0, user_id, name[:100], role))
        return await self.record(new_id)

    def _current(self, game_id: str) -> tuple[dict[str, Any], Game[Any]]:
        try:
            return self.editions.current(game_id)
        except ValueError as exc:
            raise TableError("table.unknown_game", "unknown_game", problem=str(exc)) from None

    @staticmethod
    def _check_role(game: Game[Any], role: str | None, taken: Any) -> None:
        if role is None:
            return
        known = {c.text: c.label for c in game.roles()}
        if role not in known:
            choices = ", ".join(known) or "none in this game"
            raise TableError("table.role_unknown", "role", role=role, choices=choices)
        if role in taken:
            raise TableError("table.role_taken", "role", role=known[role])

    async def _lobby(self, channel_id: int) -> Lobby:
        return await self.store.lobby(channel_id)

    async def join(self, channel_id: int, user_id: int, name: str, role: str | None = None) -> GameRecord:
        lobby = await self._lobby(channel_id)
        async with self.lock(lobby.id):
            lobby = await self._lobby(channel_id)
            seats = lobby.seats
            if lobby.status != "lobby":
                raise TableError("table.seats_taken", "started")
            if any(s.user_id == user_id for s in seats):
                raise TableError("table.seated", "seated")
            if len(seats) >= lobby.max_seats:
                raise TableError("table.full", "full", count=lobby.max_seats)
            game = self.editions.build_text(lobby.game, lobby.edition_json)
            self._check_role(game, role, {s.role for s in seats})
            joined = (*seats, SeatInfo(len(seats), user_id, name[:100], role))
            await self.store.save_lobby(lobby, self.clock(), joined)
        return await self.record(lobby.id)

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        """Leave a lobby. A creator alone in the lobby closes it; a started game cannot be left."""
        lobby = await self._lobby(channel_id)
        async with self.lock(lobby.id):
            lobby = await self._lobby(channel_id)
            seats = lobby.seats
            mine = [s for s in seats if s.user_id == user_id]
            if not mine:
                raise TableError("table.not_seated", "not_seated")
            if lobby.status != "lobby":
                raise TableError("table.seats_fixed", "started")
            if user_id == lobby.creator_id and len(seats) > 1:
                raise TableError("table.creator_leaves", "creator")
            values = {"status": "abandoned"} if len(seats) == 1 else {}
            await self.store.save_lobby(lobby, self.clock(), _without(seats, mine[0].seat), **values)
        return await self.record(lobby.id)

    async def kick(self, channel_id: int, user_id: int, target: int, *, manager: bool = False) -> GameRecord:
        """The host removes a player from the lobby before the start."""
        lobby = await self._lobby(channel_id)
        async with self.lock(lobby.id):
            lobby = await self._lobby(channel_id)
            seats = lobby.seats
            if not (manager or user_id == lobby.creator_id):
                raise TableError("table.not_host", "not_host")
            if lobby.status != "lobby":
                raise TableError("table.kick_started", "started")
            if target == lobby.creator_id:
                raise TableError("table.kick_self", "creator")
            mine = [s for s in seats if s.user_id == target]
            if not mine:
                raise TableError("table.target_not_seated", "not_seated")
            await self.store.save_lobby(lobby, self.clock(), _without(seats, mine[0].seat))
        return await self.record(lobby.id)

    async def set_option(self, channel_id: int, user_id: int, key: str, value: OptionValue) -> GameRecord:
        """Change an option while the game is still a lobby (its creator only); fixed once started."""
        lobby = await self._lobby(channel_id)
        async with self.lock(lobby.id):
            lobby = await self._lobby(channel_id)
            if lobby.status != "lobby":
                raise TableError("table.options_fixed", "started")
            if user_id != lobby.creator_id:
                raise TableError("table.only_creator_options", "not_creator")
            game = self.editions.build_text(lobby.game, lobby.edition_json)
            try:
                options = game.check_options({**json.loads(lobby.options_json), key: value})
            except RulesError as exc:
                raise TableError("table.options", "options", problem=str(exc)) from None
            await self.store.save_lobby(lobby, self.clock(), options_json=json.dumps(options, sort_keys=True))
        return await self.record(lobby.id)

    async def abandon(self, channel_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """End a game without a result (its creator, or a server manager)."""
        lobby = await self._lobby(channel_id)
        async with self.lock(lobby.id):
            lobby = await self._lobby(channel_id)
            if user_id != lobby.creator_id and not manager:
                raise TableError("table.only_host_abandons", "not_creator")
            await self.store.save_lobby(lobby, self.clock(), status="abandoned")
        self._cache.pop(lobby.id, None)
        return await self.record(lobby.id)

    async def start(self, channel_id: int, user_id: int, *, seed: int | None = None) -> Played:
        """Seat the players in join order, set the game up, and run it to its first decision."""
        game_id = await self.store.live_in_channel(channel_id)
        if game_id is None:
            raise TableError("table.no_game", "no_game")
        async with self.lock(game_id):
            record = await self.record(game_id)
            if record.status != "lobby":
                raise TableError("table.started", "started")
            if user_id != record.creator_id:
                raise TableError("table.only_creator_starts", "not_creator")
            game = await self.definition(game_id)
            if not game.min_seats <= len(record.seats) <= game.max_seats:
                raise TableError(
                    "table.needs_players", "players", title=game.title, low=game.min_seats, high=game.max_seats,
                    seated=len(record.seats),
                )  # fmt: skip
            seed = self.seeds() if seed is None else seed
            roles = [s.role for s in record.seats]
            transition = game.new_game(len(record.seats), seed, record.options, roles)
            now = self.clock()
            deadline = now + timedelta(minutes=record.pace_minutes) if record.pace_minutes else None
            values = {
                "status": "active", "seed": seed, "updated_at": now, "deadline_at": deadline,
                "deadline_step": transition.state.step if deadline else None, "reminders": 0,
            }  # fmt: skip
            checkpoint = {
                "seq": 0, "phase": game.phase_key(transition.state), "state_json": game.dumps(transition.state),
                "created_at": now,
            }  # fmt: skip
            if not await self.store.start(game_id, values, checkpoint):
                raise TableError("table.started", "started")
            record = await self.record(game_id)
            self._remember(Loaded(record, game, transition.state))
            started = Played(record, game, transition.state, -1, "", transition.events, phase_changed=True, opened=True)
            started.followups = await self._followups(game_id)
            return started

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        await self.store.update_game(game_id, thread_id=thread_id)
        self._cache.pop(game_id, None)


def _without(seats: tuple[SeatInfo, ...], seat: int) -> tuple[SeatInfo, ...]:
    """The seats without one, the later ones moved up (numbered from 0 again)."""
    return tuple(s if s.seat < seat else replace(s, seat=s.seat - 1) for s in seats if s.seat != seat)
