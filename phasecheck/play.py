"""The play: what an engine is given of a scenario, and nothing more (schemas/play.schema.json).

An engine needs the setup, the actions with their answers, and the points where it must observe.
It never sees what it is judged against: no check, no expected value, no ``illegal`` flag, no
title, question, ruling, source, rule number, id, or Gherkin line and sentence. Each group of
consecutive checks becomes one ``{"observe": true}`` step, so not even the number of checks shows.

An engine numbers its action results and checkpoints by the play's steps; :func:`restore` turns
its answer back into the scenario's numbering, which the judge and every report use. A result or
checkpoint that names no action or observe step of the play can't be placed: :class:`Misplaced`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

#: what an action keeps of its scenario step: everything but these, which are for the judge and
#: the reader (the flag of an action that must be refused; the Gherkin line and sentence)
JUDGES_ONLY = ("illegal", "line", "text")
OBSERVE: Mapping[str, Any] = {"observe": True}


@dataclass(frozen=True)
class Play:
    """The play of one scenario: the message an engine gets, and where each of its steps came from."""

    message: Mapping[str, Any] = field(hash=False)
    #: for each step of the play, the index of the scenario step it stands for (an observe step:
    #: the first check of its group)
    origins: tuple[int, ...]

    def origin(self, step: int, kind: str) -> int:
        """The scenario's index of the play's ``step``, which must be a step of ``kind`` (``action``
        or ``observe``); :class:`Misplaced` if it is not one."""
        steps = self.message["steps"]
        if not 0 <= step < len(steps):
            raise Misplaced(f"play step {step} does not exist (the play has {len(steps)} steps)")
        if ("observe" in steps[step]) != (kind == "observe"):
            what = "an observe step" if "observe" in steps[step] else "an action"
            raise Misplaced(f"play step {step} is {what}, not {'an observe step' if kind == 'observe' else 'an action'}")
        return self.origins[step]


class Misplaced(ValueError):
    """An engine's answer names a step of the play where there is none of that kind."""


def play_of(scenario: Mapping[str, Any]) -> Play:
    """The play of a scenario: its setup; its actions, each without what only the judge reads; and
    an observe step for each group of consecutive checks."""
    steps: list[Mapping[str, Any]] = []
    origins: list[int] = []
    previous_was_check = False
    for index, step in enumerate(scenario["steps"]):
        if "check" in step:
            if not previous_was_check:
                steps.append(OBSERVE)
                origins.append(index)
            previous_was_check = True
            continue
        previous_was_check = False
        steps.append({k: v for k, v in step.items() if k not in JUDGES_ONLY})
        origins.append(index)
    return Play({"setup": scenario["setup"], "steps": steps}, tuple(origins))


def restore(play: Play, observed: Mapping[str, Any]) -> dict[str, Any]:
    """An engine's observations (valid against their schema, status ``observed``), numbered by the
    scenario's steps instead of the play's; :class:`Misplaced` for a step that can't be placed, a
    step answered twice, or steps out of order."""
    _once(observed["actions"], "two action results for play step")
    _once(observed["checkpoints"], "two checkpoints at play step")
    actions = [{**a, "step": play.origin(a["step"], "action")} for a in observed["actions"]]
    checkpoints = [{**c, "step": play.origin(c["step"], "observe")} for c in observed["checkpoints"]]
    _in_order(observed["actions"], "an action result")
    _in_order(observed["checkpoints"], "a checkpoint")
    return {**observed, "actions": actions, "checkpoints": checkpoints}


def _once(answered: list[Mapping[str, Any]], twice: str) -> None:
    """Misplaced if two entries name the same step."""
    seen: set[int] = set()
    for entry in answered:
        if entry["step"] in seen:
            raise Misplaced(f"the engine reported {twice} {entry['step']}")
        seen.add(entry["step"])


def _in_order(answered: list[Mapping[str, Any]], one: str) -> None:
    """Misplaced if the entries come out of the order of the steps (the events of each checkpoint
    are those since the one before it)."""
    for before, after in zip(answered, answered[1:]):
        if after["step"] < before["step"]:
            raise Misplaced(f"the engine reported {one} at play step {after['step']} after one at play step "
                            f"{before['step']}: out of the order of the steps")
