"""The Niepodległa board image, drawn from a :class:`NiepodleglaView` and nothing else.

Niepodległa is cooperative and every component lies open on the table, so every seat's image is
the public one plus a "you are …" mark and the seat's row picked out; nothing else depends on the
viewer. Geometry and colours come from ``data/niepodlegla/layout.toml``, one sheet per side of the
printed board; this module decides what to draw where inside those boxes.

Basic version (board side B): the round track I–VI with the countdown cards; the four parts of the
board with their independence tokens, the figure die each one gives and its final mission (the
symbols its difficulty leaves visible); the morale track; the pool (neutral dice, figure dice gained
from the board, the black die); the missions on the table with their symbols, their reward and the
pawn that took them; each player's pawns and dice (rolled faces); the open joint proposal and who
has agreed.

Advanced version (side A) adds the time track with the hourglass and the shield, the two policy
tracks facing each other, the sixteen areas of the map in four regions with their independence and
obstacle tokens, Magdeburg, the decks (missions, threats, F and D), activist and morale tokens, the
missions' penalties, and at the end the score and rank.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache, partial

from PIL import Image, ImageDraw

import rules.niepodlegla.messages  # noqa: F401  (registers the headline sentences in the catalogue)
from render.common import WHITE, BoardPen, catalogue_label
from render.common import encode_png as encode_png  # part of every renderer's interface (bot/bench.py)
from render.fonts import _text_mask as sign_mask
from render.fonts import text_mask
from render.layout_base import RGB, Rect
from render.niepodlegla_layout import NiepodleglaLayout, Sheet, default_layout
from rules.core.messages import CATALOGUE, Name, Param, msg
from rules.niepodlegla.view import CardView, CityView, EffectView, NiepodleglaView, PartView, SeatView

SYMBOLS = ("people", "diplomacy", "money", "armed", "portrait")
NUMERALS = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
MAIN_CARDS = ("paris", "warsaw")
REVOLUTION_FIELD = 6
TITLE_BELOW = 118
"""The height from which a card with no effects to show writes its name on a line of its own."""
SUPERSAMPLE = 4
WIDE = 1000
"""A panel narrower than this is drawn for a phone (a focus image): fewer columns, stacked rows."""
OBSTACLE_GLYPHS = {"central": "✠", "tsarist": "♛", "bolshevik": "★", "ukrainian": "Ψ"}
REGION_REWARDS = {"prussia": "neutral", "galicia": "morale", "kresy": "neutral", "central": "morale"}
"""Rewards for Controlling Whole Regions (rulebook): printed on the board beside each region."""

# --- labels ----------------------------------------------------------------------------------------

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


# --- entry points ----------------------------------------------------------------------------------


def board_png(view: NiepodleglaView, layout: NiepodleglaLayout | None = None, lang: str = "en") -> bytes:
    """The board image for ``view`` as PNG bytes, its labels in ``lang``: what the bot posts."""
    return encode_png(draw(view, layout or default_layout(), lang))


def draw(view: NiepodleglaView, layout: NiepodleglaLayout, lang: str = "en") -> Image.Image:
    """Draw the whole board for ``view`` onto a new RGB image, its labels in ``lang``."""
    image = Image.new("RGB", (layout.width, layout.height(view.version)), layout.colour("background"))
    pen = Pen(image, layout, view, lang)
    _header(pen)
    if view.version == "advanced":
        _time_track(pen)
        _policy(pen)
        _map(pen)
        _morale(pen)
        _pool(pen)
        _prison(pen)
        _decks(pen)
    else:
        _round_track(pen)
        for part in view.parts:
            _part(pen, part)
        _morale(pen)
        _pool(pen)
    _missions(pen)
    _seats(pen)
    _joint(pen)
    _legend(pen)
    return image


# --- drawing primitives ----------------------------------------------------------------------------


class Pen(BoardPen[NiepodleglaLayout]):
    """Drawing primitives in the board's style, so the section functions stay short."""

    prefix = PREFIX
    trim_before_ellipsis = True

    def __init__(self, image: Image.Image, layout: NiepodleglaLayout, view: NiepodleglaView, lang: str) -> None:
        super().__init__(image, layout, lang)
        self.view = view
        self.sheet = layout.sheet(view.version)

    def panel_rect(self, key: str) -> Rect:
        return self.sheet.panel(key)

    def heading(self, rect: Rect, title: str, right: str = "") -> None:
        """A panel's title on its first line, with an optional muted note at the right."""
        y = rect.y + 20
        self.text((rect.x + 14, y), title, "heading", heavy=True)
        if right:
            self.text((rect.right - 14, y), right, "small", fill="muted", anchor="rm")

    def paste(self, icon: Image.Image, centre: tuple[int, int]) -> None:
        """An RGBA icon centred on ``centre``."""
        x, y = centre[0] - icon.width // 2, centre[1] - icon.height // 2
        self.image.paste(icon, (x, y), icon)

    def symbol(self, centre: tuple[int, int], symbol: str, size: int | None = None) -> None:
        size = size or self.piece["icon_size"]
        self.paste(_symbol_icon(symbol, size, self._symbol_colour(symbol)), centre)

    def _symbol_colour(self, symbol: str) -> RGB:
        return self.layout.symbol(symbol) if symbol in SYMBOLS else self.colour("muted")

    def die(
        self, centre: tuple[int, int], face: Sequence[str], figure_colour: str = "", size: int = 0, blank: bool = False
    ) -> None:
        """A die showing ``face`` ("?" before the first roll, nothing if ``blank``: a die not in play yet):
        ivory for a neutral die, the figure's colour for a figure die."""
        size = size or self.piece["die_size"]
        if figure_colour:
            style = self.layout.figure(figure_colour)
            body, edge, width = style.fill, style.outline, 3
        else:
            body, edge, width = self.colour("die_neutral"), self.colour("border"), 2
        colours = tuple(self._symbol_colour(s) for s in face)
        icon = _die_icon(tuple(face), colours, size, body, edge, width, None if blank else self.colour("muted"))
        self.paste(icon, centre)

    def black_die(self, centre: tuple[int, int], size: int = 0) -> None:
        size = size or self.piece["die_size"]
        half = size // 2
        x, y = centre
        box = (x - half, y - half, x + half, y + half)
        self.draw.rounded_rectangle(box, radius=6, fill=self.colour("die_black"), outline=self.colour("ink"), width=2)
        self.draw.rounded_rectangle(
            (box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4), radius=4, outline=self.colour("muted"), width=1
        )

    def pawn(self, centre: tuple[int, int], colour: str, lying: bool = False, ghost: bool = False) -> None:
        style = self.layout.figure(colour)
        icon = _pawn_icon(self.piece["pawn_size"], style.fill, style.outline, lying, ghost)
        self.paste(icon, centre)

    def independence(self, centre: tuple[int, int], size: int = 0) -> None:
        size = size or self.piece["token_size"]
        icon = _independence_icon(size, self.colour("independence_white"), self.colour("independence_red"))
        self.paste(icon, centre)

    def obstacle(self, centre: tuple[int, int], kind: str, size: int = 0) -> None:
        size = size or self.piece["token_size"]
        style = self.layout.obstacle(kind)
        glyph = OBSTACLE_GLYPHS.get(kind, "?")
        self.paste(_obstacle_icon(kind, glyph, size, style.fill, style.outline, style.text), centre)

    def marker(self, centre: tuple[int, int], orange: bool, size: int = 0) -> None:
        """A morale marker."""
        size = size or self.piece["slot_size"]
        r = size // 2 - 1
        x, y = centre
        fill = self.colour("morale_orange" if orange else "morale_yellow")
        self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=self.colour("ink"), width=2)

    def slot(self, centre: tuple[int, int], size: int, round_: bool = True) -> None:
        """An empty space on a track."""
        r = size // 2 - 1
        x, y = centre
        box = (x - r, y - r, x + r, y + r)
        if round_:
            self.draw.ellipse(box, fill=self.colour("slot"), outline=self.colour("faint"), width=2)
        else:
            self.draw.rounded_rectangle(box, radius=4, fill=self.colour("slot"), outline=self.colour("faint"), width=2)

    def hourglass(self, centre: tuple[int, int], size: int) -> None:
        self.paste(_hourglass_icon(size, self.colour("hourglass"), self.colour("ink")), centre)

    def shield(self, centre: tuple[int, int], size: int) -> None:
        self.paste(_shield_icon(size, self.colour("shield"), WHITE), centre)

    def pill(self, x: int, y: int, text: str, fill: str | RGB, ink: str | RGB = WHITE, size: str = "small") -> int:
        """A rounded label; returns the x after it."""
        height = self.size[size] + 10
        width = self.width(text, size, True) + 16
        box = (x, y - height // 2, x + width, y + height // 2)
        self.draw.rounded_rectangle(box, radius=height // 2, fill=self.colour(fill))
        self.text((x + width // 2, y), text, size, heavy=True, fill=ink, anchor="mm")
        return x + width + 6


# --- cached icons ----------------------------------------------------------------------------------


def _canvas(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A transparent canvas drawn at ``SUPERSAMPLE`` times the size, for smooth small icons."""
    big = size * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image), big


def _shrink(image: Image.Image, width: int, height: int) -> Image.Image:
    return image.resize((width, height), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def _symbol_icon(symbol: str, size: int, colour: RGB) -> Image.Image:
    """A symbol as a round badge in its colour with a white sign: a person (people), an envelope
    (diplomacy), a coin (money), crossed rifles (armed action), a star (the portrait, any symbol)."""
    image, d, s = _canvas(size)
    d.ellipse((0, 0, s - 1, s - 1), fill=(255, 255, 255, 255))
    d.ellipse((s * 0.06, s * 0.06, s * 0.94, s * 0.94), fill=(*colour, 255))
    white = (255, 255, 255, 255)
    if symbol == "people":
        d.ellipse((s * 0.38, s * 0.2, s * 0.62, s * 0.44), fill=white)
        d.chord((s * 0.24, s * 0.5, s * 0.76, s * 1.0), 180, 360, fill=white)
        d.rectangle((s * 0.24, s * 0.74, s * 0.76, s * 0.8), fill=white)
    elif symbol == "diplomacy":
        d.rectangle((s * 0.22, s * 0.32, s * 0.78, s * 0.7), fill=white)
        d.line(
            [(s * 0.22, s * 0.33), (s * 0.5, s * 0.56), (s * 0.78, s * 0.33)], fill=(*colour, 255), width=int(s * 0.06)
        )
    elif symbol == "money":
        d.ellipse((s * 0.22, s * 0.22, s * 0.78, s * 0.78), fill=white)
        d.ellipse((s * 0.32, s * 0.32, s * 0.68, s * 0.68), outline=(*colour, 255), width=int(s * 0.05))
        d.rectangle((s * 0.47, s * 0.4, s * 0.53, s * 0.6), fill=(*colour, 255))
    elif symbol == "armed":
        w = int(s * 0.09)
        d.line([(s * 0.26, s * 0.78), (s * 0.74, s * 0.22)], fill=white, width=w)
        d.line([(s * 0.26, s * 0.22), (s * 0.74, s * 0.78)], fill=white, width=w)
        for x0, sign in ((0.26, 1), (0.74, -1)):
            d.line([(s * x0, s * 0.78), (s * (x0 + sign * 0.1), s * 0.84)], fill=white, width=int(w * 1.4))
    elif symbol == "portrait":
        d.polygon(_star(s / 2, s / 2 + s * 0.02, s * 0.34, s * 0.14), fill=white)
    else:
        d.ellipse((s * 0.4, s * 0.4, s * 0.6, s * 0.6), fill=white)
    return _shrink(image, size, size)


def _star(cx: float, cy: float, outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return points


@lru_cache(maxsize=512)
def _die_icon(
    face: tuple[str, ...], colours: tuple[RGB, ...], size: int, body: RGB, edge: RGB, width: int, muted: RGB | None
) -> Image.Image:
    """A die with its face: one symbol large, two side by side on a diagonal, "?" before the first roll."""
    image = Image.new("RGBA", (size + 2, size + 2), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    d.rounded_rectangle((1, 1, size, size), radius=6, fill=(*body, 255), outline=(*edge, 255), width=width)
    centre = (size + 2) // 2
    if not face and muted is not None:
        mask, (dx, dy) = text_mask("?", 18, True, "mm")
        image.paste((*muted, 255), (centre + dx, centre + dy), mask)
    elif len(face) == 1:
        icon = _symbol_icon(face[0], int(size * 0.7), colours[0])
        image.alpha_composite(icon, (centre - icon.width // 2, centre - icon.height // 2))
    else:
        small = int(size * 0.5)
        spots = ((0.32, 0.32), (0.68, 0.68), (0.68, 0.32), (0.32, 0.68))
        for (fx, fy), symbol, colour in zip(spots, face, colours, strict=False):
            icon = _symbol_icon(symbol, small, colour)
            x, y = int((size + 2) * fx) - small // 2, int((size + 2) * fy) - small // 2
            image.alpha_composite(icon, (x, y))
    return image


@lru_cache(maxsize=128)
def _pawn_icon(size: int, fill: RGB, outline: RGB, lying: bool, ghost: bool) -> Image.Image:
    """A pawn in a seat's colour; lying on its side when its mission will succeed; pale when proposed."""
    image, d, s = _canvas(size)
    w = max(SUPERSAMPLE * 2, int(s * 0.07))
    alpha = 110 if ghost else 255
    edge, body = (*outline, alpha), (*fill, alpha)
    d.ellipse((s * 0.3, s * 0.04, s * 0.7, s * 0.44), fill=body, outline=edge, width=w)
    d.polygon([(s * 0.36, s * 0.42), (s * 0.64, s * 0.42), (s * 0.86, s * 0.96), (s * 0.14, s * 0.96)], fill=edge)
    d.polygon(
        [(s * 0.36 + w, s * 0.42 + w), (s * 0.64 - w, s * 0.42 + w), (s * 0.86 - w * 1.4, s * 0.96 - w),
         (s * 0.14 + w * 1.4, s * 0.96 - w)],
        fill=body,
    )  # fmt: skip
    d.ellipse((s * 0.3 + w, s * 0.04 + w, s * 0.7 - w, s * 0.44 - w), fill=body)
    icon = _shrink(image, size, size)
    return icon.rotate(90, expand=True) if lying else icon


@lru_cache(maxsize=32)
def _independence_icon(size: int, white: RGB, red: RGB) -> Image.Image:
    """An independence token: a disc in the white and red of the flag."""
    image, d, s = _canvas(size)
    d.ellipse((0, 0, s - 1, s - 1), fill=(40, 30, 25, 255))
    inset = s * 0.08
    d.pieslice((inset, inset, s - inset, s - inset), 180, 360, fill=(*white, 255))
    d.pieslice((inset, inset, s - inset, s - inset), 0, 180, fill=(*red, 255))
    return _shrink(image, size, size)


@lru_cache(maxsize=64)
def _obstacle_icon(kind: str, glyph: str, size: int, fill: RGB, outline: RGB, ink: RGB) -> Image.Image:
    """An obstacle token: a square in its kind's colours with its sign (cross, crown, star, trident)."""
    image, d, s = _canvas(size)
    d.rounded_rectangle((0, 0, s - 1, s - 1), radius=s * 0.18, fill=(*outline, 255))
    inner = (s * 0.08, s * 0.08, s * 0.92, s * 0.92)
    d.rounded_rectangle(inner, radius=s * 0.14, fill=(*fill, 255))
    if kind == "ukrainian":  # blue over yellow
        d.rectangle((s * 0.08, s * 0.5, s * 0.92, s * 0.86), fill=(*ink, 255))
        d.rounded_rectangle((s * 0.08, s * 0.5, s * 0.92, s * 0.92), radius=s * 0.14, fill=(*ink, 255))
    icon = _shrink(image, size, size)
    # the sign on a token is a pictogram, not text a player reads: it is not counted as the image's smallest text
    mask, (dx, dy) = sign_mask(glyph, max(12, int(size * 0.72)), True, "mm")
    colour = WHITE if kind == "ukrainian" else ink
    icon.paste((*colour, 255), (size // 2 + dx, size // 2 + dy), mask)
    return icon


@lru_cache(maxsize=16)
def _hourglass_icon(size: int, sand: RGB, ink: RGB) -> Image.Image:
    image, d, s = _canvas(size)
    w = int(s * 0.08)
    d.rectangle((s * 0.18, s * 0.04, s * 0.82, s * 0.04 + w), fill=(*ink, 255))
    d.rectangle((s * 0.18, s * 0.96 - w, s * 0.82, s * 0.96), fill=(*ink, 255))
    top = [(s * 0.24, s * 0.12), (s * 0.76, s * 0.12), (s * 0.52, s * 0.5), (s * 0.48, s * 0.5)]
    bottom = [(s * 0.48, s * 0.5), (s * 0.52, s * 0.5), (s * 0.76, s * 0.88), (s * 0.24, s * 0.88)]
    d.polygon(top, fill=(*sand, 255), outline=(*ink, 255), width=w // 2)
    d.polygon(bottom, fill=(*sand, 255), outline=(*ink, 255), width=w // 2)
    return _shrink(image, size, size)


@lru_cache(maxsize=16)
def _shield_icon(size: int, fill: RGB, rim: RGB) -> Image.Image:
    image, d, s = _canvas(size)
    outer = [(s * 0.1, s * 0.06), (s * 0.9, s * 0.06), (s * 0.9, s * 0.48), (s * 0.5, s * 0.96), (s * 0.1, s * 0.48)]
    d.polygon(outer, fill=(30, 30, 40, 255))
    inner = [
        (s * 0.17, s * 0.12),
        (s * 0.83, s * 0.12),
        (s * 0.83, s * 0.46),
        (s * 0.5, s * 0.87),
        (s * 0.17, s * 0.46),
    ]
    d.polygon(inner, fill=(*fill, 255))
    d.line([(s * 0.5, s * 0.18), (s * 0.5, s * 0.78)], fill=(*rim, 255), width=int(s * 0.07))
    d.line([(s * 0.26, s * 0.38), (s * 0.74, s * 0.38)], fill=(*rim, 255), width=int(s * 0.07))
    return _shrink(image, size, size)


# --- names -----------------------------------------------------------------------------------------


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


# --- header ----------------------------------------------------------------------------------------


def _header(pen: Pen) -> None:
    view, rect = pen.view, pen.panel_rect("header")
    y = rect.y + rect.h // 2
    x = rect.x + 20
    x += pen.text((x, y - 10), view.title or pen.layout.title, "title", heavy=True)
    pen.text((rect.x + 22, y + 18), pen.t(f"version.{view.version}"), "small", fill="muted")
    x += 24
    right = rect.right - 20
    if view.finished:
        right = _outcome(pen, rect) - 16
    if view.viewer is not None and 0 <= view.viewer < len(view.seats):
        seat = view.seats[view.viewer]
        mark = pen.t("you_are", name=seat_name(view, view.viewer, pen.lang))
        width = pen.width(mark, "body", True)
        pen.pawn((right - width - 18, y), seat.colour)
        pen.text((right, y), mark, "body", heavy=True, fill="highlight", anchor="rm")
        right -= width + 44
    elif not view.finished:
        right -= pen.text((right, y), pen.t("edition", edition=view.edition), "small", fill="muted", anchor="rm") + 24
    pen.text((x, y), pen.fit(headline(view, pen.lang), right - x, "heading"), "heading")


def _outcome(pen: Pen, rect: Rect) -> int:
    """The result banner at the right of the header; returns its left edge."""
    view = pen.view
    victory = view.outcome == "victory"
    title = pen.t("victory" if victory else "defeat")
    detail = _outcome_detail(pen)
    width = max(pen.width(title, "heading", True), pen.width(detail, "small", True)) + 40
    box = Rect(rect.right - 16 - width, rect.y + 6, width, rect.h - 12)
    pen.draw.rounded_rectangle(
        box.box, radius=8, fill=pen.colour("banner_victory" if victory else "banner_defeat"), outline=pen.colour("ink")
    )
    cx = box.x + box.w // 2
    if detail:
        pen.text((cx, box.y + 17), title, "heading", heavy=True, fill="banner_text", anchor="mm")
        pen.text((cx, box.y + 39), detail, "small", heavy=True, fill="banner_text", anchor="mm")
    else:
        pen.text(box.centre, title, "heading", heavy=True, fill="banner_text", anchor="mm")
    return box.x


def _outcome_detail(pen: Pen) -> str:
    """What the end came to: the score and rank (advanced), the symbols or spaces short (basic)."""
    view = pen.view
    if view.version == "advanced":
        if view.rank:
            return pen.t("score", score=view.score, rank=view.rank)
        if view.outcome != "victory" and view.consent + view.foreign < view.meet_at:
            return pen.t("not_met")
        return pen.t("points", score=view.score)
    if view.outcome == "victory":
        return ""
    empty = sum(max(0, p.spaces - p.tokens) for p in view.parts)
    if empty and view.missing == empty:
        return pen.t("empty_spaces", n=empty)
    return pen.t("short_symbols", n=view.missing) if view.missing else ""


# --- basic: round track, parts -------------------------------------------------------------------


def _round_track(pen: Pen) -> None:
    """Rounds I–VI: the time marker on the current round; I–V hold the countdown cards, VI is the final."""
    view, rect = pen.view, pen.panel_rect("track")
    pen.panel(rect)
    y = rect.y + rect.h // 2
    x = rect.x + 14 + pen.text((rect.x + 14, y), pen.t("round"), "heading", heavy=True) + 16
    cell = 140
    for n in range(1, view.rounds + 1):
        current, past = n == view.round, n < view.round
        box = (x, rect.y + 8, x + cell - 8, rect.bottom - 9)
        fill = "highlight" if current else "past" if past else "slot"
        pen.draw.rounded_rectangle(box, radius=8, fill=pen.colour(fill), outline=pen.colour("border"), width=1)
        ink = "highlight_text" if current else "ink"
        pen.text((x + 14, y - 8), _numeral(n), "big", heavy=True, fill=ink, anchor="lm")
        caption = pen.t("final") if n == view.rounds else pen.t("countdown")
        pen.text((x + 14, y + 20), pen.fit(caption, cell - 30, "small"), "small", fill=ink if current else "muted")
        if current:
            pen.hourglass((x + cell - 28, y - 8), 26)
        x += cell
    deck = pen.t("deck", n=view.deck)
    pen.text((rect.right - 16, y), deck, "body", heavy=True, anchor="rm")


def _part(pen: Pen, part: PartView) -> None:
    """A part of side B: its five spaces with their independence tokens, the figure die the fifth
    brings, the bonus of the sixth and later, and its final mission at the difficulty it stands at."""
    rect = pen.layout.part_box(part.key)
    style = pen.layout.part(part.colour)
    pen.panel(rect, outline=style.outline, width=3)
    band = (rect.x + 2, rect.y + 2, rect.right - 3, rect.y + 38)
    pen.draw.rounded_rectangle(band, radius=8, fill=style.fill)
    name = pen.t(f"part.{part.key}") if CATALOGUE.has(f"render.niepodlegla.part.{part.key}") else part.name
    count = pen.t("of", n=min(part.tokens, part.spaces), total=part.spaces)
    cw = pen.text((rect.right - 14, rect.y + 20), count, "body", heavy=True, fill=style.text, anchor="rm")
    pen.text((rect.x + 14, rect.y + 20), pen.fit(name, rect.w - cw - 44, "body", True), "body", True, style.text)
    y = rect.y + 64
    size = pen.piece["slot_size"] + 4
    x = rect.x + 14
    for i in range(part.spaces):
        centre = (x + size // 2, y)
        pen.slot(centre, size)
        if i < part.tokens:
            pen.independence(centre, size - 4)
        x += size + 5
    figure = figure_name(part.figure, pen.lang)
    gained = part.tokens >= part.spaces
    pen.die((x + 14, y), (), _figure_colour(pen.view, part.figure), 28, blank=True)
    bonus = pen.t("bonus_gained" if gained else "bonus_die", figure=figure)
    fill = "submitted" if gained else "ink"
    pen.text((x + 36, y), pen.fit(bonus, rect.right - x - 50, "small"), "small", fill=fill)
    # Additional Bonuses: the sixth token is placed (beside the five spaces) and brings a bonus; no later one is
    small = pen.piece["token_size"]
    sixth = (rect.x + 14 + small // 2, y + 31)
    pen.slot(sixth, small + 2)
    if part.tokens > part.spaces:
        pen.independence(sixth, small - 2)
    x = rect.x + 24 + small
    fill = "submitted" if part.tokens > part.spaces else "muted"
    pen.text((x, y + 31), pen.fit(pen.t("sixth"), rect.right - 14 - x, "small"), "small", fill=fill)
    _final_track(pen, part, rect, y + 52)


def _final_track(pen: Pen, part: PartView, rect: Rect, top: int) -> None:
    """The final mission: its name, and its symbol track with as many symbols uncovered as its difficulty
    (the final mission token covers the rest)."""
    pen.draw.line((rect.x + 14, top, rect.right - 14, top), fill=pen.colour("faint"), width=1)
    x, y = rect.x + 14, top + 18
    caption = pen.t("final_mission") + ": "
    final_name = in_language(part.final_name, pen.lang)
    if pen.width(caption, "small") + pen.width(final_name, "small", True) <= rect.w - 28:
        x += pen.text((x, y), caption, "small", fill="muted")
    pen.text((x, y), pen.fit(final_name, rect.right - 14 - x, "small", True), "small", heavy=True)
    size = pen.piece["icon_size"] + 4
    x, y = rect.x + 14, top + 52
    for i, symbol in enumerate(part.track):
        centre = (x + size // 2, y)
        if i < part.level:
            pen.symbol(centre, symbol, size)
        else:
            pen.slot(centre, size, round_=False)
        x += size + 6
    difficulty = pen.t("difficulty", n=part.level)
    pen.text((rect.right - 14, y), difficulty, "body", heavy=True, fill="highlight", anchor="rm")


# --- advanced: time track, policy tracks, map ----------------------------------------------------


def _time_track(pen: Pen) -> None:
    """Fields 1–10: the hourglass (time marker) on the current field, the shield over the field it covers,
    the February Revolution at 6 and 11 November 1918 at the last."""
    view, rect = pen.view, pen.panel_rect("time")
    pen.panel(rect)
    fields = max(view.rounds, 1)
    rows = 1 if rect.w >= WIDE else 2  # a focus image: two rows of five fields
    per_row = -(-fields // rows)
    band = (rect.h - 10) // rows
    left = rect.x + 14 + pen.text((rect.x + 14, rect.y + band // 2 + 5), pen.t("time"), "heading", heavy=True) + 16
    cell = (rect.right - 14 - left) // per_row
    for n in range(1, fields + 1):
        row, column = divmod(n - 1, per_row)
        x = left + column * cell
        top = rect.y + 10 + row * band
        y = top + band // 2 - 5
        current, past = n == view.round, n < view.round
        box = (x, top, x + cell - 8, top + band - 11)
        fill = "highlight" if current else "past" if past else "slot"
        pen.draw.rounded_rectangle(box, radius=8, fill=pen.colour(fill), outline=pen.colour("border"), width=1)
        ink = "highlight_text" if current else "ink"
        pen.text((x + 12, y - 10), str(n), "big", heavy=True, fill=ink)
        caption = ""
        if n == REVOLUTION_FIELD:
            caption = pen.t("revolution")
        elif n == fields:
            caption = pen.t("november")
        if caption:
            pen.text((x + 10, y + 24), pen.fit(caption, cell - 24, "small"), "small", fill=ink if current else "muted")
        if current:
            pen.hourglass((x + cell - 30, y - 10), 28)
        if view.shield == n:
            pen.shield((x + cell - 30 if not current else x + cell - 58, y - 10), 28)


def _policy(pen: Pen) -> None:
    """The two policy tracks facing each other: foreign policy from the left, national consent from the
    right, so the markers meet where the two levels add up to the meeting sum."""
    view, rect = pen.view, pen.panel_rect("policy")
    pen.panel(rect)
    top, meet = max(view.track_top, 1), view.meet_at or view.track_top
    first, last = min(0, meet - top), max(top, meet)
    columns = last - first + 1
    label_w = 270
    x0 = rect.x + 14 + label_w
    cell = (rect.right - 14 - x0) // columns
    rows = (("foreign", view.foreign, 1), ("consent", view.consent, -1))
    for i, (key, level, direction) in enumerate(rows):
        y = rect.y + 24 + i * 38
        style = pen.layout.tracks[key]
        pen.draw.rectangle((rect.x + 14, y - 12, rect.x + 22, y + 12), fill=style.fill)
        pen.text((rect.x + 30, y), pen.fit(pen.t(key), label_w - 24, "body", True), "body", heavy=True)
        for value in range(0, top + 1):
            column = value if direction > 0 else meet - value
            x = x0 + (column - first) * cell
            box = (x + 2, y - 15, x + cell - 3, y + 15)
            if value == level:
                pen.draw.rounded_rectangle(box, radius=6, fill=style.fill, outline=style.outline, width=2)
                pen.text(((box[0] + box[2]) // 2, y), str(value), "body", heavy=True, fill=style.text, anchor="mm")
            else:
                pen.draw.rounded_rectangle(box, radius=6, fill=pen.colour("slot"), outline=pen.colour("faint"))
                pen.text(((box[0] + box[2]) // 2, y), str(value), "small", fill="muted", anchor="mm")
    apart = view.consent + view.foreign - meet
    note = pen.t("met", n=apart) if apart >= 0 else pen.t("apart", n=-apart)
    pen.text((rect.x + 14, rect.bottom - 16), note, "small", heavy=True, fill="submitted" if apart >= 0 else "waiting")


def _map(pen: Pen) -> None:
    """The sixteen areas in their four regions, each with its independence and obstacle tokens."""
    view, rect = pen.view, pen.panel_rect("map")
    pen.panel(rect)
    held = sum(1 for c in view.cities if c.independence)
    pen.heading(rect, pen.t("map"), pen.t("areas", n=held, total=len(view.cities)))
    regions: dict[str, list[CityView]] = {}
    for city in view.cities:
        regions.setdefault(city.region, []).append(city)
    for key, cities in regions.items():
        _region(pen, key, cities)
    for city in view.cities:
        _city(pen, city)


def _region(pen: Pen, key: str, cities: Sequence[CityView]) -> None:
    box = pen.layout.region_box(key)
    style = pen.layout.region(key)
    pen.draw.rounded_rectangle(box.box, radius=12, fill=style.fill, outline=style.outline, width=2)
    name = pen.t(f"region.{key}") if CATALOGUE.has(f"render.niepodlegla.region.{key}") else key
    if pen.width(name, "small", True) > box.w - 20 and CATALOGUE.has(f"render.niepodlegla.region_short.{key}"):
        name = pen.t(f"region_short.{key}")  # a narrow map (a focus image): the region's short name
    name = pen.fit(name, box.w - 20, "small", True)
    y = box.y + 16
    x = box.x + 10 + pen.text((box.x + 10, y), name, "small", heavy=True, fill=style.text) + 10
    if all(c.independence for c in cities):
        x += pen.text((x, y), "✓", "small", heavy=True, fill="controlled") + 8
    reward = REGION_REWARDS.get(key)
    if reward:
        text = pen.t(f"region_reward.{reward}")
        if x + pen.width(text, "small") <= box.right - 10:
            pen.text((x, y), text, "small", fill=style.text)


def _city(pen: Pen, city: CityView) -> None:
    """An area: its name; its independence tokens (white-and-red) and obstacle tokens by kind."""
    rect = pen.layout.city(city.key)
    held = city.independence > 0
    outline = pen.colour("controlled") if held else pen.layout.region(city.region).outline
    pen.draw.rounded_rectangle(rect.box, radius=8, fill=pen.colour("city"), outline=outline, width=3 if held else 1)
    size_name = "body" if pen.width(city.name, "body", True) <= rect.w - 16 else "small"  # a narrow map: smaller
    pen.text((rect.x + 10, rect.y + 17), pen.fit(city.name, rect.w - 16, size_name, True), size_name, heavy=True)
    size = pen.piece["token_size"]
    y = rect.bottom - 20
    pieces: list[tuple[str, int]] = []
    if city.independence:
        pieces.append(("independence", city.independence))
    for kind in OBSTACLE_GLYPHS:
        count = city.obstacles.count(kind)
        if count:
            pieces.append((kind, count))
    pieces += [(k, city.obstacles.count(k)) for k in dict.fromkeys(city.obstacles) if k not in OBSTACLE_GLYPHS]
    one_by_one = sum(n for _, n in pieces) * (size + 3) <= rect.w - 20
    x = rect.x + 10
    for kind, count in pieces:
        tail = f"×{count}" if count > 1 and not one_by_one else ""
        need = count * (size + 3) if one_by_one else size + 3 + pen.width(tail, "small", True)
        if x + need > rect.right - 6:
            pen.text((x, y), "…", "small", heavy=True)
            break
        for _ in range(count if one_by_one else 1):
            centre = (x + size // 2, y)
            if kind == "independence":
                pen.independence(centre, size)
            else:
                pen.obstacle(centre, kind, size)
            x += size + 3
        if tail:
            x += pen.text((x, y), tail, "small", heavy=True) + 6


# --- morale, pool, Magdeburg, decks --------------------------------------------------------------


def _morale(pen: Pen) -> None:
    """The morale track: the markers left (the first four orange), the empty spaces, the "X"."""
    view, rect = pen.view, pen.panel_rect("morale")
    pen.panel(rect)
    advanced = view.version == "advanced"
    spaces = max(view.morale, pen.piece["morale_slots"] if advanced else view.morale_cap)
    count = str(view.morale) if advanced else pen.t("of", n=view.morale, total=view.morale_cap)
    pen.heading(rect, pen.t("morale"))
    pen.text((rect.right - 14, rect.y + 20), count, "heading", heavy=True, fill="highlight", anchor="rm")
    size = pen.piece["slot_size"]
    step = min(size + 4, (rect.w - 28) // max(1, spaces + 1))
    x, y = rect.x + 14, rect.y + 62
    for i in range(spaces):
        centre = (x + size // 2, y)
        if i < view.morale:
            pen.marker(centre, orange=i < 4, size=min(size, step))
        else:
            pen.slot(centre, min(size, step))
        x += step
    x += 8
    if x + size > rect.right - 14:
        x, y = rect.x + 14, y + 38
    centre = (x + size // 2, y)
    pen.slot(centre, size, round_=False)
    pen.text(centre, "X", "small", heavy=True, fill="muted", anchor="mm")
    if view.overflow:
        pen.marker(centre, orange=True, size=size - 6)
        x += size + 8
        if x + pen.width(pen.t("overflow"), "small", True) > rect.right - 14:
            x, y = rect.x + 14, y + 34
        pen.text((x, y), pen.t("overflow"), "small", heavy=True, fill="objected")
    rule = pen.t(f"morale_rule.{'advanced' if advanced else 'basic'}")
    pen.text((rect.x + 14, rect.bottom - 20), pen.fit(rule, rect.w - 28, "small"), "small", fill="muted")


def _pool(pen: Pen) -> None:
    """The common pool: this round's neutral dice (those already divided drawn pale), figure dice gained
    from the board (basic), the black die, and who decides when the table cannot agree."""
    view, rect = pen.view, pen.panel_rect("pool")
    pen.panel(rect)
    pen.heading(rect, pen.t("pool"))
    size = 28
    x, y = rect.x + 14, rect.y + 58
    divided = sum(1 for s in view.seats for d in s.dice if not d.figure)
    x += pen.text((x, y), pen.t("neutral_dice"), "small", fill="muted") + 10
    count = pen.t("divided", n=view.neutral, divided=min(divided, view.neutral))
    cw = pen.text((rect.right - 14, y), count, "small", heavy=True, anchor="rm")
    step = min(size + 3, (rect.right - 24 - cw - x - size) // max(1, view.neutral - 1))
    for i in range(view.neutral):
        if i < view.neutral - divided:
            pen.die((x + size // 2, y), (), "", size, blank=True)
        else:
            pen.slot((x + size // 2, y), size, round_=False)
        x += step
    y += 40
    if view.version != "advanced":
        x = rect.x + 14
        x += pen.text((x, y), pen.t("figure_dice"), "small", fill="muted") + 10
        if not view.pool_figures:
            pen.text((x, y), pen.t("none"), "small", fill="muted")
        names = [figure_name(f, pen.lang) for f in view.pool_figures]
        named = x + sum(size + 18 + pen.width(n, "small") for n in names) <= rect.right - 14
        for figure, name in zip(view.pool_figures, names, strict=True):
            pen.die((x + size // 2, y), (), _figure_colour(view, figure), size, blank=True)
            x += size + 6
            if named:
                x += pen.text((x, y), name, "small") + 12
        y += 40
    pen.black_die((rect.x + 14 + size // 2, y), size)
    x = rect.x + 24 + size
    x += pen.text((x, y), pen.t("black_die"), "small", heavy=True) + 8
    pen.text((x, y), pen.fit(pen.t("black_rule"), rect.right - x - 14, "small"), "small", fill="muted")
    if view.version != "advanced":
        y += 40
        arbiter = view.joint.arbiter if view.joint is not None else _default_arbiter(view)
        text = pen.t("arbiter", seat=seat_name(view, arbiter, pen.lang))
        pen.text((rect.x + 14, y), pen.fit(text, rect.w - 28, "small"), "small", fill="muted")


def _default_arbiter(view: NiepodleglaView) -> int:
    """Who decides when the table cannot agree, when no decision is open: Piłsudski's player (see
    ``rules.niepodlegla.common.arbiter``; the view names the arbiter only with a decision open)."""
    for s in view.seats:
        if "pilsudski" in s.figures:
            return s.seat
    for s in view.seats:
        if s.figure == "pilsudski":
            return s.seat
    for s in view.seats:
        if any(d.figure == "pilsudski" for d in s.dice):
            return s.seat
    return 0


def _figure_colour(view: NiepodleglaView, figure: str) -> str:
    """The colour of a figure's die: the colour of the seat playing that figure. The view gives no colour
    for a figure nobody plays; its die is drawn plain (and named beside it)."""
    for s in view.seats:
        if s.figure == figure:
            return s.colour
    return ""


def _prison(pen: Pen) -> None:
    """Magdeburg: what is imprisoned for a round (morale markers, neutral dice, pawns, figure dice)."""
    view, rect = pen.view, pen.panel_rect("prison")
    pen.panel(rect)
    pen.heading(rect, pen.t("magdeburg"))
    prison = view.prison
    x, y = rect.x + 14, rect.y + 60
    if prison is None or not (prison.morale or prison.neutral or prison.pawns or prison.figures):
        pen.text((x, y), pen.t("prison_empty"), "small", fill="muted")
        return
    right = rect.right - 14
    if prison.morale:
        pen.marker((x + 12, y), orange=False, size=24)
        x += 30 + pen.text((x + 30, y), pen.t("prison_morale", n=prison.morale), "small", heavy=True) + 16
    if prison.neutral:
        pen.die((x + 12, y), (), "", 24, blank=True)
        x += 30 + pen.text((x + 30, y), pen.t("prison_neutral", n=prison.neutral), "small", heavy=True) + 16
    y += 36 if x > rect.x + 14 else 0
    x = rect.x + 14
    for seat in prison.pawns:
        if 0 <= seat < len(view.seats) and x + 26 <= right:
            pen.pawn((x + 13, y), view.seats[seat].colour)
            x += 32
    names = [figure_name(f, pen.lang) for f in prison.figures]
    named = x + sum(38 + pen.width(n, "small") for n in names) <= right
    for figure, name in zip(prison.figures, names, strict=True):
        if x + 26 > right:
            break
        pen.die((x + 13, y), (), _figure_colour(view, figure), 26, blank=True)
        x += 32
        if named:
            x += pen.text((x, y), name, "small") + 6


def _decks(pen: Pen) -> None:
    """The decks lying face down: missions, threats (1914–1916 until the revolution, then 1917–1918),
    the final missions F and the challenges D."""
    view, rect = pen.view, pen.panel_rect("decks")
    pen.panel(rect)
    era = pen.t("threats_late" if view.revolution else "threats_early")
    pen.heading(rect, pen.t("decks"), pen.t("threat_era", era=era))
    rows = (
        (pen.t("deck_missions"), view.deck),
        (pen.t("deck_threats"), view.threats),
        (pen.t("deck_finals"), view.finals),
        (pen.t("deck_challenges"), view.challenges),
    )
    half = (rect.w - 28) // 2
    for i, (name, count) in enumerate(rows):
        x = rect.x + 14 + (i % 2) * half
        y = rect.y + 60 + (i // 2) * 34
        pen.draw.rounded_rectangle((x, y - 12, x + 18, y + 12), radius=3, fill=pen.colour("border"))
        pen.text((x + 26, y), pen.fit(name, half - 70, "small"), "small")
        pen.text((x + half - 16, y), str(count), "body", heavy=True, anchor="rm")


# --- missions --------------------------------------------------------------------------------------


def _missions(pen: Pen) -> None:
    """The missions on the table in a grid, as large as their number allows."""
    view, rect = pen.view, pen.panel_rect("missions")
    pen.panel(rect)
    pen.heading(rect, pen.t("missions"), pen.t("missions_count", n=len(view.table)))
    if not view.table:
        pen.text((rect.x + 14, rect.y + 64), pen.t("no_missions"), fill="muted")
        return
    columns = pen.piece["card_columns"]
    gap = pen.piece["card_gap"]
    rows = math.ceil(len(view.table) / columns)
    top = rect.y + 40
    width = (rect.w - 28 - (columns - 1) * gap) // columns
    height = min(pen.piece["card_height"], (rect.bottom - 12 - top - (rows - 1) * gap) // rows)
    proposed = _proposed_takers(view)
    for i, card in enumerate(view.table):
        x = rect.x + 14 + (i % columns) * (width + gap)
        y = top + (i // columns) * (height + gap)
        _card(pen, card, Rect(x, y, width, height), proposed.get(card.key))


def _proposed_takers(view: NiepodleglaView) -> dict[str, int]:
    """The pawns an open "missions" proposal would place, by card: ``a09=grey`` → card a09, the grey seat."""
    joint = view.joint
    if joint is None or joint.kind != "missions" or not joint.proposal:
        return {}
    seats = {s.key: s.seat for s in view.seats}
    cards = {c.key for c in view.table}
    takers: dict[str, int] = {}
    for word in joint.proposal.split():
        key, _, value = word.partition("=")
        if key in cards and value in seats:
            takers[key] = seats[value]
    return takers


def _card_kind(pen: Pen, card: CardView) -> tuple[str, RGB | None, RGB]:
    """The card's tag and band colours: countdown, final part, main F, F, D or an ordinary mission."""
    view = pen.view
    parts = {p.key: p for p in view.parts}
    if card.key in parts:  # a final mission of the basic game: the band in its part's colour says enough
        style = pen.layout.part(parts[card.key].colour)
        return "", style.fill, style.text
    if card.key in pen.layout.countdown and view.version != "advanced":
        tag = f"   {_numeral(pen.layout.countdown[card.key])}"  # room for the hourglass drawn before it
        return tag, pen.colour("hourglass"), pen.colour("ink")
    if view.version == "advanced" and view.round >= view.rounds:
        if card.key in MAIN_CARDS:
            return pen.t("main_card"), pen.colour("highlight"), WHITE
        if card.joint:
            return pen.t("challenge_card"), pen.colour("proposal"), WHITE
        return pen.t("final_card"), pen.colour("banner_defeat"), WHITE
    return "", None, pen.colour("ink")


def _card(pen: Pen, card: CardView, rect: Rect, proposed: int | None) -> None:
    """A mission card: number and name, the symbols it requires, what it gives and costs (when there is
    room), and who took it: a pawn (lying once the dice cover it), everyone (joint), or nobody yet."""
    view = pen.view
    outline: str | RGB = "completed" if card.completed else "ready" if card.ready else "border"
    pen.draw.rounded_rectangle(
        rect.box, radius=8, fill=pen.colour("city"), outline=pen.colour(outline), width=3 if card.ready else 1
    )
    tag, band, band_ink = _card_kind(pen, card)
    y = rect.y + 16
    x = rect.x + 10
    if band is not None:
        pen.draw.rounded_rectangle((rect.x + 1, rect.y + 1, rect.right - 2, rect.y + 30), radius=8, fill=band)
        if card.key in pen.layout.countdown and view.version != "advanced":
            pen.hourglass((x + 8, y), 20)
        x += pen.text((x, y), tag, "small", heavy=True, fill=band_ink) + (8 if tag else 0)
    number = card_number(card)
    if number:
        x += pen.text((x, y), number, "small", heavy=True, fill=band_ink if band else "muted") + 8
    warn = pen.width("⚠", "body", True) + 6 if card.warning else 0
    lines = _effect_lines(pen, card)
    below = not lines and rect.h >= TITLE_BELOW  # a card with nothing else to say: its name gets a line
    if below:
        pen.text((rect.x + 10, y + 25), pen.fit(card_title(card, pen.lang), rect.w - 20, "small"), "small")
    else:
        title = pen.fit(card_title(card, pen.lang), rect.right - 10 - warn - x, "small", True)
        pen.text((x, y), title, "small", heavy=True, fill=band_ink if band else "ink")
    if card.warning:
        pen.text((rect.right - 10, y), "⚠", "body", heavy=True, fill="warning", anchor="rm")
    y = rect.y + (70 if below else 52)
    _requirements(pen, card, (rect.x + 10, y), rect.right - 10)
    y += 30
    room = rect.bottom - 34 - (y - 11)
    for i, (sign, items, ink) in enumerate(lines):
        if room < 22:
            break
        rows = room // 22 if i == len(lines) - 1 else 1  # the last line may wrap into the room left
        used = _effects(pen, (rect.x + 10, y), rect.right - 10, sign, items, ink, rows)
        y += 22 * used
        room -= 22 * used
    _taker(pen, card, rect, proposed, view)


def _requirements(pen: Pen, card: CardView, origin: tuple[int, int], right: int) -> None:
    """The symbols the mission requires, and a note: will succeed, completed, covered only instead of another
    of the holder's missions, the easier side."""
    x, y = origin
    note = ""
    fill = "ready"
    if card.completed:
        note, fill = pen.t("completed"), "completed"
    elif card.ready:
        note = pen.t("ready")
    elif card.either:  # the dice cover it instead of another of his missions: he will choose (no lying pawn)
        note = pen.t("either")
    elif card.easy:
        note, fill = pen.t("easy"), "muted"
    note_w = pen.width(note, "small", True) + 8 if note else 0
    size = pen.piece["icon_size"]
    count = max(1, len(card.symbols))
    step = min(size + 3, (right - x - note_w) // count)
    for symbol in card.symbols:
        pen.symbol((x + size // 2, y), symbol, min(size, step))
        x += step
    if note:
        pen.text((right, y), note, "small", heavy=True, fill=fill, anchor="rm")


Item = tuple[str, str]
"""A piece of an effect as drawn: an icon kind ("" for none, "independence", an obstacle kind, a symbol,
"black", "hourglass", "shield") and its words."""


def _effect_lines(pen: Pen, card: CardView) -> list[tuple[str, list[Item], str]]:
    """What the card gives (+) and what it costs (−, and ⚠ when a failure costs it too), as drawn items."""
    lines: list[tuple[str, list[Item], str]] = []
    cities = {c.key: c.name for c in pen.view.cities}
    if card.reward_kind:
        lines.append(("+", reward_items(card.reward_kind, pen.lang), "submitted"))
    elif any(card.rewards):
        lines.append(("+", effect_items(card.rewards, pen.lang, cities), "submitted"))
    if card.penalties:
        items = effect_items((card.penalties,), pen.lang, cities)
        if card.warning:
            items = [*items, ("", f"(⚠ {pen.t('if_failed')})")]
        lines.append(("−", items, "warning"))
    return lines


def reward_items(kind: str, lang: str = "en") -> list[Item]:
    """A basic card's reward (``green1``…: where its independence tokens go) as drawn items in ``lang``."""
    return [("independence", _label_or(lang, f"reward.{kind}", kind))]


def effect_items(
    alternatives: Sequence[Sequence[EffectView]], lang: str = "en", cities: Mapping[str, str] | None = None
) -> list[Item]:
    """Effects as drawn items in ``lang``: each alternative's effects one after another, "or" between
    alternatives. ``cities`` names the areas of the map by key (as the map names them)."""
    items: list[Item] = []
    for i, alternative in enumerate(alternatives):
        if i:
            items.append(("", label(lang, "or")))
        items.extend(effect_item(effect, lang, cities) for effect in alternative)
    return items


SIMPLE = {
    "black": "black",
    "hourglass": "hourglass",
    "remove": "",
    "shield": "shield",
    "flip": "",
}
"""The effects with no arguments, and their icons (``render.niepodlegla.effect.<verb>`` names each)."""
TRACK_VERBS = ("consent", "foreign")


def effect_item(effect: EffectView, lang: str = "en", cities: Mapping[str, str] | None = None) -> Item:
    """One effect as an icon and words in ``lang``: an independence token or an obstacle token of its kind,
    and the place, track, figure or token it names (a key the board has no word for is shown as the key)."""
    t = partial(label, lang)
    verb = effect.verb
    if verb in SIMPLE:
        return (SIMPLE[verb], t(f"effect.{verb}"))
    if verb in ("token", "tokens2", "obstacle", "obstacles2"):
        where = place_name(effect.place, lang, cities)
        icon = "independence" if verb.startswith("token") else effect.kind
        return (icon, t("effect.tokens2", place=where) if verb.endswith("2") else t("effect.token", place=where))
    if verb in TRACK_VERBS:
        return ("", t("effect.track", track=t(f"track.{verb}"), n=f"{effect.n:+d}"))
    if verb == "figure":
        return ("", t("effect.figure", figure=figure_name(effect.kind, lang)))
    if verb == "gain":
        return ("", t("effect.gain", name=_label_or(lang, f"token.{effect.kind}", effect.kind)))
    if verb == "discard":
        return ("", t("effect.discard", n=effect.n))
    if verb == "jail":
        return ("", _label_or(lang, f"effect.jail.{effect.kind}", effect.kind))
    return ("", " ".join(str(w) for w in (verb, effect.kind, effect.place, effect.n or "") if w))


def place_name(key: str, lang: str = "en", cities: Mapping[str, str] | None = None) -> str:
    """A place an effect names, in ``lang``: any area, the Russian partition, a region, or an area of the
    map (its name from ``cities``, as the map writes it)."""
    if key in ("any", "russia"):
        return label(lang, f"place.{key}")
    if CATALOGUE.has(PREFIX + f"region.{key}"):
        return label(lang, f"region.{key}")
    return (cities or {}).get(key, key)


def _label_or(lang: str, key: str, fallback: str) -> str:
    """The board label ``key`` in ``lang``, or ``fallback`` where the catalogue has none."""
    return label(lang, key) if CATALOGUE.has(PREFIX + key) else fallback


def _effects(
    pen: Pen, origin: tuple[int, int], right: int, sign: str, items: Sequence[Item], ink: str, rows: int = 1
) -> int:
    """Effects: a sign, then each effect's token and words; words that do not fit go on to the next of ``rows``
    lines (under the first word), and what still does not fit is cut with an ellipsis at ``right``. Returns
    the lines used."""
    x, y = origin
    x += pen.text((x, y), sign, "body", heavy=True, fill=ink) + 6
    size = 18
    used = 1
    for i, (icon, words) in enumerate(items):
        if x >= right - 20:
            break
        if i and words != pen.t("or") and items[i - 1][1] != pen.t("or"):
            x += pen.text((x - 6, y), ",", "small") + 2
        if icon:
            _item_icon(pen, icon, (x + size // 2, y), size)
            x += size + 4
        muted = words == pen.t("or")
        fill = "muted" if muted else "ink"
        left = x
        text = words
        while used < rows and pen.width(text, "small") > right - x:
            head, tail = _split_to_fit(pen, text, right - x)
            if not head:
                break
            pen.text((x, y), head, "small", fill=fill)
            text, x, y, used = tail, left, y + 22, used + 1
        x += pen.text((x, y), pen.fit(text, right - x, "small"), "small", fill=fill) + 6
    return used


def _split_to_fit(pen: Pen, text: str, width: int) -> tuple[str, str]:
    """The most whole words of ``text`` that fit ``width`` pixels, and the rest ("" and ``text``: none fit)."""
    words = text.split(" ")
    for n in range(len(words) - 1, 0, -1):
        head = " ".join(words[:n])
        if pen.width(head, "small") <= width:
            return head, " ".join(words[n:])
    return "", text


def _item_icon(pen: Pen, icon: str, centre: tuple[int, int], size: int) -> None:
    if icon == "independence":
        pen.independence(centre, size)
    elif icon in OBSTACLE_GLYPHS:
        pen.obstacle(centre, icon, size)
    elif icon in SYMBOLS:
        pen.symbol(centre, icon, size)
    elif icon == "black":
        pen.black_die(centre, size)
    elif icon == "hourglass":
        pen.hourglass(centre, size)
    elif icon == "shield":
        pen.shield(centre, size)


def _taker(pen: Pen, card: CardView, rect: Rect, proposed: int | None, view: NiepodleglaView) -> None:
    """The bottom line of a card: whose pawn lies on it (lying once it will succeed), or everyone."""
    y = rect.bottom - 17
    x = rect.x + 10
    size = pen.piece["pawn_size"]
    if card.joint:
        for s in view.seats:
            pen.pawn((x + size // 2, y), s.colour, lying=card.ready)
            x += size + 2
        pen.text((x + 6, y), pen.t("everyone"), "small", heavy=True)
    elif card.seat is not None and 0 <= card.seat < len(view.seats):
        seat = view.seats[card.seat]
        lying = card.ready or card.completed
        pen.pawn((x + (size + 6) // 2, y), seat.colour, lying=lying)
        pen.text((x + size + 14, y), seat_name(view, card.seat, pen.lang), "small", heavy=True)
    elif proposed is not None and 0 <= proposed < len(view.seats):
        pen.pawn((x + size // 2, y), view.seats[proposed].colour, ghost=True)
        name = seat_name(view, proposed, pen.lang)
        pen.text((x + size + 8, y), f"{name} ({pen.t('proposed')})", "small", fill="proposal")
    else:
        pen.text((x, y), pen.t("free"), "small", fill="muted")


# --- players ---------------------------------------------------------------------------------------


def _seats(pen: Pen) -> None:
    """One row per player: pawns free and placed, the dice in hand with their faces, tokens, status."""
    view, rect = pen.view, pen.panel_rect("seats")
    pen.panel(rect)
    columns = {"player": rect.x + 14, "pawns": rect.x + 300, "dice": rect.x + 470, "status": rect.right - 190}
    if rect.w < WIDE:  # a focus image: the player and his dice only (the phase is over: no status to show)
        columns = {"player": rect.x + 14, "dice": rect.x + 200}
    y = rect.y + 18
    for key, x in columns.items():
        pen.text((x, y), pen.t(f"column.{key}"), "small", heavy=True, fill="muted")
    row = min(pen.piece["seat_row"], (rect.h - 38) // max(1, len(view.seats)))
    for i, seat in enumerate(view.seats):
        _seat(pen, seat, columns, Rect(rect.x + 4, rect.y + 34 + i * row, rect.w - 8, row))


def _seat(pen: Pen, seat: SeatView, columns: dict[str, int], band: Rect) -> None:
    view = pen.view
    if seat.seat == view.viewer:
        pen.draw.rounded_rectangle(band.box, radius=6, fill=pen.colour("note"))
    elif seat.seat:
        pen.draw.line((band.x + 8, band.y, band.right - 8, band.y), fill=pen.colour("faint"), width=1)
    y = band.y + band.h // 2
    x = columns["player"]
    pen.pawn((x + 13, y - 10), seat.colour)
    name = seat_name(view, seat.seat, pen.lang)
    nx = x + 34
    nx += pen.text((nx, y - 10), name, "body", heavy=True)
    if seat.seat == view.viewer:
        pen.text((nx + 8, y - 10), pen.t("you"), "small", fill="muted")
    sub = figure_name(seat.figure, pen.lang) if view.version == "advanced" else ""
    if seat.figures:
        owned = pen.t("owns", dice=", ".join(figure_name(f, pen.lang) for f in seat.figures))
        sub = f"{sub} · {owned}" if sub else owned
    if sub:
        right = columns.get("pawns", columns["dice"])
        pen.text((x + 34, y + 14), pen.fit(sub, right - x - 44, "small"), "small", fill="muted")
    if "pawns" not in columns:
        _hand(pen, seat, (columns["dice"], y), band.right - 10)
        return
    placed = sum(1 for c in view.table if c.seat == seat.seat and not c.joint)
    if view.version != "advanced" and view.round >= view.rounds and any(c.joint for c in view.table):
        placed = max(placed, seat.pawns)  # Round VI: the remaining pawns stand on the joint missions
    free = max(0, seat.pawns - placed)
    px = columns["pawns"]
    for i in range(max(seat.pawns, placed)):
        pen.pawn((px + 12 + i * 24, y - 10), seat.colour, ghost=i >= free)
    pen.text((px, y + 14), pen.t("pawns_free", free=free, placed=placed), "small", fill="muted")
    _hand(pen, seat, (columns["dice"], y), columns["status"] - 16)
    _status(pen, seat, (columns["status"], y))


def _hand(pen: Pen, seat: SeatView, origin: tuple[int, int], right: int) -> None:
    """The dice a player holds (neutral and figure dice, rolled faces) and his activist and morale tokens."""
    x, y = origin
    size = pen.piece["die_size"]
    tokens = len(seat.tokens)
    token = pen.piece["token_size"] + 6
    room = right - x - tokens * (token + 4) - (12 if tokens else 0)
    step = min(size + 5, room // max(1, len(seat.dice)))
    for die in seat.dice:
        colour = _figure_colour(pen.view, die.figure) if die.figure else ""
        pen.die((x + size // 2, y), die.face, colour)
        x += step
    if not seat.dice:
        x += pen.text((x, y), pen.t("no_dice"), "small", fill="muted") + 8
    elif not any(d.face for d in seat.dice):
        x += 4 + pen.text((x + 4, y), pen.t("not_rolled"), "small", fill="muted")
    if tokens:
        x += 12
    for t in seat.tokens:
        _activist(pen, t.kind, t.symbol, t.active, (x + token // 2, y), token)
        x += token + 4


def _activist(pen: Pen, kind: str, symbol: str, active: bool, centre: tuple[int, int], size: int) -> None:
    """An activist token (a symbol) or a morale token, white side up while active, grey once used."""
    r = size // 2
    cx, cy = centre
    fill = pen.colour("city") if active else pen.colour("faint")
    pen.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=pen.colour("ink"), width=2)
    if kind == "morale":
        pen.marker(centre, orange=False, size=size - 10)
    elif symbol in SYMBOLS:
        pen.symbol(centre, symbol, size - 8)
    if not active:
        pen.draw.line((cx - r + 4, cy + r - 4, cx + r - 4, cy - r + 4), fill=pen.colour("ink"), width=2)


def _status(pen: Pen, seat: SeatView, xy: tuple[int, int]) -> None:
    """Whether the table waits for this player, and his answer to an open proposal (all open)."""
    view = pen.view
    if view.finished:
        return
    joint = view.joint
    answers = dict(joint.answers) if joint is not None else {}
    if joint is not None and joint.stage == "arbiter" and seat.seat == joint.arbiter and seat.owes_answer:
        pen.text(xy, pen.t("status.decides"), heavy=True, fill="waiting")
    elif joint is not None and seat.seat in joint.objectors:
        pen.text(xy, pen.t("status.objects"), heavy=True, fill="objected")
    elif seat.seat in answers:
        agreed = answers[seat.seat] == "agree"
        key, fill = ("status.agrees", "submitted") if agreed else ("status.objects", "objected")
        pen.text(xy, pen.t(key), heavy=True, fill=fill)
    elif joint is not None and joint.proposer == seat.seat and joint.stage != "propose":
        pen.text(xy, pen.t("status.proposed"), heavy=True, fill="proposal")
    elif seat.satisfied:
        pen.text(xy, pen.t("status.done"), heavy=True, fill="submitted")
    elif seat.owes_answer:
        key = "status.rolling" if view.phase == "struggle" and joint is None else "status.waiting"
        pen.text(xy, pen.t(key), heavy=True, fill="waiting")
    else:
        pen.text(xy, "—", fill="muted")


# --- joint decision, key ---------------------------------------------------------------------------


def _joint(pen: Pen) -> None:
    """The open joint decision: what is decided, the stage it is at, and the proposal on the table."""
    view, rect = pen.view, pen.panel_rect("joint")
    pen.panel(rect, outline="proposal" if view.joint is not None else "border")
    joint = view.joint
    y = rect.y + 20
    x = rect.x + 14
    x += pen.text((x, y), pen.t("joint"), "heading", heavy=True)
    if joint is None:
        pen.text((x + 16, y), pen.t("no_joint"), "body", fill="muted")
        return
    if CATALOGUE.has(f"render.niepodlegla.joint.{joint.kind}"):
        x += pen.text((x, y), f" — {pen.t('joint.' + joint.kind)}", "heading")
    arbiter = pen.t("arbiter", seat=seat_name(view, joint.arbiter, pen.lang))
    if x + 30 + pen.width(arbiter, "small") <= rect.right - 14:
        pen.text((rect.right - 14, y), arbiter, "small", fill="muted", anchor="rm")
    y = rect.y + 50
    x = rect.x + 14
    proposer = seat_name(view, joint.proposer, pen.lang) if joint.proposer is not None else "—"
    if joint.stage == "respond":
        pen.text((x, y), pen.t("stage.respond", seat=proposer), "small", heavy=True)
    elif joint.stage == "arbiter":
        arbiter_name = seat_name(view, joint.arbiter, pen.lang)
        pen.text((x, y), pen.t("stage.arbiter", seat=arbiter_name), "small", heavy=True, fill="objected")
    else:
        pen.text((x, y), pen.t("stage.propose"), "small", heavy=True)
    if joint.proposal:
        words = _proposal_words(view, joint.proposal, pen.lang)
        pen.text((x, y + 26), pen.fit(words, rect.w - 28, "small", True), "small", heavy=True, fill="proposal")


def _proposal_words(view: NiepodleglaView, proposal: str, lang: str = "en") -> str:
    """A proposal's action text with card numbers and seat names for the keys in it: ``propose missions
    a09=grey … dice grey=7 …`` reads ``dice: Grey 7 … · A-09 → Grey …`` (the division of the dice first:
    the missions proposed are also shown on the cards)."""
    seats = {s.key: seat_name(view, s.seat, lang) for s in view.seats}
    cards = {c.key: short_card(c, lang) for c in view.table}
    cities = {c.key: c.name for c in view.cities}
    words = proposal.split()
    if words and words[0] == "propose":
        words = words[1:]
    if words and words[0] in ("missions", "city", "remove", "discard", "jail", "challenges", "effect", "harder"):
        words = words[1:]
    prefix = ""
    if "dice" in words:
        at = words.index("dice")
        division = [w.partition("=") for w in words[at + 1 :]]
        prefix = f"{label(lang, 'dice')}: " + ", ".join(f"{seats.get(k, k)} {v}" for k, _, v in division) + " · "
        words = words[:at]
    out = []
    for word in words:
        key, eq, value = word.partition("=")
        if eq:
            name = cards.get(key) or seats.get(key) or cities.get(key) or key
            out.append(f"{name} → {seats.get(value, '—' if value == '-' else value)}")
        else:
            out.append(cards.get(word) or seats.get(word) or cities.get(word) or word)
    return prefix + (", " if any("→" in w for w in out) else " ").join(out)


def _legend(pen: Pen) -> None:
    """What the symbols and tokens mean, in one line under the board."""
    view, rect = pen.view, pen.panel_rect("legend")
    y = rect.y + rect.h // 2
    x = rect.x + 4
    x += pen.text((x, y), pen.t("key"), "small", heavy=True, fill="muted") + 10
    size = 22
    for symbol in SYMBOLS:
        pen.symbol((x + size // 2, y), symbol, size)
        x += size + 6 + pen.text((x + size + 6, y), pen.t(f"symbol.{symbol}"), "small") + 14
    pen.independence((x + size // 2, y), size)
    x += size + 6 + pen.text((x + size + 6, y), pen.t("key.independence"), "small") + 14
    if view.version == "advanced":
        for kind in OBSTACLE_GLYPHS:
            pen.obstacle((x + size // 2, y), kind, size)
            x += size + 3
        x += 3 + pen.text((x + 3, y), pen.t("key.obstacles"), "small") + 14
    colour = view.seats[0].colour if view.seats else "white"
    if x + 40 + pen.width(pen.t("key.lying"), "small") <= rect.right:
        pen.pawn((x + 16, y), colour, lying=True)
        pen.text((x + 34, y), pen.t("key.lying"), "small")


# --- focus images: what a phase changed, for a phone ------------------------------------------------

FOCUS_WIDTH = 700
"""A focus image's width: the board's 16-pixel text stays above 9 pixels when a phone shows it 400 wide."""
FOCUS_GAP = 10
FOCUS_HEADER = 78

FOCUS: dict[tuple[str, str], tuple[str, ...]] = {
    ("basic", "preparation"): ("missions", "finals"),
    ("basic", "struggle"): ("missions", "seats"),
    ("basic", "summary"): ("morale", "finals"),
    ("basic", "rewards"): ("parts",),
    ("basic", "final_preparation"): ("parts",),
    ("basic", "final_summary"): ("missions", "seats"),
    ("advanced", "setup"): ("map",),
    ("advanced", "struggle"): ("missions", "seats"),
    ("advanced", "negative"): ("map", "policy", "prison"),
    ("advanced", "morale_check"): ("time", "map", "prison"),
    ("advanced", "positive"): ("policy", "map", "seats"),
    ("advanced", "end_of_round"): ("time", "missions"),
    ("advanced", "november"): ("policy", "missions"),
    ("advanced", "scoring"): ("missions",),
}
"""The panels each phase's focus image shows (the phase as the state drawn names it: the phase that ended);
a phase not listed changed nothing a picture needs (the decision that follows shows it, or the next phase)."""


def focus_png(view: NiepodleglaView, phase: str, lang: str = "en") -> bytes | None:
    """The focus image of the phase ``phase`` (the game's phase key, ``"3:struggle"``, of the state ``view``
    shows): the panels that phase changed, stacked in a picture 700 pixels wide, or ``None`` when the phase
    changed nothing worth a picture (a summary with morale to spare, rewards when nothing was completed)."""
    image = draw_focus(view, phase, default_layout(), lang)
    return None if image is None else encode_png(image)


def focus_panels(view: NiepodleglaView, phase: str) -> tuple[str, ...]:
    """The panels of ``phase``'s focus image for ``view`` (empty: no image)."""
    key = phase.rpartition(":")[2]
    panels = FOCUS.get((view.version, key), ())
    if key == "summary" and view.morale >= 4 and not view.overflow:
        return ()  # Summary of Rounds I–V: "If there are 4 or more, nothing bad happens"
    if key == "rewards" and not any(c.completed for c in view.table):
        return ()
    if "prison" in panels and (view.prison is None or not _in_prison(view)):
        panels = tuple(p for p in panels if p != "prison")
    if key == "positive" and not any(s.tokens or s.figures for s in view.seats):
        panels = tuple(p for p in panels if p != "seats")  # the players' row shows only what they gained
    return panels


def _in_prison(view: NiepodleglaView) -> bool:
    prison = view.prison
    return prison is not None and bool(prison.morale or prison.neutral or prison.pawns or prison.figures)


def draw_focus(view: NiepodleglaView, phase: str, layout: NiepodleglaLayout, lang: str = "en") -> Image.Image | None:
    """Draw ``phase``'s focus image (:func:`focus_png`) onto a new RGB image, or ``None``."""
    panels = focus_panels(view, phase)
    if not panels:
        return None
    focus, height = focus_layout(layout, view, panels)
    image = Image.new("RGB", (FOCUS_WIDTH, height), layout.colour("background"))
    pen = Pen(image, focus, view, lang)
    _focus_header(pen, phase.rpartition(":")[2], panels)
    for panel in panels:
        if panel == "parts":
            for part in view.parts:
                _part(pen, part)
        else:
            FOCUS_DRAW[panel](pen)
    return image


FINAL_ROW = 66
"""The height of one final mission in a focus image's list of final missions."""


def _finals(pen: Pen) -> None:
    """The four final missions (basic), one under another: each in its part's colour, with its name, the symbols
    its difficulty leaves visible and how many."""
    view, rect = pen.view, pen.panel_rect("finals")
    pen.panel(rect)
    pen.heading(rect, pen.t("finals"))
    size = pen.piece["icon_size"] + 4
    for i, part in enumerate(view.parts):
        top = rect.y + 40 + i * FINAL_ROW
        style = pen.layout.part(part.colour)
        pen.draw.rounded_rectangle((rect.x + 14, top + 2, rect.x + 22, top + FINAL_ROW - 8), radius=3, fill=style.fill)
        difficulty = pen.t("difficulty", n=part.level)
        dw = pen.text((rect.right - 14, top + 14), difficulty, "body", heavy=True, fill="highlight", anchor="rm")
        name = in_language(part.final_name, pen.lang)
        pen.text((rect.x + 32, top + 14), pen.fit(name, rect.w - 60 - dw, "small", True), "small", heavy=True)
        x, y = rect.x + 32, top + 42
        for j, symbol in enumerate(part.track):
            centre = (x + size // 2, y)
            if j < part.level:
                pen.symbol(centre, symbol, size)
            else:
                pen.slot(centre, size, round_=False)
            x += size + 6


FOCUS_DRAW = {
    "finals": _finals,
    "missions": _missions,
    "seats": _seats,
    "morale": _morale,
    "map": _map,
    "policy": _policy,
    "time": _time_track,
    "prison": _prison,
}


def focus_layout(
    layout: NiepodleglaLayout, view: NiepodleglaView, panels: Sequence[str]
) -> tuple[NiepodleglaLayout, int]:
    """The board's layout re-cut for a focus image: the panels stacked one under another, 700 pixels wide, two
    mission cards to a row, the parts of the board one under another, the map's areas drawn closer together;
    and the picture's height."""
    inner = FOCUS_WIDTH - 2 * FOCUS_GAP
    x, y = FOCUS_GAP, FOCUS_HEADER
    boxes: dict[str, Rect] = {"header": Rect(0, 0, FOCUS_WIDTH, FOCUS_HEADER - 4)}
    part_boxes = dict(layout.part_boxes)
    region_boxes = dict(layout.region_boxes)
    cities = dict(layout.cities)
    city_size = layout.city_size
    pieces = dict(layout.pieces)
    pieces["card_columns"] = 2
    for panel in panels:
        if panel == "missions":
            rows = max(1, math.ceil(len(view.table) / 2))
            h = 40 + rows * (pieces["card_height"] + pieces["card_gap"]) + 2
        elif panel == "seats":
            h = 38 + len(view.seats) * pieces["seat_row"] + 6
        elif panel == "parts":
            full = layout.part_box(view.parts[0].key) if view.parts else Rect(0, 0, 450, 209)
            for part in view.parts:
                part_boxes[part.key] = Rect(x, y, inner, full.h)
                y += full.h + FOCUS_GAP
            continue
        elif panel == "map":
            full = layout.advanced.panel("map")
            h = full.h
            region_boxes, cities, city_size = _focus_map(layout, Rect(x, y, inner, h))
        elif panel == "time":
            h = 190
        elif panel == "finals":
            h = 44 + len(view.parts) * FINAL_ROW
        elif panel == "policy":
            h = layout.advanced.panel("policy").h
        elif panel == "morale":
            h = layout.sheet(view.version).panel("morale").h
        else:
            h = layout.advanced.panel(panel).h
        boxes[panel] = Rect(x, y, inner, h)
        y += h + FOCUS_GAP
    sheet = Sheet(y, boxes)
    focus = replace(
        layout,
        width=FOCUS_WIDTH,
        pieces=pieces,
        basic=sheet,
        advanced=sheet,
        part_boxes=part_boxes,
        region_boxes=region_boxes,
        cities=cities,
        city_size=city_size,
    )
    return focus, y


def _focus_map(
    layout: NiepodleglaLayout, rect: Rect
) -> tuple[dict[str, Rect], dict[str, tuple[int, int]], tuple[int, int]]:
    """The map's regions and areas as on the board, drawn closer together to fit ``rect``: positions scaled
    across, the areas narrower (their names and tokens still fit), heights kept."""
    full = layout.advanced.panel("map")
    scale = (rect.w - 24) / (full.w - 24)

    def across(x: int) -> int:
        return rect.x + 12 + round((x - full.x - 12) * scale)

    regions = {
        key: Rect(across(box.x), rect.y + box.y - full.y, round(box.w * scale), box.h)
        for key, box in layout.region_boxes.items()
    }
    cities = {key: (across(x), rect.y + y - full.y) for key, (x, y) in layout.cities.items()}
    width, height = layout.city_size
    narrow = min(width, round(width * scale) - 4)
    return regions, cities, (narrow, height)


def _focus_header(pen: Pen, phase: str, panels: Sequence[str]) -> None:
    """The focus image's title: the game and where it stands (the round and the phase, on two lines if need be),
    and what the picture shows."""
    view, rect = pen.view, pen.panel_rect("header")
    x, right = rect.x + 14, rect.right - 14
    title = pen.text((x, 22), view.title or pen.layout.title, "heading", heavy=True)
    if view.finished:
        outcome = pen.t("victory" if view.outcome == "victory" else "defeat")
        pen.pill(x + title + 12, 22, outcome, "banner_victory" if view.outcome == "victory" else "banner_defeat")
    line = headline(view, pen.lang)
    room = right - x - title - 16
    head, tail = _split_to_fit(pen, line, room) if pen.width(line, "small", True) > room else (line, "")
    if not view.finished:
        pen.text((x + title + 16, 22), head, "small", heavy=True, fill="highlight")
        shown = pen.t("focus_shows", panels=", ".join(pen.t(f"focus.{p}") for p in panels))
        pen.text((x, 54), pen.fit(f"{tail} · {shown}" if tail else shown, right - x, "small"), "small", fill="muted")
    else:
        pen.text((x, 54), pen.fit(_outcome_detail(pen) or line, right - x, "small"), "small", fill="muted")
