"""phasecheck's benchmarks, in one run: how the reference engine's costs grow with the board, and
what a run of the suite costs against pytest's collection and against the protocol.

    python benchmarks/bench.py            # sizes 100, 1,000 and 10,000 permanents
    python benchmarks/bench.py --quick    # sizes 100 and 1,000 (a minute or so)
    python benchmarks/bench.py --mutation # only the whole machine-made mutation run (several minutes)

Growth: for each board size, with and without attachments, the best of several timings (CPU time
of this process, the garbage of earlier boards collected first) of setting the game up, one untap
step, one untap step under the 2003 rules in which a quarter of the creatures phase in (with
their Equipment), one whole turn, the state-based actions, and one observation; then the ratio
from each size to the next (the goal: at most about 11x for a board 10x larger). Suite: the whole suite in
every edition in-process against `pytest --collect-only` of the same features (goal: within
1.5x), and over the protocol against in-process (goal: within 1.3x): whole-process wall times,
the two commands of a comparison run in turn, and the median of the pairs' ratios. Mutation: the
wall and CPU seconds of the whole `python -m tests.mutation` (goal: 20 minutes on 2 cores). Figures
are recorded in docs/benchmarks.md.
"""
from __future__ import annotations

import argparse
import gc
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

from phasecheck.engine import EDITIONS, AdvanceTo, Game, Step
from phasecheck.engine import sba

ROOT = Path(__file__).resolve().parent.parent
OPERATIONS = ("setup", "untap step", "phasing in, 2003 rules", "whole turn", "state-based actions", "observation")


def board(size: int, attachments: bool, step: Step = Step.END, active: str = "Nicole",
          edition: str = "current", phased_out: bool = False) -> Game:
    """A game with ``size`` permanents split between two players: creatures, a quarter with
    phasing (phased out, if asked: they phase in at their controller's untap step, their
    Equipment with them), and (with attachments) an Equipment on every other creature."""
    game = Game(edition=EDITIONS[edition])
    game.add_player("Amy", library=["Island"] * 30)
    game.add_player("Nicole", library=["Island"] * 30)
    creatures = size // 2 if attachments else size
    for i in range(creatures):
        controller = "Amy" if i % 2 == 0 else "Nicole"
        card = "Sandbar Crocodile" if i % 4 == 0 else "Grizzly Bears"
        game.add_permanent(f"creature-{i}", card, controller, tapped=i % 3 == 0, phased_out=phased_out and i % 4 == 0)
    if attachments:
        for i in range(size - creatures):
            controller = "Amy" if i % 2 == 0 else "Nicole"
            game.add_permanent(f"equipment-{i}", "Vulshok Morningstar", controller,
                               phased_out=phased_out and i % 4 == 0, indirectly=phased_out and i % 4 == 0)
            game.attach_at_setup(f"equipment-{i}", f"creature-{i}")
    game.begin(active, step, 3)
    return game


def best(measure: Callable[[], float], repeat: int) -> float:
    return min(measure() for _ in range(repeat))


def timed(prepare: Callable[[], Game], act: Callable[[Game], object]) -> Callable[[], float]:
    def measure() -> float:
        game = prepare()
        gc.collect()  # the garbage of earlier boards is not this operation's to collect
        began = time.process_time()
        act(game)
        return time.process_time() - began
    return measure


def growth(sizes: list[int], attachments: bool, repeat: int) -> dict[str, list[float]]:
    figures: dict[str, list[float]] = {name: [] for name in OPERATIONS}
    times = repeat
    for size in sizes:
        figures["setup"].append(best(timed(Game, lambda g: board(size, attachments)), times))
        figures["untap step"].append(best(timed(lambda: board(size, attachments, Step.CLEANUP),
                                                lambda g: g.perform(AdvanceTo("Amy", Step.UNTAP))), times))
        figures["whole turn"].append(best(timed(lambda: board(size, attachments, Step.UPKEEP, "Amy"),
                                                lambda g: g.perform(AdvanceTo("Nicole", Step.UPKEEP))), times))
        figures["phasing in, 2003 rules"].append(best(timed(
            lambda: board(size, attachments, Step.CLEANUP, edition="2003", phased_out=True),
            lambda g: g.perform(AdvanceTo("Amy", Step.UNTAP))), times))
        figures["state-based actions"].append(best(timed(lambda: board(size, attachments), sba.check), times))
        figures["observation"].append(best(timed(lambda: board(size, attachments), lambda g: g.observe()), times))
    return figures


def wall(command: list[str]) -> float:
    began = time.perf_counter()
    subprocess.run(command, cwd=ROOT, capture_output=True, check=False)
    return time.perf_counter() - began


def paired(first: list[str], second: list[str], repeat: int) -> tuple[float, float, float]:
    """Median wall seconds of each command and the median of their ratios, run in turn (first,
    second, first, ...) after one warm-up each, so that a slow spell of the machine falls on both."""
    wall(first), wall(second)
    pairs = [(wall(first), wall(second)) for _ in range(repeat)]
    return (statistics.median(a for a, _ in pairs), statistics.median(b for _, b in pairs),
            statistics.median(a / b for a, b in pairs))


def mutation_run() -> int:
    """The whole machine-made mutation run: its wall time, and the CPU time of it and its children."""
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; Python {platform.python_version()} on "
          f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.1f}")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "tests.mutation"], cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    print((done.stdout.strip().splitlines() or ["(no output)"])[-1])
    print(f"the whole mutation run: {seconds:.0f} s wall, {cpu:.0f} s CPU (goal: 20 minutes on 2 cores)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/bench.py")
    parser.add_argument("--quick", action="store_true", help="sizes 100 and 1,000 only")
    parser.add_argument("--repeat", type=int, default=5, help="timings per growth figure (the best is kept)")
    parser.add_argument("--suite-repeat", type=int, default=11, help="pairs of runs of the suite (default 11)")
    parser.add_argument("--mutation", action="store_true",
                        help="measure only the whole mutation run (python -m tests.mutation; goal 20 minutes on 2 cores)")
    args = parser.parse_args(argv)
    if args.mutation:
        return mutation_run()
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]  # each figure as it is measured
    sizes = [100, 1_000] if args.quick else [100, 1_000, 10_000]
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; Python {platform.python_version()} on "
          f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs")
    print(f"\ngrowth of the reference engine's costs with the board (best of {args.repeat}; CPU seconds)")
    for attachments in (False, True):
        figures = growth(sizes, attachments, args.repeat)
        print(f"\n  {'with' if attachments else 'without'} attachments")
        print("  " + f"{'operation':22}" + "".join(f"{s:>12,}" for s in sizes)
              + "".join(f"{f'x{sizes[i + 1] // sizes[i]} ratio':>12}" for i in range(len(sizes) - 1)))
        for name in OPERATIONS:
            values = figures[name]
            ratios = [values[i + 1] / values[i] for i in range(len(values) - 1)]
            print("  " + f"{name:22}" + "".join(f"{v:12.4f}" for v in values) + "".join(f"{r:12.1f}" for r in ratios))
    python = sys.executable
    scratch = Path(tempfile.mkdtemp())
    run = [python, "-m", "phasecheck", "run", "--quiet", "--report", str(scratch / "bench.md")]
    collect_command = [python, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "tests/test_rulings.py"]
    in_process, collect, by_collect = paired(run, collect_command, args.suite_repeat)
    protocol, in_process_again, by_in_process = paired(run + ["--engine", f"{python} -m phasecheck engine"], run,
                                                       args.suite_repeat)
    print(f"\nthe suite, every edition (median whole-process wall seconds of {args.suite_repeat} runs in turn with "
          "the other; the ratio is the median of the pairs' ratios)")
    print(f"  phasecheck run, in-process          {in_process:8.2f}")
    print(f"  pytest --collect-only, the features {collect:8.2f}   run / collect  = {by_collect:5.2f} (goal 1.5)")
    print(f"  phasecheck run, in-process (again)  {in_process_again:8.2f}")
    print(f"  phasecheck run, over the protocol   {protocol:8.2f}   protocol / in-process = {by_in_process:5.2f} "
          "(goal 1.3)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
