"""The report of ``phasecheck explore``: one read model (:func:`document`), rendered as Markdown and
as one self-contained HTML page. Nothing in it depends on the clock, so the same seed, engine and
version give the same report. Every string an engine sent is escaped for where it lands."""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from . import __version__
from .escape import anchor, html_finalize, markdown_block, markdown_code, markdown_text
from .explore import GROUPS_KEPT, Tally
from .findings import Finding
from .html import board
from .known import Known
from .markdown import board_lines


def document(*, engine: Mapping[str, str], command: str, seed: int, editions: Sequence[str], plan: str,
             tally: Tally, findings: Iterable[tuple[Finding | None, Any, Known | None]], interrupted: bool,
             unavailable: str | None, reproduce: str, rule_summaries: Mapping[str, str],
             unshrunk: Iterable[Any] = ()) -> dict[str, Any]:
    """The read model: the run, then each group (a Finding, or for a known group not shrunk, the
    group alone) with what a person needs to triage it; and the groups a signal stopped before they
    were shrunk (``unshrunk``), each with its first difference and games."""
    groups = [_group(finding, group, known, reproduce, rule_summaries) for finding, group, known in findings]
    return {
        "suite": __version__, "engine": dict(engine), "command": command, "seed": seed, "editions": list(editions),
        "plan": plan, "played": tally.played, "agreed": tally.agreed, "disagreed": tally.disagreed,
        "skipped": sum(tally.skipped.values()), "skip_reasons": sorted(tally.skipped.items(), key=lambda kv: (-kv[1], kv[0])),
        "reference_failures": [{"game": o.number, "edition": o.edition, "reason": o.reason}
                               for o in tally.reference_failures],
        "ungrouped": tally.ungrouped, "groups_kept": GROUPS_KEPT, "interrupted": interrupted, "unavailable": unavailable,
        "unasked": {"games": tally.unasked, "first": tally.unasked_first},
        "new": [g for g in groups if g["known"] is None], "known": [g for g in groups if g["known"] is not None],
        "unshrunk": [_group(None, group, None, reproduce, rule_summaries) for group in unshrunk],
        # why the groups found were not shrunk: a signal, or the time all the shrinking had
        "unshrunk_why": "interrupted" if interrupted else "out of time: --shrink-total",
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
    ours = next(c for c in reversed(finding.ours["checkpoints"]) if where - 1 <= c["step"] <= where)
    theirs = finding.board if finding.board is not None and finding.board["step"] == ours["step"] else None
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
    text = markdown_text
    engine = doc["engine"]
    lines = ["# phasecheck explore", "",
             f"- engine: {text(engine['name'])} {text(engine['version'])}",
             f"- suite: phasecheck {text(doc['suite'])}; seed {doc['seed']}; editions "
             f"{text(', '.join(doc['editions']))}; {text(doc['plan'])}",
             f"- command: {markdown_code(doc['command'])}",
             f"- games: {doc['played']} played, {doc['agreed']} agreed, {doc['disagreed']} disagreed, "
             f"{doc['skipped']} skipped by the engine",
             f"- disagreements: {len(doc['new'])} new group(s), {len(doc['known'])} known"
             + (f", {len(doc['unshrunk'])} found but not shrunk" if doc["unshrunk"] else "")
             + (f", and {doc['ungrouped']} more in groups past the first {doc['groups_kept']}"
                if doc["ungrouped"] else "")]
    if doc["unavailable"]:
        lines.append(f"- **the engine could not be started**: {text(doc['unavailable'])}")
    if doc["unasked"]["games"]:
        lines.append(f"- **the engine broke the protocol**: in {doc['unasked']['games']} game(s) it wrote lines nobody "
                     f"asked for, dropped (docs/engines.md §10); the first: {text(doc['unasked']['first'])}")
    if doc["interrupted"]:
        lines.append("- **interrupted**: the games played so far are reported")
    for failure in doc["reference_failures"]:
        lines.append(f"- **the reference engine failed** on game {failure['game']} ({text(failure['edition'])}): "
                     f"{text(failure['reason'])} (a bug of phasecheck: please report it)")
    if doc["new"] or doc["known"]:
        lines += ["", "| | what differs first | cards | games | |", "|---|---|---|---|---|"]
        for g in doc["new"] + doc["known"]:
            link = f"[{text(g['title'])}](#{anchor(g['id'])})" if g["id"] else text(g["title"])
            status = "new" if g["known"] is None else f"known: {text(g['known']['reason'])}"
            lines.append(f"| {status} | {link} | {text(', '.join(g['cards']))} | {g['count']} | {text(g['kind'])} |")
    if doc["unshrunk"]:
        lines += ["", f"## Found, not shrunk ({text(doc['unshrunk_why'])})", "",
                  "| what differs first | edition | games |", "|---|---|---|"]
        lines += [f"| {text(g['title'])} | {text(g['edition'])} | {g['count']}: "
                  f"{', '.join(map(str, g['games']))}{' …' if g['count'] > len(g['games']) else ''} |"
                  for g in doc["unshrunk"]]
    if doc["skip_reasons"]:
        lines += ["", "## What the engine skipped", "", "| reason | games |", "|---|---|"]
        lines += [f"| {text(reason)} | {count} |" for reason, count in doc["skip_reasons"]]
    for g in doc["new"] + [k for k in doc["known"] if k["id"]]:
        lines += [""] + _finding(g)
    return "\n".join(lines) + "\n"


def _gherkin(feature: str) -> list[str]:
    block = markdown_block(feature.rstrip("\n"))
    return [block[0] + "gherkin", *block[1:]]


def _finding(g: Mapping[str, Any]) -> list[str]:
    text = markdown_text
    lines = [f'<a id="{anchor(g["id"])}"></a>', f"## {text(g['title'])}", "",
             f"{markdown_code(g['id'])} · edition {markdown_code(g['edition'])} · {g['count']} game(s): "
             f"{', '.join(map(str, g['games']))}" + (" …" if g["count"] > len(g["games"]) else ""), ""]
    if g["known"]:
        lines += [f"**Known.** {text(g['known']['reason'])}"
                  + (f" ({text(g['known']['link'])})" if g["known"]["link"] else ""), ""]
    if g["reason"]:
        lines += [f"**The engine's error.** {text(g['reason'])}", ""]
    if g["differences"]:
        lines += ["| the reference engine observes | expected | the engine |", "|---|---|---|"]
        lines += [f"| {text(d['text'])} | {text(d['expected'])} | {text(d['observed'])} |" for d in g["differences"]]
        lines.append("")
    lines += [f"{text(shrunk_text(g['shrinking']))} The scenario {text('; '.join(g['verified']))}.", "",
              *_gherkin(g["feature"]), ""]
    if g["rules"]:
        lines += ["**Rules the reference engine applied at that step**: " + "; ".join(
            text(r["rule"]) + (f" ({text(r['summary'])})" if r["summary"] else "") for r in g["rules"]), ""]
    lines += [f"**Reproduce**: {markdown_code(g['reproduce'])}", "",
              f"Board of the reference engine at step {g['boards']['step']}:", ""] + board_lines(g["boards"]["reference"])
    if g["boards"]["engine"] is not None:
        lines += [f"Board of the engine at step {g['boards']['step']}:", ""] + board_lines(g["boards"]["engine"])
    return lines


# --- HTML -------------------------------------------------------------------------------------

_ENVIRONMENT = Environment(loader=PackageLoader("phasecheck", "templates"), autoescape=select_autoescape(default=True),
                           undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, finalize=html_finalize)
_ENVIRONMENT.filters["anchor"] = anchor


def html(doc: Mapping[str, Any]) -> str:
    findings = []
    for g in doc["new"] + [k for k in doc["known"] if k["id"]]:
        boards = g["boards"]
        findings.append(g | {"drawn": {"reference": board(boards["reference"]),
                                       "engine": board(boards["engine"]) if boards["engine"] is not None else None}})
    return _ENVIRONMENT.get_template("explore.html.j2").render(doc=doc, findings=findings)
