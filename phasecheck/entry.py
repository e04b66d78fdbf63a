"""The ``phasecheck`` console command: signals are held from the first moment (phasecheck.interrupt),
then the command runs (phasecheck.cli), and phasecheck exits with its code whatever signal comes."""
from __future__ import annotations


def main() -> int:
    from .interrupt import early, ending

    early()
    from .cli import main as command

    code = command()
    ending()
    return code
