"""The runner judges whatever an engine returns; a misbehaving engine becomes a verdict, never a crash."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from phasecheck import reference
from phasecheck.runner import Verdict, judge, run_all, run_one

SCENARIO = json.loads((Path(__file__).resolve().parent.parent / "scenarios/qa-vedalken-shackles-phased-out.json")
                      .read_text())


class FakeEngine:
    """The reference engine, made to misbehave on request (as Bowtie's envsonschema does)."""

    def __init__(self, misbehave: str | None = None, editions: tuple[str, ...] = ("current",)) -> None:
        self.misbehave = misbehave
        self.editions = editions

    def describe(self) -> dict[str, Any]:
        return {"name": "fake", "version": "0", "editions": list(self.editions)}

    def run(self, scenario: dict[str, Any], edition: str) -> dict[str, Any]:
        if self.misbehave == "crash":
            raise RuntimeError("segmentation fault (pretend)")
        observed = reference.run(scenario, edition)
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
    assert run_one(FakeEngine(), SCENARIO, "current").verdict is Verdict.PASS


@pytest.mark.parametrize("misbehave, verdict, words", [
    ("crash", Verdict.ERROR, "raised RuntimeError: segmentation fault"),
    ("garbage", Verdict.ERROR, "break the schema at $.actions"),
    ("no checkpoints", Verdict.ERROR, "no checkpoint at step 2"),
    ("judges", Verdict.ERROR, "break the schema"),
    ("skips", Verdict.SKIP, "no Vedalken Shackles"),
])
def test_a_misbehaving_engine_becomes_a_verdict_with_the_evidence(misbehave, verdict, words):
    result = run_one(FakeEngine(misbehave), SCENARIO, "current")
    assert result.verdict is verdict
    assert words in result.reason


def test_a_wrong_observation_fails_the_check_with_expected_and_observed():
    result = run_one(FakeEngine("wrong controller"), SCENARIO, "current")
    assert result.verdict is Verdict.FAIL
    failure = next(c for c in result.failures if "controlled by Nicole" in c.text)
    assert (failure.expected, failure.observed) == ("Nicole", "Amy")


def test_an_engine_that_accepts_an_illegal_action_fails():
    scenario = json.loads((Path(__file__).resolve().parent.parent / "scenarios/rule-702-26b-cannot-be-targeted.json")
                          .read_text())
    result = run_one(FakeEngine("accepts everything"), scenario, "current")
    assert result.verdict is Verdict.FAIL
    assert result.failures[0].expected == "refused as illegal" and result.failures[0].observed == "accepted"


def test_an_action_refused_as_invalid_does_not_count_as_illegal():
    observed = reference.run(SCENARIO, "current")
    observed["actions"][0] = {"step": 0, "accepted": False, "refusal": "invalid", "reason": "what shackles?"}
    result = judge(SCENARIO, "current", observed)
    assert result.verdict is Verdict.FAIL
    assert "refused as invalid: what shackles?" in result.failures[0].observed


def test_an_edition_the_engine_lacks_is_skipped():
    scenario = copy.deepcopy(SCENARIO)
    scenario["editions"] = ["2009", "current"]
    results = run_all(FakeEngine(editions=("current",)), [scenario])
    assert [(r.edition, r.verdict) for r in results] == [("2009", Verdict.SKIP), ("current", Verdict.PASS)]
