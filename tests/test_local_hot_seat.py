"""The local table in hot-seat play, driven with typed lines as a group plays it at one terminal: another seat's
secret is never on the screen the next player reads, an answer is never taken for the wrong seat, the public
results of every move reach everyone, and a newcomer is told what each answer means, what is legal now and
whose turn it is, why."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest

from bot.terminal.local import CLEAR, LocalTable, check_arguments, interactive, main, run, run_script
from tests.test_local_table import ROOT, arguments, opening, table_at

SIGISMUNDUS = ("sigismundus", "--players", "3", "--seed", "8", "--option", "short=true")
BOZE = ("boze", "--players", "3", "--seed", "5")
NIEPODLEGLA = ("niepodlegla", "--players", "3", "--seed", "9")


async def play(tmp_path: Path, argv: tuple[str, ...], typed: list[str], *, script: int = 0, **local: Any) -> str:
    """What the terminal shows when ``typed`` is typed at a table of ``argv`` (after the first ``script`` lines of
    the game's whole-game script, replayed as a script)."""
    table = await table_at(tmp_path, *argv, **local)
    try:
        if script:
            await replay(table, argv[0], script, tmp_path)
        await interactive(table, io.StringIO("\n".join(typed) + "\n"))
        return str(table.stream.getvalue())
    finally:
        await table.table.db.close()


async def replay(table: LocalTable, game: str, count: int, tmp_path: Path) -> None:
    name = {"boze": "boze_full_3p", "sigismundus": "sigismundus_short_3p", "niepodlegla": "niepodlegla_basic_3p"}
    lines = [x for x in (ROOT / "tests" / "scripts" / f"{name[game]}.txt").read_text().splitlines() if x[:1].isdigit()]
    part = tmp_path / "part.txt"
    part.write_text("\n".join(lines[:count]) + "\n", encoding="utf-8")
    assert await run_script(table, part)


def screen_with(out: str, marker: str) -> str:
    """Everything on the screen while ``marker`` (the last time it is printed) is on it: from the clear before it
    to the clear after it."""
    at = out.rindex(marker)
    start = out.rfind(CLEAR, 0, at)
    end = out.find(CLEAR, at)
    return out[start + 1 if start >= 0 else 0 : end if end >= 0 else len(out)]


# --- the hot seat keeps secrets ----------------------------------------------------------------------------


async def test_a_drawn_card_is_hidden_before_the_next_player_reads_the_screen(tmp_path: Path) -> None:
    """The issue's case: seat 1 draws from the Military deck; its card was on the screen seat 2 then read."""
    typed = ["office 13", "office 15", "draw military", "", "draw internal", "", ":quit"]
    out = await play(tmp_path, SIGISMUNDUS, typed, handoff=True)
    drawn = re.search(r"\(only you, seat 1\) You draw ([^.]+)\.", out)
    assert drawn, out[-3000:]
    seat2 = screen_with(out, "You are now seat 2")
    assert f"You draw {drawn.group(1)}" not in seat2, "seat 1's card is not on seat 2's screen"
    assert "You draw" not in screen_with(out, "You are now seat 0"), "nor seat 2's on seat 0's"
    hide = out.index("Seat 1, Tęczyński (yellow): read the lines above, then press Enter", drawn.end())
    assert hide < out.index(CLEAR, drawn.end()) < out.index("You are now seat 2", drawn.end()), "hidden once read"


async def test_a_sealed_answer_is_hidden_and_the_next_player_cannot_overwrite_it(tmp_path: Path) -> None:
    """The issue's case: after seat 0 sealed its tokens the table stayed on seat 0, its answer on the screen, and
    the next player's tokens typed at that prompt replaced seat 0's. Now the table moves on by itself and each
    seat's tokens are its own at the reveal."""
    moves = opening()
    tokens = {seat: action for seat, action in moves[9:13] if action.startswith("tokens")}
    typed = [a for _, a in moves[:9]] + [tokens[0], "", "", tokens[1], "", "", tokens[2], ":quit"]
    out = await play(tmp_path, BOZE, typed, handoff=True)
    told0 = re.search(r"\(only you, seat 0\) Your sealed answer: ([^.]+)\.", out)
    assert told0, out[-3000:]
    seat1 = screen_with(out, "You are now seat 1")
    assert told0.group(1) not in seat1 and tokens[0] not in seat1, "seat 0's tokens are not on seat 1's screen"
    assert "Waiting for" not in out[told0.end() : out.index("You are now seat 1")], "the table does not stay"
    revealed = dict(re.findall(r"^(\w+) \(\w+\) revealed: ([^.]+)\.", out, re.M))
    assert revealed["Sapieha"] == told0.group(1), "seat 0's answer is the one seat 0 gave"
    assert revealed["Radziwiłł"].startswith("Prussia 4, Lithuania 3"), revealed


async def test_an_answer_typed_for_a_seat_that_has_answered_is_not_taken_silently(tmp_path: Path) -> None:
    """At the prompt of a seat that has sealed its answer, a typed answer replaces it only after a `yes`."""
    moves = opening()
    tokens = {seat: action for seat, action in moves[9:13] if action.startswith("tokens")}
    other = "tokens prussia=5 lithuania=5 ukraine=4 little=4 great=3 court=3"
    typed = [a for _, a in moves[:9]] + [tokens[0], ":seat 0", other, "no", ":seat 1", tokens[1], tokens[2], ":quit"]
    out = await play(tmp_path, BOZE, typed)
    assert "Seat 0 (Sapieha (red)) has answered already. Type `yes` to replace its answer" in out
    assert "Seat 0 keeps its answer." in out
    assert "Your sealed answer is now" not in out
    revealed = dict(re.findall(r"^(\w+) \(\w+\) revealed: ([^.]+)\.", out, re.M))
    assert revealed["Sapieha"].startswith("Prussia 0, Lithuania 5"), revealed


async def test_the_public_results_reach_everyone_and_the_player_reads_his_own(tmp_path: Path) -> None:
    """The issue's case: "pass the device" cleared the screen after Enter, so what a move did was shown to nobody
    and the player who moved never read his confirmation. Now the public results are on the screen the next
    player reads, and the screen is hidden only after the player who moved pressed Enter."""
    typed = ["office 13", "office 15", "draw military", "", "draw internal", "", ":quit"]
    out = await play(tmp_path, SIGISMUNDUS, typed, handoff=True)
    assert "Tęczyński (yellow) draws a card from the Military Policy deck." in screen_with(out, "You are now seat 2")
    moves = opening()
    tokens = {seat: action for seat, action in moves[9:13] if action.startswith("tokens")}
    typed = [a for _, a in moves[:9]] + [tokens[0], "", "", ":quit"]
    out = await play(tmp_path / "boze", BOZE, typed, handoff=True)
    seat1 = screen_with(out, "seat 1> ")
    assert "Sapieha (red) has submitted (1 of 3)." in seat1, "not erased by the pass"
    assert "Radziwiłł (white) places an estate in Great Poland" in seat1, "the moves since the last clear, again"
    sealed = out.index("Your sealed answer")
    assert sealed < out.index("press Enter to hide them") < out.index(CLEAR, sealed), "seat 0 reads it first"


# --- a newcomer is told what to do ------------------------------------------------------------------------


async def test_answers_are_numbered_with_their_names_and_picked_by_number(tmp_path: Path) -> None:
    """Sigismundus offered `office 15 / 13 / 12` with no names or incomes; a number now picks an answer."""
    out = await play(tmp_path, SIGISMUNDUS, ["2", ":quit"])
    land = "Land office · no VP at Scoring · keeps 1 unit free"
    assert f"1. castellanus posnaniensis (15) · income 1 `office 15` — {land}" in out
    assert "2. episcopus posnaniensis (13) · income 1 `office 13` — Ecclesiastical office · 2 VP at each Scoring" in out
    assert "`:rules setup` explains this part of the rules." in out
    assert "Tarnowski (blue) takes episcopus posnaniensis (13) as a starting office." in out


async def test_an_answer_is_built_step_by_step_with_the_names_of_its_words(tmp_path: Path) -> None:
    """Sigismundus asked "add one of `legate`, `historian`, `merchant`" after announcing the figures by name;
    `patronage` now opens the builder, whose choices carry their names and what they do."""
    out = await play(tmp_path, SIGISMUNDUS, ["patronage", ":quit"], script=18)
    built = out[out.rindex("So far: `patronage`") :]
    assert "Court Preacher `preacher` — +1 vote at every Sejm" in built, built[:2000]
    assert "is not a whole answer" not in out


async def test_a_niepodlegla_proposal_is_built_step_by_step(tmp_path: Path) -> None:
    """`propose` answered "needs what it applies to, e.g. `propose …`"; now it opens the builder: numbered
    choices at each step, picked by number, `back` to take one back, and the proposal is made."""
    out = await play(tmp_path, NIEPODLEGLA, ["propose", "3", "back", "1", "2", "3", ":quit"])
    assert "needs what it applies to" not in out
    assert "So far: `propose missions`" in out
    assert "1. Piłsudski: B-01, B-14 · Dmowski: B-16 `b01=pilsudski b14=pilsudski b16=dmowski`" in out
    made = "Piłsudski proposes: B-01 Countdown I: 1914 → Piłsudski; Mission B-14 → Piłsudski; Mission B-16 → Dmowski"
    assert made in out, "3 was taken back: the first choice is the one proposed"
    assert "dice Piłsudski 1, Dmowski 3, Paderewski 1." in out


async def test_rules_topics_are_listed_and_shown(tmp_path: Path) -> None:
    """`:rules` was unknown, and `gdansk` or `colleges` were explained nowhere at the table."""
    out = await play(tmp_path, BOZE, [":rules", ":rules gdansk", ":rules zzz", ":quit"])
    assert "Rules topics (`:rules <topic>` shows one" in out
    assert re.search(r"  setup +Setup ◀", out), "the open decision's topic is marked"
    assert "— Phase 8: Special Actions —" in out and "Gdańsk: 1 die from Prussia" in out
    assert "No rules topic matches zzz; `:rules` lists them." in out
    assert "Unknown command" not in out


async def test_special_actions_are_explained_where_they_are_chosen(tmp_path: Path) -> None:
    out = await play(tmp_path, ("boze", "--players", "3", "--seed", "21"), [":quit"], script=21)
    prompt = out[out.rindex("[in turn order; Phase Eight: Special Actions]") :]
    assert re.search(r"\d\. Steward… — 1 die from the province: a steward under one of your estates", prompt), prompt
    assert re.search(r"\d\. Pass \(this cycle only\) `pass` — No action in this cycle", prompt), prompt


async def test_refusals_say_what_is_legal_now_and_point_to_help(tmp_path: Path) -> None:
    """The refusal of `help` listed all sixteen verbs of Boże and never mentioned `:help`."""
    out = await play(tmp_path, BOZE, ["help", ":quit"])
    assert "Refused: `help` is not an answer here" in out
    assert "Now you can answer `estate prussia`, `estate lithuania`" in out and "`:help` lists" in out
    assert "colleges, confederation" not in out
    for argv in (SIGISMUNDUS, NIEPODLEGLA):
        out = await play(tmp_path / argv[0], argv, ["help", ":quit"])
        assert "Refused: `help` is not an answer here" in out, out[-1500:]
        assert "`:help` lists the table's commands" in out


async def test_tokens_left_out_say_why_they_are_not_zero(tmp_path: Path) -> None:
    out = await play(tmp_path, BOZE, [a for _, a in opening()[:9]] + ["tokens court=4 ukraine=3", ":quit"])
    assert "missing: Prussia, Lithuania, Little Poland, Great Poland" in out
    assert "you left out 4, and a hand holds 2 tokens of 0." in out


async def test_seat_and_who_say_whose_turn_it_is_and_why(tmp_path: Path) -> None:
    """`:seat 0` said "You are now seat 0" then "You are now seat 2" with no reason, and `:who` printed the
    prompt again. An answer typed for a seat that owes nothing is not played."""
    out = await play(tmp_path, BOZE, [":seat 0", ":who", "estate ukraine", ":quit"])
    assert "You are now seat 2: Potocki (blue) — the table waits for it (Setup, in turn order)." in out
    seat0 = out[out.index("You are now seat 0") :]
    assert seat0.startswith("You are now seat 0: Sapieha (red). It owes nothing now; the table waits for Potocki")
    assert "You are now seat 2" not in seat0, "the table stays where the player went"
    assert "The table waits for Potocki (blue) (seat 2) (Setup, in turn order).\nYou are seat 0: Sapieha (red)." in out
    assert "Seat 0 (Sapieha (red)) owes nothing now, so nothing was played" in out
    assert "places an estate" not in out


async def test_leaving_says_the_game_is_saved_and_how_to_carry_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`:quit` and the end of the input (Ctrl-D) left without a word."""
    for typed in (":quit\n", ""):
        args = arguments(*BOZE, "--lang", "en")
        args.db, args.out = str(tmp_path / "local.db"), str(tmp_path / "boards")
        assert await run(args, None, io.StringIO(typed)) == 0
        out = capsys.readouterr().out
        assert f"is saved; carry on with `.venv/bin/python -m bot local boze --resume --db {args.db} --out" in out


def test_game_names_are_read_with_or_without_diacritics_in_any_case() -> None:
    for typed, game in (("boże", "boze"), ("Boze", "boze"), ("BOŻE", "boze"), ("Niepodległa", "niepodlegla"),
                        ("sigismundus augustus", "sigismundus")):  # fmt: skip
        args = arguments(typed)
        check_arguments(args)
        assert args.game == game


async def test_boze_takes_polish_verbs(tmp_path: Path) -> None:
    out = await play(tmp_path, (*BOZE, "--lang", "pl"), ["latyfundium ukraina", "Pas", ":help", ":quit"])
    assert "Odrzucono: `latyfundium`" not in out
    assert "Potocki (niebieski) stawia latyfundium na Ukrainie na polu o wartości 2." in out
    assert "a nie na `pass`" in out, "`Pas` is `pass`, refused in its own words at the setup"
    assert "Polecenia można wpisywać po polsku: `latyfundium` estate, `żetony` tokens" in out


def test_resume_refuses_a_database_that_does_not_exist(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["boze", "--resume", "--db", "missing.db"]) == 2
    err = capsys.readouterr().err
    assert "No unfinished local boze game in missing.db to resume: there is no such file." in err
    assert not (tmp_path / "missing.db").exists(), "no empty database is made"


def test_the_no_token_message_names_the_virtual_environments_python() -> None:
    from bot.__main__ import NO_TOKEN

    assert "run the local table: .venv/bin/python -m bot local boze --players 3" in NO_TOKEN
