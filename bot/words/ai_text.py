"""The sentences of AI seats at the table (issue 13), in English and Polish; registered on import."""

from __future__ import annotations

from rules.core.messages import CATALOGUE

EN = {
    "table.ai_level": "There is no AI level '{level}'; the levels are {levels}.",
    "table.only_creator_ai": "Only the game's creator can seat or remove the AI.",
    "table.no_ai_seat": "No seat in this lobby is played by the AI.",
    "table.ai_already": "Seat {seat} is already played by the AI.",
    "bot.ai.add": "Add an AI player",
    "bot.ai.remove": "Remove an AI player",
    "bot.ai.seat": "{name} (AI, {level})",
    "bot.ai.deadline": "⏱ {mention} {seat} ran out of time: the AI answered in his place ({action}).",
    "bot.ai.replaced": "🤖 The AI ({level}) takes over {seat} (seat {n}) from {old}.",
    "bot.ai.stand_ins": "Seats that miss their deadlines are played by the AI ({level}).",
    "bot.ai.replace_whom": "Name the player who takes the seat, or choose the AI.",
}
PL = {
    "table.ai_level": "Nie ma poziomu AI '{level}'; poziomy to {levels}.",
    "table.only_creator_ai": "Tylko twórca gry może dodać lub usunąć AI.",
    "table.no_ai_seat": "Żadnym miejscem w tym lobby nie gra AI.",
    "table.ai_already": "Miejscem {seat} gra już AI.",
    "bot.ai.add": "Dodaj gracza AI",
    "bot.ai.remove": "Usuń gracza AI",
    "bot.ai.seat": "{name} (AI, {level})",
    "bot.ai.deadline": "⏱ {mention} {seat}: minął czas, odpowiedziało AI ({action}).",
    "bot.ai.replaced": "🤖 AI ({level}) przejmuje {seat} (miejsce {n}) od: {old}.",
    "bot.ai.stand_ins": "Za miejsca, które przegapią termin, gra AI ({level}).",
    "bot.ai.replace_whom": "Wskaż gracza, który przejmie miejsce, albo wybierz AI.",
}
COMMANDS_PL = {
    "cmd:How many seats the AI plays (added after yours)": "Iloma miejscami gra AI (dodanymi po twoim)",
    "cmd:How strongly the AI plays (strong by default)": "Jak mocno gra AI (domyślnie: strong, mocno)",
    "cmd:Who answers for a player who misses his deadlines": "Kto odpowiada za gracza, który nie zdąży na czas",
    "cmd:Or: the AI plays it": "Albo: miejscem gra AI",
    "cmd:their default answers": "jego odpowiedzi domyślne",
    "cmd:the AI": "AI",
    "cmd:strong": "strong (mocno)",
    "cmd:casual": "casual (swobodnie)",
}
"""The Polish of the AI's command options (``bot.discord.translator``)."""

CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)
CATALOGUE.add("pl", COMMANDS_PL)
