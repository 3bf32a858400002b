"""The local table: play every seat of a game in a terminal, through the same table service and
database as Discord, writing each phase's board image to a folder.

``python -m bot local boze --players 3`` plays interactively, hot seat: once the game moves on, the table goes
to the next seat (clockwise) that owes a decision and says why; a screen that holds a seat's secrets (a drawn
card, a sealed answer, a hand) is hidden before another player reads it, the public results of the moves are
shown again to everyone, and the device is passed before a seat's secrets are shown (:mod:`.screen`). Each
decision is asked with its answers numbered, named and explained (:mod:`.prompts`); an answer too large to list
is built step by step (:mod:`.builder`); ``:rules`` shows the rules topics (:mod:`.rulebook`), ``:ahead``
answers a turn before it comes (:mod:`.ahead`), and Boże's verbs may be typed in Polish (:mod:`.typed`).
``--script FILE`` replays action lines (``<seat> <action>``, ``#`` comments); ``--random --seed N`` answers
every decision with a seeded random legal answer until the game ends and prints the result. The table's own
words follow ``--lang``.

Every problem with the command line, a board file, a record or the database is one sentence and exit code
2; a refused action is a sentence and the game goes on; leaving a game says how to carry on with it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import re
import shlex
import signal
import sys
import threading
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from bot.editions import Editions, read_board_file
from bot.images import board_png, has_board
from bot.storage.db import Database
from bot.table import Played, Table, TableError
from bot.table.model import AI, PLAYER
from bot.terminal.ahead import ahead
from bot.terminal.builder import build, prefix
from bot.terminal.prompts import amount_text, decision_lines, legal_now, picks
from bot.terminal.rulebook import rules_lines
from bot.terminal.screen import CLEAR as CLEAR
from bot.terminal.screen import Leave, Screen
from bot.terminal.typed import canonical, game_named, polish_verbs
from bot.words.cli import text
from bot.words.text import event_lines, say, seat_namer
from rules.core.ai import DEFAULT_LEVEL, LEVELS, brain_for, choose
from rules.core.decision import Assign, Decision, Options, Steps
from rules.core.edition import sourced_counts
from rules.core.errors import DataError, RulesError, rule_name
from rules.core.forms import normalise, random_answer
from rules.core.messages import CATALOGUE, msg
from rules.core.numbers import is_count
from rules.registry import GAMES

LOCAL_CHANNEL_BASE = -1_000_000
"""Local games live in negative 'channels' so they never collide with Discord ids."""

SEED_MAX = 2**63 - 1
"""Seeds are stored as a signed 64-bit integer."""

DEFAULT_DB = "marszalek-local.db"
DEFAULT_OUT = "boards"


@dataclass
class LocalTable:
    table: Table
    game_id: int
    out: Path
    stream: TextIO = field(default_factory=lambda: sys.stdout)
    seat: int = 0
    inbox: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))
    """What each seat alone may read and has not read yet, kept until the device is passed to it."""
    images: list[Path] = field(default_factory=list)
    lang: str = "en"
    """The language of the game's sentences, its boards and the table's own words (``--lang``)."""
    handoff: bool = False
    """Pass the device between seats before showing secrets (several people take turns at one terminal)."""
    humans: set[int] | None = None
    """The seats played by people at this terminal (``None``: all of them)."""
    read_line: Callable[[str], str | None] = field(default=lambda prompt: None)
    """Reads one line typed at the terminal (``None`` at its end); the pass-the-device screen waits on it."""
    shown_to: int | None = None
    """The seat the device was last passed to, or whose player typed last: its secrets may be shown."""
    ai: dict[int, str] = field(default_factory=dict)
    """Seats the AI plays (``--ai``), each with its level (``--level``)."""
    ai_seed: int = 0
    resume: str = ""
    """The command line that carries on with this game, said when the player leaves."""
    hints: bool = False
    """After an answer, say when the seat may already answer its next turn (``:ahead``): interactive play."""
    moved: bool = False
    """The game moved on since the table last looked for whose turn it is."""
    screen: Screen = field(init=False)
    _names: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.screen = Screen(self.stream, self.lang)

    def print(self, line: str = "") -> None:
        self.screen.print(line)

    def say(self, key: str, **params: Any) -> None:
        self.screen.say(key, **params)

    async def loaded(self) -> Any:
        return await self.table.load(self.game_id)

    async def namer(self) -> Callable[[int], str]:
        loaded = await self.loaded()
        return seat_namer(loaded.game, loaded.state, None, self.lang)

    # --- who may read what -------------------------------------------------------------------------------

    def passing(self) -> bool:
        """Whether several people take turns at this terminal, so the device is passed between them."""
        return self.handoff and len(self.human_seats()) >= 2

    def human_seats(self) -> set[int]:
        return set(self.humans) if self.humans is not None else set(range(64))

    def with_device(self, seat: int) -> bool:
        """Whether ``seat``'s player holds the device now (its secrets may be printed)."""
        return not self.passing() or self.shown_to == seat

    def tell(self, seat: int, line: str) -> None:
        """A line only ``seat`` may read: printed if its player is at the terminal, else kept for it."""
        if seat == self.seat and self.with_device(seat):
            self.screen.secret(seat, line)
        else:
            self.inbox[seat].append(line)

    async def hide_secrets(self, keep: int | None = None) -> None:
        """Before another player reads the screen: hide the secrets on it (other than ``keep``'s)."""
        if not self.passing() or not self.screen.exposed - {keep}:
            return
        holder = self.shown_to if self.shown_to is not None else min(self.screen.exposed)
        self.screen.hide(self.read_line, holder, (await self.namer())(holder))

    async def pass_device(self, seat: int) -> None:
        """Before ``seat``'s secrets are shown: hide the screen if another's are on it, and ask for the device
        to be passed to ``seat``'s player (and wait for Enter) unless he holds it already."""
        if not self.passing():
            self.shown_to = seat
            return
        if self.shown_to == seat:
            return
        await self.hide_secrets(keep=seat)
        self.screen.pass_to(self.read_line, seat, (await self.namer())(seat))
        self.shown_to = seat

    async def private(self, seat: int) -> bool:
        """Whether what the table shows ``seat`` next holds a secret: messages only it may read, or a secret
        decision or one whose choices come from its hand."""
        if self.inbox.get(seat):
            return True
        loaded = await self.loaded()
        return any(seat in d.waiting_for() and (d.secret or d.private_choices) for d in loaded.decisions())

    async def deliver(self) -> None:
        """Show the current seat what it alone may read and has not read yet (the device passed to it first)."""
        if not self.inbox.get(self.seat):
            return
        await self.pass_device(self.seat)
        for line in self.inbox.pop(self.seat, []):
            self.screen.secret(self.seat, line)

    # --- what happened -----------------------------------------------------------------------------------

    async def announce(self, played: Played) -> None:
        """Print public events for everyone; a seat's private events and notes to it if its player holds the
        device, else keep them for it; write the board at every phase's end."""
        for one in (played, *played.followups):
            namer = seat_namer(one.game, one.state, None, self.lang)
            for event in one.events:
                if event.kind == "board":
                    await self.write_board(event.board)
                    continue
                line = say(event.msg, namer, self.lang)
                if event.to is None:
                    self.screen.public(line)
                    continue
                for seat in event.to:
                    self.tell(seat, line)
            for seat, note in one.notes:
                self.tell(seat, say(note, namer, self.lang))
        if played.final_board_due:
            await self.write_board()

    async def write_board(self, snapshot: Any = None) -> Path | None:
        """Write the public board (now, or as a phase left it) to the output folder, named after the phase
        it shows, after the log entry and the image's number (``game3-0064-011-round-2-of-4-phase-8-scoring.png``)."""
        loaded = await self.loaded()
        if not has_board(loaded.record.game):
            return None
        state = snapshot if snapshot is not None else loaded.state
        view = loaded.game.view(state, None)
        png = await asyncio.to_thread(board_png, loaded.record.game, view, self.lang)
        self.out.mkdir(parents=True, exist_ok=True)
        headline = say(loaded.game.headline(state), seat_namer(loaded.game, state), "en")
        stem = f"game{self.game_id}-{loaded.record.seq:04d}-{len(self.images) + 1:03d}-{slug(headline)}"
        path = self.out / unique_name(stem, self._names)
        path.write_bytes(png)
        self.images.append(path)
        self.screen.public(text(self.lang, "local.board_image", path=path))
        return path

    # --- whose turn --------------------------------------------------------------------------------------

    async def owing(self) -> list[int]:
        loaded = await self.loaded()
        return sorted({s for d in loaded.decisions() for s in d.waiting_for()})

    async def waiting_names(self, seats: Sequence[int]) -> str:
        namer = await self.namer()
        return ", ".join(text(self.lang, "local.waiting_seat", name=namer(s), seat=s) for s in seats)

    def why(self, decision: Decision) -> str:
        """Why the table waits for a decision's seats: its rule and how it is answered."""
        kind = "secret" if decision.secret else ("together" if decision.simultaneous else "in_turn")
        how = CATALOGUE.format(msg(f"bot.hint.kind_{kind}"), str, self.lang)
        return f"{rule_name(decision.rule, self.lang)}, {how}"

    async def prompt_text(self) -> str | None:
        loaded = await self.loaded()
        if loaded.state.finished:
            return None
        decisions = loaded.decisions()
        mine = [d for d in decisions if self.seat in d.waiting_for()]
        if mine:
            if mine[0].secret or mine[0].private_choices:
                await self.pass_device(self.seat)
                self.screen.holds_secrets_of(self.seat)
            return "\n".join(decision_lines(loaded.shown(mine[0], self.seat, self.lang, full=True)))
        return text(self.lang, "local.waiting", names=await self.waiting_names(await self.owing()))

    async def who(self) -> None:
        """``:who``: whom the table waits for and why, who has answered, and which seat you are."""
        loaded = await self.loaded()
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        if loaded.state.finished:
            self.say("local.over")
            return
        for decision in loaded.decisions():
            if decision.waiting_for():
                names = await self.waiting_names(decision.waiting_for())
                self.say("local.who", names=names, why=self.why(decision))
            if decision.answered:
                self.say("local.who_answered", names=", ".join(namer(s) for s in sorted(decision.answered)))
        self.say("local.you_are", seat=self.seat, name=namer(self.seat))

    async def switch(self, seat: int) -> None:
        """Move to ``seat``, saying whose turn it is and why; the screen is hidden first if it holds another
        seat's secrets, and the device passed if ``seat``'s are shown next."""
        loaded = await self.loaded()
        if not 0 <= seat < len(loaded.record.seats):
            self.say("local.no_seat", seat=seat, last=len(loaded.record.seats) - 1)
            return
        if seat != self.seat:
            await self.hide_secrets(keep=seat)
        self.seat = seat
        self.screen.prompt = None
        if await self.private(seat):
            await self.pass_device(seat)
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        decisions = loaded.decisions()
        owed = [d for d in decisions if seat in d.waiting_for()]
        owing = sorted({s for d in decisions for s in d.waiting_for()})
        if owed:
            self.say("local.now_seat_turn", seat=seat, name=namer(seat), why=self.why(owed[0]))
        elif not owing:
            self.say("local.now_seat", seat=seat, name=namer(seat))
        else:
            answered = any(seat in d.answered for d in decisions)
            key = "local.now_seat_answered" if answered else "local.now_seat_idle"
            self.say(key, seat=seat, name=namer(seat), names=await self.waiting_names(owing))
        await self.deliver()

    async def follow(self) -> None:
        """Hot seat: when the current seat owes nothing, move to the next seat (clockwise) whose player is at
        this terminal and owes a decision."""
        owing = [s for s in await self.owing() if s not in self.ai]
        if self.seat in owing or not owing:
            return
        after = [s for s in owing if s > self.seat]
        await self.switch((after or owing)[0])

    # --- playing -----------------------------------------------------------------------------------------

    async def act(self, seat: int, line: str, played_by: str = PLAYER) -> bool:
        """Play ``line`` for ``seat`` (``played_by`` ``AI`` for an AI seat's answer, logged as the AI's, as
        on Discord); print the outcome. Returns False if it was refused."""
        loaded = await self.loaded()
        user = loaded.record.user_of(seat).user_id
        if played_by == PLAYER and self.passing():
            self.shown_to = seat  # who types at a seat's prompt plays that seat
            decision = loaded.decision_for(seat)
            if decision is not None and (decision.secret or decision.private_choices):
                self.screen.holds_secrets_of(seat)  # the answer as typed
        try:
            played = await self.table.act(self.game_id, user, line, played_by=played_by)
        except RulesError as exc:
            await self.refused(seat, line, exc)
            return False
        except TableError as exc:
            self.say("local.refused", reason=exc.localized(self.lang))
            return False
        await self.announce(played)
        self.moved = True
        if self.hints and played_by == PLAYER:
            await self.ahead_hint(seat)
        return True

    async def refused(self, seat: int, line: str, exc: RulesError) -> None:
        """A refused answer: the rules' reason (an unknown word said as such, not with every verb of the game),
        why places left out were not taken as 0, and what the seat may answer now."""
        loaded = await self.loaded()
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        decision = loaded.decision_for(seat)
        form = decision.forms[seat] if decision is not None and seat in decision.forms else None
        word = line.split()[0] if line.split() else line
        if exc.msg is not None and exc.msg.key in UNKNOWN_WORD and form is not None:
            reason = text(self.lang, "local.not_an_answer", word=f"`{word[:40]}`")
        else:
            reason = exc.localized(self.lang, namer)
        self.say("local.refused", reason=reason)
        if isinstance(form, Assign) and word.lower() == form.verb:
            typed = {w.partition("=")[0] for w in line.split()[1:] if "=" in w}
            left, zeros = len(form.slots) - len(typed), form.pool.count(0)
            if left > zeros:
                self.say("local.zeros", count=left, zeros=zeros)
        if form is not None:
            key = "local.legal_choices" if isinstance(form, Options | Steps) else "local.legal_form"
            self.say(key, legal=legal_now(form, self.lang))

    async def ahead_hint(self, seat: int) -> None:
        """After ``seat`` answered: if it will owe a decision later in this chain, say it may answer it now."""
        loaded = await self.loaded()
        if loaded.state.finished or seat in await self.owing():
            return
        with contextlib.suppress(TableError):
            offer = await self.table.offer(self.game_id, loaded.record.user_of(seat).user_id)
            if offer.ahead is not None:
                self.say("local.ahead_hint", name=(await self.namer())(seat))

    async def ai_answer(self, seat: int) -> str:
        """Where an AI seat's answer comes from: the AI's choice from the seat's knowledge, computed off the
        event loop as the table does."""
        loaded = await self.loaded()
        return await asyncio.to_thread(choose, loaded.game, loaded.state, seat, self.ai[seat], self.ai_seed)

    async def ai_turns(self) -> None:
        """Let the AI seats answer for as long as the table waits for one of them; a sealed answer is not
        shown (the person at the table is another player)."""
        while True:
            loaded = await self.loaded()
            if loaded.state.finished:
                return
            owing = [(d, s) for d in loaded.decisions() for s in d.waiting_for() if s in self.ai]
            if not owing:
                return
            decision, seat = owing[0]
            answer = await self.ai_answer(seat)
            if decision.secret:
                self.screen.public(text(self.lang, "local.ai_answered", seat=seat))
            else:
                self.screen.public(text(self.lang, "local.ai_played", seat=seat, action=answer))
            if not await self.act(seat, answer, played_by=AI):
                return

    # --- what is typed -----------------------------------------------------------------------------------

    async def command(self, line: str) -> bool:
        """Handle one input line; returns False to stop."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        word, _, rest = line.partition(" ")
        if word in (":quit", ":q", ":exit"):
            return False
        if word == ":help":
            self.say("local.help")
            loaded = await self.loaded()
            if verbs := polish_verbs(loaded.record.game):
                self.say("local.help_verbs", verbs=verbs)
        elif word == ":seat":
            if is_count(rest.strip()):
                await self.switch(int(rest))
            else:
                self.say("local.seat_form")
        elif word == ":who":
            await self.who()
        elif word == ":view":
            await self.pass_device(self.seat)
            await self.show_view()
        elif word == ":board":
            await self.write_board()
        elif word in (":placeholders", ":placeholder", ":stand-ins"):
            await self.placeholders(detail=True)
        elif word == ":rules":
            loaded = await self.loaded()
            decision = loaded.decision_for(self.seat)
            topic = decision.topic if decision is not None else ""
            for shown in rules_lines(loaded.record.game, rest.strip(), self.lang, topic):
                self.print(shown)
        elif word == ":ahead":
            await ahead(self, rest)
        elif line.startswith(":"):
            self.say("local.unknown_command", command=word[:40])
        else:
            return await self.answer(line)
        return True

    async def answer(self, typed: str) -> bool:
        """An answer typed for the current seat: a number from its prompt's list, the start of an answer to build
        step by step, or a whole answer (its Polish verb translated). Never taken for a seat that owes nothing,
        and a sealed answer is replaced only when the player says so. Returns False to stop."""
        loaded = await self.loaded()
        seat = self.seat
        line = canonical(loaded.record.game, typed)
        decision = loaded.decision_for(seat)
        if decision is not None and seat not in decision.waiting_for():
            return await self.replace_sealed(seat, line)
        if decision is None:
            self.say("local.not_your_turn", seat=seat, name=(await self.namer())(seat), names=await
                     self.waiting_names(await self.owing()))  # fmt: skip
            return True
        form = decision.forms[seat]
        if is_count(line):
            numbered = picks(form)
            amount = amount_text(form, line)
            if amount is not None and not numbered:
                await self.act(seat, amount)
                return True
            if not 1 <= int(line) <= len(numbered):
                self.say("local.no_number", number=line[:12], last=len(numbered))
                return True
            pick = numbered[int(line) - 1]
            if pick.whole:
                await self.act(seat, pick.text)
                return True
            assert isinstance(form, Steps)
            return await self.build(form, list(pick.words))
        if isinstance(form, Steps) and (words := prefix(form, line)) is not None:
            return await self.build(form, words)
        await self.act(seat, line)
        return True

    async def build(self, form: Steps, words: list[str]) -> bool:
        """Build the current seat's answer step by step from ``words``, then play it; returns False to stop."""
        seat, step = self.seat, (await self.loaded()).state.step

        async def command(line: str) -> bool:
            if not await self.command(line):
                raise Leave
            return self.seat == seat and (await self.loaded()).state.step == step

        prompt = text(self.lang, "local.prompt", seat=seat)
        built = await build(form, words, self.read_line, self.print, command, prompt, self.lang)
        if built.ended:
            return False
        if built.text is not None:
            await self.act(seat, built.text)
        return True

    async def replace_sealed(self, seat: int, line: str) -> bool:
        """An answer typed for a seat that has sealed its answer already: taken only if the player says so, and
        with the device in that seat's hands."""
        namer = await self.namer()
        self.say("local.replace_sealed", seat=seat, name=namer(seat))
        sure = self.read_line(text(self.lang, "local.prompt", seat=seat))
        if sure is None:
            return False
        if normalise(sure) not in YES:
            self.say("local.kept_sealed", seat=seat)
            return True
        await self.pass_device(seat)
        await self.act(seat, line)
        return True

    async def show_view(self) -> None:
        loaded = await self.loaded()
        namer = seat_namer(loaded.game, loaded.state, None, self.lang)
        for line in loaded.game.describe(loaded.state, self.seat):
            self.print(f"  {say(line, namer, self.lang)}")
        self.screen.holds_secrets_of(self.seat)

    async def placeholders(self, *, detail: bool = False) -> None:
        """The stand-in values of this game's board: one sentence with the share, the kinds on request."""
        loaded = await self.loaded()
        count, total = sourced_counts(await edition_of(self.table, self.game_id))
        if not count:
            self.say("local.placeholders_none")
            return
        share = f"{round(100 * count / total)}%"
        self.say("local.placeholders", share=share, placeholders=count, total=total)
        if detail:
            self.say("local.placeholders_detail", placeholders=count, total=total)
            for note in loaded.game.placeholder_notes_in(self.lang):
                self.print(f"  - {note}")

    async def goodbye(self) -> None:
        """Leaving a game that is not over: it is saved, and this is how to carry on."""
        loaded = await self.loaded()
        if not loaded.state.finished and self.resume:
            self.say("local.goodbye", id=self.game_id, command=self.resume)

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


UNKNOWN_WORD = frozenset({"boze.actions.error.unknown", "sigismundus.error.verb", "niepodlegla.error.unknown"})
"""The games' refusals of a line whose first word is no action at all (they list every verb of the game; the
local table says instead what may be answered now)."""

YES = frozenset({"yes", "y", "tak", "t"})


def slug(headline: str) -> str:
    """A phase's headline as part of a file name: ASCII, lower case, words joined by ``-``."""
    folded = unicodedata.normalize("NFKD", headline.replace("ł", "l").replace("Ł", "L"))
    ascii_text = folded.encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")[:80] or "board"


def unique_name(stem: str, taken: set[str]) -> str:
    """``stem.png``, or ``stem-2.png``… if this table already wrote that name."""
    name, n = f"{stem}.png", 1
    while name in taken:
        n += 1
        name = f"{stem}-{n}.png"
    taken.add(name)
    return name


async def edition_of(table: Table, game_id: int) -> Any:
    """The data edition a game is played on, as stored with it."""
    origin = await table.store.origin(game_id)
    assert origin is not None
    return json.loads(await table.store.edition(origin.edition_hash))


# --- the command line ----------------------------------------------------------------------------------


class Refusal(Exception):
    """A problem with the command line or its files, as the sentence to print (exit code 2)."""


def whole(raw: str) -> int:
    """An argparse type: a whole number in the rules' number grammar (ASCII digits, a sign, a sane size)."""
    stripped = raw.strip()
    body = stripped.lstrip("+-")
    if not stripped or not body.isascii() or not body.isdigit() or len(body.lstrip("0")) > 100:
        raise argparse.ArgumentTypeError(f"{raw[:30]!r} is not a whole number")
    return int(stripped)


def main(argv: list[str]) -> int:
    """``python -m bot local …``: parse, check and run; every problem a sentence, never a traceback."""
    parser = argparse.ArgumentParser(prog="python -m bot local", description="Play at the local table.")
    add_arguments(parser)
    args = parser.parse_args(argv)
    lang = args.lang
    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _interrupt)
    try:
        return asyncio.run(run(args))
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except Refusal as exc:
        print(str(exc), file=sys.stderr)
    except (TableError, RulesError) as exc:
        print(text(lang, "cli.cannot_play", reason=exc.localized(lang)), file=sys.stderr)
    except (DataError, OSError) as exc:
        print(text(lang, "cli.cannot_play", reason=_reason(exc)), file=sys.stderr)
    except Exception as exc:
        from sqlalchemy.exc import SQLAlchemyError

        if not isinstance(exc, SQLAlchemyError):
            raise
        problem = str(getattr(exc, "orig", None) or exc).splitlines()[0][:200]
        print(text(lang, "cli.local_db", db=args.db, problem=problem), file=sys.stderr)
    return 2


def _interrupt(signum: int, frame: Any) -> None:
    """Ctrl-C stops the table at once, even while it waits for a line (asyncio's own handler would wait)."""
    raise KeyboardInterrupt


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
    return str(exc)


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def check_arguments(args: argparse.Namespace) -> None:
    """Refuse what the table cannot play before anything is created: a game that does not exist, a number of
    players, a seed, roles or options the game does not have (each sentence says what would do)."""
    lang = args.lang
    games = ", ".join(GAMES)
    if args.game is None:
        raise Refusal(text(lang, "cli.no_game", games=games))
    named = game_named(args.game)
    if named is None:
        raise Refusal(text(lang, "cli.unknown_game", game=repr(args.game[:40]), games=games))
    args.game = named
    if args.seed is not None and not 0 <= args.seed <= SEED_MAX:
        raise Refusal(text(lang, "cli.seed", high=SEED_MAX, seed=_short(args.seed)))
    if args.resume:
        return
    game = Editions().current(args.game)[1]
    if not game.min_seats <= args.players <= game.max_seats:
        raise Refusal(
            text(lang, "cli.players", title=game.title, low=game.min_seats, high=game.max_seats, players=args.players)
        )
    ai_seats(args, args.players)
    if args.houses:
        if not game.roles():
            raise Refusal(text(lang, "cli.houses_none", title=game.title))
        houses = args.houses.split(",")
        if len(houses) > args.players:
            raise Refusal(text(lang, "cli.houses_count", count=len(houses), players=args.players))
    for option in args.option:
        if "=" not in option or not option.partition("=")[0].strip():
            raise Refusal(text(lang, "cli.option_form", text=repr(option[:40])))
    try:
        game.check_options(dict(parse_option(o) for o in args.option))
    except RulesError as exc:
        raise Refusal(text(lang, "cli.cannot_play", reason=exc.localized(lang))) from None


def _short(n: int) -> str:
    digits = str(n)
    return digits if len(digits) <= 24 else digits[:20] + f"… ({len(digits)} digits)"


def read_board(path: str, lang: str) -> dict[str, Any]:
    """A group's board file (``--board``): UTF-8 TOML, refused with a sentence naming the problem."""
    try:
        data = read_board_file(Path(path))  # (at most a board file's size: --board /dev/zero ends)
        return Editions.parse_bytes(data, path)
    except OSError as exc:
        raise Refusal(text(lang, "cli.cannot_read", file=path, reason=exc.strerror or str(exc))) from None
    except DataError as exc:
        raise Refusal(text(lang, "cli.cannot_play", reason=str(exc))) from None


async def run(args: argparse.Namespace, stream: TextIO | None = None, stdin: TextIO | None = None) -> int:
    stream = sys.stdout if stream is None else stream
    stdin = sys.stdin if stdin is None else stdin
    if args.load:
        return await run_record(args, stream, stdin)
    check_arguments(args)
    edition = read_board(args.board, args.lang) if args.board else None
    if args.resume and not Path(args.db).is_file():
        raise Refusal(text(args.lang, "cli.resume_no_db", game=args.game, db=args.db))
    database = await open_database(args.db, args.lang)
    try:
        table = Table(database, Editions())
        game_id, resumed = await open_game(table, args, stream, edition)
        resume = resume_command(args.game, args)
        local = LocalTable(table, game_id, Path(args.out), stream, lang=args.lang, resume=resume)
        if resumed:
            local.say("local.resuming", id=game_id)
        else:
            started = await table.load(game_id)
            local.say("local.start", id=game_id, title=started.game.title, players=args.players)
            await local.write_board()
        await local.placeholders()
        return await drive(local, args, stdin)
    finally:
        await database.close()


def read_record(path: str, lang: str) -> Any:
    """A record file (``--load``): UTF-8 JSON, refused with a sentence naming the problem."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise Refusal(text(lang, "cli.cannot_load", file=path, reason=exc.strerror or str(exc))) from None
    try:
        return json.loads(data.decode("utf-8").removeprefix("\ufeff"))
    except UnicodeDecodeError as exc:
        reason = text(lang, "cli.not_utf8", file=path, offset=exc.start)
    except json.JSONDecodeError as exc:
        reason = text(lang, "cli.bad_json", file=path, problem=str(exc))
    except RecursionError:
        reason = text(lang, "cli.too_deep", file=path)
    raise Refusal(text(lang, "cli.cannot_load", file=path, reason=reason))


async def open_database(path: str, lang: str) -> Database:
    """The local table's SQLite file (``--db``), opened and migrated; a path it cannot use is a sentence."""
    import sqlite3

    from sqlalchemy.exc import SQLAlchemyError

    if "://" in path or Path(path).is_dir():
        problem = text(lang, "cli.local_db_not_file")
        raise Refusal(text(lang, "cli.local_db", db=path[:200], problem=problem))
    database: Database | None = None
    try:
        database = Database(f"sqlite+aiosqlite:///{path}")
        await database.open()
        return database
    except (OSError, SQLAlchemyError, sqlite3.Error) as exc:
        if database is not None:
            with contextlib.suppress(Exception):
                await database.close()
        problem = str(getattr(exc, "orig", None) or getattr(exc, "strerror", None) or exc).splitlines()[0][:200]
        raise Refusal(text(lang, "cli.local_db", db=path, problem=problem)) from None


async def run_record(args: argparse.Namespace, stream: TextIO, stdin: TextIO) -> int:
    """Load an exported record, draw its boards phase by phase, and play on from where it stops
    (``--upto N`` stops the replay after log entry N)."""
    from bot.records import RecordError, import_record, replay_record

    lang = args.lang
    if args.upto is not None and args.upto < 0:
        raise Refusal(text(lang, "cli.upto", upto=_short(args.upto)))
    data = read_record(args.load, lang)
    try:
        replayed = replay_record(Editions(), data, args.upto)
    except RecordError as exc:
        raise Refusal(text(lang, "cli.cannot_load", file=args.load, reason=exc.localized(lang))) from None
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names: set[str] = set()
    game = replayed.game
    for n, (seq, state) in enumerate(replayed.boards if has_board(data["game"]) else [], start=1):
        png = await asyncio.to_thread(board_png, data["game"], game.view(state, None), lang)
        headline = say(game.headline(state), seat_namer(game, state), "en")
        (out / unique_name(f"record-{seq:04d}-{n:03d}-{slug(headline)}", names)).write_bytes(png)
    print(
        text(lang, "local.replayed", entries=len(replayed.states) - 1, boards=len(replayed.boards), folder=out),
        file=stream,
    )
    database = await open_database(args.db, args.lang)
    try:
        table = Table(database, Editions())
        channel = LOCAL_CHANNEL_BASE - await next_local_number(table)
        users = list(range(1, len(data["seats"]) + 1))
        try:
            game_id = await import_record(table, data, channel_id=channel, users=users, upto=args.upto)
        except RecordError as exc:
            raise Refusal(text(lang, "cli.cannot_load", file=args.load, reason=exc.localized(lang))) from None
        local = LocalTable(table, game_id, out, stream, lang=lang, resume=resume_command(data["game"], args))
        local.say("local.loaded", id=game_id)
        await local.placeholders()
        return await drive(local, args, stdin)
    finally:
        await database.close()


def resume_command(game: str, args: argparse.Namespace) -> str:
    """The command line that carries on with a local game of ``game`` played with these arguments."""
    parts = [".venv/bin/python -m bot local", game, "--resume"]
    ai = getattr(args, "ai", None)
    level = getattr(args, "level", DEFAULT_LEVEL) if ai else DEFAULT_LEVEL
    for option, value, default in (
        ("--db", args.db, DEFAULT_DB),
        ("--out", args.out, DEFAULT_OUT),
        ("--lang", args.lang, "en"),
        ("--ai", ai, None),
        ("--level", level, DEFAULT_LEVEL),
    ):
        if value is not None and value != default:
            parts += [option, shlex.quote(str(value))]
    return " ".join(parts)


async def open_game(
    table: Table, args: argparse.Namespace, stream: TextIO, edition: dict[str, Any] | None = None
) -> tuple[int, bool]:
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
            raise Refusal(text(args.lang, "cli.no_resume", game=args.game, db=args.db))
        return row.id, True
    channel = LOCAL_CHANNEL_BASE - await next_local_number(table)
    options = dict(parse_option(o) for o in args.option)
    houses: list[str | None] = [h.strip() or None for h in args.houses.split(",")] if args.houses else []
    houses += [None] * (args.players - len(houses))
    record = await table.create(
        args.game, channel_id=channel, guild_id=None, user_id=1, name="seat 0", options=options, role=houses[0],
        edition=edition,
    )  # fmt: skip
    for seat in range(1, args.players):
        await table.join(channel, seat + 1, f"seat {seat}", role=houses[seat])
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


def parse_option(option: str) -> tuple[str, bool | int | str]:
    key, _, raw = option.partition("=")
    raw = raw.strip()
    value: bool | int | str = raw
    if raw.lower() in ("true", "yes", "on", "1", ""):
        value = True
    elif raw.lower() in ("false", "no", "off", "0"):
        value = False
    return key.strip(), value


async def drive(local: LocalTable, args: argparse.Namespace, stdin: TextIO) -> int:
    local.ai = ai_seats(args, len((await local.loaded()).record.seats))
    local.ai_seed = args.seed if args.seed is not None else 0
    if local.ai:
        local.humans = {s for s in range(len((await local.loaded()).record.seats)) if s not in local.ai}
    if args.script:
        ok = await run_script(local, Path(args.script))
        if not ok:
            return 1
    if args.random:
        await play_random(local, args.seed if args.seed is not None else 0)
    elif not args.script or _isatty(stdin):
        await interactive(local, stdin)
    loaded = await local.loaded()
    if loaded.state.finished:
        await local.finish()
        if local.ai:
            local.print(winners_line(loaded.game, loaded.state))
    return 0


def winners_line(game: Any, state: Any) -> str:
    """``winners: 0 2`` (seats), or for a cooperative game ``winners: all`` / ``winners: none`` (a line for
    scripts that play against the AI)."""
    result = game.result(state)
    winners = tuple(result.winners) if result is not None else ()
    if brain_for(game).cooperative:
        return "winners: " + ("all" if winners else "none")
    return "winners: " + " ".join(str(s) for s in winners)


def ai_seats(args: argparse.Namespace, seats: int) -> dict[int, str]:
    """The seats ``--ai`` gives the AI (comma-separated), each at ``--level``; :class:`Refusal` if the list
    is not usable."""
    if not getattr(args, "ai", None):
        return {}
    words = [w.strip() for w in args.ai.split(",")]
    if not all(is_count(w) for w in words):
        raise Refusal(text(args.lang, "cli.ai_form", text=repr(args.ai[:40])))
    chosen = sorted({int(w) for w in words})
    if chosen[-1] >= seats:
        raise Refusal(text(args.lang, "cli.ai_seat", seat=chosen[-1], last=seats - 1))
    return {seat: args.level for seat in chosen}


async def run_script(local: LocalTable, path: Path) -> bool:
    """Replay ``<seat> <action>`` lines; stop at the first refused line, naming it."""
    try:
        lines = path.read_bytes().decode("utf-8").splitlines()
    except OSError as exc:
        raise Refusal(text(local.lang, "cli.cannot_read", file=str(path), reason=exc.strerror or str(exc))) from None
    except UnicodeDecodeError as exc:
        raise Refusal(text(local.lang, "cli.not_utf8", file=str(path), offset=exc.start)) from None
    for number, raw in enumerate(lines, start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        seat_text, _, action = line.partition(" ")
        where = f"{path}:{number}"
        if not is_count(seat_text) or not action.strip():
            local.say("local.script_form", where=where, line=repr(raw[:80]))
            return False
        seat = int(seat_text)
        if seat != local.seat:
            await local.switch(seat)
            if local.seat != seat:
                local.say("local.script_stops", where=where)
                return False
        local.print(f"> seat {seat_text}: {action.strip()}")
        if not await local.act(seat, action.strip()):
            local.say("local.script_stops", where=where)
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
        if seat in local.ai:
            answer = await local.ai_answer(seat)
        else:
            answer = random_answer(decision.forms[seat], picker.randrange)
        if seat != local.seat:
            local.seat = seat
        local.print(f"> seat {seat}: {answer}")
        await local.act(seat, answer, played_by=AI if seat in local.ai else PLAYER)


def line_reader(stdin: TextIO, stream: TextIO) -> Callable[[str], str | None]:
    """How the table reads a typed line: with line editing and history (``readline``) at a terminal, plainly
    from a pipe. Reading blocks the loop on purpose: nothing else runs at the local table meanwhile, and
    Ctrl-C then stops it at once."""
    if stdin is sys.stdin and _isatty(stdin) and _isatty(stream):
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401  (input() edits lines and keeps their history once it is loaded)

        def typed(prompt: str) -> str | None:
            try:
                return input(prompt)
            except EOFError:
                return None

        return typed

    def piped(prompt: str) -> str | None:
        if prompt:
            stream.write(prompt)
            stream.flush()
        line = stdin.readline()
        return line.rstrip("\n") if line else None

    return piped


async def interactive(local: LocalTable, stdin: TextIO) -> None:
    """Play at the terminal until the game ends or the player leaves (``:quit``, the end of the input,
    Ctrl-C), then say how to carry on."""
    local.read_line = line_reader(stdin, local.stream)
    local.handoff = local.handoff or (_isatty(stdin) and stdin is sys.stdin)
    local.hints = True
    local.say("local.type")
    try:
        await local.ai_turns()
        owing = [s for s in await local.owing() if s not in local.ai]
        local.shown_to = owing[0] if owing else local.seat
        if owing:
            await local.switch(owing[0])
        while await turn(local):
            pass
    except Leave:
        pass
    except KeyboardInterrupt:
        await local.goodbye()
        raise
    await local.goodbye()


async def turn(local: LocalTable) -> bool:
    """One prompt and what is typed at it (after the AI seats' answers, and the move to the next seat whose
    turn it is once the game moved on); False when the game is over or the player leaves."""
    await local.ai_turns()
    if local.moved:
        local.moved = False
        await local.follow()
    await local.deliver()
    prompt = await local.prompt_text()
    if prompt is None:
        return False
    local.screen.ask(prompt)
    line = local.read_line(text(local.lang, "local.prompt", seat=local.seat))
    return line is not None and await local.command(line)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", help="boze, sigismundus or niepodlegla (not needed with --load)")
    parser.add_argument("--players", type=whole, default=3, help="number of seats (default 3)")
    parser.add_argument("--seed", type=whole, default=None, help="the game's seed (and the random player's)")
    parser.add_argument("--db", default=DEFAULT_DB, help=f"SQLite file (default {DEFAULT_DB})")
    parser.add_argument("--out", default=DEFAULT_OUT, help=f"folder for board images (default {DEFAULT_OUT}/)")
    parser.add_argument("--script", help="replay `<seat> <action>` lines from this file")
    parser.add_argument("--random", action="store_true", help="answer every decision at random (seeded)")
    parser.add_argument("--resume", action="store_true", help="continue the last unfinished local game in --db")
    parser.add_argument("--houses", help="roles by seat, comma-separated, e.g. sapieha,potocki,leszczynski")
    parser.add_argument("--option", action="append", default=[], help="a game option, e.g. private_duchies=true")
    parser.add_argument("--board", help="your own board file (a copy of data/<game>/board.toml with your values)")
    parser.add_argument("--load", help="an exported game record (/game export) to replay and play on")
    parser.add_argument("--lang", choices=("en", "pl"), default="en", help="language of the table and the game")
    parser.add_argument("--upto", type=whole, help="with --load: stop the replay after log entry N")
    parser.add_argument("--ai", help="seats the AI plays, comma-separated, e.g. 1,2 (--random: the rest at random)")
    parser.add_argument("--level", choices=tuple(LEVELS), default=DEFAULT_LEVEL, help="the AI's strength (strong)")
