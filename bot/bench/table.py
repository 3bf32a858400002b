"""``python -m bot bench --table``: what a group lives through on Discord in a first turn or round.

The first turn of Boże Igrzysko (3 players), the first round of Sigismundus Augustus (4 players, short
game) and of Niepodległa (2 players, basic) are played through the real bot and discord.py's dispatch
against the recording fake (:mod:`bot.bench.fake_discord`), as the tests do. A simple deterministic player
answers every decision where its prompt is: on the live message in the channel, or in his DMs (opening
the private copy of a prompt when the channel offers only that). What he answers does not depend on the
components, so that the game takes the same course before and after a change of the Discord layer and
only the way of answering is measured: the form's first legal answer (its first choice, its lowest
number, the first value of each place, the first word at each step), and when the same decision comes
back to him in the same phase (another estate, another recruitment, another re-roll) the decision's
default (pass, done, the lowest). He then clicks what gives that answer: a preset or a whole answer that
is it, the choice's button or menu option, the number's menu or modal, the words one by one (a menu of
several for a set), the allocation's modal; what the components cannot give he types with ``/play``
(counted in ``fallbacks``). The play stops when the
turn/round number (the part of ``Game.phase_key`` before its colon) reaches 2.

What is counted, per game (the JSON keys):

``decisions``
    Answers the first turn needed: the actions in the game's log (one seat's answer to one decision;
    a joint proposal and each agreement count separately), whoever gave them.
``forced``
    Of those, the answers the table played itself (nobody clicked).
``posts``
    New messages in the game channel: bot posts, and interaction answers that are not ephemeral.
``ping_posts``
    Of those, the posts that ping someone (the floor of ``posts``: one ping per owed decision needs a post).
``thread_posts``
    New messages in the spectator thread.
``edits``
    Edits of channel messages (a PATCH, or an interaction answered by updating its message).
``deletes``
    Channel messages deleted.
``dms_per_player_max``
    Direct messages the bot sent to one player (the most of any player).
``pings_per_owed_decision_max``
    A ping is a channel post whose allowed mentions notify a user (its content mentions him and its
    ``allowed_mentions`` let that notify), or a DM that opens a decision for him (it carries a
    decision's components). An owed decision is the span from the moment a player starts to owe an
    answer to a decision (by its key) until he gives one (or no longer owes it): a struggle in which the
    others act meanwhile is one owed decision, however often the table moves on. The figure is the most
    pings any player got within one owed decision.
``pings_stray``
    Pings to a player who owed nothing at that moment.
``clicks_median``, ``clicks_max``
    Interactions the player sent to give one answer (component clicks and modal submits; a ``/play``
    fallback counts one), over the answers the players gave.
``single_choice_waits``
    Answers a player had to give although the table could have played them:
    :func:`rules.core.forms.forced_answer` had an answer for that seat when the player was asked.
``images``
    Images posted in the channel (attachments of posts and edits).
``full_boards``
    Of those, full boards posted at a turn's end (named ``…-end-board.png``): exempt from the phone check.
``min_text_px_at_400``
    The smallest text height, in pixels, of any other posted image when shown 400 px wide (``null``
    when none was posted).
``syntax_in_text``
    Distinct snippets of command syntax in anything the players read (channel, thread, DMs, private
    replies, component labels): a backticked span that is not a slash command (`` `/play` `` is the
    typing hint), a ``key=value`` pair, a whole multi-word action text of the game's log, or a label
    ending in lower-case command words after a colon ("Submit: pass").
``fallbacks``
    Answers the player could not give on the components and typed with ``/play`` instead.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.bench.fake_discord import BOT_ID, CHANNEL_ID, EPHEMERAL, Call, Harness, message_payload, user_payload
from bot.discord.components import decode_path, several, steps_words

GAME_ID = 1
"""Every scenario is the first game of a fresh database."""

KIND = re.compile(r"^mz:[bs]:(?P<gid>\d+):(?P<step>\d+):(?P<kind>[a-z]+):")
ANSWER_KINDS = {"o", "n", "m", "a", "s", "as", "ss", "t", "ts", "x", "w", "k", "u", "v"}
"""Component kinds that work towards an answer (see :mod:`bot.discord.components`); others (start over, the private
copy, the full board, Change) do not."""


@dataclass(frozen=True)
class Scenario:
    game: str
    players: int
    presses: dict[str, int]
    """Lobby option buttons pressed before the start, by option key."""
    seed: int = 3


SCENARIOS = {
    "boze": Scenario("boze", 3, {}),
    "sigismundus": Scenario("sigismundus", 4, {"short": 1}),
    "niepodlegla": Scenario("niepodlegla", 2, {}),
}


@dataclass
class Message:
    """A message as it reads now, and who can read it (``None``: the channel or thread)."""

    id: int
    channel: int
    reader: int | None
    content: str = ""
    components: list[dict[str, Any]] = field(default_factory=list)
    order: int = 0


@dataclass
class Figures:
    decisions: int = 0
    forced: int = 0
    posts: int = 0
    ping_posts: int = 0
    thread_posts: int = 0
    edits: int = 0
    deletes: int = 0
    dms: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    pings: list[int] = field(default_factory=list)
    pings_stray: int = 0
    clicks: list[int] = field(default_factory=list)
    single_choice_waits: int = 0
    images: int = 0
    full_boards: int = 0
    text_px: list[float] = field(default_factory=list)
    syntax: dict[str, str] = field(default_factory=dict)
    fallbacks: int = 0

    def summary(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions,
            "forced": self.forced,
            "posts": self.posts,
            "ping_posts": self.ping_posts,
            "thread_posts": self.thread_posts,
            "edits": self.edits,
            "deletes": self.deletes,
            "dms_per_player_max": max(self.dms.values(), default=0),
            "pings_per_owed_decision_max": max(self.pings, default=0),
            "pings_stray": self.pings_stray,
            "clicks_median": statistics.median(self.clicks) if self.clicks else 0,
            "clicks_max": max(self.clicks, default=0),
            "single_choice_waits": self.single_choice_waits,
            "images": self.images,
            "full_boards": self.full_boards,
            "min_text_px_at_400": round(min(self.text_px), 1) if self.text_px else None,
            "syntax_in_text": len(self.syntax),
            "fallbacks": self.fallbacks,
        }


def components_of(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """Every interactive component of a message or modal payload, rows and labels opened."""
    out: list[dict[str, Any]] = []
    for row in payload.get("components") or []:
        if "components" in row:
            out += components_of(row)
        elif "component" in row:
            out.append(row["component"])
        else:
            out.append(row)
    return out


def kind_of(component: dict[str, Any]) -> tuple[int, str] | None:
    """(step, kind) of a decision component, from its custom id."""
    found = KIND.match(str(component.get("custom_id", "")))
    return (int(found["step"]), found["kind"]) if found else None


def for_seat(component: dict[str, Any], seat: int) -> bool:
    """Whether a decision component is ``seat``'s to use: bound to no seat (the one prompt of whoever must
    act), or to his."""
    parts = str(component.get("custom_id", "")).split(":")
    return len(parts) < 7 or parts[6] == str(seat)


class Transcript:
    """Reads the fake's recorded calls as messages (the harness records calls, not message states)."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.seen = 0
        self.messages: dict[int, Message] = {}
        self.clicked: dict[str, tuple[int, int | None]] = {}
        """Interaction id → (the message clicked, its reader)."""
        self.modals: dict[int, dict[str, Any]] = {}
        """The last modal opened for each user."""
        self.counter = 0

    def user_of_token(self, path: str) -> int:
        return int(path.split("/token-", 1)[1].split("-", 1)[0])

    def reader_of_channel(self, channel: int) -> int | None:
        for user, dm in self.h.fake.dm_channels.items():
            if dm == channel:
                return user
        return None

    def new_calls(self) -> list[Call]:
        calls = self.h.fake.calls[self.seen :]
        self.seen = len(self.h.fake.calls)
        for call in calls:
            self.read(call)
        return calls

    def _put(self, message: dict[str, Any], reader: int | None, channel: int) -> None:
        self.counter += 1
        self.messages[int(message["id"])] = Message(
            int(message["id"]), channel, reader, message.get("content") or "", message.get("components") or [],
            self.counter,
        )  # fmt: skip

    def _edit(self, message_id: int, data: dict[str, Any]) -> None:
        message = self.messages.get(message_id)
        if message is None:
            return
        self.counter += 1
        message.order = self.counter
        if "content" in data:
            message.content = data.get("content") or ""
        if "components" in data:
            message.components = data.get("components") or []

    def read(self, call: Call) -> None:
        parts = call.path.strip("/").split("/")
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            channel = int(parts[1])
            if call.method == "POST" and isinstance(call.response, dict) and "id" in call.response:
                self._put(call.response, self.reader_of_channel(channel), channel)
            elif call.method == "PATCH":
                self._edit(int(parts[3]), call.payload)
            elif call.method == "DELETE":
                self.messages.pop(int(parts[3]), None)
        elif parts[0] == "interactions" and parts[-1] == "callback":
            kind = call.payload.get("type")
            user = self.user_of_token(call.path)
            data = call.payload.get("data") or {}
            if kind == 4:
                private = call.ephemeral or self.h._in_dm(call)
                message = call.response["resource"]["message"]
                self._put(message, user if private else None, self.channel_of(call, user))
            elif kind == 7:
                clicked = self.clicked.get(parts[1])
                if clicked is not None:
                    self._edit(clicked[0], data)
            elif kind == 9:
                self.modals[user] = data
        elif parts[0] == "webhooks":
            user = self.user_of_token(call.path)
            if call.method == "POST" and isinstance(call.response, dict):
                private = call.ephemeral or self.h._in_dm(call)
                self._put(call.response, user if private else None, self.channel_of(call, user))
            elif call.method == "PATCH" and len(parts) >= 5 and parts[4].isdigit():
                self._edit(int(parts[4]), call.payload)
            elif call.method == "PATCH" and len(parts) >= 5 and parts[4] == "@original":
                clicked = self.clicked.get(parts[2].rsplit("-", 1)[-1])  # (a deferred click: its message)
                if clicked is not None:
                    self._edit(clicked[0], call.payload)

    def channel_of(self, call: Call, user: int) -> int:
        """Where an interaction's answer shows: the user's DM channel for an interaction made in a DM."""
        return self.h.fake.dm_channels.get(user, CHANNEL_ID) if self.h._in_dm(call) else CHANNEL_ID

    def payload(self, message: Message) -> dict[str, Any]:
        """A message as it reads now, as Discord would send it with an interaction on it."""
        author = user_payload(BOT_ID, "Marszałek", bot=True)
        private = message.reader is not None and message.channel == CHANNEL_ID
        return message_payload(message.id, message.channel, author, message.content) | {
            "components": message.components,
            "flags": EPHEMERAL if private else 0,
        }

    def prompt_for(self, user: int, step: int) -> Message | None:
        """The newest message ``user`` can read with components for ``step``: a real prompt before a
        button that only opens a private copy."""
        best: tuple[int, int, Message] | None = None
        for message in self.messages.values():
            if message.reader not in (None, user):
                continue
            if message.reader is None and message.channel != CHANNEL_ID:
                continue
            found = [k for c in components_of({"components": message.components}) if (k := kind_of(c))]
            kinds = [kind for s, kind in found if s == step]
            if not kinds:
                continue
            rank = 1 if any(k in ANSWER_KINDS for k in kinds) else 0
            if best is None or (rank, message.order) > best[:2]:
                best = (rank, message.order, message)
        return best[2] if best else None


# --- measuring --------------------------------------------------------------------------------------

MENTION = re.compile(r"<@!?(\d+)>")
BACKTICKS = re.compile(r"`([^`\n]+)`")
PAIR = re.compile(r"\b[a-z]+=\d")
SUBMIT_WORDS = re.compile(r"^(Submit|Wyślij): [a-z]")


def pinged(call: Call) -> set[int]:
    """The users a channel post notifies: mentioned in its content and let through by its allowed mentions."""
    data = call.payload.get("data", call.payload) if call.path.startswith("/interactions/") else call.payload
    data = data or {}
    mentioned = {int(m) for m in MENTION.findall(str(data.get("content") or ""))}
    allowed = data.get("allowed_mentions")
    if allowed is None:
        return mentioned  # Discord's default: every mention notifies
    if "users" in (allowed.get("parse") or []):
        return mentioned
    return mentioned & {int(u) for u in allowed.get("users") or []}


def readable(payload: dict[str, Any]) -> list[str]:
    """Every piece of text a reader sees in a message or modal payload."""
    texts = [str(payload.get("content") or ""), str(payload.get("title") or "")]
    for component in components_of(payload):
        for key in ("label", "placeholder"):
            if component.get(key):
                texts.append(str(component[key]))
        for option in component.get("options") or []:
            texts += [str(option.get("label") or ""), str(option.get("description") or "")]
    for row in payload.get("components") or []:
        if row.get("type") == 18:
            texts += [str(row.get("label") or ""), str(row.get("description") or "")]
    return [t for t in texts if t]


def syntax_in(text: str, actions: list[str]) -> list[str]:
    """Snippets of command syntax in one text (see the module docstring)."""
    found = [span for span in BACKTICKS.findall(text) if not span.startswith("/")]
    found += PAIR.findall(text)
    found += [a for a in actions if " " in a and a in text]
    if SUBMIT_WORDS.match(text):
        found.append(text)
    return found


class Pictures:
    """Every image the bot draws, by its PNG bytes, so a posted file can be measured."""

    def __init__(self) -> None:
        self.by_png: dict[bytes, Any] = {}
        self._saved: dict[str, Any] = {}

    def __enter__(self) -> Pictures:
        import bot.images as images

        for name in ("board_picture", "focus_picture"):
            original = getattr(images, name)

            def wrapped(*args: Any, _original: Any = original, **kwargs: Any) -> Any:
                made = _original(*args, **kwargs)
                if made is not None:
                    self.by_png[made.png] = made
                return made

            self._saved[name] = original
            setattr(images, name, wrapped)
        return self

    def __exit__(self, *exc: object) -> None:
        import bot.images as images

        for name, original in self._saved.items():
            setattr(images, name, original)


# --- the player --------------------------------------------------------------------------------------


class Player:
    """Plays a scenario's first turn by clicking, and counts."""

    def __init__(self, h: Harness, pictures: Pictures) -> None:
        self.h = h
        self.pictures = pictures
        self.transcript = Transcript(h)
        self.figures = Figures()
        self.open_spans: dict[tuple[int, str], int] = {}
        """(user, decision key) → pings so far in the decision he owes now."""
        self.answered_by_players = 0
        self.answered: set[tuple[str, str, int]] = set()
        """(phase, decision key, seat) of every answer given: a decision that comes back to a player in the
        same phase gets his default (:func:`intended`)."""
        self.counted = 0
        """Calls counted so far (the transcript reads them sooner, to find prompts)."""
        self.clicked_on: Message | None = None
        """The message of the last click (where the player is)."""

    async def loaded(self) -> Any:
        return await self.h.bot.table.load(GAME_ID)

    async def log_size(self) -> int:
        return len(await self.h.bot.table.actions(GAME_ID))

    async def owing(self) -> set[tuple[int, str]]:
        """(user, decision key) of every answer the table waits for now."""
        loaded = await self.loaded()
        return {(loaded.record.user_of(s).user_id, d.key) for d in loaded.decisions() for s in d.waiting_for()}

    async def absorb(self, answered: int | None = None) -> None:
        """Read the calls since the last look: count them, and credit pings to the decisions owed now.
        ``answered``: the user whose answer just went in (his owed decision is over)."""
        self.transcript.new_calls()
        calls = self.h.fake.calls[self.counted :]
        self.counted = len(self.h.fake.calls)
        owing = await self.owing()
        for span in list(self.open_spans):
            if span[0] == answered or span not in owing:
                self.figures.pings.append(self.open_spans.pop(span))
        for span in owing:
            self.open_spans.setdefault(span, 0)
        thread = self.h.thread_id()
        dm_owner = {dm: user for user, dm in self.h.fake.dm_channels.items()}
        for call in calls:
            self.count(call, thread, dm_owner, owing)

    def ping(self, user: int, owing: set[tuple[int, str]]) -> None:
        spans = [span for span in owing if span[0] == user]
        if not spans:
            self.figures.pings_stray += 1
        for span in spans:
            self.open_spans[span] = self.open_spans.get(span, 0) + 1

    def count(self, call: Call, thread: int | None, dm_owner: dict[int, int], owing: set[tuple[int, str]]) -> None:
        figures = self.figures
        parts = call.path.strip("/").split("/")
        public_answer = False
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            channel = int(parts[1])
            if channel in dm_owner:
                if call.method == "POST":
                    user = dm_owner[channel]
                    figures.dms[user] += 1
                    if any(kind_of(c) for c in components_of(call.payload)):
                        self.ping(user, owing)
                return
            if channel == thread:
                figures.thread_posts += call.method == "POST"
                return
            if call.method == "POST":
                figures.posts += 1
                figures.ping_posts += bool(pinged(call))
                for user in pinged(call):
                    self.ping(user, owing)
            elif call.method == "PATCH":
                figures.edits += 1
            elif call.method == "DELETE":
                figures.deletes += 1
            self.images(call)
            return
        if parts[0] == "interactions" and parts[-1] == "callback":
            kind = call.payload.get("type")
            private = call.ephemeral or self.h._in_dm(call)
            if kind == 4 and not private:
                figures.posts += 1
                figures.ping_posts += bool(pinged(call))
                public_answer = True
                for user in pinged(call):
                    self.ping(user, owing)
            elif kind == 7 and not self.h._in_dm(call) and not call.ephemeral:
                figures.edits += 1
                public_answer = True
        elif parts[0] == "webhooks":
            private = call.ephemeral or self.h._in_dm(call)
            if call.method == "POST" and not private:
                figures.posts += 1
                figures.ping_posts += bool(pinged(call))
                public_answer = True
                for user in pinged(call):
                    self.ping(user, owing)
            elif call.method == "PATCH" and not private:
                figures.edits += 1
                public_answer = True
        if public_answer:
            self.images(call)

    def images(self, call: Call) -> None:
        for name, png in zip(call.files, call.blobs, strict=False):
            self.figures.images += 1
            if name.endswith("-end-board.png"):
                self.figures.full_boards += 1
                continue
            made = self.pictures.by_png.get(png)
            if made is not None:
                self.figures.text_px.append(made.text_px_at(400))

    def syntax(self, actions: list[str]) -> None:
        """Look for command syntax in everything a player could read (every call but a GET)."""
        for call in self.h.fake.calls:
            if call.method == "GET" or call.method == "DELETE":
                continue
            payload = call.payload.get("data") or {} if call.path.startswith("/interactions/") else call.payload
            for text in readable(payload):
                for snippet in syntax_in(text, actions):
                    self.figures.syntax.setdefault(snippet, text[:160])

    # --- answering ---------------------------------------------------------------------------------

    async def click(self, user: int, message: Message, custom_id: str, values: list[str] | None = None) -> Any:
        """Press a component on ``message`` as it reads now."""
        payload = self.transcript.payload(message)
        self.clicked_on = message
        iid = self.h.fake.new_id()
        self.transcript.clicked[str(iid)] = (message.id, message.reader)
        return await self.h.click(user, payload, custom_id, values=values, interaction_id=iid)

    async def answer(self, seat: int) -> None:
        """Give ``seat``'s intended answer (:func:`intended`) on the components, counting clicks."""
        from rules.core.forms import forced_answer

        loaded = await self.loaded()
        decision = loaded.game.decision_for(loaded.state, seat)
        if forced_answer(decision, seat) is not None:
            self.figures.single_choice_waits += 1
        phase = loaded.game.phase_key(loaded.state)
        repeat = (phase, decision.key, seat) in self.answered
        self.answered.add((phase, decision.key, seat))
        clicks = await self.give(loaded, seat, decision.forms[seat], intended(decision, seat, repeat))
        self.figures.clicks.append(clicks)
        self.answered_by_players += 1
        await self.absorb(answered=loaded.record.user_of(seat).user_id)

    async def give(self, loaded: Any, seat: int, form: Any, text: str) -> int:
        """Click what gives ``text`` for ``seat`` where his prompt is now (the live message, his DMs, the private
        copy of a prompt), typing it with ``/play`` where the components cannot give it; the clicks it took."""
        user = loaded.record.user_of(seat).user_id
        step = loaded.state.step
        size = await self.log_size()
        clicks = 0
        message = self.transcript.prompt_for(user, step)
        for _ in range(40):
            if await self.went_in(size, seat):
                break
            if message is None:
                clicks += await self.fallback(user, text)
                break
            parts = [c for c in components_of({"components": message.components}) if kind_of(c) and for_seat(c, seat)]
            move = plan(parts, form, text)
            if move is None:  # a prompt of several seats' forms offers each his own, privately
                opener = next((c for c in parts if (kind_of(c) or (0, ""))[1] == "p"), None)
                move = (opener, None, {}) if opener is not None else None
            if move is None:
                clicks += await self.fallback(user, text)
                break
            component, values, filled = move
            clicks += 1
            await self.click(user, message, component["custom_id"], values)
            self.transcript.new_calls()
            modal = self.transcript.modals.pop(user, None)
            if modal is not None:
                clicks += 1
                await self.submit_modal(user, modal, dm=message.channel != CHANNEL_ID, filled=filled)
                self.transcript.new_calls()
            if await self.went_in(size, seat):
                break
            if await self.refused(user):
                clicks += await self.fallback(user, text)
                break
            opened = (kind_of(component) or (0, ""))[1] == "p"
            message = self.transcript.prompt_for(user, step) if opened else (
                self.transcript.messages.get(message.id) or self.transcript.prompt_for(user, step)
            )  # fmt: skip
        return clicks

    async def submit_modal(self, user: int, modal: dict[str, Any], dm: bool, filled: dict[str, str]) -> None:
        """Send a modal with the player's values (:func:`modal_data`)."""
        await self.h.dispatch(self.h.base(5, user, None, dm, None) | {"data": modal_data(modal, filled)})

    async def refused(self, user: int) -> bool:
        calls = [c for c in self.h.fake.calls[-6:] if "❌" in c.content]
        return bool(calls)

    async def went_in(self, size: int, seat: int) -> bool:
        rows = await self.h.bot.table.actions(GAME_ID)
        return any(row[1] == seat for row in rows[size:])

    async def fallback(self, user: int, text: str) -> int:
        self.figures.fallbacks += 1
        await self.h.slash(user, "play", action=text)
        self.transcript.new_calls()
        return 1


def modal_data(modal: dict[str, Any], filled: dict[str, str]) -> dict[str, Any]:
    """A modal's submit as the player fills it in: his values (``filled``, by input id; a text input takes the number
    of the answer), else each input as it came pre-filled."""
    rows: list[dict[str, Any]] = []
    for row in modal.get("components") or []:
        inner = row.get("component") or (row.get("components") or [None])[0]
        if inner is None:
            continue
        if inner.get("type") == 4:
            value = filled.get("*") or str(inner.get("value") or inner.get("placeholder") or "0")
            answer: dict[str, Any] = {"type": 4, "custom_id": inner["custom_id"], "value": value}
        else:
            options = inner.get("options") or []
            picked = [o["value"] for o in options if o.get("default")] or [o["value"] for o in options[:1]]
            if inner["custom_id"] in filled:
                picked = [filled[inner["custom_id"]]]
            answer = {"type": inner.get("type"), "custom_id": inner["custom_id"], "values": picked}
        rows.append({"type": 18, "component": answer} if row.get("type") == 18 else {"type": 1, "components": [answer]})
    return {"custom_id": modal["custom_id"], "components": rows}


# --- the player's mind ----------------------------------------------------------------------------------

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def first_answer(form: Any) -> str:
    """The form's first legal answer: its first choice, its lowest number, the first value of each place in
    turn, the first word at each step up to the first whole action."""
    from rules.core.decision import Amount, Options, Steps, form_text
    from rules.core.forms import split_feasible

    if isinstance(form, Options):
        return str(form.choices[0].text)
    if isinstance(form, Amount):
        return f"{form.verb} {form.low}"
    if isinstance(form, Steps):
        words: list[str] = []
        for _ in range(100):
            step = form.after(words)
            if (step.complete and words) or not step.choices:
                break
            words.append(step.choices[0].text)
        return " ".join(words)
    values: dict[str, int] = {}
    for index, slot in enumerate(form.slots):
        if hasattr(form, "pool"):
            left = list(form.pool)
            for v in values.values():
                left.remove(v)
            values[slot.key] = min(left)
        else:
            cap = form.caps[index]
            values[slot.key] = next(n for n in range(cap + 1) if split_feasible(form, {**values, slot.key: n}))
    return str(form_text(form, values))


def intended(decision: Any, seat: int, repeat: bool) -> str:
    """What the bench's player answers, whatever the components look like (so that before and after a
    change of the Discord layer the game takes the same course): the form's first legal answer, and when the
    same decision comes back to him in the same phase (another estate, another recruitment, another re-roll)
    the decision's default (pass, done, the lowest). Knowing that, where a pass is final and the form lets
    him say it with his first answer (Boże's ``estate ukraine then pass``), he says it at once: the game
    takes the same course, and the table need not come back to him."""
    from rules.core.forms import fits

    if repeat:
        return str(decision.defaults[seat])
    form = decision.forms[seat]
    first = first_answer(form)
    closing = f"{first} then pass"
    if decision.defaults[seat] == "pass" and first != "pass" and fits(form, closing):
        return closing
    return first


Move = tuple[dict[str, Any], list[str] | None, dict[str, str]]


def plan(parts: list[dict[str, Any]], form: Any, text: str, prefix: str = "") -> Move | None:
    """The next click towards answering ``text`` on these components: (component, menu values, modal values
    by input id), or ``None`` when they cannot give it (the player then types it with ``/play``). ``prefix``:
    the components' kinds carry it (an answer-ahead prompt's, ``q``) and are read without it."""
    from rules.core.decision import Amount, Options, Steps

    def kind(component: dict[str, Any]) -> str:
        found = kind_of(component)
        return found[1][len(prefix) :] if found and found[1].startswith(prefix) else ""

    def data(component: dict[str, Any]) -> str:
        return str(component["custom_id"]).split(":")[5]

    def pick(wanted: str, index: int) -> Move | None:
        """A button for choice ``index`` of kind ``wanted``, or a menu of that kind that offers it."""
        for c in parts:
            if kind(c) != wanted:
                continue
            if c.get("type") == 2 and data(c) == str(index):
                return c, None, {}
            if c.get("type") == 3 and any(o["value"] == str(index) for o in c.get("options") or []):
                return c, [str(index)], {}
        return None

    presets = _presets(form)
    if text in presets and (found := pick("x", presets.index(text))):
        return found
    whole = _whole(form)
    if text in whole and (found := pick("k", whole.index(text))):
        return found
    words = text.split()
    if isinstance(form, Options):
        texts = [c.text for c in form.choices]
        return pick("o", texts.index(text)) if text in texts else None
    if isinstance(form, Amount):
        for c in parts:
            if kind(c) == "n" and c.get("type") == 3:
                return c, [words[-1]], {}
            if kind(c) == "m":
                return c, None, {"*": words[-1]}
        return None
    if isinstance(form, Steps):
        chosen = step_texts(form, text)
        return _plan_words(parts, form, chosen, kind, data) if chosen is not None else None
    values = dict(w.split("=", 1) for w in words[1:] if "=" in w)
    keys = [slot.key for slot in form.slots]
    filled = {f"v{i}": values[k] for i, k in enumerate(keys[:5]) if k in values}
    for c in parts:  # one modal (its sixth place chosen on the prompt first, where it asks for it)
        if kind(c) == "w":
            return c, ([values.get(keys[-1], "0")] if c.get("type") == 3 else None), filled
    for c in parts:  # a menu per place (the wizard), then Submit
        if kind(c) in ("as", "ss"):
            return c, None, {}
        if kind(c) in ("a", "s") and c.get("type") == 3:
            return c, [values.get(keys[len(data(c))], "0")], {}
    return None


def step_texts(form: Any, text: str) -> list[str] | None:
    """A Steps answer as the texts of the choices it is made of (a choice may hold several words: a
    suggested division), or ``None`` when the form cannot build it."""
    chosen: list[str] = []
    rest = text.strip()
    while rest:
        fits = [c.text for c in form.after(chosen).choices if rest == c.text or rest.startswith(c.text + " ")]
        if not fits:
            return None
        chosen.append(max(fits, key=len))
        rest = rest[len(chosen[-1]) :].strip()
    return chosen


def _plan_words(parts: list[dict[str, Any]], form: Any, words: list[str], kind: Any, data: Any) -> Move | None:
    """The next click of an answer built word by word: Submit once it is whole, else the next word's button
    or menu option, or every word of a set in one menu of several."""
    for c in parts:
        if kind(c) == "ts" and steps_words(form, decode_path(data(c))) == words:
            return c, None, {}
    for c in parts:
        k = kind(c)
        if k not in ("t", "u", "v"):
            continue
        built = steps_words(form, decode_path(data(c)[:-1] if k == "t" else data(c)))
        if k == "u" and built is not None:
            if built == words[: len(built)]:
                return c, None, {}
            continue
        if built is None or words[: len(built)] != built or len(built) >= len(words):
            continue
        choices = [x.text for x in form.after(built).choices]
        if words[len(built)] not in choices:
            continue
        offered = {o["value"] for o in c.get("options") or []}
        first = str(choices.index(words[len(built)]))
        if k == "t" and len(words) > len(built) + 1:  # a word and the one after it, in one option
            following = [x.text for x in form.after(words[: len(built) + 1]).choices]
            if words[len(built) + 1] in following:
                pair = f"{first}.{following.index(words[len(built) + 1])}"
                if pair in offered:
                    return c, [pair], {}
        if k == "t" and first in offered:
            return c, [first], {}
        if k == "v":  # the set's words that come next, each by its place in the menu (a card held twice twice)
            group = [g.text for g in several(form, built) or ()]
            picked: list[int] = []
            for word in words[len(built) :]:
                at = next((i for i, text in enumerate(group) if text == word and i not in picked), None)
                if at is None:
                    break
                picked.append(at)
            if picked:
                return c, [str(i) for i in picked], {}
    return None


def _presets(form: Any) -> list[str]:
    try:
        from bot.discord.components import presets_of
    except ImportError:
        return []
    return [p.text for p in presets_of(form)]


def _whole(form: Any) -> list[str]:
    try:
        from rules.core.forms import whole_answers
    except ImportError:
        return []
    return whole_answers(form) or []


def turn_of(game: Any, state: Any) -> int:
    """The turn or round a state is in: the part of its phase key before the colon."""
    head = game.phase_key(state).split(":", 1)[0]
    return int(head) if head.isdigit() else 0


async def start(player: Player, scenario: Scenario) -> None:
    """Open the scenario's game in the channel (user 1 creates it and presses its options, the others join) and
    start it; what was said before the start is not counted."""
    h = player.h
    await h.slash(1, "game", "create", game=scenario.game, players=scenario.players)
    lobby = h.fake.calls[-1].response["resource"]["message"]
    for key, presses in scenario.presses.items():
        for _ in range(presses):
            await h.click(1, lobby, f"mz:l:{GAME_ID}:opt:{key}")
    for user in range(2, scenario.players + 1):
        await h.slash(user, "game", "join")
    player.transcript.new_calls()
    h.fake.calls.clear()
    player.transcript.seen = 0
    player.counted = 0
    await h.slash(1, "game", "start")
    await player.absorb()


async def play(scenario: Scenario, folder: Path, whole: bool = False, lang: str = "en") -> dict[str, Any]:
    """Play one scenario's first turn or round (``whole``: the whole game, in ``lang``) and return its figures."""
    name = f"table-{scenario.game}-{'whole' if whole else 'first'}-{lang}.db"
    h = await Harness.start(f"sqlite+aiosqlite:///{folder / name}", seed=scenario.seed)
    if lang != "en":
        h.guild_locale = lang
        h.locales.update({user: lang for user in range(1, scenario.players + 1)})
    try:
        with Pictures() as pictures:
            player = Player(h, pictures)
            await start(player, scenario)
            for _ in range(WHOLE_GAME_AT_MOST if whole else 1000):
                loaded = await player.loaded()
                if loaded.state.finished or (not whole and turn_of(loaded.game, loaded.state) >= 2):
                    break
                decision = loaded.decisions()[0]
                seat = min(decision.waiting_for())
                await player.answer(seat)
            else:
                raise RuntimeError(f"{scenario.game}: the {'game' if whole else 'first turn'} did not end")
            await h.settle()
            player.syntax([row[2] for row in await h.bot.table.actions(GAME_ID)])
            figures = player.figures
            figures.pings += list(player.open_spans.values())
            figures.decisions = await player.log_size()
            figures.forced = figures.decisions - player.answered_by_players
            out = figures.summary() | {"syntax_examples": dict(figures.syntax)}
            if whole:
                out |= reading(h, loaded.game)
            return out
    finally:
        await h.stop()


WHOLE_GAME_AT_MOST = 5000
"""Answers a whole game may take (a guard: the longest, a full Sigismundus game, takes some 450)."""
LONG_LINES = 15
"""A message a player reads without scrolling: at most this many lines and 1,500 characters."""
INTERNAL = re.compile(r"\bn\d{1,2}\b|\b[a-z]+(?:_[a-z]+)*\.[a-z_]+\.[a-z_.]+\b|\b(?:mz|order):[a-z0-9:_]+")
"""Internal keys a player should never read: a die's key (``n3``), a catalogue key (``bot.dash.title``), a custom
id or an order's text."""


def sent_texts(h: Harness) -> list[str]:
    """The content of every message the bot sent or edited: channel, thread, DMs and private answers."""
    texts: list[str] = []
    for call in h.fake.calls:
        if call.method not in ("POST", "PATCH"):
            continue
        if call.path.startswith("/interactions/"):
            data = call.payload.get("data") or {}
        elif call.path.startswith(("/channels/", "/webhooks/")):
            data = call.payload
        else:
            continue
        if isinstance(data, dict) and data.get("content"):
            texts.append(str(data["content"]))
    return texts


def reading(h: Harness, game: Any) -> dict[str, Any]:
    """What a group reads over a whole game: its longest message, the messages too long to read without scrolling,
    and the internal keys shown (in messages, labels and descriptions alike)."""
    texts = sent_texts(h)
    readable_all = [t for call in h.fake.calls if call.method in ("POST", "PATCH") for t in readable(
        (call.payload.get("data") or {}) if call.path.startswith("/interactions/") else call.payload
    ) if isinstance(call.payload, dict)]  # fmt: skip
    keys = {m.group(0) for text in readable_all for m in INTERNAL.finditer(text)}
    return {
        "max_lines": max((t.count("\n") + 1 for t in texts), default=0),
        "max_chars": max((len(t) for t in texts), default=0),
        "over_15_lines": sum(t.count("\n") + 1 > LONG_LINES for t in texts),
        "internal_keys": len(keys),
        "internal_examples": sorted(keys)[:12],
        "messages": len(texts),
    }


WHOLE = {
    "boze": Scenario("boze", 3, {}),
    "sigismundus": Scenario("sigismundus", 3, {"short": 1}),
    "niepodlegla": Scenario("niepodlegla", 3, {}),
}
"""The whole games the issue of a group's reading measures: three players each, Sigismundus short."""


def measure_whole(games: list[str] | None = None, langs: tuple[str, ...] = ("en", "pl")) -> dict[str, dict[str, Any]]:
    """The reading figures of each whole game, in each language (``<game>`` English, ``<game>_pl`` Polish)."""
    out: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for key in games or list(WHOLE):
            for lang in langs:
                out[key if lang == "en" else f"{key}_{lang}"] = asyncio.run(play(WHOLE[key], Path(folder), True, lang))
    return out


def measure(games: list[str] | None = None) -> dict[str, dict[str, Any]]:
    """The figures of each scenario (all three by default)."""
    out: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for key in games or list(SCENARIOS):
            out[key] = asyncio.run(play(SCENARIOS[key], Path(folder)))
    return out


COLUMNS = (
    ("decisions", "decisions"), ("forced", "forced"), ("posts", "posts"), ("edits", "edits"),
    ("dms_per_player_max", "DMs/player"), ("pings_per_owed_decision_max", "pings/decision"),
    ("pings_stray", "stray pings"), ("clicks_median", "clicks med"), ("clicks_max", "clicks max"),
    ("single_choice_waits", "1-choice waits"), ("images", "images"), ("min_text_px_at_400", "min px@400"),
    ("syntax_in_text", "syntax"),
)  # fmt: skip


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot bench --table", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--game", action="append", choices=list(SCENARIOS), help="only this game (repeatable)")
    parser.add_argument("--examples", action="store_true", help="show examples of the syntax found")
    parser.add_argument("--whole", action="store_true", help="whole games (3 players), English and Polish")
    args = parser.parse_args(argv)
    import logging

    logging.disable(logging.WARNING)
    if args.whole:
        return whole_main(args.game, args.json, args.examples)
    figures = measure(args.game)
    if args.json:
        print(
            json.dumps(
                {"table": {k: {n: v for n, v in f.items() if n != "syntax_examples"} for k, f in figures.items()}},
                indent=2,
            )
        )
        return 0
    print("Marszałek on Discord: a first turn/round played by clicking (see `python -m bot bench --table --help`)")
    print("  " + " ".join(f"{title:>14}" for _, title in (("game", "game"), *COLUMNS)))
    for key, f in figures.items():
        print("  " + " ".join(f"{v!s:>14}" for v in (key, *(f[name] for name, _ in COLUMNS))))
    if args.examples:
        for key, f in figures.items():
            for snippet, where in list(f["syntax_examples"].items())[:8]:
                print(f"  {key}: {snippet!r} in {where!r}")
    return 0


WHOLE_COLUMNS = (
    ("decisions", "answers"), ("messages", "messages"), ("max_lines", "longest lines"), ("max_chars", "longest chars"),
    ("over_15_lines", "over 15 lines"), ("syntax_in_text", "syntax"), ("internal_keys", "internal keys"),
    ("pings_per_owed_decision_max", "pings/decision"),
)  # fmt: skip
WHOLE_KEYS = (
    "max_lines",
    "max_chars",
    "over_15_lines",
    "syntax_in_text",
    "internal_keys",
    "pings_per_owed_decision_max",
)


def whole_main(games: list[str] | None, as_json: bool, examples: bool) -> int:
    """``--table --whole``: what a group reads over whole games, in English and Polish."""
    figures = measure_whole(games)
    if as_json:
        print(json.dumps({"table_whole": {k: {n: f[n] for n in WHOLE_KEYS} for k, f in figures.items()}}, indent=2))
        return 0
    print("Marszałek on Discord: whole games played by clicking, what the group reads (targets: over 15 lines 0,")
    print("longest ≤ 1,500 characters, syntax 0, internal keys 0, pings per owed decision ≤ 1)")
    print("  " + " ".join(f"{title:>14}" for _, title in (("game", "game"), *WHOLE_COLUMNS)))
    for key, f in figures.items():
        print("  " + " ".join(f"{v!s:>14}" for v in (key, *(f[name] for name, _ in WHOLE_COLUMNS))))
    if examples:
        for key, f in figures.items():
            for snippet, where in list(f["syntax_examples"].items())[:8]:
                print(f"  {key}: syntax {snippet!r} in {where!r}")
            for found in f["internal_examples"]:
                print(f"  {key}: internal key {found!r}")
    return 0
