"""Boże Igrzysko's actions, each with one canonical text form and a parser.

``estate prussia`` · ``estate prussia then pass`` ·
``tokens prussia=3 lithuania=0 ukraine=5 little=1 great=2 court=4`` ·
``dice prussia=2 lithuania=0 ukraine=3 little=0 great=1`` · ``bid 4``. Parsing is lenient (case,
diacritics, the Polish names and short aliases of provinces); ``str()`` is always canonical.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.boze.board import Board
from rules.core.errors import MalformedAction
from rules.core.forms import normalise, parse_pairs, with_zeros
from rules.core.game import Action, parse_int
from rules.core.messages import CATALOGUE, msg

EN = {
    "boze.actions.error.empty": "empty action; try for example `bid 3`",
    "boze.actions.error.estate": "write `estate <province>`, e.g. `estate ukraine`",
    "boze.actions.error.bid": "write `bid <gold>`, e.g. `bid 3` (`bid 0` for an empty hand)",
    "boze.actions.error.pass": "`pass` takes nothing after it",
    "boze.actions.error.then_pass": "write `then pass` after a whole action, e.g. `estate ukraine then pass`",
    "boze.actions.error.unknown": "unknown action {word}; actions here: {known}",
    "boze.actions.error.house": "{word} is not a house in this game",
    "boze.actions.error.province": "{word} is not a province; the provinces are {names}",
    "boze.actions.what.slot": "a province or the court",
    "boze.actions.what.province": "a province",
    "boze.actions.what.bid": "a bid",
}
PL = {
    "boze.actions.error.empty": "puste polecenie; spróbuj na przykład `bid 3`",
    "boze.actions.error.estate": "napisz `estate <prowincja>`, np. `estate ukraine`",
    "boze.actions.error.bid": "napisz `bid <złoto>`, np. `bid 3` (`bid 0` to pusta dłoń)",
    "boze.actions.error.pass": "po `pass` nic nie piszemy",
    "boze.actions.error.then_pass": "`then pass` dopisz po całym poleceniu, np. `estate ukraine then pass`",
    "boze.actions.error.unknown": "nieznane polecenie {word}; dostępne tutaj: {known}",
    "boze.actions.error.house": "{word} nie jest rodem w tej grze",
    "boze.actions.error.province": "{word} to nie prowincja; prowincje to: {names}",
    "boze.actions.what.slot": "prowincja ani Dwór Królewski",
    "boze.actions.what.province": "prowincja",
    "boze.actions.what.bid": "oferta",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

COURT = "court"
"""The slot key of the Royal Court field in a ``tokens`` action."""


@dataclass(frozen=True, repr=False)
class PlaceEstate(Action):
    """Place a disc on the lowest free field of a province's estate track (Setup, Phase Seven)."""

    province: str

    def __str__(self) -> str:
        return f"estate {self.province}"


@dataclass(frozen=True, repr=False)
class PlaceTokens(Action):
    """One influence token in each province and one at the Royal Court (Phase Two)."""

    values: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        return "tokens " + " ".join(f"{k}={v}" for k, v in self.values)

    def as_dict(self) -> dict[str, int]:
        return dict(self.values)


@dataclass(frozen=True, repr=False)
class PlaceDice(Action):
    """Where a player short of dice puts his remaining free dice (Phase Two)."""

    values: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        return "dice " + " ".join(f"{k}={v}" for k, v in self.values)

    def as_dict(self) -> dict[str, int]:
        return dict(self.values)


@dataclass(frozen=True, repr=False)
class Bid(Action):
    """Gold taken secretly into a closed hand for the office of Hetman (Phase Three)."""

    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True, repr=False)
class Pass(Action):
    """Decline: to build, to act, to recruit, to campaign, to use the Royal Army (passing is final
    where the rulebook says so)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, repr=False)
class ThenPass(Action):
    """An action and, with it, the player's pass for the rest of the phase, where a pass is final (New
    Estates): "If a player says 'pass' on his turn ... he may not build any more estates for the rest of the
    turn, even if the turn comes back around to him." Said together, the table need not come back to him
    only to hear the pass."""

    action: Action

    def __str__(self) -> str:
        return f"{self.action} then pass"


VerbParser = Callable[["Parser", list[str]], Action]
VERBS: dict[str, VerbParser] = {}
"""Parsers of the verbs phase modules define, by verb; see :func:`verb`."""


def verb(name: str) -> Callable[[VerbParser], VerbParser]:
    """Register the parser of an action verb (``steward``, ``recruit``...) from its phase module."""

    def register(parse: VerbParser) -> VerbParser:
        if name in VERBS or name in ("estate", "tokens", "dice", "bid", "pass"):
            raise ValueError(f"action verb {name!r} registered twice")
        VERBS[name] = parse
        return parse

    return register


class Parser:
    """Parses action text against one board (province names and aliases come from the data)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.order = board.province_keys
        self.aliases: dict[str, str] = {}
        for p in board.provinces:
            for name in (p.key, p.name, p.name_pl, *p.aliases):
                self.aliases[normalise(name)] = p.key
        self.slot_aliases = {
            **self.aliases,
            "court": COURT,
            "royalcourt": COURT,
            "dwor": COURT,
            "dwór": COURT,
        }

    def parse(self, text: str) -> Action:
        words = text.strip().split()
        if not words:
            raise MalformedAction(msg("boze.actions.error.empty"))
        if [w.lower() for w in words[-2:]] == ["then", "pass"]:
            if len(words) == 2:
                raise MalformedAction(msg("boze.actions.error.then_pass"))
            inner = self.parse(" ".join(words[:-2]))
            if isinstance(inner, Pass | ThenPass):
                raise MalformedAction(msg("boze.actions.error.then_pass"))
            return ThenPass(inner)
        verb, rest = words[0].lower(), [w.lower() for w in words[1:]]
        if verb == "estate":
            if len(rest) != 1:
                raise MalformedAction(msg("boze.actions.error.estate"))
            return PlaceEstate(self.province(rest[0]))
        if verb == "tokens":
            order = (*self.order, COURT)
            # A set holds two 0 tokens (rulebook, Noble Clientele: "2 tokens each of value 0, 1, 2, 3, 4, 5"):
            # places left out are 0 while that many could be; the rules refuse a 0 the hand lacks.
            zeros = self.board.influence_tokens.count(0)
            values = with_zeros(parse_pairs(rest, self.slot_aliases, msg("boze.actions.what.slot")), order, zeros=zeros)
            return PlaceTokens(tuple((k, values[k]) for k in order if k in values))
        if verb == "dice":
            values = with_zeros(parse_pairs(rest, self.aliases, msg("boze.actions.what.province")), self.order)
            return PlaceDice(tuple((k, values[k]) for k in self.order if k in values))
        if verb == "bid":
            if len(rest) != 1:
                raise MalformedAction(msg("boze.actions.error.bid"))
            return Bid(parse_int(rest[0], msg("boze.actions.what.bid")))
        if verb == "pass":
            if rest:
                raise MalformedAction(msg("boze.actions.error.pass"))
            return Pass()
        if verb in VERBS:
            return VERBS[verb](self, rest)
        known = ", ".join(["estate", "tokens", "dice", "bid", "pass", *sorted(VERBS)])
        raise MalformedAction(msg("boze.actions.error.unknown", word=repr(words[0]), known=known))

    def province(self, word: str) -> str:
        key = self.aliases.get(normalise(word))
        if key is None:
            names = ", ".join(self.order)
            raise MalformedAction(msg("boze.actions.error.province", word=repr(word), names=names))
        return key
