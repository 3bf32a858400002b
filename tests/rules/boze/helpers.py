"""Helpers that drive a Boże Igrzysko game to a given point, for rulebook tests."""

from __future__ import annotations

from rules.boze import BozeGame
from rules.boze.state import BozeState


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
