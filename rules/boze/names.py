"""The names Boże Igrzysko's sentences insert — provinces, enemies, colours — in every language.

Each is a :class:`~rules.core.messages.Name`: the English template prints the English name, the
Polish one the Polish name from the data edition (``name_pl``, ``names_pl``, ``phrases_pl``), and a
Polish template may ask for a province in the form its sentence needs (``{province:in}`` "na Litwie",
``{province:into}`` "na Litwę", ``{province:gen}`` "Litwy"). Polish sentences keep an enemy's name in
the nominative ("Tatarzy: siła 9 …"), so enemies need no other forms.
"""

from __future__ import annotations

from rules.boze import enemies
from rules.boze.board import Board, Province
from rules.core.memo import Memo
from rules.core.messages import Name, name

COURT = name(
    "Royal Court",
    "Dwór Królewski",
    {"gen": "Dworu Królewskiego", "in": "na Dworze Królewskim", "into": "na Dwór Królewski"},
)
"""The Royal Court field (Phase Two's sixth token)."""

COLOURS: dict[str, tuple[str, str, str, str, str]] = {
    # English; Polish: plural (dice), one (a die), plural genitive, masculine (a player)
    "black": ("black", "czarne", "czarna", "czarnych", "czarny"),
    "green": ("green", "zielone", "zielona", "zielonych", "zielony"),
    "brown": ("brown", "brązowe", "brązowa", "brązowych", "brązowy"),
    "orange": ("orange", "pomarańczowe", "pomarańczowa", "pomarańczowych", "pomarańczowy"),
    "purple": ("purple", "fioletowe", "fioletowa", "fioletowych", "fioletowy"),
    "red": ("red", "czerwone", "czerwona", "czerwonych", "czerwony"),
    "white": ("white", "białe", "biała", "białych", "biały"),
    "blue": ("blue", "niebieskie", "niebieska", "niebieskich", "niebieski"),
    "yellow": ("yellow", "żółte", "żółta", "żółtych", "żółty"),
    "gold": ("gold", "złote", "złota", "złotych", "złoty"),
}
"""The colours of dice and houses. Polish adjectives agree with what they colour, so a template asks
for ``{colour}`` (dice), ``{colour:one}`` (one die), ``{colour:gen}`` ("brak czarnych kości") or
``{colour:m}`` (a player: "gracz czerwony")."""


_PROVINCES: Memo[tuple[Province, Name]] = Memo(256)
"""Each province's name, built once (by the province's identity, which the entry keeps alive): decisions
name every province they offer, after every action."""


def province(board: Board, key: str) -> Name:
    """A province (or ``court``, the Royal Court) as sentences name it."""
    if key == "court":
        return COURT
    p = board.province(key)
    return _PROVINCES.get(id(p), lambda: (p, name(p.name, p.name_pl, p.forms_pl)))[1]


def enemy(board: Board, key: str, turn: int) -> Name:
    """An enemy this turn inside a sentence: "the Tatars" / "Tatarzy"."""
    e = enemies.enemy(board, key)
    index = max(1, min(turn, len(e.phrases))) - 1
    polish = e.phrases_pl[index] if index < len(e.phrases_pl) else e.phrases[index]
    return name(e.phrases[index], polish)


def enemy_title(board: Board, key: str, turn: int) -> Name:
    """An enemy field's name this turn as the board prints it: "Tatars" / "Tatarzy"."""
    e = enemies.enemy(board, key)
    index = max(1, min(turn, len(e.names))) - 1
    polish = e.names_pl[index] if index < len(e.names_pl) else e.names[index]
    return name(e.names[index], polish)


def enemy_title_pl(board: Board, key: str, turn: int) -> str:
    """The Polish name of an enemy field this turn, as the board prints it."""
    return enemy_title(board, key, turn).text("pl")


def colour(key: str) -> Name:
    """A colour word (``black``, ``red``...) with its Polish forms; an unknown colour stays as it is."""
    if key not in COLOURS:
        return name(key)
    en, dice, one, gen, masculine = COLOURS[key]
    return name(en, dice, {"one": one, "gen": gen, "m": masculine})
