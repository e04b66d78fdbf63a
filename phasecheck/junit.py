"""JUnit XML as CI systems read it, rendered from a results document: one <testsuite> per rules
edition, one <testcase> per scenario x edition (named as pytest names it, ``<id>[<edition>]``), with
its real duration; a fail is a <failure> with expected vs observed, an error an <error> with the
reason and the evidence, a skip <skipped> with the reason.

With the regression gate's verdict (run --expect), JUnit follows it: only what fails the gate is a
<failure> or an <error>; an expected failure or error is <skipped> with its expectation's reason, a
new failure that does not fail the gate <skipped> too; each case names its class in a ``gate``
property, and the message of a new or changed one says so."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING, Any, Mapping

from .escape import xml_text as _clean
from .markdown import where
from .results import engine_label, result_editions

if TYPE_CHECKING:
    from .gate import GateOutcome


def _failure_text(result: Mapping[str, Any]) -> str:
    lines = []
    for check in result["checks"]:
        if check["judged"] and not check["passed"]:
            lines += [f"{where(check)}: {check['text']}", f"  expected: {check['expected']}",
                      f"  observed: {check['observed']}"]
    return "\n".join(lines)


def case_name(result: Mapping[str, Any]) -> str:
    """A case's name, as pytest names its test (``pytest -k`` takes either)."""
    return f"{result['id']}[{result['edition']}]"


def _outcome(result: Mapping[str, Any], gate: GateOutcome | None) -> tuple[str, str | None]:
    """Which element a result becomes (failure, error, skipped, or none: passed) and, with the gate,
    the message that says why."""
    verdict = result["verdict"]
    plain = {"fail": "failure", "error": "error", "skip": "skipped", "pass": "passed"}[verdict]
    if gate is None:
        return plain, None
    case = gate.cases[(result["id"], result["edition"])]
    if gate.failing(case):
        label = case.cls.replace("-", " ")
        return ("error" if verdict == "error" else "failure"), f"{label}: {case.detail}"
    if case.cls == "as-expected" and verdict in ("fail", "error"):
        return "skipped", f"expected {verdict}: {case.expected.reason}"
    if case.cls in ("new", "new-failure") and verdict in ("fail", "error"):
        return "skipped", f"new {verdict}, not failing the gate: {case.detail}"
    if case.cls == "new":
        return plain, f"new: {verdict}"
    return plain, case.detail or None


def _testcase(parent: ET.Element, result: Mapping[str, Any], scenario: Mapping[str, Any],
              gate: GateOutcome | None) -> str:
    case = ET.SubElement(parent, "testcase", name=_clean(case_name(result)),
                         classname=_clean(f"phasecheck.{result['edition']}"), time=_seconds(result.get("duration", 0)))
    if "origin" in scenario:
        case.set("file", _clean(scenario["origin"]["file"]))
        case.set("line", str(scenario["origin"]["line"]))
    if gate is not None:
        properties = ET.SubElement(case, "properties")
        ET.SubElement(properties, "property", name="gate", value=gate.cases[(result["id"], result["edition"])].cls)
    element, said = _outcome(result, gate)
    verdict = result["verdict"]
    if element == "failure":
        if verdict == "fail":
            failures = [c for c in result["checks"] if c["judged"] and not c["passed"]]
            message = f"{len(failures)} check(s) did not hold: {failures[0]['text']}" if failures \
                else result["reason"] or "failed"
        else:
            message = result["reason"] or verdict
        node = ET.SubElement(case, "failure", type=verdict, message=_clean(said or message))
        node.text = _clean(_failure_text(result) if verdict == "fail" else result["reason"] or "")
    elif element == "error":
        node = ET.SubElement(case, "error", type="error", message=_clean(said or result["reason"] or "error"))
        node.text = _clean("\n".join(f"{k}: {v}" for k, v in sorted(result["evidence"].items())))
    elif element == "skipped":
        ET.SubElement(case, "skipped", message=_clean(said or result["reason"] or "skipped"))
        if verdict == "fail":
            ET.SubElement(case, "system-out").text = _clean(_failure_text(result))
    elif said:
        ET.SubElement(case, "system-out").text = _clean(said)
    return element


def _seconds(value: float) -> str:
    return f"{value:.3f}"


def junit(doc: Mapping[str, Any], gate: GateOutcome | None = None) -> str:
    """The JUnit XML of a results document; with the gate's verdict, following it."""
    root = ET.Element("testsuites", name="phasecheck")
    totals = {"tests": 0, "failure": 0, "error": 0, "skipped": 0}
    all_time = 0.0
    # an interrupted run's file says so in every suite (one even when no scenario was read)
    for edition in result_editions(doc) or (["interrupted"] if doc.get("interrupted") else []):
        results = [r for r in doc["results"] if r["edition"] == edition]
        time = sum(r.get("duration", 0) for r in results)
        all_time += time
        suite = ET.SubElement(root, "testsuite", name=_clean(f"phasecheck {engine_label(doc)} [{edition}]"),
                              time=_seconds(time))
        if "date" in doc:
            suite.set("timestamp", doc["date"][:-1])
        suite.set("hostname", "localhost")
        properties = ET.SubElement(suite, "properties")
        for name, value in (("engine", engine_label(doc)), ("edition", edition),
                            ("suite", doc["suite"]["version"]), ("command", " ".join(doc.get("command", ()))),
                            *((("interrupted", "true"),) if doc.get("interrupted") else ())):
            ET.SubElement(properties, "property", name=name, value=_clean(value))
        found = {"failure": 0, "error": 0, "skipped": 0, "passed": 0}
        for result in results:
            found[_testcase(suite, result, doc["scenarios"][result["id"]], gate)] += 1
        for key, attribute in (("failure", "failures"), ("error", "errors"), ("skipped", "skipped")):
            suite.set(attribute, str(found[key]))
            totals[key] += found[key]
        suite.set("tests", str(len(results)))
        totals["tests"] += len(results)
    for key, attribute in (("tests", "tests"), ("failure", "failures"), ("error", "errors"), ("skipped", "skipped")):
        root.set(attribute, str(totals[key]))
    root.set("time", _seconds(all_time))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
