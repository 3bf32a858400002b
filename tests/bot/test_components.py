"""Components built from forms: custom ids within Discord's limits, wizards that decode back."""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.components import (
    Ref,
    allocation_modal,
    build_view,
    decode,
    decode_path,
    encode,
    encode_path,
    menu_option,
    modal_answer,
    modal_slots,
    presets_of,
    several,
    steps_words,
)
from bot.words.text import answer_label, fit, split_message
from rules.core.decision import Amount, Assign, Choice, Options, Slot, Split, Step, Steps
from rules.core.forms import fill_forced, random_answer, suggest, walk, whole_answers

PROVINCES = ("prussia", "lithuania", "ukraine", "little", "great")


def tree(words: Sequence[str]) -> Step:
    """A small Steps form: `move <from>><to> [<from>><to>]` or `gdansk` or `pass`."""
    if not words:
        return Step(tuple(Choice(w, w.capitalize()) for w in ("move", "gdansk", "pass")))
    if words[0] in ("gdansk", "pass"):
        return Step((), complete=True)
    moves = tuple(Choice(f"{a}>{b}", f"{a} → {b}") for a in PROVINCES for b in PROVINCES if a != b)
    if len(words) == 1:
        return Step(moves)
    if len(words) == 2:
        return Step(moves, complete=True)
    return Step((), complete=True)


STEPS = Steps(tree, hint="a special action")


def ids(view) -> list[str]:
    return [item.custom_id for item in view.children]


def test_custom_ids_fit_discords_limit_for_every_form() -> None:
    forms = [
        Options(tuple(Choice(f"estate p{i}", f"P{i}") for i in range(40))),
        Amount("bid", 0, 60),
        Amount("bid", 0, 20),
        Assign("tokens", tuple(Slot(p, p) for p in (*PROVINCES, "court")), (0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5)),
        Split("dice", tuple(Slot(p, p) for p in PROVINCES), (5, 4, 3, 2, 1), 9),
        STEPS,
    ]
    for form in forms:
        view = build_view(123456789, 98765, form)
        assert 1 <= len(view.children) <= 25
        assert all(len(custom_id) <= 100 for custom_id in ids(view))
    deep = build_view(123456789, 98765, STEPS, [0, 19, 19])
    assert all(len(custom_id) <= 100 for custom_id in ids(deep))


def test_paths_and_partials_round_trip() -> None:
    assert decode(encode([0, 5, 12, 35])) == [0, 5, 12, 35]
    assert decode_path(encode_path([0, 37, 1295])) == [0, 37, 1295]
    assert steps_words(STEPS, [0, 1, 3]) == ["move", "prussia>ukraine", "prussia>great"]
    assert steps_words(STEPS, [1, 3]) is None, "a path the tree no longer has"


def kinds(view) -> list[str]:
    return [item.custom_id.split(":")[4] for item in view.children]


def labels(view) -> list[str | None]:
    return [getattr(item.item, "label", None) for item in view.children]


def test_steps_wizard_one_word_answers_are_buttons_and_submit_only_when_complete() -> None:
    first = build_view(1, 1, STEPS)
    assert set(labels(first)[:2]) == {"Gdansk", "Pass"}
    menu = next(i for i in first.children if type(i).__name__ == "DecisionSelect")
    options = [(o.label, o.value) for o in menu.item.options]
    assert options and all(label.startswith("Move · ") and value.startswith("0.") for label, value in options), (
        "a word that cannot end the answer comes with the next one: a click less"
    )
    assert "ts" not in kinds(first), "nothing to submit yet"
    assert kinds(first)[-2:] == ["f", "h"], "the full board and the help, one click away"
    move = build_view(1, 1, STEPS, [0])
    assert "t" in kinds(move) and "ts" not in kinds(move) and "Start over" in labels(move)
    one_move = build_view(1, 1, STEPS, [0, 2])
    assert "Submit" in labels(one_move) and "Start over" in labels(one_move)
    assert len([i for i in one_move.children if type(i).__name__ == "DecisionSelect"]) == 1


def test_forced_words_are_filled_in_and_a_set_of_words_is_one_menu_of_several() -> None:
    """A word that is the only one possible is not asked for; the dice to re-roll are one menu where
    several may be chosen, and a whole answer is sent without another Submit."""

    def tree(words: Sequence[str]) -> Step:
        if not words:
            return Step((Choice("reroll", "Re-roll"), Choice("done", "Done")))
        if words[0] == "done":
            return Step((), complete=True)
        if len(words) == 1:
            return Step((Choice("dice", "Dice…"),))
        dice = [f"n{i}" for i in range(1, 5)]
        chosen = words[2:]
        later = [d for d in dice if not chosen or dice.index(d) > dice.index(chosen[-1])]
        return Step(tuple(Choice(d, d.upper()) for d in later), complete=bool(chosen))

    form = Steps(tree)
    assert fill_forced(form, ["reroll"]) == ["reroll", "dice"]
    assert [c.text for c in several(form, ["reroll", "dice"]) or ()] == ["n1", "n2", "n3", "n4"]
    assert several(form, []) is None, "re-roll and done are one answer or the other, not a set"
    view = build_view(1, 1, form, [0])
    (menu,) = [item.item for item in view.children if type(item).__name__ == "DecisionSelect"]
    assert menu.max_values == 4 and [o.label for o in menu.options] == ["N1", "N2", "N3", "N4"]
    assert "Done" in labels(build_view(1, 1, form)), "done is a button of its own"


def test_presets_come_first_and_one_that_no_longer_fits_is_not_offered() -> None:
    slots = tuple(Slot(p, p.capitalize()) for p in PROVINCES[:3])
    form = Split(
        "dice", slots, (2, 2, 2), 3,
        presets=(Choice("dice prussia=1 lithuania=1 ukraine=1", "Spread evenly"),
                 Choice("dice prussia=3 lithuania=0 ukraine=0", "All on Prussia")),
    )  # fmt: skip
    assert [p.label for p in presets_of(form)] == ["Spread evenly"], "three dice cannot go to a province of two"
    view = build_view(1, 1, form)
    assert labels(view)[0] == "Spread evenly" and kinds(view)[0] == "x"


def test_a_small_answer_space_is_offered_whole() -> None:
    slots = tuple(Slot(p, p.capitalize()) for p in PROVINCES[:3])
    one = Split("place", slots, (1, 1, 0), 1)
    view = build_view(1, 1, one)
    assert kinds(view)[:2] == ["k", "k"] and labels(view)[:2] == ["Lithuania", "Prussia"], "one click, in words"
    assert whole_answers(one) == ["place prussia=0 lithuania=1 ukraine=0", "place prussia=1 lithuania=0 ukraine=0"]
    wide = Split("dice", tuple(Slot(p, p) for p in PROVINCES), (5, 5, 5, 5, 5), 9)
    assert whole_answers(wide) is None, "too many answers to list"


def test_a_large_wizard_is_known_too_large_after_a_few_steps() -> None:
    """Whole answers of a wizard: 24 listed when that is all there is; a wizard of 20 × 20 answers is given up
    after a handful of steps, not after the walk's whole budget (each step of a Niepodległa proposal builds
    its menu's labels: milliseconds on the event loop, at every dashboard update)."""
    walked: list[tuple[str, ...]] = []

    def grid(width: int) -> Steps:
        def after(words: Sequence[str]) -> Step:
            walked.append(tuple(words))
            if len(words) < 2:
                return Step(tuple(Choice(f"{chr(97 + len(words))}{n}", f"{n}") for n in range(width)))
            return Step((), complete=len(words) == 2)

        return Steps(after)

    small = whole_answers(grid(4))
    assert small is not None and len(small) == 16 and small[:2] == ["a0 b0", "a0 b1"]
    walked.clear()
    assert whole_answers(grid(20)) is None, "400 answers are not offered whole"
    assert len(walked) <= 3, f"the walk stopped once 25 answers were certain, not after {len(walked)} steps"


def test_an_allocation_of_six_places_is_one_modal() -> None:
    """Six places, five inputs: a split's sixth gets what is left; an assignment with items to spare has
    its sixth chosen on the prompt first, and the modal opens with it."""
    places = tuple(Slot(p, p.capitalize()) for p in (*PROVINCES, "court"))
    split = Split("dice", places, (3, 3, 3, 3, 3, 3), 9)
    assert modal_slots(split) == (5, "rest")
    picked = {f"v{i}": [v] for i, v in enumerate(["3", "0", "2", "1", "1"])}
    assert modal_answer(split, picked) == (
        "dice prussia=3 lithuania=0 ukraine=2 little=1 great=1 court=2",
        {"prussia": 3, "lithuania": 0, "ukraine": 2, "little": 1, "great": 1, "court": 2},
    )
    tokens = Assign("tokens", places, (0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5))
    assert modal_slots(tokens) == (5, "first")
    (first,) = [item.item for item in build_view(1, 1, tokens).children if type(item).__name__ == "DecisionSelect"]
    assert first.placeholder.startswith("First, Court") and [o.value for o in first.options] == list("012345")
    modal = allocation_modal(Ref(1, 1, "w", encode([5])), tokens, {"prussia": 4}, "en")
    assert modal is not None and modal.custom_id == "mz:m:1:1:a:5" and len(modal.children) == 5
    picked = {f"v{i}": [v] for i, v in enumerate(["4", "0", "3", "1", "2"])}
    assert modal_answer(tokens, picked, "5")[0] == "tokens prussia=4 lithuania=0 ukraine=3 little=1 great=2 court=5"
    assert modal_answer(tokens, {"v0": []}, "5") is None, "an empty menu is not an answer"


def test_steps_autocomplete_and_walk() -> None:
    assert [c.text for c in suggest(STEPS, "mo")] == ["move"]
    hits = [c.text for c in suggest(STEPS, "move prussia>u")]
    assert hits == ["move prussia>ukraine"]
    after_one = [c.text for c in suggest(STEPS, "move prussia>ukraine")]
    assert after_one[0] == "move prussia>ukraine" and "move prussia>ukraine great>little" in after_one
    assert walk(STEPS, "move prussia>ukraine") is not None
    assert walk(STEPS, "move atlantis>ukraine") is None


def test_random_steps_answers_walk_to_a_complete_action() -> None:
    import random

    picker = random.Random(3)
    for _ in range(100):
        text = random_answer(STEPS, picker.randrange)
        step = walk(STEPS, text)
        assert step is not None and step.complete


def test_an_amount_menu_counts_in_the_readers_language() -> None:
    """Numbers agree with their noun ("1 vote", "2 votes"; "1 głos", "2 głosy", "5 głosów"), and a Polish
    reader's menu does not speak the English command word. The units are Sigismundus's (votes, ducats) and
    Boże's (zł): their catalogues name them."""
    import rules.boze.messages
    import rules.sigismundus.messages  # noqa: F401

    votes = Amount("vote", 0, 5, "votes")
    english = build_view(1, 1, votes, lang="en").children[0].item
    assert [o.label for o in english.options] == ["0 votes", "1 vote", "2 votes", "3 votes", "4 votes", "5 votes"]
    polish = build_view(1, 1, votes, lang="pl").children[0].item
    assert [o.label for o in polish.options] == ["0 głosów", "1 głos", "2 głosy", "3 głosy", "4 głosy", "5 głosów"]
    assert "vote" not in (polish.placeholder or "").lower()
    ducats = build_view(1, 1, Amount("offer", 0, 2, "ducats"), lang="pl").children[0].item
    assert [o.label for o in ducats.options] == ["0 dukatów", "1 dukat", "2 dukaty"]
    wide = build_view(1, 1, Amount("bid", 0, 40, "zł"), lang="pl").children[0].item
    assert "bid" not in wide.label.lower()


def test_long_labels_are_never_cut_into_lookalikes() -> None:
    """A choice whose label is longer than a button allows goes in a menu, and a menu label too long for
    Discord keeps its end in the option's description; a long Submit label shows the plain word."""
    start = "Wojna polsko-bolszewicka +1, Powstania wielkopolskie i śląskie +1, "
    tails = ["Budowa administracji państwowej +1", "Konferencja pokojowa w Paryżu +1"]
    long = [Choice(f"propose {i}", start + tail) for i, tail in enumerate(tails)]
    view = build_view(1, 1, Options((Choice("accept", "Accept"), *long)))
    (menu,) = [item.item for item in view.children if type(item).__name__ == "DecisionSelect"]
    assert menu.type.value == 3, "a menu, not buttons cut at 80 characters"
    for option in menu.options:
        assert len(option.label) <= 100 and (option.description is None or len(option.description) <= 100)
        shown = option.label.rstrip("…") + (option.description or "").lstrip("…")
        assert shown.endswith("+1") or option.label == "Accept", shown

    def words(done: Sequence[str]) -> Step:
        if len(done) < 12:
            return Step((Choice(f"word{len(done)}=value", f"Word {len(done)}"), Choice(f"other{len(done)}", "O")))
        return Step((), complete=True)

    path = [0] * 11
    built = labels(build_view(1, 1, Steps(words), path))
    assert all(label is None or len(label) <= 80 for label in built)


def test_a_long_menu_label_is_cut_between_words_and_goes_on_in_its_description() -> None:
    """A label longer than a menu option allows ends between two items of its list (or else two words), never
    inside a word ("(diplomac… — …y)"), and its description goes on with the rest, then the option's detail."""
    label = "Re-roll · neutral die 12 (two diplomacy) · neutral die 13 (two people) · Paderewski's die (two diplomacy)"
    option = menu_option(label, "0", "the black die rolls too")
    assert option.label == "Re-roll · neutral die 12 (two diplomacy) · neutral die 13 (two people)…"
    assert option.description == "…Paderewski's die (two diplomacy) — the black die rolls too"
    prose = "a label of many words without any list in it, " * 2 + "so it must be cut between two of its words"
    option = menu_option(prose.replace(",", ""), "1")
    head, tail = option.label.removesuffix("…"), (option.description or "").removeprefix("…")
    assert len(option.label) <= 100 and f"{head} {tail}" == prose.replace(",", ""), "cut at a space, nothing lost"
    short = menu_option("Done", "2", "keep your dice")
    assert (short.label, short.description) == ("Done", "keep your dice")


def test_messages_are_split_between_lines_and_never_cut_mid_word_unsaid() -> None:
    text = "\n".join(f"line {i}: " + "word " * 30 for i in range(100))
    parts = split_message(text)
    assert len(parts) > 1 and all(len(p) <= 2000 for p in parts)
    assert "\n".join(parts) == text, "split between lines, nothing lost"
    long_line = "a " * 1500
    pieces = split_message(long_line)
    assert all(len(p) <= 2000 for p in pieces) and pieces[0].endswith("…") and pieces[1].startswith("…")
    assert fit(text).endswith("lines not shown)") and len(fit(text)) <= 2000
    assert fit("short") == "short"


def test_answers_read_in_words() -> None:
    slots = tuple(Slot(p, p.capitalize()) for p in PROVINCES[:2])
    assert answer_label(Assign("tokens", slots, (3, 1)), "tokens prussia=3 lithuania=1") == "Prussia 3, Lithuania 1"
    assert answer_label(Amount("bid", 0, 9, "zł"), "bid 4") == "4 zł"
    assert answer_label(Options((Choice("pass", "Pass"),)), "pass") == "Pass"
    assert answer_label(STEPS, "move prussia>ukraine") == "Move · prussia → ukraine"
    assert answer_label(Split("place", slots, (1, 1), 1), "place prussia=0 lithuania=1") == "Lithuania"
