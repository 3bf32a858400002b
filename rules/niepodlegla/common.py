"""Rules shared by the phases: seats and their names, the arbiter, what each mission requires, and
what each seat brings to the missions.

The arbiter (There Will Be No Independence Without National Consent): "If the players in some case
cannot reach agreement, the final decision is made by the player who holds Piłsudski's die." The
basic rules say nothing about disagreement; the bot applies the same rule there. Reading: "holds"
is has the die as his own, not has it in hand for a moment (a die passed during the struggle for
two morale does not pass the casting vote with it). So: whoever gained Piłsudski's die (advanced);
else the player whose pawns are Piłsudski's colour (basic: Piłsudski's player); else the player the
die was given to in this round's division (basic: a die gained from the board); else the first seat.
"""

from __future__ import annotations

from collections.abc import Collection

from rules.core.forms import normalise
from rules.core.memo import Memo
from rules.core.messages import LANGUAGES, Name, name
from rules.niepodlegla import names
from rules.niepodlegla.board import AdvancedCard, BasicCard, Board, Challenge, FinalCard
from rules.niepodlegla.state import NiepodleglaState, TableCard
from rules.niepodlegla.symbols import Need, Units, match, maximal_sets, need_of, subsets

PILSUDSKI = "pilsudski"
MAIN_PARIS = "paris"
MAIN_WARSAW = "warsaw"


def final_round(board: Board, state: NiepodleglaState) -> int:
    return board.count("advanced_rounds") if state.advanced else board.count("basic_rounds")


def is_final(board: Board, state: NiepodleglaState) -> bool:
    return state.round >= final_round(board, state)


def seat_key(board: Board, state: NiepodleglaState, seat: int) -> str:
    """The word for a seat in action texts: the figure (basic), the pawns' colour (advanced)."""
    role = state.roles[seat]
    if state.advanced:
        return str(board.figure(role).colour.value)
    return role


def seat_of(board: Board, state: NiepodleglaState, word: str) -> int | None:
    """The seat a word names: its key, its figure, its colour, or ``seat1``…; ``None`` if none."""
    return _seat_names(board, tuple(state.roles)).get(normalise(word))


_SEAT_NAMES: Memo[tuple[Board, dict[str, int]]] = Memo(256)
"""The names of the seats by board (kept alive by the entry) and roles: an answer names seats word by word."""


def _seat_names(board: Board, roles: tuple[str, ...]) -> dict[str, int]:
    """Every name of every seat (the first seat's where two share one, as the search in seat order found)."""

    def build() -> tuple[Board, dict[str, int]]:
        found: dict[str, int] = {}
        for seat, role in enumerate(roles):
            figure = board.figure(role)
            names = {role, normalise(str(figure.colour.value)), normalise(figure.short), f"seat{seat + 1}"}
            names |= {normalise(a) for a in figure.aliases}
            for one in names:
                found.setdefault(one, seat)
        return board, found

    return _SEAT_NAMES.get((id(board), roles), build)[1]


def arbiter(board: Board, state: NiepodleglaState) -> int:
    """The holder of Piłsudski's die, who decides when the table cannot agree (see the module)."""
    if PILSUDSKI in state.owners:
        return state.owners[PILSUDSKI]
    if PILSUDSKI in state.roles:
        return state.roles.index(PILSUDSKI)
    die = state.die(PILSUDSKI)
    if die is not None and die.holder >= 0:
        return die.holder
    return 0


def pawns(board: Board, state: NiepodleglaState, seat: int) -> int:
    """The pawns a seat may place this round (its colour's pawns less those in Magdeburg)."""
    counts = board.advanced_setup if state.advanced else board.basic_setup
    base = int(counts[state.seats].pawns.value)
    if state.advanced and not is_final(board, state):
        base -= state.prison.pawns.count(seat)
    return max(0, base)


def needs(board: Board, state: NiepodleglaState, card: TableCard) -> tuple[str, ...]:
    """The symbols a mission on the table requires now."""
    key = card.key
    if not state.advanced:
        if key in board.part_keys:
            return board.part(key).track[: state.levels[key]]
        return board.basic_card(key).needs
    if key == MAIN_PARIS:
        n = paris_symbols(board, state)
        return (str(board.main["paris_symbol"].value),) * n
    if key == MAIN_WARSAW:
        n = warsaw_symbols(board, state)
        return (str(board.main["warsaw_symbol"].value),) * n
    if board.is_final_card(key):
        final = board.final_card(key)
        return tuple(final.easy.value if card.easy else final.hard.value)
    if board.is_challenge(key):
        return tuple(board.challenge(key).symbols.value)
    return board.advanced_card(key).needs


_CARD_NAMES: Memo[tuple[Board, Name]] = Memo(1024)
"""Each card's name by board (kept alive by the entry), version and key: a proposal's menus name every card."""


def card_name(board: Board, state: NiepodleglaState, key: str) -> Name:
    """A card's name in every language (the edition's ``name_pl``)."""
    advanced = state.advanced
    return _CARD_NAMES.get((id(board), advanced, key), lambda: (board, _card_name(board, advanced, key)))[1]


def _card_name(board: Board, advanced: bool, key: str) -> Name:
    if not advanced:
        if key in board.part_keys:
            return names.final_mission(board, key)
        basic = board.basic_card(key)
        return name(str(basic.name.value), basic.name_pl)
    if key == MAIN_PARIS:
        return name(str(board.main["paris_name"].value))
    if key == MAIN_WARSAW:
        return name(str(board.main["warsaw_name"].value))
    card: BasicCard | AdvancedCard | FinalCard | Challenge
    if board.is_final_card(key):
        card = board.final_card(key)
    elif board.is_challenge(key):
        card = board.challenge(key)
    else:
        card = board.advanced_card(key)
    return name(str(card.name.value), card.name_pl)


def card_label(board: Board, state: NiepodleglaState, key: str) -> Name:
    """A card's short label for menus and events: its printed number and name ("A-04 Pierwsza Kadrowa …");
    a stand-in name that is only the number ("Mission B-07", the printed name being unknown) alone."""
    card = card_name(board, state, key)
    if key in board.part_keys or key in (MAIN_PARIS, MAIN_WARSAW):
        return card
    number = card_number(key)
    if number in card.text("en"):
        return card
    return names.per_language(lambda lang: f"{number} {card.text(lang)}")


def card_number(key: str) -> str:
    """A card's printed number from its key: ``b07`` → "B-07"."""
    return key[0].upper() + "-" + key[1:]


def separation(board: Board, state: NiepodleglaState) -> int:
    """How far the policy markers have passed each other (Final Round: the tracks run towards each
    other; they meet when the two levels add up to ``meet_at``)."""
    return state.consent + state.foreign - int(board.advanced["meet_at"].value)


def paris_symbols(board: Board, state: NiepodleglaState) -> int:
    """Paris Peace Conference: "easier the further apart the markers ... have moved from each other"."""
    base = int(board.main["paris_base"].value)
    low = int(board.main["paris_min"].value)
    return max(low, base - max(0, separation(board, state)))


def bolsheviks(state: NiepodleglaState) -> int:
    return sum(c.obstacles.count("bolshevik") for c in state.cities.values())


def warsaw_symbols(board: Board, state: NiepodleglaState) -> int:
    """Battle of Warsaw: "easier the fewer red obstacle tokens representing the Bolsheviks lie on the board"."""
    base = int(board.main["warsaw_base"].value)
    high = int(board.main["warsaw_max"].value)
    return min(high, base + bolsheviks(state))


def units(board: Board, state: NiepodleglaState, seat: int, without: Collection[str] = ()) -> Units:
    """The symbols on the dice ``seat`` holds, its portraits, and its active activist tokens; ``without``: as if
    the dice it names were not there (the dice a re-roll would throw again)."""
    u = Units()
    for die in state.dice:
        if die.holder == seat and die.face >= 0 and die.id not in without:
            u.add_face(face(board, die.figure, die.face))
    for token in state.tokens:
        if token.holder == seat and token.active:
            spec = board.token(token.key)
            if spec.symbol is not None:
                u.add_token(token.key, str(spec.symbol.value))
    return u


def all_units(board: Board, state: NiepodleglaState) -> dict[int, Units]:
    return {s: units(board, state, s) for s in range(state.seats)}


def face(board: Board, figure: str, index: int) -> tuple[str, ...]:
    if figure:
        return board.figure(figure).face(index)
    return board.neutral_faces[index]


def need(board: Board, state: NiepodleglaState, card: TableCard) -> Need:
    """A mission as a requirement: its holder, or every seat when it is joint."""
    seats = tuple(range(state.seats)) if card.joint else ((card.seat,) if card.seat >= 0 else ())
    return Need(card.key, need_of(needs(board, state, card)), seats)


def seat_label(board: Board, state: NiepodleglaState, seat: int) -> Name:
    """The seat's name as players read it, in every language: the figure (basic: "Piłsudski"), the
    pawns' colour (advanced: "Grey" / "Szary")."""
    role = state.roles[seat]
    if state.advanced:
        colour = names.colour(str(board.figure(role).colour.value))
        return Name({lang: _cap(colour.text(lang, "m")) for lang in LANGUAGES})
    return names.figure(board, role)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


SURE = "sure"
EITHER = "either"
COMPLETED = "completed"


def best_sets(board: Board, state: NiepodleglaState, seat: int) -> list[tuple[str, ...]]:
    """The sets of ``seat``'s own missions his dice (and active tokens) can complete together, none of them
    contained in another (Using Dice and Symbols: "Each die ... may be used at this stage only once")."""
    mine = [c.key for c in state.table if c.seat == seat and not c.joint]
    if not mine:
        return []
    u = {seat: units(board, state, seat)}
    by_key = {c.key: need(board, state, c) for c in state.table if c.key in mine}
    feasible = {s: match([by_key[k] for k in mine if k in s], u).complete for s in subsets(mine)}
    return [keys for keys in maximal_sets(mine, feasible) if keys]


def unsettled_from(state: NiepodleglaState) -> int:
    """The first seat whose completed missions are not yet settled this round (``state.seats``: all are).

    While the struggle is open nobody's are; once it ends, the seats are settled in turn (a queued
    ``struggle.complete`` task, or a seat choosing which of his missions to complete); after the struggle
    phase every seat is."""
    if state.phase != "struggle" or state.finished:
        return state.seats
    if state.struggling:
        return 0
    if state.ask is not None and state.ask.kind == "complete":
        return state.ask.seat
    pending = [t.n for t in state.tasks if t.kind == "struggle.complete"]
    return min(pending) if pending else state.seats


def outlook(board: Board, state: NiepodleglaState) -> dict[str, str]:
    """What each mission on the table is heading for, by card: ``completed``; ``sure`` (the dice complete it
    whatever the holder chooses: the rulebook's pawn laid down "so that everyone can see that the mission
    will succeed"); ``either`` (the holder's dice complete it, but not together with all his other
    coverable missions: he will choose which, Using Dice and Symbols); nothing for the rest.

    Only until a seat's missions are settled: after that, a mission is completed or it is not (a mission
    the dice could have covered alone, but which the holder did not choose, is not "will succeed"). In the
    final rounds the missions are joint: the ones the dice cover together, in table order."""
    out = {c.key: COMPLETED for c in state.table if c.key in state.completed}
    if state.phase != "struggle" or state.finished:
        return out
    if is_final(board, state):
        everyone = all_units(board, state)
        chosen: list[Need] = []
        for card in state.table:
            if card.key in out or (card.seat < 0 and not card.joint):
                continue
            trial = [*chosen, need(board, state, card)]
            if match(trial, everyone).complete:
                chosen = trial
                out[card.key] = SURE
        return out
    for seat in range(unsettled_from(state), state.seats):
        best = best_sets(board, state, seat)
        if not best:
            continue
        in_all = set(best[0]).intersection(*best[1:])
        for keys in best:
            for key in keys:
                out[key] = SURE if key in in_all else EITHER
    return out
