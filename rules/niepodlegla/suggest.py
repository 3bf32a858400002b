"""A suggested division of the missions and the dice, offered as a one-click proposal.

Selecting Missions and Dividing the Dice: "it is worth considering which missions seem most important at
the given moment, and which figure has the best chance of completing the given task. For example, Józef
Piłsudski specialises in missions that require armed action and/or influence over the people, while
Ignacy Paderewski specialises in diplomacy and in organising financial resources ... the player whose
pawns are on the most difficult missions may take most of the neutral dice". Phase 1 (advanced):
"Unselected missions carry negative effects, therefore ... the players must consider which mission is the
most important at the given moment, and which negative effect it is better to avoid".

The suggestion follows that advice with a simple, explainable estimate and no dice rolled: each die's
faces give the symbols it shows on average (a portrait counts for whichever symbol is short), over the
first roll and about one re-roll; a mission succeeds about as often as a Poisson count with that mean
reaches each of its symbols, its holder's dice shared among his missions in proportion to what they
require. The suggestion maximises the missions
expected to succeed (an advanced mission whose negative effect would strike if nobody took it, or if it
failed under ⚠, counts against the division): missions with the fewest symbols and the worst penalties are
taken first, each goes to the player whose own dice suit it best, swaps are tried while they help; the
basic game's figure dice from the pool go to whoever they help most, and the neutral dice one by one to the
player whose missions need the most symbols beyond what his dice show on average, each player keeping the
one die the rules give him. It is a suggestion: the players may propose anything.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from rules.niepodlegla.board import PORTRAIT, SYMBOLS, Board
from rules.niepodlegla.common import MAIN_PARIS, MAIN_WARSAW, needs
from rules.niepodlegla.state import NiepodleglaState
from rules.niepodlegla.symbols import need_of

Supply = tuple[float, ...]
"""The symbols a seat's dice show on average: one entry per symbol, then the portraits."""

NOBODY = -1
PENALTY = 0.5
"""What one negative effect weighs against one mission completed."""
TRIES = 2.0
"""How many times, on average, a die is rolled in a struggle (the first roll and about one re-roll): what
the dice show over the struggle, not in one roll, decides a mission."""


def expectation(faces: Sequence[Sequence[str]]) -> Supply:
    """The average number of each symbol (and of portraits) one roll of a die with ``faces`` shows."""
    counts = [0.0] * (len(SYMBOLS) + 1)
    for face in faces:
        for symbol in face:
            counts[len(SYMBOLS) if symbol == PORTRAIT else SYMBOLS.index(symbol)] += 1
    return tuple(c / max(1, len(faces)) for c in counts)


def plus(a: Supply, b: Supply, times: int = 1) -> Supply:
    return tuple(x + y * times for x, y in zip(a, b, strict=True))


@dataclass(frozen=True)
class Problem:
    """A division to suggest: the missions (what each requires, what completing it is worth, what leaving it
    costs), each seat's pawns (at least ``low``, at most ``high``) and own dice, and the dice to divide."""

    need: tuple[tuple[int, ...], ...]
    worth: tuple[float, ...]
    penalty: tuple[float, ...]
    """What it costs if nobody takes the mission."""
    risk: tuple[float, ...]
    """What it costs if the mission is taken and fails (⚠)."""
    low: tuple[int, ...]
    high: tuple[int, ...]
    place: int
    own: tuple[Supply, ...]
    neutral: int
    dice_low: int
    die: Supply
    figures: tuple[Supply, ...]


@dataclass(frozen=True)
class Division:
    """A suggested division: the seat on each mission (``NOBODY``), each seat's neutral dice, and the seat
    each pool figure die goes to."""

    takers: tuple[int, ...]
    dice: tuple[int, ...]
    figures: tuple[int, ...]


def problem(board: Board, state: NiepodleglaState, cards: Sequence[str], low: Sequence[int],
            high: Sequence[int], place: int, dice_low: int, figures: Sequence[str]) -> Problem:  # fmt: skip
    """The division the table faces now, as numbers (what :func:`suggest` works on)."""
    table = {c.key: c for c in state.table}
    need = tuple(need_of(needs(board, state, table[k])) for k in cards)
    worth, penalty, risk = [], [], []
    for key in cards:
        negative = 0.0
        warning = False
        if state.advanced and _regular(board, key):
            spec = board.advanced_card(key)
            negative = PENALTY * len(spec.negative)
            warning = spec.warning
        worth.append(1.0)
        penalty.append(negative)
        risk.append(negative if warning else 0.0)
    own = tuple(_own(board, state, s) for s in range(state.seats))
    return Problem(
        need=need,
        worth=tuple(worth),
        penalty=tuple(penalty),
        risk=tuple(risk),
        low=tuple(low),
        high=tuple(high),
        place=place,
        own=own,
        neutral=state.neutral,
        dice_low=dice_low,
        die=expectation(board.neutral_faces),
        figures=tuple(expectation(board.figure(f).faces.value) for f in figures),
    )


def _regular(board: Board, key: str) -> bool:
    return key not in (MAIN_PARIS, MAIN_WARSAW) and not board.is_final_card(key) and not board.is_challenge(key)


def _own(board: Board, state: NiepodleglaState, seat: int) -> Supply:
    """What a seat rolls besides the neutral dice: his figure die (basic), the figure dice he owns and the
    activist tokens he holds (advanced; a token's symbol is sure)."""
    supply: Supply = (0.0,) * (len(SYMBOLS) + 1)
    if not state.advanced:
        return expectation(board.figure(state.roles[seat]).faces.value)
    for figure, owner in state.owners.items():
        if owner == seat and figure not in state.prison.figures:
            supply = plus(supply, expectation(board.figure(figure).faces.value))
    for token in state.tokens:
        spec = board.token(token.key)
        if token.owner == seat and token.active and spec.symbol is not None:
            one = [0.0] * (len(SYMBOLS) + 1)
            one[SYMBOLS.index(str(spec.symbol.value))] = 1.0
            supply = plus(supply, tuple(one))
    return supply


# --- the estimate ----------------------------------------------------------------------------------


def _reach(mean: float, wanted: int) -> float:
    """The chance a Poisson count with ``mean`` reaches ``wanted``."""
    if wanted <= 0:
        return 1.0
    if mean <= 0:
        return 0.0
    term = total = math.exp(-mean)
    for k in range(1, wanted):
        term *= mean / k
        total += term
    return max(0.0, 1.0 - total)


def seat_value(p: Problem, missions: Sequence[int], supply: Supply) -> float:
    """What a seat's missions are worth with ``supply``: each mission's worth times its chance, less the
    risk of a failed ⚠ mission."""
    if not missions:
        return 0.0
    demand = [sum(p.need[m][s] for m in missions) for s in range(len(SYMBOLS))]
    total = sum(demand)
    portraits = supply[len(SYMBOLS)]
    mean = [TRIES * (supply[s] + (portraits * demand[s] / total if total else 0.0)) for s in range(len(SYMBOLS))]
    value = 0.0
    for m in missions:
        chance = 1.0
        for s in range(len(SYMBOLS)):
            wanted = p.need[m][s]
            if wanted:
                chance *= _reach(mean[s] * wanted / demand[s], wanted)
        value += p.worth[m] * chance - p.risk[m] * (1.0 - chance)
    return value


def total_value(
    p: Problem,
    takers: Sequence[int],
    supplies: Sequence[Supply],
    known: dict[tuple[int, tuple[int, ...]], float] | None = None,
) -> float:
    """A division's value: every seat's missions, less the penalties of the missions nobody takes. ``known``:
    each seat's value by its missions, kept across the divisions a search tries with the same ``supplies`` (a
    swap changes two seats' missions, not the others')."""
    known = {} if known is None else known
    value = -sum(p.penalty[m] for m, seat in enumerate(takers) if seat == NOBODY)
    for seat, supply in enumerate(supplies):
        missions = tuple(m for m, s in enumerate(takers) if s == seat)
        worth = known.get((seat, missions))
        if worth is None:
            worth = known[(seat, missions)] = seat_value(p, missions, supply)
        value += worth
    return value


# --- the search ------------------------------------------------------------------------------------


@lru_cache(maxsize=128)
def suggest(p: Problem) -> Division:
    """The suggested division for ``p`` (see the module): deterministic, the same problem gives the same."""
    seats = len(p.high)
    takers = _first_takers(p)
    figures, supplies = _give_figures(p, takers)
    dice = _split(p, takers, supplies)
    rolled = [plus(supplies[s], p.die, dice[s]) for s in range(seats)]
    takers = _improve(p, takers, rolled)
    figures, supplies = _give_figures(p, takers)
    dice = _split(p, takers, supplies)
    return Division(tuple(takers), tuple(dice), tuple(figures))


def even_split(p: Problem) -> tuple[int, ...]:
    """The neutral dice as even as possible, the first seats taking the odd ones."""
    seats = len(p.high)
    base, extra = divmod(p.neutral, seats) if seats else (0, 0)
    return tuple(base + (1 if s < extra else 0) for s in range(seats))


def _first_takers(p: Problem) -> list[int]:
    """Missions taken cheapest and costliest to leave first, each by the seat whose own dice suit it best."""
    seats = len(p.high)
    order = sorted(range(len(p.need)), key=lambda m: (-(p.worth[m] + p.penalty[m]) / (1 + sum(p.need[m])), m))
    takers = [NOBODY] * len(p.need)
    used = [0] * seats
    placed = 0
    for m in order:
        if placed >= p.place:
            break
        short = sum(max(0, lo - u) for lo, u in zip(p.low, used, strict=True))
        free = [s for s in range(seats) if used[s] < p.high[s]]
        if short and p.place - placed <= short:
            free = [s for s in free if used[s] < p.low[s]]
        if not free:
            continue
        best = max(free, key=lambda s: (seat_value(p, [m], p.own[s]) - 0.01 * used[s], -s))
        takers[m] = best
        used[best] += 1
        placed += 1
    return takers


def _legal(p: Problem, takers: Sequence[int]) -> bool:
    counts = [0] * len(p.high)
    for s in takers:
        if s != NOBODY:
            counts[s] += 1
    placed = sum(counts)
    return placed == p.place and all(lo <= c <= hi for lo, c, hi in zip(p.low, counts, p.high, strict=True))


def _improve(p: Problem, takers: list[int], supplies: Sequence[Supply]) -> list[int]:
    """Swap two missions' takers, or move a mission to a seat with a pawn to spare, while the value rises."""
    known: dict[tuple[int, tuple[int, ...]], float] = {}
    best = total_value(p, takers, supplies, known)
    seats = len(p.high)
    for _ in range(20):
        better = False
        for i in range(len(takers)):
            for j in range(i + 1, len(takers)):
                if takers[i] == takers[j]:
                    continue
                trial = list(takers)
                trial[i], trial[j] = trial[j], trial[i]
                value = total_value(p, trial, supplies, known)
                if value > best + 1e-9:
                    takers, best, better = trial, value, True
            for s in range(seats):
                if takers[i] in (s, NOBODY):
                    continue
                trial = list(takers)
                trial[i] = s
                if not _legal(p, trial):
                    continue
                value = total_value(p, trial, supplies, known)
                if value > best + 1e-9:
                    takers, best, better = trial, value, True
        if not better:
            break
    return takers


def _give_figures(p: Problem, takers: Sequence[int]) -> tuple[list[int], list[Supply]]:
    """Each pool figure die (basic) to the seat it helps most (its neutral dice not yet counted)."""
    supplies = list(p.own)
    given = []
    for figure in p.figures:
        seat = _best_seat(p, takers, supplies, figure, range(len(supplies)))
        supplies[seat] = plus(supplies[seat], figure)
        given.append(seat)
    return given, supplies


def _split(p: Problem, takers: Sequence[int], supplies: Sequence[Supply]) -> list[int]:
    """The neutral dice one by one to the seat whose missions are furthest from what his dice show on average
    ("the player whose pawns are on the most difficult missions may take most of the neutral dice"), every
    seat keeping ``dice_low``; ties go to the seat with fewer dice, then the first."""
    seats = len(supplies)
    dice = [p.dice_low] * seats
    demand = [sum(sum(p.need[m]) for m, s in enumerate(takers) if s == seat) for seat in range(seats)]
    per_die = sum(p.die)
    for _ in range(p.neutral - p.dice_low * seats):

        def short(seat: int) -> tuple[float, int, int]:
            shown = sum(supplies[seat]) + dice[seat] * per_die
            return (round(demand[seat] - shown, 9), -dice[seat], -seat)

        dice[max(range(seats), key=short)] += 1
    return dice


def _best_seat(p: Problem, takers: Sequence[int], supplies: Sequence[Supply], die: Supply, seats: range) -> int:
    """The seat whose missions gain most from one more ``die`` (ties: the one rolling least, then the first)."""

    def gain(seat: int) -> tuple[float, float, int]:
        missions = [m for m, s in enumerate(takers) if s == seat]
        more = seat_value(p, missions, plus(supplies[seat], die)) - seat_value(p, missions, supplies[seat])
        return (round(more, 9), -sum(supplies[seat]), -seat)

    return max(seats, key=gain)
