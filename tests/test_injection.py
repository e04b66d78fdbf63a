"""Nothing from outside becomes markup, a link or a control sequence, in any format.

An injection corpus (tests/data/injection.json: HTML, Markdown, autolinks, entities, terminal
escape sequences, bidirectional overrides) goes through every field of the engine (its name and
version, the cards it declares, reasons, every board field, events, stderr, the line it breaks the
protocol with: the fake engine 'inject'), of a scenario file (title, question, ruling, source, the
file it came from, step texts), of a results file (every string its schema lets through, its
file name) and of an expectations file. The Markdown reports are rendered by a real Markdown
renderer (markdown-it-py, CommonMark with HTML, tables, strikethrough and linkify on), the HTML
reports parsed: no element or attribute but the report's own survives, and no link leads
anywhere but inside the reports. Terminal output holds no control character but the newline.
"""
from __future__ import annotations

import copy
import json
import shutil
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from markdown_it import MarkdownIt

from phasecheck import escape, schemas
from phasecheck.cli import main

ROOT = Path(__file__).resolve().parent.parent
CORPUS = json.loads((ROOT / "tests/data/injection.json").read_text())["corpus"]
FAKE = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'}"
#: a handful of scenarios, fixed by id, for the runs below
IDS = ["qa-collective-unconscious", "qa-vedalken-shackles-*", "qa-ivory-tower-*", "rule-702-26b-*"]

def _cited_addresses() -> set[str]:
    from phasecheck.citations import _sources
    from phasecheck.rulings import load_rulings

    documents = _sources()["documents"].values()
    return ({d["url"] for d in documents if "url" in d} | {p["url"] for d in documents for p in d.get("passages", {}).values()
                                                            if "url" in p} | {c.address for c in load_rulings()})


CITED_ADDRESSES = _cited_addresses()
#: every element and attribute the Markdown reports themselves make, once rendered
MARKDOWN_TAGS = {"h1", "h2", "h3", "p", "ul", "li", "strong", "em", "code", "pre", "a", "table", "thead", "tbody",
                 "tr", "th", "td"}
MARKDOWN_ATTRIBUTES = {("a", "href"), ("a", "id"), ("a", "title")}
#: every element and attribute of the HTML reports' own templates
HTML_TAGS = {"html", "head", "meta", "title", "style", "body", "h1", "h2", "h4", "h5", "p", "strong", "span", "div",
             "code", "table", "thead", "tbody", "tr", "th", "td", "a", "ul", "li", "details", "summary", "pre",
             "select", "option", "label", "section", "script", "br", "b", "i", "dl", "dt", "dd", "input"}
HTML_ATTRIBUTES = {"lang", "charset", "name", "content", "class", "data-id", "data-phased", "title", "id", "href",
                   "data-filter", "value", "data-verdict", "data-rules", "data-edition", "data-source", "data-anchor",
                   "data-player", "data-runs", "data-differs", "data-worst", "data-engine", "data-group",
                   "data-disagree", "colspan", "rel", "type", "open"}


def renderer(fuzzy_ip: bool = False) -> MarkdownIt:
    """CommonMark with raw HTML allowed, as GitHub and most viewers render it, plus tables,
    strikethrough and linkify (bare URLs, www., "//host/path" and e-mail addresses become links;
    ``fuzzy_ip``: bare IPv4 addresses too, as linkify-it can be set to)."""
    found = MarkdownIt("commonmark", {"html": True, "linkify": True}).enable(["table", "strikethrough", "linkify"])
    if fuzzy_ip:
        found.linkify.set({"fuzzy_ip": True})
    return found


#: what the autolinks of every renderer are made of (schemes, "//", domains, addresses, e-mails)
LINK_ALPHABET = ["//", "/", ":", ".", "@", "www", "https", "ftp", "mailto", "localhost", "127", "1", "example",
                 "xn--p1ai", "рф", " ", "-", "[", "<", "。"]


class Elements(HTMLParser):
    """Every element with its attributes, in document order, and the text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, attrs))

    handle_startendtag = handle_starttag

    def handle_data(self, data):
        self.text.append(data)

    def handle_comment(self, data):
        self.found.append(("!--", []))

    def handle_pi(self, data):
        self.found.append(("?", []))

    def unknown_decl(self, data):
        self.found.append(("![", []))


def elements(html: str) -> Elements:
    parser = Elements()
    parser.feed(html)
    parser.close()
    return parser


def internal(href: str) -> bool:
    """A link the reports make: to an anchor of the page, or to a report beside it; or the public
    address of a document the suite cites (rules/sources.json, rules/rulings.json)."""
    if href in CITED_ADDRESSES:
        return True
    path, _, fragment = href.partition("#")
    return (":" not in path and not path.startswith("//") and (not path or path.endswith((".html", ".md")))
            and all(c.isalnum() or c in "._-" for c in fragment))


def assert_only_own_markup(found: Elements, tags: set[str], attributes: set, what: str) -> None:
    for tag, attrs in found.found:
        assert tag in tags, f"{what}: an element <{tag}> {attrs}"
        for name, value in attrs:
            allowed = (tag, name) in attributes if isinstance(next(iter(attributes)), tuple) else name in attributes
            assert allowed, f"{what}: an attribute {name}={value!r} on <{tag}>"
            if name == "href":
                assert internal(value or ""), f"{what}: a link to {value!r}"


def assert_markdown_safe(text: str, what: str) -> None:
    assert_no_control_characters(text, what)
    for fuzzy_ip in (False, True):
        assert_only_own_markup(elements(renderer(fuzzy_ip).render(text)), MARKDOWN_TAGS, MARKDOWN_ATTRIBUTES, what)


def assert_html_safe(text: str, what: str) -> None:
    assert_no_control_characters(text, what)
    found = elements(text)
    assert_only_own_markup(found, HTML_TAGS, HTML_ATTRIBUTES, what)
    assert [t for t, _ in found.found].count("script") <= 1 and [t for t, _ in found.found].count("style") <= 1


def assert_no_control_characters(text: str, what: str) -> None:
    bad = sorted({c for c in text if not (c.isprintable() or c == "\n")})
    assert not bad, f"{what}: control or format characters {bad!r}"


def assert_every_format_safe(folder: Path) -> None:
    for path in sorted(folder.iterdir()):
        if path.suffix == ".md":
            assert_markdown_safe(path.read_text(), path.name)
        elif path.suffix == ".html":
            assert_html_safe(path.read_text(), path.name)
        elif path.suffix == ".xml":
            text = path.read_text()
            assert_no_control_characters(text, path.name)
            ET.fromstring(text.encode())


# --- each escaping function, on any text -----------------------------------------------------

def rendered_text(markdown_source: str) -> tuple[Elements, str]:
    found = elements(renderer().render(markdown_source))
    return found, "".join(found.text)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.sampled_from(CORPUS), st.text(), st.text(alphabet="<>&\"'`*_[]()|~#!$@:./\\-=+ \nahjpstwx{}")))
def test_markdown_text_renders_as_the_text_itself_and_nothing_else(text):
    shown = escape.visible(" ".join(text.split("\n")))
    for source, tags in ((f"x {escape.markdown_text(text)} x", ["p"]),
                         (f"| a |\n|---|\n| x {escape.markdown_text(text)} x |", ["table", "thead", "tr", "th",
                                                                                   "tbody", "tr", "td"])):
        found, rendered = rendered_text(source)
        assert [t for t, _ in found.found] == tags, (text, source)
        assert " ".join(rendered.split()).endswith(" ".join(f"x {shown} x".split())), (text, source, rendered)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.sampled_from(CORPUS), st.text(), st.text(alphabet="<>&`|~ \n\\ax")))
def test_markdown_code_and_blocks_render_as_the_text_itself(text):
    shown = escape.visible(" ".join(text.split("\n")))
    if shown.strip():
        found, rendered = rendered_text(f"x {escape.markdown_code(text)} x")
        assert [t for t, _ in found.found] == ["p", "code"] and shown.strip() in rendered, (text, rendered)
        found, rendered = rendered_text(f"| a |\n|---|\n| {escape.markdown_code(text, in_table=True)} |")
        assert [t for t, _ in found.found][-1] == "code" and shown.strip() in rendered, (text, rendered)
    found, rendered = rendered_text("\n".join(escape.markdown_block(text)))
    assert [t for t, _ in found.found] == ["pre", "code"]
    assert rendered.rstrip("\n") == escape.visible(text.rstrip("\n"), keep="\n\t"), (text, rendered)


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(LINK_ALPHABET), min_size=1, max_size=14).map("".join))
def test_no_autolink_is_made_of_any_text(text):
    """Whatever a string is made of — a scheme, "//", a host, an IP address, "www.", a domain, an
    e-mail — no renderer's autolink finds a link in it, linking bare IP addresses or not."""
    for fuzzy_ip in (False, True):
        for source in (f"x {escape.markdown_text(text)} x", f"| a |\n|---|\n| {escape.markdown_text(text)} |"):
            html = renderer(fuzzy_ip).render(source)
            assert "<a" not in html, (text, source, html)


def test_every_autolink_form_stays_text():
    for text in ["//127.0.0.1/x", "//localhost/x", "x //10.0.0.1:80/a y", "//[::1]/", "//evil.xn--p1ai", "10.0.0.1",
                 "user@1.1.1.1", "HTTPS://EVIL.EXAMPLE", "wWw.evil.example", "evil.example", "mailto:a@b.example",
                 "xmpp:a@b.example", "ftp://1.2.3.4/", "пример.рф", "<//1.1.1.1/>", "![x](//1.1.1.1/a.png)"]:
        for fuzzy_ip in (False, True):
            found = elements(renderer(fuzzy_ip).render(f"x {escape.markdown_text(text)} x"))
            assert [t for t, _ in found.found] == ["p"], text
            assert "".join(found.text).strip() == f"x {text} x", text


def test_the_terminal_never_gets_a_control_character():
    for text in CORPUS:
        assert_no_control_characters(escape.terminal(text), text)
        for line in escape.terminal_lines(text):
            assert_no_control_characters(line, text)
    assert escape.terminal("a\x1b[2Jb") == "a\\x1b[2Jb" and escape.terminal("\u202e") == "\\u202e"


def test_anchors_and_links_stay_what_they_are():
    assert escape.anchor("qa-collective-unconscious-current") == "qa-collective-unconscious-current"
    assert escape.anchor('x"><script>') == "x_22__3e__3c_script_3e_"
    assert escape.link("javascript:alert(1).html", "a b") == "javascript%3Aalert%281%29.html#a_20_b"


# --- the corpus through every field ----------------------------------------------------------

def run(tmp_path: Path, *options: str) -> int:
    outputs = tmp_path / "out"
    return main(["run", *options, "--report", str(outputs / "r.md"), "--html", str(outputs / "r.html"),
                 "--junit", str(outputs / "r.xml")])


def selection() -> list[str]:
    return [option for i in IDS for option in ("--id", i)]


def test_an_engine_that_says_hostile_things_everywhere(tmp_path, capsys):
    code = run(tmp_path, "--engine", f"{FAKE} inject", "--edition", "current", "--timeout", "20", *selection())
    captured = capsys.readouterr()
    assert code == 1, captured.err
    assert_no_control_characters(captured.out + captured.err, "the terminal")
    doc = json.loads((tmp_path / "out/r.results.json").read_text())
    verdicts = {r["verdict"] for r in doc["results"]}
    assert verdicts == {"fail", "error", "skip"}, verdicts  # refusals, errored and skipped answers, a broken line
    said = json.dumps(doc, ensure_ascii=False)
    assert all(json.dumps(text, ensure_ascii=False)[1:-1] in said for text in CORPUS[:19] + CORPUS[25:])  # got through
    assert_every_format_safe(tmp_path / "out")
    # and rendered again from the results file alone
    for fmt, suffix in (("markdown", "md"), ("html", "html"), ("junit", "xml")):
        assert main(["report", str(tmp_path / "out/r.results.json"), "--format", fmt,
                     "--out", str(tmp_path / f"again/r.{suffix}")]) == 0
    assert_every_format_safe(tmp_path / "again")


def test_smoke_shows_a_hostile_engine_escaped(capsys):
    main(["smoke", "--engine", f"{FAKE} inject", "--timeout", "20"])
    captured = capsys.readouterr()
    assert "inject <img src=x onerror=alert(1)> \\x1b]0;" in captured.out
    assert_no_control_characters(captured.out + captured.err, "smoke")


def hostile_scenario(tmp_path: Path, name: str) -> Path:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    scenario = json.loads((ROOT / "scenarios/qa-vedalken-shackles-phased-out.json").read_text())
    scenario |= {"title": CORPUS[0] + CORPUS[9], "description": " ".join(CORPUS)[:10000],
                 "question": " ".join(reversed(CORPUS))[:10000],
                 "source": {"document": CORPUS[1] + CORPUS[19], "passage": CORPUS[2] + CORPUS[11],
                            "also": [{"document": CORPUS[10], "passage": CORPUS[12]}]},
                 "origin": {"file": CORPUS[4] + CORPUS[20], "line": 3}}
    for index, step in enumerate(scenario["steps"]):
        step["text"] = CORPUS[index % len(CORPUS)][:1000]
    (folder / name).write_text(json.dumps(scenario))
    assert schemas.problems("scenario", scenario) == []
    return folder


def test_a_scenario_file_that_says_hostile_things_everywhere(tmp_path, capsys):
    name = "".join(c for c in CORPUS[1] + CORPUS[21] if c not in "/\x00") + ".json"
    folder = hostile_scenario(tmp_path, name)
    assert run(tmp_path, "--scenarios", str(folder)) == 0
    captured = capsys.readouterr()
    assert_no_control_characters(captured.out + captured.err, "the terminal")
    assert_every_format_safe(tmp_path / "out")
    # a failing run of it on the terminal: the step texts of its failed checks are shown there
    assert run(tmp_path, "--scenarios", str(folder), "--engine", f"{FAKE} inject") == 1
    assert_no_control_characters("".join(capsys.readouterr()), "the terminal")


def every_string(value, path=()):
    """(path, string) of every string in a JSON value, keys of objects not included."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from every_string(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from every_string(item, path + (index,))


def poisoned(doc: dict) -> tuple[dict, int]:
    """The document with a hostile string in every string field its schema lets take one."""
    doc = copy.deepcopy(doc)
    placed = 0
    for number, (path, _) in enumerate(list(every_string(doc))):
        parent = doc
        for part in path[:-1]:
            parent = parent[part]
        before = parent[path[-1]]
        parent[path[-1]] = CORPUS[number % len(CORPUS)]
        if schemas.valid("results")(doc):
            placed += 1
        else:
            parent[path[-1]] = before
    return doc, placed


def test_a_results_file_that_says_hostile_things_everywhere(tmp_path, capsys):
    assert run(tmp_path, "--engine", f"{FAKE} inject", "--edition", "current", *selection()) == 1
    doc = json.loads((tmp_path / "out/r.results.json").read_text())
    bad, placed = poisoned(doc)
    assert placed > 1000
    name = "".join(c for c in CORPUS[2] + CORPUS[4] if c not in "/\x00")  # a file name too: the matrix links it
    hostile = tmp_path / "in" / f"{name}.results.json"
    hostile.parent.mkdir()
    hostile.write_text(json.dumps(bad, ensure_ascii=False))
    shutil.copy(tmp_path / "out/r.html", tmp_path / "in" / f"{name}.html")
    outputs = tmp_path / "rendered"
    for fmt, suffix in (("markdown", "md"), ("html", "html"), ("junit", "xml")):
        assert main(["report", str(hostile), "--format", fmt, "--out", str(outputs / f"r.{suffix}")]) == 0
    assert main(["matrix", str(hostile), str(ROOT / "reports/reference.results.json"),
                 "--html", str(outputs / "matrix.html"), "--markdown", str(outputs / "matrix.md")]) == 0
    assert_every_format_safe(outputs)
    assert main(["report", str(hostile)]) == 0  # Markdown on standard output
    assert main(["run", "--rerun-failed", str(hostile), "--report", str(tmp_path / "again.md")]) in (0, 1)
    assert_no_control_characters("".join(capsys.readouterr()), "the terminal")


def test_an_expectations_file_that_says_hostile_things(tmp_path, capsys):
    expectations = {"engine": CORPUS[19], "expectations": [
        {"id": "qa-collective-unconscious", "edition": "current", "verdict": "fail", "reason": text,
         "link": "https://example.org/" + str(index)} for index, text in enumerate(CORPUS[:1])]}
    path = tmp_path / "expect.json"
    path.write_text(json.dumps(expectations))
    assert main(["run", "--id", "qa-collective-unconscious", "--edition", "current", "--expect", str(path),
                 "--report", str(tmp_path / "r.md")]) == 1
    out = capsys.readouterr().out
    assert "stale expectation" in out
    assert_no_control_characters(out, "the terminal")
    expectations["expectations"][0]["reason"] = CORPUS[20]
    path.write_text(json.dumps(expectations))
    main(["run", "--id", "qa-collective-unconscious", "--edition", "current", "--expect", str(path),
          "--report", str(tmp_path / "r.md")])
    out = capsys.readouterr().out
    assert "]52;c;b3duZWQ=" in out
    assert_no_control_characters(out, "the terminal")
