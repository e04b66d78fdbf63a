"""A run that survives any engine: each misbehaviour of an engine over the protocol becomes an
error verdict with the evidence, the engine is restarted, the rest of the run completes, and
nothing hangs. The fake engines misbehave on request (tests/engines/fake_engine.py)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from phasecheck.commands import load_scenarios
from phasecheck.engines import ReferenceEngine
from phasecheck.play import play_of
from phasecheck.process import ProcessEngine
from phasecheck.runner import Verdict, planned, run_all, select
from tests.helpers import time_bound

ROOT = Path(__file__).resolve().parent.parent
FAKE = [sys.executable, str(ROOT / "tests/engines/fake_engine.py")]
#: a few scenarios, fixed by id so that the suite growing changes nothing here: the victim plays first
VICTIM = "qa-collective-unconscious"
SCENARIOS = select(load_scenarios([ROOT / "scenarios"]), ids=[VICTIM, "rule-702-26b-*"], edition="current")


bounded_in_time = time_bound(60)  # a test that would hang fails instead


def fake(mode: str, *options: str, **limits) -> ProcessEngine:
    return ProcessEngine([*FAKE, mode, *options], **({"timeout": 2.0, "start_timeout": 5.0} | limits))


def verdicts(outcome) -> dict[str, Verdict]:
    return {r.id: r.verdict for r in outcome.results}


def test_a_well_behaved_engine_passes_everything_over_the_protocol():
    outcome = run_all(fake("well-behaved"), SCENARIOS, "current")
    assert set(verdicts(outcome).values()) == {Verdict.PASS} and len(outcome.results) == len(SCENARIOS)


MID_RUN = [
    ("crash", "exited with code 101 while answering run", {"exit_code": 101, "stderr": "assertion failed"}),
    ("hang", "did not finish answering run", {"exit_code": -9}),
    ("garbage", "not a 'ran' message: not JSON", {"line": "Segmentation fault? no"}),
    ("partial-line", "exited with code 0 in the middle of a line", {"line": '"result":{"statu'}),
    ("wrong-seq", "answered seq", {"line": '{"seq": '}),
    ("long-line", "wrote a line longer than", {"line": '{"seq": 1, "result": "xxx'}),
    ("bad-observation", "observations break the schema at $.actions", {}),
    ("undeclared-card", '"lotus" as Black Lotus, a card it did not declare', {}),
]


@pytest.mark.parametrize("mode, words, evidence", MID_RUN, ids=[m[0] for m in MID_RUN])
def test_a_misbehaviour_on_one_scenario_is_an_error_with_evidence_and_the_rest_of_the_run_completes(
        mode, words, evidence):
    outcome = run_all(fake(mode, "--on-id", VICTIM), SCENARIOS, "current")
    assert [(r.id, r.edition) for r in outcome.results] == [(s["id"], e) for s, e in planned(SCENARIOS, "current")]
    victim = next(r for r in outcome.results if r.id == VICTIM)
    assert victim.verdict is Verdict.ERROR and words in victim.reason
    for key, value in evidence.items():
        assert str(value) in str(victim.evidence[key]), (key, victim.evidence)
    assert all(r.verdict is Verdict.PASS for r in outcome.results if r.id != VICTIM)


def test_a_flood_of_stderr_neither_blocks_the_engine_nor_fills_memory():
    engine = fake("stderr-flood", "--on-id", VICTIM)
    outcome = run_all(engine, SCENARIOS, "current")
    assert set(verdicts(outcome).values()) == {Verdict.PASS}


@pytest.mark.parametrize("mode, words", [
    ("crash-at-start", "exited with code 3 while answering start"),
    ("hang-at-start", "did not finish answering start within 1 s"),
    ("bad-started", "not a 'started' message: 'cards' is a required property"),
    ("old-protocol", "2 was expected (at $.protocol)"),
])
def test_an_engine_that_cannot_start_gives_every_scenario_an_error(mode, words):
    # only the hanging engine meets its start timeout: the others have time to load on a busy machine
    outcome = run_all(fake(mode, start_timeout=1.0 if mode == "hang-at-start" else 20.0), SCENARIOS, "current")
    assert outcome.unavailable is not None and words in outcome.unavailable.reason
    assert [r.verdict for r in outcome.results] == [Verdict.ERROR] * len(SCENARIOS)
    assert all(r.reason.startswith("the engine could not be started") for r in outcome.results)


def test_an_engine_that_crashes_at_start_leaves_its_stderr_as_evidence():
    outcome = run_all(fake("crash-at-start"), SCENARIOS[:1])
    assert outcome.results[0].evidence == {"exit_code": 3, "stderr": "fake engine: cannot load my card database\n"}


def test_an_engine_that_exits_after_each_run_is_restarted_for_the_next():
    outcome = run_all(fake("exit-after", "--after", "1"), SCENARIOS, "current")
    assert [r.verdict for r in outcome.results] == [[Verdict.PASS, Verdict.ERROR][i % 2] for i in range(len(SCENARIOS))]
    assert all("exited with code 0 while answering run 2" in r.reason for r in outcome.results if r.reason)


def test_restarts_have_a_cap_and_every_scenario_still_gets_a_verdict():
    engine = fake("crash", max_restarts=2)
    outcome = run_all(engine, SCENARIOS, "current")
    reasons = [r.reason for r in outcome.results]
    assert len(reasons) == len(SCENARIOS) and engine.restarts == 2
    assert all("exited with code 101" in reason for reason in reasons[:3])
    assert all(reason.startswith("not run: the engine was restarted 2 times") for reason in reasons[3:])


def test_an_engine_that_ignores_stop_is_killed():
    engine = fake("ignores-stop")
    engine.start()
    began = time.monotonic()
    assert engine.stop_cleanly(grace=0.5) is False
    assert time.monotonic() - began < 5


def running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_ctrl_c_stops_the_engine_and_writes_what_was_run(tmp_path):
    pids = tmp_path / "pids"
    report = tmp_path / "report.md"
    first, hanging = "qa-collective-unconscious", "rule-702-26b-draw-for-each-creature"  # in this order
    command = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'} hang --on-id {hanging} --pid-file {pids}"
    run = subprocess.Popen([sys.executable, "-m", "phasecheck", "run", "--engine", command, "--id", first,
                            "--id", hanging, "--edition", "current", "--report", str(report)], cwd=ROOT,
                           stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    while not pids.exists():
        time.sleep(0.05)
    while not run.stdout.readline().startswith("pass  "):  # the first scenario is done, the second hangs
        pass
    time.sleep(0.5)
    run.send_signal(signal.SIGINT)
    out, err = run.communicate(timeout=30)
    assert run.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
    written = report.read_text()
    assert "**interrupted**" in written and "1 pass, 0 fail, 0 error, 1 skip (2 runs)" in written
    assert f"(#{first})" in written  # its ruling in the summary, played
    verdicts = [(r["id"], r["verdict"]) for r in json.loads((tmp_path / "report.results.json").read_text())["results"]]
    assert verdicts == [(first, "pass"), (hanging, "skip")]  # not played, and saying so
    assert "not played: the run was interrupted" in written
    engine_pid = int(pids.read_text().split()[0])
    assert not running(engine_pid)


def test_a_command_that_does_not_exist_cannot_start(tmp_path):
    outcome = run_all(ProcessEngine("no-such-engine-anywhere --flag"), SCENARIOS[:2], "current")
    assert "can't run no-such-engine-anywhere --flag: No such file or directory" in outcome.unavailable.reason
    assert [r.verdict for r in outcome.results] == [Verdict.ERROR, Verdict.ERROR]


# --- runs written ahead (the capability 'pipelining') ----------------------------------------

def taken(log: Path) -> list[str]:
    return log.read_text().splitlines() if log.exists() else []


def wait_for(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_the_announced_run_is_written_ahead_to_an_engine_that_declares_pipelining(tmp_path):
    log = tmp_path / "taken"
    engine = fake("well-behaved", "--log", str(log))
    assert engine.start().pipelining
    first, second = play_of(SCENARIOS[0]).message, play_of(SCENARIOS[1]).message
    engine.announce([(first, "current"), (second, "current")])
    assert engine.run(first, "current")["status"] == "observed"
    # the engine takes the second run before anyone has asked for it
    assert wait_for(lambda: len(taken(log)) == 2, 10), taken(log)
    assert engine.run(second, "current")["status"] == "observed"
    engine.stop()
    assert taken(log) == [f"{SCENARIOS[0]['id']} current", f"{SCENARIOS[1]['id']} current"]  # written once


def test_an_engine_that_does_not_declare_pipelining_is_written_each_run_after_its_last_answer(tmp_path):
    log = tmp_path / "taken"
    engine = fake("well-behaved", "--log", str(log), "--one-at-a-time")
    assert not engine.start().pipelining
    first, second = play_of(SCENARIOS[0]).message, play_of(SCENARIOS[1]).message
    engine.announce([(first, "current"), (second, "current")])
    engine.run(first, "current")
    time.sleep(1.0)
    assert taken(log) == [f"{SCENARIOS[0]['id']} current"]
    assert engine.run(second, "current")["status"] == "observed"
    engine.stop()


@pytest.mark.parametrize("declared", [True, False], ids=["pipelining", "one at a time"])
def test_a_whole_run_gives_the_same_verdicts_with_and_without_pipelining(declared):
    options = () if declared else ("--one-at-a-time",)
    outcome = run_all(fake("well-behaved", *options), SCENARIOS, "current")
    in_process = run_all(ReferenceEngine(), SCENARIOS, "current")
    assert outcome.engine.pipelining is declared
    assert [(r.id, r.verdict, r.checks) for r in outcome.results] == [
        (r.id, r.verdict, r.checks) for r in in_process.results]


@pytest.mark.parametrize("mode, words", [("crash", "exited with code 101 while answering run 2"),
                                         ("garbage", "not a 'ran' message")])
def test_a_misbehaviour_on_a_run_written_ahead_is_that_runs_error_and_the_next_goes_to_a_fresh_engine(
        mode, words):
    # the victim is the second run: it is written while the engine plays the first, and the third
    # is written to the engine while it plays the victim
    order = [s for s in SCENARIOS if s["id"] != VICTIM]
    order.insert(1, next(s for s in SCENARIOS if s["id"] == VICTIM))
    engine = fake(mode, "--on-id", VICTIM)
    outcome = run_all(engine, order, "current")
    assert [r.id for r in outcome.results] == [s["id"] for s in order]
    assert [r.verdict for r in outcome.results] == [Verdict.PASS, Verdict.ERROR] + [Verdict.PASS] * (len(order) - 2)
    assert words in outcome.results[1].reason
    assert engine.restarts == 1


def test_a_run_other_than_the_one_announced_is_refused():
    engine = fake("well-behaved")
    engine.start()
    plays = [play_of(s).message for s in SCENARIOS[:3]]
    engine.announce([(plays[0], "current"), (plays[1], "current")])
    engine.run(plays[0], "current")
    with pytest.raises(ValueError, match="run 2 was announced"):
        engine.run(plays[2], "current")
    engine.stop()


# --- an engine launched before the suite is read ---------------------------------------------

@pytest.mark.parametrize("bad", [["--id", "no-such-scenario"], ["--update-expectations"]],
                         ids=["nothing selected", "no --expect"])
def test_bad_input_stops_the_engine_launched_before_it_was_found(tmp_path, bad):
    pids = tmp_path / "pids"
    # an engine that would wait for an hour: only being killed ends it
    command = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'} hang-at-start --pid-file {pids}"
    done = subprocess.run([sys.executable, "-m", "phasecheck", "run", "--engine", command, *bad,
                           "--report", str(tmp_path / "r.md")], cwd=ROOT, capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 2 and "phasecheck: error:" in done.stderr, done.stderr
    assert not (tmp_path / "r.md").exists()
    assert wait_for(lambda: not processes_naming(str(pids)), 5), "the engine was left running"


def processes_naming(text: str) -> list[int]:
    """The processes whose command line holds ``text``."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and text in (entry / "cmdline").read_bytes().decode("utf-8", "replace"):
                found.append(int(entry.name))
        except OSError:
            pass
    return found
