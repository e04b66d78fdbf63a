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

from phasecheck import matrix, reference, results, schemas
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
                          capture_output=True, text=True, timeout=300)  # a hang (under load it once took over 120 s)


PROBE = """<script>
(function () {
  function visible(e) { var r = e.getBoundingClientRect(); return e.offsetParent !== null && r.width > 0 && r.height > 0; }
  function inView(e) { var r = e.getBoundingClientRect(); return visible(e) && r.left >= 0 && r.right <= window.innerWidth; }
  function overlap(a, b) { var p = a.getBoundingClientRect(), q = b.getBoundingClientRect();
    return !(p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top); }
  var failing = document.querySelector('details.ruling[data-worst="fail"]:not(.hidden)');
  var cells = failing ? failing.querySelectorAll("table.failures td") : [];
  var subject = failing ? failing.querySelector(".run .board .card.subject") : null;
  var out = failing ? failing.querySelector('.phased-out-zone .card[data-phased="out"]') : null;
  var area = out ? out.closest(".area") : null;
  var inPlay = area ? area.querySelector(".in-play") : null;
  var tapped = failing ? failing.querySelector(".card.tapped") : null;
  var rows = document.querySelectorAll("#summary tbody tr:not(.hidden), #matrix tr.scenario:not(.hidden)");
  var chips = Array.prototype.map.call(rows, function (row) { return row.querySelector(".verdict, td.v[data-verdict]"); });
  var nothing = document.getElementById("nothing");
  var report = {
    width: window.innerWidth,
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    failingOpen: !!failing && failing.open,
    failureCells: Array.prototype.map.call(cells, function (c) { return [c.className, c.textContent.trim(), visible(c)]; }),
    subject: subject ? [subject.dataset.id, inView(subject), subject.closest(".board").querySelector("h4").textContent] : null,
    phasedOutShown: !!out && visible(out),
    phasedOutApart: !!out && !!inPlay && !overlap(out, inPlay),
    phasedOutLabel: out ? out.textContent.replace(/\\s+/g, " ").trim() : "",
    phasedOutLook: out ? [getComputedStyle(out).opacity, getComputedStyle(out).borderStyle] : [],
    tappedTurned: tapped ? getComputedStyle(tapped).transform : "none",
    rows: rows.length,
    verdictsInView: chips.filter(function (c) { return c && inView(c); }).length,
    nothingShown: !!nothing && visible(nothing)
  };
  parent.postMessage(JSON.stringify(report), "*");
})();
</script>"""
#: a page that holds the page under test in a frame of a given width (a headless window is at least
#: 500 pixels wide), and shows what the probe inside it posts
FRAME = """<!DOCTYPE html><html><body style="margin:0"><iframe style="width:{width}px;height:1000px;border:0"
src="{src}"></iframe><script>window.addEventListener("message", function (e) {{
var pre = document.createElement("pre"); pre.id = "probe"; pre.textContent = e.data; document.body.appendChild(pre); }});
</script></body></html>"""


def probe(chromium: str, tmp_path: Path, page: str, query: str, width: int) -> dict:
    """What a person sees of ``page`` opened at ``query`` in a window ``width`` pixels wide."""
    (tmp_path / "probe.html").write_text(page.replace("</body>", PROBE + "</body>"))
    (tmp_path / "frame.html").write_text(FRAME.format(width=width, src="probe.html" + query))
    dumped = headless(chromium, tmp_path / "profile", f"--window-size={max(width, 500) + 20},1000", "--dump-dom",
                      (tmp_path / "frame.html").as_uri())
    found = re.search(r'<pre id="probe">(.*?)</pre>', dumped.stdout, re.S)
    assert found, dumped.stderr[-2000:]
    return json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<")
                      .replace("&gt;", ">"))


def needs_browser() -> str:
    chromium = browser()
    if chromium is None:
        pytest.skip("no headless browser: Debian's chromium is not installed and can't be installed here "
                    "(not root, or no apt-get)")
    return chromium


@pytest.mark.parametrize("width", [1400, 390])
def test_a_person_sees_the_failure_on_its_board_at_desktop_and_phone_widths(tmp_path, doc, width):
    chromium = needs_browser()
    page = html(doc)
    seen = probe(chromium, tmp_path, page, "?verdict=fail#qa-vedalken-shackles-phased-out-current", width)
    assert seen["width"] == width and seen["sideways"] <= 0  # nothing runs past the edge: boards wrap
    assert seen["rows"] == 1 and seen["verdictsInView"] == 1  # the verdict in view, without scrolling sideways
    assert seen["failingOpen"]  # the link opened the folded ruling
    assert ["expected", "Nicole", True] in seen["failureCells"] and ["observed", "Amy", True] in seen["failureCells"]
    assert seen["subject"][0] == "bears" and seen["subject"][1]  # the failing permanent, on the board, in view
    assert "as lines " in seen["subject"][2] and "first divergence" in seen["subject"][2]
    assert seen["phasedOutShown"] and seen["phasedOutApart"]
    assert "phased out directly, under" in seen["phasedOutLabel"]
    assert float(seen["phasedOutLook"][0]) < 1 and seen["phasedOutLook"][1] == "dashed"
    assert seen["tappedTurned"] != "none"
    nothing = probe(chromium, tmp_path, page, "?verdict=error&rule=611.2b", width)
    assert nothing["rows"] == 0 and nothing["nothingShown"]
    assert not probe(chromium, tmp_path, page, "?verdict=fail", width)["nothingShown"]
    shot = Path(os.environ.get("PHASECHECK_SCREENSHOT") or tmp_path / "html-report.png").resolve()
    if width == 390:
        shot = shot.with_name(shot.stem + "-390" + shot.suffix)
    (tmp_path / "report.html").write_text(page)
    (tmp_path / "frame.html").write_text(FRAME.format(width=width, src="report.html?verdict=fail#qa-vedalken-shackles-"
                                                      "phased-out-current").replace("1000px", "1800px"))
    headless(chromium, tmp_path / "profile", f"--window-size={max(width, 500)},1800", f"--screenshot={shot}",
             (tmp_path / "frame.html").as_uri())
    assert shot.stat().st_size > 10_000


@pytest.mark.parametrize("width", [1400, 390])
def test_the_matrix_filters_and_says_when_nothing_matches(tmp_path, doc, width):
    chromium = needs_browser()
    reference_doc = results.document(run_all(ReferenceEngine(), [s for s in CURRENT if s["id"].startswith("qa-v")], "current"), ["phasecheck", "run"],
                                     datetime(2026, 11, 22, tzinfo=timezone.utc))
    page = matrix.html(matrix.build([(tmp_path / "ref.results.json", reference_doc),
                                     (tmp_path / "mixed.results.json", doc)]))
    assert '<meta name="viewport"' in page
    everything = probe(chromium, tmp_path, page, "", width)
    assert everything["rows"] == len(SCENARIOS and doc["scenarios"]) and not everything["nothingShown"]
    assert everything["verdictsInView"] >= 1
    disagree = probe(chromium, tmp_path, page, "?disagree=yes", width)
    assert 1 <= disagree["rows"] < everything["rows"]
    fails = probe(chromium, tmp_path, page, "?verdict=fail", width)
    assert fails["rows"] == 1
    nothing = probe(chromium, tmp_path, page, "?verdict=fail&engine=phasecheck-reference%200.1.0", width)
    assert nothing["rows"] == 0 and nothing["nothingShown"]


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
    assert "<script>" not in md and "| 611.2b | Phasing out Vedalken Shackles" in md
    assert len(re.findall(r"\| [^|]* \(`qa-vedalken-shackles-phased-out`\) \|", md.split("## By rule")[1])) == 1  # once
    row = next(line for line in md.splitlines() if line.startswith("| 611.2b | Phasing out Vedalken"))
    assert "| 702.26b, 702.26f | pass | [fail](../mixed.html#qa-vedalken-shackles-phased-out-current " in row
    assert '"first divergence: line ' in row and "is controlled by Nicole" in row
    page = (out / "m.html").read_text()
    assert HOSTILE not in page and 'href="../mixed.html#qa-vedalken-shackles-phased-out-current">fail</a>' in page
    assert "## Where engines disagree" in md and "| Phasing out Vedalken Shackles" in md.split("## Where")[1]
