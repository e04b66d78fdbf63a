"""The regression gate: a run (a results document) judged against an engine's expectations.

Every scenario x edition falls in one class:

- ``as-expected``: the verdict expected (an expected failure at the place it is pinned to);
- ``declared-skip``: skipped because the engine's ``started`` message does not list the edition or a
  card: never a regression, whatever the expectations say;
- ``new``: a scenario the expectations file has never seen (the suite grew since its version) that
  passes, skips, or fails as a rule expects; ``new-failure``: one that fails or errors otherwise;
- ``regression``: expected to pass (or to be skipped), it fails or errors;
- ``changed-failure``: expected to fail or error, it does, but differently: the other verdict, or a
  failure at another check or with another observed value than the entry's pin;
- ``unexpected-skip``: the engine skipped it, though it was expected to pass, fail or error;
- ``stale``: expected not to pass, it passes now (the entry to delete, the rule to narrow).

Beyond the results, an entry for a scenario the suite no longer has is ``no-such-scenario``.
Which classes fail the gate is settable (``--fail-on``, or ``fail_on`` in the file);
:data:`DEFAULT_FAIL_ON` is every one but ``new-failure``, so that a suite that grows never breaks an
engine's gate by itself: a new failure is reported apart until the expectations are updated.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from .gateclasses import CLASSES, DEFAULT_FAIL_ON
from .expectations import Expectation, Expectations, Expected, Key, pin_of, skip_reason
from .runner import Verdict
from .suite import Release, Suite, upgrade_text

#: how each class is labelled in what is printed
LABELS = {"regression": "regression", "changed-failure": "changed failure", "new-failure": "new failure",
          "unexpected-skip": "unexpected skip", "stale": "stale expectation", "no-such-scenario": "no such scenario",
          "new": "new", "as-expected": "as expected", "declared-skip": "declared skip"}
FAILING = (Verdict.FAIL, Verdict.ERROR)


@dataclass(frozen=True)
class Case:
    """One scenario x edition as the gate sees it."""

    id: str
    edition: str
    verdict: Verdict
    cls: str
    expected: Expected
    #: one line: what differs and what to do (empty when nothing does)
    detail: str = ""


@dataclass(frozen=True)
class GateOutcome:
    cases: Mapping[Key, Case]
    unknown: tuple[str, ...]
    fail_on: tuple[str, ...]
    upgrade: str | None = None

    def failing(self, case: Case) -> bool:
        return case.cls in self.fail_on

    @property
    def passed(self) -> bool:
        return not any(self.failing(c) for c in self.cases.values()) and not (
            self.unknown and "no-such-scenario" in self.fail_on)

    def by_class(self, cls: str) -> list[Case]:
        return [c for c in self.cases.values() if c.cls == cls]

    def counts(self) -> dict[str, int]:
        found = {cls: len(self.by_class(cls)) for cls in CLASSES if cls != "no-such-scenario"}
        return found | {"no-such-scenario": len(self.unknown)}

    def verdict_line(self, where: str) -> str:
        """The gate's verdict, first of what is printed."""
        counted = self.counts()
        failing = [f"{n} {LABELS[c]}{'s' if n > 1 else ''}" for c, n in counted.items() if n and c in self.fail_on]
        other = [f"{n} {LABELS[c]}{'s' if n > 1 else ''}" for c, n in counted.items() if n and c not in self.fail_on]
        news = len(self.by_class("new"))
        other += [f"{news} new run{'s' if news > 1 else ''} as expected"] if news else []
        if self.passed:
            return f"gate: passed: every verdict is as {where} expects" + (
                f" (reported, not failing the gate: {', '.join(other)})" if other else "")
        return f"gate: FAILED against {where}: {', '.join(failing)}" + (
            f" (also, not failing the gate: {', '.join(other)})" if other else "")

    def lines(self) -> list[str]:
        """What needs attention, a line each, in the order of CLASSES."""
        out = []
        for cls in CLASSES[:-1]:
            out += [f"{LABELS[cls]}: {c.id} [{c.edition}]: {c.detail}" for c in self.by_class(cls)]
        out += [f"no such scenario: {line}" for line in self.unknown]
        return out


def _describe(expected: Expected) -> str:
    if expected.by is None:
        return "expected pass"
    if isinstance(expected.by, Expectation):
        return f"expected {expected.verdict.value}"
    return f"expected {expected.verdict.value} by {expected.by.describe()}"


def classify_one(expectations: Expectations, scenario: Mapping[str, Any], result: Mapping[str, Any],
                 known: set[str] | None) -> Case:
    verdict = Verdict(result["verdict"])
    expected = expectations.expected(scenario, result["edition"], skip_reason(result))
    make = lambda cls, detail="": Case(result["id"], result["edition"], verdict, cls, expected, detail)  # noqa: E731
    got = f"{_describe(expected)}, got {verdict.value}"
    because = f" ({result['reason']})" if result["reason"] else ""
    if verdict is Verdict.SKIP and result.get("declared"):
        return make("declared-skip")
    if known is not None and result["id"] not in known and (result["id"], result["edition"]) not in expectations.entries:
        if verdict in FAILING and verdict is not expected.verdict:
            return make("new-failure", f"{verdict.value}{_first_failure(result) or because}: a scenario "
                                       "the expectations have never seen")
        return make("new", verdict.value)
    if verdict is expected.verdict:
        pinned, now = expected.failure, pin_of(result)
        if verdict is Verdict.FAIL and pinned is not None and (now is None or not pinned.same_place(now)):
            return make("changed-failure", f"pinned at {_pin_text(pinned)}, it now fails at "
                                           f"{_pin_text(now) if now else 'no check'}")
        return make("as-expected")
    if verdict is Verdict.PASS:
        if isinstance(expected.by, Expectation):
            entry = json.dumps(expected.by.to_json(), ensure_ascii=False)
            return make("stale", f"{got}: it passes now; delete the entry {entry}")
        return make("stale", f"{got}: it passes now; narrow the rule, or add an entry that it passes")
    if verdict is Verdict.SKIP:
        return make("unexpected-skip", got + because)
    if expected.verdict in FAILING:
        return make("changed-failure", got + (_first_failure(result) or because))
    return make("regression", got + (_first_failure(result) or because))


def _pin_text(pin: Any) -> str:
    where = f"line {pin.line}" if pin.line is not None else f"step {pin.step}"
    return f"{where} observing {json.dumps(pin.observed, ensure_ascii=False)}"


def _first_failure(result: Mapping[str, Any]) -> str:
    pin = pin_of(result)
    return f" at {_pin_text(pin)}" if pin else ""


def classify(expectations: Expectations, doc: Mapping[str, Any], suite_ids: Iterable[str], suite: Suite,
             fail_on: Iterable[str] | None = None) -> GateOutcome:
    """Every result of a results document, classed; entries for scenarios not in the suite; what a
    suite upgrade since the file's version brought."""
    suite_ids = set(suite_ids)
    known: set[str] | None = None
    upgrade = None
    if expectations.suite is not None:
        known = suite.known_at(expectations.suite)
        change: Release | None = suite.since(expectations.suite)
        if known is None:
            upgrade = (f"suite: the expectations were made with suite version {expectations.suite}, which this "
                       f"suite ({suite.version}) does not know: no scenario is counted as new")
        elif expectations.suite != suite.version and change is not None:
            upgrade = upgrade_text(change, expectations.suite, suite.version)
    cases = {(r["id"], r["edition"]): classify_one(expectations, doc["scenarios"][r["id"]], r, known)
             for r in doc["results"]}
    unknown = tuple(f"{i} [{e}] is in the expectations but not in the suite: delete the entry"
                    for i, e in sorted(expectations.entries) if i not in suite_ids)
    chosen = tuple(fail_on if fail_on is not None else
                   expectations.fail_on if expectations.fail_on is not None else DEFAULT_FAIL_ON)
    return GateOutcome(cases, unknown, chosen, upgrade)
