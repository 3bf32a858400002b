"""Every Boże Igrzysko decision explains itself: a newcomer's sentence and its /rules topic, what each option
does and costs, one-click presets that are legal now, and few clicks for the common answer; the token and bid
decisions say their forms follow from public facts (so a forced one may be played at once)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rules.boze import BozeGame
from rules.boze.phases.noble_clientele import NobleClientelePhase
from rules.boze.state import BozeState
from rules.boze.topics import TOPIC_KEYS
from rules.core.decision import Amount, Assign, Choice, Decision, Form, Options, Split, Steps
from rules.core.forms import forced_answer, random_answer
from rules.core.messages import CATALOGUE, Msg

from .helpers import at_noble_clientele

LANGS = ("en", "pl")
DETAIL_MAX = 100
"""An option's detail is one short line: it fits a menu option's description (Discord allows 100 characters)."""


def decisions_of(boze: BozeGame, seats: int, seed: int) -> Iterator[tuple[BozeState, Decision, int]]:
    """Every decision of a whole seeded game with random legal answers, with the seat that answers it."""
    pick = random.Random(seed)
    state = boze.new_game(seats, seed).state
    while not state.finished:
        decision = boze.decisions(state)[0]
        seat = pick.choice(decision.waiting_for())
        yield state, decision, seat
        state = boze.apply(state, seat, random_answer(decision.forms[seat], pick.randrange)).state


def words(message: Msg | None, lang: str) -> str:
    assert message is not None
    text = CATALOGUE.format(message, lambda s: f"Seat{s}", lang)
    assert text.strip() and "{" not in text, text
    return text


def choices_of(form: Form) -> list[Choice]:
    """The options a player sees first: a list's choices, a walk's first words, and the presets."""
    if isinstance(form, Options):
        return list(form.choices)
    if isinstance(form, Steps):
        return [*form.after([]).choices, *form.presets]
    if isinstance(form, Assign | Split):
        return list(form.presets)
    return []


def assert_plain_label(choice: Choice, lang: str) -> None:
    """A label is words, never the canonical action text or its syntax."""
    label = choice.label_in(lang)
    assert label and label != choice.text, label
    assert "=" not in label and "`" not in label and ">" not in label, label


@pytest.mark.parametrize(("seats", "seed"), [(3, 2), (4, 3)])
def test_every_decision_explains_itself_and_every_option_says_what_it_does(
    boze: BozeGame, seats: int, seed: int
) -> None:
    seen: set[str] = set()
    for _state, decision, seat in decisions_of(boze, seats, seed):
        seen.add(decision.key)
        assert decision.topic in TOPIC_KEYS, decision.key
        form = decision.forms[seat]
        for lang in LANGS:
            assert len(words(decision.explain, lang)) > 60
            for choice in choices_of(form):
                assert_plain_label(choice, lang)
                assert 0 < len(choice.detail_in(lang)) <= DETAIL_MAX, (decision.key, choice.detail_in(lang))
            if isinstance(form, Assign | Split):
                assert all(0 < len(slot.detail_in(lang)) <= DETAIL_MAX for slot in form.slots), decision.key
            if isinstance(form, Steps):
                first = form.after([]).choices[0]
                for word in form.after([first.text]).choices:
                    assert_plain_label(word, lang)
    assert {"setup.estate", "noble_clientele.tokens", "new_estates.build", "special_actions.action"} <= seen
    assert {"private_armies.recruit", "relief.attack"} <= seen


@pytest.mark.parametrize(("seats", "seed"), [(3, 5), (4, 6)])
def test_every_preset_is_legal_now(boze: BozeGame, seats: int, seed: int) -> None:
    offered = 0
    for state, decision, seat in decisions_of(boze, seats, seed):
        form = decision.forms[seat]
        presets = form.presets if isinstance(form, Assign | Split | Steps) else ()
        assert len({p.text for p in presets}) == len(presets), "no preset offered twice"
        for preset in presets:
            boze.apply(state, seat, preset.text)  # raises if the preset were refused
            offered += 1
    assert offered > 20


def test_the_token_presets_follow_the_estates_and_offer_last_turns_tokens(boze: BozeGame) -> None:
    state = at_noble_clientele(boze, seed=4)
    seat = boze.decisions(state)[0].seats[0]
    form = boze.decisions(state)[0].forms[seat]
    assert isinstance(form, Assign)
    phase = NobleClientelePhase(boze.board)
    ranked = phase.ranked_provinces(state, seat)
    estates, mace = (dict(w.split("=") for w in p.text.split()[1:]) for p in form.presets)
    assert estates["court"] == "0" and mace["court"] == "5"
    assert estates[ranked[0]] == "5", "the most tokens where the seat holds most"
    assert [p.label_in("en") for p in form.presets] == ["Follow my estates (court 0)", "Aim for the mace (court 5)"]
    assert sorted(map(int, estates.values())) == [0, 1, 2, 3, 4, 5], "one of each: the other six are the same"
    state.last_tokens = {seat: {k: int(v) for k, v in mace.items()}}
    again = boze.decisions(state)[0].forms[seat]
    assert isinstance(again, Assign)
    assert again.presets[0].label_in("en") == "Same as last turn" and again.presets[0].text == form.presets[1].text
    assert again.presets[0].label_in("pl") == "Jak w poprzedniej turze"
    assert len(again.presets) == 2, "a layout already offered is not offered twice"


def test_last_turns_tokens_are_kept_from_the_reveal_to_the_next_turn(boze: BozeGame) -> None:
    for state, decision, _ in decisions_of(boze, 3, 8):
        if decision.key == "noble_clientele.tokens" and state.turn == 3:
            assert set(state.last_tokens) == {0, 1, 2}
            for tokens in state.last_tokens.values():
                assert set(tokens) == {"prussia", "lithuania", "ukraine", "little", "great", "court"}
            return
    pytest.fail("no third turn")


def test_a_seats_token_form_does_not_depend_on_anothers_sealed_answer(boze: BozeGame) -> None:
    state = at_noble_clientele(boze, seed=4)
    first = boze.apply(state, 0, "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0").state
    other = boze.apply(state, 0, "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5").state
    for seat in (1, 2):
        one, two = boze.decisions(first)[0].forms[seat], boze.decisions(other)[0].forms[seat]
        assert isinstance(one, Assign) and isinstance(two, Assign)
        assert one == two and one.presets == two.presets
        assert [s.detail_in("en") for s in one.slots] == [s.detail_in("en") for s in two.slots]


def test_the_token_and_bid_decisions_have_public_forms(boze: BozeGame) -> None:
    """Their forms are the seat's hand of tokens and his gold, both on the table for all to see: an only
    answer among them may be played at once without telling anyone anything."""
    state = at_noble_clientele(boze, seed=4)
    decision = boze.decisions(state)[0]
    assert decision.secret and decision.public_forms
    seat = decision.seats[0]
    state.players[seat].tokens = [2] * 6
    forced = forced_answer(boze.decisions(state)[0], seat)
    assert forced == "tokens prussia=2 lithuania=2 ukraine=2 little=2 great=2 court=2"
    court_5 = "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5"
    state = at_noble_clientele(boze, seed=4)
    for seat in (0, 1):
        state = boze.apply(state, seat, court_5).state
    state = boze.apply(state, 2, boze.decisions(state)[0].defaults[2]).state
    bid = boze.decisions(state)[0]
    assert bid.key == "granting_the_mace.bid" and bid.secret and bid.public_forms
    assert all(isinstance(bid.forms[s], Amount) for s in bid.seats)
    assert CATALOGUE.format(bid.explain, str, "en").startswith("You tied for the highest Royal Court token.")


def test_common_answers_take_few_clicks(boze: BozeGame) -> None:
    """One click for a preset or a listed option; a special action's walk is at most three words (a step
    with one choice left is filled in by the table); pass is always a first-level choice."""
    for _state, decision, seat in decisions_of(boze, 3, 10):
        form = decision.forms[seat]
        if not isinstance(form, Steps):
            continue
        root = form.after([])
        assert "pass" in {c.text for c in root.choices}, decision.key
        if decision.key != "special_actions.action":
            continue
        for verb in root.choices:
            if verb.text in ("pass", "colleges"):
                continue
            assert max_clicks(form, [verb.text]) <= 3, verb.text


def max_clicks(form: Steps, words: list[str]) -> int:
    """The most clicks any answer starting with ``words`` takes: one per word chosen from several (a lone
    word that is not yet an answer is filled in), plus a submit when the answer could still grow."""
    clicks = 1
    worst = 0
    stack = [(words, clicks)]
    while stack:
        done, count = stack.pop()
        step = form.after(done)
        if step.complete:
            worst = max(worst, count + (1 if step.choices else 0))
        forced = len(step.choices) == 1 and not step.complete
        stack += [([*done, c.text], count + (0 if forced else 1)) for c in step.choices]
    return worst


def test_a_step_with_one_choice_left_is_left_open_for_the_table_to_fill(boze: BozeGame) -> None:
    """Steward in a province where the seat has one estate: the field is the only next word and the walk is
    not yet an answer, so the table may fill it in; the answer is then complete with nothing more to add."""
    from rules.boze.state import Estate

    from .test_rulebook_phase_eight_special_actions import special

    state = special(boze, dice={"sapieha": {"prussia": 2}}, gold={"sapieha": 10})
    seat = state.houses.index("sapieha")
    state.provinces["prussia"].estates = [Estate(owner=(seat + 1) % 3), Estate(owner=seat)]
    boze.advance(state)
    decision = boze.decisions(state)[0]
    form = decision.forms[seat]
    assert isinstance(form, Steps)
    step = form.after(["steward", "prussia"])
    assert [c.text for c in step.choices] == ["2"] and not step.complete
    assert form.after(["steward", "prussia", "2"]).complete and not form.after(["steward", "prussia", "2"]).choices
    assert max_clicks(form, ["steward"]) == 1, "a click on Steward: Prussia and field 2 are its only words"
