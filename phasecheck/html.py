"""The HTML ruling report: one self-contained page (no network, no external assets), rendered from
the report model (:mod:`phasecheck._report`) with Jinja2, everything escaped. A summary with one
row per ruling and its editions side by side, filterable; then one folded section per ruling: its
question, ruling, rules and linked sources, each run that did not pass with its failures (the first
divergence apart from the knock-on ones) and the board where each was judged, drawn: each player's
permanents as cards, the check's subject outlined, tapped ones turned, phased-out ones apart
(directly or indirectly, and under whom), attachments on their host, counters, damage and combat."""
from __future__ import annotations

from typing import Any, Iterator, Mapping

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from . import _report
from ._report import Board, Report, Ruling
from .escape import anchor, html_finalize, public_url
from .results import VERDICTS

ENVIRONMENT = Environment(loader=PackageLoader("phasecheck", "templates"), autoescape=select_autoescape(default=True),
                          undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, finalize=html_finalize)
ENVIRONMENT.globals["public_url"] = public_url


def board(state: Mapping[str, Any]) -> Board:
    """A game state alone as the board the reports draw (the explore report's boards)."""
    return _report.drawn(state)


def ruling_boards(ruling: Ruling) -> list[tuple[list[str], tuple[Board, ...]]]:
    """The boards of a ruling's runs, each set drawn once: the editions whose runs saw the same
    boards, and those boards."""
    found: list[tuple[list[str], tuple[Board, ...]]] = []
    for run in ruling.runs:
        if not run.boards:
            continue
        same = next((editions for editions, boards in found if boards == run.boards), None)
        if same is not None:
            same.append(run.edition)
        else:
            found.append(([run.edition], run.boards))
    return found


def _coverage(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Per edition, each entry of the rules index with the run's scenarios covering it and their
    verdicts."""
    from .coverage import coverage, load_index, newest_first

    index = load_index()
    verdicts = {(r["id"], r["edition"]): r["verdict"] for r in doc["results"]}
    found = coverage(index, doc["scenarios"].values())
    from .citations import known

    return [{"edition": e.name, "title": e.title,
             "documents": [{"id": d, "title": d} | known(d, "") for d in e.documents],
             "entries": [{"key": x.key, "summary": x.summary,
                          "scenarios": [{"id": i, "verdict": verdicts.get((i, x.edition)),
                                         "anchor": anchor(f"{i}-{x.edition}")} for i in x.scenarios]}
                         for x in found.entries if x.edition == e.name],
             "cells": [{"key": c.key, "axis": c.axis, "case": c.case,
                        "scenarios": [{"id": i, "verdict": verdicts.get((i, c.played_in)),
                                       "anchor": anchor(f"{i}-{c.played_in}")} for i in c.scenarios]}
                       for c in found.cells if c.edition == e.name]}
            for e in newest_first()]


def html(doc: Mapping[str, Any] | Report, rule_summaries: Mapping[str, str] | None = None) -> str:
    return "".join(html_chunks(doc, rule_summaries))


def html_chunks(doc: Mapping[str, Any] | Report, rule_summaries: Mapping[str, str] | None = None) -> Iterator[str]:
    """The page, a piece at a time (a large report is written without being held whole)."""
    report = doc if isinstance(doc, Report) else _report.read(doc, rule_summaries)
    return ENVIRONMENT.get_template("report.html.j2").generate(
        report=report, verdicts=VERDICTS, coverage=_coverage(report.doc), ruling_boards=ruling_boards,
        first=_report.FIRST)
