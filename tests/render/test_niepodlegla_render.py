"""The Niepodległa board image: a valid, small PNG of the layout's size in both versions and every player
count; stable against the golden images; every value on the table shows in its panel; nothing spills
out of its box; every position of random games draws; the same open table for everyone."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from render.layout_base import LayoutError, Rect
from render.niepodlegla import EN, PL, board_png, draw, effect_item, effect_items, headline, reward_items
from render.niepodlegla_layout import DEFAULT_PATH, NiepodleglaLayout, default_layout
from rules.core import serial
from rules.core.forms import random_answer
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.board import BASIC_REWARDS, Effect
from rules.niepodlegla.effects import effect_msg
from rules.niepodlegla.names import text_in
from rules.niepodlegla.state import NiepodleglaState
from rules.niepodlegla.view import (
    CardView,
    CityView,
    DieView,
    EffectView,
    JointView,
    NiepodleglaView,
    PrisonView,
    TokenView,
)
from tests.golden.regenerate_niepodlegla import (
    GOLDEN_LANGS,
    GOLDENS,
    advanced_final_state,
    advanced_round_state,
    basic_proposal_state,
    basic_struggle_state,
    game,
    play,
    rig_final,
)
from tests.render.helpers import (
    assert_matches_golden,
    assert_small_png,
    changed_outside,
    differs_inside,
    identical,
    read_toml,
)


@pytest.fixture(scope="module")
def niepodlegla() -> NiepodleglaGame:
    return game()


@pytest.fixture(scope="module")
def basic_view(niepodlegla: NiepodleglaGame) -> NiepodleglaView:
    return niepodlegla.view(basic_struggle_state(niepodlegla), None)


@pytest.fixture(scope="module")
def advanced_view(niepodlegla: NiepodleglaGame) -> NiepodleglaView:
    return niepodlegla.view(advanced_round_state(niepodlegla), None)


# --- size and format -------------------------------------------------------------------------------


@pytest.mark.parametrize("challenges", [False, True], ids=["plain", "challenges"])
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_board_is_a_small_png_of_the_layout_size(
    niepodlegla: NiepodleglaGame, version: str, seats: int, challenges: bool
) -> None:
    layout = default_layout()
    state = play(niepodlegla, version, seats, 3, lambda s: s.struggling and s.round >= 2, challenges)
    for viewer, lang in ((None, "en"), (seats - 1, "pl")):
        data = board_png(niepodlegla.view(state, viewer), lang=lang)
        assert_small_png(data, (layout.width, layout.height(version)))


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_board_matches_the_golden_image(niepodlegla: NiepodleglaGame, name: str, tmp_path: Path) -> None:
    png = board_png(GOLDENS[name](niepodlegla), lang=GOLDEN_LANGS.get(name, "en"))
    assert_matches_golden(png, name, tmp_path, "regenerate_niepodlegla.py")


# --- one open table for everyone ---------------------------------------------------------------------


def shuffled(state: NiepodleglaState) -> NiepodleglaState:
    """The same table with every deck in another order and another RNG state: what nobody sees."""
    other = serial.clone(state)
    other.deck.reverse()
    other.threats.reverse()
    other.finals.reverse()
    other.challenges_deck.reverse()
    other.rng.state += 1
    return other


@pytest.mark.parametrize("build", [basic_proposal_state, advanced_round_state, advanced_final_state])
def test_no_image_depends_on_what_nobody_sees(
    niepodlegla: NiepodleglaGame, build: Callable[[NiepodleglaGame], NiepodleglaState]
) -> None:
    """The order of the decks is the only thing hidden in this game: no image, public or a seat's, shows it."""
    layout = default_layout()
    state = build(niepodlegla)
    other = shuffled(state)
    assert other.deck != state.deck
    for viewer in (None, *range(state.seats)):
        first = draw(niepodlegla.view(state, viewer), layout)
        second = draw(niepodlegla.view(other, viewer), layout)
        assert identical(first, second), f"viewer {viewer} sees the order of a deck"


@pytest.mark.parametrize("build", [basic_proposal_state, advanced_round_state])
def test_a_seat_image_is_the_public_one_with_its_own_marks(
    niepodlegla: NiepodleglaGame, build: Callable[[NiepodleglaGame], NiepodleglaState]
) -> None:
    """Nothing is secret: a seat's image adds only "you are …" in the header and its row picked out."""
    layout = default_layout()
    state = build(niepodlegla)
    public = draw(niepodlegla.view(state, None), layout)
    sheet = layout.sheet(state.version)
    for seat in range(state.seats):
        view = niepodlegla.view(state, seat)
        assert identical(draw(replace(view, viewer=None), layout), public), "the seat's view holds more than the table"
        own = draw(view, layout)
        assert not identical(own, public)
        assert differs_inside(own, public, sheet.panel("header"))
        assert changed_outside(own, public, [sheet.panel("header"), sheet.panel("seats")]) is None


# --- every position draws --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("version", "seats", "seed"), [("basic", 2, 11), ("basic", 4, 12), ("advanced", 3, 13)], ids=str
)
def test_every_position_of_random_games_draws(
    niepodlegla: NiepodleglaGame, version: str, seats: int, seed: int
) -> None:
    """A seeded random game to its end (the final round reached by rigging the board): every position,
    public and a seat's, in English and Polish, draws an image of the layout's size."""
    layout = default_layout()
    picker = random.Random(seed)
    state = niepodlegla.new_game(seats, seed, {"version": version, "challenges": seed % 2 == 1}).state
    positions = 0
    while True:
        viewer = None if positions % 2 else positions % seats
        image = draw(niepodlegla.view(state, viewer), layout, "pl" if positions % 3 == 0 else "en")
        assert image.size == (layout.width, layout.height(version))
        positions += 1
        if state.finished:
            break
        state = rig_final(state)
        decision = niepodlegla.decisions(state)[0]
        seat = picker.choice(decision.waiting_for())
        state = niepodlegla.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state
        assert positions < 5000
    assert positions > 30


# --- every value shows in its panel ----------------------------------------------------------------

Alter = Callable[[NiepodleglaView], NiepodleglaView]


def with_seat(view: NiepodleglaView, seat: int, **changes: Any) -> NiepodleglaView:
    seats = list(view.seats)
    seats[seat] = replace(seats[seat], **changes)
    return replace(view, seats=tuple(seats))


def with_card(view: NiepodleglaView, index: int, **changes: Any) -> NiepodleglaView:
    table = list(view.table)
    table[index] = replace(table[index], **changes)
    return replace(view, table=tuple(table))


def with_city(view: NiepodleglaView, key: str, **changes: Any) -> NiepodleglaView:
    return replace(view, cities=tuple(replace(c, **changes) if c.key == key else c for c in view.cities))


def with_part(view: NiepodleglaView, index: int, **changes: Any) -> NiepodleglaView:
    parts = list(view.parts)
    parts[index] = replace(parts[index], **changes)
    return replace(view, parts=tuple(parts))


def reroll(view: NiepodleglaView) -> NiepodleglaView:
    die = view.seats[0].dice[0]
    other = ("portrait",) if die.face != ("portrait",) else ("money",)
    return with_seat(view, 0, dice=(replace(die, face=other), *view.seats[0].dice[1:]))


PROPOSAL = JointView("missions", "respond", "propose missions b01=pilsudski", 0, 0, ((1, "agree"),), ())

BASIC_CHANGES: dict[str, tuple[str, Alter]] = {
    "round": ("track", lambda v: replace(v, round=5)),
    "deck": ("track", lambda v: replace(v, deck=2)),
    "morale": ("morale", lambda v: replace(v, morale=3)),
    "overflow": ("morale", lambda v: replace(v, morale=0, overflow=True)),
    "neutral dice": ("pool", lambda v: replace(v, neutral=v.neutral + 2)),
    "figure dice gained": ("pool", lambda v: replace(v, pool_figures=("haller",))),
    "taker": ("missions", lambda v: with_card(v, 0, seat=(v.table[0].seat or 0) + 1)),
    "ready": ("missions", lambda v: with_card(v, 0, ready=not v.table[0].ready)),
    "completed": ("missions", lambda v: with_card(v, 0, completed=True)),
    "required symbols": ("missions", lambda v: with_card(v, 0, symbols=("portrait",) * 3)),
    "die face": ("seats", reroll),
    "satisfied": ("seats", lambda v: with_seat(v, 0, satisfied=True, owes_answer=False)),
    "proposal": ("joint", lambda v: replace(v, joint=PROPOSAL)),
}


@pytest.mark.parametrize("change", sorted(BASIC_CHANGES))
def test_each_basic_value_shows_in_its_panel(basic_view: NiepodleglaView, change: str) -> None:
    layout = default_layout()
    panel, alter = BASIC_CHANGES[change]
    rect = layout.basic.panel(panel)
    assert differs_inside(draw(basic_view, layout), draw(alter(basic_view), layout), rect)


@pytest.mark.parametrize("index", range(4))
def test_each_part_shows_its_tokens_and_difficulty(basic_view: NiepodleglaView, index: int) -> None:
    layout = default_layout()
    part = basic_view.parts[index]
    rect = layout.part_box(part.key)
    plain = draw(basic_view, layout)
    more = with_part(basic_view, index, tokens=(part.tokens + 1) % (part.spaces + 1))
    harder = with_part(basic_view, index, level=part.level % len(part.track) + 1)
    assert differs_inside(plain, draw(more, layout), rect)
    assert differs_inside(plain, draw(harder, layout), rect)


ADVANCED_CHANGES: dict[str, tuple[str, Alter]] = {
    "time marker": ("time", lambda v: replace(v, round=7)),
    "shield": ("time", lambda v: replace(v, shield=8)),
    "foreign policy": ("policy", lambda v: replace(v, foreign=v.foreign + 3)),
    "national consent": ("policy", lambda v: replace(v, consent=v.consent + 2)),
    "independence": ("map", lambda v: with_city(v, "krakow", independence=2)),
    "obstacle": ("map", lambda v: with_city(v, "cieszyn", obstacles=("bolshevik", "ukrainian"))),
    "morale": ("morale", lambda v: replace(v, morale=2)),
    "overflow": ("morale", lambda v: replace(v, morale=0, overflow=True)),
    "neutral dice": ("pool", lambda v: replace(v, neutral=v.neutral - 3)),
    "prison": ("prison", lambda v: replace(v, prison=PrisonView(0, 0, (0,), ()))),
    "threats": ("decks", lambda v: replace(v, threats=1)),
    "revolution": ("decks", lambda v: replace(v, revolution=not v.revolution)),
    "finals": ("decks", lambda v: replace(v, finals=2)),
    "challenges": ("decks", lambda v: replace(v, challenges=1)),
    "mission deck": ("decks", lambda v: replace(v, deck=3)),
    "warning": ("missions", lambda v: with_card(v, 0, warning=not v.table[0].warning)),
    "penalty": ("missions", lambda v: with_card(v, 0, penalties=(EffectView("shield"),))),
    "token used": (
        "seats",
        lambda v: with_seat(v, 0, tokens=tuple(replace(t, active=False) for t in v.seats[0].tokens)),
    ),
    "figure die owned": ("seats", lambda v: with_seat(v, 2, figures=("witos",))),
    "waiting": ("seats", lambda v: with_seat(v, 1, owes_answer=not v.seats[1].owes_answer)),
}


@pytest.mark.parametrize("change", sorted(ADVANCED_CHANGES))
def test_each_advanced_value_shows_in_its_panel(advanced_view: NiepodleglaView, change: str) -> None:
    layout = default_layout()
    panel, alter = ADVANCED_CHANGES[change]
    rect = layout.advanced.panel(panel)
    assert differs_inside(draw(advanced_view, layout), draw(alter(advanced_view), layout), rect)


def test_the_outcome_shows_in_the_header(advanced_view: NiepodleglaView, basic_view: NiepodleglaView) -> None:
    layout = default_layout()
    for view in (advanced_view, basic_view):
        header = layout.sheet(view.version).panel("header")
        won = replace(view, finished=True, outcome="victory", score=52, rank="generał broni")
        lost = replace(view, finished=True, outcome="defeat", score=14, missing=3)
        assert differs_inside(draw(won, layout), draw(lost, layout), header)


# --- nothing spills out ----------------------------------------------------------------------------

LONG = "Komitet Narodowy Polski w Paryżu i jego bardzo długa nazwa "


def crowded(view: NiepodleglaView) -> NiepodleglaView:
    """Every place as full as it can get, and long texts: the worst case to draw."""
    faces = (("people", "people"), ("diplomacy", "money"), ("portrait",), ("armed", "armed"))
    seats = tuple(
        replace(
            s,
            dice=tuple(DieView(f"n{i}", "", s.seat, faces[i % 4]) for i in range(16)),
            tokens=tuple(
                TokenView(f"t{i}", "Token", "activist", "money", s.seat, s.seat, i % 2 == 0) for i in range(8)
            ),
            figures=("pilsudski", "dmowski", "paderewski", "witos", "haller"),
            pawns=3,
        )
        for s in view.seats
    )
    advanced = view.version == "advanced"
    penalties = (*[EffectView("obstacle", "bolshevik", "stanislawow")] * 4, EffectView("shield"))
    rewards = ((EffectView("tokens2", place="kresy"),), (EffectView("consent", n=1),))
    table = tuple(
        CardView(
            key=f"a{i:02d}",
            label=f"A-{i:02d} {LONG * 2}",
            symbols=("people",) * 9 + ("armed",) * 3,
            seat=i % len(view.seats) if i % 3 else None,
            joint=i % 5 == 0,
            easy=i % 2 == 0,
            ready=i % 4 == 0,
            completed=i % 7 == 0,
            warning=True,
            reward_kind="" if advanced else "either2",
            rewards=rewards if advanced else (),
            penalties=penalties if advanced else (),
        )
        for i in range(16 if view.version == "advanced" else 8)
    )
    cities = tuple(
        replace(c, independence=5, obstacles=("central", "tsarist", "bolshevik", "ukrainian") * 3) for c in view.cities
    )
    parts = tuple(replace(p, tokens=p.spaces, level=len(p.track)) for p in view.parts)
    words = " ".join(f"a{i:02d}={view.seats[i % len(view.seats)].key}" for i in range(16))
    joint = JointView("missions", "arbiter", f"propose missions {words} dice {LONG}", 0, 1, ((1, "agree"),), (2,))
    return replace(
        view,
        seats=seats,
        table=table,
        cities=cities,
        parts=parts,
        joint=joint,
        viewer=len(view.seats) - 1,
        morale=25,
        morale_cap=12,
        overflow=True,
        neutral=13,
        pool_figures=("pilsudski", "dmowski", "paderewski", "witos", "haller"),
        prison=PrisonView(3, 2, (0, 1, 2, 3, 0, 1, 2, 3), ("pilsudski", "dmowski", "paderewski", "witos", "haller"))
        if view.version == "advanced"
        else None,
        shield=view.round,
        deck=999,
        threats=24,
    )


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_a_crowded_board_stays_inside_its_boxes(
    basic_view: NiepodleglaView, advanced_view: NiepodleglaView, version: str, lang: str
) -> None:
    """Whatever stands on the table, in either language, nothing is drawn outside the boxes of the layout,
    and nothing on the map outside its area's box."""
    layout = default_layout()
    view = advanced_view if version == "advanced" else basic_view
    plain, full = draw(view, layout, lang), draw(crowded(view), layout, lang)
    sheet = layout.sheet(version)
    boxes = [*sheet.panels.values(), *(layout.part_boxes.values() if version == "basic" else [])]
    assert changed_outside(plain, full, boxes) is None
    if version == "advanced":
        regions = [layout.region_box(k) for k in layout.region_boxes]
        cities = [layout.city(c.key) for c in view.cities]
        inside_map = [b for k, b in sheet.panels.items() if k != "map"]
        strip = Rect(sheet.panel("map").x, sheet.panel("map").y, sheet.panel("map").w, 44)  # the map's heading
        assert changed_outside(plain, full, [*inside_map, *regions, *cities, strip]) is None
        regions_only = [*inside_map, *cities, strip]
        for region in regions:  # within a region, only the area boxes and the region's title line change
            regions_only.append(Rect(region.x, region.y, region.w, 32))
        assert changed_outside(plain, full, regions_only) is None


# --- words -----------------------------------------------------------------------------------------


def test_every_label_is_in_english_and_polish() -> None:
    assert set(EN) == set(PL)
    assert all(k.startswith("render.niepodlegla.") for k in EN)


def test_a_polish_board_reads_the_headline_in_polish(
    basic_view: NiepodleglaView, advanced_view: NiepodleglaView
) -> None:
    """Where the game's sentence has no Polish text yet, the board names the round and phase in Polish."""
    for view in (basic_view, advanced_view):
        assert "Runda" in headline(view, "pl") and "Round" not in headline(view, "pl")
        assert "Round" in headline(view, "en")


def edition_effects(board: Any) -> dict[Effect, str]:
    """Every effect printed in the edition, with the first card or time field that prints it: the positive
    and negative effects of the advanced missions, the threat cards' effects (upper and lower) and the
    time track's."""
    found: dict[Effect, str] = {}
    for card in board.advanced_missions:
        for effect in (*(e for alt in card.positive for e in alt), *card.negative):
            found.setdefault(effect, card.key)
    for threat in board.threats:
        for effect in (*threat.effects, *threat.lower):
            found.setdefault(effect, threat.key)
    for field, effects in board.time.items():
        for effect in effects:
            found.setdefault(effect, f"time field {field}")
    return found


ICONS = {"token": "independence", "tokens2": "independence", "black": "black", "hourglass": "hourglass"}
ICONS |= {"shield": "shield"}


def test_every_effect_of_the_edition_is_drawn_in_both_languages(
    niepodlegla: NiepodleglaGame, advanced_view: NiepodleglaView
) -> None:
    """Every effect printed on a card or the time track of the edition is drawn with its token (an
    independence token, an obstacle of its kind, the black die, the hourglass, the shield) and named in
    the board's words in English and in Polish: never empty; the Polish never a bare key, nor the game's
    English sentence, nor the English words (unless both are the same proper names: a city, a figure, an
    activist)."""
    board = niepodlegla.board
    cities = {c.key: c.name for c in advanced_view.cities}
    effects = edition_effects(board)
    assert {e.verb for e in effects} >= {"token", "obstacle", "consent", "foreign", "figure", "gain", "jail"}
    for effect, where in effects.items():
        view = EffectView(effect.verb, effect.kind, effect.place, effect.n)
        en_icon, en = effect_item(view, "en", cities)
        pl_icon, pl = effect_item(view, "pl", cities)
        context = f"{where}: {effect.text!r} drawn as {en!r} / {pl!r}"
        assert en_icon == pl_icon == ICONS.get(effect.verb, effect.kind if "obstacle" in effect.verb else ""), context
        assert en.strip() and pl.strip(), context
        assert pl not in (effect.verb, effect.kind, effect.place, effect.text), context  # never a bare key
        assert pl != text_in(effect_msg(board, effect), "en"), context  # not the game's English sentence
        proper = board.is_city(effect.place) or effect.verb in ("figure", "gain")
        assert proper or pl != en, context


def test_a_cards_effects_are_named_by_the_board(niepodlegla: NiepodleglaGame) -> None:
    """The places, tracks, figures and tokens of the effects come from the board's own words."""
    board = niepodlegla.board
    cities = {c.key: c.name for c in board.cities}
    assert effect_item(EffectView("token", place="galicia"), "pl", cities) == ("independence", "Galicja")
    assert effect_item(EffectView("token", place="lwow"), "pl", cities) == ("independence", "Lwów")
    assert effect_item(EffectView("obstacles2", "tsarist", "kresy"), "en", cities) == (
        "tsarist",
        "Eastern Borderlands, 2 different cities",
    )
    assert effect_item(EffectView("foreign", n=-1), "pl") == ("", "Polityka zagr. -1")
    assert effect_item(EffectView("figure", "pilsudski"), "pl") == ("", "kość – Piłsudski")
    assert effect_item(EffectView("gain", "daszynski"), "en") == ("", "token: Ignacy Daszyński")
    assert effect_item(EffectView("jail", "neutral"), "pl") == ("", "kość neutralna do Magdeburga")
    alternatives = ((EffectView("shield"),), (EffectView("consent", n=1), EffectView("hourglass")))
    assert effect_items(alternatives, "pl") == [
        ("shield", "tarcza"),
        ("", "lub"),
        ("", "Zgoda +1"),
        ("hourglass", "znacznik czasu +1"),
    ]


def test_every_basic_reward_is_named_in_both_languages() -> None:
    for kind in BASIC_REWARDS:
        for lang in ("en", "pl"):
            icon, words = reward_items(kind, lang)[0]
            assert icon == "independence" and words and kind not in words


# --- the layout file -------------------------------------------------------------------------------


def test_layout_text_is_readable_on_a_phone() -> None:
    assert min(default_layout().text.values()) >= 16


def test_layout_places_every_area_and_part_of_the_edition(niepodlegla: NiepodleglaGame) -> None:
    layout = default_layout()
    board = niepodlegla.board
    assert {c.key for c in board.cities} == set(layout.cities)
    assert {r.key for r in board.regions} == set(layout.region_boxes)
    assert set(board.part_keys) == set(layout.part_boxes)
    assert {c.key for c in board.countdown} == set(layout.countdown)
    assert {str(f.colour.value) for f in board.figures} <= set(layout.figures)
    assert {p.colour for p in board.parts} <= set(layout.parts)


def test_layout_names_every_missing_key() -> None:
    raw = read_toml(DEFAULT_PATH)
    del raw["palette"]["ink"]
    del raw["advanced"]["cities"]["krakow"]["y"]
    del raw["basic"]["panels"]["pool"]
    del raw["obstacles"]["ukrainian"]
    del raw["pieces"]
    with pytest.raises(LayoutError) as error:
        NiepodleglaLayout.from_mapping(raw)
    message = str(error.value)
    for path in ("palette.ink", "advanced.cities.krakow.y", "basic.panels.pool", "obstacles.ukrainian", "pieces"):
        assert path in message
    assert "pieces.die_size" not in message  # a missing table is reported once, not key by key


def test_layout_rejects_bad_values() -> None:
    raw = read_toml(DEFAULT_PATH)
    raw["palette"]["ink"] = "black"
    raw["text"]["body"] = 12
    raw["advanced"]["panels"]["map"]["w"] = 5000
    raw["advanced"]["cities"]["wilno"]["x"] = 3
    raw["basic"]["parts"]["atlantis"] = {"x": 0, "y": 0, "w": 10, "h": 10}
    with pytest.raises(LayoutError) as error:
        NiepodleglaLayout.from_mapping(raw)
    message = str(error.value)
    for path in ("palette.ink", "text.body", "advanced.panels.map", "advanced.cities.wilno", "basic.parts.atlantis"):
        assert path in message


def test_an_unknown_city_or_colour_is_a_clear_error(advanced_view: NiepodleglaView) -> None:
    atlantis = replace(
        advanced_view, cities=(CityView("atlantis", "Atlantyda", "central", 0, ()), *advanced_view.cities)
    )
    with pytest.raises(LayoutError, match="atlantis"):
        draw(atlantis, default_layout())
    with pytest.raises(LayoutError, match="purple"):
        draw(with_seat(advanced_view, 0, colour="purple"), default_layout())


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_cards_reward_is_never_cut(basic_view: NiepodleglaView, lang: str) -> None:
    """Issue 11: reward lines were cut ("1 token: Prussian or Austrian p…"); a reward too long for one line goes
    on to the next, whole."""
    layout = default_layout()
    for kind in BASIC_REWARDS:
        card = replace(basic_view.table[1], reward_kind=kind, ready=False, completed=False, either=False)
        texts = _card_texts(replace(basic_view, table=(card,)), card, layout, lang)
        (reward,) = [words for _, words in reward_items(kind, lang)]
        shown = [t for t in texts if t and t.rstrip("…") in reward]
        assert " ".join(shown) == reward, (kind, lang, texts)


def _card_texts(view: NiepodleglaView, card: CardView, layout: NiepodleglaLayout, lang: str) -> list[str]:
    """Every text a mission card draws on the full board."""
    from PIL import Image

    from render.niepodlegla import Pen, _card

    pen = Pen(Image.new("RGB", (layout.width, 400)), layout, view, lang)
    texts: list[str] = []
    original = pen.text

    def record(xy: tuple[int, int], text: str, *args: Any, **kwargs: Any) -> int:
        texts.append(text)
        return original(xy, text, *args, **kwargs)

    pen.text = record  # type: ignore[method-assign]
    _card(pen, card, Rect(10, 10, 326, 152), None)
    return texts
