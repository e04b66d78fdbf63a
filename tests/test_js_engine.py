"""The JavaScript example engine (examples/js-engine/), written from docs/engines.md and the
schemas alone, plays the whole suite over the protocol, and every verdict is the one listed here;
and it plays combinations of its cards that no ruling names (tests/data/js_engine_combinations.feature)
by the rules.

It must pass every scenario whose cards it implements (a scenario naming another card is skipped
by phasecheck itself), unless the scenario is listed as a known limit with the reason. The engine
needs Node.js:
without `node` on PATH the test fails, unless PHASECHECK_NO_NODE=1 says to skip it."""
from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path

import pytest

from phasecheck.commands import load_scenarios
from phasecheck.compiler import compile_feature
from phasecheck.process import ProcessEngine
from phasecheck.parallel import run_parallel
from phasecheck.runner import Verdict, run_all
from tests.fresh import suite_results

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "examples/js-engine/engine.js"
COMBINATIONS = compile_feature(ROOT / "tests/data/js_engine_combinations.feature", ROOT)

PASS, SKIP = Verdict.PASS, Verdict.SKIP

#: (scenario id, edition) -> (verdict, why) for every scenario whose cards the engine implements but
#: which it does not pass. Empty: it plays every such scenario right. Any other scenario it skips
#: names a card it does not implement.
KNOWN_LIMITS: dict[tuple[str, str], tuple[Verdict, str]] = {
    ("rule-702-26d-face-down-stays-face-down", "current"):
        (SKIP, 'no face-down permanents in this engine: can\'t set up "hidden" face down'),
}


def node() -> str:
    """The node executable; fails (or, with PHASECHECK_NO_NODE=1, skips) when there is none."""
    found = shutil.which("node")
    if found:
        return found
    if os.environ.get("PHASECHECK_NO_NODE") == "1":
        pytest.skip("PHASECHECK_NO_NODE=1: node is not installed, so the JavaScript engine is not run")
    pytest.fail("node is not on PATH: the JavaScript example engine needs Node.js (18 or later); "
                "install it, or set PHASECHECK_NO_NODE=1 to skip this test", pytrace=False)


@functools.cache
def suite_on_the_javascript_engine(executable: str) -> list[dict]:
    """Each result of the whole suite on the engine (a results file's), played once for both tests
    (in CI, the run .ci/run has just played: tests/fresh.py)."""
    suite = load_scenarios([ROOT / "scenarios"])
    doc = suite_results("js-engine", suite, lambda: run_parallel(lambda: ProcessEngine([executable, str(ENGINE)]),
                                                                 2, suite))
    return doc["results"]


def failures(result: dict) -> list[tuple[str, str, str]]:
    return [(c["text"], c["expected"], c["observed"]) for c in result["checks"] if c["judged"] and not c["passed"]]


def test_the_javascript_engine_passes_every_scenario_whose_cards_it_implements():
    results = suite_on_the_javascript_engine(node())
    assert len(results) == sum(len(s["editions"]) for s in load_scenarios([ROOT / "scenarios"]))
    wrong = {(r["id"], r["edition"]): (r["verdict"], r["reason"], failures(r))
             for r in results if Verdict(r["verdict"]) is not SKIP
             and (Verdict(r["verdict"]), r["reason"]) != KNOWN_LIMITS.get((r["id"], r["edition"]), (PASS, None))}
    assert not wrong, f"verdicts other than pass (or a known limit): {wrong}"
    examples = {r["id"]: Verdict(r["verdict"]) for r in results if r["edition"] == "current" and r["id"] in (
        "rule-702-26b-draw-for-each-creature", "rule-702-26b-destroy-all-creatures", "rule-702-26b-cannot-be-targeted")}
    assert len(examples) == 3 and set(examples.values()) == {PASS}, examples  # the 702.26b examples, at the least


def test_every_skip_is_a_card_the_javascript_engine_does_not_implement():
    results = suite_on_the_javascript_engine(node())
    reasons = {r["id"]: r["reason"] for r in results
               if Verdict(r["verdict"]) is SKIP and (r["id"], r["edition"]) not in KNOWN_LIMITS}
    assert reasons and all(reason.startswith("the engine does not support ") or reason.startswith(
        "the engine does not implement the ") for reason in reasons.values()), reasons


def test_the_javascript_engine_plays_combinations_of_its_cards_by_the_rules():
    outcome = run_all(ProcessEngine([node(), str(ENGINE)]), COMBINATIONS)
    wrong = {r.id: [(c.text, c.expected, c.observed) for c in r.failures] or r.reason
             for r in outcome.results if r.verdict is not PASS}
    assert len(outcome.results) == len(COMBINATIONS) and not wrong, wrong
