"""The axes on which engines go wrong (catalogue/concepts.json), which cases a scenario exhibits
(phasecheck/axes.py), and the rule x axis table of phasecheck coverage: every case that applies to
a rule is exhibited by a scenario tagged with it, and an empty cell fails the command."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from phasecheck import axes
from phasecheck.catalogue import concepts
from phasecheck.cli import main
from phasecheck.commands import load_scenarios
from phasecheck.coverage import coverage, load_index
from phasecheck.markdown import markdown
from phasecheck.engines import ReferenceEngine
from phasecheck.results import document, run_date
from phasecheck.runner import RunOutcome, run_one

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = {s["id"]: s for s in load_scenarios([ROOT / "scenarios"])}

#: for each case: a scenario that exhibits it and one that doesn't, played in the current edition
#: (or the edition given), so a derivation that always says yes or always says no fails here
EXAMPLES: dict[tuple[str, str], tuple[str, str, str]] = {
    ("owner and controller", "controlled by another"):
        ("axes-702-26n-phases-in-before-its-owners-untap-step", "axes-a-third-player-at-0-life-leaves-and-the-game-goes-on", "current"),
    ("owner and controller", "phases in away from its owner"):
        ("axes-702-26n-phases-in-before-its-owners-untap-step", "rule-702-26n-phases-in-after-a-departed-players-turn", "current"),
    ("turn", "own turn"): ("axes-clever-concealment-two-creatures-and-an-older-equipment", "axes-702-26n-phases-in-before-its-owners-untap-step", "current"),
    ("turn", "another's turn"): ("axes-702-26n-phases-in-before-its-owners-untap-step", "axes-clever-concealment-two-creatures-and-an-older-equipment", "current"),
    ("turn", "two players' turns"): ("axes-702-26p-borrowed-crocodile-with-teferis-curse", "axes-clever-concealment-two-creatures-and-an-older-equipment", "current"),
    ("players", "two"): ("axes-702-26p-borrowed-crocodile-with-teferis-curse", "axes-702-26n-phases-in-before-its-owners-untap-step", "current"),
    ("players", "three or more"): ("axes-702-26n-phases-in-before-its-owners-untap-step", "axes-702-26p-borrowed-crocodile-with-teferis-curse", "current"),
    ("until end of turn", "in force in the end step"):
        ("axes-giant-growth-lasts-through-the-end-step-while-phased-out", "phased-out-power-and-toughness", "current"),
    ("until end of turn", "ended by the cleanup"):
        ("phased-out-power-and-toughness", "axes-counters-stay-through-phasing-not-through-a-hand", "current"),
    ("until your next turn or upkeep", "started in own turn"):
        ("axes-ertais-familiar-activated-in-its-own-turn", "axes-ertais-familiar-activated-in-the-other-players-turn", "current"),
    ("until your next turn or upkeep", "started in another's turn"):
        ("axes-ertais-familiar-activated-in-the-other-players-turn", "axes-ertais-familiar-activated-in-its-own-turn", "current"),
    ("until your next turn or upkeep", "in force in the step before it ends"):
        ("axes-teferis-protection-cast-in-the-other-players-turn", "ruling-teferis-protection-counters-a-spell-aimed-at-amy", "current"),
    ("until it leaves", "ended by leaving"): ("oubliette-phases-out-until-it-leaves", "until-oubliette-phased-out-holds-its-creature", "current"),
    ("until it leaves", "source phased out"): ("until-oubliette-phased-out-holds-its-creature", "oubliette-phases-out-until-it-leaves", "current"),
    ("for as long as", "condition fails"): ("qa-vedalken-shackles-phased-out", "axes-wrath-sends-a-borrowed-creature-to-its-owner", "current"),
    ("leaving the battlefield", "to a graveyard"): ("axes-wrath-sends-a-borrowed-creature-to-its-owner", "axes-counters-stay-through-phasing-not-through-a-hand", "current"),
    ("leaving the battlefield", "to a hand"): ("axes-counters-stay-through-phasing-not-through-a-hand", "axes-wrath-sends-a-borrowed-creature-to-its-owner", "current"),
    ("leaving the battlefield", "to exile"): ("axes-oblivion-ring-exiles-a-token-that-never-comes-back", "axes-wrath-sends-a-borrowed-creature-to-its-owner", "current"),
    ("leaving the battlefield", "with its owner"):
        ("axes-a-third-player-at-0-life-leaves-and-the-game-goes-on", "axes-702-26n-phases-in-before-its-owners-untap-step", "current"),
    ("leaving the battlefield", "ceasing to exist"):
        ("axes-oblivion-ring-exiles-a-token-that-never-comes-back", "axes-702-26n-phases-in-before-its-owners-untap-step", "current"),
    ("leaving the battlefield", "phasing out instead"):
        ("axes-counters-stay-through-phasing-not-through-a-hand", "axes-oblivion-ring-exiles-a-token-that-never-comes-back", "current"),
    ("at once", "several phase at once"):
        ("axes-clever-concealment-two-creatures-and-an-older-equipment", "axes-older-grafted-exoskeleton-phases-out-without-unattaching", "current"),
    ("at once", "attachment older than its host"):
        ("axes-older-grafted-exoskeleton-phases-out-without-unattaching", "axes-702-26p-borrowed-crocodile-with-teferis-curse", "current"),
    ("at once", "attachment newer than its host"):
        ("axes-702-26p-borrowed-crocodile-with-teferis-curse", "axes-older-grafted-exoskeleton-phases-out-without-unattaching", "current"),
    ("state-based actions", "in a chain"):
        ("axes-lethal-combat-damage-then-aura-and-equipment", "axes-wrath-sends-a-borrowed-creature-to-its-owner", "current"),
    ("phased-out characteristics", "power and toughness"):
        ("axes-giant-growth-lasts-through-the-end-step-while-phased-out", "axes-vision-charm-skips-a-phased-out-island", "current"),
    ("phased-out characteristics", "type line"):
        ("axes-vision-charm-skips-a-phased-out-island", "axes-giant-growth-lasts-through-the-end-step-while-phased-out", "current"),
}


def test_every_case_of_the_concepts_has_one_derivation_and_every_derivation_a_case():
    assert axes.unjoined() == []
    assert set(EXAMPLES) == set(axes.DERIVATIONS)


def test_a_case_without_a_derivation_is_named(monkeypatch):
    monkeypatch.delitem(axes.DERIVATIONS, ("players", "two"))
    monkeypatch.setitem(axes.DERIVATIONS, ("players", "one"), lambda played: True)
    assert axes.unjoined() == ["players: two has no derivation", "players: one is no case of the concepts' axes"]


@pytest.mark.parametrize("case", sorted(EXAMPLES), ids=lambda c: f"{c[0]}: {c[1]}")
def test_each_case_is_exhibited_by_its_example_and_not_by_its_neighbour(case):
    exhibits, does_not, edition = EXAMPLES[case]
    assert case in axes.exhibited(SCENARIOS[exhibits], edition)
    assert case not in axes.exhibited(SCENARIOS[does_not], edition)


def test_an_axis_whose_cases_are_the_editions_is_read_from_the_scenario():
    scenario = SCENARIOS["axes-older-rules-token-leaves-its-attachments-phased-out"]
    found = {case for axis, case in axes.exhibited(scenario, "2009") if axis == "edition"}
    assert found == {"2009", "2013"} and concepts().axis("edition").by_edition


def test_a_scenario_the_reference_engine_cannot_play_exhibits_nothing():
    scenario = json.loads(json.dumps(SCENARIOS["axes-702-26n-phases-in-before-its-owners-untap-step"]))
    scenario["setup"]["permanents"][0]["owner"] = "Zed"  # no such player: the engine refuses the setup
    assert axes.play(scenario, "current") is None
    assert axes.exhibited(scenario, "current") == frozenset()


def test_the_play_is_observed_after_every_action_and_each_check_reads_the_state_before_it():
    scenario = SCENARIOS["axes-702-26n-phases-in-before-its-owners-untap-step"]
    played = axes.play(scenario, "current")
    actions = [i for i, s in enumerate(scenario["steps"]) if "check" not in s]
    assert [m.step for m in played.moments] == actions
    concede = played.moments[0]
    assert concede.before["turn"]["active"] == "Nicole" and any(e["type"] == "left game" for e in concede.events)
    last = played.checks[-1]
    assert last.after == len(actions) and last.state == played.moments[-1].after
    assert last.state["turn"] == {"number": 4, "active": "Nicole", "step": "upkeep"}


def test_every_cell_of_the_rule_x_axis_table_is_covered():
    result = coverage(load_index(), SCENARIOS.values())
    assert result.cells and not result.uncovered_cells, [(c.key, c.axis, c.case) for c in result.uncovered_cells]
    keys = {c.key for c in result.cells}
    assert {"702.26a", "702.26n", "514.2", "610.4"} <= keys  # the rules the issue names carry their axes


def test_a_cell_only_one_scenario_covers_fails_coverage_without_it(tmp_path, capsys):
    result = coverage(load_index(), SCENARIOS.values())
    entries = {(e.edition, e.key): e for e in result.entries}
    cell = next(c for c in result.cells if len(c.scenarios) == 1 and c.axis != "edition"
                and len(entries[(c.edition, c.key)].scenarios) > 1)
    for path in (ROOT / "scenarios").glob("*.json"):
        if path.stem != cell.scenarios[0]:
            shutil.copy(path, tmp_path)
    assert main(["coverage", "--scenarios", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert (f"no scenario covering {cell.key} (edition {cell.edition}) exhibits {cell.axis}: {cell.case}") in err
    assert f"| {cell.key} | {cell.axis} |" in out and f"{cell.case}: **none**" in out


def test_an_entry_names_only_the_axes_and_cases_of_the_concepts():
    index = load_index()
    named = {a.name: {c.name for c in a.cases} for a in concepts().axes}
    for entry in index["rules"] + index["statements"]:
        for axis, cases in entry.get("axes", {}).items():
            assert set(cases) <= named[axis], (entry, axis)
    statement_axes = {a for s in index["statements"] for a in s.get("axes", {})}
    assert "edition" not in statement_axes  # a statement has an edition of its own


def test_the_ruling_reports_show_the_rule_x_axis_table():
    engine = ReferenceEngine()
    info = engine.start()
    chosen = [SCENARIOS[i] for i in ("axes-702-26n-phases-in-before-its-owners-untap-step",
                                     "rule-702-26n-phases-in-after-a-departed-players-turn")]
    outcome = RunOutcome(info, tuple(run_one(engine, info, s, "current") for s in chosen))
    doc = json.loads(json.dumps(document(outcome, ["phasecheck", "run"], run_date())))
    text = markdown(doc)
    assert "### Rule x axis, edition current" in text
    assert ("| 702.26n | owner and controller | controlled by another: "
            "[`axes-702-26n-phases-in-before-its-owners-untap-step`](#axes-702-26n-phases-in-before-its-owners-untap-step-current)"
            " (pass)") in text
    assert "phases in away from its owner: [`axes-702-26n-phases-in-before-its-owners-untap-step`]" in text
    from phasecheck.html import html
    page = html(doc)
    assert "rule x axis" in page and "phases in away from its owner" in page
