"""Card combinations no scenario of the suite names, written in the ordinary vocabulary and judged by the harness."""
from __future__ import annotations

from pathlib import Path

import pytest

from phasecheck.compiler import compile_feature
from phasecheck.engines import ReferenceEngine
from phasecheck.runner import Verdict, run_one

HERE = Path(__file__).resolve().parent
SCENARIOS = compile_feature(HERE / "data" / "combinations.feature", HERE.parent)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["title"] for s in SCENARIOS])
def test_the_reference_engine_plays_the_combination_by_the_rules(scenario):
    engine = ReferenceEngine()
    result = run_one(engine, engine.start(), scenario, "current")
    assert result.verdict is Verdict.PASS, [(c.text, c.expected, c.observed) for c in result.failures] or result.reason
