"""The phase.rs adapter (adapters/phase_rs): the whole suite on phase.rs over the protocol gives
exactly the verdicts expectations/phase-rs.json lists (every other scenario passes; CI also
checks it with ``phasecheck run --expect``), and the
adapter's own pieces behave: Oracle text gets its line breaks back, every catalogue card is either
declared or has a reason, the same scenario gives the same observations, and no card or scenario
is named in the adapter's code.

Skipped, with the reason, only when phase-python is not installed (``pip install -e ".[phase-rs]"``).
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("phase", reason="phase-python is not installed: pip install -e \".[phase-rs]\"")

from phasecheck import expectations, gate  # noqa: E402
from phasecheck import suite as suite_versions  # noqa: E402
from phasecheck.gateclasses import CLASSES  # noqa: E402
from phasecheck.adapters.phase_rs import adapter, cards  # noqa: E402
from phasecheck.commands import load_scenarios  # noqa: E402
from phasecheck.play import play_of  # noqa: E402
from phasecheck.process import ProcessEngine  # noqa: E402
from phasecheck.protocol import Started  # noqa: E402
from phasecheck.parallel import run_parallel  # noqa: E402
from tests.fresh import suite_results  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EXPECTATIONS = ROOT / "expectations/phase-rs.json"
COMMAND = [sys.executable, "-m", "phasecheck.adapters.phase_rs"]


def test_the_suite_on_phase_rs_gives_exactly_the_expected_verdicts():
    """What ``phasecheck run --engine ... --expect expectations/phase-rs.json`` checks, in pytest (in CI,
    on the run .ci/run has just played: tests/fresh.py)."""
    suite = load_scenarios([ROOT / "scenarios"])

    def play():
        outcome = run_parallel(lambda: ProcessEngine(COMMAND, timeout=60.0), 2, suite)
        assert outcome.engine is not None and outcome.unavailable is None
        return outcome

    doc = suite_results("phase-rs", suite, play)
    assert doc["engine"] is not None and doc["unavailable"] is None
    versions = suite_versions.load()
    # every class of difference fails here, new failures too: the file must list exactly what phase.rs does
    verdict = gate.classify(expectations.load(EXPECTATIONS), doc, {s["id"] for s in suite}, versions, CLASSES)
    assert verdict.passed, ("phase.rs's verdicts differ from expectations/phase-rs.json (phasecheck run "
                            "--expect ... --update-expectations rewrites it):\n" + "\n".join(verdict.lines()))


def test_the_expectations_are_sorted_explained_and_linked():
    entries = json.loads(EXPECTATIONS.read_text(encoding="utf-8"))["expectations"]
    assert entries == sorted(entries, key=lambda e: (e["id"], e["edition"]))
    for entry in entries:
        assert entry["reason"].strip(), entry
        if entry["verdict"] == "fail":
            write_up = ROOT / entry["link"]
            assert write_up.is_file(), f"{entry['id']}: a failure needs its bug write-up"
            assert f"`{entry['id']}`" in write_up.read_text(encoding="utf-8"), f"{write_up.name} names no {entry['id']}"
            index = (ROOT / "docs/phase-rs/README.md").read_text(encoding="utf-8")
            assert f"]({write_up.name})" in index, f"docs/phase-rs/README.md does not list {write_up.name}"


def test_describe_is_a_valid_started_message_and_declares_only_the_current_rules():
    started = Started.from_description(adapter.describe())
    assert started.editions == ("current",)
    assert "Sandbar Crocodile" in started.cards and "Phyrexian Germ" in started.tokens


def test_every_catalogue_card_is_declared_or_phase_rs_could_not_parse_it():
    pool = adapter.pool()
    declared = set(pool.cards) | set(pool.tokens)
    for name, face in pool.faces.items():
        if name in declared:
            assert not face.unparsed, f"{name} is declared but phase.rs left text unparsed: {face.unparsed}"
        else:
            assert face.unparsed or face.unparsed_modes, f"{name} is left out without a reason"


@pytest.mark.parametrize("text, spell, lines, keywords", [
    ("Flying. Phasing. Whenever Teferi's Imp phases out, discard a card. Whenever Teferi's Imp phases in, "
     "draw a card.", False,
     ["Flying", "Phasing", "Whenever Teferi's Imp phases out, discard a card.",
      "Whenever Teferi's Imp phases in, draw a card."], ["Flying", "Phasing"]),
    ("Imprint — When Isochron Scepter enters, you may exile an instant card with mana value 2 or less from "
     "your hand. {2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying its "
     "mana cost.", False,
     ["Imprint — When Isochron Scepter enters, you may exile an instant card with mana value 2 or less from "
      "your hand.", "{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying "
      "its mana cost."], []),
    ("Enchant artifact or creature. Enchanted permanent has phasing.", False,
     ["Enchant artifact or creature", "Enchanted permanent has phasing."], ["Enchant"]),
    ("Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach "
     "this to it.) Equipped creature gets +4/+4 and has vigilance and lifelink. {3}: Return Batterskull to its "
     "owner's hand. Equip {5}", False,
     ["Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach "
      "this to it.)", "Equipped creature gets +4/+4 and has vigilance and lifelink.",
      "{3}: Return Batterskull to its owner's hand.", "Equip {5}"], ["Living weapon", "Equip"]),
    ("Choose one — • Target player mills four cards. • Target artifact phases out.", True,
     ["Choose one —", "• Target player mills four cards.", "• Target artifact phases out."], []),
    ("Haste Echo {3}{R} (At the beginning of your upkeep, if this came under your control since the beginning "
     "of your last upkeep, sacrifice it unless you pay its echo cost.) When Avalanche Riders enters, destroy target "
     "land.", False,
     ["Haste", "Echo {3}{R} (At the beginning of your upkeep, if this came under your control since the beginning "
      "of your last upkeep, sacrifice it unless you pay its echo cost.)",
      "When Avalanche Riders enters, destroy target land."], ["Haste", "Echo"]),
    ("Convoke. Any number of target nonland permanents you control phase out. They can't be regenerated.", True,
     ["Convoke", "Any number of target nonland permanents you control phase out. They can't be regenerated."],
     ["Convoke"]),
])
def test_oracle_text_gets_its_line_breaks_and_keywords_back(text, spell, lines, keywords):
    assert cards.oracle_lines(text, spell) == ("\n".join(lines), keywords)


def test_the_same_scenario_gives_the_same_observations_every_time():
    scenario = json.loads((ROOT / "scenarios/qa-vulshok-morningstar-phased-out-in-combat.json").read_text())
    play = play_of(scenario).message
    assert adapter.run(play, "current") == adapter.run(play, "current")


def test_a_refused_action_leaves_the_game_as_it_was():
    scenario = json.loads((ROOT / "scenarios/rule-702-26b-cannot-be-targeted.json").read_text())
    observed = adapter.run(play_of(scenario).message, "current")
    refusal = observed["actions"][0]
    assert refusal["accepted"] is False and refusal["refusal"] == "illegal"
    nicole = next(p for p in observed["checkpoints"][0]["state"]["players"] if p["name"] == "Nicole")
    assert len(nicole["hand"]) == 1 and not observed["checkpoints"][0]["events"]


def test_the_adapter_names_no_card_and_no_scenario():
    """It translates: no card-name special case and no scenario id in its code. ("Island" is the
    protocol's own word: a library given as a number of cards is that many Islands.)"""
    catalogue = json.loads((ROOT / "catalogue/cards.json").read_text(encoding="utf-8"))
    names = {c["name"] for c in catalogue["cards"] + catalogue["tokens"]} - {"Island"}
    ids = {json.loads(p.read_text())["id"] for p in (ROOT / "scenarios").glob("*.json")}
    for source in (ROOT / "adapters/phase_rs").glob("*.py"):
        code = source.read_text(encoding="utf-8")
        found = [n for n in names | ids if re.search(rf"\b{re.escape(n)}\b", code)]
        assert not found, f"{source.name} names {found}"


def test_each_bug_write_up_is_reproduced_with_phase_rs_alone():
    """docs/phase-rs/reproduce.py plays each bug with nothing but phase.rs; it exits with the number
    of bugs that still show. When phase.rs fixes one, this fails: update the write-ups."""
    done = subprocess.run([sys.executable, str(ROOT / "docs/phase-rs/reproduce.py")], capture_output=True,
                          text=True, timeout=120)
    shown = done.stdout.count("-> the bug shows")
    write_ups = sorted(p.stem for p in (ROOT / "docs/phase-rs").glob("*.md") if p.name not in ("README.md", "not-yet-triaged.md"))
    assert shown == len(write_ups) == 24 and done.returncode == shown, done.stdout + done.stderr
    for write_up in write_ups:
        text = (ROOT / f"docs/phase-rs/{write_up}.md").read_text(encoding="utf-8")
        assert f"reproduce.py {write_up}" in text and f"== {write_up}" in done.stdout


def _permanent(pid: str, card: str, owner: str, controller: str, **status: Any) -> dict[str, Any]:
    return {"id": pid, "card": card, "owner": owner, "controller": controller, "tapped": False,
            "phased": {"status": "in"}, "counters": {}, "damage": 0, "attached_to": None, "entered_this_turn": False,
            "imprinted": [], "face_down": False, "choices": []} | status


def _scenario(permanents: list[dict[str, Any]], hands: tuple[list[Any], list[Any]], turn: dict[str, Any],
              steps: list[dict[str, Any]], libraries: tuple[int, int] = (20, 20)) -> dict[str, Any]:
    players = [{"name": name, "life": 20, "hand": hand, "library": library}
               for name, hand, library in zip(("Amy", "Nicole"), hands, libraries)]
    return {"id": "adapter", "title": "t", "description": "d", "rules": ["702.26a"], "editions": ["current"],
            "source": {"document": "test", "passage": "test"},
            "setup": {"players": players, "turn": turn, "permanents": permanents, "effects": []}, "steps": steps}


def _last_state(observed: dict[str, Any]) -> dict[str, Any]:
    assert observed["status"] == "observed", observed
    return observed["checkpoints"][-1]["state"]


def test_a_permanent_controlled_through_no_named_effect_goes_back_to_its_owner_when_its_controller_leaves():
    """docs/engines.md §2: such a permanent is controlled through an indefinite effect, which ends when
    its player leaves the game (800.4a): Amy draws from an empty library and loses, and Nicole's
    Anthem, which Amy controlled, stays on the battlefield, Nicole's again (it was exiled with Amy)."""
    scenario = _scenario([_permanent("anthem", "Glorious Anthem", "Nicole", "Amy")], ([], []),
                         {"active": "Nicole", "step": "precombat main phase", "number": 2},
                         [{"action": "advance", "player": "Amy", "step": "draw step"},
                          {"check": "stack size", "count": 0}], libraries=(0, 20))
    state = _last_state(adapter.run(play_of(scenario).message, "current"))
    assert [p["in_game"] for p in state["players"]] == [False, True]
    assert [(p["id"], p["controller"]) for p in state["permanents"]] == [("anthem", "Nicole")]


def test_an_action_gets_the_targets_it_names_and_no_more():
    """Clever Concealment ("any number of target ...") cast with one target while another is legal."""
    scenario = _scenario([_permanent("anthem", "Glorious Anthem", "Amy", "Amy"),
                          _permanent("giant", "Hill Giant", "Amy", "Amy", tapped=True)],
                         (["Clever Concealment"], []), {"active": "Amy", "step": "precombat main phase", "number": 2},
                         [{"action": "cast", "player": "Amy", "card": "Clever Concealment",
                           "targets": [{"permanent": "anthem"}]}, {"check": "stack size", "count": 1}])
    observed = adapter.run(play_of(scenario).message, "current")
    assert observed["actions"] == [{"step": 0, "accepted": True}]
    assert _last_state(observed)["stack"][0]["targets"] == ["anthem"]


def test_what_triggers_as_a_pass_of_priority_resolves_an_object_is_waiting():
    """docs/engines.md §3: a pass of priority resolves the top of the stack; what triggers meanwhile
    waits to be put on the stack (phase.rs has already stacked it)."""
    scenario = _scenario([_permanent("imp", "Teferi's Imp", "Amy", "Amy")], ([], ["Reality Ripple"]),
                         {"active": "Amy", "step": "precombat main phase", "number": 2},
                         [{"action": "cast", "player": "Nicole", "card": "Reality Ripple",
                           "targets": [{"permanent": "imp"}]},
                          {"action": "pass priority"}, {"check": "stack size", "count": 0}])
    state = _last_state(adapter.run(play_of(scenario).message, "current"))
    assert state["stack"] == []
    assert [(t["source"], t["controller"]) for t in state["waiting_triggers"]] == [("imp", "Amy")]


def test_a_block_refused_when_the_game_ends_before_the_declare_blockers_step():
    """Nicole's only creature is phased out: phase.rs goes on to combat damage, which ends the game;
    the block is refused (it made the adapter raise)."""
    scenario = _scenario([_permanent("bears", "Grizzly Bears", "Amy", "Amy"),
                          _permanent("giant", "Hill Giant", "Nicole", "Nicole",
                                     phased={"status": "out", "how": "directly", "under": "Nicole"})],
                         ([], []), {"active": "Amy", "step": "precombat main phase", "number": 2},
                         [{"action": "attack", "player": "Amy", "attackers": ["bears"]},
                          {"action": "block", "player": "Nicole", "blocks": [{"blocker": "giant", "attacker": "bears"}]},
                          {"check": "stack size", "count": 0}])
    scenario["setup"]["players"][1]["life"] = 1
    observed = adapter.run(play_of(scenario).message, "current")
    assert observed["status"] == "observed" and observed["actions"][1]["accepted"] is False, observed


@pytest.mark.parametrize("steps", [
    [{"action": "pass priority"}],  # the end step's pass goes to a cleanup step phase.rs never stops in
    [{"action": "advance", "player": "Amy", "step": "declare attackers step"}],  # no attackers: phase.rs goes on
], ids=["pass into the cleanup step", "advance to a declare attackers step with no attackers"])
def test_a_step_phase_rs_gives_no_priority_in_is_skipped(steps: list[dict[str, Any]]):
    turn = {"active": "Amy", "step": "end step" if steps[0]["action"] == "pass priority" else "upkeep", "number": 2}
    scenario = _scenario([_permanent("bears", "Grizzly Bears", "Amy", "Amy")], ([], []), turn,
                         steps + [{"check": "stack size", "count": 0}])
    observed = adapter.run(play_of(scenario).message, "current")
    assert observed["status"] == "skipped" and "no player priority" in observed["reason"], observed


@pytest.mark.parametrize("answer, dies, survives", [
    (None, "first", ("second", 1)),  # the default: lethal damage to the first blocker, the rest to the last
    ({"creature": "giant", "damage": [{"permanent": "second", "amount": 3}]}, "second", ("first", 0)),
    ({"creature": "giant", "damage": [{"permanent": "second", "amount": 2}]}, "first", ("second", 1)),  # not 3: default
], ids=["default", "answered", "an answer that is no division of its damage"])
def test_a_blocked_attacker_divides_its_damage_as_answered_or_by_default(answer, dies, survives):
    """phase.rs's AssignCombatDamage prompt is answered with a `combat damage` answer naming the
    attacker, or docs/engines.md §7's default: Hill Giant (3 power) blocked by two Grizzly Bears."""
    bears = [_permanent(name, "Grizzly Bears", "Nicole", "Nicole") for name in ("first", "second")]
    answers = [] if answer is None else [{"action": "answer", "player": "Amy", "choice": "combat damage",
                                          "answer": answer}]
    scenario = _scenario([_permanent("giant", "Hill Giant", "Amy", "Amy"), *bears], ([], []),
                         {"active": "Amy", "step": "precombat main phase", "number": 2},
                         answers + [{"action": "attack", "player": "Amy", "attackers": ["giant"]},
                                    {"action": "block", "player": "Nicole",
                                     "blocks": [{"blocker": "first", "attacker": "giant"},
                                                {"blocker": "second", "attacker": "giant"}]},
                                    {"action": "advance", "player": "Amy", "step": "end of combat step"},
                                    {"check": "stack size", "count": 0}])
    observed = adapter.run(play_of(scenario).message, "current")
    state = _last_state(observed)
    assert all(a["accepted"] for a in observed["actions"]), observed["actions"]
    assert {c["id"]: c["zone"] for c in state["cards"]}.get(dies) == "graveyard", state["cards"]
    assert [(p["id"], p["damage"]) for p in state["permanents"] if p["id"] == survives[0]] == [survives], state


def _alone(scenario: dict[str, Any]) -> dict[str, Any]:
    scenario["setup"]["players"] = scenario["setup"]["players"][:1]
    return scenario


def test_a_one_player_setup_is_played_and_every_turn_is_hers():
    """phase.rs seats two players or more: the adapter adds an idle seat out of the turn order. From
    Amy's end step, the next turn is Amy's again (turn 3), her tapped Bears untap, and only Amy is shown."""
    scenario = _alone(_scenario([_permanent("bears", "Grizzly Bears", "Amy", "Amy", tapped=True)], ([], []),
                                {"active": "Amy", "step": "end step", "number": 2},
                                [{"action": "advance", "player": "Amy", "step": "upkeep"},
                                 {"check": "stack size", "count": 0}]))
    state = _last_state(adapter.run(play_of(scenario).message, "current"))
    assert state["turn"] == {"number": 3, "active": "Amy", "step": "upkeep"}
    assert [p["name"] for p in state["players"]] == ["Amy"]
    assert [(p["id"], p["tapped"]) for p in state["permanents"]] == [("bears", False)]


def test_a_one_player_game_that_comes_to_involve_the_idle_seat_is_skipped():
    """An attack needs someone to attack: phase.rs would let the Bears attack the idle seat."""
    scenario = _alone(_scenario([_permanent("bears", "Grizzly Bears", "Amy", "Amy")], ([], []),
                                {"active": "Amy", "step": "precombat main phase", "number": 2},
                                [{"action": "attack", "player": "Amy", "attackers": ["bears"]},
                                 {"check": "stack size", "count": 0}]))
    observed = adapter.run(play_of(scenario).message, "current")
    assert observed["status"] == "skipped" and "idle second seat" in observed["reason"], observed


@pytest.mark.parametrize("answer, riders", [(None, "battlefield"), (False, "graveyard")])
def test_echo_is_due_for_what_entered_this_turn_and_paid_unless_the_player_says_no(answer, riders):
    """phase.rs asks UnlessPayment for echo: paid by default (costs are waived), not with a "may" no."""
    steps = [] if answer is None else [{"action": "answer", "player": "Amy", "choice": "may", "answer": answer}]
    scenario = _scenario([_permanent("riders", "Avalanche Riders", "Amy", "Amy", entered_this_turn=True)], ([], []),
                         {"active": "Amy", "step": "end step", "number": 2},
                         steps + [{"action": "advance", "player": "Amy", "step": "upkeep"},
                                  {"action": "resolve", "count": "all"}, {"check": "stack size", "count": 0}])
    state = _last_state(adapter.run(play_of(scenario).message, "current"))
    on_battlefield = [p["id"] for p in state["permanents"]] == ["riders"]
    assert on_battlefield == (riders == "battlefield"), state


def test_a_card_phase_rs_did_not_wholly_parse_is_played_until_that_text_is_put_to_work():
    """Ertai's Familiar's "{U}: Until your next upkeep, ~ can't phase out" has an effect phase.rs did not
    parse: the card is declared, a scenario with it is played, and activating that ability skips it."""
    assert "Ertai's Familiar" in adapter.describe()["cards"]
    turn = {"active": "Amy", "step": "precombat main phase", "number": 2}
    scenario = _scenario([_permanent("familiar", "Ertai's Familiar", "Amy", "Amy")], ([], []), turn,
                         [{"check": "stack size", "count": 0}])
    assert adapter.run(play_of(scenario).message, "current")["status"] == "observed"
    scenario["steps"].insert(0, {"action": "activate", "player": "Amy", "permanent": "familiar"})
    observed = adapter.run(play_of(scenario).message, "current")
    assert observed["status"] == "skipped" and "did not parse" in observed["reason"], observed


def test_a_mana_pool_empties_as_the_step_ends_though_costs_are_waived():
    """phase.rs's unlimited mana (how costs are waived) would keep the Island's {U} past the upkeep's
    end (500.4): it is off while priority is passed, and on again for a cast, which costs nothing."""
    scenario = _scenario([_permanent("island", "Island", "Amy", "Amy"), _permanent("bears", "Grizzly Bears", "Amy", "Amy")],
                         (["Giant Growth"], []), {"active": "Amy", "step": "upkeep", "number": 2},
                         [{"action": "activate", "player": "Amy", "permanent": "island"},
                          {"check": "stack size", "count": 0},
                          {"action": "advance", "player": "Amy", "step": "draw step"},
                          {"check": "stack size", "count": 0},
                          {"action": "advance", "player": "Amy", "step": "precombat main phase"},
                          {"action": "cast", "player": "Amy", "card": "Giant Growth", "targets": [{"permanent": "bears"}]},
                          {"check": "stack size", "count": 1}])
    observed = adapter.run(play_of(scenario).message, "current")
    pools = [[p["mana_pool"] for p in c["state"]["players"] if p["name"] == "Amy"] for c in observed["checkpoints"]]
    assert pools == [["U"], [""], [""]], observed
    assert all(a["accepted"] for a in observed["actions"]), observed["actions"]


def test_setup_choices_become_phase_rs_chosen_attributes_of_the_kind_the_oracle_text_names():
    from phasecheck.adapters.phase_rs.setup import chosen_attributes
    from phasecheck.adapters.phase_rs.table import Unexpressible
    oppressor = _permanent("oppressor", "Callous Oppressor", "Amy", "Amy", choices=["Bear"])
    assert chosen_attributes(adapter.pool(), oppressor) == [{"type": "CreatureType", "value": "Bear"}]
    assert chosen_attributes(adapter.pool(), _permanent("bears", "Grizzly Bears", "Amy", "Amy")) == []
    with pytest.raises(Unexpressible):  # Grizzly Bears' text names no choice
        chosen_attributes(adapter.pool(), _permanent("bears", "Grizzly Bears", "Amy", "Amy", choices=["Bear"]))


def test_a_card_to_imprint_is_the_one_answered_else_the_first_in_hand_order():
    """Isochron Scepter: phase.rs asks EffectZoneChoice among the instants in Amy's hand."""
    def imprinted(steps: list[dict[str, Any]]) -> list[str]:
        scenario = _scenario([], (["Boomerang", "Reality Ripple", {"card": "Isochron Scepter", "id": "scepter"}], []),
                             {"active": "Amy", "step": "precombat main phase", "number": 2},
                             steps + [{"action": "cast", "player": "Amy", "card": "Isochron Scepter"},
                                      {"action": "resolve", "count": "all"}, {"check": "stack size", "count": 0}])
        state = _last_state(adapter.run(play_of(scenario).message, "current"))
        return [next(c["name"] for c in state["cards"] if c["id"] == i)
                for p in state["permanents"] for i in p["imprinted"]]
    assert imprinted([]) == ["Boomerang"]
    assert imprinted([{"action": "answer", "player": "Amy", "choice": "card", "answer": "Reality Ripple"}]) == \
        ["Reality Ripple"]


def test_which_creatures_could_attack_is_asked_of_a_copy_without_the_journal_even_after_mana_is_spent(monkeypatch):
    """The copy loaded to ask phase.rs which creatures could attack has its journal emptied, its
    record of the mana spent this turn too (phase.rs refuses a journal whose spent mana names
    producers it no longer lists, and the whole journal takes five times as long to load); and the
    answer is phase.rs's all the same: the Bears cast this turn can't attack, the Efreet can."""
    from phasecheck.adapters.phase_rs import setup

    loads: list[int] = []

    class Counting:
        def __init__(self, engine: Any) -> None:
            self.engine = engine

        def load_game(self, saved: dict[str, Any]) -> Any:
            loads.append(len(saved["state"]["resolved_rules_journal"]["entries"]))
            return self.engine.load_game(saved)

        def __getattr__(self, name: str) -> Any:
            return getattr(self.engine, name)

    build = setup.build
    monkeypatch.setattr(setup, "build", lambda pool, given: replace_engine(build(pool, given)))

    def replace_engine(table: Any) -> Any:
        table.engine = Counting(table.engine)
        return table
    scenario = _scenario([_permanent("efreet", "Shimmering Efreet", "Amy", "Amy")],
                         ([{"card": "Grizzly Bears", "id": "bears"}], []),
                         {"active": "Amy", "step": "precombat main phase", "number": 2},
                         [{"action": "cast", "player": "Amy", "card": "Grizzly Bears"}, {"action": "resolve", "count": "all"},
                          {"check": "stack size", "count": 0}])
    state = _last_state(adapter.run(play_of(scenario).message, "current"))
    assert {p["name"]: p["can_attack"] for p in state["permanents"]} == {"Grizzly Bears": False, "Shimmering Efreet": True}
    assert loads and set(loads) == {0}, loads


@pytest.mark.parametrize("order, dies", [(("warden", "crocodile"), "warden"), (("crocodile", "warden"), None)])
def test_the_default_division_of_combat_damage_follows_the_order_the_blocks_were_declared_in(order, dies):
    """docs/engines.md §7: lethal damage to each blocker in turn, in the order the blocks were
    declared, the rest to the last. Grizzly Bears (2 power) blocked by Soul Warden (1/1) and Sandbar
    Crocodile (6/5): the Warden first, it dies (1 to it, 1 to the Crocodile); the Crocodile first, it
    is dealt both and the Warden lives. phase.rs lists the blockers in an order of its own."""
    scenario = _scenario([_permanent("bears", "Grizzly Bears", "Amy", "Amy"),
                          _permanent("warden", "Soul Warden", "Nicole", "Nicole"),
                          _permanent("crocodile", "Sandbar Crocodile", "Nicole", "Nicole")], ([], []),
                         {"active": "Amy", "step": "precombat main phase", "number": 2},
                         [{"action": "attack", "player": "Amy", "attackers": ["bears"]},
                          {"action": "block", "player": "Nicole",
                           "blocks": [{"blocker": name, "attacker": "bears"} for name in order]},
                          {"action": "advance", "player": "Amy", "step": "end of combat step"},
                          {"check": "stack size", "count": 0}])
    observed = adapter.run(play_of(scenario).message, "current")
    state = _last_state(observed)
    assert all(a["accepted"] for a in observed["actions"]), observed["actions"]
    in_graveyard = [c["id"] for c in state["cards"] if c["zone"] == "graveyard" and c["id"] != "bears"]
    assert in_graveyard == ([dies] if dies else []), state["cards"]
