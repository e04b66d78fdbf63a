"""Serve phase.rs over phasecheck's engine protocol: ``python -m phasecheck.adapters.phase_rs``."""
from phasecheck.adapter import serve

from .adapter import describe, run

if __name__ == "__main__":
    raise SystemExit(serve(describe, run))
