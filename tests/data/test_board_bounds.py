"""A board file is anyone's upload (``/game create board:``, ``--board``, a record's edition): every number, list
and text in it is bounded before it sizes anything, and the whole file is refused in bounded time and memory with
a DataError naming the field, never a MemoryError, a hang or another exception (the hostile-input issue: a Boże
``components.turns`` of 10^9 grew a process to 24 GB, 10^7 stalled the loop for seconds).

Every field of every shipped board, walked generically: each kind of number (``enemies[].strength_3[].value``,
the first of its kind) set to 10^9, 10^7, -1, infinity and NaN, each kind of list made ten million entries long
and a thousand long; a text of each name (``source``, ``name_pl``...) a million characters long, a table of each
name nested a hundred deep. Then board files as text: every number of a file set to 10^9 and 10^7 at once, and
TOML built to cost its parser time or memory.

Memory is measured with tracemalloc (the peak above what was held before the load, under 50 MB); the time taken
is asserted only as a guard against a hang (5 s, on a machine where these loads take milliseconds and a whole
file's parse a few tenths of a second), never as a performance figure; a file's parse is timed untraced.
"""

from __future__ import annotations

import re
import time
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.editions import MAX_BOARD_BYTES, Editions
from rules.core.edition import MAX_DEPTH, MAX_ENTRIES, MAX_TEXT
from rules.core.errors import DataError
from rules.registry import GAMES

DATA = Path(__file__).resolve().parents[2] / "data"
MEMORY = 50 * 2**20
"""Bytes a load may allocate above what was held before it (the issue's bound)."""
HANG = 5.0
"""Seconds after which a load has hung: a guard, not a measure (these loads take milliseconds)."""
HUGE = 10**7
"""Entries of a list no board needs."""
NEGATIVE = {"niepodlegla": {"basic.countdown[].change.value"}}
"""The numbers whose field allows -1: a countdown card makes a final mission easier (-5..5)."""

Steps = tuple[str | int, ...]


def shipped(game_id: str) -> dict[str, Any]:
    return Editions().load_raw(game_id)


def kinds(raw: Any, want: Callable[[Any], bool]) -> dict[str, Steps]:
    """The first place of each kind of value ``want`` picks, by its path without indices
    (``enemies[].strength_3[].value``)."""
    found: dict[str, Steps] = {}
    stack: list[tuple[Any, Steps]] = [(raw, ())]
    while stack:
        value, steps = stack.pop()
        if steps and want(value):
            found.setdefault(spelled(steps, indices=False), steps)
        if isinstance(value, dict):
            stack.extend((item, (*steps, key)) for key, item in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((item, (*steps, i)) for i, item in reversed(list(enumerate(value))))
    return found


def by_name(found: dict[str, Steps]) -> dict[str, Steps]:
    """The first of each name among ``found`` (texts and tables size nothing: their shape is what is bounded,
    the same whatever section they lie in)."""
    named: dict[str, Steps] = {}
    for kind, steps in found.items():
        named.setdefault(str(steps[-1]) if isinstance(steps[-1], str) else kind, steps)
    return named


def spelled(steps: Steps, indices: bool = True) -> str:
    path = ""
    for step in steps:
        if isinstance(step, int):
            path += f"[{step}]" if indices else "[]"
        else:
            path += f".{step}" if path else step
    return path


def replaced(raw: dict[str, Any], steps: Steps, value: Any) -> dict[str, Any]:
    """``raw`` with the value at ``steps`` replaced, the containers on the way copied and nothing else (a list of
    ten million entries is put in, not copied)."""
    out = dict(raw)
    target: Any = out
    for step in steps[:-1]:
        inner = target[step]
        target[step] = dict(inner) if isinstance(inner, dict) else list(inner)
        target = target[step]
    target[steps[-1]] = value
    return out


def is_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@pytest.fixture(scope="module", autouse=True)
def traced() -> Iterator[None]:
    for game_id in GAMES:  # the games' modules imported before anything is measured
        Editions().build(game_id, shipped(game_id))
    tracemalloc.start()
    yield
    tracemalloc.stop()


@contextmanager
def bounded(what: str, timed: bool = True) -> Iterator[None]:
    """The block allocates less than :data:`MEMORY` above what was held before it, and (if ``timed``) does not
    hang."""
    tracemalloc.reset_peak()
    before = tracemalloc.get_traced_memory()[0]
    started = time.perf_counter()
    yield
    elapsed = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1] - before
    assert peak < MEMORY, f"{what}: {peak / 2**20:.1f} MB"
    assert not timed or elapsed < HANG, f"{what}: {elapsed:.1f} s"


@contextmanager
def untraced(what: str) -> Iterator[None]:
    """The block does not hang, timed with tracemalloc paused (tracing slows TOML's parser tenfold)."""
    tracemalloc.stop()
    started = time.perf_counter()
    try:
        yield
    finally:
        elapsed = time.perf_counter() - started
        tracemalloc.start()
    assert elapsed < HANG, f"{what}: {elapsed:.1f} s"


def load(game_id: str, raw: Any, what: str) -> DataError | None:
    """The refusal of an edition, or None if it builds; any other exception fails the test naming ``what``."""
    try:
        with bounded(what):
            try:
                Editions().build(game_id, raw)
            except DataError as exc:
                refusal = exc
            else:
                return None
    except AssertionError:
        raise
    except Exception as exc:
        raise AssertionError(f"{what}: {type(exc).__name__}: {str(exc)[:200]}") from exc
    message = str(refusal)
    assert "is not a valid data edition" in message, f"{what}: {message[:300]}"
    assert len(message) < 10_000, f"{what}: the refusal is {len(message):,} characters long"
    return refusal


def names(refusal: DataError, steps: Steps) -> bool:
    """Whether the refusal names the field at ``steps``, one it holds or one that holds it (a value with its
    status is named with or without its ``.value``)."""
    path = spelled(steps).replace(".value", "")
    named = [n.replace(".value", "") for n in re.findall(r"^\s+(\S+?):", str(refusal), flags=re.MULTILINE)]
    inside = (path + ".", path + "[")
    return any(n == path or n.startswith(inside) or path.startswith((n + ".", n + "[")) for n in named)


GAME_IDS = sorted(GAMES)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_number_of_a_board_out_of_range_is_refused_within_bounds(game_id: str) -> None:
    raw = shipped(game_id)
    numbers = kinds(raw, is_number)
    assert len(numbers) > 40, "the walk finds the board's numbers"
    for kind, steps in numbers.items():
        for value in (10**9, HUGE):
            refusal = load(game_id, replaced(raw, steps, value), f"{kind} = {value}")
            assert refusal is not None, f"{kind} = {value} was accepted"
            assert names(refusal, steps), f"{kind} = {value}: {str(refusal)[:300]}"
        refusal = load(game_id, replaced(raw, steps, -1), f"{kind} = -1")
        if kind not in NEGATIVE.get(game_id, set()):
            assert refusal is not None, f"{kind} = -1 was accepted"
        for odd in (float("inf"), float("nan")):  # int(inf) raised OverflowError where a count was read
            refusal = load(game_id, replaced(raw, steps, odd), f"{kind} = {odd}")
            assert refusal is not None and names(refusal, steps), f"{kind} = {odd}: {refusal}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_list_of_a_board_made_huge_is_refused_within_bounds(game_id: str) -> None:
    raw = shipped(game_id)
    lists = kinds(raw, lambda v: isinstance(v, list) and bool(v))
    assert len(lists) > 10, "the walk finds the board's lists"
    for kind, steps in lists.items():
        first = replaced(raw, steps, None)  # the containers on the way copied once
        item: Any = raw
        for step in steps:
            item = item[step]
        for length in (HUGE, MAX_ENTRIES + 1):
            refusal = load(game_id, replaced(first, steps, [item[0]] * length), f"{kind}: {length:,} entries")
            assert refusal is not None and names(refusal, steps), f"{kind}: {length:,} entries: {refusal}"
        # As long as a board file's list may be: read within bounds, refused or not (a track of a thousand
        # estates is a strange board, not a hostile one).
        load(game_id, replaced(first, steps, [item[0]] * MAX_ENTRIES), f"{kind}: {MAX_ENTRIES} entries")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_text_of_a_board_made_huge_is_refused_within_bounds(game_id: str) -> None:
    raw = shipped(game_id)
    long = "x" * 10**6
    for kind, steps in by_name(kinds(raw, lambda v: isinstance(v, str))).items():
        refusal = load(game_id, replaced(raw, steps, long), f"{kind}: a text of a million characters")
        assert refusal is not None and names(refusal, steps), f"{kind}: {refusal}"
    refusal = load(game_id, {**raw, "k" * (MAX_TEXT + 1): 1}, "a key too long")
    assert refusal is not None and "keys are texts of at most" in str(refusal)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_table_of_a_board_nested_deep_is_refused_within_bounds(game_id: str) -> None:
    raw = shipped(game_id)
    for kind, steps in by_name(kinds(raw, lambda v: isinstance(v, dict))).items():
        deep: Any = 1
        for _ in range(100):
            deep = [deep]
        refusal = load(game_id, replaced(raw, steps, deep), f"{kind}: nested a hundred deep")
        assert refusal is not None and f"at most {MAX_DEPTH} deep" in str(refusal), str(refusal)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(
    ("value", "says"),
    [
        (10**5000, "a number of about 5,000 digits"),  # json.dumps and repr() raise ValueError past 4,300
        (-(2**20000), "a number of about 6,020 digits"),
        (float("inf"), "the number inf; a board value is finite"),
        (object(), "a value of type object; a board value is a text"),
    ],
    ids=["5000-digits", "negative-6000-digits", "infinity", "object"],
)
def test_a_value_no_board_holds_is_refused_before_the_edition_is_written_out(
    game_id: str, value: Any, says: str
) -> None:
    """A record's edition is built by the same loader, and its JSON is written (for the edition's key) before the
    rules read it: a date, an object or a number of thousands of digits made that fail with a TypeError or a
    ValueError."""
    raw = shipped(game_id)
    steps = next(iter(kinds(raw, is_number).values()))
    refusal = load(game_id, replaced(raw, steps, value), f"{spelled(steps)} = {type(value).__name__}")
    assert refusal is not None and says in str(refusal), str(refusal)[:300]


def test_a_huge_edition_is_refused_without_walking_it_all() -> None:
    raw = shipped("niepodlegla")
    wide = [[0] * MAX_ENTRIES for _ in range(60)]  # 60,000 values, each list within bounds
    refusal = load("niepodlegla", {**raw, "extra": wide}, "60,000 values")
    assert refusal is not None and "more than 50,000 values" in str(refusal)


# --- the issue's cases and their kin, by name --------------------------------------------------------------


@pytest.mark.parametrize("turns", [10**9, 10**7, 10**6, 5, 0])
def test_the_issues_boze_turns_are_refused_before_they_size_anything(turns: int) -> None:
    """``[""] * turns`` built a list of names per turn from a count not yet checked: 10^9 grew a process to 24 GB
    until the kernel killed it, 10^7 took seconds and 1.6 GB. The count is now checked first (1-4: "Boże
    Igrzysko lasts four turns"), and the per-turn lists are read against four meanwhile."""
    raw = shipped("boze")
    steps: Steps = ("components", "turns", "value")
    refusal = load("boze", replaced(raw, steps, turns), f"components.turns = {turns}")
    assert refusal is not None
    assert [line.split(":")[0].strip() for line in str(refusal).splitlines()[1:]] in (
        ["components.turns"],
        ["components.turns.value"],
    ), "only the count is refused: the per-turn lists are not measured against it"


def test_a_shorter_boze_game_still_loads() -> None:
    raw = shipped("boze")
    short = replaced(raw, ("components", "turns", "value"), 3)
    short["royal_army"] = {**raw["royal_army"], "standing": raw["royal_army"]["standing"][:3]}
    short["enemies"] = [
        {key: value[:3] if key.startswith(("names", "phrases", "strength")) else value for key, value in enemy.items()}
        for enemy in raw["enemies"]
    ]
    assert load("boze", short, "three turns") is None


@pytest.mark.parametrize(
    ("game_id", "steps", "value", "says"),
    [
        ("sigismundus", ("economy", "wound_points", "value"), 0, "points 1-50"),  # combat divides by it
        ("sigismundus", ("components", "infantry", "value"), 200, "a count 0-20"),  # (n+1)^3 choices of units
        ("sigismundus", ("components", "hussars", "value"), 21, "a count 0-20"),
        ("sigismundus", ("components", "rounds", "value"), 11, "a count 1-10"),  # Sejm cards I-X
        ("sigismundus", ("components", "track_length", "value"), 21, "a count 1-20"),
        ("niepodlegla", ("dice", "sides", "value"), 10**7, "a number of faces 2-20"),
        ("niepodlegla", ("components", "advanced_rounds", "value"), 10**7, "a number of rounds 2-20"),
        ("niepodlegla", ("advanced", "main", "paris_base", "value"), 13, "a number of symbols 0-12"),
        ("niepodlegla", ("advanced", "missions", 0, "symbols", "value"), ["people"] * 13, "a list of 1-12 symbols"),
        ("niepodlegla", ("basic", "parts", 0, "final_track", "value"), ["money"] * 40, "a list of 1-12 symbols"),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_a_count_that_sizes_play_is_bounded_by_the_game(game_id: str, steps: Steps, value: Any, says: str) -> None:
    """Counts the game plays with, not only loads: a division, an army's every part, the AI's every subset of a
    mission's symbols (2^n), the Sejm deck."""
    refusal = load(game_id, replaced(shipped(game_id), steps, value), spelled(steps))
    assert refusal is not None and names(refusal, steps) and says in str(refusal), str(refusal)[:300]


@pytest.mark.parametrize(
    ("steps", "text"),
    [
        (("advanced", "finals", 0, "condition", "value"), "areas ²"),  # str.isdigit() is true, int() refuses it
        (("advanced", "finals", 0, "condition", "value"), "areas " + "9" * 5000),  # int() refuses 4,300 digits
        (("advanced", "finals", 0, "condition", "value"), "track consent > ³"),
        (("advanced", "finals", 0, "condition", "value"), "region kresy " + "1" * 5000),
        (("advanced", "threats", 0, "effects", "value", 0), "discard ²"),
        (("advanced", "threats", 0, "effects", "value", 0), "discard " + "1" * 1999),
        (("advanced", "threats", 0, "effects", "value", 0), "discard 10"),
    ],
    ids=lambda v: v[:24] if isinstance(v, str) else None,
)
def test_a_niepodlegla_count_written_in_a_card_text_is_read_within_bounds(steps: Steps, text: str) -> None:
    """A final card's condition and a threat's ``discard N`` are texts with a number in them: it is one or two
    ASCII digits (a discard one, 1-9), and anything else is refused by path instead of a ValueError from int()."""
    refusal = load("niepodlegla", replaced(shipped("niepodlegla"), steps, text), text[:30])
    assert refusal is not None and names(refusal, steps), str(refusal)[:300]


# --- board files as text --------------------------------------------------------------------------------------


def text_of(game_id: str) -> str:
    return (DATA / game_id / "board.toml").read_text(encoding="utf-8")


def read(data: bytes, what: str) -> DataError | None:
    """Parse and build the file as the bot does (each game tried), within bounds: once untraced for the time it
    takes, once traced for the memory; its refusal or None."""

    def attempt() -> DataError | None:
        try:
            raw = Editions.parse_bytes(data, "upload.toml")
            for game_id in GAME_IDS:
                Editions().build(game_id, raw)
        except DataError as exc:
            return exc
        except Exception as exc:
            raise AssertionError(f"{what}: {type(exc).__name__}: {str(exc)[:200]}") from exc
        return None

    with untraced(what):
        attempt()
    with bounded(what, timed=False):
        return attempt()


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("value", [10**9, 10**7])
def test_every_number_of_a_board_file_set_huge_at_once_is_refused_within_bounds(game_id: str, value: int) -> None:
    text, count = re.subn(r"(?m)(\bvalue = )\d+\b", rf"\g<1>{value}", text_of(game_id))
    assert count > 20
    assert read(text.encode(), f"every value = {value}") is not None


def test_the_issues_boze_file_is_refused_in_bounded_time_and_memory() -> None:
    text = text_of("boze").replace("turns = { value = 4,", "turns = { value = 1000000000,")
    refusal = read(text.encode(), "components.turns = 10^9")
    assert refusal is not None and "components.turns" in str(refusal)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_board_file_as_large_as_may_be_still_loads(game_id: str) -> None:
    data = text_of(game_id).encode()
    padded = data + b"#" * (MAX_BOARD_BYTES - len(data) - 1) + b"\n"
    assert len(padded) == MAX_BOARD_BYTES
    Editions().build(game_id, Editions.parse_bytes(padded))
    with pytest.raises(DataError, match="larger than a board file may be"):
        Editions.parse_bytes(padded + b"\n")


ROOM = MAX_BOARD_BYTES - 64
KEY = "has more than 16 dotted parts"
HOSTILE_TOML = {
    "a key of 100,000 dotted parts": (".".join(["a"] * (ROOM // 2 - 8)) + " = 1\n", KEY),
    "a table header of 100,000 parts": ("[" + ".".join(["a"] * (ROOM // 2 - 8)) + "]\n", KEY),
    "2,000 headers of 30 parts": (("[" + ".".join(["b"] * 30) + "]\n") * (ROOM // 62), KEY),
    "quoted key parts": ('"a".' * 40 + '"a" = 1\n', KEY),
    "a dotted key in an inline table": ("x = { " + ".".join(["a"] * 40) + " = 1 }\n", KEY),
    "a number of 5,000 digits": ("a = " + "9" * 5000 + "\n", "a number of more than 4,300 digits"),
    "arrays nested to the parser's limit": ("a = " + "[" * (ROOM - 8), "nested too deeply"),
    "inline tables nested to the parser's limit": ("a = " + "{b = " * (ROOM // 5), "nested too deeply"),
    "a hexadecimal number of 250,000 digits": ("a = 0x" + "f" * (ROOM - 8) + "\n", "a number of about 315,"),
    "a date": ("a = 1979-05-27T07:32:00Z\n", "a value of type datetime"),
    "130,000 numbers in a list": ("a = [" + "0," * (ROOM // 2 - 4) + "]\n", "a list of 131,"),
    "43,000 arrays of tables": ("[[a]]\n" * (ROOM // 6), "a list of 43,"),
    "26,000 keys": ("".join(f"k{i}=1\n" for i in range(ROOM // 10)), "a table of 26,"),
    "87,000 empty tables": ("a = [" + "{}," * (ROOM // 3 - 4) + "]\n", "a list of 87,"),
    "a text of 250,000 characters": ('a = "' + "x" * (ROOM - 8) + '"\n', "a text of 262,"),
}


@pytest.mark.parametrize("name", list(HOSTILE_TOML))
def test_toml_built_to_cost_the_parser_is_refused_within_bounds(name: str) -> None:
    """TOML's parser builds a dotted key in time and memory quadratic in its parts (30 KB of one key took it five
    seconds, 120 KB more memory than the machine had): the text is scanned for long keys first, and refused by
    the line. It reads a number of more than 4,300 digits with an int() that raises ValueError, not its own
    error. The rest is linear in a file of bounded size, then refused by the edition's shape."""
    text, says = HOSTILE_TOML[name]
    refusal = read(text.encode(), name)
    assert refusal is not None and says in str(refusal), str(refusal)[:300]


def test_dots_in_texts_and_comments_are_not_keys() -> None:
    text = text_of("boze") + "\n# " + "a." * 500 + "\n" + 'extra = "' + "b." * 500 + '"\n'
    text += "notes = '''\n" + "c.\n" * 50 + "'''\n" + 'more = """\n' + 'd. \\"\n' * 50 + '"""\n'
    Editions().build("boze", Editions.parse_text(text))


def test_a_board_file_is_read_no_further_than_the_bound(tmp_path: Path) -> None:
    big = tmp_path / "board.toml"
    big.write_bytes(text_of("boze").encode() + b"#" * MAX_BOARD_BYTES)
    with pytest.raises(DataError, match="larger than a board file may be"):
        Editions({"boze": big}).current("boze")
