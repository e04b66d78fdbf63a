"""The results file: everything a run found, written first; every report is rendered from it.

A results document is plain JSON (``schemas/results.schema.json``): a header, the scenarios by
id, and per scenario x edition the verdict, each action and check with expected and observed,
the evidence of an error, and the boards at the checkpoints.
"""
from __future__ import annotations

import json
import os
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from . import SCHEMA_VERSION, __version__, schemas, strictjson
from .errors import InputError
from .runner import RunOutcome, ScenarioResult, Verdict

VERDICTS = tuple(v.value for v in Verdict)
#: a results file larger than this is not read
MAX_BYTES = 256 << 20


def run_date() -> datetime:
    """Now, or SOURCE_DATE_EPOCH (the reproducible-builds convention) when it is set."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), tz=timezone.utc)
    return datetime.now(tz=timezone.utc)


def _result(result: ScenarioResult) -> dict[str, Any]:
    actions = {i for i, step in enumerate(result.scenario["steps"]) if "action" in step}
    return {
        "id": result.id, "edition": result.edition, "verdict": result.verdict.value, "reason": result.reason,
        "evidence": dict(result.evidence),
        "checks": [{"step": c.step, "line": c.line, "kind": "action" if c.step in actions else "check",
                    "text": c.text, "passed": c.passed, "judged": c.judged, "expected": c.expected,
                    "observed": c.observed} for c in result.checks],
        "checkpoints": [dict(c) for c in result.checkpoints],
    }


def document(outcome: RunOutcome, command: Sequence[str], date: datetime) -> dict[str, Any]:
    """The results document of a run."""
    engine = outcome.engine
    editions = []
    for r in outcome.results:
        if r.edition not in editions:
            editions.append(r.edition)
    unavailable = outcome.unavailable
    return {
        "format": "phasecheck results", "schema_version": "1",
        "suite": {"version": __version__, "scenario_schema": SCHEMA_VERSION},
        "engine": None if engine is None else {
            "name": engine.name, "version": engine.version, "editions": list(engine.editions),
            "complete_events": sorted(engine.complete_events)},
        "command": list(command), "date": date.strftime("%Y-%m-%dT%H:%M:%SZ"), "editions": editions,
        "interrupted": outcome.interrupted,
        "unavailable": None if unavailable is None else {"reason": unavailable.reason,
                                                          "evidence": dict(unavailable.evidence)},
        "scenarios": {r.id: r.scenario for r in outcome.results},
        "results": [_result(r) for r in outcome.results],
    }


def render(doc: Mapping[str, Any]) -> str:
    """Compact: a results file holds every board of every run, and is read by programs, not people
    (``phasecheck report`` renders it for them)."""
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n"


def load(path: Path) -> dict[str, Any]:
    """A results file, checked against its schema; bad input is an InputError naming the file."""
    doc = strictjson.read_input(path, MAX_BYTES, "results file")
    problems = schemas.problems("results", doc)
    if problems:
        raise InputError(f"{path}: {problems[0][0]}", problems[0][1])
    missing = sorted({r["id"] for r in doc["results"]} - set(doc["scenarios"]))
    if missing:
        raise InputError(f"{path}: $.scenarios", f"no scenario for the result {missing[0]}")
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
