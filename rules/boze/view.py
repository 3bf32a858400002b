"""What a seat or a spectator may see of a Boże Igrzysko game: the only input of render/ and bot/.

Everything on the physical table is public once revealed: gold, prestige, estates, dice, armies,
enemies, the Sejm, the tokens still in hand (the used ones lie face up on the board). What is not
public is an answer sealed for the open secret decision: a view shows whether each seat has
submitted, and only the viewer's own sealed answer (``own_sealed``), never anyone else's.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.boze import enemies as foes
from rules.boze import names
from rules.boze.board import Board
from rules.boze.flow import TURN
from rules.boze.state import (
    Army,
    BozeState,
    cities_left,
    court_sum,
    dice_on_map,
    estates_of,
    free_dice,
    free_discs,
    king_dice_left,
    sejm_discs,
    stewards_left,
)
from rules.core.decision import Decision
from rules.core.messages import Msg

PHASE_NUMBERS = {phase.key: number for number, phase in enumerate(TURN, start=1)}
"""Each phase of a turn by its number on the Commonwealth track (the flow table's order)."""


@dataclass(frozen=True)
class ArmyView:
    infantry: int = 0
    cavalry: int = 0
    artillery: int = 0

    @classmethod
    def of(cls, army: Army) -> ArmyView:
        return cls(army.infantry, army.cavalry, army.artillery)

    @property
    def empty(self) -> bool:
        return self.infantry + self.cavalry + self.artillery == 0


@dataclass(frozen=True)
class FieldView:
    value: int
    owner: int | None
    steward: bool = False
    town: bool = False


@dataclass(frozen=True)
class EnemyDiceView:
    enemy: str
    colour: str
    count: int


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
    armies: tuple[ArmyView, ...] = ()
    """Each seat's private army standing in the province."""
    cossacks: int = 0
    enemies: tuple[EnemyDiceView, ...] = ()
    markers: int = 0
    """Habsburg influence markers in the province."""
    sejm: int | None = None
    """The seat whose disc holds this province's field in the Sejm."""
    invaded: bool = False


@dataclass(frozen=True)
class EnemyFieldView:
    field: int
    key: str
    name: str
    colour: str
    target: str
    """The province its arrow points at."""
    glory: int
    base: int
    strength: int
    """Base plus the enemy's dice, markers and Cossacks on the field: what invades, less Polish dice."""
    dice: int
    markers: int
    ottoman: int
    cossacks: int
    players: tuple[int, ...]
    king: int
    treaty: bool
    name_pl: str = ""
    """The field's name this turn in Polish, as the Polish board prints it (empty: use ``name``)."""


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
    free_discs: int = 0
    sejm_discs: int = 0


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
    title: str = "Boże Igrzysko"
    turns: int = 4
    phase_number: int | None = None
    enemy_fields: tuple[EnemyFieldView, ...] = ()
    royal_army: ArmyView = ArmyView()
    cossacks_field: int = 0
    stewards_left: int = 0
    cities_left: int = 0
    king_dice_left: int = 0
    treaty: str | None = None


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
            free_discs=free_discs(board, state, s),
            sejm_discs=sejm_discs(state, s),
        )
        for s in range(state.seats)
    )
    colours = {e.key: e.colour for e in board.enemies}
    provinces = tuple(_province(board, state, p.key, colours) for p in board.provinces)
    fields = tuple(_enemy_field(board, state, e.key) for e in foes.by_field(board))
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
        title=board.title,
        turns=board.count("turns"),
        phase_number=PHASE_NUMBERS.get(state.phase),
        enemy_fields=fields,
        royal_army=ArmyView.of(state.royal_army),
        cossacks_field=state.cossacks_field,
        stewards_left=stewards_left(board, state),
        cities_left=cities_left(board, state),
        king_dice_left=king_dice_left(board, state),
        treaty=state.treaty,
    )


def _province(board: Board, state: BozeState, key: str, colours: dict[str, str]) -> ProvinceView:
    p = board.province(key)
    ps = state.provinces[key]
    estates = [*ps.estates, *[None] * (len(p.fields) - len(ps.estates))]
    return ProvinceView(
        key=key,
        name=p.name,
        name_pl=p.name_pl,
        wealth=ps.wealth,
        fields=tuple(
            FieldView(value, est.owner, est.steward, est.town) if est is not None else FieldView(value, None)
            for value, est in zip(p.fields, estates, strict=True)
        ),
        dice=tuple(ps.dice),
        tokens=tuple(state.placed[s][key] if s in state.placed else None for s in range(state.seats)),
        armies=tuple(ArmyView.of(a) for a in ps.armies),
        cossacks=ps.cossacks,
        enemies=tuple(EnemyDiceView(k, colours[k], n) for k, n in sorted(ps.enemies.items()) if n),
        markers=ps.markers,
        sejm=state.sejm.get(key),
        invaded=ps.invaded,
    )


def _enemy_field(board: Board, state: BozeState, key: str) -> EnemyFieldView:
    e = foes.enemy(board, key)
    f = state.enemy_fields[key]
    return EnemyFieldView(
        field=e.field,
        key=key,
        name=foes.title(board, key, state.turn),
        name_pl=names.enemy_title_pl(board, key, state.turn),
        colour=e.colour,
        target=e.target.value,
        glory=e.glory.value,
        base=foes.base_strength(board, state, key) if state.turn else 0,
        strength=foes.strength(board, state, key) if state.turn else 0,
        dice=f.dice,
        markers=f.markers,
        ottoman=f.ottoman,
        cossacks=f.cossacks,
        players=tuple(f.players),
        king=f.king,
        treaty=state.treaty == key,
    )
