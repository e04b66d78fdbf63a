"""The Markdown ruling report, rendered from the report model (:mod:`phasecheck._report`): a summary
with one row per ruling and its editions side by side, then one section per ruling; a run that did
not pass shows its failures, the first divergence apart from the knock-on ones, each with the board
as the engine reported it when the check was judged. Every string that comes from outside goes
through :mod:`phasecheck.escape`."""
from __future__ import annotations

from typing import Any, Iterator, Mapping

from . import _report
from ._report import Board, Card, Citation, Fact, Report, Ruling, Run
from .escape import markdown_block, markdown_code, markdown_text, public_url

MARK = {"pass": "pass", "fail": "**FAIL**", "error": "**ERROR**", "skip": "skip"}
text = markdown_text


def markdown(doc: Mapping[str, Any]) -> str:
    return "".join(markdown_chunks(doc))


def markdown_chunks(doc: Mapping[str, Any] | Report) -> Iterator[str]:
    """The report, a piece at a time (a large report is written without being held whole)."""
    report = doc if isinstance(doc, Report) else _report.read(doc)
    yield "\n".join(_header(report)) + "\n"
    for ruling in report.rulings:
        yield "\n" + "\n".join(_ruling(ruling)) + "\n"


def _header(report: Report) -> list[str]:
    lines = [
        "# phasecheck ruling report", "",
        f"- suite: {text(report.suite)}",
        f"- engine: {text(report.engine)}",
        *([f"- run: {text(report.date)}"] if report.date else []),
        f"- editions run: {text(', '.join(report.editions)) or 'none'}",
        f"- result: {report.summary}",
    ]
    if report.unavailable:
        lines.append(f"- **the engine could not be started**: {text(report.unavailable)}")
    if report.interrupted:
        lines.append("- **interrupted**: the run was stopped before every scenario was played (those not played are skipped, saying so)")
    editions = report.editions
    lines += ["", f"{len(report.rulings)} rulings, each with its verdict in every edition it was run in.", "",
              "| ruling | rules | " + " | ".join(text(e) for e in editions) + " |",
              "|---|---|" + "---|" * len(editions)]
    for ruling in report.rulings:
        verdicts = ruling.verdicts
        lines.append(f"| [{text(ruling.title)}](#{ruling.anchor}) | {text(', '.join(ruling.rule_numbers))} | "
                     + " | ".join(MARK[verdicts[e]] if e in verdicts else "—" for e in editions) + " |")
    lines += ["", "## Coverage of the rules index", "",
              "Every subrule and statement of each edition (`rules/index.json`), with the scenarios of this run "
              "that cover it and their verdicts; then, for each rule, the axes on which engines go wrong that "
              "apply to it and the scenarios of this run that exhibit each case.", "", coverage_table(report.doc)]
    return lines


def coverage_table(doc: Mapping[str, Any]) -> str:
    from .coverage import axes_table, coverage, load_index, table

    index = load_index()
    verdicts = {(r["id"], r["edition"]): r["verdict"] for r in doc["results"]}
    found = coverage(index, doc["scenarios"].values())
    return (table(found, index, verdicts) + axes_table(found, verdicts)).rstrip("\n")


def facts(found: tuple[Fact, ...]) -> list[str]:
    """Facts of the model as a list (:func:`phasecheck._report.facts`)."""
    return [f"- {text(f.label)}: {text(f.value)}" for f in found]


def cite(c: Citation) -> str:
    url = public_url(c.url)
    document = f"[{text(c.title)}]({url})" if url else text(c.title)
    said = ", ".join(text(part) for part in (c.publisher, c.date) if part)
    return document + (f" ({said})" if said else "") + (f" — {text(c.passage)}" if c.passage else "")


def _ruling(ruling: Ruling) -> list[str]:
    anchors = "".join(f'<a id="{run.anchor}"></a>' for run in ruling.runs)
    lines = [f'<a id="{ruling.anchor}"></a>{anchors}', f"## {text(ruling.title)}", "",
             f"{markdown_code(ruling.id)}" + (f" · {markdown_code(ruling.origin)}" if ruling.origin else ""), ""]
    lines += ["| edition | " + " | ".join(text(r.edition) for r in ruling.runs) + " |",
              "|---|" + "---|" * len(ruling.runs),
              "| verdict | " + " | ".join(MARK[r.verdict] for r in ruling.runs) + " |", ""]
    lines += facts(ruling.facts()) + ([""] if ruling.facts() else [])
    if ruling.question:
        lines += [f"**Question.** {text(ruling.question)}", ""]
    lines += [f"**Ruling.** {text(ruling.ruling)}", "", "**Rules.**", ""]
    lines += [f"- {text(r.number)}" + (f" — {text(r.summary)}" if r.summary else "") for r in ruling.rules] + [""]
    lines += ["**Sources.**", ""] + [f"- {cite(c)}" for c in ruling.citations] + [""]
    brief: dict[tuple[str, str], list[str]] = {}  # runs with nothing but a verdict and a reason
    for run in ruling.runs:
        if run.failures or run.evidence or run.notes:
            lines += _run(run)
        elif run.verdict != "pass":
            brief.setdefault((run.verdict, run.reason), []).append(run.edition)
    for (verdict, reason), editions in brief.items():
        lines += [f"- {text(', '.join(editions))}: {MARK[verdict]}" + (f" — {text(reason)}" if reason else "")]
    return lines + ([""] if brief else [])


def _run(run: Run) -> list[str]:
    lines = [f"### Edition {text(run.edition)}: {MARK[run.verdict]}", ""] + facts(run.facts()) + [""]
    for key, value in run.evidence:
        lines += [f"Evidence, {text(key)}:", "", *markdown_block(value), ""]
    for note in run.notes:
        lines += [f"*Not kept.* {text(note)}", ""]
    if run.failures:
        lines += ["| | step | expected | observed |", "|---|---|---|---|"]
        lines += [f"| {'**first divergence**' if f.role == _report.FIRST else 'knock-on'} | {text(f.check.where)}: "
                  f"{text(f.check.text)} | {text(f.check.expected)} | {text(f.check.observed)} |" for f in run.failures]
        lines.append("")
    for shown, failures in run.failure_boards():
        lines += [f"Board {text(shown.caption)}, for {text('; '.join(f.shown_as for f in failures))}:", ""]
        lines += board(shown)
    return lines


def board_lines(state: Mapping[str, Any]) -> list[str]:
    """A game state alone as a board in Markdown lines (the explore report draws its boards with it)."""
    return board(_report.drawn(state))


def board(shown: Board) -> list[str]:
    lines = [f"- turn {shown.turn}, {text(shown.active)}'s {text(shown.step)}"]
    for area in shown.areas:
        name = f"**{text(area.name)}**" if area.subject else text(area.name)
        lines.append(f"- {name}: {area.life} life, {area.hand} in hand, library {area.library}, graveyard "
                     f"{area.graveyard}" + ("" if area.in_game else ", **left the game**"))
        for slot in area.in_play + area.phased_out:
            lines += [f"  {'  ' * card.depth}- {_card(card)}" for card in slot]
    for slot in shown.elsewhere:
        lines += [f"  {'  ' * card.depth}- {_card(card)} (under no player of this board)" for card in slot]
    if shown.stack:
        lines.append("- stack (top first): " + "; ".join(text(i) for i in shown.stack))
    if shown.waiting:
        lines.append("- waiting to go on the stack: " + "; ".join(text(t) for t in shown.waiting))
    return lines + [""]


def _card(card: Card) -> str:
    status = []
    if card.phased == "out":
        status.append(f"PHASED OUT {text(card.phased_how)} (under {text(card.phased_under)})")
    if card.tapped:
        status.append("tapped")
    if card.attached_to:
        status.append(f"attached to {markdown_code(card.attached_to)}")
    if card.counters:
        status.append(", ".join(f"{n} {text(k)}" for k, n in card.counters))
    if card.damage:
        status.append(f"{card.damage} damage")
    if card.combat:
        status.append(text(card.combat))
    if card.foreign:
        status.append(f"controlled by {text(card.controller)}")
    pt = f" {card.power}/{card.toughness}" if card.power is not None else ""
    said = (f"{markdown_code(card.id)}: {text(card.name)}{' token' if card.token else ''}{pt}"
            + (f" — {'; '.join(status)}" if status else ""))
    return f"**{said}** ← the check is about it" if card.subject else said
