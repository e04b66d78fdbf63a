"""Every kind of bad input: one line naming the file and line (or JSON path), exit code 2, no traceback,
and nothing half-written."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from phasecheck.cli import main

GOOD = """\
Feature: f
  @id:good-one @rule:702.26b @edition:current
  Scenario: good
    Ruling: r
    Source: s
    Passage: p

    Given Amy controls Grizzly Bears as "bears"
    Then "bears" is phased in
"""


def scenario_text(steps: str, tags: str = "@id:bad-one @rule:702.26b @edition:current") -> str:
    return f"""Feature: f
  {tags}
  Scenario: bad
    Ruling: r
    Source: s
    Passage: p

{steps}"""


def export(tmp_path: Path, capsys, *features: str) -> tuple[int, str]:
    folder = tmp_path / "features"
    folder.mkdir()
    for i, text in enumerate(features):
        (folder / f"f{i}.feature").write_text(text)
    code = main(["export", "--features", str(folder), "--out", str(tmp_path / "scenarios")])
    return code, capsys.readouterr().err


def assert_one_line(err: str, where: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("phasecheck: error: ") and where in lines[0], err
    assert "Traceback" not in err


@pytest.mark.parametrize("steps, where, words", [
    ("    Given Amy controls Grizzly Bears as \"bears\"\n    Then Amy juggles\n", "f1.feature:9",
     'no Then step matches: "Amy juggles"'),
    ("    Given Amy controls Black Lotus as \"lotus\"\n", "f1.feature:8", "unknown card: Black Lotus"),
    ("    Given Amy controls Teferi's Curse as \"curse\", attached to \"ghost\"\n", "f1.feature:8",
     'attached to "ghost", which is not on the battlefield'),
    ("    Given Amy controls Grizzly Bears as \"bears\"\n    Then \"beers\" is phased in\n", "f1.feature:9",
     'no permanent or card has the id "beers"'),
    ("    Given Amy controls Grizzly Bears as \"bears\"\n    And Amy controls Hill Giant as \"bears\"\n",
     "f1.feature:9", 'the id "bears" is used twice'),
    ("    Given Amy controls Hill Giant as \"giant\", attached to \"bears\"\n    And Amy controls Grizzly Bears as"
     " \"bears\"\n", "f1.feature:8", "not an Aura, Equipment"),
    ("    Given Amy controls Teferi's Curse as \"c\", phased out indirectly\n", "f1.feature:8",
     "phased out indirectly but is attached to nothing"),
    ("    Then \"x\" is phased in\n", "f1.feature:8", "mentions no player"),
])
def test_a_bad_scenario_is_one_line_with_its_file_and_line(tmp_path, capsys, steps, where, words):
    code, err = export(tmp_path, capsys, GOOD, scenario_text(steps))
    assert code == 2
    assert_one_line(err.replace(str(tmp_path) + "/", ""), where)
    assert words in err
    assert not (tmp_path / "scenarios").exists()  # nothing half-written


def test_a_malformed_feature_names_its_line(tmp_path, capsys):
    code, err = export(tmp_path, capsys, "Feature: f\n  Scenario: s\n    Given x\n  Examples oops\n    | a |\n")
    assert code == 2
    assert_one_line(err, "f0.feature:4")


def test_a_duplicate_scenario_id_across_files(tmp_path, capsys):
    code, err = export(tmp_path, capsys, GOOD, GOOD)
    assert code == 2
    assert_one_line(err, "features/f1.feature:3")
    assert 'duplicate scenario id "good-one"' in err and "features/f0.feature:3" in err


@pytest.mark.parametrize("tags, words", [
    ("@rule:702.26b @edition:current", "needs exactly one @id: tag"),
    ("@id:x @edition:current", "needs at least one @rule: tag"),
    ("@id:x @rule:702.26b", "needs at least one @edition: tag"),
    ("@id:x @rule:702.26b @edition:1999", "unknown edition 1999"),
    ("@id:Bad_Id @rule:702.26b @edition:current", "not a valid id"),
])
def test_bad_scenario_tags(tmp_path, capsys, tags, words):
    code, err = export(tmp_path, capsys, scenario_text("    Given Amy controls an Island\n", tags))
    assert code == 2 and words in err
    assert_one_line(err, "features/f0.feature:3")


def test_a_json_scenario_that_breaks_the_schema_is_named_by_json_path(tmp_path, capsys):
    scenario = json.loads(Path("scenarios/qa-collective-unconscious.json").read_text())
    scenario["setup"]["permanents"][0]["tapped"] = "yes"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(scenario))
    assert main(["validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert_one_line(err, f"{bad}: $.setup.permanents[0].tapped")
    assert "'yes' is not of type 'boolean'" in err


def test_an_extra_property_is_refused_because_the_ir_is_closed(tmp_path, capsys):
    scenario = json.loads(Path("scenarios/qa-collective-unconscious.json").read_text())
    scenario["steps"][0]["speed"] = "fast"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(scenario))
    assert main(["validate", str(bad)]) == 2
    assert "$.steps[0]" in capsys.readouterr().err


def test_a_file_that_is_not_json(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"id": \n')
    assert main(["validate", str(bad)]) == 2
    assert_one_line(capsys.readouterr().err, f"{bad}:2:1")


def test_run_with_a_bad_scenario_writes_no_report(tmp_path, capsys):
    (tmp_path / "bad.json").write_text("{}")
    report = tmp_path / "report.md"
    assert main(["run", "--scenarios", str(tmp_path), "--report", str(report)]) == 2
    assert "$: 'id' is a required property" in capsys.readouterr().err
    assert not report.exists()


def test_the_console_command_prints_no_traceback(tmp_path):
    (tmp_path / "bad.json").write_text("[]")
    done = subprocess.run([sys.executable, "-m", "phasecheck.cli", "validate", str(tmp_path / "bad.json")],
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "is not of type 'object'" in done.stderr


@pytest.mark.parametrize("steps, words", [
    ('    Given Nicole controls Grizzly Bears as "bears"\n    And Amy controls "bears" through Dominate\n',
     "is set up as controlled by Nicole, not Amy"),
    ('    Given Amy controls Vedalken Shackles as "shackles"\n    And Amy controls Grizzly Bears owned by Nicole as '
     '"bears"\n    And Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped\n',
     '"shackles" must be a tapped, phased-in permanent'),
])
def test_a_control_effect_that_contradicts_the_setup(tmp_path, capsys, steps, words):
    code, err = export(tmp_path, capsys, scenario_text(steps))
    assert code == 2 and words in err
    assert_one_line(err, "features/f0.feature:")


def test_validate_finds_a_duplicate_id_across_files(tmp_path, capsys):
    text = Path("scenarios/qa-collective-unconscious.json").read_text()
    (tmp_path / "a.json").write_text(text)
    (tmp_path / "b.json").write_text(text)
    assert main(["validate", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert_one_line(err, f"{tmp_path / 'b.json'}: $.id")
    assert 'duplicate scenario id "qa-collective-unconscious"' in err



def test_an_also_citation_without_a_passage_names_its_line(tmp_path, capsys):
    text = scenario_text("    Given Amy controls an Island\n    Then Amy has 20 life\n").replace(
        "    Passage: p\n", "    Passage: p\n    Also: mtg-forum-de-phasing\n")
    code, err = export(tmp_path, capsys, text)
    assert code == 2 and 'an "Also:" line names a document, then ": ", then the passage' in err
    assert_one_line(err, "features/f0.feature:3")
