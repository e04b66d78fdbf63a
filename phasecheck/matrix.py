"""The compliance matrix: several results files (engines, or versions of one) in one table —
scenarios grouped by rule, a column per engine and edition, each cell a verdict linking to its
detail, with per-engine and per-rule totals. HTML and Markdown, rendered from the results alone."""
from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from .escape import html_finalize, link, markdown_code, markdown_text
from .steps.scenario import rule_order
from .results import VERDICTS, engine_label, result_editions

_ENVIRONMENT = Environment(loader=PackageLoader("phasecheck", "templates"), autoescape=select_autoescape(default=True),
                           undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, finalize=html_finalize)


@dataclass(frozen=True)
class Column:
    """One engine's verdicts under one edition."""

    engine: str
    edition: str
    verdicts: Mapping[str, str]  # scenario id -> verdict
    #: where a verdict's detail is, relative to the matrix ("" when there is none)
    detail: str


@dataclass(frozen=True)
class Matrix:
    columns: tuple[Column, ...]
    titles: Mapping[str, str]  # scenario id -> title
    groups: tuple[tuple[str, tuple[str, ...]], ...]  # rule -> scenario ids

    def cell(self, column: Column, scenario_id: str) -> str:
        return column.verdicts.get(scenario_id, "")

    def link(self, column: Column, scenario_id: str) -> str:
        return link(column.detail, f"{scenario_id}-{column.edition}") if column.detail else ""

    def totals(self, column: Column, ids: Sequence[str] | None = None) -> Counter:
        return Counter(v for i, v in column.verdicts.items() if ids is None or i in ids)


def _detail(results_path: Path, out: Path | None) -> str:
    """The report beside a results file (HTML, else Markdown), relative to where the matrix goes."""
    stem = results_path.name.removesuffix(".results.json").removesuffix(".json")
    for suffix in (".html", ".md"):
        report = results_path.with_name(stem + suffix)
        if report.is_file():
            base = out.parent if out is not None else Path.cwd()
            return Path(os.path.relpath(report.resolve(), base.resolve())).as_posix()
    return ""


def build(documents: Sequence[tuple[Path, Mapping[str, Any]]], out: Path | None = None) -> Matrix:
    columns, titles, rules = [], {}, {}
    for path, doc in documents:
        for edition in result_editions(doc):
            verdicts = {r["id"]: r["verdict"] for r in doc["results"] if r["edition"] == edition}
            columns.append(Column(engine_label(doc), edition, verdicts, _detail(path, out)))
        for scenario_id, scenario in doc["scenarios"].items():
            titles[scenario_id] = scenario["title"]
            for rule in scenario["rules"]:
                rules.setdefault(rule, set()).add(scenario_id)
    groups = tuple((rule, tuple(sorted(rules[rule]))) for rule in sorted(rules, key=rule_order))
    return Matrix(tuple(columns), titles, groups)


def markdown(matrix: Matrix) -> str:
    text = markdown_text
    heads = [f"{c.engine} [{c.edition}]" for c in matrix.columns]
    lines = ["# phasecheck compliance matrix", "",
             "| engine | edition | " + " | ".join(VERDICTS) + " |", "|---|---|" + "---|" * len(VERDICTS)]
    for column in matrix.columns:
        found = matrix.totals(column)
        lines.append(f"| {text(column.engine)} | {text(column.edition)} | " + " | ".join(str(found[v]) for v in VERDICTS) + " |")
    lines += ["", "| rule | scenario | " + " | ".join(text(h) for h in heads) + " |",
              "|---|---|" + "---|" * len(heads)]
    for rule, ids in matrix.groups:
        passes = " | ".join(f"**{matrix.totals(c, ids)['pass']}/{sum(1 for i in ids if matrix.cell(c, i))}**"
                            for c in matrix.columns)
        lines.append(f"| **{text(rule)}** | **{len(ids)} scenarios** | {passes} |")
        for scenario_id in ids:
            cells = []
            for column in matrix.columns:
                verdict, target = matrix.cell(column, scenario_id), matrix.link(column, scenario_id)
                cells.append(f"[{verdict}]({target})" if verdict and target else verdict or "—")
            lines.append(f"| {text(rule)} | {text(matrix.titles[scenario_id])} ({markdown_code(scenario_id, in_table=True)}) | "
                         + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def html(matrix: Matrix) -> str:
    return _ENVIRONMENT.get_template("matrix.html.j2").render(m=matrix, verdicts=VERDICTS)

