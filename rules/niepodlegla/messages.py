"""Niepodległa's shared sentences in English and Polish (phase titles, results, descriptions), the
Polish names of the rulebook's sections (``rule:<English name>``) and of the kinds of placeholder
values, added to the shared catalogue. Each phase module adds its own sentences beside its code.

Polish templates keep the names they insert in the nominative (``{seat}: …``, a card after a colon),
except places, figures and obstacle kinds, which a template asks for in the form its sentence needs
(``{city:in}`` "w Krakowie", ``{figure:gen}`` "Piłsudskiego"; see :mod:`rules.niepodlegla.names`).
Seats are named without grammatical gender (present tense, "{seat}: …"), since a seat may carry its
player's name."""

from __future__ import annotations

from rules.core.messages import CATALOGUE
from rules.niepodlegla.board import PLACEHOLDER_KINDS

EN = {
    "niepodlegla.phase.begins": "— {phase} —",
    "niepodlegla.phase.basic.setup": "Setup (basic version)",
    "niepodlegla.phase.basic.preparation": "Round {numeral} · Preparation of the Round",
    "niepodlegla.phase.basic.allocation": "Round {numeral} · Struggle: Selecting Missions and Dividing the Dice",
    "niepodlegla.phase.basic.struggle": "Round {numeral} · Struggle: Rolling, Passing and Re-rolling",
    "niepodlegla.phase.basic.summary": "Round {numeral} · Summary",
    "niepodlegla.phase.basic.rewards": "Round {numeral} · Rewards and Additional Bonuses",
    "niepodlegla.phase.basic.housekeeping": "Round {numeral} · Housekeeping",
    "niepodlegla.phase.basic.final_allocation": "Round VI · Struggle: Choosing Final Missions and Dividing the Dice",
    "niepodlegla.phase.basic.final_struggle": "Round VI · Struggle: Rolling, Passing and Re-rolling",
    "niepodlegla.phase.advanced.final_allocation": "Round 10 · Defence of the Borders: Allocation of Pawns and Dice",
    "niepodlegla.phase.advanced.final_struggle": "Round 10 · Defence of the Borders: Struggle",
    "niepodlegla.phase.basic.final_preparation": "Round VI · Preparation of the Final Round",
    "niepodlegla.phase.basic.final_summary": "Round VI · Summary of the Final Round",
    "niepodlegla.phase.advanced.setup": "Setup (advanced version)",
    "niepodlegla.phase.advanced.allocation": "Round {round} · Phase 1: Allocation of Pawns and Dice",
    "niepodlegla.phase.advanced.struggle": "Round {round} · Phase 2: Struggle for Independence",
    "niepodlegla.phase.advanced.negative": "Round {round} · Phase 3: Negative Effects",
    "niepodlegla.phase.advanced.morale_check": "Round {round} · Phase 4: Morale Check",
    "niepodlegla.phase.advanced.positive": "Round {round} · Phase 5: Positive Effects",
    "niepodlegla.phase.advanced.end_of_round": "Round {round} · Phase 6: End of the Round",
    "niepodlegla.phase.advanced.november": "Round 10 · 11 November 1918",
    "niepodlegla.phase.advanced.scoring": "Round 10 · Defence of the Borders: the Outcome",
    # results
    "niepodlegla.result.basic_victory": "Victory: all four final missions completed — Poland is independent.",
    "niepodlegla.result.basic_defeat": "Defeat: the final missions fell {missing} {missing:symbol|symbols} short.",
    "niepodlegla.result.spaces": "Defeat: {missing} of the twenty spaces stayed empty on 11 November 1918.",
    "niepodlegla.result.apart": "Defeat: the policy markers had not met by 11 November 1918.",
    "niepodlegla.result.borders": "Defeat: the defence of the borders failed ({score} points, {rank}).",
    "niepodlegla.result.challenges": "Defeat: morale fell to zero over the challenges ({score} points, {rank}).",
    "niepodlegla.result.advanced_victory": "Victory: {score} points — {rank}.",
    "niepodlegla.result.standing_basic": "{missing} {missing:symbol|symbols} short",
    "niepodlegla.result.standing_spaces": "{missing} empty {missing:space|spaces}",
    "niepodlegla.result.standing_advanced": "{score} points, {rank}",
    # describe
    "niepodlegla.describe.basic": (
        "Morale {morale}/{cap}, neutral dice {neutral}; parts: {parts}; final missions: {finals}; deck {deck}."
    ),
    "niepodlegla.describe.advanced": (
        "Morale {morale}{over}, neutral dice {neutral}; national consent {consent}, foreign policy {foreign}; "
        "shield {shield}; independence tokens in {areas} of 16 areas; deck {deck}, threats {threats}."
    ),
    "niepodlegla.describe.over": " (a marker on the X)",
    "niepodlegla.describe.none": "",
    "niepodlegla.describe.seat": "{seat}: missions {missions}; dice {dice}{extra}",
    "niepodlegla.describe.extra": "; tokens {tokens}; figure dice owned {figures}",
    "niepodlegla.describe.table": "On the table: {cards}.",
    "niepodlegla.describe.card": "{card} [{symbols}]{who}{gives}{costs}",
    "niepodlegla.describe.gives": " (gives: {reward})",
    "niepodlegla.describe.costs": " (if left{warning}: {penalty})",
    "niepodlegla.describe.who": " ← {seat}",
    "niepodlegla.describe.everyone": " ← everyone",
    "niepodlegla.describe.proposal": "Proposal on the table ({stage}): {proposal}",
    "niepodlegla.describe.failed": " or failed ⚠",
    "niepodlegla.describe.token_used": "{token} (used)",
    "niepodlegla.describe.stage.propose": "propose",
    "niepodlegla.describe.stage.respond": "respond",
    "niepodlegla.describe.stage.arbiter": "arbiter",
    # what a basic card's completion gives, by its reward key (Game.reward)
    "niepodlegla.reward.green1": "1 token: Russian partition or Kingdom of Poland",
    "niepodlegla.reward.brown1": "1 token: Prussian or Austro-Hungarian partition",
    "niepodlegla.reward.consent1": "1 token: National Consent track",
    "niepodlegla.reward.foreign1": "1 token: Foreign Policy track",
    "niepodlegla.reward.either1": "1 token: either partition part (the player chooses)",
    "niepodlegla.reward.either2": "2 tokens: either partition part, one or both (the player chooses)",
    "niepodlegla.reward.any1": "1 token: any part of the board (the player chooses)",
    "niepodlegla.label.figure": "{figure} ({colour})",
    # what each joint decision means (Decision.explain), by matter
    "niepodlegla.about.missions": (
        "Put a pawn on each mission a player will try to complete this round, and divide the neutral dice: each "
        "player rolls his neutral dice with his own figure die, for his own missions only."
    ),
    "niepodlegla.about.missions_advanced": (
        "Put a pawn on each mission a player will try to complete, and divide the neutral dice: each player rolls "
        "them with the figure dice he owns, for his own missions only. A mission nobody takes brings its "
        "negative effect (⚠: also when it fails)."
    ),
    "niepodlegla.about.missions_final": (
        "Each player takes one final mission; the others are completed jointly, every player adding his dice. "
        "Divide the neutral dice: all four final missions must be completed to win."
    ),
    "niepodlegla.about.missions_defence": (
        "Each pawn takes one final mission F; the two main missions (and any challenges) are joint. Divide the "
        "neutral dice: every mission must be covered before morale runs out."
    ),
    "niepodlegla.about.harder": (
        "Few morale markers were left after the struggle, so the final missions get harder: each level uncovers "
        "one more symbol on the final mission chosen."
    ),
    "niepodlegla.about.bonus": (
        "An independence token past the fifth in a part of the board brings a bonus: one more morale marker "
        "every round, or that part's final mission one symbol easier."
    ),
    "niepodlegla.about.city": (
        "The token goes to an area the players choose; an independence token and an obstacle token in one area "
        "cancel each other out."
    ),
    "niepodlegla.about.remove": "A track bonus: the players may remove one obstacle token of their choice.",
    "niepodlegla.about.effect": (
        "The completed card offers two positive effects: one is carried out, the other ignored."
    ),
    "niepodlegla.about.jail": "A threat: a pawn or a figure die spends the next round in Magdeburg, out of play.",
    "niepodlegla.about.discard": "A threat: missions nobody took are discarded from the table.",
    "niepodlegla.about.challenges": (
        "Raise the stakes with challenge cards D: they are joint missions of the final round; each one overcome "
        "scores extra points, and each one not overcome costs a roll of the black die."
    ),
    # the parts of the basic board as a short list names them
    "niepodlegla.part_short.green": "Russian",
    "niepodlegla.part_short.brown": "Prussian–Austrian",
    "niepodlegla.part_short.consent": "Consent",
    "niepodlegla.part_short.foreign": "Foreign",
    "niepodlegla.sep.and": " and ",
    "niepodlegla.sep.or": " or ",
    # the dice as players call them, and what a face shows (names.die_name, names.face)
    "niepodlegla.die.neutral": "neutral die {n}",
    "niepodlegla.die.neutral.acc": "neutral die {n}",
    "niepodlegla.die.figure": "{figure}'s die",
    "niepodlegla.die.showing": "{die} ({face})",
    "niepodlegla.die.showing.acc": "{die:acc} ({face})",
    "niepodlegla.face.two": "two {symbol}",
    "niepodlegla.face.many": "{n} {symbol}",
}

PL = {
    "niepodlegla.phase.begins": "— {phase} —",
    "niepodlegla.phase.basic.setup": "Przygotowanie gry (wersja podstawowa)",
    "niepodlegla.phase.basic.preparation": "Runda {numeral} · Przygotowanie rundy",
    "niepodlegla.phase.basic.allocation": "Runda {numeral} · Walka o niepodległość: wybór misji i podział kości",
    "niepodlegla.phase.basic.struggle": (
        "Runda {numeral} · Walka o niepodległość: rzuty, przekazywanie kości i przerzuty"
    ),
    "niepodlegla.phase.basic.summary": "Runda {numeral} · Podsumowanie",
    "niepodlegla.phase.basic.rewards": "Runda {numeral} · Nagrody i dodatkowe bonusy",
    "niepodlegla.phase.basic.housekeeping": "Runda {numeral} · Porządki po rundzie",
    "niepodlegla.phase.basic.final_allocation": (
        "Runda VI · Walka o niepodległość: wybór misji finałowych i podział kości"
    ),
    "niepodlegla.phase.basic.final_struggle": (
        "Runda VI · Walka o niepodległość: rzuty, przekazywanie kości i przerzuty"
    ),
    "niepodlegla.phase.advanced.final_allocation": "Runda 10 · Obrona granic: rozdzielenie pionków i kości",
    "niepodlegla.phase.advanced.final_struggle": "Runda 10 · Obrona granic: walka",
    "niepodlegla.phase.basic.final_preparation": "Runda VI · Przygotowanie rundy finałowej",
    "niepodlegla.phase.basic.final_summary": "Runda VI · Podsumowanie rundy finałowej",
    "niepodlegla.phase.advanced.setup": "Przygotowanie gry (wersja zaawansowana)",
    "niepodlegla.phase.advanced.allocation": "Runda {round} · Faza 1: Rozdzielenie pionków i kości",
    "niepodlegla.phase.advanced.struggle": "Runda {round} · Faza 2: Walka o niepodległość",
    "niepodlegla.phase.advanced.negative": "Runda {round} · Faza 3: Efekty negatywne",
    "niepodlegla.phase.advanced.morale_check": "Runda {round} · Faza 4: Sprawdzenie morale",
    "niepodlegla.phase.advanced.positive": "Runda {round} · Faza 5: Efekty pozytywne",
    "niepodlegla.phase.advanced.end_of_round": "Runda {round} · Faza 6: Koniec rundy",
    "niepodlegla.phase.advanced.november": "Runda 10 · 11 listopada 1918",
    "niepodlegla.phase.advanced.scoring": "Runda 10 · Obrona granic: rozstrzygnięcie",
    # results
    "niepodlegla.result.basic_victory": (
        "Zwycięstwo: wszystkie cztery misje finałowe wykonane — Polska jest niepodległa."
    ),
    "niepodlegla.result.basic_defeat": (
        "Porażka: do wykonania misji finałowych zabrakło {missing} {missing:symbolu|symboli|symboli}."
    ),
    "niepodlegla.result.spaces": (
        "Porażka: 11 listopada 1918 r. {missing:pozostało puste|pozostały puste|pozostało pustych} "
        "{missing} z dwudziestu pól."
    ),
    "niepodlegla.result.apart": "Porażka: do 11 listopada 1918 r. znaczniki na torach polityki się nie spotkały.",
    "niepodlegla.result.borders": "Porażka: obrona granic się nie powiodła ({score} pkt, {rank}).",
    "niepodlegla.result.challenges": (
        "Porażka: przy dodatkowych wyzwaniach morale spadło do zera ({score} pkt, {rank})."
    ),
    "niepodlegla.result.advanced_victory": "Zwycięstwo: {score} pkt — {rank}.",
    "niepodlegla.result.standing_basic": "brakuje {missing} {missing:symbolu|symboli|symboli}",
    "niepodlegla.result.standing_spaces": "{missing} {missing:puste pole|puste pola|pustych pól}",
    "niepodlegla.result.standing_advanced": "{score} pkt, {rank}",
    # describe
    "niepodlegla.describe.basic": (
        "Morale {morale}/{cap}, kości neutralne: {neutral}; części planszy: {parts}; misje finałowe: {finals}; "
        "talia: {deck}."
    ),
    "niepodlegla.describe.advanced": (
        "Morale {morale}{over}, kości neutralne: {neutral}; zgoda narodowa {consent}, polityka zagraniczna "
        "{foreign}; tarcza: {shield}; żetony niepodległości w {areas} z 16 obszarów; talia: {deck}, "
        "karty zagrożeń: {threats}."
    ),
    "niepodlegla.describe.over": " (znacznik na polu X)",
    "niepodlegla.describe.none": "",
    "niepodlegla.describe.seat": "{seat}: misje {missions}; kości {dice}{extra}",
    "niepodlegla.describe.extra": "; żetony {tokens}; własne kości postaci {figures}",
    "niepodlegla.describe.table": "Na stole: {cards}.",
    "niepodlegla.describe.card": "{card} [{symbols}]{who}{gives}{costs}",
    "niepodlegla.describe.gives": " (daje: {reward})",
    "niepodlegla.describe.costs": " (jeśli nikt jej nie podejmie{warning}: {penalty})",
    "niepodlegla.describe.who": " ← {seat}",
    "niepodlegla.describe.everyone": " ← wszyscy",
    "niepodlegla.describe.proposal": "Propozycja na stole ({stage}): {proposal}",
    "niepodlegla.describe.failed": " albo się nie powiedzie ⚠",
    "niepodlegla.describe.token_used": "{token} (zużyty)",
    "niepodlegla.describe.stage.propose": "zgłaszanie propozycji",
    "niepodlegla.describe.stage.respond": "zgoda lub sprzeciw",
    "niepodlegla.describe.stage.arbiter": "rozstrzyga posiadacz kości Piłsudskiego",
    "niepodlegla.reward.green1": "1 żeton: zabór rosyjski lub Królestwo Polskie",
    "niepodlegla.reward.brown1": "1 żeton: zabór pruski lub austro-węgierski",
    "niepodlegla.reward.consent1": "1 żeton: tor Zgody narodowej",
    "niepodlegla.reward.foreign1": "1 żeton: tor Polityki zagranicznej",
    "niepodlegla.reward.either1": "1 żeton: jedna z dwóch części zaborów (wybiera gracz)",
    "niepodlegla.reward.either2": "2 żetony: części zaborów, jedna lub obie (wybiera gracz)",
    "niepodlegla.reward.any1": "1 żeton: dowolna część planszy (wybiera gracz)",
    "niepodlegla.label.figure": "{figure} ({colour} pionki)",
    "niepodlegla.about.missions": (
        "Połóż pionek na każdej misji, którą gracz spróbuje wykonać w tej rundzie, i podziel kości neutralne: "
        "każdy gracz rzuca swoimi kośćmi neutralnymi razem z kością swojej postaci, tylko do swoich misji."
    ),
    "niepodlegla.about.missions_advanced": (
        "Połóż pionek na każdej misji, którą gracz spróbuje wykonać, i podziel kości neutralne: każdy gracz rzuca "
        "nimi razem ze swoimi kośćmi postaci, tylko do swoich misji. Misja, której nikt nie podejmie, przynosi "
        "efekt negatywny (⚠: także gdy się nie powiedzie)."
    ),
    "niepodlegla.about.missions_final": (
        "Każdy gracz bierze jedną misję finałową; pozostałe wykonuje się wspólnie, każdy dokłada swoje kości. "
        "Podziel kości neutralne: do zwycięstwa trzeba wykonać wszystkie cztery misje finałowe."
    ),
    "niepodlegla.about.missions_defence": (
        "Każdy pionek bierze jedną misję finałową F; dwie misje główne (i ewentualne wyzwania) są wspólne. Podziel "
        "kości neutralne: każdą misję trzeba wykonać, zanim skończy się morale."
    ),
    "niepodlegla.about.harder": (
        "Po walce zostało mało znaczników morale, więc misje finałowe stają się trudniejsze: każdy poziom odsłania "
        "jeden symbol więcej na wybranej misji finałowej."
    ),
    "niepodlegla.about.bonus": (
        "Żeton niepodległości ponad piąty w części planszy daje bonus: jeden znacznik morale więcej w każdej "
        "rundzie albo misję finałową tej części łatwiejszą o jeden symbol."
    ),
    "niepodlegla.about.city": (
        "Żeton trafia do obszaru wybranego przez graczy; żeton niepodległości i żeton przeszkody w jednym obszarze "
        "znoszą się nawzajem."
    ),
    "niepodlegla.about.remove": "Bonus z toru: gracze mogą usunąć z planszy jeden wybrany żeton przeszkody.",
    "niepodlegla.about.effect": (
        "Wykonana karta daje do wyboru dwa efekty pozytywne: jeden się wykonuje, drugi przepada."
    ),
    "niepodlegla.about.jail": "Zagrożenie: pionek albo kość postaci spędza następną rundę w Magdeburgu, poza grą.",
    "niepodlegla.about.discard": "Zagrożenie: misje, których nikt nie podjął, zostają odrzucone ze stołu.",
    "niepodlegla.about.challenges": (
        "Podnieś stawkę kartami wyzwań D: to wspólne misje rundy finałowej; każde pokonane wyzwanie daje dodatkowe "
        "punkty, a za każde niepokonane rzuca się czarną kością."
    ),
    "niepodlegla.part_short.green": "zabór rosyjski",
    "niepodlegla.part_short.brown": "zabory pr.-austr.",
    "niepodlegla.part_short.consent": "Zgoda",
    "niepodlegla.part_short.foreign": "Polityka zagr.",
    "niepodlegla.sep.and": " i ",
    "niepodlegla.sep.or": " lub ",
    "niepodlegla.die.neutral": "kość neutralna {n}",
    "niepodlegla.die.neutral.acc": "kość neutralną {n}",
    "niepodlegla.die.figure": "kość {figure:gen}",
    "niepodlegla.die.showing": "{die} ({face})",
    "niepodlegla.die.showing.acc": "{die:acc} ({face})",
    "niepodlegla.face.two": "dwa razy {symbol}",
    "niepodlegla.face.many": "{n} razy {symbol}",
}

RULES = {
    "Setup": "Przygotowanie gry",
    "Basic Version / Advanced Version": "Wersja podstawowa / Wersja zaawansowana",
    "Variant for Experienced Players": "Wariant dla doświadczonych graczy",
    "There Will Be No Independence Without National Consent": "Nie będzie niepodległości bez zgody narodowej",
    "Rounds I–V: Preparation of the Round": "Rundy I–V: Przygotowanie rundy",
    "Struggle for Independence: Selecting Missions and Dividing the Dice": (
        "Walka o niepodległość: Wybór misji i podział kości"
    ),
    "Phase 1: Allocation of Pawns and Dice": "Faza 1: Rozdzielenie pionków i kości",
    "Struggle for Independence: Selecting Missions and Dividing the Dice / Phase 1: Allocation of Pawns and Dice": (
        "Walka o niepodległość: Wybór misji i podział kości / Faza 1: Rozdzielenie pionków i kości"
    ),
    "Passing Dice and Re-rolling": "Przekazywanie kości i przerzuty",
    "Phase 2: Struggle for Independence": "Faza 2: Walka o niepodległość",
    "Using Dice and Symbols": "Wykorzystanie kości i symboli",
    "Summary of Rounds I–V": "Podsumowanie rund I–V",
    "Rewards for Completing Missions in Rounds I–V": "Nagrody za wykonanie misji w rundach I–V",
    "Additional Bonuses": "Dodatkowe bonusy",
    "Housekeeping": "Porządki po rundzie",
    "Round VI: Preparation of the Final Round": "Runda VI: Przygotowanie rundy finałowej",
    "Round VI: Struggle for Independence in the Final Round": "Runda VI: Walka o niepodległość w rundzie finałowej",
    "Round VI: Summary of the Final Round": "Runda VI: Podsumowanie rundy finałowej",
    "Advanced Version: Mission Cards": "Wersja zaawansowana: Karty misji",
    "Obstacle Tokens and Independence Tokens": "Żetony przeszkód i żetony niepodległości",
    "Phase 3: Negative Effects": "Faza 3: Efekty negatywne",
    "Threat Cards": "Karty zagrożeń",
    "Phase 4: Morale Check": "Faza 4: Sprawdzenie morale",
    "Phase 5: Positive Effects": "Faza 5: Efekty pozytywne",
    "Phase 6: End of the Round and Preparation of the Next Round": "Faza 6: Koniec rundy i przygotowanie następnej",
    "Phase 6: Time Effects": "Faza 6: Efekty czasu",
    "The Foreign Policy and National Consent Tracks": "Tory „Polityka zagraniczna” i „Zgoda narodowa”",
    "Special Events: Round 6: The February Revolution": "Wydarzenia specjalne: Runda 6: Rewolucja lutowa",
    "Final Round: 11 November 1918 – Regaining Independence": (
        "Runda finałowa: 11 listopada 1918 – Odzyskanie niepodległości"
    ),
    "Final Round: Defence of the Borders": "Runda finałowa: Obrona granic",
    "Final Round: Ending the Defence of the Borders; Scoring": "Runda finałowa: Zakończenie obrony granic; Punktacja",
}
"""The rulebook's sections that errors, prompts and options cite, English → Polish."""

PLACEHOLDERS_PL = {
    "dice.sides": "rozmiar kości",
    "dice.neutral": "ścianki kości neutralnych",
    "dice.black": "ścianki czarnej kości",
    "figures.colour": "kolory postaci",
    "figures.faces": "ścianki kości postaci",
    "basic.parts.figure": "kości postaci na częściach planszy",
    "basic.parts.final_name": "nazwy misji finałowych",
    "basic.parts.final_track": "symbole torów misji finałowych",
    "basic.parts.final_min": "najniższa trudność misji finałowych",
    "basic.countdown.name": "nazwy kart odliczania",
    "basic.countdown.symbols": "symbole kart odliczania",
    "basic.countdown.reward": "nagrody kart odliczania",
    "basic.countdown.final": "zmiany misji finałowych z kart odliczania",
    "basic.countdown.change": "zmiany misji finałowych z kart odliczania",
    "basic.missions.stage": "etapy kart wersji podstawowej",
    "basic.missions.name": "nazwy kart wersji podstawowej",
    "basic.missions.symbols": "symbole kart wersji podstawowej",
    "basic.missions.reward": "nagrody kart wersji podstawowej",
    "advanced.missions.name": "nazwy kart wersji zaawansowanej",
    "advanced.missions.symbols": "symbole kart wersji zaawansowanej",
    "advanced.missions.positive": "efekty pozytywne kart wersji zaawansowanej",
    "advanced.missions.negative": "efekty negatywne kart wersji zaawansowanej",
    "advanced.missions.warning": "oznaczenia ⚠",
    "advanced.threats.effects": "karty zagrożeń",
    "advanced.threats.unless": "karty zagrożeń",
    "advanced.threats.lower": "karty zagrożeń",
    "advanced.finals.hard": "symbole kart finałowych",
    "advanced.finals.easy": "symbole kart finałowych",
    "advanced.challenges.name": "karty wyzwań",
    "advanced.challenges.symbols": "karty wyzwań",
    "advanced.tokens.name": "żetony działaczy i żetony morale",
    "advanced.tokens.kind": "żetony działaczy i żetony morale",
    "advanced.tokens.symbol": "żetony działaczy i żetony morale",
    "advanced.time.effects": "pola toru czasu",
    "advanced.track_bonuses.bonus": "bonusy na torach polityki",
    "advanced.start_obstacles.count": "początkowe żetony przeszkód",
    "advanced.track_top": "długość torów polityki",
    "advanced.russia": "miasta zaboru rosyjskiego",
    "advanced.mission_decks": "talie misji wersji zaawansowanej",
    "advanced.start_figure_dice": "kości postaci na początku wersji zaawansowanej",
    "advanced.morale_token_value": "wartość żetonu morale",
    "advanced.main.paris_base": "główne misje finałowe",
    "advanced.main.paris_min": "główne misje finałowe",
    "advanced.main.warsaw_symbol": "główne misje finałowe",
    "advanced.main.warsaw_base": "główne misje finałowe",
    "advanced.main.warsaw_max": "główne misje finałowe",
}
"""The kinds of placeholder values (``board.PLACEHOLDER_KINDS``) in Polish."""

CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)
CATALOGUE.add("en", {f"niepodlegla.placeholder.{kind}": label for kind, label in PLACEHOLDER_KINDS.items()})
CATALOGUE.add("pl", {f"niepodlegla.placeholder.{kind}": label for kind, label in PLACEHOLDERS_PL.items()})
CATALOGUE.add("en", {f"rule:{rule}": rule for rule in RULES})
CATALOGUE.add("pl", {f"rule:{rule}": polish for rule, polish in RULES.items()})
