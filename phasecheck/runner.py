"""Run scenarios on an engine and turn its observations into verdicts.

An engine is anything with ``start()`` (what it supports, as a :class:`~phasecheck.protocol.Started`),
``run(play, edition)`` (observation JSON) and ``stop()``: the reference engine in-process, or
any engine over the protocol (:mod:`phasecheck.process`). An engine is given the scenario's play
(:mod:`phasecheck.play`: the setup, the actions, where to observe), never what it is judged
against. Whatever it returns is validated
against the observation schema and cross-checked (:mod:`phasecheck.evidence`); whatever it breaks
becomes an ``error`` verdict with the evidence, never a crash of the run. Every selected scenario
x edition gets exactly one verdict, unless the run is interrupted.
"""
from __future__ import annotations

import contextlib
import fnmatch
import re
import time
import traceback
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Callable, ContextManager, Iterable, Mapping, Protocol

from . import interrupt, keep, schemas
from .checks import CheckResult, Seen, evaluate, evaluate_action
from .errors import EngineFailure
from .evidence import contradiction, missing_events, needs, undeclared_names
from .play import Misplaced, Play, play_of, restore
from .protocol import EVENT_KINDS, Started


class Verdict(str, Enum):
    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    SKIP = "skip"


class Engine(Protocol):
    def start(self) -> Started: ...

    def run(self, play: Mapping[str, Any], edition: str) -> Mapping[str, Any]: ...

    def stop(self) -> None: ...


@dataclass(frozen=True)
class ScenarioResult:
    scenario: Mapping[str, Any]
    edition: str
    verdict: Verdict
    checks: tuple[CheckResult, ...] = ()
    reason: str | None = None
    checkpoints: tuple[Mapping[str, Any], ...] = field(default=(), compare=False)
    #: what a misbehaving engine left behind: stderr tail, the offending line, its exit code
    evidence: Mapping[str, Any] = field(default_factory=dict, compare=False)
    #: what of the engine's answer was cut or not kept (phasecheck.keep), said in the reports
    notes: tuple[str, ...] = field(default=(), compare=False)
    #: a skip decided from what the engine declared at its start (an edition or a card it does not
    #: list): never sent to the engine, and never a regression of the gate
    declared: bool = False
    #: the seconds the scenario took, sent, played and judged (0 for a declared skip)
    duration: float = field(default=0.0, compare=False)
    #: the kinds of event the engine said it reported in full in this run alone, besides those it
    #: always reports (``complete_events`` of its result, docs/engines.md §8): judged with them
    claimed: tuple[str, ...] = field(default=(), compare=False)

    @property
    def id(self) -> str:
        return self.scenario["id"]

    @property
    def failures(self) -> tuple[CheckResult, ...]:
        return tuple(c for c in self.checks if c.failed)

    @property
    def unjudged(self) -> tuple[CheckResult, ...]:
        return tuple(c for c in self.checks if not c.judged)


@dataclass(frozen=True)
class RunOutcome:
    """A whole run: what the engine said of itself, a verdict per scenario x edition, how it ended."""

    engine: Started | None
    results: tuple[ScenarioResult, ...]
    #: the engine could not be started at all (every verdict is then an error)
    unavailable: EngineFailure | None = None
    interrupted: bool = False
    #: the scenario x edition runs not played because --max-fail failures were reached (0: none)
    stopped_early: int = 0

    @property
    def passed(self) -> bool:
        return all(r.verdict in (Verdict.PASS, Verdict.SKIP) for r in self.results)


def run_one(engine: Engine, info: Started, scenario: Mapping[str, Any], edition: str,
            play: Play | None = None, keeper: keep.Keeper | None = None) -> ScenarioResult:
    """One scenario x edition: skipped if the engine lacks what it needs, else its play (``play``,
    if already made) run and judged; the result keeps of the answer only what the reports need
    (``keeper``: the run's share of boards)."""
    lacking = unsupported(info, scenario, edition)
    if lacking is not None:
        return ScenarioResult(scenario, edition, Verdict.SKIP, reason=lacking, declared=True)
    began = time.monotonic()
    return replace(_played(engine, info, scenario, edition, play, keeper), duration=time.monotonic() - began)


def _played(engine: Engine, info: Started, scenario: Mapping[str, Any], edition: str,
            play: Play | None, keeper: keep.Keeper | None) -> ScenarioResult:
    play = play or play_of(scenario)
    try:
        with _observing(engine, play.message, edition) as (observed, notes):
            try:
                judged = judge(scenario, edition, observed, info, play)
            except Exception as error:  # never the engine's fault: said so, not blamed on it
                raise _NotJudged(error) from error
            del observed
            result = kept(replace(judged, notes=judged.notes + notes), keeper or keep.Keeper())
            del judged  # nothing of the answer is left when the next one may be parsed
        return result
    except EngineFailure as failure:
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=keep.text(failure.reason),
                              evidence=keep.evidence(failure.evidence))
    except _NotJudged as failed:
        error = failed.error
        frame = traceback.extract_tb(error.__traceback__)[-1]
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=keep.text(
            f"phasecheck could not judge the engine's answer, a fault of phasecheck's and not of the engine "
            f"(please report it): {type(error).__name__}: {error} ({frame.filename.rsplit('/', 1)[-1]}:{frame.lineno})"))
    except Exception as error:  # an in-process engine is judged, not trusted
        frame = traceback.extract_tb(error.__traceback__)[-1]
        return ScenarioResult(scenario, edition, Verdict.ERROR,
                              reason=keep.text(f"the engine raised {type(error).__name__}: {error} "
                                               f"({frame.filename.rsplit('/', 1)[-1]}:{frame.lineno})"))


class _NotJudged(Exception):
    """The judge raised on an answer (a fault of phasecheck's): the error it raised."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def _observing(engine: Engine, play: Mapping[str, Any], edition: str
               ) -> ContextManager[tuple[Mapping[str, Any], tuple[str, ...]]]:
    """The engine's observations of a play and notes on its answer, for as long as they are judged:
    an engine over the protocol lets one answer at a time be parsed and judged (``observing``); one
    in-process just runs."""
    observing = getattr(engine, "observing", None)
    if observing is not None:
        return observing(play, edition)
    return contextlib.nullcontext((engine.run(play, edition), ()))


def kept(result: ScenarioResult, keeper: keep.Keeper) -> ScenarioResult:
    """The result as it is kept: the engine's text cut to size, its boards copied within the caps
    (:mod:`phasecheck.keep`), so that nothing of the answer itself is held after it is judged."""
    boards, notes = keeper.boards(result.checkpoints)
    checks = tuple(replace(c, observed=keep.text(c.observed)) if len(c.observed) > keep.MAX_TEXT else c
                   for c in result.checks)
    return replace(result, reason=keep.text(result.reason) if result.reason else result.reason, checks=checks,
                   checkpoints=boards, notes=result.notes + notes)


def unsupported(info: Started, scenario: Mapping[str, Any], edition: str) -> str | None:
    """Why the engine can't be sent this scenario x edition (the reason of its skip), or None."""
    if edition not in info.editions:
        return f"the engine does not implement the {edition} rules"
    cards, tokens = needs(scenario)
    lacking = sorted(cards - info.cards) + [f"{t} token" for t in sorted(tokens - info.tokens)]
    return f"the engine does not support {', '.join(lacking)}" if lacking else None


def judge(scenario: Mapping[str, Any], edition: str, observed: Any, info: Started,
          play: Play | None = None) -> ScenarioResult:
    """Evaluate every action expectation and check of a scenario against an engine's observations
    of its play (``play``, if already made), which number the play's steps."""
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
    play = play or play_of(scenario)
    try:
        observed = restore(play, observed)
    except Misplaced as misplaced:
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=f"the observations can't be placed: {misplaced}")
    checkpoints = tuple(observed["checkpoints"])
    twice = contradiction(scenario, observed["checkpoints"])
    if twice:
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=twice[0], evidence={"entries": keep.text(twice[1])},
                              checkpoints=checkpoints)
    complete = info.complete_in(observed)
    claimed = tuple(kind for kind in EVENT_KINDS if kind in complete - info.complete_events)
    broken = (undeclared_names(observed["checkpoints"], info.cards | info.tokens)
              or missing_events(scenario, observed["checkpoints"], complete))
    if broken:
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=broken, checkpoints=checkpoints, claimed=claimed)
    try:
        results = _evaluate_all(scenario, observed, complete, play)
    except _MissingObservation as missing:
        return ScenarioResult(scenario, edition, Verdict.ERROR, reason=str(missing), checkpoints=checkpoints,
                              claimed=claimed)
    return ScenarioResult(scenario, edition, _verdict(results), tuple(results), _unjudged_reason(results),
                          checkpoints=checkpoints, claimed=claimed)


def _verdict(results: list[CheckResult]) -> Verdict:
    if any(r.failed for r in results):
        return Verdict.FAIL
    return Verdict.SKIP if any(not r.judged for r in results) else Verdict.PASS


def _unjudged_reason(results: list[CheckResult]) -> str | None:
    if any(r.failed for r in results):
        return None
    unjudged = [r for r in results if not r.judged]
    if not unjudged:
        return None
    first = unjudged[0]
    where = f"line {first.line}" if first.line else f"step {first.step}"
    return (f"not judged: {where} ({first.text}) needs events the engine does not report completely"
            + (f", and {len(unjudged) - 1} more check(s)" if len(unjudged) > 1 else ""))


class _MissingObservation(Exception):
    pass


def _evaluate_all(scenario: Mapping[str, Any], observed: Mapping[str, Any],
                  complete_events: frozenset[str], play: Play) -> list[CheckResult]:
    actions = {a["step"]: a for a in observed["actions"]}
    checkpoints = {c["step"]: c for c in observed["checkpoints"]}
    results: list[CheckResult] = []
    events: list[dict[str, Any]] = []
    current: Mapping[str, Any] | None = None
    previous_was_check = False
    for index, step in enumerate(scenario["steps"]):
        if "check" not in step:
            previous_was_check = False
            if index not in actions:
                raise _MissingObservation(f"the engine reported no result for the action at play step "
                                          f"{play.origins.index(index)}")
            results.append(evaluate_action(index, step, actions[index]))
            continue
        if not previous_was_check:
            if index not in checkpoints:
                raise _MissingObservation(f"the engine reported no checkpoint at play step "
                                          f"{play.origins.index(index)}")
            current = checkpoints[index]
            events += current["events"]
        previous_was_check = True
        assert current is not None
        results.append(evaluate(index, step, Seen(current["state"], events), complete_events))
    return results


def unstarted(plan: list[tuple[Mapping[str, Any], str]], failure: EngineFailure,
              on_started: Callable[[Started | None], None] | None) -> RunOutcome:
    """The outcome of a run whose engine could not be started: an error for every run of the plan."""
    if on_started is not None:
        on_started(None)
    reason = f"the engine could not be started: {failure.reason}"
    return RunOutcome(None, tuple(ScenarioResult(s, e, Verdict.ERROR, reason=reason, evidence=failure.evidence)
                                  for s, e in plan), unavailable=failure)


def planned(scenarios: Iterable[Mapping[str, Any]], requested_edition: str | None,
            only: set[tuple[str, str]] | None = None) -> list[tuple[Mapping[str, Any], str]]:
    """Every scenario x edition a run must give a verdict for (only those pairs, if given)."""
    return [(s, e) for s in scenarios for e in s["editions"]
            if requested_edition in (None, e) and (only is None or (s["id"], e) in only)]


def run_all(engine: Engine, scenarios: list[Mapping[str, Any]], requested_edition: str | None = None,
            on_result: Callable[[ScenarioResult], None] | None = None,
            only: set[tuple[str, str]] | None = None,
            on_started: Callable[[Started | None], None] | None = None, max_fail: int | None = None) -> RunOutcome:
    """Start the engine, run every scenario x edition (only those pairs, if given), stop it; after
    ``max_fail`` fails and errors, the rest is not played (counted in ``stopped_early``).
    ``on_started`` is told what the engine said of itself (None if it could not start) before any
    scenario runs. Ctrl-C or SIGTERM at any moment, the engine's start included, stops the engine
    and keeps the verdicts given so far."""
    with interrupt.held():  # a signal now is raised at the first check below, where the run handles it
        plan = planned(scenarios, requested_edition, only)
        results: list[ScenarioResult] = []
        info: Started | None = None
        keeper = keep.Keeper()
    try:
        with interrupt.guarded():  # a signal is raised only where no lock is held (phasecheck.interrupt)
            try:
                info = engine.start()
            except EngineFailure as failure:
                engine.stop()
                return unstarted(plan, failure, on_started)
            if on_started is not None:
                on_started(info)
            plays = {id(s): play_of(s) for s, _ in plan}  # one each, announced and run as the same object
            announce = getattr(engine, "announce", None)  # an engine that is better for knowing what comes
            if announce is not None:
                announce([(plays[id(s)].message, e) for s, e in plan if unsupported(info, s, e) is None])
            failed = 0
            for scenario, edition in plan:
                interrupt.check()
                if max_fail is not None and failed >= max_fail:
                    break
                result = run_one(engine, info, scenario, edition, plays[id(scenario)], keeper)
                results.append(result)
                failed += result.verdict in (Verdict.FAIL, Verdict.ERROR)
                if on_result is not None:
                    on_result(result)
    except KeyboardInterrupt:  # the first signal; later ones are noted, not raised (phasecheck.interrupt)
        engine.stop()
        return RunOutcome(info, with_unplayed(plan, results), interrupted=True)
    except BaseException:
        engine.stop()
        raise
    with interrupt.deferred(raise_after=False):  # a signal now: every verdict is in, the reports are written
        engine.stop()
    return RunOutcome(info, with_unplayed(plan, results, stopped_by(max_fail)), stopped_early=len(plan) - len(results))


#: the reason of a run an interrupted run did not play
NOT_PLAYED = "not played: the run was interrupted"


def stopped_by(max_fail: int | None) -> str:
    """The reason of a run not played because ``--max-fail`` fails and errors came before it."""
    return f"not played: the run stopped after {max_fail} fail(s) and error(s) (--max-fail)"


def with_unplayed(plan: list[tuple[Mapping[str, Any], str]], results: Iterable[ScenarioResult],
                  reason: str = NOT_PLAYED) -> tuple[ScenarioResult, ...]:
    """The results of a run stopped early (interrupted, or --max-fail), in the plan's order, each run
    of the plan with one: those it did not play skipped, saying why (``reason``): every selected
    scenario x edition gets exactly one verdict."""
    given = {(r.id, r.edition): r for r in results}
    return tuple(given.get((s["id"], e)) or ScenarioResult(s, e, Verdict.SKIP, reason=reason) for s, e in plan)


def rule_matches(selector: str, rule: str) -> bool:
    """Whole rule numbers and their subrules: 702.26 selects 702.26 and 702.26b, never 702.2 or 702.260."""
    if rule == selector:
        return True
    return rule.startswith(selector) and re.fullmatch(r"[a-z]+|\.[0-9]+[a-z]*", rule[len(selector):]) is not None


def _cited(scenario: Mapping[str, Any]) -> list[str]:
    return [name for c in (scenario["source"], *scenario["source"].get("also", ()))
            for name in (c["document"], c.get("title", ""), c.get("publisher", "")) if name]


def select(scenarios: list[dict[str, Any]], ids: list[str] | None = None, rules: list[str] | None = None,
           edition: str | None = None, sources: list[str] | None = None) -> list[dict[str, Any]]:
    """Scenarios by id (wildcards * and ?), by rule (a rule and its subrules), by edition, and by
    source document (a part of its name, wildcards allowed), which the scenario may cite as its source
    or in one of its Also: citations."""
    chosen = []
    for scenario in scenarios:
        if sources and not any(fnmatch.fnmatchcase(document, f"*{pattern}*")
                               for pattern in sources for document in _cited(scenario)):
            continue
        if ids and not any(fnmatch.fnmatchcase(scenario["id"], pattern) for pattern in ids):
            continue
        if rules and not any(rule_matches(selector, r) for selector in rules for r in scenario["rules"]):
            continue
        if edition and edition not in scenario["editions"]:
            continue
        chosen.append(scenario)
    return chosen
