"""One results file, every format from it: the results JSON and its schema, Markdown, JUnit XML
(validated against the JUnit schema), and the HTML ruling report (escaped; checked in a real
headless browser, which also takes a screenshot: to keep it, name the file in
PHASECHECK_SCREENSHOT, e.g. PHASECHECK_SCREENSHOT=reports/html-report.png; a test run never
writes into the checkout otherwise)."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from datetime import datetime, timezone
from pathlib import Path

import pytest
import xmlschema

from phasecheck import reference, results, schemas
from phasecheck.cli import main
from phasecheck.commands import load_scenarios
from phasecheck.engines import ReferenceEngine
from phasecheck.html import html
from phasecheck.junit import junit
from phasecheck.markdown import markdown
from phasecheck.play import play_of
from phasecheck.protocol import Started
from phasecheck.runner import run_all

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios([ROOT / "scenarios"])
#: the scenarios of the current rules: one run each in the reports below
CURRENT = [s for s in SCENARIOS if "current" in s["editions"]]
HOSTILE = '<script>document.title="owned"</script>'


def played(play, scenario_id: str) -> bool:
    """Whether ``play`` is the play of that scenario (an engine is never told a scenario's id)."""
    return play == play_of(next(s for s in SCENARIOS if s["id"] == scenario_id)).message


class MixedEngine:
    """The reference engine, with one scenario of each verdict: a wrong controller (fail), a crash
    (error), an unsupported card (skip), and hostile text where an engine may put text."""

    def start(self) -> Started:
        return Started.from_description(reference.describe() | {"name": f"mixed {HOSTILE}"})

    def stop(self) -> None:
        pass

    def run(self, play, edition):
        if played(play, "qa-collective-unconscious"):
            raise RuntimeError(f"crashed {HOSTILE}")
        if played(play, "qa-teferis-isle-phases-in-untapped"):
            return {"status": "skipped", "reason": f"no Teferi's Isle {HOSTILE}"}
        observed = reference.run(play, edition)
        if played(play, "qa-vedalken-shackles-phased-out"):
            for checkpoint in observed["checkpoints"]:
                for permanent in checkpoint["state"]["permanents"]:
                    permanent["controller"] = "Amy"
        return observed


@pytest.fixture(scope="module")
def doc():
    outcome = run_all(MixedEngine(), SCENARIOS, "current")
    return results.document(outcome, ["phasecheck", "run"], datetime(2026, 11, 22, tzinfo=timezone.utc))


def test_the_results_document_is_valid_and_has_every_verdict(doc):
    assert schemas.problems("results", doc) == []
    assert {r["verdict"] for r in doc["results"]} == {"pass", "fail", "error", "skip"}
    assert len(doc["results"]) == len(CURRENT)


def test_every_format_renders_from_the_results_file_alone(tmp_path, doc, capsys):
    path = tmp_path / "run.results.json"
    path.write_text(results.render(doc))
    for fmt, render in (("markdown", markdown), ("html", html), ("junit", junit)):
        assert main(["report", str(path), "--format", fmt, "--out", str(tmp_path / fmt)]) == 0
        assert (tmp_path / fmt).read_text() == render(doc)


def test_run_writes_the_results_first_and_the_formats_asked_for(tmp_path, capsys):
    out = tmp_path / "out"
    code = main(["run", "--scenarios", str(ROOT / "scenarios"), "--id", "qa-collective-unconscious",
                 "--results", str(out / "r.json"), "--report", str(out / "r.md"), "--html", str(out / "r.html"),
                 "--junit", str(out / "r.xml")])
    assert code == 0
    doc = results.load(out / "r.json")
    assert (out / "r.md").read_text() == markdown(doc) and (out / "r.xml").read_text() == junit(doc)
    assert doc["command"][:2] == ["phasecheck", "run"] and doc["engine"]["name"] == "phasecheck-reference"


def test_a_bad_results_file_is_bad_input(tmp_path, capsys):
    path = tmp_path / "r.json"
    path.write_text('{"format": "phasecheck results"}')
    assert main(["report", str(path)]) == 2
    assert f"{path}: $: 'schema_version' is a required property" in capsys.readouterr().err


def test_junit_xml_is_valid_and_says_expected_observed_and_reasons(doc):
    text = junit(doc)
    xmlschema.XMLSchema(ROOT / "tests/data/junit.xsd").validate(text)
    assert text.count("<testcase ") == len(doc["results"])
    assert 'message="the engine raised RuntimeError: crashed &lt;script&gt;' in text
    assert "expected: Nicole\n" in text and "observed: Amy" in text
    assert '<skipped message="no Teferi\'s Isle &lt;script&gt;' in text


def test_markdown_escapes_what_an_engine_says(doc):
    assert "<script>" not in markdown(doc) and "&lt;script&gt;" in markdown(doc)


def test_the_html_report_escapes_everything_an_engine_says(doc):
    page = html(doc)
    assert HOSTILE not in page and "&lt;script&gt;document.title=&#34;owned&#34;&lt;/script&gt;" in page
    assert len(re.findall(r"<script>", page)) == 1  # the report's own filter script, nothing else


def browser() -> str | None:
    """Debian's chromium: found, or installed with apt-get where this process may."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found or os.geteuid() != 0 or not shutil.which("apt-get"):
        return found
    env = os.environ | {"DEBIAN_FRONTEND": "noninteractive"}
    for command in (["apt-get", "install", "-y", "-q", "chromium"], ["apt-get", "update", "-q"],
                    ["apt-get", "install", "-y", "-q", "chromium"]):
        subprocess.run(command, capture_output=True, env=env, timeout=900)
        if shutil.which("chromium"):
            return shutil.which("chromium")
    return None


def headless(chromium: str, profile: Path, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                           "--disable-background-networking", "--disable-component-update", "--disable-sync",
                           "--hide-scrollbars", f"--user-data-dir={profile}", "--virtual-time-budget=5000",
                           "--run-all-compositor-stages-before-draw", *options],
                          capture_output=True, text=True, timeout=120)


PROBE = """<script>
(function () {
  function visible(e) { var r = e.getBoundingClientRect(); return e.offsetParent !== null && r.width > 0 && r.height > 0; }
  function overlap(a, b) { var p = a.getBoundingClientRect(), q = b.getBoundingClientRect();
    return !(p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top); }
  var failing = document.querySelector('section.ruling[data-verdict="fail"]');
  var cells = failing ? failing.querySelectorAll("table.failures td") : [];
  var out = failing ? failing.querySelector('.phased-out-zone .card[data-phased="out"]') : null;
  var area = out ? out.closest(".area") : null;
  var inPlay = area ? area.querySelector(".in-play") : null;
  var tapped = failing ? failing.querySelector(".card.tapped") : null;
  var report = {
    failingShown: !!failing && visible(failing),
    failureCells: Array.prototype.map.call(cells, function (c) { return [c.className, c.textContent.trim(), visible(c)]; }),
    phasedOutShown: !!out && visible(out),
    phasedOutApart: !!out && !!inPlay && !overlap(out, inPlay),
    phasedOutLabel: out ? out.textContent.replace(/\\s+/g, " ").trim() : "",
    phasedOutLook: out ? [getComputedStyle(out).opacity, getComputedStyle(out).borderStyle] : [],
    tappedTurned: tapped ? getComputedStyle(tapped).transform : "none",
    summaryRows: document.querySelectorAll("#summary tbody tr:not(.hidden)").length
  };
  var pre = document.createElement("pre"); pre.id = "probe"; pre.textContent = JSON.stringify(report);
  document.body.appendChild(pre);
})();
</script>"""


def test_a_person_sees_the_failure_and_the_phased_out_permanent_apart(tmp_path, doc):
    chromium = browser()
    if chromium is None:
        pytest.skip("no headless browser: Debian's chromium is not installed and can't be installed here "
                    "(not root, or no apt-get)")
    page = html(doc)
    (tmp_path / "report.html").write_text(page)
    (tmp_path / "probe.html").write_text(page.replace("</body>", PROBE + "</body>"))
    url = (tmp_path / "probe.html").as_uri() + "?verdict=fail"
    dumped = headless(chromium, tmp_path / "profile", "--dump-dom", url)
    found = re.search(r'<pre id="probe">(.*?)</pre>', dumped.stdout, re.S)
    assert found, dumped.stderr[-2000:]
    seen = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<")
                      .replace("&gt;", ">"))
    assert seen["failingShown"] and seen["summaryRows"] == 1
    assert ["expected", "Nicole", True] in seen["failureCells"] and ["observed", "Amy", True] in seen["failureCells"]
    assert seen["phasedOutShown"] and seen["phasedOutApart"]
    assert "phased out directly, under" in seen["phasedOutLabel"]
    assert float(seen["phasedOutLook"][0]) < 1 and seen["phasedOutLook"][1] == "dashed"
    assert seen["tappedTurned"] != "none"
    shot = Path(os.environ.get("PHASECHECK_SCREENSHOT") or tmp_path / "html-report.png").resolve()
    headless(chromium, tmp_path / "profile", "--window-size=1280,1800", f"--screenshot={shot}",
             (tmp_path / "report.html").as_uri() + "?verdict=fail")
    assert shot.stat().st_size > 10_000


def test_the_matrix_has_a_column_per_engine_and_edition_and_totals_per_rule(tmp_path, doc, capsys):
    reference_doc = results.document(run_all(ReferenceEngine(), SCENARIOS, "current"), ["phasecheck", "run"],
                                     datetime(2026, 11, 22, tzinfo=timezone.utc))
    (tmp_path / "mixed.results.json").write_text(results.render(doc))
    (tmp_path / "mixed.html").write_text(html(doc))
    (tmp_path / "ref.results.json").write_text(results.render(reference_doc))
    out = tmp_path / "out"
    assert main(["matrix", str(tmp_path / "ref.results.json"), str(tmp_path / "mixed.results.json"),
                 "--html", str(out / "m.html"), "--markdown", str(out / "m.md")]) == 0
    md = (out / "m.md").read_text()
    assert f"| phasecheck-reference 0\\.1.0 | current | {len(CURRENT)} | 0 | 0 | 0 |" in md  # an IPv4-like dot escaped
    assert "<script>" not in md and "| 702.26f | Phasing out Vedalken Shackles" in md
    row = next(line for line in md.splitlines() if line.startswith("| 702.26f | Phasing out Vedalken"))
    assert row.endswith("| pass | [fail](../mixed.html#qa-vedalken-shackles-phased-out-current) |")
    page = (out / "m.html").read_text()
    assert HOSTILE not in page and 'href="../mixed.html#qa-vedalken-shackles-phased-out-current">fail</a>' in page
