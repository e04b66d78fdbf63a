"""Triggered abilities: when they trigger (603.2), looking back in time where the rules say so
(603.10), and how they wait and then go on the stack in their controllers' chosen order (603.3).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import events as ev
from .model import PendingTrigger, Step, StackItem

if TYPE_CHECKING:
    from .carddef import TriggeredAbility
    from .game import Game


@dataclass(frozen=True)
class SourceView:
    """A permanent as a trigger source, at one moment: its abilities and its controller."""

    oid: int
    label: str
    controller: str
    abilities: tuple["TriggeredAbility", ...]


def sources(game: "Game") -> list[SourceView]:
    chars = game.chars()
    return [SourceView(o.oid, o.label, chars[o.oid].controller, o.definition.triggered)
            for o in game.state.existing() if o.definition.triggered]


# --- trigger conditions ---------------------------------------------------------------------

@dataclass(frozen=True)
class SelfPhasesOut:
    looks_back = True  # 603.10b

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.PhasedOut) and event.oid == source.oid


@dataclass(frozen=True)
class SelfPhasesIn:
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.PhasedIn) and event.oid == source.oid


@dataclass(frozen=True)
class SelfEnters:
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return isinstance(event, ev.ZoneChanged) and event.entered_battlefield and event.new_oid == source.oid


@dataclass(frozen=True)
class BeginningOfYourStep:
    step: Step
    looks_back = False

    def matches(self, event: Any, source: SourceView, game: "Game") -> bool:
        return (isinstance(event, ev.StepBegan) and event.step == self.step.value
                and event.player == source.controller)


TriggerCondition = SelfPhasesOut | SelfPhasesIn | SelfEnters | BeginningOfYourStep


# --- collecting and stacking ----------------------------------------------------------------

def collect(game: "Game", events: list[Any], before: list[SourceView]) -> None:
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
    for trigger in found:
        game.state.pending_triggers.append(trigger)
        game.state.log.append(ev.AbilityTriggered(trigger.source_label, trigger.controller, trigger.ability.text))


def put_on_stack(game: "Game") -> None:
    """Each player, active player first, puts their waiting triggers on the stack in the order they choose."""
    from .stack import choose_targets

    waiting, game.state.pending_triggers = game.state.pending_triggers, []
    for player in game.apnap():
        mine = [t for t in waiting if t.controller == player]
        if len(mine) > 1:
            mine = _in_chosen_order(mine, game.ask(player, "order", []))
        for trigger in mine:
            targets = choose_targets(game, player, trigger.ability.targets)
            if targets is None:
                continue  # 603.3d: no legal target, removed from the stack
            game.state.stack.append(StackItem(
                sid=game.state.take_sid(), controller=player, name=f"{trigger.source_label}: {trigger.ability.text}",
                ability=trigger.ability, source_oid=trigger.source_oid, source_label=trigger.source_label,
                targets=targets))


def _in_chosen_order(mine: list[PendingTrigger], order: list[str]) -> list[PendingTrigger]:
    chosen: list[PendingTrigger] = []
    remaining = list(mine)
    for label in order:
        match = next((t for t in remaining if t.source_label == label), None)
        if match is not None:
            chosen.append(match)
            remaining.remove(match)
    return chosen + remaining
