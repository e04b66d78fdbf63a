"""``--jobs N``: N engine processes at once. Each worker owns one engine and takes the next
scenario x edition of the plan; the verdicts come back in the plan's order, so the results and
every report are identical to a serial run's. The workers share the run's restarts (the engines
are made so: :class:`~phasecheck.engines.Engines`) and its share of boards kept.

Ctrl-C or SIGTERM at any moment stops every engine; the outcome holds the verdicts already given
out, in the plan's order (never one a worker found after the stop)."""
from __future__ import annotations

import queue
import threading
from typing import Any, Callable, Mapping, Sequence

from . import interrupt, keep
from .protocol import Started
from .runner import (Engine, EngineFailure, RunOutcome, ScenarioResult, Verdict, planned, run_all, run_one,
                     stopped_by, unstarted, with_unplayed)


def run_parallel(make_engine: Callable[[], Engine], jobs: int, scenarios: Sequence[Mapping[str, Any]],
                 requested_edition: str | None = None, on_result: Callable[[ScenarioResult], None] | None = None,
                 only: set[tuple[str, str]] | None = None,
                 on_started: Callable[[Started | None], None] | None = None,
                 max_fail: int | None = None) -> RunOutcome:
    """``max_fail``: as a serial run, the verdicts up to the one that makes that many fails and errors
    in the plan's order (the workers take no more work once so many are found)."""
    if jobs <= 1:
        with interrupt.held():  # a signal now is raised at the run's first check, where the run handles it
            engine = make_engine()
        return run_all(engine, list(scenarios), requested_edition, on_result, only, on_started, max_fail)
    with interrupt.held():  # likewise
        plan = planned(scenarios, requested_edition, only)
        engines: list[Engine] = []
        started: list[tuple[Engine, Started]] = []
        slots: list[ScenarioResult | None] = [None] * len(plan)
        given: list[int] = []
        stopping = threading.Event()
    try:
        with interrupt.guarded():  # a signal is raised only where no lock is held (phasecheck.interrupt)
            engines += [make_engine() for _ in range(min(jobs, max(len(plan), 1)))]
            for engine in engines:  # their processes load at the same time
                launch = getattr(engine, "launch", None)
                if launch is not None:
                    launch()
            failure: EngineFailure | None = None
            for engine in engines:
                try:
                    started.append((engine, engine.start()))
                except EngineFailure as error:
                    failure = failure or error
            if not started:
                assert failure is not None
                _stop(engines)
                return unstarted(plan, failure, on_started)
            if on_started is not None:
                on_started(started[0][1])
            work: queue.Queue[int] = queue.Queue()
            for index in range(len(plan)):
                work.put(index)
            done: queue.Queue[int | None] = queue.Queue()
            keeper = keep.Keeper()
            failed = [0]

            def worker(engine: Engine, info: Started) -> None:
                try:
                    while not stopping.is_set() and (max_fail is None or failed[0] < max_fail):
                        try:
                            index = work.get_nowait()
                        except queue.Empty:
                            return
                        scenario, edition = plan[index]
                        result = run_one(engine, info, scenario, edition, keeper=keeper)
                        slots[index] = result
                        failed[0] += result.verdict in (Verdict.FAIL, Verdict.ERROR)
                        done.put(index)
                finally:
                    done.put(None)

            threads = [threading.Thread(target=worker, args=pair, daemon=True) for pair in started]
            for thread in threads:
                thread.start()
            finished = 0
            while finished < len(threads):
                interrupt.check()
                try:
                    index = done.get(timeout=0.1)
                except queue.Empty:
                    continue
                if index is None:
                    finished += 1
                    continue
                given.append(index)
                if on_result is not None:
                    on_result(slots[index])  # type: ignore[arg-type]
            for thread in threads:
                while thread.is_alive():
                    interrupt.check()
                    thread.join(0.1)
    except KeyboardInterrupt:  # the first signal; later ones are noted, not raised (phasecheck.interrupt)
        stopping.set()
        _stop(engines)
        return RunOutcome(started[0][1] if started else None,
                          with_unplayed(plan, (slots[i] for i in given)), interrupted=True)  # type: ignore[misc]
    except BaseException:
        stopping.set()
        _stop(engines)
        raise
    with interrupt.deferred(raise_after=False):  # a signal now: every verdict is in, the reports are written
        _stop(engines)
    kept = _serial_prefix(slots, max_fail)
    return RunOutcome(started[0][1], with_unplayed(plan, kept, stopped_by(max_fail)),
                      stopped_early=len(plan) - len(kept))


def _serial_prefix(slots: list[ScenarioResult | None], max_fail: int | None) -> tuple[ScenarioResult, ...]:
    """The verdicts a serial run would have given: all of them, or those up to the max_fail-th fail or
    error in the plan's order (every one before it was taken, so is there)."""
    kept: list[ScenarioResult] = []
    failed = 0
    for result in slots:
        if result is None or (max_fail is not None and failed >= max_fail):
            break
        kept.append(result)
        failed += result.verdict in (Verdict.FAIL, Verdict.ERROR)
    return tuple(kept)


def _stop(engines: list[Engine]) -> None:
    for engine in engines:
        engine.stop()
