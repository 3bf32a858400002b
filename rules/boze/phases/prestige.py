"""Phase Fifteen: Prestige Points — Glory of War, Political Advantage, Luxury Expenses.

Glory of War: "The player who has the most of his own player dice on an enemy's field receives the
number of prestige points marked on that field. In case of a tie in the number of player dice, the
prestige points are divided among them, rounding fractions down. If the largest number of Polish
dice on an enemy's field belongs to the king, no player receives prestige points for that field.
However, if a player ties with the king in the number of dice, the player receives his share
(fractions rounded down), and the king's share is lost." "Note that players receive prestige points
even though they did not repel the Tatar invasion."

Political Advantage: "A player receives two prestige points for each of his own player discs that
he holds in the Sejm during this phase."

Luxury Expenses: "A player must discard to the treasury every full five gold he holds. For every
five gold discarded this way, the player receives one prestige point."

Readings: a field is scored with its one printed glory value (the Habsburg field too, when the
Ottomans hold it). With the king tied for most, the value is divided among the tied players and the
king, and the king's share is lost.
"""

from __future__ import annotations

from rules.boze import enemies as foes
from rules.boze import names
from rules.boze.phases import Phase
from rules.boze.state import BozeState, sejm_discs, turn_order
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, SeatRef, msg

RULE = "Phase Fifteen: Prestige Points"

SEJM_PRESTIGE = 2
"""Prestige per Sejm disc (Political Advantage)."""
LUXURY_GOLD = 5
"""Gold per prestige point of luxury (Luxury Expenses)."""

EN = {
    "boze.prestige.glory": "Glory of War, {enemy} ({value} PP): {seat} has the most dice ({dice}) and gains {points}.",
    "boze.prestige.glory_tie": (
        "Glory of War, {enemy} ({value} PP): {seats} tie with {dice} {dice:die|dice} and gain {points} each."
    ),
    "boze.prestige.glory_king_tie": (
        "Glory of War, {enemy} ({value} PP): the king ties for the most dice ({dice}) with {seats}: "
        "{points} to each of them, and the king's share is lost."
    ),
    "boze.prestige.glory_king": (
        "Glory of War, {enemy}: the king has the most dice ({king}); nobody gains prestige for it."
    ),
    "boze.prestige.seat": (
        "{seat}: {discs} Sejm {discs:disc|discs} +{political} PP; luxury: {spent} zł to the treasury +{luxury} PP, "
        "{gold} zł kept; now {total} PP."
    ),
}
PL = {
    "boze.prestige.glory": (
        "Chwała oręża, {enemy} ({value} PP): {seat} ma najwięcej kości ({dice}) i zdobywa {points} PP."
    ),
    "boze.prestige.glory_tie": (
        "Chwała oręża, {enemy} ({value} PP): {seats} mają po {dice} {dice:kości|kości|kości} i zdobywają "
        "po {points} PP."
    ),
    "boze.prestige.glory_king_tie": (
        "Chwała oręża, {enemy} ({value} PP): król remisuje o najwięcej kości ({dice}) z: {seats}; każdy z nich "
        "dostaje {points} PP, a udział króla przepada."
    ),
    "boze.prestige.glory_king": (
        "Chwała oręża, {enemy}: najwięcej kości ma król ({king}); nikt nie zdobywa za to pole prestiżu."
    ),
    "boze.prestige.seat": (
        "{seat}: krążki w Sejmie: {discs}, +{political} PP; zbytki: {spent} zł do skarbca, +{luxury} PP, "
        "zostaje {gold} zł; razem {total} PP."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def glory_shares(players: list[int], king: int, value: int) -> dict[int, int]:
    """Each seat's Glory of War from one enemy field (seats that gain nothing are left out)."""
    top = max(players, default=0)
    if top == 0 or king > top:
        return {}
    leaders = [s for s, n in enumerate(players) if n == top]
    sharers = len(leaders) + (1 if king == top else 0)
    return {s: value // sharers for s in leaders}


class PrestigePhase(Phase):
    key = "prestige"
    rule = RULE

    def begin(self, state: BozeState) -> list[Event]:
        events = [e for enemy in foes.by_field(self.board) if (e := self.glory(state, enemy.key)) is not None]
        for seat in turn_order(state):
            player = state.players[seat]
            discs = sejm_discs(state, seat)
            political = SEJM_PRESTIGE * discs
            luxury = player.gold // LUXURY_GOLD
            spent = luxury * LUXURY_GOLD
            player.gold -= spent
            player.prestige += political + luxury
            line = msg(
                "boze.prestige.seat",
                seat=SeatRef(seat),
                discs=discs,
                political=political,
                spent=spent,
                luxury=luxury,
                gold=player.gold,
                total=player.prestige,
            )
            events.append(Event(line))
        return events

    def glory(self, state: BozeState, key: str) -> Event | None:
        field = state.enemy_fields[key]
        enemy = foes.enemy(self.board, key)
        value = enemy.glory.value
        name = names.enemy(self.board, key, state.turn)
        top = max(field.players, default=0)
        if top == 0 and field.king == 0:
            return None
        if field.king > top:
            return Event(msg("boze.prestige.glory_king", enemy=name, king=field.king))
        shares = glory_shares(field.players, field.king, value)
        for seat, points in shares.items():
            state.players[seat].prestige += points
        points = next(iter(shares.values()))
        seats = [SeatRef(s) for s in shares]
        if field.king == top:
            return Event(
                msg("boze.prestige.glory_king_tie", enemy=name, value=value, seats=seats, dice=top, points=points)
            )
        if len(seats) > 1:
            return Event(msg("boze.prestige.glory_tie", enemy=name, value=value, seats=seats, dice=top, points=points))
        return Event(msg("boze.prestige.glory", enemy=name, value=value, seat=seats[0], dice=top, points=points))
