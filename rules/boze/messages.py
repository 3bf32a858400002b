"""Boże Igrzysko's shared player-facing sentences in English and Polish, and the Polish names of the
rulebook's sections (``rule:<English name>``), added to the shared catalogue.

Each phase module adds its own sentences beside its code. Polish templates keep every inserted name
in the nominative (``{seat}: …``, ``gracz {seat}``), except provinces, which a template may ask for in
the form its sentence needs (``{province:in}``; see :mod:`rules.boze.names`)."""

from __future__ import annotations

from rules.boze.board import PLACEHOLDER_KINDS
from rules.core.messages import CATALOGUE

EN = {
    # phases
    "boze.phase.setup": "Setup: placing the first estates",
    "boze.phase.estate_income": "Turn {turn} · Phase 1: Estate Income",
    "boze.phase.noble_clientele": "Turn {turn} · Phase 2: Noble Clientele",
    "boze.phase.granting_the_mace": "Turn {turn} · Phase 3: Granting the Mace",
    "boze.phase.royal_army": "Turn {turn} · Phase 4: Royal Army",
    "boze.phase.events": "Turn {turn} · Phase 5: Events",
    "boze.phase.deputies": "Turn {turn} · Phase 6: Deputies to the Sejm",
    "boze.phase.new_estates": "Turn {turn} · Phase 7: New Estates",
    "boze.phase.special_actions": "Turn {turn} · Phase 8: Special Actions",
    "boze.phase.private_armies": "Turn {turn} · Phase 9: Private Armies",
    "boze.phase.magnate_campaigns": "Turn {turn} · Phase 10: Magnate Campaigns",
    "boze.phase.enemy_invasions": "Turn {turn} · Phase 11: Enemy Invasions",
    "boze.phase.relief": "Turn {turn} · Phase 12: Relief of the Royal Army",
    "boze.phase.enemy_expansion": "Turn {turn} · Phase 13: Enemy Expansion",
    "boze.phase.plundering": "Turn {turn} · Phase 14: Plundering the Country",
    "boze.phase.prestige": "Turn {turn} · Phase 15: Prestige Points",
    "boze.phase.end_of_turn": "Turn {turn} · Phase 16: End of Turn",
    "boze.phase.end_of_game": "End of Game",
    "boze.phase.begins": "— {phase} —",
    # setup
    "boze.setup.roll": "Rolls for first player: {rolls}.",
    "boze.seat_value": "{seat}: {value}",
    "boze.setup.reroll": "{seats} tie with {face}; they roll again.",
    "boze.setup.first": "{seat} rolled highest, receives the Hetman's mace and places the first estate.",
    "boze.setup.round": "Estate placement round {round} begins with {seat}.",
    "boze.setup.mace_passes": "The mace passes to {seat}.",
    "boze.setup.placed": "{seat} places an estate in {province} on the field worth {value}.",
    "boze.setup.done": "Every house has its estates; {seat} holds the mace as the first turn begins.",
    "boze.prompt.estate": "{seat}: choose the province for your next estate (it takes the lowest free field).",
    # phase 1
    "boze.income.line": "{seat} collects {gold} zł from estates{steward_note}; now {total} zł.",
    "boze.income.minimum": (
        "{seat} collects the minimum of {gold} zł (the estates yield only {earned} zł{steward_note}); now {total} zł."
    ),
    "boze.income.stewards": " (stewards +{bonus})",
    "boze.income.none": "",
    # phase 2
    "boze.prompt.tokens": (
        "Secretly place one influence token in each of the five provinces and one at the Royal Court; "
        "each token is used once. The values stay hidden until everyone has placed."
    ),
    "boze.tokens.revealed": "{seat} revealed: {placements}.",
    "boze.tokens.placement": "{province} {value}",
    "boze.dice.placed": "{seat} places {count} {count:die|dice}: {placements}.",
    "boze.dice.none": "{seat} places no dice (all tokens 0).",
    "boze.dice.empty_pool": "{seat} has no free dice left to place.",
    "boze.dice.short": "{seat} has only {free} free {free:die|dice} for {wanted} and chooses where they go.",
    "boze.prompt.dice": (
        "You have {free} free {free:die|dice} but your tokens call for {wanted}. Choose where your {free} "
        "{free:die goes|dice go} "
        "(at most your token's value in each province)."
    ),
    # phase 3
    "boze.mace.court": "Royal Court tokens: {tokens} (sum {total}).",
    "boze.mace.highest": "{seat} has the highest token at the Royal Court and becomes Hetman, the first player.",
    "boze.mace.tie": "{seats} tie at the Royal Court with {value}; they bid gold in secret for the mace.",
    "boze.mace.no_gold": "{seats} cannot bid: no gold.",
    "boze.mace.nobody_can_bid": "None of the tied players can bid, so the mace stays with {seat}, who remains Hetman.",
    "boze.prompt.bid": (
        "Tied for the Hetman's mace (bidding round {round}): take gold into your closed hand, "
        "from 0 (an empty hand) up to all your gold. Every bid is paid to the treasury, winner or not."
    ),
    "boze.mace.bids": "Bids revealed: {bids}. All {total} zł go to the treasury.",
    "boze.mace.bid_entry": "{seat} {amount} zł",
    "boze.mace.won": "{seat} wins the mace with a bid of {amount} zł and becomes Hetman, the first player.",
    "boze.mace.bid_tie": "{seats} tie with {amount} zł; they bid again.",
    "boze.mace.all_empty": "Every hand is empty, so the mace stays with {seat}, who remains Hetman.",
    "boze.describe.seat": (
        "{seat}{hetman}: {gold} zł, {prestige} PP, {dice} free {dice:die|dice}, influence tokens in hand: {tokens}"
    ),
    "boze.describe.hetman": " (Hetman)",
    "boze.describe.sealed": "Your sealed answer: {action} (only you see it; changeable until the reveal).",
    "boze.describe.bid": "a bid of {amount} zł",
    "boze.label.house": "{house} ({colour})",
}

PL = {
    # phases
    "boze.phase.setup": "Przygotowanie gry: rozmieszczenie pierwszych latyfundiów",
    "boze.phase.estate_income": "Tura {turn} · Faza 1: Dochody z latyfundiów",
    "boze.phase.noble_clientele": "Tura {turn} · Faza 2: Klientela szlachecka",
    "boze.phase.granting_the_mace": "Tura {turn} · Faza 3: Przyznanie buławy",
    "boze.phase.royal_army": "Tura {turn} · Faza 4: Armia Królewska",
    "boze.phase.events": "Tura {turn} · Faza 5: Wydarzenia",
    "boze.phase.deputies": "Tura {turn} · Faza 6: Posłowie na Sejm",
    "boze.phase.new_estates": "Tura {turn} · Faza 7: Nowe latyfundia",
    "boze.phase.special_actions": "Tura {turn} · Faza 8: Akcje specjalne",
    "boze.phase.private_armies": "Tura {turn} · Faza 9: Armie prywatne",
    "boze.phase.magnate_campaigns": "Tura {turn} · Faza 10: Wyprawy magnackie",
    "boze.phase.enemy_invasions": "Tura {turn} · Faza 11: Najazdy wrogów",
    "boze.phase.relief": "Tura {turn} · Faza 12: Odsiecz Armii Królewskiej",
    "boze.phase.enemy_expansion": "Tura {turn} · Faza 13: Ekspansja wrogów",
    "boze.phase.plundering": "Tura {turn} · Faza 14: Grabież kraju",
    "boze.phase.prestige": "Tura {turn} · Faza 15: Punkty prestiżu",
    "boze.phase.end_of_turn": "Tura {turn} · Faza 16: Koniec tury",
    "boze.phase.end_of_game": "Koniec gry",
    "boze.phase.begins": "— {phase} —",
    # setup
    "boze.setup.roll": "Rzuty o pierwszego gracza: {rolls}.",
    "boze.seat_value": "{seat}: {value}",
    "boze.setup.reroll": "{seats}: remis (wyrzucili po {face}); rzucają ponownie.",
    "boze.setup.first": "{seat} wyrzuca najwięcej, otrzymuje buławę hetmańską i stawia pierwsze latyfundium.",
    "boze.setup.round": "Runda {round} rozmieszczania latyfundiów; zaczyna {seat}.",
    "boze.setup.mace_passes": "Buławę przejmuje {seat}.",
    "boze.setup.placed": "{seat} stawia latyfundium {province:in} na polu o wartości {value}.",
    "boze.setup.done": "Wszystkie rody mają już latyfundia; pierwszą turę zaczyna z buławą {seat}.",
    "boze.prompt.estate": "{seat}: wybierz prowincję dla kolejnego latyfundium (zajmie najniższe wolne pole toru).",
    # phase 1
    "boze.income.line": "{seat} pobiera {gold} zł z latyfundiów{steward_note}; ma teraz {total} zł.",
    "boze.income.minimum": (
        "{seat} pobiera minimum, {gold} zł (latyfundia dają tylko {earned} zł{steward_note}); ma teraz {total} zł."
    ),
    "boze.income.stewards": " (ekonomowie +{bonus})",
    "boze.income.none": "",
    # phase 2
    "boze.prompt.tokens": (
        "Połóż w tajemnicy po jednym żetonie wpływu w każdej z pięciu prowincji i jeden na Dworze Królewskim; "
        "każdego żetonu użyjesz raz. Wartości pozostaną ukryte, dopóki wszyscy nie położą swoich żetonów."
    ),
    "boze.tokens.revealed": "{seat} odkrywa: {placements}.",
    "boze.tokens.placement": "{province} {value}",
    "boze.dice.placed": "{seat} stawia {count} {count:kość|kości|kości}: {placements}.",
    "boze.dice.none": "{seat} nie stawia żadnej kości (same żetony 0).",
    "boze.dice.empty_pool": "{seat} nie ma już wolnych kości do postawienia.",
    "boze.dice.short": (
        "{seat} ma tylko {free} {free:wolną kość|wolne kości|wolnych kości} zamiast {wanted} "
        "i sam wybiera, gdzie je postawić."
    ),
    "boze.prompt.dice": (
        "Masz {free} {free:wolną kość|wolne kości|wolnych kości}, a twoje żetony wymagają {wanted}. Wybierz, gdzie "
        "postawisz {free} {free:kość|kości|kości} (w każdej prowincji najwyżej tyle, ile wynosi tam twój żeton)."
    ),
    # phase 3
    "boze.mace.court": "Żetony na Dworze Królewskim: {tokens} (suma {total}).",
    "boze.mace.highest": (
        "{seat} ma najwyższy żeton na Dworze Królewskim i zostaje Hetmanem, czyli pierwszym graczem."
    ),
    "boze.mace.tie": ("{seats}: remis na Dworze Królewskim, po {value}; licytują buławę, ofiarując w tajemnicy złoto."),
    "boze.mace.no_gold": "{seats}: bez złota — licytacja niemożliwa.",
    "boze.mace.nobody_can_bid": (
        "Żaden z remisujących graczy nie może licytować, więc buławę zachowuje {seat} i pozostaje Hetmanem."
    ),
    "boze.prompt.bid": (
        "Remis o buławę hetmańską (runda licytacji {round}): weź złoto do zamkniętej dłoni, od 0 (pusta dłoń) "
        "do całego swojego złota. Każda oferta przepada na rzecz skarbca, czy wygrasz, czy nie."
    ),
    "boze.mace.bids": "Odkryte oferty: {bids}. Razem {total} zł trafia do skarbca.",
    "boze.mace.bid_entry": "{seat} {amount} zł",
    "boze.mace.won": "{seat} zdobywa buławę ofertą {amount} zł i zostaje Hetmanem, czyli pierwszym graczem.",
    "boze.mace.bid_tie": "{seats}: remis, po {amount} zł; licytują ponownie.",
    "boze.mace.all_empty": "Wszystkie dłonie są puste, więc buławę zachowuje {seat} i pozostaje Hetmanem.",
    "boze.describe.seat": (
        "{seat}{hetman}: {gold} zł, {prestige} PP, {dice} {dice:wolna kość|wolne kości|wolnych kości}, "
        "żetony wpływu w ręce: {tokens}"
    ),
    "boze.describe.hetman": " (Hetman)",
    "boze.describe.sealed": (
        "Twoja zapieczętowana odpowiedź: {action} (widzisz ją tylko ty; możesz ją zmienić aż do odkrycia)."
    ),
    "boze.describe.bid": "oferta {amount} zł",
    "boze.label.house": "{house} ({colour:m})",
}

RULES = {
    "Setup": "Przygotowanie gry",
    "Four-Player Variant: Initial Setup": "Wariant dla czterech graczy: Rozstawienie początkowe",
    "Phase One: Estate Income": "Faza 1: Dochody z latyfundiów",
    "Phase Two: Noble Clientele": "Faza 2: Klientela szlachecka",
    "Phase Three: Granting the Mace": "Faza 3: Przyznanie buławy",
    "Phase Four: Royal Army": "Faza 4: Armia Królewska",
    "Phase Five: Events": "Faza 5: Wydarzenia",
    "Phase Six: Deputies to the Sejm": "Faza 6: Posłowie na Sejm",
    "Phase Seven: New Estates": "Faza 7: Nowe latyfundia",
    "Phase Eight: Special Actions": "Faza 8: Akcje specjalne",
    "Phase Eight: Special Actions — Steward": "Faza 8: Akcje specjalne — Ekonom",
    "Phase Eight: Special Actions — Gdańsk": "Faza 8: Akcje specjalne — Gdańsk",
    "Phase Eight: Special Actions — Diplomacy": "Faza 8: Akcje specjalne — Dyplomacja",
    "Phase Eight: Special Actions — Moving Player Dice": "Faza 8: Akcje specjalne — Przesunięcie kości",
    "Phase Eight: Special Actions — Liberum Veto": "Faza 8: Akcje specjalne — Liberum Veto",
    "Phase Eight: Special Actions — Confederation": "Faza 8: Akcje specjalne — Konfederacja",
    "Phase Eight: Special Actions — Colleges": "Faza 8: Akcje specjalne — Kolegia",
    "Phase Eight: Special Actions — Build a Town": "Faza 8: Akcje specjalne — Budowa miasta",
    "Phase Nine: Private Armies": "Faza 9: Armie prywatne",
    "Phase Ten: Magnate Campaigns": "Faza 10: Wyprawy magnackie",
    "Phase Eleven: Enemy Invasions": "Faza 11: Najazdy wrogów",
    "Phase Twelve: Relief of the Royal Army": "Faza 12: Odsiecz Armii Królewskiej",
    "Phase Twelve: Relief of Vienna": "Faza 12: Odsiecz wiedeńska",
    "Phase Thirteen: Enemy Expansion": "Faza 13: Ekspansja wrogów",
    "Phase Fourteen: Plundering the Country": "Faza 14: Grabież kraju",
    "Phase Fifteen: Prestige Points": "Faza 15: Punkty prestiżu",
    "Phase Sixteen: End of Turn": "Faza 16: Koniec tury",
    "End of Game": "Koniec gry",
    "Optional Rules: Restrictions on Concluding Treaties": "Zasady opcjonalne: Ograniczenia w zawieraniu traktatów",
    "Optional Rules: Greater Durability of Treaties": "Zasady opcjonalne: Większa trwałość traktatów",
    "Optional Rules: Private Duchies": "Zasady opcjonalne: Księstwa prywatne",
}
"""The rulebook's sections that errors, prompts and options cite, English → Polish."""

PLACEHOLDERS_PL = {
    "provinces.estate_track": "wartości pól na torach latyfundiów",
    "enemies.strength_3": "siła wrogów (3 graczy)",
    "enemies.strength_4": "siła wrogów (4 graczy)",
    "enemies.glory": "wartości chwały pól wrogów",
    "enemies.expands_to": "strzałki ekspansji",
    "royal_army.strength_table": "kolumny tabeli siły Armii Królewskiej",
}
"""The kinds of placeholder values (``board.PLACEHOLDER_KINDS``) in Polish."""

CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)
CATALOGUE.add("en", {f"boze.placeholder.{kind}": label for kind, label in PLACEHOLDER_KINDS.items()})
CATALOGUE.add("pl", {f"boze.placeholder.{kind}": label for kind, label in PLACEHOLDERS_PL.items()})
CATALOGUE.add("en", {f"rule:{rule}": rule for rule in RULES})
CATALOGUE.add("pl", {"unit:zł": "zł"})  # the unit of a bid for the Mace
CATALOGUE.add("pl", {f"rule:{rule}": polish for rule, polish in RULES.items()})
