"""The shape every part shares: imports run one way, the card pool is suite data, and everything
installs under the phasecheck namespace."""
from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from phasecheck import schemas
from phasecheck.catalogue import cards
from phasecheck.engine import REGISTRY, CardRegistry
from phasecheck.engine.carddef import Behaviours
from phasecheck.engine.cards import behaviours
from phasecheck.engine.errors import DataMismatch
from phasecheck.steps.catalogue import CATALOGUE, CATALOGUE_FILE
from phasecheck.steps.scenario import element

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(folder: str) -> set[tuple[str, int]]:
    """(absolute module name, or '.'*level for relative imports beyond the package) for every import."""
    found = set()
    for file in (ROOT / folder).rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {(alias.name, 0) for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                depth = len(file.relative_to(ROOT / folder).parts) - 1
                found.add((node.module or "", node.level - depth if node.level else 0))
    return found


#: the lowest layer, which the engine, the steps and the harness may all import: the suite data's loader
DATA = ("catalogue", 2)


def test_steps_import_neither_the_engine_nor_the_harness():
    for module, beyond in imported_modules("steps") - {DATA}:
        assert beyond <= 1, f"steps/ imports something outside itself: {'.' * (beyond + 1)}{module}"
        assert not module.split(".")[0] in ("engine", "phasecheck"), module


def test_the_engine_knows_no_steps_harness_json_or_files():
    for module, beyond in imported_modules("engine") - {DATA}:
        top = module.split(".")[0]
        assert beyond <= 1, f"engine/ imports something outside itself: {module}"
        assert top not in ("steps", "phasecheck", "json", "pathlib", "io", "os", "gherkin", "jsonschema"), module


def test_the_data_loader_is_the_lowest_layer():
    """The engine, the steps and the harness read the suite data through it; it reads none of them."""
    for module, beyond in imported_modules("catalogue"):
        assert beyond <= 1 and module.split(".")[0] not in ("engine", "steps", "phasecheck"), module


def test_adapters_of_other_engines_use_no_part_of_the_reference_engine():
    """An adapter translates for its engine; the reference engine's rules are not there to lean on."""
    for module, beyond in imported_modules("adapters"):
        assert not module.startswith(("phasecheck.engine", "engine")), module


def test_everything_installs_under_the_phasecheck_namespace():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert all(p == "phasecheck" or p.startswith("phasecheck.") for p in config["packages"])
    assert {"engine", "steps"} & {p.split(".")[0] for p in config["packages"]} == set()
    for package, folder in config["package-dir"].items():
        assert package.startswith("phasecheck") and (ROOT / folder).is_dir()


def test_the_catalogue_is_valid():
    assert schemas.problems("catalogue", json.loads(CATALOGUE_FILE.read_text(encoding="utf-8"))) == []


def test_the_engine_has_behaviours_for_exactly_the_catalogue_cards():
    """The engine holds no card the catalogue lacks, and lacks none it holds (a card with no
    behaviours of its own, Grizzly Bears, is listed all the same)."""
    cards_, tokens = behaviours()
    assert sorted(b.name for b in cards_) == sorted(CATALOGUE.cards)
    assert sorted(b.name for b in tokens) == sorted(CATALOGUE.tokens)
    assert REGISTRY.card_names() == sorted(CATALOGUE.cards) and REGISTRY.token_names() == sorted(CATALOGUE.tokens)


def test_the_engine_reads_every_characteristic_from_the_catalogue():
    for name, entry in [*CATALOGUE.cards.items(), *CATALOGUE.tokens.items()]:
        definition = REGISTRY.token(name) if entry.token else REGISTRY.card(name)
        assert {t.value for t in definition.types} == entry.types, name
        assert (set(definition.subtypes), set(definition.supertypes)) == (entry.subtypes, entry.supertypes), name
        assert (definition.power, definition.toughness, definition.mana_value) == (
            entry.power, entry.toughness, entry.mana_value), name
        assert definition.keywords == {k.lower() for k in entry.keywords} and definition.text == entry.text, name
    for file in (ROOT / "engine" / "cards").glob("*.py"):  # behaviours only: no card is defined there whole
        calls = {node.func.id for node in ast.walk(ast.parse(file.read_text(encoding="utf-8")))
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
        assert "CardDef" not in calls, file.name


def test_a_card_joins_its_behaviours_by_name():
    with pytest.raises(DataMismatch, match="Boomerang has behaviours twice"):
        CardRegistry.joined(cards(), [Behaviours("Boomerang"), Behaviours("Boomerang")])
    registry = CardRegistry.joined(cards(), [Behaviours("Boomerang"), Behaviours("Teferis Imp")])
    assert registry.card_names() == ["Boomerang"]  # a name the catalogue lacks makes no card


SENTENCES = [
    ("given", "Amy has {card} and 2 Islands in her hand", lambda e: e[1]["hand"][0]),
    ("given", "Amy's library is {card}, Boomerang", lambda e: e[1]["library"][0]),
    ("given", 'Amy controls {card} as "x", tapped', lambda e: e[1][0]["card"]),
    ("given", 'Amy controls Isochron Scepter as "s", with {card} imprinted and tapped',
     lambda e: e[1][0]["imprinted"][0]),
    ("given", 'Amy controls "bears" through {card}, until end of turn', lambda e: e[1]["source"]),
    ("when", 'Amy casts {card} with mode 3, targeting "x"', lambda e: e[1]["card"]),
    ("when", "Amy can't play {card}", lambda e: e[1]["card"]),
    ("when", "Amy will choose the card {card}", lambda e: e[1]["answer"]),
    ("then", '"s" has {card} imprinted', lambda e: e[1]["name"]),
    ("then", "the top of the stack is {card}", lambda e: e[1]["name"]),
]


@pytest.mark.parametrize("keyword, sentence, read", SENTENCES, ids=[s[1] for s in SENTENCES])
def test_every_sentence_takes_every_catalogue_card(keyword, sentence, read):
    for name in CATALOGUE.cards:
        _, built = element(keyword, sentence.format(card=name), 1)
        assert read(built) == name, sentence.format(card=name)


def test_a_card_name_with_commas_and_and_reads_whole(tmp_path):
    """A pool of one's own (PHASECHECK_CATALOGUE) with a name that has both."""
    pool = json.loads(CATALOGUE_FILE.read_text(encoding="utf-8"))
    pool["cards"].append({"name": "Teferi, Master of Time and Space", "mana_cost": "{2}{U}", "mana_value": 3,
                          "supertypes": ["Legendary"], "types": ["Creature"], "subtypes": ["Wizard"],
                          "power": 2, "toughness": 2, "text": "Phasing"})
    (tmp_path / "pool.json").write_text(json.dumps(pool))
    code = ("from phasecheck.steps.scenario import element\n"
            "print(element('given', 'Amy has Teferi, Master of Time and Space, Time and Tide and 2 Islands "
            "in her hand', 1)[1][1]['hand'])\n"
            "print(element('given', 'Amy controls Teferi, Master of Time and Space as \"t\", tapped', 1)[1][1][0])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=os.environ | {"PHASECHECK_CATALOGUE": str(tmp_path / "pool.json")}).stdout
    hand, permanent = out.splitlines()
    assert hand == "['Teferi, Master of Time and Space', 'Time and Tide', 'Island', 'Island']"
    assert "'card': 'Teferi, Master of Time and Space'" in permanent and "'tapped': True" in permanent
