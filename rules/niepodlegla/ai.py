"""What the AI knows of Niepodległa: its one secret, a quick way to play, and what a position is worth.

Nothing in this cooperative game is hidden from the players but the order of the shuffled decks (the
missions, the threat cards, the F cards and the challenges) and the dice still to be rolled. A world
reshuffles each deck among the places that deck's cards hold (the basic deck "1" stays above deck "2",
the threat deck "1914–1916" above "1917–1918"), after sorting them, and takes a fresh RNG.

The AI plays with the team: its evaluation is the team's, whichever seat it holds. It proposes, agrees
or objects, and as the holder of Piłsudski's die accepts or imposes, like any player (There Will Be No
Independence Without National Consent): a proposal is one more answer to search; an answer to someone
else's proposal compares that proposal, carried out, with the best one the AI would make itself, and
objects only when its own is clearly better (see :meth:`NiepodleglaBrain.answer`).

The struggle is where the basic game is won or lost, and the rollouts play it by a quick policy: each
player keeps the dice his most promising missions use and re-rolls the rest (the dice likeliest to show
what is missing first), gives up his least promising mission when every die is in use, passes a die where
it completes another's mission, and in the final round never stops while symbols are missing (running out
of morale there is the defeat). The dice, not the morale, are what limit a round (8 dice for 6 missions of
2–3 symbols each), so the policy spends morale down to one marker in rounds I–IV and the last in round V: a
final mission one level harder costs one symbol in the final round, a part short of five tokens costs the
game. For the same reason the token that fills a part's five spaces (which brings a die for the rounds left)
is worth more while rounds remain, and a re-roll for a long-shot double is left alone.

A position is worth, in the basic game, a victory above all, then how close the team is to one: the
parts of the board short of their five tokens (Round VI: otherwise "the players immediately lose"), the
final missions' difficulty (each level is one more symbol in the final round), the morale pool and the
figure dice won; a defeat counts the symbols or spaces it was short. In the advanced game: the score,
morale, independence tokens, the two policy tracks, and the obstacles on the map.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rules.core import serial
from rules.core.ai import Brain, Level, Search, owed
from rules.core.decision import Decision, Options, Steps
from rules.core.forms import walk
from rules.core.game import Game
from rules.core.numbers import is_count
from rules.core.rng import Rng
from rules.niepodlegla import suggest
from rules.niepodlegla.actions import NOBODY
from rules.niepodlegla.board import PORTRAIT, SYMBOLS
from rules.niepodlegla.common import all_units, final_round, is_final, need, needs, seat_key, units
from rules.niepodlegla.game import NiepodleglaGame
from rules.niepodlegla.phases.allocation import MissionsMatter, Slots
from rules.niepodlegla.phases.rewards import PLACES
from rules.niepodlegla.state import DieState, NiepodleglaState
from rules.niepodlegla.symbols import Need, match

VICTORY = 100.0
LOST = 40.0
"""What a basic game's defeat costs below the position it was lost from."""
OBJECT_MARGIN = 6.0
"""How much better (in evaluation points) the AI's own proposal must be before it objects to another: about
a token in a part that needs it (a few rollouts differ by that much by the dice alone, and an objection
costs the table a round of answers)."""
DIE_UNITS = 0.9
"""Symbols a neutral die can be expected to bring to a player's missions (with a re-roll or two)."""
SCARCE = 6.0
"""How much more a token is worth in a part that the missions left can hardly fill (times the square of
the tokens it needs over the tokens those missions can bring)."""
SAFE_MORALE = 1
"""In rounds I–IV the policy re-rolls only while the morale pool holds at least this many markers. A round
that ends with fewer than four makes the final missions harder (Summary of Rounds I–V), but a part short of
five tokens on 11 November loses the game outright: in 80 seeded games of the policy alone, a floor of 4 or 3
never reached the final round; 2 reached it in 4 games, 1 in 10 (with harder finals); see :data:`LAST_FLOOR`
for the 480-game comparison of 1 and 2."""
PASS_IN_FINAL = 2
"""In the final round a die is passed (two markers) to a player whose own mission it serves while the pool
holds more than this many markers."""
DOUBLES_MARGIN = 6
"""In rounds I–V, a player whose one mission still lacks symbols with every die in use re-rolls a die for a
double only while the pool holds this many markers above the floor: seldom, as a double rarely comes and the
markers are worth more to the others (480 seeded policy games, 2 December: 37 with the twenty spaces and 19
victories at 6, 33 and 16–17 at 8 or never, 23 and 7 at 3)."""
LAST_FLOOR = 0
"""In round V, the last before 11 November, the policy re-rolls down to this floor: a part short of five
tokens loses the game there and then, a harder final mission only costs symbols in a round that may be won.
In 480 seeded games of the policy in seat order (as the table asks AI seats), with rounds I–IV at a floor of
one marker: 9 victories and 36 games with the twenty spaces, against 5 and 27 at a floor of two (and round V
at zero in both)."""
RESERVE = 1
"""Markers a player leaves in the pool, in rounds I–V, for each other player still in the struggle whose own
missions lack symbols: the table asks the seats in order, and the first one re-rolled the shared pool down to
the floor before the others had a turn (160 seeded games in seat order: 16.55 of 20 spaces filled, 16.36
without the reserve)."""
FILL_BONUS = 1.0
"""What the token that fills a part's five spaces is worth on top, per round I–V still to play after this one:
it brings a die to the common pool for every round left (Additional Bonuses), and the dice are what limit a
round (2 × 480 seeded policy games, 2 December: 47 and 53 with the twenty spaces against 32 and 37 without;
2 and 3 per round did no better)."""
DIE_VALUE = 3.0
"""What a die won for the pool (a figure die, or a neutral one where the figure is already in play) is worth in
a position's evaluation: about a token in a part short of five, as it rolls in every round left."""


class NiepodleglaBrain(Brain[NiepodleglaState]):
    cooperative = True
    effort = 0.4
    """Its steps cost the engine about three times Boże's (joint proposals, options described in every
    language): at the shipped levels' full work a proposal would take several seconds."""

    final_effort = 0.1
    """The final round's share: its rollouts run to the end of the game, and its policy matches every die on
    the table to four missions at each step (at 0.2 a decision took 2–4 s of CPU, at 0.4 up to 7 s)."""

    def effort_at(self, game: Game[NiepodleglaState], state: NiepodleglaState) -> float:
        return self.final_effort if is_final(self.game_of(game).board, state) else self.effort

    def __init__(self) -> None:
        self._scarcity: dict[object, dict[str, float]] = {}
        """:meth:`scarcity` by the parts' tokens and the missions left (a pure function of them: a cache)."""

    def game_of(self, game: Game[NiepodleglaState]) -> NiepodleglaGame:
        assert isinstance(game, NiepodleglaGame)
        return game

    # --- the seat's knowledge --------------------------------------------------------------------

    def hide(self, game: Game[NiepodleglaState], world: NiepodleglaState, seat: int, rng: Rng) -> None:
        board = self.game_of(game).board
        if world.advanced:
            decks = {c.key: c.deck for c in board.advanced_missions}
        else:
            decks = {c.key: str(c.stage) for c in board.basic_missions}
        world.deck = regroup(world.deck, lambda key: decks.get(key, ""), rng)
        threat_deck = {t.key: t.deck for t in board.threats}
        world.threats = regroup(world.threats, lambda key: threat_deck.get(key, ""), rng)
        world.finals = regroup(world.finals, lambda key: "", rng)
        world.challenges_deck = regroup(world.challenges_deck, lambda key: "", rng)

    # --- judging ------------------------------------------------------------------------------------

    def value(self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int) -> float:
        """The team's standing (the same for every seat)."""
        board = self.game_of(game).board
        won = state.finished and state.outcome == "victory"
        if state.finished and state.advanced:
            return (VICTORY if won else -VICTORY / 2) + state.score
        if won:
            return VICTORY
        if state.advanced:
            tokens = sum(c.independence for c in state.cities.values())
            obstacles = sum(len(c.obstacles) for c in state.cities.values())
            return 1.5 * tokens - 1.0 * obstacles + 1.0 * (state.consent + state.foreign) + 0.8 * state.morale
        spaces = board.count("part_spaces")
        scarce = self.scarcity(game, state)
        short = sum(
            max(0, spaces - state.parts.get(p.key, 0)) * (4.0 + 2.0 * min(3.0, scarce[p.key])) for p in board.parts
        )
        standing = (
            -short
            - 1.5 * self.final_cost(game, state)
            + 0.3 * state.morale
            + DIE_VALUE * (len(state.pool_figures) + state.neutral_cap)
        )
        if state.finished:
            # A defeat is worse than any position still in play, and better the fewer symbols it missed.
            return standing - LOST - (3.0 * state.missing if state.reason != "niepodlegla.result.spaces" else 0.0)
        return standing

    def final_cost(self, game: Game[NiepodleglaState], state: NiepodleglaState) -> float:
        """How hard the final missions are now (basic): their visible symbols, the rare ones (on the
        neutral dice) counting double."""
        board = self.game_of(game).board
        common = self.odds(game, "")
        rarest = max(common.values())
        return sum(
            rarest / max(common.get(symbol, 0.0), rarest / 2)
            for part in board.parts
            for symbol in part.track[: state.levels.get(part.key, 0)]
        )

    def done(self, game: Game[NiepodleglaState], start: NiepodleglaState, state: NiepodleglaState) -> bool:
        """A rollout runs to the end of the round."""
        return state.round > max(start.round, 1)

    # --- answering ----------------------------------------------------------------------------------

    def suggestions(
        self, game: Game[NiepodleglaState], world: NiepodleglaState, decision: Decision, seat: int
    ) -> list[str]:
        if decision.key.endswith(".missions") and not decision.key.startswith("joint.respond."):
            rng = Rng.from_seed(world.step * 31 + seat)
            found = self.missions(game, world, decision, seat, rng, count=8)
            table = self.suggested(game, world, decision, seat)
            return [*found, table] if table is not None and table not in found else found
        if decision.key.startswith(("joint.propose.", "joint.arbiter.")):
            return [decision.defaults[seat]] if decision.defaults[seat].startswith("propose") else []
        if decision.key == "struggle.act":
            return [self.struggle(game, world, seat, careful=True)]
        return []

    def prior(
        self, game: Game[NiepodleglaState], world: NiepodleglaState, decision: Decision, seat: int, text: str
    ) -> float:
        if decision.key == "struggle.act":
            if text == self.struggle(game, world, seat, careful=True):
                return 2.0
            return 1.0 if text == "done" else 0.0
        if decision.key.endswith(".missions") and text.startswith("propose missions"):
            return self.allocation_score(game, world, text)
        if decision.key == "ask.place":
            return self.place_score(game, world, text)
        if decision.key.endswith(".harder"):
            return -self.harder_cost(game, world, text)
        if text == decision.defaults.get(seat):
            return 1.0
        return 0.0

    def policy(
        self, game: Game[NiepodleglaState], world: NiepodleglaState, decision: Decision, seat: int, rng: Rng
    ) -> str:
        key = decision.key
        form = decision.forms[seat]
        if key.startswith("joint.respond."):
            return "agree"
        if key.startswith("joint.arbiter."):
            return "accept"
        if key == "struggle.act":
            return self.struggle(game, world, seat, careful=False)
        if key == "joint.propose.missions":
            found = self.missions(game, world, decision, seat, rng, count=1)
            return found[0] if found else decision.defaults[seat]
        if key == "ask.place" and isinstance(form, Options):
            return max((c.text for c in form.choices), key=lambda t: self.place_score(game, world, t))
        if key == "joint.propose.harder" and isinstance(form, Options):
            return min((c.text for c in form.choices), key=lambda t: self.harder_cost(game, world, t))
        if key == "ask.complete" and isinstance(form, Options):
            return max((c.text for c in form.choices), key=lambda t: self.complete_score(game, world, t))
        if key == "joint.propose.bonus" and isinstance(form, Options):
            return self.bonus(game, world, [c.text for c in form.choices])
        if key.startswith("joint.propose.") and isinstance(form, Steps):
            return decision.defaults[seat]
        if isinstance(form, Options):
            return form.choices[rng.below(len(form.choices))].text
        return decision.defaults[seat]

    def answer(
        self,
        game: Game[NiepodleglaState],
        worlds: Sequence[NiepodleglaState],
        decision: Decision,
        seat: int,
        plan: Level,
        rng: Rng,
    ) -> str | None:
        """Answer another player's proposal (``agree``/``object``, or as arbiter ``accept``/its own): the
        proposal, carried out, is compared on the same worlds with the best proposal the AI would make
        itself; it objects (or imposes its own) only when its own is better by :data:`OBJECT_MARGIN`."""
        if decision.key == "struggle.act" and not is_final(self.game_of(game).board, worlds[0]):
            # Rounds I–V: the quick policy, not a search: rollouts to the round's end judged a re-roll by a
            # handful of dice, and the searched answers lost to the policy's own (10 seeded games at casual:
            # 15.9 of 20 spaces filled with the search, 16.9 with the policy). The final round is searched:
            # its rollouts run to the game's end, judged by victory (from 8 final rounds the policy reached,
            # 4 dice seeds each: 19 of 32 won with the search, 10 with the policy).
            return self.struggle(game, worlds[0], seat, careful=False)
        parts = decision.key.split(".")
        if parts[0] != "joint" or parts[1] not in ("respond", "arbiter"):
            return None
        yes = "agree" if parts[1] == "respond" else "accept"
        staged = []
        for world in worlds:
            if world.joint is None:
                return yes
            again = serial.clone(world)
            assert again.joint is not None
            again.joint.stage = "propose"
            again.joint.objectors = []
            again.pending = {}
            staged.append(again)
        proposal = worlds[0].joint.proposal if worlds[0].joint is not None else ""
        propose = owed(game, staged[0], seat)
        found = self.candidates(game, staged[0], propose, seat, rng, plan.candidates)
        found = [proposal] + [text for text in found if text != proposal]
        # Half the level's budget: the question is only whether the proposal is clearly worse.
        half = replace(plan, budget=plan.budget // 2)
        search = Search(game, self, staged, seat, half, rng)
        best = search.best(found[: plan.candidates])
        if best == proposal:
            return yes
        theirs, mine = search.compare([proposal, best], samples=max(2, plan.worlds), first=len(search.seeds))
        if mine - theirs <= OBJECT_MARGIN:
            return yes
        return "object" if parts[1] == "respond" else best

    def mover(
        self, game: Game[NiepodleglaState], state: NiepodleglaState, decision: Decision, rng: Rng
    ) -> tuple[int, str]:
        """In the struggle, the player with the most dice worth re-rolling moves first (then one who can
        pass a useful die), so the team spends its morale where it helps most."""
        if decision.key != "struggle.act":
            return super().mover(game, state, decision, rng)
        best: tuple[float, int, str] | None = None
        for seat in decision.waiting_for():
            text = self.struggle(game, state, seat, careful=False)
            gain = -1.0
            if text.startswith("give"):
                gain = 100.0
            elif text.startswith("reroll"):
                gain = self.reroll_gain(game, state, seat, text.split()[1:])
            if best is None or gain > best[0]:
                best = (gain, seat, text)
        assert best is not None
        return best[1], best[2]

    def reroll_gain(self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, ids: list[str]) -> float:
        """How much a re-roll of ``ids`` promises: the dice likely to show a missing symbol, less twice the
        symbols the re-roll throws away (the re-roll of a die in use is a last resort)."""
        board = self.game_of(game).board
        mine = self.needs_of(game, state, seat)
        together = any(n.seats != (seat,) for n in mine)
        short = self.deficit(game, state, seat, mine, together)
        dice = [d for d in state.dice if d.id in ids]
        gain = sum(self.hope(game, d, short) for d in dice)

        def matched() -> int:
            return match(mine, all_units(board, state) if together else {seat: units(board, state, seat)}).matched

        before = matched()
        for d in dice:
            d.holder = -1
        try:
            lost = before - matched()
        finally:
            for d in dice:
                d.holder = seat
        return gain - 2.0 * lost

    # --- heuristics ---------------------------------------------------------------------------------

    def struggle(self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, *, careful: bool) -> str:
        """Re-roll the dice that help none of the seat's missions while its missions lack symbols and the
        morale pool can stand it (in rounds I–V keeping the markers that spare the final missions from
        rising: Summary of Rounds I–V); with its own missions covered, pass a spare die to a player it
        helps (two markers); otherwise say ``done``.

        The dice kept are those the seat's missions need, the most promising mission first (the fewest
        symbols missing, the most valuable), so a re-roll never throws away a symbol already rolled for a
        mission it can still complete; when every die is needed but a mission still lacks symbols, the
        least promising mission is given up and its dice re-rolled for the others."""
        board = self.game_of(game).board
        final = is_final(board, state)
        floor = 1 if final else SAFE_MORALE + (1 if careful else 0)
        if not final and state.round == final_round(board, state) - 1:
            floor = LAST_FLOOR
        held = [d.id for d in state.dice if d.holder == seat and d.face >= 0]
        if not held:
            return "done"
        if any(c.joint for c in state.table):
            return self.struggle_together(game, state, seat, held, floor)
        mine = self.ranked(game, state, seat, self.needs_of(game, state, seat))
        if not mine:
            return "done"
        if not final and RESERVE:
            floor += RESERVE * self.others_short(game, state, seat)
        everyone = False
        full = match(mine, {seat: units(board, state, seat)})
        if full.complete:
            idle = self.idle(game, state, seat, held, mine, everyone)
            if state.morale >= floor + 2 and state.seats > 1:
                gift = self.gift(game, state, seat, idle)
                if gift is not None:
                    return gift
            return "done"
        if state.morale < floor:
            return "done"
        wanted = list(mine)
        while wanted:
            idle = self.idle(game, state, seat, held, wanted, everyone)
            if idle and state.morale >= floor + 2 and state.seats > 1:
                gift = self.gift(game, state, seat, idle, completing=True)
                if gift is not None:
                    return gift
            if idle:
                return "reroll " + " ".join(idle)
            # Every die serves the missions kept, yet they lack symbols: give up the least promising one.
            incomplete = [n for n in wanted if not match([n], {seat: units(board, state, seat)}).complete]
            if not incomplete:
                break
            if len(wanted) == 1:
                # One mission left, every die in use and still short: only a double can complete it.
                if state.morale >= floor + DOUBLES_MARGIN:
                    return f"reroll {self.spare(game, state, seat, held, wanted, everyone)}"
                break
            wanted.remove(incomplete[-1])
        return "done"

    def others_short(self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int) -> int:
        """The other players still in the struggle whose own missions lack symbols on their dice (the morale
        pool is shared, and a player who re-rolls first must leave some for them)."""
        board = self.game_of(game).board
        count = 0
        for other in range(state.seats):
            if other == seat or other in state.satisfied:
                continue
            theirs = self.needs_of(game, state, other)
            if theirs and not match(theirs, {other: units(board, state, other)}).complete:
                count += 1
        return count

    def spare(
        self,
        game: Game[NiepodleglaState],
        state: NiepodleglaState,
        seat: int,
        held: list[str],
        wanted: list[Need],
        everyone: bool,
    ) -> str:
        """The die the seat can best spare for a re-roll when every die is in use: the one whose symbols count
        least, likeliest to show a missing symbol or a double."""
        board = self.game_of(game).board

        def matched() -> int:
            return match(wanted, all_units(board, state) if everyone else {seat: units(board, state, seat)}).matched

        before = matched()
        short = self.deficit(game, state, seat, wanted, everyone)
        best: tuple[float, str] | None = None
        for die_id in held:
            die = state.die(die_id)
            assert die is not None
            die.holder = -1
            try:
                loss = before - matched()
            finally:
                die.holder = seat
            score = -loss + self.hope(game, die, short) + 0.5 * self.doubles(game, die)
            if best is None or score > best[0]:
                best = (score, die_id)
        assert best is not None
        return best[1]

    def ranked(
        self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, wanted: list[Need]
    ) -> list[Need]:
        """The seat's missions, most promising first: the fewest symbols still missing on its dice, then the
        most valuable."""
        board = self.game_of(game).board
        have = {seat: units(board, state, seat)}

        def key(n: Need) -> tuple[float, str]:
            missing = match([n], have).missing
            return (-self.worth(game, state, n.key) / (0.5 + missing), n.key)

        return sorted(wanted, key=key)

    def idle(
        self,
        game: Game[NiepodleglaState],
        state: NiepodleglaState,
        seat: int,
        held: list[str],
        wanted: list[Need],
        everyone: bool,
        groups: list[list[Need]] | None = None,
    ) -> list[str]:
        """The seat's dice that no mission of ``wanted`` needs, taken in order: a die is idle when, without
        it (and the idle dice found before it), each leading group of missions (or each of ``groups``) still
        matches as many symbols as with every die."""
        board = self.game_of(game).board

        def matched(group: list[Need]) -> int:
            have = all_units(board, state) if everyone else {seat: units(board, state, seat)}
            return match(group, have).matched

        if groups is None:
            groups = [wanted[: i + 1] for i in range(len(wanted))]
        base = [matched(g) for g in groups]
        out: list[str] = []
        short = self.deficit(game, state, seat, wanted, everyone)
        dice = sorted((state.die(i) for i in held), key=lambda d: -self.hope(game, d, short) if d else 0.0)
        try:
            for die in dice:
                assert die is not None
                die.holder = -1
                if all(matched(g) >= b for g, b in zip(groups, base, strict=True)):
                    out.append(die.id)
                else:
                    die.holder = seat
        finally:
            for die in dice:
                assert die is not None
                die.holder = seat
        return out

    def deficit(
        self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, wanted: list[Need], everyone: bool
    ) -> set[str]:
        """The symbols ``wanted`` still lacks on the dice (roughly: required beyond what the dice show)."""
        board = self.game_of(game).board
        have = all_units(board, state) if everyone else {seat: units(board, state, seat)}
        shown = [sum(u.dice[i] for u in have.values()) for i in range(len(SYMBOLS))]
        required = [sum(n.need[i] for n in wanted) for i in range(len(SYMBOLS))]
        return {SYMBOLS[i] for i in range(len(SYMBOLS)) if required[i] > shown[i]}

    def hope(self, game: Game[NiepodleglaState], die: DieState, short: set[str]) -> float:
        """The chance a re-roll of ``die`` shows one of the ``short`` symbols (a portrait counts)."""
        board = self.game_of(game).board
        faces = board.figure(die.figure).faces.value if die.figure else [list(f) for f in board.neutral_faces]
        return sum(1 for f in faces if PORTRAIT in f or short.intersection(f)) / max(1, len(faces))

    def struggle_together(
        self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, held: list[str], floor: int
    ) -> str:
        """The final round, where one mission is carried out jointly and each player's own by his dice alone:
        the whole table's dice are matched to every mission left, and the seat re-rolls its dice the match
        does not use. The round is lost when morale runs out first ("The final round ends when players
        discard all morale markers"), so while symbols are missing the seat never stops: with every die in
        use it passes a die where it matches more, or re-rolls the die it can best spare (the one whose
        symbols count least, likeliest to come back as a double)."""
        board = self.game_of(game).board
        wanted = [need(board, state, c) for c in state.table if c.key not in state.completed and c.key]
        wanted = [n for n in wanted if n.seats]
        everyone = all_units(board, state)
        full = match(wanted, everyone)
        if full.complete or state.morale < floor:
            return "done"
        # The private missions first (only their holder's dice serve them), then all with the joint ones.
        wanted.sort(key=lambda n: (len(n.seats), n.key))
        private = [n for n in wanted if len(n.seats) == 1]
        groups = [private, wanted] if private and len(private) < len(wanted) else [wanted]
        idle = self.idle(game, state, seat, held, wanted, everyone=True, groups=groups)
        if PASS_IN_FINAL and state.morale > PASS_IN_FINAL and state.seats > 1:
            gift = self.pass_final(game, state, seat, idle or held, wanted, full.matched)
            if gift is not None:
                return gift
        if idle:
            return "reroll " + " ".join(idle)
        return f"reroll {self.spare(game, state, seat, held, wanted, everyone=True)}"

    def pass_final(
        self,
        game: Game[NiepodleglaState],
        state: NiepodleglaState,
        seat: int,
        dice: list[str],
        wanted: list[Need],
        before: int,
    ) -> str | None:
        """A die of the seat that matches more symbols in another player's hands (his own mission), if any."""
        board = self.game_of(game).board
        best: tuple[int, str] | None = None
        for die_id in dice:
            die = state.die(die_id)
            assert die is not None
            for other in range(state.seats):
                if other == seat:
                    continue
                die.holder = other
                try:
                    gain = match(wanted, all_units(board, state)).matched - before
                finally:
                    die.holder = seat
                if gain > 0 and (best is None or gain > best[0]):
                    best = (gain, f"give {die_id} {seat_key(board, state, other)}")
        return best[1] if best is not None else None

    def doubles(self, game: Game[NiepodleglaState], die: DieState) -> float:
        """The share of the die's faces that show two symbols."""
        board = self.game_of(game).board
        faces = board.figure(die.figure).faces.value if die.figure else [list(f) for f in board.neutral_faces]
        return sum(1 for f in faces if len(f) > 1) / max(1, len(faces))

    def needs_of(self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int) -> list[Need]:
        board = self.game_of(game).board
        return [
            need(board, state, c) for c in state.table if (c.seat == seat or c.joint) and c.key not in state.completed
        ]

    def without(
        self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, die_id: str, wanted: list[Need]
    ) -> int:
        """The symbols the seat's dice match to ``wanted`` without one of its dice."""
        board = self.game_of(game).board
        die = state.die(die_id)
        assert die is not None
        holder = die.holder
        die.holder = -1
        try:
            return match(wanted, {seat: units(board, state, seat)}).matched
        finally:
            die.holder = holder

    def gift(
        self,
        game: Game[NiepodleglaState],
        state: NiepodleglaState,
        seat: int,
        spare: list[str],
        *,
        completing: bool = False,
    ) -> str | None:
        """``give <die> <player>``: a spare die to the other player it helps most — one whose missions it
        completes first; unless ``completing``, else one it brings a missing symbol."""
        board = self.game_of(game).board
        best: tuple[int, int, str] | None = None
        for other in [s for s in range(state.seats) if s != seat]:
            theirs = [n for n in self.needs_of(game, state, other) if n.seats == (other,)]
            if not theirs:
                continue
            before = self.standing(game, state, other, theirs)
            if before[0] == len(theirs):
                continue
            for die_id in spare:
                die = state.die(die_id)
                assert die is not None
                die.holder = other
                try:
                    after = self.standing(game, state, other, theirs)
                finally:
                    die.holder = seat
                gain = (after[0] - before[0], after[1] - before[1])
                if gain[0] <= 0 and (completing or gain[1] <= 0):
                    continue
                text = f"give {die_id} {seat_key(board, state, other)}"
                if best is None or gain > best[:2]:
                    best = (gain[0], gain[1], text)
        return best[2] if best is not None else None

    def standing(
        self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, wanted: list[Need]
    ) -> tuple[int, int]:
        """How many of ``wanted`` the seat's dice complete together (the most), and the symbols they match."""
        board = self.game_of(game).board
        have = {seat: units(board, state, seat)}
        done = max((len(group) for group in subsets_of(wanted) if match(group, have).complete), default=0)
        return done, match(wanted, have).matched

    def figures_of(self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int) -> list[str]:
        """The figure dice the seat rolls for sure: its own (basic: its figure; advanced: those it owns)."""
        if state.advanced:
            return [f for f, owner in state.owners.items() if owner == seat and f not in state.prison.figures]
        return [state.roles[seat]]

    def odds(self, game: Game[NiepodleglaState], figure: str) -> dict[str, float]:
        """Symbol units a die shows on average, by symbol (a portrait counts for any)."""
        board = self.game_of(game).board
        faces = board.figure(figure).faces.value if figure else [list(f) for f in board.neutral_faces]
        out: dict[str, float] = {}
        for face in faces:
            for symbol in face:
                out[symbol] = out.get(symbol, 0.0) + 1 / len(faces)
        return out

    def fit(self, game: Game[NiepodleglaState], state: NiepodleglaState, seat: int, wanted: Sequence[str]) -> float:
        """How well the seat's own figure dice serve a mission's symbols (expected units, portraits too)."""
        total = 0.0
        for figure in self.figures_of(game, state, seat):
            odds = self.odds(game, figure)
            total += sum(min(1.0, odds.get(symbol, 0.0)) for symbol in sorted(set(wanted))) + odds.get(PORTRAIT, 0.0)
        return total

    def worth(self, game: Game[NiepodleglaState], state: NiepodleglaState, key: str) -> float:
        """What completing a mission is worth to the team now (basic: its tokens where parts are short)."""
        board = self.game_of(game).board
        if state.advanced or key in board.part_keys:
            return 1.0
        card = board.basic_card(key)
        options = PLACES.get(str(card.reward.value), [])
        return max((self.place_gain(game, state, parts) for parts in options), default=0.5)

    def place_gain(self, game: Game[NiepodleglaState], state: NiepodleglaState, parts: Sequence[str]) -> float:
        """What tokens in ``parts`` are worth: a token a part still needs counts more the fewer missions
        left in the game can bring one there (the consent and foreign tracks have the fewest), and the token
        that fills a part more for each round its die will roll in (:data:`FILL_BONUS`)."""
        board = self.game_of(game).board
        spaces = board.count("part_spaces")
        scarce = self.scarcity(game, state)
        counts = dict(state.parts)
        gain = 0.0
        for part in parts:
            have = counts.get(part, 0)
            gain += 1.0 + SCARCE * scarce.get(part, 0.0) ** 2 if have < spaces else 0.2
            if have + 1 == spaces:
                gain += FILL_BONUS * max(0, final_round(board, state) - 1 - state.round)
            counts[part] = have + 1
        return gain

    def scarcity(self, game: Game[NiepodleglaState], state: NiepodleglaState) -> dict[str, float]:
        """For each part, the tokens it still needs over the missions left that can bring one there."""
        board = self.game_of(game).board
        spaces = board.count("part_spaces")
        left = (*state.deck, *(c.key for c in state.table if c.key not in state.completed))
        memo = (id(board), tuple(sorted(state.parts.items())), left)
        known = self._scarcity.get(memo)
        if known is not None:
            return known
        supply = {p.key: 0.0 for p in board.parts}
        for key in left:
            if key in board.part_keys:
                continue
            options = PLACES.get(str(board.basic_card(key).reward.value), [])
            reach = {part for option in options for part in option}
            tokens = max((len(option) for option in options), default=0)
            for part in sorted(reach):
                supply[part] = supply.get(part, 0.0) + tokens / len(reach)
        out = {p: max(0, spaces - state.parts.get(p, 0)) / max(0.5, supply[p]) for p in supply}
        if len(self._scarcity) > 4096:
            self._scarcity.clear()
        self._scarcity[memo] = out
        return out

    def harder_cost(self, game: Game[NiepodleglaState], state: NiepodleglaState, text: str) -> float:
        """The final missions' difficulty after a ``propose harder part=n ...`` proposal."""
        after = serial.clone(state)
        for word in text.split()[2:]:
            part, _, n = word.partition("=")
            if part in after.levels and is_count(n):
                after.levels[part] += int(n)
        return self.final_cost(game, after)

    def complete_score(self, game: Game[NiepodleglaState], state: NiepodleglaState, text: str) -> float:
        """What a ``complete b06 b11`` choice brings: the worth of its missions (Using Dice and Symbols: the
        dice allow several sets, the player chooses; 2 × 480 seeded policy games, 2 December: 17.57 and 17.45
        of 20 spaces filled against 17.40 and 17.29 for a set taken at random)."""
        return sum(self.worth(game, state, key) for key in text.split()[1:]) if text.startswith("complete") else 0.0

    def bonus(self, game: Game[NiepodleglaState], state: NiepodleglaState, texts: Sequence[str]) -> str:
        """The sixth-token bonus (Additional Bonuses): a morale marker while rounds I–IV are being played (it
        comes back every round left), a final mission one level easier from round V on (its one symbol is
        what the final round is short of)."""
        board = self.game_of(game).board
        want = "propose bonus morale" if state.round < final_round(board, state) - 1 else "propose bonus easier"
        return want if want in texts else texts[0]

    def place_score(self, game: Game[NiepodleglaState], state: NiepodleglaState, text: str) -> float:
        return self.place_gain(game, state, text.split()[1:]) if text.startswith("place") else 0.0

    def missions(
        self,
        game: Game[NiepodleglaState],
        state: NiepodleglaState,
        decision: Decision,
        seat: int,
        rng: Rng,
        count: int,
    ) -> list[str]:
        """Proposals of who takes which mission and how the dice are divided: pawns go greedily where a
        seat's own figure dice fit a valuable mission best (with some noise after the first proposal),
        neutral dice to the seats with the most symbols to find. Only legal proposals are returned."""
        board = self.game_of(game).board
        form = decision.forms[seat]
        slots = MissionsMatter(board).slots(state)
        wanted = {}
        for key in slots.cards:
            card = state.card(key)
            wanted[key] = list(needs(board, state, card)) if card is not None else []
        out: list[str] = []
        for attempt in range(count * 2):
            noise = 0.0 if attempt == 0 else 0.6
            score = {
                (s, key): self.worth(game, state, key) * (1 + self.fit(game, state, s, wanted[key]))
                - 0.25 * len(wanted[key])
                + noise * rng.below(1000) / 1000
                for s in range(state.seats)
                for key in slots.cards
            }
            taken: dict[str, int] = {}
            used = [0] * state.seats
            for (s, key), _ in sorted(score.items(), key=lambda item: -item[1]):
                if len(taken) >= slots.place:
                    break
                if key in taken or used[s] >= slots.high[s]:
                    continue
                left = slots.place - len(taken) - 1
                after = [u + (1 if i == s else 0) for i, u in enumerate(used)]
                short = sum(max(0, lo - u) for lo, u in zip(slots.low, after, strict=True))
                if short > left:
                    continue
                taken[key] = s
                used[s] += 1
            load = [
                1.0 + sum(len(wanted[k]) * self.worth(game, state, k) for k, who in taken.items() if who == s)
                for s in range(state.seats)
            ]
            splits = [split(slots.neutral, load, slots.dice_low)]
            if attempt == 0 and count > 1:
                # The same pawns with the spare dice on one player (a round's dice cannot cover every
                # mission: they may do better together).
                for s in range(state.seats):
                    focus = [0.1] * state.seats
                    focus[s] = 1.0
                    splits.append(split(slots.neutral, focus, slots.dice_low))
            for dice in splits:
                text = self.proposal(slots, taken, dice, load)
                if text in out:
                    continue
                if isinstance(form, Steps):
                    step = walk(form, text)
                    if step is None or not step.complete:
                        continue
                elif isinstance(form, Options) and text not in {c.text for c in form.choices}:
                    continue
                out.append(text)
            if len(out) >= count:
                break
        return out[:count]

    def suggested(
        self, game: Game[NiepodleglaState], state: NiepodleglaState, decision: Decision, seat: int
    ) -> str | None:
        """The table's own suggestion (:mod:`rules.niepodlegla.suggest`, the one-click preset) with each
        mission weighed by what it is worth to the team now (:meth:`worth`), if it is a legal proposal."""
        board = self.game_of(game).board
        slots = MissionsMatter(board).slots(state)
        problem = suggest.problem(
            board, state, slots.cards, slots.low, slots.high, slots.place, slots.dice_low, slots.figures
        )
        if not state.advanced:
            problem = replace(problem, worth=tuple(self.worth(game, state, key) for key in slots.cards))
        division = suggest.suggest(problem)
        words = ["propose", "missions"]
        words += [
            f"{key}={slots.keys[s] if s >= 0 else NOBODY}" for key, s in zip(slots.cards, division.takers, strict=True)
        ]
        words += ["dice", *(f"{slots.keys[s]}={n}" for s, n in enumerate(division.dice))]
        if slots.figures:
            words += [
                "figures",
                *(f"{f}={slots.keys[s]}" for f, s in zip(slots.figures, division.figures, strict=True)),
            ]
        text = " ".join(words)
        form = decision.forms[seat]
        if isinstance(form, Steps):
            step = walk(form, text)
            if step is None or not step.complete:
                return None
        return text

    @staticmethod
    def proposal(slots: Slots, taken: dict[str, int], dice: Sequence[int], load: Sequence[float]) -> str:
        words = ["propose", "missions"]
        words += [f"{key}={slots.keys[taken[key]] if key in taken else NOBODY}" for key in slots.cards]
        words.append("dice")
        words += [f"{slots.keys[s]}={dice[s]}" for s in range(len(dice))]
        if slots.figures:
            words.append("figures")
            neediest = sorted(range(len(dice)), key=lambda s: dice[s] - load[s])
            words += [f"{f}={slots.keys[neediest[i % len(dice)]]}" for i, f in enumerate(slots.figures)]
        return " ".join(words)

    def allocation_score(self, game: Game[NiepodleglaState], state: NiepodleglaState, text: str) -> float:
        """A proposal's promise before any search: the worth of each player's missions, scaled by how much
        of their symbols his figure dice and neutral dice can be expected to cover."""
        board = self.game_of(game).board
        keys = {seat_key(board, state, s): s for s in range(state.seats)}
        worth = [0.0] * state.seats
        wanted = [0] * state.seats
        fit = [0.0] * state.seats
        dice = [0] * state.seats
        section = ""
        for word in text.split()[1:]:
            if "=" not in word:
                section = word
                continue
            key, _, value = word.partition("=")
            card = state.card(key)
            if section == "missions" and value in keys and card is not None:
                s = keys[value]
                symbols = list(needs(board, state, card))
                worth[s] += self.worth(game, state, key)
                wanted[s] += len(symbols)
                fit[s] += self.fit(game, state, s, symbols)
            elif section == "dice" and key in keys and is_count(value):
                dice[keys[key]] = int(value)
            elif section == "figures" and value in keys:
                dice[keys[value]] += 1
        return sum(
            worth[s] * min(1.0, (1.0 + fit[s] + DIE_UNITS * dice[s]) / max(1, wanted[s])) for s in range(state.seats)
        )


def subsets_of(needs: Sequence[Need]) -> list[list[Need]]:
    out: list[list[Need]] = [[]]
    for n in needs:
        out += [[*group, n] for group in out]
    return out


def split(total: int, load: Sequence[float], low: int) -> list[int]:
    """``total`` dice divided in proportion to ``load``, at least ``low`` each, all of them given."""
    n = len(load)
    out = [low] * n
    left = total - low * n
    weight = sum(load) or 1.0
    for _ in range(max(0, left)):
        i = max(range(n), key=lambda s: load[s] / weight - out[s] / max(1, total))
        out[i] += 1
    return out


def regroup(cards: list[str], group: object, rng: Rng) -> list[str]:
    """``cards`` reshuffled among the places their group holds (each group's cards sorted first)."""
    assert callable(group)
    groups: dict[str, list[str]] = {}
    for card in cards:
        groups.setdefault(str(group(card)), []).append(card)
    for key in sorted(groups):
        pool = sorted(groups[key])
        rng.shuffle(pool)
        groups[key] = pool
    return [groups[str(group(card))].pop(0) for card in cards]


BRAIN = NiepodleglaBrain()
