"""What a player (or the game's clock) can do: one frozen class per action.

``Game.perform(action)`` applies an action as a transaction. Each ``apply`` raises
:class:`~engine.errors.IllegalActionError` when the rules forbid the action and
:class:`~engine.errors.InvalidActionError` when it names something that doesn't exist.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..catalogue import concepts
from . import combat, stack, turns
from .errors import InvalidActionError
from .model import Step
from .stack import TargetRef

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class CastSpell:
    player: str
    card: str
    targets: tuple[TargetRef, ...] = ()
    mode: int | None = None
    x: int = 0
    choices: tuple[str, ...] = ()

    def apply(self, game: "Game") -> None:
        stack.cast(game, self.player, self.card, self.targets, self.mode, self.x, self.choices)


@dataclass(frozen=True)
class ActivateAbility:
    player: str
    permanent: str
    ability: int = 1
    targets: tuple[TargetRef, ...] = ()

    def apply(self, game: "Game") -> None:
        stack.activate(game, self.player, self.permanent, self.ability, self.targets)


@dataclass(frozen=True)
class PlayLand:
    player: str
    card: str

    def apply(self, game: "Game") -> None:
        stack.play_land(game, self.player, self.card)


@dataclass(frozen=True)
class DeclareAttackers:
    player: str
    attackers: tuple[str, ...]
    defender: str | None = None

    def apply(self, game: "Game") -> None:
        combat.declare_attackers(game, self.player, self.attackers, self.defender)


@dataclass(frozen=True)
class DeclareBlockers:
    player: str
    #: (blocker, attacker) pairs
    blocks: tuple[tuple[str, str], ...]

    def apply(self, game: "Game") -> None:
        combat.declare_blockers(game, self.player, self.blocks)


@dataclass(frozen=True)
class ResolveStack:
    """All players pass until ``count`` objects have resolved (None: until the stack is empty)."""

    count: int | None = None

    def apply(self, game: "Game") -> None:
        turns.resolve_stack(game, self.count)


@dataclass(frozen=True)
class PassPriority:
    """Every player passes priority once: the top of the stack resolves, or the game moves to the next step."""

    def apply(self, game: "Game") -> None:
        turns.pass_priority(game)


@dataclass(frozen=True)
class AdvanceTo:
    """All players pass until the given step of the given player's turn begins."""

    player: str
    step: Step

    def apply(self, game: "Game") -> None:
        turns.advance(game, self.player, self.step)


#: the kinds of choice a player can answer ahead: those of the rules concepts (catalogue/concepts.json)
ANSWER_KINDS = concepts().answer_names


@dataclass(frozen=True)
class Answer:
    """An answer given ahead of time to the next choice of that kind the player makes.

    The kinds and what each holds are the rules concepts' (its targets as TargetRefs); the rules
    modules that make a choice ask for the answer by its kind (:meth:`Game.ask`).
    """

    player: str
    kind: str
    value: Any = field(hash=False)

    def apply(self, game: "Game") -> None:
        game.player(self.player)
        if self.kind not in ANSWER_KINDS:
            raise InvalidActionError(f"unknown kind of choice: {self.kind}")
        game.state.answers.setdefault(self.player, []).append((self.kind, self.value))


@dataclass(frozen=True)
class Concede:
    player: str

    def apply(self, game: "Game") -> None:
        from .sba import leave_game

        game.player(self.player)
        leave_game(game, self.player)


Action = (CastSpell | ActivateAbility | PlayLand | DeclareAttackers | DeclareBlockers | ResolveStack
          | PassPriority | AdvanceTo | Answer | Concede)
