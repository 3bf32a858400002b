"""Action texts (canonical, lenient, Polish), refusals that name the rule and change nothing, and every
sentence of a whole game formatted from the catalogue."""

from __future__ import annotations

import random

import pytest

from rules.core.errors import IllegalAction, MalformedAction, NotYourDecision
from rules.core.forms import random_answer
from rules.core.messages import CATALOGUE
from rules.sigismundus import SigismundusGame

from .helpers import at_phase, fresh


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("draw military", "draw military"),
        ("Dobierz wojskowa", "draw military"),
        ("FORAY Zamoyski", "foray zamoyski"),
        ("najazd tarnowski", "foray tarnowski"),
        ("Raft of the Vistula River", "raft"),
        ("negotiations Grand Duchy of Lithuania first", "negotiations lithuania first"),
        ("negocjacje litwa ostatnie", "negotiations lithuania last"),
        ("vacancy castellanus cracoviensis", "vacancy 3"),
        ("wakat 11", "vacancy 11"),
        ("feast raft client", "feast client raft"),
        ("uczta flis klient", "feast client raft"),
        ("host infantry hussars hussars", "host hussars hussars infantry"),
        ("keep infantry host", "keep host infantry"),
        ("place Szwecja=2 litwa=1", "place lithuania=1 sweden=2 muscovy=0 austria=0 ottoman=0 crimea=0"),
        ("vote 07", "vote 7"),
        ("thumb for", "thumb up"),
        ("kciuk przeciw", "thumb down"),
        ("patronage Court Poet 2", "patronage poet 2"),
        ("pas", "pass"),
    ],
)
def test_lenient_text_parses_to_one_canonical_form(sigismundus: SigismundusGame, typed: str, canonical: str) -> None:
    action = sigismundus.parse(typed)
    assert str(action) == canonical
    assert str(sigismundus.parse(canonical)) == canonical


@pytest.mark.parametrize("typed", ["", "fly away", "vote many", "draw nowhere", "place sweden"])
def test_malformed_text_is_refused(sigismundus: SigismundusGame, typed: str) -> None:
    with pytest.raises(MalformedAction):
        sigismundus.parse(typed)


def test_refusals_name_the_rule_and_change_nothing(sigismundus: SigismundusGame) -> None:
    state = at_phase(sigismundus, "actions")
    for player in state.players:
        player.ducats = 1
    sigismundus.advance(state)
    before = sigismundus.dumps(state)
    with pytest.raises(NotYourDecision):
        sigismundus.apply(state, 2, "economist")
    with pytest.raises(IllegalAction) as refused:
        sigismundus.apply(state, 0, "vote 3")
    assert refused.value.rule == "Actions" and "`vote` is not allowed here" in refused.value.message
    with pytest.raises(IllegalAction) as refused:
        sigismundus.apply(state, 0, "agitation 5")
    assert "`5` is not allowed after `agitation`" in refused.value.message
    state2 = sigismundus.apply(state, 0, "economist").state
    state2 = sigismundus.apply(state2, 1, "economist").state
    before2 = sigismundus.dumps(state2)
    with pytest.raises(IllegalAction, match="must pay 2 ducats and have 1") as refused:
        sigismundus.apply(state2, 2, "economist")
    assert refused.value.rule == "Actions"
    assert sigismundus.dumps(state) == before and sigismundus.dumps(state2) == before2


def test_a_sealed_answer_out_of_range_is_refused(sigismundus: SigismundusGame) -> None:
    state = at_phase(sigismundus, "voting")
    state.players[0].votes = 3
    state.players[1].votes = 1
    sigismundus.advance(state)
    with pytest.raises(IllegalAction, match="from 0 to 3") as refused:
        sigismundus.apply(state, 0, "vote 4")
    assert refused.value.rule == "Sejm: d) Voting"


@pytest.mark.parametrize("seats", [3, 5])
def test_every_sentence_of_a_game_formats(sigismundus: SigismundusGame, seats: int) -> None:
    """Events, prompts, labels and the described views of a whole game come out of the catalogue whole."""
    picker = random.Random(seats)
    state = fresh(sigismundus, seats, seed=seats)
    namer = lambda s: sigismundus.seat_name(state, s)  # noqa: E731
    while not state.finished:
        decision = sigismundus.decisions(state)[0]
        CATALOGUE.format(decision.prompt, namer)
        seat = picker.choice(decision.waiting_for())
        text = random_answer(decision.forms[seat], picker.randrange)
        transition = sigismundus.apply(state, seat, text)
        for event in transition.events:
            line = CATALOGUE.format(event.msg, namer)
            assert "{" not in line and "}" not in line, line
        state = transition.state
        for viewer in (None, seat):
            for message in sigismundus.describe(state, viewer):
                CATALOGUE.format(message, namer)
    result = sigismundus.result(state)
    assert result is not None
    assert "wins with" in CATALOGUE.format(result.summary, namer)
