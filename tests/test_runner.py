"""The runner judges whatever an engine returns; a misbehaving engine becomes a verdict, never a crash."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from phasecheck import reference
from phasecheck.catalogue import concepts
from phasecheck.play import play_of
from phasecheck.protocol import Started
from phasecheck.runner import Verdict, judge, planned, rule_matches, run_all, run_one, select

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = json.loads((ROOT / "scenarios/qa-vedalken-shackles-phased-out.json").read_text())
INFO = Started.from_description(reference.describe())


class FakeEngine:
    """The reference engine in-process, made to misbehave on request."""

    def __init__(self, misbehave: str | None = None, editions: tuple[str, ...] = ("current",)) -> None:
        self.misbehave = misbehave
        self.editions = editions

    def start(self) -> Started:
        return Started.from_description(reference.describe() | {"editions": list(self.editions)})

    def stop(self) -> None:
        pass

    def run(self, play: dict[str, Any], edition: str) -> dict[str, Any]:
        if self.misbehave == "crash":
            raise RuntimeError("segmentation fault (pretend)")
        observed = reference.run(play, edition)
        if self.misbehave == "garbage":
            return {"status": "observed", "actions": "lots"}
        if self.misbehave == "no checkpoints":
            observed["checkpoints"] = []
        if self.misbehave == "judges":
            observed["verdict"] = "pass"
        if self.misbehave == "wrong controller":
            for checkpoint in observed["checkpoints"]:
                for permanent in checkpoint["state"]["permanents"]:
                    permanent["controller"] = "Amy"
        if self.misbehave == "accepts everything":
            for action in observed["actions"]:
                action.update(accepted=True)
                action.pop("refusal", None)
        if self.misbehave == "skips":
            return {"status": "skipped", "reason": "no Vedalken Shackles"}
        return observed


def test_the_reference_engine_passes():
    assert run_one(FakeEngine(), INFO, SCENARIO, "current").verdict is Verdict.PASS


@pytest.mark.parametrize("misbehave, verdict, words", [
    ("crash", Verdict.ERROR, "raised RuntimeError: segmentation fault"),
    ("garbage", Verdict.ERROR, "break the schema at $.actions"),
    ("no checkpoints", Verdict.ERROR, "no checkpoint at play step 2"),
    ("judges", Verdict.ERROR, "break the schema"),
    ("skips", Verdict.SKIP, "no Vedalken Shackles"),
])
def test_a_misbehaving_engine_becomes_a_verdict_with_the_evidence(misbehave, verdict, words):
    result = run_one(FakeEngine(misbehave), INFO, SCENARIO, "current")
    assert result.verdict is verdict
    assert words in result.reason


def test_a_wrong_observation_fails_the_check_with_expected_and_observed():
    result = run_one(FakeEngine("wrong controller"), INFO, SCENARIO, "current")
    assert result.verdict is Verdict.FAIL
    failure = next(c for c in result.failures if "controlled by Nicole" in c.text)
    assert (failure.expected, failure.observed) == ("Nicole", "Amy")


def test_an_engine_that_accepts_an_illegal_action_fails():
    scenario = json.loads((ROOT / "scenarios/rule-702-26b-cannot-be-targeted.json").read_text())
    result = run_one(FakeEngine("accepts everything"), INFO, scenario, "current")
    assert result.verdict is Verdict.FAIL
    assert result.failures[0].expected == "refused as illegal" and result.failures[0].observed == "accepted"


def test_an_action_refused_as_invalid_does_not_count_as_illegal():
    observed = reference.run(play_of(SCENARIO).message, "current")
    observed["actions"][0] = {"step": 0, "accepted": False, "refusal": "invalid", "reason": "what shackles?"}
    result = judge(SCENARIO, "current", observed, INFO)
    assert result.verdict is Verdict.FAIL
    assert "refused as invalid: what shackles?" in result.failures[0].observed


def test_an_edition_the_engine_lacks_is_skipped():
    scenario = copy.deepcopy(SCENARIO)
    scenario["editions"] = ["2009", "current"]
    outcome = run_all(FakeEngine(editions=("current",)), [scenario])
    assert [(r.edition, r.verdict) for r in outcome.results] == [("2009", Verdict.SKIP), ("current", Verdict.PASS)]


def test_a_card_the_engine_lacks_skips_the_scenario_with_the_reason():
    engine = FakeEngine()
    info = Started.from_description(reference.describe() | {"cards": ["Island", "Grizzly Bears"]})
    result = run_one(engine, info, SCENARIO, "current")
    assert result.verdict is Verdict.SKIP
    assert result.reason == "the engine does not support Vedalken Shackles, Vision Charm"


def test_hand_written_json_without_gherkin_fields_is_judged():
    scenario = copy.deepcopy(SCENARIO)
    del scenario["origin"]
    for step in scenario["steps"]:
        step.pop("line"), step.pop("text")
    result = run_one(FakeEngine("wrong controller"), INFO, scenario, "current")
    assert result.verdict is Verdict.FAIL
    assert result.failures[0].line is None and '"check": "controller"' in result.failures[0].text


def test_every_scenario_and_edition_gets_exactly_one_verdict():
    scenarios = [json.loads(p.read_text()) for p in sorted((ROOT / "scenarios").glob("*.json"))]
    for scenario in scenarios[:3]:
        scenario["editions"] = list(concepts().edition_names)
    outcome = run_all(FakeEngine("crash"), scenarios)
    assert [(r.id, r.edition) for r in outcome.results] == [(s["id"], e) for s, e in planned(scenarios, None)]


@pytest.mark.parametrize("selector, rule, selected", [
    ("702.26", "702.26b", True), ("702.26", "702.26", True), ("702.2", "702.26b", False),
    ("702.26b", "702.26b", True), ("702.26b", "702.26", False), ("702", "702.26b", True),
    ("70", "702.26b", False), ("502.1", "502.15a", False), ("502.15", "502.15a", True),
])
def test_rule_selection_matches_whole_rule_numbers_and_their_subrules(selector, rule, selected):
    assert rule_matches(selector, rule) is selected


def test_selection_by_id_takes_wildcards():
    scenarios = [{"id": i, "rules": ["702.26b"], "editions": ["current"]} for i in ("qa-a", "qa-b", "rule-c")]
    assert [s["id"] for s in select(scenarios, ids=["qa-*"])] == ["qa-a", "qa-b"]
    assert [s["id"] for s in select(scenarios, ids=["rule-?"])] == ["rule-c"]
