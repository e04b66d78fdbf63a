"""Serve the reference engine with one mutant patched in (of tests/mutants/catalogue.py or of
benchmarks/unlisted_mutants.py), over the engine protocol: ``python -m benchmarks.serve_mutant NAME``
from the top of the checkout."""
from __future__ import annotations

import sys

from benchmarks.unlisted_mutants import UNLISTED
from tests.mutants import serve

if __name__ == "__main__":
    sys.exit(serve.main(sys.argv[1:], extra=UNLISTED))
