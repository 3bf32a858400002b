"""The errors an action can raise. A rejected action never changes the state (DESIGN §2)."""

from __future__ import annotations


class RulesError(ValueError):
    """Base of every error the rules raise for bad input.

    ``rule`` names the rulebook section that the input breaks, when there is one, so a player can
    look it up.
    """

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule

    def __str__(self) -> str:
        if self.rule:
            return f"{self.message} ({self.rule})"
        return self.message


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
