"""Hostile text through every game, seeded: no exception but the project's own refusals, and nothing changes.

For each game, states are taken along a seeded random game; at each, a few hundred strings are played
through ``Game.apply`` for every seat (and for seats that are not there): legal answers bent out of shape
(Unicode and huge numbers, words dropped, doubled, swapped or cut, control and invisible characters, a
``key=value`` torn apart), other seats' answers, the game's own words in a random order, empty and blank
text. Then a smaller batch goes through the table service (the path of the local table, ``/play`` and DMs),
which must answer with a :class:`RulesError` or :class:`TableError` and keep the game as it was.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.editions import Editions
from bot.storage.db import Database
from bot.table import Table, TableError
from rules.core.errors import RulesError
from rules.core.forms import random_answer
from rules.core.game import BaseState, Game

EDITIONS = Editions()


@dataclass(frozen=True)
class Setup:
    game: str
    seats: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def name(self) -> str:
        return f"{self.game}_{self.seats}p" + "".join(f"_{v}" for _, v in self.options if v is not True)


SETUPS = [
    Setup("boze", 3),
    Setup("sigismundus", 4, (("short", True),)),
    Setup("niepodlegla", 3),
    Setup("niepodlegla", 2, (("version", "advanced"),)),
]

ODD_NUMBERS = ["①", "¹", "²", "٣", "５", "½", "9" * 4301, "-1", "+2", "0000007", "1_0", "1.5", "1e3", "−3", "99999999"]
"""What may stand where a number goes: other scripts' digits, superscripts, fractions, a number past Python's
integer-string limit, signs, leading zeros, underscores, decimals."""

ODD_CHARACTERS = ["\x00", "\t", "\r", "\x1b[2J", "\u200b", "\u202e", "\u00a0", "\ufeff", "\n", "ł", "=", "==", "-"]


def states_along(game: Game[Any], setup: Setup, seed: int, picks: int) -> list[BaseState]:
    """``picks`` states spread along a seeded random game, its first decision included."""
    rng = random.Random(seed)
    state = game.new_game(setup.seats, seed, dict(setup.options)).state
    states = [state]
    while not state.finished and len(states) < 2000:
        decision = game.decisions(state)[0]
        seat = rng.choice(decision.waiting_for())
        state = game.apply(state, seat, random_answer(decision.forms[seat], rng.randrange)).state
        states.append(state)
    live = [s for s in states if not s.finished]
    return [live[i * (len(live) - 1) // (picks - 1)] for i in range(picks)]


def legal_answers(game: Game[Any], state: BaseState, rng: random.Random) -> dict[int, list[str]]:
    """A few legal answers of every seat that owes one."""
    out: dict[int, list[str]] = {}
    for decision in game.decisions(state):
        for seat in decision.waiting_for():
            out.setdefault(seat, []).extend(random_answer(decision.forms[seat], rng.randrange) for _ in range(3))
    return out


def bend(text: str, rng: random.Random, vocabulary: list[str]) -> str:
    """One mutation of an answer."""
    words = text.split()
    kind = rng.randrange(12)
    if kind == 0 and any(ch.isdigit() for ch in text):
        digits = [i for i, w in enumerate(words) if any(ch.isdigit() for ch in w)]
        i = rng.choice(digits)
        key, sep, _ = words[i].rpartition("=")
        words[i] = (key + sep if sep else "") + rng.choice(ODD_NUMBERS)
    elif kind == 1 and len(words) > 1:
        del words[rng.randrange(len(words))]
    elif kind == 2:
        words.insert(rng.randrange(len(words) + 1), rng.choice(words or ["x"]))
    elif kind == 3 and len(words) > 1:
        i, j = rng.sample(range(len(words)), 2)
        words[i], words[j] = words[j], words[i]
    elif kind == 4:
        return text[: rng.randrange(len(text) + 1)]
    elif kind == 5:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(ODD_CHARACTERS) + text[i:]
    elif kind == 6:
        return text.upper()
    elif kind == 7:
        words = [w.replace("=", " = ") for w in words]
    elif kind == 8:
        words.append(rng.choice(vocabulary))
    elif kind == 9 and words:
        words[rng.randrange(len(words))] = rng.choice(vocabulary)
    elif kind == 10:
        return " ".join(words) * rng.randrange(2, 4)
    else:
        words = [w + "=" + rng.choice(ODD_NUMBERS[:6]) if "=" not in w else w.partition("=")[0] for w in words]
    return " ".join(words)


def hostile(game: Game[Any], state: BaseState, rng: random.Random, count: int) -> Iterator[tuple[int, str]]:
    """``count`` (seat, text) pairs for one state."""
    answers = legal_answers(game, state, rng)
    every = [t for texts in answers.values() for t in texts]
    vocabulary = sorted({w for t in every for w in t.split()} | {"pass", "done", "agree", "0", "1"})
    seats = list(range(state.seats))
    yield from ((seat, text) for seat in (-1, state.seats, 10**30) for text in every[:2])
    yield from ((seat, text) for seat in seats for text in ("", " ", "\t\n", "\x00", "\u200b", "=", "==="))
    for _ in range(count):
        roll = rng.random()
        if roll < 0.55 and every:
            seat = rng.choice(seats)
            base = rng.choice(answers.get(seat) or every)
            text = base
            for _ in range(rng.randrange(1, 3)):
                text = bend(text, rng, vocabulary)
            yield seat, text
        elif roll < 0.75 and every:
            yield rng.choice(seats), rng.choice(every)  # another seat's answer, or one's own again
        else:
            yield rng.choice(seats), " ".join(rng.choice(vocabulary + ODD_NUMBERS[:8]) for _ in range(rng.randrange(6)))


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.name)
def test_hostile_text_through_the_engine(setup: Setup) -> None:
    game = EDITIONS.current(setup.game)[1]
    rng = random.Random(f"engine:{setup.name}")
    played = refused = 0
    for state in states_along(game, setup, seed=11, picks=8):
        before = game.dumps(state)
        for seat, text in hostile(game, state, rng, count=450):
            try:
                game.apply(state, seat, text)
                played += 1
            except RulesError as exc:
                assert str(exc), f"an empty refusal for seat {seat}: {text[:80]!r}"
                exc.localized("pl")
                refused += 1
            except Exception as exc:  # any other exception is the defect this test is for
                raise AssertionError(f"seat {seat}, {text[:80]!r}: {type(exc).__name__}: {exc}") from exc
        assert game.dumps(state) == before, "a refused or played text changed the state it was given"
    assert played + refused >= 3000, "a few thousand strings per game"
    assert refused >= 0.75 * (played + refused), f"only {refused} refusals: the fuzz lost its bite"
    assert played > 0, "some bent answers are still legal (a case-changed or reordered one)"


async def test_hostile_text_through_the_table(tmp_path: Path) -> None:
    """The table answers every string with a refusal (or plays it) and a refusal leaves the game as it was,
    in memory and in the database."""
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'fuzz.db'}")
    await database.open()
    try:
        table = Table(database, EDITIONS)
        rng = random.Random("table")
        for n, setup in enumerate(SETUPS):
            channel = 700 + n
            users = list(range(100 * (n + 1), 100 * (n + 1) + setup.seats))
            record = await table.create(
                setup.game, channel_id=channel, guild_id=1, user_id=users[0], name="u0", options=dict(setup.options)
            )
            for user in users[1:]:
                await table.join(channel, user, f"u{user}")
            await table.start(channel, users[0], seed=3)
            accepted = 0
            for round_ in range(3):
                loaded = await table.load(record.id)
                before = (loaded.record.seq, loaded.game.dumps(loaded.state))
                for seat, text in hostile(loaded.game, loaded.state, rng, count=120):
                    user = users[seat] if 0 <= seat < len(users) else 999_999 + seat % 7
                    try:
                        await table.act(record.id, user, text)
                    except (RulesError, TableError) as exc:
                        assert exc.localized("en") and exc.localized("pl")
                        continue
                    except Exception as exc:
                        raise AssertionError(f"round {round_}, seat {seat}, {text[:80]!r}: {exc!r}") from exc
                    accepted += 1
                    loaded = await table.load(record.id)
                    before = (loaded.record.seq, loaded.game.dumps(loaded.state))
                table.forget()
                after = await table.load(record.id)
                assert (after.record.seq, after.game.dumps(after.state)) == before, "a refusal reached the database"
                for _ in range(12):  # move on to other decisions
                    if after.state.finished:
                        break
                    decision = after.decisions()[0]
                    seat = rng.choice(decision.waiting_for())
                    await table.act(record.id, users[seat], random_answer(decision.forms[seat], rng.randrange))
                    after = await table.load(record.id)
            assert accepted < 120 * 3, "most hostile texts are refused"
    finally:
        await database.close()
