"""The Markdown ruling report: each ruling, its rules and source, the verdict, and the board."""
from __future__ import annotations

import os
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

from . import SCHEMA_VERSION, __version__
from .checks import step_text
from .runner import RunOutcome, ScenarioResult, Verdict

MARK = {Verdict.PASS: "pass", Verdict.FAIL: "**FAIL**", Verdict.ERROR: "**ERROR**", Verdict.SKIP: "skip"}


def summary(results: Iterable[ScenarioResult]) -> Counter:
    return Counter(r.verdict for r in results)


def summary_line(results: list[ScenarioResult]) -> str:
    counts = summary(results)
    return ", ".join(f"{counts.get(v, 0)} {v.value}" for v in Verdict) + f" ({len(results)} runs)"


def markdown(outcome: RunOutcome) -> str:
    results = list(outcome.results)
    engine = f"{outcome.engine.name} {outcome.engine.version}" if outcome.engine else "could not be started"
    lines = [
        "# phasecheck ruling report", "",
        f"- suite: phasecheck {__version__} (scenario schema {SCHEMA_VERSION})",
        f"- engine: {_cell(engine)}",
        f"- editions run: {', '.join(sorted({r.edition for r in results})) or 'none'}",
        f"- result: {summary_line(results)}",
    ]
    if outcome.interrupted:
        lines.append("- **interrupted**: the run was stopped before every scenario had a verdict")
    lines += ["", "| ruling | edition | rules | verdict |", "|---|---|---|---|"]
    for r in results:
        lines.append(f"| [{_cell(r.scenario['title'])}](#{r.id}-{r.edition}) | {r.edition} | "
                     f"{', '.join(r.scenario['rules'])} | {MARK[r.verdict]} |")
    for r in results:
        lines += [""] + _ruling(r)
    return "\n".join(lines) + "\n"


def _ruling(r: ScenarioResult) -> list[str]:
    s = r.scenario
    lines = [f'<a id="{r.id}-{r.edition}"></a>', f"## {s['title']}", "",
             f"`{r.id}` · edition `{r.edition}` · rules {', '.join(s['rules'])} · verdict {MARK[r.verdict]}", ""]
    if "question" in s:
        lines += [f"**Question.** {s['question']}", ""]
    origin = f" (`{s['origin']['file']}:{s['origin']['line']}`)" if "origin" in s else ""
    lines += [f"**Ruling.** {s['description']}", "",
              f"**Source.** {s['source']['document']} — {s['source']['passage']}{origin}", ""]
    if r.reason:
        lines += [f"**{'Error' if r.verdict is Verdict.ERROR else 'Why not judged'}.** {_cell(r.reason)}", ""]
    for key, value in sorted(r.evidence.items()):
        lines += [f"Evidence, {key.replace('_', ' ')}:", "", "~~~~", str(value).replace("~~~~", "~ ~ ~ ~"), "~~~~", ""]
    if r.failures:
        lines += ["| step | expected | observed |", "|---|---|---|"]
        lines += [f"| {_where(c)}: {_cell(c.text)} | {_cell(c.expected)} | {_cell(c.observed)} |"
                  for c in r.failures]
        lines.append("")
    for checkpoint in r.checkpoints:
        step = s["steps"][checkpoint["step"]]
        where = f"line {step['line']}" if "line" in step else f"step {checkpoint['step']}"
        lines += [f"Board before {where} ({_cell(step_text(step))}):", ""] + _board(checkpoint["state"])
    return lines


def _board(state: dict[str, Any]) -> list[str]:
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
        lines.append(f"  - `{p['id']}`: {p['name']}{token}{pt}, {p['controller']}"
                     + (f" — {'; '.join(status)}" if status else ""))
    if state["stack"]:
        lines.append("  - stack (top first): " + "; ".join(_cell(i["name"]) for i in state["stack"]))
    if state["waiting_triggers"]:
        lines.append("  - waiting to go on the stack: " + "; ".join(
            f"{t['source']} ({t['controller']})" for t in state["waiting_triggers"]))
    return lines + [""]


def verdict_text(result: ScenarioResult) -> str:
    """A verdict as a terminal shows it: one line, then each failed check with expected and observed."""
    line = f"{result.verdict.value:5} {result.id} [{result.edition}]"
    if result.reason:
        line += f": {result.reason}"
    for key in ("exit_code", "line", "stderr"):
        if key in result.evidence:
            shown = str(result.evidence[key]).strip().replace("\n", "\n        ")
            line += f"\n      {key.replace('_', ' ')}: {shown}"
    for check in result.failures:
        line += (f"\n      {_where(check)}: {check.text}\n        expected: {check.expected}"
                 f"\n        observed: {check.observed}")
    return line


def _where(check: Any) -> str:
    return f"line {check.line}" if check.line is not None else f"step {check.step}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def write_atomically(path: Path, text: str) -> None:
    """Write the whole file or nothing: a temporary file in the same folder, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
