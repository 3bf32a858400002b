"""Sigismundus Augustus: Dei gratia rex Poloniae (Adam Kwapiński, Michał Sieńko; Fabryka Gier Historycznych
2012): the game definition.

Three to five magnate houses, dealt at random; Preparing for the Game, eight rounds of nine phases (four
rounds in the short game), then Last Round and Ending the Game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.core.ahead import Ahead, Mark
from rules.core.decision import Choice, Event
from rules.core.game import OptionSpec, OptionValue, Result, Stage, StagedGame
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.core.rng import Rng
from rules.sigismundus import names
from rules.sigismundus.actions import Parser
from rules.sigismundus.ahead import Chains
from rules.sigismundus.board import Board
from rules.sigismundus.flow import Flow
from rules.sigismundus.messages import placeholder_key
from rules.sigismundus.phases.end_of_game import result as final_result
from rules.sigismundus.report import report
from rules.sigismundus.sejm_ahead import SEJM as SEJM_STEPS
from rules.sigismundus.sejm_ahead import Sealed
from rules.sigismundus.state import PlayerState, SigismundusState
from rules.sigismundus.view import SigismundusView, build_view

SEJM = 7
"""The Sejm's phase number (Game Turn Overview 7), shared by its stages a)–f)."""

SHORT_RULE = (
    "Preparing for the Game 3: In case of a short version of the game, discard the Sejm cards for the III, IV, VI "
    "and VII round"
)


class SigismundusGame(StagedGame[SigismundusState]):
    id = "sigismundus"
    title = "Sigismundus Augustus"
    min_seats = 3
    max_seats = 5
    schema = 1
    option_specs = (
        OptionSpec(
            "short",
            "Short game (four rounds: Sejms I, II, V and VIII)",
            False,
            rule=SHORT_RULE,
        ),
    )
    state_type = SigismundusState
    board: Board

    def __init__(self, board: Board) -> None:
        self.board = board
        self.parser = Parser(board)
        self.flow = Flow(board)
        self.chains = Chains(self.flow)
        self.sealed = Sealed(self.flow, self.parser.parse)

    @classmethod
    def from_edition(cls, raw: Mapping[str, Any]) -> SigismundusGame:
        return cls(Board.from_mapping(raw, "Sigismundus Augustus board"))

    def placeholder_key(self, label: str) -> str | None:
        """ "office income" → ``sigismundus.placeholder.office_income`` ("dochody z urzędów")."""
        return placeholder_key(label)

    def initial_state(
        self, seats: int, seed: int, options: dict[str, OptionValue], roles: list[str]
    ) -> SigismundusState:
        """The table before Preparing for the Game; houses are dealt at random when it begins."""
        return SigismundusState(
            game=self.id,
            schema=self.schema,
            seats=seats,
            seed=seed,
            options=options,
            rng=Rng.from_seed(seed),
            players=[PlayerState(house="") for _ in range(seats)],
        )

    def stage(self, state: SigismundusState) -> Stage[SigismundusState] | None:
        return None if state.finished or not state.begun else self.flow.current(state)

    def advance(self, state: SigismundusState) -> list[Event]:
        return self.flow.advance(state)

    def view(self, state: SigismundusState, seat: int | None) -> SigismundusView:
        return build_view(self.board, state, seat, self.decisions(state), self.headline(state))

    def describe(self, state: SigismundusState, seat: int | None) -> list[Msg]:
        view = self.view(state, seat)
        lines = [view.headline]
        board = self.board
        if view.round:
            card = board.sejm_card(view.sejm_card)
            demand = msg(f"sigismundus.demand.{view.demand}") if view.demand else "—"
            act = names.act(board, view.sejm_card)
            lines.append(
                msg("sigismundus.describe.sejm", roman=card.roman, place=card.place.value, act=act, demand=demand)
            )
        if view.countries:
            track = [
                msg(
                    "sigismundus.describe.country",
                    space=c.space,
                    country=names.country(board, c.key),
                    crown=msg("sigismundus.describe.crowned" if c.crowned else "sigismundus.describe.none"),
                )
                for c in view.countries
            ]
            lines.append(msg("sigismundus.describe.track", countries=track))
        for s in view.seats:
            reps: list[Param] = [msg(f"sigismundus.describe.rep.{r}") for r in s.representatives]
            if s.first:
                reps.append(msg("sigismundus.describe.first"))
            army = msg(
                "sigismundus.describe.army",
                artillery=s.units.artillery,
                hussars=s.units.hussars,
                infantry=s.units.infantry,
            )
            host_units = s.host.artillery + s.host.hussars + s.host.infantry
            host_army = msg(
                "sigismundus.describe.army",
                artillery=s.host.artillery,
                hussars=s.host.hussars,
                infantry=s.host.infantry,
            )
            host: Msg = (
                msg("sigismundus.describe.host", units=host_army) if host_units else msg("sigismundus.describe.none")
            )
            lines.append(
                msg(
                    "sigismundus.describe.seat",
                    seat=SeatRef(s.seat),
                    reps=msg("sigismundus.describe.reps", reps=reps) if reps else msg("sigismundus.describe.none"),
                    vp=s.vp,
                    ducats=s.ducats,
                    votes=s.votes,
                    cards=s.hand_size,
                    army=army,
                    host=host,
                    offices=[str(n) for n in s.offices],
                    figures=[names.figure(board, f) for f in s.figures],
                    markers=s.free_markers,
                )
            )
            if s.hand is not None:
                lines.append(msg("sigismundus.describe.hand", cards=[names.card(board, c) for c in s.hand]))
        if view.own_sealed:
            lines.append(msg("sigismundus.describe.sealed", action=view.own_sealed))
        return lines

    def phase_report(
        self,
        before: SigismundusState,
        after: SigismundusState,
        events: Sequence[Event],
        views: Callable[[SigismundusState], Any] | None = None,
    ) -> list[Msg] | None:
        """At most six lines for the channel: the phase's totals, then what changed for each house, from the
        public views and events alone (:mod:`rules.sigismundus.report`)."""
        return report(self.board, views or (lambda state: self.view(state, None)), before, after, events)

    def result(self, state: SigismundusState) -> Result | None:
        """Final standings (Last Round and Ending the Game), once the game is over."""
        if not state.finished:
            return None
        return final_result(self.board, state)

    def phase_key(self, state: SigismundusState) -> str:
        """The round and the rulebook phase, in words: ``"2:initiative"``, ``"2:sejm"`` (the Sejm's six stages
        are one phase), ``"0:setup"``, ``"8:end_of_game"`` (image file names say which phase they show)."""
        phase = self.flow.current(state)
        return f"{state.round}:{'sejm' if phase.number == SEJM else phase.key}"

    def headline(self, state: SigismundusState) -> Msg:
        return self.flow.current(state).title(state)

    def seat_name(self, state: SigismundusState, seat: int) -> str:
        if not state.houses:
            return f"Player {seat + 1}"
        house = self.board.house(state.houses[seat])
        return f"{house.title} ({house.colour.value})"

    def seat_name_in(self, state: SigismundusState, seat: int, lang: str) -> str:
        """The house and its colour in ``lang``: "Zamoyski (red)", "Zamoyski (czerwony)"; before the houses
        are dealt, "Player 1", "Gracz 1"."""
        if not state.houses:
            return CATALOGUE.format(msg("sigismundus.seat.unassigned", number=seat + 1), str, lang)
        house = self.board.house(state.houses[seat])
        return f"{house.title} ({names.colour(str(house.colour.value)).text(lang)})"

    # answering ahead: the phases played seat after seat (rules.sigismundus.ahead), the Sejm's sealed hands
    # (rules.sigismundus.sejm_ahead) -----------------------------------------------------------------------

    def owing(self, state: SigismundusState) -> set[int]:
        """The seats that owe a decision now."""
        return {s for d in self.decisions(state) for s in d.waiting_for()}

    def ahead_seats(self, state: SigismundusState) -> tuple[int, ...]:
        chained = self.chains.seats(state)
        if state.phase not in SEJM_STEPS:
            return chained
        return chained + self.sealed.seats(state, self.owing(state))

    def ahead(self, state: SigismundusState, seat: int) -> Ahead | None:
        found = self.chains.ahead(state, seat)
        if found is not None or state.phase not in SEJM_STEPS:
            return found
        return self.sealed.ahead(state, seat, self.owing(state))

    def ahead_after(self, state: SigismundusState, ahead: Ahead) -> Ahead | None:
        """The seat's next decision of the same phase (its next Client token, its seal's further draw), else,
        in the Sejm, its next sealed hand."""
        found = self.chains.after(state, ahead)
        if found is not None or state.phase not in SEJM_STEPS:
            return found
        return self.sealed.after(ahead)

    def mark(self, state: SigismundusState, seat: int) -> Mark | None:
        return self.chains.mark(state, seat) or self.sealed.mark(state, seat)

    def orders(self, state: SigismundusState, seat: int) -> tuple[Choice, ...]:
        return self.chains.orders(state, seat)

    def follow(self, state: SigismundusState, seat: int, order: str) -> str | None:
        return self.chains.follow(state, seat, order)
