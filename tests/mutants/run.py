"""Play the JSON scenarios (and nothing else) against every mutant of the reference engine.

    python -m tests.mutants.run [--jobs N] [--all] [NAME ...]

Prints, per mutant, killed (with the first scenario that killed it, or with --all every one) or
SURVIVED, and exits 1 if any mutant survived, did not apply, or the unmutated engine fails a
scenario. Each mutant runs in a process of its own, which loads the engine with the mutant patched
in at import time.

Where the machine-made mutation run (tests/mutation) has kept its recording of the engine as it is
now, each mutant plays first the runs that execute the text it replaces, quickest first: the run
that kills it most often comes within the first few, not after hundreds. The order changes how
soon a mutant dies, never whether: every run is played until one fails.
"""
from __future__ import annotations

import argparse
import functools
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from phasecheck.catalogue import concepts

from .catalogue import MUTANTS, Mutant

#: today's rules first: most mutants break them
NEWEST_FIRST = concepts().edition_names[::-1]

ROOT = Path(__file__).resolve().parents[2]


def worker(name: str | None, every: bool, first: list[str]) -> int:
    """In a fresh process: install the mutant (if any), play the JSON scenarios under each of their
    editions (the runs named in ``first`` first, in that order), print what failed: the first
    failure only, unless ``every``."""
    if name is not None:
        from .patching import install
        install(next(m for m in MUTANTS if m.name == name))
    from phasecheck.engines import ReferenceEngine
    from phasecheck.runner import Verdict, planned
    from tests.mutation.play import verdict

    engine = ReferenceEngine()
    info = engine.start()
    failed: list[str] = []
    runs = 0
    # the parent process has validated the scenarios against their schema once: read them as they are
    scenarios = [json.loads(path.read_text(encoding="utf-8")) for path in sorted((ROOT / "scenarios").glob("*.json"))]
    # today's rules first: most mutants break them, and die sooner this way; then the older editions
    plan = sorted(planned(scenarios, None), key=lambda run: NEWEST_FIRST.index(run[1]))
    ahead = {run: place for place, run in enumerate(first)}
    plan.sort(key=lambda run: ahead.get(f"{run[0]['id']} [{run[1]}]", len(ahead)))
    for scenario, edition in plan:
        runs += 1
        if verdict(engine, info, (scenario, edition)) in (Verdict.FAIL, Verdict.ERROR):
            failed.append(f"{scenario['id']} [{edition}]")
            if not every:
                break
    print(json.dumps({"killed_by": failed, "runs": runs}))
    return 0


def first_runs(mutant: Mutant, recording) -> list[str]:
    """The runs that execute the text the mutant replaces, quickest first, by the kept recording
    (none for a text executed as the engine is imported, which every run executes)."""
    if recording is None:
        return []
    path = "/".join(mutant.module.split(".")[1:]) + ".py"
    source = (ROOT / path).read_text(encoding="utf-8")
    if path not in recording.executed or source.count(mutant.old) != 1:
        return []
    begins = source[:source.index(mutant.old)].count("\n") + 1
    found = recording.executing(path, range(begins, begins + mutant.old.count("\n") + 1))
    if found is None:
        return []
    indices = sorted(found, key=lambda i: recording.seconds[i])
    names = _run_names()
    return [names[i] for i in indices] if len(names) == len(recording.seconds) else []


@functools.cache
def _run_names() -> list[str]:
    """The name of each run, in the order of the plan ``python -m tests.mutation`` records."""
    from phasecheck.commands import load_scenarios
    from phasecheck.runner import planned
    from tests.mutation.play import run_name

    return [run_name(run) for run in planned(load_scenarios([ROOT / "scenarios"]), None)]


def play(name: str | None, every: bool = True, first: list[str] = ()) -> dict:
    command = [sys.executable, "-m", "tests.mutants.run", "--worker", name or "-"] + (["--all"] if every else [])
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900,
                          input=json.dumps(list(first)))
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return {"error": last}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.mutants.run")
    parser.add_argument("names", nargs="*", help="only these mutants (default: the whole catalogue)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--all", action="store_true", help="play every scenario against each mutant and list "
                                                           "every one that kills it (slower)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(None if args.worker == "-" else args.worker, args.all, json.loads(sys.stdin.read() or "[]"))
    unknown = set(args.names) - {m.name for m in MUTANTS}
    if unknown:
        print(f"unknown mutants: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    chosen: list[Mutant] = [m for m in MUTANTS if not args.names or m.name in args.names]
    from phasecheck.commands import load_scenarios
    load_scenarios([ROOT / "scenarios"])  # every scenario valid, once, before the workers read them raw
    baseline = play(None)
    if baseline.get("error") or baseline["killed_by"]:
        print(f"the unmutated engine does not pass: {baseline}", file=sys.stderr)
        return 1
    from tests.mutation.recorded import kept

    recording = kept(ROOT)
    with ThreadPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        outcomes = list(pool.map(lambda m: play(m.name, args.all, first_runs(m, recording)), chosen))
    bad = 0
    for mutant, outcome in zip(chosen, outcomes):
        if "error" in outcome:
            print(f"ERROR     {mutant.name}: {outcome['error']}")
            bad += 1
        elif outcome["killed_by"]:
            print(f"killed    {mutant.name} ({mutant.imitates}) by {', '.join(outcome['killed_by'])} "
                  f"after {outcome['runs']} runs")
        else:
            print(f"SURVIVED  {mutant.name}: {mutant.imitates}")
            bad += 1
    print(f"{len(chosen) - bad} of {len(chosen)} mutants killed by the JSON scenarios "
          f"({baseline['runs']} scenario runs{' each' if args.all else ' at most each'})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
