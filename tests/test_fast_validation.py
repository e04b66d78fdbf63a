"""The fast validity check (jsonschema-rs, ``schemas.valid``) says "valid" exactly when jsonschema does: on everything we have
(scenarios, observations, results, expectations, the rules index, the catalogue, protocol messages)
and on many broken copies of it."""
from __future__ import annotations

import copy
import json
import os
import random
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

import pytest

from phasecheck import protocol, reference, schemas
from phasecheck.protocol import Ran, Run, Start, Started, Stop
from phasecheck.play import play_of

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.json"))


def _load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _results(path: Path) -> Any:
    """A results file cut down to a few runs and scenarios (the schema does not tie them together)."""
    doc = _load(path)
    doc["results"] = doc["results"][::40]
    doc["scenarios"] = dict(list(doc["scenarios"].items())[:4])
    return doc


@lru_cache(maxsize=None)
def corpus() -> list[tuple[str, Any]]:
    """(schema name, instance) for every kind of document phasecheck reads or writes."""
    scenarios = [_load(path) for path in SCENARIOS]
    found: list[tuple[str, Any]] = [("scenario", s) for s in scenarios]
    found += [("play", play_of(s).message) for s in scenarios]
    found += [("observation", reference.run(play_of(s).message, s["editions"][-1])) for s in scenarios[::8]]
    found += [("results", _results(path)) for path in sorted((ROOT / "reports").glob("*.results.json"))]
    found += [("known" if path.name.endswith(".known.json") else "expectations", _load(path))
              for path in sorted((ROOT / "expectations").glob("*.json"))]  # explore's known files beside
    found += [("rules", _load(ROOT / "rules/index.json")), ("catalogue", _load(ROOT / "catalogue/cards.json"))]
    started = Started.from_description(reference.describe())
    observed = reference.run(play_of(scenarios[0]).message, scenarios[0]["editions"][0])
    for message, definition in ((Start(), "start"), (started, "started"), (Stop(), "stop"),
                                (Run(1, "current", play_of(scenarios[0]).message), "run"), (Ran(1, observed), "ran")):
        found.append((f"protocol#{definition}", json.loads(message.to_json())))
        found.append(("protocol", json.loads(message.to_json())))
    return found


def agree(name: str, instance: Any) -> bool:
    return schemas.valid(name)(instance) == schemas.validator(name).is_valid(instance)


@pytest.mark.parametrize("name,instance", corpus(), ids=lambda value: value if isinstance(value, str) else "")
def test_everything_we_read_and_write_is_valid_to_both(name, instance):
    assert schemas.validator(name).is_valid(instance)
    assert schemas.valid(name)(instance)


# --- broken copies ----------------------------------------------------------------------------

ODD_VALUES = [None, True, False, 0, -1, 3, 1.5, 2.0, "", "x", "in", "current", "phased", [], [1], {}, {"x": 1}]


def _places(instance: Any, path: tuple = ()) -> Iterator[tuple]:
    yield path
    if isinstance(instance, dict):
        for key, value in instance.items():
            yield from _places(value, path + (key,))
    elif isinstance(instance, list):
        for index, value in enumerate(instance):
            yield from _places(value, path + (index,))


def _at(instance: Any, path: tuple) -> Any:
    for part in path:
        instance = instance[part]
    return instance


def broken(instance: Any, rng: random.Random) -> Any:
    """A copy of the instance with one thing changed somewhere: a value replaced (by an odd value
    or by another value of the document), a key removed or added, an item repeated or removed."""
    places = list(_places(instance))[1:]
    if not places:
        return rng.choice(ODD_VALUES)
    copied = copy.deepcopy(instance)
    path = rng.choice(places)
    parent, last = _at(copied, path[:-1]), path[-1]
    how = rng.randrange(5)
    if how == 0:
        parent[last] = rng.choice(ODD_VALUES)
    elif how == 1:
        parent[last] = copy.deepcopy(_at(instance, rng.choice(places)))
    elif how == 2:
        del parent[last]
    elif how == 3 and isinstance(parent, dict):
        parent["surplus"] = parent[last]
    else:
        target = _at(copied, path)
        if isinstance(target, list) and target:
            target.append(copy.deepcopy(target[0]))
        elif isinstance(target, dict) and target:
            target.pop(next(iter(target)))
        else:
            parent[last] = [target]
    return copied


#: broken copies per instance: fewer of the large and numerous documents (jsonschema is slow on them)
MUTATIONS = {"scenario": 2, "observation": 3, "results": 2}


#: of the numerous kinds (a scenario and its play message each), every how many are broken: every one
#: with PHASECHECK_FUZZ=long, every fourth otherwise (each kind's schema is the same for all of them)
EVERY = 1 if os.environ.get("PHASECHECK_FUZZ") == "long" else 4


def test_broken_copies_are_judged_alike():
    rng = random.Random(20261123)
    kinds = [(name, instance) for i, (name, instance) in enumerate(corpus())
             if name not in ("scenario", "play") or i % EVERY == 0]
    disagreements = []
    tried = {True: 0, False: 0}
    for name, instance in kinds:
        for _ in range(MUTATIONS.get(name, 12)):
            candidate = broken(instance, rng)
            tried[schemas.validator(name).is_valid(candidate)] += 1
            if not agree(name, candidate):
                disagreements.append((name, candidate))
    assert not disagreements, disagreements[:1]
    assert tried[False] > 250 and tried[True] > 40  # the broken copies include both kinds


def test_problems_are_jsonschemas_own_for_an_invalid_instance():
    scenario = _load(SCENARIOS[0])
    scenario["title"] = 5
    assert schemas.problems("scenario", scenario) == [("$.title", "5 is not of type 'string'")]


def test_an_integer_is_a_json_integer_neither_true_nor_three_point_oh():
    """Where the schemas mean an integer, both validators want a JSON integer: not true (JSON
    Schema agrees), and not 3.0 or 3e0 either (JSON Schema's "integer" takes them; phasecheck's
    readers would take them for ints and then not treat them as such: schemas.INTEGER)."""
    scenario = _load(SCENARIOS[0])
    for value, expected in ((3.0, False), (3, True), (True, False), ("3", False), (3.5, False), (-0.0, False)):
        scenario["setup"]["turn"]["number"] = value
        assert schemas.valid("scenario")(scenario) is expected
        assert schemas.validator("scenario").is_valid(scenario) is expected
    scenario["setup"]["turn"]["number"] = 3.0
    assert schemas.problems("scenario", scenario) == [
        ("$.setup.turn.number", "3.0 is not an integer: write it without a fraction or an exponent")]
    for message, definition in (({"cmd": "start", "protocol": 2.0}, "start"), ({"seq": 1.0, "result": {}}, "ran")):
        assert not schemas.valid(f"protocol#{definition}")(message)  # a "const" integer, and an "integer"
        assert not schemas.validator(f"protocol#{definition}").is_valid(message)


def test_a_valid_message_is_passed_by_the_fast_check_alone(monkeypatch):
    """A valid protocol message never reaches jsonschema (the slow validator is not even built);
    an invalid one is refused, in jsonschema's words."""
    asked: list[str] = []
    slow = schemas.validator

    def counting(name: str) -> Any:
        asked.append(name)
        return slow(name)

    monkeypatch.setattr(schemas, "validator", counting)
    scenario = _load(SCENARIOS[0])
    protocol.parse_request({"cmd": "run", "seq": 1, "edition": scenario["editions"][0],
                            "play": play_of(scenario).message})
    assert asked == []
    with pytest.raises(protocol.ProtocolError):
        protocol.parse_request({"cmd": "run", "seq": -1, "edition": "current", "play": {}})
    assert asked
