"""Selecting Missions and Dividing the Dice (basic) — Phase 1: Allocation of Pawns and Dice (advanced).

"Players become acquainted with the open missions and jointly decide which mission each of them will
take on. They indicate this by placing their pawn on a given mission card. Only one pawn may be
placed on a single card ... Together with the choice of missions, players jointly divide the
available neutral dice, so that each player receives at least 1 neutral die, and so that no neutral
die remains unused ... The black die is not included in the division." (advanced: "More missions
are available than the players have pawns!")

Round VI (basic): "Each player chooses one mission and places their pawn on it. In a game of two or
three players, one or two missions remain unchosen. The remaining pawns of all players are placed on
them. As a result, each player has one individual mission and takes part in the joint completion of
one or two other missions." Defence of the Borders (advanced): "There are exactly as many final
mission cards as there are players' pawns, so no mission will remain unchosen!"; the two main
missions (and any challenge cards) are joint and take no pawn.

One joint decision settles both (see :mod:`rules.niepodlegla.joint`):
``propose missions b01=pilsudski b06=dmowski b11=- ... dice pilsudski=3 dmowski=3`` — every mission
on the table with the player whose pawn goes on it (``-`` for nobody), then every player's neutral
dice; in the basic game, figure dice gained from the board are divided too (``figures
witos=dmowski``). Typed, a mission may also be named by its place on the table (``1=pilsudski``), a
mission left out counts as nobody's, and the pairs may come in any order.

Readings: every pawn is placed while missions are free (a pawn left off a free mission helps
nobody); with fewer missions than pawns, any player may be the one left out. Figure dice gained from
the board (basic) go to the common pool and are divided with the neutral dice, every one of them to
some player. In the advanced game each player's own figure dice and tokens are his; a figure die in
Magdeburg stays out of the round.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.core.decision import Choice, Event, Step
from rules.core.errors import IllegalAction
from rules.core.memo import Memo
from rules.core.messages import CATALOGUE, Msg, Param, msg
from rules.core.numbers import is_count
from rules.niepodlegla import names, suggest
from rules.niepodlegla.actions import NOBODY
from rules.niepodlegla.board import Board
from rules.niepodlegla.common import card_label, card_number, is_final, needs, pawns, seat_key, seat_label, seat_of
from rules.niepodlegla.joint import MAX_OPTIONS, Matter
from rules.niepodlegla.names import choice, text_in
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import DieState, Joint, NiepodleglaState

RULE_BASIC = "Struggle for Independence: Selecting Missions and Dividing the Dice"
RULE_ADVANCED = "Phase 1: Allocation of Pawns and Dice"

EN = {
    "niepodlegla.allocation.what": "which mission each pawn takes and how the {n} neutral dice are divided",
    "niepodlegla.allocation.what_final": (
        "which final mission each player takes (the others are carried out jointly) "
        "and how the {n} neutral dice are divided"
    ),
    "niepodlegla.allocation.pair": "{card} → {seat}",
    "niepodlegla.allocation.figure": "{figure}'s die → {seat}",
    "niepodlegla.allocation.error.write": "write `propose missions <card>=<player> … dice <player>=<n> …`",
    "niepodlegla.allocation.error.pair": "write each mission as <card>=<player>, not {word}",
    "niepodlegla.allocation.error.not_on_table": "{card} is not a mission on the table",
    "niepodlegla.allocation.error.twice": "{card} is named twice; only one pawn may be placed on a single card",
    "niepodlegla.allocation.error.not_player": "{word} is not a player in this game",
    "niepodlegla.allocation.error.one_final": (
        "each player chooses one final mission and places a pawn on it ({seat}: {count})"
    ),
    "niepodlegla.allocation.error.pawns": "{seat} has only {n} {n:pawn|pawns}",
    "niepodlegla.allocation.error.place": "place {n} {n:pawn|pawns} (one per mission), not {placed}",
    "niepodlegla.allocation.error.dice_pair": "write each player's dice as <player>=<n>, not {word}",
    "niepodlegla.allocation.error.dice_missing": "say how many neutral dice {seat} receives",
    "niepodlegla.allocation.error.at_least": "each player receives at least 1 neutral die",
    "niepodlegla.allocation.error.all_dice": (
        "divide all {n} neutral dice, so that no neutral die remains unused (not {got})"
    ),
    "niepodlegla.allocation.error.figure_pair": "write each figure die from the pool as <figure>=<player>, not {word}",
    "niepodlegla.allocation.error.figures_missing": "say who takes the pool's figure dice: {figures}",
    "niepodlegla.allocation.nobody_pair": "{card} → nobody",
    "niepodlegla.allocation.dice_choice": "{seat}: {n} neutral",
    "niepodlegla.allocation.step.missions": "Missions…",
    "niepodlegla.allocation.step.dice": "Neutral dice…",
    "niepodlegla.allocation.step.figures": "Figure dice…",
    "niepodlegla.allocation.no_missions": "no missions",
    "niepodlegla.allocation.nobody_list": " (nobody: {cards})",
    "niepodlegla.allocation.dice_list": " · dice {dice}",
    "niepodlegla.allocation.dice_entry": "{seat} {n}",
    "niepodlegla.allocation.takes": "{seat}: {cards}",
    "niepodlegla.allocation.and_then": "{first} · {then}",
    "niepodlegla.allocation.takes_dice": "{seat} {cards} +{n}",
    "niepodlegla.allocation.each": "{n} {n:die|dice} each",
    "niepodlegla.allocation.suggested": "Suggested: {division}",
    "niepodlegla.allocation.suggested_even": "Dice even: {division}",
    "niepodlegla.allocation.free": "nobody: {cards}",
    "niepodlegla.allocation.joint_takes": "jointly: {cards}",
    "niepodlegla.allocation.rolls": "{seat} rolls for {symbols}",
    "niepodlegla.allocation.dice_split": "Neutral dice: {dice}",
    "niepodlegla.allocation.symbols_to_roll": "symbols to roll: {counts}",
}
PL = {
    "niepodlegla.allocation.what": (
        "kto kładzie pionek na której misji i jak podzielić {n} {n:kość neutralną|kości neutralne|kości neutralnych}"
    ),
    "niepodlegla.allocation.what_final": (
        "którą misję finałową bierze każdy gracz (pozostałe wykonuje się wspólnie) i jak podzielić {n} "
        "{n:kość neutralną|kości neutralne|kości neutralnych}"
    ),
    "niepodlegla.allocation.pair": "{card} → {seat}",
    "niepodlegla.allocation.figure": "kość {figure:gen} → {seat}",
    "niepodlegla.allocation.error.write": "napisz `propose missions <karta>=<gracz> … dice <gracz>=<liczba> …`",
    "niepodlegla.allocation.error.pair": "każdą misję zapisz jako <karta>=<gracz>, nie {word}",
    "niepodlegla.allocation.error.not_on_table": "{card} nie jest misją na stole",
    "niepodlegla.allocation.error.twice": (
        "{card} pojawia się dwa razy; na jednej karcie może leżeć tylko jeden pionek"
    ),
    "niepodlegla.allocation.error.not_player": "{word} nie jest graczem w tej grze",
    "niepodlegla.allocation.error.one_final": (
        "każdy gracz wybiera jedną misję finałową i kładzie na niej pionek ({seat}: {count})"
    ),
    "niepodlegla.allocation.error.pawns": "{seat} ma tylko {n} {n:pionek|pionki|pionków}",
    "niepodlegla.allocation.error.place": "połóż {n} {n:pionek|pionki|pionków} (po jednym na misję), nie {placed}",
    "niepodlegla.allocation.error.dice_pair": "kości każdego gracza zapisz jako <gracz>=<liczba>, nie {word}",
    "niepodlegla.allocation.error.dice_missing": "podaj, ile kości neutralnych otrzymuje {seat}",
    "niepodlegla.allocation.error.at_least": "każdy gracz otrzymuje co najmniej 1 kość neutralną",
    "niepodlegla.allocation.error.all_dice": (
        "rozdziel wszystkie kości neutralne ({n}), tak by żadna nie została niewykorzystana (nie {got})"
    ),
    "niepodlegla.allocation.error.figure_pair": "każdą kość postaci z puli zapisz jako <postać>=<gracz>, nie {word}",
    "niepodlegla.allocation.error.figures_missing": "podaj, kto bierze kości postaci z puli: {figures}",
    "niepodlegla.allocation.nobody_pair": "{card} → nikt",
    "niepodlegla.allocation.dice_choice": "{seat}: {n} {n:kość neutralna|kości neutralne|kości neutralnych}",
    "niepodlegla.allocation.step.missions": "Misje…",
    "niepodlegla.allocation.step.dice": "Kości neutralne…",
    "niepodlegla.allocation.step.figures": "Kości postaci…",
    "niepodlegla.allocation.no_missions": "brak misji",
    "niepodlegla.allocation.nobody_list": " (nikt: {cards})",
    "niepodlegla.allocation.dice_list": " · kości {dice}",
    "niepodlegla.allocation.dice_entry": "{seat} {n}",
    "niepodlegla.allocation.takes": "{seat}: {cards}",
    "niepodlegla.allocation.and_then": "{first} · {then}",
    "niepodlegla.allocation.takes_dice": "{seat} {cards} +{n}",
    "niepodlegla.allocation.each": "{n} {n:kość|kości|kości} na gracza",
    "niepodlegla.allocation.suggested": "Propozycja: {division}",
    "niepodlegla.allocation.suggested_even": "Kości po równo: {division}",
    "niepodlegla.allocation.free": "nikt: {cards}",
    "niepodlegla.allocation.joint_takes": "wspólnie: {cards}",
    "niepodlegla.allocation.rolls": "{seat} rzuca na: {symbols}",
    "niepodlegla.allocation.dice_split": "Kości neutralne: {dice}",
    "niepodlegla.allocation.symbols_to_roll": "symbole do wyrzucenia: {counts}",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


@dataclass(frozen=True)
class Slots:
    """What a division must respect: the missions (in table order), each seat's pawns (at least
    ``low``, at most ``high``), the pawns to place, and the dice to divide."""

    cards: tuple[str, ...]
    low: tuple[int, ...]
    high: tuple[int, ...]
    place: int
    neutral: int
    dice_low: int
    figures: tuple[str, ...]
    keys: tuple[str, ...]


class MissionsMatter(Matter):
    kind = "missions"
    word = "missions"
    rule = f"{RULE_BASIC} / {RULE_ADVANCED}"

    def __init__(self, board: Board) -> None:
        super().__init__(board)
        self._presets: Memo[list[tuple[tuple[str, ...], Param, Param | None]]] = Memo(1024)
        self._chunk_ends: Memo[int] = Memo(4096)
        self._chunks: Memo[tuple[Choice, ...]] = Memo(512)

    def slots(self, state: NiepodleglaState) -> Slots:
        board = self.board
        cards = tuple(c.key for c in state.table if not c.joint)
        seats = range(state.seats)
        if is_final(board, state) and not state.advanced:
            low = high = tuple(1 for _ in seats)
            place = min(len(cards), state.seats)
        else:
            high = tuple(pawns(board, state, s) for s in seats)
            low = tuple(0 for _ in seats)
            place = min(sum(high), len(cards))
        return Slots(
            cards=cards,
            low=low,
            high=high,
            place=place,
            neutral=state.neutral,
            dice_low=1 if state.neutral >= state.seats else 0,
            figures=tuple(state.pool_figures) if not state.advanced else (),
            keys=tuple(seat_key(board, state, s) for s in seats),
        )

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        key = "niepodlegla.allocation.what_final" if is_final(self.board, state) else "niepodlegla.allocation.what"
        return msg(key, n=state.neutral)

    def about(self, state: NiepodleglaState, joint: Joint) -> Msg:
        final = is_final(self.board, state)
        if state.advanced:
            return msg("niepodlegla.about.missions_defence" if final else "niepodlegla.about.missions_advanced")
        return msg("niepodlegla.about.missions_final" if final else "niepodlegla.about.missions")

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        final = is_final(self.board, state)
        if state.advanced:
            return "defence" if final else "allocation"
        return "basic_final" if final else "basic_struggle"

    def presets(self, state: NiepodleglaState, joint: Joint) -> list[tuple[tuple[str, ...], Param, Param | None]]:
        """The suggested division (:mod:`rules.niepodlegla.suggest`), and the same missions with the neutral dice
        divided evenly when that differs. Kept for the same table (the decision is read many times)."""
        sl = self.slots(state)
        problem = suggest.problem(self.board, state, sl.cards, sl.low, sl.high, sl.place, sl.dice_low, sl.figures)
        key = (problem, sl, tuple(state.roles), state.version, is_final(self.board, state))
        return self._presets.get(key, lambda: self._suggested(state, sl, problem))

    def _suggested(
        self, state: NiepodleglaState, sl: Slots, problem: suggest.Problem
    ) -> list[tuple[tuple[str, ...], Param, Param | None]]:
        division = suggest.suggest(problem)
        out: list[tuple[tuple[str, ...], Param, Param | None]] = []
        takers = dict(zip(sl.cards, division.takers, strict=True))
        for key, dice in (
            ("niepodlegla.allocation.suggested", division.dice),
            ("niepodlegla.allocation.suggested_even", suggest.even_split(problem)),
        ):
            if out and dice == division.dice:
                continue
            if any(n < sl.dice_low for n in dice):
                continue
            words = ["missions", *(f"{c}={sl.keys[s] if s >= 0 else NOBODY}" for c, s in takers.items()), "dice"]
            words += [f"{sl.keys[s]}={n}" for s, n in enumerate(dice)]
            if sl.figures:
                words += ["figures", *(f"{f}={sl.keys[s]}" for f, s in zip(sl.figures, division.figures, strict=True))]
            label = msg(key, division=self.division_label(state, takers, dice))
            out.append((tuple(words), label, self.needs_detail(state, takers)))
        return out

    def division_label(self, state: NiepodleglaState, takers: dict[str, int], dice: Sequence[int]) -> Param:
        """A whole division, player by player, short enough for one menu line: "Piłsudski B-01 B-12 +4 ·
        Dmowski B-06 B-10 +2" (his missions and neutral dice; "3 dice each" when they are even; the missions left
        are nobody's, or joint)."""
        parts: list[Param] = []
        for seat in range(state.seats):
            mine = [self.short_card(state, c) for c, s in takers.items() if s == seat]
            key = "niepodlegla.allocation.takes_dice" if len(set(dice)) > 1 else "niepodlegla.allocation.takes"
            cards = names.joined(mine, " ") if mine else "—"
            parts.append(msg(key, seat=seat_label(self.board, state, seat), cards=cards, n=dice[seat]))
        if dice and len(set(dice)) == 1:
            parts.append(msg("niepodlegla.allocation.each", n=dice[0]))
        return names.joined(parts, " · ")

    # --- the walk ----------------------------------------------------------------------------------

    @staticmethod
    def feasible(sl: Slots, used: Sequence[int], placed: int, rest: int) -> bool:
        """Whether the pawns still to place fit the ``rest`` missions left and every seat's bounds."""
        need = sl.place - placed
        if not 0 <= need <= rest:
            return False
        short = room = 0
        for lo, hi, u in zip(sl.low, sl.high, used, strict=True):
            room += hi - u
            if lo > u:
                short += lo - u
        return short <= need <= room

    def card_options(self, sl: Slots, index: int, used: list[int], placed: int) -> list[int | None]:
        """The seats whose pawn may go on mission ``index`` (``None``: nobody's), given the pawns so far."""
        rest = len(sl.cards) - index - 1
        out: list[int | None] = []
        for s, high in enumerate(sl.high):
            if used[s] >= high:
                continue
            used[s] += 1
            if self.feasible(sl, used, placed + 1, rest):
                out.append(s)
            used[s] -= 1
        if self.feasible(sl, used, placed, rest):
            out.append(None)
        return out

    def card_choices(
        self, state: NiepodleglaState, sl: Slots, index: int, used: list[int], placed: int
    ) -> list[Choice]:
        card = sl.cards[index]
        label = card_label(self.board, state, card)
        out = []
        for s in self.card_options(sl, index, used, placed):
            if s is None:
                out.append(choice(f"{card}={NOBODY}", msg("niepodlegla.allocation.nobody_pair", card=label)))
            else:
                pair = msg("niepodlegla.allocation.pair", card=label, seat=seat_label(self.board, state, s))
                out.append(choice(f"{card}={sl.keys[s]}", pair))
        return out

    def dice_choices(self, state: NiepodleglaState, sl: Slots, seat: int, left: int) -> list[Choice]:
        after = state.seats - seat - 1
        low = sl.dice_low if after else left
        high = left - after * sl.dice_low
        name = seat_label(self.board, state, seat)
        return [
            choice(f"{sl.keys[seat]}={n}", msg("niepodlegla.allocation.dice_choice", seat=name, n=n))
            for n in range(low, high + 1)
        ]

    def after(self, state: NiepodleglaState, joint: Joint, words: Sequence[str]) -> Step:
        """The proposal built in few clicks: the missions in table order, as many at a time as one menu of at
        most 25 choices holds (two players, rounds I–V: the whole division in one menu), then the neutral
        dice in one menu when the divisions fit (else player by player), then the pool's figure dice.
        A choice may carry several words (``b01=pilsudski b06=dmowski``); words typed one at a time are
        followed one at a time."""
        sl = self.slots(state)
        flat = [w for word in words for w in word.split()]
        n = len(flat)
        if n == 0:
            return Step((choice("missions", msg("niepodlegla.allocation.step.missions")),))
        if flat[0] != "missions":
            return Step(())
        used = [0] * state.seats
        placed = 0
        i = 1
        boundary = 0
        for index in range(len(sl.cards)):
            if index == boundary:
                boundary = self.chunk_end(sl, index, used, placed)
                if i == n:  # more missions follow, so no choice ends the proposal (the dice may all be forced)
                    choices = self.chunk_choices(state, sl, index, boundary, used, placed)
                    return Step(tuple(choices), onward=boundary < len(sl.cards))
            elif i == n:
                return Step(tuple(self.card_choices(state, sl, index, used, placed)), onward=index + 1 < len(sl.cards))
            card, _, who = flat[i].partition("=")
            seat = None if who == NOBODY else (sl.keys.index(who) if who in sl.keys else -1)
            if card != sl.cards[index] or seat not in self.card_options(sl, index, used, placed):
                return Step(())
            if seat is not None:
                used[seat] += 1
                placed += 1
            i += 1
        if i == n:
            return Step((choice("dice", msg("niepodlegla.allocation.step.dice")),))
        if flat[i] != "dice":
            return Step(())
        i += 1
        splits = self.splits(sl, state.seats)
        if i == n and splits is not None:
            return Step(tuple(self.split_choice(state, sl, flat, split) for split in splits))
        left = sl.neutral
        for seat in range(state.seats):
            choices = self.dice_choices(state, sl, seat, left)
            if i == n:
                return Step(tuple(choices))
            if flat[i] not in {c.text for c in choices}:
                return Step(())
            left -= int(flat[i].partition("=")[2])
            i += 1
        if sl.figures:
            if i == n:
                return Step((choice("figures", msg("niepodlegla.allocation.step.figures")),))
            if flat[i] != "figures":
                return Step(())
            i += 1
            if i == n and state.seats ** len(sl.figures) <= MAX_OPTIONS:
                return Step(tuple(self.figures_choices(state, sl)))
            for figure in sl.figures:
                short = names.figure(self.board, figure)
                choices = [
                    choice(
                        f"{figure}={sl.keys[s]}",
                        msg("niepodlegla.allocation.figure", figure=short, seat=seat_label(self.board, state, s)),
                    )
                    for s in range(state.seats)
                ]
                if i == n:
                    return Step(tuple(choices))
                if flat[i] not in {c.text for c in choices}:
                    return Step(())
                i += 1
        return Step((), complete=i == n)

    # --- several words in one click ------------------------------------------------------------------

    def assignments(
        self, sl: Slots, start: int, end: int, used: list[int], placed: int, limit: int = 10_000
    ) -> list[tuple[int | None, ...]]:
        """Every legal assignment of missions ``start``…``end - 1`` (a seat, or ``None``: nobody), in seat
        order, at most ``limit`` of them."""
        out: list[tuple[int | None, ...]] = []
        self._assign(sl, end, used, limit, out, start, (), placed)
        return out

    def _assign(
        self,
        sl: Slots,
        end: int,
        used: list[int],
        limit: int,
        out: list[tuple[int | None, ...]],
        index: int,
        chosen: tuple[int | None, ...],
        placed_now: int,
    ) -> None:
        """The walk of :meth:`assignments` (a method, not a closure: a closure that calls itself is a reference
        cycle, freed with all it holds only by the cyclic garbage collector, which then stalls the bot)."""
        if len(out) >= limit:
            return
        if index == end:
            out.append(chosen)
            return
        for seat in self.card_options(sl, index, used, placed_now):
            if seat is None:
                self._assign(sl, end, used, limit, out, index + 1, (*chosen, None), placed_now)
            else:
                used[seat] += 1
                self._assign(sl, end, used, limit, out, index + 1, (*chosen, seat), placed_now + 1)
                used[seat] -= 1

    def chunk_end(self, sl: Slots, start: int, used: list[int], placed: int) -> int:
        """Where the missions offered together from ``start`` end: as many as keep one menu's choices within
        25 (at least one mission). Kept by its inputs: the walk asks it again at every step of every proposal."""
        key = (sl.low, sl.high, sl.place, len(sl.cards), start, tuple(used), placed)
        return self._chunk_ends.get(key, lambda: self._chunk_end(sl, start, used, placed))

    def _chunk_end(self, sl: Slots, start: int, used: list[int], placed: int) -> int:
        end = start + 1
        while end < len(sl.cards) and len(self.assignments(sl, start, end + 1, used, placed, MAX_OPTIONS + 1)) <= (
            MAX_OPTIONS
        ):
            end += 1
        return end

    def chunk_choices(
        self, state: NiepodleglaState, sl: Slots, start: int, end: int, used: list[int], placed: int
    ) -> list[Choice]:
        """One choice per legal assignment of missions ``start``…``end - 1``, read player by player. Kept by
        what they read (the same menu comes back at every step of every proposal until the missions change):
        building 25 labels is most of a proposal's cost on the bot's event loop."""
        table = {c.key: c for c in state.table}
        needed = tuple(len(needs(self.board, state, table[c])) for c in sl.cards[start:end])
        key = (sl, start, end, tuple(used), placed, state.advanced, self.final_basic(state), needed)
        return list(self._chunks.get(key, lambda: tuple(self._chunk_choices(state, sl, start, end, used, placed))))

    def _chunk_choices(
        self, state: NiepodleglaState, sl: Slots, start: int, end: int, used: list[int], placed: int
    ) -> list[Choice]:
        cards = sl.cards[start:end]
        out = []
        for assignment in self.assignments(sl, start, end, used, placed):
            takers = dict(zip(cards, (-1 if s is None else s for s in assignment), strict=True))
            text = " ".join(f"{c}={sl.keys[s] if s >= 0 else NOBODY}" for c, s in takers.items())
            out.append(choice(text, self.takers_label(state, takers), self.needs_detail(state, takers)))
        return out

    def short_card(self, state: NiepodleglaState, key: str) -> Param:
        """A mission as a division names it: its printed number ("B-07"), a final mission by its name."""
        if key in self.board.part_keys:
            return names.part_short(self.board, key)
        return card_number(key)

    def takers_label(self, state: NiepodleglaState, takers: dict[str, int]) -> Param:
        """Who takes which missions, player by player: "Piłsudski: B-01, B-12 · Dmowski: B-06"."""
        parts: list[Param] = []
        for seat in range(state.seats):
            mine = [self.short_card(state, c) for c, s in takers.items() if s == seat]
            if mine:
                parts.append(msg("niepodlegla.allocation.takes", seat=seat_label(self.board, state, seat), cards=mine))
        free = [self.short_card(state, c) for c, s in takers.items() if s < 0]
        if free:
            key = "niepodlegla.allocation.joint_takes" if self.final_basic(state) else "niepodlegla.allocation.free"
            parts.append(msg(key, cards=free))
        if not parts:
            return ""
        label = parts[0]  # a message, formatted only if somebody reads it (most of a proposal's menus nobody does)
        for part in parts[1:]:
            label = msg("niepodlegla.allocation.and_then", first=label, then=part)
        return label

    def needs_detail(self, state: NiepodleglaState, takers: dict[str, int]) -> Param | None:
        """How many symbols each player must roll for the missions given him ("symbols to roll: Piłsudski 5,
        Dmowski 4"; the symbols themselves are on the cards), in one short line."""
        table = {c.key: c for c in state.table}
        parts: list[Param] = []
        for seat in range(state.seats):
            symbols = [sym for c, s in takers.items() if s == seat for sym in needs(self.board, state, table[c])]
            if symbols:
                seat_name = seat_label(self.board, state, seat)
                parts.append(msg("niepodlegla.allocation.dice_entry", seat=seat_name, n=len(symbols)))
        return msg("niepodlegla.allocation.symbols_to_roll", counts=parts) if parts else None

    def final_basic(self, state: NiepodleglaState) -> bool:
        return is_final(self.board, state) and not state.advanced

    def splits(self, sl: Slots, seats: int) -> list[tuple[int, ...]] | None:
        """Every division of the neutral dice (each seat at least ``dice_low``), when one menu holds them."""
        out: list[tuple[int, ...]] = []
        self._split(sl, seats, out, 0, sl.neutral, ())
        return out if len(out) <= MAX_OPTIONS else None

    def _split(
        self, sl: Slots, seats: int, out: list[tuple[int, ...]], seat: int, left: int, chosen: tuple[int, ...]
    ) -> None:
        """The walk of :meth:`splits` (a method, not a self-referring closure: see :meth:`_assign`)."""
        if len(out) > MAX_OPTIONS:
            return
        if seat == seats - 1:
            if left >= sl.dice_low:
                out.append((*chosen, left))
            return
        for n in range(sl.dice_low, left - sl.dice_low * (seats - seat - 1) + 1):
            self._split(sl, seats, out, seat + 1, left - n, (*chosen, n))

    def split_choice(self, state: NiepodleglaState, sl: Slots, flat: Sequence[str], split: tuple[int, ...]) -> Choice:
        """A whole division of the neutral dice; its detail: how many symbols each player's missions need."""
        text = " ".join(f"{sl.keys[s]}={n}" for s, n in enumerate(split))
        entries = [
            msg("niepodlegla.allocation.dice_entry", seat=seat_label(self.board, state, s), n=n)
            for s, n in enumerate(split)
        ]
        takers: dict[str, int] = {}
        for word in flat[1:]:
            card, eq, who = word.partition("=")
            if eq and card in sl.cards:
                takers[card] = sl.keys.index(who) if who in sl.keys else -1
        table = {c.key: c for c in state.table}
        counts = [
            msg(
                "niepodlegla.allocation.dice_entry",
                seat=seat_label(self.board, state, s),
                n=sum(len(needs(self.board, state, table[c])) for c, t in takers.items() if t == s),
            )
            for s in range(state.seats)
        ]
        return choice(
            text,
            msg("niepodlegla.allocation.dice_split", dice=entries),
            msg("niepodlegla.allocation.symbols_to_roll", counts=counts),
        )

    def figures_choices(self, state: NiepodleglaState, sl: Slots) -> list[Choice]:
        """Every way to give the pool's figure dice to the players, in one menu."""
        out = []
        combos: list[tuple[int, ...]] = [()]
        for _ in sl.figures:
            combos = [(*c, s) for c in combos for s in range(state.seats)]
        for combo in combos:
            text = " ".join(f"{f}={sl.keys[s]}" for f, s in zip(sl.figures, combo, strict=True))
            given = [
                msg(
                    "niepodlegla.allocation.figure",
                    figure=names.figure(self.board, f),
                    seat=seat_label(self.board, state, s),
                )
                for f, s in zip(sl.figures, combo, strict=True)
            ]
            out.append(choice(text, names.joined(given, " · ")))
        return out

    def default(self, state: NiepodleglaState, joint: Joint) -> tuple[str, ...]:
        """Pawns spread from the seat with the most left; dice as even as possible; figures in turn."""
        sl = self.slots(state)
        words = ["missions"]
        used = [0] * state.seats
        placed = 0
        for index in range(len(sl.cards)):
            seats = [s for s in self.card_options(sl, index, used, placed) if s is not None]
            if seats:
                best = max(seats, key=lambda s: sl.high[s] - used[s])
                words.append(f"{sl.cards[index]}={sl.keys[best]}")
                used[best] += 1
                placed += 1
            else:
                words.append(f"{sl.cards[index]}={NOBODY}")
        words.append("dice")
        left = sl.neutral
        for seat in range(state.seats):
            share = -(-left // (state.seats - seat))
            share = max(sl.dice_low, share) if seat < state.seats - 1 else left
            words.append(f"{sl.keys[seat]}={share}")
            left -= share
        if sl.figures:
            words.append("figures")
            words += [f"{f}={sl.keys[i % state.seats]}" for i, f in enumerate(sl.figures)]
        return tuple(words)

    # --- checking a typed proposal -------------------------------------------------------------------

    def check(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> tuple[str, ...]:
        sl = self.slots(state)
        rule = self.rule
        if words and "=" in words[0]:
            words = ("missions", *words)
        if not words or words[0] != "missions":
            raise IllegalAction(msg("niepodlegla.allocation.error.write"), rule=rule)
        sections: dict[str, list[str]] = {"missions": [], "dice": [], "figures": []}
        current = "missions"
        for w in words[1:]:
            if w in sections:
                current = w
                continue
            sections[current].append(w)
        taken: dict[str, int] = {}
        for w in sections["missions"]:
            card, eq, who = w.partition("=")
            if not eq:
                raise IllegalAction(msg("niepodlegla.allocation.error.pair", word=repr(w)), rule=rule)
            if is_count(card) and 1 <= int(card) <= len(sl.cards):
                card = sl.cards[int(card) - 1]
            if card not in sl.cards:
                raise IllegalAction(msg("niepodlegla.allocation.error.not_on_table", card=repr(card)), rule=rule)
            if card in taken:
                raise IllegalAction(msg("niepodlegla.allocation.error.twice", card=card), rule=rule)
            if who == NOBODY:
                taken[card] = -1
                continue
            seat = seat_of(self.board, state, who)
            if seat is None:
                raise IllegalAction(msg("niepodlegla.allocation.error.not_player", word=repr(who)), rule=rule)
            taken[card] = seat
        for s in range(state.seats):
            count = sum(1 for v in taken.values() if v == s)
            name = seat_label(self.board, state, s)
            if sl.low[s] == sl.high[s] == 1 and count != 1:
                raise IllegalAction(
                    msg("niepodlegla.allocation.error.one_final", seat=name, count=count), rule=RULE_FINAL
                )
            if count > sl.high[s]:
                raise IllegalAction(msg("niepodlegla.allocation.error.pawns", seat=name, n=sl.high[s]), rule=rule)
        placed = sum(1 for v in taken.values() if v >= 0)
        if placed != sl.place:
            raise IllegalAction(msg("niepodlegla.allocation.error.place", n=sl.place, placed=placed), rule=rule)
        dice: dict[int, int] = {}
        for w in sections["dice"]:
            who, eq, raw = w.partition("=")
            seat = seat_of(self.board, state, who)
            if not eq or seat is None or not is_count(raw):
                raise IllegalAction(msg("niepodlegla.allocation.error.dice_pair", word=repr(w)), rule=rule)
            dice[seat] = int(raw)
        for s in range(state.seats):
            if s not in dice:
                raise IllegalAction(
                    msg("niepodlegla.allocation.error.dice_missing", seat=seat_label(self.board, state, s)), rule=rule
                )
            if dice[s] < sl.dice_low:
                raise IllegalAction(msg("niepodlegla.allocation.error.at_least"), rule=rule)
        if sum(dice.values()) != sl.neutral:
            raise IllegalAction(
                msg("niepodlegla.allocation.error.all_dice", n=sl.neutral, got=sum(dice.values())), rule=rule
            )
        figures: dict[str, int] = {}
        for w in sections["figures"]:
            fig, eq, who = w.partition("=")
            seat = seat_of(self.board, state, who)
            if not eq or fig not in sl.figures or seat is None:
                raise IllegalAction(msg("niepodlegla.allocation.error.figure_pair", word=repr(w)), rule=rule)
            figures[fig] = seat
        missing = [f for f in sl.figures if f not in figures]
        if missing:
            raise IllegalAction(msg("niepodlegla.allocation.error.figures_missing", figures=missing), rule=rule)
        out = ["missions"]
        out += [f"{c}={sl.keys[taken[c]] if taken.get(c, -1) >= 0 else NOBODY}" for c in sl.cards]
        out += ["dice", *(f"{sl.keys[s]}={dice[s]}" for s in range(state.seats))]
        if sl.figures:
            out += ["figures", *(f"{f}={sl.keys[figures[f]]}" for f in sl.figures)]
        return tuple(out)

    def parsed(
        self, state: NiepodleglaState, words: tuple[str, ...]
    ) -> tuple[dict[str, int], list[int], dict[str, int]]:
        """A canonical proposal's missions (card → seat, -1 for nobody), dice by seat, figures."""
        sl = self.slots(state)
        taken: dict[str, int] = {}
        dice = [0] * state.seats
        figures: dict[str, int] = {}
        section = ""
        for w in words:
            if w in ("missions", "dice", "figures"):
                section = w
                continue
            left, _, right = w.partition("=")
            if section == "missions":
                taken[left] = -1 if right == NOBODY else sl.keys.index(right)
            elif section == "dice":
                dice[sl.keys.index(left)] = int(right)
            else:
                figures[left] = sl.keys.index(right)
        return taken, dice, figures

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        board = self.board
        taken, dice, figures = self.parsed(state, words)
        pairs = [
            msg("niepodlegla.allocation.pair", card=card_label(board, state, c), seat=seat_label(board, state, s))
            for c, s in taken.items()
            if s >= 0
        ]
        free = [card_label(board, state, c) for c, s in taken.items() if s < 0]
        entries = [
            msg("niepodlegla.allocation.dice_entry", seat=seat_label(board, state, s), n=n) for s, n in enumerate(dice)
        ]
        given = [
            msg("niepodlegla.allocation.figure", figure=names.figure(board, f), seat=seat_label(board, state, s))
            for f, s in figures.items()
        ]

        def build(lang: str) -> str:
            text = "; ".join(text_in(p, lang) for p in pairs) or text_in(
                msg("niepodlegla.allocation.no_missions"), lang
            )
            if free:
                text += text_in(msg("niepodlegla.allocation.nobody_list", cards=free), lang)
            text += text_in(msg("niepodlegla.allocation.dice_list", dice=entries), lang)
            if given:
                text += " · " + text_in(given, lang)
            return text

        return names.per_language(build)

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        taken, dice, figures = self.parsed(state, words)
        final_basic = is_final(self.board, state) and not state.advanced
        for card in state.table:
            if card.joint:
                continue
            card.seat = taken.get(card.key, -1)
            if final_basic and card.seat < 0:
                card.joint = True
        state.dice = []
        number = 1
        for seat, count in enumerate(dice):
            for _ in range(count):
                state.dice.append(DieState(id=f"n{number}", holder=seat))
                number += 1
        if state.advanced:
            for figure in self.board.figure_keys:
                owner = state.owners.get(figure)
                if owner is not None and figure not in state.prison.figures:
                    state.dice.append(DieState(id=figure, figure=figure, holder=owner))
            for token in state.tokens:
                token.holder = token.owner
        else:
            for seat, role in enumerate(state.roles):
                state.dice.append(DieState(id=role, figure=role, holder=seat))
            for figure, seat in figures.items():
                state.dice.append(DieState(id=figure, figure=figure, holder=seat))
        return []


RULE_FINAL = "Round VI: Struggle for Independence in the Final Round"


class AllocationPhase(Phase):
    key = "allocation"
    rule = RULE_BASIC

    def matters(self) -> Sequence[Matter]:
        return (MissionsMatter(self.board),)

    def begin(self, state: NiepodleglaState) -> list[Event]:
        if not state.advanced:
            state.morale = state.morale_cap
            state.neutral = state.neutral_cap
            state.overflow = False
        return self.engine.open(state, Joint(kind="missions"))
