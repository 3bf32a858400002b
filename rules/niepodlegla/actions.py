"""Niepodległa's actions, each with one canonical text form and a parser.

Joint decisions: ``propose <what> ...`` (``propose missions b01=pilsudski b06=dmowski dice
pilsudski=3 dmowski=3``, ``propose harder green=1``, ``propose city krakow``), ``agree`` /
``object``, and for the arbiter ``accept``. The struggle: ``reroll n1 n3 pilsudski``, ``give n2
dmowski``, ``rally rada``, ``done``. One player's own choices: ``place green brown`` (a basic
reward's tokens), ``complete b06 b11`` (which of his missions his dice complete).

The kernel's contract (DESIGN §2, :class:`rules.core.game.Action`): every action has exactly one
canonical text, ``str(action)``, which the table writes in the log; parsing any accepted spelling
gives an action equal to the one parsed from the canonical text. Parsing has no game state, so the
parser canonicalises everything it can without one:

* case, Polish diacritics and separators (``Piłsudski``, ``A-04``, ``a04`` and ``A04`` are one word);
* the Polish and English verb aliases (``proponuję``/``proponuje`` propose, ``zgoda``/``tak``/``ok``
  agree, ``sprzeciw``/``nie`` object, ``przyjmuję`` accept, ``rzut``/``przerzuć`` re-roll,
  ``daj``/``przekaż``/``pass`` give, ``koniec``/``gotowe`` done);
* the names of figures, cities and pawn colours, in English and Polish, and the edition's aliases
  (``Kraków``/``cracow`` krakow, ``Dmowski`` dmowski, ``biały`` white);
* a card number without its leading zero (``a4`` a04), a number with one (``dice white=03``), a die
  written ``n01``; ``nikt``/``nobody``/``none``/``—`` for nobody (``-`` in a ``card=player`` pair,
  ``none`` on its own);
* the order of words whose order the rules do not depend on: the dice of a re-roll (neutral dice by
  number, then figure dice in the edition's order), the parts of a reward's tokens and of ``propose
  harder`` (in the board's order, a part raised by 0 left out), the two cities of ``propose city``
  (in the edition's order); and ``propose b01=...`` means ``propose missions b01=...``.

What depends on the game is checked against it when the action is validated, and a spelling that
would only be right in one game is refused there with its canonical text (so the player can send
that instead): a player named otherwise than the game names him (his figure in the basic version,
his pawns' colour in the advanced one: ``give n1 dmowski`` is refused in the advanced game with
``give n1 white``), a mission named by its place on the table (``propose 1=pilsudski``), missions
left out or out of table order, missions to discard out of table order, and a choice not in its list
(``complete b11 b06``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rules.core.errors import MalformedAction
from rules.core.forms import normalise
from rules.core.game import Action
from rules.core.messages import CATALOGUE, msg
from rules.core.numbers import numeric, read_number
from rules.niepodlegla.board import Board
from rules.niepodlegla.names import COLOURS

NOBODY = "-"
"""The value of a mission nobody takes in a ``propose missions`` text."""

NONE = "none"
"""A proposal's word for "nothing" (``propose remove none``)."""

NOBODY_WORDS = frozenset({"-", "—", "–", "none", "nobody", "nikt", "brak", "zaden", "nic"})
"""What a player may type for nobody (in a ``card=player`` pair) or for nothing (a word on its own)."""


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
    "propozycja": "propose",
    "proposal": "propose",
    "agree": "agree",
    "zgoda": "agree",
    "zgadzamsie": "agree",
    "tak": "agree",
    "yes": "agree",
    "ok": "agree",
    "object": "object",
    "sprzeciw": "object",
    "nie": "object",
    "no": "object",
    "accept": "accept",
    "przyjmuje": "accept",
    "akceptuje": "accept",
    "reroll": "reroll",
    "roll": "reroll",
    "rzut": "reroll",
    "przerzuc": "reroll",
    "give": "give",
    "pass": "give",
    "daj": "give",
    "przekaz": "give",
    "rally": "rally",
    "done": "done",
    "koniec": "done",
    "gotowe": "done",
    "place": "place",
    "poloz": "place",
    "complete": "complete",
    "wykonaj": "complete",
}
"""Every verb a player may type (normalised: lower case, no diacritics) and the canonical verb."""

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

_NEUTRAL_DIE = re.compile(r"n0*([0-9]+)")
_CARD = re.compile(r"([a-z])(\d+)")


def dice_order(board: Board, ids: Sequence[str]) -> list[str]:
    """Dice in their canonical order, which needs no game state: neutral dice by number (``n2`` before
    ``n10``), then figure dice in the edition's order of figures, then anything else as written."""
    figures = board.figure_keys

    def key(die: str) -> tuple[int, int, str]:
        neutral = _NEUTRAL_DIE.fullmatch(die)
        if neutral:
            return (0, int(neutral.group(1)), "")
        if die in figures:
            return (1, figures.index(die), "")
        return (2, 0, die)

    return sorted(ids, key=key)


class Parser:
    """Parses action text into canonical :class:`Words` (see the module for what it canonicalises).

    Names are matched through one table of aliases built from the edition: figures (key, short and
    Polish names, aliases), cities (key, names, aliases), the pawns' colours (English and Polish) and
    card numbers without their leading zero. An alias two things would claim is left out of the table
    (``ambiguous`` lists it), so a word never silently means the wrong thing.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.aliases: dict[str, str] = {}
        self.ambiguous: set[str] = set()
        for f in board.figures:
            for alias in (f.key, f.name, f.name_pl, f.short, f.short_pl, *f.aliases):
                self._alias(alias, f.key)
        for c in board.cities:
            for alias in (c.key, c.name, c.name_pl, *c.aliases):
                self._alias(alias, c.key)
        for colour in dict.fromkeys(str(f.colour.value) for f in board.figures):
            plural, masculine = COLOURS.get(colour, (colour, colour))
            for alias in (colour, plural, masculine):
                self._alias(alias, colour)
        for key in self._card_keys():
            card = _CARD.fullmatch(key)
            if card and not key.startswith("n"):
                self._alias(f"{card.group(1)}{int(card.group(2))}", key)
        for alias in self.ambiguous:
            self.aliases.pop(alias, None)

    def _alias(self, alias: str, target: str) -> None:
        word = normalise(alias)
        if not word:
            return
        if self.aliases.get(word, target) != target:
            self.ambiguous.add(word)
        self.aliases.setdefault(word, target)

    def _card_keys(self) -> list[str]:
        b = self.board
        basic = [c.key for c in (*b.countdown, *b.basic_missions)]
        return basic + [c.key for c in b.advanced_missions] + [c.key for c in b.finals] + [c.key for c in b.challenges]

    # --- words -----------------------------------------------------------------------------------

    def word(self, raw: str) -> str:
        """One word in canonical spelling; ``key=value`` pairs are spelled side by side, and nobody in a
        pair is ``-`` (``b01=-``), nothing on its own ``none``."""
        if "=" in raw:
            key, _, value = raw.partition("=")
            right = NOBODY if self._nobody(value) else self.word(value)
            return f"{self.word(key)}={right}"
        if self._nobody(raw):
            return NONE
        if numeric(raw.strip()):
            return str(read_number(raw.strip()))  # the sign kept (normalising would drop it)
        w = normalise(raw)
        if numeric(w):
            return str(read_number(w))
        neutral = _NEUTRAL_DIE.fullmatch(w)
        if neutral:
            return f"n{read_number(neutral.group(1))}"
        return self.aliases.get(w, w)

    @staticmethod
    def _nobody(raw: str) -> bool:
        text = raw.strip()
        return text in NOBODY_WORDS or normalise(text) in NOBODY_WORDS

    # --- whole actions ---------------------------------------------------------------------------

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
        return Words(verb, self.arrange(verb, rest))

    def arrange(self, verb: str, words: tuple[str, ...]) -> tuple[str, ...]:
        """Put words whose order the rules do not depend on in their canonical order (no game state)."""
        if verb == "reroll":
            return tuple(dice_order(self.board, words))
        if verb == "place":
            return tuple(_in_order(words, self.board.part_keys))
        if verb == "propose":
            return self.proposal(words)
        return words

    def proposal(self, words: tuple[str, ...]) -> tuple[str, ...]:
        """A proposal's stateless canonical form: ``propose b01=...`` is ``propose missions b01=...``;
        ``harder`` lists the parts raised (not those raised by 0) in the board's order; the two cities
        of ``city`` come in the edition's order."""
        if "=" in words[0]:
            return ("missions", *words)
        head, rest = words[0], words[1:]
        parts = self.board.part_keys
        if head == "harder" and all(w.partition("=")[0] in parts and "=" in w for w in rest):
            kept = [w for w in rest if w.partition("=")[2] != "0"]
            keys = [w.partition("=")[0] for w in kept]
            if len(set(keys)) == len(keys):
                return (head, *sorted(kept, key=lambda w: parts.index(w.partition("=")[0])))
        if head == "city" and len(rest) == 2 and all(self.board.is_city(c) for c in rest):
            return (head, *_in_order(rest, self.board.city_keys))
        return words


def _in_order(words: Sequence[str], order: Sequence[str]) -> list[str]:
    """``words`` sorted by their place in ``order`` (words not in it last, as written)."""
    return sorted(words, key=lambda w: order.index(w) if w in order else len(order))
