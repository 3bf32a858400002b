"""The lobby: a game opened in a channel, players joining and leaving (or kicked by the host), its options,
and the start that seats them in join order and sets the game up; abandoning a game."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import timedelta
from typing import Any

from bot.editions import canonical, digest
from bot.table.base import ATTEMPTS
from bot.table.history import pack
from bot.table.model import (
    GameRecord,
    Loaded,
    Played,
    SeatInfo,
    TableError,
    changed,
    check_pace,
    problem_of,
    setup_told,
    wake_at,
)
from bot.table.play import Play
from bot.table.store import Conflict, Lobby
from rules.core.errors import RulesError
from rules.core.game import Game, OptionValue

LobbyChange = tuple[tuple[SeatInfo, ...] | None, dict[str, Any]]
"""What a lobby change writes: the whole new list of seats (``None``: unchanged) and columns of the row."""


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
        stand_ins: str | None = None,
    ) -> GameRecord:
        """Open a lobby in a channel with its creator in the first seat.

        ``edition`` is a group's own data edition (a parsed board file) to play this game on instead
        of the shipped one; it is validated here and stored with the game. ``stand_ins``: who answers for a
        seat that misses its deadlines (``None``: its defaults; an AI level: the AI, ``bot.table.ai``).
        """
        if edition is None:
            raw, game = self._current(game_id)
        else:
            try:
                raw, game = dict(edition), self.editions.build(game_id, edition)
            except ValueError as exc:
                raise TableError("table.edition", "edition", problem=problem_of(exc)) from None
        self._check_role(game, role, ())
        try:
            chosen = game.check_options(options or {})
        except RulesError as exc:
            raise TableError("table.options", "options", problem=problem_of(exc)) from None
        seats = max_seats or game.max_seats
        if not game.min_seats <= seats <= game.max_seats:
            raise TableError("table.players", "players", title=game.title, low=game.min_seats, high=game.max_seats)
        check_pace(pace_minutes)
        self._check_stand_ins(stand_ins)
        now = self.clock()
        text = canonical(raw)
        values = {
            "game": game_id, "guild_id": guild_id, "channel_id": channel_id, "creator_id": user_id, "max_seats": seats,
            "options_json": json.dumps(chosen, sort_keys=True), "edition_hash": digest(text), "edition_body": text,
            "now": now,
            "pace_minutes": pace_minutes, "locale": locale, "stand_ins": stand_ins,
        }  # fmt: skip
        new_id = await self.store.create(values, SeatInfo(0, user_id, name[:100], role))
        return await self.record(new_id)

    @staticmethod
    def _check_stand_ins(stand_ins: str | None) -> None:
        """Overridden by ``bot.table.ai`` (which knows the AI's levels); no other policy than defaults here."""
        if stand_ins is not None:
            raise TableError("table.ai_level", "ai_level", level=stand_ins)

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
        if not known:
            raise TableError("table.role_none", "role", title=game.title)
        if role not in known:
            raise TableError("table.role_unknown", "role", role=role, choices=", ".join(known))
        if role in taken:
            raise TableError("table.role_taken", "role", role=known[role])

    async def _lobby_change(self, channel_id: int, decide: Callable[[Lobby, Game[Any]], LobbyChange]) -> GameRecord:
        """Read the channel's live game, let ``decide`` check it (a :class:`TableError` refuses) and say what
        changes, and write that only if nothing changed the game since it was read (a compare-and-set on its
        revision); else read and decide again. Two processes changing one lobby at once are serialised by
        the database, so its seats stay numbered 0, 1, 2… whatever the interleaving."""

        async def attempt() -> GameRecord:
            lobby = await self.store.lobby(channel_id)
            seats, values = decide(lobby, await self._definition(lobby.game, lobby.edition_hash))
            async with self.lock(lobby.id):
                await self.store.save_lobby(lobby, self.clock(), seats, **values)
            if values.get("status") not in (None, "lobby", "active"):
                self._cache.drop(lobby.id)
            return await self.record(lobby.id)

        return await self._retrying(attempt)

    async def join(self, channel_id: int, user_id: int, name: str, role: str | None = None) -> GameRecord:
        def decide(lobby: Lobby, game: Game[Any]) -> LobbyChange:
            seats = lobby.seats
            if lobby.status != "lobby":
                raise TableError("table.seats_taken", "started")
            if any(s.user_id == user_id for s in seats):
                raise TableError("table.seated", "seated")
            if len(seats) >= lobby.max_seats:
                raise TableError("table.full", "full", count=lobby.max_seats)
            self._check_role(game, role, {s.role for s in seats})
            return (*seats, SeatInfo(len(seats), user_id, name[:100], role)), {}

        return await self._lobby_change(channel_id, decide)

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        """Leave a lobby. A creator alone in the lobby closes it; a started game cannot be left."""

        def decide(lobby: Lobby, game: Game[Any]) -> LobbyChange:
            seats = lobby.seats
            mine = [s for s in seats if s.user_id == user_id]
            if not mine:
                raise TableError("table.not_seated", "not_seated")
            if lobby.status != "lobby":
                raise TableError("table.seats_fixed", "started")
            if user_id == lobby.creator_id and len(seats) > 1:
                raise TableError("table.creator_leaves", "creator")
            return _without(seats, mine[0].seat), {"status": "abandoned"} if len(seats) == 1 else {}

        return await self._lobby_change(channel_id, decide)

    async def kick(self, channel_id: int, user_id: int, target: int, *, manager: bool = False) -> GameRecord:
        """The host removes a player from the lobby before the start."""

        def decide(lobby: Lobby, game: Game[Any]) -> LobbyChange:
            if not (manager or user_id == lobby.creator_id):
                raise TableError("table.not_host", "not_host")
            if lobby.status != "lobby":
                raise TableError("table.kick_started", "started")
            if target == lobby.creator_id:
                raise TableError("table.kick_self", "creator")
            mine = [s for s in lobby.seats if s.user_id == target]
            if not mine:
                raise TableError("table.target_not_seated", "not_seated")
            return _without(lobby.seats, mine[0].seat), {}

        return await self._lobby_change(channel_id, decide)

    async def set_option(self, channel_id: int, user_id: int, key: str, value: OptionValue) -> GameRecord:
        """Change an option while the game is still a lobby (its creator only); fixed once started."""

        def decide(lobby: Lobby, game: Game[Any]) -> LobbyChange:
            if lobby.status != "lobby":
                raise TableError("table.options_fixed", "started")
            if user_id != lobby.creator_id:
                raise TableError("table.only_creator_options", "not_creator")
            try:
                options = game.check_options({**json.loads(lobby.options_json), key: value})
            except RulesError as exc:
                raise TableError("table.options", "options", problem=problem_of(exc)) from None
            return None, {"options_json": json.dumps(options, sort_keys=True)}

        return await self._lobby_change(channel_id, decide)

    async def abandon(self, channel_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """End a game without a result (its creator, or a server manager)."""

        def decide(lobby: Lobby, game: Game[Any]) -> LobbyChange:
            if user_id != lobby.creator_id and not manager:
                raise TableError("table.only_host_abandons", "not_creator")
            return None, {"status": "abandoned"}

        return await self._lobby_change(channel_id, decide)

    async def start(self, channel_id: int, user_id: int, *, seed: int | None = None) -> Played:
        """Seat the players in join order, set the game up, and run it to its first decision."""
        found = await self.store.in_channel(channel_id, threads=False)
        if found is None:
            raise TableError("table.no_game", "no_game")
        game_id = found.id
        async with self.lock(game_id):
            for _attempt in range(ATTEMPTS):
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
                chosen = self.seeds() if seed is None else seed
                roles = [s.role for s in record.seats]
                transition = game.new_game(len(record.seats), chosen, record.options, roles)
                now = self.clock()
                deadline = now + timedelta(minutes=record.pace_minutes) if record.pace_minutes else None
                values = {
                    "seed": chosen, "now": now, "deadline_at": deadline,
                    "deadline_step": transition.state.step if deadline else None,
                    "wake_at": wake_at(changed(record, status="active", deadline_at=deadline, reminders=0)),
                }  # fmt: skip
                phase, state_json = game.phase_key(transition.state), game.dumps(transition.state)
                try:
                    history = pack([setup_told(transition.events)])
                    await self.store.start(record, values, phase, state_json, history)
                except Conflict:
                    continue  # a player joined or left meanwhile: seat them as they are now
                record = await self.record(game_id)
                self._remember(Loaded(record, game, transition.state, chunked=0))
                self._plays_in(channel_id, game_id)  # the first /play there need not look for it
                started = Played(
                    record, game, transition.state, -1, "", transition.events, phase_changed=True, opened=True
                )
                started.followups = await self._followups(game_id, started)
                return started
            raise TableError("table.conflict", "conflict")

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        async with self.lock(game_id):
            await self._change(game_id, lambda record: ({"thread_id": thread_id}, {}))
            self._plays_in(thread_id, game_id)


def _without(seats: tuple[SeatInfo, ...], seat: int) -> tuple[SeatInfo, ...]:
    """The seats without one, the later ones moved up (numbered from 0 again)."""
    return tuple(s if s.seat < seat else replace(s, seat=s.seat - 1) for s in seats if s.seat != seat)
