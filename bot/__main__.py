"""``python -m bot``: run the Discord bot; ``python -m bot local ...``: the local table; ``python -m bot invite``:
the invite link; ``python -m bot bench``: the benchmark.

Whatever a newcomer types or sets, the answer is a sentence and an exit code, never a traceback: 0 when
done, 2 for a usage or setting problem, 3 when Discord cannot be reached, 130 on Ctrl-C.
"""

from __future__ import annotations

import asyncio
import functools
import importlib.util
import logging
import sys
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.words.cli import system_lang, text

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger("marszalek")

NO_TOKEN = """Marszałek needs a Discord bot token to connect, and DISCORD_TOKEN is not set.
To get one: open https://discord.com/developers/applications, create an application, open its
"Bot" page and press "Reset Token"; put the token in a file named .env in this folder as
DISCORD_TOKEN=... (see .env.example for every setting), then invite the bot to your server with the
link `python -m bot invite` prints (the README's "Running the bot on Discord" says more). To play
without Discord instead, run the local table: .venv/bin/python -m bot local boze --players 3"""

FIRST_DELAY = 5.0
MAX_DELAY = 300.0
"""The backoff between attempts to reach Discord: 5 s, doubling, at most five minutes."""


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = system_lang()
    command = argv[0] if argv else "run"
    if command in ("-h", "--help", "help"):
        print(text(lang, "cli.usage"))
        return 0
    if command == "local":
        from bot.terminal.local import main as local

        return local(argv[1:])
    if command == "bench":
        from bot.bench.run import main as bench

        return bench(argv[1:])
    if command not in ("run", "invite"):
        print(text(lang, "cli.unknown", command=repr(command[:40])), file=sys.stderr)
        print(text(lang, "cli.usage"), file=sys.stderr)
        return 2
    if len(argv) > 1 and argv[1] in ("-h", "--help"):
        print(text(lang, "cli.usage"))
        return 0
    if len(argv) > 1:
        print(text(lang, "cli.unknown", command=repr(" ".join(argv)[:60])), file=sys.stderr)
        print(text(lang, "cli.usage"), file=sys.stderr)
        return 2
    from bot.settings import Settings, SettingsError

    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(text(lang, "cli.setting", problem=str(exc)), file=sys.stderr)
        return 2
    if command == "invite":
        from bot.discord.invite import invite_text

        out = invite_text(settings, lang)
        if out is None:
            print(text(lang, "cli.invite_need_id"), file=sys.stderr)
            return 2
        print(out)
        return 0
    if not settings.discord_token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    problem = preflight(settings, lang)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return asyncio.run(serve(settings, lang))
    except KeyboardInterrupt:
        return 130


def preflight(settings: Settings, lang: str) -> str | None:
    """What stops the bot before it connects, as a sentence: the PostgreSQL driver not installed, a database
    URL that cannot be used, a group's board file that does not load."""
    from bot.editions import Editions
    from rules.core.errors import DataError

    url = settings.database_url
    if url.startswith(("postgresql+asyncpg", "postgres+asyncpg")) and importlib.util.find_spec("asyncpg") is None:
        return text(lang, "cli.asyncpg")
    try:
        from sqlalchemy.engine import make_url

        make_url(url).get_dialect()
    except Exception as exc:  # any failure to understand the URL is the user's to fix
        return text(lang, "cli.database", url=_hide_password(url), problem=_first_line(exc))
    editions = Editions(settings.editions)
    for game_id in settings.editions:
        try:
            editions.current(game_id)
        except DataError as exc:
            return text(lang, "cli.setting", problem=f"MARSZALEK_{game_id.upper()}_EDITION: {exc}")
    return None


def _hide_password(url: str) -> str:
    head, at, tail = url.rpartition("@")
    if not at:
        return url
    scheme, _, credentials = head.partition("://")
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}:***@{tail}"


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return (lines[0] if lines else type(exc).__name__)[:300]


def _show_invite(app_id: int, lang: str) -> None:
    """The invite link on the console the bot runs in, once logged in (a newcomer's next step)."""
    from bot.discord.invite import invite_for

    print(invite_for(app_id, lang), flush=True)


def unreachable_errors() -> tuple[type[BaseException], ...]:
    """The errors that mean Discord could not be reached (no route, DNS, a dropped connection, a timeout),
    as opposed to a refused token or a fault of the bot itself."""
    import aiohttp
    import discord

    return (aiohttp.ClientConnectionError, discord.GatewayNotFound, TimeoutError)


async def serve(
    settings: Settings,
    lang: str = "en",
    *,
    sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    build: Callable[[Settings], Any] | None = None,
) -> int:
    """Connect and run until stopped. When Discord cannot be reached, say so in one log line and try again
    after 5 s, 10 s, 20 s… (at most 5 minutes apart) up to ``settings.connect_retries`` attempts (0: forever),
    so a bot started as a service survives a network that comes up late; a refused token stops at once."""
    import discord

    from bot import create_bot
    from bot.discord.app import DatabaseUnavailable

    token = settings.discord_token or ""
    make = build or create_bot
    attempt = 0
    while True:
        attempt += 1
        try:
            bot = make(settings)
        except Exception as exc:  # the database URL or another setting the bot could not use
            print(text(lang, "cli.database", url=_hide_password(settings.database_url), problem=_first_line(exc)),
                  file=sys.stderr)  # fmt: skip
            return 2
        bot.show_invite = functools.partial(_show_invite, lang=lang)
        try:
            async with bot:
                await bot.start(token)
            return 0
        except DatabaseUnavailable as exc:
            print(text(lang, "cli.database", url=_hide_password(settings.database_url), problem=str(exc)),
                  file=sys.stderr)  # fmt: skip
            return 2
        except discord.LoginFailure:
            print(text(lang, "cli.token_refused"), file=sys.stderr)
            return 2
        except discord.PrivilegedIntentsRequired:
            print(text(lang, "cli.intents"), file=sys.stderr)
            return 2
        except unreachable_errors() as exc:
            problem = _first_line(exc) or type(exc).__name__
            if settings.connect_retries and attempt >= settings.connect_retries:
                print(text(lang, "cli.gave_up", attempts=attempt, problem=problem), file=sys.stderr)
                return 3
            delay = min(FIRST_DELAY * 2 ** (attempt - 1), MAX_DELAY)
            log.warning(text(lang, "cli.retrying", problem=problem, seconds=int(delay), attempt=attempt))
            await sleep(delay)


if __name__ == "__main__":
    raise SystemExit(main())
