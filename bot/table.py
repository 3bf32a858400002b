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
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import and_, bindparam, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

import bot.i18n  # noqa: F401  (registers the refusals' sentences)
from bot.editions import Editions, canonical
from bot.storage.db import Database
from bot.storage.models import LIVE, ActionRow, CheckpointRow, GameRow, SeatRow
from rules.core.decision import Decision, Event
from rules.core.errors import RulesError
from rules.core.game import BaseState, Game, OptionValue, Result
from rules.core.messages import CATALOGUE, msg

Clock = Callable[[], datetime]

STAND_IN_AFTER = 2
"""Missed deadlines in a row after which a seat becomes a stand-in."""
MIN_PACE = 60
MAX_PACE = 14 * 24 * 60
"""A game's pace, in minutes per decision: from one hour to two weeks (or none: no deadlines)."""
EXTEND_HOURS = (1, 7 * 24)
"""How far a host may extend one deadline at a time, in hours."""


def check_pace(pace_minutes: int | None) -> None:
    if pace_minutes is not None and not MIN_PACE <= pace_minutes <= MAX_PACE:
        raise TableError("table.pace", "pace", low=MIN_PACE // 60, high=MAX_PACE // 1440)


def utcnow() -> datetime:
    return datetime.now(UTC)


class TableError(Exception):
    """A refusal, as a catalogue key with parameters so each reader gets it in his language;
    ``code`` lets callers tell kinds apart."""

    def __init__(self, key: str, code: str = "refused", **params: Any) -> None:
        self.key = key
        self.params = params
        self.code = code
        self.message = self.localized("en")
        super().__init__(self.message)

    def localized(self, lang: str) -> str:
        return CATALOGUE.format(msg(self.key, **params_of(self.params)), str, lang)


def params_of(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v if isinstance(v, int | str) else str(v) for k, v in params.items()}


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    user_id: int
    name: str
    role: str | None = None
    missed: int = 0
    """Deadlines missed in a row."""
    stand_in: bool = False
    """The table plays this seat's defaults at once (two deadlines missed) until /game back."""
    locale: str | None = None


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
    pace_minutes: int | None = None
    deadline_at: datetime | None = None
    deadline_step: int | None = None
    reminders: int = 0
    paused_at: datetime | None = None
    dashboard_id: int | None = None
    locale: str | None = None
    vote: dict[str, Any] | None = None

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def is_host(self, user_id: int, *, manager: bool = False) -> bool:
        """The game's host: its creator, or a server manager (DESIGN: host controls)."""
        return manager or user_id == self.creator_id

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
    by_default: bool = False
    """The table played it: a default at a deadline, or for a stand-in."""
    followups: list[Played] = field(default_factory=list)
    """Defaults the table played next for stand-in seats, in order, to announce after this."""
    secret: bool = False
    """The decision answered was secret: never show the action's text to others."""
    forced: bool = False
    """The table played it because it was the only legal answer (announced in one line, never waited for)."""
    before: BaseState | None = field(default=None, repr=False)
    """The state the action was applied to (the start of the first phase its events report)."""

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def final_board_due(self) -> bool:
        """The game ended here and its events do not already end with the finished board (some games
        draw it themselves, some leave it to the table): draw it once, never twice."""
        if not self.state.finished:
            return False
        boards = [e.board for e in self.events if e.kind == "board"]
        return not boards or not getattr(boards[-1], "finished", False)


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
        async with self.db.sessions() as session:
            existing = await self._live_in_channel(session, channel_id)
            if existing is not None:
                raise self._occupied(existing)
            session.add(row)
            try:
                await session.flush()
                assert row.id is not None
                session.add(SeatRow(game_id=row.id, seat=0, user_id=user_id, name=name[:100], role=role))
                await session.commit()
            except IntegrityError:
                await session.rollback()
                raise TableError("table.occupied_race", "occupied") from None
        return await self.record(row.id)

    def _current(self, game_id: str) -> tuple[dict[str, Any], Game[Any]]:
        try:
            return self.editions.current(game_id)
        except ValueError as exc:
            raise TableError("table.unknown_game", "unknown_game", problem=str(exc)) from None

    @staticmethod
    def _occupied(row: GameRow) -> TableError:
        key = "table.occupied_lobby" if row.status == "lobby" else "table.occupied_active"
        return TableError(key, "occupied", game=row.game, id=row.id or 0)

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

    @contextlib.asynccontextmanager
    async def _channel_game(self, channel_id: int) -> AsyncIterator[tuple[AsyncSession, GameRow, list[SeatRow]]]:
        """The live game in a channel with its seats, read under the game's lock, in one session."""
        async with self.db.sessions() as session:
            row = await self._live_in_channel(session, channel_id)
            if row is None or row.id is None:
                raise TableError("table.no_game", "no_game")
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
                raise TableError("table.seats_taken", "started")
            if any(s.user_id == user_id for s in seats):
                raise TableError("table.seated", "seated")
            if len(seats) >= row.max_seats:
                raise TableError("table.full", "full", count=row.max_seats)
            game = self.editions.build_text(row.game, row.edition_json)
            self._check_role(game, role, {s.role for s in seats})
            session.add(SeatRow(game_id=row.id, seat=len(seats), user_id=user_id, name=name[:100], role=role))
        return await self.record(_id(row))

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        """Leave a lobby. A creator alone in the lobby closes it; a started game cannot be left."""
        async with self._channel_game(channel_id) as (session, row, seats):
            mine = [s for s in seats if s.user_id == user_id]
            if not mine:
                raise TableError("table.not_seated", "not_seated")
            if row.status != "lobby":
                raise TableError("table.seats_fixed", "started")
            if user_id == row.creator_id and len(seats) > 1:
                raise TableError("table.creator_leaves", "creator")
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
                raise TableError("table.no_game", "no_game")
        assert row.id is not None
        async with self.lock(row.id):
            record = await self.record(row.id)
            if record.status != "lobby":
                raise TableError("table.started", "started")
            if user_id != record.creator_id:
                raise TableError("table.only_creator_starts", "not_creator")
            game = self.editions.build(record.game, json.loads(row.edition_json))
            if not game.min_seats <= len(record.seats) <= game.max_seats:
                raise TableError(
                    "table.needs_players", "players", title=game.title, low=game.min_seats, high=game.max_seats,
                    seated=len(record.seats),
                )  # fmt: skip
            seed = self.seeds() if seed is None else seed
            roles = [s.role for s in record.seats]
            transition = game.new_game(len(record.seats), seed, record.options, roles)
            now = self.clock()
            async with self.db.sessions() as session:
                deadline = now + timedelta(minutes=record.pace_minutes) if record.pace_minutes else None
                result = await session.execute(
                    update(GameRow)
                    .where(and_(GameRow.id == row.id, GameRow.status == "lobby"))
                    .values(
                        status="active",
                        seed=seed,
                        updated_at=now,
                        deadline_at=deadline,
                        deadline_step=transition.state.step if deadline else None,
                        reminders=0,
                    )
                )
                if result.rowcount != 1:
                    raise TableError("table.started", "started")
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
                raise TableError("table.options_fixed", "started")
            if user_id != row.creator_id:
                raise TableError("table.only_creator_options", "not_creator")
            game = self.editions.build_text(row.game, row.edition_json)
            try:
                options = game.check_options({**json.loads(row.options_json), key: value})
            except RulesError as exc:
                raise TableError("table.options", "options", problem=str(exc)) from None
            row.options_json = json.dumps(options, sort_keys=True)
        return await self.record(_id(row))

    async def abandon(self, channel_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """End a game without a result (its creator, or a server manager)."""
        async with self._channel_game(channel_id) as (_session, row, _seats):
            if user_id != row.creator_id and not manager:
                raise TableError("table.only_host_abandons", "not_creator")
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
            raise TableError("table.no_such_game", "no_game", id=game_id)
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

        Raises :class:`TableError` (not a player, game over or paused, stale button) or a
        :class:`~rules.core.errors.RulesError` (the rules refuse the action); either way nothing
        changed. The hot path reads nothing from the database: the cached state is checked by the
        compare-and-set on the game's sequence in the same transaction that appends the action.
        """
        async with self.lock(game_id):
            if interaction_id is not None and interaction_id in self._recent:
                return await self._duplicate(game_id, user_id, text)
            for _attempt in range(2):
                loaded = await self.load(game_id, check=False)
                seat = loaded.record.seat_of(user_id)
                if seat is None:
                    self._require_active(loaded.record)
                    raise TableError("table.not_player_thread", "not_player")
                try:
                    played = await self._play(loaded, seat, text, step=step, interaction_id=interaction_id)
                    if played.changed:
                        played.followups = await self._stand_ins(played.record.id)
                    return played
                except _Conflict:
                    self._cache.pop(game_id, None)
                    continue
                except _Duplicate:
                    return await self._duplicate(game_id, user_id, text)
            raise TableError("table.conflict", "conflict")

    def _require_active(self, record: GameRecord) -> None:
        if record.status != "active":
            raise self._inactive(record)
        if record.paused:
            raise TableError("table.paused", "paused")

    async def _play(
        self,
        loaded: Loaded,
        seat: int,
        text: str,
        *,
        step: int | None = None,
        interaction_id: str | None = None,
        by_default: bool = False,
        missed: bool = False,
    ) -> Played:
        """Apply and write one action for ``seat`` (the game's lock is held by the caller).

        ``missed``: the seat ran out of time; it counts one more missed deadline and, at the second
        in a row, becomes a stand-in."""
        record, game, state = loaded.record, loaded.game, loaded.state
        self._require_active(record)
        if step is not None and step != state.step:
            raise TableError("table.stale", "stale")
        action = game.parse(text)
        answered = game.decision_for(state, seat)
        secret = answered is not None and answered.secret
        transition = game.apply(state, seat, action)
        if not transition.changed:
            return Played(
                record, game, state, seat, str(action), transition.events, changed=False, secret=secret, before=state
            )
        new = transition.state
        phase_changed = game.phase_key(new) != game.phase_key(state) or new.finished
        row = {"seat": seat, "text": str(action), "interaction_id": interaction_id, "by_default": by_default}
        count = record.seats[seat].missed
        seat_missed = (seat, count + 1) if missed else (seat, 0) if not by_default and count > 0 else None
        stand_in = (seat, True) if missed and count + 1 >= STAND_IN_AFTER and not record.seats[seat].stand_in else None
        record = await self._write(
            loaded, new, row, checkpoint=phase_changed, seat_missed=seat_missed, stand_in=stand_in
        )
        if interaction_id is not None:
            self._note(interaction_id)
        return Played(
            record, game, new, seat, str(action), transition.events,
            phase_changed=phase_changed, opened=new.step != state.step, by_default=by_default, secret=secret,
            before=state,
        )  # fmt: skip

    async def _write(
        self,
        loaded: Loaded,
        new: BaseState,
        row: dict[str, Any],
        *,
        checkpoint: bool,
        seat_missed: tuple[int, int] | None = None,
        stand_in: tuple[int, bool] | None = None,
        undo_from: int | None = None,
    ) -> GameRecord:
        """One transaction: compare-and-set the sequence, append ``row`` to the log, move the
        deadline to the new decision, update a seat, drop undone checkpoints, checkpoint if asked.
        Returns the new record and caches the new state."""
        record, game = loaded.record, loaded.game
        now = self.clock()
        deadline_at, deadline_step, reminders = self._deadline(record, loaded.state, new, now)
        moves = {
            "gid": record.id, "old": record.seq, "new": record.seq + 1, "now": now,
            "deadline_at": deadline_at, "deadline_step": deadline_step, "reminders": reminders,
        }  # fmt: skip
        seq = record.seq + 1
        values = {"undoes": None, "by_default": False, "interaction_id": None, **row}
        snapshot = None
        if checkpoint or undo_from is not None:
            snapshot = {"game_id": record.id, "seq": seq, "phase": game.phase_key(new), "state_json": game.dumps(new),
                        "created_at": now}  # fmt: skip

        def transaction(conn: Connection) -> None:
            moved = conn.execute(_FINISH if new.finished else _ADVANCE, moves)
            if moved.rowcount != 1:
                raise _Conflict
            conn.execute(_APPEND, {**values, "game_id": record.id, "seq": seq, "created_at": now})
            if seat_missed is not None:
                conn.execute(_SEAT_MISSED, {"gid": record.id, "which": seat_missed[0], "count": seat_missed[1]})
            if stand_in is not None:
                conn.execute(_SEAT_STAND_IN, {"gid": record.id, "which": stand_in[0], "flag": stand_in[1]})
            if undo_from is not None:
                conn.execute(_DROP_CHECKPOINTS, {"gid": record.id, "first": undo_from})
            if snapshot is not None:
                conn.execute(_CHECKPOINT, snapshot)

        try:
            await self.db.write(transaction)
        except IntegrityError:
            interaction_id = row.get("interaction_id")
            if interaction_id is not None and await self.seen(interaction_id):
                raise _Duplicate from None
            raise _Conflict from None
        seats = record.seats
        if seat_missed is not None:
            seats = _with_seat(seats, seat_missed[0], missed=seat_missed[1])
        if stand_in is not None:
            seats = _with_seat(seats, stand_in[0], stand_in=stand_in[1])
        status = "finished" if new.finished else record.status
        record = _replace_record(
            record, seq=seq, status=status, deadline_at=deadline_at, deadline_step=deadline_step,
            reminders=reminders, seats=seats,
        )  # fmt: skip
        self._remember(Loaded(record, game, new))
        return record

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

    def _note(self, interaction_id: str) -> None:
        self._recent[interaction_id] = None
        while len(self._recent) > self.RECENT_SIZE:
            self._recent.popitem(last=False)

    @staticmethod
    def _inactive(record: GameRecord) -> TableError:
        return TableError(f"table.inactive_{record.status}", "inactive")

    async def seen(self, interaction_id: str) -> bool:
        """Whether an action with this interaction id is already in a log."""
        if interaction_id in self._recent:
            return True
        async with self.db.sessions() as session:
            found = await session.execute(select(ActionRow.seq).where(ActionRow.interaction_id == interaction_id))
            return found.first() is not None

    # --- the asynchronous table: deadlines, stand-ins, host controls ----------------------------------

    async def _stand_ins(self, game_id: int) -> list[Played]:
        """Play the defaults of every stand-in seat the table waits for, at once, one after another.

        When every seat is a stand-in nobody is left to play for, so the table waits for the
        deadlines instead of racing the game to its end."""
        played: list[Played] = []
        for _ in range(10_000):
            loaded = await self.load(game_id, check=False)
            record = loaded.record
            if record.status != "active" or record.paused or all(s.stand_in for s in record.seats):
                break
            owing = [(d, seat) for d in loaded.decisions() for seat in d.waiting_for() if record.seats[seat].stand_in]
            if not owing:
                break
            decision, seat = owing[0]
            played.append(await self._play(loaded, seat, decision.defaults[seat], by_default=True))
        return played

    async def due(self) -> list[tuple[int, str]]:
        """What the clock calls for now, by game: ``"half"`` or ``"soon"`` (reminders to send) or
        ``"deadline"`` (defaults to apply)."""
        now = self.clock()
        out = []
        for record in await self._timed():
            kind = _due_kind(record, now)
            if kind is not None:
                out.append((record.id, kind))
        return out

    async def next_wakeup(self) -> datetime | None:
        """The next moment the clock will call for something (for the scheduler to sleep until)."""
        moments = [m for m in (_next_moment(r) for r in await self._timed()) if m is not None]
        return min(moments) if moments else None

    async def _timed(self) -> list[GameRecord]:
        async with self.db.sessions() as session:
            ids = (
                await session.execute(
                    select(GameRow.id).where(
                        GameRow.status == "active", GameRow.deadline_at.is_not(None), GameRow.paused_at.is_(None)
                    )
                )
            ).all()
        return [await self.record(r[0]) for r in ids]

    async def mark_reminded(self, game_id: int, level: int) -> GameRecord:
        """Note that the reminders up to ``level`` (1 half time, 2 shortly before) went out."""
        async with self.lock(game_id), self.db.sessions() as session:
            await session.execute(
                update(GameRow).where(GameRow.id == game_id, GameRow.reminders < level).values(reminders=level)
            )
            await session.commit()
        self._cache.pop(game_id, None)
        return await self.record(game_id)

    async def expire(self, game_id: int) -> list[Played]:
        """The deadline passed: apply the default for every seat that still owes an answer (each
        counts a missed deadline), then play any stand-ins. Nothing if the deadline moved on."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            record = loaded.record
            now = self.clock()
            if record.status != "active" or record.paused or record.deadline_at is None or record.deadline_at > now:
                return []
            played: list[Played] = []
            step = loaded.state.step
            for decision in loaded.decisions():
                for seat in decision.waiting_for():
                    loaded = await self.load(game_id, check=False)
                    if loaded.state.step != step or loaded.state.finished:
                        break
                    played.append(await self._play(loaded, seat, decision.defaults[seat], by_default=True, missed=True))
            played += await self._stand_ins(game_id)
            return played

    async def _host_change(self, game_id: int, user_id: int, manager: bool, **values: Any) -> GameRecord:
        async with self.db.sessions() as session:
            await session.execute(update(GameRow).where(GameRow.id == game_id).values(**values))
            await session.commit()
        self._cache.pop(game_id, None)
        return await self.record(game_id)

    def _require_host(self, record: GameRecord, user_id: int, manager: bool) -> None:
        if not record.is_host(user_id, manager=manager):
            raise TableError("table.not_host", "not_host")

    async def pause(self, game_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """Stop the clock and the play until the host resumes."""
        async with self.lock(game_id):
            record = await self.record(game_id)
            self._require_host(record, user_id, manager)
            if record.status != "active":
                raise self._inactive(record)
            if record.paused:
                raise TableError("table.already_paused", "paused")
            return await self._host_change(game_id, user_id, manager, paused_at=self.clock())

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
            return await self._host_change(game_id, user_id, manager, paused_at=None, deadline_at=deadline)

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
            return await self._host_change(game_id, user_id, manager, deadline_at=later, reminders=0)

    async def back(self, game_id: int, user_id: int) -> GameRecord:
        """A player back from absence takes his seat back from its stand-in."""
        async with self.lock(game_id):
            record = await self.record(game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise TableError("table.not_player", "not_player")
            if not record.seats[seat].stand_in and record.seats[seat].missed == 0:
                raise TableError("table.not_stand_in", "not_stand_in")
            async with self.db.sessions() as session:
                await session.execute(
                    update(SeatRow)
                    .where(SeatRow.game_id == game_id, SeatRow.seat == seat)
                    .values(stand_in=False, missed=0)
                )
                await session.commit()
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
            async with self.db.sessions() as session:
                await session.execute(
                    update(SeatRow)
                    .where(SeatRow.game_id == game_id, SeatRow.seat == seat)
                    .values(user_id=new_user, name=name[:100], stand_in=False, missed=0, locale=None)
                )
                await session.commit()
            self._cache.pop(game_id, None)
            return await self.record(game_id)

    async def kick(self, channel_id: int, user_id: int, target: int, *, manager: bool = False) -> GameRecord:
        """The host removes a player from the lobby before the start."""
        async with self._channel_game(channel_id) as (session, row, seats):
            if not (manager or user_id == row.creator_id):
                raise TableError("table.not_host", "not_host")
            if row.status != "lobby":
                raise TableError("table.kick_started", "started")
            if target == row.creator_id:
                raise TableError("table.kick_self", "creator")
            mine = [s for s in seats if s.user_id == target]
            if not mine:
                raise TableError("table.target_not_seated", "not_seated")
            later = [s for s in seats if s.seat > mine[0].seat]
            for s in [mine[0], *later]:
                await session.delete(s)
            await session.flush()
            for s in later:
                session.add(SeatRow(game_id=row.id, seat=s.seat - 1, user_id=s.user_id, name=s.name, role=s.role))
        return await self.record(_id(row))

    async def set_locale(self, game_id: int, user_id: int, locale: str) -> None:
        """Remember a player's language (from his Discord client) for the DMs he gets."""
        async with self.db.sessions() as session:
            await session.execute(
                update(SeatRow).where(SeatRow.game_id == game_id, SeatRow.user_id == user_id).values(locale=locale)
            )
            await session.commit()
        cached = self._cache.get(game_id)
        if cached is not None:
            seat = cached.record.seat_of(user_id)
            if seat is not None:
                cached.record = _replace_record(
                    cached.record, seats=_with_seat(cached.record.seats, seat, locale=locale)
                )

    async def set_dashboard(self, game_id: int, message_id: int) -> None:
        async with self.db.sessions() as session:
            await session.execute(update(GameRow).where(GameRow.id == game_id).values(dashboard_id=message_id))
            await session.commit()
        self._cache.pop(game_id, None)

    # --- undo and table votes -----------------------------------------------------------------------

    async def log_rows(self, game_id: int) -> list[ActionRow]:
        async with self.db.sessions() as session:
            rows = (
                (await session.execute(select(ActionRow).where(ActionRow.game_id == game_id).order_by(ActionRow.seq)))
                .scalars()
                .all()
            )
        return list(rows)

    @staticmethod
    def effective(rows: list[ActionRow]) -> list[ActionRow]:
        """The actions that stand: the log without the undo entries and what they took back."""
        standing: list[ActionRow] = []
        for row in rows:
            if row.undoes is not None:
                standing = [r for r in standing if r.seq < row.undoes]
            else:
                standing.append(row)
        return standing

    async def _state_before(self, loaded: Loaded, rows: list[ActionRow], seq: int) -> BaseState:
        """The state the standing actions before ``seq`` give, replayed from the seed."""
        record, game = loaded.record, loaded.game
        async with self.db.sessions() as session:
            seed = (await session.execute(select(GameRow.seed).where(GameRow.id == record.id))).scalar_one()
        state = game.new_game(len(record.seats), seed, record.options, [s.role for s in record.seats]).state
        for row in self.effective(rows):
            if row.seq >= seq:
                break
            state = game.apply(state, row.seat, row.text).state
        return state

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
            mine = [r for r in standing if r.seat == seat and not r.by_default]
            if not mine:
                raise TableError("table.nothing_to_undo", "nothing")
            target = mine[-1]
            if target is standing[-1] and await self._quiet(loaded, rows, target):
                return await self._undo(loaded, rows, target.seq, seat), (await self.load(game_id)).record
            if record.vote is not None:
                raise TableError("table.vote_open", "vote_open")
            affected = {record.seats[r.seat].user_id for r in standing if r.seq >= target.seq}
            needed = sorted(affected | {record.creator_id})
            vote = {"kind": "undo", "target": target.seq, "step": loaded.state.step, "by": user_id,
                    "seat": seat, "needed": needed, "agreed": [user_id]}  # fmt: skip
            record = await self._set_vote(game_id, vote)
            return None, record

    async def _quiet(self, loaded: Loaded, rows: list[ActionRow], target: ActionRow) -> bool:
        """Whether an action may be taken back by its player alone: it rolled no die and revealed
        no secret (replayed from the state before it)."""
        before = await self._state_before(loaded, rows, target.seq)
        events = loaded.game.apply(before, target.seat, target.text).events
        return not any(e.kind in ("roll", "reveal") or e.dice for e in events)

    async def _undo(self, loaded: Loaded, rows: list[ActionRow], target: int, seat: int) -> Played:
        restored = await self._state_before(loaded, rows, target)
        row = {"seat": seat, "text": "undo", "undoes": target}
        record = await self._write(loaded, restored, row, checkpoint=True, undo_from=target)
        return Played(record, loaded.game, restored, seat, "undo", [], opened=True)

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
                async with self.db.sessions() as session:
                    await session.execute(update(GameRow).where(GameRow.id == game_id).values(status="abandoned"))
                    await session.commit()
                self._cache.pop(game_id, None)
                return "done", await self.record(game_id), None
            if vote["step"] != loaded.state.step or record.status != "active":
                return "void", await self._set_vote(game_id, None), None
            await self._set_vote(game_id, None)
            loaded = await self.load(game_id)
            played = await self._undo(loaded, await self.log_rows(game_id), vote["target"], vote["seat"])
            return "done", played.record, played

    async def _set_vote(self, game_id: int, vote: dict[str, Any] | None) -> GameRecord:
        async with self.db.sessions() as session:
            await session.execute(
                update(GameRow)
                .where(GameRow.id == game_id)
                .values(vote_json=json.dumps(vote, sort_keys=True) if vote is not None else None)
            )
            await session.commit()
        self._cache.pop(game_id, None)
        return await self.record(game_id)

    # --- loading ---------------------------------------------------------------------------------

    async def record(self, game_id: int) -> GameRecord:
        async with self.db.sessions() as session:
            return (await self._read(session, game_id))[1]

    @staticmethod
    async def _read(session: AsyncSession, game_id: int) -> tuple[GameRow, GameRecord]:
        row = await session.get(GameRow, game_id)
        if row is None:
            raise TableError("table.no_such_game", "no_game", id=game_id)
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
                raise TableError("table.lobby", "lobby")
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
        if any(a.undoes is not None for a in actions):
            loaded = Loaded(record, game, game.loads(checkpoint.state_json))
            state = await self._state_before(loaded, await self.log_rows(game_id), row.seq + 1)
        else:
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
        initial = game.new_game(len(record.seats), seed, record.options, [s.role for s in record.seats]).state
        states = [(0, initial)]
        after: dict[int, BaseState] = {0: initial}
        standing: list[int] = [0]
        state = initial
        for action in actions:
            if action.undoes is not None:
                standing = [seq for seq in standing if seq < action.undoes]
                state = after[standing[-1]]
            else:
                state = game.apply(state, action.seat, action.text).state
                standing.append(action.seq)
            after[action.seq] = state
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

    async def last_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recent game played in a channel, whatever its status."""
        async with self.db.sessions() as session:
            found = (
                await session.execute(
                    select(GameRow.id)
                    .where((GameRow.channel_id == channel_id) | (GameRow.thread_id == channel_id))
                    .order_by(GameRow.id.desc())
                    .limit(1)
                )
            ).first()
        return await self.record(found[0]) if found else None

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


def reminder_times(record: GameRecord) -> tuple[datetime, datetime, datetime] | None:
    """(half time, shortly before, the deadline) for the running deadline: the second reminder comes a
    quarter of the pace before the deadline, at most two hours."""
    if record.deadline_at is None or record.pace_minutes is None:
        return None
    pace = timedelta(minutes=record.pace_minutes)
    deadline = record.deadline_at
    return deadline - pace / 2, deadline - min(pace / 4, timedelta(hours=2)), deadline


def _due_kind(record: GameRecord, now: datetime) -> str | None:
    times = reminder_times(record)
    if times is None or record.paused:
        return None
    half, soon, deadline = times
    if now >= deadline:
        return "deadline"
    if now >= soon and record.reminders < 2:
        return "soon"
    if now >= half and record.reminders < 1:
        return "half"
    return None


def _next_moment(record: GameRecord) -> datetime | None:
    times = reminder_times(record)
    if times is None or record.paused:
        return None
    half, soon, deadline = times
    if record.reminders < 1:
        return half
    if record.reminders < 2:
        return soon
    return deadline


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
        seats=tuple(SeatInfo(s.seat, s.user_id, s.name, s.role, s.missed, s.stand_in, s.locale) for s in seats),
        pace_minutes=row.pace_minutes,
        deadline_at=_aware(row.deadline_at),
        deadline_step=row.deadline_step,
        reminders=row.reminders,
        paused_at=_aware(row.paused_at),
        dashboard_id=row.dashboard_id,
        locale=row.locale,
        vote=json.loads(row.vote_json) if row.vote_json else None,
    )


def _aware(moment: datetime | None) -> datetime | None:
    """SQLite returns naive datetimes; every time here is UTC."""
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)


_GAMES = GameRow.__table__  # type: ignore[attr-defined]
_SEATS = SeatRow.__table__  # type: ignore[attr-defined]
_CHECKPOINTS = CheckpointRow.__table__  # type: ignore[attr-defined]
_MOVE = (_GAMES.c.id == bindparam("gid")) & (_GAMES.c.seq == bindparam("old")) & (_GAMES.c.status == "active")
_MOVED = {
    "seq": bindparam("new"), "updated_at": bindparam("now"), "deadline_at": bindparam("deadline_at"),
    "deadline_step": bindparam("deadline_step"), "reminders": bindparam("reminders"),
}  # fmt: skip
_ADVANCE = _GAMES.update().where(_MOVE).values(**_MOVED)
_FINISH = _GAMES.update().where(_MOVE).values(**_MOVED, status="finished")
_APPEND = ActionRow.__table__.insert()  # type: ignore[attr-defined]
_CHECKPOINT = _CHECKPOINTS.insert()
_SEAT = (_SEATS.c.game_id == bindparam("gid")) & (_SEATS.c.seat == bindparam("which"))
_SEAT_MISSED = _SEATS.update().where(_SEAT).values(missed=bindparam("count"))
_SEAT_STAND_IN = _SEATS.update().where(_SEAT).values(stand_in=bindparam("flag"))
_DROP_CHECKPOINTS = _CHECKPOINTS.delete().where(
    (_CHECKPOINTS.c.game_id == bindparam("gid")) & (_CHECKPOINTS.c.seq >= bindparam("first"))
)
"""The hot path's statements, built once: compiling a statement per action costs more than the commit."""


class _Conflict(Exception):
    """The game's sequence moved under us (another process); reload and try once more."""


class _Duplicate(Exception):
    """The interaction id is already in the log: the action went in before."""


def _with_seat(seats: tuple[SeatInfo, ...], seat: int, **changes: Any) -> tuple[SeatInfo, ...]:
    from dataclasses import replace

    return tuple(replace(s, **changes) if s.seat == seat else s for s in seats)


def _replace_record(record: GameRecord, **changes: Any) -> GameRecord:
    from dataclasses import replace

    return replace(record, **changes)
