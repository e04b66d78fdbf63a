"""The figures of ``phasecheck explore`` in docs/benchmarks.md, one command each.

    python benchmarks/explore_bench.py speed [--games 2000]      # games a second, in-process, one core
    python benchmarks/explore_bench.py memory [--games 100000]   # resident memory along a long run
    python benchmarks/explore_bench.py shrink [--games 200]      # seconds to shrink each disagreement
    python benchmarks/explore_bench.py mutants [--games 300] [--every N]  # which mutants explore finds
    python benchmarks/explore_bench.py suite [--hunted]          # which unlisted (hand-written) mutants the fixed suite kills
    python benchmarks/explore_bench.py games [--games 150]       # a hash of the games and observations of seeds 1, 2, 3, 7

speed: the reference engine against itself, in this process (the generator's game records the
reference engine's observations; the engine plays the game again; the two are compared), CPU
seconds of the whole, and of each part. memory: the same, the process's resident memory every
fortieth of the run. shrink: the mutants that explore finds, each served over the protocol, every
disagreement's first game shrunk, with the time it took and the games it tried. mutants: every
mutant of the catalogue (tests/mutants/catalogue.py, all killed by the fixed suite) and of
benchmarks/unlisted_mutants.py (bugs the fixed suite does not catch), each served over the
protocol and given the same games (seed 1), found or not, and at which game. games: a hash of
every game of seeds 1, 2, 3 and 7 (every edition in turn) with the reference engine's observations
of it, recorded as it was generated and played again: a change made for speed must leave it as it
was.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from phasecheck import explore as ex  # noqa: E402
from phasecheck import generation, reference  # noqa: E402
from phasecheck.engines import ReferenceEngine  # noqa: E402
from phasecheck.play import play_of  # noqa: E402
from phasecheck.process import ProcessEngine  # noqa: E402


def _reference() -> tuple[ReferenceEngine, object]:
    engine = ReferenceEngine()
    return engine, engine.start()


def speed(games: int) -> None:
    pair = _reference()
    shape = ex.game_shape(pair[1])
    plan = ex.Plan(seed=1, editions=generation.EDITIONS, games=games)
    began = time.process_time()
    tally, _ = ex.explore(plan, shape, [(pair, pair)])
    whole = time.process_time() - began
    made, began = [], time.process_time()
    for n in range(games):
        edition = plan.edition(n)
        made.append((ex.new_game(plan.seed, n, shape, edition), edition))
    generated = time.process_time() - began
    began = time.process_time()
    theirs = [reference.run(play_of(ex.played(game, edition)).message, edition) for game, edition in made]
    engine = time.process_time() - began
    began = time.process_time()
    for (game, edition), observed in zip(made, theirs):
        ex.compare(ex.played(game, edition), game["observed"], observed, pair[1].complete_events)
    compared = time.process_time() - began
    print(f"{games} games, {tally.agreed} agreed: {games / whole:.1f} games a second (CPU {whole:.1f} s); per game: "
          f"generated with the reference engine's observations {1000 * generated / games:.1f} ms, played by the "
          f"engine {1000 * engine / games:.1f} ms, compared {1000 * compared / games:.1f} ms")


def _resident_megabytes() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def memory(games: int) -> None:
    pair = _reference()
    step = max(games // 40, 1)
    began, cpu = time.monotonic(), time.process_time()

    def sample(outcome: ex.Outcome) -> None:
        if (outcome.number + 1) % step == 0:
            print(f"  {outcome.number + 1:>8} games: {_resident_megabytes():7.1f} MB resident "
                  f"({time.monotonic() - began:.0f} s, CPU {time.process_time() - cpu:.0f} s, load average "
                  f"{os.getloadavg()[0]:.1f})", flush=True)

    print(f"before: {_resident_megabytes():.1f} MB resident")
    ex.explore(ex.Plan(seed=1, editions=generation.EDITIONS, games=games), ex.game_shape(pair[1]), [(pair, pair)],
               sample)


#: every how many mutants of the catalogue are played (``--every``; 1: all of them)
EVERY = [1]
#: suite: the hunted mutants (benchmarks/hunted_mutants.py) in place of the unlisted ones
HUNTED_ONLY = [False]


def _mutants() -> list:
    from benchmarks.unlisted_mutants import UNLISTED
    from tests.mutants.catalogue import MUTANTS

    return [(m, "catalogue") for m in MUTANTS[::EVERY[0]]] + [(m, "unlisted") for m in UNLISTED]


def _served(name: str) -> ProcessEngine:
    return ProcessEngine([sys.executable, "-m", "benchmarks.serve_mutant", name], timeout=60.0)


def mutants(games: int) -> None:
    pair = _reference()
    print(f"each mutant given games 0 to {games - 1} of seed 1 (every edition in turn)")
    found = {"catalogue": [0, 0], "unlisted": [0, 0]}
    for mutant, where in _mutants():
        engine = _served(mutant.name)
        info = engine.start()
        began = time.monotonic()
        first: list[int] = []

        def stop_at_first(outcome: ex.Outcome) -> None:
            if outcome.status == "disagreed" and not first:
                first.append(outcome.number)
                raise KeyboardInterrupt  # found: the rest is not needed

        ex.explore(ex.Plan(seed=1, editions=generation.EDITIONS, games=games), ex.game_shape(info),
                   [(pair, (engine, info))], stop_at_first)
        engine.stop()
        found[where][1] += 1
        found[where][0] += bool(first)
        print(f"  {where:9} {mutant.name:45} {'found at game ' + str(first[0]) if first else 'NOT FOUND':20} "
              f"{time.monotonic() - began:6.1f} s", flush=True)
    for where, (hit, total) in found.items():
        print(f"{where}: explore found {hit} of {total}")


def shrink(games: int) -> None:
    from phasecheck.findings import find

    pair = _reference()
    for mutant, _ in _mutants():
        engine = _served(mutant.name)
        info = engine.start()
        tally, _ = ex.explore(ex.Plan(seed=1, editions=generation.EDITIONS, games=games), ex.game_shape(info),
                              [(pair, (engine, info))])
        for group in tally.groups.values():
            finding = find(group, mutant.name, pair, (engine, info), 300, 60.0, "bench")
            s = finding.shrinking
            print(f"  {mutant.name:45} {finding.difference.kind:22} {s['seconds']:6.1f} s, {s['tried']:4} games tried, "
                  f"actions {s['actions'][0]}->{s['actions'][1]}, permanents {s['permanents'][0]}->{s['permanents'][1]}",
                  flush=True)
            break
        engine.stop()


_SUITE_WORKER = """
import sys
from benchmarks.hunted_mutants import HUNTED
from benchmarks.unlisted_mutants import UNLISTED
from tests.mutants.patching import install
install(next(m for m in (HUNTED if sys.argv[2] == "hunted" else UNLISTED) if m.name == sys.argv[1]))
from tests.mutants.run import worker
worker(None, False, [])
"""


def suite(games: int) -> None:
    """Which unlisted mutants (with --hunted, which hand-written ones) the JSON scenarios kill (each in
    a process of its own)."""
    import json
    import subprocess

    from benchmarks.hunted_mutants import HUNTED
    from benchmarks.unlisted_mutants import UNLISTED

    kind, which = ("hunted", HUNTED) if HUNTED_ONLY[0] else ("unlisted", UNLISTED)
    killed = 0
    for mutant in which:
        done = subprocess.run([sys.executable, "-c", _SUITE_WORKER, mutant.name, kind], cwd=ROOT,
                              capture_output=True, text=True, timeout=900)
        result = json.loads(done.stdout.strip().splitlines()[-1])
        killed += bool(result["killed_by"])
        print(f"  {mutant.name:45} " + (f"killed by {result['killed_by'][0]}" if result["killed_by"] else
                                        f"survives the {result['runs']} runs of the suite"), flush=True)
    print(f"the fixed suite kills {killed} of {len(which)} {kind} mutants")


def games_hash(games: int) -> None:
    import hashlib
    import json

    engine, info = _reference()
    shape = ex.game_shape(info)
    whole = hashlib.sha256()
    for seed in (1, 2, 3, 7):
        one = hashlib.sha256()
        for n in range(games):
            edition = generation.EDITIONS[n % len(generation.EDITIONS)]
            game = ex.new_game(seed, n, shape, edition)
            again = reference.run(play_of(ex.played(game, edition)).message, edition)
            one.update(json.dumps([game, again], sort_keys=True).encode())
        print(f"  seed {seed}: {one.hexdigest()[:16]}", flush=True)
        whole.update(one.digest())
    print(f"games 0 to {games - 1} of seeds 1, 2, 3 and 7: {whole.hexdigest()[:16]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/explore_bench.py")
    parser.add_argument("figure", choices=("speed", "memory", "shrink", "mutants", "suite", "games"))
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--every", type=int, default=1,
                        help="mutants and shrink: only every Nth mutant of the catalogue (all the unlisted ones)")
    parser.add_argument("--hunted", action="store_true",
                        help="suite: the hand-written mutants of benchmarks/hunted_mutants.py, not the unlisted ones")
    args = parser.parse_args(argv)
    EVERY[0] = max(args.every, 1)
    HUNTED_ONLY[0] = args.hunted
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} CPUs, load average "
          f"{os.getloadavg()[0]:.1f}", flush=True)
    default = {"speed": 2000, "memory": 100_000, "shrink": 200, "mutants": 300, "suite": 0, "games": 150}[args.figure]
    {"speed": speed, "memory": memory, "shrink": shrink, "mutants": mutants, "suite": suite, "games": games_hash}[
        args.figure](args.games or default)
    return 0


if __name__ == "__main__":
    sys.exit(main())
