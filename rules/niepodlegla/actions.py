"""Niepodległa's actions, each with one canonical text form and a parser.

Joint decisions: ``propose <what> ...`` (``propose missions b01=pilsudski b06=dmowski dice
pilsudski=3 dmowski=3``, ``propose harder green=1``, ``propose city krakow``), ``agree`` /
``object``, and for the arbiter ``accept``. The struggle: ``reroll n1 n3 pilsudski``, ``give n2
dmowski``, ``rally rada``, ``done``. One player's own choices: ``place green brown`` (a basic
reward's tokens), ``complete b06 b11`` (which of his missions his dice complete).

Parsing is lenient: case, Polish diacritics, card numbers written ``A-04``, ``a04`` or ``A04``,
and a few Polish words (``zgoda``/``tak`` agree, ``sprzeciw``/``nie`` object, ``rzut`` re-roll,
``daj``/``pass`` give, ``koniec``/``gotowe`` done). ``str()`` is always canonical. Which words a
decision accepts (a card, a seat, a city) is checked against the game state when it is validated.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.errors import MalformedAction
from rules.core.forms import normalise
from rules.core.game import Action
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla.board import Board

NOBODY = "-"
"""The value of a mission nobody takes in a ``propose missions`` text."""


@dataclass(frozen=True, repr=False)
class Words(Action):
    """An action: a verb and its words (already in canonical spelling)."""

    verb: str
    words: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.words))


VERBS = {
    "propose": "propose",
    "proponuje": "propose",
    "proposal": "propose",
    "agree": "agree",
    "zgoda": "agree",
    "tak": "agree",
    "yes": "agree",
    "ok": "agree",
    "object": "object",
    "sprzeciw": "object",
    "nie": "object",
    "no": "object",
    "accept": "accept",
    "reroll": "reroll",
    "roll": "reroll",
    "rzut": "reroll",
    "give": "give",
    "pass": "give",
    "daj": "give",
    "rally": "rally",
    "done": "done",
    "koniec": "done",
    "gotowe": "done",
    "place": "place",
    "complete": "complete",
}
ARITY = {"agree": (0, 0), "object": (0, 0), "accept": (0, 0), "done": (0, 0), "give": (2, 2), "rally": (1, 1)}
EXAMPLES = {"give": "niepodlegla.error.give_form", "rally": "niepodlegla.error.rally_form"}

EN = {
    "niepodlegla.error.empty": "empty action; try for example `agree`, `reroll n1` or `done`",
    "niepodlegla.error.unknown": "unknown action {word}; actions in this game: {known}",
    "niepodlegla.error.no_words": "`{verb}` takes nothing after it",
    "niepodlegla.error.needs_words": "`{verb}` needs what it applies to, e.g. `{verb} …`",
    "niepodlegla.error.give_form": "write `give <die> <player>`, e.g. `give n2 dmowski`",
    "niepodlegla.error.rally_form": "write `rally <token>`",
    "niepodlegla.error.choose_one": "choose one of: {choices}",
}
PL = {
    "niepodlegla.error.empty": "pusta akcja; spróbuj na przykład `agree`, `reroll n1` albo `done`",
    "niepodlegla.error.unknown": "nieznana akcja {word}; akcje w tej grze: {known}",
    "niepodlegla.error.no_words": "po `{verb}` nic już nie piszesz",
    "niepodlegla.error.needs_words": "`{verb}` wymaga wskazania, czego dotyczy, np. `{verb} …`",
    "niepodlegla.error.give_form": "napisz `give <kość> <gracz>`, np. `give n2 dmowski`",
    "niepodlegla.error.rally_form": "napisz `rally <żeton>`",
    "niepodlegla.error.choose_one": "wybierz jedno z: {choices}",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class Parser:
    """Parses action text; names of cities, figures and tokens are matched leniently (aliases from the data)."""

    def __init__(self, board: Board) -> None:
        self.aliases: dict[str, str] = {}
        for f in board.figures:
            for name in (f.key, f.short, f.short_pl, *f.aliases):
                if name:
                    self.aliases[normalise(name)] = f.key
        for c in board.cities:
            for name in (c.key, c.name, c.name_pl, *c.aliases):
                if name:
                    self.aliases[normalise(name)] = c.key

    def word(self, raw: str) -> str:
        """One word in canonical spelling; ``key=value`` pairs are spelled side by side."""
        if "=" in raw:
            key, _, value = raw.partition("=")
            return f"{self.word(key)}={self.word(value)}"
        if raw.strip() in (NOBODY, "—", "none", "nobody", "nikt"):
            return NOBODY if raw.strip() != "none" else "none"
        w = normalise(raw)
        return self.aliases.get(w, w)

    def parse(self, text: str) -> Action:
        words = text.strip().split()
        if not words:
            raise MalformedAction(msg("niepodlegla.error.empty"))
        verb = VERBS.get(normalise(words[0]))
        if verb is None:
            known = ", ".join(sorted(set(VERBS.values())))
            raise MalformedAction(msg("niepodlegla.error.unknown", word=repr(words[0]), known=known))
        rest = tuple(self.word(w) for w in words[1:])
        low, high = ARITY.get(verb, (1, 99))
        if not low <= len(rest) <= high:
            if high == 0:
                raise MalformedAction(msg("niepodlegla.error.no_words", verb=verb))
            raise MalformedAction(msg(EXAMPLES.get(verb, "niepodlegla.error.needs_words"), verb=verb))
        return Words(verb, rest)
