"""Preparing for the Game: decks, the Sejm deck, offices, demands, figures, the Foreign Policy track,
houses, tracks and Representatives, clients and units; then the starting offices and the first player.

"2. Sort the Policy cards into three decks by type ... shuffle each deck ... Give each player one card of
each type. 3. Prepare the Sejm deck ... In case of a short version of the game, discard the Sejm cards for
the III, IV, VI and VII round. 4. Place the Senatorial Office cards next to the board ... 5. Shuffle the
Royal Demand cards ... 6. Shuffle the Figure cards ... 7. Shuffle and randomly place the Foreign Policy
Direction markers face down on their track. 8. Give a House card to each player at random. 9. Put the
Support markers for each House on the appropriate spaces on the tracks. Players who take the highest
positions on the tracks get appropriate Representative cards. 10. Give each player 3 Client tokens ... 11.
Give each player one Infantry and one Hussars unit ... 13. Choose the starting Senatorial Offices. Each
player chooses one Land or Ecclesiastical Office ... The player with the lowest initiative value chooses
first, then the player sitting on their right and so on ... 14. The player who got his office last gets the
first player marker."

Readings: players start without ducats (the preparation gives none; the first Income pays them); "face
down" on the Foreign Policy track is the uncrowned side (The Board, Foreign Policy Direction Markers); the
player "highest" on a track holds its Representative even when nobody stands on its first space (in games
of three or four the houses' spaces can leave it empty).
"""

from __future__ import annotations

from rules.core.decision import Decision, Event, Options
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus import details, names
from rules.sigismundus.actions import Act
from rules.sigismundus.board import DECKS, TRACKS, UNITS
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import (
    EMPTY,
    CountryState,
    OfficeState,
    SigismundusState,
    representative,
)

RULE = "Preparing for the Game"
COUNT_WORDS = {3: "three", 4: "four", 5: "five"}

EN = {
    "sigismundus.setup.houses": "Houses dealt: {houses}.",
    "sigismundus.setup.house": "{seat}: initiative {initiative}",
    "sigismundus.setup.short": "The short game: Sejm cards {sejms} only; {rounds} rounds.",
    "sigismundus.setup.track": "Foreign Policy Directions, from the first space: {countries}.",
    "sigismundus.setup.representatives": (
        "Royal Representative: {royal}; Magnate's Representative: {magnate}; Nobility's Representative: {nobility}."
    ),
    "sigismundus.setup.order": "Starting offices are chosen from {seat} (the lowest initiative), to the right.",
    "sigismundus.setup.prompt": "{seat}: choose your starting Senatorial Office.",
    "sigismundus.setup.chosen": "{seat} takes {office} as a starting office.",
    "sigismundus.setup.first": "{seat} got an office last and takes the first player marker (Primus Inter Pares).",
    "sigismundus.explain.setup.office": (
        "Your first Senatorial Office: it pays its income at every Income, its prestige in victory points at "
        "every Scoring, and a Land office keeps one unit free. Whoever chooses last takes the first player marker."
    ),
}

PL = {
    "sigismundus.setup.houses": "Rozdane rody: {houses}.",
    "sigismundus.setup.house": "{seat}: inicjatywa {initiative}",
    "sigismundus.setup.short": "Krótka gra: tylko karty Sejmu {sejms}; {rounds} {rounds:runda|rundy|rund}.",
    "sigismundus.setup.track": "Kierunki polityki zagranicznej, od pierwszego pola: {countries}.",
    "sigismundus.setup.representatives": (
        "Przedstawiciel króla: {royal}; Przedstawiciel magnatów: {magnate}; Przedstawiciel szlachty: {nobility}."
    ),
    "sigismundus.setup.order": ("Urzędy startowe wybiera się w prawo; zaczyna {seat}, bo ma najniższą inicjatywę."),
    "sigismundus.setup.prompt": "{seat}: wybierz swój startowy urząd senatorski.",
    "sigismundus.setup.chosen": "{seat} obejmuje na start urząd {office:gen}.",
    "sigismundus.setup.first": (
        "{seat} jako ostatni otrzymał urząd i bierze znacznik pierwszego gracza (Primus inter pares)."
    ),
    "sigismundus.explain.setup.office": (
        "Twój pierwszy urząd senatorski: w każdej fazie Dochodu daje swój dochód, w każdej Punktacji swój prestiż w "
        "punktach zwycięstwa, a urząd ziemski utrzymuje za darmo jedną jednostkę. Kto wybiera ostatni, bierze "
        "znacznik pierwszego gracza."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class SetupPhase(Phase):
    key = "setup"
    number = 0
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        board = self.board
        rng = state.rng
        n = state.seats
        events: list[Event] = []
        # 2. Policy decks, one card of each type to each player.
        for deck in DECKS:
            cards = [c.key for c in board.policy if c.deck.value == deck for _ in range(c.count.value)]
            rng.shuffle(cards)
            state.decks[deck] = cards
            state.discards[deck] = []
        # 3. The Sejm deck, in order.
        if state.options.get("short"):
            state.sejms = list(board.components["short_sejms"].value)
            roman = [board.sejm_card(s).roman for s in state.sejms]
            rounds = board.count("short_rounds")
            events.append(Event(msg("sigismundus.setup.short", sejms=roman, rounds=rounds)))
        else:
            state.sejms = list(range(1, board.count("rounds") + 1))
        # 4. Offices by number.
        state.offices = {o.number: OfficeState() for o in board.offices}
        # 5. Royal Demands, 6. Figures.
        demands = [kind for kind, entry in board.demands.items() for _ in range(entry.value)]
        rng.shuffle(demands)
        state.demand_deck = demands
        figures = [f.key for f in board.figures]
        rng.shuffle(figures)
        state.figure_deck = figures
        # 7. Foreign Policy markers at random, uncrowned.
        track = list(board.country_keys)
        rng.shuffle(track)
        state.fp_track = track
        state.countries = {key: CountryState(markers=[0] * n) for key in board.country_keys}
        # 8. Houses at random; 9. their tracks.
        houses = [h.key for h in board.houses]
        rng.shuffle(houses)
        state.houses = houses[:n]
        length = board.count("track_length")
        state.tracks = {t: [EMPTY] * length for t in TRACKS}
        for seat, key in enumerate(state.houses):
            house = board.house(key)
            player = state.players[seat]
            player.house = key
            for t in TRACKS:
                state.tracks[t][house.spaces[t].value - 1] = seat
            # 10. Client tokens; 11. starting units; 2. one card of each type.
            player.tokens = board.count("clients_per_player")
            for unit in UNITS:
                player.units.add(unit, board.start_units[unit].value)
            for deck in DECKS:
                for _ in range(board.count("starting_cards")):
                    if state.decks[deck]:
                        player.hand.append(state.decks[deck].pop(0))
            player.hand.sort()
        listed = [
            msg("sigismundus.setup.house", seat=SeatRef(s), initiative=board.house(state.houses[s]).initiative.value)
            for s in range(n)
        ]
        events.append(Event(msg("sigismundus.setup.houses", houses=listed)))
        events.append(Event(msg("sigismundus.setup.track", countries=[self.country_name(c) for c in track])))
        reps = {card: SeatRef(representative(board, state, card)) for card in ("royal", "magnate", "nobility")}
        events.append(Event(msg("sigismundus.setup.representatives", **reps)))
        # 13. Starting offices from the lowest initiative, to the right.
        lowest = min(range(n), key=lambda s: board.house(state.houses[s]).initiative.value)
        state.setup_order = [(lowest - i) % n for i in range(n)]
        events.append(Event(msg("sigismundus.setup.order", seat=SeatRef(lowest))))
        return events

    def available(self, state: SigismundusState) -> list[int]:
        entry = self.board.starting_offices[state.seats]
        return [n for n in entry.value if state.offices[n].holder is None]

    def opens(self, state: SigismundusState) -> bool:
        return bool(state.setup_order)

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if not state.setup_order:
            return ()
        seat = state.setup_order[0]
        choices = tuple(
            names.choice(f"office {n}", self.office_label(state, n), details.office(self.board, state, n, income=False))
            for n in self.available(state)
        )
        return (
            self.in_turn(
                "setup.office",
                seat,
                msg("sigismundus.setup.prompt", seat=SeatRef(seat)),
                Options(choices),
                choices[0].text,
            ),
        )

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        number = action.number()
        state.offices[number].holder = seat
        state.setup_order.pop(0)
        events = [Event(msg("sigismundus.setup.chosen", seat=SeatRef(seat), office=self.office_name(number)))]
        if not state.setup_order:
            state.first = seat
            events.append(Event(msg("sigismundus.setup.first", seat=SeatRef(seat))))
        return events
