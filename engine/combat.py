"""Combat: declaring attackers and blockers, combat damage, removal from combat (506-510)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from . import events as ev
from . import operations as ops
from .errors import IllegalActionError, InvalidActionError
from .model import CREATURE, CardType, Combat, GameObject, StackItem, Step, Zone
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
    for attacker_oid in combat.attackers:
        blockers = combat.blockers_of(attacker_oid)
        if len(blockers) > 1:
            order = game.edition.damage_assignment_order(game, game.state.objects[attacker_oid], blockers)
            if order is not None:
                combat.orders[attacker_oid] = order


def announce_damage_assignment_order(game: "Game", attacker: GameObject, blockers: list[int]) -> tuple[int, ...]:
    """509.2 from Magic 2010 to Foundations: right after blockers are declared, the attacking player puts
    the creatures blocking each attacker in an order (their answer, if it names each blocker once; by
    default the order the blocks were declared in)."""
    labels = {game.state.objects[b].label: b for b in blockers}
    chosen = game.ask_about(game.controller(attacker), "damage assignment order", attacker.label, None)
    if chosen is not None and sorted(chosen["order"]) == sorted(labels):
        return tuple(labels[label] for label in chosen["order"])
    return tuple(blockers)


#: one creature's combat damage to one recipient: (source, amount, creature or None, player or None)
Assignment = tuple[GameObject, int, "GameObject | None", "str | None"]


def combat_damage_step(game: "Game") -> None:
    """510.1-510.2: the combat damage is assigned, then dealt all at once; under the 2003 rules the
    assignment went on the stack as one object and was dealt when it resolved (310)."""
    assignments = assign_combat_damage(game)
    if not assignments:
        return
    if game.edition.combat_damage_uses_the_stack():
        game.state.stack.append(StackItem(
            sid=game.state.take_sid(), controller=game.state.turn.active, name=CombatDamageOnTheStack.text,
            ability=CombatDamageOnTheStack(tuple(
                (source.oid, amount, to.oid if to is not None else None, player)
                for source, amount, to, player in assignments))))
        return
    deal_assigned(game, assignments)


def assign_combat_damage(game: "Game") -> list[Assignment]:
    """510.1: how each attacking and blocking creature assigns its combat damage. An unblocked attacker
    assigns it to the player it attacks; a blocked one divides it among the creatures blocking it now
    (none left: no damage, 510.1c); a blocker assigns its damage to the attacker it blocks if that one is
    still attacking (510.1d). Removed creatures assign none."""
    combat = game.state.combat
    if combat is None:
        return []
    chars = game.chars()
    objects = game.state.objects
    assignments: list[Assignment] = []
    for oid, defender in combat.attackers.items():
        attacker = objects[oid]
        power = max(chars[oid].power or 0, 0)
        if power == 0:
            continue  # 510.1a
        if oid not in combat.blocked:
            assignments.append((attacker, power, None, defender))
            continue
        blockers = [objects[b] for b in combat.blockers_of(oid)]
        assignments += [(attacker, amount, blocker, None)
                        for blocker, amount in divide_among_blockers(game, attacker, power, blockers) if amount]
    for blocker_oid, attacker_oid in combat.blockers.items():
        attacker = objects.get(attacker_oid)
        power = max(chars[blocker_oid].power or 0, 0)
        if power and attacker is not None and attacker.zone is Zone.BATTLEFIELD and attacker_oid in combat.attackers:
            assignments.append((objects[blocker_oid], power, attacker, None))
    return assignments


def divide_among_blockers(game: "Game", attacker: GameObject, power: int,
                          blockers: list[GameObject]) -> list[tuple[GameObject, int]]:
    """510.1c: the attacker's controller divides its combat damage among the creatures blocking it as
    they choose (their answer, if it is a legal division), by default lethal damage to each in turn and
    the rest to the last. Where the edition has a damage assignment order, the blockers are taken in
    that order, and a division is legal only if each blocker assigned damage comes after blockers all
    assigned lethal damage."""
    if not blockers:
        return []
    combat = game.state.combat
    order = combat.orders.get(attacker.oid) if combat is not None else None
    if order is not None:
        rank = {oid: i for i, oid in enumerate(order)}
        blockers = sorted(blockers, key=lambda b: rank.get(b.oid, len(rank)))
    lethal = {b.oid: lethal_damage(game, b) for b in blockers}
    chosen = game.ask_about(game.controller(attacker), "combat damage", attacker.label, None)
    if chosen is not None:
        division = _division([(d["permanent"], d["amount"]) for d in chosen["damage"]], blockers, power,
                             lethal if order is not None else None)
        if division is not None:
            return division
    division, left = [], power
    for blocker in blockers:
        amount = left if blocker is blockers[-1] else min(left, lethal[blocker.oid])
        division.append((blocker, amount))
        left -= amount
    return division


def lethal_damage(game: "Game", creature: GameObject) -> int:
    """120.6 (lethal damage): the damage it would take for the creature's marked damage to reach its toughness."""
    return max((game.chars()[creature.oid].toughness or 0) - creature.damage, 0)


def _division(chosen: Sequence[tuple[str, int]], blockers: list[GameObject], power: int,
              lethal_in_order: dict[int, int] | None) -> list[tuple[GameObject, int]] | None:
    """The answered division, if it is one: amounts for creatures blocking now, all of the damage, and
    (with a damage assignment order) no damage past a blocker not assigned lethal damage."""
    by_label = {b.label: b for b in blockers}
    amounts: dict[int, int] = {}
    for label, amount in chosen:
        blocker = by_label.get(label)
        if blocker is None or blocker.oid in amounts or amount < 0:
            return None
        amounts[blocker.oid] = amount
    if sum(amounts.values()) != power:
        return None
    if lethal_in_order is not None:
        short = False
        for blocker in blockers:
            amount = amounts.get(blocker.oid, 0)
            if amount and short:
                return None
            short = short or amount < lethal_in_order[blocker.oid]
    return [(b, amounts.get(b.oid, 0)) for b in blockers]


def deal_assigned(game: "Game", assignments: Sequence[Assignment]) -> None:
    """510.2: all the combat damage assigned is dealt at once."""
    with game.batch():
        for source, amount, to_object, to_player in assignments:
            ops.deal_damage(game, source, amount, to_object=to_object, to_player=to_player, combat=True)


@dataclass(frozen=True)
class CombatDamageOnTheStack:
    """The 2003 rules (310.1-310.4): the combat damage assignments as one object on the stack, dealt as
    assigned when it resolves, by each source as it is or as it last existed in play; damage assigned to
    a creature no longer in play, or no longer a creature, isn't dealt."""

    #: (source oid, amount, creature oid or None, player or None)
    assignments: tuple[tuple[int, int, int | None, str | None], ...]
    text = "combat damage"
    stack_kind = "combat damage"
    targets = ()

    def resolve(self, r: Any) -> None:
        game = r.game
        objects, last_known = game.state.objects, game.state.last_known
        dealt: list[Assignment] = []
        for source_oid, amount, to_oid, player in self.assignments:
            source = objects.get(source_oid) or last_known.get(source_oid)
            if source is None:
                continue
            if to_oid is not None:
                creature = objects.get(to_oid)
                if creature is None or not creature.exists or CardType.CREATURE not in game.chars()[to_oid].types:
                    continue  # 310.4c
                dealt.append((source, amount, creature, None))
            elif any(p.name == player and p.in_game for p in game.state.players):
                dealt.append((source, amount, None, player))
        deal_assigned(game, dealt)


def could_attack(game: "Game", obj: GameObject) -> bool:
    """Whether the creature could be declared as an attacker by its controller, were it their
    declare attackers step now: a phased-in untapped creature, free of summoning sickness and of
    "can't attack" (508.1a)."""
    chars = game.chars()[obj.oid] if obj.exists else None
    return (chars is not None and CREATURE in chars.types and not obj.tapped
            and "can't attack" not in chars.restrictions and not summoning_sick(game, obj))


def is_attacking(game: "Game", obj: GameObject) -> bool:
    return game.state.combat is not None and obj.oid in game.state.combat.attackers


def is_blocking(game: "Game", obj: GameObject) -> bool:
    return game.state.combat is not None and obj.oid in game.state.combat.blockers
