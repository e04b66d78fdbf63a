"""What a run prints as it goes (files are written by :mod:`phasecheck.files`)."""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from .files import write_atomically  # noqa: F401 (where it was)
from .runner import ScenarioResult, Verdict

def summary(results: Iterable[ScenarioResult]) -> Counter:
    return Counter(r.verdict for r in results)


def summary_line(results: list[ScenarioResult]) -> str:
    counts = summary(results)
    return ", ".join(f"{counts.get(v, 0)} {v.value}" for v in Verdict) + f" ({len(results)} runs)"


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
