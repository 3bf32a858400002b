"""The table service: the one place that creates games, applies actions and makes them durable.

Discord, the local table and the benchmark all go through :class:`Table`. Side effects (messages,
images) are the caller's, after a call returns: a crash between commit and send can repeat a message
but never lose an action. The service is split by concern, each module findable by its name:

- ``model``: the values handed out (:class:`GameRecord`, :class:`Loaded`, :class:`Played`, :class:`TableError`);
- ``store``: the storage gateway, every statement and transaction;
- ``cache``: the loaded games, newest revision wins;
- ``queries``: records, loading a game, the log, replay, a channel's or a user's games;
- ``play``: an action, and what the table plays by itself after it;
- ``clock``: deadlines, reminders, defaults and stand-ins;
- ``undo``: taking an action back;
- ``replay``: the one replay of a log (loading, undo, records, the history);
- ``history``: the public history, kept as the game goes;
- ``host``: host controls and table votes;
- ``lobby``: creating, joining, leaving, options, start and abandon;
- ``ahead``, ``queue``: answers a player gives before his turn, and when the table plays them;
- ``ai``: seats the AI plays (added in the lobby, handed over by the host, standing in at deadlines).
"""

from __future__ import annotations

from bot.table.ahead import KEEP, Answers, Offer
from bot.table.ai import AiSeats
from bot.table.history import History
from bot.table.model import (
    EXTEND_HOURS,
    MAX_PACE,
    MIN_PACE,
    STAND_IN_AFTER,
    Clock,
    GameRecord,
    Loaded,
    Played,
    SeatInfo,
    TableError,
    check_pace,
    due_kind,
    next_moment,
    params_of,
    reminder_times,
    utcnow,
    wake_at,
)

__all__ = [
    "EXTEND_HOURS",
    "KEEP",
    "MAX_PACE",
    "MIN_PACE",
    "STAND_IN_AFTER",
    "Clock",
    "GameRecord",
    "Loaded",
    "Offer",
    "Played",
    "SeatInfo",
    "Table",
    "TableError",
    "check_pace",
    "due_kind",
    "next_moment",
    "params_of",
    "reminder_times",
    "utcnow",
    "wake_at",
]


class Table(AiSeats, History, Answers):
    """Games by channel, seats by user, actions through one transaction each (the concerns above, in one
    service)."""
