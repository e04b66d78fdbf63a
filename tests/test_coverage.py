"""The rules index and phasecheck coverage: every subrule and statement of every edition has a
scenario; what has none, and what a scenario names that the index lacks, fail the command."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from phasecheck import schemas
from phasecheck.catalogue import concepts
from phasecheck.cli import main
from phasecheck.commands import load_scenarios
from phasecheck.coverage import INDEX_FILE, coverage, load_index

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios([ROOT / "scenarios"])

#: every subrule each source document states, as the documents number them
SUBRULES = {
    "cr-2026-702.26": [f"702.26{x}" for x in "abcdefghijkmnp"],
    "forum-2003-phasing": [f"502.15{x}" for x in "abcdefghijkmnp"],
    "mtg-forum-de-phasing": [f"702.23{x}" for x in "abcdefghijkm"],
    "mtg-wiki-phasing": [f"702.25{x}" for x in "abcdefghijkmn"],
    "it-wiki-fase": [f"702.25{x}" for x in "abcdefghijkm"],
}


def test_the_index_is_valid_and_lists_every_subrule_of_every_edition():
    index = load_index()
    assert schemas.problems("rules", json.loads(INDEX_FILE.read_text(encoding="utf-8"))) == []
    for document, numbers in SUBRULES.items():
        passages = {s["passage"].split(",")[0] for s in index["statements"] if s["document"] == document}
        assert set(numbers) <= passages, (document, sorted(set(numbers) - passages))
    assert {r["rule"] for r in index["rules"] if not r.get("related")} == set(SUBRULES["cr-2026-702.26"])
    editions = concepts().editions
    assert {s["edition"] for s in index["statements"]} <= {e.name for e in editions}
    for edition in editions:  # each document of an edition (the rules concepts') has its statements here
        for document in edition.documents:
            assert any(s["document"] == document and s["edition"] == edition.name for s in index["statements"]), \
                (edition.name, document)
    keys = [(s["document"], s["passage"]) for s in index["statements"]]
    assert len(keys) == len(set(keys))


def test_every_subrule_and_statement_has_a_scenario(capsys):
    result = coverage(load_index(), SCENARIOS)
    assert result.complete, ([e.key for e in result.uncovered], result.strays)
    assert main(["coverage", "--scenarios", str(ROOT / "scenarios")]) == 0
    out, err = capsys.readouterr()
    assert "### Edition 2003" in out and "| 702.26h |" in out
    assert f"{len(result.entries)} of {len(result.entries)} rules and statements covered" in err


def test_a_statement_only_one_scenario_covers_is_uncovered_without_it(tmp_path, capsys):
    index = load_index()
    only = next(e for e in coverage(index, SCENARIOS).entries if len(e.scenarios) == 1)
    for path in (ROOT / "scenarios").glob("*.json"):
        if path.stem != only.scenarios[0]:
            shutil.copy(path, tmp_path)
    assert main(["coverage", "--scenarios", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"no scenario covers {only.key} (edition {only.edition})" in err


def test_a_scenario_that_holds_in_another_edition_covers_nothing_of_this_one():
    index = load_index()
    [scenario] = [s for s in SCENARIOS if s["id"] == "rule-502-15e-damage-removed-on-phasing-out"]
    assert scenario["editions"] == ["2003"]
    moved = dict(scenario, editions=["current"])
    entry = next(e for e in coverage(index, [moved]).entries if e.key.endswith(": 502.15e"))
    assert not entry.covered


def test_rules_and_passages_the_index_does_not_know_are_reported(tmp_path, capsys):
    scenario = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())
    scenario["rules"].append("702.99z")
    scenario["source"]["also"] = [{"document": "mtg-forum-de-phasing", "passage": "702.23z"},
                                  {"document": "some forum post", "passage": "anything"}]
    (tmp_path / "s.json").write_text(json.dumps(scenario))
    result = coverage(load_index(), [scenario])
    assert result.strays == ("qa-collective-unconscious: @rule:702.99z is not in the rules index",
                             'qa-collective-unconscious: cites "mtg-forum-de-phasing: 702.23z", a passage the '
                             "rules index does not list")
    assert main(["coverage", "--scenarios", str(tmp_path)]) == 1
    assert "@rule:702.99z is not in the rules index" in capsys.readouterr().err


def test_the_ruling_report_shows_the_coverage_table():
    text = (ROOT / "reports/reference.md").read_text(encoding="utf-8")
    assert "## Coverage of the rules index" in text
    assert "### Edition 2009" in text and ": 502.15g, Giant Growth example" in text


def test_the_coverage_table_lists_statements_under_their_source_ids_and_each_document_by_its_title():
    from phasecheck.coverage import table

    index = load_index()
    text = table(coverage(index, SCENARIOS), index)
    assert "| forum-2003-phasing: 502.15g, Giant Growth example |" in text
    assert "- `forum-2003-phasing`: Forum post by frantz_lec quoting the Comprehensive Rules 502.15" in text
    assert "- `judges-phasing-review`" not in text  # an article no edition's statements come from
    assert ".txt" not in text and "beyond-the-seeds.md" not in text
    assert "**none**" not in text
