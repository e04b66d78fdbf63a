"""Fuzz tests: whatever a user feeds phasecheck, never a traceback, never a hang, and the same
input gives the same answer. Scenario JSON (well formed, broken in one place, or mangled bytes)
and feature text (vocabulary sentences, swapped words, broken files) go through the CLI in-process,
each twice. Bounded for CI; ``PHASECHECK_FUZZ=long`` runs them longer (README.md, "Fuzz tests")."""
from __future__ import annotations

import io
import os
import signal
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from hypothesis import event, given
from hypothesis import strategies as st

from phasecheck.cli import main
from tests.fuzzing import (HANG_SECONDS, PROFILE, broken_scenario, feature_bytes, feature_text, json_text,
                           mangled_json, one_line_error, scenario)


class Hang(BaseException):
    """Raised in the middle of a command that ran longer than HANG_SECONDS (BaseException: the CLI
    must not be able to catch it)."""


def _alarm(signum, frame):
    raise Hang(f"the command did not finish within {HANG_SECONDS} s")


def cli(*argv: str) -> tuple[int, str, str]:
    """phasecheck in-process: exit code, standard output, standard error."""
    out, err = io.StringIO(), io.StringIO()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
    saved = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = "1700000000"  # the results file says when it was run
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if saved is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = saved
    return code, out.getvalue(), err.getvalue()


def assert_clean(code: int, out: str, err: str) -> None:
    """Exit 0, 1 or 2; bad input is exactly one line on standard error; never a traceback."""
    assert "Traceback" not in out + err and "internal error" not in err, err
    assert code in (0, 1, 2), (code, err)
    if code == 2:
        assert one_line_error(err), err


def run_twice(*argv: str, outputs: tuple[Path, ...] = ()) -> tuple[int, str, str]:
    """The command twice: the same exit code, output and files each time."""
    answers = []
    for _ in range(2):
        code, out, err = cli(*argv)
        assert_clean(code, out, err)
        answers.append((code, out, err, [p.read_text() if p.exists() else None for p in outputs]))
    assert answers[0] == answers[1]
    return answers[0][:3]


def validate_and_run(folder: Path) -> None:
    """What validate accepts, run runs; what it refuses, run refuses the same way."""
    report = folder.parent / "report.md"
    checked, _, why = run_twice("validate", str(folder))
    code, out, err = run_twice("run", "--reproducible", "--scenarios", str(folder), "--report", str(report),
                               outputs=(report, report.with_suffix(".results.json")))
    event(f"run exit code {code}")
    if checked == 0:
        assert code in (0, 1) and report.is_file(), err
    else:
        assert code == 2 and err == why and not report.exists()
    if code == 2:
        event(f"refused: {err.split(': ', 3)[-1][:40]}")


@PROFILE
@given(st.one_of(scenario(), broken_scenario()))
def test_scenario_json(document):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "scenarios"
        folder.mkdir()
        (folder / "fuzz.json").write_text(json_text(document))
        validate_and_run(folder)


@PROFILE
@given(mangled_json())
def test_scenario_bytes(data):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "scenarios"
        folder.mkdir()
        (folder / "fuzz.json").write_bytes(data)
        validate_and_run(folder)


@PROFILE
@given(feature_text(), st.data())
def test_feature_text(text, data):
    with tempfile.TemporaryDirectory() as tmp:
        features, out = Path(tmp) / "features", Path(tmp) / "scenarios"
        features.mkdir()
        (features / "fuzz.feature").write_bytes(feature_bytes(text, data))
        code, _, err = cli("export", "--features", str(features), "--out", str(out))
        assert_clean(code, "", err)
        event(f"export exit code {code}" + (f": {err.split(': ', 3)[-1][:40]}" if code else ""))
        exported = {p.name: p.read_text() for p in out.glob("*.json")}
        again = cli("export", "--features", str(features), "--out", str(Path(tmp) / "again"))
        assert again[0] == code and again[2].replace("again", "scenarios") == err.replace("again", "scenarios")
        assert {p.name: p.read_text() for p in (Path(tmp) / "again").glob("*.json")} == exported
        if code == 0:
            assert exported
            validate_and_run(out)  # what export writes, validate accepts and run runs
        else:
            assert not exported
