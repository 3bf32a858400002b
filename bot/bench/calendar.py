"""``python -m bot bench --calendar``: how long a whole game takes a group that plays asynchronously on Discord.

Whole games are played through the real bot and discord.py's dispatch against the recording fake, as
``bench --table`` plays a first turn (its :class:`~bot.bench.table.Player` clicks, its
:class:`~bot.bench.table.Transcript` reads what the bot sent), while a simulated clock says when each player
answers. Each change of the game happens at a *moment*: its time, and the number of waits for a human on the
chain of answers that led to it (each answer waits on the answer that opened its decision):

- a decision opens for a person (a ping, a DM prompt) at moment (t, w): he answers at (t + 3 h, w + 1), or, when
  it is simultaneous (``Decision.simultaneous``: a sealed bid, a vote), every seat of the group answers at
  (t + 8 h, w + 1) (the last of a group is slower; the group counts once). A player asked again right after his
  own answer (he clicked it: he is there) answers at (t, w);
- what the table plays at once (a forced answer, an answer queued ahead) happens at the moment of the action
  that opened its decision: it adds no wait;
- scheduled actions are carried out in time order (ties in seat order); the game's final moment gives the
  waits on its critical path and its days (the time / 24).

Two models of the players, both choosing with one random function (:func:`rules.core.forms.random_answer`
drawn from a generator of the seat's own, seeded alike in both models) over the legal answers of the form they
are shown:

``live``
    answers only when asked.
``ahead``
    also answers ahead wherever the table offers it: when a person will owe a decision later in the current
    chain (``Game.ahead_seats``) and has nothing queued for it, he opens the 🔜 button, of the live message at
    (t + 3 h, w + 1) or of his own answer's confirmation at (t, w) (he is there: the reply to his answer, or the
    live message his click changed), draws his answer from the decision as the prompt shows it now, and
    clicks it into his queue; where the prompt then offers the turn after it (⏭), he opens that and queues his
    answer to it too, in the same visit. If the decision opened before he came, he answers it then (at the sooner of his
    coming and its opening + 3 h). A queued answer the table refuses when the decision opens (no longer
    legal) leaves him to be asked live. He never leaves a standing order (it would pass more often than
    the live player) and never delegates to the AI.

Figures per game and model (the JSON keys; means over the seeds unless said):

``answers``
    Answers people gave (live, or played from their queue); the table's forced answers are not counted.
``waits``, ``days``
    The final moment's waits and its time in days.
``pings_per_owed_decision_max``
    The most pings one player got within one owed decision (as ``bench --table`` counts it), over the seeds.
``posts``
    New messages in the game channel (as ``bench --table`` counts them).
``clicks_median``, ``clicks_max``
    Interactions a person sent to give one answer, over every answer of every seed: the clicks that queued it
    count for an answer played from a queue (and for the live answer that followed a refused one).
``ahead_share``
    Answers played from a queue, of ``answers``.
``pass_share``
    Answers whose first word is a decision's pass word (``pass``; ``done`` in Niepodległa's struggle), of
    ``answers``.

``runs`` holds each seed's figures (``hours``: its final time), ``refused``, ``dropped`` and ``blocked`` the
queued answers refused when their decision opened, those never used (the chain ended first) and the offers the
Discord flow did not let through, and ``waits_by_key`` the waits on the critical path by the decision answered
and why nobody answered it ahead (means over the seeds; ``--trace`` prints each game's path):

``no chain``
    the decision belongs to no chain (a sealed or simultaneous decision, a question inside a phase, every
    decision of a game that offers no answering ahead); ``no chain, after his queued answer``: a question his
    own answer raised (where the markers go, which card next), which pings him when that answer was played
    from his queue, while he would have been there had he answered live;
``opens its chain``
    the first decision of its chain, or one that opened in the same moment as the chain (those before it
    answered at once): nobody could be offered it before;
``after his queued answer``
    it opened in the moment his previous decision of the chain was played from his queue: the table offers a
    seat its next decision and the one after it, and this one came up before he could be offered it;
``no 🔜 on his confirmation``
    his own answer's confirmation promised 🔜 but carried no button, so he came back by the live message, and
    the decision opened first;
``came too late``, ``opened as offered``
    he was offered it earlier, or only in the moment it opened, and it opened before he came to queue;
``refused``
    his queued answer was no longer legal when it opened;
``blocked``
    the rules listed him but the Discord layer showed him no 🔜, or its prompt could not give his answer;
``not offered``
    any other decision of a chain he was not offered before it opened.
"""

from __future__ import annotations

import argparse
import asyncio
import heapq
import json
import random
import statistics
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.bench.fake_discord import CHANNEL_ID, Harness
from bot.bench.table import GAME_ID, Message, Pictures, Player, Scenario, components_of, kind_of, plan, start

TURN_HOURS = 3.0
"""The median time between a ping and the answer."""
GROUP_HOURS = 8.0
"""The same for the last of a simultaneous group."""
LIVE, AHEAD = "live", "ahead"
MODELS = (LIVE, AHEAD)
ANSWER, QUEUE = "answer", "queue"
SELF = "self"
"""Where a queue action's offer came from: the player's own confirmation (he is there), or the live message."""
PASS_WORDS = frozenset({"pass", "done"})
LIVE_MARK = "📋"
"""The dashboard line that every live message carries."""


@dataclass(frozen=True)
class Setup:
    """A game measured: the lobby as a group opens it, and how many seeds by default."""

    scenario: Scenario
    seeds: int = 5


GAMES: dict[str, Setup] = {
    "boze": Setup(Scenario("boze", 3, {})),
    "sigismundus": Setup(Scenario("sigismundus", 4, {"short": 1})),
    "sigismundus_full": Setup(Scenario("sigismundus", 4, {}), seeds=1),
    "niepodlegla": Setup(Scenario("niepodlegla", 3, {})),
}
KEYS = ("answers", "waits", "days", "pings_per_owed_decision_max", "posts", "clicks_median", "clicks_max")
KEYS += ("ahead_share", "pass_share")


# --- the clock -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Moment:
    """When a change of the game happens: hours since the start, and the waits for a human on its chain."""

    hours: float = 0.0
    waits: int = 0

    def later(self, hours: float) -> Moment:
        """The moment of an answer that waited ``hours`` for its player."""
        return Moment(self.hours + hours, self.waits + 1)


@dataclass
class Due:
    """A scheduled action of one seat: answer the decision ``key`` he owes, or come to queue an answer ahead
    (``where`` the offer was: :data:`SELF` or :data:`LIVE`). ``cause``: the change whose moment scheduled it."""

    at: Moment
    seat: int
    kind: str
    cause: int
    key: str = ""
    where: str = ""
    cancelled: bool = False


@dataclass(frozen=True)
class Change:
    """One change of the game as the clock saw it: who made it (``how``: ``live``, ``queued``, ``forced``, or the
    ``start``), answering which decision, after which change (``parent``), at which moment; ``why``: for a live
    answer, why it was not answered ahead (read where it waited)."""

    id: int
    parent: int
    seat: int
    key: str
    how: str
    at: Moment
    why: str = ""


@dataclass(frozen=True)
class Owed:
    """What a seat owes now: a decision's key, and whether the decision is simultaneous."""

    key: str
    simultaneous: bool = False


class Calendar:
    """The simulated clock: what each person owes and when he acts, and every change's moment.

    After each change the driver tells it what each seat owes and who is offered to answer ahead
    (:meth:`observe`); it gives back the next action due (:meth:`pop`); the driver reports what that action
    changed (:meth:`act`) and what the table played at once after it (:meth:`follow`)."""

    def __init__(self) -> None:
        self.changes: list[Change] = [Change(0, 0, -1, "", "start", Moment())]
        self.current = 0
        """The last change: its moment is now, and what opens now waits on it."""
        self.answers: dict[int, Due] = {}
        self.queues: dict[int, Due] = {}
        self._heap: list[tuple[float, int, int, Due]] = []
        self._order = 0

    @property
    def now(self) -> Moment:
        return self.changes[self.current].at

    def _push(self, due: Due) -> Due:
        self._order += 1
        heapq.heappush(self._heap, (due.at.hours, due.seat, self._order, due))
        return due

    def observe(self, owing: Mapping[int, Owed], offers: Mapping[int, str], present: int | None = None) -> None:
        """Schedule the answer of every seat that starts to owe a decision now (``present``: the seat whose own
        answer made this change, asked again without a wait), drop those no longer owed, and schedule a queue
        action for every seat offered to answer ahead (by seat: :data:`SELF` or :data:`LIVE`) that has none."""
        for seat, owed in owing.items():
            due = self.answers.get(seat)
            if due is not None and due.key == owed.key:
                continue  # he still owes what he was asked: the answer stays when it was due
            if due is not None:
                due.cancelled = True
            hours = GROUP_HOURS if owed.simultaneous else TURN_HOURS
            at = self.now if seat == present else self.now.later(hours)
            self.answers[seat] = self._push(Due(at, seat, ANSWER, self.current, key=owed.key))
        for seat in [s for s in self.answers if s not in owing]:
            self.answers.pop(seat).cancelled = True
        for seat, where in offers.items():
            if seat in owing or seat in self.queues:
                continue
            at = self.now if where == SELF else self.now.later(TURN_HOURS)
            self.queues[seat] = self._push(Due(at, seat, QUEUE, self.current, where=where))

    def pop(self) -> Due | None:
        """The next action due (time order, ties in seat order), if any."""
        while self._heap:
            due = heapq.heappop(self._heap)[3]
            if due.cancelled:
                continue
            book = self.answers if due.kind == ANSWER else self.queues
            if book.get(due.seat) is due:
                del book[due.seat]
            return due
        return None

    def act(self, due: Due, key: str, why: str = "") -> Change:
        """``due``'s seat answered ``key`` himself: the change happens at ``due``'s moment, after the change that
        scheduled it. An answer he still owed (he came to queue and found it open) is his answer; if it opened at
        that very moment, his answer waited on the change that opened it and no longer (queued a moment sooner,
        it would have been played then)."""
        parent = due.cause
        owed = self.answers.get(due.seat)
        if due.kind == QUEUE and owed is not None and self.changes[owed.cause].at == due.at:
            parent = owed.cause
        for book in (self.answers, self.queues):
            other = book.pop(due.seat, None)
            if other is not None:
                other.cancelled = True  # he is here now: what he was to come for is done, or offered anew
        change = Change(len(self.changes), parent, due.seat, key, LIVE, due.at, why)
        self.changes.append(change)
        self.current = change.id
        return change

    def follow(self, seat: int, key: str, how: str) -> Change:
        """The table played ``seat``'s answer to ``key`` at once (``how``: ``queued`` or ``forced``): at the moment
        of the change that opened it, with no wait."""
        change = Change(len(self.changes), self.current, seat, key, how, self.now)
        self.changes.append(change)
        self.current = change.id
        return change

    def path(self) -> list[Change]:
        """The chain of changes that led to the last one, first to last (the critical path)."""
        out: list[Change] = []
        change = self.changes[self.current]
        while change.id:
            out.append(change)
            change = self.changes[change.parent]
        return out[::-1]

    def waited(self) -> list[Change]:
        """The changes on the critical path that waited for a human."""
        return [c for c in self.path() if c.at.waits > self.changes[c.parent].at.waits]


# --- the group -------------------------------------------------------------------------------------------


def passes(text: str) -> bool:
    """Whether an answer passes (see the module docstring)."""
    words = text.split()
    return bool(words) and words[0] in PASS_WORDS


def in_queue(queued: Queued, queue: Any) -> bool:
    """Whether a queued answer is still in the seat's queue (for its next turn, or for the turn after)."""
    return (queued.mark == queue.mark and queued.text in queue.entries) or (
        queued.mark == queue.then_mark and queued.text in queue.then
    )


@dataclass
class Queued:
    """An answer a seat queued ahead: for which decision (key and mark), and the clicks it took."""

    key: str
    mark: str
    text: str
    clicks: int


@dataclass
class Run:
    """One game played in one model: what the group did."""

    answers: int = 0
    from_queue: int = 0
    passed: int = 0
    clicks: list[int] = field(default_factory=list)
    refused: Counter[str] = field(default_factory=Counter)
    """Queued answers refused when their decision opened, by decision key."""
    dropped: Counter[str] = field(default_factory=Counter)
    """Queued answers never used (the chain ended before the seat's turn), by decision key."""
    blocked: Counter[str] = field(default_factory=Counter)
    """Offers the Discord flow did not let through, by what failed."""
    wasted_clicks: int = 0


class Group:
    """The players of one game, on the simulated clock, in one model."""

    def __init__(self, h: Harness, setup: Setup, seed: int, model: str) -> None:
        self.h = h
        self.setup = setup
        self.model = model
        self.player = Player(h, Pictures())
        self.calendar = Calendar()
        seats = setup.scenario.players
        self.rngs = {s: random.Random(f"{setup.scenario.game}:{seed}:{s}") for s in range(seats)}
        self.run = Run()
        self.queued: dict[int, list[Queued]] = defaultdict(list)
        """Each seat's answers queued ahead, its next turn's first, then the turn after's."""
        self.owed_extra: dict[int, int] = defaultdict(int)
        """Clicks spent on a queued answer that was refused, counted with the live answer that follows."""
        self.refused_for: dict[int, str] = {}
        self.chains: dict[str, int] = {}
        """The chains anyone has been offered or asked a decision of, and the change after which it was first."""
        self.last: dict[int, Change] = {}
        """Each seat's last answer on the clock."""
        self.blocked: set[int] = set()
        self.lost: set[int] = set()
        """Seats whose own confirmation promised 🔜 without the button: they come back by the live message."""
        self.seen = 0
        """Log entries read so far."""
        self.mark_of_click: dict[int, tuple[int, int]] = {}
        """For each user, the transcript's counter before his last answer and the channel he clicked in."""

    # -- reading the game --

    async def loaded(self) -> Any:
        return await self.player.loaded()

    async def new_entries(self) -> list[Any]:
        log = await self.h.bot.table.store.log(GAME_ID)
        fresh, self.seen = log[self.seen :], len(log)
        return fresh

    def user(self, loaded: Any, seat: int) -> int:
        return int(loaded.record.user_of(seat).user_id)

    # -- the loop --

    async def play(self) -> None:
        await start(self.player, self.setup.scenario)
        await self.account(await self.new_entries())
        await self.observe(None)
        for _ in range(20_000):
            loaded = await self.loaded()
            if loaded.state.finished:
                return
            due = self.calendar.pop()
            if due is None:
                raise RuntimeError(f"{self.setup.scenario.game}: nobody owes anything and the game goes on")
            decision = loaded.decision_for(due.seat)
            owes = decision is not None and due.seat in decision.waiting_for()
            present: int | None = None
            if owes:
                await self.answer(loaded, due, decision)
                present = due.seat
            elif due.kind == QUEUE:
                await self.queue(loaded, due)
            await self.observe(present)
        raise RuntimeError(f"{self.setup.scenario.game}: the game did not end")

    async def answer(self, loaded: Any, due: Due, decision: Any) -> None:
        """``due``'s seat answers what he owes now on the components (his decision drawn at random)."""
        from rules.core.forms import random_answer

        seat = due.seat
        user = self.user(loaded, seat)
        form = decision.forms[seat]
        text = random_answer(form, self.rngs[seat].randrange)
        mark = self.player.transcript.counter
        clicks = await self.player.give(loaded, seat, form, text)
        place = self.player.clicked_on.channel if self.player.clicked_on is not None else CHANNEL_ID
        self.mark_of_click[user] = (mark, place)
        await self.player.absorb(answered=user)
        why = self.why(loaded, due)
        entries = await self.new_entries()
        own = next((e for e in entries if e.seat == seat and e.interaction_id), None)
        if own is None:
            raise RuntimeError(f"{decision.key}: the answer {text!r} of seat {seat} did not go in")
        self.count(own.text, clicks + self.owed_extra.pop(seat, 0), queued=False)
        self.refused_for.pop(seat, None)
        self.lost.discard(seat)
        self.last[seat] = self.calendar.act(due, decision.key, why)
        await self.account([e for e in entries if e is not own])

    def why(self, loaded: Any, due: Due) -> str:
        """Why a live answer was not given ahead (see the module docstring)."""
        seat, calendar = due.seat, self.calendar
        owed = due if due.kind == ANSWER else calendar.answers.get(seat)
        opening = owed.cause if owed is not None else calendar.current
        opened = calendar.changes[opening].at
        last = self.last.get(seat)
        after_queued = last is not None and last.how == "queued" and last.at == opened
        mark = loaded.game.mark(loaded.state, seat)
        if mark is None:
            return "no chain, after his queued answer" if after_queued else "no chain"
        first = self.chains.setdefault(mark.chain, calendar.current)
        if seat in self.refused_for:
            return "refused"
        if seat in self.blocked:
            return "blocked"
        if first >= opening or calendar.changes[first].at == opened:
            return "opens its chain"
        if after_queued:
            return "after his queued answer"
        offer = due if due.kind == QUEUE else calendar.queues.get(seat)
        if offer is not None and seat in self.lost:
            return "no 🔜 on his confirmation"
        if offer is not None:
            return "came too late" if calendar.changes[offer.cause].at.hours < opened.hours else "opened as offered"
        return "not offered"

    def count(self, text: str, clicks: int, queued: bool) -> None:
        self.run.answers += 1
        self.run.from_queue += queued
        self.run.passed += passes(text)
        self.run.clicks.append(clicks)

    async def account(self, entries: list[Any]) -> None:
        """Put what the table played at once after a change on the clock (forced answers, queued ones), and note
        the queued answers it dropped (refused when their decision opened, or their chain over)."""
        from bot.table.model import FORCED, PLAYER

        for entry in entries:
            if entry.played_by == FORCED:
                self.calendar.follow(entry.seat, "", "forced")
            elif entry.played_by == PLAYER and not entry.interaction_id:
                mine = self.queued.get(entry.seat)
                if not mine:
                    raise RuntimeError(f"seat {entry.seat} played {entry.text!r} from a queue the bench never made")
                queued = mine.pop(0)
                self.count(entry.text, queued.clicks, queued=True)
                self.last[entry.seat] = self.calendar.follow(entry.seat, queued.key, "queued")
            else:
                raise RuntimeError(f"unexpected log entry {entry}")
        loaded = await self.loaded()
        for seat, mine in self.queued.items():
            queue = loaded.queues.get(seat)
            kept = [q for q in mine if queue is not None and in_queue(q, queue)]
            for lost in (q for q in mine if q not in kept):
                decision = loaded.decision_for(seat)
                faced = loaded.game.mark(loaded.state, seat)
                if decision is not None and seat in decision.waiting_for() and str(faced) == lost.mark:
                    self.run.refused[lost.key] += 1
                    self.refused_for[seat] = lost.key
                    self.owed_extra[seat] += lost.clicks
                else:
                    self.run.dropped[lost.key] += 1
                    self.run.wasted_clicks += lost.clicks
            mine[:] = kept

    async def observe(self, present: int | None) -> None:
        """Tell the clock what each seat owes now and who is offered to answer ahead."""
        loaded = await self.loaded()
        owing: dict[int, Owed] = {}
        for decision in loaded.decisions():
            for seat in decision.waiting_for():
                owing.setdefault(seat, Owed(decision.key, decision.simultaneous))
        offers: dict[int, str] = {}
        if self.model == AHEAD and not loaded.state.finished:
            game, state = loaded.game, loaded.state
            for seat in game.ahead_seats(state):
                if loaded.record.seats[seat].ai is not None or seat in owing:
                    continue
                ahead = game.ahead(state, seat)
                if ahead is not None:
                    self.chains.setdefault(ahead.mark.chain, self.calendar.current)
                if not self.wanted(loaded, seat):
                    continue
                where = self.where_offered(loaded, seat, present)
                if where is None:
                    if seat not in self.blocked:
                        self.run.blocked["no 🔜 shown"] += 1
                        self.blocked.add(seat)
                    continue
                offers[seat] = where
        self.calendar.observe(owing, offers, present)

    # -- answering ahead through Discord --

    def live_message(self) -> Message | None:
        found = [
            m
            for m in self.player.transcript.messages.values()
            if m.reader is None and m.channel == CHANNEL_ID and LIVE_MARK in m.content
        ]
        return max(found, key=lambda m: m.id) if found else None

    @staticmethod
    def has_ahead_button(message: Message) -> bool:
        return any((k := kind_of(c)) and k[1] == "q" for c in components_of({"components": message.components}))

    def where_offered(self, loaded: Any, seat: int, present: int | None) -> str | None:
        """Where ``seat`` sees 🔜 now: on what his own answer just changed (:data:`SELF`), or on the live message."""
        user = self.user(loaded, seat)
        if seat == present:
            if self.own_button(user) is not None:
                return SELF
            if self.promised(user):
                last = self.last.get(seat)
                self.run.blocked[f"🔜 promised on his confirmation, no button ({last.key if last else ''})"] += 1
                self.lost.add(seat)
        live = self.live_message()
        return LIVE if live is not None and self.has_ahead_button(live) else None

    def promised(self, user: int) -> bool:
        """Whether the reply to the user's last answer tells him he may answer ahead (its text names 🔜)."""
        mark, place = self.mark_of_click.get(user, (0, CHANNEL_ID))
        return any(
            m.order > mark and m.reader == user and m.channel == place and "🔜" in m.content
            for m in self.player.transcript.messages.values()
        )

    def own_button(self, user: int) -> Message | None:
        """The newest message with 🔜 that the user's last answer changed, where he answered (the reply to it, or
        the live message his click changed)."""
        mark, place = self.mark_of_click.get(user, (0, CHANNEL_ID))
        found = [
            m
            for m in self.player.transcript.messages.values()
            if m.order > mark and m.reader in (None, user) and m.channel == place and self.has_ahead_button(m)
        ]
        return max(found, key=lambda m: m.order) if found else None

    @staticmethod
    def wanted(loaded: Any, seat: int) -> str:
        """What the seat may still queue: ``next`` (his next turn), ``after`` (the turn after it, once the next is
        queued and the table offers it), or nothing."""
        game, state = loaded.game, loaded.state
        ahead = game.ahead(state, seat)
        if ahead is None:
            return ""
        queue = loaded.queues.get(seat)
        if queue is None or not queue.entries or queue.mark != str(ahead.mark):
            return "next"
        after = game.ahead_after(state, ahead)
        if after is None or (queue.then_mark == str(after.mark) and queue.then):
            return ""
        return "after"

    async def queue(self, loaded: Any, due: Due) -> None:
        """``due``'s seat comes to answer ahead: 🔜, then his answer drawn from the decision the prompt shows, clicked
        into his queue; then, where the table offers it, ⏭ and his answer to the turn after."""
        seat = due.seat
        self.lost.discard(seat)
        game, state = loaded.game, loaded.state
        if seat not in game.ahead_seats(state) or not self.wanted(loaded, seat):
            return  # the chain ended before he came, or he has queued all he can
        user = self.user(loaded, seat)
        button_on = self.own_button(user) if due.where == SELF else None
        button_on = button_on or self.live_message()
        if button_on is None or not self.has_ahead_button(button_on):
            self.run.blocked["no 🔜 shown"] += 1
            self.blocked.add(seat)
            return
        button = next(
            c for c in components_of({"components": button_on.components}) if (kind_of(c) or (0, ""))[1] == "q"
        )
        transcript = self.player.transcript
        mark = transcript.counter
        await self.player.click(user, button_on, button["custom_id"])
        transcript.new_calls()
        clicks = 1
        for _ in range(2):
            level = self.wanted(await self.loaded(), seat)
            prompt = self.ahead_prompt(user, mark)
            if level == "after":
                parts = components_of({"components": prompt.components}) if prompt is not None else []
                then = next((c for c in parts if (kind_of(c) or (0, ""))[1] == "qj"), None)
                if prompt is None or then is None:
                    break
                await self.player.click(user, prompt, then["custom_id"])
                transcript.new_calls()
                clicks = 1
                prompt = transcript.messages.get(prompt.id) or self.ahead_prompt(user, mark)
            elif level != "next":
                break
            if not await self.pick(user, seat, prompt, mark, clicks):
                break
        await self.player.absorb()
        if await self.new_entries():
            raise RuntimeError("queueing an answer ahead changed the game")

    async def pick(self, user: int, seat: int, prompt: Message | None, mark: int, clicks: int) -> bool:
        """Draw the seat's answer from the decision the prompt shows and click it into his queue."""
        from rules.core.forms import random_answer

        transcript = self.player.transcript
        offer = await self.h.bot.table.offer(GAME_ID, user)
        target = offer.target
        assert target is not None
        form = target.decision.forms[seat]
        text = random_answer(form, self.rngs[seat].randrange)
        had = len(offer.queued_target)
        for _ in range(20):
            if prompt is None:
                self.fail(seat, "the 🔜 prompt did not open", clicks)
                return False
            parts = [c for c in components_of({"components": prompt.components}) if self.ahead_part(c)]
            move = plan(parts, form, text, prefix="q")
            if move is None:
                self.fail(seat, f"the 🔜 prompt cannot give {target.decision.key}", clicks)
                return False
            component, values, filled = move
            clicks += 1
            await self.player.click(user, prompt, component["custom_id"], values)
            transcript.new_calls()
            modal = transcript.modals.pop(user, None)
            if modal is not None:
                clicks += 1
                await self.player.submit_modal(user, modal, dm=prompt.channel != CHANNEL_ID, filled=filled)
                transcript.new_calls()
            queue = (await self.loaded()).queues.get(seat)
            entries = () if queue is None else queue.then if queue.then_mark == str(target.mark) else queue.entries
            if queue is not None and str(target.mark) in (queue.mark, queue.then_mark) and len(entries) > had:
                self.queued[seat].append(Queued(target.decision.key, str(target.mark), entries[-1], clicks))
                self.blocked.discard(seat)
                return True
            prompt = transcript.messages.get(prompt.id) or self.ahead_prompt(user, mark)
        self.fail(seat, "the 🔜 prompt did not queue the answer", clicks)
        return False

    @staticmethod
    def ahead_part(component: dict[str, Any]) -> bool:
        found = kind_of(component)
        return found is not None and found[1].startswith("q") and found[1] != "q"

    def ahead_prompt(self, user: int, mark: int) -> Message | None:
        """The answer-ahead prompt the user's click opened (his newest private message since ``mark``)."""
        found = [m for m in self.player.transcript.messages.values() if m.reader == user and m.order > mark]
        return max(found, key=lambda m: m.order) if found else None

    def fail(self, seat: int, what: str, clicks: int) -> None:
        self.run.blocked[what] += 1
        self.run.wasted_clicks += clicks
        self.blocked.add(seat)


# --- measuring -------------------------------------------------------------------------------------------


async def play(key: str, seed: int, model: str, folder: Path) -> dict[str, Any]:
    """One whole game of ``key`` with ``seed``, in ``model``: its figures."""
    setup = GAMES[key]
    h = await Harness.start(f"sqlite+aiosqlite:///{folder / f'calendar-{key}-{seed}-{model}.db'}", seed=seed)
    try:
        group = Group(h, setup, seed, model)
        await group.play()
        player, run, calendar = group.player, group.run, group.calendar
        pings = player.figures.pings + list(player.open_spans.values())
        final = calendar.now
        waited = Counter(f"{c.key} ({c.why})" for c in calendar.waited())
        return {
            "seed": seed,
            "answers": run.answers,
            "waits": final.waits,
            "hours": final.hours,
            "days": final.hours / 24,
            "pings_per_owed_decision_max": max(pings, default=0),
            "posts": player.figures.posts,
            "clicks": run.clicks,
            "ahead_share": run.from_queue / run.answers if run.answers else 0.0,
            "pass_share": run.passed / run.answers if run.answers else 0.0,
            "fallbacks": player.figures.fallbacks,
            "refused": dict(run.refused),
            "dropped": dict(run.dropped),
            "blocked": dict(run.blocked),
            "wasted_clicks": run.wasted_clicks,
            "waits_by_key": dict(waited),
            "path": [
                f"{c.at.hours:6.0f} h  {c.at.waits:3}  seat {c.seat}  {c.key} ({c.why})" for c in calendar.waited()
            ],
        }
    finally:
        await h.stop()


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one game and model over its seeds (see the module docstring)."""
    clicks = [c for r in runs for c in r["clicks"]]

    def mean(name: str) -> float:
        return statistics.fmean(r[name] for r in runs)

    def total(name: str) -> dict[str, float]:
        summed: Counter[str] = Counter()
        for r in runs:
            summed.update(r[name])
        return {k: v / len(runs) for k, v in summed.most_common()}

    return {
        "answers": mean("answers"),
        "waits": mean("waits"),
        "days": mean("days"),
        "pings_per_owed_decision_max": max(r["pings_per_owed_decision_max"] for r in runs),
        "posts": mean("posts"),
        "clicks_median": statistics.median(clicks) if clicks else 0,
        "clicks_max": max(clicks, default=0),
        "ahead_share": mean("ahead_share"),
        "pass_share": mean("pass_share"),
        "seeds": len(runs),
        "fallbacks": sum(r["fallbacks"] for r in runs),
        "refused": total("refused"),
        "dropped": total("dropped"),
        "blocked": total("blocked"),
        "waits_by_key": total("waits_by_key"),
        "runs": [{k: v for k, v in r.items() if k not in ("clicks", "path")} for r in runs],
        "paths": [r["path"] for r in runs],
    }


def measure(games: list[str], seeds: int, full_seeds: int, first: int = 1) -> dict[str, dict[str, Any]]:
    """Each game in both models, on its seeds (``full_seeds`` for the full Sigismundus game)."""
    out: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for key in games:
            count = full_seeds if key == "sigismundus_full" else seeds
            out[key] = {}
            for model in MODELS:
                runs = [asyncio.run(play(key, seed, model, Path(folder))) for seed in range(first, first + count)]
                out[key][model] = summary(runs)
    return out


TITLES = {
    "boze": "Boże Igrzysko, 3 players",
    "sigismundus": "Sigismundus Augustus, 4 players, short",
    "sigismundus_full": "Sigismundus Augustus, 4 players, full",
    "niepodlegla": "Niepodległa, 3 players, basic",
}


def spread(summary_: dict[str, Any], name: str, digits: int = 0) -> str:
    """A mean, with its range over the seeds when there are several."""
    values = [r[name] for r in summary_["runs"]]
    mean = f"{summary_[name]:.{digits}f}"
    if len(values) < 2:
        return mean
    return f"{mean} ({min(values):.{digits}f}–{max(values):.{digits}f})"


def table(figures: dict[str, dict[str, Any]]) -> list[str]:
    """The figures as a Markdown table (the README's)."""
    lines = [
        "| game (seeds) | model | answers | waits | days | pings per owed decision (max) | posts (per answer) "
        "| clicks median / max | ahead | passes |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for key, models in figures.items():
        for model, s in models.items():
            lines.append(
                f"| {TITLES[key]} ({s['seeds']}) | {model} | {spread(s, 'answers')} | {spread(s, 'waits')} "
                f"| {spread(s, 'days', 1)} | {s['pings_per_owed_decision_max']} "
                f"| {s['posts']:.0f} ({s['posts'] / s['answers']:.2f}) | {s['clicks_median']:g} / {s['clicks_max']} "
                f"| {s['ahead_share']:.0%} | {s['pass_share']:.0%} |"
            )
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot bench --calendar", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--games", default=",".join(GAMES), help=f"games, comma-separated (of {', '.join(GAMES)})")
    parser.add_argument("--seeds", type=int, default=5, help="seeds per game (default 5)")
    parser.add_argument("--full-seeds", type=int, default=1, help="seeds of the full Sigismundus game (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed (default 1)")
    parser.add_argument("--quick", action="store_true", help="one seed of boze and niepodlegla (a smoke run)")
    parser.add_argument("--trace", action="store_true", help="print each game's waits on its critical path")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} (of {', '.join(GAMES)})")
    if args.quick:
        games, args.seeds, args.full_seeds = ["boze", "niepodlegla"], 1, 1
    import logging

    logging.disable(logging.WARNING)
    began = time.perf_counter()
    figures = measure(games, args.seeds, args.full_seeds, args.seed)
    took = time.perf_counter() - began
    if args.json:
        shown = {
            k: {m: {n: v for n, v in s.items() if n != "paths"} for m, s in models.items()}
            for k, models in figures.items()
        }
        print(json.dumps({"calendar": shown, "seconds": round(took, 1)}, indent=2, ensure_ascii=False))
        return 0
    print(
        f"Marszałek on Discord, whole games on a simulated calendar ({TURN_HOURS:g} h a wait, {GROUP_HOURS:g} h a "
        f"simultaneous group; means over the seeds, range in brackets; {took:.0f} s)"
    )
    print("\n".join(table(figures)))
    for key, models in figures.items():
        s = models[AHEAD]
        print(f"\n{TITLES[key]}, ahead: waits on the critical path by decision (why), per game")
        for name, count in s["waits_by_key"].items():
            print(f"  {count:6.1f}  {name}")
        for what in ("refused", "dropped", "blocked"):
            if s[what]:
                print(f"  {what}: " + ", ".join(f"{k} {v:.1f}" for k, v in s[what].items()))
    if args.trace:
        for key, models in figures.items():
            for model, s in models.items():
                for run, path in zip(s["runs"], s["paths"], strict=True):
                    print(f"\n{TITLES[key]}, {model}, seed {run['seed']}: the waits on the critical path")
                    print("\n".join(f"  {line}" for line in path))
    return 0
