"""Boże Igrzysko's player-facing sentences (English), added to the shared catalogue."""

from __future__ import annotations

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
        "{seat}'s estates yield {earned} zł{steward_note}, below the minimum, so {seat} collects {gold} zł; "
        "now {total} zł."
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
    "boze.dice.short": "{seat} has only {free} free dice for {wanted} and chooses where they go.",
    "boze.prompt.dice": (
        "You have {free} free dice but your tokens call for {wanted}. Choose where your {free} {free:die|dice} go "
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
    "boze.describe.sealed": "Your sealed answer: `{action}` (only you see it; changeable until the reveal).",
}

CATALOGUE.add("en", EN)
