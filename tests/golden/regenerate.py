"""Rewrite the golden board images after an intended change to the drawing or the layout.

Run from the repository root and look at every rewritten image before committing it:

    .venv/bin/python tests/golden/regenerate.py                      # every golden image
    .venv/bin/python tests/golden/regenerate.py boze_midgame_4p_pl.png  # only the ones named

It writes the full boards (``GOLDENS``) and the focus images of single phases (``FOCUS_GOLDENS``).

The states start from a real game (setup played by the engine from a fixed seed); the mid-game
positions are then built by setting the board directly, so the pictures do not depend on how the
later phases play. ``tests/render/test_boze_render.py`` imports the same builders, so the test and
this script always draw the same positions.
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.boze import BozeGame  # noqa: E402
from rules.boze.state import Army, BozeState, Estate  # noqa: E402
from rules.boze.view import BozeView  # noqa: E402
from tests.golden.regenerate_common import edition, play_defaults, write_goldens  # noqa: E402

SEAT_0_TOKENS = "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0"
PROVINCES = ("prussia", "lithuania", "ukraine", "little", "great")


def game() -> BozeGame:
    return BozeGame.from_edition(edition("boze"))


def in_clientele(state: BozeState) -> bool:
    return state.phase == "noble_clientele"


def clientele_state(g: BozeGame, seats: int = 3, seed: int = 7) -> BozeState:
    """Setup and Estate Income played with defaults: everyone owes the Noble Clientele tokens."""
    return play_defaults(g, g.new_game(seats, seed=seed).state, in_clientele, 500)


def sealed_state(g: BozeGame, seats: int = 3, tokens: str = SEAT_0_TOKENS) -> BozeState:
    """Setup played with defaults; in Noble Clientele seat 0 has sealed ``tokens``, nothing revealed."""
    return g.apply(clientele_state(g, seats), 0, tokens).state


def at(g: BozeGame, seats: int, phase: str, turn: int) -> BozeState:
    """A started game moved to ``phase`` of ``turn`` (not begun, so nothing waits): set the board next."""
    state = copy.deepcopy(clientele_state(g, seats))
    state.pending = {}
    state.phase, state.begun, state.turn = phase, False, turn
    return state


def reveal(state: BozeState, placed: dict[int, tuple[int, ...]]) -> None:
    """This turn's tokens, face up: for each seat the values in Prussia … Great Poland, then the court.

    Each seat's hand is what is left of its twelve tokens."""
    for seat, values in placed.items():
        state.placed[seat] = dict(zip(PROVINCES, values[:5], strict=True))
        state.court[seat] = values[5]
        hand = sorted([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
        for value in values:
            hand.remove(value)
        state.players[seat].tokens = hand


def estates(state: BozeState, province: str, *owners: tuple[int, str]) -> None:
    """Estates from the start of the track: (owner, marks) with marks "" or "s" (steward) / "t" (town)."""
    state.provinces[province].estates = [Estate(owner=o, steward="s" in m, town="t" in m) for o, m in owners]


def midgame_state(g: BozeGame) -> BozeState:
    """Four houses in turn 3, Magnate Campaigns: armies raised, enemies in Poland, raids on the fields."""
    state = at(g, 4, "magnate_campaigns", 3)
    state.mace = 2
    reveal(state, {0: (5, 3, 0, 1, 2, 4), 1: (2, 4, 1, 0, 3, 5), 2: (3, 0, 5, 4, 1, 2), 3: (0, 2, 1, 3, 5, 4)})
    for seat, (gold, prestige) in enumerate([(14, 23), (7, 31), (22, 18), (3, 27)]):
        state.players[seat].gold, state.players[seat].prestige = gold, prestige
    p = state.provinces
    estates(state, "prussia", (0, "s"), (1, ""), (0, ""), (3, "t"))
    estates(state, "lithuania", (1, "s"), (0, ""), (1, ""))
    estates(state, "ukraine", (2, "st"), (2, ""), (1, ""), (0, "s"), (2, ""))
    estates(state, "little", (2, ""), (3, "s"), (3, ""))
    estates(state, "great", (3, ""), (0, ""))
    wealth = {"prussia": 4, "lithuania": 2, "ukraine": 1, "little": 5, "great": 3}
    dice = {
        "prussia": [4, 2, 0, 1],
        "lithuania": [1, 5, 0, 2],
        "ukraine": [0, 1, 6, 0],
        "little": [2, 0, 3, 4],
        "great": [0, 2, 1, 3],
    }
    for key in PROVINCES:
        p[key].wealth, p[key].dice = wealth[key], dice[key]
    p["prussia"].armies[0] = Army(infantry=2, cavalry=1)
    p["lithuania"].armies[1] = Army(infantry=3, cavalry=2, artillery=1)
    p["ukraine"].armies[2] = Army(infantry=1, cavalry=2)
    p["ukraine"].armies[1] = Army(cavalry=1)
    p["ukraine"].cossacks = 1
    p["little"].armies[3] = Army(infantry=2)
    p["ukraine"].enemies = {"tatars": 3}
    p["ukraine"].invaded = True
    p["great"].enemies = {"habsburg": 1, "black": 2}
    p["great"].markers = 2
    p["great"].invaded = True
    p["little"].enemies = {"ottoman": 1}
    state.sejm = {"prussia": 0, "lithuania": 1, "little": 3}
    f = state.enemy_fields
    f["black"].dice, f["black"].players = 1, [2, 0, 0, 1]
    f["muscovy"].dice, f["muscovy"].players, f["muscovy"].king = 2, [0, 3, 0, 0], 2
    f["tatars"].dice, f["tatars"].cossacks, f["tatars"].players = 1, 1, [0, 0, 4, 0]
    f["ottoman"].dice = 3
    f["habsburg"].markers, f["habsburg"].players = 2, [0, 0, 0, 1]
    state.cossacks_field = 0
    state.royal_army = Army(infantry=3, cavalry=2, artillery=1)
    state.treaty = "muscovy"
    return state


def final_state(g: BozeGame) -> BozeState:
    """Three houses at the end of turn 4: the Ottomans hold the Habsburg field, the game is over."""
    state = at(g, 3, "end_of_game", 4)
    state.finished = True
    state.mace = 1
    state.placed, state.court = {}, {}
    for seat, (gold, prestige) in enumerate([(31, 64), (12, 71), (5, 58)]):
        state.players[seat].gold, state.players[seat].prestige, state.players[seat].tokens = gold, prestige, []
    estates(state, "prussia", (0, "s"), (1, "s"), (0, ""), (2, ""), (1, ""), (0, ""))
    estates(state, "lithuania", (1, "st"), (1, ""), (0, "s"), (1, ""))
    estates(state, "ukraine", (2, "s"), (2, ""), (1, ""))
    estates(state, "little", (2, "t"), (0, "s"), (2, ""), (2, "s"), (1, ""))
    estates(state, "great", (0, ""), (1, ""), (2, ""))
    for key, wealth, dice in [
        ("prussia", 5, [3, 1, 0]),
        ("lithuania", 2, [0, 4, 1]),
        ("ukraine", 1, [1, 0, 2]),
        ("little", 4, [2, 1, 5]),
        ("great", 3, [1, 2, 0]),
    ]:
        state.provinces[key].wealth, state.provinces[key].dice = wealth, dice
    state.provinces["ukraine"].enemies = {"tatars": 2, "ottoman": 4}
    state.provinces["little"].enemies = {"ottoman": 2}
    state.provinces["lithuania"].enemies = {"muscovy": 5}
    state.provinces["lithuania"].armies[1] = Army(infantry=1)
    state.sejm = {"prussia": 0, "lithuania": 1, "ukraine": 2, "little": 2, "great": 1}
    f = state.enemy_fields
    f["habsburg"].ottoman = 3
    f["ottoman"].dice, f["ottoman"].players, f["ottoman"].king = 2, [3, 0, 5], 4
    f["black"].players = [0, 2, 0]
    state.cossacks_field = 2
    state.royal_army = Army()
    return state


def clientele_3p_view(g: BozeGame) -> BozeView:
    return g.view(sealed_state(g), None)


def midgame_4p_view(g: BozeGame) -> BozeView:
    return g.view(midgame_state(g), None)


def midgame_4p_seat1_view(g: BozeGame) -> BozeView:
    return g.view(midgame_state(g), 1)


def final_3p_view(g: BozeGame) -> BozeView:
    return g.view(final_state(g), None)


GOLDENS: dict[str, Callable[[BozeGame], BozeView]] = {
    "boze_clientele_3p.png": clientele_3p_view,
    "boze_midgame_4p.png": midgame_4p_view,
    "boze_midgame_4p_seat1.png": midgame_4p_seat1_view,
    "boze_final_3p.png": final_3p_view,
    "boze_midgame_4p_seat1_pl.png": midgame_4p_seat1_view,
}

GOLDEN_LANGS: dict[str, str] = {"boze_midgame_4p_seat1_pl.png": "pl"}
"""The language each golden image is drawn in, when not English."""

Focused = tuple[BozeView, str]
"""A focus image's input: the view drawn and the phase key ("<turn>:<phase>") it ends."""


def in_phase(g: BozeGame, state: BozeState, phase: str, seat: int | None = None) -> Focused:
    """The view of ``state`` as the snapshot at the end of ``phase`` (the state's board, that phase's key)."""
    moved = copy.deepcopy(state)
    moved.phase = phase
    return g.view(moved, seat), g.phase_key(moved)


def invasions_focus(g: BozeGame) -> Focused:
    """Turn 3's invasions on the mid-game board: the Tatars in Ukraine, Sweden and the Habsburgs in Great Poland."""
    return in_phase(g, midgame_state(g), "enemy_invasions")


def income_focus(g: BozeGame) -> Focused:
    return in_phase(g, midgame_state(g), "estate_income")


def royal_army_focus(g: BozeGame) -> Focused:
    return in_phase(g, midgame_state(g), "royal_army")


def sealed_focus(g: BozeGame) -> Focused:
    """Seat 0's own picture while its tokens are sealed: the provinces and its answer in words."""
    state = sealed_state(g)
    return g.view(state, 0), g.phase_key(state)


FOCUS_GOLDENS: dict[str, Callable[[BozeGame], Focused]] = {
    "boze_focus_invasions_4p.png": invasions_focus,
    "boze_focus_invasions_4p_pl.png": invasions_focus,
    "boze_focus_income_4p.png": income_focus,
    "boze_focus_income_4p_pl.png": income_focus,
    "boze_focus_royal_army_4p.png": royal_army_focus,
    "boze_focus_clientele_3p_seat0_pl.png": sealed_focus,
}
"""The focus images (the panels a phase changed, for a phone) kept as golden images."""

FOCUS_LANGS: dict[str, str] = {name: "pl" for name in FOCUS_GOLDENS if name.endswith("_pl.png")}


def focus_image(focused: Focused, lang: str = "en") -> bytes:
    """A golden focus image's PNG bytes (each golden phase draws one)."""
    from render.boze import focus_png

    png = focus_png(*focused, lang=lang)
    assert png is not None, "every golden focus phase draws an image"
    return png


def main(names: list[str]) -> None:
    from render.boze import board_png

    write_goldens(names, game(), GOLDENS, GOLDEN_LANGS, board_png)
    write_goldens(names, game(), FOCUS_GOLDENS, FOCUS_LANGS, focus_image)


if __name__ == "__main__":
    main(sys.argv[1:])
