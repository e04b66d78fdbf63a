"""The HTML ruling report: one self-contained page (no network, no external assets), rendered from
a results document with Jinja2, everything escaped. Each board is drawn: each player's permanents
as cards, tapped ones turned, phased-out ones apart (directly or indirectly, and under whom),
attachments on their host, counters and damage, life and hand sizes."""
from __future__ import annotations

from typing import Any, Iterator, Mapping

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from .escape import anchor, html_finalize
from .markdown import step_place
from .results import counts, engine_label, result_editions, suite_label

_ENVIRONMENT = Environment(loader=PackageLoader("phasecheck", "templates"), autoescape=select_autoescape(default=True),
                           undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, finalize=html_finalize)

#: one permanent drawn: the permanent, how deep it hangs under the slot's first, and on what
Card = dict[str, Any]


class _Attachments:
    """Who is attached to whom, on one board, as the game sees it: to a permanent, the permanents
    of the same phased status whose attached_to names it."""

    def __init__(self, permanents: list[Mapping[str, Any]]) -> None:
        self.permanents = permanents
        self.first: dict[str, int] = {}
        for index, p in enumerate(permanents):
            self.first.setdefault(p["id"], index)
        self.on: dict[int, list[int]] = {}
        self.hosted: set[int] = set()
        for index, p in enumerate(permanents):
            host = self.first.get(p["attached_to"]) if p["attached_to"] else None
            if host is not None and host != index and permanents[host]["phased"]["status"] == p["phased"]["status"]:
                self.on.setdefault(host, []).append(index)
                self.hosted.add(index)
        self.drawn: set[int] = set()

    def slot(self, root: int, area_owner: str | None) -> list[Card]:
        """The permanent and all that hangs on it (depth first, in board order): an explicit stack,
        so a chain of any length is drawn, and each permanent once, even in a circle."""
        cards: list[Card] = []
        stack = [(root, 0)]
        while stack:
            index, depth = stack.pop()
            if index in self.drawn:
                continue
            self.drawn.add(index)
            p = self.permanents[index]
            cards.append({"p": p, "depth": depth, "host": p["attached_to"],
                          "foreign": area_owner is not None and p["controller"] != area_owner})
            stack += [(child, depth + 1) for child in reversed(self.on.get(index, ()))]
        return cards


def board(state: Mapping[str, Any]) -> tuple[list[dict[str, Any]], list[list[Card]]]:
    """Per player: the phased-in permanents they control, and the phased-out ones that phased out
    under them, each with its attachments on it; then what no player's area holds (a permanent
    under a player the board does not list, or attachments in a circle), so nothing is left out."""
    permanents = state["permanents"]
    attachments = _Attachments(permanents)
    loose = [i for i in range(len(permanents)) if i not in attachments.hosted]
    areas = []
    for player in state["players"]:
        name = player["name"]
        in_play = [i for i in loose if permanents[i]["phased"]["status"] == "in" and permanents[i]["controller"] == name]
        phased_out = [i for i in loose
                      if permanents[i]["phased"]["status"] == "out" and permanents[i]["phased"]["under"] == name]
        areas.append({"player": player,
                      "in_play": [attachments.slot(i, name) for i in in_play if i not in attachments.drawn],
                      "phased_out": [attachments.slot(i, name) for i in phased_out if i not in attachments.drawn]})
    elsewhere = [attachments.slot(i, None) for i in range(len(permanents)) if i not in attachments.drawn]
    return areas, elsewhere


def checkpoints(ruling: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """The boards of one ruling, drawn as the page reaches them (not all held at once)."""
    steps = ruling["s"]["steps"]
    for c in ruling["r"]["checkpoints"]:
        where, said = step_place(steps, c["step"])
        areas, elsewhere = board(c["state"])
        yield {"where": where, "text": said, "turn": c["state"]["turn"], "areas": areas, "elsewhere": elsewhere,
               "stack": c["state"]["stack"], "waiting": c["state"]["waiting_triggers"], "events": c["events"]}


def _ruling(result: Mapping[str, Any], scenario: Mapping[str, Any]) -> dict[str, Any]:
    return {"r": result, "s": scenario, "anchor": anchor(f"{result['id']}-{result['edition']}"),
            "failures": [c for c in result["checks"] if c["judged"] and not c["passed"]]}


def _coverage(doc: Mapping[str, Any]) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """Per edition, each entry of the rules index with the run's scenarios covering it and their
    verdicts; and the one-line summary of every rule number the index knows."""
    from .coverage import RULE_NUMBER, coverage, load_index, newest_first

    index = load_index()
    verdicts = {(r["id"], r["edition"]): r["verdict"] for r in doc["results"]}
    found = coverage(index, doc["scenarios"].values())
    editions = [{"edition": e.name, "title": e.title,
                 "entries": [{"key": x.key, "summary": x.summary,
                              "scenarios": [{"id": i, "verdict": verdicts.get((i, x.edition)),
                                             "anchor": anchor(f"{i}-{x.edition}")} for i in x.scenarios]}
                             for x in found.entries if x.edition == e.name],
                 "cells": [{"key": c.key, "axis": c.axis, "case": c.case, "edition": c.played_in,
                            "scenarios": [{"id": i, "verdict": verdicts.get((i, c.played_in)),
                                           "anchor": anchor(f"{i}-{c.played_in}")} for i in c.scenarios]}
                           for c in found.cells if c.edition == e.name]}
                for e in newest_first()]
    summaries = {r["rule"]: r["summary"] for r in index["rules"]}
    summaries |= {s["passage"]: s["summary"] for s in index["statements"]
                  if (m := RULE_NUMBER.match(s["passage"])) and m.group(1) == s["passage"]}
    return editions, summaries


def html(doc: Mapping[str, Any], rule_summaries: Mapping[str, str] | None = None) -> str:
    return "".join(html_chunks(doc, rule_summaries))


def html_chunks(doc: Mapping[str, Any], rule_summaries: Mapping[str, str] | None = None) -> Iterator[str]:
    """The page, a piece at a time (a large report is written without being held whole)."""
    rulings = [_ruling(r, doc["scenarios"][r["id"]]) for r in doc["results"]]
    found = counts(doc["results"])
    covered, index_summaries = _coverage(doc)
    return _ENVIRONMENT.get_template("report.html.j2").generate(
        doc=doc, engine=engine_label(doc), suite=suite_label(doc), rulings=rulings, counts=found, coverage=covered,
        summaries=rule_summaries or index_summaries, editions=result_editions(doc), checkpoints=checkpoints,
        rules=sorted({rule for r in rulings for rule in r["s"]["rules"]}),
        sources=sorted({r["s"]["source"]["document"] for r in rulings}))
