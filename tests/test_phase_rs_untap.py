"""The phase.rs adapter's untap step (adapters/phase_rs/untap.py): phase.rs never stops there, so an
``advance`` to it stops at the upkeep's beginning and shows the game as it was at the end of the
untap step, telling the untap step's triggered abilities from the upkeep's by phase.rs's own record.

Skipped, with the reason, only when phase-python is not installed (``pip install -e ".[phase-rs]"``).
"""
from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("phase", reason="phase-python is not installed: pip install -e \".[phase-rs]\"")

from phasecheck.adapters.phase_rs import adapter  # noqa: E402
from phasecheck.play import play_of  # noqa: E402
from tests.test_phase_rs import _permanent, _scenario  # noqa: E402

PHASED_OUT = {"status": "out", "how": "directly", "under": "Amy"}
#: Amy's Ivory Tower (an upkeep trigger) and two Imps, one phasing in and one out (triggers of the untap step)
BOARD = [_permanent("tower", "Ivory Tower", "Amy", "Amy"), _permanent("imp a", "Teferi's Imp", "Amy", "Amy"),
         _permanent("imp b", "Teferi's Imp", "Amy", "Amy", phased=PHASED_OUT)]
END_STEP = {"active": "Nicole", "step": "end step", "number": 2}
TO_UNTAP = {"action": "advance", "player": "Amy", "step": "untap step"}
LOOK = {"check": "stack size", "count": 0}


def _observed(steps: list[dict[str, Any]]) -> dict[str, Any]:
    scenario = _scenario(BOARD, (["Island"] * 5, []), END_STEP, steps)
    return adapter.run(play_of(scenario).message, "current")


def _triggered(checkpoint: dict[str, Any]) -> list[str]:
    return sorted(e["source"] for e in checkpoint["events"] if e["type"] == "triggered")


def test_an_advance_to_the_untap_step_shows_its_end_and_only_its_triggers():
    observed = _observed([TO_UNTAP, LOOK, {"action": "advance", "player": "Amy", "step": "upkeep"}, LOOK])
    assert observed["status"] == "observed", observed
    untap_step, upkeep = observed["checkpoints"]
    state = untap_step["state"]
    assert state["turn"] == {"number": 3, "active": "Amy", "step": "untap step"}
    assert {p["id"]: p["phased"]["status"] for p in state["permanents"]} == {"imp a": "out", "imp b": "in",
                                                                             "tower": "in"}
    assert state["stack"] == []  # phase.rs has stacked the Tower's ability: it triggers only as the upkeep begins
    assert sorted(w["source"] for w in state["waiting_triggers"]) == ["imp a", "imp b"]
    assert _triggered(untap_step) == ["imp a", "imp b"]
    assert [e["step"] for e in untap_step["events"] if e["type"] == "step"][-1] == "untap step"
    # at the upkeep, where phase.rs is: the Tower has triggered
    assert upkeep["state"]["turn"]["step"] == "upkeep"
    assert _triggered(upkeep) == ["tower"]
    assert [e["step"] for e in upkeep["events"] if e["type"] == "step"] == ["upkeep"]


def test_a_pass_of_priority_in_the_untap_step_goes_on_to_the_upkeep():
    observed = _observed([TO_UNTAP, {"action": "pass priority"}, LOOK])
    assert observed["status"] == "observed", observed
    assert observed["checkpoints"][0]["state"]["turn"]["step"] == "upkeep"
    assert _triggered(observed["checkpoints"][0]) == ["imp a", "imp b", "tower"]


def test_an_advance_from_the_untap_step_to_a_later_step_goes_on_from_the_upkeep():
    observed = _observed([TO_UNTAP, {"action": "advance", "player": "Amy", "step": "draw step"}, LOOK])
    assert observed["status"] == "observed", observed
    assert observed["checkpoints"][0]["state"]["turn"] == {"number": 3, "active": "Amy", "step": "draw step"}


def test_any_other_action_in_the_untap_step_is_skipped_with_the_reason():
    observed = _observed([TO_UNTAP, {"action": "play land", "player": "Amy", "card": "Island"}, LOOK])
    assert observed["status"] == "skipped" and "never stops in the untap step" in observed["reason"], observed


@pytest.mark.parametrize("stop", ["upkeep", "untap step"])
def test_a_trigger_asking_for_targets_where_an_advance_stops_waits_and_takes_the_targets_answered_later(stop):
    """phase.rs has put the Efreet's ability on its stack as the upkeep began and asks for its target:
    the ability is waiting, and the target answered after the advance is the one it gets (the
    default, the Efreet itself by its id, is not)."""
    board = [_permanent("efreet", "Shimmering Efreet", "Amy", "Amy", phased=PHASED_OUT),
             _permanent("giant", "Hill Giant", "Nicole", "Nicole")]
    steps = [{"action": "advance", "player": "Amy", "step": stop}, LOOK,
             {"action": "answer", "player": "Amy", "choice": "targets", "answer": [{"permanent": "giant"}]},
             {"action": "advance", "player": "Amy", "step": "upkeep"} if stop == "untap step" else LOOK,
             {"action": "resolve", "count": "all"}, LOOK]
    observed = adapter.run(play_of(_scenario(board, ([], []), END_STEP, steps)).message, "current")
    assert observed["status"] == "observed", observed
    waiting = observed["checkpoints"][0]["state"]
    assert waiting["stack"] == [] and [w["source"] for w in waiting["waiting_triggers"]] == ["efreet"]
    phased = {p["id"]: p["phased"]["status"] for p in observed["checkpoints"][-1]["state"]["permanents"]}
    assert phased == {"efreet": "in", "giant": "out"}
