"""Niepodległa's focus images (issue 10: boards on a phone): after a phase, the panels it changed, 700 pixels
wide, so that the smallest text is at least 9 pixels high when a phone shows the picture 400 wide; stable
against their golden images in both languages; none for a phase that changed nothing worth a picture."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from render.niepodlegla import FOCUS_WIDTH, Pen, _header, focus_panels, focus_png
from render.niepodlegla_layout import NiepodleglaLayout, default_layout
from render.picture import MIN_PHONE_TEXT, PHONE_WIDTH, picture
from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState
from rules.niepodlegla.view import NiepodleglaView
from tests.golden.regenerate_niepodlegla import FOCUS_GOLDENS, FOCUS_LANGS, game, rig_final
from tests.render.helpers import assert_matches_golden, assert_small_png, decode


@pytest.fixture(scope="module")
def niepodlegla() -> NiepodleglaGame:
    return game()


def phase_ends(g: NiepodleglaGame, version: str, seats: int, seed: int) -> list[NiepodleglaState]:
    """The state at the end of every phase of a seeded random game (the final round reached by rigging)."""
    picker = random.Random(seed)
    transition = g.new_game(seats, seed, {"version": version, "challenges": True})
    ends: list[NiepodleglaState] = []
    for _ in range(5000):
        ends += [e.board for e in transition.events if e.kind == "board"]
        state = rig_final(transition.state)
        if state.finished:
            return ends
        decision = g.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        transition = g.apply(state, seat, random_answer(decision.forms[seat], picker.randrange))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_every_focus_image_is_readable_on_a_phone(niepodlegla: NiepodleglaGame, version: str, seats: int) -> None:
    drawn: set[str] = set()
    for i, state in enumerate(phase_ends(niepodlegla, version, seats, 60 + seats)):
        view = niepodlegla.view(state, None)
        phase = niepodlegla.phase_key(state)
        lang = "pl" if i % 2 else "en"
        if focus_png(view, phase, lang=lang) is None:
            assert not focus_panels(view, phase)
            continue
        pic = picture(partial(_drawn, view, phase, lang))
        drawn.add(state.phase)
        assert pic.width == FOCUS_WIDTH
        assert pic.min_text_px * PHONE_WIDTH / pic.width >= MIN_PHONE_TEXT, (phase, pic.min_text_px)
        assert pic.height <= 1600 and len(pic.png) < 400 * 1024, (phase, pic.height)
    assert "struggle" in drawn
    assert ({"rewards"} if version == "basic" else {"negative", "end_of_round"}) & drawn


def _drawn(view: NiepodleglaView, phase: str, lang: str) -> bytes:
    png = focus_png(view, phase, lang=lang)
    assert png is not None
    return png


@pytest.mark.parametrize("name", sorted(FOCUS_GOLDENS))
def test_focus_image_matches_the_golden_image(niepodlegla: NiepodleglaGame, name: str, tmp_path: Path) -> None:
    view, phase = FOCUS_GOLDENS[name](niepodlegla)
    png = focus_png(view, phase, lang=FOCUS_LANGS.get(name, "en"))
    assert png is not None
    assert_small_png(png, decode(png).size)
    assert_matches_golden(png, name, tmp_path, "regenerate_niepodlegla.py")


def test_no_picture_when_a_phase_changed_nothing_worth_one(niepodlegla: NiepodleglaGame) -> None:
    """Summary of Rounds I–V: "If there are 4 or more, nothing bad happens" — no picture; the allocation is shown
    by the struggle that follows; rewards when nothing was completed."""
    ends = phase_ends(niepodlegla, "basic", 2, 3)
    for state in ends:
        view = niepodlegla.view(state, None)
        phase = niepodlegla.phase_key(state)
        if state.phase == "summary" and state.morale >= 4 and not state.overflow:
            assert focus_png(view, phase) is None
        if state.phase in ("allocation", "housekeeping"):
            assert focus_png(view, phase) is None
        if state.phase == "rewards" and not state.completed:
            assert focus_png(view, phase) is None


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_no_phase_title_is_cut_on_the_full_board(niepodlegla: NiepodleglaGame, version: str, lang: str) -> None:
    """Issue 10: "No title cut off" — every phase's title fits the full board's header, the viewer's mark beside it."""
    layout = default_layout()
    base = niepodlegla.view(niepodlegla.new_game(4, 1, {"version": version}).state, 2)
    titles = [k for k in CATALOGUE.keys("en") if k.startswith(f"niepodlegla.phase.{version}.")]
    assert len(titles) >= 8
    for key in titles:
        view = replace(base, headline=msg(key, round=10, numeral="VI"))
        drawn = _header_texts(view, lang, layout)
        assert not any(t.endswith("…") for t in drawn), (key, lang, drawn)


def _header_texts(view: NiepodleglaView, lang: str, layout: NiepodleglaLayout) -> list[str]:
    """Every text the full board's header draws for ``view``."""
    pen = Pen(Image.new("RGB", (layout.width, 80)), layout, view, lang)
    drawn: list[str] = []
    original = pen.text

    def record(xy: tuple[int, int], text: str, *args: Any, **kwargs: Any) -> int:
        drawn.append(text)
        return original(xy, text, *args, **kwargs)

    pen.text = record  # type: ignore[method-assign]
    _header(pen)
    return drawn
