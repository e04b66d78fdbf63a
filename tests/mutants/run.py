"""Play the JSON scenarios (and nothing else) against every mutant of the reference engine.

    python -m tests.mutants.run [--jobs N] [NAME ...]

Prints, per mutant, killed (with the scenarios that killed it) or SURVIVED, and exits 1 if any
mutant survived, did not apply, or the unmutated engine fails a scenario. Each mutant runs in a
process of its own, which loads the engine with the mutant patched in at import time.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .catalogue import MUTANTS, Mutant

ROOT = Path(__file__).resolve().parents[2]


def worker(name: str | None) -> int:
    """In a fresh process: install the mutant (if any), play every JSON scenario, print the failures."""
    if name is not None:
        from .patching import install
        install(next(m for m in MUTANTS if m.name == name))
    from phasecheck.cli import load_scenarios
    from phasecheck.engines import ReferenceEngine
    from phasecheck.runner import Verdict, run_all

    outcome = run_all(ReferenceEngine(), load_scenarios([ROOT / "scenarios"]))
    failed = sorted({f"{r.id} [{r.edition}]" for r in outcome.results if r.verdict in (Verdict.FAIL, Verdict.ERROR)})
    print(json.dumps({"killed_by": failed, "runs": len(outcome.results)}))
    return 0


def play(name: str | None) -> dict:
    command = [sys.executable, "-m", "tests.mutants.run", "--worker", name or "-"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return {"error": last}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.mutants.run")
    parser.add_argument("names", nargs="*", help="only these mutants (default: the whole catalogue)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(None if args.worker == "-" else args.worker)
    unknown = set(args.names) - {m.name for m in MUTANTS}
    if unknown:
        print(f"unknown mutants: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    chosen: list[Mutant] = [m for m in MUTANTS if not args.names or m.name in args.names]
    baseline = play(None)
    if baseline.get("error") or baseline["killed_by"]:
        print(f"the unmutated engine does not pass: {baseline}", file=sys.stderr)
        return 1
    with ThreadPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        outcomes = list(pool.map(lambda m: play(m.name), chosen))
    bad = 0
    for mutant, outcome in zip(chosen, outcomes):
        if "error" in outcome:
            print(f"ERROR     {mutant.name}: {outcome['error']}")
            bad += 1
        elif outcome["killed_by"]:
            print(f"killed    {mutant.name} ({mutant.imitates}) by {', '.join(outcome['killed_by'])}")
        else:
            print(f"SURVIVED  {mutant.name}: {mutant.imitates}")
            bad += 1
    print(f"{len(chosen) - bad} of {len(chosen)} mutants killed by the JSON scenarios ({baseline['runs']} runs each)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
