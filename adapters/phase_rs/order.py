"""The order of events and of triggered abilities, in the protocol's terms (docs/engines.md §7, §8).

What phases at once (in an untap step, or by one effect) phase.rs reports in an order of its own; the
protocol reports every phasing out before every phasing in, each directly before indirectly, each in
timestamp order (§8). Those events are phase.rs's own, only put in that order: :func:`in_report_order`.

phase.rs asks a player to order the triggered abilities they put on the stack at once
(``OrderTriggers``), listing them in an order of its own. The adapter answers for the player: with
their ``order`` answer, and for the abilities it does not list, with the protocol's default (§7): the
order they triggered in; those that triggered at the same moment, in the order of their events as
§8 reports them, then by their sources' timestamps, the oldest first. What each ability triggered on
is phase.rs's own record (the ``trigger_event`` it keeps with each ability waiting to be ordered),
found in phase.rs's events; the timestamps are phase.rs's.
"""
from __future__ import annotations

import json
from typing import Any, Iterable

from .table import Table, Unexpressible

PHASING = ("PermanentPhasedOut", "PermanentPhasedIn")


def in_report_order(table: Table, events: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """phase.rs's events, each run of phasing events (what phased at once) in §8's order."""
    ordered: list[dict[str, Any]] = []
    run: list[dict[str, Any]] = []
    for event in events:
        if event["type"] in PHASING:
            run.append(event)
            continue
        ordered += sorted(run, key=lambda e: _phasing_key(table, e))
        run = []
        ordered.append(event)
    return ordered + sorted(run, key=lambda e: _phasing_key(table, e))


def _phasing_key(table: Table, event: dict[str, Any]) -> tuple[bool, bool, int]:
    """Phasing out first, directly first, then the permanent's timestamp (phase.rs's)."""
    data = event["data"]
    out = event["type"] == "PermanentPhasedOut"
    indirectly = bool(data.get("indirect")) if out else table.phased_how.get(data["object_id"]) == "indirectly"
    return not out, indirectly, _timestamp(table, data["object_id"])


def _timestamp(table: Table, object_id: Any) -> int:
    """phase.rs's timestamp of the object, or, for one that has since ceased to exist (a 0/0 token
    that phased in and died), the last one phase.rs knew it by (its record as it left)."""
    if not isinstance(object_id, int):
        return 0
    try:
        return table.game.object(object_id).get("timestamp") or 0
    except ValueError:  # phase.rs knows no such object any more
        pass
    for event in reversed(table.history):
        data = event.get("data") or {}
        if event["type"] == "ZoneChanged" and data.get("object_id") == object_id and data.get("record"):
            return ((data["record"].get("trigger_source_context") or {}).get("timestamp")) or 0
    raise Unexpressible(f"phase.rs reports a permanent phasing ({object_id}) that it no longer knows, with no record "
                        "of it as it left, so what phased at once can't be put in order")


def default_order(table: Table, seat: int, triggers: list[dict[str, Any]]) -> list[int]:
    """The indices of the abilities phase.rs lists in ``triggers`` (an ``OrderTriggers`` prompt of the
    player ``seat``), first to go on the stack first, in §7's default order."""
    pending = _pending(table, seat, triggers)
    events = [record.get("trigger_event") for record in pending]
    wanted = {event["type"] for event in events if event}
    # where each event of those kinds was last reported, in §8's order (one pass over the history)
    last = {_key(e): i for i, e in enumerate(in_report_order(table, table.history)) if e["type"] in wanted}

    def moment(event: dict[str, Any] | None) -> int:
        found = last.get(_key(event)) if event else None
        if found is None:
            raise Unexpressible(f"phase.rs asks {table.player(seat)} to order triggered abilities, one of which "
                                "triggered on an event phase.rs did not report, so their default order is unknown")
        return found

    keys = [(moment(events[i]), _source_timestamp(table, pending[i]), i) for i in range(len(triggers))]
    return [key[-1] for key in sorted(keys)]


def _key(event: dict[str, Any]) -> str:
    """An event as phase.rs reports it and as it keeps it with an ability (its keys in any order)."""
    return json.dumps({"type": event["type"], "data": event.get("data")}, sort_keys=True, default=str)


def _pending(table: Table, seat: int, triggers: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """phase.rs's record of each ability the prompt lists (``pending_trigger_order``), matched by its
    source and text, in the prompt's order."""
    groups = (table.state().get("pending_trigger_order") or {}).get("groups", [])
    records = [t["pending"] for g in groups if g.get("controller") == seat and not g.get("ordered")
               for t in g.get("triggers", [])]
    matched = []
    for trigger in triggers:
        record = next((r for r in records if r.get("source_id") == trigger["source_id"]
                       and r.get("description") == trigger["description"]), None)
        if record is None:
            raise Unexpressible(f"phase.rs asks {table.player(seat)} to order triggered abilities it keeps no "
                                "record of, so their default order is unknown")
        records.remove(record)
        matched.append(record)
    return matched


def _source_timestamp(table: Table, record: dict[str, Any]) -> int:
    """The source's timestamp as the ability triggered (phase.rs's last known information), else now."""
    known = ((record.get("ability") or {}).get("trigger_source") or {}).get("timestamp")
    return known if isinstance(known, int) else _timestamp(table, record.get("source_id"))
