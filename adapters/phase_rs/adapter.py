"""The phase.rs adapter: ``describe`` and ``run`` for :func:`phasecheck.adapter.serve`.

It translates and never judges: the setup becomes a phase.rs game, each action becomes phase.rs's
own legal actions, and each checkpoint is what phase.rs shows. What phase.rs has no way to express
makes the scenario ``skipped`` with the reason; what phase.rs does wrongly is left for phasecheck
to find.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import metadata
from typing import Any

from . import cards, observe, setup
from .actions import perform
from .table import Refused, Table, Unexpressible

NAME = "phase.rs"
#: the kinds of event reported every time they happen: phase.rs's own event stream, and the legend
#: rule's work: phase.rs applies the legend rule (its state-based action) only by asking the player which
#: legend to keep (``ChooseLegend``), for every group of two or more, and the adapter reports each legend
#: not kept that goes to a graveyard (table._legend_rule). Not ``triggered``: the adapter reports every
#: triggered ability phase.rs puts on its stack or asks to order, but a lone one with no legal target
#: phase.rs removes (603.3d) without a trace, in its events, log, journal or state, so a count of
#: ``triggered`` events is a lower bound only (docs/engines.md §5, §8), except in a game where no card
#: or token has a triggered ability that could be so removed (:func:`_complete_in_game`)
COMPLETE_EVENTS = ["phased out", "phased in", "zone change", "tapped", "untapped", "drew", "discarded", "legend rule"]


@lru_cache(maxsize=1)
def pool() -> cards.CardPool:
    return cards.load()


def describe() -> dict[str, Any]:
    return {"name": NAME, "version": f"phase-python {metadata.version('phase-python')}", "editions": ["current"],
            "cards": pool().cards, "tokens": pool().tokens, "complete_events": COMPLETE_EVENTS}


def run(play: dict[str, Any], edition: str) -> dict[str, Any]:
    """Play one scenario's play on a fresh phase.rs game; return the observations."""
    try:
        table = setup.build(pool(), play["setup"])
        observed = _play(table, play["steps"])
        return observed | _complete_in_game(table, play["setup"])
    except Unexpressible as gap:
        return {"status": "skipped", "reason": str(gap)}


def _complete_in_game(table: Table, game_setup: dict[str, Any]) -> dict[str, Any]:
    """``triggered`` claimed complete for this run (docs/engines.md §8) when phase.rs leaves a trace
    of every triggered ability of every card and token the game may hold (cards.Face.triggers_traced):
    none of them can be a lone ability removed for want of a target; and when the adapter reported
    every one it saw (none was of an object it could not name)."""
    faces = setup.faces_in_game(pool(), game_setup)
    whole = not table.unattributed_trigger and all(pool().entry(name).triggers_traced for name in faces)
    return {"complete_events": ["triggered"]} if whole else {}


def _play(table: Table, steps: list[dict[str, Any]]) -> dict[str, Any]:
    actions: list[dict[str, Any]] = []
    checkpoints: list[dict[str, Any]] = []
    turn = {"active": table.active, "number": table.game.turn}
    for index, step in enumerate(steps):
        if "observe" in step:
            events = observe.events(table, table.pending_events, turn)
            table.pending_events.clear()
            checkpoints.append({"step": index, "state": observe.observe(table), "events": events})
            continue
        actions.append(_perform(table, index, step, turn))
    return {"status": "observed", "actions": actions, "checkpoints": checkpoints}


def _perform(table: Table, index: int, step: dict[str, Any], turn: dict[str, Any]) -> dict[str, Any]:
    snapshot = table.snapshot()
    try:
        perform(table, pool(), step)
    except Refused as refusal:
        table.restore(snapshot)
        return {"step": index, "accepted": False, "refusal": refusal.refusal, "reason": refusal.reason}
    table.acted = table.acted or step["action"] != "answer"  # an answer given ahead is no play of the game
    return {"step": index, "accepted": True}
