"""Serve the reference engine with one mutant of the catalogue patched in, over the engine protocol
(as ``phasecheck engine`` serves it unmutated): an engine with one known bug, for ``phasecheck
explore`` to find.

    python -m tests.mutants.serve NAME
"""
from __future__ import annotations

import sys
from typing import Any, Sequence

from .catalogue import MUTANTS, Mutant
from .patching import install


def main(argv: list[str], extra: Sequence[Mutant] = ()) -> int:
    known = [*MUTANTS, *extra]
    if len(argv) != 1 or not any(m.name == argv[0] for m in known):
        print(f"usage: python -m tests.mutants.serve NAME (one of: {', '.join(m.name for m in known)})",
              file=sys.stderr)
        return 2
    install(next(m for m in known if m.name == argv[0]))
    from phasecheck import reference
    from phasecheck.adapter import serve

    def describe() -> dict[str, Any]:
        return reference.describe() | {"name": f"mutant {argv[0]}"}

    return serve(describe, reference.run)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
