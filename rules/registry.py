"""The games Marszałek knows, by id, so the table and the bot never branch on which game it is."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rules.core.game import Game


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    build: Callable[[Mapping[str, Any]], Game[Any]]
    """Builds the game from a raw data edition."""


def _boze(raw: Mapping[str, Any]) -> Game[Any]:
    from rules.boze import BozeGame

    return BozeGame.from_edition(raw)


def _sigismundus(raw: Mapping[str, Any]) -> Game[Any]:
    from rules.sigismundus import SigismundusGame

    return SigismundusGame.from_edition(raw)


def _niepodlegla(raw: Mapping[str, Any]) -> Game[Any]:
    from rules.niepodlegla import NiepodleglaGame

    return NiepodleglaGame.from_edition(raw)


GAMES: dict[str, GameInfo] = {
    "boze": GameInfo("boze", "Boże Igrzysko", _boze),
    "sigismundus": GameInfo("sigismundus", "Sigismundus Augustus", _sigismundus),
    "niepodlegla": GameInfo("niepodlegla", "Niepodległa", _niepodlegla),
}
