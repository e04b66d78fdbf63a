"""The Markdown ruling report, rendered from a results document alone."""
from __future__ import annotations

from typing import Any, Mapping

from .checks import step_text
from .results import engine_label, summary

MARK = {"pass": "pass", "fail": "**FAIL**", "error": "**ERROR**", "skip": "skip"}


def markdown(doc: Mapping[str, Any]) -> str:
    results = doc["results"]
    lines = [
        "# phasecheck ruling report", "",
        f"- suite: phasecheck {doc['suite']['version']} (scenario schema {doc['suite']['scenario_schema']})",
        f"- engine: {_cell(engine_label(doc))}",
        f"- run: {doc['date']}",
        f"- editions run: {', '.join(doc['editions']) or 'none'}",
        f"- result: {summary(results)}",
    ]
    if doc["unavailable"]:
        lines.append(f"- **the engine could not be started**: {_cell(doc['unavailable']['reason'])}")
    if doc["interrupted"]:
        lines.append("- **interrupted**: the run was stopped before every scenario had a verdict")
    lines += ["", "| ruling | edition | rules | verdict |", "|---|---|---|---|"]
    for r in results:
        scenario = doc["scenarios"][r["id"]]
        lines.append(f"| [{_cell(scenario['title'])}](#{r['id']}-{r['edition']}) | {r['edition']} | "
                     f"{', '.join(scenario['rules'])} | {MARK[r['verdict']]} |")
    lines += ["", "## Coverage of the rules index", "",
              "Every subrule and statement of each edition (`rules/index.json`), with the scenarios of this run "
              "that cover it and their verdicts.", "", coverage_table(doc)]
    for r in results:
        lines += [""] + _ruling(r, doc["scenarios"][r["id"]])
    return "\n".join(lines) + "\n"


def coverage_table(doc: Mapping[str, Any]) -> str:
    from .coverage import coverage, load_index, table

    index = load_index()
    verdicts = {(r["id"], r["edition"]): r["verdict"] for r in doc["results"]}
    return table(coverage(index, doc["scenarios"].values()), index, verdicts).rstrip("\n")


def _ruling(r: Mapping[str, Any], s: Mapping[str, Any]) -> list[str]:
    lines = [f'<a id="{r["id"]}-{r["edition"]}"></a>', f"## {s['title']}", "",
             f"`{r['id']}` · edition `{r['edition']}` · rules {', '.join(s['rules'])} · verdict {MARK[r['verdict']]}",
             ""]
    if "question" in s:
        lines += [f"**Question.** {s['question']}", ""]
    origin = f" (`{s['origin']['file']}:{s['origin']['line']}`)" if "origin" in s else ""
    lines += [f"**Ruling.** {s['description']}", "",
              f"**Source.** {s['source']['document']} — {s['source']['passage']}{origin}", ""]
    if s["source"].get("also"):
        lines += ["**Also.** " + "; ".join(f"{c['document']} — {c['passage']}" for c in s["source"]["also"]), ""]
    if r["reason"]:
        lines += [f"**{'Error' if r['verdict'] == 'error' else 'Why not judged'}.** {_cell(r['reason'])}", ""]
    for key, value in sorted(r["evidence"].items()):
        lines += [f"Evidence, {key.replace('_', ' ')}:", "", "~~~~", str(value).replace("~~~~", "~ ~ ~ ~"), "~~~~", ""]
    failures = [c for c in r["checks"] if c["judged"] and not c["passed"]]
    if failures:
        lines += ["| step | expected | observed |", "|---|---|---|"]
        lines += [f"| {where(c)}: {_cell(c['text'])} | {_cell(c['expected'])} | {_cell(c['observed'])} |"
                  for c in failures]
        lines.append("")
    for checkpoint in r["checkpoints"]:
        step = s["steps"][checkpoint["step"]]
        place = f"line {step['line']}" if "line" in step else f"step {checkpoint['step']}"
        lines += [f"Board before {place} ({_cell(step_text(step))}):", ""] + _board(checkpoint["state"])
    return lines


def where(check: Mapping[str, Any]) -> str:
    return f"line {check['line']}" if check["line"] is not None else f"step {check['step']}"


def _board(state: Mapping[str, Any]) -> list[str]:
    turn = state["turn"]
    lines = [f"- turn {turn['number']}, {turn['active']}'s {turn['step']}; "
             + "; ".join(f"{p['name']} {p['life']} life, {len(p['hand'])} in hand" for p in state["players"])]
    for p in state["permanents"]:
        status = []
        if p["phased"]["status"] == "out":
            status.append(f"PHASED OUT {p['phased']['how']} (under {p['phased']['under']})")
        if p["tapped"]:
            status.append("tapped")
        if p["attached_to"]:
            status.append(f"attached to {p['attached_to']}")
        if p["counters"]:
            status.append(", ".join(f"{n} {k}" for k, n in sorted(p["counters"].items())))
        if p["damage"]:
            status.append(f"{p['damage']} damage")
        if p["attacking"]:
            status.append("attacking")
        if p["blocking"]:
            status.append("blocking")
        pt = f" {p['power']}/{p['toughness']}" if p["power"] is not None else ""
        token = " token" if p["token"] else ""
        lines.append(f"  - `{p['id']}`: {_cell(p['name'])}{token}{pt}, {p['controller']}"
                     + (f" — {'; '.join(status)}" if status else ""))
    if state["stack"]:
        lines.append("  - stack (top first): " + "; ".join(_cell(i["name"]) for i in state["stack"]))
    if state["waiting_triggers"]:
        lines.append("  - waiting to go on the stack: " + "; ".join(
            f"{t['source']} ({t['controller']})" for t in state["waiting_triggers"]))
    return lines + [""]


def _cell(text: str) -> str:
    """Table-cell text: pipes escaped, one line, and no HTML (engines' words are untrusted)."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("|", "\\|").replace("\n", " ")


#: a board in Markdown lines, and text made safe for a table cell (the explore report uses them too)
board_lines = _board
cell = _cell
