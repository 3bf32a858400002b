"""Players the bot can seat: a pure, seeded search over worlds sampled from one seat's knowledge.

An AI seat answers like a person: it sees what its seat sees and nothing more (DESIGN §9). It never
searches the true state, which holds the other seats' sealed answers, their hands, the decks' order and
the future dice (the game's RNG, seeded by the game's seed, foretells every roll). Instead each game's
:class:`Brain` *determinizes*: it samples a full state that agrees with everything the seat can see —
other seats' pending sealed answers dropped (the rollouts answer for them), hands dealt again from the
cards the seat has not seen, decks reshuffled, a fresh RNG for the dice — and the search runs on such
worlds only. Everything after the sampling reads the worlds, never the state it was given, so two states
that differ only in what the seat cannot know give the same answer from the same AI seed (a test checks
it for every game).

The search is flat Monte Carlo with *sequential halving* over the candidate answers: every surviving
candidate is played on the same sampled world with the same dice and the same rollout choices (common
random numbers, so a comparison is not drowned in the dice's noise), the rollout plays every seat by the
game's cheap heuristic policy up to a horizon (the end of the turn or round, or a step limit), the game's
evaluation scores the end state for the seat, and after each round the worse half of the candidates is
dropped. Candidates come from the decision's form (:mod:`rules.core.forms`), ranked by the game's prior
where the space is large.

Budgets are counted in engine steps, never in seconds, so a decision is reproducible: the same game,
state, seat, level and AI seed give the same answer on any machine. The AI's randomness comes from its
own seed (:class:`~rules.core.rng.Rng`), never from the game's seed nor the global ``random``.

:func:`choose` is the one entry point; it is pure and touches nothing shared, so the table may run it in a
worker thread or process. :func:`needs_search` says cheaply whether a decision is worth a search at all.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rules.core import serial
from rules.core.decision import Amount, Assign, Decision, Event, Form, Options, Split, Steps, form_text
from rules.core.errors import NotYourDecision, RulesError
from rules.core.forms import only_answer, random_answer
from rules.core.game import BaseState, Game, Transition
from rules.core.messages import msg
from rules.core.rng import Rng

S = TypeVar("S", bound=BaseState)


@dataclass(frozen=True)
class Level:
    """How hard an AI seat thinks, in engine steps (never seconds), so its answers are reproducible.

    ``worlds`` states are sampled from the seat's knowledge per decision; up to ``candidates`` answers
    are compared; the rollouts together may do ``budget`` units of work (:func:`cost`: an action and the
    events it sets off); one rollout stops after ``horizon`` actions (or where the game's horizon ends
    it) and is then evaluated.
    """

    key: str
    worlds: int
    candidates: int
    budget: int
    horizon: int


LEVELS: dict[str, Level] = {
    "casual": Level("casual", worlds=2, candidates=3, budget=100, horizon=40),
    "strong": Level("strong", worlds=8, candidates=10, budget=2000, horizon=150),
}
"""The strengths an AI seat may have; ``strong`` is the default.

``casual`` is a light opponent for friends: it weighs its game's two most promising answers and one other
on two worlds, with about one look ahead per answer, over a short horizon (part of a Boże turn). That is
still better than the rollout policy it plays the future with (Boże: ahead of policy-only players in 71% of
pairs), yet well short of ``strong``, which weighs ten answers on eight worlds with twenty times the work,
to the end of the turn or round. (With casual at three worlds, five answers and 300 units, both levels
compared their answers on few rollouts — casual on three, strong on seven to nine for Boże's influence
tokens — and strong finished ahead of casual in only 55% of the benchmark's Boże pairs.)"""
DEFAULT_LEVEL = "strong"


class Brain(Generic[S]):
    """What a game tells the AI. The defaults are game-agnostic; each game's ``rules/<game>/ai.py``
    subclasses it with what its rulebook makes hidden, sensible and valuable."""

    cooperative = False
    """The players win or lose together (the evaluation is the team's, not a margin over the others)."""
    effort = 1.0
    """The share of a shipped level's work this game's decisions get (a game whose steps cost more in the
    engine gets less, so that its decisions keep to the same time)."""

    def effort_at(self, game: Game[S], state: S) -> float:
        """:attr:`effort` for a decision in ``state`` (a game whose rollouts cost more in some phase may give
        that phase less); it reads only public facts of ``state`` (the round, the phase)."""
        return self.effort

    # --- the seat's knowledge --------------------------------------------------------------------

    def determinize(self, game: Game[S], state: S, seat: int, rng: Rng) -> S:
        """A full state that agrees with everything ``seat`` can see, the rest sampled from ``rng``.

        The other seats' sealed answers are dropped (the rollouts answer for them), the RNG that rolls
        the dice and the game's seed are replaced; :meth:`hide` resamples the game's own secrets.
        """
        world = serial.clone(state)
        world.pending = {s: text for s, text in world.pending.items() if s == seat}
        world.rng = Rng.from_seed(rng.next_u64())
        world.seed = rng.below(1 << 31)
        self.hide(game, world, seat, rng)
        return world

    def hide(self, game: Game[S], world: S, seat: int, rng: Rng) -> None:
        """Resample, in place, what ``seat`` cannot see: other hands, deck orders (default: nothing).

        Whatever is resampled must first be put in an order that does not depend on the hidden facts
        (sorted), so that the sample depends on ``rng`` and the seat's knowledge alone."""

    # --- what to try --------------------------------------------------------------------------------

    def candidates(self, game: Game[S], world: S, decision: Decision, seat: int, rng: Rng, limit: int) -> list[str]:
        """Up to ``limit`` answers worth comparing: the form's answers (or a sample of them where there
        are too many), best prior first, with a few others drawn at random so a bad prior cannot hide
        the best answer for ever."""
        form = decision.forms[seat]
        found = [t for t in answers(form, rng, cap=max(4 * limit, 24)) if self.considers(t)]
        found += [t for t in self.suggestions(game, world, decision, seat) if t not in found]
        rng.shuffle(found)
        scored = sorted(found, key=lambda text: -self.prior(game, world, decision, seat, text))
        if len(scored) <= limit:
            return scored
        top = max(1, limit - limit // 3)
        rest = scored[top:]
        rng.shuffle(rest)
        return scored[:top] + rest[: limit - top]

    def considers(self, text: str) -> bool:
        """Whether an answer of the form is worth a place among the candidates (default: every one). A
        shortcut for people, the same move said another way, only splits the search."""
        return True

    def suggestions(self, game: Game[S], world: S, decision: Decision, seat: int) -> list[str]:
        """Answers the game's heuristics build directly, where the form's space is too large to list
        (whole token placements, a joint proposal); an illegal one is dropped before the search."""
        return []

    def prior(self, game: Game[S], world: S, decision: Decision, seat: int, text: str) -> float:
        """How promising an answer looks before any search (higher first; default: all alike)."""
        return 0.0

    def answer(
        self, game: Game[S], worlds: Sequence[S], decision: Decision, seat: int, plan: Level, rng: Rng
    ) -> str | None:
        """The game's own way to answer ``decision`` from the sampled ``worlds`` (an answer to another
        player's proposal), or ``None`` to search the candidates as usual."""
        return None

    def worth_searching(self, game: Game[S], world: S, decision: Decision, seat: int) -> bool:
        """Whether the choice matters enough to search; if not, the best-prior candidate is played."""
        return True

    # --- playing fast -------------------------------------------------------------------------------

    def policy(self, game: Game[S], world: S, decision: Decision, seat: int, rng: Rng) -> str:
        """The rollout's answer for ``seat``: cheap and sensible (default: a random legal answer)."""
        return random_answer(decision.forms[seat], rng.below)

    def mover(self, game: Game[S], state: S, decision: Decision, rng: Rng) -> tuple[int, str]:
        """Who answers next in a rollout, and what: by default the first seat the decision waits for, by
        the policy. A game whose decision is open to several seats in no order (Niepodległa's struggle)
        may pick the seat whose move helps most."""
        who = decision.waiting_for()[0]
        return who, self.policy(game, state, decision, who, rng)

    def done(self, game: Game[S], start: S, state: S) -> bool:
        """Whether a rollout begun at ``start`` has reached the game's horizon (default: never; the
        level's step limit ends it)."""
        return False

    # --- judging ------------------------------------------------------------------------------------

    def potential(self, game: Game[S], state: S) -> list[float]:
        """Each seat's standing in points, counting what it holds that will score (competitive games)."""
        result = game.result(state)
        if result is None:
            return [0.0] * state.seats
        scores = {s.seat: float(s.score) for s in result.standings}
        return [scores.get(s, 0.0) for s in range(state.seats)]

    def value(self, game: Game[S], state: S, seat: int) -> float:
        """How good ``state`` is for ``seat``: his margin over the best other seat, and a bonus for a win
        once the game is over."""
        points = self.potential(game, state)
        best_other = max((p for s, p in enumerate(points) if s != seat), default=0.0)
        margin = points[seat] - best_other
        if state.finished:
            result = game.result(state)
            if result is not None and seat in result.winners:
                margin += self.win_bonus / len(result.winners)
        return margin

    win_bonus = 10.0
    """Points a win is worth over its margin (ties for the win share it)."""


# --- choosing ----------------------------------------------------------------------------------------

_BRAINS: dict[str, Brain[Any]] = {}


def brain_for(game: Game[Any]) -> Brain[Any]:
    """The game's brain (``rules/<game id>/ai.py``, its ``BRAIN``)."""
    brain = _BRAINS.get(game.id)
    if brain is None:
        module = importlib.import_module(f"rules.{game.id}.ai")
        brain = _BRAINS[game.id] = module.BRAIN
    return brain


def owed(game: Game[S], state: S, seat: int) -> Decision:
    """The decision ``seat`` owes an answer to now; :class:`NotYourDecision` if none."""
    decision = game.decision_for(state, seat) if not state.finished else None
    if decision is None or seat not in decision.waiting_for():
        raise NotYourDecision(msg("core.error.nothing_waits"))
    return decision


def needs_search(game: Game[S], state: S, seat: int) -> bool:
    """Whether ``seat`` owes an answer with more than one legal choice (cheap: no search, no sampling).
    A decision with one legal answer is answered by :func:`choose` at once."""
    try:
        decision = owed(game, state, seat)
    except NotYourDecision:
        return False
    return only_answer(decision.forms[seat]) is None


def scaled(plan: Level, effort: float) -> Level:
    """A shipped level with ``effort`` of its work (worlds, candidates and rollout budget); any other level
    (a test's) as it is."""
    if effort == 1.0 or plan not in LEVELS.values():
        return plan
    return Level(
        plan.key,
        worlds=max(2, round(plan.worlds * effort)),
        candidates=max(3, round(plan.candidates * effort)),
        budget=max(50, round(plan.budget * effort)),
        horizon=plan.horizon,
    )


def level_of(level: str | Level) -> Level:
    if isinstance(level, Level):
        return level
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(LEVELS)}")
    return LEVELS[level]


def choose(game: Game[S], state: S, seat: int, level: str | Level = DEFAULT_LEVEL, seed: int = 0) -> str:
    """The answer an AI seat of strength ``level`` gives for ``seat`` now: a legal action text.

    Pure and reproducible: it reads ``state`` only to sample worlds from ``seat``'s knowledge (and for
    the public step counter that varies its seed), uses ``seed`` for all its randomness and changes
    nothing. Raises :class:`NotYourDecision` when the seat owes nothing.
    """
    decision = owed(game, state, seat)
    forced = only_answer(decision.forms[seat])
    if forced is not None:
        return forced
    brain = brain_for(game)
    plan = scaled(level_of(level), brain.effort_at(game, state))
    rng = Rng.from_seed(_mix(seed, state.step, seat))
    worlds = [brain.determinize(game, state, seat, rng) for _ in range(plan.worlds)]
    # From here on only the sampled worlds are read: nothing the seat cannot see reaches the answer.
    first = owed(game, worlds[0], seat)
    own = brain.answer(game, worlds, first, seat, plan, rng)
    if own is not None:
        return own
    found = [
        t
        for t in brain.candidates(game, worlds[0], first, seat, rng, plan.candidates)
        if legal(game, worlds[0], seat, t)
    ]
    if not found:
        return random_answer(first.forms[seat], rng.below)
    if len(found) == 1 or not brain.worth_searching(game, worlds[0], first, seat):
        return found[0]
    return Search(game, brain, worlds, seat, plan, rng).best(found)


def legal(game: Game[S], world: S, seat: int, text: str) -> bool:
    """Whether ``text`` is a legal answer for ``seat`` (in a sampled world: the seat's own answers are
    legal there exactly when they are in the true state, since its forms come from what it knows)."""
    try:
        game.apply(world, seat, text)
    except RulesError:
        return False
    return True


def _mix(seed: int, step: int, seat: int) -> int:
    """One seed per AI seed, decision and seat (SplitMix64 of the three)."""
    return Rng.from_seed(seed * 0x9E3779B97F4A7C15 + step * 0xBF58476D1CE4E5B9 + seat * 0x94D049BB133111EB).next_u64()


class Search(Generic[S]):
    """Sequential halving over candidate answers, each compared on the same worlds, dice and rollout
    choices (common random numbers)."""

    def __init__(self, game: Game[S], brain: Brain[S], worlds: Sequence[S], seat: int, plan: Level, rng: Rng) -> None:
        self.game = game
        self.brain = brain
        self.worlds = worlds
        self.seat = seat
        self.plan = plan
        self.seeds: list[tuple[int, int]] = []
        self.rng = rng

    def sample(self, j: int) -> tuple[S, int, int]:
        """The ``j``-th sample: a world and the seeds of its dice and of its rollout choices."""
        while len(self.seeds) <= j:
            self.seeds.append((self.rng.next_u64(), self.rng.next_u64()))
        dice, choices = self.seeds[j]
        return self.worlds[j % len(self.worlds)], dice, choices

    def best(self, found: Sequence[str]) -> str:
        """The candidate that survives the halving."""
        alive = list(range(len(found)))
        totals = [0.0] * len(found)
        rounds = max(1, math.ceil(math.log2(len(found))))
        spent = 0
        j = 0
        for r in range(rounds):
            share = max(1, (self.plan.budget - spent) // (rounds - r))
            used = 0
            while used < share:
                world, dice, choices = self.sample(j)
                for c in alive:
                    value, steps = self.rollout(world, found[c], dice, choices)
                    totals[c] += value
                    used += steps
                j += 1
            spent += used
            alive.sort(key=lambda c: (-totals[c], c))
            alive = alive[: max(1, math.ceil(len(alive) / 2))]
        return found[alive[0]]

    def compare(self, texts: Sequence[str], samples: int, first: int = 0) -> list[float]:
        """The mean evaluation of each of ``texts`` over the same ``samples`` samples (from sample
        ``first`` on)."""
        totals = [0.0] * len(texts)
        for j in range(first, first + samples):
            world, dice, choices = self.sample(j)
            for i, text in enumerate(texts):
                totals[i] += self.rollout(world, text, dice, choices)[0]
        return [t / max(1, samples) for t in totals]

    def rollout(self, world: S, text: str, dice: int, choices: int) -> tuple[float, int]:
        """Play ``text`` in ``world`` with the dice seeded ``dice``, then every seat by the policy up to
        the horizon; the evaluation for the seat, and the actions applied."""
        game, brain = self.game, self.brain
        world.rng = Rng.from_seed(dice)
        try:
            first = game.apply(world, self.seat, text)
        except RulesError:
            return -1e9, 1
        state = first.state
        work = cost(first.events)
        rng = Rng.from_seed(choices)
        steps = 1
        while not state.finished and steps < self.plan.horizon and not brain.done(game, world, state):
            played = play_one(game, brain, state, rng)
            if played is None:
                break
            state = played.state
            work += cost(played.events)
            steps += 1
        return brain.value(game, state, self.seat), work


def cost(events: Sequence[Event]) -> int:
    """The work of one action, in budget units: one for the action and one per four events it caused
    (the automatic phases an action sets off cost the engine about that much)."""
    return 1 + len(events) // 4


def play_one(game: Game[S], brain: Brain[S], state: S, rng: Rng) -> Transition[S] | None:
    """One action by the policy for the seat the brain's :meth:`~Brain.mover` picks (a legal random answer
    if the policy's is refused); ``None`` if nothing could be played."""
    decisions = game.decisions(state)
    if not decisions:
        return None
    decision = decisions[0]
    if not decision.waiting_for():
        return None
    try:
        who, text = brain.mover(game, state, decision, rng)
    except (RulesError, ValueError):
        who, text = decision.waiting_for()[0], ""
    for attempt in range(3):
        try:
            return game.apply(state, who, text if attempt == 0 else _fallback(decision, who, rng))
        except (RulesError, ValueError):
            continue
    return None


def _fallback(decision: Decision, seat: int, rng: Rng) -> str:
    try:
        return random_answer(decision.forms[seat], rng.below)
    except ValueError:
        return decision.defaults[seat]


# --- answers of a form -----------------------------------------------------------------------------


def answers(form: Form, rng: Rng, cap: int) -> list[str]:
    """The form's legal answers, all of them if there are at most ``cap``, else ``cap`` of them spread
    over the space (an evenly spaced range of amounts, random allocations and walks)."""
    if isinstance(form, Options):
        return [c.text for c in form.choices]
    if isinstance(form, Amount):
        span = form.high - form.low + 1
        if span <= cap:
            values = list(range(form.low, form.high + 1))
        else:
            values = sorted({form.low + (span - 1) * i // (cap - 1) for i in range(cap)})
        return [f"{form.verb} {n}" for n in values]
    if isinstance(form, Steps):
        listed = walk_all(form, cap)
        if listed is not None:
            return listed
        return _sampled(lambda: random_answer(form, rng.below), cap)
    listed_slots = _slots_all(form, cap)
    if listed_slots is not None:
        return listed_slots
    return _sampled(lambda: random_answer(form, rng.below), cap)


def _sampled(draw: Callable[[], str], cap: int) -> list[str]:
    seen: dict[str, None] = {}
    for _ in range(cap * 3):
        try:
            seen.setdefault(draw(), None)
        except ValueError:
            continue
        if len(seen) >= cap:
            break
    return list(seen)


def walk_all(form: Steps, cap: int) -> list[str] | None:
    """Every complete answer of a :class:`Steps` form, or ``None`` if there are more than ``cap``."""
    out: list[str] = []
    stack: list[list[str]] = [[]]
    while stack:
        words = stack.pop()
        step = form.after(words)
        if step.complete and words:
            out.append(" ".join(words))
            if len(out) > cap:
                return None
        for choice in reversed(step.choices):
            stack.append([*words, choice.text])
        if len(stack) > 4 * cap:
            return None
    return out


def _slots_all(form: Assign | Split, cap: int) -> list[str] | None:
    """Every filling of an :class:`Assign` or :class:`Split`, or ``None`` if there are more than ``cap``."""
    keys = [slot.key for slot in form.slots]
    out: list[str] = []

    def values_for(index: int, filled: dict[str, int]) -> list[int]:
        if isinstance(form, Assign):
            pool = list(form.pool)
            for v in filled.values():
                pool.remove(v)
            return sorted(set(pool))
        cap_here = form.caps[index]
        rest_room = sum(form.caps[index + 1 :])
        left = form.total - sum(filled.values())
        return [n for n in range(min(cap_here, left) + 1) if left - n <= rest_room]

    def fill(index: int, filled: dict[str, int]) -> bool:
        if index == len(keys):
            out.append(form_text(form, filled))
            return len(out) <= cap
        for value in values_for(index, filled):
            filled[keys[index]] = value
            if not fill(index + 1, filled):
                return False
            del filled[keys[index]]
        return True

    return out if fill(0, {}) else None


def play_with(
    game: Game[S],
    state: S,
    players: dict[int, Callable[[S, Decision, int], str]],
    limit: int = 100_000,
) -> S:
    """Play ``state`` to the end, each seat answered by its player (a function of the state, the decision
    and the seat); the first seat the table waits for answers first. For tests and the benchmark."""
    steps = 0
    while not state.finished and steps < limit:
        decisions = game.decisions(state)
        if not decisions:
            break
        decision = decisions[0]
        who = decision.waiting_for()[0]
        state = game.apply(state, who, players[who](state, decision, who)).state
        steps += 1
    return state
