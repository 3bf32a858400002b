"""Game records: the public history, the exported record, and loading a record to replay it.

A record is the game, its data edition, options, seats, seed and action log (with undo entries):
everything needed to replay it to any point. Because the seed foretells every die still to be
rolled, and the log holds sealed answers not yet revealed, a record is given out only once the game
is over; the public history (``/game log``) is available at any time and holds only what everyone
has seen.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import bot.words.cli  # noqa: F401  (the record.* sentences)
from bot.editions import Editions, canonical, digest
from bot.table import Table, TableError, utcnow
from bot.table.history import pack
from bot.table.model import AI, DEFAULT, FORCED, PLAYER, LogEntry, SeatInfo, Told, setup_told, told
from bot.table.replay import ReplayError, Step, events_of, replay
from rules.core.errors import DataError, RulesError
from rules.core.game import BaseState, Game
from rules.core.messages import CATALOGUE, Msg, msg
from rules.registry import GAMES

FORMAT = "marszalek-record/1"


SEED_MAX = 2**63 - 1
"""Seeds are stored as a signed 64-bit integer (SQLite's and PostgreSQL's BIGINT)."""


class RecordError(ValueError):
    """A record that cannot be loaded or does not replay; the message names what and where (the field,
    or the log entry). Made from a catalogue message (``record.*``) it reads in either language."""

    def __init__(self, message: str | Msg) -> None:
        self.msg = message if isinstance(message, Msg) else None
        super().__init__(message if isinstance(message, str) else CATALOGUE.format(message, str, "en"))

    def localized(self, lang: str) -> str:
        return CATALOGUE.format(self.msg, str, lang) if self.msg is not None else str(self)


def _json(value: Any) -> str:
    """A value as the record's JSON spells it, cut short: what an error says it found."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _bad(field: str, want: Msg, value: Any) -> RecordError:
    return RecordError(msg("record.field", field=field, want=want, got=_json(value)))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_record(data: Any) -> None:
    """Check a record against the record schema before anything is built from it; raise
    :class:`RecordError` naming the first bad field (``seats[1].seat``, ``actions[7].undoes``).

    The schema: ``format`` (this module's FORMAT); ``game`` (a game id); ``edition`` and ``options``
    (tables: the board data and the options, checked by the game when it is built); ``seats``, a list of
    tables ``{seat, name, role}`` numbered 0, 1, 2… in order; ``seed``, a whole number that fits the
    database; ``actions``, a list of tables ``{seq, seat, text}`` numbered 1, 2, 3… in order, each with
    the seat of a player, and ``undoes`` (an earlier entry still standing) on an undo entry and
    ``by_default`` (true or false) where a deadline played it, ``forced`` where the table played the only
    legal answer. ``title``, ``status`` and ``created_at``
    are texts when present (they are informative only)."""
    if not isinstance(data, dict):
        raise RecordError(msg("record.not_record", got=msg("record.a_list") if isinstance(data, list) else _json(data)))
    if data.get("format") != FORMAT:
        raise RecordError(msg("record.format", want=repr(FORMAT), got=_json(data.get("format"))))
    games = sorted(GAMES)
    for name, want in (
        ("game", msg("record.want.game", games=games)),
        ("edition", msg("record.want.table")),
        ("seats", msg("record.want.tables")),
        ("seed", msg("record.want.seed", high=SEED_MAX)),
    ):
        if name not in data:
            raise RecordError(msg("record.missing", field=name, want=want))
    if not isinstance(data["game"], str) or data["game"] not in GAMES:
        raise _bad("game", msg("record.want.game", games=games), data["game"])
    if not isinstance(data["edition"], dict):
        raise _bad("edition", msg("record.want.table"), data["edition"])
    if not isinstance(data.get("options", {}), dict):
        raise _bad("options", msg("record.want.table"), data["options"])
    for name in ("title", "status", "created_at"):
        if name in data and not isinstance(data[name], str):
            raise _bad(name, msg("record.want.text"), data[name])
    if not _whole(data["seed"]) or not 0 <= data["seed"] <= SEED_MAX:
        raise _bad("seed", msg("record.want.seed", high=SEED_MAX), data["seed"])
    seats = data["seats"]
    if not isinstance(seats, list) or not seats or len(seats) > 8:
        raise _bad("seats", msg("record.want.seats", low=1, high=8), seats)
    for i, seat in enumerate(seats):
        where = f"seats[{i}]"
        if not isinstance(seat, dict):
            raise _bad(where, msg("record.want.table"), seat)
        if seat.get("seat") != i or not _whole(seat.get("seat")):
            raise _bad(f"{where}.seat", msg("record.want.seat_no", n=i), seat.get("seat"))
        if not isinstance(seat.get("name"), str):
            raise _bad(f"{where}.name", msg("record.want.text"), seat.get("name"))
        if seat.get("role") is not None and not isinstance(seat["role"], str):
            raise _bad(f"{where}.role", msg("record.want.role"), seat["role"])
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise _bad("actions", msg("record.want.tables"), actions)
    standing: list[int] = [0]
    for i, entry in enumerate(actions):
        where = f"actions[{i}]"
        if not isinstance(entry, dict):
            raise _bad(where, msg("record.want.table"), entry)
        seq = entry.get("seq")
        if not _whole(seq) or seq != i + 1:
            raise _bad(f"{where}.seq", msg("record.want.seq", n=i + 1), seq)
        seat = entry.get("seat")
        if not _whole(seat) or not 0 <= seat < len(seats):
            raise _bad(f"{where}.seat", msg("record.want.seat", last=len(seats) - 1), seat)
        if not isinstance(entry.get("text"), str) or not entry["text"].strip():
            raise _bad(f"{where}.text", msg("record.want.action"), entry.get("text"))
        for flag in ("by_default", "forced", "ai"):
            if flag in entry and not isinstance(entry[flag], bool):
                raise _bad(f"{where}.{flag}", msg("record.want.bool"), entry[flag])
        undoes = entry.get("undoes")
        if undoes is None:
            standing.append(seq)
            continue
        if not _whole(undoes) or undoes not in standing[1:]:
            raise _bad(f"{where}.undoes", msg("record.want.undoes"), undoes)
        if entry["text"] != "undo":
            raise _bad(f"{where}.text", msg("record.want.undo_text", n=undoes), entry["text"])
        standing = [s for s in standing if s < undoes]


async def export(table: Table, game_id: int) -> dict[str, Any]:
    """The record of a game that is over (finished, abandoned or ended by vote)."""
    record = await table.record(game_id)
    if record.status not in ("finished", "abandoned"):
        raise TableError("table.record_not_over", "not_over")
    row = await table.store.origin(game_id)
    assert row is not None
    body = await table.store.edition(row.edition_hash)
    rows = await table.log_rows(game_id)
    actions = []
    for a in rows:
        entry: dict[str, Any] = {"seq": a.seq, "seat": a.seat, "text": a.text}
        if a.undoes is not None:
            entry["undoes"] = a.undoes
        if a.by_default:
            entry["by_default"] = True
        if a.forced:
            entry["forced"] = True
        if a.by_ai:
            entry["ai"] = True
        actions.append(entry)
    game = await table.definition(game_id)
    return {
        "format": FORMAT,
        "game": row.game,
        "title": game.title,
        "edition": json.loads(body),
        "options": record.options,
        "seats": [
            {"seat": s.seat, "name": s.name, "role": s.role} | ({"ai": s.ai} if s.ai else {}) for s in record.seats
        ],
        "seed": row.seed,
        "status": record.status,
        "created_at": row.created_at.isoformat(),
        "actions": actions,
    }


@dataclass
class Replayed:
    """A record checked by replaying it: the game, and the state after every log entry."""

    game: Game[Any]
    states: list[tuple[int, BaseState]]
    boards: list[tuple[int, BaseState]]
    """(seq, state) at every phase's end, for drawing the boards."""
    told: list[Told] = field(default_factory=list)
    """What the setup and every entry told everyone (the public history)."""


def replay_record(editions: Editions, data: dict[str, Any], upto: int | None = None) -> Replayed:
    """Replay a record (up to entry ``upto``); raise :class:`RecordError` naming the first entry that
    fails."""
    check_record(data)
    try:
        game = editions.build(data["game"], data["edition"])
    except DataError as exc:
        raise RecordError(msg("record.edition", problem=str(exc))) from None
    seats = data["seats"]
    roles = [c.text for c in game.roles()]
    for i, seat in enumerate(seats):
        if roles and seat.get("role") is not None and seat["role"] not in roles:
            raise _bad(f"seats[{i}].role", msg("record.want.role_of", roles=roles), seat["role"])
    try:
        options = game.check_options(data.get("options", {}))
    except RulesError as exc:
        raise RecordError(msg("record.rules", field="options", problem=exc.msg or str(exc))) from None
    try:
        initial = game.new_game(len(seats), data["seed"], options, [s.get("role") for s in seats])
    except RulesError as exc:
        raise RecordError(msg("record.rules", field="seats", problem=exc.msg or str(exc))) from None
    entries = [
        LogEntry(e["seq"], e["seat"], e["text"], e.get("undoes"), played_by(e))
        for e in data.get("actions", [])
        if upto is None or e["seq"] <= upto
    ]
    states: list[tuple[int, BaseState]] = [(0, initial.state)]
    boards = [(0, e.board) for e in initial.events if e.kind == "board"]
    said = [setup_told(initial.events)]

    def each(step: Step) -> None:
        states.append((step.entry.seq, step.state))
        said.append(told(step.entry, events_of(step)))
        boards.extend((step.entry.seq, e.board) for e in events_of(step) if e.kind == "board")

    try:
        replay(game, initial.state, entries, each=each)
    except ReplayError as exc:
        entry, cause = exc.entry, exc.cause
        text = entry.text if len(entry.text) <= 60 else entry.text[:57] + "…"
        problem = getattr(cause, "msg", None) or str(cause)
        raise RecordError(msg("record.entry", seq=entry.seq, seat=entry.seat, text=text, problem=problem)) from None
    return Replayed(game, states, boards, said)


async def import_record(
    table: Table, data: dict[str, Any], *, channel_id: int, users: list[int], upto: int | None = None
) -> int:
    """Load a record as a new game in ``channel_id`` (seats go to ``users`` in order), replayed up to
    ``upto``; it plays on from there. Checked by replaying first: nothing is written if it fails."""
    replayed = replay_record(table.editions, data, upto)
    final_seq, final = replayed.states[-1]
    seats = data["seats"]
    if len(users) != len(seats):
        raise RecordError(msg("record.users", seats=len(seats), users=len(users)))
    now = utcnow()
    game = replayed.game
    text = canonical(data["edition"])
    values = {
        "game": data["game"], "status": "finished" if final.finished else "active", "guild_id": None,
        "channel_id": channel_id, "creator_id": users[0], "max_seats": len(seats),
        "options_json": json.dumps(data.get("options") or {}, sort_keys=True), "edition_hash": digest(text),
        "edition_body": text, "seed": int(data["seed"]), "seq": final_seq, "now": now, "pace_minutes": None,
        "locale": None,
    }  # fmt: skip
    pairs = zip(seats, users, strict=True)
    seated = [SeatInfo(int(s["seat"]), user, str(s["name"])[:100], s.get("role")) for s, user in pairs]
    log = [
        LogEntry(int(e["seq"]), int(e["seat"]), str(e["text"]), e.get("undoes"), played_by(e))
        for e in data.get("actions", [])
        if int(e["seq"]) <= final_seq
    ]
    initial = replayed.states[0][1]
    checkpoints = [(0, game.phase_key(initial), game.dumps(initial))]
    chunks = [(0, pack(replayed.told[:1]))]
    if final_seq:
        checkpoints.append((final_seq, game.phase_key(final), game.dumps(final)))
        chunks.append((final_seq, pack(replayed.told[1:])))
    return await table.store.insert_game(values, seated, log, checkpoints, chunks)


def played_by(entry: dict[str, Any]) -> str:
    """Who played a record's action: the table (``by_default``, ``forced``), the AI (``ai``) or its player."""
    return DEFAULT if entry.get("by_default") else FORCED if entry.get("forced") else AI if entry.get("ai") else PLAYER


async def history(table: Table, game_id: int, lang: str = "en") -> list[str]:
    """The public history of a game so far: every public event, in order, with the undos noted (kept as the
    game goes: :meth:`Table.history`)."""
    return await table.history(game_id, lang)
