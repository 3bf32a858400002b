"""Niepodległa's shared sentences (English): phase titles, results, descriptions. Each phase module
adds its own."""

from __future__ import annotations

from rules.core.messages import CATALOGUE

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
}

CATALOGUE.add("en", EN)
