"""The mutation run's configuration (config.json): which modules, what is left out and why."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from phasecheck import strictjson

CONFIG = Path(__file__).with_name("config.json")


class ConfigError(Exception):
    """The configuration or the equivalents file is wrong: the message names the file and where."""


@dataclass(frozen=True)
class Config:
    include: tuple[str, ...]
    left_out: dict[str, str]
    operators_left_out: dict[str, str]
    #: decorators that core/RemoveDecorator does not remove, each with why removing it changes nothing
    decorators_kept: dict[str, str]
    skip_annotations: bool
    sample_one_in: int
    sample_seed: int
    #: at most this many runs for a listed equivalent (all of them with --thorough)
    equivalent_runs: int
    timeout_seconds: float
    timeout_times_baseline: float

    def modules(self, root: Path) -> list[str]:
        """The modules mutated: every file the globs match, but those left out, sorted."""
        found = {path.relative_to(root).as_posix() for pattern in self.include for path in root.glob(pattern)}
        missing = sorted(set(self.left_out) - found)
        if missing:
            raise ConfigError(f"{CONFIG}: $.left_out: {missing[0]} is not a module the globs match")
        return sorted(found - set(self.left_out))


def _need(document: Any, path: str, kind: type | tuple[type, ...]) -> Any:
    value: Any = document
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            raise ConfigError(f"{CONFIG}: $.{path}: missing")
        value = value[part]
    if not isinstance(value, kind) or isinstance(value, bool) and kind in (int, float, (int, float)):
        raise ConfigError(f"{CONFIG}: $.{path}: not a {getattr(kind, '__name__', 'number')}")
    return value


def _reasons(document: Any, path: str) -> dict[str, str]:
    reasons = _need(document, path, dict)
    for name, reason in reasons.items():
        if not isinstance(reason, str) or not reason.strip():
            raise ConfigError(f"{CONFIG}: $.{path}.{name}: the reason must be a sentence")
    return dict(reasons)


def load(path: Path = CONFIG) -> Config:
    try:
        document = strictjson.read(path, 1 << 20, "configuration")
    except (strictjson.JSONProblem, OSError) as error:
        raise ConfigError(f"{path}: {error}") from None
    include = _need(document, "modules", list)
    if not include or not all(isinstance(p, str) for p in include):
        raise ConfigError(f"{path}: $.modules: a list of globs relative to the checkout")
    annotations = _need(document, "annotations", dict)
    skip = not _need(document, "annotations.mutate", bool)
    if skip and not isinstance(annotations.get("reason"), str):
        raise ConfigError(f"{path}: $.annotations.reason: say why annotations are not mutated")
    equivalent_runs = _need(document, "equivalents.runs", int)
    if equivalent_runs < 1:
        raise ConfigError(f"{path}: $.equivalents.runs: at least 1")
    return Config(include=tuple(include), left_out=_reasons(document, "left_out"),
                  operators_left_out=_reasons(document, "operators_left_out"),
                  decorators_kept=_reasons(document, "decorators_kept"), skip_annotations=skip,
                  sample_one_in=_need(document, "sample.one_in", int), sample_seed=_need(document, "sample.seed", int),
                  equivalent_runs=equivalent_runs, timeout_seconds=_need(document, "timeout.seconds", (int, float)),
                  timeout_times_baseline=_need(document, "timeout.times_baseline", (int, float)))
