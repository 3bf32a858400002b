"""The three games as the AI tests use them, and a small search budget that keeps the tests quick."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.core.ai import Level
from rules.niepodlegla import NiepodleglaGame
from rules.sigismundus import SigismundusGame
from tests.conftest import boze_raw
from tests.rules.niepodlegla.conftest import niepodlegla_raw
from tests.rules.sigismundus.conftest import sigismundus_raw

QUICK = Level("quick", worlds=2, candidates=4, budget=120, horizon=40)
"""A search small enough for tests (the shipped levels are measured by ``python -m bot bench --ai``)."""


@pytest.fixture(scope="session")
def boze() -> BozeGame:
    return BozeGame.from_edition(boze_raw())


@pytest.fixture(scope="session")
def sigismundus() -> SigismundusGame:
    return SigismundusGame.from_edition(sigismundus_raw())


@pytest.fixture(scope="session")
def niepodlegla() -> NiepodleglaGame:
    return NiepodleglaGame.from_edition(niepodlegla_raw())
