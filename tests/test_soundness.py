"""No check passes for want of evidence.

The null engine accepts every action, changes nothing and reports nothing, while claiming that it
reports every event: it must pass no scenario whose ruling says something happens. An engine that
reports no events and claims none complete has its negative checks left unjudged, never passed;
one that claims complete events and reports none is caught by the cross-check."""
from __future__ import annotations

import sys
from pathlib import Path

from phasecheck.commands import load_scenarios
from phasecheck.process import ProcessEngine
from phasecheck.runner import Verdict, run_all

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios([ROOT / "scenarios"])

#: scenario id -> why an engine that does nothing is right to pass it. Every ruling of the suite
#: says that something happens (a card is drawn, a permanent phases, a turn moves on), so none.
NULL_ENGINE_MAY_PASS: dict[str, str] = {
    "mutant-imprinted-card-id": "states how the setup names a card it exiles with a permanent (docs/engines.md): "
                                "nothing happens in it, so an engine that reports the setup as given passes it",
}


def test_the_null_engine_passes_only_what_is_justified():
    outcome = run_all(ProcessEngine([sys.executable, str(ROOT / "tests/engines/null_engine.py")]), SCENARIOS)
    passed = {r.id for r in outcome.results if r.verdict is Verdict.PASS}
    assert passed == set(NULL_ENGINE_MAY_PASS)
    assert {r.verdict for r in outcome.results} <= {Verdict.PASS, Verdict.FAIL}


def test_an_engine_that_reports_no_events_passes_no_negative_event_check():
    engine = ProcessEngine([sys.executable, str(ROOT / "tests/engines/fake_engine.py"), "silent"])
    outcome = run_all(engine, SCENARIOS)
    for result in outcome.results:
        for check in result.checks:
            if check.text.startswith('"') and " has not " in check.text:
                assert not check.passed, (result.id, check.text)
    assert any(r.verdict is Verdict.SKIP and r.reason.startswith("not judged") for r in outcome.results)


def test_an_engine_that_claims_complete_events_and_reports_none_is_caught():
    engine = ProcessEngine([sys.executable, str(ROOT / "tests/engines/fake_engine.py"), "silent-liar"])
    outcome = run_all(engine, SCENARIOS)
    caught = [r for r in outcome.results if r.verdict is Verdict.ERROR]
    assert len(caught) >= 15 and all("but reported none for" in r.reason for r in caught)
    for result in outcome.results:
        if result.verdict is Verdict.PASS:
            assert not any(" has not " in c.text for c in result.checks), result.id
