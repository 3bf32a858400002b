"""Basic version: Summary of Rounds I–V.

"After the struggle stage ends, check how many morale markers remain in the pool. If there are 4 or
more, nothing bad happens. If there are fewer, the players must raise the difficulty of the final
missions: If the players have only 2 or 3 morale markers left: raise the difficulty of one freely
chosen final mission by one level ... If the players have 0 or 1 morale markers left: raise the
difficulty of one final mission by two levels, or the difficulty of two final missions by one level
each. The choice should be a joint decision of the players. Fewer than 0: if, as a result of an
unlucky roll of the black die, the players should discard more morale markers than there are in the
pool, increase the difficulty of any final missions by a total of three levels."

The choice is a joint decision: ``propose harder green=1 foreign=1`` (the final missions named by
their part of the board, each with the levels it rises). Reading: a final mission cannot rise past
the last symbol of its track; levels that fit nowhere are lost.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Param, msg
from rules.niepodlegla import names
from rules.niepodlegla.joint import Matter
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import Joint, NiepodleglaState

RULE = "Summary of Rounds I–V"

EN = {
    "niepodlegla.summary.safe": "{morale} morale {morale:marker|markers} left: nothing bad happens.",
    "niepodlegla.summary.levels": (
        "{morale} morale {morale:marker|markers} left{over}: the final missions rise by {levels} "
        "{levels:level|levels} in all."
    ),
    "niepodlegla.summary.over": " (the black die asked for more than the pool held)",
    "niepodlegla.summary.none": "",
    "niepodlegla.summary.full": "Every final mission is already at its hardest; nothing more can rise.",
    "niepodlegla.summary.raised": "{mission} rises by {n} to {level} {level:symbol|symbols}.",
    "niepodlegla.summary.what": "which final missions rise, by {n} {n:level|levels} in all",
    "niepodlegla.summary.rise": "{mission} +{n}",
    "niepodlegla.summary.nothing": "nothing",
    "niepodlegla.summary.needs": "{mission}: {level} {level:symbol|symbols}",
}
PL = {
    "niepodlegla.summary.safe": (
        "{morale:Został|Zostały|Zostało} {morale} {morale:znacznik|znaczniki|znaczników} morale: "
        "nic złego się nie dzieje."
    ),
    "niepodlegla.summary.levels": (
        "{morale:Został|Zostały|Zostało} {morale} {morale:znacznik|znaczniki|znaczników} morale{over}: "
        "misje finałowe stają się trudniejsze łącznie o {levels} {levels:poziom|poziomy|poziomów}."
    ),
    "niepodlegla.summary.over": " (czarna kość zażądała więcej, niż było w puli)",
    "niepodlegla.summary.none": "",
    "niepodlegla.summary.full": (
        "Każda misja finałowa jest już na najwyższym poziomie trudności; żadna nie może stać się trudniejsza."
    ),
    "niepodlegla.summary.raised": (
        "Misja finałowa {mission} staje się trudniejsza o {n}: teraz {level} {level:symbol|symbole|symboli}."
    ),
    "niepodlegla.summary.what": (
        "które misje finałowe stają się trudniejsze, łącznie o {n} {n:poziom|poziomy|poziomów}"
    ),
    "niepodlegla.summary.rise": "{mission} +{n}",
    "niepodlegla.summary.nothing": "nic",
    "niepodlegla.summary.needs": "{mission}: {level} {level:symbol|symbole|symboli}",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def penalty(morale: int, overflow: bool) -> int:
    """Levels the final missions rise by after a round (Summary of Rounds I–V)."""
    if overflow:
        return 3
    if morale >= 4:
        return 0
    if morale >= 2:
        return 1
    return 2


class HarderMatter(Matter):
    kind = "harder"
    word = "harder"
    rule = RULE

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        return msg("niepodlegla.summary.what", n=joint.n)

    def room(self, state: NiepodleglaState) -> dict[str, int]:
        return {p.key: len(p.track) - state.levels[p.key] for p in self.board.parts}

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        room = self.room(state)
        total = min(joint.n, sum(room.values()))
        keys = list(room)
        out: list[tuple[str, ...]] = []

        def walk(i: int, left: int, chosen: tuple[str, ...]) -> None:
            if i == len(keys):
                if left == 0:
                    out.append(("harder", *chosen))
                return
            for k in range(min(left, room[keys[i]]), -1, -1):
                walk(i + 1, left - k, (*chosen, f"{keys[i]}={k}") if k else chosen)

        walk(0, total, ())
        return out

    def canonical(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> tuple[str, ...]:
        keys = self.board.part_keys
        pairs = [w for w in words[1:] if not w.endswith("=0")]
        if all(w.partition("=")[0] in keys for w in pairs):
            pairs.sort(key=lambda w: keys.index(w.partition("=")[0]))
        return (*words[:1], *pairs)

    def word_label(self, state: NiepodleglaState, joint: Joint, word: str) -> Param:
        part, _, n = word.partition("=")
        if part in self.board.part_keys:
            return msg("niepodlegla.summary.rise", mission=names.final_mission(self.board, part), n=n)
        return super().word_label(state, joint, word)

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        if len(words) < 2:
            return msg("niepodlegla.summary.nothing")
        return [self.word_label(state, joint, w) for w in words[1:]]

    def detail(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param | None:
        """What the final missions raised will require: "Polish-Soviet War: 3 symbols"."""
        out: list[Param] = []
        for w in words[1:]:
            part, _, raw = w.partition("=")
            level = state.levels[part] + int(raw)
            out.append(msg("niepodlegla.summary.needs", mission=names.final_mission(self.board, part), level=level))
        return names.joined(out, "; ") if out else None

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "basic_summary"

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        events = []
        for w in words[1:]:
            part, _, raw = w.partition("=")
            n = int(raw)
            state.levels[part] += n
            name = names.final_mission(self.board, part)
            events.append(Event(msg("niepodlegla.summary.raised", mission=name, n=n, level=state.levels[part])))
        return events


class SummaryPhase(Phase):
    key = "summary"
    rule = RULE

    def matters(self) -> Sequence[Matter]:
        return (HarderMatter(self.board),)

    def begin(self, state: NiepodleglaState) -> list[Event]:
        levels = penalty(state.morale, state.overflow)
        if not levels:
            return [Event(msg("niepodlegla.summary.safe", morale=state.morale))]
        over = msg("niepodlegla.summary.over" if state.overflow else "niepodlegla.summary.none")
        events = [Event(msg("niepodlegla.summary.levels", morale=state.morale, over=over, levels=levels))]
        if all(state.levels[p.key] >= len(p.track) for p in self.board.parts):
            return [*events, Event(msg("niepodlegla.summary.full"))]
        return events + self.engine.open(state, Joint(kind="harder", n=levels))
