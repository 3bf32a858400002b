"""What a seat or a spectator may see of a Boże Igrzysko game: the only input of render/ and bot/.

Everything on the physical table is public once revealed: gold, prestige, estates, dice, the
tokens still in hand (the used ones lie face up on the board). What is not public is an answer
sealed for the open secret decision: a view shows whether each seat has submitted, and only the
viewer's own sealed answer (``own_sealed``), never anyone else's.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.boze.board import Board
from rules.boze.state import BozeState, court_sum, dice_on_map, estates_of, free_dice
from rules.core.decision import Decision
from rules.core.messages import Msg


@dataclass(frozen=True)
class FieldView:
    value: int
    owner: int | None
    steward: bool = False
    town: bool = False


@dataclass(frozen=True)
class ProvinceView:
    key: str
    name: str
    name_pl: str
    wealth: int
    fields: tuple[FieldView, ...]
    dice: tuple[int, ...]
    tokens: tuple[int | None, ...]
    """This turn's revealed influence token of each seat; ``None`` before the reveal."""


@dataclass(frozen=True)
class SeatView:
    seat: int
    house: str
    colour: str
    gold: int
    prestige: int
    free_dice: int
    dice_on_map: int
    estates: int
    tokens: tuple[int, ...]
    court: int | None
    owes_answer: bool
    submitted: bool


@dataclass(frozen=True)
class BozeView:
    viewer: int | None
    edition: str
    turn: int
    phase: str
    headline: Msg
    seats: tuple[SeatView, ...]
    provinces: tuple[ProvinceView, ...]
    mace: int
    court_sum: int | None
    wealth_min: int
    wealth_max: int
    secret_open: bool
    own_sealed: str | None
    finished: bool


def build_view(
    board: Board, state: BozeState, viewer: int | None, decisions: tuple[Decision, ...], headline: Msg
) -> BozeView:
    owing = {s for d in decisions for s in d.waiting_for()}
    simultaneous = [d for d in decisions if d.simultaneous]
    submitted = {s for d in simultaneous for s in d.answered}
    secret_open = any(d.secret for d in decisions)
    revealed = bool(state.placed)
    seats = tuple(
        SeatView(
            seat=s,
            house=board.house(state.houses[s]).name,
            colour=board.house(state.houses[s]).colour,
            gold=state.players[s].gold,
            prestige=state.players[s].prestige,
            free_dice=free_dice(board, state, s),
            dice_on_map=dice_on_map(state, s),
            estates=estates_of(state, s),
            tokens=tuple(sorted(state.players[s].tokens)),
            court=state.court.get(s) if revealed else None,
            owes_answer=s in owing,
            submitted=s in submitted,
        )
        for s in range(state.seats)
    )
    provinces = tuple(
        ProvinceView(
            key=p.key,
            name=p.name,
            name_pl=p.name_pl,
            wealth=state.provinces[p.key].wealth,
            fields=tuple(
                FieldView(value, est.owner, est.steward, est.town) if est is not None else FieldView(value, None)
                for value, est in zip(
                    p.fields,
                    [
                        *state.provinces[p.key].estates,
                        *[None] * (len(p.fields) - len(state.provinces[p.key].estates)),
                    ],
                    strict=True,
                )
            ),
            dice=tuple(state.provinces[p.key].dice),
            tokens=tuple(state.placed[s][p.key] if s in state.placed else None for s in range(state.seats)),
        )
        for p in board.provinces
    )
    own = state.pending.get(viewer) if viewer is not None and secret_open else None
    return BozeView(
        viewer=viewer,
        edition=board.edition,
        turn=state.turn,
        phase=state.phase,
        headline=headline,
        seats=seats,
        provinces=provinces,
        mace=state.mace,
        court_sum=court_sum(state) if revealed else None,
        wealth_min=board.wealth["minimum"].value,
        wealth_max=board.wealth["maximum"].value,
        secret_open=secret_open,
        own_sealed=own,
        finished=state.finished,
    )
