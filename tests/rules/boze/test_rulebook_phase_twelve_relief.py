"""Phase Twelve: Relief of the Royal Army, and the Relief of Vienna."""

from __future__ import annotations

import pytest

from rules.boze import BozeGame
from rules.boze.phases.relief import ReliefPhase, Relieve
from rules.boze.state import Army, BozeState
from rules.core import serial
from rules.core.decision import Event, Options
from rules.core.errors import IllegalAction, NotYourDecision
from rules.core.messages import CATALOGUE

from .helpers import ScriptedRng, at_phase, seat_of

HOUSES = ["potocki", "radziwill", "sapieha"]


def at_relief(
    boze: BozeGame,
    *,
    turn: int = 2,
    hetman: str = "potocki",
    army: Army | None = None,
    sejm: dict[str, str] | None = None,
) -> BozeState:
    """Phase Twelve about to begin: no enemy dice anywhere, an empty Sejm except ``sejm`` (field ->
    house), the Royal Army as given (two infantry and two cavalry by default)."""
    state = at_phase(boze, "relief", houses=HOUSES, turn=turn)
    state.mace = seat_of(state, hetman)
    state.royal_army = army if army is not None else Army(infantry=2, cavalry=2)
    state.sejm = {field: seat_of(state, house) for field, house in (sejm or {}).items()}
    return state


def texts(boze: BozeGame, state: BozeState, events: list[Event], prefix: str = "boze.relief") -> list[str]:
    """The phase's own sentences, formatted as players read them."""
    return [CATALOGUE.format(e.msg, lambda s: boze.seat_name(state, s)) for e in events if e.msg.key.startswith(prefix)]


def test_phase_twelve_royal_army_example(boze: BozeGame) -> None:
    """Phase Twelve example: "Potocki (blue), holding the office of Hetman, decides to use the Royal Army
    in Ukraine. Unfortunately the crown troops score only one hit, and one Tatar enemy die is removed
    from Ukraine. Potocki (blue) did not have to spend his disc from the Sejm for the attack, since he
    is Hetman this turn. Next, Radziwiłł (white) discards one of his discs from the Sejm and carries
    out another Royal Army attack in Ukraine. He easily destroys the last Tatar die in Ukraine; further
    hits are lost — they do not result in Polish dice being placed on the Tatars enemy field."

    Two Tatar dice stand in Ukraine, as the Chmielnicki Uprising example of the same turn leaves them.
    """
    state = at_relief(boze, sejm={"prussia": "radziwill", "ukraine": "potocki"})
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].enemies = {"tatars": 2}
    state.provinces["ukraine"].invaded = True
    events = boze.advance(state)
    assert (
        "The Royal Army (2 infantry, 2 cavalry, 0 artillery) may relieve Ukraine (enemy dice: 2)"
        in texts(boze, state, events)[0]
    )
    decision = boze.decisions(state)[0]
    assert decision.seats == (blue,) and decision.defaults[blue] == "pass"
    form = decision.forms[blue]
    assert isinstance(form, Options) and [c.text for c in form.choices] == ["relieve ukraine", "pass"]

    state.rng = ScriptedRng(0, [3, 5, 2, 3])  # infantry 3, 5; cavalry 2, 3: one hit
    step = boze.apply(state, blue, "relieve ukraine")
    state = step.state
    assert state.provinces["ukraine"].enemies == {"tatars": 1}
    assert state.sejm == {"prussia": white, "ukraine": blue}, "the Hetman's first attack is free"
    roll = [e for e in step.events if e.kind == "roll"]
    assert len(roll) == 1 and roll[0].dice == (3, 5, 2, 3)
    assert texts(boze, state, step.events) == [
        "Potocki (blue) sends the Royal Army against Ukraine (the Hetman's free attack) and rolls 3, 5, 2, 3: "
        "1 hit removes 1 brown die (Tatars)."
    ]
    assert boze.decisions(state)[0].seats == (white,)

    state.rng = ScriptedRng(0, [6, 5, 4, 2])  # three hits: one for the last Tatar die, two lost
    step = boze.apply(state, white, "relieve ukraine")
    lines = texts(boze, step.state, step.events)
    assert lines[0] == (
        "Radziwiłł (white) sends the Royal Army against Ukraine (spending the Sejm disc of Prussia) and rolls "
        "6, 5, 4, 2: 1 hit removes 1 brown die (Tatars); 2 more hits are lost, no enemy dice being left there."
    )
    assert lines[1].startswith("No enemy dice stand where the Royal Army may attack"), "Sapieha is not asked"
    assert step.state.provinces["ukraine"].enemies == {}
    assert step.state.enemy_fields["tatars"].king == 0 and step.state.enemy_fields["tatars"].players == [0, 0, 0]
    assert step.state.phase != "relief"


def test_phase_twelve_relief_of_vienna_example(boze: BozeGame) -> None:
    """Relief of Vienna: "In the third turn, every player may use the Royal Army as described above to
    attack the Habsburg Empire enemy field, if it contains Ottoman Empire enemy dice." Example: "The
    first player uses a free Royal Army attack to destroy the Ottoman enemy dice standing on the
    Habsburg Empire enemy field. In the second cycle of the phase, this player discards his player disc
    from the Sejm to attack that field again. In total he scored four hits, so four Ottoman Empire enemy
    dice remain on the Habsburg Empire enemy field."

    Eight Ottoman dice stand there (the Ottoman Empire example of the same turn). The first player
    holds two Sejm discs here, so the phase still waits for him after his second attack.
    """
    state = at_relief(
        boze, turn=3, hetman="sapieha", sejm={"little": "sapieha", "ukraine": "sapieha", "prussia": "potocki"}
    )
    blue, _white, red = (seat_of(state, h) for h in HOUSES)
    state.enemy_fields["habsburg"].ottoman = 8
    events = boze.advance(state)
    assert "the Habsburg field, the Relief of Vienna (enemy dice: 8)" in texts(boze, state, events)[0]
    assert boze.decisions(state)[0].seats == (red,)
    form = boze.decisions(state)[0].forms[red]
    assert isinstance(form, Options) and "relieve habsburg" in [c.text for c in form.choices]

    state.rng = ScriptedRng(0, [5, 2, 4, 3])
    state = boze.apply(state, red, "relieve vienna").state
    assert state.enemy_fields["habsburg"].ottoman == 6
    assert sorted(state.sejm) == ["little", "prussia", "ukraine"], "the first attack is free"
    assert boze.decisions(state)[0].seats == (blue,)
    step = boze.apply(state, blue, "pass")
    state = step.state
    assert "Radziwiłł (white) has no disc in the Sejm to spend and passes." in texts(boze, state, step.events)
    assert state.cycle == 2 and boze.decisions(state)[0].seats == (red,)

    state.rng = ScriptedRng(0, [6, 3, 2, 5])
    step = boze.apply(state, red, "relieve habsburg")
    state = step.state
    assert state.enemy_fields["habsburg"].ottoman == 4, "four hits in all, four of eight Ottoman dice remain"
    assert state.enemy_fields["habsburg"].king == 0
    assert state.sejm == {"little": red, "prussia": blue}, "his first Sejm disc in province order is spent"
    assert texts(boze, state, step.events)[0].startswith(
        "Sapieha (red) sends the Royal Army against the Habsburg field, the Relief of Vienna "
        "(spending the Sejm disc of Ukraine) and rolls 6, 3, 2, 5: 2 hits remove 2 orange dice (Ottoman Empire)"
    )
    assert state.cycle == 3 and boze.decisions(state)[0].seats == (red,), "Potocki's pass was final"
    state = boze.apply(state, red, "pass").state
    assert state.phase != "relief"


def test_phase_twelve_only_the_hetmans_first_attack_is_free(boze: BozeGame) -> None:
    """Phase Twelve: "A player will therefore be able to carry out as many Royal Army attacks as he has
    player discs in the Sejm, except for the first player, who gets one "free" attack"."""
    state = at_relief(boze, sejm={"lithuania": "radziwill"})
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].enemies = {"tatars": 5}
    state.provinces["lithuania"].enemies = {"muscovy": 2}
    boze.advance(state)
    state.rng = ScriptedRng(0, [2, 2, 2, 2])
    state = boze.apply(state, blue, "relieve ukraine").state
    assert state.provinces["ukraine"].enemies == {"tatars": 5}
    assert boze.decisions(state)[0].seats == (white,)
    step = boze.apply(state, white, "pass")
    assert texts(boze, step.state, step.events) == [
        "Radziwiłł (white) passes and will not use the Royal Army again this phase.",
        "Sapieha (red) has no disc in the Sejm to spend and passes.",
        "Potocki (blue) has no disc in the Sejm to spend and passes.",
    ], "the Hetman, without a disc, cannot attack again in the second cycle"
    assert step.state.phase != "relief"


def test_phase_twelve_a_paid_attack_spends_one_disc_and_places_no_king_dice(boze: BozeGame) -> None:
    state = at_relief(boze, sejm={"prussia": "radziwill", "great": "radziwill"})
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].enemies = {"tatars": 1}
    state.provinces["lithuania"].enemies = {"muscovy": 3}
    boze.advance(state)
    state = boze.apply(state, blue, "pass").state
    state.rng = ScriptedRng(0, [6, 6, 6, 6])
    state = boze.apply(state, white, "relieve ukraine").state
    assert state.provinces["ukraine"].enemies == {}
    assert state.sejm == {"great": white}
    assert state.enemy_fields["tatars"].king == 0 and sum(state.enemy_fields["tatars"].players) == 0
    assert state.phase == "relief" and boze.decisions(state)[0].seats == (white,), "Sapieha has no disc"


def test_phase_twelve_a_one_destroys_the_unit_even_with_artillery(boze: BozeGame) -> None:
    """Phase Twelve: "Players must remember that a unit is destroyed if it rolls a "1" during its
    attack"; artillery adds one to every roll, as in the Magnate Campaigns phase."""
    state = at_relief(boze, army=Army(infantry=2, cavalry=1, artillery=1), sejm={"prussia": "radziwill"})
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].enemies = {"tatars": 4}
    boze.advance(state)
    state.rng = ScriptedRng(0, [4, 1, 3])  # infantry 4+1 hits, infantry 1 destroyed, cavalry 3+1 hits
    step = boze.apply(state, blue, "relieve ukraine")
    state = step.state
    assert state.provinces["ukraine"].enemies == {"tatars": 2}
    assert state.royal_army == Army(infantry=1, cavalry=1, artillery=1)
    assert texts(boze, state, step.events)[0].endswith(
        "2 hits remove 2 brown dice (Tatars); rolling 1 destroys 1 infantry."
    )
    state.rng = ScriptedRng(0, [1, 1])
    step = boze.apply(state, white, "relieve ukraine")
    lines = texts(boze, step.state, step.events)
    assert lines[0].endswith("no hits; rolling 1 destroys 1 infantry, 1 cavalry.")
    assert lines[1] == "The Royal Army has no infantry or cavalry left to fight: the relief is over."
    assert step.state.phase != "relief"


def test_phase_twelve_nothing_to_relieve_ends_the_phase_at_once(boze: BozeGame) -> None:
    """Phase Twelve: "This phase ends when ... they run out of the means to carry them out"."""
    state = at_relief(boze, sejm={"prussia": "radziwill"})
    state.provinces["great"].markers = 2
    events = boze.advance(state)
    assert texts(boze, state, events) == [
        "No enemy dice stand where the Royal Army may attack (it never attacks Habsburg influence markers): "
        "the relief is over."
    ]
    assert state.phase != "relief"


def test_phase_twelve_no_royal_army_ends_the_phase_at_once(boze: BozeGame) -> None:
    """Phase Twelve: the phase ends when players "run out of the means to carry them out — i.e. ... units
    in the Royal Army" (turn 4 has no standing troops, and the court sum may add none)."""
    state = at_relief(boze, army=Army(), sejm={"prussia": "radziwill"})
    state.provinces["ukraine"].enemies = {"tatars": 3}
    events = boze.advance(state)
    assert texts(boze, state, events) == [
        "The Royal Army has no infantry or cavalry left to fight: the relief is over."
    ]
    assert state.phase != "relief"


# --- refusals --------------------------------------------------------------------------------


def opened(boze: BozeGame, turn: int = 2) -> BozeState:
    """Potocki (Hetman) to act; two Tatar dice in Ukraine, a Habsburg marker in Great Poland;
    Radziwiłł holds the only Sejm disc."""
    state = at_relief(boze, turn=turn, sejm={"prussia": "radziwill"})
    state.provinces["ukraine"].enemies = {"tatars": 2}
    state.provinces["great"].markers = 1
    boze.advance(state)
    return state


def refused(boze: BozeGame, state: BozeState, seat: int, text: str, error: type[Exception], match: str) -> None:
    before = serial.dumps(state)
    with pytest.raises(error, match=match):
        boze.apply(state, seat, text)
    assert serial.dumps(state) == before, "a refused action changes nothing"


def test_phase_twelve_refuses_a_province_without_enemy_dice(boze: BozeGame) -> None:
    state = opened(boze)
    blue = seat_of(state, "potocki")
    refused(boze, state, blue, "relieve prussia", IllegalAction, "no enemy dice stand in Prussia")


def test_phase_twelve_refuses_habsburg_influence_markers(boze: BozeGame) -> None:
    """Phase Twelve: "The Royal Army, like private armies, may not attack Habsburg influence markers." """
    state = opened(boze)
    blue = seat_of(state, "potocki")
    refused(boze, state, blue, "relieve great", IllegalAction, "may not attack them")


def test_phase_twelve_refuses_the_habsburg_field_outside_turn_three(boze: BozeGame) -> None:
    """Relief of Vienna: "In the third turn, every player may use the Royal Army ... to attack the
    Habsburg Empire enemy field" — not in another turn, even when the Ottomans hold it (turn 4)."""
    state = opened(boze, turn=4)
    state.enemy_fields["habsburg"].ottoman = 3
    blue = seat_of(state, "potocki")
    refused(boze, state, blue, "relieve habsburg", IllegalAction, "only in the third turn")


def test_phase_twelve_refuses_an_empty_habsburg_field_in_turn_three(boze: BozeGame) -> None:
    state = opened(boze, turn=3)
    blue = seat_of(state, "potocki")
    refused(boze, state, blue, "relieve habsburg", IllegalAction, "no Ottoman dice stand on the Habsburg field")


def test_phase_twelve_refuses_an_attack_after_passing(boze: BozeGame) -> None:
    """Phase Twelve: "If a player declares in a given cycle that he is not attacking with the Royal Army
    (passes), he may not attack with it in a later cycle of this phase." """
    state = at_relief(boze, sejm={"prussia": "radziwill", "lithuania": "potocki", "little": "radziwill"})
    blue, white, _red = (seat_of(state, h) for h in HOUSES)
    state.provinces["ukraine"].enemies = {"tatars": 4}
    boze.advance(state)
    state = boze.apply(state, blue, "pass").state
    state.rng = ScriptedRng(0, [2, 2, 2, 2])
    state = boze.apply(state, white, "relieve ukraine").state
    assert state.cycle == 2 and boze.decisions(state)[0].seats == (white,)
    refused(boze, state, blue, "relieve ukraine", NotYourDecision, "waiting for Radziwiłł")


def test_phase_twelve_a_seat_without_a_disc_is_passed_for_and_refused(boze: BozeGame) -> None:
    """Phase Twelve: "A player who wants to use the Royal Army must remove one of his player discs from
    the Sejm"; a seat with no disc is not asked, and the phase refuses the attack if offered one."""
    state = opened(boze)
    blue, white, red = (seat_of(state, h) for h in HOUSES)
    state = boze.apply(state, blue, "pass").state
    state = boze.apply(state, white, "pass").state
    assert state.phase != "relief", "Sapieha, without a disc, is passed for and the phase ends"
    probe = opened(boze)
    probe.queue = [red]
    phase = ReliefPhase(boze.board)
    decision = phase.decisions(probe)[0]
    with pytest.raises(IllegalAction, match="no disc in the Sejm"):
        phase.validate(probe, red, decision, Relieve("ukraine"))


def test_phase_twelve_parses_the_relief_of_vienna_aliases(boze: BozeGame) -> None:
    for text in ("relieve habsburg", "relieve Vienna", "relieve wiedeń"):
        assert str(boze.parse(text)) == "relieve habsburg"
    assert str(boze.parse("relieve Ukraina")) == "relieve ukraine"
