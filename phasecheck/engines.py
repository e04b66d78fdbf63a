"""The reference engine as the harness sees any engine: start, run, stop."""
from __future__ import annotations

from typing import Any, Mapping

from . import reference
from .protocol import Started


class ReferenceEngine:
    """phasecheck's own rules engine, in-process, behind the engine interface (no special treatment:
    ``phasecheck engine`` serves the very same functions over the protocol)."""

    def start(self) -> Started:
        return Started.from_description(reference.describe())

    def run(self, scenario: Mapping[str, Any], edition: str) -> Mapping[str, Any]:
        return reference.run(scenario, edition)

    def stop(self) -> None:
        pass
