"""Every scenario of features/, run through pytest-bdd on the reference engine."""
from pathlib import Path

from pytest_bdd import scenarios

scenarios(str(Path(__file__).resolve().parent.parent / "features"))
