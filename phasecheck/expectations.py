"""Expectations: the regression gate. An engine keeps a file of the scenarios it is known not to
pass; a run is as expected when every verdict matches it (anything not listed must pass)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from . import schemas, strictjson
from .errors import InputError
from .runner import ScenarioResult, Verdict

Key = tuple[str, str]  # (scenario id, edition)
#: an expectations file larger than this is not read
MAX_BYTES = 16 << 20


@dataclass(frozen=True)
class Expectation:
    id: str
    edition: str
    verdict: Verdict
    reason: str
    link: str | None = None

    def to_json(self) -> dict[str, Any]:
        entry = {"id": self.id, "edition": self.edition, "verdict": self.verdict.value, "reason": self.reason}
        return entry | ({"link": self.link} if self.link else {})


@dataclass(frozen=True)
class Expectations:
    engine: str
    entries: dict[Key, Expectation]

    def expected(self, key: Key) -> Verdict:
        entry = self.entries.get(key)
        return entry.verdict if entry else Verdict.PASS


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
        entries[key] = Expectation(item["id"], item["edition"], Verdict(item["verdict"]), item["reason"],
                                   item.get("link"))
    return Expectations(raw["engine"], entries)


@dataclass(frozen=True)
class Comparison:
    """What differs from the expectations: each list holds lines to print, worst first."""

    regressions: tuple[str, ...]
    stale: tuple[str, ...]
    other: tuple[str, ...]
    unknown: tuple[str, ...]

    @property
    def as_expected(self) -> bool:
        return not (self.regressions or self.stale or self.other or self.unknown)

    def lines(self) -> list[str]:
        out = [f"regression: {line}" for line in self.regressions]
        out += [f"unexpected: {line}" for line in self.other]
        out += [f"stale expectation: {line}" for line in self.stale]
        out += [f"no such scenario: {line}" for line in self.unknown]
        return out


def compare(expectations: Expectations, results: Iterable[ScenarioResult], suite_ids: set[str]) -> Comparison:
    regressions, stale, other = [], [], []
    for result in results:
        key = (result.id, result.edition)
        expected = expectations.expected(key)
        if result.verdict is expected:
            continue
        what = f"{result.id} [{result.edition}]: expected {expected.value}, got {result.verdict.value}"
        if expected is Verdict.PASS and result.verdict in (Verdict.FAIL, Verdict.ERROR):
            regressions.append(what + (f" ({result.reason})" if result.reason else ""))
        elif result.verdict is Verdict.PASS:
            stale.append(f"{what}: it passes now; delete the entry "
                         f"{json.dumps(expectations.entries[key].to_json(), ensure_ascii=False)}")
        else:
            other.append(what + (f" ({result.reason})" if result.reason else ""))
    unknown = [f"{i} [{e}] is in the expectations but not in the suite" for i, e in sorted(expectations.entries)
               if i not in suite_ids]
    return Comparison(tuple(regressions), tuple(stale), tuple(other), tuple(unknown))


def _reason(result: ScenarioResult) -> str:
    if result.reason:
        return result.reason
    failed = result.failures[0] if result.failures else None
    if failed is None:
        return result.verdict.value
    where = f"line {failed.line}" if failed.line is not None else f"step {failed.step}"
    return f"{where}: {failed.text}: expected {failed.expected}, observed {failed.observed}"


def updated(previous: Expectations | None, engine: str, results: Iterable[ScenarioResult],
            suite_ids: set[str]) -> dict[str, Any]:
    """The expectations a run implies: its non-pass verdicts, with the reasons and links already
    written kept where the verdict is unchanged; entries for scenarios not run are kept."""
    old = previous.entries if previous else {}
    entries: dict[Key, Expectation] = {k: e for k, e in old.items() if k[0] in suite_ids}
    for result in results:
        key = (result.id, result.edition)
        entries.pop(key, None)
        if result.verdict is Verdict.PASS:
            continue
        kept = old.get(key)
        if kept is not None and kept.verdict is result.verdict:
            entries[key] = kept
        else:
            entries[key] = Expectation(result.id, result.edition, result.verdict, _reason(result))
    return {"engine": previous.engine if previous else engine,
            "expectations": [entries[k].to_json() for k in sorted(entries)]}


def render(document: Mapping[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
