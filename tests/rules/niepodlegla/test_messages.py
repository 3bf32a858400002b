"""Every sentence the game says is in the catalogue and formats with the parameters it is given."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE, Msg
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.flow import ADVANCED_FINAL, ADVANCED_ROUND, BASIC_FINAL, BASIC_ROUND

from .test_playouts import rig_final

SOURCES = Path(__file__).resolve().parents[3] / "rules" / "niepodlegla"


def test_every_literal_key_is_in_the_catalogue() -> None:
    keys = set()
    for path in SOURCES.rglob("*.py"):
        keys |= set(re.findall(r'"(niepodlegla\.[a-z_]+\.[a-z_.0-9]+)"', path.read_text(encoding="utf-8")))
    missing = sorted(k for k in keys if not CATALOGUE.has(k) and not k.endswith("."))
    assert missing == []


def test_every_phase_has_a_title() -> None:
    for version, phases in (("basic", (*BASIC_ROUND, *BASIC_FINAL)), ("advanced", (*ADVANCED_ROUND, *ADVANCED_FINAL))):
        for phase in (*phases, "setup"):
            assert CATALOGUE.has(f"niepodlegla.phase.{version}.{phase}"), (version, phase)


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_events_and_prompts_format(game: NiepodleglaGame, version: str) -> None:
    for seed in range(3):
        picker = random.Random(seed)
        transition = game.new_game(3, seed, {"version": version, "challenges": True})
        state = transition.state
        said: list[Msg] = [e.msg for e in transition.events]
        while not state.finished:
            state = rig_final(state)
            decision = game.decisions(state)[0]
            said.append(decision.prompt)
            said += game.describe(state, 0)
            seat = picker.choice(decision.waiting_for())
            transition = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange))
            said += [e.msg for e in transition.events]
            state = transition.state
        result = game.result(state)
        assert result is not None
        said.append(result.summary)
        said += [s.detail for s in result.standings if s.detail is not None]
        names = {s: game.seat_name(state, s) for s in range(state.seats)}
        for message in said:
            text = CATALOGUE.format(message, names.__getitem__)
            assert text and "{" not in text, message.key


def test_a_label_built_per_language_pickles_whole_for_the_render_pool() -> None:
    """Labels build their other languages on first read from a closure; pickled (boards are drawn in worker
    processes) or copied, they become plain names with every language built."""
    import copy
    import pickle

    from rules.core.messages import Name
    from rules.niepodlegla.names import per_language

    built: list[str] = []
    label = per_language(lambda lang: built.append(lang) or f"{lang}: B-07")
    assert built == ["en"], "only English at once"
    for twin in (pickle.loads(pickle.dumps(label)), copy.deepcopy(label)):
        assert type(twin) is Name and twin == "en: B-07"
        assert twin.texts == {"en": "en: B-07", "pl": "pl: B-07"}
