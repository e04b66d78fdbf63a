"""The vocabulary as pytest-bdd step definitions.

Each sentence of :data:`vocabulary.VOCABULARY` is registered once, with a parser that matches
exactly that sentence; its step function adds the sentence's IR element to the scenario being
built (the ``phasecheck_elements`` fixture). Judging the finished scenario is the harness's
business (``phasecheck.pytest_plugin``): this module knows no engine.
"""
from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import step
from pytest_bdd.parsers import StepParser

from .scenario import element
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
