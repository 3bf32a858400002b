"""Basic version: Struggle for Independence in Rounds I–V — selecting missions and dividing the dice,
the first roll, passing dice and re-rolling."""

from __future__ import annotations

import re

import pytest

from rules.core import serial
from rules.core.errors import IllegalAction, NotYourDecision
from rules.core.game import Transition
from rules.core.messages import CATALOGUE
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState

from .helpers import ScriptedRng, after_phase, at_struggle, new

BLANK, ONE, TWO = 0, 3, 5
"""Face indices of the (placeholder) black die: blank, 1 pip, 2 pips."""


def missions_text(state: NiepodleglaState, seats: list[str], dice: dict[str, int]) -> str:
    cards = [c.key for c in state.table]
    pairs = " ".join(f"{c}={seats[i % len(seats)]}" for i, c in enumerate(cards))
    return f"propose missions {pairs} dice " + " ".join(f"{k}={v}" for k, v in dice.items())


def refused(game: NiepodleglaGame, state: NiepodleglaState, seat: int, text: str, match: str) -> None:
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match=match):
        game.apply(state, seat, text)
    assert serial.dumps(state) == before, "a refused action changes nothing"


def test_missions_and_dice_are_one_joint_decision(game: NiepodleglaGame) -> None:
    """ "Players ... jointly decide which mission each of them will take on ... Together with the choice of
    missions, players jointly divide the available neutral dice" — any player proposes, the others answer
    together and openly."""
    state = new(game, 3)
    decision = game.decisions(state)[0]
    assert decision.key == "joint.propose.missions"
    assert decision.seats == (0, 1, 2) and not decision.simultaneous and not decision.secret
    text = missions_text(state, ["pilsudski", "dmowski", "paderewski"], {"pilsudski": 2, "dmowski": 2, "paderewski": 1})
    state = game.apply(state, 1, text).state
    decision = game.decisions(state)[0]
    assert decision.key == "joint.respond.missions"
    assert decision.seats == (0, 2) and decision.simultaneous and not decision.secret


def test_refusals_name_the_rule(game: NiepodleglaGame) -> None:
    """ "Only one pawn may be placed on a single card ... each player receives at least 1 neutral die, and
    ... no neutral die remains unused"."""
    state = new(game, 3)
    first = state.table[0].key
    seats = ["pilsudski", "dmowski", "paderewski"]
    good = missions_text(state, seats, {"pilsudski": 2, "dmowski": 2, "paderewski": 1})
    refused(game, state, 0, good.replace("dice", f"{first}=dmowski dice"), "named twice; only one pawn")
    refused(game, state, 0, good.replace("paderewski=1", "paderewski=0").replace("pilsudski=2", "pilsudski=3"),
            "at least 1 neutral die")  # fmt: skip
    refused(game, state, 0, good.replace("paderewski=1", "paderewski=2"), "no neutral die remains unused")
    three = " ".join(f"{c.key}=pilsudski" if i < 3 else f"{c.key}=dmowski" for i, c in enumerate(state.table))
    refused(game, state, 0, f"propose missions {three} dice pilsudski=2 dmowski=2 paderewski=1", "only 2 pawns")
    refused(game, state, 0, good.replace(first, "b99"), "not a mission on the table")
    with pytest.raises(IllegalAction, match="Selecting Missions"):
        game.apply(state, 0, "agree")


def test_first_roll_without_the_black_die(game: NiepodleglaGame) -> None:
    """First Roll: "each player makes one roll of all the dice they have received: the neutral dice
    together with their own figure die"; "Note: The black die is not included in the division." (the
    scripted RNG fails if a die more than the players' is rolled)."""
    state = new(game, 3)
    text = missions_text(state, ["pilsudski", "dmowski", "paderewski"], {"pilsudski": 2, "dmowski": 2, "paderewski": 1})
    state = game.apply(state, 0, text).state
    state = game.apply(state, 1, "agree").state
    state.rng = ScriptedRng(0, [0] * 8)
    transition = game.apply(state, 2, "agree")
    state = transition.state
    assert isinstance(state.rng, ScriptedRng) and state.rng.faces == [], "5 neutral + 3 figure dice, no black die"
    rolls = [e for e in transition.events if e.kind == "roll"]
    assert [len(e.dice) for e in rolls] == [3, 3, 2]
    assert state.struggling and [d.holder for d in state.dice].count(0) == 3


def test_a_reroll_adds_the_black_die_and_costs_its_pips(game: NiepodleglaGame) -> None:
    """ "The player selects the dice whose results do not satisfy them, adds the black die to them, and rolls
    the whole collected pool: If the black die shows a face with 1 or 2 pips, then the same number of morale
    markers ... must immediately be discarded ... If the black die shows a blank face, nothing bad happens.\""""
    state = at_struggle(game, new(game, 3))
    morale = state.morale
    state.rng = ScriptedRng(0, [4, 2, TWO])
    state = game.apply(state, 0, "reroll n1 pilsudski").state
    assert state.morale == morale - 2
    assert [d.face for d in state.dice if d.id in ("n1", "pilsudski")] == [4, 2]
    state.rng = ScriptedRng(0, [1, BLANK])
    state = game.apply(state, 0, "reroll n1").state
    assert state.morale == morale - 2


def test_the_struggle_ends_at_once_when_the_black_die_asks_too_much(game: NiepodleglaGame) -> None:
    """ "If the number of markers to be discarded is greater than the number of markers remaining in the
    pool, all remaining markers must be discarded, and this phase of the round ends immediately.\""""
    state = at_struggle(game, new(game, 3))
    state.morale = 1
    state.rng = ScriptedRng(0, [0, TWO])
    transition = game.apply(state, 1, "reroll n3")
    ended = after_phase(transition, "struggle")
    assert not ended.struggling and ended.morale == 0 and ended.overflow
    assert transition.state.joint is not None and transition.state.joint.n == 3, "fewer than 0: three levels"


def test_passing_a_die_costs_two_morale_markers(game: NiepodleglaGame) -> None:
    """ "If there are at least two morale markers left in the morale pool, any player may discard two of them
    from the pool in order to pass one of their dice to another player, without changing its result.\""""
    state = at_struggle(game, new(game, 3))
    morale = state.morale
    face = state.die("pilsudski").face  # type: ignore[union-attr]
    state = game.apply(state, 0, "give pilsudski dmowski").state
    die = state.die("pilsudski")
    assert die is not None and die.holder == 1 and die.face == face
    assert state.morale == morale - 2
    state.morale = 1
    refused(game, state, 1, "give pilsudski paderewski", "at least 2 morale markers")


def test_a_satisfied_player_who_is_handed_a_die_may_act_again(game: NiepodleglaGame) -> None:
    """ "Players may keep performing the above actions ... until they are satisfied with the results" —
    the phase ends when every player is done; a die received reopens its new holder."""
    state = at_struggle(game, new(game, 3))
    state = game.apply(state, 1, "done").state
    assert game.decisions(state)[0].seats == (0, 2)
    with pytest.raises(NotYourDecision):
        game.apply(state, 1, "reroll n3")
    state = game.apply(state, 0, "give n1 dmowski").state
    assert game.decisions(state)[0].seats == (0, 1, 2)
    for seat in (0, 1):
        state = game.apply(state, seat, "done").state
    assert state.struggling
    state = game.apply(state, 2, "done").state
    assert not state.struggling


def test_the_struggle_ends_when_morale_runs_out(game: NiepodleglaGame) -> None:
    """ "for as long as there are morale markers left in the pool" — the last two spent on a pass end it."""
    state = at_struggle(game, new(game, 3))
    state.morale = 2
    ended = after_phase(game.apply(state, 0, "give n1 dmowski"), "struggle")
    assert not ended.struggling and ended.morale == 0 and not ended.overflow


def test_a_proposal_naming_missions_by_their_place_is_refused_with_its_canonical_text(
    game: NiepodleglaGame,
) -> None:
    """Lenient typing meets the kernel's contract (DESIGN §2: every action has one canonical text, and the
    table logs ``str(action)``): ``1=pilsudski`` means the first mission on the table, which only this
    table knows, so the proposal is refused with its canonical text; sent as that, it is accepted."""
    state = new(game, 3)
    cards = [c.key for c in state.table]
    typed = (
        "propose 1=Piłsudski 2=dmowski 3=PADEREWSKI 4=pilsudski 5=dmowski 6=paderewski "
        "dice dmowski=2 pilsudski=2 paderewski=1"
    )
    pairs = " ".join(f"{c}={s}" for c, s in zip(cards, ["pilsudski", "dmowski", "paderewski"] * 2, strict=True))
    canonical = f"propose missions {pairs} dice pilsudski=2 dmowski=2 paderewski=1"
    refused(game, state, 1, typed, re.escape(canonical))
    assert str(game.parse(canonical)) == canonical
    state = game.apply(state, 1, canonical).state
    assert state.joint is not None and state.joint.proposal == canonical


def test_a_passed_die_is_named_by_its_figure_or_as_a_neutral_die(game: NiepodleglaGame) -> None:
    """The channel reads whose die changed hands, in both languages, not its bare key."""

    def said(transition: Transition[NiepodleglaState], lang: str) -> list[str]:
        def seat(n: int) -> str:
            return game.seat_name_in(transition.state, n, lang)

        return [CATALOGUE.format(e.msg, seat, lang) for e in transition.events]

    state = at_struggle(game, new(game, 3))
    passed = game.apply(state, 0, "give pilsudski dmowski")
    assert any(line.startswith("Piłsudski passes Piłsudski's die (") for line in said(passed, "en"))
    assert any(line.startswith("Piłsudski przekazuje kość Piłsudskiego (") for line in said(passed, "pl"))
    neutral = game.apply(passed.state, 0, "give n1 dmowski")
    assert any(" passes neutral die 1 (" in line for line in said(neutral, "en"))
    assert any(" przekazuje kość neutralną 1 (" in line for line in said(neutral, "pl")), "in the accusative"
