"""phasecheck's reference rules engine: pure Python, no I/O, no knowledge of Gherkin or JSON."""
from .actions import (Action, ActivateAbility, AdvanceTo, Answer, CastSpell, Concede, DeclareAttackers,
                      DeclareBlockers, PassPriority, PlayLand, ResolveStack)
from .cards import REGISTRY, CardRegistry
from .editions import CURRENT, EDITIONS, Edition
from .errors import IllegalActionError, InvalidActionError, RulesError, SetupError, UnknownCardError
from .game import Game
from .model import Step, Zone
from .observe import Snapshot
from .stack import TargetRef

__all__ = [
    "Action", "ActivateAbility", "AdvanceTo", "Answer", "CastSpell", "Concede", "DeclareAttackers",
    "DeclareBlockers", "PassPriority", "PlayLand", "ResolveStack", "REGISTRY", "CardRegistry", "CURRENT", "EDITIONS",
    "Edition", "IllegalActionError", "InvalidActionError", "RulesError", "SetupError", "UnknownCardError",
    "Game", "Step", "Zone", "Snapshot", "TargetRef",
]
