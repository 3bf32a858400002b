"""One module per rulebook phase; :mod:`rules.sigismundus.flow` wires them in the rulebook's order.

Every decision offers a form of only legal, affordable answers, and an answer is legal exactly when its
form accepts it: a choice of the :class:`Options`, a number in the :class:`Amount`'s range, a walk of the
:class:`Steps` tree that ends where an answer may end, a :class:`Split` that :func:`check_split` accepts. A
phase may explain a refusal more precisely (``explain``); otherwise the refusal names what is allowed.
Questions inside a phase (a tie for the Royal Representative, a wound to pay...) are :class:`Ask` entries
answered from an :class:`Options` form, one at a time, before the phase goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from rules.core.decision import Amount, Choice, Decision, Event, Form, Options, Split, Steps
from rules.core.errors import IllegalAction
from rules.core.forms import check_split, parse_pairs, walk
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, Name, Param, SeatRef, msg
from rules.sigismundus import details, names
from rules.sigismundus.actions import Act
from rules.sigismundus.board import Board
from rules.sigismundus.powers import act_passed
from rules.sigismundus.state import Ask, SigismundusState, offices_of, representative

INCOMPATIBILITY_RULE = "Sejm f) Act of Law: incompatibilitatis"

EN = {
    "sigismundus.incompatibility.prompt": "{seat}: you hold two offices of one kind; choose the one you give up.",
    "sigismundus.incompatibility.must": (
        "{seat} holds two offices of one kind and must give one up (incompatibilitatis)."
    ),
    "sigismundus.incompatibility.resigned": "{seat} gives up {office}; it is free again.",
    "sigismundus.error.not_a_choice": "`{action}` is not a choice now; choose one of {choices}",
    "sigismundus.error.amount": "write `{verb} <n>` with n from {low} to {high}",
    "sigismundus.error.split": "write `{verb}` with every place and {total} in all",
    "sigismundus.error.word": "`{word}` is not allowed {where}; the choices are {choices}",
    "sigismundus.error.here": "here",
    "sigismundus.error.after": "after `{words}`",
    "sigismundus.error.unfinished": "`{action}` is not a whole answer; add one of {choices}",
    "sigismundus.error.not_an_answer": "`{action}` is not an answer to this decision",
    "sigismundus.error.nothing": "nothing can be played in this phase",
    "sigismundus.error.nothing_sealed": "nothing is sealed in this phase",
    "sigismundus.error.more": "{choices} ...",
    "sigismundus.error.a_place": "a place",
    "sigismundus.explain.ask.release": (
        "An Act of incompatibilitatis forbids two offices of one kind: the one you give up is free again, and "
        "its income and prestige go with it."
    ),
    "sigismundus.explain.ask.tie": (
        "As the Royal Representative you settle every tie: the house you choose comes first."
    ),
}

PL = {
    "sigismundus.incompatibility.prompt": "{seat}: masz dwa urzędy jednego rodzaju; wybierz ten, którego się zrzekasz.",
    "sigismundus.incompatibility.must": (
        "{seat} ma dwa urzędy jednego rodzaju i musi zrzec się jednego z nich (incompatibilitatis)."
    ),
    "sigismundus.incompatibility.resigned": "{seat} zrzeka się urzędu {office:gen}; urząd jest znów wolny.",
    "sigismundus.error.not_a_choice": "`{action}` nie jest teraz do wyboru; wybierz jedno z: {choices}",
    "sigismundus.error.amount": "wpisz `{verb} <n>`, gdzie n od {low} do {high}",
    "sigismundus.error.split": "wpisz `{verb}` z każdym miejscem i łącznie {total}",
    "sigismundus.error.word": "`{word}` nie jest dozwolone {where}; do wyboru: {choices}",
    "sigismundus.error.here": "w tym miejscu",
    "sigismundus.error.after": "po `{words}`",
    "sigismundus.error.unfinished": "`{action}` to niepełna odpowiedź; dodaj jedno z: {choices}",
    "sigismundus.error.not_an_answer": "`{action}` nie jest odpowiedzią na tę decyzję",
    "sigismundus.error.nothing": "w tej fazie nie można nic zagrać",
    "sigismundus.error.nothing_sealed": "w tej fazie nie składa się tajnych odpowiedzi",
    "sigismundus.error.more": "{choices} ...",
    "sigismundus.error.a_place": "miejsce",
    "sigismundus.explain.ask.release": (
        "Ustawa incompatibilitatis zakazuje dwóch urzędów jednego rodzaju: urząd, którego się zrzekasz, jest znów "
        "wolny, a z nim jego dochód i prestiż."
    ),
    "sigismundus.explain.ask.tie": (
        "Jako Przedstawiciel króla rozstrzygasz wszystkie remisy: wybrany ród jest pierwszy."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def listing(choices: Sequence[Choice], most: int = 12) -> Param:
    """Choices as a refusal lists them, the first ``most`` of them: a thing of the board by its name in the
    reader's language, the one the announcements use and the parser reads ("Envoy Abroad", not ``legate``);
    any other choice by the word to type, with its label where that says more (``influence`` (Place House
    markers))."""
    texts: list[Param] = [option(c) for c in choices[:most]]
    if len(choices) > most:
        return msg("sigismundus.error.more", choices=texts)
    return texts


def option(choice: Choice) -> Param:
    """One choice as a refusal lists it (see :func:`listing`)."""
    if isinstance(choice.name, Name):
        return choice.name

    def shown(lang: str) -> str:
        label = choice.label_in(lang)
        return f"`{choice.text}`" if label.lower() == choice.text.lower() else f"`{choice.text}` ({label})"

    return Name({lang: shown(lang) for lang in ("en", "pl")})


def duplicates(board: Board, state: SigismundusState, seat: int) -> list[int]:
    """The seat's offices of a kind he holds more than one of."""
    by_kind: dict[str, list[int]] = {}
    for number in offices_of(state, seat):
        by_kind.setdefault(str(board.office(number).kind.value), []).append(number)
    return sorted(n for numbers in by_kind.values() if len(numbers) > 1 for n in numbers)


class Phase:
    """A step of the flow table: automatic steps when it begins, then the decisions it waits for.

    ``number`` is the rulebook phase (1 Initiative ... 9 Maintaining the Army; 0 setup, 10 the end); the
    Sejm's stages are steps of their own that share phase 7. ``rule`` is the rulebook section.
    """

    key: str = ""
    number: int = 0
    rule: str = ""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._names: dict[tuple[str, str | int], Name] = {}

    def title(self, state: SigismundusState) -> Msg:
        return msg(f"sigismundus.phase.{self.key}", round=state.round, rounds=len(state.sejms))

    def begin(self, state: SigismundusState) -> list[Event]:
        return []

    # decisions ---------------------------------------------------------------------------------

    def decisions(self, state: SigismundusState) -> tuple[Decision, ...]:
        if state.asks:
            return (self.ask_decision(state, state.asks[0]),)
        return self.open(state)

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        """The phase's own decisions when no question is pending."""
        return ()

    def waits(self, state: SigismundusState) -> bool:
        """Whether the step waits for a decision: :meth:`decisions` is not empty. The flow asks this after every
        action; a step whose decisions cost labels to build answers it from the state alone (:meth:`opens`)."""
        return bool(state.asks) or self.opens(state)

    queued: ClassVar[bool] = False
    """The step's own decision is the first queued seat's, open exactly while ``state.queue`` holds one."""

    def opens(self, state: SigismundusState) -> bool:
        """Whether :meth:`open` has a decision (for a queued step, whether a seat is queued)."""
        return bool(state.queue) if self.queued else bool(self.open(state))

    def ask_decision(self, state: SigismundusState, ask: Ask) -> Decision:
        prompt, choices = self.ask_options(state, ask)
        key = f"ask.{ask.kind}"
        return Decision(
            key=key,
            seats=(ask.seat,),
            prompt=prompt,
            forms={ask.seat: Options(choices)},
            defaults={ask.seat: choices[0].text},
            rule=self.ask_rule(ask),
            private_choices=ask.kind == "wound",  # a wound may be paid with a Military card of the hand
            explain=self.ask_explain(state, ask),
            topic=self.ask_topic(ask),
        )

    def ask_explain(self, state: SigismundusState, ask: Ask) -> Msg:
        """What a question means, for a newcomer (ties share one sentence)."""
        return msg(
            "sigismundus.explain.ask.tie" if ask.kind.startswith("tie") else f"sigismundus.explain.ask.{ask.kind}"
        )

    def ask_topic(self, ask: Ask) -> str:
        """The ``/rules`` topic of a question: a wound or an abduction is Combat's, the incompatibility the Act
        of Law's, every other the phase's own."""
        if ask.kind in ("wound", "abduct"):
            return "combat"
        if ask.kind == "release":
            return "act_of_law"
        return self.key

    def ask_options(self, state: SigismundusState, ask: Ask) -> tuple[Msg, tuple[Choice, ...]]:
        if ask.kind == "release":
            choices = tuple(
                names.choice(
                    f"resign {n}", self.office_label(state, n), details.office(self.board, state, n, income=False)
                )
                for n in duplicates(self.board, state, ask.seat)
            )
            return msg("sigismundus.incompatibility.prompt", seat=SeatRef(ask.seat)), choices
        if ask.kind.startswith("tie"):
            choices = tuple(Choice(f"prefer {state.houses[s]}", self.seat_label(state, s)) for s in ask.seats)
            return msg(f"sigismundus.tie.{ask.kind}", seats=[SeatRef(s) for s in ask.seats], count=ask.number), choices
        raise AssertionError(f"no question {ask.kind} in {self.key}")

    def ask_rule(self, ask: Ask) -> str:
        return INCOMPATIBILITY_RULE if ask.kind == "release" else self.rule

    def check_incompatibility(self, state: SigismundusState, seats: list[int]) -> list[Event]:
        """After an Act of incompatibility: a seat holding two offices of one kind gives one back (his choice)."""
        if not act_passed(self.board, state, "incompatibility"):
            return []
        events: list[Event] = []
        for seat in seats:
            if duplicates(self.board, state, seat):
                state.asks.append(Ask(kind="release", seat=seat))
                events.append(Event(msg("sigismundus.incompatibility.must", seat=SeatRef(seat))))
        return events

    def in_turn(
        self,
        key: str,
        seat: int,
        prompt: Msg,
        form: Form,
        default: str,
        hand: bool = False,
        explain: Msg | None = None,
    ) -> Decision:
        """One seat's turn; ``hand``: its choices name cards of its hand, so only it is shown them. ``explain``
        says what the decision means (by default ``sigismundus.explain.<key>``); its topic is the phase's."""
        return Decision(
            key=key,
            seats=(seat,),
            prompt=prompt,
            forms={seat: form},
            defaults={seat: default},
            rule=self.rule,
            private_choices=hand,
            explain=explain or msg(f"sigismundus.explain.{key}"),
            topic=self.key,
        )

    def sealed(
        self,
        state: SigismundusState,
        key: str,
        prompt: Msg,
        forms: Mapping[int, Form],
        defaults: Mapping[int, str],
        explain: Msg | None = None,
        public_forms: bool = False,
    ) -> Decision:
        """A secret simultaneous decision: each seat sees only his own answer until all are in.
        ``public_forms``: every seat's form follows from what everyone sees (a range from a public purse), so
        a seat with one legal answer may have it played at once."""
        return Decision(
            key=key,
            seats=tuple(forms),
            prompt=prompt,
            forms=forms,
            defaults=defaults,
            rule=self.rule,
            secret=True,
            simultaneous=True,
            answered=frozenset(state.pending),
            explain=explain or msg(f"sigismundus.explain.{key}"),
            topic=self.key,
            public_forms=public_forms,
        )

    # validation --------------------------------------------------------------------------------

    def validate(self, state: SigismundusState, seat: int, decision: Decision, action: Action) -> None:
        assert isinstance(action, Act)
        form = decision.forms[seat]
        if self.accepts(form, action, decision.rule):
            return
        reason = self.explain(state, seat, decision, action)
        raise IllegalAction(reason if reason is not None else self.allowed(form, action), rule=decision.rule)

    def accepts(self, form: Form, action: Act, rule: str) -> bool:
        text = str(action)
        if isinstance(form, Options):
            return any(c.text == text for c in form.choices)
        if isinstance(form, Amount):
            return action.verb == form.verb and len(action.args) == 1 and form.low <= action.number() <= form.high
        if isinstance(form, Split):
            if action.verb != form.verb:
                return False
            check_split(
                form,
                parse_pairs(list(action.args), {s.key: s.key for s in form.slots}, msg("sigismundus.error.a_place")),
                rule,
            )
            return True
        if isinstance(form, Steps):
            step = walk(form, text)
            return step is not None and step.complete
        return False

    def allowed(self, form: Form, action: Act) -> Msg:
        """What the form would have accepted, for a refusal."""
        if isinstance(form, Options):
            return msg("sigismundus.error.not_a_choice", action=str(action), choices=listing(form.choices))
        if isinstance(form, Amount):
            return msg("sigismundus.error.amount", verb=form.verb, low=form.low, high=form.high)
        if isinstance(form, Split):
            return msg("sigismundus.error.split", verb=form.verb, total=form.total)
        if isinstance(form, Steps):
            done: list[str] = []
            for word in str(action).split():
                step = form.after(done)
                if word not in {c.text for c in step.choices}:
                    where = (
                        msg("sigismundus.error.after", words=" ".join(done)) if done else msg("sigismundus.error.here")
                    )
                    return msg("sigismundus.error.word", word=word, where=where, choices=listing(step.choices))
                done.append(word)
            step = form.after(done)
            return msg("sigismundus.error.unfinished", action=str(action), choices=listing(step.choices))
        return msg("sigismundus.error.not_an_answer", action=str(action))

    def explain(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> Msg | None:
        """A precise reason why ``action`` is refused, where the phase knows one better than the form."""
        return None

    # playing -----------------------------------------------------------------------------------

    def play(self, state: SigismundusState, seat: int, decision: Decision, action: Action) -> list[Event]:
        assert isinstance(action, Act)
        if decision.key.startswith("ask."):
            ask = state.asks.pop(0)
            events = self.answer(state, ask, action)
        else:
            events = self.act(state, seat, decision, action)
        return events + self.proceed(state)

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        raise IllegalAction(msg("sigismundus.error.nothing"), rule=self.rule)

    def answer(self, state: SigismundusState, ask: Ask, action: Act) -> list[Event]:
        if ask.kind == "release":
            number = action.number()
            state.offices[number].holder = None
            events = [
                Event(
                    msg("sigismundus.incompatibility.resigned", seat=SeatRef(ask.seat), office=self.office_name(number))
                )
            ]
            if duplicates(self.board, state, ask.seat):
                state.asks.insert(0, Ask(kind="release", seat=ask.seat))
            return events
        if ask.kind.startswith("tie"):
            chosen = state.houses.index(action.args[0])
            return self.tie_settled(state, ask, chosen)
        raise AssertionError(f"no question {ask.kind} in {self.key}")

    def tie_settled(self, state: SigismundusState, ask: Ask, chosen: int) -> list[Event]:
        raise AssertionError(f"no tie in {self.key}")

    def proceed(self, state: SigismundusState) -> list[Event]:
        """Automatic steps after an answer (the next seat, the next stage...)."""
        return []

    def resolve(self, state: SigismundusState, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        acts = {seat: a for seat, a in answers.items() if isinstance(a, Act)}
        return self.reveal(state, decision, acts) + self.proceed(state)

    def reveal(self, state: SigismundusState, decision: Decision, answers: Mapping[int, Act]) -> list[Event]:
        raise IllegalAction(msg("sigismundus.error.nothing_sealed"), rule=self.rule)

    # names -------------------------------------------------------------------------------------

    def seat_label(self, state: SigismundusState, seat: int) -> str:
        """A house as a choice names it (a surname, the same in every language)."""
        return self.board.house(state.houses[seat]).title

    def named(self, kind: str, key: str | int, build: Callable[[Board, Any], Name]) -> Name:
        """The name of a thing of the board, built once (names are asked for at every decision)."""
        found = self._names.get((kind, key))
        if found is None:
            found = self._names[(kind, key)] = build(self.board, key)
        return found

    def country_name(self, key: str) -> Name:
        return self.named("country", key, names.country)

    def office_name(self, number: int) -> Name:
        return self.named("office", number, names.office)

    def office_label(self, state: SigismundusState, number: int) -> Msg:
        """An office as a choice names it: its name and its income ("castellanus posnaniensis (15) · income 1")."""
        return details.office_label(self.board, state, number)

    def card_name(self, key: str) -> Name:
        return self.named("card", key, names.card)

    def figure_name(self, key: str) -> Name:
        return self.named("figure", key, names.figure)

    def tie_ask(self, state: SigismundusState, kind: str, seats: list[int], number: int = 0) -> Ask:
        """A tie for the Royal Representative to settle: "The Royal Representative settles ties"."""
        return Ask(kind=kind, seat=representative(self.board, state, "royal"), seats=list(seats), number=number)
