"""Adversarial trials, run from outside as an adversary would: engines, files and signals that
misbehave in ways the tests do not spell out, each checked for every promise of issue 17.

    python -m tests.adversarial            # every trial (a few minutes)
    python -m tests.adversarial NAME...    # only these

Each trial runs ``phasecheck`` as a process of its own (with the test extra installed), under a
marker in its environment that every process it starts inherits, and checks: it ends within its
time (no hang); its exit code is one it may give (never 70); no process carrying the marker is
left; every report it names is written whole and says the same (``report`` reads the results
file back); its peak memory stays under 300 MB; no element, attribute or link but the reports'
own survives in the Markdown (rendered with markdown-it-py) or the HTML, and no control character
reaches the terminal or a report. Exit 1 if any trial breaks any of them.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from phasecheck.protocol import PROTOCOL_VERSION
from tests.test_injection import assert_html_safe, assert_markdown_safe, assert_no_control_characters

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
FAKE = f"{PYTHON} {ROOT / 'tests/engines/fake_engine.py'}"
MEASURED = ("import resource, sys\nfrom phasecheck.cli import main\ncode = main(sys.argv[1:])\n"
            "print(f'peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}', file=sys.stderr)\nsys.exit(code)\n")
GOAL_MB = 300
FEW = ["--id", "qa-collective-unconscious", "--id", "qa-vedalken-*", "--id", "rule-702-26b-c*"]


@dataclass
class Trial:
    name: str
    what: str
    #: the phasecheck arguments (after "phasecheck"), given the trial's folder
    arguments: Callable[[Path], list[str]]
    codes: tuple[int, ...] = (0, 1)
    #: seconds after which a signal is sent to phasecheck, and which
    signals: tuple[tuple[float, int], ...] = ()
    seconds: float = 120
    #: files the trial writes before it runs (name -> text), made executable
    files: dict[str, str] = field(default_factory=dict)
    reports: bool = True


def engine_script(body: str) -> str:
    return "#!/bin/sh\n" + body + "\n"


def run_args(folder: Path, engine: str | None, *more: str) -> list[str]:
    arguments = ["run", *(["--engine", engine] if engine else []), "--report", str(folder / "r.md"),
                 "--html", str(folder / "r.html"), "--junit", str(folder / "r.xml")]
    return arguments + list(more)


TRIALS = [
    Trial("daemon-double-fork", "the engine double-forks a daemon (a new session, its parent gone) that keeps stdout",
          lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", *FEW),
          files={"engine.py": f"""import os, subprocess, sys
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        import time; time.sleep(3600)
    os._exit(0)
os.wait()
os.execv({PYTHON!r}, [{PYTHON!r}, {str(ROOT / 'tests/engines/fake_engine.py')!r}, "well-behaved"])
"""}),
    Trial("background-sleep", "a wrapper starts 'sleep 1000 &' with the engine's pipes, then runs the engine",
          lambda f: run_args(f, f"sh {f / 'engine.sh'}", *FEW),
          files={"engine.sh": engine_script(f"sleep 1000 &\n{FAKE} well-behaved")}),
    Trial("pipeline", "the engine's answers go through 'cat' (another process writes the engine's stdout)",
          lambda f: run_args(f, f"sh {f / 'engine.sh'}", *FEW),
          files={"engine.sh": engine_script(f"{FAKE} well-behaved | cat")}),
    Trial("pipeline-crash", "through 'cat', and the engine crashes on one scenario",
          lambda f: run_args(f, f"sh {f / 'engine.sh'}", *FEW),
          files={"engine.sh": engine_script(f"{FAKE} crash --on-id qa-collective-unconscious | cat")}),
    Trial("forked-chatter", "after 'start', twenty children write garbage on the engine's stdout for a minute",
          lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", *FEW),
          files={"engine.py": f"""import os, sys, time
line = sys.stdin.readline()
for _ in range(20):
    if os.fork() == 0:
        time.sleep(0.5)
        end = time.time() + 60
        while time.time() < end:
            os.write(1, b'{{"chatter": "' + b'x' * 500 + b'"}}\\n')
            time.sleep(0.001)
        os._exit(0)
import json
print(json.dumps({{"protocol": {PROTOCOL_VERSION}, "name": "chatter", "version": "0", "editions": ["current"], "cards": [],
                  "tokens": [], "capabilities": {{}}}}), flush=True)
time.sleep(3600)
"""}),
    Trial("trickle", "answers written a byte at a time, each within the timeout",
          lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", "--id", "qa-collective-unconscious", "--edition",
                             "current", "--timeout", "60"),
          files={"engine.py": f"""import sys, time
sys.path.insert(0, {str(ROOT)!r})
from phasecheck import reference
from phasecheck.adapter import serve
class Trickle:
    def write(self, text):
        for c in text:
            sys.__stdout__.write(c); sys.__stdout__.flush(); time.sleep(0.0002)
    def flush(self): pass
sys.exit(serve(reference.describe, reference.run, stdout=Trickle()))
"""}),
    Trial("bytes", "answers holding NUL bytes, bytes that are not UTF-8 and escape sequences",
          lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", *FEW),
          files={"engine.py": f"""import sys, json
sys.path.insert(0, {str(ROOT)!r})
from phasecheck import reference
for line in sys.stdin:
    message = json.loads(line)
    if message["cmd"] == "start":
        sys.stdout.write(json.dumps({{"protocol": {PROTOCOL_VERSION}, "name": "bytes\\u001b[2J", "version": "0\\u0007",
                                     "editions": ["current"], "cards": reference.describe()["cards"], "tokens": [],
                                     "capabilities": {{}}}}) + "\\n")
    elif message["cmd"] == "run":
        sys.stdout.buffer.write(b'{{"seq": ' + str(message["seq"]).encode() + b', "result": "\\x00\\xff\\xfe\\x1b]0;owned\\x07"}}\\n')
    else:
        break
    sys.stdout.flush()
"""}),
    Trial("deep", "an answer nested 100,000 deep", lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", *FEW),
          files={"engine.py": f"""import sys, json
sys.path.insert(0, {str(ROOT)!r})
from phasecheck import reference
for line in sys.stdin:
    message = json.loads(line)
    if message["cmd"] == "start":
        print(json.dumps({{"protocol": {PROTOCOL_VERSION}, "name": "deep", "version": "0", "editions": ["current"],
                          "cards": reference.describe()["cards"], "tokens": [], "capabilities": {{}}}}), flush=True)
    elif message["cmd"] == "run":
        print('{{"seq": %d, "result": %s}}' % (message["seq"], "[" * 100000 + "]" * 100000), flush=True)
    else:
        break
"""}),
    Trial("huge-started", "a 'started' naming 400,000 cards", lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", *FEW),
          codes=(3,), files={"engine.py": f"""import sys, json
sys.stdin.readline()
print(json.dumps({{"protocol": {PROTOCOL_VERSION}, "name": "huge", "version": "0", "editions": ["current"],
                  "cards": [f"card {{i}}" for i in range(400000)], "tokens": [], "capabilities": {{}}}}), flush=True)
sys.stdin.readline()
"""}),
    Trial("endless-line", "a line that never ends", lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", *FEW),
          codes=(3,), files={"engine.py": """import sys
sys.stdin.readline()
while True:
    sys.stdout.write("x" * 65536)
"""}),
    Trial("ansi-reasons", "a megabyte of escape sequences in every reason and on stderr",
          lambda f: run_args(f, f"{PYTHON} {f / 'engine.py'}", *FEW),
          files={"engine.py": f"""import sys
sys.path.insert(0, {str(ROOT)!r})
from phasecheck import reference
from phasecheck.adapter import serve
def run(play, edition):
    sys.stderr.write("\\x1b]0;owned\\x07\\x1b[2J" * 1000 + "\\n")
    return {{"status": "errored", "reason": "\\x1b[2K\\rall passed \\u202e" * 40000}}
sys.exit(serve(reference.describe, run))
"""}),
    Trial("sigterm-early", "SIGTERM a tenth of a second after phasecheck starts",
          lambda f: run_args(f, f"{FAKE} well-behaved --helper own-session", *FEW),
          # before phasecheck has set itself up (Python still loading), the signal's default action ends
          # it (-15): no engine has been started then
          codes=(0, 1, 2, 143, -signal.SIGTERM), signals=((0.1, signal.SIGTERM),), reports=False),
    Trial("sigterm-at-start", "SIGTERM as the engine is being started (its helper keeps the pipes)",
          lambda f: run_args(f, f"{FAKE} hang-at-start --helper own-session", *FEW),
          codes=(143,), signals=((1.5, signal.SIGTERM),)),
    Trial("sigint-twice", "Ctrl-C twice in a row while a helper-laden engine hangs",
          lambda f: run_args(f, f"{FAKE} hang --on-id qa-vedalken-shackles-phased-out --helper own-group", *FEW),
          codes=(130,), signals=((4.0, signal.SIGINT), (4.05, signal.SIGINT))),
    Trial("sighup", "SIGHUP (the terminal went away) mid-run, --jobs 3",
          lambda f: run_args(f, f"{FAKE} hang --on-id qa-vedalken-shackles-phased-out --helper group", "--jobs", "3",
                             *FEW), codes=(129,), signals=((5.0, signal.SIGHUP),)),
    Trial("sigterm-reference", "SIGTERM during an in-process run of the whole suite",
          lambda f: run_args(f, None), codes=(143, 0), signals=((3.0, signal.SIGTERM),)),
    Trial("crash-jobs", "every run crashes, --jobs 8 and --max-restarts 3",
          lambda f: run_args(f, f"{FAKE} crash --helper own-session", "--jobs", "8", "--max-restarts", "3",
                             "--rule", "702.26b"), codes=(1,)),
    Trial("inject-all-editions", "hostile strings everywhere, every edition, --jobs 2",
          lambda f: run_args(f, f"{FAKE} inject", "--jobs", "2", "--rule", "702.26"), codes=(1,)),
    Trial("chain-10000", "a chain of 10,000 attachments on every board",
          lambda f: run_args(f, f"{FAKE} chain --after 10000", "--id", "qa-vedalken-*", "--edition", "current"),
          codes=(0, 1)),
]


def marked(marker: str) -> list[int]:
    """The processes (but zombies) whose environment holds the trial's marker."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if marker.encode() in (entry / "environ").read_bytes() and \
                    (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                found.append(int(entry.name))
        except OSError:
            pass
    return found


def check_reports(folder: Path, out: str, problems: list[str]) -> None:
    results = folder / "r.results.json"
    if not results.exists():
        problems.append("no results file")
        return
    doc = json.loads(results.read_text())
    md, page = (folder / "r.md").read_text(), (folder / "r.html").read_text()
    if doc["interrupted"] != ("**interrupted**" in md) or doc["interrupted"] != ("<strong>Interrupted:</strong>" in page):
        problems.append("the reports disagree on whether the run was interrupted")
    if not page.rstrip().endswith("</html>"):
        problems.append("the HTML report is not whole")
    if len(ET.parse(folder / "r.xml").getroot().findall(".//testcase")) != len(doc["results"]):
        problems.append("JUnit does not hold every result")
    again = subprocess.run([PYTHON, "-m", "phasecheck", "report", str(results), "--format", "html",
                            "--out", str(folder / "again.html")], cwd=ROOT, capture_output=True, text=True)
    if again.returncode != 0:
        problems.append(f"report can't read the results back: {again.stderr.strip()[:200]}")
    for check, text, what in ((assert_markdown_safe, md, "r.md"), (assert_html_safe, page, "r.html"),
                              (assert_no_control_characters, (folder / "r.xml").read_text(), "r.xml")):
        try:
            check(text, what)
        except AssertionError as error:
            problems.append(str(error)[:300])


def attempt(trial: Trial, base: Path) -> tuple[list[str], str]:
    folder = base / trial.name
    folder.mkdir()
    for name, text in trial.files.items():
        (folder / name).write_text(text)
        (folder / name).chmod(0o755)
    marker = f"PHASECHECK_TRIAL={uuid.uuid4().hex}"
    env = os.environ | {marker.split("=")[0]: marker.split("=")[1]}
    began = time.monotonic()
    process = subprocess.Popen([PYTHON, "-c", MEASURED, *trial.arguments(folder)], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="surrogateescape")
    for delay, signum in trial.signals:
        time.sleep(max(0.0, began + delay - time.monotonic()))
        process.send_signal(signum)
    problems: list[str] = []
    try:
        out, err = process.communicate(timeout=trial.seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        problems.append(f"hung: still running after {trial.seconds:g} s")
    seconds = time.monotonic() - began
    if process.returncode not in trial.codes:
        problems.append(f"exit {process.returncode} (expected one of {trial.codes})")
    if "Traceback" in err or "internal error" in err:
        problems.append("a traceback or an internal error: " + err.strip()[-300:])
    peak = next((int(line.split()[1]) / 1024 for line in err.splitlines() if line.startswith("peak ")), 0.0)
    if peak > GOAL_MB:
        problems.append(f"peak memory {peak:.0f} MB")
    terminal = out + "\n".join(line for line in err.splitlines() if not line.startswith("peak "))
    try:
        assert_no_control_characters(terminal, "the terminal")
    except AssertionError as error:
        problems.append(str(error)[:300])
    time.sleep(0.5)
    left = marked(marker.split("=")[1])
    if left:
        problems.append(f"{len(left)} process(es) left behind")
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
    if trial.reports or (folder / "r.results.json").exists():
        if process.returncode != 2:
            check_reports(folder, out, problems)
    summary = f"exit {process.returncode}, {seconds:.1f} s, {peak:.0f} MB"
    return problems, summary


def main(argv: list[str] | None = None) -> int:
    names = (argv if argv is not None else sys.argv[1:]) or [t.name for t in TRIALS]
    failed = 0
    with tempfile.TemporaryDirectory() as base:
        for trial in TRIALS:
            if trial.name not in names:
                continue
            problems, summary = attempt(trial, Path(base))
            failed += bool(problems)
            print(f"{'ok  ' if not problems else 'FAIL'} {trial.name}: {trial.what} ({summary})", flush=True)
            for problem in problems:
                print(f"       {problem}", flush=True)
    print(f"{failed} trial(s) broke a promise" if failed else "every trial kept every promise")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
