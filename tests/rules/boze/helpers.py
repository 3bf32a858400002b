"""Helpers that drive a Boże Igrzysko game to a given point, for rulebook tests."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.boze import BozeGame
from rules.boze.state import BozeState
from rules.core.game import Transition
from rules.core.rng import Rng


def answer_defaults(game: BozeGame, state: BozeState, until_phase: str) -> BozeState:
    """Answer every decision with its default until the game reaches ``until_phase``."""
    while state.phase != until_phase:
        decision = game.decisions(state)[0]
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, decision.defaults[seat]).state
    return state


def at_noble_clientele(game: BozeGame, seats: int = 3, houses: list[str] | None = None, seed: int = 1) -> BozeState:
    """A fresh game, setup answered with defaults, waiting for the Noble Clientele tokens."""
    state = game.new_game(seats, seed, roles=houses).state
    return answer_defaults(game, state, "noble_clientele")


def seat_of(state: BozeState, house: str) -> int:
    return state.houses.index(house)


def tokens(prussia: int, lithuania: int, ukraine: int, little: int, great: int, court: int) -> str:
    return (
        f"tokens prussia={prussia} lithuania={lithuania} ukraine={ukraine} little={little} great={great} court={court}"
    )


@dataclass
class ScriptedRng(Rng):
    """An RNG whose dice show the given faces in order (for rulebook examples with known rolls).

    Assign ``ScriptedRng(0, [faces...])`` to ``state.rng`` before the step that rolls (``apply``
    copies it with the state); it fails loudly if more dice are rolled than scripted.
    """

    faces: list[int] = field(default_factory=list)

    def die(self, sides: int = 6) -> int:
        if not self.faces:
            raise AssertionError("more dice rolled than the test scripted")
        return self.faces.pop(0)


def at_phase(game: BozeGame, phase: str, seats: int = 3, houses: list[str] | None = None, turn: int = 1) -> BozeState:
    """A state after setup, moved to the start of ``phase`` (not yet begun) in ``turn``.

    Nothing of the phases in between has happened: set up the board the test needs, then call
    ``game.advance(state)`` to run the phase's automatic steps.
    """
    state = at_noble_clientele(game, seats, houses)
    state.pending = {}
    state.phase = phase
    state.begun = False
    state.turn = turn
    return state


def after_phase(transition: Transition[BozeState], phase: str) -> BozeState:
    """The state as ``phase`` left it within one step (from the step's board events), so a test can
    check a phase's result even when later automatic phases ran in the same step."""
    for event in transition.events:
        if event.kind == "board" and event.board.phase == phase:
            state: BozeState = event.board
            return state
    raise AssertionError(f"{phase} did not end in this step")
