"""The bot's settings, read from the environment or a ``.env`` file (see ``.env.example``)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import dotenv_values

from bot.shards import ShardError, parse_count, parse_ids
from bot.words.cli import system_lang, text
from rules.registry import GAMES

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///marszalek.db"

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

MAX_RENDER_PROCESSES = 32

DEFAULT_CONNECT_RETRIES = 8
"""How many times the bot tries to reach Discord before it gives up (about 20 minutes with the capped
backoff); a service manager that restarts it may set ``MARSZALEK_CONNECT_RETRIES=0`` to try forever."""


COLLECTOR_SWEEP_S = 600.0
"""A running bot's sweep of all its objects every ten minutes (a pause of about a second with a thousand live
games cached: what Python's own full collections cost, which came minutes apart)."""


def default_render_processes() -> int:
    """Board-drawing processes when the setting is left empty: one per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


class SettingsError(ValueError):
    """A setting has a value the bot cannot use; the message names the variable."""


def _say(key: str, **params: object) -> str:
    return text(system_lang(), key, **params)


@dataclass(frozen=True)
class Settings:
    discord_token: str | None = None
    database_url: str = DEFAULT_DATABASE_URL
    owner_ids: frozenset[int] = field(default_factory=frozenset)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    application_id: int | None = None
    """The application's id, for ``python -m bot invite`` (read from the token when not set)."""
    connect_retries: int = DEFAULT_CONNECT_RETRIES
    """Attempts to reach Discord before giving up; 0 tries forever."""
    editions: Mapping[str, Path] = field(default_factory=dict)
    """Replacement data editions by game id (a group's own board file), e.g. ``{"boze": Path(...)}``."""
    shard_count: int | None = None
    """Discord gateway shards over every process (``None``: as many as Discord recommends, all here)."""
    shard_ids: tuple[int, ...] | None = None
    """The shards this process runs (``None``: all of them); see :mod:`bot.shards`."""
    render_processes: int = 0
    """Worker processes drawing board images (0: one thread). From the environment the default is one per
    core, at most four; built in code (tests, the local table) it is 0."""
    collector_sweep_s: float = 0.0
    """Seconds between the garbage collector's sweeps of everything (:class:`bot.discord.app.Collector`); 0 leaves the
    young objects to Python's own collector. From the environment it is :data:`COLLECTOR_SWEEP_S`; built in
    code (tests, which start many bots in one process, and the local table) it is 0."""

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, dotenv: str | Path | None = ".env") -> Settings:
        """Settings from ``.env`` (if present), overridden by the real environment."""
        values: dict[str, str] = {}
        if dotenv is not None and Path(dotenv).is_file():
            values.update({k: v for k, v in dotenv_values(dotenv).items() if v is not None})
        values.update(os.environ if environ is None else environ)

        def snowflake(raw: str) -> int | None:
            """A Discord id: ASCII digits only, at most 20 of them (a 64-bit number)."""
            raw = raw.strip()
            return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 20 and int(raw) < 2**64 else None

        def integer(name: str) -> int | None:
            raw = values.get(name, "").strip()
            if not raw:
                return None
            value = snowflake(raw)
            if value is None:
                raise SettingsError(_say("cli.discord_id", name=name, value=repr(raw[:40])))
            return value

        owners_raw = values.get("MARSZALEK_OWNER_IDS", "")
        owners = frozenset(snowflake(part) for part in owners_raw.replace(",", " ").split())
        if None in owners:
            raise SettingsError(_say("cli.owner_ids", value=repr(owners_raw[:80])))
        level = values.get("MARSZALEK_LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level == "WARN":
            level = "WARNING"
        if level not in LOG_LEVELS:
            raise SettingsError(_say("cli.log_level", levels=", ".join(LOG_LEVELS), value=repr(level[:40])))
        retries_raw = values.get("MARSZALEK_CONNECT_RETRIES", "").strip()
        if not retries_raw:
            retries = DEFAULT_CONNECT_RETRIES
        elif retries_raw.isascii() and retries_raw.isdigit() and len(retries_raw) <= 6:
            retries = int(retries_raw)
        else:
            raise SettingsError(_say("cli.retries", value=repr(retries_raw[:40])))
        try:
            shard_count = parse_count(values.get("MARSZALEK_SHARD_COUNT", ""))
            shard_ids = parse_ids(values.get("MARSZALEK_SHARD_IDS", ""), shard_count)
        except ShardError as exc:
            raise SettingsError(_say(exc.key, **exc.params)) from None
        render_raw = values.get("MARSZALEK_RENDER_PROCESSES", "").strip()
        if not render_raw:
            render = default_render_processes()
        elif (
            render_raw.isascii()
            and render_raw.isdigit()
            and len(render_raw) <= 4
            and int(render_raw) <= MAX_RENDER_PROCESSES
        ):
            render = int(render_raw)
        else:
            raise SettingsError(_say("cli.render_processes", value=repr(render_raw[:40]), limit=MAX_RENDER_PROCESSES))
        editions = {}
        for game in (info.id for info in GAMES.values()):
            path = values.get(f"MARSZALEK_{game.upper()}_EDITION", "").strip()
            if path:
                editions[game] = Path(path)
        return cls(
            discord_token=values.get("DISCORD_TOKEN", "").strip() or None,
            database_url=values.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL,
            owner_ids=frozenset(o for o in owners if o is not None),
            dev_guild_id=integer("MARSZALEK_DEV_GUILD_ID"),
            log_level=level,
            editions=editions,
            application_id=integer("MARSZALEK_APPLICATION_ID"),
            connect_retries=retries,
            shard_count=shard_count,
            shard_ids=shard_ids,
            render_processes=render,
            collector_sweep_s=COLLECTOR_SWEEP_S,
        )
