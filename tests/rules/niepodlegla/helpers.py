"""Helpers that drive a Niepodległa game to a given point, for rulebook tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rules.core.game import Transition
from rules.core.rng import Rng
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.board import FACE_SYMBOLS
from rules.niepodlegla.state import DieState, NiepodleglaState, TableCard


@dataclass
class ScriptedRng(Rng):
    """An RNG whose rolls give the scripted face indices in order (0 is the first face).

    Assign ``ScriptedRng(0, [...])`` to ``state.rng`` before the step that rolls (``apply`` copies it
    with the state); it fails loudly if more is drawn than scripted.
    """

    faces: list[int] = field(default_factory=list)

    def below(self, n: int) -> int:
        if not self.faces:
            raise AssertionError("more dice rolled than the test scripted")
        value = self.faces.pop(0)
        assert 0 <= value < n
        return value


def new(game: NiepodleglaGame, seats: int = 3, version: str = "basic", roles: Sequence[str] | None = None,
        seed: int = 1, challenges: bool = False) -> NiepodleglaState:  # fmt: skip
    return game.new_game(seats, seed, {"version": version, "challenges": challenges}, roles=roles).state


def proposer_and_agree(
    game: NiepodleglaGame, state: NiepodleglaState, text: str, by: int = 0
) -> Transition[NiepodleglaState]:
    """``by`` proposes ``text``; every other seat agrees. Returns the last transition."""
    transition = game.apply(state, by, text)
    state = transition.state
    for seat in range(state.seats):
        if seat != by:
            transition = game.apply(state, seat, "agree")
            state = transition.state
    return transition


def agree_default(game: NiepodleglaGame, state: NiepodleglaState) -> NiepodleglaState:
    """Carry the open joint decision with its default proposal."""
    decision = game.decisions(state)[0]
    assert decision.key.startswith("joint.propose")
    return proposer_and_agree(game, state, decision.defaults[0]).state


def until(game: NiepodleglaGame, state: NiepodleglaState, stop: Callable[[NiepodleglaState], bool]) -> NiepodleglaState:
    """Answer every decision with its default (joint ones carried by everyone) until ``stop``."""
    for _ in range(10_000):
        if stop(state) or state.finished:
            return state
        decision = game.decisions(state)[0]
        if decision.key.startswith("joint.propose"):
            state = agree_default(game, state)
            continue
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, decision.defaults[seat]).state
    raise AssertionError("did not stop")


def at_struggle(game: NiepodleglaGame, state: NiepodleglaState) -> NiepodleglaState:
    """The state once the struggle's decision is open (after the first roll)."""
    return until(game, state, lambda s: s.struggling)


def face_index(game: NiepodleglaGame, figure: str, symbols: Sequence[str]) -> int:
    """The index of the face showing ``symbols`` on a figure die (``""`` for a neutral die)."""
    faces = game.board.figure(figure).faces.value if figure else [list(f) for f in game.board.neutral_faces]
    wanted = list(symbols)
    assert all(s in FACE_SYMBOLS for s in wanted)
    for i, f in enumerate(faces):
        if list(f) == wanted:
            return i
    raise AssertionError(f"no face {wanted} on {figure or 'a neutral die'}")


def give_dice(
    game: NiepodleglaGame, state: NiepodleglaState, seat: int, faces: Sequence[tuple[str, Sequence[str]]]
) -> None:
    """Put dice showing ``faces`` (figure key or "" for neutral, symbols) in ``seat``'s hands."""
    number = 1 + sum(1 for d in state.dice if not d.figure)
    for figure, symbols in faces:
        die_id = figure or f"n{number}"
        if not figure:
            number += 1
        state.dice.append(DieState(id=die_id, figure=figure, holder=seat, face=face_index(game, figure, symbols)))


def mission(state: NiepodleglaState, key: str, seat: int = -1, joint: bool = False) -> TableCard:
    card = TableCard(key=key, seat=seat, joint=joint)
    state.table.append(card)
    return card


def after_phase(transition: Transition[NiepodleglaState], phase: str) -> NiepodleglaState:
    """The state as ``phase`` left it within one step (from the step's board events)."""
    for event in transition.events:
        if event.kind == "board" and event.board.phase == phase:
            state: NiepodleglaState = event.board
            return state
    raise AssertionError(f"{phase} did not end in this step")


def advanced_struggle(
    game: NiepodleglaGame, table: Sequence[tuple[str, int]], seats: int = 2, roles: Sequence[str] | None = None
) -> NiepodleglaState:
    """An advanced round 1 struggle with only ``table`` (card, seat) on the table and no dice."""
    state = at_struggle(game, new(game, seats, "advanced", roles=roles))
    state.table = [TableCard(key=k, seat=s) for k, s in table]
    state.dice = []
    return state


def at_phase(game: NiepodleglaGame, state: NiepodleglaState, phase: str) -> NiepodleglaState:
    """``state`` moved to the start of ``phase`` (not yet begun), nothing open: set up what the test needs,
    then call ``game.advance(state)``."""
    state.joint = None
    state.ask = None
    state.struggling = False
    state.pending = {}
    state.tasks = []
    state.phase = phase
    state.begun = False
    return state
