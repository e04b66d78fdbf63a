"""A signal is never raised where it lands while phasecheck talks to an engine (phasecheck.interrupt):
an exception raised inside a lock's wait, or between taking a lock and the block that releases it,
leaves the lock held, and the stop that follows waits on it forever. Inside a guarded block the
signal is held and raised at the next check, which every wait of the exchange reaches at least
every tenth of a second."""
from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

from phasecheck import interrupt
from phasecheck.play import play_of
from phasecheck.process import ProcessEngine
from phasecheck.runner import run_all, select
from phasecheck.commands import load_scenarios
from tests.helpers import time_bound

ROOT = Path(__file__).resolve().parent.parent
FAKE = [sys.executable, str(ROOT / "tests/engines/fake_engine.py")]
FIRST, HANGS = "qa-collective-unconscious", "rule-702-26b-draw-for-each-creature"


bounded_in_time = time_bound(60)  # a test that would hang fails instead


def later(seconds: float, signum: int = signal.SIGTERM) -> threading.Timer:
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signum))
    timer.start()
    return timer


def test_a_signal_in_a_guarded_block_is_raised_at_the_next_check_not_where_it_lands():
    with interrupt.handled():
        with interrupt.guarded():
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.05)  # the handler has run: nothing was raised
            assert interrupt.received == signal.SIGTERM
            with pytest.raises(interrupt.Interrupted) as raised:
                interrupt.check()
            assert raised.value.exit_code == 143
            os.kill(os.getpid(), signal.SIGINT)  # later signals are only noted: phasecheck is stopping
            time.sleep(0.05)
            interrupt.check()
        assert interrupt.received == signal.SIGINT


def test_a_signal_held_in_a_guarded_block_is_raised_when_it_ends_and_not_inside_a_deferred_one():
    with interrupt.handled():
        with pytest.raises(interrupt.Interrupted):
            with interrupt.guarded():
                with interrupt.deferred():
                    os.kill(os.getpid(), signal.SIGTERM)
                    time.sleep(0.05)
                    interrupt.check()  # no raise inside a deferred block
                reached = True  # nor at its end, inside a guarded one
        assert reached


def test_outside_a_guarded_block_a_signal_is_raised_where_it_lands():
    with interrupt.handled():
        with pytest.raises(interrupt.Interrupted):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)


@pytest.mark.parametrize("delay", [0.05, 0.17, 0.4])
def test_a_signal_while_the_engine_is_awaited_stops_the_run_and_the_engine_promptly(delay):
    """In-process, the main thread waiting on the engine's answer (a condition's wait): the run ends
    interrupted within a second, the engine stopped, every lock free (a second stop returns at once)."""
    scenarios = select(load_scenarios([ROOT / "scenarios"]), ids=[FIRST, HANGS], edition="current")
    engine = ProcessEngine(FAKE + ["hang", "--on-id", HANGS], timeout=60)
    with interrupt.handled():
        timer = None

        def signal_after_the_first(result):
            nonlocal timer
            timer = later(delay)

        began = time.monotonic()
        outcome = run_all(engine, scenarios, "current", on_result=signal_after_the_first)
        assert timer is not None
        timer.join()
    assert outcome.interrupted and time.monotonic() - began < 30
    assert [(r.id, r.verdict.value) for r in outcome.results] == [(FIRST, "pass"), (HANGS, "skip")]
    engine.stop()  # the locks are free: this returns
    assert engine._process is None


def test_a_signal_while_the_suite_is_read_is_never_lost_in_code_that_swallows_it(tmp_path, monkeypatch):
    """Reading the suite runs library code (schema validators that call back into Python) that may take
    an exception raised in it for a failure of its own and swallow it. A signal that lands there must
    still stop the run: it is held, and raised once the suite is read, so the run writes its empty,
    interrupted reports and ends, instead of going on to wait for the engine."""
    import argparse

    from phasecheck import commands

    def never(*_args):
        raise AssertionError("the run went on after the signal")

    calls = []

    def reading(args):
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)  # the handler runs here
        except BaseException:  # noqa: BLE001 - what a validator's callback may do to an exception
            calls.append("swallowed")
        calls.append("read")
        return ()

    monkeypatch.setattr(commands, "_prepare", reading)
    monkeypatch.setattr(commands, "_play", never)
    written = []
    monkeypatch.setattr(commands, "write_reports", lambda args, doc: written.append(doc))
    args = argparse.Namespace(argv=["run"], reproducible=True)
    with interrupt.handled():
        code = commands._run(args, engines=None)
    assert calls == ["read"] and code == 130
    assert written and written[0]["interrupted"] is True and written[0]["results"] == []


@pytest.mark.parametrize("ending", ["nothing to run", "bad input"])
def test_a_signal_while_the_suite_is_read_wins_over_what_reading_it_then_says(monkeypatch, ending):
    """A signal held as the suite is read is not dropped when reading it ends in "nothing to run" or
    in bad input: the run stops as the signal asks, with its interrupted reports."""
    import argparse

    from phasecheck import commands
    from phasecheck.errors import InputError

    def reading(args):
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.05)  # the handler runs here, and holds the signal
        raise commands._NothingToRun("nothing") if ending == "nothing to run" else InputError("here", "bad")

    monkeypatch.setattr(commands, "_prepare", reading)
    written = []
    monkeypatch.setattr(commands, "write_reports", lambda args, doc: written.append(doc))
    with interrupt.handled():
        code = commands._run(argparse.Namespace(argv=["run"], reproducible=True), engines=None)
    assert code == 143 and written and written[0]["interrupted"] is True


def test_a_signal_after_the_last_verdict_waits_for_the_reports(monkeypatch):
    """From the last verdict to the last report (the results document, the gate's lines, the summary), a
    signal is noted, not raised: the run's reports are written whole, and the exit code says the signal."""
    import argparse
    import types

    from phasecheck import commands, runner

    monkeypatch.setattr(commands, "_prepare", lambda args: ([], [], None, None, types.SimpleNamespace(version="x")))
    monkeypatch.setattr(commands, "run_parallel", lambda *a, **k: runner.RunOutcome(None, ()))

    def summary(results):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)  # the handler runs here, after the run, before the reports
        return "0 scenarios"

    monkeypatch.setattr(commands, "summary_line", summary)
    written = []
    monkeypatch.setattr(commands, "write_reports", lambda args, doc, verdict=None: written.append(doc))
    args = argparse.Namespace(argv=["run"], reproducible=True, quiet=True, update_expectations=False, edition=None,
                              engine=None, jobs=1, max_fail=None)
    with interrupt.handled():
        code = commands._run(args, engines=None)
    assert code == 130 and len(written) == 1
