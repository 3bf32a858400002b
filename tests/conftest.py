"""Shared fixtures: the shipped data editions and game definitions."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules.boze import BozeGame

ROOT = Path(__file__).resolve().parents[1]


def boze_raw() -> dict[str, Any]:
    with (ROOT / "data" / "boze" / "board.toml").open("rb") as f:
        return tomllib.load(f)


@pytest.fixture(scope="session")
def boze() -> BozeGame:
    return BozeGame.from_edition(boze_raw())
