"""The bundled schemas: valid 2020-12 schemas with $ids, closed, and agreeing with what we produce."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from phasecheck import reference, schemas
from phasecheck.play import play_of

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.json"))


@pytest.mark.parametrize("name", schemas.NAMES)
def test_each_schema_is_a_valid_2020_12_schema_with_an_id(name):
    schema = schemas.schema(name)
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema" and schema["$id"]


def test_the_committed_scenarios_validate():
    assert SCENARIOS
    for path in SCENARIOS:
        assert schemas.problems("scenario", json.loads(path.read_text())) == [], path.name


def test_the_reference_engine_observations_validate():
    for path in SCENARIOS:
        observed = reference.run(play_of(json.loads(path.read_text())).message, "current")
        assert schemas.problems("observation", observed) == [], path.name


def test_an_unknown_check_kind_is_refused():
    scenario = json.loads(SCENARIOS[0].read_text())
    scenario["steps"].append({"line": 1, "text": "t", "check": "vibes", "permanent": "x"})
    assert schemas.problems("scenario", scenario)


def test_a_phased_out_permanent_needs_how_and_under_whom():
    scenario = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())
    del scenario["setup"]["permanents"][1]["phased"]["under"]
    [(path, _)] = schemas.problems("scenario", scenario)
    assert path.startswith("$.setup.permanents[1].phased")


def test_observations_may_not_carry_a_verdict():
    observed = reference.run(play_of(json.loads(SCENARIOS[0].read_text())).message, "current")
    observed["passed"] = True
    assert schemas.problems("observation", observed)


def test_every_action_and_check_says_in_the_schema_what_an_engine_does_with_it():
    """The schema alone tells an adapter author what each action means and which observation
    field each check reads (docs/engines.md, sections 3 and 5, say it at length)."""
    scenario = schemas.schema("scenario")
    defs = scenario["$defs"]
    actions = [d["then"]["$ref"].rsplit("/", 1)[1] for d in defs["step"]["else"]["allOf"]]
    undescribed = [name for name in actions if not defs[name].get("description")]
    undescribed += [str(variant["properties"]["check"]) for variant in defs["check"]["oneOf"]
                    if not variant.get("description")]
    assert not undescribed


def observed_with_a_phased_out_creature() -> tuple[dict, dict]:
    """The reference engine's observations of a scenario whose first checkpoint shows a phased-out
    creature, and that creature."""
    scenario = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())
    observed = reference.run(play_of(scenario).message, "current")
    state = observed["checkpoints"][0]["state"]
    return observed, next(p for p in state["permanents"] if p["phased"]["status"] == "out")


def test_a_phased_out_creature_is_reported_with_its_power_and_toughness():
    """docs/engines.md §4: a phased-out creature's power and toughness as they stand while it is
    phased out, which the checks read."""
    observed, crocodile = observed_with_a_phased_out_creature()
    assert (crocodile["power"], crocodile["toughness"]) == (6, 5)
    assert schemas.problems("observation", observed) == []


@pytest.mark.parametrize("where, value", [("name", ""), ("zone", "Graveyard"), ("zone", "phased out")],
                         ids=["an empty name", "a zone in capitals", "phasing as a zone"])
def test_names_and_zones_are_the_contracts_own(where, value):
    observed, crocodile = observed_with_a_phased_out_creature()
    if where == "name":
        crocodile["name"] = value  # a face-down permanent too is reported with its card's name
    else:
        observed["checkpoints"][0]["events"].append({"type": "zone change", "card": crocodile["id"],
                                                     "from": "battlefield", "to": value})
    assert schemas.problems("observation", observed)


def test_results_written_before_these_rules_are_still_read():
    """The results schema holds the observations it keeps to the state and event definitions alone:
    a results file from an engine that reported a zone in capitals, before the contract said
    otherwise, is still read by report, matrix and --rerun-failed."""
    doc = json.loads((ROOT / "reports/reference.results.json").read_text(encoding="utf-8"))
    result = next(r for r in doc["results"] if any(p["phased"]["status"] == "out" for c in r["checkpoints"]
                                                    for p in c["state"]["permanents"]))
    checkpoint = next(c for c in result["checkpoints"] if any(p["phased"]["status"] == "out"
                                                               for p in c["state"]["permanents"]))
    phased_out = next(p for p in checkpoint["state"]["permanents"] if p["phased"]["status"] == "out")
    phased_out["power"], phased_out["toughness"] = 6, 5
    checkpoint["events"].append({"type": "zone change", "card": phased_out["id"], "from": "Battlefield",
                                 "to": "Graveyard"})
    doc["results"] = [result]
    assert schemas.problems("results", doc) == []
    assert schemas.problems("observation", {"status": "observed", "actions": [], "checkpoints": [checkpoint]})
