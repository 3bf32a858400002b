"""What a table lets the others learn while a secret is open, through Discord.

Sealed answers (Sigismundus Augustus' Sejm bribes, votes and bids; Boże Igrzysko's influence tokens and mace
bids) stay hidden until all are in, and each house's hand of policy cards is its own.

**Twin games** (:class:`Twins`): the same game twice side by side, on one clock, with the same seed. At a sealed
decision one seat (the *owner*) answers differently in the two games, and the difference is kept while the other
seats answer around it (one of them may have answered before the owner), while reminders fall due, and until the
owner settles on the same answer in both (unchanged in one game, changed in the other). Everything anyone but the
owner could read meanwhile must be the same in both games, so it cannot depend on the sealed answer: channel and
thread posts, the dashboard's edits, reminders, the others' DMs and private replies (of seats that already
answered and of those still to answer), what each of them can ask for (:data:`PROBES`), uploaded pictures (by
their bytes), and the rules' own views of the spectator and of every other seat. The last answer reveals, so it
comes after the comparison.

How to cover something new (for whoever adds a surface):

- Something a player may ask for or press while a secret is open (a command, a button on a public message, a
  board by DM, a focus image on demand): add a probe to :data:`PROBES`, an ``async (harness, user)`` function.
  It runs for every seat but the owner's in both games; whatever the bot sends because of it is compared.
- Another way to give a sealed answer (on the DM prompt's components, changed from the confirmation's Change
  button; a preset): add it to :data:`SEALERS`, an ``async (harness, user, answer text)`` function. Each sealed
  decision picks one at random, the same in both games, for the owner's two answers and for the others'.
- A new picture (a focus image after a phase, a board in a DM): nothing to do. Uploads are compared by content.
- A new game or table size: add a :class:`Scenario`, naming the sealed decisions it must reach.

The second test reads every prompt and reply of a Sigismundus game for the hands: a house's cards never reach
the channel or another player's DM.
"""

from __future__ import annotations

import difflib
import json
import random
import re
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from discord.webhook import async_ as webhook_async

from bot.bench.fake_discord import Call, Harness, RecordingAdapter, components
from rules.core.decision import Amount, Assign, Decision, Options, form_text
from rules.core.forms import random_answer, whole_answers
from rules.core.messages import CATALOGUE
from rules.sigismundus import details, names
from rules.sigismundus.board import DECKS
from tests.bot.talk import answer_by_components, click, dm_prompt, submit_modal, transcript
from tests.bot.test_discord import message_of
from tests.databases import Databases

START = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
PACE_HOURS = 24
IDS = re.compile(r"\d{15,}")


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


def use(h: Harness) -> Harness:
    """Make ``h`` the harness whose fake records interaction answers (two bots share this process)."""
    webhook_async.async_context.set(RecordingAdapter(h.fake))
    return h


# --- what the others may do while a secret is open --------------------------------------------------

Probe = Callable[[Harness, int], Awaitable[Any]]
Sealer = Callable[[Harness, int, str], Awaitable[Any]]


async def status(h: Harness, user: int) -> None:
    await h.slash(user, "game", "status")


async def log(h: Harness, user: int) -> None:
    await h.slash(user, "game", "log")


async def hand(h: Harness, user: int) -> None:
    await h.slash(user, "hand")


async def hand_by_dm(h: Harness, user: int) -> None:
    await h.slash(user, "hand", dm=True)


async def autocomplete(h: Harness, user: int) -> None:
    await h.autocomplete(user, "play", "action", "")


async def board(h: Harness, user: int) -> None:
    await h.slash(user, "board")


async def show_everyone(h: Harness, user: int) -> None:
    """``/game status``, then its "Show everyone": the live message again at the bottom of the channel."""
    asked = await h.slash(user, "game", "status")
    await h.click(user, message_of(h.reply_to(asked)), "mz:l:1:show:")


PROBES: list[Probe] = [status, log, hand, hand_by_dm, autocomplete, board, show_everyone]
"""What every other player asks for after the owner's sealed answer (extend it: see the module's docstring)."""
LIGHT_PROBES: list[Probe] = [status, hand_by_dm]
"""What a player asks for right after his own answer, while the owner's differs (kept short: it runs often)."""


async def by_play(h: Harness, user: int, text: str) -> None:
    await h.slash(user, "play", action=text)


async def by_dm(h: Harness, user: int, text: str) -> None:
    await h.dm_message(user, text)


async def by_components(h: Harness, user: int, text: str) -> None:
    """The answer given on the DM prompt's components as a player clicks them: a preset or a whole answer
    offered as one, a number from its menu or its modal, a choice's button, the allocation's modal (its
    sixth place chosen first); typed with `/play` where the prompt builds it word by word."""
    loaded = await h.bot.table.load(1)
    seat = user - 1
    decision = loaded.game.decision_for(loaded.state, seat)
    assert decision is not None
    form = decision.forms[seat]
    prompt = dm_prompt(h, user)
    parts = {c["custom_id"].split(":")[4]: c for c in components(prompt) if c["custom_id"].startswith("mz:")}
    whole = whole_answers(form) or []
    if "k" in parts and text in whole:
        index = str(whole.index(text))
        chosen = next(
            c
            for c in components(prompt)
            if ":k:" in c["custom_id"] and (c["type"] == 3 or c["custom_id"].endswith(f":{index}"))
        )
        await click(h, user, prompt, chosen["custom_id"], [index] if chosen["type"] == 3 else None)
    elif isinstance(form, Amount) and "n" in parts:
        await click(h, user, prompt, parts["n"]["custom_id"], [text.split()[-1]])
    elif isinstance(form, Amount) and "m" in parts:
        await click(h, user, prompt, parts["m"]["custom_id"])
        modal = transcript(h).modals.pop(user)
        payload = h.base(5, user, None, True, None) | {"data": {"custom_id": modal["custom_id"], "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": "n", "value": text.split()[-1]}]}]}}  # fmt: skip
        await h.dispatch(payload)
    elif isinstance(form, Options) and "o" in parts:
        index = [c.text for c in form.choices].index(text)
        chosen = next(
            c
            for c in components(prompt)
            if ":o:" in c["custom_id"] and (c["type"] == 3 or c["custom_id"].endswith(f":{index}"))
        )
        await click(h, user, prompt, chosen["custom_id"], [str(index)] if chosen["type"] == 3 else None)
    elif isinstance(form, Assign) and "w" in parts:
        values = [part.split("=")[1] for part in text.split()[1:]]
        await click(h, user, prompt, parts["w"]["custom_id"], [values[-1]] if parts["w"]["type"] == 3 else None)
        await submit_modal(h, user, chosen={f"v{i}": v for i, v in enumerate(values[:5])}, dm=True)
    else:
        await h.slash(user, "play", action=text)


async def by_change(h: Harness, user: int, text: str) -> None:
    """A sealed answer given, then changed from its confirmation's Change button to ``text``."""
    loaded = await h.bot.table.load(1)
    decision = loaded.game.decision_for(loaded.state, user - 1)
    assert decision is not None
    if decision.waiting_for() == (user - 1,):  # the last answer reveals at once: nothing to change
        await by_components(h, user, text)
        return
    await h.dm_message(user, decision.defaults[user - 1])
    confirmation = [c for c in h.dms(user) if "Change" in c.text()]
    if confirmation:
        change = next(c for c in components(confirmation[-1].payload) if c.get("label") == "Change")
        await h.click(user, confirmation[-1].response, change["custom_id"])
    await by_components(h, user, text)


SEALERS: list[Sealer] = [by_play, by_dm, by_components, by_change]
"""The ways a seat gives a sealed answer (extend it: see the module's docstring)."""


# --- the twins --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Scenario:
    """A game to play twice: ``kinds`` are the sealed decisions it must compare; ``whole`` plays it to the end,
    else it stops once each of ``kinds`` was compared ``times`` times."""

    game: str
    players: int
    options: tuple[str, ...]
    kinds: frozenset[str]
    seed: int
    whole: bool = False
    times: int = 1
    steer: Callable[[Decision, int, random.Random], str | None] = lambda decision, seat, picker: None
    """An answer for ``seat`` that leads the game to the decisions to compare sooner (``None``: a random one)."""

    def __str__(self) -> str:
        return f"{self.game}-{self.players}p"


def tied_court(decision: Decision, seat: int, picker: random.Random) -> str | None:
    """Boże Igrzysko: the highest influence token to the Royal Court, the rest at random, so that courts tie and
    the mace goes to sealed bids (Granting the Mace)."""
    form = decision.forms[seat]
    if decision.key != "noble_clientele.tokens" or not isinstance(form, Assign):
        return None
    pool = sorted(form.pool)
    values = {"court": pool.pop()}
    picker.shuffle(pool)
    for slot in form.slots:
        if slot.key != "court":
            values[slot.key] = pool.pop()
    return form_text(form, values)


SCENARIOS = [
    Scenario(
        "sigismundus",
        3,
        ("short",),
        frozenset({"bribery.ducats", "bribery.votes", "voting.vote", "royal.bid", "act.thumbs"}),
        seed=7,
        whole=True,
    ),
    Scenario("sigismundus", 5, ("short",), frozenset({"bribery.ducats", "bribery.votes", "voting.vote"}), seed=5),
    Scenario("boze", 4, (), frozenset({"noble_clientele.tokens", "granting_the_mace.bid"}), seed=3, steer=tied_court),
]


class Twins:
    """The same game in two bots (each with its own database and Discord fake), driven in step."""

    def __init__(self, a: Harness, b: Harness, clock: Clock, players: int) -> None:
        self.pair = (a, b)
        self.clock = clock
        self.players = players

    async def both(self, act: Callable[[Harness], Awaitable[Any]]) -> None:
        """Do the same in both games."""
        for h in self.pair:
            use(h)
            await act(h)

    async def each(self, act: Callable[[Harness, str], Awaitable[Any]], texts: tuple[str, str]) -> None:
        """Do something different in each game (``texts[0]`` in the first, ``texts[1]`` in the second)."""
        for h, text in zip(self.pair, texts, strict=True):
            use(h)
            await act(h, text)

    async def loaded(self) -> tuple[Any, Any]:
        out = []
        for h in self.pair:
            use(h)
            out.append(await h.bot.table.load(1))
        first, second = out
        assert (first.state.step, first.state.phase) == (second.state.step, second.state.phase), "the twins differ"
        return first, second

    async def open(self, scenario: Scenario) -> None:
        await self.both(lambda h: open_game(h, scenario))

    def marks(self) -> tuple[int, int]:
        return len(self.pair[0].fake.calls), len(self.pair[1].fake.calls)

    async def probe(self, users: list[int], probes: list[Probe]) -> None:
        for user in users:
            for probe in probes:
                await self.both(lambda h, u=user, p=probe: p(h, u))

    async def same_views(self, viewers: list[int | None], key: str) -> None:
        """The rules' view of each of ``viewers`` (``None``: a spectator) is the same in both games."""
        states = await self.loaded()
        for viewer in viewers:
            views = [repr(loaded.game.view(loaded.state, viewer)) for loaded in states]
            assert views[0] == views[1], f"{key}: the view of {viewer} depends on a sealed answer"

    def same_seen(self, marks: tuple[int, int], owner: int, key: str) -> int:
        """Everything anyone but ``owner`` could read since ``marks`` is the same in both games; returns how
        many calls were compared."""
        seen = [seen_by_others(h, mark, owner) for h, mark in zip(self.pair, marks, strict=True)]
        diff = "\n".join(
            difflib.unified_diff([line[:300] for line in seen[0]], [line[:300] for line in seen[1]], lineterm="")
        )
        assert seen[0] == seen[1], f"{key}: what others see depends on the sealed answer:\n{diff}"
        return len(seen[0])


async def open_game(h: Harness, scenario: Scenario) -> None:
    """Create the scenario's game, press its options' buttons, seat the players and start."""
    await h.slash(1, "game", "create", game=scenario.game, players=scenario.players, pace=PACE_HOURS * 60)
    created = message_of(h.fake.calls[-1])
    for option in scenario.options:
        await h.click(1, created, f"mz:l:1:opt:{option}")
    for user in range(2, scenario.players + 1):
        await h.slash(user, "game", "join")
    await h.slash(1, "game", "start")


def seen_by_others(h: Harness, since: int, owner: int) -> list[str]:
    """Every call from ``since`` on that someone other than ``owner`` could read, ids blanked, uploads by content."""
    own_dm = h.fake.dm_channels.get(owner)
    out = []
    for call in h.fake.calls[since:]:
        if call.method == "GET":
            continue
        if call.path.startswith(f"/channels/{own_dm}/"):
            continue
        answers_owner = call.path.startswith(("/interactions/", "/webhooks/")) and f"/token-{owner}-" in call.path
        if answers_owner and (call.ephemeral or h._in_dm(call)):
            continue
        out.append(f"{call.method} {IDS.sub('#', call.path)} {IDS.sub('#', call.text())} {call.files} {call.digests}")
    return out


def two_answers(form: Any, picker: random.Random) -> tuple[str, str] | None:
    """Two different legal answers of a sealed form, or ``None`` when it has only one."""
    if isinstance(form, Amount):
        if form.high == form.low:
            return None
        return f"{form.verb} {form.low}", f"{form.verb} {form.high}"
    if isinstance(form, Options):
        if len(form.choices) < 2:
            return None
        return form.choices[0].text, form.choices[-1].text
    first = random_answer(form, picker.randrange)
    for _ in range(20):
        other = random_answer(form, picker.randrange)
        if other != first:
            return first, other
    return None


async def keep_a_secret(
    twins: Twins, decision: Decision, picker: random.Random, answer: Callable[[int], str]
) -> int | None:
    """Play one sealed decision with a difference kept as long as it can be; returns how many calls were
    compared, or ``None`` when the decision leaves nothing to keep (one seat left, or one legal answer)."""
    waiting = list(decision.waiting_for())
    sealer = picker.choice(SEALERS)
    if len(waiting) > 2 and picker.random() < 0.5:  # someone answers before the owner
        first = waiting.pop(picker.randrange(len(waiting)))
        text = answer(first)
        await twins.both(lambda h: sealer(h, first + 1, text))
    owners = [(s, pair) for s in waiting if (pair := two_answers(decision.forms[s], picker)) is not None]
    if len(waiting) < 2 or not owners:
        seat = waiting[0]
        await twins.both(lambda h: by_play(h, seat + 1, decision.defaults[seat]))
        return None
    owner, (x, y) = picker.choice(owners)
    user = owner + 1
    others = [u for u in range(1, twins.players + 1) if u != user]
    watchers: list[int | None] = [None, *[u - 1 for u in others]]
    marks = twins.marks()
    await twins.each(lambda h, text: sealer(h, user, text), (x, y))
    await twins.probe(others, PROBES)
    await twins.same_views(watchers, decision.key)
    rest = [s for s in waiting if s != owner]
    for seat in rest[:-1]:  # the others answer around the difference (the last answer would reveal)
        text = answer(seat)
        await twins.both(lambda h, u=seat + 1, t=text: sealer(h, u, t))
        await twins.probe([seat + 1], LIGHT_PROBES)
        await twins.same_views(watchers, decision.key)
    twins.clock.now += timedelta(hours=PACE_HOURS / 2, minutes=1)  # a reminder falls due for the last one
    await twins.both(lambda h: h.bot.scheduler.run_due())
    await twins.probe([rest[-1] + 1], LIGHT_PROBES)
    await twins.both(lambda h: by_play(h, user, x))  # unchanged in one game, changed in the other
    compared = twins.same_seen(marks, user, decision.key)
    last = rest[-1]
    text = answer(last)
    await twins.both(lambda h: sealer(h, last + 1, text))
    return compared


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def pair(
    databases: Databases, clock: Clock, request: pytest.FixtureRequest
) -> AsyncIterator[tuple[Harness, Harness]]:
    """The same game twice, on one clock, with the scenario's seed."""
    seed = request.node.callspec.params["scenario"].seed
    out = []
    for name in ("a", "b"):
        h = await Harness.start(databases.url(name), seed=seed)
        h.bot.table.clock = clock
        out.append(h)
    yield out[0], out[1]
    for h in out:
        use(h)
        await h.stop()


@pytest.mark.parametrize("scenario", SCENARIOS, ids=str)
async def test_nothing_anyone_else_sees_depends_on_a_sealed_answer(
    pair: tuple[Harness, Harness], clock: Clock, scenario: Scenario
) -> None:
    twins = Twins(*pair, clock, scenario.players)
    await twins.open(scenario)
    picker = random.Random(scenario.seed)
    compared: Counter[str] = Counter()
    for _ in range(3000):
        loaded, _ = await twins.loaded()
        if loaded.state.finished:
            break
        if not scenario.whole and all(compared[k] >= scenario.times for k in scenario.kinds):
            break
        decision = loaded.decisions()[0]

        def answer(seat: int, decision: Decision = decision) -> str:
            steered = scenario.steer(decision, seat, picker)
            return steered if steered is not None else random_answer(decision.forms[seat], picker.randrange)

        if decision.secret:
            if await keep_a_secret(twins, decision, picker, answer) is not None:
                compared[decision.key] += 1
            continue
        seat = picker.choice(decision.waiting_for())
        text = answer(seat)
        await twins.both(lambda h, u=seat + 1, x=text: by_play(h, u, x))
    else:
        raise AssertionError("the game neither ended nor reached its sealed decisions")
    assert all(compared[k] >= scenario.times for k in scenario.kinds), compared
    if scenario.whole:
        assert loaded.state.finished, "the game ended"
        assert compared.total() >= 8, compared


# --- the hands --------------------------------------------------------------------------------------


def prompt_of_step(h: Harness, user: int, step: int) -> dict[str, Any] | None:
    """The newest message for ``step`` that ``user`` can answer on, as it reads now: his DM prompt, or the
    live message in the channel."""
    t = transcript(h)
    found = t.prompt_for(user, step)
    return t.payload(found) if found is not None else None


async def answer_on(h: Harness, user: int, message: dict[str, Any], picker: random.Random) -> None:
    """Answer a prompt on its components (a private copy first, when the prompt only offers one)."""
    await answer_by_components(h, user, message, picker)


CHANNEL = 700000000000000001


def card_patterns(board: Any, cards: set[str]) -> dict[str, re.Pattern[str]]:
    """How a card shows in a message: its name (either language) or its action word."""
    out = {}
    for key in cards:
        name = names.card(board, key)
        words = [re.escape(name.text("en")) + r"\b", re.escape(name.text("pl")) + r"\b"]
        words += [rf"`{key}[` ]", rf"\*\*{key}\b", rf": {key}\b"]
        out[key] = re.compile("|".join(rf"(?<!marker \(){w}(?! token)" for w in words))
    return out


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=11)
    yield harness
    await harness.stop()


def reader_of(h: Harness, call: Call, actor: int) -> int | None:
    """Who can read a call: a user (his DM, his private replies), else ``None`` for everyone."""
    for user, dm in h.fake.dm_channels.items():
        if call.path.startswith(f"/channels/{dm}/"):
            return user
    if call.path.startswith(("/interactions/", "/webhooks/")):
        user = int(call.path.split("/token-", 1)[1].split("-", 1)[0])
        if call.ephemeral or h._in_dm(call):
            return user
    return None


@pytest.mark.parametrize("seed", [1, 4])
async def test_a_hand_of_policy_cards_stays_with_its_house(h: Harness, seed: int) -> None:
    """Every prompt, wizard step, reply and announcement of a public decision: no card of any hand in
    the channel, nor in the DM of a player who does not hold it (the court tells the two players
    involved which card moved, and nobody else)."""
    await open_game(h, SCENARIOS[0])  # a short 3-player Sigismundus
    picker = random.Random(seed)
    board = (await h.bot.table.load(1)).game.board
    courts = 0
    said: set[str] = set()
    """Lines the channel has already shown (the live message repeats its phase's earlier results: a card
    played in the open earlier is no news)."""
    for _ in range(3000):
        loaded = await h.bot.table.load(1)
        state = loaded.state
        if state.finished:
            break
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        user = seat + 1
        if decision.secret:
            await h.slash(user, "play", action=random_answer(decision.forms[seat], picker.randrange))
            continue
        before = [list(p.hand) for p in state.players]
        mark = len(h.fake.calls)
        logged = len(await h.bot.table.actions(1))
        prompt = prompt_of_step(h, user, state.step)
        assert prompt is not None, f"no prompt for {decision.key} at step {state.step}"
        await answer_on(h, user, prompt, picker)
        after = [list(p.hand) for p in (await h.bot.table.load(1)).state.players]
        texts = [text for _, _, text in (await h.bot.table.actions(1))[logged:]]
        action = texts[0]  # the click's; the table may have played forced answers after it, in public
        held = {c for hand in before + after for c in hand}
        named = {k for k in held if any(re.search(rf"\b{k}\b", text) for text in texts)}
        spent = Counter(c for hand in before for c in hand) - Counter(c for hand in after for c in hand)
        named |= set(spent)  # a card that left every hand was played or paid in the open
        involved = {s for s in range(3) if sorted(before[s]) != sorted(after[s]) and s != seat}
        courts += action.startswith("court ")
        patterns = card_patterns(board, held)
        public_details = details_of((await h.bot.table.load(1)).decisions()) + deck_kinds(board)
        window = [prompt_call(h, prompt), *h.fake.calls[mark:]]
        for call in window:
            reader = reader_of(h, call, user)
            if reader == user:
                continue
            own: set[str] = set()
            if reader is not None:
                own = set(before[reader - 1] + after[reader - 1])
                if action.startswith("court ") and reader - 1 in involved:
                    own |= set(before[seat] + after[seat])
            text = fresh(call, said) if reader is None else call.text()
            for known in public_details:  # a public prompt's options say what each deck holds: public facts
                text = text.replace(known, "")
            shown = [k for k in held - named - own if patterns[k].search(text)]
            where = f"user {reader}'s eyes" if reader else "the channel"
            spans = {k: patterns[k].search(text).group(0) for k in shown}  # type: ignore[union-attr]
            assert not shown, f"{decision.key} `{action}`: {spans} reached {where}: {text[:400]}"
        for call in window:
            if reader_of(h, call, user) is None:
                said.update(content_lines(call))
    assert (await h.bot.table.load(1)).state.finished
    assert courts or seed != 1, "the court was used at least once"


def content_lines(call: Call) -> list[str]:
    data = call.payload.get("data", call.payload) if call.path.startswith("/interactions/") else call.payload
    return str((data or {}).get("content") or "").splitlines()


def deck_kinds(board: Any) -> list[str]:
    """The kinds of card each Policy deck holds, as an option names them (Academy · Foreign Policy: "Diplomatic
    Mission, Negotiations, Secret Pact"): a fact of the board, never of a hand."""
    return [CATALOGUE.label(details.deck(board, deck), lang) for deck in DECKS for lang in ("en", "pl")]


def details_of(decisions: Any) -> list[str]:
    """What the options of the open public decisions say they do (in both languages), longest first."""
    out: set[str] = set()
    for decision in decisions:
        if decision.secret or decision.private_choices:
            continue
        for form in decision.forms.values():
            choices = form.choices if isinstance(form, Options) else ()
            out |= {c.detail_in(lang) for c in choices for lang in ("en", "pl") if c.detail is not None}
    return sorted(out, key=len, reverse=True)


def fresh(call: Call, said: set[str]) -> str:
    """What a public call shows that the channel had not shown before: its new lines and its components."""
    data = call.payload.get("data", call.payload) if call.path.startswith("/interactions/") else call.payload
    lines = [line for line in content_lines(call) if line not in said]
    return "\n".join(lines) + json.dumps((data or {}).get("components") or [], ensure_ascii=False)


def prompt_call(h: Harness, message: dict[str, Any]) -> Call:
    """The call that posted ``message`` (or, for a private answer, the interaction answer that made it)."""
    for call in h.fake.calls:
        response = call.response if isinstance(call.response, dict) else {}
        made = response.get("resource", {}).get("message", response) if "resource" in response else response
        if made.get("id") == message["id"]:
            return call
    raise AssertionError("no call posted that message")
