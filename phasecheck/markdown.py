"""The Markdown ruling report, rendered from a results document alone. Every string that comes
from outside (the engine, the scenario, the results file) goes through :mod:`phasecheck.escape`."""
from __future__ import annotations

from typing import Any, Iterator, Mapping

from .checks import step_text
from .escape import anchor, markdown_block, markdown_code, markdown_text
from .results import engine_label, result_editions, suite_label, summary

MARK = {"pass": "pass", "fail": "**FAIL**", "error": "**ERROR**", "skip": "skip"}


def markdown(doc: Mapping[str, Any]) -> str:
    return "".join(markdown_chunks(doc))


def markdown_chunks(doc: Mapping[str, Any]) -> Iterator[str]:
    """The report, a piece at a time (a large report is written without being held whole)."""
    text = markdown_text
    results = doc["results"]
    lines = [
        "# phasecheck ruling report", "",
        f"- suite: {text(suite_label(doc))}",
        f"- engine: {text(engine_label(doc))}",
        *([f"- run: {text(doc['date'])}"] if "date" in doc else []),
        f"- editions run: {text(', '.join(result_editions(doc))) or 'none'}",
        f"- result: {summary(results)}",
    ]
    if doc["unavailable"]:
        lines.append(f"- **the engine could not be started**: {text(doc['unavailable']['reason'])}")
    if doc["interrupted"]:
        lines.append("- **interrupted**: the run was stopped before every scenario was played (those not played are skipped, saying so)")
    lines += ["", "| ruling | edition | rules | verdict |", "|---|---|---|---|"]
    for r in results:
        scenario = doc["scenarios"][r["id"]]
        lines.append(f"| [{text(scenario['title'])}](#{anchor(r['id'] + '-' + r['edition'])}) | {text(r['edition'])} | "
                     f"{text(', '.join(scenario['rules']))} | {MARK[r['verdict']]} |")
    lines += ["", "## Coverage of the rules index", "",
              "Every subrule and statement of each edition (`rules/index.json`), with the scenarios of this run "
              "that cover it and their verdicts; then, for each rule, the axes on which engines go wrong that "
              "apply to it and the scenarios of this run that exhibit each case.", "", coverage_table(doc)]
    yield "\n".join(lines) + "\n"
    for r in results:
        yield "\n" + "\n".join(_ruling(r, doc["scenarios"][r["id"]])) + "\n"


def coverage_table(doc: Mapping[str, Any]) -> str:
    from .coverage import axes_table, coverage, load_index, table

    index = load_index()
    verdicts = {(r["id"], r["edition"]): r["verdict"] for r in doc["results"]}
    found = coverage(index, doc["scenarios"].values())
    return (table(found, index, verdicts) + axes_table(found, verdicts)).rstrip("\n")


def _ruling(r: Mapping[str, Any], s: Mapping[str, Any]) -> list[str]:
    text = markdown_text
    lines = [f'<a id="{anchor(r["id"] + "-" + r["edition"])}"></a>', f"## {text(s['title'])}", "",
             f"{markdown_code(r['id'])} · edition {markdown_code(r['edition'])} · rules {text(', '.join(s['rules']))} "
             f"· verdict {MARK[r['verdict']]}", ""]
    if "question" in s:
        lines += [f"**Question.** {text(s['question'])}", ""]
    origin = f" ({markdown_code(s['origin']['file'] + ':' + str(s['origin']['line']))})" if "origin" in s else ""
    lines += [f"**Ruling.** {text(s['description'])}", "",
              f"**Source.** {text(s['source']['document'])} — {text(s['source']['passage'])}{origin}", ""]
    if s["source"].get("also"):
        lines += ["**Also.** " + "; ".join(f"{text(c['document'])} — {text(c['passage'])}" for c in s["source"]["also"]),
                  ""]
    if r["reason"]:
        lines += [f"**{'Error' if r['verdict'] == 'error' else 'Why not judged'}.** {text(r['reason'])}", ""]
    for key, value in sorted(r["evidence"].items()):
        lines += [f"Evidence, {text(key.replace('_', ' '))}:", "", *markdown_block(value), ""]
    for note in r.get("notes", ()):
        lines += [f"*Not kept.* {text(note)}", ""]
    failures = [c for c in r["checks"] if c["judged"] and not c["passed"]]
    if failures:
        lines += ["| step | expected | observed |", "|---|---|---|"]
        lines += [f"| {where(c)}: {text(c['text'])} | {text(c['expected'])} | {text(c['observed'])} |"
                  for c in failures]
        lines.append("")
    for checkpoint in r["checkpoints"]:
        place, said = step_place(s["steps"], checkpoint["step"])
        lines += [f"Board before {place} ({text(said)}):", ""] + _board(checkpoint["state"])
    return lines


def where(check: Mapping[str, Any]) -> str:
    return f"line {check['line']}" if check["line"] is not None else f"step {check['step']}"


def step_place(steps: list[Mapping[str, Any]], index: int) -> tuple[str, str]:
    """Where a step is ("line 12", or "step 3" for hand-written JSON) and what it says."""
    if not 0 <= index < len(steps):  # results.load refuses these; never a crash if one gets here
        return f"step {index}", "a step the scenario does not have"
    step = steps[index]
    return (f"line {step['line']}" if "line" in step else f"step {index}"), step_text(step)


def _board(state: Mapping[str, Any]) -> list[str]:
    text = markdown_text
    turn = state["turn"]
    lines = [f"- turn {turn['number']}, {text(turn['active'])}'s {text(turn['step'])}; "
             + "; ".join(f"{text(p['name'])} {p['life']} life, {len(p['hand'])} in hand" for p in state["players"])]
    for p in state["permanents"]:
        status = []
        if p["phased"]["status"] == "out":
            status.append(f"PHASED OUT {text(p['phased']['how'])} (under {text(p['phased']['under'])})")
        if p["tapped"]:
            status.append("tapped")
        if p["attached_to"]:
            status.append(f"attached to {text(p['attached_to'])}")
        if p["counters"]:
            status.append(", ".join(f"{n} {text(k)}" for k, n in sorted(p["counters"].items())))
        if p["damage"]:
            status.append(f"{p['damage']} damage")
        if p["attacking"]:
            status.append("attacking")
        if p["blocking"]:
            status.append("blocking")
        pt = f" {p['power']}/{p['toughness']}" if p["power"] is not None else ""
        token = " token" if p["token"] else ""
        lines.append(f"  - {markdown_code(p['id'])}: {text(p['name'])}{token}{pt}, {text(p['controller'])}"
                     + (f" — {'; '.join(status)}" if status else ""))
    if state["stack"]:
        lines.append("  - stack (top first): " + "; ".join(text(i["name"]) for i in state["stack"]))
    if state["waiting_triggers"]:
        lines.append("  - waiting to go on the stack: " + "; ".join(
            f"{text(t['source'])} ({text(t['controller'])})" for t in state["waiting_triggers"]))
    return lines + [""]


#: a board in Markdown lines (the explore report draws its boards with it too)
board_lines = _board
