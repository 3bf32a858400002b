"""The shipped Niepodległa edition and game definition."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules.niepodlegla import NiepodleglaGame

ROOT = Path(__file__).resolve().parents[3]


def niepodlegla_raw() -> dict[str, Any]:
    with (ROOT / "data" / "niepodlegla" / "board.toml").open("rb") as f:
        return tomllib.load(f)


@pytest.fixture(scope="session")
def game() -> NiepodleglaGame:
    return NiepodleglaGame.from_edition(niepodlegla_raw())
