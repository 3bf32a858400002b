"""Last Round and Ending the Game — gold-ribbon figures, then the winner.

"After the 8th round is finished, add all the points from the Figure cards with golden ribbons to your
score. The player with the most victory points wins the game. In case of a tie, compare the position on the
Royal Support track. The player on a higher position wins the game."

(The short game ends the same way after its fourth round.) Every player has a place on the Royal Support
track, so the tie-break always decides.
"""

from __future__ import annotations

from rules.core.decision import Event
from rules.core.game import Result, Standing
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.sigismundus import powers
from rules.sigismundus.board import Board
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import SigismundusState, order_from, position

RULE = "Last Round and Ending the Game"

EN = {
    "sigismundus.end.ribbons": "{seat} adds {points} {points:point|points} from gold-ribbon figures; now {total}.",
    "sigismundus.end.winner": "{seat} wins with {vp} victory {vp:point|points}{how}.",
    "sigismundus.end.by_points": "",
    "sigismundus.end.by_royal": " (tied on points; higher on the Royal Support track)",
    "sigismundus.end.detail": "space {space} on the Royal Support track, {ribbons} from ribbons",
}

PL = {
    "sigismundus.end.ribbons": (
        "{seat} dolicza {points} {points:punkt|punkty|punktów} za postacie ze złotą wstęgą; ma teraz {total}."
    ),
    "sigismundus.end.winner": "{seat} wygrywa z {vp} {vp:punktem|punktami|punktami} zwycięstwa{how}.",
    "sigismundus.end.by_points": "",
    "sigismundus.end.by_royal": " (remis w punktach; rozstrzyga wyższe miejsce na torze Poparcia królewskiego)",
    "sigismundus.end.detail": "pole {space} na torze Poparcia królewskiego, {ribbons} ze złotych wstęg",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def ranking_key(board: Board, state: SigismundusState, seat: int) -> tuple[int, int]:
    space = position(state, "royal", seat) or board.count("track_length") + 1 + seat
    return (-state.players[seat].vp, space)


def result(board: Board, state: SigismundusState) -> Result:
    ranked = sorted(range(state.seats), key=lambda s: ranking_key(board, state, s))
    standings = tuple(
        Standing(
            seat=s,
            score=state.players[s].vp,
            detail=msg(
                "sigismundus.end.detail",
                space=position(state, "royal", s),
                ribbons=powers.ribbons(board, state, s),
            ),
        )
        for s in ranked
    )
    winner = ranked[0]
    how: Msg = msg("sigismundus.end.by_points")
    if len(ranked) > 1 and state.players[ranked[1]].vp == state.players[winner].vp:
        how = msg("sigismundus.end.by_royal")
    summary = msg("sigismundus.end.winner", seat=SeatRef(winner), vp=state.players[winner].vp, how=how)
    return Result(standings=standings, winners=(winner,), summary=summary)


class EndOfGamePhase(Phase):
    key = "end_of_game"
    number = 10
    rule = RULE

    def title(self, state: SigismundusState) -> Msg:
        return msg("sigismundus.phase.end_of_game")

    def begin(self, state: SigismundusState) -> list[Event]:
        events: list[Event] = []
        for seat in order_from(state):
            points = powers.ribbons(self.board, state, seat)
            if points:
                state.players[seat].vp += points
                total = state.players[seat].vp
                events.append(Event(msg("sigismundus.end.ribbons", seat=SeatRef(seat), points=points, total=total)))
        state.finished = True
        events.append(Event(result(self.board, state).summary))
        return events
