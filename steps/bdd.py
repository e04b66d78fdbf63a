"""The vocabulary as pytest-bdd step definitions, and the end of each scenario: judge it.

Each sentence of :data:`steps.vocabulary.VOCABULARY` is registered once, with a parser that
matches exactly that sentence; its step function adds the sentence's IR element to the
scenario. When the scenario's steps are done, the IR they built must equal the JSON that
``phasecheck export`` wrote, and that IR is run on the reference engine and judged by the same
code as ``phasecheck run``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import step
from pytest_bdd.parsers import StepParser

from .scenario import assemble, element, header
from .vocabulary import VOCABULARY, StepPattern


class SentenceParser(StepParser):
    """Matches one vocabulary sentence; hands the whole sentence to the step function."""

    def __init__(self, pattern: StepPattern) -> None:
        super().__init__(pattern.pattern)
        self.pattern = pattern

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        return {"sentence": name} if self.is_matching(name) else None

    def is_matching(self, name: str) -> bool:
        return self.pattern.match(name) is not None


@pytest.fixture
def phasecheck_elements() -> list[tuple[int, Any]]:
    """The IR elements the scenario's steps have built so far, with their lines."""
    return []


def _register(pattern: StepPattern) -> None:
    def add_element(sentence: str, phasecheck_elements: list, request: pytest.FixtureRequest) -> None:
        current = request.node.phasecheck_step
        phasecheck_elements.append(element(pattern.keyword, sentence, current.line_number))

    add_element.__name__ = f"phasecheck_{pattern.keyword}"
    step(SentenceParser(pattern), pattern.keyword, stacklevel=2)(add_element)


for _pattern in VOCABULARY:
    _register(_pattern)


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    request.node.phasecheck_step = step


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    if any(s.failed for s in scenario.steps):
        return
    from phasecheck.engines import ReferenceEngine
    from phasecheck.report import verdict_text
    from phasecheck.runner import Verdict, run_all

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
