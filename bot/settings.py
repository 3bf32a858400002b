"""The bot's settings, read from the environment or a ``.env`` file (see ``.env.example``)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import dotenv_values

from rules.registry import GAMES

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///marszalek.db"


class SettingsError(ValueError):
    """A setting has a value the bot cannot use; the message names the variable."""


@dataclass(frozen=True)
class Settings:
    discord_token: str | None = None
    database_url: str = DEFAULT_DATABASE_URL
    owner_ids: frozenset[int] = field(default_factory=frozenset)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    editions: Mapping[str, Path] = field(default_factory=dict)
    """Replacement data editions by game id (a group's own board file), e.g. ``{"boze": Path(...)}``."""

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, dotenv: str | Path | None = ".env") -> Settings:
        """Settings from ``.env`` (if present), overridden by the real environment."""
        values: dict[str, str] = {}
        if dotenv is not None and Path(dotenv).is_file():
            values.update({k: v for k, v in dotenv_values(dotenv).items() if v is not None})
        values.update(os.environ if environ is None else environ)

        def integer(name: str) -> int | None:
            raw = values.get(name, "").strip()
            if not raw:
                return None
            try:
                return int(raw)
            except ValueError:
                raise SettingsError(f"{name} must be a number (a Discord id), not {raw!r}") from None

        owners = frozenset(
            int(part) for part in values.get("MARSZALEK_OWNER_IDS", "").replace(",", " ").split() if part.isdigit()
        )
        editions = {}
        for game in (info.id for info in GAMES.values()):
            path = values.get(f"MARSZALEK_{game.upper()}_EDITION", "").strip()
            if path:
                editions[game] = Path(path)
        return cls(
            discord_token=values.get("DISCORD_TOKEN", "").strip() or None,
            database_url=values.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL,
            owner_ids=owners,
            dev_guild_id=integer("MARSZALEK_DEV_GUILD_ID"),
            log_level=values.get("MARSZALEK_LOG_LEVEL", "INFO").strip().upper() or "INFO",
            editions=editions,
        )
