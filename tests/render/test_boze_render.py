"""The Boże Igrzysko board image: a valid, small PNG; stable against the golden images; every kind
of piece on the table shows; nothing spills out of its box; no secrets."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from render.boze import army_text, board_png, draw
from render.fonts import bold, regular
from render.layout import DEFAULT_PATH, Layout, default_layout
from render.layout_base import LayoutError
from rules.boze import BozeGame
from rules.boze.view import ArmyView, BozeView, EnemyDiceView, EnemyFieldView, ProvinceView
from tests.golden.regenerate import GOLDEN_LANGS, GOLDENS, clientele_state, final_state, midgame_state, sealed_state
from tests.render.helpers import (
    assert_matches_golden,
    assert_small_png,
    changed_outside,
    differs_inside,
    identical,
    read_toml,
)

OTHER_TOKENS = "tokens prussia=0 lithuania=1 ukraine=5 little=4 great=3 court=2"
COURT_5 = "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5"


@pytest.fixture(scope="module")
def midgame(boze: BozeGame) -> BozeView:
    return boze.view(midgame_state(boze), None)


@pytest.mark.parametrize("build", [midgame_state, final_state, sealed_state], ids=["4p", "final-3p", "sealed-3p"])
def test_board_is_a_small_png_of_the_layout_size(boze: BozeGame, build: Callable[[BozeGame], Any]) -> None:
    layout = default_layout()
    assert_small_png(board_png(boze.view(build(boze), None)), (layout.width, layout.height))


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_board_matches_the_golden_image(boze: BozeGame, name: str, tmp_path: Path) -> None:
    png = board_png(GOLDENS[name](boze), lang=GOLDEN_LANGS.get(name, "en"))
    assert_matches_golden(png, name, tmp_path, "regenerate.py")


# --- secrets ---------------------------------------------------------------------------------------


def test_public_image_does_not_depend_on_a_sealed_answer(boze: BozeGame) -> None:
    one, other = sealed_state(boze), sealed_state(boze, tokens=OTHER_TOKENS)
    assert one.pending != other.pending  # the two states differ only in seat 0's sealed tokens
    for viewer in (None, 1, 2):
        first, second = draw(boze.view(one, viewer), default_layout()), draw(boze.view(other, viewer), default_layout())
        assert identical(first, second), f"viewer {viewer} sees the sealed tokens"


def test_only_the_sealing_seat_sees_its_answer(boze: BozeGame) -> None:
    one, other = sealed_state(boze), sealed_state(boze, tokens=OTHER_TOKENS)
    own = boze.view(one, 0)
    assert own.own_sealed is not None
    assert boze.view(one, None).own_sealed is None
    mine, theirs = draw(own, default_layout()), draw(boze.view(other, 0), default_layout())
    assert differs_inside(mine, theirs, default_layout().panels["note"])  # the note shows seat 0's own answer


def tied_for_the_mace(boze: BozeGame) -> Any:
    """Seats 0 and 1 both put 5 at the Royal Court: they bid for the mace in secret."""
    state = boze.apply(clientele_state(boze), 0, COURT_5).state
    state = boze.apply(state, 1, COURT_5).state
    state = boze.apply(state, 2, boze.decisions(state)[0].defaults[2]).state
    assert state.phase == "granting_the_mace" and boze.decisions(state)[0].secret
    return state


def test_public_image_does_not_depend_on_a_sealed_bid(boze: BozeGame) -> None:
    tied = tied_for_the_mace(boze)
    low, high = boze.apply(tied, 0, "bid 3").state, boze.apply(tied, 0, "bid 7").state
    assert low.pending != high.pending
    for viewer in (None, 1, 2):
        first, second = draw(boze.view(low, viewer), default_layout()), draw(boze.view(high, viewer), default_layout())
        assert identical(first, second), f"viewer {viewer} sees the sealed bid"
    mine, other = draw(boze.view(low, 0), default_layout()), draw(boze.view(high, 0), default_layout())
    assert differs_inside(mine, other, default_layout().panels["note"])


def test_every_position_of_the_setup_draws(boze: BozeGame) -> None:
    """Each state from the first estate to the last sealed token draws, for the public and each seat."""
    layout = default_layout()
    state = boze.new_game(4, seed=3).state
    seen = 0
    while True:
        for viewer in (None, *range(state.seats)):
            assert draw(boze.view(state, viewer), layout).size == (layout.width, layout.height)
        decisions = boze.decisions(state)
        waiting = decisions[0].waiting_for() if decisions else ()
        if state.phase != "setup" and len(waiting) <= 1:
            break  # the last token would start the phases after the opening: other tests build those
        state = boze.apply(state, waiting[0], decisions[0].defaults[waiting[0]]).state
        seen += 1
    assert state.phase == "noble_clientele" and seen > 10


# --- every kind of piece shows, where it belongs ---------------------------------------------------


def province(view: BozeView, key: str) -> ProvinceView:
    return next(p for p in view.provinces if p.key == key)


def field(view: BozeView, key: str) -> EnemyFieldView:
    return next(f for f in view.enemy_fields if f.key == key)


def with_province(view: BozeView, where: str, **changes: Any) -> BozeView:
    return replace(view, provinces=tuple(replace(p, **changes) if p.key == where else p for p in view.provinces))


def with_field(view: BozeView, enemy: str, **changes: Any) -> BozeView:
    return replace(view, enemy_fields=tuple(replace(f, **changes) if f.key == enemy else f for f in view.enemy_fields))


def with_seat(view: BozeView, seat: int, **changes: Any) -> BozeView:
    return replace(view, seats=tuple(replace(s, **changes) if s.seat == seat else s for s in view.seats))


PROVINCE_PIECES: dict[str, dict[str, Any]] = {
    "army": {"armies": (ArmyView(), ArmyView(), ArmyView(1, 1, 1), ArmyView())},
    "cossacks": {"cossacks": 2},
    "enemy dice": {"enemies": (EnemyDiceView("muscovy", "green", 4),)},
    "habsburg markers": {"markers": 3},
    "sejm disc": {"sejm": 2},
    "invaded": {"invaded": True},
    "player dice": {"dice": (0, 0, 7, 0)},
    "tokens": {"tokens": (1, 2, 3, 4)},
    "wealth": {"wealth": 1},
}


@pytest.mark.parametrize("piece", sorted(PROVINCE_PIECES))
def test_each_kind_of_province_piece_shows_in_its_province(midgame: BozeView, piece: str) -> None:
    layout = default_layout()
    before = draw(midgame, layout)
    after = draw(with_province(midgame, "lithuania", **PROVINCE_PIECES[piece]), layout)
    assert differs_inside(before, after, layout.province("lithuania"))


def test_steward_and_town_marks_show(midgame: BozeView) -> None:
    layout = default_layout()
    lithuania = province(midgame, "lithuania")
    before = draw(midgame, layout)
    for mark in ("steward", "town"):
        fields = tuple(replace(f, **{mark: True}) if f.owner is not None else f for f in lithuania.fields)
        after = draw(with_province(midgame, "lithuania", fields=fields), layout)
        assert differs_inside(before, after, layout.province("lithuania")), mark


FIELD_PIECES: dict[str, dict[str, Any]] = {
    "enemy dice": {"dice": 5},
    "habsburg markers": {"markers": 3},
    "ottoman dice": {"ottoman": 2},
    "cossacks": {"cossacks": 2},
    "raiding player dice": {"players": (0, 0, 0, 3)},
    "king dice": {"king": 3},
    "treaty": {"treaty": True},
    "strength": {"strength": 17},
    "base": {"base": 12},
    "name": {"name": "Prussia"},
    "glory": {"glory": 9},
}


@pytest.mark.parametrize("piece", sorted(FIELD_PIECES))
def test_each_kind_of_field_piece_shows_on_its_field(midgame: BozeView, piece: str) -> None:
    layout = default_layout()
    before = draw(midgame, layout)
    after = draw(with_field(midgame, "black", **FIELD_PIECES[piece]), layout)
    assert differs_inside(before, after, layout.field("black"))


PANEL_CHANGES: dict[str, tuple[str, Callable[[BozeView], BozeView]]] = {
    "royal army": ("royal_army", lambda v: replace(v, royal_army=ArmyView(1, 0, 0))),
    "stewards left": ("supplies", lambda v: replace(v, stewards_left=v.stewards_left - 1)),
    "towns left": ("supplies", lambda v: replace(v, cities_left=2)),
    "king dice left": ("supplies", lambda v: replace(v, king_dice_left=1)),
    "cossacks field": ("supplies", lambda v: replace(v, cossacks_field=2)),
    "sejm": ("sejm", lambda v: with_province(v, "ukraine", sejm=0)),
    "turn": ("track", lambda v: replace(v, turn=4)),
    "phase": ("track", lambda v: replace(v, phase="enemy_invasions", phase_number=11)),
    "court token": ("court", lambda v: with_seat(v, 0, court=0)),
    "mace": ("court", lambda v: replace(v, mace=0)),
    "gold": ("players", lambda v: with_seat(v, 0, gold=99)),
    "prestige": ("players", lambda v: with_seat(v, 0, prestige=99)),
    "free dice": ("players", lambda v: with_seat(v, 0, free_dice=19)),
    "free discs": ("players", lambda v: with_seat(v, 0, free_discs=1)),
    "sejm discs": ("players", lambda v: with_seat(v, 0, sejm_discs=4)),
    "tokens in hand": ("players", lambda v: with_seat(v, 0, tokens=(5,))),
    "waiting": ("players", lambda v: with_seat(v, 0, owes_answer=True)),
    "submitted": ("players", lambda v: with_seat(v, 0, submitted=True)),
}


@pytest.mark.parametrize("change", sorted(PANEL_CHANGES))
def test_each_table_value_shows_in_its_panel(midgame: BozeView, change: str) -> None:
    layout = default_layout()
    panel, alter = PANEL_CHANGES[change]
    assert differs_inside(draw(midgame, layout), draw(alter(midgame), layout), layout.panels[panel])


def crowded(view: BozeView) -> BozeView:
    """Every place as full as the components allow, and long names: the worst case to draw."""
    full = ArmyView(4, 3, 1)
    foes = tuple(EnemyDiceView(f.key, f.colour, 25) for f in view.enemy_fields)
    provinces = tuple(
        replace(
            p,
            armies=(full,) * len(view.seats),
            cossacks=2,
            enemies=foes,
            markers=10,
            invaded=True,
            sejm=3,
            dice=(20,) * len(view.seats),
            tokens=(5,) * len(view.seats),
            fields=tuple(replace(f, owner=3, steward=True, town=True) for f in p.fields),
        )
        for p in view.provinces
    )
    fields = tuple(
        replace(f, dice=25, markers=10, ottoman=30, cossacks=2, players=(20,) * 4, king=12, strength=99, base=16)
        for f in view.enemy_fields
    )
    seats = tuple(
        replace(s, gold=999, prestige=199, house=s.house * 4, tokens=(0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5))
        for s in view.seats
    )
    return replace(
        view,
        provinces=provinces,
        enemy_fields=fields,
        seats=seats,
        royal_army=ArmyView(9, 9, 9),
        viewer=3,
        own_sealed="tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0 " * 3,
    )


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_crowded_board_stays_inside_its_boxes(midgame: BozeView, lang: str) -> None:
    """Whatever stands on the board, in either language, nothing is drawn outside the boxes of the layout."""
    layout = default_layout()
    plain, full = draw(midgame, layout, lang), draw(crowded(midgame), layout, lang)
    boxes = [layout.header, *layout.provinces.values(), *layout.fields.values(), *layout.panels.values()]
    outside = changed_outside(plain, full, boxes)
    assert outside is None, f"drawn outside every box around {outside}"


def test_army_text_is_compact() -> None:
    assert army_text(ArmyView(2, 1, 1)) == "2I 1C A"
    assert army_text(ArmyView(0, 3, 0)) == "3C"
    assert army_text(ArmyView(9, 9, 9)) == "9I 9C 9A"


def test_font_has_the_polish_letters() -> None:
    for font in (regular(20), bold(20)):
        notdef = bytes(font.getmask("\uffff"))  # the box drawn for a missing glyph
        for letter in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ":
            mask = font.getmask(letter)
            assert mask.getbbox() is not None and bytes(mask) != notdef, letter


# --- the layout file -------------------------------------------------------------------------------


def test_layout_text_is_readable_on_a_phone() -> None:
    assert min(default_layout().text.values()) >= 16


def test_layout_names_a_missing_key() -> None:
    raw = read_toml(DEFAULT_PATH)
    del raw["palette"]["ink"]
    del raw["provinces"]["great"]["y"]
    del raw["enemy_fields"]["tatars"]["x"]
    del raw["panels"]["royal_army"]
    with pytest.raises(LayoutError) as error:
        Layout.from_mapping(raw)
    message = str(error.value)
    for path in ("palette.ink", "provinces.great.y", "enemy_fields.tatars.x", "panels.royal_army"):
        assert path in message


def test_layout_rejects_bad_values() -> None:
    raw = read_toml(DEFAULT_PATH)
    raw["palette"]["ink"] = "black"
    raw["text"]["body"] = 12
    raw["map"]["links"].append(["prussia", "atlantis"])
    raw["enemies"]["green"]["fill"] = "#12"
    with pytest.raises(LayoutError) as error:
        Layout.from_mapping(raw)
    message = str(error.value)
    assert "palette.ink" in message and "text.body" in message and "map.links[5]" in message
    assert "enemies.green.fill" in message


def test_unknown_colour_province_or_field_is_a_clear_error(midgame: BozeView) -> None:
    green = with_seat(midgame, 0, colour="green")
    with pytest.raises(LayoutError, match="green"):
        draw(green, default_layout())
    atlantis = replace(midgame, provinces=(replace(midgame.provinces[0], key="atlantis"), *midgame.provinces[1:]))
    with pytest.raises(LayoutError, match="atlantis"):
        draw(atlantis, default_layout())
    teal = with_field(midgame, "black", colour="teal")
    with pytest.raises(LayoutError, match="teal"):
        draw(teal, default_layout())
    crimea = with_field(midgame, "tatars", key="crimea")
    with pytest.raises(LayoutError, match="crimea"):
        draw(crimea, default_layout())
