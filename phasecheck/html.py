"""The HTML ruling report: one self-contained page (no network, no external assets), rendered from
a results document with Jinja2, everything escaped. Each board is drawn: each player's permanents
as cards, tapped ones turned, phased-out ones apart (directly or indirectly, and under whom),
attachments on their host, counters and damage, life and hand sizes."""
from __future__ import annotations

from typing import Any, Mapping

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from .checks import step_text
from .results import counts, engine_label

_ENVIRONMENT = Environment(loader=PackageLoader("phasecheck", "templates"), autoescape=select_autoescape(default=True),
                           undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def _card(permanent: Mapping[str, Any], attached: Mapping[str, list], area_owner: str) -> dict[str, Any]:
    """A permanent with what is attached to it, drawn on it."""
    return {"p": permanent, "foreign": permanent["controller"] != area_owner,
            "attachments": [_card(a, attached, area_owner) for a in attached.get(permanent["id"], [])]}


def board(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Per player: the phased-in permanents they control, and the phased-out ones that phased out
    under them, each with its attachments on it."""
    permanents = state["permanents"]
    by_id = {p["id"]: p for p in permanents}
    attached: dict[str, list] = {}
    hosted = set()
    for p in permanents:
        host = by_id.get(p["attached_to"]) if p["attached_to"] else None
        if host is not None and (host["phased"]["status"] == p["phased"]["status"]):
            attached.setdefault(host["id"], []).append(p)
            hosted.add(p["id"])
    areas = []
    for player in state["players"]:
        name = player["name"]
        loose = [p for p in permanents if p["id"] not in hosted]
        in_play = [p for p in loose if p["phased"]["status"] == "in" and p["controller"] == name]
        phased_out = [p for p in loose if p["phased"]["status"] == "out" and p["phased"]["under"] == name]
        areas.append({"player": player,
                      "in_play": [_card(p, attached, name) for p in in_play],
                      "phased_out": [_card(p, attached, name) for p in phased_out]})
    return areas


def _ruling(result: Mapping[str, Any], scenario: Mapping[str, Any]) -> dict[str, Any]:
    steps = scenario["steps"]
    return {
        "r": result, "s": scenario, "anchor": f"{result['id']}-{result['edition']}",
        "failures": [c for c in result["checks"] if c["judged"] and not c["passed"]],
        "checkpoints": [{"where": f"line {steps[c['step']]['line']}" if "line" in steps[c["step"]]
                         else f"step {c['step']}", "text": step_text(steps[c["step"]]), "turn": c["state"]["turn"],
                         "areas": board(c["state"]), "stack": c["state"]["stack"],
                         "waiting": c["state"]["waiting_triggers"], "events": c["events"]}
                        for c in result["checkpoints"]],
    }


def _coverage(doc: Mapping[str, Any]) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """Per edition, each entry of the rules index with the run's scenarios covering it and their
    verdicts; and the one-line summary of every rule number the index knows."""
    from .coverage import RULE_NUMBER, coverage, load_index, newest_first

    index = load_index()
    verdicts = {(r["id"], r["edition"]): r["verdict"] for r in doc["results"]}
    found = coverage(index, doc["scenarios"].values())
    editions = [{"edition": e.name, "title": e.title,
                 "entries": [{"key": x.key, "summary": x.summary,
                              "scenarios": [{"id": i, "verdict": verdicts.get((i, x.edition))} for i in x.scenarios]}
                             for x in found.entries if x.edition == e.name],
                 "cells": [{"key": c.key, "axis": c.axis, "case": c.case, "edition": c.played_in,
                            "scenarios": [{"id": i, "verdict": verdicts.get((i, c.played_in))} for i in c.scenarios]}
                           for c in found.cells if c.edition == e.name]}
                for e in newest_first()]
    summaries = {r["rule"]: r["summary"] for r in index["rules"]}
    summaries |= {s["passage"]: s["summary"] for s in index["statements"]
                  if (m := RULE_NUMBER.match(s["passage"])) and m.group(1) == s["passage"]}
    return editions, summaries


def html(doc: Mapping[str, Any], rule_summaries: Mapping[str, str] | None = None) -> str:
    rulings = [_ruling(r, doc["scenarios"][r["id"]]) for r in doc["results"]]
    found = counts(doc["results"])
    covered, index_summaries = _coverage(doc)
    return _ENVIRONMENT.get_template("report.html.j2").render(
        doc=doc, engine=engine_label(doc), rulings=rulings, counts=found, coverage=covered,
        summaries=rule_summaries or index_summaries,
        rules=sorted({rule for r in rulings for rule in r["s"]["rules"]}),
        sources=sorted({r["s"]["source"]["document"] for r in rulings}))
