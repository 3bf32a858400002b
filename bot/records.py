"""Game records: the public history, the exported record, and loading a record to replay it.

A record is the game, its data edition, options, seats, seed and action log (with undo entries):
everything needed to replay it to any point. Because the seed foretells every die still to be
rolled, and the log holds sealed answers not yet revealed, a record is given out only once the game
is over; the public history (``/game log``) is available at any time and holds only what everyone
has seen.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from bot.editions import Editions, canonical
from bot.i18n import t
from bot.storage.models import ActionRow, CheckpointRow, GameRow, SeatRow
from bot.table import Table, TableError, utcnow
from bot.text import say, seat_namer
from rules.core.errors import RulesError
from rules.core.game import BaseState, Game

FORMAT = "marszalek-record/1"


class RecordError(ValueError):
    """A record that cannot be loaded or does not replay; the message names what and where."""


async def export(table: Table, game_id: int) -> dict[str, Any]:
    """The record of a game that is over (finished, abandoned or ended by vote)."""
    record = await table.record(game_id)
    if record.status not in ("finished", "abandoned"):
        raise TableError("table.record_not_over", "not_over")
    async with table.db.sessions() as session:
        row = await session.get(GameRow, game_id)
        assert row is not None
    rows = await table.log_rows(game_id)
    actions = []
    for a in rows:
        entry: dict[str, Any] = {"seq": a.seq, "seat": a.seat, "text": a.text}
        if a.undoes is not None:
            entry["undoes"] = a.undoes
        if a.by_default:
            entry["by_default"] = True
        actions.append(entry)
    game = table.editions.build_text(row.game, row.edition_json)
    return {
        "format": FORMAT,
        "game": row.game,
        "title": game.title,
        "edition": json.loads(row.edition_json),
        "options": record.options,
        "seats": [{"seat": s.seat, "name": s.name, "role": s.role} for s in record.seats],
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


def replay_record(editions: Editions, data: dict[str, Any], upto: int | None = None) -> Replayed:
    """Replay a record (up to entry ``upto``); raise :class:`RecordError` naming the first entry that
    fails."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"not a Marszałek game record (format {FORMAT!r} expected)")
    try:
        game = editions.build(data["game"], data["edition"])
        seats = data["seats"]
        initial = game.new_game(
            len(seats), int(data["seed"]), data.get("options") or {}, [s.get("role") for s in seats]
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"the record's game, edition, seats or seed cannot be used: {exc}") from None
    state = initial.state
    states: list[tuple[int, BaseState]] = [(0, state)]
    boards = [(0, e.board) for e in initial.events if e.kind == "board"]
    after: dict[int, BaseState] = {0: state}
    standing = [0]
    for entry in data.get("actions", []):
        seq = int(entry["seq"])
        if upto is not None and seq > upto:
            break
        if entry.get("undoes") is not None:
            standing = [s for s in standing if s < int(entry["undoes"])]
            state = after[standing[-1]]
        else:
            try:
                transition = game.apply(state, int(entry["seat"]), str(entry["text"]))
            except (RulesError, KeyError, ValueError) as exc:
                raise RecordError(
                    f"entry {seq} (seat {entry.get('seat')}: `{entry.get('text')}`) does not replay: {exc}"
                ) from None
            state = transition.state
            boards += [(seq, e.board) for e in transition.events if e.kind == "board"]
            standing.append(seq)
        after[seq] = state
        states.append((seq, state))
    return Replayed(game, states, boards)


async def import_record(
    table: Table, data: dict[str, Any], *, channel_id: int, users: list[int], upto: int | None = None
) -> int:
    """Load a record as a new game in ``channel_id`` (seats go to ``users`` in order), replayed up to
    ``upto``; it plays on from there. Checked by replaying first: nothing is written if it fails."""
    replayed = replay_record(table.editions, data, upto)
    final_seq, final = replayed.states[-1]
    seats = data["seats"]
    if len(users) != len(seats):
        raise RecordError(f"the record has {len(seats)} seats, not {len(users)}")
    now = utcnow()
    game = replayed.game
    async with table.db.sessions() as session:
        options = json.dumps(data.get("options") or {}, sort_keys=True)
        row = GameRow(
            game=data["game"],
            status="finished" if final.finished else "active",
            guild_id=None,
            channel_id=channel_id,
            creator_id=users[0],
            max_seats=len(seats),
            options_json=options,
            edition_json=canonical(data["edition"]),
            seed=int(data["seed"]),
            seq=final_seq,
            created_at=now,
            updated_at=now,
        )
        session.add(row)
        await session.flush()
        assert row.id is not None
        for s, user in zip(seats, users, strict=True):
            session.add(
                SeatRow(
                    game_id=row.id, seat=int(s["seat"]), user_id=user, name=str(s["name"])[:100], role=s.get("role")
                )
            )
        for entry in data.get("actions", []):
            if int(entry["seq"]) > final_seq:
                break
            session.add(
                ActionRow(
                    game_id=row.id, seq=int(entry["seq"]), seat=int(entry["seat"]), text=str(entry["text"]),
                    undoes=entry.get("undoes"), by_default=bool(entry.get("by_default")), created_at=now,
                )
            )  # fmt: skip
        initial = replayed.states[0][1]
        session.add(
            CheckpointRow(
                game_id=row.id, seq=0, phase=game.phase_key(initial), state_json=game.dumps(initial), created_at=now
            )
        )
        if final_seq:
            session.add(
                CheckpointRow(
                    game_id=row.id,
                    seq=final_seq,
                    phase=game.phase_key(final),
                    state_json=game.dumps(final),
                    created_at=now,
                )
            )
        await session.commit()
        return row.id


async def history(table: Table, game_id: int, lang: str = "en") -> list[str]:
    """The public history of a game so far: every public event, in order, with the undos noted."""
    record = await table.record(game_id)
    rows = await table.log_rows(game_id)
    async with table.db.sessions() as session:
        row = (await session.execute(select(GameRow).where(GameRow.id == game_id))).scalar_one()
    game = table.editions.build_text(row.game, row.edition_json)
    users = {s.seat: s.name for s in record.seats}
    initial = game.new_game(len(record.seats), row.seed, record.options, [s.role for s in record.seats])
    namer = seat_namer(game, initial.state, users, lang)
    lines = [say(e.msg, namer, lang) for e in initial.events if e.to is None and e.kind != "board"]
    state = initial.state
    after: dict[int, BaseState] = {0: state}
    standing = [0]
    for a in rows:
        if a.undoes is not None:
            standing = [s for s in standing if s < a.undoes]
            state = after[standing[-1]]
            lines.append(t(lang, "bot.history.undo", seat=namer(a.seat), action=a.undoes))
        else:
            transition = game.apply(state, a.seat, a.text)
            state = transition.state
            standing.append(a.seq)
            prefix = t(lang, "bot.history.default") + " " if a.by_default else ""
            for event in transition.events:
                if event.to is None and event.kind != "board":
                    lines.append(prefix + say(event.msg, namer, lang))
                    prefix = ""
        after[a.seq] = state
    return lines
