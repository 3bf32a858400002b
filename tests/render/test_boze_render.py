"""The Boże Igrzysko board image: a valid, small PNG; stable against the golden image; no secrets."""

from __future__ import annotations

import io
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

from render.boze import board_png, draw
from render.fonts import bold, regular
from render.layout import DEFAULT_PATH, Layout, LayoutError, default_layout
from rules.boze import BozeGame
from tests.golden.regenerate import GOLDEN_DIR, GOLDENS, final_state, sealed_state

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 400 * 1024
OTHER_TOKENS = "tokens prussia=0 lithuania=1 ukraine=5 little=4 great=3 court=2"


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference per channel and pixel, 0-255."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


@pytest.mark.parametrize("seats", [3, 4])
def test_board_is_a_small_png_of_the_layout_size(boze: BozeGame, seats: int) -> None:
    layout = default_layout()
    data = board_png(boze.view(final_state(boze, seats), None))
    assert data.startswith(PNG_SIGNATURE)
    assert len(data) < MAX_BYTES
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    assert image.size == (layout.width, layout.height)


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_board_matches_the_golden_image(boze: BozeGame, name: str, tmp_path: Path) -> None:
    actual = decode(board_png(GOLDENS[name](boze)))
    expected = decode((GOLDEN_DIR / name).read_bytes())
    assert actual.size == expected.size
    difference = mean_difference(actual, expected)
    if difference >= 2.0:
        actual.save(tmp_path / name)
        pytest.fail(
            f"{name} differs from the golden image (mean difference {difference:.2f}); the new image is at "
            f"{tmp_path / name}. If the change is intended: .venv/bin/python tests/golden/regenerate.py"
        )


def test_public_image_does_not_depend_on_a_sealed_answer(boze: BozeGame) -> None:
    one, other = sealed_state(boze), sealed_state(boze, tokens=OTHER_TOKENS)
    assert one.pending != other.pending  # the two states differ only in seat 0's sealed tokens
    for viewer in (None, 1, 2):
        first, second = draw(boze.view(one, viewer), default_layout()), draw(boze.view(other, viewer), default_layout())
        assert ImageChops.difference(first, second).getbbox() is None, f"viewer {viewer} sees the sealed tokens"


def test_only_the_sealing_seat_sees_its_answer(boze: BozeGame) -> None:
    one, other = sealed_state(boze), sealed_state(boze, tokens=OTHER_TOKENS)
    own = boze.view(one, 0)
    assert own.own_sealed is not None
    assert boze.view(one, None).own_sealed is None
    mine, theirs = draw(own, default_layout()), draw(boze.view(other, 0), default_layout())
    assert ImageChops.difference(mine, theirs).getbbox() is not None  # the note shows seat 0's own answer


def test_every_position_of_an_opening_draws(boze: BozeGame) -> None:
    """Each state from the first placement to the end draws, for the public and for each seat."""
    layout = default_layout()
    state = boze.new_game(4, seed=3).state
    seen = 0
    while True:
        for viewer in (None, *range(state.seats)):
            assert draw(boze.view(state, viewer), layout).size == (layout.width, layout.height)
        decisions = boze.decisions(state)
        if state.finished or not decisions:
            break
        seat = decisions[0].waiting_for()[0]
        state = boze.apply(state, seat, decisions[0].defaults[seat]).state
        seen += 1
    assert state.finished and seen > 5


def test_steward_and_town_marks_draw(boze: BozeGame) -> None:
    view = boze.view(final_state(boze), None)
    first = view.provinces[0]
    marked = replace(first, fields=tuple(replace(f, steward=True, town=True) for f in first.fields))
    plain_image = draw(view, default_layout())
    marked_image = draw(replace(view, provinces=(marked, *view.provinces[1:])), default_layout())
    assert ImageChops.difference(plain_image, marked_image).getbbox() is not None


def test_font_has_the_polish_letters() -> None:
    for font in (regular(20), bold(20)):
        notdef = bytes(font.getmask("\uffff"))  # the box drawn for a missing glyph
        for letter in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ":
            mask = font.getmask(letter)
            assert mask.getbbox() is not None and bytes(mask) != notdef, letter


def raw_layout() -> dict[str, Any]:
    with DEFAULT_PATH.open("rb") as handle:
        return tomllib.load(handle)


def test_layout_names_a_missing_key() -> None:
    raw = raw_layout()
    del raw["palette"]["ink"]
    del raw["provinces"]["great"]["y"]
    with pytest.raises(LayoutError) as error:
        Layout.from_mapping(raw)
    assert "palette.ink" in str(error.value)
    assert "provinces.great.y" in str(error.value)


def test_layout_rejects_bad_values() -> None:
    raw = raw_layout()
    raw["palette"]["ink"] = "black"
    raw["text"]["body"] = 12
    raw["map"]["links"].append(["prussia", "atlantis"])
    with pytest.raises(LayoutError) as error:
        Layout.from_mapping(raw)
    message = str(error.value)
    assert "palette.ink" in message and "text.body" in message and "map.links[5]" in message


def test_unknown_house_colour_or_province_is_a_clear_error(boze: BozeGame) -> None:
    view = boze.view(final_state(boze), None)
    green = replace(view, seats=(replace(view.seats[0], colour="green"), *view.seats[1:]))
    with pytest.raises(LayoutError, match="green"):
        draw(green, default_layout())
    atlantis = replace(view, provinces=(replace(view.provinces[0], key="atlantis"), *view.provinces[1:]))
    with pytest.raises(LayoutError, match="atlantis"):
        draw(atlantis, default_layout())
