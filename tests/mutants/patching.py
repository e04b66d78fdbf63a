"""Load one module of the reference engine with a mutant's patch applied, at import time.

The patch is applied to the source text as the module is imported in a fresh process, so the
checkout is never changed and nothing mutated is ever written to disk (no bytecode either).
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from typing import Sequence

from .catalogue import Mutant


class MutantDoesNotApply(Exception):
    """The text a mutant replaces is not in the module exactly once (the engine changed)."""


class _PatchedLoader(importlib.machinery.SourceFileLoader):
    def __init__(self, fullname: str, path: str, mutant: Mutant) -> None:
        super().__init__(fullname, path)
        self.mutant = mutant

    def get_code(self, fullname: str):  # never the cached bytecode, never write any
        source = self.get_data(self.path).decode("utf-8")
        found = source.count(self.mutant.old)
        if found != 1:
            raise MutantDoesNotApply(f"mutant {self.mutant.name}: its text is in {self.mutant.module} "
                                     f"{found} times, not once")
        return compile(source.replace(self.mutant.old, self.mutant.new), self.path, "exec", dont_inherit=True)


class _MutantFinder(importlib.abc.MetaPathFinder):
    def __init__(self, mutant: Mutant) -> None:
        self.mutant = mutant

    def find_spec(self, fullname: str, path: Sequence[str] | None, target=None):
        if fullname != self.mutant.module:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.origin is None:
            return None
        spec.loader = _PatchedLoader(fullname, spec.origin, self.mutant)
        return spec


def install(mutant: Mutant) -> None:
    """Make the next import of the mutant's module load the mutated source."""
    if mutant.module in sys.modules:
        raise RuntimeError(f"{mutant.module} is already imported: install the mutant first")
    sys.meta_path.insert(0, _MutantFinder(mutant))
