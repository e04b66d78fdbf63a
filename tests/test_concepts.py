"""One definition of each rules concept (catalogue/concepts.json): the data is valid; what is made
from it is current; no module keeps a list of its own; the engine plays exactly the editions and
asks exactly the answer kinds the data names; and a new edition or answer kind reaches the schema,
the vocabulary and the CLI from the data alone (a dry run on a copy of the data)."""
from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from phasecheck import engine, generate, schemas
from phasecheck.catalogue import CONCEPTS_FILE, DataError, concepts
from phasecheck.engine import editions
from phasecheck.engine.errors import DataMismatch

ROOT = Path(__file__).resolve().parent.parent
DATA = concepts()
#: where our own code lives (the engines of examples/ and adapters/ declare what they support: no copies)
SOURCES = ("engine", "steps", "phasecheck", "tests", "benchmarks", "catalogue")


def test_the_concepts_are_valid():
    assert schemas.problems("concepts", json.loads(CONCEPTS_FILE.read_text(encoding="utf-8"))) == []


def test_what_is_made_from_the_concepts_is_current():
    assert generate.stale(DATA) == [], f"run `{generate.HOW}`"
    assert generate.main(["--check"]) == 0


def test_a_generated_file_that_differs_from_the_concepts_is_stale(tmp_path):
    for name in generate.generated(DATA):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tmp_path / name)
    assert generate.stale(DATA, tmp_path) == []
    terms = tmp_path / generate.TERMS
    terms.write_text(terms.read_text().replace('"current"', '"today"', 1))
    page = tmp_path / "docs/engines.md"
    page.write_text(page.read_text().replace("| `keep tapped` |", "| `stay tapped` |"))
    assert generate.stale(DATA, tmp_path) == [generate.TERMS, "docs/engines.md"]


# --- no copies ---------------------------------------------------------------------------------

def _concept_sets() -> dict[str, tuple[set[str], int]]:
    """Each concept's names, and how many of them a literal collection must hold to be a copy: all,
    or all but one (a copy that missed the newest), and at least three (or both of two)."""
    named = {
        "editions": set(DATA.edition_names),
        "steps": set(DATA.step_names),
        "answer kinds": set(DATA.answer_names),
        "mandatory events": set(DATA.mandatory_events),
        "event kinds": {e.type for e in DATA.event_kinds},
        "counted events": {c.event for c in DATA.event_counts},
    }
    return {name: (names, max(min(len(names), 3), len(names) - 1)) for name, names in named.items()}


def copies(source: str) -> list[tuple[int, str]]:
    """(line, concept) of every literal list, tuple, set or dict in the source that holds enough
    names of one concept to be a copy of it."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [*(k for k in node.keys if k is not None), *node.values]
        else:
            continue
        strings = {item.value for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)}
        found += [(node.lineno, concept) for concept, (names, enough) in _concept_sets().items()
                  if len(strings & names) >= enough]
    return found


def test_the_copy_finder_finds_a_copy():
    steps_but_the_last = ", ".join(repr(s) for s in DATA.step_names[:-1])
    assert copies(f"STEPS = ({steps_but_the_last})\nEDITIONS = {list(DATA.edition_names)!r}") == [
        (1, "steps"), (2, "editions")]
    assert copies("KINDS = ['order', 'may']\nPICK = ['2009', 'current']") == []


def test_no_module_keeps_its_own_list_of_a_concept():
    found = [f"{path.relative_to(ROOT)}:{line}: a copy of the {concept}"
             for folder in SOURCES for path in sorted((ROOT / folder).rglob("*.py"))
             for line, concept in copies(path.read_text(encoding="utf-8"))]
    assert not found, "read them from phasecheck.catalogue.concepts() instead:\n" + "\n".join(found)


# --- the engine plays what the data names --------------------------------------------------------

def _asked_kinds() -> set[str]:
    """The kinds of choice the engine's rules and cards ask a player for: Game.ask and Game.answered
    and Game.ask_about calls, and the choice a card has an opponent make as it enters."""
    kinds = set()
    for path in (ROOT / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("ask", "answered", "ask_about")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)):
                kinds.add(node.args[1].value)
            if isinstance(node, ast.keyword) and node.arg == "opponent_chooses_as_it_enters":
                kinds.add(node.value.value)
    return kinds


def test_the_engine_asks_exactly_the_answer_kinds_of_the_concepts():
    assert _asked_kinds() == set(DATA.answer_names)
    assert engine.actions.ANSWER_KINDS == DATA.answer_names


def test_the_reference_engine_accepts_an_answer_of_every_kind():
    game = engine.Game()
    game.add_player("Amy")
    game.add_player("Nicole")
    game.begin("Amy", engine.Step.PRECOMBAT_MAIN)
    for kind in DATA.answer_kinds:
        game.perform(engine.Answer("Nicole", kind.name, "Bear"))
    assert [k for k, _ in game.state.answers["Nicole"]] == list(DATA.answer_names)
    with pytest.raises(engine.InvalidActionError, match="unknown kind of choice: colour"):
        game.perform(engine.Answer("Nicole", "colour", "Blue"))


def test_the_engine_plays_exactly_the_editions_of_the_concepts():
    assert list(engine.EDITIONS) == list(DATA.edition_names)
    assert engine.CURRENT is engine.EDITIONS[next(e.name for e in DATA.editions if e.ends is None)]
    with pytest.raises(DataMismatch, match="2009 has no hooks"):
        editions._registered(editions.Edition2003, editions.Edition2013, editions.Edition)

    class Edition1999(editions.Edition):
        name = "1999"

    with pytest.raises(DataMismatch, match="1999 is no edition"):
        editions._registered(editions.Edition2003, editions.Edition2009, editions.Edition2013, editions.Edition,
                             Edition1999)


def test_the_engine_steps_are_those_of_the_concepts():
    assert [step.value for step in engine.Step] == list(DATA.step_names)
    for step, data in zip(engine.Step, DATA.steps):
        assert (step.is_main_phase, step.gives_priority, step.phase) == (data.main, data.priority, data.phase)


# --- a new edition and a new answer kind, from the data alone --------------------------------

NEW_EDITION = {"name": "1999", "title": "Classic Sixth Edition rules", "dates": {"from": "1999-04-21", "until": "2000-04-20"},
               "rules": ["The Comprehensive Rules of Classic Sixth Edition"], "documents": [],
               "description": "A dry run of an edition.", "models": [], "does_not_model": []}
NEW_ANSWER = {"name": "colour", "value": "type", "sentence": "choose the colour {value}",
              "example": "Amy will choose the colour Blue", "matched_to": "the next colour the player chooses",
              "default": "White", "default_value": "White"}


@pytest.fixture
def changed(tmp_path: Path) -> Path:
    data = json.loads(CONCEPTS_FILE.read_text(encoding="utf-8"))
    data["editions"].insert(0, NEW_EDITION)
    data["answer_kinds"].append(NEW_ANSWER)
    path = tmp_path / "concepts.json"
    path.write_text(json.dumps(data))
    return path


def _python(code: str, concepts_file: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          env=os.environ | {"PHASECHECK_CONCEPTS": str(concepts_file)})


def test_a_new_answer_kind_and_edition_reach_the_schema(changed):
    assert schemas.problems("concepts", json.loads(changed.read_text())) == []
    terms = generate.terms_schema(concepts(changed))
    assert "1999" in terms["$defs"]["edition"]["enum"] and "colour" in terms["$defs"]["answer_kind"]["enum"]
    registry = Registry().with_resources(
        (schemas.schema(name)["$id"], Resource.from_contents(terms if name == "terms" else schemas.schema(name)))
        for name in schemas.NAMES)
    scenario = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())
    scenario["editions"].append("1999")
    scenario["steps"].insert(0, {"action": "answer", "player": "Amy", "choice": "colour", "answer": "Blue"})
    validator = Draft202012Validator(schemas.schema("scenario"), registry=registry)
    assert list(validator.iter_errors(scenario)) == []
    scenario["steps"][0]["answer"] = 3  # the new answer's shape is the data's too
    assert list(validator.iter_errors(scenario))
    assert "## 1999" in generate.editions_page(concepts(changed))


def test_a_new_answer_kind_and_edition_reach_the_vocabulary_and_the_cli(changed):
    code = """if True:
        import json
        from phasecheck.cli import _parser
        from phasecheck.steps.scenario import element, header
        from phasecheck.steps.writer import action_sentence
        step = element("when", "Amy will choose the colour Blue", 1)[1][1]
        head = header("t", "Ruling: r\\nSource: s\\nPassage: p", ["@id:t", "@rule:702.26b", "@edition:1999"], 1, "f")
        args = _parser().parse_args(["run", "--edition", "1999"])
        print(json.dumps([step["choice"], step["answer"], action_sentence(step), head["editions"], args.edition]))
        try:
            import phasecheck.engine
        except Exception as error:
            print(type(error).__name__, error)
    """
    done = _python(code, changed)
    assert done.returncode == 0, done.stderr
    said, engine_says = done.stdout.splitlines()
    assert json.loads(said) == ["colour", "Blue", "Amy will choose the colour Blue", ["1999"], "1999"]
    # the second file to touch: the engine plays an edition only with a class of hooks of its name
    assert engine_says.startswith("DataMismatch") and "1999 has no hooks" in engine_says


def test_unreadable_concepts_are_bad_input_on_one_line(tmp_path):
    broken = tmp_path / "concepts.json"
    broken.write_text('{"editions": [\n')
    done = _python("from phasecheck.cli import main; raise SystemExit(main(['run', '--help']))", broken)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == f"phasecheck: error: {broken}:2:1: Expecting value"
    with pytest.raises(DataError, match="is none of answer_values"):
        data = json.loads(CONCEPTS_FILE.read_text(encoding="utf-8"))
        data["answer_kinds"][0]["value"] = "colour"
        (tmp_path / "odd.json").write_text(json.dumps(data))
        concepts(tmp_path / "odd.json")


@pytest.mark.parametrize("kind", DATA.answer_kinds, ids=lambda k: k.name)
def test_each_answer_kind_example_reads_as_that_kind_and_is_said_back(kind):
    from phasecheck.steps.scenario import element
    from phasecheck.steps.writer import action_sentence

    step = element("when", kind.example, 1)[1][1]
    assert step["choice"] == kind.name
    said = action_sentence(step)
    assert element("when", said, 1)[1][1] | {"text": ""} == step | {"text": ""}


def test_an_unreadable_card_pool_is_bad_input_on_one_line(tmp_path):
    broken = tmp_path / "cards.json"
    broken.write_text('{"cards": [{"name": "Island"}], "tokens": []}')
    done = subprocess.run([sys.executable, "-m", "phasecheck", "run", "--id", "qa-collective-unconscious"],
                          capture_output=True, text=True, cwd=tmp_path,
                          env=os.environ | {"PHASECHECK_CATALOGUE": str(broken)})
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith(f"phasecheck: error: {broken}: $.cards[0]: not a card")
