"""Expectations: what an engine is known to give (``schemas/expectations.schema.json``), the file the
regression gate (:mod:`phasecheck.gate`) judges a run against.

A file holds **rules** (every scenario x edition a rule's selectors match: an edition, a card the
scenario names, a rule number and its subrules, a source document, an id pattern, and the reason the
engine gave for skipping it) and **entries** (one scenario x edition), each with the verdict expected
and why. The most specific wins: an entry, then the rule with the most selectors, then the one whose
most specific selector is the most specific kind (id, skipped, card, rule, source, edition), then
the earlier in the file. Anything neither names must pass.

A ``skipped`` selector is a pattern (``*`` and ``?`` as wildcards, the whole reason matched) of the
reason an engine gives when it answers ``skipped`` itself (an adapter that can't express a
scenario): it matches a skip that is not declared and whose reason it matches, and nothing else. A
skip whose reason has changed so that no rule matches it any more is not covered silently: it is an
unexpected skip, unless an entry or another rule expects it. An entry expecting a failure is *pinned* to where it fails: the first failing
check (its step and line) and what was observed there, normalised.

``--update-expectations`` writes the file from a run (:func:`updated`): rules where one covers what
entries would list one by one, an entry for every real failure, the suite version it was made with.
"""
from __future__ import annotations

import fnmatch
import glob
import json
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
SELECTORS = ("id", "skipped", "card", "rule", "source", "edition")
#: an observed value kept in a pin at most this long
MAX_PINNED = 200
#: a group of the same verdict and reason as large as this becomes a rule when one selector covers it
MIN_RULE = 3
#: a rule selecting by skip reason is written only with this much of the reason literal, not wildcards
MIN_LITERAL = 12


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

    def matches(self, scenario: Mapping[str, Any], edition: str, skipped: str | None = None) -> bool:
        """Whether it covers a scenario x edition (``skipped``: the reason the engine gave for skipping
        it, when it did so itself)."""
        return all(_MATCH[kind](value, scenario, edition, skipped) for kind, value in self.selectors)

    @property
    def specificity(self) -> tuple[int, int]:
        return len(self.selectors), -min(SELECTORS.index(kind) for kind, _ in self.selectors)

    def describe(self) -> str:
        return "rule " + ", ".join(f"{kind} {json.dumps(value, ensure_ascii=False) if kind == 'skipped' else value}"
                                   for kind, value in self.selectors)

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
    "id": lambda value, s, e, skipped: fnmatch.fnmatchcase(s["id"], value),
    "skipped": lambda value, s, e, skipped: skipped is not None and fnmatch.fnmatchcase(skipped, value),
    "card": lambda value, s, e, skipped: value in _cards(s),
    "rule": lambda value, s, e, skipped: any(rule_matches(value, r) for r in s["rules"]),
    "source": lambda value, s, e, skipped: any(fnmatch.fnmatchcase(d, f"*{value}*") for d in _sources(s)),
    "edition": lambda value, s, e, skipped: value == e,
}


def skip_reason(result: Mapping[str, Any]) -> str | None:
    """The reason of a results file's result when the engine skipped it itself (a skip not declared),
    which a ``skipped`` selector matches; None for any other result."""
    if result["verdict"] != Verdict.SKIP.value or result.get("declared"):
        return None
    return result["reason"] or ""


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

    def expected(self, scenario: Mapping[str, Any], edition: str, skipped: str | None = None) -> Expected:
        """What is expected of a scenario x edition (``skipped``: the engine's reason, if it skipped it)."""
        entry = self.entries.get((scenario["id"], edition))
        if entry is not None:
            return Expected(entry.verdict, entry)
        rule = self.rule_for(scenario, edition, skipped)
        return Expected(rule.verdict, rule) if rule else Expected(Verdict.PASS)

    def rule_for(self, scenario: Mapping[str, Any], edition: str, skipped: str | None = None) -> Rule | None:
        matching = [r for r in self.rules if r.matches(scenario, edition, skipped)]
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
    result still has their verdict (or none was run; a rule selecting by skip reason: until a run of
    the whole suite has no skip it matches); every real failure gets a pinned entry (its reason and
    link kept while its verdict is unchanged); any other verdict that is not a declared skip and that
    no rule gives gets an entry, unless a rule covers a group of them: the engine's skips of one
    reason, or of reasons alike but for their names, numbers, quoted and bracketed parts, by their
    reason (:func:`_skip_rules`); any other group of the same verdict and reason by one selector
    that covers it exactly. A skip entry with no link becomes part of such a rule if one covers it
    (else it stays, its reason kept); one with a link stays.
    Entries for scenarios not run are kept; those for an edition a run scenario no longer has are not."""
    old = previous.entries if previous else {}
    scenarios = doc["scenarios"]
    results = [r for r in doc["results"]]
    whole = suite_ids <= {r["id"] for r in results}
    rules = [r for r in (previous.rules if previous else ()) if _still(r, results, scenarios, whole)]
    ruled = Expectations(engine, {}, tuple(rules))
    entries: dict[Key, Expectation] = {k: e for k, e in old.items() if k[0] in suite_ids and (
        k[0] not in scenarios or k[1] in scenarios[k[0]]["editions"])}
    loose: list[Mapping[str, Any]] = []
    for result in results:
        key = (result["id"], result["edition"])
        entries.pop(key, None)
        verdict = Verdict(result["verdict"])
        if result.get("declared"):
            continue
        by_rule = ruled.expected(scenarios[result["id"]], result["edition"], skip_reason(result)).verdict
        kept = old.get(key)
        if verdict is Verdict.FAIL:
            reason, link = (kept.reason, kept.link) if kept and kept.verdict is verdict else (_reason(result), None)
            entries[key] = Expectation(key[0], key[1], verdict, reason, link, pin_of(result))
        elif verdict is not by_rule:
            if kept is not None and kept.verdict is verdict and not _foldable(kept):
                entries[key] = kept
            elif verdict is Verdict.PASS:
                entries[key] = Expectation(key[0], key[1], verdict, "passes, unlike the rule that covers it")
            else:
                loose.append(result)
    new_rules = _skip_rules(loose, scenarios, len(rules))
    loose = [r for r in loose if not any(rule.matches(scenarios[r["id"]], r["edition"], skip_reason(r))
                                         for rule in new_rules)]
    new_rules += _rules_for(loose, results, scenarios, len(rules) + len(new_rules))
    for result in loose:
        rule = next((r for r in new_rules if r.matches(scenarios[result["id"]], result["edition"])), None)
        key, verdict = (result["id"], result["edition"]), Verdict(result["verdict"])
        if rule is None:
            kept = old.get(key)
            entries[key] = kept if kept is not None and kept.verdict is verdict else Expectation(
                key[0], key[1], verdict, _reason(result))
    document: dict[str, Any] = {"engine": previous.engine if previous else engine, "suite": suite_version}
    if previous and previous.fail_on is not None:
        document["fail_on"] = list(previous.fail_on)
    return document | {"rules": [r.to_json() for r in (*rules, *new_rules)],
                       "expectations": [entries[k].to_json() for k in sorted(entries)]}


def _still(rule: Rule, results: list[Mapping[str, Any]], scenarios: Mapping[str, Any], whole: bool) -> bool:
    """Whether a rule already written stays: some result still has its verdict, or it covered
    nothing that was run (a rule selecting by skip reason covers nothing but skips: it goes when a run
    of the whole suite has none it matches)."""
    covered = [x for x in results if rule.matches(scenarios[x["id"]], x["edition"], skip_reason(x))]
    if any(x["verdict"] == rule.verdict.value and not x.get("declared") for x in covered):
        return True
    return not covered and not (whole and any(kind == "skipped" for kind, _ in rule.selectors))


def _foldable(entry: Expectation) -> bool:
    """Whether an entry may become part of a rule: a skip entry with no link (give it one to keep it)."""
    return entry.verdict is Verdict.SKIP and entry.link is None


#: the parts of a skip reason that vary between scenarios of one cause: quoted and bracketed text, numbers
_VARYING = re.compile(r'"[^"]*"|\([^()]*\)|\[[^\[\]]*\]|\d+')


def _parts(reason: str, players: Iterable[str]) -> list[str]:
    """A reason split into literal text and the parts that may vary (odd indices): what _VARYING
    finds, and the names of the scenario's players."""
    names = "|".join(re.escape(p) for p in sorted(players, key=len, reverse=True))
    varying = re.compile(_VARYING.pattern + (rf"|\b(?:{names})\b" if names else ""))
    parts, at = [], 0
    for match in varying.finditer(reason):
        parts += [reason[at:match.start()], match.group()]
        at = match.end()
    return parts + [reason[at:]]


def _skip_rules(loose: list[Mapping[str, Any]], scenarios: Mapping[str, Any], first_index: int) -> list[Rule]:
    """Rules selecting by skip reason, for groups of at least MIN_RULE of the engine's own skips whose
    reasons are alike: the same but for the parts that may vary (:func:`_parts`), each of those kept
    where the whole group shares it, a wildcard where it does not; a group whose reasons all begin
    as another's pattern does joins it, the pattern then open at its end."""
    groups: dict[tuple[str, ...], list[tuple[Mapping[str, Any], list[str]]]] = {}
    for result in loose:
        reason = skip_reason(result)
        if reason is None:
            continue
        parts = _parts(reason, (p["name"] for p in scenarios[result["id"]]["setup"]["players"]))
        groups.setdefault(tuple(parts[0::2]), []).append((result, parts))
    patterns = sorted(((_pattern(group), [r for r, _ in group]) for group in groups.values()),
                      key=lambda item: len(item[0]))
    joined: list[tuple[str, list[Mapping[str, Any]]]] = []
    for pattern, members in patterns:
        into = next((i for i, (p, _) in enumerate(joined)
                     if all(fnmatch.fnmatchcase(skip_reason(r) or "", p.rstrip("*") + "*") for r in members)), None)
        if into is None:
            joined.append((pattern, members))
        else:
            host, hosted = joined[into]
            joined[into] = (host if host.endswith("*") else host + "*", hosted + members)
    found: list[Rule] = []
    for pattern, members in sorted(joined):
        if len(members) >= MIN_RULE and len(re.sub(r"\*|\[.\]", "", pattern)) >= MIN_LITERAL:
            found.append(Rule((("skipped", pattern),), Verdict.SKIP, f"skipped: {pattern}",
                              index=first_index + len(found)))
    return found


def _pattern(group: list[tuple[Mapping[str, Any], list[str]]]) -> str:
    """The pattern of a group of alike reasons: literal text escaped, a varying part kept where every
    reason has it the same, else a wildcard."""
    first = group[0][1]
    out = []
    for i, part in enumerate(first):
        same = all(parts[i] == part for _, parts in group)
        out.append(glob.escape(part) if i % 2 == 0 or same else "*")
    return "".join(out)


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
