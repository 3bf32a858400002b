"""First Roll, Passing Dice and Re-rolling (basic) — Phase 2: Struggle for Independence (advanced).

First Roll: "each player makes one roll of all the dice they have received: the neutral dice
together with their own figure die ... Players may roll their dice simultaneously, without dividing
into turns."

Passing Dice and Re-rolling: "If there are at least two morale markers left in the morale pool, any
player may discard two of them from the pool in order to pass one of their dice to another player,
without changing its result ... Regardless of the state of the morale pool, any player may decide to
re-roll any of their dice. The player selects the dice whose results do not satisfy them, adds the
black die to them, and rolls the whole collected pool: If the black die shows a face with 1 or 2
pips, then the same number of morale markers ... must immediately be discarded ... If the number of
markers to be discarded is greater than the number of markers remaining in the pool, all remaining
markers must be discarded, and this phase of the round ends immediately ... Players may keep
performing the above actions in any order, and any number of times, for as long as there are
morale markers left in the pool, or until they are satisfied with the results obtained on the dice
and decide on their own that the round is over." Advanced: activist tokens may be passed the same
way; "Using the tokens that show morale markers allows players to immediately add to the morale pool
the number of markers shown on the token."

The bot: after the first roll, one decision is open to every player not yet satisfied, in no turn
order — ``reroll n1 n3``, ``give n2 dmowski`` (two morale markers), ``rally <token>``, ``done``.
The dice of a re-roll are written in one order (neutral dice by number, then figure dice in the
edition's order; :func:`~rules.niepodlegla.actions.dice_order`), and the player a die goes to by the
name this version gives him (``give n2 dmowski`` basic, ``give n2 white`` advanced): each action has
one text in the log (DESIGN §2).
The phase ends when every player has said ``done``, or when the morale pool is empty. A player who
is handed a die is no longer counted as satisfied (he may want to re-roll it).

Final rounds: "The final round ends when players discard all morale markers, or when they obtain all
the symbols required by the final missions (whichever happens first)" — the phase ends by itself as
soon as the dice (and tokens) cover every mission on the table.

Standing orders (answering ahead, :mod:`rules.core.ahead`): a player may leave for the rest of the
struggle ``order:done`` ("done for this struggle": ``done`` whenever the struggle is his to act in,
again if a die handed to him reopens it) or ``order:reroll-unused N`` ("re-roll the dice my missions
don't use while more than N morale markers are left, then done"), played for him literally, one
action at a time. "My missions" are the missions his pawns lie on (Using Dice and Symbols: "A player
may complete only those missions which they marked with their pawns, and may use for this only those
dice they have"); in the final rounds they are the final missions the table completes together
("each player may add dice to the joint missions"; the round ends when "they obtain all the symbols
required by the final missions"), matched with every player's dice. A die is used when the game's own
matching (:func:`~rules.niepodlegla.symbols.match`, as it settles the missions) needs it: without it
his dice (and then his activist tokens) would match fewer symbols to those missions, so a die
showing a symbol one of them still lacks is kept too ("re-rolling the second die with the
armed-action result, which is of no use to them", Phase 2 example). Of dice that serve alike, the
later in the order of the dice is the unused one (in the final rounds the table's dice seat after
seat: one matching for the table). The order answers ``done`` when no die is unused,
when those missions lack no symbol (nothing a re-roll could bring), or when N or fewer morale
markers are left.

Then each player's completed missions are settled (Using Dice and Symbols): the bot finds which of
his missions his dice can complete together (each die once, double faces split between his
missions, a portrait for any one symbol). If his dice allow several different sets but not all his
missions, he chooses the set (``complete b06 b11``); it never completes fewer than it could.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rules.core.ahead import ORDER
from rules.core.decision import Choice, Decision, Event, Step, Steps
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.niepodlegla import names
from rules.niepodlegla.actions import Words, dice_order
from rules.niepodlegla.common import (
    all_units,
    card_label,
    card_number,
    is_final,
    need,
    seat_key,
    seat_label,
    seat_of,
    units,
)
from rules.niepodlegla.effects import reward_of
from rules.niepodlegla.engine_api import AskKind, Handler
from rules.niepodlegla.names import choice
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import Ask, NiepodleglaState, Task
from rules.niepodlegla.symbols import Need, Units, match, maximal_sets, subsets

RULE_BASIC = "Passing Dice and Re-rolling"
RULE_ADVANCED = "Phase 2: Struggle for Independence"
RULE_DICE = "Using Dice and Symbols"
PASS_COST = 2
ORDER_DONE = ORDER + "done"
"""The standing order "done for this struggle"."""
ORDER_REROLL = ORDER + "reroll-unused"
"""The standing order "re-roll the dice my missions don't use while more than N morale markers are left, then
done", written ``order:reroll-unused N``."""
REROLL_WHILE_ABOVE = (2, 4, 6)
"""The thresholds offered: 4 is where the basic Summary starts to cost ("If there are 4 or more, nothing bad
happens"), 2 one roll's worst loss below it, 6 one roll's worst loss above it."""

EN = {
    "niepodlegla.struggle.prompt": (
        "The struggle: re-roll your dice, pass one to another player, or say you are done. Morale left: {morale}."
    ),
    "niepodlegla.struggle.first_roll": "{seat} rolls: {faces}.",
    "niepodlegla.struggle.no_dice": "{seat} has no dice to roll.",
    "niepodlegla.struggle.reroll": "{seat} re-rolls {n} {n:die|dice}: {faces}.",
    "niepodlegla.struggle.black": (
        "The black die shows {pips} {pips:pip|pips}: {pips} morale {pips:marker|markers} lost, {left} left."
    ),
    "niepodlegla.struggle.black_blank": "The black die shows a blank face: no morale lost.",
    "niepodlegla.struggle.black_over": (
        "The black die shows {pips} {pips:pip|pips}, more than the {left} morale {left:marker|markers} left: "
        "all are discarded and the struggle ends at once."
    ),
    "niepodlegla.struggle.give": "{seat} passes {item} to {to} for {cost} morale markers; {left} left.",
    "niepodlegla.struggle.rally": "{seat} uses the token {token}: +{n} morale for this round, {left} now.",
    "niepodlegla.struggle.done": "{seat} is satisfied with the dice.",
    "niepodlegla.struggle.all_done": "Every player is satisfied; the struggle ends.",
    "niepodlegla.struggle.no_morale": "The morale pool is empty; the struggle ends.",
    "niepodlegla.struggle.gathered": "All the symbols the final missions require are gathered; the struggle ends.",
    "niepodlegla.struggle.completed": "{seat} completes {cards}.",
    "niepodlegla.struggle.completed_none": "{seat} completes no mission.",
    "niepodlegla.struggle.tokens_used": "Tokens used (turned over): {tokens}.",
    "niepodlegla.struggle.error.verbs": (
        "the struggle is on: `reroll <dice…>`, `give <die> <player>`, `rally <token>` or `done`"
    ),
    "niepodlegla.struggle.error.name_dice": "name the dice to re-roll, e.g. `reroll n1 n3`",
    "niepodlegla.struggle.error.not_held": "you do not hold a die {die}; your dice: {dice}",
    "niepodlegla.struggle.error.twice": "each die is named once",
    "niepodlegla.struggle.error.pass_morale": (
        "passing a die needs at least {cost} morale markers in the pool; {left} left"
    ),
    "niepodlegla.struggle.error.not_item": "you do not hold {item} (or that token is used)",
    "niepodlegla.struggle.error.not_other": "{who} is not another player",
    "niepodlegla.struggle.error.seat_word": (
        "write it as `{text}`: the players are named by their figures in the basic version and by their "
        "pawns' colours in the advanced one"
    ),
    "niepodlegla.struggle.error.no_token": "you hold no such active morale token",
    "niepodlegla.struggle.complete_prompt": (
        "Your dice can complete these sets of your missions, but not all of them at once: choose which to complete."
    ),
    "niepodlegla.struggle.complete_explain": (
        "Each die counts once, so your dice cover these missions only in some combinations. The set you choose "
        "succeeds and brings its rewards; your other missions fail this round."
    ),
    "niepodlegla.struggle.gives": "{card}: {reward}",
    "niepodlegla.struggle.explain": (
        "Each player's dice show the symbols rolled for his missions. The black die rolls with every re-roll: 1 or "
        "2 pips cost that many morale markers. A die passed to another player keeps its face and costs {cost} "
        "morale markers. The struggle ends when everyone is done or morale runs out."
    ),
    "niepodlegla.struggle.explain_final": (
        "Each player's dice show the symbols rolled for the final missions. The black die rolls with every re-roll: "
        "1 or 2 pips cost that many morale markers. A die passed to another player keeps its face and costs {cost} "
        "morale markers. The round ends when the dice cover every final mission or morale runs out."
    ),
    "niepodlegla.struggle.detail.reroll": "the black die rolls with them: 1 or 2 pips cost that many morale markers",
    "niepodlegla.struggle.detail.give": "costs {cost} of the {morale} morale markers left; the die keeps its face",
    "niepodlegla.struggle.detail.rally": "+{n} morale markers in the pool now",
    "niepodlegla.struggle.detail.done": "keep your dice as they are (if someone hands you a die, you may act again)",
    "niepodlegla.struggle.step.reroll": "Re-roll",
    "niepodlegla.struggle.step.give": "Pass a die ({cost} morale)",
    "niepodlegla.struggle.step.rally": "Use a morale token",
    "niepodlegla.struggle.step.done": "Done: satisfied with the dice",
    "niepodlegla.struggle.token": "token {token}",
    "niepodlegla.struggle.to": "to {seat}",
    "niepodlegla.struggle.order.done": "Done for this struggle",
    "niepodlegla.struggle.order.done_detail": (
        "say done now, and again whenever the struggle comes back to you (a die handed to you)"
    ),
    "niepodlegla.struggle.order.reroll": (
        "Re-roll the dice my missions don't use while more than {n} morale {n:marker is|markers are} left, then done"
    ),
    "niepodlegla.struggle.order.reroll_detail": (
        "each time: re-roll (with the black die) every die none of your missions uses; done once every die is "
        "used, your missions lack no symbol, or {n} or fewer morale {n:marker is|markers are} left"
    ),
    "niepodlegla.struggle.order.reroll_detail_final": (
        "each time: re-roll (with the black die) every die the final missions do not use, matched with every "
        "player's dice; done once every die is used or {n} or fewer morale {n:marker is|markers are} left"
    ),
}
PL = {
    "niepodlegla.struggle.prompt": (
        "Walka: przerzuć swoje kości, przekaż jedną innemu graczowi albo ogłoś, że kończysz. Zostało morale: {morale}."
    ),
    "niepodlegla.struggle.first_roll": "{seat} rzuca: {faces}.",
    "niepodlegla.struggle.no_dice": "{seat} nie ma kości do rzucania.",
    "niepodlegla.struggle.reroll": "{seat} przerzuca {n} {n:kość|kości|kości}: {faces}.",
    "niepodlegla.struggle.black": (
        "Czarna kość: {pips} {pips:oczko|oczka|oczek} — ubywa {pips} {pips:znacznika|znaczników|znaczników} "
        "morale, zostaje {left}."
    ),
    "niepodlegla.struggle.black_blank": "Czarna kość pokazuje pustą ściankę: morale bez strat.",
    "niepodlegla.struggle.black_over": (
        "Czarna kość: {pips} {pips:oczko|oczka|oczek}, więcej niż {left} "
        "{left:pozostały znacznik|pozostałe znaczniki|pozostałych znaczników} morale: wszystkie zostają "
        "odrzucone i walka natychmiast się kończy."
    ),
    "niepodlegla.struggle.give": (
        "{seat} przekazuje {item:acc} graczowi {to} za {cost} {cost:znacznik|znaczniki|znaczników} morale; "
        "zostaje {left}."
    ),
    "niepodlegla.struggle.rally": ("{seat} używa żetonu „{token}”: +{n} morale na tę rundę, teraz {left}."),
    "niepodlegla.struggle.done": "{seat}: wynik na kościach wystarcza.",
    "niepodlegla.struggle.all_done": "Wszystkich zadowalają wyniki; walka się kończy.",
    "niepodlegla.struggle.no_morale": "Pula morale jest pusta; walka się kończy.",
    "niepodlegla.struggle.gathered": "Zebrano wszystkie symbole potrzebne do misji finałowych; walka się kończy.",
    "niepodlegla.struggle.completed": "{seat} wykonuje: {cards}.",
    "niepodlegla.struggle.completed_none": "{seat} nie wykonuje żadnej misji.",
    "niepodlegla.struggle.tokens_used": "Użyte żetony (odwrócone): {tokens}.",
    "niepodlegla.struggle.error.verbs": (
        "trwa walka: `reroll <kości…>`, `give <kość> <gracz>`, `rally <żeton>` albo `done`"
    ),
    "niepodlegla.struggle.error.name_dice": "wskaż kości do przerzutu, np. `reroll n1 n3`",
    "niepodlegla.struggle.error.not_held": "nie masz kości {die}; twoje kości: {dice}",
    "niepodlegla.struggle.error.twice": "każdą kość podaje się raz",
    "niepodlegla.struggle.error.pass_morale": (
        "przekazanie kości wymaga co najmniej {cost} {cost:znacznika|znaczników|znaczników} morale w puli; "
        "zostało {left}"
    ),
    "niepodlegla.struggle.error.not_item": "nie masz {item} (albo ten żeton jest zużyty)",
    "niepodlegla.struggle.error.not_other": "{who} nie jest innym graczem",
    "niepodlegla.struggle.error.seat_word": (
        "napisz `{text}`: w wersji podstawowej graczy nazywa się postaciami, a w zaawansowanej kolorami pionków"
    ),
    "niepodlegla.struggle.error.no_token": "nie masz takiego aktywnego żetonu morale",
    "niepodlegla.struggle.complete_prompt": (
        "Twoje kości mogą wykonać każdy z tych zestawów twoich misji, ale nie wszystkie naraz: wybierz, które wykonać."
    ),
    "niepodlegla.struggle.complete_explain": (
        "Każdą kość liczy się raz, więc twoje kości pokrywają te misje tylko w niektórych zestawieniach. Wybrany "
        "zestaw się udaje i daje swoje nagrody; pozostałe twoje misje w tej rundzie się nie udają."
    ),
    "niepodlegla.struggle.gives": "{card}: {reward}",
    "niepodlegla.struggle.explain": (
        "Kości każdego gracza pokazują symbole wyrzucone do jego misji. Przy każdym przerzucie toczy się też czarna "
        "kość: 1 lub 2 oczka kosztują tyle znaczników morale. Kość przekazana innemu graczowi zachowuje wynik i "
        "kosztuje {cost} {cost:znacznik|znaczniki|znaczników} morale. Walka kończy się, gdy wszyscy skończą albo "
        "zabraknie morale."
    ),
    "niepodlegla.struggle.explain_final": (
        "Kości każdego gracza pokazują symbole wyrzucone do misji finałowych. Przy każdym przerzucie toczy się też "
        "czarna kość: 1 lub 2 oczka kosztują tyle znaczników morale. Kość przekazana innemu graczowi zachowuje "
        "wynik i kosztuje {cost} {cost:znacznik|znaczniki|znaczników} morale. Runda kończy się, gdy kości pokryją "
        "wszystkie misje finałowe albo zabraknie morale."
    ),
    "niepodlegla.struggle.detail.reroll": (
        "czarna kość toczy się razem z nimi: 1 lub 2 oczka kosztują tyle znaczników morale"
    ),
    "niepodlegla.struggle.detail.give": (
        "kosztuje {cost} z {morale} {morale:pozostałego znacznika|pozostałych znaczników|pozostałych znaczników} "
        "morale; kość zachowuje wynik"
    ),
    "niepodlegla.struggle.detail.rally": "+{n} {n:znacznik|znaczniki|znaczników} morale w puli od razu",
    "niepodlegla.struggle.detail.done": "zostaw kości tak, jak leżą (jeśli ktoś przekaże ci kość, znów możesz działać)",
    "niepodlegla.struggle.step.reroll": "Przerzuć",
    "niepodlegla.struggle.step.give": "Przekaż kość ({cost} {cost:znacznik|znaczniki|znaczników} morale)",
    "niepodlegla.struggle.step.rally": "Użyj żetonu morale",
    "niepodlegla.struggle.step.done": "Gotowe: wynik na kościach wystarcza",
    "niepodlegla.struggle.token": "żeton „{token}”",
    "niepodlegla.struggle.to": "→ {seat}",
    "niepodlegla.struggle.order.done": "Koniec na tę walkę",
    "niepodlegla.struggle.order.done_detail": (
        "ogłaszasz, że kończysz, teraz i za każdym razem, gdy walka wróci do ciebie (gdy ktoś przekaże ci kość)"
    ),
    "niepodlegla.struggle.order.reroll": (
        "Przerzucaj kości, których nie wykorzystują moje misje, dopóki w puli jest więcej niż {n} "
        "{n:znacznik|znaczniki|znaczników} morale, potem koniec"
    ),
    "niepodlegla.struggle.order.reroll_detail": (
        "za każdym razem przerzucasz (z czarną kością) każdą kość, której nie wykorzystuje żadna z twoich misji; "
        "kończysz, gdy wszystkie kości są wykorzystane, twoim misjom nie brakuje już symboli albo w puli zostanie "
        "{n} lub mniej znaczników morale"
    ),
    "niepodlegla.struggle.order.reroll_detail_final": (
        "za każdym razem przerzucasz (z czarną kością) każdą kość, której nie wykorzystują misje finałowe "
        "(liczone z kośćmi wszystkich graczy); kończysz, gdy wszystkie kości są wykorzystane albo w puli "
        "zostanie {n} lub mniej znaczników morale"
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class CompleteAsk(AskKind):
    """Which missions a player completes when his dice allow several sets (Using Dice and Symbols)."""

    kind = "complete"
    rule = RULE_DICE

    def __init__(self, phase: StrugglePhase) -> None:
        self.phase = phase

    def prompt(self, state: NiepodleglaState, ask: Ask) -> Msg:
        return msg("niepodlegla.struggle.complete_prompt")

    def label(self, state: NiepodleglaState, ask: Ask, text: str) -> Param:
        keys = text.split()[1:]
        return names.joined([card_label(self.phase.board, state, k) for k in keys])

    def detail(self, state: NiepodleglaState, ask: Ask, text: str) -> Param | None:
        """What completing the set gives: each mission's reward."""
        board = self.phase.board
        gains: list[Param] = []
        for key in text.split()[1:]:
            reward = reward_of(board, state, key)
            if reward is not None:
                gains.append(msg("niepodlegla.struggle.gives", card=card_number(key), reward=reward))
        return names.joined(gains, "; ") if gains else None

    def explain(self, state: NiepodleglaState, ask: Ask) -> Msg | None:
        return msg("niepodlegla.struggle.complete_explain")

    def topic(self, state: NiepodleglaState, ask: Ask) -> str:
        return "dice"

    def play(self, state: NiepodleglaState, ask: Ask, action: Action) -> list[Event]:
        assert isinstance(action, Words)
        events = self.phase.settle(state, ask.seat, list(action.words))
        state.push(Task(kind="struggle.complete", n=ask.seat + 1))
        return events


class StrugglePhase(Phase):
    key = "struggle"
    rule = RULE_BASIC

    def asks(self) -> Sequence[AskKind]:
        return (CompleteAsk(self),)

    def handlers(self) -> dict[str, Handler]:
        return {"struggle.complete": self.complete}

    def rule_for(self, state: NiepodleglaState) -> str:
        return RULE_ADVANCED if state.advanced else RULE_BASIC

    # --- the first roll ----------------------------------------------------------------------------

    def begin(self, state: NiepodleglaState) -> list[Event]:
        events: list[Event] = []
        state.completed = []
        for seat in range(state.seats):
            mine = [d for d in state.dice if d.holder == seat]
            if not mine:
                events.append(Event(msg("niepodlegla.struggle.no_dice", seat=SeatRef(seat))))
                continue
            for die in mine:
                die.face = state.rng.below(self.board.sides)
            faces = [names.die(self.board, d.id, d.figure, d.face) for d in mine]
            events.append(
                Event(
                    msg("niepodlegla.struggle.first_roll", seat=SeatRef(seat), faces=faces),
                    kind="roll",
                    dice=tuple(d.face + 1 for d in mine),
                )
            )
        if is_final(self.board, state) and self.gathered(state):
            return [*events, Event(msg("niepodlegla.struggle.gathered"))]
        if state.morale <= 0:
            return [*events, *self.end(state, msg("niepodlegla.struggle.no_morale"))]
        state.struggling = True
        state.satisfied = []
        return events

    # --- the open decision --------------------------------------------------------------------------

    def decisions(self, state: NiepodleglaState) -> tuple[Decision, ...]:
        seats = tuple(s for s in range(state.seats) if s not in state.satisfied)
        final = is_final(self.board, state)
        explain = "niepodlegla.struggle.explain_final" if final else "niepodlegla.struggle.explain"
        topic = {(False, False): "basic_struggle", (False, True): "basic_final", (True, False): "struggle"}.get(
            (state.advanced, final), "defence"
        )
        return (
            Decision(
                key="struggle.act",
                seats=seats,
                prompt=msg("niepodlegla.struggle.prompt", morale=state.morale),
                forms={s: self.form(state, s) for s in seats},
                defaults={s: "done" for s in seats},
                rule=self.rule_for(state),
                explain=msg(explain, cost=PASS_COST),
                topic=topic,
            ),
        )

    def form(self, state: NiepodleglaState, seat: int) -> Steps:
        def after(words: Sequence[str]) -> Step:
            return self.step(state, seat, words)

        return Steps(after=after, hint="reroll <dice…> · give <die> <player> · rally <token> · done")

    def held_dice(self, state: NiepodleglaState, seat: int) -> list[str]:
        return [d.id for d in state.dice if d.holder == seat]

    def passable(self, state: NiepodleglaState, seat: int) -> list[str]:
        tokens = [t.key for t in state.tokens if t.holder == seat and t.active]
        return self.held_dice(state, seat) + tokens

    def rallies(self, state: NiepodleglaState, seat: int) -> list[str]:
        return [
            t.key
            for t in state.tokens
            if t.holder == seat and t.active and str(self.board.token(t.key).kind.value) == "morale"
        ]

    def item_label(self, state: NiepodleglaState, item: str) -> Param:
        """A die or a token as the menus and the events name it: "neutral die 1 (two diplomacy)", "token …"."""
        die = state.die(item)
        if die is None:
            return msg("niepodlegla.struggle.token", token=names.token(self.board, item))
        return names.die(self.board, die.id, die.figure, die.face)

    def to_label(self, state: NiepodleglaState, seat: int) -> Msg:
        """The player a die is passed to, as the menu and the answer name him: "→ Dmowski"."""
        return msg("niepodlegla.struggle.to", seat=seat_label(self.board, state, seat))

    def step(self, state: NiepodleglaState, seat: int, words: Sequence[str]) -> Step:
        dice = self.held_dice(state, seat)
        if not words:
            first = []
            if dice:
                first.append(
                    choice("reroll", msg("niepodlegla.struggle.step.reroll"), msg("niepodlegla.struggle.detail.reroll"))
                )
            if state.morale >= PASS_COST and self.passable(state, seat) and state.seats > 1:
                detail = msg("niepodlegla.struggle.detail.give", cost=PASS_COST, morale=state.morale)
                first.append(choice("give", msg("niepodlegla.struggle.step.give", cost=PASS_COST), detail))
            if self.rallies(state, seat):
                n = int(self.board.advanced["morale_token_value"].value)
                detail = msg("niepodlegla.struggle.detail.rally", n=n)
                first.append(choice("rally", msg("niepodlegla.struggle.step.rally"), detail))
            first.append(choice("done", msg("niepodlegla.struggle.step.done"), msg("niepodlegla.struggle.detail.done")))
            return Step(tuple(first))
        head = words[0]
        if head == "done":
            return Step((), complete=len(words) == 1)
        if head == "reroll":
            dice = dice_order(self.board, dice)
            chosen = list(words[1:])
            if any(w not in dice for w in chosen) or len(set(chosen)) != len(chosen):
                return Step(())
            start = dice.index(chosen[-1]) + 1 if chosen else 0
            rest = [choice(d, self.item_label(state, d)) for d in dice[start:]]
            return Step(tuple(rest), complete=bool(chosen))
        if head == "give":
            items = self.passable(state, seat)
            if len(words) == 1:
                return Step(tuple(choice(i, self.item_label(state, i)) for i in items))
            if words[1] not in items:
                return Step(())
            others = [s for s in range(state.seats) if s != seat]
            if len(words) == 2:
                return Step(tuple(choice(seat_key(self.board, state, s), self.to_label(state, s)) for s in others))
            keys = [seat_key(self.board, state, s) for s in others]
            return Step((), complete=len(words) == 3 and words[2] in keys)
        if head == "rally":
            tokens = self.rallies(state, seat)
            if len(words) == 1:
                return Step(tuple(choice(t, names.token(self.board, t)) for t in tokens))
            return Step((), complete=len(words) == 2 and words[1] in tokens)
        return Step(())

    def validate(self, state: NiepodleglaState, seat: int, action: Action) -> None:
        rule = self.rule_for(state)
        if not isinstance(action, Words) or action.verb not in ("reroll", "give", "rally", "done"):
            raise self.refuse_with(msg("niepodlegla.struggle.error.verbs"), rule)
        dice = self.held_dice(state, seat)
        if action.verb == "reroll":
            if not action.words:
                raise self.refuse_with(msg("niepodlegla.struggle.error.name_dice"), rule)
            for w in action.words:
                if w not in dice:
                    raise self.refuse_with(msg("niepodlegla.struggle.error.not_held", die=repr(w), dice=dice), rule)
            if len(set(action.words)) != len(action.words):
                raise self.refuse_with(msg("niepodlegla.struggle.error.twice"), rule)
        elif action.verb == "give":
            item, who = action.words
            if state.morale < PASS_COST:
                raise self.refuse_with(
                    msg("niepodlegla.struggle.error.pass_morale", cost=PASS_COST, left=state.morale), rule
                )
            if item not in self.passable(state, seat):
                raise self.refuse_with(msg("niepodlegla.struggle.error.not_item", item=repr(item)), rule)
            target = seat_of(self.board, state, who)
            if target is None or target == seat:
                raise self.refuse_with(msg("niepodlegla.struggle.error.not_other", who=repr(who)), rule)
            canonical = seat_key(self.board, state, target)
            if who != canonical:
                text = f"give {item} {canonical}"
                raise self.refuse_with(msg("niepodlegla.struggle.error.seat_word", text=text), rule)
        elif action.verb == "rally" and action.words[0] not in self.rallies(state, seat):
            raise self.refuse_with(msg("niepodlegla.struggle.error.no_token"), rule)

    def refuse_with(self, text: Msg, rule: str) -> IllegalAction:
        return IllegalAction(text, rule=rule)

    def play(self, state: NiepodleglaState, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Words)
        events: list[Event] = []
        if action.verb == "done":
            state.satisfied.append(seat)
            events.append(Event(msg("niepodlegla.struggle.done", seat=SeatRef(seat))))
            if len(state.satisfied) >= state.seats:
                return events + self.end(state, msg("niepodlegla.struggle.all_done"))
            return events
        if action.verb == "reroll":
            events += self.reroll(state, seat, list(action.words))
        elif action.verb == "give":
            item, who = action.words
            target = seat_of(self.board, state, who)
            assert target is not None
            state.morale -= PASS_COST
            die = state.die(item)
            if die is not None:
                die.holder = target
            else:
                token = state.token(item)
                assert token is not None
                token.holder = target
            if target in state.satisfied:
                state.satisfied.remove(target)
            events.append(
                Event(
                    msg(
                        "niepodlegla.struggle.give",
                        seat=SeatRef(seat),
                        item=self.item_label(state, item),
                        to=SeatRef(target),
                        cost=PASS_COST,
                        left=state.morale,
                    )
                )
            )
        else:
            token = state.token(action.words[0])
            assert token is not None
            n = int(self.board.advanced["morale_token_value"].value)
            token.active = False
            state.morale += n
            name = names.token(self.board, token.key)
            events.append(
                Event(msg("niepodlegla.struggle.rally", seat=SeatRef(seat), token=name, n=n, left=state.morale))
            )
        if not state.struggling:
            return events
        if is_final(self.board, state) and self.gathered(state):
            return events + self.end(state, msg("niepodlegla.struggle.gathered"))
        if state.morale <= 0:
            return events + self.end(state, msg("niepodlegla.struggle.no_morale"))
        return events

    def reroll(self, state: NiepodleglaState, seat: int, ids: list[str]) -> list[Event]:
        dice = [d for d in state.dice if d.id in ids]
        for die in dice:
            die.face = state.rng.below(self.board.sides)
        black = state.rng.below(self.board.sides)
        pips = self.board.black_faces[black]
        faces = [names.die(self.board, d.id, d.figure, d.face) for d in dice]
        events = [
            Event(
                msg("niepodlegla.struggle.reroll", seat=SeatRef(seat), n=len(dice), faces=faces),
                kind="roll",
                dice=(*(d.face + 1 for d in dice), black + 1),
            )
        ]
        if pips > state.morale:
            left = state.morale
            state.morale = 0
            state.overflow = True
            events.append(Event(msg("niepodlegla.struggle.black_over", pips=pips, left=left)))
            return events + self.end(state, None)
        if pips:
            state.morale -= pips
            events.append(Event(msg("niepodlegla.struggle.black", pips=pips, left=state.morale)))
        else:
            events.append(Event(msg("niepodlegla.struggle.black_blank")))
        return events

    def end(self, state: NiepodleglaState, why: Msg | None) -> list[Event]:
        state.struggling = False
        state.satisfied = []
        if not is_final(self.board, state):
            state.then(Task(kind="struggle.complete", n=0))
        return [Event(why)] if why is not None else []

    def gathered(self, state: NiepodleglaState) -> bool:
        """Whether the dice and tokens cover every mission on the table (final rounds)."""
        needs = [need(self.board, state, c) for c in state.table]
        return match(needs, all_units(self.board, state)).complete

    # --- standing orders ------------------------------------------------------------------------------

    def orders(self, state: NiepodleglaState) -> tuple[Choice, ...]:
        """What a player in the struggle may order for the rest of it (see the module)."""
        final = is_final(self.board, state)
        detail = (
            "niepodlegla.struggle.order.reroll_detail_final" if final else "niepodlegla.struggle.order.reroll_detail"
        )
        done = choice(ORDER_DONE, msg("niepodlegla.struggle.order.done"), msg("niepodlegla.struggle.order.done_detail"))
        rerolls = tuple(
            choice(f"{ORDER_REROLL} {n}", msg("niepodlegla.struggle.order.reroll", n=n), msg(detail, n=n))
            for n in REROLL_WHILE_ABOVE
        )
        return (done, *rerolls)

    def follow(self, state: NiepodleglaState, seat: int, order: str) -> str | None:
        """The action ``order`` answers for ``seat``, whose turn in the struggle it is; ``None`` for no order of
        the struggle."""
        if order == ORDER_DONE:
            return "done"
        verb, _, above = order.partition(" ")
        if verb != ORDER_REROLL or not above.isdigit():
            return None
        if state.morale <= int(above) or not self.lacking(state, seat):
            return "done"
        dice = self.unused(state, seat)
        return "reroll " + " ".join(dice) if dice else "done"

    def missions_of(self, state: NiepodleglaState, seat: int) -> tuple[list[Need], tuple[int, ...]]:
        """The missions ``seat``'s dice go to, and the seats whose dice the game matches with them: his own
        (rounds before the last), or every final mission with every player's dice (the final rounds)."""
        if is_final(self.board, state):
            return [need(self.board, state, c) for c in state.table], tuple(range(state.seats))
        return [need(self.board, state, c) for c in state.table if c.seat == seat and not c.joint], (seat,)

    def lacking(self, state: NiepodleglaState, seat: int) -> bool:
        """Whether ``seat``'s missions still lack a symbol his dice and tokens (with the others', in the final
        rounds) do not give."""
        needs, seats = self.missions_of(state, seat)
        return not match(needs, {s: units(self.board, state, s) for s in seats}).complete

    def unused(self, state: NiepodleglaState, seat: int) -> list[str]:
        """The dice ``seat`` holds that his missions do not use, in the order of the dice: those the game's
        matching does without, matching as many symbols to the missions (dice first, then tokens) as with every
        die. Of dice that serve alike the later is left out: in the order of the dice, and in the final rounds
        seat after seat (one matching for the table, so two players never both re-roll the die one of them
        needs)."""
        needs, seats = self.missions_of(state, seat)

        def matched(without: Collection[str]) -> tuple[int, int]:
            u: dict[int, Units] = {s: units(self.board, state, s, without) for s in seats}
            return match(needs, u, tokens=False).matched, match(needs, u).matched

        dice = [d for s in seats for d in dice_order(self.board, self.held_dice(state, s))]
        whole = matched(())
        left_out: list[str] = []
        for die in reversed(dice):
            if matched([*left_out, die]) == whole:
                left_out.append(die)
        return [d for d in dice_order(self.board, self.held_dice(state, seat)) if d in left_out]

    # --- settling the completed missions -------------------------------------------------------------

    def complete(self, state: NiepodleglaState, task: Task) -> list[Event]:
        """Settle seat ``task.n``'s missions; ask him when his dice allow several sets."""
        seat = task.n
        if seat >= state.seats:
            return []
        best = self.completions(state, seat)
        if len(best) > 1:
            return self.engine.ask(state, self.complete_ask(seat, best))
        events = self.settle(state, seat, list(best[0])) if best else []
        state.push(Task(kind="struggle.complete", n=seat + 1))
        return events

    def completions(self, state: NiepodleglaState, seat: int) -> list[tuple[str, ...]]:
        """The sets of ``seat``'s missions his dice (and tokens) complete together, none inside another (one
        set, maybe empty, when there is nothing to choose); none when no pawn of his lies on a mission."""
        mine = [c.key for c in state.table if c.seat == seat and not c.joint]
        if not mine:
            return []
        u = {seat: units(self.board, state, seat)}
        by_key = {c.key: need(self.board, state, c) for c in state.table if c.key in mine}
        feasible = {s: match([by_key[k] for k in mine if k in s], u).complete for s in subsets(mine)}
        return maximal_sets(mine, feasible)

    def complete_ask(self, seat: int, best: Sequence[tuple[str, ...]]) -> Ask:
        """The choice of ``seat`` among the sets ``best`` (:meth:`completions`)."""
        return Ask(kind="complete", seat=seat, choices=["complete " + " ".join(keys) for keys in best])

    def settle(self, state: NiepodleglaState, seat: int, keys: list[str]) -> list[Event]:
        """Record ``keys`` as completed by ``seat``; turn over the tokens the completion needs."""
        if not keys:
            return [Event(msg("niepodlegla.struggle.completed_none", seat=SeatRef(seat)))]
        u = {seat: units(self.board, state, seat)}
        needs = [need(self.board, state, c) for c in state.table if c.key in keys]
        flow = match(needs, u)
        events = [
            Event(
                msg(
                    "niepodlegla.struggle.completed",
                    seat=SeatRef(seat),
                    cards=[card_label(self.board, state, k) for k in keys],
                )
            )
        ]
        if flow.tokens:
            for key in flow.tokens:
                token = state.token(key)
                if token is not None:
                    token.active = False
            used = [names.token(self.board, k) for k in flow.tokens]
            events.append(Event(msg("niepodlegla.struggle.tokens_used", tokens=used)))
        state.completed += keys
        return events
