"""JUnit XML as CI systems read it, rendered from a results document: one <testsuite> per rules
edition, one <testcase> per scenario x edition; a fail is a <failure> with expected vs observed,
an error an <error> with the reason and the evidence, a skip <skipped> with the reason."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Mapping

from .escape import xml_text as _clean
from .markdown import where
from .results import counts, engine_label, result_editions


def _failure_text(result: Mapping[str, Any]) -> str:
    lines = []
    for check in result["checks"]:
        if check["judged"] and not check["passed"]:
            lines += [f"{where(check)}: {check['text']}", f"  expected: {check['expected']}",
                      f"  observed: {check['observed']}"]
    return "\n".join(lines)


def _testcase(parent: ET.Element, result: Mapping[str, Any], scenario: Mapping[str, Any]) -> None:
    case = ET.SubElement(parent, "testcase", name=_clean(f"{result['id']} [{result['edition']}]"),
                         classname=_clean(f"phasecheck.{result['edition']}"), time="0")
    if "origin" in scenario:
        case.set("file", _clean(scenario["origin"]["file"]))
        case.set("line", str(scenario["origin"]["line"]))
    verdict = result["verdict"]
    if verdict == "fail":
        failures = [c for c in result["checks"] if c["judged"] and not c["passed"]]
        element = ET.SubElement(case, "failure", type="fail",
                                message=_clean(f"{len(failures)} check(s) did not hold: {failures[0]['text']}" if failures
                                               else result["reason"] or "failed"))
        element.text = _clean(_failure_text(result))
    elif verdict == "error":
        element = ET.SubElement(case, "error", type="error", message=_clean(result["reason"] or "error"))
        element.text = _clean("\n".join(f"{k}: {v}" for k, v in sorted(result["evidence"].items())))
    elif verdict == "skip":
        ET.SubElement(case, "skipped", message=_clean(result["reason"] or "skipped"))


def junit(doc: Mapping[str, Any]) -> str:
    everything = counts(doc["results"])
    root = ET.Element("testsuites", name="phasecheck", tests=str(len(doc["results"])),
                      failures=str(everything["fail"]), errors=str(everything["error"]),
                      skipped=str(everything["skip"]), time="0")
    for edition in result_editions(doc):
        results = [r for r in doc["results"] if r["edition"] == edition]
        found = counts(results)
        suite = ET.SubElement(root, "testsuite", name=_clean(f"phasecheck {engine_label(doc)} [{edition}]"),
                              tests=str(len(results)), failures=str(found["fail"]), errors=str(found["error"]),
                              skipped=str(found["skip"]), time="0", timestamp=doc["date"][:-1], hostname="localhost")
        properties = ET.SubElement(suite, "properties")
        for name, value in (("engine", engine_label(doc)), ("edition", edition),
                            ("suite", doc["suite"]["version"]), ("command", " ".join(doc["command"]))):
            ET.SubElement(properties, "property", name=name, value=_clean(value))
        for result in results:
            _testcase(suite, result, doc["scenarios"][result["id"]])
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
