"""Niepodległa's joint decisions with AI players: they take part like any player (There Will Be No
Independence Without National Consent)."""

from __future__ import annotations

from rules.core.ai import choose
from rules.niepodlegla import NiepodleglaGame
from tests.ai.conftest import QUICK
from tests.ai.helpers import play_until


def test_niepodlegla_an_ai_player_agrees_with_the_proposal_it_would_make(niepodlegla: NiepodleglaGame) -> None:
    """Cooperative play: the AI's own best proposal, made by another player, is agreed to (an objection
    needs a clearly better proposal of its own)."""
    state = play_until(niepodlegla, 3, 9, lambda s, d: d.key == "joint.propose.missions", version="basic")
    own = choose(niepodlegla, state, 1, QUICK, seed=5)
    assert own.startswith("propose missions")
    proposed = niepodlegla.apply(state, 0, own).state
    assert niepodlegla.decisions(proposed)[0].key == "joint.respond.missions"
    assert choose(niepodlegla, proposed, 1, QUICK, seed=5) == "agree"
