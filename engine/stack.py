"""Casting spells, activating abilities, targets, and resolving the top of the stack (601, 602, 608)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from . import effects as fx
from . import events as ev
from . import operations as ops
from .carddef import ActivatedAbility, Cost, TargetSpec
from .errors import IllegalActionError, InvalidActionError
from .model import CardType, GameObject, StackItem, Target, Zone

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class TargetRef:
    """A target as an action names it: a permanent's label or a player's name."""

    permanent: str | None = None
    player: str | None = None


# --- targets ---------------------------------------------------------------------------------

def is_legal_target(game: "Game", spec: TargetSpec, target: Target, controller: str, x: int = 0,
                    source: GameObject | None = None) -> bool:
    if target.player is not None:
        if not spec.player or not any(p.name == target.player and p.in_game for p in game.state.players):
            return False
        if fx.player_has(game.state, target.player, fx.PROTECTION_FROM_EVERYTHING):
            return False  # 702.16b: a player with protection from everything can't be targeted
        return spec.player_condition is None or spec.player_condition(game, controller, target.player, source)
    if spec.player and not spec.types:
        return False  # only players may be chosen
    obj = game.state.objects.get(target.oid) if target.oid is not None else None
    if obj is None or not obj.exists:
        return False  # gone, or phased out: treated as though it does not exist
    chars = game.chars()[obj.oid]
    if spec.types and not (spec.types & chars.types):
        return False
    return spec.condition is None or spec.condition(game, controller, obj, x, source)


def expand(specs: Sequence[TargetSpec], count: int) -> tuple[TargetSpec, ...]:
    """One spec per target: an "any number of targets" spec stands for all the remaining targets."""
    if specs and specs[-1].any_number:
        fixed = tuple(specs[:-1])
        return fixed + (specs[-1],) * max(count - len(fixed), 0)
    return tuple(specs)


def resolve_refs(game: "Game", refs: Sequence[TargetRef]) -> tuple[Target, ...]:
    targets = []
    for ref in refs:
        if ref.player is not None:
            game.player(ref.player)
            targets.append(Target(player=ref.player))
            continue
        obj = game.state.find(ref.permanent or "")
        if obj is None:
            raise InvalidActionError(f'there is no permanent "{ref.permanent}"')
        targets.append(Target(oid=obj.oid, label=obj.label))
    return tuple(targets)


def check_targets(game: "Game", specs: Sequence[TargetSpec], targets: Sequence[Target], controller: str,
                  what: str, x: int = 0, source: GameObject | None = None) -> None:
    specs = expand(specs, len(targets))
    if len(targets) != len(specs):
        raise IllegalActionError(f"{what} needs {len(specs)} target(s), {len(targets)} given")
    if len(set(targets)) != len(targets):
        raise IllegalActionError(f"{what}: the same target is chosen twice")
    for spec, target in zip(specs, targets):
        if not is_legal_target(game, spec, target, controller, x, source):
            name = target.player or target.label
            raise IllegalActionError(f'{name} is not a legal target for {what} ({spec.description})')


def choose_targets(game: "Game", player: str, specs: Sequence[TargetSpec],
                   source_oid: int | None = None) -> tuple[Target, ...] | None:
    """Targets for an ability put on the stack by the game: the player's answer, or the first legal ones."""
    if not specs:
        return ()
    source = game.state.objects.get(source_oid) if source_oid is not None else None
    answer = game.ask(player, "targets", None)
    if answer is not None:
        targets = resolve_refs(game, answer)
        wanted = expand(specs, len(targets))
        if len(targets) == len(wanted) and all(
                is_legal_target(game, s, t, player, 0, source) for s, t in zip(wanted, targets)):
            return targets
    chosen = []
    for spec in specs:
        if spec.any_number:
            break  # "any number": none unless answered
        candidates = [Target(player=p) for p in game.apnap()] + [
            Target(oid=o.oid, label=o.label) for o in sorted(game.state.existing(), key=lambda o: o.label)]
        legal = [t for t in candidates if is_legal_target(game, spec, t, player, 0, source) and t not in chosen]
        if not legal:
            return None
        chosen.append(legal[0])
    return tuple(chosen)


# --- timing ----------------------------------------------------------------------------------

def require_priority(game: "Game", what: str) -> None:
    if not game.state.turn.step.gives_priority:
        raise IllegalActionError(f"no player gets priority during the {game.state.turn.step.value}, "
                                 f"so {what} can't happen now")
    game.priority_point()


def require_sorcery_timing(game: "Game", player: str, what: str) -> None:
    require_priority(game, what)
    turn = game.state.turn
    if turn.active != player or not turn.step.is_main_phase or game.state.stack:
        raise IllegalActionError(f"{what} can only happen in {player}'s main phase with an empty stack")


# --- casting ---------------------------------------------------------------------------------

def cast(game: "Game", player: str, card_name: str, targets: Sequence[TargetRef], mode: int | None,
         x: int, choices: Sequence[str]) -> None:
    card = _from_hand(game, player, card_name)
    definition = card.definition
    what = f"casting {card_name}"
    if CardType.LAND in definition.types:
        raise IllegalActionError(f"{card_name} is a land: it is played, not cast")
    if CardType.INSTANT in definition.types:
        require_priority(game, what)
    else:
        require_sorcery_timing(game, player, what)
    specs, mode = _spell_target_specs(definition, mode, card_name)
    _check_named_choices(definition, mode, choices, what)
    chosen = resolve_refs(game, targets)
    check_targets(game, specs, chosen, player, what, x)
    with game.batch():
        on_stack = ops.move(game, card, Zone.STACK)
        push_spell(game, player, on_stack, chosen, mode, x, choices)
        game.emit(ev.SpellCast(player, on_stack.label))
    game.priority_point()  # the caster receives priority (117.3c)


def cast_copy(game: "Game", player: str, card: GameObject) -> bool:
    """Cast a copy of a card (Isochron Scepter): targets are the player's answer or the first legal."""
    definition = card.definition
    specs, mode = _spell_target_specs(definition, game.ask(player, "mode", 1 if definition.modes else None),
                                      definition.name)
    targets = choose_targets(game, player, specs)
    if targets is None:
        return False
    copy = game.new_object(definition, player, Zone.STACK, game.unique_label(f"{card.label}-copy"), copy_=True)
    push_spell(game, player, copy, targets, mode, 0, ())
    game.emit(ev.SpellCast(player, copy.label))
    return True


def _spell_target_specs(definition, mode: int | None, name: str) -> tuple[tuple[TargetSpec, ...], int | None]:
    if definition.enchant is not None:
        return (definition.enchant,), None
    if not definition.modes:
        return (), None
    if len(definition.modes) == 1:
        return definition.modes[0].targets, 1
    if mode is None:
        raise InvalidActionError(f"{name} is modal: say which mode (1 to {len(definition.modes)})")
    if not 1 <= mode <= len(definition.modes):
        raise InvalidActionError(f"{name} has no mode {mode}")
    return definition.modes[mode - 1].targets, mode


def _check_named_choices(definition, mode: int | None, choices: Sequence[str], what: str) -> None:
    allowed = definition.modes[mode - 1].choices if definition.modes and mode else ()
    if len(choices) != len(allowed):
        raise InvalidActionError(f"{what} takes {len(allowed)} named choice(s), {len(choices)} given")
    for value, values in zip(choices, allowed):
        if value not in values:
            raise InvalidActionError(f"{what}: {value} is not one of {', '.join(sorted(values))}")


def push_spell(game: "Game", player: str, spell: GameObject, targets: tuple[Target, ...],
               mode: int | None, x: int, choices: Sequence[str]) -> None:
    game.state.stack.append(StackItem(sid=game.state.take_sid(), controller=player, name=spell.name, spell=spell,
                                      source_oid=spell.oid, source_label=spell.label, targets=targets,
                                      mode=mode, x=x, choices=tuple(choices)))


def _from_hand(game: "Game", player: str, card_name: str) -> GameObject:
    """The first card of that name in the player's hand. A name no card of this game has, in any
    zone, is an invalid action (an unknown name too); a card of the game elsewhere, an illegal one."""
    hand = [game.state.objects[oid] for oid in game.player(player).hand]
    card = next((c for c in hand if c.name == card_name), None)
    if card is None:
        game.cards.card(card_name)
        if not any(obj.name == card_name for obj in game.state.objects.values()):
            raise InvalidActionError(f"there is no {card_name} in this game")
        raise IllegalActionError(f"{player} has no {card_name} in hand")
    return card


# --- playing lands ---------------------------------------------------------------------------

def play_land(game: "Game", player: str, card_name: str) -> None:
    card = _from_hand(game, player, card_name)
    if CardType.LAND not in card.definition.types:
        raise IllegalActionError(f"{card_name} is not a land")
    require_sorcery_timing(game, player, f"playing {card_name}")
    if game.player(player).lands_played_this_turn >= 1:
        raise IllegalActionError(f"{player} has already played a land this turn")
    game.player(player).lands_played_this_turn += 1
    ops.put_onto_battlefield(game, card, player)
    game.priority_point()  # the player receives priority again (117.3c): state-based actions first


# --- activating ------------------------------------------------------------------------------

MANA_OF_BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _add_mana_of(symbols: str) -> Callable[[Any], None]:
    def resolve(r: "Resolution") -> None:
        ops.add_mana(r.game, r.controller, symbols, r.source_label)
    return resolve


def activated_abilities(game: "Game", obj: GameObject) -> tuple[ActivatedAbility, ...]:
    """Its printed activated abilities, then one mana ability per basic land type it has (305.6).

    A face-down permanent has none (708.2).
    """
    if obj.face_down:
        return ()
    subtypes = game.chars()[obj.oid].subtypes if obj.exists else obj.definition.subtypes
    intrinsic = tuple(ActivatedAbility(f"{{T}}: Add {{{symbol}}}.", Cost(tap=True), _add_mana_of(symbol), mana=True)
                      for land_type, symbol in MANA_OF_BASIC_TYPES.items() if land_type in subtypes)
    return obj.definition.activated + intrinsic


def activate(game: "Game", player: str, label: str, index: int, targets: Sequence[TargetRef]) -> None:
    obj = game.state.find(label, Zone.BATTLEFIELD)
    if obj is None:
        if game.state.find(label) is None:
            raise InvalidActionError(f'there is no permanent "{label}"')
        raise IllegalActionError(f'"{label}" is not on the battlefield')
    what = f'activating an ability of "{label}"'
    if obj.phased_out:
        raise IllegalActionError(f'"{label}" is phased out: it is treated as though it does not exist')
    abilities = activated_abilities(game, obj)
    if not 1 <= index <= len(abilities):
        if obj.face_down:
            raise IllegalActionError(f'"{label}" is face down: it has no abilities')
        raise InvalidActionError(f'{obj.name} has no activated ability {index}')
    ability = abilities[index - 1]
    if ability.sorcery_speed:
        require_sorcery_timing(game, player, what)
    else:  # a mana ability too, when no cost asks for mana (605.3a)
        require_priority(game, what)
    if game.state.find(label, Zone.BATTLEFIELD) is not obj:  # gone as the player got priority (117.5, 704.3)
        raise IllegalActionError(f'"{label}" left the battlefield before {player} got priority')
    chars = game.chars()[obj.oid]
    if chars.controller != player:
        raise IllegalActionError(f'{player} does not control "{label}"')
    if ability.cost.tap:
        if obj.tapped:
            raise IllegalActionError(f'"{label}" is tapped')
        if CardType.CREATURE in chars.types and summoning_sick(game, obj):
            raise IllegalActionError(f'"{label}" has not been under {player}\'s control since the turn began')
    if ability.condition is not None and not ability.condition(game, obj):
        raise IllegalActionError(f"{what}: its condition is not met")
    chosen = resolve_refs(game, targets)
    check_targets(game, ability.targets, chosen, player, what, 0, obj)
    with game.batch():
        if ability.cost.tap:
            ops.tap(game, obj)
        item = StackItem(sid=game.state.take_sid(), controller=player, name=f"{label}: {ability.text}", ability=ability,
                         source_oid=obj.oid, source_label=obj.label, targets=chosen)
        if ability.mana:
            ability.resolve(Resolution(game, item))  # mana abilities don't use the stack (605.3)
        else:
            game.state.stack.append(item)
    game.priority_point()  # the player receives priority again (117.3c)


def summoning_sick(game: "Game", obj: GameObject) -> bool:
    """302.6: not continuously controlled since the controller's most recent turn began (in another
    player's turn, that is the controller's own last turn, not this one)."""
    chars = game.chars()[obj.oid]
    if "haste" in chars.keywords or obj.haste_like_for == chars.controller:
        return False
    controller, since = obj.controlled_since or (None, game.state.turn.number)
    return since is None or since >= game.state.player(chars.controller).last_turn


# --- resolving -------------------------------------------------------------------------------

class Resolution:
    """What a resolving spell or ability knows: who controls it, its targets, X, its choices."""

    def __init__(self, game: "Game", item: StackItem) -> None:
        self.game = game
        self.item = item
        self.controller = item.controller
        self.x = item.x
        self.choices = item.choices

    @property
    def source(self) -> GameObject | None:
        return self.game.state.objects.get(self.item.source_oid) if self.item.source_oid else None

    @property
    def source_label(self) -> str:
        return self.item.source_label or ""

    def last_known_source(self) -> GameObject | None:
        """The source as it is, or as it last existed on the battlefield if it has left (608.2h)."""
        oid = self.item.source_oid
        return None if oid is None else self.game.state.objects.get(oid) or self.game.state.last_known.get(oid)

    @property
    def event(self) -> Any:
        """The event a triggered ability triggered on."""
        return self.item.event

    def referenced(self) -> list[GameObject]:
        """The objects a triggered ability refers to ("that creature"), those still in the game,
        wherever they are: what the ability does to them says whether it can (a sacrifice can't
        reach a phased-out permanent, operations.sacrifice)."""
        found = [self.game.state.objects.get(oid) for oid in self.item.refs]
        return [o for o in found if o is not None]

    def target(self, index: int = 0) -> GameObject | None:
        """The target permanent, if it is still a legal target; else None."""
        if index >= len(self.item.targets):
            return None
        target = self.item.targets[index]
        specs = self.specs()
        if target.oid is None or not is_legal_target(self.game, specs[index], target, self.controller, self.x,
                                                     self.source):
            return None
        return self.game.state.objects[target.oid]

    def targets(self) -> list[GameObject]:
        """Every target permanent that is still legal (for "any number of target ...")."""
        found = (self.target(i) for i in range(len(self.item.targets)))
        return [t for t in found if t is not None]

    def target_player(self, index: int = 0) -> str | None:
        if index >= len(self.item.targets):
            return None
        target = self.item.targets[index]
        if target.player is None or not is_legal_target(self.game, self.specs()[index], target,
                                                         self.controller, self.x, self.source):
            return None
        return target.player

    def specs(self) -> tuple[TargetSpec, ...]:
        item = self.item
        if item.spell is not None:
            specs, _ = _spell_target_specs(item.spell.definition, item.mode, item.name)
        else:
            specs = item.ability.targets
        return expand(specs, len(item.targets))


def resolve_top(game: "Game") -> None:
    item = game.state.stack.pop()
    resolution = Resolution(game, item)
    specs = resolution.specs()
    with game.batch():
        if specs and not any(_still_legal(game, resolution, i) for i in range(len(specs))):
            if item.spell is not None:  # 608.2b: every target illegal, the spell doesn't resolve
                ops.move(game, item.spell, Zone.GRAVEYARD)
            return
        if item.spell is None:
            item.ability.resolve(resolution)
            return
        spell = item.spell
        definition = spell.definition
        if definition.is_permanent_card:
            host = resolution.target(0) if definition.enchant is not None else None
            ops.put_onto_battlefield(game, spell, item.controller, attach_to=host)
            return
        definition.modes[(item.mode or 1) - 1].resolve(resolution)
        current = game.state.objects.get(spell.oid)
        if current is not None and current.zone is Zone.STACK:
            ops.move(game, current, Zone.GRAVEYARD)


def _still_legal(game: "Game", resolution: Resolution, index: int) -> bool:
    return resolution.target(index) is not None or resolution.target_player(index) is not None
