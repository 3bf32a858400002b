"""Phase Eight: Special Actions — two cycles from the Hetman, one special action or a pass in each.

"Starting with the Hetman, in clockwise order, each player may perform one of the available special
actions (actions). After every player has performed one action, the whole cycle is repeated, again
starting with the Hetman and continuing clockwise. In one turn, each player may therefore perform
two special actions. The rules restrict the availability of some actions (e.g. diplomacy, building a
town). Apart from these exceptions, the action chosen by a player in the first cycle does not affect
which action he may choose in the second cycle."

The eight actions and their canonical texts (one :class:`Steps` form offers them word by word, the
verb first, and only legal, affordable choices):

* ``steward <province> <field>`` — Steward: one die from the province; a steward under one of your
  estates there (``<field>`` is the estate's place on the track, from 1).
* ``gdansk`` — Gdańsk: one die from Prussia; twice Prussia's wealth in gold.
* ``treaty <enemy>`` (``treaty <enemy> <cost>`` with Greater Durability of Treaties) — Diplomacy.
* ``move <from>><to> [<from>><to>]`` — Moving Player Dice: one or two dice, no cost.
* ``veto <province>`` — Liberum Veto: one die from any province; every Sejm disc goes home.
* ``confederation <province> <house>`` — Confederation: two dice; seize the house's lowest estate.
* ``colleges <province> ...`` — Colleges: per province one die and 2 zł for 1 PP; all five give 7.
* ``town <province> <field>`` — Build a Town: two dice; a city disc under one of your estates.

Readings (where the rulebook leaves a choice):

* A pass here gives up only this cycle's action ("the action chosen by a player in the first cycle
  does not affect which action he may choose in the second"), unlike the other cyclic phases.
* Every action costs at least one die from a province except Moving Player Dice, which needs one to
  move; a seat with no player dice in the provinces can do nothing and is passed for, for the rest
  of the phase (no action here gives a player dice).
* Moving Player Dice: "from one or from two provinces to any other province (or to any other two
  provinces)" — a province is never both a source and a destination of one move, so each die
  leaves its province and no move undoes itself.
* Diplomacy: the Sejm disc spent is the player's first in the board's province order ("the disc
  removed ... does not have to come from the Lithuania Sejm field", so the field does not matter).
  A failed attempt concludes no treaty, so another player may still try this turn. An attempt that
  cannot succeed (less gold than the cheapest outcome) is not offered, but typed it is allowed: the
  rulebook only says what happens when the player cannot pay. With Greater Durability of Treaties
  the cost must be declared (``treaty muscovy 2``, ``4`` or ``6``); without it, no cost is written.
* Restrictions on Concluding Treaties changes only the Ottomans and the Tatars; the Habsburg rule
  (turn 4, not occupied) stays.
* Liberum Veto may be used even when the Sejm is empty (nothing forbids it).
* Confederation: "the estate with the lowest prestige-point value" among the target's estates in the
  province without a town; with equal values, the one nearest the start of the track.
* The one-treaty and one-town limits are "in a given turn": this phase clears the treaty marker, its
  durability and the town flag when it begins (they are set nowhere else), so a marker left over
  from an earlier turn never blocks a new treaty.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rules.boze import cycles, names
from rules.boze import enemies as foes
from rules.boze.actions import Parser, Pass, verb
from rules.boze.enemies import HABSBURG, OTTOMAN, TATARS
from rules.boze.phases import Phase
from rules.boze.state import BozeState, Estate, cities_left, free_discs, stewards_left
from rules.core.decision import Choice, Decision, Event, Step, Steps
from rules.core.errors import IllegalAction, MalformedAction
from rules.core.forms import normalise
from rules.core.game import Action, parse_int
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg

RULE = "Phase Eight: Special Actions"
STEWARD_RULE = f"{RULE} — Steward"
GDANSK_RULE = f"{RULE} — Gdańsk"
DIPLOMACY_RULE = f"{RULE} — Diplomacy"
MOVE_RULE = f"{RULE} — Moving Player Dice"
VETO_RULE = f"{RULE} — Liberum Veto"
CONFEDERATION_RULE = f"{RULE} — Confederation"
COLLEGES_RULE = f"{RULE} — Colleges"
TOWN_RULE = f"{RULE} — Build a Town"
RESTRICTIONS_RULE = "Optional Rules: Restrictions on Concluding Treaties"
DURABLE_RULE = "Optional Rules: Greater Durability of Treaties"

CYCLES = 2
PRUSSIA = "prussia"
"""The province of Gdańsk."""
EMBASSY = 2
"""The fixed cost of an embassy (Diplomacy: "2 gold (the fixed cost of the embassy) plus ... one die")."""
BREAKS_ON = {2: 2, 4: 3, 6: 4}
"""Greater Durability of Treaties: declared cost → matching dice that break the treaty."""
COLLEGE_GOLD = 2
ALL_COLLEGES_BONUS = 2
"""Colleges: "five plus two extra, for founding schools throughout the country"."""

VERBS = ("steward", "gdansk", "treaty", "move", "veto", "confederation", "colleges", "town")
HINT = (
    "steward <province> <field> · gdansk · treaty <enemy> · move <from>><to> [<from>><to>] · veto <province> · "
    "confederation <province> <house> · colleges <province> … · town <province> <field> · pass"
)


# --- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, repr=False)
class PlaceSteward(Action):
    """Steward: a die from ``province``, a steward under the estate on ``field`` (1-based)."""

    province: str
    field: int

    def __str__(self) -> str:
        return f"steward {self.province} {self.field}"


@dataclass(frozen=True, repr=False)
class Gdansk(Action):
    """Gdańsk: a die from Prussia for twice Prussia's wealth in gold."""

    def __str__(self) -> str:
        return "gdansk"


@dataclass(frozen=True, repr=False)
class Treaty(Action):
    """Diplomacy: a treaty with ``enemy``; ``cost`` is the declared cost (Greater Durability only)."""

    enemy: str
    cost: int | None = None

    def __str__(self) -> str:
        return f"treaty {self.enemy}" + ("" if self.cost is None else f" {self.cost}")


@dataclass(frozen=True, repr=False)
class MoveDice(Action):
    """Moving Player Dice: one or two (from, to) moves of one die each, in board order."""

    moves: tuple[tuple[str, str], ...]

    def __str__(self) -> str:
        return "move " + " ".join(f"{a}>{b}" for a, b in self.moves)


@dataclass(frozen=True, repr=False)
class Veto(Action):
    """Liberum Veto: a die from ``province``; every disc leaves the Sejm."""

    province: str

    def __str__(self) -> str:
        return f"veto {self.province}"


@dataclass(frozen=True, repr=False)
class Confederation(Action):
    """Confederation in ``province`` against the player of ``house`` (a house key)."""

    province: str
    house: str

    def __str__(self) -> str:
        return f"confederation {self.province} {self.house}"


@dataclass(frozen=True, repr=False)
class Colleges(Action):
    """Colleges in each of ``provinces`` (board order)."""

    provinces: tuple[str, ...]

    def __str__(self) -> str:
        return "colleges " + " ".join(self.provinces)


@dataclass(frozen=True, repr=False)
class BuildTown(Action):
    """Build a Town: two dice from ``province``, a city disc under the estate on ``field`` (1-based)."""

    province: str
    field: int

    def __str__(self) -> str:
        return f"town {self.province} {self.field}"


SPECIAL = (PlaceSteward, Gdansk, Treaty, MoveDice, Veto, Confederation, Colleges, BuildTown)


# --- parsing ---------------------------------------------------------------------------------


def _province_field(parser: Parser, words: list[str], name: str) -> tuple[str, int]:
    if len(words) != 2:
        raise MalformedAction(msg("boze.special_actions.error.write_field", verb=name))
    return parser.province(words[0]), parse_int(words[1], msg("boze.special_actions.what.field"))


@verb("steward")
def _parse_steward(parser: Parser, words: list[str]) -> Action:
    return PlaceSteward(*_province_field(parser, words, "steward"))


@verb("town")
def _parse_town(parser: Parser, words: list[str]) -> Action:
    return BuildTown(*_province_field(parser, words, "town"))


@verb("gdansk")
def _parse_gdansk(parser: Parser, words: list[str]) -> Action:
    if words:
        raise MalformedAction(msg("boze.special_actions.error.write_gdansk"))
    return Gdansk()


def enemy_aliases(parser: Parser) -> dict[str, str]:
    """Words naming an enemy: its key, colour, names (and their first word), and the plural."""
    found: dict[str, set[str]] = {}
    for e in parser.board.enemies:
        words = {e.key, e.key + "s", e.colour}
        for name in (*e.names, *e.names_pl):
            words |= {name, name.split()[0], name + "s"}
        for word in words:
            found.setdefault(normalise(word), set()).add(e.key)
    return {word: next(iter(keys)) for word, keys in found.items() if len(keys) == 1}


@verb("treaty")
def _parse_treaty(parser: Parser, words: list[str]) -> Action:
    if len(words) not in (1, 2):
        raise MalformedAction(msg("boze.special_actions.error.write_treaty"))
    enemy = enemy_aliases(parser).get(normalise(words[0]))
    if enemy is None:
        names = ", ".join(e.key for e in sorted(parser.board.enemies, key=lambda e: e.field))
        raise MalformedAction(msg("boze.special_actions.error.not_enemy", word=repr(words[0]), names=names))
    cost = parse_int(words[1], msg("boze.special_actions.what.treaty_cost")) if len(words) == 2 else None
    return Treaty(enemy, cost)


@verb("move")
def _parse_move(parser: Parser, words: list[str]) -> Action:
    text = " ".join(words).replace("->", ">").replace("→", ">")
    parts = text.replace(">", " > ").split()
    shape = len(parts) in (3, 6) and all(parts[i] == ">" for i in range(1, len(parts), 3))
    if not shape:
        raise MalformedAction(msg("boze.special_actions.error.write_move"))
    moves = [(parser.province(parts[i]), parser.province(parts[i + 2])) for i in range(0, len(parts), 3)]
    order = parser.order
    moves.sort(key=lambda m: (order.index(m[0]), order.index(m[1])))
    return MoveDice(tuple(moves))


@verb("veto")
def _parse_veto(parser: Parser, words: list[str]) -> Action:
    if len(words) != 1:
        raise MalformedAction(msg("boze.special_actions.error.write_veto"))
    return Veto(parser.province(words[0]))


@verb("confederation")
def _parse_confederation(parser: Parser, words: list[str]) -> Action:
    if len(words) != 2:
        raise MalformedAction(msg("boze.special_actions.error.write_confederation"))
    province = parser.province(words[0])
    wanted = normalise(words[1])
    for house in parser.board.houses:
        if wanted in (normalise(house.key), normalise(house.name), normalise(house.colour)):
            return Confederation(province, house.key)
    raise MalformedAction(msg("boze.special_actions.error.not_house", word=repr(words[1])))


@verb("colleges")
def _parse_colleges(parser: Parser, words: list[str]) -> Action:
    if not words:
        raise MalformedAction(msg("boze.special_actions.error.write_colleges"))
    provinces = [parser.province(w) for w in words]
    for key in provinces:
        if provinces.count(key) > 1:
            raise MalformedAction(msg("boze.special_actions.error.college_twice", province=key))
    return Colleges(tuple(k for k in parser.order if k in provinces))


# --- the phase -------------------------------------------------------------------------------

Refusal = tuple[Msg, str]
"""Why an action is illegal: the message and the rule it breaks."""


class SpecialActionsPhase(Phase):
    key = "special_actions"
    rule = RULE

    # cycles

    def begin(self, state: BozeState) -> list[Event]:
        state.special = {seat: 0 for seat in range(state.seats)}
        state.treaty = None
        state.treaty_breaks_on = BREAKS_ON[EMBASSY]
        state.town_built = False
        cycles.start(state)
        return self.settle(state)

    def settle(self, state: BozeState) -> list[Event]:
        """Pass for seats that cannot act; open the second cycle; close the phase after it."""
        cycle = state.cycle
        skipped = cycles.settle(state, lambda s: self.can_act(state, s), max_cycles=CYCLES)
        events = [Event(msg("boze.special_actions.cannot_act", seat=SeatRef(s))) for s in skipped]
        if state.queue and state.cycle != cycle:
            events.append(Event(msg("boze.special_actions.cycle", cycle=state.cycle, seat=SeatRef(state.queue[0]))))
        if not state.queue:
            cycles.finish(state)
        return events

    def can_act(self, state: BozeState, seat: int) -> bool:
        return any(self.available(state, seat, v) for v in VERBS)

    def waits(self, state: BozeState) -> bool:
        return bool(state.queue)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        paths: dict[str, list[tuple[tuple[str, ...], Action]]] = {}

        def after(words: Sequence[str]) -> Step:
            return self.step(state, seat, words, paths)

        return (
            Decision(
                key="special_actions.action",
                seats=(seat,),
                prompt=msg("boze.special_actions.prompt", seat=SeatRef(seat), cycle=state.cycle, cycles=CYCLES),
                forms={seat: Steps(after=after, hint=HINT, presets=self.presets(state, seat))},
                defaults={seat: str(Pass())},
                rule=RULE,
                explain=msg("boze.special_actions.explain", cycle=state.cycle, cycles=CYCLES),
                topic=self.key,
            ),
        )

    def presets(self, state: BozeState, seat: int) -> tuple[Choice, ...]:
        """Colleges in as many provinces as the seat can pay for at once (the one action whose custom walk is
        long), those where he has the most dice first; legal now."""
        if self.colleges_refusal(state, seat, Colleges(())) is not None:
            return ()
        order = self.board.province_keys
        own = sorted((p for p in order if self.dice(state, seat, p) > 0), key=lambda p: (-self.dice(state, seat, p), p))
        afford = state.players[seat].gold // COLLEGE_GOLD
        chosen = own[:afford]
        if len(chosen) < 2:
            return ()
        action = Colleges(tuple(p for p in order if p in chosen))
        if self.refusal(state, seat, action) is not None:
            return ()
        n = len(chosen)
        points = n + (ALL_COLLEGES_BONUS if n == len(self.board.provinces) else 0)
        label = msg("boze.label.special.colleges_preset", count=n, points=points, gold=COLLEGE_GOLD * n)
        detail = msg("boze.detail.special.colleges_preset", provinces=[self.province_ref(p) for p in action.provinces])
        return (self.choice(str(action), label, detail),)

    # the Steps tree

    def step(
        self, state: BozeState, seat: int, words: Sequence[str], paths: dict[str, list[tuple[tuple[str, ...], Action]]]
    ) -> Step:
        """The legal next words after ``words``: verbs first (and ``pass``), then each verb's legal completions.

        ``paths`` caches, per verb, its legal actions with their words (for one form of one state). A word
        with one legal choice and nothing complete before it is a step the table may fill in by itself.
        """
        if not words:
            offered = [
                self.choice(v, self.verb_label(state, v), self.verb_detail(state, seat, v))
                for v in VERBS
                if self.available(state, seat, v)
            ]
            passing = self.choice("pass", msg("boze.label.special.pass"), msg("boze.detail.special.pass"))
            return Step((*offered, passing))
        head = words[0]
        if head == "pass":
            return Step((), complete=len(words) == 1)
        if head not in VERBS:
            return Step(())
        if head not in paths:
            paths[head] = [(tuple(str(a).split()), a) for a in self.offered(state, seat, head)]
        prefix = tuple(words)
        n = len(prefix)
        following: dict[str, Choice] = {}
        complete = False
        for path, action in paths[head]:
            if path[:n] != prefix:
                continue
            if len(path) == n:
                complete = True
            elif path[n] not in following:
                label, detail = self.word_label(state, seat, action, n)
                following[path[n]] = self.choice(path[n], label, detail)
        return Step(tuple(following.values()), complete)

    def available(self, state: BozeState, seat: int, name: str) -> bool:
        """Whether ``seat`` has a legal action of this verb: none if the verb is closed to him
        (:meth:`closed`), else the first that his refusal lets through (a closed verb's candidates are not
        each refused: the colleges of six provinces are 63)."""
        return self.closed(state, seat, name) is None and next(self.offered(state, seat, name), None) is not None

    def closed(self, state: BozeState, seat: int, name: str) -> Refusal | None:
        """What refuses every action of verb ``name`` to ``seat`` now, whatever it aims at: the first checks of
        the verb's refusal, which need no target."""
        if name == "steward":
            if stewards_left(self.board, state) < 1:
                return msg("boze.special_actions.error.no_stewards"), STEWARD_RULE
        elif name == "treaty":
            if state.treaty is not None:
                done = names.enemy(self.board, state.treaty, state.turn)
                return msg("boze.special_actions.error.one_treaty", enemy=done), DIPLOMACY_RULE
            if self.sejm_disc(state, seat) is None:
                return msg("boze.special_actions.error.no_sejm"), DIPLOMACY_RULE
        elif name == "confederation":
            if state.turn < 3:
                return msg("boze.special_actions.error.conf_turn"), CONFEDERATION_RULE
            mine = state.players[seat].prestige
            if any(state.players[s].prestige <= mine for s in range(state.seats) if s != seat):
                return msg("boze.special_actions.error.conf_last"), CONFEDERATION_RULE
        elif name == "colleges":
            if state.turn < 2:
                return msg("boze.special_actions.error.colleges_turn"), COLLEGES_RULE
        elif name == "town":
            if state.turn < 3:
                return msg("boze.special_actions.error.town_turn"), TOWN_RULE
            if state.town_built:
                return msg("boze.special_actions.error.town_built"), TOWN_RULE
            if cities_left(self.board, state) < 1:
                return msg("boze.special_actions.error.town_none"), TOWN_RULE
        return None

    def offered(self, state: BozeState, seat: int, name: str) -> Iterator[Action]:
        """The legal (and, for a treaty, possibly successful) actions of one verb, in board order."""
        for action in self.candidates(state, seat, name):
            if self.refusal(state, seat, action) is None and self.affordable(state, seat, action):
                yield action

    def candidates(self, state: BozeState, seat: int, name: str) -> Iterator[Action]:
        order = self.board.province_keys
        own = [p for p in order if state.provinces[p].dice[seat] > 0]
        if name in ("steward", "town"):
            kind = PlaceSteward if name == "steward" else BuildTown
            for p in own:
                for i, estate in enumerate(state.provinces[p].estates):
                    if estate.owner == seat:
                        yield kind(p, i + 1)
        elif name == "gdansk":
            yield Gdansk()
        elif name == "treaty":
            costs: tuple[int | None, ...] = tuple(BREAKS_ON) if self.durable(state) else (None,)
            for e in foes.by_field(self.board):
                for cost in costs:
                    yield Treaty(e.key, cost)
        elif name == "move":
            pairs = [(a, b) for a in own for b in order if b != a]
            for pair in pairs:
                yield MoveDice((pair,))
            for i, first in enumerate(pairs):
                for second in pairs[i:]:
                    yield MoveDice((first, second))
        elif name == "veto":
            for p in own:
                yield Veto(p)
        elif name == "confederation":
            for p in own:
                for other in range(state.seats):
                    if other != seat:
                        yield Confederation(p, state.houses[other])
        elif name == "colleges":
            for mask in range(1, 1 << len(own)):
                yield Colleges(tuple(p for i, p in enumerate(own) if mask >> i & 1))

    def affordable(self, state: BozeState, seat: int, action: Action) -> bool:
        """A treaty is offered only if the player could pay for it on the lowest roll."""
        if isinstance(action, Treaty):
            return state.players[seat].gold >= (action.cost or EMBASSY) + 1
        return True

    def verb_label(self, state: BozeState, name: str) -> Msg:
        return msg(f"boze.label.special.{name}")

    def verb_detail(self, state: BozeState, seat: int, name: str) -> Msg:
        """What the action costs and does, with this turn's numbers."""
        if name == "gdansk":
            wealth = state.provinces[PRUSSIA].wealth
            return msg("boze.detail.special.gdansk", gold=2 * wealth, dice=self.dice(state, seat, PRUSSIA))
        if name == "steward":
            return msg("boze.detail.special.steward", left=stewards_left(self.board, state))
        if name == "town":
            return msg("boze.detail.special.town", left=cities_left(self.board, state))
        if name == "colleges":
            return msg("boze.detail.special.colleges", gold=state.players[seat].gold)
        if name == "treaty":
            return msg("boze.detail.special.treaty", gold=state.players[seat].gold)
        if name == "veto":
            return msg("boze.detail.special.veto", discs=len(state.sejm))
        return msg(f"boze.detail.special.{name}")

    def word_label(self, state: BozeState, seat: int, action: Action, index: int) -> tuple[Msg, Msg | None]:
        """A button label for word ``index`` of ``action``'s text, and what choosing it means."""
        word = str(action).split()[index]
        if isinstance(action, PlaceSteward | BuildTown):
            if index == 1:
                return msg("core.label", label=self.province_ref(word)), self.dice_here(state, seat, word)
            value = self.board.province(action.province).fields[action.field - 1]
            steward = isinstance(action, PlaceSteward)
            key = "boze.detail.special.field_steward" if steward else "boze.detail.special.field_town"
            detail = msg(key, value=value, wealth=state.provinces[action.province].wealth)
            return msg("boze.label.special.field", field=action.field, value=value), detail
        if isinstance(action, Treaty):
            enemy = foes.enemy(self.board, action.enemy)
            target = enemy.target.value
            if index == 1:
                name = names.enemy_title(self.board, action.enemy, state.turn)
                detail = msg(
                    "boze.detail.special.treaty_enemy",
                    strength=foes.strength(self.board, state, action.enemy),
                    province=self.province_ref(target),
                    face=enemy.field,
                )
                return msg("boze.label.special.treaty_enemy", enemy=name, province=self.province_ref(target)), detail
            cost = action.cost or EMBASSY
            return msg("boze.label.special.treaty_cost", cost=cost, breaks=BREAKS_ON[cost]), None
        if isinstance(action, MoveDice):
            a, b = action.moves[index - 1]
            label = msg("boze.label.special.move_pair", source=self.province_ref(a), target=self.province_ref(b))
            detail = msg(
                "boze.detail.special.move_pair",
                source=self.province_ref(a),
                target=self.province_ref(b),
                have=self.dice(state, seat, a),
                there=self.dice(state, seat, b),
            )
            return label, detail
        if isinstance(action, Confederation):
            if index == 1:
                return msg("core.label", label=self.province_ref(word)), self.dice_here(state, seat, word)
            house = self.board.house(action.house)
            other = state.houses.index(action.house)
            where = self.confederation_target(state, other, action.province)
            value = self.board.province(action.province).fields[where] if where is not None else 0
            detail = msg(
                "boze.detail.special.confederation_house",
                theirs=self.dice(state, other, action.province),
                mine=self.dice(state, seat, action.province),
                value=value,
            )
            return msg("boze.label.special.house", house=house.name, colour=names.colour(house.colour)), detail
        if isinstance(action, Colleges):
            return msg("core.label", label=self.province_ref(word)), msg(
                "boze.detail.special.college", dice=self.dice(state, seat, word)
            )
        return msg("core.label", label=self.province_ref(word)), self.dice_here(state, seat, word)

    def dice_here(self, state: BozeState, seat: int, province: str) -> Msg:
        return msg("boze.detail.special.dice_here", dice=self.dice(state, seat, province))

    # rules

    def durable(self, state: BozeState) -> bool:
        return bool(state.options.get("durable_treaties", False))

    def restricted(self, state: BozeState) -> bool:
        """Restrictions on Concluding Treaties: "In the 1st and 2nd turns of the game"."""
        return bool(state.options.get("treaty_restrictions", False)) and state.turn <= 2

    def dice(self, state: BozeState, seat: int, province: str) -> int:
        return state.provinces[province].dice[seat]

    def own_estate(self, state: BozeState, seat: int, province: str, field: int, rule: str) -> Refusal | None:
        estates = state.provinces[province].estates
        name = self.province_ref(province)
        if not 1 <= field <= len(estates):
            return msg("boze.special_actions.error.no_estate", field=field, province=name), rule
        if estates[field - 1].owner != seat:
            return msg("boze.special_actions.error.not_yours", field=field, province=name), rule
        return None

    def sejm_disc(self, state: BozeState, seat: int) -> str | None:
        """The Sejm field of the disc a treaty spends: the seat's first in province order."""
        keys = [k for k in self.board.province_keys if k in state.sejm]
        keys += [k for k in state.sejm if k not in keys]
        return next((k for k in keys if state.sejm[k] == seat), None)

    def confederation_target(self, state: BozeState, target: int, province: str) -> int | None:
        """The target's estate to seize (0-based): his lowest-value one without a town."""
        estates = state.provinces[province].estates
        value = self.board.province(province).fields
        owned = [i for i, e in enumerate(estates) if e.owner == target and not e.town]
        return min(owned, key=lambda i: (value[i], i)) if owned else None

    def treaty_barred(self, state: BozeState, enemy: str) -> Refusal | None:
        """Which enemies accept a treaty now (Diplomacy; Restrictions on Concluding Treaties)."""
        name = names.enemy(self.board, enemy, state.turn)
        if enemy == TATARS and self.restricted(state):
            return msg("boze.special_actions.error.no_tatars"), RESTRICTIONS_RULE
        if enemy == OTTOMAN and not self.restricted(state):
            return msg("boze.special_actions.error.no_treaty_with", enemy=name), DIPLOMACY_RULE
        if enemy == HABSBURG:
            if state.turn < 4:
                return msg("boze.special_actions.error.fourth_turn", enemy=name), DIPLOMACY_RULE
            if foes.occupied(state):
                return msg("boze.special_actions.error.occupied", enemy=name), DIPLOMACY_RULE
        return None

    def refusal(self, state: BozeState, seat: int, action: Action) -> Refusal | None:
        """Why ``action`` is illegal for ``seat`` now, or ``None``; never changes the state."""
        if isinstance(action, PlaceSteward):
            return self.steward_refusal(state, seat, action)
        if isinstance(action, Gdansk):
            if self.dice(state, seat, PRUSSIA) < 1:
                return msg("boze.special_actions.error.no_die", province=self.province_ref(PRUSSIA)), GDANSK_RULE
            return None
        if isinstance(action, Treaty):
            return self.treaty_refusal(state, seat, action)
        if isinstance(action, MoveDice):
            return self.move_refusal(state, seat, action)
        if isinstance(action, Veto):
            if self.dice(state, seat, action.province) < 1:
                return msg("boze.special_actions.error.no_die", province=self.province_ref(action.province)), VETO_RULE
            return None
        if isinstance(action, Confederation):
            return self.confederation_refusal(state, seat, action)
        if isinstance(action, Colleges):
            return self.colleges_refusal(state, seat, action)
        if isinstance(action, BuildTown):
            return self.town_refusal(state, seat, action)
        return None

    def steward_refusal(self, state: BozeState, seat: int, action: PlaceSteward) -> Refusal | None:
        closed = self.closed(state, seat, "steward")
        if closed:
            return closed
        name = self.province_ref(action.province)
        if self.dice(state, seat, action.province) < 1:
            return msg("boze.special_actions.error.no_die", province=name), STEWARD_RULE
        wrong = self.own_estate(state, seat, action.province, action.field, STEWARD_RULE)
        if wrong:
            return wrong
        if state.provinces[action.province].estates[action.field - 1].steward:
            return msg("boze.special_actions.error.has_steward", field=action.field, province=name), STEWARD_RULE
        return None

    def treaty_refusal(self, state: BozeState, seat: int, action: Treaty) -> Refusal | None:
        closed = self.closed(state, seat, "treaty")
        if closed:
            return closed
        barred = self.treaty_barred(state, action.enemy)
        if barred:
            return barred
        target = foes.enemy(self.board, action.enemy).target.value
        if self.dice(state, seat, target) < 1:
            name = names.enemy(self.board, action.enemy, state.turn)
            return msg(
                "boze.special_actions.error.treaty_die", enemy=name, province=self.province_ref(target)
            ), DIPLOMACY_RULE
        if self.durable(state):
            if action.cost is None:
                return msg("boze.special_actions.error.declare", word=action.enemy), DURABLE_RULE
            if action.cost not in BREAKS_ON:
                return msg("boze.special_actions.error.bad_cost", cost=action.cost), DURABLE_RULE
        elif action.cost is not None:
            return msg("boze.special_actions.error.no_cost", word=action.enemy), DIPLOMACY_RULE
        return None

    def move_refusal(self, state: BozeState, seat: int, action: MoveDice) -> Refusal | None:
        sources = [a for a, _ in action.moves]
        targets = [b for _, b in action.moves]
        if not 1 <= len(action.moves) <= 2:
            return msg("boze.special_actions.error.move_count"), MOVE_RULE
        if any(a == b for a, b in action.moves):
            return msg("boze.special_actions.error.move_same"), MOVE_RULE
        if set(sources) & set(targets):
            return msg("boze.special_actions.error.move_both"), MOVE_RULE
        for a in dict.fromkeys(sources):
            have, need = self.dice(state, seat, a), sources.count(a)
            if have < need:
                return msg(
                    "boze.special_actions.error.move_have", have=have, province=self.province_ref(a), need=need
                ), MOVE_RULE
        return None

    def confederation_refusal(self, state: BozeState, seat: int, action: Confederation) -> Refusal | None:
        closed = self.closed(state, seat, "confederation")
        if closed:
            return closed
        name = self.province_ref(action.province)
        house = self.board.house(action.house).name
        if action.house not in state.houses:
            return msg("boze.special_actions.error.conf_no_house", house=house), CONFEDERATION_RULE
        target = state.houses.index(action.house)
        if target == seat:
            return msg("boze.special_actions.error.conf_self"), CONFEDERATION_RULE
        have = self.dice(state, seat, action.province)
        if have < 2:
            return msg("boze.special_actions.error.conf_cost", province=name, have=have), CONFEDERATION_RULE
        theirs = self.dice(state, target, action.province)
        if theirs >= have:
            more = msg("boze.special_actions.error.conf_more", house=house, theirs=theirs, province=name, have=have)
            return more, CONFEDERATION_RULE
        if self.confederation_target(state, target, action.province) is None:
            return msg("boze.special_actions.error.conf_no_estate", house=house, province=name), CONFEDERATION_RULE
        if free_discs(self.board, state, seat) < 1:
            return msg("boze.special_actions.error.conf_disc"), CONFEDERATION_RULE
        return None

    def colleges_refusal(self, state: BozeState, seat: int, action: Colleges) -> Refusal | None:
        closed = self.closed(state, seat, "colleges")
        if closed:
            return closed
        for p in action.provinces:
            if self.dice(state, seat, p) < 1:
                return msg("boze.special_actions.error.no_die", province=self.province_ref(p)), COLLEGES_RULE
        cost, gold = COLLEGE_GOLD * len(action.provinces), state.players[seat].gold
        if gold < cost:
            return msg(
                "boze.special_actions.error.colleges_gold", count=len(action.provinces), cost=cost, gold=gold
            ), COLLEGES_RULE
        return None

    def town_refusal(self, state: BozeState, seat: int, action: BuildTown) -> Refusal | None:
        closed = self.closed(state, seat, "town")
        if closed:
            return closed
        name = self.province_ref(action.province)
        have = self.dice(state, seat, action.province)
        if have < 2:
            return msg("boze.special_actions.error.town_cost", province=name, have=have), TOWN_RULE
        wrong = self.own_estate(state, seat, action.province, action.field, TOWN_RULE)
        if wrong:
            return wrong
        if state.provinces[action.province].estates[action.field - 1].town:
            return msg("boze.special_actions.error.has_town", field=action.field, province=name), TOWN_RULE
        return None

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        if not isinstance(action, (*SPECIAL, Pass)):
            raise IllegalAction(msg("boze.special_actions.error.expect", action=str(action)), rule=RULE)
        refused = self.refusal(state, seat, action)
        if refused:
            raise IllegalAction(refused[0], rule=refused[1])

    # carrying the actions out

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        if isinstance(action, Pass):
            events = [Event(msg("boze.special_actions.pass", seat=SeatRef(seat), cycle=state.cycle))]
        else:
            events = self.perform(state, seat, action)
            state.special[seat] = state.special.get(seat, 0) + 1
        cycles.acted(state, seat, passed=isinstance(action, Pass), final=False)
        return events + self.settle(state)

    def perform(self, state: BozeState, seat: int, action: Action) -> list[Event]:
        who = SeatRef(seat)
        if isinstance(action, PlaceSteward | BuildTown):
            return self.place_under(state, seat, action)
        if isinstance(action, Gdansk):
            prussia = state.provinces[PRUSSIA]
            prussia.dice[seat] -= 1
            gold = 2 * prussia.wealth
            state.players[seat].gold += gold
            total = state.players[seat].gold
            return [Event(msg("boze.special_actions.gdansk", seat=who, wealth=prussia.wealth, gold=gold, total=total))]
        if isinstance(action, Treaty):
            return self.conclude(state, seat, action)
        if isinstance(action, MoveDice):
            for a, b in action.moves:
                state.provinces[a].dice[seat] -= 1
                state.provinces[b].dice[seat] += 1
            moves = [
                msg("boze.special_actions.move_one", source=self.province_ref(a), target=self.province_ref(b))
                for a, b in action.moves
            ]
            return [Event(msg("boze.special_actions.move", seat=who, moves=moves))]
        if isinstance(action, Veto):
            state.provinces[action.province].dice[seat] -= 1
            count = len(state.sejm)
            state.sejm.clear()
            where = self.province_ref(action.province)
            return [Event(msg("boze.special_actions.veto", seat=who, province=where, count=count))]
        if isinstance(action, Confederation):
            return self.confederate(state, seat, action)
        assert isinstance(action, Colleges)
        n = len(action.provinces)
        for p in action.provinces:
            state.provinces[p].dice[seat] -= 1
        player = state.players[seat]
        player.gold -= COLLEGE_GOLD * n
        points = n + (ALL_COLLEGES_BONUS if n == len(self.board.provinces) else 0)
        player.prestige += points
        return [
            Event(
                msg(
                    "boze.special_actions.colleges",
                    seat=who,
                    provinces=[self.province_ref(p) for p in action.provinces],
                    gold=COLLEGE_GOLD * n,
                    points=points,
                    prestige=player.prestige,
                )
            )
        ]

    def place_under(self, state: BozeState, seat: int, action: PlaceSteward | BuildTown) -> list[Event]:
        province = state.provinces[action.province]
        estate: Estate = province.estates[action.field - 1]
        value = self.board.province(action.province).fields[action.field - 1]
        params: dict[str, int | str | SeatRef] = {
            "seat": SeatRef(seat),
            "province": self.province_ref(action.province),
            "field": action.field,
            "value": value,
        }
        if isinstance(action, PlaceSteward):
            province.dice[seat] -= 1
            estate.steward = True
            return [Event(msg("boze.special_actions.steward", **params, left=stewards_left(self.board, state)))]
        province.dice[seat] -= 2
        estate.town = True
        state.town_built = True
        return [Event(msg("boze.special_actions.town", **params, left=cities_left(self.board, state)))]

    def conclude(self, state: BozeState, seat: int, action: Treaty) -> list[Event]:
        """Diplomacy: die and disc first, then the roll, then pay, or fail and pay everything."""
        who = SeatRef(seat)
        enemy = foes.enemy(self.board, action.enemy)
        name = names.enemy(self.board, action.enemy, state.turn)
        target = enemy.target.value
        disc = self.sejm_disc(state, seat)
        assert disc is not None
        state.provinces[target].dice[seat] -= 1
        del state.sejm[disc]
        base = action.cost or EMBASSY
        events = [
            Event(
                msg(
                    "boze.special_actions.embassy",
                    seat=who,
                    enemy=name,
                    province=self.province_ref(target),
                    field=self.province_ref(disc) if disc in self.board.province_keys else disc,
                )
            )
        ]
        if action.cost is not None:
            breaks = BREAKS_ON[action.cost]
            events.append(Event(msg("boze.special_actions.declare", seat=who, cost=action.cost, breaks=breaks)))
        face = state.rng.die()
        cost = base + face
        events.append(
            Event(
                msg("boze.special_actions.treaty_roll", seat=who, face=face, enemy=name, cost=cost),
                kind="roll",
                dice=(face,),
            )
        )
        player = state.players[seat]
        if player.gold < cost:
            lost = player.gold
            player.gold = 0
            events.append(Event(msg("boze.special_actions.treaty_failed", seat=who, enemy=name, cost=cost, gold=lost)))
            return events
        player.gold -= cost
        state.treaty = action.enemy
        state.treaty_breaks_on = BREAKS_ON[base]
        events.append(
            Event(
                msg(
                    "boze.special_actions.treaty",
                    seat=who,
                    enemy=name,
                    cost=cost,
                    breaks=state.treaty_breaks_on,
                    face=enemy.field,
                )
            )
        )
        return events

    def confederate(self, state: BozeState, seat: int, action: Confederation) -> list[Event]:
        target = state.houses.index(action.house)
        province = state.provinces[action.province]
        index = self.confederation_target(state, target, action.province)
        assert index is not None
        province.dice[seat] -= 2
        estate = province.estates[index]
        had_steward = estate.steward
        estate.owner = seat
        estate.steward = False
        note: Msg = msg("boze.special_actions.steward_lost") if had_steward else msg("boze.special_actions.no_note")
        return [
            Event(
                msg(
                    "boze.special_actions.confederation",
                    seat=SeatRef(seat),
                    target=SeatRef(target),
                    province=self.province_ref(action.province),
                    field=index + 1,
                    value=self.board.province(action.province).fields[index],
                    steward_note=note,
                )
            )
        ]


CATALOGUE.add(
    "en",
    {
        "boze.special_actions.prompt": (
            "{seat}: choose a special action for cycle {cycle} of {cycles}, or pass (a pass gives up only this cycle)."
        ),
        "boze.special_actions.cycle": "Cycle {cycle} of special actions begins with {seat}.",
        "boze.special_actions.cannot_act": "{seat} has no player dice in the provinces: no special action is possible.",
        "boze.special_actions.pass": "{seat} passes in cycle {cycle}.",
        "boze.special_actions.steward": (
            "{seat} discards a die from {province} and employs a steward on the estate on field {field} "
            "(worth {value}): +2 zł income. {left} {left:steward|stewards} left."
        ),
        "boze.special_actions.town": (
            "{seat} discards two dice from {province} and founds a town under the estate on field {field} "
            "(worth {value}, tripled at the end of the game). City discs left: {left}."
        ),
        "boze.special_actions.gdansk": (
            "{seat} discards a die from Prussia and ships grain through Gdańsk: twice Prussia's wealth {wealth} "
            "is {gold} zł; now {total} zł."
        ),
        "boze.special_actions.embassy": (
            "{seat} sends an embassy to {enemy}: discards a die from {province} and the Sejm disc on the {field} field."
        ),
        "boze.special_actions.declare": (
            "{seat} declares {cost} zł for the treaty: it will break only on {breaks} matching dice."
        ),
        "boze.special_actions.treaty_roll": "{seat} rolls {face}: the treaty with {enemy} costs {cost} zł.",
        "boze.special_actions.treaty": (
            "{seat} pays {cost} zł and concludes a treaty with {enemy}; it breaks if {breaks} or more dice "
            "show {face} in the Enemy Invasions roll."
        ),
        "boze.special_actions.treaty_failed": (
            "{seat} cannot pay {cost} zł: no treaty with {enemy}. The die and the Sejm disc are lost, "
            "and {seat} pays all {gold} zł to the treasury."
        ),
        "boze.special_actions.move_one": "a die from {source} to {target}",
        "boze.special_actions.move": "{seat} moves {moves}.",
        "boze.special_actions.veto": (
            "{seat} discards a die from {province} and breaks the Sejm with the Liberum Veto: "
            "{count} {count:disc|discs} go back to their owners."
        ),
        "boze.special_actions.confederation": (
            "{seat} discards two dice from {province} and confederates against {target}, seizing the estate on "
            "field {field} (worth {value}).{steward_note}"
        ),
        "boze.special_actions.steward_lost": " Its steward goes back to the Stewards field.",
        "boze.special_actions.no_note": "",
        "boze.special_actions.colleges": (
            "{seat} founds colleges in {provinces}, paying {gold} zł: +{points} prestige, now {prestige}."
        ),
    },
)

CATALOGUE.add(
    "en",
    {
        "boze.special_actions.what.field": "an estate field",
        "boze.special_actions.what.treaty_cost": "a treaty cost",
        "boze.special_actions.error.write_field": (
            "write `{verb} <province> <field>`, e.g. `{verb} ukraine 1` (the estate's place)"
        ),
        "boze.special_actions.error.write_gdansk": "`gdansk` takes nothing after it",
        "boze.special_actions.error.write_treaty": (
            "write `treaty <enemy>`, e.g. `treaty muscovy` (`treaty muscovy 4` to declare a cost)"
        ),
        "boze.special_actions.error.not_enemy": "{word} is not an enemy; the enemies are {names}",
        "boze.special_actions.error.write_move": (
            "write `move <from>><to>`, or two dice: `move ukraine>lithuania prussia>great`"
        ),
        "boze.special_actions.error.write_veto": "write `veto <province>`: the province you discard a die from",
        "boze.special_actions.error.write_confederation": (
            "write `confederation <province> <house>`, e.g. `confederation lithuania sapieha`"
        ),
        "boze.special_actions.error.not_house": "{word} is not a house",
        "boze.special_actions.error.write_colleges": (
            "write `colleges <province> ...`, e.g. `colleges prussia ukraine great`"
        ),
        "boze.special_actions.error.college_twice": "{province} is named twice; one college per province",
        "boze.special_actions.error.expect": "the table is waiting for a special action or `pass`, not `{action}`",
        "boze.special_actions.error.no_die": "you have no player die in {province} to discard",
        "boze.special_actions.error.no_estate": "there is no estate on field {field} of {province}'s track",
        "boze.special_actions.error.not_yours": "the estate on field {field} of {province} is not yours",
        "boze.special_actions.error.no_stewards": "no steward discs are left on the Stewards field",
        "boze.special_actions.error.has_steward": (
            "the estate on field {field} of {province} already has a steward (one per estate)"
        ),
        "boze.special_actions.error.one_treaty": (
            "a treaty (with {enemy}) was already concluded this turn; only one a turn"
        ),
        "boze.special_actions.error.no_tatars": "in the 1st and 2nd turns no treaty may be concluded with the Tatars",
        "boze.special_actions.error.no_treaty_with": "treaties may not be concluded with {enemy}",
        "boze.special_actions.error.fourth_turn": "treaties with {enemy} only in the fourth turn",
        "boze.special_actions.error.occupied": "the Ottoman Empire occupies the field of {enemy}: no treaty with them",
        "boze.special_actions.error.no_sejm": "you have no disc in the Sejm: a treaty needs the Sejm's consent",
        "boze.special_actions.error.treaty_die": "a treaty with {enemy} needs a die from {province}; you have none",
        "boze.special_actions.error.declare": "declare the cost: `treaty {word} 2`, `4` or `6`",
        "boze.special_actions.error.bad_cost": "the declared cost must be 2, 4 or 6, not {cost}",
        "boze.special_actions.error.no_cost": "a treaty costs 2 zł + 1d6; write `treaty {word}`",
        "boze.special_actions.error.move_count": "move one or two dice",
        "boze.special_actions.error.move_same": "a die must move to another province",
        "boze.special_actions.error.move_both": "a province cannot both give and receive dice in one move",
        "boze.special_actions.error.move_have": "you have {have} player {have:die|dice} in {province}, not {need}",
        "boze.special_actions.error.conf_turn": "a confederation only in the third and fourth turns",
        "boze.special_actions.error.conf_last": (
            "only the player with strictly the fewest prestige points may confederate"
        ),
        "boze.special_actions.error.conf_no_house": "no player plays {house} in this game",
        "boze.special_actions.error.conf_self": "you cannot confederate against yourself",
        "boze.special_actions.error.conf_cost": "a confederation costs two dice from {province}; you have {have}",
        "boze.special_actions.error.conf_more": (
            "{house} has {theirs} {theirs:die|dice} in {province}, not fewer than your {have}"
        ),
        "boze.special_actions.error.conf_no_estate": "{house} has no estate in {province} without a town",
        "boze.special_actions.error.conf_disc": "you have no free disc to put on the seized estate",
        "boze.special_actions.error.colleges_turn": "colleges may be founded from the second turn",
        "boze.special_actions.error.colleges_gold": (
            "{count} {count:college costs|colleges cost} {cost} zł; you have {gold} zł"
        ),
        "boze.special_actions.error.town_turn": "towns may be built from the third turn",
        "boze.special_actions.error.town_built": "a town has already been built this turn (one a turn)",
        "boze.special_actions.error.town_none": "both city discs are on the board",
        "boze.special_actions.error.town_cost": "a town costs two dice from {province}; you have {have}",
        "boze.special_actions.error.has_town": "the estate on field {field} of {province} already has a town",
        # button labels
        "boze.label.special.steward": "Steward",
        "boze.label.special.gdansk": "Gdańsk",
        "boze.label.special.treaty": "Diplomacy",
        "boze.label.special.move": "Move dice",
        "boze.label.special.veto": "Liberum Veto",
        "boze.label.special.confederation": "Confederation",
        "boze.label.special.colleges": "Colleges",
        "boze.label.special.town": "Build a Town",
        "boze.label.special.colleges_preset": "Colleges in {count} provinces: +{points} PP for {gold} zł",
        "boze.special_actions.explain": (
            "Choose one special action for cycle {cycle} of {cycles}, or pass this cycle only. Every action but "
            "moving dice costs one or two of your dice from a province; the detail of each says what it costs "
            "and brings."
        ),
        "boze.detail.special.steward": (
            "1 die from the province: a steward under one of your estates there adds 2 zł to its income ({left} left)"
        ),
        "boze.detail.special.gdansk": "1 die from Prussia (you have {dice}): {gold} zł, twice Prussia's wealth",
        "boze.detail.special.treaty": (
            "1 die, 1 Sejm disc and 2 zł + 1d6 (you have {gold} zł): the enemy does not invade this turn"
        ),
        "boze.detail.special.move": "Free: move one or two of your dice to other provinces",
        "boze.detail.special.veto": "1 die: every disc leaves the Sejm ({discs} there now)",
        "boze.detail.special.confederation": (
            "2 dice where you outnumber the target's dice: seize his lowest estate there"
        ),
        "boze.detail.special.colleges": "1 die + 2 zł per province, 1 PP each, 7 PP for all five (you have {gold} zł)",
        "boze.detail.special.town": "2 dice: a town under one of your estates; it scores ×3 at the end ({left} left)",
        "boze.detail.special.pass": "No action in this cycle; you may still act in the next one",
        "boze.detail.special.dice_here": "Your dice here: {dice}",
        "boze.detail.special.college": "1 die (you have {dice}) + 2 zł: 1 PP",
        "boze.detail.special.colleges_preset": "1 die and 2 zł in each: {provinces}",
        "boze.detail.special.field_steward": "Estate worth {value} PP; +2 zł a turn to its {wealth} zł income",
        "boze.detail.special.field_town": "Estate worth {value} PP, ×3 at the end with a town",
        "boze.detail.special.treaty_enemy": (
            "Strength {strength} · invades {province} · the enemy's number on the dice: {face}"
        ),
        "boze.detail.special.move_pair": ("Your dice: {have} in {source}, {there} in {target}"),
        "boze.detail.special.confederation_house": (
            "Their dice here {theirs}, yours {mine}: you seize their estate worth {value} PP"
        ),
        "boze.label.special.pass": "Pass (this cycle only)",
        "boze.label.special.field": "field {field} (worth {value})",
        "boze.label.special.treaty_enemy": "{enemy} (a die from {province})",
        "boze.label.special.treaty_cost": "{cost} zł + 1d6: broken only by {breaks} matching dice",
        "boze.label.special.move_pair": "{source} → {target}",
        "boze.label.special.house": "{house} ({colour})",
    },
)

CATALOGUE.add(
    "pl",
    {
        "boze.special_actions.prompt": (
            "{seat}: wybierz akcję specjalną na kolejkę {cycle} z {cycles} albo spasuj (pas dotyczy tylko tej kolejki)."
        ),
        "boze.special_actions.cycle": "Kolejka {cycle} akcji specjalnych; zaczyna {seat}.",
        "boze.special_actions.cannot_act": (
            "{seat} nie ma kości gracza w prowincjach: żadna akcja specjalna nie jest możliwa."
        ),
        "boze.special_actions.pass": "{seat} pasuje w kolejce {cycle}.",
        "boze.special_actions.steward": (
            "{seat} odrzuca kość z {province:gen} i zatrudnia ekonoma w latyfundium na polu {field} "
            "(wartym {value}): +2 zł dochodu. Pozostałe krążki ekonomów: {left}."
        ),
        "boze.special_actions.town": (
            "{seat} odrzuca dwie kości z {province:gen} i zakłada miasto pod latyfundium na polu {field} "
            "(wartym {value}, na koniec gry liczonym potrójnie). Pozostałe krążki miast: {left}."
        ),
        "boze.special_actions.gdansk": (
            "{seat} odrzuca kość z Prus i spławia zboże przez Gdańsk: dwukrotność zamożności Prus ({wealth}) "
            "to {gold} zł; ma teraz {total} zł."
        ),
        "boze.special_actions.embassy": (
            "{seat} wysyła poselstwo (wróg: {enemy}): odrzuca kość z {province:gen} i swój krążek z pola "
            "{field:gen} w Sejmie."
        ),
        "boze.special_actions.declare": (
            "{seat} deklaruje {cost} zł za traktat: zostanie on zerwany dopiero wtedy, gdy numer wroga wypadnie "
            "na {breaks} kościach."
        ),
        "boze.special_actions.treaty_roll": "{seat} wyrzuca {face}: traktat (wróg: {enemy}) kosztuje {cost} zł.",
        "boze.special_actions.treaty": (
            "{seat} płaci {cost} zł i zawiera traktat (wróg: {enemy}); zostanie on zerwany, jeśli w rzucie fazy "
            "Najazdów wrogów {face} wypadnie na {breaks} lub więcej kościach."
        ),
        "boze.special_actions.treaty_failed": (
            "{seat} nie może zapłacić {cost} zł: traktatu nie ma (wróg: {enemy}). Kość i krążek z Sejmu "
            "przepadają, a {seat} oddaje do skarbca całe swoje złoto ({gold} zł)."
        ),
        "boze.special_actions.move_one": "kość z {source:gen} {target:into}",
        "boze.special_actions.move": "{seat} przesuwa: {moves}.",
        "boze.special_actions.veto": (
            "{seat} odrzuca kość z {province:gen} i zrywa Sejm, wołając Liberum Veto: "
            "{count} {count:krążek wraca|krążki wracają|krążków wraca} do właścicieli."
        ),
        "boze.special_actions.confederation": (
            "{seat} odrzuca dwie kości z {province:gen}, zawiązuje konfederację (przeciwnik: {target}) i przejmuje "
            "latyfundium na polu {field} (warte {value}).{steward_note}"
        ),
        "boze.special_actions.steward_lost": " Ekonom z tego latyfundium wraca na pole Ekonomów.",
        "boze.special_actions.no_note": "",
        "boze.special_actions.colleges": (
            "{seat} zakłada kolegia ({provinces}), płacąc {gold} zł: +{points} PP, ma teraz {prestige}."
        ),
        "boze.special_actions.what.field": "pole latyfundium",
        "boze.special_actions.what.treaty_cost": "koszt traktatu",
        "boze.special_actions.error.write_field": (
            "napisz `{verb} <prowincja> <pole>`, np. `{verb} ukraine 1` (miejsce latyfundium na torze)"
        ),
        "boze.special_actions.error.write_gdansk": "po `gdansk` nic nie piszemy",
        "boze.special_actions.error.write_treaty": (
            "napisz `treaty <wróg>`, np. `treaty muscovy` (`treaty muscovy 4`, by zadeklarować koszt)"
        ),
        "boze.special_actions.error.not_enemy": "{word} to nie wróg; wrogowie to: {names}",
        "boze.special_actions.error.write_move": (
            "napisz `move <skąd>><dokąd>` albo, dla dwóch kości, `move ukraine>lithuania prussia>great`"
        ),
        "boze.special_actions.error.write_veto": "napisz `veto <prowincja>`: prowincję, z której odrzucasz kość",
        "boze.special_actions.error.write_confederation": (
            "napisz `confederation <prowincja> <ród>`, np. `confederation lithuania sapieha`"
        ),
        "boze.special_actions.error.not_house": "{word} to nie ród",
        "boze.special_actions.error.write_colleges": (
            "napisz `colleges <prowincja> ...`, np. `colleges prussia ukraine great`"
        ),
        "boze.special_actions.error.college_twice": "{province} podano dwa razy; jedno kolegium na prowincję",
        "boze.special_actions.error.expect": "stół czeka na akcję specjalną albo `pass`, a nie na `{action}`",
        "boze.special_actions.error.no_die": "nie masz {province:in} żadnej kości gracza do odrzucenia",
        "boze.special_actions.error.no_estate": "na polu {field} toru {province:gen} nie ma latyfundium",
        "boze.special_actions.error.not_yours": "latyfundium na polu {field} toru {province:gen} nie jest twoje",
        "boze.special_actions.error.no_stewards": "na polu Ekonomów nie ma już krążków ekonomów",
        "boze.special_actions.error.has_steward": (
            "latyfundium na polu {field} toru {province:gen} ma już ekonoma (jeden na latyfundium)"
        ),
        "boze.special_actions.error.one_treaty": (
            "w tej turze zawarto już traktat (wróg: {enemy}); wolno zawrzeć tylko jeden na turę"
        ),
        "boze.special_actions.error.no_tatars": "w 1. i 2. turze nie wolno zawrzeć traktatu z Tatarami",
        "boze.special_actions.error.no_treaty_with": "{enemy}: z tym wrogiem nie wolno zawierać traktatów",
        "boze.special_actions.error.fourth_turn": "{enemy}: traktat z tym wrogiem dopiero w czwartej turze",
        "boze.special_actions.error.occupied": (
            "pole wroga ({enemy}) zajmuje Imperium Osmańskie: traktat jest niemożliwy"
        ),
        "boze.special_actions.error.no_sejm": "nie masz krążka w Sejmie, a traktat wymaga zgody Sejmu",
        "boze.special_actions.error.treaty_die": (
            "traktat (wróg: {enemy}) wymaga kości z {province:gen}; nie masz tam żadnej"
        ),
        "boze.special_actions.error.declare": "zadeklaruj koszt: `treaty {word} 2`, `4` lub `6`",
        "boze.special_actions.error.bad_cost": "zadeklarowany koszt musi wynosić 2, 4 lub 6, nie {cost}",
        "boze.special_actions.error.no_cost": "traktat kosztuje 2 zł + 1k6; napisz `treaty {word}`",
        "boze.special_actions.error.move_count": "przesuń jedną albo dwie kości",
        "boze.special_actions.error.move_same": "kość musi trafić do innej prowincji",
        "boze.special_actions.error.move_both": (
            "prowincja nie może w jednym ruchu jednocześnie oddawać i przyjmować kości"
        ),
        "boze.special_actions.error.move_have": (
            "masz {province:in} {have} {have:kość|kości|kości} gracza, a nie {need}"
        ),
        "boze.special_actions.error.conf_turn": "konfederację można zawiązać tylko w trzeciej i czwartej turze",
        "boze.special_actions.error.conf_last": (
            "konfederację może zawiązać tylko gracz, który ma wyraźnie najmniej punktów prestiżu"
        ),
        "boze.special_actions.error.conf_no_house": "{house}: nikt nie gra tym rodem w tej grze",
        "boze.special_actions.error.conf_self": "nie możesz zawiązać konfederacji przeciw sobie",
        "boze.special_actions.error.conf_cost": "konfederacja kosztuje dwie kości z {province:gen}; masz {have}",
        "boze.special_actions.error.conf_more": (
            "{house} ma {province:in} {theirs} {theirs:kość|kości|kości}, nie mniej niż ty ({have})"
        ),
        "boze.special_actions.error.conf_no_estate": "{house} nie ma {province:in} latyfundium bez miasta",
        "boze.special_actions.error.conf_disc": "nie masz wolnego krążka, by postawić go na przejętym latyfundium",
        "boze.special_actions.error.colleges_turn": "kolegia można zakładać od drugiej tury",
        "boze.special_actions.error.colleges_gold": (
            "{count} {count:kolegium kosztuje|kolegia kosztują|kolegiów kosztuje} {cost} zł; masz {gold} zł"
        ),
        "boze.special_actions.error.town_turn": "miasta można budować od trzeciej tury",
        "boze.special_actions.error.town_built": "w tej turze zbudowano już miasto (jedno na turę)",
        "boze.special_actions.error.town_none": "oba krążki miast są już na planszy",
        "boze.special_actions.error.town_cost": "miasto kosztuje dwie kości z {province:gen}; masz {have}",
        "boze.special_actions.error.has_town": "latyfundium na polu {field} toru {province:gen} ma już miasto",
        "boze.label.special.steward": "Ekonom",
        "boze.label.special.gdansk": "Gdańsk",
        "boze.label.special.treaty": "Dyplomacja",
        "boze.label.special.move": "Przesuń kości",
        "boze.label.special.veto": "Liberum Veto",
        "boze.label.special.confederation": "Konfederacja",
        "boze.label.special.colleges": "Kolegia",
        "boze.label.special.town": "Budowa miasta",
        "boze.label.special.colleges_preset": (
            "Kolegia w {count} {count:prowincji|prowincjach|prowincjach}: +{points} PP za {gold} zł"
        ),
        "boze.special_actions.explain": (
            "Wybierz jedną akcję specjalną na kolejkę {cycle} z {cycles} albo spasuj tylko w tej kolejce. Każda "
            "akcja poza przesunięciem kości kosztuje jedną lub dwie twoje kości z prowincji; opis każdej mówi, "
            "ile kosztuje i co daje."
        ),
        "boze.detail.special.steward": (
            "1 kość z prowincji: ekonom pod twoim latyfundium dodaje 2 zł do jego dochodu (zostało: {left})"
        ),
        "boze.detail.special.gdansk": "1 kość z Prus (masz {dice}): {gold} zł, dwukrotność zamożności Prus",
        "boze.detail.special.treaty": (
            "1 kość, 1 krążek z Sejmu i 2 zł + 1k6 (masz {gold} zł): w tej turze wróg nie najedzie"
        ),
        "boze.detail.special.move": "Za darmo: przesuń jedną lub dwie swoje kości do innych prowincji",
        "boze.detail.special.veto": "1 kość: wszystkie krążki schodzą z Sejmu (teraz jest ich {discs})",
        "boze.detail.special.confederation": (
            "2 kości tam, gdzie masz więcej kości niż cel: przejmij jego najniższe latyfundium"
        ),
        "boze.detail.special.colleges": (
            "1 kość + 2 zł za prowincję, po 1 PP, 7 PP za wszystkie pięć (masz {gold} zł)"
        ),
        "boze.detail.special.town": "2 kości: miasto pod twoim latyfundium; na koniec liczy się ×3 (zostało: {left})",
        "boze.detail.special.pass": "Bez akcji w tej kolejce; w następnej nadal możesz działać",
        "boze.detail.special.dice_here": "Twoje kości tutaj: {dice}",
        "boze.detail.special.college": "1 kość (masz {dice}) + 2 zł: 1 PP",
        "boze.detail.special.colleges_preset": "Po 1 kości i 2 zł w każdej: {provinces}",
        "boze.detail.special.field_steward": "Latyfundium warte {value} PP; +2 zł na turę do dochodu {wealth} zł",
        "boze.detail.special.field_town": "Latyfundium warte {value} PP, z miastem ×3 na koniec",
        "boze.detail.special.treaty_enemy": (
            "Siła {strength} · najeżdża: {province} · numer wroga na kościach: {face}"
        ),
        "boze.detail.special.move_pair": "Twoje kości: {source} {have}, {target} {there}",
        "boze.detail.special.confederation_house": (
            "Jego kości tutaj {theirs}, twoje {mine}: przejmujesz jego latyfundium warte {value} PP"
        ),
        "boze.label.special.pass": "Pas (tylko w tej kolejce)",
        "boze.label.special.field": "pole {field} (wartość {value})",
        "boze.label.special.treaty_enemy": "{enemy} (kość z {province:gen})",
        "boze.label.special.treaty_cost": "{cost} zł + 1k6: zerwany dopiero przy {breaks} zgodnych kościach",
        "boze.label.special.move_pair": "{source} → {target}",
        "boze.label.special.house": "{house} ({colour:m})",
    },
)
