"""The primitive operations that change a game: each emits the events it causes.

Card behaviours and the rules modules change the state only through these.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from . import effects as fx
from . import events as ev
from .model import BATTLEFIELD, CardType, GameObject, Zone

if TYPE_CHECKING:
    from .game import Game


# --- zones -----------------------------------------------------------------------------------

#: the zones that are a list of each player's, by the name of the list
_ZONE_LISTS = {Zone.HAND: "hand", Zone.LIBRARY: "library", Zone.GRAVEYARD: "graveyard"}


def _zone_list(game: "Game", obj: GameObject) -> list[int] | None:
    player = game.state.player(obj.owner)
    name = _ZONE_LISTS.get(obj.zone)
    return None if name is None else getattr(player, name)


def move(game: "Game", obj: GameObject, to: Zone, *, top: bool = True) -> GameObject:
    """Move an object to a zone of its owner's; it becomes a new object (400.7)."""
    state = game.state
    with game.batch():
        old_list = _zone_list(game, obj)
        if old_list is not None and obj.oid in old_list:
            old_list.remove(obj.oid)
        if obj.zone is Zone.STACK:
            state.stack = [item for item in state.stack if item.spell is not obj]
        if obj.zone is BATTLEFIELD:
            remove_from_combat(game, obj, quietly=True)
            state.last_known[obj.oid] = obj  # for abilities that look back at it (608.2h)
        del state.objects[obj.oid]
        new = game.new_object(obj.definition, obj.owner, to, obj.label, token=obj.token, copy_=obj.copy)
        new_list = _zone_list(game, new)
        if new_list is not None:
            at_top = top and to is not Zone.HAND  # a hand has no top: a card joins it at the end
            new_list.insert(0 if at_top else len(new_list), new.oid)
        game.emit(ev.ZoneChanged(obj.label, obj.oid, new.oid, obj.zone._value_, to._value_))
        left_battlefield, obj.zone = obj.zone is BATTLEFIELD, to  # the old object is gone (400.7)
        if left_battlefield:
            _after_leaving(game, obj)
        return new


def _after_leaving(game: "Game", obj: GameObject) -> None:
    """What ends when a permanent leaves the battlefield, whichever way it leaves (moved to another
    zone, ceasing to exist, leaving the game with its owner): 610.4, what phased out until it left
    phases in now; an Aura or Equipment becomes unattached (its "becomes unattached" abilities
    look back, 603.10a)."""
    from .phasing import release_until
    release_until(game, obj.oid)
    if obj.attached_to is not None:
        host = game.state.objects.get(obj.attached_to)
        game.emit(ev.BecameUnattached(obj.label, obj.oid, host.label if host else "", host.oid if host else None))


def put_onto_battlefield(game: "Game", obj: GameObject, controller: str,
                         attach_to: GameObject | None = None) -> GameObject:
    """A card or token enters the battlefield; replacement effects of entering apply here."""
    if attach_to is None and obj.definition.enchant is not None and obj.zone is not Zone.BATTLEFIELD:
        attach_to = _something_to_enchant(game, obj, controller)
        if attach_to is None:
            return obj  # 303.4g: an Aura with nothing it could enchant stays where it is
    with game.batch():
        new = move(game, obj, Zone.BATTLEFIELD) if obj.zone is not Zone.BATTLEFIELD else obj
        new.tapped = new.definition.enters_tapped
        new.controlled_since = (controller, game.state.turn.number)
        new.control_moment = new.arrived = game.moment()
        kind = new.definition.opponent_chooses_as_it_enters
        if kind is not None:  # "As ~ enters, an opponent chooses a creature type" (614.1c): the first
            # of its controller's opponents in turn order from the active player (docs/engines.md §7)
            opponents = [player for player in game.apnap() if player != controller]
            if opponents:
                new.choices = (game.ask(opponents[0], kind, game.default_choice(kind)),)
        if controller != new.owner:
            gain_control(game, controller, [new], fx.Indefinitely(), source_label=None)
        if attach_to is not None:
            new.attached_to = attach_to.oid
        return new


def _something_to_enchant(game: "Game", aura: GameObject, controller: str) -> GameObject | None:
    """303.4f: an Aura put onto the battlefield without being cast doesn't target; the player
    putting it there chooses what it enchants. There is no answer for this choice: the first
    permanent it could enchant, by id (a scenario leaves one candidate)."""
    spec, chars = aura.definition.enchant, game.chars()
    for obj in sorted(game.state.existing(), key=lambda o: o.label):
        if obj is aura or (spec.types and not spec.types & chars[obj.oid].types):
            continue
        if spec.condition is None or spec.condition(game, controller, obj, 0, None):
            return obj
    return None


def create_token(game: "Game", controller: str, token_name: str, creator_label: str) -> GameObject:
    definition = game.cards.token(token_name)
    label = game.unique_label(f"{creator_label}-{token_name.lower().replace(' ', '-')}")
    with game.batch():
        token = game.new_object(definition, controller, Zone.BATTLEFIELD, label, token=True)
        token.controlled_since = (controller, game.state.turn.number)
        token.control_moment = token.arrived = game.moment()
        game.emit(ev.ZoneChanged(label, None, token.oid, None, Zone.BATTLEFIELD.value))
        return token


def cease_to_exist(game: "Game", obj: GameObject) -> None:
    """A token or copy ceases to exist (704.5d, 704.5e), or an object leaves the game with its owner
    (800.4a): it goes nowhere."""
    with game.batch():
        left_battlefield = obj.zone is Zone.BATTLEFIELD
        if left_battlefield:
            remove_from_combat(game, obj, quietly=True)
            game.state.last_known[obj.oid] = obj
        old_list = _zone_list(game, obj)
        if old_list is not None and obj.oid in old_list:
            old_list.remove(obj.oid)
        game.emit(ev.ZoneChanged(obj.label, obj.oid, obj.oid, obj.zone.value, Zone.NOWHERE.value))
        obj.zone = Zone.NOWHERE
        if left_battlefield:
            _after_leaving(game, obj)


def destroy(game: "Game", obj: GameObject) -> GameObject:
    return move(game, obj, Zone.GRAVEYARD)


def sacrifice(game: "Game", player: str, obj: GameObject) -> GameObject | None:
    """``player`` sacrifices ``obj``: only a permanent they control, phased in (701.21a, 702.26b);
    one another player controls now stays where it is."""
    if not obj.exists or game.controller(obj) != player:
        return None
    return move(game, obj, Zone.GRAVEYARD)


def exile(game: "Game", obj: GameObject) -> GameObject:
    return move(game, obj, Zone.EXILE)


# --- cards in hand and library ---------------------------------------------------------------

def draw(game: "Game", player: str, count: int = 1) -> None:
    with game.batch():
        for _ in range(count):
            library = game.state.player(player).library
            if not library:
                game.state.player(player).drew_from_empty_library = True
                continue
            card = game.state.objects[library[0]]
            new = move(game, card, Zone.HAND, top=False)
            game.emit(ev.Drew(player, new.label))


def discard(game: "Game", player: str, count: int = 1) -> None:
    with game.batch():
        for _ in range(count):
            hand = [game.state.objects[oid] for oid in game.state.player(player).hand]
            if not hand:
                return
            chosen_name = game.ask(player, "card", hand[0].name)
            card = next((c for c in hand if c.name == chosen_name), hand[0])
            move(game, card, Zone.GRAVEYARD)
            game.emit(ev.Discarded(player, card.label))


def mill(game: "Game", player: str, count: int) -> None:
    with game.batch():
        for _ in range(count):
            library = game.state.player(player).library
            if not library:
                return
            move(game, game.state.objects[library[0]], Zone.GRAVEYARD)


# --- life and damage -------------------------------------------------------------------------

def gain_life(game: "Game", player: str, amount: int) -> None:
    if amount <= 0 or fx.player_has(game.state, player, fx.LIFE_CANT_CHANGE):
        return
    with game.batch():
        game.state.player(player).life += amount
        game.emit(ev.LifeChanged(player, amount))


def lose_life(game: "Game", player: str, amount: int) -> None:
    if amount <= 0 or fx.player_has(game.state, player, fx.LIFE_CANT_CHANGE):
        return
    with game.batch():
        game.state.player(player).life -= amount
        game.emit(ev.LifeChanged(player, -amount))


def deal_damage(game: "Game", source: GameObject, amount: int, *, to_object: GameObject | None = None,
                to_player: str | None = None, combat: bool = False) -> None:
    if amount <= 0:
        return
    if to_player is not None and fx.player_has(game.state, to_player, fx.PROTECTION_FROM_EVERYTHING):
        return  # 702.16e: damage from any source to a player with protection from everything is prevented
    chars = game.chars().get(source.oid)
    keywords = chars.keywords if chars else set(source.definition.keywords)
    controller = chars.controller if chars else source.owner
    with game.batch():
        if to_object is not None:
            if "infect" in keywords:
                put_counters(game, to_object, "-1/-1", amount)
            else:
                to_object.damage += amount
            target = to_object.label
        else:
            assert to_player is not None
            if "infect" in keywords:
                game.state.player(to_player).poison += amount
            else:
                lose_life(game, to_player, amount)
            target = to_player
            if to_player not in source.damaged_players:
                source.damaged_players += (to_player,)
        game.emit(ev.DamageDealt(source.label, source.oid, target, amount, combat, to_player is not None))
        if "lifelink" in keywords:
            gain_life(game, controller, amount)


# --- status ----------------------------------------------------------------------------------

def tap(game: "Game", obj: GameObject) -> None:
    if obj.tapped:
        return
    with game.batch():
        obj.tapped = True
        game.emit(ev.BecameTapped(obj.label))


def untap(game: "Game", obj: GameObject) -> None:
    if not obj.tapped:
        return
    with game.batch():
        obj.tapped = False
        game.emit(ev.BecameUntapped(obj.label))


def put_counters(game: "Game", obj: GameObject, counter: str, amount: int) -> None:
    with game.batch():
        obj.counters = {**obj.counters, counter: obj.counters.get(counter, 0) + amount}
        game.emit(ev.CountersPut(obj.label, counter, amount))


def remove_counters(game: "Game", obj: GameObject, counter: str, amount: int) -> None:
    with game.batch():
        left = obj.counters.get(counter, 0) - amount
        obj.counters = {k: v for k, v in obj.counters.items() if k != counter} | ({counter: left} if left else {})
        game.emit(ev.CountersPut(obj.label, counter, -amount))


def attach(game: "Game", attachment: GameObject, host: GameObject) -> None:
    with game.batch():
        if attachment.attached_to == host.oid:
            return
        unattach(game, attachment)
        attachment.attached_to = host.oid
        game.emit(ev.BecameAttached(attachment.label, host.label))


def unattach(game: "Game", attachment: GameObject) -> None:
    if attachment.attached_to is None:
        return
    with game.batch():
        host = game.state.objects.get(attachment.attached_to)
        attachment.attached_to = None
        game.emit(ev.BecameUnattached(attachment.label, attachment.oid, host.label if host else "",
                                      host.oid if host else None))


def add_mana(game: "Game", player: str, symbols: str, source_label: str) -> None:
    with game.batch():
        game.state.player(player).mana_pool += list(symbols)
        game.emit(ev.ManaAdded(player, symbols, source_label))


# --- continuous effects ----------------------------------------------------------------------

def add_effect(game: "Game", modification: fx.Modification, objects: Iterable[GameObject],
               duration: fx.Duration, source_label: str | None) -> None:
    affected = fx.locked_set(objects)
    if not affected or not duration.holds(game.state):
        return  # 611.2b: a duration that has already ended does nothing
    with game.batch():
        game.state.effects.append(fx.ContinuousEffect(
            timestamp=game.state.take_timestamp(), modification=modification,
            affected=affected, duration=duration, source_label=source_label))


def gain_control(game: "Game", player: str, objects: Iterable[GameObject], duration: fx.Duration,
                 source_label: str | None) -> None:
    add_effect(game, fx.SetController(player), objects, duration, source_label)


def take_extra_turn(game: "Game", player: str, *, skip_untap: bool = False) -> None:
    from .model import ExtraTurn
    game.state.extra_turns.append(ExtraTurn(player=player, skip_untap=skip_untap))


# --- combat ----------------------------------------------------------------------------------

def remove_from_combat(game: "Game", obj: GameObject, *, quietly: bool = False) -> None:
    combat = game.state.combat
    if combat is None:
        return
    was_in = obj.oid in combat.attackers or obj.oid in combat.blockers
    combat.attackers.pop(obj.oid, None)
    combat.blockers.pop(obj.oid, None)
    if was_in and not quietly:
        game.emit(ev.RemovedFromCombat(obj.label))


def creatures(game: "Game") -> list[GameObject]:
    chars = game.chars()
    return [o for o in game.state.existing() if CardType.CREATURE in chars[o.oid].types]
