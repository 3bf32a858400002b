"""``python -m bot``: run the Discord bot; ``python -m bot local ...``: the local table;
``python -m bot bench``: the benchmark."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

NO_TOKEN = """Marszałek needs a Discord bot token to connect, and DISCORD_TOKEN is not set.
To get one: open https://discord.com/developers/applications, create an application, open its
"Bot" page and press "Reset Token"; put the token in a file named .env in this folder as
DISCORD_TOKEN=... (see .env.example for every setting), then invite the bot to your server from
the "OAuth2 > URL Generator" page with the scopes "bot" and "applications.commands". To play
without Discord instead, run the local table: python -m bot local boze --players 3"""


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "local":
        from bot.local import add_arguments, run
        from bot.table import TableError
        from rules.core.errors import DataError

        parser = argparse.ArgumentParser(prog="python -m bot local", description="Play at the local table.")
        add_arguments(parser)
        args = parser.parse_args(argv[1:])
        try:
            return asyncio.run(run(args))
        except KeyboardInterrupt:
            return 130
        except (TableError, DataError, OSError) as exc:
            print(f"Cannot play: {exc}", file=sys.stderr)
            return 2
    if argv and argv[0] == "bench":
        from bot.bench import main as bench

        return bench(argv[1:])
    if argv and argv[0] not in ("run",):
        print(f"Unknown command {argv[0]!r}. Use: python -m bot [run | local GAME | bench]", file=sys.stderr)
        return 2
    from bot.settings import Settings, SettingsError

    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"Setting error: {exc}", file=sys.stderr)
        return 2
    if not settings.discord_token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    import discord

    from bot import create_bot

    bot = create_bot(settings)
    try:
        bot.run(settings.discord_token, log_handler=None)
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN. Reset it on the application's Bot page and try again.",
              file=sys.stderr)  # fmt: skip
        return 2
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
