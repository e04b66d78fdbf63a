"""The behaviours of the cards the rules need beyond the seeds' own (docs: ../shared/rules/cards.md),
and of three that the older editions' statements need: a leaves-the-battlefield trigger (Oblivion Ring, 502.15d), a
delayed trigger (Sneak Attack, 502.15g) and an "until end of turn" effect on a set of creatures
(Inspired Charge, 702.26e)."""
from __future__ import annotations

from .. import effects as fx
from .. import operations as ops
from .. import phasing
from ..carddef import ActivatedAbility, Behaviours, Cost, Mode, StaticAbility, TargetSpec, TriggeredAbility
from ..model import Step, Zone
from ..selectors import AttachedPermanent, CreaturesYouControl
from ..triggers import (AnotherCreatureEnters, AnyOf, BeginningOfTheNextStep, BeginningOfYourStep,
                        SelfBecomesUnattached, SelfEnters, SelfLeaves, SelfPhasesIn, SelfPhasesOut, create_delayed)
from .common import CREATURE, C, L, equip, equipped_gets, target_phases_out


def _nonland_you_control(game, controller, obj, x, source) -> bool:
    return L not in game.chars()[obj.oid].types and game.controller(obj) == controller


def _another_nonland(game, controller, obj, x, source) -> bool:
    return L not in game.chars()[obj.oid].types and (source is None or obj.oid != source.oid)


# --- spells ----------------------------------------------------------------------------------

def _teferis_protection(r) -> None:
    game, you = r.game, r.controller
    until = fx.UntilTurnOf(you)
    game.state.player_effects += [fx.PlayerEffect(you, fx.LIFE_CANT_CHANGE, until),
                                  fx.PlayerEffect(you, fx.PROTECTION_FROM_EVERYTHING, until)]
    chars = game.chars()
    phasing.phase_out(game, [o for o in game.state.existing() if chars[o.oid].controller == you])
    spell = r.item.spell
    if spell is not None and game.state.objects.get(spell.oid) is spell:
        ops.exile(game, spell)


def _clever_concealment(r) -> None:
    phasing.phase_out(r.game, r.targets())


def _slip_out_the_back(r) -> None:
    target = r.target(0)
    if target is not None:
        ops.put_counters(r.game, target, "+1/+1", 1)
        phasing.phase_out(r.game, [target])


def _act_of_treason(r) -> None:
    target = r.target(0)
    if target is None:
        return
    ops.gain_control(r.game, r.controller, [target], fx.UntilEndOfTurn(), r.source_label)
    ops.untap(r.game, target)
    ops.add_effect(r.game, fx.GainKeywords(frozenset({"haste"})), [target], fx.UntilEndOfTurn(), r.source_label)


def _inspired_charge(r) -> None:
    """Every creature Amy controls is named; the rules leave out the phased-out ones (702.26e)."""
    chars = r.game.chars()
    creatures = [o for o in r.game.state.battlefield()
                 if C in chars[o.oid].types and chars[o.oid].controller == r.controller]
    ops.add_effect(r.game, fx.ModifyPowerToughness(2, 1), creatures, fx.UntilEndOfTurn(), r.source_label)


# --- permanents ------------------------------------------------------------------------------

def _oubliette(r) -> None:
    target, oubliette = r.target(0), r.source
    if target is not None and oubliette is not None and oubliette.exists:
        phasing.phase(r.game, [target], (), until=oubliette, tap_as_it_phases_in=True)


def _mill_three(r) -> None:
    ops.mill(r.game, r.controller, 3)


def _cant_phase_out(r) -> None:
    familiar = r.source
    if familiar is not None and familiar.exists:
        ops.add_effect(r.game, fx.AddRestrictions(frozenset({phasing.CANT_PHASE_OUT})), [familiar],
                       fx.UntilStepOf(r.controller, Step.UPKEEP.value), r.source_label)


def _gain_one_life(r) -> None:
    ops.gain_life(r.game, r.controller, 1)


def _sacrifice_what_it_left(r) -> None:
    host = r.game.state.objects.get(r.event.from_oid) if r.event.from_oid is not None else None
    if host is not None:
        ops.sacrifice(r.game, r.controller, host)


def _destroy_target(r) -> None:
    target = r.target(0)
    if target is not None:
        ops.destroy(r.game, target)


def _came_under_control_since_last_upkeep(game, oid: int) -> bool:
    obj = game.state.objects.get(oid)
    return obj is not None and obj.control_moment > game.state.player(game.controller(obj)).last_upkeep_moment


def _pay_echo_or_sacrifice(r) -> None:
    """Mana costs are waived, so paying is a "you may" (default: pay)."""
    source = r.source
    if source is not None and source.exists and not r.game.ask(r.controller, "may", True):
        ops.sacrifice(r.game, r.controller, source)  # not if another player has taken it since (701.21a)


def echo(cost_text: str) -> TriggeredAbility:
    return TriggeredAbility(
        f"Echo {cost_text} (At the beginning of your upkeep, if this came under your control since the beginning "
        "of your last upkeep, sacrifice it unless you pay its echo cost.)",
        BeginningOfYourStep(Step.UPKEEP, condition=_came_under_control_since_last_upkeep), _pay_echo_or_sacrifice)


def _exile_until_it_leaves(r) -> None:
    target, ring = r.target(0), r.source
    if target is None:
        return
    exiled = ops.exile(r.game, target)
    if ring is not None and ring.zone is Zone.BATTLEFIELD:
        ring.linked += (exiled.oid,)


def _return_the_exiled_card(r) -> None:
    ring = r.last_known_source()
    if ring is None:
        return
    for oid in list(ring.linked):
        card = r.game.state.objects.get(oid)
        ring.linked = tuple(o for o in ring.linked if o != oid)
        if card is not None and card.zone is Zone.EXILE:
            ops.put_onto_battlefield(r.game, card, card.owner)


def _sacrifice_the_creature(r) -> None:
    for creature_ in r.referenced():
        ops.sacrifice(r.game, r.controller, creature_)


SACRIFICE_AT_THE_NEXT_END_STEP = TriggeredAbility(
    "Sacrifice the creature at the beginning of the next end step.", BeginningOfTheNextStep(Step.END),
    _sacrifice_the_creature)


def _sneak_attack(r) -> None:
    game, you = r.game, r.controller
    hand = [game.state.objects[oid] for oid in game.state.player(you).hand]
    eligible = [c for c in hand if C in c.definition.types]
    if not eligible or not game.ask(you, "may", True):
        return
    name = game.ask(you, "card", eligible[0].name)
    card = next((c for c in eligible if c.name == name), eligible[0])
    creature_ = ops.put_onto_battlefield(game, card, you)
    ops.add_effect(game, fx.GainKeywords(frozenset({"haste"})), [creature_], fx.Indefinitely(), r.source_label)
    create_delayed(game, you, r.item.source_oid or 0, r.source_label, SACRIFICE_AT_THE_NEXT_END_STEP,
                   (creature_.oid,))


CARDS = [
    Behaviours("Teferi's Protection", modes=(
        Mode("Until your next turn, your life total can't change and you gain protection from everything. All "
             "permanents you control phase out. Exile Teferi's Protection.", _teferis_protection),)),
    Behaviours("Clever Concealment", modes=(
        Mode("Any number of target nonland permanents you control phase out.", _clever_concealment,
             (TargetSpec("any number of target nonland permanents you control", condition=_nonland_you_control,
                         any_number=True),)),)),
    Behaviours("Slip Out the Back", modes=(
        Mode("Put a +1/+1 counter on target creature. It phases out.", _slip_out_the_back, (CREATURE,)),)),
    Behaviours("Act of Treason", modes=(
        Mode("Gain control of target creature until end of turn. Untap that creature. It gains haste until end "
             "of turn.", _act_of_treason, (CREATURE,)),)),
    Behaviours("Inspired Charge", modes=(
        Mode("Creatures you control get +2/+1 until end of turn.", _inspired_charge),)),
    Behaviours("Oubliette", triggered=(
        TriggeredAbility("When Oubliette enters, target creature phases out until Oubliette leaves the "
                         "battlefield. Tap that creature as it phases in this way.", SelfEnters(), _oubliette,
                         (CREATURE,)),)),
    Behaviours("Ertai's Familiar", triggered=(
        TriggeredAbility("When Ertai's Familiar phases out or leaves the battlefield, mill three cards.",
                         AnyOf((SelfPhasesOut(), SelfLeaves())), _mill_three),),
               activated=(ActivatedAbility("{U}: Until your next upkeep, Ertai's Familiar can't phase out.", Cost(),
                                           _cant_phase_out),)),
    Behaviours("Shimmering Efreet", triggered=(
        TriggeredAbility("Whenever Shimmering Efreet phases in, target creature phases out.", SelfPhasesIn(),
                         target_phases_out, (CREATURE,)),)),
    Behaviours("Glorious Anthem", statics=(
        StaticAbility("Creatures you control get +1/+1.", CreaturesYouControl(), fx.ModifyPowerToughness(1, 1)),)),
    Behaviours("Soul Warden", triggered=(
        TriggeredAbility("Whenever another creature enters, you gain 1 life.", AnotherCreatureEnters(),
                         _gain_one_life),)),
    Behaviours("Grafted Exoskeleton",
               statics=(equipped_gets(2, 2), StaticAbility("Equipped creature has infect.", AttachedPermanent(),
                                                           fx.GainKeywords(frozenset({"infect"})))),
               triggered=(TriggeredAbility("Whenever Grafted Exoskeleton becomes unattached from a permanent, "
                                           "sacrifice that permanent.", SelfBecomesUnattached(),
                                           _sacrifice_what_it_left),),
               activated=(equip("{2}"),)),
    Behaviours("Avalanche Riders", triggered=(
        echo("{3}{R}"),
        TriggeredAbility("When Avalanche Riders enters, destroy target land.", SelfEnters(), _destroy_target,
                         (TargetSpec("target land", frozenset({L})),)),)),
    Behaviours("Pacifism", enchant=TargetSpec("enchant creature", frozenset({C})),
               statics=(StaticAbility("Enchanted creature can't attack or block.", AttachedPermanent(),
                                      fx.AddRestrictions(frozenset({"can't attack", "can't block"}))),)),
    Behaviours("Oblivion Ring", triggered=(
        TriggeredAbility("When Oblivion Ring enters, exile another target nonland permanent.", SelfEnters(),
                         _exile_until_it_leaves, (TargetSpec("another target nonland permanent",
                                                             condition=_another_nonland),)),
        TriggeredAbility("When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield "
                         "under its owner's control.", SelfLeaves(), _return_the_exiled_card),)),
    Behaviours("Sneak Attack", activated=(
        ActivatedAbility("{R}: You may put a creature card from your hand onto the battlefield. That creature "
                         "gains haste. Sacrifice the creature at the beginning of the next end step.", Cost(),
                         _sneak_attack),)),
]
