"""The engine protocol: messages validated both ways, the Python helper, the reference engine
served over it (the same verdicts as in-process), smoke, and pytest --engine."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from phasecheck import reference
from phasecheck.adapter import serve
from phasecheck.commands import load_scenarios
from phasecheck.engines import ReferenceEngine
from phasecheck.play import play_of
from phasecheck.process import ProcessEngine
from phasecheck.protocol import ProtocolError, Ran, Run, Start, Started, Stop, decode, parse_request
from phasecheck.runner import run_all, select

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios([ROOT / "scenarios"])
SERVED = [sys.executable, "-m", "phasecheck", "engine"]
PLAY = play_of(SCENARIOS[0]).message


def test_messages_are_validated_when_written():
    with pytest.raises(ProtocolError, match=r"at \$\.editions"):
        Started("x", "1", ("1999",), frozenset(), frozenset()).to_json()
    with pytest.raises(ProtocolError, match=r"at \$\.seq"):
        Run(0, "current", PLAY).to_json()
    with pytest.raises(ProtocolError):
        Run(1, "current", {"id": "not a play"}).to_json()
    with pytest.raises(ProtocolError, match=r"at \$\.play"):
        Run(1, "current", SCENARIOS[0]).to_json()  # a scenario is never sent: only its play


@pytest.mark.parametrize("line, words", [
    ("{", "not JSON"), ("[1, 2]", "is not of type 'object'"), ('{"seq": "1", "result": {}}', "at $.seq"),
    ('{"seq": 1}', "'result' is a required property"), ("\"\\ud800\"", "lone surrogate"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 deep"), ('{"seq": 1, "seq": 2}', 'the key "seq" is given twice'),
    ("NaN", "NaN is not a JSON number"), ("1" * 5000, "5000 digits is too large"),
])
def test_reading_any_line_gives_a_protocol_error_never_anything_else(line, words):
    with pytest.raises(ProtocolError) as raised:
        Ran.parse(decode(line))
    assert words in str(raised.value)


def test_messages_survive_a_round_trip():
    started = Started.from_description(reference.describe())
    assert Started.parse(json.loads(started.to_json())) == started
    assert parse_request(json.loads(Start().to_json())) == Start()
    assert parse_request(json.loads(Stop().to_json())) == Stop()
    run = parse_request(json.loads(Run(7, "current", PLAY).to_json()))
    assert (run.seq, run.edition, run.play) == (7, "current", PLAY)


def test_the_python_helper_answers_start_and_run_and_ends_at_stop():
    lines = [Start().to_json(), Run(1, "current", PLAY).to_json(), Stop().to_json(), "never read"]
    out = io.StringIO()
    assert serve(reference.describe, reference.run, io.StringIO("\n".join(lines) + "\n"), out) == 0
    started, ran = out.getvalue().splitlines()
    assert Started.parse(json.loads(started)).name == "phasecheck-reference"
    assert Ran.parse(json.loads(ran)).result == reference.run(PLAY, "current")


def test_the_python_helper_turns_an_exception_into_errored_with_context():
    def run(play, edition):
        print("this goes to stderr, not into the protocol")
        raise KeyError("Sandbar Crocodile")

    out = io.StringIO()
    serve(reference.describe, run, io.StringIO(Start().to_json() + "\n" + Run(1, "current", PLAY).to_json()), out)
    result = json.loads(out.getvalue().splitlines()[1])["result"]
    assert result["status"] == "errored" and result["reason"] == "the engine raised KeyError: 'Sandbar Crocodile'"
    assert "KeyError" in result["context"]


def test_the_python_helper_refuses_a_line_that_is_not_a_message():
    assert serve(reference.describe, reference.run, io.StringIO('{"cmd": "dance"}\n'), io.StringIO()) == 2


def test_the_reference_engine_over_the_protocol_gives_the_in_process_verdicts_scenario_by_scenario():
    served = run_all(ProcessEngine(SERVED), SCENARIOS)
    in_process = run_all(ReferenceEngine(), SCENARIOS)
    assert [(r.id, r.edition, r.verdict, r.checks) for r in served.results] == \
           [(r.id, r.edition, r.verdict, r.checks) for r in in_process.results]
    assert [r.checkpoints for r in served.results] == [r.checkpoints for r in in_process.results]


def smoke(*engine: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "phasecheck", "smoke", "--engine", " ".join(engine), "--timeout", "5"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_smoke_passes_an_engine_that_speaks_the_protocol():
    done = smoke(*SERVED)
    assert done.returncode == 0, done.stdout + done.stderr
    assert [line.split(":")[0:2] for line in done.stdout.splitlines()] == [["start", " ok"], ["run", " ok"],
                                                                          ["stop", " ok"]]


@pytest.mark.parametrize("mode, words, code", [
    ("crash-at-start", "start: FAILED: the engine exited with code 3 while answering start", 3),
    ("bad-started", "start: FAILED: the engine's answer to start is not a 'started' message: 'cards' is a required", 3),
    ("garbage", "run: FAILED: the engine's answer is not a 'ran' message: not JSON", 1),
    ("bad-observation", "run: FAILED: error smoke [current]: the adapter's observations break the schema", 1),
    ("ignores-stop", "stop: FAILED: the engine did not exit within 5 s", 1),
])
def test_smoke_says_precisely_what_is_wrong(mode, words, code):
    """Exit 3 when the engine can't be started at all (as for ``phasecheck run``), 1 when it misbehaves later."""
    done = smoke(sys.executable, str(ROOT / "tests/engines/fake_engine.py"), mode)
    assert done.returncode == code and words in done.stdout, done.stdout


def test_smoke_of_a_command_that_does_not_exist_is_an_engine_that_cannot_start(tmp_path):
    done = smoke(str(tmp_path / "no-such-engine"))
    assert done.returncode == 3 and "start: FAILED: can't run" in done.stdout, done.stdout


#: where the features' tests are: the pytest runs below collect only them (the rest of tests/ takes
#: three times as long to collect, and --engine or a selection would deselect it anyway)
RULINGS = "tests/test_rulings.py"


def pytest_engine(*options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", *options], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_pytest_engine_runs_the_features_on_an_engine_over_the_protocol():
    chosen = select(SCENARIOS, ids=["rule-702-26b-*"], rules=["702.26b"])
    done = pytest_engine("--engine", " ".join(SERVED), "--rule", "702.26b", "--id", "rule-702-26b-*", RULINGS)
    assert done.returncode == 0, done.stdout[-2000:]
    runs = sum(len(s["editions"]) for s in chosen)  # one test per scenario x edition
    assert f"{runs} passed" in done.stdout and "deselected" in done.stdout


def test_pytest_engine_reports_what_a_wrong_engine_did():
    engine = f"{sys.executable} {ROOT / 'tests/engines/null_engine.py'}"
    done = pytest_engine("--engine", engine, "--id", "qa-collective-unconscious", RULINGS)
    [scenario] = select(SCENARIOS, ids=["qa-collective-unconscious"])
    line = next(s["line"] for s in scenario["steps"] if s.get("text") == "Amy has drawn 1 card")
    assert done.returncode == 1 and f"{len(scenario['editions'])} failed" in done.stdout
    assert f"line {line}: Amy has drawn 1 card" in done.stdout and "observed: 0" in done.stdout
    assert "FAILED tests/test_rulings.py::qa-collective-unconscious[current]" in done.stdout


def test_pytest_names_a_test_by_scenario_and_edition_and_reruns_the_last_failed(tmp_path):
    cache = ("-o", f"cache_dir={tmp_path / 'cache'}")
    engine = f"{sys.executable} {ROOT / 'tests/engines/null_engine.py'}"
    first = pytest_engine(*cache, "--engine", engine, "-k", "qa-collective-unconscious and current",
                          "--junitxml", str(tmp_path / "j.xml"), RULINGS)
    runs = sum(len(json.loads(path.read_text(encoding="utf-8"))["editions"]) for path in (ROOT / "scenarios").glob("*.json"))
    assert f"1 failed, {runs - 1} deselected" in first.stdout, first.stdout[-2000:]
    assert 'name="qa-collective-unconscious[current]"' in (tmp_path / "j.xml").read_text()
    again = pytest_engine(*cache, "--engine", engine, "--lf", RULINGS)
    assert f"1 failed, {runs - 1} deselected" in again.stdout, again.stdout[-2000:]


def test_pytest_selects_scenario_outline_rows_by_their_own_id():
    done = pytest_engine("--id", "qa-ivory-tower-teferis-imps-tower-*", "--collect-only", RULINGS)
    rows = select(SCENARIOS, ids=["qa-ivory-tower-teferis-imps-tower-*"])
    assert f"{sum(len(s['editions']) for s in rows)}/" in done.stdout and "tests collected" in done.stdout
    assert "::qa-ivory-tower-teferis-imps-tower-first[current]" in done.stdout, done.stdout[-500:]


def test_tags_are_markers_that_select_with_keyword_arguments():
    done = pytest_engine("-m", "rule(number='702.26m')", "--collect-only", RULINGS)
    assert done.stdout.count("test_rulings.py::") == sum(len(s["editions"]) for s in select(SCENARIOS, rules=["702.26m"])) > 0
