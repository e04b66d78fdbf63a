"""The rules index (rules/index.json) and what the suite covers of it.

The index lists every subrule and every statement of the source documents, each with a line in
our own words; the editions, and which source documents are theirs, are the rules concepts'
(catalogue/concepts.json):

- the current rules (``rules``): a subrule is covered by a scenario that holds in the current
  edition and is tagged with its number;
- the statements (``statements``): of the current text, of the seeds (the older editions' rules,
  their examples and notes) and of the cases beyond the seeds (``engine-bugs``). A statement is covered by a scenario that
  holds in the statement's edition and cites the statement's document and passage, in its source
  or in one of its ``also`` citations (``Also:`` lines in Gherkin).

A rule or statement may also name the axes on which engines go wrong that apply to it (``axes``:
each axis of the rules concepts with the cases that apply, catalogue/concepts.json). Each case is a
cell of the rule x axis table: covered by a scenario that covers the rule (or statement) and
exhibits the case, as :mod:`phasecheck.axes` derives it from the scenario and from the reference
engine's play of it in that edition (the current edition for a rule; an axis whose cases are
the editions asks only that the scenario hold in each).

``phasecheck coverage`` prints both tables and fails when anything has no scenario, when a cell of
the rule x axis table has none, when a scenario is tagged with a rule the index does not know, or
cites a passage of an indexed document that the index does not list.
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
from .escape import anchor, markdown_code, markdown_text, public_url

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
class Cell:
    """One cell of the rule x axis table: a case of an axis that applies to a subrule or statement,
    and the scenarios covering that entry that exhibit it."""

    edition: str
    key: str
    axis: str
    case: str
    scenarios: tuple[str, ...]

    @property
    def covered(self) -> bool:
        return bool(self.scenarios)

    @property
    def played_in(self) -> str:
        """The edition whose verdicts on its scenarios matter: the case's, for an axis whose cases
        are the editions; else the entry's."""
        return self.case if concepts().axis(self.axis).by_edition else self.edition


@dataclass(frozen=True)
class Coverage:
    entries: tuple[Entry, ...]
    #: what the scenarios name that the index does not know: unknown rule tags, unlisted passages
    strays: tuple[str, ...]
    #: the rule x axis table, in the order of the entries
    cells: tuple[Cell, ...] = ()

    @property
    def uncovered(self) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if not e.covered)

    @property
    def uncovered_cells(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.cells if not c.covered)

    @property
    def complete(self) -> bool:
        return not self.uncovered and not self.strays and not self.uncovered_cells


@lru_cache(maxsize=None)
def load_index(path: Path = INDEX_FILE) -> dict[str, Any]:
    """The rules index, checked against schemas/rules.schema.json."""
    return schemas.load_valid(path, "rules", "rules index")


def citations(scenario: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(document, passage) of the scenario's source and of each of its other citations."""
    source = scenario["source"]
    return [(c["document"], c["passage"]) for c in [source, *source.get("also", ())]]


def coverage(index: Mapping[str, Any], scenarios: Iterable[Mapping[str, Any]], *, axes: bool = True) -> Coverage:
    """What the scenarios cover of the index; with ``axes``, the rule x axis table too (the
    reference engine plays the scenarios that cover an entry with axes, in its edition)."""
    scenarios = sorted(scenarios, key=lambda s: s["id"])
    today = next(e.name for e in concepts().editions if e.ends is None)  # the edition of the rules' entries
    entries: list[Entry] = []
    cells: list[Cell] = []
    for rule in index["rules"]:
        found = [s for s in scenarios if today in s["editions"] and rule["rule"] in s["rules"]]
        entries.append(Entry(today, rule["rule"], rule["summary"], tuple(s["id"] for s in found)))
        if axes:
            cells += _cells(today, rule["rule"], rule.get("axes", {}), found)
    for statement in index["statements"]:
        cited = (statement["document"], statement["passage"])
        found = [s for s in scenarios if statement["edition"] in s["editions"] and cited in citations(s)]
        key = f"{cited[0]}: {cited[1]}"
        entries.append(Entry(statement["edition"], key, statement["summary"], tuple(s["id"] for s in found)))
        if axes:
            cells += _cells(statement["edition"], key, statement.get("axes", {}), found)
    return Coverage(tuple(entries), tuple(_strays(index, scenarios)), tuple(cells))


def _cells(edition: str, key: str, applying: Mapping[str, list[str]], found: list[Mapping[str, Any]]) -> list[Cell]:
    """The cells of one entry: each case of each axis that applies, with the scenarios covering the
    entry that exhibit it, played in the entry's edition."""
    from .axes import exhibited

    return [Cell(edition, key, axis, case, tuple(s["id"] for s in found if (axis, case) in exhibited(s, edition)))
            for axis, cases in applying.items() for case in cases]


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
        lines += [f"### Edition {name}: {markdown_text(edition.title)}", "", *documents(edition.documents),
                  f"{sum(e.covered for e in mine)} of {len(mine)} covered.", "",
                  "| rule or statement | in our words | scenarios |", "|---|---|---|"]
        for entry in mine:
            shown = ", ".join(_scenario(s, name, verdicts) for s in entry.scenarios) or "**none**"
            lines.append(f"| {markdown_text(entry.key)} | {markdown_text(entry.summary)} | {shown} |")
        lines.append("")
    return "\n".join(lines)


def documents(ids: Iterable[str]) -> list[str]:
    """The documents of an edition as a reader finds them (rules/sources.json), each after the id its
    statements are listed under: title, publisher and date, linked where public."""
    from .citations import known

    lines = []
    for ident in ids:
        found = known(ident, "")
        title = markdown_text(found.get("title", ident))
        url = public_url(found.get("url", ""))
        said = ", ".join(markdown_text(found[k]) for k in ("publisher", "date") if found.get(k))
        lines.append(f"- {markdown_code(ident)}: " + (f"[{title}]({url})" if url else title) + (f" ({said})" if said else ""))
    return lines + [""] if lines else []


def axes_table(result: Coverage, verdicts: Mapping[tuple[str, str], str] | None = None, shown: int = 3) -> str:
    """The rule x axis table in Markdown: per edition, each subrule or statement with each axis that
    applies to it, and for each case the scenarios that exhibit it (the first ``shown`` named)."""
    lines: list[str] = []
    for edition in newest_first():
        name = edition.name
        mine = [c for c in result.cells if c.edition == name]
        if not mine:
            continue
        lines += [f"### Rule x axis, edition {name}", "",
                  f"{sum(c.covered for c in mine)} of {len(mine)} cases covered "
                  "(docs/axes.md says how a scenario is found to exhibit each).", "",
                  "| rule or statement | axis | cases: the scenarios that exhibit each |", "|---|---|---|"]
        rows: dict[tuple[str, str], list[Cell]] = {}
        for cell in mine:
            rows.setdefault((cell.key, cell.axis), []).append(cell)
        for (key, axis), cells in rows.items():
            said = "; ".join(f"{markdown_text(c.case)}: {_some(c.scenarios, c.played_in, verdicts, shown)}" for c in cells)
            lines.append(f"| {markdown_text(key)} | {markdown_text(axis)} | {said} |")
        lines.append("")
    return "\n".join(lines)


def _some(scenarios: tuple[str, ...], edition: str, verdicts: Mapping[tuple[str, str], str] | None, shown: int) -> str:
    if not scenarios:
        return "**none**"
    named = ", ".join(_scenario(s, edition, verdicts) for s in scenarios[:shown])
    return named + (f" and {len(scenarios) - shown} more" if len(scenarios) > shown else "")


def newest_first() -> list[Any]:
    """The editions, the newest first: the order of the coverage tables."""
    return list(reversed(concepts().editions))


def _scenario(scenario_id: str, edition: str, verdicts: Mapping[tuple[str, str], str] | None) -> str:
    shown = markdown_code(scenario_id, in_table=True)
    verdict = verdicts.get((scenario_id, edition)) if verdicts is not None else None
    return f"[{shown}](#{anchor(scenario_id + '-' + edition)}) ({verdict})" if verdict else shown
