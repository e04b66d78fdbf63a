"""What a run prints as it goes, and writing report files whole or not at all."""
from __future__ import annotations

import os
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

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
