"""Seats the AI plays (issue 13): AI seats added in the lobby, a seat handed to the AI by its host, and the AI
as the stand-in policy of a game (who answers for a seat that misses its deadlines).

An AI seat is an ordinary seat whose ``ai`` column holds the AI's level and whose ``user_id`` is a negative
number (no Discord user has one, so it is never pinged nor sent a message). Its answers are computed by
:func:`rules.core.ai.choose` from the seat's knowledge only, off the event loop and without holding the
game's lock (the search takes about a second; the game's players keep playing meanwhile), then played as an
ordinary action logged ``played_by='ai'``. A game with AI seats replays from its log without the AI.

An AI never blocks a vote (it is never among those asked), and an undo may take back a player's action
alone when only the AI (or the table's forced answers) played since, as long as nothing was rolled or
revealed (``bot.table.undo``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import bot.words.ai_text  # noqa: F401  (registers the AI seats' sentences)
from bot.table.ahead import Offer
from bot.table.base import ATTEMPTS
from bot.table.clock import Deadlines
from bot.table.host import Host
from bot.table.lobby import LobbyChange, LobbyRoom, _without
from bot.table.model import AI, DEFAULT, GameRecord, Loaded, Played, SeatInfo, TableError
from bot.table.queries import Changes
from bot.table.store import Conflict, Lobby
from rules.core.ahead import Ahead
from rules.core.ai import DEFAULT_LEVEL, LEVELS, Level, choose, level_of
from rules.core.errors import RulesError
from rules.core.forms import forced_answer
from rules.core.game import Game

log = logging.getLogger(__name__)

SUGGESTIONS_KEPT = 64
"""The AI's picks for turns answered ahead kept at most (one search each; the oldest go first)."""

SEALED_AFTER = 4.0
"""Seconds from the start of the AI's search to its sealed answer going in (a search at the default level
takes under two seconds on one core; one that takes longer goes in when it ends)."""

Runner = Callable[..., Awaitable[str]]
"""Runs ``choose(game, state, seat, level, seed)`` off the event loop (a thread, or a process pool) and
returns its answer."""


async def in_thread(fn: Callable[..., str], *args: Any) -> str:
    """The default runner: a worker thread."""
    return await asyncio.to_thread(fn, *args)


def sealed_delay(spent: float) -> float:
    """How long a sealed answer waits once found, its search having taken ``spent`` seconds."""
    return max(0.0, SEALED_AFTER - spent)


def ai_seed_of(record: GameRecord, seat: int) -> int:
    """The AI's own seed for a seat of a game: never the game's seed (which foretells the dice)."""
    return record.id * 1009 + seat


def ai_name(seats: tuple[SeatInfo, ...]) -> tuple[int, str]:
    """A new AI seat's user id (negative, unused in this game) and name (``🤖 AI 2``)."""
    user_id = min((s.user_id for s in seats if s.user_id < 0), default=0) - 1
    return user_id, f"🤖 AI {-user_id}"


def owed_by_ai(loaded: Loaded) -> tuple[int, str] | None:
    """The first seat (decisions in order, seats in the order they are waited for) that the AI plays and
    that owes a decision the table does not play by itself: (seat, level)."""
    record = loaded.record
    if record.status != "active" or record.paused or loaded.state.finished:
        return None
    for decision in loaded.decisions():
        for seat in decision.waiting_for():
            level = record.ai_of(seat)
            if level is not None and forced_answer(decision, seat) is None:
                return seat, level
    return None


class AiSeats(LobbyRoom, Host, Deadlines):
    ai_levels: Callable[[str], Level] = staticmethod(level_of)
    """The budget of each level (tests give every level a tiny one)."""
    ai_runner: Runner = staticmethod(in_thread)
    """Where the searches run: a worker thread here; the Discord bot gives its process pool
    (``bot.discord.ai_seats``)."""

    @staticmethod
    def _check_stand_ins(stand_ins: str | None) -> None:
        if stand_ins is not None and stand_ins not in LEVELS:
            raise TableError("table.ai_level", "ai_level", level=stand_ins, levels=", ".join(LEVELS))

    # --- the lobby and the host ------------------------------------------------------------------------

    async def add_ai(self, channel_id: int, user_id: int, level: str, *, manager: bool = False) -> GameRecord:
        """The creator seats the AI (at ``level``) in the lobby's next seat."""
        self._check_stand_ins(level)

        def decide(lobby: Lobby, game: Game[Any]) -> LobbyChange:
            if lobby.status != "lobby":
                raise TableError("table.seats_taken", "started")
            if not (manager or user_id == lobby.creator_id):
                raise TableError("table.only_creator_ai", "not_creator")
            if len(lobby.seats) >= lobby.max_seats:
                raise TableError("table.full", "full", count=lobby.max_seats)
            ai_id, name = ai_name(lobby.seats)
            return (*lobby.seats, SeatInfo(len(lobby.seats), ai_id, name, None, ai=level)), {}

        return await self._lobby_change(channel_id, decide)

    async def remove_ai(self, channel_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """The creator takes the lobby's last AI seat away."""

        def decide(lobby: Lobby, game: Game[Any]) -> LobbyChange:
            if lobby.status != "lobby":
                raise TableError("table.seats_fixed", "started")
            if not (manager or user_id == lobby.creator_id):
                raise TableError("table.only_creator_ai", "not_creator")
            ai = [s for s in lobby.seats if s.ai is not None]
            if not ai:
                raise TableError("table.no_ai_seat", "no_ai")
            return _without(lobby.seats, ai[-1].seat), {}

        return await self._lobby_change(channel_id, decide)

    async def replace_with_ai(
        self, game_id: int, user_id: int, seat: int, level: str, *, manager: bool = False
    ) -> GameRecord:
        """The host hands a seat to the AI (a player who vanished): from now on the AI plays it."""
        self._check_stand_ins(level)

        def decide(record: GameRecord) -> Changes:
            self._check_seat_handover(record, user_id, manager, seat)
            if record.seats[seat].ai is not None:
                raise TableError("table.ai_already", "seated", seat=seat + 1)
            ai_id, name = ai_name(record.seats)
            changes = {"user_id": ai_id, "name": name, "ai": level, "stand_in": False, "missed": 0, "locale": None}
            return {}, {seat: changes}

        async with self.lock(game_id):
            return await self._change(game_id, decide)

    # --- the AI's moves -------------------------------------------------------------------------------

    def ai_seed(self, loaded: Loaded, seat: int) -> int:
        """The AI's own seed in a game: never the game's seed (which foretells the dice)."""
        return ai_seed_of(loaded.record, seat)

    async def ai_sealed_wait(self, spent: float) -> None:
        """Before a sealed answer goes in: wait until ``SEALED_AFTER`` seconds have passed since the search
        began (tests replace this; they never sleep)."""
        await asyncio.sleep(sealed_delay(spent))

    async def ai_move(self, game_id: int, run: Runner | None = None) -> Played | None:
        """Let the AI answer the first decision one of its seats owes: searched off the event loop (``run``)
        without the game's lock, then played as an ordinary action (``played_by='ai'``) with what the table
        plays by itself after it, unless the decision moved on meanwhile (then searched again; others'
        sealed answers given meanwhile change nothing the AI knows). ``None`` when no AI seat owes anything.

        A sealed answer goes in ``SEALED_AFTER`` seconds after its search began, however long the search
        took: how fast it answers depends on what its seat holds (a single legal answer is no search at
        all), and the moment the channel's count of sealed answers moves must not tell that."""
        run = run or self.ai_runner
        for _attempt in range(ATTEMPTS):
            loaded = await self.load(game_id)
            owed = owed_by_ai(loaded)
            if owed is None:
                return None
            seat, level = owed
            decision = loaded.decision_for(seat)
            began = time.monotonic()
            text = await self._ai_answer(loaded, seat, level, run)
            if decision is not None and decision.secret:
                await self.ai_sealed_wait(time.monotonic() - began)
            async with self.lock(game_id):
                now = await self.load(game_id)
                if now.state.step != loaded.state.step or owed_by_ai(now) != owed:
                    continue
                try:
                    played = await self._play(now, seat, text, played_by=AI)
                except Conflict:
                    self._cache.drop(game_id)
                    continue
                except RulesError:  # refused on the state it was found for: a defect; the game must go on
                    log.exception(
                        "the AI's answer %r in game %s was refused; seat %s plays its default", text, game_id, seat
                    )
                    played = await self._play(now, seat, now.decision_for(seat).defaults[seat], played_by=DEFAULT)  # type: ignore[union-attr]
                played.followups = await self._followups(game_id, played)
                return played
        return None

    async def _deadline_answers(self, game_id: int, now: datetime) -> dict[tuple[int, int], str]:
        """At a passed deadline, the AI's answers (by (step, seat)) for the AI seats still thinking and, under
        the AI stand-in policy, for the seats that missed it; searched off the event loop before the clock
        takes the game's lock."""
        loaded = await self.load(game_id)
        record = loaded.record
        if record.status != "active" or record.paused or record.deadline_at is None or record.deadline_at > now:
            return {}
        out: dict[tuple[int, int], str] = {}
        for decision in loaded.decisions():
            for seat in decision.waiting_for():
                level = record.seats[seat].ai or record.stand_ins
                if level is None or forced_answer(decision, seat) is not None:
                    continue
                out[(loaded.state.step, seat)] = await self._ai_answer(loaded, seat, level, self.ai_runner)
        return out

    async def _ai_answer(self, loaded: Loaded, seat: int, level: str, run: Runner) -> str:
        """The AI's answer for ``seat``; should the search fail (a defect), the seat's default, so that a game
        never waits for an AI that cannot answer."""
        try:
            return await run(choose, loaded.game, loaded.state, seat, self.ai_levels(level), self.ai_seed(loaded, seat))
        except Exception:
            log.exception("the AI's search in game %s failed; seat %s plays its default", loaded.record.id, seat)
            decision = loaded.decision_for(seat)
            assert decision is not None
            return decision.defaults[seat]

    async def ahead_suggestion(self, offer: Offer) -> str:
        """The AI's answer to the turn the player is answering ahead (issue: the calendar: "The AI's suggestion
        may prefill a list (the player confirms it)"): searched from that seat's knowledge in the state its turn
        would find if it came now, at the default level, off the event loop. One search per turn and step: the
        same turn asked for again (✅ after 💡, a double click) waits for the same answer, and at most
        :data:`SUGGESTIONS_KEPT` are kept. Only the player who asked sees it, and nothing is queued until he takes
        it."""
        target = offer.target
        if target is None:
            raise TableError("ahead.opened", "opened") if offer.owes_now else TableError("ahead.nothing", "nothing")
        key = (offer.record.id, offer.seat, offer.step, str(target.mark))
        found = self._suggestions.get(key)
        if found is None:
            found = asyncio.ensure_future(self._suggest(offer, target))
            self._suggestions[key] = found
            while len(self._suggestions) > SUGGESTIONS_KEPT:
                self._suggestions.pop(next(iter(self._suggestions)))
        try:
            return await asyncio.shield(found)
        except TableError:
            self._suggestions.pop(key, None)
            raise

    async def _suggest(self, offer: Offer, target: Ahead) -> str:
        seed = ai_seed_of(offer.record, offer.seat)
        try:
            text = await self.ai_runner(
                choose, offer.game, target.state, offer.seat, self.ai_levels(DEFAULT_LEVEL), seed
            )
            return offer.game.check_ahead(target, text)
        except Exception:
            log.exception("the AI's suggestion in game %s failed for seat %s", offer.record.id, offer.seat)
            raise TableError("ahead.no_suggestion", "no_suggestion") from None

    async def ai_games(self) -> list[int]:
        """The running games where the AI plays a seat (to resume after a restart): one query."""
        return await self.store.ai_games()
