"""The regression gate: run --expect exits 0 only when every verdict is the expected one, and says
what differs (regressions first, then other changes, stale entries, entries for no scenario)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from phasecheck.cli import main

ROOT = Path(__file__).resolve().parent.parent
SILENT = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'} silent"


def run(tmp_path, *options: str) -> int:
    return main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(tmp_path / "r.md"), *options])


def write(tmp_path, entries) -> Path:
    path = tmp_path / "expect.json"
    path.write_text(json.dumps({"engine": "x", "expectations": entries}))
    return path


def entry(scenario_id, verdict="fail", reason="known", edition="current", **more):
    return {"id": scenario_id, "edition": edition, "verdict": verdict, "reason": reason, **more}


def test_the_reference_engine_with_no_expectations_is_as_expected(tmp_path, capsys):
    assert run(tmp_path, "--expect", str(write(tmp_path, []))) == 0
    assert "every verdict is as expected" in capsys.readouterr().out


def test_a_regression_is_reported_first(tmp_path, capsys):
    path = write(tmp_path, [entry("qa-savor-the-moment-crocodile-attacks", "fail", "stale on purpose")])
    assert run(tmp_path, "--engine", SILENT, "--expect", str(path), "--rule", "702.26b", "--id", "qa-*",
               "--edition", "current") == 1
    lines = [line for line in capsys.readouterr().out.splitlines() if ": " in line and line.split(":")[0] in
             ("regression", "unexpected", "stale expectation", "no such scenario")]
    assert lines[0].startswith("regression: qa-collective-unconscious [current]: expected pass, got fail")
    assert all(not line.startswith("stale") for line in lines)  # crocodile-attacks was not selected


def test_an_expected_failure_that_passes_is_stale_with_the_entry_to_delete(tmp_path, capsys):
    listed = entry("qa-collective-unconscious", "fail", "phased-out creatures counted", link="https://x/1")
    assert run(tmp_path, "--expect", str(write(tmp_path, [listed]))) == 1
    out = capsys.readouterr().out
    assert "stale expectation: qa-collective-unconscious [current]: expected fail, got pass: it passes now; " \
           "delete the entry " + json.dumps(listed) in out


def test_a_different_non_pass_verdict_is_unexpected(tmp_path, capsys):
    path = write(tmp_path, [entry("qa-collective-unconscious", "error", "it used to crash")])
    assert run(tmp_path, "--engine", SILENT, "--expect", str(path), "--id", "qa-collective-unconscious") == 1
    assert "unexpected: qa-collective-unconscious [current]: expected error, got fail" in capsys.readouterr().out


def test_an_entry_for_a_scenario_that_no_longer_exists_is_reported(tmp_path, capsys):
    path = write(tmp_path, [entry("qa-renamed-long-ago")])
    assert run(tmp_path, "--expect", str(path)) == 1
    assert "no such scenario: qa-renamed-long-ago [current] is in the expectations but not in the suite" in \
           capsys.readouterr().out


def test_update_writes_sorted_entries_and_keeps_reasons_and_links(tmp_path, capsys):
    path = write(tmp_path, [entry("qa-collective-unconscious", "fail", "our own words", link="https://x/2"),
                            entry("qa-gone", "fail")])
    assert run(tmp_path, "--engine", SILENT, "--expect", str(path), "--update-expectations") == 0
    written = json.loads(path.read_text())["expectations"]
    assert [(e["id"], e["edition"]) for e in written] == sorted((e["id"], e["edition"]) for e in written)
    first = next(e for e in written if (e["id"], e["edition"]) == ("qa-collective-unconscious", "current"))
    assert (first["reason"], first["link"]) == ("our own words", "https://x/2")
    assert "qa-gone" not in {e["id"] for e in written}
    assert run(tmp_path, "--engine", SILENT, "--expect", str(path)) == 0


@pytest.mark.parametrize("content, words", [
    ("{", "not JSON"),
    ('{"engine": "x", "expectations": [{"id": "a", "edition": "current", "verdict": "pass", "reason": "r"}]}',
     "$.expectations[0].verdict"),
    ('{"engine": "x", "expectations": [' + ",".join([json.dumps(entry("a"))] * 2) + "]}", "listed twice"),
])
def test_a_bad_expectations_file_is_bad_input(tmp_path, capsys, content, words):
    path = tmp_path / "expect.json"
    path.write_text(content)
    assert run(tmp_path, "--expect", str(path)) == 2
    assert words in capsys.readouterr().err


def test_update_needs_a_file(tmp_path, capsys):
    assert run(tmp_path, "--update-expectations") == 2
    assert "--expect FILE" in capsys.readouterr().err
