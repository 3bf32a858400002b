"""Small combinators for :class:`~rules.core.decision.Steps` forms: an answer built word by word.

A *node* maps the words chosen after it to the :class:`Step` that may follow. ``branches`` offers first
words (verbs), ``paths`` walks an enumerated list of word sequences, ``multiset`` picks cards or units in the
fixed order the parser keeps them in (so every walk ends on canonical text), and ``amount`` one number.
Labels are plain texts, names or catalogue sentences (:data:`~rules.sigismundus.names.Label`), so every
choice reads in its reader's language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.core.decision import Step, Steps
from rules.core.numbers import is_count
from rules.sigismundus.actions import order_key
from rules.sigismundus.names import Label, choice

Node = Callable[[Sequence[str]], Step]

MENU = 25
"""The most choices one menu shows (Discord's select menus): a choice among more whole answers is built word by
word instead."""

NOTHING = Step(())
DONE = Step((), complete=True)


def done(words: Sequence[str]) -> Step:
    """The end of an action: nothing may follow."""
    return DONE if not words else NOTHING


def branches(options: Sequence[tuple[str, Label, Node]]) -> Node:
    """One word from ``options`` (word, label, what follows it)."""

    def after(words: Sequence[str]) -> Step:
        if not words:
            return Step(tuple(choice(word, label) for word, label, _ in options))
        for word, _, node in options:
            if words[0] == word:
                return node(words[1:])
        return NOTHING

    return after


def paths(sequences: Sequence[tuple[tuple[str, ...], tuple[Label, ...]]]) -> Node:
    """The walks of an enumerated list of (words, labels) sequences; each sequence is a whole answer."""

    def after(words: Sequence[str]) -> Step:
        prefix = tuple(words)
        n = len(prefix)
        following: dict[str, Label] = {}
        complete = False
        for seq, labels in sequences:
            if seq[:n] != prefix:
                continue
            if len(seq) == n:
                complete = True
            elif seq[n] not in following:
                following[seq[n]] = labels[n] if n < len(labels) else seq[n]
        return Step(tuple(choice(w, label) for w, label in following.items()), complete)

    return after


def multiset(
    items: Sequence[tuple[str, Label, int]],
    allowed: Callable[[list[str]], bool] = lambda chosen: True,
    minimum: int = 0,
) -> Node:
    """Words from ``items`` (word, label, copies available), each at most its copies, in the parser's fixed
    order; ``allowed(chosen)`` vets each addition (e.g. what the player can pay); at least ``minimum``."""
    counts = {word: n for word, _, n in items}
    labels = {word: label for word, label, _ in items}

    def after(words: Sequence[str]) -> Step:
        chosen: list[str] = []
        for word in words:
            if word not in counts or chosen.count(word) >= counts[word]:
                return NOTHING
            if chosen and order_key(word) < order_key(chosen[-1]):
                return NOTHING
            chosen.append(word)
            if not allowed(chosen):
                return NOTHING
        last = order_key(chosen[-1]) if chosen else (-1, -1)
        nxt = [
            choice(word, labels[word])
            for word in counts
            if order_key(word) >= last and chosen.count(word) < counts[word] and allowed([*chosen, word])
        ]
        return Step(tuple(nxt), complete=len(chosen) >= minimum)

    return after


def amount(low: int, high: int, label: Callable[[int], Label] = str) -> Node:
    """One whole number in ``[low, high]``, each labelled by ``label(n)`` (made only when they are offered)."""

    def after(words: Sequence[str]) -> Step:
        if not words:
            return Step(tuple(choice(str(n), label(n)) for n in range(low, high + 1)))
        if len(words) == 1 and is_count(words[0]) and str(int(words[0])) == words[0] and low <= int(words[0]) <= high:
            return DONE
        return NOTHING

    return after


def form(node: Node, hint: str) -> Steps:
    return Steps(after=node, hint=hint)
