"""``python -m bot bench --faults``: when Discord fails, the table doesn't (issue: Discord's failures).

Whole seeded games of the three games (Boże Igrzysko 3 players, Sigismundus Augustus 4 players short, Niepodległa 3
players basic) are played through the real bot and discord.py's dispatch, as ``bench --table`` plays them (its
:class:`~bot.bench.table.Player` and :class:`~bot.bench.table.Transcript`), with the fake standing below aiohttp's
session (:class:`~bot.bench.fake_discord.FakeSession`): discord.py's own rate-limit handling and retries run, and
their pauses pass on a virtual clock. Each kind of failure has its seeded schedule; it fails calls at its rate until
60% of the game's log is played, then never again (a deleted channel stays deleted):

``429_global``, ``429_route``
    a 429 (global, or on the request's route) with Discord's headers and ``retry_after``, for one to six tries;
``500``, ``502``, ``503``
    Discord's server errors, for one to six tries (discord.py tries a 500 and a 502 again itself, a 503 not);
``reset_before``, ``reset_after``
    the connection reset before Discord took the request, or after (the call went in, its answer was lost);
``missing_permissions``
    the game's channel refuses the bot a permission (403 50013) for a while;
``dms_closed``
    a player closes his DMs for a while (403 50007);
``unknown_message``
    someone deletes a bot message of the channel (the live message first): every call to it is 404 10008;
``unknown_channel``
    the game's channel is deleted (404 10003) for good: the players go on by DM;
``late``
    an interaction's first answer comes too late (404 10062; the token then takes no follow-up either);
``slow``
    the bot's database takes 3 to 9 seconds (virtual) for an action, so its answer misses Discord's 3 seconds;
``gateway``
    the gateway reconnects (the bot sees RESUMED): the interaction under way is dropped (never dispatched; the
    player sends it again as a new one) or replayed (dispatched twice with the same id).

Whatever the kind, Discord's own rules hold: a first answer more than 3 s after its interaction is 404 10062, and
a follow-up to an interaction that never got one 404 10015. The players answer on the components as the table
bench's players do; one whose interaction failed visibly (no first answer reached Discord: "This interaction
failed") sends it again as a new interaction, on the message as he saw it; one who finds no prompt asks
``/game status`` (in his DMs when the channel is gone), else types ``/play``. Between two answers the scheduler's
pass runs (what Discord failed to take is carried out then). Images are drawn as a one-pixel PNG (the uploads still
go): what is measured is what failures do, not drawing.

What is counted, per kind (the JSON keys):

``games``
    Games played.
``injected``
    Failures the schedule injected (each failed try of a request, each dropped or replayed event, each slow
    action, each refusal of a deleted channel or message).
``sent``
    Answers the players sent, re-sends included: each interaction of a try that carried a whole answer (recorded,
    confirmed, a modal or a ``/play``) and every re-send of it.
``recorded``
    Log entries the players' interactions gave.
``lost``
    Answers a player was told were recorded (a ✅ answer, or the live message acknowledged) that are not in the log.
``doubled``
    Intended answers applied more than once.
``told_failed_but_recorded``
    Answers in the log whose player was told, on one of its interactions, a ❌ sentence.
``owed_unprompted_after_clear``
    Seat-steps after the faults cleared where a person owes a decision and no visible prompt offers it to him
    (the live message mentioning him with components for the step, or a DM prompt).
``tracebacks``
    Log records of the bot at ERROR with a traceback.
``finished_with_standings``
    Games that ended with "Final standings" and the record file posted in the channel or its thread (where the
    channel was deleted: sent to every player by DM).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

from bot.bench.fake_discord import (
    CHANNEL_ID,
    Harness,
    Outcome,
    Sent,
    VirtualClock,
    virtual_time,
)
from bot.bench.table import (
    GAME_ID,
    Message,
    Pictures,
    Player,
    Scenario,
    Transcript,
    components_of,
    for_seat,
    intended,
    kind_of,
    modal_data,
    plan,
)

KINDS = (
    "429_global", "429_route", "500", "502", "503", "reset_before", "reset_after", "missing_permissions",
    "dms_closed", "unknown_message", "unknown_channel", "late", "slow", "gateway",
)  # fmt: skip
"""The kinds of failure, one seeded schedule each (see the module's docstring)."""

SCENARIOS = {
    "boze": Scenario("boze", 3, {}),
    "sigismundus": Scenario("sigismundus", 4, {"short": 1}),
    "niepodlegla": Scenario("niepodlegla", 3, {}),
}
"""The games played: Boże Igrzysko 3 players, Sigismundus Augustus 4 players short, Niepodległa 3 players basic."""

CLEAR_AT = 0.6
"""The share of a game's log after which no more failures are injected."""
SEEDS = 4
"""Seeds per game and kind by default (14 kinds × 3 games × 4 seeds: 168 games)."""
REQUEST_RATE = 0.12
"""The chance that a request fails, for the kinds that fail requests (429, 5xx, resets)."""
CALLBACK_RATE = 0.25
"""The chance that an interaction's first answer is late (``late``) or its action slow (``slow``)."""
EVENT_RATE = 0.12
"""The chance that an interaction is dropped or replayed by a reconnect (``gateway``)."""
STEP_RATE = 0.15
"""The chance, at each answer, that a lasting failure begins (a permission, closed DMs, a deleted message)."""
STREAKS = (1, 1, 1, 2, 2, 3, 5, 6)
"""How many tries in a row a failing request fails (discord.py gives up on a 429, a 500 or a 502 after 5)."""
CALLBACK_S = 3.0
"""Discord's time for an interaction's first answer."""
THINK_S = 30.0
"""Virtual seconds a player takes to read what came back before his next click."""
RESENDS = 2
"""How often a player sends again an interaction that failed visibly."""
STANDINGS = "Final standings"
DEFERRED_UPDATE = 6
"""The interaction callback that acknowledges a click on a message without a word (the message is rewritten)."""
MEMORY = "/dev/shm"
"""Where the games' databases go when the machine has it (memory: a durable commit costs no disk flush)."""


@dataclass
class Figures:
    """The counts of one kind (the JSON keys; see the module's docstring)."""

    games: int = 0
    injected: int = 0
    sent: int = 0
    recorded: int = 0
    lost: int = 0
    doubled: int = 0
    told_failed_but_recorded: int = 0
    owed_unprompted_after_clear: int = 0
    tracebacks: int = 0
    finished_with_standings: int = 0

    def add(self, other: Figures) -> None:
        for name, value in asdict(other).items():
            setattr(self, name, getattr(self, name) + value)


@dataclass
class Notes:
    """What the figures do not show but a reader of a missed target needs: examples of each (a few per kind)."""

    tracebacks: list[str] = field(default_factory=list)
    told_failed: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    doubled: list[str] = field(default_factory=list)
    unprompted: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    """Requests Discord would have refused for another reason than a fault (a second first answer excepted)."""
    unfinished: list[str] = field(default_factory=list)
    status: list[str] = field(default_factory=list)
    """What ``/game status`` said in a player's DMs once the channel was deleted."""

    def merge(self, other: Notes, per_kind: int = 4) -> None:
        """Add ``other``'s examples (each line starts with its kind), a few distinct ones per kind."""
        for name in asdict(self):
            mine: list[str] = getattr(self, name)
            for line in getattr(other, name):
                kind = line.split(" ", 1)[0]
                same = [x for x in mine if x.split(" ", 1)[0] == kind]
                if line not in mine and len(same) < per_kind:
                    mine.append(line)


# --- the schedule ----------------------------------------------------------------------------------------


def error(status: int, code: int, message: str) -> Outcome:
    return Outcome(status, {"message": message, "code": code})


class Schedule:
    """One kind's seeded failures, decided request by request (:meth:`on_request`, the fake session's intercept),
    event by event (:meth:`on_dispatch`), action by action (:meth:`on_act`) and answer by answer (:meth:`on_step`);
    and Discord's own rules on time (a late first answer, a follow-up to an interaction that never got one)."""

    def __init__(self, kind: str, seed: int, clock: VirtualClock, h: Harness) -> None:
        self.kind = kind
        self.rng = random.Random(f"{kind}/{seed}")
        self.clock = clock
        self.h = h
        self.active = False
        """Failures are injected (from the start until the game's log reaches :data:`CLEAR_AT`)."""
        self.injected = 0
        self.streaks: dict[tuple[str, str], int] = {}
        """Further tries of a request that fail too, by (method, path)."""
        self.born: dict[str, float] = {}
        """Interaction id → when it was dispatched (virtual seconds)."""
        self.expired: set[str] = set()
        """Interactions whose token Discord no longer takes (answered late)."""
        self.deleted: set[int] = set()
        """Messages someone deleted."""
        self.channel_gone = False
        self.blocked = False
        """The channel refuses the bot a permission."""
        self.closed_dms: set[int] = set()
        self.lasting = 0
        """Answers left before a lasting failure (a permission, closed DMs) ends."""
        self.delete_at = self.rng.uniform(0.1, 0.9)
        """How far into the failures the channel is deleted (``unknown_channel``)."""

    def thread(self) -> int | None:
        return self.h.thread_id()

    def in_channel(self, path: str) -> bool:
        """Whether a request is about the game's channel or its thread."""
        parts = path.strip("/").split("/")
        if parts[0] != "channels" or len(parts) < 2:
            return False
        thread = self.thread()
        return parts[1] in (str(CHANNEL_ID), str(thread) if thread else "-")

    def streak(self, sent: Sent) -> bool:
        """Whether this try of a request fails as the previous one did (a failure lasting several tries)."""
        key = (sent.method, sent.path)
        left = self.streaks.get(key, 0)
        if left > 0:
            self.streaks[key] = left - 1
            return True
        self.streaks.pop(key, None)
        return False

    def begin_streak(self, sent: Sent) -> None:
        self.streaks[(sent.method, sent.path)] = self.rng.choice(STREAKS) - 1

    def on_request(self, sent: Sent) -> Outcome | None:
        parts = sent.path.strip("/").split("/")
        rule = self.discord_rules(sent, parts)
        if rule is not None:
            return rule
        if self.channel_gone and self.in_channel(sent.path):
            self.injected += 1
            return error(404, 10003, "Unknown Channel")
        message = int(parts[3]) if parts[0] == "channels" and len(parts) >= 4 and parts[3].isdigit() else None
        if message is not None and message in self.deleted:
            self.injected += 1
            return error(404, 10008, "Unknown Message")
        if self.kind == "missing_permissions" and self.blocked and self.in_channel(sent.path):
            self.injected += 1
            return error(403, 50013, "Missing Permissions")
        if self.kind == "dms_closed" and sent.method == "POST" and parts[0] == "channels" and len(parts) >= 3:
            owner = next((u for u, c in self.h.fake.dm_channels.items() if str(c) == parts[1]), None)
            if owner is not None and owner in self.closed_dms:
                self.injected += 1
                return error(403, 50007, "Cannot send messages to this user")
        if not self.active:
            return None
        callback = parts[0] == "interactions" and parts[-1] == "callback"
        if self.kind == "late" and callback and self.rng.random() < CALLBACK_RATE:
            self.injected += 1
            self.expired.add(parts[1])
            return error(404, 10062, "Unknown interaction")
        if self.kind not in ("429_global", "429_route", "500", "502", "503", "reset_before", "reset_after"):
            return None
        if self.streak(sent):
            self.injected += 1
            return self.failure(sent)
        if self.rng.random() < REQUEST_RATE:
            self.injected += 1
            if self.kind != "reset_after":  # (a call that went in is not tried again by discord.py)
                self.begin_streak(sent)
            return self.failure(sent)
        return None

    def failure(self, sent: Sent) -> Outcome:
        """The kind's failure of one try of a request."""
        kind = self.kind
        if kind in ("429_global", "429_route"):
            retry = round(self.rng.uniform(0.2, 2.5), 3)
            glob = kind == "429_global"
            headers = {"Via": "1.1 google", "Retry-After": str(int(retry) + 1), "X-RateLimit-Scope": "user"}
            if glob:
                headers |= {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}
            else:
                headers |= {"X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
                            "X-RateLimit-Reset-After": f"{retry:.3f}", "X-RateLimit-Bucket": "f" * 16}  # fmt: skip
            body = {"message": "You are being rate limited.", "retry_after": retry, "global": glob, "code": 0}
            return Outcome(429, body, headers)
        if kind == "500":
            return error(500, 0, "500: Internal Server Error")
        if kind == "502":
            return Outcome(502, "<html><body><h1>502 Bad Gateway</h1></body></html>")
        if kind == "503":
            return error(503, 0, "upstream connect error or disconnect/reset before headers")
        if kind == "reset_before":
            return Outcome(before=aiohttp.ClientOSError(104, "Connection reset by peer"))
        lost: BaseException = (
            aiohttp.ServerDisconnectedError() if self.rng.random() < 0.5 else aiohttp.ClientOSError(104, "reset")
        )
        return Outcome(after=lost)

    def discord_rules(self, sent: Sent, parts: list[str]) -> Outcome | None:
        """Discord's rules on time, whatever the kind: an interaction's first answer within 3 s, and no follow-up
        on the token of an interaction that never got one in time."""
        if parts[0] == "interactions" and parts[-1] == "callback":
            iid = parts[1]
            late = iid in self.born and self.clock.now - self.born[iid] > CALLBACK_S
            if late or iid in self.expired:
                self.expired.add(iid)
                return error(404, 10062, "Unknown interaction")
        if parts[0] == "webhooks" and len(parts) >= 3 and parts[2].startswith("token-"):
            iid = parts[2].rsplit("-", 1)[-1]
            answered = iid in self.h.fake.acknowledged
            if iid in self.born and not answered and self.clock.now - self.born[iid] > CALLBACK_S:
                return error(404, 10015, "Unknown Webhook")
        return None

    def on_dispatch(self) -> str | None:
        """What becomes of an interaction on its way to the bot: ``drop``, ``replay`` or nothing."""
        if self.kind != "gateway" or not self.active or self.rng.random() >= EVENT_RATE:
            return None
        self.injected += 1
        return "drop" if self.rng.random() < 0.5 else "replay"

    def on_act(self) -> float:
        """Virtual seconds an action's commit takes (``slow``)."""
        if self.kind != "slow" or not self.active or self.rng.random() >= CALLBACK_RATE:
            return 0.0
        self.injected += 1
        return self.rng.uniform(CALLBACK_S + 0.2, 9.0)

    def on_step(self, users: list[int], live: int | None, progress: float) -> None:
        """Before an answer: a lasting failure may begin or end (``users``: those who owe an answer now; ``live``: the
        newest channel message with components, the one someone deletes; ``progress``: how far into the failures the
        game is, 0 to 1)."""
        if self.lasting > 0:
            self.lasting -= 1
            if self.lasting == 0:
                self.blocked = False
                self.closed_dms.clear()
        if not self.active:
            return
        if self.kind == "unknown_channel" and progress >= self.delete_at:
            self.channel_gone = True
        if self.lasting or self.rng.random() >= STEP_RATE:
            return
        if self.kind == "missing_permissions":
            self.blocked = True
            self.lasting = self.rng.randint(1, 6)
        elif self.kind == "dms_closed" and users:
            self.closed_dms.add(self.rng.choice(users))
            self.lasting = self.rng.randint(1, 8)
        elif self.kind == "unknown_message" and live is not None:
            self.deleted.add(live)

    def clear(self) -> None:
        """The failures are over (a deleted channel stays deleted; a deleted message stays deleted)."""
        self.active = False
        self.blocked = False
        self.closed_dms.clear()
        self.lasting = 0
        self.streaks.clear()


# --- the players -----------------------------------------------------------------------------------------


@dataclass
class Chain:
    """An interaction a player sent and his re-sends of it (each a new interaction)."""

    what: str
    """``click``, ``modal``, ``play`` (a try at an answer), ``status`` or ``open`` (looking for a prompt)."""
    ids: list[str] = field(default_factory=list)


@dataclass
class Answer:
    """One answer a player meant to give (one seat, one decision): every interaction he sent for it."""

    user: int
    seat: int
    text: str
    chains: list[Chain] = field(default_factory=list)


class FaultTranscript(Transcript):
    """The transcript as the players can see it: without the messages someone deleted, nor the channel's once the
    channel is gone."""

    def __init__(self, h: Harness, schedule: Schedule) -> None:
        super().__init__(h)
        self.schedule = schedule

    def new_calls(self) -> list[Any]:
        calls = super().new_calls()
        for message_id in self.schedule.deleted:
            self.messages.pop(message_id, None)
        if self.schedule.channel_gone:
            thread = self.h.thread_id()
            for message in list(self.messages.values()):
                if message.channel in (CHANNEL_ID, thread):
                    del self.messages[message.id]
        return calls


class FaultPlayer(Player):
    """The table bench's player, as he lives through Discord's failures: an interaction that failed visibly is
    sent again; a prompt he cannot find he asks ``/game status`` for, else he types ``/play``. Whether his answer went
    in he reads in the log (as a person reads it on the live message); what he was told is read from the bot's
    answers to his interactions, for the counts."""

    def __init__(self, h: Harness, schedule: Schedule, clock: VirtualClock) -> None:
        super().__init__(h, Pictures())
        self.schedule = schedule
        self.clock = clock
        self.transcript = FaultTranscript(h, schedule)
        self.answers: list[Answer] = []
        self.dropped: set[str] = set()
        self.callbacks: set[str] = set()
        """Interactions whose first answer Discord took."""
        self.seen_calls = 0
        self.notes_status: list[str] = []
        """What ``/game status`` answered in his DMs."""
        self._dispatch = h.dispatch
        h.dispatch = self.deliver  # type: ignore[method-assign]

    # --- Discord's side -----------------------------------------------------------------------------

    async def deliver(self, payload: dict[str, Any]) -> dict[str, Any]:
        """An interaction on its way to the bot, through the gateway's failures."""
        iid = str(payload["id"])
        self.schedule.born[iid] = self.clock.now
        fate = self.schedule.on_dispatch()
        if fate == "drop":
            self.dropped.add(iid)
        else:
            await self._dispatch(payload)
        if fate == "replay":
            self.h.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
            await self.h.settle()
        if fate is not None:  # the connection came back (RESUMED)
            self.h.bot.dispatch("resumed")
            await self.h.settle()
        self.read()
        return payload

    def read(self) -> None:
        """Learn which first answers Discord took (and keep the transcript up to date)."""
        calls = self.h.fake.calls
        for call in calls[self.seen_calls :]:
            parts = call.path.strip("/").split("/")
            if parts[0] == "interactions" and parts[-1] == "callback":
                self.callbacks.add(parts[1])
        self.seen_calls = len(calls)
        self.transcript.new_calls()

    def failed_visibly(self, iid: str) -> bool:
        """Discord shows "This interaction failed": the bot's first answer never reached it."""
        return iid in self.dropped or iid not in self.callbacks

    async def send(self, what: str, make: Callable[[], Awaitable[dict[str, Any]]], still: Callable[[], bool]) -> Chain:
        """Send an interaction (``make`` builds and dispatches it), and again while it fails visibly and can still
        be sent (``still``: the message is still there)."""
        chain = Chain(what)
        if self.answers:
            self.answers[-1].chains.append(chain)
        for _ in range(1 + RESENDS):
            payload = await make()
            chain.ids.append(str(payload["id"]))
            self.clock.advance(THINK_S)
            if not self.failed_visibly(chain.ids[-1]) or not still():
                break
        return chain

    # --- answering ------------------------------------------------------------------------------------

    def visible(self, message_id: int) -> bool:
        return message_id in self.transcript.messages

    async def press(self, user: int, message: Message, custom_id: str, values: list[str] | None) -> Chain:
        seen = self.transcript.payload(message)  # the message as he saw it when he clicked

        async def make() -> dict[str, Any]:
            iid = self.h.fake.new_id()
            self.transcript.clicked[str(iid)] = (message.id, message.reader)
            return await self.h.click(user, seen, custom_id, values=values, interaction_id=iid)

        return await self.send("click", make, lambda: self.visible(message.id))

    async def submit(self, user: int, modal: dict[str, Any], dm: bool, filled: dict[str, str]) -> Chain:
        data = modal_data(modal, filled)

        async def make() -> dict[str, Any]:
            return await self.h.dispatch(self.h.base(5, user, None, dm, None) | {"data": data})

        return await self.send("modal", make, lambda: True)

    async def typed(self, user: int, text: str) -> Chain:
        dm = self.schedule.channel_gone
        self.figures.fallbacks += 1
        return await self.send("play", lambda: self.h.slash(user, "play", action=text, dm=dm), lambda: True)

    async def status(self, user: int) -> None:
        dm = self.schedule.channel_gone
        chain = await self.send("status", lambda: self.h.slash(user, "game", "status", dm=dm), lambda: True)
        if dm:
            for iid in chain.ids:
                self.notes_status += [c.content.replace("\n", " / ")[:240] for c in self.h.responses(iid)]

    def prompt(self, user: int, step: int) -> Message | None:
        return self.transcript.prompt_for(user, step)

    async def answer(self, seat: int) -> None:
        """Give ``seat``'s intended answer on the components, through whatever fails."""
        loaded = await self.loaded()
        user = loaded.record.user_of(seat).user_id
        step = loaded.state.step
        decision = loaded.game.decision_for(loaded.state, seat)
        phase = loaded.game.phase_key(loaded.state)
        repeat = (phase, decision.key, seat) in self.answered
        self.answered.add((phase, decision.key, seat))
        text = intended(decision, seat, repeat)
        self.answers.append(Answer(user, seat, text))
        size = await self.log_size()
        self.read()
        message = self.prompt(user, step)
        asked = False
        for _ in range(40):
            if await self.went_in(size, seat):
                return
            if message is None and not asked:
                asked = True
                await self.status(user)
                self.read()
                message = self.prompt(user, step)
                continue
            if message is None:
                await self.typed(user, text)
                return
            parts = [c for c in components_of({"components": message.components}) if kind_of(c) and for_seat(c, seat)]
            move = plan(parts, decision.forms[seat], text)
            if move is None:
                await self.typed(user, text)
                return
            component, values, filled = move
            opener = (kind_of(component) or (0, ""))[1] == "p"
            chain = await self.press(user, message, component["custom_id"], values)
            if opener:
                chain.what = "open"
            modal = self.transcript.modals.pop(user, None)
            if modal is not None:
                chain = await self.submit(user, modal, message.channel != CHANNEL_ID, filled)
            if await self.went_in(size, seat):
                return
            if self.told_failed(chain):
                await self.typed(user, text)
                return
            current = self.transcript.messages.get(message.id)
            message = self.prompt(user, step) if opener or current is None else current
            if message is not None and not self.offers(message, step):
                message = self.prompt(user, step)
        await self.typed(user, text)

    def offers(self, message: Message, step: int) -> bool:
        return any((k := kind_of(c)) and k[0] == step for c in components_of({"components": message.components}))

    def told_failed(self, chain: Chain) -> bool:
        return any("❌" in c.content for iid in chain.ids for c in self.h.responses(iid))

    async def act_slowly(self, table_act: Callable[..., Awaitable[Any]], *args: Any, **kwargs: Any) -> Any:
        """The table's ``act``, whose commit takes what the schedule says (``slow``)."""
        played = await table_act(*args, **kwargs)
        self.clock.advance(self.schedule.on_act())
        return played

    # --- looking ----------------------------------------------------------------------------------------

    def offered(self, user: int, step: int) -> bool:
        """Whether a visible prompt offers ``user`` the decision at ``step``: a channel message mentioning him with
        components for it, or a message in his DMs with them."""
        dm = self.h.fake.dm_channels.get(user)
        for message in self.transcript.messages.values():
            if not self.offers(message, step):
                continue
            if message.reader is None and message.channel == CHANNEL_ID and f"<@{user}>" in message.content:
                return True
            if dm is not None and message.channel == dm:
                return True
        return False

    def newest_live(self) -> int | None:
        """The newest channel message with components (the live message, as a moderator sees it)."""
        messages = self.transcript.messages.values()
        found = [m for m in messages if m.reader is None and m.channel == CHANNEL_ID and m.components]
        return max(found, key=lambda m: m.order).id if found else None


# --- one game --------------------------------------------------------------------------------------------


class Tracebacks(logging.Handler):
    """The bot's log records at ERROR with a traceback."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info is not None and record.exc_info[0] is not None:
            self.records.append(record)


@contextlib.contextmanager
def tiny_images() -> Iterator[None]:
    """Every image drawn as a one-pixel PNG (the bench measures failures, not drawing)."""
    import bot.images as images
    from render.picture import picture

    tiny = images._EMPTY_PNG
    names = ("board_picture", "focus_picture", "board_png")
    saved = {name: getattr(images, name) for name in names}
    images.board_picture = lambda *a, **k: picture(lambda: tiny)  # type: ignore[assignment]
    images.focus_picture = lambda *a, **k: picture(lambda: tiny)  # type: ignore[assignment]
    images.board_png = lambda *a, **k: tiny  # type: ignore[assignment]
    try:
        yield
    finally:
        for name, original in saved.items():
            setattr(images, name, original)


def expected_log(loaded: Any) -> int:
    """How long the game's log will be when the bench's players play it (the rules alone, no Discord): where the
    failures clear."""
    game, state = loaded.game, loaded.state
    answered: set[tuple[str, str, int]] = set()
    steps = 0
    while not state.finished and steps < 5000:
        decision = game.decisions(state)[0]
        seat = min(decision.waiting_for())
        key = (game.phase_key(state), decision.key, seat)
        text = intended(decision, seat, key in answered)
        answered.add(key)
        state = game.apply(state, seat, text).state
        steps += 1
    return steps


async def play(
    kind: str, scenario: Scenario, seed: int, folder: Path, handler: Tracebacks, clock: VirtualClock
) -> tuple[Figures, Notes]:
    """One whole game under one kind of failure (discord.py's pauses passing on ``clock``); its figures."""
    figures, notes = Figures(games=1), Notes()
    db = folder / f"faults-{kind}-{scenario.game}-{seed}.db"
    h = await Harness.start(f"sqlite+aiosqlite:///{db}", seed=seed, below_session=True)
    assert h.session is not None
    schedule = Schedule(kind, seed * 1000 + len(scenario.game), clock, h)
    h.session.intercept = schedule.on_request
    player = FaultPlayer(h, schedule, clock)
    table_act = h.bot.table.act
    h.bot.table.act = lambda *a, **k: player.act_slowly(table_act, *a, **k)  # type: ignore[method-assign]
    start = len(handler.records)
    try:
        await h.slash(1, "game", "create", game=scenario.game, players=scenario.players)
        lobby = h.fake.calls[-1].response["resource"]["message"]
        for key, presses in scenario.presses.items():
            for _ in range(presses):
                await h.click(1, lobby, f"mz:l:{GAME_ID}:opt:{key}")
        for user in range(2, scenario.players + 1):
            await h.slash(user, "game", "join")
        await h.slash(1, "game", "start")
        player.read()
        loaded = await player.loaded()
        clear_at = max(1, int(expected_log(loaded) * CLEAR_AT))
        schedule.active = True
        cleared = asked = False
        for _ in range(5000):
            loaded = await player.loaded()
            if loaded.state.finished:
                break
            owing = sorted({s for d in loaded.decisions() for s in d.waiting_for()})
            users = [loaded.record.user_of(s).user_id for s in owing]
            if schedule.channel_gone and not asked:  # an answer after the deletion: what does /game status say?
                asked = True
                await player.status(users[0] if users else 1)
            schedule.on_step(users, player.newest_live(), (await player.log_size()) / clear_at)
            player.read()
            if cleared:
                for user in users:
                    if not player.offered(user, loaded.state.step):
                        figures.owed_unprompted_after_clear += 1
                        if len(notes.unprompted) < 3:
                            notes.unprompted.append(f"{kind} {scenario.game} seed {seed}: step {loaded.state.step}")
            seat = min(loaded.decisions()[0].waiting_for())
            await player.answer(seat)
            await h.settle()
            await h.bot.announcer.catch_up()  # the scheduler's pass between two answers
            await h.settle()
            if not cleared and await player.log_size() >= clear_at:
                cleared = True
                schedule.clear()
                await h.bot.announcer.catch_up()
                await h.settle()
            player.read()
        loaded = await player.loaded()
        await h.bot.drain()
        player.read()
        if schedule.channel_gone:
            await player.status(1)
        finished = loaded.state.finished and standings_posted(h, scenario.players, schedule.channel_gone)
        figures.finished_with_standings = int(finished)
        if not finished:
            notes.unfinished.append(f"{kind} {scenario.game} seed {seed}: finished={loaded.state.finished}")
        await count(player, figures, notes, f"{kind} {scenario.game} seed {seed}")
        figures.injected = schedule.injected
        notes.status += [f"{kind} {scenario.game}: {line}" for line in player.notes_status]
    finally:
        refused = [r for r in h.fake.refused if "already been acknowledged" not in r]
        notes.refused += [f"{kind} {scenario.game}: {r[:200]}" for r in refused]
        h.fake.refused.clear()
        await h.stop()
    new = handler.records[start:]
    figures.tracebacks = len(new)
    notes.tracebacks += [f"{kind} {scenario.game}: {describe(r)}" for r in new]
    return figures, notes


def describe(record: logging.LogRecord) -> str:
    """A traceback in a line: the logger, the exception, and the project's frames it went through (innermost last)."""
    exc = record.exc_info[1] if record.exc_info else None
    frames = traceback.extract_tb(exc.__traceback__) if exc is not None else []
    ours = [f"{Path(f.filename).stem}.{f.name}:{f.lineno}" for f in frames if "/bot/" in f.filename]
    return f"{record.name}: {type(exc).__name__}: {str(exc)[:90]} at {' > '.join(ours[-4:])}"


def standings_posted(h: Harness, players: int, gone: bool) -> bool:
    """Whether the final standings and the record file were posted (channel or thread); where the channel was
    deleted, sent to every player by DM."""
    thread = h.thread_id()
    places = {f"/channels/{CHANNEL_ID}/messages", f"/channels/{thread}/messages"}
    posts = [c for c in h.fake.calls if c.method == "POST" and c.path in places]
    if gone:
        return all(
            any(STANDINGS in c.content and f"game-{GAME_ID}.json" in c.files for c in h.dms(user))
            for user in range(1, players + 1)
        )
    return any(STANDINGS in c.content for c in posts) and any(f"game-{GAME_ID}.json" in c.files for c in posts)


def confirmation(call: Any) -> str | None:
    """What tells a player his answer went in: a ✅ sentence, or the live message acknowledged (its click answered
    by a deferred update, the announcer rewriting it)."""
    if "✅" in call.content:
        return call.content
    if call.path.endswith("/callback") and call.payload.get("type") == DEFERRED_UPDATE:
        return "(the live message acknowledged)"
    return None


async def count(player: FaultPlayer, figures: Figures, notes: Notes, where: str) -> None:
    """The players' answers against the log (``where``: the kind and game, for the notes)."""
    h = player.h
    log = [e for e in await h.bot.table.log_rows(GAME_ID) if e.played_by == "player"]
    by_id: dict[str, int] = {}
    for entry in log:
        if entry.interaction_id is not None:
            by_id[entry.interaction_id] = by_id.get(entry.interaction_id, 0) + 1
    ours = {iid for a in player.answers for c in a.chains for iid in c.ids}
    figures.recorded = sum(n for iid, n in by_id.items() if iid in ours)
    for answer in player.answers:
        tries = [c for c in answer.chains if c.what in ("click", "modal", "play")]
        said = {iid: h.responses(iid) for c in tries for iid in c.ids}
        entries = sum(by_id.get(iid, 0) for iid in said)
        confirmed = [found for calls in said.values() for c in calls if (found := confirmation(c))]
        failed = [c.content for calls in said.values() for c in calls if "❌" in c.content]
        for chain in tries:
            carried = chain.what in ("modal", "play") or any(
                by_id.get(iid) or any(confirmation(c) for c in said[iid]) for iid in chain.ids
            )
            figures.sent += len(chain.ids) if carried else 0
        if entries > 1:
            figures.doubled += 1
            notes.doubled.append(f"{where}: {answer.text!r} by seat {answer.seat}, {entries} times")
        if confirmed and entries == 0:
            figures.lost += 1
            notes.lost.append(f"{where}: {answer.text!r} by seat {answer.seat}, told {confirmed[0][:120]!r}")
        if entries and failed:
            figures.told_failed_but_recorded += 1
            notes.told_failed.append(f"{where}: {answer.text!r} by seat {answer.seat}, told {failed[0][:120]!r}")


def measure(
    kinds: list[str], games: list[str], seeds: int, progress: Callable[[str], None] | None = None
) -> tuple[dict[str, Figures], Notes]:
    """The figures of each kind over ``seeds`` games of each of ``games``."""
    out: dict[str, Figures] = {}
    notes = Notes()
    handler = Tracebacks()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        with tempfile.TemporaryDirectory(dir=MEMORY if Path(MEMORY).is_dir() else None) as folder, tiny_images():
            for kind in kinds:
                total = out.setdefault(kind, Figures())
                for seed in range(1, seeds + 1):
                    for game in games:
                        clock_started = time.perf_counter()
                        figures, found = asyncio.run(_play(kind, SCENARIOS[game], seed, Path(folder), handler))
                        total.add(figures)
                        notes.merge(found)
                        if progress is not None:
                            progress(f"{kind} {game} seed {seed}: {time.perf_counter() - clock_started:.1f} s")
    finally:
        root.removeHandler(handler)
    return out, notes


async def _play(kind: str, scenario: Scenario, seed: int, folder: Path, handler: Tracebacks) -> tuple[Figures, Notes]:
    clock = VirtualClock()
    with virtual_time(clock):
        return await play(kind, scenario, seed, folder, handler, clock)


COLUMNS = (
    ("games", "games"), ("injected", "injected"), ("sent", "sent"), ("recorded", "recorded"), ("lost", "lost"),
    ("doubled", "doubled"), ("told_failed_but_recorded", "told failed"),
    ("owed_unprompted_after_clear", "unprompted"), ("tracebacks", "tracebacks"),
    ("finished_with_standings", "finished"),
)  # fmt: skip


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot bench --faults", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="one seed of each game and kind (a smoke run)")
    parser.add_argument("--seeds", type=int, default=None, help=f"seeds per game and kind (default {SEEDS})")
    parser.add_argument("--kind", action="append", choices=KINDS, help="only this kind (repeatable)")
    parser.add_argument("--game", action="append", choices=list(SCENARIOS), help="only this game (repeatable)")
    parser.add_argument("--progress", action="store_true", help="say each game's time on stderr")
    args = parser.parse_args(argv)
    seeds = args.seeds or (1 if args.quick else SEEDS)
    began = time.perf_counter()
    say = (lambda line: print(line, file=sys.stderr, flush=True)) if args.progress else None
    figures, notes = measure(list(args.kind or KINDS), list(args.game or SCENARIOS), seeds, say)
    took = time.perf_counter() - began
    if args.json:
        print(json.dumps({"faults": {k: asdict(f) for k, f in figures.items()}}, indent=2))
        return 0
    print(f"Marszałek when Discord fails: whole games under each kind of failure ({took:.0f} s)")
    print("  " + f"{'kind':<20}" + " ".join(f"{title:>11}" for _, title in COLUMNS))
    for kind, f in figures.items():
        print("  " + f"{kind:<20}" + " ".join(f"{getattr(f, name)!s:>11}" for name, _ in COLUMNS))
    for title, found in (
        ("tracebacks", notes.tracebacks), ("told failed, yet recorded", notes.told_failed), ("lost", notes.lost),
        ("doubled", notes.doubled),
        ("owed, no prompt", notes.unprompted), ("Discord would have refused", notes.refused),
        ("not finished with standings", notes.unfinished), ("/game status in DMs, the channel gone", notes.status),
    ):  # fmt: skip
        if found:
            print(f"  {title}:")
            for line in found:
                print(f"    {line}")
    return 0
