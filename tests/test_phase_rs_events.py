"""The phase.rs adapter's events declared complete: the legend rule's work is reported every time,
phase.rs applying the legend rule only by asking which legend to keep (``ChooseLegend``).

Skipped, with the reason, only when phase-python is not installed (``pip install -e ".[phase-rs]"``).
"""
from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase-python is not installed: pip install -e \".[phase-rs]\"")

from phasecheck.adapters.phase_rs import adapter  # noqa: E402
from phasecheck.play import play_of  # noqa: E402
from tests.test_phase_rs import _permanent, _scenario  # noqa: E402


@pytest.mark.parametrize("keep, kept, put_away", [("first isle", "first isle", "second isle"),
                                                  (None, "second isle", "first isle")])  # the default: the newest
def test_each_legend_the_legend_rule_puts_away_is_reported_and_the_kind_is_declared_complete(keep, kept, put_away):
    isles = [_permanent("first isle", "Teferi's Isle", "Amy", "Amy"),
             _permanent("second isle", "Teferi's Isle", "Amy", "Amy")]
    answer = [{"action": "answer", "player": "Amy", "choice": "keep", "answer": keep}] if keep else []
    scenario = _scenario(isles, ([], []), {"active": "Amy", "step": "precombat main phase", "number": 2},
                         answer + [{"action": "pass priority"}, {"check": "stack size", "count": 0}])
    observed = adapter.run(play_of(scenario).message, "current")
    assert observed["status"] == "observed", observed
    events = observed["checkpoints"][-1]["events"]
    assert [e["permanent"] for e in events if e["type"] == "legend rule"] == [put_away]
    moved = [e["card"] for e in events if e["type"] == "zone change" and e["to"] == "graveyard"]
    assert moved == [put_away] and kept != put_away
    assert "legend rule" in adapter.describe()["complete_events"]
