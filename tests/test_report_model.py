"""The report model (phasecheck._report): every format renders it, and nothing else. A fact added to
the model reaches Markdown, HTML, JUnit and the matrix without a line of per-format code; a failure
shows the board where it was judged, its subject marked, combat drawn, the first divergence told
from its knock-on failures; each ruling is one section with its editions side by side."""
from __future__ import annotations

import dataclasses
import json
import re
from datetime import datetime, timezone
from pathlib import Path

import pytest

from phasecheck import _report, matrix, reference, results
from phasecheck.commands import load_scenarios
from phasecheck.html import html
from phasecheck.junit import junit
from phasecheck.markdown import markdown, markdown_chunks
from phasecheck.play import play_of
from phasecheck.protocol import Started
from phasecheck.runner import run_all

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios([ROOT / "scenarios"])
STOLEN = "combat-stolen-blocker-is-removed-from-combat"
CHOSEN = [s for s in SCENARIOS if s["id"] in (STOLEN, "qa-collective-unconscious", "qa-vedalken-shackles-phased-out")]


class KeepsBlocking:
    """The reference engine, but a blocker whose controller changes stays blocking (no removal from
    combat: 506.4), and the Bears it blocks are dealt its damage."""

    def start(self) -> Started:
        return Started.from_description(reference.describe() | {"name": "keeps-blocking"})

    def stop(self) -> None:
        pass

    def run(self, play, edition):
        observed = reference.run(play, edition)
        if play == play_of(next(s for s in SCENARIOS if s["id"] == STOLEN)).message:
            for number, checkpoint in enumerate(observed["checkpoints"]):
                checkpoint["events"] = [e for e in checkpoint["events"] if e["type"] != "removed from combat"]
                for permanent in checkpoint["state"]["permanents"]:
                    if permanent["id"] == "giant" and number == 0:
                        permanent["blocking"] = True
                    if permanent["id"] == "bears" and number == 1:
                        permanent["damage"] = 3
        return observed


@pytest.fixture(scope="module")
def doc():
    outcome = run_all(KeepsBlocking(), CHOSEN)
    return results.document(outcome, ["phasecheck", "run"], datetime(2026, 11, 22, tzinfo=timezone.utc))


@pytest.fixture(scope="module")
def report(doc):
    return _report.read(doc)


def stolen(report) -> _report.Run:
    return next(r for r in report.rulings if r.id == STOLEN).run("current")


def test_each_ruling_is_one_section_with_its_editions_side_by_side(doc, report):
    assert len(report.rulings) == len(CHOSEN) and report.runs == len(doc["results"])
    ruling = next(r for r in report.rulings if r.id == STOLEN)
    assert list(ruling.verdicts) == doc["editions"] and len(doc["editions"]) > 1  # every edition, side by side
    assert set(ruling.verdicts.values()) == {"fail"}
    page = html(report)
    assert page.count('<details class="ruling"') == len(CHOSEN)
    assert len(re.findall(r"<details class=\"ruling\"[^>]*\bopen\b", page)) == 0  # folded, the summary first
    assert page.index('id="summary"') < page.index('<details class="ruling"')
    text = markdown(report)
    assert text.count("\n## ") == len(CHOSEN) + 1  # the rulings and the coverage
    assert "| verdict |" + " **FAIL** |" * len(doc["editions"]) in text


def test_a_failure_has_the_board_where_it_was_judged_with_its_subject_and_combat(report):
    run = stolen(report)
    first, *knock_on = run.failures
    assert first.role == _report.FIRST and first.check.text == '"giant" is not blocking'
    assert [f.role for f in knock_on] == [_report.KNOCK_ON] * len(knock_on) and knock_on
    assert all(f.after == first.check.where for f in knock_on)
    assert run.first_divergence == f"{first.check.where}: {first.check.text}" and run.knock_on == len(knock_on)
    giant = next(c for c in first.board.cards() if c.id == "giant")
    bears = next(c for c in first.board.cards() if c.id == "bears")
    assert giant.subject and not bears.subject
    assert giant.combat == "blocking “bears”" and bears.combat == "attacking Nicole"
    assert first.board.caption.startswith("as lines ") and first.check.where.split()[-1] in first.board.where
    damaged = next(f for f in knock_on if f.check.text == '"bears" has 0 damage')
    assert next(c for c in damaged.board.cards() if c.id == "bears").subject


def test_every_format_shows_the_board_at_the_failure_and_the_first_divergence(report):
    md, page, xml = markdown(report), html(report), junit(report)
    assert '**`giant`: Hill Giant 3/3 — blocking “bears”; controlled by Amy** ← the check is about it' in md \
        or "**`giant`: Hill Giant 3/3 — blocking “bears”** ← the check is about it" in md
    assert "| **first divergence** | line " in md and "| knock-on | line " in md
    assert re.search(r'class="card creature subject" data-id="giant"', page)
    assert "blocking “bears”</span>" in page and 'class="first"' in page
    assert "[first divergence]: \"giant\" is not blocking" in xml and "giant (Hill Giant): phased in" in xml


def test_removed_from_combat_is_drawn(doc):
    """The reference engine's own run: the Giant Amy took is removed from combat."""
    outcome = run_all(reference_engine(), [s for s in SCENARIOS if s["id"] == STOLEN], "current")
    raw = results.document(outcome, ["phasecheck"], datetime(2026, 11, 22, tzinfo=timezone.utc))
    run = _report.read(raw).rulings[0].run("current")
    assert run.verdict == "pass"
    assert any(c.id == "giant" and c.combat == "removed from combat" for b in run.boards for c in b.cards())


def reference_engine():
    from phasecheck.engines import ReferenceEngine

    return ReferenceEngine()


@dataclasses.dataclass(frozen=True)
class RunWithMore(_report.Run):
    """A run with one more fact, as a later change to the model would add it."""

    judge_note: str = _report.fact("note for judges", default="")


def test_a_new_field_of_the_model_reaches_every_format_without_per_format_code(report, tmp_path):
    note = "seen <by> a judge & noted"
    richer = dataclasses.replace(report, rulings=tuple(
        dataclasses.replace(r, runs=tuple(RunWithMore(**{f.name: getattr(run, f.name) for f in dataclasses.fields(run)},
                                                      judge_note=note) for run in r.runs))
        for r in report.rulings))
    assert "note for judges: seen <by> a judge & noted" in junit(richer).replace("&lt;", "<").replace("&gt;", ">") \
        .replace("&amp;", "&")
    assert "- note for judges: seen &lt;by&gt; a judge &amp; noted" in "".join(markdown_chunks(richer))
    assert "<dt>note for judges</dt><dd>seen &lt;by&gt; a judge &amp; noted</dd>" in html(richer)
    (tmp_path / "x.md").write_text("the detail the matrix links to")
    built = matrix.build([(tmp_path / "x.results.json", richer)], tmp_path / "matrix.md")
    assert "note for judges: seen &lt;by&gt; a judge &amp; noted" in matrix.html(built)
    assert "note for judges: seen &lt;by&gt; a judge &amp; noted" in matrix.markdown(built)
    # and without it, none of them says it
    assert "note for judges" not in junit(report) + markdown(report) + html(report)


def test_the_html_report_is_a_fraction_of_one_board_per_run(report, doc):
    """Each ruling's boards are drawn once however many editions saw them."""
    page = html(report)
    boards_per_run = sum(len(r["checkpoints"]) for r in doc["results"])
    assert page.count('<div class="board">') < boards_per_run


def test_every_scenario_of_the_suite_cites_documents_a_reader_can_find():
    """No report names one of the files the suite was made from: every citation of every scenario has
    the title of a document the suite knows, and an address where the document is public."""
    for scenario in SCENARIOS:
        for cited in (scenario["source"], *scenario["source"].get("also", ())):
            assert cited.get("title") and cited.get("publisher"), (scenario["id"], cited["document"])
            assert not re.search(r"\.(txt|md)\b", cited["title"]), (scenario["id"], cited["title"])
            if cited["kind"] in ("comprehensive rules", "ruling", "wiki article") and cited.get("date") != "2003-08":
                assert cited.get("url", "").startswith("https://"), (scenario["id"], cited)


def test_citations_are_links_in_every_report(report):
    md, page = markdown(report), html(report)
    assert "[Magic: The Gathering Comprehensive Rules](https://magic.wizards.com/en/rules) (Wizards of the Coast, " in md
    assert '<a href="https://magic.wizards.com/en/rules" rel="noopener noreferrer">Magic: The Gathering Comprehensive' in page
    rulings = md.split("\n<a id=", 1)[1] + re.sub(r'<section id="coverage">.*?</section>', "", page, flags=re.S)
    assert "001_396fe33281686bf5" not in rulings and "702.26-current.md" not in rulings
    assert "judges-phasing-review" not in rulings  # a document's id is the suite's; a reader gets its title


def test_every_citation_of_the_features_is_a_source_id():
    """A Gherkin Source: or Also: line names a document by its id in rules/sources.json (or as a
    Gatherer ruling or an engine bug), never by the name of a file."""
    from phasecheck.citations import SOURCES_FILE, document

    ids = set(json.loads(SOURCES_FILE.read_text(encoding="utf-8"))["documents"])
    assert not [i for i in ids if re.search(r"\.(txt|md)$|^[0-9]{3}_", i)]
    for scenario in SCENARIOS:
        for cited in (scenario["source"], *scenario["source"].get("also", ())):
            name = cited["document"]
            assert not re.search(r"\.(txt|md)\b|[0-9a-f]{16}", name), (scenario["id"], name)
            document(name, cited["passage"])  # UnknownDocument if rules/sources.json does not know it


def test_a_citation_links_only_to_a_public_address(doc):
    hostile = dict(doc, scenarios={k: dict(v, source=dict(v["source"], title="t", url="javascript:alert(1)"))
                                   for k, v in doc["scenarios"].items()})
    assert "javascript:" not in markdown(hostile) + html(hostile)


def test_the_gate_decides_in_the_model_and_junit_follows_it(doc):
    """With the regression gate's verdict, each run of the model carries the gate's decision (a fact
    every format shows), and JUnit's outcome is that decision, not the verdict."""
    from phasecheck import expectations, gate, suite
    from phasecheck.runner import Verdict

    stolen_fails = expectations.Rule((("id", STOLEN),), Verdict.FAIL, "keeps its blocker blocking")
    outcome = gate.classify(expectations.Expectations("keeps-blocking", {}, (stolen_fails,)), doc,
                            {s["id"] for s in SCENARIOS}, suite.load())
    report = _report.read(doc, gate=outcome)
    decisions = {(r.id, run.edition): run.decision for r in report.rulings for run in r.runs}
    assert {d.cls for (i, _), d in decisions.items() if i == STOLEN} == {"as-expected"}
    assert all(not d.failing for d in decisions.values()) == outcome.passed
    run = stolen(report)
    assert ("gate", "as-expected") in [(f.label, f.value) for f in run.facts()]
    assert "gate: as-expected" in markdown(report) and "<dt>gate</dt><dd>as-expected</dd>" in html(report)
    xml = junit(doc, outcome)
    case = xml[xml.index(f'name="{STOLEN}[current]"'):]
    case = case[:case.index("</testcase>")]
    assert '<property name="gate" value="as-expected" />' in case
    assert '<skipped message="expected fail: keeps its blocker blocking"' in case and "<failure" not in case
    plain = junit(doc)
    assert "<failure" in plain and 'name="gate"' not in plain  # without the gate, the verdict decides
