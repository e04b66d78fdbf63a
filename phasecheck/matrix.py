"""The compliance matrix: several results files (engines, or versions of one) side by side, rendered
from their report models (:mod:`phasecheck._report`). Each scenario is one row, counted once, under
its first rule (its other rules beside it); a column per engine and edition, each cell a verdict
linking to its detail, its run's facts as its title. Then where engines disagree (a scenario x
edition given different verdicts, skips aside) and, for several versions of one engine, what
changed from each version to the next. HTML (filters by verdict, edition, rule and engine) and
Markdown."""
from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from . import _report
from ._report import Report, Ruling, Run
from .escape import link, markdown_code, markdown_text
from .html import ENVIRONMENT
from .results import VERDICTS
from .steps.scenario import rule_order


@dataclass(frozen=True)
class Column:
    """One engine's runs under one edition."""

    engine: str
    name: str
    version: str
    edition: str
    runs: Mapping[str, Run]  # scenario id -> run
    #: where a verdict's detail is, relative to the matrix ("" when there is none)
    detail: str

    @property
    def label(self) -> str:
        return f"{self.engine} [{self.edition}]"


@dataclass(frozen=True)
class Change:
    """A scenario x edition whose verdict differs from one version of an engine to the next."""

    scenario: str
    edition: str
    before: str
    after: str


@dataclass(frozen=True)
class Matrix:
    columns: tuple[Column, ...]
    rulings: Mapping[str, Ruling]  # scenario id -> its ruling (the first results file's that has it)
    groups: tuple[tuple[str, tuple[str, ...]], ...]  # first rule -> scenario ids
    #: (engine name, earlier version, later version) -> the changes between them
    releases: tuple[tuple[tuple[str, str, str], tuple[Change, ...]], ...]

    def cell(self, column: Column, scenario_id: str) -> str:
        run = column.runs.get(scenario_id)
        return run.verdict if run else ""

    def title(self, column: Column, scenario_id: str) -> str:
        """The run's facts but its verdict (the cell says it), one per line (:func:`phasecheck._report.facts`)."""
        run = column.runs.get(scenario_id)
        return "\n".join(f"{f.label}: {f.value}" for f in run.facts() if f.label != "verdict") if run else ""

    def link(self, column: Column, scenario_id: str) -> str:
        return link(column.detail, f"{scenario_id}-{column.edition}") if column.detail else ""

    def totals(self, column: Column, ids: Sequence[str] | None = None) -> Counter:
        return Counter(run.verdict for i, run in column.runs.items() if ids is None or i in ids)

    @property
    def scenarios(self) -> int:
        return len(self.rulings)

    def disagreements(self) -> list[tuple[str, str, dict[str, str]]]:
        """Each scenario x edition that engines judged differently (skips aside): scenario id, edition,
        and each engine's verdict."""
        found = []
        for _, ids in self.groups:
            for scenario_id in ids:
                for edition in dict.fromkeys(c.edition for c in self.columns):
                    verdicts = {c.engine: self.cell(c, scenario_id) for c in self.columns if c.edition == edition}
                    judged = {v for v in verdicts.values() if v and v != "skip"}
                    if len(judged) > 1:
                        found.append((scenario_id, edition, verdicts))
        return found

    def disagrees(self, scenario_id: str) -> bool:
        return any(s == scenario_id for s, _, _ in self.disagreements_cached)

    @property
    def disagreements_cached(self) -> list[tuple[str, str, dict[str, str]]]:
        cached = self.__dict__.get("_disagreements")
        if cached is None:
            cached = self.disagreements()
            object.__setattr__(self, "_disagreements", cached)
        return cached


def _detail(results_path: Path, out: Path | None) -> str:
    """The report beside a results file (HTML, else Markdown), relative to where the matrix goes."""
    stem = results_path.name.removesuffix(".results.json").removesuffix(".json")
    for suffix in (".html", ".md"):
        report = results_path.with_name(stem + suffix)
        if report.is_file():
            base = out.parent if out is not None else Path.cwd()
            return Path(os.path.relpath(report.resolve(), base.resolve())).as_posix()
    return ""


def _releases(reports: Sequence[Report]) -> tuple[tuple[tuple[str, str, str], tuple[Change, ...]], ...]:
    """For each engine given in several versions, the changes from each version to the next, in the
    order the results files were given."""
    by_name: dict[str, list[Report]] = {}
    for report in reports:
        if report.engine_name:
            by_name.setdefault(report.engine_name, []).append(report)
    found = []
    for name, versions in by_name.items():
        for before, after in zip(versions, versions[1:]):
            was = {(r.id, run.edition): run.verdict for r in before.rulings for run in r.runs}
            changes = tuple(Change(r.id, run.edition, was.get((r.id, run.edition), "new"), run.verdict)
                            for r in after.rulings for run in r.runs
                            if was.get((r.id, run.edition), "new") != run.verdict)
            found.append(((name, before.engine_version, after.engine_version), changes))
    return tuple(found)


def build(documents: Sequence[tuple[Path, Mapping[str, Any] | Report]], out: Path | None = None) -> Matrix:
    """The matrix of results documents (or their report models), each with the path it was read from."""
    reports = [(path, doc if isinstance(doc, Report) else _report.read(doc)) for path, doc in documents]
    columns, rulings = [], {}
    for path, report in reports:
        for edition in report.editions:
            runs = {r.id: run for r in report.rulings for run in r.runs if run.edition == edition}
            columns.append(Column(report.engine, report.engine_name, report.engine_version, edition, runs,
                                  _detail(path, out)))
        for ruling in report.rulings:
            rulings.setdefault(ruling.id, ruling)
    first_rule: dict[str, list[str]] = {}
    for ruling in rulings.values():
        primary = min(ruling.rule_numbers, key=rule_order) if ruling.rule_numbers else "no rule"
        first_rule.setdefault(primary, []).append(ruling.id)
    groups = tuple((rule, tuple(sorted(first_rule[rule]))) for rule in sorted(first_rule, key=rule_order))
    return Matrix(tuple(columns), rulings, groups, _releases([r for _, r in reports]))


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def markdown(matrix: Matrix) -> str:
    text = markdown_text
    lines = ["# phasecheck compliance matrix", "",
             f"{_plural(matrix.scenarios, 'scenario')}, each counted once (under its first rule); "
             f"{_plural(len(matrix.columns), 'column')} (engine x edition).", "",
             "| engine | edition | " + " | ".join(VERDICTS) + " |", "|---|---|" + "---|" * len(VERDICTS)]
    for column in matrix.columns:
        found = matrix.totals(column)
        lines.append(f"| {text(column.engine)} | {text(column.edition)} | " + " | ".join(str(found[v]) for v in VERDICTS) + " |")
    disagreements = matrix.disagreements_cached
    engines = list(dict.fromkeys(c.engine for c in matrix.columns))
    lines += ["", "## Where engines disagree", ""]
    if disagreements:
        lines += ["| scenario | edition | " + " | ".join(text(e) for e in engines) + " |", "|---|---|" + "---|" * len(engines)]
        lines += [f"| {text(matrix.rulings[s].title)} ({markdown_code(s, in_table=True)}) | {text(e)} | "
                  + " | ".join(text(v.get(engine, "")) or "—" for engine in engines) + " |" for s, e, v in disagreements]
    else:
        lines.append("No scenario x edition was given different verdicts (skips aside).")
    for (name, before, after), changes in matrix.releases:
        lines += ["", f"## {text(name)}: from {text(before)} to {text(after)}", ""]
        if changes:
            lines += ["| scenario | edition | before | after |", "|---|---|---|---|"]
            lines += [f"| {markdown_code(c.scenario, in_table=True)} | {text(c.edition)} | {text(c.before)} | {text(c.after)} |"
                      for c in changes]
        else:
            lines.append("No verdict changed.")
    heads = [text(c.label) for c in matrix.columns]
    lines += ["", "## By rule", "", "| rule | scenario | other rules | " + " | ".join(heads) + " |",
              "|---|---|---|" + "---|" * len(heads)]
    for rule, ids in matrix.groups:
        passes = " | ".join(f"**{matrix.totals(c, ids)['pass']}/{sum(1 for i in ids if matrix.cell(c, i))}**"
                            for c in matrix.columns)
        lines.append(f"| **{text(rule)}** | **{_plural(len(ids), 'scenario')}** | | {passes} |")
        for scenario_id in ids:
            ruling = matrix.rulings[scenario_id]
            cells = []
            for column in matrix.columns:
                verdict, target = matrix.cell(column, scenario_id), matrix.link(column, scenario_id)
                title = matrix.title(column, scenario_id).replace("\n", "; ").replace('"', "'")
                shown = f"[{verdict}]({target}" + (f' "{text(title)}"' if title else "") + ")" if verdict and target \
                    else verdict or "—"
                cells.append(shown)
            others = ", ".join(r for r in ruling.rule_numbers if r != rule)
            lines.append(f"| {text(rule)} | {text(ruling.title)} ({markdown_code(scenario_id, in_table=True)}) | "
                         f"{text(others)} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def html(matrix: Matrix) -> str:
    return ENVIRONMENT.get_template("matrix.html.j2").render(m=matrix, verdicts=VERDICTS,
                                                             engines=list(dict.fromkeys(c.engine for c in matrix.columns)),
                                                             editions=list(dict.fromkeys(c.edition for c in matrix.columns)),
                                                             rules=[rule for rule, _ in matrix.groups])
