"""What a seat or a spectator may see of a Niepodległa game: the only input of render/ and bot/.

Everything in this cooperative game lies open on the table — dice, tokens, pawns, the board, the
proposal under discussion and who has agreed to it — so every seat and every spectator sees the same
view (only ``viewer`` differs). What nobody sees is the order of the shuffled decks (missions,
threats, final and challenge cards): a view gives their sizes only.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.core.decision import Decision
from rules.core.messages import Msg
from rules.niepodlegla import names
from rules.niepodlegla.board import Board, Effect
from rules.niepodlegla.common import (
    COMPLETED,
    EITHER,
    MAIN_PARIS,
    MAIN_WARSAW,
    SURE,
    arbiter,
    card_label,
    face,
    needs,
    outlook,
    pawns,
    seat_key,
    seat_label,
)
from rules.niepodlegla.state import NiepodleglaState


@dataclass(frozen=True)
class DieView:
    id: str
    figure: str
    holder: int
    face: tuple[str, ...]
    """The symbols showing; empty before the first roll."""


@dataclass(frozen=True)
class TokenView:
    key: str
    name: str
    kind: str
    symbol: str
    owner: int
    holder: int
    active: bool


@dataclass(frozen=True)
class EffectView:
    """One effect printed on a card, as plain keys (``rules.niepodlegla.board.Effect``): nothing in words,
    so the board names it in its own language.

    ``verb`` is the effect (``token``, ``tokens2``, ``obstacle``, ``obstacles2``, ``consent``, ``foreign``,
    ``figure``, ``gain``, ``black``, ``hourglass``, ``remove``, ``shield``, ``flip``, ``discard``,
    ``jail``); ``kind`` an obstacle kind, a token key, a figure key or what is imprisoned; ``place`` a city
    key, a region key, ``russia`` or ``any``; ``n`` a step on a track or a count.
    """

    verb: str
    kind: str = ""
    place: str = ""
    n: int = 0


def effect_view(effect: Effect) -> EffectView:
    return EffectView(effect.verb, effect.kind, effect.place, effect.n)


@dataclass(frozen=True)
class CardView:
    key: str
    label: str
    """Its number and name (a :class:`~rules.core.messages.Name`: ``.text("pl")`` in Polish)."""
    symbols: tuple[str, ...]
    seat: int | None
    joint: bool
    easy: bool
    ready: bool
    """The mission will succeed: its holder's dice (everyone's, for a joint mission) cover it together with
    his other missions that will succeed, whatever he chooses (``common.outlook``); never once his missions
    are settled, unless it was completed."""
    completed: bool
    warning: bool = False
    """The ⚠ mark: the negative effect also applies when the mission fails (advanced)."""
    either: bool = False
    """The holder's dice cover it, but not together with all his other coverable missions: he will choose
    which to complete (Using Dice and Symbols)."""
    reward_kind: str = ""
    """What completing it gives in the basic version: its reward key (``green1``, ``brown1``, ``consent1``,
    ``foreign1``, ``either1``, ``either2``, ``any1``: where its independence tokens go); "" for none."""
    rewards: tuple[tuple[EffectView, ...], ...] = ()
    """What completing it gives in the advanced version: its positive effects, one tuple per alternative."""
    penalties: tuple[EffectView, ...] = ()
    """Its negative effects (advanced): when nobody takes it, or (⚠) when it fails."""


@dataclass(frozen=True)
class SeatView:
    seat: int
    key: str
    name: str
    figure: str
    colour: str
    pawns: int
    dice: tuple[DieView, ...]
    tokens: tuple[TokenView, ...]
    figures: tuple[str, ...]
    """Figure dice this seat owns (advanced)."""
    satisfied: bool
    owes_answer: bool


@dataclass(frozen=True)
class PartView:
    key: str
    name: str
    colour: str
    tokens: int
    spaces: int
    figure: str
    final_name: str
    """The final mission's name (a :class:`~rules.core.messages.Name`: ``.text("pl")`` in Polish)."""
    level: int
    track: tuple[str, ...]


@dataclass(frozen=True)
class CityView:
    key: str
    name: str
    region: str
    independence: int
    obstacles: tuple[str, ...]


@dataclass(frozen=True)
class JointView:
    kind: str
    stage: str
    proposal: str
    proposer: int | None
    arbiter: int
    answers: tuple[tuple[int, str], ...]
    """The answers given so far to the proposal (open: agree or object)."""
    objectors: tuple[int, ...]


@dataclass(frozen=True)
class PrisonView:
    morale: int
    neutral: int
    pawns: tuple[int, ...]
    figures: tuple[str, ...]


@dataclass(frozen=True)
class NiepodleglaView:
    viewer: int | None
    edition: str
    title: str
    version: str
    round: int
    rounds: int
    phase: str
    headline: Msg
    seats: tuple[SeatView, ...]
    morale: int
    overflow: bool
    neutral: int
    table: tuple[CardView, ...]
    deck: int
    pool_figures: tuple[str, ...]
    joint: JointView | None
    finished: bool
    outcome: str
    score: int
    missing: int
    rank: str
    morale_cap: int = 0
    parts: tuple[PartView, ...] = ()
    cities: tuple[CityView, ...] = ()
    consent: int = 0
    foreign: int = 0
    track_top: int = 0
    meet_at: int = 0
    shield: int = 0
    revolution: bool = False
    prison: PrisonView | None = None
    threats: int = 0
    finals: int = 0
    challenges: int = 0


def build_view(
    board: Board, state: NiepodleglaState, viewer: int | None, decisions: tuple[Decision, ...], headline: Msg
) -> NiepodleglaView:
    owing = {s for d in decisions for s in d.waiting_for()}
    heading = outlook(board, state)
    seats = tuple(
        SeatView(
            seat=s,
            key=seat_key(board, state, s),
            name=seat_label(board, state, s),
            figure=state.roles[s],
            colour=str(board.figure(state.roles[s]).colour.value),
            pawns=pawns(board, state, s),
            dice=tuple(
                DieView(d.id, d.figure, d.holder, face(board, d.figure, d.face) if d.face >= 0 else ())
                for d in state.dice
                if d.holder == s
            ),
            tokens=tuple(
                TokenView(
                    key=t.key,
                    name=str(board.token(t.key).name.value),
                    kind=str(board.token(t.key).kind.value),
                    symbol=str(spec.value) if (spec := board.token(t.key).symbol) is not None else "",
                    owner=t.owner,
                    holder=t.holder,
                    active=t.active,
                )
                for t in state.tokens
                if t.holder == s
            ),
            figures=tuple(f for f, owner in state.owners.items() if owner == s),
            satisfied=s in state.satisfied,
            owes_answer=s in owing,
        )
        for s in range(state.seats)
    )
    table = tuple(
        CardView(
            key=c.key,
            label=card_label(board, state, c.key),
            symbols=needs(board, state, c),
            seat=c.seat if c.seat >= 0 else None,
            joint=c.joint,
            easy=c.easy,
            ready=heading.get(c.key) in (SURE, COMPLETED),
            completed=c.key in state.completed,
            either=heading.get(c.key) == EITHER,
            warning=state.advanced and _regular(board, c.key) and board.advanced_card(c.key).warning,
            reward_kind=_reward_kind(board, state, c.key),
            rewards=_rewards(board, state, c.key),
            penalties=_penalties(board, state, c.key),
        )
        for c in state.table
    )
    joint = None
    if state.joint is not None:
        j = state.joint
        joint = JointView(
            kind=j.kind,
            stage=j.stage,
            proposal=j.proposal,
            proposer=j.proposer if j.proposer >= 0 else None,
            arbiter=arbiter(board, state),
            answers=tuple(sorted(state.pending.items())),
            objectors=tuple(j.objectors),
        )
    rounds = board.count("advanced_rounds" if state.advanced else "basic_rounds")
    base = NiepodleglaView(
        viewer=viewer,
        edition=board.edition,
        title=board.title,
        version=state.version,
        round=state.round,
        rounds=rounds,
        phase=state.phase,
        headline=headline,
        seats=seats,
        morale=state.morale,
        overflow=state.overflow,
        neutral=state.neutral,
        table=table,
        deck=len(state.deck),
        pool_figures=tuple(state.pool_figures),
        joint=joint,
        finished=state.finished,
        outcome=state.outcome,
        score=state.score,
        missing=state.missing,
        rank=board.rank(state.score) if state.advanced and state.outcome == "victory" else "",
    )
    if not state.advanced:
        spaces = board.count("part_spaces")
        parts = tuple(
            PartView(
                key=p.key,
                name=p.name,
                colour=p.colour,
                tokens=state.parts.get(p.key, 0),
                spaces=spaces,
                figure=str(p.figure.value),
                final_name=names.final_mission(board, p.key),
                level=state.levels.get(p.key, 0),
                track=p.track,
            )
            for p in board.parts
        )
        return replace(base, morale_cap=state.morale_cap, parts=parts)
    cities = tuple(
        CityView(
            key=c.key,
            name=c.name,
            region=c.region,
            independence=state.cities[c.key].independence if state.cities else 0,
            obstacles=tuple(state.cities[c.key].obstacles) if state.cities else (),
        )
        for c in board.cities
    )
    return replace(
        base,
        cities=cities,
        consent=state.consent,
        foreign=state.foreign,
        track_top=int(board.advanced["track_top"].value),
        meet_at=int(board.advanced["meet_at"].value),
        shield=state.shield,
        revolution=state.revolution,
        prison=PrisonView(
            state.prison.morale, state.prison.neutral, tuple(state.prison.pawns), tuple(state.prison.figures)
        ),
        threats=len(state.threats),
        finals=len(state.finals),
        challenges=len(state.challenges_deck),
    )


def _regular(board: Board, key: str) -> bool:
    return key not in (MAIN_PARIS, MAIN_WARSAW) and not board.is_final_card(key) and not board.is_challenge(key)


def _reward_kind(board: Board, state: NiepodleglaState, key: str) -> str:
    if state.advanced or key in board.part_keys:
        return ""
    return str(board.basic_card(key).reward.value)


def _rewards(board: Board, state: NiepodleglaState, key: str) -> tuple[tuple[EffectView, ...], ...]:
    if not state.advanced or not _regular(board, key):
        return ()
    return tuple(tuple(effect_view(e) for e in alt) for alt in board.advanced_card(key).positive)


def _penalties(board: Board, state: NiepodleglaState, key: str) -> tuple[EffectView, ...]:
    if not state.advanced or not _regular(board, key):
        return ()
    return tuple(effect_view(e) for e in board.advanced_card(key).negative)
