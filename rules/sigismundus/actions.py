"""Sigismundus Augustus's actions: a verb and its words, with one canonical text each.

Every action is ``<verb> <word> ...``: ``draw military`` · ``foray kmita`` · ``negotiations sweden first`` ·
``envoy lithuania`` · ``patronage poet 2`` · ``vacancy 11`` · ``feast client raft`` · ``offer 3`` · ``sell 2`` ·
``vote 7`` · ``host hussars infantry`` · ``thumb up`` · ``prefer zamoyski`` · ``place lithuania=1 sweden=0 ...`` ·
``keep host hussars`` · ``pass``. Parsing is lenient: case, diacritics, Polish names and aliases, names of
several words (``castellanus cracoviensis``, ``kasztelan krakowski``, ``Grand Duchy of Lithuania``); ``str()``
is always canonical (houses, countries, cards and figures by key, offices by number, card and unit lists in a
fixed order).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.errors import MalformedAction
from rules.core.forms import normalise, parse_pairs, with_zeros
from rules.core.game import Action
from rules.core.messages import CATALOGUE, msg
from rules.core.numbers import is_number, numeric, read_number
from rules.sigismundus.board import DECKS, POLICY_KINDS, UNITS, Board

EN = {
    "sigismundus.error.empty": "empty action; try for example `pass` or `draw military`",
    "sigismundus.error.number": "write `{verb} <number>`, e.g. `{verb} 2` (`{verb} 0` for none)",
    "sigismundus.error.verb": "unknown action {word}; actions: {verbs}, a Policy card or an action field",
    "sigismundus.error.name": "{word} is not a name this game knows (a house, country, card, office...)",
    "sigismundus.error.a_country": "a country",
}

PL = {
    "sigismundus.error.empty": "pusta akcja; spróbuj na przykład `pass` albo `draw military`",
    "sigismundus.error.number": "wpisz `{verb} <liczba>`, np. `{verb} 2` (`{verb} 0`, jeśli nic)",
    "sigismundus.error.verb": "nieznana akcja {word}; akcje: {verbs}, karta polityki albo pole akcji",
    "sigismundus.error.name": "{word} to nie nazwa znana tej grze (ród, kraj, karta, urząd…)",
    "sigismundus.error.a_country": "kraj",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

FIELDS = ("envoy", "patronage", "banners", "vacancy", "feast", "academy", "economist", "economist2", "agitation")
"""The action fields (Description of the Fields); ``economist2`` is the one used only by five players."""

VERBS: dict[str, tuple[str, ...]] = {
    "office": ("urzad",),
    "draw": ("dobierz", "ciagnij"),
    "court": ("sad", "sadkoscielny", "ecclesiasticalcourt"),
    "resign": ("zrzeknij", "oddaj"),
    "pay": ("zaplac", "placi"),
    "take": ("wez", "zabierz"),
    "prefer": ("wybierz", "choose"),
    "crown": ("koronuj",),
    "influence": ("wplywy", "markers"),
    "place": ("poloz", "umiesc"),
    "discard": ("odrzuc",),
    "offer": ("zaoferuj", "ducats", "dukaty"),
    "sell": ("sprzedaj",),
    "vote": ("glosuj", "glos"),
    "tax": ("podatek",),
    "support": ("poparcie",),
    "host": ("pospolite", "pospoliteruszenie", "noblehost"),
    "thumb": ("kciuk",),
    "decide": ("zdecyduj", "rozstrzygnij"),
    "keep": ("utrzymaj", "zachowaj"),
    "pass": ("pas", "pasuj", "nic", "none"),
    **{f: () for f in FIELDS},
    **{c: () for c in POLICY_KINDS},
}
"""Every verb, with the other words that name it. Policy cards and action fields are verbs too."""

FIELD_NAMES_PL = {
    "envoy": ("poselstwo", "posel"),
    "patronage": ("mecenat", "patronat"),
    "banners": ("chorągwie", "callingbanners", "zaciag_choragwi", "rekrutacja"),
    "vacancy": ("wakat", "wakans"),
    "feast": ("uczta", "noblesfeast", "ucztaszlachecka"),
    "academy": ("akademia",),
    "economist": ("ekonom",),
    "economist2": ("ekonom2",),
    "agitation": ("agitacja", "parliamentaryagitation", "agitacjasejmowa"),
}

AMOUNT_VERBS = ("offer", "sell", "vote", "tax", "support")
"""Verbs followed by one whole number (a secret amount)."""
LIST_VERBS = ("discard", "feast", "influence", "host", "keep")
"""Verbs followed by a list of cards or units whose order does not matter (kept in a fixed order)."""

OTHER_WORDS = {
    "first": ("pierwsze", "pierwszy", "left"),
    "last": ("ostatnie", "ostatni", "right"),
    "up": ("for", "yes", "za", "tak", "aye"),
    "down": ("against", "no", "przeciw", "nie", "nay"),
    "internal": ("wewnetrzna", "wewnetrzne", "internalpolicy"),
    "foreign": ("zagraniczna", "zagraniczne", "foreignpolicy"),
    "military": ("wojskowa", "wojskowe", "militarypolicy"),
    "artillery": ("artyleria", "art", "cannon"),
    "hussars": ("husaria", "hussar", "husarz", "hus"),
    "infantry": ("piechota", "inf", "foot"),
}


@dataclass(frozen=True, repr=False)
class Act(Action):
    """One action: a verb and its words, already canonical."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    def arg(self, i: int) -> str:
        return self.args[i] if i < len(self.args) else ""

    def number(self, i: int = 0) -> int:
        """The ``i``-th word as a number (the parser wrote it canonically), or -1 if it is none."""
        word = self.arg(i)
        return int(word) if is_number(word) else -1


def order_key(word: str) -> tuple[int, int]:
    """The fixed order of words in a list: ``host`` first, then units, then cards in the rulebook's order."""
    if word == "host":
        return (0, 0)
    if word in UNITS:
        return (1, UNITS.index(word))
    if word in POLICY_KINDS:
        return (2, POLICY_KINDS.index(word))
    return (3, 0)


class Parser:
    """Parses action text against one board (names and aliases come from the data)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.verbs: dict[str, str] = {}
        for verb, others in VERBS.items():
            for word in (verb, *others, *FIELD_NAMES_PL.get(verb, ())):
                self.verbs[normalise(word)] = verb
        for card in board.policy:
            for word in (card.key, card.name, card.name_pl, *card.aliases):
                self.verbs.setdefault(normalise(word), card.key)
        found: dict[str, set[str]] = {}

        def add(canonical: str, *names: str) -> None:
            for name in names:
                found.setdefault(normalise(name), set()).add(canonical)

        for h in board.houses:
            add(h.key, h.key, h.title)
        for c in board.countries:
            add(c.key, c.key, c.title, c.name_pl, *c.aliases)
        for card in board.policy:
            add(card.key, card.key, card.name, card.name_pl, *card.aliases)
        for f in board.figures:
            add(f.key, f.key, f.title, f.name_pl)
        for o in board.offices:
            add(str(o.number), o.title, o.name_pl)
        for word, others in OTHER_WORDS.items():
            add(word, word, *others)
        for deck in DECKS:
            add(deck, deck)
        self.words = {alias: next(iter(keys)) for alias, keys in found.items() if len(keys) == 1}
        self.longest = 5

    def parse(self, text: str) -> Action:
        words = text.strip().split()
        if not words:
            raise MalformedAction(msg("sigismundus.error.empty"))
        verb, rest = self.verb(words)
        if verb == "place":
            values = parse_pairs(rest, self.country_aliases(), msg("sigismundus.error.a_country"))
            values = with_zeros(values, self.board.country_keys) if values else values
            return Act(verb, tuple(f"{k}={values[k]}" for k in self.board.country_keys if k in values))
        args = self.args(rest)
        if verb in AMOUNT_VERBS:
            if len(args) != 1 or not is_number(args[0]):
                raise MalformedAction(msg("sigismundus.error.number", verb=verb))
            return Act(verb, tuple(args))
        if verb in LIST_VERBS:
            return Act(verb, tuple(sorted(args, key=order_key)))
        return Act(verb, tuple(args))

    def verb(self, words: list[str]) -> tuple[str, list[str]]:
        """The verb (one or more words, e.g. ``raft of the vistula river``) and the words after it."""
        for size in range(min(len(words), self.longest), 0, -1):
            key = normalise("".join(words[:size]))
            if key in self.verbs:
                return self.verbs[key], words[size:]
        known = ", ".join(sorted(v for v in VERBS if v not in POLICY_KINDS and v not in FIELDS))
        raise MalformedAction(msg("sigismundus.error.verb", word=repr(words[0]), verbs=known))

    def args(self, words: list[str]) -> list[str]:
        """Canonical words: numbers as they are, names (of one or more words) by their key."""
        out: list[str] = []
        i = 0
        while i < len(words):
            word = words[i]
            if numeric(word):
                out.append(str(read_number(word)))
                i += 1
                continue
            for size in range(min(len(words) - i, self.longest), 0, -1):
                key = normalise("".join(words[i : i + size]))
                if key in self.words:
                    out.append(self.words[key])
                    i += size
                    break
            else:
                if normalise(word) == "host":
                    out.append("host")
                    i += 1
                    continue
                raise MalformedAction(msg("sigismundus.error.name", word=repr(word)))
        return out

    def country_aliases(self) -> dict[str, str]:
        return {alias: key for alias, key in self.words.items() if key in self.board.country_keys}
