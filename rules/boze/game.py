"""Boże Igrzysko (God's Playground), Martin Wallace, Phalanx 2010: the game definition.

Three or four magnate houses; Setup (or the Four-Player Variant's Initial Setup), four turns of
sixteen phases, then the End of Game, with the optional historical rules chosen at creation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import rules.boze.messages  # noqa: F401  (registers the game's sentences)
from rules.boze import names
from rules.boze.actions import Bid, Parser, PlaceTokens
from rules.boze.ahead import Chains
from rules.boze.board import PLACEHOLDER_KINDS, Board
from rules.boze.flow import Flow
from rules.boze.phases.end_of_game import result as final_result
from rules.boze.report import phase_report
from rules.boze.state import (
    Army,
    BozeState,
    EnemyFieldState,
    PlayerState,
    ProvinceState,
)
from rules.boze.view import BozeView, build_view
from rules.core.ahead import Ahead, Mark
from rules.core.decision import Choice, Event
from rules.core.game import OptionSpec, OptionValue, Result, Stage, StagedGame
from rules.core.messages import Msg, Param, SeatRef, msg
from rules.core.rng import Rng


class BozeGame(StagedGame[BozeState]):
    id = "boze"
    title = "Boże Igrzysko"
    min_seats = 3
    max_seats = 4
    schema = 1
    option_specs = (
        OptionSpec(
            "treaty_restrictions",
            "Restrictions on Concluding Treaties",
            False,
            rule="Optional Rules: Restrictions on Concluding Treaties",
        ),
        OptionSpec(
            "durable_treaties",
            "Greater Durability of Treaties",
            False,
            rule="Optional Rules: Greater Durability of Treaties",
        ),
        OptionSpec("private_duchies", "Private Duchies", False, rule="Optional Rules: Private Duchies"),
    )
    state_type = BozeState
    board: Board

    def __init__(self, board: Board) -> None:
        self.board = board
        self.parser = Parser(board)
        self.flow = Flow(board)
        self.chains = Chains(self.flow)

    @classmethod
    def from_edition(cls, raw: Mapping[str, Any]) -> BozeGame:
        return cls(Board.from_mapping(raw, "Boże Igrzysko board"))

    def placeholder_key(self, label: str) -> str | None:
        """ "enemy strengths (3 players)" → ``boze.placeholder.<kind>`` ("siła wrogów (3 graczy)")."""
        return next((f"boze.placeholder.{kind}" for kind, known in PLACEHOLDER_KINDS.items() if known == label), None)

    def roles(self) -> tuple[Choice, ...]:
        """The houses, each a colour: "Each player chooses one set of dice, tokens and discs" (Setup)."""
        return tuple(
            Choice(
                h.key, f"{h.name} ({h.colour})", msg("boze.label.house", house=h.name, colour=names.colour(h.colour))
            )
            for h in self.board.houses
        )

    def initial_state(self, seats: int, seed: int, options: dict[str, OptionValue], roles: list[str]) -> BozeState:
        board = self.board
        return BozeState(
            houses=roles,
            game=self.id,
            schema=self.schema,
            seats=seats,
            seed=seed,
            options=options,
            rng=Rng.from_seed(seed),
            players=[
                PlayerState(gold=board.economy["starting_gold"].value, tokens=list(board.influence_tokens))
                for _ in range(seats)
            ],
            provinces={
                p.key: ProvinceState(
                    wealth=board.wealth["start"].value, dice=[0] * seats, armies=[Army() for _ in range(seats)]
                )
                for p in board.provinces
            },
            enemy_fields={e.key: EnemyFieldState(players=[0] * seats) for e in board.enemies},
            cossacks_field=board.count("cossacks"),
        )

    def stage(self, state: BozeState) -> Stage[BozeState] | None:
        return None if state.finished or not state.begun else self.flow.current(state)

    def advance(self, state: BozeState) -> list[Event]:
        return self.flow.advance(state)

    def view(self, state: BozeState, seat: int | None) -> BozeView:
        return build_view(self.board, state, seat, self.decisions(state), self.headline(state))

    def describe(self, state: BozeState, seat: int | None) -> list[Msg]:
        view = self.view(state, seat)
        lines = [view.headline]
        for s in view.seats:
            lines.append(
                msg(
                    "boze.describe.seat",
                    seat=SeatRef(s.seat),
                    hetman=msg("boze.describe.hetman") if s.seat == view.mace else msg("boze.income.none"),
                    gold=s.gold,
                    prestige=s.prestige,
                    dice=s.free_dice,
                    tokens=" ".join(map(str, s.tokens)) or "—",
                )
            )
        if view.own_sealed:
            lines.append(msg("boze.describe.sealed", action=self.sealed_words(view.own_sealed)))
        return lines

    def sealed_words(self, text: str) -> Param:
        """A sealed answer as the player reads it: "Prussia 5, …, Royal Court 0" for tokens, "3 zł" for a bid."""
        action = self.parse(text)
        if isinstance(action, PlaceTokens):
            return [
                msg("boze.tokens.placement", province=names.province(self.board, key), value=value)
                for key, value in action.values
            ]
        if isinstance(action, Bid):
            return msg("boze.describe.bid", amount=action.amount)
        return text

    def phase_report(
        self,
        before: BozeState,
        after: BozeState,
        events: Sequence[Event],
        views: Callable[[BozeState], Any] | None = None,
    ) -> list[Msg] | None:
        """At most six lines on a phase that ran by itself: each house's headline and the totals
        (:mod:`rules.boze.report`), read from the phase's public events and the board at its end."""
        return phase_report(self.board, before, after, events)

    def result(self, state: BozeState) -> Result | None:
        """Final standings by the Victory rules (End of Game), once the game is over."""
        if not state.finished:
            return None
        return final_result(self.board, state)

    def phase_key(self, state: BozeState) -> str:
        return f"{state.turn}:{state.phase}"

    def headline(self, state: BozeState) -> Msg:
        return self.flow.current(state).title(state)

    # --- answering ahead (rules.boze.ahead) ------------------------------------------------

    def ahead_seats(self, state: BozeState) -> tuple[int, ...]:
        return self.chains.seats(state)

    def ahead(self, state: BozeState, seat: int) -> Ahead | None:
        return self.chains.ahead(state, seat)

    def ahead_after(self, state: BozeState, ahead: Ahead) -> Ahead | None:
        return self.chains.after(ahead)

    def mark(self, state: BozeState, seat: int) -> Mark | None:
        return self.chains.mark(state, seat)

    def orders(self, state: BozeState, seat: int) -> tuple[Choice, ...]:
        return self.chains.orders(state, seat)

    def follow(self, state: BozeState, seat: int, order: str) -> str | None:
        return self.chains.follow(state, seat, order)

    def seat_name(self, state: BozeState, seat: int) -> str:
        house = self.board.house(state.houses[seat])
        return f"{house.name} ({house.colour})"

    def seat_name_in(self, state: BozeState, seat: int, lang: str) -> str:
        """The house and its colour in ``lang``: "Sapieha (red)", "Sapieha (czerwony)"."""
        house = self.board.house(state.houses[seat])
        return f"{house.name} ({names.colour(house.colour).text(lang, 'm')})"
