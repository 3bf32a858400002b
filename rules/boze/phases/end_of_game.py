"""End of Game — prestige for the estates, then Victory.

"The game ends at the end of the fourth turn. At this point, players receive additional prestige
points for the estates they hold on the board. For each of their own estates, they receive as many
prestige points as the value of the field on which that estate stands. If there is a city disc
under an estate disc, triple the number of prestige points received for that estate. Stewards do not
affect the number of prestige points earned for an estate."

Private Duchies (optional): "at the end of the game players receive 1 additional prestige point for
each of their own estates located in that family's home province." We add the point after tripling
(it is not the estate's value but a bonus for where it stands).

Victory: "The game is won by the player who has earned the most prestige points. In case of a tie,
the winner is the tied player who has the greater number of player dice on the map. If there is
still a tie, the winner is the tied player who has more money. If there is still a tie, the game is
won by the player closest to first place in player turn order." Dice on the map are those in the
provinces; turn order runs clockwise from the Hetman of the last turn.
"""

from __future__ import annotations

from rules.boze import names
from rules.boze.board import Board
from rules.boze.phases import Phase
from rules.boze.state import BozeState, dice_on_map, turn_order
from rules.core.decision import Event
from rules.core.game import Result, Standing
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg

RULE = "End of Game"
TOWN_FACTOR = 3

EN = {
    "boze.end.estates": "{seat} gains {points} prestige for estates ({fields}); now {total} PP.",
    "boze.end.no_estates": "{seat} holds no estates and gains nothing; {total} PP.",
    "boze.end.field": "{province} {value}",
    "boze.end.town": "{province} {value}×3",
    "boze.end.duchy": "home province +{count}",
    "boze.end.winner": "{seat} wins with {prestige} {prestige:prestige point|prestige points}{how}.",
    "boze.end.by_prestige": "",
    "boze.end.by_dice": " (tied on prestige; more player dice on the map)",
    "boze.end.by_gold": " (tied on prestige and dice on the map; more gold)",
    "boze.end.by_order": " (tied on prestige, dice and gold; closer to first in turn order)",
    "boze.end.detail": "{estates} PP from estates, {dice} {dice:die|dice} on the map, {gold} zł",
}
PL = {
    "boze.end.estates": "{seat} zdobywa {points} PP za latyfundia ({fields}); ma teraz {total} PP.",
    "boze.end.no_estates": "{seat} nie ma latyfundiów i nic nie zdobywa; {total} PP.",
    "boze.end.field": "{province} {value}",
    "boze.end.town": "{province} {value}×3",
    "boze.end.duchy": "prowincja rodowa +{count}",
    "boze.end.winner": (
        "{seat} wygrywa, mając {prestige} {prestige:punkt prestiżu|punkty prestiżu|punktów prestiżu}{how}."
    ),
    "boze.end.by_prestige": "",
    "boze.end.by_dice": " (remis w prestiżu; więcej kości gracza na planszy)",
    "boze.end.by_gold": " (remis w prestiżu i w kościach na planszy; więcej złota)",
    "boze.end.by_order": " (remis w prestiżu, kościach i złocie; bliżej pierwszego miejsca w kolejności)",
    "boze.end.detail": "{estates} PP z latyfundiów, {dice} {dice:kość|kości|kości} na planszy, {gold} zł",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def estate_points(board: Board, state: BozeState, seat: int) -> tuple[int, list[Msg]]:
    """Prestige ``seat`` gains for his estates, and what each estate gave."""
    duchies = bool(state.options.get("private_duchies", False))
    home = board.house(state.houses[seat]).home.value
    total = 0
    parts: list[Msg] = []
    bonus = 0
    for key in board.province_keys:
        fields = board.province(key).fields
        name = names.province(board, key)
        for index, estate in enumerate(state.provinces[key].estates):
            if estate.owner != seat:
                continue
            value = fields[index]
            if estate.town:
                total += TOWN_FACTOR * value
                parts.append(msg("boze.end.town", province=name, value=value))
            else:
                total += value
                parts.append(msg("boze.end.field", province=name, value=value))
            if duchies and key == home:
                bonus += 1
    if bonus:
        parts.append(msg("boze.end.duchy", count=bonus))
    return total + bonus, parts


def ranking_key(state: BozeState, seat: int) -> tuple[int, int, int, int]:
    """Victory's order: prestige, then dice on the map, then gold, then turn order from the Hetman."""
    order = turn_order(state)
    return (-state.players[seat].prestige, -dice_on_map(state, seat), -state.players[seat].gold, order.index(seat))


def result(board: Board, state: BozeState) -> Result:
    """Standings best first by the Victory tie-breaks; the first seat wins."""
    ranked = sorted(range(state.seats), key=lambda s: ranking_key(state, s))
    standings = tuple(
        Standing(
            seat=s,
            score=state.players[s].prestige,
            detail=msg(
                "boze.end.detail", estates=state.final.get(s, 0), dice=dice_on_map(state, s), gold=state.players[s].gold
            ),
        )
        for s in ranked
    )
    winner = ranked[0]
    how = "boze.end.by_prestige"
    if len(ranked) > 1:
        first, second = ranking_key(state, winner), ranking_key(state, ranked[1])
        decided = next(i for i in range(4) if first[i] != second[i])
        how = ("boze.end.by_prestige", "boze.end.by_dice", "boze.end.by_gold", "boze.end.by_order")[decided]
    summary = msg("boze.end.winner", seat=SeatRef(winner), prestige=state.players[winner].prestige, how=msg(how))
    return Result(standings=standings, winners=(winner,), summary=summary)


class EndOfGamePhase(Phase):
    key = "end_of_game"
    rule = RULE

    def title(self, state: BozeState) -> Msg:
        return msg("boze.phase.end_of_game")

    def begin(self, state: BozeState) -> list[Event]:
        events: list[Event] = []
        for seat in turn_order(state):
            points, parts = estate_points(self.board, state, seat)
            state.final[seat] = points
            state.players[seat].prestige += points
            total = state.players[seat].prestige
            if parts:
                events.append(
                    Event(msg("boze.end.estates", seat=SeatRef(seat), points=points, fields=parts, total=total))
                )
            else:
                events.append(Event(msg("boze.end.no_estates", seat=SeatRef(seat), total=total)))
        state.finished = True
        events.append(Event(result(self.board, state).summary))
        return events
