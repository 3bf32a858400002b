"""Niepodległa, Jan Madejski, IPN 2018: the game definition.

Two to four players together against the game. The ``version`` option, fixed at creation, chooses
the basic version (six rounds, board side B) or the advanced version (ten rounds of six phases,
board side A); the ``challenges`` option adds the advanced final round's additional challenge cards
"D" (Variant for Experienced Players; it has no effect in the basic version). Each player chooses a
figure: Józef Piłsudski, Roman Dmowski, Ignacy Jan Paderewski, Wincenty Witos or Józef Haller (in
the advanced version the figure gives the pawns' colour; figure dice are gained from missions).

Nothing is hidden: every decision the rulebook leaves to "the players" is a joint decision
(:mod:`rules.niepodlegla.joint`), the struggle is open to every player at once, and a player's own
choices (where his reward's tokens go, which of his missions his dice complete) are his.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import rules.niepodlegla.messages  # noqa: F401  (registers the game's shared sentences)
from rules.core.ahead import Ahead, Mark
from rules.core.decision import Choice, Event
from rules.core.game import OptionSpec, OptionValue, Result, Stage, StagedGame, Standing
from rules.core.messages import Msg, Name, Param, SeatRef, msg
from rules.core.rng import Rng
from rules.niepodlegla import names, report
from rules.niepodlegla.actions import Parser
from rules.niepodlegla.ahead import Chains
from rules.niepodlegla.board import PLACEHOLDER_KINDS, Board
from rules.niepodlegla.common import MAIN_PARIS, MAIN_WARSAW, card_label, seat_label
from rules.niepodlegla.effects import effect_msg, reward_of
from rules.niepodlegla.engine import Engine
from rules.niepodlegla.phases.housekeeping import HousekeepingPhase
from rules.niepodlegla.state import ADVANCED, BASIC, NiepodleglaState
from rules.niepodlegla.view import DieView, NiepodleglaView, build_view


class NiepodleglaGame(StagedGame[NiepodleglaState]):
    id = "niepodlegla"
    title = "Niepodległa"
    min_seats = 2
    max_seats = 4
    schema = 1
    option_specs = (
        OptionSpec(
            "version",
            "Version",
            BASIC,
            choices=(BASIC, ADVANCED),
            rule="Basic Version / Advanced Version",
        ),
        OptionSpec(
            "challenges",
            "Additional challenge cards D (advanced)",
            False,
            rule="Variant for Experienced Players",
        ),
    )
    state_type = NiepodleglaState
    board: Board

    def __init__(self, board: Board) -> None:
        self.board = board
        self.parser = Parser(board)
        self.engine = Engine(board)
        self.chains = Chains(self.engine)

    @classmethod
    def from_edition(cls, raw: Mapping[str, Any]) -> NiepodleglaGame:
        return cls(Board.from_mapping(raw, "Niepodległa board"))

    def placeholder_key(self, label: str) -> str | None:
        """ "die faces of the figures" → ``niepodlegla.placeholder.<kind>`` in every language."""
        return next(
            (f"niepodlegla.placeholder.{kind}" for kind, known in PLACEHOLDER_KINDS.items() if known == label), None
        )

    def roles(self) -> tuple[Choice, ...]:
        """The figures: "Each player chooses one of the figures" (Setup step 6)."""
        return tuple(
            Choice(
                f.key,
                f"{f.name} ({f.colour.value})",
                msg(
                    "niepodlegla.label.figure",
                    figure=names.figure_full(self.board, f.key),
                    colour=names.colour(str(f.colour.value)),
                ),
            )
            for f in self.board.figures
        )

    def initial_state(
        self, seats: int, seed: int, options: dict[str, OptionValue], roles: list[str]
    ) -> NiepodleglaState:
        return NiepodleglaState(
            game=self.id,
            schema=self.schema,
            seats=seats,
            seed=seed,
            options=options,
            rng=Rng.from_seed(seed),
            roles=roles,
            version=str(options.get("version", BASIC)),
        )

    def stage(self, state: NiepodleglaState) -> Stage[NiepodleglaState] | None:
        """The engine: it knows which of its three kinds of decision is open (joint, asked, struggle)."""
        return self.engine

    def advance(self, state: NiepodleglaState) -> list[Event]:
        return self.engine.advance(state)

    # answering ahead (rules.niepodlegla.ahead): the settling of missions, the rewards, the arbiter's word;
    # the struggle's standing orders

    def ahead_seats(self, state: NiepodleglaState) -> tuple[int, ...]:
        return self.chains.ahead_seats(state)

    def ahead(self, state: NiepodleglaState, seat: int) -> Ahead | None:
        return self.chains.ahead(state, seat)

    def mark(self, state: NiepodleglaState, seat: int) -> Mark | None:
        return self.chains.mark(state, seat)

    def orders(self, state: NiepodleglaState, seat: int) -> tuple[Choice, ...]:
        return self.chains.orders(state, seat)

    def follow(self, state: NiepodleglaState, seat: int, order: str) -> str | None:
        return self.chains.follow(state, seat, order)

    def view(self, state: NiepodleglaState, seat: int | None) -> NiepodleglaView:
        return build_view(self.board, state, seat, self.decisions(state), self.headline(state))

    def describe(self, state: NiepodleglaState, seat: int | None) -> list[Msg]:
        board = self.board
        lines = [self.headline(state)]
        if state.advanced:
            areas = sum(1 for c in state.cities.values() if c.independence)
            lines.append(
                msg(
                    "niepodlegla.describe.advanced",
                    morale=state.morale,
                    over=msg("niepodlegla.describe.over" if state.overflow else "niepodlegla.describe.none"),
                    neutral=state.neutral,
                    consent=state.consent,
                    foreign=state.foreign,
                    shield=state.shield or "—",
                    areas=areas,
                    deck=len(state.deck),
                    threats=len(state.threats),
                )
            )
        else:
            lines.append(
                msg(
                    "niepodlegla.describe.basic",
                    morale=state.morale,
                    cap=state.morale_cap,
                    neutral=state.neutral,
                    parts=[
                        _with_number(names.part_short(board, p.key), state.parts.get(p.key, 0)) for p in board.parts
                    ],
                    finals=[
                        _with_number(names.final_mission(board, p.key), state.levels.get(p.key, 0)) for p in board.parts
                    ],
                    deck=len(state.deck),
                )
            )
        view = self.view(state, seat)
        if view.table:
            cards = []
            for c in view.table:
                if c.joint:
                    who: Msg = msg("niepodlegla.describe.everyone")
                elif c.seat is not None:
                    who = msg("niepodlegla.describe.who", seat=SeatRef(c.seat))
                else:
                    who = msg("niepodlegla.describe.none")
                reward = self.reward(state, c.key)
                penalty = self.penalty(state, c.key)
                gives = (
                    msg("niepodlegla.describe.gives", reward=reward)
                    if reward is not None
                    else msg("niepodlegla.describe.none")
                )
                warning = msg("niepodlegla.describe.failed" if c.warning else "niepodlegla.describe.none")
                costs = (
                    msg("niepodlegla.describe.costs", penalty=penalty, warning=warning)
                    if penalty is not None
                    else msg("niepodlegla.describe.none")
                )
                cards.append(
                    msg(
                        "niepodlegla.describe.card",
                        card=card_label(board, state, c.key),
                        symbols=names.symbols(c.symbols),
                        who=who,
                        gives=gives,
                        costs=costs,
                    )
                )
            lines.append(msg("niepodlegla.describe.table", cards=cards))
        for s in view.seats:
            dice = [_die(board, d) for d in s.dice]
            missions = [card_label(board, state, c.key) for c in state.table if c.seat == s.seat and not c.joint]
            extra: Msg = msg("niepodlegla.describe.none")
            if state.advanced:
                tokens: list[Param] = [
                    names.token(board, t.key)
                    if t.active
                    else msg("niepodlegla.describe.token_used", token=names.token(board, t.key))
                    for t in s.tokens
                ]
                extra = msg(
                    "niepodlegla.describe.extra", tokens=tokens, figures=[names.figure(board, f) for f in s.figures]
                )
            lines.append(
                msg("niepodlegla.describe.seat", seat=SeatRef(s.seat), missions=missions, dice=dice, extra=extra)
            )
        if state.joint is not None and state.joint.proposal:
            stage = msg(f"niepodlegla.describe.stage.{state.joint.stage}")
            matter = self.engine.council.matter(state)
            shown = matter.label(state, state.joint, tuple(state.joint.proposal.split()[1:]))
            lines.append(msg("niepodlegla.describe.proposal", stage=stage, proposal=shown))
        return lines

    def reward(self, state: NiepodleglaState, key: str) -> Param | None:
        """What completing a mission on the table gives, in words (``None``: nothing printed)."""
        return reward_of(self.board, state, key)

    def penalty(self, state: NiepodleglaState, key: str) -> Param | None:
        """A mission's negative effect in words (advanced; ``None``: none)."""
        board = self.board
        if not state.advanced or not _regular(board, key) or not board.advanced_card(key).negative:
            return None
        return [effect_msg(board, e) for e in board.advanced_card(key).negative]

    def phase_report(
        self,
        before: NiepodleglaState,
        after: NiepodleglaState,
        events: Sequence[Event],
        views: Callable[[NiepodleglaState], Any] | None = None,
    ) -> list[Msg] | None:
        """A few lines for the channel about the phase ``after`` ended (:mod:`rules.niepodlegla.report`)."""
        return report.phase_report(self.board, before, after, events)

    def result(self, state: NiepodleglaState) -> Result | None:
        """The cooperative outcome: every seat wins or every seat loses, with the shared score.

        Basic: the score is the symbols short of the four final missions (0 on a victory; the empty
        spaces when the twenty were not filled). Advanced: the points of Scoring, and the rank from
        the table (a defeat takes the table's last rank).
        """
        if not state.finished:
            return None
        board = self.board
        victory = state.outcome == "victory"
        rank = names.rank(board, state.score) if victory else names.last_rank(board)
        if state.advanced:
            detail = msg("niepodlegla.result.standing_advanced", score=state.score, rank=rank)
        elif state.reason == "niepodlegla.result.spaces":
            detail = msg("niepodlegla.result.standing_spaces", missing=state.missing)
        else:
            detail = msg("niepodlegla.result.standing_basic", missing=state.missing)
        standings = tuple(Standing(seat=s, score=state.score, detail=detail) for s in range(state.seats))
        summary = msg(state.reason, score=state.score, rank=rank, missing=state.missing)
        return Result(standings=standings, winners=tuple(range(state.seats)) if victory else (), summary=summary)

    def phase_key(self, state: NiepodleglaState) -> str:
        return f"{state.round}:{state.phase}"

    def headline(self, state: NiepodleglaState) -> Msg:
        return self.engine.current(state).title(state)

    def clears_the_table(self, state: NiepodleglaState) -> bool:
        """Basic Housekeeping only takes back what the round put out (the unfulfilled missions to the deck, the
        dice, the morale markers): the round's end is the board the Rewards left. The advanced End of the Round
        is the next round's preparation already (its time marker and missions are the next round's)."""
        return state.phase == HousekeepingPhase.key

    def seat_name(self, state: NiepodleglaState, seat: int) -> str:
        return str(seat_label(self.board, state, seat))

    def seat_name_in(self, state: NiepodleglaState, seat: int, lang: str) -> str:
        """The seat in ``lang``: the figure (basic: "Piłsudski"), the pawns' colour (advanced: "Grey", "Szary")."""
        return seat_label(self.board, state, seat).text(lang)


def _regular(board: Board, key: str) -> bool:
    """A regular advanced mission (not a main mission, an F card or a D card)."""
    return key not in (MAIN_PARIS, MAIN_WARSAW) and not board.is_final_card(key) and not board.is_challenge(key)


def _with_number(label: Param, n: int) -> Name:
    return names.per_language(lambda lang: f"{names.text_in(label, lang)} {n}")


def _die(board: Board, die: DieView) -> Param:
    """A die by its name and what it shows ("neutral die 1 (two diplomacy)"); its name alone before the first
    roll."""
    named = names.die_name(board, die.id, die.figure)
    return msg("niepodlegla.die.showing", die=named, face=names.shown(die.face)) if die.face else named
