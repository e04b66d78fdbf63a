"""JUnit XML as CI systems read it, rendered from the report model (:mod:`phasecheck._report`): one
<testsuite> per rules edition, one <testcase> per scenario x edition. Which run becomes a <failure>,
an <error> or <skipped> is an :data:`Outcome` (by default, :func:`by_verdict`: a fail is a failure,
an error an error, a skip skipped), so a gate that judges by other rules (expectations) plugs its
own in. The text of a failure gives the run's facts, each failed check (the first divergence, then
the knock-on ones) with expected and observed, and the check's subject on the board where it was
judged."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any, Callable, Mapping

from . import _report
from ._report import Board, Report, Ruling, Run
from .escape import xml_text as _clean

#: how a run shows in JUnit: ("failure" | "error" | "skipped", message), or None (a plain pass)
Outcome = Callable[[Ruling, Run], "tuple[str, str] | None"]


def by_verdict(ruling: Ruling, run: Run) -> tuple[str, str] | None:
    """The default: a run's verdict decides (fail -> failure, error -> error, skip -> skipped)."""
    if run.verdict == "fail":
        first = run.first
        return "failure", (f"{len(run.failures)} check(s) did not hold; first divergence at {first.check.where}: "
                           f"{first.check.text}" if first else run.reason or "failed")
    if run.verdict == "error":
        return "error", run.reason or "error"
    if run.verdict == "skip":
        return "skipped", run.reason or "skipped"
    return None


def _subject_lines(board: Board) -> list[str]:
    """The permanents (and players) a failed check is about, as the board shows them."""
    lines = [f"  board {board.caption}: turn {board.turn}, {board.active}'s {board.step}"]
    lines += [f"    {a.name}: {a.life} life, {a.hand} in hand" for a in board.areas if a.subject]
    for card in board.cards():
        if card.subject:
            said = [f"phased out {card.phased_how} under {card.phased_under}" if card.phased == "out" else "phased in",
                    f"controlled by {card.controller}"]
            said += ["tapped"] * card.tapped + ([card.combat] if card.combat else [])
            said += [f"attached to {card.attached_to}"] * bool(card.attached_to)
            lines.append(f"    {card.id} ({card.name}): " + ", ".join(said))
    return lines


def details(run: Run) -> str:
    lines = [f"{f.label}: {f.value}" for f in run.facts()]
    for failure in run.failures:
        check = failure.check
        lines += [f"{check.where} [{failure.role}]: {check.text}", f"  expected: {check.expected}",
                  f"  observed: {check.observed}"]
        if failure.board is not None:
            lines += _subject_lines(failure.board)
    lines += [f"{key}: {value}" for key, value in run.evidence]
    return "\n".join(lines)


def _testcase(parent: ET.Element, ruling: Ruling, run: Run, outcome: Outcome) -> str | None:
    case = ET.SubElement(parent, "testcase", name=_clean(f"{ruling.id} [{run.edition}]"),
                         classname=_clean(f"phasecheck.{run.edition}"), time="0")
    if ruling.origin:
        file, _, line = ruling.origin.rpartition(":")
        case.set("file", _clean(file))
        case.set("line", line)
    shown = outcome(ruling, run)
    if shown is None:
        return None
    kind, message = shown
    element = ET.SubElement(case, kind, message=_clean(message))
    if kind != "skipped":
        element.set("type", "fail" if kind == "failure" else "error")
        element.text = _clean(details(run))
    facts = [f"{f.label}: {f.value}" for f in ruling.facts()]
    if facts:
        ET.SubElement(case, "system-out").text = _clean("\n".join(facts))
    return kind


def junit(doc: Mapping[str, Any] | Report, outcome: Outcome = by_verdict) -> str:
    report = doc if isinstance(doc, Report) else _report.read(doc)
    root = ET.Element("testsuites", name="phasecheck", tests=str(report.runs), time="0")
    everything: Counter = Counter()
    for edition in report.editions:
        runs = [(ruling, run) for ruling in report.rulings for run in ruling.runs if run.edition == edition]
        suite = ET.SubElement(root, "testsuite", name=_clean(f"phasecheck {report.engine} [{edition}]"),
                              tests=str(len(runs)), time="0", timestamp=report.date[:-1], hostname="localhost")
        properties = ET.SubElement(suite, "properties")
        for name, value in (("engine", report.engine), ("edition", edition), ("suite", report.suite),
                            ("command", " ".join(report.command))):
            ET.SubElement(properties, "property", name=name, value=_clean(value))
        found = Counter(_testcase(suite, ruling, run, outcome) for ruling, run in runs)
        for attribute, kind in (("failures", "failure"), ("errors", "error"), ("skipped", "skipped")):
            suite.set(attribute, str(found[kind]))
        everything += found
    for attribute, kind in (("failures", "failure"), ("errors", "error"), ("skipped", "skipped")):
        root.set(attribute, str(everything[kind]))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
