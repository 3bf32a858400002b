"""What the AI knows of Boże Igrzysko: its secrets, a quick way to play, and what a position is worth.

Hidden from a seat (Phase Two: tokens "placed on the map with their numeric value face down"; Phase
Three: bids "in a closed hand"): the other seats' sealed tokens and bids, and the dice still to be
rolled. Everything else is on the table: hands of influence tokens are the twelve less those revealed.
So a world is the state with the other seats' pending answers dropped (the rollouts place for them) and
a fresh RNG; the kernel's :meth:`~rules.core.ai.Brain.determinize` does exactly that.

A position is worth, for each house, what it would count at the End of Game if the game ended now —
prestige, plus the field value of every estate (tripled under a town, End of Game) — plus what it holds
that turns into prestige later: gold (Luxury Expenses: 1 PP per 5 zł), Sejm discs before this turn's
Prestige Points (Political Advantage: 2 PP each), player dice on the map (each a future estate, action,
election or defence), influence tokens still in hand for the next turn; less the estates an enemy in
their province would plunder now (Phase Fourteen: the most valuable first).
"""

from __future__ import annotations

from rules.boze.game import BozeGame
from rules.boze.phases.end_of_game import estate_points
from rules.boze.phases.private_armies import PrivateArmiesPhase
from rules.boze.state import BozeState, dice_on_map, sejm_discs
from rules.core.ai import Brain
from rules.core.decision import Assign, Decision, Options, Split, form_text
from rules.core.forms import random_answer
from rules.core.game import Game
from rules.core.rng import Rng

COURT = "court"
LUXURY = 5
DIE = 0.45
"""Points a player die on the map is worth (a future estate, action, election or defence)."""
TOKEN = 0.3
"""Points one pip of an influence token kept for a later turn is worth (a die it will bring)."""
PLUNDER_RISK = 0.6
"""The share of the estates an enemy would plunder now that the evaluation takes off before Phase Fourteen."""
PRESTIGE_PHASES = ("plundering", "prestige", "end_of_turn")
"""Phases from which this turn's Political Advantage no longer waits (Plundering, then Prestige Points)."""


class BozeBrain(Brain[BozeState]):
    def game_of(self, game: Game[BozeState]) -> BozeGame:
        assert isinstance(game, BozeGame)
        return game

    # --- judging ------------------------------------------------------------------------------------

    def potential(self, game: Game[BozeState], state: BozeState) -> list[float]:
        if state.finished:
            return [float(p.prestige) + dice_on_map(state, s) * 0.01 for s, p in enumerate(state.players)]
        board = self.game_of(game).board
        plundered = self.plunder(game, state)
        sejm_pending = state.phase not in PRESTIGE_PHASES
        out = []
        for seat, player in enumerate(state.players):
            points = float(player.prestige)
            points += estate_points(board, state, seat)[0] - PLUNDER_RISK * plundered[seat]
            points += player.gold / LUXURY
            if sejm_pending:
                points += 2 * sejm_discs(state, seat)
            points += DIE * dice_on_map(state, seat)
            points += TOKEN * sum(player.tokens) if len(player.tokens) < 12 else 0.0
            out.append(points)
        return out

    def plunder(self, game: Game[BozeState], state: BozeState) -> list[float]:
        """The estate points each seat would lose if Phase Fourteen came now: in a province with enemy
        dice, the difference over the player dice (at least one), the most valuable estates first."""
        board = self.game_of(game).board
        lost = [0.0] * state.seats
        if state.phase in ("prestige", "end_of_turn"):
            return lost
        for key, province in state.provinces.items():
            enemies = province.enemy_dice() + province.markers
            if enemies <= 0 or not province.estates:
                continue
            count = max(1, enemies - sum(province.dice))
            fields = board.province(key).fields
            for index in range(len(province.estates) - 1, -1, -1):
                if count <= 0:
                    break
                estate = province.estates[index]
                lost[estate.owner] += fields[index] * (3 if estate.town else 1)
                count -= 1
        return lost

    def done(self, game: Game[BozeState], start: BozeState, state: BozeState) -> bool:
        """A rollout runs to the end of the turn (from the setup, to the end of the first turn)."""
        return state.turn > max(start.turn, 1)

    # --- what to try --------------------------------------------------------------------------------

    def considers(self, text: str) -> bool:
        """A build or recruitment that carries the pass ("… then pass") saves people a round trip; the AI
        answers at once, so it plays the build and, when asked again, the pass, and its search stays whole."""
        return not text.endswith(" then pass")

    def suggestions(self, game: Game[BozeState], world: BozeState, decision: Decision, seat: int) -> list[str]:
        form = decision.forms[seat]
        if decision.key == "noble_clientele.tokens" and isinstance(form, Assign):
            rng = Rng.from_seed(world.step * 7919 + seat)
            found = [self.tokens(game, world, seat, form, rng, noise=n, court=c) for n in (0.0, 1.5) for c in (0, 1, 2)]
            if len(form.pool) > len(form.slots):
                # A full hand of twelve: one token of each value now keeps as good a set for the next turn.
                found += [self.tokens(game, world, seat, form, rng, noise=0.0, court=c, spread=True) for c in (0, 1, 2)]
            return found
        return []

    def prior(self, game: Game[BozeState], world: BozeState, decision: Decision, seat: int, text: str) -> float:
        if decision.key == "noble_clientele.tokens":
            return self.tokens_prior(game, world, seat, text)
        if decision.key == "special_actions.action":
            return self.special_prior(game, world, seat, text)
        if decision.key == "private_armies.recruit":
            return 1.0 if text == "pass" else -0.1 * len(text.split())
        if decision.key == "new_estates.build":
            return 0.5 if text != "pass" else 0.0
        if decision.key == "granting_the_mace.bid":
            return -int(text.split()[1])
        return 0.0

    def tokens_prior(self, game: Game[BozeState], world: BozeState, seat: int, text: str) -> float:
        values = dict(word.split("=") for word in text.split()[1:])
        want = self.desire(game, world, seat)
        return sum(int(v) * want.get(k, 0.0) for k, v in values.items())

    def special_prior(self, game: Game[BozeState], world: BozeState, seat: int, text: str) -> float:
        words = text.split()
        head = words[0]
        if head == "colleges":
            return 2.0 + len(words)
        return {"town": 3.0, "gdansk": 1.0, "steward": 0.8, "pass": 0.5, "treaty": 0.3, "move": 0.2}.get(head, -0.5)

    # --- playing fast -------------------------------------------------------------------------------

    def desire(self, game: Game[BozeState], state: BozeState, seat: int) -> dict[str, float]:
        """How much the seat wants dice in each province (its estates there, enemies at its estates, an
        estate track with room) and the Royal Court (the mace)."""
        board = self.game_of(game).board
        want: dict[str, float] = {}
        for key, province in state.provinces.items():
            mine = sum(1 for e in province.estates if e.owner == seat)
            room = len(province.estates) < len(board.province(key).fields)
            want[key] = 1.0 + 1.2 * mine + (0.6 if room else -0.8) + (0.5 * mine if province.enemy_dice() else 0.0)
        want[COURT] = 1.2
        return want

    def tokens(
        self,
        game: Game[BozeState],
        state: BozeState,
        seat: int,
        form: Assign,
        rng: Rng,
        noise: float,
        court: int,
        spread: bool = False,
    ) -> str:
        """Highest tokens where the seat wants dice most; ``court`` picks the Royal Court's token (0 the
        lowest, 1 a middle one, 2 the highest of those used). With a full hand of twelve the highest six
        are used, or one of each value (``spread``), or a random six (``noise``)."""
        want = self.desire(game, state, seat)
        pool = sorted(form.pool, reverse=True)
        used = pool[: len(form.slots)]
        if spread:
            used = sorted(set(pool), reverse=True)[: len(form.slots)]
            rest = list(pool)
            for value in used:
                rest.remove(value)
            used = sorted(used + rest[: len(form.slots) - len(used)], reverse=True)
        elif len(pool) > len(form.slots) and noise > 0:
            rng.shuffle(pool)
            used = sorted(pool[: len(form.slots)], reverse=True)
        court_value = used[-1] if court == 0 else used[len(used) // 2] if court == 1 else used[0]
        used.remove(court_value)
        keys = [k for k in board_keys(form) if k != COURT]
        keys.sort(key=lambda k: -(want.get(k, 0.0) + noise * rng.below(1000) / 1000))
        values = dict(zip(keys, used, strict=True))
        values[COURT] = court_value
        return form_text(form, values)

    def policy(self, game: Game[BozeState], world: BozeState, decision: Decision, seat: int, rng: Rng) -> str:
        form = decision.forms[seat]
        key = decision.key
        if key == "noble_clientele.tokens" and isinstance(form, Assign):
            return self.tokens(game, world, seat, form, rng, noise=1.5, court=rng.below(3))
        if key == "granting_the_mace.bid":
            return f"bid {min(world.players[seat].gold, rng.below(4))}"
        if key == "noble_clientele.dice" and isinstance(form, Split):
            return random_answer(form, rng.below)
        if key == "special_actions.action":
            return self.special(game, world, seat, rng)
        if key == "private_armies.recruit":
            return self.recruit(game, world, seat, rng)
        if isinstance(form, Options):
            return self.pick(form, key, rng)
        return random_answer(form, rng.below)

    def pick(self, form: Options, key: str, rng: Rng) -> str:
        texts = [c.text for c in form.choices]
        acts = [t for t in texts if t != "pass" and self.considers(t)]
        if not acts:
            return texts[0]
        if key == "new_estates.build":
            return acts[rng.below(len(acts))] if rng.below(10) < 7 else "pass"
        if key in ("magnate_campaigns.campaign", "relief.attack"):
            return acts[rng.below(len(acts))] if rng.below(10) < 6 or "pass" not in texts else "pass"
        return texts[rng.below(len(texts))]

    def special(self, game: Game[BozeState], state: BozeState, seat: int, rng: Rng) -> str:
        """A special action built directly (the form is slow to walk): colleges where dice and gold allow
        from the second turn, a town under the best estate from the third, else Gdańsk, a steward or a pass."""
        board = self.game_of(game).board
        gold = state.players[seat].gold
        mine = [k for k in board.province_keys if state.provinces[k].dice[seat] > 0]
        roll = rng.below(10)
        if state.turn >= 3 and not state.town_built and roll < 6:
            best: tuple[int, str, int] | None = None
            for key in mine:
                if state.provinces[key].dice[seat] < 2:
                    continue
                for i, estate in enumerate(state.provinces[key].estates):
                    if estate.owner == seat and not estate.town:
                        value = board.province(key).fields[i]
                        if best is None or value > best[0]:
                            best = (value, key, i + 1)
            if best is not None and best[0] >= 3:
                return f"town {best[1]} {best[2]}"
        if state.turn >= 2 and gold >= 2 and roll < 8:
            spare = [k for k in mine if state.provinces[k].dice[seat] >= 2] or mine
            count = min(len(spare), gold // 2)
            if count:
                return "colleges " + " ".join(spare[:count])
        if state.provinces["prussia"].dice[seat] > 0 and roll < 5:
            return "gdansk"
        if roll < 7:
            for key in mine:
                for i, estate in enumerate(state.provinces[key].estates):
                    if estate.owner == seat and not estate.steward:
                        return f"steward {key} {i + 1}"
        return "pass"

    def recruit(self, game: Game[BozeState], state: BozeState, seat: int, rng: Rng) -> str:
        """Recruit where the seat's estates face enemy dice (halved), or now and then where it has dice,
        a few units it can afford; otherwise pass."""
        board = self.game_of(game).board
        gold = state.players[seat].gold
        phase = self.game_of(game).flow.phases["private_armies"]
        assert isinstance(phase, PrivateArmiesPhase)
        left = phase.available(state, seat)
        threatened = [
            k
            for k in board.province_keys
            if state.provinces[k].dice[seat] > 0
            and state.provinces[k].enemy_dice() > 0
            and any(e.owner == seat for e in state.provinces[k].estates)
        ]
        options = threatened or ([k for k in board.province_keys if state.provinces[k].dice[seat] > 1])
        if not options or gold < 2 or rng.below(10) >= (8 if threatened else 2):
            return "pass"
        key = options[rng.below(len(options))]
        half = state.provinces[key].enemy_dice() > 0
        budget = gold * (2 if half else 1) // 2
        inf = min(left["infantry"], budget // 2, 1 + rng.below(3))
        budget -= 2 * inf
        cav = min(left["cavalry"], budget // 4)
        if inf + cav == 0:
            return "pass"
        parts = [f"recruit {key}"] + [f"{k}={n}" for k, n in (("inf", inf), ("cav", cav)) if n]
        return " ".join(parts)


def board_keys(form: Assign) -> list[str]:
    return [slot.key for slot in form.slots]


BRAIN = BozeBrain()
