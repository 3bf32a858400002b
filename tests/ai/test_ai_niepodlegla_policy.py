"""Niepodległa's quick policy (the rollouts' player, and the AI's first candidate in the struggle): what it
keeps, when it stops, and that a team of it gets far closer to 11 November than a random team."""

from __future__ import annotations

import random
import statistics

from rules.core.ai import choose, play_one
from rules.core.forms import random_answer
from rules.core.rng import Rng
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.ai import BRAIN
from rules.niepodlegla.state import NiepodleglaState, TableCard
from tests.rules.niepodlegla.helpers import at_struggle, give_dice, new, until


def only(state: NiepodleglaState, table: list[tuple[str, int, bool]]) -> None:
    """Leave only ``table`` (card, seat, joint) on the table and no dice in play."""
    state.table = [TableCard(key=k, seat=s, joint=j) for k, s, j in table]
    state.dice = []


def test_a_reroll_keeps_the_die_a_mission_still_uses(niepodlegla: NiepodleglaGame) -> None:
    """Piłsudski's mission needs armed action and people; two dice show people. One of them is kept, and
    the one re-rolled is his own die (armed action on four of its faces, against one on a neutral die).
    Re-rolling every die while no mission is complete threw the people away."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    only(state, [("b06", 0, False)])
    give_dice(niepodlegla, state, 0, [("", ["people", "people"]), ("pilsudski", ["people"])])
    assert BRAIN.struggle(niepodlegla, state, 0, careful=False) == "reroll pilsudski"


def test_a_mission_complete_ends_the_rerolls(niepodlegla: NiepodleglaGame) -> None:
    """With its missions covered a player stops (no die is re-rolled for nothing, no morale spent)."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    only(state, [("b06", 0, False)])
    give_dice(niepodlegla, state, 0, [("", ["people"]), ("pilsudski", ["armed"])])
    assert BRAIN.struggle(niepodlegla, state, 0, careful=False) == "done"


def test_a_die_is_passed_where_it_completes_a_mission(niepodlegla: NiepodleglaGame) -> None:
    """Dmowski's die shows the diplomacy Paderewski's mission lacks and serves none of Dmowski's own: he
    passes it (two morale markers) rather than re-roll it."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    only(state, [("b09", 1, False), ("b08", 2, False)])  # b09: people, people; b08: diplomacy, diplomacy
    give_dice(niepodlegla, state, 1, [("", ["money"]), ("dmowski", ["diplomacy"])])
    give_dice(niepodlegla, state, 2, [("paderewski", ["diplomacy"])])
    state.morale = 8
    assert BRAIN.struggle(niepodlegla, state, 1, careful=False) == "give dmowski paderewski"


def test_the_final_round_goes_on_while_symbols_are_missing(niepodlegla: NiepodleglaGame) -> None:
    """Round VI is lost when morale runs out before every final mission is complete ("The final round ends
    when players discard all morale markers"), so a player whose every die is in use still re-rolls one
    instead of saying he is done."""
    state = new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"])
    state.parts = dict.fromkeys(state.parts, 5)
    state = until(niepodlegla, state, lambda s: s.round == 6 and s.struggling)
    assert state.phase == "struggle" and not state.finished
    only(state, [("brown", 0, False), ("green", -1, True)])
    state.levels["brown"] = 2  # armed, people
    state.levels["green"] = 1  # armed
    give_dice(niepodlegla, state, 0, [("pilsudski", ["armed"]), ("", ["people"])])
    state.morale = 3
    answer = BRAIN.struggle(niepodlegla, state, 0, careful=False)
    assert answer.startswith("reroll "), answer


def filled(state: NiepodleglaState) -> int:
    return sum(min(5, n) for n in state.parts.values())


def test_a_team_of_the_policy_fills_far_more_of_the_board_than_a_random_team(niepodlegla: NiepodleglaGame) -> None:
    """Six seeded basic games each: the policy team ends with most of the twenty spaces filled (the random
    team with about a third); the AI's search builds on this policy, so a weak one cripples it."""
    ours, theirs = [], []
    for seed in range(6):
        state = new(niepodlegla, 3, seed=100 + seed)
        rng = Rng.from_seed(seed)
        while not state.finished:
            played = play_one(niepodlegla, BRAIN, state, rng)
            assert played is not None
            state = played.state
        ours.append(filled(state))
        state = new(niepodlegla, 3, seed=100 + seed)
        picker = random.Random(seed)
        while not state.finished:
            decision = niepodlegla.decisions(state)[0]
            who = decision.waiting_for()[0]
            state = niepodlegla.apply(state, who, random_answer(decision.forms[who], picker.randrange)).state
        theirs.append(filled(state))
    assert statistics.mean(ours) >= 15, ours
    assert statistics.mean(ours) >= statistics.mean(theirs) + 6, (ours, theirs)


def test_a_player_leaves_morale_for_another_still_short(niepodlegla: NiepodleglaGame) -> None:
    """The table asks the seats in order and the morale pool is shared: with one marker left, Piłsudski
    keeps it for Dmowski, whose mission still lacks symbols, instead of re-rolling his idle die; once
    Dmowski is satisfied, Piłsudski re-rolls it."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    only(state, [("b06", 0, False), ("b09", 1, False)])  # b06: armed, people; b09: people, people
    give_dice(niepodlegla, state, 0, [("", ["money"]), ("pilsudski", ["people"])])
    give_dice(niepodlegla, state, 1, [("dmowski", ["diplomacy"])])
    state.morale = 1
    state.satisfied = [2]
    assert BRAIN.struggle(niepodlegla, state, 0, careful=False) == "done"
    state.satisfied = [1, 2]
    assert BRAIN.struggle(niepodlegla, state, 0, careful=False) == "reroll n1"


def test_round_five_spends_more_morale_than_the_rounds_before(niepodlegla: NiepodleglaGame) -> None:
    """A part short of five tokens after round V loses the game, a harder final mission only costs a symbol:
    with every die in use and one mission short, six markers buy a re-roll for a double in round V, not in
    round III (where the floor keeps one more)."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    only(state, [("b06", 0, False)])  # armed, people
    give_dice(niepodlegla, state, 0, [("", ["people"])])
    state.morale = 6
    state.satisfied = [1, 2]
    state.round = 3
    assert BRAIN.struggle(niepodlegla, state, 0, careful=False) == "done"
    state.round = 5
    assert BRAIN.struggle(niepodlegla, state, 0, careful=False) == "reroll n1"


def test_a_double_is_seldom_worth_the_markers(niepodlegla: NiepodleglaGame) -> None:
    """With every die in use and one mission a symbol short, a re-roll for a double is a long shot: three
    markers above the floor are kept (the earlier policy spent them, and filled fewer parts)."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    only(state, [("b06", 0, False)])  # armed, people
    give_dice(niepodlegla, state, 0, [("", ["people"])])
    state.satisfied = [1, 2]
    state.round = 5
    state.morale = 3
    assert BRAIN.struggle(niepodlegla, state, 0, careful=False) == "done"


def test_the_token_that_fills_a_part_goes_there_while_its_die_has_rounds_to_roll(
    niepodlegla: NiepodleglaGame,
) -> None:
    """The fifth token in a part brings a die for every round left (Additional Bonuses): in round II a token
    that may go to either partition fills the Russian one (four tokens there) rather than going where more
    are missing; in round V, with no round I–V left for the die, it goes where more are missing."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    state.parts = {"green": 4, "brown": 1, "consent": 0, "foreign": 0}
    state.round = 2
    assert BRAIN.place_score(niepodlegla, state, "place green") > BRAIN.place_score(niepodlegla, state, "place brown")
    state.round = 5
    assert BRAIN.place_score(niepodlegla, state, "place green") < BRAIN.place_score(niepodlegla, state, "place brown")


def completing(niepodlegla: NiepodleglaGame, parts: dict[str, int]) -> NiepodleglaState:
    """Round II: Piłsudski's dice (people, people, money) complete b07 (people, money: Russian partition) or
    b09 (people, people: national consent), not both; the struggle is over and he chooses."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, roles=["pilsudski", "dmowski", "paderewski"]))
    only(state, [("b07", 0, False), ("b09", 0, False)])
    give_dice(niepodlegla, state, 0, [("", ["people"]), ("", ["people"]), ("", ["money"])])
    state.parts = parts
    for seat in range(3):
        state = niepodlegla.apply(state, seat, "done").state
    return state


def test_a_player_completes_the_mission_whose_tokens_are_needed(niepodlegla: NiepodleglaGame) -> None:
    """Where his dice allow either of two missions, the policy completes the one whose token goes where it is
    needed (it chose at random before)."""
    for parts, best in (
        ({"green": 5, "brown": 0, "consent": 0, "foreign": 0}, "complete b09"),
        ({"green": 0, "brown": 0, "consent": 5, "foreign": 0}, "complete b07"),
    ):
        state = completing(niepodlegla, parts)
        decision = niepodlegla.decisions(state)[0]
        assert decision.key == "ask.complete", decision.key
        answers = {c.text for c in decision.forms[0].choices}  # type: ignore[union-attr]
        assert answers == {"complete b07", "complete b09"}
        assert BRAIN.policy(niepodlegla, state, decision, 0, Rng.from_seed(1)) == best


def test_the_sixth_token_buys_morale_early_and_an_easier_final_mission_late(niepodlegla: NiepodleglaGame) -> None:
    """The sixth-token bonus: a morale marker comes back every round left, so it is taken in rounds I–IV;
    from round V the final mission one level easier (it chose at random before)."""
    state = new(niepodlegla, 3)
    texts = ["propose bonus easier", "propose bonus morale"]
    state.round = 2
    assert BRAIN.bonus(niepodlegla, state, texts) == "propose bonus morale"
    state.round = 5
    assert BRAIN.bonus(niepodlegla, state, texts) == "propose bonus easier"
    assert BRAIN.bonus(niepodlegla, state, ["propose bonus morale"]) == "propose bonus morale"


def test_an_ai_seat_plays_the_policy_in_the_struggle(niepodlegla: NiepodleglaGame) -> None:
    """In the struggle an AI seat answers with the quick policy (a search over a handful of rollouts to the
    round's end chose worse re-rolls than the policy itself)."""
    state = at_struggle(niepodlegla, new(niepodlegla, 3, seed=7))
    decision = niepodlegla.decisions(state)[0]
    assert decision.key == "struggle.act"
    for seat in decision.waiting_for():
        assert choose(niepodlegla, state, seat, "casual", seed=3) == BRAIN.struggle(
            niepodlegla, state, seat, careful=False
        )
