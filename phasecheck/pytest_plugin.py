"""pytest wiring of the harness: options, markers from tags, and judging each feature scenario.

When a scenario's steps are done, the IR they built must equal the JSON that ``phasecheck
export`` wrote; that IR is then run on the engine under test (the reference engine in-process,
or ``--engine CMD`` over the protocol) and judged by the same code as ``phasecheck run``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .steps.scenario import assemble, header

TAG_MARKERS = {"id": "scenario_id", "rule": "rule", "edition": "edition"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--edition", choices=("2003", "2009", "current"), default=None,
                     help="judge the features under this rules edition only (default: every edition they list)")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """@rule:702.26b becomes the marker rule("702.26b"); likewise @id: and @edition:."""
    key, _, value = tag.partition(":")
    if key in TAG_MARKERS and value:
        getattr(pytest.mark, TAG_MARKERS[key])(value)(function)
        return True
    return None


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    if any(s.failed for s in scenario.steps):
        return
    from .engines import ReferenceEngine
    from .report import verdict_text
    from .runner import Verdict, run_all

    root = request.config.rootpath
    example = request.getfixturevalue("_pytest_bdd_example") or None
    rule_tags = scenario.rule.tags if scenario.rule is not None else set()
    head = header(scenario.name, scenario.description, sorted(scenario.tags | feature.tags | rule_tags),
                  scenario.line_number, Path(feature.filename).resolve().relative_to(root).as_posix(), example)
    ir = assemble(head, request.getfixturevalue("phasecheck_elements"))
    exported = root / "scenarios" / f"{ir['id']}.json"
    if not exported.is_file() or json.loads(exported.read_text(encoding="utf-8")) != ir:
        pytest.fail(f"{exported.relative_to(root)} is not what this scenario compiles to: run `phasecheck export`",
                    pytrace=False)
    results = run_all(ReferenceEngine(), [ir], request.config.getoption("--edition"))
    problems = [r for r in results if r.verdict in (Verdict.FAIL, Verdict.ERROR)]
    if problems:
        pytest.fail("\n".join(verdict_text(r) for r in problems), pytrace=False)
    if all(r.verdict is Verdict.SKIP for r in results):
        reasons = "; ".join(sorted({r.reason or "" for r in results})) or "no edition selected"
        pytest.skip(f"not judged: {reasons}")
