"""The words drawn on Niepodległa's images, in English and Polish, and the names they give.

Every label the board shows is a ``render.niepodlegla.*`` template in the shared message catalogue
(:func:`label` formats one), so a player's image reads in his language like his messages do. The names built
here are the board's own: a seat (the figure in the basic version, the pawns' colour in the advanced one), a
figure, a card (its printed number ``B-04``, or its name), the headline (the round and the phase).
"""

from __future__ import annotations

import re

import rules.niepodlegla.messages  # noqa: F401  (registers the headline sentences in the catalogue)
from render.common import catalogue_label
from rules.core.messages import CATALOGUE, Name, Param, msg
from rules.niepodlegla.view import CardView, NiepodleglaView

EN = {
    "render.niepodlegla.version.basic": "basic version",
    "render.niepodlegla.version.advanced": "advanced version",
    "render.niepodlegla.edition": "edition {edition}",
    "render.niepodlegla.you_are": "You are {name}",
    "render.niepodlegla.headline": "Round {round} · {phase}",
    "render.niepodlegla.phase.setup": "Setup",
    "render.niepodlegla.phase.preparation": "Preparation of the Round",
    "render.niepodlegla.phase.allocation": "Allocation of Pawns and Dice",
    "render.niepodlegla.phase.struggle": "Struggle for Independence",
    "render.niepodlegla.phase.summary": "Summary",
    "render.niepodlegla.phase.rewards": "Rewards",
    "render.niepodlegla.phase.housekeeping": "Housekeeping",
    "render.niepodlegla.phase.final_preparation": "Preparation of the Final Round",
    "render.niepodlegla.phase.final_summary": "Summary of the Final Round",
    "render.niepodlegla.phase.negative": "Negative Effects",
    "render.niepodlegla.phase.morale_check": "Morale Check",
    "render.niepodlegla.phase.positive": "Positive Effects",
    "render.niepodlegla.phase.end_of_round": "End of the Round",
    "render.niepodlegla.phase.november": "11 November 1918",
    "render.niepodlegla.phase.scoring": "Defence of the Borders: the Outcome",
    "render.niepodlegla.victory": "Victory — Poland is independent",
    "render.niepodlegla.defeat": "Defeat",
    "render.niepodlegla.score": "{score} points · {rank}",
    "render.niepodlegla.points": "{score} {score:point|points}",
    "render.niepodlegla.short_symbols": "{n} {n:symbol|symbols} short",
    "render.niepodlegla.empty_spaces": "{n} {n:space|spaces} left empty",
    "render.niepodlegla.not_met": "the policy markers did not meet",
    "render.niepodlegla.round": "Round",
    "render.niepodlegla.time": "Time",
    "render.niepodlegla.countdown": "countdown",
    "render.niepodlegla.final": "final round",
    "render.niepodlegla.revolution": "revolution",
    "render.niepodlegla.november": "11 XI 1918",
    "render.niepodlegla.shield": "shield",
    "render.niepodlegla.deck": "Mission deck: {n}",
    "render.niepodlegla.part.green": "Russian partition and Kingdom",
    "render.niepodlegla.part.brown": "Prussian and Austrian partitions",
    "render.niepodlegla.part.consent": "National Consent",
    "render.niepodlegla.part.foreign": "Foreign Policy",
    "render.niepodlegla.of": "{n} of {total}",
    "render.niepodlegla.bonus_die": "5th: {figure}'s die",
    "render.niepodlegla.bonus_gained": "5th: {figure}'s die ✓",
    "render.niepodlegla.sixth": "6th: +1 morale or easier final; 7th+: bonus only",
    "render.niepodlegla.final_mission": "Final mission",
    "render.niepodlegla.difficulty": "{n} {n:symbol|symbols}",
    "render.niepodlegla.morale": "Morale",
    "render.niepodlegla.overflow": "more lost than left",
    "render.niepodlegla.morale_rule.basic": "at the end: 2–3 left: +1 level · 0–1: +2 levels · X: +3",
    "render.niepodlegla.morale_rule.advanced": "≥6: shield · 2–3: 1 threat · 0–1: 2 threats · X: 4",
    "render.niepodlegla.pool": "Pool",
    "render.niepodlegla.neutral_dice": "Neutral dice",
    "render.niepodlegla.figure_dice": "Figure dice",
    "render.niepodlegla.none": "none",
    "render.niepodlegla.black_die": "Black die",
    "render.niepodlegla.black_rule": "each re-roll: 1–2 pips cost morale",
    "render.niepodlegla.divided": "{n} · {divided} divided",
    "render.niepodlegla.arbiter": "Arbiter (Piłsudski's die): {seat}",
    "render.niepodlegla.magdeburg": "Magdeburg",
    "render.niepodlegla.prison_empty": "nobody imprisoned",
    "render.niepodlegla.prison_morale": "morale ×{n}",
    "render.niepodlegla.prison_neutral": "neutral die ×{n}",
    "render.niepodlegla.decks": "Decks",
    "render.niepodlegla.deck_missions": "Missions",
    "render.niepodlegla.deck_threats": "Threats",
    "render.niepodlegla.threats_early": "1914–1916",
    "render.niepodlegla.threat_era": "threats now from the {era} deck",
    "render.niepodlegla.threats_late": "1917–1918",
    "render.niepodlegla.deck_finals": "F cards",
    "render.niepodlegla.deck_challenges": "D cards",
    "render.niepodlegla.foreign": "Foreign policy",
    "render.niepodlegla.consent": "National consent",
    "render.niepodlegla.met": "The markers have met: {n} apart",
    "render.niepodlegla.apart": "{n} {n:step|steps} until the markers meet",
    "render.niepodlegla.map": "Map",
    "render.niepodlegla.areas": "areas with independence: {n} of {total}",
    "render.niepodlegla.region.prussia": "Prussian partition",
    "render.niepodlegla.region.galicia": "Galicia",
    "render.niepodlegla.region.kresy": "Eastern Borderlands",
    "render.niepodlegla.region.central": "Central territories",
    "render.niepodlegla.region_short.prussia": "Prussian",
    "render.niepodlegla.region_short.galicia": "Galicia",
    "render.niepodlegla.region_short.kresy": "Borderlands",
    "render.niepodlegla.region_short.central": "Central",
    "render.niepodlegla.region_reward.neutral": "all: +1 neutral die",
    "render.niepodlegla.region_reward.morale": "all: +1 morale",
    "render.niepodlegla.missions": "Missions on the table",
    "render.niepodlegla.missions_count": "{n} {n:card|cards}",
    "render.niepodlegla.no_missions": "No missions on the table.",
    "render.niepodlegla.free": "nobody yet",
    "render.niepodlegla.everyone": "everyone",
    "render.niepodlegla.proposed": "proposed",
    "render.niepodlegla.ready": "✓ will succeed",
    "render.niepodlegla.either": "✓ or another",
    "render.niepodlegla.focus_shows": "Shown: {panels}",
    "render.niepodlegla.focus.missions": "the missions",
    "render.niepodlegla.focus.finals": "the final missions",
    "render.niepodlegla.finals": "Final missions",
    "render.niepodlegla.focus.seats": "the players' dice",
    "render.niepodlegla.focus.morale": "morale",
    "render.niepodlegla.focus.parts": "the parts of the board",
    "render.niepodlegla.focus.map": "the map",
    "render.niepodlegla.focus.policy": "the policy tracks",
    "render.niepodlegla.focus.time": "the time track",
    "render.niepodlegla.focus.prison": "Magdeburg",
    "render.niepodlegla.completed": "★ completed",
    "render.niepodlegla.easy": "easier side",
    "render.niepodlegla.main_card": "F · main",
    "render.niepodlegla.final_card": "F",
    "render.niepodlegla.challenge_card": "D",
    "render.niepodlegla.or": "or",
    "render.niepodlegla.if_failed": "also if failed",
    "render.niepodlegla.column.player": "Player",
    "render.niepodlegla.column.pawns": "Pawns",
    "render.niepodlegla.column.dice": "Dice and tokens",
    "render.niepodlegla.column.status": "Status",
    "render.niepodlegla.pawns_free": "{free} free · {placed} placed",
    "render.niepodlegla.owns": "owns: {dice}",
    "render.niepodlegla.not_rolled": "not rolled yet",
    "render.niepodlegla.no_dice": "no dice this round",
    "render.niepodlegla.you": "(you)",
    "render.niepodlegla.status.waiting": "… waiting",
    "render.niepodlegla.status.rolling": "… rolling",
    "render.niepodlegla.status.done": "✓ done",
    "render.niepodlegla.status.agrees": "✓ agrees",
    "render.niepodlegla.status.objects": "✗ objects",
    "render.niepodlegla.status.proposed": "proposed",
    "render.niepodlegla.status.decides": "… decides",
    "render.niepodlegla.joint": "Joint decision",
    "render.niepodlegla.dice": "dice",
    "render.niepodlegla.no_joint": "No joint decision is open.",
    "render.niepodlegla.joint.missions": "missions and neutral dice",
    "render.niepodlegla.joint.city": "where the token goes",
    "render.niepodlegla.joint.remove": "which obstacle to remove",
    "render.niepodlegla.joint.discard": "which missions to discard",
    "render.niepodlegla.joint.jail": "what goes to Magdeburg",
    "render.niepodlegla.joint.challenges": "how many D cards to take",
    "render.niepodlegla.joint.effect": "which positive effect",
    "render.niepodlegla.joint.harder": "which final missions get harder",
    "render.niepodlegla.joint.bonus": "the bonus of a full part",
    "render.niepodlegla.stage.propose": "Any player may propose.",
    "render.niepodlegla.stage.respond": "{seat} proposes; the others agree or object:",
    "render.niepodlegla.stage.arbiter": "Objected: {seat} (holder of Piłsudski's die) decides on:",
    "render.niepodlegla.key": "Key:",
    "render.niepodlegla.symbol.people": "people",
    "render.niepodlegla.symbol.diplomacy": "diplomacy",
    "render.niepodlegla.symbol.money": "money",
    "render.niepodlegla.symbol.armed": "armed action",
    "render.niepodlegla.symbol.portrait": "portrait (any)",
    "render.niepodlegla.key.independence": "independence",
    "render.niepodlegla.key.obstacles": "obstacles",
    "render.niepodlegla.key.lying": "pawn lying: will succeed",
    "render.niepodlegla.colour.grey": "Grey",
    "render.niepodlegla.colour.white": "White",
    "render.niepodlegla.colour.red": "Red",
    "render.niepodlegla.colour.green": "Green",
    "render.niepodlegla.colour.blue": "Blue",
    "render.niepodlegla.figure.pilsudski": "Piłsudski",
    "render.niepodlegla.figure.dmowski": "Dmowski",
    "render.niepodlegla.figure.paderewski": "Paderewski",
    "render.niepodlegla.figure.witos": "Witos",
    "render.niepodlegla.figure.haller": "Haller",
    "render.niepodlegla.token.daszynski": "Ignacy Daszyński",
    "render.niepodlegla.token.korfanty": "Wojciech Korfanty",
    "render.niepodlegla.token.sosnkowski": "Kazimierz Sosnkowski",
    "render.niepodlegla.token.legiony": "Legiony Polskie",
    "render.niepodlegla.token.grabski": "Stanisław Grabski",
    "render.niepodlegla.token.skarb": "Polski Skarb Wojskowy",
    "render.niepodlegla.token.rada": "Rada Regencyjna",
    "render.niepodlegla.token.pow": "Polska Organizacja Wojskowa",
    "render.niepodlegla.reward.green1": "1 token: Russian partition or Kingdom",
    "render.niepodlegla.reward.brown1": "1 token: Prussian or Austrian partition",
    "render.niepodlegla.reward.consent1": "1 token: National Consent",
    "render.niepodlegla.reward.foreign1": "1 token: Foreign Policy",
    "render.niepodlegla.reward.either1": "1 token: either partition part",
    "render.niepodlegla.reward.either2": "2 tokens: partition parts, one or both",
    "render.niepodlegla.reward.any1": "1 token: any part of the board",
    "render.niepodlegla.effect.token": "{place}",
    "render.niepodlegla.effect.tokens2": "{place}, 2 different cities",
    "render.niepodlegla.effect.track": "{track} {n}",
    "render.niepodlegla.effect.figure": "{figure}'s die",
    "render.niepodlegla.effect.gain": "token: {name}",
    "render.niepodlegla.effect.black": "black die",
    "render.niepodlegla.effect.hourglass": "time marker +1",
    "render.niepodlegla.effect.remove": "card leaves the game",
    "render.niepodlegla.effect.shield": "shield",
    "render.niepodlegla.effect.flip": "tokens turn active",
    "render.niepodlegla.effect.discard": "discard {n} untaken {n:mission|missions}",
    "render.niepodlegla.effect.jail.morale": "morale to Magdeburg",
    "render.niepodlegla.effect.jail.pawn": "pawn to Magdeburg",
    "render.niepodlegla.effect.jail.neutral": "neutral die to Magdeburg",
    "render.niepodlegla.effect.jail.figure": "figure die to Magdeburg",
    "render.niepodlegla.track.consent": "Consent",
    "render.niepodlegla.track.foreign": "Foreign policy",
    "render.niepodlegla.place.any": "any area",
    "render.niepodlegla.place.russia": "Russian partition",
}

PL = {
    "render.niepodlegla.version.basic": "wersja podstawowa",
    "render.niepodlegla.version.advanced": "wersja zaawansowana",
    "render.niepodlegla.edition": "edycja {edition}",
    "render.niepodlegla.you_are": "Grasz jako: {name}",
    "render.niepodlegla.headline": "Runda {round} · {phase}",
    "render.niepodlegla.phase.setup": "Przygotowanie gry",
    "render.niepodlegla.phase.preparation": "Przygotowanie rundy",
    "render.niepodlegla.phase.allocation": "Rozdzielenie pionków i kości",
    "render.niepodlegla.phase.struggle": "Walka o niepodległość",
    "render.niepodlegla.phase.summary": "Podsumowanie",
    "render.niepodlegla.phase.rewards": "Nagrody",
    "render.niepodlegla.phase.housekeeping": "Porządki",
    "render.niepodlegla.phase.final_preparation": "Przygotowanie rundy finałowej",
    "render.niepodlegla.phase.final_summary": "Podsumowanie rundy finałowej",
    "render.niepodlegla.phase.negative": "Efekty negatywne",
    "render.niepodlegla.phase.morale_check": "Sprawdzenie morale",
    "render.niepodlegla.phase.positive": "Efekty pozytywne",
    "render.niepodlegla.phase.end_of_round": "Koniec rundy",
    "render.niepodlegla.phase.november": "11 listopada 1918",
    "render.niepodlegla.phase.scoring": "Obrona granic: wynik",
    "render.niepodlegla.victory": "Zwycięstwo — Polska niepodległa",
    "render.niepodlegla.defeat": "Porażka",
    "render.niepodlegla.score": "{score} pkt · {rank}",
    "render.niepodlegla.points": "{score} pkt",
    "render.niepodlegla.short_symbols": "zabrakło {n} {n:symbolu|symboli|symboli}",
    "render.niepodlegla.empty_spaces": "puste pola: {n}",
    "render.niepodlegla.not_met": "znaczniki polityki się nie spotkały",
    "render.niepodlegla.round": "Runda",
    "render.niepodlegla.time": "Czas",
    "render.niepodlegla.countdown": "odliczanie",
    "render.niepodlegla.final": "finał",
    "render.niepodlegla.revolution": "rewolucja",
    "render.niepodlegla.november": "11 XI 1918",
    "render.niepodlegla.shield": "tarcza",
    "render.niepodlegla.deck": "Talia misji: {n}",
    "render.niepodlegla.part.green": "Zabór rosyjski i Królestwo",
    "render.niepodlegla.part.brown": "Zabory pruski i austriacki",
    "render.niepodlegla.part.consent": "Zgoda narodowa",
    "render.niepodlegla.part.foreign": "Polityka zagraniczna",
    "render.niepodlegla.of": "{n} z {total}",
    "render.niepodlegla.bonus_die": "5.: kość – {figure}",
    "render.niepodlegla.bonus_gained": "5.: kość – {figure} ✓",
    "render.niepodlegla.sixth": "6.: +1 morale lub łatwiejszy finał; 7.+: bonus",
    "render.niepodlegla.final_mission": "Misja finałowa",
    "render.niepodlegla.difficulty": "{n} {n:symbol|symbole|symboli}",
    "render.niepodlegla.morale": "Morale",
    "render.niepodlegla.overflow": "stracono więcej, niż było",
    "render.niepodlegla.morale_rule.basic": "na koniec: zostały 2–3: +1 poziom · 0–1: +2 · X: +3",
    "render.niepodlegla.morale_rule.advanced": "≥6: tarcza · 2–3: 1 zagrożenie · 0–1: 2 · X: 4",
    "render.niepodlegla.pool": "Pula",
    "render.niepodlegla.neutral_dice": "Kości neutralne",
    "render.niepodlegla.figure_dice": "Kości postaci",
    "render.niepodlegla.none": "brak",
    "render.niepodlegla.black_die": "Czarna kość",
    "render.niepodlegla.black_rule": "przerzut: 1–2 oczka = −morale",
    "render.niepodlegla.divided": "{n} · rozdane: {divided}",
    "render.niepodlegla.arbiter": "Rozjemca (kość Piłsudskiego): {seat}",
    "render.niepodlegla.magdeburg": "Magdeburg",
    "render.niepodlegla.prison_empty": "nikt nie jest uwięziony",
    "render.niepodlegla.prison_morale": "morale ×{n}",
    "render.niepodlegla.prison_neutral": "kość neutralna ×{n}",
    "render.niepodlegla.decks": "Talie",
    "render.niepodlegla.deck_missions": "Misje",
    "render.niepodlegla.deck_threats": "Zagrożenia",
    "render.niepodlegla.threats_early": "1914–1916",
    "render.niepodlegla.threat_era": "zagrożenia z talii {era}",
    "render.niepodlegla.threats_late": "1917–1918",
    "render.niepodlegla.deck_finals": "Karty F",
    "render.niepodlegla.deck_challenges": "Karty D",
    "render.niepodlegla.foreign": "Polityka zagraniczna",
    "render.niepodlegla.consent": "Zgoda narodowa",
    "render.niepodlegla.met": "Znaczniki się spotkały: odstęp {n}",
    "render.niepodlegla.apart": "Do spotkania znaczników: {n} {n:pole|pola|pól}",
    "render.niepodlegla.map": "Mapa",
    "render.niepodlegla.areas": "obszary z niepodległością: {n} z {total}",
    "render.niepodlegla.region.prussia": "Zabór pruski",
    "render.niepodlegla.region.galicia": "Galicja",
    "render.niepodlegla.region.kresy": "Kresy Wschodnie",
    "render.niepodlegla.region.central": "Tereny centralne",
    "render.niepodlegla.region_short.prussia": "Zabór pruski",
    "render.niepodlegla.region_short.galicia": "Galicja",
    "render.niepodlegla.region_short.kresy": "Kresy",
    "render.niepodlegla.region_short.central": "Centrum",
    "render.niepodlegla.region_reward.neutral": "wszystkie: +1 kość neutralna",
    "render.niepodlegla.region_reward.morale": "wszystkie: +1 morale",
    "render.niepodlegla.missions": "Misje na stole",
    "render.niepodlegla.missions_count": "{n} {n:karta|karty|kart}",
    "render.niepodlegla.no_missions": "Na stole nie ma misji.",
    "render.niepodlegla.free": "jeszcze nikt",
    "render.niepodlegla.everyone": "wszyscy",
    "render.niepodlegla.proposed": "propozycja",
    "render.niepodlegla.ready": "✓ uda się",
    "render.niepodlegla.either": "✓ albo inna",
    "render.niepodlegla.focus_shows": "Na obrazku: {panels}",
    "render.niepodlegla.focus.missions": "misje",
    "render.niepodlegla.focus.finals": "misje finałowe",
    "render.niepodlegla.finals": "Misje finałowe",
    "render.niepodlegla.focus.seats": "kości graczy",
    "render.niepodlegla.focus.morale": "morale",
    "render.niepodlegla.focus.parts": "części planszy",
    "render.niepodlegla.focus.map": "mapa",
    "render.niepodlegla.focus.policy": "tory polityki",
    "render.niepodlegla.focus.time": "tor czasu",
    "render.niepodlegla.focus.prison": "Magdeburg",
    "render.niepodlegla.completed": "★ wykonana",
    "render.niepodlegla.easy": "łatwiejsza strona",
    "render.niepodlegla.main_card": "F · główna",
    "render.niepodlegla.final_card": "F",
    "render.niepodlegla.challenge_card": "D",
    "render.niepodlegla.or": "lub",
    "render.niepodlegla.if_failed": "także przy porażce",
    "render.niepodlegla.column.player": "Gracz",
    "render.niepodlegla.column.pawns": "Pionki",
    "render.niepodlegla.column.dice": "Kości i żetony",
    "render.niepodlegla.column.status": "Stan",
    "render.niepodlegla.pawns_free": "wolne: {free} · zajęte: {placed}",
    "render.niepodlegla.owns": "ma kości: {dice}",
    "render.niepodlegla.not_rolled": "jeszcze bez rzutu",
    "render.niepodlegla.no_dice": "w tej rundzie bez kości",
    "render.niepodlegla.you": "(ty)",
    "render.niepodlegla.status.waiting": "… czekamy",
    "render.niepodlegla.status.rolling": "… rzuca",
    "render.niepodlegla.status.done": "✓ gotowe",
    "render.niepodlegla.status.agrees": "✓ zgoda",
    "render.niepodlegla.status.objects": "✗ sprzeciw",
    "render.niepodlegla.status.proposed": "zaproponował",
    "render.niepodlegla.status.decides": "… rozstrzyga",
    "render.niepodlegla.joint": "Wspólna decyzja",
    "render.niepodlegla.dice": "kości",
    "render.niepodlegla.no_joint": "Nie ma otwartej wspólnej decyzji.",
    "render.niepodlegla.joint.missions": "misje i kości neutralne",
    "render.niepodlegla.joint.city": "gdzie trafi żeton",
    "render.niepodlegla.joint.remove": "którą przeszkodę usunąć",
    "render.niepodlegla.joint.discard": "które misje odrzucić",
    "render.niepodlegla.joint.jail": "co trafi do Magdeburga",
    "render.niepodlegla.joint.challenges": "ile kart D podjąć",
    "render.niepodlegla.joint.effect": "który efekt pozytywny",
    "render.niepodlegla.joint.harder": "które misje finałowe utrudnić",
    "render.niepodlegla.joint.bonus": "premia za pełną część planszy",
    "render.niepodlegla.stage.propose": "Każdy gracz może złożyć propozycję.",
    "render.niepodlegla.stage.respond": "Proponuje: {seat}; pozostali się zgadzają lub sprzeciwiają:",
    "render.niepodlegla.stage.arbiter": "Sprzeciw: rozstrzyga {seat} (kość Piłsudskiego):",
    "render.niepodlegla.key": "Legenda:",
    "render.niepodlegla.symbol.people": "ludzie",
    "render.niepodlegla.symbol.diplomacy": "dyplomacja",
    "render.niepodlegla.symbol.money": "pieniądze",
    "render.niepodlegla.symbol.armed": "walka zbrojna",
    "render.niepodlegla.symbol.portrait": "portret (dowolny)",
    "render.niepodlegla.key.independence": "niepodległość",
    "render.niepodlegla.key.obstacles": "przeszkody",
    "render.niepodlegla.key.lying": "pionek położony: misja się uda",
    "render.niepodlegla.colour.grey": "Szary",
    "render.niepodlegla.colour.white": "Biały",
    "render.niepodlegla.colour.red": "Czerwony",
    "render.niepodlegla.colour.green": "Zielony",
    "render.niepodlegla.colour.blue": "Niebieski",
    "render.niepodlegla.figure.pilsudski": "Piłsudski",
    "render.niepodlegla.figure.dmowski": "Dmowski",
    "render.niepodlegla.figure.paderewski": "Paderewski",
    "render.niepodlegla.figure.witos": "Witos",
    "render.niepodlegla.figure.haller": "Haller",
    "render.niepodlegla.token.daszynski": "Ignacy Daszyński",
    "render.niepodlegla.token.korfanty": "Wojciech Korfanty",
    "render.niepodlegla.token.sosnkowski": "Kazimierz Sosnkowski",
    "render.niepodlegla.token.legiony": "Legiony Polskie",
    "render.niepodlegla.token.grabski": "Stanisław Grabski",
    "render.niepodlegla.token.skarb": "Polski Skarb Wojskowy",
    "render.niepodlegla.token.rada": "Rada Regencyjna",
    "render.niepodlegla.token.pow": "Polska Organizacja Wojskowa",
    "render.niepodlegla.reward.green1": "1 żeton: zabór rosyjski lub Królestwo",
    "render.niepodlegla.reward.brown1": "1 żeton: zabór pruski lub austriacki",
    "render.niepodlegla.reward.consent1": "1 żeton: Zgoda narodowa",
    "render.niepodlegla.reward.foreign1": "1 żeton: Polityka zagraniczna",
    "render.niepodlegla.reward.either1": "1 żeton: jeden z zaborów",
    "render.niepodlegla.reward.either2": "2 żetony: zabory, jeden lub oba",
    "render.niepodlegla.reward.any1": "1 żeton: dowolna część planszy",
    "render.niepodlegla.effect.token": "{place}",
    "render.niepodlegla.effect.tokens2": "{place}, 2 różne miasta",
    "render.niepodlegla.effect.track": "{track} {n}",
    "render.niepodlegla.effect.figure": "kość – {figure}",
    "render.niepodlegla.effect.gain": "żeton: {name}",
    "render.niepodlegla.effect.black": "czarna kość",
    "render.niepodlegla.effect.hourglass": "znacznik czasu +1",
    "render.niepodlegla.effect.remove": "karta odpada z gry",
    "render.niepodlegla.effect.shield": "tarcza",
    "render.niepodlegla.effect.flip": "żetony stają się aktywne",
    "render.niepodlegla.effect.discard": "odrzucenie {n} {n:niepodjętej|niepodjętych|niepodjętych} misji",
    "render.niepodlegla.effect.jail.morale": "morale do Magdeburga",
    "render.niepodlegla.effect.jail.pawn": "pionek do Magdeburga",
    "render.niepodlegla.effect.jail.neutral": "kość neutralna do Magdeburga",
    "render.niepodlegla.effect.jail.figure": "kość postaci do Magdeburga",
    "render.niepodlegla.track.consent": "Zgoda",
    "render.niepodlegla.track.foreign": "Polityka zagr.",
    "render.niepodlegla.place.any": "dowolny obszar",
    "render.niepodlegla.place.russia": "zabór rosyjski",
}

CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

PHASES = (
    "setup", "preparation", "allocation", "struggle", "summary", "rewards", "housekeeping", "final_preparation",
    "final_summary", "negative", "morale_check", "positive", "end_of_round", "november", "scoring",
)  # fmt: skip
"""The phases a view may name; ``render.niepodlegla.phase.<key>`` names each."""

PREFIX = "render.niepodlegla."


def label(lang: str, key: str, **params: Param) -> str:
    """The board label ``render.niepodlegla.<key>`` in ``lang``."""
    return catalogue_label(PREFIX, lang, key, **params)


NUMERALS = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def seat_name(view: NiepodleglaView, seat: int, lang: str = "en") -> str:
    """A seat as players read it: the figure (basic), the pawns' colour (advanced), in ``lang``."""
    if not 0 <= seat < len(view.seats):
        return str(seat)
    s = view.seats[seat]
    if view.version == "advanced":
        key = f"render.niepodlegla.colour.{s.colour}"
        return CATALOGUE.format(msg(key), str, lang) if CATALOGUE.has(key) else s.name
    return s.name


def figure_name(key: str, lang: str = "en") -> str:
    name = f"render.niepodlegla.figure.{key}"
    return CATALOGUE.format(msg(name), str, lang) if CATALOGUE.has(name) else key.capitalize()


def headline(view: NiepodleglaView, lang: str = "en") -> str:
    """The view's headline in ``lang``; where the catalogue has no sentence in that language, the round
    and the phase in this module's words instead of an English sentence on a Polish board."""
    key = view.headline.key
    if CATALOGUE.has(key) and (lang == "en" or CATALOGUE.translation(key, lang) is not None):
        return CATALOGUE.format(view.headline, lambda seat: seat_name(view, seat, lang), lang)
    phase = label(lang, f"phase.{view.phase}") if view.phase in PHASES else view.phase.replace("_", " ")
    if view.phase == "setup":
        return phase
    number = str(view.round) if view.version == "advanced" else _numeral(view.round)
    return label(lang, "headline", round=number, phase=phase)


def _numeral(n: int) -> str:
    return NUMERALS[n] if 0 <= n < len(NUMERALS) else str(n)


def card_number(card: CardView) -> str:
    """A card's printed number (``B-04``) from its label, or "" for a card without one."""
    first = card.label.split(" ", 1)[0]
    return first if re.fullmatch(r"[A-Z]-\d+", first) else ""


def short_card(card: CardView, lang: str = "en") -> str:
    """A card as a list of cards names it: its printed number ("B-07", also for a stand-in name that is only
    the number), else its name in ``lang`` (a final mission, a main mission)."""
    number = card_number(card)
    if number:
        return number
    if re.fullmatch(r"[a-z]\d+", card.key):
        return f"{card.key[0].upper()}-{card.key[1:]}"
    return in_language(card.label, lang)


def card_title(card: CardView, lang: str = "en") -> str:
    """A card's name in ``lang`` without its number (the label's number comes first in every language)."""
    number = card_number(card)
    text = in_language(card.label, lang)
    return text[len(number) :].strip() if number else text


def in_language(text: str, lang: str) -> str:
    """A view's name in ``lang`` (a :class:`Name` knows every language; a plain text is the same in all)."""
    return text.text(lang) if isinstance(text, Name) else text
