"""Advanced version, rounds 1–9: the struggle (the split-symbol example), Phase 3: Negative Effects,
Phase 4: Morale Check, Phase 5: Positive Effects, Phase 6: End of the Round (time effects, the shield,
refilling the pools), Special Events, the tracks, tokens and Magdeburg."""

from __future__ import annotations

import pytest

from rules.core.decision import Event
from rules.core.errors import IllegalAction
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.common import all_units, need, pawns
from rules.niepodlegla.phases.end_of_round import morale_pool, neutral_pool
from rules.niepodlegla.phases.morale_check import threats_for
from rules.niepodlegla.state import NiepodleglaState, Task, TokenState
from rules.niepodlegla.symbols import match

from .helpers import ScriptedRng, advanced_struggle, at_phase, face_index, give_dice, new, proposer_and_agree

BLANK = 0


def board_after(events: list[Event], phase: str) -> NiepodleglaState:
    for event in events:
        if event.kind == "board" and event.board.phase == phase:
            state: NiepodleglaState = event.board
            return state
    raise AssertionError(f"{phase} did not end")


def everyone_done(game: NiepodleglaGame, state: NiepodleglaState) -> NiepodleglaState:
    for seat in range(state.seats):
        if state.struggling:
            state = game.apply(state, seat, "done").state
    return state


def covered(game: NiepodleglaGame, state: NiepodleglaState, keys: list[str]) -> bool:
    cards = [c for c in state.table if c.key in keys]
    return match([need(game.board, state, c) for c in cards], all_units(game.board, state)).complete


def test_first_kadra_and_the_national_committee_split_one_die(game: NiepodleglaGame) -> None:
    """Phase 2 example: "The player marked two missions ...: Pierwsza Kadrowa ..., which requires people and
    armed action; and Komitet Narodowy Polski w Warszawie ..., which requires people and three diplomacy
    symbols. On the dice they obtained: two people symbols, two armed-action symbols and one diplomacy
    symbol. They complete the first mission ... If the player obtained two additional diplomacy symbols (for
    example, by re-rolling the second die with the armed-action result ...), they would also complete the
    second mission: they already had the people symbols on one die (the green one), and the obtained symbols
    may be divided between their missions." """
    state = advanced_struggle(game, [("a04", 0), ("a05", 0)], roles=["witos", "pilsudski"])
    assert str(game.board.figure("witos").colour.value) == "green"
    give_dice(game, state, 0, [("witos", ["people", "people"]), ("", ["armed"]), ("", ["armed"]), ("", ["diplomacy"])])
    assert covered(game, state, ["a04"]) and not covered(game, state, ["a05"])
    assert not covered(game, state, ["a04", "a05"])
    state.rng = ScriptedRng(0, [face_index(game, "", ["diplomacy", "diplomacy"]), BLANK])
    state = game.apply(state, 0, "reroll n2").state
    assert covered(game, state, ["a04", "a05"]), "the double people face is split between the two missions"
    state = everyone_done(game, state)
    assert state.completed == ["a04", "a05"]


def test_a_player_chooses_which_missions_his_dice_complete(game: NiepodleglaGame) -> None:
    """Using Dice and Symbols: "Each die ... may be used at this stage only once" — dice that cover either of
    two missions but not both: the player chooses."""
    state = advanced_struggle(game, [("a04", 0), ("a02", 0)])
    assert game.board.advanced_card("a02").needs == ("people", "diplomacy")
    give_dice(game, state, 0, [("", ["people"]), ("", ["armed"]), ("", ["diplomacy"])])
    state = everyone_done(game, state)
    decision = game.decisions(state)[0]
    assert decision.key == "ask.complete" and decision.seats == (0,)
    assert [c.text for c in decision.forms[0].choices] == ["complete a04", "complete a02"]  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="Using Dice and Symbols"):
        game.apply(state, 0, "complete a04 a02")
    state = game.apply(state, 0, "complete a02").state
    assert "a02" in state.removed and state.card("a04") is not None, "completed cards go to the box"


def test_negative_effects_of_missions_nobody_took_and_of_failed_warning_missions(game: NiepodleglaGame) -> None:
    """Phase 3: "introduce into the game the negative effects of the missions that nobody took on ... the
    negative effects of cards marked with the exclamation mark (⚠) ... also enter the game when someone took
    on the mission but did not succeed"; "Hourglass crossed out (card symbol): remove the given card from the
    game.\""""
    a13, a07 = game.board.advanced_card("a13"), game.board.advanced_card("a07")
    assert a13.warning and [e.text for e in a13.negative] == ["consent -1"]
    assert [e.text for e in a07.negative][-1] == "remove"
    assert [e.text for e in game.board.advanced_card("a01").negative] == ["consent -1"]
    state = advanced_struggle(game, [("a13", 0), ("a07", -1), ("a01", -1)])
    state.consent = 3
    state.foreign = 3
    state.rng = ScriptedRng(0, [BLANK] * 20)
    state = everyone_done(game, state)
    assert state.consent == 1, "a failed ⚠ card (consent −1) and a card nobody took (a01: consent −1)"
    assert "a07" in state.removed and state.card("a07") is None
    assert state.card("a13") is not None, "missions not completed stay on the table"


def test_morale_check_thresholds() -> None:
    """Phase 4: "If 6 or more morale markers remain, the players cover with the shield token ... 4 or 5 ...
    nothing happens. If 2 or 3 ... 1 card from the threat deck ... 0 or 1 ... 2 cards ... as many as 4
    threat cards" when the black die asked for more than the pool held."""
    assert [threats_for(m, False) for m in (7, 6, 5, 4, 3, 2, 1, 0)] == [0, 0, 0, 0, 1, 1, 2, 2]
    assert threats_for(0, True) == 4


def test_six_morale_markers_bring_the_shield(game: NiepodleglaGame) -> None:
    state = advanced_struggle(game, [])
    state.morale = 6
    state = everyone_done(game, state)
    assert state.round == 2 and "krakow" in state.cities and state.cities["krakow"].obstacles == []


def test_the_polish_military_treasury_shield_example(game: NiepodleglaGame) -> None:
    """Phase 5 example: "At the end of round 1 the players have 4 morale markers left, so in phase 4 (morale
    check) they do not receive a shield. They nevertheless manage to complete the mission "Powołanie Polskiego
    Skarbu Wojskowego". Thanks to it, they move the national consent marker 1 position forward, and cover with
    the shield token the negative effects of round 2." Time Effects example 1: without it, "before the start
    of round 2 they must add an obstacle token of the Central Powers in Kraków"."""
    card = game.board.advanced_card("a08")
    assert card.sources["positive"].status == "rulebook"
    state = advanced_struggle(game, [("a08", 0)], roles=["witos", "pilsudski"])
    give_dice(game, state, 0, [("witos", ["money", "money"]), ("", ["people"])])
    state.morale = 4
    state = everyone_done(game, state)
    assert state.round == 2 and state.consent == 1
    assert state.cities["krakow"].obstacles == [] and state.shield == 0, "the shield covered field 2 and was spent"
    state = advanced_struggle(game, [("a08", 0)], roles=["witos", "pilsudski"])
    state.morale = 4
    state = everyone_done(game, state)
    assert state.cities["krakow"].obstacles == ["central"]


def test_a_tsarist_token_in_a_city_of_the_kresy_chosen_jointly(game: NiepodleglaGame) -> None:
    """Time Effects example 2: "Before the start of round 4 one must add a Russian Tsarist obstacle token in
    any city of the Kresy (Kowno, Wilno, Pińsk or Łuck). The players jointly decide which city to choose." """
    state = at_phase(game, new(game, 3, "advanced"), "end_of_round")
    state.round = 3
    game.advance(state)
    decision = game.decisions(state)[0]
    assert decision.key == "joint.propose.city"
    assert [c.text for c in decision.forms[0].choices] == [  # type: ignore[union-attr]
        "propose city kowno",
        "propose city wilno",
        "propose city pinsk",
        "propose city luck",
    ]
    state = proposer_and_agree(game, state, "propose city Wilno", by=2).state
    assert state.cities["wilno"].obstacles == ["tsarist", "tsarist"]


def test_round_six_bolsheviks_in_two_different_cities_and_the_february_revolution(game: NiepodleglaGame) -> None:
    """Time Effects example 3: "Before the start of round 6, place one Bolshevik obstacle token in each of two
    DIFFERENT cities of the Russian partition ... one token may be placed in Łuck and one in Wilno, but two
    tokens may not be placed in Wilno." Round 6: The February Revolution: "All yellow obstacle tokens ... are
    turned over to their other side, the red one with the Bolshevik star ... The threat cards "1914–1916" are
    placed under the bottom of the deck marked "1917–1918". All tokens with symbols are turned over to their
    white, active side." """
    state = at_phase(game, new(game, 3, "advanced"), "end_of_round")
    state.round = 5
    state.threats = ["t01", "t02", "t13", "t14"]
    state.tokens = [TokenState(key="daszynski", owner=0, holder=0, active=False)]
    game.advance(state)
    assert state.revolution and state.threats == ["t13", "t14", "t01", "t02"]
    assert state.cities["warszawa"].obstacles == ["bolshevik"] and state.tokens[0].active
    with pytest.raises(IllegalAction, match="not a possible proposal"):
        game.apply(state, 0, "propose city wilno wilno")
    state = proposer_and_agree(game, state, "propose city luck wilno").state
    assert state.cities["luck"].obstacles == ["bolshevik"]
    assert state.cities["wilno"].obstacles == ["bolshevik", "bolshevik"]
    effects = game.engine.effects
    events = effects.obstacle(state, "kowno", "tsarist")
    assert state.cities["kowno"].obstacles[-1] == "bolshevik", "from round 6 placed with the red side"
    assert events


def test_independence_and_obstacle_tokens_cancel_out(game: NiepodleglaGame) -> None:
    """Obstacle Tokens and Independence Tokens, example: "If in the area of Kraków there is a symbol of Central
    Powers influence, and the players may place an independence token in this area, then instead of placing
    the token on the board, both tokens must be discarded." Obstacles of different kinds do not cancel."""
    state = new(game, 2, "advanced")
    effects = game.engine.effects
    effects.obstacle(state, "krakow", "central")
    effects.obstacle(state, "krakow", "ukrainian")
    assert state.cities["krakow"].obstacles == ["central", "ukrainian"]
    effects.independence(state, "krakow")
    assert state.cities["krakow"].obstacles == ["ukrainian"] and state.cities["krakow"].independence == 0
    effects.independence(state, "krakow")
    effects.independence(state, "krakow")
    assert state.cities["krakow"].independence == 1 and state.cities["krakow"].obstacles == []
    effects.obstacle(state, "krakow", "central")
    assert state.cities["krakow"].independence == 0 and state.cities["krakow"].obstacles == []


def test_two_independence_tokens_go_to_different_cities_of_the_region(game: NiepodleglaGame) -> None:
    """Note: "On the cards ... (A-04 ...) and ... (A-54 ...), the symbols order the placement of 2 independence
    or obstacle tokens in cities of one region ... These tokens are placed in DIFFERENT cities"."""
    state = advanced_struggle(game, [("a04", 0)])
    give_dice(game, state, 0, [("", ["people"]), ("", ["armed"])])
    state.morale = 5
    state = everyone_done(game, state)
    decision = game.decisions(state)[0]
    texts = [c.text for c in decision.forms[0].choices]  # type: ignore[union-attr]
    assert len(texts) == 10 and "propose city kielce lublin" in texts
    assert all(len(set(t.split()[2:])) == 2 for t in texts)
    state = proposer_and_agree(game, state, "propose city lodz kielce").state
    assert state.cities["kielce"].independence == 1 and state.cities["lodz"].independence == 1


def test_the_four_player_morale_refill_to_ten(game: NiepodleglaGame) -> None:
    """Rewards for Controlling Whole Regions, example (four-player game): "The national consent marker on the
    orange track reached level 4, and the players managed to place at least 1 independence token next to each
    of Cieszyn, Kraków, Lwów and Stanisławów. This means that the pool of morale markers increases by 2.
    Unfortunately 1 marker was imprisoned, so in the end the morale pool for the next round consists of 10
    markers." """
    state = new(game, 4, "advanced")
    state.consent = 4
    for city in ("cieszyn", "krakow", "lwow", "stanislawow"):
        state.cities[city].independence = 1
    state.prison.morale = 1
    morale, parts = morale_pool(game.board, state)
    assert morale == 10 and parts == [
        "9 base",
        "+1 national consent ≥ 4",
        "+1 Austro-Hungarian partition (Galicia)",
        "−1 in Magdeburg",
    ]
    state.consent = 3
    assert morale_pool(game.board, state)[0] == 9, "the marker is lost when consent falls below the field"
    for city in ("gdansk", "poznan", "opole"):
        state.cities[city].independence = 1
    assert neutral_pool(game.board, state)[0] == 12


def test_track_bonuses_are_gained_when_the_marker_reaches_a_field_from_below(game: NiepodleglaGame) -> None:
    """The tracks: "Crossed-out multicoloured circle: the players may remove 1 obstacle token of their choice
    ... obstacle tokens removed ... are not put back into the game when the level later falls. After a further
    rise in national consent, the next token may be removed." """
    state = at_phase(game, new(game, 2, "advanced"), "positive")
    state.begun = True
    state.consent = 1
    state.tasks = [Task(kind="effect", text="consent +1")]
    game.advance(state)
    decision = game.decisions(state)[0]
    texts = [c.text for c in decision.forms[0].choices]  # type: ignore[union-attr]
    assert "propose remove gdansk central" in texts and texts[-1] == "propose remove none"
    state = proposer_and_agree(game, state, "propose remove gdansk central").state
    assert state.consent == 2 and state.cities["gdansk"].obstacles == ["central"]


def test_magdeburg_holds_a_pawn_for_one_round(game: NiepodleglaGame) -> None:
    """Threat Cards: "imprison 1 pawn. The players jointly decide whose pawn will be imprisoned." Blocking
    Components: "In the nearest round it will not be available. Components leave prison in phase 3." """
    state = at_phase(game, new(game, 3, "advanced"), "morale_check")
    state.begun = True
    state.tasks = [Task(kind="effect", text="jail pawn")]
    game.advance(state)
    state = proposer_and_agree(game, state, "propose jail white").state
    assert state.prison.pawns == [1] and pawns(game.board, state, 1) == 1
    state = proposer_and_agree(game, state, game.decisions(state)[0].defaults[0]).state
    assert sum(1 for c in state.table if c.seat == 1) == 1


def test_an_hourglass_moves_time_on_except_in_round_nine(game: NiepodleglaGame) -> None:
    """Phase 3: "Hourglass: the time marker on the time track is moved forward by 1 position ... Immediately
    introduce into the game the effects described on the time track. In round 9 this effect is ignored." """
    state = at_phase(game, new(game, 2, "advanced"), "negative")
    state.begun = True
    state.round = 1
    state.tasks = [Task(kind="effect", text="hourglass")]
    ended = board_after(game.advance(state), "negative")
    assert ended.round == 2 and ended.cities["krakow"].obstacles == ["central"]
    state = at_phase(game, new(game, 2, "advanced"), "negative")
    state.begun = True
    state.round = 9
    state.tasks = [Task(kind="effect", text="hourglass")]
    ended = board_after(game.advance(state), "negative")
    assert ended.round == 9


def test_before_the_revolution_threats_come_only_from_the_1914_1916_deck(game: NiepodleglaGame) -> None:
    """Phase 4: "In rounds 1–5 the players reveal cards from the "1914–1916" deck, and in rounds 6–9 from the
    "1917–1918" deck." Phase 6: "The exhaustion of a deck (of missions or threats) has no effect on the game
    ... new threats will not harm them." — with the 1914–1916 deck used up in round 3, the 1917–1918 cards
    beneath it are not revealed; after the February Revolution they are."""
    late = [t.key for t in game.board.threats if t.deck == "1917-1918"]
    state = at_phase(game, new(game, 2, "advanced"), "morale_check")
    state.round = 3
    state.morale = 3
    state.threats = list(late)
    game.advance(state)
    assert state.threats == late, "no 1917–1918 card is revealed before round 6"
    state = at_phase(game, new(game, 2, "advanced"), "morale_check")
    state.round = 6
    state.revolution = True
    state.morale = 3
    state.threats = list(late)
    game.advance(state)
    assert state.threats == late[1:], "from round 6 the 1917–1918 deck is current"


def test_an_imprisoned_marker_is_one_of_the_thirteen(game: NiepodleglaGame) -> None:
    """Advanced Components: "13 morale markers"; Rewards for Controlling Whole Regions: "The markers and dice
    received as a reward are taken out of the box"; Blocking Components: an imprisoned marker lies on the
    Magdeburg card. With every marker due (9 base, three track fields, two regions: 14) and one in Magdeburg,
    only the 12 others can go on the morale track."""
    state = new(game, 4, "advanced")
    state.consent, state.foreign = 8, 6
    for region in ("galicia", "central"):
        for city in game.board.region(region).cities:
            state.cities[city].independence = 1
    assert morale_pool(game.board, state)[0] == 13
    state.prison.morale = 1
    assert morale_pool(game.board, state)[0] == 12
