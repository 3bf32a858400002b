"""Sigismundus Augustus's general player-facing sentences in English and Polish, the Polish names of the
rulebook's sections (``rule:<English name>``) and of the kinds of placeholder value, added to the shared
catalogue. Each phase module adds its own sentences beside its code.

Polish templates keep a seat's name in the nominative, as the subject of its clause or after a colon
(``{seat}: …``, ``{defender} traci …; porywa ją {attacker}``), so a house's name never needs declining;
the names of offices, countries, figures, tracks, decks and units are :class:`~rules.core.messages.Name`\\ s
that a template may ask for in the form its sentence needs (``urząd {office:gen}``, see
:mod:`rules.sigismundus.names`). Terms: Sejm, urząd senatorski, Przedstawiciel króla / magnatów / szlachty,
znacznik rodu, żeton klienta, dukaty, głosy, PZ (punkty zwycięstwa), karty polityki, kraje sąsiednie, tor
Kierunków polityki zagranicznej, Żądanie królewskie (Podatek, Poparcie w Sejmie, Pospolite ruszenie), ustawa,
husaria, piechota, artyleria, postacie ze złotą wstęgą.
"""

from __future__ import annotations

import re

from rules.core.messages import CATALOGUE
from rules.sigismundus.board import PLACEHOLDER_KINDS

EN = {
    "sigismundus.phase.setup": "Preparing for the Game",
    "sigismundus.phase.initiative": "Round {round} of {rounds} · Phase 1: Initiative",
    "sigismundus.phase.income": "Round {round} of {rounds} · Phase 2: Income",
    "sigismundus.phase.draw": "Round {round} of {rounds} · Phase 3: Draw",
    "sigismundus.phase.special_actions": "Round {round} of {rounds} · Phase 4: Special Actions",
    "sigismundus.phase.foreign_policy": "Round {round} of {rounds} · Phase 5: Foreign Policy",
    "sigismundus.phase.actions": "Round {round} of {rounds} · Phase 6: Actions",
    "sigismundus.phase.sejm_votes": (
        "Round {round} of {rounds} · Phase 7: Sejm — a) Counting Votes, b) Additional Votes"
    ),
    "sigismundus.phase.bribery": "Round {round} of {rounds} · Phase 7: Sejm — c) Bribery",
    "sigismundus.phase.voting": "Round {round} of {rounds} · Phase 7: Sejm — d) Voting",
    "sigismundus.phase.royal_demand": "Round {round} of {rounds} · Phase 7: Sejm — e) Royal Demand",
    "sigismundus.phase.act_of_law": "Round {round} of {rounds} · Phase 7: Sejm — f) Act of Law",
    "sigismundus.phase.scoring": "Round {round} of {rounds} · Phase 8: Scoring",
    "sigismundus.phase.maintaining_the_army": "Round {round} of {rounds} · Phase 9: Maintaining the Army",
    "sigismundus.phase.end_of_game": "End of the Game",
    "sigismundus.phase.begins": "— {phase} —",
    "sigismundus.describe.seat": (
        "{seat}{reps}: {vp} VP, {ducats} {ducats:ducat|ducats}, {votes} {votes:vote|votes}, {cards} "
        "{cards:card|cards} in hand, army {army}{host}, offices {offices}, figures {figures}, {markers} House "
        "{markers:marker|markers} free"
    ),
    "sigismundus.describe.reps": " ({reps})",
    "sigismundus.describe.none": "",
    "sigismundus.describe.host": " + Noble Host {units}",
    "sigismundus.describe.hand": "Your hand: {cards}.",
    "sigismundus.describe.sealed": "Your sealed answer: `{action}` (only you see it; changeable until the reveal).",
    "sigismundus.describe.track": "Foreign Policy track: {countries}.",
    "sigismundus.describe.sejm": "Sejm {roman} ({place}): “{act}”; Royal Demand: {demand}.",
    "sigismundus.describe.rep.royal": "Royal",
    "sigismundus.describe.rep.magnate": "Magnate's",
    "sigismundus.describe.rep.nobility": "Nobility's",
    "sigismundus.describe.first": "first player",
    "sigismundus.describe.army": "{artillery}A {hussars}H {infantry}I",
    "sigismundus.describe.country": "{space}. {country}{crown}",
    "sigismundus.describe.crowned": " ♛",
    "sigismundus.seat.unassigned": "Player {number}",
    "sigismundus.label.pass": "Pass",
}

PL = {
    "sigismundus.phase.setup": "Przygotowanie gry",
    "sigismundus.phase.initiative": "Runda {round} z {rounds} · Faza 1: Inicjatywa",
    "sigismundus.phase.income": "Runda {round} z {rounds} · Faza 2: Dochód",
    "sigismundus.phase.draw": "Runda {round} z {rounds} · Faza 3: Dobieranie kart",
    "sigismundus.phase.special_actions": "Runda {round} z {rounds} · Faza 4: Akcje specjalne",
    "sigismundus.phase.foreign_policy": "Runda {round} z {rounds} · Faza 5: Polityka zagraniczna",
    "sigismundus.phase.actions": "Runda {round} z {rounds} · Faza 6: Akcje",
    "sigismundus.phase.sejm_votes": (
        "Runda {round} z {rounds} · Faza 7: Sejm — a) Liczenie głosów, b) Dodatkowe głosy"
    ),
    "sigismundus.phase.bribery": "Runda {round} z {rounds} · Faza 7: Sejm — c) Przekupstwo",
    "sigismundus.phase.voting": "Runda {round} z {rounds} · Faza 7: Sejm — d) Głosowanie",
    "sigismundus.phase.royal_demand": "Runda {round} z {rounds} · Faza 7: Sejm — e) Żądanie królewskie",
    "sigismundus.phase.act_of_law": "Runda {round} z {rounds} · Faza 7: Sejm — f) Ustawa",
    "sigismundus.phase.scoring": "Runda {round} z {rounds} · Faza 8: Punktacja",
    "sigismundus.phase.maintaining_the_army": "Runda {round} z {rounds} · Faza 9: Utrzymanie armii",
    "sigismundus.phase.end_of_game": "Koniec gry",
    "sigismundus.phase.begins": "— {phase} —",
    "sigismundus.describe.seat": (
        "{seat}{reps}: {vp} PZ, {ducats} {ducats:dukat|dukaty|dukatów}, {votes} {votes:głos|głosy|głosów}, "
        "{cards} {cards:karta|karty|kart} w ręce, armia {army}{host}, urzędy: {offices}, postacie: {figures}, "
        "wolne znaczniki rodu: {markers}"
    ),
    "sigismundus.describe.reps": " ({reps})",
    "sigismundus.describe.none": "",
    "sigismundus.describe.host": " + pospolite ruszenie {units}",
    "sigismundus.describe.hand": "Karty w twojej ręce: {cards}.",
    "sigismundus.describe.sealed": (
        "Twoja zapieczętowana odpowiedź: `{action}` (widzisz ją tylko ty; możesz ją zmienić aż do odkrycia)."
    ),
    "sigismundus.describe.track": "Tor Kierunków polityki zagranicznej: {countries}.",
    "sigismundus.describe.sejm": "Sejm {roman} ({place}): „{act}”; Żądanie królewskie: {demand}.",
    "sigismundus.describe.rep.royal": "Przedstawiciel króla",
    "sigismundus.describe.rep.magnate": "Przedstawiciel magnatów",
    "sigismundus.describe.rep.nobility": "Przedstawiciel szlachty",
    "sigismundus.describe.first": "pierwszy gracz",
    "sigismundus.describe.army": "{artillery}A {hussars}H {infantry}P",
    "sigismundus.describe.country": "{space}. {country}{crown}",
    "sigismundus.describe.crowned": " ♛",
    "sigismundus.seat.unassigned": "Gracz {number}",
    "sigismundus.label.pass": "Pas",
}

RULES = {
    "Preparing for the Game": "Przygotowanie gry",
    "Preparing for the Game 3: In case of a short version of the game, discard the Sejm cards for the III, IV, "
    "VI and VII round": "Przygotowanie gry, punkt 3: w krótkiej wersji gry odrzuć karty Sejmu rund III, IV, VI i VII",
    "Initiative": "Inicjatywa",
    "Income": "Dochód",
    "Draw": "Dobieranie kart",
    "Special Actions": "Akcje specjalne",
    "Policy Cards: 3. Death of a senator": "Karty polityki: 3. Śmierć senatora",
    "Combat": "Walka",
    "Foreign Policy": "Polityka zagraniczna",
    "Actions": "Akcje",
    "Description of the Fields: 6. Academy": "Opis pól: 6. Akademia",
    "Sejm: a) Counting Votes, b) Additional Votes": "Sejm: a) Liczenie głosów, b) Dodatkowe głosy",
    "Sejm: c) Bribery Phase": "Sejm: c) Przekupstwo",
    "Sejm: d) Voting": "Sejm: d) Głosowanie",
    "Sejm: e) Royal Demand": "Sejm: e) Żądanie królewskie",
    "Sejm: f) Act of Law": "Sejm: f) Ustawa",
    "Sejm f) Act of Law: incompatibilitatis": "Sejm: f) Ustawa: incompatibilitatis",
    "Scoring": "Punktacja",
    "Maintaining the Army": "Utrzymanie armii",
    "Last Round and Ending the Game": "Ostatnia runda i koniec gry",
}
"""The rulebook's sections that errors, prompts and options cite, English → Polish."""

PLACEHOLDERS_PL = {
    "track length": "długość torów poparcia",
    "votes by track space": "głosy za pola torów poparcia",
    "which track makes which Representative": "który tor wyznacza którego Przedstawiciela",
    "who may use the ecclesiastical court": "kto może korzystać z sądu kościelnego",
    "office names": "nazwy urzędów",
    "office income": "dochody z urzędów",
    "office prestige": "prestiż urzędów",
    "house names": "nazwy rodów",
    "house colours": "kolory rodów",
    "house initiative values": "wartości inicjatywy rodów",
    "house starting spaces": "pola startowe rodów",
    "Foreign Policy track points": "punkty toru Kierunków polityki zagranicznej",
    "country names": "nazwy krajów",
    "country seal bonuses": "premie z pieczęci krajów",
    "Policy card decks": "talie kart polityki",
    "Policy card copies": "liczba egzemplarzy kart polityki",
    "Sejm places and dates": "miejsca i daty Sejmów",
    "Acts of Law": "ustawy",
    "Act of Law effects": "skutki ustaw",
    "Royal Demand kinds": "rodzaje Żądań królewskich",
    "figure names": "nazwy postaci",
    "figure abilities and ribbons": "zdolności postaci i złote wstęgi",
}
"""The kinds of placeholder value (the labels of ``board.PLACEHOLDER_KINDS``) in Polish."""


def placeholder_key(label: str) -> str:
    """The catalogue key of a kind of placeholder value: "office income" → ``sigismundus.placeholder.office_income``."""
    return "sigismundus.placeholder." + re.sub(r"[^a-z]+", "_", label.lower()).strip("_")


CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)
CATALOGUE.add("en", {placeholder_key(label): label for label in PLACEHOLDER_KINDS.values()})
CATALOGUE.add("pl", {placeholder_key(label): polish for label, polish in PLACEHOLDERS_PL.items()})
CATALOGUE.add("en", {f"rule:{rule}": rule for rule in RULES})
# the units of the amounts the game asks for (votes to sell, ducats to offer), as a menu counts them
CATALOGUE.add("en", {"unit.count:votes": "{n} {n:vote|votes}", "unit.count:ducats": "{n} {n:ducat|ducats}"})
CATALOGUE.add(
    "pl",
    {
        "unit:votes": "głosów",
        "unit:ducats": "dukatów",
        "unit.count:votes": "{n} {n:głos|głosy|głosów}",
        "unit.count:ducats": "{n} {n:dukat|dukaty|dukatów}",
    },
)
CATALOGUE.add("pl", {f"rule:{rule}": polish for rule, polish in RULES.items()})
