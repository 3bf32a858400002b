"""A game record is checked against one schema before anything is built from it: every mutation of a real
record is refused with a sentence naming the first bad field (or the entry that does not replay), in both
languages, or loads exactly as the record says; nothing loads silently wrong and nothing is a traceback."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.__main__ import main
from bot.editions import Editions
from bot.records import RecordError, check_record, export, replay_record
from bot.storage.db import Database
from bot.table import Table
from rules.core.forms import random_answer

ROOT = Path(__file__).resolve().parents[2]
EDITIONS = Editions()


async def _record(tmp: Path) -> dict[str, Any]:
    """A real record: a Boże game with an undo in its log, abandoned after 40 moves (so it may be exported)."""
    database = Database(f"sqlite+aiosqlite:///{tmp / 'record.db'}")
    await database.open()
    try:
        table = Table(database, EDITIONS)
        record = await table.create("boze", channel_id=5, guild_id=1, user_id=1, name="Ala")
        await table.join(5, 2, "Bartek")
        await table.join(5, 3, "Celina")
        await table.start(5, 1, seed=13)
        seat = (await table.load(record.id)).decisions()[0].seats[0]
        await table.act(record.id, seat + 1, "estate ukraine")
        await table.undo(record.id, seat + 1)
        picker = random.Random(13)
        for _ in range(40):
            loaded = await table.load(record.id)
            decision = loaded.decisions()[0]
            seat = picker.choice(decision.waiting_for())
            await table.act(record.id, seat + 1, random_answer(decision.forms[seat], picker.randrange))
        await table.abandon(5, 1)
        return json.loads(json.dumps(await export(table, record.id)))
    finally:
        await database.close()


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    import asyncio

    return asyncio.run(_record(tmp_path_factory.mktemp("record")))


def test_the_real_record_passes_and_replays(record: dict[str, Any]) -> None:
    check_record(record)
    replayed = replay_record(EDITIONS, record)
    assert len(replayed.states) == len(record["actions"]) + 1
    assert record["actions"][1]["undoes"] == 1 and record["actions"][1]["text"] == "undo"


Mutation = Callable[[dict[str, Any]], Any]


def setting(path: str, value: Any) -> Mutation:
    """Set the field at ``path`` (``seats[1].seat``, ``edition.components``) to ``value``."""

    def mutate(r: dict[str, Any]) -> Any:
        target: Any = r
        parts = path.replace("[", ".[").split(".")
        for part in parts[:-1]:
            target = target[int(part[1:-1])] if part.startswith("[") else target[part]
        last = parts[-1]
        if last.startswith("["):
            target[int(last[1:-1])] = value
        elif value is DROP:
            del target[last]
        else:
            target[last] = value
        return r

    return mutate


DROP = object()


def renumbered(shift: int) -> Mutation:
    def mutate(r: dict[str, Any]) -> Any:
        for entry in r["actions"]:
            entry["seq"] += shift
        return r

    return mutate


def dropped_entry(i: int) -> Mutation:
    def mutate(r: dict[str, Any]) -> Any:
        del r["actions"][i]
        return r

    return mutate


def swapped_entries(i: int) -> Mutation:
    def mutate(r: dict[str, Any]) -> Any:
        a = r["actions"]
        a[i], a[i + 1] = a[i + 1], a[i]
        return r

    return mutate


def extra_seat(r: dict[str, Any]) -> Any:
    r["seats"].append({"seat": 3, "name": "Darek", "role": None})
    r["seats"].append({"seat": 4, "name": "Ewa", "role": None})
    return r


NAMED: list[tuple[str, Mutation, str]] = [
    ("a list, not a record", lambda r: [r], "not a Marszałek game record"),
    ("a text, not a record", lambda r: "record", "not a Marszałek game record"),
    ("format", setting("format", "marszalek-record/2"), "`format`"),
    ("no format", setting("format", DROP), "`format`"),
    ("no game", setting("game", DROP), "`game`"),
    ("an unknown game", setting("game", "chess"), "`game`"),
    ("game a list", setting("game", ["boze"]), "`game`"),
    ("edition a list", setting("edition", [1, 2]), "`edition`"),
    ("edition a text", setting("edition", "board.toml"), "`edition`"),
    ("edition without components", setting("edition.components", DROP), "components"),
    ("edition's components a list", setting("edition.components", [1]), "components"),
    ("edition's provinces a table", setting("edition.provinces", {}), "provinces"),
    ("options a list", setting("options", ["private_duchies"]), "`options`"),
    ("options a text", setting("options", "short"), "`options`"),
    ("options a number", setting("options", 3), "`options`"),
    ("an unknown option", setting("options.turbo", True), "turbo"),
    ("an option's value not allowed", setting("options.private_duchies", "maybe"), "private_duchies"),
    ("an option 1 for true", setting("options.private_duchies", 1), "private_duchies"),
    ("seats a table", setting("seats", {}), "`seats`"),
    ("seats empty", setting("seats", []), "`seats`"),
    ("seats of texts", setting("seats", ["Ala", "Bartek", "Celina"]), "`seats[0]`"),
    ("a seat null", setting("seats[1].seat", None), "`seats[1].seat`"),
    ("a seat 1.0", setting("seats[1].seat", 1.0), "`seats[1].seat`"),
    ("seats numbered from 1", lambda r: [s.update(seat=s["seat"] + 1) for s in r["seats"]] and r, "`seats[0].seat`"),
    ("a seat's name a number", setting("seats[0].name", 5), "`seats[0].name`"),
    ("a seat's role a list", setting("seats[0].role", ["sapieha"]), "`seats[0].role`"),
    ("a role of another game", setting("seats[0].role", "pilsudski"), "`seats[0].role`"),
    ("two seats with one role", lambda r: [s.update(role="potocki") for s in r["seats"]] and r, "`seats`"),
    ("five seats for a 4-player game", extra_seat, "`seats`"),
    ("no seed", setting("seed", DROP), "`seed`"),
    ("seed null", setting("seed", None), "`seed`"),
    ("seed a text", setting("seed", "13"), "`seed`"),
    ("seed a fraction", setting("seed", 13.5), "`seed`"),
    ("seed true", setting("seed", True), "`seed`"),
    ("seed negative", setting("seed", -1), "`seed`"),
    ("seed past 64 bits", setting("seed", 2**70), "`seed`"),
    ("actions a table", setting("actions", {}), "`actions`"),
    ("an entry a list", setting("actions[3]", [4, 0, "pass"]), "`actions[3]`"),
    ("an entry a text", setting("actions[3]", "0 pass"), "`actions[3]`"),
    ("seq null", setting("actions[3].seq", None), "`actions[3].seq`"),
    ("seq a text", setting("actions[3].seq", "4"), "`actions[3].seq`"),
    ("seq 4.0", setting("actions[3].seq", 4.0), "`actions[3].seq`"),
    ("seq true", setting("actions[0].seq", True), "`actions[0].seq`"),
    ("numbering shifted up", renumbered(1), "`actions[0].seq`"),
    ("numbering shifted down", renumbered(-1), "`actions[0].seq`"),
    ("an entry dropped", dropped_entry(5), "`actions[5].seq`"),
    ("two entries swapped", swapped_entries(6), "`actions[6].seq`"),
    ("seat null", setting("actions[3].seat", None), "`actions[3].seat`"),
    ("seat 1.7", setting("actions[3].seat", 1.7), "`actions[3].seat`"),
    ("seat -1", setting("actions[3].seat", -1), "`actions[3].seat`"),
    ("seat past the table", setting("actions[3].seat", 3), "`actions[3].seat`"),
    ("seat true", setting("actions[3].seat", True), "`actions[3].seat`"),
    ("seat a text", setting("actions[3].seat", "1"), "`actions[3].seat`"),
    ("no text", setting("actions[3].text", DROP), "`actions[3].text`"),
    ("text a number", setting("actions[3].text", 3), "`actions[3].text`"),
    ("text empty", setting("actions[3].text", "  "), "`actions[3].text`"),
    ("by_default a text", setting("actions[3].by_default", "yes"), "`actions[3].by_default`"),
    ("undoes 0", setting("actions[1].undoes", 0), "`actions[1].undoes`"),
    ("undoes -1", setting("actions[1].undoes", -1), "`actions[1].undoes`"),
    ("undoes a later entry", setting("actions[1].undoes", 9), "`actions[1].undoes`"),
    ("undoes itself", setting("actions[1].undoes", 2), "`actions[1].undoes`"),
    ("undoes a text", setting("actions[1].undoes", "1"), "`actions[1].undoes`"),
    ("undoes 1.0", setting("actions[1].undoes", 1.0), "`actions[1].undoes`"),
    ("an undo entry's text", setting("actions[1].text", "estate ukraine"), "`actions[1].text`"),
    ("undoes an entry already undone", lambda r: _undo_again(r), "`actions[2].undoes`"),
    ("an action the rules refuse", setting("actions[4].text", "bid 99"), "entry 5"),
    ("an action of the wrong seat", lambda r: _wrong_seat(r, 4), "entry 5"),
    ("an action that is not one", setting("actions[4].text", "checkmate"), "entry 5"),
]


def _undo_again(r: dict[str, Any]) -> Any:
    r["actions"][2] = {"seq": 3, "seat": 0, "text": "undo", "undoes": 1}
    return r


def _wrong_seat(r: dict[str, Any], i: int) -> Any:
    entry = r["actions"][i]
    entry["seat"] = (entry["seat"] + 1) % len(r["seats"])
    return r


def refusal(data: Any) -> RecordError:
    with pytest.raises(RecordError) as refused:
        replay_record(EDITIONS, data)
    return refused.value


@pytest.mark.parametrize(("name", "mutate", "field"), NAMED, ids=[n for n, _, _ in NAMED])
def test_each_mutation_is_refused_naming_its_field(
    record: dict[str, Any], name: str, mutate: Mutation, field: str
) -> None:
    error = refusal(mutate(copy.deepcopy(record)))
    english, polish = error.localized("en"), error.localized("pl")
    assert field in english, english
    assert polish != english and (not field.startswith("`") or field in polish), polish


OPTIONAL = {"title", "status", "created_at", "options", "actions", "by_default", "role"}
"""Fields a record may leave out: informative ones, the options (the defaults), the log (a game not begun), an
entry's ``by_default`` (false) and a seat's role (the first free one)."""


def loads_as_written(path: str, value: Any) -> bool:
    """Whether a mutated field is still a valid record, which must then load as it says."""
    key = path.rsplit(".", 1)[-1]
    if value is DROP:
        return key in OPTIONAL
    if key in ("title", "status", "created_at", "name"):
        return isinstance(value, str)
    if key == "role":
        return value is None
    if key == "by_default":
        return isinstance(value, bool)
    if key == "options":
        return value == {}
    return key == "actions" and value == []


ODD_VALUES: list[Any] = [DROP, None, 1.7, -1, "x", [], {}, True, 2**70]


def fields(record: dict[str, Any]) -> list[str]:
    """Every field of the record, the edition apart (the board-file tests mutate that), and of a few entries."""
    paths = [k for k in record if k != "edition"]
    for i, seat in enumerate(record["seats"]):
        paths += [f"seats[{i}].{k}" for k in seat]
    for i in (0, 1, 2, 7, len(record["actions"]) - 1):
        paths += [f"actions[{i}].{k}" for k in record["actions"][i]]
    return paths


def ancestors(path: str) -> list[str]:
    """``seats[0].role``, ``seats[0]``, ``seats``: the field and those that hold it."""
    out = [path]
    while "." in path or "[" in path:
        path = path[: max(path.rfind("."), path.rfind("["))]
        out.append(path)
    return out


def test_every_field_mutated_every_way_is_refused_by_name_or_loads_as_written(record: dict[str, Any]) -> None:
    """Each field (top level, each seat, five log entries) dropped or set to null, a fraction, a negative, a
    text, a list, a table, true and a number past 64 bits: a refusal names that field (or the entry that no
    longer replays), or the record loads and replays as the mutated record says."""
    checked = 0
    for path in fields(record):
        for value in ODD_VALUES:
            data = setting(path, value)(copy.deepcopy(record))
            checked += 1
            try:
                replayed = replay_record(EDITIONS, data)
            except RecordError as error:
                text = error.localized("en")
                named = any(f"`{field}`" in text for field in ancestors(path))
                assert named or "does not replay" in text, f"{path} = {value!r}: {text}"
                continue
            assert loads_as_written(path, value), f"{path} = {value!r} loaded silently"
            assert replayed.states, path
    assert checked > 300


def test_the_local_table_says_what_is_wrong_with_a_record(record: dict[str, Any], tmp_path: Path, capsys: Any) -> None:
    """Through the command line's entry function: a clear sentence on stderr and exit 2, in either language."""
    cases = {
        "seat.json": setting("actions[3].seat", 1.7)(copy.deepcopy(record)),
        "undo.json": setting("actions[1].undoes", 0)(copy.deepcopy(record)),
        "options.json": setting("options", ["x"])(copy.deepcopy(record)),
    }
    for name, data in cases.items():
        (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
    latin2 = json.dumps(record, ensure_ascii=False).replace("Ala", "Łucja").encode("cp1250")
    (tmp_path / "latin2.json").write_bytes(latin2)
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    (tmp_path / "broken.json").write_text('{"format": ', encoding="utf-8")
    expected = {
        "seat.json": "`actions[3].seat`",
        "undo.json": "`actions[1].undoes`",
        "options.json": "`options`",
        "latin2.json": "not UTF-8",
        "deep.json": "nested too deeply",
        "broken.json": "not valid JSON",
        "missing.json": "Cannot load",
    }
    for name, says in expected.items():
        code = main(["local", "--load", str(tmp_path / name), "--db", str(tmp_path / "x.db"), "--out", str(tmp_path)])
        err = capsys.readouterr().err
        assert code == 2 and says in err and "Traceback" not in err, (name, err)
    code = main(["local", "--load", str(tmp_path / "seat.json"), "--lang", "pl", "--db", str(tmp_path / "x.db")])
    err = capsys.readouterr().err
    assert code == 2 and "Nie można wczytać" in err and "`actions[3].seat`" in err, err


def test_a_bad_record_through_a_real_process_prints_no_traceback(record: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(setting("actions[2].seq", None)(copy.deepcopy(record))), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--load", str(path)], cwd=tmp_path, capture_output=True, text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120,
    )  # fmt: skip
    assert result.returncode == 2
    assert "`actions[2].seq`" in result.stderr and "Traceback" not in result.stderr + result.stdout
