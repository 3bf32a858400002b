"""Phase 7: Sejm — d) Voting: the lowest office and every office marked by a Vacancy action.

"During each Sejm players fight over the lowest available office (with the highest serial number) and the
offices they chose via the Vacancy action. The lowest office is the first to be voted. If the lowest office
has been marked with a House marker, there's an additional voting on the lowest office that has not been
marked via the Vacancy action ... Players decide in secret and hide in their hands any number of votes. On
the mark, players open their hands and reveal the number of votes. The highest bidder gets the office. The
Royal Representative settles ties. All votes used in this voting are discarded. If there are offices with
House markers left, repeat the whole process of voting. Players who marked some offices with their House
markers get two additional votes. These votes may only be used to vote for a chosen office."

No Offices Available: "ignore the voting phase during Sejm completely."

Readings: the offices are voted from the lowest (highest number) up; the two extra votes are tokens from the
bank, used first and returned if unused, and the House marker goes back to its owner after the voting; an
office needs at least one vote to be won (if every hand is empty it stays free); a player with no votes
for an office is not asked. An office's printed gain (castellanus cracoviensis: an Infantry marker) is
taken when it is won, as far as the bank allows.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.decision import Amount, Decision, Event
from rules.core.messages import CATALOGUE, Param, SeatRef, msg
from rules.sigismundus import details, names
from rules.sigismundus.actions import Act
from rules.sigismundus.board import UNITS
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import Ask, SigismundusState, free_offices, order_from, units_left, votes_left

RULE = "Sejm: d) Voting"

EN = {
    "sigismundus.voting.none": "No offices are available: there is no voting in this Sejm.",
    "sigismundus.voting.list": "Offices to vote on in this Sejm: {offices}.",
    "sigismundus.voting.bonus": "{seat} marked {office} and gets {votes} additional {votes:vote|votes} for it.",
    "sigismundus.voting.prompt": (
        "Voting on {office}: secretly take in your hand the votes you give for it (0 for none)."
    ),
    "sigismundus.voting.nobody": "Nobody has votes for {office}; it stays free.",
    "sigismundus.voting.bids": "Votes for {office}: {bids}.",
    "sigismundus.voting.entry": "{seat} {votes}",
    "sigismundus.voting.won": "{seat} wins {office} with {votes} {votes:vote|votes}.",
    "sigismundus.voting.empty": "Every hand is empty: {office} stays free.",
    "sigismundus.voting.gain": "{seat} also gains {units} from {office}.",
    "sigismundus.tie.tie_office": (
        "{seats} tie with {count} {count:vote|votes}: Royal Representative, who gets the office?"
    ),
    "sigismundus.explain.voting.vote": (
        "{office}: {does}. Everyone shows the votes they hid at once; the most votes win the office (the Royal "
        "Representative settles a tie), and every vote shown is spent, won or lost. A house that marked the "
        "office has {votes} more votes for it."
    ),
}

PL = {
    "sigismundus.voting.none": "Nie ma wolnych urzędów: w tym Sejmie nie ma głosowania.",
    "sigismundus.voting.list": "Urzędy, o które głosuje ten Sejm: {offices}.",
    "sigismundus.voting.bonus": (
        "{seat} oznaczył urząd {office:gen} i dostaje do tego głosowania {votes} "
        "{votes:dodatkowy głos|dodatkowe głosy|dodatkowych głosów}."
    ),
    "sigismundus.voting.prompt": (
        "Głosowanie o urząd {office:gen}: weź w tajemnicy do ręki głosy, które na niego oddajesz (0, jeśli żadnych)."
    ),
    "sigismundus.voting.nobody": "Nikt nie ma głosów na urząd {office:gen}; urząd pozostaje wolny.",
    "sigismundus.voting.bids": "Głosy na urząd {office:gen}: {bids}.",
    "sigismundus.voting.entry": "{seat} {votes}",
    "sigismundus.voting.won": "{seat} zdobywa urząd {office:gen}, oddając {votes} {votes:głos|głosy|głosów}.",
    "sigismundus.voting.empty": "Wszystkie ręce są puste: urząd {office:gen} pozostaje wolny.",
    "sigismundus.voting.gain": "{seat} otrzymuje też z urzędu {office:gen}: {units}.",
    "sigismundus.tie.tie_office": (
        "{seats}: remis, po {count} {count:głos|głosy|głosów}. Przedstawicielu króla, kto obejmuje urząd?"
    ),
    "sigismundus.explain.voting.vote": (
        "{office}: {does}. Wszyscy naraz pokazują ukryte głosy; najwięcej głosów zdobywa urząd (remis rozstrzyga "
        "Przedstawiciel króla), a każdy pokazany głos przepada, czy urząd zdobyty, czy nie. Ród, który oznaczył "
        "urząd, ma na niego {votes} {votes:dodatkowy głos|dodatkowe głosy|dodatkowych głosów}."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class VotingPhase(Phase):
    key = "voting"
    number = 7
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        sejm = state.sejm
        free = free_offices(state)
        if not free:
            return [Event(msg("sigismundus.voting.none"))]
        marked = [n for n in free if state.offices[n].marker is not None]
        unmarked = [n for n in free if state.offices[n].marker is None]
        chosen = set(marked)
        if unmarked:
            chosen.add(max(unmarked))
        sejm.offices = sorted(chosen, reverse=True)
        names = [self.office_name(n) for n in sejm.offices]
        return [Event(msg("sigismundus.voting.list", offices=names)), *self.proceed(state)]

    def proceed(self, state: SigismundusState) -> list[Event]:
        """Open the next voting, skipping those nobody can vote in."""
        sejm = state.sejm
        events: list[Event] = []
        while not sejm.office and sejm.offices and not state.asks:
            number = sejm.offices.pop(0)
            marker = state.offices[number].marker
            if marker is not None:
                extra = min(self.board.econ("vacancy_votes"), votes_left(self.board, state))
                if extra:
                    sejm.bonus[marker] = extra
                    text = msg(
                        "sigismundus.voting.bonus", seat=SeatRef(marker), office=self.office_name(number), votes=extra
                    )
                    events.append(Event(text))
            if not self.voters(state):
                events.append(Event(msg("sigismundus.voting.nobody", office=self.office_name(number))))
                self.close(state, number)
                continue
            sejm.office = number
        return events

    def voters(self, state: SigismundusState) -> list[int]:
        return [s for s in order_from(state) if self.votes_for(state, s) > 0]

    def votes_for(self, state: SigismundusState, seat: int) -> int:
        return state.players[seat].votes + state.sejm.bonus.get(seat, 0)

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        number = state.sejm.office
        if not number or state.sejm.bids:
            return ()
        seats = self.voters(state)
        forms = {s: Amount("vote", 0, self.votes_for(state, s), "votes") for s in seats}
        prompt = msg("sigismundus.voting.prompt", office=self.office_name(number))
        explain = msg(
            "sigismundus.explain.voting.vote",
            office=self.office_name(number),
            does=details.office(self.board, state, number),
            votes=self.board.econ("vacancy_votes"),
        )
        defaults = {s: "vote 0" for s in seats}
        # each range is the votes a player has and the marker's extra votes, all public
        return (self.sealed(state, "voting.vote", prompt, forms, defaults, explain, public_forms=True),)

    def reveal(self, state: SigismundusState, decision: Decision, answers: Mapping[int, Act]) -> list[Event]:
        sejm = state.sejm
        number = sejm.office
        bids = {s: answers[s].number() for s in order_from(state) if s in answers}
        for seat, votes in bids.items():
            from_bonus = min(votes, sejm.bonus.get(seat, 0))
            state.players[seat].votes -= votes - from_bonus
        sejm.bonus = {}
        listed = [msg("sigismundus.voting.entry", seat=SeatRef(s), votes=v) for s, v in bids.items()]
        events = [Event(msg("sigismundus.voting.bids", office=self.office_name(number), bids=listed), kind="reveal")]
        top = max(bids.values())
        if top == 0:
            self.close(state, number)
            return [*events, Event(msg("sigismundus.voting.empty", office=self.office_name(number)))]
        leaders = [s for s, v in bids.items() if v == top]
        if len(leaders) > 1:
            sejm.bids = bids
            state.asks.append(self.tie_ask(state, "tie_office", leaders, top))
            return events
        return events + self.award(state, leaders[0], top)

    def tie_settled(self, state: SigismundusState, ask: Ask, chosen: int) -> list[Event]:
        return self.award(state, chosen, ask.number)

    def award(self, state: SigismundusState, seat: int, votes: int) -> list[Event]:
        number = state.sejm.office
        state.offices[number].holder = seat
        events = [
            Event(msg("sigismundus.voting.won", seat=SeatRef(seat), office=self.office_name(number), votes=votes))
        ]
        gain = self.board.office(number).gain
        if gain is not None:
            taken: list[Param] = []
            for unit in UNITS:
                for _ in range(gain.value.get(unit, 0)):
                    if units_left(self.board, state, unit) > 0:
                        state.players[seat].units.add(unit)
                        taken.append(names.unit(unit))
            if taken:
                events.append(
                    Event(
                        msg("sigismundus.voting.gain", seat=SeatRef(seat), units=taken, office=self.office_name(number))
                    )
                )
        self.close(state, number)
        return events + self.check_incompatibility(state, [seat])

    def close(self, state: SigismundusState, number: int) -> None:
        """The voting is over: its House marker goes home, and the next voting may open."""
        state.offices[number].marker = None
        state.sejm.office = 0
        state.sejm.bids = {}
        state.sejm.bonus = {}
