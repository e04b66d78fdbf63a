"""What a forked child does: play the JSON scenarios on the reference engine, as ``phasecheck run``
does, once under coverage (which run executes which line) or once with a mutant loaded.

The parent process never imports the engine, so each child imports it afresh: the unmutated
modules from their bytecode, the mutated one compiled from the mutated text (nothing is written).
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from phasecheck.engines import ReferenceEngine
from phasecheck.keep import Keeper
from phasecheck.runner import Verdict, run_one

from .mutants import Mutant, changed_text, module_name, mutated_in_child

Run = tuple[Mapping[str, Any], str]


def run_name(run: Run) -> str:
    return f"{run[0]['id']} [{run[1]}]"


class _NoBoards(Keeper):
    """Keeps no board: only a run's verdict is wanted, and copying the checkpoints' boards for a
    report would be a seventh of each run's time."""

    def boards(self, checkpoints):
        return (), ()


def verdict(engine: ReferenceEngine, info: Any, run: Run) -> Verdict:
    """The verdict of one run, as ``phasecheck run`` gives it (the boards are not kept)."""
    return run_one(engine, info, *run, keeper=_NoBoards()).verdict


@dataclass(frozen=True)
class Recording:
    """The unmutated engine's runs: their verdicts and times, and who executed each line."""

    verdicts: tuple[str, ...]
    #: the CPU seconds of each run (under coverage, which slows it)
    seconds: tuple[float, ...]
    #: module path -> line -> the runs that executed it, as a bit set (bit i: run i)
    executed: dict[str, dict[int, int]]
    #: module path -> the lines executed as the engine was imported (before any run)
    at_import: dict[str, frozenset[int]]
    #: module name -> what importing it alone loads (see :func:`dependencies`)
    needs: dict[str, frozenset[str] | None]

    def executing(self, path: str, lines: Iterable[int]) -> list[int] | None:
        """The runs that execute any of these lines of the module, in the plan's order; None when
        one of them is executed as the engine is imported (every run depends on it then)."""
        lines = tuple(lines)
        if self.at_import.get(path, frozenset()).intersection(lines):
            return None
        bits = 0
        for line in lines:
            bits |= self.executed.get(path, {}).get(line, 0)
        return [i for i in range(len(self.verdicts)) if bits >> i & 1]


def record(root: Path, paths: Sequence[str], plan: Sequence[Run], part: int = 0, parts: int = 1) -> Recording:
    """Play one part of the plan under coverage (runs ``part``, ``part + parts``, ...), each run its
    own coverage context; and find which engine modules each one needs (:func:`dependencies`).
    The runs of the other parts have the verdict "" and no lines: :func:`merged` joins the parts."""
    import coverage

    needs = dependencies(sorted(module_name(p.relative_to(root).as_posix())
                                for p in (root / "engine").rglob("*.py")))

    files = {str((root / p).resolve()): p for p in paths}
    tracer = coverage.Coverage(data_file=None, include=list(files), config_file=False)
    verdicts, seconds = [""] * len(plan), [0.0] * len(plan)
    tracer.start()
    try:
        tracer.switch_context("import")
        engine = ReferenceEngine()
        info = engine.start()
        for path in paths:
            importlib.import_module(module_name(path))
        for index in range(part, len(plan), parts):
            tracer.switch_context(str(index))
            began = time.process_time()  # CPU time: what a mutant's time limit is counted in
            verdicts[index] = verdict(engine, info, plan[index]).value
            seconds[index] = time.process_time() - began
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
    return Recording(tuple(verdicts), tuple(seconds), executed, at_import, needs)


def merged(parts: Sequence[Recording]) -> Recording:
    """One recording of the whole plan from the recordings of its parts (:func:`record`)."""
    verdicts = tuple(next((p.verdicts[i] for p in parts if p.verdicts[i]), "") for i in range(len(parts[0].verdicts)))
    seconds = tuple(sum(p.seconds[i] for p in parts) for i in range(len(parts[0].seconds)))
    executed: dict[str, dict[int, int]] = {}
    at_import: dict[str, frozenset[int]] = {}
    for part in parts:
        for path, lines in part.executed.items():
            into = executed.setdefault(path, {})
            for line, bits in lines.items():
                into[line] = into.get(line, 0) | bits
        for path, lines in part.at_import.items():
            at_import[path] = at_import.get(path, frozenset()) | lines
    return Recording(verdicts, seconds, executed, at_import, parts[0].needs)


#: the engine's packages: a child runs their ``__init__`` itself, after the modules a mutant needs afresh
PACKAGES = ("phasecheck.engine", "phasecheck.engine.cards")


def _engine_loaded() -> list[str]:
    return [name for name in sys.modules if name == PACKAGES[0] or name.startswith(PACKAGES[0] + ".")]


def _stub_packages() -> None:
    """Put the engine's packages in ``sys.modules`` without running their ``__init__``, so that one
    module of the engine can be imported without the package importing all the others."""
    for name in PACKAGES:
        parent, _, last = name.rpartition(".")
        module = importlib.util.module_from_spec(importlib.util.find_spec(name))
        sys.modules[name] = module
        setattr(sys.modules[parent], last, module)


def _forget_engine() -> None:
    for name in _engine_loaded():
        del sys.modules[name]
    vars(sys.modules["phasecheck"]).pop("engine", None)


def dependencies(modules: Sequence[str]) -> dict[str, frozenset[str] | None]:
    """For each module of the engine, the engine modules importing it alone loads (itself too), the
    packages' ``__init__`` left out; None for one that can't be imported that way (it takes a name
    from a package's ``__init__``)."""
    found: dict[str, frozenset[str] | None] = {}
    for name in modules:
        _forget_engine()
        _stub_packages()
        try:
            importlib.import_module(name)
        except ImportError:
            found[name] = None
        else:
            found[name] = frozenset(_engine_loaded()) - set(PACKAGES)
    _forget_engine()
    return found


def preload(mutated: str, needs: dict[str, frozenset[str] | None]) -> None:
    """Import every module of the engine that does not import the mutated one (a fork of this
    process then imports only the mutated module and those that depend on it)."""
    _stub_packages()
    for name, loads in sorted(needs.items()):
        if loads is not None and mutated not in loads and name not in PACKAGES:
            importlib.import_module(name)
    if mutated in sys.modules and mutated not in PACKAGES:
        raise RuntimeError(f"{mutated} was loaded by the modules that do not import it")


def _complete_engine(finder: "_MutatedModule") -> None:
    """Run the packages' ``__init__`` (the mutated code for a mutated package), which imports the
    modules not preloaded, the mutated one from the mutated code."""
    for name in reversed(PACKAGES):  # the cards first: the engine's __init__ imports from them
        module = sys.modules[name]
        if name == finder.module:
            finder.loaded = True
            exec(finder.code, vars(module))
        else:
            module.__spec__.loader.exec_module(module)


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


def _load(finder: _MutatedModule) -> tuple[ReferenceEngine, Any]:
    """Start the engine with the mutated module in it. Where the rest was preloaded and that
    fails, once more from nothing: a mutant may break only the order of preloading (an import
    taken out of ``if TYPE_CHECKING``), and the verdict is the one of a normal import."""
    preloaded = PACKAGES[0] in sys.modules
    try:
        if preloaded:
            _complete_engine(finder)
        engine = ReferenceEngine()
        info = engine.start()
        importlib.import_module(finder.module)
    except Exception:
        if not preloaded:
            raise
        _forget_engine()
        sys.modules.pop("phasecheck.reference", None)
        finder.loaded = False
        return _load(finder)
    return engine, info


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
    original, mutated = mutated_in_child(root, mutant)
    changed = changed_text(original, mutated, mutant)
    try:
        code = compile(mutated, str(root / mutant.path), "exec", dont_inherit=True)
    except SyntaxError as error:
        return Trial(changed, (), f"the mutated module does not compile: {error.msg}", 0)
    finder = _MutatedModule(mutant.module, code)
    sys.meta_path.insert(0, finder)
    try:
        engine, info = _load(finder)
    except Exception as error:  # noqa: BLE001 - an engine that can't start is caught by any run
        return Trial(changed, (), f"the engine does not start: {type(error).__name__}: {error}", 0)
    if not finder.loaded:
        raise RuntimeError(f"{mutant.module} was imported before the mutant was installed")
    killed_by: list[str] = []
    played = 0
    for run in runs:
        played += 1
        if verdict(engine, info, run) in (Verdict.FAIL, Verdict.ERROR):
            killed_by.append(run_name(run))
            if not every:
                break
    return Trial(changed, tuple(killed_by), None, played)
