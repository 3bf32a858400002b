"""What the table's voice needs from Niepodległa (issue 10): every decision says what it means and which
``/rules`` topic explains it; every option reads as words in both languages and says what it does; a joint
proposal takes one click (a suggested division) and a few when built by hand; the only legal answer of a
decision is one the table can play."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from rules.core.decision import Choice, Decision, Options, Steps
from rules.core.forms import fill_forced, fits, forced_answer, only_answer, random_answer
from rules.core.messages import CATALOGUE, msg
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState, TableCard
from rules.niepodlegla.topics import TOPIC_KEYS

from .helpers import new
from .test_playouts import rig_final

SYNTAX = ("=", "`", "propose ", "(placeholder)", "(nazwa zastępcza)")
"""What a label or a detail must not show: command syntax, placeholder marks."""


def decisions_of_random_games(game: NiepodleglaGame, version: str, seeds: int = 1) -> Iterator[Decision]:
    """Every decision met in seeded random games of ``version`` (2–4 players, final rounds included)."""
    for seats in (2, 3, 4):
        for seed in range(seeds):
            picker = random.Random(seed)
            state = game.new_game(seats, 500 + seed, {"version": version, "challenges": True}).state
            for _ in range(5000):
                if state.finished:
                    break
                state = rig_final(state)
                decision = game.decisions(state)[0]
                yield decision
                seat = picker.choice(decision.waiting_for())
                state = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state


def first_choices(decision: Decision, seat: int) -> Sequence[Choice]:
    form = decision.forms[seat]
    if isinstance(form, Options):
        return form.choices
    if isinstance(form, Steps):
        words: list[str] = []
        out: list[Choice] = list(form.presets)
        for _ in range(3):  # the first steps, with the forced ones followed
            step = form.after(words)
            out += step.choices
            if len(step.choices) != 1:
                break
            words.append(step.choices[0].text)
        return out
    return ()


def say(param: object, lang: str) -> str:
    return CATALOGUE.format(msg("core.label", label=param), str, lang)  # type: ignore[arg-type]


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_every_decision_explains_itself_and_names_its_rules_topic(game: NiepodleglaGame, version: str) -> None:
    seen: set[str] = set()
    for decision in decisions_of_random_games(game, version):
        kind = decision.key.rsplit(".", 1)[0] if decision.key.startswith("joint.") else decision.key
        seen.add(kind)
        assert decision.explain is not None, decision.key
        assert decision.topic in TOPIC_KEYS, (decision.key, decision.topic)
        for lang in ("en", "pl"):
            text = CATALOGUE.format(decision.explain, str, lang)
            assert len(text) > 40 and "{" not in text, (decision.key, lang, text)
    assert {"joint.propose", "joint.respond", "struggle.act"} <= seen


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_every_option_reads_as_words_in_both_languages(game: NiepodleglaGame, version: str) -> None:
    details = 0
    for decision in decisions_of_random_games(game, version):
        seat = decision.waiting_for()[0]
        for choice in first_choices(decision, seat):
            for lang in ("en", "pl"):
                label = choice.label_in(lang)
                assert label and not any(mark in label for mark in SYNTAX), (decision.key, lang, label)
                detail = choice.detail_in(lang)
                assert not any(mark in detail for mark in SYNTAX), (decision.key, lang, detail)
            details += bool(choice.detail)
    assert details, "options say what they do"


def walk(form: Steps, pick: int) -> tuple[str, int, int]:
    """Walk a form taking choice ``pick`` (modulo) at every step: the text, the clicks (steps with more than
    one choice: the table fills a forced step) and the largest menu."""
    words: list[str] = []
    clicks = largest = 0
    while True:
        step = form.after(words)
        if not step.choices:
            assert step.complete
            return " ".join(words), clicks, largest
        largest = max(largest, len(step.choices))
        clicks += len(step.choices) > 1
        words.append(step.choices[pick % len(step.choices)].text)


@pytest.mark.parametrize(
    ("version", "seats", "most"),
    [("basic", 2, 2), ("basic", 3, 3), ("basic", 4, 3), ("advanced", 2, 4), ("advanced", 3, 5)],
)
def test_a_proposal_of_missions_and_dice_takes_few_clicks(
    game: NiepodleglaGame, version: str, seats: int, most: int
) -> None:
    """Issue 10: a joint proposal took 12 clicks (a menu per mission, per player's dice, and words between).
    Now a suggested division is one click, and one built by hand takes at most ``most`` (menus of at most 25
    choices; steps with one choice are filled in). Every path is a legal proposal."""
    state = new(game, seats, version)
    decision = game.decisions(state)[0]
    form = decision.forms[0]
    assert isinstance(form, Steps)
    assert form.presets, "a suggested division is offered"
    for preset in form.presets:
        assert preset.label_in("en").startswith("Suggested")
        game.apply(state, 0, preset.text)
    for pick in range(6):
        text, clicks, largest = walk(form, pick)
        assert clicks <= most and largest <= 25, (pick, clicks, largest)
        game.apply(state, 0, text)


@pytest.mark.parametrize(
    ("version", "seats", "menus"), [("basic", 2, 1), ("basic", 3, 2), ("basic", 4, 2), ("advanced", 3, 2)]
)
def test_a_step_said_to_lead_onward_has_no_choice_that_ends_the_proposal(
    game: NiepodleglaGame, version: str, seats: int, menus: int
) -> None:
    """``Step.onward`` lets the Discord layer skip walking each choice's next step to find the one-click answers
    (issue 12: a proposal's first menu walked 25 next menus of 25 labels each). It must be true: no choice of
    such a step, with the forced words after it, is a whole proposal; and the missions' menus but the last are
    marked (after the last, the dice may all be forced); two players divide the missions in one menu."""
    state = new(game, seats, version)
    form = game.decisions(state)[0].forms[0]
    assert isinstance(form, Steps)
    marked = 0
    for pick in range(8):
        words: list[str] = []
        while True:
            step = form.after(words)
            if step.onward:
                marked += 1
                for choice in step.choices:
                    done = fill_forced(form, [*words, choice.text])
                    after = form.after(done)
                    assert not (after.complete and not after.choices), (words, choice.text)
            if not step.choices:
                break
            words.append(step.choices[(pick * 7 + len(words)) % len(step.choices)].text)
    assert (marked > 0) == (menus > 1), "a menu of missions with more missions after it is marked"


@pytest.mark.parametrize(("version", "seats"), [("basic", 2), ("basic", 4), ("advanced", 3)])
def test_presets_said_to_walk_are_whole_answers_of_their_tree(game: NiepodleglaGame, version: str, seats: int) -> None:
    """``Steps.presets_walk`` lets the Discord layer offer a proposal's suggested divisions without walking each
    through the wizard (issue 12: the walk built a menu of labels at every word). It must be true over whole
    seeded games: each preset walks to a whole answer, and the game takes it."""
    rng = random.Random(seats)
    state = new(game, seats, version)
    checked = 0
    for _ in range(400):
        if state.finished:
            break
        decision = game.decisions(state)[0]
        for seat in decision.waiting_for():
            form = decision.forms[seat]
            if isinstance(form, Steps) and form.presets_walk:
                for preset in form.presets:
                    assert fits(form, preset.text), preset.text
                    game.apply(state, seat, preset.text)
                    checked += 1
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, random_answer(decision.forms[seat], rng.randrange)).state
    assert checked > 0


def test_the_two_player_division_is_one_menu_read_player_by_player(game: NiepodleglaGame) -> None:
    state = new(game, 2, "basic", roles=["pilsudski", "dmowski"])
    form = game.decisions(state)[0].forms[0]
    assert isinstance(form, Steps)
    step = form.after(["propose", "missions"])
    assert len(step.choices) == 20, "three of the six missions for Piłsudski, the rest for Dmowski"
    label = step.choices[0].label_in("en")
    assert label.startswith("Piłsudski: ") and " · Dmowski: " in label
    assert step.choices[0].detail_in("pl") == "symbole do wyrzucenia: Piłsudski 6, Dmowski 6"
    dice = form.after(["propose", "missions", step.choices[0].text, "dice"])
    assert [c.label_in("en") for c in dice.choices] == [
        f"Neutral dice: Piłsudski {n}, Dmowski {6 - n}" for n in range(1, 6)
    ]


def test_a_proposal_typed_word_by_word_is_still_followed(game: NiepodleglaGame) -> None:
    """The menus offer several missions at a time; a player typing one mission at a time is followed too."""
    state = new(game, 3, "basic")
    decision = game.decisions(state)[0]
    form = decision.forms[0]
    assert isinstance(form, Steps)
    text = decision.defaults[0]
    words = text.split()
    for n in range(1, len(words)):
        step = form.after(words[:n])
        assert words[n] in {c.text for c in step.choices} or any(c.text.startswith(words[n]) for c in step.choices)
    assert form.after(words).complete


def test_a_suggested_division_follows_the_figures(game: NiepodleglaGame) -> None:
    """Selecting Missions: "Józef Piłsudski specialises in missions that require armed action and/or influence
    over the people, while Ignacy Paderewski specialises in diplomacy and in organising financial resources"."""
    state = new(game, 2, "basic", roles=["pilsudski", "paderewski"])
    board = game.board
    state.table = [TableCard(key=k) for k in ("b08", "b12", "b14", "b09", "b11", "b10")]
    assert board.basic_card("b12").needs == ("armed", "armed")
    assert board.basic_card("b08").needs == ("diplomacy", "diplomacy")
    form = game.decisions(state)[0].forms[0]
    assert isinstance(form, Steps)
    suggested = form.presets[0].text
    assert "b12=pilsudski" in suggested and "b08=paderewski" in suggested, suggested
    game.apply(state, 0, suggested)


def test_the_struggle_stays_one_decision_until_it_ends(game: NiepodleglaGame) -> None:
    """The same struggle is one decision (one key) however many re-rolls it takes, so a surface can tell that the
    decision it prompted for is still open and not prompt again."""
    state = _struggling(game, game.new_game(2, 3, {"version": "basic"}).state)
    keys = set()
    for _ in range(3):
        decision = game.decisions(state)[0]
        keys.add(decision.key)
        seat = decision.waiting_for()[0]
        dice = [d.id for d in state.dice if d.holder == seat]
        state = game.apply(state, seat, "reroll " + dice[0]).state
        if not state.struggling:
            break
    assert keys == {"struggle.act"}


def test_a_decision_with_one_legal_answer_is_one_the_table_may_play(game: NiepodleglaGame) -> None:
    """A player left with no dice and too little morale to be handed one can only say he is done: the table
    plays it (everything in Niepodległa is open, so playing it reveals nothing)."""
    state = game.new_game(2, 3, {"version": "basic"}).state
    state = _struggling(game, state)
    state.dice = [d for d in state.dice if d.holder == 0]
    state.morale = 1
    decision = game.decisions(state)[0]
    assert only_answer(decision.forms[1]) == "done"
    assert forced_answer(decision, 1) == "done"
    assert forced_answer(decision, 0) is None, "seat 0 still has dice to re-roll"


def _struggling(game: NiepodleglaGame, state: NiepodleglaState) -> NiepodleglaState:
    for _ in range(50):
        if state.struggling:
            return state
        decision = game.decisions(state)[0]
        seat = decision.waiting_for()[0]
        state = game.apply(state, seat, decision.defaults[seat]).state
    raise AssertionError("no struggle")


def test_a_kept_division_menu_is_the_one_of_its_own_table(game: NiepodleglaGame) -> None:
    """The division menus are kept between states (building their labels is most of a proposal's cost): the
    same menu comes back for the same missions and figures, and another table or other figures get their own."""
    state = new(game, 2, "basic", roles=["pilsudski", "dmowski"])
    first = game.decisions(state)[0].forms[0]
    assert isinstance(first, Steps)
    menu = first.after(["propose", "missions"]).choices
    again = game.decisions(new(game, 2, "basic", roles=["pilsudski", "dmowski"]))[0].forms[0]
    assert isinstance(again, Steps)
    assert again.after(["propose", "missions"]).choices == menu
    other = new(game, 2, "basic", roles=["pilsudski", "paderewski"])
    form = game.decisions(other)[0].forms[0]
    assert isinstance(form, Steps)
    labels = [c.label_in("en") for c in form.after(["propose", "missions"]).choices]
    assert all("Dmowski" not in label for label in labels) and any("Paderewski" in label for label in labels)
    other.table = list(reversed(other.table))
    form = game.decisions(other)[0].forms[0]
    assert isinstance(form, Steps)
    texts = [c.text for c in form.after(["propose", "missions"]).choices]
    assert texts[0].split()[0].partition("=")[0] == other.table[0].key, "the missions in the new table order"
