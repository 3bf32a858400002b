"""The cyclic garbage collector under a thousand live games (issue 12): the running bot collects rarely and never
walks what start-up built, and what one step of a game builds is freed by reference counting, not left in
reference cycles for the collector (each one the collector must find stalls the event loop in proportion to
everything it walks)."""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator
from dataclasses import fields
from typing import Any

import pytest

from bot.discord.app import GC_THRESHOLDS, quiet_collector
from bot.editions import Editions
from bot.table import model
from bot.table.model import Loaded, Walk, walks_remembered
from rules.core.decision import Steps
from rules.core.forms import answer_label, random_answer, step_choices, whole_answers
from rules.core.game import Game, OptionValue

SETUPS: list[tuple[str, int, dict[str, OptionValue]]] = [
    ("boze", 3, {}),
    ("sigismundus", 4, {"short": True}),
    ("niepodlegla", 3, {"version": "basic"}),
]


@pytest.fixture
def collector() -> Iterator[None]:
    """The test's own collector settings, the process's put back after it."""
    thresholds = gc.get_threshold()
    enabled = gc.isenabled()
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.enable() if enabled else gc.disable()


def test_start_up_freezes_what_it_built_and_raises_the_thresholds(collector: None) -> None:
    gc.set_threshold(700, 10, 10)  # Python's defaults, as a new process has them
    gc.unfreeze()
    built = [[n] for n in range(1000)]  # something start-up built
    quiet_collector()
    assert gc.get_threshold() == GC_THRESHOLDS
    assert gc.get_freeze_count() >= len(built)
    assert not any(gc.is_tracked(o) and o is built for o in gc.get_objects(2))
    frozen = gc.get_freeze_count()
    quiet_collector()  # once per process: a second bot in the same process (the tests) freezes nothing again
    assert gc.get_freeze_count() == frozen


def steps(game: Game[Any], seats: int, options: dict[str, OptionValue], moves: int, seed: int) -> int:
    """Play ``moves`` random answers as the table does, with everything a click builds on the way (the
    decisions, every form's whole answers and an answer's label); returns the moves made."""
    state = game.new_game(seats, seed, options).state
    picker = random.Random(seed)
    made = 0
    for _ in range(moves):
        loaded = Loaded(None, game, state)  # type: ignore[arg-type]
        decisions = loaded.decisions()
        if not decisions:
            break
        for decision in decisions:
            for form in decision.forms.values():
                whole_answers(form)
        decision = decisions[0]
        seat = picker.choice(decision.waiting_for())
        form = decision.forms[seat]
        text = decision.defaults[seat] if isinstance(form, Steps) else random_answer(form, picker.randrange)
        answer_label(form, text, "pl")
        if isinstance(form, Steps):
            step_choices(form, text)
        state = game.apply(state, seat, text, decisions=decisions).state
        made += 1
    return made


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS, ids=[s[0] for s in SETUPS])
def test_a_step_of_a_game_leaves_no_reference_cycles(
    collector: None, game_id: str, seats: int, options: dict[str, OptionValue]
) -> None:
    game = Editions().build(game_id, Editions().load_raw(game_id))  # (a game's definition is kept: not a step's)
    steps(game, seats, options, 5, seed=1)  # every module's first-use caches filled
    gc.collect()
    gc.disable()
    made = steps(game, seats, options, 60, seed=2)
    cyclic = gc.collect()
    assert made > 20
    # a closure that calls itself is the usual culprit: make it a function taking what it needs
    assert cyclic == 0, f"{cyclic} objects of {made} {game_id} moves were left for the cyclic collector"


def test_remembered_walks_keep_equal_forms_one_object() -> None:
    game = Editions().build("niepodlegla", Editions().load_raw("niepodlegla"))
    state = game.new_game(3, 1, {"version": "basic"}).state
    decisions = game.decisions(state)
    again = walks_remembered(decisions)
    assert [d.key for d in again] == [d.key for d in decisions]
    for before, after in zip(decisions, again, strict=True):
        assert all(getattr(after, f.name) == getattr(before, f.name) for f in fields(before) if f.name != "forms")
        if not any(isinstance(form, Steps) for form in before.forms.values()):
            assert after is before
        for seat, form in before.forms.items():
            others = [s for s, f in before.forms.items() if f == form]
            assert all(after.forms[s] == after.forms[seat] for s in others)
            if isinstance(form, Steps):
                assert form.after([]) == after.forms[seat].after([])
                assert after.forms[seat].after([]) is after.forms[seat].after([])  # walked once


def test_decisions_without_a_wizard_come_back_as_they_are() -> None:
    game = Editions().build("boze", Editions().load_raw("boze"))
    decisions = game.decisions(game.new_game(3, 1, {}).state)
    assert not any(isinstance(f, Steps) for d in decisions for f in d.forms.values())
    assert walks_remembered(decisions) is decisions


def test_only_the_newest_walks_are_remembered(monkeypatch: pytest.MonkeyPatch) -> None:
    """A thousand cached games would keep every walk for as long as nobody moves: only the newest are kept."""
    monkeypatch.setattr(model, "WALKS_KEPT", 2)
    game = Editions().build("niepodlegla", Editions().load_raw("niepodlegla"))
    state = game.new_game(3, 1, {"version": "basic"}).state
    while not any(isinstance(f, Steps) for d in game.decisions(state) for f in d.forms.values()):
        decision = game.decisions(state)[0]
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, decision.defaults[seat]).state
    walks = []
    for _ in range(3):
        decisions = walks_remembered(game.decisions(state))
        form = next(f for d in decisions for f in d.forms.values() if isinstance(f, Steps))
        assert isinstance(form.after, Walk)
        first = form.after([])
        assert form.after([]) is first  # remembered while among the newest
        walks.append(form.after)
    assert not walks[0].steps and walks[0]([]) is not walks[0]([])  # forgotten, and walks anew
    assert walks[2].steps


def test_a_messages_components_are_freed_without_the_collector(collector: None) -> None:
    """discord.py's view and its items refer to each other; the bot's own view keeps no reference from an item
    back to it (its items are dynamic, dispatched by custom id), so a live message's components, built at every
    click, are freed by reference counting (issue 12: some 30 objects a click were left for the collector)."""
    import asyncio

    import discord

    from bot.discord.components import Components, DecisionButton, Ref, compose, utility_row

    def alive() -> int:
        return sum(isinstance(o, (discord.ui.View, DecisionButton)) for o in gc.get_objects())

    async def build() -> int:
        gc.collect()
        gc.disable()
        before = alive()
        for _ in range(20):
            rows = [[DecisionButton(Ref(1, 2, "o", str(i)), f"Option {i}") for i in range(4)]]
            view = compose(rows, [utility_row(1, 2, "en")])
            assert len(view.to_components()) == 2 and len(view.children) == 6
            del view, rows
        with pytest.raises(TypeError):
            Components().add_item(discord.ui.Button(label="not dispatched by its custom id"))
        return alive() - before

    assert asyncio.run(build()) == 0  # discord.py's view wants a running loop


def test_the_running_bots_collector_sets_young_survivors_aside_and_sweeps_cycles(collector: None) -> None:
    """Issue 12: what survives a young collection (a cached game's new state) is set aside at once instead of
    being walked again by every middle collection; a reference cycle set aside while in use is freed by the next
    sweep, and the sweep sets aside what still lives."""
    from bot.discord.app import Collector
    from bot.settings import COLLECTOR_SWEEP_S, Settings

    assert Settings().collector_sweep_s == 0, "built in code (tests, the local table): Python's own policy"
    assert Settings.from_env({}, dotenv=None).collector_sweep_s == COLLECTOR_SWEEP_S > 0

    class Node:
        def __init__(self) -> None:
            self.me = self  # a reference cycle: only the collector frees it

    sweeper = Collector(60.0)
    sweeper.install()
    try:
        assert sum(isinstance(c, Collector) for c in gc.callbacks) == 1
        sweeper.install()  # once per process
        assert sum(isinstance(c, Collector) for c in gc.callbacks) == 1
        gc.collect()
        gc.freeze()
        frozen = gc.get_freeze_count()
        kept = [[n] for n in range(3000)]  # a game's new state, alive until its next action
        cycle = Node()
        gc.collect(0)  # a young collection: its survivors are set aside
        assert gc.get_freeze_count() >= frozen + len(kept)
        assert not any(o is kept for g in (0, 1, 2) for o in gc.get_objects(g))
        del cycle
        assert gc.collect(1) == 0, "set aside: the middle collection does not walk it"
        assert sweeper.sweep() >= 1, "the sweep frees the cycle"
        assert sweeper.sweeps == 1 and sweeper.swept >= 1 and sweeper.longest_s > 0
        assert gc.get_freeze_count() >= len(kept), "and sets aside what still lives"
    finally:
        sweeper.uninstall()
        gc.unfreeze()
    assert not any(isinstance(c, Collector) for c in gc.callbacks)


async def test_a_bot_with_a_sweep_sets_its_collector_up_and_takes_it_down(tmp_path: Any) -> None:
    """A bot built with a sweep interval (as from the environment) installs its collector at start-up, runs the
    sweeper as a service the harness does not wait for, and removes both when it closes; one built in code
    (the tests) leaves Python's collector alone."""
    import asyncio

    from bot.bench.fake_discord import Harness
    from bot.discord.app import SWEEPER, Collector

    plain = await Harness.start(f"sqlite+aiosqlite:///{tmp_path / 'plain.db'}")
    try:
        assert not any(isinstance(c, Collector) for c in gc.callbacks)
    finally:
        await plain.stop()
    h = await Harness.start(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}", collector_sweep_s=600.0)
    try:
        assert h.bot.collector in gc.callbacks
        assert any(t.get_name() == SWEEPER and not t.done() for t in asyncio.all_tasks())
        await h.settle()  # not held up by the sweeper
    finally:
        await h.stop()
        gc.unfreeze()
    assert h.bot.collector not in gc.callbacks
    await asyncio.sleep(0)
    assert not any(t.get_name() == SWEEPER and not t.done() for t in asyncio.all_tasks())
