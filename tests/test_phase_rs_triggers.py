"""The phase.rs adapter's triggered abilities: the default order they go on the stack in when the player
gave none (docs/engines.md §7, adapters/phase_rs/order.py), the order of the events they triggered on
(§8), and what the adapter can and can't report of them (``triggered`` events, §8).

Skipped, with the reason, only when phase-python is not installed (``pip install -e ".[phase-rs]"``).
"""
from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("phase", reason="phase-python is not installed: pip install -e \".[phase-rs]\"")

from phasecheck.adapters.phase_rs import adapter  # noqa: E402
from phasecheck.play import play_of  # noqa: E402
from tests.test_phase_rs import _permanent, _scenario  # noqa: E402

LOOK = {"check": "stack size", "count": 0}
MAIN = {"active": "Amy", "step": "precombat main phase", "number": 3}


def _observed(permanents: list[dict[str, Any]], hand: list[Any], turn: dict[str, Any],
              steps: list[dict[str, Any]]) -> dict[str, Any]:
    observed = adapter.run(play_of(_scenario(permanents, (hand, []), turn, steps)).message, "current")
    assert observed["status"] == "observed", observed
    return observed


@pytest.mark.parametrize("answer, resolves_first", [(None, "imp b"), (["imp b"], "imp a")], ids=["default", "answered"])
def test_what_phases_out_triggers_ahead_of_what_phases_in_unless_the_player_orders_them(answer, resolves_first):
    """Amy's "imp b" (older) phases in as "imp a" phases out. phase.rs lists the draw first (by timestamp):
    by default the discard goes on the stack first and the draw above it; an ``order`` answer naming
    "imp b" first puts the draw at the bottom. The events are reported phasing out first (§8)."""
    imps = [_permanent("imp b", "Teferi's Imp", "Amy", "Amy", phased={"status": "out", "how": "directly", "under": "Amy"}),
            _permanent("imp a", "Teferi's Imp", "Amy", "Amy")]
    order = [{"action": "answer", "player": "Amy", "choice": "order", "answer": answer}] if answer else []
    steps = order + [{"action": "advance", "player": "Amy", "step": "upkeep"}, LOOK, {"action": "resolve", "count": 1}, LOOK]
    observed = _observed(imps, ["Island", "Island"], {"active": "Nicole", "step": "end step", "number": 2}, steps)
    upkeep, resolved = observed["checkpoints"]
    assert len(upkeep["state"]["waiting_triggers"]) == 2
    assert [e["type"] for e in resolved["events"] if e["type"] in ("drew", "discarded")] == (
        ["drew"] if resolves_first == "imp b" else ["discarded"])
    stack = resolved["state"]["stack"]
    assert [item["source"] for item in stack] == (["imp a"] if resolves_first == "imp b" else ["imp b"])
    phasing = [(e["type"], e["permanent"]) for e in upkeep["events"] if e["type"] in ("phased out", "phased in")]
    assert phasing == [("phased out", "imp a"), ("phased in", "imp b")]


def test_a_trigger_phase_rs_removes_for_want_of_a_target_is_reported_when_it_asked_to_order_it():
    """Soul Warden's and Avalanche Riders' abilities trigger together, the Riders' with no land to target:
    phase.rs asks Amy to order both, then removes the Riders' (603.3d). Both triggered."""
    observed = _observed([_permanent("warden", "Soul Warden", "Amy", "Amy")],
                         [{"card": "Avalanche Riders", "id": "riders"}], MAIN,
                         [{"action": "cast", "player": "Amy", "card": "Avalanche Riders"},
                          {"action": "resolve", "count": "all"}, LOOK,
                          {"action": "advance", "player": "Amy", "step": "upkeep"}, LOOK])
    cast, upkeep = observed["checkpoints"]
    assert sorted(e["source"] for e in cast["events"] if e["type"] == "triggered") == ["riders", "warden"]
    assert cast["state"]["stack"] == [] and cast["state"]["waiting_triggers"] == []
    # the Riders' next trigger (echo) is reported too: the one phase.rs removed is not waited for on its stack
    assert [e["source"] for e in upkeep["events"] if e["type"] == "triggered"] == ["riders"]


def test_triggered_events_are_not_declared_complete_since_phase_rs_removes_a_lone_targetless_one_unseen():
    """The Riders' ability alone, with no land to target: phase.rs removes it without a trace (no event,
    no prompt), so the adapter can't report it, and must not claim every ``triggered`` event (§5: a count
    of them would pass for want of evidence)."""
    observed = _observed([], [{"card": "Avalanche Riders", "id": "riders"}], MAIN,
                         [{"action": "cast", "player": "Amy", "card": "Avalanche Riders"},
                          {"action": "resolve", "count": "all"}, LOOK])
    assert not [e for e in observed["checkpoints"][0]["events"] if e["type"] == "triggered"]
    assert "triggered" not in adapter.describe()["complete_events"]
    assert "complete_events" not in observed  # not for this game either


#: cards whose triggered abilities choose a target or may be declined (phase.rs may remove one unseen)
#: and cards whose every triggered ability leaves a trace
VANISHING = ["Avalanche Riders", "Diseased Vermin", "Isochron Scepter", "Oblivion Ring", "Oubliette", "Shimmering Efreet"]
TRACED = ["Batterskull", "Ertai's Familiar", "Grafted Exoskeleton", "Ivory Tower", "Soul Warden", "Teferi's Imp",
          "Grizzly Bears", "Phyrexian Germ"]


def test_the_cards_whose_triggered_abilities_phase_rs_may_remove_unseen_are_those_that_target_or_may_be_declined():
    pool = adapter.pool()
    assert [name for name in VANISHING + TRACED if not pool.entry(name).triggers_traced] == VANISHING


@pytest.mark.parametrize("hand, claimed", [(["Grizzly Bears"], True), (["Grizzly Bears", "Avalanche Riders"], False),
                                           (["Grizzly Bears", "Oubliette"], False)],
                         ids=["traced", "riders-in-hand", "oubliette-in-hand"])
def test_triggered_events_are_claimed_complete_for_a_game_whose_cards_leave_a_trace_of_every_one(hand, claimed):
    """Soul Warden's ability triggers on a creature entering and targets nothing: in a game holding
    nothing else with a triggered ability, the adapter says it reported every ``triggered`` event
    (docs/engines.md §8); a card anywhere in the game with an ability phase.rs may remove unseen
    (Avalanche Riders in a hand, never cast) takes the claim away."""
    observed = _observed([_permanent("warden", "Soul Warden", "Amy", "Amy")], hand, MAIN,
                         [{"action": "cast", "player": "Amy", "card": "Grizzly Bears"},
                          {"action": "resolve", "count": "all"}, LOOK])
    assert [e["source"] for e in observed["checkpoints"][0]["events"] if e["type"] == "triggered"] == ["warden"]
    assert ("triggered" in observed.get("complete_events", ())) is claimed


def test_a_token_that_phases_in_and_dies_at_once_is_put_in_order_by_its_last_known_timestamp():
    """A phased-out Phyrexian Germ (0/0) phases in at Nicole's untap step and dies at once: phase.rs no
    longer knows the object when the adapter puts what phased at once in §8's order, and the adapter
    takes the timestamp phase.rs recorded as it left (it raised "unknown object id" before; found by
    phasecheck explore)."""
    germ = _permanent("germ", "Phyrexian Germ", "Nicole", "Nicole", phased={"status": "out", "how": "directly", "under": "Nicole"})
    germ = {k: v for k, v in germ.items() if k != "card"} | {"token": "Phyrexian Germ"}
    steps = [{"action": "advance", "player": "Nicole", "step": "upkeep"}, LOOK]
    observed = _observed([germ], [], {"active": "Amy", "step": "end step", "number": 2}, steps)
    events = observed["checkpoints"][0]["events"]
    assert {"type": "phased in", "permanent": "germ", "indirectly": False} in events, events
    assert any(e["type"] == "zone change" and e["card"] == "germ" and e["to"] == "graveyard" for e in events), events


class _Asked:
    """What ``prompts._order`` reads of the adapter's table: Amy's ``order`` answer, and the ids of
    the abilities' sources."""

    def __init__(self, answer: list[str]) -> None:
        self.answer = answer

    def announce_waiting(self) -> None:
        pass

    def take_answer(self, player: str, choice: str) -> list[str]:
        assert (player, choice) == ("Amy", "order")
        return self.answer

    def player(self, seat: int) -> str:
        return "Amy"

    def name_of(self, object_id: int) -> str:
        return {1: "imp a", 2: "imp b", 3: "imp c"}[object_id]


ASKED = {"player": 0, "triggers": [{"source_id": 1}, {"source_id": 2}, {"source_id": 3}]}


def test_an_order_answer_that_leaves_one_ability_is_followed_without_the_default_order(monkeypatch):
    """The answer names two of three: the third goes last, whatever phase.rs recorded of what it
    triggered on (the default order is not looked for: it could be unknown, order.py)."""
    from phasecheck.adapters.phase_rs import prompts

    def unknown(*args: Any) -> list[int]:
        raise AssertionError("the default order was looked for")

    monkeypatch.setattr(prompts, "default_order", unknown)
    assert prompts._order(_Asked(["imp c", "imp a"]), ASKED, None) == (0, {"type": "OrderTriggers",
                                                                          "data": {"order": [2, 0, 1]}})


def test_the_abilities_an_order_answer_leaves_follow_in_the_default_order(monkeypatch):
    from phasecheck.adapters.phase_rs import prompts

    monkeypatch.setattr(prompts, "default_order", lambda table, seat, triggers: [2, 1, 0])
    assert prompts._order(_Asked(["imp b"]), ASKED, None)[1]["data"]["order"] == [1, 2, 0]
    assert prompts._order(_Asked([]), ASKED, None)[1]["data"]["order"] == [2, 1, 0]


def test_a_copy_cast_as_an_ability_resolves_is_on_the_stack_not_waiting():
    """Isochron Scepter's ability resolves and Amy casts the copy of Boomerang it makes (608.2): the copy
    is on the stack, not a triggered ability waiting to be put there (found by `phasecheck explore`)."""
    scepter = _permanent("scepter", "Isochron Scepter", "Amy", "Amy", imprinted=["Boomerang"])
    observed = _observed([scepter], [], {"active": "Nicole", "step": "upkeep", "number": 2},
                         [{"action": "activate", "player": "Amy", "permanent": "scepter"},
                          {"action": "pass priority"}, LOOK])
    state = observed["checkpoints"][-1]["state"]
    assert [(item["kind"], item["name"], item["targets"]) for item in state["stack"]] == [("spell", "Boomerang", ["scepter"])]
    assert state["waiting_triggers"] == []


def test_a_card_whose_oracle_text_triggers_with_a_target_or_a_may_is_never_called_traced():
    """Read against the cards' own words: a card or token is traced exactly when none of its triggered
    sentences ("When", "Whenever", "At", and delayed ones: "at the beginning of") says "target" or "may"."""
    from phasecheck.adapters.phase_rs import cards

    triggered = re.compile(r"(?:^|— )(?:When|Whenever|At)\b|\bat the beginning of\b", re.IGNORECASE)
    for face in adapter.pool().faces.values():
        text = face.face.get("oracle_text") or ""
        said = [sentence for line in text.splitlines() for sentence in cards.sentences(line)]
        risky = [s for s in said if triggered.search(s) and re.search(r"\btarget\b|\bmay\b", s)]
        assert face.triggers_traced is not bool(risky), (face.name, risky)


@pytest.mark.parametrize("definition, vanishes", [
    ({"optional": True}, True), ({"optional_targeting": True}, True), ({"target_prompt": "Choose"}, True),
    ({"effect": {"target": {"type": "Typed"}}}, True), ({"effect": {"target": {"type": "Unheard"}}}, True),
    ({"effect": {"target": {"type": "SelfRef"}}}, False), ({"effect": {"target": {"type": "ParentTarget"}}}, False),
    ({"optional": False, "target_prompt": None}, False)])
def test_a_triggered_ability_may_vanish_when_it_chooses_a_target_or_may_be_declined(definition, vanishes):
    from phasecheck.adapters.phase_rs import cards

    assert cards._may_vanish(definition) is vanishes


def test_a_delayed_trigger_a_card_creates_counts_as_its_own():
    from phasecheck.adapters.phase_rs import cards

    delayed = {"type": "CreateDelayedTrigger", "effect": {"kind": "Spell", "effect": {"target": {"type": "Typed"}}}}
    face = cards.Face("x", False, {"abilities": [{"kind": "Spell", "effect": delayed}], "triggers": []})
    assert not face.triggers_traced
    assert cards.Face("x", False, {"abilities": [{"kind": "Spell", "effect": {"target": {"type": "Typed"}}}]}).triggers_traced


def test_the_cards_a_game_may_hold_are_its_players_own_imprinted_ones_the_spare_card_and_every_token():
    from phasecheck.adapters.phase_rs import setup

    scepter = _permanent("scepter", "Isochron Scepter", "Amy", "Amy", imprinted=["Boomerang"])
    game = play_of(_scenario([scepter], (["Grizzly Bears"], []), MAIN, [LOOK])).message["setup"]
    pool = adapter.pool()
    assert setup.faces_in_game(pool, game) == {"Isochron Scepter", "Boomerang", "Grizzly Bears", "Island",
                                               *setup.spare(pool), *pool.tokens}


def test_no_claim_when_a_triggered_ability_of_no_object_went_unreported():
    from types import SimpleNamespace

    game = play_of(_scenario([_permanent("warden", "Soul Warden", "Amy", "Amy")], ([], []), MAIN, [LOOK])).message["setup"]
    assert adapter._complete_in_game(SimpleNamespace(unattributed_trigger=False), game) == {"complete_events": ["triggered"]}
    assert adapter._complete_in_game(SimpleNamespace(unattributed_trigger=True), game) == {}
