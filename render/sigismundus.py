"""The Sigismundus Augustus board image, drawn from a :class:`SigismundusView` and nothing else.

A view already leaves out what its reader may not see (other seats' hands and sealed answers), so drawing
only from the view keeps the picture honest: the public image goes to the channel, a seat's image (with its
own hand and sealed answer) only to that seat's DM. Geometry and colours come from
``data/sigismundus/layout.toml``; this module decides what to draw where inside those boxes.

The picture shows what a player at the physical table sees (rulebook, "The Board" and the components): the
Foreign Policy Directions track with the countries' markers (crowned or not), the Neighbouring Countries
with each house's House markers, the seal and a Secret Pact, the nine action fields with the Client tokens
on them, the Sejm card, Act of Law and Royal Demand in play with the bids revealed so far, the three Support
tracks and the Representatives, the Figures with the ducats on them, the Senatorial Offices with their
holders and Vacancy markers, the victory points, and a table of what each house holds (units sent to the
Noble Host grey), the round and phase, the first player, and whom the table waits for.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

import rules.sigismundus.messages  # noqa: F401  (registers the headline sentences in the catalogue)
from render.common import PiecePen, catalogue_label
from render.common import encode_png as encode_png  # part of every renderer's interface (bot/bench.py)
from render.layout_base import Rect, Style
from render.sigismundus_layout import OFFICE_KINDS, SigLayout, default_layout
from rules.core.messages import CATALOGUE, Name, Param
from rules.sigismundus.view import (
    ArmyView,
    CountryView,
    FigureView,
    OfficeView,
    SeatView,
    SigismundusView,
    TrackView,
)

CROWN = "♛"
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
UNIT_ORDER = ("artillery", "hussars", "infantry")
"""Unit kinds in the rulebook's order (Combat: Artillery, Hussars and Infantry phase)."""
FIELD_ORDER = ("envoy", "patronage", "banners", "vacancy", "feast", "academy", "economist", "economist2", "agitation")
"""The action fields (Description of the Fields 1-8; ``economist2`` is the five-player Economist)."""
FIVE_PLAYER_FIELDS = ("economist2",)
PHASE_NUMBERS = {
    "initiative": 1, "income": 2, "draw": 3, "special_actions": 4, "foreign_policy": 5, "actions": 6,
    "sejm_votes": 7, "bribery": 7, "voting": 7, "royal_demand": 7, "act_of_law": 7, "scoring": 8,
    "maintaining_the_army": 9,
}  # fmt: skip
"""The rulebook phase (Game Turn Overview 1-9) of each step of the flow; the Sejm's stages share 7."""
PHASES = 9

# --- labels ---------------------------------------------------------------------------------------

PREFIX = "render.sigismundus."

EN = {
    # phases (Game Turn Overview) and the Sejm's stages
    "phase.setup": "Preparing for the Game",
    "phase.initiative": "Initiative",
    "phase.income": "Income",
    "phase.draw": "Draw",
    "phase.special_actions": "Special Actions",
    "phase.foreign_policy": "Foreign Policy",
    "phase.actions": "Actions",
    "phase.sejm_votes": "Sejm: a) Counting Votes, b) Additional Votes",
    "phase.bribery": "Sejm: c) Bribery",
    "phase.voting": "Sejm: d) Voting",
    "phase.royal_demand": "Sejm: e) Royal Demand",
    "phase.act_of_law": "Sejm: f) Act of Law",
    "phase.scoring": "Scoring",
    "phase.maintaining_the_army": "Maintaining the Army",
    "phase.end_of_game": "End of the Game",
    "strip.sejm_votes": "Sejm a)–b): Votes",
    "headline": "Round {round} of {rounds} · {phase}",
    "game_over": "Game over — final position",
    "game_won": "Game over — {house} wins",
    "place.1": "Winner {crown}",
    "place.2": "2nd place",
    "place.3": "3rd place",
    "place.4": "4th place",
    "place.5": "5th place",
    "private_view": "Private view for {house}",
    "edition": "edition {edition}",
    "round": "Round",
    "phase": "Phase",
    "waiting_for": "Waiting for",
    "primus": "Primus",
    # the Foreign Policy Directions track and the Neighbouring Countries
    "foreign": "Foreign Policy Directions",
    "points": "{first}/{second} VP",
    "space": "Space {space} · {first}/{second} VP",
    "markers": "Markers",
    "seal": "Seal",
    "none": "none",
    "pact": "Secret Pact",
    "bonus": "Bonus: {bonus}",
    "bonus.free_unit": "{amount} {amount:unit|units} kept free",
    "bonus.vote": "+{amount} {amount:vote|votes} at the Sejm",
    "bonus.income": "+{amount} {amount:ducat|ducats} of income",
    "bonus.draw": "+{amount} {amount:card|cards} at the Draw",
    "bonus.combat": "+{amount} to each combat roll",
    "bonus.foray_immune": "safe from Foray",
    # the action fields (Description of the Fields)
    "field.envoy": "1. Envoy",
    "field.patronage": "2. Patronage",
    "field.banners": "3. Calling Banners",
    "field.vacancy": "4. Vacancy",
    "field.feast": "5. Nobles' Feast",
    "field.academy": "6. Academy",
    "field.economist": "7. Economist",
    "field.economist2": "7. Economist",
    "field.agitation": "8. Agitation in Sejm",
    "does.envoy": "marker on a country",
    "does.patronage": "take or bribe a Figure",
    "does.banners": "a unit from the bank",
    "does.vacancy": "marker on a free office",
    "does.feast": "Senatorial track +1",
    "does.academy": "take Policy cards",
    "does.economist": "gain ducats",
    "does.economist2": "gain ducats",
    "does.agitation": "Parliamentary track +1",
    "five_only": "only with five players",
    # the Sejm
    "sejm": "Sejm {roman}",
    "sejm_none": "Sejm",
    "act": "Act of Law:",
    "demand": "Royal Demand:",
    "demand.tax": "Tax (bid ducats)",
    "demand.support": "Support in Sejm (bid votes)",
    "demand.host": "Noble Host (bid units)",
    "demand_hidden": "not revealed yet",
    "acts_passed": "Acts passed:",
    "voting_on": "Voting on office:",
    "ducats_offered": "Ducats offered:",
    "votes_offered": "Votes for sale:",
    "combat": "Combat:",
    "attacks": "{attacker} attacks {defender} ({card})",
    "stage.0": "artillery phase next",
    "stage.1": "hussars phase next",
    "stage.2": "infantry phase next",
    "stage.3": "combat over",
    "wounds": "wounds owed {a}/{d}",
    # Support tracks and Representatives
    "tracks": "Support tracks",
    "votes_per_space": "votes per space",
    "representative": "Representative",
    "track.royal": "Royal Support",
    "track.senatorial": "Senatorial Support",
    "track.parliamentary": "Parliamentary Support",
    "rep.royal": "Royal",
    "rep.magnate": "Magnate's",
    "rep.nobility": "Nobility's",
    # Figures
    "figures": "Figures",
    "revealed": "Revealed",
    "effect.ribbon": "ribbon {amount} VP",
    "effect.income": "+{amount} income",
    "effect.vote": "+{amount} {amount:vote|votes}",
    "effect.combat": "+{amount} combat",
    "effect.free_unit": "{amount} free {amount:unit|units}",
    "effect.client": "+{amount} Client",
    # Senatorial Offices
    "offices": "Senatorial Offices",
    "offices_note": "income · prestige · holder",
    "kind.ecclesiastical": "Ecclesiastical",
    "kind.ministerial": "Ministerial",
    "kind.land": "Land",
    # victory points and the houses table
    "vp_track": "Victory points",
    "column.house": "House",
    "column.vp": "VP",
    "column.ducats": "Ducats",
    "column.votes": "Votes",
    "column.army": "Army",
    "column.clients": "Clients",
    "column.markers": "Markers",
    "column.cards": "Cards",
    "column.offices": "Offices",
    "column.status": "Status",
    "you": "(you)",
    "submitted": "✓ submitted",
    "waiting": "… waiting",
    "unit.artillery": "A",
    "unit.hussars": "H",
    "unit.infantry": "I",
    # bank, decks and key
    "bank": "Bank:",
    "bank.votes": "{n} {n:vote|votes}",
    "bank.clients": "{n} Client {n:token|tokens}",
    "bank.artillery": "{n} artillery",
    "bank.hussars": "{n} hussars",
    "bank.infantry": "{n} infantry",
    "decks": "Policy decks:",
    "deck": "{deck} {left} (discards {discards})",
    "deck.internal": "Internal",
    "deck.foreign": "Foreign",
    "deck.military": "Military",
    "key": "Key:",
    "key.marker": "House marker",
    "key.client": "Client",
    "key.army": "artillery, hussars, infantry",
    "key.host": "Noble Host",
    "key.ducats": "ducats",
    "key.crown": "crowned, prestige",
    "key.primus": "first player",
    "key.protected": "Church Foundation",
    "key.ribbon": "Figure with a gold ribbon (VP at the end)",
    # the seat's own hand and sealed answer
    "hand": "Your hand (only you see this):",
    "no_cards": "no cards",
    "sealed": "Your sealed answer (only you see this):",
    "card.client": "Client",
    "card.primus": "Primus Inter Pares",
    "card.death": "Death of a Senator",
    "card.foundation": "Church Foundation",
    "card.raft": "Raft of the Vistula River",
    "card.mission": "Diplomatic Mission",
    "card.negotiations": "Negotiations",
    "card.pact": "Secret Pact",
    "card.enlistment": "Enlistment",
    "card.abduction": "Abduction",
    "card.sack": "Sack",
    "card.foray": "Foray",
    # the edition's names, by key (English: as the shipped edition spells them)
    "country.lithuania": "Grand Duchy of Lithuania",
    "country.sweden": "Sweden",
    "country.muscovy": "Muscovy",
    "country.austria": "Austria",
    "country.ottoman": "Ottoman Empire",
    "country.crimea": "Crimean Khanate",
    "short.lithuania": "Lithuania",
    "short.sweden": "Sweden",
    "short.muscovy": "Muscovy",
    "short.austria": "Austria",
    "short.ottoman": "Ottomans",
    "short.crimea": "Crimea",
    "act.recognition_of_queen_barbara": "Recognition of Queen Barbara",
    "act.suspension_of_church_jurisdiction": "Suspension of church jurisdiction",
    "act.national_church": "National Church",
    "act.execution_of_the_crown_lands": "Execution of the Crown lands",
    "act.incompatibilitatis": "Incompatibilitatis",
    "act.quarter_army": "Quarter army",
    "act.maritime_commission": "Maritime Commission",
    "act.union_of_lublin": "Union of Lublin",
    "figure.secretary": "Royal Secretary",
    "figure.merchant": "Merchant of Gdańsk",
    "figure.banker": "Court Banker",
    "figure.orator": "Humanist Orator",
    "figure.lawyer": "Tribunal Lawyer",
    "figure.preacher": "Court Preacher",
    "figure.rotmistrz": "Rotmistrz of Hussars",
    "figure.gunner": "Master of Artillery",
    "figure.quartermaster": "Quartermaster",
    "figure.starost": "Border Starost",
    "figure.courtier": "Courtier",
    "figure.legate": "Envoy Abroad",
    "figure.poet": "Court Poet",
    "figure.painter": "Painter",
    "figure.architect": "Architect",
    "figure.astronomer": "Astronomer",
    "figure.historian": "Chronicler",
    "figure.printer": "Printer",
    "figure.composer": "Composer",
    "figure.physician": "Royal Physician",
    "figure.cartographer": "Cartographer",
    "figure.sculptor": "Sculptor",
    "figure.translator": "Bible Translator",
    "figure.theologian": "Theologian",
}

PL = {
    "phase.setup": "Przygotowanie gry",
    "phase.initiative": "Inicjatywa",
    "phase.income": "Dochód",
    "phase.draw": "Dobieranie kart",
    "phase.special_actions": "Akcje specjalne",
    "phase.foreign_policy": "Polityka zagraniczna",
    "phase.actions": "Akcje",
    "phase.sejm_votes": "Sejm: a) Liczenie głosów, b) Dodatkowe głosy",
    "phase.bribery": "Sejm: c) Przekupstwo",
    "phase.voting": "Sejm: d) Głosowanie",
    "phase.royal_demand": "Sejm: e) Żądanie królewskie",
    "phase.act_of_law": "Sejm: f) Ustawa",
    "phase.scoring": "Punktacja",
    "phase.maintaining_the_army": "Utrzymanie armii",
    "phase.end_of_game": "Koniec gry",
    "strip.sejm_votes": "Sejm a)–b): Głosy",
    "headline": "Runda {round} z {rounds} · {phase}",
    "game_over": "Koniec gry — stan końcowy",
    "game_won": "Koniec gry — wygrywa {house}",
    "place.1": "Zwycięzca {crown}",
    "place.2": "2. miejsce",
    "place.3": "3. miejsce",
    "place.4": "4. miejsce",
    "place.5": "5. miejsce",
    "private_view": "Widok prywatny: {house}",
    "edition": "edycja {edition}",
    "round": "Runda",
    "phase": "Faza",
    "waiting_for": "Czekamy na",
    "primus": "Primus",
    "foreign": "Kierunki polityki zagranicznej",
    "points": "{first}/{second} PZ",
    "space": "Pole {space} · {first}/{second} PZ",
    "markers": "Znaczniki",
    "seal": "Pieczęć",
    "none": "brak",
    "pact": "Tajny pakt",
    "bonus": "Premia: {bonus}",
    "bonus.free_unit": "{amount} {amount:jednostka|jednostki|jednostek} bez żołdu",
    "bonus.vote": "+{amount} {amount:głos|głosy|głosów} w Sejmie",
    "bonus.income": "+{amount} {amount:dukat|dukaty|dukatów} dochodu",
    "bonus.draw": "+{amount} {amount:karta|karty|kart} przy dobieraniu",
    "bonus.combat": "+{amount} do rzutów w walce",
    "bonus.foray_immune": "odporność na Najazd",
    "field.envoy": "1. Poselstwo",
    "field.patronage": "2. Mecenat",
    "field.banners": "3. Zwołanie chorągwi",
    "field.vacancy": "4. Wakat",
    "field.feast": "5. Uczta szlachecka",
    "field.academy": "6. Akademia",
    "field.economist": "7. Ekonom",
    "field.economist2": "7. Ekonom",
    "field.agitation": "8. Agitacja sejmowa",
    "does.envoy": "znacznik rodu w kraju",
    "does.patronage": "weź lub przekup postać",
    "does.banners": "jednostka z banku",
    "does.vacancy": "znacznik na wolny urząd",
    "does.feast": "tor senatorski +1",
    "does.academy": "weź karty polityki",
    "does.economist": "zyskaj dukaty",
    "does.economist2": "zyskaj dukaty",
    "does.agitation": "tor sejmowy +1",
    "five_only": "tylko w grze pięciu osób",
    "sejm": "Sejm {roman}",
    "sejm_none": "Sejm",
    "act": "Ustawa:",
    "demand": "Żądanie królewskie:",
    "demand.tax": "Podatek (licytacja dukatów)",
    "demand.support": "Poparcie w Sejmie (licytacja głosów)",
    "demand.host": "Pospolite ruszenie (licytacja jednostek)",
    "demand_hidden": "jeszcze nieodkryte",
    "acts_passed": "Uchwalone ustawy:",
    "voting_on": "Głosowanie o urząd:",
    "ducats_offered": "Oferowane dukaty:",
    "votes_offered": "Głosy na sprzedaż:",
    "combat": "Walka:",
    "attacks": "{attacker} atakuje: {defender} ({card})",
    "stage.0": "teraz faza artylerii",
    "stage.1": "teraz faza husarii",
    "stage.2": "teraz faza piechoty",
    "stage.3": "walka skończona",
    "wounds": "rany do zapłacenia {a}/{d}",
    "tracks": "Tory poparcia",
    "votes_per_space": "głosy za pole",
    "representative": "Przedstawiciel",
    "track.royal": "Poparcie królewskie",
    "track.senatorial": "Poparcie senatorskie",
    "track.parliamentary": "Poparcie sejmowe",
    "rep.royal": "Króla",
    "rep.magnate": "Magnatów",
    "rep.nobility": "Szlachty",
    "figures": "Postacie",
    "revealed": "Odkryte",
    "effect.ribbon": "wstęga {amount} PZ",
    "effect.income": "+{amount} dochodu",
    "effect.vote": "+{amount} {amount:głos|głosy|głosów}",
    "effect.combat": "+{amount} w walce",
    "effect.free_unit": "{amount} {amount:jednostka|jednostki|jednostek} bez żołdu",
    "effect.client": "+{amount} klient",
    "offices": "Urzędy senatorskie",
    "offices_note": "dochód · prestiż · posiadacz",
    "kind.ecclesiastical": "Kościelne",
    "kind.ministerial": "Ministerialne",
    "kind.land": "Ziemskie",
    "vp_track": "Punkty zwycięstwa",
    "column.house": "Ród",
    "column.vp": "PZ",
    "column.ducats": "Dukaty",
    "column.votes": "Głosy",
    "column.army": "Armia",
    "column.clients": "Klienci",
    "column.markers": "Znaczniki",
    "column.cards": "Karty",
    "column.offices": "Urzędy",
    "column.status": "Stan",
    "you": "(ty)",
    "submitted": "✓ złożone",
    "waiting": "… czekamy",
    "unit.artillery": "A",
    "unit.hussars": "H",
    "unit.infantry": "P",
    "bank": "Bank:",
    "bank.votes": "{n} {n:głos|głosy|głosów}",
    "bank.clients": "{n} {n:żeton|żetony|żetonów} klienta",
    "bank.artillery": "{n} artylerii",
    "bank.hussars": "{n} husarii",
    "bank.infantry": "{n} piechoty",
    "decks": "Talie polityki:",
    "deck": "{deck} {left} (odrzucone {discards})",
    "deck.internal": "wewnętrzna",
    "deck.foreign": "zagraniczna",
    "deck.military": "wojskowa",
    "key": "Legenda:",
    "key.marker": "znacznik rodu",
    "key.client": "klient",
    "key.army": "artyleria, husaria, piechota",
    "key.host": "pospolite ruszenie",
    "key.ducats": "dukaty",
    "key.crown": "korona, prestiż",
    "key.primus": "pierwszy gracz",
    "key.protected": "fundacja kościelna",
    "key.ribbon": "postać ze złotą wstęgą (PZ na koniec gry)",
    "hand": "Twoja ręka (widzisz ją tylko ty):",
    "no_cards": "brak kart",
    "sealed": "Twoja zapieczętowana odpowiedź (widzisz ją tylko ty):",
    "card.client": "Klient",
    "card.primus": "Primus inter pares",
    "card.death": "Śmierć senatora",
    "card.foundation": "Fundacja kościelna",
    "card.raft": "Flis wiślany",
    "card.mission": "Misja dyplomatyczna",
    "card.negotiations": "Negocjacje",
    "card.pact": "Tajny pakt",
    "card.enlistment": "Zaciąg",
    "card.abduction": "Porwanie",
    "card.sack": "Grabież",
    "card.foray": "Najazd",
    "country.lithuania": "Wielkie Księstwo Litewskie",
    "country.sweden": "Szwecja",
    "country.muscovy": "Moskwa",
    "country.austria": "Austria",
    "country.ottoman": "Imperium Osmańskie",
    "country.crimea": "Chanat Krymski",
    "short.lithuania": "Litwa",
    "short.sweden": "Szwecja",
    "short.muscovy": "Moskwa",
    "short.austria": "Austria",
    "short.ottoman": "Turcja",
    "short.crimea": "Krym",
    "act.recognition_of_queen_barbara": "Uznanie królowej Barbary",
    "act.suspension_of_church_jurisdiction": "Zawieszenie jurysdykcji duchownej",
    "act.national_church": "Kościół narodowy",
    "act.execution_of_the_crown_lands": "Egzekucja dóbr królewskich",
    "act.incompatibilitatis": "Incompatibilitatis",
    "act.quarter_army": "Wojsko kwarciane",
    "act.maritime_commission": "Komisja Morska",
    "act.union_of_lublin": "Unia lubelska",
    "figure.secretary": "Sekretarz królewski",
    "figure.merchant": "Kupiec gdański",
    "figure.banker": "Bankier dworski",
    "figure.orator": "Mówca humanista",
    "figure.lawyer": "Prawnik trybunalski",
    "figure.preacher": "Kaznodzieja nadworny",
    "figure.rotmistrz": "Rotmistrz husarski",
    "figure.gunner": "Starszy nad armatą",
    "figure.quartermaster": "Kwatermistrz",
    "figure.starost": "Starosta graniczny",
    "figure.courtier": "Dworzanin",
    "figure.legate": "Poseł na obcym dworze",
    "figure.poet": "Poeta dworski",
    "figure.painter": "Malarz",
    "figure.architect": "Architekt",
    "figure.astronomer": "Astronom",
    "figure.historian": "Kronikarz",
    "figure.printer": "Drukarz",
    "figure.composer": "Kompozytor",
    "figure.physician": "Medyk królewski",
    "figure.cartographer": "Kartograf",
    "figure.sculptor": "Rzeźbiarz",
    "figure.translator": "Tłumacz Biblii",
    "figure.theologian": "Teolog",
}

CATALOGUE.add("en", {PREFIX + key: text for key, text in EN.items()})
CATALOGUE.add("pl", {PREFIX + key: text for key, text in PL.items()})


def label(lang: str, key: str, **params: Param) -> str:
    """The board label ``render.sigismundus.<key>`` in ``lang``."""
    return catalogue_label(PREFIX, lang, key, **params)


def local(name: str, lang: str) -> str:
    """A name from the view in ``lang``: a :class:`Name` carries its own spellings, plain text is as it is."""
    return name.text(lang) if isinstance(name, Name) else str(name)


def slug(text: str) -> str:
    """A catalogue key part for a name the view gives only as English text: ``National Church`` →
    ``national_church``."""
    return "_".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


# --- the entry points -----------------------------------------------------------------------------


def board_png(view: SigismundusView, layout: SigLayout | None = None, lang: str = "en") -> bytes:
    """The board image for ``view`` as PNG bytes, its labels in ``lang``: what the bot posts."""
    return encode_png(draw(view, layout or default_layout(), lang))


def draw(view: SigismundusView, layout: SigLayout, lang: str = "en") -> Image.Image:
    """Draw the whole board for ``view`` onto a new RGB image, its labels and names in ``lang``. The panel of
    the viewer's own hand and sealed answer is on a seat's own image only: a public image ends above it."""
    height = layout.height if own_seat(view) is not None else layout.panels["private"].y
    image = Image.new("RGB", (layout.width, height), layout.colour("background"))
    pen = Pen(image, layout, view, lang)
    _header(pen, view)
    _strip(pen, view)
    _foreign(pen, view)
    for country in view.countries:
        _country(pen, view, country)
    _fields(pen, view)
    _sejm(pen, view)
    _tracks(pen, view)
    _figures(pen, view)
    _offices(pen, view)
    _victory_points(pen, view)
    _players(pen, view)
    _supply(pen, view)
    _private(pen, view)
    return image


# --- drawing primitives ---------------------------------------------------------------------------


class Pen(PiecePen[SigLayout]):
    """Drawing primitives in the board's style, so the section functions stay short."""

    prefix = PREFIX
    pill_piece = "chip"
    accent = ("mark", "mark_text")

    def __init__(self, image: Image.Image, layout: SigLayout, view: SigismundusView, lang: str = "en") -> None:
        super().__init__(image, layout, lang)
        self.view = view
        self.seats = view.seats

    def local(self, name: str) -> str:
        """A name from the view in the board's language: a :class:`Name` in its own spelling, text as it is."""
        return local(name, self.lang)

    def named(self, key: str, name: str) -> str:
        """A name from the edition: a :class:`Name` spelled for the board's language; plain text in English as
        the view spells it (the edition is the authority), in another language the form the catalogue has
        under ``render.sigismundus.<key>``, else as the view spells it."""
        if isinstance(name, Name) or self.lang == "en" or not CATALOGUE.has(PREFIX + key):
            return local(name, self.lang)
        return self.t(key)

    def shrink(
        self, text: str, width: int, heavy: bool = False, sizes: Sequence[str] = ("body", "small")
    ) -> tuple[str, str]:
        """``text`` in the first of ``sizes`` it fits ``width`` at, else shortened at the last: (text, size)."""
        for size in sizes:
            if self.width(text, size, heavy) <= width:
                return text, size
        return self.fit(text, width, sizes[-1], heavy), sizes[-1]

    def heading(self, rect: Rect, title: str, note: str = "") -> int:
        """A panel's title on its first line, with an optional muted note after it; returns the x after."""
        x, y = rect.x + 14, rect.y + 20
        x += self.text((x, y), title, "heading", heavy=True)
        if note:
            x += self.text((x, y), f"  {note}", "small", fill="muted")
        return x

    def header(self, title: str, headline: str, finished: bool, house: str | None, edition: str) -> None:
        """The header strip: the title, then the headline (the round and phase) in the room left by what stands
        at the right: the game-over banner naming the winner, whose private image this is, or the edition. The
        headline is never cut: it takes a smaller size first, and the edition gives way to it."""
        rect, banner = self.layout.header, self.layout.banner
        y = rect.y + rect.h // 2
        x = rect.x + 20 + self.text((rect.x + 20, y), title, "title", heavy=True) + 24
        right = rect.right - 20
        sizes = ("heading", "body", "small")
        if finished:
            fill, outline = self.colour("banner"), self.colour("ink")
            self.draw.rounded_rectangle(banner.box, radius=8, fill=fill, outline=outline, width=2)
            text, size = self.shrink(self.winner_text(), banner.w - 16, True, ("heading", "body", "small"))
            self.text(banner.centre, text, size, heavy=True, fill="banner_text", anchor="mm")
            right = banner.x - 20
        elif house is not None:
            seen_by = self.t("private_view", house=house)
            right -= self.text((right, y), seen_by, "body", heavy=True, fill=self.accent[0], anchor="rm") + 30
        else:
            named = self.t("edition", edition=edition)
            if self.width(headline, "small") <= right - x - self.width(named, "small") - 30:
                right -= self.text((right, y), named, "small", fill="muted", anchor="rm") + 30
        text, size = self.shrink(headline, right - x, sizes=sizes)
        self.text((x, y), text, size)

    def winner_text(self) -> str:
        """The game-over banner's words: "Game over — Górka wins"."""
        winner = self.view.winner
        if winner is None:
            return self.t("game_over")
        return self.t("game_won", house=self.local(self.view.seats[winner].house))

    def house(self, seat: int | None) -> Style | None:
        """The colours of a seat's pieces, or None for no seat (or one the view does not list)."""
        if seat is None or not 0 <= seat < len(self.seats):
            return None
        return self.layout.house(self.seats[seat].colour)

    def seat_disc(self, centre: tuple[int, int], radius: int, seat: int | None, text: str = "") -> None:
        """A seat's piece, or an empty place if no seat holds it."""
        style = self.house(seat)
        if style is None:
            self.empty(centre, radius)
        else:
            self.disc(centre, radius, style, text)

    def coin(self, centre: tuple[int, int], amount: int) -> None:
        """Ducats: a gold coin with the amount."""
        self.disc(centre, self.piece["disc"], self.style("gold", "gold_text"), str(amount))

    def square(self, centre: tuple[int, int], half: int, style: Style, text: str = "") -> None:
        """A square badge (an office number, a Vacancy marker)."""
        x, y = centre
        box = (x - half, y - half, x + half, y + half)
        self.draw.rounded_rectangle(box, radius=4, fill=style.fill, outline=style.outline, width=2)
        if text:
            self.text(centre, text, "small", True, style.text, "mm")


@dataclass(frozen=True)
class Item:
    """A piece in a row: its width and how to draw it with its left edge at x."""

    width: int
    paint: Callable[..., object]


def _row(pen: Pen, origin: tuple[int, int], right: int, items: Sequence[Item]) -> int:
    """Pieces left to right from ``origin``; those that would run past ``right`` are left out and counted
    (``+3``). Returns the x after the row."""
    x, y = origin
    more = pen.width("+99", "small", True) + 8
    for i, item in enumerate(items):
        last = i == len(items) - 1
        if x + item.width > right or (not last and x + item.width + more > right):
            pen.text((x, y), f"+{len(items) - i}", "small", heavy=True, fill="muted")
            return x + more
        item.paint(x)
        x += item.width
    return x


def _disc_item(pen: Pen, y: int, seat: int, text: str = "", radius: int = 0) -> Item:
    r = radius or pen.piece["disc"]
    return Item(2 * r + 6, lambda x: pen.seat_disc((x + r, y), r, seat, text))


def _pill_item(pen: Pen, y: int, text: str, style: Style) -> Item:
    return Item(pen.pill_width(text), lambda x: pen.pill(x, y, text, style))


def army_text(army: ArmyView, lang: str = "en") -> str:
    """An army as its counters read, in the rulebook's order: ``1A 2H 1I`` (artillery, hussars, infantry;
    in Polish ``1A 2H 1P``: artyleria, husaria, piechota); empty kinds left out."""
    counts = {"artillery": army.artillery, "hussars": army.hussars, "infantry": army.infantry}
    return " ".join(f"{counts[u]}{label(lang, f'unit.{u}')}" for u in UNIT_ORDER if counts[u])


def _units(army: ArmyView) -> int:
    return army.artillery + army.hussars + army.infantry


def phase_name(phase: str, lang: str = "en") -> str:
    key = f"phase.{phase}"
    return label(lang, key) if CATALOGUE.has(PREFIX + key) else phase.replace("_", " ").capitalize()


def headline(view: SigismundusView, lang: str = "en") -> str:
    """The view's headline in ``lang``; where the catalogue has the sentence only in English, the round and
    phase in the board's own words instead (the picture stays in one language)."""
    key = view.headline.key
    if CATALOGUE.has(key) and (lang == "en" or CATALOGUE.translation(key, lang) is not None):
        return CATALOGUE.format(view.headline, lambda seat: local(view.seats[seat].house, lang), lang)
    phase = phase_name(view.phase, lang)
    if not view.round or view.phase in ("setup", "end_of_game"):
        return phase
    return label(lang, "headline", round=view.round, rounds=view.rounds, phase=phase)


# --- header, round and phase ------------------------------------------------------------------------


def own_seat(view: SigismundusView) -> SeatView | None:
    """The viewer's own seat when the view shows its hand (a seat's private image), else ``None``."""
    viewer = view.viewer
    seat = view.seats[viewer] if viewer is not None and 0 <= viewer < len(view.seats) else None
    return seat if seat is not None and seat.hand is not None else None


def _header(pen: Pen, view: SigismundusView) -> None:
    viewer = view.viewer
    house = pen.local(view.seats[viewer].house) if viewer is not None and 0 <= viewer < len(view.seats) else None
    title = pen.local(view.title or pen.layout.title)
    pen.header(title, headline(view, pen.lang), view.finished, house, view.edition)


def _strip(pen: Pen, view: SigismundusView) -> None:
    """The rounds (one per Sejm card), the nine phases, the phase now, and whom the table waits for."""
    rect = pen.layout.panels["strip"]
    pen.panel(rect)
    y = rect.y + rect.h // 2
    x = pen.label((rect.x + 14, y), pen.t("round"))
    for number in range(1, view.rounds + 1):
        x = pen.cell((x, y, pen.piece["round_cell"]), str(number), number == view.round, number < view.round)
    x = pen.label((x + 18, y), pen.t("phase"))
    current = PHASE_NUMBERS.get(view.phase, PHASES + 1 if view.finished else 0)
    for number in range(1, PHASES + 1):
        x = pen.cell((x, y, pen.piece["phase_cell"]), str(number), number == current, number < current)
    right = _waiting(pen, view, rect.right - 14, y)
    key = f"strip.{view.phase}"
    name = pen.t(key) if CATALOGUE.has(PREFIX + key) else phase_name(view.phase, pen.lang)
    text, size = pen.shrink(name, right - x - 30, heavy=True)
    pen.text((x + 14, y), text, size, heavy=True)


def _waiting(pen: Pen, view: SigismundusView, right: int, y: int) -> int:
    """The discs of the seats the table waits for, right-aligned at ``right``; returns where they begin.
    Whether a seat owes an answer is public; what a seat has sealed is not, and is not drawn."""
    owing = [s.seat for s in view.seats if s.owes_answer and not s.submitted]
    if view.finished or not owing:
        return right
    radius = pen.piece["disc"]
    x = right - len(owing) * (2 * radius + 4)
    for i, seat in enumerate(owing):
        pen.seat_disc((x + i * (2 * radius + 4) + radius, y), radius, seat)
    caption = pen.t("waiting_for")
    return x - 8 - pen.text((x - 8, y), caption, "small", heavy=True, fill="waiting", anchor="rm")


# --- the Foreign Policy track and the Neighbouring Countries -------------------------------------------


def _country_name(pen: Pen, country: CountryView) -> str:
    return pen.named(f"country.{country.key}", country.name)


def _short_name(pen: Pen, country: CountryView) -> str:
    key = PREFIX + f"short.{country.key}"
    return pen.t(f"short.{country.key}") if CATALOGUE.has(key) else _country_name(pen, country)


def _foreign(pen: Pen, view: SigismundusView) -> None:
    """The Foreign Policy Directions track: each space's points, and the country marker lying on it (the
    crowned side up once turned)."""
    rect = pen.layout.panels["foreign"]
    pen.panel(rect)
    pen.text((rect.x + 14, rect.y + 18), pen.t("foreign"), "small", heavy=True, fill="muted")
    spaces = max(1, len(view.countries))
    gap = 8
    width = (rect.w - 28 - gap * (spaces - 1)) // spaces
    top, bottom = rect.y + 34, rect.bottom - 10
    y = (top + bottom) // 2
    for i, country in enumerate(view.countries):
        x = rect.x + 14 + i * (width + gap)
        pen.draw.rounded_rectangle(
            (x, top, x + width, bottom), radius=8, fill=pen.colour("field"), outline=pen.colour("border")
        )
        points = pen.t("points", first=country.first, second=country.second)
        middle = x + 10 + pen.width(points, "small", True) // 2
        pen.text((middle, y - 11), str(country.space), "body", heavy=True, anchor="mm")
        pen.text((middle, y + 12), points, "small", heavy=True, fill="muted", anchor="mm")
        left = x + 20 + pen.width(points, "small", True)
        _direction_marker(pen, pen.layout.country(country.key).style, country, (left, x + width - 8, y))


def _direction_marker(pen: Pen, style: Style, country: CountryView, span: tuple[int, int, int]) -> None:
    """A country's Foreign Policy marker: its colours and short name, a gold crown and rim when crowned."""
    left, right, y = span
    crown = f"{CROWN} " if country.crowned else ""
    name = pen.fit(_short_name(pen, country), right - left - 20 - pen.width(crown, "small", True), "small", True)
    width = pen.width(crown + name, "small", True) + 18
    x = right - width
    height = pen.piece["chip"]
    outline = pen.colour("gold") if country.crowned else style.outline
    box = (x, y - height // 2, right, y + height // 2)
    pen.draw.rounded_rectangle(box, radius=6, fill=style.fill, outline=outline, width=3 if country.crowned else 2)
    if crown:
        x += 9 + pen.text((x + 9, y), crown, "small", heavy=True, fill="gold")
        pen.text((x, y), name, "small", heavy=True, fill=style.text)
    else:
        pen.text((x + 9, y), name, "small", heavy=True, fill=style.text)


def _country(pen: Pen, view: SigismundusView, country: CountryView) -> None:
    """A Neighbouring Country field: its place on the track, the houses' markers, the seal and its bonus."""
    box = pen.layout.country(country.key)
    rect, style = box.rect, box.style
    pen.panel(rect, outline=style.outline, width=3)
    pen.draw.rounded_rectangle((rect.x + 2, rect.y + 2, rect.right - 3, rect.y + 40), radius=8, fill=style.fill)
    y = rect.y + 21
    right = rect.right - 14
    if country.crowned:
        right -= 4 + pen.text((right, y), CROWN, "heading", heavy=True, fill="gold", anchor="rm")
    name, size = pen.shrink(_country_name(pen, country), right - rect.x - 24, heavy=True)
    pen.text((rect.x + 14, y), name, size, True, style.text)
    x, y = rect.x + 14, rect.y + 60
    where = pen.t("space", space=country.space, first=country.first, second=country.second)
    pen.text((x, y), where, "small", heavy=True, fill="muted")
    if country.pact:
        text = pen.t("pact")
        pen.pill(rect.right - 14 - pen.pill_width(text) + 6, y, text, pen.style("pact", "pact_text"))
    y += 36
    start = pen.label((x, y), pen.t("markers"))
    items = [_disc_item(pen, y, seat, str(count), 13) for seat, count in enumerate(country.markers) if count]
    if items:
        _row(pen, (start, y), rect.right - 10, items)
    else:
        pen.text((start, y), pen.t("none"), "small", fill="muted")
    y += 36
    start = pen.label((x, y), pen.t("seal"))
    pen.seat_disc((start + 13, y), 13, country.seal)
    if country.seal is not None and 0 <= country.seal < len(view.seats):
        name = pen.fit(pen.local(view.seats[country.seal].house), rect.right - start - 50, heavy=True)
        pen.text((start + 34, y), name, heavy=True)
    y += 32
    bonus = pen.t("bonus", bonus=pen.t(f"bonus.{country.bonus}", amount=country.bonus_amount))
    if CATALOGUE.has(PREFIX + f"bonus.{country.bonus}"):
        pen.text((x, y), pen.fit(bonus, rect.w - 28, "small"), "small", fill="muted")


# --- the action fields and the Sejm ---------------------------------------------------------------------


def _fields(pen: Pen, view: SigismundusView) -> None:
    """The action fields with the Client tokens placed on them this round, in the order placed."""
    placed = dict(view.fields)
    extra = [key for key in placed if key not in FIELD_ORDER]
    for key in (*FIELD_ORDER, *extra):
        _field(pen, view, key, placed.get(key, ()))


def _field(pen: Pen, view: SigismundusView, key: str, tokens: Sequence[int]) -> None:
    rect = pen.layout.field(key)
    closed = key in FIVE_PLAYER_FIELDS and len(view.seats) < 5
    pen.panel(rect, fill="disabled" if closed else "panel")
    x = rect.x + 12
    title = pen.t(f"field.{key}") if CATALOGUE.has(PREFIX + f"field.{key}") else key.capitalize()
    title, size = pen.shrink(title, rect.w - 24, heavy=True)
    pen.text((x, rect.y + 20), title, size, True, "muted" if closed else "ink")
    does = pen.t("five_only") if closed else pen.t(f"does.{key}") if CATALOGUE.has(PREFIX + f"does.{key}") else ""
    pen.text((x, rect.y + 46), pen.fit(does, rect.w - 24, "small"), "small", fill="muted")
    y = rect.bottom - 30
    if not closed:
        _row(pen, (x, y), rect.right - 8, [_disc_item(pen, y, seat) for seat in tokens])


def _sejm(pen: Pen, view: SigismundusView) -> None:
    """The Sejm card of this round with its Act of Law, the Royal Demand, the Acts passed, and whatever the
    Sejm has revealed so far (the office being voted on, the bribery offers); a combat under way."""
    rect = pen.layout.panels["sejm"]
    pen.panel(rect)
    number = view.sejm_card
    title = pen.t("sejm", roman=ROMAN[number - 1]) if 1 <= number <= len(ROMAN) else pen.t("sejm_none")
    x, right = rect.x + 14, rect.right - 14
    after = pen.heading(rect, title) + 18
    act = pen.named(f"act.{slug(view.act)}", view.act) if view.act else "—"
    _line(pen, (after, rect.y + 20), right, pen.t("act"), act)
    y = rect.y + 54
    step = 26
    demand = pen.t(f"demand.{view.demand}") if view.demand else pen.t("demand_hidden")
    if view.demand and not CATALOGUE.has(PREFIX + f"demand.{view.demand}"):
        demand = view.demand
    _line(pen, (x, y), right, pen.t("demand"), demand)
    y += step
    acts = [pen.named(f"act.{slug(a)}", a) for a in view.acts]
    start = pen.label((x, y), pen.t("acts_passed"))
    office = next((o for o in view.offices if o.number == view.voting_office), None)
    below = (office is not None) + bool(view.bribery_ducats or view.bribery_votes) + 2 * (view.combat is not None)
    lowest = max(y + step, rect.bottom - 14 - (below + 1) * step)
    y = _wrap(pen, (start, y), right, acts or [pen.t("none")], (step, lowest)) + step
    if office is not None:
        _line(pen, (x, y), right, pen.t("voting_on"), f"{office.number}. {pen.local(office.name)}")
        y += step
    if (view.bribery_ducats or view.bribery_votes) and y <= rect.bottom - 16:
        _offers(pen, view, (x, y), right)
        y += step
    if view.combat is not None and y + 24 <= rect.bottom - 12:
        _combat(pen, view, (x, y), right)


def _line(pen: Pen, origin: tuple[int, int], right: int, caption: str, value: str, heavy: bool = True) -> None:
    start = pen.label(origin, caption)
    pen.text((start, origin[1]), pen.fit(value, right - start, "body", heavy), "body", heavy)


def _wrap(pen: Pen, origin: tuple[int, int], right: int, parts: Sequence[str], rows: tuple[int, int]) -> int:
    """Names separated by commas, word by word onto further lines (``rows``: line step, lowest line) as they
    need; the last line that fits ends in an ellipsis if anything is left over. Returns its y."""
    x, y = origin
    step, lowest = rows
    words = ", ".join(parts).split(" ")
    line: list[str] = []
    for i, word in enumerate(words):
        candidate = " ".join([*line, word])
        if not line or x + pen.width(candidate) <= right:
            line.append(word)
            continue
        if y + step > lowest:  # no line left: the rest goes into an ellipsis
            pen.text((x, y), pen.fit(" ".join(line + words[i:]), right - x), "body")
            return y
        pen.text((x, y), " ".join(line), "body")
        line, y = [word], y + step
    pen.text((x, y), pen.fit(" ".join(line), right - x), "body")
    return y


def _offers(pen: Pen, view: SigismundusView, origin: tuple[int, int], right: int) -> None:
    """The revealed bribery offers: ducats to buy votes, votes for sale, by seat."""
    x, y = origin
    for caption, offers in (
        (pen.t("ducats_offered"), view.bribery_ducats),
        (pen.t("votes_offered"), view.bribery_votes),
    ):
        if not offers:
            continue
        x = pen.label((x, y), caption)
        x = _row(pen, (x, y), right, [_disc_item(pen, y, seat, str(amount), 13) for seat, amount in offers]) + 14


def _combat(pen: Pen, view: SigismundusView, origin: tuple[int, int], right: int) -> None:
    """An attack under way: who attacks whom with which card, the combat phase to come, the wounds owed."""
    combat = view.combat
    if combat is None:
        return
    x, y = origin
    start = x + pen.text((x, y), pen.t("combat"), "small", heavy=True, fill="attack") + 8

    def house(seat: int) -> str:
        return pen.local(view.seats[seat].house) if 0 <= seat < len(view.seats) else "?"

    card = _card_name(pen, combat.card)
    what = pen.t("attacks", attacker=house(combat.attacker), defender=house(combat.defender), card=card)
    pen.text((start, y), pen.fit(what, right - start, "small", True), "small", heavy=True)
    stage = pen.t(f"stage.{combat.stage}") if 0 <= combat.stage <= 3 else ""
    wounds = pen.t("wounds", a=combat.wounds[0], d=combat.wounds[1]) if any(combat.wounds) else ""
    more = " · ".join(part for part in (stage, wounds) if part)
    if more:
        pen.text((start, y + 24), pen.fit(more, right - start, "small"), "small")


# --- Support tracks, Figures, Offices ------------------------------------------------------------------


def _tracks(pen: Pen, view: SigismundusView) -> None:
    """The three Support tracks: each space's votes and the House marker on it; the Representative card
    held by the house highest on each."""
    rect = pen.layout.panels["tracks"]
    pen.panel(rect)
    pen.heading(rect, pen.t("tracks"), pen.t("votes_per_space"))
    cell = pen.piece["track_cell"]
    spaces = max((len(t.spaces) for t in view.tracks), default=0)
    pill_left = rect.right - 14 - _rep_width(pen, view)
    name_width = max(80, pill_left - 10 - spaces * (cell + 4) - (rect.x + 14) - 10)
    pen.text((pill_left, rect.y + 50), pen.t("representative"), "small", heavy=True, fill="muted")
    rows = max(1, len(view.tracks))
    step = min(46, (rect.bottom - rect.y - 86) // rows)
    for i, track in enumerate(view.tracks):
        y = rect.y + 86 + i * step
        x = rect.x + 14
        name = pen.named(f"track.{track.key}", track.name)
        pen.text((x, y), pen.fit(name, name_width, "small", True), "small", heavy=True)
        x += name_width + 10
        for space, seat in enumerate(track.spaces):
            _track_space(pen, (x, y, cell), track.votes[space] if space < len(track.votes) else 0, seat)
            x += cell + 4
        _representative(pen, view, track, (pill_left, y))


def _track_space(pen: Pen, cell: tuple[int, int, int], votes: int, seat: int | None) -> None:
    x, y, width = cell
    pen.draw.rounded_rectangle(
        (x, y - 18, x + width, y + 18), radius=6, fill=pen.colour("field"), outline=pen.colour("border")
    )
    pen.text((x + 8, y), str(votes), "small", heavy=True, fill="muted")
    radius = pen.piece["disc"]
    pen.seat_disc((x + width - radius - 8, y), radius, seat)


def _rep_width(pen: Pen, view: SigismundusView) -> int:
    names = [pen.t(f"rep.{t.representative}") for t in view.tracks if CATALOGUE.has(PREFIX + f"rep.{t.representative}")]
    widest = max((pen.width(f"{n}", "small", True) for n in names), default=60)
    return max(widest + 16 + 2 * pen.piece["disc"] + 10, pen.width(pen.t("representative"), "small", True))


def _representative(pen: Pen, view: SigismundusView, track: TrackView, origin: tuple[int, int]) -> None:
    """The Representative card of a track, in gold, with the disc of the house holding it."""
    x, y = origin
    key = f"rep.{track.representative}"
    name = pen.t(key) if CATALOGUE.has(PREFIX + key) else track.representative.capitalize()
    holder = next((s.seat for s in view.seats if track.representative in s.representatives), None)
    x = pen.pill(x, y, name, pen.style("gold", "gold_text"))
    pen.seat_disc((x + pen.piece["disc"], y), pen.piece["disc"], holder)


def _figures(pen: Pen, view: SigismundusView) -> None:
    """The Figures revealed this round, and each house's Figures, with the ducats lying on each."""
    rect = pen.layout.panels["figures"]
    pen.panel(rect)
    pen.heading(rect, pen.t("figures"))
    x, right = rect.x + 14, rect.right - 12
    y = rect.y + 54
    step = 28
    open_figures = [f for f in view.figures if f.owner is None]
    start = pen.label((x, y), pen.t("revealed"))
    if open_figures:
        _figure_row(pen, open_figures, (start, y), right)
    else:
        pen.text((start, y), pen.t("none"), "small", fill="muted")
    for seat in view.seats:
        owned = [f for f in view.figures if f.owner == seat.seat]
        if not owned or y + step > rect.bottom - 14:
            continue
        y += step
        pen.seat_disc((x + pen.piece["disc"], y), pen.piece["disc"], seat.seat)
        _figure_row(pen, owned, (x + 2 * pen.piece["disc"] + 10, y), right)


def _figure_row(pen: Pen, figures: Sequence[FigureView], origin: tuple[int, int], right: int) -> None:
    """Figures as chips: name, then its ability or ribbon when everything fits, and a coin with its ducats."""
    y = origin[1]
    for with_effect in (True, False):
        items = [_figure_item(pen, f, y, with_effect) for f in figures]
        if origin[0] + sum(i.width for i in items) <= right or not with_effect:
            _row(pen, origin, right, items)
            return


def _figure_item(pen: Pen, figure: FigureView, y: int, with_effect: bool) -> Item:
    name = pen.named(f"figure.{figure.key}", figure.name)
    effect_key = f"effect.{figure.effect}"
    effect = pen.t(effect_key, amount=figure.amount) if with_effect and CATALOGUE.has(PREFIX + effect_key) else ""
    ribbon = figure.effect == "ribbon"
    radius = pen.piece["disc"]
    name_width = pen.width(name, "small", True)
    effect_width = pen.width(f" · {effect}", "small") if effect else 0
    coin = 2 * radius + 4 if figure.gold else 0
    width = name_width + effect_width + coin + 18

    def paint(x: int) -> None:
        _chip(pen, (x, y), "", ribbon, width)
        left = x + 8 + pen.text((x + 8, y), name, "small", heavy=True)
        if effect:
            pen.text((left, y), f" · {effect}", "small", fill="muted")
        if figure.gold:
            pen.coin((x + width - radius - 5, y), figure.gold)

    return Item(width + 6, paint)


def _chip(pen: Pen, origin: tuple[int, int], text: str, gold: bool, width: int = 0) -> None:
    """A Figure card: a light chip, with a gold rim for a gold-ribbon Figure."""
    x, y = origin
    width = width or pen.width(text, "small", True) + 16
    height = pen.piece["chip"]
    outline = pen.colour("gold") if gold else pen.colour("border")
    box = (x, y - height // 2, x + width, y + height // 2)
    pen.draw.rounded_rectangle(box, radius=6, fill=pen.colour("field"), outline=outline, width=3 if gold else 1)
    if text:
        pen.text((x + 8, y), text, "small", heavy=True)


def _offices(pen: Pen, view: SigismundusView) -> None:
    """The Senatorial Offices in three columns by kind, from the highest (1) down: each with its income, its
    prestige crown, the holder, a Vacancy marker, and a mark on the one being voted on."""
    rect = pen.layout.panels["offices"]
    pen.panel(rect)
    pen.heading(rect, pen.t("offices"), pen.t("offices_note"))
    kinds = [k for k in OFFICE_KINDS if any(o.kind == k for o in view.offices)]
    kinds += sorted({o.kind for o in view.offices} - set(kinds))
    columns = max(1, len(kinds))
    gap = 12
    width = (rect.w - 28 - gap * (columns - 1)) // columns
    for i, kind in enumerate(kinds):
        x = rect.x + 14 + i * (width + gap)
        offices = sorted((o for o in view.offices if o.kind == kind), key=lambda o: o.number)
        _office_column(pen, view, kind, offices, Rect(x, rect.y + 40, width, rect.bottom - rect.y - 50))


def _office_column(pen: Pen, view: SigismundusView, kind: str, offices: Sequence[OfficeView], area: Rect) -> None:
    style = pen.layout.kind(kind) if kind in pen.layout.office_kinds else pen.style("field")
    band = (area.x, area.y, area.right, area.y + 26)
    pen.draw.rounded_rectangle(band, radius=6, fill=style.fill, outline=style.outline, width=2)
    name = pen.t(f"kind.{kind}") if CATALOGUE.has(PREFIX + f"kind.{kind}") else kind.capitalize()
    pen.text((area.x + 10, area.y + 13), name, "small", heavy=True, fill=style.text)
    row = min(pen.piece["office_row"], (area.h - 30) // max(1, len(offices)))
    for i, office in enumerate(offices):
        _office(pen, view, office, style, Rect(area.x, area.y + 30 + i * row, area.w, row))


def _office(pen: Pen, view: SigismundusView, office: OfficeView, style: Style, band: Rect) -> None:
    y = band.y + band.h // 2
    radius = pen.piece["disc"]
    if office.number == view.voting_office:
        box = (band.x, band.y + 1, band.right, band.bottom - 1)
        pen.draw.rounded_rectangle(box, radius=6, fill=pen.colour("note"), outline=pen.colour("mark"), width=2)
    pen.square((band.x + 18, y), 14, style, str(office.number))
    right = band.right - 8
    holder = pen.house(office.holder)
    pen.seat_disc((right - radius, y), radius, office.holder)
    right -= 2 * radius + 8
    marker = pen.house(office.marker)
    if marker is not None:
        pen.square((right - 9, y), 9, marker, "")
        right -= 26
    crown = f"{CROWN}{office.prestige}" if office.prestige else "—"
    right -= pen.text((right, y), crown, "small", heavy=True, fill="mark" if office.prestige else "muted", anchor="rm")
    right -= 8
    pen.coin((right - radius, y), office.income)
    right -= 2 * radius + 10
    name = pen.local(office.name) + (" ↻" if office.flipped else "")
    heavy = holder is not None
    pen.text((band.x + 40, y), pen.fit(name, right - band.x - 40, "small", heavy), "small", heavy)


# --- victory points, the houses, the bank, the private hand ------------------------------------------------


def _victory_points(pen: Pen, view: SigismundusView) -> None:
    """The victory points track: each house's marker at its score (markers on close scores side by side)."""
    rect = pen.layout.panels["vp"]
    pen.panel(rect)
    y = rect.y + 24
    start = rect.x + 14 + pen.text((rect.x + 14, y), pen.t("vp_track"), "small", heavy=True, fill="muted") + 30
    end = rect.right - 30
    top = max(50, math.ceil((max((s.vp for s in view.seats), default=0) + 1) / 10) * 10)
    scale = (end - start) / top
    pen.draw.line((start, y, end, y), fill=pen.colour("link"), width=4)
    for tick in range(0, top + 1, 10):
        tx = start + round(tick * scale)
        pen.draw.line((tx, y - 6, tx, y + 6), fill=pen.colour("border"), width=2)
        pen.text((tx, rect.bottom - 14), str(tick), "small", fill="muted", anchor="mm")
    radius = pen.piece["disc"] + 2
    spacing = 2 * radius + 2
    ranked = sorted(view.seats, key=lambda s: (s.vp, s.seat))
    xs: list[int] = []
    for seat in ranked:  # side by side where scores are close...
        xs.append(max(start + round(max(0, seat.vp) * scale), xs[-1] + spacing if xs else start))
    for i in range(len(xs) - 1, -1, -1):  # ...and back inside the track at its end
        xs[i] = min(xs[i], end - (len(xs) - 1 - i) * spacing)
    for seat, x in zip(ranked, xs, strict=True):
        pen.seat_disc((x, y), radius, seat.seat, str(seat.vp))


def _players(pen: Pen, view: SigismundusView) -> None:
    """One row per house: what it holds, and whether the table waits for it."""
    rect = pen.layout.panels["players"]
    pen.panel(rect)
    cols = {key: rect.x + offset for key, offset in pen.layout.columns.items()}
    y = rect.y + 18
    for key in cols:
        pen.text((cols[key], y), pen.t(f"column.{key}"), "small", heavy=True, fill="muted")
    row_height = min(36, (rect.h - 38) // max(1, len(view.seats)))
    for row, seat in enumerate(view.seats):
        _player_row(pen, view, seat, cols, (rect.y + 34 + row * row_height, row_height))


def _player_row(pen: Pen, view: SigismundusView, seat: SeatView, cols: dict[str, int], band: tuple[int, int]) -> None:
    top, height = band
    rect = pen.layout.panels["players"]
    y = top + height // 2
    if seat.seat == view.viewer:
        pen.draw.rectangle((rect.x + 4, top + 2, rect.right - 5, top + height - 2), fill=pen.colour("note"))
    pen.seat_disc((cols["house"] + 11, y), 11, seat.seat)
    x = cols["house"] + 30
    primus = seat.first and view.phase != "setup"  # the marker is handed out at the end of Preparing
    marks = [pen.t("primus")] if primus else []
    room = cols["vp"] - x - 12 - sum(pen.pill_width(m) for m in marks) - (22 if seat.protected else 0)
    x += pen.text((x, y), pen.fit(pen.local(seat.house), room, heavy=True), heavy=True) + 8
    if primus:
        x = pen.pill(x, y, pen.t("primus"), pen.style("gold", "gold_text"))
    if seat.protected:
        x += pen.text((x, y), "✝", heavy=True, fill="mark") + 6
    if seat.seat == view.viewer and x + pen.width(pen.t("you"), "small") < cols["vp"] - 6:
        pen.text((x, y), pen.t("you"), "small", fill="muted")
    pen.text((cols["vp"], y), str(seat.vp), heavy=True)
    pen.text((cols["ducats"], y), str(seat.ducats), heavy=True)
    pen.text((cols["votes"], y), str(seat.votes), heavy=True)
    _army(pen, seat, (cols["army"], y), cols["clients"] - 8)
    _clients(pen, view, seat, (cols["clients"], y))
    pen.text((cols["markers"], y), str(seat.free_markers))
    pen.text((cols["cards"], y), str(seat.hand_size))
    _office_badges(pen, view, seat, (cols["offices"], y), cols["status"] - 8)
    if view.standings:
        place = view.standings.index(seat.seat) + 1
        text = pen.t("place.1", crown=CROWN) if place == 1 else pen.t(f"place.{place}")
        pen.text((cols["status"], y), text, heavy=place == 1, fill="mark" if place == 1 else "muted")
    else:
        pen.status((cols["status"], y), view.finished, seat.submitted, seat.owes_answer)


def _army(pen: Pen, seat: SeatView, origin: tuple[int, int], right: int) -> None:
    """Active units as a light pill; units sent to the Noble Host as a grey one (grey side up)."""
    x, y = origin
    items = []
    if _units(seat.units):
        items.append(_pill_item(pen, y, army_text(seat.units, pen.lang), pen.style("panel")))
    if _units(seat.host):
        items.append(_pill_item(pen, y, army_text(seat.host, pen.lang), pen.style("host", "host_text")))
    if items:
        _row(pen, (x, y), right, items)
    else:
        pen.text((x, y), "—", fill="muted")


def _clients(pen: Pen, view: SigismundusView, seat: SeatView, origin: tuple[int, int]) -> None:
    """The house's Client tokens: during the Actions, those still to place full and those placed hollow."""
    x, y = origin
    radius = 7
    left = seat.clients if view.phase == "actions" else seat.tokens
    room = (pen.layout.columns["markers"] - pen.layout.columns["clients"] - 8) // (2 * radius + 3)
    shown = seat.tokens if seat.tokens <= room else max(0, room - 2)
    style = pen.house(seat.seat)
    for i in range(shown):
        centre = (x + radius + i * (2 * radius + 3), y)
        if i < left and style is not None:
            pen.disc(centre, radius, style)
        else:
            pen.empty(centre, radius)
    if shown < seat.tokens:
        pen.text((x + shown * (2 * radius + 3), y), f"+{seat.tokens - shown}", "small", heavy=True, fill="muted")


def _office_badges(pen: Pen, view: SigismundusView, seat: SeatView, origin: tuple[int, int], right: int) -> None:
    x, y = origin
    kinds = {o.number: o.kind for o in view.offices}
    items = []
    for number in seat.offices:
        kind = kinds.get(number, "")
        style = pen.layout.kind(kind) if kind in pen.layout.office_kinds else pen.style("field")
        items.append(Item(32, lambda left, s=style, n=number: pen.square((left + 13, y), 13, s, str(n))))
    if items:
        _row(pen, (x, y), right, items)
    else:
        pen.text((x, y), "—", fill="muted")


def _supply(pen: Pen, view: SigismundusView) -> None:
    """What is left in the bank and in the Policy decks, and what the marks on the board mean."""
    rect = pen.layout.panels["supply"]
    pen.panel(rect)
    x, y = rect.x + 14, rect.y + 20
    bank = [pen.t(f"bank.{key}", n=n) for key, n in view.bank if CATALOGUE.has(PREFIX + f"bank.{key}")]
    start = pen.label((x, y), pen.t("bank"))
    pen.text((start, y), pen.fit(" · ".join(bank), rect.right - 14 - start, "small", True), "small", heavy=True)
    y += 32
    decks = [
        pen.t("deck", deck=pen.t(f"deck.{d}") if CATALOGUE.has(PREFIX + f"deck.{d}") else d, left=left, discards=gone)
        for d, left, gone in view.decks
    ]
    start = pen.label((x, y), pen.t("decks"))
    listed = " · ".join(decks) if decks else "—"
    pen.text((start, y), pen.fit(listed, rect.right - 14 - start, "small", True), "small", heavy=True)
    _key(pen, view, (x, y + 34))


def _key(pen: Pen, view: SigismundusView, origin: tuple[int, int]) -> None:
    """What the marks on the board mean, flowing onto a second line if one is not enough."""
    x, y = origin
    style = pen.house(0) or pen.style("field")
    radius = pen.piece["disc"]
    x += pen.text((x, y), pen.t("key"), "small", heavy=True, fill="muted") + 10

    def entry(glyph_width: int, glyph: Callable[[int, int], object], caption: str) -> Item:
        def paint(left: int, row: int) -> None:
            glyph(left, row)
            pen.text((left + glyph_width, row), caption, "small")

        return Item(glyph_width + pen.width(caption, "small") + 18, paint)

    army, host = army_text(ArmyView(1, 2, 1), pen.lang), army_text(ArmyView(0, 1, 0), pen.lang)
    crown = f"{CROWN}2"
    entries = [
        entry(
            2 * radius + 6, lambda left, row: pen.disc((left + radius, row), radius, style, "2"), pen.t("key.marker")
        ),
        entry(38, lambda left, row: _client_pair(pen, (left, row), style), pen.t("key.client")),
        entry(pen.pill_width(army), lambda left, row: pen.pill(left, row, army, pen.style("panel")), pen.t("key.army")),
        entry(
            pen.pill_width(host),
            lambda left, row: pen.pill(left, row, host, pen.style("host", "host_text")),
            pen.t("key.host"),
        ),
        entry(2 * radius + 6, lambda left, row: pen.coin((left + radius, row), 3), pen.t("key.ducats")),
        entry(
            pen.width(crown, "small", True) + 6,
            lambda left, row: pen.text((left, row), crown, "small", heavy=True, fill="mark"),
            pen.t("key.crown"),
        ),
        entry(
            pen.pill_width(pen.t("primus")),
            lambda left, row: pen.pill(left, row, pen.t("primus"), pen.style("gold", "gold_text")),
            pen.t("key.primus"),
        ),
        entry(
            pen.width("✝", "body", True) + 6,
            lambda left, row: pen.text((left, row), "✝", heavy=True, fill="mark"),
            pen.t("key.protected"),
        ),
        entry(44, lambda left, row: _chip(pen, (left, row), "", True, 36), pen.t("key.ribbon")),
    ]
    right = pen.layout.panels["supply"].right - 14
    for item in entries:
        if x + item.width - 18 > right:
            x, y = origin[0], y + 30
        item.paint(x, y)
        x += item.width


def _client_pair(pen: Pen, origin: tuple[int, int], style: Style) -> None:
    """A Client token still to place, and one placed (hollow)."""
    x, y = origin
    pen.disc((x + 7, y), 7, style)
    pen.empty((x + 24, y), 7)


def _card_name(pen: Pen, card: str) -> str:
    """A Policy card's name: the twelve kinds are fixed by the rules, so the board names them itself."""
    return pen.t(f"card.{card}") if CATALOGUE.has(PREFIX + f"card.{card}") else card.capitalize()


def _private(pen: Pen, view: SigismundusView) -> None:
    """The viewer's own hand of Policy cards and sealed answer: only ever drawn on that seat's image (a public
    image ends above this panel, whatever a seat holds)."""
    rect = pen.layout.panels["private"]
    seat = own_seat(view)
    if seat is None or seat.hand is None:
        return
    pen.panel(rect, fill="note", outline="mark")
    x, y = rect.x + 14, rect.y + 26
    start = pen.label((x, y), pen.t("hand"))
    counts = Counter(seat.hand)
    order = list(dict.fromkeys(seat.hand))
    items = [
        _pill_item(
            pen, y, _card_name(pen, card) + (f" ×{counts[card]}" if counts[card] > 1 else ""), pen.style("panel")
        )
        for card in order
    ]
    if items:
        _row(pen, (start, y), rect.right - 12, items)
    else:
        pen.text((start, y), pen.t("no_cards"), "small", fill="muted")
    if view.own_sealed:
        y += 40
        start = pen.label((x, y), pen.t("sealed"))
        pen.text((start, y), pen.fit(view.own_sealed, rect.right - 14 - start, "body", True), "body", heavy=True)


def focus_png(view: SigismundusView, phase: str, lang: str = "en") -> bytes | None:
    """The focus image of what phase ``phase`` (the game's ``phase_key`` of the position drawn) changed, legible
    on a phone, or ``None`` for a phase that changed nothing worth a picture (``render/sigismundus_focus.py``)."""
    from render.sigismundus_focus import focus_png as draw_focus

    return draw_focus(view, phase, lang)
