"""The behaviours of the cards named in the seed documents, as their current Oracle text words them
(their characteristics are the catalogue's)."""
from __future__ import annotations

from .. import effects as fx
from .. import operations as ops
from .. import phasing
from ..carddef import ActivatedAbility, Behaviours, Cost, Mode, StaticAbility, TargetSpec, TriggeredAbility
from ..model import Step, Zone
from ..selectors import AttachedPermanent
from ..triggers import BeginningOfYourStep, SelfDealsCombatDamageToPlayer, SelfEnters, SelfPhasesIn, SelfPhasesOut
from .common import (ANY_PERMANENT, ARTIFACT, CREATURE, PLAYER, A, C, I, L, add_mana, equip, equipped_gets,
                     target_phases_out)

# --- spells ----------------------------------------------------------------------------------

def _collective_unconscious(r) -> None:
    chars = r.game.chars()
    count = sum(1 for o in ops.creatures(r.game) if chars[o.oid].controller == r.controller)
    ops.draw(r.game, r.controller, count)


def _savor_the_moment(r) -> None:
    ops.take_extra_turn(r.game, r.controller, skip_untap=True)


def _mill_four(r) -> None:
    player = r.target_player(0)
    if player is not None:
        ops.mill(r.game, player, 4)


def _change_land_types(r) -> None:
    from_type, to_type = r.choices
    chars = r.game.chars()
    lands = [o for o in r.game.state.existing() if L in chars[o.oid].types and from_type in chars[o.oid].subtypes]
    ops.add_effect(r.game, fx.ChangeLandType(from_type, to_type), lands, fx.UntilEndOfTurn(), r.source_label)


def _time_and_tide(r) -> None:
    """All phased-out creatures phase in and all creatures with phasing phase out, at once."""
    chars = r.game.chars()
    creatures_ = [o for o in r.game.state.battlefield() if C in chars[o.oid].types]
    coming_in = [o for o in creatures_ if o.phased_out]
    going_out = [o for o in creatures_ if o.exists and chars[o.oid].has("phasing")]
    phasing.phase(r.game, going_out, coming_in)


def _mana_value_at_most_x(game, controller, obj, x, source) -> bool:
    # 708.2: a face-down permanent has no mana cost, so its mana value is 0
    return (0 if obj.face_down else obj.definition.mana_value) <= x


def _dominate(r) -> None:
    target = r.target(0)
    if target is not None:
        ops.gain_control(r.game, r.controller, [target], fx.Indefinitely(), r.source_label)


def _boomerang(r) -> None:
    target = r.target(0)
    if target is not None:
        ops.move(r.game, target, Zone.HAND)


def _wrath_of_god(r) -> None:
    for obj in ops.creatures(r.game):
        ops.destroy(r.game, obj)


def _giant_growth(r) -> None:
    target = r.target(0)
    if target is not None:
        ops.add_effect(r.game, fx.ModifyPowerToughness(3, 3), [target], fx.UntilEndOfTurn(), r.source_label)


# --- permanents ------------------------------------------------------------------------------

def _islands_controlled(game, player: str) -> int:
    chars = game.chars()
    return sum(1 for o in game.state.existing()
               if chars[o.oid].controller == player and L in chars[o.oid].types and "Island" in chars[o.oid].subtypes)


def _power_at_most_islands(game, controller, obj, x, source) -> bool:
    power = game.chars()[obj.oid].power or 0
    return power <= _islands_controlled(game, controller)


def _ivory_tower(r) -> None:
    hand = len(r.game.state.player(r.controller).hand)
    ops.gain_life(r.game, r.controller, max(hand - 4, 0))


def _discard_a_card(r) -> None:
    ops.discard(r.game, r.controller, 1)


def _draw_a_card(r) -> None:
    ops.draw(r.game, r.controller, 1)


def _imprint(r) -> None:
    scepter = r.source
    if scepter is None or not r.game.ask(r.controller, "may", True):
        return
    hand = [r.game.state.objects[oid] for oid in r.game.state.player(r.controller).hand]
    eligible = [c for c in hand if I in c.definition.types and c.definition.mana_value <= 2]
    if not eligible:
        return
    name = r.game.ask(r.controller, "card", eligible[0].name)
    card = next((c for c in eligible if c.name == name), eligible[0])
    exiled = ops.move(r.game, card, Zone.EXILE)
    scepter.linked += (exiled.oid,)


def _scepter_copy(r) -> None:
    from ..stack import cast_copy

    scepter = r.last_known_source()  # the ability resolves even if the Scepter has left (113.7a)
    if scepter is None:
        return
    exiled = [r.game.state.objects[oid] for oid in scepter.linked
              if oid in r.game.state.objects and r.game.state.objects[oid].zone is Zone.EXILE]
    if not exiled or not r.game.ask(r.controller, "may", True):  # "You may copy the exiled card."
        return
    if r.game.ask(r.controller, "may", True):  # "If you do, you may cast the copy"
        cast_copy(r.game, r.controller, exiled[0])


def _infection_counter(r) -> None:
    vermin = r.source
    if vermin is not None and vermin.exists:
        ops.put_counters(r.game, vermin, "infection", 1)


def _opponent_dealt_damage_by_it(game, controller, player, source) -> bool:
    return player != controller and source is not None and player in source.damaged_players


def _vermin_upkeep(r) -> None:
    opponent, vermin = r.target_player(0), r.source
    if opponent is not None and vermin is not None and vermin.exists:
        ops.deal_damage(r.game, vermin, vermin.counters.get("infection", 0), to_player=opponent)


def _not_of_the_chosen_type(game, controller, obj, x, source) -> bool:
    chosen = set(source.choices[:1]) if source is not None else set()
    return not chosen & game.chars()[obj.oid].subtypes


def _steal_while_source_tapped(r) -> None:
    target, source = r.target(0), r.source
    if target is not None and source is not None:
        ops.gain_control(r.game, r.controller, [target], fx.ForAsLongAs(fx.SourceRemainsTapped(source.oid)),
                         r.source_label)


def _living_weapon(r) -> None:
    equipment = r.source
    germ = ops.create_token(r.game, r.controller, "Phyrexian Germ", r.source_label)
    if equipment is not None and equipment.exists:
        ops.attach(r.game, equipment, germ)


def _return_to_owners_hand(r) -> None:
    source = r.source
    if source is not None and source.exists:
        ops.move(r.game, source, Zone.HAND)


CARDS = [
    Behaviours("Sandbar Crocodile"),
    Behaviours("Grizzly Bears"),
    Behaviours("Hill Giant"),
    Behaviours("Teferi's Imp", triggered=(
        TriggeredAbility("Whenever Teferi's Imp phases out, discard a card.", SelfPhasesOut(), _discard_a_card),
        TriggeredAbility("Whenever Teferi's Imp phases in, draw a card.", SelfPhasesIn(), _draw_a_card),
    )),
    Behaviours("Diseased Vermin", triggered=(
        TriggeredAbility("Whenever Diseased Vermin deals combat damage to a player, put an infection counter on it.",
                         SelfDealsCombatDamageToPlayer(), _infection_counter),
        TriggeredAbility("At the beginning of your upkeep, Diseased Vermin deals X damage to target opponent "
                         "previously dealt damage by it, where X is the number of infection counters on it.",
                         BeginningOfYourStep(Step.UPKEEP), _vermin_upkeep,
                         (TargetSpec("target opponent previously dealt damage by it", player=True,
                                     player_condition=_opponent_dealt_damage_by_it),)),
    )),
    Behaviours("Callous Oppressor", may_stay_tapped=True, opponent_chooses_as_it_enters="creature type", activated=(
        ActivatedAbility("{T}: Gain control of target creature that isn't of the chosen type for as long as Callous "
                         "Oppressor remains tapped.", Cost(tap=True), _steal_while_source_tapped,
                         (TargetSpec("target creature that isn't of the chosen type", frozenset({C}),
                                     condition=_not_of_the_chosen_type),)),)),
    Behaviours("Collective Unconscious", modes=(
        Mode("Draw a card for each creature you control.", _collective_unconscious),)),
    Behaviours("Savor the Moment", modes=(
        Mode("Take an extra turn after this one. Skip the untap step of that turn.", _savor_the_moment),)),
    Behaviours("Vision Charm", modes=(
        Mode("Target player mills four cards.", _mill_four, (PLAYER,)),
        Mode("Choose a land type and a basic land type. Each land of the first chosen type becomes the "
             "second chosen type until end of turn.", _change_land_types,
             choices=(fx.LAND_TYPES, fx.BASIC_LAND_TYPES)),
        Mode("Target artifact phases out.", target_phases_out, (ARTIFACT,)),
    )),
    Behaviours("Reality Ripple", modes=(
        Mode("Target artifact, creature, or land phases out.", target_phases_out,
             (TargetSpec("target artifact, creature, or land", frozenset({A, C, L})),)),)),
    Behaviours("Time and Tide", modes=(
        Mode("Simultaneously, all phased-out creatures phase in and all creatures with phasing phase out.",
             _time_and_tide),)),
    Behaviours("Dominate", modes=(
        Mode("Gain control of target creature with mana value X or less.", _dominate,
             (TargetSpec("target creature with mana value X or less", frozenset({C}),
                         condition=_mana_value_at_most_x),)),)),
    Behaviours("Boomerang", modes=(
        Mode("Return target permanent to its owner's hand.", _boomerang, (ANY_PERMANENT,)),)),
    Behaviours("Wrath of God", modes=(
        Mode("Destroy all creatures. They can't be regenerated.", _wrath_of_god),)),
    Behaviours("Giant Growth", modes=(
        Mode("Target creature gets +3/+3 until end of turn.", _giant_growth, (CREATURE,)),)),
    Behaviours("Vedalken Shackles", may_stay_tapped=True, activated=(
        ActivatedAbility("{2}, {T}: Gain control of target creature with power less than or equal to the "
                         "number of Islands you control for as long as Vedalken Shackles remains tapped.",
                         Cost(tap=True), _steal_while_source_tapped,
                         (TargetSpec("target creature with power less than or equal to the number of Islands "
                                     "you control", frozenset({C}), condition=_power_at_most_islands),)),)),
    Behaviours("Vulshok Morningstar", statics=(equipped_gets(2, 2),), activated=(equip("{2}"),)),
    Behaviours("Teferi's Curse", enchant=TargetSpec("enchant artifact or creature", frozenset({A, C})),
               statics=(StaticAbility("Enchanted permanent has phasing.", AttachedPermanent(),
                                      fx.GainKeywords(frozenset({"phasing"}))),)),
    Behaviours("Teferi's Isle", enters_tapped=True,
               activated=(ActivatedAbility("{T}: Add {U}{U}.", Cost(tap=True), add_mana("UU"), mana=True),)),
    Behaviours("Ivory Tower", triggered=(
        TriggeredAbility("At the beginning of your upkeep, you gain X life, where X is the number of cards "
                         "in your hand minus 4.", BeginningOfYourStep(Step.UPKEEP), _ivory_tower),)),
    Behaviours("Isochron Scepter",
               triggered=(TriggeredAbility("Imprint — When Isochron Scepter enters, you may exile an instant card "
                                           "with mana value 2 or less from your hand.", SelfEnters(), _imprint),),
               activated=(ActivatedAbility("{2}, {T}: You may copy the exiled card. If you do, you may cast the "
                                           "copy without paying its mana cost.", Cost(tap=True), _scepter_copy),)),
    Behaviours("Batterskull",
               triggered=(TriggeredAbility("Living weapon", SelfEnters(), _living_weapon),),
               statics=(equipped_gets(4, 4),
                        StaticAbility("Equipped creature has vigilance and lifelink.", AttachedPermanent(),
                                      fx.GainKeywords(frozenset({"vigilance", "lifelink"})))),
               activated=(ActivatedAbility("{3}: Return Batterskull to its owner's hand.", Cost(),
                                           _return_to_owners_hand),
                          equip("{5}"))),
]

TOKENS = [
    Behaviours("Phyrexian Germ"),
]
