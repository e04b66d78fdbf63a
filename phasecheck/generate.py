"""What is made from the rules concepts (catalogue/concepts.json), never written by hand:

- ``schemas/terms.schema.json``: the editions, step names, answer kinds (with each answer's JSON
  shape), counted events and event kinds, which the other schemas ``$ref``;
- ``docs/editions.md``: a section per edition (dates, rules, sources, what the reference engine
  models and what not);
- ``docs/axes.md``: the axes on which engines go wrong, each case with how a scenario is found to
  exhibit it;
- the tables of docs/engines.md (editions, answers, events) and of features/README.md (answers)
  between their ``<!-- generated: NAME -->`` and ``<!-- end of NAME -->`` lines.

``python -m phasecheck.generate`` writes them in a checkout; ``--check`` writes nothing and exits 1
if any is out of date (a test runs it). ``PHASECHECK_CONCEPTS`` tries the data of another file.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import textwrap
from pathlib import Path
from typing import Any, Callable, Sequence

from .catalogue import Concepts, concepts

ROOT = Path(__file__).resolve().parent.parent
TERMS = "schemas/terms.schema.json"
EDITIONS_PAGE = "docs/editions.md"
AXES_PAGE = "docs/axes.md"
HOW = "python -m phasecheck.generate"
WIDTH = 100


# --- schemas/terms.schema.json ------------------------------------------------------------------

def terms_schema(data: Concepts) -> dict[str, Any]:
    defaults = "; ".join(f"{a.name}: {a.default}" for a in data.answer_kinds)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://phasecheck.invalid/schemas/terms.schema.json",
        "title": "phasecheck terms",
        "description": f"Generated from catalogue/concepts.json by `{HOW}`: do not edit. The rules concepts "
                       "every other schema names: editions, steps, answer kinds, counted events, event kinds and axes.",
        "$defs": {
            "edition": {"enum": list(data.edition_names),
                        "description": "A rules edition: a dated rule set (docs/editions.md)."},
            "step_name": {"enum": list(data.step_names), "description": "A step of a turn (a main phase counts as one)."},
            "answer_kind": {
                "enum": list(data.answer_names),
                "description": "The kind of choice an answer is for. A choice with no answer takes the default, the "
                               f"same in every engine: {defaults}."},
            "answer_value": {"allOf": [
                {"if": {"properties": {"choice": {"const": a.name}}}, "then": {"properties": {"answer": a.value.schema}}}
                for a in data.answer_kinds]},
            "counted_event": {"enum": [c.event for c in data.event_counts],
                              "description": "An event an 'event' check counts."},
            "complete_event": {"enum": list(data.mandatory_events),
                               "description": "A kind of event an engine may declare it reports every time."},
            "event": {"type": "object", "required": ["type"], "oneOf": [
                {"additionalProperties": False, "required": [name for name, _ in kind.fields],
                 "properties": {"type": {"const": kind.type}, **dict(kind.fields)}}
                for kind in data.event_kinds]},
            "axes": _axes_schema(data, statement=False),
            "statement_axes": _axes_schema(data, statement=True),
        },
    }


def _axes_schema(data: Concepts, statement: bool) -> dict[str, Any]:
    """The axes that apply to a rule (or to a statement, which has an edition of its own: no axis whose
    cases are the editions), each with the cases that apply."""
    axes = [a for a in data.axes if not (statement and a.by_edition)]
    return {"type": "object", "additionalProperties": False, "minProperties": 1,
            "description": f"The axes on which engines go wrong that apply to this {'statement' if statement else 'rule'}, "
                           "each with the cases that apply (docs/axes.md).",
            "properties": {a.name: {"type": "array", "minItems": 1, "uniqueItems": True,
                                    "items": {"enum": [c.name for c in a.cases]}} for a in axes}}


def schema_text(schema: dict[str, Any]) -> str:
    """One $defs entry a line, as the other schemas are written."""
    head = {k: v for k, v in schema.items() if k != "$defs"}
    lines = ["{"] + [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    lines.append('  "$defs": {')
    entries = [f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in schema["$defs"].items()]
    lines += [entry + ("," if n < len(entries) - 1 else "") for n, entry in enumerate(entries)]
    return "\n".join(lines + ["  }", "}"]) + "\n"


# --- docs/editions.md ---------------------------------------------------------------------------

def _document(ident: str) -> str:
    """A source document as a reader finds it (rules/sources.json), after the id it is cited by."""
    from .citations import known

    found = known(ident, "")
    title = found.get("title", ident)
    said = ", ".join(found[k] for k in ("publisher", "date") if found.get(k))
    shown = f"[{title}]({found['url']})" if found.get("url") else title
    return f"`{ident}`: {shown}" + (f" ({said})" if said else "")


def _dates(starts: str, ends: str | None) -> str:
    return f"{starts} to {ends}" if ends else f"since {starts}"


def _wrapped(text: str, indent: str = "") -> list[str]:
    """Prose at the width of the hand-written pages; a following line indented by ``indent``."""
    return textwrap.wrap(text, WIDTH, subsequent_indent=indent, break_long_words=False, break_on_hyphens=False)


def _bullets(items: Sequence[str], none: str) -> list[str]:
    return [line for item in items for line in _wrapped(f"- {item}", "  ")] if items else [f"_{none}_"]


def _page_head(title: str) -> list[str]:
    """The title of a page made from the concepts, and the line that says so."""
    return [f"# {title}", "", f"<!-- Generated from catalogue/concepts.json by `{HOW}`: edit the data, not this page. -->", ""]


def editions_page(data: Concepts) -> str:
    lines = [*_page_head("Rules editions"),
             *_wrapped("The source documents of the suite span several eras of the Comprehensive Rules, and they disagree. "
             "An edition is a dated rule set: it names the dates it covers and the rules documents it follows, and "
             "a scenario that names an edition (`@edition:` in Gherkin, `editions` in JSON) must hold on every one "
             "of those dates. An engine declares the editions it implements, and phasecheck plays each scenario "
             "under each edition both name. Whatever the edition, engines report phasing the same way "
             "([engines.md](engines.md), §1)."), "",
             "| edition | dates (both included) | rules |", "|---|---|---|"]
    lines += [f"| [`{e.name}`](#{_anchor(e.name)}) | {_dates(e.starts, e.ends)} | {_cell(e.title)} |"
              for e in data.editions]
    for e in data.editions:
        lines += ["", f"## {e.name}", "", *_wrapped(f"**{e.title}.** {e.description}"), "",
                  f"**Dates:** {_dates(e.starts, e.ends)}, both included.", "", "**Rules it follows:**", ""]
        lines += _bullets(e.rules, "none listed")
        lines += ["", *_wrapped("**Source documents of the suite** (their statements are in `rules/index.json`; "
                                "`phasecheck coverage` lists the scenarios that play each):"), ""]
        lines += _bullets([_document(d) for d in e.documents], "none")
        lines += ["", "**What the reference engine models** of the rules of its day:", ""]
        lines += _bullets(e.models, "not listed yet")
        lines += ["", "**What it does not model** (no scenario of this edition may depend on it):", ""]
        lines += _bullets(e.does_not_model, "not listed yet")
    return "\n".join(lines) + "\n"


# --- docs/axes.md ------------------------------------------------------------------------------

def axes_page(data: Concepts) -> str:
    lines = [*_page_head("The axes on which engines go wrong"),
             *_wrapped("A scenario checks one rule in one situation; an engine that is right in that situation can be "
                       "wrong in the next one. The axes below are the neighbouring situations where engines go "
                       "wrong. `rules/index.json` says, rule by rule (and for some statements of the older "
                       "editions), which cases of which axes apply; `phasecheck coverage` shows the rule x axis "
                       "table and fails when a case that applies to a rule is exhibited by no scenario tagged with "
                       "it (for a statement: citing it)."), "",
             *_wrapped("Which cases a scenario exhibits is derived, never tagged by hand: from the scenario (its "
                       "players, its actions, its checks, the text of the cards it casts and activates, as the card "
                       "pool gives it) and from what the reference engine observes as it plays the scenario's play "
                       "with an observation after every action (`phasecheck/axes.py`, one function per case, joined "
                       "to this data by name). A rule's cells count the scenarios tagged with it that hold in the "
                       "current edition, played in it; a statement's, those citing it that hold in its edition, "
                       "played in that edition; the edition axis asks only that a scenario tagged with the rule hold "
                       "in each edition. Each case below says in one line what is looked for; where the observations "
                       "can't show it all, the line says so."), "",
             *_wrapped("A derivation looks at the whole scenario, not at the rule: a scenario tagged with two rules "
                       "exhibits its cases for both. The judgment of which cases apply to a rule is the index's; the "
                       "finding that a scenario exhibits one is the machine's."), ""]
    for axis in data.axes:
        lines += [f"## {axis.name}", "", *_wrapped(axis.what), "", "| case | a scenario exhibits it when |", "|---|---|"]
        lines += [f"| {_cell(c.name)} | {_cell(c.derived)} |" for c in axis.cases]
        lines.append("")
    return "\n".join(lines)


def _anchor(name: str) -> str:
    return re.sub(r"[^a-z0-9 -]", "", name.lower()).replace(" ", "-")


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


# --- tables inside hand-written pages ----------------------------------------------------------

def editions_table(data: Concepts) -> str:
    rows = [f"| `{e.name}` | {_dates(e.starts, e.ends)} | {_cell(e.description)} |" for e in data.editions]
    return "\n".join(["| edition | dates | what differs |", "|---|---|---|", *rows]) + "\n"


def answers_table(data: Concepts) -> str:
    rows = [f"| `{a.name}` | {_cell(a.value.said)} | {_cell(a.matched_to)} | {_cell(a.default)} |"
            for a in data.answer_kinds]
    return "\n".join(["| `choice` | `answer` | matched to | unanswered |", "|---|---|---|---|", *rows]) + "\n"


def _fields(kind: Any) -> str:
    return ", ".join(f"`{name}`" for name, _ in kind.fields)


def events_table(data: Concepts, mandatory: bool) -> str:
    rows = [f"| `{k.type}` | {_fields(k)} | {_cell(k.when)} |" for k in data.event_kinds if k.mandatory == mandatory]
    return "\n".join(["| `type` | fields | when |", "|---|---|---|", *rows]) + "\n"


def sentences_table(data: Concepts) -> str:
    rows = [f"| `{a.example}` | {_cell(a.matched_to)} | {_cell(a.default)} |" for a in data.answer_kinds]
    return "\n".join(["| sentence | answers | unanswered |", "|---|---|---|", *rows]) + "\n"


#: page -> (block name -> what fills it)
BLOCKS: dict[str, dict[str, Callable[[Concepts], str]]] = {
    "docs/engines.md": {"editions": editions_table, "answers": answers_table,
                        "mandatory events": lambda d: events_table(d, True),
                        "optional events": lambda d: events_table(d, False)},
    "features/README.md": {"answers": sentences_table},
}


def filled(text: str, blocks: dict[str, Callable[[Concepts], str]], data: Concepts, page: str) -> str:
    for name, make in blocks.items():
        begin, end = f"<!-- generated: {name} ({HOW}) -->\n", f"<!-- end of {name} -->"
        if begin not in text or end not in text:
            raise ValueError(f"{page} has no block {begin.strip()} ... {end}")
        head, _, rest = text.partition(begin)
        _, _, tail = rest.partition(end)
        text = head + begin + make(data) + end + tail
    return text


# --- all of it --------------------------------------------------------------------------------

def generated(data: Concepts, root: Path = ROOT) -> dict[str, str]:
    """Every file made from the concepts: its path in the checkout -> what it must hold."""
    files = {TERMS: schema_text(terms_schema(data)), EDITIONS_PAGE: editions_page(data), AXES_PAGE: axes_page(data)}
    for page, blocks in BLOCKS.items():
        files[page] = filled((root / page).read_text(encoding="utf-8"), blocks, data, page)
    return files


def stale(data: Concepts, root: Path = ROOT) -> list[str]:
    """The files that differ from what the concepts make."""
    out = []
    for name, text in generated(data, root).items():
        path = root / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            out.append(name)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=f"{HOW}", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file is out of date")
    args = parser.parse_args(argv)
    data = concepts()
    if args.check:
        out = stale(data)
        for name in out:
            print(f"{name} is out of date: run `{HOW}`", file=sys.stderr)
        return 1 if out else 0
    for name, text in generated(data).items():
        path = ROOT / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
