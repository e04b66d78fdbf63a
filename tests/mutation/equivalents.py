"""The equivalents file: the mutants no scenario can kill, each with the reason a reviewer checks."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from phasecheck import strictjson

from .config import ConfigError

EQUIVALENTS = Path(__file__).with_name("equivalents.json")
#: real survivors not killed yet: each entry's reason says what scenario would kill it
KNOWN_SURVIVORS = Path(__file__).with_name("known_survivors.json")
_FIELDS = {"file": str, "function": str, "operator": str, "line": str, "occurrence": int, "mutated": str,
           "reason": str}


@dataclass(frozen=True)
class Equivalent:
    file: str
    function: str
    operator: str
    #: the line the mutant changes, stripped, as it is in the module
    line: str
    occurrence: int
    #: the line as the mutant makes it: checked against the mutant, so the reviewer reads what runs
    mutated: str
    reason: str
    #: where it is in the file, for messages
    where: str

    @property
    def key(self) -> tuple[str, str, str, str, int]:
        return (self.file, self.function, self.operator, self.line, self.occurrence)


def load(path: Path = EQUIVALENTS, key: str = "equivalents") -> list[Equivalent]:
    try:
        document = strictjson.read(path, 8 << 20, f"{key.replace('_', ' ')} file")
    except (strictjson.JSONProblem, OSError) as error:
        raise ConfigError(f"{path}: {error}") from None
    entries = document.get(key) if isinstance(document, dict) else None
    if not isinstance(entries, list):
        raise ConfigError(f"{path}: $.{key}: missing, or not a list")
    found: list[Equivalent] = []
    seen: dict[tuple[str, str, str, str, int], str] = {}
    for index, entry in enumerate(entries):
        where = f"$.{key}[{index}]"
        found.append(_entry(path, where, entry))
        if found[-1].key in seen:
            raise ConfigError(f"{path}: {where}: the same mutant as {seen[found[-1].key]}")
        seen[found[-1].key] = where
    return found


def _entry(path: Path, where: str, entry: Any) -> Equivalent:
    if not isinstance(entry, dict):
        raise ConfigError(f"{path}: {where}: not an object")
    unknown = sorted(set(entry) - set(_FIELDS))
    if unknown:
        raise ConfigError(f"{path}: {where}.{unknown[0]}: not a field of an equivalent")
    values: dict[str, Any] = {"occurrence": 0}
    for field, kind in _FIELDS.items():
        if field not in entry:
            if field == "occurrence":
                continue
            raise ConfigError(f"{path}: {where}.{field}: missing")
        value = entry[field]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise ConfigError(f"{path}: {where}.{field}: not a {kind.__name__}")
        values[field] = value
    if not values["reason"].strip():
        raise ConfigError(f"{path}: {where}.reason: say why no scenario can kill it")
    return Equivalent(where=where, **values)


def entry_for(mutant: Any, mutated: str, reason: str) -> dict[str, Any]:
    """An entry of the file for a surviving mutant, to be given its reason."""
    entry = {"file": mutant.path, "function": mutant.function, "operator": mutant.operator, "line": mutant.line}
    if mutant.occurrence:
        entry["occurrence"] = mutant.occurrence
    entry.update(mutated=mutated, reason=reason)
    return entry
