"""Where phasecheck writes, deletes and reads: export touches only its own files, reports go only
into regular files with normal permissions, --rule means whole rule numbers, and run finds its
suite from anywhere."""
from __future__ import annotations

import difflib
import json
import os
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from phasecheck import commands
from phasecheck.cli import main
from phasecheck.runner import rule_matches

ROOT = Path(__file__).resolve().parent.parent
ONE = "qa-collective-unconscious"


def one_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("phasecheck: error: ") and "Traceback" not in err, err
    return lines[0]


def umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@pytest.fixture
def suite(tmp_path):
    """A copy of the features, exported into tmp_path/scenarios."""
    shutil.copytree(ROOT / "features", tmp_path / "features")
    assert main(["export", "--features", str(tmp_path / "features"), "--out", str(tmp_path / "scenarios")]) == 0
    return tmp_path


# --- export ----------------------------------------------------------------------------------

def test_export_removes_only_the_files_it_wrote(suite, capsys):
    out = suite / "scenarios"
    hand_written = json.loads((out / f"{ONE}.json").read_text())
    del hand_written["origin"]
    hand_written["id"] = "mine"
    (out / "mine.json").write_text(json.dumps(hand_written))
    elsewhere = json.loads((out / f"{ONE}.json").read_text()) | {"id": "theirs"}
    elsewhere["origin"] = {"file": "other-features/x.feature", "line": 3}
    (out / "theirs.json").write_text(json.dumps(elsewhere))
    (out / "notes.json").write_text("not even JSON")
    (out / "package.json").write_text('{"name": "x"}')
    capsys.readouterr()
    assert main(["export", "--check", "--features", str(suite / "features"), "--out", str(out)]) == 0
    assert main(["export", "--features", str(suite / "features"), "--out", str(out)]) == 0
    assert "0 written, 0 removed" in capsys.readouterr().out
    for name in ("mine.json", "theirs.json", "notes.json", "package.json"):
        assert (out / name).exists(), name


def test_export_removes_a_scenario_no_feature_compiles_to_any_more(suite, capsys):
    feature = suite / "features/seed_001_rulings.feature"
    text = feature.read_text()
    feature.write_text(text.replace("@id:qa-collective-unconscious", "@id:qa-collective-unconscious-renamed"))
    assert main(["export", "--features", str(suite / "features"), "--out", str(suite / "scenarios")]) == 0
    assert "1 written, 1 removed" in capsys.readouterr().out
    assert not (suite / f"scenarios/{ONE}.json").exists()


def test_export_does_not_overwrite_a_file_it_did_not_write(suite, capsys):
    mine = suite / f"scenarios/{ONE}.json"
    mine.write_text('{"my": "notes"}')
    capsys.readouterr()
    assert main(["export", "--features", str(suite / "features"), "--out", str(suite / "scenarios")]) == 2
    assert "exists and was not written by phasecheck export" in one_line(capsys.readouterr().err)
    assert mine.read_text() == '{"my": "notes"}'


@pytest.mark.parametrize("emptied", ["no files", "empty files", "no scenarios"])
def test_export_refuses_to_replace_a_whole_suite_with_nothing(suite, capsys, emptied):
    before = {p.name: p.read_text() for p in (suite / "scenarios").glob("*.json")}
    for feature in (suite / "features").glob("*.feature"):
        if emptied == "no files":
            feature.unlink()
        else:
            feature.write_text("" if emptied == "empty files" else "Feature: nothing left\n")
    capsys.readouterr()
    assert main(["export", "--features", str(suite / "features"), "--out", str(suite / "scenarios")]) == 2
    one_line(capsys.readouterr().err)
    assert {p.name: p.read_text() for p in (suite / "scenarios").glob("*.json")} == before


def test_export_into_a_file_is_refused(suite, capsys):
    (suite / "file").write_text("x")
    assert main(["export", "--features", str(suite / "features"), "--out", str(suite / "file")]) == 2
    assert "is not a folder" in one_line(capsys.readouterr().err)


def test_two_exports_at_once_do_not_crash(suite):
    feature = suite / "features/seed_001_rulings.feature"
    feature.write_text(feature.read_text().replace("@id:qa-collective-unconscious", "@id:renamed"))
    command = [sys.executable, "-m", "phasecheck", "export", "--features", str(suite / "features"),
               "--out", str(suite / "scenarios")]
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(4)]
    for run in runs:  # each writes the renamed scenario and removes the old one, racing the others
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0 and err == "", err
    assert main(["export", "--check", "--features", str(suite / "features"), "--out", str(suite / "scenarios")]) == 0
    assert not list((suite / "scenarios").glob(".*.tmp"))


def test_exported_files_have_normal_permissions(suite):
    wanted = 0o666 & ~umask()
    for path in (suite / "scenarios").glob("*.json"):
        assert stat.S_IMODE(path.stat().st_mode) == wanted, path


# --- run: where the reports go ---------------------------------------------------------------

def run_one(tmp_path: Path, *options: str) -> list[str]:
    """A run of one scenario, from a folder that holds only it."""
    folder = tmp_path / "one"
    if not folder.is_dir():
        folder.mkdir()
        shutil.copy(ROOT / f"scenarios/{ONE}.json", folder)
    return ["run", "--scenarios", str(folder), *options]


@pytest.mark.parametrize("option", ["--report", "--results", "--html", "--junit"])
def test_a_report_onto_a_folder(tmp_path, capsys, option):
    assert main(run_one(tmp_path, option, str(tmp_path))) == 2
    captured = capsys.readouterr()
    assert f"{tmp_path}: is a folder: give the name of a file to write" in one_line(captured.err)
    assert captured.out == ""  # refused before anything was run


def test_a_report_onto_a_device_never_replaces_it(tmp_path, capsys):
    before = os.stat("/dev/null")
    assert main(run_one(tmp_path, "--report", "/dev/null")) == 2
    assert "/dev/null: is not a regular file" in one_line(capsys.readouterr().err)
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev and after.st_ino == before.st_ino


def test_a_report_through_a_link_to_a_device_is_refused(tmp_path, capsys):
    (tmp_path / "link.md").symlink_to("/dev/null")
    assert main(run_one(tmp_path, "--report", str(tmp_path / "link.md"))) == 2
    assert "is not a regular file" in one_line(capsys.readouterr().err)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_report_onto_a_fifo(tmp_path, capsys):
    os.mkfifo(tmp_path / "fifo")
    assert main(run_one(tmp_path, "--report", str(tmp_path / "fifo"))) == 2
    assert "is not a regular file" in one_line(capsys.readouterr().err)
    assert stat.S_ISFIFO(os.stat(tmp_path / "fifo").st_mode)


def test_a_report_under_a_file(tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    assert main(run_one(tmp_path, "--report", str(tmp_path / "file/report.md"))) == 2
    assert "can't write here" in one_line(capsys.readouterr().err)


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_a_report_in_a_folder_that_is_not_writable(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    assert main(run_one(tmp_path, "--report", str(locked / "report.md"))) == 2
    assert "is not writable" in one_line(capsys.readouterr().err)


def test_two_reports_onto_one_file(tmp_path, capsys):
    assert main(run_one(tmp_path, "--report", str(tmp_path / "r.md"), "--html", str(tmp_path / "r.md"))) == 2
    assert "is both the ruling report and the HTML report" in one_line(capsys.readouterr().err)


def test_reports_are_written_with_normal_permissions(tmp_path, capsys):
    report = tmp_path / "r.md"
    assert main(run_one(tmp_path, "--report", str(report))) == 0
    wanted = 0o666 & ~umask()
    assert stat.S_IMODE(report.stat().st_mode) == wanted
    assert stat.S_IMODE(report.with_suffix(".results.json").stat().st_mode) == wanted
    report.chmod(0o640)
    assert main(run_one(tmp_path, "--report", str(report))) == 0
    assert stat.S_IMODE(report.stat().st_mode) == 0o640  # a file replaced keeps its own


def test_the_results_go_beside_the_report_given(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(run_one(tmp_path, "--report", str(tmp_path / "out/r.md"))) == 0
    assert (tmp_path / "out/r.results.json").is_file() and not (tmp_path / "reports").exists()


# --- run: which scenarios --------------------------------------------------------------------

@pytest.mark.parametrize("selector, rule, selected", [
    ("702.2", "702.26", False), ("702.2", "702.26b", False), ("702.2", "702.2", True), ("702.2", "702.2a", True),
    ("702.26", "702.26b", True), ("702.26", "702.260", False), ("702", "702.26b", True), ("70", "702.26", False),
    ("702.26b", "702.26", False), ("702.26b", "702.26b", True),
])
def test_a_rule_selects_whole_rule_numbers_and_their_subrules(selector, rule, selected):
    assert rule_matches(selector, rule) is selected


def test_run_rule_702_2_does_not_select_702_26_scenarios(tmp_path, capsys):
    base = json.loads((ROOT / f"scenarios/{ONE}.json").read_text())
    for sid, rules in (("on-702-2", ["702.2"]), ("on-702-26", ["702.26b"]), ("on-702-2c", ["702.2c"])):
        (tmp_path / f"{sid}.json").write_text(json.dumps(base | {"id": sid, "rules": rules, "editions": ["current"]}))
    assert main(["run", "--scenarios", str(tmp_path), "--rule", "702.2", "--report", str(tmp_path / "r.md")]) == 0
    ran = sorted(line.split()[1] for line in capsys.readouterr().out.splitlines() if line.startswith("pass"))
    assert ran == ["on-702-2", "on-702-2c"]


# --- run from outside the checkout -----------------------------------------------------------

def test_run_outside_the_checkout_finds_the_installed_suite_and_says_so(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--id", ONE]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("scenarios: no scenarios/ folder here, so the suite installed with "
                                          "phasecheck")
    assert f"pass  {ONE} [current]" in out
    assert (tmp_path / "phasecheck-reports/reference-selection.md").is_file()


def test_run_outside_the_checkout_without_an_installed_suite_says_what_to_pass(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(commands, "bundled_suite", lambda: None)
    assert main(["run"]) == 2
    assert "scenarios: no such folder here, and no suite is installed with phasecheck: pass --scenarios FOLDER" \
        in one_line(capsys.readouterr().err)


def test_a_scenarios_folder_here_is_used_before_the_installed_one(tmp_path, capsys, monkeypatch):
    (tmp_path / "scenarios").mkdir()
    shutil.copy(ROOT / f"scenarios/{ONE}.json", tmp_path / "scenarios")
    monkeypatch.chdir(tmp_path)
    assert main(["run"]) == 0
    editions = json.loads((ROOT / f"scenarios/{ONE}.json").read_text())["editions"]
    assert capsys.readouterr().out.splitlines()[:len(editions)] == [f"pass  {ONE} [{e}]" for e in editions]


BUILD = """
from setuptools.dist import Distribution
from setuptools.config.pyprojecttoml import apply_configuration
dist = Distribution()
dist.script_name = "setup.py"
apply_configuration(dist, "pyproject.toml")
command = dist.get_command_obj("build_py")
command.build_lib = {folder!r}
dist.run_command("build_py")
"""


def test_the_suite_ships_inside_the_distribution_and_a_non_editable_install_runs_it(tmp_path):
    """What setuptools puts in the distribution (build_py, as a wheel would hold it) holds every
    scenario; that copy of phasecheck, run outside any checkout, runs its own suite."""
    pytest.importorskip("setuptools.config.pyprojecttoml")
    built = tmp_path / "lib"
    done = subprocess.run([sys.executable, "-c", BUILD.format(folder=str(built))], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
    shipped = {p.name for p in (built / "phasecheck/bundled_scenarios").glob("*.json")}
    assert shipped == {p.name for p in (ROOT / "scenarios").glob("*.json")}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run([sys.executable, "-m", "phasecheck", "run", "--id", ONE], cwd=elsewhere,
                          env=os.environ | {"PYTHONPATH": str(built)}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    first, *verdicts = done.stdout.splitlines()
    assert first == (f"scenarios: no scenarios/ folder here, so the suite installed with phasecheck 0.1.0 "
                     f"({built / 'phasecheck/bundled_scenarios'})")
    assert f"pass  {ONE} [current]" in verdicts


# --- the console -----------------------------------------------------------------------------

def test_a_bug_in_phasecheck_is_one_line_never_a_traceback(tmp_path, capsys, monkeypatch):
    def broken(*args, **kwargs):
        raise KeyError("oops")

    monkeypatch.setattr(commands, "compile_paths", broken)
    (tmp_path / "features").mkdir()
    assert main(["export", "--features", str(tmp_path / "features"), "--out", str(tmp_path / "out")]) == 70
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("phasecheck: internal error: KeyError: 'oops' (test_outputs.py:")
    assert "please report it" in err


def test_a_file_name_that_is_not_utf8(tmp_path):
    name = os.fsencode(str(tmp_path)) + b"/caf\xe9.json"
    with open(name, "wb") as handle:
        handle.write(b"{")
    done = subprocess.run([sys.executable, "-m", "phasecheck", "validate", name], capture_output=True)
    assert done.returncode == 2 and done.stderr.count(b"\n") == 1 and b"Traceback" not in done.stderr
    assert b"caf\\udce9.json" in done.stderr or b"caf\\xe9.json" in done.stderr, done.stderr


def test_output_whose_reader_went_away_is_not_a_traceback():
    """| head that has read enough: the pipe is closed before phasecheck has written."""
    results = ROOT / "reports/reference.results.json"
    writer = subprocess.Popen([sys.executable, "-m", "phasecheck", "report", str(results), "--format", "html"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    writer.stdout.close()
    err = writer.stderr.read()
    assert writer.wait(timeout=60) == 1 and err == b"", err


# --- export never writes through a link; names checked as written; one set at a time ----------

@pytest.mark.parametrize("points", ["nowhere", "outside", "inside"])
def test_export_never_writes_through_a_symbolic_link(suite, capsys, points):
    out = suite / "scenarios"
    (out / f"{ONE}.json").unlink()
    elsewhere = suite / "elsewhere"
    elsewhere.mkdir()
    destination = {"nowhere": elsewhere / "missing.json", "outside": elsewhere / "theirs.json",
                   "inside": out / "notes.txt"}[points]
    if points != "nowhere":
        destination.write_text("theirs")
    (out / f"{ONE}.json").symlink_to(destination)
    capsys.readouterr()
    assert main(["export", "--features", str(suite / "features"), "--out", str(out)]) == 2
    assert f"{ONE}.json: is a symbolic link" in one_line(capsys.readouterr().err)
    assert sorted(p.name for p in elsewhere.iterdir()) == ([] if points == "nowhere" else
                                                           ["theirs.json"] if points == "outside" else [])
    assert points == "nowhere" or destination.read_text() == "theirs"
    assert (out / f"{ONE}.json").is_symlink()


def test_the_outputs_named_after_the_engine_are_checked_before_any_scenario_runs(tmp_path, capsys, monkeypatch):
    pids = tmp_path / "pids"
    engine = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'} well-behaved --pid-file {pids}"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "phasecheck-reports/phasecheck-reference-selection.md").mkdir(parents=True)  # where its report would go
    assert main(["run", "--scenarios", str(ROOT / "scenarios"), "--engine", engine, "--id", ONE]) == 2
    captured = capsys.readouterr()
    assert "phasecheck-reports/phasecheck-reference-selection.md: is a folder" in one_line(captured.err)
    assert "pass " not in captured.out and not list((tmp_path / "phasecheck-reports").glob("*.json"))
    pid = int(pids.read_text().split()[0])
    assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1][:3]


def test_two_runs_writing_the_same_outputs_write_them_one_after_the_other(tmp_path, capsys, monkeypatch):
    """The first run is slow to write (a second between files); a second run, started while it
    writes, waits for it and then writes its own set: the files end up all of one run."""
    outputs = ["--report", str(tmp_path / "r.md"), "--html", str(tmp_path / "r.html"),
               "--junit", str(tmp_path / "r.xml"), "--results", str(tmp_path / "r.results.json")]
    real = commands.write_atomically
    second: list[subprocess.Popen] = []

    def slow(path, text, **options):
        real(path, text, **options)
        if not second:
            second.append(subprocess.Popen([sys.executable, "-m", "phasecheck", "run", "--id",
                                            "qa-vedalken-shackles-phased-out", "--edition", "current", *outputs],
                                           cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True))
        time.sleep(1.0)

    monkeypatch.setattr(commands, "write_atomically", slow)
    assert main(["run", "--id", ONE, "--edition", "current", *outputs]) == 0
    err = second[0].communicate(timeout=120)[1]
    assert second[0].returncode == 0, err
    written = {"results": json.loads((tmp_path / "r.results.json").read_text())["results"][0]["id"],
               "markdown": "qa-vedalken-shackles-phased-out" if "qa-vedalken-shackles-phased-out" in
               (tmp_path / "r.md").read_text() else ONE,
               "html": "qa-vedalken-shackles-phased-out" if "qa-vedalken-shackles-phased-out" in
               (tmp_path / "r.html").read_text() else ONE,
               "junit": "qa-vedalken-shackles-phased-out" if "qa-vedalken-shackles-phased-out" in
               (tmp_path / "r.xml").read_text() else ONE}
    assert set(written.values()) == {"qa-vedalken-shackles-phased-out"}, written


# --- results files kept under version control --------------------------------------------------

def test_a_reproducible_results_file_diffs_line_by_line_and_a_new_scenario_adds_only_its_lines(tmp_path, capsys):
    def results_of(name, *ids):
        options = [item for i in ids for item in ("--id", i)]
        assert main(["run", "--scenarios", str(ROOT / "scenarios"), "--reproducible", "--report",
                     str(tmp_path / f"{name}.md"), *options]) == 0
        return (tmp_path / f"{name}.results.json").read_text()

    one = results_of("one", "qa-collective-unconscious")
    two = results_of("two", "qa-collective-unconscious", "qa-savor-the-moment-crocodile-attacks")
    assert one == results_of("again", "qa-collective-unconscious")  # nothing changes from one run to the next
    assert '"date"' not in one and '"command"' not in one and '"duration"' not in one
    assert one.count("\n") > 100 and json.loads(one)["schema_version"] == "2"
    removed = [line for line in difflib.ndiff(one.splitlines(), two.splitlines()) if line.startswith("- ")]
    assert removed == []  # the second scenario's lines are added; no line of the first changes
    doc = json.loads(two)
    assert list(doc) == sorted(doc) and all(list(r) == sorted(r) for r in doc["results"])


def test_a_run_records_its_date_command_and_durations_unless_reproducible(tmp_path, capsys):
    assert main(["run", "--scenarios", str(ROOT / "scenarios"), "--id", "qa-collective-unconscious",
                 "--report", str(tmp_path / "r.md")]) == 0
    doc = json.loads((tmp_path / "r.results.json").read_text())
    assert doc["command"][:2] == ["phasecheck", "run"] and doc["date"]
    assert all(r["duration"] > 0 for r in doc["results"])
    assert doc["suite"]["version"] == json.loads((ROOT / "catalogue/suite.json").read_text())["releases"][-1]["version"]
