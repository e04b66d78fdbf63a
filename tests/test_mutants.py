"""The JSON scenarios alone kill every mutant of the catalogue, and mutating never touches the checkout."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from tests.mutants import run
from tests.mutants.catalogue import MUTANTS, Mutant
from tests.mutants.patching import MutantDoesNotApply, _PatchedLoader

ROOT = Path(__file__).resolve().parent.parent


def digest() -> str:
    files = sorted((ROOT / "engine").rglob("*.py"))
    return hashlib.sha256(b"".join(f.read_bytes() for f in files)).hexdigest()


def test_every_mutant_names_its_bug_and_has_a_unique_name():
    assert len({m.name for m in MUTANTS}) == len(MUTANTS)
    assert all(m.imitates and m.old != m.new for m in MUTANTS)


def test_the_json_scenarios_kill_every_mutant_and_the_checkout_is_untouched(capsys):
    before = digest()
    code = run.main(["--jobs", "2"])
    out = capsys.readouterr().out
    assert "SURVIVED" not in out and "ERROR" not in out, out
    assert code == 0 and f"{len(MUTANTS)} of {len(MUTANTS)} mutants killed" in out
    assert digest() == before


def test_a_mutant_whose_text_is_gone_does_not_load():
    stale = Mutant("stale", "text the engine no longer has", "phasecheck.engine.phasing", "no such text", "x")
    loader = _PatchedLoader(stale.module, str(ROOT / "engine" / "phasing.py"), stale)
    with pytest.raises(MutantDoesNotApply, match="0 times, not once"):
        loader.get_code(stale.module)
