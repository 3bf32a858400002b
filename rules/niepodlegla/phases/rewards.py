"""Basic version: Rewards for Completing Missions in Rounds I–V, and the Additional Bonuses.

"Each player compares the symbols on their dice with the symbols of the missions they took on. If a
player obtained on the dice all the symbols of a given mission, they set the matching dice aside
together with the card, and bring into the game the independence token(s) in the regions indicated
on the card." The seven rewards: one token in the Russian partition or the Kingdom of Poland (the
green part); one in the Prussian or Austro-Hungarian partition (the brown-red part); one on the
National Consent track; one on the Foreign Policy track; one in either partition part, "the player
chooses"; two in those parts, "The player who completed the mission chooses whether both tokens go
into one region or into two different areas"; one "on any free space of the board. The decision is
made by the player who completed the mission."

Additional Bonuses: "If all five spaces of one colour on the board are filled, players take from the
box the additional figure die shown on the board and add it to the common pool. If that figure was
chosen at the start of the game, players receive an additional neutral die instead. If players
place the sixth independence token on a given part of the board, they add an additional morale
marker from the box to the morale pool, or they reduce the difficulty level of the corresponding
final mission. If players can place a seventh or subsequent independence token on a given part of
the board, no token is placed, but the chosen bonus ... is received again."

The player who completed the mission chooses where its tokens go (``place green brown``); the
sixth-token bonus is the players' joint choice (``propose bonus morale`` / ``propose bonus easier``).
The sixth token is placed (each part has room for it beside its five spaces: the box's 24 tokens are
four parts of six) and brings the bonus; a seventh or later token is not placed, but brings the bonus
again. Readings: the bonus is chosen anew for each token past the fifth ("received again" does not
bind the players to the first choice). A morale marker needs one left in the box (12 in all); with the
mission already at its easiest, only the marker remains; with neither, nothing. A neutral die in
place of a figure die needs one left in the box (8). Missions are rewarded in table order, the
countdown card first.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.decision import Event
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.niepodlegla import names
from rules.niepodlegla.actions import Words
from rules.niepodlegla.common import card_label
from rules.niepodlegla.engine_api import AskKind, Handler
from rules.niepodlegla.joint import Matter
from rules.niepodlegla.phases import Phase
from rules.niepodlegla.state import Ask, Joint, NiepodleglaState, Task

RULE = "Rewards for Completing Missions in Rounds I–V"
RULE_BONUS = "Additional Bonuses"

PLACES: dict[str, list[tuple[str, ...]]] = {
    "green1": [("green",)],
    "brown1": [("brown",)],
    "consent1": [("consent",)],
    "foreign1": [("foreign",)],
    "either1": [("green",), ("brown",)],
    "either2": [("green", "green"), ("green", "brown"), ("brown", "brown")],
    "any1": [("green",), ("brown",), ("consent",), ("foreign",)],
}
"""Where each reward's tokens may go, by part of the board."""

EN = {
    "niepodlegla.rewards.none": "No mission was completed this round.",
    "niepodlegla.rewards.card": "{seat} completed {card}.",
    "niepodlegla.rewards.prompt": "You completed {card}: choose where its independence {n:token goes|tokens go}.",
    "niepodlegla.rewards.placed": "An independence token is placed in the {part} ({count} of {spaces}).",
    "niepodlegla.rewards.figure": (
        "All {spaces} spaces of the {part} are filled: {figure}'s die joins the common pool."
    ),
    "niepodlegla.rewards.neutral": (
        "All {spaces} spaces of the {part} are filled; {figure} is already in the game, "
        "so a neutral die joins the pool instead ({n} now)."
    ),
    "niepodlegla.rewards.no_die": "All {spaces} spaces of the {part} are filled, but no die is left in the box.",
    "niepodlegla.rewards.sixth": "The sixth independence token is placed in the {part}: the players gain a bonus.",
    "niepodlegla.rewards.extra": (
        "The {part} already holds its sixth token: this one is not placed, but the players gain the bonus again."
    ),
    "niepodlegla.rewards.no_bonus": (
        "No morale marker is left in the box and the final mission is at its easiest: no bonus."
    ),
    "niepodlegla.rewards.morale": "An extra morale marker joins the pool ({n} each round now).",
    "niepodlegla.rewards.easier": "{mission} becomes easier: {level} {level:symbol|symbols}.",
    "niepodlegla.rewards.what": "the bonus for a token past the fifth in the {part}",
    "niepodlegla.rewards.part_label": "{part} ({count}/{spaces})",
    "niepodlegla.rewards.bonus_morale": "an extra morale marker",
    "niepodlegla.rewards.bonus_easier": "{mission} one level easier",
    "niepodlegla.rewards.detail.count": "{part}: {before} → {n} of {spaces}",
    "niepodlegla.rewards.detail.fifth": "{part}: {figure}'s die (or a neutral die)",
    "niepodlegla.rewards.detail.bonus": "{part}: a bonus",
    "niepodlegla.rewards.detail.morale": "{n} morale {n:marker|markers} on the track every round",
    "niepodlegla.rewards.detail.easier": "the final mission then needs {level} {level:symbol|symbols}",
    "niepodlegla.rewards.explain": (
        "Each independence token fills a space in a part of the board. The {spaces}th token in a part brings "
        "the figure die shown there; the next ones bring a bonus. Every part needs {spaces} tokens by the final "
        "round."
    ),
}
PL = {
    "niepodlegla.rewards.none": "W tej rundzie nie wykonano żadnej misji.",
    "niepodlegla.rewards.card": "{seat} wykonuje misję {card}.",
    "niepodlegla.rewards.prompt": (
        "Wykonujesz misję {card}: wybierz, gdzie {n:trafia jej żeton|trafiają jej żetony|trafiają jej żetony} "
        "niepodległości."
    ),
    "niepodlegla.rewards.placed": "Żeton niepodległości zostaje położony {part:in} ({count} z {spaces}).",
    "niepodlegla.rewards.figure": (
        "{part:in:cap} zajęto wszystkie pola ({spaces}): kość {figure:gen} trafia do wspólnej puli."
    ),
    "niepodlegla.rewards.neutral": (
        "{part:in:cap} zajęto wszystkie pola ({spaces}); {figure} jest już w grze, więc do puli trafia zamiast "
        "tego kość neutralna (teraz {n})."
    ),
    "niepodlegla.rewards.no_die": (
        "{part:in:cap} zajęto wszystkie pola ({spaces}), ale w pudełku nie ma już żadnej kości."
    ),
    "niepodlegla.rewards.sixth": ("Szósty żeton niepodległości zostaje położony {part:in}: gracze otrzymują bonus."),
    "niepodlegla.rewards.extra": (
        "{part:in:cap} leży już szósty żeton: ten nie zostaje położony, ale gracze znów otrzymują bonus."
    ),
    "niepodlegla.rewards.no_bonus": (
        "W pudełku nie ma już znaczników morale, a misja finałowa jest już najłatwiejsza: bonusu nie ma."
    ),
    "niepodlegla.rewards.morale": "Do puli dochodzi dodatkowy znacznik morale (teraz {n} w każdej rundzie).",
    "niepodlegla.rewards.easier": (
        "Misja finałowa {mission} staje się łatwiejsza: {level} {level:symbol|symbole|symboli}."
    ),
    "niepodlegla.rewards.what": "bonus za żeton ponad piąty {part:in}",
    "niepodlegla.rewards.part_label": "{part} ({count}/{spaces})",
    "niepodlegla.rewards.bonus_morale": "dodatkowy znacznik morale",
    "niepodlegla.rewards.bonus_easier": "misja {mission} o poziom łatwiejsza",
    "niepodlegla.rewards.detail.count": "{part}: {before} → {n} z {spaces}",
    "niepodlegla.rewards.detail.fifth": "{part}: kość – {figure} (albo kość neutralna)",
    "niepodlegla.rewards.detail.bonus": "{part}: bonus",
    "niepodlegla.rewards.detail.morale": "{n} {n:znacznik|znaczniki|znaczników} morale na torze w każdej rundzie",
    "niepodlegla.rewards.detail.easier": "misja finałowa będzie wymagać {level} {level:symbolu|symboli|symboli}",
    "niepodlegla.rewards.explain": (
        "Każdy żeton niepodległości zajmuje pole w części planszy. Żeton nr {spaces} w części daje pokazaną tam "
        "kość postaci, kolejne dają bonus. Przed rundą finałową każda część potrzebuje {spaces} "
        "{spaces:żetonu|żetonów|żetonów}."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class PlaceAsk(AskKind):
    kind = "place"
    rule = RULE

    def __init__(self, phase: RewardsPhase) -> None:
        self.phase = phase

    def prompt(self, state: NiepodleglaState, ask: Ask) -> Msg:
        n = len(ask.choices[0].split()) - 1
        return msg("niepodlegla.rewards.prompt", card=card_label(self.phase.board, state, ask.card), n=n)

    def label(self, state: NiepodleglaState, ask: Ask, text: str) -> Param:
        parts = text.split()[1:]
        return names.joined([self.phase.part_label(state, p) for p in parts], " + ")

    def detail(self, state: NiepodleglaState, ask: Ask, text: str) -> Param | None:
        """What the tokens bring, part by part: the tokens a part holds now (as its label says) and after ("2 → 3
        of 5"; two tokens into one part said once, "2 → 4 of 5"), the fifth a die, the sixth and later a bonus
        (Additional Bonuses)."""
        board = self.phase.board
        spaces = self.phase.spaces
        counts = dict(state.parts)
        out: list[Param] = []
        counted: dict[str, int] = {}  # a part's count in ``out``, where a second token raises it
        for key in text.split()[1:]:
            counts[key] += 1
            part = names.part_short(board, key)
            n = counts[key]
            if n == spaces:
                figure = names.figure(board, str(board.part(key).figure.value))
                out.append(msg("niepodlegla.rewards.detail.fifth", part=part, figure=figure))
            elif n > spaces:
                out.append(msg("niepodlegla.rewards.detail.bonus", part=part))
            else:
                line = msg("niepodlegla.rewards.detail.count", part=part, before=state.parts[key], n=n, spaces=spaces)
                if key in counted:
                    out[counted[key]] = line
                else:
                    counted[key] = len(out)
                    out.append(line)
        once = list({names.text_in(m, "en"): m for m in out}.values())  # two tokens into one full part: said once
        return names.joined(once, "; ")

    def explain(self, state: NiepodleglaState, ask: Ask) -> Msg | None:
        return msg("niepodlegla.rewards.explain", spaces=self.phase.spaces)

    def topic(self, state: NiepodleglaState, ask: Ask) -> str:
        return "basic_rewards"

    def play(self, state: NiepodleglaState, ask: Ask, action: Action) -> list[Event]:
        assert isinstance(action, Words)
        state.push(*(Task(kind="rewards.token", text=p) for p in action.words))
        return []


class BonusMatter(Matter):
    kind = "bonus"
    word = "bonus"
    rule = RULE_BONUS

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        return msg("niepodlegla.rewards.what", part=names.part(self.board, joint.effect))

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        out: list[tuple[str, ...]] = []
        if state.morale_cap < self.board.count("basic_morale_markers"):
            out.append(("bonus", "morale"))
        part = self.board.part(joint.effect)
        if state.levels[part.key] > int(part.final_min.value):
            out.append(("bonus", "easier"))
        return out

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        if words[1] == "morale":
            return msg("niepodlegla.rewards.bonus_morale")
        return msg("niepodlegla.rewards.bonus_easier", mission=names.final_mission(self.board, joint.effect))

    def detail(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param | None:
        if words[1] == "morale":
            return msg("niepodlegla.rewards.detail.morale", n=state.morale_cap + 1)
        return msg("niepodlegla.rewards.detail.easier", level=state.levels[joint.effect] - 1)

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "basic_rewards"

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        if words[1] == "morale":
            state.morale_cap += 1
            return [Event(msg("niepodlegla.rewards.morale", n=state.morale_cap))]
        part = self.board.part(joint.effect)
        state.levels[part.key] -= 1
        return [
            Event(
                msg(
                    "niepodlegla.rewards.easier",
                    mission=names.final_mission(self.board, part.key),
                    level=state.levels[part.key],
                )
            )
        ]


class RewardsPhase(Phase):
    key = "rewards"
    rule = RULE

    def asks(self) -> Sequence[AskKind]:
        return (PlaceAsk(self),)

    def matters(self) -> Sequence[Matter]:
        return (BonusMatter(self.board),)

    def handlers(self) -> dict[str, Handler]:
        return {"rewards.card": self.reward, "rewards.token": self.token}

    def part_label(self, state: NiepodleglaState, key: str) -> Msg:
        part = names.part_short(self.board, key)
        return msg("niepodlegla.rewards.part_label", part=part, count=state.parts[key], spaces=self.spaces)

    @property
    def spaces(self) -> int:
        return self.board.count("part_spaces")

    def begin(self, state: NiepodleglaState) -> list[Event]:
        done = [c for c in state.table if c.key in state.completed]
        if not done:
            return [Event(msg("niepodlegla.rewards.none"))]
        state.then(*(Task(kind="rewards.card", card=c.key, seat=c.seat) for c in done))
        return []

    def reward(self, state: NiepodleglaState, task: Task) -> list[Event]:
        card = self.board.basic_card(task.card)
        events = [
            Event(
                msg("niepodlegla.rewards.card", seat=SeatRef(task.seat), card=card_label(self.board, state, card.key))
            )
        ]
        return events + self.engine.ask(state, self.place_ask(task.seat, card.key))

    def chooses(self, key: str) -> bool:
        """Whether the reward of mission ``key`` leaves its player a choice (else it is placed for him)."""
        return len(PLACES[str(self.board.basic_card(key).reward.value)]) > 1

    def place_ask(self, seat: int, key: str) -> Ask:
        """Where the player who completed mission ``key`` may place its tokens (the reward printed on it)."""
        card = self.board.basic_card(key)
        choices = ["place " + " ".join(p) for p in PLACES[str(card.reward.value)]]
        return Ask(kind="place", seat=seat, card=key, choices=choices)

    def token(self, state: NiepodleglaState, task: Task) -> list[Event]:
        """One independence token into a part (Additional Bonuses): the first five fill its spaces (the fifth
        brings a die); "If players place the sixth independence token on a given part of the board, they add
        an additional morale marker ... or they reduce the difficulty level of the corresponding final
        mission. If players can place a seventh or subsequent independence token ..., no token is placed,
        but the chosen bonus ... is received again." """
        board = self.board
        part = board.part(task.text)
        place = names.part(board, part.key)
        if state.parts[part.key] > self.spaces:
            return self.bonus(state, part.key, [Event(msg("niepodlegla.rewards.extra", part=place))])
        state.parts[part.key] += 1
        count = state.parts[part.key]
        if count > self.spaces:
            return self.bonus(state, part.key, [Event(msg("niepodlegla.rewards.sixth", part=place))])
        events = [Event(msg("niepodlegla.rewards.placed", part=place, count=count, spaces=self.spaces))]
        if count < self.spaces:
            return events
        figure = str(part.figure.value)
        name = names.figure(board, figure)
        if figure not in state.roles and figure not in state.pool_figures:
            state.pool_figures.append(figure)
            return [*events, Event(msg("niepodlegla.rewards.figure", spaces=self.spaces, part=place, figure=name))]
        if state.neutral_cap >= board.count("basic_neutral_dice"):
            return [*events, Event(msg("niepodlegla.rewards.no_die", spaces=self.spaces, part=place))]
        state.neutral_cap += 1
        return [
            *events,
            Event(msg("niepodlegla.rewards.neutral", spaces=self.spaces, part=place, figure=name, n=state.neutral_cap)),
        ]

    def bonus(self, state: NiepodleglaState, part: str, events: list[Event]) -> list[Event]:
        """The bonus of a token past the fifth: the players' joint choice, or nothing when neither is left."""
        joint = Joint(kind="bonus", effect=part)
        if not BonusMatter(self.board).options(state, joint):
            return [*events, Event(msg("niepodlegla.rewards.no_bonus"))]
        return events + self.engine.open(state, joint)
