"""What many cards' behaviours share: card types in short, common targets, and builders for common abilities."""
from __future__ import annotations

from .. import effects as fx
from .. import operations as ops
from .. import phasing
from ..carddef import ActivatedAbility, Cost, StaticAbility, TargetSpec
from ..model import CardType
from ..selectors import AttachedPermanent

A, C, E, I, L, S = (CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.INSTANT,
                    CardType.LAND, CardType.SORCERY)

ANY_PERMANENT = TargetSpec("target permanent")
CREATURE = TargetSpec("target creature", frozenset({C}))
ARTIFACT = TargetSpec("target artifact", frozenset({A}))
PLAYER = TargetSpec("target player", player=True)


def _creature_you_control(game, controller, obj, x, source) -> bool:
    return game.controller(obj) == controller


CREATURE_YOU_CONTROL = TargetSpec("target creature you control", frozenset({C}), condition=_creature_you_control)


def equip(cost_text: str) -> ActivatedAbility:
    def resolve(r) -> None:
        equipment, creature_ = r.source, r.target(0)
        if equipment is not None and equipment.exists and creature_ is not None:
            ops.attach(r.game, equipment, creature_)

    return ActivatedAbility(f"Equip {cost_text}", Cost(), resolve, targets=(CREATURE_YOU_CONTROL,),
                            sorcery_speed=True)


def equipped_gets(power: int, toughness: int) -> StaticAbility:
    return StaticAbility(f"Equipped creature gets +{power}/+{toughness}.", AttachedPermanent(),
                         fx.ModifyPowerToughness(power, toughness))


def add_mana(symbols: str):
    """A mana ability's effect: add these mana symbols to its controller's mana pool."""
    def resolve(r) -> None:
        ops.add_mana(r.game, r.controller, symbols, r.source_label)
    return resolve


def target_phases_out(r) -> None:
    target = r.target(0)
    if target is not None:
        phasing.phase_out(r.game, [target])
