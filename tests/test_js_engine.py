"""The JavaScript example engine (examples/js-engine/), written from docs/engines.md and the
schemas alone, plays the whole suite over the protocol, and every verdict is the one listed here;
and it plays combinations of its cards that no ruling names (tests/data/js_engine_combinations.feature)
by the rules.

Every scenario of the suite is listed, so a new scenario makes this test fail until its verdict on
the JavaScript engine is written down here (and checked by the rules). The engine needs Node.js:
without `node` on PATH the test fails, unless PHASECHECK_NO_NODE=1 says to skip it."""
from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path

import pytest

from phasecheck.cli import load_scenarios
from phasecheck.compiler import compile_feature
from phasecheck.process import ProcessEngine
from phasecheck.runner import Verdict, run_all

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "examples/js-engine/engine.js"
COMBINATIONS = compile_feature(ROOT / "tests/data/js_engine_combinations.feature", ROOT)

PASS, SKIP = Verdict.PASS, Verdict.SKIP

# (scenario id, edition) -> verdict. The passes are the scenarios whose cards the engine declares;
# every skip is a scenario naming a card it does not implement.
EXPECTED = {
    ("combat-attacker-phased-out-deals-no-damage", "current"): PASS,
    ("qa-batterskull-germ-teferis-curse", "current"): SKIP,
    ("qa-collective-unconscious", "current"): PASS,
    ("qa-dominate-teferis-curse", "current"): SKIP,
    ("qa-isochron-scepter-phases-in-same-object", "current"): SKIP,
    ("qa-ivory-tower-teferis-imps-discard-then-draw-then-tower", "current"): SKIP,
    ("qa-ivory-tower-teferis-imps-discard-then-tower-then-draw", "current"): SKIP,
    ("qa-ivory-tower-teferis-imps-draw-then-discard-then-tower", "current"): SKIP,
    ("qa-ivory-tower-teferis-imps-draw-then-tower-then-discard", "current"): SKIP,
    ("qa-ivory-tower-teferis-imps-tower-first", "current"): SKIP,
    ("qa-ivory-tower-teferis-imps-tower-then-discard-then-draw", "current"): SKIP,
    ("qa-savor-the-moment-crocodile-attacks", "current"): SKIP,
    ("qa-savor-the-moment-phased-out-stays-out", "current"): SKIP,
    ("qa-teferis-isle-enters-tapped-only-when-played", "current"): SKIP,
    ("qa-teferis-isle-phases-in-untapped", "current"): SKIP,
    ("qa-vedalken-shackles-phased-out", "current"): SKIP,
    ("qa-vulshok-morningstar-phased-out-in-combat", "current"): SKIP,
    ("rule-702-26b-cannot-be-targeted", "current"): PASS,
    ("rule-702-26b-destroy-all-creatures", "current"): PASS,
    ("rule-702-26b-draw-for-each-creature", "current"): PASS,
    ("summary-counters-stay", "current"): PASS,
    ("summary-no-responding-to-phasing", "current"): PASS,
    ("summary-phases-in-for-its-controller", "current"): PASS,
    ("summary-phasing-is-not-entering-batterskull", "current"): SKIP,
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
def suite_on_the_javascript_engine(executable: str):
    return run_all(ProcessEngine([executable, str(ENGINE)]), load_scenarios([ROOT / "scenarios"]))


def test_the_javascript_engine_gives_the_listed_verdict_on_every_scenario_of_the_suite():
    results = suite_on_the_javascript_engine(node()).results
    observed = {(r.id, r.edition): r.verdict for r in results}
    unexpected = {(r.id, r.edition): (r.verdict.value, r.reason, [(c.text, c.expected, c.observed) for c in r.failures])
                  for r in results if EXPECTED.get((r.id, r.edition)) is not r.verdict}
    missing = sorted(set(EXPECTED) - set(observed))
    assert not unexpected and not missing, f"verdicts other than listed: {unexpected}; listed but not run: {missing}"


def test_every_skip_is_a_card_the_javascript_engine_does_not_implement():
    results = suite_on_the_javascript_engine(node()).results
    reasons = {r.id: r.reason for r in results if r.verdict is SKIP}
    assert reasons and all(reason.startswith("the engine does not support ") for reason in reasons.values()), reasons


def test_the_javascript_engine_plays_combinations_of_its_cards_by_the_rules():
    outcome = run_all(ProcessEngine([node(), str(ENGINE)]), COMBINATIONS)
    wrong = {r.id: [(c.text, c.expected, c.observed) for c in r.failures] or r.reason
             for r in outcome.results if r.verdict is not PASS}
    assert len(outcome.results) == len(COMBINATIONS) and not wrong, wrong
