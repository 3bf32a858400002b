"""Setup — the basic version (Setup) and the advanced version (Setup (Advanced Version)).

Basic: "Place the time marker ... at the start of the time track (1910–1913). Place the final
mission tokens ... In a game of two or three players, each mission should have only one symbol
visible. In a game of four players, each mission should have two symbols visible ... Divide the
mission cards marked "1" and "2" ... and shuffle each deck separately ... place the morale markers
... Two players: 4 orange and 3 yellow markers. Three or four players: 4 orange and 4 yellow ...
Each player chooses one of the figures ... In a two-player game, each player uses 3 pawns ... In a
three- or four-player game, each player uses only 2 pawns."

Advanced: "Place the time marker ... the foreign policy marker and the national consent marker on
their tracks ... Shuffle the two threat decks separately ... First place the deck marked
"1917–1918", and on top of it the deck marked "1914–1916" ... prepare the morale pool ... Two
players: 4 orange and 2 yellow markers. Three players: 4 orange and 3 yellow. Four players: 4
orange and 5 yellow ... Place the starting obstacle tokens."

Readings: the basic mission deck is deck "1" on top of deck "2" (the rulebook says only "reveal
from the top of the mission deck"). The advanced regular missions are the period decks of the
edition, each shuffled and stacked in order; the advanced setup's card steps are missing from the
translation, so the first nine (eleven) missions are revealed at setup, as in every later phase 6.
Figure dice: in the advanced game nobody starts with one (the edition's ``start_figure_dice``),
they are gained from missions.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Name, SeatRef, msg
from rules.niepodlegla import names
from rules.niepodlegla.effects import fresh_cities
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.phases.end_of_round import refill_missions
from rules.niepodlegla.state import NiepodleglaState

RULE = "Setup"

EN = {
    "niepodlegla.setup.basic": (
        "Basic version, {seats} players: {pawns} pawns each, {neutral} neutral dice, {morale} morale markers; "
        "each final mission shows {symbols} {symbols:symbol|symbols}."
    ),
    "niepodlegla.setup.advanced": (
        "Advanced version, {seats} players: {pawns} pawns each, {neutral} neutral dice, {morale} morale markers, "
        "{missions} missions on the table each round."
    ),
    "niepodlegla.setup.figure": "{seat} plays {figure} ({colour} pawns).",
    "niepodlegla.setup.obstacles": "Starting obstacle tokens: {placed}.",
    "niepodlegla.setup.obstacle": "{city} {count}× {kind}",
}
PL = {
    "niepodlegla.setup.basic": (
        "Wersja podstawowa dla {seats} graczy: po {pawns} {pawns:pionku|pionki|pionków} na gracza, "
        "{neutral} {neutral:kość neutralna|kości neutralne|kości neutralnych}, "
        "{morale} {morale:znacznik|znaczniki|znaczników} morale; każda misja finałowa pokazuje "
        "{symbols} {symbols:symbol|symbole|symboli}."
    ),
    "niepodlegla.setup.advanced": (
        "Wersja zaawansowana dla {seats} graczy: po {pawns} {pawns:pionku|pionki|pionków} na gracza, "
        "{neutral} {neutral:kość neutralna|kości neutralne|kości neutralnych}, "
        "{morale} {morale:znacznik|znaczniki|znaczników} morale, w każdej rundzie "
        "{missions} {missions:misja|misje|misji} na stole."
    ),
    "niepodlegla.setup.figure": "{seat} gra postacią: {figure} ({colour} pionki).",
    "niepodlegla.setup.obstacles": "Początkowe żetony przeszkód: {placed}.",
    "niepodlegla.setup.obstacle": "{city} {count}× {kind}",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def obstacle_kind(key: str) -> Name:
    """An obstacle kind as the setup lists it: by its power ("Central Powers", "państwa centralne")."""
    return names.kind(key)


class SetupPhase(Phase):
    key = "setup"
    rule = RULE

    def begin(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        events = [
            Event(
                msg(
                    "niepodlegla.setup.figure",
                    seat=SeatRef(s),
                    figure=names.figure_full(board, role),
                    colour=names.colour(str(board.figure(role).colour.value)),
                )
            )
            for s, role in enumerate(state.roles)
        ]
        state.round = 1
        if state.advanced:
            return events + self.advanced(state)
        return events + self.basic(state)

    def basic(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        setup = board.basic_setup[state.seats]
        state.morale_cap = int(setup.morale.value)
        state.morale = state.morale_cap
        state.neutral_cap = int(setup.neutral_dice.value)
        state.neutral = state.neutral_cap
        state.parts = {p.key: 0 for p in board.parts}
        state.levels = {p.key: min(int(setup.final_symbols.value), len(p.track)) for p in board.parts}
        decks: list[str] = []
        for stage in (1, 2):
            deck = [c.key for c in board.basic_missions if c.stage == stage]
            state.rng.shuffle(deck)
            decks += deck
        state.deck = decks
        return [
            Event(
                msg(
                    "niepodlegla.setup.basic",
                    seats=state.seats,
                    pawns=int(setup.pawns.value),
                    neutral=state.neutral,
                    morale=state.morale,
                    symbols=int(setup.final_symbols.value),
                )
            )
        ]

    def advanced(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        setup = board.advanced_setup[state.seats]
        state.cities = fresh_cities(board)
        placed = []
        for city, kind, count in board.start_obstacles:
            state.cities[city].obstacles += [kind] * count
            placed.append(
                msg("niepodlegla.setup.obstacle", city=names.city(board, city), count=count, kind=obstacle_kind(kind))
            )
        threats: list[str] = []
        for deck in board.advanced["threat_decks"].value:
            cards = [t.key for t in board.threats if t.deck == deck]
            state.rng.shuffle(cards)
            threats += cards
        state.threats = threats
        missions: list[str] = []
        for deck in board.advanced["mission_decks"].value:
            cards = [c.key for c in board.advanced_missions if c.deck == deck]
            state.rng.shuffle(cards)
            missions += cards
        state.deck = missions
        finals = [f.key for f in board.finals]
        state.rng.shuffle(finals)
        state.finals = finals
        challenges = [c.key for c in board.challenges]
        state.rng.shuffle(challenges)
        state.challenges_deck = challenges
        if board.advanced["start_figure_dice"].value:
            state.owners = {role: seat for seat, role in enumerate(state.roles)}
        state.morale = int(setup.morale.value)
        state.neutral = int(setup.neutral_dice.value)
        events = [
            Event(
                msg(
                    "niepodlegla.setup.advanced",
                    seats=state.seats,
                    pawns=int(setup.pawns.value),
                    neutral=state.neutral,
                    morale=state.morale,
                    missions=int(setup.missions.value),
                )
            ),
            Event(msg("niepodlegla.setup.obstacles", placed=placed)),
        ]
        return events + refill_missions(board, state)
