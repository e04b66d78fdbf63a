"""The generated scenarios (``tests/generation.py``) are valid by construction: each matches the
2020-12 scenario schema, agrees with the cards, is written as Gherkin that ``phasecheck export``'s
compiler turns back into the same IR, and passes on the reference engine whose game chose its
actions and checks.

Bounded and derandomized in CI; ``PHASECHECK_PROPERTIES=long`` or
``PHASECHECK_PROPERTIES_EXAMPLES=N`` for more (README.md, "Generated games and differential runs").
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import given

from phasecheck import compiler, schemas
from phasecheck.engines import ReferenceEngine
from phasecheck.runner import Verdict, run_one
from phasecheck.steps import consistency
from phasecheck.steps.writer import feature_text

from .generation import EVERYTHING, PHASE_RS, profile, scenarios
from .test_engine_state_machine import without_locations


def test_generated_scenarios_are_valid_writable_and_pass_on_the_reference_engine(tmp_path: Path) -> None:
    engine = ReferenceEngine()
    info = engine.start()

    @profile(ci=30, long=1000)
    @given(scenarios(EVERYTHING))
    def valid(scenario: dict[str, Any]) -> None:
        assert schemas.problems("scenario", scenario) == []
        assert consistency.problems(scenario) == []
        (tmp_path / "generated.feature").write_text(feature_text([scenario]))
        [compiled] = compiler.compile_feature(tmp_path / "generated.feature", tmp_path)
        assert without_locations(compiled) == scenario
        result = run_one(engine, info, scenario, "current")
        assert result.verdict is Verdict.PASS, (result.reason, [c.text for c in result.failures])

    valid()


def test_scenarios_for_phase_rs_hold_two_players_and_only_its_cards() -> None:
    @profile(ci=30, long=300)
    @given(scenarios(PHASE_RS))
    def expressible(scenario: dict[str, Any]) -> None:
        setup = scenario["setup"]
        assert len(setup["players"]) == 2
        named = {p.get("card") for p in setup["permanents"]} | {
            c if isinstance(c, str) else c["card"] for p in setup["players"] for c in p["hand"]}
        assert named - {None} <= PHASE_RS.pool.cards
        assert all(isinstance(p["library"], int) and p["library"] >= 10 for p in setup["players"])

    expressible()
