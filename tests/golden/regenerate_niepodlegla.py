"""Rewrite the Niepodległa golden board images after an intended change to the drawing or the layout.

Run from the repository root and look at every rewritten image before committing it:

    .venv/bin/python tests/golden/regenerate_niepodlegla.py                       # every golden image
    .venv/bin/python tests/golden/regenerate_niepodlegla.py niepodlegla_basic_struggle_4p.png  # only those named

The positions come from real games: a seeded random game played by the engine up to a point (the final
rounds reached by rigging the board the way the playout tests do), then, for the advanced round, a few
components set directly so that Magdeburg, the shield and the tokens show. ``tests/render/
test_niepodlegla_render.py`` imports the same builders, so the test and this script draw the same
positions.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.core import serial  # noqa: E402
from rules.core.forms import random_answer  # noqa: E402
from rules.niepodlegla import NiepodleglaGame  # noqa: E402
from rules.niepodlegla.state import NiepodleglaState, TokenState  # noqa: E402
from rules.niepodlegla.view import NiepodleglaView  # noqa: E402
from tests.golden.regenerate_common import edition, write_goldens  # noqa: E402

Stop = Callable[[NiepodleglaState], bool]


def game() -> NiepodleglaGame:
    return NiepodleglaGame.from_edition(edition("niepodlegla"))


def rig_final(state: NiepodleglaState) -> NiepodleglaState:
    """Carry a random game past the checks of the final round (as the playout tests do): the basic
    board's parts filled in round V, the advanced policy markers well past each other from round 8."""
    if not state.advanced and state.round == 5 and min(state.parts.values()) < 5:
        state = serial.clone(state)
        state.parts = {k: 5 for k in state.parts}
    if state.advanced and state.round >= 8 and state.consent + state.foreign < 16:
        state = serial.clone(state)
        state.consent, state.foreign = 8, 8
    return state


def play(
    g: NiepodleglaGame, version: str, seats: int, seed: int, stop: Stop, challenges: bool = True
) -> NiepodleglaState:
    """A seeded random game (random legal answers, the final round reached by rigging) up to ``stop``."""
    picker = random.Random(seed)
    state = g.new_game(seats, seed, {"version": version, "challenges": challenges}).state
    for _ in range(5000):
        state = rig_final(state)
        if stop(state) or state.finished:
            return state
        decision = g.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        state = g.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
    raise RuntimeError("the game did not reach the wanted point")


def basic_struggle_state(g: NiepodleglaGame) -> NiepodleglaState:
    """Four players in round III, rolling: dice on the table, some missions covered."""
    return play(g, "basic", 4, 5, lambda s: s.struggling and s.round >= 3)


def basic_proposal_state(g: NiepodleglaGame) -> NiepodleglaState:
    """Three players in round II: a proposal of missions and dice waits for the others' answers."""
    return play(g, "basic", 3, 5, lambda s: s.joint is not None and s.joint.stage == "respond" and s.round >= 2)


def advanced_round_state(g: NiepodleglaGame) -> NiepodleglaState:
    """Four players in round 4, rolling; a morale marker, a neutral die and a figure die in Magdeburg, the
    shield over field 5, and activist and morale tokens in hand (one used)."""
    state = serial.clone(play(g, "advanced", 4, 7, lambda s: s.struggling and s.round >= 4))
    state.prison.morale, state.prison.neutral, state.prison.figures = 1, 1, ["haller"]
    state.shield = 5
    state.tokens = [
        TokenState(key="korfanty", owner=0, holder=0, active=True),
        TokenState(key="skarb", owner=1, holder=1, active=False),
        TokenState(key="rada", owner=3, holder=3, active=True),
    ]
    return state


def advanced_final_state(g: NiepodleglaGame) -> NiepodleglaState:
    """Four players in the Defence of the Borders: the main missions, the F cards and the D challenges."""
    return play(g, "advanced", 4, 101, lambda s: s.round == 10 and s.struggling)


def advanced_end_state(g: NiepodleglaGame) -> NiepodleglaState:
    """Three players after the final round: the outcome and the score."""
    return play(g, "advanced", 3, 105, lambda s: False)


GOLDENS: dict[str, Callable[[NiepodleglaGame], NiepodleglaView]] = {
    "niepodlegla_basic_struggle_4p.png": lambda g: g.view(basic_struggle_state(g), None),
    "niepodlegla_basic_proposal_3p_seat1_pl.png": lambda g: g.view(basic_proposal_state(g), 1),
    "niepodlegla_advanced_round4_4p.png": lambda g: g.view(advanced_round_state(g), None),
    "niepodlegla_advanced_round4_4p_seat2_pl.png": lambda g: g.view(advanced_round_state(g), 2),
    "niepodlegla_advanced_final_4p_seat0.png": lambda g: g.view(advanced_final_state(g), 0),
    "niepodlegla_advanced_end_3p.png": lambda g: g.view(advanced_end_state(g), None),
}


def phase_end(g: NiepodleglaGame, version: str, seats: int, seed: int, phase: str, round_: int = 1) -> NiepodleglaState:
    """The state as ``phase`` left it (its board snapshot) in a seeded random game, from round ``round_`` on."""
    picker = random.Random(seed)
    transition = g.new_game(seats, seed, {"version": version, "challenges": True})
    state = transition.state
    for _ in range(5000):
        for event in transition.events:
            if event.kind == "board" and event.board.phase == phase and event.board.round >= round_:
                ended: NiepodleglaState = event.board
                return ended
        state = rig_final(transition.state)
        if state.finished:
            break
        decision = g.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        transition = g.apply(state, seat, random_answer(decision.forms[seat], picker.randrange))
    raise RuntimeError("the game did not reach the wanted phase")


def rewarded(g: NiepodleglaGame) -> NiepodleglaState:
    """Three players after the rewards of a round in which missions were completed."""
    for round_ in range(1, 6):
        state = phase_end(g, "basic", 3, 5, "rewards", round_)
        if state.completed:
            return state
    raise RuntimeError("no mission was completed")


FOCUS_GOLDENS: dict[str, Callable[[NiepodleglaGame], tuple[NiepodleglaView, str]]] = {
    "niepodlegla_focus_struggle_basic_2p.png": lambda g: _focus(g, phase_end(g, "basic", 2, 11, "struggle", 2)),
    "niepodlegla_focus_rewards_basic_3p_pl.png": lambda g: _focus(g, rewarded(g)),
    "niepodlegla_focus_summary_basic_4p.png": lambda g: _focus(g, _summary_with_levels(g)),
    "niepodlegla_focus_negative_advanced_4p.png": lambda g: _focus(g, phase_end(g, "advanced", 4, 7, "negative", 2)),
    "niepodlegla_focus_end_of_round_advanced_3p_pl.png": lambda g: _focus(
        g, phase_end(g, "advanced", 3, 9, "end_of_round", 2)
    ),
}
"""Focus images (``render.niepodlegla.focus_png``): the panels a phase changed, for a phone."""

FOCUS_LANGS: dict[str, str] = {
    "niepodlegla_focus_rewards_basic_3p_pl.png": "pl",
    "niepodlegla_focus_end_of_round_advanced_3p_pl.png": "pl",
}


def _focus(g: NiepodleglaGame, state: NiepodleglaState) -> tuple[NiepodleglaView, str]:
    return g.view(state, None), g.phase_key(state)


def _summary_with_levels(g: NiepodleglaGame) -> NiepodleglaState:
    """Four players after a summary that made final missions harder."""
    for round_ in range(1, 6):
        state = phase_end(g, "basic", 4, 13, "summary", round_)
        if state.morale < 4 or state.overflow:
            return state
    raise RuntimeError("no summary raised the final missions")


GOLDEN_LANGS: dict[str, str] = {
    "niepodlegla_basic_proposal_3p_seat1_pl.png": "pl",
    "niepodlegla_advanced_round4_4p_seat2_pl.png": "pl",
}
"""The language each golden image is drawn in, when not English."""


def main(names: list[str]) -> None:
    from render.niepodlegla import board_png, focus_png

    def focus(built: tuple[NiepodleglaView, str], lang: str = "en") -> bytes:
        png = focus_png(built[0], built[1], lang=lang)
        if png is None:
            raise RuntimeError(f"no focus image for {built[1]}")
        return png

    write_goldens(names, game(), GOLDENS, GOLDEN_LANGS, board_png)
    write_goldens(names, game(), FOCUS_GOLDENS, FOCUS_LANGS, focus)


if __name__ == "__main__":
    main(sys.argv[1:])
