"""Sigismundus Augustus's general player-facing sentences (English), added to the shared catalogue. Each
phase module adds its own."""

from __future__ import annotations

from rules.core.messages import CATALOGUE

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
}

CATALOGUE.add("en", EN)
