"""The names Niepodległa's sentences and menus insert, in every language: figures, cities, regions,
the parts of the basic board, tokens, ranks (spelled in the data edition: ``name_pl``, ``forms_pl``…),
and the game's own words — symbols, obstacle kinds, policy tracks, colours.

Each is a :class:`~rules.core.messages.Name`: an English template prints the English name, a Polish
one the Polish name, and a Polish template may ask for the form its sentence needs:

* a place (a city, a region, a part of the basic board): ``{city:in}`` "w Krakowie", "we Lwowie",
  ``{city:into}`` "do Krakowa", ``{region:gen}`` "Galicji";
* a figure's short name: ``{figure:gen}`` "Piłsudskiego" ("kość Piłsudskiego");
* an obstacle kind: ``{kind:gen}`` "państw centralnych" ("żeton wpływów państw centralnych");
* a colour: ``{colour}`` "szare" (pawns), ``{colour:m}`` "szary" (a player).

Cards, tokens, symbols and seats stay in the nominative in Polish sentences ("Piłsudski wykonuje: …").

A die is named as players call it, never by its key in the action texts (``n3``, ``pilsudski``): "neutral die 3",
"Piłsudski's die", with what it shows in words ("two diplomacy"); a Polish template may ask for ``{die:acc}``
("przekazuje kość neutralną 3").

A menu label or a proposal built from several names is a :class:`Name` too, made per language
(:func:`per_language`), so a button reads in its reader's language (:func:`choice`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from rules.core.decision import Choice
from rules.core.memo import Memo
from rules.core.messages import CATALOGUE, LANGUAGES, Msg, Name, Param, msg, name
from rules.niepodlegla.board import Board, Figure

SYMBOLS_PL = {
    "people": "ludzie",
    "diplomacy": "dyplomacja",
    "money": "pieniądze",
    "armed": "walka zbrojna",
    "portrait": "portret",
}
"""The dice symbols in Polish: people (aktywność społeczna), diplomacy, money, armed action, and the
portrait of a figure die."""

COLOURS: dict[str, tuple[str, str]] = {
    # English; Polish: plural (pawns, "szare pionki"), masculine (a player, "Szary")
    "grey": ("szare", "szary"),
    "white": ("białe", "biały"),
    "red": ("czerwone", "czerwony"),
    "green": ("zielone", "zielony"),
    "blue": ("niebieskie", "niebieski"),
    "yellow": ("żółte", "żółty"),
    "black": ("czarne", "czarny"),
    "brown": ("brązowe", "brązowy"),
    "orange": ("pomarańczowe", "pomarańczowy"),
    "purple": ("fioletowe", "fioletowy"),
    "pink": ("różowe", "różowy"),
}
"""The colours of the figures' pawns; a template asks for ``{colour}`` (pawns) or ``{colour:m}`` (a player)."""

KINDS: dict[str, tuple[str, str, str]] = {
    # English (as the sentences have always named them); Polish: nominative, genitive
    "central": ("Central Powers", "państwa centralne", "państw centralnych"),
    "tsarist": ("Russian tsarist", "carska Rosja", "carskiej Rosji"),
    "bolshevik": ("Bolshevik", "bolszewicy", "bolszewików"),
    "ukrainian": ("Ukrainian", "Ukraińcy", "Ukraińców"),
}
"""The four kinds of obstacle token: whose influence they show. Polish sentences name a token by its
power's genitive: "żeton wpływów państw centralnych"."""

TRACKS: dict[str, tuple[str, str]] = {
    "consent": ("National consent", "Zgoda narodowa"),
    "foreign": ("Foreign policy", "Polityka zagraniczna"),
}
"""The two policy tracks (The "Foreign Policy" and "National Consent" Tracks)."""


# --- the game's own words ------------------------------------------------------------------------------


def symbol(key: str) -> Name:
    """A dice symbol: "people" / "ludzie"."""
    return name(key, SYMBOLS_PL.get(key, key))


def symbols(keys: Iterable[str], sep: str = ", ") -> Name:
    """Symbols one after another, as a mission or a face lists them: "people, armed" / "ludzie, walka zbrojna"."""
    keys = list(keys)
    return name(sep.join(keys), sep.join(SYMBOLS_PL.get(k, k) for k in keys))


def counted(keys: Iterable[str]) -> Name:
    """Symbols with how many of each: "armed ×2, people" / "walka zbrojna ×2, ludzie"."""
    keys = list(keys)
    order = [k for k in (*SYMBOLS_PL, *keys) if k in keys]
    seen = list(dict.fromkeys(order))

    def build(lang: str) -> str:
        def one(k: str) -> str:
            word = SYMBOLS_PL.get(k, k) if lang == "pl" else k
            n = keys.count(k)
            return f"{word} ×{n}" if n > 1 else word

        return ", ".join(one(k) for k in seen)

    return per_language(build)


def shown(keys: Sequence[str]) -> Name:
    """The symbols one face shows, as a player says them: "people", "two diplomacy" / "dwa razy dyplomacja"
    (a double face), "people and money"."""
    keys = list(keys)

    def build(lang: str) -> str:
        said = []
        for key in dict.fromkeys(keys):
            n = keys.count(key)
            if n == 1:
                said.append(symbol(key).text(lang))
            else:
                many = msg("niepodlegla.face.two" if n == 2 else "niepodlegla.face.many", n=n, symbol=symbol(key))
                said.append(text_in(many, lang))
        return text_in(msg("niepodlegla.sep.and"), lang).join(said)

    return per_language(build)


_FACES: Memo[tuple[Board, Name]] = Memo(256)
"""Each face of each die, said once per board (kept alive by the entry): a roll and every menu of the struggle
name the faces."""


def face(board: Board, figure_key: str, index: int) -> Name:
    """What a die's face shows: "people", "two diplomacy" / "dwa razy dyplomacja"."""

    def build() -> tuple[Board, Name]:
        keys = board.figure(figure_key).face(index) if figure_key else board.neutral_faces[index]
        return board, shown(keys)

    return _FACES.get((id(board), figure_key, index), build)[1]


def _both(said: Msg, acc: Msg) -> Name:
    """A name made of a message in every language, with its accusative (``{die:acc}``: "kość neutralną 3")."""
    return Name(
        {lang: text_in(said, lang) for lang in LANGUAGES}, {lang: {"acc": text_in(acc, lang)} for lang in LANGUAGES}
    )


_DICE: Memo[tuple[Board, Name]] = Memo(1024)
"""Each die with each face, named once per board (kept alive by the entry)."""


def die_name(board: Board, die_id: str, figure_key: str) -> Name:
    """A die as players call it: "Piłsudski's die" / "kość Piłsudskiego", "neutral die 3" / "kość neutralna 3"
    (``{die:acc}``: "kość neutralną 3"). Its key (``n3``, ``pilsudski``) is for action texts only."""
    if figure_key:
        said = msg("niepodlegla.die.figure", figure=figure(board, figure_key))
        return _both(said, said)
    number = die_id[1:] if die_id[:1] == "n" and die_id[1:].isdigit() else die_id
    return _both(msg("niepodlegla.die.neutral", n=number), msg("niepodlegla.die.neutral.acc", n=number))


def die(board: Board, die_id: str, figure_key: str, index: int) -> Name:
    """A die and what it shows, as a roll or a menu names it: "neutral die 1 (two diplomacy)", "Piłsudski's die
    (people)" / "kość Piłsudskiego (ludzie)"; the die alone before its first roll (``index`` below 0)."""

    def build() -> tuple[Board, Name]:
        named = die_name(board, die_id, figure_key)
        if index < 0:
            return board, named
        shows = face(board, figure_key, index)
        said = msg("niepodlegla.die.showing", die=named, face=shows)
        return board, _both(said, msg("niepodlegla.die.showing.acc", die=named, face=shows))

    return _DICE.get((id(board), die_id, figure_key, index), build)[1]


def colour(key: str) -> Name:
    """A pawns' colour: "grey" / "szare" (``{colour:m}``: "szary")."""
    plural, masculine = COLOURS.get(key, (key, key))
    return name(key, plural, {"m": masculine})


def kind(key: str) -> Name:
    """An obstacle kind: "Central Powers" / "państwa centralne" (``{kind:gen}``: "państw centralnych")."""
    en, pl, gen = KINDS.get(key, (key, key, key))
    return name(en, pl, {"gen": gen})


def track(key: str, lower: bool = False) -> Name:
    """A policy track: "National consent" / "Zgoda narodowa" (``lower``: as inside a phrase)."""
    en, pl = TRACKS.get(key, (key, key))
    if lower:
        return name(en.lower(), pl.lower())
    return name(en, pl)


# --- names from the data edition -------------------------------------------------------------------


_FIGURES: Memo[tuple[Figure, Name]] = Memo(256)
"""Each figure's short name, built once (by the figure's identity, which the entry keeps alive): every seat is
named by its figure, in every line that names it."""


def figure(board: Board, key: str) -> Name:
    """A figure's short name: "Piłsudski" (``{figure:gen}``: "Piłsudskiego")."""
    f = board.figure(key)
    return _FIGURES.get(id(f), lambda: (f, name(f.short, f.short_pl or f.short, f.forms_pl)))[1]


def figure_full(board: Board, key: str) -> Name:
    """A figure's full name: "Józef Piłsudski"."""
    f = board.figure(key)
    return name(f.name, f.name_pl or f.name)


def city(board: Board, key: str) -> Name:
    """A city (an area of the advanced map): "Lwów" (``{city:in}``: "we Lwowie")."""
    c = board.city(key)
    return name(c.name, c.name_pl or c.name, c.forms_pl)


def region(board: Board, key: str) -> Name:
    """A region of the advanced map: "Eastern Borderlands (Kresy Wschodnie)" / "Kresy Wschodnie"."""
    g = board.region(key)
    return name(g.name, g.name_pl or g.name, g.forms_pl)


ANY_AREA = name("any area", "dowolny obszar", {"gen": "dowolnego obszaru", "in": "w dowolnym obszarze",
                "into": "do dowolnego obszaru"})  # fmt: skip
RUSSIA = name("the Russian partition", "zabór rosyjski", {"gen": "zaboru rosyjskiego", "in": "w zaborze rosyjskim",
              "into": "do zaboru rosyjskiego"})  # fmt: skip


def place(board: Board, key: str) -> Name:
    """A place an effect names: a city, a region, the Russian partition or any area."""
    if key == "any":
        return ANY_AREA
    if key == "russia":
        return RUSSIA
    if board.is_city(key):
        return city(board, key)
    return region(board, key)


def part(board: Board, key: str) -> Name:
    """A part of the basic board: "Russian partition and Kingdom of Poland" / "Zabór rosyjski i Królestwo
    Polskie" (``{part:in}``: "w zaborze rosyjskim i Królestwie Polskim")."""
    p = board.part(key)
    return name(p.name, p.name_pl or p.name, p.forms_pl)


def part_short(board: Board, key: str) -> Param:
    """A part of the basic board as a short list names it ("Russian", "Consent"); its full name when the catalogue
    has no short one (a part an edition adds)."""
    short = f"niepodlegla.part_short.{key}"
    return msg(short) if CATALOGUE.has(short) else part(board, key)


def final_mission(board: Board, key: str) -> Name:
    """A basic final mission, named by its part of the board: "Wojna polsko-bolszewicka"."""
    p = board.part(key)
    return name(str(p.final_name.value), p.final_name_pl or str(p.final_name.value))


def token(board: Board, key: str) -> Name:
    """An activist or morale token: "Ignacy Daszyński"."""
    t = board.token(key)
    return name(str(t.name.value), t.name_pl or str(t.name.value))


def rank(board: Board, score: int) -> Name:
    """The rank a score earns (Scoring): "major"; the table's last rank for anything below it."""
    found = next((r for r in board.ranks if r.low <= score <= r.high), board.ranks[-1])
    return name(str(found.rank.value), found.rank_pl or str(found.rank.value))


def last_rank(board: Board) -> Name:
    """The table's last rank (a defeat's)."""
    last = board.ranks[-1]
    return name(str(last.rank.value), last.rank_pl or str(last.rank.value))


# --- labels in every language --------------------------------------------------------------------------


def text_in(label: Param, lang: str) -> str:
    """A label (a message, a name, a text or a list of them) in ``lang``."""
    return CATALOGUE.label(label, lang)


class _Built(Mapping[str, str]):
    """A text by language, each built when first read: a label is mostly shown in one language only (the
    reader's), and building it is most of what a walk through a form's steps costs."""

    def __init__(self, build: Callable[[str], str], english: str) -> None:
        self._build = build
        self._built = {"en": english}

    def __getitem__(self, lang: str) -> str:
        if lang not in self._built:
            if lang not in LANGUAGES:
                raise KeyError(lang)
            self._built[lang] = self._build(lang)
        return self._built[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)

    def __repr__(self) -> str:
        return repr(dict(self))


class _PerLanguage(Name):
    """A :class:`Name` whose other languages are built on first use (the English one at once: it is the
    string itself)."""

    def __new__(cls, build: Callable[[str], str]) -> _PerLanguage:
        english = build("en")
        self = str.__new__(cls, english)
        self.texts = _Built(build, english)
        self.forms = {}
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (for the render pool) and copied as a plain :class:`Name` with every language built: the
        builder is a closure, which does not pickle."""
        return (Name, (dict(self.texts), self.forms))


def per_language(build: Callable[[str], str]) -> Name:
    """A text built per language (a label joined from several parts) as one :class:`Name`, each language
    when first read (``build`` reads only what never changes)."""
    return _PerLanguage(build)


def joined(items: Sequence[Param], sep: str | Param = ", ") -> Name:
    """Labels one after another: ``sep`` between them (a plain text, or a catalogue message such as
    " and " / " i ")."""
    return per_language(lambda lang: text_in(sep, lang).join(text_in(item, lang) for item in items))


def choice(text: str, label: Param, detail: Param | None = None) -> Choice:
    """A menu choice whose label reads in its reader's language (and in English by default, built when first
    read), with what it does and costs in one line (``detail``), when there is more to say than its label."""
    return Choice(text, None, label, detail)
