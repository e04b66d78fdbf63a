"""Engines the harness can run: for now the reference engine, in-process."""
from __future__ import annotations

from typing import Any

from . import reference


class ReferenceEngine:
    """phasecheck's own rules engine behind the engine interface (no special treatment)."""

    def describe(self) -> dict[str, Any]:
        return reference.describe()

    def run(self, scenario: dict[str, Any], edition: str) -> dict[str, Any]:
        return reference.run(scenario, edition)
