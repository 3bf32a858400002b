"""There Will Be No Independence Without National Consent: the joint decisions.

"all decisions should be made jointly, as the result of consultation and negotiation. If the players in
some case cannot reach agreement, the final decision is made by the player who holds Piłsudski's die."
The bot: any player proposes; the others agree or object together and openly; on an objection the holder
of Piłsudski's die accepts the proposal or gives his own."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction, NotYourDecision
from rules.core.messages import CATALOGUE
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.common import arbiter
from rules.niepodlegla.state import NiepodleglaState, TableCard

from .helpers import at_struggle, new


def at_harder(game: NiepodleglaGame, roles: list[str] | None = None) -> NiepodleglaState:
    """The summary of round I with one morale marker left: two levels to spread (a joint decision)."""
    state = at_struggle(game, new(game, 3, roles=roles))
    state.table = [TableCard(key="b01")]
    state.dice = []
    state.morale = 1
    for seat in range(3):
        state = game.apply(state, seat, "done").state
    assert state.joint is not None and state.joint.kind == "harder"
    return state


def test_any_player_proposes_and_the_others_agree(game: NiepodleglaGame) -> None:
    state = at_harder(game)
    decision = game.decisions(state)[0]
    assert decision.seats == (0, 1, 2) and not decision.simultaneous
    assert all(decision.defaults[s] == decision.defaults[0] for s in decision.seats)
    state = game.apply(state, 2, "propose harder green=2").state
    respond = game.decisions(state)[0]
    assert respond.seats == (0, 1) and respond.simultaneous and not respond.secret
    assert respond.defaults == {0: "agree", 1: "agree"}
    level = state.levels["green"]
    state = game.apply(state, 1, "agree").state
    view = game.view(state, 0)
    assert view.joint is not None and view.joint.answers == ((1, "agree"),), "the answers are open"
    state = game.apply(state, 0, "zgoda").state
    assert state.levels["green"] == level + 2 and state.round == 2, "carried out; the next round began"


def test_on_an_objection_the_holder_of_pilsudskis_die_decides(game: NiepodleglaGame) -> None:
    state = at_harder(game)
    assert arbiter(game.board, state) == 0, "Piłsudski's player"
    state = game.apply(state, 1, "propose harder green=1 brown=1").state
    state = game.apply(state, 0, "agree").state
    state = game.apply(state, 2, "object").state
    decision = game.decisions(state)[0]
    assert decision.key == "joint.arbiter.harder" and decision.seats == (0,)
    texts = [c.text for c in decision.forms[0].choices]  # type: ignore[union-attr]
    assert texts[0] == "accept" and "propose harder foreign=2" in texts
    with pytest.raises(NotYourDecision):
        game.apply(state, 2, "accept")
    with pytest.raises(IllegalAction, match="accept"):
        game.apply(state, 0, "agree")
    levels = dict(state.levels)
    upheld = game.apply(state, 0, "accept").state
    assert upheld.levels["green"] == levels["green"] + 1 and upheld.levels["brown"] == levels["brown"] + 1
    overruled = game.apply(state, 0, "propose harder foreign=2").state
    assert overruled.levels["foreign"] == levels["foreign"] + 2 and overruled.levels["green"] == levels["green"]


def test_without_pilsudski_the_first_player_decides(game: NiepodleglaGame) -> None:
    """Reading (the basic rules are silent): with nobody holding Piłsudski's die, the first seat decides."""
    state = at_harder(game, roles=["witos", "dmowski", "haller"])
    assert arbiter(game.board, state) == 0
    state = game.apply(state, 0, "propose harder green=2").state
    state = game.apply(state, 1, "object").state
    state = game.apply(state, 2, "agree").state
    assert game.decisions(state)[0].seats == (0,)


def test_in_the_advanced_game_the_owner_of_the_die_decides(game: NiepodleglaGame) -> None:
    state = new(game, 3, "advanced")
    assert arbiter(game.board, state) == 0
    state.owners["pilsudski"] = 2
    assert arbiter(game.board, state) == 2


def test_a_matter_with_one_possible_answer_is_not_put_to_the_table(game: NiepodleglaGame) -> None:
    state = at_struggle(game, new(game, 3))
    state.table = [TableCard(key="b01")]
    state.dice = []
    state.morale = 3
    for part in ("green", "brown", "consent"):
        state.levels[part] = len(game.board.part(part).track)
    foreign = state.levels["foreign"]
    for seat in range(3):
        state = game.apply(state, seat, "done").state
    assert state.levels["foreign"] == foreign + 1 and state.round == 2


def test_a_proposal_must_be_possible(game: NiepodleglaGame) -> None:
    state = at_harder(game)
    with pytest.raises(IllegalAction, match="Summary of Rounds I–V"):
        game.apply(state, 0, "propose harder green=3")
    with pytest.raises(IllegalAction):
        game.apply(state, 0, "agree")


def objected(game: NiepodleglaGame, objectors: list[int]) -> tuple[NiepodleglaState, list[str]]:
    """Four players, Piłsudski's (seat 0) the arbiter: Dmowski proposes, ``objectors`` object, the rest agree;
    the state and what the table read when the answers were revealed, in English and Polish."""
    state = at_struggle(game, new(game, 4))
    state.table = [TableCard(key="b01")]
    state.dice = []
    state.morale = 1
    for seat in range(4):
        state = game.apply(state, seat, "done").state
    state = game.apply(state, 1, "propose harder green=1 brown=1").state
    for seat in (0, 2, 3):
        transition = game.apply(state, seat, "object" if seat in objectors else "agree")
        state = transition.state
    names = {lang: (lambda s, lang=lang: game.seat_name_in(state, s, lang)) for lang in ("en", "pl")}
    told = [e.msg for e in transition.events if e.msg.key.startswith("niepodlegla.joint.objected")]
    said = [CATALOGUE.format(m, names[lang], lang) for lang in ("en", "pl") for m in told]
    decision = game.decisions(state)[0]
    assert decision.key == "joint.arbiter.harder" and decision.seats == (0,)
    said += [CATALOGUE.format(decision.prompt, names[lang], lang) for lang in ("en", "pl")]
    return state, said


def test_the_arbiter_who_objects_is_named_once_as_the_one_who_decides(game: NiepodleglaGame) -> None:
    """The holder of Piłsudski's die objects: the table reads that he objects and decides, not "Piłsudski objects;
    Piłsudski (holder of Piłsudski's die) decides"; with others objecting too, each is named once."""
    _, alone = objected(game, [0])
    assert alone[0] == "Piłsudski objects and decides as holder of Piłsudski's die."
    assert alone[1] == "Piłsudski zgłasza sprzeciw i rozstrzyga jako posiadacz kości Piłsudskiego."
    assert alone[2].startswith("Piłsudski objects to Dmowski's proposal (") and alone[2].endswith(
        ") and decides as holder of Piłsudski's die: accept it or make your own proposal."
    )
    assert alone[3].startswith("Piłsudski zgłasza sprzeciw wobec propozycji, którą zgłasza Dmowski (")
    _, together = objected(game, [0, 2])
    assert together[0] == "Paderewski objects, and so does Piłsudski, who decides as holder of Piłsudski's die."
    assert together[1] == (
        "Paderewski zgłasza sprzeciw; sprzeciw zgłasza też Piłsudski i rozstrzyga jako posiadacz kości Piłsudskiego."
    )
    assert together[2].startswith("Paderewski objects to Dmowski's proposal (")
    _, others = objected(game, [2, 3])
    assert others[0] == "Paderewski, Witos object; Piłsudski (holder of Piłsudski's die) decides."
