"""The local table as a group plays it at one terminal: hot seat, "pass the device" before a seat's secrets,
line editing, Polish chrome, the stand-in notice, board images named after their phase."""

from __future__ import annotations

import argparse
import io
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.editions import Editions
from bot.table import Table
from bot.terminal.local import CLEAR, LocalTable, add_arguments, interactive, line_reader, open_database, open_game, run
from rules.core.edition import sourced_counts

ROOT = Path(__file__).resolve().parents[1]
OPENING = ROOT / "tests" / "scripts" / "boze_opening_3p.txt"


class Terminal(io.StringIO):
    """What the players see: a terminal (so the table clears it) that keeps everything written."""

    def isatty(self) -> bool:
        return True


def arguments(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(list(argv))


def opening() -> list[tuple[int, str]]:
    lines = [line for line in OPENING.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    return [(int(line.split(" ", 1)[0]), line.split(" ", 1)[1]) for line in lines]


async def table_at(tmp_path: Path, *argv: str, **local: Any) -> LocalTable:
    args = arguments(*argv, "--db", str(tmp_path / "local.db"), "--out", str(tmp_path / "boards"))
    database = await open_database(args.db, args.lang)
    table = Table(database, Editions())
    screen = local.pop("stream", Terminal())
    game_id, _ = await open_game(table, args, screen)
    return LocalTable(table, game_id, Path(args.out), screen, lang=args.lang, **local)


async def test_hot_seat_moves_to_the_only_seat_that_owes(tmp_path: Path) -> None:
    """The setup's nine estates, typed without a single `:seat`: the table follows the turn order."""
    local = await table_at(tmp_path, "boze", "--players", "3", "--seed", "5")
    try:
        typed = "\n".join(action for _, action in opening()[:9]) + "\n:quit\n"
        await interactive(local, io.StringIO(typed))
        out = local.stream.getvalue()
        assert "Refused" not in out, out[-2000:]
        assert out.count("You are now seat") >= 9
        assert "Phase 2: Noble Clientele" in out
    finally:
        await local.table.db.close()


async def test_the_device_is_passed_before_a_seat_sees_its_secrets(tmp_path: Path) -> None:
    """Seat 0 seals its tokens; the table moves on to seat 1 by itself: seat 0 reads its confirmation and presses
    Enter, the screen is cleared, and the table waits for Enter again before seat 1's secret prompt; seat 0's
    tokens are never on the screen after that. Then the same from seat 1 to seat 2."""
    local = await table_at(tmp_path, "boze", "--players", "3", "--seed", "5", handoff=True)
    try:
        moves = opening()
        setup, tokens = moves[:9], [m for m in moves[9:13] if m[1].startswith("tokens")]
        secret0 = tokens[0][1]
        secret1 = next(a for s, a in tokens if s == 1)
        secret2 = next(a for s, a in tokens if s == 2)
        # after each answer the table moves to the next seat that owes: Enter to hide, Enter once passed
        typed = [a for _, a in setup] + [secret0, "", "", secret1, "", "", secret2, ":quit"]
        await interactive(local, io.StringIO("\n".join(typed) + "\n"))
        out = local.stream.getvalue()
        assert "Refused" not in out, out[-2000:]
        first_pass = out.index("Pass the device to seat 1: Radziwiłł")
        sealed = out.index("Your sealed answer: ")
        assert out.rindex(CLEAR, 0, first_pass) > sealed, "cleared before the pass"
        told0 = out[sealed:].split(": ", 1)[1].split(". Only you", 1)[0]  # seat 0's tokens in words
        assert told0.startswith("Prussia ") and "=" not in told0, told0
        assert "Press Enter when only that player is looking" in out
        after = out[first_pass:]
        unrevealed = after.split("Everyone has submitted")[0]
        assert secret0 not in unrevealed and told0 not in unrevealed, "seat 0's tokens are not shown to seat 1"
        assert after.index("You are now seat 1") < after.index("Pass the device to seat 2")
        assert out.count("Pass the device") == 2, "setup's public estates needed no passing"
        assert "Everyone has submitted; the answers are revealed." in out
    finally:
        await local.table.db.close()


async def test_one_person_at_the_terminal_is_never_asked_to_pass_it(tmp_path: Path) -> None:
    local = await table_at(tmp_path, "boze", "--players", "3", "--seed", "5", handoff=True, humans={1})
    try:
        typed = [a for _, a in opening()[:10]] + [":seat 1", ":quit"]
        await interactive(local, io.StringIO("\n".join(typed) + "\n"))
        assert "Pass the device" not in local.stream.getvalue()
    finally:
        await local.table.db.close()


async def test_the_chrome_speaks_polish_with_lang_pl(tmp_path: Path) -> None:
    local = await table_at(tmp_path, "boze", "--players", "3", "--seed", "5", "--lang", "pl")
    try:
        await interactive(local, io.StringIO(":help\n:seat 9\n:seat x\n:zzz\nestate nowhere\n:who\n:quit\n"))
        out = local.stream.getvalue()
        for polish in (
            "Wpisz akcję za bieżące miejsce",
            "Polecenia:",
            "przejście na miejsce N",
            "Nie ma miejsca 9; miejsca to 0–2.",
            "Napisz `:seat N`",
            "Nieznane polecenie :zzz",
            "Odrzucono: ",
            "miejsce 2> ",
            "Jesteś teraz miejscem 2",
        ):
            assert polish in out, polish
        for english in ("Commands:", "You are now seat", "Refused:", "seat 2> "):
            assert english not in out, english
    finally:
        await local.table.db.close()


def test_line_editing_and_history_at_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """At a terminal the table reads lines with input(), with readline loaded (editing, arrow-key history);
    from a pipe it reads plainly."""
    stdin = Terminal("x\n")
    monkeypatch.setattr(sys, "stdin", stdin)
    monkeypatch.setattr("builtins.input", lambda prompt: "typed at a terminal")
    read = line_reader(sys.stdin, Terminal())
    assert read("seat 0> ") == "typed at a terminal"
    pytest.importorskip("readline")
    assert "readline" in sys.modules
    piped = line_reader(io.StringIO("from a pipe\n"), io.StringIO())
    assert piped("") == "from a pipe" and piped("") is None


async def test_a_local_game_starts_with_the_stand_in_notice_and_details_on_request(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = arguments("sigismundus", "--players", "3", "--seed", "8", "--option", "short=true")
    args.db, args.out = str(tmp_path / "local.db"), str(tmp_path / "boards")
    code = await run(args, sys.stdout, io.StringIO(":placeholders\n:quit\n"))
    assert code == 0
    out = capsys.readouterr().out
    count, total = sourced_counts(Editions().load_raw("sigismundus"))
    notice = f"Stand-in values: {round(100 * count / total)}% of this board's printed values ({count} of {total})"
    assert out.count(notice) == 2, "at the start, and again with :placeholders"
    assert "`--board FILE`" in out
    assert re.search(r"  - .+ \(\d+\)", out), "the kinds of stand-in, each with its count, on request"
    assert out.index(notice) < out.index("Type an action"), "the notice comes first"


def test_the_readme_says_how_many_values_are_stand_ins() -> None:
    """README's "What plays today" figures are the data files' own counts."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    top = readme[: readme.index("## Playing at the local table")]
    editions = Editions()
    for game_id, title in (
        ("boze", "Boże Igrzysko"),
        ("sigismundus", "Sigismundus Augustus"),
        ("niepodlegla", "Niepodległa"),
    ):
        count, total = sourced_counts(editions.load_raw(game_id))
        row = f"| {title} | {count} of {total} | {round(100 * count / total)}% |"
        assert row in top, f"{row} (the README is out of step with data/{game_id}/board.toml)"


async def test_board_images_are_named_after_their_phase_and_unique(tmp_path: Path) -> None:
    """The issue's case: Sigismundus images were `game2-0064-011-2-1.png`, two of them ending `-8-10`."""
    script = ROOT / "tests" / "scripts" / "sigismundus_short_3p.txt"
    lines = [line for line in script.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    part = tmp_path / "part.txt"
    part.write_text("\n".join(lines[:160]) + "\n", encoding="utf-8")
    args = arguments("sigismundus", "--players", "3", "--seed", "8", "--option", "short=true", "--script", str(part))
    args.db, args.out = str(tmp_path / "local.db"), str(tmp_path / "boards")
    assert await run(args, io.StringIO(), io.StringIO()) == 0
    names = sorted(p.name for p in (tmp_path / "boards").glob("*.png"))
    assert len(names) >= 8
    assert all(re.fullmatch(r"game\d+-\d{4}-\d{3}-[a-z0-9-]+\.png", n) for n in names), names
    assert any("round-1-of-4-phase-4-special-actions" in n for n in names), names
    assert len({n.split("-", 3)[3] for n in names}) >= 8, "the phases tell the images apart"
