"""The suite's version and changelog (``catalogue/suite.json``, ``schemas/suite.schema.json``).

Each release of the suite names the scenarios it added, changed (their setup, steps, expected values
or editions: a scenario's *digest*) and removed. Results and expectations files record the suite
version they were made with, so ``run --expect`` can say what an upgrade brought and tell a scenario
its expectations have never seen (**new**) from one they have.

``phasecheck suite`` prints the changelog; ``--check`` exits 1 when ``scenarios/`` is not the latest
release (what a release would record); ``--release`` records one.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from . import schemas, strictjson
from .catalogue import HERE
from .errors import InputError

#: the suite's changelog, suite data like the card pool (it ships with phasecheck)
SUITE_FILE = HERE / "suite.json"
MAX_BYTES = 4 << 20
#: what of a scenario is not part of what it checks: where it is written, and its words for people
_NOT_CHECKED = ("origin", "title", "question", "description", "source", "rules")


@dataclass(frozen=True)
class Release:
    version: str
    added: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"version": self.version, "added": list(self.added), "changed": list(self.changed),
                "removed": list(self.removed)}

    def __bool__(self) -> bool:
        return bool(self.added or self.changed or self.removed)


@dataclass(frozen=True)
class Suite:
    releases: tuple[Release, ...]
    #: the digest of every scenario of the latest release, by id
    digests: Mapping[str, str]

    @property
    def version(self) -> str:
        return self.releases[-1].version if self.releases else "0"

    def versions(self) -> list[str]:
        return [r.version for r in self.releases]

    def known_at(self, version: str) -> set[str] | None:
        """The scenario ids of a release (None if there is no such release)."""
        if version not in self.versions():
            return None
        known: set[str] = set()
        for release in self.releases:
            known = (known | set(release.added)) - set(release.removed)
            if release.version == version:
                return known
        return known  # pragma: no cover (the version is one of them)

    def since(self, version: str) -> Release | None:
        """What the releases after ``version`` brought, as one release (None if it is no release)."""
        versions = self.versions()
        if version not in versions:
            return None
        added: dict[str, None] = {}
        changed: dict[str, None] = {}
        removed: dict[str, None] = {}
        for release in self.releases[versions.index(version) + 1:]:
            for i in release.added:
                removed.pop(i, None)
                added[i] = None
            for i in release.changed:
                if i not in added:
                    changed[i] = None
            for i in release.removed:
                if added.pop(i, 0) is None:  # added and removed since: never seen, nothing to say
                    continue
                changed.pop(i, None)
                removed[i] = None
        return Release(self.version, tuple(sorted(added)), tuple(sorted(changed)), tuple(sorted(removed)))


def digest(scenario: Mapping[str, Any]) -> str:
    """What a scenario checks, as a digest: its setup, steps (without their lines and words) and editions."""
    checked = {k: v for k, v in scenario.items() if k not in _NOT_CHECKED}
    checked["steps"] = [{k: v for k, v in step.items() if k not in ("line", "text")} for step in scenario["steps"]]
    text = json.dumps(checked, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def load(path: Path = SUITE_FILE) -> Suite:
    raw = strictjson.read_input(path, MAX_BYTES, "suite file")
    problems = schemas.problems("suite", raw)
    if problems:
        raise InputError(f"{path}: {problems[0][0]}", problems[0][1])
    releases = tuple(Release(r["version"], tuple(r["added"]), tuple(r["changed"]), tuple(r["removed"]))
                     for r in raw["releases"])
    if len({r.version for r in releases}) != len(releases):
        raise InputError(f"{path}: $.releases", "a version is released twice")
    return Suite(releases, dict(raw["scenarios"]))


def pending(suite: Suite, scenarios: Iterable[Mapping[str, Any]]) -> Release:
    """What a release made now would record: the scenarios added, changed and removed since the latest."""
    now = {s["id"]: digest(s) for s in scenarios}
    return Release("unreleased",
                   tuple(sorted(set(now) - set(suite.digests))),
                   tuple(sorted(i for i in now if i in suite.digests and suite.digests[i] != now[i])),
                   tuple(sorted(set(suite.digests) - set(now))))


def next_version(suite: Suite) -> str:
    last = suite.version
    return str(int(last) + 1) if last.isdigit() else f"{last}.1"


def released(suite: Suite, scenarios: Iterable[Mapping[str, Any]], version: str | None = None) -> dict[str, Any]:
    """The suite file with a release of what is pending (``version``, or the next number)."""
    scenarios = list(scenarios)
    change = pending(suite, scenarios)
    version = version or next_version(suite)
    if version in suite.versions():
        raise InputError("--release", f"suite version {version} is already released")
    release = Release(version, change.added, change.changed, change.removed)
    return {"releases": [r.to_json() for r in (*suite.releases, release)],
            "scenarios": {s["id"]: digest(s) for s in sorted(scenarios, key=lambda s: s["id"])}}


def render(document: Mapping[str, Any]) -> str:
    return strictjson.dumps(document, indent=2) + "\n"


def changelog(suite: Suite) -> str:
    """The changelog in Markdown, the latest release first."""
    lines = ["# The suite's changelog", ""]
    for release in reversed(suite.releases):
        lines += [f"## {release.version}", ""]
        for label, ids in (("added", release.added), ("changed", release.changed), ("removed", release.removed)):
            if ids:
                lines.append(f"- {label} ({len(ids)}): " + ", ".join(f"`{i}`" for i in ids))
        lines.append("")
    return "\n".join(lines)


def upgrade_text(change: Release, since: str, now: str) -> str:
    """One line: what a suite upgrade brought."""
    return (f"suite: upgraded from version {since} to {now}: {len(change.added)} scenario(s) added, "
            f"{len(change.changed)} changed, {len(change.removed)} removed")
