"""The local table: play every seat of a game in a terminal, through the same table service and
database as Discord, writing each phase's board image to a folder.

``python -m bot local boze --players 3`` plays interactively; ``--script FILE`` replays action lines
(``<seat> <action>``, ``#`` comments), ``--random --seed N`` answers every decision with a seeded
random legal answer until the game ends and prints the result. Secrets are shown only to the seat
that owns them, and switching seats is explicit (``:seat N``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from bot.editions import Editions
from bot.images import board_png, has_board
from bot.storage.db import Database
from bot.table import Played, Table, TableError
from bot.text import decision_text, event_lines, say, seat_namer
from rules.core.errors import RulesError
from rules.core.forms import random_answer
from rules.registry import GAMES

LOCAL_CHANNEL_BASE = -1_000_000
"""Local games live in negative 'channels' so they never collide with Discord ids."""

HELP = """Commands:
  <action>       play for the current seat, e.g. `estate ukraine`, `bid 3`
  :seat N        switch to seat N (0-based) — secrets are shown only to the seat you are
  :who           who the table is waiting for
  :view          your seat's view (gold, tokens, dice)
  :board         write the current board image now
  :help          this help
  :quit          leave (the game is saved; resume with --resume)"""


@dataclass
class LocalTable:
    table: Table
    game_id: int
    out: Path
    stream: TextIO = sys.stdout
    seat: int = 0
    inbox: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))
    images: list[Path] = field(default_factory=list)
    images_written: int = 0
    lang: str = "en"
    """The language of the game's sentences and board labels (``--lang``); the table's own chrome
    (help, switches) stays English."""

    def print(self, text: str = "") -> None:
        print(text, file=self.stream)

    async def loaded(self) -> Any:
        return await self.table.load(self.game_id)

    async def announce(self, played: Played) -> None:
        """Print public events; private ones to the current seat, or queue them for their seat; write
        the board at every phase's end."""
        namer = seat_namer(played.game, played.state, None, self.lang)
        for event in played.events:
            if event.kind == "board":
                await self.write_board(event.board)
                continue
            line = say(event.msg, namer, self.lang)
            if event.to is None:
                self.print(line)
            else:
                for seat in event.to:
                    if seat == self.seat:
                        self.print(f"  (only you, seat {seat}) {line}")
                    else:
                        self.inbox[seat].append(line)
        if played.final_board_due:
            await self.write_board()

    async def write_board(self, snapshot: Any = None) -> Path | None:
        """Write the public board (now, or as a phase left it) to the output folder."""
        loaded = await self.loaded()
        if not has_board(loaded.record.game):
            return None
        state = snapshot if snapshot is not None else loaded.state
        view = loaded.game.view(state, None)
        png = await asyncio.to_thread(board_png, loaded.record.game, view, self.lang)
        self.out.mkdir(parents=True, exist_ok=True)
        self.images_written += 1
        phase = loaded.game.phase_key(state).replace(":", "-")
        path = self.out / f"game{self.game_id}-{loaded.record.seq:04d}-{self.images_written:03d}-{phase}.png"
        path.write_bytes(png)
        self.images.append(path)
        self.print(f"[board image: {path}]")
        return path

    async def prompt_text(self) -> str | None:
        loaded = await self.loaded()
        if loaded.state.finished:
            return None
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        decisions = loaded.decisions()
        mine = [d for d in decisions if self.seat in d.waiting_for()]
        if mine:
            return decision_text(mine[0], self.seat, namer, self.lang)
        owing = sorted({s for d in decisions for s in d.waiting_for()})
        names = ", ".join(f"{namer(s)} (seat {s})" for s in owing)
        return f"Waiting for {names}. Switch with `:seat N`."

    async def act(self, seat: int, text: str) -> bool:
        """Play ``text`` for ``seat``; print the outcome. Returns False if it was refused."""
        loaded = await self.loaded()
        user = loaded.record.user_of(seat).user_id
        try:
            played = await self.table.act(self.game_id, user, text)
        except (RulesError, TableError) as exc:
            self.print(f"Refused: {exc.localized(self.lang)}")
            return False
        await self.announce(played)
        return True

    async def switch(self, seat: int) -> None:
        loaded = await self.loaded()
        if not 0 <= seat < len(loaded.record.seats):
            self.print(f"There is no seat {seat}; seats are 0–{len(loaded.record.seats) - 1}.")
            return
        self.seat = seat
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        self.print(f"You are now seat {seat}: {namer(seat)}.")
        for line in self.inbox.pop(seat, []):
            self.print(f"  (only you, seat {seat}) {line}")

    async def command(self, line: str) -> bool:
        """Handle one input line; returns False to stop."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        if line in (":quit", ":q", ":exit"):
            return False
        if line == ":help":
            self.print(HELP)
        elif line.startswith(":seat"):
            parts = line.split()
            if len(parts) == 2 and parts[1].lstrip("-").isdigit():
                await self.switch(int(parts[1]))
            else:
                self.print("Write `:seat N`, e.g. `:seat 1`.")
        elif line == ":who":
            self.print(await self.prompt_text() or "The game is over.")
        elif line == ":view":
            await self.show_view()
        elif line == ":board":
            await self.write_board()
        elif line.startswith(":"):
            self.print(f"Unknown command {line.split()[0]}; `:help` lists them.")
        else:
            await self.act(self.seat, line)
        return True

    async def show_view(self) -> None:
        loaded = await self.loaded()
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        for line in loaded.game.describe(loaded.state, self.seat):
            self.print(f"  {say(line, namer, self.lang)}")

    async def finish(self) -> None:
        loaded = await self.loaded()
        result = loaded.result()
        if result is None:
            return
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        self.print("")
        self.print(say(result.summary, namer, self.lang))
        for standing in result.standings:
            detail = f" — {say(standing.detail, namer, self.lang)}" if standing.detail else ""
            self.print(f"  {namer(standing.seat)}: {standing.score}{detail}")


async def run(args: argparse.Namespace, stream: TextIO = sys.stdout, stdin: TextIO = sys.stdin) -> int:
    if args.load:
        return await run_record(args, stream, stdin)
    if args.game is None:
        print("Name a game (boze, sigismundus, niepodlegla) or give a record with --load FILE.", file=sys.stderr)
        return 2
    info = GAMES.get(args.game)
    if info is None:
        print(f"Unknown game {args.game!r}; the games are {', '.join(GAMES)}.", file=sys.stderr)
        return 2
    database = Database(f"sqlite+aiosqlite:///{args.db}")
    await database.open()
    try:
        table = Table(database, Editions())
        game_id, resumed = await open_game(table, args, stream)
        local = LocalTable(table, game_id, Path(args.out), stream, lang=args.lang)
        if resumed:
            local.print(f"Resuming local game #{game_id}.")
        else:
            started = await table.load(game_id)
            local.print(f"Local game #{game_id}: {started.game.title}, {args.players} players.")
            await local.write_board()
        return await drive(local, args, stdin)
    finally:
        await database.close()


async def run_record(args: argparse.Namespace, stream: TextIO, stdin: TextIO) -> int:
    """Load an exported record, draw its boards phase by phase, and play on from where it stops
    (``--upto N`` stops the replay after log entry N)."""
    from bot.records import RecordError, import_record, replay_record

    try:
        data = json.loads(Path(args.load).read_text(encoding="utf-8"))
        replayed = replay_record(Editions(), data, args.upto)
    except (OSError, ValueError) as exc:
        print(f"Cannot load {args.load}: {exc}", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for n, (seq, state) in enumerate(replayed.boards if has_board(data["game"]) else [], start=1):
        view = replayed.game.view(state, None)
        png = await asyncio.to_thread(board_png, data["game"], view)
        phase = replayed.game.phase_key(state).replace(":", "-")
        (out / f"record-{seq:04d}-{n:03d}-{phase}.png").write_bytes(png)
    print(f"Replayed {len(replayed.states) - 1} log entries; {len(replayed.boards)} boards in {out}/.", file=stream)
    database = Database(f"sqlite+aiosqlite:///{args.db}")
    await database.open()
    try:
        table = Table(database, Editions())
        channel = LOCAL_CHANNEL_BASE - await next_local_number(table)
        users = list(range(1, len(data["seats"]) + 1))
        try:
            game_id = await import_record(table, data, channel_id=channel, users=users, upto=args.upto)
        except RecordError as exc:
            print(f"Cannot load {args.load}: {exc}", file=sys.stderr)
            return 2
        local = LocalTable(table, game_id, out, stream, lang=args.lang)
        local.print(f"Loaded as local game #{game_id}; it plays on from here.")
        return await drive(local, args, stdin)
    finally:
        await database.close()


async def open_game(table: Table, args: argparse.Namespace, stream: TextIO) -> tuple[int, bool]:
    if args.resume:
        from sqlalchemy import select

        from bot.storage.models import GameRow

        async with table.db.sessions() as session:
            row = (
                await session.execute(
                    select(GameRow)
                    .where(
                        GameRow.status == "active", GameRow.channel_id <= LOCAL_CHANNEL_BASE, GameRow.game == args.game
                    )
                    .order_by(GameRow.id.desc())  # type: ignore[union-attr]
                    .limit(1)
                )
            ).scalar_one_or_none()
        if row is None or row.id is None:
            raise SystemExit(f"No unfinished local {args.game} game in {args.db} to resume.")
        return row.id, True
    channel = LOCAL_CHANNEL_BASE - await next_local_number(table)
    options = dict(parse_option(o) for o in args.option)
    houses = args.houses.split(",") if args.houses else [None] * args.players
    edition = Editions.parse_text(Path(args.board).read_text(encoding="utf-8"), args.board) if args.board else None
    record = await table.create(
        args.game, channel_id=channel, guild_id=None, user_id=1, name="seat 0", options=options, role=houses[0],
        edition=edition,
    )  # fmt: skip
    for seat in range(1, args.players):
        role = houses[seat] if seat < len(houses) else None
        await table.join(channel, seat + 1, f"seat {seat}", role=role)
    played = await table.start(channel, 1, seed=args.seed)
    namer = seat_namer(played.game, played.state, None, args.lang)
    for line in event_lines(played.events, namer, seat=None, lang=args.lang):
        print(line, file=stream)
    return record.id, False


async def next_local_number(table: Table) -> int:
    from sqlalchemy import func, select

    from bot.storage.models import GameRow

    async with table.db.sessions() as session:
        count = (await session.execute(select(func.count()).select_from(GameRow))).scalar_one()
    return int(count)


def parse_option(text: str) -> tuple[str, bool | int | str]:
    key, _, raw = text.partition("=")
    value: bool | int | str = raw
    if raw.lower() in ("true", "yes", "on", "1", ""):
        value = True
    elif raw.lower() in ("false", "no", "off", "0"):
        value = False
    return key.strip(), value


async def drive(local: LocalTable, args: argparse.Namespace, stdin: TextIO) -> int:
    if args.script:
        ok = await run_script(local, Path(args.script))
        if not ok:
            return 1
    if args.random:
        await play_random(local, args.seed if args.seed is not None else 0)
    elif not args.script or stdin.isatty():
        await interactive(local, stdin)
    loaded = await local.loaded()
    if loaded.state.finished:
        await local.finish()
    return 0


async def run_script(local: LocalTable, path: Path) -> bool:
    """Replay ``<seat> <action>`` lines; stop at the first refused line, naming it."""
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        seat_text, _, action = line.partition(" ")
        if not seat_text.isdigit() or not action.strip():
            local.print(f"{path}:{number}: expected `<seat> <action>`, got {raw!r}")
            return False
        if int(seat_text) != local.seat:
            await local.switch(int(seat_text))
        local.print(f"> seat {seat_text}: {action.strip()}")
        if not await local.act(int(seat_text), action.strip()):
            local.print(f"{path}:{number}: the script stops here.")
            return False
    return True


async def play_random(local: LocalTable, seed: int) -> None:
    """Answer every decision with a seeded random legal answer until the game ends."""
    picker = random.Random(seed)
    while True:
        loaded = await local.loaded()
        if loaded.state.finished:
            return
        decision = loaded.decisions()[0]
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        if seat != local.seat:
            local.seat = seat
        local.print(f"> seat {seat}: {text}")
        await local.act(seat, text)


async def interactive(local: LocalTable, stdin: TextIO) -> None:
    local.print("Type an action for the current seat, or `:help`.")
    loaded = await local.loaded()
    waiting = [s for d in loaded.decisions() for s in d.waiting_for()]
    if waiting:
        await local.switch(waiting[0])
    while True:
        text = await local.prompt_text()
        if text is None:
            return
        local.print(text)
        local.stream.write(f"seat {local.seat}> ")
        local.stream.flush()
        line = await asyncio.to_thread(stdin.readline)
        if not line:
            return
        if not await local.command(line):
            return


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", help="boze, sigismundus or niepodlegla (not needed with --load)")
    parser.add_argument("--players", type=int, default=3, help="number of seats (default 3)")
    parser.add_argument("--seed", type=int, default=None, help="the game's seed (and the random player's)")
    parser.add_argument("--db", default="marszalek-local.db", help="SQLite file (default marszalek-local.db)")
    parser.add_argument("--out", default="boards", help="folder for board images (default boards/)")
    parser.add_argument("--script", help="replay `<seat> <action>` lines from this file")
    parser.add_argument("--random", action="store_true", help="answer every decision at random (seeded)")
    parser.add_argument("--resume", action="store_true", help="continue the last unfinished local game in --db")
    parser.add_argument("--houses", help="roles by seat, comma-separated, e.g. sapieha,potocki,leszczynski")
    parser.add_argument("--option", action="append", default=[], help="a game option, e.g. private_duchies=true")
    parser.add_argument("--board", help="your own board file (a copy of data/boze/board.toml with your values)")
    parser.add_argument("--load", help="an exported game record (/game export) to replay and play on")
    parser.add_argument("--lang", choices=("en", "pl"), default="en", help="language of the game's text (en, pl)")
    parser.add_argument("--upto", type=int, help="with --load: stop the replay after log entry N")
