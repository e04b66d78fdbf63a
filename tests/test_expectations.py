"""The regression gate: run --expect exits 0 unless a difference of a class that fails the gate is
found; the gate's verdict first, then what differs (regressions, changed failures, new failures,
unexpected skips, stale expectations, entries for no scenario). Expectations are rules as well as
entries, the most specific winning; a declared skip is never a regression; a scenario the
expectations have never seen is new; an expected failure is pinned to where it fails."""
from __future__ import annotations

import copy
import json
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from phasecheck import expectations, gate, results, suite
from phasecheck.cli import main
from phasecheck.runner import Verdict

ROOT = Path(__file__).resolve().parent.parent
SILENT = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'} silent"
#: an engine over the protocol that declares neither the 2003 rules nor Savor the Moment
LACKING = """
import sys
from phasecheck import reference
from phasecheck.adapter import serve
def describe():
    d = dict(reference.describe())
    d["editions"] = [e for e in d["editions"] if e != "2003"]
    d["cards"] = [c for c in d["cards"] if c != "Savor the Moment"]
    return d
sys.exit(serve(describe, reference.run))
"""


def run(tmp_path, *options: str, scenarios: Path = ROOT / "scenarios") -> int:
    return main(["run", "--scenarios", str(scenarios), "--report", str(tmp_path / "r.md"), *options])


def write(tmp_path, entries, **more) -> Path:
    path = tmp_path / "expect.json"
    path.write_text(json.dumps({"engine": "x", **more, "expectations": entries}))
    return path


def entry(scenario_id, verdict="fail", reason="known", edition="current", **more):
    return {"id": scenario_id, "edition": edition, "verdict": verdict, "reason": reason, **more}


@lru_cache(maxsize=None)
def _reference() -> dict:
    return results.load(ROOT / "reports/reference.results.json")


def reference_doc() -> dict:
    """The committed results of the reference engine (every verdict a pass), a copy to change."""
    return copy.deepcopy(_reference())


def failed(doc, scenario_id, edition="current", step=None, observed="something else"):
    """The result made a failure at its first check (or ``step``)."""
    result = next(r for r in doc["results"] if (r["id"], r["edition"]) == (scenario_id, edition))
    check = next(c for c in result["checks"] if step is None or c["step"] == step)
    check |= {"passed": False, "observed": observed}
    result["verdict"] = "fail"
    return result


def classify(doc, entries=(), rules=(), version=None, fail_on=None, versions=None):
    raw = {"engine": "x", "expectations": list(entries), "rules": list(rules)} | (
        {"suite": version} if version else {})
    expected = expectations.Expectations(
        "x", {(e["id"], e["edition"]): expectations.Expectation(
            e["id"], e["edition"], Verdict(e["verdict"]), e["reason"], e.get("link"),
            expectations.Pin(**e["failure"]) if "failure" in e else None) for e in raw["expectations"]},
        tuple(expectations.Rule(tuple((k, r[k]) for k in expectations.SELECTORS if k in r), Verdict(r["verdict"]),
                                r["reason"], index=i) for i, r in enumerate(raw["rules"])), version)
    return gate.classify(expected, doc, set(doc["scenarios"]), versions or suite.load(), fail_on)


def cls(outcome, scenario_id, edition="current"):
    return outcome.cases[(scenario_id, edition)].cls


# --- the classes -------------------------------------------------------------------------------


def test_every_pass_is_as_expected_with_no_expectations():
    outcome = classify(reference_doc())
    assert outcome.passed and {c.cls for c in outcome.cases.values()} == {"as-expected"}


def test_a_failure_where_a_pass_is_expected_is_a_regression():
    doc = reference_doc()
    failed(doc, "qa-collective-unconscious")
    outcome = classify(doc)
    assert cls(outcome, "qa-collective-unconscious") == "regression" and not outcome.passed
    assert outcome.lines()[0].startswith("regression: qa-collective-unconscious [current]: expected pass, got fail")


def test_a_declared_skip_is_never_a_regression_whatever_is_expected():
    doc = reference_doc()
    result = next(r for r in doc["results"] if r["id"] == "qa-collective-unconscious" and r["edition"] == "current")
    result |= {"verdict": "skip", "reason": "the engine does not support Sandbar Crocodile", "declared": True}
    for expected in ([], [entry("qa-collective-unconscious", "fail")]):
        outcome = classify(doc, expected)
        assert cls(outcome, "qa-collective-unconscious") == "declared-skip" and outcome.passed
    del result["declared"]  # the same skip, answered by the engine at run time: not declared
    outcome = classify(doc)
    assert cls(outcome, "qa-collective-unconscious") == "unexpected-skip" and not outcome.passed


def test_an_expected_failure_pinned_elsewhere_is_a_changed_failure():
    doc = reference_doc()
    result = failed(doc, "qa-collective-unconscious", observed="  3   cards ")
    pin = expectations.pin_of(result)
    assert pin.observed == "3 cards"
    same = entry("qa-collective-unconscious", failure=pin.to_json())
    assert cls(classify(doc, [same]), "qa-collective-unconscious") == "as-expected"
    assert cls(classify(doc, [same | {"failure": pin.to_json() | {"line": 1}}]),
               "qa-collective-unconscious") == "as-expected"  # the line is for people: it moves
    for other in ({"observed": "2 cards"}, {"step": pin.step + 1}):
        outcome = classify(doc, [same | {"failure": pin.to_json() | other}])
        assert cls(outcome, "qa-collective-unconscious") == "changed-failure" and not outcome.passed
        assert "it now fails at" in outcome.lines()[0]
    # an entry with no pin keys on the verdict alone; another failing verdict is a changed failure
    assert cls(classify(doc, [entry("qa-collective-unconscious")]), "qa-collective-unconscious") == "as-expected"
    assert cls(classify(doc, [entry("qa-collective-unconscious", "error")]),
               "qa-collective-unconscious") == "changed-failure"


def test_an_expected_failure_that_passes_is_stale_with_the_entry_to_delete():
    listed = entry("qa-collective-unconscious", "fail", "phased-out creatures counted", link="https://x/1")
    outcome = classify(reference_doc(), [listed])
    assert not outcome.passed
    assert outcome.lines() == ["stale expectation: qa-collective-unconscious [current]: expected fail, got pass: "
                               "it passes now; delete the entry " + json.dumps(listed)]


def test_an_entry_for_a_scenario_that_no_longer_exists_is_reported():
    outcome = classify(reference_doc(), [entry("qa-renamed-long-ago")])
    assert outcome.lines() == ["no such scenario: qa-renamed-long-ago [current] is in the expectations but not in "
                               "the suite: delete the entry"] and not outcome.passed


def test_which_classes_fail_the_gate_is_settable():
    doc = reference_doc()
    failed(doc, "qa-collective-unconscious")
    assert classify(doc, fail_on=("stale",)).passed
    assert not classify(doc, fail_on=("regression",)).passed
    assert classify(doc, fail_on=()).verdict_line("e.json").startswith("gate: passed")


# --- rules -------------------------------------------------------------------------------------


@pytest.mark.parametrize("selector", [{"edition": "2003"}, {"card": "Sandbar Crocodile"}, {"rule": "702.26"},
                                      {"source": "Gatherer ruling on Oubliette"}, {"id": "qa-*"}])
def test_a_rule_expects_a_verdict_of_every_run_it_matches(selector):
    doc = reference_doc()
    rule = selector | {"verdict": "fail", "reason": "we don't"}
    matched = [r for r in doc["results"]
               if expectations.Rule(tuple(selector.items()), Verdict.FAIL, "r").matches(doc["scenarios"][r["id"]],
                                                                                         r["edition"])]
    assert 0 < len(matched) < len(doc["results"])
    for result in matched:
        result["verdict"] = "fail"
    outcome = classify(doc, rules=[rule])
    assert outcome.passed, outcome.lines()[:3]
    assert not classify(doc).passed


def test_the_most_specific_expectation_wins():
    doc = reference_doc()
    scenario = doc["scenarios"]["qa-collective-unconscious"]
    broad = {"edition": "current", "verdict": "skip", "reason": "broad"}
    card = {"card": "Collective Unconscious", "verdict": "error", "reason": "card"}
    both = {"card": "Collective Unconscious", "edition": "current", "verdict": "fail", "reason": "both"}
    by_id = {"id": "qa-collective-unconscious", "verdict": "fail", "reason": "id"}
    rules = [broad, card, by_id]
    expected = classify(doc, rules=rules).cases[("qa-collective-unconscious", "current")].expected
    assert expected.reason == "id"  # one selector each: the id is the most specific kind
    expected = classify(doc, rules=[broad, card]).cases[("qa-collective-unconscious", "current")].expected
    assert expected.reason == "card"
    expected = classify(doc, rules=[by_id, both]).cases[("qa-collective-unconscious", "current")].expected
    assert expected.reason == "both"  # two selectors beat one
    expected = classify(doc, [entry("qa-collective-unconscious", "skip", "the entry")],
                        rules=[both]).cases[("qa-collective-unconscious", "current")].expected
    assert expected.reason == "the entry"
    assert scenario["id"] == "qa-collective-unconscious"


def test_a_rule_that_no_longer_holds_is_stale():
    outcome = classify(reference_doc(), rules=[{"card": "Collective Unconscious", "verdict": "skip", "reason": "r"}])
    assert cls(outcome, "qa-collective-unconscious") == "stale"
    assert "narrow the rule" in outcome.cases[("qa-collective-unconscious", "current")].detail


# --- rules selecting by skip reason ------------------------------------------------------------

ONE_PLAYER = "the adapter plays games of two players or more, and the setup has one player"


def skipped(doc, scenario_id, reason, edition="current"):
    """The result made a skip the engine answered itself (not declared), with ``reason``."""
    result = next(r for r in doc["results"] if (r["id"], r["edition"]) == (scenario_id, edition))
    result |= {"verdict": "skip", "reason": reason, "checks": []}
    result.pop("declared", None)
    return result


def test_a_rule_selecting_by_skip_reason_covers_the_engines_own_skips_of_that_reason_only():
    doc = reference_doc()
    skipped(doc, "qa-collective-unconscious", ONE_PLAYER)
    skipped(doc, "qa-savor-the-moment-crocodile-attacks", "phase.rs asks Amy for a choice (UnlessPayment)")
    rule = {"skipped": "the adapter plays games of * or more, and the setup has one player", "verdict": "skip",
            "reason": "one player"}
    outcome = classify(doc, rules=[rule])
    assert cls(outcome, "qa-collective-unconscious") == "as-expected"
    assert outcome.cases[("qa-collective-unconscious", "current")].expected.reason == "one player"
    # a skip of another reason is not covered: unexpected; nor is a run that is not a skip (it passes)
    assert cls(outcome, "qa-savor-the-moment-crocodile-attacks") == "unexpected-skip" and not outcome.passed
    assert {c.cls for k, c in outcome.cases.items() if k[0] not in (
        "qa-collective-unconscious", "qa-savor-the-moment-crocodile-attacks")} == {"as-expected"}
    # the whole reason is matched: a pattern of a part of it matches nothing
    outcome = classify(doc, rules=[rule | {"skipped": "the adapter plays games"}])
    assert cls(outcome, "qa-collective-unconscious") == "unexpected-skip"


def test_a_skip_whose_reason_changed_is_not_silently_covered():
    doc = reference_doc()
    rule = {"skipped": ONE_PLAYER, "verdict": "skip", "reason": "one player"}
    skipped(doc, "qa-collective-unconscious", ONE_PLAYER)
    assert classify(doc, rules=[rule]).passed
    skipped(doc, "qa-collective-unconscious", "the adapter can't seat the Crocodile")
    outcome = classify(doc, rules=[rule])
    assert cls(outcome, "qa-collective-unconscious") == "unexpected-skip" and not outcome.passed
    assert "the adapter can't seat the Crocodile" in outcome.lines()[0]
    # the same skip declared (a card the engine does not list) needs no rule at all
    skipped(doc, "qa-collective-unconscious", "the engine does not support Collective Unconscious")["declared"] = True
    assert cls(classify(doc, rules=[rule]), "qa-collective-unconscious") == "declared-skip"


def test_the_most_specific_wins_with_a_rule_selecting_by_skip_reason():
    doc = reference_doc()
    skipped(doc, "qa-collective-unconscious", ONE_PLAYER)
    by_reason = {"skipped": ONE_PLAYER, "verdict": "skip", "reason": "by reason"}
    card = {"card": "Collective Unconscious", "verdict": "fail", "reason": "card"}
    by_id = {"id": "qa-collective-*", "verdict": "error", "reason": "id"}
    both = {"card": "Collective Unconscious", "edition": "current", "verdict": "fail", "reason": "both"}
    reason = lambda *rules, entries=(): classify(  # noqa: E731
        doc, entries, rules=rules).cases[("qa-collective-unconscious", "current")].expected.reason
    assert reason(card, by_reason) == "by reason"  # one selector each: a skip reason is more specific than a card
    assert reason(by_reason, by_id) == "id"  # ... and less than an id
    assert reason(by_reason, both) == "both"  # two selectors beat one
    assert reason(by_reason, both, by_reason | {"edition": "current", "reason": "reason and edition"}
                  ) == "reason and edition"  # two each: the skip reason is the more specific kind
    assert reason(by_reason, entries=[entry("qa-collective-unconscious", "skip", "the entry")]) == "the entry"
    assert reason(card, by_reason | {"skipped": "something else"}) == "card"  # it matches no other reason


def test_a_rule_selecting_by_skip_reason_expects_a_skip(tmp_path, capsys):
    path = write(tmp_path, [], rules=[{"skipped": ONE_PLAYER, "verdict": "fail", "reason": "r"}])
    assert run(tmp_path, "--expect", str(path), "--id", "qa-collective-unconscious") == 2
    assert "$.rules[0].verdict" in capsys.readouterr().err


def test_update_writes_rules_selecting_by_skip_reason(tmp_path):
    doc = reference_doc()
    currents = sorted({r["id"] for r in doc["results"] if r["edition"] == "current"})
    one_player = currents[:4]
    prompts = currents[4:8]  # alike but for the player named and the bracketed prompt
    undecided = currents[8:10]  # too few for a rule
    for scenario_id in one_player:
        skipped(doc, scenario_id, ONE_PLAYER)
    for scenario_id, (player, kind) in zip(prompts, [("Amy", "(A)"), ("Nicole", "(B)"), ("Amy", "(A)"),
                                                      ("Oscar", "(A)")]):
        doc["scenarios"][scenario_id]["setup"]["players"] = [{"name": "Amy"}, {"name": "Nicole"}, {"name": "Oscar"}]
        skipped(doc, scenario_id, f"the adapter asks {player} for a choice it can't answer {kind}")
    for scenario_id in undecided:
        skipped(doc, scenario_id, 'not judged: "x" needs the engine to say more')
    previous = expectations.Expectations("x", {(one_player[0], "current"): expectations.Expectation(
        one_player[0], "current", Verdict.SKIP, ONE_PLAYER)})  # listed one by one before: folded into the rule
    written = expectations.updated(previous, "x", doc, set(doc["scenarios"]), "1")
    assert written["rules"] == [
        {"skipped": "the adapter asks * for a choice it can't answer *", "verdict": "skip",
         "reason": "skipped: the adapter asks * for a choice it can't answer *"},
        {"skipped": ONE_PLAYER, "verdict": "skip", "reason": f"skipped: {ONE_PLAYER}"}]
    assert [(e["id"], e["verdict"]) for e in written["expectations"]] == [(i, "skip") for i in undecided]
    path = tmp_path / "expect.json"
    path.write_text(expectations.render(written))
    loaded = expectations.load(path)
    assert gate.classify(loaded, doc, set(doc["scenarios"]), suite.load()).passed
    # written again from a run of the whole suite where they no longer skip, the rules go; a run of part
    # of it keeps them
    doc = reference_doc()
    assert expectations.updated(loaded, "x", doc, set(doc["scenarios"]), "1")["rules"] == []
    assert len(expectations.updated(loaded, "x", doc, set(doc["scenarios"]) | {"more"}, "1")["rules"]) == 2


# --- new scenarios and suite upgrades ----------------------------------------------------------


def grown(ids=("qa-collective-unconscious",)) -> suite.Suite:
    """The suite as if ``ids`` had been added in a release 2 after release 1."""
    now = suite.load()
    first = suite.Release("1", tuple(sorted(set(now.digests) - set(ids))))
    return suite.Suite((first, suite.Release("2", tuple(ids))), now.digests)


def test_a_scenario_the_expectations_never_saw_is_new_and_its_failure_does_not_fail_the_gate_by_default():
    doc = reference_doc()
    failed(doc, "qa-collective-unconscious")
    outcome = classify(doc, version="1", versions=grown())
    assert cls(outcome, "qa-collective-unconscious") == "new-failure"
    assert cls(outcome, "qa-collective-unconscious", "2009") == "new"
    assert outcome.passed
    assert outcome.upgrade == "suite: upgraded from version 1 to 2: 1 scenario(s) added, 0 changed, 0 removed"
    assert "1 new failure" in outcome.verdict_line("e.json")
    assert not classify(doc, version="1", versions=grown(), fail_on=("new-failure",)).passed
    # made with the latest version, the scenario is not new: its failure is a regression
    assert cls(classify(doc, version="2", versions=grown()), "qa-collective-unconscious") == "regression"


def test_the_changelog_says_what_each_release_brought():
    versions = suite.Suite((suite.Release("1", ("a", "b", "c")), suite.Release("2", ("d",), ("a",), ("b",)),
                            suite.Release("3", ("e",), ("d", "c"), ("e",))), {})
    assert versions.known_at("2") == {"a", "c", "d"}
    assert versions.since("1") == suite.Release("3", ("d",), ("a", "c"), ("b",))
    assert versions.since("4") is None and versions.known_at("4") is None


def test_the_committed_changelog_records_the_scenarios():
    from phasecheck.commands import load_scenarios

    assert not suite.pending(suite.load(), load_scenarios([ROOT / "scenarios"])), "run `phasecheck suite --release`"


def test_a_scenario_changes_only_by_what_it_checks():
    scenario = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())
    moved = scenario | {"origin": {"file": "x", "line": 1}, "title": "another title"}
    moved["steps"] = [s | {"line": 1} for s in scenario["steps"]]
    assert suite.digest(moved) == suite.digest(scenario)
    changed = copy.deepcopy(scenario)
    changed["steps"][-2] |= {"count": 7}
    assert suite.digest(changed) != suite.digest(scenario)


# --- through the command line ------------------------------------------------------------------


def test_the_gate_prints_its_verdict_first(tmp_path, capsys):
    path = write(tmp_path, [entry("qa-savor-the-moment-crocodile-attacks", "fail", "stale on purpose")])
    assert run(tmp_path, "--engine", SILENT, "--expect", str(path), "--rule", "702.26b", "--id", "qa-*",
               "--edition", "current", "--quiet") == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"gate: FAILED against {path}: 1 regression")
    assert lines[1].startswith("regression: qa-collective-unconscious [current]: expected pass, got fail at line ")
    assert not any(line.startswith("fail ") for line in lines)  # --quiet: no verdict as it comes


def test_a_declared_skip_leaves_the_gate_green_and_a_new_failure_is_reported_apart(tmp_path, capsys):
    engine = tmp_path / "lacking.py"
    engine.write_text(LACKING)
    folder = tmp_path / "scenarios"
    folder.mkdir()
    for name in ("qa-collective-unconscious", "qa-savor-the-moment-crocodile-attacks"):
        (folder / f"{name}.json").write_text((ROOT / "scenarios" / f"{name}.json").read_text())
    grown_scenario = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())
    grown_scenario["id"] = "qa-grown-since"
    grown_scenario["steps"][-2] |= {"count": 7}  # Amy has 7 cards in her hand: it fails
    (folder / "qa-grown-since.json").write_text(json.dumps(grown_scenario))
    path = write(tmp_path, [], suite=suite.load().version)
    code = run(tmp_path, "--engine", f"{sys.executable} {engine}", "--expect", str(path), "--quiet",
               "--junit", str(tmp_path / "j.xml"), scenarios=folder)
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.startswith(f"gate: passed: every verdict is as {path} expects (reported, not failing the gate: ")
    assert "new failure: qa-grown-since [current]: fail at line" in out
    assert "qa-savor-the-moment-crocodile-attacks" not in out  # Savor the Moment: a declared skip
    junit = (tmp_path / "j.xml").read_text()
    assert "<failure" not in junit and "new fail, not failing the gate" in junit
    assert run(tmp_path, "--engine", f"{sys.executable} {engine}", "--expect", str(path), "--quiet",
               "--fail-on", "new-failure", scenarios=folder) == 1


def test_update_writes_rules_and_pinned_failures_and_then_the_gate_passes(tmp_path, capsys):
    path = write(tmp_path, [entry("qa-collective-unconscious", "fail", "our own words", link="https://x/2"),
                            entry("qa-gone", "fail")], rules=[{"edition": "2003", "verdict": "error", "reason": "r"}])
    assert run(tmp_path, "--engine", SILENT, "--expect", str(path), "--update-expectations", "--rule", "702.26b",
               "--jobs", "2") == 0
    written = json.loads(path.read_text())
    assert written["suite"] == suite.load().version
    assert not [r for r in written["rules"] if r["verdict"] == "error"]  # no run errs any more: the rule went
    # what the silent engine can't be judged on (it reports no events) is a skip, each covered once
    assert all(r["verdict"] == "skip" for r in written["rules"])
    entries = written["expectations"]
    assert [(e["id"], e["edition"]) for e in entries] == sorted((e["id"], e["edition"]) for e in entries)
    first = next(e for e in entries if (e["id"], e["edition"]) == ("qa-collective-unconscious", "current"))
    assert (first["reason"], first["link"]) == ("our own words", "https://x/2")
    assert first["failure"]["step"] >= 0 and first["failure"]["observed"]
    assert "qa-gone" not in {e["id"] for e in entries}
    assert run(tmp_path, "--engine", SILENT, "--expect", str(path), "--rule", "702.26b") == 0
    assert "gate: passed" in capsys.readouterr().out


def test_update_makes_a_rule_of_what_one_selector_covers():
    doc = reference_doc()
    crocodiles = [r for r in doc["results"] if "Sandbar Crocodile" in expectations._cards(doc["scenarios"][r["id"]])]
    for result in crocodiles:  # (a skip of one reason becomes a rule by that reason: see above)
        result |= {"verdict": "error", "reason": "the engine can't seat a crocodile", "checks": []}
    written = expectations.updated(None, "x", doc, set(doc["scenarios"]), "1")
    assert written["rules"] == [{"card": "Sandbar Crocodile", "verdict": "error",
                                 "reason": "the engine can't seat a crocodile"}]
    assert written["expectations"] == []
    loaded = expectations.Expectations("x", {}, (expectations.Rule((("card", "Sandbar Crocodile"),), Verdict.ERROR,
                                                                   "r"),))
    assert gate.classify(loaded, doc, set(doc["scenarios"]), suite.load()).passed


@pytest.mark.parametrize("content, words", [
    ("{", "not JSON"),
    ('{"engine": "x", "expectations": [{"id": "a", "edition": "current", "verdict": "maybe", "reason": "r"}]}',
     "$.expectations[0].verdict"),
    ('{"engine": "x", "expectations": [' + ",".join([json.dumps(entry("a"))] * 2) + "]}", "listed twice"),
    ('{"engine": "x", "expectations": [], "rules": [{"verdict": "skip", "reason": "no selector"}]}', "$.rules[0]"),
    ('{"engine": "x", "expectations": [], "rules": [' + ",".join(['{"edition": "2003", "verdict": "skip", '
                                                                   '"reason": "r"}'] * 2) + "]}",
     "the same selectors as $.rules[0]"),
    ('{"engine": "x", "expectations": [], "fail_on": ["everything"]}', "$.fail_on[0]"),
])
def test_a_bad_expectations_file_is_bad_input(tmp_path, capsys, content, words):
    path = tmp_path / "expect.json"
    path.write_text(content)
    assert run(tmp_path, "--expect", str(path), "--id", "qa-collective-unconscious") == 2
    assert words in capsys.readouterr().err


def test_update_needs_a_file(tmp_path, capsys):
    assert run(tmp_path, "--update-expectations") == 2
    assert "--expect FILE" in capsys.readouterr().err


def test_an_unknown_class_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        run(tmp_path, "--fail-on", "regression,nothing")
    assert exit_.value.code == 2 and "no such class: nothing" in capsys.readouterr().err


def test_junit_follows_the_gate_with_real_durations(tmp_path, capsys):
    import xml.etree.ElementTree as ET

    known = entry("qa-collective-unconscious", "fail", "counts phased-out creatures")
    path = write(tmp_path, [known])
    junit = tmp_path / "j.xml"
    code = run(tmp_path, "--engine", SILENT, "--expect", str(path), "--rule", "702.26b", "--edition", "current",
               "--junit", str(junit), "--quiet")
    out = capsys.readouterr().out
    root = ET.parse(junit).getroot()
    cases = {c.get("name"): c for c in root.iter("testcase")}
    expected = cases["qa-collective-unconscious[current]"]
    assert expected.find("skipped").get("message") == "expected fail: counts phased-out creatures"
    assert expected.find("properties/property").get("value") == "as-expected"
    regressions = [line for line in out.splitlines()  # what fails the gate: the silent engine's unjudged skips too
                   if line.startswith(("regression: ", "unexpected skip: ", "changed failure: "))]
    failures = [c for c in cases.values() if c.find("failure") is not None or c.find("error") is not None]
    assert len(failures) == len(regressions) == int(root.get("failures")) + int(root.get("errors"))
    assert (code == 1) == bool(regressions)
    assert all(float(c.get("time")) > 0 for c in cases.values()) and float(root.get("time")) > 0
    # the same JUnit, rendered later from the results file and the expectations
    assert main(["report", str(tmp_path / "r.results.json"), "--format", "junit", "--expect", str(path),
                 "--out", str(tmp_path / "again.xml")]) == 0
    assert (tmp_path / "again.xml").read_text() == junit.read_text()
