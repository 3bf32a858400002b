"""What the board says a mission is heading for ("✓ will succeed", the pawn laid down) must be true.

Passing Dice and Re-rolling: "When a player gathers on the dice symbols matching one of their missions, they
may lay their pawn on that mission horizontally, so that everyone can see that the mission will succeed."
Using Dice and Symbols: "Each die (and the result visible on it) may be used at this stage only once."
Housekeeping: "collect the cards of the unfulfilled missions and place them at the bottom of the mission
deck."

Issue 11: after ``complete b01 b12`` with dice covering only those two, the struggle and summary boards
still marked B-10 "✓ will succeed" with a lying pawn (each mission was checked against the dice alone), and
the log then sent B-10 to the bottom of the deck. The rule was right (B-10 was not completed); the view
lied: a mission the dice can cover only instead of others is the holder's choice, and once his missions are
settled only the completed ones succeed.
"""

from __future__ import annotations

from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.state import NiepodleglaState, TableCard

from .helpers import after_phase, at_struggle, give_dice, new


def three_missions(game: NiepodleglaGame) -> NiepodleglaState:
    """Round I, two players: Piłsudski holds B-01 (people, armed), B-10 (armed, money) and B-12 (armed,
    armed), and dice showing people, armed ×3 and money: any two of the three missions, never all three."""
    board = game.board
    assert board.basic_card("b01").needs == ("people", "armed")
    assert board.basic_card("b10").needs == ("armed", "money")
    assert board.basic_card("b12").needs == ("armed", "armed")
    state = at_struggle(game, new(game, 2, roles=["pilsudski", "dmowski"]))
    state.table = [TableCard(key="b01", seat=0), TableCard(key="b10", seat=0), TableCard(key="b12", seat=0)]
    state.dice = []
    give_dice(game, state, 0, [("", ["people"]), ("", ["armed"]), ("", ["armed"]), ("", ["armed"]), ("", ["money"])])
    return state


def marks(game: NiepodleglaGame, state: NiepodleglaState) -> dict[str, str]:
    out = {}
    for card in game.view(state, None).table:
        out[card.key] = "completed" if card.completed else "ready" if card.ready else "either" if card.either else ""
    return out


def test_missions_the_dice_cover_only_instead_of_each_other_are_not_will_succeed(game: NiepodleglaGame) -> None:
    state = three_missions(game)
    assert marks(game, state) == {"b01": "either", "b10": "either", "b12": "either"}


def test_after_complete_b01_b12_b10_is_not_marked_will_succeed_and_goes_to_the_bottom(game: NiepodleglaGame) -> None:
    state = three_missions(game)
    state = game.apply(state, 1, "done").state
    state = game.apply(state, 0, "done").state
    decision = game.decisions(state)[0]
    assert decision.key == "ask.complete"
    assert [c.text for c in decision.forms[0].choices] == [  # type: ignore[union-attr]
        "complete b01 b10",
        "complete b01 b12",
        "complete b10 b12",
    ]
    assert marks(game, state) == {"b01": "either", "b10": "either", "b12": "either"}, "he has not chosen yet"
    transition = game.apply(state, 0, "complete b01 b12")
    struggle = after_phase(transition, "struggle")
    assert struggle.completed == ["b01", "b12"]
    assert marks(game, struggle) == {"b01": "completed", "b10": "", "b12": "completed"}
    summary = after_phase(transition, "summary")
    assert marks(game, summary) == {"b01": "completed", "b10": "", "b12": "completed"}
    view = game.view(summary, None)
    assert not any(c.ready for c in view.table if c.key == "b10"), "no lying pawn on B-10"
    housekeeping = after_phase(transition, "housekeeping")
    assert housekeeping.deck[-1] == "b10", "B-10 was not fulfilled: it goes to the bottom of the deck"


def test_a_mission_the_dice_cover_with_all_others_will_succeed(game: NiepodleglaGame) -> None:
    state = three_missions(game)
    state.table = state.table[:2]
    assert marks(game, state) == {"b01": "ready", "b10": "ready"}
    state = game.apply(state, 1, "done").state
    transition = game.apply(state, 0, "done")
    assert marks(game, after_phase(transition, "struggle")) == {"b01": "completed", "b10": "completed"}


def test_each_seat_is_settled_in_turn(game: NiepodleglaGame) -> None:
    """While the first seat chooses, the second seat's missions are still heading where his dice take them."""
    state = three_missions(game)
    state.table.append(TableCard(key="b09", seat=1))
    assert game.board.basic_card("b09").needs == ("people", "people")
    give_dice(game, state, 1, [("", ["people", "people"])])
    assert marks(game, state)["b09"] == "ready"
    state = game.apply(state, 1, "done").state
    state = game.apply(state, 0, "done").state
    assert game.decisions(state)[0].key == "ask.complete"
    assert marks(game, state)["b09"] == "ready", "not settled yet"
