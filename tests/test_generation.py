"""The generated scenarios (``phasecheck/generation.py``, drawn through ``tests/generation.py``) are
valid by construction: each matches the 2020-12 scenario schema, agrees with the cards, is written
as Gherkin that ``phasecheck export``'s compiler turns back into the same IR, and passes on the
reference engine whose game chose its actions and checks.

Bounded and derandomized in CI; ``PHASECHECK_PROPERTIES=long`` or
``PHASECHECK_PROPERTIES_EXAMPLES=N`` for more (README.md, "Generated games and differential runs").
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings

from phasecheck import compiler, generation, reference, schemas
from phasecheck.engines import ReferenceEngine
from phasecheck.generation import GAMES, RandomChooser
from phasecheck.play import play_of
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


def _fights(scenario: dict[str, Any]) -> set[str]:
    """What combat a scenario's game holds, as the reference engine plays it."""
    found = {f"{s['action']} accepted" for s in scenario["steps"]
             if s.get("action") in ("attack", "block") and not s.get("illegal")}
    found |= {"several block one attacker" for s in scenario["steps"] if s.get("action") == "block"
              and not s.get("illegal") and max(Counter(b["attacker"] for b in s["blocks"]).values()) >= 2}
    found |= {f"answer: {s['choice']}" for s in scenario["steps"] if s.get("action") == "answer"}
    for checkpoint in reference.run(play_of(scenario).message, "current")["checkpoints"]:
        events = checkpoint["events"]
        phased = {e["permanent"] for e in events if e["type"] == "phased out"}
        if any(e["type"] == "damage" and e["combat"] for e in events):
            found.add("combat damage")
        if any(e["type"] == "removed from combat" and e["permanent"] in phased for e in events):
            found.add("phased out in combat")
    return found


def test_generated_games_attack_block_and_phase_out_in_combat() -> None:
    """Of 150 generated games of each shape the differential runs play (the same every run), many
    attack, block and deal combat damage, and some phase a creature out in combat: the state
    machine (which chooses actions the same way) and the differential runs play combat. (Before
    blocks were tried while creatures attacked, no block was ever accepted.)"""
    seen: Counter[str] = Counter()
    for shape in (EVERYTHING, PHASE_RS):
        @settings(max_examples=150, derandomize=True, database=None, deadline=None,
                  suppress_health_check=list(HealthCheck))
        @given(scenarios(shape))
        def count(scenario: dict[str, Any]) -> None:
            seen.update(_fights(scenario))

        count()
    assert seen["attack accepted"] >= 20 and seen["block accepted"] >= 5, seen
    assert seen["combat damage"] >= 5 and seen["phased out in combat"] >= 2, seen


def test_the_games_explore_plays_fight_as_often() -> None:
    """The games ``phasecheck explore`` plays (seeded, not drawn by Hypothesis): of 300, at least a
    fifth attack, a tenth block, and some phase a creature out in combat; several creatures block
    one attacker, and answers divide its combat damage among them."""
    seen: Counter[str] = Counter()
    for n in range(300):
        seen.update(_fights(generation.scenarios(RandomChooser(n), GAMES)))
    assert seen["attack accepted"] >= 60 and seen["block accepted"] >= 30, seen
    assert seen["combat damage"] >= 20 and seen["phased out in combat"] >= 5, seen
    # several creatures block one attacker, and answers say how its damage is divided among them
    assert seen["several block one attacker"] >= 10 and seen["answer: combat damage"] >= 2, seen
    assert seen["answer: damage assignment order"] >= 1, seen
