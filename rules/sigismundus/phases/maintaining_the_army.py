"""Phase 9: Maintaining the Army — each unit costs its power; Land offices and Sweden keep one free.

"To maintain the army, players have to pay for it. The cost of maintaining a unit is equal to its power.
Land Offices and the bonus from Sweden allow to maintain one unit for free. Players have to discard units
they don't want to or can't maintain. Players pay for the units sent to Noble Host in the first place ... If
they want to maintain their army, they have to pay for all the units in Noble Host and then for the rest of
the army."

Canonical text: ``keep [host] [units]`` — ``host`` keeps every unit in the Noble Host, then the active units
kept, e.g. ``keep host hussars infantry``; ``keep`` alone disbands everything. Readings: each Land office
(and Sweden, and any placeholder bonus) keeps one unit free, applied to the strongest units kept; the Noble
Host is kept whole or not at all, and no active unit can be kept without it; a player whose whole army costs
nothing is not asked. Players answer in initiative order.
"""

from __future__ import annotations

from rules.core.decision import Choice, Decision, Event, Form, Options, Steps
from rules.core.messages import CATALOGUE, Param, SeatRef, msg
from rules.sigismundus import names, powers
from rules.sigismundus.actions import Act
from rules.sigismundus.board import UNITS
from rules.sigismundus.combat import armies, army_words, unit_label
from rules.sigismundus.names import Label
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import SigismundusState, order_from
from rules.sigismundus.steps import MENU, branches, multiset

RULE = "Maintaining the Army"
HINT = "`keep [host] [units]`"

EN = {
    "sigismundus.upkeep.prompt": (
        "{seat}: choose the units you maintain ({free} free, {ducats} {ducats:ducat|ducats} in hand); "
        "the others are discarded."
    ),
    "sigismundus.upkeep.free": "{seat} maintains the whole army for free.",
    "sigismundus.upkeep.paid": "{seat} pays {cost} {cost:ducat|ducats} and keeps {kept}.",
    "sigismundus.upkeep.lost": "{seat} discards {units}.",
    "sigismundus.upkeep.host": "the Noble Host",
    "sigismundus.upkeep.nothing": "nothing",
    "sigismundus.label.host_all": "The Noble Host (all of it)",
    "sigismundus.label.keep_units": "Choose the units one by one",
    "sigismundus.label.keep_all": "Keep the whole army: {units}",
    "sigismundus.label.keep_some": "Keep {units}",
    "sigismundus.label.keep_none": "Disband the whole army",
    "sigismundus.does.keep": "Costs {cost} {cost:ducat|ducats}{lost}",
    "sigismundus.does.keep_free": "Costs nothing{lost}",
    "sigismundus.does.keep_lost": "; disbands {units}",
    "sigismundus.does.keep_nothing": "",
    "sigismundus.explain.upkeep.keep": (
        "Each unit costs its power in ducats to keep (infantry {infantry}, hussars {hussars}, artillery "
        "{artillery}); each Land office and some seals and figures keep one unit free, the strongest first. Units "
        "you don't keep are discarded, and the Noble Host is kept whole or not at all, before any other unit."
    ),
}

PL = {
    "sigismundus.upkeep.prompt": (
        "{seat}: wybierz jednostki, które utrzymujesz (za darmo: {free}; masz {ducats} "
        "{ducats:dukat|dukaty|dukatów}); pozostałe zostaną rozpuszczone."
    ),
    "sigismundus.upkeep.free": "{seat} utrzymuje całą armię za darmo.",
    "sigismundus.upkeep.paid": "{seat} płaci {cost} {cost:dukat|dukaty|dukatów} i utrzymuje: {kept}.",
    "sigismundus.upkeep.lost": "{seat} rozpuszcza: {units}.",
    "sigismundus.upkeep.host": "pospolite ruszenie",
    "sigismundus.upkeep.nothing": "nic",
    "sigismundus.label.host_all": "Pospolite ruszenie (w całości)",
    "sigismundus.label.keep_units": "Wybierz jednostki po kolei",
    "sigismundus.label.keep_all": "Utrzymaj całą armię: {units}",
    "sigismundus.label.keep_some": "Utrzymaj: {units}",
    "sigismundus.label.keep_none": "Rozpuść całą armię",
    "sigismundus.does.keep": "Kosztuje {cost} {cost:dukat|dukaty|dukatów}{lost}",
    "sigismundus.does.keep_free": "Nic nie kosztuje{lost}",
    "sigismundus.does.keep_lost": "; rozpuszczasz: {units}",
    "sigismundus.does.keep_nothing": "",
    "sigismundus.explain.upkeep.keep": (
        "Utrzymanie jednostki kosztuje tyle dukatów, ile wynosi jej siła (piechota {infantry}, husaria {hussars}, "
        "artyleria {artillery}); każdy urząd ziemski oraz niektóre pieczęcie i postacie utrzymują za darmo jedną "
        "jednostkę, zaczynając od najsilniejszej. Jednostki, których nie utrzymasz, zostają rozpuszczone, a "
        "pospolite ruszenie utrzymuje się w całości albo wcale, przed innymi jednostkami."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class MaintainingTheArmyPhase(Phase):
    key = "maintaining_the_army"
    number = 9
    rule = RULE
    queued = True

    def cost(self, state: SigismundusState, seat: int, words: list[str]) -> int:
        """What keeping ``words`` costs: every unit's power, less the strongest ones kept free."""
        board = self.board
        player = state.players[seat]
        kept = [u for w in words for u in (player.host.listed() if w == "host" else [w])]
        strengths = sorted((board.unit_power(u) for u in kept), reverse=True)
        free = powers.free_units(board, state, seat)
        return sum(strengths[free:])

    def full(self, state: SigismundusState, seat: int) -> list[str]:
        player = state.players[seat]
        return (["host"] if player.host.count() else []) + player.units.listed()

    def begin(self, state: SigismundusState) -> list[Event]:
        events: list[Event] = []
        state.queue = []
        for seat in order_from(state):
            everything = self.full(state, seat)
            if not everything:
                continue
            if self.cost(state, seat, everything) == 0:
                events.append(Event(msg("sigismundus.upkeep.free", seat=SeatRef(seat))))
            else:
                state.queue.append(seat)
        return events

    def affordable(self, state: SigismundusState, seat: int, chosen: list[str]) -> bool:
        player = state.players[seat]
        if player.host.count() and "host" not in chosen and chosen:
            return False
        return self.cost(state, seat, chosen) <= player.ducats

    def answers(self, state: SigismundusState, seat: int) -> list[list[str]]:
        """Every army the seat can pay for, the whole army first and none last: the Noble Host kept whole or not
        at all, and no active unit without it."""
        player = state.players[seat]
        hosts = [["host"], []] if player.host.count() else [[]]
        out: list[list[str]] = []
        for host in hosts:
            for units in armies(player.units):
                words = host + units
                if self.affordable(state, seat, words):
                    out.append(words)
        return out

    def keep_choice(self, state: SigismundusState, seat: int, words: list[str]) -> Choice:
        """One whole answer, in words: what is kept, what it costs and what is disbanded."""
        everything = self.full(state, seat)
        player = state.players[seat]
        if not words:
            label = msg("sigismundus.label.keep_none")
        elif len(words) == len(everything):
            label = msg("sigismundus.label.keep_all", units=army_words(words))
        else:
            label = msg("sigismundus.label.keep_some", units=army_words(words))
        lost = [u for u in UNITS for _ in range(player.units.get(u) - words.count(u))]
        lost_host = ["host"] if player.host.count() and "host" not in words else []
        gone = (
            msg("sigismundus.does.keep_lost", units=army_words(lost_host + lost))
            if lost or lost_host
            else msg("sigismundus.does.keep_nothing")
        )
        cost = self.cost(state, seat, words)
        detail = msg("sigismundus.does.keep" if cost else "sigismundus.does.keep_free", cost=cost, lost=gone)
        return names.choice(" ".join(["keep", *words]), label, detail)

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        """Each whole answer is a choice of its own ("Keep the whole army", "Disband the whole army"), so the only
        answer a player can pay for is played as what it is; an army with more answers than a menu holds is
        chosen unit by unit, with those answers offered in one click."""
        if not state.queue:
            return ()
        seat = state.queue[0]
        player = state.players[seat]
        chosen: list[str] = []
        for word in self.full(state, seat):
            if self.affordable(state, seat, [*chosen, word]):
                chosen.append(word)
        default = " ".join(["keep", *chosen])
        answers = self.answers(state, seat)
        shape: Form
        if len(answers) <= MENU:
            shape = Options(tuple(self.keep_choice(state, seat, words) for words in answers))
        else:
            items: list[tuple[str, Label, int]] = (
                [("host", msg("sigismundus.label.host_all"), 1)] if player.host.count() else []
            )
            items += [(u, unit_label(self.board, u), player.units.get(u)) for u in UNITS if player.units.get(u)]
            keep = multiset(items, lambda chosen: self.affordable(state, seat, chosen))
            node = branches([("keep", msg("sigismundus.label.keep_units"), keep)])
            quick = [answers[0], chosen, []] if answers[0] != chosen else [chosen, []]
            presets = tuple(self.keep_choice(state, seat, words) for words in quick)
            shape = Steps(after=node, hint=HINT, presets=presets)
        free = powers.free_units(self.board, state, seat)
        prompt = msg("sigismundus.upkeep.prompt", seat=SeatRef(seat), free=free, ducats=player.ducats)
        power = {u: self.board.unit_power(u) for u in UNITS}
        explain = msg("sigismundus.explain.upkeep.keep", **power)
        return (self.in_turn("upkeep.keep", seat, prompt, shape, default, explain=explain),)

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        state.queue.pop(0)
        player = state.players[seat]
        words = list(action.args)
        cost = self.cost(state, seat, words)
        player.ducats -= cost
        lost: list[str] = []
        if "host" not in words:
            lost += player.host.listed()
            for unit in UNITS:
                player.host.add(unit, -player.host.get(unit))
        for unit in UNITS:
            drop = player.units.get(unit) - words.count(unit)
            lost += [unit] * drop
            player.units.add(unit, -drop)
        kept: list[Param] = [msg("sigismundus.upkeep.host") if w == "host" else names.unit(w) for w in words]
        events = [
            Event(
                msg(
                    "sigismundus.upkeep.paid",
                    seat=SeatRef(seat),
                    cost=cost,
                    kept=kept or msg("sigismundus.upkeep.nothing"),
                )
            )
        ]
        if lost:
            events.append(
                Event(
                    msg(
                        "sigismundus.upkeep.lost",
                        seat=SeatRef(seat),
                        units=[names.unit(u) for u in lost],
                    )
                )
            )
        return events
