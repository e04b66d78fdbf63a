"""Expectations: what an engine is known to give (``schemas/expectations.schema.json``), the file the
regression gate (:mod:`phasecheck.gate`) judges a run against.

A file holds **rules** (every scenario x edition a rule's selectors match: an edition, a card the
scenario names, a rule number and its subrules, a source document, an id pattern) and **entries**
(one scenario x edition), each with the verdict expected and why. The most specific wins: an entry,
then the rule with the most selectors, then the one whose most specific selector is the most
specific kind (id, card, rule, source, edition), then the earlier in the file. Anything neither
names must pass. An entry expecting a failure is *pinned* to where it fails: the first failing
check (its step and line) and what was observed there, normalised.

``--update-expectations`` writes the file from a run (:func:`updated`): rules where one covers what
entries would list one by one, an entry for every real failure, the suite version it was made with.
"""
from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from . import schemas, strictjson
from .errors import InputError
from .evidence import needs
from .runner import Verdict, rule_matches

Key = tuple[str, str]  # (scenario id, edition)
#: an expectations file larger than this is not read
MAX_BYTES = 16 << 20
#: the kinds of selector a rule may have, the most specific first
SELECTORS = ("id", "card", "rule", "source", "edition")
#: an observed value kept in a pin at most this long
MAX_PINNED = 200
#: a group of the same verdict and reason as large as this becomes a rule when one selector covers it
MIN_RULE = 3


@dataclass(frozen=True)
class Pin:
    """Where an expected failure fails: the first failing check and what was observed there."""

    step: int
    line: int | None
    observed: str

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "line": self.line, "observed": self.observed}

    def same_place(self, other: Pin) -> bool:
        """The line is for people; a failure is the same where its step and observed value are."""
        return (self.step, self.observed) == (other.step, other.observed)


def normalised(observed: str) -> str:
    return re.sub(r"\s+", " ", observed).strip()[:MAX_PINNED]


def pin_of(result: Mapping[str, Any]) -> Pin | None:
    """The pin of a result (a results file's): its first failing check, or None."""
    for check in result["checks"]:
        if check["judged"] and not check["passed"]:
            return Pin(check["step"], check["line"], normalised(check["observed"]))
    return None


@dataclass(frozen=True)
class Expectation:
    """One scenario x edition."""

    id: str
    edition: str
    verdict: Verdict
    reason: str
    link: str | None = None
    failure: Pin | None = None

    def to_json(self) -> dict[str, Any]:
        entry = {"id": self.id, "edition": self.edition, "verdict": self.verdict.value, "reason": self.reason}
        return (entry | ({"link": self.link} if self.link else {})
                | ({"failure": self.failure.to_json()} if self.failure else {}))


@dataclass(frozen=True)
class Rule:
    """Every scenario x edition its selectors all match."""

    selectors: tuple[tuple[str, str], ...]
    verdict: Verdict
    reason: str
    link: str | None = None
    index: int = 0

    def matches(self, scenario: Mapping[str, Any], edition: str) -> bool:
        return all(_MATCH[kind](value, scenario, edition) for kind, value in self.selectors)

    @property
    def specificity(self) -> tuple[int, int]:
        return len(self.selectors), -min(SELECTORS.index(kind) for kind, _ in self.selectors)

    def describe(self) -> str:
        return "rule " + ", ".join(f"{kind} {value}" for kind, value in self.selectors)

    def to_json(self) -> dict[str, Any]:
        rule: dict[str, Any] = dict(self.selectors)
        rule |= {"verdict": self.verdict.value, "reason": self.reason}
        return rule | ({"link": self.link} if self.link else {})


def _cards(scenario: Mapping[str, Any]) -> set[str]:
    cards, tokens = needs(scenario)
    return set(cards) | {f"{t} token" for t in tokens}


def _sources(scenario: Mapping[str, Any]) -> list[str]:
    return [scenario["source"]["document"]] + [c["document"] for c in scenario["source"].get("also", ())]


_MATCH = {
    "id": lambda value, s, e: fnmatch.fnmatchcase(s["id"], value),
    "card": lambda value, s, e: value in _cards(s),
    "rule": lambda value, s, e: any(rule_matches(value, r) for r in s["rules"]),
    "source": lambda value, s, e: any(fnmatch.fnmatchcase(d, f"*{value}*") for d in _sources(s)),
    "edition": lambda value, s, e: value == e,
}


@dataclass(frozen=True)
class Expected:
    """What the expectations say of one scenario x edition, and which entry or rule says it."""

    verdict: Verdict
    by: Expectation | Rule | None = None

    @property
    def reason(self) -> str | None:
        return self.by.reason if self.by else None

    @property
    def failure(self) -> Pin | None:
        return self.by.failure if isinstance(self.by, Expectation) else None


@dataclass(frozen=True)
class Expectations:
    engine: str
    entries: dict[Key, Expectation]
    rules: tuple[Rule, ...] = ()
    #: the suite version the file was made with (None: written before suites had versions)
    suite: str | None = None
    #: the classes that fail the gate, if the file says (phasecheck.gate.CLASSES)
    fail_on: tuple[str, ...] | None = None

    def expected(self, scenario: Mapping[str, Any], edition: str) -> Expected:
        entry = self.entries.get((scenario["id"], edition))
        if entry is not None:
            return Expected(entry.verdict, entry)
        rule = self.rule_for(scenario, edition)
        return Expected(rule.verdict, rule) if rule else Expected(Verdict.PASS)

    def rule_for(self, scenario: Mapping[str, Any], edition: str) -> Rule | None:
        matching = [r for r in self.rules if r.matches(scenario, edition)]
        return max(matching, key=lambda r: (r.specificity, -r.index)) if matching else None


def load(path: Path) -> Expectations:
    if not path.exists():
        raise InputError(str(path), "no such expectations file (write one with --update-expectations)")
    raw = strictjson.read_input(path, MAX_BYTES, "expectations file")
    problems = schemas.problems("expectations", raw)
    if problems:
        raise InputError(f"{path}: {problems[0][0]}", problems[0][1])
    entries: dict[Key, Expectation] = {}
    for i, item in enumerate(raw["expectations"]):
        key = (item["id"], item["edition"])
        if key in entries:
            raise InputError(f"{path}: $.expectations[{i}]", f"{item['id']} [{item['edition']}] is listed twice")
        pin = item.get("failure")
        entries[key] = Expectation(item["id"], item["edition"], Verdict(item["verdict"]), item["reason"],
                                   item.get("link"), Pin(pin["step"], pin["line"], pin["observed"]) if pin else None)
    rules: list[Rule] = []
    seen: dict[tuple[tuple[str, str], ...], int] = {}
    for i, item in enumerate(raw.get("rules", ())):
        selectors = tuple((kind, item[kind]) for kind in SELECTORS if kind in item)
        if selectors in seen:
            raise InputError(f"{path}: $.rules[{i}]", f"the same selectors as $.rules[{seen[selectors]}]")
        seen[selectors] = i
        rules.append(Rule(selectors, Verdict(item["verdict"]), item["reason"], item.get("link"), i))
    fail_on = raw.get("fail_on")
    return Expectations(raw["engine"], entries, tuple(rules), raw.get("suite"),
                        tuple(fail_on) if fail_on is not None else None)


# --- writing them from a run -----------------------------------------------------------------


def _reason(result: Mapping[str, Any]) -> str:
    if result["reason"]:
        return result["reason"]
    failed = next((c for c in result["checks"] if c["judged"] and not c["passed"]), None)
    if failed is None:
        return result["verdict"]
    where = f"line {failed['line']}" if failed["line"] is not None else f"step {failed['step']}"
    return f"{where}: {failed['text']}: expected {failed['expected']}, observed {failed['observed']}"


def updated(previous: Expectations | None, engine: str, doc: Mapping[str, Any], suite_ids: set[str],
            suite_version: str) -> dict[str, Any]:
    """The expectations a run (a results document) implies. Rules already written stay while any
    result still has their verdict (or none was run); every real failure gets a pinned entry (its
    reason and link kept while its verdict is unchanged); any other verdict that is not a declared
    skip and that no rule gives gets an entry, and a group of them with the same verdict and reason
    that one selector covers exactly becomes a rule. Entries for scenarios not run are kept."""
    old = previous.entries if previous else {}
    scenarios = doc["scenarios"]
    results = [r for r in doc["results"]]
    rules = [r for r in (previous.rules if previous else ())
             if not any(r.matches(scenarios[x["id"]], x["edition"]) for x in results)
             or any(x["verdict"] == r.verdict.value and not x.get("declared")
                    and r.matches(scenarios[x["id"]], x["edition"]) for x in results)]
    ruled = Expectations(engine, {}, tuple(rules))
    entries: dict[Key, Expectation] = {k: e for k, e in old.items() if k[0] in suite_ids}
    loose: list[Mapping[str, Any]] = []
    for result in results:
        key = (result["id"], result["edition"])
        entries.pop(key, None)
        verdict = Verdict(result["verdict"])
        if result.get("declared"):
            continue
        by_rule = ruled.expected(scenarios[result["id"]], result["edition"]).verdict
        kept = old.get(key)
        if verdict is Verdict.FAIL:
            reason, link = (kept.reason, kept.link) if kept and kept.verdict is verdict else (_reason(result), None)
            entries[key] = Expectation(key[0], key[1], verdict, reason, link, pin_of(result))
        elif verdict is not by_rule:
            if kept is not None and kept.verdict is verdict:
                entries[key] = kept
            elif verdict is Verdict.PASS:
                entries[key] = Expectation(key[0], key[1], verdict, "passes, unlike the rule that covers it")
            else:
                loose.append(result)
    new_rules = _rules_for(loose, results, scenarios, len(rules))
    for result in loose:
        rule = next((r for r in new_rules if r.matches(scenarios[result["id"]], result["edition"])), None)
        if rule is None:
            entries[(result["id"], result["edition"])] = Expectation(result["id"], result["edition"],
                                                                     Verdict(result["verdict"]), _reason(result))
    document: dict[str, Any] = {"engine": previous.engine if previous else engine, "suite": suite_version}
    if previous and previous.fail_on is not None:
        document["fail_on"] = list(previous.fail_on)
    return document | {"rules": [r.to_json() for r in (*rules, *new_rules)],
                       "expectations": [entries[k].to_json() for k in sorted(entries)]}


def _rules_for(loose: list[Mapping[str, Any]], results: list[Mapping[str, Any]],
               scenarios: Mapping[str, Any], first_index: int) -> list[Rule]:
    """Rules, one selector each, that cover exactly a group of same verdict and reason among the run's
    results that are not declared skips."""
    groups: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
    for result in loose:
        groups.setdefault((result["verdict"], _reason(result)), []).append(result)
    judged = [r for r in results if not r.get("declared")]
    found: list[Rule] = []
    for (verdict, reason), group in sorted(groups.items()):
        if len(group) < MIN_RULE:
            continue
        keys = {(r["id"], r["edition"]) for r in group}
        for kind, value in _candidates(group, scenarios):
            rule = Rule(((kind, value),), Verdict(verdict), reason, index=first_index + len(found))
            covered = {(r["id"], r["edition"]) for r in judged if rule.matches(scenarios[r["id"]], r["edition"])}
            if covered == keys:
                found.append(rule)
                break
    return found


def _candidates(group: list[Mapping[str, Any]], scenarios: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The selectors every result of a group shares, the broadest first."""
    first = scenarios[group[0]["id"]]
    shared: dict[str, set[str]] = {
        "edition": {group[0]["edition"]}, "source": {first["source"]["document"]},
        "card": _cards(first), "rule": set(first["rules"])}
    for result in group[1:]:
        scenario = scenarios[result["id"]]
        shared["edition"] &= {result["edition"]}
        shared["source"] &= set(_sources(scenario))
        shared["card"] &= _cards(scenario)
        shared["rule"] = {r for r in shared["rule"] if any(rule_matches(r, x) for x in scenario["rules"])}
    return [(kind, value) for kind in ("edition", "source", "card", "rule") for value in sorted(shared[kind])]


def render(document: Mapping[str, Any]) -> str:
    return strictjson.dumps(document, indent=2) + "\n"
