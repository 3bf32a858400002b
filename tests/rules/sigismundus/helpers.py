"""Helpers that drive a Sigismundus Augustus game to a given point, for rulebook tests."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.decision import Event
from rules.core.game import Transition
from rules.core.messages import CATALOGUE
from rules.core.rng import Rng
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import EMPTY, SejmState, SigismundusState, Units


@dataclass
class ScriptedRng(Rng):
    """An RNG whose dice show the given faces in order (for rulebook examples with known rolls).

    Assign ``ScriptedRng(0, [faces...])`` to ``state.rng`` before the step that rolls (``apply`` copies
    it with the state); it fails loudly if more dice are rolled than scripted.
    """

    faces: list[int] = field(default_factory=list)

    def die(self, sides: int = 6) -> int:
        if not self.faces:
            raise AssertionError("more dice rolled than the test scripted")
        return self.faces.pop(0)


def fresh(game: SigismundusGame, seats: int = 4, seed: int = 1, short: bool = False) -> SigismundusState:
    """A new game with its starting offices chosen by default, waiting in round 1."""
    state = game.new_game(seats, seed, {"short": short}).state
    while state.phase == "setup":
        decision = game.decisions(state)[0]
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, decision.defaults[seat]).state
    return state


def at_phase(game: SigismundusGame, phase: str, seats: int = 4, round_: int = 1) -> SigismundusState:
    """A state moved to the start of ``phase`` (not yet begun) in ``round_``, with a clean table: no
    offices, no cards, no units, nothing on the countries, the players in seat order on every track
    (seat 0 first), seat 0 first player. Set up what the test needs, then ``game.advance(state)``."""
    state = fresh(game, seats)
    state.pending = {}
    state.asks = []
    state.queue = []
    state.phase = phase
    state.begun = False
    state.round = round_
    state.first = 0
    state.sejm = SejmState()
    for office in state.offices.values():
        office.holder = None
        office.marker = None
    for player in state.players:
        player.ducats = player.votes = player.vp = 0
        for card in player.hand:
            state.discards[game.board.deck_of(card)].append(card)
        player.hand = []
        player.units = Units()
        player.host = Units()
        player.figures = []
    for country in state.countries.values():
        country.markers = [0] * seats
        country.seal = None
        country.crowned = False
        country.pact = False
    length = game.board.count("track_length")
    for track in state.tracks:
        state.tracks[track] = [s if s < seats else EMPTY for s in range(length)]
    return state


def put_on_track(state: SigismundusState, track: str, seat: int, space: int) -> None:
    """Place ``seat`` on ``space`` (1 = first), moving whoever stood there to the seat's old space."""
    line = state.tracks[track]
    old = line.index(seat)
    line[old], line[space - 1] = line[space - 1], seat


def said(game: SigismundusGame, state: SigismundusState, events: list[Event]) -> list[str]:
    return [CATALOGUE.format(e.msg, lambda s: game.seat_name(state, s)) for e in events]


def play(game: SigismundusGame, state: SigismundusState, seat: int, text: str) -> SigismundusState:
    return game.apply(state, seat, text).state


def board_after(transition: Transition[SigismundusState]) -> SigismundusState:
    """The state as the first phase that ended in this step left it (its board event's snapshot)."""
    for event in transition.events:
        if event.kind == "board":
            board: SigismundusState = event.board
            return board
    raise AssertionError("no phase ended in this step")
