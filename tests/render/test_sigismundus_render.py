"""The Sigismundus Augustus board image: a valid, small PNG for every table; stable against the golden images;
every kind of piece on the table shows where it belongs; nothing spills out of its box; no secrets."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from render.layout_base import LayoutError
from render.picture import picture
from render.sigismundus import EN, PL, Pen, army_text, board_png, draw, focus_png, headline
from render.sigismundus_focus import title_text as focus_title
from render.sigismundus_layout import DEFAULT_PATH, SigLayout, default_layout
from rules.core.forms import random_answer
from rules.core.messages import name
from rules.sigismundus.flow import ROUND
from rules.sigismundus.game import SigismundusGame
from rules.sigismundus.state import SigismundusState
from rules.sigismundus.view import ArmyView, CombatView, CountryView, FigureView, SigismundusView
from tests.golden.regenerate_sigismundus import (
    FOCUS_GOLDENS,
    GOLDEN_LANGS,
    GOLDENS,
    actions_state,
    bribery_state,
    final_state,
    game,
    reach,
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
def g() -> SigismundusGame:
    return game()


@pytest.fixture(scope="module")
def actions(g: SigismundusGame) -> SigismundusView:
    return g.view(actions_state(g), None)


def board_size(view: SigismundusView) -> tuple[int, int]:
    """A seat's own image is the whole layout; a public one ends above the panel of the hand (issue 11: every
    board carried an empty panel about hands)."""
    layout = default_layout()
    return (layout.width, layout.height if view.viewer is not None else layout.panels["private"].y)


# --- valid, small, stable --------------------------------------------------------------------------


@pytest.mark.parametrize("short", [False, True], ids=["full", "short"])
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_board_is_a_small_png_of_the_layout_size(g: SigismundusGame, seats: int, short: bool) -> None:
    state = reach(g, seats, 2, "actions", short=short)
    for viewer in (None, 0):
        for lang in ("en", "pl"):
            view = g.view(state, viewer)
            assert_small_png(board_png(view, lang=lang), board_size(view))


def test_setup_and_final_boards_are_small_pngs(g: SigismundusGame) -> None:
    start, final = g.view(g.new_game(5, seed=1).state, None), g.view(final_state(g), 1)
    assert_small_png(board_png(start), board_size(start))
    assert_small_png(board_png(final, lang="pl"), board_size(final))


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_board_matches_the_golden_image(g: SigismundusGame, name: str, tmp_path: Path) -> None:
    png = board_png(GOLDENS[name](g), lang=GOLDEN_LANGS.get(name, "en"))
    assert_matches_golden(png, name, tmp_path, "regenerate_sigismundus.py")


# --- secrets ---------------------------------------------------------------------------------------


def other_hand(state: SigismundusState, seat: int) -> SigismundusState:
    """The same table with ``seat`` holding other Policy cards (as many as before)."""
    other = copy.deepcopy(state)
    hand = other.players[seat].hand
    swap = {"foray": "raft", "raft": "foray"}
    other.players[seat].hand = sorted(swap.get(card, "foray") for card in hand)
    assert other.players[seat].hand != state.players[seat].hand and len(hand) > 0
    return other


def test_no_image_but_its_own_shows_a_hand(g: SigismundusGame) -> None:
    one = bribery_state(g)
    other = other_hand(one, 0)
    layout = default_layout()
    for viewer in (None, 1, 2, 3):
        first, second = draw(g.view(one, viewer), layout), draw(g.view(other, viewer), layout)
        assert identical(first, second), f"viewer {viewer} sees seat 0's hand"
    mine, theirs = draw(g.view(one, 0), layout), draw(g.view(other, 0), layout)
    assert differs_inside(mine, theirs, layout.panels["private"])


def test_no_image_but_its_own_shows_a_sealed_answer(g: SigismundusGame) -> None:
    low, high = bribery_state(g, {0: 1}), bribery_state(g, {0: 3})
    assert low.pending != high.pending  # the two states differ only in seat 0's sealed offer
    layout = default_layout()
    for viewer in (None, 1, 2, 3):
        first, second = draw(g.view(low, viewer), layout), draw(g.view(high, viewer), layout)
        assert identical(first, second), f"viewer {viewer} sees seat 0's sealed offer"
    own = g.view(low, 0)
    assert own.own_sealed is not None and g.view(low, None).own_sealed is None
    mine, other = draw(own, layout), draw(g.view(high, 0), layout)
    assert differs_inside(mine, other, layout.panels["private"])


def test_the_public_image_shows_who_has_sealed(g: SigismundusGame) -> None:
    """Whether a seat has submitted is public, so that much does show."""
    layout = default_layout()
    before, after = bribery_state(g), bribery_state(g, {0: 1})
    first, second = draw(g.view(before, None), layout), draw(g.view(after, None), layout)
    assert differs_inside(first, second, layout.panels["players"])


@pytest.mark.parametrize(
    ("seats", "seed", "short", "lang"), [(3, 1, True, "pl"), (4, 2, True, "en"), (5, 3, True, "en")]
)
def test_every_position_of_a_random_game_draws(
    g: SigismundusGame, seats: int, seed: int, short: bool, lang: str
) -> None:
    """Every state of a seeded random game draws, each for one of the public and the seats in turn."""
    layout = default_layout()
    state = g.new_game(seats, seed=seed, options={"short": short}).state
    below = random.Random(seed).randrange
    viewers: list[int | None] = [None, *range(seats)]
    positions = 0
    while True:
        viewer = viewers[positions % len(viewers)]
        view = g.view(state, viewer)
        assert draw(view, layout, lang).size == board_size(view)
        positions += 1
        decisions = g.decisions(state)
        if state.finished or not decisions:
            break
        decision = decisions[0]
        seat = decision.waiting_for()[0]
        state = g.apply(state, seat, random_answer(decision.forms[seat], below)).state
    assert state.finished and positions > 100


# --- the header and the end (issue 11) ------------------------------------------------------------


def drawn_texts(view: SigismundusView, lang: str, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """Every text drawn on the board for ``view``, with the height it was drawn at."""
    seen: list[tuple[int, str]] = []
    original = Pen.text

    def spy(pen: Pen, xy: tuple[int, int], text: str, *args: Any, **kwargs: Any) -> int:
        seen.append((xy[1], text))
        return original(pen, xy, text, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(Pen, "text", spy)
        draw(view, default_layout(), lang)
    return seen


def test_no_title_is_cut_in_any_phase(g: SigismundusGame, monkeypatch: pytest.MonkeyPatch) -> None:
    """The header and the round-and-phase strip say the whole phase at every step of a round, in both
    languages, on the public image and a seat's own (issue 11: the title read "…b) Additi…")."""
    strip = default_layout().panels["strip"]
    base = reach(g, 5, 2, "actions")
    steps: dict[str, SigismundusState] = {}
    for phase in ("setup", *(cls.key for cls in ROUND), "end_of_game"):
        at = steps[phase] = copy.deepcopy(base)
        at.phase, at.round = phase, len(at.sejms)
    for phase, at in steps.items():
        for viewer in (None, 4):
            for lang in ("en", "pl"):
                top = [text for y, text in drawn_texts(g.view(at, viewer), lang, monkeypatch) if y < strip.bottom]
                assert not [t for t in top if t.endswith("…")], f"{phase}, {lang}, viewer {viewer}: {top}"


def test_the_game_over_board_names_the_winner(g: SigismundusGame, monkeypatch: pytest.MonkeyPatch) -> None:
    state = final_state(g)
    result = g.result(state)
    assert result is not None
    view = g.view(state, None)
    assert view.standings == tuple(s.seat for s in result.standings) and view.winner == result.winners[0]
    house = view.seats[result.winners[0]].house
    for lang, banner, first, second in (
        ("en", f"Game over — {house} wins", "Winner ♛", "2nd place"),
        ("pl", f"Koniec gry — wygrywa {house}", "Zwycięzca ♛", "2. miejsce"),
    ):
        texts = [text for _, text in drawn_texts(view, lang, monkeypatch)]
        assert banner in texts and first in texts and second in texts
    assert g.view(reach(g, 3, 2, "actions"), None).standings == (), "nobody has won before the end"


def test_a_public_board_has_no_panel_about_hands(g: SigismundusGame, monkeypatch: pytest.MonkeyPatch) -> None:
    """The public image ends above the panel of the hand, and says nothing about hands (issue 11: every board
    carried an empty panel about hands); a seat's own image shows its hand there."""
    layout = default_layout()
    state = reach(g, 4, 2, "actions")
    public = draw(g.view(state, None), layout)
    assert public.size == (layout.width, layout.panels["private"].y)
    texts = [text for _, text in drawn_texts(g.view(state, None), "en", monkeypatch)]
    assert not [t for t in texts if "hand" in t.lower()]
    own = [text for _, text in drawn_texts(g.view(state, 2), "en", monkeypatch)]
    assert "Your hand (only you see this):" in own


# --- focus images (issue 10: boards on a phone) -----------------------------------------------------


@pytest.mark.parametrize("name", sorted(FOCUS_GOLDENS))
def test_focus_image_matches_the_golden_image(g: SigismundusGame, name: str, tmp_path: Path) -> None:
    build, phase = FOCUS_GOLDENS[name]
    png = focus_png(build(g), phase, lang=GOLDEN_LANGS.get(name, "en"))
    assert png is not None
    assert_matches_golden(png, name, tmp_path, "regenerate_sigismundus.py")


def phase_boards(g: SigismundusGame, seats: int, seed: int, short: bool) -> list[SigismundusState]:
    """The board of every phase of a seeded random game, as the table draws them."""
    transition = g.new_game(seats, seed, {"short": short})
    state = transition.state
    boards = [e.board for e in transition.events if e.kind == "board"]
    below = random.Random(seed).randrange
    while not state.finished:
        decision = g.decisions(state)[0]
        seat = decision.waiting_for()[0]
        transition = g.apply(state, seat, random_answer(decision.forms[seat], below))
        state = transition.state
        boards += [e.board for e in transition.events if e.kind == "board"]
    return boards


def drawn_focus(view: SigismundusView, key: str, lang: str) -> bytes:
    png = focus_png(view, key, lang)
    assert png is not None, f"no focus image for {key}"
    return png


@pytest.mark.parametrize(("seats", "seed", "short"), [(3, 21, True), (4, 22, True), (5, 23, False)])
def test_every_focus_image_is_readable_on_a_phone(g: SigismundusGame, seats: int, seed: int, short: bool) -> None:
    """Every phase that changed the board has a focus image whose smallest text is at least 9 px when a
    phone shows it 400 px wide; the Draw has none."""
    drawn = 0
    for board in phase_boards(g, seats, seed, short):
        key = g.phase_key(board)
        view = g.view(board, None)
        for lang in ("en", "pl"):
            if key.endswith(":draw"):
                assert focus_png(view, key, lang) is None, "the Draw changes nothing the full board doesn't show"
                continue
            pic = picture(lambda view=view, key=key, lang=lang: drawn_focus(view, key, lang))
            assert pic.width == 640 and 200 <= pic.height <= 1000, (key, pic.height)
            assert pic.text_px_at(400) >= 9, (key, lang, pic.min_text_px)
            assert len(pic.png) < 100 * 1024
            drawn += 1
    assert drawn >= 2 * 8 * (4 if short else 8)


def test_a_focus_image_shows_no_hand_and_no_sealed_answer(g: SigismundusGame) -> None:
    layout_keys = ("4:sejm", "4:income", "4:actions", "4:scoring")
    low, high = bribery_state(g, {0: 1}), other_hand(bribery_state(g, {0: 3}), 2)
    for key in layout_keys:
        first, second = focus_png(g.view(low, None), key), focus_png(g.view(high, None), key)
        assert first is not None and first == second, key


def test_a_focus_image_says_which_round_and_phase(g: SigismundusGame) -> None:
    view = g.view(actions_state(g), None)
    assert focus_title(view, "sejm", "en") == "Round 3 of 8 · Phase 7: Sejm"
    assert focus_title(view, "income", "pl") == "Runda 3 z 8 · Faza 2: Dochód"
    final = g.view(final_state(g), None)
    house = final.seats[final.standings[0]].house
    assert focus_title(final, "end_of_game", "en") == f"Game over — {house} wins"


# --- every kind of piece shows, where it belongs ---------------------------------------------------


def with_seat(view: SigismundusView, seat: int, **changes: Any) -> SigismundusView:
    return replace(view, seats=tuple(replace(s, **changes) if s.seat == seat else s for s in view.seats))


def with_country(view: SigismundusView, key: str, **changes: Any) -> SigismundusView:
    return replace(view, countries=tuple(replace(c, **changes) if c.key == key else c for c in view.countries))


def with_office(view: SigismundusView, number: int, **changes: Any) -> SigismundusView:
    return replace(view, offices=tuple(replace(o, **changes) if o.number == number else o for o in view.offices))


def with_track(view: SigismundusView, key: str, **changes: Any) -> SigismundusView:
    return replace(view, tracks=tuple(replace(t, **changes) if t.key == key else t for t in view.tracks))


def country(view: SigismundusView, key: str) -> CountryView:
    return next(c for c in view.countries if c.key == key)


COUNTRY_CHANGES: dict[str, Callable[[CountryView], dict[str, Any]]] = {
    "markers": lambda c: {"markers": (3, 0, 0, 0, 2)},
    "seal": lambda c: {"seal": 4 if c.seal != 4 else 1},
    "crowned": lambda c: {"crowned": not c.crowned},
    "pact": lambda c: {"pact": not c.pact},
    "space": lambda c: {"space": c.space % 6 + 1, "first": 1, "second": 0},
}


@pytest.mark.parametrize("change", sorted(COUNTRY_CHANGES))
def test_each_country_piece_shows_on_its_field(actions: SigismundusView, change: str) -> None:
    layout = default_layout()
    changed = with_country(actions, "muscovy", **COUNTRY_CHANGES[change](country(actions, "muscovy")))
    assert differs_inside(draw(actions, layout), draw(changed, layout), layout.country("muscovy").rect)


def test_a_crowned_marker_shows_on_the_foreign_policy_track(actions: SigismundusView) -> None:
    layout = default_layout()
    crowned = with_country(actions, "muscovy", crowned=not country(actions, "muscovy").crowned)
    assert differs_inside(draw(actions, layout), draw(crowned, layout), layout.panels["foreign"])


def test_client_tokens_show_on_their_field(actions: SigismundusView) -> None:
    layout = default_layout()
    fields = tuple((key, (*seats, 3) if key == "academy" else seats) for key, seats in actions.fields)
    changed = replace(actions, fields=fields)
    assert differs_inside(draw(actions, layout), draw(changed, layout), layout.field("academy"))


PANEL_CHANGES: dict[str, tuple[str, Callable[[SigismundusView], SigismundusView]]] = {
    "round": ("strip", lambda v: replace(v, round=5)),
    "phase": ("strip", lambda v: replace(v, phase="scoring")),
    "waiting for": ("strip", lambda v: with_seat(v, 2, owes_answer=True)),
    "act": ("sejm", lambda v: replace(v, act="Union of Lublin")),
    "demand": ("sejm", lambda v: replace(v, demand="tax")),
    "acts passed": ("sejm", lambda v: replace(v, acts=("Quarter army",))),
    "voting office": ("sejm", lambda v: replace(v, voting_office=11)),
    "ducats offered": ("sejm", lambda v: replace(v, bribery_ducats=((0, 3),))),
    "votes offered": ("sejm", lambda v: replace(v, bribery_votes=((2, 4),))),
    "combat": ("sejm", lambda v: replace(v, combat=CombatView(0, 1, "sack", 2, (1, 0)))),
    "track marker": ("tracks", lambda v: with_track(v, "royal", spaces=(4, 3, 2, 1, 0))),
    "representative": ("tracks", lambda v: with_seat(v, 4, representatives=("royal",))),
    "figure gold": ("figures", lambda v: replace(v, figures=tuple(replace(f, gold=f.gold + 5) for f in v.figures))),
    "figure owner": ("figures", lambda v: replace(v, figures=tuple(replace(f, owner=2) for f in v.figures))),
    "office holder": ("offices", lambda v: with_office(v, 14, holder=3)),
    "vacancy marker": ("offices", lambda v: with_office(v, 14, marker=3)),
    "office income": ("offices", lambda v: with_office(v, 14, income=7)),
    "office prestige": ("offices", lambda v: with_office(v, 14, prestige=3)),
    "office flipped": ("offices", lambda v: with_office(v, 14, flipped=True)),
    "victory points": ("vp", lambda v: with_seat(v, 0, vp=44)),
    "vp in the table": ("players", lambda v: with_seat(v, 0, vp=44)),
    "ducats": ("players", lambda v: with_seat(v, 0, ducats=19)),
    "votes": ("players", lambda v: with_seat(v, 0, votes=9)),
    "units": ("players", lambda v: with_seat(v, 0, units=ArmyView(2, 2, 2))),
    "noble host": ("players", lambda v: with_seat(v, 0, host=ArmyView(0, 2, 1))),
    "clients": ("players", lambda v: with_seat(v, 0, clients=0)),
    "free markers": ("players", lambda v: with_seat(v, 0, free_markers=1)),
    "cards": ("players", lambda v: with_seat(v, 0, hand_size=9)),
    "offices held": ("players", lambda v: with_seat(v, 0, offices=(5,))),
    "first player": ("players", lambda v: with_seat(v, 0, first=not v.seats[0].first)),
    "protected": ("players", lambda v: with_seat(v, 0, protected=True)),
    "waiting": ("players", lambda v: with_seat(v, 2, owes_answer=True)),
    "submitted": ("players", lambda v: with_seat(v, 2, submitted=True)),
    "bank": ("supply", lambda v: replace(v, bank=(("votes", 1), *v.bank[1:]))),
    "decks": ("supply", lambda v: replace(v, decks=(("internal", 1, 19), *v.decks[1:]))),
}


@pytest.mark.parametrize("change", sorted(PANEL_CHANGES))
def test_each_value_shows_in_its_panel(actions: SigismundusView, change: str) -> None:
    layout = default_layout()
    panel, alter = PANEL_CHANGES[change]
    assert differs_inside(draw(actions, layout), draw(alter(actions), layout), layout.panels[panel])


def test_the_noble_host_is_grey(actions: SigismundusView) -> None:
    layout = default_layout()
    image = draw(with_seat(actions, 0, units=ArmyView(), host=ArmyView(0, 3, 0)), layout)
    grey = layout.colour("host")
    assert any(colour == grey for _, colour in image.crop(layout.panels["players"].box).getcolors(1 << 16) or ())


def crowded(view: SigismundusView) -> SigismundusView:
    """Every place as full as the components allow, and long names: the worst case to draw."""
    seats = tuple(
        replace(
            s,
            house=s.house * 3,
            vp=199 - 3 * s.seat,
            ducats=99,
            votes=40,
            units=ArmyView(7, 16, 10),
            host=ArmyView(7, 16, 10),
            offices=tuple(range(1, 16)),
            tokens=6,
            clients=6,
            free_markers=10,
            hand_size=60,
            protected=True,
            first=True,
            owes_answer=True,
            hand=("client", "primus", "death", "foundation", "raft", "mission", "negotiations", "pact")
            + ("enlistment", "abduction", "sack", "foray") * 2
            if s.seat == view.viewer
            else None,
        )
        for s in view.seats
    )
    many = len(view.seats)
    countries = tuple(
        replace(c, name=c.name * 3, markers=(10,) * many, seal=0, pact=True, crowned=True) for c in view.countries
    )
    figures = tuple(
        FigureView(f"figure{i}", "Master of the Royal Artillery " * 2, "ribbon", 5, 99, i % (many + 1) or None)
        for i in range(24)
    )
    return replace(
        view,
        seats=seats,
        countries=countries,
        figures=figures,
        fields=tuple((key, tuple(i % many for i in range(20))) for key, _ in view.fields),
        offices=tuple(
            replace(o, name=o.name * 3, holder=4, marker=3, income=99, prestige=99, flipped=True) for o in view.offices
        ),
        act="Suspension of church jurisdiction and of everything else " * 2,
        acts=("Suspension of church jurisdiction",) * 8,
        demand="host",
        voting_office=1,
        bribery_ducats=tuple((s, 99) for s in range(many)),
        bribery_votes=tuple((s, 99) for s in range(many)),
        combat=CombatView(0, 1, "abduction", 1, (9, 9)),
        own_sealed="offer 99 " * 30,
    )


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_crowded_board_stays_inside_its_boxes(actions: SigismundusView, lang: str) -> None:
    """Whatever stands on the board, in either language, nothing is drawn outside the boxes of the layout."""
    layout = default_layout()
    plain = draw(replace(actions, viewer=4), layout, lang)
    full = draw(crowded(replace(actions, viewer=4)), layout, lang)
    boxes = [layout.header, *layout.panels.values(), *(c.rect for c in layout.countries.values())]
    boxes += list(layout.fields.values())
    outside = changed_outside(plain, full, boxes)
    assert outside is None, f"drawn outside every box around {outside}"


# --- words ------------------------------------------------------------------------------------------


def test_every_label_is_in_both_languages() -> None:
    assert set(EN) == set(PL)


def test_the_polish_board_reads_in_polish(g: SigismundusGame) -> None:
    view = g.view(bribery_state(g), 1)
    assert "Runda 4 z 8" in headline(view, "pl") and "Round" not in headline(view, "pl")
    assert headline(view, "en").startswith("Round 4 of 8")


def test_army_text_is_compact() -> None:
    assert army_text(ArmyView(1, 2, 1)) == "1A 2H 1I"
    assert army_text(ArmyView(0, 3, 0), "pl") == "3H"
    assert army_text(ArmyView(0, 0, 2), "pl") == "2P"
    assert army_text(ArmyView()) == ""


# --- the layout file -------------------------------------------------------------------------------


def test_layout_text_is_readable_on_a_phone() -> None:
    assert min(default_layout().text.values()) >= 16


def test_layout_names_every_missing_key() -> None:
    raw = read_toml(DEFAULT_PATH)
    del raw["palette"]["ink"]
    del raw["countries"]["sweden"]["y"]
    del raw["fields"]["academy"]["x"]
    del raw["panels"]["figures"]
    del raw["office_kinds"]["land"]
    with pytest.raises(LayoutError) as error:
        SigLayout.from_mapping(raw)
    message = str(error.value)
    for path in ("palette.ink", "countries.sweden.y", "fields.academy.x", "panels.figures", "office_kinds.land"):
        assert path in message


def test_layout_rejects_bad_values() -> None:
    raw = read_toml(DEFAULT_PATH)
    raw["palette"]["ink"] = "black"
    raw["text"]["body"] = 12
    raw["houses"]["red"]["fill"] = "#12"
    raw["panels"]["private"]["y"] = 5000
    raw["countries"]["crimea"]["colour"] = "teal"
    with pytest.raises(LayoutError) as error:
        SigLayout.from_mapping(raw)
    message = str(error.value)
    for path in ("palette.ink", "text.body", "houses.red.fill", "panels.private", "countries.crimea.colour"):
        assert path in message


def test_unknown_colour_country_or_field_is_a_clear_error(actions: SigismundusView) -> None:
    layout = default_layout()
    with pytest.raises(LayoutError, match="purple"):
        draw(with_seat(actions, 0, colour="purple"), layout)
    with pytest.raises(LayoutError, match="prussia"):
        draw(replace(actions, countries=(replace(actions.countries[0], key="prussia"), *actions.countries[1:])), layout)
    with pytest.raises(LayoutError, match="tavern"):
        draw(replace(actions, fields=(*actions.fields, ("tavern", ()))), layout)


def test_names_from_the_view_are_spelled_in_the_board_language(actions: SigismundusView) -> None:
    """A name the view carries in every language (a :class:`Name`) is drawn in the board's."""
    layout = default_layout()
    office = next(o for o in actions.offices if o.number == 3)
    both = with_office(actions, 3, name=name(office.name, "kasztelan krakowski"))
    assert identical(draw(actions, layout, "en"), draw(both, layout, "en"))
    assert differs_inside(draw(actions, layout, "pl"), draw(both, layout, "pl"), layout.panels["offices"])
