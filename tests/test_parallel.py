"""--jobs N runs N engine processes at once; the verdicts and every report are those of a serial run."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from phasecheck.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(tmp_path: Path, name: str, *options: str) -> dict:
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(tmp_path / f"{name}.md"),
          "--html", str(tmp_path / f"{name}.html"), "--quiet", *options])
    return json.loads((tmp_path / f"{name}.results.json").read_text())


def test_two_jobs_give_the_verdicts_and_reports_of_a_serial_run(tmp_path, capsys):
    run(tmp_path, "serial", "--reproducible")
    run(tmp_path, "parallel", "--jobs", "3", "--reproducible")
    assert (tmp_path / "serial.results.json").read_text() == (tmp_path / "parallel.results.json").read_text()
    assert (tmp_path / "serial.md").read_text() == (tmp_path / "parallel.md").read_text()
    assert (tmp_path / "serial.html").read_text() == (tmp_path / "parallel.html").read_text()


def test_a_misbehaving_engine_in_parallel_still_gives_one_verdict_per_run(tmp_path, capsys):
    engine = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'} crash --on-id qa-collective-unconscious"
    doc = run(tmp_path, "crashing", "--jobs", "2", "--engine", engine, "--rule", "702.26b")
    verdicts = {r["id"]: r["verdict"] for r in doc["results"]}
    assert verdicts.pop("qa-collective-unconscious") == "error" and set(verdicts.values()) == {"pass"}
    ids = [r["id"] for r in doc["results"]]
    assert ids == sorted(ids)  # the plan's order: scenarios in the order of their ids
