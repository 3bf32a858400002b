"""Boże Igrzysko's focus images: the panels a phase changed, readable on a phone (smallest text at least
9 px when shown 400 px wide), stable against the golden images in both languages, never a cut title, and
nothing of another seat's sealed answer."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.images import focus_picture
from render import boze as renderer
from render.boze import focus_png
from render.picture import MIN_PHONE_TEXT, picture
from rules.boze import BozeGame
from rules.boze.state import BozeState
from rules.core.forms import random_answer
from tests.golden.regenerate import FOCUS_GOLDENS, FOCUS_LANGS, focus_image, midgame_state, sealed_state
from tests.render.helpers import assert_matches_golden, decode

OTHER_TOKENS = "tokens prussia=0 lithuania=1 ukraine=5 little=4 great=3 court=2"


@pytest.mark.parametrize("name", sorted(FOCUS_GOLDENS))
def test_focus_matches_the_golden_image(boze: BozeGame, name: str, tmp_path: Path) -> None:
    png = focus_image(FOCUS_GOLDENS[name](boze), lang=FOCUS_LANGS.get(name, "en"))
    assert_matches_golden(png, name, tmp_path, "regenerate.py")


def snapshots(boze: BozeGame, seats: int, seed: int) -> Iterator[BozeState]:
    """The board at the end of every phase of a whole seeded game with random legal answers."""
    pick = random.Random(seed)
    step = boze.new_game(seats, seed)
    state = step.state
    while True:
        yield from (event.board for event in step.events if event.kind == "board")
        if state.finished:
            return
        decision = boze.decisions(state)[0]
        seat = pick.choice(decision.waiting_for())
        step = boze.apply(state, seat, random_answer(decision.forms[seat], pick.randrange))
        state = step.state


@pytest.fixture
def cuts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the pen had to shorten with an ellipsis while the test ran."""
    seen: list[str] = []
    fit = renderer.Pen.fit

    def recording(self: Any, text: str, width: int, size: str = "body", heavy: bool = False) -> str:
        out = fit(self, text, width, size, heavy)
        if out != text:
            seen.append(text)
        return out

    monkeypatch.setattr(renderer.Pen, "fit", recording)
    return seen


@pytest.mark.parametrize(("seats", "seed", "lang"), [(3, 1, "en"), (4, 2, "pl")])
def test_every_focus_image_of_a_game_reads_on_a_phone_and_cuts_no_title(
    boze: BozeGame, seats: int, seed: int, lang: str, cuts: list[str]
) -> None:
    drawn = 0
    for state in snapshots(boze, seats, seed):
        key = boze.phase_key(state)
        made = focus_picture("boze", boze.view(state, None), key, lang)
        if state.phase == "end_of_turn":
            assert made is None, "the full board closes the turn"
            continue
        if made is None:
            continue
        drawn += 1
        assert made.text_px_at(400) >= MIN_PHONE_TEXT, (key, made.width, made.min_text_px)
        assert made.width <= 480 and made.height <= 2000, (key, made.width, made.height)
        assert len(made.png) < 200 * 1024
    assert drawn >= 4 * 12, "most phases of every turn draw a focus image"
    assert cuts == []


def test_a_private_focus_shows_its_own_sealed_answer_and_the_public_one_none(boze: BozeGame) -> None:
    one, other = sealed_state(boze), sealed_state(boze, tokens=OTHER_TOKENS)
    assert one.pending != other.pending
    key = boze.phase_key(one)
    for viewer in (None, 1, 2):
        first, second = focus_png(boze.view(one, viewer), key), focus_png(boze.view(other, viewer), key)
        assert first is not None and first == second, f"viewer {viewer} sees seat 0's sealed tokens"
    own, theirs = focus_png(boze.view(one, 0), key), focus_png(boze.view(other, 0), key)
    assert own is not None and theirs is not None and own != theirs, "seat 0 sees its own answer"


def test_phases_that_changed_nothing_draw_nothing(boze: BozeGame) -> None:
    state = midgame_state(boze)
    view = boze.view(state, None)
    assert focus_png(view, "3:end_of_turn") is None
    assert focus_png(view, "3:no_such_phase") is None
    state.provinces["ukraine"].enemies = {}
    state.provinces["great"].enemies = {}
    state.provinces["little"].enemies = {}
    state.provinces["great"].markers = 0
    for province in state.provinces.values():
        province.invaded = False
    calm = boze.view(state, None)
    assert focus_png(calm, "3:enemy_invasions") is None, "nobody invaded"
    assert focus_png(calm, "3:enemy_expansion") is None, "nobody expanded"


def test_a_focus_image_is_a_narrow_column_of_the_board(boze: BozeGame) -> None:
    """Measured as the table measures it: the invasions of the mid-game board fit a phone's width with
    text well above 9 px."""
    view = boze.view(midgame_state(boze), None)
    made = picture(lambda: focus_png(view, "3:enemy_invasions") or b"")
    image = decode(made.png)
    assert image.size == (made.width, made.height) and made.width == 464
    assert made.min_text_px == 16 and made.text_px_at(400) > 13


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_full_board_cuts_no_title_or_name(boze: BozeGame, lang: str, cuts: list[str]) -> None:
    """Every phase's headline, every enemy field's name (the longest: "Cesarstwo Habsburgów") and the longest
    house as Hetman ("Leszczyński") fit whole, on the public and a private board."""
    from render.boze import draw
    from render.layout import default_layout
    from rules.boze.flow import TURN

    state = midgame_state(boze)
    state.mace, state.turn = 3, 4
    for phase in ("setup", *(p.key for p in TURN)):
        state.phase = phase
        for viewer in (None, 3):
            draw(boze.view(state, viewer), default_layout(), lang)
    assert cuts == []
