"""Citations a judge can follow (issue 19): every citation of every scenario names a document the
suite knows (rules/sources.json, rules/rulings.json), with its public address or, where it has none,
a word on where it was published; a Gatherer ruling links to Gatherer, or says it is Scryfall's copy;
and no report format (Markdown, HTML, JUnit, the matrix, the coverage table) names one of the files the
suite was made from as a source, while every citation with a public address is a link to it."""
from __future__ import annotations

import copy
import html as html_text
import re
from datetime import datetime, timezone
from pathlib import Path

import pytest

from phasecheck import _report, citations, matrix, reference, results
from phasecheck.cli import main
from phasecheck.commands import load_scenarios
from phasecheck.escape import public_url
from phasecheck.html import html
from phasecheck.junit import junit
from phasecheck.markdown import markdown
from phasecheck.protocol import Started
from phasecheck.rulings import GATHERER
from phasecheck.runner import run_all

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios([ROOT / "scenarios"])
#: the names of files the suite was made from (the seed documents, the notes beyond them), or of its own
INTERNAL = re.compile(r"[0-9]{3}_[0-9a-f]{16}|beyond-the-seeds|702\.26-current|\.txt\b|\b(docs|tests|features)/[\w./-]+\.(md|py)\b")


def cited(scenario):
    return (scenario["source"], *scenario["source"].get("also", ()))


def test_every_citation_names_a_document_with_an_address_or_where_it_was_published():
    assert citations.unfollowable(SCENARIOS) == []
    assert all(c.get("title") and c.get("publisher") for s in SCENARIOS for c in cited(s))


def test_a_citation_of_no_document_or_of_one_with_neither_address_nor_word_is_found(monkeypatch):
    sources = copy.deepcopy(citations._sources())
    del sources["documents"]["engine-bugs"]["published"]
    del sources["documents"]["fdn-update-bulletin"]["url"]
    monkeypatch.setattr(citations, "_sources", lambda *_: sources)
    stray = {"id": "stray", "source": {"document": "001_396fe33281686bf5.txt", "passage": "Q&A"}}
    found = citations.unfollowable([*SCENARIOS, stray])
    assert 'stray: "001_396fe33281686bf5.txt: Q&A" names no document of rules/sources.json or rules/rulings.json' in found
    assert any(line.startswith('division-all-to-one-blocker: "fdn-update-bulletin: ') for line in found)
    assert any('"engine-bugs: case 12"' in line for line in found)
    assert not any("cr-2026" in line or GATHERER in line for line in found)


def test_gatherer_rulings_link_to_gatherer_or_say_they_are_scryfalls_copy():
    rulings = [c for s in SCENARIOS for c in cited(s) if c["document"].startswith(GATHERER)]
    assert rulings
    for ruling in rulings:
        if ruling["url"].startswith("https://gatherer.wizards.com/"):
            assert ruling["publisher"] == "Wizards of the Coast" and "Scryfall" not in ruling["title"], ruling
        else:
            assert ruling["url"].startswith("https://scryfall.com/"), ruling
            assert ruling["publisher"] == "Scryfall" and ruling["title"].endswith(", Scryfall's copy"), ruling
    assert {"Wizards of the Coast", "Scryfall"} <= {r["publisher"] for r in rulings}


class SkipsEverything:
    """An engine that skips every scenario: a results document of the whole suite, rendered fast."""

    def start(self) -> Started:
        return Started.from_description(reference.describe() | {"name": "skips-everything"})

    def stop(self) -> None:
        pass

    def run(self, play, edition):
        return {"status": "skipped", "reason": "skips everything"}


@pytest.fixture(scope="module")
def doc():
    outcome = run_all(SkipsEverything(), SCENARIOS)
    return results.document(outcome, ["phasecheck", "run"], datetime(2026, 11, 26, tzinfo=timezone.utc))


@pytest.fixture(scope="module")
def formats(doc, tmp_path_factory):
    report = _report.read(doc)
    path = tmp_path_factory.mktemp("results") / "skips.results.json"
    grid = matrix.build([(path, report)])
    return {"markdown": markdown(report), "html": html(report), "junit": junit(report),
            "matrix markdown": matrix.markdown(grid), "matrix html": matrix.html(grid)}


def _public(scenarios) -> set[str]:
    return {public_url(c["url"]) for s in scenarios for c in cited(s) if c.get("url")}


def test_no_report_names_an_internal_file_as_a_source(formats, capsys):
    sources = {
        "markdown": "\n".join(re.findall(r"\*\*Sources\.\*\*\n\n((?:- .*\n)+)", formats["markdown"])),
        "html": "\n".join(re.findall(r'<ul class="sources">.*?</ul>', formats["html"], flags=re.S)),
    }
    assert sources["markdown"].count("\n- ") + 1 >= len(SCENARIOS) and sources["html"].count("<li>") >= len(SCENARIOS)
    for name, text in sources.items():
        assert not INTERNAL.search(text), (name, INTERNAL.search(text).group())
    for name in ("junit", "matrix markdown", "matrix html"):  # no sources shown, and no file named as one
        assert not INTERNAL.search(re.sub(r'\bfile="features/[\w.-]+"', "", formats[name])), name
    assert main(["coverage", "--scenarios", str(ROOT / "scenarios")]) == 0
    documents = re.findall(r"^- `[^`]+`: .*$", capsys.readouterr().out, flags=re.M)  # each edition's sources
    assert len(documents) >= 4 and not INTERNAL.search("\n".join(documents))
    public = [d for d in documents if "](https://" in d or "](http://" in d]
    assert len(public) == sum(1 for d in documents if citations.known(d[3:d.index("`", 3)], "").get("url"))


def test_every_citation_with_a_public_address_links_to_it(formats):
    expected = _public(SCENARIOS)
    assert {"https://magic.wizards.com/en/rules", "https://magic.wizards.com/en/news/announcements/foundations-update-bulletin",
            "https://gatherer.wizards.com/STA/en-us/11/teferis-protection"} <= expected
    linked_md = set(re.findall(r"\]\((https?://[^)\s]+)\)", formats["markdown"]))
    linked_html = {html_text.unescape(u) for u in re.findall(r'<a href="(https?://[^"]+)"', formats["html"])}
    assert expected - linked_md == set()
    assert expected - linked_html == set()
