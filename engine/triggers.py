"""Triggered abilities: when they trigger (603.2), looking back in time where the rules say so
(603.10), delayed triggers (603.7), and how they wait and then go on the stack in their
controllers' chosen order (603.3).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from . import events as ev
from .model import CardType, DelayedTrigger, PendingTrigger, StackItem, Step
from .shared import shared

if TYPE_CHECKING:
    from .carddef import TriggeredAbility
    from .game import Game


@shared
@dataclass(frozen=True)
class SourceView:
    """A permanent as a trigger source, at one moment: its abilities and its controller."""

    oid: int
    label: str
    controller: str
    abilities: tuple["TriggeredAbility", ...]


def sources(game: "Game") -> tuple[SourceView, ...]:
    """Every phased-in, face-up permanent with triggered abilities (a phased-out one triggers nothing)."""
    chars = game.chars()
    kept = game.kept_sources
    if kept is not None and kept[0] is chars:  # the same characteristics: no object changed zone, phased or turned
        if game.verify and kept[1] != _found(game, chars):
            raise AssertionError("the trigger sources kept are not those of the game now")
        return kept[1]
    found = _found(game, chars)
    game.kept_sources = (chars, found)
    return found


def _found(game: "Game", chars: dict) -> tuple[SourceView, ...]:
    return tuple([SourceView(o.oid, o.label, chars[o.oid].controller, o.definition.triggered)
                  for o in game.state.existing() if o.definition.triggered and not o.face_down])


# --- trigger conditions ---------------------------------------------------------------------

@shared
@dataclass(frozen=True)
class SelfPhasesOut:
    looks_back = True  # 603.10b

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.PhasedOut) and event.oid == source.oid


@shared
@dataclass(frozen=True)
class SelfPhasesIn:
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.PhasedIn) and event.oid == source.oid


@shared
@dataclass(frozen=True)
class SelfEnters:
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.ZoneChanged) and event.entered_battlefield and event.new_oid == source.oid


@shared
@dataclass(frozen=True)
class SelfLeaves:
    """"When ~ leaves the battlefield" (603.10a looks back). Under an edition where phasing out is
    leaving play (2003, 502.15d), phasing out triggers it too."""

    looks_back = True

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        if isinstance(event, ev.PhasedOut):
            return event.oid == source.oid and game.edition.phasing_out_is_leaving()
        return isinstance(event, ev.ZoneChanged) and event.left_battlefield and event.old_oid == source.oid


@shared
@dataclass(frozen=True)
class AnotherCreatureEnters:
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        if not (isinstance(event, ev.ZoneChanged) and event.entered_battlefield and event.new_oid != source.oid):
            return False
        chars = game.chars().get(event.new_oid)
        return chars is not None and CardType.CREATURE in chars.types


@shared
@dataclass(frozen=True)
class SelfBecomesUnattached:
    """"Whenever ~ becomes unattached" looks back (603.10a): it triggers when ~ leaves the battlefield too."""

    looks_back = True

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.BecameUnattached) and event.oid == source.oid


@shared
@dataclass(frozen=True)
class SelfDealsCombatDamageToPlayer:
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return (isinstance(event, ev.DamageDealt) and event.source_oid == source.oid and event.to_player
                and event.combat)


@shared
@dataclass(frozen=True)
class BeginningOfYourStep:
    """"At the beginning of your <step>", with an intervening "if" clause where there is one (603.4)."""

    step: Step
    condition: Callable[["Game", int], bool] | None = None
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return (isinstance(event, ev.StepBegan) and event.step == self.step._value_
                and event.player == source.controller
                and (self.condition is None or self.condition(game, source.oid)))


@shared
@dataclass(frozen=True)
class BeginningOfTheNextStep:
    """"At the beginning of the next <step>", whoever's turn it is: for delayed triggers."""

    step: Step
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.StepBegan) and event.step == self.step._value_


@shared
@dataclass(frozen=True)
class AnyOf:
    """"When ~ phases out or leaves the battlefield": one ability, one trigger per event."""

    conditions: tuple[Any, ...]

    @property
    def looks_back(self) -> bool:
        return any(c.looks_back for c in self.conditions)

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return any(c.matches(event, source, game) for c in self.conditions)


TriggerCondition = (SelfPhasesOut | SelfPhasesIn | SelfEnters | SelfLeaves | AnotherCreatureEnters
                    | SelfBecomesUnattached | SelfDealsCombatDamageToPlayer | BeginningOfYourStep
                    | BeginningOfTheNextStep | AnyOf)


# --- collecting and stacking ----------------------------------------------------------------

def collect(game: "Game", events: list[Any], before: tuple[SourceView, ...]) -> None:
    if not events:
        return
    after = sources(game)
    found: list[PendingTrigger] = []
    for event in events:
        for ability_looks_back, views in ((True, before), (False, after)):
            for view in views:
                for ability in view.abilities:
                    if ability.when.looks_back != ability_looks_back:
                        continue
                    if ability.when.matches(event, view, game):
                        found.append(PendingTrigger(view.controller, view.oid, view.label, ability, event))
        found += _delayed(game, event)
    for trigger in found:
        game.state.pending_triggers.append(trigger)
        game.state.log.append(ev.AbilityTriggered(trigger.source_label, trigger.controller, trigger.ability.text))


def _delayed(game: "Game", event: Any) -> list[PendingTrigger]:
    """Delayed triggers this event triggers: each triggers once, then is gone (603.7c)."""
    fired = []
    for delayed in list(game.state.delayed_triggers):
        view = SourceView(delayed.source_oid, delayed.source_label, delayed.controller, (delayed.ability,))
        if delayed.ability.when.matches(event, view, game):
            game.state.delayed_triggers.remove(delayed)
            fired.append(PendingTrigger(delayed.controller, delayed.source_oid, delayed.source_label,
                                        delayed.ability, event, delayed.refs))
    return fired


def create_delayed(game: "Game", controller: str, source_oid: int, source_label: str,
                   ability: "TriggeredAbility", refs: tuple[int, ...]) -> None:
    game.state.delayed_triggers.append(DelayedTrigger(controller, source_oid, source_label, ability, refs))


def forget(game: "Game", oid: int) -> None:
    """Delayed triggers that refer to this object can no longer affect it (502.15g, 2003)."""
    for delayed in game.state.delayed_triggers:
        delayed.refs = tuple(r for r in delayed.refs if r != oid)
    for trigger in game.state.pending_triggers:
        trigger.refs = tuple(r for r in trigger.refs if r != oid)


def put_on_stack(game: "Game") -> None:
    """Each player, active player first, puts their waiting triggers on the stack in the order they choose."""
    from .stack import choose_targets

    waiting, game.state.pending_triggers = game.state.pending_triggers, []
    for player in game.apnap():
        mine = [t for t in waiting if t.controller == player]
        if len(mine) > 1:
            mine = _in_chosen_order(mine, game.ask(player, "order", []))
        for trigger in mine:
            targets = choose_targets(game, player, trigger.ability.targets, trigger.source_oid)
            if targets is None:
                continue  # 603.3d: no legal target, removed from the stack
            game.state.stack.append(StackItem(
                sid=game.state.take_sid(), controller=player, name=f"{trigger.source_label}: {trigger.ability.text}",
                ability=trigger.ability, source_oid=trigger.source_oid, source_label=trigger.source_label,
                targets=targets, event=trigger.event, refs=trigger.refs))


def _in_chosen_order(mine: list[PendingTrigger], order: list[str]) -> list[PendingTrigger]:
    chosen: list[PendingTrigger] = []
    remaining = list(mine)
    for label in order:
        match = next((t for t in remaining if t.source_label == label), None)
        if match is not None:
            chosen.append(match)
            remaining.remove(match)
    return chosen + remaining
