"""Rewrite the Sigismundus Augustus golden board images after an intended change to the drawing or the layout.

Run from the repository root and look at every rewritten image before committing it:

    .venv/bin/python tests/golden/regenerate_sigismundus.py                            # every golden image
    .venv/bin/python tests/golden/regenerate_sigismundus.py sigismundus_final_3p.png   # only the ones named

The states start from a real game (played by the engine with every seat's default answer from a fixed
seed up to the wanted step); the board is then set directly (:func:`furnish`), so the pictures show every
kind of piece and do not depend on how the phases play. ``tests/render/test_sigismundus_render.py``
imports the same builders, so the test and this script always draw the same positions.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.sigismundus.game import SigismundusGame  # noqa: E402
from rules.sigismundus.state import Combat, SigismundusState, Units  # noqa: E402
from rules.sigismundus.view import SigismundusView  # noqa: E402
from tests.golden.regenerate_common import edition, play_defaults, write_goldens  # noqa: E402

SEED = 11
ANSWERS = 2000
"""How many default answers a game may take to reach the wanted point."""


def game() -> SigismundusGame:
    return SigismundusGame.from_edition(edition("sigismundus"))


def reach(g: SigismundusGame, seats: int, round_: int, phase: str, short: bool = False) -> SigismundusState:
    """A game of ``seats`` played with default answers up to ``phase`` of ``round_``, waiting for answers."""
    state = g.new_game(seats, seed=SEED, options={"short": short}).state
    state = play_defaults(g, state, lambda s: s.round == round_ and s.phase == phase and bool(g.decisions(s)), ANSWERS)
    if (state.round, state.phase) != (round_, phase):
        raise RuntimeError(f"the game never waited in {phase} of round {round_}")
    return state


def furnish(state: SigismundusState) -> None:
    """Set the board of a game under way so that every kind of piece shows: House markers on countries and
    seals, crowned markers and a Secret Pact, Figures with ducats on them, offices held and one Vacancy
    marker, the Acts passed so far, each house's score, purse and army (some of it in the Noble Host)."""
    seats = state.seats
    countries = state.fp_track
    for i, key in enumerate(countries):
        country = state.countries[key]
        country.markers = [(i + 2 * s) % 3 if (i + s) % 2 == 0 else 0 for s in range(seats)]
        country.seal = (i + 1) % seats if i % 3 != 2 else None
        country.crowned = i in (0, 3)
    state.countries[countries[4]].pact = True
    holders = {1: 0, 2: 1, 4: 2, 6: 1, 7: 0, 9: 2, 11: 1, 12: 0, 13: 2, 15: 1}
    for number, office in state.offices.items():
        office.holder, office.marker = holders.get(number), None
    state.offices[10].holder, state.offices[10].marker = None, seats - 1
    taken: list[str] = []
    owned = {0: ["poet", "merchant"], 1: ["rotmistrz"], seats - 1: ["astronomer", "courtier", "lawyer"]}
    for seat, player in enumerate(state.players):
        player.vp = [23, 31, 17, 26, 9][seat]
        player.ducats = [7, 3, 12, 5, 0][seat]
        player.votes = [4, 0, 6, 2, 1][seat]
        player.units = Units(artillery=seat % 2, hussars=1 + seat % 3, infantry=2 - seat % 2)
        player.host = Units(hussars=1) if seat == 1 else Units()
        player.figures = owned.get(seat, [])
        taken += player.figures
    state.figures_open = [f for f in ("painter", "secretary", "sculptor") if f not in taken]
    state.figure_gold = {"merchant": 2, "rotmistrz": 1, "courtier": 3}
    state.acts = [n for n in state.sejms[: state.round - 1] if n != 2]


def actions_state(g: SigismundusGame) -> SigismundusState:
    """Five houses in the Actions of round 3: Client tokens on the fields, the board under way."""
    state = reach(g, 5, 3, "actions")
    furnish(state)
    state.fields = {
        "envoy": [2, 0],
        "patronage": [1],
        "banners": [],
        "vacancy": [4],
        "feast": [3, 1, 0],
        "academy": [],
        "economist": [2],
        "economist2": [],
        "agitation": [4],
    }
    placed = {s: sum(seats.count(s) for seats in state.fields.values()) for s in range(5)}
    for seat, player in enumerate(state.players):
        player.clients = max(0, player.tokens - placed[seat])
    return state


def bribery_state(g: SigismundusGame, offers: dict[int, int] | None = None) -> SigismundusState:
    """Four houses in the Sejm of round 4, Bribery: seat 1 has sealed an offer of 2 ducats, and every seat in
    ``offers`` its own offer; nothing is revealed yet."""
    state = reach(g, 4, 4, "bribery")
    furnish(state)
    for seat, answer in {1: 2, **(offers or {})}.items():
        state = g.apply(state, seat, f"offer {answer}").state
    return state


def combat_state(g: SigismundusGame) -> SigismundusState:
    """A short game of four houses in the Special Actions of round 2: a Foray under way, one house
    protected by a Church Foundation."""
    state = reach(g, 4, 2, "special_actions", short=True)
    furnish(state)
    state.combat = Combat(attacker=2, defender=0, card="foray", stage=1, wounds=[0, 1])
    state.players[3].protected = True
    return state


def final_state(g: SigismundusGame) -> SigismundusState:
    """Three houses after the last round: the game is over."""
    state = play_defaults(g, g.new_game(3, seed=SEED).state, lambda s: False, ANSWERS)
    assert state.finished
    furnish(state)
    state.countries[state.fp_track[4]].pact = False
    return state


def actions_5p_view(g: SigismundusGame) -> SigismundusView:
    return g.view(actions_state(g), None)


def bribery_4p_seat1_view(g: SigismundusGame) -> SigismundusView:
    return g.view(bribery_state(g), 1)


def combat_short_4p_view(g: SigismundusGame) -> SigismundusView:
    return g.view(combat_state(g), None)


def final_3p_view(g: SigismundusGame) -> SigismundusView:
    return g.view(final_state(g), None)


GOLDENS: dict[str, Callable[[SigismundusGame], SigismundusView]] = {
    "sigismundus_actions_5p.png": actions_5p_view,
    "sigismundus_bribery_4p_seat1.png": bribery_4p_seat1_view,
    "sigismundus_bribery_4p_seat1_pl.png": bribery_4p_seat1_view,
    "sigismundus_combat_short_4p.png": combat_short_4p_view,
    "sigismundus_final_3p.png": final_3p_view,
}

GOLDEN_LANGS: dict[str, str] = {
    "sigismundus_bribery_4p_seat1_pl.png": "pl",
    "sigismundus_focus_foreign_5p_pl.png": "pl",
    "sigismundus_focus_income_4p_pl.png": "pl",
}
"""The language each golden image is drawn in, when not English."""

FOCUS_GOLDENS: dict[str, tuple[Callable[[SigismundusGame], SigismundusView], str]] = {
    "sigismundus_focus_sejm_5p.png": (actions_5p_view, "3:sejm"),
    "sigismundus_focus_foreign_5p_pl.png": (actions_5p_view, "3:foreign_policy"),
    "sigismundus_focus_actions_5p.png": (actions_5p_view, "3:actions"),
    "sigismundus_focus_income_4p_pl.png": (lambda g: g.view(bribery_state(g), None), "4:income"),
    "sigismundus_focus_scoring_4p.png": (lambda g: g.view(bribery_state(g), None), "4:scoring"),
    "sigismundus_focus_end_3p.png": (final_3p_view, "8:end_of_game"),
}
"""Focus images (render/sigismundus_focus.py): the view drawn and the phase key it is drawn for."""


def main(names: list[str]) -> None:
    from render.sigismundus import board_png, focus_png

    write_goldens(names, game(), GOLDENS, GOLDEN_LANGS, board_png)
    for name, (build, phase) in FOCUS_GOLDENS.items():

        def draw(view: SigismundusView, lang: str = "en", phase: str = phase) -> bytes:
            png = focus_png(view, phase, lang=lang)
            assert png is not None, f"no focus image for {phase}"
            return png

        if not names or name in names:
            write_goldens([name], game(), {name: build}, GOLDEN_LANGS, draw)


if __name__ == "__main__":
    main(sys.argv[1:])
