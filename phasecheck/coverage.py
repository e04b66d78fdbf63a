"""The rules index (rules/index.json) and what the suite covers of it.

The index lists every subrule and every statement of the source documents, each with a line in
our own words; the editions, and which source documents are theirs, are the rules concepts'
(catalogue/concepts.json):

- the current rules (``rules``): a subrule is covered by a scenario that holds in the current
  edition and is tagged with its number;
- the statements (``statements``): of the current text, of the seeds (the older editions' rules,
  their examples and notes) and of beyond-the-seeds.md. A statement is covered by a scenario that
  holds in the statement's edition and cites the statement's document and passage, in its source
  or in one of its ``also`` citations (``Also:`` lines in Gherkin).

``phasecheck coverage`` prints the table and fails when anything has no scenario, when a scenario
is tagged with a rule the index does not know, or cites a passage of an indexed document that the
index does not list.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from . import schemas
from .catalogue import concepts
from .errors import InputError
from .escape import anchor, markdown_code, markdown_text

#: rules/ at the top of a checkout, or phasecheck/rules inside an installed distribution
INDEX_FILE = next((p for p in (Path(__file__).resolve().parent.parent / "rules" / "index.json",
                               Path(__file__).resolve().parent / "rules" / "index.json") if p.is_file()),
                  Path(__file__).resolve().parent / "rules" / "index.json")
RULE_NUMBER = re.compile(r"^(\d{3}\.\d+[a-z]?)\b")


@dataclass(frozen=True)
class Entry:
    """One line of the coverage table: a subrule or a statement, and the scenarios that cover it."""

    edition: str
    #: the rule number (current rules), or "document: passage" (statements)
    key: str
    summary: str
    scenarios: tuple[str, ...]

    @property
    def covered(self) -> bool:
        return bool(self.scenarios)


@dataclass(frozen=True)
class Coverage:
    entries: tuple[Entry, ...]
    #: what the scenarios name that the index does not know: unknown rule tags, unlisted passages
    strays: tuple[str, ...]

    @property
    def uncovered(self) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if not e.covered)

    @property
    def complete(self) -> bool:
        return not self.uncovered and not self.strays


@lru_cache(maxsize=None)
def load_index(path: Path = INDEX_FILE) -> dict[str, Any]:
    """The rules index, checked against schemas/rules.schema.json."""
    return schemas.load_valid(path, "rules", "rules index")


def citations(scenario: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(document, passage) of the scenario's source and of each of its other citations."""
    source = scenario["source"]
    return [(c["document"], c["passage"]) for c in [source, *source.get("also", ())]]


def coverage(index: Mapping[str, Any], scenarios: Iterable[Mapping[str, Any]]) -> Coverage:
    scenarios = sorted(scenarios, key=lambda s: s["id"])
    today = next(e.name for e in concepts().editions if e.ends is None)  # the edition of the rules' entries
    entries: list[Entry] = []
    for rule in index["rules"]:
        found = tuple(s["id"] for s in scenarios if today in s["editions"] and rule["rule"] in s["rules"])
        entries.append(Entry(today, rule["rule"], rule["summary"], found))
    for statement in index["statements"]:
        cited = (statement["document"], statement["passage"])
        found = tuple(s["id"] for s in scenarios
                      if statement["edition"] in s["editions"] and cited in citations(s))
        entries.append(Entry(statement["edition"], f"{cited[0]}: {cited[1]}", statement["summary"], found))
    return Coverage(tuple(entries), tuple(_strays(index, scenarios)))


def _strays(index: Mapping[str, Any], scenarios: list[Mapping[str, Any]]) -> Iterable[str]:
    rules = {r["rule"] for r in index["rules"]} | {
        m.group(1) for s in index["statements"] if (m := RULE_NUMBER.match(s["passage"]))}
    documents = {d for edition in concepts().editions for d in edition.documents}
    passages = {(s["document"], s["passage"]) for s in index["statements"]}
    for scenario in scenarios:
        for rule in scenario["rules"]:
            if rule not in rules:
                yield f'{scenario["id"]}: @rule:{rule} is not in the rules index'
        for document, passage in citations(scenario):
            if document in documents and (document, passage) not in passages:
                yield f'{scenario["id"]}: cites "{document}: {passage}", a passage the rules index does not list'


def table(result: Coverage, index: Mapping[str, Any], verdicts: Mapping[tuple[str, str], str] | None = None) -> str:
    """The coverage table in Markdown: per edition, each subrule or statement and its scenarios
    (with each one's verdict in that edition, when ``verdicts`` gives them)."""
    lines: list[str] = []
    for edition in newest_first():
        name = edition.name
        mine = [e for e in result.entries if e.edition == name]
        lines += [f"### Edition {name}: {markdown_text(edition.title)}", "",
                  f"{sum(e.covered for e in mine)} of {len(mine)} covered.", "",
                  "| rule or statement | in our words | scenarios |", "|---|---|---|"]
        for entry in mine:
            shown = ", ".join(_scenario(s, name, verdicts) for s in entry.scenarios) or "**none**"
            lines.append(f"| {markdown_text(entry.key)} | {markdown_text(entry.summary)} | {shown} |")
        lines.append("")
    return "\n".join(lines)


def newest_first() -> list[Any]:
    """The editions, the newest first: the order of the coverage tables."""
    return list(reversed(concepts().editions))


def _scenario(scenario_id: str, edition: str, verdicts: Mapping[tuple[str, str], str] | None) -> str:
    shown = markdown_code(scenario_id, in_table=True)
    verdict = verdicts.get((scenario_id, edition)) if verdicts is not None else None
    return f"[{shown}](#{anchor(scenario_id + '-' + edition)}) ({verdict})" if verdict else shown
