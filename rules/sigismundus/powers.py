"""What the cards on the table give a player: offices (their current side), seals, figures and the Acts of
Law passed. Every bonus is read here, so the phases ask one place ("how many units may he keep free?").
"""

from __future__ import annotations

from rules.sigismundus.board import Board, Office
from rules.sigismundus.state import SigismundusState, offices_of

FLIP_ACTS = {"ecclesiastical": "flip_ecclesiastical", "palatinus": "flip_palatinus"}


def act_amount(board: Board, state: SigismundusState, kind: str) -> int:
    """The summed amount of the passed Acts of Law of ``kind`` (0 if none passed)."""
    total = 0
    for number in state.acts:
        effect = board.sejm_card(number).effect.value
        if effect.kind == kind:
            total += effect.amount
    return total


def act_passed(board: Board, state: SigismundusState, kind: str) -> bool:
    return any(board.sejm_card(n).effect.value.kind == kind for n in state.acts)


def flipped(board: Board, state: SigismundusState, office: Office) -> bool:
    """Whether the card lies on its back: "These cards will be reversed if players vote for appropriate
    Acts of Law in Sejm" (Senatorial Office Cards)."""
    act = FLIP_ACTS.get(str(office.flip.value))
    return act is not None and act_passed(board, state, act)


def income(board: Board, state: SigismundusState, number: int) -> int:
    office = board.office(number)
    value: int = office.income.value[1 if flipped(board, state, office) else 0]
    return value


def prestige(board: Board, state: SigismundusState, number: int) -> int:
    """Points the office gives at Scoring; 0 for an office without the crown."""
    office = board.office(number)
    value: int = office.prestige.value[1 if flipped(board, state, office) else 0]
    return value


def seal_bonus(board: Board, state: SigismundusState, seat: int, kind: str) -> int:
    """The summed bonus of ``kind`` from the countries whose seal holds the seat's marker."""
    total = 0
    for country in board.countries:
        bonus = country.bonus.value
        if bonus.kind == kind and state.countries[country.key].seal == seat:
            total += bonus.amount
    return total


def figure_bonus(board: Board, state: SigismundusState, seat: int, kind: str) -> int:
    total = 0
    for key in state.players[seat].figures:
        effect = board.figure(key).effect.value
        if effect.kind == kind:
            total += effect.amount
    return total


def bonus(board: Board, state: SigismundusState, seat: int, kind: str) -> int:
    """Seals and figures together (votes, income, combat, Clients...)."""
    return seal_bonus(board, state, seat, kind) + figure_bonus(board, state, seat, kind)


def free_units(board: Board, state: SigismundusState, seat: int) -> int:
    """Units the seat maintains for free: "Land Offices and the bonus from Sweden allow to maintain one unit
    for free" (Maintaining the Army), one per Land office; plus figures and passed Acts that add to it."""
    total = 0
    for number in offices_of(state, seat):
        total += int(board.office_kinds[str(board.office(number).kind.value)].free_units.value)
    return total + bonus(board, state, seat, "free_unit") + act_amount(board, state, "free_unit")


def may_use_court(board: Board, state: SigismundusState, seat: int) -> bool:
    """Whether the seat holds an office with the ecclesiastical court, and no Act has abolished it."""
    if act_passed(board, state, "no_court"):
        return False
    return any(bool(board.office_kinds[str(board.office(n).kind.value)].court.value) for n in offices_of(state, seat))


def ribbons(board: Board, state: SigismundusState, seat: int) -> int:
    """Points from the seat's gold-ribbon figures (Last Round and Ending the Game)."""
    return figure_bonus(board, state, seat, "ribbon")
