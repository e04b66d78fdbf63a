"""The report of ``phasecheck explore``: one read model (:func:`document`), rendered as Markdown and
as one self-contained HTML page. Nothing in it depends on the clock, so the same seed, engine and
version give the same report. Every string an engine sent is escaped for where it lands."""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from . import __version__
from .explore import Tally
from .findings import Finding
from .html import board
from .known import Known
from .markdown import board_lines, cell


def document(*, engine: Mapping[str, str], command: str, seed: int, editions: Sequence[str], plan: str,
             tally: Tally, findings: Iterable[tuple[Finding | None, Any, Known | None]], interrupted: bool,
             unavailable: str | None, reproduce: str, rule_summaries: Mapping[str, str]) -> dict[str, Any]:
    """The read model: the run, then each group (a Finding, or for a known group not shrunk, the
    group alone) with what a person needs to triage it."""
    groups = [_group(finding, group, known, reproduce, rule_summaries) for finding, group, known in findings]
    return {
        "suite": __version__, "engine": dict(engine), "command": command, "seed": seed, "editions": list(editions),
        "plan": plan, "played": tally.played, "agreed": tally.agreed, "disagreed": tally.disagreed,
        "skipped": sum(tally.skipped.values()), "skip_reasons": sorted(tally.skipped.items(), key=lambda kv: (-kv[1], kv[0])),
        "reference_failures": [{"game": o.number, "edition": o.edition, "reason": o.reason}
                               for o in tally.reference_failures],
        "interrupted": interrupted, "unavailable": unavailable,
        "new": [g for g in groups if g["known"] is None], "known": [g for g in groups if g["known"] is not None],
    }


def _group(finding: Finding | None, group: Any, known: Known | None, reproduce: str,
           rule_summaries: Mapping[str, str]) -> dict[str, Any]:
    first = group.first
    entry: dict[str, Any] = {
        "kind": first.difference.kind, "about": first.difference.about, "count": group.count,
        "games": list(group.games), "edition": first.edition,
        "known": None if known is None else {"reason": known.reason, "link": known.link},
    }
    if finding is None:
        return entry | {"id": None, "title": f"{first.difference.kind} ({first.difference.about or 'a player'})",
                        "cards": []}
    where = finding.difference.step
    ours = next(c for c in finding.ours["checkpoints"] if c["step"] <= where and c["step"] >= where - 1)
    theirs = next((c for c in finding.theirs.get("checkpoints", ()) if c["step"] == ours["step"]), None)
    return entry | {
        "id": finding.id, "title": finding.scenario["title"], "kind": finding.difference.kind,
        "about": finding.difference.about, "cards": list(finding.key[1]), "feature": finding.feature,
        "differences": [{"text": _sentence(step), "expected": r.expected, "observed": r.observed}
                        for step, r in zip(finding.difference.checks or finding.scenario["steps"][-1:],
                                           finding.difference.results)],
        "reason": finding.difference.reason,
        "rules": [{"rule": r, "summary": rule_summaries.get(r, "")} for r in finding.rules],
        "verified": list(finding.verified), "shrinking": dict(finding.shrinking),
        "shrunk": shrunk_text(finding.shrinking),
        "boards": {"step": ours["step"], "reference": ours["state"], "engine": theirs["state"] if theirs else None},
        "reproduce": reproduce.format(id=finding.id),
    }


def shrunk_text(shrinking: Mapping[str, Any]) -> str:
    """How far shrinking went (no time in it: the report is the same on any machine, unless the time
    limit stopped the shrinking, which it then says)."""
    stopped = (" It stopped at its time limit: on another machine it may go further or less far."
               if shrinking["out_of_time"] else
               " It stopped at its limit of games to try." if shrinking["out_of_tries"] else "")
    return (f"Shrunk from {shrinking['actions'][0]} actions and {shrinking['permanents'][0]} permanents to "
            f"{shrinking['actions'][1]} and {shrinking['permanents'][1]} ({shrinking['tried']} games tried).{stopped}")


def _sentence(step: Mapping[str, Any]) -> str:
    """A step as the vocabulary says it (as JSON where it can't)."""
    from .checks import step_text
    from .steps.writer import Unwritable, step_sentence

    try:
        return step_sentence(step)
    except Unwritable:
        return step_text(dict(step))


# --- Markdown -----------------------------------------------------------------------------------

def markdown(doc: Mapping[str, Any]) -> str:
    engine = doc["engine"]
    lines = ["# phasecheck explore", "",
             f"- engine: {cell(engine['name'])} {cell(engine['version'])}",
             f"- suite: phasecheck {doc['suite']}; seed {doc['seed']}; editions {', '.join(doc['editions'])}; {doc['plan']}",
             f"- command: `{cell(doc['command'])}`",
             f"- games: {doc['played']} played, {doc['agreed']} agreed, {doc['disagreed']} disagreed, "
             f"{doc['skipped']} skipped by the engine",
             f"- disagreements: {len(doc['new'])} new group(s), {len(doc['known'])} known"]
    if doc["unavailable"]:
        lines.append(f"- **the engine could not be started**: {cell(doc['unavailable'])}")
    if doc["interrupted"]:
        lines.append("- **interrupted**: the games played so far are reported")
    for failure in doc["reference_failures"]:
        lines.append(f"- **the reference engine failed** on game {failure['game']} ({failure['edition']}): "
                     f"{cell(failure['reason'])} (a bug of phasecheck: please report it)")
    if doc["new"] or doc["known"]:
        lines += ["", "| | what differs first | cards | games | |", "|---|---|---|---|---|"]
        for g in doc["new"] + doc["known"]:
            link = f"[{cell(g['title'])}](#{g['id']})" if g["id"] else cell(g["title"])
            status = "new" if g["known"] is None else f"known: {cell(g['known']['reason'])}"
            lines.append(f"| {status} | {link} | {cell(', '.join(g['cards']))} | {g['count']} | {g['kind']} |")
    if doc["skip_reasons"]:
        lines += ["", "## What the engine skipped", "", "| reason | games |", "|---|---|"]
        lines += [f"| {cell(reason)} | {count} |" for reason, count in doc["skip_reasons"]]
    for g in doc["new"] + [k for k in doc["known"] if k["id"]]:
        lines += [""] + _finding(g)
    return "\n".join(lines) + "\n"


def _finding(g: Mapping[str, Any]) -> list[str]:
    lines = [f'<a id="{g["id"]}"></a>', f"## {cell(g['title'])}", "",
             f"`{g['id']}` · edition `{g['edition']}` · {g['count']} game(s): {', '.join(map(str, g['games']))}"
             + (" …" if g["count"] > len(g["games"]) else ""), ""]
    if g["known"]:
        lines += [f"**Known.** {cell(g['known']['reason'])}" + (f" ({cell(g['known']['link'])})" if g["known"]["link"]
                                                               else ""), ""]
    if g["reason"]:
        lines += [f"**The engine's error.** {cell(g['reason'])}", ""]
    if g["differences"]:
        lines += ["| the reference engine observes | expected | the engine |", "|---|---|---|"]
        lines += [f"| {cell(d['text'])} | {cell(d['expected'])} | {cell(d['observed'])} |" for d in g["differences"]]
        lines.append("")
    lines += [f"{shrunk_text(g['shrinking'])} The scenario {'; '.join(g['verified'])}.", "",
              "```gherkin", g["feature"].rstrip("\n").replace("```", "` ` `"), "```", ""]
    if g["rules"]:
        lines += ["**Rules the reference engine applied at that step**: " + "; ".join(
            f"{r['rule']}" + (f" ({cell(r['summary'])})" if r["summary"] else "") for r in g["rules"]), ""]
    lines += [f"**Reproduce**: `{cell(g['reproduce'])}`", "",
              f"Board of the reference engine at step {g['boards']['step']}:", ""] + board_lines(g["boards"]["reference"])
    if g["boards"]["engine"] is not None:
        lines += [f"Board of the engine at step {g['boards']['step']}:", ""] + board_lines(g["boards"]["engine"])
    return lines


# --- HTML -------------------------------------------------------------------------------------

_ENVIRONMENT = Environment(loader=PackageLoader("phasecheck", "templates"), autoescape=select_autoescape(default=True),
                           undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def html(doc: Mapping[str, Any]) -> str:
    findings = []
    for g in doc["new"] + [k for k in doc["known"] if k["id"]]:
        boards = g["boards"]
        findings.append(g | {"areas": {"reference": board(boards["reference"]),
                                       "engine": board(boards["engine"]) if boards["engine"] is not None else None}})
    return _ENVIRONMENT.get_template("explore.html.j2").render(doc=doc, findings=findings)
