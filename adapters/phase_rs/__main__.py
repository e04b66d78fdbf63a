"""Serve phase.rs over phasecheck's engine protocol: ``python -m phasecheck.adapters.phase_rs``."""
import sys

from phasecheck.adapter import serve

try:
    from .adapter import describe, run
except ModuleNotFoundError as missing:
    if missing.name != "phase":
        raise
    print('phasecheck.adapters.phase_rs: phase-python is not installed: pip install -e ".[phase-rs]"',
          file=sys.stderr)
    raise SystemExit(2) from None

if __name__ == "__main__":
    raise SystemExit(serve(describe, run))
