"""The names Sigismundus Augustus's sentences and labels insert, in every language.

Each is a :class:`~rules.core.messages.Name`: the English template prints the English name, the Polish one
the Polish name from the data edition (``name_pl``, ``act_pl``), and a Polish template may ask for the form
its sentence needs (``forms_pl``): an office in the genitive ("zdobywa urząd {office:gen}" → "zdobywa urząd
kasztelana krakowskiego (3)"), a country where or whither ("{country:in}" → "w Szwecji", "{country:into}" →
"do Szwecji"), a figure in the accusative ("porywa {figure:acc}"). Units and decks, which the data does not
name, are named here; so are the houses' colours, which a Polish seat name gives as a masculine adjective
("Zamoyski (czerwony)").

A label for a button or a menu is a plain text, a :class:`Name` or a catalogue :class:`Msg`; :func:`choice`
turns it into a :class:`Choice` whose English ``label`` is what it always was and whose ``name`` lets a
surface show it in its reader's language.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from rules.core.decision import Choice, Slot
from rules.core.messages import CATALOGUE, Msg, Name, SeatRef
from rules.sigismundus.board import Board

Plain = str | Name | Msg
"""A plain label: a text (the same in every language), a name, or a sentence."""


@dataclass(frozen=True)
class Described:
    """A label with a line saying what the choice does and costs (``Choice.detail``): a card with its
    effect, an office with its income and prestige, a figure with its ability."""

    label: Plain
    detail: Plain


Label = Plain | Described
"""What a choice is labelled with: a plain label, or one with its detail."""

UNITS: dict[str, tuple[str, str, str]] = {
    # English; Polish: the unit kind, its genitive ("Faza artylerii", "2 jednostki husarii")
    "artillery": ("artillery", "artyleria", "artylerii"),
    "hussars": ("hussars", "husaria", "husarii"),
    "infantry": ("infantry", "piechota", "piechoty"),
}
"""The three kinds of military unit (Military Markers)."""

DECKS: dict[str, tuple[str, str, str]] = {
    "internal": ("Internal Policy", "Polityka wewnętrzna", "polityki wewnętrznej"),
    "foreign": ("Foreign Policy", "Polityka zagraniczna", "polityki zagranicznej"),
    "military": ("Military Policy", "Polityka wojskowa", "polityki wojskowej"),
}
"""The three Policy decks (Policy Cards): "z talii {deck:gen}" → "z talii polityki wojskowej"."""

COLOURS: dict[str, str] = {
    "red": "czerwony",
    "blue": "niebieski",
    "green": "zielony",
    "yellow": "żółty",
    "white": "biały",
    "black": "czarny",
    "purple": "fioletowy",
    "orange": "pomarańczowy",
    "brown": "brązowy",
    "pink": "różowy",
    "grey": "szary",
    "gray": "szary",
}
"""House colours as a Polish player is named by them (masculine: "gracz czerwony"). An edition may colour a
house otherwise; a colour not listed here keeps its English word."""


def office(board: Board, number: int) -> Name:
    """An office with its number, as sentences and choices name it: "castellanus cracoviensis (3)",
    "kasztelan krakowski (3)", genitive "kasztelana krakowskiego (3)"."""
    o = board.office(number)
    forms = {tag: f"{text} ({number})" for tag, text in o.forms_pl.items()}
    return Name({"en": f"{o.title} ({number})", "pl": f"{o.name_pl} ({number})"}, {"pl": forms})


def office_title(board: Board, number: int) -> Name:
    """An office's name alone: "castellanus cracoviensis", "kasztelan krakowski"."""
    o = board.office(number)
    return Name({"en": o.title, "pl": o.name_pl}, {"pl": dict(o.forms_pl)})


def office_kind(board: Board, kind: str) -> Name:
    """A kind of office: "Land", "ziemski" (an adjective of "urząd")."""
    k = board.office_kinds[kind]
    return Name({"en": k.name, "pl": k.name_pl})


def country(board: Board, key: str) -> Name:
    c = board.country(key)
    return Name({"en": c.title, "pl": c.name_pl}, {"pl": dict(c.forms_pl)})


def card(board: Board, key: str) -> Name:
    """A Policy card: "Secret Pact", "Tajny pakt"."""
    c = board.card(key)
    return Name({"en": c.name, "pl": c.name_pl})


def figure(board: Board, key: str) -> Name:
    f = board.figure(key)
    return Name({"en": f.title, "pl": f.name_pl}, {"pl": dict(f.forms_pl)})


def act(board: Board, number: int) -> Name:
    """The Act of Law of the Sejm card for round ``number``."""
    card = board.sejm_card(number)
    return Name({"en": str(card.act.value), "pl": card.act_pl})


def track(board: Board, key: str) -> Name:
    """A Support track: "Royal Support", "Poparcie królewskie", genitive "Poparcia królewskiego"."""
    t = board.tracks[key]
    return Name({"en": t.name, "pl": t.name_pl}, {"pl": dict(t.forms_pl)})


def deck(key: str) -> Name:
    en, pl, gen = DECKS[key]
    return Name({"en": en, "pl": pl}, {"pl": {"gen": gen}})


def unit(key: str) -> Name:
    """A kind of unit, in the lower case sentences use: "hussars", "husaria", genitive "husarii"."""
    return _UNIT_NAMES[key]


_UNIT_NAMES = {key: Name({"en": en, "pl": pl}, {"pl": {"gen": gen}}) for key, (en, pl, gen) in UNITS.items()}


def colour(key: str) -> Name:
    """A house's colour: "red", "czerwony"; a colour without a Polish word stays as it is."""
    return Name({"en": key, "pl": COLOURS.get(key, key)})


_ENGLISH: dict[Hashable, str] = {}
"""English label texts already formatted, by their message (menus are built at every decision)."""


def english(label: Label) -> str:
    """A label's English text (what ``Choice.label`` has always held)."""
    if isinstance(label, Described):
        return english(label.label)
    if not isinstance(label, Msg):
        return str(label)
    key = _frozen(label)
    text = _ENGLISH.get(key)
    if text is None:
        text = _ENGLISH[key] = CATALOGUE.format(label, str, "en")
    return text


def _frozen(value: object) -> Hashable:
    """A message (or parameter) as a hashable value that determines its English text (a name by its
    English text, a number apart from the same digits as text, which plural forms read differently)."""
    if isinstance(value, Msg):
        return (value.key, tuple((k, _frozen(v)) for k, v in sorted(value.params.items())))
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, SeatRef):
        return ("seat", int(value))
    if isinstance(value, int | str):
        return value
    return (type(value).__name__, str(value))


def choice(text: str, label: Label, detail: Plain | None = None) -> Choice:
    """A :class:`Choice` with its English label, its label in every language when it has one, and what it
    does (``detail``, or the detail a :class:`Described` label carries)."""
    if isinstance(label, Described):
        plain, detail = label.label, label.detail
    else:
        plain = label
    if isinstance(plain, Name | Msg):
        return Choice(text, english(plain), name=plain, detail=detail)
    return Choice(text, plain, detail=detail)


def slot(key: str, label: Label, detail: Plain | None = None) -> Slot:
    """A :class:`Slot` labelled like :func:`choice`."""
    if isinstance(label, Described):
        plain, detail = label.label, label.detail
    else:
        plain = label
    if isinstance(plain, Name | Msg):
        return Slot(key, english(plain), name=plain, detail=detail)
    return Slot(key, plain, detail=detail)
