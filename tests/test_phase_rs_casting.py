"""The phase.rs adapter's casting: a mode phase.rs did not parse skips the scenario with that reason,
before anything else of the action is expressed (its named choices, for Vision Charm's land types).

Skipped, with the reason, only when phase-python is not installed (``pip install -e ".[phase-rs]"``).
"""
from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase-python is not installed: pip install -e \".[phase-rs]\"")

from phasecheck.adapters.phase_rs import adapter  # noqa: E402
from phasecheck.play import play_of  # noqa: E402
from tests.test_phase_rs import _permanent, _scenario  # noqa: E402


@pytest.mark.parametrize("mode, choices, skipped", [(2, ["Island", "Swamp"], True), (1, [], False)])
def test_a_mode_phase_rs_did_not_parse_is_the_reason_of_the_skip(mode, choices, skipped):
    assert adapter.pool().entry("Vision Charm").unparsed_modes == {2}  # what phase-python 0.103.0 parses
    cast = {"action": "cast", "player": "Amy", "card": "Vision Charm", "mode": mode}
    cast |= {"choices": choices} if choices else {"targets": [{"player": "Nicole"}]}
    scenario = _scenario([_permanent("island", "Island", "Amy", "Amy")], (["Vision Charm"], []),
                         {"active": "Amy", "step": "precombat main phase", "number": 2},
                         [cast, {"check": "stack size", "count": 1}])
    observed = adapter.run(play_of(scenario).message, "current")
    if skipped:
        assert observed["status"] == "skipped", observed
        assert observed["reason"] == "phase.rs did not parse mode 2 of Vision Charm's Oracle text"
    else:
        assert observed["status"] == "observed" and observed["actions"][0]["accepted"], observed
