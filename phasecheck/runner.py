"""Run scenarios on an engine and turn its observations into verdicts.

An engine here is anything with ``describe()`` and ``run(scenario, edition)`` returning
observation JSON. Whatever it returns is validated against the observation schema; anything it
raises or breaks becomes an ``error`` verdict with the evidence, never a crash of the run.
"""
from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Iterable, Protocol

from . import schemas
from .checks import CheckResult, Seen, evaluate, evaluate_action


class Verdict(str, Enum):
    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    SKIP = "skip"


class Engine(Protocol):
    def describe(self) -> dict[str, Any]: ...

    def run(self, scenario: dict[str, Any], edition: str) -> dict[str, Any]: ...


@dataclass(frozen=True)
class ScenarioResult:
    scenario: dict[str, Any]
    edition: str
    verdict: Verdict
    checks: tuple[CheckResult, ...] = ()
    reason: str | None = None
    checkpoints: tuple[dict[str, Any], ...] = field(default=(), compare=False)

    @property
    def id(self) -> str:
        return self.scenario["id"]

    @property
    def failures(self) -> tuple[CheckResult, ...]:
        return tuple(c for c in self.checks if not c.passed)


def run_one(engine: Engine, scenario: dict[str, Any], edition: str) -> ScenarioResult:
    try:
        observed = engine.run(scenario, edition)
    except Exception as error:  # the engine is judged, not trusted
        frame = traceback.extract_tb(error.__traceback__)[-1]
        return ScenarioResult(scenario, edition, Verdict.ERROR,
                              reason=f"the engine raised {type(error).__name__}: {error} "
                                     f"({frame.filename.rsplit('/', 1)[-1]}:{frame.lineno})")
    return judge(scenario, edition, observed)


def judge(scenario: dict[str, Any], edition: str, observed: Any) -> ScenarioResult:
    """Evaluate every action expectation and check of a scenario against an engine's observations."""
    problems = schemas.problems("observation", observed)
    if problems:
        path, message = problems[0]
        return ScenarioResult(scenario, edition, Verdict.ERROR,
                              reason=f"the observations break the schema at {path}: {message}")
    if observed["status"] == "skipped":
        return ScenarioResult(scenario, edition, Verdict.SKIP, reason=observed["reason"])
    if observed["status"] == "errored":
        context = f" ({observed['context']})" if observed.get("context") else ""
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=observed["reason"] + context)
    try:
        results = _evaluate_all(scenario, observed)
    except _MissingObservation as missing:
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=str(missing),
                              checkpoints=tuple(observed["checkpoints"]))
    verdict = Verdict.PASS if all(r.passed for r in results) else Verdict.FAIL
    return ScenarioResult(scenario, edition, verdict, tuple(results), checkpoints=tuple(observed["checkpoints"]))


class _MissingObservation(Exception):
    pass


def _evaluate_all(scenario: dict[str, Any], observed: dict[str, Any]) -> list[CheckResult]:
    actions = {a["step"]: a for a in observed["actions"]}
    checkpoints = {c["step"]: c for c in observed["checkpoints"]}
    results: list[CheckResult] = []
    events: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    previous_was_check = False
    for index, step in enumerate(scenario["steps"]):
        if "check" not in step:
            previous_was_check = False
            if index not in actions:
                raise _MissingObservation(f"the engine reported no result for the action at step {index}")
            results.append(evaluate_action(index, step, actions[index]))
            continue
        if not previous_was_check:
            if index not in checkpoints:
                raise _MissingObservation(f"the engine reported no checkpoint at step {index}")
            current = checkpoints[index]
            events += current["events"]
        previous_was_check = True
        assert current is not None
        results.append(evaluate(index, step, Seen(current["state"], events)))
    return results


def editions_to_run(scenario: dict[str, Any], supported: Iterable[str], requested: str | None) -> list[str]:
    wanted = [e for e in scenario["editions"] if requested is None or e == requested]
    return [e for e in wanted if e in set(supported)] or []


def run_all(engine: Engine, scenarios: list[dict[str, Any]], requested_edition: str | None = None
            ) -> list[ScenarioResult]:
    supported = engine.describe()["editions"]
    results = []
    for scenario in scenarios:
        editions = [e for e in scenario["editions"] if requested_edition in (None, e)]
        for edition in editions:
            if edition not in supported:
                results.append(ScenarioResult(scenario, edition, Verdict.SKIP,
                                              reason=f"the engine does not implement the {edition} rules"))
            else:
                results.append(run_one(engine, scenario, edition))
    return results


def select(scenarios: list[dict[str, Any]], ids: list[str] | None = None, rules: list[str] | None = None,
           edition: str | None = None) -> list[dict[str, Any]]:
    """Scenarios by id, by rule (a prefix: 702.26 selects 702.26b) and by edition."""
    chosen = []
    for scenario in scenarios:
        if ids and scenario["id"] not in ids:
            continue
        if rules and not any(r.startswith(rule) for rule in rules for r in scenario["rules"]):
            continue
        if edition and edition not in scenario["editions"]:
            continue
        chosen.append(scenario)
    return chosen
