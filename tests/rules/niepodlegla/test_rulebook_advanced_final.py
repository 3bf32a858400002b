"""Advanced version: the Final Round (11 November 1918, the Defence of the Borders, the conditions for the
final cards' easier sides, the additional challenges) and Scoring."""

from __future__ import annotations

import pytest

from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.board import Board
from rules.niepodlegla.common import MAIN_PARIS, MAIN_WARSAW, needs, paris_symbols, warsaw_symbols
from rules.niepodlegla.phases.november import easier
from rules.niepodlegla.state import NiepodleglaState, TableCard, TokenState

from .helpers import ScriptedRng, at_phase, give_dice, new, proposer_and_agree

SMALL = ["a61", "a62", "a63", "a64", "a65", "a66", "a67", "a68", "a69"]


def at_november(
    game: NiepodleglaGame, seats: int, consent: int, foreign: int, challenges: bool = False
) -> NiepodleglaState:
    state = at_phase(game, new(game, seats, "advanced", challenges=challenges), "november")
    state.round = 10
    state.consent, state.foreign = consent, foreign
    game.advance(state)
    return state


def test_the_markers_must_meet_by_11_november(game: NiepodleglaGame) -> None:
    """ "the players must check whether the markers on the policy tracks have met or passed each other ... In
    the opposite case the players immediately lose." """
    state = at_november(game, 3, 4, 5)
    assert state.finished and state.outcome == "defeat" and state.reason == "niepodlegla.result.apart"
    result = game.result(state)
    assert result is not None and result.winners == () and result.standings[0].score == 0
    state = at_november(game, 3, 5, 5)
    assert not state.finished and state.phase == "allocation"


@pytest.mark.parametrize(("seats", "small"), [(2, 6), (3, 6), (4, 8)])
def test_the_defence_of_the_borders_is_laid_out(game: NiepodleglaGame, seats: int, small: int) -> None:
    """ "Remove from the table all the mission cards of the previous round. Instead of them, lay out: 2 large
    main mission cards, 6 randomly drawn cards from the final mission deck "F" (in a four-player game, lay out
    8 ...)"; "turn all the tokens with symbols that they hold to their white, active side"; every pawn takes
    an F card: "There are exactly as many final mission cards as there are players' pawns"."""
    state = at_phase(game, new(game, seats, "advanced"), "november")
    state.round, state.consent, state.foreign = 10, 6, 6
    state.tokens = [TokenState(key="legiony", owner=0, holder=0, active=False)]
    state.prison.pawns = [0]
    old = [c.key for c in state.table]
    game.advance(state)
    assert [c.key for c in state.table[:2]] == [MAIN_PARIS, MAIN_WARSAW] and state.table[0].joint
    assert len(state.table) == 2 + small and all(c.key in SMALL for c in state.table[2:])
    assert all(k in state.removed for k in old)
    assert state.tokens[0].active and state.prison.pawns == []
    default = game.decisions(state)[0].defaults[0]
    assert "=-" not in default, "no final card remains unchosen"


def test_paris_peace_conference_example(game: NiepodleglaGame) -> None:
    """Example: "The national consent marker on the orange track has reached level 7, and the foreign policy
    marker on the blue track has reached level 6. This means the markers have moved apart by 3 positions, so
    the mission "Paris Peace Conference" now requires only 6 diplomacy symbols." """
    state = at_november(game, 3, 7, 6)
    assert paris_symbols(game.board, state) == 6
    paris = state.card(MAIN_PARIS)
    assert paris is not None and needs(game.board, state, paris) == ("diplomacy",) * 6


def test_the_battle_of_warsaw_is_easier_with_fewer_bolsheviks(game: NiepodleglaGame) -> None:
    """ ""Battle of Warsaw" (Bitwa Warszawska) is easier the fewer red obstacle tokens representing the
    Bolsheviks lie on the board." """
    state = new(game, 2, "advanced")
    fewer = warsaw_symbols(game.board, state)
    state.cities["wilno"].obstacles += ["bolshevik", "bolshevik"]
    assert warsaw_symbols(game.board, state) == fewer + 2


def held(board: Board, state: NiepodleglaState, *cities: str) -> None:
    for c in state.cities.values():
        c.independence = 0
    for city in cities:
        state.cities[city].independence = 1


def test_the_conditions_of_the_easier_sides(game: NiepodleglaGame) -> None:
    """Conditions Allowing the Final Cards to Be Turned to the Easier Side (A-61 … A-69), and Example 1:
    "Powstanie wielkopolskie ... requires the symbols: people, armed action, armed action and armed action. If,
    however, there is at least 1 independence token on the board in the area of Poznań, the mission may be
    turned to its easier side, requiring only two symbols: people and armed action." Example 2: "Usunięcie
    wojsk zaborczych ... people, people, diplomacy and diplomacy ... at least 1 independence token in each of
    11 or more areas ... only two symbols: people and diplomacy." """
    board = game.board
    state = new(game, 2, "advanced")

    def easy(key: str) -> bool:
        return easier(board, state, board.final_card(key).condition)

    a62, a63 = board.final_card("a62"), board.final_card("a63")
    assert a62.hard.value == ["people", "armed", "armed", "armed"] and a62.easy.value == ["people", "armed"]
    assert a63.hard.value == ["people", "people", "diplomacy", "diplomacy"] and a63.easy.value == [
        "people",
        "diplomacy",
    ]
    held(board, state)
    assert not any(easy(k) for k in SMALL)
    state.consent, state.foreign = 6, 6
    assert not easy("a61") and not easy("a68"), "greater than 6"
    state.consent, state.foreign = 7, 7
    assert easy("a61") and easy("a68")
    held(board, state, "poznan")
    assert easy("a62") and easy("a69") and not easy("a65")
    held(board, state, "gdansk")
    assert easy("a69")
    held(board, state, "opole")
    assert easy("a65")
    held(board, state, "krakow", "lwow")
    assert not easy("a64")
    held(board, state, "krakow", "lwow", "stanislawow")
    assert easy("a64")
    held(board, state, "kowno")
    assert not easy("a67")
    held(board, state, "kowno", "luck")
    assert easy("a67")
    held(board, state, *board.city_keys[:10])
    assert not easy("a63")
    held(board, state, *board.city_keys[:11])
    assert easy("a63") and not easy("a66")
    held(board, state, *board.city_keys)
    assert easy("a66")
    state = at_phase(game, new(game, 2, "advanced"), "november")
    state.round, state.consent, state.foreign = 10, 5, 5
    state.finals = ["a62", "a63", "a61", "a64", "a65", "a66", "a67", "a68", "a69"]
    state.cities["poznan"].independence = 1
    game.advance(state)
    card = state.card("a62")
    assert card is not None and card.easy and needs(board, state, card) == ("people", "armed")


@pytest.mark.parametrize(
    ("score", "rank"),
    [
        (56, "Marszałek Polski"),
        (53, "Marszałek Polski"),
        (52, "generał broni"),
        (51, "generał dywizji"),
        (50, "generał brygady"),
        (49, "pułkownik"),
        (48, "pułkownik"),
        (47, "podpułkownik"),
        (46, "major"),
        (45, "major"),
        (44, "rotmistrz"),
        (43, "Record the result and try again"),
        (0, "Record the result and try again"),
    ],
)
def test_the_rank_table(game: NiepodleglaGame, score: int, rank: str) -> None:
    """Scoring: the table of points and ranks."""
    assert game.board.rank(score) == rank


def defended(game: NiepodleglaGame, seats: int, challenges: list[str]) -> NiepodleglaState:
    """The defence of the borders laid out with every F card on its easier side and the markers far apart
    (Paris: 3 diplomacy; Warsaw: 4 armed action), each player holding four of every symbol."""
    state = at_phase(game, new(game, seats, "advanced"), "scoring")
    state.round, state.consent, state.foreign = 10, 10, 10
    count = int(game.board.advanced_setup[seats].final_cards.value)
    state.table = [TableCard(key=MAIN_PARIS, joint=True), TableCard(key=MAIN_WARSAW, joint=True)]
    state.table += [TableCard(key=k, seat=i % seats, easy=True) for i, k in enumerate(SMALL[:count])]
    state.table += [TableCard(key=k, joint=True) for k in challenges]
    state.dice = []
    faces = [["people", "people"], ["people", "people"], ["diplomacy", "diplomacy"], ["diplomacy", "diplomacy"]]
    faces += [["armed"]] * 4 + [["money"]] * 4
    for seat in range(seats):
        give_dice(game, state, seat, [("", f) for f in faces])
    return state


@pytest.mark.parametrize(("seats", "points"), [(2, 44), (3, 44), (4, 44)])
def test_scoring_a_victory(game: NiepodleglaGame, seats: int, points: int) -> None:
    """Scoring: "Paris Peace Conference 10, Battle of Warsaw 10, each small final mission F 4 (2–3 players) or 3
    (4 players)" — all completed is 44 at any player count: rotmistrz."""
    state = defended(game, seats, [])
    game.advance(state)
    assert state.finished and state.outcome == "victory" and state.score == points
    result = game.result(state)
    assert result is not None and result.winners == tuple(range(seats))
    assert all(s.score == points for s in result.standings)
    assert result.summary.params["rank"] == "rotmistrz"


def test_overcome_challenges_add_two_points_and_the_others_cost_a_black_die(game: NiepodleglaGame) -> None:
    """Variant for Experienced Players: "when the players finish the struggle-for-independence phase, they must
    roll the black threat die for each additional challenge that was not completed. If the morale level falls
    to zero in this way, the game immediately ends in defeat. Completed additional challenges bring the players
    additional points"; each overcome challenge D: 2 points."""
    impossible = "a74"  # money, money, armed — Warsaw and the F cards take every armed action
    state = defended(game, 2, ["a72", impossible])
    state.morale = 3
    state.rng = ScriptedRng(0, [3])  # one pip
    game.advance(state)
    assert state.outcome == "victory" and state.score == 46 and state.morale == 2
    assert game.board.rank(46) == "major"
    state = defended(game, 2, ["a72", impossible])
    state.morale = 2
    state.rng = ScriptedRng(0, [5])  # two pips
    game.advance(state)
    assert state.outcome == "defeat" and state.reason == "niepodlegla.result.challenges" and state.morale == 0


def test_the_players_choose_how_many_challenges_to_draw(game: NiepodleglaGame) -> None:
    """ "At the end of the preparation phase of the final round ... the players may jointly decide whether they
    want to raise the stakes. If they agree, they draw from 1 to 6 additional challenge cards "D"." """
    state = at_november(game, 2, 5, 5, challenges=True)
    decision = game.decisions(state)[0]
    assert decision.key == "joint.propose.challenges"
    assert [c.text for c in decision.forms[0].choices][-1] == "propose challenges 6"  # type: ignore[union-attr]
    state = proposer_and_agree(game, state, "propose challenges 2").state
    assert sum(1 for c in state.table if game.board.is_challenge(c.key) and c.joint) == 2
    assert game.decisions(state)[0].key == "joint.propose.missions"


def test_a_failed_defence_is_a_defeat_with_the_points_the_dice_could_make(game: NiepodleglaGame) -> None:
    """ "If morale drops to zero before all missions have been completed, the players immediately lose." """
    state = defended(game, 2, [])
    state.dice = [d for d in state.dice if d.holder == 0]
    game.advance(state)
    assert state.outcome == "defeat" and state.reason == "niepodlegla.result.borders"
    assert 0 < state.score < 44
    result = game.result(state)
    assert result is not None and result.winners == ()


def challenges_position(game: NiepodleglaGame, challenges: list[str], spare: list[str]) -> NiepodleglaState:
    """Scoring with the two main missions covered exactly by seat 0's dice, ``challenges`` on the table (in
    that order) and seat 1 holding one neutral die for each symbol in ``spare``."""
    state = at_phase(game, new(game, 2, "advanced"), "scoring")
    state.round, state.consent, state.foreign = 10, 10, 10
    state.table = [TableCard(key=MAIN_PARIS, joint=True), TableCard(key=MAIN_WARSAW, joint=True)]
    state.table += [TableCard(key=k, joint=True) for k in challenges]
    state.dice = []
    main = [s for c in state.table[:2] for s in needs(game.board, state, c)]
    give_dice(game, state, 0, [("", [s]) for s in main])
    give_dice(game, state, 1, [("", [s]) for s in spare])
    state.morale = 5
    state.rng = ScriptedRng(0, [0] * len(challenges))  # blank faces: an uncovered challenge costs nothing here
    return state


def test_the_players_overcome_as_many_challenges_as_their_dice_can_cover(game: NiepodleglaGame) -> None:
    """Variant for Experienced Players: "Each player may set aside on them dice with matching symbols ...
    they must roll the black threat die for each additional challenge that was not completed." The players
    set their dice aside to overcome as many challenges as possible, not the first ones in table order that
    fit one by one: with people ×3, money and diplomacy ×2 to spare, A-72 (people, people, money) would take
    the dice both A-75 (diplomacy, people, people) and A-77 (people, money, diplomacy) need together."""
    board = game.board
    first, second, third = "a72", "a75", "a77"
    assert sorted(board.challenge(first).symbols.value) == ["money", "people", "people"]
    assert sorted(board.challenge(second).symbols.value) == ["diplomacy", "people", "people"]
    assert sorted(board.challenge(third).symbols.value) == ["diplomacy", "money", "people"]
    spare = ["people", "people", "people", "money", "diplomacy", "diplomacy"]
    state = challenges_position(game, [first, second, third], spare)
    game.advance(state)
    assert state.outcome == "victory"
    assert second in state.completed and third in state.completed and first not in state.completed
    assert state.score == 10 + 10 + 2 + 2
    rng = state.rng
    assert isinstance(rng, ScriptedRng) and len(rng.faces) == 2, "one black die rolled, for the challenge left"


def test_among_equally_many_challenges_the_first_in_table_order_count(game: NiepodleglaGame) -> None:
    """Reading: when the dice cover either of two challenges but not both, the one earlier on the table counts
    (a deterministic choice; the score is the same)."""
    spare = ["people", "people", "money", "diplomacy"]
    for order in (["a72", "a75"], ["a75", "a72"]):
        state = challenges_position(game, order, spare)
        game.advance(state)
        assert state.outcome == "victory" and state.score == 22
        assert [k for k in state.completed if game.board.is_challenge(k)] == order[:1]
