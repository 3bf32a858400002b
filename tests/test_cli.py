"""The command line: the bot without a token, the local table (random, script, interactive, resume
after the process dies between two actions) and the benchmark's smoke run."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest

from bot.storage.db import Database
from bot.table import Table
from bot.words.text import say, seat_namer
from tests.scripts.regenerate import SCRIPTS, Script, build, play_script, script

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "scripts" / "boze_opening_3p.txt"


def clean_environment() -> dict[str, str]:
    """The test's environment without the bot's settings, and with this checkout first on the path (the
    processes run in a temporary folder, where ``python -m bot`` would otherwise find an installed copy)."""
    kept = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN" and not k.startswith("MARSZALEK_")}
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    return kept | {"PYTHONPATH": path, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


def run(*args: str, cwd: Path, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = clean_environment() | (env or {})
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], cwd=cwd, input=stdin, capture_output=True, text=True,
        env=environment, timeout=300,
    )  # fmt: skip


def test_without_a_token_the_bot_explains_and_exits_non_zero(tmp_path: Path) -> None:
    result = run(cwd=tmp_path)
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and ".venv/bin/python -m bot local boze" in result.stderr
    assert "discord.com/developers" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2)])
def test_a_random_local_game_plays_to_its_result(tmp_path: Path, players: int, seed: int) -> None:
    result = run("local", "boze", "--players", str(players), "--random", "--seed", str(seed), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "— Turn 4 · Phase 16: End of Turn —" in result.stdout and "— End of Game —" in result.stdout
    assert re.search(r"\) wins with \d+ prestige points", result.stdout)
    images = sorted((tmp_path / "boards").glob("*.png"))
    assert len(images) >= 4 * 16, "a board after every phase"
    assert images[-1].name.endswith("end-of-game.png"), images[-1].name
    assert any("phase-11-enemy-invasions" in image.name for image in images), "named after the phase shown"


def final_state(db: Path) -> str:
    async def read() -> str:
        database = Database(f"sqlite+aiosqlite:///{db}")
        await database.open()
        loaded = await Table(database).load(1)
        await database.close()
        return loaded.game.dumps(loaded.state)

    return asyncio.run(read())


def test_a_script_replays_the_opening_and_the_game_waits_for_the_next_decision(tmp_path: Path) -> None:
    result = run("local", "boze", "--players", "3", "--seed", "5", "--script", str(SCRIPT), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Sapieha (red) wins the mace with a bid of 3 zł" in result.stdout
    assert "— Turn 1 · Phase 7: New Estates —" in result.stdout
    again = tmp_path / "again"
    again.mkdir()
    run("local", "boze", "--players", "3", "--seed", "5", "--script", str(SCRIPT), cwd=again)
    assert final_state(tmp_path / "marszalek-local.db") == final_state(again / "marszalek-local.db")


@pytest.mark.parametrize("entry", SCRIPTS, ids=lambda e: e.name)
def test_a_whole_game_replays_from_a_script_file(tmp_path: Path, entry: Script) -> None:
    """tests/scripts/<game>_*.txt hold whole games; the local table replays each to the end and to
    the same final position as the engine alone."""
    result = run("local", *entry.arguments(), cwd=tmp_path)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr
    game = build(entry.game)
    lines = [line for line in entry.path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    assert lines == script(game, entry), "the shipped script is the seeded game (regenerate.py rewrites it)"
    state = play_script(game, entry, lines)
    assert state.finished
    assert final_state(tmp_path / "marszalek-local.db") == game.dumps(state)
    final = game.result(state)
    assert final is not None
    assert say(final.summary, seat_namer(game, state)) in result.stdout, "the local table printed the result"
    images = sorted((tmp_path / "boards").glob("*.png"))
    assert images[-1].read_bytes() != images[-2].read_bytes(), "the finished board is drawn once, not twice"


def test_a_script_stops_at_the_first_refused_line(tmp_path: Path) -> None:
    script = tmp_path / "bad.txt"
    script.write_text("2 estate ukraine\n2 estate prussia\n0 estate lithuania\n", encoding="utf-8")
    result = run("local", "boze", "--players", "3", "--seed", "5", "--script", str(script), cwd=tmp_path)
    assert result.returncode == 1
    assert f"{script}:2: the script stops here." in result.stdout
    assert "not your decision" in result.stdout


def test_interactive_play_shows_a_secret_only_to_its_seat(tmp_path: Path) -> None:
    lines = [line for line in SCRIPT.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    typed = []
    for line in lines[:10]:
        seat, action = line.split(" ", 1)
        typed += [f":seat {seat}", action]
    typed += [":seat 2", ":view", ":who", ":quit"]
    result = run("local", "boze", "--players", "3", "--seed", "5", cwd=tmp_path, stdin="\n".join(typed) + "\n")
    assert result.returncode == 0, result.stderr
    secret = lines[9].split(" ", 1)[1]
    before, _, after = result.stdout.rpartition("You are now seat 2")
    told = re.search(r"Your sealed answer: ([^.]*)\.", before)
    assert told and len(told.group(1).split(", ")) == 6, "seat 0 is told what it recorded, in words"
    names = {"little": "Little Poland", "great": "Great Poland", "court": "Royal Court"}
    pairs = [pair.split("=") for pair in secret.split()[1:]]
    assert told.group(1) == ", ".join(f"{names.get(k, k.title())} {v}" for k, v in pairs)
    assert secret not in after and told.group(1) not in after, "seat 2 does not see seat 0's sealed tokens"
    assert "Sapieha (red) has submitted (1 of 3)" in result.stdout
    assert "Secretly place one influence token" in after


def test_the_process_dies_between_two_actions_and_the_game_resumes_identically(tmp_path: Path) -> None:
    reference = tmp_path / "reference"
    reference.mkdir()
    run("local", "boze", "--players", "3", "--seed", "5", "--script", str(SCRIPT), cwd=reference)

    lines = [line for line in SCRIPT.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    crash = tmp_path / "crash"
    crash.mkdir()
    typed = []
    for line in lines[:11]:
        seat, action = line.split(" ", 1)
        typed += [f":seat {seat}", action]
    environment = clean_environment()
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "local", "boze", "--players", "3", "--seed", "5"],
        cwd=crash, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment,
    )  # fmt: skip
    assert process.stdin is not None
    process.stdin.write("\n".join(typed) + "\n")
    process.stdin.flush()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and "has submitted (2 of 3)" not in _peek(crash):
        time.sleep(0.2)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)

    rest = tmp_path / "rest.txt"
    rest.write_text("\n".join(lines[11:]) + "\n", encoding="utf-8")
    result = run("local", "boze", "--resume", "--script", str(rest), cwd=crash)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Resuming local game #1" in result.stdout
    assert final_state(crash / "marszalek-local.db") == final_state(reference / "marszalek-local.db")


def _peek(folder: Path) -> str:
    """How far the killed process got, read from its database (its stdout is a pipe we do not drain)."""
    db = folder / "marszalek-local.db"
    if not db.exists():
        return ""
    import sqlite3

    try:
        conn = sqlite3.connect(db)
        count = conn.execute("SELECT count(*) FROM actions").fetchone()[0]
        conn.close()
    except sqlite3.Error:
        return ""
    return "has submitted (2 of 3)" if count >= 11 else ""


def test_an_unknown_game_is_named_with_the_known_ones(tmp_path: Path) -> None:
    result = run("local", "chess", cwd=tmp_path)
    assert result.returncode == 2 and "Unknown game 'chess'" in result.stderr and "niepodlegla" in result.stderr


def test_the_benchmark_runs(tmp_path: Path) -> None:
    result = run("bench", "--quick", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    for label in ("one apply", "through the table service", "bare durable commit", "drawn and encoded"):
        assert label in result.stdout
    for setup in ("boze_4p", "sigismundus_5p", "niepodlegla_advanced_4p"):
        assert result.stdout.count(setup) >= 2, f"{setup}: the engine and its board are measured"


def test_the_load_benchmark_reports_the_issues_figures_as_json(tmp_path: Path) -> None:
    """A smoke run of the load benchmark (each database in a process of its own): the figures the scale issue
    names, under the keys it names."""
    result = run("bench", "--load", "--quick", "--postgres", "off", "--saturate", "0", "--stored", "0", "--json",
                 cwd=tmp_path)  # fmt: skip
    assert result.returncode == 0, result.stderr
    sqlite = json.loads(result.stdout)["load"]["sqlite"]
    for key in ("games", "actions_per_s", "p50_ms", "p99_ms", "loop_lag_p99_ms", "click_cpu_ms", "rss_mb"):
        assert isinstance(sqlite[key], int | float), key
    assert sqlite["games"] == 60 and sqlite["actions_per_s"] > 0 and sqlite["refused"] == 0


def test_a_load_benchmark_on_an_unreachable_database_says_so_and_keeps_the_other_figures(tmp_path: Path) -> None:
    """A PostgreSQL URL nothing answers at: a sentence naming the database, no traceback, a non-zero exit, and
    SQLite's figures still printed."""
    url = "postgresql+asyncpg://nobody@127.0.0.1:1/none"
    result = run("bench", "--load", "--quick", "--postgres", url, "--saturate", "0", "--stored", "0", "--json",
                 cwd=tmp_path)  # fmt: skip
    assert result.returncode == 1, result.stderr
    assert "The run on PostgreSQL stopped:" in result.stderr and "Traceback" not in result.stderr, result.stderr
    assert "Unclosed" not in result.stderr, result.stderr
    assert list(json.loads(result.stdout)["load"]) == ["sqlite"]


# --- bad input at the command line: a sentence and a non-zero exit, never a traceback ---------------------

from bot.__main__ import main  # noqa: E402


@pytest.fixture
def quiet_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A temporary folder with no .env and none of the bot's settings in the environment."""
    for name in list(os.environ):
        if name == "DISCORD_TOKEN" or name == "DATABASE_URL" or name.startswith("MARSZALEK_"):
            monkeypatch.delenv(name)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(name, "C.UTF-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


BAD_LOCAL = [
    (["boze", "--players", "0"], "Boże Igrzysko is for 3–4 players; choose --players between them, not 0."),
    (["boze", "--players", "2"], "Boże Igrzysko is for 3–4 players"),
    (["sigismundus", "--players", "9"], "Sigismundus Augustus is for 3–5 players"),
    (["boze", "--seed", str(2**70)], f"--seed must be a whole number from 0 to {2**63 - 1}, not {2**70}."),
    (["boze", "--seed", "-1"], "--seed must be a whole number"),
    (["niepodlegla", "--option", "version=expert"], "option 'version' cannot be 'expert'; it can be basic, advanced"),
    (["niepodlegla", "--option", "turbo=on"], "has no option 'turbo'; its options are version, challenges"),
    (["niepodlegla", "--option", "=x"], "--option takes name=value"),
    (["sigismundus", "--houses", "zamoyski"], "Sigismundus Augustus has no roles to choose (they are dealt)"),
    (["boze", "--houses", "zamoyski"], "choose from sapieha, radziwill, potocki, leszczynski"),
    (["boze", "--houses", "sapieha,potocki,radziwill,leszczynski"], "--houses names 4 roles for 3 players."),
    (["boze", "--board", "latin2.toml"], "latin2.toml is not UTF-8 text (byte"),
    (["boze", "--board", "missing.toml"], "Cannot read missing.toml: No such file or directory"),
    (["boze", "--board", "deep.toml"], "nested too deeply"),
    (["boze", "--resume"], "No unfinished local boze game in marszalek-local.db to resume: there is no such file."),
    (["boze", "--script", "latin2.toml"], "latin2.toml is not UTF-8 text"),
    (["chess"], "Unknown game 'chess'; the games are boze, sigismundus, niepodlegla."),
    ([], "Name a game (boze, sigismundus, niepodlegla) or give a record with --load FILE."),
    (["--load", "x.json", "--upto", "-3"], "--upto must be a log entry number from 0 up, not -3."),
    (["boze", "--db", "/proc/no/such.db"], "Cannot open the database /proc/no/such.db"),
]


@pytest.mark.parametrize(("argv", "says"), BAD_LOCAL, ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_a_bad_local_command_line_is_one_sentence_and_exit_2(
    quiet_env: Path, capsys: pytest.CaptureFixture[str], argv: list[str], says: str
) -> None:
    (quiet_env / "latin2.toml").write_bytes('edition = "Łódź"\n'.encode("cp1250"))
    (quiet_env / "deep.toml").write_text("a = " + "[" * 50_000 + "]" * 50_000, encoding="utf-8")
    assert main(["local", *argv]) == 2
    out = capsys.readouterr()
    assert says in out.err, out.err
    assert "Traceback" not in out.err + out.out
    assert "/game join" not in out.err, "the local table does not point at a Discord command"


def test_the_local_table_refuses_in_polish_with_lang_pl(quiet_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["local", "boze", "--players", "2", "--lang", "pl"]) == 2
    assert "Boże Igrzysko to gra dla 3–4 graczy" in capsys.readouterr().err
    assert main(["local", "niepodlegla", "--option", "version=expert", "--lang", "pl"]) == 2
    assert "dozwolone wartości: basic, advanced" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--players", "abc"], ["--players", "٣"], ["--seed", "1e9"], ["--lang", "de"]])
def test_argparse_refuses_what_is_not_a_number_or_a_choice(
    quiet_env: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["local", "boze", *argv])
    assert stopped.value.code == 2
    assert "error: argument" in capsys.readouterr().err


def test_help_and_unknown_commands(quiet_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--help"], ["-h"], ["help"], ["run", "--help"]):
        assert main(argv) == 0
        out = capsys.readouterr().out
        assert "python -m bot local" in out and "invite" in out
    assert main(["frobnicate"]) == 2
    err = capsys.readouterr().err
    assert "Unknown command 'frobnicate'." in err and "Usage: python -m bot" in err
    assert main(["run", "now"]) == 2


def test_help_through_a_real_process(tmp_path: Path) -> None:
    result = run("--help", cwd=tmp_path)
    assert result.returncode == 0 and "Usage: python -m bot" in result.stdout, result.stderr


BAD_SETTINGS = [
    ({"MARSZALEK_LOG_LEVEL": "verbose"}, "MARSZALEK_LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL"),
    ({"MARSZALEK_OWNER_IDS": "123, abc"}, "MARSZALEK_OWNER_IDS must list Discord user ids"),
    ({"MARSZALEK_DEV_GUILD_ID": "12ab"}, "MARSZALEK_DEV_GUILD_ID must be a Discord id"),
    ({"MARSZALEK_CONNECT_RETRIES": "many"}, "MARSZALEK_CONNECT_RETRIES must be a whole number"),
    ({"DATABASE_URL": "not a url"}, "Cannot open the database at DATABASE_URL (not a url)"),
    ({"DATABASE_URL": "mysql+nothing://u:secret@h/db"}, "mysql+nothing://u:***@h/db"),
    ({"MARSZALEK_BOZE_EDITION": "nowhere.toml"}, "MARSZALEK_BOZE_EDITION: no data edition at nowhere.toml"),
]


@pytest.mark.parametrize(("env", "says"), BAD_SETTINGS, ids=lambda v: next(iter(v)) if isinstance(v, dict) else None)
def test_a_setting_the_bot_cannot_use_stops_it_before_it_connects(
    quiet_env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, env: dict[str, str], says: str
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "x.y.z")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main([]) == 2
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err, err
    assert "secret" not in err, "a password in DATABASE_URL is never printed"


def test_postgresql_without_its_driver_says_what_to_install(
    quiet_env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "asyncpg" else real(name, *a))
    monkeypatch.setenv("DISCORD_TOKEN", "x.y.z")
    monkeypatch.setenv("DATABASE_URL", "postgresql+asyncpg://marszalek:pw@localhost/marszalek")
    assert main([]) == 2
    assert "pip install -e '.[postgres]'" in capsys.readouterr().err


def test_the_log_level_setting_is_checked_in_a_real_process(tmp_path: Path) -> None:
    """The issue's case: MARSZALEK_LOG_LEVEL=verbose was a ValueError traceback."""
    result = run(cwd=tmp_path, env={"DISCORD_TOKEN": "x.y.z", "MARSZALEK_LOG_LEVEL": "verbose"})
    assert result.returncode == 2 and "MARSZALEK_LOG_LEVEL must be one of" in result.stderr
    assert "Traceback" not in result.stderr


class _Unreachable:
    """A bot whose connection fails as it does with no route to Discord (DNS), or with a refused token."""

    def __init__(self, error: BaseException) -> None:
        self.error = error

    async def __aenter__(self) -> _Unreachable:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    async def start(self, token: str) -> None:
        raise self.error


def _dns_error() -> BaseException:
    import aiohttp

    key = aiohttp.client_reqrep.ConnectionKey("discord.com", 443, True, True, None, None, None)
    return aiohttp.ClientConnectorDNSError(key, OSError(-3, "Temporary failure in name resolution"))


def test_no_route_to_discord_is_a_sentence_with_a_capped_backoff(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.__main__ import serve
    from bot.settings import Settings

    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    settings = Settings(discord_token="x.y.z", connect_retries=9)
    code = asyncio.run(serve(settings, sleep=sleep, build=lambda s: _Unreachable(_dns_error())))
    assert code == 3
    assert slept == [5, 10, 20, 40, 80, 160, 300, 300], "doubling from 5 s, at most five minutes apart"
    err = capsys.readouterr().err
    assert "Cannot reach Discord after 9 attempts" in err and "name resolution" in err
    assert "Traceback" not in err


def test_a_service_tries_forever_and_a_refused_token_stops_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    import discord

    from bot.__main__ import serve
    from bot.settings import Settings

    attempts: list[int] = []

    def build(settings: Settings) -> Any:
        attempts.append(1)
        return _Unreachable(_dns_error() if len(attempts) < 30 else discord.LoginFailure("bad token"))

    async def sleep(seconds: float) -> None:
        return None

    assert asyncio.run(serve(Settings(discord_token="t", connect_retries=0), sleep=sleep, build=build)) == 2
    assert len(attempts) == 30, "0 retries means: keep trying"
    assert "Discord refused the token" in capsys.readouterr().err


def test_a_retry_is_one_clear_log_line(caplog: pytest.LogCaptureFixture) -> None:
    from bot.__main__ import serve
    from bot.settings import Settings

    async def sleep(seconds: float) -> None:
        return None

    with caplog.at_level("WARNING", logger="marszalek"):
        settings = Settings(discord_token="t", connect_retries=2)
        asyncio.run(serve(settings, sleep=sleep, build=lambda s: _Unreachable(_dns_error())))
    lines = [r.getMessage() for r in caplog.records if r.name == "marszalek"]
    assert lines == [lines[0]] and "Cannot reach Discord" in lines[0] and "trying again in 5 s (attempt 1)" in lines[0]


# --- setting up a server ------------------------------------------------------------------------------------


def _token_for(app_id: int) -> str:
    import base64

    return base64.b64encode(str(app_id).encode()).decode().rstrip("=") + ".GhIjKl.abcdefghijklmnopqrstuvwxyz"


def test_invite_prints_the_link_with_the_permissions_integer(
    quiet_env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.discord.invite import permissions_value

    assert permissions_value() == 309237746688
    monkeypatch.setenv("DISCORD_TOKEN", _token_for(1234567890123456789))
    assert main(["invite"]) == 0
    out = capsys.readouterr().out
    assert (
        "https://discord.com/oauth2/authorize?client_id=1234567890123456789"
        "&scope=bot+applications.commands&permissions=309237746688"
    ) in out
    assert "View Channels" in out and "Send Messages in Threads" in out
    monkeypatch.delenv("DISCORD_TOKEN")
    monkeypatch.setenv("MARSZALEK_APPLICATION_ID", "42")
    assert main(["invite"]) == 0
    assert "client_id=42&" in capsys.readouterr().out
    monkeypatch.delenv("MARSZALEK_APPLICATION_ID")
    assert main(["invite"]) == 2
    assert "MARSZALEK_APPLICATION_ID" in capsys.readouterr().err


def test_the_readme_gives_the_invite_link_its_permissions_and_the_setup_steps() -> None:
    from bot.discord.invite import PERMISSIONS, permissions_value

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"permissions={permissions_value()}" in readme and "YOUR_APPLICATION_ID" in readme
    bits = [int(n) for n in re.findall(r"\| 1 << (\d+) \|", readme)]
    assert sum(1 << b for b in bits) == permissions_value(), "the README's table adds up to the integer"
    for name, _ in PERMISSIONS.values():
        assert f"| {name} |" in readme, name
    for step in ("python -m bot invite", "Direct", "Developer Mode", "Copy User ID", "Copy Server ID", "sync clear"):
        assert step in readme, step
    assert "lists every command twice" in readme


def test_the_test_tools_are_pinned_to_the_versions_installed() -> None:
    from importlib.metadata import version

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pins = {
        p.split("==")[0]: p.split("==")[1] for p in project["project"]["optional-dependencies"]["test"] if "==" in p
    }
    assert set(pins) >= {"ruff", "mypy"}
    for tool, pinned in pins.items():
        assert version(tool) == pinned, f"{tool} {version(tool)} is installed, {pinned} pinned"


def test_the_command_lines_sentences_are_in_both_languages_and_all_said() -> None:
    """The local table's chrome, the command line's refusals and the record checks (bot/words/cli.py): every
    key in English and Polish with the same placeholders, and every key used somewhere."""
    import string

    from bot.words.cli import EN, KEY_PREFIXES, PL

    assert set(EN) == set(PL)
    assert all(key.startswith(KEY_PREFIXES) for key in EN)

    def fields(template: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(template) if f}

    for key in EN:
        assert fields(EN[key]) == fields(PL[key]), key
    sources = "\n".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "bot").rglob("*.py") if p.name != "local_text.py"
    )
    unused = [key for key in EN if f'"{key}"' not in sources]
    assert unused == [], unused


def test_a_database_the_bot_cannot_open_is_a_sentence_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Discord reachable, but the database is a file that is no database (or a server that is down): the bot says
    so in one sentence, naming the URL without its password, and stops with 2; never a traceback."""
    from bot import create_bot
    from bot.__main__ import serve
    from bot.discord.app import DatabaseUnavailable
    from bot.settings import Settings

    junk = tmp_path / "notes.db"
    junk.write_text("this is not a database\n" * 50)
    settings = Settings(discord_token="t", database_url=f"sqlite+aiosqlite:///{junk}")

    async def opened() -> None:
        bot = create_bot(settings)
        try:
            await bot.setup_hook()
        finally:
            await bot.db.close()

    with pytest.raises(DatabaseUnavailable):
        asyncio.run(opened())

    async def sleep(seconds: float) -> None:
        return None

    code = asyncio.run(
        serve(settings, sleep=sleep, build=lambda s: _Unreachable(DatabaseUnavailable("file is not a database")))
    )
    err = capsys.readouterr().err
    assert code == 2 and "file is not a database" in err and "Traceback" not in err


@pytest.mark.parametrize("name", ["MARSZALEK_SHARD_COUNT", "MARSZALEK_RENDER_PROCESSES", "MARSZALEK_CONNECT_RETRIES"])
def test_a_number_setting_of_thousands_of_digits_is_a_sentence(name: str) -> None:
    from bot.settings import Settings, SettingsError

    with pytest.raises(SettingsError):
        Settings.from_env({name: "7" * 5000, "DISCORD_TOKEN": "t"}, dotenv=None)


@pytest.mark.parametrize("kind", ["folder", "not_sqlite", "url"])
def test_local_db_that_is_no_sqlite_file_is_a_sentence_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    from bot.terminal.local import main as local

    if kind == "folder":
        db = str(tmp_path)
    elif kind == "not_sqlite":
        junk = tmp_path / "notes.db"
        junk.write_text("not a database\n" * 100)
        db = str(junk)
    else:
        db = "postgresql+asyncpg://user:secret@localhost/marszalek"
    code = local(["boze", "--players", "3", "--random", "--seed", "1", "--db", db, "--out", str(tmp_path / "b")])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and err.strip(), err
    assert not Path("postgresql+asyncpg:").exists(), "no SQLite file made in a folder named after the URL"
