"""Answering ahead (:mod:`rules.core.ahead`): the decisions of Niepodległa the table takes one player after
another, and the standing orders of the struggle.

Nearly everything in this cooperative game is open to every player at once: a joint decision's proposal
(any player may propose, the first to answer does), the others' answers to it (together, openly), and the
struggle itself ("Players may keep performing the above actions in any order, and any number of times").
Nothing of that is anyone's turn, so nothing there is answered ahead. What does wait for one player after
another:

- ``ask.complete`` (Using Dice and Symbols): once the struggle is over, each player's missions are settled in
  seat order, and a player whose dice complete several sets of his missions but not all of them chooses the
  set. The dice do not change any more, nor does anyone's choice touch another's dice or tokens, so a later
  player's choice stands as it will be asked: he may give it while an earlier one chooses. Mark
  ``r{round}/complete#s{seat}``.
- ``ask.place`` (basic; Rewards for Completing Missions in Rounds I–V): the completed missions are rewarded
  in table order, and "The player who completed the mission chooses" where its tokens go; the places are
  printed on the card. Mark ``r{round}/rewards#{card}``.
- ``joint.arbiter.<matter>`` (There Will Be No Independence Without National Consent: "If the players in
  some case cannot reach agreement, the final decision is made by the player who holds Piłsudski's die"):
  once a proposal is made, while the others answer it, the holder of the die, if he owes no answer (he
  proposed, or he has answered), may give his word for the case someone objects: ``accept`` or his own
  proposal. Mark ``r{round}/{phase}/{matter}@{step}#arbiter``, ``step`` being the state's count of
  decisions when the proposal was made (each matter's proposal has its own).
- the struggle (``struggle.act``): its mark ``r{round}/struggle#open`` is the same for every player through
  the struggle; it carries the standing orders a player in it may leave ("done for this struggle", "re-roll
  the dice my missions don't use while more than N morale markers are left, then done":
  :class:`~rules.niepodlegla.phases.struggle.StrugglePhase`). A player who has said done owes nothing: only a
  die handed to him reopens the struggle to him, and then his order for it (if any) answers again.
"""

from __future__ import annotations

from rules.core import serial
from rules.core.ahead import Ahead, Mark
from rules.core.decision import Choice
from rules.niepodlegla.common import arbiter
from rules.niepodlegla.engine import Engine
from rules.niepodlegla.phases.rewards import RewardsPhase
from rules.niepodlegla.state import Ask, NiepodleglaState

ARBITER = "arbiter"
OPEN = "open"
"""The turn of every player in the struggle: one decision open to all, in no turn order."""


class Chains:
    """What the table may ask ahead in a game, read from its state and its engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.board = engine.board
        rewards = engine.phases["rewards"]
        assert isinstance(rewards, RewardsPhase)
        self.rewards = rewards

    # --- who owes what -----------------------------------------------------------------------------

    def owing(self, state: NiepodleglaState) -> tuple[int, ...]:
        """The seats the open decision waits for (as :meth:`Engine.decisions` opens it, without its forms)."""
        if state.finished:
            return ()
        joint = state.joint
        if joint is not None:
            if joint.stage == "propose":
                return tuple(range(state.seats))
            if joint.stage == "respond":
                return tuple(s for s in range(state.seats) if s != joint.proposer and s not in state.pending)
            return (arbiter(self.board, state),)
        if state.ask is not None:
            return (state.ask.seat,)
        if state.struggling:
            return tuple(s for s in range(state.seats) if s not in state.satisfied)
        return ()

    def judge_to_come(self, state: NiepodleglaState, now: tuple[int, ...]) -> int | None:
        """The holder of Piłsudski's die while the others answer a proposal, if he owes no answer himself."""
        joint = state.joint
        if state.finished or joint is None or joint.stage != "respond":
            return None
        judge = arbiter(self.board, state)
        return None if judge in now else judge

    def rewards_to_come(self, state: NiepodleglaState) -> list[tuple[int, str]]:
        """The rewards still to be placed that leave their player a choice, in order: (seat, mission)."""
        if state.finished or state.advanced or state.phase != "rewards":
            return []
        return [(t.seat, t.card) for t in state.tasks if t.kind == "rewards.card" and self.rewards.chooses(t.card)]

    def completions_to_come(self, state: NiepodleglaState) -> list[int]:
        """The seats after the one choosing his completed missions whose dice will leave them a choice too."""
        ask = state.ask
        if state.finished or ask is None or ask.kind != "complete":
            return []
        struggle = self.engine.struggle
        return [s for s in range(ask.seat + 1, state.seats) if len(struggle.completions(state, s)) > 1]

    # --- the hooks -----------------------------------------------------------------------------------

    def ahead_seats(self, state: NiepodleglaState) -> tuple[int, ...]:
        if state.finished or state.struggling:
            return ()
        now = self.owing(state)
        out: list[int] = []
        judge = self.judge_to_come(state, now)
        if judge is not None:
            out.append(judge)
        for seat in [s for s, _ in self.rewards_to_come(state)] + self.completions_to_come(state):
            if seat not in now and seat not in out:
                out.append(seat)
        return tuple(out)

    def ahead(self, state: NiepodleglaState, seat: int) -> Ahead | None:
        now = self.owing(state)
        if state.finished or state.struggling or seat in now:
            return None
        if self.judge_to_come(state, now) == seat:
            preview, decision = self.engine.council.arbiter_ahead(state)
            return Ahead(seat, self.arbiter_mark(state, state.step), decision, preview)
        for holder, card in self.rewards_to_come(state):
            if holder == seat:
                return self.asked(state, self.rewards.place_ask(seat, card), self.place_mark(state, card))
        if seat in self.completions_to_come(state):
            struggle = self.engine.struggle
            ask = struggle.complete_ask(seat, struggle.completions(state, seat))
            return self.asked(state, ask, self.complete_mark(state, seat))
        return None

    def mark(self, state: NiepodleglaState, seat: int) -> Mark | None:
        if seat not in self.owing(state):
            return None
        joint = state.joint
        if joint is not None:
            # the arbiter's word opens in the step that revealed the answers, one after the proposal's
            return self.arbiter_mark(state, state.step - 1) if joint.stage == ARBITER else None
        ask = state.ask
        if ask is not None:
            if ask.kind == "complete":
                return self.complete_mark(state, seat)
            if ask.kind == "place":
                return self.place_mark(state, ask.card)
            return None
        return self.struggle_mark(state)

    def orders(self, state: NiepodleglaState, seat: int) -> tuple[Choice, ...]:
        if not self.in_struggle(state, seat):
            return ()
        return self.engine.struggle.orders(state)

    def follow(self, state: NiepodleglaState, seat: int, order: str) -> str | None:
        if not self.in_struggle(state, seat):
            return None
        return self.engine.struggle.follow(state, seat, order)

    # --- helpers -------------------------------------------------------------------------------------

    def in_struggle(self, state: NiepodleglaState, seat: int) -> bool:
        """Whether the struggle is open to ``seat`` now (he is in it and not satisfied)."""
        return (
            not state.finished
            and state.joint is None
            and state.ask is None
            and state.struggling
            and seat not in state.satisfied
        )

    def asked(self, state: NiepodleglaState, ask: Ask, mark: Mark) -> Ahead:
        """One player's own choice as it would open now, in a copy of ``state`` where it is open."""
        preview = serial.clone(state)
        preview.joint = None
        preview.pending = {}
        preview.struggling = False
        preview.ask = ask
        (decision,) = self.engine.decisions(preview)
        return Ahead(ask.seat, mark, decision, preview)

    def arbiter_mark(self, state: NiepodleglaState, step: int) -> Mark:
        assert state.joint is not None
        return Mark(f"r{state.round}/{state.phase}/{state.joint.kind}@{step}", ARBITER)

    def place_mark(self, state: NiepodleglaState, card: str) -> Mark:
        return Mark(f"r{state.round}/rewards", card)

    def complete_mark(self, state: NiepodleglaState, seat: int) -> Mark:
        return Mark(f"r{state.round}/complete", f"s{seat}")

    def struggle_mark(self, state: NiepodleglaState) -> Mark:
        return Mark(f"r{state.round}/struggle", OPEN)
