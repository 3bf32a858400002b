"""A recording stand-in for Discord's HTTP API, and raw gateway payloads to drive the real bot (the tests, and the
table's benchmark, `python -m bot bench --table`).

The bot under test is the real one (``create_bot``): it logs in through :class:`FakeDiscord`, which
answers every REST call as Discord would and records it, and interactions arrive as the raw
INTERACTION_CREATE payloads Discord sends, through discord.py's own dispatch (the command tree,
the view store, dynamic items, modals). Tests then read the recorded calls: what went to which
channel, which DM, which reply was ephemeral.

By default the fake stands in for discord.py's ``HTTPClient.request`` and its interaction webhook adapter. With
``Harness.start(..., below_session=True)`` it stands lower, in place of aiohttp's session (:class:`FakeSession`):
discord.py's own request loops then run over it (its rate limits, its retries of a 429, a 500 or 502, a reset), and
a :class:`FakeSession` may answer a request with any status or network failure first (``FakeSession.intercept``:
the fault bench, :mod:`bot.bench.faults`). discord.py's pauses then pass on a :class:`VirtualClock`, not the wall
clock (:func:`virtual_time`).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import itertools
import json
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import ModuleType
from typing import Any

import aiohttp
import discord
import discord.http
from discord.webhook import async_ as webhook_async
from multidict import CIMultiDict

from bot import create_bot
from bot.bench import fake_openapi
from bot.discord.app import SWEEPER, MarszalekBot
from bot.settings import Settings

APP_ID = 900000000000000001
BOT_ID = APP_ID
GUILD_ID = 800000000000000001
CHANNEL_ID = 700000000000000001
OTHER_CHANNEL_ID = 700000000000000002
EPHEMERAL = 64
NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC).isoformat()


def message_payload(message_id: int, channel_id: int, author: dict[str, Any], content: str) -> dict[str, Any]:
    """A MESSAGE object as Discord sends it, with nothing but text."""
    return {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "author": author,
        "content": content,
        "timestamp": NOW,
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
    }


def user_payload(user_id: int, name: str | None = None, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name or f"user{user_id}",
        "global_name": name or f"User {user_id}",
        "discriminator": "0",
        "avatar": None,
        "bot": bot,
    }


@dataclass
class Call:
    """One recorded HTTP call."""

    method: str
    path: str
    payload: dict[str, Any]
    """The request's JSON body (a list for a few calls, such as a sync's commands: read as an empty body)."""
    files: list[str] = field(default_factory=list)
    response: Any = None
    digests: list[str] = field(default_factory=list)
    """The uploaded files' contents, hashed (to tell whether two pictures are the same)."""
    blobs: list[bytes] = field(default_factory=list)
    """The uploaded files' bytes, in the order of ``files`` (the table's benchmark measures posted images)."""

    @property
    def body(self) -> dict[str, Any]:
        """The message the call carries: an interaction answer's ``data``, else the payload itself."""
        if not isinstance(self.payload, dict):
            return {}
        return (self.payload.get("data", self.payload) if "type" in self.payload else self.payload) or {}

    @property
    def content(self) -> str:
        return str(self.body.get("content") or "")

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.body.get("flags") or 0) & EPHEMERAL)

    def text(self) -> str:
        """Everything readable in the call: content, embeds, component labels and options."""
        return json.dumps(self.payload, ensure_ascii=False)


FAULTS = (
    "5xx", "reset", "reset_after", "missing_permissions", "dms_closed", "late", "unknown_message", "unknown_channel",
)  # fmt: skip
"""What the fake can make a call fail with, as Discord and the network fail in life: a 503 (after discord.py's own
retries), a connection reset before Discord took the call, one after it did (the call went in, its answer was
lost), 403 50013 (the bot lacks a permission), 403 50007 (the user's DMs are closed), 404 10062 (an interaction
answered too late), 404 10008 (the message is gone), 404 10003 (the channel is gone)."""


@dataclass
class Fault:
    """A failure the fake injects into the calls ``match`` picks (method, path), the next ``times`` of them."""

    kind: str
    match: Callable[[str, str], bool]
    times: int = 1
    hits: int = 0


class FakeResponse:
    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason


ACKNOWLEDGED = 40060
"""Discord's code for a second first answer to one interaction."""


class FakeDiscord:
    """Answers and records the bot's REST calls (bot HTTP client and interaction webhooks).

    Strict by default: every request is checked against Discord's API description and documented limits
    (:mod:`bot.bench.fake_openapi`); one Discord would refuse is answered as Discord would (HTTP 400, "Invalid Form
    Body"), is not recorded as a call, and is kept in :attr:`refused`, which :meth:`Harness.stop` reports.
    """

    def __init__(self, strict: bool = True) -> None:
        self.api = fake_openapi.shared() if strict else None
        self.refused: list[str] = []
        """Why Discord would have refused each request it was sent (empty when all were fine)."""
        self.acknowledged: set[str] = set()
        """Interactions already given their one callback."""
        self.calls: list[Call] = []
        self.ids = itertools.count(600000000000000001)
        self.closed_dms: set[int] = set()
        self.dm_channels: dict[int, int] = {}
        self.users: dict[int, dict[str, Any]] = {}
        self.messages: dict[int, dict[str, Any]] = {}
        self.cdn: dict[str, bytes] = {}
        """Files users attached, by URL (what Discord's CDN would serve)."""
        self.faults: list[Fault] = []
        """Failures to inject (:meth:`fail`), in order; a fault is spent after its ``times``."""
        self.injected: list[tuple[str, str, str]] = []
        """The faults injected so far: (kind, method, path)."""

    async def get_from_cdn(self, url: str) -> bytes:
        return self.cdn[url]

    def new_id(self) -> int:
        return next(self.ids)

    # --- what Discord would answer --------------------------------------------------------------

    def message(self, channel_id: int, payload: dict[str, Any], message_id: int | None = None) -> dict[str, Any]:
        msg_id = message_id or self.new_id()
        attachments = [
            {"id": str(self.new_id()), "filename": a.get("filename", "file"), "size": 1, "url": "u", "proxy_url": "u"}
            for a in payload.get("attachments", [])
        ]
        message = message_payload(msg_id, channel_id, user_payload(BOT_ID, "Marszałek", bot=True), "") | {
            "content": payload.get("content") or "",
            "attachments": attachments,
            "embeds": payload.get("embeds", []),
            "components": payload.get("components", []),
            "flags": payload.get("flags", 0),
        }
        self.messages[msg_id] = message
        return message

    def answer(self, method: str, path: str, payload: dict[str, Any]) -> Any:
        parts = path.strip("/").split("/")
        if method == "GET" and path == "/users/@me":
            return user_payload(BOT_ID, "Marszałek", bot=True)
        if method == "GET" and path == "/oauth2/applications/@me":
            return {
                "id": str(APP_ID),
                "name": "Marszałek",
                "icon": None,
                "description": "",
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "flags": 0,
                "owner": user_payload(1, "owner"),
                "team": None,
                "summary": "",
                "rpc_origins": [],
            }
        if method == "POST" and path == "/users/@me/channels":
            user_id = int(payload["recipient_id"])
            dm = self.dm_channels.setdefault(user_id, self.new_id())
            return {"id": str(dm), "type": 1, "recipients": [user_payload(user_id)], "last_message_id": None}
        if method == "GET" and parts[0] == "users":
            return user_payload(int(parts[1]))
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            channel_id = int(parts[1])
            if method == "POST":
                owner = next((u for u, c in self.dm_channels.items() if c == channel_id), None)
                if owner is not None and owner in self.closed_dms:
                    raise discord.Forbidden(
                        FakeResponse(403, "Forbidden"), {"code": 50007, "message": "Cannot send messages to this user"}
                    )
                return self.message(channel_id, payload)
            if method == "PATCH":
                return self.message(channel_id, payload, int(parts[3]))
        if method == "POST" and parts[0] == "channels" and parts[2] == "threads":
            thread_id = self.new_id()
            return {
                "id": str(thread_id),
                "type": 11,
                "guild_id": str(GUILD_ID),
                "parent_id": parts[1],
                "name": payload.get("name", "thread"),
                "owner_id": str(BOT_ID),
                "message_count": 0,
                "member_count": 1,
                "rate_limit_per_user": 0,
                "flags": 0,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": NOW,
                    "locked": False,
                },
            }
        if parts[0] == "interactions" and parts[-1] == "callback":
            kind = payload.get("type")
            interaction: dict[str, Any] = {"id": parts[1], "type": kind}
            result: dict[str, Any] = {"interaction": interaction}
            if kind in (4, 7):
                data = payload.get("data") or {}
                result["resource"] = {"type": kind, "message": self.message(CHANNEL_ID, data)}
                interaction["response_message_ephemeral"] = bool(int(data.get("flags") or 0) & EPHEMERAL)
            return result
        if parts[0] == "webhooks":
            return self.message(CHANNEL_ID, payload)
        return {}

    # --- plumbing -------------------------------------------------------------------------------

    def fail(self, kind: str, match: Callable[[str, str], bool], times: int = 1) -> Fault:
        """Make the next ``times`` calls ``match`` picks fail as ``kind`` (one of :data:`FAULTS`)."""
        if kind not in FAULTS:
            raise ValueError(f"no such fault: {kind}")
        fault = Fault(kind, match, times)
        self.faults.append(fault)
        return fault

    def _fault(self, method: str, path: str) -> str | None:
        for fault in self.faults:
            if fault.hits < fault.times and fault.match(method, path):
                fault.hits += 1
                self.injected.append((fault.kind, method, path))
                return fault.kind
        return None

    @staticmethod
    def _raise(kind: str) -> None:
        """The exception discord.py (or aiohttp under it) raises for a fault."""
        if kind == "5xx":
            raise discord.DiscordServerError(FakeResponse(503, "Service Unavailable"), {"code": 0, "message": "503"})
        if kind == "reset":
            raise aiohttp.ClientOSError(104, "Connection reset by peer")
        if kind == "reset_after":
            raise aiohttp.ServerDisconnectedError()
        if kind == "missing_permissions":
            raise discord.Forbidden(FakeResponse(403, "Forbidden"), {"code": 50013, "message": "Missing Permissions"})
        if kind == "dms_closed":
            raise discord.Forbidden(
                FakeResponse(403, "Forbidden"), {"code": 50007, "message": "Cannot send messages to this user"}
            )
        if kind == "late":
            raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10062, "message": "Unknown interaction"})
        if kind == "unknown_channel":
            raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10003, "message": "Unknown Channel"})
        raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10008, "message": "Unknown Message"})

    def record(
        self,
        method: str,
        path: str,
        payload: Any,
        files: list[str],
        *,
        uploads: list[bytes] | None = None,
        params: dict[str, Any] | None = None,
    ) -> Any:
        uploads = uploads or []
        fault = self._fault(method, path) if self.faults else None
        if fault is not None and fault != "reset_after":
            self._raise(fault)  # Discord never took the call
        if self.api is not None:
            sizes = [len(u) for u in uploads] or [0] * len(files)
            request = fake_openapi.Request(method, path, payload, sizes, params or {})
            problems = self.api.check(request) + self.state_problems(method, path)
            if problems:
                self.refused += problems
                code = ACKNOWLEDGED if "already been acknowledged" in problems[0] else 50035
                raise discord.HTTPException(
                    FakeResponse(400, "Bad Request"), {"code": code, "message": "Invalid Form Body: " + problems[0]}
                )
        digests = [hashlib.sha256(u).hexdigest()[:16] for u in uploads]
        call = Call(method, path, payload if payload is not None else {}, files, digests=digests, blobs=uploads)
        self.calls.append(call)
        call.response = self.answer(method, path, call.payload)
        if fault == "reset_after":
            self._raise(fault)  # Discord took the call; its answer is lost on the way back
        return call.response

    def state_problems(self, method: str, path: str) -> list[str]:
        """What Discord would refuse for what it knows: a second callback to one interaction (40060,
        "Interaction has already been acknowledged"), an edit of a message it never sent (10008)."""
        parts = path.strip("/").split("/")
        if parts[0] == "interactions" and parts[-1] == "callback":
            if parts[1] in self.acknowledged:
                return [f"{method} {path}: the interaction has already been acknowledged"]
            self.acknowledged.add(parts[1])
        edit = method == "PATCH" and parts[0] == "channels" and len(parts) == 4 and parts[3].isdigit()
        if edit and int(parts[3]) not in self.messages:
            return [f"{method} {path}: unknown message {parts[3]}"]
        return []

    async def http_request(self, route: Any, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        payload = kwargs.get("json")
        if form:
            for part in form:
                if part.get("name") == "payload_json":
                    payload = json.loads(part["value"])
        names = [f.filename for f in files or []]
        uploads = [_read(f) for f in files or []]
        return self.record(route.method, _path(route), payload, names, uploads=uploads, params=kwargs.get("params"))


def _read(file: discord.File) -> bytes:
    """What an upload carries, leaving the file where discord.py expects it."""
    fp = file.fp
    here = fp.tell()
    fp.seek(file._original_pos)
    data = fp.read()
    fp.seek(here)
    return bytes(data)


def _path(route: Any) -> str:
    """The request path with its parameters filled in, relative to the API base."""
    url: str = route.url
    return url.split("/api/v10", 1)[-1].split("?", 1)[0]


class RecordingAdapter(webhook_async.AsyncWebhookAdapter):
    """Interaction callbacks and follow-ups, recorded instead of sent."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__()
        self.fake = fake

    async def request(
        self, route: Any, session: Any, *, payload: Any = None, multipart: Any = None, files: Any = None, **kwargs: Any
    ) -> Any:
        body = payload
        if multipart:
            for part in multipart:
                if part.get("name") == "payload_json":
                    body = json.loads(part["value"])
        names = [f.filename for f in files or []]
        uploads = [_read(f) for f in files or []]
        return self.fake.record(route.method, _path(route), body, names, uploads=uploads, params=kwargs.get("params"))


# --- below aiohttp's session ------------------------------------------------------------------------

REASONS = {
    200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
    500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
}  # fmt: skip


class SessionResponse:
    """An HTTP answer as discord.py reads aiohttp's: status, reason, headers (the rate-limit ones), text."""

    def __init__(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        self.status = status
        self.reason = REASONS.get(status, "")
        self.headers: CIMultiDict[str] = CIMultiDict()
        if body is not None:  # (a proxy's error page is HTML)
            self.headers["Content-Type"] = "text/html" if isinstance(body, str) else "application/json"
        self.headers.update(headers or {})
        self.body = body
        self._text = "" if body is None else body if isinstance(body, str) else json.dumps(body)

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text

    async def json(self) -> Any:
        return self.body

    async def read(self) -> bytes:
        return self._text.encode()


@dataclass
class Sent:
    """One request as it left discord.py, decoded: its path relative to the API base, its JSON (a multipart form's
    ``payload_json``), its files."""

    method: str
    path: str
    payload: Any
    files: list[str]
    uploads: list[bytes]
    params: dict[str, Any]


@dataclass
class Outcome:
    """How a request goes instead of Discord's plain answer: Discord answers ``status`` (with ``body`` and
    ``headers``) without taking it, or the network fails before Discord took it (``before``) or after (``after``:
    the call went in, its answer was lost on the way back)."""

    status: int = 0
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    before: BaseException | None = None
    after: BaseException | None = None


Intercept = Callable[[Sent], Outcome | None]


def decode(method: str, url: str, kwargs: dict[str, Any]) -> Sent:
    """What discord.py sent: the JSON body, or the multipart form's ``payload_json`` and its files' bytes."""
    data = kwargs.get("data")
    payload: Any = None
    names: list[str] = []
    uploads: list[bytes] = []
    if isinstance(data, str | bytes):
        payload = json.loads(data)
    elif isinstance(data, aiohttp.FormData):
        for options, _headers, value in data._fields:
            if options.get("name") == "payload_json":
                payload = json.loads(value)
            elif "filename" in options:
                names.append(str(options["filename"]))
                uploads.append(bytes(value.read() if hasattr(value, "read") else value))
    path = url.split("/api/v10", 1)[-1].split("?", 1)[0]
    return Sent(method, path, payload, names, uploads, dict(kwargs.get("params") or {}))


def rate_headers(sent: Sent) -> dict[str, str]:
    """The rate-limit headers of a plain answer: a bucket per route, never near its limit (discord.py updates its
    buckets from them and never waits)."""
    route = "/".join("{id}" if part.isdigit() or part.startswith("token-") else part for part in sent.path.split("/"))
    bucket = hashlib.sha256(f"{sent.method} {route}".encode()).hexdigest()[:16]
    return {
        "X-RateLimit-Limit": "50",
        "X-RateLimit-Remaining": "49",
        "X-RateLimit-Reset-After": "1.000",
        "X-RateLimit-Reset": f"{datetime.now(UTC).timestamp() + 1:.3f}",
        "X-RateLimit-Bucket": bucket,
    }


class _Exchange:
    """``session.request(...)``'s answer: an async context manager whose entry is the request's round trip."""

    def __init__(self, trip: Callable[[], Awaitable[SessionResponse]]) -> None:
        self.trip = trip

    async def __aenter__(self) -> SessionResponse:
        return await self.trip()

    async def __aexit__(self, *exc: object) -> None:
        return None


class FakeSession:
    """In place of the bot's aiohttp ``ClientSession``: discord.py's HTTP client and its interaction webhook adapter
    send through it, so that their own retries and rate-limit handling run. Each request is decoded and answered by
    the :class:`FakeDiscord` (checked and recorded as by the default transport; a refusal comes back as Discord
    sends it, a status and a JSON error), unless ``intercept`` says otherwise first (:class:`Outcome`)."""

    def __init__(self, fake: FakeDiscord, intercept: Intercept | None = None) -> None:
        self.fake = fake
        self.intercept = intercept
        self.closed = False
        self.requests = 0
        """Requests sent (discord.py's retries each count)."""

    def request(self, method: str, url: str, **kwargs: Any) -> _Exchange:
        return _Exchange(lambda: self.exchange(method, url, kwargs))

    async def exchange(self, method: str, url: str, kwargs: dict[str, Any]) -> SessionResponse:
        self.requests += 1
        sent = decode(method, url, kwargs)
        outcome = self.intercept(sent) if self.intercept is not None else None
        if outcome is not None and outcome.before is not None:
            raise outcome.before
        if outcome is not None and outcome.status:
            return SessionResponse(outcome.status, outcome.body, outcome.headers)
        try:
            body = self.fake.record(
                sent.method, sent.path, sent.payload, sent.files, uploads=sent.uploads, params=sent.params
            )
        except discord.HTTPException as exc:  # Discord's refusal, as it sends it
            return SessionResponse(exc.status, {"code": exc.code, "message": exc.text})
        if outcome is not None and outcome.after is not None:
            raise outcome.after
        return SessionResponse(200, body, rate_headers(sent))

    async def close(self) -> None:
        self.closed = True


async def below_the_session(bot: MarszalekBot, session: FakeSession) -> None:
    """From now on the bot's HTTP goes through discord.py's own request loops into ``session`` (the interaction
    callbacks and follow-ups through discord.py's own webhook adapter); the aiohttp session the login made is closed."""
    real = bot.http._HTTPClient__session  # type: ignore[attr-defined]
    vars(bot.http).pop("request", None)  # discord.py's HTTPClient.request again
    bot.http._HTTPClient__session = session  # type: ignore[attr-defined]
    webhook_async.async_context.set(webhook_async.AsyncWebhookAdapter())
    if isinstance(real, aiohttp.ClientSession):
        await real.close()


class VirtualClock:
    """Seconds that pass without sleeping: discord.py's pauses (a 429's ``retry_after``, its back-off after a 5xx
    or a reset), and whatever else a bench lets pass (a slow database)."""

    def __init__(self) -> None:
        self.now = 0.0

    def advance(self, seconds: float) -> None:
        self.now += max(0.0, float(seconds))


class _VirtualAsyncio(ModuleType):
    """``asyncio`` as discord.py's HTTP modules see it under :func:`virtual_time`: ``sleep`` moves the clock on and
    only yields to the loop."""

    def __init__(self, clock: VirtualClock) -> None:
        super().__init__("asyncio")
        self._clock = clock

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, delay: float, result: Any = None) -> Any:
        self._clock.advance(delay)
        await asyncio.sleep(0)
        return result


@contextlib.contextmanager
def virtual_time(clock: VirtualClock) -> Iterator[VirtualClock]:
    """discord.py's HTTP client and webhook adapter pause on ``clock`` instead of the wall clock, for as long as the
    block runs (a benchmark of many 429s and 5xx needs no wall-clock waits)."""
    modules: list[Any] = [discord.http, webhook_async]
    saved = [m.asyncio for m in modules]
    for module in modules:
        module.asyncio = _VirtualAsyncio(clock)
    try:
        yield clock
    finally:
        for module, original in zip(modules, saved, strict=True):
            module.asyncio = original


class Harness:
    """A real bot, logged in against the fake, fed raw gateway payloads."""

    def __init__(self, bot: MarszalekBot, fake: FakeDiscord) -> None:
        self.bot = bot
        self.fake = fake
        self.private_tokens: set[str] = set()
        """Webhook tokens of interactions made in a DM or on an ephemeral message: their answers are
        private too."""
        self.locales: dict[int, str] = {}
        """Each user's Discord client language (``en-GB`` unless set here)."""
        self.guild_locale = "en-GB"
        """The server's preferred language (the language of its channels' public messages)."""
        self.app_permissions = "562949953421311"
        """The bot's permissions in the channel, as Discord sends them with each interaction (all of them)."""
        self.session: FakeSession | None = None
        """The stand-in for aiohttp's session, when the fake stands below it."""

    @classmethod
    async def start(
        cls,
        database_url: str,
        fake: FakeDiscord | None = None,
        seed: int | None = 1,
        strict: bool = True,
        below_session: bool = False,
        **settings: Any,
    ) -> Harness:
        """A bot logged in against ``fake`` (a new one unless given; ``strict=False`` skips the check of every
        request against Discord's API description, for a benchmark that times the bot alone); ``settings`` are
        more :class:`Settings` fields (e.g. ``shard_count``, ``shard_ids``). ``below_session``: the fake stands in
        for aiohttp's session rather than for discord.py's request (:class:`FakeSession`, in ``harness.session``)."""
        fake = fake or FakeDiscord(strict=strict)
        webhook_async.async_context.set(RecordingAdapter(fake))
        bot = create_bot(
            Settings(discord_token="test-token", database_url=database_url, owner_ids=frozenset({1}), **settings)
        )
        bot.http.request = fake.http_request  # type: ignore[method-assign]
        bot.announcer.pauses = (0.0, 0.0, 0.0)  # (a fault the fake injects is tried again at once: no test sleeps)
        bot.http.get_from_cdn = fake.get_from_cdn  # type: ignore[method-assign]
        try:
            await bot.login("test-token")
        except BaseException:  # (the database could not be opened: the bot's HTTP session is closed all the same)
            await bot.close()
            raise
        if seed is not None:
            bot.table.seeds = lambda: seed
        bot._connection.parse_guild_create(guild_payload())
        harness = cls(bot, fake)
        if below_session:
            harness.session = FakeSession(fake)
            await below_the_session(bot, harness.session)
        return harness

    async def stop(self) -> None:
        """Shut the bot down; fail if it sent Discord a request Discord would have refused."""
        await self.bot.drain()
        await self.bot.close()
        refused, self.fake.refused = self.fake.refused, []
        assert not refused, "Discord would have refused:\n" + "\n".join(refused)

    async def settle(self) -> None:
        """Wait until the dispatch tasks and the bot's background work have finished."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 20
        while True:
            await asyncio.sleep(0)
            pending = [
                t
                for t in asyncio.all_tasks()
                if t is not asyncio.current_task()
                and not t.done()
                and not _is_view_timer(t)
                and t.get_name() != SWEEPER  # (a bot's service for as long as it runs)
            ]
            if not pending:
                return
            if loop.time() > deadline:
                raise AssertionError(f"the bot did not settle: {[t.get_coro() for t in pending]}")
            await asyncio.wait(pending, timeout=1)

    # --- raw payloads ---------------------------------------------------------------------------

    def base(
        self, kind: int, user_id: int, channel_id: int | None, dm: bool, interaction_id: int | None
    ) -> dict[str, Any]:
        iid = interaction_id or self.fake.new_id()
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(APP_ID),
            "type": kind,
            "token": f"token-{user_id}-{iid}",
            "version": 1,
            "locale": self.locales.get(user_id, "en-GB"),
            "app_permissions": self.app_permissions,
            "attachment_size_limit": 10485760,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(GUILD_ID)},
        }
        if dm:
            self.private_tokens.add(payload["token"])
            dm_channel = self.fake.dm_channels.setdefault(user_id, self.fake.new_id())
            payload.update(
                user=user_payload(user_id),
                channel_id=str(dm_channel),
                context=1,
                channel={"id": str(dm_channel), "type": 1, "recipients": [user_payload(user_id)]},
            )
        else:
            channel_id = channel_id or CHANNEL_ID
            payload.update(
                guild_id=str(GUILD_ID),
                guild_locale=self.guild_locale,
                channel_id=str(channel_id),
                context=0,
                channel={
                    "id": str(channel_id),
                    "type": 0,
                    "guild_id": str(GUILD_ID),
                    "name": "game-room",
                    "position": 0,
                    "permission_overwrites": [],
                    "nsfw": False,
                    "parent_id": None,
                },
                member={
                    "user": user_payload(user_id),
                    "roles": [],
                    "joined_at": NOW,
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                    "permissions": "32" if user_id == 99 else "2048",
                },
            )
        return payload

    async def slash(
        self,
        user_id: int,
        *path: str,
        dm: bool = False,
        channel_id: int | None = None,
        interaction_id: int | None = None,
        files: dict[str, tuple[str, bytes]] | None = None,
        users: dict[str, int] | None = None,
        **options: Any,
    ) -> dict[str, Any]:
        """Invoke a slash command, e.g. ``slash(1, "game", "create", game="boze")``; ``files`` attaches
        files to attachment options (option name → file name and bytes)."""
        opts = [{"name": k, "type": 4 if isinstance(v, int) else 3, "value": v} for k, v in options.items()]
        resolved: dict[str, Any] = {}
        for name, (filename, content) in (files or {}).items():
            attachment_id = str(self.fake.new_id())
            url = f"https://cdn.example/{attachment_id}/{filename}"
            self.fake.cdn[url] = content
            resolved[attachment_id] = {
                "id": attachment_id, "filename": filename, "size": len(content), "url": url, "proxy_url": url,
            }  # fmt: skip
            opts.append({"name": name, "type": 11, "value": attachment_id})
        resolved_users: dict[str, Any] = {}
        for name, user in (users or {}).items():
            opts.append({"name": name, "type": 6, "value": str(user)})
            resolved_users[str(user)] = user_payload(user)
        data: dict[str, Any] = {"name": path[-1], "type": 1, "options": opts}
        for name in reversed(path[:-1]):
            data = {"name": name, "type": 1 if name == path[-2] else 2, "options": [data]}
        data = {"id": str(hash(path[0]) & 0xFFFFFFFF), **data, "type": 1}
        if resolved or resolved_users:
            data["resolved"] = {}
            if resolved:
                data["resolved"]["attachments"] = resolved
            if resolved_users:
                data["resolved"]["users"] = resolved_users
        payload = self.base(2, user_id, channel_id, dm, interaction_id) | {"data": data}
        return await self.dispatch(payload)

    async def autocomplete(
        self, user_id: int, command: str, focused: str, value: str, dm: bool = False
    ) -> list[dict[str, Any]]:
        data = {
            "id": "1",
            "name": command,
            "type": 1,
            "options": [{"name": focused, "type": 3, "value": value, "focused": True}],
        }
        payload = self.base(4, user_id, None, dm, None) | {"data": data}
        await self.dispatch(payload)
        call = self.responses(payload["id"])[-1]
        return list(call.payload["data"]["choices"])

    async def click(
        self,
        user_id: int,
        message: dict[str, Any],
        custom_id: str,
        values: list[str] | None = None,
        interaction_id: int | None = None,
    ) -> dict[str, Any]:
        """Press a button (or choose in a menu) on a message the bot sent."""
        component = find_component(message, custom_id)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        dm = int(message["channel_id"]) in self.fake.dm_channels.values()
        channel = int(message["channel_id"])
        payload = self.base(3, user_id, None if dm else channel, dm, interaction_id) | {
            "data": data,
            "message": message,
        }
        if int(message.get("flags") or 0) & EPHEMERAL:
            self.private_tokens.add(payload["token"])  # an ephemeral message stays private when edited
        return await self.dispatch(payload)

    async def submit_modal(
        self, user_id: int, custom_id: str, values: dict[str, str], dm: bool = False
    ) -> dict[str, Any]:
        rows = [{"type": 1, "components": [{"type": 4, "custom_id": k, "value": v}]} for k, v in values.items()]
        payload = self.base(5, user_id, None, dm, None) | {"data": {"custom_id": custom_id, "components": rows}}
        return await self.dispatch(payload)

    async def dm_message(self, user_id: int, content: str) -> None:
        """A direct message typed by a user to the bot (MESSAGE_CREATE in a DM channel)."""
        channel = self.fake.dm_channels.setdefault(user_id, self.fake.new_id())
        message = message_payload(self.fake.new_id(), channel, user_payload(user_id), content)
        self.bot._connection.parse_message_create(message)  # type: ignore[arg-type]
        await self.settle()

    async def dispatch(self, payload: dict[str, Any]) -> dict[str, Any]:
        self.fake.acknowledged.discard(payload["id"])  # a delivery again: Discord saw no answer to the first
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await self.settle()
        return payload

    # --- reading what was sent ------------------------------------------------------------------

    def responses(self, interaction_id: str) -> list[Call]:
        """The callback and follow-ups answering one interaction."""
        out = [c for c in self.fake.calls if c.path.startswith(f"/interactions/{interaction_id}/")]
        token = None
        for c in self.fake.calls:
            if c.path.startswith(f"/interactions/{interaction_id}/"):
                token = c.path.split("/")[3]
        if token:
            out += [c for c in self.fake.calls if c.path.startswith("/webhooks/") and f"/{token}" in c.path]
        return out

    def reply_to(self, payload: dict[str, Any]) -> Call:
        calls = self.responses(payload["id"])
        assert calls, "the interaction got no answer"
        return calls[0]

    def channel_messages(self, channel_id: int = CHANNEL_ID) -> list[Call]:
        return [c for c in self.fake.calls if c.method == "POST" and c.path == f"/channels/{channel_id}/messages"]

    def dms(self, user_id: int) -> list[Call]:
        dm = self.fake.dm_channels.get(user_id)
        return [
            c for c in self.fake.calls if c.method == "POST" and c.path == f"/channels/{dm}/messages" and c.response
        ]

    def thread_id(self) -> int | None:
        for c in self.fake.calls:
            if c.method == "POST" and c.path.endswith("/threads"):
                return int(c.response["id"])
        return None

    def _in_dm(self, call: Call) -> bool:
        parts = call.path.strip("/").split("/")
        return parts[2] in self.private_tokens

    def public_text(self) -> str:
        """Everything anyone in the channel or thread could read: channel and thread posts, and
        every non-ephemeral interaction answer."""
        parts = []
        dms = set(self.fake.dm_channels.values())
        for c in self.fake.calls:
            if c.method in ("POST", "PATCH") and c.path.startswith("/channels/"):
                if int(c.path.split("/")[2]) not in dms:
                    parts.append(c.text())
            elif c.path.startswith(("/interactions/", "/webhooks/")) and not c.ephemeral and not self._in_dm(c):
                parts.append(c.text())
        return "\n".join(parts)


def _is_view_timer(task: asyncio.Task[Any]) -> bool:
    """discord.py gives ephemeral views a 15-minute timer task; it is not work the bot still owes."""
    return "timeout_task_impl" in getattr(task.get_coro(), "__qualname__", "")


def find_component(message: dict[str, Any], custom_id: str) -> dict[str, Any]:
    for row in message.get("components", []):
        for component in row.get("components", []):
            if component.get("custom_id") == custom_id:
                return component
    raise AssertionError(f"no component {custom_id} on the message")


def components(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components", []) for c in row.get("components", [])]


def guild_payload() -> dict[str, Any]:
    return {
        "id": str(GUILD_ID),
        "name": "Sejm",
        "icon": None,
        "owner_id": "1",
        "region": "eu",
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [
            {
                "id": str(GUILD_ID),
                "name": "@everyone",
                "permissions": "2048",
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": None,
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "vanity_url_code": None,
        "description": None,
        "banner": None,
        "premium_tier": 0,
        "preferred_locale": "en-GB",
        "public_updates_channel_id": None,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": False,
        "member_count": 5,
        "large": False,
        "unavailable": False,
        "joined_at": NOW,
        "members": [],
        "voice_states": [],
        "presences": [],
        "threads": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "stickers": [],
        "channels": [
            {
                "id": str(cid),
                "type": 0,
                "guild_id": str(GUILD_ID),
                "name": name,
                "position": i,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
                "topic": None,
                "last_message_id": None,
                "rate_limit_per_user": 0,
            }
            for i, (cid, name) in enumerate(((CHANNEL_ID, "game-room"), (OTHER_CHANNEL_ID, "other-room")))
        ],
    }
