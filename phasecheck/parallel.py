"""``--jobs N``: N engine processes at once. Each worker owns one engine and takes the next
scenario x edition of the plan; the verdicts come back in the plan's order, so the results and
every report are identical to a serial run's."""
from __future__ import annotations

import queue
import threading
from typing import Any, Callable, Mapping, Sequence

from .protocol import Started
from .runner import (Engine, EngineFailure, RunOutcome, ScenarioResult, Verdict, planned, run_all, run_one)


def run_parallel(make_engine: Callable[[], Engine], jobs: int, scenarios: Sequence[Mapping[str, Any]],
                 requested_edition: str | None = None, on_result: Callable[[ScenarioResult], None] | None = None,
                 only: set[tuple[str, str]] | None = None) -> RunOutcome:
    if jobs <= 1:
        return run_all(make_engine(), list(scenarios), requested_edition, on_result, only)
    plan = planned(scenarios, requested_edition, only)
    engines = [make_engine() for _ in range(min(jobs, max(len(plan), 1)))]
    for engine in engines:  # their processes load at the same time
        launch = getattr(engine, "launch", None)
        if launch is not None:
            launch()
    started: list[tuple[Engine, Started]] = []
    failure: EngineFailure | None = None
    for engine in engines:
        try:
            started.append((engine, engine.start()))
        except EngineFailure as error:
            failure = failure or error
    if not started:
        assert failure is not None
        reason = f"the engine could not be started: {failure.reason}"
        return RunOutcome(None, tuple(ScenarioResult(s, e, Verdict.ERROR, reason=reason, evidence=failure.evidence)
                                      for s, e in plan), unavailable=failure)
    slots: list[ScenarioResult | None] = [None] * len(plan)
    work: queue.Queue[int] = queue.Queue()
    for index in range(len(plan)):
        work.put(index)
    done: queue.Queue[int] = queue.Queue()
    stopping = threading.Event()

    def worker(engine: Engine, info: Started) -> None:
        while not stopping.is_set():
            try:
                index = work.get_nowait()
            except queue.Empty:
                return
            scenario, edition = plan[index]
            slots[index] = run_one(engine, info, scenario, edition)
            done.put(index)

    threads = [threading.Thread(target=worker, args=pair, daemon=True) for pair in started]
    for thread in threads:
        thread.start()
    try:
        for _ in range(len(plan)):
            index = done.get()
            if on_result is not None:
                on_result(slots[index])  # type: ignore[arg-type]
    except KeyboardInterrupt:
        stopping.set()
        _stop(started)
        return RunOutcome(started[0][1], tuple(r for r in slots if r is not None), interrupted=True)
    for thread in threads:
        thread.join()
    _stop(started)
    return RunOutcome(started[0][1], tuple(r for r in slots if r is not None))


def _stop(started: list[tuple[Engine, Started]]) -> None:
    for engine, _ in started:
        engine.stop()
