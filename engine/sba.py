"""State-based actions (704). Phased-out permanents are not seen by them (702.26b), except where
an edition's rules name phased-out permanents."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from . import events as ev
from . import operations as ops
from .model import CREATURE, CardType, GameObject, Zone

if TYPE_CHECKING:
    from .game import Game


def check(game: "Game") -> bool:
    """Perform all applicable state-based actions at once, repeatedly; True if any was performed.
    Not looked for again while nothing they read has changed since none applied (Game.settled)."""
    settled = game.is_settled()
    if settled and not game.verify:
        return False
    before = copy.deepcopy(game.state) if settled else None
    performed = _until_none_apply(game)
    if before is not None and (performed or game.state != before):
        raise AssertionError("the state-based actions were skipped where they would have changed the game")
    return performed


def _until_none_apply(game: "Game") -> bool:
    performed = False
    for _ in range(100):
        now = game.settled()
        with game.batch():
            acted = _once(game)
        if not acted:
            game.settle(now)
            return performed
        performed = True
    return performed


def _once(game: "Game") -> bool:
    state = game.state
    chars = game.chars()
    acted = False
    for player in state.players:
        if player.in_game and (player.life <= 0 or player.drew_from_empty_library or player.poison >= 10):
            leave_game(game, player.name)
            acted = True
    to_graveyard: list[GameObject] = []
    for obj in state.existing():
        c = chars[obj.oid]
        if CREATURE in c.types and c.toughness is not None:
            if c.toughness <= 0 or (obj.damage > 0 and obj.damage >= c.toughness):
                to_graveyard.append(obj)  # 704.5f, 704.5g
        if obj.definition.is_aura and not _legally_attached(game, obj, chars):
            to_graveyard.append(obj)  # 704.5m
        if obj.definition.is_equipment and obj.attached_to is not None and not _legally_attached(game, obj, chars):
            ops.unattach(game, obj)  # 704.5n
            acted = True
        both = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
        if both and game.edition.counters_annihilate():
            ops.remove_counters(game, obj, "+1/+1", both)  # 704.5q
            ops.remove_counters(game, obj, "-1/-1", both)
            acted = True
    legends = game.edition.legend_rule(game, chars)
    for obj in legends:
        game.emit(ev.LegendRule(obj.label))
    to_graveyard += legends
    for obj in {o.oid: o for o in to_graveyard}.values():
        if obj.zone is Zone.BATTLEFIELD:
            ops.move(game, obj, Zone.GRAVEYARD)
            acted = True
    for obj in list(state.objects.values()):
        if obj.token and obj.zone not in (Zone.BATTLEFIELD, Zone.NOWHERE):
            ops.cease_to_exist(game, obj)  # 704.5d
            acted = True
        elif obj.copy and obj.zone not in (Zone.STACK, Zone.NOWHERE):
            ops.cease_to_exist(game, obj)  # 704.5e
            acted = True
        elif (obj.token and obj.zone is Zone.BATTLEFIELD and obj.phased_out
              and game.edition.phased_out_token_ceases_to_exist(obj)):
            ops.cease_to_exist(game, obj)
            acted = True
    return acted


def _legally_attached(game: "Game", obj: GameObject, chars: dict) -> bool:
    host = game.state.objects.get(obj.attached_to) if obj.attached_to is not None else None
    if host is None or not host.exists:
        return False
    if obj.definition.is_equipment:
        return CardType.CREATURE in chars[host.oid].types
    spec = obj.definition.enchant
    if spec is None or not spec.types:
        return True
    return bool(spec.types & chars[host.oid].types)


def one_per_controller(game: "Game", chars: dict) -> list[GameObject]:
    """704.5j: of two or more legendary permanents with one name and one controller, that player
    keeps one (the newest unless they answer otherwise); the rest go to the graveyard."""
    losers: list[GameObject] = []
    for (controller, _), group in _legends(game, chars, lambda c: (c.controller, c.name)).items():
        if len(group) > 1:
            newest = max(group, key=lambda o: o.timestamp)
            keep_label = game.ask(controller, "keep", newest.label)
            keep = next((o for o in group if o.label == keep_label), newest)
            losers += [o for o in group if o is not keep]
    return losers


def newest_arrival_stays(game: "Game", chars: dict) -> list[GameObject]:
    """The old legend rule: of two or more legendary permanents with one name, whoever controls
    them, all but the one that has been in play the shortest time go; a tie sends them all."""
    losers: list[GameObject] = []
    for group in _legends(game, chars, lambda c: c.name).values():
        if len(group) > 1:
            newest = max(o.arrived for o in group)
            stays = [o for o in group if o.arrived == newest]
            losers += [o for o in group if len(stays) > 1 or o is not stays[0]]
    return losers


def all_of_one_name(game: "Game", chars: dict) -> list["GameObject"]:
    """The legend rule from Champions of Kamigawa to Magic 2014: two or more legendary permanents
    with one name, whoever controls them, all go."""
    return [o for group in _legends(game, chars, lambda c: c.name).values() if len(group) > 1 for o in group]


def _legends(game: "Game", chars: dict, key) -> dict:
    groups: dict = {}
    for obj in game.state.existing():
        c = chars[obj.oid]
        if "Legendary" in c.supertypes:
            groups.setdefault(key(c), []).append(obj)
    return groups


def leave_game(game: "Game", name: str) -> None:
    """800.4a: a player who leaves takes everything they own; effects giving them control end."""
    state = game.state
    player = state.player(name)
    with game.batch():
        player.in_game = False
        game.emit(ev.PlayerLeftGame(name))
        for obj in list(state.objects.values()):
            if obj.owner == name and obj.zone is not Zone.NOWHERE:
                ops.cease_to_exist(game, obj)
        state.effects = [e for e in state.effects
                         if getattr(e.modification, "player", None) != name]
        state.stack = [item for item in state.stack if item.controller != name]
