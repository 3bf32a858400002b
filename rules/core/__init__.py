"""The game-agnostic kernel every game plugs into (DESIGN §2)."""

from rules.core.decision import Amount, Assign, Choice, Decision, Event, Form, Options, Slot, Split
from rules.core.errors import DataError, GameOver, IllegalAction, MalformedAction, NotYourDecision, RulesError
from rules.core.game import Action, BaseState, Game, OptionSpec, OptionValue, Result, Standing, Transition
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.core.rng import Rng

__all__ = [
    "CATALOGUE",
    "Action",
    "Amount",
    "Assign",
    "BaseState",
    "Choice",
    "DataError",
    "Decision",
    "Event",
    "Form",
    "Game",
    "GameOver",
    "IllegalAction",
    "MalformedAction",
    "Msg",
    "NotYourDecision",
    "OptionSpec",
    "OptionValue",
    "Options",
    "Result",
    "Rng",
    "RulesError",
    "SeatRef",
    "Slot",
    "Split",
    "Standing",
    "Transition",
    "msg",
]
