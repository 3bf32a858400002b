"""The flow table: Boże Igrzysko's phases in the rulebook's order (Course of Play).

Stage I — Managing Estates: 1. Estate Income, 2. Noble Clientele. Stage II — Politics: 3. Granting
the Mace, 4. Royal Army, 5. Events, 6. Deputies to the Sejm. Stage III — Magnate Actions: 7. New
Estates, 8. Special Actions, 9. Private Armies. Stage IV — Wars: 10. Magnate Campaigns, 11. Enemy
Invasions, 12. Relief of the Royal Army, 13. Enemy Expansion. Stage V — Administration: 14.
Plundering the Country, 15. Prestige Points, 16. End of Turn. Four turns, then the End of Game.

The translation prints Events before Royal Army; the stage list and the Polish player aid put Royal
Army fourth (boze_data.md §7.1), and so does this table.
"""

from __future__ import annotations

from rules.boze.board import Board
from rules.boze.phases import Phase
from rules.boze.phases.deputies import DeputiesPhase
from rules.boze.phases.end_of_game import EndOfGamePhase
from rules.boze.phases.end_of_turn import EndOfTurnPhase
from rules.boze.phases.enemy_expansion import EnemyExpansionPhase
from rules.boze.phases.enemy_invasions import EnemyInvasionsPhase
from rules.boze.phases.estate_income import EstateIncomePhase
from rules.boze.phases.events import EventsPhase
from rules.boze.phases.granting_the_mace import GrantingTheMacePhase
from rules.boze.phases.magnate_campaigns import MagnateCampaignsPhase
from rules.boze.phases.new_estates import NewEstatesPhase
from rules.boze.phases.noble_clientele import NobleClientelePhase
from rules.boze.phases.plundering import PlunderingPhase
from rules.boze.phases.prestige import PrestigePhase
from rules.boze.phases.private_armies import PrivateArmiesPhase
from rules.boze.phases.relief import ReliefPhase
from rules.boze.phases.royal_army import RoyalArmyPhase
from rules.boze.phases.setup import SetupPhase
from rules.boze.phases.special_actions import SpecialActionsPhase
from rules.boze.state import BozeState
from rules.core import serial
from rules.core.decision import Event
from rules.core.messages import msg

TURN: tuple[type[Phase], ...] = (
    EstateIncomePhase,
    NobleClientelePhase,
    GrantingTheMacePhase,
    RoyalArmyPhase,
    EventsPhase,
    DeputiesPhase,
    NewEstatesPhase,
    SpecialActionsPhase,
    PrivateArmiesPhase,
    MagnateCampaignsPhase,
    EnemyInvasionsPhase,
    ReliefPhase,
    EnemyExpansionPhase,
    PlunderingPhase,
    PrestigePhase,
    EndOfTurnPhase,
)
"""The sixteen phases of a turn, in order."""


class Flow:
    """Runs the phases in order; a phase is left once it has begun and waits for nothing."""

    def __init__(self, board: Board) -> None:
        self.board = board
        every: tuple[type[Phase], ...] = (SetupPhase, *TURN, EndOfGamePhase)
        self.phases: dict[str, Phase] = {cls.key: cls(board) for cls in every}
        self.turn = [cls.key for cls in TURN]

    def current(self, state: BozeState) -> Phase:
        return self.phases[state.phase]

    def following(self, state: BozeState) -> str:
        """The phase after the current one, moving the turn pawn where a turn ends."""
        if state.phase == "setup":
            state.turn = 1
            return self.turn[0]
        if state.phase == self.turn[-1]:
            if state.turn >= self.board.count("turns"):
                return EndOfGamePhase.key
            state.turn += 1
            return self.turn[0]
        return self.turn[self.turn.index(state.phase) + 1]

    def advance(self, state: BozeState) -> list[Event]:
        events: list[Event] = []
        while not state.finished:
            phase = self.current(state)
            if not state.begun:
                state.begun = True
                events.append(Event(msg("boze.phase.begins", phase=phase.title(state)), kind="phase"))
                events += phase.begin(state)
                continue
            if phase.waits(state):
                break
            events.append(Event(phase.title(state), kind="board", board=serial.clone(state)))
            state.phase = self.following(state)
            state.begun = False
        return events
