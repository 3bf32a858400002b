"""Foreign Policy's menus allow exactly what the rules allow (Foreign Policy: "each player may put their House
markers on one of the Neighbouring Countries. They may also discard Foreign Policy cards - each card gives one
additional marker that may be put on one chosen country").

The cards to discard are a set, picked together in one menu of several (a card held twice is two options);
the country is one choice after them; one menu holds one kind of thing. Every answer those menus build is
legal, and every legal answer is built by them."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

import pytest

from rules.core.decision import Steps
from rules.core.errors import RulesError
from rules.core.messages import CATALOGUE
from rules.sigismundus import SigismundusGame
from rules.sigismundus.board import POLICY_KINDS
from rules.sigismundus.state import SigismundusState

from .helpers import at_phase, play

JOHN = 0


def foreign_policy(game: SigismundusGame, hand: list[str], used: int = 0, pact: str = "") -> SigismundusState:
    """John first in Foreign Policy with ``hand``, ``used`` House markers already out of his supply, and a
    Secret Pact on ``pact``."""
    state = at_phase(game, "foreign_policy")
    state.players[JOHN].hand = sorted(hand)
    state.countries[state.fp_track[-1]].markers[JOHN] = used
    for key in state.countries:
        state.countries[key].crowned = True  # nothing to crown: the House markers come first
    if pact:
        state.countries[pact].pact = True
    game.advance(state)
    return state


def menu_answers(form: Steps) -> set[str]:
    """Every answer the menus build, as a surface offers them: one choice at a time; at a step with things
    picked together, any of them (one at least, ``most`` at most) in their menu, then one of the step's other
    choices or the answer as it stands; and the one-click presets. Fails if two options of one menu are of
    different kinds (a card beside a country)."""
    built = {p.text for p in form.presets}

    def walk(words: list[str], picked: set[str]) -> None:
        step = form.after(words)
        assert step.complete or step.choices, f"the menus allow {' '.join(words)!r}, which leads nowhere"
        if step.complete and words:
            built.add(" ".join(words))
        together = step.several
        items = together.items if together is not None else ()
        texts = {c.text for c in items}
        if together is not None:
            assert texts <= set(POLICY_KINDS), "the menu of several holds cards alone"
            for size in range(1, min(together.most, len(items)) + 1):
                for chosen in combinations(range(len(items)), size):
                    walk([*words, *(items[i].text for i in chosen)], texts)
        for choice in step.choices:
            if choice.text not in texts | picked:
                walk([*words, choice.text], set())

    walk([], set())
    return built


def legal_answers(game: SigismundusGame, state: SigismundusState) -> set[str]:
    """Every answer the rules allow John, found by trying each: pass; ``influence`` with any cards of his
    hand (in the fixed order), then a country or nothing (the markers spread next)."""
    hand = [c for c in state.players[JOHN].hand if game.board.deck_of(c) == "foreign"]
    tried = ["pass"]
    for size in range(len(hand) + 1):
        for cards in sorted(set(combinations_with_replacement(sorted(set(hand), key=POLICY_KINDS.index), size))):
            if all(cards.count(c) <= hand.count(c) for c in cards):
                tried += [" ".join(("influence", *cards, key)) for key in ["", *game.board.country_keys]]
    legal = set()
    for text in (t.strip() for t in tried):
        try:
            game.apply(state, JOHN, text)
        except RulesError:
            continue
        legal.add(text)
    return legal


@pytest.mark.parametrize(
    ("hand", "used", "pact"),
    [
        ([], 0, ""),
        (["negotiations"], 0, "austria"),
        (["mission", "negotiations", "negotiations"], 0, ""),
        (["mission", "negotiations", "negotiations", "pact", "raft"], 7, "sweden"),  # room for two cards only
        (["pact", "pact"], 9, ""),  # one marker left: no card can add one
    ],
)
def test_every_menu_answer_is_legal_and_every_legal_answer_is_on_the_menus(
    sigismundus: SigismundusGame, hand: list[str], used: int, pact: str
) -> None:
    state = foreign_policy(sigismundus, hand, used, pact)
    decision = sigismundus.decisions(state)[0]
    assert decision.key == "foreign.influence" and decision.seats == (JOHN,)
    form = decision.forms[JOHN]
    assert isinstance(form, Steps)
    legal = legal_answers(sigismundus, state)
    built = menu_answers(form)
    assert built <= legal, f"offered but refused: {sorted(built - legal)}"
    assert legal - built == {"influence"}, "every legal answer is offered, but the old one-marker-then-country"


def test_the_cards_are_one_menu_of_several_and_the_country_one_choice(sigismundus: SigismundusGame) -> None:
    """Two Negotiations are two options that read apart; the menu takes as many as the supply has markers
    for; after the cards only the country (or spreading) is left to choose."""
    state = foreign_policy(sigismundus, ["mission", "negotiations", "negotiations"], used=7)
    form = sigismundus.decisions(state)[0].forms[JOHN]
    assert isinstance(form, Steps)
    assert [c.text for c in form.after([]).choices] == ["influence", "pass"], "Pass is offered once"
    assert "pass" not in {p.text for p in form.presets}
    step = form.after(["influence"])
    assert step.several is not None and not step.complete
    assert [c.label_in("en") for c in step.several.items] == [
        "Diplomatic Mission",
        "Negotiations (card 1)",
        "Negotiations (card 2)",
    ]
    assert [c.label_in("pl") for c in step.several.items][1] == "Negocjacje (karta 1)"
    assert step.several.most == 2, "three markers left: one, and two more for cards"
    after = form.after(["influence", "mission", "negotiations"])
    assert after.complete and after.several is None
    assert after.submit is not None
    assert CATALOGUE.label(after.submit, "en") == "Spread the markers over several countries"
    played = play(sigismundus, state, JOHN, "influence mission negotiations muscovy")
    assert played.countries["muscovy"].markers[JOHN] == 3 and played.players[JOHN].hand == ["negotiations"]


def test_influence_alone_from_an_older_game_still_places_one_marker_next(sigismundus: SigismundusGame) -> None:
    state = foreign_policy(sigismundus, [])
    played = play(sigismundus, state, JOHN, "influence")
    decision = sigismundus.decisions(played)[0]
    assert decision.key == "foreign.place" and decision.seats == (JOHN,)
