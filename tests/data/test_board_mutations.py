"""A group's own board file, however wrong, is refused with a DataError naming the field: never a TypeError from
a list where a name belongs (the issue's Niepodległa case), never a traceback from a file in another encoding.

Seeded mutations of every shipped board: fields dropped, their types swapped (a list, a table, a text, a
fraction, true), numbers out of range, lists for names. The refusal names the field mutated, a field it holds
or one that holds it; a mutation that removes a list's item or renames a key may instead name the fields that
refer to it (a house's home province, a country's track space).
"""

from __future__ import annotations

import copy
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.editions import Editions
from rules.core.errors import DataError
from rules.registry import GAMES

EDITIONS = Editions()
DROP = object()
VALUES: list[Any] = [DROP, [1, 2], {}, "x", -1, 10**9, True, 1.5, ["a"], ""]


def paths(value: Any, prefix: str = "") -> list[str]:
    """Every field of a raw edition, in the paths the validation names (``provinces[2].estate_track``)."""
    out: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else key
            out += [path, *paths(item, path)]
    elif isinstance(value, list):
        for i, item in enumerate(value):
            path = f"{prefix}[{i}]"
            out += [path, *paths(item, path)]
    return out


def steps(path: str) -> list[str | int]:
    return [int(t[1:-1]) if t.startswith("[") else t for t in re.findall(r"\[\d+\]|[^.\[\]]+", path)]


def mutated(raw: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(raw)
    target: Any = out
    *head, last = steps(path)
    for step in head:
        target = target[step]
    if value is DROP:
        del target[last]
    else:
        target[last] = value
    return out


def related(path: str, message: str) -> bool:
    """Whether the refusal names the field, one it holds or one that holds it (a value with its status is named
    without its ``.value``: ``negative[0]`` for ``negative.value[0]``)."""
    path = path.replace(".value", "")
    named = [n.replace(".value", "") for n in re.findall(r"^\s+(\S+?):", message, flags=re.MULTILINE)]
    inside = (path + ".", path + "[")
    return any(n == path or n.startswith(inside) or path.startswith((n + ".", n + "[")) for n in named)


def referred_to(path: str, value: Any) -> bool:
    """A mutation others may notice first: an item of a list removed, a key or an id changed."""
    last = steps(path)[-1]
    return (value is DROP and isinstance(last, int)) or last in ("key", "id") or path.endswith((".key", ".id"))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_seeded_mutations_of_a_board_file_are_refused_by_name(game_id: str) -> None:
    raw = EDITIONS.load_raw(game_id)
    every = paths(raw)
    chosen = random.Random(f"board:{game_id}").sample(every, 30)
    refused = 0
    for path in chosen:
        for value in VALUES:
            try:
                GAMES[game_id].build(mutated(raw, path, value))
            except DataError as exc:
                message = str(exc)
                refused += 1
                assert "is not a valid data edition" in message or "must be a table" in message, message[:300]
                if not referred_to(path, value):
                    assert related(path, message), f"{path} = {value!r}: {message[:400]}"
                else:
                    assert re.search(r"^\s+\S+: ", message, flags=re.MULTILINE), message[:400]
            except Exception as exc:
                raise AssertionError(f"{game_id}: {path} = {value!r}: {type(exc).__name__}: {exc}") from exc
    assert refused > 100, "most mutations break the file"


NAMED = [
    ("niepodlegla", "figures[0].key", ["pilsudski"]),
    ("niepodlegla", "advanced.cities[0].key", ["krakow"]),
    ("niepodlegla", "advanced.regions[0].key", ["a", "b"]),
    ("niepodlegla", "advanced.threats[0].id", ["T-01"]),
    ("niepodlegla", "advanced.time[0].field", [3]),
    ("niepodlegla", "setup.basic[0].players", [2]),
    ("niepodlegla", "basic.countdown[0].final.value", ["green"]),
    ("niepodlegla", "advanced.cities[0].aliases", 7),
    ("boze", "provinces[0].aliases", -1),
    ("boze", "provinces[0].aliases", [["prusy"]]),
    ("boze", "royal_army.standing", 3),
    ("boze", "enemies[0].names", [1, 2, 3, 4]),
    ("boze", "components.player_dice.value", 10**9),
    ("boze", "components", DROP),
    ("boze", "provinces", {}),
    ("sigismundus", "countries[0].aliases", -1),
    ("sigismundus", "countries", 5),
    ("sigismundus", "houses[0].initiative.value", "first"),
]


@pytest.mark.parametrize(("game_id", "path", "value"), NAMED, ids=lambda v: v if isinstance(v, str) else None)
def test_the_issues_cases_are_refused_naming_the_field(game_id: str, path: str, value: Any) -> None:
    raw = EDITIONS.load_raw(game_id)
    with pytest.raises(DataError) as refused:
        GAMES[game_id].build(mutated(raw, path, value))
    assert related(path, str(refused.value)), str(refused.value)[:400]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("edition", [[1, 2], "board", 7, None])
def test_an_edition_that_is_not_a_table_is_refused(game_id: str, edition: Any) -> None:
    with pytest.raises(DataError, match="must be a table of sections"):
        GAMES[game_id].build(edition)


def test_a_board_file_in_another_encoding_is_refused_naming_the_byte(tmp_path: Path) -> None:
    text = (Path(__file__).resolve().parents[2] / "data" / "boze" / "board.toml").read_text(encoding="utf-8")
    path = tmp_path / "board.toml"
    path.write_bytes(text.encode("cp1250", errors="replace"))
    with pytest.raises(DataError, match=r"is not UTF-8 text \(byte \d+"):
        Editions({"boze": path}).current("boze")
    with pytest.raises(DataError, match="not UTF-8"):
        Editions.parse_bytes("ąę".encode("utf-16"), "upload.toml")
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    with pytest.raises(DataError, match="cannot read"):
        Editions({"boze": folder}).current("boze")
