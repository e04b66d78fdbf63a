"""export, export --check, validate and run, on the real features and on small copies."""
from __future__ import annotations

import io
import json
import sys
import shutil
from pathlib import Path

import pytest

from phasecheck.catalogue import concepts
from phasecheck.cli import main
from phasecheck.commands import load_scenarios
from phasecheck.runner import select
from phasecheck.compiler import compile_paths

ROOT = Path(__file__).resolve().parent.parent


def test_the_committed_scenarios_are_what_the_features_compile_to(capsys):
    assert main(["export", "--check", "--features", str(ROOT / "features"), "--out", str(ROOT / "scenarios")]) == 0


def test_export_check_finds_changed_missing_and_stale_files(tmp_path, capsys):
    out = tmp_path / "scenarios"
    assert main(["export", "--features", str(ROOT / "features"), "--out", str(out)]) == 0
    first = sorted(out.glob("*.json"))[0]
    retired = json.loads(first.read_text()) | {"id": "retired"}
    first.write_text(first.read_text().replace('"rules"', '"rules" ', 1))
    (out / "retired.json").write_text(json.dumps(retired))
    (out / "notes.json").write_text('{"mine": true}')
    sorted(out.glob("*.json"))[-1].unlink()
    capsys.readouterr()
    assert main(["export", "--check", "--features", str(ROOT / "features"), "--out", str(out)]) == 1
    printed = capsys.readouterr().out
    assert f"out of date: {first}" in printed and "retired.json" in printed and printed.count("out of date") == 2
    assert "notes.json" not in printed
    assert main(["export", "--features", str(ROOT / "features"), "--out", str(out)]) == 0
    assert not (out / "retired.json").exists()
    assert (out / "notes.json").read_text() == '{"mine": true}'
    assert main(["export", "--check", "--features", str(ROOT / "features"), "--out", str(out)]) == 0


def test_validate_accepts_every_committed_scenario(capsys):
    assert main(["validate", str(ROOT / "scenarios")]) == 0
    assert "scenarios are valid" in capsys.readouterr().out


def test_run_passes_every_scenario_and_writes_the_report(tmp_path, capsys):
    report = tmp_path / "report.md"
    assert main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(report)]) == 0
    printed = capsys.readouterr().out
    runs = sum(len(json.loads(p.read_text())["editions"]) for p in (ROOT / "scenarios").glob("*.json"))
    assert f"{runs} pass, 0 fail, 0 error, 0 skip ({runs} runs)" in printed
    text = report.read_text()
    assert "## A phased-out Sandbar Crocodile is not counted by Collective Unconscious" in text
    assert "**Question.**" in text and "001_396fe33281686bf5" not in text  # sources by what they are, linked:
    assert "[Returning Mechanics Review: Phasing" in text and "](https://blogs.magicjudges.org/ftw/returning-" in text


def test_the_report_is_the_same_every_time(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1795219200")  # the date a run shows is the only thing that differs
    first, second = tmp_path / "a.md", tmp_path / "b.md"
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(first)])
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(second)])
    assert first.read_text() == second.read_text()


def test_run_selects_by_id_rule_prefix_and_edition(tmp_path, capsys):
    report = str(tmp_path / "r.md")
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", report, "--id", "qa-collective-unconscious"])
    assert capsys.readouterr().out.splitlines()[:4] == [
        f"pass  qa-collective-unconscious [{edition}]" for edition in concepts().edition_names]
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", report, "--rule", "702.26m",
          "--edition", "2009"])
    lines = [l for l in capsys.readouterr().out.splitlines() if l.startswith("pass")]
    assert lines and all(l.endswith("[2009]") for l in lines)
    assert any("savor-the-moment" in l for l in lines)
    assert main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", report, "--edition", "2003",
                 "--id", "teferis-protection-tokens-come-back"]) == 2
    assert "no scenario matches" in capsys.readouterr().err


def test_run_fails_and_shows_expected_and_observed_when_a_check_does_not_hold(tmp_path, capsys):
    scenario = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())
    next(s for s in scenario["steps"] if s.get("check") == "cards drawn")["count"] = 2
    (tmp_path / "s.json").write_text(json.dumps(scenario))
    assert main(["run", "--scenarios", str(tmp_path), "--report", str(tmp_path / "r.md")]) == 1
    printed = capsys.readouterr().out
    assert "fail  qa-collective-unconscious [current]" in printed
    assert "expected: 2" in printed and "observed: 1" in printed
    assert "| expected | observed |" in (tmp_path / "r.md").read_text()


def test_outline_rows_become_scenarios_with_ids_from_their_first_column():
    ids = [s["id"] for s in compile_paths([ROOT / "features"], ROOT)]
    assert "qa-ivory-tower-teferis-imps-draw-then-tower-then-discard" in ids
    assert len(ids) == len(set(ids))


def test_export_output_is_the_same_from_any_working_directory(tmp_path, monkeypatch, capsys):
    shutil.copytree(ROOT / "features", tmp_path / "features")
    monkeypatch.chdir(tmp_path.parent)
    assert main(["export", "--features", str(tmp_path / "features"), "--out", str(tmp_path / "out")]) == 0
    for path in (tmp_path / "out").glob("*.json"):
        assert path.read_text() == (ROOT / "scenarios" / path.name).read_text()


def test_a_selective_run_leaves_the_full_report_alone(tmp_path, monkeypatch, capsys):
    shutil.copytree(ROOT / "scenarios", tmp_path / "scenarios")
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--id", "qa-collective-unconscious"]) == 0
    assert (tmp_path / "phasecheck-reports/reference-selection.md").is_file()
    assert not (tmp_path / "phasecheck-reports/reference.md").exists()
    assert main(["run"]) == 0
    assert (tmp_path / "phasecheck-reports/reference.md").is_file()



def test_run_selects_by_source_document(tmp_path, capsys):
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(tmp_path / "r.md"), "--source", "forum-2003"])
    ran = {line.split()[1] for line in capsys.readouterr().out.splitlines() if line.startswith("pass")}
    citing = {path.stem for path in (ROOT / "scenarios").glob("*.json")
              if "forum-2003-phasing" in path.read_text()}
    assert ran == citing and "rule-502-15e-damage-removed-on-phasing-out" in ran
    assert "qa-collective-unconscious" not in ran


def test_rerun_failed_runs_only_what_failed_or_errored(tmp_path, capsys):
    first = tmp_path / "first.results.json"
    engine = f"{sys.executable} {ROOT / 'tests/engines/null_engine.py'}"
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--engine", engine, "--results", str(first),
          "--report", str(tmp_path / "first.md"), "--rule", "702.26b"])
    capsys.readouterr()
    assert main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(tmp_path / "again.md"),
                 "--rerun-failed", str(first)]) == 0
    again = json.loads((tmp_path / "again.results.json").read_text())
    failed = {(r["id"], r["edition"]) for r in json.loads(first.read_text())["results"] if r["verdict"] == "fail"}
    assert failed and {(r["id"], r["edition"]) for r in again["results"]} == failed


def test_quiet_prints_only_what_needs_attention(tmp_path, capsys):
    engine = f"{sys.executable} {ROOT / 'tests/engines/null_engine.py'}"
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(tmp_path / "r.md"), "--quiet", "--rule", "702.26b"])
    assert [line for line in capsys.readouterr().out.splitlines() if line.startswith("pass")] == []
    main(["run", "--scenarios", str(ROOT / "scenarios"), "--report", str(tmp_path / "r.md"), "--quiet", "--rule", "702.26b",
          "--engine", engine])
    assert any(line.startswith("fail  qa-collective-unconscious") for line in capsys.readouterr().out.splitlines())


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_one_progress_line_and_the_failures_above_it():
    from phasecheck.progress import Progress
    from phasecheck.runner import ScenarioResult, Verdict

    screen = Terminal()
    progress = Progress(screen, total=2)
    progress.result(ScenarioResult({"id": "a"}, "current", Verdict.PASS))
    progress.result(ScenarioResult({"id": "b"}, "current", Verdict.ERROR, reason="it crashed"))
    progress.close()
    shown = screen.getvalue()
    assert "[1/2] a [current]" in shown and "[2/2] b [current]" in shown
    assert "error b [current]: it crashed\n" in shown and "pass  a" not in shown
    assert shown.endswith("\r\033[K")


def test_version_and_help_name_every_command(capsys):
    from phasecheck import __version__
    from phasecheck.cli import _parser

    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.startswith(f"phasecheck {__version__} (suite ")
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    commands = next(a for a in _parser()._actions if isinstance(a.choices, dict)).choices
    assert len(commands) >= 10 and all(f"\n    {name}" in out for name in commands)
    assert f"commands: {', '.join(commands)}" in out.replace("\n", " ")


@pytest.mark.parametrize("options", [["-x"], ["--max-fail", "2"], ["--max-fail", "2", "--jobs", "2"]])
def test_a_run_stops_after_so_many_failures_as_a_serial_run_would(tmp_path, capsys, options):
    engine = f"{sys.executable} {ROOT / 'tests/engines/null_engine.py'}"
    assert main(["run", "--scenarios", str(ROOT / "scenarios"), "--engine", engine, "--rule", "702.26b",
                 "--report", str(tmp_path / "r.md"), "--reproducible", *options]) == 1
    doc = json.loads((tmp_path / "r.results.json").read_text())
    failed = [r for r in doc["results"] if r["verdict"] in ("fail", "error")]
    assert len(failed) == (1 if options == ["-x"] else 2)
    after = doc["results"][doc["results"].index(failed[-1]) + 1:]
    assert after and all(r["verdict"] == "skip" and r["reason"].startswith("not played: the run stopped after")
                         for r in after)  # every selected run gets one verdict: those not played say why
    assert {(r["id"], r["edition"]) for r in doc["results"]} == {
        (s["id"], e) for s in select(load_scenarios([ROOT / "scenarios"]), rules=["702.26b"]) for e in s["editions"]}
    assert "stopped after" in capsys.readouterr().err
