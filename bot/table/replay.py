"""The one replay: a game's log played on a state, undo entries included. Loading a game (its last checkpoint
plus the tail), the state before an undo's target, the full replay that checks the checkpoints, an exported
record and the public history all replay through :func:`replay`.

An undo entry restores the state its target was played on (the standing actions before it). So a replay
keeps exactly those states: the ones before each action that a later undo entry takes back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.table.model import LogEntry
from rules.core.decision import Event
from rules.core.errors import RulesError
from rules.core.game import BaseState, Game, Transition


class ReplayError(Exception):
    """An entry of the log that does not replay (a record edited by hand, data changed under a game)."""

    def __init__(self, entry: LogEntry, cause: Exception) -> None:
        self.entry = entry
        self.cause = cause
        super().__init__(f"entry {entry.seq} (seat {entry.seat}: `{entry.text}`) does not replay: {cause}")


class StartTooLate(Exception):
    """An undo entry takes back an action before the state the replay started from: start earlier."""


@dataclass(frozen=True)
class Step:
    """One entry replayed: the entry, what it did (``None`` for an undo entry) and the state after it."""

    entry: LogEntry
    transition: Transition[Any] | None
    state: BaseState


def replay(
    game: Game[Any],
    state: BaseState,
    entries: Sequence[LogEntry],
    *,
    start: int = 0,
    each: Callable[[Step], None] | None = None,
) -> BaseState:
    """Play ``entries`` (the log after seq ``start``, in order) on ``state`` (the state at ``start``); returns
    the state after the last. ``each`` sees every entry as it is replayed.

    Raises :class:`ReplayError` naming the first entry that does not replay, and :class:`StartTooLate` when an
    undo entry takes back an action at or before ``start``."""
    targets = {e.undoes for e in entries if e.undoes is not None}
    if targets and min(targets) <= start:
        raise StartTooLate
    before: dict[int, BaseState] = {}
    for entry in entries:
        transition = None
        if entry.undoes is not None:
            if entry.undoes not in before:
                raise ReplayError(entry, ValueError(f"it takes back {entry.undoes}, which is not an earlier action"))
            state = before[entry.undoes]
        else:
            if entry.seq in targets:
                before[entry.seq] = state
            try:
                transition = game.apply(state, entry.seat, entry.text)
            except (RulesError, KeyError, ValueError) as exc:
                raise ReplayError(entry, exc) from None
            state = transition.state
        if each is not None:
            each(Step(entry, transition, state))
    return state


def events_of(step: Step) -> Sequence[Event]:
    """The events of a replayed entry (none for an undo entry)."""
    return step.transition.events if step.transition is not None else ()


def standing(entries: Sequence[LogEntry]) -> list[LogEntry]:
    """The actions that stand: the log without the undo entries and what they took back."""
    out: list[LogEntry] = []
    for entry in entries:
        if entry.undoes is not None:
            out = [e for e in out if e.seq < entry.undoes]
        else:
            out.append(entry)
    return out
