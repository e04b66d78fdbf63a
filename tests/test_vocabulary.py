"""The step vocabulary: every sentence has a working example, documented in features/README.md."""
from __future__ import annotations

from pathlib import Path

import pytest

from phasecheck import schemas
from phasecheck.steps.scenario import ScenarioError, assemble, element, header
from phasecheck.steps.vocabulary import VOCABULARY, find, markdown_table

README = (Path(__file__).resolve().parent.parent / "features" / "README.md").read_text()


@pytest.mark.parametrize("pattern", VOCABULARY, ids=lambda p: p.example)
def test_each_sentence_has_an_example_that_it_and_only_it_matches(pattern):
    assert pattern.match(pattern.example) is not None
    assert find(pattern.keyword, pattern.example)[0] is pattern


@pytest.mark.parametrize("pattern", VOCABULARY, ids=lambda p: p.example)
def test_each_sentence_is_documented_with_its_example(pattern):
    assert f"`{pattern.keyword.capitalize()} {pattern.example}`" in README


def test_the_readme_tables_are_made_from_the_vocabulary():
    begin = README.index("-->\n", README.index("<!-- sentences:")) + 4
    assert README[begin:README.index("<!-- end of sentences -->")] == markdown_table()


def test_the_vocabulary_stays_small():
    assert len(VOCABULARY) <= 40


def test_every_example_builds_ir_that_the_schema_accepts():
    head = header("t", "Ruling: r\nSource: s\nPassage: p", ["@id:t", "@rule:702.26b", "@edition:current"], 1, "f")
    elements = [element(p.keyword, p.example, i + 2) for i, p in enumerate(VOCABULARY)]
    setup_aliases = ["bears", "germ", "crocodile", "isle", "giant", "morningstar", "scepter", "tower",
                     "imp a", "imp b", "shackles", "batterskull", "second crocodile"]
    givens = [element("given", f'Amy controls Grizzly Bears as "{a}", tapped', 100 + i)
              for i, a in enumerate(setup_aliases)]
    # the cards the examples cast or play are cards of the game (steps/consistency.py)
    givens.append(element("given", "Nicole has Vision Charm and Teferi's Isle in her hand", 100 + len(givens)))
    elements = [e for e in elements if e[1][0] != "players" and e[1][0] != "permanents"] + givens
    scenario = assemble(head, elements)
    assert schemas.problems("scenario", scenario) == []


def test_an_unknown_sentence_names_its_line():
    with pytest.raises(ScenarioError) as raised:
        element("when", "Amy shuffles her feet", 7)
    assert raised.value.line == 7 and "no When step matches" in str(raised.value)


def test_a_given_sentence_is_not_a_check():
    with pytest.raises(ScenarioError):
        element("then", 'Amy controls Grizzly Bears as "bears"', 3)


def test_players_are_inferred_from_player_words_only():
    head = header("t", "Ruling: r\nSource: s\nPassage: p", ["@id:t", "@rule:702.26b", "@edition:current"], 1, "f")
    scenario = assemble(head, [element("given", "Nicole has 5 life", 2),
                               element("given", 'Amy controls Isochron Scepter as "s", with Boomerang imprinted', 3),
                               element("then", '"s" has Boomerang imprinted', 4)])
    assert [p["name"] for p in scenario["setup"]["players"]] == ["Nicole", "Amy"]


def test_an_advance_can_be_marked_refused_and_is_said_back_so():
    from phasecheck.steps.writer import action_sentence

    refused = element("when", "the game can't advance to Nicole's upkeep", 2)
    plain = element("when", "the game advances to Nicole's upkeep", 3)
    assert refused[1] == ("step", {"text": "the game can't advance to Nicole's upkeep", "action": "advance",
                                   "player": "Nicole", "step": "upkeep", "illegal": True})
    assert "illegal" not in plain[1][1]
    head = header("t", "Ruling: r\nSource: s\nPassage: p", ["@id:t", "@rule:702.26b", "@edition:current"], 1, "f")
    scenario = assemble(head, [element("given", "the players are Amy and Nicole", 1), refused])
    assert schemas.problems("scenario", scenario) == []
    assert action_sentence(scenario["steps"][0]) == "the game can't advance to Nicole's upkeep"
