"""What a run prints as it goes (files are written by :mod:`phasecheck.files`)."""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from .escape import terminal, terminal_lines
from .files import write_atomically  # noqa: F401 (where it was)
from .runner import ScenarioResult, Verdict

def summary(results: Iterable[ScenarioResult]) -> Counter:
    return Counter(r.verdict for r in results)


def summary_line(results: list[ScenarioResult]) -> str:
    counts = summary(results)
    return ", ".join(f"{counts.get(v, 0)} {v.value}" for v in Verdict) + f" ({len(results)} runs)"


def verdict_text(result: ScenarioResult) -> str:
    """A verdict as a terminal shows it: one line, then each failed check with expected and observed.
    What the engine or the scenario says is escaped (:func:`~phasecheck.escape.terminal`)."""
    line = f"{result.verdict.value:5} {terminal(result.id)} [{terminal(result.edition)}]"
    if result.reason:
        line += f": {terminal(result.reason)}"
    for key in sorted(result.evidence):
        shown = "\n        ".join(terminal_lines(str(result.evidence[key]).strip()))
        line += f"\n      {key.replace('_', ' ')}: {shown}"
    for check in result.failures:
        line += (f"\n      {_where(check)}: {terminal(check.text)}\n        expected: {terminal(check.expected)}"
                 f"\n        observed: {terminal(check.observed)}")
    return line


def _where(check: Any) -> str:
    return f"line {check.line}" if check.line is not None else f"step {check.step}"
