"""Phase 8: Scoring — crowned offices, then crowned countries from the highest value down.

"Players gain victory points from their offices marked with a coat of arms with the crown. Then they gain
victory points from the Neighbouring Countries whose markers in this round were turned to the side with the
crown. Start with the field with the highest value ... The House marker on the seal does not count. The
player with the highest number of House markers on the field gains as many victory points as it is written
on the board. The second player gains as many victory points as it is written after the slash. Discard all
the House markers from this Neighbouring Country field. Put the House marker of the player with the biggest
influence in this country on its seal. If there already was a House marker on the seal, discard it ... After
you finish with this Neighbouring Country, turn its marker to the side without the crown ... In case of a
tie, add the values for the first and the second place and divide the sum between the players, rounding
down. Do the same in case of a tie for the second place. If there's a tie for the first place, the Royal
Representative decides who puts their House marker on the seal."

Readings: a tie for first shares first and second place between the tied players and nobody takes second;
a tie for second shares the second value alone (the third place is worth nothing); a country where nobody
has a marker scores nothing and keeps its seal; discarded House markers go back to their owners' supply. An
Act that doubles a country's points doubles both values. An Act giving the Royal Representative points
(a placeholder) pays them after the offices.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, SeatRef, msg
from rules.sigismundus import powers
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import Ask, SigismundusState, offices_of, order_from, representative

RULE = "Scoring"

EN = {
    "sigismundus.scoring.offices": "{seat} gains {points} {points:point|points} from crowned offices; now {total}.",
    "sigismundus.scoring.royal_vp": (
        "{seat}, the Royal Representative, gains {points} {points:point|points} by the Act; now {total}."
    ),
    "sigismundus.scoring.country": "{country} (space {space}, {first}/{second}): {markers}.",
    "sigismundus.scoring.entry": "{seat} {count}",
    "sigismundus.scoring.no_markers": "{country} (space {space}): nobody has House markers there; no points.",
    "sigismundus.scoring.gains": "{seat} gains {points} {points:point|points} from {country}; now {total}.",
    "sigismundus.scoring.seal": "{seat} puts a House marker on the seal of {country}.",
    "sigismundus.tie.tie_seal": "{seats} tie for first place: Royal Representative, who puts a marker on the seal?",
}

PL = {
    "sigismundus.scoring.offices": (
        "{seat} zdobywa {points} {points:punkt|punkty|punktów} za urzędy z koroną; ma teraz {total}."
    ),
    "sigismundus.scoring.royal_vp": (
        "{seat}, Przedstawiciel króla, zdobywa {points} {points:punkt|punkty|punktów} dzięki ustawie; ma teraz {total}."
    ),
    "sigismundus.scoring.country": "{country} (pole {space}, {first}/{second}): {markers}.",
    "sigismundus.scoring.entry": "{seat} {count}",
    "sigismundus.scoring.no_markers": "{country} (pole {space}): nikt nie ma tam znaczników rodu; brak punktów.",
    "sigismundus.scoring.gains": (
        "{seat} zdobywa {points} {points:punkt|punkty|punktów} za wpływy {country:in}; ma teraz {total}."
    ),
    "sigismundus.scoring.seal": "{seat} kładzie znacznik rodu na pieczęci {country:gen}.",
    "sigismundus.tie.tie_seal": (
        "{seats}: remis o pierwsze miejsce. Przedstawicielu króla, kto kładzie znacznik na pieczęci?"
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def country_points(first: int, second: int, counts: dict[int, int]) -> tuple[dict[int, int], list[int]]:
    """Points by seat for one country, and the seats tied (or alone) in first place."""
    present = {s: n for s, n in counts.items() if n > 0}
    if not present:
        return {}, []
    levels = sorted(set(present.values()), reverse=True)
    top = [s for s, n in present.items() if n == levels[0]]
    if len(top) > 1:
        return {s: (first + second) // len(top) for s in top}, top
    points = {top[0]: first}
    if len(levels) > 1:
        runners = [s for s, n in present.items() if n == levels[1]]
        for s in runners:
            points[s] = second // len(runners)
    return points, top


class ScoringPhase(Phase):
    key = "scoring"
    number = 8
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        board = self.board
        events: list[Event] = []
        for seat in order_from(state):
            points = sum(powers.prestige(board, state, n) for n in offices_of(state, seat))
            if points:
                state.players[seat].vp += points
                total = state.players[seat].vp
                events.append(Event(msg("sigismundus.scoring.offices", seat=SeatRef(seat), points=points, total=total)))
        royal_vp = powers.act_amount(board, state, "royal_vp")
        royal = representative(board, state, "royal")
        if royal_vp:
            state.players[royal].vp += royal_vp
            total = state.players[royal].vp
            events.append(Event(msg("sigismundus.scoring.royal_vp", seat=SeatRef(royal), points=royal_vp, total=total)))
        crowned = [k for k in state.fp_track if state.countries[k].crowned]
        state.scoring = sorted(crowned, key=lambda k: -self.board.fp_spaces[state.fp_track.index(k)].value[0])
        return events + self.proceed(state)

    def proceed(self, state: SigismundusState) -> list[Event]:
        events: list[Event] = []
        while state.scoring and not state.asks:
            events += self.score(state, state.scoring[0])
        return events

    def multiplier(self, state: SigismundusState, key: str) -> int:
        factor = 1
        for number in state.acts:
            effect = self.board.sejm_card(number).effect.value
            if effect.kind == "country_double" and effect.country == key:
                factor *= max(1, effect.amount)
        return factor

    def score(self, state: SigismundusState, key: str) -> list[Event]:
        """Points of one country; then its seal, or a question for the Royal Representative."""
        country = state.countries[key]
        space = state.fp_track.index(key) + 1
        first, second = (v * self.multiplier(state, key) for v in self.board.fp_spaces[space - 1].value)
        counts = {s: country.markers[s] for s in order_from(state)}
        points, top = country_points(first, second, counts)
        name = self.country_name(key)
        if not top:
            self.done(state, key)
            return [Event(msg("sigismundus.scoring.no_markers", country=name, space=space))]
        listed = [msg("sigismundus.scoring.entry", seat=SeatRef(s), count=n) for s, n in counts.items() if n]
        events = [
            Event(
                msg(
                    "sigismundus.scoring.country", country=name, space=space, first=first, second=second, markers=listed
                )
            )
        ]
        for seat, gained in points.items():
            state.players[seat].vp += gained
            total = state.players[seat].vp
            events.append(
                Event(msg("sigismundus.scoring.gains", seat=SeatRef(seat), points=gained, country=name, total=total))
            )
        country.markers = [0] * state.seats
        if len(top) > 1:
            ask = self.tie_ask(state, "tie_seal", top)
            ask.text = key
            state.asks.append(ask)
            return events
        return events + self.seal(state, key, top[0])

    def tie_settled(self, state: SigismundusState, ask: Ask, chosen: int) -> list[Event]:
        return self.seal(state, ask.text, chosen)

    def seal(self, state: SigismundusState, key: str, seat: int) -> list[Event]:
        state.countries[key].seal = seat
        self.done(state, key)
        return [Event(msg("sigismundus.scoring.seal", seat=SeatRef(seat), country=self.country_name(key)))]

    def done(self, state: SigismundusState, key: str) -> None:
        state.countries[key].crowned = False
        state.scoring.remove(key)
