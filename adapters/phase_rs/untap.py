"""The untap step, seen from the beginning of the upkeep (docs/engines.md §3, ``advance``).

phase.rs gives no player priority in the untap step (502.4) and never stops there: one call runs
the untap step's turn-based actions (phasing, untapping), begins the upkeep and stacks or asks to
order what triggered. The protocol's ``advance`` to an untap step stops after phasing and
untapping, before the upkeep begins. So the adapter advances to that upkeep, where phase.rs stops,
and reports the game as it was at the end of the untap step when that is exactly what phase.rs
shows there:

- everything phase.rs did after its untap step, as its events say, is the upkeep's beginning
  (``PhaseChanged``) and putting triggered abilities on its stack, nothing else (no state-based
  action, no other event): the board is the untap step's;
- each triggered ability waiting or stacked at that stop is told apart by phase.rs's own record of
  what it triggered on: an ability waiting to be ordered keeps the event that triggered it
  (``trigger_event``): one of the untap step's events (it triggered in the untap step) or the
  upkeep's beginning; an ability already stacked keeps its trigger's definition, which names a
  step (``phase``) when it triggers as that step begins. Those of the untap step are reported as
  waiting, the upkeep's are not there yet (they have not triggered), and the stack is empty.

Anything else makes the scenario skipped. From there, only an ``answer``, an ``advance`` or a
``pass priority`` (which, nobody having priority in the untap step, goes on to the upkeep, as
phase.rs did) can be played: phase.rs was never asked to act in its untap step.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .table import Table, Unexpressible

#: what phase.rs may do between its untap step and the stop at the upkeep, the board unchanged: begin
#: the upkeep and put triggered abilities on its stack (not choose their targets: a target chosen there
#: would be chosen before the answers the scenario gives at the untap step)
BETWEEN = ("PhaseChanged", "StackPushed", "TriggeredAbilityStacked")


@dataclass
class UntapView:
    """The game shown at the end of an untap step while phase.rs waits at the upkeep's beginning."""

    #: phase.rs's events since its upkeep began, reported once the game is shown at the upkeep
    held: list[dict[str, Any]] = field(default_factory=list)
    #: how many entries on top of phase.rs's stack it stacked as the upkeep began, and which of them
    #: (stack entry ids) triggered in the untap step
    stacked: int = 0
    stacked_in_untap: list[int] = field(default_factory=list)
    #: the triggers phase.rs asks to order that triggered in the untap step: (source's object id, text)
    ordered_in_untap: list[tuple[int, str]] = field(default_factory=list)


def carve(table: Table, player: str) -> None:
    """phase.rs has just stopped at ``player``'s upkeep: show the game at the end of that turn's untap
    step, or skip the scenario if phase.rs's state there is not exactly the untap step's."""
    events = table.pending_events
    upkeep = _last(events, "Upkeep")
    untap = _last(events[:upkeep], "Untap") if upkeep is not None else None
    if upkeep is None or untap is None or any(e["type"] == "TurnStarted" for e in events[untap:upkeep]):
        raise Unexpressible(f"phase.rs began {player}'s upkeep without an untap step before it in that turn, so "
                            "the game can't be observed in the untap step")
    held = events[upkeep:]
    other = sorted({e["type"] for e in held if e["type"] not in BETWEEN})
    if "BecomesTarget" in other:
        raise Unexpressible("phase.rs never stops in the untap step, and as the upkeep where it stops began it chose "
                            "the targets of a triggered ability it put on its stack, before any answer the scenario "
                            "gives after the untap step, so the game can't be observed in the untap step")
    if other or sum(e["type"] == "PhaseChanged" for e in held) != 1:
        raise Unexpressible("phase.rs never stops in the untap step, and between it and the upkeep where it stops it "
                            f"did more than put triggered abilities on its stack ({', '.join(other) or 'another step'}),"
                            " so the game can't be observed in the untap step")
    untap_events = [_key(e) for e in events[untap + 1:upkeep]]
    # a step ends only with an empty stack: all that is on it was stacked as the upkeep began
    view = UntapView(stacked=len(table.stack))
    stack = table.stack
    for entry in stack[len(stack) - view.stacked:]:
        if _stacked_in_untap(table, entry):
            view.stacked_in_untap.append(entry["id"])
    if table.prompt["type"] == "OrderTriggers":
        for pending in _pending(table):
            trigger_event = _key(pending["trigger_event"])
            if trigger_event in untap_events:
                view.ordered_in_untap.append((pending["source_id"], pending["description"]))
            elif trigger_event != _key(events[upkeep]):
                raise Unexpressible("phase.rs asks to order an ability that triggered on neither an event of the "
                                    "untap step nor the upkeep's beginning, so the game can't be observed in the "
                                    "untap step")
    untap_born = _sources(table, view)
    view.held = [e for e in held if not (e["type"] == "TriggeredAbilityStacked" and _born(e, untap_born))]
    table.pending_events[upkeep:] = [e for e in held if e not in view.held]
    table.untap_view = view


def _last(events: list[dict[str, Any]], phase: str) -> int | None:
    found = [i for i, e in enumerate(events) if e["type"] == "PhaseChanged" and (e.get("data") or {}).get("phase") == phase]
    return found[-1] if found else None


def _key(event: dict[str, Any]) -> tuple[str, str]:
    return event["type"], repr(sorted((event.get("data") or {}).items()))


def _pending(table: Table) -> list[dict[str, Any]]:
    """The triggered abilities phase.rs asks to order, with the event each triggered on."""
    order = table.state().get("pending_trigger_order") or {}
    return [trigger["pending"] | {"source_id": trigger["pending"]["ability"]["source_id"]}
            for group in order.get("groups", []) for trigger in group.get("triggers", [])]


def _stacked_in_untap(table: Table, entry: dict[str, Any]) -> bool:
    """Whether a triggered ability phase.rs stacked as the upkeep began triggered before it: its
    trigger's definition names no step it triggers at the beginning of (it triggers on an event)."""
    ability = (entry["kind"].get("data") or {}).get("ability") or {}
    reference = ability.get("trigger_definition_ref") or {}
    source = table.state()["objects"].get(str((reference.get("source") or {}).get("object_id")))
    for definition in (source or {}).get("trigger_definitions") or []:
        if definition.get("occurrence") == reference.get("occurrence"):
            return definition["definition"].get("phase") is None
    raise Unexpressible("phase.rs stacked a triggered ability as the upkeep began whose trigger the adapter can't "
                        "find, so the game can't be observed in the untap step")


def stacked_key(entry: dict[str, Any]) -> tuple[int, str]:
    """A triggered ability on phase.rs's stack as (source's object id, text)."""
    return entry.get("source_id"), ((entry["kind"].get("data") or {}).get("ability") or {}).get("description", "")


def _sources(table: Table, view: UntapView) -> list[tuple[int, str]]:
    """The untap step's triggered abilities, as (source's object id, text)."""
    return [stacked_key(e) for e in table.stack if e["id"] in view.stacked_in_untap] + view.ordered_in_untap


def _born(event: dict[str, Any], triggers: list[tuple[int, str]]) -> bool:
    return (event["data"].get("source_id"), event["data"].get("description")) in triggers


def waiting(table: Table) -> list[tuple[int, str]]:
    """The triggered abilities waiting at the end of the untap step, as (source's object id, text)."""
    return _sources(table, table.untap_view) if table.untap_view is not None else []


def release(table: Table) -> None:
    """The game is shown at the upkeep, where phase.rs is: what happened as it began is reported."""
    view, table.untap_view = table.untap_view, None
    if view is not None:
        table.pending_events += view.held
