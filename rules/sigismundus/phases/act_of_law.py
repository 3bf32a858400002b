"""Phase 7: Sejm — f) Act of Law: thumbs up or down, all remaining votes, ties to the Royal Representative.

"Players vote on the Act of Law at the end of the Sejm phase. They put all their votes in front of them.
Votes don't pass on to the next round. On the mark, players vote with their thumbs: thumb up means "I support
the proposal", thumb down – "I'm against the proposal". Count the votes. The Royal Representative settles
ties. If the Act of Law is passed, the rules from the card become effective immediately. Place the card next
to the board – its effects are binding till the end of the game. If the Act of Law is rejected, discard the
"Sejm" card."

Canonical texts: ``thumb up`` / ``thumb down``; the Royal Representative's tie-break ``decide up`` / ``decide
down``. Readings: the thumbs are shown "on the mark", so they are a secret simultaneous choice of the players
who have votes (a player without votes weighs nothing; the Royal Representative decides a tie even with none,
as John does); all votes return to the bank afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.decision import Choice, Decision, Event, Options
from rules.core.messages import CATALOGUE, Msg, Name, SeatRef, msg
from rules.sigismundus import names
from rules.sigismundus.actions import Act
from rules.sigismundus.phases import Phase
from rules.sigismundus.phases.initiative import effect_text
from rules.sigismundus.state import Ask, SigismundusState, order_from, representative

RULE = "Sejm: f) Act of Law"

EN = {
    "sigismundus.act.prompt": (
        "Act of Law “{act}”: thumbs up to support it, thumbs down to oppose it (with all the votes you have left)."
    ),
    "sigismundus.act.thumbs": "Thumbs: {thumbs}. For {yes}, against {no}.",
    "sigismundus.act.up": "{seat} up ({votes})",
    "sigismundus.act.down": "{seat} down ({votes})",
    "sigismundus.act.nobody": "Nobody has votes left: 0 for, 0 against.",
    "sigismundus.act.tie_prompt": "{seat}, Royal Representative: the vote on “{act}” is tied {count}–{count}. Decide.",
    "sigismundus.act.tie": "A tie, {count}–{count}: the Royal Representative, {seat}, decides.",
    "sigismundus.act.passed": "The Act “{act}” is passed and binds for the rest of the game: {effect}",
    "sigismundus.act.rejected": "The Act “{act}” is rejected; the Sejm card is discarded.",
    "sigismundus.act.votes_back": "Votes don't pass on to the next round: every remaining vote returns to the bank.",
    "sigismundus.label.thumb_up": "Thumb up: for, with your {votes} {votes:vote|votes}",
    "sigismundus.label.thumb_down": "Thumb down: against, with your {votes} {votes:vote|votes}",
    "sigismundus.label.decide_up": "Pass the Act",
    "sigismundus.label.decide_down": "Reject the Act",
    "sigismundus.does.act_down": "Against: if rejected, nothing changes",
    "sigismundus.does.act_up": "For: if passed, it binds for the rest of the game",
    "sigismundus.explain.act.thumbs": (
        "“{act}”: if passed, {effect} Your thumb weighs all the votes you have left; more votes for than against "
        "pass it, and the Royal Representative settles a tie. Every vote returns to the bank afterwards."
    ),
    "sigismundus.explain.ask.decide": (
        "The vote on “{act}” is tied: as the Royal Representative you decide. If passed, {effect}"
    ),
}

PL = {
    "sigismundus.act.prompt": (
        "Ustawa „{act}”: kciuk w górę — za, kciuk w dół — przeciw (wszystkimi głosami, które ci zostały)."
    ),
    "sigismundus.act.thumbs": "Kciuki: {thumbs}. Za: {yes}, przeciw: {no}.",
    "sigismundus.act.up": "{seat} w górę ({votes})",
    "sigismundus.act.down": "{seat} w dół ({votes})",
    "sigismundus.act.nobody": "Nikomu nie zostały głosy: 0 za, 0 przeciw.",
    "sigismundus.act.tie_prompt": (
        "{seat}, Przedstawiciel króla: głosowanie nad ustawą „{act}” kończy się remisem {count}–{count}. Zdecyduj."
    ),
    "sigismundus.act.tie": "Remis {count}–{count}: decyduje Przedstawiciel króla, {seat}.",
    "sigismundus.act.passed": "Ustawa „{act}” zostaje uchwalona i obowiązuje do końca gry: {effect}",
    "sigismundus.act.rejected": "Ustawa „{act}” zostaje odrzucona; karta Sejmu idzie na stos kart odrzuconych.",
    "sigismundus.act.votes_back": (
        "Głosy nie przechodzą na następną rundę: wszystkie pozostałe głosy wracają do banku."
    ),
    "sigismundus.label.thumb_up": "Kciuk w górę: za (masz {votes} {votes:głos|głosy|głosów})",
    "sigismundus.label.thumb_down": "Kciuk w dół: przeciw (masz {votes} {votes:głos|głosy|głosów})",
    "sigismundus.label.decide_up": "Uchwal ustawę",
    "sigismundus.label.decide_down": "Odrzuć ustawę",
    "sigismundus.does.act_down": "Przeciw: odrzucona niczego nie zmienia",
    "sigismundus.does.act_up": "Za: uchwalona obowiązuje do końca gry",
    "sigismundus.explain.act.thumbs": (
        "„{act}”: jeśli zostanie uchwalona, {effect} Twój kciuk waży wszystkie głosy, które ci zostały; więcej "
        "głosów za niż przeciw uchwala ustawę, a remis rozstrzyga Przedstawiciel króla. Potem wszystkie głosy "
        "wracają do banku."
    ),
    "sigismundus.explain.ask.decide": (
        "Głosowanie nad ustawą „{act}” kończy się remisem: jako Przedstawiciel króla decydujesz. Jeśli zostanie "
        "uchwalona, {effect}"
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class ActOfLawPhase(Phase):
    key = "act_of_law"
    number = 7
    rule = RULE

    def card_number(self, state: SigismundusState) -> int:
        return state.sejms[state.round - 1]

    def act_name(self, state: SigismundusState) -> Name:
        return names.act(self.board, self.card_number(state))

    def begin(self, state: SigismundusState) -> list[Event]:
        state.sejm.thumbs = {}
        state.sejm.stage = "thumbs"
        if self.voters(state):
            return []
        state.sejm.stage = ""
        return [Event(msg("sigismundus.act.nobody")), *self.count(state, 0, 0)]

    def voters(self, state: SigismundusState) -> list[int]:
        return [s for s in order_from(state) if state.players[s].votes > 0]

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if state.sejm.stage != "thumbs":
            return ()
        seats = self.voters(state)
        effect = self.effect(state)
        forms = {s: Options(self.thumbs(state.players[s].votes, effect)) for s in seats}
        prompt = msg("sigismundus.act.prompt", act=self.act_name(state))
        explain = msg("sigismundus.explain.act.thumbs", act=self.act_name(state), effect=effect)
        defaults = {s: "thumb down" for s in seats}
        # up or down, weighing the votes every view shows: the forms are public
        return (self.sealed(state, "act.thumbs", prompt, forms, defaults, explain, public_forms=True),)

    def effect(self, state: SigismundusState) -> Msg:
        """What the Act on the table does if it is passed."""
        effect = self.board.sejm_card(self.card_number(state)).effect.value
        return effect_text(self, effect.kind, effect.amount, effect.country)

    @staticmethod
    def thumbs(votes: int, effect: Msg) -> tuple[Choice, ...]:
        """One seat's thumbs, labelled with the votes that seat weighs in with ("They put all their votes in
        front of them ... Count the votes"): the prompt is shared by every voter, so a number that differs per
        seat belongs in each seat's own form, not in the prompt. Each says what it votes for."""
        return (
            names.choice(
                "thumb up",
                msg("sigismundus.label.thumb_up", votes=votes),
                msg("sigismundus.does.act_up"),
            ),
            names.choice(
                "thumb down", msg("sigismundus.label.thumb_down", votes=votes), msg("sigismundus.does.act_down")
            ),
        )

    def reveal(self, state: SigismundusState, decision: Decision, answers: Mapping[int, Act]) -> list[Event]:
        state.sejm.stage = ""
        yes = no = 0
        listed: list[Msg] = []
        for seat, action in answers.items():
            votes = state.players[seat].votes
            up = action.arg(0) == "up"
            state.sejm.thumbs[seat] = up
            if up:
                yes += votes
            else:
                no += votes
            listed.append(msg(f"sigismundus.act.{'up' if up else 'down'}", seat=SeatRef(seat), votes=votes))
        events = [Event(msg("sigismundus.act.thumbs", thumbs=listed, yes=yes, no=no), kind="reveal")]
        return events + self.count(state, yes, no)

    def count(self, state: SigismundusState, yes: int, no: int) -> list[Event]:
        if yes == no:
            royal = representative(self.board, state, "royal")
            state.asks.append(Ask(kind="decide", seat=royal, number=yes))
            return [Event(msg("sigismundus.act.tie", count=yes, seat=SeatRef(royal)))]
        return self.decided(state, yes > no)

    def ask_options(self, state: SigismundusState, ask: Ask) -> tuple[Msg, tuple[Choice, ...]]:
        if ask.kind == "decide":
            choices = (
                names.choice(
                    "decide up",
                    msg("sigismundus.label.decide_up"),
                    msg("sigismundus.does.act_up"),
                ),
                names.choice("decide down", msg("sigismundus.label.decide_down"), msg("sigismundus.does.act_down")),
            )
            prompt = msg(
                "sigismundus.act.tie_prompt", seat=SeatRef(ask.seat), act=self.act_name(state), count=ask.number
            )
            return prompt, choices
        return super().ask_options(state, ask)

    def ask_explain(self, state: SigismundusState, ask: Ask) -> Msg:
        if ask.kind == "decide":
            return msg("sigismundus.explain.ask.decide", act=self.act_name(state), effect=self.effect(state))
        return super().ask_explain(state, ask)

    def answer(self, state: SigismundusState, ask: Ask, action: Act) -> list[Event]:
        if ask.kind == "decide":
            return self.decided(state, action.arg(0) == "up")
        return super().answer(state, ask, action)

    def decided(self, state: SigismundusState, passed: bool) -> list[Event]:
        number = self.card_number(state)
        card = self.board.sejm_card(number)
        events: list[Event] = []
        if passed:
            state.acts.append(number)
            effect = card.effect.value
            text = effect_text(self, effect.kind, effect.amount, effect.country)
            events.append(Event(msg("sigismundus.act.passed", act=self.act_name(state), effect=text)))
            if effect.kind == "incompatibility":
                events += self.check_incompatibility(state, order_from(state))
        else:
            events.append(Event(msg("sigismundus.act.rejected", act=self.act_name(state))))
        for player in state.players:
            player.votes = 0
        events.append(Event(msg("sigismundus.act.votes_back")))
        return events
