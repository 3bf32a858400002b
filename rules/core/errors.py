"""The errors an action can raise. A rejected action never changes the state (DESIGN §2)."""

from __future__ import annotations

from rules.core.messages import CATALOGUE, Msg, SeatNamer


class RulesError(ValueError):
    """Base of every error the rules raise for bad input.

    The message is a catalogue :class:`Msg` (so a player reads it in his language) or, for errors
    not yet in the catalogue, English text. ``rule`` names the rulebook section that the input
    breaks, when there is one, so a player can look it up; :func:`rule_name` translates it.
    """

    def __init__(self, message: str | Msg, *, rule: str | None = None) -> None:
        self.msg = message if isinstance(message, Msg) else None
        self.message = message if isinstance(message, str) else CATALOGUE.format(message, str)
        super().__init__(self.message)
        self.rule = rule

    def __str__(self) -> str:
        if self.rule:
            return f"{self.message} ({self.rule})"
        return self.message

    def localized(self, lang: str, namer: SeatNamer = str) -> str:
        """The message and the rule in ``lang``."""
        text = CATALOGUE.format(self.msg, namer, lang) if self.msg is not None else self.message
        if self.rule:
            return f"{text} ({rule_name(self.rule, lang)})"
        return text


def rule_name(rule: str, lang: str) -> str:
    """A rulebook section's name in ``lang`` (the catalogue holds them under ``rule:<English name>``)."""
    key = f"rule:{rule}"
    if lang != "en" and CATALOGUE.has(key):
        return CATALOGUE.format(Msg(key), str, lang)
    return rule


class MalformedAction(RulesError):
    """The text is not an action of this game at all (a typo, a missing value)."""


class NotYourDecision(RulesError):
    """The seat is not among those the table is waiting for now (out of turn, or not a player)."""


class IllegalAction(RulesError):
    """The action is well formed and it is the seat's turn, but the rules forbid it."""


class GameOver(RulesError):
    """The game has ended; nothing more can be played."""


class DataError(ValueError):
    """A data edition (board or card values) failed validation when it was loaded."""
