"""phasecheck's peak memory against hostile engines: whatever an engine answers, a run stays under
300 MB (issue 17). Each row runs ``phasecheck run`` over the protocol against one fake engine of
tests/engines/fake_engine.py, in a process of its own that reports its own peak resident memory
(``ru_maxrss`` of the phasecheck process: the engines' processes are not counted), then renders
the HTML report from the results file it wrote, measured the same way.

    python benchmarks/hostile.py            # every row (a few minutes)
    python benchmarks/hostile.py --quick    # fewer scenarios per row
    python benchmarks/hostile.py --row 12   # one row (repeatable)

Figures are recorded in docs/benchmarks.md.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAKE = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'}"
GOAL_MB = 300
MEASURED = ("import resource, sys\nfrom phasecheck.cli import main\ncode = main(sys.argv[1:])\n"
            "print(f'peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}', file=sys.stderr)\nsys.exit(code)\n")
#: (what the engine does, its command's mode and options, --jobs)
ROWS = [
    ("well-behaved (the baseline)", "well-behaved", 1),
    ("answers of 3.9 MiB: long strings, many permanents and events", "bloat --size 4000000", 1),
    ("the same, 4 jobs at once", "bloat --size 4000000", 4),
    ("answers of 3.9 MiB of empty lists (the most objects a line holds)", "swarm --size 4000000", 1),
    ("the same, 4 jobs at once", "swarm --size 4000000", 4),
    ("the same as the observations' actions (each one breaks the schema)", "swarm-inside --size 4000000", 1),
    ("the same, 4 jobs at once", "swarm-inside --size 4000000", 4),
    ("a line of 100 MiB", "long-line", 1),
    ("200,000 lines of 1 KiB nobody asked for, after each answer", "chatty --after 200000", 1),
    ("20 MiB of stderr on each run", "stderr-flood", 1),
    ("hostile strings everywhere", "inject", 1),
    ("a chain of 300 attachments on every board", "chain --after 300", 1),
    ("every action refused with a reason of 5,000 control characters, every controller named so; "
     "every edition, every report", "refuse-long", 1),
    ("the same, 2 jobs at once", "refuse-long", 2),
]
#: the rows run on every edition, writing every report (their results would be 58 MiB whole)
EVERY_EDITION = {"refuse-long"}


def measured(arguments: list[str]) -> tuple[float, int, float]:
    """(peak MB of the phasecheck process, its exit code, wall seconds)."""
    began = time.monotonic()
    done = subprocess.run([sys.executable, "-c", MEASURED, *arguments], cwd=ROOT, capture_output=True, text=True)
    peak = next((int(line.split()[1]) for line in done.stderr.splitlines() if line.startswith("peak ")), 0)
    return peak / 1024, done.returncode, time.monotonic() - began


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="the scenarios of one rule, not the whole suite")
    parser.add_argument("--row", type=int, action="append", help="only this row (its number from 0; repeatable)")
    args = parser.parse_args(argv)
    selection = ["--rule", "702.26b"] if args.quick else []
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; peak memory of phasecheck against hostile "
          f"engines ({'the scenarios of 702.26b' if args.quick else 'the whole suite'}, edition current; goal "
          f"{GOAL_MB} MB)\n")
    print(f"| engine | jobs | run: peak MB | exit | seconds | results file | `report --format html`: peak MB |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
        for number, (what, engine, jobs) in enumerate(ROWS):
            if args.row and number not in args.row:
                continue
            out = Path(folder) / f"run{number}"
            every = engine in EVERY_EDITION
            peak, code, seconds = measured(["run", "--engine", f"{FAKE} {engine}", "--jobs", str(jobs), "--quiet",
                                            *([] if every else ["--edition", "current"]), *selection,
                                            "--report", str(out / "r.md"),
                                            *(["--html", str(out / "r.html"), "--junit", str(out / "r.xml")] if every
                                              else [])])
            results = out / "r.results.json"
            size = results.stat().st_size if results.exists() else 0
            render_peak, render_code, _ = measured(["report", str(results), "--format", "html",
                                                    "--out", str(out / "r.html")])
            worst = max(worst, peak, render_peak)
            print(f"| {what} | {jobs} | {peak:.0f} | {code} | {seconds:.1f} | {size / 1024:,.0f} KiB | "
                  f"{render_peak:.0f}{'' if render_code == 0 else f' (exit {render_code})'} |", flush=True)
    print(f"\nthe most: {worst:.0f} MB (goal: at most {GOAL_MB} MB)")
    return 0 if worst <= GOAL_MB else 1


if __name__ == "__main__":
    sys.exit(main())
