"""The process boundary: nothing phasecheck started outlives it, nothing an engine does can hang it,
and a signal at any moment ends the engines and leaves whole reports.

Each test runs ``phasecheck`` from outside (as a user and CI do) against a fake engine that
misbehaves one way (tests/engines/fake_engine.py), bounded in time: a run that would hang fails
the test instead. Every process the engine starts names the test's pid file on its command line,
so that none can be missed when the test looks for what is left."""
from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from phasecheck import interrupt, lineage, process
from phasecheck.cli import main
from tests.helpers import time_bound

ROOT = Path(__file__).resolve().parent.parent
FAKE = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'}"
FIRST, SECOND = "qa-collective-unconscious", "rule-702-26b-draw-for-each-creature"  # the order they run in
#: a hanging engine waits this long for phasecheck's timeouts (--timeout, --start-timeout, --slow-restart)...
HANGS = "600"
#: ...and phasecheck must end well before: a signal that waits for a timeout fails. The bounds are generous
#: (a starved CPU makes a second of work take thirty), never tight enough to measure speed
ENDS_WITHIN = PATIENCE = 120


@pytest.fixture(autouse=True)
def nothing_survives_a_test(tmp_path):
    """Whatever a test finds, what its engines started (naming its pid file) is ended after it."""
    yield
    for pid in processes_naming(str(tmp_path / "pids")):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


bounded_in_time = time_bound(300)  # a test that would hang (an engine hangs 600 s: HANGS) fails instead


def processes_naming(text: str) -> list[int]:
    """The processes (but zombies) whose command line holds ``text``."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if not entry.name.isdigit() or text not in (entry / "cmdline").read_bytes().decode("utf-8", "replace"):
                continue
            if (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                found.append(int(entry.name))
        except OSError:
            pass
    return found


def wait_for(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def nothing_left(marker: Path) -> bool:
    return wait_for(lambda: not processes_naming(str(marker)), 5)


def phasecheck(tmp_path: Path, engine: str, *options: str) -> subprocess.Popen:
    # one engine process, as these tests follow it (--jobs defaults to one per CPU over the protocol)
    return subprocess.Popen([sys.executable, "-m", "phasecheck", "run", "--engine", engine, "--jobs", "1",
                             "--edition", "current", "--timeout", HANGS, "--start-timeout", HANGS,
                             "--report", str(tmp_path / "r.md"), "--html", str(tmp_path / "r.html"),
                             "--junit", str(tmp_path / "r.xml"), *options],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def pids(marker: Path) -> list[str]:
    return marker.read_text().split() if marker.exists() else []


def results(tmp_path: Path) -> dict:
    return json.loads((tmp_path / "r.results.json").read_text())


def reports_whole(tmp_path: Path, interrupted: bool) -> dict:
    """Every report written, each whole and saying the same: interrupted or not."""
    doc = results(tmp_path)
    assert doc["interrupted"] is interrupted
    markdown, page, xml = ((tmp_path / name).read_text() for name in ("r.md", "r.html", "r.xml"))
    assert ("**interrupted**" in markdown) is interrupted and ("<strong>Interrupted:</strong>" in page) is interrupted
    assert markdown.endswith("\n") and page.rstrip().endswith("</html>")
    assert len(ET.fromstring(xml.encode()).findall(".//testcase")) == len(doc["results"])
    assert not list(tmp_path.glob(".*.tmp"))
    return doc


# --- helpers that keep the pipes open ---------------------------------------------------------

@pytest.mark.parametrize("how", ["group", "own-group", "own-session"])
def test_a_helper_that_keeps_the_engines_pipes_open_neither_hangs_the_run_nor_outlives_it(tmp_path, how):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} well-behaved --helper {how} --pid-file {marker}", "--id", FIRST)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 0, err
    assert reports_whole(tmp_path, interrupted=False)["results"][0]["verdict"] == "pass"
    assert nothing_left(marker), processes_naming(str(marker))


def test_an_engine_started_through_a_wrapper_script_ends_with_all_it_started(tmp_path):
    marker = tmp_path / "pids"
    wrapper = tmp_path / "engine.sh"
    wrapper.write_text(f"#!/bin/sh\n{FAKE} well-behaved --helper own-group --pid-file {marker} \"$@\"\n"
                       "echo the wrapper is done >&2\n")
    run = phasecheck(tmp_path, f"sh {wrapper}", "--id", FIRST, "--id", SECOND)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 0, err
    reports_whole(tmp_path, interrupted=False)
    assert nothing_left(marker), processes_naming(str(marker))


def test_an_engine_that_crashes_leaves_no_helper_behind_at_its_restart(tmp_path):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} crash --on-id {FIRST} --helper own-session --pid-file {marker}",
                     "--id", FIRST, "--id", SECOND)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 1, err
    assert [r["verdict"] for r in reports_whole(tmp_path, interrupted=False)["results"]] == ["error", "pass"]
    assert len(pids(marker)) == 2 and nothing_left(marker)


# --- signals ----------------------------------------------------------------------------------

def test_sigterm_while_a_busy_engine_ignores_sigterm_ends_it_and_writes_what_ran(tmp_path):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} hang --on-id {SECOND} --ignore-sigterm --helper group --pid-file {marker}",
                     "--id", FIRST, "--id", SECOND)
    assert wait_for(lambda: pids(marker), PATIENCE)
    assert wait_for(lambda: "pass  " + FIRST in (run.stdout.readline() or ""), PATIENCE)  # the second one hangs now
    run.send_signal(signal.SIGTERM)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 143, err
    assert "interrupted: 1 verdicts written, 1 run(s) not played" in err and "Traceback" not in err
    assert [(r["id"], r["verdict"]) for r in reports_whole(tmp_path, interrupted=True)["results"]] == [
        (FIRST, "pass"), (SECOND, "skip")]
    assert nothing_left(marker), processes_naming(str(marker))


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_before_the_engine_has_started_ends_it_and_writes_an_empty_interrupted_report(
        tmp_path, signum, code):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} hang-at-start --helper own-group --pid-file {marker}", "--id", FIRST)
    assert wait_for(lambda: pids(marker), PATIENCE)
    time.sleep(0.5)
    run.send_signal(signum)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == code, err
    assert (tmp_path / "r.results.json").exists(), out + err
    doc = reports_whole(tmp_path, interrupted=True)
    assert doc["engine"] is None and all((r["verdict"], r["reason"]) == ("skip", "not played: the run was interrupted")
                                         for r in doc["results"])
    assert "not started: the run was interrupted first" in (tmp_path / "r.md").read_text()
    assert nothing_left(marker), processes_naming(str(marker))


def test_ctrl_c_during_a_restart_ends_the_engine_being_started(tmp_path):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} crash --on-id {FIRST} --slow-restart {HANGS} --helper group --pid-file {marker}",
                     "--id", FIRST, "--id", SECOND)
    assert wait_for(lambda: len(pids(marker)) == 2, PATIENCE)  # the first crashed; the second is starting, slowly
    time.sleep(0.5)
    run.send_signal(signal.SIGINT)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 130, err
    assert [r["verdict"] for r in reports_whole(tmp_path, interrupted=True)["results"]] == ["error", "skip"]
    assert nothing_left(marker), processes_naming(str(marker))


def test_ctrl_c_with_several_jobs_ends_every_engine(tmp_path):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} hang --on-id {SECOND} --helper own-session --pid-file {marker}",
                     "--jobs", "3", "--rule", "702.26b")
    assert wait_for(lambda: len(pids(marker)) == 3, PATIENCE)
    time.sleep(2)
    run.send_signal(signal.SIGINT)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 130, err
    doc = reports_whole(tmp_path, interrupted=True)
    verdicts = {r["id"]: (r["verdict"], r["reason"]) for r in doc["results"]}
    assert verdicts.pop(SECOND) == ("skip", "not played: the run was interrupted")
    assert {v for v, _ in verdicts.values()} <= {"pass", "skip"} and "pass" in {v for v, _ in verdicts.values()}
    assert nothing_left(marker), processes_naming(str(marker))


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_while_the_reports_are_written_waits_until_every_one_is_whole(tmp_path, monkeypatch, capsys,
                                                                              signum, code):
    from phasecheck import commands

    written = []
    real = commands.write_atomically

    def write_and_be_interrupted(path, text):
        if not written:
            os.kill(os.getpid(), signum)  # arrives between the first report and the rest
        written.append(path)
        real(path, text)

    monkeypatch.setattr(commands, "write_atomically", write_and_be_interrupted)
    assert main(["run", "--id", FIRST, "--edition", "current", "--report", str(tmp_path / "r.md"),
                 "--html", str(tmp_path / "r.html"), "--junit", str(tmp_path / "r.xml")]) == code
    assert len(written) == 4
    assert reports_whole(tmp_path, interrupted=False)["results"][0]["verdict"] == "pass"  # the run was complete
    assert "(every one: the run was complete)" in capsys.readouterr().err


def test_signals_are_handled_only_while_a_command_runs():
    before = signal.getsignal(signal.SIGTERM)
    with interrupt.handled():
        assert signal.getsignal(signal.SIGTERM) is not before
        with pytest.raises(interrupt.Interrupted) as stopped:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(1)
        assert stopped.value.exit_code == 143
        os.kill(os.getpid(), signal.SIGINT)  # a second signal: phasecheck is stopping already, it is noted
        time.sleep(0.1)
        assert interrupt.exit_code() == 130
    assert signal.getsignal(signal.SIGTERM) is before


# --- an engine that does not read, or writes what nobody asked for ----------------------------

def test_an_engine_that_never_reads_its_input_is_a_timeout_never_a_hang():
    engine = process.EngineProcess([sys.executable, "-c", "import time; time.sleep(3600)"])
    began = time.monotonic()
    with pytest.raises(process._Timeout):
        engine.send("x" * (4 << 20), timeout=1.0)  # far more than a pipe holds
    assert time.monotonic() - began < 5
    engine.kill()
    engine.kill()  # twice is fine
    assert engine.exit_code() == -signal.SIGKILL


@pytest.mark.parametrize("pipelining", [True, False], ids=["pipelining", "one at a time"])
def test_lines_nobody_asked_for_are_counted_and_dropped(tmp_path, pipelining):
    """After its first answer the engine writes 5,000 more lines (5 MB). A line read while no
    answer is awaited is dropped, and the next result says how many were; one read while an answer
    is awaited is taken as that answer and breaks it. With pipelining the next run is asked for
    before the first answer comes: the first of the lines breaks it. One at a time, which lines
    come before phasecheck writes the next run depends on timing: the next result is either an
    error with one of them as evidence, or passes with the note. Either way the run goes on."""
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} chatty --after 5000 --on-id {FIRST} --pid-file {marker}"
                     + ("" if pipelining else " --one-at-a-time"),
                     "--id", FIRST, "--id", SECOND, "--id", "qa-vedalken-shackles-phased-out")
    out, err = run.communicate(timeout=ENDS_WITHIN)
    first, second, third = reports_whole(tmp_path, interrupted=False)["results"]
    assert first["id"] == FIRST and first["verdict"] == "pass" and "notes" not in first
    if second["verdict"] == "error":
        assert "not a 'ran' message" in second["reason"] and second["evidence"]["line"].startswith('{"unasked": ')
        assert not pipelining or second["evidence"]["line"].startswith('{"unasked": 0,')
    else:
        assert not pipelining and second["verdict"] == "pass"
        assert second["notes"][0].startswith("the engine wrote 5000 line(s) nobody asked for before this answer, "
                                             'dropped (the first: {"unasked": 0, "padding": "')
        assert "nobody asked for" in (tmp_path / "r.md").read_text()
    assert third["verdict"] == "pass"
    assert nothing_left(marker)


def test_lines_nobody_asked_for_are_noted_on_the_next_answer():
    """Deterministic: the lines come before the answer is asked for."""
    engine = process.EngineProcess([sys.executable, "-c", "import sys\nfor i in range(3): print('junk', i)\n"
                                    "sys.stdout.flush(); sys.stdin.readline(); print('answer', flush=True)"])
    time.sleep(1.0)  # the junk is read, and dropped, before anything is asked
    engine.send("question")
    line = engine.receive(10)
    assert (line.data, line.unasked, line.unasked_first) == (b"answer\n", 3, b"junk 0")
    line.release()
    engine.kill()


def test_max_restarts_counts_the_whole_run_not_each_job(tmp_path):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} crash --pid-file {marker}", "--jobs", "3", "--max-restarts", "2",
                     "--rule", "702.26b")
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 1, err
    doc = reports_whole(tmp_path, interrupted=False)
    assert len(pids(marker)) == 3 + 2
    assert all(r["verdict"] == "error" for r in doc["results"])
    assert sum("restarted 2 times in this run" in r["reason"] for r in doc["results"]) == len(doc["results"]) - 5
    assert nothing_left(marker)


def test_after_phasecheck_has_ended_its_engines_none_made_before_starts_again():
    made_before = process.ProcessEngine(f"{FAKE} well-behaved")
    process.shutdown()
    with pytest.raises(process.EngineUnavailable, match="phasecheck is stopping"):
        made_before.start()
    assert process.live() == 0
    made_after = process.ProcessEngine(f"{FAKE} well-behaved")
    assert made_after.start().name == "phasecheck-reference"
    made_after.stop()
    assert process.live() == 0


def test_engines_answering_at_once_never_wait_for_each_others_buffers():
    """Eight engines answer 'start' at once, more than the run's line buffers: each line is read
    only when its engine is asked for it, so none waits for a buffer another engine's unread line
    holds (before, the first engines to be asked waited out their start timeout)."""
    engines = [process.ProcessEngine(f"{FAKE} well-behaved", start_timeout=15) for _ in range(8)]
    for engine in engines:
        engine.launch()
    time.sleep(5)  # every one has answered by now
    try:
        for engine in reversed(engines):  # asked in another order than they answered
            assert engine.start().name == "phasecheck-reference"
    finally:
        for engine in engines:
            engine.stop()
    assert process.live() == 0


# --- daemons, and phasecheck's own death -------------------------------------------------------

@pytest.mark.parametrize("how", ["run", "jobs", "smoke"])
def test_a_daemon_in_a_session_of_its_own_with_its_stdio_closed_does_not_outlive_phasecheck(tmp_path, how):
    """No process group, session or pipe leads to it: phasecheck, a child subreaper, adopts it."""
    marker = tmp_path / "pids"
    engine = f"{FAKE} daemon --pid-file {marker}"
    if how == "smoke":
        run = subprocess.Popen([sys.executable, "-m", "phasecheck", "smoke", "--engine", engine], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    else:
        run = phasecheck(tmp_path, engine, "--id", FIRST, "--id", SECOND, *(["--jobs", "2"] if how == "jobs" else []))
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 0, err
    assert nothing_left(marker), processes_naming(str(marker))
    assert len(pids(marker)) == (2 if how == "jobs" else 1)


def test_an_engine_dies_with_phasecheck_even_when_phasecheck_is_killed(tmp_path):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} hang --pid-file {marker}", "--id", FIRST)
    assert wait_for(lambda: pids(marker), PATIENCE)
    engine = int(pids(marker)[0])
    time.sleep(0.5)
    run.kill()  # SIGKILL: no handler of phasecheck runs
    run.communicate(timeout=ENDS_WITHIN)
    assert wait_for(lambda: not processes_naming(str(marker)), 10), processes_naming(str(marker))
    assert engine not in processes_naming(str(marker))


# --- what an engine sees around it ------------------------------------------------------------

def test_an_engine_starts_in_an_empty_folder_of_its_own_and_its_relative_path_still_runs(tmp_path):
    """The peeking engine, named by a path relative to the checkout phasecheck runs in, finds no
    scenarios (nor anything else) where it starts."""
    run = subprocess.Popen([sys.executable, "-m", "phasecheck", "run", "--engine",
                            f"{sys.executable} tests/engines/peeking_engine.py",
                            "--id", FIRST, "--edition", "current", "--report", str(tmp_path / "r.md")],
                           cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 0, err
    assert [r["reason"] for r in results(tmp_path)["results"]] == ["peeked: nothing"]


def test_a_commands_relative_paths_are_made_absolute_and_nothing_else():
    here = ROOT
    argv = lineage.resolved(["python3", "tests/engines/fake_engine.py", "engine", "--flag=tests/x", "-m",
                             "no/such/file", "./scenarios"], here)
    assert argv == ["python3", str(ROOT / "tests/engines/fake_engine.py"), "engine", "--flag=tests/x", "-m",
                    "no/such/file", str(ROOT / "scenarios")]



@pytest.mark.parametrize("signum, code, jobs", [(signal.SIGTERM, 143, "1"), (signal.SIGINT, 130, "2")])
def test_a_signal_at_any_moment_of_an_exchange_never_deadlocks_phasecheck(tmp_path, signum, code, jobs):
    """A signal lands wherever the main thread is, most often waiting for an engine's answer on a
    condition. It used to be raised right there, and one raised inside the wait (or between taking a
    lock and the block that releases it) left the lock held: the stop that followed waited on it
    forever (about one signal in two just after the first verdict). Each trial sends it at another
    moment after the first verdict, while the engine is busy with the next run; every one must end,
    with whole reports, within the bound."""
    for trial, delay in enumerate((0.0, 0.03, 0.11, 0.3)):
        folder = tmp_path / str(trial)
        folder.mkdir()
        run = subprocess.Popen([sys.executable, "-m", "phasecheck", "run", "--engine", f"{FAKE} hang --on-id {SECOND}",
                                "--jobs", jobs, "--edition", "current", "--timeout", HANGS, "--id", FIRST, "--id", SECOND,
                                "--id", "qa-vedalken-shackles-phased-out", "--report", str(folder / "r.md"),
                                "--html", str(folder / "r.html"), "--junit", str(folder / "r.xml")],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert wait_for(lambda: (run.stdout.readline() or "").startswith("pass  "), 60)  # the next one hangs now
        time.sleep(delay)
        run.send_signal(signum)
        try:
            out, err = run.communicate(timeout=ENDS_WITHIN)
        except subprocess.TimeoutExpired:
            run.kill()
            run.communicate()
            pytest.fail(f"phasecheck hung after a signal {delay} s after its first verdict (trial {trial})")
        assert run.returncode == code, err
        assert "Traceback" not in err
        doc = reports_whole(folder, interrupted=True)
        verdicts = {r["id"]: (r["verdict"], r["reason"]) for r in doc["results"]}
        assert verdicts[SECOND] == ("skip", "not played: the run was interrupted")
        assert "pass" in {v for v, _ in verdicts.values()}


def catches(pid: int, signum: int) -> bool:
    """Whether the process has a handler for the signal (Linux: the SigCgt mask of /proc/PID/status)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    mask = next(int(line.split()[1], 16) for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(mask >> (signum - 1) & 1)


def stale_reports(tmp_path: Path) -> None:
    """A previous run's reports where this run writes its own: they must not be left standing."""
    (tmp_path / "r.results.json").write_text('{"previous": "run"}')
    for name in ("r.md", "r.html", "r.xml"):
        (tmp_path / name).write_text("previous run: all passed")


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_from_phasecheck_s_first_instant_is_never_a_traceback_and_the_reports_are_this_run_s(
        tmp_path, signum, code):
    """Ctrl-C while Python imports phasecheck, or SIGTERM before the command has begun: held from the
    first moment, raised where the run can still write whole reports (empty, marked interrupted)."""
    for trial, delay in enumerate((0.0, 0.05, 0.15, 0.3)):
        folder = tmp_path / str(trial)
        folder.mkdir()
        stale_reports(folder)
        run = phasecheck(folder, f"{FAKE} well-behaved", "--id", FIRST)
        # from the moment phasecheck holds signals (it catches SIGTERM, which Python alone does not): before
        # that the interpreter itself is starting, which no Python code can hold (a few hundredths of a second)
        assert wait_for(lambda: catches(run.pid, signal.SIGTERM) or run.poll() is not None, PATIENCE)
        time.sleep(delay)
        run.send_signal(signum)
        out, err = run.communicate(timeout=ENDS_WITHIN)
        if run.returncode == 0:  # it was done before the signal came (a fast machine)
            continue
        assert run.returncode == code, err
        assert "Traceback" not in err
        reports_whole(folder, interrupted=True)


def test_a_signal_while_the_engine_is_launched_writes_this_run_s_reports(tmp_path):
    """The engine starts before the suite is read: a signal then (here the engine sends it) ends the
    run with whole, empty, interrupted reports, never a previous run's left in place."""
    stale_reports(tmp_path)
    run = phasecheck(tmp_path, "sh -c 'kill -TERM $PPID; sleep 30'", "--id", FIRST)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 143, err
    doc = reports_whole(tmp_path, interrupted=True)
    assert [r["reason"] for r in doc["results"]] in ([], ["not played: the run was interrupted"])


def test_signals_that_keep_coming_as_phasecheck_ends_leave_its_exit_code(tmp_path):
    """SIGTERM after SIGTERM, as a supervisor may send them: the command's handlers are put back as it
    ends, and one landing then must not kill phasecheck by the signal's default action. The engine
    hangs on the second run, so the first signal surely lands while the run goes on (a signal after
    the last verdict leaves reports of a complete run, as
    test_a_signal_while_the_reports_are_written_waits_until_every_one_is_whole checks)."""
    run = phasecheck(tmp_path, f"{FAKE} hang --on-id {SECOND}", "--id", FIRST, "--id", SECOND)
    assert wait_for(lambda: (run.stdout.readline() or "").startswith("pass  "), 60)
    deadline = time.monotonic() + 20
    while run.poll() is None and time.monotonic() < deadline:
        run.send_signal(signal.SIGTERM)
        time.sleep(0.01)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 143, err
    reports_whole(tmp_path, interrupted=True)

# --- every selected run gets a verdict, and the default names never collide --------------------

def test_an_interrupted_runs_junit_has_every_run_and_says_it_was_interrupted(tmp_path):
    marker = tmp_path / "pids"
    run = phasecheck(tmp_path, f"{FAKE} hang --on-id {SECOND} --pid-file {marker}", "--id", FIRST, "--id", SECOND,
                     "--id", "qa-vedalken-shackles-phased-out")
    assert wait_for(lambda: pids(marker), PATIENCE)
    # the signal comes while the engine hangs on the last run, once the two before it have passed
    assert wait_for(lambda: "pass  qa-vedalken-shackles-phased-out" in (run.stdout.readline() or ""), PATIENCE)
    time.sleep(1)
    run.send_signal(signal.SIGTERM)
    out, err = run.communicate(timeout=ENDS_WITHIN)
    assert run.returncode == 143, err
    doc = reports_whole(tmp_path, interrupted=True)
    assert [(r["id"], r["verdict"]) for r in doc["results"]] == [
        (FIRST, "pass"), ("qa-vedalken-shackles-phased-out", "pass"), (SECOND, "skip")]
    assert doc["results"][2]["reason"] == "not played: the run was interrupted"
    root = ET.parse(tmp_path / "r.xml").getroot()
    assert root.get("tests") == "3" and root.get("skipped") == "1"
    assert all(s.find("properties/property[@name='interrupted']").get("value") == "true" for s in root.iter("testsuite"))
    assert "2 verdicts written, 1 run(s) not played" in err


@pytest.mark.parametrize("name, stem", [("reference", "reference_engine"), ("Matrix", "matrix_engine"),
                                        ("my engine", "my-engine"), ("x selection", "x-selection_engine"),
                                        ("日本", "unnamed_engine")])
def test_an_engines_default_outputs_never_take_another_ones_names(name, stem):
    from phasecheck.commands import default_name

    assert default_name(name) == stem


def test_an_engine_named_reference_does_not_write_over_the_reference_engines_reports(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--id", FIRST, "--edition", "current"]) == 0
    before = (tmp_path / "phasecheck-reports/reference-selection.md").read_text()
    assert main(["run", "--engine", f"{FAKE} crash --name reference", "--id", FIRST, "--edition", "current",
                 "--max-restarts", "0"]) == 1
    assert (tmp_path / "phasecheck-reports/reference-selection.md").read_text() == before
    assert "engine: reference 0\\.1.0" in (tmp_path / "phasecheck-reports/reference_engine-selection.md").read_text()


def test_an_engines_pythonpath_still_points_where_it_did(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["lib", "", "/abs/olute"]))
    found = lineage.environment("t")
    assert found["PYTHONPATH"] == os.pathsep.join([str(tmp_path / "lib"), "/abs/olute"])
    assert found[lineage.TOKEN] == "t"
    found = lineage.environment("t", ["python3", "-m", "tests.mutants.serve"])  # -m found it here
    assert found["PYTHONPATH"] == os.pathsep.join([str(tmp_path / "lib"), "/abs/olute", str(tmp_path)])
    monkeypatch.delenv("PYTHONPATH")
    assert "PYTHONPATH" not in lineage.environment("t", ["node", "engine.js"])
