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


def _permanent(pid: str, attached_to: str | None = None, phased: str = "in") -> dict:
    return {"id": pid, "phased": {"status": phased}, "tapped": False, "attached_to": attached_to}


EVERY_KIND = ("attached", "unattached", "phased out", "phased in")


def _missing(setup: list[dict], seen: list[dict], events: list[dict], complete=EVERY_KIND):
    from phasecheck.evidence import missing_events
    scenario = {"setup": {"permanents": setup}, "steps": [{"line": 12, "observe": True}]}
    return missing_events(scenario, [{"step": 0, "state": {"permanents": seen}, "events": events}], frozenset(complete))


def test_an_attachment_that_changes_with_no_event_is_caught_where_its_kind_is_declared_complete():
    setup = [_permanent("bears"), _permanent("giant"), _permanent("morningstar", "bears")]
    moved = [_permanent("bears"), _permanent("giant"), _permanent("morningstar", "giant")]
    assert "reported none for \"morningstar\"" in _missing(setup, moved, [])
    assert "became unattached" in _missing(setup, moved, [{"type": "attached", "permanent": "morningstar", "to": "giant"}])
    assert "became attached" in _missing(setup, moved, [{"type": "unattached", "permanent": "morningstar", "from": "bears"}])
    both = [{"type": "unattached", "permanent": "morningstar", "from": "bears"},
            {"type": "attached", "permanent": "morningstar", "to": "giant"}]
    assert _missing(setup, moved, both) is None
    elsewhere = [{"type": "unattached", "permanent": "morningstar", "from": ""},
                 {"type": "attached", "permanent": "morningstar", "to": "bears"}]
    assert "became attached to \"giant\"" in _missing(setup, moved, elsewhere)  # an event naming another host
    unattached = [_permanent("bears"), _permanent("giant"), _permanent("morningstar")]
    assert "became unattached" in _missing(setup, unattached, [])
    assert _missing(setup, moved, [], complete=("phased out", "phased in")) is None  # not declared complete: not judged
    assert _missing(setup, moved, [], complete=("attached", "unattached")) is None  # phasing unknown: not judged


def test_phasing_is_never_becoming_attached_or_unattached():
    """702.26i-j: an Equipment that phased out directly phases in unattached if its creature is gone,
    and no "becomes unattached" event happens; a permanent phased out at either checkpoint, or that
    phased between them, is left alone."""
    setup = [_permanent("morningstar", "bears", phased="out")]
    assert _missing(setup, [_permanent("morningstar")], [{"type": "phased in", "permanent": "morningstar"}]) is None
    setup = [_permanent("bears"), _permanent("morningstar", "bears")]
    gone = [_permanent("morningstar", None, phased="out")]
    assert _missing(setup, gone, [{"type": "phased out", "permanent": "morningstar"}]) is None
    out_and_in = [{"type": "phased out", "permanent": "morningstar"}, {"type": "phased in", "permanent": "morningstar"}]
    assert _missing(setup, [_permanent("morningstar")], out_and_in) is None


def _judged_with(scenario_id: str, claim: list[str] | None, always: frozenset[str], strip: str | None = None):
    """A scenario judged on the reference engine's observations, under an
    engine that always reports ``always`` and says, in this run's result, it reported ``claim`` in full
    (no ``complete_events`` at all if None); events of kind ``strip`` taken out of the observations."""
    from phasecheck import reference
    from phasecheck.play import play_of
    from phasecheck.protocol import Started
    from phasecheck.runner import judge

    scenario = next(s for s in SCENARIOS if s["id"] == scenario_id)
    observed = reference.run(play_of(scenario).message, "current")
    for checkpoint in observed["checkpoints"]:
        checkpoint["events"] = [e for e in checkpoint["events"] if e["type"] != strip]
    if claim is not None:
        observed["complete_events"] = claim
    info = Started.from_description(dict(reference.describe(), complete_events=sorted(always)))
    return judge(scenario, "current", observed, info)


def test_a_kind_claimed_complete_for_one_run_is_judged_and_held_to_the_claim_in_that_run():
    """A "has not triggered" check is not judged for an engine that does not always report ``triggered``
    events, unless this run's result says it reported them all; then it is judged. A kind claimed for
    the run is cross-checked as one always reported: phasing with no event is an error."""
    from phasecheck.protocol import EVENT_KINDS

    scenario = "rule-702-26b-phased-out-triggers-nothing"
    others = frozenset(EVENT_KINDS) - {"triggered"}
    result = _judged_with(scenario, None, others)
    assert result.verdict is Verdict.SKIP and result.reason.startswith("not judged")
    assert "has not triggered" in result.reason
    assert _judged_with(scenario, [], others).verdict is Verdict.SKIP
    assert _judged_with(scenario, ["triggered"], others).verdict is Verdict.PASS
    assert _judged_with(scenario, None, frozenset(EVENT_KINDS)).verdict is Verdict.PASS
    unphased = frozenset(EVENT_KINDS) - {"phased out", "phased in"}
    assert _judged_with(scenario, None, unphased, strip="phased out").verdict is not Verdict.ERROR
    result = _judged_with(scenario, ["phased out", "phased in"], unphased, strip="phased out")
    assert result.verdict is Verdict.ERROR and "but reported none for" in result.reason, result.reason


def test_what_a_run_claimed_is_kept_in_its_result_and_shown_with_it():
    """The kinds an engine said it reported in full in one run, beyond its capability, are part of that
    run's evidence: kept in the results file and shown among the run's facts in the reports."""
    from phasecheck import _report, results
    from phasecheck.protocol import EVENT_KINDS

    others = frozenset(EVENT_KINDS) - {"triggered"}
    result = _judged_with("rule-702-26b-phased-out-triggers-nothing", ["triggered", "phased out"], others)
    assert result.claimed == ("triggered",)
    kept = results._result(result, reproducible=True)
    assert kept["complete_events"] == ["triggered"]
    assert ("events the engine said it reported in full in this run", "triggered") in [
        (f.label, f.value) for f in _report.facts(_report.Run(edition="current", verdict="pass", claimed=("triggered",)))]
    unclaimed = _judged_with("rule-702-26b-phased-out-triggers-nothing", None, others)
    assert "complete_events" not in results._result(unclaimed, reproducible=True)
