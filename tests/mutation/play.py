"""What a forked child does: play the JSON scenarios on the reference engine, as ``phasecheck run``
does, once under coverage (which run executes which line) or once with a mutant loaded.

The parent process never imports the engine, so each child imports it afresh: the unmutated
modules from their bytecode, the mutated one compiled from the mutated text (nothing is written).
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from phasecheck.engines import ReferenceEngine
from phasecheck.runner import Verdict, run_one

from .mutants import Mutant, changed_text, module_name, mutated_source

Run = tuple[Mapping[str, Any], str]


def run_name(run: Run) -> str:
    return f"{run[0]['id']} [{run[1]}]"


@dataclass(frozen=True)
class Recording:
    """The unmutated engine's runs: their verdicts and times, and who executed each line."""

    verdicts: tuple[str, ...]
    seconds: tuple[float, ...]
    #: module path -> line -> the runs that executed it, as a bit set (bit i: run i)
    executed: dict[str, dict[int, int]]
    #: module path -> the lines executed as the engine was imported (before any run)
    at_import: dict[str, frozenset[int]]


def record(root: Path, paths: Sequence[str], plan: Sequence[Run]) -> Recording:
    """Play every run of the plan under coverage, each run its own coverage context."""
    import coverage

    files = {str((root / p).resolve()): p for p in paths}
    tracer = coverage.Coverage(data_file=None, include=list(files), config_file=False)
    tracer.start()
    try:
        tracer.switch_context("import")
        engine = ReferenceEngine()
        info = engine.start()
        for path in paths:
            importlib.import_module(module_name(path))
        verdicts, seconds = [], []
        for index, run in enumerate(plan):
            tracer.switch_context(str(index))
            began = time.perf_counter()
            verdicts.append(run_one(engine, info, *run).verdict.value)
            seconds.append(time.perf_counter() - began)
    finally:
        tracer.stop()
    data = tracer.get_data()
    executed: dict[str, dict[int, int]] = {p: {} for p in paths}
    at_import: dict[str, frozenset[int]] = {p: frozenset() for p in paths}
    for measured in data.measured_files():
        path = files.get(str(Path(measured).resolve()))
        if path is None:
            continue
        imported = set()
        for line, contexts in data.contexts_by_lineno(measured).items():
            bits = 0
            for context in contexts:
                if context == "import":
                    imported.add(line)
                elif context:
                    bits |= 1 << int(context)
            executed[path][line] = bits
        at_import[path] = frozenset(imported)
    return Recording(tuple(verdicts), tuple(seconds), executed, at_import)


class _MutatedModule(importlib.abc.MetaPathFinder):
    """Loads one module of the engine from the mutated code instead of its file."""

    def __init__(self, module: str, code: Any) -> None:
        self.module = module
        self.code = code
        self.loaded = False

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: Any = None):
        if fullname != self.module:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.origin is None:
            return None
        spec.loader = _Loader(fullname, spec.origin, self)
        return spec


class _Loader(importlib.machinery.SourceFileLoader):
    def __init__(self, fullname: str, path: str, finder: _MutatedModule) -> None:
        super().__init__(fullname, path)
        self.finder = finder

    def get_code(self, fullname: str) -> Any:
        self.finder.loaded = True
        return self.finder.code


@dataclass(frozen=True)
class Trial:
    """What the scenarios did to one mutant."""

    #: the mutated line(s), as the equivalents file shows them
    changed: str
    #: the runs that failed or errored (only the first, unless every run was asked for)
    killed_by: tuple[str, ...]
    #: why the mutated engine could not even start (a kill too), or None
    broken: str | None
    runs: int


def try_mutant(root: Path, mutant: Mutant, runs: Sequence[Run], every: bool) -> Trial:
    """Load the engine with the mutant in it and play the runs (until one fails, unless ``every``)."""
    original = (root / mutant.path).read_text(encoding="utf-8")
    mutated = mutated_source(root, mutant)
    changed = changed_text(original, mutated, mutant)
    try:
        code = compile(mutated, str(root / mutant.path), "exec", dont_inherit=True)
    except SyntaxError as error:
        return Trial(changed, (), f"the mutated module does not compile: {error.msg}", 0)
    finder = _MutatedModule(mutant.module, code)
    sys.meta_path.insert(0, finder)
    try:
        engine = ReferenceEngine()
        info = engine.start()
        importlib.import_module(mutant.module)
    except Exception as error:  # noqa: BLE001 - an engine that can't start is caught by any run
        return Trial(changed, (), f"the engine does not start: {type(error).__name__}: {error}", 0)
    if not finder.loaded:
        raise RuntimeError(f"{mutant.module} was imported before the mutant was installed")
    killed_by: list[str] = []
    played = 0
    for run in runs:
        played += 1
        if run_one(engine, info, *run).verdict in (Verdict.FAIL, Verdict.ERROR):
            killed_by.append(run_name(run))
            if not every:
                break
    return Trial(changed, tuple(killed_by), None, played)
