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
from .runner import (Engine, EngineFailure, RunOutcome, ScenarioResult, Verdict, planned, run_all, run_one)


def run_parallel(make_engine: Callable[[], Engine], jobs: int, scenarios: Sequence[Mapping[str, Any]],
                 requested_edition: str | None = None, on_result: Callable[[ScenarioResult], None] | None = None,
                 only: set[tuple[str, str]] | None = None,
                 on_started: Callable[[Started | None], None] | None = None) -> RunOutcome:
    if jobs <= 1:
        return run_all(make_engine(), list(scenarios), requested_edition, on_result, only, on_started)
    plan = planned(scenarios, requested_edition, only)
    engines: list[Engine] = []
    started: list[tuple[Engine, Started]] = []
    slots: list[ScenarioResult | None] = [None] * len(plan)
    given: list[int] = []
    stopping = threading.Event()
    try:
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
            if on_started is not None:
                on_started(None)
            reason = f"the engine could not be started: {failure.reason}"
            return RunOutcome(None, tuple(ScenarioResult(s, e, Verdict.ERROR, reason=reason,
                                                         evidence=failure.evidence) for s, e in plan),
                              unavailable=failure)
        if on_started is not None:
            on_started(started[0][1])
        work: queue.Queue[int] = queue.Queue()
        for index in range(len(plan)):
            work.put(index)
        done: queue.Queue[int] = queue.Queue()
        keeper = keep.Keeper()

        def worker(engine: Engine, info: Started) -> None:
            while not stopping.is_set():
                try:
                    index = work.get_nowait()
                except queue.Empty:
                    return
                scenario, edition = plan[index]
                slots[index] = run_one(engine, info, scenario, edition, keeper=keeper)
                done.put(index)

        threads = [threading.Thread(target=worker, args=pair, daemon=True) for pair in started]
        for thread in threads:
            thread.start()
        for _ in range(len(plan)):
            index = done.get()
            given.append(index)
            if on_result is not None:
                on_result(slots[index])  # type: ignore[arg-type]
        for thread in threads:
            thread.join()
    except KeyboardInterrupt:  # the first signal; later ones are noted, not raised (phasecheck.interrupt)
        stopping.set()
        _stop(engines)
        return RunOutcome(started[0][1] if started else None,
                          tuple(slots[i] for i in sorted(given)), interrupted=True)  # type: ignore[misc]
    except BaseException:
        stopping.set()
        _stop(engines)
        raise
    with interrupt.deferred(raise_after=False):  # a signal now: every verdict is in, the reports are written
        _stop(engines)
    return RunOutcome(started[0][1], tuple(r for r in slots if r is not None))


def _stop(engines: list[Engine]) -> None:
    for engine in engines:
        engine.stop()
