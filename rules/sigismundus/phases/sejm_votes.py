"""Phase 7: Sejm — a) Counting Votes and b) Additional Votes.

"a) Players gain votes in a number indicated by their positions on three Support tracks ... b) To get more
votes players may discard Internal Policy cards. They gain 1 vote for each discarded card."

Votes are tokens from a bank of forty (Limit of Elements): a player gets what the bank still has, in
initiative order. Votes of seals and figures (placeholders) are added. Discarding is done openly, in
initiative order (``discard <cards>`` or ``pass``); only players holding Internal Policy cards are asked.
"""

from __future__ import annotations

from rules.core.decision import Decision, Event, Steps
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.sigismundus import names, powers
from rules.sigismundus.actions import Act, order_key
from rules.sigismundus.board import POLICY_KINDS, TRACKS
from rules.sigismundus.cards import discard_all
from rules.sigismundus.names import Described, Label
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import SejmState, SigismundusState, cards_in, order_from, position, votes_left
from rules.sigismundus.steps import Node, branches, done, multiset

RULE = "Sejm: a) Counting Votes, b) Additional Votes"
HINT = "`discard <cards>` · `pass`"

EN = {
    "sigismundus.sejm.counted": "{seat} gains {votes} {votes:vote|votes} ({parts}).",
    "sigismundus.sejm.part": "{track} space {space}: {votes}",
    "sigismundus.sejm.bonus": "seals and figures: {votes}",
    "sigismundus.sejm.short": "the bank had only {votes}",
    "sigismundus.sejm.discard_prompt": "{seat}: discard Internal Policy cards for one vote each, or pass.",
    "sigismundus.sejm.discarded": "{seat} gains {votes} {votes:vote|votes} for cards; now {total}.",
    "sigismundus.sejm.kept": "{seat} discards no cards.",
    "sigismundus.label.keep_cards": "Keep your cards",
    "sigismundus.label.discard_votes": "Discard cards for votes",
    "sigismundus.label.discard_one": "Discard {card}: {votes} {votes:vote|votes}",
    "sigismundus.label.discard_all": "Discard all {count} cards: {votes} {votes:vote|votes}",
    "sigismundus.explain.sejm.discard": (
        "Each Internal Policy card you discard now gives you {votes} {votes:vote|votes} for this Sejm: for the "
        "offices, the Royal Demand or the Act of Law. Votes don't pass on to the next round."
    ),
}

PL = {
    "sigismundus.sejm.counted": "{seat} otrzymuje {votes} {votes:głos|głosy|głosów} ({parts}).",
    "sigismundus.sejm.part": "{track} (pole {space}): {votes}",
    "sigismundus.sejm.bonus": "pieczęcie i postacie: {votes}",
    "sigismundus.sejm.short": "w banku zostało tylko {votes}",
    "sigismundus.sejm.discard_prompt": (
        "{seat}: odrzuć karty polityki wewnętrznej, po jednym głosie za kartę, albo spasuj."
    ),
    "sigismundus.sejm.discarded": "{seat} otrzymuje {votes} {votes:głos|głosy|głosów} za karty; ma teraz {total}.",
    "sigismundus.sejm.kept": "{seat} nie odrzuca kart.",
    "sigismundus.label.keep_cards": "Zachowaj karty",
    "sigismundus.label.discard_votes": "Odrzuć karty za głosy",
    "sigismundus.label.discard_one": "Odrzuć kartę {card}: {votes} {votes:głos|głosy|głosów}",
    "sigismundus.label.discard_all": (
        "Odrzuć wszystkie {count} {count:kartę|karty|kart}: {votes} {votes:głos|głosy|głosów}"
    ),
    "sigismundus.explain.sejm.discard": (
        "Każda karta polityki wewnętrznej, którą teraz odrzucisz, daje {votes} {votes:głos|głosy|głosów} na ten "
        "Sejm: na urzędy, Żądanie królewskie albo ustawę. Głosy nie przechodzą na następną rundę."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def track_votes(phase: Phase, state: SigismundusState, seat: int) -> tuple[int, list[Msg]]:
    """Votes from the seat's three track positions (the Counting Votes example's sum), with the parts."""
    total = 0
    parts: list[Msg] = []
    for track in TRACKS:
        space = position(state, track, seat)
        votes = phase.board.track_votes(track, space)
        total += votes
        parts.append(msg("sigismundus.sejm.part", track=names.track(phase.board, track), space=space, votes=votes))
    return total, parts


class SejmVotesPhase(Phase):
    key = "sejm_votes"
    number = 7
    rule = RULE
    queued = True

    def begin(self, state: SigismundusState) -> list[Event]:
        state.sejm = SejmState()
        events: list[Event] = []
        for seat in order_from(state):
            wanted, parts = track_votes(self, state, seat)
            extra = powers.bonus(self.board, state, seat, "vote")
            if extra:
                wanted += extra
                parts.append(msg("sigismundus.sejm.bonus", votes=extra))
            given = min(wanted, votes_left(self.board, state))
            if given < wanted:
                parts.append(msg("sigismundus.sejm.short", votes=given))
            state.players[seat].votes += given
            events.append(Event(msg("sigismundus.sejm.counted", seat=SeatRef(seat), votes=given, parts=parts)))
        state.queue = [s for s in order_from(state) if cards_in(self.board, state.players[s].hand, "internal")]
        return events

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        cards = cards_in(self.board, state.players[seat].hand, "internal")
        room = votes_left(self.board, state) // max(1, self.board.econ("card_votes"))
        per_card = self.board.econ("card_votes")
        gives = msg("sigismundus.does.vote", votes=per_card)
        items: list[tuple[str, Label, int]] = [
            (c, Described(self.card_name(c), gives), min(cards.count(c), room)) for c in POLICY_KINDS if c in cards
        ]
        options: list[tuple[str, Label, Node]] = [("pass", msg("sigismundus.label.keep_cards"), done)]
        if room > 0:
            discard = multiset(items, lambda ch: len(ch) <= room, 1)
            options.insert(0, ("discard", msg("sigismundus.label.discard_votes"), discard))
        prompt = msg("sigismundus.sejm.discard_prompt", seat=SeatRef(seat))
        explain = msg("sigismundus.explain.sejm.discard", votes=per_card)
        presets = [names.choice("pass", msg("sigismundus.label.keep_cards"))]
        usable = sorted(cards, key=order_key)[:room]
        for card in dict.fromkeys(usable):
            label = msg("sigismundus.label.discard_one", card=self.card_name(card), votes=per_card)
            presets.append(names.choice(f"discard {card}", label))
        if len(usable) > 1:
            label = msg("sigismundus.label.discard_all", count=len(usable), votes=per_card * len(usable))
            presets.append(names.choice(" ".join(["discard", *sorted(usable, key=order_key)]), label))
        shape = Steps(after=branches(options), hint=HINT, presets=tuple(presets))
        return (self.in_turn("sejm.discard", seat, prompt, shape, "pass", hand=True, explain=explain),)

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        state.queue.pop(0)
        if action.verb == "pass":
            return [Event(msg("sigismundus.sejm.kept", seat=SeatRef(seat)))]
        events = discard_all(self.board, state, seat, action.args)
        gain = self.board.econ("card_votes") * len(action.args)
        state.players[seat].votes += gain
        total = state.players[seat].votes
        return [*events, Event(msg("sigismundus.sejm.discarded", seat=SeatRef(seat), votes=gain, total=total))]
