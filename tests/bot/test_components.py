"""Components built from forms: custom ids within Discord's limits, wizards that decode back."""

from __future__ import annotations

from collections.abc import Sequence

from bot.components import (
    build_view,
    decode,
    decode_path,
    encode,
    encode_path,
    steps_words,
)
from rules.core.decision import Amount, Assign, Choice, Options, Slot, Split, Step, Steps
from rules.core.forms import random_answer, suggest, walk

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


def test_steps_wizard_offers_submit_only_when_complete() -> None:
    first = build_view(1, 1, STEPS)
    assert [type(i).__name__ for i in first.children] == ["DecisionSelect"]
    one_move = build_view(1, 1, STEPS, [0, 2])
    labels = [getattr(i.item, "label", None) for i in one_move.children]
    assert "Submit: move prussia>little" in labels and "Start over" in labels
    assert len([i for i in one_move.children if type(i).__name__ == "DecisionSelect"]) == 1


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
    reader's menu does not speak the English command word."""
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
    (menu,) = [item.item for item in view.children]
    assert menu.type.value == 3, "a menu, not buttons cut at 80 characters"
    for option in menu.options:
        assert len(option.label) <= 100 and (option.description is None or len(option.description) <= 100)
        shown = option.label.rstrip("…") + (option.description or "").lstrip("…")
        assert shown.endswith("+1") or option.label == "Accept", shown

    def words(done: Sequence[str]) -> Step:
        if len(done) < 12:
            return Step((Choice(f"word{len(done)}=value", f"Word {len(done)}"),))
        return Step((), complete=True)

    path = [0] * 12
    labels = [getattr(item.item, "label", None) for item in build_view(1, 1, Steps(words), path).children]
    assert all(label is None or len(label) <= 80 for label in labels)
    assert "Submit" in labels
