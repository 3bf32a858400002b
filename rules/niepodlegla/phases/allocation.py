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
from rules.core.messages import CATALOGUE, Msg, Param, msg
from rules.core.numbers import is_count
from rules.niepodlegla import names
from rules.niepodlegla.actions import NOBODY
from rules.niepodlegla.common import card_label, is_final, pawns, seat_key, seat_label, seat_of
from rules.niepodlegla.joint import Matter
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
        sl = self.slots(state)
        n = len(words)
        if n == 0:
            return Step((Choice("missions", "Missions…", msg("niepodlegla.allocation.step.missions")),))
        if words[0] != "missions":
            return Step(())
        used = [0] * state.seats
        placed = 0
        i = 1
        for index in range(len(sl.cards)):
            if i == n:
                return Step(tuple(self.card_choices(state, sl, index, used, placed)))
            card, _, who = words[i].partition("=")
            seat = None if who == NOBODY else (sl.keys.index(who) if who in sl.keys else -1)
            if card != sl.cards[index] or seat not in self.card_options(sl, index, used, placed):
                return Step(())
            if seat is not None:
                used[seat] += 1
                placed += 1
            i += 1
        if i == n:
            return Step((Choice("dice", "Neutral dice…", msg("niepodlegla.allocation.step.dice")),))
        if words[i] != "dice":
            return Step(())
        i += 1
        left = sl.neutral
        for seat in range(state.seats):
            choices = self.dice_choices(state, sl, seat, left)
            if i == n:
                return Step(tuple(choices))
            if words[i] not in {c.text for c in choices}:
                return Step(())
            left -= int(words[i].partition("=")[2])
            i += 1
        if sl.figures:
            if i == n:
                return Step((Choice("figures", "Figure dice…", msg("niepodlegla.allocation.step.figures")),))
            if words[i] != "figures":
                return Step(())
            i += 1
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
                if words[i] not in {c.text for c in choices}:
                    return Step(())
                i += 1
        return Step((), complete=i == n)

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
