"""Fixtures for Sigismundus Augustus: the shipped data edition and the game built from it."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules.sigismundus import SigismundusGame

ROOT = Path(__file__).resolve().parents[3]


def sigismundus_raw() -> dict[str, Any]:
    with (ROOT / "data" / "sigismundus" / "board.toml").open("rb") as f:
        return tomllib.load(f)


@pytest.fixture(scope="session")
def sigismundus() -> SigismundusGame:
    return SigismundusGame.from_edition(sigismundus_raw())
