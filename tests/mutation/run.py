"""Play the JSON scenarios against every machine-made mutant of the reference engine.

    python -m tests.mutation [--sample [N]] [--seed S] [--jobs J] [--module PATH] [--only TEXT]
                             [--all] [--thorough] [--diff] [--report FILE] [--survivors FILE]

Makes every mutant of the modules config.json names (cosmic-ray's operators), records once which
scenario x edition runs execute which lines of the unmutated engine, then plays against each
mutant, in a forked child, only the runs that execute its statement (all of them for a line run
as the engine is imported; a mutant equivalents.json lists, only the runs of the newest scenarios
and a stable draw of 100 others, unless --thorough). Prints every survivor that equivalents.json does not explain and every
entry of that file that is wrong (its mutant is killed, gone, or changed), then the score. Exit
0 when there is none of either, 1 otherwise, 2 on a bad configuration or equivalents file.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from . import equivalents as eq
from . import forks, recorded
from .config import Config, ConfigError, load
from .mutants import Mutant, all_mutants, changed_text, mutated_source, prepare
from .play import Recording, Run, Trial, merged, preload, record, try_mutant

ROOT = Path(__file__).resolve().parents[2]
PROG = "python -m tests.mutation"
#: the recording is made in this many children at once, each playing every PARTS-th run
PARTS = 2
#: a mutant's child may take this many times its CPU time in wall-clock time (a loaded machine's
#: share of the cores), before it is taken for a child that waits forever
WALL_TIMES = 6


@dataclass(frozen=True)
class Outcome:
    mutant: Mutant
    #: "killed", "survived" (whether or not the equivalents file lists it)
    status: str
    changed: str
    #: why it is dead (the first run that failed, the engine not starting, a hang), or why not
    detail: str
    runs: int


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", nargs="?", type=int, const=-1, metavar="N",
                        help="only a sample: N mutants drawn by a seeded hash of their identity; without N, "
                             "config.json's sample (the one CI plays)")
    parser.add_argument("--seed", type=int, help="the sample's seed (default: config.json's)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants played at once (default 2)")
    parser.add_argument("--module", action="append", default=[], metavar="PATH",
                        help="only the mutants of this module (engine/phasing.py); may be repeated")
    parser.add_argument("--only", action="append", default=[], metavar="TEXT",
                        help="only the mutants whose name holds TEXT; may be repeated")
    parser.add_argument("--all", action="store_true", help="play every selected run against each mutant "
                                                           "(a listed equivalent's too) and name every run that kills it")
    parser.add_argument("--thorough", action="store_true",
                        help="play each mutant the equivalents file lists against every run that executes its "
                             "line (by default the newest scenarios' runs and config.json's equivalents.runs others)")
    parser.add_argument("--diff", action="store_true", help="print each survivor's diff")
    parser.add_argument("--fresh", action="store_true", help="record the unmutated engine again, even when "
                                                             "its kept recording (.mutation-cache/) is up to date")
    parser.add_argument("--report", type=Path, metavar="FILE", help="write the score and lists in Markdown")
    parser.add_argument("--equivalents", type=Path, default=eq.EQUIVALENTS, metavar="FILE",
                        help="the equivalents file (default: tests/mutation/equivalents.json)")
    parser.add_argument("--known", type=Path, default=eq.KNOWN_SURVIVORS, metavar="FILE",
                        help="the known survivors: real ones, each with the scenario that would kill it "
                             "(default: tests/mutation/known_survivors.json)")
    parser.add_argument("--survivors", type=Path, metavar="FILE",
                        help="write the unexplained survivors as entries of the equivalents file, reasons empty")
    return parser.parse_args(argv)


def chosen(mutants: list[Mutant], args: argparse.Namespace, config: Config) -> list[Mutant]:
    picked = [m for m in mutants if (not args.module or m.path in args.module) and
              (not args.only or any(text in m.name for text in args.only))]
    if args.sample is None:
        return picked
    seed = config.sample_seed if args.seed is None else args.seed
    if args.sample < 0:  # config.json's sample: a mutant is in it or not by its own identity alone
        return [m for m in picked if _draw(m, seed) % config.sample_one_in == 0]
    drawn = set(sorted(range(len(picked)), key=lambda i: _draw(picked[i], seed))[:args.sample])
    return [m for i, m in enumerate(picked) if i in drawn]


def _draw(mutant: Mutant, seed: int) -> int:
    """A number drawn for the mutant from its identity and the seed alone."""
    text = json.dumps([seed, *mutant.key])
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def runs_for(mutant: Mutant, recording: Recording, at_most: int | None = None,
             plan: Sequence[Run] = (), newest: frozenset[str] = frozenset()) -> list[int]:
    """The runs that execute the mutant's statement, quickest first; every run for a statement
    executed as the engine is imported (a default value, a decorator, a card's definition).
    ``at_most`` (a listed equivalent): every run of the ``newest`` scenarios among them, and
    ``at_most`` others, drawn by a hash of the mutant's identity and the run's name, so that the
    same runs are drawn whatever other scenarios come and go."""
    found = recording.executing(mutant.path, mutant.statement)
    indices: Sequence[int] = range(len(recording.verdicts)) if found is None else found
    if at_most is not None and len(indices) > at_most:
        kept = [i for i in indices if plan[i][0]["id"] in newest]
        others = sorted((i for i in indices if plan[i][0]["id"] not in newest),
                        key=lambda i: _draw_run(mutant, plan[i]))
        indices = kept + others[:at_most]
    return sorted(indices, key=lambda i: (recording.seconds[i], i))


def _draw_run(mutant: Mutant, run: Run) -> bytes:
    text = json.dumps([*mutant.key, run[0]["id"], run[1]])
    return hashlib.sha256(text.encode("utf-8")).digest()[:8]


def newest_scenarios(plan: Sequence[Run]) -> frozenset[str]:
    """The scenarios the suite's latest release added or changed, and those not released yet: the
    ones most likely to kill a mutant listed as equivalent (catalogue/suite.json)."""
    from phasecheck import suite

    found = suite.load()
    latest = found.releases[-1] if found.releases else suite.Release("0")
    waiting = suite.pending(found, {run[0]["id"]: run[0] for run in plan}.values())
    return frozenset(latest.added + latest.changed + waiting.added + waiting.changed)


def play_all(mutants: list[Mutant], plan: list[Run], recording: Recording, config: Config,
             args: argparse.Namespace, listed: frozenset = frozenset(),
             newest: frozenset[str] = frozenset()) -> list[Outcome]:
    """Every mutant's outcome. A forked child per module imports the engine modules that do not
    depend on it, then forks a child per mutant, which imports only the rest: the listed
    equivalents first, the longest first (they play every run they are given), so that the
    module's last mutants are short ones and neither core waits long for the other."""
    outcomes: dict[int, Outcome] = {}
    by_module: dict[str, list[forks.Job]] = {}
    order: dict[int, tuple[bool, float, int]] = {}
    for number, mutant in enumerate(mutants):
        capped = mutant.key in listed and not args.thorough and not args.all
        indices = runs_for(mutant, recording, config.equivalent_runs if capped else None, plan, newest)
        if not indices:
            original = (ROOT / mutant.path).read_text(encoding="utf-8")
            changed = changed_text(original, mutated_source(ROOT, mutant), mutant)
            outcomes[number] = Outcome(mutant, "survived", changed, "no scenario executes its line", 0)
            continue
        runs = [plan[i] for i in indices]
        baseline = sum(recording.seconds[i] for i in indices)
        order[number] = (mutant.key not in listed, -baseline if mutant.key in listed else 0.0, number)
        cpu = config.timeout_seconds + config.timeout_times_baseline * baseline
        by_module.setdefault(mutant.module, []).append(  # the wall clock only for a child that waits
            forks.Job(number, lambda m=mutant, r=runs: try_mutant(ROOT, m, r, args.all), WALL_TIMES * cpu + 60,
                      cpu=cpu))
    for jobs in by_module.values():
        jobs.sort(key=lambda job: order[job.key])
    needs = recording.needs
    paths = {m.module: m.path for m in mutants}
    operators = {}
    for mutant in mutants:
        operators.setdefault(mutant.module, set()).add(mutant.operator)
    zygotes = [forks.Job(module, lambda module=module, jobs=jobs: _zygote(module, paths[module], operators[module],
                                                                          needs, jobs, args.jobs),
                         sum(job.timeout for job in jobs) + 60, group=True)
               for module, jobs in by_module.items()]
    progress = _Progress(len(mutants), len(outcomes))
    for zygote in forks.run(zygotes, 1):
        if zygote.failure is not None:
            raise RuntimeError(f"the mutants of {zygote.key} could not be played: {zygote.failure}")
        for done in zygote.value:
            outcomes[done.key] = _outcome(mutants[done.key], done)
            progress.step(outcomes[done.key])
    progress.close()
    return [outcomes[i] for i in range(len(mutants))]


def _zygote(module: str, path: str, operator_names: set[str], needs: dict, jobs: list[forks.Job],
            parallel: int) -> list[forks.Done]:
    preload(module, needs)
    prepare(ROOT, path, operator_names)
    return list(forks.run(jobs, parallel))


def _outcome(mutant: Mutant, done: forks.Done) -> Outcome:
    if done.failure == "timeout":
        return Outcome(mutant, "killed", "", f"the engine hangs (stopped after {done.seconds:.0f} s)", 0)
    if done.failure is not None and done.failure.startswith("died"):
        return Outcome(mutant, "killed", "", f"the engine {done.failure}", 0)
    if done.failure is not None:  # the harness could not judge what the mutated engine gave (an
        # in-process engine can hand it what no protocol line could hold): an error, as over the protocol
        return Outcome(mutant, "killed", "", f"the run {done.failure}", 0)
    trial: Trial = done.value
    if trial.broken:
        return Outcome(mutant, "killed", trial.changed, trial.broken, 0)
    if trial.killed_by:
        return Outcome(mutant, "killed", trial.changed, f"killed by {', '.join(trial.killed_by)}", trial.runs)
    return Outcome(mutant, "survived", trial.changed, f"passes the {trial.runs} runs that execute its line", trial.runs)


class _Progress:
    """One line kept up to date on a terminal; nothing elsewhere."""

    def __init__(self, total: int, done: int) -> None:
        self.total, self.done, self.survived = total, done, 0
        self.live = sys.stderr.isatty()

    def step(self, outcome: Outcome) -> None:
        self.done += 1
        self.survived += outcome.status == "survived"
        if self.live:
            print(f"\r{self.done}/{self.total} mutants played, {self.survived} survived", end="", file=sys.stderr)

    def close(self) -> None:
        if self.live:
            print("\r\033[K", end="", file=sys.stderr)


def judge(outcomes: list[Outcome], listed: list[eq.Equivalent], every: dict[tuple, Mutant],
          file: str = eq.EQUIVALENTS.name, known: Sequence[eq.Equivalent] = (),
          known_file: str = eq.KNOWN_SURVIVORS.name) -> list[str]:
    """What needs attention: survivors neither file explains, and the entries of either that are
    wrong (a known survivor that is killed now is to be struck off: the list only shrinks)."""
    problems = []
    by_key = {e.key: (e, file) for e in listed}
    twice = [e for e in known if e.key in by_key]
    by_key.update({e.key: (e, known_file) for e in known})
    for entry in twice:
        problems.append(f"TWICE     {known_file} {entry.where} is in {file} too")
    for entry, name in by_key.values():
        if entry.key not in every:
            problems.append(f"STALE     {name} {entry.where}: no such mutant now "
                            f"({entry.file} {entry.function} {entry.operator}: {entry.line})")
    for outcome in outcomes:
        entry, name = by_key.get(outcome.mutant.key, (None, ""))
        if entry is None:
            if outcome.status == "survived":
                problems.append(f"SURVIVED  {outcome.mutant.name}\n          -> {outcome.changed} "
                                f"({outcome.detail})")
        elif outcome.status == "killed":
            what = "is not equivalent" if name == file else "is killed now: strike it off"
            problems.append(f"KILLED    {name} {entry.where} {what}: {outcome.detail}")
        elif outcome.changed != entry.mutated:
            problems.append(f"CHANGED   {name} {entry.where}: the mutant now makes "
                            f"{outcome.changed!r}, not {entry.mutated!r}")
    return problems


def summary(outcomes: list[Outcome], listed: list[eq.Equivalent], known: list[eq.Equivalent], seconds: float,
            equivalent_runs: int | None = None) -> str:
    keys, known_keys = {e.key for e in listed}, {e.key for e in known}
    killed = sum(o.status == "killed" for o in outcomes)
    equivalent = sum(o.status == "survived" and o.mutant.key in keys for o in outcomes)
    survived = len(outcomes) - killed - equivalent
    still = sum(o.status == "survived" and o.mutant.key in known_keys for o in outcomes)
    broken = sum(o.status == "killed" and o.runs == 0 for o in outcomes)
    runs = sum(o.runs for o in outcomes)
    scored = len(outcomes) - equivalent
    score = f"{100 * killed / scored:.1f}%" if scored else "-"
    return (f"{len(outcomes)} mutants: {killed} killed ({broken} of them before or without a failing check: "
            f"the engine does not start, hangs or dies), {equivalent} equivalent, {survived} survived "
            f"({still} of them known, still to kill); score {killed}/{scored} = {score}; "
            f"{runs} scenario runs played in {seconds:.0f} s" +
            ("" if equivalent_runs is None else f" (a listed equivalent against the newest scenarios' runs of its line "
                                                f"and {equivalent_runs} others; --thorough: all of them)"))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    if os.environ.get("PYTHONHASHSEED") != "0":  # the same order of every set, so the same outcomes
        os.execve(sys.executable, [sys.executable, "-m", "tests.mutation", *(sys.argv[1:] if argv is None else argv)],
                  {**os.environ, "PYTHONHASHSEED": "0"})
    began = time.monotonic()
    try:
        config = load()
        listed = eq.load(args.equivalents)
        known = eq.load(args.known, "known_survivors")
        mutants = all_mutants(ROOT, config)
    except ConfigError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    from phasecheck.commands import load_scenarios
    from phasecheck.errors import InputError, error_line
    from phasecheck.runner import planned

    try:
        scenarios = load_scenarios([ROOT / "scenarios"])
    except InputError as error:
        print(f"{PROG}: error: {error_line(error)}", file=sys.stderr)
        return 2
    plan = planned(scenarios, None)
    try:
        newest = newest_scenarios(plan)
    except InputError as error:
        print(f"{PROG}: error: {error_line(error)}", file=sys.stderr)
        return 2
    paths = sorted({m.path for m in mutants})
    found = recorded.recording(ROOT, paths, lambda: _record(paths, plan), args.fresh)
    if not isinstance(found, Recording):
        print(f"{PROG}: the unmutated engine could not be played: {found}", file=sys.stderr)
        return 1
    recording: Recording = found
    failing = [f"{run[0]['id']} [{run[1]}]: {v}" for run, v in zip(plan, recording.verdicts) if v != "pass"]
    if failing:
        print(f"{PROG}: the unmutated engine does not pass: {'; '.join(failing[:5])}", file=sys.stderr)
        return 1
    picked = chosen(mutants, args, config)
    try:
        outcomes = play_all(picked, plan, recording, config, args, frozenset(e.key for e in listed), newest)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except RuntimeError as error:  # a module's child could not play its mutants at all
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 1
    every = {m.key: m for m in mutants}
    problems = judge(outcomes, listed, every, args.equivalents.name, known, args.known.name)
    for line in problems:
        print(line)
    if args.diff:
        _print_diffs([o for o in outcomes if o.status == "survived"], {e.key for e in listed})
    if args.survivors is not None:
        keys = {e.key for e in (*listed, *known)}
        entries = [eq.entry_for(o.mutant, o.changed, "") for o in outcomes
                   if o.status == "survived" and o.mutant.key not in keys]
        args.survivors.write_text(json.dumps(entries, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    text = summary(outcomes, listed, known, time.monotonic() - began,
                   None if args.thorough or args.all else config.equivalent_runs)
    print(text)
    if args.report is not None:
        from .report import markdown
        args.report.write_text(markdown(outcomes, listed, known, text), encoding="utf-8")
    return 1 if problems else 0


def _record(paths: list[str], plan: list[Run]) -> Recording | str:
    """Record the unmutated engine in PARTS children at once (the parent never imports the engine),
    or say why it could not be: a child that dies or takes over an hour, however loaded the machine."""
    jobs = [forks.Job(part, lambda part=part: record(ROOT, paths, plan, part, PARTS), 3600) for part in range(PARTS)]
    parts: dict[int, Recording] = {}
    for done in forks.run(jobs, PARTS):
        if done.failure is not None:
            return f"part {done.key + 1} of {PARTS}: {done.failure}"
        parts[done.key] = done.value
    return merged([parts[part] for part in range(PARTS)])


def _print_diffs(survivors: list[Outcome], listed: set) -> None:
    import difflib

    for outcome in survivors:
        if outcome.mutant.key in listed:
            continue
        original = (ROOT / outcome.mutant.path).read_text(encoding="utf-8")
        mutated = mutated_source(ROOT, outcome.mutant)
        print("".join(difflib.unified_diff(original.splitlines(True), mutated.splitlines(True),
                                           outcome.mutant.path, outcome.mutant.path + " (mutant)", n=2)))


if __name__ == "__main__":
    sys.exit(main())
