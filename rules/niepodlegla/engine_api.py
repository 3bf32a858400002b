"""The small types the engine shares with the phases and the effects: a task's handler, a kind of own choice.

The engine (:mod:`rules.niepodlegla.engine`) collects them from the phases
(:mod:`rules.niepodlegla.phases`) and the effects (:mod:`rules.niepodlegla.effects`); they live
here, below all three, so the effects need not import the phases.

Any module of the game may import this one; it imports none of the engine, the flow, the phases or
the effects.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.decision import Event
from rules.core.game import Action
from rules.core.messages import Msg, Param
from rules.niepodlegla.state import Ask, NiepodleglaState, Task

Handler = Callable[[NiepodleglaState, Task], list[Event]]


class AskKind:
    """One player's own choice among listed answers (``Ask.choices`` holds their action texts)."""

    kind: str = ""
    rule: str = ""

    def prompt(self, state: NiepodleglaState, ask: Ask) -> Msg:
        raise NotImplementedError

    def label(self, state: NiepodleglaState, ask: Ask, text: str) -> Param:
        """A choice as a menu shows it, in every language (a message or a name)."""
        return text

    def detail(self, state: NiepodleglaState, ask: Ask, text: str) -> Param | None:
        """What a choice does, in one line beside its label (``None``: its label says it all)."""
        return None

    def explain(self, state: NiepodleglaState, ask: Ask) -> Msg | None:
        """What the choice means, for a newcomer (``Decision.explain``)."""
        return None

    def topic(self, state: NiepodleglaState, ask: Ask) -> str:
        """The ``/rules`` topic that explains this choice."""
        return ""

    def play(self, state: NiepodleglaState, ask: Ask, action: Action) -> list[Event]:
        raise NotImplementedError
