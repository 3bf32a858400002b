"""Joint decisions: a proposal, the others' answers, and the arbiter's word.

There Will Be No Independence Without National Consent: "In the game "Niepodległa" the players play
together against the game: either all of them win, or all of them lose. Therefore all decisions
should be made jointly, as the result of consultation and negotiation. If the players in some case
cannot reach agreement, the final decision is made by the player who holds Piłsudski's die."

How the bot holds the table to that, for every matter the rulebook leaves to "the players" (which
mission each pawn takes and how the neutral dice are divided, which final missions become harder,
which city gets a token, whose pawn goes to Magdeburg...):

1. *Propose.* Any player may propose (the decision is open to every seat, in no turn order; the
   first to answer proposes): ``propose city krakow``.
2. *Agree or object.* The other players answer together, openly: ``agree`` or ``object``. If
   nobody objects, the proposal is carried out.
3. *The arbiter.* If anyone objects, the holder of Piłsudski's die decides: ``accept`` (the
   proposal stands) or his own proposal, which is carried out at once.

While the others answer, the arbiter, if he owes no answer (he proposed, or he has answered), may give
his word ahead for the case someone objects (:mod:`rules.niepodlegla.ahead`): the same decision, as
it would open, naming no objector (the answers are revealed together).

A matter with a single legal answer is not put to the table: it is carried out and reported. The
same rule runs in the basic game, whose rulebook is silent on disagreement (``common.arbiter`` says
who holds the die when nobody does).

A proposal is accepted only in its canonical text (DESIGN §2: the log keeps ``str(action)``). A
typed proposal that names the right thing in another way only this table can settle (a mission by
its place on the table, missions out of table order or left out, a player by his figure in the
advanced game) is refused with its canonical text, which the player can send instead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from rules.core import serial
from rules.core.decision import Choice, Decision, Event, Options, Step, Steps
from rules.core.errors import IllegalAction
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.niepodlegla.actions import Words
from rules.niepodlegla.board import Board
from rules.niepodlegla.common import arbiter, seat_label
from rules.niepodlegla.names import choice
from rules.niepodlegla.state import Joint, NiepodleglaState

RULE = "There Will Be No Independence Without National Consent"
MAX_OPTIONS = 25
"""Up to this many proposals are offered as one list; more are built word by word."""

EN = {
    "niepodlegla.joint.propose": "Joint decision — {what}. Any player may propose; the others then agree or object.",
    "niepodlegla.joint.respond": "{seat} proposes: {proposal}. Do you agree?",
    "niepodlegla.joint.arbiter": (
        "{objectors} {count:objects|object} to {seat}'s proposal ({proposal}). {arbiter}, holder of Piłsudski's die, "
        "decides: accept it or make your own proposal."
    ),
    "niepodlegla.joint.arbiter_self": (
        "{arbiter} objects to {seat}'s proposal ({proposal}) and decides as holder of Piłsudski's die: accept it or "
        "make your own proposal."
    ),
    "niepodlegla.joint.arbiter_also": (
        "{objectors} {count:objects|object} to {seat}'s proposal ({proposal}), and so does {arbiter}, who decides as "
        "holder of Piłsudski's die: accept it or make your own proposal."
    ),
    "niepodlegla.joint.arbiter_ahead": (
        "If anyone objects to {seat}'s proposal ({proposal}), you decide as holder of Piłsudski's die: accept it "
        "or make your own proposal."
    ),
    "niepodlegla.joint.proposed": "{seat} proposes: {proposal}.",
    "niepodlegla.joint.agreed": "Everyone agrees to the proposal.",
    "niepodlegla.joint.objected": "{objectors} {count:objects|object}; {arbiter} (holder of Piłsudski's die) decides.",
    "niepodlegla.joint.objected_self": "{arbiter} objects and decides as holder of Piłsudski's die.",
    "niepodlegla.joint.objected_also": (
        "{objectors} {count:objects|object}, and so does {arbiter}, who decides as holder of Piłsudski's die."
    ),
    "niepodlegla.joint.accepted": "{arbiter} upholds the proposal: {proposal}.",
    "niepodlegla.joint.overruled": "{arbiter} decides instead: {proposal}.",
    "niepodlegla.joint.only": "{what}: only one choice is possible — {proposal}.",
    "niepodlegla.joint.accept": "Accept the proposal",
    "niepodlegla.joint.agree": "Agree",
    "niepodlegla.joint.object": "Object",
    "niepodlegla.joint.error.impossible": "not a possible proposal here; possible: {shown}{more}",
    "niepodlegla.joint.error.not_an_answer": "not an answer to this decision",
    "niepodlegla.joint.error.agree_or_object": "answer `agree` or `object` to the proposal",
    "niepodlegla.joint.error.waiting": "the table is waiting for {wanted}",
    "niepodlegla.joint.error.canonical": (
        "write the proposal as `{text}` (every mission on the table in its order, every player by his name "
        "in this game)"
    ),
    "niepodlegla.joint.propose_more": "Propose…",
    "niepodlegla.joint.propose_more_detail": "build your own proposal, step by step",
    "niepodlegla.joint.accept_detail": "{seat}'s proposal is carried out as it stands",
    "niepodlegla.joint.agree_detail": "carried out once everyone has answered, if nobody objects",
    "niepodlegla.joint.object_detail": "then {arbiter}, holder of Piłsudski's die, decides",
    "niepodlegla.joint.explain.propose": (
        "{about} Any player may propose; the others then agree or object, and if anyone objects, {arbiter} "
        "(holder of Piłsudski's die) decides."
    ),
    "niepodlegla.joint.explain.respond": (
        "{about} {seat} proposed this. If nobody objects it is carried out; if anyone objects, {arbiter} "
        "(holder of Piłsudski's die) decides."
    ),
    "niepodlegla.joint.explain.arbiter": (
        "{about} Someone objected, so the holder of Piłsudski's die decides: keep the proposal, or make your own, "
        "which is carried out at once."
    ),
    "niepodlegla.joint.wanted_arbiter": "`accept` or your own `propose …`",
    # the first word of a proposal, as a menu shows it
    "niepodlegla.word.missions": "missions",
    "niepodlegla.word.harder": "harder",
    "niepodlegla.word.bonus": "bonus",
    "niepodlegla.word.challenges": "challenges",
    "niepodlegla.word.city": "city",
    "niepodlegla.word.remove": "remove",
    "niepodlegla.word.effect": "effect",
    "niepodlegla.word.jail": "jail",
    "niepodlegla.word.discard": "discard",
}
PL = {
    "niepodlegla.joint.propose": (
        "Wspólna decyzja — {what}. Każdy gracz może zgłosić propozycję; pozostali przyjmują ją albo zgłaszają sprzeciw."
    ),
    "niepodlegla.joint.respond": "{seat} proponuje: {proposal}. Zgadzasz się?",
    "niepodlegla.joint.arbiter": (
        "{objectors} {count:zgłasza|zgłaszają|zgłasza} sprzeciw wobec propozycji, którą zgłasza {seat} ({proposal}). "
        "Rozstrzyga {arbiter}, posiadacz kości Piłsudskiego: przyjmij tę propozycję albo zgłoś własną."
    ),
    "niepodlegla.joint.arbiter_self": (
        "{arbiter} zgłasza sprzeciw wobec propozycji, którą zgłasza {seat} ({proposal}), i rozstrzyga jako "
        "posiadacz kości Piłsudskiego: przyjmij tę propozycję albo zgłoś własną."
    ),
    "niepodlegla.joint.arbiter_also": (
        "{objectors} {count:zgłasza|zgłaszają|zgłaszają} sprzeciw wobec propozycji, którą zgłasza {seat} "
        "({proposal}); sprzeciw zgłasza też {arbiter} i rozstrzyga jako posiadacz kości Piłsudskiego: przyjmij tę "
        "propozycję albo zgłoś własną."
    ),
    "niepodlegla.joint.arbiter_ahead": (
        "Jeśli ktoś zgłosi sprzeciw wobec propozycji, którą zgłasza {seat} ({proposal}), rozstrzygasz jako "
        "posiadacz kości Piłsudskiego: przyjmij ją albo zgłoś własną."
    ),
    "niepodlegla.joint.proposed": "{seat} proponuje: {proposal}.",
    "niepodlegla.joint.agreed": "Wszyscy przyjmują propozycję.",
    "niepodlegla.joint.objected": (
        "{objectors} {count:zgłasza|zgłaszają|zgłaszają} sprzeciw; rozstrzyga {arbiter} (posiadacz kości Piłsudskiego)."
    ),
    "niepodlegla.joint.objected_self": "{arbiter} zgłasza sprzeciw i rozstrzyga jako posiadacz kości Piłsudskiego.",
    "niepodlegla.joint.objected_also": (
        "{objectors} {count:zgłasza|zgłaszają|zgłaszają} sprzeciw; sprzeciw zgłasza też {arbiter} i rozstrzyga jako "
        "posiadacz kości Piłsudskiego."
    ),
    "niepodlegla.joint.accepted": "{arbiter} podtrzymuje propozycję: {proposal}.",
    "niepodlegla.joint.overruled": "{arbiter} rozstrzyga inaczej: {proposal}.",
    "niepodlegla.joint.only": "{what:cap}: możliwy jest tylko jeden wybór — {proposal}.",
    "niepodlegla.joint.accept": "Przyjmij propozycję",
    "niepodlegla.joint.agree": "Zgoda",
    "niepodlegla.joint.object": "Sprzeciw",
    "niepodlegla.joint.error.impossible": "taka propozycja nie jest tu możliwa; możliwe: {shown}{more}",
    "niepodlegla.joint.error.not_an_answer": "to nie jest odpowiedź na tę decyzję",
    "niepodlegla.joint.error.agree_or_object": "odpowiedz na propozycję: `agree` (zgoda) albo `object` (sprzeciw)",
    "niepodlegla.joint.error.waiting": "stół czeka na: {wanted}",
    "niepodlegla.joint.error.canonical": (
        "zapisz propozycję jako `{text}` (każda misja ze stołu w jej kolejności, każdy gracz pod nazwą, "
        "jaką ma w tej grze)"
    ),
    "niepodlegla.joint.propose_more": "Zaproponuj…",
    "niepodlegla.joint.propose_more_detail": "ułóż własną propozycję krok po kroku",
    "niepodlegla.joint.accept_detail": "propozycja, którą zgłasza {seat}, zostaje wykonana bez zmian",
    "niepodlegla.joint.agree_detail": "zostanie wykonana, gdy wszyscy odpowiedzą, jeśli nikt się nie sprzeciwi",
    "niepodlegla.joint.object_detail": "wtedy rozstrzyga {arbiter}, posiadacz kości Piłsudskiego",
    "niepodlegla.joint.explain.propose": (
        "{about} Każdy gracz może zgłosić propozycję; pozostali ją przyjmują albo zgłaszają sprzeciw, a przy "
        "sprzeciwie rozstrzyga {arbiter} (posiadacz kości Piłsudskiego)."
    ),
    "niepodlegla.joint.explain.respond": (
        "{about} Propozycję zgłasza {seat}. Jeśli nikt się nie sprzeciwi, zostanie wykonana; przy sprzeciwie "
        "rozstrzyga {arbiter} (posiadacz kości Piłsudskiego)."
    ),
    "niepodlegla.joint.explain.arbiter": (
        "{about} Był sprzeciw, więc rozstrzyga posiadacz kości Piłsudskiego: utrzymaj propozycję albo zgłoś "
        "własną, która zostanie wykonana od razu."
    ),
    "niepodlegla.joint.wanted_arbiter": "`accept` albo twoją własną propozycję `propose …`",
    "niepodlegla.word.missions": "misje",
    "niepodlegla.word.harder": "trudniejsze misje finałowe",
    "niepodlegla.word.bonus": "bonus",
    "niepodlegla.word.challenges": "wyzwania",
    "niepodlegla.word.city": "miasto",
    "niepodlegla.word.remove": "usunięcie przeszkody",
    "niepodlegla.word.effect": "efekt",
    "niepodlegla.word.jail": "Magdeburg",
    "niepodlegla.word.discard": "odrzucenie misji",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class Matter:
    """One kind of joint decision. Subclasses list the legal proposals (``options``) or, when there
    are too many to list, walk them word by word (``after`` and ``check``), and carry out the one
    agreed (``apply``). Proposal words start with the matter's ``word``: ``city krakow``."""

    kind: str = ""
    word: str = ""
    rule: str = RULE

    def __init__(self, board: Board) -> None:
        self.board = board

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        """What is being decided, for the prompt."""
        raise NotImplementedError

    def about(self, state: NiepodleglaState, joint: Joint) -> Msg:
        """What the decision means, in a sentence a newcomer understands (``Decision.explain``)."""
        return msg(f"niepodlegla.about.{self.kind}")

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        """The ``/rules`` topic that explains this matter (``data/niepodlegla/rules.toml``)."""
        return "joint"

    def detail(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param | None:
        """What a proposal does, in one line beside its label (``None``: its label says it all)."""
        return None

    def presets(self, state: NiepodleglaState, joint: Joint) -> list[tuple[tuple[str, ...], Param, Param | None]]:
        """Whole proposals offered in one click when the proposals are built step by step: their words, a
        label and a detail; each must be legal now."""
        return []

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]] | None:
        """Every legal proposal as its words, or ``None`` when they are walked with :meth:`after`."""
        return None

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        """A proposal in words a player reads (menus, events), in every language (a message or a name)."""
        return " ".join(words[1:])

    def word_label(self, state: NiepodleglaState, joint: Joint, word: str) -> Param:
        """One word of a proposal as a menu shows it (the matter's own word, a city, a card...)."""
        if word == self.word and CATALOGUE.has(f"niepodlegla.word.{word}"):
            return msg(f"niepodlegla.word.{word}")
        return word

    def after(self, state: NiepodleglaState, joint: Joint, words: Sequence[str]) -> Step:
        """The legal next words of a proposal after ``words`` (default: the listed options)."""
        listed = self.options(state, joint) or []
        prefix = tuple(words)
        n = len(prefix)
        seen: dict[str, Param] = {}
        complete = False
        for option in listed:
            if option[:n] != prefix:
                continue
            if len(option) == n:
                complete = True
            elif option[n] not in seen:
                seen[option[n]] = self.word_label(state, joint, option[n])
        return Step(tuple(choice(w, label) for w, label in seen.items()), complete)

    def canonical(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> tuple[str, ...]:
        """The proposal in canonical order and spelling (default: as given)."""
        return words

    def check(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> tuple[str, ...]:
        """The canonical words of a legal proposal; raise :class:`IllegalAction` naming the rule."""
        words = self.canonical(state, joint, words)
        listed = self.options(state, joint) or []
        if words not in listed:
            shown = "; ".join("`propose " + " ".join(o) + "`" for o in listed[:8])
            more = " …" if len(listed) > 8 else ""
            raise IllegalAction(msg("niepodlegla.joint.error.impossible", shown=shown, more=more), rule=self.rule)
        return words

    def default(self, state: NiepodleglaState, joint: Joint) -> tuple[str, ...]:
        listed = self.options(state, joint) or []
        return listed[0]

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        raise NotImplementedError


def objection(key: str, objectors: Sequence[int], judge: int, **more: Param) -> Msg:
    """Who objected and who decides, each named once: ``key`` when the arbiter did not object; ``key_self`` when
    he alone did ("Piłsudski objects and decides as holder of Piłsudski's die"); ``key_also`` when he did with
    others ("Dmowski objects, and so does Piłsudski, who decides...")."""
    others = [s for s in objectors if s != judge]
    if len(others) < len(objectors):
        if not others:
            return msg(key + "_self", arbiter=SeatRef(judge), **more)
        key += "_also"
    return msg(key, objectors=[SeatRef(s) for s in others], count=len(others), arbiter=SeatRef(judge), **more)


def proposal_text(words: Sequence[str]) -> str:
    return "propose " + " ".join(words)


class Council:
    """Runs the three stages of every joint decision for the matters it knows."""

    def __init__(self, board: Board, matters: Sequence[Matter]) -> None:
        self.board = board
        self.matters = {m.kind: m for m in matters}

    def matter(self, state: NiepodleglaState) -> Matter:
        assert state.joint is not None
        return self.matters[state.joint.kind]

    # opening a matter

    def open(self, state: NiepodleglaState, joint: Joint) -> list[Event]:
        """Put a matter to the table, or carry it out at once if only one answer is legal."""
        matter = self.matters[joint.kind]
        listed = matter.options(state, joint)
        if listed is not None and len(listed) == 1:
            only = listed[0]
            events = [
                Event(
                    msg(
                        "niepodlegla.joint.only",
                        what=matter.what(state, joint),
                        proposal=matter.label(state, joint, only),
                    )
                )
            ]
            return events + matter.apply(state, joint, only)
        if listed is not None and not listed:
            return []
        state.joint = joint
        return []

    # the decisions

    def decisions(self, state: NiepodleglaState) -> tuple[Decision, ...]:
        joint = state.joint
        if joint is None:
            return ()
        matter = self.matter(state)
        judge = arbiter(self.board, state)
        about = matter.about(state, joint)
        topic = matter.topic(state, joint)
        if joint.stage == "propose":
            form = self.form(state, joint, arbiter_stage=False)
            default = proposal_text(matter.default(state, joint))
            seats = tuple(range(state.seats))
            return (
                Decision(
                    key=f"joint.propose.{joint.kind}",
                    seats=seats,
                    prompt=msg("niepodlegla.joint.propose", what=matter.what(state, joint)),
                    forms={s: form for s in seats},
                    defaults={s: default for s in seats},
                    rule=matter.rule,
                    explain=msg("niepodlegla.joint.explain.propose", about=about, arbiter=SeatRef(judge)),
                    topic=topic,
                ),
            )
        words = tuple(joint.proposal.split()[1:])
        shown = matter.label(state, joint, words)
        if joint.stage == "respond":
            seats = tuple(s for s in range(state.seats) if s != joint.proposer)
            answer = Options(
                (
                    Choice("agree", "Agree", msg("niepodlegla.joint.agree"), msg("niepodlegla.joint.agree_detail")),
                    Choice(
                        "object",
                        "Object",
                        msg("niepodlegla.joint.object"),
                        msg("niepodlegla.joint.object_detail", arbiter=seat_label(self.board, state, judge)),
                    ),
                )
            )
            explain = msg(
                "niepodlegla.joint.explain.respond", about=about, seat=SeatRef(joint.proposer), arbiter=SeatRef(judge)
            )
            return (
                Decision(
                    key=f"joint.respond.{joint.kind}",
                    seats=seats,
                    prompt=msg("niepodlegla.joint.respond", seat=SeatRef(joint.proposer), proposal=shown),
                    forms={s: answer for s in seats},
                    defaults={s: "agree" for s in seats},
                    rule=matter.rule,
                    simultaneous=True,
                    answered=frozenset(state.pending),
                    explain=explain,
                    topic=topic,
                ),
            )
        return (
            Decision(
                key=f"joint.arbiter.{joint.kind}",
                seats=(judge,),
                prompt=objection(
                    "niepodlegla.joint.arbiter", joint.objectors, judge, seat=SeatRef(joint.proposer), proposal=shown
                ),
                forms={judge: self.form(state, joint, arbiter_stage=True)},
                defaults={judge: "accept"},
                rule=RULE,
                explain=msg("niepodlegla.joint.explain.arbiter", about=about),
                topic=topic,
            ),
        )

    def arbiter_ahead(self, state: NiepodleglaState) -> tuple[NiepodleglaState, Decision]:
        """The arbiter's decision while the others still answer the proposal, as it would stand if someone
        objected now, and the state it would open in. Who objects is not known before the answers are
        revealed together, so the preview names nobody (its legal answers do not depend on who)."""
        assert state.joint is not None and state.joint.stage == "respond"
        preview = serial.clone(state)
        joint = preview.joint
        assert joint is not None
        joint.stage = "arbiter"
        preview.pending = {}
        (decision,) = self.decisions(preview)
        words = tuple(joint.proposal.split()[1:])
        prompt = msg(
            "niepodlegla.joint.arbiter_ahead",
            seat=SeatRef(joint.proposer),
            proposal=self.matter(preview).label(preview, joint, words),
        )
        return preview, replace(decision, prompt=prompt)

    def form(self, state: NiepodleglaState, joint: Joint, *, arbiter_stage: bool) -> Options | Steps:
        """Every proposal in one menu when they fit, else built step by step with whole proposals offered in
        one click (the matter's presets); the arbiter may also accept the proposal as it stands."""
        matter = self.matters[joint.kind]
        listed = matter.options(state, joint)
        accept = []
        if arbiter_stage:
            detail = msg("niepodlegla.joint.accept_detail", seat=seat_label(self.board, state, joint.proposer))
            accept = [Choice("accept", "Accept the proposal", msg("niepodlegla.joint.accept"), detail)]
        if listed is not None and len(listed) + len(accept) <= MAX_OPTIONS:
            return Options(
                tuple(accept)
                + tuple(
                    choice(proposal_text(o), matter.label(state, joint, o), matter.detail(state, joint, o))
                    for o in listed
                )
            )

        def after(words: Sequence[str]) -> Step:
            if not words:
                first = [
                    Choice(
                        "propose",
                        "Propose…",
                        msg("niepodlegla.joint.propose_more"),
                        msg("niepodlegla.joint.propose_more_detail"),
                    )
                ]
                return Step(tuple(accept + first))
            if words[0] == "accept":
                return Step((), complete=arbiter_stage and len(words) == 1)
            if words[0] != "propose":
                return Step(())
            return matter.after(state, joint, words[1:])

        presets = []
        for words, label, note in matter.presets(state, joint):
            try:
                legal = matter.check(state, joint, words) == words
            except IllegalAction:
                legal = False
            if legal:
                presets.append(choice(proposal_text(words), label, note))
        # each preset was checked to be the canonical words of a legal proposal: those the tree walks to
        return Steps(after=after, hint=f"propose {matter.word} …", presets=tuple(presets), presets_walk=True)

    # answers

    def validate(self, state: NiepodleglaState, seat: int, decision: Decision, action: Action) -> None:
        matter = self.matter(state)
        joint = state.joint
        assert joint is not None
        if not isinstance(action, Words):
            raise IllegalAction(msg("niepodlegla.joint.error.not_an_answer"), rule=RULE)
        stage = decision.key.split(".")[1]
        if stage == "respond":
            if action.verb not in ("agree", "object"):
                raise IllegalAction(msg("niepodlegla.joint.error.agree_or_object"), rule=RULE)
            return
        if stage == "arbiter" and action.verb == "accept":
            return
        if action.verb != "propose":
            wanted: Param = (
                msg("niepodlegla.joint.wanted_arbiter") if stage == "arbiter" else f"`propose {matter.word} …`"
            )
            raise IllegalAction(msg("niepodlegla.joint.error.waiting", wanted=wanted), rule=matter.rule)
        words = matter.check(state, joint, action.words)
        if words != action.words:
            # Every action has one canonical text, the one the log keeps (DESIGN §2); what only this
            # game's table makes canonical (table order, the players' names) is refused with that text.
            raise IllegalAction(msg("niepodlegla.joint.error.canonical", text=proposal_text(words)), rule=matter.rule)

    def play(self, state: NiepodleglaState, seat: int, decision: Decision, action: Action) -> list[Event]:
        """A proposal (stage 1) or the arbiter's word (stage 3)."""
        assert isinstance(action, Words)
        joint = state.joint
        assert joint is not None
        matter = self.matter(state)
        stage = decision.key.split(".")[1]
        if stage == "propose":
            words = matter.check(state, joint, action.words)
            joint.proposal = proposal_text(words)
            joint.proposer = seat
            joint.stage = "respond"
            return [
                Event(msg("niepodlegla.joint.proposed", seat=SeatRef(seat), proposal=matter.label(state, joint, words)))
            ]
        if action.verb == "accept":
            words = tuple(joint.proposal.split()[1:])
            event = Event(
                msg("niepodlegla.joint.accepted", arbiter=SeatRef(seat), proposal=matter.label(state, joint, words))
            )
        else:
            words = matter.check(state, joint, action.words)
            event = Event(
                msg("niepodlegla.joint.overruled", arbiter=SeatRef(seat), proposal=matter.label(state, joint, words))
            )
        return [event, *self.carry_out(state, words)]

    def resolve(self, state: NiepodleglaState, decision: Decision, answers: Mapping[int, Action]) -> list[Event]:
        """The others' answers, revealed together: carried out if nobody objects, else to the arbiter."""
        joint = state.joint
        assert joint is not None
        words = tuple(joint.proposal.split()[1:])
        against = [s for s, a in sorted(answers.items()) if isinstance(a, Words) and a.verb == "object"]
        if not against:
            event = Event(msg("niepodlegla.joint.agreed"))  # (the proposal was said when it was made)
            return [event, *self.carry_out(state, words)]
        joint.stage = "arbiter"
        joint.objectors = against
        return [Event(objection("niepodlegla.joint.objected", against, arbiter(self.board, state)))]

    def carry_out(self, state: NiepodleglaState, words: tuple[str, ...]) -> list[Event]:
        joint = state.joint
        assert joint is not None
        matter = self.matter(state)
        state.joint = None
        return matter.apply(state, joint, words)
