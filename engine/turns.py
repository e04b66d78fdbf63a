"""The turn: steps in order with their turn-based actions (500-514), extra turns and skipped steps."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import combat
from . import effects as fx
from . import events as ev
from . import operations as ops
from . import phasing, sba
from .errors import IllegalActionError
from .model import CLEANUP, COMBAT_DAMAGE, DECLARE_ATTACKERS, DRAW, END_OF_COMBAT, UNTAP, UPKEEP, Step, TurnState
from .stack import resolve_top

if TYPE_CHECKING:
    from .game import Game

#: how many steps an "advance" may pass before it is refused as unreachable
STEP_LIMIT = 200


def begin_step(game: "Game", step: Step, ending: Step | None = None) -> None:
    """The step ``ending`` (by default the one the turn is in) ends and ``step`` begins, with its
    turn-based actions."""
    turn = game.state.turn
    ending = turn.step if ending is None else ending
    turn.step = step
    game.edition.empty_mana_pools(game, ending, step)  # 500.4
    fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)
    with game.batch():
        game.emit(ev.StepBegan(turn.active, step._value_, turn.number))
        if step is UNTAP:
            untap_step(game)
        elif step is DRAW:
            ops.draw(game, turn.active)
        elif step is COMBAT_DAMAGE:
            combat.combat_damage_step(game)
        elif step is CLEANUP:
            cleanup_step(game)
    if step is UPKEEP:  # after its triggers: "since your last upkeep" now means since this one
        game.state.player(turn.active).last_upkeep_moment = game.moment()


def untap_step(game: "Game") -> None:
    """502.1-502.3: phasing first, then the active player's permanents untap."""
    active = game.state.turn.active
    phasing.untap_step_phasing(game, active)
    chars = game.chars()
    for obj in game.state.existing():
        if chars[obj.oid].controller != active or not obj.tapped:
            continue
        if obj.definition.may_stay_tapped and game.answered(active, "keep tapped", obj.label):
            continue
        ops.untap(game, obj)


MAXIMUM_HAND_SIZE = 7


def cleanup_step(game: "Game") -> None:
    """514.1: the active player discards down to their maximum hand size; 514.2: damage wears off
    every permanent, phased out or not, and "until end of turn" effects end."""
    active = game.state.turn.active
    excess = len(game.state.player(active).hand) - MAXIMUM_HAND_SIZE
    if excess > 0:
        ops.discard(game, active, excess)
    for obj in game.state.battlefield():
        if obj.damage:  # (a permanent with none is left alone: setting a field unsettles the game, Game.settled)
            obj.damage = 0
    fx.end_matching(game.state, fx.UntilEndOfTurn)


def next_step(game: "Game") -> None:
    step = game.state.turn.step
    if step is END_OF_COMBAT:
        game.state.combat = None
    following = step.next()
    if step is DECLARE_ATTACKERS and not (game.state.combat and game.state.combat.attackers):
        following = Step.END_OF_COMBAT  # 508.8: no attackers, no declare blockers or combat damage step
    if following is None:
        start_next_turn(game)
    else:
        begin_step(game, following)


def start_next_turn(game: "Game") -> None:
    state = game.state
    ending = state.turn.step
    if state.extra_turns:
        extra = state.extra_turns.pop()  # the most recently created extra turn comes first (500.7)
        active, skip_untap = extra.player, extra.skip_untap
    else:
        active, skip_untap = _next_in_turn_order(game), False
    state.turn = TurnState(number=state.turn.number + 1, active=active, step=Step.UNTAP)
    state.player(active).last_turn = state.turn.number
    for player in state.players:
        player.lands_played_this_turn = 0
    fx.end_matching(state, fx.UntilTurnOf, player=active)
    if skip_untap:
        begin_step(game, Step.UPKEEP, ending)  # 702.26m: a skipped untap step has no phasing either
    else:
        begin_step(game, Step.UNTAP, ending)


def _next_in_turn_order(game: "Game") -> str:
    """The next player in turn order who is in the game; the turns of those who left are passed over."""
    names = [p.name for p in game.state.players]
    index = names.index(game.state.turn.active)
    for offset in range(1, len(names) + 1):
        candidate = game.state.players[(index + offset) % len(names)]
        if candidate.in_game:
            return candidate.name
        phasing.player_turn_passed_over(game, candidate.name)
    raise IllegalActionError("no player is left in the game")


def pass_priority(game: "Game") -> None:
    """Every player passes in succession: the top of the stack resolves, or the game moves on (117.4)."""
    turn = game.state.turn
    if turn.step.gives_priority or turn.step is CLEANUP and _cleanup_needs_priority(game):
        game.priority_point()
        if game.over:
            return  # 104.2a: it ended as a player would have received priority, in this step
        if game.state.stack:
            resolve_top(game)
            sba.check(game)  # 117.5, once it has resolved; triggers wait to go on the stack
            return
        if turn.step is CLEANUP:
            begin_step(game, CLEANUP)  # 514.3a: another cleanup step
            return
    next_step(game)
    if game.state.turn.step.gives_priority:
        sba.check(game)  # 117.5: before anyone gets priority; triggers wait to go on the stack


def _cleanup_needs_priority(game: "Game") -> bool:
    """514.3a: the state-based actions that would be performed are, and then, if any was or a
    triggered ability waits, the active player gets priority (and another cleanup step follows)."""
    performed = sba.check(game)
    return performed or bool(game.state.pending_triggers or game.state.stack)


def advance(game: "Game", player: str, step: Step) -> None:
    """All players pass until ``step`` of ``player``'s turn begins (the next time it does)."""
    game.player(player)
    for _ in range(STEP_LIMIT):
        before = (game.state.turn.number, game.state.turn.step)
        pass_priority(game)
        turn = game.state.turn
        moved = (turn.number, turn.step) != before
        if moved and turn.active == player and turn.step is step:
            return
        if game.over:
            return  # the game ended on the way (104.2a): as far as it goes
        if not game.state.player(player).in_game:
            raise IllegalActionError(f"{player} has left the game")
    raise IllegalActionError(f"{player}'s {step.value} was not reached")


def resolve_stack(game: "Game", count: int | None) -> None:
    """The top ``count`` objects of the stack resolve (all of them, and what they add, if None)."""
    if not game.state.turn.step.gives_priority:
        raise IllegalActionError(f"no player gets priority during the {game.state.turn.step.value}")
    game.priority_point()
    if not game.state.stack:
        raise IllegalActionError("the stack is empty")
    resolved = 0
    while game.state.stack and (count is None or resolved < count) and not game.over:
        resolve_top(game)
        resolved += 1
        game.priority_point()
        if resolved > STEP_LIMIT:
            raise IllegalActionError("the stack does not stop resolving")
