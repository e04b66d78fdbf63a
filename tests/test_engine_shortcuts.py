"""The engine's shortcuts change nothing: the characteristics it keeps between computations are
those a fresh computation gives, and a refused action's rollback restores exactly the state a deep
copy kept, in every scenario under every edition it holds in."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from phasecheck import reference
from phasecheck.catalogue import concepts
from phasecheck.play import play_of
from phasecheck.engine import Game
from tests.generation import new_game, perform

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = [json.loads(path.read_text(encoding="utf-8")) for path in sorted((ROOT / "scenarios").glob("*.json"))]


def test_every_scenario_plays_alike_with_the_shortcuts_checked(monkeypatch):
    """Every scenario plays alike with the shortcuts checked (Game.verify), and is observed alike with
    the recording's shortcut (after refused actions only, the state observed before) and without."""
    refused = 0
    for scenario in SCENARIOS:
        for edition in scenario["editions"]:
            monkeypatch.setattr(Game, "verify", False)
            shortcut = reference.run(play_of(scenario).message, edition)
            monkeypatch.setattr(Game, "verify", True)
            observed = reference.run(play_of(scenario).message, edition)  # an assertion in Game fails the test
            assert observed["status"] == "observed", (scenario["id"], edition)
            assert shortcut == observed, (scenario["id"], edition)
            refused += sum(not action["accepted"] for action in observed["actions"])
    assert refused > 20  # the scenarios refuse actions: rollbacks were checked


def _one_permanent(label: str, card: str) -> Game:
    """A game of one player, Amy, with one permanent, in her precombat main phase."""
    game = Game()
    game.add_player("Amy")
    game.add_permanent(label, card, "Amy")
    game.begin("Amy", reference.engine.Step.PRECOMBAT_MAIN)
    return game


def test_a_stale_cache_would_be_caught(monkeypatch):
    monkeypatch.setattr(Game, "verify", True)
    game = _one_permanent("bears", "Grizzly Bears")
    game.chars()
    object.__setattr__(game.state.find("bears"), "face_down", True)  # a change the cache is not told of
    with pytest.raises(AssertionError, match="characteristics kept"):
        game.chars()


def test_state_based_actions_skipped_wrongly_would_be_caught(monkeypatch):
    """sba.check does not look again while nothing it reads has changed (Game.settled); a change it
    is not told of (damage set around the count of object changes) is caught under Game.verify."""
    from phasecheck.engine import sba

    monkeypatch.setattr(Game, "verify", True)
    game = _one_permanent("bears", "Grizzly Bears")
    assert sba.check(game) is False
    assert game.is_settled()
    game.state.find("bears").damage = 1  # told: looked for again, and nothing applies
    assert not game.is_settled() and sba.check(game) is False and game.is_settled()
    object.__setattr__(game.state.find("bears"), "damage", 2)  # lethal damage the count is not told of
    with pytest.raises(AssertionError, match="state-based actions were skipped"):
        sba.check(game)


def test_a_refresh_skipped_wrongly_would_be_caught(monkeypatch):
    """Game.refresh is not done again while the game is settled; a change it is not told of (who
    has controlled a permanent since when, set around the count of object changes) is caught under
    Game.verify."""
    from phasecheck.engine import sba

    monkeypatch.setattr(Game, "verify", True)
    game = _one_permanent("bears", "Grizzly Bears")
    assert sba.check(game) is False and game.is_settled()
    game.refresh()  # settled: skipped, and made anyway under verify, changing nothing
    assert sba.check(game) is False and game.is_settled()  # (verify's copy of the state counted as a change)
    object.__setattr__(game.state.find("bears"), "controlled_since", None)
    with pytest.raises(AssertionError, match="a refresh was skipped"):
        game.refresh()


def test_trigger_sources_kept_wrongly_would_be_caught(monkeypatch):
    from phasecheck.engine import triggers

    monkeypatch.setattr(Game, "verify", True)
    game = _one_permanent("warden", "Soul Warden")
    assert [view.label for view in triggers.sources(game)] == ["warden"]
    game.kept_sources = (game.chars(), [])  # kept with the same characteristics, but wrong
    with pytest.raises(AssertionError, match="trigger sources kept"):
        triggers.sources(game)


# A game a generated run found (tests/generation.py): refused casts and advances in between, some
# after objects had moved. Phasing and state-based actions walk the objects in the order they were
# made, so a rollback that put a restored object at the end changed the order of later events.
REFUSALS_SETUP = {'players': [{'name': 'Nicole', 'life': 20, 'hand': ['Time and Tide', 'Oubliette', "Teferi's Protection"], 'library': ['Boomerang', 'Plains', "Teferi's Protection", 'Boomerang']}, {'name': 'Bob', 'life': 1, 'hand': ['Collective Unconscious', {'card': 'Oubliette', 'id': 'oubliette-card'}, {'card': 'Clever Concealment', 'id': 'concealment-card'}, 'Soul Warden'], 'library': 10}], 'turn': {'active': 'Nicole', 'step': 'beginning of combat step', 'number': 3}, 'permanents': [{'id': 'crocodile', 'card': 'Sandbar Crocodile', 'owner': 'Bob', 'controller': 'Bob', 'tapped': True, 'phased': {'status': 'in'}, 'counters': {'-1/-1': 1}, 'damage': 0, 'attached_to': None, 'entered_this_turn': False, 'imprinted': [], 'face_down': False, 'choices': []}, {'id': 'curse', 'card': "Teferi's Curse", 'owner': 'Bob', 'controller': 'Nicole', 'tapped': False, 'phased': {'status': 'in'}, 'counters': {}, 'damage': 0, 'attached_to': 'crocodile', 'entered_this_turn': False, 'imprinted': [], 'face_down': False, 'choices': []}, {'id': 'attack', 'card': 'Sneak Attack', 'owner': 'Nicole', 'controller': 'Nicole', 'tapped': True, 'phased': {'status': 'out', 'how': 'directly', 'under': 'Nicole'}, 'counters': {}, 'damage': 0, 'attached_to': None, 'entered_this_turn': False, 'imprinted': [], 'face_down': False, 'choices': []}], 'effects': [{'effect': 'control', 'player': 'Nicole', 'permanent': 'curse', 'source': 'Vedalken Shackles', 'duration': {'kind': 'indefinitely'}}]}
REFUSALS_TRIED = [{'action': 'cast', 'player': 'Bob', 'card': 'Collective Unconscious'}, {'action': 'cast', 'player': 'Nicole', 'card': "Teferi's Protection"}, {'action': 'resolve', 'count': 'all'}, {'action': 'advance', 'player': 'Bob', 'step': 'declare blockers step'}, {'action': 'cast', 'player': 'Nicole', 'card': 'Oubliette'}, {'action': 'advance', 'player': 'Bob', 'step': 'draw step'}, {'action': 'attack', 'player': 'Bob', 'attackers': ['crocodile']}, {'action': 'attack', 'player': 'Bob', 'attackers': ['crocodile']}, {'action': 'advance', 'player': 'Bob', 'step': 'upkeep'}, {'action': 'cast', 'player': 'Nicole', 'card': 'Time and Tide'}, {'action': 'cast', 'player': 'Nicole', 'card': 'Boomerang', 'targets': [{'permanent': 'crocodile'}]}, {'action': 'cast', 'player': 'Bob', 'card': 'Clever Concealment', 'targets': [{'permanent': 'crocodile'}, {'permanent': 'attack'}]}]


@pytest.mark.parametrize("edition", concepts().edition_names)
def test_refused_actions_leave_no_trace_in_what_follows(monkeypatch, edition):
    """Playing every attempted action (the refused ones rolled back) gives exactly the game, events
    and their order included, of playing only the accepted ones; every rollback restores the objects
    in their order (Game.verify)."""
    monkeypatch.setattr(Game, "verify", True)
    tried = new_game(REFUSALS_SETUP, edition)
    accepted = [step for step in REFUSALS_TRIED if perform(tried, step) is None]
    assert len(accepted) < len(REFUSALS_TRIED)
    replayed = new_game(REFUSALS_SETUP, edition)
    for step in accepted:
        assert perform(replayed, step) is None
    assert tried.observe() == replayed.observe()


def test_generated_games_play_alike_with_the_shortcuts_checked(monkeypatch):
    """phasecheck explore's games (combat, refused actions, three players, odd setups), generated and
    played again with every kept view (characteristics, permanents) compared with a fresh
    computation at each use and every rollback with a deep copy."""
    from phasecheck import explore
    from phasecheck.engines import ReferenceEngine

    monkeypatch.setattr(Game, "verify", True)
    engine = ReferenceEngine()
    info = engine.start()
    shape, plan = explore.game_shape(info), explore.Plan(seed=5, editions=tuple(concepts().edition_names), games=24)
    for number in range(plan.games):
        edition = plan.edition(number)
        outcome = explore.play(explore.new_game(plan.seed, number, shape, edition), edition, (engine, info),
                               (engine, info), number)
        assert outcome.status == "agreed", (number, outcome.status, outcome.reason, outcome.difference)


def test_the_snapshots_sorted_names_are_the_sets_and_kept_within_bounds():
    from phasecheck.engine import observe
    from phasecheck.engine.model import CardType

    for n in range(observe.KEPT * 2):
        names = frozenset({f"Type{n}", "Advisor"})
        assert observe._sorted(names) == tuple(sorted(names))
        assert len(observe._SORTED) <= observe.KEPT
    kinds = frozenset({CardType.CREATURE, CardType.ARTIFACT})
    assert observe._type_names(kinds) == ("Artifact", "Creature")


def test_a_change_after_refusals_only_would_be_caught(monkeypatch):
    """Under Game.verify, a checkpoint after refused actions only observes the game anew and fails
    if it changed; without it, the state before is kept (the shortcut is taken)."""
    game = _one_permanent("bears", "Grizzly Bears")
    recording = reference.Recording(game)
    recording.checkpoint(0)
    recording.action({"step": 1, "accepted": False, "refusal": "illegal", "reason": "a test"})
    recording.checkpoint(2)
    assert recording.checkpoints[1]["state"] is recording.checkpoints[0]["state"]
    monkeypatch.setattr(Game, "verify", True)
    game.state.find("bears").tapped = True  # a change no accepted action made
    recording.action({"step": 3, "accepted": False, "refusal": "illegal", "reason": "a test"})
    with pytest.raises(AssertionError, match="every action since the last checkpoint was refused"):
        recording.checkpoint(4)
