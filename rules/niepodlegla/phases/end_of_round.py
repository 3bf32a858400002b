"""Advanced version: Phase 6: End of the Round and Preparation of the Next Round.

Time Effects: "Move the time marker to the next position on the track, and introduce into play the
negative effects described in the red field below it, if they were not earlier covered by the
shield." Refilling the Mission Cards: "The players reveal cards from the top of the deck and lay
them beside the cards that remained from the previous round, so that 9 cards are revealed (11 in a
four-player game). The exhaustion of a deck ... has no effect on the game." Refilling the Dice Pool
and Morale Markers: "place on the morale track all available morale markers. Morale markers added
temporarily to the pool with the help of morale tokens are not taken into account. Note: In this
phase always check again which cities are currently controlled by the players ... Rewards for
Controlling Whole Regions: Gdańsk + Poznań + Opole: 1 neutral die. Kowno + Wilno + Pińsk + Łuck: 1
neutral die. Cieszyn + Kraków + Lwów + Stanisławów: 1 morale marker. Kielce + Lublin + Łomża + Łódź +
Warszawa: 1 morale marker." The tracks: a morale field gives one more marker "from the next round",
and it is lost again when the marker falls below the field.

Four-player example: base 9 markers, national consent at level 4 (+1), Galicia controlled (+1), one
marker imprisoned (−1): "the morale pool for the next round consists of 10 markers".

When the marker reaches the last position, 11 November 1918 follows instead
(:mod:`rules.niepodlegla.phases.november`). Readings: the pools never exceed the box (13 markers, 13
neutral dice), less what lies in Magdeburg (those pieces are out of the box too).
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Name, msg
from rules.niepodlegla import names
from rules.niepodlegla.board import Board
from rules.niepodlegla.common import card_label, final_round
from rules.niepodlegla.engine_api import Handler
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import NiepodleglaState, TableCard, Task

RULE = "Phase 6: End of the Round and Preparation of the Next Round"

EN = {
    "niepodlegla.end_of_round.time": "The time marker moves to position {field}.",
    "niepodlegla.end_of_round.last": "The time marker reaches its last position: 11 November 1918.",
    "niepodlegla.end_of_round.revealed": "Missions revealed: {cards}.",
    "niepodlegla.end_of_round.short": (
        "The mission deck is empty; {count} {count:mission stays|missions stay} on the table."
    ),
    "niepodlegla.end_of_round.pools": (
        "Next round: {morale} morale {morale:marker|markers} ({morale_parts}) and {neutral} neutral {neutral:die|dice} "
        "({neutral_parts})."
    ),
    "niepodlegla.end_of_round.base": "{n} base",
    "niepodlegla.end_of_round.track_bonus": "+1 {track} ≥ {level}",
    "niepodlegla.end_of_round.region": "+1 {region}",
    "niepodlegla.end_of_round.magdeburg": "−{n} in Magdeburg",
}
PL = {
    "niepodlegla.end_of_round.time": "Znacznik czasu przesuwa się na pole {field}.",
    "niepodlegla.end_of_round.last": "Znacznik czasu dociera na ostatnie pole: 11 listopada 1918.",
    "niepodlegla.end_of_round.revealed": "Odkryte misje: {cards}.",
    "niepodlegla.end_of_round.short": (
        "Talia misji jest pusta; na stole {count:zostaje|zostają|zostaje} {count} {count:misja|misje|misji}."
    ),
    "niepodlegla.end_of_round.pools": (
        "Następna runda: {morale} {morale:znacznik|znaczniki|znaczników} morale ({morale_parts}) i {neutral} "
        "{neutral:kość neutralna|kości neutralne|kości neutralnych} ({neutral_parts})."
    ),
    "niepodlegla.end_of_round.base": "podstawa {n}",
    "niepodlegla.end_of_round.track_bonus": "+1 {track} ≥ {level}",
    "niepodlegla.end_of_round.region": "+1 {region}",
    "niepodlegla.end_of_round.magdeburg": "−{n} w Magdeburgu",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def controlled(board: Board, state: NiepodleglaState, region: str) -> bool:
    """Whether every city of a region holds at least one independence token."""
    return all(state.cities[c].independence for c in board.region(region).cities)


def _part(message: Msg) -> Name:
    return names.per_language(lambda lang: names.text_in(message, lang))


def morale_pool(board: Board, state: NiepodleglaState) -> tuple[int, list[Name]]:
    """The markers for the next round, and how they add up (in every language: "9 base", "+1 national consent ≥ 4")."""
    base = int(board.advanced_setup[state.seats].morale.value)
    parts = [_part(msg("niepodlegla.end_of_round.base", n=base))]
    total = base
    for b in board.track_bonuses:
        if b.bonus.value == "morale" and getattr(state, b.track) >= b.level:
            total += 1
            track = names.track(b.track, lower=True)
            parts.append(_part(msg("niepodlegla.end_of_round.track_bonus", track=track, level=b.level)))
    for g in board.regions:
        if g.reward.value == "morale" and controlled(board, state, g.key):
            total += 1
            parts.append(_part(msg("niepodlegla.end_of_round.region", region=names.region(board, g.key))))
    if state.prison.morale:
        parts.append(_part(msg("niepodlegla.end_of_round.magdeburg", n=state.prison.morale)))
    return _available(total, board.count("advanced_morale_markers"), state.prison.morale), parts


def neutral_pool(board: Board, state: NiepodleglaState) -> tuple[int, list[Name]]:
    base = int(board.advanced_setup[state.seats].neutral_dice.value)
    parts = [_part(msg("niepodlegla.end_of_round.base", n=base))]
    total = base
    for g in board.regions:
        if g.reward.value == "neutral" and controlled(board, state, g.key):
            total += 1
            parts.append(_part(msg("niepodlegla.end_of_round.region", region=names.region(board, g.key))))
    if state.prison.neutral:
        parts.append(_part(msg("niepodlegla.end_of_round.magdeburg", n=state.prison.neutral)))
    return _available(total, board.count("advanced_neutral_dice"), state.prison.neutral), parts


def _available(total: int, box: int, imprisoned: int) -> int:
    """The pieces the pool gets: the ones due, less those in Magdeburg, and never more than the box holds
    beside them (Advanced Components: 13 morale markers, 13 neutral dice; those imprisoned are among them)."""
    return max(0, min(total, box) - imprisoned)


def refill_pools(board: Board, state: NiepodleglaState) -> list[Event]:
    state.morale, morale_parts = morale_pool(board, state)
    state.neutral, neutral_parts = neutral_pool(board, state)
    state.overflow = False
    return [
        Event(
            msg(
                "niepodlegla.end_of_round.pools",
                morale=state.morale,
                morale_parts=morale_parts,
                neutral=state.neutral,
                neutral_parts=neutral_parts,
            )
        )
    ]


def refill_missions(board: Board, state: NiepodleglaState) -> list[Event]:
    """Reveal missions until the table holds 9 (11 with four players)."""
    wanted = int(board.advanced_setup[state.seats].missions.value)
    drawn = []
    while len(state.table) < wanted and state.deck:
        key = state.deck.pop(0)
        state.table.append(TableCard(key=key))
        drawn.append(key)
    events = []
    if drawn:
        events.append(
            Event(msg("niepodlegla.end_of_round.revealed", cards=[card_label(board, state, k) for k in drawn]))
        )
    if len(state.table) < wanted:
        events.append(Event(msg("niepodlegla.end_of_round.short", count=len(state.table))))
    return events


class EndOfRoundPhase(Phase):
    key = "end_of_round"
    rule = RULE

    def handlers(self) -> dict[str, Handler]:
        return {"end_of_round.refill": self.refill}

    def begin(self, state: NiepodleglaState) -> list[Event]:
        state.round += 1
        if state.round >= final_round(self.board, state):
            state.round = final_round(self.board, state)
            return [Event(msg("niepodlegla.end_of_round.last"))]
        state.then(Task(kind="time", n=state.round), Task(kind="end_of_round.refill"))
        return [Event(msg("niepodlegla.end_of_round.time", field=state.round))]

    def refill(self, state: NiepodleglaState, task: Task) -> list[Event]:
        return refill_missions(self.board, state) + refill_pools(self.board, state)
