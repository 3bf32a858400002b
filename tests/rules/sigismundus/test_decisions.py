"""What every decision tells a player and how few clicks it takes (issue 10): each option says what it does,
each decision what it means and which ``/rules`` topic explains it; a decision with one legal answer is
played as that answer; the common House marker is one click; nothing said reveals a hand or a sealed answer."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest

from rules.core.decision import Amount, Choice, Decision, Form, Options, Split, Steps
from rules.core.forms import forced_answer, only_answer, random_answer
from rules.core.messages import CATALOGUE
from rules.sigismundus import SigismundusGame
from rules.sigismundus.state import SigismundusState, Units
from rules.sigismundus.topics import TOPIC_KEYS

from .helpers import at_phase, board_after, play

JOHN, MARY, KATE, ANDREW = 0, 1, 2, 3

HAND_DECISIONS = {"special.action", "foreign.influence", "actions.client", "sejm.discard", "ask.wound"}
"""Decisions whose options name cards of the seat's hand: shown to that seat only."""


def positions(game: SigismundusGame, seats: int, seed: int) -> Iterator[tuple[SigismundusState, Decision]]:
    """Every position of a seeded random short game, with the decision answered there."""
    state = game.new_game(seats, seed, {"short": True}).state
    below = random.Random(seed).randrange
    while not state.finished:
        decision = game.decisions(state)[0]
        yield state, decision
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, random_answer(decision.forms[seat], below)).state


def shown(form: Form, depth: int = 2) -> list[Choice]:
    """The options a player is shown: the choices, the presets, a Steps form's first words and the words
    after each of them (down to ``depth``), a Split's slots as choices."""
    if isinstance(form, Options):
        return list(form.choices)
    if isinstance(form, Split):
        return [Choice(s.key, s.label, s.name, s.detail) for s in form.slots] + list(form.presets)
    if isinstance(form, Steps):
        out = list(form.presets)
        level: list[list[str]] = [[]]
        for _ in range(depth):
            following: list[list[str]] = []
            for words in level:
                for c in form.after(words).choices:
                    out.append(c)
                    following.append([*words, c.text])
            level = following[:40]
        return out
    return []


def said(choices: list[Choice], lang: str) -> list[tuple[str, str]]:
    return [(c.label_in(lang), c.detail_in(lang)) for c in choices]


@pytest.mark.parametrize(("seats", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_every_decision_says_what_it_means_and_every_option_what_it_does(
    sigismundus: SigismundusGame, seats: int, seed: int
) -> None:
    keys: set[str] = set()
    for _state, decision in positions(sigismundus, seats, seed):
        keys.add(decision.key)
        assert decision.topic in TOPIC_KEYS, decision.key
        assert decision.explain is not None, decision.key
        for lang in ("en", "pl"):
            text = CATALOGUE.format(decision.explain, str, lang)
            assert len(text) > 40 and "{" not in text, (decision.key, text)
        for seat in decision.waiting_for():
            for lang in ("en", "pl"):
                for label, detail in said(shown(decision.forms[seat]), lang):
                    assert label and "{" not in label + detail and "_" not in label, (decision.key, label)
                    assert len(label) <= 100 and len(detail) <= 100, (decision.key, label, detail)
    assert {"setup.office", "special.action", "foreign.influence", "actions.client", "voting.vote"} <= keys


def test_cards_offices_and_figures_say_what_they_do(sigismundus: SigismundusGame) -> None:
    """Card menus show each card's one-line effect; offices their income and prestige; figures their ability."""
    state = at_phase(sigismundus, "special_actions")
    state.players[JOHN].hand = ["foray", "raft"]
    state.players[MARY].ducats = 7
    sigismundus.advance(state)
    form = sigismundus.decisions(state)[0].forms[JOHN]
    assert isinstance(form, Steps)
    first = {c.text: (c.label_in("en"), c.detail_in("en"), c.detail_in("pl")) for c in form.after([]).choices}
    assert first["raft"] == ("Raft of the Vistula River", "Gain 4 ducats", "Zyskaj 4 dukaty")
    assert first["foray"][1] == "Attack: if you win, take 6 VP from them"
    targets = {c.label: c.detail_in("en") for c in form.after(["foray"]).choices}
    assert any("7 ducats" in detail for detail in targets.values()), "an attack's target shows what it may lose"

    state = at_phase(sigismundus, "actions")
    state.figures_open = ["poet", "secretary"]
    sigismundus.advance(state)
    form = sigismundus.decisions(state)[0].forms[JOHN]
    assert isinstance(form, Steps)
    fields = {c.text: c for c in form.after([]).choices}
    assert fields["economist"].label_in("en") == "Economist" and fields["economist"].detail_in("en") == "Gain 3 ducats"
    figures = {c.text: c.detail_in("en") for c in form.after(["patronage"]).choices}
    assert figures == {"poet": "Gold ribbon: 2 VP at the end of the game", "secretary": "+1 ducat at every Income"}
    offices = {c.text: (c.label_in("en"), c.detail_in("en")) for c in form.after(["vacancy"]).choices}
    assert offices["3"] == (
        "castellanus cracoviensis (3) · income 4",  # a button has no description: the label says what it pays
        "Land office · 1 VP at each Scoring · keeps 1 unit free · comes with infantry",
    )


def test_the_only_starting_office_is_played_by_the_table(sigismundus: SigismundusGame) -> None:
    """Preparing for the Game 13: the last to choose has one office left; the decision is public, so the table
    plays it at once."""
    state = sigismundus.new_game(3, 1).state
    while len(state.setup_order) > 1:
        decision = sigismundus.decisions(state)[0]
        seat = decision.waiting_for()[0]
        assert forced_answer(decision, seat) is None
        state = play(sigismundus, state, seat, decision.defaults[seat])
    decision = sigismundus.decisions(state)[0]
    seat = decision.waiting_for()[0]
    answer = forced_answer(decision, seat)
    assert answer is not None and answer.startswith("office ")
    state = play(sigismundus, state, seat, answer)
    assert state.phase != "setup"


def test_maintaining_the_army_offers_whole_answers_in_words(sigismundus: SigismundusGame) -> None:
    """Maintaining the Army: each answer is a whole one ("Keep the whole army", "Disband the whole army");
    choosing "keep the whole army" keeps every unit (issue 10: "Keep these units" kept nothing)."""
    state = at_phase(sigismundus, "maintaining_the_army")
    state.players[JOHN].units = Units(hussars=1, infantry=1)
    state.players[JOHN].ducats = 3
    sigismundus.advance(state)
    decision = sigismundus.decisions(state)[0]
    form = decision.forms[JOHN]
    assert isinstance(form, Options)
    texts = {c.label_in("en"): (c.text, c.detail_in("en")) for c in form.choices}
    assert texts["Keep the whole army: hussars, infantry"] == ("keep hussars infantry", "Costs 3 ducats")
    assert texts["Disband the whole army"] == ("keep", "Costs nothing; disbands hussars, infantry")
    assert form.choices[0].label_in("pl") == "Utrzymaj całą armię: husaria, piechota"
    kept = board_after(sigismundus.apply(state, JOHN, form.choices[0].text))
    assert kept.players[JOHN].units == Units(hussars=1, infantry=1) and kept.players[JOHN].ducats == 0


def test_an_army_nobody_can_pay_for_is_disbanded_by_the_table(sigismundus: SigismundusGame) -> None:
    """With no ducats and no unit kept free, disbanding is the only answer: the table plays it, and it says
    what it does."""
    state = at_phase(sigismundus, "maintaining_the_army")
    state.players[JOHN].units = Units(hussars=2)
    sigismundus.advance(state)
    decision = sigismundus.decisions(state)[0]
    form = decision.forms[JOHN]
    assert isinstance(form, Options) and [c.label for c in form.choices] == ["Disband the whole army"]
    assert forced_answer(decision, JOHN) == "keep"
    assert play(sigismundus, state, JOHN, "keep").players[JOHN].units == Units()


def test_a_large_army_is_chosen_unit_by_unit_with_whole_answers_in_one_click(sigismundus: SigismundusGame) -> None:
    state = at_phase(sigismundus, "maintaining_the_army")
    state.players[JOHN].units = Units(artillery=2, hussars=3, infantry=3)
    state.players[JOHN].ducats = 30
    sigismundus.advance(state)
    form = sigismundus.decisions(state)[0].forms[JOHN]
    assert isinstance(form, Steps)
    assert [c.text for c in form.presets] == [
        "keep artillery artillery hussars hussars hussars infantry infantry infantry",
        "keep",
    ]
    assert form.presets[0].label_in("en") == "Keep the whole army: 2 × artillery, 3 × hussars, 3 × infantry"


def foreign_policy(game: SigismundusGame, cards: list[str]) -> SigismundusState:
    state = at_phase(game, "foreign_policy")
    state.players[JOHN].hand = list(cards)
    for key in state.countries:
        state.countries[key].crowned = True  # nothing to crown: the House markers come first
    game.advance(state)
    return state


def test_one_house_marker_takes_one_click(sigismundus: SigismundusGame) -> None:
    """Foreign Policy: "each player may put their House markers on one of the Neighbouring Countries" — one
    marker is one click ("1 House marker on Sweden"), or two through the menus (place, then the country); issue
    10 counted seven (every country walked)."""
    state = foreign_policy(sigismundus, [])
    decision = sigismundus.decisions(state)[0]
    form = decision.forms[JOHN]
    assert isinstance(form, Steps)
    presets = {c.text: c.label_in("en") for c in form.presets}
    assert presets["influence sweden"] == "1 House marker on Sweden"
    assert len(presets) == 6, "one marker on each of the six countries (Pass is the tree's own, offered once)"
    assert [c.text for c in form.after(["influence"]).choices] == state.fp_track, "then the country: two clicks"
    after = play(sigismundus, state, JOHN, "influence sweden")
    assert after.countries["sweden"].markers[JOHN] == 1
    assert sigismundus.decisions(after)[0].seats != (JOHN,), "nothing more to place"


def test_cards_add_markers_on_one_country_in_one_answer(sigismundus: SigismundusGame) -> None:
    state = foreign_policy(sigismundus, ["mission", "pact"])
    form = sigismundus.decisions(state)[0].forms[JOHN]
    assert isinstance(form, Steps)
    after_cards = [c.text for c in form.after(["influence", "mission"]).choices]
    assert after_cards[0] == "pact" and after_cards[1:] == state.fp_track
    marker = next(c for c in form.after(["influence"]).choices if c.text == "pact")
    assert marker.detail_in("en") == "Discard for one more House marker"
    after = play(sigismundus, state, JOHN, "influence mission pact muscovy")
    assert after.countries["muscovy"].markers[JOHN] == 3 and after.players[JOHN].hand == []


def test_markers_may_still_be_spread_with_one_click_presets(sigismundus: SigismundusGame) -> None:
    """Naming only the cards leads to the split, as before (old games replay unchanged), now with "All on
    <country>" for each open country."""
    state = foreign_policy(sigismundus, ["pact"])
    state.countries["austria"].pact = True
    state = play(sigismundus, state, JOHN, "influence pact")
    decision = sigismundus.decisions(state)[0]
    form = decision.forms[JOHN]
    assert decision.key == "foreign.place" and isinstance(form, Split)
    labels = {c.label_in("en"): c.text for c in form.presets}
    assert "All on Austria" not in labels and len(labels) == 5
    text = labels["All on Sweden"]
    after = play(sigismundus, state, JOHN, text)
    assert after.countries["sweden"].markers[JOHN] == 2
    spread = play(sigismundus, state, JOHN, "place lithuania=1 sweden=1 muscovy=0 austria=0 ottoman=0 crimea=0")
    assert spread.countries["lithuania"].markers[JOHN] == spread.countries["sweden"].markers[JOHN] == 1


def test_sealed_bids_follow_from_public_facts_and_hand_choices_do_not(sigismundus: SigismundusGame) -> None:
    """Sealed Sejm answers whose forms come from a public purse, votes or army may have a forced answer played
    at once (``public_forms``); choices built from a hand never do."""
    seen: dict[str, bool] = {}
    for seats, seed in ((4, 2), (5, 3)):
        for _, decision in positions(sigismundus, seats, seed):
            seen[decision.key] = decision.public_forms
            if decision.secret:
                assert decision.public_forms, decision.key
            if decision.key in HAND_DECISIONS:
                assert decision.private_choices and not decision.public_forms, decision.key
    assert {"bribery.ducats", "voting.vote", "royal.bid", "act.thumbs"} <= set(seen)


def swap_hands(state: SigismundusState, seat: int) -> SigismundusState:
    """The same table with every seat but ``seat`` holding other cards (as many as before), and other sealed
    answers of the same shape."""
    other = copy.deepcopy(state)
    for s, player in enumerate(other.players):
        if s != seat:
            player.hand = sorted("foray" if card != "foray" else "raft" for card in player.hand)
    for s, answer in list(other.pending.items()):
        if s != seat:
            verb, _, amount = answer.partition(" ")
            other.pending[s] = f"{verb} 0" if amount.isdigit() and amount != "0" else answer
    return other


def test_no_option_reveals_another_seats_hand_or_sealed_answer(sigismundus: SigismundusGame) -> None:
    """What a seat is offered, and what it is told a decision means, is the same whatever the others hold in
    hand or have sealed."""
    checked = 0
    for state, decision in positions(sigismundus, 4, 5):
        for seat in decision.waiting_for():
            twin = next(d for d in sigismundus.decisions(swap_hands(state, seat)) if d.key == decision.key)
            for lang in ("en", "pl"):
                assert said(shown(decision.forms[seat]), lang) == said(shown(twin.forms[seat]), lang), decision.key
                assert decision.explain is not None and twin.explain is not None
                assert CATALOGUE.format(decision.explain, str, lang) == CATALOGUE.format(twin.explain, str, lang)
            checked += 1
    assert checked > 150


def test_no_decision_is_left_open_with_one_answer_the_table_may_play(sigismundus: SigismundusGame) -> None:
    """Whenever a form has exactly one answer and the decision may be played by the table, that answer is the
    form's own only answer (never "nothing" dressed as something else)."""
    forced = 0
    for seats, seed in ((3, 7), (5, 8)):
        for _state, decision in positions(sigismundus, seats, seed):
            for seat in decision.waiting_for():
                answer = forced_answer(decision, seat)
                if answer is None:
                    continue
                forced += 1
                assert answer == only_answer(decision.forms[seat])
                form = decision.forms[seat]
                if isinstance(form, Options):
                    assert form.choices[0].text == answer
                elif isinstance(form, Amount):
                    assert form.low == form.high
    assert forced > 0


def test_every_preset_is_legal_when_offered(sigismundus: SigismundusGame) -> None:
    """A one-click answer is always one the rules accept now (issue 10: "a preset that no longer fits is not
    offered")."""
    tried = set()
    for state, decision in positions(sigismundus, 4, 9):
        for seat in decision.waiting_for():
            form = decision.forms[seat]
            presets = form.presets if isinstance(form, Steps | Split) else ()
            for preset in presets:
                sigismundus.apply(state, seat, preset.text)
                tried.add(decision.key)
    assert {"foreign.influence", "sejm.discard"} <= tried
