"""The local table's screen in hot-seat play: what is on it, and whose secrets.

Several people take turns at one terminal, so the screen keeps track of two things: the public lines printed
since it was last cleared (the results of the moves, which everyone may read), and the seats whose secrets are
on it (a drawn card, a sealed answer as typed and as the table confirms it, a hand, a queue of answers ahead).
Before the device goes to another player, a screen that holds a secret is hidden: the player who holds the
device reads his own confirmation and presses Enter, the screen is cleared, and the public lines are printed
again, so the next player and everyone around the table still see what happened; only then is the device
passed. A screen with nothing secret on it is never cleared.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO

from bot.words.cli import text

CLEAR = "\033[2J\033[3J\033[H"
"""Clear the terminal and its scrollback (what the previous player typed)."""

Reader = Callable[[str], "str | None"]
"""Reads one line typed at the terminal (``None`` at its end)."""


class Leave(Exception):
    """The player left while the table waited for Enter (the end of the input, or ``:quit``)."""


@dataclass
class Screen:
    stream: TextIO = field(default_factory=lambda: sys.stdout)
    lang: str = "en"
    exposed: set[int] = field(default_factory=set)
    """The seats whose secrets are on the screen now."""
    recap: list[str] = field(default_factory=list)
    """The public lines printed since the screen was last cleared (each move's results are shown again once
    after a clear, not at every clear)."""
    prompt: str | None = None
    """The prompt printed last, while it is still the one on the screen (not printed again after a command)."""

    def print(self, line: str = "") -> None:
        print(line, file=self.stream)

    def say(self, key: str, **params: Any) -> None:
        self.print(text(self.lang, key, **params))

    def public(self, line: str) -> None:
        """A line everyone may read (a move's result), printed again if the screen is cleared."""
        self.print(line)
        self.recap.append(line)
        self.prompt = None

    def ask(self, prompt: str) -> None:
        """Print a decision's prompt, unless it is the one printed last and nothing happened since."""
        if prompt != self.prompt:
            self.print(prompt)
            self.prompt = prompt

    def secret(self, seat: int, line: str) -> None:
        """A line only ``seat`` may read, marked as such; the screen holds its secret until it is hidden."""
        mark = text(self.lang, "local.only_you", seat=seat)
        self.print(f"  {mark} {line}")
        self.exposed.add(seat)
        self.prompt = None

    def holds_secrets_of(self, seat: int) -> None:
        """Note that ``seat``'s secrets are on the screen (its hand in a prompt, its answer as typed)."""
        self.exposed.add(seat)

    def hide(self, read: Reader, seat: int, name: str) -> None:
        """Hide the secrets on the screen: ``seat`` (who holds the device) reads them and presses Enter; the
        screen is cleared and the public lines since the last clear are shown again."""
        self.say("local.hide", seat=seat, name=name)
        wait(read, self.stream)
        self.stream.write(CLEAR if _isatty(self.stream) else "\n" * 3)
        self.exposed.clear()
        shown, self.recap = self.recap, []
        self.prompt = None
        if shown:
            self.say("local.recap")
            for line in shown:
                self.print(line)

    def pass_to(self, read: Reader, seat: int, name: str) -> None:
        """Ask for the device to be passed to ``seat`` and wait until only that player looks (the screen holds
        nothing secret by now: the caller hid it)."""
        self.say("local.pass_device", seat=seat, name=name)
        wait(read, self.stream)
        self.prompt = None


def wait(read: Reader, stream: TextIO) -> None:
    """Wait for Enter; :class:`Leave` at the end of the input or on ``:quit`` (any other line is Enter)."""
    stream.flush()
    line = read("")
    if line is None or line.strip() in (":quit", ":q", ":exit"):
        raise Leave


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
