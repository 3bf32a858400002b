"""The table service: the one place that creates games, applies actions and makes them durable.

Discord, the local table and the benchmark all go through :class:`Table`. An action is one
transaction (DESIGN §3): take the game's lock, check the user holds a seat, apply the action to the
cached (or reloaded) state, then in one commit bump the game's sequence with a compare-and-set,
append the action to the log, and write a checkpoint if a phase ended. Side effects (messages,
images) are the caller's, after this returns: a crash between commit and send can repeat a
message but never lose an action. A repeated interaction id, a stale button (its ``step`` is
past) or a double click changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import and_, bindparam, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from bot.editions import Editions, canonical
from bot.storage.db import Database
from bot.storage.models import LIVE, ActionRow, CheckpointRow, GameRow, SeatRow
from rules.core.decision import Decision, Event
from rules.core.errors import RulesError
from rules.core.game import BaseState, Game, OptionValue, Result

Clock = Callable[[], datetime]


def utcnow() -> datetime:
    return datetime.now(UTC)


class TableError(Exception):
    """A refusal to show the user as it is. ``code`` lets callers tell kinds apart."""

    def __init__(self, message: str, code: str = "refused") -> None:
        super().__init__(message)
        self.message = message
        self.code = code


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    user_id: int
    name: str
    role: str | None = None


@dataclass(frozen=True)
class GameRecord:
    """A game's row and seats, as the surfaces need them."""

    id: int
    game: str
    status: str
    channel_id: int
    guild_id: int | None
    thread_id: int | None
    creator_id: int
    max_seats: int
    options: dict[str, OptionValue]
    seq: int
    seats: tuple[SeatInfo, ...]

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def user_of(self, seat: int) -> SeatInfo:
        return self.seats[seat]


@dataclass
class Loaded:
    record: GameRecord
    game: Game[Any]
    state: BaseState

    def decisions(self) -> tuple[Decision, ...]:
        return self.game.decisions(self.state)

    def result(self) -> Result | None:
        return self.game.result(self.state)


@dataclass
class Played:
    """What an action did: the new state and its events, for the caller to announce."""

    record: GameRecord
    game: Game[Any]
    state: BaseState
    seat: int
    action: str
    events: list[Event] = field(default_factory=list)
    changed: bool = True
    duplicate: bool = False
    phase_changed: bool = False
    opened: bool = False
    """True when the open decisions changed (a new prompt is due), not on a sealed submission."""

    @property
    def finished(self) -> bool:
        return self.state.finished


class Table:
    """Games by channel, seats by user, actions through one transaction each."""

    CACHE_SIZE = 1024
    RECENT_SIZE = 10_000

    def __init__(self, db: Database, editions: Editions | None = None, clock: Clock = utcnow) -> None:
        self.db = db
        self.editions = editions or Editions()
        self.clock = clock
        self.seeds: Callable[[], int] = lambda: secrets.randbits(63)
        """Where new games' seeds come from; tests replace it to make games reproducible."""
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._cache: OrderedDict[int, Loaded] = OrderedDict()
        self._recent: OrderedDict[str, None] = OrderedDict()

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    # --- lobby ---------------------------------------------------------------------------------

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
                raise TableError(f"That board file cannot be used: {exc}"[:1800], "edition") from None
        self._check_role(game, role, ())
        try:
            chosen = game.check_options(options or {})
        except RulesError as exc:
            raise TableError(str(exc), "options") from None
        seats = max_seats or game.max_seats
        if not game.min_seats <= seats <= game.max_seats:
            raise TableError(f"{game.title} is for {game.min_seats}–{game.max_seats} players.", "players")
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
        )
        async with self.db.sessions() as session:
            existing = await self._live_in_channel(session, channel_id)
            if existing is not None:
                raise TableError(self._occupied_text(existing), "occupied")
            session.add(row)
            try:
                await session.flush()
                assert row.id is not None
                session.add(SeatRow(game_id=row.id, seat=0, user_id=user_id, name=name[:100], role=role))
                await session.commit()
            except IntegrityError:
                await session.rollback()
                raise TableError("This channel already has a game.", "occupied") from None
        return await self.record(row.id)

    def _current(self, game_id: str) -> tuple[dict[str, Any], Game[Any]]:
        try:
            return self.editions.current(game_id)
        except ValueError as exc:
            raise TableError(str(exc), "unknown_game") from None

    @staticmethod
    def _occupied_text(row: GameRow) -> str:
        state = "waiting for players" if row.status == "lobby" else "in progress"
        return (
            f"This channel already has a game ({row.game} #{row.id}, {state}). "
            "One game per channel: finish or abandon it, or use another channel or thread."
        )

    @staticmethod
    def _check_role(game: Game[Any], role: str | None, taken: Any) -> None:
        if role is None:
            return
        known = {c.text: c.label for c in game.roles()}
        if role not in known:
            choices = ", ".join(known) or "none in this game"
            raise TableError(f"{role!r} is not a role you can choose; choose from {choices}.", "role")
        if role in taken:
            raise TableError(f"{known[role]} is already taken; choose another.", "role")

    @contextlib.asynccontextmanager
    async def _channel_game(self, channel_id: int) -> AsyncIterator[tuple[AsyncSession, GameRow, list[SeatRow]]]:
        """The live game in a channel with its seats, read under the game's lock, in one session."""
        async with self.db.sessions() as session:
            row = await self._live_in_channel(session, channel_id)
            if row is None or row.id is None:
                raise TableError("There is no game in this channel. Start one with `/game create`.", "no_game")
            async with self.lock(row.id):
                await session.refresh(row)
                seats = list(
                    (await session.execute(select(SeatRow).where(SeatRow.game_id == row.id).order_by(SeatRow.seat)))
                    .scalars()
                    .all()
                )
                yield session, row, seats
                row.updated_at = self.clock()
                session.add(row)
                await session.commit()

    async def join(self, channel_id: int, user_id: int, name: str, role: str | None = None) -> GameRecord:
        async with self._channel_game(channel_id) as (session, row, seats):
            if row.status != "lobby":
                raise TableError("This game has already started; seats are taken.", "started")
            if any(s.user_id == user_id for s in seats):
                raise TableError("You are already seated at this game.", "seated")
            if len(seats) >= row.max_seats:
                raise TableError(f"The game is full ({row.max_seats} players).", "full")
            game = self.editions.build_text(row.game, row.edition_json)
            self._check_role(game, role, {s.role for s in seats})
            session.add(SeatRow(game_id=row.id, seat=len(seats), user_id=user_id, name=name[:100], role=role))
        return await self.record(_id(row))

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        """Leave a lobby. A creator alone in the lobby closes it; a started game cannot be left."""
        async with self._channel_game(channel_id) as (session, row, seats):
            mine = [s for s in seats if s.user_id == user_id]
            if not mine:
                raise TableError("You are not seated at this game.", "not_seated")
            if row.status != "lobby":
                raise TableError(
                    "The game has started, so its seats are fixed. The creator or a server manager can "
                    "`/game abandon` it.",
                    "started",
                )
            if user_id == row.creator_id and len(seats) > 1:
                raise TableError(
                    "You created this game; `/game abandon` closes it for everyone, or start it.", "creator"
                )
            later = [s for s in seats if s.seat > mine[0].seat]
            for s in [mine[0], *later]:
                await session.delete(s)
            await session.flush()
            for s in later:
                session.add(SeatRow(game_id=row.id, seat=s.seat - 1, user_id=s.user_id, name=s.name, role=s.role))
            if len(seats) == 1:
                row.status = "abandoned"
        return await self.record(_id(row))

    async def start(self, channel_id: int, user_id: int, *, seed: int | None = None) -> Played:
        """Seat the players in join order, set the game up, and run it to its first decision."""
        async with self.db.sessions() as session:
            row = await self._live_in_channel(session, channel_id)
            if row is None:
                raise TableError("There is no game in this channel. Start one with `/game create`.", "no_game")
        assert row.id is not None
        async with self.lock(row.id):
            record = await self.record(row.id)
            if record.status != "lobby":
                raise TableError("This game has already started.", "started")
            if user_id != record.creator_id:
                raise TableError("Only the player who created the game can start it.", "not_creator")
            game = self.editions.build(record.game, json.loads(row.edition_json))
            if not game.min_seats <= len(record.seats) <= game.max_seats:
                raise TableError(
                    f"{game.title} needs {game.min_seats}–{game.max_seats} players; "
                    f"{len(record.seats)} seated. Others can `/game join`.",
                    "players",
                )
            seed = self.seeds() if seed is None else seed
            roles = [s.role for s in record.seats]
            transition = game.new_game(len(record.seats), seed, record.options, roles)
            now = self.clock()
            async with self.db.sessions() as session:
                result = await session.execute(
                    update(GameRow)
                    .where(and_(GameRow.id == row.id, GameRow.status == "lobby"))
                    .values(status="active", seed=seed, updated_at=now)
                )
                if result.rowcount != 1:
                    raise TableError("This game has already started.", "started")
                session.add(
                    CheckpointRow(
                        game_id=row.id,
                        seq=0,
                        phase=game.phase_key(transition.state),
                        state_json=game.dumps(transition.state),
                        created_at=now,
                    )
                )
                await session.commit()
            record = await self.record(row.id)
            self._remember(Loaded(record, game, transition.state))
            return Played(record, game, transition.state, -1, "", transition.events, phase_changed=True, opened=True)

    async def set_option(self, channel_id: int, user_id: int, key: str, value: OptionValue) -> GameRecord:
        """Change an option while the game is still a lobby (its creator only); fixed once started."""
        async with self._channel_game(channel_id) as (_session, row, _seats):
            if row.status != "lobby":
                raise TableError("Options are fixed once the game has started.", "started")
            if user_id != row.creator_id:
                raise TableError("Only the player who created the game can change its options.", "not_creator")
            game = self.editions.build_text(row.game, row.edition_json)
            try:
                options = game.check_options({**json.loads(row.options_json), key: value})
            except RulesError as exc:
                raise TableError(str(exc), "options") from None
            row.options_json = json.dumps(options, sort_keys=True)
        return await self.record(_id(row))

    async def abandon(self, channel_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """End a game without a result (its creator, or a server manager)."""
        async with self._channel_game(channel_id) as (_session, row, _seats):
            if user_id != row.creator_id and not manager:
                raise TableError("Only the game's creator or a server manager can abandon it.", "not_creator")
            row.status = "abandoned"
        self._cache.pop(_id(row), None)
        return await self.record(_id(row))

    async def definition(self, game_id: int) -> Game[Any]:
        """The game definition a game plays on (built from the edition stored with it)."""
        async with self.db.sessions() as session:
            row = (
                await session.execute(select(GameRow.game, GameRow.edition_json).where(GameRow.id == game_id))
            ).first()
        if row is None:
            raise TableError(f"There is no game #{game_id}.", "no_game")
        return self.editions.build_text(row[0], row[1])

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        async with self.db.sessions() as session:
            await session.execute(update(GameRow).where(GameRow.id == game_id).values(thread_id=thread_id))
            await session.commit()
        self._cache.pop(game_id, None)

    # --- playing ---------------------------------------------------------------------------------

    async def act(
        self,
        game_id: int,
        user_id: int,
        text: str,
        *,
        step: int | None = None,
        interaction_id: str | None = None,
    ) -> Played:
        """Apply one action for the user's seat; durable when this returns.

        Raises :class:`TableError` (not a player, game over, stale button) or a
        :class:`~rules.core.errors.RulesError` (the rules refuse the action); either way nothing
        changed. The hot path reads nothing from the database: the cached state is checked by the
        compare-and-set on the game's sequence in the same transaction that appends the action.
        """
        async with self.lock(game_id):
            if interaction_id is not None and interaction_id in self._recent:
                return await self._duplicate(game_id, user_id, text)
            for _attempt in range(2):
                loaded = await self.load(game_id, check=False)
                record, game, state = loaded.record, loaded.game, loaded.state
                if record.status != "active":
                    raise TableError(self._inactive_text(record), "inactive")
                seat = record.seat_of(user_id)
                if seat is None:
                    raise TableError(
                        "You are not a player in this game; you can follow it in its thread.", "not_player"
                    )
                if step is not None and step != state.step:
                    raise TableError(
                        "That prompt is out of date: the game has moved on. Use the newest prompt or `/play`.",
                        "stale",
                    )
                action = game.parse(text)
                transition = game.apply(state, seat, action)
                if not transition.changed:
                    return Played(record, game, state, seat, str(action), transition.events, changed=False)
                new = transition.state
                phase_changed = game.phase_key(new) != game.phase_key(state) or new.finished
                outcome = await self._append(loaded, seat, str(action), new, phase_changed, interaction_id)
                if outcome == "conflict":
                    self._cache.pop(game_id, None)
                    continue
                if outcome == "duplicate":
                    return await self._duplicate(game_id, user_id, text)
                if interaction_id is not None:
                    self._note(interaction_id)
                status = "finished" if new.finished else record.status
                record = _replace_record(record, seq=record.seq + 1, status=status)
                self._remember(Loaded(record, game, new))
                return Played(
                    record, game, new, seat, str(action), transition.events,
                    phase_changed=phase_changed, opened=new.step != state.step,
                )  # fmt: skip
            raise TableError("Someone else's move went in at the same moment; try again.", "conflict")

    async def _append(
        self, loaded: Loaded, seat: int, text: str, new: BaseState, phase_changed: bool, interaction_id: str | None
    ) -> str:
        """One transaction: compare-and-set the sequence, append the action, checkpoint a new phase."""
        record, game = loaded.record, loaded.game
        now = self.clock()
        moves = {"gid": record.id, "old": record.seq, "new": record.seq + 1, "now": now}
        try:
            async with self.db.engine.begin() as conn:
                if new.finished:
                    moved = await conn.execute(_FINISH, moves)
                else:
                    moved = await conn.execute(_ADVANCE, moves)
                if moved.rowcount != 1:
                    raise _Conflict
                row = {"game_id": record.id, "seq": record.seq + 1, "seat": seat, "text": text}
                await conn.execute(_APPEND, {**row, "interaction_id": interaction_id, "created_at": now})
                if phase_changed:
                    checkpoint = {"game_id": record.id, "seq": record.seq + 1, "created_at": now}
                    await conn.execute(
                        _CHECKPOINT, {**checkpoint, "phase": game.phase_key(new), "state_json": game.dumps(new)}
                    )
        except _Conflict:
            return "conflict"
        except IntegrityError:
            if interaction_id is not None and await self.seen(interaction_id):
                return "duplicate"
            return "conflict"
        return "ok"

    async def _duplicate(self, game_id: int, user_id: int, text: str) -> Played:
        loaded = await self.load(game_id)
        seat = loaded.record.seat_of(user_id)
        return Played(
            loaded.record, loaded.game, loaded.state, -1 if seat is None else seat, text, changed=False, duplicate=True
        )

    def _note(self, interaction_id: str) -> None:
        self._recent[interaction_id] = None
        while len(self._recent) > self.RECENT_SIZE:
            self._recent.popitem(last=False)

    @staticmethod
    def _inactive_text(record: GameRecord) -> str:
        return {
            "lobby": "The game has not started yet; its creator starts it with `/game start`.",
            "finished": "This game is over; nothing more can be played.",
            "abandoned": "This game was abandoned; nothing more can be played.",
        }.get(record.status, "This game is not being played.")

    async def seen(self, interaction_id: str) -> bool:
        """Whether an action with this interaction id is already in a log."""
        if interaction_id in self._recent:
            return True
        async with self.db.sessions() as session:
            found = await session.execute(select(ActionRow.seq).where(ActionRow.interaction_id == interaction_id))
            return found.first() is not None

    # --- loading ---------------------------------------------------------------------------------

    async def record(self, game_id: int) -> GameRecord:
        async with self.db.sessions() as session:
            return (await self._read(session, game_id))[1]

    @staticmethod
    async def _read(session: AsyncSession, game_id: int) -> tuple[GameRow, GameRecord]:
        row = await session.get(GameRow, game_id)
        if row is None:
            raise TableError(f"There is no game #{game_id}.", "no_game")
        seats = (
            (await session.execute(select(SeatRow).where(SeatRow.game_id == game_id).order_by(SeatRow.seat)))
            .scalars()
            .all()
        )
        return row, _record(row, seats)

    async def load(self, game_id: int, *, check: bool = True) -> Loaded:
        """The game's record and current state: from the cache, or its last checkpoint plus the log.

        With ``check`` a cached entry is first compared with the database's sequence and status (one
        small query), so another process's moves are never missed; ``act`` skips that because its
        compare-and-set catches a stale cache anyway.
        """
        cached = self._cache.get(game_id)
        if cached is not None:
            if check:
                async with self.db.sessions() as session:
                    current = (
                        await session.execute(select(GameRow.seq, GameRow.status).where(GameRow.id == game_id))
                    ).first()
                if current is None or (current[0], current[1]) != (cached.record.seq, cached.record.status):
                    cached = None
            if cached is not None:
                self._cache.move_to_end(game_id)
                return cached
        async with self.db.sessions() as session:
            row, record = await self._read(session, game_id)
            if row.status == "lobby":
                raise TableError("The game has not started yet; its creator starts it with `/game start`.", "lobby")
            game = self.editions.build_text(row.game, row.edition_json)
            checkpoint = (
                await session.execute(
                    select(CheckpointRow)
                    .where(CheckpointRow.game_id == game_id, CheckpointRow.seq <= row.seq)
                    .order_by(CheckpointRow.seq.desc())
                    .limit(1)
                )
            ).scalar_one()
            actions = (
                (
                    await session.execute(
                        select(ActionRow)
                        .where(ActionRow.game_id == game_id, ActionRow.seq > checkpoint.seq, ActionRow.seq <= row.seq)
                        .order_by(ActionRow.seq)
                    )
                )
                .scalars()
                .all()
            )
        state = game.loads(checkpoint.state_json)
        for action in actions:
            state = game.apply(state, action.seat, action.text).state
        loaded = Loaded(record, game, state)
        self._remember(loaded)
        return loaded

    async def replay(self, game_id: int) -> list[tuple[int, BaseState]]:
        """Replay the whole log from the seed; returns the state after every action (seq, state).

        Used to check that replaying the log reproduces every checkpoint byte for byte.
        """
        record = await self.record(game_id)
        async with self.db.sessions() as session:
            row = await session.get(GameRow, game_id)
            assert row is not None
            actions = (
                (await session.execute(select(ActionRow).where(ActionRow.game_id == game_id).order_by(ActionRow.seq)))
                .scalars()
                .all()
            )
            game = self.editions.build(row.game, json.loads(row.edition_json))
            seed = row.seed
        state = game.new_game(len(record.seats), seed, record.options, [s.role for s in record.seats]).state
        states = [(0, state)]
        for action in actions:
            state = game.apply(state, action.seat, action.text).state
            states.append((action.seq, state))
        return states

    async def checkpoints(self, game_id: int) -> list[tuple[int, str]]:
        async with self.db.sessions() as session:
            rows = (
                await session.execute(
                    select(CheckpointRow.seq, CheckpointRow.state_json)
                    .where(CheckpointRow.game_id == game_id)
                    .order_by(CheckpointRow.seq)
                )
            ).all()
            return [(r[0], r[1]) for r in rows]

    async def actions(self, game_id: int) -> list[tuple[int, int, str]]:
        """The log: (seq, seat, text). Secret answers are in it; never show it to players before a reveal."""
        async with self.db.sessions() as session:
            rows = (
                await session.execute(
                    select(ActionRow.seq, ActionRow.seat, ActionRow.text)
                    .where(ActionRow.game_id == game_id)
                    .order_by(ActionRow.seq)
                )
            ).all()
            return [(r[0], r[1], r[2]) for r in rows]

    async def in_channel(self, channel_id: int) -> GameRecord | None:
        async with self.db.sessions() as session:
            row = await self._live_in_channel(session, channel_id)
            if row is None:
                row = (
                    await session.execute(
                        select(GameRow).where(GameRow.thread_id == channel_id, GameRow.status.in_(LIVE))
                    )
                ).scalar_one_or_none()
            if row is None or row.id is None:
                return None
        return await self.record(row.id)

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """The active games where the user holds a seat, oldest first."""
        async with self.db.sessions() as session:
            ids = (
                await session.execute(
                    select(GameRow.id)
                    .join(SeatRow, SeatRow.game_id == GameRow.id)
                    .where(SeatRow.user_id == user_id, GameRow.status == "active")
                    .order_by(GameRow.id)
                )
            ).all()
        return [await self.record(r[0]) for r in ids]

    async def waiting_for(self, user_id: int) -> list[Loaded]:
        """The user's active games where a decision waits for his seat (DMs and /play use this)."""
        out = []
        for record in await self.games_of(user_id):
            loaded = await self.load(record.id)
            seat = loaded.record.seat_of(user_id)
            if seat is not None and loaded.game.decision_for(loaded.state, seat) is not None:
                out.append(loaded)
        return out

    async def _live_in_channel(self, session: Any, channel_id: int) -> GameRow | None:
        result = await session.execute(
            select(GameRow).where(GameRow.channel_id == channel_id, GameRow.status.in_(LIVE))
        )
        row: GameRow | None = result.scalar_one_or_none()
        return row

    def _remember(self, loaded: Loaded) -> None:
        game_id = loaded.record.id
        self._cache[game_id] = loaded
        self._cache.move_to_end(game_id)
        while len(self._cache) > self.CACHE_SIZE:
            self._cache.popitem(last=False)

    def forget(self) -> None:
        """Drop every cached state (as a restart would)."""
        self._cache.clear()


def _id(row: GameRow) -> int:
    assert row.id is not None
    return row.id


def _record(row: GameRow, seats: Any) -> GameRecord:
    assert row.id is not None
    return GameRecord(
        id=row.id,
        game=row.game,
        status=row.status,
        channel_id=row.channel_id,
        guild_id=row.guild_id,
        thread_id=row.thread_id,
        creator_id=row.creator_id,
        max_seats=row.max_seats,
        options=json.loads(row.options_json),
        seq=row.seq,
        seats=tuple(SeatInfo(s.seat, s.user_id, s.name, s.role) for s in seats),
    )


_GAMES = GameRow.__table__  # type: ignore[attr-defined]
_MOVE = (_GAMES.c.id == bindparam("gid")) & (_GAMES.c.seq == bindparam("old")) & (_GAMES.c.status == "active")
_ADVANCE = _GAMES.update().where(_MOVE).values(seq=bindparam("new"), updated_at=bindparam("now"))
_FINISH = _GAMES.update().where(_MOVE).values(seq=bindparam("new"), updated_at=bindparam("now"), status="finished")
_APPEND = ActionRow.__table__.insert()  # type: ignore[attr-defined]
_CHECKPOINT = CheckpointRow.__table__.insert()  # type: ignore[attr-defined]
"""The hot path's statements, built once: compiling a statement per action costs more than the commit."""


class _Conflict(Exception):
    """The game's sequence moved under us (another process); reload and try once more."""


def _replace_record(record: GameRecord, **changes: Any) -> GameRecord:
    from dataclasses import replace

    return replace(record, **changes)
