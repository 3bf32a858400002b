"""Advanced version: Final Round — I. 11 November 1918 – Regaining Independence, and the preparation of
II. Defence of the Borders (the struggle itself is the usual one: :mod:`allocation`, :mod:`struggle`).

"After moving the time marker to position 10 on the time track, the players must check whether the
markers on the policy tracks have met or passed each other ... In the opposite case the players
immediately lose." "If the players did not lose on 11 November, turn all the tokens with symbols
that they hold to their white, active side. Remove from the table all the mission cards of the
previous round. Instead of them, lay out: 2 large main mission cards, 6 randomly drawn cards from
the final mission deck "F" (in a four-player game ... 8) ... "Paris Peace Conference" ... is easier
the further apart the markers on the policy tracks have moved from each other. "Battle of Warsaw"
... is easier the fewer red obstacle tokens representing the Bolsheviks lie on the board ... After
drawing the cards, they are laid out harder side up. Then, for each card, it is checked whether the
conditions allowing it to be turned to the easier side occur ... Then prepare the pool of neutral
dice and morale markers as in the previous rounds."

Example: "The national consent marker ... has reached level 7, and the foreign policy marker ...
level 6. This means the markers have moved apart by 3 positions, so the mission "Paris Peace
Conference" now requires only 6 diplomacy symbols."

Variant for Experienced Players (the ``challenges`` option): "At the end of the preparation phase of
the final round ... the players may jointly decide whether they want to raise the stakes. If they
agree, they draw from 1 to 6 additional challenge cards "D"" — a joint decision, ``propose
challenges 2`` (0 for none).

Readings: the markers meet when the two levels add up to the edition's ``meet_at`` (10, from the
example). Whatever lies in Magdeburg comes back on 11 November, so every pawn takes an F card ("no
mission will remain unchosen").
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Param, msg
from rules.niepodlegla import names
from rules.niepodlegla.board import Board, Condition
from rules.niepodlegla.common import MAIN_PARIS, MAIN_WARSAW, card_label, needs, separation
from rules.niepodlegla.joint import Matter
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.phases.end_of_round import refill_pools
from rules.niepodlegla.phases.final_round import end_game
from rules.niepodlegla.state import Joint, NiepodleglaState, Prison, TableCard

RULE = "Final Round: 11 November 1918 – Regaining Independence"
RULE_DEFENCE = "Final Round: Defence of the Borders"
RULE_CHALLENGES = "Variant for Experienced Players"

EN = {
    "niepodlegla.november.tracks": "11 November 1918: national consent {consent}, foreign policy {foreign}.",
    "niepodlegla.november.met": (
        "The markers have met or passed each other: the Polish state is created. The defence of the borders begins."
    ),
    "niepodlegla.november.apart": (
        "The markers are still apart: even if Poland arose, it would depend on the great powers. The players lose."
    ),
    "niepodlegla.november.laid": "On the table: {cards}.",
    "niepodlegla.november.card": "{card} ({side}: {symbols})",
    "niepodlegla.november.main": "{card} ({symbols})",
    "niepodlegla.november.easy": "easier side",
    "niepodlegla.november.hard": "harder side",
    "niepodlegla.november.what": "how many additional challenge cards D to draw (0 for none)",
    "niepodlegla.november.challenges": "Additional challenges drawn: {cards}.",
    "niepodlegla.november.no_challenge": "no challenge",
    "niepodlegla.november.challenge_count": "{n} challenge {n:card|cards}",
    "niepodlegla.november.challenge_detail": (
        "up to {points} more points; a roll of the black die for each one not overcome ({n} at most)"
    ),
}
PL = {
    "niepodlegla.november.tracks": "11 listopada 1918: zgoda narodowa {consent}, polityka zagraniczna {foreign}.",
    "niepodlegla.november.met": (
        "Znaczniki spotkały się albo minęły: powstaje państwo polskie. Zaczyna się obrona granic."
    ),
    "niepodlegla.november.apart": (
        "Znaczniki wciąż się nie spotkały: nawet gdyby Polska powstała, byłaby zależna od mocarstw. Gracze przegrywają."
    ),
    "niepodlegla.november.laid": "Na stole: {cards}.",
    "niepodlegla.november.card": "{card} ({side}: {symbols})",
    "niepodlegla.november.main": "{card} ({symbols})",
    "niepodlegla.november.easy": "łatwiejsza strona",
    "niepodlegla.november.hard": "trudniejsza strona",
    "niepodlegla.november.what": "ile dodatkowych kart wyzwań D dobrać (0: żadnej)",
    "niepodlegla.november.challenges": "Dobrane dodatkowe wyzwania: {cards}.",
    "niepodlegla.november.no_challenge": "bez wyzwań",
    "niepodlegla.november.challenge_count": "{n} {n:karta|karty|kart} wyzwań",
    "niepodlegla.november.challenge_detail": (
        "do {points} punktów więcej; rzut czarną kością za każde niepokonane wyzwanie (najwyżej {n})"
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def easier(board: Board, state: NiepodleglaState, cond: Condition) -> bool:
    """Whether a final card's condition for its easier side holds."""
    held = {c for c, s in state.cities.items() if s.independence}
    if cond.kind == "track":
        return int(getattr(state, cond.track)) > cond.n
    if cond.kind == "any":
        return any(c in held for c in cond.places)
    if cond.kind == "all":
        return all(c in held for c in cond.places)
    if cond.kind == "areas":
        return len(held) >= cond.n
    if cond.kind == "region":
        return sum(1 for c in board.region(cond.places[0]).cities if c in held) >= cond.n
    return False


class ChallengesMatter(Matter):
    kind = "challenges"
    word = "challenges"
    rule = RULE_CHALLENGES

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        return msg("niepodlegla.november.what")

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        top = min(int(self.board.scoring["challenges_max"].value), len(state.challenges_deck))
        return [("challenges", str(n)) for n in range(top + 1)]

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        n = int(words[1])
        if n == 0:
            return msg("niepodlegla.november.no_challenge")
        return msg("niepodlegla.november.challenge_count", n=n)

    def detail(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param | None:
        n = int(words[1])
        if not n:
            return None
        points = int(self.board.scoring["challenge"].value)
        return msg("niepodlegla.november.challenge_detail", points=points * n, n=n)

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "challenges"

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        n = int(words[1])
        if not n:
            return []
        drawn = state.challenges_deck[:n]
        state.challenges_deck = state.challenges_deck[n:]
        state.table += [TableCard(key=k, joint=True) for k in drawn]
        shown = [
            msg(
                "niepodlegla.november.main",
                card=card_label(self.board, state, k),
                symbols=names.symbols(needs(self.board, state, c)),
            )
            for k, c in ((c.key, c) for c in state.table if c.key in drawn)
        ]
        return [Event(msg("niepodlegla.november.challenges", cards=shown))]


class NovemberPhase(Phase):
    key = "november"
    rule = RULE

    def matters(self) -> Sequence[Matter]:
        return (ChallengesMatter(self.board),)

    def begin(self, state: NiepodleglaState) -> list[Event]:
        board = self.board
        events = [Event(msg("niepodlegla.november.tracks", consent=state.consent, foreign=state.foreign))]
        if separation(board, state) < 0:
            end_game(state, "defeat", "niepodlegla.result.apart")
            return [*events, Event(msg("niepodlegla.november.apart"))]
        events.append(Event(msg("niepodlegla.november.met")))
        state.prison = Prison()
        for token in state.tokens:
            token.active = True
            token.holder = token.owner
        state.removed += [c.key for c in state.table]
        state.table = [TableCard(key=MAIN_PARIS, joint=True), TableCard(key=MAIN_WARSAW, joint=True)]
        count = int(board.advanced_setup[state.seats].final_cards.value)
        for key in state.finals[:count]:
            state.table.append(TableCard(key=key, easy=easier(board, state, board.final_card(key).condition)))
        state.finals = state.finals[count:]
        shown = []
        for card in state.table:
            symbols = names.symbols(needs(board, state, card))
            label = card_label(board, state, card.key)
            if card.joint:
                shown.append(msg("niepodlegla.november.main", card=label, symbols=symbols))
            else:
                side = msg("niepodlegla.november.easy" if card.easy else "niepodlegla.november.hard")
                shown.append(msg("niepodlegla.november.card", card=label, side=side, symbols=symbols))
        events.append(Event(msg("niepodlegla.november.laid", cards=shown)))
        events += refill_pools(board, state)
        if state.options.get("challenges") and state.challenges_deck:
            events += self.engine.open(state, Joint(kind="challenges"))
        return events
