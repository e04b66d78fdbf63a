"""The engine's shortcuts change nothing: the characteristics it keeps between computations are
those a fresh computation gives, and a refused action's rollback restores exactly the state a deep
copy kept, in every scenario under every edition it holds in."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from phasecheck import reference
from phasecheck.engine import Game

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = [json.loads(path.read_text(encoding="utf-8")) for path in sorted((ROOT / "scenarios").glob("*.json"))]


def test_every_scenario_plays_alike_with_the_shortcuts_checked(monkeypatch):
    monkeypatch.setattr(Game, "verify", True)
    refused = 0
    for scenario in SCENARIOS:
        for edition in scenario["editions"]:
            observed = reference.run(scenario, edition)  # an assertion in Game fails the test
            assert observed["status"] == "observed", (scenario["id"], edition)
            refused += sum(not action["accepted"] for action in observed["actions"])
    assert refused > 20  # the scenarios refuse actions: rollbacks were checked


def test_a_stale_cache_would_be_caught(monkeypatch):
    monkeypatch.setattr(Game, "verify", True)
    game = Game()
    game.add_player("Amy")
    game.add_permanent("bears", "Grizzly Bears", "Amy")
    game.begin("Amy", reference.engine.Step.PRECOMBAT_MAIN)
    game.chars()
    object.__setattr__(game.state.find("bears"), "face_down", True)  # a change the cache is not told of
    with pytest.raises(AssertionError, match="characteristics kept"):
        game.chars()
