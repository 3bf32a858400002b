"""What the phases and the effects know of the engine, and the small types they hand back to it.

The engine (:mod:`rules.niepodlegla.engine`) runs the phases (:mod:`rules.niepodlegla.phases`) and
the effects (:mod:`rules.niepodlegla.effects`) and collects their task handlers and kinds of own
choice; they call back into it to put a matter to the table or to ask one player. They see it only
as :class:`EngineApi`, so the engine sits on top: it imports them, and nothing below imports it.

Any module of the game may import this one; it imports none of the engine, the flow, the phases or
the effects.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from rules.core.decision import Event
from rules.core.game import Action
from rules.core.messages import Msg, Param
from rules.niepodlegla.board import Effect
from rules.niepodlegla.state import Ask, Joint, NiepodleglaState, Task

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


class EffectsApi(Protocol):
    """The effects as a phase uses them: the tasks that carry out printed effects."""

    def tasks_for(self, effects: Sequence[Effect], card: str = "", seat: int = -1) -> list[Task]: ...


class EngineApi(Protocol):
    """The engine as the phases and the effects use it (:class:`rules.niepodlegla.engine.Engine`)."""

    @property
    def effects(self) -> EffectsApi: ...

    def open(self, state: NiepodleglaState, joint: Joint) -> list[Event]:
        """Put a joint matter to the table (or carry it out if only one answer is legal)."""
        ...

    def ask(self, state: NiepodleglaState, ask: Ask) -> list[Event]:
        """Ask one player to choose; with a single choice, play it for him."""
        ...
