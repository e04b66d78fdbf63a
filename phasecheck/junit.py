"""JUnit XML as CI systems read it, rendered from the report model (:mod:`phasecheck._report`): one
<testsuite> per rules edition, one <testcase> per scenario x edition (named as pytest names it,
``<id>[<edition>]``), with its real duration. Which run becomes a <failure>, an <error> or <skipped>
is an :data:`Outcome`: by default :func:`by_verdict` (a fail is a failure, an error an error, a skip
skipped); given the regression gate's verdict (run --expect), :func:`by_gate`, which follows the
decision the model carries for each run: only what fails the gate is a <failure> or an <error>, an
expected failure or a new one that does not fail the gate is <skipped> with why, and each case names
its class in a ``gate`` property. The text of a failure gives the run's facts, each failed check (the
first divergence, then the knock-on ones) with expected and observed, and the check's subject on the
board where it was judged."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, Mapping

from . import _report
from ._report import Board, Report, Ruling, Run
from .escape import xml_text as _clean

if TYPE_CHECKING:
    from .gate import GateOutcome

#: how a run shows in JUnit: ("failure" | "error" | "skipped", message), ("passed", a note), or None
#: (a plain pass)
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


def by_gate(ruling: Ruling, run: Run) -> tuple[str, str] | None:
    """The regression gate's decision (the run's :class:`phasecheck._report.GateDecision`) decides:
    what fails the gate is a failure (an error if the run erred), an expected failure or error is
    skipped with its expectation's reason, a new failure that does not fail the gate skipped too."""
    decision = run.decision
    if decision is None:
        return by_verdict(ruling, run)
    verdict = run.verdict
    if decision.failing:
        return ("error" if verdict == "error" else "failure"), f"{decision.label}: {decision.detail}"
    if decision.cls == "as-expected" and verdict in ("fail", "error"):
        return "skipped", f"expected {verdict}: {decision.expected}"
    if decision.cls in ("new", "new-failure") and verdict in ("fail", "error"):
        return "skipped", f"new {verdict}, not failing the gate: {decision.detail}"
    said = f"new: {verdict}" if decision.cls == "new" else decision.detail
    shown = by_verdict(ruling, run)
    if shown is not None:
        return shown[0], said or shown[1]
    return ("passed", said) if said else None


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


def _testcase(parent: ET.Element, ruling: Ruling, run: Run, outcome: Outcome) -> str:
    case = ET.SubElement(parent, "testcase", name=_clean(case_name(ruling, run)),
                         classname=_clean(f"phasecheck.{run.edition}"), time=_seconds(run.duration))
    if ruling.origin:
        file, _, line = ruling.origin.rpartition(":")
        case.set("file", _clean(file))
        case.set("line", line)
    if run.decision is not None:
        properties = ET.SubElement(case, "properties")
        ET.SubElement(properties, "property", name="gate", value=_clean(run.decision.cls))
    kind, message = outcome(ruling, run) or ("passed", "")
    out = [f"{f.label}: {f.value}" for f in ruling.facts()]
    if kind == "passed":
        out = [message] * bool(message) + out
    else:
        element = ET.SubElement(case, kind, message=_clean(message))
        if kind != "skipped":
            element.set("type", run.verdict if kind == "failure" else "error")
            element.text = _clean(details(run))
        elif run.failures:  # an expected failure: what failed, for who looks
            out = [details(run)] + out
    if out:
        ET.SubElement(case, "system-out").text = _clean("\n".join(out))
    return kind


def case_name(ruling: Ruling, run: Run) -> str:
    """A case's name, as pytest names its test (``pytest -k`` takes either)."""
    return f"{ruling.id}[{run.edition}]"


def _seconds(value: float) -> str:
    return f"{value:.3f}"


def junit(doc: Mapping[str, Any] | Report, gate: GateOutcome | None = None, outcome: Outcome | None = None) -> str:
    """The JUnit XML of a results document (or of its report); with the gate's verdict, following it
    (:func:`by_gate`), else by verdict, unless another ``outcome`` is given."""
    report = doc if isinstance(doc, Report) else _report.read(doc, gate=gate)
    chosen = outcome or (by_gate if gate is not None or any(run.decision for r in report.rulings for run in r.runs)
                         else by_verdict)
    root = ET.Element("testsuites", name="phasecheck", tests=str(report.runs))
    everything: Counter = Counter()
    all_time = 0.0
    # an interrupted run's file says so in every suite (one even when no scenario was read)
    for edition in report.editions or (["interrupted"] if report.interrupted else []):
        runs = [(ruling, run) for ruling in report.rulings for run in ruling.runs if run.edition == edition]
        time = sum(run.duration for _, run in runs)
        all_time += time
        suite = ET.SubElement(root, "testsuite", name=_clean(f"phasecheck {report.engine} [{edition}]"),
                              tests=str(len(runs)), time=_seconds(time))
        if report.date:
            suite.set("timestamp", report.date[:-1])
        suite.set("hostname", "localhost")
        properties = ET.SubElement(suite, "properties")
        for name, value in (("engine", report.engine), ("edition", edition), ("suite", report.suite_version),
                            ("command", " ".join(report.command)),
                            *((("interrupted", "true"),) if report.interrupted else ())):
            ET.SubElement(properties, "property", name=name, value=_clean(value))
        found = Counter(_testcase(suite, ruling, run, chosen) for ruling, run in runs)
        for attribute, kind in (("failures", "failure"), ("errors", "error"), ("skipped", "skipped")):
            suite.set(attribute, str(found[kind]))
        everything += found
    for attribute, kind in (("failures", "failure"), ("errors", "error"), ("skipped", "skipped")):
        root.set(attribute, str(everything[kind]))
    root.set("time", _seconds(all_time))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
