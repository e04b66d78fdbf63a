"""The engines of a run: the reference engine in-process, or any command over the protocol.

This module is light on purpose: ``phasecheck run --engine`` makes its first engine here and
starts its process before the harness imports the rest of itself, so the engine loads meanwhile.
"""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any, Mapping

from .errors import InputError

if TYPE_CHECKING:
    from .protocol import Started
    from .runner import Engine


class ReferenceEngine:
    """phasecheck's own rules engine, in-process, behind the engine interface (no special treatment:
    ``phasecheck engine`` serves the very same functions over the protocol)."""

    def __init__(self) -> None:
        from . import reference  # the rules engine is imported only when it plays in this process

        self._reference = reference

    def start(self) -> Started:
        from .protocol import Started

        return Started.from_description(self._reference.describe())

    def run(self, play: Mapping[str, Any], edition: str) -> Mapping[str, Any]:
        return self._reference.run(play, edition)

    def stop(self) -> None:
        pass


def engine_from(args: argparse.Namespace, restarts: Any = None) -> Engine:
    """The engine of a run: the reference engine in-process, or a command over the protocol (the
    reference engine too, served by ``phasecheck engine``, when several jobs run at once).
    ``restarts``: the run's count of restarts, shared by all its engines (--max-restarts is per run)."""
    jobs = getattr(args, "jobs", None) or 1  # not given: 1 in-process (phasecheck.commands.jobs)
    if args.engine is None and jobs <= 1:
        return ReferenceEngine()
    from .process import ProcessEngine

    command = args.engine or [sys.executable, "-m", "phasecheck", "engine"]
    try:
        return ProcessEngine(command, timeout=args.timeout, start_timeout=args.start_timeout,
                             max_restarts=args.max_restarts, restarts=restarts)
    except ValueError as error:
        raise InputError("--engine", str(error)) from None


class Engines:
    """The engines of a run, made as the run asks for them. The first is made at once (a bad
    --engine is bad input before anything runs) and launched: its process loads while the harness
    reads the suite."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.first: Engine | None = engine_from(args)
        #: the restarts of the whole run: every engine made here counts them together
        self.restarts = getattr(self.first, "shared_restarts", None)
        launch = getattr(self.first, "launch", None)
        if launch is not None:
            from . import interrupt

            with interrupt.held():  # a signal waits for the run, which writes its reports then
                launch()

    def __call__(self) -> Engine:
        engine, self.first = self.first, None
        return engine if engine is not None else engine_from(self.args, self.restarts)

    def discard(self) -> None:
        """Stop the first engine if the run never took it (the input was bad, or nothing was run)."""
        if self.first is not None:
            self.first.stop()
            self.first = None
