"""Combat: declaring attackers and blockers, combat damage, removal from combat (506-510)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from . import events as ev
from . import operations as ops
from .errors import IllegalActionError, InvalidActionError
from .model import CardType, Combat, GameObject, Step, Zone
from .stack import summoning_sick

if TYPE_CHECKING:
    from .game import Game


def _advance_within_turn(game: "Game", step: Step, what: str) -> None:
    from .turns import pass_priority

    turn = game.state.turn
    number = turn.number
    order = list(Step)
    if order.index(turn.step) >= order.index(step):
        raise IllegalActionError(f"{what}: the {step.value} of this turn has already begun")
    while turn.step is not step:
        if game.state.stack or game.state.pending_triggers:
            raise IllegalActionError(f"{what}: the stack must be empty first")
        pass_priority(game)
        turn = game.state.turn
        if game.over:
            raise IllegalActionError(f"{what}: the game ended first")
        if turn.number != number:
            raise IllegalActionError(f"{what}: the turn ended first")


def _permanent(game: "Game", label: str) -> GameObject:
    obj = game.state.find(label)
    if obj is None:
        raise InvalidActionError(f'there is no permanent "{label}"')
    if not obj.exists:
        raise IllegalActionError(f'"{label}" is not a phased-in permanent on the battlefield')
    return obj


def declare_attackers(game: "Game", player: str, attackers: Sequence[str], defender: str | None) -> None:
    what = f"{player} attacking"
    if game.state.turn.active != player:
        raise IllegalActionError(f"{what}: it is not {player}'s turn")
    opponents = game.opponents(player)
    defender = defender or (opponents[0] if len(opponents) == 1 else None)
    if defender not in opponents:
        raise IllegalActionError(f"{what}: say which opponent is attacked")
    _advance_within_turn(game, Step.DECLARE_ATTACKERS, what)
    chars = game.chars()
    chosen = [_permanent(game, label) for label in attackers]
    for obj in chosen:
        c = chars[obj.oid]
        if CardType.CREATURE not in c.types or c.controller != player:
            raise IllegalActionError(f'"{obj.label}" is not a creature {player} controls')
        if not could_attack(game, obj):
            raise IllegalActionError(_why_not_attacking(game, obj, player))
    game.state.combat = Combat()
    with game.batch():
        for obj in chosen:
            game.state.combat.attackers[obj.oid] = defender
            if "vigilance" not in chars[obj.oid].keywords:
                ops.tap(game, obj)
            game.emit(ev.AttackerDeclared(obj.label, defender))


def _why_not_attacking(game: "Game", obj: GameObject, player: str) -> str:
    if obj.tapped:
        return f'"{obj.label}" is tapped and can\'t attack'
    if summoning_sick(game, obj):
        return f'"{obj.label}" has not been under {player}\'s control since the turn began'
    return f'"{obj.label}" can\'t attack'


def declare_blockers(game: "Game", player: str, blocks: Sequence[tuple[str, str]]) -> None:
    what = f"{player} blocking"
    combat = game.state.combat
    if combat is None or not combat.attackers:
        raise IllegalActionError(f"{what}: no creature is attacking")
    _advance_within_turn(game, Step.DECLARE_BLOCKERS, what)
    combat = game.state.combat
    chars = game.chars()
    for blocker_label, attacker_label in blocks:
        blocker, attacker = _permanent(game, blocker_label), _permanent(game, attacker_label)
        c = chars[blocker.oid]
        if CardType.CREATURE not in c.types or c.controller != player:
            raise IllegalActionError(f'"{blocker_label}" is not a creature {player} controls')
        if blocker.tapped or "can't block" in c.restrictions:
            raise IllegalActionError(f'"{blocker_label}" can\'t block')
        if combat.attackers.get(attacker.oid) != player:
            raise IllegalActionError(f'"{attacker_label}" is not attacking {player}')
        if blocker.oid in combat.blockers:
            raise IllegalActionError(f'"{blocker_label}" is already blocking')
        if "flying" in chars[attacker.oid].keywords and not {"flying", "reach"} & c.keywords:
            raise IllegalActionError(f'"{blocker_label}" can\'t block a creature with flying')
        combat.blockers[blocker.oid] = attacker.oid
        combat.blocked.add(attacker.oid)


def deal_combat_damage(game: "Game") -> None:
    """510.2: all combat damage is dealt at once; removed or blocked-and-unblocked creatures deal none."""
    combat = game.state.combat
    if combat is None:
        return
    chars = game.chars()
    assignments: list[tuple[GameObject, int, GameObject | None, str | None]] = []
    for oid, defender in combat.attackers.items():
        attacker = game.state.objects[oid]
        power = max(chars[oid].power or 0, 0)
        blockers = [game.state.objects[b] for b, a in combat.blockers.items() if a == oid]
        if oid not in combat.blocked:
            assignments.append((attacker, power, None, defender))
            continue
        ordered = sorted(blockers, key=lambda b: b.timestamp)
        for blocker in ordered:
            lethal = max((chars[blocker.oid].toughness or 0) - blocker.damage, 0)
            amount = power if blocker is ordered[-1] else min(power, lethal)
            assignments.append((attacker, amount, blocker, None))
            power -= amount
    for blocker_oid, attacker_oid in combat.blockers.items():
        blocker = game.state.objects[blocker_oid]
        attacker = game.state.objects.get(attacker_oid)
        if attacker is not None and attacker.zone is Zone.BATTLEFIELD and attacker_oid in combat.attackers:
            assignments.append((blocker, max(chars[blocker_oid].power or 0, 0), attacker, None))
    with game.batch():
        for source, amount, to_object, to_player in assignments:
            ops.deal_damage(game, source, amount, to_object=to_object, to_player=to_player, combat=True)


def could_attack(game: "Game", obj: GameObject) -> bool:
    """Whether the creature could be declared as an attacker by its controller, were it their
    declare attackers step now: a phased-in untapped creature, free of summoning sickness and of
    "can't attack" (508.1a)."""
    chars = game.chars()[obj.oid] if obj.exists else None
    return (chars is not None and CardType.CREATURE in chars.types and not obj.tapped
            and "can't attack" not in chars.restrictions and not summoning_sick(game, obj))


def is_attacking(game: "Game", obj: GameObject) -> bool:
    return game.state.combat is not None and obj.oid in game.state.combat.attackers


def is_blocking(game: "Game", obj: GameObject) -> bool:
    return game.state.combat is not None and obj.oid in game.state.combat.blockers
