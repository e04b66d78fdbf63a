"""The results file: everything a run found, written first; every report is rendered from it.

A results document is plain JSON (``schemas/results.schema.json``): a header, the scenarios by
id, and per scenario x edition the verdict, each action and check with expected and observed,
the evidence of an error, the boards at the checkpoints, and notes on what of the engine's answer
was not kept. One size limit holds for results files (limits.MAX_RESULTS_BYTES): :func:`fitted`
makes a run's results fit it before anything is written (boards are let go, with a note), and
:func:`load` reads any file that fits, so ``report``, ``matrix`` and ``--rerun-failed`` always read
what ``run`` wrote.
"""
from __future__ import annotations

import json
import os
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from . import SCHEMA_VERSION, __version__, schemas, strictjson
from .keep import text
from .errors import InputError
from .limits import MAX_RESULTS_BYTES
from .runner import RunOutcome, ScenarioResult, Verdict

VERDICTS = tuple(v.value for v in Verdict)
#: the version of the results format written (schemas/results.schema.json reads "1" too)
RESULTS_SCHEMA_VERSION = "2"
#: a results file larger than this is neither written nor read
MAX_BYTES = MAX_RESULTS_BYTES


def run_date() -> datetime:
    """Now, or SOURCE_DATE_EPOCH (the reproducible-builds convention) when it is set."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), tz=timezone.utc)
    return datetime.now(tz=timezone.utc)


def _result(result: ScenarioResult, reproducible: bool) -> dict[str, Any]:
    actions = {i for i, step in enumerate(result.scenario["steps"]) if "action" in step}
    timed = {} if reproducible or result.declared else {"duration": round(result.duration, 4)}
    return {
        "id": result.id, "edition": result.edition, "verdict": result.verdict.value, "reason": result.reason,
        "evidence": dict(result.evidence),
        "checks": [{"step": c.step, "line": c.line, "kind": "action" if c.step in actions else "check",
                    "text": c.text, "passed": c.passed, "judged": c.judged, "expected": c.expected,
                    "observed": c.observed} for c in result.checks],
        "checkpoints": [dict(c) for c in result.checkpoints],
    } | ({"notes": list(result.notes)} if result.notes else {}) | (
        {"complete_events": list(result.claimed)} if result.claimed else {}) | (
        {"declared": True} if result.declared else {}) | timed


def document(outcome: RunOutcome, command: Sequence[str], date: datetime, suite_version: str | None = None,
             reproducible: bool = False) -> dict[str, Any]:
    """The results document of a run; ``reproducible``: without what changes from one run to the next
    (the date, the command line, the durations), for results kept under version control."""
    engine = outcome.engine
    editions = []
    for r in outcome.results:
        if r.edition not in editions:
            editions.append(r.edition)
    unavailable = outcome.unavailable
    if suite_version is None:
        from .suite import load

        suite_version = load().version
    volatile = {} if reproducible else {"command": list(command), "date": date.strftime("%Y-%m-%dT%H:%M:%SZ")}
    return {
        "format": "phasecheck results", "schema_version": RESULTS_SCHEMA_VERSION,
        "suite": {"version": suite_version, "phasecheck": __version__, "scenario_schema": SCHEMA_VERSION},
        "engine": None if engine is None else {
            "name": engine.name, "version": engine.version, "editions": list(engine.editions),
            "complete_events": sorted(engine.complete_events)},
        **volatile, "editions": editions,
        "interrupted": outcome.interrupted,
        "unavailable": None if unavailable is None else {"reason": unavailable.reason,
                                                          "evidence": dict(unavailable.evidence)},
        "scenarios": {r.id: r.scenario for r in outcome.results},
        "results": [_result(r, reproducible) for r in outcome.results],
    }


#: from this depth a value is written on one line: a check, a step, a checkpoint (a board and its events)
PRETTY_DEPTH = 4


def render(doc: Mapping[str, Any]) -> str:
    """Pretty-printed down to :data:`PRETTY_DEPTH`, keys sorted: two results files of the same suite
    diff line by line, a change of one scenario touching only its lines (each check, step, state
    and list of events a line), without the size of indenting every board."""
    return "".join(_pretty(doc, 0)) + "\n"


def _pretty(value: Any, depth: int) -> Iterable[str]:
    if depth >= PRETTY_DEPTH or not isinstance(value, (dict, list)) or not value:
        yield strictjson.dumps(value, sort_keys=True, separators=(",", ":"))
        return
    inner = "\n" + " " * (depth + 1)
    items = sorted(value.items()) if isinstance(value, dict) else enumerate(value)
    yield "{" if isinstance(value, dict) else "["
    for index, (key, item) in enumerate(items):
        yield ("," if index else "") + inner
        if isinstance(value, dict):
            yield strictjson.dumps(key) + ": "
        yield from _pretty(item, depth + 1)
    yield "\n" + " " * depth + ("}" if isinstance(value, dict) else "]")


def _size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass"))


#: what a result keeps of the engine's text when the results file would be too large, cap after cap
#: (characters), until it fits; then, last, its checks go (the verdict and a reason stay)
SHRINK_TEXT = (500, 100, 20)
#: the most a result takes once everything of the engine's has gone from it (its checks, its
#: boards, its text), notes included: what the selection of a run is checked against before it runs
FLOOR_PER_RESULT = 2048


def fitted(doc: dict[str, Any], where: str) -> tuple[dict[str, Any], str]:
    """The document and its text, within the size limit of results files. If it is larger, what of
    the engine's answers the results keep is let go, the largest first and each with a note, until
    it fits: first the boards, then the engine's text (reasons, observed values, evidence) cut to
    each of SHRINK_TEXT in turn, last the checks themselves (verdicts and reasons stay). Sizes are
    measured a result at a time: the whole text is made once, when it fits. A run checks before it
    starts that this can always succeed (:func:`floor`); an InputError (``where``: the results file)
    only for a document that even so can't fit."""
    results = list(doc["results"])
    sizes = [_size(r) for r in results]
    rest = _size({**doc, "results": []})
    total = rest + sum(sizes) + len(results)
    for limit in _budgets():
        for shrink in _SHRINKS:
            for index in sorted(range(len(results)), key=lambda i: -sizes[i]):
                if total <= limit:
                    break
                smaller = shrink(results[index])
                if smaller is not None:
                    results[index] = smaller
                    total += _size(smaller) - sizes[index]
                    sizes[index] = _size(smaller)
        fitting = {**doc, "results": results}
        text = render(fitting)
        size = len(text.encode("utf-8", "surrogatepass"))
        if size <= MAX_BYTES:
            return fitting, text
        del text
    raise InputError(where, f"the results of this run would be {strictjson.size_shown(size)} even with nothing of "
                            f"the engine's answers kept, over the {strictjson.size_shown(MAX_BYTES)} a results file "
                            "may be: run fewer scenarios at once")


def _budgets() -> Iterable[int]:
    """The size the compact results are brought to, smaller each time the pretty-printed text is
    measured larger than the limit (its indents and line breaks are a few percent)."""
    for share in (0.9, 0.75, 0.5, 0.25, 0.0):
        yield int(MAX_BYTES * share)


def _why() -> str:
    return f"the results file would have been larger than {strictjson.size_shown(MAX_BYTES)}, the most one may be"


def _without_boards(result: dict[str, Any]) -> dict[str, Any] | None:
    if not result["checkpoints"]:
        return None
    freed = _size(result["checkpoints"])
    return {**result, "checkpoints": [], "notes": [*result.get("notes", ()), f"the boards ({freed // 1024} KiB): {_why()}"]}


CUT_NOTE = "the engine's text cut to "


def _cut_text(limit: int) -> Any:
    def cut(result: dict[str, Any]) -> dict[str, Any] | None:
        checks = [c if len(c["observed"]) <= limit else {**c, "observed": text(c["observed"], limit)}
                  for c in result["checks"]]
        reason = result["reason"]
        evidence = {k: text(v, limit) if isinstance(v, str) and len(v) > limit else v
                    for k, v in result["evidence"].items()}
        smaller = {**result, "checks": checks, "evidence": evidence,
                   "reason": text(reason, limit) if reason is not None and len(reason) > limit else reason}
        if smaller == result:
            return None
        smaller["notes"] = [*(n for n in result.get("notes", ()) if not n.startswith(CUT_NOTE)),
                            f"{CUT_NOTE}{limit} characters: {_why()}"]
        return smaller
    return cut


def _without_checks(result: dict[str, Any]) -> dict[str, Any] | None:
    """The result without its checks, its notes cut short: within FLOOR_PER_RESULT whatever it held."""
    if not result["checks"] and (not result.get("notes") or result["notes"][-1].endswith(f"and any other note: {_why()}")):
        return None
    notes = [text(n, 100) for n in result.get("notes", ())[:2]]
    return {**result, "checks": [], "notes": [*notes, f"its {len(result['checks'])} check(s) and any other note: {_why()}"]}


_SHRINKS = (_without_boards, *(_cut_text(limit) for limit in SHRINK_TEXT), _without_checks)


def floor(scenarios: Iterable[Mapping[str, Any]], runs: int) -> int:
    """The least a results file of these scenarios and so many runs can be (:func:`fitted` lets go
    of everything else): what a selection is checked against before it runs."""
    return _size({s["id"]: s for s in scenarios}) + runs * FLOOR_PER_RESULT + 16 * 1024


def load(path: Path) -> dict[str, Any]:
    """A results file, checked against its schema and for what the schema can't say (every result
    has its scenario, once per edition; every step a result names is a step of that scenario); bad
    input is an InputError naming the file and the JSON path."""
    doc = strictjson.read_input(path, MAX_BYTES, "results file")
    problems = schemas.problems("results", doc)
    if problems:
        raise InputError(f"{path}: {problems[0][0]}", problems[0][1])
    seen: set[tuple[str, str]] = set()
    for index, result in enumerate(doc["results"]):
        where = f"{path}: $.results[{index}]"
        if result["id"] not in doc["scenarios"]:
            raise InputError(f"{path}: $.scenarios", f"no scenario for the result {result['id']}")
        if (result["id"], result["edition"]) in seen:
            raise InputError(where, f"a second result for {result['id']} [{result['edition']}]")
        seen.add((result["id"], result["edition"]))
        steps = len(doc["scenarios"][result["id"]]["steps"])
        for kind in ("checks", "checkpoints"):
            for number, entry in enumerate(result[kind]):
                if entry["step"] >= steps:
                    raise InputError(f"{where}.{kind}[{number}].step",
                                     f"step {entry['step']} is not a step of {result['id']} (it has {steps})")
    return doc


def result_editions(doc: Mapping[str, Any]) -> list[str]:
    """The editions of a results document's verdicts: those its header lists, in order, then any
    other a result has (a valid file may list fewer: no result is ever left out of a report)."""
    found = list(doc["editions"])
    for result in doc["results"]:
        if result["edition"] not in found:
            found.append(result["edition"])
    return found


def counts(results: Iterable[Mapping[str, Any]]) -> Counter:
    return Counter(r["verdict"] for r in results)


def summary(results: Sequence[Mapping[str, Any]]) -> str:
    found = counts(results)
    return ", ".join(f"{found.get(v, 0)} {v}" for v in VERDICTS) + f" ({len(results)} runs)"


def engine_label(doc: Mapping[str, Any]) -> str:
    engine = doc["engine"]
    if engine:
        return f"{engine['name']} {engine['version']}"
    return "not started: the run was interrupted first" if doc["interrupted"] and not doc["unavailable"] \
        else "could not be started"


def suite_label(doc: Mapping[str, Any]) -> str:
    """The suite a results document was made with, in words."""
    suite = doc["suite"]
    if "phasecheck" not in suite:  # a results file of schema version 1: the version is phasecheck's
        return f"phasecheck {suite['version']} (scenario schema {suite['scenario_schema']})"
    return f"version {suite['version']}, phasecheck {suite['phasecheck']} (scenario schema {suite['scenario_schema']})"
