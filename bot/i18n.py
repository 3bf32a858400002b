"""The bot's own sentences (lobby, prompts, reminders, host controls) in the shared catalogue, and
the reader's language: a player's Discord locale for what only he reads, the server's for the
channel. Polish and English; everything else falls back to English."""

from __future__ import annotations

from typing import Any

from rules.core.messages import CATALOGUE, msg


def lang_of(locale: Any) -> str:
    """``pl`` for a Polish Discord locale, ``en`` for any other (or none)."""
    return "pl" if str(locale or "").lower().startswith("pl") else "en"


def t(lang: str, key: str, **params: Any) -> str:
    """One of the bot's sentences in ``lang`` (seat references are not used in these)."""
    return CATALOGUE.format(msg(key, **params), str, lang)


EN = {
    # the dashboard
    "bot.dash.title": "📋 **{title}** #{id} · {headline}",
    "bot.dash.waiting": "Waiting for: {names}",
    "bot.dash.submitted": "Answered: {count} of {total} ({names})",
    "bot.dash.submitted_secret": (
        "Sealed answers in: {count} of {total} ({names}); the values stay hidden until all are in"
    ),
    "bot.dash.deadline": "Deadline: {relative} ({exact}); then the default answer is applied",
    "bot.dash.no_deadline": "No deadlines in this game.",
    "bot.dash.paused": "⏸ Paused by the host; `/game resume` starts the clock again.",
    "bot.dash.stand_ins": "Stand-ins (defaults at once): {names} — back with `/game back`",
    "bot.dash.vote_undo": "Open vote: take back moves ({count} of {total} agree)",
    "bot.dash.vote_end": "Open vote: end the game without a result ({count} of {total} agree)",
    "bot.dash.finished": "The game is over.",
    "bot.dash.abandoned": "The game was abandoned.",
    "bot.dash.lobby": "Waiting for players.",
    # a player's own view
    "bot.hand.title": "**{title}** #{id} · {headline} — you are {seat}",
    "bot.hand.waiting": "The table is waiting for you: {prompt}",
    # reminders and deadlines
    "bot.remind.half": (
        "⏳ **{title}** #{id}: half your time is gone. The table waits for you until {relative} ({exact}): {prompt}\n"
        "Dashboard: {link}"
    ),
    "bot.remind.soon": (
        "⏰ **{title}** #{id}: your time runs out {relative} ({exact}); then the default answer is applied. "
        "{prompt}\nDashboard: {link}"
    ),
    "bot.deadline.default": "⏱ {mention} {seat} ran out of time: the default was applied ({action}).",
    "bot.deadline.secret": "a sealed answer",
    "bot.stand_in.plays": "🤖 {mention} The stand-in for {seat} plays the default ({action}).",
    "bot.stand_in.now": (
        "🤖 {mention} {seat} missed two deadlines in a row: a stand-in now plays the defaults at once "
        "until the player returns with `/game back` or the host gives the seat to someone else (`/game replace`)."
    ),
}

CATALOGUE.add("en", EN)
