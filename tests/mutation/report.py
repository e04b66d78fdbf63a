"""The mutation run in Markdown: the score of each module, the survivors, the equivalents and why."""
from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from phasecheck.escape import markdown_code, markdown_text as cell  # the one escaping module (a table cell's text)

if TYPE_CHECKING:
    from .equivalents import Equivalent
    from .run import Outcome


def markdown(outcomes: list[Outcome], listed: list[Equivalent], known: list[Equivalent], summary: str) -> str:
    reasons = {e.key: e.reason for e in listed}
    to_kill = {e.key: e.reason for e in known}
    modules: dict[str, list[Outcome]] = defaultdict(list)
    for outcome in outcomes:
        modules[outcome.mutant.path].append(outcome)
    lines = [summary, "", "| module | mutants | killed | equivalent | survived | score |", "|---|---:|---:|---:|---:|---:|"]
    for path in sorted(modules):
        mine = modules[path]
        killed = sum(o.status == "killed" for o in mine)
        equivalent = sum(o.status == "survived" and o.mutant.key in reasons for o in mine)
        survived = len(mine) - killed - equivalent
        scored = len(mine) - equivalent
        score = f"{100 * killed / scored:.1f}%" if scored else "-"
        lines.append(f"| `{path}` | {len(mine)} | {killed} | {equivalent} | {survived} | {score} |")
    survivors = [o for o in outcomes if o.status == "survived" and o.mutant.key not in reasons]
    if survivors:
        lines += ["", "Survivors, and the scenario that would kill each one (where known):", "",
                  "| where | operator | line | mutated | to kill it |", "|---|---|---|---|---|"]
        lines += [_row(o, to_kill.get(o.mutant.key, o.detail)) for o in survivors]
    equivalents = [o for o in outcomes if o.status == "survived" and o.mutant.key in reasons]
    if equivalents:
        lines += ["", "Equivalent mutants, and why no scenario can kill them:", "",
                  "| where | operator | line | mutated | why |", "|---|---|---|---|---|"]
        lines += [_row(o, reasons[o.mutant.key]) for o in equivalents]
    return "\n".join(lines) + "\n"


def _row(outcome: Outcome, why: str) -> str:
    mutant = outcome.mutant
    where = f"`{mutant.path}:{mutant.start[0]}` {cell(mutant.function)}"
    return (f"| {where} | {cell(mutant.operator.split('/', 1)[-1])} | {_code(mutant.line)} | "
            f"{_code(outcome.changed)} | {cell(why)} |")


def _code(text: str) -> str:
    return markdown_code(text.replace("\n", " ⏎ "), in_table=True)
