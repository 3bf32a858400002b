"""Matching the symbols on the dice (and tokens) to the symbols the missions require.

Using Dice and Symbols: "Each die (and the result visible on it) may be used at this stage only
once. A player may complete only those missions which they marked with their pawns ... If a die
shows more than one symbol, the player may split the symbols between the missions of one player."
Dice Symbols: "A portrait on a figure die replaces one symbol of the player's choice." The final
rounds add joint missions, to which every player may add dice and "split the symbols of one die
between a mission carried out jointly and your own private mission".

So each symbol on a die is one unit that can go to one requirement: a unit of a symbol to a
requirement of the same symbol, a portrait to any requirement, always to a mission of the die's
holder or a joint one. Whether a set of missions can be completed is a small maximum flow from the
players' units to the missions' requirements. Activist tokens count like a die face with their
symbol; they are added after the dice, so a completion uses as few tokens as it can (each used
token is turned over).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from rules.niepodlegla.board import PORTRAIT, SYMBOLS

WILD = len(SYMBOLS)
"""Index of the portrait among a seat's units."""


def need_of(symbols: Iterable[str]) -> tuple[int, ...]:
    """How many of each symbol a mission requires."""
    counts = [0] * len(SYMBOLS)
    for s in symbols:
        counts[SYMBOLS.index(s)] += 1
    return tuple(counts)


@dataclass
class Units:
    """What one seat brings: symbol units on its dice (the last entry counts portraits) and, by
    symbol, the keys of its active activist tokens."""

    dice: list[int] = field(default_factory=lambda: [0] * (len(SYMBOLS) + 1))
    tokens: list[list[str]] = field(default_factory=lambda: [[] for _ in SYMBOLS])

    def add_face(self, face: Sequence[str]) -> None:
        for symbol in face:
            self.dice[WILD if symbol == PORTRAIT else SYMBOLS.index(symbol)] += 1

    def add_token(self, key: str, symbol: str) -> None:
        self.tokens[SYMBOLS.index(symbol)].append(key)


@dataclass(frozen=True)
class Need:
    """A mission to complete: its key, the symbols it requires, and the seats whose units may go to it."""

    key: str
    need: tuple[int, ...]
    seats: tuple[int, ...]


@dataclass
class Flow:
    """The outcome of a match: the units matched, and the tokens it had to use, by key."""

    matched: int
    total: int
    tokens: list[str]

    @property
    def complete(self) -> bool:
        return self.matched == self.total

    @property
    def missing(self) -> int:
        return self.total - self.matched


class _Graph:
    """A tiny maximum-flow graph (Edmonds–Karp); capacities are small integers."""

    def __init__(self) -> None:
        self.cap: dict[int, dict[int, int]] = {}

    def edge(self, a: int, b: int, c: int) -> None:
        if c <= 0:
            return
        self.cap.setdefault(a, {})
        self.cap.setdefault(b, {})
        self.cap[a][b] = self.cap[a].get(b, 0) + c
        self.cap[b].setdefault(a, 0)

    def augment(self, source: int, sink: int) -> int:
        """Push as much as possible from ``source`` to ``sink``; return how much was pushed."""
        pushed = 0
        while True:
            parent = {source: source}
            queue = [source]
            while queue and sink not in parent:
                nxt = []
                for a in queue:
                    for b, c in self.cap.get(a, {}).items():
                        if c > 0 and b not in parent:
                            parent[b] = a
                            nxt.append(b)
                queue = nxt
            if sink not in parent:
                return pushed
            b = sink
            while b != source:
                a = parent[b]
                self.cap[a][b] -= 1
                self.cap[b][a] += 1
                b = a
            pushed += 1


def match(needs: Sequence[Need], units: Mapping[int, Units], *, tokens: bool = True) -> Flow:
    """Match the seats' units to ``needs``: dice first, then (if ``tokens``) activist tokens."""
    total = sum(sum(n.need) for n in needs)
    if total == 0:
        return Flow(0, 0, [])
    g = _Graph()
    source, sink = 0, 1
    ids: dict[tuple[object, ...], int] = {}

    def node(*key: object) -> int:
        if key not in ids:
            ids[key] = len(ids) + 2
        return ids[key]

    n_sym = len(SYMBOLS)
    for i, n in enumerate(needs):
        for s in range(n_sym):
            if n.need[s]:
                g.edge(node("req", i, s), sink, n.need[s])
    seats = sorted({s for n in needs for s in n.seats if s in units})
    for seat in seats:
        u = units[seat]
        for s in range(n_sym + 1):
            if u.dice[s]:
                g.edge(source, node("die", seat, s), u.dice[s])
        for i, n in enumerate(needs):
            if seat not in n.seats:
                continue
            for s in range(n_sym):
                if n.need[s]:
                    if u.dice[s]:
                        g.edge(node("die", seat, s), node("req", i, s), n.need[s])
                    if u.dice[WILD]:
                        g.edge(node("die", seat, WILD), node("req", i, s), n.need[s])
    matched = g.augment(source, sink)
    used: list[str] = []
    if tokens and matched < total:
        for seat in seats:
            u = units[seat]
            for s in range(n_sym):
                if not u.tokens[s]:
                    continue
                g.edge(source, node("tok", seat, s), len(u.tokens[s]))
                for i, n in enumerate(needs):
                    if seat in n.seats and n.need[s]:
                        g.edge(node("tok", seat, s), node("req", i, s), n.need[s])
        matched += g.augment(source, sink)
        for seat in seats:
            u = units[seat]
            for s in range(n_sym):
                key = ("tok", seat, s)
                if key in ids:
                    flow = g.cap[ids[key]].get(source, 0)
                    used.extend(u.tokens[s][:flow])
    return Flow(matched, total, used)


def maximal_sets(keys: Sequence[str], feasible: dict[frozenset[str], bool]) -> list[tuple[str, ...]]:
    """The feasible sets of ``keys`` that no larger feasible set contains, in table order."""
    sets = [s for s, ok in feasible.items() if ok]
    out = [s for s in sets if not any(s < t for t in sets)]
    return sorted((tuple(k for k in keys if k in s) for s in out), key=lambda t: [keys.index(k) for k in t])


def subsets(keys: Sequence[str]) -> list[frozenset[str]]:
    out: list[frozenset[str]] = [frozenset()]
    for k in keys:
        out += [s | {k} for s in out]
    return out
