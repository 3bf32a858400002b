"""The five enemy fields: who they are this turn and how strong (Phase Eleven: Enemy Invasions).

"An enemy's strength corresponds to the value printed on the map on the strength track in its
field ... The upper row ... three-player game. The lower row ... four-player game ... For every enemy
die standing on its field, add one point to its strength ... Every Cossack token standing on the
Tatars enemy field increases the Tatars' strength by one point." The Habsburgs' strength in turns
1-3 grows by influence markers instead of dice (The Habsburg Empire). In turn 4 the Ottomans are
"either 3 or 10 points": 10 on the Ottoman field and 10 on the Habsburg field when they hold it
(The Ottoman Empire; 4 or 13 with four players).
"""

from __future__ import annotations

from rules.boze.board import Board, Enemy
from rules.boze.state import BozeState

HABSBURG = "habsburg"
OTTOMAN = "ottoman"
TATARS = "tatars"


def enemy(board: Board, key: str) -> Enemy:
    for e in board.enemies:
        if e.key == key:
            return e
    raise KeyError(key)


def by_field(board: Board) -> list[Enemy]:
    """The enemies in the order of their field numbers, I to V."""
    return sorted(board.enemies, key=lambda e: e.field)


def by_face(board: Board, face: int) -> Enemy | None:
    """The enemy whose field number a die shows (a 6 shows none)."""
    for e in board.enemies:
        if e.field == face:
            return e
    return None


def name(board: Board, key: str, turn: int) -> str:
    """The enemy's name this turn as it reads inside a sentence ("the Tatars", "Sweden"); the black
    field is the Teutonic Order, Sweden, then Prussia. Start a sentence with it as ``{enemy:cap}``."""
    return enemy(board, key).phrases[max(1, min(turn, 4)) - 1]


def title(board: Board, key: str, turn: int) -> str:
    """The enemy's name this turn as the board prints it over its field ("Tatars", "Sweden")."""
    return enemy(board, key).names[max(1, min(turn, 4)) - 1]


def occupied(state: BozeState) -> bool:
    """Whether Ottoman dice stand on the Habsburg field (from the Ottoman invasion of turn 3)."""
    return state.enemy_fields[HABSBURG].ottoman > 0


def political(state: BozeState) -> bool:
    """The Habsburgs invade with influence markers, not dice: turns 1-3, unless the Ottomans hold
    their field."""
    return state.turn <= 3 and not occupied(state)


def base_strength(board: Board, state: BozeState, key: str) -> int:
    """The printed strength for this turn and player count, with the Ottomans' turn-4 rule."""
    e = enemy(board, key)
    row = e.strength_4 if state.seats == 4 else e.strength_3
    turn = max(1, min(state.turn, len(row)))
    ottoman = enemy(board, OTTOMAN)
    occupied_value = ottoman.occupied_strength_4 if state.seats == 4 else ottoman.occupied_strength_3
    if state.turn >= 4 and occupied(state) and occupied_value is not None and key in (OTTOMAN, HABSBURG):
        return int(occupied_value.value)
    return int(row[turn - 1].value)


def strength(board: Board, state: BozeState, key: str) -> int:
    """Total strength: the printed value plus the enemy's dice (markers, Cossacks) on its field."""
    f = state.enemy_fields[key]
    total = base_strength(board, state, key) + f.dice + f.cossacks
    if key == HABSBURG:
        total += f.markers + (f.ottoman if state.turn >= 4 else 0)
    return total


def colour_on(state: BozeState, key: str) -> str:
    """Whose dice an enemy field puts into Poland: the Habsburg field invades with orange dice when
    the Ottomans hold it ("all purple arrows and markings ... treated as if they were orange")."""
    if key == HABSBURG and occupied(state):
        return OTTOMAN
    return key


def supply_left(board: Board, state: BozeState, key: str) -> int:
    """Dice of one colour not in use anywhere on the board."""
    from rules.boze.state import enemy_dice_on_board

    return enemy(board, key).dice.value - enemy_dice_on_board(state, key)
